/* SPDX-License-Identifier: MIT */
/* cmd_score.c: `hexseed score` scores board lines (arguments, or standard input one per line),
 * its options read from the generator table (args.c). All or nothing: every line is scored into
 * memory first, and the scores are written only when every line was good (exit 0); otherwise the
 * first bad line's error and exit 2, nothing on standard output. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"

static const char score_about[] =
    "0 is perfectly balanced. Without LINE arguments, one board line per line of standard input.\n"
    "All or nothing: when any line is bad, nothing is printed but that line's error (exit 2).\n";

/* Scores the lines of `r` into `scores`; a refusal said with the line number of standard input
 * (0: the arguments). */
static int score_into(const hs_request *r, hs_buf *scores, long lineno)
{
    hs_diag diag = {{0}};
    hs_err err = hs_request_check(r, NULL, &diag);
    if (!err)
        err = hs_request_run(r, NULL, hs_sink_buf(scores), &diag);
    if (!err)
        return CLI_OK;
    if (err != HS_EINVAL && err != HS_EPARSE)
        return cli_failure("cannot score: %s", diag.msg[0] ? diag.msg : hs_strerror(err));
    return lineno ? cli_usage_error("line %ld: %s", lineno, diag.msg) : cli_usage_error("%s", diag.msg);
}

/* Each line of standard input that holds a board, scored with the options of `a`. */
static int score_stdin(const cli_args *a, hs_buf *scores)
{
    char *line = NULL;
    size_t cap = 0;
    long lineno = 0;
    ssize_t len;
    int status = CLI_OK;
    hs_request *r = malloc(sizeof *r);
    if (!r)
        return cli_failure("out of memory");
    errno = 0;
    while (status == CLI_OK && (len = getline(&line, &cap, stdin)) >= 0) {
        lineno++;
        if (memchr(line, '\0', (size_t)len))
            status = cli_usage_error("line %ld: contains a NUL byte (board lines are text)", lineno);
        else if (len > 4095)
            status = cli_usage_error("line %ld: longer than 4095 characters", lineno);
        else if (line[strspn(line, " \t\r\n")] != '\0') {
            line[strcspn(line, "\r\n")] = '\0';
            *r = a->req; /* the options, and this line */
            hs_diag diag = {{0}};
            status = hs_request_set(r, "board", line, &diag) == HS_OK ? score_into(r, scores, lineno)
                                                                      : cli_usage_error("line %ld: %s", lineno, diag.msg);
        }
        errno = 0;
    }
    if (status == CLI_OK && ferror(stdin))
        status = cli_failure("cannot read standard input: %s", strerror(errno ? errno : EIO));
    free(line);
    free(r);
    return status;
}

static hs_err write_scores(const void *ctx, hs_sink out)
{
    const hs_buf *scores = ctx;
    return hs_sink_write(out, scores->data, scores->len);
}

int cmd_score(int argc, char **argv)
{
    cli_args a;
    int status = cli_args_read("score", argc, argv, NULL, 0, &a);
    if (a.help)
        cli_args_usage("score", NULL, 0, score_about, stdout);
    if (status != CLI_OK || a.help)
        return status;
    hs_buf scores = {0};
    status = hs_request_value(&a.req, "board").given ? score_into(&a.req, &scores, 0) : score_stdin(&a, &scores);
    if (status == CLI_OK)
        status = cli_write(a.output, write_scores, &scores, "scores");
    hs_buf_free(&scores);
    return status;
}
