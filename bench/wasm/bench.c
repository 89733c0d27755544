/* SPDX-License-Identifier: MIT */
/* bench/wasm/bench.c: the same fixed amounts of work, built natively and to WebAssembly, so that
 * bench/wasm/run can set the two side by side in one window: boards generated under each of the
 * four rules of share codes v1 and under pips=10,group=2, balancing steps (hs_optimize), and
 * simulated games (hs_sim_play). One thread everywhere (the WebAssembly build has one). Prints
 * "<what> <count> <seconds>" lines; the work is bounded by counts, never by time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hexseed/hexseed.h"

static int quiet; /* the warm-up round prints nothing */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Boards of seeds 0..n-1 under `rules`; the number made (seeds without a board count too). */
static void boards(const char *rules, int n)
{
    hs_catan_options o = hs_catan_default();
    hs_rules_parse(rules, &o.rules, NULL);
    hs_board b;
    unsigned made = 0;
    double t0 = now();
    for (int i = 0; i < n; i++) {
        o.seed = (uint32_t)i * 2654435761u;
        made += hs_catan_generate(&o, &b, NULL) == HS_OK;
    }
    if (!quiet)
        printf("boards:%s %d %.6f (%u made)\n", rules, n, now() - t0, made);
}

static void balance(uint32_t steps)
{
    hs_catan_options o = hs_catan_default();
    o.seed = 5;
    hs_board b;
    hs_catan_generate(&o, &b, NULL);
    hs_optimize_options oo = hs_optimize_default();
    oo.iterations = steps;
    hs_optimize_result r;
    double t0 = now();
    hs_optimize(&b, &oo, &r, NULL);
    if (!quiet)
        printf("balance-steps %u %.6f (best %.6f)\n", steps, now() - t0, r.best);
}

static void games(uint32_t n)
{
    hs_catan_options o;
    hs_code_decode("0xjiwxm2", &o, NULL);
    hs_board b;
    hs_board_make(&o, &b, NULL);
    hs_sim_options so = hs_sim_default();
    so.threads = 1;
    so.games = n;
    unsigned wins = 0;
    double t0 = now();
    for (uint32_t i = 0; i < n; i++) {
        hs_sim_game g;
        hs_sim_play(&b, &so, i, &g, NULL);
        wins += g.winner == 0;
    }
    if (!quiet)
        printf("games %u %.6f (seat 1 won %u)\n", n, now() - t0, wins);
}

int main(int argc, char **argv)
{
    int scale = argc > 1 ? atoi(argv[1]) : 1;
    if (scale < 1)
        scale = 1;
    static const char *const rule_sets[] = {"red", "extremes", "equal", "terrain", "all", "pips=10,group=2"};
    /* A warm-up round (WebAssembly engines compile hot functions again, optimised) at a tenth of
     * the work, then the measured round. */
    for (int round = 0; round < 2; round++) {
        int n = round ? scale * 10 : scale;
        quiet = round == 0;
        for (size_t i = 0; i < sizeof rule_sets / sizeof rule_sets[0]; i++)
            boards(rule_sets[i], 200 * n);
        balance(20000u * (uint32_t)n);
        games(20u * (uint32_t)n);
    }
    return 0;
}
