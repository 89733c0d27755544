/* SPDX-License-Identifier: MIT */
/* bench_terrain.c: the random fill alone, 64 cells a word (plain and AVX2 builds), against the
 * fill a hash call and a bit at a time (terrain_baseline.c), in alternate runs; then cell updates
 * per second of the 4-5 automaton (Moore, water border, 8 passes), simultaneous and in place, from
 * 64x48 up to 16384^2: the fast path (bit-packed, 1 and 2 threads) against a plain byte-per-cell
 * loop built -O2 (terrain_baseline.c) in the same run, after checking that each pair makes the
 * same map. The machine's streaming-copy bandwidth, measured in the same run, puts the figures
 * against the physical limit. Prints each line as it is measured; about a minute in all. Ends
 * with a 16384 x 16384 map written as PNG. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "hexseed/terrain.h"
#include "terrain_baseline.h"
#include "timing.h"
#include "../src/terrain/terrain_internal.h"

static hs_err count_bytes(void *ctx, const void *data, size_t len)
{
    (void)data;
    *(size_t *)ctx += len;
    return HS_OK;
}

/* Seconds per run of `o` by the fast path (best of `runs`). */
static double time_fast(const hs_terrain_options *o, int runs)
{
    double best = 1e30;
    for (int k = 0; k < runs; k++) {
        hs_terrain_map *m = NULL;
        double t0 = bench_now();
        hs_err err = hs_terrain_generate(o, &m, NULL);
        double t = bench_now() - t0;
        hs_terrain_free(m);
        if (err)
            return -1;
        if (t < best)
            best = t;
    }
    return best;
}

/* Seconds per run of the baseline (best of `runs`). */
static double time_baseline(const hs_terrain_options *o, int passes, bool in_place, int runs)
{
    double best = 1e30;
    for (int k = 0; k < runs; k++) {
        double t0 = bench_now();
        uint8_t *cells = bench_baseline_run(o->width, o->height, o->seed, o->land_ratio, passes, 4, 5, in_place);
        double t = bench_now() - t0;
        free(cells);
        if (!cells)
            return -1;
        if (t < best)
            best = t;
    }
    return best;
}

/* True when the fast path and the baseline make the same map. */
static bool same_map(const hs_terrain_options *o, bool in_place)
{
    hs_terrain_map *m = NULL;
    uint8_t *cells = bench_baseline_run(o->width, o->height, o->seed, o->land_ratio, o->iterations, 4, 5, in_place);
    bool same = cells && hs_terrain_generate(o, &m, NULL) == HS_OK;
    size_t stride = (size_t)o->width + 2;
    for (int y = 0; same && y < o->height; y++)
        for (int x = 0; same && x < o->width; x++)
            same = cells[(size_t)(y + 1) * stride + (size_t)x + 1] == ((hs_terrain_row(m, y)[x / 64] >> (x % 64)) & 1);
    free(cells);
    hs_terrain_free(m);
    return same;
}

/* The three fills of the fill's figures: the baseline, the word fill's plain build, its AVX2
 * build (where the processor has it; else the plain one again). */
enum { FILL_BASELINE, FILL_PLAIN, FILL_AVX2, FILLS };

/* Seconds of one fill of `o` (whole map, o->threads threads for the word fill) by `which`; -1
 * when out of memory. */
static double time_fill(const hs_terrain_options *o, int which)
{
    double t0 = bench_now();
    if (which == FILL_BASELINE) {
        uint64_t *bits = bench_baseline_fill(o->width, o->height, o->seed, o->land_ratio);
        double t = bench_now() - t0;
        free(bits);
        return bits ? t : -1;
    }
    hs_terrain_map *m = NULL;
    hs_err err = hs_terrain_fill_frame(o, which == FILL_PLAIN, &m, NULL);
    double t = bench_now() - t0;
    hs_terrain_free(m);
    return err ? -1 : t;
}

/* True when both builds of the word fill equal the baseline's, word for word. */
static bool same_fill(const hs_terrain_options *o)
{
    uint64_t *want = bench_baseline_fill(o->width, o->height, o->seed, o->land_ratio);
    bool same = want != NULL;
    size_t stride = ((size_t)o->width + 63) / 64;
    for (int plain = 0; same && plain < 2; plain++) {
        hs_terrain_map *m = NULL;
        same = hs_terrain_fill_frame(o, plain, &m, NULL) == HS_OK &&
               memcmp(hs_terrain_row(m, 0), want, stride * (size_t)o->height * sizeof *want) == 0;
        hs_terrain_free(m);
    }
    free(want);
    return same;
}

/* The fill alone at three sizes: medians of runs that take turns (baseline, plain, AVX2, and
 * AVX2 on two threads where the map is big enough to split), so a change in the machine's load
 * hits all alike; the speed-up is of the medians. */
static bool fill_figures(void)
{
    hs_terrain_options o = hs_terrain_default();
    o.width = 1000;
    o.height = 700;
    o.seed = 5;
    o.land_ratio = 0.45;
    if (!same_fill(&o)) {
        printf("the word fill and the cell-by-cell fill differ: the figures below would mean nothing\n");
        return false;
    }
    bool avx2 = false;
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
    avx2 = __builtin_cpu_supports("avx2");
#endif
    printf("the fill alone (a hash a cell), cells a second, median of alternate runs; the word fill and the\n"
           "cell-by-cell baseline make the same 1000x700 map%s\n",
           avx2 ? "" : " (no AVX2 here: the AVX2 column is plain)");
    printf("%-12s %16s %14s %14s %16s %9s %9s\n", "size", "cell by cell", "words, plain", "words, AVX2",
           "AVX2, 2 threads", "plain", "AVX2");
    static const int sides[] = {1024, 8192, 16384};
    for (int s = 0; s < 3; s++) {
        o.width = o.height = sides[s];
        o.seed = 9;
        o.land_ratio = 0.5;
        int runs = s == 0 ? 15 : s == 1 ? 5 : 3;
        bool two = (uint64_t)o.width * o.height >= HS_TERRAIN_SPLIT_CELLS;
        double t[FILLS + 1][15];
        for (int k = 0; k < runs; k++) {
            o.threads = 1;
            for (int which = 0; which < FILLS; which++)
                t[which][k] = time_fill(&o, which);
            o.threads = 2;
            t[FILLS][k] = two ? time_fill(&o, FILL_AVX2) : -1;
        }
        double median[FILLS + 1];
        for (int which = 0; which <= FILLS; which++) {
            qsort(t[which], (size_t)runs, sizeof t[which][0], bench_by_value);
            median[which] = t[which][runs / 2];
        }
        if (median[FILL_BASELINE] <= 0 || median[FILL_PLAIN] <= 0 || median[FILL_AVX2] <= 0)
            return false;
        double cells = (double)o.width * o.height;
        char label[32], twotext[32] = "-";
        snprintf(label, sizeof label, "%dx%d", o.width, o.height);
        if (median[FILLS] > 0)
            snprintf(twotext, sizeof twotext, "%.3g c/s", cells / median[FILLS]);
        printf("%-12s %12.3g c/s %10.3g c/s %10.3g c/s %16s %8.1fx %8.1fx   (%d runs)\n", label,
               cells / median[FILL_BASELINE], cells / median[FILL_PLAIN], cells / median[FILL_AVX2], twotext,
               median[FILL_BASELINE] / median[FILL_PLAIN], median[FILL_BASELINE] / median[FILL_AVX2], runs);
    }
    printf("(speed-up: the baseline's median time over the word fill's, one thread; two threads only from\n"
           " %llu cells)\n\n",
           (unsigned long long)HS_TERRAIN_SPLIT_CELLS);
    return true;
}

/* Where threads begin to pay: a whole run (the fill and 8 passes) on one thread and on two,
 * the threads started whatever the size (hs_terrain_generate_split), in turns; medians of the
 * runs and their ratio. The library starts them from HS_TERRAIN_SPLIT_CELLS, chosen from these
 * lines. */
static bool thread_figures(void)
{
    printf("threads: a whole run (fill and 8 passes, Moore, water border), 1 thread against 2 started\n"
           "whatever the size, in turns, medians\n");
    printf("%-12s %12s %12s %12s   %s\n", "size", "1 thread", "2 threads", "2 over 1", "runs");
    static const int sides[] = {512, 1024, 1448, 2048, 2896, 4096, 8192, 16384};
    for (size_t s = 0; s < sizeof sides / sizeof sides[0]; s++) {
        hs_terrain_options o = hs_terrain_default();
        o.width = o.height = sides[s];
        o.seed = 11;
        int runs = sides[s] <= 2048 ? 21 : sides[s] <= 8192 ? 9 : 5;
        double t[2][21];
        for (int k = 0; k < runs; k++)
            for (int n = 0; n < 2; n++) {
                o.threads = n + 1;
                hs_terrain_map *m = NULL;
                double t0 = bench_now();
                hs_err err = hs_terrain_generate_split(&o, false, 0, 0, &m, NULL);
                t[n][k] = bench_now() - t0;
                hs_terrain_free(m);
                if (err)
                    return false;
            }
        qsort(t[0], (size_t)runs, sizeof t[0][0], bench_by_value);
        qsort(t[1], (size_t)runs, sizeof t[1][0], bench_by_value);
        double one = t[0][runs / 2], two = t[1][runs / 2];
        char label[32];
        snprintf(label, sizeof label, "%dx%d", sides[s], sides[s]);
        printf("%-12s %10.2f ms %10.2f ms %11.2fx   %d\n", label, one * 1e3, two * 1e3, two / one, runs);
    }
    printf("(2 over 1: the time of two threads over one's, below 1 where the second thread pays; the library\n"
           " starts threads from %llu cells)\n\n",
           (unsigned long long)HS_TERRAIN_SPLIT_CELLS);
    return true;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1 && strcmp(argv[1], "threads") == 0)
        return thread_figures() ? 0 : 1;
    /* The physical limit: a streaming copy of 256 MiB, best of 3. Bytes read plus written. */
    size_t bytes = (size_t)256 << 20;
    char *a = malloc(bytes), *b = malloc(bytes);
    if (!a || !b)
        return 1;
    memset(a, 1, bytes);
    memset(b, 2, bytes);
    double copy = 1e30;
    for (int k = 0; k < 3; k++) {
        double t0 = bench_now();
        memcpy(b, a, bytes);
        double t = bench_now() - t0;
        if (t < copy)
            copy = t;
    }
    double bandwidth = 2.0 * bytes / copy;
    free(a);
    free(b);
    printf("Land and water maps, Moore, water border, rule 4-5\n");
    printf("memory bandwidth (streaming copy, read + write): %.2f GB/s\n", bandwidth / 1e9);

    hs_terrain_options check = hs_terrain_default();
    check.width = 1000;
    check.height = 700;
    check.seed = 5;
    bool same = same_map(&check, false);
    check.update = HS_UPDATE_IN_PLACE;
    same = same && same_map(&check, true);
    if (!same) {
        printf("the fast path and the baseline differ: the figures below would mean nothing\n");
        return 1;
    }
    printf("fast path and baseline make the same 1000x700 maps (simultaneous and in place)\n\n");

    if (!fill_figures())
        return 1;

    printf("simultaneous rule, cell updates a second of the passes alone\n");
    printf("%-12s %14s %16s %16s %9s %9s\n", "size", "baseline -O2", "fast, 1 thread", "fast, 2 threads", "speed-up",
           "of limit");
    static const int sides[][2] = {{64, 48}, {1024, 1024}, {8192, 8192}, {16384, 16384}};
    for (int s = 0; s < 4; s++) {
        hs_terrain_options o = hs_terrain_default();
        o.width = sides[s][0];
        o.height = sides[s][1];
        o.seed = 1;
        double cells = (double)o.width * o.height;
        /* The fill (a hash a cell) is part of each run: the passes' rate is the difference of
         * runs with and without passes, best of several, with enough passes (up to 1000) that
         * they outweigh the fill and the noise of a shared machine. */
        int passes = cells * 1000 <= 4e9 ? 1000 : (int)(4e9 / cells);
        int runs = s < 2 ? 7 : 2;
        double fast[2] = {-1, -1};
        for (int t = s == 3 ? 2 : 1; t <= 2; t++) {
            o.threads = t;
            o.iterations = 0;
            double t0 = time_fast(&o, runs);
            o.iterations = passes;
            fast[t - 1] = (time_fast(&o, runs) - t0) / passes;
        }
        double base = -1;
        if (s < 3) {
            int bpasses = s < 2 ? 40 : 2, bruns = s < 2 ? 3 : 1;
            base = (time_baseline(&o, bpasses, false, bruns) - time_baseline(&o, 0, false, bruns)) / bpasses;
        }
        double rate2 = cells / fast[1];
        double share = rate2 * 0.25 / bandwidth; /* a pass reads and writes a bit a cell */
        char label[32], one[32] = "-", against[32] = "-", basetext[32] = "-";
        snprintf(label, sizeof label, "%dx%d", o.width, o.height);
        if (fast[0] > 0)
            snprintf(one, sizeof one, "%.3g c/s", cells / fast[0]);
        if (base > 0) {
            snprintf(basetext, sizeof basetext, "%.3g c/s", cells / base);
            snprintf(against, sizeof against, "%.1fx", base / fast[1]);
        }
        printf("%-12s %14s %16s %12.3g c/s %9s %8.1f%%   (%d passes)\n", label, basetext, one, rate2, against,
               100 * share, passes);
    }
    printf("(speed-up: fast with 2 threads over the baseline; of limit: the bits it moves against the copy bandwidth;\n"
           " 2 threads split the rows only from %llu cells, smaller maps run on one)\n\n",
           (unsigned long long)HS_TERRAIN_SPLIT_CELLS);

    {
        hs_terrain_options o = hs_terrain_default();
        o.width = o.height = 2048;
        o.seed = 3;
        o.update = HS_UPDATE_IN_PLACE;
        o.iterations = 0;
        double fill = time_fast(&o, 3);
        o.iterations = 8;
        double fast = (time_fast(&o, 3) - fill) / 8;
        double base = (time_baseline(&o, 8, true, 2) - time_baseline(&o, 0, true, 2)) / 8;
        double cells = (double)o.width * o.height;
        printf("in place, 2048^2: baseline -O2 %.3g c/s, fast %.3g c/s (%.1fx)\n\n", cells / base, cells / fast,
               base / fast);
    }

    hs_terrain_options o = hs_terrain_default();
    o.width = o.height = 16384;
    o.seed = 7;
    size_t png_bytes = 0;
    double t0 = bench_now();
    hs_terrain_map *m = NULL;
    if (hs_terrain_generate(&o, &m, NULL) != HS_OK)
        return 1;
    double t1 = bench_now();
    hs_sink sink = {count_bytes, &png_bytes};
    hs_render_terrain_png(m, sink, 1, NULL);
    double t2 = bench_now();
    hs_terrain_free(m);
    printf("16384 x 16384 to PNG: %.2f s (map %.2f s, PNG %.2f s, %.1f MB)\n", t2 - t0, t1 - t0, t2 - t1, png_bytes / 1e6);
    return 0;
}
