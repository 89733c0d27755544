/* SPDX-License-Identifier: MIT */
/* hexseed/landmass.h: the Seafarers landmass of an elementary cellular automaton
 * (docs/landmass.md): an 8x8 grid of flat-topped hexes in odd-q columns,
 * grown row by row from a start row under a Wolfram rule, with 44 real cells and 20
 * imaginary ones; and a survey that rates every (rule, start) pair for play.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_LANDMASS_H
#define HEXSEED_LANDMASS_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/error.h"
#include "hexseed/hex.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HS_LANDMASS_ROWS 8
#define HS_LANDMASS_COLS 8
#define HS_LANDMASS_REAL 44

typedef struct hs_landmass_options {
    uint8_t rule;  /* Wolfram rule 0..255; default 77 (the original's default) */
    uint8_t start; /* the top row, MSB = column 0; default 88 */
    bool swap;     /* exchange land and water after growing; default false */
} hs_landmass_options;

/* The original's defaults: rule 77, start 88, no swap. Errors: none. */
hs_landmass_options hs_landmass_default(void);

/* A grown landmass: a plain value. alive[r][c] is 1 for land ("alive"), 0 for water. */
typedef struct hs_landmass {
    hs_landmass_options options;
    uint8_t alive[HS_LANDMASS_ROWS][HS_LANDMASS_COLS];
} hs_landmass;

/* Grows the landmass `o` names. Pure; never fails. Errors: none. */
hs_landmass hs_landmass_grow(const hs_landmass_options *o);

/* True for the 44 real cells (the playing area); the other 20 are imaginary: part of the
 * automaton, not of the map. Errors: none (false outside the grid). */
bool hs_landmass_is_real(int row, int col);

/* The grid legend: '#' real land, '~' real water, 'x' imaginary alive, '.' imaginary dead.
 * Errors: none; a cell outside the grid is a caller's bug (not checked). */
char hs_landmass_cell_char(const hs_landmass *m, int row, int col);

/* The real cells as hexseed's pointy-top axial hexes, in row-major order of the result (the
 * order boards keep their tiles): the odd-q grid is turned so that each column becomes a row
 * (column c -> row r = c - 3, and grid row g -> doubled-width position 2g + (c & 1)), which keeps
 * every neighbour a neighbour. Writes HS_LANDMASS_REAL hexes into `hexes` and, per hex, whether
 * it is land into `land`; `cell` (optional) receives row * 8 + col of each. Returns 44. Errors:
 * none; the buffers must hold HS_LANDMASS_REAL entries (not checked). */
int hs_landmass_hexes(const hs_landmass *m, hs_hex *hexes, bool *land, uint8_t *cell);

/* ---- Survey ------------------------------------------------------------------------------ */

/* What a landmass offers for play, measured on its real cells. */
typedef struct hs_landmass_rating {
    uint8_t rule, start;
    uint8_t land;         /* real land cells, 0..44 */
    uint8_t islands;      /* connected land groups */
    uint8_t largest;      /* cells in the largest island */
    uint8_t small;        /* islands of 1..5 cells */
    uint8_t coast;        /* land-water edges between real cells */
    uint16_t same;        /* how many (rule, start) pairs make this very map */
    double score;         /* 0..100, docs/landmass.md */
    uint64_t mask;        /* bit row*8+col set for real land */
} hs_landmass_rating;

/* The original page's reading of a form field (PHP): "" or "0" give `fallback`; otherwise the
 * leading integer (0 when there is none), in binary, left-padded to 8 digits, cut to its first
 * 8 digits (300 -> 10010110 = 150); negative numbers read as 255. `hexseed landmass --compat`
 * reads --rule and --start so; the generator table's rule and start are plain 0..255. Errors:
 * none. */
uint8_t hs_landmass_compat_value(const char *text, uint8_t fallback);

/* The options a request of the generator table names (hexseed/generators.h), from the defaults
 * up. Errors, HS_EINVAL with the message: a request of another generator, rule, start or swap
 * given with survey ("survey rates every rule and start: drop rule"). Errors: HS_EINVAL only, as
 * said. */
typedef struct hs_request hs_request;
hs_err hs_landmass_options_read(const hs_request *r, hs_landmass_options *o, hs_diag *diag);

/* Rates one landmass. Errors: none. */
hs_landmass_rating hs_landmass_rate(const hs_landmass *m);

/* How many ratings the survey's work buffer holds: one per (rule, start) pair. */
#define HS_LANDMASS_SURVEY_WORK 65536

/* Rates all 65,536 (rule, start) pairs (without swap), merges pairs that make the same map
 * (keeping the smallest rule, then start, and counting the others in `same`), and writes the
 * best distinct maps into `out`, which holds `top` ratings, best first (ties: smaller rule,
 * then start); `*written` says how many (at most `top`, fewer when fewer maps differ). `work`
 * holds `work_count` ratings, at least HS_LANDMASS_SURVEY_WORK; both buffers are the caller's.
 * HS_EINVAL (and `diag` says why) when `work` is too small. Errors: HS_EINVAL only, as said. */
hs_err hs_landmass_survey(hs_landmass_rating *work, size_t work_count, hs_landmass_rating *out, size_t top,
                          int *written, hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
