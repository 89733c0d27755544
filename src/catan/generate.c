/* SPDX-License-Identifier: MIT */
/* generate.c: one group of tiles searched under the rule table (generate.h): the draws, then
 * terrain and numbers by the complete search of place.c. Each rule of the table becomes a
 * constraint of its kind here: pairs become conflict masks, a place rule and the per-terrain pip
 * limits become tile domains, the corner bound, group bound and spread-red become the solver's
 * corner, run and count constraints. With only the rules of share codes v1 in force every one of
 * them is off, and the search is exactly the one those codes were made with. */
#include <limits.h>
#include <string.h>

#include "generate.h"
#include "../core/fail.h"

static bool takes_no_number(int terrain)
{
    return !hs_terrain_numbered((hs_terrain)terrain);
}

void hs_gen_init(hs_gen *g, const hs_shape *shape, const hs_catan_options *opt, const hs_board *board,
                 const uint8_t *tile, int n)
{
    g->shape = shape;
    g->opt = opt;
    g->nodes = 0;
    g->budget = HS_SEARCH_NODES;
    g->check_at = HS_ORACLE_CHECK_NODES;
    g->relaxed = false;
    g->solver_conflicts = HS_ORACLE_FIRST_CONFLICTS;
    g->cancel = NULL;
    g->n_fixed = 0;
    g->inland_only = 0;
    g->n = n;
    hs_rules_conflict_masks(&opt->rules, HS_STAGE_TERRAIN, g->terrain_conflict);
    hs_rules_conflict_masks(&opt->rules, HS_STAGE_NUMBERS, g->number_conflict);
    g->pips_cap = (uint8_t)hs_rules_pips_cap(&opt->rules);
    g->group_cap = (uint8_t)hs_rules_group_cap(&opt->rules, &g->grouped);
    g->counted = hs_rules_counted(&opt->rules);
    bool limits = (opt->rules.on & (HS_RULE_MIN_PIPS | HS_RULE_MAX_PIPS)) != 0;
    for (int v = 0; v < HS_TERRAIN_COUNT; v++) /* without pip limits every number is allowed */
        g->number_domain[v] = limits ? hs_rules_number_domain(&opt->rules, v) : 0xFFFF;
    for (int x = 0; x < 16; x++)
        g->pips[x] = (uint8_t)hs_pips(x);
    for (int t = 0; t < n; t++) {
        g->hex[t] = board->tiles[tile ? tile[t] : t].hex;
        g->lock_terrain[t] = g->lock_number[t] = HS_PLACE_NONE;
    }
    if (shape && !tile) { /* the whole shape: its graph is made once */
        const hs_shape_graph *graph = hs_shape_graph_of(shape);
        memcpy(g->neighbor, graph->neighbor, (size_t)n * sizeof g->neighbor[0]);
        memcpy(g->around, graph->around, (size_t)n * sizeof g->around[0]);
        memcpy(g->n_near, graph->n_near, (size_t)n);
        memcpy(g->near, graph->near, (size_t)n * sizeof g->near[0]);
    } else {
        hs_hexes_neighbors(g->hex, n, g->neighbor);
        hs_neighbor_lists(n, (const short (*)[6])g->neighbor, g->around, g->n_near, g->near);
    }
    /* Only the corner bound reads the corners (place.c; the oracle numbers its own). */
    g->n_corners = g->pips_cap ? hs_place_number_corners(n, (const short (*)[6])g->neighbor, g->corner_of) : 0;
    for (int k = 0; k < opt->n_locks; k++)
        for (int t = 0; t < n; t++)
            if ((tile ? tile[t] : t) == opt->locks[k].tile) {
                g->lock_terrain[t] = opt->locks[k].terrain;
                g->lock_number[t] = opt->locks[k].number ? opt->locks[k].number : HS_PLACE_NONE;
            }
}

void hs_gen_fix(hs_gen *g, int t, int terrain, int number)
{
    g->lock_terrain[t] = (uint8_t)terrain;
    g->lock_number[t] = number ? (uint8_t)number : HS_PLACE_NONE;
    g->n_fixed++;
}

void hs_gen_draw_terrain(hs_gen *g, hs_rng *rng, const uint8_t *bag)
{
    uint8_t left[HS_TERRAIN_COUNT];
    memcpy(left, bag, sizeof left);
    for (int t = 0; t < g->n; t++)
        if (g->lock_terrain[t] != HS_PLACE_NONE && left[g->lock_terrain[t]])
            left[g->lock_terrain[t]]--;
    int k = 0;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        for (int i = 0; i < left[t]; i++)
            g->terrain_bag[k++] = (uint8_t)t;
    g->n_terrain = k;
    hs_rng_shuffle(rng, g->terrain_bag, (size_t)k, 1);
}

void hs_gen_draw_numbers(hs_gen *g, hs_rng *rng, const uint8_t *tokens, int n_tokens)
{
    if (g->shape && g->opt->numbers == HS_NUMBERS_SPIRAL) {
        g->n_tokens = n_tokens; /* the tokens in letter order: what rules count, not a draw */
        memcpy(g->token_bag, tokens, (size_t)n_tokens);
        int paths[12], n_paths = 0;
        for (int path = 0; path < 12; path++)
            if (g->shape->spiral_paths & (1u << path))
                paths[n_paths++] = path;
        g->spiral_path = paths[hs_rng_below(rng, (uint32_t)n_paths)];
        return;
    }
    bool used[HS_BOARD_MAX_TILES] = {false};
    for (int t = 0; (g->opt->n_locks || g->n_fixed) && t < g->n; t++) /* locked numbers leave the bag, the
                                                                            earliest copy first */
        for (int i = 0; g->lock_number[t] != HS_PLACE_NONE && i < n_tokens; i++)
            if (!used[i] && tokens[i] == g->lock_number[t]) {
                used[i] = true;
                break;
            }
    g->n_tokens = 0;
    for (int i = 0; i < n_tokens; i++)
        if (!used[i])
            g->token_bag[g->n_tokens++] = tokens[i];
    hs_rng_shuffle(rng, g->token_bag, (size_t)g->n_tokens, 1);
}

void hs_gen_draw_order(hs_gen *g, hs_rng *rng)
{
    for (int t = 0; t < g->n; t++)
        g->order[t] = (uint8_t)t;
    hs_rng_shuffle(rng, g->order, (size_t)g->n, 1);
}

/* The nodes the search may spend: its budget, or the caller's smaller max_nodes. */
static uint32_t node_bound(const hs_gen *g)
{
    uint32_t asked = g->opt->max_nodes;
    return asked && asked < g->budget ? asked : g->budget;
}

/* The oracle, made when first asked for (NULL when it cannot be made or is switched off). */
static hs_oracle *oracle_of(hs_gen *g)
{
    if (!g->oracle && !g->oracle_failed) {
        g->oracle = hs_oracle_new(g);
        g->oracle_failed = !g->oracle;
    }
    return g->oracle;
}

/* The bound the stages run to: node_bound, or before it check_at, where the solver is asked
 * once (look). */
static uint32_t stop_at(const hs_gen *g)
{
    uint32_t bound = node_bound(g);
    bool asking = g->opt->oracle != HS_ORACLE_OFF && g->verdict == HS_GEN_UNASKED;
    return asking && g->check_at < bound ? g->check_at : bound;
}

/* hs_place.at_limit: at check_at nodes the solver is asked whether any board exists. None: the
 * search stops, and the proof is the answer (which the search would have reached, or else it
 * would have given up). One, in the spiral's relaxed search: that stops too, for it can no
 * longer prove anything. Otherwise (or at any later call) both stages run on to node_bound. */
static bool look(void *ctx)
{
    hs_gen *g = ctx;
    if (g->verdict == HS_GEN_UNASKED) {
        hs_oracle *o = oracle_of(g);
        g->verdict = (int8_t)(o ? hs_oracle_any(o, HS_ORACLE_CHECK_CONFLICTS) : -1);
    }
    if (g->verdict == 0 || (g->verdict == 1 && g->relaxed))
        return false;
    g->terrain.max_nodes = g->numbers.max_nodes = node_bound(g);
    return true;
}

/* The solver's fields that both stages share. */
static void stage_init(hs_gen *g, hs_place *p)
{
    p->n_tiles = g->n;
    p->neighbor = (const short (*)[6])g->neighbor;
    p->around = (const uint8_t (*)[6])g->around;
    p->n_near = g->n_near;
    p->near = (const uint8_t (*)[6])g->near;
    p->corner_of = (const uint16_t (*)[6])g->corner_of;
    p->n_corners = g->n_corners;
    p->nodes = &g->nodes;
    p->max_nodes = stop_at(g);
    p->at_limit = p->max_nodes < node_bound(g) ? look : NULL;
    p->allowed = NULL;
    p->pips_cap = 0;
    p->group_cap = 0;
    p->grouped = 0;
    p->count_cap = 0;
    p->counted = 0;
    p->class_of = NULL;
    p->relevant = 0;
    p->reorder = (g->opt->rules.on & ~(unsigned)HS_RULE_V1) != 0;
    p->check_fixed = g->opt->n_locks > 0 || g->n_fixed > 0;
    p->tilewise = false;
    p->apart_after = HS_PLACE_APART_AFTER;
    p->prune = NULL;
    p->prune_ctx = g;
    p->prune_from = 0;
}

/* The prunes of the two stages (place.h): can the terrain placed so far, or the whole terrain
 * and the numbers placed so far, still become a board? */
static bool terrain_completes(void *ctx, bool *core)
{
    hs_gen *g = ctx;
    hs_oracle *o = oracle_of(g);
    return !o || hs_oracle_completes(o, &g->terrain, NULL, core);
}

static bool numbers_complete(void *ctx, bool *core)
{
    hs_gen *g = ctx;
    hs_oracle *o = oracle_of(g);
    return !o || hs_oracle_completes(o, &g->terrain, &g->numbers, core);
}

/* The number stage's constraints for the terrain now in g->terrain. */
static void number_constraints(hs_gen *g, hs_place *p)
{
    const hs_rules *r = &g->opt->rules;
    const uint8_t *terrain = g->terrain.value;
    memcpy(p->conflict, g->number_conflict, sizeof p->conflict);
    memcpy(p->weight, g->pips, sizeof p->weight);
    if (r->on & (HS_RULE_MIN_PIPS | HS_RULE_MAX_PIPS)) {
        for (int t = 0; t < g->n; t++)
            g->number_allowed[t] = g->number_domain[terrain[t]];
        p->allowed = g->number_allowed;
    }
    p->pips_cap = g->pips_cap;
    p->counted = g->counted;
    p->tilewise = p->reorder;
    if (p->counted) {
        int counted = 0;
        for (int k = 0; k < g->n_tokens; k++)
            counted += (p->counted >> g->token_bag[k]) & 1u;
        for (int t = 0; t < g->n; t++)
            counted += g->lock_number[t] != HS_PLACE_NONE && ((p->counted >> g->lock_number[t]) & 1u);
        p->count_cap = (uint8_t)hs_rules_count_cap(counted);
        p->class_of = terrain;
    }
}

/* Lays the tokens along spiral path `path` (its tiles in order) into p->value around the deserts
 * of the terrain now in g->terrain, while each tile may hold its token (hs_place_tile_takes):
 * false at the first that may not, the path half laid. */
static bool spiral_lay(const hs_gen *g, hs_place *p, const uint8_t *path)
{
    uint8_t count[16] = {0};
    for (int i = 0, k = 0; i < g->n; i++) {
        int t = path[i];
        p->value[t] = takes_no_number(g->terrain.value[t]) ? 0 : g->shape->tokens[k++];
        if (!hs_place_tile_takes(p, t, p->value[t], count))
            return false;
    }
    return true;
}

_Static_assert(HS_SHAPE_MAX_TILES <= 64, "the deserts of a shape make a 64-bit set");

/* The numbers along the spiral for the terrain now in g->terrain: the drawn path first. Under rule
 * red every listed path keeps reds apart (the tests prove it); other rules depend on where the
 * deserts fall, and a failure moves them. Where share codes v1 never made such boards (rules v2,
 * or the 5-6 spiral under extremes or equal) the other paths are tried too, in order, before the
 * terrain moves. A path must fit (hs_place_fits): first the checks of each tile, as it is laid
 * (spiral_lay), then those that look at the numbers alone, which depend only on where the deserts
 * lie and so are made once for each place of them (the search meets each place many times). */
static int spiral_numbers(hs_gen *g, hs_place *p)
{
    const uint8_t *terrain = g->terrain.value;
    uint64_t deserts = 0;
    for (int t = 0; t < g->n; t++) {
        p->is_var[t] = !takes_no_number(terrain[t]);
        deserts |= (uint64_t)!p->is_var[t] << t;
    }
    size_t slot = (size_t)((deserts * 0x9E3779B97F4A7C15u) >> 55) % HS_SPIRAL_SEEN;
    if (g->spiral_seen[slot].deserts != deserts) {
        g->spiral_seen[slot].deserts = deserts;
        g->spiral_seen[slot].checked = g->spiral_seen[slot].fit = 0;
    }
    const hs_shape_graph *graph = hs_shape_graph_of(g->shape);
    bool any_path = p->reorder || (g->shape->mode == HS_MODE_5_6 &&
                                   (g->opt->rules.on & (HS_RULE_EXTREMES | HS_RULE_EQUAL)));
    for (int k = -1; k < (any_path ? 12 : 0); k++) {
        int path_id = k < 0 ? g->spiral_path : k;
        uint16_t bit = (uint16_t)(1u << path_id);
        if ((k >= 0 && path_id == g->spiral_path) || !(g->shape->spiral_paths & bit) ||
            !spiral_lay(g, p, graph->spiral[path_id]))
            continue;
        if (!(g->spiral_seen[slot].checked & bit)) {
            g->spiral_seen[slot].checked |= bit;
            g->spiral_seen[slot].fit |= hs_place_fits_values(p, p->value) ? bit : 0;
        }
        if (g->spiral_seen[slot].fit & bit) {
            g->spiral_used = path_id;
            return HS_PLACE_OK;
        }
    }
    return HS_PLACE_FAIL;
}

/* Numbers for the terrain now in g->terrain: laid along the spiral, or searched. */
static int place_numbers(void *ctx)
{
    hs_gen *g = ctx;
    const hs_place *t = &g->terrain;
    hs_place *p = &g->numbers;
    int n = t->n_tiles;

    stage_init(g, p);
    number_constraints(g, p);
    if (g->shape && g->opt->numbers == HS_NUMBERS_SPIRAL)
        return spiral_numbers(g, p);
    for (int i = 0; i < n; i++) {
        p->is_var[i] = !takes_no_number(t->value[i]) && g->lock_number[i] == HS_PLACE_NONE;
        p->value[i] = p->is_var[i] ? HS_PLACE_NONE : takes_no_number(t->value[i]) ? 0 : g->lock_number[i];
    }
    /* The value search is a plain depth-first search: the oracle may cut it anywhere. The
     * tile-wise one restarts by node counts, so it asks only about the whole call (place.h).
     * Only under HS_ORACLE_ALWAYS: cuts change how many nodes the search spends before its
     * budget, and so which requests the solver's board decides (docs/design.md). */
    if (g->opt->oracle == HS_ORACLE_ALWAYS)
        p->prune = numbers_complete;
    hs_place_init(p, g->token_bag, g->order);
    return hs_place_solve(p, NULL, NULL);
}

/* The terrains the number stage's verdict depends on: those that take no number, and those a
 * rule of the number stage looks at. */
static uint16_t number_relevant(const hs_gen *g)
{
    const hs_rules *r = &g->opt->rules;
    uint16_t m = 0;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        if (takes_no_number(t) || ((r->on & HS_RULE_MIN_PIPS) && r->min_pips[t]) ||
            ((r->on & HS_RULE_MAX_PIPS) && r->max_pips[t]) || g->counted)
            m |= (uint16_t)(1u << t);
    return m;
}

/* Whether tile t of the group has all six neighbours in it (it is off the coast). */
static bool inland(const hs_gen *g, int t)
{
    return g->n_near[t] == 6;
}

static bool in_centre(const hs_gen *g, int t)
{
    for (int c = 0; g->shape && c < g->shape->n_centre; c++)
        if (hs_hex_eq(g->hex[t], hs_hex_make(g->shape->centre_q[c], g->shape->centre_r[c])))
            return true;
    return false;
}

/* The terrains each tile may hold under the desert rule and the layout's inland terrains. */
static void desert_places(hs_gen *g)
{
    bool rule = (g->opt->rules.on & HS_RULE_DESERT) != 0;
    for (int t = 0; t < g->n; t++) {
        g->terrain_allowed[t] = 0;
        for (int v = 0; v < HS_TERRAIN_COUNT; v++)
            if ((!rule || hs_rules_place_ok(&g->opt->rules, v, in_centre(g, t), inland(g, t))) &&
                (inland(g, t) || !((g->inland_only >> v) & 1u)))
                g->terrain_allowed[t] |= (uint16_t)(1u << v);
    }
}

int hs_gen_oracle_verdict(hs_gen *g, int conflicts)
{
    if (hs_gen_places(g))
        desert_places(g);
    hs_oracle *o = hs_oracle_new(g);
    int verdict = o ? hs_oracle_any(o, conflicts) : -1;
    hs_oracle_free(o);
    return verdict;
}

int hs_gen_oracle_dimacs(hs_gen *g, int conflicts, hs_sink out)
{
    if (hs_gen_places(g))
        desert_places(g);
    return hs_oracle_dimacs(g, conflicts, out);
}

/* Whether the locked numbers (on their locked terrain) already break a rule among themselves:
 * then no terrain can help, and the search is not started. */
static bool locked_numbers_fit(hs_gen *g)
{
    hs_place *p = &g->numbers;
    stage_init(g, p);
    for (int t = 0; t < g->n; t++) /* unlocked tiles: no limits of their own, no number */
        g->terrain.value[t] = g->lock_terrain[t] != HS_PLACE_NONE ? g->lock_terrain[t] : HS_DESERT;
    number_constraints(g, p);
    for (int t = 0; t < g->n; t++) {
        p->is_var[t] = g->lock_number[t] != HS_PLACE_NONE; /* so that their domains count */
        p->value[t] = g->lock_number[t];
    }
    return hs_place_fits(p, p->value);
}

/* Whether the tokens can be matched to the hexes that take numbers at all, whatever the
 * terrain's arrangement, under the per-terrain pip limits and spread-red's share of the counted
 * numbers per terrain: a maximum flow from the tokens through the terrains that may take them
 * (the counted ones through a gate of the share's capacity) to the terrains' hexes must carry
 * one token per hex. Without spread-red this is Hall's condition (every set of terrains has at
 * least as many tokens allowed on one of them as it has hexes). When it fails no arrangement
 * can help, so the search is not started. */
enum { FLOW_SOURCE, FLOW_SINK, FLOW_VALUE = 2, FLOW_TERRAIN = FLOW_VALUE + 16,
       FLOW_GATE = FLOW_TERRAIN + HS_TERRAIN_COUNT, FLOW_NODES = FLOW_GATE + HS_TERRAIN_COUNT };

static int max_flow(int (*cap)[FLOW_NODES])
{
    int flow = 0;
    for (;;) {
        int from[FLOW_NODES], queue[FLOW_NODES], head = 0, tail = 0;
        for (int i = 0; i < FLOW_NODES; i++)
            from[i] = -1;
        from[FLOW_SOURCE] = FLOW_SOURCE;
        queue[tail++] = FLOW_SOURCE;
        while (head < tail && from[FLOW_SINK] < 0) {
            int u = queue[head++];
            for (int w = 0; w < FLOW_NODES; w++)
                if (from[w] < 0 && cap[u][w] > 0) {
                    from[w] = u;
                    queue[tail++] = w;
                }
        }
        if (from[FLOW_SINK] < 0)
            return flow;
        int push = INT_MAX;
        for (int w = FLOW_SINK; w != FLOW_SOURCE; w = from[w])
            push = cap[from[w]][w] < push ? cap[from[w]][w] : push;
        for (int w = FLOW_SINK; w != FLOW_SOURCE; w = from[w]) {
            cap[from[w]][w] -= push;
            cap[w][from[w]] += push;
        }
        flow += push;
    }
}

static bool tokens_can_match(const hs_gen *g)
{
    /* A locked number sits on its locked hex already: neither takes part, but a counted one
     * uses up a place of its terrain's share. */
    int tiles[HS_TERRAIN_COUNT] = {0}, tokens[16] = {0}, counted = 0, share_used[HS_TERRAIN_COUNT] = {0};
    for (int k = 0; k < g->n_terrain; k++)
        tiles[g->terrain_bag[k]]++;
    for (int k = 0; k < g->n_tokens; k++)
        tokens[g->token_bag[k]]++;
    for (int x = 0; x < 16; x++)
        counted += ((g->counted >> x) & 1u) ? tokens[x] : 0;
    for (int t = 0; t < g->n; t++) {
        int v = g->lock_terrain[t], x = g->lock_number[t];
        if (v != HS_PLACE_NONE && x == HS_PLACE_NONE)
            tiles[v]++;
        if (v != HS_PLACE_NONE && x != HS_PLACE_NONE && ((g->counted >> x) & 1u)) {
            counted++;
            share_used[v]++;
        }
    }
    int share = g->counted ? hs_rules_count_cap(counted) : INT_MAX / 2;
    static const int no_cap = INT_MAX / 2;
    int cap[FLOW_NODES][FLOW_NODES];
    memset(cap, 0, sizeof cap);
    int hexes = 0;
    for (int x = 0; x < 16; x++)
        cap[FLOW_SOURCE][FLOW_VALUE + x] = tokens[x];
    for (int v = 0; v < HS_TERRAIN_COUNT; v++) {
        if (takes_no_number(v) || !tiles[v])
            continue;
        hexes += tiles[v];
        cap[FLOW_TERRAIN + v][FLOW_SINK] = tiles[v];
        cap[FLOW_GATE + v][FLOW_TERRAIN + v] = share - share_used[v];
        uint16_t domain = g->number_domain[v];
        for (int x = 0; x < 16; x++)
            if ((domain >> x) & 1u)
                cap[FLOW_VALUE + x][((g->counted >> x) & 1u) ? FLOW_GATE + v : FLOW_TERRAIN + v] = no_cap;
    }
    return max_flow(cap) >= hexes;
}

/* The deserts of the request: those in the bag and those locked in place. */
static int deserts_of(const hs_gen *g)
{
    int n = 0;
    for (int k = 0; k < g->n_terrain; k++)
        n += g->terrain_bag[k] == HS_DESERT;
    for (int t = 0; t < g->n; t++)
        n += g->lock_terrain[t] == HS_DESERT;
    return n;
}

/* Whether desert=centre has no room for the deserts: more of them than centre hexes, or two of
 * them under deserts-apart on centre hexes that touch (the 5-6 centre is its two middle hexes,
 * side by side). Returns the reason for the refusal, or NULL when the deserts may fit. */
static const char *centre_too_small(const hs_gen *g)
{
    const hs_rules *r = &g->opt->rules;
    if (!g->shape || !(r->on & HS_RULE_DESERT) || r->desert != HS_DESERT_CENTRE)
        return NULL;
    int deserts = deserts_of(g);
    if (deserts > g->shape->n_centre)
        return "too few for them";
    if (deserts < 2 || !(r->on & HS_RULE_DESERTS_APART))
        return NULL;
    hs_hex a = hs_hex_make(g->shape->centre_q[0], g->shape->centre_r[0]);
    hs_hex b = hs_hex_make(g->shape->centre_q[1], g->shape->centre_r[1]);
    for (int d = 0; d < 6; d++)
        if (hs_hex_eq(hs_hex_neighbor(a, d), b))
            return "which touch, so deserts-apart cannot hold";
    return NULL;
}

/* With the numbers along the spiral, the rules that weigh numbers by terrain (spread-red, the
 * per-terrain pip limits) make the number stage's verdict depend on every terrain, and a hopeless
 * request would search all terrains. Without those rules the verdict depends only on the deserts
 * (the spiral, the pair rules and the pip cap see numbers alone), so that search is short: when
 * it proves that no board exists, none exists with them either. */
static bool spiral_hopeless(const hs_gen *g)
{
    const unsigned by_terrain = HS_RULE_SPREAD_RED | HS_RULE_MIN_PIPS | HS_RULE_MAX_PIPS;
    if (!g->shape || g->opt->numbers != HS_NUMBERS_SPIRAL || !(g->opt->rules.on & by_terrain))
        return false;
    hs_catan_options fewer = *g->opt;
    fewer.rules.on &= ~by_terrain;
    hs_gen relaxed = *g; /* ~20 KiB, like the caller's */
    relaxed.opt = &fewer;
    relaxed.counted = hs_rules_counted(&fewer.rules);
    relaxed.nodes = 0;
    relaxed.relaxed = true;
    return hs_gen_solve(&relaxed, NULL) == HS_EUNSAT;
}

/* Whether the search stopped at its full budget (HS_SEARCH_NODES, or the smaller one a test
 * set), where the solver's board takes over, rather than at a smaller max_nodes the caller
 * asked for (then it gives up), and the oracle is there to decide. */
static bool past_the_budget(const hs_gen *g)
{
    return g->opt->oracle != HS_ORACLE_OFF && node_bound(g) == g->budget;
}

/* hs_oracle_numbers.prepare: the hexes of the chosen terrain that take a number not locked, and
 * the token the draw gives each (the k-th of the bag to the k-th such hex in tile order, as the
 * number stage deals them). */
static void numbers_of_terrain(void *ctx, const uint8_t *terrain)
{
    hs_gen *g = ctx;
    hs_oracle_numbers *m = &g->first_numbers;
    memset(m->copies, 0, sizeof m->copies);
    for (int t = 0, k = 0; t < g->n; t++) {
        m->skip[t] = takes_no_number(terrain[t]) || g->lock_number[t] != HS_PLACE_NONE;
        m->drawn[t] = m->skip[t] || k >= g->n_tokens ? HS_PLACE_NONE : g->token_bag[k++];
        m->value[t] = takes_no_number(terrain[t]) ? 0 : g->lock_number[t];
    }
    for (int k = 0; k < g->n_tokens; k++)
        m->copies[g->token_bag[k]]++;
}

/* The solver's first board (hs_oracle_first) into g->terrain.value and g->numbers.value: the
 * terrain in the drawn search order, each tile its drawn terrain first; the numbers likewise,
 * or along the spiral by the number stage, which the solver's terrain always lets succeed.
 * 1 a board, 0 none exists, -1 no answer within HS_ORACLE_FIRST_CONFLICTS. */
static int solver_board(hs_gen *g)
{
    hs_oracle *o = oracle_of(g);
    if (!o)
        return -1;
    bool skip[HS_BOARD_MAX_TILES];
    uint8_t drawn[HS_BOARD_MAX_TILES], terrain[HS_BOARD_MAX_TILES];
    for (int t = 0, k = 0; t < g->n; t++) {
        skip[t] = g->lock_terrain[t] != HS_PLACE_NONE;
        drawn[t] = skip[t] ? HS_PLACE_NONE : g->terrain_bag[k++];
        terrain[t] = skip[t] ? g->lock_terrain[t] : HS_PLACE_NONE;
    }
    bool spiral = g->shape && g->opt->numbers == HS_NUMBERS_SPIRAL;
    g->first_numbers.prepare = numbers_of_terrain;
    g->first_numbers.ctx = g;
    int res = hs_oracle_first(o, g->order, skip, drawn, terrain, spiral ? NULL : &g->first_numbers,
                              g->solver_conflicts);
    if (res != 1)
        return res;
    memcpy(g->terrain.value, terrain, sizeof terrain);
    if (spiral) /* the paths, each by the fits test alone: no nodes */
        return place_numbers(g) == HS_PLACE_OK ? 1 : -1;
    memcpy(g->numbers.value, g->first_numbers.value, sizeof g->first_numbers.value);
    return 1;
}

/* The solver's proof as the answer. */
static hs_err no_board_by_solver(const hs_gen *g, hs_diag *diag)
{
    char rules[200];
    hs_rules_format(&g->opt->rules, rules, sizeof rules);
    return hs_fail(diag, HS_EUNSAT, "no %s board exists under these rules (%s)%s: the SAT solver proved it",
                   hs_mode_name(g->opt->mode), rules, g->opt->n_locks ? " and the locked tiles" : "");
}

/* Terrain first; every terrain the search finds is offered to the number stage, and only when
 * no numbers fit it does the terrain search go on (back to the last terrain the numbers depend
 * on: nothing below it can change their verdict). */
static hs_err solve_group(hs_gen *g, hs_diag *diag)
{
    const hs_rules *r = &g->opt->rules;
    hs_place *p = &g->terrain;
    if (g->opt->n_locks && !locked_numbers_fit(g))
        return hs_fail(diag, HS_EUNSAT, "the locked tiles break the rules among themselves: no board exists");
    /* The spiral lays the same tokens (and locks no number), so the count holds for it too. */
    if ((r->on & (HS_RULE_MIN_PIPS | HS_RULE_MAX_PIPS | HS_RULE_SPREAD_RED)) && !tokens_can_match(g)) {
        char rules[200];
        hs_rules_format(r, rules, sizeof rules);
        return hs_fail(diag, HS_EUNSAT, "no %s board exists under these rules (%s): the pip limits%s leave too few "
                       "tokens for some terrains", hs_mode_name(g->opt->mode), rules,
                       (r->on & HS_RULE_SPREAD_RED) ? " and spread-red's share" : "");
    }
    if (spiral_hopeless(g)) {
        char rules[200];
        hs_rules_format(r, rules, sizeof rules);
        return hs_fail(diag, HS_EUNSAT, "no %s board exists under these rules (%s): no board has numbers along the "
                       "spiral that obey the rules that look at numbers alone", hs_mode_name(g->opt->mode), rules);
    }
    const char *cramped = centre_too_small(g);
    if (cramped) {
        char rules[200];
        hs_rules_format(r, rules, sizeof rules);
        return hs_fail(diag, HS_EUNSAT, "no %s board exists under these rules (%s): desert=centre puts its %d "
                       "deserts on the %d centre hexes, %s", hs_mode_name(g->opt->mode), rules, deserts_of(g),
                       g->shape->n_centre, cramped);
    }
    stage_init(g, p);
    memcpy(p->conflict, g->terrain_conflict, sizeof p->conflict);
    memset(p->weight, 0, sizeof p->weight);
    if (hs_gen_places(g)) {
        desert_places(g);
        p->allowed = g->terrain_allowed;
    }
    p->group_cap = g->group_cap;
    p->grouped = g->grouped;
    p->relevant = number_relevant(g);
    if (g->opt->oracle == HS_ORACLE_ALWAYS) /* as for the numbers (place_numbers) */
        p->prune = terrain_completes;
    for (int t = 0; t < g->n; t++) {
        p->is_var[t] = g->lock_terrain[t] == HS_PLACE_NONE;
        p->value[t] = p->is_var[t] ? HS_PLACE_NONE : g->lock_terrain[t];
    }
    hs_place_init(p, g->terrain_bag, g->order);
    int res = hs_place_solve(p, place_numbers, g);
    if (res == HS_PLACE_LIMIT && g->verdict == 0) /* look: the solver proved it at check_at */
        return no_board_by_solver(g, diag);
    if (res == HS_PLACE_LIMIT && g->relaxed) /* look: the solver found a board, so no proof here */
        return hs_fail(diag, HS_ELIMIT, "a board exists without the rules by terrain");
    if (res == HS_PLACE_LIMIT && past_the_budget(g)) {
        /* The search's budget is spent: the solver's first board decides (docs/design.md). */
        g->by_solver = true;
        int found = solver_board(g);
        if (found == 1)
            return HS_OK;
        if (found == 0)
            return no_board_by_solver(g, diag);
        if (hs_cancel_requested(g->cancel))
            return hs_fail(diag, HS_ECANCEL, "cancelled while the SAT solver looked for the board");
        return hs_fail(diag, HS_ELIMIT, "the search stopped after %u nodes and the SAT solver after %ld conflicts "
                       "without an answer", g->budget, g->solver_conflicts);
    }
    if (res == HS_PLACE_LIMIT) {
        /* Out of nodes below the search's budget (max_nodes): the solver may still prove that no
         * board exists (then that is the answer the search would have reached), or say that one
         * does. */
        hs_oracle *o = g->opt->oracle == HS_ORACLE_OFF || g->verdict == 1 ? NULL : oracle_of(g);
        int verdict = g->verdict == 1 ? 1 : o ? hs_oracle_any(o, HS_ORACLE_LAST_CONFLICTS) : -1;
        if (verdict == 0)
            return no_board_by_solver(g, diag);
        return hs_fail(diag, HS_ELIMIT, "the search stopped after %u nodes without finding a board%s", node_bound(g),
                       verdict == 1 ? " (one exists: the SAT solver found one)" : "");
    }
    if (res == HS_PLACE_FAIL) {
        char rules[200];
        hs_rules_format(r, rules, sizeof rules);
        return hs_fail(diag, HS_EUNSAT, "no %s board exists under these rules (%s)%s: the search tried them all",
                       hs_mode_name(g->opt->mode), rules, g->opt->n_locks ? " and the locked tiles" : "");
    }
    return HS_OK;
}

hs_err hs_gen_solve(hs_gen *g, hs_diag *diag)
{
    g->oracle = NULL;
    g->oracle_failed = false;
    g->by_solver = false;
    if (g->shape && g->opt->numbers == HS_NUMBERS_SPIRAL) /* only spiral_numbers reads it (8 KiB) */
        memset(g->spiral_seen, 0, sizeof g->spiral_seen);
    g->verdict = HS_GEN_UNASKED;
    hs_err err = solve_group(g, diag);
    /* A search that stopped without an answer while the solver could not be made, or failed
     * (oracle.h), stopped for want of memory: only the search's own answers (a board, "tried them
     * all") hold without the solver. */
    if (err == HS_ELIMIT && (g->oracle_failed || hs_oracle_broken(g->oracle)))
        err = hs_fail(diag, HS_ENOMEM, "out of memory: the SAT solver could not go on, and the search stopped "
                      "without an answer");
    hs_oracle_free(g->oracle);
    g->oracle = NULL;
    return err;
}

void hs_gen_store(const hs_gen *g, const uint8_t *tile, hs_board *board)
{
    for (int t = 0; t < g->n; t++) {
        board->tiles[tile ? tile[t] : t].terrain = g->terrain.value[t];
        board->tiles[tile ? tile[t] : t].number = g->numbers.value[t];
    }
}

uint32_t hs_gen_extra_nodes(const hs_gen *g)
{
    uint32_t straight = (uint32_t)g->n_terrain + (g->opt->numbers == HS_NUMBERS_RANDOM || !g->shape ? (uint32_t)g->n_tokens : 0);
    return g->nodes > straight ? g->nodes - straight : 0;
}

int hs_board_desert(const hs_board *board, int pick)
{
    for (int t = 0, seen = 0; t < board->n_tiles; t++)
        if (board->tiles[t].terrain == HS_DESERT && seen++ == pick)
            return t;
    return -1;
}
