/* SPDX-License-Identifier: MIT */
/* args.c: a subcommand's argv read against its generator's entry in the generator table
 * (hexseed/generators.h): every --name of the table, --format, -o, and the few options that are
 * the command line's own; its --help is written from the same entry. */
#include "args.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hexseed/cairo.h"

/* The options every table-read command takes besides the table's parameters. */
enum { OWN_FORMAT = -1, OWN_OUTPUT = -2, OWN_HELP = -3 };

/* What `--word` names: a parameter's index (>= 0), an extra's (EXTRA_BASE + k), one of the own
 * options, or OWN_NONE; a unique prefix counts, as with getopt_long. */
#define EXTRA_BASE 1000
#define OWN_NONE (-100)
#define OWN_AMBIGUOUS (-101)

static int option_index(const hs_generator *g, const cli_extra *extras, int n_extras, const char *word, size_t len)
{
    int found = OWN_NONE, matches = 0;
    const char *own[] = {"format", "output", "help"};
    for (int pass = 0; pass < 2 && !matches; pass++) { /* pass 0: whole names, pass 1: prefixes */
        for (int k = 0; k < g->n_params + n_extras + 3; k++) {
            const char *names[2] = {NULL, NULL};
            int id;
            if (k < g->n_params) {
                if (g->params[k].flags & HS_PARAM_OPERAND)
                    continue;
                names[0] = g->params[k].name;
                names[1] = g->params[k].alias;
                id = k;
            } else if (k < g->n_params + n_extras) {
                names[0] = extras[k - g->n_params].name;
                id = EXTRA_BASE + k - g->n_params;
            } else {
                names[0] = own[k - g->n_params - n_extras];
                id = -1 - (k - g->n_params - n_extras);
            }
            for (int a = 0; a < 2; a++) {
                const char *n = names[a];
                if (n && strncmp(n, word, len) == 0 && (pass == 1 || n[len] == '\0')) {
                    if (matches == 0 || found != id)
                        matches++;
                    found = id;
                }
            }
        }
    }
    return matches > 1 ? OWN_AMBIGUOUS : found;
}

/* Whether the option needs a value after it; a parameter that is a flag takes none, but may be
 * given one (--spiral=no), read like any other value. */
static bool takes_value(const hs_generator *g, const cli_extra *extras, int id)
{
    if (id >= EXTRA_BASE)
        return extras[id - EXTRA_BASE].metavar != NULL;
    if (id >= 0)
        return g->params[id].kind != HS_VALUE_FLAG;
    return id != OWN_HELP;
}

static const char *id_name(const hs_generator *g, const cli_extra *extras, int id)
{
    if (id >= EXTRA_BASE)
        return extras[id - EXTRA_BASE].name;
    if (id >= 0)
        return g->params[id].name;
    return id == OWN_FORMAT ? "format" : id == OWN_OUTPUT ? "output" : "help";
}

/* The value a parameter took: the library's message, said as the command line says it. */
static int set_param(cli_args *a, const hs_param *p, const char *value)
{
    hs_diag diag = {{0}};
    if (hs_request_value(&a->req, p->name).given && !(p->flags & HS_PARAM_REPEATABLE))
        return cli_usage_error("--%s given twice", p->name);
    if (hs_request_set(&a->req, p->name, value, &diag) != HS_OK)
        return cli_usage_error("%s", diag.msg);
    return CLI_OK;
}

/* The operand parameter of `g` (a share code, board lines), or NULL. */
static const hs_param *operand_of(const hs_generator *g)
{
    for (int k = 0; k < g->n_params; k++)
        if (g->params[k].flags & HS_PARAM_OPERAND)
            return &g->params[k];
    return NULL;
}

int cli_args_read(const char *generator, int argc, char **argv, const cli_extra *extras, int n_extras, cli_args *a)
{
    memset(a, 0, sizeof *a);
    hs_diag diag = {{0}};
    if (hs_request_start(&a->req, generator, &diag) != HS_OK)
        return cli_failure("%s", diag.msg); /* a command without its table entry: a bug */
    const hs_generator *g = a->req.generator;
    const hs_param *operand = operand_of(g);
    bool options = true;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (options && strcmp(arg, "--") == 0) {
            options = false;
            continue;
        }
        if (!options || arg[0] != '-' || arg[1] == '\0') {
            if (!operand || (hs_request_value(&a->req, operand->name).given && !(operand->flags & HS_PARAM_REPEATABLE)))
                return cli_usage_error("unexpected argument '%s' (try 'hexseed %s --help')", arg, g->name);
            int status = set_param(a, operand, arg);
            if (status != CLI_OK)
                return status;
            continue;
        }
        int id;
        const char *value = NULL;
        if (arg[1] != '-') { /* -o FILE, -oFILE, -h */
            if (arg[1] == 'h' && arg[2] == '\0')
                id = OWN_HELP;
            else if (arg[1] == 'o')
                id = OWN_OUTPUT, value = arg[2] ? arg + 2 : NULL;
            else
                return cli_usage_error("unknown option '%s' (try 'hexseed %s --help')", arg, g->name);
        } else {
            const char *word = arg + 2, *eq = strchr(word, '=');
            size_t len = eq ? (size_t)(eq - word) : strlen(word);
            id = option_index(g, extras, n_extras, word, len);
            if (id == OWN_NONE || id == OWN_AMBIGUOUS)
                return cli_usage_error("%s option '%.*s' (try 'hexseed %s --help')",
                                       id == OWN_NONE ? "unknown" : "ambiguous", (int)(eq ? eq - arg : (long)strlen(arg)),
                                       arg, g->name);
            if (eq) {
                /* A flag of the table takes a value this way (--spiral=no); --help and bare extras do not. */
                if (id == OWN_HELP || (id >= EXTRA_BASE && !takes_value(g, extras, id)))
                    return cli_usage_error("option '--%s' doesn't allow an argument", id_name(g, extras, id));
                value = eq + 1;
            }
        }
        if (!value && takes_value(g, extras, id)) {
            if (i + 1 >= argc)
                return cli_usage_error("option --%s needs a value", id_name(g, extras, id));
            value = argv[++i];
        }
        int status = CLI_OK;
        if (id >= EXTRA_BASE) {
            int e = id - EXTRA_BASE;
            if (a->extra[e])
                return cli_usage_error("--%s given twice", extras[e].name);
            a->extra[e] = value ? value : "1";
        } else if (id >= 0) {
            status = set_param(a, &g->params[id], value ? value : "1");
        } else if (id == OWN_FORMAT) {
            if (a->format_given)
                return cli_usage_error("--format given twice");
            a->format_given = true;
            if (hs_request_set_format(&a->req, value, &diag) != HS_OK)
                return cli_usage_error("%s", diag.msg);
        } else if (id == OWN_OUTPUT) {
            a->output = value;
        } else {
            a->help = true;
        }
        if (status != CLI_OK)
            return status;
    }
    if (a->help)
        return CLI_OK;
    const hs_param *bad;
    hs_err err = hs_request_check(&a->req, &bad, &diag);
    bool missing = bad && (bad->flags & HS_PARAM_OPERAND) && !hs_request_value(&a->req, bad->name).given;
    if (missing)
        return cli_usage_error("%s (usage: hexseed %s --help)", diag.msg, g->name);
    return err ? cli_usage_error("%s", diag.msg) : CLI_OK;
}

/* True when the answer goes to standard output (no -o, or -o -). */
static bool cli_args_to_stdout(const cli_args *a)
{
    return !a->output || strcmp(a->output, "-") == 0;
}

void cli_args_fresh_seed(cli_args *a)
{
    if (hs_request_value(&a->req, "seed").given)
        return;
    char seed[16];
    snprintf(seed, sizeof seed, "%u", (unsigned)cli_os_seed());
    hs_request_set(&a->req, "seed", seed, NULL);
    fprintf(stderr, "hexseed: seed %s\n", seed);
}

typedef struct run_ctx {
    const cli_args *args;
    hs_run_options options;
    hs_diag diag;
    hs_sink out;          /* where the counted bytes go */
    cli_progress making;  /* the generator's progress line, where it reports one */
    cli_progress writing; /* then the writing's, from the first byte */
    bool started;         /* the writing has begun */
    double written, total;
    char *explanation;    /* told aside, said after the answer */
} run_ctx;

static void show_making(void *ctx, uint64_t done, uint64_t total)
{
    cli_progress_update(ctx, (double)done, (double)total, NULL);
}

/* Passes everything on and counts it for the writing's progress line: a giant map takes a
 * while to compress and write after it is made. */
static hs_err counted_write(void *ctx, const void *data, size_t len)
{
    run_ctx *c = ctx;
    if (!c->started) {
        cli_progress_end(&c->making);
        c->writing = cli_progress_start("writing", "bytes");
        c->started = true;
    }
    hs_err err = hs_sink_write(c->out, data, len);
    c->written += (double)len;
    char detail[48];
    snprintf(detail, sizeof detail, "%.0f MB written", c->written / 1e6);
    cli_progress_update(&c->writing, c->written, c->total, detail);
    return err;
}

/* What the run tells beside the answer, on standard error: a board's share code where the
 * format does not show it at once, its explanation (where the format has no room for one) after
 * the answer is written. */
static void show_aside(void *ctx, const char *what, const char *text)
{
    run_ctx *c = ctx;
    if (strcmp(what, "code") == 0)
        fprintf(stderr, "hexseed: share code %s\n", text);
    else if (!c->explanation)
        c->explanation = strdup(text);
}

static hs_err run_request(const void *ctx, hs_sink out)
{
    run_ctx *c = (run_ctx *)ctx;
    c->out = out;
    return hs_cairo_request_run(&c->args->req, &c->options, (hs_sink){counted_write, c}, &c->diag);
}

/* Where the tile atlas of a Tiled map written to `output` goes: HS_TILESET_IMAGE in the same
 * folder (the map names it so). False when the path is too long. */
static bool atlas_beside(const char *output, char *path, size_t size)
{
    const char *slash = strrchr(output, '/');
    int n = snprintf(path, size, "%.*s%s", slash ? (int)(slash - output + 1) : 0, output, HS_TILESET_IMAGE);
    return n > 0 && (size_t)n < size;
}

/* A Tiled map written to a file gets its tile atlas beside it, as cli_write writes any file;
 * not beside what is not a regular file (/dev/null, a FIFO). (The WebAssembly build copies the
 * atlas the npm package ships: cli_write_tileset.) */
static int write_atlas(const char *output)
{
    struct stat st;
    char path[PATH_MAX];
    if (stat(output, &st) != 0 || !S_ISREG(st.st_mode))
        return CLI_OK;
    if (!atlas_beside(output, path, sizeof path))
        return cli_failure("cannot write the tile atlas beside %s: the path is too long", output);
    return cli_write_tileset(path);
}

int cli_args_run(const cli_args *a, const char *what, const char *unit, double bytes)
{
    bool to_stdout = cli_args_to_stdout(a);
    const hs_format *f = a->req.format;
    if ((f->flags & HS_FORMAT_BINARY) && to_stdout && cli_is_terminal(STDOUT_FILENO))
        return cli_usage_error("%s is binary: write it to a file with -o FILE", f->name);
    bool tmj = strcmp(f->name, "tmj") == 0;
    if (tmj && !to_stdout) {
        const char *slash = strrchr(a->output, '/');
        if (strcmp(slash ? slash + 1 : a->output, HS_TILESET_IMAGE) == 0)
            return cli_usage_error("a map cannot be named %s: its tile atlas is written beside it under that name",
                                   HS_TILESET_IMAGE);
    }
    run_ctx c = {.args = a, .total = bytes};
    c.making = cli_progress_start(a->making ? a->making : a->req.generator->name, unit);
    c.options = (hs_run_options){.color = to_stdout && cli_use_color(stdout), .progress = show_making,
                                 .progress_ctx = &c.making, .aside = show_aside, .aside_ctx = &c};
    /* A board's search may prove that no board exists (exit 3) or give up (exit 4). */
    int status = cli_write_made(a->output, run_request, &c, what, &c.diag,
                                a->req.generator->searches ? cli_from_board_err : cli_from_err);
    cli_progress_end(&c.making);
    cli_progress_end(&c.writing);
    if (status == CLI_OK && tmj && !to_stdout)
        status = write_atlas(a->output);
    else if (status == CLI_OK && tmj && cli_is_terminal(STDERR_FILENO))
        fprintf(stderr, "hexseed: the map draws its tiles from %s beside it: 'hexseed tileset -o %s' writes it\n",
                HS_TILESET_IMAGE, HS_TILESET_IMAGE);
    if (status == CLI_OK && c.explanation)
        fprintf(stderr, "\n%s", c.explanation);
    free(c.explanation);
    return status;
}

/* `text` from the current column `indent`, wrapped at 100 columns, ending the line. */
static void print_wrapped(FILE *out, const char *text, int indent)
{
    int column = indent;
    while (*text) {
        size_t word = strcspn(text, " ");
        if (column > indent && column + 1 + (int)word > 100) {
            fprintf(out, "\n%*s", indent, "");
            column = indent;
        } else if (column > indent) {
            fputc(' ', out);
            column++;
        }
        column += fprintf(out, "%.*s", (int)word, text);
        text += word;
        text += strspn(text, " ");
    }
    fputc('\n', out);
}

/* "--name M" as the usage lines and option lists show it. */
static void option_words(FILE *out, const char *name, const char *metavar, int width)
{
    int n = fprintf(out, "  --%s%s%s", name, metavar ? " " : "", metavar ? metavar : "");
    if (n >= width - 1) /* too long to share its line with the help: the help goes below */
        fprintf(out, "\n%*s", width, "");
    else
        fprintf(out, "%*s", width - n, "");
}

/* Writes `word` to the usage lines, starting a new indented line past 100 columns. */
static void usage_word(FILE *out, int *column, int indent, const char *word)
{
    int n = (int)strlen(word);
    if (*column + 1 + n > 100) {
        fprintf(out, "\n%*s", indent, "");
        *column = indent;
    }
    *column += fprintf(out, " %s", word);
}

/* "[--name VALUE]" of the usage line: choices spelled out (a|b|c), else the metavar. */
static void usage_option(FILE *out, int *column, int indent, const hs_param *p)
{
    char word[256];
    size_t len = (size_t)snprintf(word, sizeof word, "[--%s", p->name);
    if (p->kind == HS_VALUE_CHOICE && hs_param_choice_count(p) <= HS_CHOICES_SHOWN) {
        for (int c = 0; hs_param_choice(p, c) && len < sizeof word; c++)
            len += (size_t)snprintf(word + len, sizeof word - len, "%c%s", c ? '|' : ' ', hs_param_choice(p, c));
    } else if (p->kind != HS_VALUE_FLAG && len < sizeof word) { /* a long list of choices: its metavar */
        len += (size_t)snprintf(word + len, sizeof word - len, " %s", p->metavar);
    }
    if (len < sizeof word)
        snprintf(word + len, sizeof word - len, "]%s", (p->flags & HS_PARAM_REPEATABLE) ? "..." : "");
    usage_word(out, column, indent, word);
}

void cli_args_usage(const char *generator, const cli_extra *extras, int n_extras, const char *about, FILE *out)
{
    const hs_generator *g = hs_generator_find(generator);
    const hs_param *operand = operand_of(g);
    int column = fprintf(out, "usage: hexseed %s", g->name), indent = column;
    if (operand) { /* CODE, or [LINE...] when it may be left out and given again */
        char word[64];
        bool optional = !(operand->flags & HS_PARAM_REQUIRED);
        snprintf(word, sizeof word, "%s%s%s%s", optional ? "[" : "", operand->metavar,
                 (operand->flags & HS_PARAM_REPEATABLE) ? "..." : "", optional ? "]" : "");
        usage_word(out, &column, indent, word);
    }
    for (int k = 0; k < g->n_params; k++)
        if (!(g->params[k].flags & HS_PARAM_OPERAND))
            usage_option(out, &column, indent, &g->params[k]);
    for (int e = 0; e < n_extras; e++) {
        char word[64];
        snprintf(word, sizeof word, "[--%s%s%s]", extras[e].name, extras[e].metavar ? " " : "",
                 extras[e].metavar ? extras[e].metavar : "");
        usage_word(out, &column, indent, word);
    }
    char formats[256];
    size_t len = (size_t)snprintf(formats, sizeof formats, "[--format");
    for (int f = 0; f < g->n_formats && len < sizeof formats; f++)
        len += (size_t)snprintf(formats + len, sizeof formats - len, "%c%s", f ? '|' : ' ', g->formats[f].name);
    if (len < sizeof formats)
        snprintf(formats + len, sizeof formats - len, "]");
    usage_word(out, &column, indent, formats);
    usage_word(out, &column, indent, "[-o FILE]");
    fprintf(out, "\n\n%c%s.\n", g->summary[0] >= 'a' && g->summary[0] <= 'z' ? g->summary[0] - 'a' + 'A' : g->summary[0],
            g->summary + 1);
    if (about)
        fprintf(out, "\n%s", about);
    fputs("\n", out);
    const int width = 22;
    for (int k = 0; k < g->n_params; k++) {
        const hs_param *p = &g->params[k];
        if (p->flags & HS_PARAM_OPERAND)
            continue;
        option_words(out, p->name, p->kind == HS_VALUE_FLAG ? NULL : p->metavar, width);
        char line[512];
        size_t at = (size_t)snprintf(line, sizeof line, "%s", p->help);
        if (p->kind == HS_VALUE_INTEGER && at < sizeof line)
            at += (size_t)snprintf(line + at, sizeof line - at, "; %.0f..%.0f", p->min, p->max);
        if (p->kind == HS_VALUE_DECIMAL && at < sizeof line)
            at += (size_t)snprintf(line + at, sizeof line - at, "; %g..%g", p->min, p->max);
        if (p->fallback && p->kind != HS_VALUE_FLAG && at < sizeof line)
            at += (size_t)snprintf(line + at, sizeof line - at, "; default %s", p->fallback);
        if (p->alias && at < sizeof line)
            at += (size_t)snprintf(line + at, sizeof line - at, "; --%s is the same option", p->alias);
        for (const char *f = p->formats; f && *f && at < sizeof line; f += strspn(f, " ")) { /* "; for svg and png" */
            size_t n = strcspn(f, " ");
            bool first = f == p->formats, last = !f[n + strspn(f + n, " ")];
            at += (size_t)snprintf(line + at, sizeof line - at, "%s%.*s", first ? "; for " : last ? " and " : ", ", (int)n, f);
            f += n;
        }
        for (const char *w = p->needs; w && *w && at < sizeof line; w += strspn(w, " ")) { /* "; with --a or --b" */
            size_t n = strcspn(w, " ");
            at += (size_t)snprintf(line + at, sizeof line - at, "%s--%.*s", w == p->needs ? "; with " : " or ", (int)n, w);
            w += n;
        }
        if ((p->flags & HS_PARAM_REPEATABLE) && at < sizeof line)
            snprintf(line + at, sizeof line - at, "; repeatable");
        print_wrapped(out, line, width);
    }
    option_words(out, "format", "F", width);
    for (int f = 0; f < g->n_formats; f++)
        fprintf(out, "%s%s%s", f ? ", " : "", g->formats[f].name, f == g->default_format ? " (default)" : "");
    fputs("\n", out);
    for (int e = 0; e < n_extras; e++) {
        option_words(out, extras[e].name, extras[e].metavar, width);
        print_wrapped(out, extras[e].help, width);
    }
    option_words(out, "output", "FILE", width);
    print_wrapped(out,
                  "write to FILE instead of standard output (also -o FILE): to a temporary file beside it, renamed "
                  "into place once whole, so a failed or interrupted write leaves the old FILE",
                  width);
    fputs("\n'hexseed generators' lists every generator's parameters and formats.\n", out);
}
