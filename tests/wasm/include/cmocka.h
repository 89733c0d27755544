/* SPDX-License-Identifier: MIT */
/* tests/wasm/include/cmocka.h: the part of cmocka's API the unit tests use, so that the same
 * tests/test_<module>.c run in the WebAssembly build under Node (tests/wasm/run), where no
 * cmocka is installed. A failed assertion reports file and line and ends the test (longjmp);
 * the group runner counts passed, failed and skipped tests and returns the number failed. */
#ifndef HEXSEED_TEST_CMOCKA_LITE_H
#define HEXSEED_TEST_CMOCKA_LITE_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

typedef void (*CMUnitTestFunction)(void **state);
typedef int (*CMFixtureFunction)(void **state);

struct CMUnitTest {
    const char *name;
    CMUnitTestFunction test_func;
    CMFixtureFunction setup_func;
    CMFixtureFunction teardown_func;
    void *initial_state;
};

#define cmocka_unit_test(f) {#f, f, NULL, NULL, NULL}
#define cmocka_unit_test_setup_teardown(f, setup, teardown) {#f, f, setup, teardown, NULL}

int cm_run_group(const char *group, const struct CMUnitTest *tests, size_t n, CMFixtureFunction setup,
                 CMFixtureFunction teardown);
#define cmocka_run_group_tests(tests, setup, teardown) \
    cm_run_group(#tests, tests, sizeof(tests) / sizeof((tests)[0]), setup, teardown)

/* Each ends the running test when it fails. */
void cm_fail(const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4), noreturn))
#endif
    ;
void cm_skip(const char *file, int line)
#if defined(__GNUC__)
    __attribute__((noreturn))
#endif
    ;
void cm_int_equal(uintmax_t a, uintmax_t b, int equal, const char *file, int line);
void cm_string_equal(const char *a, const char *b, int equal, const char *file, int line);
void cm_memory_equal(const void *a, const void *b, size_t size, int equal, const char *file, int line);
void print_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

#define assert_true(c) ((c) ? (void)0 : cm_fail(__FILE__, __LINE__, "%s", #c))
#define assert_false(c) (!(c) ? (void)0 : cm_fail(__FILE__, __LINE__, "!(%s)", #c))
#define assert_non_null(p) assert_true((p) != NULL)
#define assert_null(p) assert_true((p) == NULL)
#define assert_int_equal(a, b) cm_int_equal((uintmax_t)(a), (uintmax_t)(b), 1, __FILE__, __LINE__)
#define assert_int_not_equal(a, b) cm_int_equal((uintmax_t)(a), (uintmax_t)(b), 0, __FILE__, __LINE__)
#define assert_string_equal(a, b) cm_string_equal((a), (b), 1, __FILE__, __LINE__)
#define assert_string_not_equal(a, b) cm_string_equal((a), (b), 0, __FILE__, __LINE__)
#define assert_memory_equal(a, b, n) cm_memory_equal((a), (b), (n), 1, __FILE__, __LINE__)
#define assert_memory_not_equal(a, b, n) cm_memory_equal((a), (b), (n), 0, __FILE__, __LINE__)
#define fail() cm_fail(__FILE__, __LINE__, "fail()")
#define fail_msg(...) cm_fail(__FILE__, __LINE__, __VA_ARGS__)
#define skip() cm_skip(__FILE__, __LINE__)

#endif
