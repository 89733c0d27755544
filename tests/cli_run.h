/* SPDX-License-Identifier: MIT */
/* cli_run.h: runs the built hexseed binary as a child process, feeding standard input and
 * capturing standard output, standard error and the exit status, for CLI tests. */
#ifndef HEXSEED_TEST_CLI_RUN_H
#define HEXSEED_TEST_CLI_RUN_H

#include <stddef.h>

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

void cli_result_free(cli_result *res);

/* A bad invocation and the exact one-line error it must give. */
typedef struct cli_bad_case {
    const char *const *args;
    const char *err;
} cli_bad_case;

/* Runs each case and checks that it exits 2, prints nothing on stdout and exactly `err` on
 * stderr. Returns the index of the first case that does not, or -1 when all do; `got` (of `cap`
 * bytes) then describes what that case did instead. */
int cli_check_bad_cases(const cli_bad_case *cases, size_t n, char *got, size_t cap);

#endif
