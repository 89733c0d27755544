/* SPDX-License-Identifier: MIT */
/* game.c: the base game's rules: the board as a game sees it, setup, dice and production with
 * the bank's limit, the robber, building, development cards, largest army, longest road, bank
 * and harbor trades, victory; and the invariant checker the tests run after every action. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "../core/fail.h"

/* ---- The board ----------------------------------------------------------------------- */

hs_err sim_topo_build(const hs_board *board, sim_topo *t, hs_diag *diag)
{
    memset(t, 0, sizeof *t);
    hs_mode mode = board->options.mode;
    if (mode != HS_MODE_CLASSIC && mode != HS_MODE_5_6)
        return hs_fail(diag, HS_EINVAL, "the game engine plays Classic and 5-6 boards only, not %s",
                       hs_mode_name(mode));
    if (board->n_tiles > SIM_MAX_T)
        return hs_fail(diag, HS_EINVAL, "a board of %d tiles is too large for the game engine", board->n_tiles);
    hs_hex hexes[SIM_MAX_T];
    for (int i = 0; i < board->n_tiles; i++)
        hexes[i] = board->tiles[i].hex;
    hs_graph gbuf; /* about 33 KB: fine on the stacks hexseed runs on */
    hs_graph *g = &gbuf;
    hs_err err = hs_graph_build(g, hexes, board->n_tiles, diag);
    if (err)
        return err;
    if (g->n_vertices > SIM_MAX_V || g->n_edges > SIM_MAX_E)
        return hs_fail(diag, HS_EINVAL, "the board has too many intersections for the game engine");
    t->nt = board->n_tiles;
    t->nv = g->n_vertices;
    t->ne = g->n_edges;
    for (int i = 0; i < t->nt; i++) {
        int terrain = board->tiles[i].terrain;
        if (terrain == HS_SEA || terrain == HS_GOLD || (terrain != HS_DESERT && !hs_terrain_numbered(terrain)))
            return hs_fail(diag, HS_EINVAL, "the game engine plays the base game's tiles only, not %s",
                           hs_terrain_name((hs_terrain)terrain));
        t->tile_res[i] = (int8_t)(terrain == HS_DESERT ? -1 : terrain - HS_FOREST);
        t->tile_num[i] = board->tiles[i].number;
        t->tile_pips[i] = (uint8_t)hs_pips(board->tiles[i].number);
        for (int c = 0; c < 6; c++)
            t->tile_v[i][c] = g->hex_vertex[i][c];
        int n = board->tiles[i].number;
        if (n >= 2 && n <= 12 && t->tile_res[i] >= 0) {
            if (t->n_roll[n] >= 4)
                return hs_fail(diag, HS_EINVAL, "number %d is on more than four tiles", n);
            t->roll_tile[n][t->n_roll[n]++] = (uint8_t)i;
        }
    }
    for (int v = 0; v < t->nv; v++) {
        for (int k = 0; k < 3; k++) {
            t->v_tile[v][k] = g->vertex_hexes[v][k];
            t->v_adj[v][k] = t->v_edge[v][k] = -1;
        }
        t->v_harbor[v] = -1;
    }
    for (int e = 0; e < t->ne; e++) {
        int a = g->edge_vertex[e][0], b = g->edge_vertex[e][1];
        t->e_v[e][0] = (short)a;
        t->e_v[e][1] = (short)b;
        for (int s = 0; s < 2; s++) {
            int v = s ? b : a, u = s ? a : b, k = 0;
            while (k < 3 && t->v_adj[v][k] >= 0)
                k++;
            if (k == 3)
                return hs_fail(diag, HS_EINVAL, "a vertex with more than three edges");
            t->v_adj[v][k] = (short)u;
            t->v_edge[v][k] = (short)e;
            t->degree[v] = (uint8_t)(k + 1);
        }
    }
    for (int i = 0; i < t->nt; i++)
        for (int c = 0; c < 6; c++)
            t->tile_set[i][t->tile_v[i][c] >> 6] |= 1ull << (t->tile_v[i][c] & 63);
    for (int v = 0; v < t->nv; v++) {
        int room = 0; /* corners two roads away, by every way there */
        for (int k = 0; k < 3; k++)
            for (int j = 0; t->v_adj[v][k] >= 0 && j < 3; j++)
                room += t->v_adj[t->v_adj[v][k]][j] >= 0 && t->v_adj[t->v_adj[v][k]][j] != v;
        t->room[v] = (uint8_t)room;
        t->near_set[v][v >> 6] |= 1ull << (v & 63);
        for (int k = 0; k < 3; k++)
            if (t->v_adj[v][k] >= 0)
                t->near_set[v][t->v_adj[v][k] >> 6] |= 1ull << (t->v_adj[v][k] & 63);
    }
    for (int h = 0; h < board->n_harbors; h++) {
        const hs_harbor *hb = &board->harbors[h];
        if (hb->tile >= t->nt)
            return hs_fail(diag, HS_EINVAL, "harbor %d names tile %d of %d", h, hb->tile, t->nt);
        for (int c = 1; c <= 2; c++)
            t->v_harbor[g->hex_vertex[hb->tile][(hb->side + c) % 6]] = (int8_t)hb->type;
    }
    t->robber0 = board->robber;
    bool big = mode == HS_MODE_5_6;
    t->bank0 = big ? 24 : 19;
    static const int deck4[SIM_DEV] = {14, 5, 2, 2, 2}, deck6[SIM_DEV] = {20, 5, 3, 3, 3};
    memcpy(t->deck0, big ? deck6 : deck4, sizeof t->deck0);
    t->min_players = big ? 5 : 3;
    t->max_players = big ? 6 : 4;
    t->building_phase = big;
    return HS_OK;
}

hs_err sim_topo_new(const hs_board *board, sim_topo **t, hs_diag *diag)
{
    *t = malloc(sizeof **t);
    if (!*t)
        return hs_fail(diag, HS_ENOMEM, "out of memory for the game engine");
    hs_err err = sim_topo_build(board, *t, diag);
    if (err) {
        free(*t);
        *t = NULL;
    }
    return err;
}

/* ---- State --------------------------------------------------------------------------- */

void sim_game_init_with(sim_game *g, const sim_topo *t, int players, const sim_bot *const *bots,
                        const uint8_t *styles, double temperature, int target, int max_turns, uint32_t seed)
{
    /* Everything zero but the memos' spot values, which are read only once known. */
    memset(g, 0, offsetof(sim_game, memo));
    for (int i = 0; i <= HS_SIM_MAX_PLAYERS; i++)
        memset(&g->memo[i], 0, offsetof(struct sim_memo, spot.value));
    g->t = t;
    g->np = players;
    for (int i = 0; i < players && i < HS_SIM_MAX_PLAYERS; i++) {
        g->bot[i] = bots[i];
        g->style[i] = styles[i];
    }
    g->temperature = temperature;
    g->target = target;
    g->max_turns = max_turns;
    memset(g->v_owner, SIM_NONE, sizeof g->v_owner);
    memset(g->e_owner, SIM_NONE, sizeof g->e_owner);
    g->robber = t->robber0;
    for (int r = 0; r < SIM_RES; r++)
        g->bank[r] = t->bank0;
    g->rng = hs_rng_seed(seed);
    for (int d = 0; d < SIM_DEV; d++)
        for (int k = 0; k < t->deck0[d]; k++)
            g->deck[g->deck_n++] = (uint8_t)d;
    hs_rng_shuffle(&g->rng, g->deck, (size_t)g->deck_n, 1);
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        for (int r = 0; r < SIM_RES; r++)
            g->p[i].ratio[r] = 4;
    for (int v = 0; v < t->nv; v++)
        g->free_spots[v >> 6] |= 1ull << (v & 63);
    for (int i = 0; i <= HS_SIM_MAX_PLAYERS; i++)
        for (int k = 0; k < SIM_MEMO_KINDS; k++)
            g->memo[i].found[k] = SIM_MEMO_UNKNOWN;
    g->army = g->road = -1;
    g->winner = -1;
    g->phase = SIM_SETUP;
    g->last_settlement = -1;
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        g->opening[i][0] = g->opening[i][1] = -1;
}

void sim_game_use_cache(sim_game *g, struct sim_cache *c)
{
    g->cache = c;
}

void sim_game_allow_trading(sim_game *g, bool on)
{
    g->trading = on;
}

static void pay(sim_game *g, int player, int cost)
{
    for (int r = 0; r < SIM_RES; r++) {
        g->p[player].res[r] -= sim_cost[cost][r];
        g->p[player].nres -= sim_cost[cost][r];
        g->bank[r] += sim_cost[cost][r];
    }
}

void sim_give(sim_game *g, int player, int res, int n)
{
    if (n > g->bank[res])
        n = g->bank[res];
    g->bank[res] -= n;
    g->p[player].res[res] += n;
    g->p[player].nres += n;
}

/* ---- Longest road ---------------------------------------------------------------------- */

/* Whether edge e is the player's road, counting `extra` (an edge, or -1) as one. */
static inline bool road_of(const sim_game *g, int player, int e, int extra)
{
    return e == extra || g->e_owner[e] == player;
}

static int road_dfs(const sim_game *g, int player, int v, uint64_t used[2], int len, int extra)
{
    const sim_topo *t = g->t;
    if (len > 0 && g->v_owner[v] != SIM_NONE && g->v_owner[v] != player)
        return len; /* an opponent's building breaks the road here */
    int best = len;
    for (int k = 0; k < 3; k++) {
        int e = t->v_edge[v][k];
        if (e < 0 || !road_of(g, player, e, extra) || (used[e >> 6] >> (e & 63) & 1))
            continue;
        used[e >> 6] |= 1ull << (e & 63);
        int l = road_dfs(g, player, t->v_adj[v][k], used, len + 1, extra);
        used[e >> 6] &= ~(1ull << (e & 63));
        if (l > best)
            best = l;
    }
    return best;
}

/* Every trail searched from every vertex of the player's roads: the plain definition, kept for
 * the invariant checker to hold the quick search below to. */
static int longest_road_plain(const sim_game *g, int player)
{
    const sim_topo *t = g->t;
    int best = 0;
    for (int e = 0; e < t->ne; e++) {
        if (g->e_owner[e] != player)
            continue;
        for (int s = 0; s < 2; s++) {
            uint64_t used[2] = {0, 0};
            int l = road_dfs(g, player, t->e_v[e][s], used, 0, -1);
            if (l > best)
                best = l;
        }
    }
    return best;
}

/* Marks the vertices joined to v by the player's roads. */
static void mark_network(const sim_game *g, int player, int v, uint64_t reached[2], int extra)
{
    short stack[SIM_MAX_V];
    int n = 0;
    stack[n++] = (short)v;
    reached[v >> 6] |= 1ull << (v & 63);
    while (n > 0) {
        int u = stack[--n];
        for (int k = 0; k < 3; k++) {
            int e = g->t->v_edge[u][k], x = g->t->v_adj[u][k];
            if (e >= 0 && road_of(g, player, e, extra) && !sim_bit(reached, x)) {
                reached[x >> 6] |= 1ull << (x & 63);
                stack[n++] = (short)x;
            }
        }
    }
}

/* A longest trail can be taken to start where it cannot be extended backwards: at a vertex with
 * one or three of the player's roads, or with an opponent's building. Only a network with no
 * such vertex (a bare ring of roads) needs a start of its own, anywhere on it. */
static int longest_road(const sim_game *g, int player, int extra)
{
    const sim_topo *t = g->t;
    int best = 0;
    uint64_t reached[2] = {0, 0}, ends[2] = {g->touch[player][0], g->touch[player][1]};
    for (int s = 0; extra >= 0 && s < 2; s++)
        ends[t->e_v[extra][s] >> 6] |= 1ull << (t->e_v[extra][s] & 63);
    for (int pass = 0; pass < 2; pass++)
        for (int w = 0; w < 2; w++)
            for (uint64_t bits = ends[w]; bits; bits &= bits - 1) {
                int v = w * 64 + __builtin_ctzll(bits);
                if (pass == 0) {
                    int degree = 0;
                    for (int k = 0; k < 3; k++)
                        degree += t->v_edge[v][k] >= 0 && road_of(g, player, t->v_edge[v][k], extra);
                    if (degree == 2 && (g->v_owner[v] == SIM_NONE || g->v_owner[v] == player))
                        continue;
                } else if (sim_bit(reached, v)) {
                    continue;
                }
                uint64_t used[2] = {0, 0};
                int l = road_dfs(g, player, v, used, 0, extra);
                if (l > best)
                    best = l;
                if (!sim_bit(reached, v))
                    mark_network(g, player, v, reached, extra);
            }
    return best;
}

int sim_longest_road_of(const sim_game *g, int player)
{
    return longest_road(g, player, -1);
}

/* The award after any change: the holder keeps it while nobody is longer; otherwise the one
 * player with the longest road of 5 or more takes it, and a tie sets the card aside. */
static void award_road(sim_game *g)
{
    int best = 0, count = 0, who = -1;
    for (int i = 0; i < g->np; i++) {
        int l = g->p[i].road_len;
        if (l > best) {
            best = l;
            count = 1;
            who = i;
        } else if (l == best) {
            count++;
        }
    }
    if (g->road >= 0 && g->p[g->road].road_len == best && best >= 5)
        return;
    g->road = best >= 5 && count == 1 ? who : -1;
}

/* ---- Placing pieces ---------------------------------------------------------------------- */

/* The board changed at the vertices (for SIM_READ_EDGES the edges) of `set` in the way `read`
 * (SIM_READ_*) says: every memo of a player other than `skip` that read that there is forgotten,
 * the road toward a spot down to `level` (SIM_MEMO_UNKNOWN or SIM_MEMO_STALE), the others entirely. */
static void forget(sim_game *g, int read, const uint64_t set[2], int level, int skip)
{
    for (int i = 0; i < g->np; i++)
        for (int k = 0; i != skip && k < SIM_MEMO_KINDS; k++) {
            int *found = &g->memo[i].found[k];
            if (*found == SIM_MEMO_UNKNOWN)
                continue; /* nothing to forget (a style that never asks keeps it so) */
            const uint64_t *r = g->memo[i].read[read][k];
            if ((r[0] & set[0]) | (r[1] & set[1]))
                *found = k == SIM_MEMO_ROAD ? level : SIM_MEMO_UNKNOWN;
        }
}

/* The robber left or reached a tile with the corners `set`: their values changed. */
static void values_changed(sim_game *g, const uint64_t set[2])
{
    forget(g, SIM_READ_VALUE, set, SIM_MEMO_STALE, -1);
    for (int i = 0; i <= HS_SIM_MAX_PLAYERS; i++) {
        g->memo[i].spot.known[0] &= ~set[0];
        g->memo[i].spot.known[1] &= ~set[1];
    }
}

/* The player built: its production, harbors and network changed, so its memos are forgotten;
 * the road toward a spot down to `road` (SIM_MEMO_STALE when the way stays: a city, or a
 * settlement on the player's own road). */
static void own_changed(sim_game *g, int player, int road)
{
    for (int k = 0; k < SIM_MEMO_KINDS; k++) {
        int *found = &g->memo[player].found[k];
        if (*found != SIM_MEMO_UNKNOWN)
            *found = k == SIM_MEMO_ROAD ? road : SIM_MEMO_UNKNOWN;
    }
}

static void add_harbor(sim_game *g, int player, int v)
{
    int h = g->t->v_harbor[v];
    if (h < 0)
        return;
    int *ratio = g->p[player].ratio;
    if (h == 0) {
        for (int r = 0; r < SIM_RES; r++)
            if (ratio[r] > 3)
                ratio[r] = 3;
    } else {
        ratio[h - 1] = 2;
    }
}

static void add_production(sim_game *g, int player, int v)
{
    for (int k = 0; k < 3; k++) {
        int tile = g->t->v_tile[v][k];
        if (tile >= 0 && g->t->tile_res[tile] >= 0)
            g->p[player].prod[g->t->tile_res[tile]] += g->t->tile_pips[tile];
    }
}

void sim_put_settlement(sim_game *g, int player, int v)
{
    g->v_owner[v] = (uint8_t)player;
    g->v_level[v] = 1;
    g->p[player].settlements++;
    g->own[player][v >> 6] |= 1ull << (v & 63);
    g->free_spots[v >> 6] &= ~(1ull << (v & 63));
    for (int k = 0; k < 3; k++) {
        int u = g->t->v_adj[v][k];
        if (u >= 0)
            g->free_spots[u >> 6] &= ~(1ull << (u & 63));
    }
    add_harbor(g, player, v);
    add_production(g, player, v);
    own_changed(g, player, sim_bit(g->touch[player], v) ? SIM_MEMO_STALE : SIM_MEMO_UNKNOWN);
    uint64_t at[2] = {0, 0};
    at[v >> 6] = 1ull << (v & 63);
    forget(g, SIM_READ_BUILT, at, SIM_MEMO_UNKNOWN, player); /* no way past it for the others */
    forget(g, SIM_READ_FREE, g->t->near_set[v], SIM_MEMO_STALE, -1); /* v and its neighbours */
    /* An opponent's road through v may be broken. */
    bool changed = false;
    for (int i = 0; i < g->np; i++) {
        if (i == player)
            continue;
        int mine = 0;
        for (int k = 0; k < 3; k++)
            mine += g->t->v_edge[v][k] >= 0 && g->e_owner[g->t->v_edge[v][k]] == i;
        if (mine >= 2) {
            g->p[i].road_len = sim_longest_road_of(g, i);
            changed = true;
        }
    }
    if (changed)
        award_road(g);
}

void sim_put_city(sim_game *g, int player, int v)
{
    g->v_level[v] = 2;
    g->p[player].settlements--;
    g->p[player].cities++;
    add_production(g, player, v);
    own_changed(g, player, SIM_MEMO_STALE);
}

void sim_mark_road(sim_game *g, int player, int e)
{
    g->e_owner[e] = (uint8_t)player;
    g->p[player].roads++;
    for (int s = 0; s < 2; s++) {
        int v = g->t->e_v[e][s];
        g->touch[player][v >> 6] |= 1ull << (v & 63);
    }
    own_changed(g, player, SIM_MEMO_UNKNOWN);
    uint64_t taken[2] = {0, 0}; /* an edge set */
    taken[e >> 6] = 1ull << (e & 63);
    forget(g, SIM_READ_EDGES, taken, SIM_MEMO_UNKNOWN, -1);
}

void sim_game_what_if(sim_game *h, const sim_game *g, int player)
{
    /* The other memos' answers and what they read (a road forgets them) but not their values;
     * the player's own memo whole, and the last one, which serves a player who has not built. */
    memcpy(h, g, offsetof(sim_game, memo));
    for (int i = 0; i <= HS_SIM_MAX_PLAYERS; i++) {
        bool whole = i == player || i == HS_SIM_MAX_PLAYERS;
        memcpy(&h->memo[i], &g->memo[i], whole ? sizeof g->memo[i] : offsetof(struct sim_memo, spot.value));
    }
    h->hook = NULL;
}

static int roads_at(const sim_game *g, int player, int v)
{
    int n = 0;
    for (int k = 0; k < 3; k++)
        n += g->t->v_edge[v][k] >= 0 && g->e_owner[g->t->v_edge[v][k]] == player;
    return n;
}

/* A new road only adds trails through itself. When one of its ends has no other road of the
 * player, those trails end there: the longest is the road plus the longest trail from its other
 * end (-1 otherwise: a road joining two stretches needs a full search). `e` may be the player's
 * already or still empty. */
static int road_with_end(const sim_game *g, int player, int e)
{
    int a = g->t->e_v[e][0], b = g->t->e_v[e][1], mine = g->e_owner[e] == player;
    int at_a = roads_at(g, player, a) - mine, at_b = roads_at(g, player, b) - mine;
    if (at_a > 0 && at_b > 0)
        return -1;
    uint64_t used[2] = {0, 0};
    used[e >> 6] |= 1ull << (e & 63);
    int l = road_dfs(g, player, at_b == 0 ? a : b, used, 1, -1);
    return l > g->p[player].road_len ? l : g->p[player].road_len;
}

int sim_road_with(const sim_game *g, int player, int e)
{
    int l = road_with_end(g, player, e);
    if (l >= 0)
        return l;
    return longest_road(g, player, g->e_owner[e] == player ? -1 : e); /* as if e were down */
}

void sim_put_road(sim_game *g, int player, int e)
{
    sim_mark_road(g, player, e);
    int l = road_with_end(g, player, e);
    if (l < 0)
        l = sim_longest_road_of(g, player);
    if (l != g->p[player].road_len) {
        g->p[player].road_len = l;
        award_road(g);
    }
}

/* sim_road_ok as if edge `extra` (or none when -1) were the player's road too. */
static bool road_ok_with(const sim_game *g, int player, int e, int extra)
{
    if (e < 0 || e >= g->t->ne || g->e_owner[e] != SIM_NONE || e == extra)
        return false;
    for (int s = 0; s < 2; s++) {
        int v = g->t->e_v[e][s];
        if (g->v_owner[v] == player)
            return true;
        if (g->v_owner[v] != SIM_NONE)
            continue; /* an opponent's building: no joining through it */
        for (int k = 0; k < 3; k++) {
            int f = g->t->v_edge[v][k];
            if (f >= 0 && f != e && (g->e_owner[f] == player || f == extra))
                return true;
        }
    }
    return false;
}

bool sim_road_ok(const sim_game *g, int player, int e)
{
    return road_ok_with(g, player, e, -1);
}

int sim_free_slots(const sim_game *g, int v, int slots[3])
{
    int n = 0;
    for (int k = 0; k < 3; k++)
        if (g->t->v_edge[v][k] >= 0 && g->e_owner[g->t->v_edge[v][k]] == SIM_NONE)
            slots[n++] = k;
    return n;
}

/* ---- Dice, production, the robber --------------------------------------------------------- */

void sim_produce(sim_game *g, int roll)
{
    const sim_topo *t = g->t;
    /* Byte i of owed[r]: the cards of resource r owed to seat i (at most four tiles of a number,
     * six corners each, two cards a city: 48). */
    uint64_t owed[SIM_RES] = {0};
    uint64_t built[2];
    sim_built(g, built);
    for (int k = 0; k < t->n_roll[roll]; k++) {
        int tile = t->roll_tile[roll][k];
        const uint64_t *corners = t->tile_set[tile];
        if (tile == g->robber)
            continue;
        int r = t->tile_res[tile];
        for (int w = 0; w < 2; w++)
            for (uint64_t bits = corners[w] & built[w]; bits; bits &= bits - 1) {
                int v = w * 64 + __builtin_ctzll(bits);
                owed[r] += (uint64_t)g->v_level[v] << (8 * g->v_owner[v]);
            }
    }
    for (int r = 0; r < SIM_RES; r++) {
        if (!owed[r])
            continue;
        int total = 0, owners = 0, who = -1;
        for (int i = 0; i < g->np; i++) {
            int n = (int)(owed[r] >> (8 * i) & 0xFF);
            if (n) {
                total += n;
                owners++;
                who = i;
            }
        }
        if (total <= g->bank[r]) {
            for (int i = 0; i < g->np; i++)
                if (owed[r] >> (8 * i) & 0xFF)
                    sim_give(g, i, r, (int)(owed[r] >> (8 * i) & 0xFF));
        } else if (owners == 1) {
            sim_give(g, who, r, g->bank[r]); /* one player takes what is left */
        } /* else the bank cannot pay everyone: nobody gets that resource */
    }
}

bool sim_discard(sim_game *g, int player, const int counts[SIM_RES])
{
    sim_player *p = &g->p[player];
    int sum = 0;
    for (int r = 0; r < SIM_RES; r++) {
        if (counts[r] < 0 || counts[r] > p->res[r])
            return false;
        sum += counts[r];
    }
    if (p->nres <= 7 || sum != p->nres / 2)
        return false;
    for (int r = 0; r < SIM_RES; r++) {
        p->res[r] -= counts[r];
        g->bank[r] += counts[r];
    }
    p->nres -= sum;
    g->actions++;
    return true;
}

int sim_victims(const sim_game *g, int player, int tile, int who[3])
{
    int n = 0;
    for (int c = 0; c < 6; c++) {
        int o = g->v_owner[g->t->tile_v[tile][c]];
        if (o == SIM_NONE || o == player || g->p[o].nres == 0)
            continue;
        bool seen = false;
        for (int i = 0; i < n; i++)
            seen |= who[i] == o;
        if (!seen && n < 3)
            who[n++] = o;
    }
    return n;
}

static bool victim_ok(const sim_game *g, int player, int tile, int victim)
{
    bool any = false;
    for (int c = 0; c < 6; c++) {
        int o = g->v_owner[g->t->tile_v[tile][c]];
        if (o == SIM_NONE || o == player || g->p[o].nres == 0)
            continue;
        any = true;
        if (o == victim)
            return true;
    }
    return victim < 0 && !any;
}

static void move_robber(sim_game *g, int player, int tile, int victim)
{
    /* Spot and city values read the robber only at the corners of its tile. */
    const uint64_t *from = g->t->tile_set[g->robber], *to = g->t->tile_set[tile];
    uint64_t moved[2] = {from[0] | to[0], from[1] | to[1]};
    values_changed(g, moved);
    g->robber = tile;
    if (victim < 0)
        return;
    sim_player *v = &g->p[victim];
    int k = (int)hs_rng_below(&g->rng, (uint32_t)v->nres);
    for (int r = 0; r < SIM_RES; r++) {
        if (k < v->res[r]) {
            v->res[r]--;
            v->nres--;
            g->p[player].res[r]++;
            g->p[player].nres++;
            return;
        }
        k -= v->res[r];
    }
}

void sim_resolve_roll(sim_game *g, int roll)
{
    g->last_roll = roll;
    g->rolled = true;
    if (roll != 7) {
        sim_produce(g, roll);
        return;
    }
    for (int k = 0; k < g->np; k++) {
        int i = (g->current + k) % g->np;
        if (g->p[i].nres > 7) {
            int counts[SIM_RES] = {0};
            g->bot[i]->discard(g, i, g->p[i].nres / 2, counts);
            sim_discard(g, i, counts);
        }
    }
    g->robber_pending = true;
}

/* ---- Actions ------------------------------------------------------------------------------ */

static bool dev_ok(const sim_game *g, int player, int card)
{
    return g->phase == SIM_MAIN && player == g->current && !g->robber_pending && !g->dev_played &&
           g->p[player].dev[card] > 0;
}

/* sim_legal, inlined into sim_do (every action of every player passes it). */
static inline __attribute__((always_inline)) bool legal(const sim_game *g, int player, sim_action a)
{
    const sim_topo *t = g->t;
    const sim_player *p = &g->p[player];
    if (g->phase == SIM_OVER || player != g->current)
        return false;
    if (g->phase == SIM_SETUP) {
        if (a.type == SIM_A_SETUP_SETTLE)
            return g->last_settlement < 0 && a.a >= 0 && a.a < t->nv && sim_spot_free(g, a.a);
        if (a.type == SIM_A_SETUP_ROAD) {
            if (g->last_settlement < 0 || a.a < 0 || a.a >= t->ne || g->e_owner[a.a] != SIM_NONE)
                return false;
            return t->e_v[a.a][0] == g->last_settlement || t->e_v[a.a][1] == g->last_settlement;
        }
        return false;
    }
    bool building = g->phase == SIM_BUILDING;
    bool act = building || (g->rolled && !g->robber_pending);
    switch ((sim_action_type)a.type) {
    case SIM_A_ROLL:
        return !building && !g->rolled;
    case SIM_A_ROBBER:
        return g->robber_pending && a.a >= 0 && a.a < t->nt && a.a != g->robber && victim_ok(g, player, a.a, a.b);
    case SIM_A_ROAD:
        return act && p->roads < SIM_MAX_ROADS && sim_can_afford(g, player, SIM_COST_ROAD) &&
               sim_road_ok(g, player, a.a);
    case SIM_A_SETTLE:
        return act && p->settlements < SIM_MAX_SETTLEMENTS && a.a >= 0 && a.a < t->nv &&
               sim_can_afford(g, player, SIM_COST_SETTLEMENT) && sim_settle_ok(g, player, a.a);
    case SIM_A_CITY:
        return act && p->cities < SIM_MAX_CITIES && a.a >= 0 && a.a < t->nv && g->v_owner[a.a] == player &&
               g->v_level[a.a] == 1 && sim_can_afford(g, player, SIM_COST_CITY);
    case SIM_A_BUY:
        return act && g->deck_n > 0 && sim_can_afford(g, player, SIM_COST_DEV);
    case SIM_A_TRADE:
        return act && !building && a.a >= 0 && a.a < SIM_RES && a.b >= 0 && a.b < SIM_RES && a.a != a.b &&
               p->res[a.a] >= p->ratio[a.a] && g->bank[a.b] > 0;
    case SIM_A_KNIGHT:
        return dev_ok(g, player, SIM_KNIGHT) && a.a >= 0 && a.a < t->nt && a.a != g->robber &&
               victim_ok(g, player, a.a, a.b);
    case SIM_A_ROADS: {
        if (!dev_ok(g, player, SIM_ROADS) || !g->rolled || p->roads >= SIM_MAX_ROADS || !sim_road_ok(g, player, a.a))
            return false;
        /* The second road must be legal once the first is down; it may be left out only when
         * the player has one road left or no second road can be placed. */
        if (a.b >= 0)
            return p->roads + 2 <= SIM_MAX_ROADS && road_ok_with(g, player, a.b, a.a);
        if (p->roads + 1 == SIM_MAX_ROADS)
            return true;
        for (int e = 0; e < t->ne; e++)
            if (road_ok_with(g, player, e, a.a))
                return false;
        return true;
    }
    case SIM_A_PLENTY:
        if (!dev_ok(g, player, SIM_PLENTY) || !g->rolled || a.a < 0 || a.a >= SIM_RES || a.b < 0 || a.b >= SIM_RES)
            return false;
        return a.a == a.b ? g->bank[a.a] >= 2 : g->bank[a.a] >= 1 && g->bank[a.b] >= 1;
    case SIM_A_MONO:
        return dev_ok(g, player, SIM_MONO) && g->rolled && a.a >= 0 && a.a < SIM_RES;
    case SIM_A_END:
        return building || (g->rolled && !g->robber_pending);
    case SIM_A_OFFER: {
        /* In one's own turn after the roll and the robber, never in the building phase. */
        if (!g->trading || building || !act || g->offers >= SIM_OFFERS_PER_TURN || a.a < 0 || a.a >= g->np ||
            a.a == player || a.b < 0 || a.b >= SIM_RES * SIM_RES)
            return false;
        int given = a.b / SIM_RES, asked = a.b % SIM_RES;
        return given != asked && p->res[given] > 0 && g->p[a.a].res[asked] > 0;
    }
    default:
        return false;
    }
}

bool sim_legal(const sim_game *g, int player, sim_action a)
{
    return legal(g, player, a);
}

static void play_dev(sim_game *g, int player, int card)
{
    g->p[player].dev[card]--;
    g->played[card]++;
    g->dev_played = true;
}

static void knight_award(sim_game *g, int player)
{
    int k = g->p[player].knights;
    if (k >= 3 && (g->army < 0 || (g->army != player && k > g->p[g->army].knights)))
        g->army = player;
}

/* The pieces a player builds, by the action that builds them: what each costs, and what puts it
 * down (at an edge for a road, at a vertex for the others). */
static const struct piece {
    int cost;
    void (*put)(sim_game *g, int player, int at);
} pieces[] = {
    [SIM_A_ROAD] = {SIM_COST_ROAD, sim_put_road},
    [SIM_A_SETTLE] = {SIM_COST_SETTLEMENT, sim_put_settlement},
    [SIM_A_CITY] = {SIM_COST_CITY, sim_put_city},
};

bool sim_do(sim_game *g, int player, sim_action a)
{
    if (!legal(g, player, a))
        return false;
    sim_player *p = &g->p[player];
    const sim_topo *t = g->t;
    switch ((sim_action_type)a.type) {
    case SIM_A_SETUP_SETTLE:
        sim_put_settlement(g, player, a.a);
        g->last_settlement = a.a;
        g->setup_spot[player][g->setup_step >= g->np] = (short)(a.a + 1);
        if (g->setup_step >= g->np) /* the second settlement yields */
            for (int k = 0; k < 3; k++) {
                int tile = t->v_tile[a.a][k];
                if (tile >= 0 && t->tile_res[tile] >= 0)
                    sim_give(g, player, t->tile_res[tile], 1);
            }
        break;
    case SIM_A_SETUP_ROAD:
        sim_put_road(g, player, a.a);
        g->last_settlement = -1;
        g->setup_step++;
        if (g->setup_step == 2 * g->np) {
            g->phase = SIM_MAIN;
            g->current = 0;
        } else {
            int s = g->setup_step;
            g->current = hs_sim_snake_seat(g->np, s);
        }
        break;
    case SIM_A_ROLL: {
        int roll = (int)hs_rng_below(&g->rng, 6) + (int)hs_rng_below(&g->rng, 6) + 2;
        g->actions++; /* the roll comes before its discards */
        sim_resolve_roll(g, roll);
        g->actions--;
        break;
    }
    case SIM_A_ROBBER:
        move_robber(g, player, a.a, a.b);
        g->robber_pending = false;
        break;
    case SIM_A_ROAD:
    case SIM_A_SETTLE:
    case SIM_A_CITY:
        pay(g, player, pieces[a.type].cost);
        pieces[a.type].put(g, player, a.a);
        break;
    case SIM_A_BUY:
        pay(g, player, SIM_COST_DEV);
        p->dev_new[g->deck[--g->deck_n]]++;
        break;
    case SIM_A_TRADE:
        p->res[a.a] -= p->ratio[a.a];
        g->bank[a.a] += p->ratio[a.a];
        p->nres -= p->ratio[a.a] - 1;
        p->res[a.b]++;
        g->bank[a.b]--;
        break;
    case SIM_A_KNIGHT:
        play_dev(g, player, SIM_KNIGHT);
        p->knights++;
        knight_award(g, player);
        move_robber(g, player, a.a, a.b);
        break;
    case SIM_A_ROADS:
        play_dev(g, player, SIM_ROADS);
        sim_put_road(g, player, a.a);
        if (a.b >= 0)
            sim_put_road(g, player, a.b);
        break;
    case SIM_A_PLENTY:
        play_dev(g, player, SIM_PLENTY);
        sim_give(g, player, a.a, 1);
        sim_give(g, player, a.b, 1);
        break;
    case SIM_A_MONO:
        play_dev(g, player, SIM_MONO);
        for (int i = 0; i < g->np; i++) {
            if (i == player)
                continue;
            int n = g->p[i].res[a.a];
            g->p[i].res[a.a] = 0;
            g->p[i].nres -= n;
            p->res[a.a] += n;
            p->nres += n;
        }
        break;
    case SIM_A_OFFER: {
        int other = a.a, given = a.b / SIM_RES, asked = a.b % SIM_RES;
        g->offers++;
        const sim_bot *b = g->bot[other];
        if (b->accept && b->accept(g, other, player, given, asked)) {
            p->res[given]--;
            p->res[asked]++;
            g->p[other].res[asked]--;
            g->p[other].res[given]++;
            g->trades++;
        }
        break;
    }
    case SIM_A_END:
        for (int d = 0; d < SIM_DEV; d++) {
            p->dev[d] += p->dev_new[d];
            p->dev_new[d] = 0;
        }
        break;
    }
    g->actions++;
    /* You win on your own turn, the moment you reach the target. */
    if (g->phase == SIM_MAIN && player == g->current && sim_points(g, player) >= g->target) {
        g->winner = player;
        g->phase = SIM_OVER;
    }
    if (g->hook)
        g->hook(g, g->hook_ctx);
    return true;
}

int sim_legal_actions(const sim_game *g, int player, sim_action *out)
{
    const sim_topo *t = g->t;
    int n = 0;
#define TRY(type_, a_, b_)                                                                     \
    do {                                                                                       \
        sim_action x_ = {(uint8_t)(type_), (short)(a_), (short)(b_)};                         \
        if (n < SIM_MAX_ACTIONS && sim_legal(g, player, x_))                                  \
            out[n++] = x_;                                                                     \
    } while (0)
    if (g->phase == SIM_SETUP) {
        for (int v = 0; v < t->nv; v++)
            TRY(SIM_A_SETUP_SETTLE, v, 0);
        for (int e = 0; e < t->ne; e++)
            TRY(SIM_A_SETUP_ROAD, e, 0);
        return n;
    }
    if (g->robber_pending) {
        for (int tile = 0; tile < t->nt; tile++)
            for (int v = -1; v < g->np; v++)
                TRY(SIM_A_ROBBER, tile, v);
        return n;
    }
    TRY(SIM_A_ROLL, 0, 0);
    TRY(SIM_A_END, 0, 0);
    const sim_player *p = &g->p[player];
    bool act = g->phase == SIM_BUILDING || g->rolled;
    if (act && sim_can_afford(g, player, SIM_COST_ROAD) && p->roads < SIM_MAX_ROADS)
        for (int e = 0; e < t->ne; e++)
            TRY(SIM_A_ROAD, e, 0);
    if (act && sim_can_afford(g, player, SIM_COST_SETTLEMENT) && p->settlements < SIM_MAX_SETTLEMENTS)
        for (int v = 0; v < t->nv; v++)
            TRY(SIM_A_SETTLE, v, 0);
    if (act && sim_can_afford(g, player, SIM_COST_CITY))
        for (int v = 0; v < t->nv; v++)
            if (g->v_owner[v] == player)
                TRY(SIM_A_CITY, v, 0);
    TRY(SIM_A_BUY, 0, 0);
    for (int r = 0; r < SIM_RES; r++)
        if (p->res[r] >= p->ratio[r])
            for (int s = 0; s < SIM_RES; s++)
                TRY(SIM_A_TRADE, r, s);
    for (int other = 0; g->trading && other < g->np; other++)
        for (int r = 0; other != player && r < SIM_RES * SIM_RES; r++)
            TRY(SIM_A_OFFER, other, r);
    if (g->phase == SIM_MAIN && !g->dev_played) {
        if (p->dev[SIM_KNIGHT])
            for (int tile = 0; tile < t->nt; tile++)
                for (int v = -1; v < g->np; v++)
                    TRY(SIM_A_KNIGHT, tile, v);
        if (g->rolled) {
            for (int r = 0; p->dev[SIM_MONO] && r < SIM_RES; r++)
                TRY(SIM_A_MONO, r, 0);
            for (int r = 0; p->dev[SIM_PLENTY] && r < SIM_RES; r++)
                for (int s = r; s < SIM_RES; s++)
                    TRY(SIM_A_PLENTY, r, s);
            if (p->dev[SIM_ROADS] && p->roads < SIM_MAX_ROADS)
                for (int e = 0; e < t->ne; e++)
                    if (sim_road_ok(g, player, e)) {
                        sim_action x = {SIM_A_ROADS, (short)e, -1};
                        if (n < SIM_MAX_ACTIONS)
                            out[n++] = x; /* the second road is drawn by the caller */
                    }
        }
    }
#undef TRY
    return n;
}

/* ---- A whole game --------------------------------------------------------------------------- */

void sim_game_play(sim_game *g)
{
    while (g->phase == SIM_SETUP) {
        int p = g->current;
        sim_action spot = {SIM_A_SETUP_SETTLE, g->opening[p][g->setup_step >= g->np], 0};
        if (spot.a >= 0 && !sim_spot_free(g, spot.a))
            g->opening_missed = true; /* the forced spot was taken: the game stops after this setup */
        if (spot.a < 0 || g->opening_missed)
            spot = g->bot[p]->setup_settlement(g, p);
        if (!sim_do(g, p, spot) || !sim_do(g, p, g->bot[p]->setup_road(g, p))) {
            g->phase = SIM_OVER; /* no legal spot left: cannot happen on the boards we play */
            return;
        }
        if (g->opening_missed) {
            g->phase = SIM_OVER;
            return;
        }
    }
    while (g->phase == SIM_MAIN && g->turn < g->max_turns) {
        int p = g->turn % g->np;
        g->current = p;
        g->rolled = g->dev_played = g->robber_pending = false;
        g->offers = 0;
        if (sim_points(g, p) >= g->target) {
            g->winner = p;
            g->phase = SIM_OVER;
            break;
        }
        g->bot[p]->turn(g, p);
        g->turn++;
        if (g->phase != SIM_MAIN)
            break;
        if (g->t->building_phase) {
            g->phase = SIM_BUILDING;
            for (int k = 1; k < g->np; k++) {
                g->current = (p + k) % g->np;
                g->bot[g->current]->building_phase(g, g->current);
            }
            g->phase = SIM_MAIN;
        }
    }
}

/* ---- The invariant checker ------------------------------------------------------------------- */

#define FAIL(...)                                                                                   \
    do {                                                                                            \
        snprintf(why, (size_t)cap, __VA_ARGS__);                                                    \
        return false;                                                                               \
    } while (0)

bool sim_check(const sim_game *g, char *why, int cap)
{
    const sim_topo *t = g->t;
    for (int r = 0; r < SIM_RES; r++) {
        int sum = g->bank[r];
        if (g->bank[r] < 0)
            FAIL("bank of resource %d is %d", r, g->bank[r]);
        for (int i = 0; i < g->np; i++) {
            if (g->p[i].res[r] < 0)
                FAIL("player %d holds %d of resource %d", i, g->p[i].res[r], r);
            sum += g->p[i].res[r];
        }
        if (sum != t->bank0)
            FAIL("resource %d: %d cards in the game, not %d", r, sum, t->bank0);
    }
    for (int d = 0; d < SIM_DEV; d++) {
        int sum = g->played[d];
        for (int k = 0; k < g->deck_n; k++)
            sum += g->deck[k] == d;
        for (int i = 0; i < g->np; i++)
            sum += g->p[i].dev[d] + g->p[i].dev_new[d];
        if (sum != t->deck0[d])
            FAIL("development card %d: %d in the game, not %d", d, sum, t->deck0[d]);
    }
    int knights = 0;
    for (int i = 0; i < g->np; i++) {
        const sim_player *p = &g->p[i];
        int n = 0, s = 0, c = 0, roads = 0, prod[SIM_RES] = {0};
        for (int r = 0; r < SIM_RES; r++)
            n += p->res[r];
        if (n != p->nres)
            FAIL("player %d: hand of %d cards counted as %d", i, n, p->nres);
        for (int v = 0; v < t->nv; v++) {
            if (g->v_owner[v] != i)
                continue;
            s += g->v_level[v] == 1;
            c += g->v_level[v] == 2;
            for (int k = 0; k < 3; k++) {
                int tile = t->v_tile[v][k];
                if (tile >= 0 && t->tile_res[tile] >= 0)
                    prod[t->tile_res[tile]] += g->v_level[v] * t->tile_pips[tile];
            }
        }
        for (int e = 0; e < t->ne; e++)
            roads += g->e_owner[e] == i;
        if (s != p->settlements || c != p->cities || roads != p->roads)
            FAIL("player %d: pieces %d/%d/%d on the board, counted %d/%d/%d", i, s, c, roads, p->settlements,
                 p->cities, p->roads);
        if (s > SIM_MAX_SETTLEMENTS || c > SIM_MAX_CITIES || roads > SIM_MAX_ROADS)
            FAIL("player %d: more pieces than the box holds", i);
        if (memcmp(prod, p->prod, sizeof prod) != 0)
            FAIL("player %d: production cache differs from the board", i);
        if (longest_road_plain(g, i) != p->road_len)
            FAIL("player %d: longest road %d, cached %d", i, longest_road_plain(g, i), p->road_len);
        int points = s + 2 * c + p->dev[SIM_VP] + p->dev_new[SIM_VP] + 2 * (g->army == i) + 2 * (g->road == i);
        if (points != sim_points(g, i))
            FAIL("player %d: %d points on the board, %d counted", i, points, sim_points(g, i));
        if (g->winner != i && g->phase != SIM_SETUP && points >= g->target && i == g->current &&
            g->phase == SIM_MAIN)
            FAIL("player %d has %d points on their turn but has not won", i, points);
        knights += p->knights;
    }
    if (knights != g->played[SIM_KNIGHT])
        FAIL("%d knights played, %d counted", g->played[SIM_KNIGHT], knights);
    if (g->army >= 0) {
        if (g->p[g->army].knights < 3)
            FAIL("largest army with %d knights", g->p[g->army].knights);
        for (int i = 0; i < g->np; i++)
            if (g->p[i].knights > g->p[g->army].knights)
                FAIL("player %d has more knights than the largest army", i);
    } else {
        for (int i = 0; i < g->np; i++)
            if (g->p[i].knights >= 3)
                FAIL("player %d has %d knights and nobody holds the largest army", i, g->p[i].knights);
    }
    int best = 0, count = 0;
    for (int i = 0; i < g->np; i++) {
        if (g->p[i].road_len > best) {
            best = g->p[i].road_len;
            count = 0;
        }
        count += g->p[i].road_len == best;
    }
    if (g->road >= 0 && (g->p[g->road].road_len != best || best < 5))
        FAIL("longest road held by player %d with %d, longest is %d", g->road, g->p[g->road].road_len, best);
    if (g->road < 0 && best >= 5 && count == 1)
        FAIL("a single longest road of %d and nobody holds the card", best);
    for (int v = 0; v < t->nv; v++) {
        if (g->v_owner[v] == SIM_NONE)
            continue;
        if (g->v_owner[v] >= g->np || g->v_level[v] < 1 || g->v_level[v] > 2)
            FAIL("vertex %d: bad owner or level", v);
        for (int k = 0; k < 3; k++)
            if (t->v_adj[v][k] >= 0 && g->v_owner[t->v_adj[v][k]] != SIM_NONE)
                FAIL("vertices %d and %d both built: the distance rule", v, t->v_adj[v][k]);
    }
    for (int e = 0; e < t->ne; e++) {
        int o = g->e_owner[e];
        if (o == SIM_NONE)
            continue;
        bool joined = false;
        for (int s = 0; s < 2 && !joined; s++) {
            int v = t->e_v[e][s];
            if (g->v_owner[v] == o)
                joined = true;
            for (int k = 0; k < 3 && !joined; k++) {
                int f = t->v_edge[v][k];
                joined = f >= 0 && f != e && g->e_owner[f] == o;
            }
        }
        if (!joined)
            FAIL("road %d of player %d touches nothing of theirs", e, o);
    }
    if (g->robber < 0 || g->robber >= t->nt)
        FAIL("robber on tile %d", g->robber);
    return true;
}
