/* SPDX-License-Identifier: MIT */
/* tests/wasm/cmocka_lite.c: the runner and checks of tests/wasm/include/cmocka.h. The running
 * test's jump buffer is the one piece of state (a test program runs one test at a time).
 * $HEXSEED_WASM_SKIP lists tests (by name, separated by spaces) that check what the WebAssembly
 * build leaves out (the cairo and libpng drawings): they are reported as skipped, not run. */
#include <cmocka.h>

#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf *current; /* the running test's way out */

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>
/* malloc for the JavaScript of the test helpers (EM_JS): the unit tests are linked with malloc
 * wrapped (tests/failalloc.h), which leaves no `malloc` of that name to export to JavaScript. */
EMSCRIPTEN_KEEPALIVE void *cm_malloc(size_t n);
void *cm_malloc(size_t n)
{
    return malloc(n);
}

/* Node's process.env (emscripten's getenv sees an environment of its own), as a new C string. */
EM_JS(char *, node_env_skip, (void), {
    const text = (typeof process === 'object' && process.env.HEXSEED_WASM_SKIP) || '';
    const n = lengthBytesUTF8(text) + 1;
    const p = _cm_malloc(n);
    stringToUTF8(text, p, n);
    return p;
});
#endif

enum { OUTCOME_PASS, OUTCOME_FAIL, OUTCOME_SKIP };

void print_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

void cm_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "[  ERROR   ] %s:%d: ", file, line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    if (current)
        longjmp(*current, 1 + OUTCOME_FAIL);
    abort();
}

void cm_skip(const char *file, int line)
{
    (void)file, (void)line;
    if (current)
        longjmp(*current, 1 + OUTCOME_SKIP);
    abort();
}

void cm_int_equal(uintmax_t a, uintmax_t b, int equal, const char *file, int line)
{
    if ((a == b) != (equal != 0))
        cm_fail(file, line, "%" PRIuMAX " (%#" PRIxMAX ") %s %" PRIuMAX " (%#" PRIxMAX ")", a, a, equal ? "!=" : "==",
                b, b);
}

void cm_string_equal(const char *a, const char *b, int equal, const char *file, int line)
{
    int same = a && b ? strcmp(a, b) == 0 : a == b;
    if (same != (equal != 0))
        cm_fail(file, line, "\"%s\" %s \"%s\"", a ? a : "(null)", equal ? "!=" : "==", b ? b : "(null)");
}

void cm_memory_equal(const void *a, const void *b, size_t size, int equal, const char *file, int line)
{
    int same = memcmp(a, b, size) == 0;
    if (same != (equal != 0))
        cm_fail(file, line, "%zu bytes %s", size, equal ? "differ" : "are equal");
}

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

int cm_run_group(const char *group, const struct CMUnitTest *tests, size_t n, CMFixtureFunction setup,
                 CMFixtureFunction teardown)
{
    void *group_state = NULL;
    printf("[==========] %s: running %zu test(s).\n", group, n);
    if (setup && setup(&group_state) != 0) {
        printf("[  FAILED  ] %s: group setup failed\n", group);
        return (int)n;
    }
    int failed = 0, skipped = 0;
#if defined(__EMSCRIPTEN__)
    char *skip = node_env_skip();
#else
    char *skip = getenv("HEXSEED_WASM_SKIP");
#endif
    for (size_t i = 0; i < n; i++) {
        void *state = tests[i].initial_state ? tests[i].initial_state : group_state;
        if (listed(skip, tests[i].name)) {
            printf("[  SKIPPED ] %s (not in the WebAssembly build)\n", tests[i].name);
            skipped++;
            continue;
        }
        printf("[ RUN      ] %s\n", tests[i].name);
        fflush(stdout);
        jmp_buf here;
        current = &here;
        int outcome = setjmp(here);
        if (outcome == 0) {
            if (tests[i].setup_func && tests[i].setup_func(&state) != 0)
                cm_fail(__FILE__, __LINE__, "setup of %s failed", tests[i].name);
            tests[i].test_func(&state);
            if (tests[i].teardown_func)
                tests[i].teardown_func(&state);
            outcome = 1 + OUTCOME_PASS;
        }
        current = NULL;
        outcome--;
        failed += outcome == OUTCOME_FAIL;
        skipped += outcome == OUTCOME_SKIP;
        printf("[ %8s ] %s\n", outcome == OUTCOME_PASS ? "OK" : outcome == OUTCOME_SKIP ? "SKIPPED" : "FAILED",
               tests[i].name);
        fflush(stdout);
    }
#if defined(__EMSCRIPTEN__)
    free(skip);
#endif
    if (teardown)
        teardown(&group_state);
    printf("[==========] %s: %zu test(s) run; %d failed, %d skipped.\n", group, n, failed, skipped);
    return failed;
}
