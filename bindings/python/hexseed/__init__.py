# SPDX-License-Identifier: MIT
"""hexseed for Python: fair Catan boards (Classic, 5-6, every Seafarers scenario, landmass
boards), share codes, balance scores, seat fairness and opening advice by simulation, Seafarers
landmasses, house rules, Hex Empire maps and land and water maps, from the C library
libhexseed through ctypes (no compiler needed).

    >>> import hexseed
    >>> board = hexseed.catan(seed=42)
    >>> board.code
    '0xjiwxm2'
    >>> hexseed.board(board.code) == board
    True
    >>> 0 <= board.score().score <= 1
    True

Every error of the library is raised as a hexseed.HexseedError: BadInput (also a ValueError)
for wrong input, NoBoard when no board satisfies the rules, GaveUp when a search or size limit
ran out first, Failure for the rest; each carries the library's one-line message and the C
error's name. Arguments of the wrong Python type raise TypeError.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import numbers
import signal
import threading
import weakref
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

from . import _native as _n
from ._hex import Corner, Direction, Graph, Hex, Point, Vertex, graph

__version__ = "0.1.0"

__all__ = [
    "__version__", "HexseedError", "BadInput", "Failure", "NoBoard", "GaveUp",
    "Tile", "Harbor", "LineBoard", "Board", "Score", "Layout", "Fairness", "Openings", "Terrain", "Landmass", "Survey",
    "HouseRule", "HouseRules", "Empire",
    "catan", "seafarers", "board", "parse_line", "score_line", "layouts", "rules_table", "rules_text",
    "fairness", "openings", "terrain", "landmass", "landmass_compat", "survey", "house_rules", "empire",
    "generators", "generate", "version", "TILESET_IMAGE", "tileset_png",
    "Hex", "Direction", "Corner", "Point", "Vertex", "Graph", "graph",
]


# ---- Errors ------------------------------------------------------------------------------

class HexseedError(Exception):
    """An error of libhexseed: `name` is the C enum's name ("HS_EINVAL"), `message` the
    library's sentence (or the error's description when the library gave none)."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(message)
        self.name = name
        self.message = message


class BadInput(HexseedError, ValueError):
    """The input was wrong: an option out of range or in conflict with another, a malformed
    share code or board line (HS_EINVAL, HS_ECODE, HS_EVERSION, HS_ECONFLICT, HS_EPARSE)."""


class Failure(HexseedError, RuntimeError):
    """The input was fine but the work could not be done (HS_ENOMEM, HS_EIO, HS_ECANCEL, and
    the two subclasses below)."""


class NoBoard(Failure):
    """No board satisfies the rules: proven by the search, not a guess (HS_EUNSAT)."""


class GaveUp(Failure):
    """A limit ran out before the work was done (HS_ELIMIT): the search's node budget
    (max_nodes) before a board was found, or a map larger than allowed."""


_CLASSES = {"HS_EINVAL": BadInput, "HS_ECODE": BadInput, "HS_EVERSION": BadInput, "HS_ECONFLICT": BadInput,
            "HS_EPARSE": BadInput, "HS_EUNSAT": NoBoard, "HS_ELIMIT": GaveUp}


def _check(err: int, diag: Optional[_n.Diag] = None) -> None:
    if err == 0:
        return
    name = _n.lib.hs_errname(err).decode()
    message = diag.msg.decode() if diag is not None and diag.msg else _n.lib.hs_strerror(err).decode()
    raise _CLASSES.get(name, Failure)(name, message)


def _optional_object(value: Any) -> Optional[Dict[str, Any]]:
    return None if value is None else _copy(value)


def _bad(message: str) -> BadInput:
    return BadInput("HS_EINVAL", message)


# ---- Arguments: wrong types are TypeErrors, values out of range BadInput -----------------

_U32 = 0xFFFFFFFF


def _bound(n: int) -> str:
    return "2**32-1" if n == _U32 else str(n)


def _int(name: str, value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError("%s must be an int %s..%s, not %s" % (name, lo, _bound(hi), type(value).__name__))
    number = int(value)
    if not lo <= number <= hi:
        raise _bad("%s %d is not from %s to %s" % (name, number, lo, _bound(hi)))
    return number


def _float(name: str, value: Any, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError("%s must be a number %g..%g, not %s" % (name, lo, hi, type(value).__name__))
    number = float(value)
    if not lo <= number <= hi:  # NaN fails too
        raise _bad("%s %r is not from %g to %g" % (name, number, lo, hi))
    return number


def _bool(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("%s must be True or False, not %s" % (name, type(value).__name__))
    return value


def _str(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (name, type(value).__name__))
    return value


def _choice(name: str, value: Any, choices: Sequence[str]) -> int:
    """The index of `value` in `choices`."""
    _str(name, value)
    if value not in choices:
        raise _bad("unknown %s '%s' (%s: %s)" % (name, value, name if name.endswith("s") else name + "s",
                                                  ", ".join(choices)))
    return list(choices).index(value)


def _text(data: bytes) -> str:
    return data.decode("utf-8")


def _object(data: Union[str, bytes]) -> Dict[str, Any]:
    """A JSON object the library wrote."""
    out: Dict[str, Any] = json.loads(data)
    return out


def _copy(data: Dict[str, Any]) -> Dict[str, Any]:
    """A deep copy of parsed JSON, for the caller to keep or change."""
    return _object(json.dumps(data))


# ---- Output: every renderer writes into a memory sink --------------------------------------

def _render(fn: Any, *args: Any, diag: Optional[_n.Diag] = None, sink_at: int = 1) -> bytes:
    """Runs the renderer `fn` with a memory sink as its argument number `sink_at` and returns
    what it wrote."""
    buf = _n.Buf()
    try:
        sink = _n.lib.hs_sink_buf(ctypes.byref(buf))
        err = fn(*args[:sink_at], sink, *args[sink_at:])
        _check(err, diag)
        return ctypes.string_at(buf.data, buf.len) if buf.len else b""
    finally:
        _n.lib.hs_buf_free(ctypes.byref(buf))


def _diag() -> _n.Diag:
    return _n.Diag()


Progress = Optional[Callable[[int, int], Any]]


class _Progress:
    """One long C call with the caller's progress(done, total) as its C progress callback
    (called from the calling thread), used as `with _Progress(...) as p: <the call>`, then
    p.reraise(). An exception the callback raises is kept and the work stopped where the library
    can stop early (its `cancel` flag), then raised again by reraise(). Ctrl-C too: a callback
    is Python code, where a pending KeyboardInterrupt would surface and be lost inside ctypes,
    so while the call runs (on the main thread) SIGINT only sets the flag, and reraise() then
    hands it to the handler that was in place. Where there is a flag, a callback is installed
    even without `fn`, so that Ctrl-C stops the work."""

    def __init__(self, fn: Progress, ctype: Any, total: Optional[int] = None, flag: Any = None) -> None:
        if fn is not None and not callable(fn):
            raise TypeError("progress must be None or a callable progress(done, total), not %s" % type(fn).__name__)
        self.error: Optional[BaseException] = None
        self.interrupted = False
        self.flag = flag
        self.previous: Any = None

        def call(_ctx: Any, done: int, second: Any) -> None:
            if self.error is not None or self.interrupted or fn is None:
                return
            try:
                fn(int(done), int(second) if total is None else total)
            except BaseException as e:  # noqa: B902 -- kept and raised again after the C call
                self.error = e
                if flag is not None:
                    flag.value = 1

        self.callback = ctype(call) if fn is not None or flag is not None else None

    @property
    def pointer(self) -> Optional[int]:
        return ctypes.cast(self.callback, ctypes.c_void_p).value if self.callback is not None else None

    def _sigint(self, signum: int, frame: Any) -> None:
        self.interrupted = True
        if self.flag is not None:
            self.flag.value = 1

    def __enter__(self) -> "_Progress":
        if self.callback is not None and threading.current_thread() is threading.main_thread():
            current = signal.getsignal(signal.SIGINT)
            if callable(current) or current == signal.SIG_DFL:  # not when ignored, or not Python's
                self.previous = signal.signal(signal.SIGINT, self._sigint)
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)

    def reraise(self) -> None:
        if self.error is not None:
            raise self.error
        if self.interrupted:
            if callable(self.previous):
                self.previous(signal.SIGINT, None)  # Python's default raises KeyboardInterrupt
            if self.flag is not None or not callable(self.previous):
                raise KeyboardInterrupt  # the work was cut short: there is no result to return


# ---- Layouts and rules ------------------------------------------------------------------

@dataclass(frozen=True)
class Layout:
    """One board layout of the library's table: `name` ("classic", "fog-islands-4", ...) is
    what catan(mode=...) takes; `family` is "catan" or "seafarers"; `scenario` names the
    Seafarers scenario (None for the base game); `rules` the scenario's own rules (None: "red");
    `goal` what else wins after the VP (None: the VP alone); `offered` is False for a setup a later
    entry corrected, which only its share codes still open."""
    name: str
    label: str
    family: str
    scenario: Optional[str]
    players: str
    vp: int
    rules: Optional[str]
    goal: Optional[str] = None
    offered: bool = True
    expansion: str = "Catan"      # the box it is played with ("Traders & Barbarians")
    players_note: Optional[str] = None  # what the game has for the player counts the table lacks


def _decoded(p: Optional[bytes]) -> Optional[str]:
    return p.decode() if p is not None else None


def _layout(mode: int) -> Layout:
    info = _n.lib.hs_layout_at(mode).contents
    return Layout(str(_decoded(info.name)), str(_decoded(info.label)), str(_decoded(info.family)),
                  _decoded(info.scenario), str(_decoded(info.players)), int(info.vp), _decoded(info.rules),
                  _decoded(info.goal), bool(_n.lib.hs_layout_offered(mode)),
                  str(_decoded(_n.lib.hs_layout_expansion(mode))), _decoded(_n.lib.hs_layout_players_note(mode)))


def layouts() -> List[Layout]:
    """Every layout the library makes, in its table's order (the base game first)."""
    return [_layout(m) for m in range(_n.lib.hs_layout_count())]


def rules_table() -> Dict[str, Any]:
    """The placement rules as `hexseed rules --format json` gives them: {"rules": [{"name",
    "label", "help", "kind", "param"}, ...], "default", "all"}."""
    return _object(_render(_n.lib.hs_render_rules_json, sink_at=0))


def rules_text() -> str:
    """The placement rules, one a line, as `hexseed rules` lists them."""
    return _text(_render(_n.lib.hs_render_rules_text, 2, sink_at=0))


# ---- Boards -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tile:
    """One hex of a board: axial coordinates (q, r), its terrain ("forest", ..., "gold",
    "sea"), the resource it yields (None for desert and sea), its number token (2..12, or 0)
    and the token's pips."""
    q: int
    r: int
    terrain: str
    resource: Optional[str]
    number: int
    pips: int

    @property
    def hex(self) -> Hex:
        """The tile's hex, for the grid helpers (neighbours, distances, corners)."""
        return Hex(self.q, self.r)


@dataclass(frozen=True)
class Harbor:
    """A harbor on one coastal edge of a land hex (q, r): `kind` "3:1" or the resource it
    trades 2:1, its `ratio`, the `edge` ("NW", "E", ...) and the two corners it serves."""
    kind: str
    ratio: int
    q: int
    r: int
    edge: str
    corners: Tuple[str, ...]


@dataclass(frozen=True)
class Score:
    """A board's balance by one metric: `score` (lower is more balanced; 0..1 for the hexseed
    and seats metrics), and each factor raw and normalised (keys rd, rc, pc, pdr, pdb, and
    harbor when it was counted; empty for the seats metric, which is one figure)."""
    metric: str
    score: float
    raw: Dict[str, float]
    normalized: Dict[str, float]
    line: str


_STYLES = ("compact", "legible")
_PAPERS = ("a4", "letter")
_BALANCE = (None, "most", "least")


class LineBoard:
    """A board known by its hexes and numbers: what parse_line() reads from a board line. No
    share code names it (`code` is None), so it cannot be played by fairness() or openings();
    everything else of Board is here. Board, the boards the generators make, is a LineBoard
    with a share code. Two boards are equal when they are the same board (the same share code,
    or none, and the same hexes, harbors, robber, pirate and scenario pieces), so
    board(b.code) == b; boards hash alike when equal."""

    __slots__ = ("_blob", "_json", "_data", "__weakref__")

    def __init__(self, blob: ctypes.Array[Any], from_line: bool = True) -> None:
        self._blob = blob
        self._json = _text(_render(_n.lib.hs_render_json, blob, sink_at=1))
        self._data = json.loads(self._json)
        if from_line:  # its options say only the layout: no code names this board
            self._data["code"] = None

    # What the board is
    @property
    def code(self) -> Optional[str]:
        """None: a board read from a board line has no share code (Board.code is a str)."""
        return None

    @property
    def mode(self) -> str:
        """The layout's name: "classic", "5-6", "seafarers", "fog-islands-4", ..."""
        return str(self._data["mode"])

    @property
    def seed(self) -> int:
        return int(self._data["seed"])

    @property
    def rules(self) -> List[str]:
        """The placement rules in force, in their canonical spelling (["red", "pips=10"])."""
        return list(self._data["rules"])

    @property
    def numbers(self) -> str:
        """How the number tokens were laid: "random" (searched under the rules) or "spiral"."""
        return str(self._data["numbers"])

    @property
    def tiles(self) -> List[Tile]:
        """The hexes in row-major order (top row first), the order of the board line; Seafarers
        boards list their sea too."""
        return [Tile(h["q"], h["r"], h["terrain"], h["resource"], h["number"], h["pips"]) for h in self._data["hexes"]]

    @property
    def harbors(self) -> List[Harbor]:
        return [Harbor(h["type"], h["ratio"], h["hex"]["q"], h["hex"]["r"], h["edge"], tuple(h["corners"]))
                for h in self._data["harbors"]]

    def _tile_index(self, hex_: Optional[Dict[str, int]]) -> Optional[int]:
        if hex_ is None:
            return None
        for i, h in enumerate(self._data["hexes"]):
            if h["q"] == hex_["q"] and h["r"] == hex_["r"]:
                return i
        return None

    @property
    def robber(self) -> Optional[int]:
        """The index in `tiles` of the robber's hex (None when a scenario starts without it)."""
        return self._tile_index(self._data.get("robber"))

    @property
    def pirate(self) -> Optional[int]:
        """The index in `tiles` of the pirate ship's hex (None on boards without one)."""
        return self._tile_index(self._data.get("pirate"))

    @property
    def scenario(self) -> Optional[Dict[str, Any]]:
        """A Seafarers scenario's own parts as the JSON gives them (name, label, players, vp,
        fixed deserts, pieces, the fog's hexes and stack), or None."""
        return _optional_object(self._data.get("scenario"))

    @property
    def landmass(self) -> Optional[Dict[str, Any]]:
        """{"rule", "start", "swap"} of a board on an automaton's landmass, or None."""
        return _optional_object(self._data.get("landmass"))

    def graph(self) -> Graph:
        """The corner/edge graph of the board's hexes, in the order of `tiles` (sea included on
        Seafarers boards): its vertex numbers are the `vertex` of the opening advice."""
        return graph(t.hex for t in self.tiles)

    # Renderings
    def to_json(self) -> Dict[str, Any]:
        """The board as `hexseed catan --format json` writes it, parsed (a fresh copy; "code"
        is null for a board read from a board line)."""
        return _copy(self._data)

    @property
    def line(self) -> str:
        """The board line: terrain letters, then the numbers (what `hexseed score` reads)."""
        return _text(_render(_n.lib.hs_render_line, self._blob)).rstrip("\n")

    def text(self, color: bool = False) -> str:
        """The board for a terminal, as `hexseed catan` prints it; ANSI colours with `color`."""
        return _text(_render(_n.lib.hs_render_text, self._blob, _bool("color", color)))

    def svg(self, style: str = "compact") -> str:
        """A vector drawing: "compact" (the print look, pips as dots) or "legible" (for small
        screens: larger numbers, pips as a count)."""
        diag = _diag()
        return _text(_render(_n.render_svg_style, self._blob, _choice("style", style, _STYLES), ctypes.byref(diag),
                             diag=diag))

    def tmj(self) -> str:
        """The board as a map for the Tiled editor and game engines (`--format tmj`,
        docs/formats.md, "Tiled maps")."""
        return _text(_render(_n.lib.hs_render_tmj, self._blob))

    def png(self, width: int = 1200) -> bytes:
        """The drawing as a PNG `width` pixels wide (100..4000)."""
        diag = _diag()
        width = _int("width", width, -2**31, 2**31 - 1)
        return _render(_n.hs_render_png, self._blob, width, ctypes.byref(diag), diag=diag)

    def pdf(self, paper: str = "a4") -> bytes:
        """A printable PDF on "a4" or "letter" paper: the whole board, then the board at the
        game's tile size cut into sheets."""
        diag = _diag()
        return _render(_n.render_pdf_paper, self._blob, _choice("paper", paper, _PAPERS), ctypes.byref(diag),
                       diag=diag)

    # Balance
    def _score_blob(self, metric: str, harbors: bool) -> ctypes.Array[Any]:
        options = _n.lib.hs_score_default()
        options.metric = _metric(metric)
        if _bool("harbors", harbors) and metric != "hexseed":
            raise _bad("harbors adds a factor to the hexseed metric only, not to '%s'" % metric)
        options.harbors = harbors
        out = _n.opaque("hs_score")
        diag = _diag()
        _check(_n.lib.hs_score_board(self._blob, ctypes.byref(options), out, ctypes.byref(diag)), diag)
        return out

    def score(self, metric: str = "hexseed", harbors: bool = False) -> Score:
        """The balance score by the "hexseed" metric (the default), "compat" (the 2021 score,
        Classic only) or "seats" (the opening draft's richest seat against the poorest);
        `harbors` adds the harbor factor to the hexseed metric."""
        line = self.line
        data = json.loads(_render(_n.lib.hs_render_score_json, line.encode(), self._score_blob(metric, harbors),
                                  sink_at=2))
        if data["metric"] == "seats":  # one figure: the renderer's factors are unused zeros
            data["raw"], data["normalized"] = {}, {}
        return Score(data["metric"], float(data["score"]), dict(data["raw"]), dict(data["normalized"]), line)

    def explain(self, metric: str = "hexseed", harbors: bool = False) -> str:
        """The score, its factors, and where the cost comes from, as `--explain` prints it."""
        return _text(_render(_n.lib.hs_render_explain, self._blob, self._score_blob(metric, harbors), sink_at=2))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LineBoard):
            return NotImplemented
        return type(self) is type(other) and self._json == other._json

    def __hash__(self) -> int:
        return hash(self._json)

    def __repr__(self) -> str:
        return "hexseed.parse_line(%r)" % self.line


class Board(LineBoard):
    """A board the generators make: catan(), seafarers() or board(code). Its share code names
    it, so board(b.code) == b on every machine and in every later version."""

    __slots__ = ()

    def __init__(self, blob: ctypes.Array[Any]) -> None:
        super().__init__(blob, from_line=False)

    @property
    def code(self) -> str:
        """The share code, e.g. "0xjiwxm2": hexseed.board(code) makes this board again."""
        return str(self._data["code"])

    def __repr__(self) -> str:
        return "hexseed.board(%r)" % self.code

    # Simulation
    def fairness(self, **options: Any) -> "Fairness":
        """hexseed.fairness(self, ...): seat fairness by bots playing this board."""
        return fairness(self, **options)

    def openings(self, **options: Any) -> "Openings":
        """hexseed.openings(self, ...): each pick of the snake draft's spots ranked by rollouts."""
        return openings(self, **options)


def _metric(name: Any) -> int:
    _str("metric", name)
    m = _n.lib.hs_metric_from_name(name.encode())
    if m < 0:
        raise _bad("unknown metric '%s' (metrics: hexseed, compat, seats)" % name)
    return int(m)


def _board_request(generator: str, params: Dict[str, Any], progress: Progress = None) -> Board:
    """The board of a request of the generator table (catan, seafarers, board), made as the
    command line makes it: each value read and checked by the library, in its words."""
    with _request(generator, None, params) as request:
        blob = _n.opaque("hs_board")
        diag = _diag()
        run = _n.RunOptions()
        with _Progress(progress, _n.TERRAIN_PROGRESS) as p:
            run.progress = p.callback if p.callback is not None else _n.TERRAIN_PROGRESS(0)
            err = _n.lib.hs_request_board(request, ctypes.byref(run), blob, None, ctypes.byref(diag))
        p.reraise()
        _check(err, diag)
    return Board(blob)


LockSpec = Union[str, Tuple[int, int, str], Tuple[int, int, str, int]]


def _rules_text(rules: Union[None, str, Iterable[str]]) -> Optional[str]:
    if rules is None or isinstance(rules, str):
        return rules  # None: the layout's own rules ("red" for the base game)
    try:
        words = list(rules)
    except TypeError:
        raise TypeError("rules must be a str such as 'red,pips=10' or an iterable of str, not %s"
                        % type(rules).__name__) from None
    for w in words:
        _str("each rule", w)
    return ",".join(words)


def _lock_text(lock: Any) -> str:
    if isinstance(lock, str):
        return lock
    if isinstance(lock, tuple) and len(lock) in (3, 4):
        q = _int("a lock's q", lock[0], -99, 99)
        r = _int("a lock's r", lock[1], -99, 99)
        terrain = _str("a lock's terrain", lock[2])
        if len(lock) == 3:
            return "%d,%d=%s" % (q, r, terrain)
        return "%d,%d=%s:%d" % (q, r, terrain, _int("a lock's number", lock[3], 0, 12))
    raise TypeError("each lock must be a str 'Q,R=TERRAIN[:NUMBER]' or a tuple (q, r, terrain[, number]), not %s"
                    % type(lock).__name__)


def _placement(seed: Any, rules: Any, locks: Any, spiral: Any, max_nodes: Any) -> Dict[str, Any]:
    """The parameters every board generator shares, as the table names them."""
    if isinstance(locks, str) or (isinstance(locks, tuple) and locks and not isinstance(locks[0], (str, tuple))):
        locks = [locks]  # one lock given alone
    try:
        locks = list(locks)
    except TypeError:
        raise TypeError("locks must be an iterable of locks, not %s" % type(locks).__name__) from None
    max_nodes = _int("max_nodes", max_nodes, 0, _U32)
    return {"seed": _int("seed", seed, 0, _U32), "rules": _rules_text(rules),
            "lock": [_lock_text(lock) for lock in locks] or None, "spiral": _bool("spiral", spiral) or None,
            "max_nodes": max_nodes or None}  # 0: the search's own budget, the table's default


def catan(seed: int = 0, mode: str = "classic", rules: Union[None, str, Iterable[str]] = None,
          locks: Iterable[LockSpec] = (), spiral: bool = False, balanced: Optional[str] = None,
          metric: str = "hexseed", iterations: int = 200000, max_nodes: int = 5000000,
          progress: Progress = None) -> Board:
    """A Catan board, as `hexseed catan` makes it (the generator table's catan).

    seed: 0..2**32-1. mode: "classic", "5-6", "seafarers", "seafarers-5-6". rules: as `--rules`,
    a comma-separated str ("red,extremes,pips=10") or an iterable of str; None means the
    layout's own rules ("red" for the base game). locks: tiles to keep, each
    "Q,R=TERRAIN[:NUMBER]" or (q, r, terrain[, number]). spiral: numbers along the letter
    spiral. balanced: None, "most" or "least" (simulated annealing by `metric`, "hexseed",
    "compat" or "seats", over `iterations` steps, a multiple of 1000). max_nodes: the search's
    node budget (0: the default). progress: called as progress(steps done, iterations) during
    balancing; an exception it raises is raised again when balancing is done (it cannot stop
    early). Raises BadInput for bad options (the command line's message), NoBoard when no board
    satisfies the rules, GaveUp when max_nodes ran out first."""
    if balanced not in _BALANCE:
        message = "balanced must be None, 'most' or 'least', not %r" % (balanced,)
        raise _bad(message) if isinstance(balanced, str) else TypeError(message)
    params = dict(_placement(seed, rules, locks, spiral, max_nodes), mode=_str("mode", mode))
    params["balanced" if balanced == "most" else "unbalanced"] = balanced is not None or None
    params["metric"] = None if metric == "hexseed" and balanced is None else _str("metric", metric)
    params["iterations"] = None if iterations == 200000 else _int("iterations", iterations, 0, _U32)
    return _board_request("catan", params, progress)


def seafarers(seed: int = 0, scenario: Optional[str] = None, players: Union[None, int, str] = None,
              rules: Union[None, str, Iterable[str]] = None, locks: Iterable[LockSpec] = (), spiral: bool = False,
              landmass: Optional[Tuple[int, int]] = None, swap: bool = False, max_nodes: int = 5000000) -> Board:
    """A Seafarers board, as `hexseed seafarers` makes it: a scenario of the box or a board on
    the landmass an elementary automaton grows.

    scenario: "new-shores" (the default), "four-islands", "through-the-desert", "fog-islands",
    "forgotten-tribe", "cloth-for-catan", "pirate-islands", "wonders-of-catan", "new-world" (see
    layouts()). players: 3, 4 (the default) or "5-6". landmass: (rule, start), each 0..255,
    instead of a scenario; swap exchanges its land and water. seed, rules, locks, spiral,
    max_nodes: as for catan(); None rules means the scenario's own."""
    if players is not None and (isinstance(players, bool) or not isinstance(players, (numbers.Integral, str))):
        raise TypeError("players must be 3, 4 or '5-6', not %s" % type(players).__name__)
    if landmass is not None and (not isinstance(landmass, tuple) or len(landmass) != 2):
        raise TypeError("landmass must be a tuple (rule, start), not %s" % type(landmass).__name__)
    params = dict(_placement(seed, rules, locks, spiral, max_nodes),
                  scenario=None if scenario is None else _str("scenario", scenario),
                  players=None if players is None else str(players),
                  landmass=None if landmass is None else "%s:%s" % landmass,
                  swap=_bool("swap", swap) or None)
    return _board_request("seafarers", params)


def board(code: str, progress: Progress = None) -> Board:
    """The board a share code names (case-insensitive), balanced boards included: the same
    board on every machine and every later version (progress as for catan()). Raises BadInput
    for a malformed code."""
    return _board_request("board", {"code": _str("code", code)}, progress)


def parse_line(line: str) -> LineBoard:
    """A board from a board line ("OWLGBWBGLDLOLOGWBGW 10 2 9 ..."), as `hexseed score` reads
    it: a LineBoard, with no share code, no harbors and seed 0. Raises BadInput."""
    _str("line", line)
    blob = _n.opaque("hs_board")
    diag = _diag()
    _check(_n.lib.hs_board_parse_line(line.encode(), blob, ctypes.byref(diag)), diag)
    return LineBoard(blob)


def score_line(line: str, metric: str = "hexseed") -> Score:
    """The balance score of a board line, as `hexseed score` gives it."""
    return parse_line(line).score(metric)


# ---- Seat fairness and opening advice --------------------------------------------------

def _sim_options(generator: str, b: "Board", players: Any, bot: Any, bots: Any, seed: Any, threads: Any,
                 temperature: Any, max_turns: Any, games: Any, trading: Any = None) -> _n.SimOptions:
    """The options of fairness() and openings(), read by the library from the generator table's
    request, as the command line reads them (bot None: the table's default for every seat,
    unless bots names them; threads 0: one per core); progress and cancel are set by _sim_call."""
    if bots is not None and (isinstance(bots, str) or not isinstance(bots, (list, tuple))):
        raise TypeError("bots must be a list of bot names, one per seat, not %s" % type(bots).__name__)
    params = {"code": b.code, "games": games, "bot": bot, "players": players, "seed": seed,
              "threads": _int("threads", threads, 0, 64) or None, "temperature": temperature, "max_turns": max_turns,
              "bots": None if bots is None else ",".join(_str("bot", n) for n in bots),
              "trading": None if trading is None else ("on" if _bool("trading", trading) else "off")}
    o = _n.SimOptions()
    with _request(generator, None, params) as request:
        diag = _diag()
        _check(_n.lib.hs_sim_options_read(request, ctypes.byref(o), ctypes.byref(diag)), diag)
    return o


def _sim_call(fn: Any, b: "Board", o: _n.SimOptions, progress: Progress, *args: Any) -> None:
    """Runs hs_sim_run or hs_sim_openings_of with the caller's progress, which may stop it."""
    flag = _n.SIM_CANCEL(0)
    diag = _diag()
    with _Progress(progress, _n.SIM_PROGRESS, flag=flag) as p:
        o.progress = p.pointer
        o.cancel = ctypes.cast(ctypes.pointer(flag), ctypes.c_void_p).value
        try:
            err = fn(b._blob, ctypes.byref(o), *args, ctypes.byref(diag))
        finally:  # the options stay with the report: no pointers to what is gone
            o.progress = o.cancel = None
    p.reraise()
    _check(err, diag)


def _board_of(b: Any) -> Board:
    if isinstance(b, Board):
        return b
    if isinstance(b, LineBoard):
        raise _bad("a board line has no share code: play a board made by catan(), seafarers() or board()")
    if isinstance(b, str):
        return board(b)
    raise TypeError("board must be a hexseed.Board or a share code str, not %s" % type(b).__name__)


class Fairness:
    """What bots playing a board many times say about its seats: `to_json()` is the report of
    `hexseed fairness --format json` (seats with win rates and 95% intervals, the spread, the
    verdict...), `text()` the table it prints; the commonest figures are properties."""

    def __init__(self, board_: Board, options: _n.SimOptions, result: ctypes.Array[Any], per_style: ctypes.Array[Any]) -> None:
        self.board = board_
        self._options = options
        self._result = result
        self._per_style = per_style
        self._data = json.loads(self._report("json"))

    def _report(self, form: str) -> bytes:
        """The command's report (each style's table where the plan played the styles)."""
        fn = _n.lib.hs_render_fairness_styles_json if form == "json" else _n.lib.hs_render_fairness_styles_text
        return _render(fn, self.board.code.encode(), self.board._blob, ctypes.byref(self._options), self._result,
                       self._per_style, sink_at=5)

    def to_json(self) -> Dict[str, Any]:
        return _copy(self._data)

    def text(self) -> str:
        return _text(self._report("text"))

    @property
    def games(self) -> int:
        return int(self._data["games"])

    @property
    def players(self) -> int:
        return int(self._data["players"])

    @property
    def win_rates(self) -> List[float]:
        """Each seat's share of the games won, seat 1 first."""
        return [float(s["win_rate"]) for s in self._data["seats"]]

    @property
    def spread(self) -> float:
        """The best seat's win rate minus the worst's."""
        return float(self._data["spread"])

    @property
    def favoured(self) -> bool:
        """True when the verdict names a favoured seat (docs/fairness.md, "The seat verdict")."""
        return bool(self._data["favoured"])

    @property
    def verdict_class(self) -> str:
        """"favoured", "none" or "depends" (how people play decides)."""
        return str(self._data["robust"]["class"])

    @property
    def favoured_seats(self) -> List[int]:
        """The seats the verdict names, best first (1 = the first seat); empty for "none"."""
        return [int(x) for x in self._data["robust"]["seats"]]

    @property
    def verdict(self) -> str:
        return str(self._data["verdict"])

    def __repr__(self) -> str:
        return "<hexseed.Fairness of %s: %s>" % (self.board.code, self.verdict)


def fairness(board_: Union[Board, str], games: Optional[int] = None, bot: Optional[str] = None,
             bots: Optional[Sequence[str]] = None, players: Optional[int] = None, seed: int = 0, threads: int = 0,
             temperature: float = 1.0, max_turns: int = 1000, trading: Optional[bool] = None,
             progress: Progress = None) -> Fairness:
    """Plays a board (a Board or a share code) with bots and says whether a seat is favoured, as
    `hexseed fairness`: the seat verdict's plan plays stages of games until the verdict is clear,
    at most `games` (None: the command's default, 64,000); by default every seat draws a player
    style per game ("mix"), and the plan then plays each style with every seat for the styles'
    veto; bot names one bot for every seat (mix, greedy, roads, cities, cards, harbors, random),
    `bots` one per seat; players 3-4 on Classic, 5-6 on 5-6 (None: 4 or 6); trading None: on where
    a seat is mix; threads 0 means one per core (never changes the figures). docs/fairness.md says
    how the verdict is decided. progress: called as progress(games done, most games) about every
    1% of each stage; an exception it raises stops the run before the next game and is raised.
    Ctrl-C stops it at the next report, with or without progress."""
    b = _board_of(board_)
    o = _sim_options("fairness", b, players, bot, bots, seed, threads, temperature, max_turns, games, trading)
    result = _n.opaque("hs_sim_result")
    per_style = _n.opaque("hs_sim_result", _n.SIM_MAX_STYLES)
    _sim_call(_n.lib.hs_sim_fairness, b, o, progress, result, per_style)
    return Fairness(b, o, result, per_style)


class Openings:
    """Opening advice for every seat of the snake draft: `to_json()` is the report of
    `hexseed openings --format json`, `text()` its table, `svg()` the board with each seat's
    best spots; `seats` the per-seat lists of ranked first and second spots."""

    def __init__(self, board_: Board, options: _n.SimOptions, players: int, seats: ctypes.Array[Any]) -> None:
        self.board = board_
        self.players = players
        self._options = options
        self._seats = seats
        self._data = json.loads(_render(_n.lib.hs_render_openings_json, board_.code.encode(), board_._blob,
                                        ctypes.byref(options), players, seats, sink_at=5))

    def to_json(self) -> Dict[str, Any]:
        return _copy(self._data)

    @property
    def seats(self) -> List[Dict[str, Any]]:
        seats: List[Dict[str, Any]] = self.to_json()["seats"]
        return seats

    def text(self) -> str:
        return _text(_render(_n.lib.hs_render_openings_text, self.board.code.encode(), self.board._blob,
                             ctypes.byref(self._options), self.players, self._seats, sink_at=5))

    def svg(self) -> str:
        return _text(_render(_n.lib.hs_render_openings_svg, self.board._blob, self.players, self._seats, sink_at=3))

    def __repr__(self) -> str:
        return "<hexseed.Openings of %s for %d seats>" % (self.board.code, self.players)


def openings(board_: Union[Board, str], games: int = 400, candidates: int = 6, bot: Optional[str] = None,
             bots: Optional[Sequence[str]] = None, players: Optional[int] = None, seed: int = 0, threads: int = 0,
             temperature: float = 1.0, max_turns: int = 1000, progress: Progress = None) -> Openings:
    """Advice for the snake draft, as `hexseed openings`: for each pick (seat 1's first settlement,
    .., seat n's first and second, .., seat 1's second) the `candidates` (1..16) best spots still
    free with every earlier pick on its advised spot, each played `games` times, ranked by the
    seat's win rate; the best is the advice later picks assume. Other options as for fairness()
    (progress counts every rollout of the whole search)."""
    b = _board_of(board_)
    o = _sim_options("openings", b, players, bot, bots, seed, threads, temperature, max_turns, games)
    candidates = _int("candidates", candidates, 1, _n.SIM_MAX_CANDIDATES)
    seats = _n.opaque("hs_sim_openings", _n.SIM_MAX_PLAYERS)
    _sim_call(_n.lib.hs_sim_openings_of, b, o, progress, candidates, seats)
    n = o.players if o.players else (6 if b.mode == "5-6" else 4)
    return Openings(b, o, n, seats)


# ---- Land and water maps ------------------------------------------------------------------

_UPDATES = ("simultaneous", "in-place")
_BORDERS = ("water", "land", "wrap")
_NEIGHBOURHOODS = ("moore", "hex")
_METHODS = ("automaton", "subdivide")


class Terrain:
    """A land and water map of the cellular automaton (or a window of one), as `hexseed
    terrain` makes it: its size, its place in the whole map (origin_x, origin_y), its cells
    (width x height bytes, row by row, 1 land, 0 water) and its renderings."""

    def __init__(self, handle: Any, options: _n.TerrainOptions) -> None:
        self._handle = handle
        self._options = options
        self._cells: Optional[bytes] = None
        self._finalizer = weakref.finalize(self, _n.lib.hs_terrain_free, handle)
        self.width = _n.lib.hs_terrain_map_width(handle)
        self.height = _n.lib.hs_terrain_map_height(handle)
        self.origin_x = _n.lib.hs_terrain_map_origin_x(handle)
        self.origin_y = _n.lib.hs_terrain_map_origin_y(handle)

    @property
    def land(self) -> int:
        """How many cells are land."""
        return int(_n.lib.hs_terrain_land_count(self._handle))

    @property
    def cells(self) -> bytes:
        if self._cells is None:
            pgm = self.pgm()
            pixels = pgm[len(pgm) - self.width * self.height:]
            self._cells = pixels.translate(bytes([0]) + bytes(254) + b"\x01")
        return self._cells

    def at(self, x: int, y: int) -> bool:
        """True when cell (x, y) of this map or window is land."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("cell (%d, %d) is outside the %dx%d map" % (x, y, self.width, self.height))
        return bool(self.cells[y * self.width + x] == 1)

    def text(self) -> str:
        """height lines of width characters: '#' land, '.' water."""
        return _text(_render(_n.lib.hs_render_terrain_text, self._handle))

    def pgm(self) -> bytes:
        """A binary PGM image: 255 land, 0 water."""
        return _render(_n.lib.hs_render_terrain_pgm, self._handle)

    def png(self, scale: int = 1) -> bytes:
        """A 1-bit PNG, each cell `scale` x `scale` pixels (1..64)."""
        diag = _diag()
        return _render(_n.render_terrain_png, self._handle, _int("scale", scale, 1, 64), ctypes.byref(diag),
                       diag=diag)

    def svg(self, scale: int = 1) -> str:
        """An SVG, for maps up to 512 x 512 cells (GaveUp above)."""
        diag = _diag()
        return _text(_render(_n.render_terrain_svg, self._handle, _int("scale", scale, 1, 64), ctypes.byref(diag),
                             diag=diag))

    def to_json(self) -> Dict[str, Any]:
        """`hexseed terrain --format json`, parsed (maps up to 2048 x 2048 cells)."""
        return _object(_render(_n.lib.hs_render_terrain_json, self._handle, ctypes.byref(self._options),
                                  sink_at=2))

    def __repr__(self) -> str:
        return "<hexseed.Terrain %dx%d at (%d, %d)>" % (self.width, self.height, self.origin_x, self.origin_y)


def terrain(width: int = 64, height: int = 48, seed: int = 0, land_ratio: float = 0.5, iterations: int = 8,
            update: str = "simultaneous", border: str = "water", neighbourhood: str = "moore",
            survive: Optional[int] = None, birth: Optional[int] = None, method: str = "automaton",
            window: Optional[Tuple[int, int, int, int]] = None, threads: int = 2, progress: Progress = None) -> Terrain:
    """A map of the 4-5 cellular automaton (as `hexseed terrain`), or only the window
    (x, y, w, h) of it, computed by itself. width, height: 1..1048576, up to 2**32 cells in
    all; survive and birth: None for the neighbourhood's defaults (4 and 5 for "moore", 3 and 4
    for "hex"); method "subdivide" is the series' earlier generator. progress: called as
    progress(cells done, cells of the run) after the fill and after each pass of the automaton
    (not by the subdivide method);
    an exception it raises stops the run after the pass and is raised. Raises BadInput for
    options out of range, GaveUp for a map larger than allowed."""
    o = _n.lib.hs_terrain_default()
    o.width = _int("width", width, -2**31, 2**31 - 1)
    o.height = _int("height", height, -2**31, 2**31 - 1)
    o.seed = _int("seed", seed, 0, _U32)
    o.land_ratio = _float("land_ratio", land_ratio, 0, 1)
    o.iterations = _int("iterations", iterations, -2**31, 2**31 - 1)
    o.update = _choice("update", update, _UPDATES)
    o.border = _choice("border", border, _BORDERS)
    o.neighbourhood = _choice("neighbourhood", neighbourhood, _NEIGHBOURHOODS)
    o.survive = -1 if survive is None else _int("survive", survive, -2**31, 2**31 - 1)
    o.birth = -1 if birth is None else _int("birth", birth, -2**31, 2**31 - 1)
    o.method = _choice("method", method, _METHODS)
    o.threads = _int("threads", threads, 1, 64)
    if window is not None:
        if not isinstance(window, tuple) or len(window) != 4:
            raise TypeError("window must be a tuple (x, y, w, h), not %s" % type(window).__name__)
        o.window_x, o.window_y, o.window_w, o.window_h = (_int("window " + k, v, 0, 2**31 - 1)
                                                          for k, v in zip("xywh", window))
    out = ctypes.POINTER(_n.TerrainMap)()
    flag = _n.TERRAIN_CANCEL(False)
    diag = _diag()
    with _Progress(progress, _n.TERRAIN_PROGRESS, flag=flag) as p:
        o.progress = p.pointer
        o.cancel = ctypes.cast(ctypes.pointer(flag), ctypes.c_void_p).value
        err = _n.lib.hs_terrain_generate(ctypes.byref(o), ctypes.byref(out), ctypes.byref(diag))
    o.progress = o.cancel = None  # the map keeps a copy of the options for its JSON
    if err == 0 and (p.error is not None or p.interrupted):
        _n.lib.hs_terrain_free(out)
    p.reraise()
    _check(err, diag)
    return Terrain(out, o)


# ---- Seafarers landmasses -----------------------------------------------------------------

class Landmass:
    """The 8 x 8 landmass an elementary automaton grows (`hexseed landmass`): `alive[row][col]`
    (True for land), its rating (to_json(): land, water, islands, largest_island, coast,
    score...), the grid and drawings. seafarers(landmass=(rule, start)) makes a board on it."""

    def __init__(self, native: _n.Landmass) -> None:
        self._m = native
        self._data = json.loads(_render(_n.lib.hs_render_landmass_json, ctypes.byref(native)))
        self.rule = int(native.options.rule)
        self.start = int(native.options.start)
        self.swap = bool(native.options.swap)

    @property
    def alive(self) -> Tuple[Tuple[bool, ...], ...]:
        return tuple(tuple(bool(c) for c in row) for row in self._m.alive)

    @property
    def grid(self) -> str:
        """Eight lines: '#' land, '~' water, 'x' / '.' outside the map (alive / dead)."""
        return _text(_render(_n.lib.hs_render_landmass_grid, ctypes.byref(self._m)))

    @property
    def score(self) -> float:
        return float(self._data["score"])

    def to_json(self) -> Dict[str, Any]:
        return _copy(self._data)

    def text(self, color: bool = False) -> str:
        return _text(_render(_n.lib.hs_render_landmass_text, ctypes.byref(self._m), _bool("color", color)))

    def svg(self) -> str:
        return _text(_render(_n.lib.hs_render_landmass_svg, ctypes.byref(self._m)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Landmass):
            return NotImplemented
        return (self.rule, self.start, self.swap) == (other.rule, other.start, other.swap)

    def __hash__(self) -> int:
        return hash((self.rule, self.start, self.swap))

    def __repr__(self) -> str:
        return "hexseed.landmass(%d, %d%s)" % (self.rule, self.start, ", swap=True" if self.swap else "")


def landmass(rule: int = 77, start: int = 88, swap: bool = False) -> Landmass:
    """The landmass Wolfram rule `rule` (0..255) grows from the top row `start` (0..255,
    leftmost cell = top bit); `swap` exchanges land and water."""
    o = _n.lib.hs_landmass_default()
    o.rule = _int("rule", rule, 0, 255)
    o.start = _int("start", start, 0, 255)
    o.swap = _bool("swap", swap)
    return Landmass(_n.lib.hs_landmass_grow(ctypes.byref(o)))


def landmass_compat(rule: str = "", start: str = "", swap: bool = False) -> Landmass:
    """landmass() with rule and start read as the original page read its form (`hexseed
    landmass --compat`): empty or "0" gives 77 / 88, larger values keep their top 8 binary
    digits, text reads as 0."""
    return landmass(_n.lib.hs_landmass_compat_value(_str("rule", rule).encode(), 77),
                    _n.lib.hs_landmass_compat_value(_str("start", start).encode(), 88), swap)


class Survey:
    """The survey of every (rule, start) pair: the best distinct landmasses (`hexseed landmass
    --survey`); `best` lists them as the JSON gives them (rank, rule, start, grid, rating)."""

    def __init__(self, ratings: ctypes.Array[Any], n: int) -> None:
        self._ratings = ratings
        self._n = n
        self._data = json.loads(_render(_n.lib.hs_render_survey_json, ratings, n, sink_at=2))

    @property
    def best(self) -> List[Dict[str, Any]]:
        best: List[Dict[str, Any]] = self.to_json()["best"]
        return best

    def to_json(self) -> Dict[str, Any]:
        return _copy(self._data)

    def text(self) -> str:
        return _text(_render(_n.lib.hs_render_survey_text, self._ratings, self._n, sink_at=2))


def survey(top: int = 20) -> Survey:
    """Rates all 65,536 (rule, start) pairs and keeps the `top` (1..65536) best distinct maps."""
    top = _int("top", top, 1, _n.LANDMASS_SURVEY_WORK)
    work = _n.opaque("hs_landmass_rating", _n.LANDMASS_SURVEY_WORK)
    best = _n.opaque("hs_landmass_rating", top)
    written = ctypes.c_int()
    diag = _diag()
    _check(_n.lib.hs_landmass_survey(work, _n.LANDMASS_SURVEY_WORK, best, top, ctypes.byref(written),
                                     ctypes.byref(diag)), diag)
    return Survey(best, written.value)


# ---- House rules --------------------------------------------------------------------------

@dataclass(frozen=True)
class HouseRule:
    name: str
    tier: str          # "minor", "moderate", "major"
    intensity: int     # the jittered intensity that chose the tier
    text: str


class HouseRules:
    """Drawn house rules (`hexseed house-rules`): `rules`, and the text and JSON renderings."""

    def __init__(self, options: _n.HouseOptions, drawn: ctypes.Array[Any]) -> None:
        self._options = options
        self._drawn = drawn
        self._data = json.loads(_render(_n.lib.hs_render_house_json, ctypes.byref(options), drawn, sink_at=2))

    @property
    def rules(self) -> List[HouseRule]:
        return [HouseRule(r["name"], r["tier"], int(r["intensity"]), r["text"]) for r in self._data["rules"]]

    def to_json(self) -> Dict[str, Any]:
        return _copy(self._data)

    def text(self) -> str:
        return _text(_render(_n.lib.hs_render_house_text, ctypes.byref(self._options), self._drawn, sink_at=2))


def house_rules(intensity: int = 50, count: int = 1, seed: int = 0) -> HouseRules:
    """Draws `count` (1..26) different house rules at `intensity` 1..100 (the higher, the
    wilder), seeded by `seed`."""
    o = _n.lib.hs_house_default()
    o.intensity = _int("intensity", intensity, 1, 100)
    o.count = _int("count", count, 1, _n.HOUSE_RULES)
    o.seed = _int("seed", seed, 0, _U32)
    drawn = _n.opaque("hs_house_rule", _n.HOUSE_RULES)
    diag = _diag()
    _check(_n.lib.hs_house_draw(ctypes.byref(o), drawn, ctypes.byref(diag)), diag)
    return HouseRules(o, drawn)


# ---- Hex Empire ---------------------------------------------------------------------------

class Empire:
    """A Hex Empire map (`hexseed empire`): `grid` (height lines of width characters: .
    water, # land, T town, P port, R V B G capitals), towns, paths and drawings."""

    def __init__(self, handle: Any) -> None:
        self._handle = handle
        self._finalizer = weakref.finalize(self, _n.lib.hs_empire_free, handle)
        self._data = json.loads(_render(_n.lib.hs_render_empire_json, handle))
        self.map = int(self._data["map"])
        self.width = int(self._data["width"])
        self.height = int(self._data["height"])

    @property
    def grid(self) -> str:
        return _text(_render(_n.lib.hs_render_empire_grid, self._handle))

    @property
    def towns(self) -> List[Dict[str, Any]]:
        """{"x", "y", "kind" ("town" or "port"), "name", "capital" (0..3, or -1)} per town."""
        towns: List[Dict[str, Any]] = self.to_json()["towns"]
        return towns

    @property
    def original(self) -> bool:
        """True for the game's own size and land density: then the map is the game's."""
        return bool(self._data["original"])

    def to_json(self) -> Dict[str, Any]:
        return _copy(self._data)

    def text(self, color: bool = False) -> str:
        return _text(_render(_n.lib.hs_render_empire_text, self._handle, _bool("color", color)))

    def svg(self, paths: bool = False, names: bool = False) -> str:
        return _text(_render(_n.hs_render_empire_svg, self._handle, _bool("paths", paths), _bool("names", names)))

    def png(self, paths: bool = False, names: bool = False) -> bytes:
        return _render(_n.hs_render_empire_png, self._handle, _bool("paths", paths), _bool("names", names))

    def __repr__(self) -> str:
        return "<hexseed.Empire map %d, %dx%d>" % (self.map, self.width, self.height)


def empire(map: int = 0, width: int = 20, height: int = 11, land: int = 2) -> Empire:  # noqa: A002
    """The Hex Empire map of map number `map` (0..999999), exactly as the game shows it; other
    sizes (width 6..64, height 6..40) and land densities (1..9) are an extension."""
    o = _n.lib.hs_empire_default()
    o.map = _int("map", map, 0, _U32)
    o.width = _int("width", width, -2**31, 2**31 - 1)
    o.height = _int("height", height, -2**31, 2**31 - 1)
    o.land = _int("land", land, -2**31, 2**31 - 1)
    out = ctypes.POINTER(_n.Empire)()
    diag = _diag()
    _check(_n.lib.hs_empire_generate(ctypes.byref(o), ctypes.byref(out), ctypes.byref(diag)), diag)
    return Empire(out)


# ---- The generator table: every generator by name, as the command line runs it ---------------

_TABLE: Optional[Dict[str, Any]] = None


def generators() -> Dict[str, Any]:
    """The generator table, as `hexseed generators --format json` prints it: every generator's
    parameters (name, kind, range, default, choices, the formats each is for), its formats and
    what it costs."""
    return _object(_render(_n.lib.hs_render_generators_json, sink_at=0))


def _value_text(value: Any) -> str:
    """A Python value as the command line would give it: True/False as 1/0, a float in the
    fewest digits that read back the same (repr), the rest as str."""
    if isinstance(value, bool):
        return "1" if value else "0"
    return repr(value) if isinstance(value, float) else str(value)


@contextlib.contextmanager
def _request(generator: str, format: Optional[str], params: Dict[str, Any]) -> Iterator[Any]:  # noqa: A002
    """A request of the generator table filled from keyword arguments (land_ratio for land-ratio;
    a list for a parameter that repeats, a tuple such as window=(x, y, w, h) joined with
    commas; None left out) and checked, freed after the `with` block."""
    global _TABLE
    if _TABLE is None:
        _TABLE = {g["name"]: g for g in generators()["generators"]}
    diag = _diag()
    request = _n.lib.hs_request_new(_str("generator", generator).encode(), ctypes.byref(diag))
    if not request:
        raise _bad(diag.msg.decode())
    try:
        spec = _TABLE[generator]
        if format is not None:
            _check(_n.lib.hs_request_set_format(request, _str("format", format).encode(), ctypes.byref(diag)), diag)
        for key, value in params.items():
            if value is None:
                continue
            name = key.replace("_", "-")
            repeatable = any(p["name"] == name and p["repeatable"] for p in spec["parameters"])
            items = value if repeatable and isinstance(value, (list, tuple)) else [value]
            for item in items:
                text = ",".join(map(str, item)) if isinstance(item, tuple) else _value_text(item)
                _check(_n.lib.hs_request_set(request, name.encode(), text.encode(), ctypes.byref(diag)), diag)
        _check(_n.lib.hs_request_check(request, None, ctypes.byref(diag)), diag)
        yield request
    finally:
        _n.lib.hs_request_free(request)


def generate(generator: str, format: Optional[str] = None, **params: Any) -> Union[str, bytes]:  # noqa: A002
    """Any generator of the table by name, as the command line runs it, with its parameters as
    keyword arguments (land_ratio for land-ratio; a list for a parameter that repeats, a tuple
    such as window=(x, y, w, h) joined with commas): the output in `format` (default: the
    generator's), str for text and bytes for binary formats (png, pgm). Raises BadInput with the
    command line's message for an unknown parameter or a value out of range, and for a format
    drawn by cairo (board png and pdf, Hex Empire svg and png) without libhexseed-cairo."""
    with _request(generator, format, params) as request:
        assert _TABLE is not None  # filled by _request
        spec = _TABLE[generator]
        chosen = format or spec["default_format"]
        binary = any(f["binary"] for f in spec["formats"] if chosen in (f["name"], f.get("alias")))
        run = _n.lib.hs_request_run if "hs_cairo_request_run" in _n.MISSING else _n.hs_cairo_request_run
        diag = _diag()
        data = _render(run, request, None, ctypes.byref(diag), diag=diag, sink_at=2)
        return data if binary else _text(data)


# The file name every Tiled map (tmj()) gives its tileset's image: save tileset_png() under this
# name beside the map (hexseed/render.h, HS_TILESET_IMAGE).
TILESET_IMAGE = "hexseed-tiles.png"


def tileset_png() -> bytes:
    """The tile atlas every Tiled map refers to (TILESET_IMAGE): one PNG of every kind of cell in
    hexseed's colours with its sign, the same bytes as `hexseed tileset` and the server's
    /hexseed-tiles.png. Save it beside the .tmj so Tiled and game engines find their tiles."""
    diag = _diag()
    return _render(_n.hs_render_tileset_png, ctypes.byref(diag), diag=diag, sink_at=0)


def version() -> str:
    """The version of the libhexseed loaded, e.g. "0.1.0" (hexseed.__version__ is this
    package's)."""
    return str(_n.lib.hs_version().decode())
