/* SPDX-License-Identifier: MIT */
/* score_internal.h: the sums both metrics are computed from, kept so that the optimizer can
 * update them by deltas when it swaps two tiles; and the hexseed metric's limits. */
#ifndef HEXSEED_SCORE_INTERNAL_H
#define HEXSEED_SCORE_INTERNAL_H

#include "hexseed/score.h"

typedef struct hs_sums {
    const hs_board *board;
    hs_lines lines;
    short nb[HS_BOARD_MAX_TILES][6];
    int kind_diff[3][HS_TERRAIN_COUNT]; /* per line: tiles of a terrain on side +1 minus side -1 */
    int dot_diff[3];                    /* per line: dots on side +1 minus side -1 */
    int dots_of[HS_TERRAIN_COUNT];      /* dots on the tiles of each terrain */
    int terrain_pairs;                  /* neighbouring producing tiles of equal terrain */
    int number_pairs;                   /* neighbouring tiles with equal numbers */
} hs_sums;

/* The hexseed metric's limits for a board's bag and shape (constant while tiles swap). */
typedef struct hs_limits {
    int line_rd[3], line_pdb[3];
    int rc, pc;
    double pdr;
    bool pdr_exact;   /* the PDR limit is the exact maximum, not a bound */
    double expected[HS_TERRAIN_COUNT];
    int work[2][HS_BOARD_MAX_TILES + 1][HS_BOARD_MAX_TILES + 1]; /* room for the RD search */
} hs_limits;

void hs_sums_build(hs_sums *s, const hs_board *b);
/* HS_OK, or HS_ENOMEM when the exact PDR search cannot get its table (never a weaker limit). */
hs_err hs_limits_build(hs_limits *lim, const hs_sums *s);
void hs_hexseed_from_sums(const hs_sums *s, const hs_limits *lim, bool harbors, hs_score *out);
void hs_compat_from_sums(const hs_sums *s, int pc_vertex_pairs, hs_score *out);

#endif
