/* SPDX-License-Identifier: MIT */
/* bench_score.c: the balance score and the optimizer on one core.
 *   1. compat scoring rate: hexseed's closed forms against the original's corner-by-corner way
 *      (tests/compat_naive.c), on the same 1,000 boards in the same run;
 *   2. time for the optimizer to reach the compat global minimum 0.0010781671159029635, over 100
 *      seeds (runs of 200,000 steps, then 400,000, ... until reached or 1 s spent);
 *   3. time to reach 0.052, the median of best-of-10,000 random sampling, measured here too;
 *   4. --unbalanced: the highest compat score found and the time to it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "../tests/compat_naive.h"
#include "hexseed/score.h"
#include "timing.h"

#define GLOBAL_MIN 0.0010781671159029635

static hs_board board_of(uint32_t seed, unsigned rules)
{
    hs_catan_options o = hs_catan_default();
    o.seed = seed;
    o.rules.on = rules;
    hs_board b;
    hs_catan_generate(&o, &b, NULL);
    return b;
}

/* Seconds until the optimizer reaches `target` (or passes it, maximizing); -1 if not in `limit`. */
static double time_to(uint32_t seed, double target, bool maximize, double limit, double *best)
{
    double t0 = bench_now();
    *best = maximize ? 0 : 1e9;
    for (uint32_t it = 200000; bench_now() - t0 < limit; it *= 2) {
        hs_board b = board_of(seed, HS_RULE_RED);
        hs_optimize_options o = hs_optimize_default();
        o.score.metric = HS_METRIC_COMPAT;
        o.maximize = maximize;
        o.iterations = it > 10000000 ? 10000000 : it;
        o.seed = seed + it;
        o.stop_at = target;
        hs_optimize_result r;
        hs_optimize(&b, &o, &r, NULL);
        if (maximize ? r.best > *best : r.best < *best)
            *best = r.best;
        if (maximize ? r.best >= target : r.best <= target)
            return bench_now() - t0;
    }
    return -1;
}

static void report(const char *what, double *t, int n, int reached)
{
    qsort(t, (size_t)n, sizeof t[0], bench_by_value);
    printf("%-44s median %7.1f ms   p90 %7.1f ms   max %7.1f ms   reached %d/%d within 1 s\n", what,
           1e3 * t[n / 2], 1e3 * t[(n * 9) / 10], 1e3 * t[n - 1], reached, n);
}

int main(void)
{
    /* 1. scoring rate */
    enum { BOARDS = 1000 };
    static hs_board boards[BOARDS];
    for (int k = 0; k < BOARDS; k++)
        boards[k] = board_of((uint32_t)k * 2654435761u, 0);
    naive_corners *c = malloc(sizeof *c);
    if (!c)
        return 1;
    naive_corners_build(c);
    double sink = 0, raw[5];
    long n_naive = 0, n_fast = 0;
    double t0 = bench_now(), naive_s, fast_s;
    do {
        for (int k = 0; k < BOARDS; k++, n_naive++)
            sink += naive_compat(c, &boards[k], raw);
        naive_s = bench_now() - t0;
    } while (naive_s < 1.0);
    t0 = bench_now();
    do {
        for (int k = 0; k < BOARDS; k++, n_fast++) {
            hs_score s;
            if (hs_score_compat_classic(&boards[k], &s, NULL) == HS_OK)
                sink += s.score;
        }
        fast_s = bench_now() - t0;
    } while (fast_s < 1.0);
    printf("Balance score and optimizer on one core\n\n");
    printf("compat score, corner by corner (baseline)   %10.0f boards/s\n", n_naive / naive_s);
    printf("compat score, closed forms (hexseed)        %10.0f boards/s   %.1fx the baseline\n\n", n_fast / fast_s,
           (n_fast / fast_s) / (n_naive / naive_s));

    /* 3'. random sampling, the baseline of the optimizer: best of 10,000 plain shuffles */
    enum { RUNS = 21 };
    double best_of[RUNS], sample_t[RUNS];
    for (int run = 0; run < RUNS; run++) {
        t0 = bench_now();
        double best = 1e9;
        for (int k = 0; k < 10000; k++) {
            hs_board b = board_of((uint32_t)(run * 10000 + k) * 2246822519u + 7u, 0);
            hs_score s;
            if (hs_score_compat_classic(&b, &s, NULL) != HS_OK)
                continue;
            if (s.score <= best)
                best = s.score;
        }
        best_of[run] = best;
        sample_t[run] = bench_now() - t0;
    }
    qsort(best_of, RUNS, sizeof best_of[0], bench_by_value);
    qsort(sample_t, RUNS, sizeof sample_t[0], bench_by_value);
    printf("random sampling, best of 10,000 (baseline)  median score %.4f in %.1f ms (%d runs)\n", best_of[RUNS / 2],
           1e3 * sample_t[RUNS / 2], RUNS);

    /* 2 and 3. the optimizer */
    enum { SEEDS = 100 };
    double t_min[SEEDS], t_052[SEEDS], best;
    int reached_min = 0, reached_052 = 0;
    for (int s = 0; s < SEEDS; s++) {
        t_min[s] = time_to((uint32_t)s, GLOBAL_MIN, false, 1.0, &best);
        reached_min += t_min[s] >= 0;
        if (t_min[s] < 0)
            t_min[s] = INFINITY;
        t_052[s] = time_to((uint32_t)s + 1000, 0.052, false, 1.0, &best);
        reached_052 += t_052[s] >= 0;
        if (t_052[s] < 0)
            t_052[s] = INFINITY;
    }
    report("optimizer to the global minimum 0.0010782", t_min, SEEDS, reached_min);
    report("optimizer to 0.052 (best-of-10,000 median)", t_052, SEEDS, reached_052);

    /* 4. unbalanced: with no placement rule (the original's boards) and with rule red */
    for (int pass = 0; pass < 2; pass++) {
        unsigned rules = pass ? HS_RULE_RED : 0;
        uint32_t steps = pass ? 400000 : 2000000;
        double top = 0, top_t = 0;
        for (int s = 0; s < 5; s++) {
            t0 = bench_now();
            hs_board b = board_of((uint32_t)s, rules);
            hs_optimize_options o = hs_optimize_default();
            o.score.metric = HS_METRIC_COMPAT;
            o.maximize = true;
            o.iterations = steps;
            o.seed = (uint32_t)s;
            hs_optimize_result r;
            hs_optimize(&b, &o, &r, NULL);
            if (r.best > top) {
                top = r.best;
                top_t = bench_now() - t0;
            }
        }
        printf("unbalanced, rules %-4s 5 runs of %7u steps: highest %.15g (run of %.0f ms)\n", pass ? "red" : "none",
               (unsigned)steps, top, 1e3 * top_t);
    }
    printf("(checksum %g)\n", sink);
    free(c);
    return 0;
}
