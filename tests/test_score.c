/* SPDX-License-Identifier: MIT */
/* test_score.c: the compat metric against every board of the reference file, bit for bit (raw
 * factors, normalised factors, final score, and the per-line parts); the lines from geometry
 * against the spec's sets; the hexseed metric's range and limits; board-line errors. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "check.h"
#include "cli_run.h"
#include "compat_naive.h"
#include "failalloc.h"
#include "hexseed/board.h"
#include "hexseed/catan.h"
#include "hexseed/rng.h"
#include "hexseed/code.h"
#include "hexseed/score.h"
#include "../src/score/score_internal.h"

static void every_reference_board_bit_for_bit(void **state)
{
    (void)state;
    data_lines reference = data_lines_read(HS_TEST_DATA "/balance-reference.txt");
    for (size_t i = 0; i < reference.n; i++) {
        char *line = reference.line[i];
        char *bar = strchr(line, '|');
        assert_non_null(bar);
        *bar = '\0';
        hs_board b;
        hs_diag diag = {{0}};
        if (hs_board_parse_line(line, &b, &diag) != HS_OK)
            fail_msg("%s: %s", line, diag.msg);
        double want[16];
        int n = 0;
        for (char *p = bar + 1; *p && n < 16;) {
            while (*p == ' ' || *p == '|' || *p == '\n')
                p++;
            if (!*p)
                break;
            char *end;
            want[n++] = strtod(p, &end);
            p = end;
        }
        assert_true(n == 11 || n == 15);
        hs_score_options o = hs_score_default();
        o.metric = HS_METRIC_COMPAT;
        hs_score s;
        assert_int_equal(hs_score_board(&b, &o, &s, &diag), HS_OK);
        for (int k = 0; k < 5; k++) {
            if (s.raw[k] != want[k])
                fail_msg("%s: raw %d is %.17g, want %.17g", line, k, s.raw[k], want[k]);
            if (s.norm[k] != want[5 + k])
                fail_msg("%s: normalised %d is %.17g, want %.17g", line, k, s.norm[k], want[5 + k]);
        }
        if (s.score != want[10])
            fail_msg("%s: score is %.17g, want %.17g", line, s.score, want[10]);
        if (n == 15) {
            assert_true(36 * s.line_rd[0] == want[11] && 36 * s.line_rd[1] == want[12]);
            assert_true(36 * s.line_pdb[0] == want[13] && 36 * s.line_pdb[1] == want[14]);
        }
    }
    assert_int_equal(reference.n, 220);
    data_lines_free(&reference);
}

/* The three lines, derived from the geometry, split the Classic board as the spec's table says. */
/* The closed forms against the original's corner-by-corner way, on random boards of any bag and
 * any numbers (three equal numbers around a corner included): equal to the bit. */
static void closed_forms_equal_the_corner_by_corner_score(void **state)
{
    (void)state;
    naive_corners *c = malloc(sizeof *c);
    assert_non_null(c);
    naive_corners_build(c);
    hs_board b;
    assert_int_equal(hs_board_parse_line("OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11", &b, NULL), HS_OK);
    hs_rng r = hs_rng_seed(5);
    static const int terrains[6] = {HS_DESERT, HS_FOREST, HS_HILLS, HS_FIELDS, HS_PASTURE, HS_MOUNTAINS};
    static const int numbers[10] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    for (int k = 0; k < 20000; k++) {
        for (int t = 0; t < 19; t++) {
            b.tiles[t].terrain = (uint8_t)terrains[hs_rng_below(&r, k % 2 ? 6 : 2)];
            b.tiles[t].number = b.tiles[t].terrain == HS_DESERT ? 0 : (uint8_t)numbers[hs_rng_below(&r, k % 3 ? 10 : 2)];
        }
        double raw[5];
        double want = naive_compat(c, &b, raw);
        hs_score s;
        assert_int_equal(hs_score_compat_classic(&b, &s, NULL), HS_OK);
        for (int f = 0; f < 5; f++)
            if (s.raw[f] != raw[f])
                fail_msg("board %d factor %d: %.17g, corner by corner %.17g", k, f, s.raw[f], raw[f]);
        assert_true(s.score == want);
    }
    free(c);
}

/* The PDR limit is exact where the search is small: on the standard Classic bag it is the
 * spec's proven maximum 3112/27, reached by the spec's board (so a factor of exactly 1). */
static void pdr_limit_is_the_exact_maximum(void **state)
{
    (void)state;
    hs_board b;
    assert_int_equal(hs_board_parse_line("OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11", &b, NULL), HS_OK);
    hs_sums *s = malloc(sizeof *s);
    hs_limits *lim = malloc(sizeof *lim);
    assert_non_null(s);
    assert_non_null(lim);
    hs_sums_build(s, &b);
    assert_int_equal(hs_limits_build(lim, s), HS_OK);
    assert_true(lim->pdr_exact);
    assert_true(fabs(lim->pdr - 3112.0 / 27.0) < 1e-9);
    for (int mode = HS_MODE_5_6; mode < HS_MODE_COUNT; mode++) {
        hs_catan_options o = hs_catan_default();
        o.mode = (hs_mode)mode;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        hs_sums_build(s, &b);
        assert_int_equal(hs_limits_build(lim, s), HS_OK);
        assert_true(lim->pdr_exact);
    }
    free(s);
    free(lim);
}

static void lines_come_out_of_the_geometry(void **state)
{
    (void)state;
    hs_board b;
    assert_int_equal(hs_board_parse_line("OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11", &b, NULL), HS_OK);
    hs_lines l = hs_lines_of(&b);
    static const int a[3][7] = {{0, 1, 2, 3, 4, 5, 6}, {0, 1, 3, 4, 7, 8, 12}, {1, 2, 5, 6, 10, 11, 15}};
    static const int c[3][7] = {{12, 13, 14, 15, 16, 17, 18}, {6, 10, 11, 14, 15, 17, 18}, {3, 7, 8, 12, 13, 16, 17}};
    static const int on[3][5] = {{7, 8, 9, 10, 11}, {2, 5, 9, 13, 16}, {0, 4, 9, 14, 18}};
    for (int k = 0; k < 3; k++) {
        for (int i = 0; i < 7; i++) {
            assert_int_equal(l.side[k][a[k][i]], -1);
            assert_int_equal(l.side[k][c[k][i]], 1);
        }
        for (int i = 0; i < 5; i++)
            assert_int_equal(l.side[k][on[k][i]], 0);
    }
}

static void spec_extremes(void **state)
{
    (void)state;
    hs_board b;
    hs_score s;
    hs_score_options o = hs_score_default();
    o.metric = HS_METRIC_COMPAT;
    assert_int_equal(hs_board_parse_line("WGOLBLGWODBWGBWLLOG 9 5 4 2 8 6 3 3 10 0 12 9 11 4 10 11 8 5 6", &b, NULL), HS_OK);
    assert_int_equal(hs_score_board(&b, &o, &s, NULL), HS_OK);
    assert_true(s.score == 0.0010781671159029635);
    assert_int_equal(hs_board_parse_line("WWOWWOBDGOBBGGLLGLL 11 2 10 12 11 10 9 0 3 5 5 9 3 4 6 8 4 6 8", &b, NULL), HS_OK);
    assert_int_equal(hs_score_board(&b, &o, &s, NULL), HS_OK);
    assert_true(s.score == 1.037336514732343);
}

/* The hexseed metric: every factor and the score in [0,1] on many generated boards of every
 * kind, with harbors or not; the compat metric refuses other shapes. */
static void hexseed_metric_stays_in_range(void **state)
{
    (void)state;
    for (int mode = 0; mode < HS_MODE_COUNT; mode++)
        for (uint32_t seed = 0; seed < 60; seed++) {
            hs_catan_options co = hs_catan_default();
            co.mode = (hs_mode)mode;
            co.seed = seed * 7919u;
            co.rules.on = seed % 16;
            hs_board b;
            assert_int_equal(hs_catan_generate(&co, &b, NULL), HS_OK);
            hs_score_options o = hs_score_default();
            o.harbors = seed & 1;
            hs_score s;
            assert_int_equal(hs_score_board(&b, &o, &s, NULL), HS_OK);
            for (int f = 0; f < HS_FACTOR_COUNT; f++)
                assert_true(s.norm[f] >= 0.0 && s.norm[f] <= 1.0);
            assert_true(s.score >= 0.0 && s.score <= 1.0);
            o.metric = HS_METRIC_COMPAT;
            hs_diag diag = {{0}};
            assert_int_equal(hs_score_board(&b, &o, &s, &diag), mode == HS_MODE_CLASSIC ? HS_OK : HS_EINVAL);
        }
}

/* The fast compat path refuses what is not a Classic board, saying why, and leaves *out alone. */
static void compat_classic_refuses_other_boards(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    hs_board b;
    assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
    hs_score s, untouched;
    memset(&s, 0x5a, sizeof s);
    untouched = s;
    hs_diag diag = {{0}};

    hs_board five = b;
    o.mode = HS_MODE_5_6;
    assert_int_equal(hs_catan_generate(&o, &five, NULL), HS_OK);
    assert_int_equal(hs_score_compat_classic(&five, &s, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "the compat score takes Classic boards of 19 tiles, not 30");
    assert_memory_equal(&s, &untouched, sizeof s);

    hs_board sea = b;
    sea.tiles[4].terrain = HS_SEA;
    assert_int_equal(hs_score_compat_classic(&sea, &s, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "tile 5 is sea: the compat score takes land tiles only");

    hs_board odd = b;
    odd.tiles[2].number = 13;
    assert_int_equal(hs_score_compat_classic(&odd, &s, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "tile 3 has number 13, not 0 to 12");
    assert_memory_equal(&s, &untouched, sizeof s);

    assert_int_equal(hs_score_compat_classic(&b, &s, &diag), HS_OK);
    assert_string_equal(diag.msg, "tile 3 has number 13, not 0 to 12"); /* success leaves diag alone */
}

static void bad_board_lines(void **state)
{
    (void)state;
    static const struct { const char *line; const char *msg; } cases[] = {
        {"OWLGB 1 2", "board line has 5 terrain letters; a board has 19 (classic), 30 (5-6), 72 or 94 (seafarers)"},
        {"OWLGBWBGLDLOLOGWBGX 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11",
         "board line: 'X' at position 19 is not a terrain letter (D O L G W B, A gold, ~ sea)"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6", "board line: number 19 of 19 is missing or not a number"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 7", "board line: number 19 is 7; a token is 2..6 or 8..12"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 5 3 8 8 3 4 5 5 6 11", "board line: number 10 is 5; a tile without a resource (desert, sea, lake...) takes 0"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11 4", "board line: unexpected '4' after the 19 numbers"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 x 0 3 8 8 3 4 5 5 6 11", "board line: number 9 of 19 is missing or not a number"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_board b;
        hs_diag diag = {{0}};
        assert_int_equal(hs_board_parse_line(cases[k].line, &b, &diag), HS_EPARSE);
        assert_string_equal(diag.msg, cases[k].msg);
    }
}

/* The optimizer keeps the bags and the rules, is deterministic, and the score it keeps by
 * deltas is exactly the score of the board it returns, computed afresh. */
static void optimizer_keeps_rules_and_its_sums_are_exact(void **state)
{
    (void)state;
    for (uint32_t seed = 0; seed < 40; seed++) {
        hs_catan_options co = hs_catan_default();
        co.mode = seed % 3 == 2 ? HS_MODE_5_6 : HS_MODE_CLASSIC;
        co.rules.on = seed % 16;
        co.seed = seed * 48271u;
        hs_board b, before;
        assert_int_equal(hs_catan_generate(&co, &b, NULL), HS_OK);
        before = b;
        hs_optimize_options o = hs_optimize_default();
        o.iterations = 20000;
        o.seed = seed;
        o.maximize = seed & 1;
        o.score.metric = co.mode == HS_MODE_CLASSIC && (seed & 2) ? HS_METRIC_COMPAT : HS_METRIC_HEXSEED;
        o.score.harbors = o.score.metric == HS_METRIC_HEXSEED && (seed & 4);
        hs_optimize_result r;
        assert_int_equal(hs_optimize(&b, &o, &r, NULL), HS_OK);
        assert_true(hs_catan_check(&b, &co.rules, NULL));
        for (int t = 0; t < HS_TERRAIN_COUNT; t++)
            assert_int_equal(count_terrain(&b, t), count_terrain(&before, t));
        int tokens[13] = {0};
        for (int t = 0; t < b.n_tiles; t++) {
            tokens[b.tiles[t].number]++;
            tokens[before.tiles[t].number]--;
            assert_int_equal(b.tiles[t].number == 0, b.tiles[t].terrain == HS_DESERT);
        }
        for (int v = 0; v < 13; v++)
            assert_int_equal(tokens[v], 0);
        hs_score full;
        assert_int_equal(hs_score_board(&b, &o.score, &full, NULL), HS_OK);
        assert_true(full.score == r.best);
        hs_score start;
        assert_int_equal(hs_score_board(&before, &o.score, &start, NULL), HS_OK);
        assert_true(o.maximize ? full.score >= start.score : full.score <= start.score);
        hs_board again = before;
        hs_optimize_result r2;
        assert_int_equal(hs_optimize(&again, &o, &r2, NULL), HS_OK);
        assert_memory_equal(&again, &b, sizeof b);
    }
}

/* Balanced boards from share codes: each line of tests/golden/balanced.txt is `CODE SCORE
 * LINE`; HEXSEED_WRITE_GOLDEN=1 writes it anew. */
static const struct { int mode, balance, metric, iterations; uint32_t seed; unsigned rules; } balanced_cases[] = {
    {0, 1, 1, 20000, 1, 1}, {0, 1, 1, 50000, 2, 15}, {0, 2, 1, 20000, 3, 1}, {0, 1, 0, 20000, 4, 3},
    {0, 2, 0, 30000, 5, 0}, {1, 1, 0, 20000, 6, 1},  {1, 2, 0, 20000, 7, 5}, {1, 1, 0, 40000, 8, 15},
    {0, 1, 1, 1000, 9, 1},  {0, 1, 0, 200000, 10, 1}, {0, 1, 2, 20000, 11, 1}, {1, 1, 2, 10000, 12, 1},
};

static void golden_text(const hs_board *b, const hs_catan_options *o, char *out, size_t cap)
{
    hs_code code;
    assert_int_equal(hs_code_encode(o, &code, NULL), HS_OK);
    hs_score_options so = hs_score_default();
    so.metric = (hs_metric)o->balance_metric;
    hs_score s;
    assert_int_equal(hs_score_board(b, &so, &s, NULL), HS_OK);
    size_t n = (size_t)snprintf(out, cap, "%s %.17g ", code.text, s.score);
    for (int t = 0; t < b->n_tiles; t++)
        out[n++] = hs_terrain_letter(b->tiles[t].terrain);
    for (int t = 0; t < b->n_tiles; t++)
        n += (size_t)snprintf(out + n, cap - n, " %d", b->tiles[t].number);
}

static hs_catan_options balanced_options(size_t k)
{
    hs_catan_options o = hs_catan_default();
    o.mode = (hs_mode)balanced_cases[k].mode;
    o.balance = (uint8_t)balanced_cases[k].balance;
    o.balance_metric = (uint8_t)balanced_cases[k].metric;
    o.balance_iterations = (uint32_t)balanced_cases[k].iterations;
    o.seed = balanced_cases[k].seed;
    o.rules.on = balanced_cases[k].rules;
    return o;
}

/* tests/golden/balanced.txt, for golden_lines. */
static bool write_golden_balanced(FILE *f)
{
    fprintf(f, "# Balanced boards: CODE, the score of its metric, and the board line it must make.\n");
    for (size_t k = 0; k < sizeof balanced_cases / sizeof balanced_cases[0]; k++) {
        hs_catan_options o = balanced_options(k);
        hs_board b;
        char text[1024];
        if (hs_board_make(&o, &b, NULL) != HS_OK)
            return false;
        golden_text(&b, &o, text, sizeof text);
        fprintf(f, "%s\n", text);
    }
    return true;
}

static void golden_balanced_codes(void **state)
{
    (void)state;
    data_lines golden = golden_lines(HS_TEST_GOLDEN "/balanced.txt", write_golden_balanced);
    assert_int_equal(golden.n, sizeof balanced_cases / sizeof balanced_cases[0]);
    char got[1024];
    for (size_t k = 0; k < golden.n; k++) {
        const char *line = golden.line[k];
        char code[HS_CODE_MAX_CHARS + 1];
        assert_int_equal(sscanf(line, "%200s", code), 1);
        hs_catan_options o;
        assert_int_equal(hs_code_decode(code, &o, NULL), HS_OK);
        hs_catan_options want = balanced_options(k);
        assert_int_equal(o.balance_metric, want.balance_metric);
        assert_int_equal(o.balance, want.balance);
        assert_int_equal(o.balance_iterations, want.balance_iterations);
        hs_board b;
        assert_int_equal(hs_board_make(&o, &b, NULL), HS_OK);
        golden_text(&b, &o, got, sizeof got);
        assert_string_equal(got, line);
    }
    data_lines_free(&golden);
}

/* Cancellation and reserved space, the API's conventions: a requested cancel stops the annealing
 * with HS_ECANCEL and leaves the board as it was; options with reserved space not zero are
 * refused with HS_EINVAL and a reason. */
static void cancel_and_reserved_space(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    o.seed = 11;
    hs_board board, before;
    assert_int_equal(hs_catan_generate(&o, &board, NULL), HS_OK);
    before = board;
    hs_cancel cancel = {0};
    hs_cancel_request(&cancel);
    hs_optimize_options opt = hs_optimize_default();
    opt.cancel = &cancel;
    hs_optimize_result r;
    hs_diag d = {{0}};
    assert_int_equal(hs_optimize(&board, &opt, &r, &d), HS_ECANCEL);
    assert_string_equal(d.msg, "cancelled after 0 of 200000 steps");
    assert_memory_equal(&board, &before, sizeof board);
    o.balance = HS_BALANCE_MOST;
    assert_int_equal(hs_board_make_cancel(&o, &board, &cancel, NULL), HS_ECANCEL);

    opt = hs_optimize_default();
    opt.reserved[0] = 1;
    assert_int_equal(hs_optimize(&board, &opt, &r, &d), HS_EINVAL);
    assert_string_equal(d.msg, "hs_optimize_options.reserved is not zero: start from hs_optimize_default() and set "
                               "only the fields this version of hexseed has");
    hs_score_options so = hs_score_default();
    so.reserved[1] = 7;
    hs_score sc;
    assert_int_equal(hs_score_board(&before, &so, &sc, &d), HS_EINVAL);
    assert_non_null(strstr(d.msg, "hs_score_options.reserved is not zero"));

    o = hs_catan_default();
    o.reserved[7] = 1;
    assert_int_equal(hs_catan_generate(&o, &board, &d), HS_EINVAL);
    assert_non_null(strstr(d.msg, "hs_catan_options.reserved is not zero: start from hs_catan_default()"));
    hs_code code;
    assert_int_equal(hs_code_encode(&o, &code, &d), HS_EINVAL);
    o = hs_catan_default();
    o.rules.reserved[0] = 1;
    assert_int_equal(hs_catan_generate(&o, &board, &d), HS_EINVAL);
    assert_non_null(strstr(d.msg, "hs_rules.reserved is not zero: start from hs_rules_default()"));
    o = hs_catan_default();
    o.rules.min_pips[HS_TERRAIN_COUNT] = 2;
    assert_int_equal(hs_catan_generate(&o, &board, &d), HS_EINVAL);
    char want[80];
    snprintf(want, sizeof want, "min-pips or max-pips is set for terrain %d; there are %d terrains", HS_TERRAIN_COUNT,
             HS_TERRAIN_COUNT);
    assert_string_equal(d.msg, want);
    /* The library zeroes the reserved space of what it fills. */
    memset(&board, 0xA5, sizeof board);
    assert_int_equal(hs_catan_generate(&before.options, &board, NULL), HS_OK);
    for (size_t i = 0; i < sizeof board.reserved / sizeof board.reserved[0]; i++)
        assert_int_equal(board.reserved[i], 0);
}

/* `hexseed score`, and the balancing of `hexseed catan`, given what they cannot take, and the one
 * line each must say (exit 2). */
static const cli_bad_case score_bad[] = {
    {ARGS("score", "OWLGB 1 2"),
     "hexseed: board line has 5 terrain letters; a board has 19 (classic), 30 (5-6), 72 or 94 (seafarers)\n"},
    {ARGS("score", "--metric", "ivanov"), "hexseed: unknown metric 'ivanov' (metrics: hexseed, compat, seats)\n"},
    {ARGS("score", "--format", "xml"), "hexseed: unknown format 'xml' (formats: text, json, line)\n"},
    {ARGS("catan", "--balanced", "--unbalanced"), "hexseed: give one of balanced and unbalanced\n"},
    {ARGS("catan", "--balanced", "--iterations", "1500"),
     "hexseed: iterations '1500' is not a multiple of 1000 from 1000 to 10000000\n"},
    {ARGS("catan", "--iterations", "2000"), "hexseed: iterations belongs to balanced or unbalanced\n"},
    {ARGS("catan", "--balanced", "--budget-ms", "0"),
     "hexseed: budget-ms '0' is not a whole number from 1 to 3600000\n"},
    {ARGS("catan", "--balanced", "--iterations", "2000", "--budget-ms", "50"), "hexseed: give one of iterations and budget-ms\n"},
    {ARGS("catan", "--balanced", "--mode", "5-6", "--metric", "compat"),
     "hexseed: the compat metric scores Classic boards only: use metric hexseed\n"},
    {ARGS("catan", "--balanced", "--spiral"), "hexseed: a balanced board moves its numbers: drop spiral\n"},
    {ARGS("catan", "--balanced", "--mode", "seafarers"), "hexseed: balanced boards are Classic or 5-6 boards\n"},
    {ARGS("catan", "--metric", "compat"), "hexseed: metric belongs to balanced, unbalanced or explain\n"},
    {ARGS("board", "0xjiwxm2", "--metric", "compat"), "hexseed: metric belongs to explain\n"},
    {ARGS("seafarers", "--balanced"), "hexseed: unknown option '--balanced' (try 'hexseed seafarers --help')\n"},
};

static void cli_bad_input_and_outputs(void **state)
{
    (void)state;
    cli_expect_bad_cases(score_bad, sizeof score_bad / sizeof score_bad[0]);
    cli_result r;
    assert_int_equal(cli_run(ARGS("score", "--format", "json", "--metric", "compat"),
                             "OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11\n\n"
                             "WGOLBLGWODBWGBWLLOG 9 5 4 2 8 6 3 3 10 0 12 9 11 4 10 11 8 5 6\n",
                             &r),
                     0);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "\"score\":0.097980056595081244}\n{"));
    assert_non_null(strstr(r.out, "\"score\":0.0010781671159029635}\n"));
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("score"), "OWLGBWBGLDLOLOGWBGW 10 2 9\n", &r), 0);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.err, "hexseed: line 1: board line: number 4 of 19 is missing or not a number\n");
    cli_result_free(&r);
    /* A balanced board's code rebuilds it. */
    cli_result a, b;
    assert_int_equal(cli_run(ARGS("catan", "--seed", "77", "--balanced", "--iterations", "30000", "--format", "code"), NULL, &a), 0);
    a.out[strcspn(a.out, "\n")] = '\0';
    assert_int_equal(cli_run(ARGS("board", a.out, "--format", "line"), NULL, &b), 0);
    cli_result c;
    assert_int_equal(cli_run(ARGS("catan", "--seed", "77", "--balanced", "--iterations", "30000", "--format", "line"), NULL, &c), 0);
    assert_string_equal(b.out, c.out);
    cli_result_free(&a);
    cli_result_free(&b);
    cli_result_free(&c);
}

/* ---- Failures ------------------------------------------------------------------------------ */

typedef struct oom_score {
    hs_board board;
    hs_score want;
} oom_score;

static int score_once(void *ctx)
{
    const oom_score *c = ctx;
    hs_score_options o = hs_score_default();
    hs_score got;
    hs_diag d = {{0}};
    hs_err e = hs_score_board(&c->board, &o, &got, &d);
    if (e == HS_OK)
        assert_true(got.score == c->want.score); /* exactly: nothing fell back to a bound */
    else
        assert_string_equal(d.msg, "out of memory");
    return e;
}

typedef struct oom_optimize {
    hs_board board, want;
} oom_optimize;

static int optimize_once(void *ctx)
{
    const oom_optimize *c = ctx;
    hs_board b = c->board;
    hs_optimize_options o = hs_optimize_default();
    o.iterations = 50;
    hs_optimize_result r;
    hs_diag d = {{0}};
    hs_err e = hs_optimize(&b, &o, &r, &d);
    if (e == HS_OK)
        assert_memory_equal(&b, &c->want, sizeof b);
    else
        assert_memory_equal(&b, &c->board, sizeof b); /* left as it was */
    return e;
}

/* Out of memory in the scorer and the optimizer: HS_ENOMEM, nothing changed, nothing leaked. */
static void out_of_memory_is_enomem(void **state)
{
    (void)state;
    hs_catan_options co = hs_catan_default();
    co.seed = 9;
    oom_score c;
    assert_int_equal(hs_board_make(&co, &c.board, NULL), HS_OK);
    hs_score_options so = hs_score_default();
    assert_int_equal(hs_score_board(&c.board, &so, &c.want, NULL), HS_OK);
    assert_true(failalloc_sweep(score_once, &c, HS_ENOMEM) >= 2);

    oom_optimize oc;
    oc.board = oc.want = c.board;
    hs_optimize_options oo = hs_optimize_default();
    oo.iterations = 50;
    hs_optimize_result r;
    assert_int_equal(hs_optimize(&oc.want, &oo, &r, NULL), HS_OK);
    assert_true(failalloc_sweep(optimize_once, &oc, HS_ENOMEM) >= 2);
}

/* The optimizer's own checks, each with its error and reason, the board untouched; and the
 * early stop, both ways. */
static void optimizer_options_say_what_is_wrong(void **state)
{
    (void)state;
    hs_catan_options co = hs_catan_default();
    co.seed = 4;
    hs_board boards[4];
    assert_int_equal(hs_board_make(&co, &boards[0], NULL), HS_OK);
    co.numbers = HS_NUMBERS_SPIRAL;
    assert_int_equal(hs_board_make(&co, &boards[1], NULL), HS_OK);
    co = hs_catan_default();
    co.mode = HS_MODE_SEAFARERS;
    assert_int_equal(hs_board_make(&co, &boards[2], NULL), HS_OK);
    co = hs_catan_default();
    co.mode = HS_MODE_5_6;
    assert_int_equal(hs_board_make(&co, &boards[3], NULL), HS_OK);
    static const struct {
        int board, metric;
        uint32_t iterations;
        hs_err err;
        const char *msg;
    } cases[] = {
        {1, HS_METRIC_HEXSEED, 100, HS_ECONFLICT, "a balanced board moves its numbers: drop the spiral"},
        {2, HS_METRIC_HEXSEED, 100, HS_EINVAL, "balanced boards are Classic or 5-6 boards"},
        {0, HS_METRIC_COUNT, 100, HS_EINVAL, "unknown metric 3"},
        {3, HS_METRIC_COMPAT, 100, HS_EINVAL, "the compat metric scores Classic boards only"},
        {0, HS_METRIC_HEXSEED, 0, HS_EINVAL, "iterations 0 is not from 1 to 10000000"},
        {0, HS_METRIC_HEXSEED, 10000001, HS_EINVAL, "iterations 10000001 is not from 1 to 10000000"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_board b = boards[cases[k].board];
        hs_optimize_options o = hs_optimize_default();
        o.score.metric = (hs_metric)cases[k].metric;
        o.iterations = cases[k].iterations;
        hs_optimize_result r;
        hs_diag d = {{0}};
        if (hs_optimize(&b, &o, &r, &d) != cases[k].err || strcmp(d.msg, cases[k].msg) != 0)
            fail_msg("case %zu: '%s'", k, d.msg);
        assert_memory_equal(&b, &boards[cases[k].board], sizeof b);
    }
    hs_optimize_options o = hs_optimize_default();
    o.score.reserved[0] = 1;
    hs_optimize_result r;
    hs_board b = boards[0];
    assert_int_equal(hs_optimize(&b, &o, &r, NULL), HS_EINVAL);

    /* Stop at a score already reached: no step at all; stop when past a target: early. */
    hs_score s;
    hs_score_options so = hs_score_default();
    assert_int_equal(hs_score_board(&boards[0], &so, &s, NULL), HS_OK);
    for (int maximize = 0; maximize < 2; maximize++) {
        o = hs_optimize_default();
        o.iterations = 1;
        o.maximize = maximize;
        o.stop_at = s.score;
        b = boards[0];
        assert_int_equal(hs_optimize(&b, &o, &r, NULL), HS_OK);
        assert_int_equal(r.steps, 0);
        o.iterations = 100000;
        o.stop_at = maximize ? s.score + 0.01 : s.score - 0.01;
        assert_int_equal(hs_optimize(&b, &o, &r, NULL), HS_OK);
        assert_true(r.steps < 100000);
        assert_true(maximize ? r.best >= o.stop_at : r.best <= o.stop_at);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_reference_board_bit_for_bit),
        cmocka_unit_test(closed_forms_equal_the_corner_by_corner_score),
        cmocka_unit_test(lines_come_out_of_the_geometry),
        cmocka_unit_test(pdr_limit_is_the_exact_maximum),
        cmocka_unit_test(spec_extremes),
        cmocka_unit_test(hexseed_metric_stays_in_range),
        cmocka_unit_test(compat_classic_refuses_other_boards),
        cmocka_unit_test(bad_board_lines),
        cmocka_unit_test(optimizer_keeps_rules_and_its_sums_are_exact),
        cmocka_unit_test(golden_balanced_codes),
        cmocka_unit_test(cancel_and_reserved_space),
        cmocka_unit_test(cli_bad_input_and_outputs),
        cmocka_unit_test(out_of_memory_is_enomem),
        cmocka_unit_test(optimizer_options_say_what_is_wrong),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
