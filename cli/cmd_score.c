/* SPDX-License-Identifier: MIT */
/* cmd_score.c: `hexseed score` scores board lines (arguments, or stdin one per line). All or
 * nothing: every line is scored into memory first, and the scores are written only when every
 * line was good (exit 0); otherwise the first bad line's error and exit 2, nothing on stdout. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hexseed/render.h"
#include "hexseed/score.h"

static void score_usage(FILE *out)
{
    fputs("usage: hexseed score [--metric hexseed|compat|seats] [--format text|json|line] [LINE...]\n\n"
          "Scores the balance of boards given as board lines (docs/formats.md), from the arguments or\n"
          "one per line on standard input. 0 is perfectly balanced. All or nothing: when any line is bad,\n"
          "nothing is printed but that line's error (exit 2).\n\n"
          "  --metric M     hexseed (default: every factor in [0,1]), compat (the 2021 score, bit for bit)\n"
          "                 or seats (the opening draft's richest seat against its poorest; Classic and 5-6)\n"
          "  --format F     text (default), json (one object per line), line (score, then the line)\n",
          out);
}

static int score_one(const char *line, const hs_score_options *o, int fmt, long lineno, hs_sink out)
{
    hs_board b;
    hs_diag diag = {{0}};
    hs_err err = hs_board_parse_line(line, &b, &diag);
    if (!err) {
        hs_score s;
        err = hs_score_board(&b, o, &s, &diag);
        if (!err) {
            char text[4 * HS_BOARD_MAX_TILES + 8];
            snprintf(text, sizeof text, "%s", line);
            text[strcspn(text, "\r\n")] = '\0';
            err = fmt == 1 ? hs_render_score_json(text, &s, out) : fmt == 2 ? hs_render_score_line(text, &s, out)
                                                                          : hs_render_score_text(text, &s, out);
            return err ? cli_failure("cannot write the score: %s", hs_strerror(err)) : CLI_OK;
        }
    }
    if (lineno > 0)
        return cli_usage_error("line %ld: %s", lineno, diag.msg);
    return cli_usage_error("%s", diag.msg);
}

/* The scores, made in memory first (all or nothing), on their way out. */
static hs_err write_scores(const void *ctx, hs_sink out)
{
    const hs_buf *scores = ctx;
    return hs_sink_write(out, scores->data, scores->len);
}

int cmd_score(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"metric", required_argument, NULL, 'M'},
        {"format", required_argument, NULL, 'f'}, {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    hs_score_options o = hs_score_default();
    const char *format = NULL;
    bool have_metric = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        switch (c) {
        case 'M':
            if (have_metric)
                return cli_usage_error("--metric given twice");
            have_metric = true;
            if (hs_metric_from_name(optarg) < 0)
                return cli_usage_error("unknown metric '%s' (metrics: " HS_METRIC_NAMES ")", optarg);
            o.metric = (hs_metric)hs_metric_from_name(optarg);
            break;
        case 'f':
            if (format)
                return cli_usage_error("--format given twice");
            format = optarg;
            break;
        case 'h':
            score_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "score");
        }
    }
    int fmt = 0;
    if (format) {
        if (strcmp(format, "json") == 0)
            fmt = 1;
        else if (strcmp(format, "line") == 0)
            fmt = 2;
        else if (strcmp(format, "text") != 0)
            return cli_usage_error("unknown format '%s' (formats: text, json, line)", format);
    }
    hs_buf scores = {0};
    hs_sink out = hs_sink_buf(&scores);
    int status = CLI_OK;
    if (optind < argc) {
        for (int i = optind; i < argc && status == CLI_OK; i++)
            status = score_one(argv[i], &o, fmt, 0, out);
    } else {
        char *line = NULL;
        size_t cap = 0;
        long lineno = 0;
        ssize_t len;
        errno = 0;
        while (status == CLI_OK && (len = getline(&line, &cap, stdin)) >= 0) {
            lineno++;
            if (memchr(line, '\0', (size_t)len))
                status = cli_usage_error("line %ld: contains a NUL byte (board lines are text)", lineno);
            else if (len > 4095)
                status = cli_usage_error("line %ld: longer than 4095 characters", lineno);
            else if (line[strspn(line, " \t\r\n")] != '\0')
                status = score_one(line, &o, fmt, lineno, out);
            errno = 0;
        }
        if (status == CLI_OK && ferror(stdin))
            status = cli_failure("cannot read standard input: %s", strerror(errno ? errno : EIO));
        free(line);
    }
    if (status == CLI_OK)
        status = cli_write(NULL, write_scores, &scores, "scores");
    hs_buf_free(&scores);
    return status;
}
