/* SPDX-License-Identifier: MIT */
/* bot_cities.c: the `cities` player, a city builder: ore and grain on high numbers; a city
 * whenever it has a settlement to raise and is not much further from it than from a new
 * settlement, then settlements, roads toward them, development cards. */
#include "plan.h"

static const double weight[SIM_RES] = {0.7, 0.7, 1.4, 0.6, 1.5};

/* Ore and grain first, sixes and eights above their pips, the robber's tile at 0.4. */
static double tile_value(const sim_game *g, int p, int r, int pips, bool robbed)
{
    (void)g, (void)p;
    double f = (pips == 5 ? 1.2 : 1.0) * (robbed ? 0.4 : 1.0);
    return pips * weight[r] * f;
}

/* Whether p would have resource r with spot v: from its buildings or from the spot's land. */
static bool yields(const sim_game *g, int p, int v, int r)
{
    bool any = g->p[p].prod[r] > 0;
    for (int k = 0; k < 3; k++)
        any |= g->t->v_tile[v][k] >= 0 && g->t->tile_res[g->t->v_tile[v][k]] == r;
    return any;
}

static double spot_value(const sim_game *g, int p, int v)
{
    double value = plan_land_value(g, p, v, tile_value);
    return value + (yields(g, p, v, SIM_GRAIN) && yields(g, p, v, SIM_ORE) ? 2.0 : 0.0); /* both halves of a city */
}

static int goal(sim_game *g, int p, int *where)
{
    int c = plan_best_city(g, p), s = plan_best_settlement(g, p);
    if (c >= 0 && (s < 0 || plan_missing(g, p, SIM_COST_CITY) <= plan_missing(g, p, SIM_COST_SETTLEMENT) + 1))
        return plan_aim(where, c, SIM_COST_CITY);
    if (s >= 0)
        return plan_aim(where, s, SIM_COST_SETTLEMENT);
    return plan_road_or_card(g, p, where);
}

const sim_bot sim_bot_cities = PLAN_PLAYER(.spot = spot_value, .city_weight = weight, .goal = goal);
