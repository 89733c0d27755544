/* SPDX-License-Identifier: MIT */
/* test_number.c: the strict number parser (hexseed/number.h) on a table of good and bad text,
 * and the CLI's strict input end to end: numbers in flags, control characters escaped in
 * messages, `hexseed score` all-or-nothing, NUL bytes named, read errors on stdin reported. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "cli_run.h"
#include "hexseed/number.h"

static void integers(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        long long min, max;
        bool ok;
        long long value;
    } cases[] = {
        {"0", 0, 10, true, 0},
        {"10", 0, 10, true, 10},
        {"4294967295", 0, 4294967295LL, true, 4294967295LL},
        {"-5", -10, 10, true, -5},
        {"9223372036854775807", 0, INT64_MAX, true, INT64_MAX},
        {"-9223372036854775808", INT64_MIN, 0, true, INT64_MIN},
        {"007", 0, 10, true, 7},
        {"11", 0, 10, false, 0},
        {"4294967296", 0, 4294967295LL, false, 0},       /* no wrap to 0 */
        {"18446744073709551616", 0, INT64_MAX, false, 0}, /* 2^64: no wrap */
        {"9223372036854775808", 0, INT64_MAX, false, 0},
        {"99999999999999999999", 0, INT64_MAX, false, 0},
        {"-1", 0, 10, false, 0},
        {"-0", 0, 10, false, 0},  /* no sign where none is allowed */
        {"\n5", 0, 10, false, 0}, /* no leading newline */
        {" 5", 0, 10, false, 0},
        {"\t5", 0, 10, false, 0},
        {"5 ", 0, 10, false, 0},
        {"5\n", 0, 10, false, 0},
        {"+5", 0, 10, false, 0},
        {"0x5", 0, 10, false, 0},
        {"5e0", 0, 10, false, 0},
        {"1,000", 0, 10000, false, 0},
        {"", 0, 10, false, 0},
        {"-", -10, 10, false, 0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        long long v = 12345;
        bool ok = hs_parse_integer(cases[k].text, cases[k].min, cases[k].max, &v);
        if (ok != cases[k].ok)
            fail_msg("hs_parse_integer(\"%s\") gave %d", cases[k].text, ok);
        assert_true(ok ? v == cases[k].value : v == 12345);
    }
    long long v;
    assert_false(hs_parse_integer(NULL, 0, 1, &v));
}

static void decimals(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        double min, max;
        bool ok;
        double value;
    } cases[] = {
        {"0.5", 0, 1, true, 0.5},   {"1", 0, 1, true, 1},       {"0", 0, 1, true, 0},
        {".5", 0, 1, true, 0.5},    {"1.", 0, 1, true, 1},      {"5e-1", 0, 1, true, 0.5},
        {"-0.25", -1, 1, true, -0.25},
        {"1.5", 0, 1, false, 0},    {"-0.5", 0, 1, false, 0},   {"0x0.8p0", 0, 1, false, 0},
        {"0x1", 0, 1, false, 0},    {"inf", 0, 1e300, false, 0}, {"nan", 0, 1, false, 0},
        {"NAN", 0, 1, false, 0},    {" 0.5", 0, 1, false, 0},   {"\n0.5", 0, 1, false, 0},
        {"0.5 ", 0, 1, false, 0},   {"+0.5", 0, 1, false, 0},   {"", 0, 1, false, 0},
        {".", 0, 1, false, 0},      {"e1", 0, 1, false, 0},     {"1e", 0, 10, false, 0},
        {"0,5", 0, 1, false, 0},    {"1e999", 0, 1e300, false, 0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        double v = 42;
        bool ok = hs_parse_decimal(cases[k].text, cases[k].min, cases[k].max, &v);
        if (ok != cases[k].ok)
            fail_msg("hs_parse_decimal(\"%s\") gave %d", cases[k].text, ok);
        assert_true(ok ? v == cases[k].value : v == 42);
    }
}

/* Numbers the flags refuse, strictly read, with what the text holds escaped in the one line each
 * must say (exit 2). */
static const cli_bad_case strict_bad[] = {
    {ARGS("catan", "--seed", "\n5"), "hexseed: seed '\\x0a5' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", "4294967296"), "hexseed: seed '4294967296' is not a whole number from 0 to 4294967295\n"},
    {ARGS("catan", "--seed", "\x1b[31m5"), "hexseed: seed '\\x1b[31m5' is not a whole number from 0 to 4294967295\n"},
    {ARGS("terrain", "--window", "4294967296,0,5,5"),
     "hexseed: window '4294967296,0,5,5' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--window", "0,0,5"), "hexseed: window '0,0,5' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--window", "0,0,5,5,"), "hexseed: window '0,0,5,5,' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--window", "0, 0,5,5"), "hexseed: window '0, 0,5,5' is not X,Y,W,H with W and H at least 1\n"},
    {ARGS("terrain", "--land-ratio", "0x0.8p0"), "hexseed: land-ratio '0x0.8p0' is not a number from 0 to 1\n"},
};

static void cli_flags_are_strict_and_messages_escaped(void **state)
{
    (void)state;
    cli_expect_bad_cases(strict_bad, sizeof strict_bad / sizeof strict_bad[0]);
}

static void score_is_all_or_nothing(void **state)
{
    (void)state;
    const char *good = "WBWODLBOOLGWLBLGWGG 10 9 6 10 0 2 4 8 12 8 11 9 3 5 3 6 4 11 5";
    cli_result r;
    assert_int_equal(cli_run(ARGS("score", "--format", "line", good, good), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(strstr(r.out, good) + 1, good)); /* both */
    cli_result_free(&r);
    assert_int_equal(cli_run(ARGS("score", good, "BAD"), NULL, &r), 0);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.out, ""); /* the good first line is not printed either */
    cli_result_free(&r);
    char input[256];
    snprintf(input, sizeof input, "%s\nBAD\n", good);
    assert_int_equal(cli_run(ARGS("score"), input, &r), 0);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.out, "");
    assert_non_null(strstr(r.err, "hexseed: line 2: "));
    cli_result_free(&r);
}

static void score_names_nul_bytes_and_read_errors(void **state)
{
    (void)state;
    /* cli_run feeds a C string, so the NUL goes in through a file. */
    char path[] = "/tmp/hexseed-test-nul-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "WB\0W\n", 5), 5);
    close(fd);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "%s score < %s 2>&1; echo \"exit $?\"", HS_HEXSEED_EXE, path);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    char out[512] = "";
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    pclose(p);
    unlink(path);
    assert_string_equal(out, "hexseed: line 1: contains a NUL byte (board lines are text)\nexit 2\n");
    /* A directory as standard input: the read fails, and the command says so. */
    snprintf(cmd, sizeof cmd, "%s score < /tmp 2>&1; echo \"exit $?\"", HS_HEXSEED_EXE);
    p = popen(cmd, "r");
    assert_non_null(p);
    n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    pclose(p);
    assert_string_equal(out, "hexseed: cannot read standard input: Is a directory\nexit 1\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(integers),
        cmocka_unit_test(decimals),
        cmocka_unit_test(cli_flags_are_strict_and_messages_escaped),
        cmocka_unit_test(score_is_all_or_nothing),
        cmocka_unit_test(score_names_nul_bytes_and_read_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
