/* SPDX-License-Identifier: MIT */
/* bot_roads.c: the `roads` player, a road builder: lumber and brick and room to spread out; a new
 * settlement first, then roads (toward a spot, or lengthening its road) until it holds the
 * longest road, and only then cities. */
#include "plan.h"

static const double weight[SIM_RES] = {1.3, 1.3, 0.9, 0.8, 0.7};

/* Production weighted toward roads, new resources worth more, plus the room around the spot. */
static double spot_value(const sim_game *g, int p, int v)
{
    const sim_topo *t = g->t;
    double value = 0;
    for (int k = 0; k < 3; k++) {
        int tile = t->v_tile[v][k];
        if (tile < 0 || t->tile_res[tile] < 0)
            continue;
        int r = t->tile_res[tile];
        double w = weight[r] * (g->p[p].prod[r] == 0 ? 1.3 : 1.0);
        value += t->tile_pips[tile] * w * (tile == g->robber ? 0.4 : 1.0);
    }
    return value + 0.25 * plan_room(g, v);
}

/* A road builder counts every resource of a city alike. */
static double city_value(const sim_game *g, int p, int v)
{
    static const double alike[SIM_RES] = {1, 1, 1, 1, 1};
    (void)p;
    return plan_city_value(g, v, alike);
}

static int goal(sim_game *g, int p, int *where)
{
    int s = plan_best_settlement(g, p);
    if (s >= 0) {
        *where = s;
        return SIM_COST_SETTLEMENT;
    }
    if (g->road != p && g->p[p].roads < SIM_MAX_ROADS) {
        int e = plan_road_toward(g, p);
        if (e < 0)
            e = plan_road_lengthening(g, p);
        if (e >= 0) {
            *where = e;
            return SIM_COST_ROAD;
        }
    }
    int c = plan_best_city(g, p);
    if (c >= 0) {
        *where = c;
        return SIM_COST_CITY;
    }
    return plan_road_or_card(g, p, where);
}

static const sim_style roads = {
    .spot = spot_value,
    .city = city_value,
    .goal = goal,
};

const sim_bot sim_bot_roads = PLAN_PLAYER("roads", &roads);
