/* SPDX-License-Identifier: MIT */
/* answer.h: a server's answer to a request target made as the server makes it, without a
 * socket: the route's handler, then the job it hands to the work pool (if any). */
#ifndef HEXSEED_TEST_ANSWER_H
#define HEXSEED_TEST_ANSWER_H

#include "hexseed/error.h"

#include "../server/http.h"

/* Fills `res` (the caller frees res->body) with the answer to `target`; the pool's job, if any,
 * runs with `cancel` (may be NULL). Fails the test when the target does not parse or has no
 * route. */
void answer_by_hand(const char *target, const hs_cancel *cancel, srv_response *res);

#endif
