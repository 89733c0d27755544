/* SPDX-License-Identifier: MIT */
/* bench_empire.c: Hex Empire maps per second on one core: the generator alone, and the whole
 * pipeline (generate, then write the JSON a program would read). Rates only: the original Go
 * program cannot run in this process, so no ratio to it is printed (docs/benchmarks.md has its
 * figure and where it comes from). */
#include <stdbool.h>
#include <stdio.h>

#include "hexseed/empire.h"
#include "hexseed/render.h"
#include "timing.h"

/* Maps 0, 1, 2, ... generated (and each written as the JSON a program would read, when `json`)
 * in batches of 200 for at least two seconds: how many into *maps, their towns added to *towns
 * (may be NULL), the seconds taken returned; -1 if a map fails. */
static double timed_maps(bool json, long *maps, long *towns)
{
    hs_empire_options o = hs_empire_default();
    *maps = 0;
    double t0 = bench_now(), t;
    do {
        for (int k = 0; k < 200; k++, ++*maps) {
            o.map = (uint32_t)(*maps % 1000000);
            hs_empire *m = NULL;
            if (hs_empire_generate(&o, &m, NULL) != HS_OK)
                return -1;
            if (towns)
                *towns += hs_empire_town_count(m);
            if (json) {
                hs_buf buf = {0};
                hs_render_empire_json(m, hs_sink_buf(&buf));
                hs_buf_free(&buf);
            }
            hs_empire_free(m);
        }
        t = bench_now() - t0;
    } while (t < 2.0);
    return t;
}

int main(void)
{
    long maps, towns = 0, piped;
    double gen = timed_maps(false, &maps, &towns);
    if (gen < 0)
        return 1;
    double pipe = timed_maps(true, &piped, NULL);
    if (pipe < 0)
        return 1;
    printf("Hex Empire maps on one core\n\n");
    printf("generator alone            %9.0f maps/s  (%6.1f us a map, %.1f towns a map)\n", maps / gen,
           1e6 * gen / maps, (double)towns / maps);
    printf("generate + JSON (pipeline) %9.0f maps/s  (%6.1f us a map; the JSON is %.0f%% of it)\n", piped / pipe,
           1e6 * pipe / piped, 100.0 * (1.0 - (maps / gen > 0 ? (piped / pipe) / (maps / gen) : 0)));
    return 0;
}
