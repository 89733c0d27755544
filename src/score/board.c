/* SPDX-License-Identifier: MIT */
/* board.c: the board a share code names (hexseed/board.h): the balance options checked, the
 * board generated, then annealed when the code says so. */
#include "hexseed/board.h"
#include "hexseed/score.h"
#include "../core/fail.h"

_Static_assert(HS_BALANCE_HEXSEED == (int)HS_METRIC_HEXSEED && HS_BALANCE_COMPAT == (int)HS_METRIC_COMPAT &&
                   HS_BALANCE_SEATS == (int)HS_METRIC_SEATS && HS_BALANCE_METRICS == (int)HS_METRIC_COUNT,
               "hs_catan_options.balance_metric holds an hs_metric");

hs_err hs_board_check_balance(const hs_catan_options *o, hs_diag *diag)
{
    if (o->balance > HS_BALANCE_LEAST || o->balance_metric >= HS_BALANCE_METRICS)
        return hs_fail(diag, HS_EINVAL, "unknown balance setting %u/%u", o->balance, o->balance_metric);
    if (!o->balance)
        return HS_OK;
    if (hs_layout_base(o->mode) < 0 || o->landmass)
        return hs_fail(diag, HS_ECONFLICT, "balanced boards are Classic or 5-6 boards");
    if (o->balance_metric == HS_BALANCE_SEATS && o->mode != HS_MODE_CLASSIC && o->mode != HS_MODE_5_6)
        return hs_fail(diag, HS_ECONFLICT, "the seats metric drafts the base game's openings: on a %s board use "
                       "--metric hexseed", hs_mode_name(o->mode));
    if (o->numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT, "a balanced board moves its numbers: drop the spiral");
    if (o->balance_metric == HS_BALANCE_COMPAT && hs_layout_base(o->mode) != HS_MODE_CLASSIC)
        return hs_fail(diag, HS_ECONFLICT, "the compat metric scores Classic boards only: use --metric hexseed");
    if (o->balance_iterations < HS_BALANCE_STEPS_MIN || o->balance_iterations > HS_BALANCE_STEPS_MAX ||
        o->balance_iterations % 1000)
        return hs_fail(diag, HS_EINVAL, "iterations %u is not a multiple of 1000 from %u to %u",
                       (unsigned)o->balance_iterations, HS_BALANCE_STEPS_MIN, HS_BALANCE_STEPS_MAX);
    if (o->n_locks)
        return hs_fail(diag, HS_ECONFLICT, "a balanced board moves every tile: drop the locks or the balancing");
    return HS_OK;
}

static hs_err board_make(const hs_catan_options *options, hs_board *board,
                         void (*progress)(void *ctx, uint32_t step, double best), void *ctx,
                         const hs_cancel *cancel, hs_diag *diag)
{
    hs_err err = hs_board_check_balance(options, diag);
    if (!err)
        err = hs_catan_generate_cancel(options, board, cancel, diag);
    if (err || options->balance == HS_BALANCE_OFF)
        return err;
    hs_optimize_options o = hs_optimize_default();
    o.score.metric = (hs_metric)options->balance_metric;
    o.maximize = options->balance == HS_BALANCE_LEAST;
    o.iterations = options->balance_iterations;
    o.seed = options->seed;
    o.progress = progress;
    o.progress_ctx = ctx;
    o.cancel = cancel;
    hs_optimize_result r;
    int robber_pick = 0; /* the robber stays on the same desert, counted in tile order */
    for (int t = 0; t < board->robber; t++)
        robber_pick += board->tiles[t].terrain == HS_DESERT;
    err = hs_optimize(board, &o, &r, diag);
    board->options = *options;
    for (int t = 0, seen = 0; t < board->n_tiles; t++)
        if (board->tiles[t].terrain == HS_DESERT && seen++ == robber_pick)
            board->robber = t;
    return err;
}

hs_err hs_board_make_with(const hs_catan_options *options, hs_board *board,
                          void (*progress)(void *ctx, uint32_t step, double best), void *ctx, const hs_cancel *cancel,
                          hs_diag *diag)
{
    return board_make(options, board, progress, ctx, cancel, diag);
}

hs_err hs_board_make_progress(const hs_catan_options *options, hs_board *board,
                              void (*progress)(void *ctx, uint32_t step, double best), void *ctx, hs_diag *diag)
{
    return board_make(options, board, progress, ctx, NULL, diag);
}

hs_err hs_board_make_cancel(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel,
                            hs_diag *diag)
{
    return board_make(options, board, NULL, NULL, cancel, diag);
}

hs_err hs_board_make(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    return board_make(options, board, NULL, NULL, NULL, diag);
}
