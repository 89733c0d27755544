/* SPDX-License-Identifier: MIT */
/* place.c: the placement solver (see place.h).
 *
 * The search places values, not tiles: the most constrained values first (those with the most
 * conflicts, then the most copies), each copy on a tile, trying tiles in a fixed per-value order:
 * the tiles the shuffled bag gave that value, then all others in the drawn search order. Copies
 * of one value take tiles in increasing order of that list, so no arrangement is visited twice.
 *
 * Values that share a conflict mask form a group (6 and 8 under the red rule; each number alone
 * under the equal rule); they are blocked on exactly the same tiles. For every group the solver
 * keeps, incrementally, the free tiles still open to it ("room") and the copies it has left;
 * after each step a group with more copies than room cuts the branch at once. A step saves what
 * it changes and its undoing puts that back; the counters of all groups move together in vector
 * lanes, and the free tiles are a bit set in the drawn order, so a step has no branch per group
 * or neighbour (docs/design.md). Nothing here draws random numbers.
 *
 * The rules of share codes v2 add constraints, each off unless its field is set: tile domains
 * (which values a tile may hold: blocks that never lift), a bound on the weights around each
 * corner (a free tile's slack blocks the groups heavier than it), runs of one value (checked as
 * a value is placed) and per-class counts. Under them the terrain stage places first the values
 * its leaf depends on and jumps back to the last of them when the leaf fails, and the number
 * stage searches tile by tile (the second half of this file). */
#include <limits.h>
#include <string.h>

#include "hexseed/rng.h"
#include "place.h"

/* Group index of values without conflicts: never blocked, never counted. */
#define FREE_GROUP 15
/* What a run of the tile-wise search returns when its node budget is spent. */
#define RESTART (-2)

/* The bits set in each byte (the tile-wise search counts open classes at every node). */
static const uint8_t byte_bits[256] = {
#define B2(n) n, n + 1, n + 1, n + 2
#define B4(n) B2(n), B2(n + 1), B2(n + 1), B2(n + 2)
#define B6(n) B4(n), B4(n + 1), B4(n + 1), B4(n + 2)
    B6(0), B6(1), B6(1), B6(2)
#undef B2
#undef B4
#undef B6
};

static int bits(uint16_t m)
{
    return byte_bits[m & 0xFFu] + byte_bits[m >> 8];
}

/* The weight free tile t may still take: the cap less the heaviest corner around it. */
static int slack_of(const hs_place *p, int t)
{
    int worst = 0;
    for (int k = 0; k < 6; k++) {
        int sum = p->corner_sum[p->corner_of[t][k]];
        worst = sum > worst ? sum : worst;
    }
    return p->pips_cap - worst;
}

int hs_place_number_corners(int n_tiles, const short (*neighbor)[6], uint16_t (*corner_of)[6])
{
    int n = 0;
    for (int t = 0; t < n_tiles; t++)
        for (int k = 0; k < 6; k++) {
            int a = neighbor[t][k], b = neighbor[t][(k + 1) % 6];
            if (a >= 0 && a < t)
                corner_of[t][k] = corner_of[a][(k + 2) % 6];
            else if (b >= 0 && b < t)
                corner_of[t][k] = corner_of[b][(k + 4) % 6];
            else
                corner_of[t][k] = (uint16_t)n++;
        }
    return n;
}

/* Each corner's weight of the fixed tiles around it. */
static void weigh_fixed(hs_place *p)
{
    memset(p->corner_sum, 0, (size_t)p->n_corners * sizeof p->corner_sum[0]);
    for (int t = 0; t < p->n_tiles; t++)
        if (p->value[t] != HS_PLACE_NONE)
            for (int k = 0; k < 6; k++)
                p->corner_sum[p->corner_of[t][k]] = (int8_t)(p->corner_sum[p->corner_of[t][k]] + p->weight[p->value[t]]);
}

/* Adds (sign 1) or removes (-1) the weight of value v at tile t on its six corners. */
static void weigh_corners(hs_place *p, int t, int v, int sign)
{
    int w = sign * p->weight[v];
    for (int k = 0; k < 6; k++)
        p->corner_sum[p->corner_of[t][k]] = (int8_t)(p->corner_sum[p->corner_of[t][k]] + w);
}

/* The groups heavier than `slack` (slack below 0 counts as 0: every group is blocked). A slack
 * lies within -16..16: the cap is at most 16 and three weights of at most 5 meet at a corner. */
static uint16_t heavier_than(const hs_place *p, int slack)
{
    return p->heavier[slack + 16];
}

/* What a step of the search changed, to be put back when it is undone: values leave in the
 * reverse order they came, so a tile's neighbours are free or taken alike both times. */
typedef struct step {
    hs_group_lanes room;
    uint16_t blocked[6]; /* per direction: the neighbour's blocked groups */
    int8_t slack[6];     /* and its slack */
} step;

/* Per byte of a group mask, its bits as eight lanes of 0 or 1 (lane k: bit k). */
static const hs_lanes8 lanes_of_byte[256] = {
#define L(m) {(m) & 1, ((m) >> 1) & 1, ((m) >> 2) & 1, ((m) >> 3) & 1, \
              ((m) >> 4) & 1, ((m) >> 5) & 1, ((m) >> 6) & 1, ((m) >> 7) & 1}
#define L4(m) L(m), L((m) + 1), L((m) + 2), L((m) + 3)
#define L16(m) L4(m), L4((m) + 4), L4((m) + 8), L4((m) + 12)
#define L64(m) L16(m), L16((m) + 16), L16((m) + 32), L16((m) + 48)
    L64(0), L64(64), L64(128), L64(192)
#undef L
#undef L4
#undef L16
#undef L64
};

/* Takes one from the counters of the groups in `m` (the others stay): table rows, fewer
 * instructions than spreading the mask over the lanes and comparing. Groups 8..15 only when
 * `wide` (hs_place.wide): otherwise their half stays. */
static inline void count_down_narrow(hs_group_lanes *counter, uint16_t m, bool wide)
{
    counter->half[0] -= lanes_of_byte[m & 0xFFu];
    if (wide)
        counter->half[1] -= lanes_of_byte[m >> 8];
}

/* The tile in direction d of t, or t itself where the board ends (t holds a value when this is
 * asked, so it counts as taken): the loops over the six directions need no branch. */
static inline int toward(const hs_place *p, int t, int d)
{
    return p->around[t][d];
}

/* Places v on free tile t: t leaves the room of every group it was open to; its free
 * neighbours are blocked for the groups v conflicts with and, under the corner bound, for
 * those heavier than the slack the two corners they share with t leave them. */
static inline __attribute__((always_inline)) void put_with(hs_place *p, int t, int v, step *s, bool corners,
                                                           bool wide)
{
    int g = p->group_of[v];
    s->room = p->room;
    hs_group_lanes room = p->room; /* counted down here, stored once */
    count_down_narrow(&room, p->all_groups & (uint16_t)~p->blocked_mask[t], wide);
    p->value[t] = (uint8_t)v;
    p->free_set[p->order_pos[t] / 64] &= ~((uint64_t)1 << (p->order_pos[t] % 64));
    p->left.at[g]--;
    p->live &= (uint16_t)~((p->left.at[g] == 0) << g);
    if (corners)
        weigh_corners(p, t, v, 1);
    else /* take reads no slack then, but put inlined into the search leaves the compiler unsure */
        memset(s->slack, 0, sizeof s->slack);
    for (int d = 0; d < 6; d++) {
        int u = toward(p, t, d);
        uint16_t open = (uint16_t)-(p->value[u] == HS_PLACE_NONE), add = p->blocks[v];
        s->blocked[d] = p->blocked_mask[u];
        if (corners) {
            s->slack[d] = p->slack[u];
            int a = p->corner_sum[p->corner_of[t][(d + 5) % 6]], b = p->corner_sum[p->corner_of[t][d]];
            int now = p->pips_cap - (a > b ? a : b), was = p->slack[u];
            int lower = now < was ? now : was;
            p->slack[u] = (int8_t)(open ? lower : was);
            add |= heavier_than(p, lower);
        }
        uint16_t fresh = add & open & (uint16_t)~p->blocked_mask[u];
        p->blocked_mask[u] |= fresh;
        count_down_narrow(&room, fresh, wide);
    }
    p->room = room;
    if (p->counted) /* then class_of is set */
        p->count[p->class_of[t]] = (uint8_t)(p->count[p->class_of[t]] + ((p->counted >> v) & 1u));
}

/* put, made three times by the compiler: the search's common case, without the corner bound (no
 * slack read or saved) and with at most eight groups (one vector of lanes), and the two general
 * ones. */
static inline __attribute__((always_inline)) void put(hs_place *p, int t, int v, step *s)
{
    if (p->pips_cap)
        put_with(p, t, v, s, true, true);
    else if (p->wide)
        put_with(p, t, v, s, false, true);
    else
        put_with(p, t, v, s, false, false);
}

/* Undoes put(p, t, v, s). */
static inline void take(hs_place *p, int t, int v, const step *s)
{
    int g = p->group_of[v];
    if (p->counted)
        p->count[p->class_of[t]] = (uint8_t)(p->count[p->class_of[t]] - ((p->counted >> v) & 1u));
    for (int d = 0; d < 6; d++) {
        int u = toward(p, t, d);
        p->blocked_mask[u] = s->blocked[d];
        if (p->pips_cap)
            p->slack[u] = s->slack[d];
    }
    if (p->pips_cap)
        weigh_corners(p, t, v, -1);
    p->value[t] = HS_PLACE_NONE;
    p->free_set[p->order_pos[t] / 64] |= (uint64_t)1 << (p->order_pos[t] % 64);
    p->live |= (uint16_t)((p->left.at[g] == 0) << g);
    p->left.at[g]++;
    p->room = s->room;
}

/* The size of the run of value v through tile t in `value` (t counted as v), marking its tiles
 * in `seen`. */
static int flood(const hs_place *p, const uint8_t *value, int t, int v, bool *seen)
{
    uint8_t stack[HS_BOARD_MAX_TILES];
    int top = 0, size = 0;
    stack[top++] = (uint8_t)t;
    seen[t] = true;
    while (top) {
        int u = stack[--top];
        size++;
        for (int d = 0; d < p->n_near[u]; d++) {
            int j = p->near[u][d];
            if (!seen[j] && value[j] == v) {
                seen[j] = true;
                stack[top++] = (uint8_t)j;
            }
        }
    }
    return size;
}

static int run_with(const hs_place *p, int t, int v)
{
    bool seen[HS_BOARD_MAX_TILES] = {false};
    return flood(p, p->value, t, v, seen);
}

/* The checks that have no forward bookkeeping: group runs and per-class counts. */
static inline bool may_put(const hs_place *p, int t, int v)
{
    if (!(p->group_cap | p->counted))
        return true;
    if (p->group_cap && ((p->grouped >> v) & 1u) && run_with(p, t, v) > p->group_cap)
        return false;
    if (((p->counted >> v) & 1u) && p->count[p->class_of[t]] >= p->count_cap)
        return false;
    return true;
}

/* Every group must still find room for the copies it has left. */
static inline bool enough_room(const hs_place *p)
{
    hs_lanes8 short_of_room = p->left.half[0] > p->room.half[0];
    if (p->wide) /* else the second half holds no group: room 0, copies 0 or fewer */
        short_of_room |= p->left.half[1] > p->room.half[1];
    uint64_t w[2];
    memcpy(w, &short_of_room, sizeof w);
    return !(w[0] | w[1]);
}

/* Whether the copies of group g left, a group that blocks itself, can still stand pairwise
 * apart on the free tiles open to it: no two ends of an edge both can, so for any matching M of
 * those tiles (a greedy one here) at most |open| - |M| of them hold a copy. Only a bound of the
 * value search (it prunes branches without a leaf, so the leaves come in the same order); the
 * tile-wise search's node counts are part of what it finds and stay as they are. */
static __attribute__((noinline)) bool room_apart(hs_place *p, int g)
{
    if (!p->near_sets_made) { /* each variable tile's variable neighbours, by place in var_order */
        memset(p->near_set, 0, (size_t)p->n_vars * sizeof p->near_set[0]);
        for (int k = 0; k < p->n_vars; k++) {
            int t = p->var_order[k];
            for (int d = 0; d < p->n_near[t]; d++) {
                int u = p->near[t][d], j = p->order_pos[u];
                p->near_set[k][j / 64] |= (uint64_t)p->is_var[u] << (j % 64);
            }
        }
        p->near_sets_made = true;
    }
    uint64_t open[HS_PLACE_WORDS] = {0}, matched[HS_PLACE_WORDS] = {0};
    int n_open = 0, pairs = 0;
    for (int w = 0; w < p->n_words; w++)
        for (uint64_t free = p->free_set[w]; free; free &= free - 1) {
            int k = 64 * w + __builtin_ctzll(free);
            bool is_open = !((p->blocked_mask[p->var_order[k]] >> g) & 1u);
            open[w] |= (uint64_t)is_open << (k % 64);
            n_open += is_open;
        }
    if (p->n_words == 1) {
        /* The same greedy matching on one word (every board of the rulebook), without a branch
         * per tile: the tiles already matched leave `todo` instead of being skipped. */
        uint64_t done = 0;
        for (uint64_t todo = open[0]; (todo &= ~done) != 0; todo &= todo - 1) {
            int k = __builtin_ctzll(todo);
            uint64_t mate = p->near_set[k][0] & open[0] & ~done;
            uint64_t found = (uint64_t)0 - (mate != 0);
            done |= found & (((uint64_t)1 << k) | (mate & (0 - mate)));
            pairs += mate != 0;
        }
        return p->left.at[g] <= n_open - pairs;
    }
    for (int w = 0; w < p->n_words; w++)
        for (uint64_t todo = open[w]; todo; todo &= todo - 1) {
            int k = 64 * w + __builtin_ctzll(todo);
            if ((matched[w] >> (k % 64)) & 1u)
                continue; /* the mate of an earlier tile */
            for (int x = 0; x < p->n_words; x++) {
                uint64_t mate = p->near_set[k][x] & open[x] & ~matched[x];
                if (mate) {
                    matched[w] |= (uint64_t)1 << (k % 64);
                    matched[x] |= mate & -mate;
                    pairs++;
                    break;
                }
            }
        }
    return p->left.at[g] <= n_open - pairs;
}

static __attribute__((noinline)) bool rooms_apart(hs_place *p)
{
    for (uint16_t m = p->self_blocking & p->live; m; m &= (uint16_t)(m - 1)) {
        int g = __builtin_ctz(m);
        if (2 * p->left.at[g] > p->room.at[g] + 1 && !room_apart(p, g))
            return false;
    }
    return true;
}

/* The value search's stronger test, once a search has gone on for a while (most end sooner, and
 * for them the cheap test is enough): every group has room, and each group that blocks itself
 * and needs over half of its room finds its copies room apart (with half or less, any matching
 * leaves enough). */
static inline bool enough_room_apart(hs_place *p)
{
    if (!enough_room(p))
        return false;
    if (__builtin_expect(*p->nodes < p->apart_from, 1))
        return true;
    return rooms_apart(p);
}

/* Values with the higher rank are placed first: those with the most conflicts; under rules v2
 * (reorder) first those the leaf depends on, and among equals the heaviest. */
static int rank(const hs_place *p, int v)
{
    int r = 64 * bits(p->conflict[v]);
    if (p->reorder)
        r += 4096 * (int)((p->relevant >> v) & 1u) + (p->pips_cap ? p->weight[v] : 0);
    return r;
}

/* The distinct domains of the variable tiles (few in practice: a number's comes with its
 * terrain), and which of them each variable tile has. None when every tile allows every value. */
typedef struct domains {
    int n;
    uint16_t mask[HS_BOARD_MAX_TILES];
    uint8_t of[HS_BOARD_MAX_TILES]; /* per variable tile, in var_tile's order */
} domains;

static void domains_of(const hs_place *p, domains *d)
{
    d->n = 0;
    for (int k = 0; p->allowed && k < p->n_vars; k++) {
        uint16_t a = p->allowed[p->var_tile[k]];
        int i = 0;
        while (i < d->n && d->mask[i] != a)
            i++;
        if (i == d->n)
            d->mask[d->n++] = a;
        d->of[k] = (uint8_t)i;
    }
}

/* Whether some variable tile does not allow value v. */
static bool restricted(const domains *d, int v)
{
    for (int i = 0; i < d->n; i++)
        if (!((d->mask[i] >> v) & 1u))
            return true;
    return false;
}

/* Whether values u and v are allowed on exactly the same variable tiles. */
static bool same_domain(const domains *d, int u, int v)
{
    for (int i = 0; i < d->n; i++)
        if (((d->mask[i] >> u) & 1u) != ((d->mask[i] >> v) & 1u))
            return false;
    return true;
}

/* Whether u and v are alike for the constraints that groups do not already cover: what
 * count_cap counts, and runs (a value bounded by group_cap is never alike another). */
static bool interchangeable(const hs_place *p, int u, int v)
{
    return ((p->counted >> u) & 1u) == ((p->counted >> v) & 1u) && !((p->grouped >> u) & 1u) &&
           !((p->grouped >> v) & 1u);
}

/* Whether u and v belong in one group: the same conflicts, tile domain and weight (and, for the
 * tile-wise search, interchangeable): then they are blocked on exactly the same tiles. */
static bool alike(const hs_place *p, const domains *d, int u, int v)
{
    return p->conflict[u] == p->conflict[v] && (!p->pips_cap || p->weight[u] == p->weight[v]) &&
           (!p->tilewise || interchangeable(p, u, v)) && same_domain(d, u, v);
}

void hs_place_init(hs_place *p, const uint8_t *bag, const uint8_t *order)
{
    p->n_vars = 0;
    for (int t = 0; t < p->n_tiles; t++)
        if (p->is_var[t]) {
            p->value[t] = HS_PLACE_NONE;
            p->var_tile[p->n_vars++] = (uint8_t)t;
        }
    memcpy(p->bag, bag, (size_t)p->n_vars);
    memcpy(p->order, order, (size_t)p->n_tiles);
}

/* The variable tiles in the drawn search order, and the set of the free ones (`all_free`: every
 * variable tile is, as when the search starts, so the set is the first n_vars places). */
static void order_vars(hs_place *p, bool all_free)
{
    int n = 0;
    for (int k = 0; k < p->n_tiles; k++) { /* written for every tile, kept for variable ones */
        int t = p->order[k];
        p->order_pos[t] = (uint8_t)n;
        p->var_order[n] = (uint8_t)t;
        n += p->is_var[t];
    }
    for (int w = 0; w < HS_PLACE_WORDS; w++) {
        uint64_t free = 0;
        if (all_free)
            free = n >= 64 * (w + 1) ? ~(uint64_t)0 : n > 64 * w ? ~(~(uint64_t)0 << (n - 64 * w)) : 0;
        else
            for (int k = 64 * w; k < n && k < 64 * (w + 1); k++)
                free |= (uint64_t)(p->value[p->var_order[k]] == HS_PLACE_NONE) << (k % 64);
        p->free_set[w] = free;
    }
    p->n_words = (n + 63) / 64;
}

/* The search's own state: groups, their room, the blocks of the fixed tiles, the order of the
 * values and of their tiles. Only needed when the bag as drawn does not fit. */
static void prepare(hs_place *p)
{
    const uint8_t *bag = p->bag;
    uint8_t copies[16] = {0};
    uint16_t in_bag = 0;
    for (int k = 0; k < p->n_vars; k++) {
        copies[bag[k]]++;
        in_bag |= (uint16_t)(1u << bag[k]);
    }

    /* Groups: the values in the bag that have conflicts (or limits of their own), one group
     * per distinct mask, tile domain and weight: the values of a group are blocked on exactly
     * the same tiles. */
    domains dom;
    domains_of(p, &dom);
    p->n_groups = 0;
    memset(&p->left, 0, sizeof p->left);
    memset(p->group_of, FREE_GROUP, sizeof p->group_of);
    for (unsigned m = in_bag; m; m &= m - 1) {
        int v = __builtin_ctz(m);
        if (!(p->conflict[v] || restricted(&dom, v) || p->pips_cap || p->tilewise))
            continue;
        int g = 0;
        while (g < p->n_groups && !alike(p, &dom, p->group_rep[g], v))
            g++;
        if (g == p->n_groups) {
            p->group_rep[g] = (uint8_t)v;
            p->group_weight[g] = p->weight[v];
            p->n_groups++;
        }
        p->group_of[v] = (uint8_t)g;
        p->left.at[g] += copies[v];
    }
    p->counted_groups = 0;
    for (int g = 0; g < p->n_groups; g++)
        p->counted_groups |= (uint16_t)(((p->counted >> p->group_rep[g]) & 1u) << g);
    p->self_blocking = 0;
    unsigned reach = 0; /* the groups any value blocks */
    for (int v = 0; v < 16; v++) {
        p->blocks[v] = 0;
        for (uint16_t m = p->conflict[v] & in_bag; m; m &= (uint16_t)(m - 1))
            p->blocks[v] |= (uint16_t)(1u << p->group_of[__builtin_ctz(m)]);
        reach |= p->blocks[v];
        if (p->group_of[v] != FREE_GROUP && ((p->blocks[v] >> p->group_of[v]) & 1u))
            p->self_blocking |= (uint16_t)(1u << p->group_of[v]);
    }
    memset(p->heavier, 0, sizeof p->heavier);
    for (int g = 0; p->pips_cap && g < p->n_groups; g++)
        for (int w = p->group_weight[g] ? -16 : 0; w < p->group_weight[g] && w <= 16; w++)
            p->heavier[w + 16] |= (uint16_t)(1u << g);
    /* Whether a mask counted down (put) may reach past group 7: those are of groups and of the
     * blocks (the corner bound's heavier groups too: put takes both vectors under it). */
    p->wide = ((reach | ((1u << p->n_groups) - 1u)) >> 8) != 0;
    p->live = 0;
    for (int g = 0; g < p->n_groups; g++)
        p->live |= (uint16_t)((p->left.at[g] > 0) << g);
    order_vars(p, true); /* hs_place_solve leaves every variable tile free for prepare */
    memset(p->blocked_mask, 0, (size_t)p->n_tiles * sizeof p->blocked_mask[0]);

    /* Fixed tiles (a desert's empty number, a locked tile) block their neighbours too. */
    memset(p->count, 0, sizeof p->count);
    for (int t = 0; t < p->n_tiles; t++)
        if (!p->is_var[t] && p->value[t] != HS_PLACE_NONE) {
            for (int d = 0; d < p->n_near[t]; d++)
                p->blocked_mask[p->near[t][d]] |= p->blocks[p->value[t]];
            if ((p->counted >> p->value[t]) & 1u)
                p->count[p->class_of[t]]++;
        }
    /* A tile's domain blocks the groups it does not allow, for good; the corner bound blocks
     * the groups too heavy for what the fixed tiles leave. */
    if (p->pips_cap)
        weigh_fixed(p);
    p->all_groups = (uint16_t)((1u << p->n_groups) - 1u);
    /* A step reads the slack of every neighbour, free or not (heavier_than's table has room
     * for real slacks only), so the tiles that never take a value start at 0. */
    memset(p->slack, 0, (size_t)p->n_tiles);
    hs_group_lanes room = {0}; /* counted down here, stored once */
    for (int g = 0; g < p->n_groups; g++)
        room.at[g] = (int16_t)p->n_vars;
    uint16_t outside[HS_BOARD_MAX_TILES]; /* per domain: the groups it leaves out */
    for (int i = 0; i < dom.n; i++) {
        outside[i] = 0;
        for (int g = 0; g < p->n_groups; g++)
            outside[i] |= (uint16_t)(!((dom.mask[i] >> p->group_rep[g]) & 1u) << g);
    }
    for (int k = 0; k < p->n_vars; k++) {
        int t = p->var_tile[k];
        if (dom.n)
            p->blocked_mask[t] |= outside[dom.of[k]];
        if (p->pips_cap) {
            p->slack[t] = (int8_t)slack_of(p, t);
            p->blocked_mask[t] |= heavier_than(p, p->slack[t]);
        }
        count_down_narrow(&room, p->blocked_mask[t] & p->all_groups, p->wide);
    }
    p->room = room;

    /* Values in search order: most conflicts first, then most copies, then bag order. */
    uint8_t first_seen[16];
    memset(first_seen, 0xFF, sizeof first_seen);
    for (int k = p->n_vars - 1; k >= 0; k--)
        first_seen[bag[k]] = (uint8_t)k;
    int key[16]; /* distinct for the values in the bag (the others are not read) */
    for (unsigned m = in_bag; m; m &= m - 1) {
        int v = __builtin_ctz(m);
        key[v] = rank(p, v) << 16 | copies[v] << 8 | (255 - first_seen[v]);
    }
    uint8_t values[16];
    int n_values = 0;
    for (unsigned m = in_bag; m; m &= m - 1) { /* by key, largest first */
        int v = __builtin_ctz(m), i = n_values++;
        for (; i > 0 && key[values[i - 1]] < key[v]; i--)
            values[i] = values[i - 1];
        values[i] = (uint8_t)v;
    }
    p->n_items = 0;
    for (int i = 0; i < n_values; i++)
        for (int c = 0; c < copies[values[i]]; c++)
            p->item_value[p->n_items++] = values[i];

    /* Each value's tile order: where the bag put it, then the drawn search order (the tiles
     * are grouped by drawn value once here; search() walks the two lists in turn). */
    int start = 0;
    for (int v = 0; v < 16; v++) {
        p->first[v] = (uint8_t)start;
        start += copies[v];
        p->n_drawn[v] = 0;
    }
    for (int k = 0; k < p->n_vars; k++) {
        int v = bag[k], t = p->var_tile[k];
        p->drawn[t] = (uint8_t)v;
        p->by_value[p->first[v] + p->n_drawn[v]++] = (uint8_t)t;
    }
    memset(p->drawn_set, 0, sizeof p->drawn_set);
    for (int k = 0; k < p->n_vars; k++)
        p->drawn_set[p->drawn[p->var_order[k]]][k / 64] |= (uint64_t)1 << (k % 64);
}

static int search(hs_place *p, int i, hs_place_leaf leaf, void *ctx);

/* What try_tile returns when the search goes on with the next tile. */
#define NEXT_TILE 2
/* back_to when no prune has cut a branch. */
#define NO_JUMP INT_MAX

/* Whether the prune (once due) sees a placement completing the values placed by items 0..i;
 * when it sees none, back_to becomes the last item whose value its reason involves. */
static bool completes(hs_place *p, int i)
{
    if (!p->prune || *p->nodes < p->prune_from)
        return true;
    bool core[HS_BOARD_MAX_TILES];
    if (p->prune(p->prune_ctx, core))
        return true;
    int back = -1;
    for (int k = 0; k < p->n_vars; k++) {
        int t = p->var_tile[k];
        if (core[t] && p->value[t] != HS_PLACE_NONE && p->item_of[t] > back)
            back = p->item_of[t];
    }
    p->back_to = back < i ? back : i;
    return false;
}

/* Whether the search may go on past max_nodes: the caller's at_limit raised it. */
static bool more_nodes(hs_place *p)
{
    return p->at_limit && p->at_limit(p->prune_ctx) && *p->nodes < p->max_nodes;
}

/* Item i (a copy of its value) on tile t, the pos-th of the value's tile order, and the search
 * below it. */
static inline __attribute__((always_inline)) int try_tile(hs_place *p, int i, int pos, int t, hs_place_leaf leaf,
                                                          void *ctx)
{
    int v = p->item_value[i];
    /* Taken or blocked, tested together: one branch the predictor often misses, not two. */
    bool shut = (p->value[t] != HS_PLACE_NONE) | ((p->blocked_mask[t] >> p->group_of[v]) & 1u);
    if (shut || !may_put(p, t, v))
        return NEXT_TILE;
    if (p->max_nodes && *p->nodes >= p->max_nodes && !more_nodes(p))
        return HS_PLACE_LIMIT;
    ++*p->nodes;
    step s;
    put(p, t, v, &s);
    p->item_pos[i] = (uint8_t)pos;
    p->item_of[t] = (uint8_t)i;
    if (enough_room_apart(p) && completes(p, i)) {
        int r = search(p, i + 1, leaf, ctx);
        if (r != HS_PLACE_FAIL)
            return r;
    }
    take(p, t, v, &s);
    if (p->back_to < i) /* the prune's reason lies above: nothing here can help */
        return HS_PLACE_FAIL;
    p->back_to = NO_JUMP;
    if (p->jump) {
        /* A leaf failed for the values it depends on, all placed at or above the last relevant
         * item: moving anything below that item cannot help. */
        if (!((p->relevant >> v) & 1u))
            return HS_PLACE_FAIL;
        p->jump = false;
    }
    return NEXT_TILE;
}

/* Places item i and those after it. A copy of a value tries the tiles after the one the copy
 * before it took: first those the bag gave the value, then the other free tiles in the drawn
 * order (read off the set of free tiles, so taken ones cost nothing). */
static int search(hs_place *p, int i, hs_place_leaf leaf, void *ctx)
{
    if (i == p->n_items) {
        int r = leaf ? leaf(ctx) : HS_PLACE_OK;
        p->jump = r == HS_PLACE_FAIL && p->relevant;
        return r;
    }
    int v = p->item_value[i];
    int from = (i > 0 && p->item_value[i - 1] == v) ? p->item_pos[i - 1] + 1 : 0;
    const uint8_t *mine = p->by_value + p->first[v];
    int n_mine = p->n_drawn[v];
    for (int pos = from; pos < n_mine; pos++) {
        int r = try_tile(p, i, pos, mine[pos], leaf, ctx);
        if (r != NEXT_TILE)
            return r;
    }
    int skip = from > n_mine ? from - n_mine : 0; /* places in var_order already tried */
    for (int w = 0; w < p->n_words; w++) {
        uint64_t left_out = skip >= 64 * (w + 1) ? ~(uint64_t)0 : skip > 64 * w ? ~(~(uint64_t)0 << (skip - 64 * w)) : 0;
        for (uint64_t open = p->free_set[w] & ~p->drawn_set[v][w] & ~left_out; open; open &= open - 1) {
            int k = 64 * w + __builtin_ctzll(open);
            int r = try_tile(p, i, n_mine + k, p->var_order[k], leaf, ctx);
            if (r != NEXT_TILE)
                return r;
        }
    }
    return HS_PLACE_FAIL;
}

bool hs_place_fits_values(const hs_place *p, const uint8_t *value)
{
    for (int t = 0; t < p->n_tiles; t++) {
        int v = value[t];
        if (v == HS_PLACE_NONE)
            continue;
        uint16_t hit = p->conflict[v];
        for (int d = 0; hit && d < p->n_near[t]; d++) {
            int j = p->near[t][d];
            if (value[j] != HS_PLACE_NONE && (hit & (1u << value[j])))
                return false;
        }
        for (int d = 0; p->pips_cap && d < 6; d++) {
            int x = p->neighbor[t][d], y = p->neighbor[t][(d + 1) % 6];
            int sum = p->weight[v] + (x >= 0 && value[x] != HS_PLACE_NONE ? p->weight[value[x]] : 0) +
                      (y >= 0 && value[y] != HS_PLACE_NONE ? p->weight[value[y]] : 0);
            if (sum > p->pips_cap)
                return false;
        }
    }
    if (p->group_cap) {
        bool seen[HS_BOARD_MAX_TILES] = {false};
        for (int t = 0; t < p->n_tiles; t++)
            if (!seen[t] && value[t] != HS_PLACE_NONE && ((p->grouped >> value[t]) & 1u) &&
                flood(p, value, t, value[t], seen) > p->group_cap)
                return false;
    }
    return true;
}

bool hs_place_fits(const hs_place *p, const uint8_t *value)
{
    uint8_t count[16] = {0};
    for (int t = 0; (p->allowed || p->counted) && t < p->n_tiles; t++) /* else every tile takes any value */
        if (value[t] != HS_PLACE_NONE && !hs_place_tile_takes(p, t, value[t], count))
            return false;
    return hs_place_fits_values(p, value);
}

/* ---- The tile-wise search (rules v2) ------------------------------------------------------------
 *
 * A group here is a class of interchangeable values (same conflicts, domain, weight and count
 * membership), so the search chooses a class for each tile and the values inside a class are
 * handed out only at the end: 6 and 8 under the pip bound, say, are not tried both ways. Tiles
 * are taken most constrained first (fewest classes still open, ties in the drawn order; a tile
 * with one class left at once), each trying the heaviest class first. */

/* The number of classes tile t may still take, of the classes with copies left (`live`). */
static int open_classes(const hs_place *p, int t, uint16_t live)
{
    uint16_t open = live & (uint16_t)~p->blocked_mask[t];
    if (p->counted && p->count[p->class_of[t]] >= p->count_cap) /* may_put's count, as a mask */
        open &= (uint16_t)~p->counted_groups;
    if (!p->group_cap)
        return bits(open);
    int n = 0;
    for (; open; open &= (uint16_t)(open - 1))
        n += may_put(p, t, p->group_rep[__builtin_ctz(open)]);
    return n;
}

/* Hands out the values of each class over the tiles holding its representative: a tile keeps
 * the value the bag drew for it while copies last, the others take what is left in ascending
 * order. */
static void label(hs_place *p)
{
    uint8_t copies[16] = {0};
    for (int k = 0; k < p->n_vars; k++)
        copies[p->bag[k]]++;
    bool done[HS_BOARD_MAX_TILES] = {false};
    for (int k = 0; k < p->n_vars; k++) {
        int t = p->var_tile[k], d = p->drawn[t];
        if (p->group_of[d] == p->group_of[p->value[t]] && copies[d]) {
            p->value[t] = (uint8_t)d;
            copies[d]--;
            done[t] = true;
        }
    }
    for (int k = 0; k < p->n_vars; k++) {
        int t = p->var_tile[k];
        if (done[t])
            continue;
        int g = p->group_of[p->value[t]];
        for (int v = 0; v < 16; v++)
            if (p->group_of[v] == g && copies[v]) {
                p->value[t] = (uint8_t)v;
                copies[v]--;
                break;
            }
    }
}

/* What open_classes counts for every tile (entries of taken tiles mean nothing), without runs:
 * the classes with copies left that the tile's blocks leave open, eight tiles at a time, then
 * spread-red's bound on the tiles of the classes that hold their share. */
static void count_open(const hs_place *p, uint16_t *open)
{
    typedef uint16_t lanes __attribute__((vector_size(16)));
    const lanes live = (lanes){0} + p->live;
    for (int t = 0; t < p->n_tiles; t += 8) { /* the arrays hold a multiple of 8 tiles */
        lanes m;
        memcpy(&m, p->blocked_mask + t, sizeof m);
        m = live & ~m;
        m = m - ((m >> 1) & 0x5555);
        m = (m & 0x3333) + ((m >> 2) & 0x3333);
        m = (m + (m >> 4)) & 0x0F0F;
        m = (m + (m >> 8)) & 0x1F;
        memcpy(open + t, &m, sizeof m);
    }
    if (!p->counted)
        return;
    typedef uint8_t bytes __attribute__((vector_size(16)));
    typedef int8_t flags __attribute__((vector_size(16)));
    bytes count;
    memcpy(&count, p->count, sizeof count);
    flags full = count >= (bytes){0} + p->count_cap; /* per class: -1 when it holds its share */
    uint64_t any[2];
    memcpy(any, &full, sizeof any);
    if (!(any[0] | any[1]))
        return;
    int8_t is_full[16];
    memcpy(is_full, &full, sizeof is_full);
    for (int t = 0; t < p->n_tiles; t++)
        if (is_full[p->class_of[t]])
            open[t] = (uint16_t)open_classes(p, t, p->live);
}

static int search_tiles(hs_place *p, hs_place_leaf leaf, void *ctx)
{
    const uint8_t *rep = p->group_rep; /* each class by its smallest value */
    int best = -1, best_open = 1 << 30;
    uint16_t open_of[HS_BOARD_MAX_TILES];
    bool plain = !p->group_cap; /* then count_open counts for every tile at once */
    if (plain)
        count_open(p, open_of);
    for (int w = 0; w < HS_PLACE_WORDS && best_open > 1; w++)
        for (uint64_t free = p->free_set[w]; free; free &= free - 1) {
            int t = p->var_order[64 * w + __builtin_ctzll(free)];
            int open = plain ? open_of[t] : open_classes(p, t, p->live);
            if (open <= 1) {
                if (open == 0)
                    return HS_PLACE_FAIL;
                best_open = 1; /* a forced tile: take it at once */
                best = t;
                break;
            }
            bool better = open < best_open;
            best = better ? t : best;
            best_open = better ? open : best_open;
        }
    if (best < 0) {
        uint8_t held[HS_BOARD_MAX_TILES];
        memcpy(held, p->value, (size_t)p->n_tiles);
        label(p);
        int r = leaf ? leaf(ctx) : HS_PLACE_OK;
        if (r == HS_PLACE_FAIL)
            memcpy(p->value, held, (size_t)p->n_tiles);
        return r;
    }
    for (int k = 0; k < p->n_groups; k++) {
        int g = p->class_order[k];
        if (p->left.at[g] <= 0 || ((p->blocked_mask[best] >> g) & 1u) || !may_put(p, best, rep[g]))
            continue;
        if (p->max_nodes && *p->nodes >= p->max_nodes && !more_nodes(p))
            return HS_PLACE_LIMIT;
        if (*p->nodes >= p->restart_at)
            return RESTART;
        ++*p->nodes;
        step s;
        put(p, best, rep[g], &s);
        if (enough_room(p)) {
            int r = search_tiles(p, leaf, ctx);
            if (r == RESTART) /* undone on the way up: the next run starts from where this did */
                take(p, best, rep[g], &s);
            if (r != HS_PLACE_FAIL)
                return r;
        }
        take(p, best, rep[g], &s);
    }
    return HS_PLACE_FAIL;
}

/* Runs of the tile-wise search with a node budget that doubles each time, each run taking the
 * tiles in a new order (ties of the most-constrained choice): searches like this one have a
 * heavy tail that a fresh start escapes. The budgets grow without end, so the last run is the
 * complete search, and what it cannot find does not exist; the runs before it cost at most as
 * much again. The orders come from mulberry32 seeded with the run number: no draw of the board. */
static int solve_tiles(hs_place *p, hs_place_leaf leaf, void *ctx)
{
    for (int k = 0; k < p->n_groups; k++) /* classes heaviest first, then in value order */
        p->class_order[k] = (uint8_t)k;
    for (int i = 1; i < p->n_groups; i++)
        for (int j = i; j > 0 && p->group_weight[p->class_order[j]] > p->group_weight[p->class_order[j - 1]]; j--) {
            uint8_t x = p->class_order[j];
            p->class_order[j] = p->class_order[j - 1];
            p->class_order[j - 1] = x;
        }
    uint32_t budget = 64;
    for (uint32_t run = 0;; run++, budget = budget < (1u << 30) ? budget * 2 : budget) {
        /* The prune is asked only here, before a run, about the whole call: cutting inside a
         * run would change the node counts that decide the restarts, and so what is found. */
        bool core[HS_BOARD_MAX_TILES];
        if (p->prune && *p->nodes >= p->prune_from && !p->prune(p->prune_ctx, core))
            return HS_PLACE_FAIL;
        p->restart_at = *p->nodes + budget;
        int r = search_tiles(p, leaf, ctx);
        if (r != RESTART)
            return r;
        hs_rng rng = hs_rng_seed(run);
        hs_rng_shuffle(&rng, p->order, (size_t)p->n_tiles, 1);
        order_vars(p, false);
    }
}

static bool bag_as_drawn_fits(const hs_place *p)
{
    uint8_t value[HS_BOARD_MAX_TILES];
    memcpy(value, p->value, (size_t)p->n_tiles);
    for (int k = 0; k < p->n_vars; k++)
        value[p->var_tile[k]] = p->bag[k];
    return hs_place_fits(p, value);
}

int hs_place_solve(hs_place *p, hs_place_leaf leaf, void *ctx)
{
    if (p->check_fixed && !hs_place_fits(p, p->value))
        return HS_PLACE_FAIL;
    p->jump = false;
    p->back_to = NO_JUMP;
    if (bag_as_drawn_fits(p)) {
        for (int k = 0; k < p->n_vars; k++)
            p->value[p->var_tile[k]] = p->bag[k];
        *p->nodes += (uint32_t)p->n_vars;
        int r = leaf ? leaf(ctx) : HS_PLACE_OK;
        if (r != HS_PLACE_FAIL)
            return r;
        p->jump = false;
        for (int k = 0; k < p->n_vars; k++)
            p->value[p->var_tile[k]] = HS_PLACE_NONE;
    }
    prepare(p);
    if (p->tilewise)
        return solve_tiles(p, leaf, ctx);
    p->apart_from = p->apart_after > UINT32_MAX - *p->nodes ? UINT32_MAX : *p->nodes + p->apart_after;
    p->near_sets_made = false;
    return search(p, 0, leaf, ctx);
}
