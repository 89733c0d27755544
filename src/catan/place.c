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
 * after each step a group with more copies than room cuts the branch at once. A step costs a
 * few dozen operations. Nothing here draws random numbers. */
#include <string.h>

#include "place.h"

/* Group index of values without conflicts: never blocked, never counted. */
#define FREE_GROUP 15

static void block(hs_place *p, int tile, int v, int delta)
{
    uint16_t hit = p->blocks[v];
    if (!hit)
        return;
    for (int d = 0; d < p->n_near[tile]; d++) {
        int j = p->near[tile][d];
        bool open = p->is_var[j] && p->value[j] == HS_PLACE_NONE;
        for (uint16_t m = hit; m; m &= (uint16_t)(m - 1)) {
            int g = __builtin_ctz(m);
            if (delta > 0) {
                if (p->blocked[j][g]++ == 0 && open)
                    p->room[g]--;
            } else {
                if (--p->blocked[j][g] == 0 && open)
                    p->room[g]++;
            }
        }
    }
}

static void put(hs_place *p, int tile, int v)
{
    for (int g = 0; g < p->n_groups; g++)
        p->room[g] -= !p->blocked[tile][g];
    p->value[tile] = (uint8_t)v;
    p->left[p->group_of[v]]--;
    block(p, tile, v, +1);
}

static void take(hs_place *p, int tile, int v)
{
    block(p, tile, v, -1);
    p->left[p->group_of[v]]++;
    p->value[tile] = HS_PLACE_NONE;
    for (int g = 0; g < p->n_groups; g++)
        p->room[g] += !p->blocked[tile][g];
}

/* Every group must still find room for the copies it has left. */
static bool enough_room(const hs_place *p)
{
    for (int g = 0; g < p->n_groups; g++)
        if (p->left[g] > p->room[g])
            return false;
    return true;
}

static int bits(uint16_t m)
{
    int n = 0;
    for (; m; m &= (uint16_t)(m - 1))
        n++;
    return n;
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

    uint8_t copies[16] = {0};
    uint16_t in_bag = 0;
    for (int k = 0; k < p->n_vars; k++) {
        copies[bag[k]]++;
        in_bag |= (uint16_t)(1u << bag[k]);
    }

    /* Groups: the values in the bag that have conflicts, one group per distinct mask. */
    p->n_groups = 0;
    memset(p->left, 0, sizeof p->left);
    for (int v = 0; v < 16; v++) {
        p->group_of[v] = FREE_GROUP;
        if (!(in_bag & (1u << v)) || !p->conflict[v])
            continue;
        for (int u = 0; u < v && p->group_of[v] == FREE_GROUP; u++)
            if ((in_bag & (1u << u)) && p->conflict[u] == p->conflict[v])
                p->group_of[v] = p->group_of[u];
        if (p->group_of[v] == FREE_GROUP)
            p->group_of[v] = (uint8_t)p->n_groups++;
        p->left[p->group_of[v]] += copies[v];
    }
    for (int v = 0; v < 16; v++) {
        p->blocks[v] = 0;
        for (uint16_t m = p->conflict[v] & in_bag; m; m &= (uint16_t)(m - 1))
            p->blocks[v] |= (uint16_t)(1u << p->group_of[__builtin_ctz(m)]);
    }
    for (int g = 0; g < p->n_groups; g++)
        p->room[g] = (int16_t)p->n_vars;
    memset(p->blocked, 0, (size_t)p->n_tiles * sizeof p->blocked[0]);

    /* Fixed tiles (a desert's empty number, later sea) block their neighbours too. */
    for (int t = 0; t < p->n_tiles; t++)
        if (!p->is_var[t] && p->value[t] != HS_PLACE_NONE)
            block(p, t, p->value[t], +1);

    /* Values in search order: most conflicts first, then most copies, then bag order. */
    uint8_t first_seen[16];
    memset(first_seen, 0xFF, sizeof first_seen);
    for (int k = p->n_vars - 1; k >= 0; k--)
        first_seen[bag[k]] = (uint8_t)k;
    uint8_t values[16];
    int n_values = 0;
    for (int v = 0; v < 16; v++)
        if (in_bag & (1u << v))
            values[n_values++] = (uint8_t)v;
    for (int i = 1; i < n_values; i++)
        for (int j = i; j > 0; j--) {
            int a = values[j - 1], b = values[j];
            int ca = bits(p->conflict[a]), cb = bits(p->conflict[b]);
            bool later = ca < cb || (ca == cb && (copies[a] < copies[b] ||
                                                  (copies[a] == copies[b] && first_seen[a] > first_seen[b])));
            if (!later)
                break;
            values[j - 1] = (uint8_t)b;
            values[j] = (uint8_t)a;
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
}

static int search(hs_place *p, int i, hs_place_leaf leaf, void *ctx)
{
    if (i == p->n_items)
        return leaf ? leaf(ctx) : HS_PLACE_OK;
    int v = p->item_value[i], g = p->group_of[v];
    int from = (i > 0 && p->item_value[i - 1] == v) ? p->item_pos[i - 1] + 1 : 0;
    const uint8_t *mine = p->by_value + p->first[v];
    int n_mine = p->n_drawn[v], end = n_mine + p->n_tiles;
    for (int pos = from; pos < end; pos++) {
        int t;
        if (pos < n_mine) {
            t = mine[pos];
        } else {
            t = p->order[pos - n_mine];
            if (!p->is_var[t] || p->drawn[t] == v)
                continue;
        }
        if (p->value[t] != HS_PLACE_NONE || p->blocked[t][g])
            continue;
        if (p->max_nodes && *p->nodes >= p->max_nodes)
            return HS_PLACE_LIMIT;
        ++*p->nodes;
        put(p, t, v);
        p->item_pos[i] = (uint8_t)pos;
        if (enough_room(p)) {
            int r = search(p, i + 1, leaf, ctx);
            if (r != HS_PLACE_FAIL)
                return r;
        }
        take(p, t, v);
    }
    return HS_PLACE_FAIL;
}

static bool bag_as_drawn_fits(const hs_place *p)
{
    uint8_t value[HS_BOARD_MAX_TILES];
    memcpy(value, p->value, (size_t)p->n_tiles);
    for (int k = 0; k < p->n_vars; k++)
        value[p->var_tile[k]] = p->bag[k];
    for (int t = 0; t < p->n_tiles; t++) {
        if (value[t] == HS_PLACE_NONE)
            continue;
        uint16_t hit = p->conflict[value[t]];
        for (int d = 0; hit && d < p->n_near[t]; d++) {
            int j = p->near[t][d];
            if (value[j] != HS_PLACE_NONE && (hit & (1u << value[j])))
                return false;
        }
    }
    return true;
}

int hs_place_solve(hs_place *p, hs_place_leaf leaf, void *ctx)
{
    if (bag_as_drawn_fits(p)) {
        for (int k = 0; k < p->n_vars; k++)
            p->value[p->var_tile[k]] = p->bag[k];
        *p->nodes += (uint32_t)p->n_vars;
        int r = leaf ? leaf(ctx) : HS_PLACE_OK;
        if (r != HS_PLACE_FAIL)
            return r;
        for (int k = 0; k < p->n_vars; k++)
            p->value[p->var_tile[k]] = HS_PLACE_NONE;
    }
    return search(p, 0, leaf, ctx);
}
