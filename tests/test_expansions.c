/* SPDX-License-Identifier: MIT */
/* test_expansions.c: the boards of Cities & Knights, Traders & Barbarians and Explorers &
 * Pirates held against their facts written here a second time (catan-randomizer's set-ups, as
 * docs/expansions.md lists them), apart from the layout table: on hundreds of seeds each, the
 * land's terrains and tokens (fixed hexes included), how many hexes the setup fixes and that
 * they never move, the harbors' types, the fishing grounds (on the frame, at a corner toward
 * land, numbers 4 5 6 8 9 10 over their places), the rivers, the 12 on the 2, the lake never on
 * the coast, every rule by the independent checker, the share code rebuilding the board; the
 * player counts and the notes for the counts the table lacks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/catan.h"
#include "hexseed/code.h"
#include "hexseed/rules.h"
#include "rules_check.h"

/* One layout's facts. Terrain counts over the land (fixed hexes included); tokens as text, the
 * 2 that holds the 12 written "2"; harbors count 3:1, lumber, brick, grain, wool, ore. */
typedef struct facts {
    const char *name, *players;
    uint8_t land[HS_TERRAIN_COUNT];
    const char *tokens;
    int fixed;      /* hexes the setup fixes (hs_board_fixed) */
    int harbors[6];
    int fishing;    /* fishing grounds */
    int rivers;     /* river hexes */
    bool joined;    /* the 12 lies on the 2 */
    bool robber;    /* the robber starts on the board (on the desert) */
} facts;

#define LAND(d, f, h, fi, p, m) [HS_DESERT] = d, [HS_FOREST] = f, [HS_HILLS] = h, [HS_FIELDS] = fi, \
                                [HS_PASTURE] = p, [HS_MOUNTAINS] = m
#define CLASSIC_HARBORS {4, 1, 1, 1, 1, 1}
#define CLASSIC_TOKENS "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12"

static const facts table[] = {
    {"cities-knights", "3-4", {LAND(1, 4, 3, 4, 4, 3)}, CLASSIC_TOKENS, 0, CLASSIC_HARBORS, 0, 0, false, true},
    {"cities-knights-5-6", "5-6", {LAND(2, 6, 5, 6, 6, 5)},
     "2 2 3 3 3 4 4 4 5 5 5 6 6 6 8 8 8 9 9 9 10 10 10 11 11 11 12 12", 0, {5, 1, 1, 1, 2, 1}, 0, 0, false, true},
    {"fishermen-of-catan", "3-4", {LAND(0, 4, 3, 4, 4, 3), [HS_LAKE] = 1}, CLASSIC_TOKENS, 0, CLASSIC_HARBORS, 6, 0,
     false, false},
    {"rivers-of-catan", "3-4", {LAND(0, 4, 3, 4, 3, 3), [HS_SWAMP] = 2},
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11", 7, CLASSIC_HARBORS, 0, 5, true, false},
    {"rivers-and-lakes", "3-4", {LAND(0, 4, 3, 3, 3, 3), [HS_SWAMP] = 2, [HS_LAKE] = 1},
     "3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11", 7, CLASSIC_HARBORS, 6, 5, false, false},
    {"caravans", "3-4", {LAND(0, 4, 3, 4, 4, 3), [HS_OASIS] = 1}, CLASSIC_TOKENS, 1, CLASSIC_HARBORS, 0, 0, false,
     false},
    {"fishy-caravans", "3-4", {LAND(0, 3, 3, 4, 4, 3), [HS_OASIS] = 1, [HS_LAKE] = 1},
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11", 1, CLASSIC_HARBORS, 6, 0, true, false},
    {"traders-and-barbarians", "3-4", {LAND(0, 4, 3, 3, 3, 3), [HS_CASTLE] = 1, [HS_QUARRY] = 1, [HS_GLASSWORKS] = 1},
     "3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11", 3, CLASSIC_HARBORS, 0, 0, false, false},
    {"traders-and-barbarians-fish", "3-4",
     {LAND(0, 3, 3, 3, 3, 3), [HS_CASTLE] = 1, [HS_QUARRY] = 1, [HS_GLASSWORKS] = 1, [HS_LAKE] = 1},
     "3 4 4 5 5 6 6 8 8 9 9 10 10 11 11", 3, CLASSIC_HARBORS, 6, 0, false, false},
    {"barbarian-attack", "3-4", {LAND(1, 3, 3, 4, 4, 3), [HS_CASTLE] = 1}, "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 12", 2,
     CLASSIC_HARBORS, 0, 0, false, true},
    {"barbarian-attack-fish", "3-4", {LAND(1, 3, 3, 3, 4, 3), [HS_CASTLE] = 1, [HS_LAKE] = 1},
     "2 3 4 4 5 5 6 6 8 8 9 9 10 10 11 12", 3, CLASSIC_HARBORS, 6, 0, false, true},
    {"explorers-pirates", "3-4", {LAND(0, 4, 2, 2, 4, 3)}, "3 3 4 4 5 6 6 8 8 9 10 10 11 11 12", 1, {0}, 0, 0, false,
     false},
    {"explorers-pirates-fish", "3-4", {LAND(0, 4, 2, 2, 3, 3), [HS_LAKE] = 1}, "3 3 4 4 5 6 6 8 8 9 10 10 11 11",
     2, {0}, 6, 0, false, false},
    {"explorers-pirates-ck", "3-4", {LAND(0, 3, 2, 3, 4, 3)}, "3 3 4 4 5 6 6 8 8 9 10 10 11 11 12", 1, {0}, 0, 0,
     false, false},
    {"explorers-pirates-ck-fish", "3-4", {LAND(0, 3, 2, 3, 3, 3), [HS_LAKE] = 1},
     "3 3 4 4 5 6 6 8 8 9 10 10 11 11", 2, {0}, 6, 0, false, false},
};

#define N_FACTS (int)(sizeof table / sizeof table[0])

static void tokens_of(const char *text, uint8_t count[13])
{
    memset(count, 0, 13);
    for (const char *p = text; *p;) {
        int n = 0, len = 0;
        if (sscanf(p, "%d%n", &n, &len) != 1)
            break;
        count[n]++;
        p += len;
    }
}

static int pieces_of(const hs_board *b, hs_piece_kind kind)
{
    int n = 0;
    for (int k = 0; k < b->n_pieces; k++)
        n += b->pieces[k].kind == kind;
    return n;
}

/* The tile at hex h, or -1. */
static int tile_at(const hs_board *b, hs_hex h)
{
    for (int t = 0; t < b->n_tiles; t++)
        if (hs_hex_eq(b->tiles[t].hex, h))
            return t;
    return -1;
}

static bool is_land(const hs_board *b, int t)
{
    return t >= 0 && b->tiles[t].terrain != HS_SEA;
}

static void check_facts(const facts *f, const hs_board *b, bool first, int *fixed_at, uint8_t *fixed_terrain)
{
    uint8_t land[HS_TERRAIN_COUNT] = {0}, tokens[13] = {0}, want[13];
    int harbors[6] = {0}, fixed = 0;
    for (int t = 0; t < b->n_tiles; t++) {
        const hs_tile *x = &b->tiles[t];
        if (x->terrain == HS_SEA)
            continue;
        land[x->terrain]++;
        if (x->number)
            tokens[x->number]++;
        assert_int_equal(x->number != 0, hs_terrain_numbered((hs_terrain)x->terrain)); /* a token on each resource */
        if (hs_board_fixed(b, t)) { /* fixed hexes never move nor change */
            if (first) {
                fixed_at[fixed] = t;
                fixed_terrain[fixed] = x->terrain;
            }
            assert_int_equal(fixed_at[fixed], t);
            assert_int_equal(fixed_terrain[fixed], x->terrain);
            fixed++;
        }
        if (x->terrain == HS_LAKE) /* the lake never on the coast */
            for (int d = 0; d < 6; d++)
                assert_true(is_land(b, tile_at(b, hs_hex_neighbor(x->hex, d))));
    }
    assert_memory_equal(land, f->land, sizeof land);
    tokens_of(f->tokens, want);
    assert_memory_equal(tokens, want, sizeof tokens);
    assert_int_equal(fixed, f->fixed);
    for (int h = 0; h < b->n_harbors; h++)
        harbors[b->harbors[h].type]++;
    assert_memory_equal(harbors, f->harbors, sizeof harbors);
    assert_int_equal(b->robber >= 0, f->robber);
    if (b->robber >= 0)
        assert_int_equal(b->tiles[b->robber].terrain, HS_DESERT);
    assert_int_equal(b->pirate, -1);
    /* fishing grounds: on the frame, their corner between two land hexes or one; 4 5 6 8 9 10 */
    assert_int_equal(pieces_of(b, HS_PIECE_FISHING), f->fishing);
    uint8_t fish[13] = {0};
    for (int k = 0; k < b->n_pieces; k++) {
        const hs_piece *p = &b->pieces[k];
        if (p->kind == HS_PIECE_FISHING) {
            assert_int_equal(b->tiles[p->tile].terrain, HS_SEA);
            /* corner c lies between the neighbours in directions c-1 and c (E SE SW W NW NE; N is
             * between NW and NE): at least one of them is land */
            int a = tile_at(b, hs_hex_neighbor(b->tiles[p->tile].hex, (p->at + 4) % 6));
            int c = tile_at(b, hs_hex_neighbor(b->tiles[p->tile].hex, (p->at + 5) % 6));
            assert_true(is_land(b, a) || is_land(b, c));
            fish[p->number]++;
        } else if (p->kind == HS_PIECE_RIVER) {
            assert_true(hs_board_fixed(b, p->tile));
            assert_true(hs_terrain_numbered((hs_terrain)b->tiles[p->tile].terrain));
        } else if (p->kind == HS_PIECE_SECOND) {
            assert_int_equal(b->tiles[p->tile].number, 2);
            assert_int_equal(p->number, 12);
        }
    }
    if (f->fishing) {
        uint8_t want_fish[13];
        tokens_of("4 5 6 8 9 10", want_fish);
        assert_memory_equal(fish, want_fish, sizeof fish);
    }
    assert_int_equal(pieces_of(b, HS_PIECE_RIVER), f->rivers);
    assert_int_equal(pieces_of(b, HS_PIECE_SECOND), f->joined);
}

/* Every layout on 300 seeds under its rules (red) and 100 under all four neighbour rules. */
static void expansions_keep_their_facts_and_rules(void **state)
{
    (void)state;
    for (int k = 0; k < N_FACTS; k++) {
        const facts *f = &table[k];
        int mode = hs_mode_from_name(f->name);
        assert_true(mode >= 0);
        const hs_layout_info *l = hs_layout_at(mode);
        assert_string_equal(l->players, f->players);
        assert_true(hs_layout_offered(mode));
        int fixed_at[HS_BOARD_MAX_TILES];
        uint8_t fixed_terrain[HS_BOARD_MAX_TILES];
        uint8_t fish_seen[HS_BOARD_MAX_PIECES][13];
        memset(fish_seen, 0, sizeof fish_seen);
        for (uint32_t seed = 0; seed < 400; seed++) {
            hs_catan_options o = hs_catan_default();
            o.mode = (hs_mode)mode;
            o.seed = seed * 2654435761u;
            assert_int_equal(hs_rules_parse(seed < 300 ? "red" : "all", &o.rules, NULL), HS_OK);
            hs_board b;
            hs_diag d = {{0}};
            hs_err err = hs_catan_generate(&o, &b, &d);
            if (err)
                fprintf(stderr, "%s seed %u: %s\n", f->name, o.seed, d.msg);
            assert_int_equal(err, HS_OK);
            check_facts(f, &b, seed == 0, fixed_at, fixed_terrain);
            for (int p = 0; p < b.n_pieces; p++)
                if (b.pieces[p].kind == HS_PIECE_FISHING)
                    fish_seen[p][b.pieces[p].number] = 1;
            check_board cb;
            char why[128] = "";
            check_board_of(&b, &cb);
            if (!check_rules(&cb, &o.rules, why, sizeof why))
                fprintf(stderr, "%s seed %u: %s\n", f->name, o.seed, why);
            assert_true(check_rules(&cb, &o.rules, why, sizeof why));
            assert_true(hs_catan_check(&b, &o.rules, NULL));
            if (seed % 37 == 0) { /* the share code rebuilds the board, pieces included */
                hs_code code;
                hs_catan_options back;
                hs_board again;
                assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
                assert_true(strlen(code.text) <= 10 || seed >= 300);
                assert_int_equal(hs_code_decode(code.text, &back, NULL), HS_OK);
                assert_int_equal(hs_catan_generate(&back, &again, NULL), HS_OK);
                assert_memory_equal(again.tiles, b.tiles, sizeof b.tiles[0] * (size_t)b.n_tiles);
                assert_memory_equal(again.harbors, b.harbors, sizeof b.harbors[0] * (size_t)b.n_harbors);
                assert_int_equal(again.n_pieces, b.n_pieces);
                assert_memory_equal(again.pieces, b.pieces, sizeof b.pieces[0] * (size_t)b.n_pieces);
            }
        }
        /* every fishing ground's number moves: each place has held every number of the six */
        for (int p = 0; p < HS_BOARD_MAX_PIECES; p++) {
            int kinds = 0;
            for (int n = 0; n < 13; n++)
                kinds += fish_seen[p][n];
            assert_true(kinds == 0 || kinds == 6);
        }
    }
}

/* The player counts: Cities & Knights for 3-4 and 5-6; the others say what they lack. */
static void player_counts_and_their_notes(void **state)
{
    (void)state;
    for (int k = 0; k < N_FACTS; k++) {
        int mode = hs_mode_from_name(table[k].name);
        const char *note = hs_layout_players_note(mode);
        bool ck = strcmp(hs_layout_expansion(mode), "Cities & Knights") == 0;
        assert_int_equal(note == NULL, ck);
        assert_int_equal(hs_layout_base(mode) >= 0, ck);
        assert_int_equal(hs_layout_drawn(mode), !ck);
        assert_string_equal(hs_layout_at(mode)->family, "catan");
        if (note)
            assert_non_null(strstr(note, "5-6 players"));
    }
    assert_int_equal(hs_layout_base(hs_mode_from_name("cities-knights-5-6")), HS_MODE_5_6);
    assert_int_equal(hs_layout_base(HS_MODE_CLASSIC), HS_MODE_CLASSIC);
    assert_int_equal(hs_layout_base(HS_MODE_SEAFARERS), -1);
    assert_null(hs_layout_players_note(HS_MODE_CLASSIC));
    assert_null(hs_layout_expansion(-1));
}

/* Barbarian Attack's two groups touch: the rules hold across them (checked above), and a proof
 * of the inner hexes alone is "no board"; the lake's version gives up rather than claim one. */
static void touching_groups_prove_or_give_up(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    o.mode = (hs_mode)hs_mode_from_name("barbarian-attack");
    assert_int_equal(hs_rules_parse("red,pips=10", &o.rules, NULL), HS_OK);
    hs_board b;
    assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_EUNSAT);
    o.mode = (hs_mode)hs_mode_from_name("barbarian-attack-fish");
    hs_diag d = {{0}};
    assert_int_equal(hs_catan_generate(&o, &b, &d), HS_ELIMIT);
    assert_non_null(strstr(d.msg, "gave up"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(expansions_keep_their_facts_and_rules),
        cmocka_unit_test(player_counts_and_their_notes),
        cmocka_unit_test(touching_groups_prove_or_give_up),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
