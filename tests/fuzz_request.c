/* SPDX-License-Identifier: MIT */
/* fuzz_request.c: random board requests for the oracle's test and benchmark (fuzz_request.h). */
#include <stdio.h>
#include <string.h>

#include "../src/catan/catan_internal.h"
#include "fuzz_request.h"
#include "hexseed/rng.h"
#include "hexseed/rules.h"

void hs_fuzz_request(uint32_t k, hs_catan_options *o)
{
    hs_rng rng = hs_rng_seed(0x5A7u ^ (k * 2654435761u));
    *o = hs_catan_default();
    o->mode = hs_rng_below(&rng, 2) ? HS_MODE_5_6 : HS_MODE_CLASSIC;
    o->numbers = hs_rng_below(&rng, 4) == 0 ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    o->seed = hs_rng_next(&rng);
    hs_rules *r = &o->rules;
    r->on = 0;
    for (int i = 0; i < hs_rule_count(); i++)
        if (hs_rng_below(&rng, 100) < 35)
            r->on |= 1u << i;
    r->pips = (uint8_t)(5 + hs_rng_below(&rng, 11));
    r->group = (uint8_t)(2 + hs_rng_below(&rng, 8));
    r->desert = (uint8_t)hs_rng_below(&rng, 2);
    static const uint8_t resources[] = {HS_FOREST, HS_HILLS, HS_FIELDS, HS_PASTURE, HS_MOUNTAINS};
    for (int n = 1 + (int)hs_rng_below(&rng, 2); n > 0; n--)
        r->min_pips[resources[hs_rng_below(&rng, 5)]] = (uint8_t)(2 + hs_rng_below(&rng, 4));
    for (int n = 1 + (int)hs_rng_below(&rng, 2); n > 0; n--)
        r->max_pips[resources[hs_rng_below(&rng, 5)]] = (uint8_t)(1 + hs_rng_below(&rng, 4));
    if (!(r->on & HS_RULE_MIN_PIPS))
        memset(r->min_pips, 0, sizeof r->min_pips);
    if (!(r->on & HS_RULE_MAX_PIPS))
        memset(r->max_pips, 0, sizeof r->max_pips);

    hs_board shape;
    hs_layout_tiles(o->mode, &shape);
    uint8_t bag[HS_TERRAIN_COUNT], tokens[13];
    hs_group_bags(o->mode, 0, bag, tokens);
    int n_locks = (int)hs_rng_below(&rng, 7);
    o->n_locks = 0;
    for (int tries = 0; o->n_locks < n_locks && tries < 100; tries++) {
        int tile = (int)hs_rng_below(&rng, (uint32_t)shape.n_tiles), terrain = (int)hs_rng_below(&rng, HS_SEA);
        bool taken = false;
        for (int j = 0; j < o->n_locks; j++)
            taken |= o->locks[j].tile == tile;
        if (taken || !bag[terrain])
            continue;
        bag[terrain]--;
        hs_lock *l = &o->locks[o->n_locks++];
        l->tile = (uint8_t)tile;
        l->terrain = (uint8_t)terrain;
        l->number = 0;
        if (terrain != HS_DESERT && o->numbers == HS_NUMBERS_RANDOM && hs_rng_below(&rng, 2)) {
            int v = 2 + (int)hs_rng_below(&rng, 11);
            if (v != 7 && tokens[v]) {
                tokens[v]--;
                l->number = (uint8_t)v;
            }
        }
    }
}

void hs_fuzz_describe(const hs_catan_options *o, char *buf, size_t size)
{
    char rules[256];
    hs_rules_format(&o->rules, rules, sizeof rules);
    hs_board shape;
    hs_layout_tiles(o->mode, &shape);
    int n = snprintf(buf, size, "hexseed catan --mode %s%s --seed %u --rules %s", hs_mode_name(o->mode),
                     o->numbers == HS_NUMBERS_SPIRAL ? " --numbers spiral" : "", o->seed, rules);
    for (int k = 0; k < o->n_locks && n > 0 && (size_t)n < size; k++) {
        const hs_lock *l = &o->locks[k];
        hs_hex h = shape.tiles[l->tile].hex;
        n += snprintf(buf + n, size - (size_t)n, " --lock %d,%d=%s", h.q, h.r, hs_terrain_name((hs_terrain)l->terrain));
        if (l->number && (size_t)n < size)
            n += snprintf(buf + n, size - (size_t)n, ":%u", l->number);
    }
}

void hs_fuzz_gen_start(const hs_catan_options *o, hs_board *board, hs_gen *g)
{
    memset(board, 0, sizeof *board);
    board->options = *o;
    uint8_t harbor_bag[HS_SHAPE_MAX_HARBORS];
    (void)hs_catan_start(g, o, board, harbor_bag);
}

int hs_fuzz_cadical_alone(const hs_catan_options *o, int conflicts)
{
    hs_board board;
    hs_gen g;
    hs_fuzz_gen_start(o, &board, &g);
    return hs_gen_oracle_verdict(&g, conflicts);
}
