/* SPDX-License-Identifier: MIT */
/* util.c: the small pieces every subcommand shares (see cli.h). */
/* realpath is XSI: musl, the C library of the WebAssembly build, declares it only under this. */
#define _XOPEN_SOURCE 700
#include "cli.h"
#include "hexseed/number.h"

#include <getopt.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

/* ---- The output: standard output, or -o FILE by way of a temporary file ------------------------ */

/* -o FILE never writes FILE in place: the answer goes to a temporary file beside it (the same
 * folder, so the same file system, where rename is atomic), ".<name>.<6 letters>", made at the
 * first byte (so a request refused while it is made leaves nothing behind), flushed to the disk
 * and renamed over FILE once all of it is written. A full disk, a renderer that fails, SIGINT,
 * SIGTERM or SIGHUP leave FILE as it was and no temporary file.
 *
 * A symbolic link to a regular file is resolved (realpath) and its target replaced, so that the
 * link survives and points at the new content. A replaced file keeps its permission bits (less
 * set-user-ID and set-group-ID, which a write in place clears too) and, where the system lets
 * us, its owner; other hard links to it keep the old content. A new file gets what fopen gives:
 * the temporary file is made with mode 0666, which the umask (or the folder's default ACL)
 * narrows as it does for fopen, so there is no umask to read.
 *
 * Written in place, as before: what is not a regular file (/dev/null, /dev/stdout, a FIFO: a
 * rename would put a file where the device was), a symbolic link whose target does not exist
 * yet, a path that cannot be looked at (fopen says why), and a file we may write in a folder we
 * may not (no temporary file can be made there). A file we may not write is refused, as fopen
 * refuses it, rather than renamed over. */
#define N_GUARDED 5 /* guarded_signals */

typedef struct output_sink {
    const char *path;   /* as the user gave it, for the messages; NULL: standard output */
    FILE *f;
    int error;          /* the first failure's errno */
    bool wrote;
    bool temporary;     /* f is the temporary file temp_path, to be renamed over `target` */
    char *target;       /* the file replaced: path, or the target of the link path (owned) */
    bool existed;       /* target was there: old is its status */
    struct stat old;
#if !defined(__EMSCRIPTEN__)
    struct sigaction previous[N_GUARDED]; /* the actions of guarded_signals before output_guard */
    bool guarded[N_GUARDED];
#endif
} output_sink;

/* The temporary file, for the signal handler: its name, written before the file may exist, and
 * whether it does. With the --color mode the only mutable state of the command. */
static char temp_path[PATH_MAX + 48];
static volatile sig_atomic_t temp_exists;

#if !defined(__EMSCRIPTEN__)
/* The signals whose default action ends the process while the temporary file is written: the
 * user's (INT, TERM, HUP), a closed pipe and a file-size limit (XFSZ). */
static const int guarded_signals[N_GUARDED] = {SIGHUP, SIGINT, SIGPIPE, SIGTERM, SIGXFSZ};

/* Removes the temporary file, then dies of `sig` as if no handler had been there, so the exit
 * status is the usual one. Only async-signal-safe calls: unlink, signal, raise. */
static void remove_temporary_and_die(int sig)
{
    if (temp_exists)
        unlink(temp_path);
    signal(sig, SIG_DFL);
    raise(sig); /* blocked in the handler: delivered, by the default action, once it returns */
}

/* Installs remove_temporary_and_die for each guarded signal whose action is the default: one the
 * user ignores (nohup, SIGXFSZ ignored for EFBIG instead) or handles stays so. */
static void output_guard(output_sink *o)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = remove_temporary_and_die;
    sigfillset(&sa.sa_mask);
    for (int k = 0; k < N_GUARDED; k++) {
        struct sigaction *was = &o->previous[k];
        o->guarded[k] = sigaction(guarded_signals[k], NULL, was) == 0 && !(was->sa_flags & SA_SIGINFO) &&
                        was->sa_handler == SIG_DFL && sigaction(guarded_signals[k], &sa, NULL) == 0;
    }
}

static void output_unguard(output_sink *o)
{
    for (int k = 0; k < N_GUARDED; k++)
        if (o->guarded[k])
            sigaction(guarded_signals[k], &o->previous[k], NULL);
    memset(o->guarded, 0, sizeof o->guarded);
}

/* Holds the guarded signals back while the temporary file comes or goes, so that the handler
 * never sees it made but not yet flagged, or flagged but gone. */
static void output_hold(sigset_t *was)
{
    sigset_t set;
    sigemptyset(&set);
    for (int k = 0; k < N_GUARDED; k++)
        sigaddset(&set, guarded_signals[k]);
    sigprocmask(SIG_BLOCK, &set, was);
}

static void output_release(const sigset_t *was)
{
    sigprocmask(SIG_SETMASK, was, NULL);
}
#else
/* Node ends the process on a signal before the WebAssembly could see it: nothing to guard. */
static void output_guard(output_sink *o)
{
    (void)o;
}

static void output_unguard(output_sink *o)
{
    (void)o;
}

static void output_hold(sigset_t *was)
{
    (void)was;
}

static void output_release(const sigset_t *was)
{
    (void)was;
}
#endif

/* Decides how o->path is written (see above): sets temporary, target, existed and old. Returns 0,
 * or the errno of a failure (no memory for the target's name). */
static int output_plan(output_sink *o)
{
    struct stat st, link;
    const char *slash = strrchr(o->path, '/');
    if (!*(slash ? slash + 1 : o->path))
        return 0; /* "" or "dir/": fopen says why not */
    if (stat(o->path, &st) == 0) {
        if (!S_ISREG(st.st_mode) || access(o->path, W_OK) != 0)
            return 0;
        o->existed = true;
        o->old = st;
        if (lstat(o->path, &link) == 0 && S_ISLNK(link.st_mode)) {
            o->target = realpath(o->path, NULL);
            if (!o->target)
                return errno == ENOMEM ? ENOMEM : 0;
        }
    } else if (errno != ENOENT || lstat(o->path, &link) == 0) {
        return 0; /* cannot be looked at (EACCES, ENOTDIR, ELOOP), or a link to nowhere */
    }
    if (!o->target && !(o->target = strdup(o->path)))
        return ENOMEM;
    o->temporary = true;
    return 0;
}

/* Makes the temporary file beside o->target: "<folder>/.<up to 32 bytes of its name>.<6 random
 * letters or digits>", mode 0666 through the umask. Returns its descriptor, or -1 with errno. */
static int temporary_create(const output_sink *o)
{
    static const char letters[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    const char *slash = strrchr(o->target, '/');
    int folder = slash ? (int)(slash - o->target) + 1 : 0;
    for (int attempt = 0; attempt < 100; attempt++) {
        char suffix[7];
        uint32_t r = cli_os_seed();
        for (int i = 0; i < 6; i++, r /= 36)
            suffix[i] = letters[r % 36]; /* a name, not a game: the slight bias is harmless */
        suffix[6] = '\0';
        int n = snprintf(temp_path, sizeof temp_path, "%.*s.%.32s.%s", folder, o->target, o->target + folder, suffix);
        if (n < 0 || (size_t)n >= sizeof temp_path) {
            errno = ENAMETOOLONG;
            return -1;
        }
        int fd = open(temp_path, O_WRONLY | O_CREAT | O_EXCL, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1; /* EEXIST, a hundred times */
}

/* Opens the temporary file of o as o->f, with the signals guarded. Returns 0 or the errno. */
static int temporary_open(output_sink *o)
{
    sigset_t was;
    output_guard(o);
    output_hold(&was);
    int fd = temporary_create(o);
    int error = fd >= 0 ? 0 : errno;
    temp_exists = fd >= 0;
    output_release(&was);
    if (fd >= 0 && !(o->f = fdopen(fd, "wb"))) {
        error = errno ? errno : EIO;
        close(fd);
    }
    if (!o->f) {
        output_hold(&was);
        if (temp_exists)
            unlink(temp_path);
        temp_exists = 0;
        output_release(&was);
        output_unguard(o);
    }
    return error;
}

/* Ends the temporary file: when `keep`, flushed to the disk, given the old file's mode and owner
 * and renamed over the target; else (or when any of that fails) removed, the target untouched.
 * Returns 0 or the errno of the first failure. */
static int temporary_close(output_sink *o, bool keep)
{
    int error = 0, fd = fileno(o->f);
    errno = 0;
    if (keep && (fflush(o->f) != 0 || fsync(fd) != 0))
        error = errno ? errno : EIO;
    if (keep && !error && o->existed) {
        /* The old owner where the system lets us (only root may give a file away; else the
         * file is ours, as a new one would be): not a failure. */
        if ((o->old.st_uid != geteuid() || o->old.st_gid != getegid()) && fchown(fd, o->old.st_uid, o->old.st_gid) != 0)
            errno = 0;
        if (fchmod(fd, o->old.st_mode & 0777) != 0)
            error = errno ? errno : EIO;
    }
    if (fclose(o->f) != 0 && keep && !error)
        error = errno ? errno : EIO;
    o->f = NULL;
    sigset_t was;
    output_hold(&was);
    if (keep && !error && rename(temp_path, o->target) != 0)
        error = errno ? errno : EIO;
    if (!keep || error)
        unlink(temp_path);
    temp_exists = 0;
    output_unguard(o);
    output_release(&was); /* a signal held back now ends the process by its default action */
    return error;
}

static bool output_open(output_sink *o)
{
    if (o->f || o->error)
        return o->f != NULL;
    if (!o->path) {
        o->f = stdout;
        return true;
    }
    errno = 0;
    int error = output_plan(o);
    if (!error && o->temporary) {
        error = temporary_open(o);
        if ((error == EACCES || error == EPERM) && o->existed) {
            o->temporary = false; /* a folder we may not write in, a file we may write */
            error = 0;
        }
    }
    if (!error && !o->temporary && !(o->f = fopen(o->path, "wb")))
        error = errno ? errno : EIO;
    o->error = error;
    return o->f != NULL;
}

/* Ends the output: standard output flushed, a file closed, a temporary file renamed into place
 * when `keep` (else removed). Records the first failure in o->error. */
static void output_close(output_sink *o, bool keep)
{
    int error = 0;
    errno = 0;
    if (o->f == stdout)
        error = fflush(stdout) != 0 ? (errno ? errno : EIO) : 0;
    else if (o->f && o->temporary)
        error = temporary_close(o, keep && !o->error);
    else if (o->f)
        error = fclose(o->f) != 0 ? (errno ? errno : EIO) : 0;
    o->f = NULL;
    if (!o->error)
        o->error = error;
    free(o->target);
    o->target = NULL;
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

/* The --color mode, set once from argv (with the temporary file's name, the command's only
 * mutable state). */
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
    output_sink o = {.path = (!path || strcmp(path, "-") == 0) ? NULL : path};
    hs_err err = render(ctx, (hs_sink){output_write, &o});
    if (err && !o.wrote && made)
        return status_of(err, made); /* refused or failed while it was made: nothing written */
    if (!err || !o.path)
        output_open(&o); /* an empty answer is an empty file; standard output is flushed */
    output_close(&o, !err); /* a failed answer is not put in place of the old file */
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
