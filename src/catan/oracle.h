/* SPDX-License-Identifier: MIT */
/* oracle.h: a SAT oracle for one group of tiles (generate.h): the whole request (terrain bag,
 * numbers, every rule, the locks, the spiral) as a CNF formula for CaDiCaL, asked "can this
 * partial board still be completed?". It only prunes the native search: a branch it cuts holds
 * no board, so the first board that search meets is the same with it or without it. Private. */
#ifndef HEXSEED_ORACLE_H
#define HEXSEED_ORACLE_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/sink.h"
#include "place.h"

typedef struct hs_gen hs_gen;
typedef struct hs_oracle hs_oracle;

/* The formula of group `g` once its draws are made (the spiral path, the counted tokens) and
 * g->terrain_allowed holds the desert placement when that rule is in force. NULL when memory
 * ran out (the search then goes on without the oracle). Free with hs_oracle_free. */
hs_oracle *hs_oracle_new(const hs_gen *g);
void hs_oracle_free(hs_oracle *o);

/* Whether a fatal path of CaDiCaL ran inside one of the calls below (memory ran out in it, or it
 * would have called exit() or abort(): src/catan/guard.h). The solver is then abandoned and its
 * memory leaked; every later call answers "could not tell" (true, -1) without asking it. */
bool hs_oracle_broken(const hs_oracle *o);

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

/* For tests: CaDiCaL on the whole formula of group g as hs_oracle_any answers (1, 0, -1), and
 * that formula written to `out` in DIMACS (with group=N's clauses as far as the solver needed
 * them: each forbids only what the rule does), for a second solver to check a proof on. -1 also
 * when memory ran out. */
int hs_oracle_dimacs(const hs_gen *g, int conflicts, hs_sink out);

/* The number stage of hs_oracle_first, filled by the caller: prepare(ctx, terrain) is called
 * once the terrain is chosen and sets skip[t] for the tiles whose number is not chosen (no number
 * there, or a locked one) and drawn[t] for the others (the token the draw gave the hex, or
 * HS_PLACE_NONE); copies[x] is how many tokens x the chosen hexes share out. value[] receives
 * the numbers of the chosen hexes. */
typedef struct hs_oracle_numbers {
    void (*prepare)(void *ctx, const uint8_t *terrain);
    void *ctx;
    bool skip[HS_BOARD_MAX_TILES];
    uint8_t drawn[HS_BOARD_MAX_TILES];
    uint8_t copies[16];
    uint8_t value[HS_BOARD_MAX_TILES];
} hs_oracle_numbers;

/* The first board in the solver's order (docs/design.md, "Past the budget"), which depends
 * only on the request, not on the solver: the tiles in `order`, those without terrain_skip[t]
 * each taking, given the choices before it, the first terrain with which some board exists —
 * drawn_terrain[t] first, then the others in ascending order; then, when `numbers` is not NULL,
 * the same for the numbers of its hexes over the number classes (numbers every rule treats
 * alike), each hex then keeping its value where copies are left (see oracle.c). Fills
 * terrain[t] for the chosen tiles. Returns 1 (a board), 0 (none exists), -1 (the solver spent
 * `conflicts` conflicts first, or the build has no oracle). The choices stay in the formula as
 * clauses: ask the oracle nothing else afterwards. */
int hs_oracle_first(hs_oracle *o, const uint8_t *order, const bool *terrain_skip, const uint8_t *drawn_terrain,
                    uint8_t *terrain, hs_oracle_numbers *numbers, long conflicts);

#endif
