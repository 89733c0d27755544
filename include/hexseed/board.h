/* SPDX-License-Identifier: MIT */
/* hexseed/board.h: the board a share code names, whole: generated (hexseed/catan.h) and, for a
 * balanced code, annealed (hexseed/score.h) with the metric, direction and steps it carries. What
 * the CLI's `board` command and the server's /board/ pages call.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_BOARD_H
#define HEXSEED_BOARD_H

#include <stdint.h>

#include "hexseed/catan.h"
#include "hexseed/error.h"
#include "hexseed/sink.h"

#ifdef __cplusplus
extern "C" {
#endif

/* HS_OK when the balance fields of `options` are in range and fit the board: a metric and a
 * step count a code can carry (a multiple of 1,000 from HS_BALANCE_STEPS_MIN to _MAX), a
 * Classic or 5-6 board with searched numbers and no locked tile, compat on Classic only.
 * HS_EINVAL or HS_ECONFLICT with the reason otherwise. Errors: HS_EINVAL (an unknown balance
 * setting, a step count a code cannot carry), HS_ECONFLICT (balancing a board of another mode,
 * with the spiral's numbers or with locked tiles, or compat off Classic). */
hs_err hs_board_check_balance(const hs_catan_options *options, hs_diag *diag);

/* Makes the board `options` name, balanced boards included: generates it and, when
 * options->balance asks for it, anneals it (seeded with options->seed, the metric and the
 * iterations the options carry), so a share code rebuilds the very same board. Errors: those of
 * hs_catan_generate and hs_board_check_balance. */
hs_err hs_board_make(const hs_catan_options *options, hs_board *board, hs_diag *diag);

/* The options a request of the generator table's catan, seafarers or board names: for board its
 * share code decoded (hs_code_decode's errors: HS_ECODE, HS_EVERSION, ...); for catan and
 * seafarers its values, each checked with the others (a scenario's own rules unless rules are
 * given; balancing only on Classic and 5-6, with searched numbers; harbors with the hexseed
 * metric), HS_EINVAL saying what is wrong. The seed is the request's (0 when not given: a face
 * that wants a fresh one sets it first); budget-ms is hs_request_board's to spend. HS_EINVAL
 * for a request of another generator. Errors: as said; every one with its reason in `diag`. */
typedef struct hs_request hs_request;
typedef struct hs_run_options hs_run_options;
hs_err hs_board_options_read(const hs_request *r, hs_catan_options *o, hs_diag *diag);

/* The board a request of catan, seafarers or board asks for, made as hs_request_run makes it:
 * balanced within budget-ms when it is given (runs of 25,000, 50,000, ... steps while they fit,
 * the last one that finished kept, its step count in the share code), with o's progress (the
 * balancing steps) and cancel flag (o may be NULL). With explain on, *score (may be NULL
 * otherwise) is its balance score by the request's metric. Through o->aside the board's share
 * code ("code") where the format does not show it, and the explanation ("explanation") where
 * the format has no room for it. For faces that draw the board themselves (libhexseed-cairo's
 * PNG and PDF, a server's page). Errors: hs_board_options_read's, hs_board_make's, and
 * hs_score_board's (a board its metric does not take). */
typedef struct hs_score hs_score;
hs_err hs_request_board(const hs_request *r, const hs_run_options *o, hs_board *board, hs_score *score,
                        hs_diag *diag);

/* Writes `board`, made for `r` (by hs_request_board, with its `score` when r explains it; score
 * may be NULL otherwise), in r's format as hs_request_run writes it: for a face that keeps the
 * boards it made and writes them again in other formats and styles (the JavaScript face's
 * cache). Formats drawn by cairo are HS_EINVAL here. Errors: the renderer's, or the sink's. */
hs_err hs_request_write_board(const hs_request *r, const hs_run_options *o, const hs_board *board,
                              const hs_score *score, hs_sink out, hs_diag *diag);

/* hs_board_make with a progress callback for long balancing runs (may be NULL) and a cancel
 * flag (may be NULL; HS_ECANCEL): what hs_board_make_progress and _cancel each give half of.
 * Errors: hs_board_make's, and HS_ECANCEL once `cancel` is set. */
hs_err hs_board_make_with(const hs_catan_options *options, hs_board *board,
                          void (*progress)(void *ctx, uint32_t step, double best), void *ctx, const hs_cancel *cancel,
                          hs_diag *diag);

/* hs_board_make with a progress callback for long balancing runs (may be NULL). Errors:
 * hs_board_make's. */
hs_err hs_board_make_progress(const hs_catan_options *options, hs_board *board,
                              void (*progress)(void *ctx, uint32_t step, double best), void *ctx,
                              hs_diag *diag);

/* hs_board_make that stops with HS_ECANCEL when `*cancel` becomes true (see
 * hs_optimize_options.cancel; NULL: never). For servers that must give up on shutdown. Errors:
 * hs_board_make's, and HS_ECANCEL once `cancel` is set. Thread-safety: any thread; `cancel` may
 * be set from another thread while it runs. */
hs_err hs_board_make_cancel(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel,
                            hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
