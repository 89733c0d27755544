/* SPDX-License-Identifier: MIT */
/* hex.c: axial hex geometry and the corner/edge graph of a set of hexes. */
#include "hexseed/hex.h"
#include "fail.h"

#include <math.h>
#include <stdlib.h>

static const int dir_dq[6] = {+1, 0, -1, -1, 0, +1};
static const int dir_dr[6] = {0, +1, +1, 0, -1, -1};

hs_hex hs_hex_neighbor(hs_hex h, int dir)
{
    dir = ((dir % 6) + 6) % 6;
    return hs_hex_make(h.q + dir_dq[dir], h.r + dir_dr[dir]);
}

int hs_hex_distance(hs_hex a, hs_hex b)
{
    int dq = a.q - b.q, dr = a.r - b.r, ds = -dq - dr;
    return (abs(dq) + abs(dr) + abs(ds)) / 2;
}

int hs_hex_direction_to(hs_hex a, hs_hex b)
{
    for (int d = 0; d < 6; d++)
        if (b.q - a.q == dir_dq[d] && b.r - a.r == dir_dr[d])
            return d;
    return -1;
}

size_t hs_hex_ring(hs_hex center, int radius, hs_hex *out)
{
    if (radius <= 0) {
        out[0] = center;
        return 1;
    }
    hs_hex h = hs_hex_make(center.q + dir_dq[HS_DIR_NW] * radius, center.r + dir_dr[HS_DIR_NW] * radius);
    size_t n = 0;
    for (int side = 0; side < 6; side++)
        for (int step = 0; step < radius; step++) {
            out[n++] = h;
            h = hs_hex_neighbor(h, side);
        }
    return n;
}

size_t hs_hex_spiral(hs_hex center, int radius, hs_hex *out)
{
    size_t n = 0;
    for (int k = 0; k <= radius; k++)
        n += hs_hex_ring(center, k, out + n);
    return n;
}

hs_point hs_hex_center(hs_hex h, double size)
{
    hs_point p = {size * sqrt(3.0) * (h.q + h.r / 2.0), size * 1.5 * h.r};
    return p;
}

hs_point hs_hex_corner_point(hs_hex h, double size, int corner)
{
    hs_point c = hs_hex_center(h, size);
    double angle = (60.0 * corner - 90.0) * (3.14159265358979323846 / 180.0);
    hs_point p = {c.x + size * cos(angle), c.y + size * sin(angle)};
    return p;
}

hs_vertex_key hs_vertex_of(hs_hex h, int corner)
{
    hs_vertex_key k;
    switch (((corner % 6) + 6) % 6) {
    case HS_CORNER_N:  k = (hs_vertex_key){h.q, h.r, 0}; break;
    case HS_CORNER_NE: k = (hs_vertex_key){h.q + 1, h.r - 1, 1}; break;
    case HS_CORNER_SE: k = (hs_vertex_key){h.q, h.r + 1, 0}; break;
    case HS_CORNER_S:  k = (hs_vertex_key){h.q, h.r, 1}; break;
    case HS_CORNER_SW: k = (hs_vertex_key){h.q - 1, h.r + 1, 0}; break;
    default:           k = (hs_vertex_key){h.q, h.r - 1, 1}; break; /* NW */
    }
    return k;
}

int hs_graph_find(const hs_graph *g, hs_hex h)
{
    for (int i = 0; i < g->n_hexes; i++)
        if (hs_hex_eq(g->hexes[i], h))
            return i;
    return -1;
}

static int find_vertex(const hs_graph *g, hs_vertex_key k)
{
    for (int v = 0; v < g->n_vertices; v++)
        if (g->vertex[v].q == k.q && g->vertex[v].r == k.r && g->vertex[v].south == k.south)
            return v;
    return -1;
}

static int find_edge(const hs_graph *g, int a, int b)
{
    for (int e = 0; e < g->n_edges; e++) {
        int x = g->edge_vertex[e][0], y = g->edge_vertex[e][1];
        if ((x == a && y == b) || (x == b && y == a))
            return e;
    }
    return -1;
}

static void add_to(short *slots, int n, int value)
{
    for (int i = 0; i < n; i++)
        if (slots[i] < 0) {
            slots[i] = (short)value;
            return;
        }
}

hs_err hs_graph_build(hs_graph *g, const hs_hex *hexes, int n, hs_diag *diag)
{
    if (n < 0 || n > HS_GRAPH_MAX_HEXES)
        return hs_fail(diag, HS_ELIMIT, "a board may have at most %d hexes, not %d", HS_GRAPH_MAX_HEXES, n);
    g->n_hexes = n;
    g->n_vertices = 0;
    g->n_edges = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (hs_hex_eq(hexes[i], hexes[j]))
                return hs_fail(diag, HS_EINVAL, "hex (%d,%d) is listed twice", hexes[i].q, hexes[i].r);
        g->hexes[i] = hexes[i];
    }
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++)
            g->neighbor[i][d] = (short)hs_graph_find(g, hs_hex_neighbor(hexes[i], d));

    /* Building this graph is quadratic in the board size; boards are small and a shape's
     * graph is built once, so clarity wins over a hash table here. */
    for (int i = 0; i < n; i++)
        for (int c = 0; c < 6; c++) {
            hs_vertex_key k = hs_vertex_of(hexes[i], c);
            int v = find_vertex(g, k);
            if (v < 0) {
                v = g->n_vertices++;
                g->vertex[v] = k;
                for (int s = 0; s < 3; s++)
                    g->vertex_hexes[v][s] = -1;
            }
            g->hex_vertex[i][c] = (short)v;
            add_to(g->vertex_hexes[v], 3, i);
        }
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++) {
            int a = g->hex_vertex[i][(d + 1) % 6], b = g->hex_vertex[i][(d + 2) % 6];
            int e = find_edge(g, a, b);
            if (e < 0) {
                e = g->n_edges++;
                g->edge_vertex[e][0] = (short)a;
                g->edge_vertex[e][1] = (short)b;
                g->edge_hexes[e][0] = g->edge_hexes[e][1] = -1;
            }
            g->hex_edge[i][d] = (short)e;
            add_to(g->edge_hexes[e], 2, i);
        }
    return HS_OK;
}

int hs_graph_coastal_edges(const hs_graph *g)
{
    int coastal = 0;
    for (int e = 0; e < g->n_edges; e++)
        coastal += g->edge_hexes[e][1] < 0;
    return coastal;
}
