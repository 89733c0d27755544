/* SPDX-License-Identifier: MIT */
/* bench_empire.c: Hex Empire maps per second on one core: the generator alone, and the whole
 * pipeline (generate, then write the JSON a program would read). Rates only: the original Go
 * program cannot run in this process, so no ratio to it is printed (docs/benchmarks.md has its
 * figure and where it comes from). */
#include <stdio.h>
#include <time.h>

#include "hexseed/empire.h"
#include "hexseed/render.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(void)
{
    hs_empire_options o = hs_empire_default();
    long maps = 0, towns = 0;
    double t0 = now(), gen;
    do {
        for (int k = 0; k < 200; k++, maps++) {
            o.map = (uint32_t)(maps % 1000000);
            hs_empire *m = NULL;
            if (hs_empire_generate(&o, &m, NULL) != HS_OK)
                return 1;
            towns += hs_empire_town_count(m);
            hs_empire_free(m);
        }
        gen = now() - t0;
    } while (gen < 2.0);
    long piped = 0;
    t0 = now();
    double pipe;
    do {
        for (int k = 0; k < 200; k++, piped++) {
            o.map = (uint32_t)(piped % 1000000);
            hs_empire *m = NULL;
            if (hs_empire_generate(&o, &m, NULL) != HS_OK)
                return 1;
            hs_buf buf = {0};
            hs_render_empire_json(m, hs_sink_buf(&buf));
            hs_buf_free(&buf);
            hs_empire_free(m);
        }
        pipe = now() - t0;
    } while (pipe < 2.0);
    printf("Hex Empire maps on one core\n\n");
    printf("generator alone            %9.0f maps/s  (%6.1f us a map, %.1f towns a map)\n", maps / gen,
           1e6 * gen / maps, (double)towns / maps);
    printf("generate + JSON (pipeline) %9.0f maps/s  (%6.1f us a map; the JSON is %.0f%% of it)\n", piped / pipe,
           1e6 * pipe / piped, 100.0 * (1.0 - (maps / gen > 0 ? (piped / pipe) / (maps / gen) : 0)));
    return 0;
}
