/* SPDX-License-Identifier: MIT */
/* test_sim.c: the game engine: a table of scripted rule positions with their expected outcomes,
 * the invariant checker after every action of thousands of games, determinism over thread
 * counts, cancel and progress, the bots' strength, the statistics and bad options. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/rng.h"
#include <jansson.h>

#include "cli_run.h"

#include "../src/sim/bots.h"
#include "../src/sim/game.h"
#include "../src/sim/habits.h"
#include "hexseed/catan.h"
#include "hexseed/render.h"
#include "hexseed/sim.h"

/* Every seat greedy. */
static const uint8_t all_greedy[HS_SIM_MAX_PLAYERS] = {HS_BOT_GREEDY, HS_BOT_GREEDY, HS_BOT_GREEDY,
                                                       HS_BOT_GREEDY, HS_BOT_GREEDY, HS_BOT_GREEDY};

static hs_board classic(uint32_t seed)
{
    hs_catan_options o = hs_catan_default();
    o.seed = seed;
    hs_board b;
    assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
    return b;
}

/* The Classic board of `seed` into *b and the game's view of it into *t. */
static void classic_topo(uint32_t seed, hs_board *b, sim_topo *t)
{
    *b = classic(seed);
    assert_int_equal(sim_topo_build(b, t, NULL), HS_OK);
}

/* ---- Scripted positions ------------------------------------------------------------------- */

typedef struct fixture {
    hs_board board;
    sim_topo topo;
    sim_game g;
} fixture;

/* A Classic board (seed 1), four greedy players, player 0 to act after the roll. */
static void start(fixture *f)
{
    classic_topo(1, &f->board, &f->topo);
    sim_game_init(&f->g, &f->topo, 4, all_greedy, 1.0, 10, 1000, 7);
    f->g.phase = SIM_MAIN;
    f->g.current = 0;
    f->g.rolled = true;
}

static bool do_(sim_game *g, int p, int type, int a, int b)
{
    sim_action x = {(uint8_t)type, (short)a, (short)b};
    return sim_do(g, p, x);
}

static bool legal(const sim_game *g, int p, int type, int a, int b)
{
    sim_action x = {(uint8_t)type, (short)a, (short)b};
    return sim_legal(g, p, x);
}

/* A simple path of `len` edges from `v` avoiding `blocked` vertices (depth-first search). */
static bool find_path(const sim_game *g, int v, int len, bool *blocked, int *edges, int *verts)
{
    verts[0] = v;
    if (len == 0)
        return true;
    blocked[v] = true;
    for (int k = 0; k < 3; k++) {
        int u = g->t->v_adj[v][k], e = g->t->v_edge[v][k];
        if (u < 0 || blocked[u] || g->e_owner[e] != SIM_NONE)
            continue;
        edges[0] = e;
        if (find_path(g, u, len - 1, blocked, edges + 1, verts + 1))
            return true;
    }
    blocked[v] = false;
    return false;
}

/* Player `p` gets a settlement at `v` and a chain of `len` roads from it; the chain's vertices
 * go to `verts` (len + 1 of them) and are blocked for later chains. */
static void chain(fixture *f, int p, int v, int len, bool *blocked, int *verts)
{
    int edges[SIM_MAX_ROADS + 1] = {0};
    assert_true(find_path(&f->g, v, len, blocked, edges, verts));
    for (int i = 0; i <= len; i++) {
        blocked[verts[i]] = true;
        for (int k = 0; k < 3; k++)
            if (f->g.t->v_adj[verts[i]][k] >= 0)
                blocked[f->g.t->v_adj[verts[i]][k]] = true; /* keep chains apart */
    }
    sim_put_settlement(&f->g, p, v);
    for (int i = 0; i < len; i++)
        sim_put_road(&f->g, p, edges[i]);
}

static int far_vertex(const fixture *f, const bool *blocked)
{
    for (int v = f->topo.nv - 1; v >= 0; v--)
        if (!blocked[v])
            return v;
    return -1;
}

/* Moves one card of kind `card` from the deck into player p's hand (playable or new). */
static void hand_dev(fixture *f, int p, int card, bool bought_now)
{
    for (int k = 0; k < f->g.deck_n; k++)
        if (f->g.deck[k] == card) {
            f->g.deck[k] = f->g.deck[--f->g.deck_n];
            if (bought_now)
                f->g.p[p].dev_new[card]++;
            else
                f->g.p[p].dev[card]++;
            return;
        }
    fail_msg("no card %d left in the deck", card);
}

static void give_hand(fixture *f, int p, int n)
{
    for (int i = 0; i < n; i++)
        sim_give(&f->g, p, i % SIM_RES, 1);
}

static int coastal_vertex(const fixture *f)
{
    for (int v = 0; v < f->topo.nv; v++)
        if (f->topo.v_tile[v][1] < 0)
            return v;
    return -1;
}

/* Who holds the longest road after player 0 built a chain of `mine` roads and player 1, when
 * `theirs` is not 0, one of `theirs` roads apart from it. */
static int road_holder(fixture *f, int mine, int theirs)
{
    bool blocked[SIM_MAX_V] = {0};
    int verts[16] = {0};
    chain(f, 0, 0, mine, blocked, verts);
    if (theirs > 0)
        chain(f, 1, far_vertex(f, blocked), theirs, blocked, verts);
    return f->g.road;
}

/* Longest road: five roads take the card; four do not. A tie with the holder leaves the card
 * where it is; a longer road takes it. */
static int lr_five(fixture *f) { return road_holder(f, 5, 0); }
static int lr_four(fixture *f) { return road_holder(f, 4, 0); }
static int lr_tie_keeps(fixture *f) { return road_holder(f, 5, 5); }
static int lr_longer_takes(fixture *f) { return road_holder(f, 5, 6); }

/* An opponent's settlement in the middle of a road of 6 breaks it into 3 and 3. */
static int lr_break_length(fixture *f)
{
    bool blocked[SIM_MAX_V] = {0};
    int verts[16] = {0};
    chain(f, 0, 0, 6, blocked, verts);
    sim_put_settlement(&f->g, 1, verts[3]);
    return f->g.p[0].road_len * 10 + (f->g.road + 1);
}

/* Broken below 5 while another player has 5: the card goes to that player. */
static int lr_break_passes(fixture *f)
{
    bool blocked[SIM_MAX_V] = {0};
    int a[16] = {0}, b[16] = {0};
    chain(f, 0, 0, 6, blocked, a);
    chain(f, 1, far_vertex(f, blocked), 5, blocked, b);
    assert_int_equal(f->g.road, 0);
    sim_put_settlement(&f->g, 2, a[3]);
    return f->g.road;
}

/* Broken into a tie of two players with 5 each (holder not among the longest): set aside. */
static int lr_break_tie_aside(fixture *f)
{
    bool blocked[SIM_MAX_V] = {0};
    int a[16] = {0}, b[16] = {0}, c[16] = {0};
    chain(f, 0, 0, 6, blocked, a);
    chain(f, 1, far_vertex(f, blocked), 5, blocked, b);
    chain(f, 2, far_vertex(f, blocked), 5, blocked, c);
    sim_put_settlement(&f->g, 3, a[3]);
    return f->g.road;
}

/* A 7: 8 cards keep 4, 9 cards keep 5, 7 cards keep all. */
static int seven_hand(fixture *f, int n)
{
    give_hand(f, 1, n);
    sim_resolve_roll(&f->g, 7);
    assert_true(f->g.robber_pending);
    return f->g.p[1].nres;
}
static int seven_8(fixture *f) { return seven_hand(f, 8); }
static int seven_9(fixture *f) { return seven_hand(f, 9); }
static int seven_7(fixture *f) { return seven_hand(f, 7); }

/* Building and trading wait for the robber after a 7. */
static int seven_robber_first(fixture *f)
{
    give_hand(f, 0, 5);
    sim_resolve_roll(&f->g, 7);
    int before = legal(&f->g, 0, SIM_A_BUY, 0, 0) || legal(&f->g, 0, SIM_A_END, 0, 0);
    sim_action r = f->g.bot[0]->robber(&f->g, 0, SIM_A_ROBBER);
    assert_true(sim_do(&f->g, 0, r));
    return before * 10 + legal(&f->g, 0, SIM_A_END, 0, 0);
}

/* A development card bought this turn cannot be played until the next turn. */
static int dev_bought_now(fixture *f)
{
    hand_dev(f, 0, SIM_KNIGHT, true);
    int now = legal(&f->g, 0, SIM_A_KNIGHT, (f->g.robber + 1) % f->topo.nt, -1);
    assert_true(do_(&f->g, 0, SIM_A_END, 0, 0));
    return now * 10 + (f->g.p[0].dev[SIM_KNIGHT] == 1);
}

/* One development card a turn. */
static int dev_one_a_turn(fixture *f)
{
    hand_dev(f, 0, SIM_MONO, false);
    hand_dev(f, 0, SIM_MONO, false);
    int first = do_(&f->g, 0, SIM_A_MONO, SIM_ORE, 0);
    return first * 10 + legal(&f->g, 0, SIM_A_MONO, SIM_ORE, 0);
}

/* A victory point card counts at once, bought this turn or not. */
static int dev_vp_counts(fixture *f)
{
    int before = sim_points(&f->g, 0);
    hand_dev(f, 0, SIM_VP, true);
    return sim_points(&f->g, 0) - before;
}

/* Player 0 with a settlement, a chain of `roads` roads and a road building card to play: the
 * first edge where it may build a road, or -1. */
static int road_building_with(fixture *f, int roads)
{
    bool blocked[SIM_MAX_V] = {0};
    int verts[16] = {0};
    chain(f, 0, 0, roads, blocked, verts);
    hand_dev(f, 0, SIM_ROADS, false);
    for (int e = 0; e < f->topo.ne; e++)
        if (sim_road_ok(&f->g, 0, e))
            return e;
    return -1;
}

/* Road building with one road left places that one; with two left it must place two. */
static int roads_one_left(fixture *f)
{
    int e = road_building_with(f, 14);
    assert_true(e >= 0);
    int two = -1;
    for (int k = 0; k < f->topo.ne && two < 0; k++)
        if (k != e && legal(&f->g, 0, SIM_A_ROADS, e, k))
            two = k;
    assert_true(do_(&f->g, 0, SIM_A_ROADS, e, -1));
    return (two >= 0) * 100 + f->g.p[0].roads;
}

static int roads_two_needed(fixture *f)
{
    return legal(&f->g, 0, SIM_A_ROADS, road_building_with(f, 2), -1);
}

/* Monopoly takes every card of the resource from every opponent. */
static int monopoly(fixture *f)
{
    sim_give(&f->g, 0, SIM_ORE, 1);
    sim_give(&f->g, 1, SIM_ORE, 3);
    sim_give(&f->g, 2, SIM_ORE, 2);
    sim_give(&f->g, 3, SIM_GRAIN, 2);
    hand_dev(f, 0, SIM_MONO, false);
    assert_true(do_(&f->g, 0, SIM_A_MONO, SIM_ORE, 0));
    return f->g.p[0].res[SIM_ORE] * 100 + f->g.p[1].nres * 10 + f->g.p[3].nres;
}

/* The bank runs dry: two players owed more than is left get nothing; one player gets the rest. */
static int producing_tile(fixture *f, int *v1, int *v2)
{
    for (int tile = 0; tile < f->topo.nt; tile++) {
        if (f->topo.tile_res[tile] < 0 || tile == f->g.robber)
            continue;
        *v1 = f->topo.tile_v[tile][0];
        *v2 = f->topo.tile_v[tile][3];
        return tile;
    }
    return -1;
}

static int bank_dry(fixture *f, int owners)
{
    int v1 = 0, v2 = 0, tile = producing_tile(f, &v1, &v2), r = f->topo.tile_res[tile];
    sim_put_settlement(&f->g, 0, v1);
    if (owners == 2)
        sim_put_settlement(&f->g, 1, v2);
    else
        sim_put_city(&f->g, 0, v1);
    sim_give(&f->g, 3, r, f->g.bank[r] - 1); /* one card left */
    sim_produce(&f->g, f->topo.tile_num[tile]);
    return f->g.p[0].res[r] * 10 + f->g.p[1].res[r];
}
static int bank_dry_two(fixture *f) { return bank_dry(f, 2); }
static int bank_dry_one(fixture *f) { return bank_dry(f, 1); }

/* Year of plenty cannot take two of a resource the bank has one of. */
static int plenty_dry(fixture *f)
{
    hand_dev(f, 0, SIM_PLENTY, false);
    sim_give(&f->g, 3, SIM_ORE, f->g.bank[SIM_ORE] - 1);
    return legal(&f->g, 0, SIM_A_PLENTY, SIM_ORE, SIM_ORE) * 10 + legal(&f->g, 0, SIM_A_PLENTY, SIM_ORE, SIM_WOOL);
}

/* The distance rule on the coast: the neighbours of a coastal settlement are closed, the next
 * corner along the coast is open. */
static int coast_distance(fixture *f)
{
    int v = coastal_vertex(f);
    sim_put_settlement(&f->g, 0, v);
    int closed = 0, open = 0;
    for (int k = 0; k < 3; k++) {
        int u = f->topo.v_adj[v][k];
        if (u < 0)
            continue;
        closed += !sim_spot_free(&f->g, u);
        for (int j = 0; j < 3; j++) {
            int w = f->topo.v_adj[u][j];
            if (w >= 0 && w != v)
                open += sim_spot_free(&f->g, w);
        }
    }
    int degree = (f->topo.v_adj[v][2] >= 0) + 2;
    return (closed == degree) * 10 + (open > 0);
}

/* Setup on the coast: a second settlement next to the first is refused. */
static int coast_setup(fixture *f)
{
    f->g.phase = SIM_SETUP;
    int v = coastal_vertex(f);
    int first = do_(&f->g, 0, SIM_A_SETUP_SETTLE, v, 0);
    f->g.last_settlement = -1;
    return first * 10 + legal(&f->g, 0, SIM_A_SETUP_SETTLE, f->topo.v_adj[v][0], 0);
}

static int harbor_vertex(const fixture *f, int type)
{
    for (int v = 0; v < f->topo.nv; v++)
        if (f->topo.v_harbor[v] == type)
            return v;
    return -1;
}

/* Harbors: a 3:1 harbor trades at 3 for everything, a 2:1 ore harbor at 2 for ore only. */
static int harbor_any(fixture *f)
{
    sim_put_settlement(&f->g, 0, harbor_vertex(f, HS_HARBOR_ANY));
    sim_give(&f->g, 0, SIM_WOOL, 3);
    int ok = do_(&f->g, 0, SIM_A_TRADE, SIM_WOOL, SIM_ORE);
    return ok * 100 + f->g.p[0].ratio[SIM_LUMBER] * 10 + f->g.p[0].res[SIM_ORE];
}

static int harbor_ore(fixture *f)
{
    sim_put_settlement(&f->g, 0, harbor_vertex(f, HS_HARBOR_ORE));
    sim_give(&f->g, 0, SIM_ORE, 2);
    sim_give(&f->g, 0, SIM_GRAIN, 3);
    int grain = legal(&f->g, 0, SIM_A_TRADE, SIM_GRAIN, SIM_WOOL);
    int ore = do_(&f->g, 0, SIM_A_TRADE, SIM_ORE, SIM_WOOL);
    return grain * 100 + ore * 10 + f->g.p[0].ratio[SIM_ORE];
}

static int bank_four(fixture *f)
{
    sim_give(&f->g, 0, SIM_BRICK, 3);
    int three = legal(&f->g, 0, SIM_A_TRADE, SIM_BRICK, SIM_ORE);
    sim_give(&f->g, 0, SIM_BRICK, 1);
    return three * 10 + legal(&f->g, 0, SIM_A_TRADE, SIM_BRICK, SIM_ORE);
}

/* ---- Trades between players ---- */

static bool always(sim_game *g, int player, int from, int given, int asked)
{
    (void)g, (void)player, (void)from, (void)given, (void)asked;
    return true;
}

/* Seat 1 becomes a player who takes every offer. */
static void yes_player(fixture *f, sim_bot *yes)
{
    *yes = *sim_bot_of(HS_BOT_GREEDY);
    yes->accept = always;
    f->g.bot[1] = yes;
    sim_game_allow_trading(&f->g, true);
}

static int hand(const sim_game *g, int p, int r)
{
    return g->p[p].res[r];
}

/* An accepted offer moves exactly the two cards: 1000 * lumber + 100 * brick of seat 0, then of seat 1. */
static int trade_moves_cards(fixture *f)
{
    sim_bot yes;
    yes_player(f, &yes);
    sim_give(&f->g, 0, SIM_LUMBER, 2);
    sim_give(&f->g, 1, SIM_BRICK, 1);
    int bank[SIM_RES];
    memcpy(bank, f->g.bank, sizeof bank);
    assert_true(do_(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK));
    assert_memory_equal(bank, f->g.bank, sizeof bank);
    assert_int_equal(f->g.p[0].nres + f->g.p[1].nres, 3);
    assert_int_equal(f->g.trades, 1);
    return 1000 * hand(&f->g, 0, SIM_LUMBER) + 100 * hand(&f->g, 0, SIM_BRICK) + 10 * hand(&f->g, 1, SIM_LUMBER) +
           hand(&f->g, 1, SIM_BRICK);
}

/* No offer of a card one does not hold, nor for a card the other does not hold (10 each). */
static int trade_empty_hand(fixture *f)
{
    sim_bot yes;
    yes_player(f, &yes);
    int mine = legal(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK);
    sim_give(&f->g, 0, SIM_LUMBER, 1);
    int theirs = legal(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK);
    sim_give(&f->g, 1, SIM_BRICK, 1);
    return mine * 100 + theirs * 10 + legal(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK);
}

/* Legal in the turn (10), not in the special building phase (1), nor with trading off. */
static int trade_not_building(fixture *f)
{
    sim_bot yes;
    yes_player(f, &yes);
    sim_give(&f->g, 0, SIM_LUMBER, 1);
    sim_give(&f->g, 1, SIM_BRICK, 1);
    int turn = legal(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK);
    f->g.phase = SIM_BUILDING;
    int building = legal(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK);
    f->g.phase = SIM_MAIN;
    sim_game_allow_trading(&f->g, false);
    return turn * 10 + building + 100 * legal(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK);
}

/* Three offers a turn: the fourth is refused by the rules. */
static int trade_limit(fixture *f)
{
    sim_give(&f->g, 0, SIM_LUMBER, 4);
    sim_give(&f->g, 1, SIM_BRICK, 4);
    sim_game_allow_trading(&f->g, true);
    int made = 0;
    for (int k = 0; k < 4; k++)
        made += do_(&f->g, 0, SIM_A_OFFER, 1, SIM_LUMBER * SIM_RES + SIM_BRICK);
    return made;
}

/* A value player (greedy, saving for a development card with no buildings) takes ore for its spare
 * lumber (100), not for grain it needs (10), and not from a player two points from winning (1). */
static int trade_by_value(fixture *f)
{
    sim_game_allow_trading(&f->g, true);
    sim_give(&f->g, 1, SIM_LUMBER, 1);
    sim_give(&f->g, 1, SIM_GRAIN, 1);
    sim_give(&f->g, 0, SIM_ORE, 2);
    const sim_bot *b = f->g.bot[1];
    int spare = b->accept(&f->g, 1, 0, SIM_ORE, SIM_LUMBER);
    int needed = b->accept(&f->g, 1, 0, SIM_ORE, SIM_GRAIN);
    bool blocked[SIM_MAX_V] = {0};
    int verts[16] = {0};
    chain(f, 0, 0, 1, blocked, verts);
    sim_put_settlement(&f->g, 0, far_vertex(f, blocked));
    f->g.target = 4; /* two points on the board: two from winning */
    int leader = b->accept(&f->g, 1, 0, SIM_ORE, SIM_LUMBER);
    return spare * 100 + needed * 10 + leader;
}

/* A road may not run on through an opponent's settlement. */
static int road_blocked(fixture *f)
{
    bool blocked[SIM_MAX_V] = {0};
    int verts[16] = {0};
    chain(f, 0, 0, 2, blocked, verts);
    sim_put_settlement(&f->g, 1, verts[2]);
    int beyond = 0;
    for (int k = 0; k < 3; k++) {
        int e = f->topo.v_edge[verts[2]][k];
        if (e >= 0 && f->g.e_owner[e] == SIM_NONE)
            beyond += sim_road_ok(&f->g, 0, e);
    }
    return beyond;
}

/* Largest army: the third knight takes it; an equal count does not; a larger one does. */
static int army(fixture *f)
{
    f->g.p[1].knights = 3;
    f->g.played[SIM_KNIGHT] = 3;
    f->g.army = 1;
    int holder[3];
    for (int i = 0; i < 3; i++) {
        hand_dev(f, 0, SIM_KNIGHT, false);
        f->g.dev_played = false;
        sim_action k = f->g.bot[0]->robber(&f->g, 0, SIM_A_KNIGHT);
        assert_true(sim_do(&f->g, 0, k));
        holder[i] = f->g.army;
    }
    hand_dev(f, 0, SIM_KNIGHT, false);
    f->g.dev_played = false;
    sim_action k = f->g.bot[0]->robber(&f->g, 0, SIM_A_KNIGHT);
    assert_true(sim_do(&f->g, 0, k));
    return holder[2] * 10 + f->g.army;
}

/* Ten points win on the player's own turn, at once. */
static int win_at_ten(fixture *f)
{
    bool blocked[SIM_MAX_V] = {0};
    int verts[16] = {0}, n = 0;
    chain(f, 0, 0, 2, blocked, verts); /* 1 point */
    for (int i = 0; i < 4; i++)
        hand_dev(f, 0, SIM_VP, false); /* 5 */
    for (int v = 0; v < f->topo.nv && n < 2; v++)
        if (!blocked[v] && sim_spot_free(&f->g, v)) {
            sim_put_settlement(&f->g, 0, v);
            sim_put_city(&f->g, 0, v); /* 7, 9 */
            n++;
        }
    assert_int_equal(sim_points(&f->g, 0), 9);
    assert_int_equal(f->g.winner, -1);
    sim_give(&f->g, 0, SIM_GRAIN, 2);
    sim_give(&f->g, 0, SIM_ORE, 3);
    assert_true(do_(&f->g, 0, SIM_A_CITY, verts[0], 0));
    return f->g.winner * 10 + (f->g.phase == SIM_OVER);
}

/* The second setup settlement yields one card per adjacent resource tile; the first none. */
static int setup_yield(fixture *f)
{
    f->g.phase = SIM_SETUP;
    f->g.current = 0;
    int tiles[2] = {0, 0};
    for (int step = 0; step < 8; step++) {
        int p = f->g.current;
        sim_action s = f->g.bot[p]->setup_settlement(&f->g, p);
        int before = f->g.p[p].nres, yields = 0;
        for (int k = 0; k < 3; k++) {
            int tile = f->topo.v_tile[s.a][k];
            yields += tile >= 0 && f->topo.tile_res[tile] >= 0;
        }
        assert_true(sim_do(&f->g, p, s));
        tiles[step >= 4] += (f->g.p[p].nres - before) == (step >= 4 ? yields : 0);
        assert_true(sim_do(&f->g, p, f->g.bot[p]->setup_road(&f->g, p)));
    }
    return tiles[0] * 10 + tiles[1] + (f->g.phase == SIM_MAIN) * 100;
}

typedef struct rule_case {
    const char *name;
    int (*run)(fixture *f);
    int expect;
} rule_case;

static const rule_case rule_cases[] = {
    {"longest road: 5 roads take the card", lr_five, 0},
    {"longest road: 4 roads do not", lr_four, -1},
    {"longest road: a tie leaves it with the holder", lr_tie_keeps, 0},
    {"longest road: a longer road takes it", lr_longer_takes, 1},
    {"longest road: a settlement breaks 6 into 3+3, card set aside", lr_break_length, 30},
    {"longest road: broken, it passes to the one player with 5", lr_break_passes, 1},
    {"longest road: broken into a tie of others, set aside", lr_break_tie_aside, -1},
    {"a 7 with 8 cards: discard 4", seven_8, 4},
    {"a 7 with 9 cards: discard 4", seven_9, 5},
    {"a 7 with 7 cards: keep them", seven_7, 7},
    {"a 7: the robber moves before anything else", seven_robber_first, 1},
    {"a development card bought this turn waits for the next", dev_bought_now, 1},
    {"one development card a turn", dev_one_a_turn, 10},
    {"a victory point card counts at once", dev_vp_counts, 1},
    {"road building with one road left places it", roads_one_left, 15},
    {"road building with two left must place two", roads_two_needed, 0},
    {"monopoly takes every card of the kind", monopoly, 600 + 0 + 2},
    {"the bank runs dry: two owed, nobody gets it", bank_dry_two, 0},
    {"the bank runs dry: one owed, takes what is left", bank_dry_one, 10},
    {"year of plenty: not two of a resource the bank has one of", plenty_dry, 1},
    {"distance rule on the coast", coast_distance, 11},
    {"distance rule in the setup on the coast", coast_setup, 10},
    {"a 3:1 harbor", harbor_any, 131},
    {"a 2:1 ore harbor: ore at 2, grain still at 4", harbor_ore, 12},
    {"the bank trades at 4:1", bank_four, 1},
    {"no road on through an opponent's settlement", road_blocked, 0},
    {"largest army: 3 knights tie, 4 take it", army, 10},
    {"ten points win at once on one's own turn", win_at_ten, 1},
    {"setup: only the second settlement yields", setup_yield, 144},
    {"a trade between players moves exactly the offered cards", trade_moves_cards, 1110},
    {"no trade with an empty hand", trade_empty_hand, 1},
    {"no trade in the special building phase or with trading off", trade_not_building, 10},
    {"three offers a turn", trade_limit, 3},
    {"a bot trades by its own values, not with a player close to winning", trade_by_value, 100},
};

static void rule_table(void **state)
{
    (void)state;
    int failed = 0;
    for (size_t i = 0; i < sizeof rule_cases / sizeof rule_cases[0]; i++) {
        fixture f;
        start(&f);
        int got = rule_cases[i].run(&f);
        if (got != rule_cases[i].expect) {
            print_error("rule case '%s': got %d, expected %d\n", rule_cases[i].name, got, rule_cases[i].expect);
            failed++;
        }
    }
    assert_int_equal(failed, 0);
}

/* ---- Invariants after every action ------------------------------------------------------------ */

typedef struct check_ctx {
    long steps;
    char why[256];
    bool bad;
} check_ctx;

static void check_hook(const sim_game *g, void *ctx)
{
    check_ctx *c = ctx;
    c->steps++;
    if (!c->bad && !sim_check(g, c->why, sizeof c->why))
        c->bad = true;
}

/* The checker itself: each kind of broken state is caught. */
static void checker_catches_broken_states(void **state)
{
    (void)state;
    char why[256];
    for (int kind = 0; kind < 7; kind++) {
        fixture f;
        start(&f);
        bool blocked[SIM_MAX_V] = {0};
        int verts[16] = {0};
        chain(&f, 0, 0, 5, blocked, verts);
        give_hand(&f, 1, 6);
        assert_true(sim_check(&f.g, why, sizeof why));
        switch (kind) {
        case 0: f.g.p[1].res[SIM_ORE]++; f.g.p[1].nres++; break;   /* a card from nowhere */
        case 1: f.g.p[1].nres++; break;                            /* a miscounted hand */
        case 2: f.g.deck_n--; break;                               /* a lost development card */
        case 3: f.g.p[0].road_len = 4; break;                      /* a stale road cache */
        case 4: f.g.road = -1; break;                              /* an award not given */
        case 5: f.g.v_owner[verts[1]] = 1; f.g.v_level[verts[1]] = 1; f.g.p[1].settlements++; break; /* distance */
        case 6: f.g.p[0].prod[SIM_ORE] += 3; break;                /* a stale production cache */
        }
        assert_false(sim_check(&f.g, why, sizeof why));
    }
}

/* Trading between players is off unless `trading`. */
static void invariants_over_trading(hs_mode mode, int players, const uint8_t *bots, int boards, int games_per_board,
                                    bool trading)
{
    check_ctx c = {0};
    for (int b = 0; b < boards && !c.bad; b++) {
        hs_catan_options o = hs_catan_default();
        o.mode = mode;
        o.seed = (uint32_t)b * 7919u + 3;
        hs_board board;
        assert_int_equal(hs_catan_generate(&o, &board, NULL), HS_OK);
        sim_topo t;
        assert_int_equal(sim_topo_build(&board, &t, NULL), HS_OK);
        for (int k = 0; k < games_per_board && !c.bad; k++) {
            sim_game g;
            sim_game_init(&g, &t, players, bots, 1.0, 10, 1000, (uint32_t)(b * 1000 + k));
            sim_game_allow_trading(&g, trading);
            g.hook = check_hook;
            g.hook_ctx = &c;
            sim_game_play(&g);
            if (c.bad)
                print_error("board seed %u game %d turn %d: %s\n", o.seed, k, g.turn, c.why);
            assert_true(g.winner >= 0 || g.turn == 1000);
            if (g.winner >= 0)
                assert_true(sim_points(&g, g.winner) >= 10);
        }
    }
    assert_false(c.bad);
    assert_true(c.steps > (long)boards * games_per_board * 100);
}

static void invariants_over(hs_mode mode, int players, const uint8_t *bots, int boards, int games_per_board)
{
    invariants_over_trading(mode, players, bots, boards, games_per_board, false);
}

static void invariants_random_games(void **state)
{
    (void)state;
    uint8_t bots[HS_SIM_MAX_PLAYERS] = {HS_BOT_RANDOM, HS_BOT_RANDOM, HS_BOT_RANDOM, HS_BOT_RANDOM};
    invariants_over(HS_MODE_CLASSIC, 4, bots, 20, 50);
    invariants_over(HS_MODE_CLASSIC, 3, bots, 10, 50);
}

static void invariants_greedy_and_mixed_games(void **state)
{
    (void)state;
    invariants_over(HS_MODE_CLASSIC, 4, all_greedy, 20, 50);
    uint8_t mixed[HS_SIM_MAX_PLAYERS] = {HS_BOT_GREEDY, HS_BOT_RANDOM, HS_BOT_GREEDY, HS_BOT_RANDOM, HS_BOT_GREEDY,
                                         HS_BOT_RANDOM};
    invariants_over(HS_MODE_CLASSIC, 4, mixed, 10, 50);
    invariants_over(HS_MODE_5_6, 6, mixed, 5, 40);
    invariants_over(HS_MODE_5_6, 5, all_greedy, 5, 40);
    uint8_t styles[HS_SIM_MAX_PLAYERS] = {HS_BOT_ROADS, HS_BOT_CITIES, HS_BOT_CARDS, HS_BOT_HARBORS, HS_BOT_GREEDY,
                                          HS_BOT_RANDOM};
    invariants_over(HS_MODE_CLASSIC, 4, styles, 10, 50);
    invariants_over(HS_MODE_5_6, 6, styles, 5, 40);
    invariants_over_trading(HS_MODE_CLASSIC, 4, styles, 10, 50, true);
    invariants_over_trading(HS_MODE_5_6, 6, styles, 5, 40, true);
    invariants_over_trading(HS_MODE_CLASSIC, 4, all_greedy, 5, 50, true);
}

/* ---- Runs --------------------------------------------------------------------------------------- */

/* A run's board and options: the Classic board of a seed, the default options but the games. */
typedef struct run_setup {
    hs_board board;
    hs_sim_options o;
} run_setup;

static run_setup setup_run(uint32_t board_seed, uint32_t games)
{
    run_setup s = {classic(board_seed), hs_sim_default()};
    s.o.games = games;
    return s;
}

static void same_totals_on_any_thread_count(void **state)
{
    (void)state;
    run_setup setup = setup_run(42, 300);
    setup.o.seed = 9;
    setup.o.bots[1] = HS_BOT_RANDOM;
    hs_sim_result r[3];
    int threads[3] = {1, 2, 5};
    for (int i = 0; i < 3; i++) {
        setup.o.threads = threads[i];
        assert_int_equal(hs_sim_run(&setup.board, &setup.o, &r[i], NULL), HS_OK);
    }
    for (int i = 1; i < 3; i++)
        assert_memory_equal(&r[0], &r[i], sizeof r[0]);
    assert_int_equal(r[0].games, 300);
    uint32_t wins = r[0].unfinished;
    for (int s = 0; s < 4; s++)
        wins += r[0].wins[s];
    assert_int_equal(wins, 300);
    /* A game is a pure function of its index: replaying one gives the same outcome. */
    hs_sim_game g1, g2;
    assert_int_equal(hs_sim_play(&setup.board, &setup.o, 17, &g1, NULL), HS_OK);
    assert_int_equal(hs_sim_play(&setup.board, &setup.o, 17, &g2, NULL), HS_OK);
    assert_memory_equal(&g1, &g2, sizeof g1);
    /* Another seed is another run. */
    setup.o.seed = 10;
    hs_sim_result other;
    assert_int_equal(hs_sim_run(&setup.board, &setup.o, &other, NULL), HS_OK);
    assert_true(memcmp(&other, &r[0], sizeof other) != 0);
}

/* Folds one game's outcome into a 64-bit FNV-1a digest. */
static uint64_t digest_game(uint64_t h, const hs_sim_game *g, int players)
{
    uint64_t fields[4 + 2 * HS_SIM_MAX_PLAYERS + 3];
    int n = 0;
    fields[n++] = (uint64_t)(int64_t)g->winner;
    fields[n++] = (uint64_t)g->turns;
    fields[n++] = g->actions;
    fields[n++] = g->trades;
    fields[n++] = g->won_with;
    fields[n++] = (uint64_t)g->winner_cities;
    for (int i = 0; i < players; i++) {
        fields[n++] = (uint64_t)g->points[i];
        fields[n++] = g->style[i];
    }
    for (int k = 0; k < n; k++)
        for (int b = 0; b < 8; b++) {
            h ^= fields[k] >> (8 * b) & 0xFF;
            h *= 1099511628211ull;
        }
    return h;
}

/* Speed work on the engine must leave every game as it was: the outcomes (winner, turns, actions,
 * trades, points, how it was won) of 1,140 games over every style, with and without trading, on
 * Classic and 5-6 boards at three temperatures, digested and compared with the digest the engine
 * gave before that work. A change of the rules or of a bot changes it on purpose: then say so in
 * the commit and record the new digest. */
static void games_unchanged(void **state)
{
    (void)state;
    static const struct {
        hs_mode mode;
        int players, games, trading;
        double temperature;
        uint8_t bots[HS_SIM_MAX_PLAYERS];
    } runs[] = {
        {HS_MODE_CLASSIC, 4, 200, 0, 1.0, {HS_BOT_GREEDY, HS_BOT_GREEDY, HS_BOT_GREEDY, HS_BOT_GREEDY}},
        {HS_MODE_CLASSIC, 4, 200, 1, 1.0, {HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX}},
        {HS_MODE_CLASSIC, 4, 100, 0, 1.0, {HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX}},
        {HS_MODE_CLASSIC, 3, 100, 1, 0.0, {HS_BOT_ROADS, HS_BOT_CITIES, HS_BOT_CARDS}},
        {HS_MODE_CLASSIC, 4, 100, 1, 3.0, {HS_BOT_HARBORS, HS_BOT_ROADS, HS_BOT_HARBORS, HS_BOT_ROADS}},
        {HS_MODE_CLASSIC, 4, 60, 0, 1.0, {HS_BOT_RANDOM, HS_BOT_GREEDY, HS_BOT_RANDOM, HS_BOT_CARDS}},
        {HS_MODE_CLASSIC, 4, 40, 0, 1.0, {HS_BOT_RANDOM, HS_BOT_RANDOM, HS_BOT_RANDOM, HS_BOT_RANDOM}},
        {HS_MODE_5_6, 6, 120, 1, 1.0, {HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX, HS_BOT_MIX}},
        {HS_MODE_5_6, 5, 100, 0, 1.0, {HS_BOT_GREEDY, HS_BOT_GREEDY, HS_BOT_GREEDY, HS_BOT_GREEDY, HS_BOT_GREEDY}},
        {HS_MODE_5_6, 6, 120, 1, 0.5,
         {HS_BOT_CITIES, HS_BOT_CARDS, HS_BOT_HARBORS, HS_BOT_ROADS, HS_BOT_GREEDY, HS_BOT_RANDOM}},
    };
    uint64_t h = 14695981039346656037ull;
    int games = 0;
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
        hs_catan_options co = hs_catan_default();
        co.mode = runs[r].mode;
        co.seed = (uint32_t)(r * 31 + 5);
        hs_board b;
        assert_int_equal(hs_catan_generate(&co, &b, NULL), HS_OK);
        hs_sim_options o = hs_sim_default();
        o.players = runs[r].players;
        memcpy(o.bots, runs[r].bots, sizeof o.bots);
        o.trading = runs[r].trading;
        o.temperature = runs[r].temperature;
        o.seed = (uint32_t)r + 11;
        hs_sim_result one_by_one, run;
        memset(&one_by_one, 0, sizeof one_by_one);
        one_by_one.players = runs[r].players;
        for (int i = 0; i < runs[r].games; i++) {
            hs_sim_game g;
            assert_int_equal(hs_sim_play(&b, &o, (uint32_t)i, &g, NULL), HS_OK);
            h = digest_game(h, &g, runs[r].players);
            hs_sim_add_game(&one_by_one, &g, runs[r].players);
            games++;
        }
        /* A run's threads keep a cache across their games (sim_cache): the same games. */
        o.games = (uint32_t)runs[r].games;
        o.threads = 1 + (int)(r % 2);
        assert_int_equal(hs_sim_run(&b, &o, &run, NULL), HS_OK);
        assert_memory_equal(&run, &one_by_one, sizeof run);
    }
    assert_int_equal(games, 1140);
    assert_true(h == 0x63b9edad98254db2ull);
}

typedef struct progress_log {
    uint32_t calls, last, total;
    bool decreasing;
} progress_log;

static void log_progress(void *ctx, uint32_t done, uint32_t total)
{
    progress_log *p = ctx;
    if (done < p->last)
        p->decreasing = true;
    p->last = done;
    p->total = total;
    p->calls++;
}

static void cancel_and_progress(void **state)
{
    (void)state;
    run_setup setup = setup_run(5, 200);
    setup.o.threads = 2;
    progress_log log = {0};
    setup.o.progress = log_progress;
    setup.o.progress_ctx = &log;
    hs_sim_result r;
    assert_int_equal(hs_sim_run(&setup.board, &setup.o, &r, NULL), HS_OK);
    assert_int_equal(r.games, 200);
    assert_int_equal(log.last, 200);
    assert_int_equal(log.total, 200);
    assert_false(log.decreasing);
    assert_true(log.calls >= 2);
    hs_cancel cancel = {0};
    hs_cancel_request(&cancel);
    setup.o.cancel = &cancel;
    memset(&log, 0, sizeof log);
    hs_diag d = {{0}};
    assert_int_equal(hs_sim_run(&setup.board, &setup.o, &r, &d), HS_ECANCEL);
    assert_string_equal(d.msg, "cancelled after 0 of 200 games");
    assert_int_equal(r.games, 0);
    assert_int_equal(log.last, 0);
}

/* Every player style of the table, and a mixed seat, beats three random bots in 95% of games or
 * more from every seat (100 games a seat, fixed seeds). */
static void every_style_beats_random(void **state)
{
    (void)state;
    hs_board b = classic(11);
    for (int k = 0; k < hs_bot_count(); k++)
        for (int seat = 0; k != HS_BOT_RANDOM && seat < 4; seat++) {
            hs_sim_options o = hs_sim_default();
            o.games = 100;
            o.seed = (uint32_t)seat;
            for (int i = 0; i < 4; i++)
                o.bots[i] = (uint8_t)(i == seat ? k : HS_BOT_RANDOM);
            hs_sim_result r;
            assert_int_equal(hs_sim_run(&b, &o, &r, NULL), HS_OK);
            if (r.wins[seat] < 95)
                print_error("%s from seat %d won %u of 100\n", hs_bot_at(k), seat + 1, r.wins[seat]);
            assert_true(r.wins[seat] >= 95);
            /* the record says which style each seat played: k, or for the mix those it draws */
            uint32_t played = 0;
            for (int st = 0; st < HS_SIM_MAX_STYLES; st++)
                if (k == HS_BOT_MIX ? hs_bot_in_mix(st) : st == k)
                    played += r.style_games[seat][st];
            assert_int_equal(played, 100);
        }
}

/* Temperature 0 makes the greedy openings fixed; the default temperature varies them. */
static void openings_vary_with_temperature(void **state)
{
    (void)state;
    hs_board b;
    sim_topo t;
    classic_topo(3, &b, &t);
    for (int pass = 0; pass < 2; pass++) {
        double temperature = pass ? 1.0 : 0.0;
        bool seen[SIM_MAX_V] = {0};
        int distinct = 0;
        for (uint32_t k = 0; k < 50; k++) {
            sim_game g;
            sim_game_init(&g, &t, 4, all_greedy, temperature, 10, 1000, k);
            sim_action s = g.bot[0]->setup_settlement(&g, 0);
            distinct += !seen[s.a];
            seen[s.a] = true;
        }
        if (pass == 0)
            assert_int_equal(distinct, 1);
        else
            assert_true(distinct >= 3);
    }
}

static void wilson_and_seats(void **state)
{
    (void)state;
    double lo, hi;
    hs_sim_wilson(50, 100, &lo, &hi);
    assert_true(lo > 0.40375 && lo < 0.40385);
    assert_true(hi > 0.59615 && hi < 0.59625);
    hs_sim_wilson(0, 10, &lo, &hi);
    assert_true(lo == 0 && hi > 0.2775 && hi < 0.2776);
    hs_sim_wilson(0, 0, &lo, &hi);
    assert_true(lo == 0 && hi == 1);
    hs_sim_result r = {.players = 4, .games = 1000, .unfinished = 0, .wins = {250, 250, 250, 250}};
    hs_sim_seats s;
    hs_sim_seats_of(&r, &s);
    assert_false(s.favoured);
    assert_true(s.spread == 0 && s.spread_lo == 0 && s.spread_hi > 0.03);
    hs_sim_result r2 = {.players = 4, .games = 1000, .unfinished = 100, .wins = {300, 200, 200, 200}};
    hs_sim_seats_of(&r2, &s);
    assert_true(s.favoured);
    assert_int_equal(s.best, 0);
    assert_int_equal(s.worst, 1);
    assert_true(s.spread > 0.0999 && s.spread < 0.1001);
    assert_true(s.spread_lo > 0.05 && s.spread_hi < 0.15);
}

static void bad_options_and_boards(void **state)
{
    (void)state;
    hs_board b = classic(1);
    hs_sim_result r;
    hs_diag d = {{0}};
    hs_sim_options o = hs_sim_default();
    o.players = 5;
    assert_int_equal(hs_sim_run(&b, &o, &r, &d), HS_EINVAL);
    assert_string_equal(d.msg, "this board seats 3 to 4 players, not 5");
    o = hs_sim_default();
    o.games = 0;
    assert_int_equal(hs_sim_run(&b, &o, &r, &d), HS_EINVAL);
    o = hs_sim_default();
    o.bots[2] = (uint8_t)hs_bot_count();
    assert_int_equal(hs_sim_run(&b, &o, &r, &d), HS_EINVAL);
    o = hs_sim_default();
    o.temperature = -1;
    assert_int_equal(hs_sim_run(&b, &o, &r, &d), HS_EINVAL);
    hs_catan_options so = hs_catan_default();
    so.mode = HS_MODE_SEAFARERS;
    hs_board sea;
    assert_int_equal(hs_catan_generate(&so, &sea, NULL), HS_OK);
    o = hs_sim_default();
    assert_int_equal(hs_sim_run(&sea, &o, &r, &d), HS_EINVAL);
    assert_int_equal(hs_bot_from_name("greedy"), HS_BOT_GREEDY);
    assert_int_equal(hs_bot_from_name("random"), HS_BOT_RANDOM);
    assert_int_equal(hs_bot_from_name("alphazero"), -1);
}

/* bots.c's table of seat kinds: the numbers released stay (the mix is 6, the first seven names as
 * they were), every number has one name that finds it again, every number but the mix's is one
 * player, the table fits the per-style room of hs_sim_result, and a mixed seat draws exactly the
 * styles the table marks for the mix. */
static void bot_table_is_consistent(void **state)
{
    (void)state;
    static const char *const released[] = {"greedy", "random", "roads", "cities", "cards", "harbors", "mix"};
    assert_int_equal(HS_BOT_MIX, 6);
    assert_int_equal(HS_BOT_COUNT, 7);
    int n = hs_bot_count();
    assert_true(n >= HS_BOT_COUNT && n <= HS_SIM_MAX_STYLES);
    for (int k = 0; k < HS_BOT_COUNT; k++)
        assert_string_equal(hs_bot_at(k), released[k]);
    for (int k = 0; k < n; k++) {
        const char *name = hs_bot_at(k);
        assert_non_null(name);
        assert_string_equal(hs_bot_name((hs_bot)k), name);
        assert_int_equal(hs_bot_from_name(name), k);
        for (int j = 0; j < k; j++)
            assert_string_not_equal(hs_bot_at(j), name);
        assert_true((sim_bot_of(k) == NULL) == (k == HS_BOT_MIX));
        assert_true(!hs_bot_in_mix(k) || sim_bot_of(k) != NULL);
    }
    /* The mix as released: every style but random. */
    static const hs_bot mixed[] = {HS_BOT_GREEDY, HS_BOT_ROADS, HS_BOT_CITIES, HS_BOT_CARDS, HS_BOT_HARBORS};
    for (size_t i = 0; i < sizeof mixed / sizeof mixed[0]; i++)
        assert_true(hs_bot_in_mix(mixed[i]));
    assert_false(hs_bot_in_mix(HS_BOT_RANDOM));
    assert_false(hs_bot_in_mix(HS_BOT_MIX));
    /* Out of range: no name, no player, not in the mix. */
    const int outside[] = {-1, n, 99};
    for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++) {
        assert_null(hs_bot_at(outside[i]));
        assert_null(sim_bot_of(outside[i]));
        assert_false(hs_bot_in_mix(outside[i]));
        assert_string_equal(hs_bot_name((hs_bot)outside[i]), "unknown");
    }
    assert_int_equal(hs_bot_from_name(NULL), -1);
    assert_int_equal(hs_bot_from_name("nobody"), -1);
    /* Mixed seats draw only styles marked for the mix, and over 200 games every one of them; a
     * seat of a style plays that style. */
    uint8_t seats[HS_SIM_MAX_PLAYERS] = {HS_BOT_MIX, HS_BOT_RANDOM, HS_BOT_MIX, HS_BOT_CARDS, HS_BOT_MIX, HS_BOT_MIX};
    int drawn[HS_SIM_MAX_STYLES] = {0};
    for (uint32_t index = 0; index < 200; index++) {
        uint8_t styles[HS_SIM_MAX_PLAYERS];
        sim_draw_styles(seats, HS_SIM_MAX_PLAYERS, 5, index, styles);
        for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++) {
            if (seats[i] != HS_BOT_MIX) {
                assert_int_equal(styles[i], seats[i]);
                continue;
            }
            assert_true(hs_bot_in_mix(styles[i]));
            drawn[styles[i]]++;
        }
    }
    for (int k = 0; k < n; k++)
        assert_true((drawn[k] > 0) == hs_bot_in_mix(k));
}

/* Forced openings: the seat's settlement is where it was told, or the game is skipped. */
typedef struct first_spot {
    int seat, vertex;
    bool placed;
} first_spot;

static void watch_first(const sim_game *g, void *ctx)
{
    first_spot *f = ctx;
    if (g->phase == SIM_SETUP && g->last_settlement >= 0 && g->current == f->seat && g->setup_step == f->seat)
        f->placed = g->last_settlement == f->vertex;
}

static void forced_openings(void **state)
{
    (void)state;
    hs_board b;
    sim_topo t;
    classic_topo(8, &b, &t);
    int placed = 0, missed = 0;
    for (uint32_t k = 0; k < 40; k++) {
        sim_game g;
        sim_game_init(&g, &t, 4, all_greedy, 1.0, 10, 1000, k);
        g.opening[2][0] = 20;
        first_spot f = {2, 20, false};
        g.hook = watch_first;
        g.hook_ctx = &f;
        sim_game_play(&g);
        if (g.opening_missed) {
            missed++;
            assert_int_equal(g.phase, SIM_OVER);
            assert_int_equal(g.turn, 0);
        } else {
            placed++;
            assert_true(f.placed);
        }
    }
    assert_int_equal(placed + missed, 40);
    assert_true(placed > 0);
    /* Through a run: skipped games count in games, in nothing else. */
    hs_sim_options o = hs_sim_default();
    o.games = 100;
    o.opening[3][0] = 20;
    hs_sim_result r;
    assert_int_equal(hs_sim_run(&b, &o, &r, NULL), HS_OK);
    uint32_t wins = r.unfinished + r.skipped;
    for (int i = 0; i < 4; i++)
        wins += r.wins[i];
    assert_int_equal(wins, 100);
    o.opening[3][0] = (short)t.nv;
    hs_diag d;
    assert_int_equal(hs_sim_run(&b, &o, &r, &d), HS_EINVAL);
}

static void openings_are_ranked(void **state)
{
    (void)state;
    run_setup setup = setup_run(2, 60);
    setup.o.players = 3;
    hs_sim_openings seats[HS_SIM_MAX_PLAYERS];
    assert_int_equal(hs_sim_openings_of(&setup.board, &setup.o, 4, seats, NULL), HS_OK);
    for (int s = 0; s < 3; s++) {
        assert_int_equal(seats[s].n_first, 4);
        assert_int_equal(seats[s].n_second, 4);
        for (int i = 0; i < 4; i++) {
            const hs_sim_spot *x = &seats[s].first[i];
            assert_true(x->games <= 60 && x->wins <= x->games);
            assert_true(x->lo <= x->win_rate + 1e-12 && x->win_rate <= x->hi + 1e-12);
            if (i > 0 && seats[s].first[i - 1].games >= 10 && x->games >= 10)
                assert_true(seats[s].first[i - 1].win_rate >= x->win_rate);
            for (int j = 0; j < i; j++)
                assert_int_not_equal(seats[s].first[j].vertex, x->vertex);
        }
        /* Every candidate is free after the earlier picks of the draft: no rollout skipped. */
        for (int i = 0; i < 4; i++) {
            assert_int_equal(seats[s].first[i].games, 60);
            assert_int_equal(seats[s].second[i].games, 60);
            assert_true(seats[s].first[i].available == 1 && seats[s].second[i].available == 1);
            if (i > 0)
                assert_true(seats[s].second[i - 1].win_rate >= seats[s].second[i].win_rate);
        }
    }
    assert_int_equal(hs_sim_openings_of(&setup.board, &setup.o, 0, seats, NULL), HS_EINVAL);
    assert_int_equal(hs_sim_openings_of(&setup.board, &setup.o, HS_SIM_MAX_CANDIDATES + 1, seats, NULL), HS_EINVAL);
    hs_cancel cancel = {0};
    hs_cancel_request(&cancel);
    setup.o.cancel = &cancel;
    hs_diag d = {{0}};
    assert_int_equal(hs_sim_openings_of(&setup.board, &setup.o, 2, seats, &d), HS_ECANCEL);
    assert_string_equal(d.msg, "cancelled after 0 of 60 games");
}

/* Checks that `seats`, the advice for `players` seats of `b`, follows the snake draft: every
 * candidate of a pick (the advised spot, its best, among them) is free after the earlier picks'
 * advised spots, neither one of them nor beside one, and was free in all `games` rollouts. */
static void check_draft(const hs_board *b, int players, const hs_sim_openings *seats, uint32_t games)
{
    sim_topo t;
    assert_int_equal(sim_topo_build(b, &t, NULL), HS_OK);
    int advised[2 * HS_SIM_MAX_PLAYERS];
    for (int k = 0; k < 2 * players; k++) {
        int s = k < players ? k : 2 * players - 1 - k;
        const hs_sim_spot *spots = k < players ? seats[s].first : seats[s].second;
        int n = k < players ? seats[s].n_first : seats[s].n_second;
        assert_true(n >= 1);
        for (int i = 0; i < n; i++) {
            int v = spots[i].vertex;
            assert_true(v >= 0 && v < t.nv);
            assert_int_equal(spots[i].games, games);
            for (int j = 0; j < k; j++) {
                bool beside = false;
                for (int a = 0; a < t.degree[v]; a++)
                    beside |= t.v_adj[v][a] == advised[j];
                if (v == advised[j] || beside)
                    fail_msg("%d players: pick %d (seat %d) offers vertex %d, %s pick %d's advised spot", players,
                             k + 1, s + 1, v, v == advised[j] ? "which is" : "beside", j + 1);
            }
        }
        advised[k] = spots[0].vertex;
    }
}

/* The advice follows the snake draft on Classic with 4 and 3 players (0yvzgxpx, where two seats
 * were once advised the same spot, and another board) and on 5-6 with 6. */
static void openings_follow_the_snake_draft(void **state)
{
    (void)state;
    static const struct {
        hs_mode mode;
        uint32_t seed;
        int players;
    } cases[] = {{HS_MODE_CLASSIC, 2930183605u, 4}, {HS_MODE_CLASSIC, 2930183605u, 3}, {HS_MODE_CLASSIC, 2, 4},
                 {HS_MODE_5_6, 3, 6}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        hs_catan_options co = hs_catan_default();
        co.mode = cases[c].mode;
        co.seed = cases[c].seed;
        hs_board b;
        assert_int_equal(hs_catan_generate(&co, &b, NULL), HS_OK);
        hs_sim_options o = hs_sim_default();
        o.games = 16;
        o.players = cases[c].players;
        hs_sim_openings seats[HS_SIM_MAX_PLAYERS];
        assert_int_equal(hs_sim_openings_of(&b, &o, 3, seats, NULL), HS_OK);
        check_draft(&b, cases[c].players, seats, 16);
    }
}

typedef struct openings_progress {
    uint32_t last, total, calls;
    bool decreasing;
} openings_progress;

static void count_openings_progress(void *ctx, uint32_t done, uint32_t total)
{
    openings_progress *p = ctx;
    p->decreasing |= done < p->last;
    p->last = done;
    p->total = total;
    p->calls++;
}

/* Progress counts every rollout of the draft: picks x candidates x games. */
static void openings_progress_counts_the_draft(void **state)
{
    (void)state;
    run_setup setup = setup_run(2, 10);
    setup.o.players = 3;
    setup.o.threads = 1;
    openings_progress p = {0};
    setup.o.progress = count_openings_progress;
    setup.o.progress_ctx = &p;
    hs_sim_openings seats[HS_SIM_MAX_PLAYERS];
    assert_int_equal(hs_sim_openings_of(&setup.board, &setup.o, 2, seats, NULL), HS_OK);
    assert_int_equal(p.total, 6 * 2 * 10);
    assert_int_equal(p.last, 6 * 2 * 10);
    assert_false(p.decreasing);
}

/* ---- The command line ---------------------------------------------------------------------- */

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* What the CLI writes on standard output for `args`, which must exit 0 with nothing on standard
 * error; the caller frees it with free(). */
static char *cli_out(const char *const *args)
{
    cli_result r;
    assert_int_equal(cli_run(args, NULL, &r), 0);
    assert_int_equal(r.status, 0);
    assert_int_equal(r.err_len, 0);
    char *out = r.out;
    r.out = NULL;
    cli_result_free(&r);
    return out;
}

/* `text` (which cli_out gave) as JSON, which it must be; frees text. The caller frees the JSON
 * with json_decref(). */
static json_t *json_of(char *text)
{
    json_error_t e;
    json_t *root = json_loads(text, 0, &e);
    assert_non_null(root);
    free(text);
    return root;
}

/* The JSON the CLI writes for `args` and then "--threads 1", which must be the same bytes with
 * "--threads 2"; the caller frees it with json_decref(). */
static json_t *cli_json_any_threads(const char *const *args)
{
    const char *argv[32];
    size_t n = 0;
    for (; args[n]; n++)
        argv[n] = args[n];
    assert_true(n + 3 <= sizeof argv / sizeof argv[0]);
    argv[n] = "--threads";
    argv[n + 1] = "2";
    argv[n + 2] = NULL;
    char *two = cli_out(argv);
    argv[n + 1] = "1";
    char *one = cli_out(argv);
    assert_string_equal(one, two);
    free(two);
    return json_of(one);
}

static const cli_bad_case fairness_bad[] = {
    {ARGS("fairness"), "hexseed: missing code (usage: hexseed fairness --help)\n"},
    {ARGS("fairness", "zzz"), "hexseed: share code 'zzz' has 3 characters; a code has 8 to 200\n"},
    {ARGS("fairness", "0xjiwxkx", "--games", "0"), "hexseed: games '0' is not a whole number from 1 to 10000000\n"},
    {ARGS("fairness", "0xjiwxkx", "--games", "5", "--games", "6"), "hexseed: --games given twice\n"},
    {ARGS("fairness", "0xjiwxkx", "--bot", "alpha"),
     "hexseed: unknown bot 'alpha' (bots: greedy, random, roads, cities, cards, harbors, mix)\n"},
    {ARGS("fairness", "0xjiwxkx", "--bots", "greedy,,random"),
     "hexseed: unknown bot '' (bots: greedy, random, roads, cities, cards, harbors, mix)\n"},
    {ARGS("fairness", "0xjiwxkx", "--trading", "maybe"), "hexseed: unknown trading 'maybe' (trading: on, off)\n"},
    {ARGS("fairness", "0xjiwxkx", "--trading", "on", "--trading", "off"), "hexseed: --trading given twice\n"},
    {ARGS("fairness", "0xjiwxkx", "--bot", "greedy", "--bots", "greedy,random"),
     "hexseed: bot and bots do not go together (one bot for all seats, or one per seat)\n"},
    {ARGS("fairness", "0xjiwxkx", "--bots", "greedy,random,random,random,greedy"),
     "hexseed: this board seats 3 to 4 players, not 5\n"},
    {ARGS("fairness", "0xjiwxkx", "--bots", "greedy,random,random", "--players", "4"),
     "hexseed: bots names 3 seats but players is 4\n"},
    {ARGS("fairness", "0xjiwxkx", "--players", "2"), "hexseed: players '2' is not a whole number from 3 to 6\n"},
    {ARGS("fairness", "0xjiwxkx", "--format", "svg"), "hexseed: unknown format 'svg' (formats: text, json)\n"},
    {ARGS("fairness", "0xjiwxkx", "--temperature", "-1"), "hexseed: temperature '-1' is not a number from 0 to 100\n"},
    {ARGS("fairness", "0xjiwxkx", "--frob"), "hexseed: unknown option '--frob' (try 'hexseed fairness --help')\n"},
    {ARGS("fairness", "0xjiwxkx", "extra"), "hexseed: unexpected argument 'extra' (try 'hexseed fairness --help')\n"},
    {ARGS("fairness", "1dbrtddt"), "hexseed: the game engine plays Classic and 5-6 boards only, not seafarers\n"},
    {ARGS("fairness", "0xjiwxkx", "--candidates", "3"), "hexseed: unknown option '--candidates' (try 'hexseed fairness --help')\n"},
    {ARGS("openings"), "hexseed: missing code (usage: hexseed openings --help)\n"},
    {ARGS("openings", "0xjiwxkx", "--candidates", "17"), "hexseed: candidates '17' is not a whole number from 1 to 16\n"},
    {ARGS("openings", "0xjiwxkx", "--games", "1000001"),
     "hexseed: games '1000001' is not a whole number from 1 to 1000000\n"},
    {ARGS("openings", "0xjiwxkx", "--format", "png"), "hexseed: unknown format 'png' (formats: text, json, svg)\n"},
    {ARGS("openings", "0xjiwxkx", "--frob"), "hexseed: unknown option '--frob' (try 'hexseed openings --help')\n"},
};

static void fairness_bad_invocations(void **state)
{
    (void)state;
    char got[512];
    int k = cli_check_bad_cases(fairness_bad, sizeof fairness_bad / sizeof fairness_bad[0], got, sizeof got);
    if (k >= 0)
        print_error("case %d: %s\n", k, got);
    assert_int_equal(k, -1);
}

/* hs_sim_robust_of, the verdict of 0.1 (kept for programs that call it; the reports use
 * hs_sim_verdict_of): a seat the mix favours is called favoured only while no style puts it below
 * the equal share. */
static void robust_verdict(void **state)
{
    (void)state;
    hs_sim_result mix, per_style[HS_SIM_MAX_STYLES];
    memset(&mix, 0, sizeof mix);
    memset(per_style, 0, sizeof per_style);
    mix.players = 4;
    mix.games = 4000;
    uint32_t skewed[4] = {1200, 1000, 950, 850}, even[4] = {1000, 1000, 1000, 1000};
    memcpy(mix.wins, skewed, sizeof skewed);
    for (int st = 0; st < hs_bot_count(); st++) {
        if (!hs_bot_in_mix(st))
            continue;
        per_style[st].players = 4;
        per_style[st].games = 4000;
        memcpy(per_style[st].wins, st == HS_BOT_CARDS ? skewed : even, sizeof even);
        per_style[st].wins[0] += 20; /* seat 1 a little ahead under every style */
        per_style[st].wins[3] -= 20;
    }
    hs_sim_robust r;
    hs_sim_robust_of(&mix, per_style, &r);
    assert_true(r.favoured);
    assert_false(r.depends);
    assert_int_equal(r.seat, 0);
    assert_int_equal(r.against, -1);
    per_style[HS_BOT_ROADS].wins[0] = 900; /* road builders in seat 1 fall behind */
    per_style[HS_BOT_ROADS].wins[1] = 1120;
    hs_sim_robust_of(&mix, per_style, &r);
    assert_false(r.favoured);
    assert_true(r.depends);
    assert_int_equal(r.against, HS_BOT_ROADS);
    memcpy(mix.wins, even, sizeof even); /* no effect under the mix: nothing to call */
    hs_sim_robust_of(&mix, per_style, &r);
    assert_false(r.favoured);
    assert_false(r.depends);
}

/* A run's counts for the verdict's cases: `players` seats, `games` games, the wins given. */
static hs_sim_result counts(int players, uint32_t games, const uint32_t *wins)
{
    hs_sim_result r;
    memset(&r, 0, sizeof r);
    r.players = players;
    r.games = games;
    for (int i = 0; i < players; i++)
        r.wins[i] = wins[i];
    return r;
}

/* Each style alone with every seat at its habit, but seat `seat` at its habit plus `shift`. */
static void styles_at_habit(hs_sim_result *per_style, int players, uint32_t games, int seat, int style, double shift)
{
    memset(per_style, 0, sizeof(hs_sim_result) * HS_SIM_MAX_STYLES);
    for (int st = 0; st < hs_bot_count(); st++) {
        if (!hs_bot_in_mix(st))
            continue;
        uint32_t wins[HS_SIM_MAX_PLAYERS];
        for (int i = 0; i < players; i++)
            wins[i] = (uint32_t)(games * (sim_habit(players, st, i) + (st == style && i == seat ? shift : 0)) + 0.5);
        per_style[st] = counts(players, games, wins);
    }
}

/* The seat verdict on counts: each class, the seats named, settled or not, and the styles' veto
 * measured from each style's own habit (docs/fairness.md, "The seat verdict"). */
static void seat_verdict_cases(void **state)
{
    (void)state;
    static const struct {
        uint32_t wins[4];
        int kind, n_favoured, first;
        bool settled;
    } cases[] = {
        {{14400, 15000, 15300, 19300}, HS_SEATS_FAVOURED, 1, 3, true},  /* 30.2%: far over 28% and seat 3 */
        {{13000, 13000, 19000, 19000}, HS_SEATS_FAVOURED, 2, 2, false}, /* two seats never told apart */
        {{16000, 16000, 16000, 16000}, HS_SEATS_EVEN, 0, -1, true},     /* every seat within 25% +- 3 */
        {{15000, 15000, 16000, 18000}, HS_SEATS_EVEN, 0, -1, false},    /* 28.1%: over 28%, not shown to be */
        {{17400, 15200, 15600, 15800}, HS_SEATS_EVEN, 0, -1, true},     /* 27.2%: shown under 28%, bound and all */
        {{18600, 15000, 15300, 15100}, HS_SEATS_FAVOURED, 1, 0, true},  /* seat 1 is named as any other */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_sim_result mix = counts(4, 64000, cases[k].wins);
        hs_sim_verdict v;
        hs_sim_verdict_of(&mix, NULL, &v);
        assert_int_equal(v.kind, cases[k].kind);
        assert_int_equal(v.n_favoured, cases[k].n_favoured);
        if (cases[k].first >= 0)
            assert_int_equal(v.favoured[0], cases[k].first);
        assert_int_equal(v.settled, cases[k].settled);
        assert_int_equal(v.against, -1);
        assert_true(v.margin > 0.03 - 1e-12 && v.margin < 0.03 + 1e-12);
        assert_true(v.z > 2.807 && v.z < 2.808); /* one-sided 0.05 / (4 seats x 5 looks) */
    }
    /* The veto: a style that does 3 points worse from seat 4 than its own habit there says the
     * effect depends on how people play; 1 point worse does not; and the habit is what counts:
     * the same rate is no veto for a style whose habit there is that low. */
    hs_sim_result mix = counts(4, 64000, cases[0].wins), per_style[HS_SIM_MAX_STYLES];
    hs_sim_verdict v;
    styles_at_habit(per_style, 4, 16000, 3, HS_BOT_CARDS, -0.03);
    hs_sim_verdict_of(&mix, per_style, &v);
    assert_int_equal(v.kind, HS_SEATS_DEPENDS);
    assert_int_equal(v.against, HS_BOT_CARDS);
    assert_true(v.adjusted[HS_BOT_CARDS][3] < 0.25 - 0.029);
    char words[640];
    hs_fairness_verdict_styles(&mix, per_style, words, sizeof words);
    assert_non_null(strstr(words, "depends on how people play"));
    assert_non_null(strstr(words, "everyone plays cards"));
    styles_at_habit(per_style, 4, 16000, 3, HS_BOT_CARDS, -0.01);
    hs_sim_verdict_of(&mix, per_style, &v);
    assert_int_equal(v.kind, HS_SEATS_FAVOURED);
    assert_true(v.settled);
    /* The same rate from seat 4, 3 points under the card players' habit there, is no veto for
     * greedy players, who usually win about a point less from seat 4 than card players do. */
    double rate = sim_habit(4, HS_BOT_CARDS, 3) - 0.03;
    assert_true(sim_habit(4, HS_BOT_GREEDY, 3) < sim_habit(4, HS_BOT_CARDS, 3) - 0.005);
    styles_at_habit(per_style, 4, 16000, 3, HS_BOT_GREEDY, rate - sim_habit(4, HS_BOT_GREEDY, 3));
    hs_sim_verdict_of(&mix, per_style, &v);
    assert_int_equal(v.kind, HS_SEATS_FAVOURED);
    /* The words of each class. */
    hs_fairness_verdict_styles(&mix, NULL, words, sizeof words);
    assert_non_null(strstr(words, "seat 4 is favoured: it wins 30.2% of games"));
    hs_sim_result pair = counts(4, 64000, cases[1].wins);
    hs_fairness_verdict_styles(&pair, NULL, words, sizeof words);
    assert_non_null(strstr(words, "seats 3 and 4 are favoured: they win 29.7% and 29.7%"));
    hs_sim_result flat = counts(4, 64000, cases[2].wins);
    hs_fairness_verdict_styles(&flat, NULL, words, sizeof words);
    assert_non_null(strstr(words, "no seat is favoured: every seat wins between"));
    hs_sim_result close = counts(4, 64000, cases[3].wins);
    hs_fairness_verdict_styles(&close, NULL, words, sizeof words);
    assert_non_null(strstr(words, "no seat is shown to be favoured in 64,000 games"));
}

/* The plan: stages of cap/16 .. cap of the options' run until the verdict is settled, then each
 * style at cap/64 when every seat is mixed, and further style stages only for an unsettled veto. */
static void seat_verdict_plan(void **state)
{
    (void)state;
    hs_sim_options o = hs_sim_default();
    o.games = 64000;
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        o.bots[i] = HS_BOT_MIX;
    hs_sim_result mix, per_style[HS_SIM_MAX_STYLES];
    memset(&mix, 0, sizeof mix);
    memset(per_style, 0, sizeof per_style);
    int run;
    uint32_t until;
    assert_true(hs_sim_plan_next(&o, &mix, per_style, &run, &until));
    assert_int_equal(run, -1);
    assert_int_equal(until, 4000);
    uint32_t close[4] = {937, 937, 1000, 1126}; /* 28.1% at 4,000 games: unsettled, the next stage */
    mix = counts(4, 4000, close);
    assert_true(hs_sim_plan_next(&o, &mix, per_style, &run, &until));
    assert_int_equal(run, -1);
    assert_int_equal(until, 8000);
    uint32_t flat[4] = {16000, 16000, 16000, 16000}; /* settled even: each style's first stage */
    mix = counts(4, 64000, flat);
    int styles = 0;
    while (hs_sim_plan_next(&o, &mix, per_style, &run, &until)) {
        assert_true(run >= 0 && hs_bot_in_mix(run));
        assert_int_equal(until, 1000);
        uint32_t even[4] = {250, 250, 250, 250};
        per_style[run] = counts(4, until, even);
        styles++;
    }
    assert_int_equal(styles, 5);
    uint32_t fav[4] = {14400, 15000, 15300, 19300}; /* favoured: the unsettled vetoes go on */
    mix = counts(4, 64000, fav);
    styles_at_habit(per_style, 4, 1000, 3, HS_BOT_ROADS, -0.025);
    assert_true(hs_sim_plan_next(&o, &mix, per_style, &run, &until));
    assert_int_equal(until, 2000);
    styles_at_habit(per_style, 4, 16000, 3, HS_BOT_ROADS, -0.025); /* at the styles' cap: done */
    assert_false(hs_sim_plan_next(&o, &mix, per_style, &run, &until));
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++) /* not every seat mixed: no styles */
        o.bots[i] = HS_BOT_GREEDY;
    assert_false(hs_sim_plan_next(&o, &mix, per_style, &run, &until));
    assert_int_equal(hs_sim_plan_most(&o, 4), 64000);
    o.bots[0] = o.bots[1] = o.bots[2] = o.bots[3] = HS_BOT_MIX;
    assert_int_equal(hs_sim_plan_most(&o, 4), 64000 + 5 * 16000);
}

/* hs_sim_fairness plays what its plan says: the mix's stages sum as one run of as many games, each
 * style's as one run with every seat playing it; and each game's best opening is counted as the
 * games' opening values say. */
static void seat_verdict_runs(void **state)
{
    (void)state;
    hs_board board = classic(7);
    hs_sim_options o = hs_sim_default();
    o.games = 320;
    o.threads = 2;
    for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
        o.bots[i] = HS_BOT_MIX;
    hs_sim_result mix, per_style[HS_SIM_MAX_STYLES], one;
    assert_int_equal(hs_sim_fairness(&board, &o, &mix, per_style, NULL), HS_OK);
    assert_true(mix.games >= 20 && mix.games <= 320);
    hs_sim_options plain = o;
    plain.games = mix.games;
    plain.threads = 1;
    assert_int_equal(hs_sim_run(&board, &plain, &one, NULL), HS_OK);
    assert_memory_equal(&one, &mix, sizeof one);
    int styles = 0;
    for (int st = 0; st < HS_SIM_MAX_STYLES; st++) {
        if (per_style[st].games == 0)
            continue;
        styles++;
        hs_sim_options alone = plain;
        for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
            alone.bots[i] = (uint8_t)st;
        alone.trading = 1;
        alone.games = per_style[st].games;
        assert_int_equal(hs_sim_run(&board, &alone, &one, NULL), HS_OK);
        assert_memory_equal(&one, &per_style[st], sizeof one);
    }
    assert_int_equal(styles, 5);
    uint32_t best[HS_SIM_MAX_PLAYERS + 2] = {0};
    for (uint32_t i = 0; i < mix.games; i++) {
        hs_sim_game g;
        assert_int_equal(hs_sim_play(&board, &plain, i, &g, NULL), HS_OK);
        int top = -1, ties = 0;
        for (int s = 0; s < 4; s++) {
            assert_true(g.opening_value[s] > 64 * 4); /* two settlements: several pips */
            if (top < 0 || g.opening_value[s] > g.opening_value[top])
                top = s, ties = 0;
            else if (g.opening_value[s] == g.opening_value[top])
                ties++;
        }
        if (!ties) {
            best[top]++;
            best[HS_SIM_OPENING_WINS] += g.winner == top;
        }
    }
    assert_memory_equal(best, mix.best_opening, sizeof best);
    hs_sim_verdict v;
    hs_sim_verdict_of(&mix, per_style, &v);
    double sum = 0;
    for (int s = 0; s < 4; s++) {
        sum += v.draft[s];
        double lead = (double)mix.wins[s] / mix.games - v.even;
        assert_true(fabs(v.draft[s] + v.play[s] - lead) < 1e-12);
    }
    assert_true(fabs(sum) < 1e-12); /* the spots' parts only move wins between seats */
}

/* The habits table: a row for every style of the mix at 3, 4, 5 and 6 players, each row's rates
 * summing to the whole (no unfinished games among these players). */
static void seat_habits_table(void **state)
{
    (void)state;
    for (int players = 3; players <= 6; players++)
        for (int st = 0; st < hs_bot_count(); st++) {
            if (!hs_bot_in_mix(st))
                continue;
            double sum = 0;
            bool all_even = true;
            for (int i = 0; i < players; i++) {
                sum += sim_habit(players, st, i);
                all_even &= sim_habit(players, st, i) == 1.0 / players;
            }
            assert_false(all_even); /* a measured row, not the fallback */
            assert_true(sum > 0.995 && sum < 1.005);
        }
    assert_true(sim_habit(7, HS_BOT_GREEDY, 0) == 1.0 / 7); /* no row: an even share */
}

/* The default report plays the mix and each style: the same bytes on 1 and 2 threads, five
 * styles, and win records that add up to the wins. */
static void fairness_mix_report(void **state)
{
    (void)state;
    json_t *root =
        cli_json_any_threads(ARGS("fairness", "0xjiwxkx", "--games", "120", "--seed", "2", "--format", "json"));
    assert_string_equal(json_string_value(json_object_get(root, "bot")), "mix");
    assert_true(json_is_true(json_object_get(root, "trading")));
    assert_true(json_real_value(json_object_get(root, "trades_per_game")) > 0);
    assert_int_equal(json_array_size(json_object_get(root, "styles")), 5);
    json_t *robust = json_object_get(root, "robust");
    assert_non_null(robust);
    assert_true(json_is_true(json_object_get(robust, "favoured")) == json_is_true(json_object_get(root, "favoured")));
    long wins = 0, seat_wins = 0, games = 0;
    json_t *types = json_object_get(root, "win_types"), *item;
    size_t i;
    json_array_foreach(types, i, item) {
        wins += (long)json_integer_value(json_object_get(item, "wins"));
        games += (long)json_integer_value(json_object_get(item, "games"));
        assert_true(json_integer_value(json_object_get(item, "longest_road")) <=
                    json_integer_value(json_object_get(item, "wins")));
    }
    json_array_foreach(json_object_get(root, "seats"), i, item)
        seat_wins += (long)json_integer_value(json_object_get(item, "wins"));
    assert_int_equal(wins, seat_wins);
    assert_int_equal(games, 4 * json_integer_value(json_object_get(root, "games")));
    json_decref(root);
}

/* The JSON report: the keys, counts that add up, and the same bytes on 1 and 2 threads. */
static void fairness_json_report(void **state)
{
    (void)state;
    json_t *root = cli_json_any_threads(ARGS("fairness", "0xjiwxkx", "--games", "300", "--seed", "4", "--bots",
                                             "greedy,random,greedy", "--format", "json"));
    assert_string_equal(json_string_value(json_object_get(root, "code")), "0xjiwxkx");
    assert_int_equal(json_integer_value(json_object_get(root, "games")), 300);
    assert_string_equal(json_string_value(json_object_get(root, "bot")), "mixed");
    assert_int_equal(json_integer_value(json_object_get(root, "seed")), 4);
    json_t *seats = json_object_get(root, "seats");
    assert_int_equal(json_array_size(seats), 3);
    long wins = json_integer_value(json_object_get(root, "unfinished"));
    double lo = 1, hi = 0;
    for (size_t i = 0; i < 3; i++) {
        json_t *seat = json_array_get(seats, i);
        assert_int_equal(json_integer_value(json_object_get(seat, "seat")), (json_int_t)i + 1);
        long w = (long)json_integer_value(json_object_get(seat, "wins"));
        wins += w;
        double rate = json_real_value(json_object_get(seat, "win_rate"));
        assert_true(rate > w / 300.0 - 1e-5 && rate < w / 300.0 + 1e-5);
        json_t *ci = json_object_get(seat, "ci");
        assert_true(json_real_value(json_array_get(ci, 0)) <= rate + 1e-9);
        assert_true(json_real_value(json_array_get(ci, 1)) >= rate - 1e-9);
        assert_non_null(json_object_get(seat, "mean_points"));
        lo = rate < lo ? rate : lo;
        hi = rate > hi ? rate : hi;
    }
    assert_int_equal(wins, 300); /* two seats never told apart: the plan plays to its cap */
    double spread = json_real_value(json_object_get(root, "spread"));
    assert_true(spread > hi - lo - 1e-5 && spread < hi - lo + 1e-5);
    assert_int_equal(json_array_size(json_object_get(root, "spread_ci")), 2);
    assert_true(json_real_value(json_object_get(root, "mean_turns")) > 20);
    /* 3 players: the best spot's lead over the fourth best. */
    double values[HS_SIM_MAX_SPOTS];
    int nv = 0;
    hs_board board = classic(1);
    assert_int_equal(hs_sim_spot_values(&board, values, &nv, NULL), HS_OK);
    assert_int_equal(nv, 54);
    for (int i = 1; i < nv; i++)
        assert_true(values[i - 1] >= values[i]);
    double gap = json_real_value(json_object_get(root, "spot_gap"));
    assert_true(gap > values[0] - values[3] - 1e-4 && gap < values[0] - values[3] + 1e-4);
    /* Random bots in seat 2 lose: the verdict names both greedy seats, which it cannot tell apart. */
    assert_true(json_is_true(json_object_get(root, "favoured")));
    json_t *robust = json_object_get(root, "robust");
    assert_string_equal(json_string_value(json_object_get(robust, "class")), "favoured");
    json_t *named = json_object_get(robust, "seats");
    assert_int_equal(json_array_size(named), 2);
    assert_int_equal(json_integer_value(json_array_get(named, 0)) + json_integer_value(json_array_get(named, 1)), 4);
    assert_non_null(strstr(json_string_value(json_object_get(root, "verdict")), "are favoured"));
    json_decref(root);
}

static void openings_json_report(void **state)
{
    (void)state;
    json_t *root = json_of(cli_out(
        ARGS("openings", "0xjiwxkx", "--games", "40", "--candidates", "3", "--players", "3", "--format", "json")));
    assert_int_equal(json_integer_value(json_object_get(root, "games_per_spot")), 40);
    json_t *seats = json_object_get(root, "seats");
    assert_int_equal(json_array_size(seats), 3);
    for (size_t i = 0; i < 3; i++) {
        json_t *first = json_object_get(json_array_get(seats, i), "first");
        assert_int_equal(json_array_size(first), 3);
        json_t *spot = json_array_get(first, 0);
        assert_true(json_array_size(json_object_get(spot, "tiles")) >= 1);
        assert_int_equal(json_array_size(json_object_get(spot, "tiles")),
                         json_array_size(json_object_get(spot, "numbers")));
        assert_true(json_integer_value(json_object_get(spot, "games")) <= 40);
    }
    /* The draft the advice assumes: seats 1, 2, 3, 3, 2, 1, each seat's two picks named beside
     * its lists, and no two picks advised the same spot. */
    json_t *order = json_object_get(root, "order");
    assert_int_equal(json_array_size(order), 6);
    static const int snake[6] = {1, 2, 3, 3, 2, 1};
    long advised[6];
    for (size_t k = 0; k < 6; k++) {
        json_t *p = json_array_get(order, k);
        assert_int_equal(json_integer_value(json_object_get(p, "pick")), (json_int_t)k + 1);
        assert_int_equal(json_integer_value(json_object_get(p, "seat")), snake[k]);
        const char *which = k < 3 ? "first" : "second";
        assert_string_equal(json_string_value(json_object_get(p, "settlement")), which);
        json_t *seat = json_array_get(seats, (size_t)snake[k] - 1);
        assert_int_equal(json_integer_value(json_object_get(json_object_get(seat, "pick"), which)), (json_int_t)k + 1);
        json_t *best = json_array_get(json_object_get(seat, which), 0);
        assert_int_equal(json_integer_value(json_object_get(best, "games")), 40);
        advised[k] = (long)json_integer_value(json_object_get(best, "vertex"));
        for (size_t j = 0; j < k; j++)
            assert_int_not_equal(advised[j], advised[k]);
    }
    json_decref(root);
}

/* The number in the attribute `name`="..." of the element at p. */
static double attr_of(const char *p, const char *name)
{
    char key[32];
    snprintf(key, sizeof key, " %s=\"", name);
    const char *at = strstr(p, key);
    assert_non_null(at);
    return strtod(at + strlen(key), NULL);
}

/* The SVG: the board with one marker per pick of the draft, a disc for each seat's first
 * settlement and a ring for its second in the seat's colour, labelled with the seat number at
 * least 11 px high on a drawing 390 px wide, no two markers touching; a caption with the order. */
static void openings_svg(void **state)
{
    (void)state;
    char *svg = cli_out(ARGS("openings", "0yvzgxpx", "--games", "30", "--candidates", "2", "--format", "svg"));
    size_t len = strlen(svg);
    assert_true(strncmp(svg, "<svg ", 5) == 0);
    assert_true(len > 7 && strcmp(svg + len - 7, "</svg>\n") == 0);
    assert_non_null(strstr(svg, "Best spots if players settle in the order"));
    assert_non_null(strstr(svg, ">1, 2, 3, 4, 4, 3, 2, 1</text>"));
    double width = attr_of(svg, "width");
    assert_true(width > 700);
    int seen[2][4] = {{0}}, n = 0;
    double x[8], y[8], reach[8];
    for (const char *p = svg; (p = strstr(p, "<g class=\"opening-")) != NULL; p++) {
        assert_true(n < 8);
        int second = strncmp(p + 18, "second", 6) == 0, seat = (int)attr_of(p, "data-seat"),
            pick = (int)attr_of(p, "data-pick");
        assert_true(seat >= 1 && seat <= 4);
        seen[second][seat - 1]++;
        assert_int_equal(pick, second ? 9 - seat : seat);
        const char *end = strstr(p, "</g>");
        const char *text = strstr(p, "<text");
        assert_true(text && text < end);
        assert_true(attr_of(text, "font-size") >= 11 * width / 390 - 0.05); /* 11 px at 390 px wide */
        assert_int_equal(atoi(strchr(text, '>') + 1), seat);
        x[n] = attr_of(p, "cx");
        y[n] = attr_of(p, "cy");
        reach[n] = 0; /* the marker's outer radius: its circles' radius and half their stroke */
        for (const char *c = p; (c = strstr(c, "<circle")) != NULL && c < end; c++) {
            double r = attr_of(c, "r") + attr_of(c, "stroke-width") / 2;
            reach[n] = r > reach[n] ? r : reach[n];
        }
        n++;
    }
    assert_int_equal(n, 8);
    for (int s = 0; s < 4; s++)
        assert_true(seen[0][s] == 1 && seen[1][s] == 1);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            double dx = x[i] - x[j], dy = y[i] - y[j], d2 = dx * dx + dy * dy, touch = reach[i] + reach[j];
            assert_true(d2 > 3 * 60 * 60 - 100); /* two spots the distance rule allows: 60 sqrt(3) apart */
            assert_true(d2 > touch * touch);
        }
    free(svg);
}

static void fairness_text_report(void **state)
{
    (void)state;
    char *text = cli_out(ARGS("fairness", "0xjiwxkx", "--games", "200", "--bot", "random"));
    assert_non_null(strstr(text, "board 0xjiwxkx: 4 players, random bots, "));
    assert_non_null(strstr(text, " games (at most 200), seed 0\n"));
    assert_non_null(strstr(text, "one-sided 95% bounds shared by the 4 seats"));
    assert_non_null(strstr(text, "spread (highest - lowest win rate)"));
    free(text);
}

/* Random legal play through whole games (trading on), and at every step every kind of action
 * with values out of range or beside the point: refused by sim_legal, and by sim_do without a
 * change to the game; random actions in range: sim_do takes exactly those sim_legal allows;
 * every action sim_legal_actions lists is legal. */
static void out_of_range_actions_are_refused(void **state)
{
    (void)state;
    hs_board board = classic(3);
    sim_topo *t = malloc(sizeof *t);
    sim_game *g = malloc(sizeof *g), *copy = malloc(sizeof *copy);
    sim_action *list = malloc(SIM_MAX_ACTIONS * sizeof *list);
    assert_non_null(t);
    assert_non_null(g);
    assert_non_null(copy);
    assert_non_null(list);
    assert_int_equal(sim_topo_build(&board, t, NULL), HS_OK);
    /* Per kind of action, the ranges of its values (0: none), and whether -1 is meant (no victim,
     * no second road). */
    int range[SIM_A_OFFER + 1][2] = {{0}};
    bool b_none_ok[SIM_A_OFFER + 1] = {false};
    range[SIM_A_SETUP_SETTLE][0] = range[SIM_A_SETTLE][0] = range[SIM_A_CITY][0] = t->nv;
    range[SIM_A_SETUP_ROAD][0] = range[SIM_A_ROAD][0] = range[SIM_A_ROADS][0] = range[SIM_A_ROADS][1] = t->ne;
    range[SIM_A_ROBBER][0] = range[SIM_A_KNIGHT][0] = t->nt;
    range[SIM_A_ROBBER][1] = range[SIM_A_KNIGHT][1] = 4;
    range[SIM_A_TRADE][0] = range[SIM_A_TRADE][1] = range[SIM_A_PLENTY][0] = range[SIM_A_PLENTY][1] = SIM_RES;
    range[SIM_A_MONO][0] = SIM_RES;
    range[SIM_A_OFFER][0] = 4;
    range[SIM_A_OFFER][1] = SIM_RES * SIM_RES;
    b_none_ok[SIM_A_ROBBER] = b_none_ok[SIM_A_KNIGHT] = b_none_ok[SIM_A_ROADS] = true;
    long refused = 0, listed = 0, checked = 0;
    for (uint32_t game = 0; game < 3; game++) {
        sim_game_init(g, t, 4, all_greedy, 1.0, 10, 300, game);
        sim_game_allow_trading(g, true);
        hs_rng rng = hs_rng_seed(game);
        for (int step = 0; step < 4000 && g->phase != SIM_OVER; step++) {
            int p = g->current;
            for (int type = 0; type <= SIM_A_OFFER; type++)
                for (int which = 0; which < 2; which++) {
                    int lim = range[type][which];
                    if (!lim)
                        continue;
                    const int outside[4] = {b_none_ok[type] && which ? lim + 1 : -1, lim, lim + 7, 32000}; /* any b < 0 is 'none' */
                    for (int k = 0; k < 4; k++) {
                        sim_action a = {(uint8_t)type, 0, 0};
                        if (which)
                            a.b = (short)outside[k];
                        else
                            a.a = (short)outside[k];
                        if (sim_legal(g, p, a))
                            fail_msg("game %u step %d: type %d (%d, %d) legal", game, step, type, a.a, a.b);
                        *copy = *g;
                        assert_false(sim_do(copy, p, a));
                        assert_memory_equal(copy, g, sizeof *g);
                        refused++;
                    }
                }
            /* In range, legal or not, by this seat or another: sim_do does exactly what
             * sim_legal allows, and an action it refuses leaves the game as it was. */
            for (int k = 0; k < 24; k++) {
                int type = (int)hs_rng_below(&rng, SIM_A_OFFER + 1);
                sim_action a = {(uint8_t)type, 0, 0};
                if (range[type][0])
                    a.a = (short)hs_rng_below(&rng, (uint32_t)range[type][0]);
                if (range[type][1])
                    a.b = (short)(b_none_ok[type] && hs_rng_below(&rng, 4) == 0
                                      ? -1
                                      : (int)hs_rng_below(&rng, (uint32_t)range[type][1]));
                int who = hs_rng_below(&rng, 8) == 0 ? (p + 1) % 4 : p;
                bool ok = sim_legal(g, who, a);
                *copy = *g;
                if (sim_do(copy, who, a) != ok)
                    fail_msg("game %u step %d: type %d (%d, %d) by %d: sim_legal %d, sim_do not", game, step, type,
                             a.a, a.b, who, ok);
                if (!ok)
                    assert_memory_equal(copy, g, sizeof *g);
                checked += ok;
            }
            /* Every style's choice of robber tile and victim, asked of it now: another tile than
             * the robber's, and a victim with a building there and cards in hand, or none (-1). */
            for (int style = 0; style < hs_bot_count(); style++) {
                if (!sim_bot_of(style))
                    continue; /* the mixed seat: not one player */
                *copy = *g;
                sim_action r = sim_bot_of(style)->robber(copy, p, SIM_A_KNIGHT);
                assert_int_equal(r.type, SIM_A_KNIGHT);
                assert_true(r.a >= 0 && r.a < t->nt && r.a != g->robber);
                if (r.b >= 0) {
                    bool there = false;
                    for (int c = 0; c < 6; c++)
                        there |= g->v_owner[t->tile_v[r.a][c]] == r.b;
                    assert_true(there && r.b != p && g->p[r.b].nres > 0);
                }
            }
            /* another seat may not act, whatever the action */
            sim_action roll = {SIM_A_ROLL, 0, 0};
            assert_false(sim_legal(g, (p + 1) % 4, roll));
            int n = sim_legal_actions(g, p, list);
            assert_true(n > 0);
            for (int k = 0; k < n; k++)
                if (list[k].type != SIM_A_ROADS && !sim_legal(g, p, list[k]))
                    fail_msg("listed action %d (%d, %d) is not legal", list[k].type, list[k].a, list[k].b);
            listed += n;
            sim_action pick = list[hs_rng_below(&rng, (uint32_t)n)];
            if (pick.type == SIM_A_ROADS || !sim_do(g, p, pick)) {
                sim_action end = {g->rolled ? SIM_A_END : SIM_A_ROLL, 0, 0};
                for (int k = 0; k < n; k++) /* the first listed action that is not road building */
                    if (list[k].type != SIM_A_ROADS) {
                        end = list[k];
                        break;
                    }
                assert_true(sim_do(g, p, end));
            }
        }
    }
    assert_true(refused > 1000 && listed > 1000 && checked > 100);
    free(t);
    free(g);
    free(copy);
    free(list);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(out_of_range_actions_are_refused),
        cmocka_unit_test(rule_table),
        cmocka_unit_test(checker_catches_broken_states),
        cmocka_unit_test(invariants_random_games),
        cmocka_unit_test(invariants_greedy_and_mixed_games),
        cmocka_unit_test(same_totals_on_any_thread_count),
        cmocka_unit_test(games_unchanged),
        cmocka_unit_test(cancel_and_progress),
        cmocka_unit_test(every_style_beats_random),
        cmocka_unit_test(robust_verdict),
        cmocka_unit_test(seat_verdict_cases),
        cmocka_unit_test(seat_verdict_plan),
        cmocka_unit_test(seat_verdict_runs),
        cmocka_unit_test(seat_habits_table),
        cmocka_unit_test(fairness_mix_report),
        cmocka_unit_test(openings_vary_with_temperature),
        cmocka_unit_test(wilson_and_seats),
        cmocka_unit_test(bad_options_and_boards),
        cmocka_unit_test(bot_table_is_consistent),
        cmocka_unit_test(fairness_bad_invocations),
        cmocka_unit_test(fairness_json_report),
        cmocka_unit_test(fairness_text_report),
        cmocka_unit_test(forced_openings),
        cmocka_unit_test(openings_are_ranked),
        cmocka_unit_test(openings_follow_the_snake_draft),
        cmocka_unit_test(openings_progress_counts_the_draft),
        cmocka_unit_test(openings_json_report),
        cmocka_unit_test(openings_svg),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
