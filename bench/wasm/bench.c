/* SPDX-License-Identifier: MIT */
/* bench/wasm/bench.c: the same fixed amounts of work, built natively and to WebAssembly, so that
 * bench/wasm/run can set the two side by side in one window: boards generated under each of the
 * four rules of share codes v1 and under pips=10,group=2, balancing steps (hs_optimize), and
 * simulated games (hs_sim_play). One thread everywhere (the WebAssembly build has one). Prints
 * "<what> <count> <seconds>" lines, the seconds of CPU time the process used (natively
 * CLOCK_PROCESS_CPUTIME_ID, under Node process.cpuUsage(), which also counts the engine's
 * compiler and garbage collector threads), then the wall-clock seconds: on a machine other jobs
 * share, CPU time is what one process's work costs, while wall time counts the waits for a core.
 * The work is bounded by counts, never by time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "hexseed/hexseed.h"

static int quiet; /* the warm-up round prints nothing */

static double clock_seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

#ifdef __EMSCRIPTEN__
EM_JS(double, node_cpu_seconds, (void), { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; });
#endif

/* The CPU time the process has used so far, in seconds. */
static double cpu_now(void)
{
#ifdef __EMSCRIPTEN__
    return node_cpu_seconds();
#else
    return clock_seconds(CLOCK_PROCESS_CPUTIME_ID);
#endif
}

/* A stopwatch of both clocks. */
typedef struct watch {
    double cpu, wall;
} watch;

static watch start(void)
{
    return (watch){cpu_now(), clock_seconds(CLOCK_MONOTONIC)};
}

/* "<cpu seconds> <wall seconds>" since w started. */
static void print_since(watch w)
{
    printf("%.6f %.6f", cpu_now() - w.cpu, clock_seconds(CLOCK_MONOTONIC) - w.wall);
}

/* Boards of seeds 0..n-1 under `rules`; the number made (seeds without a board count too). */
static void boards(const char *rules, int n)
{
    hs_catan_options o = hs_catan_default();
    hs_rules_parse(rules, &o.rules, NULL);
    hs_board b;
    unsigned made = 0;
    watch w = start();
    for (int i = 0; i < n; i++) {
        o.seed = (uint32_t)i * 2654435761u;
        made += hs_catan_generate(&o, &b, NULL) == HS_OK;
    }
    if (!quiet) {
        printf("boards:%s %d ", rules, n);
        print_since(w);
        printf(" (%u made)\n", made);
    }
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
    watch w = start();
    hs_optimize(&b, &oo, &r, NULL);
    if (!quiet) {
        printf("balance-steps %u ", steps);
        print_since(w);
        printf(" (best %.6f)\n", r.best);
    }
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
    watch w = start();
    for (uint32_t i = 0; i < n; i++) {
        hs_sim_game g;
        hs_sim_play(&b, &so, i, &g, NULL);
        wins += g.winner == 0;
    }
    if (!quiet) {
        printf("games %u ", n);
        print_since(w);
        printf(" (seat 1 won %u)\n", wins);
    }
}

int main(int argc, char **argv)
{
    int scale = argc > 1 ? atoi(argv[1]) : 1;
    if (scale < 1)
        scale = 1;
    static const char *const rule_sets[] = {"red", "extremes", "equal", "terrain", "all", "pips=10,group=2"};
    /* A warm-up round as large as the measured one (WebAssembly engines first run a quick
     * baseline compile and compile hot functions again, optimised, in the background), then the
     * measured round. */
    for (int round = 0; round < 2; round++) {
        quiet = round == 0;
        for (size_t i = 0; i < sizeof rule_sets / sizeof rule_sets[0]; i++)
            boards(rule_sets[i], 10000 * scale);
        balance(400000u * (uint32_t)scale);
        games(400u * (uint32_t)scale);
    }
    return 0;
}
