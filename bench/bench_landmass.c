/* SPDX-License-Identifier: MIT */
/* bench_landmass.c: the landmass survey (all 65,536 rule/start pairs grown, rated, merged and
 * ranked) against a baseline in the same process: growing the 65,536 landmasses alone. */
#include <stdio.h>
#include <stdlib.h>

#include "hexseed/landmass.h"
#include "timing.h"

int main(void)
{
    hs_landmass_rating *work = malloc(HS_LANDMASS_SURVEY_WORK * sizeof *work), best[20];
    if (!work)
        return 1;
    const int rounds = 20;
    unsigned sink = 0;
    double t0 = bench_now();
    for (int k = 0; k < rounds; k++)
        for (int p = 0; p < 65536; p++) {
            hs_landmass_options o = {.rule = (uint8_t)(p >> 8), .start = (uint8_t)p};
            hs_landmass m = hs_landmass_grow(&o);
            sink += m.alive[7][3];
        }
    double grow = (bench_now() - t0) / rounds;
    t0 = bench_now();
    int n = 0;
    for (int k = 0; k < rounds; k++)
        if (hs_landmass_survey(work, HS_LANDMASS_SURVEY_WORK, best, 20, &n, NULL) != HS_OK)
            return 1;
    double survey = (bench_now() - t0) / rounds;
    printf("Landmass survey on one core (%d rounds each)\n\n", rounds);
    printf("baseline: grow all 65,536 landmasses      %8.2f ms  (%.0f landmasses/s)\n", grow * 1e3, 65536 / grow);
    printf("survey: grow, rate, merge, rank them all  %8.2f ms  (%.1fx the baseline)\n", survey * 1e3, survey / grow);
    printf("best map: rule %u start %u, score %.2f (%d listed; checksum %u)\n", best[0].rule, best[0].start,
           best[0].score, n, sink);
    free(work);
    return 0;
}
