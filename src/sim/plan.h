/* SPDX-License-Identifier: MIT */
/* plan.h: the machinery every value-function player shares (plan.c): setup by a softmax over
 * its spot values, a goal to save for, bank trades toward it, building, the robber, discards
 * and development cards; and the cache of values a thread's games share. A style
 * (bot_<style>.c) brings its own values in a sim_style and makes its sim_bot with PLAN_PLAYER. */
#ifndef HEXSEED_SIM_PLAN_H
#define HEXSEED_SIM_PLAN_H

#include "game.h"

enum { PLAN_NO_GOAL = -1 };

/* Values a thread's games share, kept across its games: memos of pure functions, so a game plays
 * the same with it, without it, or with another game's. sim_exp of the softmax openings, by the
 * argument's bits (direct-mapped: a slot holds the last argument that hashed to it); and each
 * style's spot values for a player who has not built, with the robber where it starts, on the
 * board `spot_topo` (renewed when a game on another board uses the cache). */
enum { SIM_EXP_SLOTS = 1024 };
typedef struct sim_cache {
    uint64_t exp_key[SIM_EXP_SLOTS]; /* the bits of x */
    double exp_value[SIM_EXP_SLOTS]; /* sim_exp(x) */
    const struct sim_topo *spot_topo;
    sim_values opening[HS_SIM_MAX_STYLES]; /* by the style's hs_bot number */
} sim_cache;

/* Empties a cache for sim_game_use_cache. */
void sim_cache_init(sim_cache *c);
/* e^x for x <= 0 with the same bits on every IEEE machine. */
double sim_exp(double x);
/* sim_exp(x), remembered in g's cache when it has one (inline: the openings ask it for every
 * free spot). */
static inline double sim_exp_of(sim_game *g, double x)
{
    if (!g->cache)
        return sim_exp(x);
    union {
        double value;
        uint64_t bits;
    } u = {x};
    /* A multiplicative hash of the bits; SIM_EXP_SLOTS is 2^10. */
    unsigned slot = (unsigned)((u.bits * 0x9E3779B97F4A7C15ull) >> 54);
    if (g->cache->exp_key[slot] != u.bits) {
        g->cache->exp_key[slot] = u.bits;
        g->cache->exp_value[slot] = sim_exp(x);
    }
    return g->cache->exp_value[slot];
}

typedef struct sim_style {
    /* What settlement spot v is worth to player p now (weighted pips). It may read only the
     * board's tiles and harbors, whether the robber is on one of v's tiles, and p's own
     * buildings: plan_spot keeps it until one of them changes. A city's value (below) likewise. */
    double (*spot)(const sim_game *g, int p, int v);
    /* What turning p's settlement at v into a city adds. NULL: plan_city_value by city_weight. */
    double (*city)(const sim_game *g, int p, int v);
    const double *city_weight; /* SIM_RES weights, when city is NULL */
    /* The next thing to save for (SIM_COST_*, or PLAN_NO_GOAL) with its place in *where (a
     * vertex, an edge, or -1 for a development card). */
    int (*goal)(sim_game *g, int p, int *where);
    /* Plays at most one development card toward `goal`; true when it played one. NULL: the
     * balanced policy, plan_play_dev. */
    bool (*play_dev)(sim_game *g, int p, int goal);
    /* One bank or harbor trade toward `goal`; true when it traded. NULL: plan_trade_toward. */
    bool (*trade)(sim_game *g, int p, int goal);
} sim_style;

/* The style of seat p's player. */
static inline const sim_style *plan_style(const sim_game *g, int p)
{
    return g->bot[p]->style;
}

/* The style's value of spot v for p (remembered while the robber and p's buildings stay). */
double plan_spot(sim_game *g, int p, int v);
/* The best spot where p may build a settlement now by its style (ties to the lower vertex), or
 * -1. Memoised until the board changes where it looked (struct sim_memo). */
int plan_best_settlement(sim_game *g, int p);
/* What a city at v adds to its owner's production, by a style's weight of each resource: the
 * pips of its land, a tile under the robber at 0.4 of its worth (every style's city value). */
double plan_city_value(const sim_game *g, int v, const double weight[SIM_RES]);

/* A style's worth of one tile of a spot to p: the tile yields resource `res` on a number of
 * `pips` (1..5), and `robbed` when the robber is on it. */
typedef double (*plan_tile_fn)(const sim_game *g, int p, int res, int pips, bool robbed);
/* Spot v's land as a style values it: the sum of tile() over the spot's tiles that yield a
 * resource, in the order of its corners (inline, so that tile() is too). */
static inline double plan_land_value(const sim_game *g, int p, int v, plan_tile_fn tile)
{
    const sim_topo *t = g->t;
    double value = 0;
    for (int k = 0; k < 3; k++) {
        int i = t->v_tile[v][k];
        if (i >= 0 && t->tile_res[i] >= 0)
            value += tile(g, p, t->tile_res[i], t->tile_pips[i], i == g->robber);
    }
    return value;
}
/* What p would make of the resource of the 2:1 harbor at v (which must have one): p's pips of
 * it plus those of the spot's own land. */
int plan_harbor_pips(const sim_game *g, int p, int v);
/* p's settlement whose city adds most, or -1. Memoised likewise. */
int plan_best_city(sim_game *g, int p);
/* The first road toward the best free spot within three roads of p's network (a spot's value
 * less 2.5 a road), or -1. Memoised likewise. */
int plan_road_toward(sim_game *g, int p);
/* Cards still missing for `cost`. */
int plan_missing(const sim_game *g, int p, int cost);
/* Whether p can pay `cost` and still keep what `goal` needs. */
bool plan_spare_for(const sim_game *g, int p, int cost, int goal);
/* Whether the robber sits on a tile where p has built. */
bool plan_robber_blocks(const sim_game *g, int p);
/* Points the others can see (no hidden victory cards). */
int plan_public_points(const sim_game *g, int p);
/* Takes action (type, a, b) for p; false when it was not legal. */
bool plan_act(sim_game *g, int p, int type, int a, int b);
/* The balanced goal: a settlement when it is as close as a city, else a city, a road toward a
 * spot, a development card. */
int plan_balanced_goal(sim_game *g, int p, int *where);
/* The balanced development-card policy: a knight for the army or against a blocking robber,
 * a monopoly of 4 cards or more, plenty toward the goal, road building when no spot is open. */
bool plan_play_dev(sim_game *g, int p, int goal);

/* A bank or harbor trade toward `goal` when the surplus can pay for all that is missing (or the
 * hand is at risk of a 7). */
bool plan_trade_toward(sim_game *g, int p, int goal);
/* The legal road that makes p's longest road longest, when one lengthens it; else -1. */
int plan_road_lengthening(sim_game *g, int p);
/* Land corners within two roads of v: room to expand (the board's shape only, so counted once
 * per board by sim_topo_build). */
static inline int plan_room(const sim_game *g, int v)
{
    return g->t->room[v];
}

/* One offer to another player, one card for one, toward `goal`: the card most missing for it for
 * one the goal does not need, to each other player in turn who holds it and is not close to
 * winning; true when a trade was made. */
bool plan_offer(sim_game *g, int p, int goal);

/* The last resort of a goal: a road toward the best free spot, else a development card while the
 * deck holds one, else PLAN_NO_GOAL. */
int plan_road_or_card(sim_game *g, int p, int *where);
/* A goal of `cost` at `at` (a vertex, an edge, or -1): *where = at; returns cost. */
static inline int plan_aim(int *where, int at, int cost)
{
    *where = at;
    return cost;
}

/* The sim_bot entries of a value-function player. */
sim_action plan_setup_settlement(sim_game *g, int p);
sim_action plan_setup_road(sim_game *g, int p);
void plan_turn(sim_game *g, int p);
void plan_building_phase(sim_game *g, int p);
void plan_discard(sim_game *g, int p, int n, int counts[SIM_RES]);
sim_action plan_robber(sim_game *g, int p, int type);
/* Takes an offer only when it brings p's own goal closer (fewer cards missing) and the one who
 * offers is not close to winning. */
bool plan_accept(sim_game *g, int p, int from, int given, int asked);

/* The sim_bot of a value-function player whose sim_style has the fields given (.spot = ...,
 * .goal = ...): every move is plan.c's, only the values are the style's. */
#define PLAN_PLAYER(...)                                                                           \
    {                                                                                              \
        .setup_settlement = plan_setup_settlement, .setup_road = plan_setup_road, .turn = plan_turn, \
        .building_phase = plan_building_phase, .discard = plan_discard, .robber = plan_robber,      \
        .accept = plan_accept, .style = &(const sim_style){__VA_ARGS__},                            \
    }

#endif
