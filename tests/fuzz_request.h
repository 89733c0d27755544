/* SPDX-License-Identifier: MIT */
/* fuzz_request.h: random board requests (rule sets and locks on Classic and 5-6, numbers
 * searched or along the spiral), the same k always giving the same request: for the oracle's
 * differential test (tests/test_oracle.c) and its benchmark (bench/bench_oracle.c). */
#ifndef HEXSEED_FUZZ_REQUEST_H
#define HEXSEED_FUZZ_REQUEST_H

#include <stdint.h>

#include "hexseed/catan.h"
#include "../src/catan/generate.h"

/* Fills *o with request number k: Classic or 5-6, numbers searched (3 in 4) or spiral, each
 * rule on with probability 0.35 (its parameter drawn uniformly from the range the interfaces
 * accept), 0 to 6 locks of terrains from the bag (a number on half of the land locks, never
 * under the spiral), a random seed; max_nodes and the oracle at their defaults. The locks obey
 * the bags, so the generator accepts every request; whether a board exists is open. */
void hs_fuzz_request(uint32_t k, hs_catan_options *o);

/* The generator started on request *o (Classic or 5-6) as hs_catan_generate starts it: the
 * shape's tiles in *board (its options *o), terrain, numbers and search order drawn. The caller
 * may lower g->budget or set g->cancel, then call hs_gen_solve. */
void hs_fuzz_gen_start(const hs_catan_options *o, hs_board *board, hs_gen *g);

/* CaDiCaL alone on the request's whole formula: 1 a board exists, 0 none, -1 not decided within
 * `conflicts`. */
int hs_fuzz_cadical_alone(const hs_catan_options *o, int conflicts);

/* The request as CLI flags (hexseed catan ...), for messages. */
void hs_fuzz_describe(const hs_catan_options *o, char *buf, size_t size);

#endif
