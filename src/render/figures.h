/* SPDX-License-Identifier: MIT */
/* figures.h: small helpers the simulator's renderers share (fairness.c, openings.c). Internal to
 * the renderers. */
#ifndef HEXSEED_RENDER_FIGURES_H
#define HEXSEED_RENDER_FIGURES_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "hexseed/sim.h"

/* 12345 as "12,345" into buf. */
void fig_thousands(uint64_t n, char *buf, size_t cap);
/* The bot's name when the first `players` seats all play it, else "mixed". */
const char *fig_one_bot(const hs_sim_options *o, int players);
/* [a, b] as a JSON array of two reals (NULL when out of memory: jdoc refuses it). */
json_t *fig_pair(double a, double b);

#endif
