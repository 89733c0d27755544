/* SPDX-License-Identifier: MIT */
/* bench_oracle.c: time to answer (a board, or "no board exists") over a fuzz of random requests
 * (tests/fuzz_request.c: rule sets and 0-6 locks on Classic and 5-6, searched and spiral
 * numbers): the native search alone (HS_ORACLE_OFF, the default node budget), with the SAT
 * oracle as the generator runs it (HS_ORACLE_AUTO) and from the first node (HS_ORACLE_ALWAYS),
 * and CaDiCaL alone on the same formula for reference. Times are CPU seconds of this thread
 * (so other processes on the machine disturb them less than wall time would); the figures are
 * the median, p99, p99.9 and max, and how many requests ended with a board, a proof or gave up.
 * Also counts any disagreement (a board that differs from the native one, a verdict that
 * differs from CaDiCaL's): there must be none. Usage: bench_oracle [requests] [first] [always]
 * (the oracle from the first node is timed only when asked: it is slower than auto). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/catan/generate.h"
#include "../tests/fuzz_request.h"
#include "hexseed/catan.h"
#include "timing.h"

enum { NATIVE, AUTO, ALWAYS, CADICAL, ENGINES };
/* CaDiCaL alone stops after this many conflicts (about a CPU second): a request it leaves open
 * counts as neither answer, at the time it took. */
#define CADICAL_CONFLICTS 30000
static const char *const engine_names[ENGINES] = {"native alone", "with oracle (auto)", "with oracle (always)",
                                                  "CaDiCaL alone"};

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    uint32_t first = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : 0;
    bool always = argc > 3 && strcmp(argv[3], "always") == 0;
    if (n < 1)
        n = 1;
    double *times[ENGINES];
    int boards[ENGINES] = {0}, proofs[ENGINES] = {0}, gave_up[ENGINES] = {0};
    for (int e = 0; e < ENGINES; e++)
        times[e] = calloc((size_t)n, sizeof(double));
    int differ = 0;
    for (int k = 0; k < n; k++) {
        hs_catan_options o;
        hs_fuzz_request(first + (uint32_t)k, &o);
        hs_board b[3];
        hs_err err[3];
        for (int e = NATIVE; e <= ALWAYS; e++) {
            if (e == ALWAYS && !always) {
                err[e] = err[AUTO];
                b[e] = b[AUTO];
                continue;
            }
            o.oracle = e == NATIVE ? HS_ORACLE_OFF : e == AUTO ? HS_ORACLE_AUTO : HS_ORACLE_ALWAYS;
            double t0 = bench_cpu_now();
            err[e] = hs_catan_generate(&o, &b[e], NULL);
            times[e][k] = bench_cpu_now() - t0;
            boards[e] += err[e] == HS_OK;
            proofs[e] += err[e] == HS_EUNSAT;
            gave_up[e] += err[e] == HS_ELIMIT;
        }
        double t0 = bench_cpu_now();
        int verdict = hs_fuzz_cadical_alone(&o, CADICAL_CONFLICTS);
        times[CADICAL][k] = bench_cpu_now() - t0;
        boards[CADICAL] += verdict == 1;
        proofs[CADICAL] += verdict == 0;
        gave_up[CADICAL] += verdict < 0;
        bool wrong = false;
        for (int e = AUTO; e <= ALWAYS; e++) {
            wrong |= verdict >= 0 && err[e] != HS_ELIMIT && (err[e] == HS_OK) != (verdict == 1);
            wrong |= err[NATIVE] != HS_ELIMIT && err[NATIVE] != err[e];
            wrong |= err[NATIVE] == HS_OK && err[e] == HS_OK && memcmp(b[NATIVE].tiles, b[e].tiles, sizeof b[e].tiles);
            wrong |= err[e] == HS_OK && !hs_catan_check(&b[e], &o.rules, NULL);
        }
        if (getenv("HS_BENCH_VERBOSE"))
            fprintf(stderr, "%u: %s %.3f %s %.3f %s %.3f cadical %d %.3f\n", first + (uint32_t)k, hs_errname(err[0]),
                    times[0][k], hs_errname(err[1]), times[1][k], hs_errname(err[2]), times[2][k], verdict,
                    times[3][k]);
        if (wrong) {
            char text[600];
            hs_fuzz_describe(&o, text, sizeof text);
            fprintf(stderr, "request %u disagrees: native %s, auto %s, always %s, CaDiCaL %d: %s\n", first + (uint32_t)k,
                    hs_errname(err[0]), hs_errname(err[1]), hs_errname(err[2]), verdict, text);
            differ++;
        }
    }
    printf("%d random requests (tests/fuzz_request.c, from %u): CPU seconds per answer\n\n", n, first);
    printf("| engine | median | p99 | p99.9 | max | boards | no board | gave up |\n");
    printf("|---|---|---|---|---|---|---|---|\n");
    for (int e = 0; e < ENGINES; e++) {
        if (e == ALWAYS && !always)
            continue;
        qsort(times[e], (size_t)n, sizeof(double), bench_by_value);
        int p99 = (int)((n - 1) * 0.99 + 0.5), p999 = (int)((n - 1) * 0.999 + 0.5);
        printf("| %s | %.4f | %.3f | %.3f | %.3f | %d | %d | %d |\n", engine_names[e], times[e][(n - 1) / 2],
               times[e][p99], times[e][p999], times[e][n - 1], boards[e], proofs[e], gave_up[e]);
        free(times[e]);
    }
    printf("\ndisagreements: %d\n", differ);
    return differ != 0;
}
