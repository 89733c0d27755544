/* SPDX-License-Identifier: MIT */
/* rules_check.c: the placement rules written out one by one from their descriptions in
 * docs/design.md and hexseed/rules.h, by brute force over the hexes, sharing no code with the
 * library's rule table, search or checker. */
#include <stdio.h>
#include <string.h>

#include "../src/catan/catan_internal.h"
#include "rules_check.h"

static int pips(int n)
{
    static const int table[13] = {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};
    return n >= 0 && n <= 12 ? table[n] : 0;
}

static int find(const check_board *b, hs_hex h)
{
    for (int i = 0; i < b->n; i++)
        if (b->hex[i].q == h.q && b->hex[i].r == h.r)
            return i;
    return -1;
}

static bool land(const check_board *b, int i)
{
    return i >= 0 && b->terrain[i] != HS_SEA;
}

static bool adjacent(const check_board *b, int i, int j)
{
    int dq = b->hex[i].q - b->hex[j].q, dr = b->hex[i].r - b->hex[j].r;
    return (dq == 1 && dr == 0) || (dq == -1 && dr == 0) || (dq == 0 && dr == 1) || (dq == 0 && dr == -1) ||
           (dq == 1 && dr == -1) || (dq == -1 && dr == 1);
}

static bool fail(char *why, size_t size, const char *rule, int tile)
{
    snprintf(why, size, "%s at tile %d", rule, tile);
    return false;
}

static bool on(const hs_rules *r, unsigned bit)
{
    return (r->on & bit) != 0;
}

static bool resource(int terrain)
{
    return terrain != HS_DESERT && terrain != HS_SEA;
}

bool check_rules(const check_board *b, const hs_rules *r, char *why, size_t size)
{
    for (int i = 0; i < b->n; i++) {
        if (!land(b, i) || b->group[i] < 0) /* sea, or land a scenario fixes as it is (its neighbours count) */
            continue;
        int x = b->number[i], tx = b->terrain[i];
        for (int j = 0; j < b->n; j++) {
            if (j == i || !land(b, j) || !adjacent(b, i, j))
                continue;
            int y = b->number[j], ty = b->terrain[j];
            if (on(r, HS_RULE_RED) && (x == 6 || x == 8) && (y == 6 || y == 8))
                return fail(why, size, "red", i);
            if (on(r, HS_RULE_EXTREMES) && (x == 2 || x == 12) && (y == 2 || y == 12))
                return fail(why, size, "extremes", i);
            if (on(r, HS_RULE_EQUAL) && x && x == y)
                return fail(why, size, "equal", i);
            if (on(r, HS_RULE_TERRAIN) && resource(tx) && tx == ty)
                return fail(why, size, "terrain", i);
            if (on(r, HS_RULE_DESERTS_APART) && tx == HS_DESERT && ty == HS_DESERT)
                return fail(why, size, "deserts-apart", i);
        }
        if (on(r, HS_RULE_PIPS)) /* each corner: this hex and the two neighbours meeting there */
            for (int d = 0; d < 6; d++) {
                int a = find(b, hs_hex_neighbor(b->hex[i], d)), c = find(b, hs_hex_neighbor(b->hex[i], (d + 1) % 6));
                int sum = pips(x) + (land(b, a) ? pips(b->number[a]) : 0) + (land(b, c) ? pips(b->number[c]) : 0);
                if (sum > r->pips)
                    return fail(why, size, "pips", i);
            }
        if (on(r, HS_RULE_GROUP) && resource(tx)) {
            /* the connected group of this terrain through i, by repeated sweeps */
            bool in[HS_BOARD_MAX_TILES] = {false};
            in[i] = true;
            int size_now = 1;
            for (bool grew = true; grew;) {
                grew = false;
                for (int j = 0; j < b->n; j++)
                    for (int k = 0; k < b->n && !in[j]; k++)
                        if (in[k] && land(b, j) && b->terrain[j] == tx && adjacent(b, j, k)) {
                            in[j] = grew = true;
                            size_now++;
                        }
            }
            if (size_now > r->group)
                return fail(why, size, "group", i);
        }
        if (on(r, HS_RULE_DESERT) && tx == HS_DESERT) {
            bool ok = b->centre[i];
            if (r->desert == HS_DESERT_INLAND) {
                ok = true;
                for (int d = 0; d < 6; d++)
                    ok = ok && land(b, find(b, hs_hex_neighbor(b->hex[i], d)));
            }
            if (!ok)
                return fail(why, size, "desert", i);
        }
        if (on(r, HS_RULE_MIN_PIPS) && r->min_pips[tx] && pips(x) < r->min_pips[tx])
            return fail(why, size, "min-pips", i);
        if (on(r, HS_RULE_MAX_PIPS) && r->max_pips[tx] && pips(x) > r->max_pips[tx])
            return fail(why, size, "max-pips", i);
    }
    if (on(r, HS_RULE_SPREAD_RED))
        for (int g = 0; g < 2; g++) {
            int reds = 0, per[HS_TERRAIN_COUNT] = {0};
            for (int i = 0; i < b->n; i++)
                if (b->group[i] == g && (b->number[i] == 6 || b->number[i] == 8)) {
                    reds++;
                    per[b->terrain[i]]++;
                }
            int cap = (reds + 4) / 5;
            for (int t = 0; t < HS_TERRAIN_COUNT; t++)
                if (per[t] > cap)
                    return fail(why, size, "spread-red", t);
        }
    return true;
}

void check_board_of(const hs_board *board, check_board *out)
{
    memset(out, 0, sizeof *out);
    out->n = board->n_tiles;
    hs_board_groups(board, out->group);
    const hs_shape *shape = board->options.landmass ? NULL : hs_shape_of(board->options.mode);
    for (int i = 0; i < board->n_tiles; i++) {
        out->hex[i] = board->tiles[i].hex;
        out->terrain[i] = board->tiles[i].terrain;
        out->number[i] = board->tiles[i].number;
        for (int c = 0; shape && c < shape->n_centre; c++)
            out->centre[i] |= board->tiles[i].hex.q == shape->centre_q[c] && board->tiles[i].hex.r == shape->centre_r[c];
    }
}
