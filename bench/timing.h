/* SPDX-License-Identifier: MIT */
/* timing.h: the clocks every benchmark program reads, and the order it sorts its timings in. */
#ifndef HEXSEED_BENCH_TIMING_H
#define HEXSEED_BENCH_TIMING_H

/* Seconds by the monotonic wall clock, from an arbitrary start: only differences mean anything. */
double bench_now(void);

/* Seconds of CPU time this thread has used (other processes on the machine disturb it less than
 * the wall clock). */
double bench_cpu_now(void);

/* qsort's comparison for an array of doubles, smallest first. */
int bench_by_value(const void *a, const void *b);

#endif
