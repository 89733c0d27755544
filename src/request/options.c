/* SPDX-License-Identifier: MIT */
/* options.c: a request's values into a generator's options struct, one reader per generator,
 * beside the table that names the values. The faces never fill these structs field by field. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/board.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/generators.h"
#include "hexseed/houserules.h"
#include "hexseed/landmass.h"
#include "hexseed/number.h"
#include "hexseed/render.h"
#include "hexseed/rules.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"
#include "hexseed/terrain.h"

#include "../core/fail.h"
#include "options.h"

/* The request is of generator `name`; else HS_EINVAL (a face handed the wrong request). */
static hs_err check_generator(const hs_request *r, const char *name, hs_diag *diag)
{
    if (!r->generator || strcmp(r->generator->name, name) != 0)
        return hs_fail(diag, HS_EINVAL, "a request of %s read as one of %s", r->generator ? r->generator->name : "nothing",
                       name);
    return HS_OK;
}

static long long integer(const hs_request *r, const char *name)
{
    return hs_request_value(r, name).integer;
}

hs_err hs_empire_options_read(const hs_request *r, hs_empire_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "empire", diag);
    if (err)
        return err;
    *o = hs_empire_default();
    o->map = (uint32_t)integer(r, "map");
    o->width = (int)integer(r, "width");
    o->height = (int)integer(r, "height");
    o->land = (int)integer(r, "land");
    return HS_OK;
}

/* ---- Boards ------------------------------------------------------------------------------------ */

/* `err` (a refusal just worded into diag), with the parameter at fault named in *bad. */
static hs_err at(const hs_request *r, const char *param, const hs_param **bad, hs_err err)
{
    if (bad && err)
        *bad = hs_generator_param(r->generator, param, NULL);
    return err;
}

static bool on(const hs_request *r, const char *name)
{
    return hs_generator_param(r->generator, name, NULL) && integer(r, name) != 0;
}

/* "R:S", the landmass of rule R from start row S, each a whole number from 0 to 255. */
static bool read_landmass(const char *text, hs_catan_options *o)
{
    char rule[4];
    size_t len = strcspn(text, ":");
    long long r, s;
    if (text[len] != ':' || len >= sizeof rule)
        return false;
    memcpy(rule, text, len);
    rule[len] = '\0';
    if (!hs_parse_integer(rule, 0, 255, &r) || !hs_parse_integer(text + len + 1, 0, 255, &s))
        return false;
    o->landmass = true;
    o->land_rule = (uint8_t)r;
    o->land_start = (uint8_t)s;
    return true;
}

/* The layout offered for `players` ("3", "4", "3-4" or "5-6") of the same game as layout
 * `mode` (the same family and scenario; the base game's for Classic and 5-6), or -1. */
static int layout_for_players(int mode, const char *players)
{
    const hs_layout_info *l = hs_layout_at(mode);
    bool few = strcmp(players, "3") == 0 || strcmp(players, "4") == 0 || strcmp(players, "3-4") == 0;
    if (strcmp(l->players, players) == 0 || (few && strcmp(l->players, "3-4") == 0))
        return mode;
    for (int m = 0; m < hs_layout_count(); m++) {
        const hs_layout_info *k = hs_layout_at(m);
        bool same = strcmp(k->family, l->family) == 0 &&
                    (k->scenario && l->scenario ? strcmp(k->scenario, l->scenario) == 0 : k->scenario == l->scenario);
        bool fits = strcmp(k->players, players) == 0 || (few && strcmp(k->players, "3-4") == 0);
        if (same && fits && hs_layout_offered(m) && (l->scenario || m < HS_MODE_COUNT))
            return m;
    }
    return -1;
}

/* The layout: catan's mode, or the Seafarers scenario and player count (the current setup of
 * each), or the landmass board's own. */
static hs_err read_layout(const hs_request *r, hs_catan_options *o, const hs_param **bad, hs_diag *diag)
{
    if (strcmp(r->generator->name, "catan") == 0) {
        o->mode = (hs_mode)integer(r, "mode");
        hs_value players = hs_request_value(r, "players");
        if (!players.given)
            return HS_OK;
        int m = layout_for_players(o->mode, players.text);
        if (m < 0) {
            const hs_layout_info *l = hs_layout_at(o->mode);
            const char *note = hs_layout_players_note(o->mode);
            return at(r, "players", bad,
                      hs_fail(diag, HS_EINVAL, "%s is set up for %s players, not %s: %s", l->name, l->players,
                              players.text, note ? note : "hexseed has no other setup of it (docs/expansions.md)"));
        }
        o->mode = (hs_mode)m;
        return HS_OK;
    }
    hs_value scenario = hs_request_value(r, "scenario"), players = hs_request_value(r, "players");
    hs_value land = hs_request_value(r, "landmass");
    bool bad_players = false;
    hs_diag why = {{0}};
    int m = hs_seafarers_find(scenario.given ? scenario.text : NULL, players.given ? players.text : NULL, &bad_players,
                              &why);
    if (m < 0)
        return at(r, bad_players ? "players" : "scenario", bad, hs_fail(diag, HS_EINVAL, "%s", why.msg));
    o->mode = (hs_mode)m;
    if (on(r, "swap") && !land.given)
        return at(r, "swap", bad,
                  hs_fail(diag, HS_EINVAL, "swap exchanges the land and water of a landmass: give landmass R:S"));
    if (!land.given)
        return HS_OK;
    if (!read_landmass(land.text, o))
        return at(r, "landmass", bad,
                  hs_fail(diag, HS_EINVAL, "landmass '%s' is not RULE:START with each a whole number from 0 to 255",
                          land.text));
    const hs_layout_info *l = hs_layout_at(m);
    bool offered_size = strcmp(l->scenario, "new-shores") == 0 && strcmp(l->players, "4") == 0;
    if (scenario.given || !offered_size) /* players 4 names the landmass board's size */
        return at(r, scenario.given ? "scenario" : "players", bad,
                  hs_fail(diag, HS_EINVAL, "a landmass makes its own islands: drop %s",
                          scenario.given ? "scenario" : "players"));
    o->mode = HS_MODE_SEAFARERS;
    o->land_swap = on(r, "swap");
    return HS_OK;
}

/* The rules given, else the layout's own (a scenario's), else the default; then the locks,
 * read against the layout. */
static hs_err read_placement(const hs_request *r, hs_catan_options *o, const hs_param **bad, hs_diag *diag)
{
    hs_value rules = hs_request_value(r, "rules");
    const char *text = rules.given ? rules.text : hs_layout_at(o->mode)->rules;
    hs_diag why = {{0}};
    if (text && hs_rules_parse(text, &o->rules, &why) != HS_OK)
        return at(r, "rules", bad, hs_fail(diag, HS_EINVAL, "%s", why.msg));
    const char *locks = hs_request_value(r, "lock").text;
    for (const char *l = locks; l && *l;) {
        size_t len = strcspn(l, ";");
        char one[64];
        if (len == 0 || (l[len] == ';' && l[len + 1] == '\0')) /* as a rule list: no empty entry */
            return at(r, "lock", bad, hs_fail(diag, HS_EINVAL, "lock list '%.60s' has an empty entry", locks));
        if (o->n_locks == HS_MAX_LOCKS)
            return at(r, "lock", bad, hs_fail(diag, HS_EINVAL, "more than %d locks", HS_MAX_LOCKS));
        if (len >= sizeof one)
            return at(r, "lock", bad,
                      hs_fail(diag, HS_EINVAL, "lock '%.40s...' is too long (a lock reads Q,R=TERRAIN[:NUMBER])", l));
        memcpy(one, l, len);
        one[len] = '\0';
        if (hs_lock_parse(one, o->mode, &o->locks[o->n_locks], &why) != HS_OK)
            return at(r, "lock", bad, hs_fail(diag, HS_EINVAL, "%s", why.msg));
        o->n_locks++;
        l += len + (l[len] == ';');
    }
    o->numbers = on(r, "spiral") ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    o->max_nodes = (uint32_t)integer(r, "max-nodes");
    return HS_OK;
}

/* Balanced or unbalanced, by which metric and how long. Each combination the optimizer or the
 * metric does not take is refused here, by the parameter at fault, before any work (what a
 * parameter belongs to, iterations to balancing, the table's `needs` says). */
static hs_err read_balance(const hs_request *r, hs_catan_options *o, const hs_param **bad, hs_diag *diag)
{
    bool most = on(r, "balanced"), least = on(r, "unbalanced");
    hs_value metric = hs_request_value(r, "metric"), iterations = hs_request_value(r, "iterations");
    bool budget = hs_generator_param(r->generator, "budget-ms", NULL) && hs_request_value(r, "budget-ms").given;
    if (most && least)
        return at(r, "unbalanced", bad, hs_fail(diag, HS_EINVAL, "give one of balanced and unbalanced"));
    if (iterations.given && budget)
        return at(r, "budget-ms", bad, hs_fail(diag, HS_EINVAL, "give one of iterations and budget-ms"));
    if (metric.integer == HS_METRIC_COMPAT && hs_layout_base(o->mode) != HS_MODE_CLASSIC)
        return at(r, "metric", bad,
                  hs_fail(diag, HS_EINVAL, "the compat metric scores Classic boards only: use metric hexseed"));
    if (!most && !least)
        return HS_OK;
    const char *flag = most ? "balanced" : "unbalanced";
    if (hs_layout_base(o->mode) < 0)
        return at(r, flag, bad,
                  hs_fail(diag, HS_EINVAL, "%s boards are Classic or 5-6 boards", flag));
    if (o->numbers == HS_NUMBERS_SPIRAL)
        return at(r, "spiral", bad, hs_fail(diag, HS_EINVAL, "a %s board moves its numbers: drop spiral", flag));
    if (o->n_locks)
        return at(r, "lock", bad,
                  hs_fail(diag, HS_EINVAL, "a %s board moves every tile: drop the locks or %s", flag, flag));
    o->balance = most ? HS_BALANCE_MOST : HS_BALANCE_LEAST;
    o->balance_metric = (uint8_t)metric.integer;
    o->balance_iterations = (uint32_t)iterations.integer;
    return HS_OK;
}

/* The generator's own checks of the options (hs_catan_options_check), the fault named: the
 * spiral when the board takes the rest without it, else the locks when it takes the rest
 * without them, else the rules. Locks that prove no board exists are not bad input: that is
 * the making's answer (HS_EUNSAT). */
static hs_err check_together(const hs_request *r, const hs_catan_options *o, const hs_param **bad, hs_diag *diag)
{
    hs_err err = hs_catan_options_check(o, diag);
    if (!err || err == HS_EUNSAT) /* no board under these locks: an answer, told when it is made */
        return HS_OK;
    hs_catan_options without = *o;
    without.numbers = HS_NUMBERS_RANDOM;
    if (o->numbers == HS_NUMBERS_SPIRAL && hs_catan_options_check(&without, NULL) == HS_OK)
        return at(r, "spiral", bad, HS_EINVAL);
    without.n_locks = 0;
    return at(r, o->n_locks && hs_catan_options_check(&without, NULL) == HS_OK ? "lock" : "rules", bad, HS_EINVAL);
}

/* The options of the request's share code (a request run unchecked may lack it). */
static hs_err read_code(const hs_request *r, hs_catan_options *o, const hs_param **bad, hs_diag *diag)
{
    const char *code = hs_request_value(r, "code").text;
    return at(r, "code", bad, code ? hs_code_decode(code, o, diag) : hs_fail(diag, HS_EINVAL, "missing code"));
}

/* The harbor factor is the hexseed metric's sixth; the compat metric is the 2021 score's five
 * factors to the bit, and would silently leave it out. */
static hs_err check_harbors(const hs_request *r, const hs_param **bad, hs_diag *diag)
{
    hs_metric metric = (hs_metric)integer(r, "metric");
    if (on(r, "harbors") && metric != HS_METRIC_HEXSEED)
        return at(r, "harbors", bad,
                  hs_fail(diag, HS_EINVAL,
                          "harbors adds a factor to the hexseed metric, not to %s (drop harbors or use metric hexseed)",
                          hs_metric_name(metric)));
    return HS_OK;
}

static hs_err read_board(const hs_request *r, hs_catan_options *o, const hs_param **bad, hs_diag *diag)
{
    hs_err err = check_harbors(r, bad, diag);
    if (err)
        return err;
    if (strcmp(r->generator->name, "board") == 0)
        return read_code(r, o, bad, diag);
    if (strcmp(r->generator->name, "catan") != 0 && strcmp(r->generator->name, "seafarers") != 0)
        return hs_fail(diag, HS_EINVAL, "a request of %s read as a board", r->generator->name);
    *o = hs_catan_default();
    o->seed = (uint32_t)integer(r, "seed");
    err = read_layout(r, o, bad, diag);
    if (!err)
        err = read_placement(r, o, bad, diag);
    if (!err)
        err = read_balance(r, o, bad, diag);
    return err ? err : check_together(r, o, bad, diag);
}

hs_err hs_board_options_read(const hs_request *r, hs_catan_options *o, hs_diag *diag)
{
    return read_board(r, o, NULL, diag);
}

hs_err hs_board_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag)
{
    hs_catan_options o;
    if (strcmp(r->generator->name, "board") == 0) /* its code is read when the board is made */
        return check_harbors(r, bad, diag);
    return read_board(r, &o, bad, diag);
}

hs_err hs_house_options_read(const hs_request *r, hs_house_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "house-rules", diag);
    if (err)
        return err;
    *o = hs_house_default();
    o->intensity = (int)integer(r, "intensity");
    o->count = (int)integer(r, "count");
    o->seed = (uint32_t)integer(r, "seed");
    return HS_OK;
}

hs_err hs_landmass_options_read(const hs_request *r, hs_landmass_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "landmass", diag);
    if (err)
        return err;
    *o = hs_landmass_default();
    static const char *const pair[] = {"rule", "start", "swap"};
    for (int k = 0; k < 3; k++)
        if (integer(r, "survey") && hs_request_value(r, pair[k]).given)
            return hs_fail(diag, HS_EINVAL, "survey rates every rule and start: drop %s", pair[k]);
    o->rule = (uint8_t)integer(r, "rule");
    o->start = (uint8_t)integer(r, "start");
    o->swap = integer(r, "swap") != 0;
    return HS_OK;
}

/* "X,Y,W,H": four strict numbers (no wrap-around: 4294967296 is refused, not read as 0), X and
 * Y any int, W and H at least 1. */
static bool read_window(const char *text, long long part[4])
{
    char field[24];
    const char *p = text;
    for (int n = 0; n < 4; n++) {
        size_t len = strcspn(p, ",");
        if (len >= sizeof field || (n < 3) != (p[len] == ','))
            return false;
        memcpy(field, p, len);
        field[len] = '\0';
        if (!hs_parse_integer(field, n < 2 ? -2147483647LL : 1, 2147483647LL, &part[n]))
            return false;
        p += len + (n < 3);
    }
    return true;
}

/* The formats that hold every cell as text have a ceiling: said before any work is done. */
static hs_err terrain_fits(const hs_terrain_options *o, const char *format, hs_diag *diag)
{
    int w = o->window_w ? o->window_w : o->width, h = o->window_w ? o->window_h : o->height;
    uint64_t cells = (uint64_t)w * (uint64_t)h;
    if (strcmp(format, "svg") == 0 && cells > HS_TERRAIN_SVG_MAX_CELLS)
        return hs_fail(diag, HS_ELIMIT, "svg is for maps up to %d cells; use png for %dx%d", HS_TERRAIN_SVG_MAX_CELLS, w, h);
    if ((strcmp(format, "json") == 0 || strcmp(format, "tmj") == 0) && cells > HS_TERRAIN_JSON_MAX_CELLS)
        return hs_fail(diag, HS_ELIMIT, "%s is for maps up to %d cells; use pgm or png for %dx%d", format,
                       HS_TERRAIN_JSON_MAX_CELLS, w, h);
    return HS_OK;
}

hs_err hs_terrain_options_read(const hs_request *r, hs_terrain_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "terrain", diag);
    if (err)
        return err;
    *o = hs_terrain_default();
    o->width = (int)integer(r, "width");
    o->height = (int)integer(r, "height");
    o->land_ratio = hs_request_value(r, "land-ratio").decimal;
    o->iterations = (int)integer(r, "iterations");
    o->update = (hs_update)integer(r, "update");
    o->border = (hs_border)integer(r, "border");
    o->neighbourhood = (hs_neighbourhood)integer(r, "neighbourhood");
    o->method = (hs_terrain_method)integer(r, "method");
    o->seed = (uint32_t)integer(r, "seed");
    hs_value threads = hs_request_value(r, "threads");
    if (threads.given) /* else the library's default */
        o->threads = (int)threads.integer;
    hs_value survive = hs_request_value(r, "survive"), birth = hs_request_value(r, "birth");
    o->survive = survive.given ? (int)survive.integer : -1;
    o->birth = birth.given ? (int)birth.integer : -1;
    hs_value window = hs_request_value(r, "window");
    if (window.given) {
        long long part[4];
        if (!read_window(window.text, part))
            return hs_fail(diag, HS_EINVAL, "window '%s' is not X,Y,W,H with W and H at least 1", window.text);
        o->window_x = (int)part[0];
        o->window_y = (int)part[1];
        o->window_w = (int)part[2];
        o->window_h = (int)part[3];
    }
    err = hs_terrain_check(o, diag);
    return err ? err : terrain_fits(o, r->format->name, diag);
}

/* ---- Balance scores of board lines --------------------------------------------------------------- */

hs_err hs_score_options_read(const hs_request *r, hs_score_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "score", diag);
    if (err)
        return err;
    *o = hs_score_default();
    o->metric = (hs_metric)integer(r, "metric");
    o->harbors = integer(r, "harbors") != 0;
    return HS_OK;
}

hs_err hs_score_request_each(const hs_request *r, hs_err (*each)(void *ctx, const char *line, const hs_score *score),
                             void *ctx, const hs_param **bad, hs_diag *diag)
{
    hs_score_options o;
    hs_err err = hs_score_options_read(r, &o, diag);
    if (err)
        return err;
    if ((err = check_harbors(r, bad, diag)))
        return err;
    const char *lines = hs_request_value(r, "board").text;
    if (each && !lines) /* a check passes without lines (the CLI reads them from standard input) */
        return at(r, "board", bad, hs_fail(diag, HS_EINVAL, "missing board"));
    char *line = malloc(HS_REQUEST_TEXT);
    hs_board *board = malloc(sizeof *board);
    err = line && board ? HS_OK : hs_fail(diag, HS_ENOMEM, "out of memory");
    for (const char *l = lines; !err && l && *l; l += *l == ';') { /* the lines, joined by ';' */
        size_t len = strcspn(l, ";");
        snprintf(line, HS_REQUEST_TEXT, "%.*s", (int)len, l);
        l += len;
        hs_score score;
        if ((err = hs_board_parse_line(line, board, diag)))
            err = at(r, "board", bad, err);
        else if ((err = hs_score_board(board, &o, &score, diag)))
            err = at(r, "metric", bad, err); /* a board the metric does not take */
        else if (each)
            err = each(ctx, line, &score);
    }
    free(line);
    free(board);
    return err;
}

hs_err hs_score_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag)
{
    return hs_score_request_each(r, NULL, NULL, bad, diag);
}

/* ---- Games played by bots ---------------------------------------------------------------------- */

/* "greedy,random,greedy": a seat kind per seat into o->bots; the count. */
static hs_err read_bots(const hs_request *r, const char *text, hs_sim_options *o, int *n, const hs_param **bad,
                        hs_diag *diag)
{
    *n = 0;
    for (const char *p = text;; p++) {
        char name[32];
        size_t len = strcspn(p, ",");
        snprintf(name, sizeof name, "%.*s", (int)len, p);
        int b = len < sizeof name ? hs_bot_from_name(name) : -1;
        if (b < 0) {
            char names[160] = "";
            for (int k = 0; hs_bot_at(k); k++)
                snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", k ? ", " : "", hs_bot_at(k));
            return at(r, "bots", bad, hs_fail(diag, HS_EINVAL, "unknown bot '%s' (bots: %s)", name, names));
        }
        if (*n == HS_SIM_MAX_PLAYERS)
            return at(r, "bots", bad, hs_fail(diag, HS_EINVAL, "bots names more than %d seats", HS_SIM_MAX_PLAYERS));
        o->bots[(*n)++] = (uint8_t)b;
        p += len;
        if (!*p)
            return HS_OK;
    }
}

static hs_err read_sim(const hs_request *r, hs_sim_options *o, const hs_param **bad, hs_diag *diag)
{
    bool openings = strcmp(r->generator->name, "openings") == 0;
    if (!openings && strcmp(r->generator->name, "fairness") != 0)
        return hs_fail(diag, HS_EINVAL, "a request of %s read as games", r->generator->name);
    hs_catan_options board;
    hs_err err = read_code(r, &board, bad, diag); /* the code's words first */
    if (err)
        return err;
    *o = hs_sim_default();
    o->games = (uint32_t)integer(r, "games");
    o->seed = (uint32_t)integer(r, "seed");
    o->temperature = hs_request_value(r, "temperature").decimal;
    o->max_turns = (int)integer(r, "max-turns");
    hs_value threads = hs_request_value(r, "threads"), trading = hs_request_value(r, "trading");
    hs_value players = hs_request_value(r, "players"), bot = hs_request_value(r, "bot");
    hs_value bots = hs_request_value(r, "bots");
    o->threads = threads.given ? (int)threads.integer : 0;
    o->players = players.given ? (int)players.integer : 0;
    if (trading.given)
        o->trading = trading.integer == 0; /* the choices are on, off */
    if (bot.given && bots.given)
        return at(r, "bots", bad,
                  hs_fail(diag, HS_EINVAL, "bot and bots do not go together (one bot for all seats, or one per seat)"));
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++) /* the table's default: fairness mix, openings greedy */
        o->bots[i] = (uint8_t)bot.integer;
    if (!bots.given)
        return HS_OK;
    int n;
    err = read_bots(r, bots.text, o, &n, bad, diag);
    if (err)
        return err;
    if (players.given && n != o->players)
        return at(r, "bots", bad, hs_fail(diag, HS_EINVAL, "bots names %d seats but players is %d", n, o->players));
    o->players = n;
    return HS_OK;
}

hs_err hs_sim_options_read(const hs_request *r, hs_sim_options *o, hs_diag *diag)
{
    return read_sim(r, o, NULL, diag);
}

hs_err hs_sim_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag)
{
    hs_sim_options o;
    return read_sim(r, &o, bad, diag);
}
