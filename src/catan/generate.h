/* SPDX-License-Identifier: MIT */
/* generate.h: one group of tiles searched together (a Classic or 5-6 board, one island group of
 * a Seafarers board, or free-form land), its draws, and the two placement stages under the rule
 * table. Shared by catan.c (rulebook layouts) and land.c (boards on any land). Private. */
#ifndef HEXSEED_GENERATE_H
#define HEXSEED_GENERATE_H

#include "catan_internal.h"
#include "hexseed/rng.h"
#include "oracle.h"
#include "place.h"

/* Conflicts the solver may spend on the whole request when the search has run out of a
 * max_nodes below its budget (about a CPU second on the hardest 5-6 requests). */
#define HS_ORACLE_LAST_CONFLICTS 30000
/* The search's budget: the node bound of every released version (max_nodes' default then),
 * within which the first board the search meets is the request's board. Past it, the solver's
 * first board (hs_oracle_first) is, so that no request gives up (docs/design.md). */
#define HS_SEARCH_NODES 5000000u
/* Nodes after which the search, longer than most by then, asks the solver once whether any
 * board exists (a proof ends it; otherwise it goes on as if never stopped), and the conflicts
 * that question may spend (under a CPU second; 10,000 left two proofs of the first 1,000 fuzz
 * requests to after the budget, 30,000 none; a question left open leaves its learned clauses to
 * the solver's board, which needs them). */
#define HS_ORACLE_CHECK_NODES 100000u
#define HS_ORACLE_CHECK_CONFLICTS 30000
/* Conflicts the solver may spend on its first board: a guard against a request no fuzz has
 * shown, far above the hardest seen (docs/benchmarks.md). */
#define HS_ORACLE_FIRST_CONFLICTS 2000000

enum { HS_GEN_UNASKED = -2 };

/* Places of the deserts the spiral keeps its checks for (a power of two; 5-6 has 435). */
#define HS_SPIRAL_SEEN 512

typedef struct hs_gen {
    const hs_shape *shape;  /* the shape these tiles make (spiral, centre); NULL on free land */
    const hs_catan_options *opt;
    int n;
    hs_hex hex[HS_BOARD_MAX_TILES];
    short neighbor[HS_BOARD_MAX_TILES][6];
    uint8_t around[HS_BOARD_MAX_TILES][6]; /* the neighbour, or the tile itself off the board */
    uint8_t n_near[HS_BOARD_MAX_TILES];
    uint8_t near[HS_BOARD_MAX_TILES][6];
    uint16_t corner_of[HS_BOARD_MAX_TILES][6]; /* hs_place_number_corners */
    int n_corners;
    hs_place terrain, numbers;
    uint16_t terrain_allowed[HS_BOARD_MAX_TILES]; /* desert placement */
    uint16_t number_allowed[HS_BOARD_MAX_TILES];  /* min-pips, max-pips */
    uint8_t lock_terrain[HS_BOARD_MAX_TILES];     /* HS_PLACE_NONE where not locked */
    uint8_t lock_number[HS_BOARD_MAX_TILES];      /* HS_PLACE_NONE where not locked */
    int n_terrain;
    uint8_t terrain_bag[HS_BOARD_MAX_TILES];
    int n_tokens;
    uint8_t token_bag[HS_BOARD_MAX_TILES];
    uint8_t order[HS_BOARD_MAX_TILES]; /* the drawn search order of the tiles */
    int spiral_path;                   /* the drawn path: 2*corner + (counter-clockwise) */
    int spiral_used;                   /* the path the numbers were laid along */
    /* For places of the deserts the spiral has met (spiral_numbers), by a hash of their set:
     * the paths whose tokens were checked against the rules that look at numbers alone, and
     * those that obey them. Zero-filled by hs_gen_solve. */
    struct {
        uint64_t deserts;
        uint16_t checked, fit;
    } spiral_seen[HS_SPIRAL_SEEN];
    uint32_t nodes;
    uint32_t budget;                   /* HS_SEARCH_NODES (hs_gen_init); tests may set less */
    uint32_t check_at;                 /* HS_ORACLE_CHECK_NODES; tests may set another */
    int8_t verdict;                    /* what the solver said there: 1 a board exists, 0 none,
                                          -1 it could not tell, HS_GEN_UNASKED */
    bool relaxed;                      /* the spiral's search without the rules by terrain
                                          (generate.c, spiral_hopeless): only a proof counts */
    long solver_conflicts;             /* HS_ORACLE_FIRST_CONFLICTS; tests may set less */
    int n_fixed;                       /* tiles the layout fixes (hs_gen_fix) */
    uint16_t inland_only;              /* terrains the layout keeps off the coast (the lake):
                                          0 but where the caller sets it after hs_gen_init */
    /* The rules read off the table once per board: */
    uint16_t terrain_conflict[16], number_conflict[16];
    uint8_t pips_cap, group_cap;
    uint16_t grouped, counted;
    uint16_t number_domain[HS_TERRAIN_COUNT];   /* per terrain: the numbers its pip limits allow */
    uint8_t pips[16];                  /* per number: its pips, the corner bound's weight */
    hs_oracle *oracle;                 /* made when first asked, freed when hs_gen_solve ends */
    bool oracle_failed;                /* it could not be made: the search goes on alone */
    hs_oracle_numbers first_numbers;   /* the number stage of the solver's first board */
    const hs_cancel *cancel;           /* stops the solver (HS_ECANCEL); NULL: never */
    bool by_solver;                    /* the board (or proof) is the solver's: the search
                                          spent its budget */
} hs_gen;

/* Starts a group of the `n` tiles `tile[0..n)` of `board` (hexes set): their graph, and the
 * locks of `opt` that fall on them. */
void hs_gen_init(hs_gen *g, const hs_shape *shape, const hs_catan_options *opt, const hs_board *board,
                 const uint8_t *tile, int n);

/* Whether tiles have their own terrains (terrain_allowed): under the desert rule, or with
 * terrains the layout keeps inland. */
static inline bool hs_gen_places(const hs_gen *g)
{
    return (g->opt->rules.on & HS_RULE_DESERT) || g->inland_only;
}

/* Fixes tile t of the group to `terrain` and `number` (0: none, or left to the search) as the
 * layout draws it (Through the Desert's deserts, a river's hexes): like a lock, before the draws;
 * the terrain and the number leave their bags. */
void hs_gen_fix(hs_gen *g, int t, int terrain, int number);

/* The draws, each from `rng` in the caller's documented order: a shuffle of the terrain bag
 * (counts per terrain, less the locked tiles); the numbers (a spiral path, or a shuffle of the
 * tokens less the locked numbers); the search order of the tiles. */
void hs_gen_draw_terrain(hs_gen *g, hs_rng *rng, const uint8_t *bag);
void hs_gen_draw_numbers(hs_gen *g, hs_rng *rng, const uint8_t *tokens, int n_tokens);
void hs_gen_draw_order(hs_gen *g, hs_rng *rng);

/* A Classic or 5-6 board started as hs_catan_generate starts it (catan.c): the shape's tiles in
 * *board, the group of all of them, and the draws in their released order (terrain, numbers,
 * the harbor types into harbor_bag (HS_SHAPE_MAX_HARBORS), the robber, the search order).
 * Returns which desert the robber starts on. The caller may set g->cancel (tests: lower
 * g->budget), then call hs_gen_solve. */
int hs_catan_start(hs_gen *g, const hs_catan_options *options, hs_board *board, uint8_t *harbor_bag);

/* Terrain, then numbers, under every rule: the first board the search meets within its budget
 * of nodes, else (the oracle on) the solver's first board. HS_EUNSAT when no placement exists
 * (proven by the complete search or the solver), HS_ELIMIT when a max_nodes below the budget
 * ran out first, or the oracle is off and the budget ran out, or (never seen) the solver ran out
 * of HS_ORACLE_FIRST_CONFLICTS. */
hs_err hs_gen_solve(hs_gen *g, hs_diag *diag);

/* CaDiCaL alone on the group's whole formula (oracle.h), once the draws are made: 1 a board
 * exists, 0 none, -1 it could not tell within `conflicts` conflicts (0: no bound) or memory ran
 * out. For tests and benchmarks: the other engine that "no board" answers are checked against. */
int hs_gen_oracle_verdict(hs_gen *g, int conflicts);

/* The same, with the formula written to `out` in DIMACS (oracle.h, hs_oracle_dimacs): for a
 * second solver to check the proofs on. */
int hs_gen_oracle_dimacs(hs_gen *g, int conflicts, hs_sink out);

/* Copies the solved terrain and numbers onto board tiles tile[0..n) (tile NULL: 0..n). */
void hs_gen_store(const hs_gen *g, const uint8_t *tile, hs_board *board);

/* Search nodes beyond the straight descent through every tile and token. */
uint32_t hs_gen_extra_nodes(const hs_gen *g);

/* Harbors on the coastal edges of the board's land (tiles not sea), as free-form land takes
 * them (land.c): `want` of them (-1: 9 per 30 coastal edges), at most HS_LAND_MAX_HARBORS, no
 * two sharing a corner, 4 in 9 of them 3:1 and the rest 2:1 of different resources. Draws: a
 * shuffle of the coastal edges, a shuffle of the five resources, the types over the slots. */
void hs_land_harbors(hs_board *board, hs_rng *rng, int want);

/* The pick-th desert tile of the board (-1 without one). */
int hs_board_desert(const hs_board *board, int pick);

#endif
