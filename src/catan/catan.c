/* catan.c: the Catan board generator. All random draws happen first, in a documented order;
 * then a deterministic, complete backtracking search lays terrain and numbers under the rules.
 *
 * Draws from mulberry32(seed), in this order (docs/design.md repeats this list):
 *   1. terrain: Fisher-Yates shuffle of the terrain bag (tiles - 1 draws);
 *   2. numbers: random placement: shuffle of the tokens in letter order (tokens - 1 draws);
 *               spiral: one draw choosing among the shape's allowed (corner, direction) paths;
 *   3. harbors: shuffle of the harbor bag over the fixed slots (slots - 1 draws);
 *   4. robber: one draw choosing the desert, only when the board has more than one;
 *   5. search order: a shuffle of the tiles (tiles - 1 draws), used only when values move.
 * The search itself draws nothing. A shuffle that already obeys the rules is the board,
 * unchanged, exactly as a rejection sampler would have drawn it; otherwise the solver of
 * place.c repairs it, keeping values where the bag put them as far as the rules allow. */
#include <string.h>

#include "catan_internal.h"
#include "hexseed/landmass.h"
#include "hexseed/rng.h"
#include "place.h"

hs_catan_options hs_catan_default(void)
{
    hs_catan_options o = {
        .mode = HS_MODE_CLASSIC,
        .rules = HS_RULE_RED,
        .numbers = HS_NUMBERS_RANDOM,
        .seed = 0,
        .max_nodes = 5000000,
        .balance_iterations = 200000,
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

static void hex_neighbors(const hs_hex *hexes, int n, short neighbor[][6]);

void hs_board_neighbors(const hs_board *board, short neighbor[][6])
{
    if (!hs_sea_layout_of(board->options.mode)) {
        shape_neighbors(hs_shape_of(board->options.mode), neighbor);
        return;
    }
    hs_hex hexes[HS_BOARD_MAX_TILES];
    for (int t = 0; t < board->n_tiles; t++)
        hexes[t] = board->tiles[t].hex;
    hex_neighbors(hexes, board->n_tiles, neighbor);
}

bool hs_board_has_sea(const hs_board *board)
{
    for (int t = 0; t < board->n_tiles; t++)
        if (board->tiles[t].terrain == HS_SEA)
            return true;
    return false;
}

bool hs_sea_layout_drawn(const hs_catan_options *options)
{
    return !options->landmass && hs_sea_layout_of(options->mode) != NULL;
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

/* One group of tiles searched together (a whole Classic or 5-6 board, or one island group of a
 * Seafarers board): its graph, its draws and the two placement stages. */
typedef struct generation {
    const hs_shape *shape;  /* the shape these tiles make, for the spiral; NULL: numbers random */
    const hs_catan_options *opt;
    int n;
    short neighbor[HS_BOARD_MAX_TILES][6];
    uint8_t n_near[HS_BOARD_MAX_TILES];
    uint8_t near[HS_BOARD_MAX_TILES][6];
    hs_place terrain, numbers;
    uint8_t terrain_bag[HS_BOARD_MAX_TILES];
    int n_tokens;
    uint8_t token_bag[HS_BOARD_MAX_TILES];
    uint8_t order[HS_BOARD_MAX_TILES]; /* the drawn search order of the tiles */
    int spiral_path;                   /* 2*corner + (counter-clockwise), for the spiral */
    uint32_t nodes;
} generation;

static uint16_t number_conflicts(unsigned rules, int v)
{
    uint16_t red = (1u << 6) | (1u << 8), extreme = (1u << 2) | (1u << 12), m = 0;
    if (v == 0)
        return 0;
    if ((rules & HS_RULE_RED) && ((1u << v) & red))
        m |= red;
    if ((rules & HS_RULE_EXTREMES) && ((1u << v) & extreme))
        m |= extreme;
    if (rules & HS_RULE_EQUAL)
        m |= (uint16_t)(1u << v);
    return m;
}

static bool takes_no_number(int terrain)
{
    return terrain == HS_DESERT || terrain == HS_SEA;
}

/* Numbers for the terrain now in g->terrain: laid along the spiral, or searched. */
static int place_numbers(void *ctx)
{
    generation *g = ctx;
    const hs_place *t = &g->terrain;
    hs_place *p = &g->numbers;
    int n = t->n_tiles;

    if (g->shape && g->opt->numbers == HS_NUMBERS_SPIRAL) {
        uint8_t path[HS_BOARD_MAX_TILES];
        hs_spiral_order(g->shape, g->spiral_path / 2, !(g->spiral_path & 1), path);
        for (int i = 0, k = 0; i < n; i++)
            p->value[path[i]] = takes_no_number(t->value[path[i]]) ? 0 : g->shape->tokens[k++];
        /* Every path keeps reds apart (the tables say which, the tests prove it) and the rules
         * a spiral could break were refused up front; this check only guards that promise. */
        for (int a = 0; a < n; a++)
            for (int d = 0; d < 6; d++) {
                int b = g->neighbor[a][d];
                if (b >= 0 && (number_conflicts(g->opt->rules, p->value[a]) & (1u << p->value[b])))
                    return HS_PLACE_FAIL;
            }
        return HS_PLACE_OK;
    }

    p->n_tiles = n;
    p->neighbor = (const short (*)[6])g->neighbor;
    p->n_near = g->n_near;
    p->near = (const uint8_t (*)[6])g->near;
    p->nodes = &g->nodes;
    p->max_nodes = g->opt->max_nodes;
    for (int v = 0; v < 16; v++)
        p->conflict[v] = number_conflicts(g->opt->rules, v);
    for (int i = 0; i < n; i++) {
        p->is_var[i] = !takes_no_number(t->value[i]);
        p->value[i] = p->is_var[i] ? HS_PLACE_NONE : 0;
    }
    hs_place_init(p, g->token_bag, g->order);
    return hs_place_solve(p, NULL, NULL);
}

/* Fills g->n_near / g->near from g->neighbor. */
static void index_near(generation *g)
{
    for (int t = 0; t < g->n; t++) {
        g->n_near[t] = 0;
        for (int d = 0; d < 6; d++)
            if (g->neighbor[t][d] >= 0)
                g->near[t][g->n_near[t]++] = (uint8_t)g->neighbor[t][d];
    }
}

/* The neighbours of hexes[0..n) among themselves, by coordinates. */
static void hex_neighbors(const hs_hex *hexes, int n, short neighbor[][6])
{
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++) {
            hs_hex h = hs_hex_neighbor(hexes[i], d);
            neighbor[i][d] = -1;
            for (int j = 0; j < n; j++)
                if (hs_hex_eq(hexes[j], h))
                    neighbor[i][d] = (short)j;
        }
}

/* Draws the group's terrain bag (from `bag` counts) as a shuffle. */
static void draw_terrain(generation *g, hs_rng *rng, const uint8_t *bag)
{
    int k = 0;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        for (int i = 0; i < bag[t]; i++)
            g->terrain_bag[k++] = (uint8_t)t;
    hs_rng_shuffle(rng, g->terrain_bag, (size_t)k, 1);
}

/* Draws the numbers: a spiral path (with a shape and spiral placement) or a token shuffle. */
static void draw_numbers(generation *g, hs_rng *rng, const uint8_t *tokens, int n_tokens)
{
    g->n_tokens = n_tokens;
    if (g->shape && g->opt->numbers == HS_NUMBERS_SPIRAL) {
        int paths[12], n_paths = 0;
        for (int path = 0; path < 12; path++)
            if (g->shape->spiral_paths & (1u << path))
                paths[n_paths++] = path;
        g->spiral_path = paths[hs_rng_below(rng, (uint32_t)n_paths)];
    } else {
        memcpy(g->token_bag, tokens, (size_t)n_tokens);
        hs_rng_shuffle(rng, g->token_bag, (size_t)n_tokens, 1);
    }
}

static void draw_order(generation *g, hs_rng *rng)
{
    for (int t = 0; t < g->n; t++)
        g->order[t] = (uint8_t)t;
    hs_rng_shuffle(rng, g->order, (size_t)g->n, 1);
}

/* Terrain first; every terrain the search finds is offered to the number stage, and only when
 * no numbers fit it does the terrain search go on. */
static hs_err solve_group(generation *g, hs_diag *diag)
{
    hs_place *p = &g->terrain;
    p->n_tiles = g->n;
    p->neighbor = (const short (*)[6])g->neighbor;
    p->n_near = g->n_near;
    p->near = (const uint8_t (*)[6])g->near;
    p->nodes = &g->nodes;
    p->max_nodes = g->opt->max_nodes;
    for (int v = 0; v < 16; v++)
        p->conflict[v] = (g->opt->rules & HS_RULE_TERRAIN) && v != HS_DESERT && v != HS_SEA ? (uint16_t)(1u << v) : 0;
    for (int t = 0; t < g->n; t++)
        p->is_var[t] = true;
    hs_place_init(p, g->terrain_bag, g->order);
    int r = hs_place_solve(p, place_numbers, g);
    if (r == HS_PLACE_LIMIT)
        return hs_fail(diag, HS_ELIMIT, "the search stopped after %u nodes without finding a board", g->opt->max_nodes);
    if (r == HS_PLACE_FAIL)
        return hs_fail(diag, HS_EUNSAT, "no %s board satisfies the rules", hs_mode_name(g->opt->mode));
    return HS_OK;
}

/* Search nodes beyond the straight descent through every tile and token. */
static uint32_t extra_nodes(const generation *g)
{
    uint32_t straight = (uint32_t)g->n + (g->opt->numbers == HS_NUMBERS_RANDOM || !g->shape ? (uint32_t)g->n_tokens : 0);
    return g->nodes > straight ? g->nodes - straight : 0;
}

static hs_err check_options(const hs_catan_options *o, hs_diag *diag)
{
    if ((unsigned)o->mode >= HS_MODE_COUNT)
        return hs_fail(diag, HS_EINVAL, "unknown mode %d", (int)o->mode);
    if (o->rules & ~(unsigned)HS_RULE_ALL)
        return hs_fail(diag, HS_EINVAL, "unknown rule bits 0x%x", o->rules & ~(unsigned)HS_RULE_ALL);
    if ((unsigned)o->numbers >= HS_NUMBERS_COUNT)
        return hs_fail(diag, HS_EINVAL, "unknown number placement %d", (int)o->numbers);
    if (o->balance > HS_BALANCE_LEAST || o->balance_metric > 1)
        return hs_fail(diag, HS_EINVAL, "unknown balance setting %u/%u", o->balance, o->balance_metric);
    if (o->balance && o->mode != HS_MODE_CLASSIC && o->mode != HS_MODE_5_6)
        return hs_fail(diag, HS_ECONFLICT, "balanced boards are Classic or 5-6 boards");
    if (o->balance && o->numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT, "a balanced board moves its numbers: drop the spiral");
    if (o->balance && o->balance_metric == 1 && o->mode != HS_MODE_CLASSIC)
        return hs_fail(diag, HS_ECONFLICT, "the compat metric scores Classic boards only: use --metric hexseed");
    if (o->balance && (o->balance_iterations < 1000 || o->balance_iterations > 10000000 || o->balance_iterations % 1000))
        return hs_fail(diag, HS_EINVAL, "iterations %u is not a multiple of 1000 from 1000 to 10000000",
                       (unsigned)o->balance_iterations);
    if (o->landmass && o->mode != HS_MODE_SEAFARERS)
        return hs_fail(diag, HS_ECONFLICT, "a landmass board is a Seafarers board: mode '%s' has its own layout",
                       hs_mode_name(o->mode));
    if (o->landmass && o->numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT,
                       "the spiral belongs to the rulebook boards; a landmass board takes searched numbers");
    if (o->numbers == HS_NUMBERS_SPIRAL && hs_shape_of(o->mode)->mode == HS_MODE_5_6 &&
        (o->rules & (HS_RULE_EXTREMES | HS_RULE_EQUAL)))
        return hs_fail(diag, HS_ECONFLICT,
                       "the 5-6 spiral puts %s next to each other on most boards: drop rule '%s' or the spiral",
                       (o->rules & HS_RULE_EQUAL) ? "equal numbers" : "2 and 12",
                       (o->rules & HS_RULE_EQUAL) ? "equal" : "extremes");
    return HS_OK;
}

/* Copies a solved group's terrain and numbers onto the board tiles `tile[0..g->n)`. */
static void store_group(const generation *g, const uint8_t *tile, hs_board *board)
{
    for (int t = 0; t < g->n; t++) {
        board->tiles[tile ? tile[t] : t].terrain = g->terrain.value[t];
        board->tiles[tile ? tile[t] : t].number = g->numbers.value[t];
    }
}

/* The robber's desert: the pick-th desert tile of the board (-1 without a desert). */
static int desert_tile(const hs_board *board, int pick)
{
    for (int t = 0, seen = 0; t < board->n_tiles; t++)
        if (board->tiles[t].terrain == HS_DESERT && seen++ == pick)
            return t;
    return -1;
}

static hs_err generate_sea(const hs_catan_options *options, hs_board *board, hs_diag *diag);
static hs_err generate_landmass(const hs_catan_options *options, hs_board *board, hs_diag *diag);

hs_err hs_catan_generate(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    hs_err err = check_options(options, diag);
    if (err)
        return err;
    memset(board, 0, sizeof *board);
    board->options = *options;
    board->pirate = -1;
    if (options->landmass)
        return generate_landmass(options, board, diag);
    if (hs_sea_layout_of(options->mode))
        return generate_sea(options, board, diag);

    /* ~10 KiB of solver state, one value here: generation is re-entrant (no statics). */
    generation g;
    g.shape = hs_shape_of(options->mode);
    g.opt = options;
    g.nodes = 0;
    g.n = board->n_tiles = hs_shape_tiles(g.shape, board->tiles);
    shape_neighbors(g.shape, g.neighbor);
    index_near(&g);
    hs_rng rng = hs_rng_seed(options->seed);

    /* 1. terrain bag, 2. numbers */
    draw_terrain(&g, &rng, g.shape->terrain_bag);
    draw_numbers(&g, &rng, g.shape->tokens, g.shape->n_tokens);

    /* 3. harbors */
    uint8_t harbor_bag[HS_SHAPE_MAX_HARBORS];
    int k = 0;
    for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
        for (int i = 0; i < g.shape->harbor_bag[t]; i++)
            harbor_bag[k++] = (uint8_t)t;
    hs_rng_shuffle(&rng, harbor_bag, (size_t)k, 1);

    /* 4. robber */
    int deserts = g.shape->terrain_bag[HS_DESERT];
    int robber_pick = deserts > 1 ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;

    /* 5. the search order of the tiles */
    draw_order(&g, &rng);

    if ((err = solve_group(&g, diag)))
        return err;
    store_group(&g, NULL, board);
    board->backtracks = extra_nodes(&g);
    if (options->numbers == HS_NUMBERS_SPIRAL) {
        board->spiral_corner = g.spiral_path / 2;
        board->spiral_clockwise = !(g.spiral_path & 1);
    }

    board->n_harbors = g.shape->n_harbors;
    for (int h = 0; h < g.shape->n_harbors; h++) {
        const hs_harbor_slot *s = &g.shape->harbors[h];
        board->harbors[h].tile = (uint8_t)hs_shape_tile_index(g.shape, s->row, s->idx);
        board->harbors[h].side = s->side;
        board->harbors[h].type = harbor_bag[h];
    }
    board->robber = desert_tile(board, robber_pick);
    return HS_OK;
}

/* ---- Seafarers ------------------------------------------------------------------------- */

/* A Seafarers scenario read off its drawing: every hex of the rectangle as a board tile
 * (row-major), which tiles form the main island and the small islands, the harbor slots and
 * the pirate's start. */
typedef struct sea_board {
    int n_main, n_islands, n_slots;
    uint8_t main[HS_BOARD_MAX_TILES];
    uint8_t islands[HS_BOARD_MAX_TILES];
    uint8_t slot_sea[HS_BOARD_MAX_HARBORS], slot_dir[HS_BOARD_MAX_HARBORS];
} sea_board;

static int dir_from_name(const char *s, size_t len)
{
    static const char *const names[6] = {"E", "SE", "SW", "W", "NW", "NE"};
    for (int d = 0; d < 6; d++)
        if (strlen(names[d]) == len && strncmp(names[d], s, len) == 0)
            return d;
    return -1;
}

static void read_layout(const hs_sea_layout *L, hs_board *board, sea_board *sb)
{
    memset(sb, 0, sizeof *sb);
    int n = 0;
    for (int row = 0; row < L->n_rows; row++) {
        const char *p = L->rows[row];
        for (int col = row % 2 ? 1 : 2; *p; col += 2) {
            size_t len = strcspn(p, " ");
            int r = row - L->origin_row;
            board->tiles[n].hex = hs_hex_make((col - L->origin_col - r) / 2, r);
            board->tiles[n].terrain = HS_SEA;
            board->tiles[n].number = 0;
            if (p[0] == 'M')
                sb->main[sb->n_main++] = (uint8_t)n;
            else if (p[0] == 'I')
                sb->islands[sb->n_islands++] = (uint8_t)n;
            else if (p[0] == 'P') {
                sb->slot_sea[sb->n_slots] = (uint8_t)n;
                sb->slot_dir[sb->n_slots++] = (uint8_t)dir_from_name(p + 1, len - 1);
            } else if (strncmp(p, "pir", len) == 0)
                board->pirate = n;
            n++;
            p += len;
            p += strspn(p, " ");
        }
    }
    board->n_tiles = n;
}

static void group_graph(generation *g, const hs_board *board, const uint8_t *tile, int n)
{
    hs_hex hexes[HS_BOARD_MAX_TILES];
    for (int t = 0; t < n; t++)
        hexes[t] = board->tiles[tile[t]].hex;
    g->n = n;
    hex_neighbors(hexes, n, g->neighbor);
    index_near(g);
}

/* Seafarers boards. Draws from mulberry32(seed), in this order:
 *   1. main-island terrain shuffle;  2. small-island terrain shuffle;
 *   3. main-island numbers (spiral path or token shuffle);  4. small-island token shuffle;
 *   5. harbor shuffle over the slots;  6. robber's desert, when the main island has two;
 *   7. main-island search order;  8. small-island search order.
 * Each group is then searched on its own: the rules hold within the main island and within
 * the small islands (which never touch it). The small islands always take shuffled numbers. */
static hs_err generate_sea(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    const hs_sea_layout *L = hs_sea_layout_of(options->mode);
    sea_board sb;
    read_layout(L, board, &sb);

    generation main, isles;
    main.shape = hs_shape_of(options->mode);
    isles.shape = NULL;
    main.opt = isles.opt = options;
    main.nodes = isles.nodes = 0;
    group_graph(&main, board, sb.main, sb.n_main);
    group_graph(&isles, board, sb.islands, sb.n_islands);

    hs_rng rng = hs_rng_seed(options->seed);
    draw_terrain(&main, &rng, main.shape->terrain_bag);
    draw_terrain(&isles, &rng, L->island_bag);
    draw_numbers(&main, &rng, main.shape->tokens, main.shape->n_tokens);
    draw_numbers(&isles, &rng, L->island_tokens, L->n_island_tokens);
    uint8_t harbor_bag[HS_BOARD_MAX_HARBORS];
    int k = 0;
    for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
        for (int i = 0; i < main.shape->harbor_bag[t]; i++)
            harbor_bag[k++] = (uint8_t)t;
    hs_rng_shuffle(&rng, harbor_bag, (size_t)k, 1);
    int deserts = main.shape->terrain_bag[HS_DESERT];
    int robber_pick = deserts > 1 ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;
    draw_order(&main, &rng);
    draw_order(&isles, &rng);

    hs_err err;
    if ((err = solve_group(&main, diag)) || (err = solve_group(&isles, diag)))
        return err;
    store_group(&main, sb.main, board);
    store_group(&isles, sb.islands, board);
    board->backtracks = extra_nodes(&main) + extra_nodes(&isles);
    if (options->numbers == HS_NUMBERS_SPIRAL) {
        board->spiral_corner = main.spiral_path / 2;
        board->spiral_clockwise = !(main.spiral_path & 1);
    }

    board->n_harbors = sb.n_slots;
    for (int h = 0; h < sb.n_slots; h++) {
        hs_hex land = hs_hex_neighbor(board->tiles[sb.slot_sea[h]].hex, sb.slot_dir[h]);
        for (int t = 0; t < board->n_tiles; t++)
            if (hs_hex_eq(board->tiles[t].hex, land))
                board->harbors[h].tile = (uint8_t)t;
        board->harbors[h].side = (uint8_t)((sb.slot_dir[h] + 3) % 6);
        board->harbors[h].type = harbor_bag[h];
    }
    board->robber = desert_tile(board, robber_pick);
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

/* ---- Boards on any land ---------------------------------------------------------------- */

/* Splits `seats` over `n` kinds in proportion to `weight` (largest remainder; ties go to the
 * earlier kind), adding to counts[k]. */
static void apportion(int seats, const int *weight, int n, int *counts)
{
    int total = 0, given = 0, rem[16];
    for (int k = 0; k < n; k++)
        total += weight[k];
    for (int k = 0; k < n; k++) {
        counts[k] = seats * weight[k] / total;
        rem[k] = seats * weight[k] % total;
        given += counts[k];
    }
    for (; given < seats; given++) {
        int best = 0;
        for (int k = 1; k < n; k++)
            if (rem[k] > rem[best])
                best = k;
        counts[best]++;
        rem[best] = -1;
    }
}

hs_land_bags hs_land_bags_for(int land)
{
    hs_land_bags b;
    memset(&b, 0, sizeof b);
    b.terrain[HS_GOLD] = (uint8_t)((land + 6) / 13);
    b.terrain[HS_DESERT] = (uint8_t)(land / 15);
    static const uint8_t kinds[5] = {HS_FOREST, HS_PASTURE, HS_FIELDS, HS_HILLS, HS_MOUNTAINS};
    static const int kind_weight[5] = {4, 4, 4, 3, 3};
    int counts[10];
    apportion(land - b.terrain[HS_GOLD] - b.terrain[HS_DESERT], kind_weight, 5, counts);
    for (int k = 0; k < 5; k++)
        b.terrain[kinds[k]] = (uint8_t)counts[k];

    /* The Classic token set's proportions; on ties the middle numbers come first and 6/8
     * late, so that small islands are never forced to hold two red numbers side by side. */
    static const uint8_t values[10] = {5, 9, 4, 10, 3, 11, 6, 8, 2, 12};
    static const int value_weight[10] = {2, 2, 2, 2, 2, 2, 2, 2, 1, 1};
    apportion(land - b.terrain[HS_DESERT], value_weight, 10, counts);
    for (int k = 0; k < 10; k++)
        for (int i = 0; i < counts[k]; i++)
            b.tokens[b.n_tokens++] = values[k];
    return b;
}

/* The coastal edges of the land tiles, as (tile, side), in tile order. */
static int coastal_edges(const hs_board *board, const short (*nb)[6], uint8_t *tile, uint8_t *side)
{
    int n = 0;
    for (int t = 0; t < board->n_tiles; t++) {
        if (board->tiles[t].terrain == HS_SEA)
            continue;
        for (int d = 0; d < 6; d++) {
            int j = nb[t][d];
            if (j < 0 || board->tiles[j].terrain == HS_SEA) {
                tile[n] = (uint8_t)t;
                side[n++] = (uint8_t)d;
            }
        }
    }
    return n;
}

static bool shares_corner(const hs_board *b, int t1, int d1, int t2, int d2)
{
    for (int i = 1; i <= 2; i++)
        for (int k = 1; k <= 2; k++) {
            hs_vertex_key x = hs_vertex_of(b->tiles[t1].hex, (d1 + i) % 6);
            hs_vertex_key y = hs_vertex_of(b->tiles[t2].hex, (d2 + k) % 6);
            if (x.q == y.q && x.r == y.r && x.south == y.south)
                return true;
        }
    return false;
}

/* A board on free-form land: `board` arrives with its tiles (hexes in row-major order, terrain
 * HS_SEA for water and anything else for land) and options; this fills terrain, numbers,
 * harbors, robber and pirate. Draws from mulberry32(seed), in this order:
 *   1. terrain shuffle of the scaled bag;  2. token shuffle;  3. a shuffle of the coastal
 *   edges, taken greedily as harbor slots when they share no corner with a slot already taken;
 *   4. a shuffle of the five resources (which get a 2:1 harbor when there are fewer than five);
 *   5. harbor-type shuffle over the slots;  6. the robber's desert, when there are two or more;
 *   7. the pirate's sea tile;  8. the search order.
 * Harbor slots end up sorted by (tile, side), so the slot order is the board's reading order. */
hs_err hs_catan_on_land(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    if (options->numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT, "the spiral belongs to the rulebook boards; a landmass board takes searched numbers");
    generation g;
    g.shape = NULL;
    g.opt = options;
    g.nodes = 0;
    uint8_t land[HS_BOARD_MAX_TILES];
    int n_land = 0;
    for (int t = 0; t < board->n_tiles; t++)
        if (board->tiles[t].terrain != HS_SEA)
            land[n_land++] = (uint8_t)t;
    if (n_land == 0)
        return hs_fail(diag, HS_EINVAL, "the landmass has no land tiles");
    group_graph(&g, board, land, n_land);
    hs_land_bags bags = hs_land_bags_for(n_land);

    hs_rng rng = hs_rng_seed(options->seed);
    draw_terrain(&g, &rng, bags.terrain);
    draw_numbers(&g, &rng, bags.tokens, bags.n_tokens);

    short nb[HS_BOARD_MAX_TILES][6];
    hs_board_neighbors(board, nb);
    uint8_t edge_tile[6 * HS_BOARD_MAX_TILES], edge_side[6 * HS_BOARD_MAX_TILES], order[6 * HS_BOARD_MAX_TILES];
    int n_edges = coastal_edges(board, (const short (*)[6])nb, edge_tile, edge_side);
    for (int e = 0; e < n_edges; e++)
        order[e] = (uint8_t)e;
    hs_rng_shuffle(&rng, order, (size_t)n_edges, 1);
    int want = (n_edges * 9 + 15) / 30; /* Classic: 9 harbors on 30 coastal edges */
    if (want > HS_LAND_MAX_HARBORS)
        want = HS_LAND_MAX_HARBORS;
    board->n_harbors = 0;
    for (int k = 0; k < n_edges && board->n_harbors < want; k++) {
        int t = edge_tile[order[k]], d = edge_side[order[k]];
        bool clear = true;
        for (int h = 0; h < board->n_harbors && clear; h++)
            clear = !shares_corner(board, t, d, board->harbors[h].tile, board->harbors[h].side);
        if (clear) {
            board->harbors[board->n_harbors].tile = (uint8_t)t;
            board->harbors[board->n_harbors++].side = (uint8_t)d;
        }
    }
    for (int i = 1; i < board->n_harbors; i++) /* insertion sort by (tile, side) */
        for (int j = i; j > 0; j--) {
            hs_harbor *a = &board->harbors[j - 1], *b = &board->harbors[j];
            if (a->tile * 6 + a->side < b->tile * 6 + b->side)
                break;
            hs_harbor tmp = *a;
            *a = *b;
            *b = tmp;
        }
    uint8_t resources[5] = {HS_HARBOR_LUMBER, HS_HARBOR_BRICK, HS_HARBOR_GRAIN, HS_HARBOR_WOOL, HS_HARBOR_ORE};
    hs_rng_shuffle(&rng, resources, 5, 1);
    int h = board->n_harbors, any = (h * 4 + 4) / 9; /* Classic: 4 of 9 harbors are 3:1 */
    if (h - any > 5)
        any = h - 5;
    uint8_t types[HS_LAND_MAX_HARBORS];
    for (int k = 0; k < h; k++)
        types[k] = k < any ? (uint8_t)HS_HARBOR_ANY : resources[k - any];
    hs_rng_shuffle(&rng, types, (size_t)h, 1);
    for (int k = 0; k < h; k++)
        board->harbors[k].type = types[k];

    int deserts = bags.terrain[HS_DESERT];
    int robber_pick = deserts > 1 ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;
    int n_sea = board->n_tiles - n_land;
    int pirate_pick = n_sea > 0 ? (int)hs_rng_below(&rng, (uint32_t)n_sea) : -1;
    draw_order(&g, &rng);

    hs_err err = solve_group(&g, diag);
    if (err)
        return err;
    store_group(&g, land, board);
    board->backtracks = extra_nodes(&g);
    board->robber = deserts ? desert_tile(board, robber_pick) : -1;
    board->pirate = -1;
    for (int t = 0, seen = 0; t < board->n_tiles && pirate_pick >= 0; t++)
        if (board->tiles[t].terrain == HS_SEA && seen++ == pirate_pick)
            board->pirate = t;
    return HS_OK;
}

/* The real cells of the landmass as tiles (land as a placeholder terrain, water as sea), then
 * a board on that land. */
static hs_err generate_landmass(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    hs_landmass_options lo = {.rule = options->land_rule, .start = options->land_start, .swap = options->land_swap};
    hs_landmass m = hs_landmass_grow(&lo);
    hs_hex hexes[HS_LANDMASS_REAL];
    bool land[HS_LANDMASS_REAL];
    int n = hs_landmass_hexes(&m, hexes, land, NULL);
    int n_land = 0;
    for (int t = 0; t < n; t++) {
        board->tiles[t].hex = hexes[t];
        board->tiles[t].terrain = land[t] ? HS_DESERT : HS_SEA;
        board->tiles[t].number = 0;
        n_land += land[t];
    }
    board->n_tiles = n;
    if (n_land == 0)
        return hs_fail(diag, HS_EINVAL, "landmass %u:%u%s has no land: try %s", lo.rule, lo.start,
                       lo.swap ? " swapped" : "", lo.swap ? "without --swap" : "--swap");
    return hs_catan_on_land(options, board, diag);
}
