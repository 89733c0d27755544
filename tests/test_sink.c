/* SPDX-License-Identifier: MIT */
/* test_sink.c: the memory-buffer sink, its limit, formatted writes of any length, and what the
 * sinks answer when memory or the disk runs out. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "failalloc.h"
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

/* Out of memory, the buffer keeps what it had: a failed growth is HS_ENOMEM and loses nothing. */
static void buffer_out_of_memory_keeps_its_contents(void **state)
{
    (void)state;
    hs_buf b = {0};
    hs_sink s = hs_sink_buf(&b);
    failalloc_arm(1);
    hs_err first = hs_sink_puts(s, "lost");
    failalloc_disarm();
    assert_int_equal(first, HS_ENOMEM);
    assert_null(b.data);
    assert_int_equal(b.len, 0);

    assert_int_equal(hs_sink_puts(s, "kept"), HS_OK); /* 256 bytes of room */
    char big[600];
    memset(big, 'y', sizeof big);
    failalloc_arm(1);
    hs_err grow = hs_sink_write(s, big, sizeof big);
    failalloc_disarm();
    assert_int_equal(grow, HS_ENOMEM);
    assert_string_equal(b.data, "kept");
    assert_int_equal(b.len, 4);
    assert_int_equal(b.cap, 256);
    hs_buf_free(&b);
}

/* A printf longer than the stack buffer allocates once; that failure is HS_ENOMEM, nothing written. */
static int long_printf(void *ctx)
{
    hs_buf *b = ctx;
    hs_buf_free(b);
    hs_err e = hs_sink_printf(hs_sink_buf(b), "%0700d|", 7);
    if (e == HS_OK) {
        assert_int_equal(b->len, 701);
        assert_int_equal(b->data[699], '7');
    } else {
        assert_int_equal(b->len, 0);
    }
    return e;
}

static void printf_out_of_memory(void **state)
{
    (void)state;
    hs_buf b = {0};
    /* one for the formatted text, one for the buffer */
    assert_int_equal(failalloc_sweep(long_printf, &b, HS_ENOMEM), 2);
    hs_buf_free(&b);
}

/* A full disk is HS_EIO from the stdio sink (at the write or at the flush, which stdio decides:
 * a write as big as this one goes straight to the file). */
static void file_sink_on_a_full_disk(void **state)
{
    (void)state;
    FILE *f = fopen("/dev/full", "w");
    if (!f)
        skip();
    setvbuf(f, NULL, _IONBF, 0);
    hs_sink s = hs_sink_file(f);
    assert_int_equal(hs_sink_puts(s, "no room"), HS_EIO);
    assert_int_equal(hs_sink_printf(s, "%d", 42), HS_EIO);
    assert_int_equal(hs_sink_write(s, "", 0), HS_OK); /* nothing to write, nothing fails */
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(buffer_collects_writes),
        cmocka_unit_test(long_printf_is_not_truncated),
        cmocka_unit_test(limit_is_enforced),
        cmocka_unit_test(buffer_out_of_memory_keeps_its_contents),
        cmocka_unit_test(printf_out_of_memory),
        cmocka_unit_test(file_sink_on_a_full_disk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
