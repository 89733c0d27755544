/* SPDX-License-Identifier: MIT */
/* tests/wasm/skip.c: skips, by name, the unit tests that check what the WebAssembly build leaves
 * out (the cairo and libpng drawings, allocation-failure injection). tests/wasm/run lists them in
 * $HEXSEED_WASM_SKIP, separated by spaces, several to a program; cmocka 1.1.5's own filter
 * (cmocka_set_skip_filter) takes a single glob and drops what it matches without a word. So the
 * test link wraps cmocka's group runner (-Wl,--wrap=_cmocka_run_group_tests, js/gen-ninja.py):
 * each listed test runs as cmocka's skip() without its fixtures, and cmocka reports it skipped. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <emscripten/emscripten.h>
#include <stdlib.h>
#include <string.h>

/* The linker's names for cmocka's runner and this replacement of it (--wrap). */
int __real__cmocka_run_group_tests(const char *group_name, const struct CMUnitTest *const tests,
                                   const size_t num_tests, CMFixtureFunction group_setup,
                                   CMFixtureFunction group_teardown);
int __wrap__cmocka_run_group_tests(const char *group_name, const struct CMUnitTest *const tests,
                                   const size_t num_tests, CMFixtureFunction group_setup,
                                   CMFixtureFunction group_teardown);

/* malloc for the JavaScript of the test helpers (EM_JS, here and in cli_run_node.c): the unit
 * tests are linked with malloc wrapped (tests/failalloc.h), which leaves no `malloc` of that
 * name to export to JavaScript. */
EMSCRIPTEN_KEEPALIVE void *cm_malloc(size_t n);
void *cm_malloc(size_t n)
{
    return malloc(n);
}

/* Node's process.env.HEXSEED_WASM_SKIP as a new C string (emscripten's getenv sees an
 * environment of its own), "" when unset. */
EM_JS(char *, node_env_skip, (void), {
    const text = (typeof process === 'object' && process.env.HEXSEED_WASM_SKIP) || "";
    const n = lengthBytesUTF8(text) + 1;
    const p = _cm_malloc(n);
    stringToUTF8(text, p, n);
    return p;
})

/* True when the space-separated `list` holds `name`. */
static int listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; p && *p;) {
        size_t len = strcspn(p, " ");
        if (len == n && strncmp(p, name, n) == 0)
            return 1;
        p += len;
        p += strspn(p, " ");
    }
    return 0;
}

static void not_in_webassembly(void **state)
{
    (void)state;
    skip();
}

int __wrap__cmocka_run_group_tests(const char *group_name, const struct CMUnitTest *const tests,
                                   const size_t num_tests, CMFixtureFunction group_setup,
                                   CMFixtureFunction group_teardown)
{
    char *skip_list = node_env_skip();
    struct CMUnitTest *run = malloc(num_tests * sizeof *run);
    if (!skip_list || !run) {
        free(skip_list);
        free(run);
        return -1;
    }
    memcpy(run, tests, num_tests * sizeof *run);
    for (size_t i = 0; i < num_tests; i++) {
        if (run[i].name && listed(skip_list, run[i].name)) {
            run[i].test_func = not_in_webassembly;
            run[i].setup_func = NULL;
            run[i].teardown_func = NULL;
        }
    }
    free(skip_list);
    int failed = __real__cmocka_run_group_tests(group_name, run, num_tests, group_setup, group_teardown);
    free(run);
    return failed;
}
