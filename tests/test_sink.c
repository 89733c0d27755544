/* SPDX-License-Identifier: MIT */
/* test_sink.c: the memory-buffer sink, its limit, and formatted writes of any length. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/sink.h"

static void buffer_collects_writes(void **state)
{
    (void)state;
    hs_buf b = {0};
    hs_sink s = hs_sink_buf(&b);
    assert_int_equal(hs_sink_puts(s, "hex"), HS_OK);
    assert_int_equal(hs_sink_printf(s, "%s-%d", "seed", 42), HS_OK);
    assert_string_equal(b.data, "hexseed-42");
    assert_int_equal(b.len, 10);
    hs_buf_free(&b);
    assert_null(b.data);
    hs_buf_free(NULL);
}

static void long_printf_is_not_truncated(void **state)
{
    (void)state;
    char big[3000];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    hs_buf b = {0};
    assert_int_equal(hs_sink_printf(hs_sink_buf(&b), "<%s>", big), HS_OK);
    assert_int_equal(b.len, sizeof big + 1);
    assert_int_equal(b.data[0], '<');
    assert_int_equal(b.data[b.len - 1], '>');
    hs_buf_free(&b);
}

static void limit_is_enforced(void **state)
{
    (void)state;
    hs_buf b = {0};
    b.limit = 8;
    hs_sink s = hs_sink_buf(&b);
    assert_int_equal(hs_sink_puts(s, "12345678"), HS_OK);
    assert_int_equal(hs_sink_puts(s, "9"), HS_ELIMIT);
    assert_int_equal(b.len, 8);
    hs_buf_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(buffer_collects_writes),
        cmocka_unit_test(long_printf_is_not_truncated),
        cmocka_unit_test(limit_is_enforced),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
