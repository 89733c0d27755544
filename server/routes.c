/* SPDX-License-Identifier: MIT */
/* routes.c: the route table and its handlers: the UI's files, board pages and images by share
 * code, and the JSON API of each generator. Adding a generator is one handler and two lines in
 * the tables at the end (its API route and its UI page). */
#include "http.h"
#include "params.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/catan.h"
#include "hexseed/board.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/houserules.h"
#include "hexseed/rules.h"
#include "hexseed/sim.h"
#include "hexseed/landmass.h"
#include "hexseed/cairo.h"
#include "hexseed/render.h"
#include "hexseed/score.h"
#include "hexseed/terrain.h"

/* ---- Files of the UI ------------------------------------------------------------------------- */

static void send_asset(srv_request *req, srv_response *res, const char *name)
{
    const srv_asset *a = srv_asset_find(name);
    if (!a) {
        srv_error(res, 404, NULL, "nothing here: %s", req->path);
        return;
    }
    if (!srv_params_all_used(req, res))
        return;
    res->status = 200;
    res->content_type = a->content_type;
    res->static_body = a->data;
    res->static_len = a->len;
    snprintf(res->etag, sizeof res->etag, "\"%s-%08x\"", HEXSEED_VERSION, (unsigned)a->hash);
    res->cache = "no-cache"; /* revalidate: the files change with the version */
    res->cacheable = true;   /* fixed for the program's life: kept compressed once */
}

/* The UI's pages keep their form in the query string, which the page's script reads. */
static void route_ui(srv_request *req, srv_response *res)
{
    for (int k = 0; k < req->n_params; k++)
        req->params[k].used = true;
    send_asset(req, res, "index.html");
}

/* The page templates (board.html, error.html: pages with {{placeholders}}) are never files:
 * their pages are served filled in, at their own routes. */
static void route_static(srv_request *req, srv_response *res)
{
    const char *name = req->path + strlen("/static/");
    const char *ext = strrchr(name, '.');
    if (ext && strcmp(ext, ".html") == 0) {
        srv_error(res, 404, NULL, "nothing here: %s", req->path);
        return;
    }
    send_asset(req, res, name);
}

/* ---- Boards by share code -------------------------------------------------------------------- */

/* Writes the template `name` with each {{key}} replaced by its value. */
static hs_err fill_template(hs_sink out, const char *name, const char *const keys[], const char *const values[],
                            size_t n)
{
    const srv_asset *a = srv_asset_find(name);
    if (!a)
        return HS_EIO;
    const char *p = (const char *)a->data, *end = p + a->len;
    hs_err err = HS_OK;
    while (p < end && !err) {
        const char *open = strstr(p, "{{");
        if (!open || open >= end) {
            err = hs_sink_write(out, p, (size_t)(end - p));
            break;
        }
        err = hs_sink_write(out, p, (size_t)(open - p));
        const char *close = strstr(open, "}}");
        if (!close)
            return HS_EPARSE;
        size_t klen = (size_t)(close - open - 2);
        size_t k = 0;
        while (k < n && !(strlen(keys[k]) == klen && memcmp(keys[k], open + 2, klen) == 0))
            k++;
        if (k == n)
            return HS_EPARSE;
        if (!err)
            err = hs_sink_puts(out, values[k]);
        p = close + 2;
    }
    return err;
}

/* The balance score (hexseed metric) and its factors as an HTML table, into `out`; nothing when
 * the metric does not take the board. */
static hs_err score_html(const hs_board *b, hs_buf *out)
{
    static const char *const names[HS_FACTOR_COUNT] = {
        "Resource distribution", "Resource clustering", "Probability clustering",
        "Probability per resource", "Probability on the board", "Harbors",
    };
    hs_score sc;
    hs_score_options so = hs_score_default();
    hs_err err = hs_score_board(b, &so, &sc, NULL);
    if (err)
        return err == HS_EINVAL ? HS_OK : err; /* a board the metric does not take: no table */
    hs_sink sink = hs_sink_buf(out);
    err = hs_sink_printf(sink,
                                "<div class=\"score\" id=\"score\"><h2>Balance <span class=\"score-value\">%.4f</span></h2>"
                                "<p class=\"hint\">0 is perfectly balanced, 1 the worst; each factor below is scaled "
                                "to 0..1 and the score is their mean (docs/balance.md).</p><table>",
                                sc.score);
    for (int k = 0; k < HS_FACTOR_COUNT && !err; k++) {
        if (k == HS_HARBOR && !sc.harbors)
            continue;
        double w = sc.norm[k] < 0 ? 0 : sc.norm[k] > 1 ? 100 : sc.norm[k] * 100;
        err = hs_sink_printf(sink,
                             "<tr><th scope=\"row\">%s</th><td class=\"num\">%.4f</td>"
                             "<td class=\"bar\"><span><span style=\"width:%.0f%%\"></span></span></td></tr>",
                             names[k], sc.norm[k], w);
    }
    if (!err)
        err = hs_sink_puts(sink, "</table></div>");
    return err;
}

static hs_err board_page(const hs_board *b, const char *code, hs_sink out)
{
    hs_buf svg = {0};
    svg.limit = SRV_MAX_BODY;
    hs_err err = hs_render_svg(b, hs_sink_buf(&svg));
    char words[256], rules[320], rules_shown[320];
    hs_rules_format(&b->options.rules, words, sizeof words);
    char seed[16];
    snprintf(seed, sizeof seed, "%u", (unsigned)b->options.seed);
    /* In the edit link '=' is escaped; on the page a space follows each comma. */
    size_t k = 0, q = 0;
    for (const char *r = words; *r && k + 4 < sizeof rules && q + 3 < sizeof rules_shown; r++) {
        if (*r == '=') {
            memcpy(rules + k, "%3D", 3);
            k += 3;
        } else {
            rules[k++] = *r;
        }
        rules_shown[q++] = *r;
        if (*r == ',')
            rules_shown[q++] = ' ';
    }
    rules[k] = rules_shown[q] = '\0';
    /* The generator page that makes this board, with its options filled in; and the game. */
    const hs_catan_options *o = &b->options;
    const char *spiral = o->numbers == HS_NUMBERS_SPIRAL ? "1" : "0";
    char edit[1024], game[64];
    if (o->landmass) {
        snprintf(edit, sizeof edit, "/seafarers?landmass=%u:%u&amp;swap=%d&amp;rules=%s&amp;spiral=%s&amp;seed=%s",
                 (unsigned)o->land_rule, (unsigned)o->land_start, o->land_swap ? 1 : 0, rules[0] ? rules : "none",
                 spiral, seed);
        snprintf(game, sizeof game, "seafarers on landmass %u:%u%s", (unsigned)o->land_rule, (unsigned)o->land_start,
                 o->land_swap ? ", swapped" : "");
    } else if (strcmp(hs_layout_at(o->mode)->family, "seafarers") == 0) {
        const hs_layout_info *l = hs_layout_at(o->mode);
        if (o->mode == HS_MODE_SEAFARERS || o->mode == HS_MODE_SEAFARERS_5_6)
            snprintf(edit, sizeof edit, "/seafarers?players=%s&amp;rules=%s&amp;spiral=%s&amp;seed=%s", l->players,
                     rules[0] ? rules : "none", spiral, seed);
        else
            snprintf(edit, sizeof edit, "/seafarers?scenario=%s&amp;players=%s&amp;rules=%s&amp;spiral=%s&amp;seed=%s",
                     l->scenario, l->players, rules[0] ? rules : "none", spiral, seed);
        snprintf(game, sizeof game, "%s", hs_mode_name(o->mode));
    } else {
        snprintf(edit, sizeof edit, "/catan?mode=%s&amp;rules=%s&amp;spiral=%s&amp;seed=%s", hs_mode_name(o->mode),
                 rules[0] ? rules : "none", spiral, seed);
        snprintf(game, sizeof game, "%s", hs_mode_name(o->mode));
        if (o->balance) /* the balancing the code carries, so that editing keeps it */
            snprintf(edit + strlen(edit), sizeof edit - strlen(edit), "&amp;%s=1&amp;metric=%s&amp;iterations=%u",
                     o->balance == HS_BALANCE_LEAST ? "unbalanced" : "balanced",
                     hs_metric_name((hs_metric)o->balance_metric), (unsigned)o->balance_iterations);
    }
    for (int i = 0; i < o->n_locks; i++) { /* lock=Q,R%3DTERRAIN[:N];... */
        const hs_lock *l = &o->locks[i];
        size_t n = strlen(edit);
        snprintf(edit + n, sizeof edit - n, "%s%d,%d%%3D%s", i ? "%3B" : "&amp;lock=", b->tiles[l->tile].hex.q,
                 b->tiles[l->tile].hex.r, hs_terrain_name((hs_terrain)l->terrain));
        if (l->number)
            snprintf(edit + strlen(edit), sizeof edit - strlen(edit), ":%u", l->number);
    }
    hs_buf score = {0};
    score.limit = 1 << 16;
    if (!err)
        err = score_html(b, &score);
    const char *keys[] = {"code", "game", "edit", "rules_shown", "numbers", "seed", "svg", "score"};
    const char *values[] = {
        code,
        game,
        edit,
        rules[0] ? rules_shown : "none",
        b->options.numbers == HS_NUMBERS_SPIRAL ? "laid along the official spiral" : "shuffled, then placed to keep the rules",
        seed,
        svg.data ? svg.data : "",
        score.data ? score.data : "",
    };
    if (!err)
        err = fill_template(out, "board.html", keys, values, sizeof keys / sizeof keys[0]);
    hs_buf_free(&svg);
    hs_buf_free(&score);
    return err;
}

/* ---- The generator table's files: /GENERATOR.FORMAT --------------------------------------------- */

/* The request's cache key and ETag: the generator, the format and every value in the table's
 * order, so two spellings of one request share an answer. False when it is too long to cache. */
static bool table_key(const hs_request *r, char *key, size_t size)
{
    int n = snprintf(key, size, "%s.%s?", r->generator->name, r->format->name);
    return n > 0 && (size_t)n < size && hs_request_query(r, key + n, size - (size_t)n);
}

/* A request of the generator table on its way to an answer: whether the client gave its seed
 * (else a fresh one was drawn and the answer, new on every request, is not cached), and the
 * file name a download of it takes (empty: none). */
typedef struct table_job {
    hs_request r;
    bool seeded;
    char filename[HS_CODE_MAX_CHARS + 24];
} table_job;

/* Draws a fresh seed where the generator takes one and none was given, then runs `job` on the
 * pool or on this thread, as the table's cost of the request says. `j` begins the job's context
 * of `size` bytes. */
static void table_defer(table_job *j, size_t size, srv_job_fn job, srv_response *res)
{
    const hs_param *seed = hs_generator_param(j->r.generator, "seed", NULL);
    j->seeded = !seed || seed->fallback || hs_request_value(&j->r, "seed").given;
    if (!j->seeded) {
        char fresh[16];
        snprintf(fresh, sizeof fresh, "%u", (unsigned)srv_fresh_seed());
        hs_request_set(&j->r, "seed", fresh, NULL);
    }
    if (hs_request_cost(&j->r) == HS_COST_POOL)
        srv_defer(res, job, j, size);
    else
        job(j, NULL, res);
}

static void board_failed(srv_response *res, hs_err err, const hs_diag *diag, bool from_code);

/* Makes a request of the generator table and answers it in its format. Seeded answers are
 * immutable. */
static void table_answer(void *ctx, const hs_cancel *cancel, srv_response *res)
{
    const table_job *j = ctx;
    const hs_request *r = &j->r;
    hs_run_options o = {.cancel = cancel, .threads = 1}; /* one request, one core */
    srv_body body = {&res->body, cancel};
    hs_diag diag = {{0}};
    hs_err err = hs_cairo_request_run(r, &o, srv_body_sink(&body), &diag);
    bool from_code = hs_generator_param(r->generator, "code", NULL) != NULL;
    if (err && (r->generator->searches || from_code)) { /* no board, gave up, or a code that names none here */
        board_failed(res, err, &diag, from_code);
        return;
    }
    if (err == HS_ECANCEL) {
        srv_cancelled(res);
        return;
    }
    /* The answer grew over SRV_MAX_BODY: every format's size is bounded before the work
     * (params.c), so this is the server's miss, not the client's (docs/http.md: 500). */
    bool oversized = err == HS_ELIMIT && !diag.msg[0];
    if (oversized)
        snprintf(diag.msg, sizeof diag.msg, "the answer is over this server's %u bytes: ask for a smaller map or png",
                 (unsigned)SRV_MAX_BODY);
    if (err) {
        srv_error(res, err == HS_ENOMEM || err == HS_EIO || oversized ? 500 : 400, NULL, "%s",
                  diag.msg[0] ? diag.msg : hs_strerror(err));
        return;
    }
    char key[SRV_MAX_URI + 1];
    srv_finish(res, HS_OK, r->format->media_type, j->seeded && table_key(r, key, sizeof key) ? key : NULL);
    if (j->filename[0])
        snprintf(res->disposition, sizeof res->disposition, "inline; filename=\"%s\"", j->filename);
}

/* The parameter a failed board names, and its status: a share code that reads but names no
 * board this server makes is unprocessable (422); no board, gave up and no memory as
 * srv_board_error says them. */
static void board_failed(srv_response *res, hs_err err, const hs_diag *diag, bool from_code)
{
    if (err == HS_ECANCEL)
        srv_cancelled(res);
    else if (from_code && err != HS_EUNSAT && err != HS_ELIMIT && err != HS_ENOMEM)
        srv_error(res, 422, "code", "%s", diag->msg[0] ? diag->msg : hs_strerror(err));
    else
        srv_board_error(res, err, diag, from_code ? "code" : NULL);
}

/* The cache key and ETag of a code's page (its files have their request's, table_key). */
static void page_key(const hs_request *r, char *key, size_t size)
{
    snprintf(key, size, "page-%s", hs_request_value(r, "code").text);
}

/* The page of a share code: the board drawn, its balance and the links to its files. */
static void page_job(void *ctx, const hs_cancel *cancel, srv_response *res)
{
    const table_job *j = ctx;
    hs_run_options o = {.cancel = cancel};
    hs_board board;
    hs_diag diag = {{0}};
    hs_err err = hs_request_board(&j->r, &o, &board, NULL, &diag);
    if (err) {
        board_failed(res, err, &diag, true);
        return;
    }
    srv_body body = {&res->body, cancel};
    err = board_page(&board, hs_request_value(&j->r, "code").text, srv_body_sink(&body));
    if (err == HS_ECANCEL) {
        srv_cancelled(res);
        return;
    }
    char key[HS_CODE_MAX_CHARS + 8];
    page_key(&j->r, key, sizeof key);
    srv_finish(res, err, "text/html; charset=utf-8", NULL);
    if (!err)
        srv_app_page(res, key);
}

/* /board/CODE: the board's page; /board/CODE.FORMAT: the board in any format of the generator
 * table's board (.svg?style=legible, .pdf?paper=letter, .txt for the line), as the CLI's
 * `hexseed board CODE --format FORMAT` writes it. The code is read canonically (lower case), so
 * its spellings share one answer, and a client that has it gets a 304 without the board being
 * made again. */
static void route_board(srv_request *req, srv_response *res)
{
    const char *name = req->path + strlen("/board/");
    const char *dot = strchr(name, '.');
    size_t clen = dot ? (size_t)(dot - name) : strlen(name);
    char text[HS_CODE_MAX_CHARS + 8];
    if (clen == 0 || clen >= sizeof text) {
        srv_error(res, 400, "code", "share code '%.*s' has %zu characters; a code has 8 to %d", (int)(clen > 40 ? 40 : clen),
                  name, clen, HS_CODE_MAX_CHARS);
        return;
    }
    memcpy(text, name, clen);
    text[clen] = '\0';
    table_job j = {.seeded = true};
    if (!srv_request_start(res, "board", dot ? dot + 1 : NULL, &j.r))
        return;
    hs_catan_options o;
    hs_code canonical;
    hs_diag diag = {{0}};
    if (hs_code_decode(text, &o, &diag) != HS_OK || hs_code_encode(&o, &canonical, &diag) != HS_OK) {
        srv_error(res, 400, "code", "%s", diag.msg);
        return;
    }
    hs_request_set(&j.r, "code", canonical.text, NULL);
    bool filled = dot ? srv_request_fill(req, res, NULL, &j.r) : srv_params_all_used(req, res); /* a page takes none */
    if (!filled || !srv_request_bounds(&j.r, res))
        return;
    char key[SRV_MAX_URI + 1];
    const char *type = dot ? j.r.format->media_type : "text/html; charset=utf-8";
    bool keyed = dot ? table_key(&j.r, key, sizeof key) : (page_key(&j.r, key, sizeof key), true);
    if (req->if_none_match && keyed && (dot ? srv_client_has(req, key) : srv_client_has_page(req, key))) {
        srv_finish(res, HS_OK, type, dot ? key : NULL); /* the server sends 304 */
        if (!dot)
            srv_app_page(res, key);
        return;
    }
    /* Each paper its own name: a Letter PDF saved over the A4 one would print at the wrong size. */
    const char *paper = hs_generator_param(j.r.generator, "paper", NULL) ? hs_request_value(&j.r, "paper").text : NULL;
    bool letter = dot && strcmp(j.r.format->name, "pdf") == 0 && paper && strcmp(paper, "letter") == 0;
    if (dot && ((j.r.format->flags & HS_FORMAT_BINARY) || strcmp(j.r.format->name, "tmj") == 0))
        snprintf(j.filename, sizeof j.filename, "hexseed-%s%s.%s", canonical.text, letter ? "-letter" : "",
                 j.r.format->name);
    table_defer(&j, sizeof j, dot ? table_answer : page_job, res);
}

/* ---- The API -------------------------------------------------------------------------------- */

/* Writes the board's balance score (hexseed metric) as the JSON of hs_render_score_json. */
static hs_err score_json(const hs_board *board, hs_sink out)
{
    hs_buf line = {0};
    line.limit = 4096;
    hs_err err = hs_render_line(board, hs_sink_buf(&line));
    hs_score sc;
    hs_score_options so = hs_score_default();
    if (!err)
        err = hs_score_board(board, &so, &sc, NULL);
    if (!err) {
        line.data[strcspn(line.data, "\n")] = '\0';
        err = hs_render_score_json(line.data, &sc, out);
    } else if (err == HS_EINVAL) {
        err = hs_sink_puts(out, "null"); /* a board the metric does not take */
    }
    hs_buf_free(&line);
    return err;
}

/* Writes `text` as a JSON string (quotes, backslashes and control characters escaped). */
static hs_err json_string(hs_sink out, const char *text)
{
    hs_err err = hs_sink_puts(out, "\"");
    for (const char *p = text; !err && *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (c == '"' || c == '\\')
            err = hs_sink_printf(out, "\\%c", c);
        else if (c < 0x20)
            err = hs_sink_printf(out, "\\u%04x", c);
        else
            err = hs_sink_printf(out, "%c", c);
    }
    return err ? err : hs_sink_puts(out, "\"");
}

/* The JSON answer of a generator that made a board with a share code: the code, the links to
 * its page and files, the board itself and its balance score; with `draw` a style (not -1), its
 * drawing as "svg" too, so a page shows a balanced board from one optimizer run. */
static void answer_board(srv_response *res, const hs_board *board, bool seeded, int draw)
{
    hs_code code;
    hs_code_encode(&board->options, &code, NULL);
    hs_sink out = hs_sink_buf(&res->body);
    const char *c = code.text;
    hs_err err = hs_sink_printf(out,
                                "{\"code\":\"%s\",\"links\":{\"page\":\"/board/%s\",\"svg\":\"/board/%s.svg\","
                                "\"png\":\"/board/%s.png\",\"pdf\":\"/board/%s.pdf\",\"json\":\"/board/%s.json\","
                                "\"tmj\":\"/board/%s.tmj\"},\"board\":",
                                c, c, c, c, c, c, c);
    if (!err)
        err = hs_render_json(board, out);
    if (!err)
        err = hs_sink_puts(out, ",\"score\":");
    if (!err)
        err = score_json(board, out);
    if (!err && draw >= 0) {
        hs_buf svg = {0};
        svg.limit = SRV_MAX_BODY;
        err = hs_render_svg_style(board, hs_sink_buf(&svg), (hs_draw_style)draw, NULL);
        if (!err)
            err = hs_sink_puts(out, ",\"svg\":");
        if (!err)
            err = json_string(out, svg.data ? svg.data : "");
        hs_buf_free(&svg);
    }
    if (!err)
        err = hs_sink_puts(out, "}\n");
    char key[sizeof code.text + 24];
    if (draw >= 0)
        snprintf(key, sizeof key, "api-%s-svg%d", c, draw);
    else
        snprintf(key, sizeof key, "api-%s", c);
    srv_finish(res, err, "application/json", seeded ? key : NULL);
}

typedef struct catan_job {
    table_job t;
    int draw; /* svg=: the drawing's style to answer with the board, or -1 */
} catan_job;

/* Makes and answers the board of an API request: inline, or on the pool when the table says. */
static void catan_job_run(void *ctx, const hs_cancel *cancel, srv_response *res)
{
    const catan_job *j = ctx;
    hs_run_options o = {.cancel = cancel};
    hs_board board;
    hs_diag diag = {{0}};
    hs_err err = hs_request_board(&j->t.r, &o, &board, NULL, &diag);
    if (err)
        board_failed(res, err, &diag, false);
    else
        answer_board(res, &board, j->t.seeded, j->draw);
}

/* /api/catan and /api/seafarers: the generator table's catan and seafarers, answered as JSON
 * with the share code, the links to its files, the board and its score. */
static void board_api(srv_request *req, srv_response *res, const char *generator)
{
    static const char *const own[] = {"svg", NULL};
    /* svg=compact|legible: the board's drawing in the answer too (the web UI's one request) */
    const char *style = srv_param_get(req, "svg");
    catan_job j = {.draw = -1};
    if (style && strcmp(style, "compact") == 0)
        j.draw = HS_DRAW_COMPACT;
    else if (style && strcmp(style, "legible") == 0)
        j.draw = HS_DRAW_LEGIBLE;
    else if (style) {
        srv_error(res, 400, "svg", "unknown style '%s' (styles: compact, legible)", style);
        return;
    }
    if (srv_request_read(req, res, generator, "json", own, &j.t.r) && srv_request_bounds(&j.t.r, res))
        table_defer(&j.t, sizeof j, catan_job_run, res);
}

static void api_catan(srv_request *req, srv_response *res)
{
    board_api(req, res, "catan");
}

static void api_seafarers(srv_request *req, srv_response *res)
{
    board_api(req, res, "seafarers");
}

/* ---- Balance scores ----------------------------------------------------------------------------- */

/* /api/score?board=<board line>&metric=...&harbors=: the generator table's score of a board line
 * (or of several, board=LINE;LINE), a pure function of its parameters. */
static void api_score(srv_request *req, srv_response *res)
{
    table_job j = {0};
    if (!srv_request_read(req, res, "score", "json", NULL, &j.r))
        return;
    if (!hs_request_value(&j.r, "board").given) /* no standard input here */
        srv_error(res, 400, "board", "give the board line: board=<letters> <numbers> (docs/formats.md)");
    else
        table_defer(&j, sizeof j, table_answer, res);
}

/* A file of a generator of the table: /GENERATOR.FORMAT?name=value&... (/empire.svg?map=3). */
static void table_route(srv_request *req, srv_response *res)
{
    const char *slash = strrchr(req->path, '/'), *dot = strrchr(req->path, '.');
    char generator[32];
    snprintf(generator, sizeof generator, "%.*s", (int)(dot - slash - 1), slash + 1);
    table_job j = {0};
    if (srv_request_read(req, res, generator, dot + 1, NULL, &j.r) && srv_request_bounds(&j.r, res))
        table_defer(&j, sizeof j, table_answer, res);
}

/* ---- Landmasses ------------------------------------------------------------------------------ */

/* /api/landmass: the landmass as JSON with links to its files (with survey=1, the survey's JSON,
 * as /api/landmass/survey answers it). A landmass is a pure function of its parameters. */
static void api_landmass(srv_request *req, srv_response *res)
{
    table_job j = {0};
    hs_landmass_options o;
    hs_diag diag = {{0}};
    if (!srv_request_read(req, res, "landmass", "json", NULL, &j.r) || !srv_request_bounds(&j.r, res))
        return;
    if (hs_landmass_options_read(&j.r, &o, &diag) != HS_OK) {
        srv_error(res, 400, NULL, "%s", diag.msg);
        return;
    }
    if (hs_request_value(&j.r, "survey").integer) {
        table_defer(&j, sizeof j, table_answer, res);
        return;
    }
    hs_landmass m = hs_landmass_grow(&o);
    char q[48];
    snprintf(q, sizeof q, "rule=%u&start=%u&swap=%d", (unsigned)o.rule, (unsigned)o.start, o.swap ? 1 : 0);
    hs_sink out = hs_sink_buf(&res->body);
    hs_err err = hs_sink_printf(out,
                                "{\"links\":{\"page\":\"/landmass?%s\",\"svg\":\"/landmass.svg?%s\","
                                "\"json\":\"/landmass.json?%s\",\"seafarers\":\"/seafarers?landmass=%u:%u&swap=%d\"},"
                                "\"landmass\":",
                                q, q, q, (unsigned)o.rule, (unsigned)o.start, o.swap ? 1 : 0);
    if (!err)
        err = hs_render_landmass_json(&m, out);
    if (!err)
        err = hs_sink_puts(out, "}\n");
    char key[48];
    snprintf(key, sizeof key, "api-landmass-%u-%u-%d", (unsigned)o.rule, (unsigned)o.start, o.swap);
    srv_finish(res, err, "application/json", key);
}

/* The survey rates all 65,536 pairs (about 80 ms on one core); its answer never changes, so the
 * cache keeps it. */
static void survey_job(void *ctx, const hs_cancel *cancel, srv_response *res)
{
    uint32_t top = *(const uint32_t *)ctx;
    (void)cancel; /* 80 ms: not worth a check */
    hs_landmass_rating *work = malloc(HS_LANDMASS_SURVEY_WORK * sizeof *work), *best = malloc(top * sizeof *best);
    if (!work || !best) {
        free(work);
        free(best);
        srv_error(res, 500, NULL, "out of memory");
        return;
    }
    int n = 0;
    hs_err err = hs_landmass_survey(work, HS_LANDMASS_SURVEY_WORK, best, top, &n, NULL);
    if (!err)
        err = hs_render_survey_json(best, n, hs_sink_buf(&res->body));
    free(work);
    free(best);
    char key[32];
    snprintf(key, sizeof key, "survey-%u", (unsigned)top);
    srv_finish(res, err, "application/json", key);
}

static void api_landmass_survey(srv_request *req, srv_response *res)
{
    uint32_t top = 20;
    bool given;
    if (!srv_param_u32(req, res, "top", 1, 200, &top, &given) || !srv_params_all_used(req, res))
        return;
    srv_defer(res, survey_job, &top, sizeof top);
}

/* ---- Hex Empire maps -------------------------------------------------------------------------- */

/* /api/empire: the map as JSON with links to its files; on the pool, as its files are. */
static void empire_api_job(void *ctx, const hs_cancel *cancel, srv_response *res)
{
    const hs_request *r = &((const table_job *)ctx)->r;
    (void)cancel; /* one map: milliseconds */
    hs_empire_options o;
    hs_empire *m = NULL;
    hs_diag diag = {{0}};
    hs_err err = hs_empire_options_read(r, &o, &diag);
    if (!err)
        err = hs_empire_generate(&o, &m, &diag);
    if (err) {
        srv_error(res, err == HS_EINVAL ? 400 : 500, NULL, "%s", diag.msg);
        return;
    }
    bool paths = hs_request_value(r, "paths").integer, names = hs_request_value(r, "names").integer;
    char q[96], draw[32];
    snprintf(q, sizeof q, "map=%u&width=%d&height=%d&land=%d", (unsigned)o.map, o.width, o.height, o.land);
    snprintf(draw, sizeof draw, "&paths=%d&names=%d", paths ? 1 : 0, names ? 1 : 0);
    hs_sink out = hs_sink_buf(&res->body);
    err = hs_sink_printf(out,
                         "{\"links\":{\"page\":\"/empire?%s%s\",\"svg\":\"/empire.svg?%s%s\","
                         "\"png\":\"/empire.png?%s%s\",\"json\":\"/empire.json?%s\"},\"empire\":",
                         q, draw, q, draw, q, draw, q);
    if (!err)
        err = hs_render_empire_json(m, out);
    if (!err)
        err = hs_sink_puts(out, "}\n");
    hs_empire_free(m);
    char key[80];
    snprintf(key, sizeof key, "api-empire-%u-%dx%d-%d-%d%d", (unsigned)o.map, o.width, o.height, o.land, paths, names);
    srv_finish(res, err, "application/json", key);
}

static void api_empire(srv_request *req, srv_response *res)
{
    table_job j = {0}; /* its links hold the drawing's paths and names: read as for the svg */
    if (srv_request_read(req, res, "empire", "svg", NULL, &j.r))
        table_defer(&j, sizeof j, empire_api_job, res);
}

/* ---- Land and water maps -------------------------------------------------------------------- */

/* /api/terrain: the map's size and land count, with links to its files. */
static void terrain_api_job(void *ctx, const hs_cancel *cancel, srv_response *res)
{
    const table_job *j = ctx;
    const hs_request *r = &j->r;
    hs_terrain_options o;
    hs_terrain_map *m = NULL;
    hs_diag diag = {{0}};
    hs_err err = hs_terrain_options_read(r, &o, &diag);
    o.cancel = cancel;
    o.threads = 1; /* one request, one core: the pool's other threads serve other requests */
    if (!err)
        err = hs_terrain_generate(&o, &m, &diag);
    if (err == HS_ECANCEL) {
        srv_cancelled(res);
        return;
    }
    if (err) {
        srv_error(res, err == HS_ENOMEM ? 500 : 400, NULL, "%s", diag.msg);
        return;
    }
    uint64_t land = hs_terrain_land_count(m);
    hs_terrain_free(m);
    hs_request file = *r; /* the links: png and svg with the scale, the others without */
    char drawn[SRV_MAX_URI], plain[SRV_MAX_URI];
    hs_request_query(&file, drawn, sizeof drawn);
    hs_request_set_format(&file, "json", NULL);
    hs_request_query(&file, plain, sizeof plain);
    hs_sink out = hs_sink_buf(&res->body);
    err = hs_sink_printf(out,
                         "{\"links\":{\"page\":\"/terrain?%s\",\"png\":\"/terrain.png?%s\",\"svg\":\"/terrain.svg?%s\","
                         "\"json\":\"/terrain.json?%s\",\"txt\":\"/terrain.txt?%s\"},"
                         "\"terrain\":{\"width\":%d,\"height\":%d,\"seed\":%u,\"cells\":%llu,\"land\":%llu}}\n",
                         drawn, drawn, drawn, plain, plain, o.width, o.height, (unsigned)o.seed,
                         (unsigned long long)((uint64_t)o.width * (uint64_t)o.height), (unsigned long long)land);
    char key[SRV_MAX_URI + 16];
    snprintf(key, sizeof key, "api-terrain?%s", drawn);
    srv_finish(res, err, "application/json", j->seeded ? key : NULL);
}

static void api_terrain(srv_request *req, srv_response *res)
{
    table_job j = {0};
    if (srv_request_read(req, res, "terrain", "png", NULL, &j.r) && srv_request_bounds(&j.r, res))
        table_defer(&j, sizeof j, terrain_api_job, res);
}

/* ---- House rules ------------------------------------------------------------------------------ */

/* /api/house-rules: the rules drawn, with the link to their page; a fresh seed unless given. */
static void house_rules_job(void *ctx, const hs_cancel *cancel, srv_response *res)
{
    const table_job *j = ctx;
    (void)cancel; /* microseconds */
    hs_house_options o;
    hs_house_rule rules[HS_HOUSE_RULES];
    hs_diag diag = {{0}};
    if (hs_house_options_read(&j->r, &o, &diag) != HS_OK || hs_house_draw(&o, rules, &diag) != HS_OK) {
        srv_error(res, 400, NULL, "%s", diag.msg);
        return;
    }
    hs_sink out = hs_sink_buf(&res->body);
    hs_err err = hs_sink_printf(out, "{\"links\":{\"page\":\"/house-rules?intensity=%d&count=%d&seed=%u\"},\"house_rules\":",
                                o.intensity, o.count, (unsigned)o.seed);
    if (!err)
        err = hs_render_house_json(&o, rules, out);
    if (!err)
        err = hs_sink_puts(out, "}\n");
    char key[48];
    snprintf(key, sizeof key, "house-%d-%d-%u", o.intensity, o.count, (unsigned)o.seed);
    srv_finish(res, err, "application/json", j->seeded ? key : NULL);
}

static void api_house_rules(srv_request *req, srv_response *res)
{
    table_job j = {0};
    if (srv_request_read(req, res, "house-rules", "json", NULL, &j.r))
        table_defer(&j, sizeof j, house_rules_job, res);
}

/* The generators the UI offers, with the menu's names of them (as web/generators.js shows them): /api
 * lists them for the page's menu, and the error page, which the server writes without the
 * script, shows the menu itself. */
static const struct {
    const char *name, *label;
} generators[] = {
    {"catan", "Catan"},
    {"seafarers", "Seafarers"},
    {"landmass", "Landmass"},
    {"house-rules", "House rules"},
    {"empire", "Hex Empire"},
    {"terrain", "Land &amp; water"},
    /* hexseed:server-generators (one line per generator with an /api/<name> route) */
};

static void api_index(srv_request *req, srv_response *res)
{
    if (!srv_params_all_used(req, res))
        return;
    hs_sink out = hs_sink_buf(&res->body);
    hs_err err = hs_sink_printf(out, "{\"version\":\"%s\",\"generators\":[", HEXSEED_VERSION);
    for (size_t k = 0; k < sizeof generators / sizeof generators[0] && !err; k++)
        err = hs_sink_printf(out, "%s\"%s\"", k ? "," : "", generators[k].name);
    if (!err)
        err = hs_sink_puts(out, "],\"table\":\"/api/generators\",\"docs\":\"docs/http.md\"}\n");
    srv_finish(res, err, "application/json", NULL);
    if (!err)
        res->cache = "no-cache";
}

/* `in` with the five HTML specials escaped, into `out` (truncated to fit). */
static void html_escape(char *out, size_t cap, const char *in)
{
    size_t k = 0;
    for (; *in; in++) {
        const char *rep = *in == '<' ? "&lt;" : *in == '>' ? "&gt;" : *in == '&' ? "&amp;" : *in == '"' ? "&quot;"
                        : *in == '\'' ? "&#39;" : NULL;
        size_t n = rep ? strlen(rep) : 1;
        if (k + n >= cap)
            break;
        if (rep)
            memcpy(out + k, rep, n);
        else
            out[k] = *in;
        k += n;
    }
    out[k] = '\0';
}

void srv_error_page(srv_response *res, const char *path)
{
    static const struct {
        int status;
        const char *title;
    } titles[] = {
        {400, "That request is not right"}, {404, "Nothing here"},          {405, "Not with that method"},
        {413, "Too much sent"},             {414, "That address is too long"}, {422, "No such board here"},
        {429, "One thing at a time"},       {500, "Something broke"},        {501, "The search gave up"},
        {503, "Busy right now"},
    };
    const char *title = "Something went wrong";
    for (size_t k = 0; k < sizeof titles / sizeof titles[0]; k++)
        if (titles[k].status == res->status)
            title = titles[k].title;
    char status[16], message[sizeof res->error * 6], nav[512] = "", here[SRV_MAX_URI * 6 + 1];
    snprintf(status, sizeof status, "%d", res->status);
    html_escape(message, sizeof message, res->error);
    for (size_t k = 0; k < sizeof generators / sizeof generators[0]; k++) {
        size_t n = strlen(nav);
        snprintf(nav + n, sizeof nav - n, "<a href=\"/%s\">%s</a>", generators[k].name, generators[k].label);
    }
    const char *way_href = "/", *way_text = "Go to the home page";
    if (res->status == 429 || res->status == 503) {
        html_escape(here, sizeof here, path);
        way_href = here;
        way_text = "Try again";
    } else if (strncmp(path, "/board/", 7) == 0) {
        way_href = "/catan";
        way_text = "Make a board";
    }
    /* A code that opens no board, in a player's words: what to check, and the library's exact
     * reason under "Details" for whoever made the code. */
    char details[sizeof message];
    snprintf(details, sizeof details, "%s", message);
    if (strncmp(path, "/board/", 7) == 0 && (res->status == 400 || res->status == 422)) {
        title = "This code opens no board";
        snprintf(message, sizeof message, "%s",
                 "Check the code against the screen or paper it came from: a share code has 8 or more letters and "
                 "digits (and may end in a dash and a check letter). A code from a newer hexseed may need that "
                 "version.");
    }
    const char *keys[] = {"status", "title", "message", "details", "nav", "way_href", "way_text"};
    const char *values[] = {status, title, message, details, nav, way_href, way_text};
    hs_buf page = {0};
    page.limit = SRV_MAX_BODY;
    if (fill_template(hs_sink_buf(&page), "error.html", keys, values, sizeof keys / sizeof keys[0]) != HS_OK) {
        hs_buf_free(&page);
        return; /* keep the JSON answer */
    }
    hs_buf_free(&res->body);
    res->body = page;
    res->content_type = "text/html; charset=utf-8";
}

/* ---- Seat fairness and opening advice (src/sim): always on the work pool ----------------------- */

/* /api/fairness?code=&games=&seed=... and /api/openings?code=&games=&...&format=: the generator
 * table's fairness and openings (the simulator's seat figures, or opening advice), in JSON (or
 * the openings drawn on the board, format=svg), on the pool (docs/http.md). */
static void sim_api(srv_request *req, srv_response *res, const char *generator)
{
    static const char *const own[] = {"format", NULL};
    const char *format = srv_param_get(req, "format");
    table_job j = {0};
    hs_diag diag = {{0}};
    if (!srv_request_start(res, generator, "json", &j.r))
        return;
    if (format && *format && hs_request_set_format(&j.r, format, &diag) != HS_OK) { /* a parameter here: 400 */
        srv_error(res, 400, "format", "%s", diag.msg);
        return;
    }
    if (strcmp(generator, "openings") == 0 && !srv_param_get(req, "games"))
        hs_request_set(&j.r, "games", "100", NULL); /* this server's default: a quarter of the CLI's */
    if (srv_request_fill(req, res, own, &j.r) && srv_request_bounds(&j.r, res))
        table_defer(&j, sizeof j, table_answer, res);
}

static void api_fairness(srv_request *req, srv_response *res)
{
    sim_api(req, res, "fairness");
}

static void api_openings(srv_request *req, srv_response *res)
{
    sim_api(req, res, "openings");
}

/* GET /api/rules: the rule table, for forms and scripts (docs/http.md). */
static void api_rules(srv_request *req, srv_response *res)
{
    if (!srv_params_all_used(req, res))
        return;
    hs_err err = hs_render_rules_json(hs_sink_buf(&res->body));
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    srv_immutable(res, "rules");
    res->cacheable = true;
}

/* GET /api/generators: the generator table (hexseed/generators.h), the same bytes as
 * `hexseed generators --format json`: every generator's parameters, formats and costs. */
static void api_generators(srv_request *req, srv_response *res)
{
    if (!srv_params_all_used(req, res))
        return;
    srv_finish(res, hs_render_generators_json(hs_sink_buf(&res->body)), "application/json", "generators");
}

/* GET /api/layouts: the layout table (every layout and Seafarers scenario with its player
 * count), so forms offer only the counts a scenario exists for. */
static void api_layouts(srv_request *req, srv_response *res)
{
    if (srv_params_all_used(req, res))
        srv_finish(res, hs_render_layouts_json(hs_sink_buf(&res->body)), "application/json", "layouts");
}

/* GET /hexseed-tiles.png (and the same under /board/): the tile atlas every Tiled map names
 * (HS_TILESET_IMAGE, a file beside the map), served in each folder this server serves maps from
 * (/NAME.tmj and /board/CODE.tmj), so that the map's relative name finds it, read by URL or
 * saved beside it. A constant: immutable for a version, drawn once and kept. */
static void route_tileset(srv_request *req, srv_response *res)
{
    if (!srv_params_all_used(req, res))
        return;
    if (req->if_none_match && srv_client_has(req, "tileset")) {
        srv_finish(res, HS_OK, "image/png", "tileset"); /* the server sends 304 */
        return;
    }
    hs_diag diag = {{0}};
    hs_err err = hs_render_tileset_png(hs_sink_buf(&res->body), &diag);
    if (err) {
        srv_error(res, 500, NULL, "%s", diag.msg[0] ? diag.msg : hs_strerror(err));
        return;
    }
    srv_finish(res, HS_OK, "image/png", "tileset");
}

/* /event: the tournament kit's page (web/event.html), which keeps its form in the query; /api/event:
 * the generator table's event as JSON, as `hexseed event --format json` prints it. */
static void route_event_page(srv_request *req, srv_response *res)
{
    for (int k = 0; k < req->n_params; k++)
        req->params[k].used = true;
    send_asset(req, res, "event.html");
}

static void api_event(srv_request *req, srv_response *res)
{
    table_job j = {0};
    if (srv_request_read(req, res, "event", "json", NULL, &j.r) && srv_request_bounds(&j.r, res))
        table_defer(&j, sizeof j, table_answer, res);
}

/* The service worker sits at the root, so that its scope is the whole site. */
static void route_service_worker(srv_request *req, srv_response *res)
{
    send_asset(req, res, "sw.js");
}

static const srv_route srv_routes[] = {
    {"/", route_ui},
    {"/sw.js", route_service_worker},
    {"/api/layouts", api_layouts},
    {"/catan", route_ui},
    {"/static/", route_static},
    {"/" HS_TILESET_IMAGE, route_tileset}, /* beside /NAME.tmj */
    {"/board/" HS_TILESET_IMAGE, route_tileset}, /* beside /board/CODE.tmj: before /board/ */
    {"/board/", route_board},
    {"/api", api_index},
    {"/api/catan", api_catan},
    {"/api/score", api_score},
    {"/api/rules", api_rules},
    {"/api/generators", api_generators},
    {"/api/fairness", api_fairness},
    {"/api/openings", api_openings},
    {"/seafarers", route_ui},
    {"/api/seafarers", api_seafarers},
    {"/landmass", route_ui},
    {"/api/landmass", api_landmass},
    {"/api/landmass/survey", api_landmass_survey},
    {"/house-rules", route_ui},
    {"/api/house-rules", api_house_rules},
    {"/empire", route_ui},
    {"/api/empire", api_empire},
    {"/terrain", route_ui},
    {"/api/terrain", api_terrain},
    {"/event", route_event_page},
    {"/api/event", api_event},
    /* hexseed:server-routes (one line per generator: its API route, and its UI page) */
};


/* The generators whose files are served straight from the generator table: /NAME.FORMAT for
 * every format (and alias) the table gives NAME, answered by table_route. */
static const char *const table_files[] = {"catan", "seafarers", "empire", "terrain", "landmass", "house-rules", "event"};

/* The file route of the generator table that `path` names, or NULL. */
static const srv_route *table_file_route(const char *path)
{
    static const srv_route route = {"/GENERATOR.FORMAT", table_route};
    const char *dot = strrchr(path, '.');
    if (path[0] != '/' || !dot || strchr(path + 1, '/'))
        return NULL;
    for (size_t k = 0; k < sizeof table_files / sizeof table_files[0]; k++) {
        size_t n = strlen(table_files[k]);
        if ((size_t)(dot - path - 1) == n && strncmp(path + 1, table_files[k], n) == 0 &&
            hs_generator_format(hs_generator_find(table_files[k]), dot + 1))
            return &route;
    }
    return NULL;
}

const srv_route *srv_route_find(const char *path)
{
    for (size_t k = 0; k < sizeof srv_routes / sizeof srv_routes[0]; k++) {
        const char *p = srv_routes[k].path;
        size_t n = strlen(p);
        if (n > 1 && p[n - 1] == '/' ? strncmp(path, p, n) == 0 : strcmp(path, p) == 0)
            return &srv_routes[k];
    }
    return table_file_route(path);
}
