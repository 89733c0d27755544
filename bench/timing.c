/* SPDX-License-Identifier: MIT */
/* timing.c: the benchmarks' clocks and sort order (timing.h). */
#include "timing.h"

#include <time.h>

static double seconds_of(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

double bench_now(void)
{
    return seconds_of(CLOCK_MONOTONIC);
}

double bench_cpu_now(void)
{
    return seconds_of(CLOCK_THREAD_CPUTIME_ID);
}

int bench_by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
