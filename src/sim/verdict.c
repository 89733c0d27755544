/* SPDX-License-Identifier: MIT */
/* verdict.c: the seat verdict (hexseed/sim.h, "The seat verdict"): its tests on the counts of a
 * run, the staged plan that decides how many games to play, and the plan played over threads. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "habits.h"
#include "run.h"

/* The plan's constants: one place, and docs/fairness.md says each. */
enum { LOOKS = 5 };                 /* stages of the run: cap/16, /8, /4, /2, cap */
static const double alpha = 0.05;   /* one-sided, shared by Bonferroni over seats and looks */
static const double margin = 0.12;  /* "favoured": this much of an even share above it */
static const double veto = 0.08;    /* a style's veto: this much of an even share below its habit */

/* x with P(Z > x) = p for a standard normal Z (0 < p < 0.5), by bisection on erfc: exact to
 * 1e-12, and the same on every machine that has a correct erfc. */
static double z_above(double p)
{
    double lo = 0, hi = 10;
    for (int i = 0; i < 60; i++) {
        double mid = (lo + hi) / 2;
        if (0.5 * erfc(mid / sqrt(2.0)) > p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}

/* The Wilson score bounds of a rate of k in n at z: honest at small n and at rates of 0 or 1,
 * where the normal bounds collapse to the rate. */
static void wilson(uint32_t k, uint32_t n, double z, double *lo, double *hi)
{
    double p = (double)k / n, z2 = z * z / n;
    double centre = (p + z2 / 2) / (1 + z2), half = z * sqrt(p * (1 - p) / n + z2 / (4.0 * n)) / (1 + z2);
    *lo = centre - half;
    *hi = centre + half;
}

/* Stage k (0 .. LOOKS-1) of a run whose last stage is `cap` games: cap / 2^(LOOKS-1-k), at least 1. */
static uint32_t stage(uint32_t cap, int k)
{
    uint32_t n = cap >> (LOOKS - 1 - k);
    return n ? n : 1;
}

/* The first stage above `games`, or 0 when none is. */
static uint32_t stage_after(uint32_t cap, uint32_t games)
{
    for (int k = 0; k < LOOKS; k++)
        if (stage(cap, k) > games)
            return stage(cap, k);
    return 0;
}

static uint32_t style_cap(uint32_t cap)
{
    return cap / 4 ? cap / 4 : 1;
}

/* Whether the plan plays each style alone: every seat in play is mixed. */
static bool plays_styles(const hs_sim_options *o, int players)
{
    for (int i = 0; i < players; i++)
        if (o->bots[i] != HS_BOT_MIX)
            return false;
    return players > 0;
}

static int players_of(const hs_sim_options *o, const hs_sim_result *mix)
{
    return mix->players ? mix->players : o->players;
}

/* The seats' decision on `r` into v (kind, favoured seats, settled, even, bounds). */
static void decide_seats(const hs_sim_result *r, hs_sim_verdict *v)
{
    int n = r->players;
    uint32_t games = r->games - r->skipped;
    v->players = n;
    v->kind = HS_SEATS_EVEN;
    v->n_favoured = 0;
    v->settled = false;
    if (games == 0 || n < 2)
        return;
    v->z = z_above(alpha / (n * LOOKS));
    v->even = (double)(games - r->unfinished) / games / n;
    v->margin = margin * v->even;
    double p[HS_SIM_MAX_PLAYERS];
    int best = 0;
    bool within = true; /* every seat's upper bound under even + margin */
    for (int i = 0; i < n; i++) {
        p[i] = (double)r->wins[i] / games;
        wilson(r->wins[i], games, v->z, &v->lo[i], &v->hi[i]);
        within &= v->hi[i] < v->even + v->margin;
        if (p[i] > p[best])
            best = i;
    }
    if (v->lo[best] - v->even <= v->margin) {
        v->settled = within;
        return;
    }
    v->kind = HS_SEATS_FAVOURED;
    v->favoured[v->n_favoured++] = best;
    /* The seats `best` is not shown to beat, by rate (then seat) order. */
    for (int pass = 0; pass < n; pass++) {
        int next = -1;
        for (int j = 0; j < n; j++) {
            bool named = false;
            for (int k = 0; k < v->n_favoured; k++)
                named |= v->favoured[k] == j;
            double d = p[best] - p[j];
            /* Var(p_a - p_b) for two shares of one multinomial: (p_a + p_b - (p_a - p_b)^2) / n. */
            bool beaten = d - v->z * sqrt((p[best] + p[j] - d * d) / games) > 0;
            if (!named && !beaten && (next < 0 || p[j] > p[next]))
                next = j;
        }
        if (next < 0)
            break;
        v->favoured[v->n_favoured++] = next;
    }
    v->settled = v->n_favoured == 1;
}

static int mix_styles(void)
{
    int n = 0;
    for (int st = 0; st < hs_bot_count() && st < HS_SIM_MAX_STYLES; st++)
        n += hs_bot_in_mix(st);
    return n;
}

/* The styles' veto of v->favoured[0]; whether every style's veto is settled. */
static bool decide_styles(const hs_sim_result *per_style, hs_sim_verdict *v)
{
    int n = v->players, styles = mix_styles();
    v->veto_margin = veto * v->even;
    v->style_z = z_above(alpha / (styles ? styles * LOOKS : LOOKS));
    bool settled = true;
    double worst = 0;
    for (int st = 0; per_style && st < HS_SIM_MAX_STYLES; st++) {
        const hs_sim_result *r = &per_style[st];
        uint32_t games = r->games - r->skipped;
        if (games == 0 || r->players != n)
            continue;
        double even = (double)(games - r->unfinished) / games / n;
        for (int i = 0; i < n; i++) {
            v->habit[st][i] = sim_habit(n, st, i);
            v->adjusted[st][i] = (double)r->wins[i] / games - v->habit[st][i] * (games - r->unfinished) / games + even;
        }
        if (v->kind != HS_SEATS_FAVOURED)
            continue;
        int b = v->favoured[0];
        double lo, hi, habit = v->habit[st][b] * (games - r->unfinished) / games;
        wilson(r->wins[b], games, v->style_z, &lo, &hi);
        /* The bounds of the style's lead from b over its own habit there. */
        if (hi - habit < -v->veto_margin) {
            if (v->against < 0 || hi - habit < worst) {
                v->against = st;
                worst = hi - habit;
            }
        } else if (lo - habit <= -v->veto_margin) {
            settled = false;
        }
    }
    return settled;
}

/* The draft and play parts of each seat's lead (hexseed/sim.h). */
static void split_leads(const hs_sim_result *r, hs_sim_verdict *v)
{
    int n = v->players;
    uint32_t games = r->games - r->skipped, won = games - r->unfinished, with_best = 0;
    if (games == 0)
        return;
    for (int i = 0; i < n; i++)
        with_best += r->best_opening[i];
    uint32_t best_wins = r->best_opening[HS_SIM_OPENING_WINS];
    /* Seat-games without the best opening: n - 1 in a game with one, n in a tie. */
    double others = (double)with_best * (n - 1) + (double)(games - with_best) * n;
    double w_best = with_best ? (double)best_wins / with_best : 0, w_other = others > 0 ? (won - best_wins) / others : 0;
    v->best_opening_wins = w_best;
    for (int i = 0; i < n; i++) {
        double q = (double)r->best_opening[i] / games;
        v->best_opening[i] = q;
        /* Were winning a matter of the opening alone, seat i would win w_best in the games it
         * had the best opening and w_other in the rest (tie games among them). */
        double expected = q * w_best + (1 - q) * w_other;
        v->draft[i] = expected - v->even;
        v->play[i] = (double)r->wins[i] / games - v->even - v->draft[i];
    }
}

void hs_sim_verdict_of(const hs_sim_result *mix, const hs_sim_result per_style[HS_SIM_MAX_STYLES],
                       hs_sim_verdict *v)
{
    memset(v, 0, sizeof *v);
    v->against = -1;
    decide_seats(mix, v);
    split_leads(mix, v);
    decide_styles(per_style, v);
    if (v->against >= 0) {
        v->kind = HS_SEATS_DEPENDS;
        v->settled = true;
    }
}

bool hs_sim_plan_next(const hs_sim_options *o, const hs_sim_result *mix,
                      const hs_sim_result per_style[HS_SIM_MAX_STYLES], int *run, uint32_t *until)
{
    uint32_t cap = o->games;
    *run = -1;
    if (mix->games < stage(cap, 0)) {
        *until = stage(cap, 0);
        return true;
    }
    hs_sim_verdict v;
    memset(&v, 0, sizeof v);
    v.against = -1;
    decide_seats(mix, &v);
    if (!v.settled && (*until = stage_after(cap, mix->games)) != 0)
        return true;
    if (!per_style || !plays_styles(o, players_of(o, mix)))
        return false;
    uint32_t scap = style_cap(cap);
    /* Every style at its first stage (the table of styles), then the unsettled vetoes stage by
     * stage, the style with the fewest games first. */
    int fewest = -1;
    for (int st = 0; st < hs_bot_count() && st < HS_SIM_MAX_STYLES; st++) {
        if (!hs_bot_in_mix(st))
            continue;
        if (per_style[st].games < stage(scap, 0)) {
            *run = st;
            *until = stage(scap, 0);
            return true;
        }
        if (fewest < 0 || per_style[st].games < per_style[fewest].games)
            fewest = st;
    }
    if (v.kind != HS_SEATS_FAVOURED || fewest < 0)
        return false;
    if (decide_styles(per_style, &v) || v.against >= 0)
        return false;
    /* Unsettled: every style to the next stage together. */
    uint32_t next = stage_after(scap, per_style[fewest].games);
    if (next == 0)
        return false;
    *run = fewest;
    *until = next;
    return true;
}

uint32_t hs_sim_plan_most(const hs_sim_options *o, int players)
{
    return o->games + (plays_styles(o, players) ? (uint32_t)mix_styles() * style_cap(o->games) : 0);
}

hs_err hs_sim_fairness(const hs_board *board, const hs_sim_options *options, hs_sim_result *mix,
                       hs_sim_result per_style[HS_SIM_MAX_STYLES], hs_diag *diag)
{
    memset(mix, 0, sizeof *mix);
    memset(per_style, 0, sizeof(hs_sim_result) * HS_SIM_MAX_STYLES);
    sim_topo *t;
    int players = 0;
    hs_err err = sim_run_setup(board, options, &t, &players, diag);
    free(t);
    if (err)
        return err;
    sim_relay pp = {options, 0, hs_sim_plan_most(options, players)};
    int run;
    uint32_t until;
    while (!err && hs_sim_plan_next(options, mix, per_style, &run, &until)) {
        hs_sim_options o = *options;
        if (run >= 0) {
            for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
                o.bots[i] = (uint8_t)run;
            o.trading = hs_sim_trading(options) ? 1 : 0; /* as the mix plays it */
        }
        o.progress = options->progress ? sim_relay_progress : NULL;
        o.progress_ctx = &pp;
        hs_sim_result *into = run < 0 ? mix : &per_style[run];
        uint32_t before = into->games;
        err = sim_run_more(board, &o, until, into, diag);
        pp.base += into->games - before;
    }
    if (!err && options->progress)
        options->progress(options->progress_ctx, pp.total, pp.total);
    return err;
}
