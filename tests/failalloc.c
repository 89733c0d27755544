/* SPDX-License-Identifier: MIT */
/* failalloc.c: the allocation wrappers that fail a chosen call, and the sweep over every failure
 * point of an operation (failalloc.h). Test-only: the counters below are the one place with
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

long failalloc_sweep(int (*op)(void *ctx), void *ctx, int expect)
{
    /* A guard against an operation that never finishes allocating, far above any in the tests. */
    enum { MAX_POINTS = 1000000 };
    for (long k = 1; k <= MAX_POINTS; k++) {
        failalloc_arm(k);
        int r = op(ctx);
        bool hit = failalloc_fired();
        long calls = failalloc_calls();
        failalloc_disarm();
        if (hit && r != expect)
            fail_msg("failalloc: with allocation %ld of %ld failing, the answer was %d, not %d", k, calls, r,
                     expect);
        if (!hit) {
            if (r != 0)
                fail_msg("failalloc: with no allocation failing (%ld made), the answer was %d, not 0", calls, r);
            return calls;
        }
    }
    fail_msg("failalloc: the operation still allocates after %d failure points", (int)MAX_POINTS);
    return -1;
}
