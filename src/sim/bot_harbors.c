/* SPDX-License-Identifier: MIT */
/* bot_harbors.c: the `harbors` player, a harbor trader: a 2:1 harbor beside plenty of its
 * resource (or a 3:1 one) is worth a good tile to it; it builds like the balanced player but
 * trades its surplus at the harbor every time that brings its goal closer. */
#include "plan.h"

static const double weight[SIM_RES] = {1.0, 1.0, 1.0, 0.9, 1.0};

/* Production, new resources worth more; the robber's tile at 0.4. */
static double tile_value(const sim_game *g, int p, int r, int pips, bool robbed)
{
    return pips * weight[r] * (g->p[p].prod[r] == 0 ? 1.3 : 1.0) * (robbed ? 0.4 : 1.0);
}

/* The land, plus a harbor the player has not got: a 2:1 one by how much of its resource the
 * player would make, a 3:1 one flat. */
static double spot_value(const sim_game *g, int p, int v)
{
    double value = plan_land_value(g, p, v, tile_value);
    int h = g->t->v_harbor[v];
    if (h == 0 && g->p[p].ratio[0] > 3)
        value += 2.5;
    else if (h > 0 && g->p[p].ratio[h - 1] > 2)
        value += 1.0 + 0.6 * plan_harbor_pips(g, p, v);
    return value;
}

/* What it can trade at 2:1 is worth more. */
static double city_value(const sim_game *g, int p, int v)
{
    double tradable[SIM_RES];
    for (int r = 0; r < SIM_RES; r++)
        tradable[r] = g->p[p].ratio[r] == 2 ? 1.4 : 1.0;
    return plan_city_value(g, v, tradable);
}

/* One trade at a harbor's rate (2:1 or 3:1) toward the goal whenever the surplus allows it, and
 * at the bank's 4:1 as the balanced player does. */
static bool trade(sim_game *g, int p, int goal_cost)
{
    const sim_player *pl = &g->p[p];
    const int *cost = sim_cost[goal_cost];
    int need = -1, give = -1;
    for (int r = 0; r < SIM_RES; r++) {
        if (pl->res[r] < cost[r]) {
            if (g->bank[r] > 0 && (need < 0 || cost[r] - pl->res[r] > cost[need] - pl->res[need]))
                need = r;
        } else if (pl->ratio[r] < 4 && pl->res[r] - cost[r] >= pl->ratio[r] &&
                   (give < 0 || pl->res[r] - cost[r] > pl->res[give] - cost[give])) {
            give = r;
        }
    }
    if (need >= 0 && give >= 0 && plan_act(g, p, SIM_A_TRADE, give, need))
        return true;
    return plan_trade_toward(g, p, goal_cost);
}

const sim_bot sim_bot_harbors = PLAN_PLAYER(.spot = spot_value, .city = city_value, .goal = plan_balanced_goal,
                                            .trade = trade);
