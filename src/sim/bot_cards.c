/* SPDX-License-Identifier: MIT */
/* bot_cards.c: the `cards` player, a development-card player: grain, wool and ore; it builds
 * what it can already pay for and otherwise saves for development cards, and plays every knight
 * it holds, for the largest army. */
#include "plan.h"

static const double weight[SIM_RES] = {0.8, 0.8, 1.2, 1.2, 1.3};

/* The three card resources first, each new one worth more; the robber's tile at 0.4. */
static double tile_value(const sim_game *g, int p, int r, int pips, bool robbed)
{
    return pips * weight[r] * (g->p[p].prod[r] == 0 ? 1.25 : 1.0) * (robbed ? 0.4 : 1.0);
}

static double spot_value(const sim_game *g, int p, int v)
{
    return plan_land_value(g, p, v, tile_value);
}

static int goal(sim_game *g, int p, int *where)
{
    int s = plan_best_settlement(g, p), c = plan_best_city(g, p);
    if (s >= 0 && plan_missing(g, p, SIM_COST_SETTLEMENT) == 0)
        return plan_aim(where, s, SIM_COST_SETTLEMENT);
    if (c >= 0 && plan_missing(g, p, SIM_COST_CITY) == 0)
        return plan_aim(where, c, SIM_COST_CITY);
    if (g->deck_n > 0)
        return plan_aim(where, -1, SIM_COST_DEV);
    return plan_balanced_goal(g, p, where);
}

/* Every knight as soon as it may be played, then the balanced use of the other cards. */
static bool play_dev(sim_game *g, int p, int goal_cost)
{
    if (!g->dev_played && g->p[p].dev[SIM_KNIGHT] > 0 && sim_do(g, p, g->bot[p]->robber(g, p, SIM_A_KNIGHT)))
        return true;
    return plan_play_dev(g, p, goal_cost);
}

const sim_bot sim_bot_cards = PLAN_PLAYER(.spot = spot_value, .city_weight = weight, .goal = goal,
                                          .play_dev = play_dev);
