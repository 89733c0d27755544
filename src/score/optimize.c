/* SPDX-License-Identifier: MIT */
/* optimize.c: simulated annealing towards the most (or least) balanced board. A move swaps the
 * terrains, the numbers, or the whole tiles of two land hexes; the score's sums are updated by
 * the difference the two tiles make, the placement rules are checked around them only, and the
 * metric is recomputed from the sums in constant time. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/rng.h"
#include "hexseed/rules.h"
#include "score_internal.h"
#include "../core/fail.h"

/* e^x for x <= 0 from +, -, * and ldexp only, so that every IEEE-754 machine gets the same bits
 * (libm's exp may differ in the last place between systems, and one flipped acceptance would
 * change a balanced board that a share code names). Cody-Waite reduction by ln 2, then a
 * degree-12 Taylor polynomial on |r| <= ln2/2; relative error below 1e-15. */
static double exp_det(double x)
{
    if (x < -700.0)
        return 0.0;
    const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10;
    double k = floor(x * 1.44269504088896338700 + 0.5);
    double r = (x - k * ln2_hi) - k * ln2_lo;
    double p = 1.0 / 479001600.0;
    static const double inv_fact[12] = {1.0 / 39916800.0, 1.0 / 3628800.0, 1.0 / 362880.0, 1.0 / 40320.0,
                                        1.0 / 5040.0,     1.0 / 720.0,     1.0 / 120.0,    1.0 / 24.0,
                                        1.0 / 6.0,        0.5,             1.0,            1.0};
    for (int i = 0; i < 12; i++)
        p = p * r + inv_fact[i];
    return ldexp(p, (int)k);
}

hs_optimize_options hs_optimize_default(void)
{
    hs_optimize_options o = {
        .score = hs_score_default(), .maximize = false, .iterations = 200000, .seed = 0, .stop_at = NAN,
        .progress = NULL, .progress_ctx = NULL,
    };
    return o;
}

typedef struct annealer {
    hs_board board;
    hs_sums sums;
    hs_limits *limits; /* hexseed metric only */
    const hs_optimize_options *opt;
    hs_rule_view *rules;
} annealer;

static int sq(int v)
{
    return v * v;
}

static double evaluate(annealer *a)
{
    hs_score s;
    if (a->opt->score.metric == HS_METRIC_SEATS) { /* no sums to update: the spots, afresh (~6 us) */
        double score = 1.0;
        hs_score_seats(&a->board, &score, NULL);
        return score;
    }
    if (a->opt->score.metric == HS_METRIC_COMPAT) {
        /* With the standard tokens, the original's corner count is twice the equal pairs. */
        hs_compat_from_sums(&a->sums, 2 * a->sums.number_pairs, &s);
    } else {
        hs_hexseed_from_sums(&a->sums, a->limits, a->opt->score.harbors, &s);
    }
    (void)sq;
    return s.score;
}

/* Adds (sign +1) or removes (-1) tile t's part of the sums; pairs with `skip` are left out. */
static void account(annealer *a, int t, int sign, int skip)
{
    hs_sums *s = &a->sums;
    const hs_tile *tile = &a->board.tiles[t];
    int dots = hs_pips(tile->number);
    for (int k = 0; k < 3; k++) {
        s->kind_diff[k][tile->terrain] += sign * s->lines.side[k][t];
        s->dot_diff[k] += sign * s->lines.side[k][t] * dots;
    }
    s->dots_of[tile->terrain] += sign * dots;
    for (int d = 0; d < 6; d++) {
        int j = s->nb[t][d];
        if (j < 0 || j == skip)
            continue;
        const hs_tile *o = &a->board.tiles[j];
        if (o->terrain == HS_SEA)
            continue;
        s->terrain_pairs += sign * (tile->terrain != HS_DESERT && tile->terrain == o->terrain);
        s->number_pairs += sign * (tile->number && tile->number == o->number);
    }
}

static void swap_tiles(annealer *a, int i, int j, int kind)
{
    hs_tile *x = &a->board.tiles[i], *y = &a->board.tiles[j];
    if (kind != 1) {
        uint8_t t = x->terrain;
        x->terrain = y->terrain;
        y->terrain = t;
    }
    if (kind != 0) {
        uint8_t n = x->number;
        x->number = y->number;
        y->number = n;
    }
}

/* Swaps and re-accounts; returns false (and leaves everything as it was) when a rule breaks. */
static bool try_move(annealer *a, int i, int j, int kind)
{
    account(a, i, -1, -1);
    account(a, j, -1, i);
    swap_tiles(a, i, j, kind);
    account(a, i, +1, -1);
    account(a, j, +1, i);
    const int moved[2] = {i, j};
    if (hs_rules_hold(a->rules, &a->board, moved, 2, NULL))
        return true;
    account(a, i, -1, -1);
    account(a, j, -1, i);
    swap_tiles(a, i, j, kind);
    account(a, i, +1, -1);
    account(a, j, +1, i);
    return false;
}

hs_err hs_optimize(hs_board *board, const hs_optimize_options *o, hs_optimize_result *result, hs_diag *diag)
{
    memset(result, 0, sizeof *result);
    if (HS_CHECK_RESERVED(o, "hs_optimize_options", "hs_optimize_default", diag) ||
        HS_CHECK_RESERVED(&o->score, "hs_score_options", "hs_score_default", diag))
        return HS_EINVAL;
    if (hs_layout_base(board->options.mode) < 0 || board->options.landmass)
        return hs_fail(diag, HS_EINVAL, "balanced boards are Classic or 5-6 boards");
    if (board->options.numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT, "a balanced board moves its numbers: drop the spiral");
    if ((unsigned)o->score.metric >= HS_METRIC_COUNT)
        return hs_fail(diag, HS_EINVAL, "unknown metric %d", (int)o->score.metric);
    if (o->score.metric == HS_METRIC_COMPAT && hs_layout_base(board->options.mode) != HS_MODE_CLASSIC)
        return hs_fail(diag, HS_EINVAL, "the compat metric scores Classic boards only");
    if (o->iterations < 1 || o->iterations > 10000000)
        return hs_fail(diag, HS_EINVAL, "iterations %u is not from 1 to 10000000", (unsigned)o->iterations);
    annealer *a = malloc(sizeof *a);
    if (!a)
        return hs_fail(diag, HS_ENOMEM, "out of memory");
    a->board = *board;
    a->opt = o;
    a->rules = hs_rule_view_new(board, &board->options.rules);
    if (!a->rules) {
        free(a);
        return hs_fail(diag, HS_ENOMEM, "out of memory");
    }
    a->limits = NULL;
    hs_sums_build(&a->sums, &a->board);
    a->sums.board = &a->board;
    if (o->score.metric == HS_METRIC_HEXSEED) {
        a->limits = malloc(sizeof *a->limits);
        if (!a->limits) {
            hs_rule_view_free(a->rules);
            free(a);
            return hs_fail(diag, HS_ENOMEM, "out of memory");
        }
        if (hs_limits_build(a->limits, &a->sums)) {
            free(a->limits);
            hs_rule_view_free(a->rules);
            free(a);
            return hs_fail(diag, HS_ENOMEM, "out of memory");
        }
    }
    int n = board->n_tiles;
    hs_rng rng = hs_rng_seed(o->seed ^ 0x9e3779b9u);
    const double sign = o->maximize ? -1.0 : 1.0;
    double cur = evaluate(a), best = cur;
    hs_board best_board = a->board;
    /* Temperatures fall geometrically from t0 to t1 over the run (in units of the score). */
    const double t0 = 0.03, ln_t1_over_t0 = -5.0106352940962555; /* ln(0.0002 / 0.03) */
    const double cool = exp_det(ln_t1_over_t0 / (o->iterations > 1 ? o->iterations - 1 : 1));
    double temp = t0;
    bool done = !isnan(o->stop_at) && (o->maximize ? best >= o->stop_at : best <= o->stop_at);
    uint32_t step = 0;
    bool cancelled = false;
    for (; step < o->iterations && !done; step++, temp *= cool) {
        if (!(step & 0xFFF) && hs_cancel_requested(o->cancel)) {
            cancelled = true;
            break;
        }
        if (o->progress && step && !(step & 0xFFFF))
            o->progress(o->progress_ctx, step, best);
        int i = (int)hs_rng_below(&rng, (uint32_t)n), j = (int)hs_rng_below(&rng, (uint32_t)n - 1);
        j += j >= i;
        int kind = (int)hs_rng_below(&rng, 3);
        double u = hs_rng_float(&rng);
        const hs_tile *x = &a->board.tiles[i], *y = &a->board.tiles[j];
        bool differ = kind == 0 ? x->terrain != y->terrain && x->terrain != HS_DESERT && y->terrain != HS_DESERT
                    : kind == 1 ? x->number != y->number && x->number && y->number
                                : x->terrain != y->terrain || x->number != y->number;
        if (!differ || !try_move(a, i, j, kind))
            continue;
        double next = evaluate(a);
        double delta = sign * (next - cur);
        if (delta <= 0 || u < exp_det(-delta / temp)) {
            cur = next;
            result->accepted++;
            if (sign * (cur - best) < 0) {
                best = cur;
                best_board = a->board;
                result->best_step = step + 1;
                done = !isnan(o->stop_at) && (o->maximize ? best >= o->stop_at : best <= o->stop_at);
            }
        } else {
            try_move(a, i, j, kind); /* undo: the same swap again */
        }
    }
    result->steps = step;
    result->best = best;
    if (!cancelled)
        *board = best_board;
    free(a->limits);
    hs_rule_view_free(a->rules);
    free(a);
    if (cancelled)
        return hs_fail(diag, HS_ECANCEL, "cancelled after %u of %u steps", (unsigned)step, (unsigned)o->iterations);
    return HS_OK;
}
