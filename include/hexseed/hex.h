/* SPDX-License-Identifier: MIT */
/* hexseed/hex.h: hex grid geometry on axial coordinates (pointy-top hexes in horizontal
 * rows): directions, neighbours, distance, rings and spirals, pixel layout, and the
 * corner/edge graph (intersections and roads) of any set of hexes.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_HEX_H
#define HEXSEED_HEX_H

#include <stdbool.h>
#include <stddef.h>

#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A hex in axial coordinates. On screen (y down) q grows to the east and r to the south-east
 * row; the third cube coordinate is s = -q - r. A plain value. */
typedef struct hs_hex {
    int q, r;
} hs_hex;

/* The six neighbour directions, clockwise on screen starting east. An edge of a hex is named
 * by the direction of the neighbour across it. */
typedef enum hs_dir {
    HS_DIR_E, HS_DIR_SE, HS_DIR_SW, HS_DIR_W, HS_DIR_NW, HS_DIR_NE, HS_DIR_COUNT
} hs_dir;

/* The six corners of a pointy-top hex, clockwise from the top. Edge d joins corners
 * (d+1)%6 and (d+2)%6: E joins NE-SE, SE joins SE-S, and so on. */
typedef enum hs_corner {
    HS_CORNER_N, HS_CORNER_NE, HS_CORNER_SE, HS_CORNER_S, HS_CORNER_SW, HS_CORNER_NW
} hs_corner;

/* A point on the page, in the caller's units (y grows downwards). */
typedef struct hs_point {
    double x, y;
} hs_point;

static inline hs_hex hs_hex_make(int q, int r)
{
    hs_hex h = {q, r};
    return h;
}

static inline bool hs_hex_eq(hs_hex a, hs_hex b)
{
    return a.q == b.q && a.r == b.r;
}

/* The neighbour of `h` in direction `dir` (0..5; taken modulo 6). Errors: none. */
hs_hex hs_hex_neighbor(hs_hex h, int dir);

/* Steps between two hexes (0 for the same hex). Errors: none. */
int hs_hex_distance(hs_hex a, hs_hex b);

/* The direction (0..5) from `a` to the adjacent hex `b`, or -1 when they are not neighbours.
 * Errors: none (-1 as said). */
int hs_hex_direction_to(hs_hex a, hs_hex b);

/* Writes the 6*radius hexes at distance `radius` from `center` into `out` (room for 6*radius,
 * or 1 when radius is 0) and returns how many were written. The ring starts at its top-left
  * corner (center + radius*NW) and runs clockwise. Errors: none; `out` must have the room said
  * (not checked). */
size_t hs_hex_ring(hs_hex center, int radius, hs_hex *out);

/* Writes every hex within `radius` of `center`, ring by ring from the centre outwards
  * (1 + 3*radius*(radius+1) hexes), and returns the count. Errors: none; `out` must have room
  * for 1 + 3*radius*(radius+1) hexes (not checked). */
size_t hs_hex_spiral(hs_hex center, int radius, hs_hex *out);

/* Centre of `h` for pointy-top hexes of circumradius `size` (corner to centre). Errors: none. */
hs_point hs_hex_center(hs_hex h, double size);

/* Corner `corner` (hs_corner) of `h` on the page. Errors: none. */
hs_point hs_hex_corner_point(hs_hex h, double size, int corner);

/* ---- The corner/edge graph of a set of hexes -------------------------------------------- */

/* A corner shared by up to three hexes, named canonically as the N or S corner of one hex:
 * the NE corner of (q,r) is the S corner of (q+1,r-1), and so on. */
typedef struct hs_vertex_key {
    int q, r;
    int south; /* 0: the N corner of (q,r); 1: its S corner */
} hs_vertex_key;

/* The canonical name of corner `corner` of hex `h`. Errors: none. */
hs_vertex_key hs_vertex_of(hs_hex h, int corner);

#define HS_GRAPH_MAX_HEXES 160
#define HS_GRAPH_MAX_VERTICES (6 * HS_GRAPH_MAX_HEXES)
#define HS_GRAPH_MAX_EDGES (6 * HS_GRAPH_MAX_HEXES)

/* Intersections and edges of a set of hexes, with the incidences a game needs. Indices of
 * hexes are positions in the array given to hs_graph_build; vertices and edges are numbered
 * in order of first appearance while walking the hexes in that order, corners clockwise from N.
 * A plain (large) value: build it once per shape and keep it. */
typedef struct hs_graph {
    int n_hexes, n_vertices, n_edges;
    hs_hex hexes[HS_GRAPH_MAX_HEXES];
    short neighbor[HS_GRAPH_MAX_HEXES][6];     /* hex index in direction d, or -1 */
    short hex_vertex[HS_GRAPH_MAX_HEXES][6];   /* vertex index of corner c */
    short hex_edge[HS_GRAPH_MAX_HEXES][6];     /* edge index of edge d */
    hs_vertex_key vertex[HS_GRAPH_MAX_VERTICES];
    short vertex_hexes[HS_GRAPH_MAX_VERTICES][3]; /* the 1-3 hexes at a vertex, -1 padded */
    short edge_vertex[HS_GRAPH_MAX_EDGES][2];
    short edge_hexes[HS_GRAPH_MAX_EDGES][2];   /* 1 or 2 hexes; -1 padded. One: a coastal edge */
} hs_graph;

/* Builds the graph of `n` distinct hexes into `*g`. Fails with HS_ELIMIT when n exceeds
  * HS_GRAPH_MAX_HEXES and HS_EINVAL when a hex is listed twice. Errors: HS_ELIMIT (more than
  * HS_GRAPH_MAX_HEXES hexes), HS_EINVAL (a hex listed twice), each with its reason in `diag`. */
hs_err hs_graph_build(hs_graph *g, const hs_hex *hexes, int n, hs_diag *diag);

/* Index of `h` in the graph, or -1. Linear in the number of hexes. Errors: none (-1 as said). */
int hs_graph_find(const hs_graph *g, hs_hex h);

/* How many edges lie on the coast (belong to exactly one hex of the set). Errors: none. */
int hs_graph_coastal_edges(const hs_graph *g);

#ifdef __cplusplus
}
#endif

#endif
