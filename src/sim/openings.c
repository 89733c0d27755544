/* SPDX-License-Identifier: MIT */
/* openings.c: opening advice as a snake draft: pick by pick (seat 1, 2, .., n, n, .., 2, 1), the
 * best-valued spots the earlier picks leave free, each played from by rollouts with every earlier
 * pick forced on its advised spot and the candidate forced at this pick, ranked by the seat's win
 * rate. Every candidate of a pick uses the same game seeds (common random numbers), so their
 * differences are less noisy. */
#include <stdlib.h>
#include <string.h>

#include "bots.h"
#include "plan.h"
#include "run.h"
#include "../core/fail.h"

/* The greedy player's value of spot v for `seat` now, in weighted pips: what the advice and the
 * seats metric rank spots by (bot_greedy.c). */
static double spot_value(const sim_game *g, int seat, int v)
{
    return sim_bot_of(HS_BOT_GREEDY)->style->spot(g, seat, v);
}

static int by_value(const void *a, const void *b)
{
    const hs_sim_spot *x = a, *y = b;
    if (x->value != y->value)
        return x->value > y->value ? -1 : 1;
    return x->vertex - y->vertex;
}

/* Insertion sort by win rate (enough rollouts first), then value, then vertex. */
static void rank(hs_sim_spot *s, int n, uint32_t enough)
{
    for (int i = 1; i < n; i++) {
        hs_sim_spot x = s[i];
        int j = i - 1;
        for (; j >= 0; j--) {
            const hs_sim_spot *y = &s[j];
            bool xe = x.games >= enough, ye = y->games >= enough;
            bool before = xe != ye ? xe
                          : x.win_rate != y->win_rate ? x.win_rate > y->win_rate
                                                      : by_value(&x, y) < 0;
            if (!before)
                break;
            s[j + 1] = s[j];
        }
        s[j + 1] = x;
    }
}

/* The `k` free spots of highest value for `seat` in `g`, into out; the count. */
static int candidates_of(const sim_game *g, int seat, int k, hs_sim_spot *out)
{
    const sim_topo *t = g->t;
    hs_sim_spot all[SIM_MAX_V];
    int n = 0;
    for (int v = 0; v < t->nv; v++) {
        if (!sim_spot_free(g, v))
            continue;
        hs_sim_spot s;
        memset(&s, 0, sizeof s);
        s.vertex = v;
        for (int j = 0; j < 3; j++)
            s.tiles[j] = t->v_tile[v][j];
        s.harbor = t->v_harbor[v] < 0 ? -1 : t->v_harbor[v];
        s.value = spot_value(g, seat, v);
        all[n++] = s;
    }
    qsort(all, (size_t)n, sizeof all[0], by_value);
    if (n > k)
        n = k;
    memcpy(out, all, sizeof all[0] * (size_t)n);
    return n;
}

/* Plays the rollouts of each candidate of one pick, `o` forcing the earlier picks (its progress
 * fields set to the relay), and ranks them; HS_ECANCEL when cancelled. */
static hs_err rollouts(const hs_board *board, const hs_sim_options *o, int seat, int which, hs_sim_spot *spots,
                       int n, sim_relay *pr, hs_diag *diag)
{
    for (int i = 0; i < n; i++) {
        hs_sim_options with = *o;
        with.opening[seat][which] = (short)spots[i].vertex;
        hs_sim_result r;
        hs_err err = hs_sim_run(board, &with, &r, diag);
        if (err)
            return err; /* HS_ECANCEL from hs_sim_run when cancelled */
        pr->base += o->games;
        /* The candidate was free after the earlier picks, and only they come before it in the
         * setup: no rollout is skipped, unless the engine's setup order ever differs from the
         * draft's (then `available` below 1 shows it). */
        spots[i].games = r.games - r.skipped;
        spots[i].wins = r.wins[seat];
        spots[i].win_rate = spots[i].games ? (double)spots[i].wins / spots[i].games : 0;
        spots[i].available = (double)spots[i].games / o->games;
        hs_sim_wilson(spots[i].wins, spots[i].games, &spots[i].lo, &spots[i].hi);
    }
    uint32_t enough = o->games / 10 > 10 ? o->games / 10 : 10;
    rank(spots, n, enough > o->games ? o->games : enough);
    return HS_OK;
}

hs_err hs_sim_openings_of(const hs_board *board, const hs_sim_options *options, int candidates,
                          hs_sim_openings *seats, hs_diag *diag)
{
    if (candidates < 1 || candidates > HS_SIM_MAX_CANDIDATES)
        return hs_fail(diag, HS_EINVAL, "candidates %d is not from 1 to %d", candidates, HS_SIM_MAX_CANDIDATES);
    sim_topo *t;
    int players = 0;
    hs_err err = sim_run_setup(board, options, &t, &players, diag);
    if (err)
        return err; /* *t is NULL */
    sim_relay pr = {options, 0, (uint32_t)players * 2u * (uint32_t)candidates * options->games};
    hs_sim_options o = *options;
    o.progress = options->progress ? sim_relay_progress : NULL;
    o.progress_ctx = &pr;
    for (int s = 0; s < HS_SIM_MAX_PLAYERS; s++)
        o.opening[s][0] = o.opening[s][1] = -1; /* the later picks are the bots' */
    for (int s = 0; s < players; s++)
        memset(&seats[s], 0, sizeof seats[s]);
    /* The board as the draft has left it: the earlier picks' advised spots placed. */
    sim_game g;
    sim_game_init(&g, t, players, options->bots, options->temperature, options->target_points, options->max_turns,
                  options->seed);
    for (int pick = 0; pick < 2 * players && !err; pick++) {
        int seat = hs_sim_snake_seat(players, pick), which = pick >= players;
        hs_sim_openings *out = &seats[seat];
        hs_sim_spot *spots = which ? out->second : out->first;
        int *n = which ? &out->n_second : &out->n_first;
        *n = candidates_of(&g, seat, candidates, spots);
        err = rollouts(board, &o, seat, which, spots, *n, &pr, diag);
        if (err || *n == 0)
            break;
        o.opening[seat][which] = (short)spots[0].vertex;
        sim_put_settlement(&g, seat, spots[0].vertex);
    }
    free(t);
    return err;
}

static int descending(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x > y ? -1 : x < y ? 1 : 0;
}

hs_err hs_sim_spot_values(const hs_board *board, double *values, int *n, hs_diag *diag)
{
    sim_topo *t;
    hs_err err = sim_topo_new(board, &t, diag);
    *n = 0;
    if (!err) {
        uint8_t bots[HS_SIM_MAX_PLAYERS] = {0};
        sim_game g;
        sim_game_init(&g, t, t->max_players, bots, 1.0, 10, 1000, 0);
        for (int v = 0; v < t->nv && v < HS_SIM_MAX_SPOTS; v++)
            values[(*n)++] = spot_value(&g, 0, v);
        qsort(values, (size_t)*n, sizeof values[0], descending);
    }
    free(t);
    return err;
}

hs_err hs_sim_draft_values(const hs_board *board, int players, double *seat_values, hs_diag *diag)
{
    sim_topo *t;
    hs_err err = sim_topo_new(board, &t, diag);
    if (!err && (players < 2 || players > t->max_players))
        err = hs_fail(diag, HS_EINVAL, "a draft of %d seats on a board for at most %d", players, t->max_players);
    if (!err) {
        uint8_t bots[HS_SIM_MAX_PLAYERS] = {0};
        sim_game g;
        sim_game_init(&g, t, t->max_players, bots, 1.0, 10, 1000, 0);
        double value[SIM_MAX_V];
        bool open[SIM_MAX_V];
        for (int v = 0; v < t->nv; v++) {
            value[v] = spot_value(&g, 0, v);
            open[v] = true;
        }
        for (int s = 0; s < players; s++)
            seat_values[s] = 0;
        for (int pick = 0; pick < 2 * players; pick++) {
            int seat = hs_sim_snake_seat(players, pick), best = -1;
            for (int v = 0; v < t->nv; v++) /* ties go to the lower vertex */
                if (open[v] && (best < 0 || value[v] > value[best]))
                    best = v;
            if (best < 0)
                break;
            seat_values[seat] += value[best];
            open[best] = false; /* the distance rule: the spot and its neighbours */
            for (int k = 0; k < 3; k++)
                if (t->v_adj[best][k] >= 0)
                    open[t->v_adj[best][k]] = false;
        }
    }
    free(t);
    return err;
}

double hs_sim_spot_gap(const double *values, int n, int players)
{
    return players >= 1 && n > players ? values[0] - values[players] : 0;
}
