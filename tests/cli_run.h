/* SPDX-License-Identifier: MIT */
/* cli_run.h: runs the built hexseed binary as a child process, feeding standard input and
 * capturing standard output, standard error and the exit status, for CLI tests; and checks a
 * table of bad command lines against the one-line error each must give. */
#ifndef HEXSEED_TEST_CLI_RUN_H
#define HEXSEED_TEST_CLI_RUN_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

typedef struct cli_result {
    int status;   /* exit status, or 128 + signal number when killed by a signal */
    char *out;    /* NUL-terminated captured stdout (owned; cli_result_free) */
    size_t out_len;
    char *err;    /* NUL-terminated captured stderr */
    size_t err_len;
} cli_result;

/* Runs HS_HEXSEED_EXE with `args` (NULL-terminated, without argv[0]), writing `input` (may be
 * NULL) to its stdin. Returns 0, or -1 when the process could not be started. The child is
 * killed after 60 seconds, so a hang fails the test instead of stalling it. */
int cli_run(const char *const *args, const char *input, cli_result *res);

/* As cli_run, without input and with standard output going to the existing file `out_path`
 * (e.g. /dev/full: a full disk); res->out stays empty. */
int cli_run_to(const char *const *args, const char *out_path, cli_result *res);

/* As cli_run, without input, in an address space of `memory` bytes (RLIMIT_AS): a machine
 * that has no more memory to give. Not under AddressSanitizer, which needs terabytes of it. */
int cli_run_limited(const char *const *args, size_t memory, cli_result *res);

/* How cli_run_with runs the child, for tests of output that fails or is cut short. */
typedef struct cli_run_options {
    const char *input;    /* written to its stdin (NULL: nothing) */
    size_t file_size;     /* RLIMIT_FSIZE in bytes, 0 for none: a disk with that much room left */
    bool file_size_kills; /* past file_size, SIGXFSZ ends the child (the default action); else it
                           * is ignored and the write fails with EFBIG, as on a full disk */
    /* Called every few milliseconds while the child runs (its process id, `ctx`), until it
     * returns false: to send the child a signal once the moment has come. NULL: none. */
    bool (*watch)(void *ctx, int pid);
    void *ctx;
} cli_run_options;

/* As cli_run, under `options`. Native only (not in tests/wasm/cli_run_node.c). */
int cli_run_with(const char *const *args, const cli_run_options *options, cli_result *res);

void cli_result_free(cli_result *res);

/* The arguments of a command line, for cli_run and the cases below: ARGS("catan", "--seed", "5"). */
#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* A bad invocation and the exact one-line error it must give. */
typedef struct cli_bad_case {
    const char *const *args;
    const char *err;
} cli_bad_case;

/* The two functions below are defined here, on cli_run and cli_result_free, for both builds of
 * the tests: natively (cli_run.c) and in WebAssembly (wasm/cli_run_node.c). */

/* Runs each case and checks that it exits 2, prints nothing on stdout and exactly `err` on
 * stderr. Returns the index of the first case that does not, or -1 when all do; `got` (of `cap`
 * bytes) then describes what that case did instead. */
static inline int cli_check_bad_cases(const cli_bad_case *cases, size_t n, char *got, size_t cap)
{
    for (size_t k = 0; k < n; k++) {
        cli_result r;
        if (cli_run(cases[k].args, NULL, &r) != 0) {
            snprintf(got, cap, "could not run");
            return (int)k;
        }
        bool ok = r.status == 2 && r.out_len == 0 && strcmp(r.err, cases[k].err) == 0;
        if (!ok)
            snprintf(got, cap, "status %d, stdout %zu bytes, stderr '%s'", r.status, r.out_len, r.err);
        cli_result_free(&r);
        if (!ok)
            return (int)k;
    }
    return -1;
}

/* Runs the cases as cli_check_bad_cases does and fails the running cmocka test at the first that
 * does not give its error, naming its command, what it did and what it should have said. */
static inline void cli_expect_bad_cases(const cli_bad_case *cases, size_t n)
{
    char got[512];
    int bad = cli_check_bad_cases(cases, n, got, sizeof got);
    if (bad >= 0)
        fail_msg("case %d (%s %s): %s; want %s", bad, cases[bad].args[0], cases[bad].args[1] ? cases[bad].args[1] : "",
                 got, cases[bad].err);
}

#endif
