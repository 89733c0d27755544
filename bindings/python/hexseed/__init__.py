# SPDX-License-Identifier: MIT
"""hexseed for Python: fair Catan boards, share codes, balance scores and land and water maps,
from the C library libhexseed (through ctypes; no compiler needed).

    >>> import hexseed
    >>> board = hexseed.catan(seed=42)
    >>> board.code
    '0xjiwxm2'
    >>> hexseed.board(board.code).line == board.line
    True
    >>> round(board.score().score, 4) >= 0
    True

Every error of the library is raised as hexseed.HexseedError (a ValueError for bad input, a
RuntimeError otherwise), carrying the library's one-line message and its error name.
"""

from __future__ import annotations

import ctypes
import json
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union

from . import _native as _n

__all__ = [
    "HexseedError", "BadInput", "Failure", "Tile", "Harbor", "Board", "Score", "Terrain",
    "catan", "board", "parse_line", "score_line", "terrain", "version",
]

_BAD_INPUT = {"HS_EINVAL", "HS_ECODE", "HS_EVERSION", "HS_ECONFLICT", "HS_EPARSE", "HS_ELIMIT"}


class HexseedError(Exception):
    """An error of libhexseed: `name` is the C enum's name ("HS_EINVAL"), `message` the
    library's sentence (or the error's description when the library gave none)."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(message)
        self.name = name
        self.message = message


class BadInput(HexseedError, ValueError):
    """The input was wrong: an option out of range, a malformed share code or board line."""


class Failure(HexseedError, RuntimeError):
    """The input was fine but the work could not be done (no board satisfies the rules, memory)."""


def _check(err: int, diag: Optional[_n.Diag] = None) -> None:
    if err == 0:
        return
    name = _n.lib.hs_errname(err).decode()
    message = diag.msg.decode() if diag is not None and diag.msg else _n.lib.hs_strerror(err).decode()
    raise (BadInput if name in _BAD_INPUT else Failure)(name, message)


def _render(fn: Any, *args: Any) -> bytes:
    """Runs a renderer into a memory sink and returns what it wrote."""
    buf = _n.Buf()
    try:
        err = fn(*args[:1], _n.lib.hs_sink_buf(ctypes.byref(buf)), *args[1:])
        _check(err)
        return ctypes.string_at(buf.data, buf.len) if buf.len else b""
    finally:
        _n.lib.hs_buf_free(ctypes.byref(buf))


# ---- Share codes: every call of the C share-code functions goes through these two. -----------

def _encode_code(options: _n.CatanOptions) -> str:
    code = _n.Code()
    diag = _n.Diag()
    _check(_n.lib.hs_code_encode(ctypes.byref(options), ctypes.byref(code), ctypes.byref(diag)), diag)
    return code.text.decode()


def _decode_code(text: str) -> _n.CatanOptions:
    options = _n.CatanOptions()
    diag = _n.Diag()
    _check(_n.lib.hs_code_decode(text.encode(), ctypes.byref(options), ctypes.byref(diag)), diag)
    return options


# ---- Boards -------------------------------------------------------------------------------

_METRICS = {"hexseed": 0, "compat": 1}
_FACTORS = ("rd", "rc", "pc", "pdr", "pdb", "harbor")


@dataclass(frozen=True)
class Tile:
    """One hex of a board: axial coordinates (q, r), its terrain ("forest", ..., "sea") and
    its number token (2..12, or 0 for none)."""
    q: int
    r: int
    terrain: str
    number: int


@dataclass(frozen=True)
class Harbor:
    """A harbor on one coastal edge of a land tile: `tile` is the tile's index in Board.tiles,
    `side` the edge (0 east, then clockwise), `kind` "3:1" or the resource it trades 2:1."""
    tile: int
    side: int
    kind: str


@dataclass(frozen=True)
class Score:
    """A board's balance: `score` (lower is more balanced), the metric, and each factor raw
    and normalised (keys rd, rc, pc, pdr, pdb, and harbor when it was counted)."""
    metric: str
    score: float
    raw: Dict[str, float]
    normalized: Dict[str, float]


class Board:
    """A generated board. Its share code rebuilds it with hexseed.board(code)."""

    def __init__(self, native: _n.Board) -> None:
        self._b = native

    @property
    def mode(self) -> str:
        """"classic", "5-6", "seafarers" or "seafarers-5-6"."""
        return _n.lib.hs_mode_name(self._b.options.mode).decode()

    @property
    def seed(self) -> int:
        return int(self._b.options.seed)

    @property
    def code(self) -> str:
        """The share code, e.g. "0xjiwxm2"."""
        return _encode_code(self._b.options)

    @property
    def tiles(self) -> List[Tile]:
        """The tiles in row-major order (top row first), the order of the board line."""
        return [Tile(t.hex.q, t.hex.r, _n.lib.hs_terrain_name(t.terrain).decode(), int(t.number))
                for t in self._b.tiles[: self._b.n_tiles]]

    @property
    def harbors(self) -> List[Harbor]:
        return [Harbor(int(h.tile), int(h.side), _n.lib.hs_harbor_name(h.type).decode())
                for h in self._b.harbors[: self._b.n_harbors]]

    @property
    def robber(self) -> int:
        """The index in `tiles` of the robber's tile."""
        return int(self._b.robber)

    @property
    def line(self) -> str:
        """The board line: terrain letters, then the numbers (as `hexseed score` reads it)."""
        return _render(_n.lib.hs_render_line, ctypes.byref(self._b)).decode().rstrip("\n")

    def to_json(self) -> Dict[str, Any]:
        """The board as `hexseed catan --format json` writes it, parsed."""
        return json.loads(_render(_n.lib.hs_render_json, ctypes.byref(self._b)))

    def text(self, color: bool = False) -> str:
        """The board for a terminal, with ANSI colours when `color` is true."""
        return _render(_n.lib.hs_render_text, ctypes.byref(self._b), color).decode()

    def svg(self) -> str:
        return _render(_n.lib.hs_render_svg, ctypes.byref(self._b)).decode()

    def png(self, width: int = 1200) -> bytes:
        """A PNG drawing `width` pixels wide (100..4000), by libhexseed-cairo."""
        if _n.cairo is None:
            raise ImportError("hexseed: Board.png needs libhexseed-cairo (install libhexseed-cairo0, or set "
                              "LD_LIBRARY_PATH or HEXSEED_CAIRO_LIBRARY)")
        buf = _n.Buf()
        diag = _n.Diag()
        try:
            _check(_n.cairo.hs_render_png(ctypes.byref(self._b), _n.lib.hs_sink_buf(ctypes.byref(buf)), width,
                                          ctypes.byref(diag)), diag)
            return ctypes.string_at(buf.data, buf.len)
        finally:
            _n.lib.hs_buf_free(ctypes.byref(buf))

    def score(self, metric: str = "hexseed", harbors: bool = False) -> Score:
        """The balance score by the "hexseed" metric (the default) or "compat" (Classic only)."""
        options = _n.lib.hs_score_default()
        if metric not in _METRICS:
            raise BadInput("HS_EINVAL", "unknown metric '%s' (metrics: hexseed, compat)" % metric)
        options.metric = _METRICS[metric]
        options.harbors = harbors
        out = _n.Score()
        diag = _n.Diag()
        _check(_n.lib.hs_score_board(ctypes.byref(self._b), ctypes.byref(options), ctypes.byref(out),
                                     ctypes.byref(diag)), diag)
        n = len(_FACTORS) if out.harbors else len(_FACTORS) - 1
        return Score(metric, float(out.score), {f: float(out.raw[i]) for i, f in enumerate(_FACTORS[:n])},
                     {f: float(out.norm[i]) for i, f in enumerate(_FACTORS[:n])})

    def __repr__(self) -> str:
        return "hexseed.Board(%r)" % self.code


def _make(options: _n.CatanOptions) -> Board:
    native = _n.Board()
    diag = _n.Diag()
    _check(_n.lib.hs_board_make(ctypes.byref(options), ctypes.byref(native), ctypes.byref(diag)), diag)
    return Board(native)


def catan(seed: int = 0, mode: str = "classic", rules: Union[str, Iterable[str]] = "red", spiral: bool = False,
          balanced: Optional[str] = None, metric: str = "hexseed", iterations: int = 200000) -> Board:
    """A Catan board, as `hexseed catan` makes it.

    seed: 0..4294967295. mode: "classic", "5-6", "seafarers" or "seafarers-5-6".
    rules: the rules of `hexseed catan --rules` ("red", "extremes", "pips=10", "all", "none",
    ...), as a comma-separated string or an iterable. spiral: numbers along the letter spiral. balanced: None, "most" or "least"
    (simulated annealing by `metric` over `iterations` steps, a multiple of 1000).
    Raises BadInput for bad options, Failure when no board satisfies the rules."""
    options = _n.lib.hs_catan_default()
    m = _n.lib.hs_mode_from_name(mode.encode())
    if m < 0:
        raise BadInput("HS_EINVAL", "unknown mode '%s' (modes: classic, 5-6, seafarers, seafarers-5-6)" % mode)
    options.mode = m
    text = rules if isinstance(rules, str) else ",".join(rules)
    diag = _n.Diag()
    _check(_n.lib.hs_rules_parse(text.encode(), ctypes.byref(options.rules), ctypes.byref(diag)), diag)
    if not 0 <= seed <= 0xFFFFFFFF:
        raise BadInput("HS_EINVAL", "seed %d is not from 0 to 4294967295" % seed)
    options.seed = seed
    options.numbers = 1 if spiral else 0
    if balanced is not None:
        if balanced not in ("most", "least"):
            raise BadInput("HS_EINVAL", "balanced '%s' is not 'most' or 'least'" % balanced)
        if metric not in _METRICS:
            raise BadInput("HS_EINVAL", "unknown metric '%s' (metrics: hexseed, compat)" % metric)
        options.balance = 1 if balanced == "most" else 2
        options.balance_metric = _METRICS[metric]
        options.balance_iterations = iterations
    return _make(options)


def board(code: str) -> Board:
    """The board a share code names (case-insensitive), balanced boards included.
    Raises BadInput with the library's reason for a malformed code."""
    return _make(_decode_code(code))


def parse_line(line: str) -> Board:
    """A board from a board line ("OWLGBWBGLDLOLOGWBGW 10 2 9 ..."). Raises BadInput."""
    native = _n.Board()
    diag = _n.Diag()
    _check(_n.lib.hs_board_parse_line(line.encode(), ctypes.byref(native), ctypes.byref(diag)), diag)
    return Board(native)


def score_line(line: str, metric: str = "hexseed") -> Score:
    """The balance score of a board line, as `hexseed score` gives it."""
    return parse_line(line).score(metric)


# ---- Land and water maps ------------------------------------------------------------------

@dataclass(frozen=True)
class Terrain:
    """A land and water map (or a window of one): `cells` holds width x height bytes, row by
    row, 1 for land and 0 for water; (origin_x, origin_y) is the window's place in the map."""
    width: int
    height: int
    origin_x: int
    origin_y: int
    cells: bytes

    def at(self, x: int, y: int) -> bool:
        """True when cell (x, y) of this map or window is land."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("cell (%d, %d) is outside the %dx%d map" % (x, y, self.width, self.height))
        return self.cells[y * self.width + x] == 1

    def pgm(self) -> bytes:
        """A binary PGM image: 255 land, 0 water."""
        header = b"P5\n%d %d\n255\n" % (self.width, self.height)
        return header + self.cells.translate(bytes([0, 255]) + bytes(254))


def terrain(width: int = 64, height: int = 48, seed: int = 0, land_ratio: float = 0.5, iterations: int = 8,
            window: Optional[Tuple[int, int, int, int]] = None) -> Terrain:
    """A map of the 4-5 cellular automaton (as `hexseed terrain`), or only the window
    (x, y, w, h) of it, computed by itself. Raises BadInput for options out of range."""
    options = _n.lib.hs_terrain_default()
    options.width, options.height = width, height
    options.seed, options.land_ratio, options.iterations = seed, land_ratio, iterations
    if window is not None:
        options.window_x, options.window_y, options.window_w, options.window_h = window
    out = ctypes.POINTER(_n.TerrainMap)()
    diag = _n.Diag()
    _check(_n.lib.hs_terrain_generate(ctypes.byref(options), ctypes.byref(out), ctypes.byref(diag)), diag)
    try:
        w, h = _n.lib.hs_terrain_map_width(out), _n.lib.hs_terrain_map_height(out)
        pgm = _render(_n.lib.hs_render_terrain_pgm, out)
        pixels = pgm[len(pgm) - w * h:]
        return Terrain(w, h, _n.lib.hs_terrain_map_origin_x(out), _n.lib.hs_terrain_map_origin_y(out),
                       pixels.translate(bytes([0]) + bytes(254) + b"\x01"))
    finally:
        _n.lib.hs_terrain_free(out)


def version() -> str:
    """The version of the libhexseed loaded, e.g. "0.1.0"."""
    return _n.lib.hs_version().decode()
