/* SPDX-License-Identifier: MIT */
/* run.c: runs of many games over threads (a shared counter hands out game indices, so the
 * totals do not depend on the thread count), cancel and progress, and the seat statistics. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bots.h"
#include "plan.h"
#include "run.h"
#include "../core/fail.h"

void sim_relay_progress(void *ctx, uint32_t done, uint32_t total)
{
    (void)total;
    const sim_relay *r = ctx;
    r->o->progress(r->o->progress_ctx, r->base + done, r->total);
}

hs_sim_options hs_sim_default(void)
{
    hs_sim_options o;
    memset(&o, 0, sizeof o);
    o.players = 0;
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        o.bots[i] = HS_BOT_GREEDY;
    o.games = 1000;
    o.seed = 0;
    o.threads = 0;
    o.max_turns = 1000;
    o.target_points = 10;
    o.temperature = 1.0;
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        o.opening[i][0] = o.opening[i][1] = -1;
    o.trading = -1;
    return o;
}

bool hs_sim_trading(const hs_sim_options *o)
{
    if (o->trading >= 0)
        return o->trading > 0;
    /* Only the seats in play count: --bots with five names leaves the sixth seat's default. */
    int seats = o->players > 0 && o->players <= HS_SIM_MAX_PLAYERS ? o->players : HS_SIM_MAX_PLAYERS;
    for (int i = 0; i < seats; i++)
        if (o->bots[i] == HS_BOT_MIX)
            return true;
    return false;
}

/* Checks a run's options against the board; the number of players into *players. */
static hs_err check_options(const sim_topo *t, const hs_sim_options *o, int *players, hs_diag *diag)
{
    if (HS_CHECK_RESERVED(o, "hs_sim_options", "hs_sim_default", diag))
        return HS_EINVAL;
    int n = o->players ? o->players : t->max_players;
    if (n < t->min_players || n > t->max_players)
        return hs_fail(diag, HS_EINVAL, "this board seats %d to %d players, not %d", t->min_players, t->max_players, n);
    for (int i = 0; i < n; i++)
        if (o->bots[i] >= hs_bot_count())
            return hs_fail(diag, HS_EINVAL, "seat %d has no bot %d", i + 1, o->bots[i]);
    const struct {
        const char *what;
        long long value, lo, hi;
    } counts[] = {
        {"games", o->games, 1, 10000000},
        {"threads", o->threads, 0, 64},
        {"max_turns", o->max_turns, 10, 100000},
        {"target points", o->target_points, 3, 20},
    };
    for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++)
        if (counts[k].value < counts[k].lo || counts[k].value > counts[k].hi)
            return hs_fail(diag, HS_EINVAL, "%s %lld is not from %lld to %lld", counts[k].what, counts[k].value,
                           counts[k].lo, counts[k].hi);
    if (o->trading < -1 || o->trading > 1)
        return hs_fail(diag, HS_EINVAL, "trading %d is not -1 (default), 0 (off) or 1 (on)", o->trading);
    if (!(o->temperature >= 0 && o->temperature <= 100))
        return hs_fail(diag, HS_EINVAL, "temperature %g is not from 0 to 100", o->temperature);
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        for (int k = 0; k < 2; k++)
            if (o->opening[i][k] < -1 || o->opening[i][k] >= t->nv)
                return hs_fail(diag, HS_EINVAL, "seat %d's forced spot %d is not a vertex of the board", i + 1,
                               o->opening[i][k]);
    *players = n;
    return HS_OK;
}

hs_err sim_run_setup(const hs_board *board, const hs_sim_options *o, sim_topo **t, int *players, hs_diag *diag)
{
    hs_err err = sim_topo_new(board, t, diag);
    if (!err)
        err = check_options(*t, o, players, diag);
    if (err) {
        free(*t);
        *t = NULL;
    }
    return err;
}

void sim_opening_values(const sim_topo *t, int16_t value[SIM_MAX_V])
{
    uint8_t bots[HS_SIM_MAX_PLAYERS] = {0};
    sim_game g;
    sim_game_init(&g, t, t->max_players, bots, 1.0, 10, 1000, 0);
    for (int v = 0; v < t->nv; v++) {
        double x = 64 * sim_bot_of(HS_BOT_GREEDY)->style->spot(&g, 0, v);
        value[v] = (int16_t)(x < 0 ? 0 : x > 16000 ? 16000 : x + 0.5); /* two fit in an int16_t */
    }
}

/* Plays game `index` of a run into *out, with the thread's `cache` (NULL: none); `value` is the
 * board's sim_opening_values. */
static void play_one(const sim_topo *t, const int16_t *value, const hs_sim_options *o, int players, uint32_t index,
                     sim_cache *cache, hs_sim_game *out)
{
    sim_game g;
    uint8_t styles[HS_SIM_MAX_PLAYERS] = {0};
    sim_draw_styles(o->bots, players, o->seed, index, styles);
    sim_game_init(&g, t, players, styles, o->temperature, o->target_points, o->max_turns,
                  hs_hash3(o->seed, index, 0x53494Du));
    memcpy(g.opening, o->opening, sizeof g.opening);
    sim_game_allow_trading(&g, hs_sim_trading(o));
    sim_game_use_cache(&g, cache);
    sim_game_play(&g);
    memset(out, 0, sizeof *out);
    memcpy(out->style, styles, sizeof out->style);
    if (g.opening_missed) {
        out->winner = -2;
        return;
    }
    out->winner = g.winner;
    out->turns = g.turn;
    out->actions = g.actions;
    out->trades = g.trades;
    for (int i = 0; i < players; i++) {
        out->points[i] = sim_points(&g, i);
        for (int k = 0; k < 2; k++)
            if (g.setup_spot[i][k] > 0)
                out->opening_value[i] = (int16_t)(out->opening_value[i] + value[g.setup_spot[i][k] - 1]);
    }
    if (g.winner >= 0) {
        const sim_player *w = &g.p[g.winner];
        out->won_with = (g.road == g.winner ? HS_WON_ROAD : 0u) | (g.army == g.winner ? HS_WON_ARMY : 0u) |
                        (w->dev[SIM_VP] + w->dev_new[SIM_VP] > 0 ? HS_WON_CARDS : 0u);
        out->winner_cities = w->cities;
    }
}

hs_err hs_sim_play(const hs_board *board, const hs_sim_options *options, uint32_t index, hs_sim_game *game,
                   hs_diag *diag)
{
    sim_topo t;
    int players = 0;
    hs_err err = sim_topo_build(board, &t, diag);
    if (!err)
        err = check_options(&t, options, &players, diag);
    if (err)
        return err;
    int16_t value[SIM_MAX_V];
    sim_opening_values(&t, value);
    play_one(&t, value, options, players, index, NULL, game);
    return HS_OK;
}

/* ---- Runs over threads ------------------------------------------------------------------- */

typedef struct run_shared {
    const sim_topo *t;
    int16_t value[SIM_MAX_V]; /* sim_opening_values */
    uint32_t first, count;    /* the run plays games first .. first + count - 1 */
    const hs_sim_options *o;
    int players;
    atomic_uint next, done;
    atomic_int stop;
} run_shared;

typedef struct run_worker {
    run_shared *s;
    hs_sim_result part;
    pthread_t thread;
    bool is_caller;
    sim_cache cache; /* this thread's, across its games */
} run_worker;

void hs_sim_add_game(hs_sim_result *r, const hs_sim_game *g, int players)
{
    r->games++;
    if (g->winner == -2) {
        r->skipped++;
        return;
    }
    if (g->winner < 0)
        r->unfinished++;
    else
        r->wins[g->winner]++;
    for (int i = 0; i < players; i++)
        r->style_games[i][g->style[i]]++;
    if (g->winner >= 0) {
        int w = g->winner, st = g->style[w];
        r->style_wins[w][st]++;
        for (int k = 0; k < HS_WON_KINDS; k++)
            r->won_with[w][st][k] += g->won_with >> k & 1u;
        r->win_cities[w][st] += (uint64_t)g->winner_cities;
    }
    for (int i = 0; i < players; i++)
        r->points[i] += (uint64_t)g->points[i];
    r->turns += (uint64_t)g->turns;
    r->actions += g->actions;
    r->trades += g->trades;
    int best = 0;
    bool shared = false; /* the top value is a tie: no seat had the best opening */
    for (int i = 1; i < players; i++) {
        if (g->opening_value[i] > g->opening_value[best]) {
            best = i;
            shared = false;
        } else if (g->opening_value[i] == g->opening_value[best]) {
            shared = true;
        }
    }
    if (!shared) {
        r->best_opening[best]++;
        r->best_opening[HS_SIM_OPENING_WINS] += g->winner == best;
    }
}

static void *run_games(void *arg)
{
    run_worker *w = arg;
    run_shared *s = w->s;
    const hs_sim_options *o = s->o;
    uint32_t total = s->count, step = total / 100 ? total / 100 : 1, reported = 0;
    for (;;) {
        if (hs_cancel_requested(o->cancel)) {
            atomic_store(&s->stop, 1);
            break;
        }
        if (atomic_load(&s->stop))
            break;
        uint32_t i = atomic_fetch_add(&s->next, 1u);
        if (i >= total)
            break;
        hs_sim_game g;
        play_one(s->t, s->value, o, s->players, s->first + i, &w->cache, &g);
        hs_sim_add_game(&w->part, &g, s->players);
        uint32_t done = atomic_fetch_add(&s->done, 1u) + 1;
        if (w->is_caller && o->progress && done - reported >= step && done < total) {
            reported = done;
            o->progress(o->progress_ctx, done, total);
        }
    }
    return NULL;
}

static int online_cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

/* Adds the sums of `part` to those of `*into` (a run of `players` seats). */
static void add_result(hs_sim_result *into, const hs_sim_result *part, int players)
{
    into->games += part->games;
    into->unfinished += part->unfinished;
    into->skipped += part->skipped;
    for (int i = 0; i < players; i++) {
        into->wins[i] += part->wins[i];
        into->points[i] += part->points[i];
    }
    into->turns += part->turns;
    into->actions += part->actions;
    into->trades += part->trades;
    for (int i = 0; i < players; i++)
        for (int st = 0; st < HS_SIM_MAX_STYLES; st++) {
            into->style_games[i][st] += part->style_games[i][st];
            into->style_wins[i][st] += part->style_wins[i][st];
            into->win_cities[i][st] += part->win_cities[i][st];
            for (int kind = 0; kind < HS_WON_KINDS; kind++)
                into->won_with[i][st][kind] += part->won_with[i][st][kind];
        }
    for (int k = 0; k < HS_SIM_MAX_PLAYERS + 2; k++)
        into->best_opening[k] += part->best_opening[k];
}

hs_err sim_run_more(const hs_board *board, const hs_sim_options *options, uint32_t until, hs_sim_result *result,
                    hs_diag *diag)
{
    sim_topo *t;
    int players = 0;
    hs_err err = sim_run_setup(board, options, &t, &players, diag);
    if (err)
        return err;
    result->players = players;
    uint32_t first = result->games, count = until > first ? until - first : 0;
    int threads = options->threads ? options->threads : online_cores();
    if ((uint32_t)threads > count)
        threads = count ? (int)count : 1;
    run_worker *w = calloc((size_t)threads, sizeof *w);
    run_shared *s = malloc(sizeof *s);
    if (!w || !s) {
        free(w);
        free(s);
        free(t);
        return hs_fail(diag, HS_ENOMEM, "out of memory for %d workers", threads);
    }
    *s = (run_shared){.t = t, .o = options, .players = players, .first = first, .count = count};
    sim_opening_values(t, s->value);
    atomic_init(&s->next, 0u);
    atomic_init(&s->done, 0u);
    atomic_init(&s->stop, 0);
    int started = 1;
    for (int i = 0; i < threads; i++) {
        w[i].s = s;
        w[i].is_caller = i == 0;
        sim_cache_init(&w[i].cache);
    }
    for (int i = 1; i < threads; i++) {
        if (pthread_create(&w[i].thread, NULL, run_games, &w[i]) != 0)
            break; /* fewer threads: the same games, the same totals */
        started++;
    }
    run_games(&w[0]);
    for (int i = 1; i < started; i++)
        pthread_join(w[i].thread, NULL);
    for (int k = 0; k < started; k++)
        add_result(result, &w[k].part, players);
    bool cancelled = result->games < until;
    if (options->progress)
        options->progress(options->progress_ctx, result->games - first, count);
    free(w);
    free(s);
    free(t);
    if (cancelled)
        return hs_fail(diag, HS_ECANCEL, "cancelled after %u of %u games", (unsigned)result->games, (unsigned)until);
    return HS_OK;
}

hs_err hs_sim_run(const hs_board *board, const hs_sim_options *options, hs_sim_result *result, hs_diag *diag)
{
    memset(result, 0, sizeof *result);
    return sim_run_more(board, options, options->games, result, diag);
}

/* ---- Statistics ---------------------------------------------------------------------------- */

void hs_sim_wilson(uint32_t k, uint32_t n, double *lo, double *hi)
{
    if (n == 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    const double z = 1.959963984540054;
    double p = (double)k / n, z2 = z * z / n;
    double centre = (p + z2 / 2) / (1 + z2);
    double half = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z2);
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

/* Chi-square critical values at 5% for 1..5 degrees of freedom. */
static const double chi2_crit[6] = {0, 3.841459, 5.991465, 7.814728, 9.487729, 11.070498};

void hs_sim_seats_of(const hs_sim_result *r, hs_sim_seats *s)
{
    memset(s, 0, sizeof *s);
    int n = r->players;
    uint32_t games = r->games, finished = r->games - r->unfinished;
    for (int i = 0; i < n; i++) {
        s->win_rate[i] = games ? (double)r->wins[i] / games : 0;
        hs_sim_wilson(r->wins[i], games, &s->ci_lo[i], &s->ci_hi[i]);
        s->mean_points[i] = games ? (double)r->points[i] / games : 0;
        if (s->win_rate[i] > s->win_rate[s->best])
            s->best = i;
        if (s->win_rate[i] < s->win_rate[s->worst])
            s->worst = i;
    }
    double a = s->win_rate[s->best], b = s->win_rate[s->worst], d = a - b;
    s->spread = d;
    /* Var(p_a - p_b) for two shares of one multinomial: (p_a + p_b - (p_a - p_b)^2) / n. */
    double half = games ? 1.959963984540054 * sqrt((a + b - d * d) / games) : 1;
    s->spread_lo = d - half < 0 ? 0 : d - half;
    s->spread_hi = d + half > 1 ? 1 : d + half;
    if (finished > 0 && n >= 2) {
        double expect = (double)finished / n, chi2 = 0;
        for (int i = 0; i < n; i++)
            chi2 += (r->wins[i] - expect) * (r->wins[i] - expect) / expect;
        s->chi2 = chi2;
        s->favoured = chi2 > chi2_crit[n - 1];
    }
    s->mean_turns = games ? (double)r->turns / games : 0;
}

/* ---- Over player styles ---------------------------------------------------------------------- */

hs_err hs_sim_run_styles(const hs_board *board, const hs_sim_options *options,
                         hs_sim_result per_style[HS_SIM_MAX_STYLES], hs_diag *diag)
{
    memset(per_style, 0, sizeof(hs_sim_result) * HS_SIM_MAX_STYLES);
    for (int st = 0; st < hs_bot_count(); st++) {
        if (!hs_bot_in_mix(st))
            continue;
        hs_sim_options o = *options;
        for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
            o.bots[i] = (uint8_t)st;
        o.trading = hs_sim_trading(options) ? 1 : 0; /* as the mix plays it */
        hs_err err = hs_sim_run(board, &o, &per_style[st], diag);
        if (err)
            return err; /* HS_ECANCEL when cancelled */
    }
    return HS_OK;
}

void hs_sim_robust_of(const hs_sim_result *mix, const hs_sim_result per_style[HS_SIM_MAX_STYLES], hs_sim_robust *out)
{
    memset(out, 0, sizeof *out);
    hs_sim_seats m;
    hs_sim_seats_of(mix, &m);
    out->seat = m.best;
    out->against = -1;
    for (int st = 0; st < hs_bot_count(); st++) {
        const hs_sim_result *r = &per_style[st];
        if (!hs_bot_in_mix(st) || r->games == 0)
            continue;
        hs_sim_seats s;
        hs_sim_seats_of(r, &s);
        out->style_spread[st] = s.spread;
        double equal = (double)(r->games - r->unfinished) / r->games / r->players;
        if (out->against < 0 && s.win_rate[m.best] < equal)
            out->against = st;
    }
    out->favoured = m.favoured && out->against < 0;
    out->depends = m.favoured && out->against >= 0;
}
