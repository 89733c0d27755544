/* SPDX-License-Identifier: MIT */
/* test_houserules.c: house rules are reproducible, follow the jitter and tier mechanics, never
 * repeat within a draw, and leave no placeholder unfilled; the CLI's bad input table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cli_run.h"
#include "hexseed/houserules.h"

static void same_seed_same_rules(void **state)
{
    (void)state;
    hs_house_options o = hs_house_default();
    o.count = 7;
    o.intensity = 64;
    o.seed = 123;
    hs_house_rule a[HS_HOUSE_RULES], b[HS_HOUSE_RULES];
    assert_int_equal(hs_house_draw(&o, a, NULL), HS_OK);
    assert_int_equal(hs_house_draw(&o, b, NULL), HS_OK);
    for (int k = 0; k < o.count; k++) {
        assert_int_equal(a[k].index, b[k].index);
        assert_string_equal(a[k].text, b[k].text);
    }
    o.seed = 124;
    assert_int_equal(hs_house_draw(&o, b, NULL), HS_OK);
    bool differs = false;
    for (int k = 0; k < o.count; k++)
        differs |= a[k].index != b[k].index || strcmp(a[k].text, b[k].text) != 0;
    assert_true(differs);
}

/* The jitter's seven steps come in the spec's proportions, and the tier always follows the
 * jittered intensity: up to 30 minor, up to 70 moderate, else major. */
static void jitter_and_tiers_follow_the_mechanics(void **state)
{
    (void)state;
    static const int deltas[7] = {0, 7, -7, 18, -18, 30, -30};
    static const double share[7] = {0.40, 0.15, 0.15, 0.10, 0.10, 0.05, 0.05};
    int seen[7] = {0};
    const int n = 40000;
    int tiers[HS_TIER_COUNT] = {0};
    for (int s = 0; s < n; s++) {
        hs_house_options o = hs_house_default();
        o.seed = (uint32_t)s;
        hs_house_rule r;
        assert_int_equal(hs_house_draw(&o, &r, NULL), HS_OK);
        int d = r.intensity - o.intensity, k = 0;
        while (k < 7 && deltas[k] != d)
            k++;
        assert_true(k < 7);
        seen[k]++;
        hs_tier want = r.intensity <= 30 ? HS_TIER_MINOR : r.intensity <= 70 ? HS_TIER_MODERATE : HS_TIER_MAJOR;
        assert_int_equal(r.tier, want);
        tiers[r.tier]++;
    }
    for (int k = 0; k < 7; k++) {
        double got = seen[k] / (double)n;
        assert_true(got > share[k] - 0.01 && got < share[k] + 0.01);
    }
    /* At 50: only +30 makes a major rule and only -30 a minor one. */
    assert_true(tiers[HS_TIER_MINOR] == seen[6] && tiers[HS_TIER_MAJOR] == seen[5]);
}

static void all_rules_once_and_every_placeholder_filled(void **state)
{
    (void)state;
    int tier_size[HS_TIER_COUNT] = {0};
    for (int seed = 0; seed < 300; seed++) {
        hs_house_options o = hs_house_default();
        o.count = HS_HOUSE_RULES;
        o.intensity = 1 + seed % 100;
        o.seed = (uint32_t)seed * 2654435761u;
        hs_house_rule r[HS_HOUSE_RULES];
        assert_int_equal(hs_house_draw(&o, r, NULL), HS_OK);
        bool used[HS_HOUSE_RULES] = {false};
        for (int k = 0; k < HS_HOUSE_RULES; k++) {
            assert_false(used[r[k].index]);
            used[r[k].index] = true;
            assert_null(strchr(r[k].text, '['));
            assert_null(strchr(r[k].text, ']'));
            assert_true(strlen(r[k].text) > 20);
            if (seed == 0)
                tier_size[r[k].tier]++;
        }
    }
    /* 8 minor, 9 moderate, 9 major, as in the original */
    assert_int_equal(tier_size[HS_TIER_MINOR], 8);
    assert_int_equal(tier_size[HS_TIER_MODERATE], 9);
    assert_int_equal(tier_size[HS_TIER_MAJOR], 9);
    /* Numbers stay in their ranges: "[number:2,5]" in Care Package. */
    for (int seed = 0; seed < 2000; seed++) {
        hs_house_options o = hs_house_default();
        o.count = HS_HOUSE_RULES;
        o.seed = (uint32_t)seed;
        hs_house_rule r[HS_HOUSE_RULES];
        assert_int_equal(hs_house_draw(&o, r, NULL), HS_OK);
        for (int k = 0; k < HS_HOUSE_RULES; k++)
            if (r[k].index == 0) {
                int v = 0;
                assert_int_equal(sscanf(r[k].text, "Every player starts the game with %d", &v), 1);
                assert_true(v >= 2 && v <= 5);
            }
    }
    /* Each bound of intensity and count (the other at its default), and the reserved words. */
    static const struct {
        int intensity, count;
        const char *msg;
    } refused[] = {
        {0, 1, "intensity 0 is not from 1 to 100"},
        {101, 1, "intensity 101 is not from 1 to 100"},
        {50, 0, "count 0 is not from 1 to 26"},
        {50, HS_HOUSE_RULES + 1, "count 27 is not from 1 to 26"},
    };
    hs_house_options bad;
    hs_house_rule r;
    hs_diag diag = {{0}};
    for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++) {
        bad = hs_house_default();
        bad.intensity = refused[k].intensity;
        bad.count = refused[k].count;
        assert_int_equal(hs_house_draw(&bad, &r, &diag), HS_EINVAL);
        assert_string_equal(diag.msg, refused[k].msg);
    }
    bad = hs_house_default();
    bad.reserved[1] = 5;
    assert_int_equal(hs_house_draw(&bad, &r, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "hs_house_options.reserved is not zero: start from hs_house_default() and set only "
                                  "the fields this version of hexseed has");
    /* Tier names, and "?" for a value that is none. */
    assert_string_equal(hs_tier_name(HS_TIER_MINOR), "minor");
    assert_string_equal(hs_tier_name(HS_TIER_MAJOR), "major");
    assert_string_equal(hs_tier_name(HS_TIER_COUNT), "?");
    assert_string_equal(hs_tier_name((hs_tier)-1), "?");
}

/* `hexseed house-rules` given what it cannot take, and the one line each must say (exit 2). */
static const cli_bad_case house_rules_bad[] = {
    {ARGS("house-rules", "--intensity", "0"), "hexseed: intensity '0' is not a whole number from 1 to 100\n"},
    {ARGS("house-rules", "--intensity", "101"), "hexseed: intensity '101' is not a whole number from 1 to 100\n"},
    {ARGS("house-rules", "--count", "27"), "hexseed: count '27' is not a whole number from 1 to 26\n"},
    {ARGS("house-rules", "--count", "x"), "hexseed: count 'x' is not a whole number from 1 to 26\n"},
    {ARGS("house-rules", "--seed", "-3"), "hexseed: seed '-3' is not a whole number from 0 to 4294967295\n"},
    {ARGS("house-rules", "--format", "svg"), "hexseed: unknown format 'svg' (formats: text, json)\n"},
    {ARGS("house-rules", "--count", "2", "--count", "3"), "hexseed: --count given twice\n"},
    {ARGS("house-rules", "now"), "hexseed: unexpected argument 'now' (try 'hexseed house-rules --help')\n"},
};

static void cli_bad_input_and_json(void **state)
{
    (void)state;
    cli_expect_bad_cases(house_rules_bad, sizeof house_rules_bad / sizeof house_rules_bad[0]);
    cli_result a, b;
    assert_int_equal(cli_run(ARGS("house-rules", "--seed", "9", "--count", "3", "--format", "json"), NULL, &a), 0);
    assert_int_equal(a.status, 0);
    assert_memory_equal(a.out, "{\"seed\":9,\"intensity\":50,\"count\":3,\"rules\":[{\"name\":", 51);
    assert_int_equal(cli_run(ARGS("house-rules", "--seed", "9", "--count", "3", "--format", "json"), NULL, &b), 0);
    assert_string_equal(a.out, b.out);
    cli_result_free(&a);
    cli_result_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_same_rules),
        cmocka_unit_test(jitter_and_tiers_follow_the_mechanics),
        cmocka_unit_test(all_rules_once_and_every_placeholder_filled),
        cmocka_unit_test(cli_bad_input_and_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
