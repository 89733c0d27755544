# SPDX-License-Identifier: MIT
"""The C library through ctypes: where libhexseed is found, the mirrors of the C structs this
binding passes, and the prototypes of the functions it calls. Internal to the package.

The struct mirrors must match include/hexseed/*.h field for field; tests/test_hexseed.py checks
their sizes and offsets against the C compiler, so a change to a header fails the tests instead
of corrupting memory."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (POINTER, Structure, c_bool, c_char, c_char_p, c_double, c_int, c_size_t, c_uint,
                    c_uint8, c_uint32, c_uint64, c_void_p)

BOARD_MAX_TILES = 128
BOARD_MAX_HARBORS = 16
TERRAIN_COUNT = 8
FACTOR_COUNT = 6
MAX_LOCKS = 32
BOARD_MAX_FOG = 32
BOARD_MAX_PIECES = 64
CODE_MAX_CHARS = 200
LANDMASS_SURVEY_WORK = 65536


def _load() -> ctypes.CDLL:
    """libhexseed: $HEXSEED_LIBRARY when set, else the soname through the dynamic loader (which
    honours LD_LIBRARY_PATH, so a source tree's build/ works), else what ldconfig knows."""
    candidates = []
    if os.environ.get("HEXSEED_LIBRARY"):
        candidates.append(os.environ["HEXSEED_LIBRARY"])
    candidates.append("libhexseed.so.0")
    found = ctypes.util.find_library("hexseed")
    if found:
        candidates.append(found)
    errors = []
    for name in candidates:
        try:
            return ctypes.CDLL(name)
        except OSError as e:
            errors.append(str(e))
    raise ImportError("hexseed: cannot load libhexseed (install libhexseed0, or set LD_LIBRARY_PATH "
                      "or HEXSEED_LIBRARY): " + "; ".join(errors))


lib = _load()


class Diag(Structure):
    _fields_ = [("msg", c_char * 256)]


class Hex(Structure):
    _fields_ = [("q", c_int), ("r", c_int)]


class Rules(Structure):
    _fields_ = [
        ("on", c_uint), ("pips", c_uint8), ("group", c_uint8), ("desert", c_uint8),
        ("min_pips", c_uint8 * TERRAIN_COUNT), ("max_pips", c_uint8 * TERRAIN_COUNT),
    ]


class Lock(Structure):
    _fields_ = [("tile", c_uint8), ("terrain", c_uint8), ("number", c_uint8)]


class CatanOptions(Structure):
    _fields_ = [
        ("mode", c_int), ("rules", Rules), ("numbers", c_int), ("seed", c_uint32),
        ("landmass", c_bool), ("land_rule", c_uint8), ("land_start", c_uint8), ("land_swap", c_bool),
        ("balance", c_uint8), ("balance_metric", c_uint8), ("balance_iterations", c_uint32),
        ("n_locks", c_uint8), ("locks", Lock * MAX_LOCKS), ("max_nodes", c_uint32), ("oracle", c_uint8),
    ]


class Tile(Structure):
    _fields_ = [("hex", Hex), ("terrain", c_uint8), ("number", c_uint8)]


class Harbor(Structure):
    _fields_ = [("tile", c_uint8), ("side", c_uint8), ("type", c_uint8)]


class Piece(Structure):
    _fields_ = [("kind", c_uint8), ("tile", c_uint8), ("at", c_uint8), ("number", c_uint8)]


class Board(Structure):
    _fields_ = [
        ("options", CatanOptions), ("n_tiles", c_int), ("tiles", Tile * BOARD_MAX_TILES),
        ("n_harbors", c_int), ("harbors", Harbor * BOARD_MAX_HARBORS), ("robber", c_int),
        ("pirate", c_int), ("spiral_corner", c_int), ("spiral_clockwise", c_bool), ("backtracks", c_uint32),
        ("n_fog", c_int), ("fog", c_uint8 * BOARD_MAX_FOG), ("fog_stack", Tile * BOARD_MAX_FOG),
        ("n_pieces", c_int), ("pieces", Piece * BOARD_MAX_PIECES),
    ]


class Code(Structure):
    _fields_ = [("text", c_char * (CODE_MAX_CHARS + 1))]


class ScoreOptions(Structure):
    _fields_ = [("metric", c_int), ("harbors", c_bool)]


class Score(Structure):
    _fields_ = [
        ("metric", c_int), ("harbors", c_bool), ("raw", c_double * FACTOR_COUNT),
        ("norm", c_double * FACTOR_COUNT), ("score", c_double), ("line_rd", c_int * 3), ("line_pdb", c_int * 3),
    ]


PROGRESS_FN = ctypes.CFUNCTYPE(None, c_void_p, c_uint64, c_uint64)


class TerrainOptions(Structure):
    _fields_ = [
        ("width", c_int), ("height", c_int), ("land_ratio", c_double), ("iterations", c_int),
        ("update", c_int), ("border", c_int), ("neighbourhood", c_int), ("survive", c_int), ("birth", c_int),
        ("seed", c_uint32), ("window_x", c_int), ("window_y", c_int), ("window_w", c_int), ("window_h", c_int),
        ("max_cells", c_uint64), ("threads", c_int), ("method", c_int),
        ("progress", PROGRESS_FN), ("progress_ctx", c_void_p), ("cancel", c_void_p),
    ]


class TerrainMap(Structure):
    """Opaque: read through the hs_terrain_map_* accessors."""


class Sink(Structure):
    _fields_ = [("write", c_void_p), ("ctx", c_void_p)]


class Buf(Structure):
    _fields_ = [("data", c_void_p), ("len", c_size_t), ("cap", c_size_t), ("limit", c_size_t)]


def _proto(name: str, restype, *argtypes) -> None:
    fn = getattr(lib, name)
    fn.restype = restype
    fn.argtypes = list(argtypes)


_proto("hs_version", c_char_p)
_proto("hs_strerror", c_char_p, c_int)
_proto("hs_errname", c_char_p, c_int)
_proto("hs_catan_default", CatanOptions)
_proto("hs_rules_parse", c_int, c_char_p, POINTER(Rules), POINTER(Diag))
_proto("hs_mode_from_name", c_int, c_char_p)
_proto("hs_mode_name", c_char_p, c_int)
_proto("hs_terrain_name", c_char_p, c_int)
_proto("hs_terrain_letter", c_char, c_int)
_proto("hs_harbor_name", c_char_p, c_int)
_proto("hs_board_make", c_int, POINTER(CatanOptions), POINTER(Board), POINTER(Diag))
_proto("hs_board_parse_line", c_int, c_char_p, POINTER(Board), POINTER(Diag))
_proto("hs_code_decode", c_int, c_char_p, POINTER(CatanOptions), POINTER(Diag))
_proto("hs_code_encode", c_int, POINTER(CatanOptions), POINTER(Code), POINTER(Diag))
_proto("hs_score_default", ScoreOptions)
_proto("hs_score_board", c_int, POINTER(Board), POINTER(ScoreOptions), POINTER(Score), POINTER(Diag))
_proto("hs_terrain_default", TerrainOptions)
_proto("hs_terrain_generate", c_int, POINTER(TerrainOptions), POINTER(POINTER(TerrainMap)), POINTER(Diag))
_proto("hs_terrain_free", None, POINTER(TerrainMap))
for _name in ("hs_terrain_map_width", "hs_terrain_map_height", "hs_terrain_map_origin_x", "hs_terrain_map_origin_y"):
    _proto(_name, c_int, POINTER(TerrainMap))
_proto("hs_sink_buf", Sink, POINTER(Buf))
_proto("hs_buf_free", None, POINTER(Buf))
_proto("hs_render_json", c_int, POINTER(Board), Sink)
_proto("hs_render_line", c_int, POINTER(Board), Sink)
_proto("hs_render_svg", c_int, POINTER(Board), Sink)
_proto("hs_render_text", c_int, POINTER(Board), Sink, c_bool)
_proto("hs_render_png", c_int, POINTER(Board), Sink, c_int, POINTER(Diag))
_proto("hs_render_terrain_pgm", c_int, POINTER(TerrainMap), Sink)
