/* SPDX-License-Identifier: MIT */
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
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "generate.h"
#include "hexseed/rules.h"

hs_catan_options hs_catan_default(void)
{
    hs_catan_options o = {
        .mode = HS_MODE_CLASSIC,
        .rules = hs_rules_default(),
        .numbers = HS_NUMBERS_RANDOM,
        .seed = 0,
        .max_nodes = 5000000,
        .balance_iterations = HS_BALANCE_STEPS_DEFAULT,
    };
    return o;
}

void hs_board_neighbors(const hs_board *board, short neighbor[][6])
{
    if (!hs_sea_layout_of(board->options.mode)) {
        hs_shape_neighbors(hs_shape_of(board->options.mode), neighbor);
        return;
    }
    hs_hex hexes[HS_BOARD_MAX_TILES];
    for (int t = 0; t < board->n_tiles; t++)
        hexes[t] = board->tiles[t].hex;
    hs_hexes_neighbors(hexes, board->n_tiles, neighbor);
}

void hs_hexes_neighbors(const hs_hex *hexes, int n, short neighbor[][6])
{
    /* A grid over the hexes' bounding box when it is small (every board's is): one look-up per
     * neighbour; the last of equal hexes wins, as in the plain search below. */
    enum { GRID = 4096 };
    int qmin = 0, qmax = -1, rmin = 0, rmax = -1;
    for (int i = 0; i < n; i++) {
        if (i == 0 || hexes[i].q < qmin) qmin = hexes[i].q;
        if (i == 0 || hexes[i].q > qmax) qmax = hexes[i].q;
        if (i == 0 || hexes[i].r < rmin) rmin = hexes[i].r;
        if (i == 0 || hexes[i].r > rmax) rmax = hexes[i].r;
    }
    long w = (long)qmax - qmin + 3, rows = (long)rmax - rmin + 3; /* a ring of margin for the neighbours */
    if (n > 0 && w * rows <= GRID) {
        short grid[GRID];
        for (long k = 0; k < w * rows; k++)
            grid[k] = -1;
        for (int i = 0; i < n; i++)
            grid[(hexes[i].r - rmin + 1) * w + (hexes[i].q - qmin + 1)] = (short)i;
        for (int i = 0; i < n; i++)
            for (int d = 0; d < 6; d++) {
                hs_hex nh = hs_hex_neighbor(hexes[i], d);
                neighbor[i][d] = grid[(nh.r - rmin + 1) * w + (nh.q - qmin + 1)];
            }
        return;
    }
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++) {
            hs_hex h = hs_hex_neighbor(hexes[i], d);
            neighbor[i][d] = -1;
            for (int j = 0; j < n; j++)
                if (hs_hex_eq(hexes[j], h))
                    neighbor[i][d] = (short)j;
        }
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

/* ---- Options ------------------------------------------------------------------------------ */

/* Reads an optionally signed small whole number; advances *s past it. */
static bool read_coord(const char **s, int *out)
{
    const char *p = *s;
    bool neg = *p == '-';
    p += neg || *p == '+';
    if (*p < '0' || *p > '9')
        return false;
    int v = 0;
    for (; *p >= '0' && *p <= '9' && v < 1000; p++)
        v = v * 10 + (*p - '0');
    *out = neg ? -v : v;
    *s = p;
    return true;
}

hs_err hs_lock_parse(const char *text, hs_mode mode, hs_lock *lock, hs_diag *diag)
{
    const char *p = text;
    int q, r;
    if (!read_coord(&p, &q) || *p++ != ',' || !read_coord(&p, &r) || *p++ != '=')
        return hs_fail(diag, HS_EINVAL, "lock '%.40s' is not Q,R=TERRAIN[:NUMBER] (e.g. 0,0=desert or 1,-1=hills:6)",
                       text);
    const char *colon = strchr(p, ':');
    size_t len = colon ? (size_t)(colon - p) : strlen(p);
    int terrain = -1;
    for (int t = 0; t < HS_SEA && terrain < 0; t++)
        if (strlen(hs_terrain_name((hs_terrain)t)) == len && strncasecmp(p, hs_terrain_name((hs_terrain)t), len) == 0)
            terrain = t;
    if (terrain < 0 && len == 1 && hs_terrain_from_letter(*p) >= 0 && hs_terrain_from_letter(*p) < HS_SEA)
        terrain = hs_terrain_from_letter(*p);
    if (terrain < 0)
        return hs_fail(diag, HS_EINVAL,
                       "lock '%.40s': '%.*s' is not a land terrain (desert, forest, hills, fields, pasture, mountains, gold)",
                       text, (int)(len > 20 ? 20 : len), p);
    int number = 0;
    if (colon) {
        const char *n = colon + 1;
        if (!read_coord(&n, &number) || *n || colon[1] == '-' || colon[1] == '+' || !hs_pips(number))
            return hs_fail(diag, HS_EINVAL, "lock '%.40s': the number must be 2 to 6 or 8 to 12", text);
        if (terrain == HS_DESERT)
            return hs_fail(diag, HS_EINVAL, "lock '%.40s': a desert holds no number", text);
    }
    hs_board shape;
    signed char group[HS_BOARD_MAX_TILES];
    hs_layout_tiles(mode, &shape);
    hs_board_groups(&shape, group);
    for (int t = 0; t < shape.n_tiles; t++)
        if (hs_hex_eq(shape.tiles[t].hex, hs_hex_make(q, r)) && group[t] >= 0) {
            lock->tile = (uint8_t)t;
            lock->terrain = (uint8_t)terrain;
            lock->number = (uint8_t)number;
            return HS_OK;
        } else if (hs_hex_eq(shape.tiles[t].hex, hs_hex_make(q, r)) && shape.tiles[t].terrain != HS_SEA) {
            return hs_fail(diag, HS_EINVAL, "lock '%.40s': hex %d,%d is fixed by the %s scenario", text, q, r,
                           hs_mode_name(mode));
        }
    return hs_fail(diag, HS_EINVAL, "lock '%.40s': hex %d,%d is not a land hex of the %s board", text, q, r,
                   hs_mode_name(mode));
}

/* Locks: land tiles of a rulebook layout, each once, within the bags. */
static hs_err check_locks(const hs_catan_options *o, hs_diag *diag)
{
    if (!o->n_locks)
        return HS_OK;
    if (o->n_locks > HS_MAX_LOCKS)
        return hs_fail(diag, HS_EINVAL, "%u locked tiles; at most %d", o->n_locks, HS_MAX_LOCKS);
    if (o->landmass)
        return hs_fail(diag, HS_ECONFLICT, "locked tiles belong to the rulebook layouts, not to landmass boards");
    hs_board shape;
    signed char group[HS_BOARD_MAX_TILES];
    hs_layout_tiles(o->mode, &shape);
    hs_board_groups(&shape, group);
    uint8_t terrains[2][HS_TERRAIN_COUNT] = {{0}}, numbers[2][13] = {{0}};
    for (int k = 0; k < o->n_locks; k++) {
        const hs_lock *l = &o->locks[k];
        if (l->tile >= shape.n_tiles || group[l->tile] < 0)
            return hs_fail(diag, HS_EINVAL, "locked tile %u is not a land hex of the %s board", l->tile,
                           hs_mode_name(o->mode));
        for (int j = 0; j < k; j++)
            if (o->locks[j].tile == l->tile)
                return hs_fail(diag, HS_EINVAL, "hex %d,%d is locked twice", shape.tiles[l->tile].hex.q,
                               shape.tiles[l->tile].hex.r);
        if (l->terrain >= HS_SEA)
            return hs_fail(diag, HS_EINVAL, "a locked tile must be land, not terrain %u", l->terrain);
        if (l->number && (l->terrain == HS_DESERT || !hs_pips(l->number)))
            return hs_fail(diag, HS_EINVAL, "a locked %s cannot hold number %u", hs_terrain_name(l->terrain),
                           l->number);
        if (l->number && o->numbers == HS_NUMBERS_SPIRAL)
            return hs_fail(diag, HS_ECONFLICT, "the spiral lays every number: lock terrain only, or drop the spiral");
        if (hs_layout_fixed(o->mode, l->tile))
            return hs_fail(diag, HS_EINVAL, "tile %u of the %s board is always a desert: it cannot be locked", l->tile,
                           hs_mode_name(o->mode));
        int g = group[l->tile];
        terrains[g][l->terrain]++;
        if (l->number)
            numbers[g][l->number]++;
    }
    for (int g = 0; g < 2; g++) {
        uint8_t bag[HS_TERRAIN_COUNT], tokens[13] = {0};
        hs_group_bags(o->mode, g, bag, tokens);
        for (int t = 0; t < HS_TERRAIN_COUNT; t++)
            if (terrains[g][t] > bag[t])
                return hs_fail(diag, HS_EUNSAT, "the locks ask for %u %s tile%s; the %s has %u", terrains[g][t],
                               hs_terrain_name((hs_terrain)t), terrains[g][t] > 1 ? "s" : "",
                               g ? "small islands' bag" : "board", bag[t]);
        for (int v = 2; v <= 12; v++)
            if (numbers[g][v] > tokens[v])
                return hs_fail(diag, HS_EUNSAT, "the locks ask for %u number %d token%s; the %s has %u", numbers[g][v],
                               v, numbers[g][v] > 1 ? "s" : "", g ? "small islands' set" : "board", tokens[v]);
    }
    return HS_OK;
}

static hs_err check_options(const hs_catan_options *o, hs_diag *diag)
{
    if ((unsigned)o->mode >= (unsigned)hs_layout_count())
        return hs_fail(diag, HS_EINVAL, "unknown mode %d", (int)o->mode);
    hs_err err = hs_rules_validate(&o->rules, diag);
    if (err)
        return err;
    if ((unsigned)o->numbers >= HS_NUMBERS_COUNT)
        return hs_fail(diag, HS_EINVAL, "unknown number placement %d", (int)o->numbers);
    if (o->numbers == HS_NUMBERS_SPIRAL && !o->landmass && !hs_shape_of(o->mode))
        return hs_fail(diag, HS_ECONFLICT, "the spiral follows a rulebook island; the %s layout takes searched numbers",
                       hs_mode_name(o->mode));
    if (o->landmass && o->mode != HS_MODE_SEAFARERS)
        return hs_fail(diag, HS_ECONFLICT, "a landmass board is a Seafarers board: mode '%s' has its own layout",
                       hs_mode_name(o->mode));
    if (o->landmass && o->numbers == HS_NUMBERS_SPIRAL)
        return hs_fail(diag, HS_ECONFLICT,
                       "the spiral belongs to the rulebook boards; a landmass board takes searched numbers");
    if (o->landmass && (o->rules.on & HS_RULE_DESERT) && o->rules.desert == HS_DESERT_CENTRE)
        return hs_fail(diag, HS_ECONFLICT, "a landmass board has no centre: use desert=inland");
    return check_locks(o, diag);
}

static hs_err generate_sea(const hs_catan_options *options, hs_board *board, hs_diag *diag);

hs_err hs_catan_generate(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    hs_err err = check_options(options, diag);
    if (err)
        return err;
    memset(board, 0, sizeof *board);
    board->options = *options;
    board->pirate = -1;
    if (options->landmass)
        return hs_landmass_board(options, board, diag);
    if (hs_sea_layout_of(options->mode))
        return generate_sea(options, board, diag);

    /* ~20 KiB of solver state, one value here: generation is re-entrant (no statics). */
    hs_gen g;
    const hs_shape *shape = hs_shape_of(options->mode);
    board->n_tiles = hs_shape_tiles(shape, board->tiles);
    hs_gen_init(&g, shape, options, board, NULL, board->n_tiles);
    hs_rng rng = hs_rng_seed(options->seed);

    /* 1. terrain bag, 2. numbers */
    hs_gen_draw_terrain(&g, &rng, g.shape->terrain_bag);
    hs_gen_draw_numbers(&g, &rng, g.shape->tokens, g.shape->n_tokens);

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
    hs_gen_draw_order(&g, &rng);

    if ((err = hs_gen_solve(&g, diag)))
        return err;
    hs_gen_store(&g, NULL, board);
    board->backtracks = hs_gen_extra_nodes(&g);
    if (options->numbers == HS_NUMBERS_SPIRAL) {
        board->spiral_corner = g.spiral_used / 2;
        board->spiral_clockwise = !(g.spiral_used & 1);
    }

    board->n_harbors = g.shape->n_harbors;
    for (int h = 0; h < g.shape->n_harbors; h++) {
        const hs_harbor_slot *s = &g.shape->harbors[h];
        board->harbors[h].tile = (uint8_t)hs_shape_tile_index(g.shape, s->row, s->idx);
        board->harbors[h].side = s->side;
        board->harbors[h].type = harbor_bag[h];
    }
    board->robber = hs_board_desert(board, robber_pick);
    return HS_OK;
}

/* ---- Seafarers ------------------------------------------------------------------------- */

/* A Seafarers scenario read off its drawing: every hex of the rectangle as a board tile
 * (row-major), which tiles form the main island and the small islands, the harbor slots and
 * the pirate's start. */
typedef struct sea_board {
    int n_main, n_islands, n_slots;
    int robber; /* the land cell marked '*', or -1 */
    bool fixed[HS_BOARD_MAX_TILES]; /* main-island hexes that are always desert ('D') */
    uint8_t main[HS_BOARD_MAX_TILES];
    uint8_t islands[HS_BOARD_MAX_TILES];
    uint8_t slot_sea[HS_BOARD_MAX_HARBORS], slot_dir[HS_BOARD_MAX_HARBORS];
    signed char slot_type[HS_BOARD_MAX_HARBORS]; /* a fixed hs_harbor_type, or -1: from the bag */
    int n_fog;
    uint8_t fog[HS_BOARD_MAX_FOG];
    int n_new; /* New World: the cells land or sea is dealt over ('N') */
    uint8_t new_cells[HS_BOARD_MAX_TILES];
    short cell[HS_SEA_MAX_ROWS][2 * HS_SEA_MAX_COLS + 2]; /* the tile of each cell (row, column), or -1 */
} sea_board;

static int dir_from_name(const char *s, size_t len)
{
    static const char *const names[6] = {"E", "SE", "SW", "W", "NW", "NE"};
    for (int d = 0; d < 6; d++)
        if (strlen(names[d]) == len && strncmp(names[d], s, len) == 0)
            return d;
    return -1;
}

/* The scenario's pieces (hs_sea_layout.pieces) onto `board`, whose cells `cell[row][col]` are. */
static void read_pieces(const hs_sea_layout *L, const short cell[][2 * HS_SEA_MAX_COLS + 2], hs_board *board)
{
    static const char *const corners[6] = {"N", "NE", "SE", "S", "SW", "NW"};
    board->n_pieces = 0;
    for (const char *p = L->pieces; p && *p && board->n_pieces < HS_BOARD_MAX_PIECES;) {
        size_t len = strcspn(p, ";");
        char one[48], kind[16], at[4];
        int row, col, number = 0;
        snprintf(one, sizeof one, "%.*s", (int)(len < sizeof one ? len : sizeof one - 1), p);
        p += len + (p[len] == ';');
        p += strspn(p, " ");
        if (sscanf(one, "%15s %d,%d %3s %d", kind, &row, &col, at, &number) < 4 || row < 0 || row >= L->n_rows ||
            col < 0 || col >= 2 * HS_SEA_MAX_COLS + 2 || cell[row][col] < 0)
            continue; /* the tests read every layout's pieces back: a typo shows there */
        hs_piece *piece = &board->pieces[board->n_pieces];
        int k = 0;
        while (k < HS_PIECE_KIND_COUNT && strcmp(hs_piece_name((hs_piece_kind)k), kind) != 0)
            k++;
        if (k == HS_PIECE_KIND_COUNT)
            continue;
        int place = hs_piece_place((hs_piece_kind)k), where = -1;
        for (int c = 0; c < 6 && place == HS_PLACE_CORNER; c++)
            if (strcmp(at, corners[c]) == 0)
                where = c;
        if (place == HS_PLACE_EDGE)
            where = dir_from_name(at, strlen(at));
        if (place == HS_PLACE_HEX && strcmp(at, "C") == 0)
            where = 0;
        if (where < 0)
            continue;
        piece->kind = (uint8_t)k;
        piece->tile = (uint8_t)cell[row][col];
        piece->at = (uint8_t)where;
        piece->number = (uint8_t)number;
        board->n_pieces++;
    }
}

static void read_layout(const hs_sea_layout *L, hs_board *board, sea_board *sb)
{
    memset(sb, 0, sizeof *sb);
    sb->robber = -1;
    short (*cell)[2 * HS_SEA_MAX_COLS + 2] = sb->cell;
    memset(sb->cell, -1, sizeof sb->cell);
    int n = 0;
    for (int row = 0; row < L->n_rows; row++) {
        const char *p = L->rows[row];
        for (int col = row % 2 ? 1 : 2; *p; col += 2) {
            size_t len = strcspn(p, " ");
            int r = row - L->origin_row;
            board->tiles[n].hex = hs_hex_make((col - L->origin_col - r) / 2, r);
            board->tiles[n].terrain = HS_SEA;
            board->tiles[n].number = 0;
            if (col < 2 * HS_SEA_MAX_COLS + 2)
                cell[row][col] = (short)n;
            if (p[0] == 'X' && len >= 2 && hs_terrain_from_letter(p[1]) >= 0) { /* fixed by the scenario */
                board->tiles[n].terrain = (uint8_t)hs_terrain_from_letter(p[1]);
                for (size_t i = 2; i < len && p[i] >= '0' && p[i] <= '9'; i++)
                    board->tiles[n].number = (uint8_t)(board->tiles[n].number * 10 + (p[i] - '0'));
            }
            if ((p[0] == 'M' || p[0] == 'I') && p[len - 1] == '*')
                sb->robber = n;
            if (p[0] == 'D')
                sb->fixed[n] = true;
            if (p[0] == 'M' || p[0] == 'D')
                sb->main[sb->n_main++] = (uint8_t)n;
            else if (p[0] == 'I')
                sb->islands[sb->n_islands++] = (uint8_t)n;
            else if (p[0] == 'P') {
                const char *slash = memchr(p, '/', len);
                size_t dir_len = slash ? (size_t)(slash - p) - 1 : len - 1;
                static const char types[] = "3LBGWO"; /* in hs_harbor_type order */
                const char *type = slash ? strchr(types, slash[1]) : NULL;
                sb->slot_sea[sb->n_slots] = (uint8_t)n;
                sb->slot_type[sb->n_slots] = (signed char)(type ? type - types : -1);
                sb->slot_dir[sb->n_slots++] = (uint8_t)dir_from_name(p + 1, dir_len);
            } else if (p[0] == 'F')
                sb->fog[sb->n_fog++] = (uint8_t)n;
            else if (p[0] == 'N')
                sb->new_cells[sb->n_new++] = (uint8_t)n;
            else if (strncmp(p, "pir", len) == 0)
                board->pirate = n;
            n++;
            p += len;
            p += strspn(p, " ");
        }
    }
    board->n_tiles = n;
    read_pieces(L, (const short (*)[2 * HS_SEA_MAX_COLS + 2])cell, board);
}

void hs_board_groups(const hs_board *board, signed char *group)
{
    if (board->options.landmass || !hs_sea_layout_of(board->options.mode)) {
        for (int t = 0; t < board->n_tiles; t++)
            group[t] = board->tiles[t].terrain == HS_SEA && board->options.landmass ? -1 : 0;
        return;
    }
    hs_board drawn;
    sea_board sb;
    read_layout(hs_sea_layout_of(board->options.mode), &drawn, &sb);
    memset(group, -1, (size_t)drawn.n_tiles);
    for (int k = 0; k < sb.n_main; k++)
        group[sb.main[k]] = 0;
    for (int k = 0; k < sb.n_islands; k++)
        group[sb.islands[k]] = 1;
    for (int k = 0; k < sb.n_new; k++) /* New World: the land as dealt on this board */
        group[sb.new_cells[k]] = board->tiles[sb.new_cells[k]].terrain != HS_SEA ? 0 : -1;
}

int hs_board_fog(const hs_board *board, int tile)
{
    for (int k = 0; k < board->n_fog; k++)
        if (board->fog[k] == tile)
            return k;
    return -1;
}

bool hs_board_fixed(const hs_board *board, int tile)
{
    return !board->options.landmass && hs_layout_fixed(board->options.mode, tile);
}

bool hs_layout_fixed(hs_mode mode, int tile)
{
    const hs_sea_layout *L = hs_sea_layout_of(mode);
    if (!L || tile < 0 || tile >= HS_BOARD_MAX_TILES)
        return false;
    hs_board drawn;
    sea_board sb;
    read_layout(L, &drawn, &sb);
    return sb.fixed[tile];
}

void hs_layout_tiles(hs_mode mode, hs_board *board)
{
    memset(board, 0, sizeof *board);
    board->options = hs_catan_default();
    board->options.mode = mode;
    board->pirate = -1;
    const hs_sea_layout *L = hs_sea_layout_of(mode);
    if (L) {
        sea_board sb;
        read_layout(L, board, &sb);
        for (int k = 0; k < sb.n_main; k++)
            board->tiles[sb.main[k]].terrain = HS_DESERT;
        for (int k = 0; k < sb.n_islands; k++)
            board->tiles[sb.islands[k]].terrain = HS_DESERT;
    } else {
        board->n_tiles = hs_shape_tiles(hs_shape_of(mode), board->tiles);
    }
}

/* The bags of the main island (group 0) of `mode`: its shape's, or the scenario's own. */
static void main_bags(hs_mode mode, const uint8_t **terrain, const uint8_t **tokens, int *n_tokens,
                      const uint8_t **harbors)
{
    const hs_shape *shape = hs_shape_of(mode);
    const hs_sea_layout *L = hs_sea_layout_of(mode);
    *terrain = shape ? shape->terrain_bag : L->main_bag;
    *tokens = shape ? shape->tokens : L->main_tokens;
    *n_tokens = shape ? shape->n_tokens : L->n_main_tokens;
    *harbors = shape ? shape->harbor_bag : L->harbor_bag;
}

void hs_group_bags(hs_mode mode, int group, uint8_t *terrain, uint8_t *tokens)
{
    const hs_sea_layout *L = hs_sea_layout_of(mode);
    const uint8_t *bag, *list, *harbors;
    int n;
    main_bags(mode, &bag, &list, &n, &harbors);
    if (group && L) {
        bag = L->island_bag;
        list = L->island_tokens;
        n = L->n_island_tokens;
    }
    memcpy(terrain, bag, HS_TERRAIN_COUNT);
    memset(tokens, 0, 13);
    for (int k = 0; k < n; k++)
        tokens[list[k]]++;
}

/* The Fog Islands' face-down stack: a shuffle of the fog bag (sea included), then a shuffle of
 * the fog tokens; each land hex of the stack takes the next token (a desert none). */
static void draw_fog(const hs_sea_layout *L, const sea_board *sb, hs_rng *rng, hs_board *board)
{
    board->n_fog = sb->n_fog;
    memcpy(board->fog, sb->fog, (size_t)sb->n_fog);
    if (!sb->n_fog)
        return;
    uint8_t stack[HS_BOARD_MAX_FOG], tokens[HS_SEA_MAX_TOKENS];
    int n = 0;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        for (int i = 0; i < L->fog_bag[t] && n < HS_BOARD_MAX_FOG; i++)
            stack[n++] = (uint8_t)t;
    memcpy(tokens, L->fog_tokens, sizeof tokens);
    hs_rng_shuffle(rng, stack, (size_t)n, 1);
    hs_rng_shuffle(rng, tokens, (size_t)L->n_fog_tokens, 1);
    for (int k = 0, next = 0; k < n; k++) {
        board->fog_stack[k].terrain = stack[k];
        bool numbered = stack[k] != HS_SEA && stack[k] != HS_DESERT && next < L->n_fog_tokens;
        board->fog_stack[k].number = numbered ? tokens[next++] : 0;
    }
}

/* The tile of the drawing's cell "ROW,COL" at *text, which moves past it and the spaces after;
 * -1 when *text names no cell of the drawing. */
static int cell_tile(const sea_board *sb, const char **text)
{
    int row, col, len = 0;
    if (sscanf(*text, "%d,%d%n", &row, &col, &len) < 2 || len <= 0) {
        *text += strlen(*text);
        return -1;
    }
    *text += len;
    *text += strspn(*text, " ");
    return row >= 0 && row < HS_SEA_MAX_ROWS && col >= 0 && col < 2 * HS_SEA_MAX_COLS + 2 ? sb->cell[row][col] : -1;
}

/* Through the Desert as the rulebook sets it up: the main island's gold lies beyond the desert,
 * on a cell of `setup->gold_beyond` drawn among those not locked (one draw), fixed there before
 * the terrain shuffle. Nothing is drawn when the locks already place the main group's gold. */
static hs_err fix_gold_beyond(const hs_sea_setup *setup, const sea_board *sb, const uint8_t *bag, hs_gen *main,
                              hs_rng *rng, hs_diag *diag)
{
    int locked = 0, n_open = 0;
    uint8_t open[HS_BOARD_MAX_TILES];
    for (int t = 0; t < main->n; t++)
        locked += main->lock_terrain[t] == HS_GOLD;
    if (locked >= bag[HS_GOLD])
        return HS_OK;
    for (const char *p = setup->gold_beyond; *p;) {
        int tile = cell_tile(sb, &p);
        for (int t = 0; t < sb->n_main; t++)
            if (sb->main[t] == tile && main->lock_terrain[t] == HS_PLACE_NONE)
                open[n_open++] = (uint8_t)t;
    }
    if (!n_open)
        return hs_fail(diag, HS_EUNSAT, "the locks leave no hex beyond the desert for the main island's gold: "
                                        "unlock one of them, or lock the gold there");
    hs_gen_fix(main, open[hs_rng_below(rng, (uint32_t)n_open)], HS_GOLD);
    return HS_OK;
}

/* Seafarers boards. Draws from mulberry32(seed), in this order (New World first deals land
 * and sea over its N cells, and takes its harbors as free-form land does at step 5; a setup
 * with the gold beyond the desert first draws the gold's hex, before step 1):
 *   1. main-island terrain shuffle;  2. small-island terrain shuffle;
 *   3. main-island numbers (spiral path or token shuffle);  4. small-island token shuffle;
 *   5. harbor shuffle over the slots not fixed;  6. robber's desert, when the main island has
 *      two and the setup does not place the robber;
 *   7. main-island search order;  8. small-island search order;
 *   9. with fog hexes: the fog stack's terrain shuffle, then its token shuffle.
 * Each group is then searched on its own: the rules hold within the main island and within
 * the small islands (which never touch it). The small islands always take shuffled numbers. */
static hs_err generate_sea(const hs_catan_options *options, hs_board *board, hs_diag *diag)
{
    const hs_sea_layout *L = hs_sea_layout_of(options->mode);
    const hs_sea_setup *setup = hs_sea_setup_of(options->mode);
    sea_board sb;
    read_layout(L, board, &sb);

    const uint8_t *main_terrain, *main_tokens, *main_harbors;
    int n_main_tokens;
    main_bags(options->mode, &main_terrain, &main_tokens, &n_main_tokens, &main_harbors);
    hs_rng rng = hs_rng_seed(options->seed);
    if (sb.n_new) { /* New World: land and sea dealt over the N cells first, the land its main group */
        uint8_t dealt[HS_BOARD_MAX_TILES];
        for (int k = 0; k < sb.n_new; k++)
            dealt[k] = k < L->n_new_land;
        hs_rng_shuffle(&rng, dealt, (size_t)sb.n_new, 1);
        for (int k = 0; k < sb.n_new; k++)
            if (dealt[k]) {
                board->tiles[sb.new_cells[k]].terrain = HS_DESERT; /* land, terrain to come */
                sb.main[sb.n_main++] = sb.new_cells[k];
            }
    }
    hs_gen main, isles;
    hs_gen_init(&main, hs_shape_of(options->mode), options, board, sb.main, sb.n_main);
    hs_gen_init(&isles, NULL, options, board, sb.islands, sb.n_islands);
    for (int t = 0; t < sb.n_main; t++)
        if (sb.fixed[sb.main[t]])
            hs_gen_fix(&main, t, HS_DESERT);
    hs_err err;
    if (setup && setup->golds_apart) { /* a gold hex never beside a gold hex */
        main.terrain_conflict[HS_GOLD] |= (uint16_t)(1u << HS_GOLD);
        isles.terrain_conflict[HS_GOLD] |= (uint16_t)(1u << HS_GOLD);
    }
    if (setup && setup->gold_beyond && (err = fix_gold_beyond(setup, &sb, main_terrain, &main, &rng, diag)))
        return err;

    hs_gen_draw_terrain(&main, &rng, main_terrain);
    hs_gen_draw_terrain(&isles, &rng, L->island_bag);
    hs_gen_draw_numbers(&main, &rng, main_tokens, n_main_tokens);
    hs_gen_draw_numbers(&isles, &rng, L->island_tokens, L->n_island_tokens);
    uint8_t harbor_bag[HS_BOARD_MAX_HARBORS], left[HS_HARBOR_TYPE_COUNT];
    memcpy(left, main_harbors, sizeof left);
    for (int h = 0; h < sb.n_slots; h++) /* fixed harbors leave the bag */
        if (sb.slot_type[h] >= 0 && left[sb.slot_type[h]])
            left[sb.slot_type[h]]--;
    int k = 0;
    for (int t = 0; t < HS_HARBOR_TYPE_COUNT; t++)
        for (int i = 0; i < left[t]; i++)
            harbor_bag[k++] = (uint8_t)t;
    if (sb.n_new) /* New World: harbors on the coast as dealt, as on free-form land */
        hs_land_harbors(board, &rng, k);
    else
        hs_rng_shuffle(&rng, harbor_bag, (size_t)k, 1);
    int deserts = main_terrain[HS_DESERT];
    bool placed = setup && setup->robber; /* the setup names the robber's start */
    int robber_pick = deserts > 1 && !placed ? (int)hs_rng_below(&rng, (uint32_t)deserts) : 0;
    hs_gen_draw_order(&main, &rng);
    hs_gen_draw_order(&isles, &rng);
    draw_fog(L, &sb, &rng, board);
    if (sb.n_new && sb.n_new > L->n_new_land) { /* New World: the pirate on a sea hex of the deal */
        int pick = (int)hs_rng_below(&rng, (uint32_t)(sb.n_new - L->n_new_land));
        for (int c = 0, seen = 0; c < sb.n_new; c++)
            if (board->tiles[sb.new_cells[c]].terrain == HS_SEA && seen++ == pick)
                board->pirate = sb.new_cells[c];
    }

    if ((sb.n_main && (err = hs_gen_solve(&main, diag))) || (sb.n_islands && (err = hs_gen_solve(&isles, diag))))
        return err;
    hs_gen_store(&main, sb.main, board);
    hs_gen_store(&isles, sb.islands, board);
    board->backtracks = hs_gen_extra_nodes(&main) + hs_gen_extra_nodes(&isles);
    if (options->numbers == HS_NUMBERS_SPIRAL) {
        board->spiral_corner = main.spiral_used / 2;
        board->spiral_clockwise = !(main.spiral_used & 1);
    }

    if (!sb.n_new)
        board->n_harbors = sb.n_slots;
    for (int h = 0, free_slot = 0; h < sb.n_slots; h++) {
        hs_hex land = hs_hex_neighbor(board->tiles[sb.slot_sea[h]].hex, sb.slot_dir[h]);
        for (int t = 0; t < board->n_tiles; t++)
            if (hs_hex_eq(board->tiles[t].hex, land))
                board->harbors[h].tile = (uint8_t)t;
        board->harbors[h].side = (uint8_t)((sb.slot_dir[h] + 3) % 6);
        board->harbors[h].type = sb.slot_type[h] >= 0 ? (uint8_t)sb.slot_type[h] : harbor_bag[free_slot++];
    }
    board->robber = hs_board_desert(board, robber_pick);
    if (board->robber < 0)
        board->robber = sb.robber; /* no desert: the marked hex, or off the board (-1) */
    if (placed) {
        const char *at = setup->robber;
        board->robber = *at ? cell_tile(&sb, &at) : -1;
    }
    return HS_OK;
}

