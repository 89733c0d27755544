/* SPDX-License-Identifier: MIT */
/* failalloc.h: allocation-failure injection for the tests, so that every out-of-memory path of
 * hexseed's own code is run by a test that checks its answer; and a sink whose writes fail, for
 * the I/O failure paths (end of this file). Test-only; never in the library.
 *
 * How it works: the test programs are linked with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc
 * (failalloc_dep in tests/meson.build), so every call to malloc, calloc or realloc made by the
 * objects linked into the program (the test itself, the STATIC libhexseed, libhexseed-cairo and
 * the server's library) goes through failalloc.c first. Calls made inside shared libraries
 * (glibc's own strdup/fopen, cairo, libpng, zlib, libmicrohttpd, cmocka) are not wrapped:
 * an armed failure is only ever seen by hexseed's code. Jansson's allocations can be counted too,
 * through its own hook (failalloc_count_jansson). Disarmed, the wrappers only count calls.
 *
 * Usage (a cmocka test; meson: `dependencies : [..., failalloc_dep]`):
 *
 *     #include "failalloc.h"
 *
 *     // One failure by hand: the 3rd allocation from now fails, then everything works again.
 *     failalloc_arm(3);
 *     hs_err e = hs_something(&out, &diag);
 *     bool hit = failalloc_fired();     // did the operation reach a 3rd allocation?
 *     failalloc_disarm();
 *     if (hit) assert_int_equal(e, HS_ENOMEM);
 *
 *     // Every failure point in turn: op(ctx) is run once with nothing failing (it must succeed,
 *     // return 0, and its allocations are counted), then with the 1st allocation failing, the
 *     // 2nd, ... the last (above 120 allocations: the first 40 and 60 more spread evenly). Each failing run must return `expect` (HS_ENOMEM here) and free what
 *     // it made (the ASan build's leak check holds that). op does its own checks of the
 *     // result (diag text, out-parameters left NULL, ...) and frees what it was given.
 *     static int make_board(void *ctx) {
 *         hs_board *b = NULL;
 *         hs_err e = hs_board_new(ctx, &b, NULL);
 *         if (e == HS_OK) hs_board_free(b); else assert_null(b);
 *         return e;
 *     }
 *     long n = failalloc_sweep(make_board, &opts, HS_ENOMEM);  // n = allocations it makes
 *
 * The op's own allocations count as well (and may be the ones that fail): make what the op
 * compares against before the sweep, and check without allocating inside it.
 * A pointer-returning function is swept by an op that returns 0 for non-NULL and 1 for NULL
 * (expect 1). Threads: the counters are atomic, so an operation that allocates on several
 * threads still fails exactly one call, though which one is up to the scheduler.
 * failalloc_arm_from(n) fails the n-th call and every later one (for code with fallbacks that
 * allocate again). Whatever a test arms, it must disarm before its asserts can fail (a failed
 * cmocka assert jumps out of the test): failalloc_sweep disarms itself.
 */
#ifndef HEXSEED_TESTS_FAILALLOC_H
#define HEXSEED_TESTS_FAILALLOC_H

#include <stdbool.h>
#include <stddef.h>

#include "hexseed/sink.h"

/* Fails the n-th allocation call counted from now (n >= 1) and no other; the count restarts. */
void failalloc_arm(long n);
/* Fails the n-th allocation call counted from now and every one after it, until disarmed. */
void failalloc_arm_from(long n);
/* No more failures; the count restarts from 0. */
void failalloc_disarm(void);
/* Allocation calls (malloc, calloc, realloc, and jansson's when counted) since the last arm or
 * disarm, including the failed ones. */
long failalloc_calls(void);
/* Whether an armed failure has happened since the last arm (the operation got that far). */
bool failalloc_fired(void);
/* Counts (and fails, when armed) jansson's allocations too, through json_set_alloc_funcs, while
 * `on`; off by default. Only for objects jansson makes after the call. */
void failalloc_count_jansson(bool on);

/* Runs op(ctx) with nothing failing, then with the 1st, 2nd, 3rd ... allocation failing (see
 * above) and fails the current cmocka test, naming the failure point, when a failing run does not
 * return `expect` or a run without a failure does not return 0. Returns the number of
 * allocations one successful run makes. */
long failalloc_sweep(int (*op)(void *ctx), void *ctx, int expect);

/* The failure points the sweeps try in an operation that makes n calls (or writes), in order:
 * failalloc_next_point(0, n) is the first, the one after k is failalloc_next_point(k, n), and 0
 * ends. For a sweep of one's own: for (k = failalloc_next_point(0, n); k; k = ...(k, n)). */
long failalloc_next_point(long k, long n);

/* ---- Write failures ----
 * A sink that fails: writes go on to `inner` (or nowhere when inner.write is NULL) until the
 * fail_at-th one (from 1), which fails with HS_EIO, as does every later one (a full disk stays
 * full); fail_at 0 never fails. `writes` counts the calls. Zero-initialise, set fail_at and
 * inner, and write through failsink_sink(&f). */
typedef struct failsink {
    hs_sink inner;
    long fail_at, writes;
} failsink;
hs_sink failsink_sink(failsink *f);

/* Runs op(ctx, sink) with no write failing, then with the 1st, 2nd, 3rd ... write failing (the
 * same choice of points as failalloc_sweep), and fails the cmocka test unless each failing run
 * returns HS_EIO and a run without a failure HS_OK. Writes go nowhere. Returns the number of
 * writes of a whole run. */
long failsink_sweep(hs_err (*op)(void *ctx, hs_sink out), void *ctx);

/* The wrapped functions, for the linker's --wrap (reserved names, imposed by ld). */
void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t size);

#endif
