/* SPDX-License-Identifier: MIT */
/* js/glue.c: the C side of the JavaScript face (js/hexseed.js). Each hsw_* function takes plain
 * C strings and numbers from JavaScript, reads them with the library's own parsers (the ones the
 * CLI and the server use: hs_rules_parse, hs_lock_parse, hs_code_decode, ...) and answers with a
 * malloc'd NUL-terminated text made by the library's renderers (JSON, SVG, text), which the
 * JavaScript side copies out and frees with hsw_free. A failure returns NULL and fills the
 * caller's hsw_status: the hs_err and the library's one-line message. Boards live in the
 * JavaScript side's small cache as hs_board pointers (hsw_board_free releases one). */
#include <stdlib.h>
#include <string.h>

#include "hexseed/hexseed.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>
#define HSW_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define HSW_EXPORT
#endif

/* What a failed call says: the error and the message (the library's diag, or our own). */
typedef struct hsw_status {
    int err;
    char msg[256];
} hsw_status;

/* The declarations the JavaScript side calls (here so that -Wmissing-prototypes is content). */
HSW_EXPORT void hsw_free(void *p);
HSW_EXPORT const char *hsw_version(void);
HSW_EXPORT hs_board *hsw_catan(const char *mode, uint32_t seed, const char *rules, const char *locks, int spiral,
                               int balance, const char *metric, uint32_t steps, hsw_status *st);
HSW_EXPORT hs_board *hsw_seafarers(const char *scenario, const char *players, uint32_t seed, const char *rules,
                                   const char *locks, int spiral, const char *landmass, int swap, hsw_status *st);
HSW_EXPORT hs_board *hsw_decode(const char *code, hsw_status *st);
HSW_EXPORT void hsw_board_free(hs_board *board);
HSW_EXPORT char *hsw_render(const hs_board *board, const char *format, hsw_status *st);
HSW_EXPORT char *hsw_rules(const char *format, hsw_status *st);
HSW_EXPORT char *hsw_layouts(hsw_status *st);

static void *fail(hsw_status *st, hs_err err, const hs_diag *diag, const char *fallback)
{
    st->err = (int)err;
    const char *msg = diag && diag->msg[0] ? diag->msg : fallback ? fallback : hs_strerror(err);
    snprintf(st->msg, sizeof st->msg, "%s", msg);
    return NULL;
}

/* The text a sink-writing renderer made, or NULL with the status set. */
static char *take(hs_buf *buf, hs_err err, hsw_status *st)
{
    if (err) {
        hs_buf_free(buf);
        return fail(st, err, NULL, NULL);
    }
    if (!buf->data) {
        buf->data = calloc(1, 1);
        if (!buf->data)
            return fail(st, HS_ENOMEM, NULL, NULL);
    }
    return buf->data;
}

void hsw_free(void *p)
{
    free(p);
}

const char *hsw_version(void)
{
    return HS_VERSION_STRING;
}

/* Locks "Q,R=T[:N]" separated by ';' into the options (after the mode is known). */
static hs_err read_locks(const char *locks, hs_catan_options *opt, hs_diag *diag)
{
    opt->n_locks = 0;
    if (!locks || !*locks)
        return HS_OK;
    const char *p = locks;
    while (*p) {
        const char *end = strchr(p, ';');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (opt->n_locks == HS_MAX_LOCKS)
            return hs_fail(diag, HS_EINVAL, "more than %d locks", HS_MAX_LOCKS);
        char one[64];
        if (n >= sizeof one)
            return hs_fail(diag, HS_EINVAL, "lock '%.40s...' is too long (a lock reads Q,R=TERRAIN[:NUMBER])", p);
        memcpy(one, p, n);
        one[n] = '\0';
        hs_err err = hs_lock_parse(one, opt->mode, &opt->locks[opt->n_locks], diag);
        if (err)
            return err;
        opt->n_locks++;
        p += n + (end ? 1 : 0);
    }
    return HS_OK;
}

/* The board of `opt`: made (and balanced when asked), or NULL with the status set. */
static hs_board *make(const hs_catan_options *opt, hsw_status *st)
{
    hs_board *b = malloc(sizeof *b);
    if (!b)
        return fail(st, HS_ENOMEM, NULL, NULL);
    hs_diag diag = {{0}};
    hs_err err = hs_board_make(opt, b, &diag);
    if (err) {
        free(b);
        return fail(st, err, &diag, NULL);
    }
    return b;
}

/* The rules given, or the layout's own (a scenario's), or the default. */
static hs_err read_rules(const char *rules, hs_catan_options *opt, hs_diag *diag)
{
    if (rules)
        return hs_rules_parse(rules, &opt->rules, diag);
    if (hs_layout_at(opt->mode)->rules)
        return hs_rules_parse(hs_layout_at(opt->mode)->rules, &opt->rules, diag);
    return HS_OK;
}

hs_board *hsw_catan(const char *mode, uint32_t seed, const char *rules, const char *locks, int spiral, int balance,
                    const char *metric, uint32_t steps, hsw_status *st)
{
    hs_catan_options opt = hs_catan_default();
    hs_diag diag = {{0}};
    if (mode) {
        int m = hs_mode_from_name(mode);
        if (m < 0 || hs_layout_at(m) == NULL || strcmp(hs_layout_at(m)->family, "catan") != 0) {
            snprintf(diag.msg, sizeof diag.msg, "unknown mode '%s' (modes: classic, 5-6)", mode);
            return fail(st, HS_EINVAL, &diag, NULL);
        }
        opt.mode = (hs_mode)m;
    }
    opt.seed = seed;
    opt.numbers = spiral ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    hs_err err = read_rules(rules, &opt, &diag);
    if (!err)
        err = read_locks(locks, &opt, &diag);
    if (err)
        return fail(st, err, &diag, NULL);
    if (balance < HS_BALANCE_OFF || balance > HS_BALANCE_LEAST)
        return fail(st, HS_EINVAL, NULL, "balanced is 'most', 'least' or false");
    opt.balance = (uint8_t)balance;
    if (metric) {
        int m = hs_metric_from_name(metric);
        if (m < 0) {
            snprintf(diag.msg, sizeof diag.msg, "unknown metric '%s' (metrics: " HS_METRIC_NAMES ")", metric);
            return fail(st, HS_EINVAL, &diag, NULL);
        }
        opt.balance_metric = (uint8_t)m;
    }
    if (steps) {
        if (steps < HS_BALANCE_STEPS_MIN || steps > HS_BALANCE_STEPS_MAX || steps % 1000)
            return fail(st, HS_EINVAL, NULL, "steps is a multiple of 1000 from 1000 to 10000000");
        opt.balance_iterations = steps;
    }
    if ((metric || steps) && !balance)
        return fail(st, HS_EINVAL, NULL, "metric and steps set how to balance: add balanced: 'most' or 'least'");
    return make(&opt, st);
}

hs_board *hsw_seafarers(const char *scenario, const char *players, uint32_t seed, const char *rules,
                        const char *locks, int spiral, const char *landmass, int swap, hsw_status *st)
{
    hs_catan_options opt = hs_catan_default();
    hs_diag diag = {{0}};
    bool bad_players;
    int m = hs_seafarers_find(scenario, players, &bad_players, &diag);
    if (m < 0)
        return fail(st, HS_EINVAL, &diag, NULL);
    opt.mode = (hs_mode)m;
    opt.seed = seed;
    opt.numbers = spiral ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    if (landmass) {
        const char *colon = strchr(landmass, ':');
        char rule[4] = "";
        long long r = -1, s = -1;
        if (colon && colon - landmass <= 3) {
            memcpy(rule, landmass, (size_t)(colon - landmass));
            rule[colon - landmass] = '\0';
        }
        if (!colon || !hs_parse_integer(rule, 0, 255, &r) || !hs_parse_integer(colon + 1, 0, 255, &s)) {
            snprintf(diag.msg, sizeof diag.msg,
                     "landmass '%.40s' is not RULE:START with each a whole number from 0 to 255", landmass);
            return fail(st, HS_EINVAL, &diag, NULL);
        }
        if (opt.mode != HS_MODE_SEAFARERS)
            return fail(st, HS_EINVAL, NULL, "a landmass makes its own islands: drop scenario and players");
        opt.landmass = true;
        opt.land_rule = (uint8_t)r;
        opt.land_start = (uint8_t)s;
    } else if (swap)
        return fail(st, HS_EINVAL, NULL, "swap exchanges the land and water of a landmass");
    opt.land_swap = swap != 0;
    hs_err err = read_rules(rules, &opt, &diag);
    if (!err)
        err = read_locks(locks, &opt, &diag);
    if (err)
        return fail(st, err, &diag, NULL);
    return make(&opt, st);
}

hs_board *hsw_decode(const char *code, hsw_status *st)
{
    hs_catan_options opt;
    hs_diag diag = {{0}};
    hs_err err = hs_code_decode(code, &opt, &diag);
    if (err)
        return fail(st, err, &diag, NULL);
    return make(&opt, st);
}

void hsw_board_free(hs_board *board)
{
    free(board);
}

char *hsw_render(const hs_board *board, const char *format, hsw_status *st)
{
    hs_buf buf = {0};
    hs_sink out = hs_sink_buf(&buf);
    hs_err err;
    if (strcmp(format, "json") == 0)
        err = hs_render_json(board, out);
    else if (strcmp(format, "svg") == 0 || strcmp(format, "compact") == 0)
        err = hs_render_svg_style(board, out, HS_DRAW_COMPACT);
    else if (strcmp(format, "legible") == 0)
        err = hs_render_svg_style(board, out, HS_DRAW_LEGIBLE);
    else if (strcmp(format, "text") == 0)
        err = hs_render_text(board, out, false);
    else if (strcmp(format, "color") == 0)
        err = hs_render_text(board, out, true);
    else if (strcmp(format, "line") == 0)
        err = hs_render_line(board, out);
    else if (strcmp(format, "code") == 0) {
        hs_code code;
        hs_diag diag = {{0}};
        if ((err = hs_code_encode(&board->options, &code, &diag)))
            return fail(st, err, &diag, NULL);
        err = hs_sink_printf(out, "%s", code.text);
    } else {
        hs_diag diag;
        snprintf(diag.msg, sizeof diag.msg, "unknown format or style '%.40s'", format);
        return fail(st, HS_EINVAL, &diag, NULL);
    }
    return take(&buf, err, st);
}

char *hsw_rules(const char *format, hsw_status *st)
{
    hs_buf buf = {0};
    hs_err err = strcmp(format, "json") == 0 ? hs_render_rules_json(hs_sink_buf(&buf))
                                             : hs_render_rules_text(hs_sink_buf(&buf), 2);
    return take(&buf, err, st);
}

/* A JSON string: the layout table holds plain ASCII words, but quote and backslash anyway. */
static hs_err json_text(hs_sink out, const char *s)
{
    if (!s)
        return hs_sink_puts(out, "null");
    hs_err err = hs_sink_puts(out, "\"");
    for (; *s && !err; s++)
        err = (*s == '"' || *s == '\\') ? hs_sink_printf(out, "\\%c", *s)
              : (unsigned char)*s < 0x20 ? hs_sink_printf(out, "\\u%04x", (unsigned char)*s)
                                         : hs_sink_write(out, s, 1);
    return err ? err : hs_sink_puts(out, "\"");
}

char *hsw_layouts(hsw_status *st)
{
    hs_buf buf = {0};
    hs_sink out = hs_sink_buf(&buf);
    hs_err err = hs_sink_puts(out, "[");
    for (int m = 0; m < hs_layout_count() && !err; m++) {
        const hs_layout_info *l = hs_layout_at(m);
        err = hs_sink_puts(out, m ? ",{\"name\":" : "{\"name\":");
        if (!err) err = json_text(out, l->name);
        if (!err) err = hs_sink_puts(out, ",\"label\":");
        if (!err) err = json_text(out, l->label);
        if (!err) err = hs_sink_puts(out, ",\"family\":");
        if (!err) err = json_text(out, l->family);
        if (!err) err = hs_sink_puts(out, ",\"scenario\":");
        if (!err) err = json_text(out, l->scenario);
        if (!err) err = hs_sink_puts(out, ",\"players\":");
        if (!err) err = json_text(out, l->players);
        if (!err) err = hs_sink_printf(out, ",\"vp\":%d,\"rules\":", l->vp);
        if (!err) err = json_text(out, l->rules);
        if (!err) err = hs_sink_puts(out, "}");
    }
    if (!err)
        err = hs_sink_puts(out, "]");
    return take(&buf, err, st);
}
