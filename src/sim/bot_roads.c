/* SPDX-License-Identifier: MIT */
/* bot_roads.c: the `roads` player, a road builder: lumber and brick and room to spread out; a new
 * settlement first, then roads (toward a spot, or lengthening its road) until it holds the
 * longest road, and only then cities. */
#include "plan.h"

static const double weight[SIM_RES] = {1.3, 1.3, 0.9, 0.8, 0.7};

/* Production weighted toward roads, new resources worth more. */
static double tile_value(const sim_game *g, int p, int r, int pips, bool robbed)
{
    double w = weight[r] * (g->p[p].prod[r] == 0 ? 1.3 : 1.0);
    return pips * w * (robbed ? 0.4 : 1.0);
}

/* The land, plus the room around the spot. */
static double spot_value(const sim_game *g, int p, int v)
{
    return plan_land_value(g, p, v, tile_value) + 0.25 * plan_room(g, v);
}

static int goal(sim_game *g, int p, int *where)
{
    int s = plan_best_settlement(g, p);
    if (s >= 0)
        return plan_aim(where, s, SIM_COST_SETTLEMENT);
    if (g->road != p && g->p[p].roads < SIM_MAX_ROADS) {
        int e = plan_road_toward(g, p);
        if (e < 0)
            e = plan_road_lengthening(g, p);
        if (e >= 0)
            return plan_aim(where, e, SIM_COST_ROAD);
    }
    int c = plan_best_city(g, p);
    if (c >= 0)
        return plan_aim(where, c, SIM_COST_CITY);
    return plan_road_or_card(g, p, where);
}

/* A road builder counts every resource of a city alike. */
static const double alike[SIM_RES] = {1, 1, 1, 1, 1};

const sim_bot sim_bot_roads = PLAN_PLAYER(.spot = spot_value, .city_weight = alike, .goal = goal);
