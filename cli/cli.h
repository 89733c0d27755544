/* SPDX-License-Identifier: MIT */
/* cli/cli.h: what every hexseed subcommand shares: the exit codes, error messages that start
 * with "hexseed:", strict number parsing, and the output file of -o. */
#ifndef HEXSEED_CLI_H
#define HEXSEED_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "hexseed/error.h"
#include "hexseed/sink.h"

/* The exit statuses (hexseed(1), EXIT STATUS): a script tells the outcomes of a board request
 * apart without reading the message. */
enum cli_exit {
    CLI_OK = 0,       /* done */
    CLI_FAILURE = 1,  /* the request was fine but could not be carried out (I/O) */
    CLI_USAGE = 2,    /* bad flag, bad value, bad input: nothing was produced */
    CLI_NO_BOARD = 3, /* proven: no board satisfies the rules (HS_EUNSAT) */
    CLI_GAVE_UP = 4,  /* the placement search spent its node budget first (HS_ELIMIT) */
};

/* One subcommand: `run` gets argv with argv[0] = the subcommand's name. */
typedef struct cli_command {
    const char *name;
    const char *summary;
    int (*run)(int argc, char **argv);
    bool color; /* takes --color (main.c takes it out of argv before `run`) */
} cli_command;

/* Prints "hexseed: <message>" on stderr and returns CLI_USAGE. */
int cli_usage_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Prints "hexseed: <message>" on stderr and returns CLI_FAILURE. */
int cli_failure(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* The exit status and message for a library error: usage errors for bad input, failure else. */
int cli_from_err(hs_err err, const hs_diag *diag);

/* The same for the making of a board: HS_EUNSAT is CLI_NO_BOARD and HS_ELIMIT (the search's node
 * budget) CLI_GAVE_UP; other errors as cli_from_err. */
int cli_from_board_err(hs_err err, const hs_diag *diag);

/* Parses a whole decimal integer in [min, max] from `text`; false (and no change) otherwise.
 * Strict (hs_parse_integer): digits only, no whitespace, '+' or wrap-around. */
bool cli_parse_long(const char *text, long long min, long long max, long long *out);

/* The value of an option that may be given once: a whole number from min to max. Returns
 * CLI_OK, or the usage error "--<option> given twice" / "<noun> '<text>' is not a whole number
 * from <min> to <max>". */
int cli_once_long(const char *option, const char *noun, const char *text, long long min, long long max,
                  bool *seen, long long *out);

/* Parses a decimal number in [min, max]; false otherwise. Strict (hs_parse_decimal): no
 * whitespace, '+', hex floats, inf or nan. */
bool cli_parse_double(const char *text, double min, double max, double *out);

/* A fresh 32-bit seed from the operating system's random source. */
uint32_t cli_os_seed(void);

/* The exit status for what getopt_long returned as ':' (an option without its value) or '?'
 * (an unknown option), with the message naming it and the command's --help. */
int cli_bad_option(int c, char **argv, const char *command);

/* Renders through `render(ctx, sink)` into `path` (NULL or "-": stdout): opens, renders, closes
 * (stdout: flushes), and says any failure in one line with its exit status: "cannot write PATH:
 * <the system's reason>" (or "to standard output") when a write failed, else "cannot write the
 * <what>: ..." when the renderer failed (out of memory). A regular file is written to a temporary
 * file beside it, renamed over it once whole: a failure or a signal leaves the old file as it was
 * and no temporary file (util.c says what is written in place instead). */
typedef hs_err (*cli_render_fn)(const void *ctx, hs_sink out);
int cli_write(const char *path, cli_render_fn render, const void *ctx, const char *what);

/* cli_write for a renderer that also makes what it writes (hs_request_run): an error before its
 * first byte is the making's, said from `made` with the status `status_of` gives it
 * (cli_from_err, or cli_from_board_err for a board's search), and no file is left. */
int cli_write_made(const char *path, cli_render_fn render, const void *ctx, const char *what, const hs_diag *made,
                   int (*status_of)(hs_err err, const hs_diag *diag));

/* Writes the tile atlas of the Tiled maps (hs_render_tileset_png) to `path` as cli_write does
 * (NULL or "-": standard output). The exit status, any failure said in one line. */
int cli_write_tileset(const char *path);

/* The exit status of the whole command: `status`, unless it is CLI_OK and what went to standard
 * output (usage text, --version) could not all be written: then the failure, said. */
int cli_end(int status);

/* --color: auto (the default), always or never. */
typedef enum cli_color { CLI_COLOR_AUTO, CLI_COLOR_ALWAYS, CLI_COLOR_NEVER } cli_color;

/* Takes every `--color WHEN` / `--color=WHEN` out of argv (up to a `--`), sets the mode that
 * cli_use_color follows, and returns CLI_OK or the usage error for a bad or repeated value. */
int cli_take_color(int *argc, char **argv);

/* True when `fd` (STDOUT_FILENO, STDERR_FILENO) is a terminal. In the WebAssembly build the C
 * library's isatty says yes for Node's streams even when they are redirected, so there it asks
 * Node (process.stdout.isTTY). */
bool cli_is_terminal(int fd);

/* Whether to colour text written to `f`: --color always or never when given; otherwise only
 * when `f` is a terminal, NO_COLOR is unset or empty, and TERM is set and not "dumb". */
bool cli_use_color(FILE *f);

/* A progress line on standard error for long work: nothing during the first second, nothing
 * when standard error is not a terminal; then one line rewritten in place with the share done,
 * the rate and the time left. `what` names the work ("terrain"), `unit` what is counted. */
typedef struct cli_progress {
    const char *what, *unit;
    double start;  /* when the work began: the line waits a second from here */
    double origin; /* where the rate counts from (a new run of the same work may move it) */
    double last;   /* when the line was last written: at most ten times a second */
    double delay;  /* seconds of silence first: 1, or $HEXSEED_PROGRESS_DELAY */
    bool shown;
    bool tty;
} cli_progress;

cli_progress cli_progress_start(const char *what, const char *unit);
/* `done` of `total` units so far (total 0: unknown, no ETA); `detail` (may be NULL) ends the line. */
void cli_progress_update(cli_progress *p, double done, double total, const char *detail);
/* Seconds on the monotonic clock, for callers that time their own runs. */
double cli_seconds(void);
/* Ends the line when one was shown, so what follows starts on a fresh line. */
void cli_progress_end(cli_progress *p);

/* The subcommands. Each lives in its own cmd_<name>.c. */
int cmd_catan(int argc, char **argv);
int cmd_board(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_landmass(int argc, char **argv);
int cmd_seafarers(int argc, char **argv);
int cmd_house_rules(int argc, char **argv);
int cmd_empire(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_terrain(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_generators(int argc, char **argv);
int cmd_fairness(int argc, char **argv);
int cmd_openings(int argc, char **argv);
int cmd_tileset(int argc, char **argv);
int cmd_event(int argc, char **argv);
/* hexseed:commands (one line per subcommand; keep this anchor) */

#endif
