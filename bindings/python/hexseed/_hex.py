# SPDX-License-Identifier: MIT
"""Hex grid geometry and the corner/edge graph of libhexseed (hexseed/hex.h) in Python: Hex
values with their neighbours, distances, rings, spirals, page positions and corners, and
Graph, the intersections and roads of a set of hexes. Every answer is the C library's; this
module only checks arguments and turns C values into Python ones. Re-exported by hexseed."""

from __future__ import annotations

import ctypes
import numbers
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, Iterable, List, NamedTuple, Optional, Tuple, Union

from . import _native as _n

# Coordinates and radii the C functions take without overflowing an int anywhere (a distance
# adds three differences of coordinates): far more than any board or map of this library.
COORD_LIMIT = 1 << 24
RADIUS_LIMIT = 1024


class Direction(IntEnum):
    """The six neighbour directions, clockwise on screen from east (hs_dir). An edge of a hex
    is named by the direction of the neighbour across it."""
    E = 0
    SE = 1
    SW = 2
    W = 3
    NW = 4
    NE = 5


class Corner(IntEnum):
    """The six corners of a pointy-top hex, clockwise from the top (hs_corner). Edge d joins
    corners (d+1) % 6 and (d+2) % 6: E joins NE and SE."""
    N = 0
    NE = 1
    SE = 2
    S = 3
    SW = 4
    NW = 5


class Point(NamedTuple):
    """A point on the page in the caller's units; y grows downwards."""
    x: float
    y: float


def _check_int(name: str, value: Any, lo: int, hi: int) -> int:
    from . import BadInput  # the package's error classes; imported late, the package imports this module
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError("%s must be an int %d..%d, not %s" % (name, lo, hi, type(value).__name__))
    if not lo <= int(value) <= hi:
        raise BadInput("HS_EINVAL", "%s %d is not from %d to %d" % (name, int(value), lo, hi))
    return int(value)


def _check_size(size: Any) -> float:
    from . import BadInput
    if isinstance(size, bool) or not isinstance(size, numbers.Real):
        raise TypeError("size must be a number, not %s" % type(size).__name__)
    if not 0 < float(size) < float("inf"):  # NaN fails too
        raise BadInput("HS_EINVAL", "size %r must be a positive number" % (size,))
    return float(size)


def _direction(value: Any) -> int:
    """A direction taken modulo 6, as hs_hex_neighbor takes it (-1 is NE)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError("direction must be a hexseed.Direction or an int, not %s" % type(value).__name__)
    return int(value) % 6


def _corner(value: Any) -> int:
    return _check_int("corner", value, 0, 5)


@dataclass(frozen=True, order=True)
class Hex:
    """A hex in axial coordinates (pointy-top hexes in horizontal rows, as the library's
    boards): on screen q grows to the east and r to the south-east row; s = -q - r is the
    third cube coordinate. A plain value (hashable, ordered by q then r); q and r are ints
    from -2**24 to 2**24. Board tiles give theirs as Tile.hex."""
    q: int
    r: int

    def __post_init__(self) -> None:
        _check_int("q", self.q, -COORD_LIMIT, COORD_LIMIT)
        _check_int("r", self.r, -COORD_LIMIT, COORD_LIMIT)
        object.__setattr__(self, "q", int(self.q))  # an int subclass (numpy's) becomes a plain int
        object.__setattr__(self, "r", int(self.r))

    @property
    def s(self) -> int:
        return -self.q - self.r

    def _c(self) -> _n.Hex:
        return _n.Hex(self.q, self.r)

    def neighbor(self, direction: int) -> Hex:
        """The adjacent hex in `direction` (a Direction, or an int taken modulo 6)."""
        return _hex(_n.lib.hs_hex_neighbor(self._c(), _direction(direction)))

    def neighbors(self) -> List[Hex]:
        """The six adjacent hexes, in Direction order (E, SE, SW, W, NW, NE)."""
        return [self.neighbor(d) for d in Direction]

    def distance(self, other: Hex) -> int:
        """Steps from this hex to `other` (0 for the same hex)."""
        return int(_n.lib.hs_hex_distance(self._c(), _as_hex("other", other)._c()))

    def direction_to(self, other: Hex) -> Optional[Direction]:
        """The direction of the adjacent hex `other`, or None when it is not adjacent."""
        d = int(_n.lib.hs_hex_direction_to(self._c(), _as_hex("other", other)._c()))
        return None if d < 0 else Direction(d)

    def ring(self, radius: int) -> List[Hex]:
        """The 6 * radius hexes at distance `radius` (0..1024; 0 gives this hex alone),
        clockwise from the ring's top-left hex (this hex + radius steps NW)."""
        radius = _check_int("radius", radius, 0, RADIUS_LIMIT)
        out = (_n.Hex * max(1, 6 * radius))()
        n = _n.lib.hs_hex_ring(self._c(), radius, out)
        return [_hex(out[i]) for i in range(n)]

    def spiral(self, radius: int) -> List[Hex]:
        """Every hex within `radius` (0..1024), ring by ring from this one outwards:
        1 + 3 * radius * (radius + 1) hexes, the order of the library's board spirals."""
        radius = _check_int("radius", radius, 0, RADIUS_LIMIT)
        out = (_n.Hex * (1 + 3 * radius * (radius + 1)))()
        n = _n.lib.hs_hex_spiral(self._c(), radius, out)
        return [_hex(out[i]) for i in range(n)]

    def center(self, size: float = 1.0) -> Point:
        """The centre on the page for hexes of circumradius `size` (centre to corner)."""
        p = _n.lib.hs_hex_center(self._c(), _check_size(size))
        return Point(p.x, p.y)

    def corner_point(self, corner: int, size: float = 1.0) -> Point:
        """Corner `corner` (a Corner or 0..5) on the page, for hexes of circumradius `size`."""
        p = _n.lib.hs_hex_corner_point(self._c(), _check_size(size), _corner(corner))
        return Point(p.x, p.y)

    def corner_points(self, size: float = 1.0) -> List[Point]:
        """The six corners on the page, in Corner order (N first, clockwise): a polygon."""
        return [self.corner_point(c, size) for c in Corner]

    def vertex(self, corner: int) -> Vertex:
        """The canonical name of corner `corner` (a Corner or 0..5): the same Vertex for each
        of the up to three hexes that share it."""
        k = _n.lib.hs_vertex_of(self._c(), _corner(corner))
        return Vertex(int(k.q), int(k.r), bool(k.south))

    def vertices(self) -> List[Vertex]:
        """The canonical names of the six corners, in Corner order."""
        return [self.vertex(c) for c in Corner]

    def __repr__(self) -> str:
        return "Hex(%d, %d)" % (self.q, self.r)


@dataclass(frozen=True, order=True)
class Vertex:
    """A corner shared by up to three hexes, named as the N corner (south False) or the S
    corner (south True) of the hex (q, r), as hexseed/hex.h names it: Hex.vertex(corner)."""
    q: int
    r: int
    south: bool

    @property
    def hex(self) -> Hex:
        """The hex whose N or S corner this is."""
        return Hex(self.q, self.r)


def _hex(c: Any) -> Hex:
    return Hex(int(c.q), int(c.r))


HexLike = Union[Hex, Tuple[int, int]]


def _as_hex(name: str, value: Any) -> Hex:
    if isinstance(value, Hex):
        return value
    if isinstance(value, tuple) and len(value) == 2:
        return Hex(value[0], value[1])
    raise TypeError("%s must be a hexseed.Hex or a tuple (q, r), not %s" % (name, type(value).__name__))


def _shorts(row: Any, n: int) -> Tuple[int, ...]:
    return tuple(int(row[i]) for i in range(n))


def _present(row: Any, n: int) -> Tuple[int, ...]:
    """The entries of a -1 padded row of the C graph."""
    return tuple(int(row[i]) for i in range(n) if row[i] >= 0)


class Graph:
    """The intersections (vertices) and roads (edges) of a set of hexes, as hs_graph_build
    makes them: hexes are numbered by their position in the list given, vertices and edges in
    order of first appearance walking the hexes in that order, corners clockwise from N (so
    Board.graph() numbers vertices as the simulation's and the opening advice's `vertex`).

    hexes[i]: the i-th hex. neighbors[i][d]: the index of hex i's neighbour in Direction d, or
    None outside the set. hex_vertices[i][c]: the vertex at Corner c of hex i. hex_edges[i][d]:
    the edge on the side of hex i facing Direction d. vertices[v]: vertex v's Vertex.
    vertex_hexes[v]: the 1 to 3 hexes at vertex v. edge_vertices[e]: edge e's two vertices.
    edge_hexes[e]: the 1 or 2 hexes along edge e (one: a coastal edge)."""

    def __init__(self, native: _n.Graph) -> None:
        g = native
        self._g = native
        self.hexes: Tuple[Hex, ...] = tuple(_hex(g.hexes[i]) for i in range(g.n_hexes))
        self.neighbors: Tuple[Tuple[Optional[int], ...], ...] = tuple(
            tuple(None if g.neighbor[i][d] < 0 else int(g.neighbor[i][d]) for d in range(6))
            for i in range(g.n_hexes))
        self.hex_vertices: Tuple[Tuple[int, ...], ...] = tuple(_shorts(g.hex_vertex[i], 6) for i in range(g.n_hexes))
        self.hex_edges: Tuple[Tuple[int, ...], ...] = tuple(_shorts(g.hex_edge[i], 6) for i in range(g.n_hexes))
        self.vertices: Tuple[Vertex, ...] = tuple(
            Vertex(int(k.q), int(k.r), bool(k.south)) for k in g.vertex[:g.n_vertices])
        self.vertex_hexes: Tuple[Tuple[int, ...], ...] = tuple(
            _present(g.vertex_hexes[v], 3) for v in range(g.n_vertices))
        self.edge_vertices: Tuple[Tuple[int, int], ...] = tuple(
            (int(g.edge_vertex[e][0]), int(g.edge_vertex[e][1])) for e in range(g.n_edges))
        self.edge_hexes: Tuple[Tuple[int, ...], ...] = tuple(_present(g.edge_hexes[e], 2) for e in range(g.n_edges))

    def find(self, hex_: HexLike) -> Optional[int]:
        """The index of `hex_` in hexes, or None when it is not in the set."""
        i = int(_n.lib.hs_graph_find(ctypes.byref(self._g), _as_hex("hex", hex_)._c()))
        return None if i < 0 else i

    def coastal_edges(self) -> int:
        """How many edges belong to exactly one hex of the set (the coast)."""
        return int(_n.lib.hs_graph_coastal_edges(ctypes.byref(self._g)))

    def vertex_neighbors(self, vertex: int) -> List[int]:
        """The vertices one edge away from vertex `vertex` (2 or 3), in edge order."""
        v = _check_int("vertex", vertex, 0, len(self.vertices) - 1)
        return [b if a == v else a for a, b in self.edge_vertices if v in (a, b)]

    def __len__(self) -> int:
        return len(self.hexes)

    def __repr__(self) -> str:
        return "<hexseed.Graph of %d hexes: %d vertices, %d edges>" % (
            len(self.hexes), len(self.vertices), len(self.edge_vertices))


def graph(hexes: Iterable[HexLike]) -> Graph:
    """The corner/edge graph of distinct hexes (Hex values or (q, r) tuples), at most 160.
    Raises BadInput for a hex listed twice, GaveUp for more than 160 hexes (the library's
    messages)."""
    from . import _check
    try:
        items = list(hexes)
    except TypeError:
        raise TypeError("hexes must be an iterable of hexseed.Hex or (q, r), not %s"
                        % type(hexes).__name__) from None
    listed = [_as_hex("each hex", h) for h in items]
    array = (_n.Hex * max(1, len(listed)))(*[h._c() for h in listed])
    native = _n.Graph()
    diag = _n.Diag()
    _check(_n.lib.hs_graph_build(ctypes.byref(native), array, len(listed), ctypes.byref(diag)), diag)
    return Graph(native)
