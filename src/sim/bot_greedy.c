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

/* Expected production of a spot in weighted pips, plus its harbor, less the robber's threat. */
/* Part of the share-code promise: balanced codes of the seats metric (hexseed/score.h) are made
 * with these values on the empty board, so this function must not change for an empty board; a
 * better value function is a new metric. tests/golden/balanced.txt guards it. */
static double spot_value(const sim_game *g, int p, int v)
{
    const sim_topo *t = g->t;
    double value = 0;
    int own[SIM_RES] = {0};
    for (int k = 0; k < 3; k++) {
        int tile = t->v_tile[v][k];
        if (tile < 0 || t->tile_res[tile] < 0)
            continue;
        int r = t->tile_res[tile], pips = t->tile_pips[tile];
        double f = tile == g->robber ? 0.4 : pips == 5 ? 0.9 : 1.0; /* the robber sits on, or seeks, 6s and 8s */
        value += pips * res_weight(g, p, r) * f;
        own[r] += pips;
    }
    int h = t->v_harbor[v];
    if (h == 0)
        value += 1.0;
    else if (h > 0)
        value += 0.3 * (g->p[p].prod[h - 1] + own[h - 1]);
    return value;
}

double sim_spot_value(const sim_game *g, int player, int v)
{
    return spot_value(g, player, v);
}

/* What an upgrade to a city adds. */
static double city_value(const sim_game *g, int p, int v)
{
    (void)p;
    return plan_city_value(g, v, base_weight);
}

static const sim_style greedy = {
    .spot = spot_value,
    .city = city_value,
    .goal = plan_balanced_goal,
    .play_dev = plan_play_dev,
};

const sim_bot sim_bot_greedy = PLAN_PLAYER("greedy", &greedy);
