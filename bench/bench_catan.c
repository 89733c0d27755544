/* bench_catan.c: Catan boards per second on one core, with the placement search, against the
 * plain baseline of the same process: shuffle both bags and keep the first board that obeys
 * the rules (rejection sampling). Also measures how many uniform shuffles obey all four rules
 * and how often the search had to backtrack. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "hexseed/catan.h"
#include "hexseed/rng.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct search_figures {
    double boards_per_s;
    double backtracked_share; /* boards whose search went back at least once */
    double mean_backtracks;
} search_figures;

static search_figures time_generator(hs_mode mode, unsigned rules, double seconds)
{
    hs_catan_options o = hs_catan_default();
    o.mode = mode;
    o.rules.on = rules;
    long boards = 0, backtracked = 0;
    double backtracks = 0;
    double start = now(), t;
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
        t = now() - start;
    } while (t < seconds);
    return (search_figures){boards / t, (double)backtracked / boards, backtracks / boards};
}

/* The baseline: uniform shuffles of the same bags onto the same tiles, checked by the
 * independent checker, until `seconds` pass. Returns shuffles tried and boards accepted. */
static void time_rejection(hs_mode mode, unsigned rules, double seconds, long *tried, long *accepted, double *elapsed)
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
    double start = now();
    do {
        for (int k = 0; k < 1000; k++) {
            hs_rng_shuffle(&rng, terrain, (size_t)n, 1);
            hs_rng_shuffle(&rng, tokens, (size_t)nt, 1);
            for (int i = 0, j = 0; i < n; i++) {
                b.tiles[i].terrain = terrain[i];
                b.tiles[i].number = terrain[i] == HS_DESERT ? 0 : tokens[j++];
            }
            *accepted += hs_catan_check(&b, &(hs_rules){.on = rules}, NULL);
            ++*tried;
        }
        *elapsed = now() - start;
    } while (*elapsed < seconds);
}

int main(void)
{
    static const struct { hs_mode mode; unsigned rules; const char *label; } cases[] = {
        {HS_MODE_CLASSIC, HS_RULE_RED, "classic, red"},
        {HS_MODE_CLASSIC, HS_RULE_ALL, "classic, all four rules"},
        {HS_MODE_5_6, HS_RULE_RED, "5-6, red"},
        {HS_MODE_5_6, HS_RULE_ALL, "5-6, all four rules"},
    };
    printf("Catan boards on one core (hexseed's search vs. rejection sampling in the same run)\n\n");
    printf("%-26s %14s %12s %12s %16s %14s %10s\n", "case", "search b/s", "backtracked", "mean back", "uniform valid", "rejection b/s",
           "speed-up");
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        search_figures s = time_generator(cases[k].mode, cases[k].rules, 2.0);
        long tried, accepted;
        double elapsed;
        time_rejection(cases[k].mode, cases[k].rules, 2.0, &tried, &accepted, &elapsed);
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
        printf("%-26s %14.0f %11.1f%% %12.2f %16s %14s %10s\n", cases[k].label, s.boards_per_s,
               100 * s.backtracked_share, s.mean_backtracks, valid, rate, ratio);
        if (accepted)
            printf("%-26s share of uniform shuffles obeying the rules: %.4f%% (1 in %.0f)\n", "", 100 * share, 1 / share);
        else
            printf("%-26s share of uniform shuffles obeying the rules: none of %ld\n", "", tried);
    }
    return 0;
}
