/* catan.c: the Catan board generator. All random draws happen first, in a documented order;
 * then a deterministic, complete backtracking search lays terrain and numbers under the rules.
 *
 * Draws from mulberry32(seed), in this order (docs/design.md repeats this list):
 *   1. terrain: Fisher-Yates shuffle of the terrain bag (tiles - 1 draws);
 *   2. numbers: random placement: shuffle of the tokens in letter order (tokens - 1 draws);
 *               spiral: one draw choosing among the shape's allowed (corner, direction) paths;
 *   3. harbors: shuffle of the harbor bag over the fixed slots (slots - 1 draws);
 *   4. robber: one draw choosing the desert, only when the board has more than one.
 * The search draws nothing: it tries each tile's values in the order they come in the
 * shuffled bag, so a shuffle that already obeys the rules is the board, unchanged. */
#include <string.h>

#include "catan_internal.h"
#include "hexseed/rng.h"

hs_catan_options hs_catan_default(void)
{
    hs_catan_options o = {
        .mode = HS_MODE_CLASSIC,
        .rules = HS_RULE_RED,
        .numbers = HS_NUMBERS_RANDOM,
        .seed = 0,
        .max_nodes = 5000000,
    };
    return o;
}

/* ---- Neighbours from the shape's doubled-width grid ------------------------------------ */

#define GRID_ROWS HS_SHAPE_MAX_ROWS
#define GRID_COLS 16

static void shape_neighbors(const hs_shape *shape, short neighbor[][6])
{
    signed char grid[GRID_ROWS][GRID_COLS];
    memset(grid, -1, sizeof grid);
    int n = 0;
    for (int row = 0; row < shape->n_rows; row++)
        for (int i = 0; i < shape->row_len[row]; i++)
            grid[row][shape->row_first_col[row] + 2 * i] = (signed char)n++;
    /* E, SE, SW, W, NW, NE in doubled-width steps */
    static const int drow[6] = {0, 1, 1, 0, -1, -1};
    static const int dcol[6] = {2, 1, -1, -2, -1, 1};
    n = 0;
    for (int row = 0; row < shape->n_rows; row++)
        for (int i = 0; i < shape->row_len[row]; i++, n++) {
            int col = shape->row_first_col[row] + 2 * i;
            for (int d = 0; d < 6; d++) {
                int r2 = row + drow[d], c2 = col + dcol[d];
                neighbor[n][d] = (r2 < 0 || r2 >= GRID_ROWS || c2 < 0 || c2 >= GRID_COLS) ? -1 : grid[r2][c2];
            }
        }
}

void hs_board_neighbors(const hs_board *board, short neighbor[][6])
{
    shape_neighbors(hs_shape_of(board->options.mode), neighbor);
}

/* ---- The search ------------------------------------------------------------------------ */

/* One placement problem: give each variable tile a value from the shuffled bag so that no two
 * neighbouring tiles hold conflicting values. Values are small integers (terrain 0..7, numbers
 * 2..12), so sets of values are 16-bit masks. */
typedef struct csp {
    int n_vars;
    uint8_t var_tile[HS_BOARD_MAX_TILES];
    uint8_t value[HS_BOARD_MAX_TILES];    /* per tile; NONE when unassigned */
    bool is_var[HS_BOARD_MAX_TILES];
    const short (*neighbor)[6];
    uint16_t conflict[16];                /* value -> values its neighbours may not hold */
    int n_seq;
    uint8_t seq[HS_BOARD_MAX_TILES];      /* the shuffled bag */
    bool used[HS_BOARD_MAX_TILES];
    uint8_t count[16];                    /* unused items of each value */
    uint16_t available;                   /* values with count > 0 */
    uint32_t *nodes;                      /* shared by the stages of one board */
    uint32_t max_nodes;                   /* 0: no bound */
} csp;

#define NONE 0xFF

enum { SEARCH_FAIL = 0, SEARCH_OK = 1, SEARCH_LIMIT = -1 };

static uint16_t forbidden_at(const csp *c, int tile)
{
    uint16_t mask = 0;
    for (int d = 0; d < 6; d++) {
        int j = c->neighbor[tile][d];
        if (j >= 0 && c->value[j] != NONE)
            mask |= c->conflict[c->value[j]];
    }
    return mask;
}

typedef int (*leaf_fn)(void *ctx);

/* Depth-first search with forward checking and "most constrained tile first" ordering. At
 * each node every open tile's set of still-allowed values is computed; the search backs off
 * at once when a tile has none left, or when some value has more copies left in the bag than
 * open tiles that could take it. Of the open tiles it branches on the one with the fewest
 * allowed values (the first in tile order on ties), trying values in bag order and each
 * distinct value once, so the search is complete: it fails only when no placement exists. */
static int search(csp *c, int depth, leaf_fn leaf, void *ctx)
{
    if (depth == c->n_vars)
        return leaf ? leaf(ctx) : SEARCH_OK;

    int best = -1, best_size = 99;
    uint16_t best_mask = 0;
    uint8_t support[16] = {0};
    for (int k = 0; k < c->n_vars; k++) {
        int t = c->var_tile[k];
        if (c->value[t] != NONE)
            continue;
        uint16_t mask = c->available & (uint16_t)~forbidden_at(c, t);
        if (!mask)
            return SEARCH_FAIL;
        int size = __builtin_popcount(mask);
        if (size < best_size) {
            best = t;
            best_size = size;
            best_mask = mask;
        }
        for (uint16_t m = mask; m; m &= (uint16_t)(m - 1))
            support[__builtin_ctz(m)]++;
    }
    for (uint16_t m = c->available; m; m &= (uint16_t)(m - 1)) {
        int v = __builtin_ctz(m);
        if (support[v] < c->count[v])
            return SEARCH_FAIL;
    }

    uint16_t tried = 0;
    for (int s = 0; s < c->n_seq; s++) {
        if (c->used[s])
            continue;
        int v = c->seq[s];
        uint16_t bit = (uint16_t)(1u << v);
        if ((tried & bit) || !(best_mask & bit))
            continue;
        tried |= bit;
        if (c->max_nodes && *c->nodes >= c->max_nodes)
            return SEARCH_LIMIT;
        ++*c->nodes;
        c->value[best] = (uint8_t)v;
        c->used[s] = true;
        if (--c->count[v] == 0)
            c->available &= (uint16_t)~bit;
        int r = search(c, depth + 1, leaf, ctx);
        if (r != SEARCH_FAIL)
            return r;
        c->count[v]++;
        c->available |= bit;
        c->used[s] = false;
        c->value[best] = NONE;
    }
    return SEARCH_FAIL;
}

/* The shuffled bag laid in tile order, if that already obeys the rules: then the board is
 * exactly the shuffle, as a plain rejection sampler would have drawn it. */
static bool take_bag_as_drawn(csp *c)
{
    for (int k = 0; k < c->n_vars; k++)
        c->value[c->var_tile[k]] = c->seq[k];
    for (int k = 0; k < c->n_vars; k++) {
        int t = c->var_tile[k];
        uint16_t hit = c->conflict[c->value[t]];
        for (int d = 0; hit && d < 6; d++) {
            int j = c->neighbor[t][d];
            if (j >= 0 && c->value[j] != NONE && (hit & (1u << c->value[j]))) {
                for (int i = 0; i < c->n_vars; i++)
                    c->value[c->var_tile[i]] = NONE;
                return false;
            }
        }
    }
    for (int s = 0; s < c->n_seq; s++)
        c->used[s] = true;
    c->available = 0;
    memset(c->count, 0, sizeof c->count);
    return true;
}

/* Solves `c`: the bag as drawn when it already fits, else the search. */
static int solve(csp *c, leaf_fn leaf, void *ctx)
{
    if (take_bag_as_drawn(c)) {
        *c->nodes += (uint32_t)c->n_vars;
        int r = leaf ? leaf(ctx) : SEARCH_OK;
        if (r != SEARCH_FAIL)
            return r;
        /* The numbers did not fit this terrain: search the terrain from scratch. */
        for (int s = 0; s < c->n_seq; s++)
            c->used[s] = false;
        for (int s = 0; s < c->n_seq; s++)
            c->count[c->seq[s]]++;
        for (int s = 0; s < c->n_seq; s++)
            c->available |= (uint16_t)(1u << c->seq[s]);
        for (int k = 0; k < c->n_vars; k++)
            c->value[c->var_tile[k]] = NONE;
    }
    return search(c, 0, leaf, ctx);
}

static void csp_init(csp *c, const short (*neighbor)[6], const uint8_t *seq, int n_seq,
                     uint32_t *nodes, uint32_t max_nodes)
{
    memset(c, 0, sizeof *c);
    c->neighbor = neighbor;
    c->nodes = nodes;
    c->max_nodes = max_nodes;
    memset(c->value, NONE, sizeof c->value);
    c->n_seq = n_seq;
    memcpy(c->seq, seq, (size_t)n_seq);
    for (int s = 0; s < n_seq; s++) {
        c->count[seq[s]]++;
        c->available |= (uint16_t)(1u << seq[s]);
    }
}

/* ---- Spiral paths ---------------------------------------------------------------------- */

/* The six corner tiles, clockwise from the top-left, and the direction pointing off the board
 * at each: top-left NW, top-right NE, right E, bottom-right SE, bottom-left SW, left W. */
static int corner_tile(const hs_shape *shape, int corner)
{
    int widest = 0;
    for (int r = 1; r < shape->n_rows; r++)
        if (shape->row_len[r] > shape->row_len[widest])
            widest = r;
    int last = shape->n_rows - 1;
    switch (corner) {
    case 0: return hs_shape_tile_index(shape, 0, 0);
    case 1: return hs_shape_tile_index(shape, 0, shape->row_len[0] - 1);
    case 2: return hs_shape_tile_index(shape, widest, shape->row_len[widest] - 1);
    case 3: return hs_shape_tile_index(shape, last, shape->row_len[last] - 1);
    case 4: return hs_shape_tile_index(shape, last, 0);
    default: return hs_shape_tile_index(shape, widest, 0);
    }
}

/* Walks the board ring by ring from `corner`, clockwise or not, hugging the outside of what is
 * left, and writes the tile order into `order`. Returns the tile count. */
int hs_spiral_order(const hs_shape *shape, int corner, bool clockwise, uint8_t *order)
{
    short neighbor[HS_BOARD_MAX_TILES][6];
    shape_neighbors(shape, neighbor);
    hs_tile tiles[HS_BOARD_MAX_TILES];
    int n = hs_shape_tiles(shape, tiles);
    bool visited[HS_BOARD_MAX_TILES] = {false}, ring[HS_BOARD_MAX_TILES];
    const int turn = clockwise ? 1 : -1;

    int cur = corner_tile(shape, corner), count = 0;
    int outward = (corner + 4) % 6;
    int heading = (outward + 2 * turn + 6) % 6;

    while (count < n) {
        /* The ring: unvisited tiles touching the outside or a visited tile. */
        for (int t = 0; t < n; t++) {
            ring[t] = false;
            if (visited[t])
                continue;
            for (int d = 0; d < 6; d++) {
                int j = neighbor[t][d];
                if (j < 0 || visited[j])
                    ring[t] = true;
            }
        }
        if (count > 0) {
            /* Step inwards from the last tile, continuing the turn; else the first ring tile. */
            int next = -1;
            for (int k = 0; k < 6 && next < 0; k++) {
                int d = ((heading - turn * (1 - k)) % 6 + 6) % 6;
                int j = neighbor[cur][d];
                if (j >= 0 && ring[j]) {
                    next = j;
                    heading = d;
                }
            }
            for (int t = 0; t < n && next < 0; t++)
                if (ring[t])
                    next = t;
            cur = next;
        }
        for (;;) {
            visited[cur] = true;
            order[count++] = (uint8_t)cur;
            int next = -1;
            for (int k = 0; k < 6 && next < 0; k++) {
                int d = ((heading - turn * (1 - k)) % 6 + 6) % 6;
                int j = neighbor[cur][d];
                if (j >= 0 && ring[j] && !visited[j]) {
                    next = j;
                    heading = d;
                }
            }
            if (next < 0)
                break;
            cur = next;
        }
    }
    return n;
}

/* ---- The generator --------------------------------------------------------------------- */

typedef struct generation {
    const hs_shape *shape;
    const hs_catan_options *opt;
    hs_board *board;
    short neighbor[HS_BOARD_MAX_TILES][6];
    csp terrain, numbers;
    uint8_t token_seq[HS_SHAPE_MAX_TOKENS];
    int spiral_path; /* 2*corner + ccw, for the spiral method */
    uint32_t nodes;
} generation;

static uint16_t number_conflicts(unsigned rules, int v)
{
    uint16_t red = (1u << 6) | (1u << 8), extreme = (1u << 2) | (1u << 12), m = 0;
    if ((rules & HS_RULE_RED) && ((1u << v) & red))
        m |= red;
    if ((rules & HS_RULE_EXTREMES) && ((1u << v) & extreme))
        m |= extreme;
    if (rules & HS_RULE_EQUAL)
        m |= (uint16_t)(1u << v);
    return m;
}

/* Numbers for the terrain now in g->terrain: searched or laid along the spiral. */
static int place_numbers(void *ctx)
{
    generation *g = ctx;
    int n = g->board->n_tiles;
    const uint8_t *terrain = g->terrain.value;

    if (g->opt->numbers == HS_NUMBERS_SPIRAL) {
        uint8_t order[HS_BOARD_MAX_TILES];
        hs_spiral_order(g->shape, g->spiral_path / 2, !(g->spiral_path & 1), order);
        int k = 0;
        for (int i = 0; i < n; i++) {
            int t = order[i];
            g->numbers.value[t] = terrain[t] == HS_DESERT ? 0 : g->shape->tokens[k++];
        }
        /* The allowed paths keep reds apart by construction; a rule they could break was
         * refused up front, so only a check remains. */
        for (int t = 0; t < n; t++)
            for (int d = 0; d < 6; d++) {
                int j = g->neighbor[t][d];
                if (j >= 0 && g->numbers.value[t] && (number_conflicts(g->opt->rules, g->numbers.value[t]) & (1u << g->numbers.value[j])))
                    return SEARCH_FAIL;
            }
        return SEARCH_OK;
    }

    csp *c = &g->numbers;
    csp_init(c, (const short (*)[6])g->neighbor, g->token_seq, g->shape->n_tokens, &g->nodes, g->opt->max_nodes);
    for (int t = 0; t < n; t++) {
        if (terrain[t] == HS_DESERT) {
            c->value[t] = 0;
        } else {
            c->is_var[t] = true;
            c->var_tile[c->n_vars++] = (uint8_t)t;
        }
    }
    for (int v = 1; v < 16; v++)
        c->conflict[v] = number_conflicts(g->opt->rules, v);
    int r = solve(c, NULL, NULL);
    if (r == SEARCH_FAIL)
        memset(c->value, NONE, sizeof c->value);
    return r;
}

static hs_err check_options(const hs_catan_options *o, hs_diag *diag)
{
    if ((unsigned)o->mode >= HS_MODE_COUNT)
        return hs_fail(diag, HS_EINVAL, "unknown mode %d", (int)o->mode);
    if (o->rules & ~(unsigned)HS_RULE_ALL)
        return hs_fail(diag, HS_EINVAL, "unknown rule bits 0x%x", o->rules & ~(unsigned)HS_RULE_ALL);
    if ((unsigned)o->numbers >= HS_NUMBERS_COUNT)
        return hs_fail(diag, HS_EINVAL, "unknown number placement %d", (int)o->numbers);
    if (o->numbers == HS_NUMBERS_SPIRAL && o->mode == HS_MODE_5_6 && (o->rules & (HS_RULE_EXTREMES | HS_RULE_EQUAL)))
        return hs_fail(diag, HS_ECONFLICT,
                       "the 5-6 spiral puts %s next to each other on most boards: use --spiral without rule '%s', or random placement",
                       (o->rules & HS_RULE_EQUAL) ? "equal numbers" : "2 and 12",
                       (o->rules & HS_RULE_EQUAL) ? "equal" : "extremes");
    return HS_OK;
}

hs_err hs_catan_generate(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    hs_err err = check_options(options, diag);
    if (err)
        return err;

    generation g;
    memset(&g, 0, sizeof g);
    g.shape = hs_shape_of(options->mode);
    g.opt = options;
    g.board = board;
    memset(board, 0, sizeof *board);
    board->options = *options;
    board->n_tiles = hs_shape_tiles(g.shape, board->tiles);
    shape_neighbors(g.shape, g.neighbor);
    hs_rng rng = hs_rng_seed(options->seed);
    int n = board->n_tiles;

    /* 1. terrain bag */
    uint8_t terrain_seq[HS_BOARD_MAX_TILES];
    int k = 0, deserts = g.shape->terrain_bag[HS_DESERT];
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        for (int i = 0; i < g.shape->terrain_bag[t]; i++)
            terrain_seq[k++] = (uint8_t)t;
    hs_rng_shuffle(&rng, terrain_seq, (size_t)k, 1);

    /* 2. numbers */
    if (options->numbers == HS_NUMBERS_SPIRAL) {
        int paths[12], n_paths = 0;
        for (int p = 0; p < 12; p++)
            if (g.shape->spiral_paths & (1u << p))
                paths[n_paths++] = p;
        g.spiral_path = paths[hs_rng_below(&rng, (uint32_t)n_paths)];
        board->spiral_corner = g.spiral_path / 2;
        board->spiral_clockwise = !(g.spiral_path & 1);
    } else {
        memcpy(g.token_seq, g.shape->tokens, (size_t)g.shape->n_tokens);
        hs_rng_shuffle(&rng, g.token_seq, (size_t)g.shape->n_tokens, 1);
    }

    /* 3. harbors */
    uint8_t harbor_seq[HS_SHAPE_MAX_HARBORS];
    k = 0;
    for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
        for (int i = 0; i < g.shape->harbor_bag[t]; i++)
            harbor_seq[k++] = (uint8_t)t;
    hs_rng_shuffle(&rng, harbor_seq, (size_t)k, 1);

    /* 4. robber */
    int robber_pick = deserts > 1 ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;

    /* The search: terrain first; every complete terrain is offered to the number stage, and
     * only when no numbers fit does the terrain search go on. */
    csp *c = &g.terrain;
    csp_init(c, (const short (*)[6])g.neighbor, terrain_seq, n, &g.nodes, options->max_nodes);
    for (int t = 0; t < n; t++) {
        c->is_var[t] = true;
        c->var_tile[c->n_vars++] = (uint8_t)t;
    }
    for (int v = 0; v < 16; v++)
        c->conflict[v] = (options->rules & HS_RULE_TERRAIN) && v != HS_DESERT && v != HS_SEA ? (uint16_t)(1u << v) : 0;
    int r = solve(c, place_numbers, &g);
    if (r == SEARCH_LIMIT)
        return hs_fail(diag, HS_ELIMIT, "the search stopped after %u nodes without finding a board", options->max_nodes);
    if (r == SEARCH_FAIL)
        return hs_fail(diag, HS_EUNSAT, "no %s board satisfies the rules", hs_mode_name(options->mode));

    for (int t = 0; t < n; t++) {
        board->tiles[t].terrain = c->value[t];
        board->tiles[t].number = g.numbers.value[t];
    }
    uint32_t nodes = g.nodes;
    int straight = n + (options->numbers == HS_NUMBERS_RANDOM ? g.shape->n_tokens : 0);
    board->backtracks = nodes > (uint32_t)straight ? nodes - (uint32_t)straight : 0;

    board->n_harbors = g.shape->n_harbors;
    for (int h = 0; h < g.shape->n_harbors; h++) {
        const hs_harbor_slot *s = &g.shape->harbors[h];
        board->harbors[h].tile = (uint8_t)hs_shape_tile_index(g.shape, s->row, s->idx);
        board->harbors[h].side = s->side;
        board->harbors[h].type = harbor_seq[h];
    }

    board->robber = -1;
    for (int t = 0, seen = 0; t < n; t++)
        if (board->tiles[t].terrain == HS_DESERT && seen++ == robber_pick)
            board->robber = t;
    return HS_OK;
}

/* ---- The independent checker ----------------------------------------------------------- */

static bool numbers_clash(unsigned rules, int a, int b, const char **rule)
{
    if (!a || !b)
        return false;
    bool red_a = a == 6 || a == 8, red_b = b == 6 || b == 8;
    bool ext_a = a == 2 || a == 12, ext_b = b == 2 || b == 12;
    if ((rules & HS_RULE_RED) && red_a && red_b) {
        *rule = "red";
        return true;
    }
    if ((rules & HS_RULE_EXTREMES) && ext_a && ext_b) {
        *rule = "extremes";
        return true;
    }
    if ((rules & HS_RULE_EQUAL) && a == b) {
        *rule = "equal";
        return true;
    }
    return false;
}

bool hs_catan_check(const hs_board *board, unsigned rules, hs_diag *diag)
{
    for (int i = 0; i < board->n_tiles; i++)
        for (int j = i + 1; j < board->n_tiles; j++) {
            if (hs_hex_distance(board->tiles[i].hex, board->tiles[j].hex) != 1)
                continue;
            const hs_tile *a = &board->tiles[i], *b = &board->tiles[j];
            const char *rule = NULL;
            if ((rules & HS_RULE_TERRAIN) && a->terrain == b->terrain && a->terrain != HS_DESERT && a->terrain != HS_SEA)
                rule = "terrain";
            else if (!numbers_clash(rules, a->number, b->number, &rule))
                continue;
            hs_fail(diag, HS_EUNSAT, "tiles %d and %d break rule '%s'", i, j, rule);
            return false;
        }
    return true;
}
