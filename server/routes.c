/* routes.c: the route table and its handlers: the UI's files, board pages and images by share
 * code, and the JSON API of each generator. Adding a generator is one handler and two lines in
 * the tables at the end (its API route and its UI page). */
#include "http.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "hexseed/catan.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/houserules.h"
#include "hexseed/rules.h"
#include "hexseed/landmass.h"
#include "hexseed/render.h"
#include "hexseed/score.h"
#include "hexseed/terrain.h"

/* ---- Parameters ------------------------------------------------------------------------------ */

/* Reads a whole number in [min, max]; absent or empty leaves *out and *given false. */
static bool param_u32(srv_request *req, srv_response *res, const char *name, uint32_t min, uint32_t max,
                      uint32_t *out, bool *given)
{
    const char *v = srv_param_get(req, name);
    *given = false;
    if (!v || !*v)
        return true;
    uint64_t n = 0;
    size_t len = strlen(v);
    bool ok = len <= 10;
    for (size_t k = 0; k < len && ok; k++) {
        ok = v[k] >= '0' && v[k] <= '9';
        n = n * 10 + (uint64_t)(v[k] - '0');
    }
    if (!ok || n < min || n > max) {
        srv_error(res, 400, name, "%s '%s' is not a whole number from %u to %u", name, v, (unsigned)min, (unsigned)max);
        return false;
    }
    *out = (uint32_t)n;
    *given = true;
    return true;
}

/* Reads a flag: 1/true/on/yes or 0/false/off/no (absent or empty: false). */
static bool param_bool(srv_request *req, srv_response *res, const char *name, bool *out)
{
    static const char *const yes[] = {"1", "true", "on", "yes"};
    static const char *const no[] = {"", "0", "false", "off", "no"};
    const char *v = srv_param_get(req, name);
    *out = false;
    if (!v)
        return true;
    for (size_t k = 0; k < sizeof yes / sizeof yes[0]; k++)
        if (strcmp(v, yes[k]) == 0)
            return (*out = true);
    for (size_t k = 0; k < sizeof no / sizeof no[0]; k++)
        if (strcmp(v, no[k]) == 0)
            return true;
    srv_error(res, 400, name, "%s '%s' is not a flag (1, true, on, yes or 0, false, off, no)", name, v);
    return false;
}

static uint32_t fresh_seed(void)
{
    uint32_t seed = 0;
    if (getrandom(&seed, sizeof seed, 0) != (ssize_t)sizeof seed) {
        /* No entropy call: mix the address of a stack variable with the clock-free counter. */
        seed = (uint32_t)(uintptr_t)&seed * 2654435761u;
    }
    return seed;
}

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
}

/* The UI's pages keep their form in the query string, which the page's script reads. */
static void route_ui(srv_request *req, srv_response *res)
{
    for (int k = 0; k < req->n_params; k++)
        req->params[k].used = true;
    send_asset(req, res, "index.html");
}

static void route_static(srv_request *req, srv_response *res)
{
    send_asset(req, res, req->path + strlen("/static/"));
}

/* ---- Boards by share code -------------------------------------------------------------------- */

typedef enum board_format { BF_PAGE, BF_SVG, BF_PNG, BF_PDF, BF_JSON, BF_TXT, BF_COUNT } board_format;

static const struct {
    const char *ext;
    const char *content_type;
} board_formats[BF_COUNT] = {
    {"", "text/html; charset=utf-8"},
    {"svg", "image/svg+xml"},
    {"png", "image/png"},
    {"pdf", "application/pdf"},
    {"json", "application/json"},
    {"txt", "text/plain; charset=utf-8"},
};

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
    if (hs_score_board(b, &so, &sc, NULL) != HS_OK)
        return HS_OK;
    hs_sink sink = hs_sink_buf(out);
    hs_err err = hs_sink_printf(sink,
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
    char edit[512], game[64];
    if (o->landmass) {
        snprintf(edit, sizeof edit, "/seafarers?landmass=%u:%u&amp;swap=%d&amp;rules=%s&amp;spiral=%s&amp;seed=%s",
                 (unsigned)o->land_rule, (unsigned)o->land_start, o->land_swap ? 1 : 0, rules[0] ? rules : "none",
                 spiral, seed);
        snprintf(game, sizeof game, "seafarers on landmass %u:%u%s", (unsigned)o->land_rule, (unsigned)o->land_start,
                 o->land_swap ? ", swapped" : "");
    } else if (o->mode == HS_MODE_SEAFARERS || o->mode == HS_MODE_SEAFARERS_5_6) {
        snprintf(edit, sizeof edit, "/seafarers?players=%s&amp;rules=%s&amp;spiral=%s&amp;seed=%s",
                 o->mode == HS_MODE_SEAFARERS ? "4" : "5-6", rules[0] ? rules : "none", spiral, seed);
        snprintf(game, sizeof game, "%s", hs_mode_name(o->mode));
    } else {
        snprintf(edit, sizeof edit, "/catan?mode=%s&amp;rules=%s&amp;spiral=%s&amp;seed=%s", hs_mode_name(o->mode),
                 rules[0] ? rules : "none", spiral, seed);
        snprintf(game, sizeof game, "%s", hs_mode_name(o->mode));
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
        b->options.numbers == HS_NUMBERS_SPIRAL ? "official spiral" : "random, searched",
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

static void route_board(srv_request *req, srv_response *res)
{
    const char *name = req->path + strlen("/board/");
    const char *dot = strchr(name, '.');
    size_t clen = dot ? (size_t)(dot - name) : strlen(name);
    board_format fmt = BF_PAGE;
    if (dot) {
        for (fmt = BF_SVG; fmt < BF_COUNT && strcmp(dot + 1, board_formats[fmt].ext) != 0; fmt++)
            ;
        if (fmt == BF_COUNT) {
            srv_error(res, 404, NULL, "no such format '%s' (formats: svg, png, pdf, json, txt, or none for the page)",
                      dot + 1);
            return;
        }
    }
    if (!srv_params_all_used(req, res))
        return;
    char text[sizeof(hs_code) + 8];
    if (clen == 0 || clen >= sizeof text) {
        srv_error(res, 400, "code", "share code '%.*s' has %zu characters; a code has 8 to %d", (int)(clen > 40 ? 40 : clen),
                  name, clen, HS_CODE_MAX_CHARS);
        return;
    }
    memcpy(text, name, clen);
    text[clen] = '\0';
    hs_catan_options opt;
    hs_diag diag = {{0}};
    if (hs_code_decode(text, &opt, &diag) != HS_OK) {
        srv_error(res, 400, "code", "%s", diag.msg);
        return;
    }
    hs_board board;
    hs_err err = hs_board_make(&opt, &board, &diag);
    if (err) {
        srv_error(res, 422, "code", "%s", diag.msg);
        return;
    }
    hs_code code;
    hs_code_encode(&board.options, &code, NULL);
    hs_sink out = hs_sink_buf(&res->body);
    switch (fmt) {
    case BF_PAGE: err = board_page(&board, code.text, out); break;
    case BF_SVG: err = hs_render_svg(&board, out); break;
    case BF_PNG: err = hs_render_png(&board, out, 1200, NULL); break;
    case BF_PDF: err = hs_render_pdf(&board, out); break;
    case BF_JSON: err = hs_render_json(&board, out); break;
    case BF_TXT: err = hs_render_line(&board, out); break;
    case BF_COUNT: break;
    }
    if (err) {
        srv_error(res, 500, NULL, "cannot render the board: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = board_formats[fmt].content_type;
    char key[sizeof code.text + 8];
    snprintf(key, sizeof key, "%s%s%s", code.text, fmt ? "." : "", board_formats[fmt].ext);
    srv_immutable(res, key);
    if (fmt != BF_PAGE && fmt != BF_SVG && fmt != BF_JSON && fmt != BF_TXT)
        snprintf(res->disposition, sizeof res->disposition, "inline; filename=\"hexseed-%s.%s\"", code.text,
                 board_formats[fmt].ext);
    res->cacheable = true;
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

/* The JSON answer of a generator that made a board with a share code: the code, the links to
 * its page and files, the board itself and its balance score. */
static void answer_board(srv_response *res, const hs_board *board, bool seeded)
{
    hs_code code;
    hs_code_encode(&board->options, &code, NULL);
    hs_sink out = hs_sink_buf(&res->body);
    const char *c = code.text;
    hs_err err = hs_sink_printf(out,
                                "{\"code\":\"%s\",\"links\":{\"page\":\"/board/%s\",\"svg\":\"/board/%s.svg\","
                                "\"png\":\"/board/%s.png\",\"pdf\":\"/board/%s.pdf\",\"json\":\"/board/%s.json\"},"
                                "\"board\":",
                                c, c, c, c, c, c);
    if (!err)
        err = hs_render_json(board, out);
    if (!err)
        err = hs_sink_puts(out, ",\"score\":");
    if (!err)
        err = score_json(board, out);
    if (!err)
        err = hs_sink_puts(out, "}\n");
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    if (seeded) {
        char key[sizeof code.text + 8];
        snprintf(key, sizeof key, "api-%s", c);
        srv_immutable(res, key);
        res->cacheable = true;
    }
}

/* Reads "R:S" (each 0..255) into the landmass fields of `opt`. */
static bool param_landmass(srv_request *req, srv_response *res, hs_catan_options *opt)
{
    const char *v = srv_param_get(req, "landmass");
    if (!v || !*v)
        return true;
    unsigned r = 256, st = 256;
    int used = 0;
    bool ok = strlen(v) <= 7 && sscanf(v, "%3u:%3u%n", &r, &st, &used) == 2 && used == (int)strlen(v) &&
              v[0] >= '0' && v[0] <= '9' && strchr(v, ':')[1] >= '0' && strchr(v, ':')[1] <= '9';
    if (!ok || r > 255 || st > 255) {
        srv_error(res, 400, "landmass", "landmass '%s' is not RULE:START with each a whole number from 0 to 255", v);
        return false;
    }
    opt->landmass = true;
    opt->land_rule = (uint8_t)r;
    opt->land_start = (uint8_t)st;
    return true;
}

/* Reads balanced, unbalanced, metric and iterations into `opt`, and refuses the combinations
 * the optimizer does not take, naming the parameter. Runs after mode and spiral are read. */
static bool balance_params(srv_request *req, srv_response *res, hs_catan_options *opt)
{
    bool most, least, iterated;
    const char *metric = srv_param_get(req, "metric");
    uint32_t iterations = opt->balance_iterations;
    if (!param_bool(req, res, "balanced", &most) || !param_bool(req, res, "unbalanced", &least) ||
        !param_u32(req, res, "iterations", 1000, SRV_MAX_ITERATIONS, &iterations, &iterated))
        return false;
    if (most && least) {
        srv_error(res, 400, "unbalanced", "give one of balanced and unbalanced");
        return false;
    }
    if (iterated && iterations % 1000) {
        srv_error(res, 400, "iterations", "iterations '%u' is not a multiple of 1000 from 1000 to %u", (unsigned)iterations,
                  (unsigned)SRV_MAX_ITERATIONS);
        return false;
    }
    bool compat = false;
    if (metric && *metric) {
        compat = strcmp(metric, "compat") == 0;
        if (!compat && strcmp(metric, "hexseed") != 0) {
            srv_error(res, 400, "metric", "unknown metric '%s' (metrics: hexseed, compat)", metric);
            return false;
        }
    }
    if (!most && !least) {
        if ((metric && *metric) || iterated) {
            const char *which = iterated ? "iterations" : "metric";
            srv_error(res, 400, which, "%s belongs to a balanced or unbalanced board: add balanced=1 or unbalanced=1", which);
            return false;
        }
        return true;
    }
    const char *flag = most ? "balanced" : "unbalanced";
    if (opt->mode != HS_MODE_CLASSIC && opt->mode != HS_MODE_5_6) {
        srv_error(res, 400, flag, "balanced boards are Classic or 5-6 boards");
        return false;
    }
    if (opt->numbers == HS_NUMBERS_SPIRAL) {
        srv_error(res, 400, "spiral", "a balanced board moves its numbers: drop the spiral");
        return false;
    }
    if (compat && opt->mode != HS_MODE_CLASSIC) {
        srv_error(res, 400, "metric", "the compat metric scores Classic boards only: use metric=hexseed");
        return false;
    }
    opt->balance = most ? HS_BALANCE_MOST : HS_BALANCE_LEAST;
    opt->balance_metric = compat ? 1 : 0;
    opt->balance_iterations = iterations;
    return true;
}

/* /api/catan and /api/seafarers: the same board family, with the parameters of each face
 * (mode for Catan; players, landmass and swap for Seafarers), as the CLI's two commands. */
static void board_api(srv_request *req, srv_response *res, bool seafarers)
{
    hs_catan_options opt = hs_catan_default();
    const char *rules = srv_param_get(req, "rules");
    bool seeded, spiral, swap = false;
    if (!seafarers) {
        const char *mode = srv_param_get(req, "mode");
        if (mode && *mode) {
            int m = hs_mode_from_name(mode);
            if (m < 0) {
                char modes[128] = "";
                for (int k = 0; k < hs_layout_count(); k++) {
                    size_t n = strlen(modes);
                    snprintf(modes + n, sizeof modes - n, "%s%s", k ? ", " : "", hs_mode_name((hs_mode)k));
                }
                srv_error(res, 400, "mode", "unknown mode '%s' (modes: %s)", mode, modes);
                return;
            }
            opt.mode = (hs_mode)m;
        }
    } else {
        opt.mode = HS_MODE_SEAFARERS;
        const char *players = srv_param_get(req, "players");
        if (players && *players) {
            int m = hs_layout_find("seafarers", "new-shores", strcmp(players, "3-4") == 0 ? "4" : players);
            if (m >= 0)
                opt.mode = (hs_mode)m;
            else {
                srv_error(res, 400, "players", "unknown player count '%s' (players: 4, 5-6)", players);
                return;
            }
        }
        if (!param_landmass(req, res, &opt) || !param_bool(req, res, "swap", &swap))
            return;
        if (swap && !opt.landmass) {
            srv_error(res, 400, "swap", "swap exchanges the land and water of a landmass: give landmass=RULE:START");
            return;
        }
        if (opt.landmass && opt.mode != HS_MODE_SEAFARERS) {
            srv_error(res, 400, "players", "a landmass makes its own islands: drop players");
            return;
        }
        opt.land_swap = swap;
    }
    hs_diag diag = {{0}};
    if (rules && hs_rules_parse(rules, &opt.rules, &diag) != HS_OK) {
        srv_error(res, 400, "rules", "%s", diag.msg);
        return;
    }
    /* lock=Q,R=TERRAIN[:NUMBER];Q,R=...: tiles kept as they are, the rest searched. */
    const char *locks = srv_param_get(req, "lock");
    for (const char *l = locks; l && *l;) {
        size_t len = strcspn(l, ";");
        char one[64];
        if (opt.n_locks == HS_MAX_LOCKS || len >= sizeof one) {
            srv_error(res, 400, "lock", "at most %d locks, each Q,R=TERRAIN[:NUMBER]", HS_MAX_LOCKS);
            return;
        }
        memcpy(one, l, len);
        one[len] = '\0';
        if (hs_lock_parse(one, opt.mode, &opt.locks[opt.n_locks++], &diag) != HS_OK) {
            srv_error(res, 400, "lock", "%s", diag.msg);
            return;
        }
        l += len + (l[len] == ';');
    }
    if (!param_u32(req, res, "seed", 0, UINT32_MAX, &opt.seed, &seeded) || !param_bool(req, res, "spiral", &spiral))
        return;
    opt.numbers = spiral ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    if (!seafarers && !balance_params(req, res, &opt))
        return;
    if (!srv_params_all_used(req, res))
        return;
    if (!seeded)
        opt.seed = fresh_seed();
    hs_board board;
    hs_err err = hs_board_make(&opt, &board, &diag);
    if (err == HS_ECONFLICT || err == HS_EINVAL) {
        srv_error(res, 400, "rules", "%s", diag.msg);
        return;
    }
    if (err) {
        srv_error(res, 422, NULL, "%s", diag.msg);
        return;
    }
    answer_board(res, &board, seeded);
}

static void api_catan(srv_request *req, srv_response *res)
{
    board_api(req, res, false);
}

static void api_seafarers(srv_request *req, srv_response *res)
{
    board_api(req, res, true);
}

/* ---- Balance scores ----------------------------------------------------------------------------- */

/* /api/score?board=<board line>&metric=hexseed|compat&harbors=: the score of any board line, a
 * pure function of its parameters. */
static void api_score(srv_request *req, srv_response *res)
{
    const char *line = srv_param_get(req, "board");
    const char *metric = srv_param_get(req, "metric");
    hs_score_options so = hs_score_default();
    if (!param_bool(req, res, "harbors", &so.harbors) || !srv_params_all_used(req, res))
        return;
    if (!line || !*line) {
        srv_error(res, 400, "board", "give the board line: board=<letters> <numbers> (docs/formats.md)");
        return;
    }
    if (metric && *metric) {
        if (strcmp(metric, "compat") == 0)
            so.metric = HS_METRIC_COMPAT;
        else if (strcmp(metric, "hexseed") != 0) {
            srv_error(res, 400, "metric", "unknown metric '%s' (metrics: hexseed, compat)", metric);
            return;
        }
    }
    if (so.harbors && so.metric == HS_METRIC_COMPAT) {
        srv_error(res, 400, "harbors", "the harbor factor belongs to the hexseed metric");
        return;
    }
    hs_board board;
    hs_score sc;
    hs_diag diag = {{0}};
    if (hs_board_parse_line(line, &board, &diag) != HS_OK) {
        srv_error(res, 400, "board", "%s", diag.msg);
        return;
    }
    if (hs_score_board(&board, &so, &sc, &diag) != HS_OK) {
        srv_error(res, 400, "metric", "%s", diag.msg);
        return;
    }
    hs_err err = hs_render_score_json(line, &sc, hs_sink_buf(&res->body));
    if (!err)
        err = hs_sink_puts(hs_sink_buf(&res->body), "\n");
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    char key[48];
    snprintf(key, sizeof key, "score-%08x-%d%d", (unsigned)srv_hash(line), so.metric, so.harbors);
    srv_immutable(res, key);
    res->cacheable = true;
}

/* ---- Landmasses ------------------------------------------------------------------------------ */

/* Reads rule, start and swap; the defaults are the library's. */
static bool landmass_params(srv_request *req, srv_response *res, hs_landmass_options *o)
{
    *o = hs_landmass_default();
    uint32_t rule = o->rule, start = o->start;
    bool given;
    if (!param_u32(req, res, "rule", 0, 255, &rule, &given) || !param_u32(req, res, "start", 0, 255, &start, &given) ||
        !param_bool(req, res, "swap", &o->swap) || !srv_params_all_used(req, res))
        return false;
    o->rule = (uint8_t)rule;
    o->start = (uint8_t)start;
    return true;
}

/* /landmass.svg, /landmass.json, /landmass.txt: a landmass is a pure function of its three
 * parameters, so these answers are immutable like a board's. */
static void route_landmass_file(srv_request *req, srv_response *res)
{
    hs_landmass_options o;
    if (!landmass_params(req, res, &o))
        return;
    hs_landmass m = hs_landmass_grow(&o);
    const char *ext = strrchr(req->path, '.') + 1;
    hs_sink out = hs_sink_buf(&res->body);
    hs_err err;
    if (strcmp(ext, "svg") == 0) {
        err = hs_render_landmass_svg(&m, out);
        res->content_type = "image/svg+xml";
    } else if (strcmp(ext, "json") == 0) {
        err = hs_render_landmass_json(&m, out);
        res->content_type = "application/json";
    } else {
        err = hs_render_landmass_grid(&m, out);
        res->content_type = "text/plain; charset=utf-8";
    }
    if (err) {
        srv_error(res, 500, NULL, "cannot render the landmass: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    char key[48];
    snprintf(key, sizeof key, "landmass-%u-%u-%d.%s", (unsigned)o.rule, (unsigned)o.start, o.swap, ext);
    srv_immutable(res, key);
    res->cacheable = true;
}

static void api_landmass(srv_request *req, srv_response *res)
{
    hs_landmass_options o;
    if (!landmass_params(req, res, &o))
        return;
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
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    char key[48];
    snprintf(key, sizeof key, "api-landmass-%u-%u-%d", (unsigned)o.rule, (unsigned)o.start, o.swap);
    srv_immutable(res, key);
    res->cacheable = true;
}

/* The survey rates all 65,536 pairs (about 80 ms on one core); its answer never changes, so the
 * cache keeps it. */
static void api_landmass_survey(srv_request *req, srv_response *res)
{
    uint32_t top = 20;
    bool given;
    if (!param_u32(req, res, "top", 1, 200, &top, &given) || !srv_params_all_used(req, res))
        return;
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
    if (err) {
        srv_error(res, 500, NULL, "cannot write the survey: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    char key[32];
    snprintf(key, sizeof key, "survey-%u", (unsigned)top);
    srv_immutable(res, key);
    res->cacheable = true;
}

/* ---- Hex Empire maps -------------------------------------------------------------------------- */

/* Reads map, width, height and land (the library's defaults: the game's board). */
static bool empire_params(srv_request *req, srv_response *res, hs_empire_options *o)
{
    *o = hs_empire_default();
    uint32_t map = o->map, w = (uint32_t)o->width, h = (uint32_t)o->height, land = (uint32_t)o->land;
    bool given;
    if (!param_u32(req, res, "map", 0, HS_EMPIRE_MAX_MAP, &map, &given) ||
        !param_u32(req, res, "width", HS_EMPIRE_MIN_W, HS_EMPIRE_MAX_W, &w, &given) ||
        !param_u32(req, res, "height", HS_EMPIRE_MIN_H, HS_EMPIRE_MAX_H, &h, &given) ||
        !param_u32(req, res, "land", 1, 9, &land, &given))
        return false;
    o->map = map;
    o->width = (int)w;
    o->height = (int)h;
    o->land = (int)land;
    return true;
}

static hs_empire *empire_make(const hs_empire_options *o, srv_response *res)
{
    hs_empire *m = NULL;
    hs_diag diag = {{0}};
    hs_err err = hs_empire_generate(o, &m, &diag);
    if (err) {
        srv_error(res, err == HS_EINVAL ? 400 : 500, NULL, "%s", diag.msg);
        return NULL;
    }
    return m;
}

/* /empire.svg, .png (with the flags paths and names), .json, .txt: immutable, like boards. */
static void route_empire_file(srv_request *req, srv_response *res)
{
    hs_empire_options o;
    const char *ext = strrchr(req->path, '.') + 1;
    bool drawing = strcmp(ext, "svg") == 0 || strcmp(ext, "png") == 0, paths = false, names = false;
    if (!empire_params(req, res, &o) ||
        (drawing && (!param_bool(req, res, "paths", &paths) || !param_bool(req, res, "names", &names))) ||
        !srv_params_all_used(req, res))
        return;
    hs_empire *m = empire_make(&o, res);
    if (!m)
        return;
    hs_sink out = hs_sink_buf(&res->body);
    hs_err err;
    if (strcmp(ext, "svg") == 0) {
        err = hs_render_empire_svg(m, out, paths, names);
        res->content_type = "image/svg+xml";
    } else if (strcmp(ext, "png") == 0) {
        err = hs_render_empire_png(m, out, paths, names);
        res->content_type = "image/png";
    } else if (strcmp(ext, "json") == 0) {
        err = hs_render_empire_json(m, out);
        res->content_type = "application/json";
    } else {
        err = hs_render_empire_grid(m, out);
        res->content_type = "text/plain; charset=utf-8";
    }
    hs_empire_free(m);
    if (err) {
        srv_error(res, 500, NULL, "cannot render the map: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    char key[80];
    snprintf(key, sizeof key, "empire-%u-%dx%d-%d-%d%d.%s", (unsigned)o.map, o.width, o.height, o.land, paths, names,
             ext);
    srv_immutable(res, key);
    res->cacheable = true;
}

static void api_empire(srv_request *req, srv_response *res)
{
    hs_empire_options o;
    bool paths = false, names = false;
    if (!empire_params(req, res, &o) || !param_bool(req, res, "paths", &paths) || !param_bool(req, res, "names", &names) ||
        !srv_params_all_used(req, res))
        return;
    hs_empire *m = empire_make(&o, res);
    if (!m)
        return;
    char q[96], draw[32];
    snprintf(q, sizeof q, "map=%u&width=%d&height=%d&land=%d", (unsigned)o.map, o.width, o.height, o.land);
    snprintf(draw, sizeof draw, "&paths=%d&names=%d", paths ? 1 : 0, names ? 1 : 0);
    hs_sink out = hs_sink_buf(&res->body);
    hs_err err = hs_sink_printf(out,
                                "{\"links\":{\"page\":\"/empire?%s%s\",\"svg\":\"/empire.svg?%s%s\","
                                "\"png\":\"/empire.png?%s%s\",\"json\":\"/empire.json?%s\"},\"empire\":",
                                q, draw, q, draw, q, draw, q);
    if (!err)
        err = hs_render_empire_json(m, out);
    if (!err)
        err = hs_sink_puts(out, "}\n");
    hs_empire_free(m);
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    char key[80];
    snprintf(key, sizeof key, "api-empire-%u-%dx%d-%d-%d%d", (unsigned)o.map, o.width, o.height, o.land, paths, names);
    srv_immutable(res, key);
    res->cacheable = true;
}

/* ---- Land and water maps -------------------------------------------------------------------- */

/* A terrain request: the options, and the query that names them in canonical order (for links,
 * cache keys and ETags). */
typedef struct terrain_req {
    hs_terrain_options o;
    int scale;
    bool seeded;
    char query[400];
} terrain_req;

static bool param_choice(srv_request *req, srv_response *res, const char *name, const char *const *names, int n,
                         int *out)
{
    const char *v = srv_param_get(req, name);
    if (!v || !*v)
        return true;
    for (int k = 0; k < n; k++)
        if (strcmp(v, names[k]) == 0) {
            *out = k;
            return true;
        }
    char list[96] = "";
    for (int k = 0; k < n; k++) {
        size_t len = strlen(list);
        snprintf(list + len, sizeof list - len, "%s%s", k ? ", " : "", names[k]);
    }
    srv_error(res, 400, name, "unknown %s '%s' (%s)", name, v, list);
    return false;
}

static bool terrain_params(srv_request *req, srv_response *res, terrain_req *t)
{
    static const char *const updates[] = {"simultaneous", "in-place"};
    static const char *const borders[] = {"water", "land", "wrap"};
    static const char *const hoods[] = {"moore", "hex"};
    static const char *const methods[] = {"automaton", "subdivide"};
    hs_terrain_options *o = &t->o;
    *o = hs_terrain_default();
    o->threads = 1; /* one request, one core: the pool's other threads serve other requests */
    uint32_t w = (uint32_t)o->width, h = (uint32_t)o->height, it = (uint32_t)o->iterations, scale = 1, survive = 0,
             birth = 0;
    bool given, has_survive, has_birth;
    int update = 0, border = 0, hood = 0, method = 0;
    if (!param_u32(req, res, "width", 1, SRV_MAX_TERRAIN_SIDE, &w, &given) ||
        !param_u32(req, res, "height", 1, SRV_MAX_TERRAIN_SIDE, &h, &given) ||
        !param_u32(req, res, "iterations", 0, 1000, &it, &given) ||
        !param_u32(req, res, "survive", 0, 8, &survive, &has_survive) ||
        !param_u32(req, res, "birth", 0, 8, &birth, &has_birth) ||
        !param_u32(req, res, "seed", 0, UINT32_MAX, &o->seed, &t->seeded) ||
        !param_u32(req, res, "scale", 1, 64, &scale, &given) ||
        !param_choice(req, res, "update", updates, 2, &update) || !param_choice(req, res, "border", borders, 3, &border) ||
        !param_choice(req, res, "neighbourhood", hoods, 2, &hood) ||
        !param_choice(req, res, "method", methods, 2, &method))
        return false;
    const char *ratio = srv_param_get(req, "land-ratio");
    if (ratio && *ratio) {
        char *end;
        double r = strtod(ratio, &end);
        if (*end || !(ratio[0] >= '0' && ratio[0] <= '9') || strlen(ratio) > 20 || !(r >= 0.0 && r <= 1.0)) {
            srv_error(res, 400, "land-ratio", "land-ratio '%s' is not a number from 0 to 1", ratio);
            return false;
        }
        o->land_ratio = r;
    } else {
        ratio = "0.5";
    }
    if ((uint64_t)w * h > SRV_MAX_TERRAIN_CELLS) {
        srv_error(res, 400, "width", "a map of %u x %u cells is over this server's %u cells (the CLI makes larger ones)",
                  (unsigned)w, (unsigned)h, (unsigned)SRV_MAX_TERRAIN_CELLS);
        return false;
    }
    if ((uint64_t)w * h * it > SRV_MAX_TERRAIN_WORK) {
        srv_error(res, 400, "iterations",
                  "%u passes over %u x %u cells is over this server's bound of %llu cell updates per map", (unsigned)it,
                  (unsigned)w, (unsigned)h, (unsigned long long)SRV_MAX_TERRAIN_WORK);
        return false;
    }
    o->width = (int)w;
    o->height = (int)h;
    o->iterations = (int)it;
    o->update = (hs_update)update;
    o->border = (hs_border)border;
    o->neighbourhood = (hs_neighbourhood)hood;
    o->method = (hs_terrain_method)method;
    if (has_survive)
        o->survive = (int)survive;
    if (has_birth)
        o->birth = (int)birth;
    t->scale = (int)scale;
    if (!t->seeded)
        o->seed = fresh_seed();
    hs_diag diag = {{0}};
    if (hs_terrain_check(o, &diag) != HS_OK) {
        srv_error(res, 400, NULL, "%s", diag.msg);
        return false;
    }
    char sv[16] = "", bv[16] = "";
    if (has_survive)
        snprintf(sv, sizeof sv, "&survive=%d", o->survive);
    if (has_birth)
        snprintf(bv, sizeof bv, "&birth=%d", o->birth);
    snprintf(t->query, sizeof t->query,
             "width=%d&height=%d&land-ratio=%s&iterations=%d&update=%s&border=%s&neighbourhood=%s%s%s&method=%s&seed=%u",
             o->width, o->height, ratio, o->iterations, updates[update], borders[border], hoods[hood], sv, bv,
             methods[method], (unsigned)o->seed);
    return true;
}

/* /terrain.png, .svg (with scale), .json, .txt, .pgm: immutable with a seed. */
static void route_terrain_file(srv_request *req, srv_response *res)
{
    terrain_req t;
    if (!terrain_params(req, res, &t) || !srv_params_all_used(req, res))
        return;
    const char *ext = strrchr(req->path, '.') + 1;
    hs_terrain_map *m = NULL;
    hs_diag diag = {{0}};
    hs_err err = hs_terrain_generate(&t.o, &m, &diag);
    if (err) {
        srv_error(res, err == HS_ENOMEM ? 500 : 400, NULL, "%s", diag.msg);
        return;
    }
    hs_sink out = hs_sink_buf(&res->body);
    if (strcmp(ext, "png") == 0) {
        if ((uint64_t)hs_terrain_map_width(m) * (uint64_t)hs_terrain_map_height(m) * (uint64_t)t.scale * (uint64_t)t.scale >
            SRV_MAX_TERRAIN_PIXELS)
            err = HS_ELIMIT;
        else
            err = hs_render_terrain_png(m, out, t.scale);
        res->content_type = "image/png";
    } else if (strcmp(ext, "svg") == 0) {
        err = hs_render_terrain_svg(m, out, t.scale);
        res->content_type = "image/svg+xml";
    } else if (strcmp(ext, "json") == 0) {
        err = hs_render_terrain_json(m, &t.o, out);
        res->content_type = "application/json";
    } else if (strcmp(ext, "pgm") == 0) {
        err = hs_render_terrain_pgm(m, out);
        res->content_type = "image/x-portable-graymap";
    } else {
        err = hs_render_terrain_text(m, out);
        res->content_type = "text/plain; charset=utf-8";
    }
    hs_terrain_free(m);
    if (err == HS_ELIMIT) {
        srv_error(res, 400, NULL, "the map is too large for %s here (svg: %d cells, json: %d, png: %d pixels, any answer: "
                                  "%u bytes): ask for png or a smaller map",
                  ext, HS_TERRAIN_SVG_MAX_CELLS, HS_TERRAIN_JSON_MAX_CELLS, (int)SRV_MAX_TERRAIN_PIXELS, SRV_MAX_BODY);
        return;
    }
    if (err) {
        srv_error(res, 500, NULL, "cannot render the map: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    if (t.seeded) {
        char key[64];
        snprintf(key, sizeof key, "terrain-%08x-%d.%s", (unsigned)srv_hash(t.query), t.scale, ext);
        srv_immutable(res, key);
        res->cacheable = true;
    }
}

static void api_terrain(srv_request *req, srv_response *res)
{
    terrain_req t;
    if (!terrain_params(req, res, &t) || !srv_params_all_used(req, res))
        return;
    hs_terrain_map *m = NULL;
    hs_diag diag = {{0}};
    hs_err err = hs_terrain_generate(&t.o, &m, &diag);
    if (err) {
        srv_error(res, err == HS_ENOMEM ? 500 : 400, NULL, "%s", diag.msg);
        return;
    }
    uint64_t land = hs_terrain_land_count(m);
    hs_terrain_free(m);
    const char *q = t.query;
    hs_sink out = hs_sink_buf(&res->body);
    err = hs_sink_printf(out,
                         "{\"links\":{\"page\":\"/terrain?%s&scale=%d\",\"png\":\"/terrain.png?%s&scale=%d\","
                         "\"svg\":\"/terrain.svg?%s&scale=%d\",\"json\":\"/terrain.json?%s\",\"txt\":\"/terrain.txt?%s\"},"
                         "\"terrain\":{\"width\":%d,\"height\":%d,\"seed\":%u,\"cells\":%llu,\"land\":%llu}}\n",
                         q, t.scale, q, t.scale, q, t.scale, q, q, t.o.width, t.o.height, (unsigned)t.o.seed,
                         (unsigned long long)((uint64_t)t.o.width * (uint64_t)t.o.height), (unsigned long long)land);
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    if (t.seeded) {
        char key[64];
        snprintf(key, sizeof key, "api-terrain-%08x-%d", (unsigned)srv_hash(t.query), t.scale);
        srv_immutable(res, key);
        res->cacheable = true;
    }
}

/* ---- House rules ------------------------------------------------------------------------------ */

static void api_house_rules(srv_request *req, srv_response *res)
{
    hs_house_options o = hs_house_default();
    uint32_t intensity = (uint32_t)o.intensity, count = (uint32_t)o.count;
    bool given, seeded;
    if (!param_u32(req, res, "intensity", 1, 100, &intensity, &given) ||
        !param_u32(req, res, "count", 1, HS_HOUSE_RULES, &count, &given) ||
        !param_u32(req, res, "seed", 0, UINT32_MAX, &o.seed, &seeded) || !srv_params_all_used(req, res))
        return;
    if (!seeded)
        o.seed = fresh_seed();
    o.intensity = (int)intensity;
    o.count = (int)count;
    hs_house_rule rules[HS_HOUSE_RULES];
    hs_diag diag = {{0}};
    if (hs_house_draw(&o, rules, &diag) != HS_OK) {
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
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    if (seeded) {
        char key[48];
        snprintf(key, sizeof key, "house-%d-%d-%u", o.intensity, o.count, (unsigned)o.seed);
        srv_immutable(res, key);
        res->cacheable = true;
    }
}

/* The list of generators the UI offers: the page asks for it to build its menu. */
static const char *const generators[] = {
    "catan",
    "seafarers",
    "landmass",
    "house-rules",
    "empire",
    "terrain",
    /* hexseed:server-generators (one name per generator with an /api/<name> route) */
};

static void api_index(srv_request *req, srv_response *res)
{
    if (!srv_params_all_used(req, res))
        return;
    hs_sink out = hs_sink_buf(&res->body);
    hs_err err = hs_sink_printf(out, "{\"version\":\"%s\",\"generators\":[", HEXSEED_VERSION);
    for (size_t k = 0; k < sizeof generators / sizeof generators[0] && !err; k++)
        err = hs_sink_printf(out, "%s\"%s\"", k ? "," : "", generators[k]);
    if (!err)
        err = hs_sink_puts(out, "],\"docs\":\"docs/http.md\"}\n");
    if (err) {
        srv_error(res, 500, NULL, "cannot write the answer: %s", hs_strerror(err));
        return;
    }
    res->status = 200;
    res->content_type = "application/json";
    res->cache = "no-cache";
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

const srv_route srv_routes[] = {
    {"/", route_ui},
    {"/catan", route_ui},
    {"/static/", route_static},
    {"/board/", route_board},
    {"/api", api_index},
    {"/api/catan", api_catan},
    {"/api/score", api_score},
    {"/api/rules", api_rules},
    {"/seafarers", route_ui},
    {"/api/seafarers", api_seafarers},
    {"/landmass", route_ui},
    {"/landmass.svg", route_landmass_file},
    {"/landmass.json", route_landmass_file},
    {"/landmass.txt", route_landmass_file},
    {"/api/landmass", api_landmass},
    {"/api/landmass/survey", api_landmass_survey},
    {"/house-rules", route_ui},
    {"/api/house-rules", api_house_rules},
    {"/empire", route_ui},
    {"/empire.svg", route_empire_file},
    {"/empire.png", route_empire_file},
    {"/empire.json", route_empire_file},
    {"/empire.txt", route_empire_file},
    {"/api/empire", api_empire},
    {"/terrain", route_ui},
    {"/terrain.png", route_terrain_file},
    {"/terrain.svg", route_terrain_file},
    {"/terrain.json", route_terrain_file},
    {"/terrain.txt", route_terrain_file},
    {"/terrain.pgm", route_terrain_file},
    {"/api/terrain", api_terrain},
    /* hexseed:server-routes (one line per generator: its API route, and its UI page) */
};

const size_t srv_route_count = sizeof srv_routes / sizeof srv_routes[0];
