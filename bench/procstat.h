/* SPDX-License-Identifier: MIT */
/* procstat.h: what the server soaks read of their own process (Linux /proc). */
#ifndef HEXSEED_BENCH_PROCSTAT_H
#define HEXSEED_BENCH_PROCSTAT_H

/* The process's resident set (VmRSS), KiB; -1 when /proc cannot say. */
long bench_rss_kib(void);

/* The process's open file descriptors now. */
int bench_open_fds(void);

#endif
