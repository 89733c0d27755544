/* SPDX-License-Identifier: MIT */
/* test_landmass.c: the automaton against the spec's worked examples (cell for cell), golden
 * landmasses of our own, swap, the hex mapping, the original's input quirks, and the survey. */
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
#include "hexseed/landmass.h"

static void grid_of(const hs_landmass *m, char out[8][9])
{
    for (int r = 0; r < 8; r++) {
        for (int c = 0; c < 8; c++)
            out[r][c] = hs_landmass_cell_char(m, r, c);
        out[r][8] = '\0';
    }
}

static void expect_grid(int rule, int start, bool swap, const char *const want[8])
{
    hs_landmass_options o = {.rule = (uint8_t)rule, .start = (uint8_t)start, .swap = swap};
    hs_landmass m = hs_landmass_grow(&o);
    char got[8][9];
    grid_of(&m, got);
    for (int r = 0; r < 8; r++)
        assert_string_equal(got[r], want[r]);
}

/* The original page's worked examples (verified against its PHP; docs/landmass.md). */
static void worked_examples_come_out_exactly(void **state)
{
    (void)state;
    static const char *const shuriken[8] = {".xx#xxx.", ".####~.x", "~##~~#~.", "~~~#~##x",
                                            "##~~~##x", "####~##x", "###~~##x", "x.~#~xxx"};
    expect_grid(153, 126, false, shuriken);
    static const char *const rule30[8] = {"...~...x", "x#~~~#x.", "#~#~#~~x", "~##~#~#.",
                                          "#~~##~#.", "#~#~~##.", "#~#~#~~x", ".x#~#.x."};
    expect_grid(30, 1, false, rule30);
    /* The raw rows of the shuriken, bit for bit. */
    static const uint8_t raw[8] = {0x7E, 0x79, 0x64, 0x17, 0xC7, 0xF7, 0xE7, 0x97};
    hs_landmass_options o = {.rule = 153, .start = 126};
    hs_landmass m = hs_landmass_grow(&o);
    for (int r = 0; r < 8; r++) {
        int v = 0;
        for (int c = 0; c < 8; c++)
            v = v * 2 + m.alive[r][c];
        assert_int_equal(v, raw[r]);
    }
}

/* tests/golden/landmass.txt, for golden_lines. */
static bool write_golden_landmasses(FILE *f)
{
    fprintf(f, "# Golden landmasses: RULE START SWAP and the 8 grid rows (# land, ~ water, x/. imaginary).\n");
    static const int pairs[][2] = {{25, 60}, {60, 25}, {73, 73}, {101, 5}, {105, 200}, {147, 147}, {153, 126},
                                   {30, 1}, {77, 88}, {90, 24}, {110, 129}, {126, 66}, {150, 255}, {184, 17},
                                   {18, 128}, {45, 99}, {54, 7}, {22, 180}, {57, 3}, {225, 77}, {0, 255}, {255, 0}};
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++)
        for (int swap = 0; swap < 2; swap += (k % 3 == 0) ? 1 : 2) {
            hs_landmass_options o = {.rule = (uint8_t)pairs[k][0], .start = (uint8_t)pairs[k][1], .swap = swap};
            hs_landmass m = hs_landmass_grow(&o);
            char g[8][9];
            grid_of(&m, g);
            fprintf(f, "%d %d %d", pairs[k][0], pairs[k][1], swap);
            for (int r = 0; r < 8; r++)
                fprintf(f, " %s", g[r]);
            fputc('\n', f);
        }
    return true;
}

/* Golden landmasses of our own: each line of tests/golden/landmass.txt is
 * `RULE START SWAP g0 g1 ... g7`. HEXSEED_WRITE_GOLDEN=1 writes the file anew. */
static void golden_landmasses(void **state)
{
    (void)state;
    data_lines golden = golden_lines(HS_TEST_GOLDEN "/landmass.txt", write_golden_landmasses);
    for (size_t k = 0; k < golden.n; k++) {
        int rule, start, swap;
        char g[8][9];
        assert_int_equal(sscanf(golden.line[k], "%d %d %d %8s %8s %8s %8s %8s %8s %8s %8s", &rule, &start, &swap, g[0],
                                g[1], g[2], g[3], g[4], g[5], g[6], g[7]),
                         11);
        const char *want[8];
        for (int r = 0; r < 8; r++)
            want[r] = g[r];
        expect_grid(rule, start, swap != 0, want);
    }
    assert_true(golden.n >= 20);
    data_lines_free(&golden);
}

static void real_cells_and_swap(void **state)
{
    (void)state;
    int real = 0;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++)
            real += hs_landmass_is_real(r, c);
    assert_int_equal(real, HS_LANDMASS_REAL);
    assert_false(hs_landmass_is_real(0, 0));
    assert_true(hs_landmass_is_real(0, 3));
    assert_false(hs_landmass_is_real(3, 7)); /* column 7 is all imaginary */
    for (int rule = 0; rule < 256; rule += 17) {
        hs_landmass_options o = {.rule = (uint8_t)rule, .start = (uint8_t)(255 - rule)};
        hs_landmass a = hs_landmass_grow(&o);
        o.swap = true;
        hs_landmass b = hs_landmass_grow(&o);
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++)
                assert_int_equal(a.alive[r][c], !b.alive[r][c]);
    }
}

/* The hexes keep the grid's neighbours: two real cells are odd-q neighbours exactly when their
 * hexes are at distance 1, and the hexes come in row-major order. */
static void hexes_keep_neighbours(void **state)
{
    (void)state;
    hs_landmass_options o = {.rule = 153, .start = 126};
    hs_landmass m = hs_landmass_grow(&o);
    hs_hex h[64];
    bool land[64];
    uint8_t cell[64];
    assert_int_equal(hs_landmass_hexes(&m, h, land, cell), HS_LANDMASS_REAL);
    for (int i = 0; i < HS_LANDMASS_REAL; i++) {
        int r1 = cell[i] / 8, c1 = cell[i] % 8;
        assert_int_equal(land[i], m.alive[r1][c1]);
        if (i > 0)
            assert_true(h[i].r > h[i - 1].r || (h[i].r == h[i - 1].r && h[i].q > h[i - 1].q));
        for (int j = 0; j < HS_LANDMASS_REAL; j++) {
            int r2 = cell[j] / 8, c2 = cell[j] % 8;
            bool odd_q_adjacent;
            if (c1 == c2)
                odd_q_adjacent = abs(r1 - r2) == 1;
            else if (abs(c1 - c2) == 1) {
                int upper = (c1 & 1) ? r1 : r1 - 1; /* the neighbour column's rows touching this cell */
                odd_q_adjacent = r2 == upper || r2 == upper + 1;
            } else
                odd_q_adjacent = false;
            assert_int_equal(hs_hex_distance(h[i], h[j]) == 1, odd_q_adjacent);
        }
    }
}

static void compat_reads_fields_as_the_original(void **state)
{
    (void)state;
    static const struct { const char *text; int want; } cases[] = {
        {"", 88}, {"0", 88}, {"abc", 0}, {"25", 25}, {"255", 255}, {"256", 128}, {"300", 150},
        {"-5", 255}, {"12abc", 12}, {" 7", 7}, {"+9", 9}, {"00", 0}, {"99999999999999999999999", 255},
        {"511", 255}, {"1", 1},
    };
    /* The reading lives in the command (--compat); the start row falls back to 88. */
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        cli_result r;
        const char *args[] = {"landmass", "--compat", "--start", cases[k].text, "--format", "json", NULL};
        assert_int_equal(cli_run(args, NULL, &r), 0);
        assert_int_equal(r.status, 0);
        char want[32];
        snprintf(want, sizeof want, "\"start\":%d,", cases[k].want);
        if (!strstr(r.out, want))
            fprintf(stderr, "--start '%s': %.60s\n", cases[k].text, r.out);
        assert_non_null(strstr(r.out, want));
        cli_result_free(&r);
    }
}

static void survey_rates_and_merges(void **state)
{
    (void)state;
    hs_landmass_rating *work = malloc(HS_LANDMASS_SURVEY_WORK * sizeof *work);
    hs_landmass_rating best[64];
    assert_non_null(work);
    int n = -1;
    hs_diag diag = {{0}};
    /* A work buffer one rating short is refused, with the reason. */
    assert_int_equal(hs_landmass_survey(work, HS_LANDMASS_SURVEY_WORK - 1, best, 64, &n, &diag), HS_EINVAL);
    assert_int_equal(n, 0);
    assert_string_equal(diag.msg, "the survey needs room for 65536 ratings, not 65535");
    assert_int_equal(hs_landmass_survey(work, HS_LANDMASS_SURVEY_WORK, best, 64, &n, NULL), HS_OK);
    assert_int_equal(n, 64);
    for (int i = 0; i < n; i++) {
        assert_true(best[i].score >= 0.0 && best[i].score <= 100.0);
        if (i > 0)
            assert_true(best[i - 1].score >= best[i].score);
        for (int j = 0; j < i; j++)
            assert_true(best[i].mask != best[j].mask); /* distinct maps */
        hs_landmass_options o = {.rule = best[i].rule, .start = best[i].start};
        hs_landmass m = hs_landmass_grow(&o);
        hs_landmass_rating again = hs_landmass_rate(&m);
        assert_true(again.mask == best[i].mask);
        assert_true(again.score == best[i].score);
        assert_true(best[i].same >= 1);
    }
    /* All land: one island of 44, no coast between real cells but the map's edge. */
    hs_landmass_options full = {.rule = 255, .start = 255};
    hs_landmass m = hs_landmass_grow(&full);
    hs_landmass_rating r = hs_landmass_rate(&m);
    assert_int_equal(r.land, 44);
    assert_int_equal(r.islands, 1);
    assert_int_equal(r.largest, 44);
    free(work);
}

/* `hexseed landmass` given what it cannot take, and the one line each must say (exit 2). */
static const cli_bad_case landmass_bad[] = {
    {ARGS("landmass", "--rule", "256"), "hexseed: rule '256' is not a whole number from 0 to 255\n"},
    {ARGS("landmass", "--rule", "-1"), "hexseed: rule '-1' is not a whole number from 0 to 255\n"},
    {ARGS("landmass", "--start", "abc"), "hexseed: start 'abc' is not a whole number from 0 to 255\n"},
    {ARGS("landmass", "--start", ""), "hexseed: start '' is not a whole number from 0 to 255\n"},
    {ARGS("landmass", "--rule", "1", "--rule", "2"), "hexseed: --rule given twice\n"},
    {ARGS("landmass", "--format", "png"), "hexseed: unknown format 'png' (formats: grid, text, json, svg, tmj)\n"},
    {ARGS("landmass", "--survey", "--rule", "3"), "hexseed: survey rates every rule and start: drop rule\n"},
    {ARGS("landmass", "--survey", "--top", "0"), "hexseed: top '0' is not a whole number from 1 to 65536\n"},
    {ARGS("landmass", "--survey", "--format", "svg"), "hexseed: survey is for text and json: drop it or ask for one of those\n"},
    {ARGS("landmass", "--top", "5"), "hexseed: top belongs to survey\n"},
    {ARGS("landmass", "--rule"), "hexseed: option --rule needs a value\n"},
    {ARGS("landmass", "extra"), "hexseed: unexpected argument 'extra' (try 'hexseed landmass --help')\n"},
};

static void cli_bad_input_is_one_clear_line(void **state)
{
    (void)state;
    cli_expect_bad_cases(landmass_bad, sizeof landmass_bad / sizeof landmass_bad[0]);
}

static void cli_grid_compat_and_survey(void **state)
{
    (void)state;
    cli_result r;
    assert_int_equal(cli_run(ARGS("landmass", "--rule", "30", "--start", "1", "--format", "grid"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_string_equal(r.out, "...~...x\nx#~~~#x.\n#~#~#~~x\n~##~#~#.\n#~~##~#.\n#~#~~##.\n#~#~#~~x\n.x#~#.x.\n");
    cli_result_free(&r);
    /* --compat: 0 and an empty field give the original's defaults (77, 88); 286 keeps its top
     * eight binary digits (100011110 -> 10001111 = 143). */
    cli_result a, b;
    assert_int_equal(cli_run(ARGS("landmass", "--compat", "--rule", "0", "--start", "", "--format", "json"), NULL, &a), 0);
    assert_int_equal(a.status, 0);
    assert_non_null(strstr(a.out, "\"rule\":77,\"start\":88"));
    assert_int_equal(cli_run(ARGS("landmass", "--compat", "--rule", "286", "--format", "json"), NULL, &b), 0);
    assert_non_null(strstr(b.out, "\"rule\":143,"));
    cli_result_free(&a);
    cli_result_free(&b);
    assert_int_equal(cli_run(ARGS("landmass", "--survey", "--top", "3"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    int lines = 0;
    for (const char *p = r.out; *p; p++)
        lines += *p == '\n';
    assert_int_equal(lines, 4); /* header and three maps */
    cli_result_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(worked_examples_come_out_exactly),
        cmocka_unit_test(golden_landmasses),
        cmocka_unit_test(real_cells_and_swap),
        cmocka_unit_test(hexes_keep_neighbours),
        cmocka_unit_test(compat_reads_fields_as_the_original),
        cmocka_unit_test(survey_rates_and_merges),
        cmocka_unit_test(cli_bad_input_is_one_clear_line),
        cmocka_unit_test(cli_grid_compat_and_survey),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
