/* SPDX-License-Identifier: MIT */
/* util.c: the small pieces every subcommand shares (see cli.h). */
#include "cli.h"
#include "hexseed/number.h"

#include <getopt.h>

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* One line on stderr: "hexseed: " and the message, with control characters (which a message
 * may quote from the user's input: a newline, an ESC) written as \xHH, so the line stays one
 * line and cannot drive the terminal. */
static void vsay(const char *fmt, va_list ap)
{
    char msg[2048];
    vsnprintf(msg, sizeof msg, fmt, ap);
    fputs("hexseed: ", stderr);
    for (const char *m = msg; *m; m++) {
        unsigned char c = (unsigned char)*m;
        if (c < 0x20 || c == 0x7f)
            fprintf(stderr, "\\x%02x", c);
        else
            fputc(c, stderr);
    }
    fputc('\n', stderr);
}

int cli_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsay(fmt, ap);
    va_end(ap);
    return CLI_USAGE;
}

int cli_failure(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsay(fmt, ap);
    va_end(ap);
    return CLI_FAILURE;
}

int cli_from_err(hs_err err, const hs_diag *diag)
{
    const char *why = diag && diag->msg[0] ? diag->msg : hs_strerror(err);
    switch (err) {
    case HS_OK:
        return CLI_OK;
    case HS_EINVAL:
    case HS_ECODE:
    case HS_EVERSION:
    case HS_ECONFLICT:
    case HS_EPARSE:
    case HS_ELIMIT:
        return cli_usage_error("%s", why);
    default:
        return cli_failure("%s", why);
    }
}

int cli_from_board_err(hs_err err, const hs_diag *diag)
{
    const char *why = diag && diag->msg[0] ? diag->msg : hs_strerror(err);
    if (err == HS_EUNSAT || err == HS_ELIMIT) {
        cli_failure("%s", why);
        return err == HS_EUNSAT ? CLI_NO_BOARD : CLI_GAVE_UP;
    }
    return cli_from_err(err, diag);
}

bool cli_parse_long(const char *text, long long min, long long max, long long *out)
{
    return hs_parse_integer(text, min, max, out);
}

bool cli_parse_double(const char *text, double min, double max, double *out)
{
    return hs_parse_decimal(text, min, max, out);
}

uint32_t cli_os_seed(void)
{
    uint32_t seed = 0;
    int fd = open("/dev/urandom", O_RDONLY);
    if (fd >= 0) {
        ssize_t n = read(fd, &seed, sizeof seed);
        close(fd);
        if (n == (ssize_t)sizeof seed)
            return seed;
    }
    /* No /dev/urandom (a chroot?): the clock is a poor but honest fallback for a fresh seed. */
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint32_t)ts.tv_nsec ^ (uint32_t)ts.tv_sec ^ (uint32_t)getpid();
}

/* Opens `path` for writing ("-" or NULL: stdout). On failure prints the reason and returns NULL. */
/* The sink of cli_write: the file, opened at the first write (so a request refused while it is
 * made leaves no empty file behind), and the reason of its first failure (errno), so that a full
 * disk is said once, in the system's words, whatever the renderer makes of the failure. */
typedef struct output_sink {
    const char *path; /* NULL: standard output */
    FILE *f;
    int error;
    bool wrote;
} output_sink;

static bool output_open(output_sink *o)
{
    if (o->f || o->error)
        return o->f != NULL;
    o->f = o->path ? fopen(o->path, "wb") : stdout;
    if (!o->f)
        o->error = errno ? errno : EIO;
    return o->f != NULL;
}

static hs_err output_write(void *ctx, const void *data, size_t len)
{
    output_sink *o = ctx;
    errno = 0;
    o->wrote = true;
    if (!output_open(o))
        return HS_EIO;
    if (len && fwrite(data, 1, len, o->f) != len) {
        if (!o->error)
            o->error = errno ? errno : EIO;
        return HS_EIO;
    }
    return HS_OK;
}

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>
/* Node's own word on its stream `fd` (1 or 2): a TTY object or a redirected pipe or file. */
EM_JS(int, node_is_tty, (int fd), { return (fd === 1 ? process.stdout : process.stderr).isTTY ? 1 : 0; })
bool cli_is_terminal(int fd)
{
    return (fd == 1 || fd == 2) && node_is_tty(fd);
}
#else
bool cli_is_terminal(int fd)
{
    return isatty(fd) != 0;
}
#endif

/* The one piece of mutable state of the command: the --color mode, set once from argv. */
static cli_color color_mode = CLI_COLOR_AUTO;

int cli_take_color(int *argc, char **argv)
{
    static const char *const names[] = {"auto", "always", "never"};
    bool seen = false;
    int kept = 1;
    for (int i = 1; i < *argc; i++) {
        const char *value = NULL;
        if (strcmp(argv[i], "--") == 0) {
            while (i < *argc)
                argv[kept++] = argv[i++];
            break;
        }
        if (strncmp(argv[i], "--color=", 8) == 0) {
            value = argv[i] + 8;
        } else if (strcmp(argv[i], "--color") == 0) {
            if (i + 1 >= *argc)
                return cli_usage_error("option --color needs a value");
            value = argv[++i];
        } else {
            argv[kept++] = argv[i];
            continue;
        }
        if (seen)
            return cli_usage_error("--color given twice");
        seen = true;
        int mode = -1;
        for (int m = 0; m < 3; m++)
            if (strcmp(value, names[m]) == 0)
                mode = m;
        if (mode < 0)
            return cli_usage_error("unknown color mode '%s' (--color: auto, always, never)", value);
        color_mode = (cli_color)mode;
    }
    *argc = kept;
    argv[kept] = NULL;
    return CLI_OK;
}

bool cli_use_color(FILE *f)
{
    if (color_mode != CLI_COLOR_AUTO)
        return color_mode == CLI_COLOR_ALWAYS;
    const char *no = getenv("NO_COLOR");
    const char *term = getenv("TERM");
    return cli_is_terminal(fileno(f)) && !(no && *no) && term && *term && strcmp(term, "dumb") != 0;
}

double cli_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

cli_progress cli_progress_start(const char *what, const char *unit)
{
    double now = cli_seconds();
    cli_progress p = {what, unit, now, now, 0, 1.0, false, cli_is_terminal(STDERR_FILENO)};
    /* HEXSEED_PROGRESS_DELAY (seconds, 0..60) moves the first second: tests set 0, so that
     * whether a line appears does not depend on the machine's speed. */
    const char *delay = getenv("HEXSEED_PROGRESS_DELAY");
    double d;
    if (delay && cli_parse_double(delay, 0, 60, &d))
        p.delay = d;
    return p;
}

/* 1234567 as "1.23M": rates and counts at a glance. */
static void human(double v, char *out, size_t size)
{
    static const char suffix[] = {'\0', 'k', 'M', 'G', 'T'};
    int s = 0;
    while (v >= 1000.0 && s < 4) {
        v /= 1000.0;
        s++;
    }
    snprintf(out, size, s ? "%.3g%c" : "%.0f", v, suffix[s]);
}

void cli_progress_update(cli_progress *p, double done, double total, const char *detail)
{
    if (!p->tty)
        return;
    double now = cli_seconds();
    if (now - p->start < p->delay || (now - p->last < 0.1 && done < total))
        return;
    p->last = now;
    double rate = now > p->origin ? done / (now - p->origin) : 0;
    char rate_text[16], eta[32] = "";
    human(rate, rate_text, sizeof rate_text);
    if (total > 0 && rate > 0 && done < total) {
        double left = (total - done) / rate;
        snprintf(eta, sizeof eta, ", %dm%02ds left", (int)(left / 60), (int)left % 60);
    }
    if (total > 0)
        fprintf(stderr, "\rhexseed: %s %3.0f%%, %s %s/s%s%s%s ", p->what, 100.0 * done / total, rate_text, p->unit,
                eta, detail ? ", " : "", detail ? detail : "");
    else
        fprintf(stderr, "\rhexseed: %s, %s %s/s%s%s ", p->what, rate_text, p->unit, detail ? ", " : "",
                detail ? detail : "");
    fflush(stderr);
    p->shown = true;
}

void cli_progress_end(cli_progress *p)
{
    if (p->shown)
        fputs("\n", stderr);
    p->shown = false;
}

int cli_bad_option(int c, char **argv, const char *command)
{
    if (c == ':')
        return cli_usage_error("option %s needs a value", argv[optind - 1]);
    return cli_usage_error("unknown option '%s' (try 'hexseed %s --help')", argv[optind - 1], command);
}

int cli_write_made(const char *path, cli_render_fn render, const void *ctx, const char *what, const hs_diag *made,
                   int (*status_of)(hs_err err, const hs_diag *diag))
{
    output_sink o = {(!path || strcmp(path, "-") == 0) ? NULL : path, NULL, 0, false};
    hs_err err = render(ctx, (hs_sink){output_write, &o});
    if (err && !o.wrote && made)
        return status_of(err, made); /* refused or failed while it was made: nothing written */
    errno = 0;
    if (output_open(&o) && (o.f == stdout ? fflush(o.f) : fclose(o.f)) != 0 && !o.error)
        o.error = errno ? errno : EIO;
    if (o.error && !o.path)
        return cli_failure("cannot write to standard output: %s", strerror(o.error));
    if (o.error)
        return cli_failure("cannot write %s: %s", path, strerror(o.error));
    if (err)
        return cli_failure("cannot write the %s: %s", what, hs_strerror(err));
    return CLI_OK;
}

int cli_write(const char *path, cli_render_fn render, const void *ctx, const char *what)
{
    return cli_write_made(path, render, ctx, what, NULL, cli_from_err);
}

int cli_end(int status)
{
    errno = 0;
    if (status != CLI_OK || (fflush(stdout) == 0 && !ferror(stdout)))
        return status;
    return cli_failure("cannot write to standard output: %s", strerror(errno ? errno : EIO));
}

int cli_once_long(const char *option, const char *noun, const char *text, long long min, long long max,
                  bool *seen, long long *out)
{
    if (*seen)
        return cli_usage_error("--%s given twice", option);
    *seen = true;
    if (!cli_parse_long(text, min, max, out))
        return cli_usage_error("%s '%s' is not a whole number from %lld to %lld", noun, text, min, max);
    return CLI_OK;
}
