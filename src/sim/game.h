/* SPDX-License-Identifier: MIT */
/* game.h: the rules' half of the game engine (game.c): the board as a game sees it, the state,
 * the actions and the rule primitives. Everything above reads it: the players (plan.h, bot_*.c),
 * their table (bots.h), the runs (run.c, openings.c) and the rule tests (tests/test_sim.c); it
 * needs nothing of theirs, and its inline functions nothing from a .c file. The rules call a
 * seat's player only through its sim_bot table; they keep the players' memos current (a change
 * of the board forgets the answers it makes stale) and hold the players' style and cache
 * pointers without looking inside. */
#ifndef HEXSEED_SIM_GAME_H
#define HEXSEED_SIM_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/rng.h"
#include "hexseed/sim.h"

#define SIM_MAX_T 32
#define SIM_MAX_V 96
#define SIM_MAX_E 128
#define SIM_NONE 0xFF
#define SIM_MAX_ACTIONS 320

enum { SIM_LUMBER, SIM_BRICK, SIM_GRAIN, SIM_WOOL, SIM_ORE, SIM_RES };
enum { SIM_KNIGHT, SIM_VP, SIM_ROADS, SIM_PLENTY, SIM_MONO, SIM_DEV };
enum { SIM_MAX_SETTLEMENTS = 5, SIM_MAX_CITIES = 4, SIM_MAX_ROADS = 15 };
/* Trading between players (when the run turns it on): offers a player may make in a turn. */
enum { SIM_OFFERS_PER_TURN = 3 };

/* The board as a game sees it: built once per board, read-only while games run. */
typedef struct sim_topo {
    int nt, nv, ne;
    int8_t tile_res[SIM_MAX_T];        /* SIM_LUMBER.., or -1 (desert) */
    uint8_t tile_num[SIM_MAX_T], tile_pips[SIM_MAX_T];
    short tile_v[SIM_MAX_T][6];
    short v_tile[SIM_MAX_V][3];        /* -1 padded */
    short v_adj[SIM_MAX_V][3];         /* neighbouring vertices, -1 padded */
    short v_edge[SIM_MAX_V][3];        /* v_edge[v][k] joins v and v_adj[v][k] */
    uint8_t degree[SIM_MAX_V];         /* neighbours of v: the first entries of v_adj and v_edge */
    uint8_t room[SIM_MAX_V];           /* land corners within two roads of v (plan_room) */
    short e_v[SIM_MAX_E][2];
    int8_t v_harbor[SIM_MAX_V];        /* -1 none, 0 the 3:1 harbor, 1 + resource a 2:1 one */
    /* Vertex sets (bit v of a pair of words is vertex v): a tile's corners; a vertex with its
     * neighbours. */
    uint64_t tile_set[SIM_MAX_T][2];
    uint64_t near_set[SIM_MAX_V][2];
    uint8_t n_roll[13], roll_tile[13][4];
    int robber0;
    int bank0;                         /* cards of each resource: 19, or 24 on 5-6 */
    int deck0[SIM_DEV];
    int min_players, max_players;
    bool building_phase;               /* the 5-6 special building phase */
} sim_topo;

typedef struct sim_player {
    int res[SIM_RES], nres;
    int dev[SIM_DEV];     /* held and playable (bought before this turn); VP cards too */
    int dev_new[SIM_DEV]; /* bought this turn */
    int knights;          /* knights played */
    int settlements, cities, roads; /* on the board */
    int road_len;         /* longest road, kept current */
    int ratio[SIM_RES];   /* 4, 3 or 2 */
    int prod[SIM_RES];    /* pips of production (a city counts twice), robber ignored */
} sim_player;

/* What a player's memo remembers (struct sim_memo): its style's best settlement spot, best city,
 * first road toward a spot, and the road that lengthens its longest road most. */
enum { SIM_MEMO_SETTLE, SIM_MEMO_CITY, SIM_MEMO_ROAD, SIM_MEMO_LENGTHEN, SIM_MEMO_KINDS };
/* What a memo's answer read at a vertex, so what change there forgets it: whether the vertex is
 * free (a settlement at it or beside it), whether it is built (a settlement at it), its value
 * (the robber coming to or leaving one of its tiles); and, a set of edges rather than vertices,
 * the empty edges it went along (a road on one of them). */
enum { SIM_READ_FREE, SIM_READ_BUILT, SIM_READ_EDGES, SIM_READ_VALUE, SIM_READS };
/* A memo's answer not known (any change forgets it so), or, for the road toward a spot only,
 * its way known but not the values at its end (a change of what is free or of values). */
enum { SIM_MEMO_UNKNOWN = -2, SIM_MEMO_STALE = -3 };

/* A style's spot values for one player in one state (a memo's, or the thread cache's openings):
 * value[v] is known when bit v of `known` is set. */
typedef struct sim_values {
    uint64_t known[2];
    double value[SIM_MAX_V];
} sim_values;

typedef enum sim_phase { SIM_SETUP, SIM_MAIN, SIM_BUILDING, SIM_OVER } sim_phase;

typedef struct sim_game sim_game;
typedef void (*sim_hook)(const sim_game *g, void *ctx);

typedef struct sim_bot sim_bot; /* a seat's player: below, after the actions */

struct sim_game {
    const sim_topo *t;
    int np;
    const sim_bot *bot[HS_SIM_MAX_PLAYERS]; /* each seat's player */
    uint8_t style[HS_SIM_MAX_PLAYERS];        /* its hs_bot, for the records */
    double temperature;
    int target, max_turns;
    struct sim_cache *cache;  /* the thread's cache (plan.h), or NULL: sim_game_use_cache */
    uint8_t v_owner[SIM_MAX_V], v_level[SIM_MAX_V]; /* owner or SIM_NONE; 1 settlement, 2 city */
    uint8_t e_owner[SIM_MAX_E];
    int robber;
    int bank[SIM_RES];
    uint8_t deck[40];
    int deck_n;               /* cards left; drawn from the end */
    int played[SIM_DEV];      /* development cards played (out of the game) */
    sim_player p[HS_SIM_MAX_PLAYERS];
    int army, road;           /* holders of largest army and longest road, or -1 */
    sim_phase phase;
    int current, turn;
    int setup_step;           /* 0 .. 2*np-1 during setup */
    int last_settlement;      /* the settlement a setup road must touch */
    bool rolled, dev_played, robber_pending;
    bool trading;             /* trades between players allowed */
    int offers;               /* offers made this turn */
    uint32_t trades;          /* trades between players done this game */
    int last_roll;
    int winner;
    uint32_t actions;
    hs_rng rng;
    short opening[HS_SIM_MAX_PLAYERS][2]; /* forced setup spots, -1 free */
    bool opening_missed;      /* a forced spot was taken first: the game stops after setup */
    short setup_spot[HS_SIM_MAX_PLAYERS][2]; /* the setup settlements, vertex + 1 (0: not placed) */
    sim_hook hook;            /* called after every action (tests: the invariant checker) */
    void *hook_ctx;
    /* Caches of the board, kept by sim_put_* (bit v of a pair of words is vertex v). */
    uint64_t free_spots[2];   /* vertices the distance rule leaves open */
    uint64_t touch[HS_SIM_MAX_PLAYERS][2]; /* vertices at an end of a player's road */
    uint64_t own[HS_SIM_MAX_PLAYERS][2];   /* the player's settlements and cities */
    /* The players' memos. Each answer keeps the vertex (or edge) sets it read (SIM_READ_*); a change of
     * the board at one of them (sim_put_* and the robber report each) forgets the answer, and so
     * does any building of the player's own. The road toward a spot keeps its way when only what
     * is free or what spots are worth changed, and then only values its spots again. */
    struct sim_memo {
        int found[SIM_MEMO_KINDS];        /* the answers (SIM_MEMO_*), or SIM_MEMO_UNKNOWN, _STALE */
        /* The road search's free spots, in the order it found them, or -1 when it stopped
         * before searching (no piece left): road_at below. */
        int road_n;
        uint64_t read[SIM_READS][SIM_MEMO_KINDS][2];
        /* The style's spot values, kept while spot_key (the player's own buildings, plus one)
         * holds; a robber's move forgets its two tiles' corners. The last slot serves every
         * player who has not built yet (when the game has no cache, or the robber moved). */
        uint32_t spot_key;
        const void *spot_style;           /* whose values */
        sim_values spot;                  /* from spot.value on: sim_game_init leaves them unset */
        /* The road search's free spots: where, how many roads away, by which first road. */
        uint8_t road_at[SIM_MAX_V], road_dist[SIM_MAX_V], road_first[SIM_MAX_V];
    } memo[HS_SIM_MAX_PLAYERS + 1];       /* last: see spot */
};

/* Bit v of a vertex set. */
static inline bool sim_bit(const uint64_t set[2], int v)
{
    return set[v >> 6] >> (v & 63) & 1;
}

/* Every built vertex (all players' settlements and cities) into set. */
static inline void sim_built(const sim_game *g, uint64_t set[2])
{
    set[0] = set[1] = 0;
    for (int i = 0; i < g->np; i++) {
        set[0] |= g->own[i][0];
        set[1] |= g->own[i][1];
    }
}

typedef enum sim_action_type {
    SIM_A_SETUP_SETTLE, /* a: vertex */
    SIM_A_SETUP_ROAD,   /* a: edge */
    SIM_A_ROLL,
    SIM_A_ROBBER,       /* a: tile, b: victim seat or -1 (after a 7) */
    SIM_A_ROAD,         /* a: edge */
    SIM_A_SETTLE,       /* a: vertex */
    SIM_A_CITY,         /* a: vertex */
    SIM_A_BUY,
    SIM_A_TRADE,        /* a: resource given, b: resource taken */
    SIM_A_KNIGHT,       /* a: tile, b: victim or -1 */
    SIM_A_ROADS,        /* road building: a, b: edges (b -1 when no second road is possible) */
    SIM_A_PLENTY,       /* a, b: resources */
    SIM_A_MONO,         /* a: resource */
    SIM_A_END,
    SIM_A_OFFER,        /* one card for one: a: the other seat, b: given * SIM_RES + asked */
} sim_action_type;

typedef struct sim_action {
    uint8_t type;
    short a, b;
} sim_action;

/* A player as the rules see it: the decisions the engine asks of a seat. One table per style
 * (bot_<style>.c), listed with its name in bots.c's table of seat kinds. */
struct sim_bot {
    sim_action (*setup_settlement)(sim_game *g, int player);
    sim_action (*setup_road)(sim_game *g, int player); /* from g->last_settlement */
    void (*turn)(sim_game *g, int player);                  /* the whole turn: roll, build, end */
    void (*building_phase)(sim_game *g, int player);        /* builds only, then ends */
    /* n cards to give up after a 7: counts[r] of each resource, summing to n. */
    void (*discard)(sim_game *g, int player, int n, int counts[SIM_RES]);
    /* Where the robber goes (type SIM_A_ROBBER after a 7, or SIM_A_KNIGHT) and whom it robs. */
    sim_action (*robber)(sim_game *g, int player, int type);
    /* Whether `player` takes one card of resource `given` from seat `from` for one of `asked`
     * (a legal offer: both hold the cards). NULL: never. */
    bool (*accept)(sim_game *g, int player, int from, int given, int asked);
    /* A value-function player's values (plan.h), else NULL; the rules never read it. */
    const struct sim_style *style;
};

/* What each thing costs, by resource (SIM_LUMBER..): a table in the header rather than in game.c,
 * so that the inline checks below need nothing from a .c file. */
enum { SIM_COST_ROAD, SIM_COST_SETTLEMENT, SIM_COST_CITY, SIM_COST_DEV };
static const int sim_cost[4][SIM_RES] = {
    [SIM_COST_ROAD] = {1, 1, 0, 0, 0},       /* lumber, brick */
    [SIM_COST_SETTLEMENT] = {1, 1, 1, 1, 0}, /* lumber, brick, grain, wool */
    [SIM_COST_CITY] = {0, 0, 2, 0, 3},       /* 2 grain, 3 ore */
    [SIM_COST_DEV] = {0, 0, 1, 1, 1},        /* grain, wool, ore */
};

/* Builds the game's view of `board` (Classic or 5-6). HS_EINVAL for any other board. */
hs_err sim_topo_build(const hs_board *board, sim_topo *t, hs_diag *diag);
/* The same into a new allocation, *t (the caller frees it with free()); HS_ENOMEM when there is
 * no room. On an error *t is NULL. */
hs_err sim_topo_new(const hs_board *board, sim_topo **t, hs_diag *diag);

/* A game before setup: bank full, deck shuffled by `seed`, nothing on the board; seat i played
 * by bots[i], with styles[i] its hs_bot for the records (bots.h's sim_game_init looks the
 * players up by style). */
void sim_game_init_with(sim_game *g, const sim_topo *t, int players, const sim_bot *const *bots,
                        const uint8_t *styles, double temperature, int target, int max_turns, uint32_t seed);
/* Allows trades between players in `g` (off after init). */
void sim_game_allow_trading(sim_game *g, bool on);

/* Lets `g` (after init) remember values in `c` (plan.h), which it may share with any earlier or
 * later game of the same thread (the games play the same). */
void sim_game_use_cache(sim_game *g, struct sim_cache *c);

/* Plays `g` from its current state to the end (a winner or the turn limit). */
void sim_game_play(sim_game *g);

/* True when `player` may take `a` now. */
bool sim_legal(const sim_game *g, int player, sim_action a);
/* Takes a legal action (false and no change when it is not), counts it, checks for a win,
 * and calls the hook. A roll of 7 asks the bots for their discards and the robber. */
bool sim_do(sim_game *g, int player, sim_action a);
/* Every legal action of `player` into `out` (room for SIM_MAX_ACTIONS); the count. Knight and
 * road-building plays list every choice of tile and victim, and of the first road (the second
 * then drawn at random by the caller). */
int sim_legal_actions(const sim_game *g, int player, sim_action *out);

/* Rule primitives, also used directly by the rule tests. */
bool sim_road_ok(const sim_game *g, int player, int e);  /* empty and joined to the player */
/* The roads a setup settlement at v may take: the slots k of t->v_edge[v] (and v_adj[v]) whose
 * edge is empty, in order, into slots; their count. */
int sim_free_slots(const sim_game *g, int v, int slots[3]);
/* Whom `player` may rob at `tile`: the other players with a building there and cards in hand,
 * each once, in the order of the tile's corners, into who; their count (at most 3). */
int sim_victims(const sim_game *g, int player, int tile, int who[3]);
/* Empty and no neighbour built. */
static inline bool sim_spot_free(const sim_game *g, int v)
{
    return sim_bit(g->free_spots, v);
}
/* Free and touching the player's road. */
static inline bool sim_settle_ok(const sim_game *g, int player, int v)
{
    return sim_bit(g->free_spots, v) && sim_bit(g->touch[player], v);
}
static inline bool sim_can_afford(const sim_game *g, int player, int cost)
{
    for (int r = 0; r < SIM_RES; r++)
        if (g->p[player].res[r] < sim_cost[cost][r])
            return false;
    return true;
}
/* Victory points, hidden VP cards included (inline: every action checks for a win). */
static inline int sim_points(const sim_game *g, int player)
{
    const sim_player *p = &g->p[player];
    return p->settlements + 2 * p->cities + p->dev[SIM_VP] + p->dev_new[SIM_VP] + 2 * (g->army == player) +
           2 * (g->road == player);
}
int sim_longest_road_of(const sim_game *g, int player);  /* from scratch */
/* The player's longest road if empty edge e were theirs too. */
int sim_road_with(const sim_game *g, int player, int e);
void sim_resolve_roll(sim_game *g, int roll);            /* production, or the 7 */
void sim_produce(sim_game *g, int roll);
/* `player` discards counts[r] of each resource (their sum must be nres / 2). */
bool sim_discard(sim_game *g, int player, const int counts[SIM_RES]);
/* Places pieces without paying or checking (for scripted positions), keeping every cache and
 * award current. */
void sim_put_settlement(sim_game *g, int player, int v);
void sim_put_city(sim_game *g, int player, int v);
void sim_put_road(sim_game *g, int player, int e);
/* Only marks edge e as the player's road (no longest road, no award): for a player's what-if
 * copy of the game. */
void sim_mark_road(sim_game *g, int player, int e);
/* A copy of `g` into `h` for `player`'s what-if searches (sim_mark_road, plan_road_toward on
 * h): all of it but the other players' spot values and road searches, which such a search never
 * reads, and without the hook. */
void sim_game_what_if(sim_game *h, const sim_game *g, int player);
/* Gives cards from the bank (as many as it has). */
void sim_give(sim_game *g, int player, int res, int n);
/* Checks every invariant (cards, pieces, points, caches, awards, distance rule); on failure
 * writes the first broken one into `why`. */
bool sim_check(const sim_game *g, char *why, int cap);

#endif
