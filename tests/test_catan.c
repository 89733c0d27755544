/* SPDX-License-Identifier: MIT */
/* test_catan.c: the Catan generator: shapes and graphs from geometry, bags and tokens kept,
 * every rule held over many seeds, the spiral, harbors, robber, determinism, errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/code.h"

#include "../src/catan/catan_internal.h"
#include "hexseed/catan.h"
#include "hexseed/rules.h"

#include "check.h"

static void graphs_come_out_of_the_geometry(void **state)
{
    (void)state;
    static const struct { hs_mode mode; int hexes, vertices, edges, coastal; } want[] = {
        {HS_MODE_CLASSIC, 19, 54, 72, 30},
        {HS_MODE_5_6, 30, 80, 109, 38},
    };
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        hs_tile tiles[HS_BOARD_MAX_TILES];
        int n = hs_shape_tiles(hs_shape_of(want[k].mode), tiles);
        hs_hex hexes[HS_BOARD_MAX_TILES];
        for (int i = 0; i < n; i++)
            hexes[i] = tiles[i].hex;
        static hs_graph g;
        assert_int_equal(hs_graph_build(&g, hexes, n, NULL), HS_OK);
        assert_int_equal(n, want[k].hexes);
        assert_int_equal(g.n_vertices, want[k].vertices);
        assert_int_equal(g.n_edges, want[k].edges);
        assert_int_equal(hs_graph_coastal_edges(&g), want[k].coastal);
    }
}

static void classic_tiles_are_the_radius_two_hexagon_in_row_order(void **state)
{
    (void)state;
    hs_tile tiles[HS_BOARD_MAX_TILES];
    int n = hs_shape_tiles(hs_shape_of(HS_MODE_CLASSIC), tiles);
    assert_int_equal(n, 19);
    for (int i = 0; i < n; i++) {
        assert_true(hs_hex_distance(tiles[i].hex, hs_hex_make(0, 0)) <= 2);
        if (i > 0) /* row-major: r never decreases, q grows within a row */
            assert_true(tiles[i].hex.r > tiles[i - 1].hex.r ||
                        (tiles[i].hex.r == tiles[i - 1].hex.r && tiles[i].hex.q == tiles[i - 1].hex.q + 1));
    }
    assert_true(hs_hex_eq(tiles[9].hex, hs_hex_make(0, 0))); /* the centre is hex 9 */
}

/* Over many seeds and every rule set: the bags are kept, the rules hold (by the independent
 * checker), harbors are on coastal edges, and the robber is on a desert. */
static void boards_keep_bags_and_rules(void **state)
{
    (void)state;
    for (int mode = HS_MODE_CLASSIC; mode <= HS_MODE_5_6; mode++) {
        const hs_shape *shape = hs_shape_of((hs_mode)mode);
        for (unsigned rules = 0; rules <= HS_RULE_ALL; rules++) {
            for (uint32_t seed = 0; seed < 150; seed++) {
                hs_catan_options o = hs_catan_default();
                o.mode = (hs_mode)mode;
                o.rules.on = rules;
                o.seed = seed * 2654435761u;
                hs_board b;
                hs_diag diag = {{0}};
                assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_OK);
                assert_true(hs_catan_check(&b, &o.rules, &diag));
                for (int t = 0; t < HS_TERRAIN_COUNT; t++)
                    assert_int_equal(count_terrain(&b, t), shape->terrain_bag[t]);
                int tokens[13] = {0}, want[13] = {0};
                for (int i = 0; i < b.n_tiles; i++) {
                    assert_int_equal(b.tiles[i].number == 0, b.tiles[i].terrain == HS_DESERT);
                    tokens[b.tiles[i].number]++;
                }
                for (int k = 0; k < shape->n_tokens; k++)
                    want[shape->tokens[k]]++;
                for (int v = 2; v <= 12; v++)
                    assert_int_equal(tokens[v], want[v]);
                assert_int_equal(b.tiles[b.robber].terrain, HS_DESERT);
                int types[HS_HARBOR_TYPE_COUNT] = {0};
                short nb[HS_BOARD_MAX_TILES][6];
                hs_board_neighbors(&b, nb);
                for (int h = 0; h < b.n_harbors; h++) {
                    types[b.harbors[h].type]++;
                    assert_int_equal(nb[b.harbors[h].tile][b.harbors[h].side], -1); /* faces the sea */
                }
                for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
                    assert_int_equal(types[t], shape->harbor_bag[t]);
            }
        }
    }
}

/* The checker itself must catch each broken rule. */
static void checker_catches_each_rule(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    o.rules.on = 0;
    hs_board b;
    assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
    short nb[HS_BOARD_MAX_TILES][6];
    hs_board_neighbors(&b, nb);
    int a = 9, c = nb[9][HS_DIR_E]; /* the centre and its east neighbour */
    hs_diag diag = {{0}};
    static const struct { int x, y; unsigned rule; const char *name; } cases[] = {
        {6, 8, HS_RULE_RED, "red"}, {8, 8, HS_RULE_RED, "red"}, {2, 12, HS_RULE_EXTREMES, "extremes"},
        {5, 5, HS_RULE_EQUAL, "equal"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_board x = b;
        x.tiles[a].terrain = HS_FOREST;
        x.tiles[c].terrain = HS_HILLS;
        x.tiles[a].number = (uint8_t)cases[k].x;
        x.tiles[c].number = (uint8_t)cases[k].y;
        hs_rules r = {.on = cases[k].rule};
        assert_false(hs_catan_check(&x, &r, &diag));
        assert_non_null(strstr(diag.msg, cases[k].name));
    }
    hs_board x = b;
    x.tiles[a].terrain = x.tiles[c].terrain = HS_PASTURE;
    x.tiles[a].number = 3;
    x.tiles[c].number = 4;
    hs_rules terrain = {.on = HS_RULE_TERRAIN};
    assert_false(hs_catan_check(&x, &terrain, &diag));
    assert_non_null(strstr(diag.msg, "terrain"));
}

static void same_options_same_board(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 50; seed++) {
        hs_catan_options o = hs_catan_default();
        o.seed = seed;
        o.rules.on = HS_RULE_ALL;
        o.mode = seed % 2 ? HS_MODE_5_6 : HS_MODE_CLASSIC;
        hs_board a, b;
        assert_int_equal(hs_catan_generate(&o, &a, NULL), HS_OK);
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        assert_memory_equal(a.tiles, b.tiles, sizeof a.tiles);
        assert_memory_equal(a.harbors, b.harbors, sizeof a.harbors);
        assert_int_equal(a.robber, b.robber);
    }
}

/* A shuffle that already obeys the rules is the board unchanged: with no rules at all the
 * board is the plain shuffle, so different seeds give different boards. */
static void no_rules_is_the_plain_shuffle(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    o.rules.on = 0;
    hs_board b;
    int distinct = 0;
    uint8_t first[HS_BOARD_MAX_TILES];
    for (uint32_t seed = 0; seed < 20; seed++) {
        o.seed = seed;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        assert_int_equal(b.backtracks, 0);
        uint8_t now[HS_BOARD_MAX_TILES];
        for (int i = 0; i < b.n_tiles; i++)
            now[i] = b.tiles[i].terrain;
        if (seed == 0)
            memcpy(first, now, sizeof now);
        else
            distinct += memcmp(first, now, (size_t)b.n_tiles) != 0;
    }
    assert_true(distinct >= 18);
}

/* Spiral: every path of both shapes is contiguous and keeps reds apart for every desert
 * placement; the tokens follow the letters along the path. */
static void spiral_paths_are_contiguous_and_keep_reds_apart(void **state)
{
    (void)state;
    for (int mode = 0; mode < HS_MODE_COUNT; mode++) {
        const hs_shape *s = hs_shape_of((hs_mode)mode);
        hs_tile tiles[HS_BOARD_MAX_TILES];
        int n = hs_shape_tiles(s, tiles);
        for (int path = 0; path < 12; path++) {
            uint8_t order[HS_BOARD_MAX_TILES];
            assert_int_equal(hs_spiral_order(s, path / 2, !(path & 1), order), n);
            bool seen[HS_BOARD_MAX_TILES] = {false};
            for (int i = 0; i < n; i++) {
                assert_false(seen[order[i]]);
                seen[order[i]] = true;
                if (i > 0)
                    assert_int_equal(hs_hex_distance(tiles[order[i]].hex, tiles[order[i - 1]].hex), 1);
            }
            assert_true(s->spiral_paths & (1u << path));
            int deserts = s->terrain_bag[HS_DESERT];
            for (int d1 = 0; d1 < n; d1++)
                for (int d2 = deserts == 2 ? d1 + 1 : d1; d2 < (deserts == 2 ? n : d1 + 1); d2++) {
                    int num[HS_BOARD_MAX_TILES] = {0};
                    for (int i = 0, k = 0; i < n; i++)
                        if (order[i] != d1 && order[i] != d2)
                            num[order[i]] = s->tokens[k++];
                    for (int a = 0; a < n; a++)
                        for (int b = a + 1; b < n; b++)
                            if (hs_hex_distance(tiles[a].hex, tiles[b].hex) == 1)
                                assert_false((num[a] == 6 || num[a] == 8) && (num[b] == 6 || num[b] == 8));
                }
        }
    }
}

static void spiral_boards_follow_the_letters(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 40; seed++) {
        hs_catan_options o = hs_catan_default();
        o.numbers = HS_NUMBERS_SPIRAL;
        o.mode = seed % 2 ? HS_MODE_5_6 : HS_MODE_CLASSIC;
        o.rules.on = seed % 2 ? HS_RULE_RED | HS_RULE_TERRAIN : HS_RULE_ALL;
        o.seed = seed;
        hs_board b;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        assert_true(hs_catan_check(&b, &o.rules, NULL));
        const hs_shape *s = hs_shape_of(o.mode);
        uint8_t order[HS_BOARD_MAX_TILES];
        hs_spiral_order(s, b.spiral_corner, b.spiral_clockwise, order);
        int k = 0;
        for (int i = 0; i < b.n_tiles; i++) {
            const hs_tile *t = &b.tiles[order[i]];
            if (t->terrain != HS_DESERT)
                assert_int_equal(t->number, s->tokens[k++]);
        }
        assert_int_equal(k, s->n_tokens);
    }
}

/* The classic spiral from the top-left corner, counter-clockwise, is the rulebook's A-R path:
 * down the left side first, then along the bottom, ending in the centre. */
static void classic_spiral_starts_down_the_left_side(void **state)
{
    (void)state;
    uint8_t order[HS_BOARD_MAX_TILES];
    hs_spiral_order(hs_shape_of(HS_MODE_CLASSIC), 0, false, order);
    static const uint8_t want[19] = {0, 3, 7, 12, 16, 17, 18, 15, 11, 6, 2, 1, 4, 8, 13, 14, 10, 5, 9};
    assert_memory_equal(order, want, sizeof want);
}

static void bad_options_are_refused(void **state)
{
    (void)state;
    hs_board b;
    hs_diag diag = {{0}};
    hs_catan_options o = hs_catan_default();
    o.mode = (hs_mode)hs_layout_count();
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_EINVAL);
    o = hs_catan_default();
    o.rules.on = 1u << hs_rule_count();
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_EINVAL);
    o = hs_catan_default();
    o.rules.on = HS_RULE_PIPS;
    o.rules.pips = 4;
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "rule 'pips' takes 5 to 15, not 4");
    /* A node budget too small for the search is reported, not papered over. */
    o = hs_catan_default();
    o.mode = HS_MODE_5_6;
    o.rules.on = HS_RULE_ALL;
    o.max_nodes = 5;
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_ELIMIT);
    assert_non_null(strstr(diag.msg, "5 nodes"));
}

static void names_and_rules_parse(void **state)
{
    (void)state;
    hs_rules r;
    hs_diag diag = {{0}};
    assert_int_equal(hs_rules_parse("red,equal", &r, NULL), HS_OK);
    assert_int_equal(r.on, HS_RULE_RED | HS_RULE_EQUAL);
    assert_int_equal(hs_rules_parse("all", &r, NULL), HS_OK);
    assert_int_equal(r.on, HS_RULE_ALL);
    assert_int_equal(hs_rules_parse("none", &r, NULL), HS_OK);
    assert_int_equal(r.on, 0);
    assert_int_equal(hs_rules_parse("red,blue", &r, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "unknown rule 'blue' (see 'hexseed rules' or GET /api/rules)");
    assert_int_equal(hs_rules_parse("red,", &r, &diag), HS_EINVAL);
    assert_int_equal(hs_mode_from_name("5-6"), HS_MODE_5_6);
    assert_int_equal(hs_mode_from_name("seven"), -1);
    assert_int_equal(hs_terrain_from_letter('m'), HS_MOUNTAINS);
    assert_int_equal(hs_terrain_from_letter('S'), HS_PASTURE);
    assert_int_equal(hs_terrain_from_letter('X'), -1);
    for (int n = 2; n <= 12; n++)
        assert_int_equal(hs_pips(n), n == 7 ? 0 : 6 - (n > 7 ? n - 7 : 7 - n));
}

/* Heading for New Shores over 10,000 seeds per mode, every rule set and both number methods:
 * the main island keeps its shape's bags, the small islands theirs, the rules hold everywhere
 * (independent checker), harbors sit on main-island edges facing the sea, the robber is on a
 * desert and the pirate on the sea; the small islands never touch the main island. */
/* The renderers' scene tells a drawn sea frame by the public hs_layout_drawn (so that
 * libhexseed-cairo, which sees only public functions, draws the same): it must be exactly the
 * layouts with a sea layout, every Seafarers one among them, landmass boards excepted. */
static void seafarers_family_is_the_sea_layouts(void **state)
{
    (void)state;
    int sea = 0;
    for (int mode = 0; mode < hs_layout_count(); mode++) {
        bool family = hs_layout_drawn(mode);
        assert_int_equal(family, hs_sea_layout_of((hs_mode)mode) != NULL);
        if (strcmp(hs_layout_at(mode)->family, "seafarers") == 0)
            assert_true(family);
        hs_catan_options o = hs_catan_default();
        o.mode = (hs_mode)mode;
        assert_int_equal(hs_sea_layout_drawn(&o), family);
        o.landmass = true;
        assert_false(hs_sea_layout_drawn(&o));
        sea += family;
    }
    assert_true(sea >= 2);
}

static void seafarers_boards_keep_bags_and_rules(void **state)
{
    (void)state;
    for (int mode = HS_MODE_SEAFARERS; mode <= HS_MODE_SEAFARERS_5_6; mode++) {
        const hs_shape *shape = hs_shape_of((hs_mode)mode);
        const hs_sea_layout *sea = hs_sea_layout_of((hs_mode)mode);
        assert_non_null(sea);
        int want_tiles = mode == HS_MODE_SEAFARERS ? 72 : 94;
        int want_land = mode == HS_MODE_SEAFARERS ? 19 + 9 : 30 + 10;
        for (uint32_t seed = 0; seed < 10000; seed++) {
            hs_catan_options o = hs_catan_default();
            o.mode = (hs_mode)mode;
            o.rules.on = seed % 16;
            o.numbers = seed % 7 == 3 ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
            if (o.numbers == HS_NUMBERS_SPIRAL && mode == HS_MODE_SEAFARERS_5_6)
                o.rules.on &= HS_RULE_RED | HS_RULE_TERRAIN;
            o.seed = seed * 2654435761u + 12345u;
            hs_board b;
            hs_diag diag = {{0}};
            assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_OK);
            assert_true(hs_catan_check(&b, &o.rules, &diag));
            assert_int_equal(b.n_tiles, want_tiles);
            for (int t = 0; t < HS_TERRAIN_COUNT; t++)
                if (t != HS_SEA)
                    assert_int_equal(count_terrain(&b, t), shape->terrain_bag[t] + sea->island_bag[t]);
            assert_int_equal(count_terrain(&b, HS_SEA), want_tiles - want_land);

            int tokens[13] = {0}, want[13] = {0};
            for (int i = 0; i < b.n_tiles; i++) {
                int t = b.tiles[i].terrain;
                assert_int_equal(b.tiles[i].number == 0, t == HS_DESERT || t == HS_SEA);
                tokens[b.tiles[i].number]++;
            }
            for (int k = 0; k < shape->n_tokens; k++)
                want[shape->tokens[k]]++;
            for (int k = 0; k < sea->n_island_tokens; k++)
                want[sea->island_tokens[k]]++;
            for (int v = 2; v <= 12; v++)
                assert_int_equal(tokens[v], want[v]);

            assert_int_equal(b.tiles[b.robber].terrain, HS_DESERT);
            if (mode == HS_MODE_SEAFARERS)
                assert_int_equal(b.tiles[b.pirate].terrain, HS_SEA);
            else
                assert_int_equal(b.pirate, -1); /* 5-6: the pirate starts off the board */

            /* The main island is the tiles whose hexes are the main shape's. */
            hs_tile main_tiles[HS_BOARD_MAX_TILES];
            int n_main = hs_shape_tiles(shape, main_tiles);
            bool is_main[HS_BOARD_MAX_TILES] = {false};
            for (int i = 0; i < b.n_tiles; i++)
                for (int k = 0; k < n_main; k++)
                    if (hs_hex_eq(b.tiles[i].hex, main_tiles[k].hex))
                        is_main[i] = true;
            for (int i = 0; i < b.n_tiles; i++)
                assert_int_equal(is_main[i] && b.tiles[i].terrain == HS_SEA, false);
            int main_count[HS_TERRAIN_COUNT] = {0};
            for (int i = 0; i < b.n_tiles; i++)
                if (is_main[i])
                    main_count[b.tiles[i].terrain]++;
            for (int t = 0; t < HS_TERRAIN_COUNT; t++)
                assert_int_equal(main_count[t], shape->terrain_bag[t]);

            short nb[HS_BOARD_MAX_TILES][6];
            hs_board_neighbors(&b, nb);
            for (int i = 0; i < b.n_tiles; i++)
                for (int d = 0; d < 6; d++) {
                    int j = nb[i][d];
                    if (j >= 0 && b.tiles[i].terrain != HS_SEA && b.tiles[j].terrain != HS_SEA)
                        assert_int_equal(is_main[i], is_main[j]);
                }
            int types[HS_HARBOR_TYPE_COUNT] = {0};
            for (int h = 0; h < b.n_harbors; h++) {
                types[b.harbors[h].type]++;
                assert_true(is_main[b.harbors[h].tile]);
                int s = nb[b.harbors[h].tile][b.harbors[h].side];
                assert_true(s >= 0);
                assert_int_equal(b.tiles[s].terrain, HS_SEA);
            }
            for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
                assert_int_equal(types[t], shape->harbor_bag[t]);
        }
    }
}

/* Free-form land: the bags scale with the land, and a board on any land keeps them, obeys the
 * rules, puts harbors on coastal edges with no two sharing a corner, the robber on a desert and
 * the pirate on the sea. The land here: every hex within 3 of the centre, but for a ring of
 * water at distance 2 broken in two places, so islands and straits both occur. */
static void boards_on_free_form_land(void **state)
{
    (void)state;
    for (int land = 1; land <= HS_BOARD_MAX_TILES; land++) {
        hs_land_bags b = hs_land_bags_for(land);
        int sum = 0;
        for (int t = 0; t < HS_TERRAIN_COUNT; t++)
            sum += b.terrain[t];
        assert_int_equal(sum, land);
        assert_int_equal(b.terrain[HS_SEA], 0);
        assert_int_equal(b.n_tokens, land - b.terrain[HS_DESERT]);
    }
    hs_land_bags classic = hs_land_bags_for(19);
    assert_int_equal(classic.terrain[HS_FOREST], 4);
    assert_int_equal(classic.terrain[HS_PASTURE], 4);
    assert_int_equal(classic.terrain[HS_FIELDS], 3);
    assert_int_equal(classic.terrain[HS_DESERT], 1);
    assert_int_equal(classic.terrain[HS_GOLD], 1);

    hs_hex all[64];
    int n = (int)hs_hex_spiral(hs_hex_make(0, 0), 3, all);
    for (uint32_t seed = 0; seed < 2000; seed++) {
        hs_board board;
        memset(&board, 0, sizeof board);
        board.options = hs_catan_default();
        board.options.mode = HS_MODE_SEAFARERS;
        board.options.rules.on = seed % 16;
        board.options.seed = seed * 747796405u + 1u;
        board.n_tiles = n;
        for (int i = 0; i < n; i++) {
            board.tiles[i].hex = all[i];
            int d = hs_hex_distance(all[i], hs_hex_make(0, 0));
            bool strait = d == 2 && all[i].q != 2 && all[i].q != -2;
            board.tiles[i].terrain = strait ? HS_SEA : HS_DESERT;
        }
        /* row-major order, as boards keep their tiles */
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && (board.tiles[j - 1].hex.r > board.tiles[j].hex.r ||
                                      (board.tiles[j - 1].hex.r == board.tiles[j].hex.r &&
                                       board.tiles[j - 1].hex.q > board.tiles[j].hex.q)); j--) {
                hs_tile tmp = board.tiles[j - 1];
                board.tiles[j - 1] = board.tiles[j];
                board.tiles[j] = tmp;
            }
        int land = 0;
        for (int i = 0; i < n; i++)
            land += board.tiles[i].terrain != HS_SEA;
        hs_diag diag = {{0}};
        assert_int_equal(hs_catan_on_land(&board.options, &board, NULL, &diag), HS_OK);
        assert_true(hs_catan_check(&board, &board.options.rules, &diag));
        hs_land_bags want = hs_land_bags_for(land);
        for (int t = 0; t < HS_TERRAIN_COUNT; t++)
            if (t != HS_SEA)
                assert_int_equal(count_terrain(&board, t), want.terrain[t]);
        for (int i = 0; i < n; i++) {
            int t = board.tiles[i].terrain;
            assert_int_equal(board.tiles[i].number == 0, t == HS_SEA || t == HS_DESERT);
        }
        assert_int_equal(board.tiles[board.robber].terrain, HS_DESERT);
        assert_int_equal(board.tiles[board.pirate].terrain, HS_SEA);
        assert_true(board.n_harbors >= 3);
        short nb[HS_BOARD_MAX_TILES][6];
        hs_board_neighbors(&board, nb);
        for (int h = 0; h < board.n_harbors; h++) {
            const hs_harbor *hb = &board.harbors[h];
            assert_int_not_equal(board.tiles[hb->tile].terrain, HS_SEA);
            int s = nb[hb->tile][hb->side];
            assert_true(s < 0 || board.tiles[s].terrain == HS_SEA);
            for (int k = 0; k < h; k++) /* no two harbors share a corner */
                for (int c1 = 1; c1 <= 2; c1++)
                    for (int c2 = 1; c2 <= 2; c2++) {
                        hs_vertex_key x = hs_vertex_of(board.tiles[hb->tile].hex, (hb->side + c1) % 6);
                        hs_vertex_key y = hs_vertex_of(board.tiles[board.harbors[k].tile].hex,
                                                       (board.harbors[k].side + c2) % 6);
                        assert_false(x.q == y.q && x.r == y.r && x.south == y.south);
                    }
        }
    }
}

/* The text parsers of the library itself (the CLI and the server pass their words on): locks
 * ('L'), rule lists ('R') and share codes ('C'), each input with its error and its reason. */
static void parsers_say_what_is_wrong(void **state)
{
    (void)state;
    static const struct {
        char parser;
        const char *text;
        hs_err err;
        const char *msg;
    } cases[] = {
        {'L', "x", HS_EINVAL, "lock 'x' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)"},
        {'L', "0,0", HS_EINVAL, "lock '0,0' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)"},
        {'L', "0;0=desert", HS_EINVAL, "lock '0;0=desert' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)"},
        {'L', "0,0-desert", HS_EINVAL, "lock '0,0-desert' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)"},
        {'L', "0,0=lava", HS_EINVAL, "lock '0,0=lava': 'lava' is not a land terrain (desert, forest, hills, fields, pasture, mountains, gold)"},
        {'L', "0,0=d", HS_OK, ""},
        {'L', "0,0=D:6", HS_EINVAL, "lock '0,0=D:6': a desert holds no number"},
        {'L', "+1,-1=Hills:6", HS_OK, ""},
        {'L', "0,0=hills:7", HS_EINVAL, "lock '0,0=hills:7': the number must be 2 to 6 or 8 to 12"},
        {'L', "0,0=hills:6x", HS_EINVAL, "lock '0,0=hills:6x': the number must be 2 to 6 or 8 to 12"},
        {'L', "0,0=hills:-6", HS_EINVAL, "lock '0,0=hills:-6': the number must be 2 to 6 or 8 to 12"},
        {'L', "0,0=hills:+6", HS_EINVAL, "lock '0,0=hills:+6': the number must be 2 to 6 or 8 to 12"},
        {'L', "0,0=desert:6", HS_EINVAL, "lock '0,0=desert:6': a desert holds no number"},
        {'L', "0,0=s", HS_OK, ""},
        {'L', "0,0=hills:", HS_EINVAL, "lock '0,0=hills:': the number must be 2 to 6 or 8 to 12"},
        {'L', "-,0=hills", HS_EINVAL, "lock '-,0=hills' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)"},
        {'L', "0,0=gold:5", HS_OK, ""},
        {'L', "0,0=F", HS_EINVAL, "lock '0,0=F': 'F' is not a land terrain (desert, forest, hills, fields, pasture, mountains, gold)"},
        {'R', "pips=", HS_EINVAL, "rule 'pips=': pips takes a whole number from 5 to 15"},
        {'R', "pips=1234", HS_EINVAL, "rule 'pips=1234': pips takes a whole number from 5 to 15"},
        {'R', "pips=1x", HS_EINVAL, "rule 'pips=1x': pips takes a whole number from 5 to 15"},
        {'R', "pips=99", HS_EINVAL, "rule 'pips=99': pips takes a whole number from 5 to 15"},
        {'R', "min-pips=lava:2", HS_EINVAL, "rule 'min-pips=lava:2': min-pips takes TERRAIN:N, a resource terrain (forest, hills, fields, pasture, mountains, gold) and N from 2 to 5"},
        {'R', "min-pips=forest", HS_EINVAL, "rule 'min-pips=forest': min-pips takes TERRAIN:N, a resource terrain (forest, hills, fields, pasture, mountains, gold) and N from 2 to 5"},
        {'R', "min-pips=forest:99", HS_EINVAL, "rule 'min-pips=forest:99': min-pips takes TERRAIN:N, a resource terrain (forest, hills, fields, pasture, mountains, gold) and N from 2 to 5"},
        {'R', "group=3", HS_OK, ""},
        {'R', "desert=moon", HS_EINVAL, "rule 'desert=moon': desert takes centre, inland or any"},
        {'R', "nonsense-rule-with-a-very-long-name-that-goes-on-and-on-and-on-forever", HS_EINVAL, "unknown rule 'nonsense-rule-with-a-very-long-name-that' (see 'hexseed rules' or GET /api/rules)"},
        {'R', "red=1", HS_EINVAL, "rule 'red' takes no value: 'red=1'"},
        {'R', "pips=10,pips=11", HS_EINVAL, "rule 'pips' is given twice"},
        {'R', "max-pips=sea:3", HS_EINVAL, "rule 'max-pips=sea:3': max-pips takes TERRAIN:N, a resource terrain (forest, hills, fields, pasture, mountains, gold) and N from 1 to 4"},
        {'C', "", HS_ECODE, "share code '' has 0 characters; a code has 8 to 200"},
        {'C', "0x", HS_ECODE, "share code '0x' has 2 characters; a code has 8 to 200"},
        {'C', "0x!!!!", HS_ECODE, "share code '0x!!!!' has a character that is not 0-9 or a-z at position 3"},
        {'C', "0x1", HS_ECODE, "share code '0x1' has 3 characters; a code has 8 to 200"},
        {'C', "0xAbcd12", HS_EVERSION, "share code '0xabcd12' has format version 0; this hexseed reads versions 1 and 2"},
        {'C', "0x0000000", HS_ECODE, "share code '0x0000000' has a leading zero beyond 8 characters"},
        {'R', "desert=any", HS_OK, ""},
        {'R', "pips=any", HS_EINVAL, "rule 'pips=any': pips takes a whole number from 5 to 15"},
        {'R', "group=1", HS_EINVAL, "rule 'group=1': group takes a whole number from 2 to 9; for groups of one tile "
                                    "(no two equal resources side by side) write rule terrain"},
        {'R', "group=0", HS_EINVAL, "rule 'group=0': group takes a whole number from 2 to 9"},
        {'R', "red,red", HS_EINVAL, "rule 'red' is given twice"}, /* as a rule with a value is */
        {'R', "pips=9,pips=10", HS_EINVAL, "rule 'pips' is given twice"},
        {'R', "none,red", HS_EINVAL, "rule 'none' stands alone (it means no rule): drop it or the other rules"},
        {'R', "all,red", HS_OK, ""}, /* all is a shorthand: red within it is no second red */
        {'R', "desert=centre,desert=inland", HS_EINVAL, "rule 'desert' is given twice"},
        {'R', "min-pips=forest:2,min-pips=forest:3", HS_EINVAL, "rule 'min-pips' names forest twice"},
        {'R', "none", HS_OK, ""},
        {'R', "", HS_OK, ""},
        {'R', "NONE", HS_OK, ""},
        {'R', "red=", HS_EINVAL, "rule 'red' takes no value: 'red='"},
        {'R', "desert=ANY", HS_OK, ""},
        {'R', "group=1x", HS_EINVAL, "rule 'group=1x': group takes a whole number from 2 to 9"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_diag d = {{0}};
        hs_err e;
        if (cases[k].parser == 'L') {
            hs_lock lock;
            e = hs_lock_parse(cases[k].text, HS_MODE_CLASSIC, &lock, &d);
        } else if (cases[k].parser == 'R') {
            hs_rules rules;
            e = hs_rules_parse(cases[k].text, &rules, &d);
        } else {
            hs_catan_options o;
            e = hs_code_decode(cases[k].text, &o, &d);
        }
        if (e != cases[k].err || strcmp(d.msg, cases[k].msg) != 0)
            fail_msg("%c '%s': %d '%s', want %d '%s'", cases[k].parser, cases[k].text, e, d.msg, cases[k].err,
                     cases[k].msg);
    }
    hs_lock lock;
    assert_int_equal(hs_lock_parse("+1,-1=Hills:6", HS_MODE_CLASSIC, &lock, NULL), HS_OK);
    assert_int_equal(lock.terrain, HS_HILLS);
    assert_int_equal(lock.number, 6);
    assert_string_equal(hs_rule_kind_name((hs_rule_kind)99), "?");
    assert_null(hs_rule_at(-1));
    assert_null(hs_rule_at(hs_rule_count()));
    /* A rule's parameter: only for rules that have one, and only for rules that exist. */
    hs_rules rules = hs_rules_default();
    assert_null(hs_rules_param(&rules, -1));
    assert_null(hs_rules_param(&rules, hs_rule_count()));
    assert_null(hs_rules_param(&rules, hs_rule_find("red")));
    assert_non_null(hs_rules_param(&rules, hs_rule_find("pips")));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(graphs_come_out_of_the_geometry),
        cmocka_unit_test(classic_tiles_are_the_radius_two_hexagon_in_row_order),
        cmocka_unit_test(boards_keep_bags_and_rules),
        cmocka_unit_test(seafarers_family_is_the_sea_layouts),
        cmocka_unit_test(seafarers_boards_keep_bags_and_rules),
        cmocka_unit_test(parsers_say_what_is_wrong),
        cmocka_unit_test(boards_on_free_form_land),
        cmocka_unit_test(checker_catches_each_rule),
        cmocka_unit_test(same_options_same_board),
        cmocka_unit_test(no_rules_is_the_plain_shuffle),
        cmocka_unit_test(spiral_paths_are_contiguous_and_keep_reds_apart),
        cmocka_unit_test(spiral_boards_follow_the_letters),
        cmocka_unit_test(classic_spiral_starts_down_the_left_side),
        cmocka_unit_test(bad_options_are_refused),
        cmocka_unit_test(names_and_rules_parse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
