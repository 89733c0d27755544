/* SPDX-License-Identifier: MIT */
/* js/glue.c: the C side of the JavaScript face (js/core.js). Each hsw_* function takes plain
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

/* A request of the generator table read from `params` and `format` as hsw_request reads them (and
 * `code`, unless NULL, as its share code), its values checked (hs_request_check); HS_OK or the
 * error with the message in `diag`. */
static hs_err read_request(hs_request *r, const char *generator, const char *params, const char *format, const char *code,
                           hs_diag *diag)
{
    hs_err err = hs_request_start(r, generator, diag);
    if (!err && format)
        err = hs_request_set_format(r, format, diag);
    if (!err && code) /* the code of a board already made */
        err = hs_request_set(r, "code", code, diag);
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
    hs_err err = read_request(&r, generator, params, format, NULL, &diag);
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
    hs_err err = read_request(&r, generator, params, format, NULL, &diag);
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

/* The board of a request of the generator table's catan, seafarers or board (`params` as for
 * hsw_request), made as the CLI makes it: balanced when asked, a code's board again. NULL with
 * the table's message for a value it refuses, or the making's (no board, gave up). */
hs_board *hsw_board(const char *generator, const char *params, hsw_status *st)
{
    hs_request r;
    hs_diag diag = {{0}};
    hs_err err = read_request(&r, generator, params, "json", NULL, &diag);
    hs_board *b = err ? NULL : malloc(sizeof *b);
    if (!err && !b)
        err = HS_ENOMEM;
    if (!err)
        err = hs_request_board(&r, NULL, b, NULL, &diag);
    if (err) {
        free(b);
        return fail(st, err, &diag, NULL);
    }
    return b;
}

void hsw_board_free(hs_board *board)
{
    free(board);
}

/* A board made here, written again in a format of the table's board (`params` its style, say)
 * as hsw_request writes it; `color` colours the text format. */
char *hsw_render(const hs_board *board, const char *params, const char *format, int color, hsw_status *st)
{
    hs_code code;
    hs_request r;
    hs_diag diag = {{0}};
    hs_err err = hs_code_encode(&board->options, &code, &diag);
    if (!err)
        err = read_request(&r, "board", params, format, code.text, &diag);
    if (err)
        return fail(st, err, &diag, NULL);
    hs_run_options o = {.color = color != 0};
    hs_buf buf = {0};
    err = hs_request_write_board(&r, &o, board, NULL, hs_sink_buf(&buf), &diag);
    if (err) {
        hs_buf_free(&buf);
        return fail(st, err, &diag, NULL);
    }
    return take(&buf, HS_OK, st);
}

char *hsw_rules(const char *format, hsw_status *st)
{
    hs_buf buf = {0};
    hs_err err = strcmp(format, "json") == 0 ? hs_render_rules_json(hs_sink_buf(&buf))
                                             : hs_render_rules_text(hs_sink_buf(&buf), 2);
    return take(&buf, err, st);
}

/* The layout table as GET /api/layouts answers it (hs_render_layouts_json). */
char *hsw_layouts(hsw_status *st)
{
    hs_buf buf = {0};
    return take(&buf, hs_render_layouts_json(hs_sink_buf(&buf)), st);
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

/* A run the JavaScript side drives: fairness follows the seat verdict's plan (hs_sim_plan_next) a
 * few games at a time (each game a pure function of the board, options and its index, summed as
 * hs_sim_run sums them), so it plays the games hs_sim_fairness plays. Openings is one call of
 * hs_sim_openings_of (its rollouts are not steppable from outside). */
struct hsw_run {
    hs_board board;
    hs_sim_options options;
    char code[HS_CODE_MAX_CHARS + 1];
    bool openings, finished;
    int candidates, players;
    int run;                 /* the plan's current run: -1 the options', else a style alone */
    uint32_t until, done;    /* the games that run is to reach (0: ask the plan); games of all runs */
    hs_sim_options run_options;
    hs_sim_result result;
    hs_sim_result per_style[HS_SIM_MAX_STYLES];
    hs_sim_openings seats[HS_SIM_MAX_PLAYERS];
};

hsw_run *hsw_run_new(const hs_board *board, const char *generator, const char *params, hsw_status *st)
{
    hsw_run *r = calloc(1, sizeof *r);
    if (!r)
        return fail(st, HS_ENOMEM, NULL, NULL);
    hs_diag diag = {{0}};
    hs_code code;
    hs_request q;
    r->board = *board;
    r->openings = strcmp(generator, "openings") == 0;
    hs_sim_options *o = &r->options;
    hs_err err = hs_code_encode(&board->options, &code, &diag);
    if (!err)
        err = read_request(&q, generator, params, "json", code.text, &diag);
    if (!err)
        err = hs_sim_options_read(&q, o, &diag);
    o->threads = 1;
    if (!err && r->openings)
        r->candidates = (int)hs_request_value(&q, "candidates").integer;

    if (!err && !r->openings) { /* the options and the board, checked by playing no game yet */
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
    return r;
}

/* The games the whole run plays: the most the plan may play until it has finished, then the games
 * it played (the plan stops when the verdict is clear). */
int hsw_run_total(const hsw_run *r)
{
    if (r->openings)
        return (int)r->options.games;
    return r->finished ? (int)r->done : (int)hs_sim_plan_most(&r->options, r->players);
}

/* Plays up to `games` more games (fairness) or the whole search (openings); returns the games
 * done so far, or -1 on an error (which hsw_run_report then reports). */
int hsw_run_step(hsw_run *r, uint32_t games)
{
    if (r->openings) {
        if (!r->finished) {
            hs_diag diag = {{0}};
            if (hs_sim_openings_of(&r->board, &r->options, r->candidates, r->seats, &diag) != HS_OK)
                return -1;
            r->finished = true;
            r->done = r->options.games;
        }
        return (int)r->done;
    }
    while (games > 0 && !r->finished) {
        if (r->until == 0) {
            if (!hs_sim_plan_next(&r->options, &r->result, r->per_style, &r->run, &r->until)) {
                r->finished = true;
                break;
            }
            r->run_options = r->options;
            if (r->run >= 0) { /* a style alone: every seat playing it, trading as the mix does */
                for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
                    r->run_options.bots[i] = (uint8_t)r->run;
                r->run_options.trading = hs_sim_trading(&r->options) ? 1 : 0;
                r->per_style[r->run].players = r->players;
            }
        }
        hs_sim_result *into = r->run < 0 ? &r->result : &r->per_style[r->run];
        for (; games > 0 && into->games < r->until; games--, r->done++) {
            hs_sim_game g;
            if (hs_sim_play(&r->board, &r->run_options, into->games, &g, NULL) != HS_OK)
                return -1;
            hs_sim_add_game(into, &g, r->players);
        }
        if (into->games >= r->until)
            r->until = 0;
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
    } else {
        err = json ? hs_render_fairness_styles_json(r->code, &r->board, &r->options, &r->result, r->per_style, out)
                   : hs_render_fairness_styles_text(r->code, &r->board, &r->options, &r->result, r->per_style, out);
    }
    return take(&buf, err, st);
}

void hsw_run_free(hsw_run *r)
{
    free(r);
}
