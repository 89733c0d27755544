/* SPDX-License-Identifier: MIT */
/* tests/wasm/failalloc_none.c: tests/failalloc.h in the WebAssembly build of the unit tests, which
 * cannot wrap malloc as the native link does (-Wl,--wrap, tests/meson.build). The tests that
 * inject failures are skipped there by name (HEXSEED_WASM_SKIP in tests/wasm/run): they check the
 * out-of-memory paths natively and under the sanitizers. Reaching one of these is a mistake in
 * that list, and says so. */
#include <stdio.h>
#include <stdlib.h>

#include "../failalloc.h"

static _Noreturn void native_only(const char *what)
{
    fprintf(stderr, "%s: allocation-failure injection runs natively only; "
                    "add the test to HEXSEED_WASM_SKIP in tests/wasm/run\n", what);
    abort();
}

void failalloc_arm(long n) { (void)n, native_only("failalloc_arm"); }
void failalloc_arm_from(long n) { (void)n, native_only("failalloc_arm_from"); }
void failalloc_disarm(void) { native_only("failalloc_disarm"); }
long failalloc_calls(void) { native_only("failalloc_calls"); }
bool failalloc_fired(void) { native_only("failalloc_fired"); }
void failalloc_count_jansson(bool on) { (void)on, native_only("failalloc_count_jansson"); }

long failalloc_sweep(int (*op)(void *ctx), void *ctx, int expect)
{
    (void)op, (void)ctx, (void)expect;
    native_only("failalloc_sweep");
}
