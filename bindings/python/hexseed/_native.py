# SPDX-License-Identifier: MIT
"""The C library through ctypes: where libhexseed is found, the C structs this binding must
fill in, the space it lends the library for results, and the prototypes of the functions it
calls. Internal to the package; the one place that knows the C layouts.

Only option structs (what the caller fills in) and a few small plain values are mirrored field
by field. Results (boards, scores, simulation totals, opening advice, survey ratings, house
rules) are opaque: the binding lends the library a zeroed block of RESULT capacity and reads the
result back through the library's own JSON renderers, so a result struct may grow without
touching this file. tests/test_hexseed.py checks every mirror's size and field offsets, and
every capacity, against the C compiler, and every prototype's parameters against the headers,
so a change to a header fails the tests instead of corrupting memory."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (POINTER, Structure, c_bool, c_char, c_char_p, c_double, c_int, c_short, c_size_t, c_uint,
                    c_uint8, c_uint32, c_uint64, c_void_p)
from typing import Any, Dict, List, Optional, Tuple

# Constants of the headers this binding relies on (checked against the headers by the tests).
TERRAIN_COUNT = 14          # HS_TERRAIN_COUNT
RULES_MAX_TERRAINS = 16     # HS_RULES_MAX_TERRAINS: the room of hs_rules' per-terrain arrays
MAX_LOCKS = 32              # HS_MAX_LOCKS
CODE_MAX_CHARS = 200        # HS_CODE_MAX_CHARS
SIM_MAX_PLAYERS = 6         # HS_SIM_MAX_PLAYERS
SIM_MAX_CANDIDATES = 16     # HS_SIM_MAX_CANDIDATES
SIM_MAX_STYLES = 8          # HS_SIM_MAX_STYLES
HOUSE_RULES = 26            # HS_HOUSE_RULES
LANDMASS_ROWS = 8           # HS_LANDMASS_ROWS
LANDMASS_COLS = 8           # HS_LANDMASS_COLS
LANDMASS_SURVEY_WORK = 65536  # HS_LANDMASS_SURVEY_WORK
MODE_SEAFARERS = 2          # HS_MODE_SEAFARERS: Heading for New Shores, 4 players
GRAPH_MAX_HEXES = 160       # HS_GRAPH_MAX_HEXES
GRAPH_MAX_VERTICES = 6 * GRAPH_MAX_HEXES  # HS_GRAPH_MAX_VERTICES
GRAPH_MAX_EDGES = 6 * GRAPH_MAX_HEXES     # HS_GRAPH_MAX_EDGES

# Bytes lent to the library for one opaque result; the tests check sizeof(type) <= capacity.
CAPACITY = {
    "hs_board": 16384,
    "hs_score": 1024,
    "hs_sim_result": 8192,
    "hs_sim_openings": 16384,
    "hs_landmass_rating": 128,
    "hs_house_rule": 2048,
}

SONAME = "libhexseed.so.0"
CAIRO_SONAME = "libhexseed-cairo.so.0"
# Where a platform wheel carries the libraries (build_backend/hexseed_build.py puts them there).
BUNDLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_lib")
# What the bundled libraries need from the system, for the message when they do not load.
_SYSTEM_NEEDS = ("libjansson, libpng, libstdc++ and, for the drawings, cairo (Debian: apt install libjansson4 "
                 "libpng16-16 libstdc++6 libcairo2)")


def _load() -> ctypes.CDLL:
    """libhexseed: $HEXSEED_LIBRARY when set (a path or a name; then only that), else the copy
    a platform wheel carries in hexseed/_lib (then only that: a system copy may be another
    version), else what ctypes.util.find_library('hexseed') finds (ldconfig's cache), else the
    soname libhexseed.so.0 through the dynamic loader (which honours LD_LIBRARY_PATH, so a source
    tree's build/ works). An ImportError says what to install when none loads."""
    env = os.environ.get("HEXSEED_LIBRARY")
    bundled = os.path.join(BUNDLED, SONAME)
    if env:  # the caller's choice, and nothing else
        candidates = [env]
    elif os.path.exists(bundled):
        try:
            return ctypes.CDLL(bundled)
        except OSError as e:
            raise ImportError("hexseed: cannot load the libhexseed this package carries (%s): it needs %s on the "
                              "system" % (e, _SYSTEM_NEEDS)) from None
    else:
        candidates = [SONAME]
        found = ctypes.util.find_library("hexseed")
        if found:
            candidates.insert(0, found)
    errors = []
    for name in candidates:
        try:
            return ctypes.CDLL(name)
        except OSError as e:
            errors.append("%s: %s" % (name, e))
    raise ImportError("hexseed: cannot load the C library libhexseed. Install it (Debian: apt install "
                      "libhexseed0; from source: meson setup build && ninja -C build && meson install -C build), "
                      "or point HEXSEED_LIBRARY at libhexseed.so.0 (tried: " + "; ".join(errors) + ")")


lib = _load()
# True when the library loaded is the one this package carries.
IS_BUNDLED = not os.environ.get("HEXSEED_LIBRARY") and os.path.exists(os.path.join(BUNDLED, SONAME))
DRAWING_ERROR = ""  # why the bundled libhexseed-cairo did not load, for the drawings' ImportError


def _load_drawing() -> Optional[ctypes.CDLL]:
    """The library of the cairo drawings (board PNG and PDF, Hex Empire SVG and PNG) where they
    live apart from the core (libhexseed-cairo): $HEXSEED_CAIRO_LIBRARY when set, else the copy
    the wheel carries beside the bundled libhexseed (only that: it is linked against that
    libhexseed, which is loaded already, so the dynamic loader takes it for its soname), else what
    find_library('hexseed-cairo') finds, else its soname; None when there is none (then the
    drawings are looked up in libhexseed itself, and raise ImportError when they are not there)."""
    global DRAWING_ERROR
    env = os.environ.get("HEXSEED_CAIRO_LIBRARY")
    if env:
        names = [env]
    elif IS_BUNDLED:
        names = [os.path.join(BUNDLED, CAIRO_SONAME)]
    else:
        names = [ctypes.util.find_library("hexseed-cairo") or "", CAIRO_SONAME]
    for name in names:
        if name:
            try:
                return ctypes.CDLL(name)
            except OSError as e:
                DRAWING_ERROR = str(e)
    return None


drawing = _load_drawing()


def opaque(type_name: str, count: int = 1) -> "ctypes.Array[c_uint8]":
    """A zeroed block lent to the library for `count` results of the C type `type_name`."""
    return (c_uint8 * (CAPACITY[type_name] * count))()


# ---- Mirrors: every struct whose fields this binding writes or reads ----------------------

class Diag(Structure):      # hs_diag
    _fields_ = [("msg", c_char * 256)]


class Code(Structure):      # hs_code
    _fields_ = [("text", c_char * (CODE_MAX_CHARS + 1))]


class Sink(Structure):      # hs_sink
    _fields_ = [("write", c_void_p), ("ctx", c_void_p)]


class Buf(Structure):       # hs_buf
    _fields_ = [("data", c_void_p), ("len", c_size_t), ("cap", c_size_t), ("limit", c_size_t)]


class Rules(Structure):     # hs_rules (filled by hs_rules_parse only)
    _fields_ = [
        ("on", c_uint), ("pips", c_uint8), ("group", c_uint8), ("desert", c_uint8),
        ("min_pips", c_uint8 * RULES_MAX_TERRAINS), ("max_pips", c_uint8 * RULES_MAX_TERRAINS),
        ("reserved", c_uint8 * 16),
    ]


class Lock(Structure):      # hs_lock (filled by hs_lock_parse only)
    _fields_ = [("tile", c_uint8), ("terrain", c_uint8), ("number", c_uint8)]


class CatanOptions(Structure):  # hs_catan_options
    _fields_ = [
        ("mode", c_int), ("rules", Rules), ("numbers", c_int), ("seed", c_uint32),
        ("landmass", c_bool), ("land_rule", c_uint8), ("land_start", c_uint8), ("land_swap", c_bool),
        ("balance", c_uint8), ("balance_metric", c_uint8), ("balance_iterations", c_uint32),
        ("n_locks", c_uint8), ("locks", Lock * MAX_LOCKS), ("max_nodes", c_uint32), ("oracle", c_uint8),
        ("reserved", c_uint64 * 8),
    ]


class LayoutInfo(Structure):    # hs_layout_info (read only)
    _fields_ = [
        ("name", c_char_p), ("label", c_char_p), ("family", c_char_p), ("scenario", c_char_p),
        ("players", c_char_p), ("vp", c_int), ("rules", c_char_p), ("goal", c_char_p),
    ]


class ScoreOptions(Structure):  # hs_score_options
    _fields_ = [("metric", c_int), ("harbors", c_bool), ("reserved", c_uint64 * 2)]


class TerrainOptions(Structure):  # hs_terrain_options
    _fields_ = [
        ("width", c_int), ("height", c_int), ("land_ratio", c_double), ("iterations", c_int),
        ("update", c_int), ("border", c_int), ("neighbourhood", c_int), ("survive", c_int), ("birth", c_int),
        ("seed", c_uint32), ("window_x", c_int), ("window_y", c_int), ("window_w", c_int), ("window_h", c_int),
        ("max_cells", c_uint64), ("threads", c_int), ("method", c_int),
        ("progress", c_void_p), ("progress_ctx", c_void_p), ("cancel", c_void_p), ("reserved", c_uint64 * 4),
    ]


class SimOptions(Structure):    # hs_sim_options
    _fields_ = [
        ("players", c_int), ("bots", c_uint8 * SIM_MAX_PLAYERS), ("games", c_uint32), ("seed", c_uint32),
        ("threads", c_int), ("max_turns", c_int), ("target_points", c_int), ("temperature", c_double),
        ("cancel", c_void_p), ("progress", c_void_p), ("progress_ctx", c_void_p),
        ("opening", (ctypes.c_short * 2) * SIM_MAX_PLAYERS), ("trading", c_int), ("reserved", c_uint64 * 4),
    ]


class HouseOptions(Structure):  # hs_house_options
    _fields_ = [("intensity", c_int), ("count", c_int), ("seed", c_uint32), ("reserved", c_uint64 * 2)]


class EmpireOptions(Structure):  # hs_empire_options
    _fields_ = [("map", c_uint32), ("width", c_int), ("height", c_int), ("land", c_int), ("reserved", c_uint64 * 2)]


class LandmassOptions(Structure):  # hs_landmass_options
    _fields_ = [("rule", c_uint8), ("start", c_uint8), ("swap", c_bool)]


class Landmass(Structure):      # hs_landmass (returned by value)
    _fields_ = [("options", LandmassOptions), ("alive", (c_uint8 * LANDMASS_COLS) * LANDMASS_ROWS)]


# Progress callbacks (the `progress` fields of the options and of hs_run_options) and the flags the
# `cancel` fields point to; the layout test checks the flags' sizes.
SIM_PROGRESS = ctypes.CFUNCTYPE(None, c_void_p, c_uint32, c_uint32)      # (ctx, games done, total)
TERRAIN_PROGRESS = ctypes.CFUNCTYPE(None, c_void_p, c_uint64, c_uint64)  # (ctx, cells done, total)
ASIDE = ctypes.CFUNCTYPE(None, c_void_p, c_char_p, c_char_p)             # (ctx, what, text)
SIM_CANCEL = c_int          # *hs_sim_options.cancel (hs_cancel: one int)
TERRAIN_CANCEL = c_int      # *hs_terrain_options.cancel (hs_cancel: one int)
RUN_CANCEL = c_int          # *hs_run_options.cancel (hs_cancel: one int)
CANCEL_FLAGS = {"hs_sim_options": SIM_CANCEL, "hs_terrain_options": TERRAIN_CANCEL, "hs_run_options": RUN_CANCEL}


class RunOptions(Structure):  # hs_run_options: how hs_request_run and hs_request_board make
    _fields_ = [("color", c_bool), ("cancel", POINTER(RUN_CANCEL)), ("progress", TERRAIN_PROGRESS),
                ("progress_ctx", c_void_p), ("threads", c_int), ("aside", ASIDE), ("aside_ctx", c_void_p)]

class Hex(Structure):        # hs_hex (passed and returned by value)
    _fields_ = [("q", c_int), ("r", c_int)]


class Point(Structure):      # hs_point (returned by value)
    _fields_ = [("x", c_double), ("y", c_double)]


class VertexKey(Structure):  # hs_vertex_key (returned by value)
    _fields_ = [("q", c_int), ("r", c_int), ("south", c_int)]


class Graph(Structure):      # hs_graph (filled by hs_graph_build, read field by field)
    _fields_ = [
        ("n_hexes", c_int), ("n_vertices", c_int), ("n_edges", c_int),
        ("hexes", Hex * GRAPH_MAX_HEXES),
        ("neighbor", (c_short * 6) * GRAPH_MAX_HEXES),
        ("hex_vertex", (c_short * 6) * GRAPH_MAX_HEXES),
        ("hex_edge", (c_short * 6) * GRAPH_MAX_HEXES),
        ("vertex", VertexKey * GRAPH_MAX_VERTICES),
        ("vertex_hexes", (c_short * 3) * GRAPH_MAX_VERTICES),
        ("edge_vertex", (c_short * 2) * GRAPH_MAX_EDGES),
        ("edge_hexes", (c_short * 2) * GRAPH_MAX_EDGES),
    ]


# Every mirror, by its C name: what the layout test compares with the C compiler.
MIRRORS = {
    "hs_diag": Diag, "hs_code": Code, "hs_sink": Sink, "hs_buf": Buf, "hs_rules": Rules, "hs_lock": Lock,
    "hs_catan_options": CatanOptions, "hs_layout_info": LayoutInfo, "hs_score_options": ScoreOptions,
    "hs_terrain_options": TerrainOptions, "hs_sim_options": SimOptions, "hs_house_options": HouseOptions,
    "hs_empire_options": EmpireOptions, "hs_landmass_options": LandmassOptions, "hs_landmass": Landmass,
    "hs_run_options": RunOptions, "hs_hex": Hex, "hs_point": Point, "hs_vertex_key": VertexKey, "hs_graph": Graph,
}


class TerrainMap(Structure):
    """Opaque handle: read through the hs_terrain_map_* accessors and renderers."""


class Empire(Structure):
    """Opaque handle: read through the renderers."""


# ---- Prototypes: every C function this binding calls ----------------------------------------

PROTOTYPES: Dict[str, Tuple[Any, List[Any]]] = {}  # name -> (restype, argtypes), for the prototype test
MISSING: List[str] = []  # drawing functions found in no library: calling them raises ImportError
# The drawings, which _proto takes from libhexseed or libhexseed-cairo, or makes a _Missing.
hs_render_png: Any
hs_render_pdf_paper: Any
hs_render_empire_svg: Any
hs_render_empire_png: Any
hs_render_tileset_png: Any
hs_cairo_request_run: Any


class _Missing:
    """Stands for a drawing function no loaded library has: calling it says what to install."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, *args: Any) -> int:
        if IS_BUNDLED:
            raise ImportError("hexseed: %s is a drawing of libhexseed-cairo, which this package carries but which "
                              "did not load (%s): it needs cairo on the system (Debian: apt install libcairo2)"
                              % (self.name, DRAWING_ERROR))
        raise ImportError("hexseed: %s is a drawing of libhexseed-cairo, which is not installed (Debian: apt "
                          "install libhexseed-cairo0), or set HEXSEED_CAIRO_LIBRARY to its path" % self.name)


def _proto(name: str, restype: Any, *argtypes: Any, drawing_fn: bool = False) -> None:
    """Declares `name` to ctypes. A drawing (cairo) is looked up in libhexseed, then in
    libhexseed-cairo; one found nowhere becomes a _Missing, so that `import hexseed` works
    without the drawing library."""
    fn = getattr(lib, name, None)
    if fn is None and drawing_fn and drawing is not None:
        fn = getattr(drawing, name, None)
    if fn is None:
        if not drawing_fn:
            raise ImportError("hexseed: libhexseed has no %s: this package needs a libhexseed of its own "
                              "version (%s)" % (name, lib._name))
        MISSING.append(name)
        globals()[name] = _Missing(name)
        PROTOTYPES[name] = (restype, list(argtypes))
        return
    fn.restype = restype
    fn.argtypes = list(argtypes)
    PROTOTYPES[name] = (restype, list(argtypes))
    globals()[name] = fn


P = c_void_p          # a pointer to an opaque result block or handle
D = POINTER(Diag)

_proto("hs_version", c_char_p)
_proto("hs_strerror", c_char_p, c_int)
_proto("hs_errname", c_char_p, c_int)
# Sinks
_proto("hs_sink_buf", Sink, POINTER(Buf))
_proto("hs_buf_free", None, POINTER(Buf))
# The generator table (hexseed/generators.h): requests by name, made by hs_cairo_request_run
# where libhexseed-cairo is loaded, else by hs_request_run (which refuses cairo's formats).
_proto("hs_render_generators_json", c_int, Sink)
_proto("hs_request_new", P, c_char_p, D)
_proto("hs_request_free", None, P)
_proto("hs_request_set", c_int, P, c_char_p, c_char_p, D)
_proto("hs_request_set_format", c_int, P, c_char_p, D)
_proto("hs_request_check", c_int, P, P, D)
_proto("hs_request_run", c_int, P, P, Sink, D)
_proto("hs_cairo_request_run", c_int, P, P, Sink, D, drawing_fn=True)
_proto("hs_request_board", c_int, P, POINTER(RunOptions), P, P, D)
# Hex grid geometry and the corner/edge graph (hexseed/hex.h)
_proto("hs_hex_neighbor", Hex, Hex, c_int)
_proto("hs_hex_distance", c_int, Hex, Hex)
_proto("hs_hex_direction_to", c_int, Hex, Hex)
_proto("hs_hex_ring", c_size_t, Hex, c_int, POINTER(Hex))
_proto("hs_hex_spiral", c_size_t, Hex, c_int, POINTER(Hex))
_proto("hs_hex_center", Point, Hex, c_double)
_proto("hs_hex_corner_point", Point, Hex, c_double, c_int)
_proto("hs_vertex_of", VertexKey, Hex, c_int)
_proto("hs_graph_build", c_int, POINTER(Graph), POINTER(Hex), c_int, D)
_proto("hs_graph_find", c_int, POINTER(Graph), Hex)
_proto("hs_graph_coastal_edges", c_int, POINTER(Graph))
# Boards and share codes
_proto("hs_layout_count", c_int)
_proto("hs_layout_at", POINTER(LayoutInfo), c_int)
_proto("hs_layout_offered", c_bool, c_int)
_proto("hs_layout_expansion", c_char_p, c_int)
_proto("hs_layout_players_note", c_char_p, c_int)
_proto("hs_layout_drawn", c_bool, c_int)
_proto("hs_metric_from_name", c_int, c_char_p)
_proto("hs_sim_options_read", c_int, P, POINTER(SimOptions), D)
_proto("hs_board_parse_line", c_int, c_char_p, P, D)
_proto("hs_code_encode", c_int, POINTER(CatanOptions), POINTER(Code), D)
# Renderers of boards
_proto("hs_render_json", c_int, P, Sink)
_proto("hs_render_line", c_int, P, Sink)
_proto("hs_render_tmj", c_int, P, Sink)
_proto("hs_render_text", c_int, P, Sink, c_bool)
_proto("hs_render_svg_style", c_int, P, Sink, c_int, D)
_proto("hs_render_png", c_int, P, Sink, c_int, D, drawing_fn=True)
_proto("hs_render_pdf_paper", c_int, P, Sink, c_int, D, drawing_fn=True)
_proto("hs_render_rules_json", c_int, Sink)
_proto("hs_render_rules_text", c_int, Sink, c_int)
# Scores
_proto("hs_score_default", ScoreOptions)
_proto("hs_score_board", c_int, P, POINTER(ScoreOptions), P, D)
_proto("hs_render_score_json", c_int, c_char_p, P, Sink)
_proto("hs_render_explain", c_int, P, P, Sink)
# Seat fairness and openings
_proto("hs_sim_run", c_int, P, POINTER(SimOptions), P, D)
_proto("hs_sim_openings_of", c_int, P, POINTER(SimOptions), c_int, P, D)
_proto("hs_render_fairness_json", c_int, c_char_p, P, POINTER(SimOptions), P, Sink)
_proto("hs_render_fairness_text", c_int, c_char_p, P, POINTER(SimOptions), P, Sink)
_proto("hs_sim_run_styles", c_int, P, POINTER(SimOptions), P, D)
_proto("hs_sim_fairness", c_int, P, POINTER(SimOptions), P, P, D)
_proto("hs_render_fairness_styles_json", c_int, c_char_p, P, POINTER(SimOptions), P, P, Sink)
_proto("hs_render_fairness_styles_text", c_int, c_char_p, P, POINTER(SimOptions), P, P, Sink)
_proto("hs_render_openings_json", c_int, c_char_p, P, POINTER(SimOptions), c_int, P, Sink)
_proto("hs_render_openings_text", c_int, c_char_p, P, POINTER(SimOptions), c_int, P, Sink)
_proto("hs_render_openings_svg", c_int, P, c_int, P, Sink)
# Land and water maps
_proto("hs_terrain_default", TerrainOptions)
_proto("hs_terrain_generate", c_int, POINTER(TerrainOptions), POINTER(POINTER(TerrainMap)), D)
_proto("hs_terrain_free", None, POINTER(TerrainMap))
for _name in ("hs_terrain_map_width", "hs_terrain_map_height", "hs_terrain_map_origin_x", "hs_terrain_map_origin_y"):
    _proto(_name, c_int, POINTER(TerrainMap))
_proto("hs_terrain_land_count", c_uint64, POINTER(TerrainMap))
_proto("hs_render_terrain_pgm", c_int, POINTER(TerrainMap), Sink)
_proto("hs_render_terrain_text", c_int, POINTER(TerrainMap), Sink)
_proto("hs_render_terrain_png", c_int, POINTER(TerrainMap), Sink, c_int, D)
_proto("hs_render_terrain_svg", c_int, POINTER(TerrainMap), Sink, c_int, D)
_proto("hs_render_terrain_json", c_int, POINTER(TerrainMap), POINTER(TerrainOptions), Sink)
# Landmasses
_proto("hs_landmass_default", LandmassOptions)
_proto("hs_landmass_grow", Landmass, POINTER(LandmassOptions))
_proto("hs_landmass_compat_value", c_uint8, c_char_p, c_uint8)
_proto("hs_landmass_survey", c_int, P, c_size_t, P, c_size_t, POINTER(c_int), D)
_proto("hs_render_landmass_grid", c_int, POINTER(Landmass), Sink)
_proto("hs_render_landmass_text", c_int, POINTER(Landmass), Sink, c_bool)
_proto("hs_render_landmass_json", c_int, POINTER(Landmass), Sink)
_proto("hs_render_landmass_svg", c_int, POINTER(Landmass), Sink)
_proto("hs_render_survey_json", c_int, P, c_int, Sink)
_proto("hs_render_survey_text", c_int, P, c_int, Sink)
# House rules
_proto("hs_house_default", HouseOptions)
_proto("hs_house_draw", c_int, POINTER(HouseOptions), P, D)
_proto("hs_render_house_json", c_int, POINTER(HouseOptions), P, Sink)
_proto("hs_render_house_text", c_int, POINTER(HouseOptions), P, Sink)
# Hex Empire
_proto("hs_empire_default", EmpireOptions)
_proto("hs_empire_generate", c_int, POINTER(EmpireOptions), POINTER(POINTER(Empire)), D)
_proto("hs_empire_free", None, POINTER(Empire))
_proto("hs_render_empire_grid", c_int, POINTER(Empire), Sink)
_proto("hs_render_empire_text", c_int, POINTER(Empire), Sink, c_bool)
_proto("hs_render_empire_json", c_int, POINTER(Empire), Sink)
_proto("hs_render_empire_svg", c_int, POINTER(Empire), Sink, c_bool, c_bool, drawing_fn=True)
_proto("hs_render_empire_png", c_int, POINTER(Empire), Sink, c_bool, c_bool, drawing_fn=True)
_proto("hs_render_tileset_png", c_int, Sink, D, drawing_fn=True)


# Renderers whose failures say why only where the header gives them an hs_diag: the package
# calls these with a diag always, and only this file knows whether the C function takes it.
def render_svg_style(board: Any, sink: Any, style: Any, diag: Any) -> int:
    return int(lib.hs_render_svg_style(board, sink, style, diag))


def render_pdf_paper(board: Any, sink: Any, paper: Any, diag: Any) -> int:
    return int(hs_render_pdf_paper(board, sink, paper, diag))


def render_terrain_png(terrain_map: Any, sink: Any, scale: Any, diag: Any) -> int:
    return int(lib.hs_render_terrain_png(terrain_map, sink, scale, diag))


def render_terrain_svg(terrain_map: Any, sink: Any, scale: Any, diag: Any) -> int:
    return int(lib.hs_render_terrain_svg(terrain_map, sink, scale, diag))
