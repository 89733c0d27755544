/* SPDX-License-Identifier: MIT */
/* failalloc.c: the allocation wrappers that fail a chosen call, the sweep over every failure
 * point of an operation, and the sink whose writes fail (failalloc.h). Test-only: the counters below are the one place with
 * mutable static state, atomic so that the server's threads may allocate too. */
#include "failalloc.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>
#include <jansson.h>

static atomic_long armed_at;   /* the call that fails, counted from the last arm; 0 = none */
static atomic_bool fail_after; /* every call after armed_at fails too */
static atomic_long call_count;
static atomic_bool fired;

/* Counts one allocation call and says whether it must fail. */
static bool should_fail(void)
{
    long k = atomic_fetch_add(&call_count, 1) + 1;
    long at = atomic_load(&armed_at);
    if (at == 0 || k < at || (k > at && !atomic_load(&fail_after)))
        return false;
    atomic_store(&fired, true);
    return true;
}

void *__wrap_malloc(size_t size)
{
    return should_fail() ? NULL : __real_malloc(size);
}

void *__wrap_calloc(size_t n, size_t size)
{
    return should_fail() ? NULL : __real_calloc(n, size);
}

/* A failed realloc leaves the old block as it was, as the real one does. */
void *__wrap_realloc(void *p, size_t size)
{
    return should_fail() ? NULL : __real_realloc(p, size);
}

static void rearm(long at, bool after)
{
    atomic_store(&armed_at, 0);
    atomic_store(&call_count, 0);
    atomic_store(&fired, false);
    atomic_store(&fail_after, after);
    atomic_store(&armed_at, at);
}

void failalloc_arm(long n)
{
    rearm(n, false);
}

void failalloc_arm_from(long n)
{
    rearm(n, true);
}

void failalloc_disarm(void)
{
    rearm(0, false);
}

long failalloc_calls(void)
{
    return atomic_load(&call_count);
}

bool failalloc_fired(void)
{
    return atomic_load(&fired);
}

/* jansson's allocator while counted: the same count and failures as hexseed's own calls. */
static void *jansson_malloc(size_t size)
{
    return should_fail() ? NULL : __real_malloc(size);
}

void failalloc_count_jansson(bool on)
{
    json_set_alloc_funcs(on ? jansson_malloc : __real_malloc, free);
}

/* The failure points a sweep tries for an operation that makes n calls: every one up to
 * SWEEP_ALL, else the first SWEEP_FIRST and then about SWEEP_SPREAD spread evenly to the last,
 * so that a renderer of 20,000 writes costs a hundred runs, not 20,000. 0 ends. */
enum { SWEEP_ALL = 120, SWEEP_FIRST = 40, SWEEP_SPREAD = 60 };

long failalloc_next_point(long k, long n)
{
    if (k >= n)
        return 0;
    if (n <= SWEEP_ALL || k < SWEEP_FIRST)
        return k + 1;
    long step = (n - SWEEP_FIRST) / SWEEP_SPREAD + 1;
    return k + step < n ? k + step : n;
}

long failalloc_sweep(int (*op)(void *ctx), void *ctx, int expect)
{
    failalloc_disarm();
    int r = op(ctx);
    long n = failalloc_calls();
    if (r != 0)
        fail_msg("failalloc: with no allocation failing (%ld made), the answer was %d, not 0", n, r);
    for (long k = failalloc_next_point(0, n); k; k = failalloc_next_point(k, n)) {
        failalloc_arm(k);
        r = op(ctx);
        bool hit = failalloc_fired();
        long calls = failalloc_calls();
        failalloc_disarm();
        if (hit && r != expect)
            fail_msg("failalloc: with allocation %ld of %ld failing, the answer was %d, not %d", k, calls, r,
                     expect);
        if (!hit && r != 0) /* a run that made fewer calls (threads) must still succeed */
            fail_msg("failalloc: with no allocation failing (%ld made), the answer was %d, not 0", calls, r);
    }
    return n;
}

static hs_err failsink_write(void *ctx, const void *data, size_t len)
{
    failsink *f = ctx;
    f->writes++;
    if (f->fail_at && f->writes >= f->fail_at)
        return HS_EIO;
    return f->inner.write ? f->inner.write(f->inner.ctx, data, len) : HS_OK;
}

hs_sink failsink_sink(failsink *f)
{
    hs_sink s = {failsink_write, f};
    return s;
}

long failsink_sweep(hs_err (*op)(void *ctx, hs_sink out), void *ctx)
{
    failsink f = {{NULL, NULL}, 0, 0};
    hs_err r = op(ctx, failsink_sink(&f));
    long n = f.writes;
    if (r != HS_OK)
        fail_msg("failsink: with no write failing (%ld made), the answer was %d, not 0", n, (int)r);
    for (long k = failalloc_next_point(0, n); k; k = failalloc_next_point(k, n)) {
        failsink g = {{NULL, NULL}, k, 0};
        r = op(ctx, failsink_sink(&g));
        if (g.writes >= k && r != HS_EIO)
            fail_msg("failsink: with write %ld of %ld failing, the answer was %d, not HS_EIO", k, g.writes, (int)r);
        if (g.writes < k && r != HS_OK)
            fail_msg("failsink: with no write failing (%ld made), the answer was %d, not 0", g.writes, (int)r);
    }
    return n;
}
