/* SPDX-License-Identifier: MIT */
/* hexseed/generators.h: one description of every generator, which every face reads: its
 * parameters (name, kind, range, default, help, choices), its output formats and what each
 * costs to make. The CLI's options and --help, the HTTP routes' queries and the pool decision,
 * the WebAssembly glue, the Python binding, the completions and the man pages all come from
 * here; `hexseed generators --format json` and `GET /api/generators` print it (docs/design.md,
 * "The generator table").
 *
 * A request is filled from text, whatever the face: a flag's value, a query parameter, a key of
 * a JavaScript object. One reader per kind of parameter checks it, so a value out of range
 * gets the same message in every face.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_GENERATORS_H
#define HEXSEED_GENERATORS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hexseed/error.h"
#include "hexseed/sink.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hs_value_kind {
    HS_VALUE_INTEGER, /* a whole number in [min, max] (a multiple of step when step > 1) */
    HS_VALUE_DECIMAL, /* a decimal number in [min, max] */
    HS_VALUE_FLAG,    /* on or off: --name in the CLI; name=1/true/on/yes or 0/false/off/no
                         in a query; a boolean in JavaScript and Python */
    HS_VALUE_CHOICE,  /* one of a list of names */
    HS_VALUE_TEXT,    /* text the generator reads with its own grammar (a rule list, a lock,
                         a share code, RULE:START); the grammar is in `help` */
} hs_value_kind;

/* hs_param.flags */
#define HS_PARAM_REPEATABLE 1u /* may be given more than once (--lock); the values are kept in
                                  order, joined by ';' (the query's own separator) */
#define HS_PARAM_OPERAND 2u    /* the CLI takes it as a bare argument (a share code), the
                                  others by its name */
#define HS_PARAM_REQUIRED 4u   /* no default: a request without it is refused */

typedef struct hs_param {
    const char *name;    /* the one name every face uses: --name, name=, {name: ...} */
    const char *alias;   /* another spelling accepted everywhere (neighborhood), or NULL */
    hs_value_kind kind;
    const char *metavar; /* what --help shows for the value: N, LIST, Q,R=T[:N] */
    double min, max;     /* INTEGER and DECIMAL: the range, both ends included */
    uint32_t step;       /* INTEGER: the value is a multiple of it (0 and 1: any) */
    /* CHOICE: the k-th name, NULL past the last; read from the library's own tables where a
     * table names them (modes, scenarios, metrics, bot styles). */
    const char *(*choice)(int k);
    const char *fallback; /* the default as a face would give it; NULL when the default is made
                             at run time (a fresh seed) or there is none (REQUIRED) */
    const char *help;     /* one sentence, no trailing period */
    unsigned flags;
    const char *formats;  /* the formats it applies to, space-separated ("svg png"); NULL: all.
                             Given with another format, a request is refused (hs_request_check) */
    const char *needs;    /* the flags it belongs to, space-separated (top: "survey"; iterations:
                             "balanced unbalanced"), or NULL; given without any of them on, a
                             request is refused (hs_request_check) */
} hs_param;

/* hs_format.flags */
#define HS_FORMAT_BINARY 1u /* not text: written to a file or a response, never a terminal */
#define HS_FORMAT_CAIRO 2u  /* drawn by libhexseed-cairo (hexseed/cairo.h): a face built
                               without it says so in one error */

typedef struct hs_format {
    const char *name;       /* the one name: --format NAME, the route's .NAME */
    const char *alias;      /* another name accepted everywhere, or NULL */
    const char *media_type; /* what an HTTP answer says it is */
    const char *help;
    unsigned flags;
} hs_format;

/* Where a request's work may run in a server: at once on the thread that read it, or on the
 * work pool, which bounds how much runs at once and cancels what its client abandoned. */
typedef enum hs_cost {
    HS_COST_CHEAP, /* well under a millisecond: on the connection's thread */
    HS_COST_POOL,  /* more, or unbounded: on the pool */
} hs_cost;

typedef struct hs_request hs_request;

typedef struct hs_generator {
    const char *name;    /* hexseed NAME, /api/NAME */
    const char *summary; /* one line */
    const hs_param *params;
    int n_params;
    const hs_format *formats;
    int n_formats;
    int default_format;  /* index into formats */
    /* What making `r` costs (hs_request_cost); NULL: always cheap. */
    hs_cost (*cost)(const hs_request *r, const hs_format *format);
    /* Its making searches (a board, or the board of a code it plays): HS_EUNSAT then says that no
     * answer exists and HS_ELIMIT
     * that the search gave up, outcomes a face tells apart from bad input (exit 3 and 4; HTTP
     * 422 and 501). */
    bool searches;
    /* What only the values together tell (hs_request_check): a scenario without room for a
     * landmass, balancing without a layout it takes. HS_EINVAL with *bad the parameter at fault
     * (or NULL). NULL: nothing more to check. */
    hs_err (*check)(const hs_request *r, const hs_param **bad, hs_diag *diag);
} hs_generator;

/* The generators, in the order `hexseed --help` lists them. Errors: none (hs_generator_at is
 * NULL for k out of range). */
int hs_generator_count(void);
const hs_generator *hs_generator_at(int k);
/* By name; NULL when there is none. Errors: none (NULL as said). */
const hs_generator *hs_generator_find(const char *name);

/* A parameter by its name or alias; NULL when the generator has none. *index (may be NULL)
 * is its place in g->params. Errors: none (NULL as said). */
const hs_param *hs_generator_param(const hs_generator *g, const char *name, int *index);

/* A format by its name or alias; NULL when the generator has none. Errors: none (NULL as said). */
const hs_format *hs_generator_format(const hs_generator *g, const char *name);

/* The most choices a message or a usage line spells out: a longer list (catan's mode takes any
 * layout of the table) is named by its first few and told to be in the table. */
#define HS_CHOICES_SHOWN 10

/* The k-th choice of a CHOICE parameter (NULL past the last, or for other kinds), and how many.
 * Errors: none (NULL as said). */
const char *hs_param_choice(const hs_param *p, int k);
int hs_param_choice_count(const hs_param *p);

/* A parameter's value. */
typedef struct hs_value {
    bool given;         /* set by the request (false: the default) */
    long long integer;  /* INTEGER; FLAG 0 or 1; CHOICE the index of the name */
    double decimal;     /* DECIMAL */
    const char *text;   /* the text as given, or the default's (NULL when there is none) */
} hs_value;

#define HS_REQUEST_MAX_PARAMS 24
#define HS_REQUEST_TEXT 4096

/* A generator, its format and the values of its parameters: a plain value a face fills and
 * hands on. No allocation and no pointer into itself, so it copies freely (a job queue copies
 * it); read it through hs_request_value. */
struct hs_request {
    const hs_generator *generator;
    const hs_format *format;
    hs_value values[HS_REQUEST_MAX_PARAMS]; /* by the parameter's index; text NULL here */
    int text_at[HS_REQUEST_MAX_PARAMS];     /* where each value's text starts in text[] */
    size_t used;                            /* bytes of text[] taken */
    char text[HS_REQUEST_TEXT];
};

/* Reads `text` as a value of `p` into *out, the one reader of each kind. Errors: HS_EINVAL with
 * the message every face shows ("width '5' is not a whole number from 6 to 64", "unknown
 * border 'lava' (borders: water, land, wrap)"). out->text is left NULL. */
hs_err hs_param_read(const hs_param *p, const char *text, hs_value *out, hs_diag *diag);

/* Starts a request of the generator `name` with every default and its default format.
 * Errors: HS_EINVAL "unknown generator 'X' (generators: ...)". */
hs_err hs_request_start(hs_request *r, const char *name, hs_diag *diag);

/* hs_request_start into a request of its own, for bindings that cannot size the struct (ctypes):
 * NULL with the message when the generator is unknown or memory ran out. Release with
 * hs_request_free (NULL is a no-op). Errors: none but NULL, as said (`diag`: hs_request_start's
 * HS_EINVAL message, or "out of memory"). */
hs_request *hs_request_new(const char *name, hs_diag *diag);
void hs_request_free(hs_request *r);

/* Sets the parameter `name` (or alias) from text. Errors, each HS_EINVAL with its message:
 * unknown parameter (the message lists the generator's), a value hs_param_read refuses, a
 * second value of a parameter that is not REPEATABLE ("seed given twice"), text past the
 * request's room. Errors: HS_EINVAL only, as said. */
hs_err hs_request_set(hs_request *r, const char *name, const char *text, hs_diag *diag);

/* Chooses the format by name or alias. Errors: HS_EINVAL "unknown format 'X' (formats: ...)". */
hs_err hs_request_set_format(hs_request *r, const char *name, hs_diag *diag);

/* Checks what only the whole request tells: every REQUIRED parameter was given ("missing
 * code"), none was given that its format does not take ("paths is for svg and png: drop it
 * or ask for one of those"), none without the flag it needs ("top belongs to survey"), and
 * what the generator's own check finds in the values together ("give one of balanced and
 * unbalanced"). *bad (may be NULL) is then the parameter at fault. Errors: HS_EINVAL for the
 * three above; the generator's own check adds what reading its values together gives: a share
 * code's HS_ECODE or HS_EVERSION and the options' HS_EINVAL or HS_ECONFLICT (board, catan,
 * seafarers, fairness, openings), a board line's HS_EPARSE or HS_EINVAL and HS_ENOMEM (score).
 * Each with its reason in `diag`. */
hs_err hs_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag);

/* Whether a flag that `p` belongs to (p->needs) is on in `r`; true when it belongs to none.
 * Errors: none. */
bool hs_param_needs_met(const hs_request *r, const hs_param *p);

/* The value of parameter `name` (its default when not given). `name` must be one of the
 * generator's parameters: a face asking for another is a bug, and gets a value that was not
 * given, zero and NULL text. Errors: none (as said for an unknown name). */
hs_value hs_request_value(const hs_request *r, const char *name);

/* What making `r` in its format costs (the generator's rule: a map's cells, games, steps).
 * Errors: none. */
hs_cost hs_request_cost(const hs_request *r);

/* How hs_request_run makes and writes: what belongs to the caller, not to the request. */
typedef struct hs_run_options {
    bool color;              /* text for a terminal in colour (formats that have it) */
    const hs_cancel *cancel; /* may stop the making and the writing (HS_ECANCEL); NULL: never */
    /* Where the generator reports it (terrain): `done` of `total` units of work; may be NULL. */
    void (*progress)(void *ctx, uint64_t done, uint64_t total);
    void *progress_ctx;
    int threads; /* threads a generator may use (terrain); 0: its default */
    /* What the answer says beside its format, for a face to show apart from it (the CLI on
     * standard error): a board's share code ("code") where the format does not show it, and
     * its explanation ("explanation") where the format has no room for one. May be NULL. */
    void (*aside)(void *ctx, const char *what, const char *text);
    void *aside_ctx;
} hs_run_options;

/* Makes what `r` asks and writes it in r's format into `out`: the one place a format is bound
 * to its renderer. A seed that was not given is the table's default (0): a face that wants a
 * fresh one sets it first. Formats drawn by cairo (HS_FORMAT_CAIRO) are made by
 * hs_cairo_request_run (hexseed/cairo.h); here they are HS_EINVAL saying so. Errors: the
 * generator's (HS_EINVAL with its message,
 * HS_ENOMEM, HS_ELIMIT for a map too large for its format, HS_ECANCEL), or the sink's. */
hs_err hs_request_run(const hs_request *r, const hs_run_options *o, hs_sink out, hs_diag *diag);

/* The request's parameters in the table's order as a query ("map=3&width=20&..."), every value
 * (given or default) but those without one, those its format does not take and those whose
 * flag is off (top without survey): a canonical
 * name for links, cache keys and ETags.
 * Writes at most `size` bytes with the terminating NUL; false when it did not fit. Errors: none
 * (false as said). */
bool hs_request_query(const hs_request *r, char *buf, size_t size);

/* The whole table as JSON (docs/formats.md, "The generator table"): the same bytes for every
 * face that prints it. Errors: HS_ENOMEM, or the sink's. */
hs_err hs_render_generators_json(hs_sink out);

/* The table as text for a terminal: each generator, its formats, and its parameters. Errors: the
 * sink's own (HS_EIO, HS_ENOMEM, HS_ELIMIT, a callback's). */
hs_err hs_render_generators_text(hs_sink out);

#ifdef __cplusplus
}
#endif

#endif
