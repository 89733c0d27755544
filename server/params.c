/* SPDX-License-Identifier: MIT */
/* params.c: reading the query parameters of every route into the library's options structs,
 * strictly (hexseed/number.h), each refusal a 400 naming the parameter. The handlers in
 * routes.c call these and then only make and write answers. */
#include "params.h"

#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "hexseed/board.h"
#include "hexseed/number.h"
#include "hexseed/rules.h"
#include "hexseed/score.h"

/* Reads a whole number in [min, max]; absent or empty leaves *out and *given false. */
bool srv_param_u32(srv_request *req, srv_response *res, const char *name, uint32_t min, uint32_t max,
                      uint32_t *out, bool *given)
{
    const char *v = srv_param_get(req, name);
    *given = false;
    if (!v || !*v)
        return true;
    long long n = 0;
    if (!hs_parse_integer(v, min, max, &n)) {
        srv_error(res, 400, name, "%s '%s' is not a whole number from %u to %u", name, v, (unsigned)min, (unsigned)max);
        return false;
    }
    *out = (uint32_t)n;
    *given = true;
    return true;
}

bool srv_request_start(srv_response *res, const char *generator, const char *format, hs_request *out)
{
    hs_diag diag = {{0}};
    if (hs_request_start(out, generator, &diag) != HS_OK ||
        (format && hs_request_set_format(out, format, &diag) != HS_OK)) {
        srv_error(res, 404, NULL, "%s", diag.msg);
        return false;
    }
    return true;
}

/* Whether `name` is in the NULL-terminated list `own` (NULL: an empty list). */
static bool listed(const char *const *own, const char *name)
{
    for (int k = 0; own && own[k]; k++)
        if (strcmp(own[k], name) == 0)
            return true;
    return false;
}

bool srv_request_fill(srv_request *req, srv_response *res, const char *const *own, hs_request *r)
{
    hs_diag diag = {{0}};
    for (int k = 0; k < req->n_params; k++) {
        srv_param *p = &req->params[k];
        if (listed(own, p->name))
            continue;
        p->used = true;
        if (p->value[0] && hs_request_set(r, p->name, p->value, &diag) != HS_OK) {
            const hs_param *known = hs_generator_param(r->generator, p->name, NULL);
            srv_error(res, 400, known ? known->name : p->name, "%s", diag.msg);
            return false;
        }
    }
    const hs_param *bad;
    hs_err err = hs_request_check(r, &bad, &diag);
    if (err == HS_ENOMEM) /* the server's fault, not the request's */
        srv_error(res, 500, NULL, "out of memory");
    else if (err)
        srv_error(res, 400, bad ? bad->name : NULL, "%s", diag.msg);
    return !err;
}

bool srv_request_read(srv_request *req, srv_response *res, const char *generator, const char *format,
                      const char *const *own, hs_request *out)
{
    return srv_request_start(res, generator, format, out) && srv_request_fill(req, res, own, out);
}

uint32_t srv_fresh_seed(void)
{
    uint32_t seed = 0;
    if (getrandom(&seed, sizeof seed, 0) != (ssize_t)sizeof seed) {
        /* No entropy call: mix the address of a stack variable with the clock-free counter. */
        seed = (uint32_t)(uintptr_t)&seed * 2654435761u;
    }
    return seed;
}

/* A board's balancing: within this server's steps (a code may carry more than a query may ask
 * for: it is a board someone already made), and never by a time budget, which would make one
 * query's board depend on the server's load. */
static bool balancing_bounds(const hs_request *r, srv_response *res)
{
    const char *name = r->generator->name;
    if (hs_generator_param(r->generator, "code", NULL)) { /* board, fairness, openings */
        hs_request board;
        if (hs_request_start(&board, "board", NULL) != HS_OK ||
            hs_request_set(&board, "code", hs_request_value(r, "code").text, NULL) != HS_OK)
            return true; /* told when it is read */
        hs_catan_options o;
        if (hs_board_options_read(&board, &o, NULL) != HS_OK || o.balance == HS_BALANCE_OFF ||
            o.balance_iterations <= SRV_MAX_CODE_ITERATIONS)
            return true; /* a code that does not read is told when the board is made */
        srv_error(res, 422, "code",
                  "this code asks for %u balancing steps; this server anneals at most %u per code (run "
                  "'hexseed board %s' to make it offline)",
                  (unsigned)o.balance_iterations, (unsigned)SRV_MAX_CODE_ITERATIONS, hs_request_value(r, "code").text);
        return false;
    }
    if (strcmp(name, "catan") != 0)
        return true;
    if (hs_request_value(r, "budget-ms").given) {
        srv_error(res, 400, "budget-ms",
                  "budget-ms would make the board depend on this server's load: give iterations (up to %u) instead",
                  (unsigned)SRV_MAX_ITERATIONS);
        return false;
    }
    long long steps = hs_request_value(r, "iterations").integer;
    if (steps > SRV_MAX_ITERATIONS) {
        srv_error(res, 400, "iterations", "iterations '%lld' is over this server's %u (the CLI balances longer)", steps,
                  (unsigned)SRV_MAX_ITERATIONS);
        return false;
    }
    return true;
}

/* Games a request may ask this server to play: the most a fairness plan plays (the mix, and each
 * style alone a quarter of it), or the rollouts of each candidate spot of openings. */
static bool games_bounds(const hs_request *r, srv_response *res)
{
    bool openings = strcmp(r->generator->name, "openings") == 0;
    if (!openings && strcmp(r->generator->name, "fairness") != 0)
        return true;
    long long games = hs_request_value(r, "games").integer, most = openings ? SRV_OPENING_GAMES_MAX : SRV_SIM_GAMES_MAX;
    if (games <= most)
        return true;
    srv_error(res, 400, "games", "games '%lld' is over this server's %lld (the CLI plays more)", games, most);
    return false;
}

bool srv_request_bounds(const hs_request *r, srv_response *res)
{
    if (!balancing_bounds(r, res) || !games_bounds(r, res))
        return false;
    if (strcmp(r->generator->name, "landmass") == 0 && hs_request_value(r, "top").integer > SRV_MAX_SURVEY_TOP) {
        srv_error(res, 400, "top", "top '%lld' is over this server's %d maps (the CLI lists more)",
                  hs_request_value(r, "top").integer, SRV_MAX_SURVEY_TOP);
        return false;
    }
    if (strcmp(r->generator->name, "terrain") != 0)
        return true;
    uint64_t w = (uint64_t)hs_request_value(r, "width").integer, h = (uint64_t)hs_request_value(r, "height").integer;
    uint64_t it = (uint64_t)hs_request_value(r, "iterations").integer, scale = (uint64_t)hs_request_value(r, "scale").integer;
    const char *over = w > SRV_MAX_TERRAIN_SIDE ? "width" : h > SRV_MAX_TERRAIN_SIDE ? "height" : NULL;
    if (over) {
        srv_error(res, 400, over, "%s '%llu' is over this server's %u cells a side (the CLI makes larger maps)", over,
                  (unsigned long long)(over[0] == 'w' ? w : h), (unsigned)SRV_MAX_TERRAIN_SIDE);
        return false;
    }
    if (w * h > SRV_MAX_TERRAIN_CELLS) {
        srv_error(res, 400, "width", "a map of %u x %u cells is over this server's %u cells (the CLI makes larger ones)",
                  (unsigned)w, (unsigned)h, (unsigned)SRV_MAX_TERRAIN_CELLS);
        return false;
    }
    /* A Tiled map writes two bytes a cell: the largest maps would not fit in one answer. */
    if (strcmp(r->format->name, "tmj") == 0 && w * h > SRV_MAX_TMJ_CELLS) {
        srv_error(res, 400, "width", "a tmj of %u x %u cells is over this server's %u cells (two bytes a cell; the CLI "
                  "makes larger ones)", (unsigned)w, (unsigned)h, (unsigned)SRV_MAX_TMJ_CELLS);
        return false;
    }
    if (w * h * it > SRV_MAX_TERRAIN_WORK) {
        srv_error(res, 400, "iterations",
                  "%u passes over %u x %u cells is over this server's bound of %llu cell updates per map", (unsigned)it,
                  (unsigned)w, (unsigned)h, (unsigned long long)SRV_MAX_TERRAIN_WORK);
        return false;
    }
    if (strcmp(r->format->name, "png") == 0 && w * h * scale * scale > SRV_MAX_TERRAIN_PIXELS) {
        srv_error(res, 400, "scale", "a png of %llu pixels is over this server's %llu: ask for a smaller scale or map",
                  (unsigned long long)(w * h * scale * scale), (unsigned long long)SRV_MAX_TERRAIN_PIXELS);
        return false;
    }
    return true;
}
