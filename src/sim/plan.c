/* SPDX-License-Identifier: MIT */
/* plan.c: the machinery of the value-function players (plan.h): setup by a softmax over the
 * style's spot values, a goal to save for with bank trades toward it, building, the robber,
 * discards and development cards; and the thread's cache. What a style values comes from its
 * sim_style. */
#include <limits.h>
#include <math.h>
#include <string.h>

#include "plan.h"

/* ---- The thread's cache --------------------------------------------------------------------- */

double sim_exp(double x)
{
    if (x < -700)
        return 0;
    /* x = k ln 2 + r with |r| <= ln2 / 2; e^r by its Taylor series to the 12th power. */
    double k = floor(x / 0.69314718055994530942 + 0.5);
    double r = x - k * 0.69314718055994530942;
    double p = 1;
    for (int i = 12; i >= 1; i--)
        p = 1 + p * r / i;
    /* p * 2^k, exactly as ldexp gives it: k >= -1010 keeps 2^k and the product normal. */
    union {
        uint64_t bits;
        double value;
    } scale = {(uint64_t)(1023 + (int64_t)k) << 52};
    return p * scale.value;
}

void sim_cache_init(sim_cache *c)
{
    double one = sim_exp(0.0);
    uint64_t zero;
    memcpy(&zero, &(double){0.0}, sizeof zero);
    for (int i = 0; i < SIM_EXP_SLOTS; i++) {
        c->exp_key[i] = zero;
        c->exp_value[i] = one;
    }
    c->spot_topo = NULL;
}

/* ---- Where to build ----------------------------------------------------------------------- */

/* p's spot values now: its memo's, emptied when they no longer hold; or, for a player who has
 * not built yet with the robber where it starts, its style's in the thread's cache (the same in
 * every game on the board). */
static sim_values *spot_memo(sim_game *g, int p)
{
    /* Values read the robber and the player's own buildings only, so every player of a style
     * who has not built yet sees the same ones; the robber's moves forget the values of its
     * tiles' corners (game.c). */
    int built = g->p[p].settlements + 2 * g->p[p].cities;
    sim_cache *c = g->cache;
    if (!built && c && g->robber == g->t->robber0) {
        if (c->spot_topo != g->t) { /* last used on another board */
            c->spot_topo = g->t;
            for (int s = 0; s < HS_SIM_MAX_STYLES; s++)
                c->opening[s].known[0] = c->opening[s].known[1] = 0;
        }
        return &c->opening[g->style[p]];
    }
    struct sim_memo *m = &g->memo[built ? p : HS_SIM_MAX_PLAYERS];
    uint32_t key = (uint32_t)built + 1;
    const void *style = plan_style(g, p);
    if (m->spot_key != key || m->spot_style != style) {
        m->spot_key = key;
        m->spot_style = style;
        m->spot.known[0] = m->spot.known[1] = 0;
    }
    return &m->spot;
}

/* p's value of spot v from p's values s (spot_memo, and nothing changed since). */
static inline double spot_in(sim_values *s, sim_game *g, int p, int v)
{
    if (!sim_bit(s->known, v)) {
        s->known[v >> 6] |= 1ull << (v & 63);
        s->value[v] = plan_style(g, p)->spot(g, p, v);
    }
    return s->value[v];
}

double plan_spot(sim_game *g, int p, int v)
{
    return spot_in(spot_memo(g, p), g, p, v);
}

/* Remembers `found` as p's answer of `kind`, read at the vertex sets `free`, `built` and
 * `values` and the edge set `edges` (SIM_READ_*). */
static int remember(sim_game *g, int p, int kind, int found, const uint64_t free[2], const uint64_t built[2],
                    const uint64_t edges[2], const uint64_t values[2])
{
    struct sim_memo *m = &g->memo[p];
    for (int w = 0; w < 2; w++) {
        m->read[SIM_READ_FREE][kind][w] = free[w];
        m->read[SIM_READ_BUILT][kind][w] = built[w];
        m->read[SIM_READ_EDGES][kind][w] = edges[w];
        m->read[SIM_READ_VALUE][kind][w] = values[w];
    }
    return m->found[kind] = found;
}

static const uint64_t no_vertex[2] = {0, 0};

int plan_best_settlement(sim_game *g, int p)
{
    if (g->memo[p].found[SIM_MEMO_SETTLE] >= -1)
        return g->memo[p].found[SIM_MEMO_SETTLE];
    int best = -1;
    double bv = -1;
    if (g->p[p].settlements < SIM_MAX_SETTLEMENTS)
        for (int w = 0; w < 2; w++)
            for (uint64_t bits = g->free_spots[w] & g->touch[p][w]; bits; bits &= bits - 1) {
                int v = w * 64 + __builtin_ctzll(bits);
                double val = plan_spot(g, p, v);
                if (val > bv) {
                    bv = val;
                    best = v;
                }
            }
    uint64_t spots[2] = {g->free_spots[0] & g->touch[p][0], g->free_spots[1] & g->touch[p][1]};
    return remember(g, p, SIM_MEMO_SETTLE, best, g->touch[p], no_vertex, no_vertex, spots);
}

double plan_city_value(const sim_game *g, int v, const double weight[SIM_RES])
{
    const sim_topo *t = g->t;
    double value = 0;
    for (int k = 0; k < 3; k++) {
        int tile = t->v_tile[v][k];
        if (tile >= 0 && t->tile_res[tile] >= 0)
            value += t->tile_pips[tile] * weight[t->tile_res[tile]] * (tile == g->robber ? 0.4 : 1.0);
    }
    return value;
}

int plan_harbor_pips(const sim_game *g, int p, int v)
{
    const sim_topo *t = g->t;
    int r = t->v_harbor[v] - 1, pips = g->p[p].prod[r];
    for (int k = 0; k < 3; k++)
        if (t->v_tile[v][k] >= 0 && t->tile_res[t->v_tile[v][k]] == r)
            pips += t->tile_pips[t->v_tile[v][k]];
    return pips;
}

int plan_best_city(sim_game *g, int p)
{
    if (g->memo[p].found[SIM_MEMO_CITY] >= -1)
        return g->memo[p].found[SIM_MEMO_CITY];
    const sim_style *st = plan_style(g, p);
    int best = -1;
    double bv = -1;
    if (g->p[p].cities < SIM_MAX_CITIES)
        for (int w = 0; w < 2; w++)
            for (uint64_t bits = g->own[p][w]; bits; bits &= bits - 1) {
                int v = w * 64 + __builtin_ctzll(bits);
                if (g->v_level[v] != 1)
                    continue;
                double val = st->city ? st->city(g, p, v) : plan_city_value(g, v, st->city_weight);
                if (val > bv) {
                    bv = val;
                    best = v;
                }
            }
    return remember(g, p, SIM_MEMO_CITY, best, no_vertex, no_vertex, no_vertex, g->own[p]);
}

/* A breadth-first search over empty edges from p's network that does not pass opponents'
 * buildings. What it read goes into `reached` (every vertex it reached, and the network's
 * ends), `followed` (the edges it went along, found empty: an edge it looked at but did not
 * follow led to a vertex reached already, or was taken, and stays so) and `valued` (the free
 * spots it valued): its answer holds while none of them changes (struct sim_memo). */
static int road_search(sim_game *g, int p, uint64_t reached[2], uint64_t followed[2], uint64_t valued[2])
{
    const sim_topo *t = g->t;
    struct sim_memo *m = &g->memo[p];
    m->road_n = -1;
    if (g->p[p].roads >= SIM_MAX_ROADS || g->p[p].settlements >= SIM_MAX_SETTLEMENTS)
        return -1;
    /* The sets and the count in locals, which the byte stores below cannot alias, so they stay
     * in registers; written out at the end. */
    uint64_t seen[2], went[2] = {0, 0}, spots[2] = {0, 0};
    int n = 0;
    uint8_t first[SIM_MAX_V], queue[SIM_MAX_V]; /* first: the first road of the way to a vertex */
    int head = 0, tail = 0;
    for (int w = 0; w < 2; w++) {
        uint64_t start = g->own[p][w] | g->touch[p][w];
        seen[w] = start;
        for (uint64_t bits = start; bits; bits &= bits - 1) {
            int v = w * 64 + __builtin_ctzll(bits);
            if (g->v_owner[v] == p || g->v_owner[v] == SIM_NONE)
                queue[tail++] = (uint8_t)v;
        }
    }
    int best = -1, left = SIM_MAX_ROADS - g->p[p].roads, deepest = left < 3 ? left : 3;
    double bv = -1e9;
    sim_values *values = spot_memo(g, p);
    /* Level by level: queue[head..end) are the vertices `dist` roads away, in the order found. */
    for (int dist = 0; head < tail; dist++)
        for (int end = tail; head < end; head++) {
            int u = queue[head];
            if (dist > 0) {
                if (sim_spot_free(g, u)) {
                    spots[u >> 6] |= 1ull << (u & 63);
                    m->road_at[n] = (uint8_t)u;
                    m->road_dist[n] = (uint8_t)dist;
                    m->road_first[n++] = first[u];
                    double val = spot_in(values, g, p, u) - 2.5 * dist;
                    if (val > bv) {
                        bv = val;
                        best = first[u];
                    }
                } else if (g->v_owner[u] != SIM_NONE) {
                    continue; /* an opponent's building: no way past it */
                }
            }
            if (dist >= deepest)
                continue;
            for (int k = 0; k < t->degree[u]; k++) {
                int x = t->v_adj[u][k], e = t->v_edge[u][k];
                if (sim_bit(seen, x) || g->e_owner[e] != SIM_NONE)
                    continue;
                seen[x >> 6] |= 1ull << (x & 63);
                went[e >> 6] |= 1ull << (e & 63);
                first[x] = (uint8_t)(dist == 0 ? e : first[u]);
                queue[tail++] = (uint8_t)x;
            }
        }
    m->road_n = n;
    for (int w = 0; w < 2; w++) {
        reached[w] = seen[w];
        followed[w] = went[w];
        valued[w] = spots[w];
    }
    return best;
}

int plan_road_or_card(sim_game *g, int p, int *where)
{
    int e = plan_road_toward(g, p);
    if (e >= 0)
        return plan_aim(where, e, SIM_COST_ROAD);
    return plan_aim(where, -1, g->deck_n > 0 ? SIM_COST_DEV : PLAN_NO_GOAL);
}

/* The road search again over the way it found last (the spots it reached, in its order), when
 * only what is free or what spots are worth has changed since. */
static int road_revalue(sim_game *g, int p)
{
    struct sim_memo *m = &g->memo[p];
    sim_values *values = spot_memo(g, p);
    if (m->road_n < 0)
        return SIM_MEMO_UNKNOWN; /* it did not search */
    if (g->p[p].settlements >= SIM_MAX_SETTLEMENTS)
        return -1;
    int best = -1;
    double bv = -1e9;
    for (int i = 0; i < m->road_n; i++) {
        int u = m->road_at[i];
        if (!sim_spot_free(g, u))
            continue;
        double val = spot_in(values, g, p, u) - 2.5 * m->road_dist[i];
        if (val > bv) {
            bv = val;
            best = m->road_first[i];
        }
    }
    return best;
}

int plan_road_toward(sim_game *g, int p)
{
    int *found = &g->memo[p].found[SIM_MEMO_ROAD];
    if (*found == SIM_MEMO_STALE)
        *found = road_revalue(g, p);
    if (*found == SIM_MEMO_UNKNOWN) {
        uint64_t reached[2] = {0, 0}, followed[2] = {0, 0}, valued[2] = {0, 0};
        int e = road_search(g, p, reached, followed, valued);
        /* Whether its free spots are still free, whether what it reached was built, the edges it
         * followed, the values it read. */
        remember(g, p, SIM_MEMO_ROAD, e, valued, reached, followed, valued);
    }
    return *found;
}

int plan_missing(const sim_game *g, int p, int cost)
{
    int m = 0;
    for (int r = 0; r < SIM_RES; r++)
        if (g->p[p].res[r] < sim_cost[cost][r])
            m += sim_cost[cost][r] - g->p[p].res[r];
    return m;
}

bool plan_spare_for(const sim_game *g, int p, int cost, int goal)
{
    for (int r = 0; r < SIM_RES; r++)
        if (sim_cost[cost][r] && g->p[p].res[r] - sim_cost[cost][r] < (goal >= 0 ? sim_cost[goal][r] : 0))
            return false;
    return true;
}

bool plan_robber_blocks(const sim_game *g, int p)
{
    for (int c = 0; c < 6; c++)
        if (g->v_owner[g->t->tile_v[g->robber][c]] == p)
            return g->t->tile_pips[g->robber] > 0;
    return false;
}

int plan_public_points(const sim_game *g, int p)
{
    return sim_points(g, p) - g->p[p].dev[SIM_VP] - g->p[p].dev_new[SIM_VP];
}

bool plan_act(sim_game *g, int p, int type, int a, int b)
{
    sim_action x = {(uint8_t)type, (short)a, (short)b};
    return sim_do(g, p, x);
}

int plan_road_lengthening(sim_game *g, int p)
{
    if (g->memo[p].found[SIM_MEMO_LENGTHEN] >= -1)
        return g->memo[p].found[SIM_MEMO_LENGTHEN];
    int best = -1, longest = g->p[p].road_len;
    if (g->p[p].roads >= SIM_MAX_ROADS) /* for good: only the player's own building forgets it */
        return remember(g, p, SIM_MEMO_LENGTHEN, best, no_vertex, no_vertex, no_vertex, no_vertex);
    /* A legal road has an end at the player's building or road: only those edges, in order. What
     * the answer reads: whether those edges are empty (the others' roads elsewhere do not
     * matter: joining and lengthening count the player's own), and who has built at the
     * network's vertices and their neighbours (a building there breaks a road or bars a road's
     * end). */
    const sim_topo *t = g->t;
    uint64_t edges[2] = {0, 0}, near[2] = {0, 0};
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = g->own[p][w] | g->touch[p][w]; bits; bits &= bits - 1) {
            int v = w * 64 + __builtin_ctzll(bits);
            near[0] |= t->near_set[v][0];
            near[1] |= t->near_set[v][1];
            for (int k = 0; k < t->degree[v]; k++)
                edges[t->v_edge[v][k] >> 6] |= 1ull << (t->v_edge[v][k] & 63);
        }
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = edges[w]; bits; bits &= bits - 1) {
            int e = w * 64 + __builtin_ctzll(bits);
            if (!sim_road_ok(g, p, e))
                continue;
            int l = sim_road_with(g, p, e);
            if (l > longest) {
                longest = l;
                best = e;
            }
        }
    return remember(g, p, SIM_MEMO_LENGTHEN, best, no_vertex, near, edges, no_vertex);
}

/* ---- Setup ------------------------------------------------------------------------------------ */

sim_action plan_setup_settlement(sim_game *g, int p)
{
    sim_action a = {SIM_A_SETUP_SETTLE, -1, 0};
    short spots[SIM_MAX_V];
    double val[SIM_MAX_V];
    int n = 0, bi = 0;
    double best = -1;
    sim_values *values = spot_memo(g, p);
    for (int w = 0; w < 2; w++) /* the free spots in order, and their values */
        for (uint64_t bits = g->free_spots[w]; bits; bits &= bits - 1, n++) {
            spots[n] = (short)(w * 64 + __builtin_ctzll(bits));
            val[n] = spot_in(values, g, p, spots[n]);
            if (val[n] > best) {
                best = val[n];
                bi = n;
            }
        }
    if (n == 0)
        return a;
    if (g->temperature <= 0) {
        a.a = spots[bi];
        return a;
    }
    /* Softmax over the spots: a sensible player's range of openings, not one fixed choice. */
    double total = 0;
    for (int i = 0; i < n; i++) {
        val[i] = sim_exp_of(g, (val[i] - best) / g->temperature);
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

sim_action plan_setup_road(sim_game *g, int p)
{
    const sim_topo *t = g->t;
    int v = g->last_settlement;
    sim_action a = {SIM_A_SETUP_ROAD, -1, 0};
    int slots[3], n = sim_free_slots(g, v, slots);
    double best = -1e9;
    for (int i = 0; i < n; i++) {
        int u = t->v_adj[v][slots[i]];
        double bv = -1;
        for (int k = 0; k < 3; k++) {
            int w = t->v_adj[u][k];
            if (w >= 0 && w != v && sim_spot_free(g, w)) {
                double val = plan_spot(g, p, w);
                if (val > bv)
                    bv = val;
            }
        }
        if (bv > best) {
            best = bv;
            a.a = t->v_edge[v][slots[i]];
        }
    }
    return a;
}

/* ---- The robber and discards ---------------------------------------------------------------- */

/* The opponent at `tile` with the most cards (then the most public points, then the lower seat). */
static int pick_victim(const sim_game *g, int p, int tile)
{
    int cand[3], n = sim_victims(g, p, tile, cand);
    if (n == 0)
        return -1;
    int best = cand[0];
    for (int i = 1; i < n; i++) {
        int o = cand[i];
        int po = plan_public_points(g, o), pb = plan_public_points(g, best);
        if (g->p[o].nres > g->p[best].nres || (g->p[o].nres == g->p[best].nres && (po > pb || (po == pb && o < best))))
            best = o;
    }
    return best;
}

/* The tile that costs the opponents most (a leader's buildings weigh more) and p nothing. */
sim_action plan_robber(sim_game *g, int p, int type)
{
    const sim_topo *t = g->t;
    sim_action a = {(uint8_t)type, -1, -1};
    int points[HS_SIM_MAX_PLAYERS];
    for (int i = 0; i < g->np; i++)
        points[i] = plan_public_points(g, i);
    /* Scores in quarters: a building's pips times (1 + points / 4), less 100 for p's own, plus 2
     * for a victim to rob; whole numbers of quarters, so the sums are exact and their order does
     * not matter. Summed from the buildings (a few) to their tiles, not from every tile. */
    int score[SIM_MAX_T] = {0};
    uint32_t victim = 0; /* bit tile: an opponent with cards is there */
    uint64_t built[2];
    sim_built(g, built);
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = built[w]; bits; bits &= bits - 1) {
            int v = w * 64 + __builtin_ctzll(bits), o = g->v_owner[v];
            for (int k = 0; k < 3; k++) {
                int tile = t->v_tile[v][k];
                if (tile < 0)
                    continue;
                if (o == p) {
                    score[tile] -= 400;
                } else {
                    score[tile] += g->v_level[v] * t->tile_pips[tile] * (4 + points[o]);
                    victim |= (uint32_t)(g->p[o].nres > 0) << tile;
                }
            }
        }
    int best = INT_MIN;
    for (int tile = 0; tile < t->nt; tile++) {
        int s = score[tile] + (victim >> tile & 1 ? 8 : 0);
        if (tile != g->robber && s > best) {
            best = s;
            a.a = (short)tile;
        }
    }
    a.b = (short)pick_victim(g, p, a.a);
    return a;
}

/* The cards a player keeps: what its next city or settlement needs. */
static int keep_cost(sim_game *g, int p)
{
    return g->p[p].settlements > 0 && g->p[p].cities < SIM_MAX_CITIES && plan_best_settlement(g, p) < 0
               ? SIM_COST_CITY
               : SIM_COST_SETTLEMENT;
}

void plan_discard(sim_game *g, int p, int n, int counts[SIM_RES])
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

/* ---- A turn ---------------------------------------------------------------------------------- */

int plan_balanced_goal(sim_game *g, int p, int *where)
{
    int s = plan_best_settlement(g, p), c = plan_best_city(g, p);
    if (s >= 0 && (c < 0 || plan_missing(g, p, SIM_COST_SETTLEMENT) <= plan_missing(g, p, SIM_COST_CITY)))
        return plan_aim(where, s, SIM_COST_SETTLEMENT);
    if (c >= 0 && (s >= 0 || plan_missing(g, p, SIM_COST_CITY) == 0))
        return plan_aim(where, c, SIM_COST_CITY);
    int e = plan_road_toward(g, p);
    if (e >= 0)
        return plan_aim(where, e, SIM_COST_ROAD);
    if (c >= 0)
        return plan_aim(where, c, SIM_COST_CITY);
    return plan_aim(where, -1, g->deck_n > 0 ? SIM_COST_DEV : PLAN_NO_GOAL);
}

/* A trade with the bank or a harbor that brings the goal closer, when the surplus can pay for
 * all of it (or the hand is at risk of a 7). */
bool plan_trade_toward(sim_game *g, int p, int goal)
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
            if (trades > 0 &&
                (give < 0 || pl->res[r] - cost[r] - pl->ratio[r] > pl->res[give] - cost[give] - pl->ratio[give]))
                give = r;
        }
    }
    if (need < 0 || give < 0 || (affordable < m && pl->nres < 8))
        return false;
    return plan_act(g, p, SIM_A_TRADE, give, need);
}

/* Close to winning: two points or fewer to go that the table can see. Nobody helps such a player. */
static bool close_to_winning(const sim_game *g, int p)
{
    return plan_public_points(g, p) >= g->target - 2;
}

bool plan_offer(sim_game *g, int p, int goal)
{
    if (!g->trading || goal < 0 || g->offers >= SIM_OFFERS_PER_TURN)
        return false;
    const sim_player *pl = &g->p[p];
    const int *cost = sim_cost[goal];
    int need = -1, give = -1;
    for (int r = 0; r < SIM_RES; r++) {
        if (pl->res[r] < cost[r]) {
            if (need < 0 || cost[r] - pl->res[r] > cost[need] - pl->res[need])
                need = r;
        } else if (pl->res[r] > cost[r] && (give < 0 || pl->res[r] - cost[r] > pl->res[give] - cost[give])) {
            give = r;
        }
    }
    if (need < 0 || give < 0)
        return false;
    for (int k = 1; k < g->np && g->offers < SIM_OFFERS_PER_TURN; k++) {
        int other = (p + k) % g->np;
        if (g->p[other].res[need] == 0 || close_to_winning(g, other))
            continue;
        int had = pl->res[need];
        if (!plan_act(g, p, SIM_A_OFFER, other, give * SIM_RES + need))
            return false;
        if (pl->res[need] > had)
            return true;
    }
    return false;
}

/* Whether any goal could make the trade worth taking: `given` fills one of its gaps while giving
 * `asked` opens none. When none could, the player's goal (its searches are the costly part of an
 * answer) need not be asked. */
static bool could_help(const sim_player *pl, int given, int asked)
{
    for (int goal = 0; goal < (int)(sizeof sim_cost / sizeof sim_cost[0]); goal++)
        if (pl->res[given] < sim_cost[goal][given] && pl->res[asked] > sim_cost[goal][asked])
            return true;
    return false;
}

bool plan_accept(sim_game *g, int p, int from, int given, int asked)
{
    if (close_to_winning(g, from) || !could_help(&g->p[p], given, asked))
        return false;
    int where, goal = plan_style(g, p)->goal(g, p, &where);
    if (goal < 0)
        return false;
    const int *cost = sim_cost[goal];
    /* Cards missing for the goal before and after: taking `given` may fill a gap, giving
     * `asked` may open one. */
    int before = plan_missing(g, p, goal);
    int after = before - (g->p[p].res[given] < cost[given]) + (g->p[p].res[asked] <= cost[asked]);
    return after < before;
}

bool plan_play_dev(sim_game *g, int p, int goal)
{
    sim_player *pl = &g->p[p];
    if (g->dev_played)
        return false;
    if (pl->dev[SIM_KNIGHT] > 0) {
        bool army = pl->knights + 1 >= 3 && g->army != p && (g->army < 0 || pl->knights + 1 > g->p[g->army].knights);
        if (army || plan_robber_blocks(g, p)) {
            if (sim_do(g, p, g->bot[p]->robber(g, p, SIM_A_KNIGHT)))
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
        if (bn >= 4 && plan_act(g, p, SIM_A_MONO, best, 0))
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
            if (plan_act(g, p, SIM_A_PLENTY, want[0], want[1]))
                return true;
        }
    }
    if (pl->dev[SIM_ROADS] > 0 && pl->roads < SIM_MAX_ROADS && plan_best_settlement(g, p) < 0) {
        int e1 = plan_road_toward(g, p);
        if (e1 >= 0) {
            sim_game h; /* the board with the first road down, for the second */
            sim_game_what_if(&h, g, p);
            sim_mark_road(&h, p, e1);
            int e2 = pl->roads + 1 < SIM_MAX_ROADS ? plan_road_toward(&h, p) : -1;
            if (e2 < 0 && pl->roads + 1 < SIM_MAX_ROADS)
                for (int e = 0; e < g->t->ne && e2 < 0; e++)
                    if (sim_road_ok(&h, p, e))
                        e2 = e;
            if (plan_act(g, p, SIM_A_ROADS, e1, e2))
                return true;
        }
    }
    return false;
}

/* One action; false when the player has nothing more to do this turn. */
static bool step(sim_game *g, int p, bool building_phase)
{
    const sim_style *st = plan_style(g, p);
    int where, goal = st->goal(g, p, &where);
    if (!building_phase && (st->play_dev ? st->play_dev(g, p, goal) : plan_play_dev(g, p, goal)))
        return true;
    if (goal >= 0 && sim_can_afford(g, p, goal)) {
        if (goal == SIM_COST_SETTLEMENT)
            return plan_act(g, p, SIM_A_SETTLE, where, 0);
        if (goal == SIM_COST_CITY)
            return plan_act(g, p, SIM_A_CITY, where, 0);
        if (goal == SIM_COST_ROAD)
            return plan_act(g, p, SIM_A_ROAD, where, 0);
        return plan_act(g, p, SIM_A_BUY, 0, 0);
    }
    if (!building_phase && goal >= 0 && !sim_can_afford(g, p, goal) && plan_offer(g, p, goal))
        return true;
    if (!building_phase && goal >= 0 && (st->trade ? st->trade(g, p, goal) : plan_trade_toward(g, p, goal)))
        return true;
    if (goal != SIM_COST_ROAD && sim_can_afford(g, p, SIM_COST_ROAD) && plan_spare_for(g, p, SIM_COST_ROAD, goal) &&
        plan_best_settlement(g, p) < 0) {
        int e = plan_road_toward(g, p);
        if (e >= 0 && plan_act(g, p, SIM_A_ROAD, e, 0))
            return true;
    }
    if (goal != SIM_COST_DEV && g->deck_n > 0 && sim_can_afford(g, p, SIM_COST_DEV) &&
        plan_spare_for(g, p, SIM_COST_DEV, goal))
        return plan_act(g, p, SIM_A_BUY, 0, 0);
    return false;
}

void plan_turn(sim_game *g, int p)
{
    if (g->p[p].dev[SIM_KNIGHT] > 0 && plan_robber_blocks(g, p))
        sim_do(g, p, g->bot[p]->robber(g, p, SIM_A_KNIGHT));
    if (g->phase != SIM_MAIN)
        return;
    plan_act(g, p, SIM_A_ROLL, 0, 0);
    if (g->robber_pending)
        sim_do(g, p, g->bot[p]->robber(g, p, SIM_A_ROBBER));
    for (int k = 0; k < 60 && g->phase == SIM_MAIN; k++)
        if (!step(g, p, false))
            break;
    if (g->phase == SIM_MAIN)
        plan_act(g, p, SIM_A_END, 0, 0);
}

void plan_building_phase(sim_game *g, int p)
{
    for (int k = 0; k < 20; k++)
        if (!step(g, p, true))
            break;
    plan_act(g, p, SIM_A_END, 0, 0);
}
