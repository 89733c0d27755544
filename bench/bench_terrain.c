/* bench_terrain.c: cell updates per second of the 4-5 automaton (simultaneous rule, Moore,
 * 8 passes) for 64x48 up to 16384^2: the fast path (bit-packed, bit-sliced, 1 and 2 threads)
 * against the reference loops in the same run, and the machine's memory bandwidth measured in
 * the same run (a streaming copy), so each figure also reads as a share of the physical limit.
 * Ends with a 16384 x 16384 map written as PNG. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hexseed/render.h"
#include "hexseed/terrain.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static hs_err count_bytes(void *ctx, const void *data, size_t len)
{
    (void)data;
    *(size_t *)ctx += len;
    return HS_OK;
}

/* Seconds per run of `o` (best of `runs`), by the fast path or the reference. */
static double time_map(const hs_terrain_options *o, bool reference, int runs)
{
    double best = 1e30;
    for (int k = 0; k < runs; k++) {
        hs_terrain_map *m = NULL;
        double t0 = now();
        hs_err err = reference ? hs_terrain_reference(o, &m, NULL) : hs_terrain_generate(o, &m, NULL);
        double t = now() - t0;
        hs_terrain_free(m);
        if (err)
            return -1;
        if (t < best)
            best = t;
    }
    return best;
}

int main(void)
{
    /* The physical limit: a streaming copy of 256 MiB, best of 5. Bytes read plus written. */
    size_t bytes = (size_t)256 << 20;
    char *a = malloc(bytes), *b = malloc(bytes);
    if (!a || !b)
        return 1;
    memset(a, 1, bytes);
    memset(b, 2, bytes);
    double copy = 1e30;
    for (int k = 0; k < 5; k++) {
        double t0 = now();
        memcpy(b, a, bytes);
        double t = now() - t0;
        if (t < copy)
            copy = t;
    }
    double bandwidth = 2.0 * bytes / copy;
    free(a);
    free(b);
    printf("Land and water maps, simultaneous rule, Moore, 8 passes\n");
    printf("memory bandwidth (streaming copy, read + write): %.2f GB/s\n\n", bandwidth / 1e9);
    printf("%-12s %16s %16s %16s %9s %9s\n", "size", "reference", "fast, 1 thread", "fast, 2 threads", "speed-up",
           "of limit");
    static const int sides[][2] = {{64, 48}, {1024, 1024}, {8192, 8192}, {16384, 16384}};
    for (int s = 0; s < 4; s++) {
        hs_terrain_options o = hs_terrain_default();
        o.width = sides[s][0];
        o.height = sides[s][1];
        o.seed = 1;
        double cells = (double)o.width * o.height;
        /* The fill is part of each run; subtract it, measured with 0 passes (same threads). */
        int runs = s < 2 ? 20 : 3;
        double fast[2];
        for (int t = 1; t <= 2; t++) {
            o.threads = t;
            o.iterations = 0;
            double fill = time_map(&o, false, runs);
            o.iterations = 8;
            fast[t - 1] = time_map(&o, false, runs) - fill;
        }
        double fast1 = fast[0], fast2 = fast[1];
        double ref = -1;
        if (s < 3) { /* the reference on 8192^2 runs 1 pass, scaled to 8 */
            hs_terrain_options r = o;
            r.iterations = 0;
            double fill_ref = time_map(&r, true, s < 2 ? 5 : 1);
            r.iterations = s < 2 ? 8 : 1;
            ref = (time_map(&r, true, s < 2 ? 5 : 1) - fill_ref) * (8.0 / r.iterations);
        }
        double rate1 = 8 * cells / fast1, rate2 = 8 * cells / fast2;
        /* Each pass reads one bit and writes one bit a cell: a quarter byte of traffic. */
        double share = rate2 * 0.25 / bandwidth;
        char label[32];
        snprintf(label, sizeof label, "%dx%d", o.width, o.height);
        if (ref > 0)
            printf("%-12s %11.3g c/s %11.3g c/s %11.3g c/s %8.1fx %8.1f%%\n", label, 8 * cells / ref, rate1, rate2,
                   (8 * cells / ref) > 0 ? rate2 / (8 * cells / ref) : 0, 100 * share);
        else
            printf("%-12s %16s %11.3g c/s %11.3g c/s %9s %8.1f%%\n", label, "-", rate1, rate2, "-", 100 * share);
    }
    printf("(c/s: cell updates a second; reference on 8192^2 timed on 1 pass; fill time subtracted)\n\n");

    /* The in-place rule: sequential, byte rows with border columns, against the reference. */
    {
        hs_terrain_options o = hs_terrain_default();
        o.width = o.height = 2048;
        o.seed = 3;
        o.update = HS_UPDATE_IN_PLACE;
        o.iterations = 0;
        double fill_fast = time_map(&o, false, 3), fill_ref = time_map(&o, true, 2);
        o.iterations = 8;
        double fast = time_map(&o, false, 3) - fill_fast, ref = time_map(&o, true, 2) - fill_ref;
        double cells = 8.0 * o.width * o.height;
        printf("in place, 2048^2: reference %.3g c/s, fast %.3g c/s (%.1fx)\n\n", cells / ref, cells / fast, ref / fast);
    }

    hs_terrain_options o = hs_terrain_default();
    o.width = o.height = 16384;
    o.seed = 7;
    size_t png_bytes = 0;
    double t0 = now();
    hs_terrain_map *m = NULL;
    if (hs_terrain_generate(&o, &m, NULL) != HS_OK)
        return 1;
    double t1 = now();
    hs_sink sink = {count_bytes, &png_bytes};
    hs_render_terrain_png(m, sink, 1);
    double t2 = now();
    hs_terrain_free(m);
    printf("16384 x 16384 to PNG: %.2f s (map %.2f s, PNG %.2f s, %.1f MB)\n", t2 - t0, t1 - t0, t2 - t1, png_bytes / 1e6);
    return 0;
}
