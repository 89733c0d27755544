/* SPDX-License-Identifier: MIT */
/* bot_random.c: the `random` player: every decision a uniformly random legal choice (a floor for
 * the other styles and a driver for the rule tests). */
#include "game.h"

static sim_action setup_settlement(sim_game *g, int p)
{
    (void)p;
    const sim_topo *t = g->t;
    sim_action a = {SIM_A_SETUP_SETTLE, -1, 0};
    short spots[SIM_MAX_V];
    int n = 0;
    for (int v = 0; v < t->nv; v++)
        if (sim_spot_free(g, v))
            spots[n++] = (short)v;
    if (n > 0)
        a.a = spots[hs_rng_below(&g->rng, (uint32_t)n)];
    return a;
}

static sim_action setup_road(sim_game *g, int p)
{
    (void)p;
    const sim_topo *t = g->t;
    int v = g->last_settlement;
    sim_action a = {SIM_A_SETUP_ROAD, -1, 0};
    int slots[3], n = sim_free_slots(g, v, slots);
    if (n > 0)
        a.a = t->v_edge[v][slots[hs_rng_below(&g->rng, (uint32_t)n)]];
    return a;
}

static sim_action robber(sim_game *g, int p, int type)
{
    const sim_topo *t = g->t;
    sim_action a = {(uint8_t)type, -1, -1};
    int k = (int)hs_rng_below(&g->rng, (uint32_t)(t->nt - 1));
    a.a = (short)(k >= g->robber ? k + 1 : k);
    int cand[3], n = sim_victims(g, p, a.a, cand);
    if (n > 0)
        a.b = (short)cand[hs_rng_below(&g->rng, (uint32_t)n)];
    return a;
}

static void discard(sim_game *g, int p, int n, int counts[SIM_RES])
{
    int res[SIM_RES];
    for (int r = 0; r < SIM_RES; r++) {
        res[r] = g->p[p].res[r];
        counts[r] = 0;
    }
    int total = g->p[p].nres;
    for (int i = 0; i < n; i++, total--) {
        int k = (int)hs_rng_below(&g->rng, (uint32_t)total), r = 0;
        while (k >= res[r])
            k -= res[r++];
        res[r]--;
        counts[r]++;
    }
}

static void act(sim_game *g, int p, sim_action a)
{
    if (a.type == SIM_A_ROADS && g->p[p].roads + 1 < SIM_MAX_ROADS) {
        /* The second road, uniformly among those legal once the first is down. */
        sim_game h = *g;
        h.hook = NULL;
        h.e_owner[a.a] = (uint8_t)p;
        short cand[SIM_MAX_E];
        int n = 0;
        for (int e = 0; e < g->t->ne; e++)
            if (sim_road_ok(&h, p, e))
                cand[n++] = (short)e;
        a.b = n ? cand[hs_rng_below(&g->rng, (uint32_t)n)] : -1;
    }
    sim_do(g, p, a);
}

/* Random legal actions until it draws the end of the turn (at most 400). */
static void turn(sim_game *g, int p)
{
    sim_action list[SIM_MAX_ACTIONS];
    for (int step = 0; step < 400; step++) {
        if (g->phase == SIM_OVER)
            return;
        int n = sim_legal_actions(g, p, list);
        if (n == 0)
            break;
        sim_action a = list[hs_rng_below(&g->rng, (uint32_t)n)];
        act(g, p, a);
        if (a.type == SIM_A_END)
            return;
    }
    /* A cap on a very long random turn: roll if it has not, move the robber, end. */
    if (g->phase == SIM_OVER)
        return;
    if (g->phase == SIM_MAIN && !g->rolled)
        sim_do(g, p, (sim_action){SIM_A_ROLL, 0, 0});
    if (g->robber_pending)
        sim_do(g, p, robber(g, p, SIM_A_ROBBER));
    sim_do(g, p, (sim_action){SIM_A_END, 0, 0});
}

const sim_bot sim_bot_random = {
    .setup_settlement = setup_settlement,
    .setup_road = setup_road,
    .turn = turn,
    .building_phase = turn,
    .discard = discard,
    .robber = robber,
};
