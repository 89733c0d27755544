/* SPDX-License-Identifier: MIT */
/* options.h: what the generator table points at in the options readers (options.c): the checks
 * of values that only tell together. Not installed. */
#ifndef HEXSEED_REQUEST_OPTIONS_H
#define HEXSEED_REQUEST_OPTIONS_H

#include "hexseed/generators.h"

/* A request of catan or seafarers read as hs_board_options_read reads it, for what it refuses
 * (of board, its explanation's parameters): HS_EINVAL with *bad the parameter at fault. */
hs_err hs_board_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag);

/* The board lines of a request of score, each parsed and scored (hs_score_request_each). */
hs_err hs_score_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag);

/* A request of fairness or openings read as hs_sim_options_read reads it, for what it refuses. */
hs_err hs_sim_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag);

#endif
