/* SPDX-License-Identifier: MIT */
/* test_rules.c: the rule table and the complete search held against brute force. On thousands
 * of small random boards (3 to 6 hexes, random bags, random rules of every kind, locked tiles)
 * an oracle enumerates every placement: the search must find a board exactly when one exists,
 * and every board it returns must obey every rule by the independent checker of rules_check.c,
 * which also checks random boards of every layout and every board of the golden file. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "../src/catan/generate.h"
#include "hexseed/code.h"
#include "hexseed/rules.h"
#include "arrange.h"
#include "rules_check.h"

/* ---- Small random instances --------------------------------------------------------------- */

typedef struct instance {
    hs_catan_options opt;
    hs_board board;             /* the hexes */
    uint8_t bag[HS_TERRAIN_COUNT];
    int n_tokens;
    uint8_t tokens[8];
} instance;

static const uint8_t numbers[10] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};

/* A connected shape of n hexes grown from the origin, a bag, tokens and rules, all random. */
static void make_instance(hs_rng *r, instance *in)
{
    memset(in, 0, sizeof *in);
    int n = 3 + (int)hs_rng_below(r, 3) + (hs_rng_below(r, 6) == 0);
    in->board.n_tiles = 0;
    in->board.tiles[in->board.n_tiles++].hex = hs_hex_make(0, 0);
    while (in->board.n_tiles < n) {
        hs_hex from = in->board.tiles[hs_rng_below(r, (uint32_t)in->board.n_tiles)].hex;
        hs_hex h = hs_hex_neighbor(from, (int)hs_rng_below(r, 6));
        bool taken = false;
        for (int i = 0; i < in->board.n_tiles; i++)
            taken |= hs_hex_eq(in->board.tiles[i].hex, h);
        if (!taken)
            in->board.tiles[in->board.n_tiles++].hex = h;
    }
    int deserts = 0;
    for (int i = 0; i < n; i++) {
        int t = hs_rng_below(r, 5) == 0 ? HS_DESERT : 1 + (int)hs_rng_below(r, 3); /* few kinds: clashes */
        if (hs_rng_below(r, 12) == 0)
            t = HS_GOLD;
        in->bag[t]++;
        deserts += t == HS_DESERT;
    }
    in->n_tokens = n - deserts;
    for (int k = 0; k < in->n_tokens; k++)
        in->tokens[k] = numbers[hs_rng_below(r, 10)];

    hs_catan_options *o = &in->opt;
    *o = hs_catan_default();
    o->max_nodes = 0;
    o->seed = hs_rng_next(r);
    o->rules.on = 0;
    for (int i = 0; i < hs_rule_count(); i++)
        if (hs_rng_below(r, 4) == 0)
            o->rules.on |= 1u << i;
    o->rules.pips = (uint8_t)(5 + hs_rng_below(r, 8));
    o->rules.group = (uint8_t)(2 + hs_rng_below(r, 2));
    o->rules.desert = (uint8_t)hs_rng_below(r, 2);
    int t = 1 + (int)hs_rng_below(r, 3);
    o->rules.min_pips[t] = (uint8_t)(2 + hs_rng_below(r, 3));
    o->rules.max_pips[1 + (int)hs_rng_below(r, 3)] = (uint8_t)(1 + hs_rng_below(r, 4));
    if (hs_rng_below(r, 4) == 0) { /* a locked tile, from the bag, with a number or not */
        hs_lock *l = &o->locks[o->n_locks++];
        l->tile = (uint8_t)hs_rng_below(r, (uint32_t)n);
        do
            l->terrain = (uint8_t)hs_rng_below(r, HS_SEA);
        while (!in->bag[l->terrain]);
        if (l->terrain != HS_DESERT && in->n_tokens && hs_rng_below(r, 2))
            l->number = in->tokens[hs_rng_below(r, (uint32_t)in->n_tokens)];
    }
}

/* The search of the library on the instance, with the SAT oracle as `oracle` says (the oracle
 * verdict == NULL) or CaDiCaL alone on the instance's formula (*verdict: 1 a board, 0 none):
 * HS_OK with the board, or HS_EUNSAT. */
static hs_err solve_with(const instance *in, int oracle, hs_board *out, int *verdict)
{
    *out = in->board;
    hs_catan_options opt = in->opt;
    opt.oracle = (uint8_t)oracle;
    out->options = opt;
    hs_gen g;
    hs_gen_init(&g, NULL, &opt, out, NULL, out->n_tiles);
    hs_rng rng = hs_rng_seed(in->opt.seed);
    hs_gen_draw_terrain(&g, &rng, in->bag);
    hs_gen_draw_numbers(&g, &rng, in->tokens, in->n_tokens);
    hs_gen_draw_order(&g, &rng);
    if (verdict) {
        *verdict = hs_gen_oracle_verdict(&g, 0);
        return *verdict == 1 ? HS_OK : HS_EUNSAT;
    }
    hs_err err = hs_gen_solve(&g, NULL);
    if (!err)
        hs_gen_store(&g, NULL, out);
    return err;
}

static hs_err solve(const instance *in, hs_board *out)
{
    return solve_with(in, HS_ORACLE_OFF, out, NULL);
}

static bool locks_hold(const hs_catan_options *o, const check_board *b)
{
    for (int k = 0; k < o->n_locks; k++) {
        const hs_lock *l = &o->locks[k];
        if (b->terrain[l->tile] != l->terrain || (l->number && b->number[l->tile] != l->number))
            return false;
    }
    return true;
}

/* The start of a brute force over the instance: its hexes in `b`, with no terrain or numbers
 * yet, and its terrain bag as a list in `terrain`, in the first arrangement (arrange.h).
 * Returns the number of hexes. */
static int brute_force_start(const instance *in, check_board *b, uint8_t terrain[8])
{
    memset(b, 0, sizeof *b);
    int n = b->n = in->board.n_tiles;
    for (int i = 0; i < n; i++)
        b->hex[i] = in->board.tiles[i].hex;
    int k = 0;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        for (int c = 0; c < in->bag[t]; c++)
            terrain[k++] = (uint8_t)t;
    arrange_first(terrain, n);
    return n;
}

/* Brute force on the terrain of `b`: every arrangement of the instance's tokens on the hexes
 * that take a number, until one holds every rule and lock (true, and `b` holds its numbers). */
static bool some_numbers_fit(const instance *in, check_board *b)
{
    uint8_t tokens[8];
    memcpy(tokens, in->tokens, (size_t)in->n_tokens);
    arrange_first(tokens, in->n_tokens);
    char why[64];
    do {
        for (int i = 0, j = 0; i < b->n; i++)
            b->number[i] = b->terrain[i] == HS_DESERT ? 0 : tokens[j++];
        if (locks_hold(&in->opt, b) && check_rules(b, &in->opt.rules, why, sizeof why))
            return true;
    } while (arrange_next(tokens, in->n_tokens));
    return false;
}

/* Brute force: every arrangement of the terrain bag, and on each every arrangement of the
 * tokens on the hexes that take a number. */
static bool some_board_exists(const instance *in)
{
    check_board b;
    uint8_t terrain[8];
    int n = brute_force_start(in, &b, terrain);
    hs_rules terrain_only = in->opt.rules; /* rules that look at terrain alone, to skip early */
    terrain_only.on &= HS_RULE_TERRAIN | HS_RULE_DESERTS_APART | HS_RULE_GROUP | HS_RULE_DESERT;
    char why[64];
    do {
        memcpy(b.terrain, terrain, (size_t)n);
        memset(b.number, 0, sizeof b.number);
        if (check_rules(&b, &terrain_only, why, sizeof why) && some_numbers_fit(in, &b))
            return true;
    } while (arrange_next(terrain, n));
    return false;
}

static void search_finds_a_board_exactly_when_one_exists(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(2026);
    int found = 0, none = 0, per_rule[32] = {0};
    for (int k = 0; k < 3000; k++) {
        instance in;
        make_instance(&r, &in);
        hs_board b;
        hs_err err = solve(&in, &b);
        bool exists = some_board_exists(&in);
        if ((err == HS_OK) != exists) {
            char rules[200];
            hs_rules_format(&in.opt.rules, rules, sizeof rules);
            fprintf(stderr, "instance %d (%d hexes, rules %s, %u locks): search %s, oracle %s\n", k, in.board.n_tiles,
                    rules, in.opt.n_locks, hs_errname(err), exists ? "a board exists" : "no board");
        }
        assert_int_equal(err == HS_OK, exists);
        assert_true(err == HS_OK || err == HS_EUNSAT);
        if (err)
            continue;
        found++;
        check_board cb;
        memset(&cb, 0, sizeof cb);
        cb.n = b.n_tiles;
        uint8_t bag[HS_TERRAIN_COUNT] = {0};
        for (int i = 0; i < b.n_tiles; i++) {
            cb.hex[i] = b.tiles[i].hex;
            cb.terrain[i] = b.tiles[i].terrain;
            cb.number[i] = b.tiles[i].number;
            bag[b.tiles[i].terrain]++;
        }
        char why[64] = "";
        if (!check_rules(&cb, &in.opt.rules, why, sizeof why))
            fprintf(stderr, "instance %d: %s\n", k, why);
        assert_true(check_rules(&cb, &in.opt.rules, why, sizeof why));
        assert_true(locks_hold(&in.opt, &cb));
        assert_memory_equal(bag, in.bag, sizeof bag);
        for (int i = 0; i < hs_rule_count(); i++)
            per_rule[i] += (in.opt.rules.on >> i) & 1u;
    }
    none = 3000 - found;
    /* Both answers occur often, and every rule was in force on many solved boards. */
    assert_true(found > 300 && none > 300);
    for (int i = 0; i < hs_rule_count(); i++)
        assert_true(per_rule[i] > 50);
}

/* The SAT oracle against the same brute force: CaDiCaL alone on the instance's formula says a
 * board exists exactly when one does (so the formula states the rules, no more, no less), and
 * the search with the oracle from its first node finds exactly the board the search finds
 * without it (so it only ever cut branches without a board). */
static void oracle_agrees_with_brute_force(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(2027);
    int cut = 0;
    for (int k = 0; k < 2000; k++) {
        instance in;
        make_instance(&r, &in);
        bool exists = some_board_exists(&in);
        hs_board plain, helped, unused;
        int verdict = -1;
        hs_err err = solve_with(&in, HS_ORACLE_OFF, &plain, NULL);
        hs_err helped_err = solve_with(&in, HS_ORACLE_ALWAYS, &helped, NULL);
        solve_with(&in, HS_ORACLE_OFF, &unused, &verdict);
        if (verdict != (int)exists || helped_err != err) {
            char rules[200];
            hs_rules_format(&in.opt.rules, rules, sizeof rules);
            fprintf(stderr, "instance %d (%d hexes, rules %s, %u locks): brute force %d, CaDiCaL %d, search %s, with the "
                    "oracle %s\n", k, in.board.n_tiles, rules, in.opt.n_locks, exists, verdict, hs_errname(err),
                    hs_errname(helped_err));
        }
        assert_int_equal(verdict, exists);
        assert_int_equal(helped_err, err);
        for (int t = 0; !err && t < plain.n_tiles; t++) {
            assert_int_equal(helped.tiles[t].terrain, plain.tiles[t].terrain);
            assert_int_equal(helped.tiles[t].number, plain.tiles[t].number);
        }
        cut += !exists;
    }
    assert_true(cut > 200);
}

/* The rank of terrain v at tile t in the order of the solver's first board (docs/design.md):
 * the drawn terrain first, then the others in ascending order. */
static int terrain_rank(const uint8_t *drawn, int t, int v)
{
    return v == drawn[t] ? 0 : 1 + v;
}

/* Brute force: among every board, the terrain that comes first over the tiles of `order` by
 * terrain_rank. False when there is no board. */
static bool first_terrain(const instance *in, const uint8_t *order, const uint8_t *drawn, uint8_t *first)
{
    check_board b;
    uint8_t terrain[8];
    int n = brute_force_start(in, &b, terrain);
    bool any = false;
    do {
        memcpy(b.terrain, terrain, (size_t)n);
        bool comes_first = !any; /* skip the tokens of a terrain that cannot come first */
        for (int i = 0; any && i < n; i++) {
            int a = terrain_rank(drawn, order[i], terrain[order[i]]), f = terrain_rank(drawn, order[i], first[order[i]]);
            if (a != f) {
                comes_first = a < f;
                break;
            }
        }
        if (comes_first && some_numbers_fit(in, &b)) {
            memcpy(first, terrain, (size_t)n);
            any = true;
        }
    } while (arrange_next(terrain, n));
    return any;
}

/* The solver's first board, which decides past the search's budget, against brute force: with
 * that budget cut to a handful of nodes (so that the solver answers almost every instance),
 * every answer is brute force's, every board holds every rule, and its terrain is the first
 * board's in the order design.md defines (when the search ended within the handful of nodes,
 * its board comes first too: its terrain is the drawn one, rank 0 on every tile). */
static void solver_board_comes_first_in_its_order(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(2028);
    int boards = 0, by_solver = 0;
    for (int k = 0; k < 1500; k++) {
        instance in;
        make_instance(&r, &in);
        hs_board b = in.board;
        b.options = in.opt;
        hs_gen g;
        hs_gen_init(&g, NULL, &in.opt, &b, NULL, b.n_tiles);
        g.budget = 1 + (uint32_t)hs_rng_below(&r, 4);
        hs_rng rng = hs_rng_seed(in.opt.seed);
        hs_gen_draw_terrain(&g, &rng, in.bag);
        hs_gen_draw_numbers(&g, &rng, in.tokens, in.n_tokens);
        hs_gen_draw_order(&g, &rng);
        uint8_t drawn[8], first[8];
        for (int t = 0, i = 0; t < b.n_tiles; t++)
            drawn[t] = g.lock_terrain[t] != HS_PLACE_NONE ? g.lock_terrain[t] : g.terrain_bag[i++];
        hs_err err = hs_gen_solve(&g, NULL);
        bool exists = first_terrain(&in, g.order, drawn, first);
        assert_int_equal(err, exists ? HS_OK : HS_EUNSAT);
        if (err)
            continue;
        boards++;
        hs_gen_store(&g, NULL, &b);
        check_board cb;
        memset(&cb, 0, sizeof cb);
        cb.n = b.n_tiles;
        for (int i = 0; i < b.n_tiles; i++) {
            cb.hex[i] = b.tiles[i].hex;
            cb.terrain[i] = b.tiles[i].terrain;
            cb.number[i] = b.tiles[i].number;
        }
        char why[64] = "";
        /* The solver decided once the search spent its budget; with no node spent the board
         * is the one drawn (rank 0 everywhere); otherwise the search's first board stands. */
        bool solver = g.by_solver;
        bool ok = check_rules(&cb, &in.opt.rules, why, sizeof why);
        if (!ok || ((solver || !g.nodes) && memcmp(cb.terrain, first, (size_t)cb.n))) {
            char rules[200];
            hs_rules_format(&in.opt.rules, rules, sizeof rules);
            fprintf(stderr, "instance %d (%u nodes, rules %s, %u locks): %s\n", k, g.nodes, rules, in.opt.n_locks, why);
            for (int i = 0; i < cb.n; i++)
                fprintf(stderr, "  %d-th in the order: tile %d, drawn %d, got %d, brute force %d\n", i, g.order[i],
                        drawn[g.order[i]], cb.terrain[g.order[i]], first[g.order[i]]);
        }
        assert_true(check_rules(&cb, &in.opt.rules, why, sizeof why));
        assert_true(locks_hold(&in.opt, &cb));
        if (solver || !g.nodes)
            assert_memory_equal(cb.terrain, first, (size_t)cb.n);
        by_solver += solver;
    }
    assert_true(boards > 300 && by_solver > 200);
}

/* ---- Real boards --------------------------------------------------------------------------- */

/* A random rule set that boards of every layout can meet. */
static hs_rules random_rules(hs_rng *r)
{
    static const char *const sets[] = {
        "red", "red,extremes,equal,terrain", "pips=10,group=2", "red,extremes,equal,pips=10,group=2",
        "pips=11,desert=centre", "terrain,deserts-apart,spread-red", "desert=inland,group=3,equal",
        "max-pips=fields:4,min-pips=forest:2,min-pips=pasture:2,red", "spread-red,pips=12,extremes", "none",
    };
    hs_rules rules;
    assert_int_equal(hs_rules_parse(sets[hs_rng_below(r, sizeof sets / sizeof sets[0])], &rules, NULL), HS_OK);
    return rules;
}

static void boards_of_every_layout_obey_their_rules(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(77);
    for (int mode = 0; mode < HS_MODE_COUNT; mode++)
        for (int k = 0; k < 10000; k++) {
            hs_catan_options o = hs_catan_default();
            o.mode = (hs_mode)mode;
            o.rules = random_rules(&r);
            o.seed = hs_rng_next(&r);
            if (mode >= HS_MODE_SEAFARERS && (o.rules.on & HS_RULE_DESERT) && o.rules.desert == HS_DESERT_INLAND)
                o.rules.on &= ~(unsigned)HS_RULE_DESERT; /* the islands have no inland hex */
            hs_board b;
            hs_diag diag = {{0}};
            hs_err err = hs_catan_generate(&o, &b, &diag);
            if (err)
                fprintf(stderr, "mode %d seed %u: %s\n", mode, o.seed, diag.msg);
            assert_int_equal(err, HS_OK);
            check_board cb;
            check_board_of(&b, &cb);
            char why[64] = "";
            bool ok = check_rules(&cb, &o.rules, why, sizeof why);
            if (!ok)
                fprintf(stderr, "mode %d seed %u: %s\n", mode, o.seed, why);
            assert_true(ok);
            assert_true(hs_catan_check(&b, &o.rules, NULL)); /* the library's checker agrees */
        }
}

/* Numbers along the spiral under the rules that count numbers per terrain: every board made
 * obeys them, and spread-red (which two thirds of uniform spiral boards obey already) makes a
 * board for every seed on every layout with a spiral. (The counts once came from a token bag
 * the spiral never fills: on 5-6 no seed made a board.) */
static void spiral_boards_obey_their_rules(void **state)
{
    (void)state;
    static const char *const sets[] = {"spread-red", "spread-red,red,extremes", "red,desert=centre,spread-red",
                                       "pips=12,spread-red", "min-pips=forest:2,min-pips=pasture:2"};
    hs_rng r = hs_rng_seed(2026);
    for (int mode = 0; mode < HS_MODE_COUNT; mode++)
        for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++)
            for (int i = 0; i < 40; i++) {
                hs_catan_options o = hs_catan_default();
                o.mode = (hs_mode)mode;
                o.numbers = HS_NUMBERS_SPIRAL;
                o.max_nodes = 200000;
                assert_int_equal(hs_rules_parse(sets[k], &o.rules, NULL), HS_OK);
                o.seed = hs_rng_next(&r);
                hs_board b;
                hs_err err = hs_catan_generate(&o, &b, NULL);
                if (k == 0)
                    assert_int_equal(err, HS_OK);
                if (err)
                    continue;
                check_board cb;
                check_board_of(&b, &cb);
                char why[64] = "";
                bool ok = check_rules(&cb, &o.rules, why, sizeof why);
                if (!ok)
                    fprintf(stderr, "mode %d seed %u %s: %s\n", mode, o.seed, sets[k], why);
                assert_true(ok);
            }
}

/* Each rule, broken on purpose on a real board, is caught by the library's checker and by the
 * independent one. */
static void both_checkers_catch_each_broken_rule(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(5);
    int caught[32] = {0};
    for (int k = 0; k < 4000; k++) {
        hs_catan_options o = hs_catan_default();
        o.mode = k % 2 ? HS_MODE_5_6 : HS_MODE_CLASSIC; /* 5-6: two deserts, to meet deserts-apart */
        o.rules.on = 0;
        o.seed = hs_rng_next(&r);
        hs_board b;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        hs_rules rules = random_rules(&r);
        check_board cb;
        check_board_of(&b, &cb);
        char why[64];
        bool plain = check_rules(&cb, &rules, why, sizeof why);
        assert_int_equal(hs_catan_check(&b, &rules, NULL), plain);
        for (int i = 0; i < hs_rule_count() && !plain; i++) {
            hs_rules one = rules;
            one.on &= 1u << i;
            caught[i] += one.on && !check_rules(&cb, &one, why, sizeof why);
            assert_int_equal(hs_catan_check(&b, &one, NULL), check_rules(&cb, &one, why, sizeof why));
        }
    }
    for (int i = 0; i < hs_rule_count(); i++)
        assert_true(caught[i] > 0);
}

/* Combinations that no board can meet: the search says so (HS_EUNSAT), having tried them all. */
static void impossible_rules_are_proven_impossible(void **state)
{
    (void)state;
    static const struct { hs_mode mode; const char *rules; bool spiral; } cases[] = {
        {HS_MODE_CLASSIC, "pips=5", false},
        {HS_MODE_CLASSIC, "max-pips=forest:1,max-pips=hills:1,max-pips=fields:1,max-pips=pasture:1,max-pips=mountains:1", false},
        {HS_MODE_5_6, "desert=centre,deserts-apart", false},
        {HS_MODE_CLASSIC, "desert=centre,min-pips=forest:5,min-pips=fields:5", false},
        {HS_MODE_CLASSIC, "group=2,terrain,pips=6", false},
        {HS_MODE_SEAFARERS, "pips=6", false},
        /* along the spiral, by the rules that see numbers alone (before: 5,000,000 nodes, 2 s) */
        {HS_MODE_5_6, "terrain,group=2,spread-red,pips=11", true},
        {HS_MODE_CLASSIC, "min-pips=forest:2,pips=10", true},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        for (uint32_t seed = 0; seed < 3; seed++) {
            hs_catan_options o = hs_catan_default();
            o.mode = cases[k].mode;
            o.numbers = cases[k].spiral ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
            o.seed = seed;
            assert_int_equal(hs_rules_parse(cases[k].rules, &o.rules, NULL), HS_OK);
            hs_board b;
            hs_diag diag = {{0}};
            hs_err err = hs_catan_generate(&o, &b, &diag);
            if (err != HS_EUNSAT)
                fprintf(stderr, "%s seed %u: %s %s\n", cases[k].rules, seed, hs_errname(err), diag.msg);
            assert_int_equal(err, HS_EUNSAT);
            assert_non_null(strstr(diag.msg, "no "));
        }
}

/* No board of `o`, refuted by counting the tokens, before any search. */
static void refuted_by_the_count(const hs_catan_options *o)
{
    hs_board b;
    hs_diag diag = {{0}};
    assert_int_equal(hs_catan_generate(o, &b, &diag), HS_EUNSAT);
    assert_non_null(strstr(diag.msg, "too few tokens"));
}

/* The counting check before the search takes a locked number as already on its hex: here the
 * pastures may only hold a 3 or an 11 (2 pips exactly), six of them and six such tokens, but
 * one 11 is locked on a forest. Refuted at once, by counting alone (no solver, 1,000 nodes;
 * while the locked tokens still counted as free, the search ran out of them). */
static void locked_numbers_count_in_the_token_check(void **state)
{
    (void)state;
    static const char *const locks[] = {"3,-1=fields", "-2,3=mountains", "0,3=forest:3",
                                        "2,-2=fields:9", "2,0=forest:6", "1,1=forest:11"};
    hs_catan_options o = hs_catan_default();
    o.mode = HS_MODE_5_6;
    o.seed = 537745909;
    o.oracle = HS_ORACLE_OFF;
    o.max_nodes = 1000;
    assert_int_equal(hs_rules_parse("extremes,desert=inland,deserts-apart,min-pips=pasture:2,max-pips=hills:3,"
                                    "max-pips=pasture:2", &o.rules, NULL), HS_OK);
    for (size_t k = 0; k < sizeof locks / sizeof locks[0]; k++)
        assert_int_equal(hs_lock_parse(locks[k], o.mode, &o.locks[o.n_locks++], NULL), HS_OK);
    refuted_by_the_count(&o);
}

/* The spiral lays the same tokens as the bag, so the same count refutes it at once: on 5-6 the
 * forests and pastures (twelve hexes) may only hold tokens of one or two pips, and there are ten
 * (before, the search ran out of its nodes and the solver took two seconds to prove it). */
static void the_spiral_counts_its_tokens_too(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 3; seed++) {
        hs_catan_options o = hs_catan_default();
        o.mode = HS_MODE_5_6;
        o.numbers = HS_NUMBERS_SPIRAL;
        o.seed = seed;
        o.oracle = HS_ORACLE_OFF;
        o.max_nodes = 1000;
        assert_int_equal(hs_rules_parse("pips=15,max-pips=forest:2,max-pips=pasture:2", &o.rules, NULL), HS_OK);
        refuted_by_the_count(&o);
    }
}

/* Every rule of the table reads back from its own spelling, alone and together. */
static void every_rule_spelling_round_trips(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(3);
    for (int k = 0; k < 5000; k++) {
        hs_rules a = random_rules(&r), b;
        if (k % 2) {
            a.on = hs_rng_next(&r) & ((1u << hs_rule_count()) - 1);
            a.pips = (uint8_t)(5 + hs_rng_below(&r, 11));
            a.group = (uint8_t)(2 + hs_rng_below(&r, 8));
            a.desert = (uint8_t)hs_rng_below(&r, 2);
            memset(a.min_pips, 0, sizeof a.min_pips);
            memset(a.max_pips, 0, sizeof a.max_pips);
            a.min_pips[HS_GOLD] = (uint8_t)(2 + hs_rng_below(&r, 4));
            a.max_pips[HS_HILLS] = (uint8_t)(1 + hs_rng_below(&r, 4));
        }
        assert_int_equal(hs_rules_validate(&a, NULL), HS_OK);
        char text[256];
        hs_rules_format(&a, text, sizeof text);
        assert_int_equal(hs_rules_parse(text, &b, NULL), HS_OK);
        char again[256];
        hs_rules_format(&b, again, sizeof again);
        assert_string_equal(text, again);
        assert_int_equal(a.on, b.on);
    }
    for (int i = 0; i < hs_rule_count(); i++) {
        const hs_rule_info *info = hs_rule_at(i);
        assert_non_null(info);
        assert_int_equal(hs_rule_find(info->name), i);
        assert_true(strlen(info->label) > 0 && strlen(info->help) > 0);
    }
    assert_null(hs_rule_at(hs_rule_count()));
}

/* Version-2 codes: every rule, parameter, lock and extension survives the code, and the code
 * is short where it matters. */
static void v2_codes_round_trip(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(11);
    for (int k = 0; k < 20000; k++) {
        hs_catan_options o = hs_catan_default();
        o.mode = (hs_mode)hs_rng_below(&r, HS_MODE_COUNT);
        o.numbers = (hs_numbers)hs_rng_below(&r, 2);
        o.seed = k < 2 ? (uint32_t)(k ? 0xffffffffu : 0) : hs_rng_next(&r);
        o.rules = random_rules(&r);
        o.rules.on |= 1u << (4 + hs_rng_below(&r, 7));
        if (o.rules.on & HS_RULE_MIN_PIPS && !o.rules.min_pips[HS_FOREST])
            o.rules.min_pips[HS_FOREST] = 2;
        if (o.rules.on & HS_RULE_MAX_PIPS && !o.rules.max_pips[HS_GOLD])
            o.rules.max_pips[HS_GOLD] = 4;
        if (hs_rng_below(&r, 3) == 0 && o.mode <= HS_MODE_5_6) {
            o.balance = (uint8_t)(1 + hs_rng_below(&r, 2));
            o.balance_iterations = 1000 * (1 + hs_rng_below(&r, 10000));
        }
        hs_board shape;
        hs_layout_tiles(o.mode, &shape);
        signed char group[HS_BOARD_MAX_TILES];
        hs_board_groups(&shape, group);
        for (int l = (int)hs_rng_below(&r, 4); l > 0; l--) {
            int t = (int)hs_rng_below(&r, (uint32_t)shape.n_tiles);
            bool taken = group[t] < 0;
            for (int j = 0; j < o.n_locks; j++)
                taken |= o.locks[j].tile == t;
            if (taken)
                continue;
            hs_lock *lk = &o.locks[o.n_locks++];
            lk->tile = (uint8_t)t;
            lk->terrain = (uint8_t)hs_rng_below(&r, HS_SEA);
            lk->number = lk->terrain == HS_DESERT ? 0 : numbers[hs_rng_below(&r, 10)] * (uint8_t)hs_rng_below(&r, 2);
        }
        hs_code code;
        assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
        hs_catan_options back;
        hs_diag diag = {{0}};
        if (hs_code_decode(code.text, &back, &diag) != HS_OK)
            fprintf(stderr, "%s: %s\n", code.text, diag.msg);
        assert_int_equal(hs_code_decode(code.text, &back, NULL), HS_OK);
        char a[256], b[256];
        hs_rules_format(&o.rules, a, sizeof a);
        hs_rules_format(&back.rules, b, sizeof b);
        assert_string_equal(a, b);
        assert_int_equal(back.mode, o.mode);
        assert_int_equal(back.numbers, o.numbers);
        assert_int_equal(back.seed, o.seed);
        assert_int_equal(back.balance, o.balance);
        assert_int_equal(back.balance_iterations, o.balance ? o.balance_iterations : back.balance_iterations);
        assert_int_equal(back.n_locks, o.n_locks);
        assert_memory_equal(back.locks, o.locks, o.n_locks * sizeof o.locks[0]);
    }
    /* Typical codes: a rule with a parameter or two, on the largest seed, in ten characters. */
    static const char *const typical[] = {"pips=10", "pips=10,group=2", "red,group=2", "red,pips=10,group=2",
                                           "red,extremes,equal,terrain,pips=10", "deserts-apart", "desert=centre"};
    for (size_t k = 0; k < sizeof typical / sizeof typical[0]; k++) {
        hs_catan_options o = hs_catan_default();
        o.seed = 0xffffffffu;
        assert_int_equal(hs_rules_parse(typical[k], &o.rules, NULL), HS_OK);
        hs_code code;
        assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
        assert_true(strlen(code.text) <= 10);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(search_finds_a_board_exactly_when_one_exists),
        cmocka_unit_test(oracle_agrees_with_brute_force),
        cmocka_unit_test(solver_board_comes_first_in_its_order),
        cmocka_unit_test(boards_of_every_layout_obey_their_rules),
        cmocka_unit_test(spiral_boards_obey_their_rules),
        cmocka_unit_test(both_checkers_catch_each_broken_rule),
        cmocka_unit_test(impossible_rules_are_proven_impossible),
        cmocka_unit_test(locked_numbers_count_in_the_token_check),
        cmocka_unit_test(the_spiral_counts_its_tokens_too),
        cmocka_unit_test(every_rule_spelling_round_trips),
        cmocka_unit_test(v2_codes_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
