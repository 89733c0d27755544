/* SPDX-License-Identifier: MIT */
/* oracle.h: a SAT oracle for one group of tiles (generate.h): the whole request (terrain bag,
 * numbers, every rule, the locks, the spiral) as a CNF formula for CaDiCaL, asked "can this
 * partial board still be completed?". It only prunes the native search: a branch it cuts holds
 * no board, so the first board that search meets is the same with it or without it. Private. */
#ifndef HEXSEED_ORACLE_H
#define HEXSEED_ORACLE_H

#include <stdbool.h>
#include <stdint.h>

#include "place.h"

typedef struct hs_gen hs_gen;
typedef struct hs_oracle hs_oracle;

/* The formula of group `g` once its draws are made (the spiral path, the counted tokens) and
 * g->terrain_allowed holds the desert placement when that rule is in force. NULL when memory
 * ran out (the search then goes on without the oracle). Free with hs_oracle_free. */
hs_oracle *hs_oracle_new(const hs_gen *g);
void hs_oracle_free(hs_oracle *o);

/* Whether some board completes the values placed so far: the terrain of every variable tile of
 * `terrain` (a stage's solver) that holds one, and, when `numbers` is not NULL, the whole
 * terrain of `terrain` with the numbers placed so far of `numbers`. Returns true when a board
 * exists or the solver could not tell within its per-call effort bound; false when none exists,
 * and then core[t] is set for the variable tiles of the asking stage whose values together
 * already exclude every board (the other entries of core are cleared). */
bool hs_oracle_completes(hs_oracle *o, const hs_place *terrain, const hs_place *numbers, bool *core);

/* Whether any board exists at all (the locks alone): 1 yes, 0 no, -1 the solver could not tell
 * within `conflicts` conflicts (0: no bound). */
int hs_oracle_any(hs_oracle *o, int conflicts);

/* The number of solver calls so far (for tests and benchmarks). */
uint32_t hs_oracle_calls(const hs_oracle *o);

#endif
