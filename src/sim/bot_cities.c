/* SPDX-License-Identifier: MIT */
/* bot_cities.c: the `cities` player, a city builder: ore and grain on high numbers; a city
 * whenever it has a settlement to raise and is not much further from it than from a new
 * settlement, then settlements, roads toward them, development cards. */
#include "plan.h"

static const double weight[SIM_RES] = {0.7, 0.7, 1.4, 0.6, 1.5};

/* Ore and grain first, sixes and eights above their pips, the robber's tile at 0.4. */
static double spot_value(const sim_game *g, int p, int v)
{
    const sim_topo *t = g->t;
    double value = 0;
    bool grain = g->p[p].prod[SIM_GRAIN] > 0, ore = g->p[p].prod[SIM_ORE] > 0;
    for (int k = 0; k < 3; k++) {
        int tile = t->v_tile[v][k];
        if (tile < 0 || t->tile_res[tile] < 0)
            continue;
        int r = t->tile_res[tile], pips = t->tile_pips[tile];
        double f = (pips == 5 ? 1.2 : 1.0) * (tile == g->robber ? 0.4 : 1.0);
        value += pips * weight[r] * f;
        grain |= r == SIM_GRAIN;
        ore |= r == SIM_ORE;
    }
    return value + (grain && ore ? 2.0 : 0.0); /* both halves of a city */
}

static double city_value(const sim_game *g, int p, int v)
{
    (void)p;
    return plan_city_value(g, v, weight);
}

static int goal(sim_game *g, int p, int *where)
{
    int c = plan_best_city(g, p), s = plan_best_settlement(g, p);
    if (c >= 0 && (s < 0 || plan_missing(g, p, SIM_COST_CITY) <= plan_missing(g, p, SIM_COST_SETTLEMENT) + 1)) {
        *where = c;
        return SIM_COST_CITY;
    }
    if (s >= 0) {
        *where = s;
        return SIM_COST_SETTLEMENT;
    }
    return plan_road_or_card(g, p, where);
}

static const sim_style cities = {
    .spot = spot_value,
    .city = city_value,
    .goal = goal,
};

const sim_bot sim_bot_cities = PLAN_PLAYER("cities", &cities);
