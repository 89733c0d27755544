/* SPDX-License-Identifier: MIT */
/* hexseed/board.h: the board a share code names, whole: generated (hexseed/catan.h) and, for a
 * balanced code, annealed (hexseed/score.h) with the metric, direction and steps it carries. What
 * the CLI's `board` command and the server's /board/ pages call. */
#ifndef HEXSEED_BOARD_H
#define HEXSEED_BOARD_H

#include <stdint.h>

#include "hexseed/catan.h"
#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* HS_OK when the balance fields of `options` are in range and fit the board: a metric and a
 * step count a code can carry (a multiple of 1,000 from HS_BALANCE_STEPS_MIN to _MAX), a
 * Classic or 5-6 board with searched numbers and no locked tile, compat on Classic only.
 * HS_EINVAL or HS_ECONFLICT with the reason otherwise. */
hs_err hs_board_check_balance(const hs_catan_options *options, hs_diag *diag);

/* Makes the board `options` name, balanced boards included: generates it and, when
 * options->balance asks for it, anneals it (seeded with options->seed, the metric and the
 * iterations the options carry), so a share code rebuilds the very same board. Errors: those of
 * hs_catan_generate and hs_board_check_balance. */
hs_err hs_board_make(const hs_catan_options *options, hs_board *board, hs_diag *diag);

/* The options a request of the generator table's board names: its share code decoded
 * (hs_code_decode's errors: HS_ECODE, HS_EVERSION, ...); HS_EINVAL for a request of another
 * generator. */
typedef struct hs_request hs_request;
hs_err hs_board_options_read(const hs_request *r, hs_catan_options *o, hs_diag *diag);

/* hs_board_make with a progress callback for long balancing runs (may be NULL). */
hs_err hs_board_make_progress(const hs_catan_options *options, hs_board *board,
                              void (*progress)(void *ctx, uint32_t step, double best), void *ctx,
                              hs_diag *diag);

/* hs_board_make that stops with HS_ECANCEL when `*cancel` becomes true (see
 * hs_optimize_options.cancel; NULL: never). For servers that must give up on shutdown. */
hs_err hs_board_make_cancel(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel,
                            hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
