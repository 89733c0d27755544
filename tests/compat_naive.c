/* SPDX-License-Identifier: MIT */
/* compat_naive.c: see compat_naive.h. */
#include "compat_naive.h"

#include <string.h>

void naive_corners_build(naive_corners *c)
{
    hs_tile tiles[HS_BOARD_MAX_TILES];
    hs_catan_options o = hs_catan_default();
    hs_board b;
    hs_catan_generate(&o, &b, NULL);
    hs_hex hexes[19];
    for (int t = 0; t < 19; t++)
        hexes[t] = b.tiles[t].hex;
    (void)tiles;
    hs_graph_build(&c->graph, hexes, 19, NULL);
    for (int v = 0; v < c->graph.n_vertices; v++) {
        /* a corner's position: the mean of the corner points of its hexes */
        hs_vertex_key k = c->graph.vertex[v];
        hs_point p = hs_hex_corner_point(hs_hex_make(k.q, k.r), 1.0, k.south ? HS_CORNER_S : HS_CORNER_N);
        c->side[0][v] = p.y < 0 ? -1 : 1;
        double s = p.x * 0.8660254037844386 + p.y * 0.5;
        c->side[1][v] = s < 0 ? -1 : 1;
    }
}

static int dots(int n)
{
    return n ? 6 - (n > 7 ? n - 7 : 7 - n) : 0;
}

double naive_compat(const naive_corners *c, const hs_board *b, double raw[5])
{
    static const int kind_terrain[6] = {HS_DESERT, HS_MOUNTAINS, HS_FOREST, HS_FIELDS, HS_PASTURE, HS_HILLS};
    int line_rd[2] = {0, 0}, line_pdb[2] = {0, 0};
    for (int l = 0; l < 2; l++) {
        int res[2][6], dot[2] = {0, 0};
        memset(res, 0, sizeof res);
        for (int v = 0; v < c->graph.n_vertices; v++) {
            int side = c->side[l][v] < 0 ? 0 : 1;
            for (int k = 0; k < 3; k++) {
                int h = c->graph.vertex_hexes[v][k];
                if (h < 0 || b->tiles[h].terrain == HS_DESERT)
                    continue;
                for (int r = 1; r <= 5; r++)
                    res[side][r] += b->tiles[h].terrain == kind_terrain[r];
                dot[side] += dots(b->tiles[h].number);
            }
        }
        for (int r = 1; r <= 5; r++)
            line_rd[l] += (res[0][r] - res[1][r]) * (res[0][r] - res[1][r]);
        line_pdb[l] = (dot[0] - dot[1]) * (dot[0] - dot[1]);
    }
    int rc_total = 0, pc_total = 0;
    for (int v = 0; v < c->graph.n_vertices; v++) {
        int res[6] = {0}, num[13] = {0};
        for (int k = 0; k < 3; k++) {
            int h = c->graph.vertex_hexes[v][k];
            if (h < 0 || b->tiles[h].terrain == HS_DESERT)
                continue;
            for (int r = 1; r <= 5; r++)
                res[r] += b->tiles[h].terrain == kind_terrain[r];
            num[b->tiles[h].number]++;
        }
        for (int r = 1; r <= 5; r++)
            rc_total += res[r] == 2 ? 1 : res[r] == 3 ? 3 : 0;
        for (int n = 2; n <= 12; n++)
            pc_total += num[n] == 2;
    }
    static const int count[6] = {0, 3, 4, 4, 4, 3};
    double pdr = 0;
    for (int r = 1; r <= 5; r++) {
        int actual = 0;
        for (int t = 0; t < 19; t++)
            if (b->tiles[t].terrain == kind_terrain[r])
                actual += dots(b->tiles[t].number);
        double e = (double)(count[r] * 58) / 18.0;
        pdr += (e - actual) * (e - actual);
    }
    raw[0] = line_rd[0] + 2 * line_rd[1];
    raw[1] = rc_total / 2.0 * 5;
    raw[2] = pc_total / 2.0 * 5;
    raw[3] = pdr;
    raw[4] = line_pdb[0] + 2 * line_pdb[1];
    static const double limit[5] = {4536, 90.0, 40.0, 109.92592592592594, 40932};
    double sum = 0;
    for (int f = 0; f < 5; f++)
        sum += raw[f] / limit[f];
    return sum / 5;
}
