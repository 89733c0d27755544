/* SPDX-License-Identifier: MIT */
/* run.h: what the opening advice (openings.c) takes from the runs (run.c): the board and a run's
 * options, checked the way hs_sim_run checks them. */
#ifndef HEXSEED_SIM_RUN_H
#define HEXSEED_SIM_RUN_H

#include "game.h"

/* The game's view of `board` in a new allocation (*t, freed by the caller with free(); NULL
 * after an error) with `o` checked against it, the number of players into *players. Errors:
 * HS_ENOMEM, and HS_EINVAL for a board the engine does not play or options out of range (diag
 * says which). */
hs_err sim_run_setup(const hs_board *board, const hs_sim_options *o, sim_topo **t, int *players, hs_diag *diag);

#endif
