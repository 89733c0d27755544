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

#include <jansson.h>

#include "hexseed/hexseed.h"
#include "../src/core/fail.h"

#include "glue.h"

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

/* ---- The generator table ---------------------------------------------------------------------- */

/* The table (hexseed/generators.h) as `hexseed generators --format json` prints it. */
char *hsw_generators(hsw_status *st)
{
    hs_buf buf = {0};
    return take(&buf, hs_render_generators_json(hs_sink_buf(&buf)), st);
}

/* One JSON value as the text a command line would give for it: numbers as written (integers
 * without a point, others in the fewest digits that read back the same), booleans as 1 and 0,
 * strings as they are. False for other values (objects, arrays, null). */
static bool value_text(const json_t *v, char *out, size_t size)
{
    if (json_is_string(v))
        return (size_t)snprintf(out, size, "%s", json_string_value(v)) < size;
    if (json_is_boolean(v))
        return snprintf(out, size, "%d", json_is_true(v) ? 1 : 0) > 0;
    if (json_is_integer(v))
        return snprintf(out, size, "%lld", (long long)json_integer_value(v)) > 0;
    if (json_is_real(v)) {
        for (int digits = 1; digits <= 17; digits++) {
            snprintf(out, size, "%.*g", digits, json_real_value(v));
            if (strtod(out, NULL) == json_real_value(v))
                break;
        }
        return true;
    }
    return false;
}

/* Sets `name` of the request from a JSON value; an array sets each of its items in turn (a
 * repeatable parameter; a second item of another is "given twice", as on the command line). */
static hs_err set_value(hs_request *r, const char *name, json_t *v, hs_diag *diag)
{
    if (json_is_array(v)) {
        size_t k;
        json_t *item;
        json_array_foreach(v, k, item)
        {
            hs_err err = set_value(r, name, item, diag);
            if (err)
                return err;
        }
        return HS_OK;
    }
    char text[HS_REQUEST_TEXT];
    if (!value_text(v, text, sizeof text))
        return hs_fail(diag, HS_EINVAL, "%s takes a number, a string or a boolean", name);
    return hs_request_set(r, name, text, diag);
}

/* A request of the generator table read from `params` and `format` as hsw_request reads them, its
 * values checked (hs_request_check); HS_OK or the error with the message in `diag`. */
static hs_err read_request(hs_request *r, const char *generator, const char *params, const char *format, hs_diag *diag)
{
    hs_err err = hs_request_start(r, generator, diag);
    if (!err && format)
        err = hs_request_set_format(r, format, diag);
    json_error_t error;
    json_t *object = err ? NULL : json_loads(params ? params : "{}", 0, &error);
    if (!err && !json_is_object(object))
        err = hs_fail(diag, HS_EINVAL, "the parameters are not a JSON object");
    const char *name;
    json_t *value;
    json_object_foreach(object, name, value)
    {
        if (err)
            break;
        if (!json_is_null(value))
            err = set_value(r, name, value, diag);
    }
    json_decref(object);
    return err ? err : hs_request_check(r, NULL, diag);
}

/* The canonical query of a request (hs_request_query): every value in the table's order, as the
 * server's links and cache keys write it. */
char *hsw_query(const char *generator, const char *params, const char *format, hsw_status *st)
{
    hs_request r;
    hs_diag diag = {{0}};
    hs_err err = read_request(&r, generator, params, format, &diag);
    if (err)
        return fail(st, err, &diag, NULL);
    char *query = malloc(HS_REQUEST_TEXT * 3 + 512);
    if (!query)
        return fail(st, HS_ENOMEM, NULL, NULL);
    if (!hs_request_query(&r, query, HS_REQUEST_TEXT * 3 + 512)) {
        free(query);
        return fail(st, HS_ELIMIT, NULL, "the request is too long for a query");
    }
    return query;
}

/* A request of the generator table: `params` a JSON object of parameter names (the table's) and
 * values, `format` a format of the generator or NULL for its default. The bytes hs_request_run
 * writes, *len of them (a text is NUL-terminated too), or NULL with the table's message:
 * an unknown parameter, a value out of range, a format this build cannot draw (cairo). */
unsigned char *hsw_request(const char *generator, const char *params, const char *format, uint32_t *len,
                           hsw_status *st)
{
    hs_request r;
    hs_diag diag = {{0}};
    hs_err err = read_request(&r, generator, params, format, &diag);
    hs_buf buf = {0};
    if (!err)
        err = hs_request_run(&r, NULL, hs_sink_buf(&buf), &diag);
    if (!err)
        err = hs_sink_write(hs_sink_buf(&buf), "", 1); /* the NUL of a text */
    if (err) {
        hs_buf_free(&buf);
        return fail(st, err, &diag, NULL);
    }
    *len = (uint32_t)(buf.len - 1);
    return (unsigned char *)buf.data;
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
        if ((scenario && *scenario) || (players && *players))
            return fail(st, HS_EINVAL, NULL, "a landmass makes its own islands: drop scenario and players");
        opt.mode = HS_MODE_SEAFARERS; /* a landmass board's layout (its codes name it) */
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
        err = hs_render_svg_style(board, out, HS_DRAW_COMPACT, NULL);
    else if (strcmp(format, "legible") == 0)
        err = hs_render_svg_style(board, out, HS_DRAW_LEGIBLE, NULL);
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

/* ---- Scores --------------------------------------------------------------------------------- */

static hs_err read_metric(const char *metric, hs_metric *out, hs_diag *diag)
{
    if (!metric)
        return HS_OK;
    int m = hs_metric_from_name(metric);
    if (m < 0)
        return hs_fail(diag, HS_EINVAL, "unknown metric '%.40s' (metrics: " HS_METRIC_NAMES ")", metric);
    *out = (hs_metric)m;
    return HS_OK;
}

char *hsw_score(const char *line, const char *metric, int harbors, const char *format, hsw_status *st)
{
    hs_diag diag = {{0}};
    hs_score_options o = hs_score_default();
    o.harbors = harbors != 0;
    hs_err err = read_metric(metric, &o.metric, &diag);
    hs_board *b = err ? NULL : malloc(sizeof *b);
    if (!err && !b)
        err = HS_ENOMEM;
    hs_score score;
    if (!err)
        err = hs_board_parse_line(line, b, &diag);
    if (!err)
        err = hs_score_board(b, &o, &score, &diag);
    free(b);
    if (err)
        return fail(st, err, &diag, NULL);
    hs_buf buf = {0};
    hs_sink out = hs_sink_buf(&buf);
    err = strcmp(format, "json") == 0   ? hs_render_score_json(line, &score, out)
          : strcmp(format, "line") == 0 ? hs_render_score_line(line, &score, out)
                                        : hs_render_score_text(line, &score, out);
    return take(&buf, err, st);
}

char *hsw_explain(const hs_board *board, const char *metric, int harbors, hsw_status *st)
{
    hs_diag diag = {{0}};
    hs_score_options o = hs_score_default();
    o.harbors = harbors != 0;
    hs_score score;
    hs_err err = read_metric(metric, &o.metric, &diag);
    if (!err)
        err = hs_score_board(board, &o, &score, &diag);
    if (err)
        return fail(st, err, &diag, NULL);
    hs_buf buf = {0};
    return take(&buf, hs_render_explain(board, &score, hs_sink_buf(&buf)), st);
}

/* ---- Landmasses, house rules, Hex Empire, terrain ------------------------------------------- */

/* ---- Seat fairness and openings, in steps ----------------------------------------------------- */

/* A run the JavaScript side drives: fairness plays `games` games a step at a time (each game a
 * pure function of the board, options and its index, summed as hs_sim_run sums them); when every
 * seat is mixed it then plays the same games once per style, as hs_sim_run_styles does, for the
 * verdict over styles the CLI gives. Openings is one call of hs_sim_openings_of (its rollouts are
 * not steppable from outside). */
enum { RUN_MIX = -1, RUN_DONE = -2 }; /* hsw_run.style besides a style's hs_bot */

struct hsw_run {
    hs_board board;
    hs_sim_options options;
    char code[HS_CODE_MAX_CHARS + 1];
    bool openings, styles;
    int candidates, players;
    int style;               /* RUN_MIX, the style being played, or RUN_DONE */
    uint32_t next, done;     /* games of this part, of all parts */
    hs_sim_options style_options;
    hs_sim_result result;
    hs_sim_result per_style[HS_SIM_MAX_STYLES];
    hs_sim_openings seats[HS_SIM_MAX_PLAYERS];
};

/* The styles hs_sim_run_styles plays, in its order, after `style` (RUN_MIX: the first). */
static int style_after(int style)
{
    for (int st = style + 1; st < HS_BOT_STYLES; st++)
        if (st != HS_BOT_RANDOM)
            return st;
    return RUN_DONE;
}

static int styles_played(void)
{
    int n = 0;
    for (int st = style_after(RUN_MIX); st != RUN_DONE; st = style_after(st))
        n++;
    return n;
}

hsw_run *hsw_run_new(const hs_board *board, int openings, uint32_t games, uint32_t seed, int players,
                     const char *bots, double temperature, int max_turns, int candidates, int trading,
                     hsw_status *st)
{
    hsw_run *r = calloc(1, sizeof *r);
    if (!r)
        return fail(st, HS_ENOMEM, NULL, NULL);
    hs_diag diag = {{0}};
    r->board = *board;
    r->openings = openings != 0;
    r->candidates = candidates;
    hs_sim_options *o = &r->options;
    *o = hs_sim_default();
    o->games = games;
    o->seed = seed;
    o->players = players;
    o->temperature = temperature;
    o->max_turns = max_turns;
    o->threads = 1;
    if (trading >= 0) /* else the library's default: on where a seat is mixed */
        o->trading = trading ? 1 : 0;
    hs_err err = HS_OK;
    if (!openings && !(bots && *bots)) /* seat fairness: a population of players, as the CLI's default */
        for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
            o->bots[i] = HS_BOT_MIX;
    if (bots && *bots) {
        int n = 0;
        for (const char *p = bots;;) {
            size_t len = strcspn(p, ",");
            char name[32];
            snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1), p);
            int b = hs_bot_from_name(name);
            if (b < 0) {
                err = hs_fail(&diag, HS_EINVAL, "unknown bot '%s' (bots: greedy, random, roads, cities, cards, harbors, mix)", name);
                break;
            }
            if (n == HS_SIM_MAX_PLAYERS) {
                err = hs_fail(&diag, HS_EINVAL, "bots names more than %d seats", HS_SIM_MAX_PLAYERS);
                break;
            }
            o->bots[n++] = (uint8_t)b;
            p += len;
            if (!*p)
                break;
            p++;
        }
        if (!err && n == 1)
            for (int i = 1; i < HS_SIM_MAX_PLAYERS; i++)
                o->bots[i] = o->bots[0];
        else if (!err && players && n != players)
            err = hs_fail(&diag, HS_EINVAL, "bots names %d seats but players is %d", n, players);
        else if (!err)
            o->players = n;
    }
    hs_code code;
    if (!err)
        err = hs_code_encode(&board->options, &code, &diag);
    if (!err && openings && (candidates < 1 || candidates > HS_SIM_MAX_CANDIDATES))
        err = hs_fail(&diag, HS_EINVAL, "candidates %d is not from 1 to %d", candidates, HS_SIM_MAX_CANDIDATES);
    if (!err && !openings) { /* the options and the board, checked by playing no game yet */
        hs_sim_options check = *o;
        check.games = 1;
        hs_sim_game g;
        err = hs_sim_play(&r->board, &check, 0, &g, &diag);
    }
    if (err) {
        free(r);
        return fail(st, err, &diag, NULL);
    }
    snprintf(r->code, sizeof r->code, "%s", code.text);
    r->players = o->players ? o->players : board->options.mode == HS_MODE_5_6 ? 6 : 4;
    r->result.players = r->players;
    r->style = RUN_MIX;
    r->styles = !openings;
    for (int i = 0; i < r->players; i++)
        r->styles &= o->bots[i] == HS_BOT_MIX;
    return r;
}

/* The games the whole run plays: the mix's and, for the verdict over styles, each style's. */
int hsw_run_total(const hsw_run *r)
{
    return (int)r->options.games * (r->styles ? 1 + styles_played() : 1);
}

/* Plays up to `games` more games (fairness) or the whole search (openings); returns the games
 * done so far, or -1 on an error (which hsw_run_report then reports). */
int hsw_run_step(hsw_run *r, uint32_t games)
{
    if (r->openings) {
        if (r->next == 0) {
            hs_diag diag = {{0}};
            if (hs_sim_openings_of(&r->board, &r->options, r->candidates, r->seats, &diag) != HS_OK)
                return -1;
            r->next = r->options.games;
        }
        return (int)r->next;
    }
    while (games > 0 && r->style != RUN_DONE) {
        const hs_sim_options *o = r->style == RUN_MIX ? &r->options : &r->style_options;
        hs_sim_result *into = r->style == RUN_MIX ? &r->result : &r->per_style[r->style];
        for (; games > 0 && r->next < o->games; games--, r->next++, r->done++) {
            hs_sim_game g;
            if (hs_sim_play(&r->board, o, r->next, &g, NULL) != HS_OK)
                return -1;
            hs_sim_add_game(into, &g, r->players);
        }
        if (r->next < o->games)
            break;
        /* This part is done: the next style, every seat playing it, trading as the mix did. */
        r->style = r->styles ? style_after(r->style) : RUN_DONE;
        r->next = 0;
        if (r->style != RUN_DONE) {
            r->style_options = r->options;
            for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
                r->style_options.bots[i] = (uint8_t)r->style;
            r->style_options.trading = hs_sim_trading(&r->options) ? 1 : 0;
            r->per_style[r->style].players = r->players;
        }
    }
    return (int)r->done;
}

char *hsw_run_report(hsw_run *r, const char *format, hsw_status *st)
{
    hs_buf buf = {0};
    hs_sink out = hs_sink_buf(&buf);
    bool json = strcmp(format, "json") == 0;
    hs_err err;
    if (r->openings) {
        if (strcmp(format, "svg") == 0)
            err = hs_render_openings_svg(&r->board, r->players, r->seats, out);
        else
            err = json ? hs_render_openings_json(r->code, &r->board, &r->options, r->players, r->seats, out)
                       : hs_render_openings_text(r->code, &r->board, &r->options, r->players, r->seats, out);
    } else if (r->styles) {
        err = json ? hs_render_fairness_styles_json(r->code, &r->board, &r->options, &r->result, r->per_style, out)
                   : hs_render_fairness_styles_text(r->code, &r->board, &r->options, &r->result, r->per_style, out);
    } else {
        err = json ? hs_render_fairness_json(r->code, &r->board, &r->options, &r->result, out)
                   : hs_render_fairness_text(r->code, &r->board, &r->options, &r->result, out);
    }
    return take(&buf, err, st);
}

void hsw_run_free(hsw_run *r)
{
    free(r);
}
