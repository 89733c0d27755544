/* test_score.c: the compat metric against every board of the reference file, bit for bit (raw
 * factors, normalised factors, final score, and the per-line parts); the lines from geometry
 * against the spec's sets; the hexseed metric's range and limits; board-line errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli_run.h"
#include "hexseed/score.h"

static void every_reference_board_bit_for_bit(void **state)
{
    (void)state;
    FILE *f = fopen(HS_TEST_DATA "/balance-reference.txt", "r");
    assert_non_null(f);
    char line[1024];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
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
        checked++;
    }
    fclose(f);
    assert_int_equal(checked, 220);
}

/* The three lines, derived from the geometry, split the Classic board as the spec's table says. */
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
            co.rules = seed % 16;
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

static void bad_board_lines(void **state)
{
    (void)state;
    static const struct { const char *line; const char *msg; } cases[] = {
        {"OWLGB 1 2", "board line has 5 terrain letters; a board has 19 (classic), 30 (5-6), 72 or 94 (seafarers)"},
        {"OWLGBWBGLDLOLOGWBGX 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 11",
         "board line: 'X' at position 19 is not a terrain letter (D O L G W B, A gold, ~ sea)"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6", "board line: number 19 of 19 is missing or not a number"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 0 3 8 8 3 4 5 5 6 7", "board line: number 19 is 7; a token is 2..6 or 8..12"},
        {"OWLGBWBGLDLOLOGWBGW 10 2 9 12 6 4 10 9 11 5 3 8 8 3 4 5 5 6 11", "board line: number 10 is 5; a desert or sea tile takes 0"},
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_reference_board_bit_for_bit),
        cmocka_unit_test(lines_come_out_of_the_geometry),
        cmocka_unit_test(spec_extremes),
        cmocka_unit_test(hexseed_metric_stays_in_range),
        cmocka_unit_test(bad_board_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
