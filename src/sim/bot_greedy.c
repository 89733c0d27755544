/* SPDX-License-Identifier: MIT */
/* bot_greedy.c: the `greedy` player, the balanced style: spots by production, diversity,
 * harbors and the robber's threat; a settlement when it is as close as a city, else a city, a
 * road toward a spot, a development card (plan.c does the rest). */
#include "plan.h"

/* Lumber and brick build roads and settlements, grain and ore cities; wool is the least used. */
static const double base_weight[SIM_RES] = {1.0, 1.0, 1.0, 0.8, 0.95};

static double res_weight(const sim_game *g, int p, int r)
{
    /* A resource the player does not produce yet is worth more: diversity. */
    return g->p[p].prod[r] == 0 ? base_weight[r] * 1.4 : base_weight[r];
}

/* A tile's expected production in weighted pips, less the robber's threat: it sits on, or seeks,
 * 6s and 8s. */
static double tile_value(const sim_game *g, int p, int r, int pips, bool robbed)
{
    double f = robbed ? 0.4 : pips == 5 ? 0.9 : 1.0;
    return pips * res_weight(g, p, r) * f;
}

/* Expected production of a spot in weighted pips, plus its harbor, less the robber's threat. The
 * opening advice and the seats metric rank spots by it (openings.c). Part of the share-code
 * promise: balanced codes of the seats metric (hexseed/score.h) are made with these values on
 * the empty board, so this function must not change for an empty board; a better value function
 * is a new metric. tests/golden/balanced.txt guards it. */
static double spot_value(const sim_game *g, int p, int v)
{
    double value = plan_land_value(g, p, v, tile_value);
    int h = g->t->v_harbor[v];
    if (h == 0)
        value += 1.0;
    else if (h > 0)
        value += 0.3 * plan_harbor_pips(g, p, v);
    return value;
}

/* A city adds its land by the base weights. */
const sim_bot sim_bot_greedy = PLAN_PLAYER(.spot = spot_value, .city_weight = base_weight, .goal = plan_balanced_goal,
                                           .play_dev = plan_play_dev);
