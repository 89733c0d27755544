/* place.c: the placement solver (see place.h).
 *
 * The search places values, not tiles: the most constrained values first (those with the most
 * conflicts, then the most copies), each copy on a tile, trying tiles in a fixed per-value order:
 * the tiles the shuffled bag gave that value, then all others in the drawn search order. Copies
 * of one value take tiles in increasing order of that list, so no arrangement is visited twice.
 * After every step a forward check compares, for each group of values that share a conflict
 * mask, the free tiles still open to the group with the copies it has left; a shortfall cuts
 * the branch at once. The counts are kept incrementally, so a step costs a few dozen
 * operations. Nothing here draws random numbers. */
#include <string.h>

#include "place.h"

static void block(hs_place *p, int tile, int v, int delta)
{
    uint16_t hit = p->conflict[v];
    if (!hit)
        return;
    for (int d = 0; d < p->n_near[tile]; d++) {
        int j = p->near[tile][d];
        bool open = p->is_var[j] && p->value[j] == HS_PLACE_NONE;
        for (uint16_t m = hit; m; m &= (uint16_t)(m - 1)) {
            int u = __builtin_ctz(m);
            if (delta > 0) {
                if (p->blocked[j][u]++ == 0 && open)
                    p->room[u]--;
            } else {
                if (--p->blocked[j][u] == 0 && open)
                    p->room[u]++;
            }
        }
    }
}

static void put(hs_place *p, int tile, int v)
{
    for (int i = 0; i < p->n_tracked; i++) {
        int u = p->tracked[i];
        if (!p->blocked[tile][u])
            p->room[u]--;
    }
    p->value[tile] = (uint8_t)v;
    p->left[v]--;
    block(p, tile, v, +1);
}

static void take(hs_place *p, int tile, int v)
{
    block(p, tile, v, -1);
    p->left[v]++;
    p->value[tile] = HS_PLACE_NONE;
    for (int i = 0; i < p->n_tracked; i++) {
        int u = p->tracked[i];
        if (!p->blocked[tile][u])
            p->room[u]++;
    }
}

/* Every group of values that has conflicts must still find room for the copies it has left.
 * (A group without conflicts always has room: every free tile takes it.) */
static bool enough_room(const hs_place *p)
{
    for (int i = 0; i < p->n_groups; i++) {
        uint16_t g = p->groups[i];
        int need = 0;
        for (uint16_t m = g; m; m &= (uint16_t)(m - 1))
            need += p->left[__builtin_ctz(m)];
        if (need > p->room[__builtin_ctz(g)])
            return false;
    }
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
    memset(p->left, 0, sizeof p->left);
    memset(p->blocked, 0, sizeof p->blocked);
    p->in_bag = 0;
    for (int k = 0; k < p->n_vars; k++) {
        p->left[bag[k]]++;
        p->in_bag |= (uint16_t)(1u << bag[k]);
    }
    for (uint16_t m = p->in_bag; m; m &= (uint16_t)(m - 1)) {
        int v = __builtin_ctz(m);
        p->group[v] = 0;
        for (uint16_t o = p->in_bag; o; o &= (uint16_t)(o - 1))
            if (p->conflict[__builtin_ctz(o)] == p->conflict[v])
                p->group[v] |= (uint16_t)(o & -o);
        p->room[v] = (int16_t)p->n_vars;
    }
    /* Room is tracked only for values that have conflicts; groups are listed once each. */
    p->n_tracked = p->n_groups = 0;
    uint16_t grouped = 0;
    for (uint16_t m = p->in_bag; m; m &= (uint16_t)(m - 1)) {
        int v = __builtin_ctz(m);
        if (!p->conflict[v])
            continue;
        p->tracked[p->n_tracked++] = (uint8_t)v;
        if (!(grouped & (1u << v))) {
            grouped |= p->group[v];
            p->groups[p->n_groups++] = p->group[v];
        }
    }
    for (int t = 0; t < p->n_tiles; t++) {
        p->n_near[t] = 0;
        for (int d = 0; d < 6; d++)
            if (p->neighbor[t][d] >= 0)
                p->near[t][p->n_near[t]++] = (uint8_t)p->neighbor[t][d];
    }
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
        if (p->in_bag & (1u << v))
            values[n_values++] = (uint8_t)v;
    for (int i = 1; i < n_values; i++)
        for (int j = i; j > 0; j--) {
            int a = values[j - 1], b = values[j];
            int ca = bits(p->conflict[a]), cb = bits(p->conflict[b]);
            bool later = ca < cb || (ca == cb && (p->left[a] < p->left[b] ||
                                                  (p->left[a] == p->left[b] && first_seen[a] > first_seen[b])));
            if (!later)
                break;
            values[j - 1] = (uint8_t)b;
            values[j] = (uint8_t)a;
        }
    p->n_items = 0;
    for (int i = 0; i < n_values; i++)
        for (int c = 0; c < p->left[values[i]]; c++)
            p->item_value[p->n_items++] = values[i];

    /* Each value's tile order: where the bag put it, then the drawn search order (the tiles
     * are grouped by drawn value once here; search() walks the two lists in turn). */
    int start = 0;
    for (int v = 0; v < 16; v++) {
        p->first[v] = (uint8_t)start;
        start += p->left[v];
        p->n_drawn[v] = 0;
    }
    for (int k = 0; k < p->n_vars; k++) {
        int v = bag[k], t = p->var_tile[k];
        p->drawn[t] = (uint8_t)v;
        p->by_value[p->first[v] + p->n_drawn[v]++] = (uint8_t)t;
    }
    memcpy(p->order, order, (size_t)p->n_tiles);
}

static int search(hs_place *p, int i, hs_place_leaf leaf, void *ctx)
{
    if (i == p->n_items)
        return leaf ? leaf(ctx) : HS_PLACE_OK;
    int v = p->item_value[i];
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
        if (p->value[t] != HS_PLACE_NONE || p->blocked[t][v])
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
    memcpy(value, p->value, sizeof value);
    for (int k = 0; k < p->n_vars; k++)
        value[p->var_tile[k]] = p->bag[k];
    for (int t = 0; t < p->n_tiles; t++) {
        if (value[t] == HS_PLACE_NONE)
            continue;
        uint16_t hit = p->conflict[value[t]];
        for (int d = 0; hit && d < 6; d++) {
            int j = p->neighbor[t][d];
            if (j >= 0 && value[j] != HS_PLACE_NONE && (hit & (1u << value[j])))
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
