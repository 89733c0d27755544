/* SPDX-License-Identifier: MIT */
/* run.h: what the opening advice (openings.c) and the runs (run.c) take from each other: the
 * board and a run's options, checked the way hs_sim_run checks them; the spot values of the
 * empty board that a game's opening is measured by. */
#ifndef HEXSEED_SIM_RUN_H
#define HEXSEED_SIM_RUN_H

#include "game.h"

/* The game's view of `board` in a new allocation (*t, freed by the caller with free(); NULL
 * after an error) with `o` checked against it, the number of players into *players. Errors:
 * HS_ENOMEM, and HS_EINVAL for a board the engine does not play or options out of range (diag
 * says which). */
hs_err sim_run_setup(const hs_board *board, const hs_sim_options *o, sim_topo **t, int *players, hs_diag *diag);

/* Plays the games of a run with `options` that `*result` has not summed yet, indices
 * result->games .. until - 1, over options->threads threads (options->games is not read), and
 * adds them to `*result` (which sets result->players): a run played in parts sums as one run of
 * `until` games. Errors as hs_sim_run. */
hs_err sim_run_more(const hs_board *board, const hs_sim_options *options, uint32_t until, hs_sim_result *result,
                    hs_diag *diag);

/* A progress callback that reports a part of a longer run: `o`'s progress is called with base +
 * done of total. A run of a part sets progress = sim_relay and progress_ctx = the relay. */
typedef struct sim_relay {
    const hs_sim_options *o;
    uint32_t base, total;
} sim_relay;
void sim_relay_progress(void *ctx, uint32_t done, uint32_t total);

/* What each vertex of the empty board is worth as a setup settlement to the greedy player (the
 * spot values of hs_sim_spot_values, by vertex), in 1/64 weighted pip: what a game's
 * opening_value sums. */
void sim_opening_values(const sim_topo *t, int16_t value[SIM_MAX_V]);

#endif
