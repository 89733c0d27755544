/* SPDX-License-Identifier: MIT */
/* params.c: reading the query parameters of every route into the library's options structs,
 * strictly (hexseed/number.h), each refusal a 400 naming the parameter. The handlers in
 * routes.c call these and then only make and write answers. */
#include "params.h"

#include <stdio.h>
#include <string.h>
#include <sys/random.h>

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

/* Reads a flag: 1/true/on/yes or 0/false/off/no (absent or empty: false). */
bool srv_param_bool(srv_request *req, srv_response *res, const char *name, bool *out)
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

bool srv_request_read(srv_request *req, srv_response *res, const char *generator, const char *format, hs_request *out)
{
    hs_diag diag = {{0}};
    if (hs_request_start(out, generator, &diag) != HS_OK ||
        (format && hs_request_set_format(out, format, &diag) != HS_OK)) {
        srv_error(res, 404, NULL, "%s", diag.msg);
        return false;
    }
    for (int k = 0; k < req->n_params; k++) {
        srv_param *p = &req->params[k];
        p->used = true;
        if (p->value[0] && hs_request_set(out, p->name, p->value, &diag) != HS_OK) {
            const hs_param *known = hs_generator_param(out->generator, p->name, NULL);
            srv_error(res, 400, known ? known->name : p->name, "%s", diag.msg);
            return false;
        }
    }
    const hs_param *bad;
    if (hs_request_check(out, &bad, &diag) != HS_OK) {
        srv_error(res, 400, bad ? bad->name : NULL, "%s", diag.msg);
        return false;
    }
    return true;
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

/* Reads "R:S" (each 0..255) into the landmass fields of `opt`. */
static bool param_landmass(srv_request *req, srv_response *res, hs_catan_options *opt)
{
    const char *v = srv_param_get(req, "landmass");
    if (!v || !*v)
        return true;
    long long r = 256, st = 256;
    char rule[8];
    const char *colon = strchr(v, ':');
    bool ok = colon && (size_t)(colon - v) < sizeof rule;
    if (ok) {
        memcpy(rule, v, (size_t)(colon - v));
        rule[colon - v] = '\0';
        ok = hs_parse_integer(rule, 0, 255, &r) && hs_parse_integer(colon + 1, 0, 255, &st);
    }
    if (!ok) {
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
    if (!srv_param_bool(req, res, "balanced", &most) || !srv_param_bool(req, res, "unbalanced", &least) ||
        !srv_param_u32(req, res, "iterations", 1000, SRV_MAX_ITERATIONS, &iterations, &iterated))
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
    int chosen = HS_METRIC_HEXSEED;
    if (metric && *metric && (chosen = hs_metric_from_name(metric)) < 0) {
        srv_error(res, 400, "metric", "unknown metric '%s' (metrics: " HS_METRIC_NAMES ")", metric);
        return false;
    }
    bool compat = chosen == HS_METRIC_COMPAT;
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
    opt->balance_metric = (uint8_t)chosen;
    opt->balance_iterations = iterations;
    return true;
}

bool srv_request_bounds(const hs_request *r, srv_response *res)
{
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

bool srv_catan_params(srv_request *req, srv_response *res, bool seafarers, hs_catan_options *opt, bool *seeded)
{
    *opt = hs_catan_default();
    const char *rules = srv_param_get(req, "rules");
    bool spiral, swap = false;
    if (!seafarers) {
        const char *mode = srv_param_get(req, "mode");
        if (mode && *mode) {
            int m = hs_mode_from_name(mode);
            if (m < 0) {
                char modes[128] = "";
                for (int k = 0; k < HS_MODE_COUNT; k++) { /* the named modes; scenarios: /api/seafarers */
                    size_t n = strlen(modes);
                    snprintf(modes + n, sizeof modes - n, "%s%s", k ? ", " : "", hs_mode_name((hs_mode)k));
                }
                srv_error(res, 400, "mode", "unknown mode '%s' (modes: %s)", mode, modes);
                return false;
            }
            opt->mode = (hs_mode)m;
            if (!rules || !*rules) /* a scenario layout's own rules, as on /api/seafarers */
                rules = hs_layout_at(m)->rules;
        }
    } else {
        const char *players = srv_param_get(req, "players"), *scenario = srv_param_get(req, "scenario");
        hs_diag why = {{0}};
        bool bad_players = false;
        int m = hs_seafarers_find(scenario, players, &bad_players, &why); /* the current setup */
        if (m < 0) {
            srv_error(res, 400, bad_players ? "players" : "scenario", "%s", why.msg);
            return false;
        }
        opt->mode = (hs_mode)m;
        if (!param_landmass(req, res, opt) || !srv_param_bool(req, res, "swap", &swap))
            return false;
        if (swap && !opt->landmass) {
            srv_error(res, 400, "swap", "swap exchanges the land and water of a landmass: give landmass=RULE:START");
            return false;
        }
        if (opt->landmass && strcmp(hs_layout_at(opt->mode)->scenario, "new-shores") == 0 &&
            strcmp(hs_layout_at(opt->mode)->players, "4") == 0)
            opt->mode = HS_MODE_SEAFARERS; /* players=4 names the landmass board's size */
        if (opt->landmass && opt->mode != HS_MODE_SEAFARERS) {
            bool by_players = players && *players;
            srv_error(res, 400, by_players ? "players" : "scenario", "a landmass makes its own islands: drop %s",
                      by_players ? "players" : "scenario");
            return false;
        }
        opt->land_swap = swap;
        if (!rules || !*rules) /* the scenario's own rules, unless rules are given */
            rules = hs_layout_at(opt->mode)->rules;
    }
    hs_diag diag = {{0}};
    if (rules && *rules && hs_rules_parse(rules, &opt->rules, &diag) != HS_OK) { /* empty: the default */
        srv_error(res, 400, "rules", "%s", diag.msg);
        return false;
    }
    /* lock=Q,R=TERRAIN[:NUMBER];Q,R=...: tiles kept as they are, the rest searched. */
    const char *locks = srv_param_get(req, "lock");
    for (const char *l = locks; l && *l;) {
        size_t len = strcspn(l, ";");
        char one[64];
        if (len == 0 || (l[len] == ';' && l[len + 1] == '\0')) { /* as a rule list's: no empty entry */
            srv_error(res, 400, "lock", "lock list '%.60s' has an empty entry", locks);
            return false;
        }
        if (opt->n_locks == HS_MAX_LOCKS || len >= sizeof one) {
            srv_error(res, 400, "lock", "at most %d locks, each Q,R=TERRAIN[:NUMBER]", HS_MAX_LOCKS);
            return false;
        }
        memcpy(one, l, len);
        one[len] = '\0';
        if (hs_lock_parse(one, opt->mode, &opt->locks[opt->n_locks++], &diag) != HS_OK) {
            srv_error(res, 400, "lock", "%s", diag.msg);
            return false;
        }
        l += len + (l[len] == ';');
    }
    if (!srv_param_u32(req, res, "seed", 0, UINT32_MAX, &opt->seed, seeded) || !srv_param_bool(req, res, "spiral", &spiral))
        return false;
    opt->numbers = spiral ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    if (!seafarers && !balance_params(req, res, opt))
        return false;
    if (!srv_params_all_used(req, res))
        return false;
    if (!*seeded)
        opt->seed = srv_fresh_seed();
    return true;
}
