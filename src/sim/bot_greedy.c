/* SPDX-License-Identifier: MIT */
/* bot_greedy.c: the `greedy` player, the balanced style: a value function over spots, a build
 * order with bank trades, robber placement and development cards; its setup choices drawn with
 * a temperature so that openings vary from game to game. */
#include <string.h>

#include "sim_internal.h"

/* ---- Values the greedy bot uses ------------------------------------------------------------ */

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
static double city_value(const sim_game *g, int v)
{
    const sim_topo *t = g->t;
    double value = 0;
    for (int k = 0; k < 3; k++) {
        int tile = t->v_tile[v][k];
        if (tile >= 0 && t->tile_res[tile] >= 0)
            value += t->tile_pips[tile] * base_weight[t->tile_res[tile]] * (tile == g->robber ? 0.4 : 1.0);
    }
    return value;
}

static int missing(const sim_game *g, int p, int cost)
{
    int m = 0;
    for (int r = 0; r < SIM_RES; r++)
        if (g->p[p].res[r] < sim_cost[cost][r])
            m += sim_cost[cost][r] - g->p[p].res[r];
    return m;
}

static int best_settlement(const sim_game *g, int p)
{
    int best = -1;
    double bv = -1;
    if (g->p[p].settlements >= SIM_MAX_SETTLEMENTS)
        return -1;
    for (int v = 0; v < g->t->nv; v++)
        if (sim_settle_ok(g, p, v)) {
            double val = spot_value(g, p, v);
            if (val > bv) {
                bv = val;
                best = v;
            }
        }
    return best;
}

static int best_city(const sim_game *g, int p)
{
    int best = -1;
    double bv = -1;
    if (g->p[p].cities >= SIM_MAX_CITIES)
        return -1;
    for (int v = 0; v < g->t->nv; v++)
        if (g->v_owner[v] == p && g->v_level[v] == 1) {
            double val = city_value(g, v);
            if (val > bv) {
                bv = val;
                best = v;
            }
        }
    return best;
}

/* The first road towards the best free spot within three roads of the player's network
 * (a breadth-first search over empty edges that does not pass opponents' buildings), or -1. */
static int road_toward(const sim_game *g, int p)
{
    const sim_topo *t = g->t;
    if (g->p[p].roads >= SIM_MAX_ROADS || g->p[p].settlements >= SIM_MAX_SETTLEMENTS)
        return -1;
    short dist[SIM_MAX_V], first[SIM_MAX_V], queue[SIM_MAX_V];
    int head = 0, tail = 0;
    for (int v = 0; v < t->nv; v++) {
        dist[v] = -1;
        first[v] = -1;
        bool mine = g->v_owner[v] == p;
        for (int k = 0; k < 3 && !mine && g->v_owner[v] == SIM_NONE; k++)
            mine = t->v_edge[v][k] >= 0 && g->e_owner[t->v_edge[v][k]] == p;
        if (mine) {
            dist[v] = 0;
            queue[tail++] = (short)v;
        }
    }
    int best = -1, left = SIM_MAX_ROADS - g->p[p].roads;
    double bv = -1e9;
    while (head < tail) {
        int u = queue[head++];
        if (dist[u] > 0 && sim_spot_free(g, u)) {
            double val = spot_value(g, p, u) - 2.5 * dist[u];
            if (val > bv) {
                bv = val;
                best = first[u];
            }
        }
        if (dist[u] >= 3 || dist[u] >= left || (dist[u] > 0 && g->v_owner[u] != SIM_NONE))
            continue;
        for (int k = 0; k < 3; k++) {
            int w = t->v_adj[u][k], e = t->v_edge[u][k];
            if (w < 0 || dist[w] >= 0 || g->e_owner[e] != SIM_NONE)
                continue;
            dist[w] = (short)(dist[u] + 1);
            first[w] = (short)(dist[u] == 0 ? e : first[u]);
            queue[tail++] = (short)w;
        }
    }
    return best;
}

/* ---- Setup ------------------------------------------------------------------------------------ */

static sim_action setup_settlement(sim_game *g, int p)
{
    const sim_topo *t = g->t;
    sim_action a = {SIM_A_SETUP_SETTLE, -1, 0};
    short spots[SIM_MAX_V];
    double val[SIM_MAX_V];
    int n = 0;
    for (int v = 0; v < t->nv; v++)
        if (sim_spot_free(g, v))
            spots[n++] = (short)v;
    if (n == 0)
        return a;
    double best = -1;
    int bi = 0;
    for (int i = 0; i < n; i++) {
        val[i] = spot_value(g, p, spots[i]);
        if (val[i] > best) {
            best = val[i];
            bi = i;
        }
    }
    if (g->temperature <= 0) {
        a.a = spots[bi];
        return a;
    }
    /* Softmax over the spots: a sensible player's range of openings, not one fixed choice. */
    double total = 0;
    for (int i = 0; i < n; i++) {
        val[i] = sim_exp((val[i] - best) / g->temperature);
        total += val[i];
    }
    double u = hs_rng_float(&g->rng) * total;
    for (int i = 0; i < n; i++) {
        u -= val[i];
        if (u < 0) {
            a.a = spots[i];
            return a;
        }
    }
    a.a = spots[bi];
    return a;
}

static sim_action setup_road(sim_game *g, int p)
{
    const sim_topo *t = g->t;
    int v = g->last_settlement;
    sim_action a = {SIM_A_SETUP_ROAD, -1, 0};
    short edges[3];
    int n = 0;
    for (int k = 0; k < 3; k++)
        if (t->v_edge[v][k] >= 0 && g->e_owner[t->v_edge[v][k]] == SIM_NONE)
            edges[n++] = (short)k;
    if (n == 0)
        return a;
    double best = -1e9;
    for (int i = 0; i < n; i++) {
        int u = t->v_adj[v][edges[i]];
        double bv = -1;
        for (int k = 0; k < 3; k++) {
            int w = t->v_adj[u][k];
            if (w >= 0 && w != v && sim_spot_free(g, w)) {
                double val = spot_value(g, p, w);
                if (val > bv)
                    bv = val;
            }
        }
        if (bv > best) {
            best = bv;
            a.a = t->v_edge[v][edges[i]];
        }
    }
    return a;
}

/* ---- The robber and discards ---------------------------------------------------------------- */

static int public_points(const sim_game *g, int p)
{
    return sim_points(g, p) - g->p[p].dev[SIM_VP] - g->p[p].dev_new[SIM_VP];
}

static int pick_victim(const sim_game *g, int p, int tile)
{
    int cand[3], n = 0;
    for (int c = 0; c < 6; c++) {
        int o = g->v_owner[g->t->tile_v[tile][c]];
        if (o == SIM_NONE || o == p || g->p[o].nres == 0)
            continue;
        bool seen = false;
        for (int i = 0; i < n; i++)
            seen |= cand[i] == o;
        if (!seen && n < 3)
            cand[n++] = o;
    }
    if (n == 0)
        return -1;
    int best = cand[0];
    for (int i = 1; i < n; i++) {
        int o = cand[i];
        if (g->p[o].nres > g->p[best].nres ||
            (g->p[o].nres == g->p[best].nres &&
             (public_points(g, o) > public_points(g, best) || (public_points(g, o) == public_points(g, best) && o < best))))
            best = o;
    }
    return best;
}

static sim_action robber(sim_game *g, int p, int type)
{
    const sim_topo *t = g->t;
    sim_action a = {(uint8_t)type, -1, -1};
    double best = -1e9;
    for (int tile = 0; tile < t->nt; tile++) {
        if (tile == g->robber)
            continue;
        double score = 0;
        bool victim = false;
        for (int c = 0; c < 6; c++) {
            int v = t->tile_v[tile][c], o = g->v_owner[v];
            if (o == SIM_NONE)
                continue;
            if (o == p)
                score -= 100;
            else {
                score += g->v_level[v] * t->tile_pips[tile] * (1 + 0.25 * public_points(g, o));
                victim |= g->p[o].nres > 0;
            }
        }
        score += victim ? 2 : 0;
        if (score > best) {
            best = score;
            a.a = (short)tile;
        }
    }
    a.b = (short)pick_victim(g, p, a.a);
    return a;
}

/* The cards the greedy bot keeps: what its next city or settlement needs. */
static int keep_cost(const sim_game *g, int p)
{
    return g->p[p].settlements > 0 && g->p[p].cities < SIM_MAX_CITIES && best_settlement(g, p) < 0
               ? SIM_COST_CITY
               : SIM_COST_SETTLEMENT;
}

static void discard(sim_game *g, int p, int n, int counts[SIM_RES])
{
    int res[SIM_RES];
    memcpy(res, g->p[p].res, sizeof res);
    memset(counts, 0, sizeof(int) * SIM_RES);
    const int *keep = sim_cost[keep_cost(g, p)];
    for (int i = 0; i < n; i++) {
        int best = -1;
        for (int r = 0; r < SIM_RES; r++)
            if (res[r] > 0 && (best < 0 || res[r] - keep[r] > res[best] - keep[best]))
                best = r;
        res[best]--;
        counts[best]++;
    }
}

/* ---- The greedy bot's turn -------------------------------------------------------------------- */

enum { GOAL_NONE = -1 };

static bool act(sim_game *g, int p, int type, int a, int b)
{
    sim_action x = {(uint8_t)type, (short)a, (short)b};
    return sim_do(g, p, x);
}

/* The next thing to save for, as a cost index, with its place in *where. */
static int choose_goal(const sim_game *g, int p, int *where)
{
    int s = best_settlement(g, p), c = best_city(g, p);
    if (s >= 0 && (c < 0 || missing(g, p, SIM_COST_SETTLEMENT) <= missing(g, p, SIM_COST_CITY))) {
        *where = s;
        return SIM_COST_SETTLEMENT;
    }
    if (c >= 0 && (s >= 0 || missing(g, p, SIM_COST_CITY) == 0)) {
        *where = c;
        return SIM_COST_CITY;
    }
    int e = road_toward(g, p);
    if (e >= 0) {
        *where = e;
        return SIM_COST_ROAD;
    }
    if (c >= 0) {
        *where = c;
        return SIM_COST_CITY;
    }
    *where = -1;
    return g->deck_n > 0 ? SIM_COST_DEV : GOAL_NONE;
}

/* A trade with the bank or a harbor that brings the goal closer, when the surplus can pay for
 * all of it (or the hand is at risk of a 7). */
static bool trade_toward(sim_game *g, int p, int goal)
{
    const sim_player *pl = &g->p[p];
    const int *cost = sim_cost[goal];
    int need = -1, give = -1, affordable = 0, m = 0;
    for (int r = 0; r < SIM_RES; r++) {
        if (pl->res[r] < cost[r]) {
            m += cost[r] - pl->res[r];
            if (g->bank[r] > 0 && (need < 0 || cost[r] - pl->res[r] > cost[need] - pl->res[need]))
                need = r;
        } else {
            int trades = (pl->res[r] - cost[r]) / pl->ratio[r];
            affordable += trades;
            if (trades > 0 && (give < 0 || pl->res[r] - cost[r] - pl->ratio[r] > pl->res[give] - cost[give] - pl->ratio[give]))
                give = r;
        }
    }
    if (need < 0 || give < 0 || (affordable < m && pl->nres < 8))
        return false;
    return act(g, p, SIM_A_TRADE, give, need);
}

/* Spends on `cost` only what the goal does not need. */
static bool spare_for(const sim_game *g, int p, int cost, int goal)
{
    for (int r = 0; r < SIM_RES; r++)
        if (sim_cost[cost][r] && g->p[p].res[r] - sim_cost[cost][r] < (goal >= 0 ? sim_cost[goal][r] : 0))
            return false;
    return true;
}

static bool robber_blocks(const sim_game *g, int p)
{
    for (int c = 0; c < 6; c++)
        if (g->v_owner[g->t->tile_v[g->robber][c]] == p)
            return g->t->tile_pips[g->robber] > 0;
    return false;
}

static bool play_dev_cards(sim_game *g, int p, int goal)
{
    sim_player *pl = &g->p[p];
    if (g->dev_played)
        return false;
    if (pl->dev[SIM_KNIGHT] > 0) {
        bool army = pl->knights + 1 >= 3 && g->army != p && (g->army < 0 || pl->knights + 1 > g->p[g->army].knights);
        if (army || robber_blocks(g, p)) {
            sim_action a = robber(g, p, SIM_A_KNIGHT);
            if (sim_do(g, p, a))
                return true;
        }
    }
    if (pl->dev[SIM_MONO] > 0) {
        int best = 0, bn = -1;
        for (int r = 0; r < SIM_RES; r++) {
            int n = 0;
            for (int i = 0; i < g->np; i++)
                n += i == p ? 0 : g->p[i].res[r];
            if (n > bn) {
                bn = n;
                best = r;
            }
        }
        if (bn >= 4 && act(g, p, SIM_A_MONO, best, 0))
            return true;
    }
    if (pl->dev[SIM_PLENTY] > 0 && goal >= 0) {
        int want[2] = {-1, -1}, k = 0, res[SIM_RES];
        memcpy(res, pl->res, sizeof res);
        for (int r = 0; r < SIM_RES && k < 2; r++)
            while (res[r] < sim_cost[goal][r] && k < 2) {
                want[k++] = r;
                res[r]++;
            }
        if (k > 0) {
            if (k == 1)
                want[1] = pl->res[SIM_ORE] < 3 ? SIM_ORE : SIM_GRAIN;
            if (act(g, p, SIM_A_PLENTY, want[0], want[1]))
                return true;
        }
    }
    if (pl->dev[SIM_ROADS] > 0 && pl->roads < SIM_MAX_ROADS && best_settlement(g, p) < 0) {
        int e1 = road_toward(g, p);
        if (e1 >= 0) {
            sim_game h = *g;
            h.hook = NULL;
            h.e_owner[e1] = (uint8_t)p;
            h.p[p].roads++;
            int e2 = pl->roads + 1 < SIM_MAX_ROADS ? road_toward(&h, p) : -1;
            if (e2 < 0 && pl->roads + 1 < SIM_MAX_ROADS)
                for (int e = 0; e < g->t->ne && e2 < 0; e++)
                    if (sim_road_ok(&h, p, e))
                        e2 = e;
            if (act(g, p, SIM_A_ROADS, e1, e2))
                return true;
        }
    }
    return false;
}

/* One action of the greedy bot; false when it has nothing more to do this turn. */
static bool greedy_step(sim_game *g, int p, bool building_phase)
{
    int where, goal = choose_goal(g, p, &where);
    if (!building_phase && play_dev_cards(g, p, goal))
        return true;
    if (goal >= 0 && sim_can_afford(g, p, goal)) {
        if (goal == SIM_COST_SETTLEMENT)
            return act(g, p, SIM_A_SETTLE, where, 0);
        if (goal == SIM_COST_CITY)
            return act(g, p, SIM_A_CITY, where, 0);
        if (goal == SIM_COST_ROAD)
            return act(g, p, SIM_A_ROAD, where, 0);
        return act(g, p, SIM_A_BUY, 0, 0);
    }
    if (!building_phase && goal >= 0 && trade_toward(g, p, goal))
        return true;
    if (goal != SIM_COST_ROAD && sim_can_afford(g, p, SIM_COST_ROAD) && spare_for(g, p, SIM_COST_ROAD, goal) &&
        best_settlement(g, p) < 0) {
        int e = road_toward(g, p);
        if (e >= 0 && act(g, p, SIM_A_ROAD, e, 0))
            return true;
    }
    if (goal != SIM_COST_DEV && g->deck_n > 0 && sim_can_afford(g, p, SIM_COST_DEV) &&
        spare_for(g, p, SIM_COST_DEV, goal))
        return act(g, p, SIM_A_BUY, 0, 0);
    return false;
}

static void finish_roll(sim_game *g, int p)
{
    if (g->robber_pending)
        sim_do(g, p, robber(g, p, SIM_A_ROBBER));
}

static void greedy_turn(sim_game *g, int p)
{
    if (g->p[p].dev[SIM_KNIGHT] > 0 && robber_blocks(g, p))
        sim_do(g, p, robber(g, p, SIM_A_KNIGHT));
    if (g->phase != SIM_MAIN)
        return;
    act(g, p, SIM_A_ROLL, 0, 0);
    finish_roll(g, p);
    for (int step = 0; step < 60 && g->phase == SIM_MAIN; step++)
        if (!greedy_step(g, p, false))
            break;
}

static void turn(sim_game *g, int p)
{
    greedy_turn(g, p);
    if (g->phase == SIM_MAIN)
        act(g, p, SIM_A_END, 0, 0);
}

static void building_phase(sim_game *g, int p)
{
    for (int step = 0; step < 20; step++)
        if (!greedy_step(g, p, true))
            break;
    act(g, p, SIM_A_END, 0, 0);
}

const sim_bot sim_bot_greedy = {
    .name = "greedy",
    .setup_settlement = setup_settlement,
    .setup_road = setup_road,
    .turn = turn,
    .building_phase = building_phase,
    .discard = discard,
    .robber = robber,
};
