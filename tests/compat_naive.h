/* SPDX-License-Identifier: MIT */
/* compat_naive.h: the 2021 balance score computed the way the original program does, corner by
 * corner (docs/balance.md), as an independent check of hexseed's closed forms
 * and as the benchmark's baseline. Classic boards only. */
#ifndef HEXSEED_COMPAT_NAIVE_H
#define HEXSEED_COMPAT_NAIVE_H

#include "hexseed/catan.h"
#include "hexseed/hex.h"

typedef struct naive_corners {
    hs_graph graph;
    int side[2][HS_GRAPH_MAX_VERTICES]; /* horizontal, rising diagonal: -1 or +1 */
} naive_corners;

/* The Classic board's 54 corners and the sides of the two lines the original uses. */
void naive_corners_build(naive_corners *c);

/* raw[5] = RD RC PC PDR PDB; returns the final score. */
double naive_compat(const naive_corners *c, const hs_board *b, double raw[5]);

#endif
