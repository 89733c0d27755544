/* SPDX-License-Identifier: MIT */
/* bench_sim.c: full games per second of the game engine on one core, with greedy bots, with
 * the mix of styles (with and without trading) and with random bots, and actions per second:
 * by the wall clock and by the thread's CPU time (which a machine shared with other work does
 * not inflate as much). The baseline in the same process is the random bot: the generic engine
 * loop that lists every legal action and picks one, as most simulators do; the value players
 * evaluate only the moves their plan needs. Also: `fairness` of 2,000 greedy games on 2
 * threads, and how much a second thread adds. */
#include <stdio.h>
#include <string.h>

#include "hexseed/catan.h"
#include "hexseed/sim.h"
#include "timing.h"

typedef struct figures {
    double games_per_s, actions_per_s, actions_per_game, turns_per_game, cpu_games_per_s;
} figures;

/* Runs batches of 200 games (fresh seeds each batch) for at least `seconds`. */
static figures measure(const hs_board *b, hs_sim_options o, int threads, double seconds)
{
    o.threads = threads;
    o.games = 200;
    uint64_t games = 0, actions = 0, turns = 0;
    double start = bench_now(), cpu = bench_cpu_now(), t;
    do {
        hs_sim_result r;
        if (hs_sim_run(b, &o, &r, NULL) != HS_OK) {
            fprintf(stderr, "run failed\n");
            return (figures){0, 0, 0, 0, 0};
        }
        games += r.games;
        actions += r.actions;
        turns += r.turns;
        o.seed++;
        t = bench_now() - start;
    } while (t < seconds);
    double c = bench_cpu_now() - cpu; /* one thread: the games ran on this one */
    return (figures){games / t, actions / t, (double)actions / games, (double)turns / games, c > 0 ? games / c : 0};
}

static hs_sim_options all(hs_bot bot)
{
    hs_sim_options o = hs_sim_default();
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        o.bots[i] = (uint8_t)bot;
    return o;
}

static void row(const char *name, figures f)
{
    printf("  %-36s %7.0f games/s %9.0f games/s of CPU %10.0f actions/s  (%5.0f actions, %5.1f turns a game)\n", name,
           f.games_per_s, f.cpu_games_per_s, f.actions_per_s, f.actions_per_game, f.turns_per_game);
}

int main(void)
{
    hs_catan_options co = hs_catan_default();
    co.seed = 1;
    hs_board classic, big;
    hs_catan_generate(&co, &classic, NULL);
    co.mode = HS_MODE_5_6;
    hs_catan_generate(&co, &big, NULL);

    printf("game engine, one core, Classic board seed 1, 4 players:\n");
    figures greedy = measure(&classic, all(HS_BOT_GREEDY), 1, 2.0);
    figures random = measure(&classic, all(HS_BOT_RANDOM), 1, 2.0);
    hs_sim_options mixed = all(HS_BOT_RANDOM);
    mixed.bots[0] = HS_BOT_GREEDY;
    figures one = measure(&classic, mixed, 1, 1.0);
    hs_sim_options mix = all(HS_BOT_MIX), mix_off = all(HS_BOT_MIX);
    mix_off.trading = 0;
    figures mixed_styles = measure(&classic, mix, 1, 2.0), mixed_quiet = measure(&classic, mix_off, 1, 1.0);
    row("greedy x4", greedy);
    row("mix x4, trading (fairness default)", mixed_styles);
    row("mix x4, no trading", mixed_quiet);
    row("random x4 (baseline: generic loop)", random);
    row("greedy + random x3", one);
    hs_sim_options six = all(HS_BOT_GREEDY);
    six.players = 6;
    row("greedy x6, 5-6 board (building phase)", measure(&big, six, 1, 1.0));
    printf("  greedy games/s over random games/s: %.2fx (CPU time %.2fx); mix: %.2fx (%.2fx); actions/s: %.2fx\n",
           greedy.games_per_s / random.games_per_s, greedy.cpu_games_per_s / random.cpu_games_per_s,
           mixed_styles.games_per_s / random.games_per_s, mixed_styles.cpu_games_per_s / random.cpu_games_per_s,
           greedy.actions_per_s / random.actions_per_s);

    /* The CLI's default run: 2,000 greedy games on 2 threads, and on 1 for the ratio. */
    hs_sim_options f = all(HS_BOT_GREEDY);
    f.games = 2000;
    double t1 = 0, t2 = 0;
    for (int rep = 0; rep < 3; rep++) {
        hs_sim_result r;
        f.threads = 1;
        double s = bench_now();
        hs_sim_run(&classic, &f, &r, NULL);
        double a = bench_now() - s;
        f.threads = 2;
        s = bench_now();
        hs_sim_run(&classic, &f, &r, NULL);
        double b = bench_now() - s;
        if (rep == 0 || a < t1)
            t1 = a;
        if (rep == 0 || b < t2)
            t2 = b;
    }
    printf("\nfairness, 2,000 greedy games (best of 3): %.3f s on 1 thread, %.3f s on 2 threads (%.2fx)\n", t1, t2,
           t1 / t2);
    return 0;
}
