/* SPDX-License-Identifier: MIT */
/* spiral.c: the official number spiral: the board walked ring by ring from a corner, clockwise
 * or not, the order in which the letter tokens are laid. It reads only the shape it is given:
 * tables.c walks every shape once and keeps the paths with the shape's graph (hs_spiral_order). */

#include "catan_internal.h"

/* The six corner tiles, clockwise from the top-left, and the direction pointing off the board
 * at each: top-left NW, top-right NE, right E, bottom-right SE, bottom-left SW, left W. */
static int corner_tile(const hs_shape *shape, int corner)
{
    int widest = 0;
    for (int r = 1; r < shape->n_rows; r++)
        if (shape->row_len[r] > shape->row_len[widest])
            widest = r;
    int last = shape->n_rows - 1;
    switch (corner) {
    case 0: return hs_shape_tile_index(shape, 0, 0);
    case 1: return hs_shape_tile_index(shape, 0, shape->row_len[0] - 1);
    case 2: return hs_shape_tile_index(shape, widest, shape->row_len[widest] - 1);
    case 3: return hs_shape_tile_index(shape, last, shape->row_len[last] - 1);
    case 4: return hs_shape_tile_index(shape, last, 0);
    default: return hs_shape_tile_index(shape, widest, 0);
    }
}

void hs_spiral_walk(const hs_shape *shape, const short neighbor[][6], int n, int corner, bool clockwise,
                    uint8_t *order)
{
    bool visited[HS_BOARD_MAX_TILES] = {false}, ring[HS_BOARD_MAX_TILES];
    const int turn = clockwise ? 1 : -1;

    int cur = corner_tile(shape, corner), count = 0;
    int outward = (corner + 4) % 6;
    int heading = (outward + 2 * turn + 6) % 6;

    while (count < n) {
        /* The ring: unvisited tiles touching the outside or a visited tile. */
        for (int t = 0; t < n; t++) {
            ring[t] = false;
            if (visited[t])
                continue;
            for (int d = 0; d < 6; d++) {
                int j = neighbor[t][d];
                if (j < 0 || visited[j])
                    ring[t] = true;
            }
        }
        if (count > 0) {
            /* Step inwards from the last tile, continuing the turn; else the first ring tile. */
            int next = -1;
            for (int k = 0; k < 6 && next < 0; k++) {
                int d = ((heading - turn * (1 - k)) % 6 + 6) % 6;
                int j = neighbor[cur][d];
                if (j >= 0 && ring[j]) {
                    next = j;
                    heading = d;
                }
            }
            for (int t = 0; t < n && next < 0; t++)
                if (ring[t])
                    next = t;
            cur = next;
        }
        for (;;) {
            visited[cur] = true;
            order[count++] = (uint8_t)cur;
            int next = -1;
            for (int k = 0; k < 6 && next < 0; k++) {
                int d = ((heading - turn * (1 - k)) % 6 + 6) % 6;
                int j = neighbor[cur][d];
                if (j >= 0 && ring[j] && !visited[j]) {
                    next = j;
                    heading = d;
                }
            }
            if (next < 0)
                break;
            cur = next;
        }
    }
}

