/* SPDX-License-Identifier: MIT */
/* bench_catan.c: Catan boards per second on one core, with the placement search, against the
 * plain baseline of the same process: shuffle both bags and keep the first board that obeys
 * the rules (rejection sampling). Also measures how many uniform shuffles obey the rules, how
 * often the search had to backtrack and how many search nodes it spent beyond the straight
 * descent, for the rule sets of share codes v1 and v2.
 *
 * Two more ways to run it, one case at a time (bench/boards-peer alternates the first with the
 * peer's shuffle; the second is for callgrind, whose instruction counts do not depend on load):
 *   bench_catan boards MODE RULES SECONDS   boards per CPU second of hs_catan_generate over
 *                                           consecutive seeds, for SECONDS of CPU time
 *   bench_catan count MODE RULES N          N boards, then their extra search nodes
 * CPU time, not wall time: on a loaded machine the process waits for a core much of the time,
 * and the wait is not the generator's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/catan.h"
#include "hexseed/rng.h"
#include "hexseed/rules.h"
#include "timing.h"

typedef struct search_figures {
    double boards_per_s;
    double backtracked_share; /* boards whose search went back at least once */
    double mean_backtracks;
} search_figures;

static search_figures time_generator(hs_mode mode, const hs_rules *rules, double seconds)
{
    hs_catan_options o = hs_catan_default();
    o.mode = mode;
    o.rules = *rules;
    long boards = 0, backtracked = 0;
    double backtracks = 0;
    double start = bench_now(), t;
    do {
        for (int k = 0; k < 1000; k++) {
            hs_board b;
            o.seed = (uint32_t)boards * 2654435761u;
            if (hs_catan_generate(&o, &b, NULL) != HS_OK) {
                fprintf(stderr, "generation failed\n");
                return (search_figures){0, 0, 0};
            }
            backtracked += b.backtracks > 0;
            backtracks += b.backtracks;
            boards++;
        }
        t = bench_now() - start;
    } while (t < seconds);
    return (search_figures){boards / t, (double)backtracked / boards, backtracks / boards};
}

/* The baseline: uniform shuffles of the same bags onto the same tiles, checked by the
 * independent checker, until `seconds` pass. Returns shuffles tried and boards accepted. */
static void time_rejection(hs_mode mode, const hs_rules *rules, double seconds, long *tried, long *accepted,
                           double *elapsed)
{
    hs_catan_options o = hs_catan_default();
    o.mode = mode;
    o.rules.on = 0;
    hs_board b;
    hs_catan_generate(&o, &b, NULL); /* the shape and harbors; the bags are reshuffled below */
    uint8_t terrain[HS_BOARD_MAX_TILES], tokens[HS_BOARD_MAX_TILES];
    int n = b.n_tiles, nt = 0;
    for (int i = 0; i < n; i++) {
        terrain[i] = b.tiles[i].terrain;
        if (b.tiles[i].number)
            tokens[nt++] = b.tiles[i].number;
    }
    hs_rng rng = hs_rng_seed(1);
    *tried = *accepted = 0;
    double start = bench_now();
    do {
        for (int k = 0; k < 1000; k++) {
            hs_rng_shuffle(&rng, terrain, (size_t)n, 1);
            hs_rng_shuffle(&rng, tokens, (size_t)nt, 1);
            for (int i = 0, j = 0; i < n; i++) {
                b.tiles[i].terrain = terrain[i];
                b.tiles[i].number = terrain[i] == HS_DESERT ? 0 : tokens[j++];
            }
            *accepted += hs_catan_check(&b, rules, NULL);
            ++*tried;
        }
        *elapsed = bench_now() - start;
    } while (*elapsed < seconds);
}

/* One board per seed for `seeds` seeds from `first` (or, seeds 0, until `seconds` of this
 * thread's CPU time pass): the seeds time_generator uses. Returns the boards made (-1 when one fails), and their
 * extra search nodes in *nodes. */
static long run_boards(const hs_catan_options *o, long first, long seeds, double seconds, double *elapsed,
                       double *nodes)
{
    hs_catan_options opt = *o;
    long boards = 0;
    *nodes = 0;
    double start = bench_cpu_now();
    do {
        for (int k = 0; k < 1000 && (!seeds || boards < seeds); k++) {
            hs_board b;
            opt.seed = (uint32_t)(first + boards) * 2654435761u;
            if (hs_catan_generate(&opt, &b, NULL) != HS_OK)
                return -1;
            *nodes += b.backtracks;
            boards++;
        }
        *elapsed = bench_cpu_now() - start;
    } while (seeds ? boards < seeds : *elapsed < seconds);
    return boards;
}

/* bench_catan boards|count MODE RULES AMOUNT: one case (see the top of this file). */
static int one_case(int argc, char **argv)
{
    static const char usage[] = "usage: bench_catan boards MODE RULES SECONDS | count MODE RULES N "
                                "(e.g. bench_catan boards classic all 1)";
    hs_catan_options o = hs_catan_default();
    bool count = strcmp(argv[1], "count") == 0;
    if (argc != 5 || (!count && strcmp(argv[1], "boards") != 0)) {
        fprintf(stderr, "bench_catan: %s\n", usage);
        return 2;
    }
    int mode = hs_mode_from_name(argv[2]);
    double amount = strtod(argv[4], NULL);
    hs_diag diag = {0};
    if (mode < 0) {
        fprintf(stderr, "bench_catan: unknown mode '%s' (try classic or 5-6); %s\n", argv[2], usage);
        return 2;
    }
    if (hs_rules_parse(argv[3], &o.rules, &diag) != HS_OK) {
        fprintf(stderr, "bench_catan: bad rules '%s': %s\n", argv[3], diag.msg);
        return 2;
    }
    if (!(amount > 0 && amount <= 1e9)) {
        fprintf(stderr, "bench_catan: '%s' is not a positive number of %s\n", argv[4], count ? "boards" : "seconds");
        return 2;
    }
    o.mode = (hs_mode)mode;
    double elapsed, nodes;
    long boards = run_boards(&o, 0, count ? (long)amount : 0, amount, &elapsed, &nodes);
    if (boards < 0) {
        fprintf(stderr, "bench_catan: generation failed\n");
        return 1;
    }
    if (count)
        printf("%ld boards, %.1f extra search nodes a board\n", boards, nodes / (double)boards);
    else
        printf("%.0f\n", (double)boards / elapsed);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1)
        return one_case(argc, argv);
    static const struct { hs_mode mode; const char *rules; } cases[] = {
        {HS_MODE_CLASSIC, "red"},
        {HS_MODE_CLASSIC, "all"},
        {HS_MODE_5_6, "red"},
        {HS_MODE_5_6, "all"},
        {HS_MODE_CLASSIC, "pips=10,group=2"},
        {HS_MODE_CLASSIC, "red,extremes,equal,pips=10,group=2"},
        {HS_MODE_5_6, "pips=10,group=2"},
        {HS_MODE_5_6, "red,extremes,equal,pips=10,group=2"},
        {HS_MODE_CLASSIC, "red,desert=centre,spread-red"},
        {HS_MODE_CLASSIC, "red,min-pips=forest:2,min-pips=pasture:2"},
    };
    printf("Catan boards on one core (hexseed's search vs. rejection sampling in the same run)\n\n");
    printf("%-44s %12s %12s %10s %18s %14s %10s\n", "case", "search b/s", "backtracked", "mean nodes", "uniform valid",
           "rejection b/s", "speed-up");
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_rules rules;
        if (hs_rules_parse(cases[k].rules, &rules, NULL) != HS_OK)
            return 1;
        char label[64];
        snprintf(label, sizeof label, "%s, %s", hs_mode_name(cases[k].mode), cases[k].rules);
        search_figures s = time_generator(cases[k].mode, &rules, 2.0);
        long tried, accepted;
        double elapsed;
        time_rejection(cases[k].mode, &rules, 2.0, &tried, &accepted, &elapsed);
        double share = (double)accepted / tried;
        double rejection_rate = accepted / elapsed;
        char rate[32], ratio[32];
        if (accepted) {
            snprintf(rate, sizeof rate, "%.0f", rejection_rate);
            snprintf(ratio, sizeof ratio, "%.1fx", s.boards_per_s / rejection_rate);
        } else {
            snprintf(rate, sizeof rate, "< %.2f", 1.0 / elapsed);
            snprintf(ratio, sizeof ratio, "> %.0fx", s.boards_per_s * elapsed);
        }
        char valid[40];
        snprintf(valid, sizeof valid, "%ld/%ld", accepted, tried);
        printf("%-44s %12.0f %11.1f%% %10.1f %18s %14s %10s\n", label, s.boards_per_s, 100 * s.backtracked_share,
               s.mean_backtracks, valid, rate, ratio);
        if (accepted)
            printf("%-44s share of uniform shuffles obeying the rules: %.4f%% (1 in %.0f)\n", "", 100 * share, 1 / share);
        else
            printf("%-44s share of uniform shuffles obeying the rules: none of %ld\n", "", tried);
    }
    return 0;
}
