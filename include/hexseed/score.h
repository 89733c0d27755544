/* SPDX-License-Identifier: MIT */
/* hexseed/score.h: how balanced a board is. Two metrics of the same five ideas: `compat`, the
 * 2021 score (docs/balance.md) reproduced bit for bit (quirks included), and
 * `hexseed`, the same ideas with the flaws fixed (docs/balance.md); plus the optimizer that
 * finds the most (or least) balanced board under the placement rules. Lower is more balanced.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_SCORE_H
#define HEXSEED_SCORE_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/board.h" /* hs_board_make, which once lived here */
#include "hexseed/catan.h"
#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* hexseed: five factors in [0,1] (docs/balance.md); compat: the 2021 score bit for bit (Classic
 * only); seats: the opening draft played on the empty board (hs_sim_draft_values: each seat's two
 * settlement spots, snake order, best spot left), (richest seat - poorest) / richest, in [0,1]
 * (docs/fairness.md). */
typedef enum hs_metric { HS_METRIC_HEXSEED, HS_METRIC_COMPAT, HS_METRIC_SEATS, HS_METRIC_COUNT } hs_metric; /* the count may grow */

/* "hexseed", "compat", "seats" ("?" out of range). Errors: none. */
const char *hs_metric_name(hs_metric metric);
/* The metric called `name`, or -1. Errors: none (-1 as said). */
int hs_metric_from_name(const char *name);
/* "hexseed, compat, seats": for messages that list the choices. */
#define HS_METRIC_NAMES "hexseed, compat, seats"

/* The factors, in the order of the score's sum. HS_FACTOR_COUNT may grow up to
 * HS_SCORE_MAX_FACTORS, the room of hs_score's arrays. */
enum { HS_RD, HS_RC, HS_PC, HS_PDR, HS_PDB, HS_HARBOR, HS_FACTOR_COUNT };
#define HS_SCORE_MAX_FACTORS 12

typedef struct hs_score_options {
    hs_metric metric; /* default HS_METRIC_HEXSEED */
    bool harbors;     /* add the harbor factor (hexseed metric only); default false */
    /* Zero (as the _default() function leaves it); HS_EINVAL otherwise. A later version turns
     * these words into fields whose zero means "as before" (docs/library.md, "ABI"). */
    uint64_t reserved[2];
} hs_score_options;

/* The hexseed metric, without the harbor factor. Errors: none. */
hs_score_options hs_score_default(void);

/* Three lines through the board's centre (horizontal, rising at 60 degrees, falling at 60
 * degrees): each land tile's side, -1, 0 (on the line) or +1. */
typedef struct hs_lines {
    int n_tiles;
    int8_t side[3][HS_BOARD_MAX_TILES];
} hs_lines;

typedef struct hs_score {
    hs_metric metric;
    bool harbors;
    double raw[HS_SCORE_MAX_FACTORS];  /* compat: RD RC PC PDR PDB exactly as the original; 0
                                          past HS_FACTOR_COUNT */
    double norm[HS_SCORE_MAX_FACTORS]; /* raw / limit; in [0,1] for the hexseed metric */
    double score;                  /* the mean of the normalised factors */
    /* Per line (horizontal, rising, falling): resource and dot imbalance, side A minus B. */
    int line_rd[3], line_pdb[3];
    /* Zeroed by the library; later versions may fill it (docs/library.md, "ABI"). */
    uint64_t reserved[4];
} hs_score;

/* The sides of each tile for the three lines through the centroid of the land. Errors: none. */
hs_lines hs_lines_of(const hs_board *board);

/* The seats metric of `board` (Classic or 5-6) into *score, in [0,1]; errors as
 * hs_sim_draft_values (HS_EINVAL for boards the game engine does not play). Errors: HS_EINVAL (a
 * board the engine does not play: another mode, sea or gold, too large), HS_ENOMEM (the game
 * engine's tables), each with its reason in `diag`. */
hs_err hs_score_seats(const hs_board *board, double *score, hs_diag *diag);

/* hs_score_seats with `players` seats at the table (2 to the board's most) instead of the
 * layout's most: the seat spread a table of that many players faces (hexseed/event.h). Errors:
 * as hs_score_seats; HS_EINVAL also for `players` out of that range. */
hs_err hs_score_seats_for(const hs_board *board, int players, double *score, hs_diag *diag);

/* Scores `board`. The compat metric takes Classic boards (19 tiles) only; the hexseed metric
 * takes any board. HS_EINVAL when the board does not fit the metric (diag says why). Errors:
 * HS_EINVAL (options not from hs_score_default, an unknown metric, a board the metric does not
 * take), HS_ENOMEM; the seats metric adds hs_score_seats'. Each with its reason in `diag`. */
hs_err hs_score_board(const hs_board *board, const hs_score_options *options, hs_score *out, hs_diag *diag);

/* The compat score of a Classic board (19 land tiles in the Classic layout's order), with no
 * allocation: the fast path of hs_score_board for that metric, for callers that score millions
 * of boards. HS_EINVAL (`*out` untouched, `diag` says why) for another number of tiles, sea, or
 * a terrain or number out of range. Errors: HS_EINVAL only, as said. */
hs_err hs_score_compat_classic(const hs_board *board, hs_score *out, hs_diag *diag);

/* Reads a board line (docs/formats.md): 19 (Classic), 30 (5-6), 72 (New Shores) or 94 (New
 * Shores 5-6) terrain letters, then as many numbers. The board's options name the mode; seed 0.
 * HS_EPARSE with the position and the reason for anything malformed: a number that is not 2..12
 * (0 on deserts and sea only), a wrong count. Non-standard bags are accepted (the compat score
 * takes them as the original did). Errors: HS_EPARSE as said; HS_EINVAL ("no <mode> board to
 * read into") only if the layout's own empty board cannot be made. Each with its reason in
 * `diag`. */
hs_err hs_board_parse_line(const char *line, hs_board *board, hs_diag *diag);

/* ---- The optimizer ------------------------------------------------------------------------ */

typedef struct hs_optimize_options {
    hs_score_options score;
    bool maximize;         /* false: most balanced (lowest score); true: least balanced */
    uint32_t iterations;   /* simulated-annealing steps, 1..10,000,000; default 200,000 */
    uint32_t seed;         /* the annealing's own random stream; default 0 */
    double stop_at;        /* stop as soon as the score is at or past this; NaN: never */
    /* Called every 65,536 steps with the best score so far (optional; for progress lines). */
    void (*progress)(void *ctx, uint32_t step, double best);
    void *progress_ctx;
    /* Cooperative cancellation (optional): when it points to true, the run stops within 4,096
     * steps with HS_ECANCEL and leaves `board` as it was. Default NULL: never cancelled. */
    const hs_cancel *cancel;
    /* Zero (as the _default() function leaves it); HS_EINVAL otherwise. A later version turns
     * these words into fields whose zero means "as before" (docs/library.md, "ABI"). */
    uint64_t reserved[4];
} hs_optimize_options;

/* Minimise the hexseed metric in 200,000 steps with seed 0, no early stop, no progress calls.
 * Errors: none. */
hs_optimize_options hs_optimize_default(void);

typedef struct hs_optimize_result {
    uint32_t steps;        /* steps taken */
    uint32_t best_step;    /* the step that found the best board */
    uint32_t accepted;
    double best;           /* the best board's score */
    /* Zeroed by the library; later versions may fill it (docs/library.md, "ABI"). */
    uint64_t reserved[4];
} hs_optimize_result;

/* Improves `board` in place by simulated annealing over swaps of terrains, of number tokens and
 * of whole tiles, with delta updates of the score's sums, keeping every placement rule of
 * board->options.rules. `board` must already obey its rules (a generated board does).
 * Deterministic for the same board and options. Leaves the best board found in `board`. Errors:
 * HS_EINVAL (options not from their _default(), a board neither Classic nor 5-6, an unknown
 * metric, compat off Classic, iterations outside 1 to 10,000,000), HS_ECONFLICT (the spiral's
 * numbers, which a balanced board must move), HS_ENOMEM, HS_ECANCEL (options->cancel set:
 * `board` is then left as it was, *result says the steps taken); each with its reason in `diag`.
 * *result is zeroed first on every path. Thread-safety: any thread; options->progress is called
 * from the calling thread. */
hs_err hs_optimize(hs_board *board, const hs_optimize_options *options, hs_optimize_result *result, hs_diag *diag);

/* The scoring options of a request of the generator table's score: its metric and harbors.
 * HS_EINVAL for a request of another generator. Errors: HS_EINVAL only, as said. */
typedef struct hs_request hs_request;
typedef struct hs_param hs_param;
hs_err hs_score_options_read(const hs_request *r, hs_score_options *o, hs_diag *diag);

/* Each board line of a request of score (its `board` values, in order), parsed and scored by the
 * request's metric, handed to `each` (may be NULL: only checked) with the line and its score;
 * stops at the first error. *bad (may be NULL) names the parameter at fault: board for a line
 * that does not read, metric for a board the metric does not take, harbors beside another
 * metric. Errors: those, HS_ENOMEM, or what `each` returns. */
hs_err hs_score_request_each(const hs_request *r, hs_err (*each)(void *ctx, const char *line, const hs_score *score),
                             void *ctx, const hs_param **bad, hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
