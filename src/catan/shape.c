/* SPDX-License-Identifier: MIT */
/* shape.c: where the tiles of a board are and how they touch, below the stages that place
 * terrain and numbers on them: the neighbours of any hexes and of a board, a Seafarers scenario's
 * drawing read into tiles, island groups, fixed hexes and harbor slots (shape.h), the layout's
 * tiles and bags that locks and checks index into. It reads the tables (tables.c) and nothing
 * above it: generate.c, land.c, rules.c and catan.c call down into it. */
#include <stdio.h>
#include <string.h>

#include "shape.h"

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
    return !options->landmass && hs_layout_drawn(options->mode);
}


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

void hs_pieces_for_seats(hs_board *board, int seats)
{
    int given[HS_PIECE_KIND_COUNT] = {0}, n = 0;
    for (int k = 0; k < board->n_pieces; k++) {
        hs_piece_kind kind = (hs_piece_kind)board->pieces[k].kind;
        if (hs_piece_per_seat(kind) && given[kind]++ >= seats)
            continue;
        board->pieces[n++] = board->pieces[k];
    }
    board->n_pieces = n;
}

void hs_sea_read(const hs_sea_layout *L, hs_board *board, hs_sea_board *sb)
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
            if ((p[0] == 'X' || p[0] == '=') && len >= 2 && hs_terrain_from_letter(p[1]) >= 0) { /* fixed */
                int terrain = hs_terrain_from_letter(p[1]), number = 0;
                for (size_t i = 2; i < len && p[i] >= '0' && p[i] <= '9'; i++)
                    number = number * 10 + (p[i] - '0');
                if (p[0] == 'X') { /* in no group: on the board as drawn */
                    board->tiles[n].terrain = (uint8_t)terrain;
                    board->tiles[n].number = (uint8_t)number;
                } else { /* in the main group, which the search fills around it */
                    sb->fixed[n] = true;
                    sb->fixed_terrain[n] = (uint8_t)terrain;
                    sb->fixed_number[n] = (uint8_t)number;
                }
            }
            if ((p[0] == 'M' || p[0] == 'I') && p[len - 1] == '*')
                sb->robber = n;
            if (p[0] == 'D') {
                sb->fixed[n] = true;
                sb->fixed_terrain[n] = HS_DESERT;
            }
            if (p[0] == 'M' || p[0] == 'D' || p[0] == '=')
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
    hs_sea_board sb;
    hs_sea_read(hs_sea_layout_of(board->options.mode), &drawn, &sb);
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
    hs_sea_board sb;
    hs_sea_read(L, &drawn, &sb);
    return sb.fixed[tile];
}

void hs_layout_tiles(hs_mode mode, hs_board *board)
{
    memset(board, 0, sizeof *board); /* options zero but the mode: only the tiles count here */
    board->options.mode = mode;
    board->pirate = -1;
    const hs_sea_layout *L = hs_sea_layout_of(mode);
    if (L) {
        hs_sea_board sb;
        hs_sea_read(L, board, &sb);
        for (int k = 0; k < sb.n_main; k++)
            board->tiles[sb.main[k]].terrain = HS_DESERT;
        for (int k = 0; k < sb.n_islands; k++)
            board->tiles[sb.islands[k]].terrain = HS_DESERT;
    } else {
        board->n_tiles = hs_shape_tiles(hs_shape_of(mode), board->tiles);
    }
}

void hs_main_bags(hs_mode mode, const uint8_t **terrain, const uint8_t **tokens, int *n_tokens,
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
    hs_main_bags(mode, &bag, &list, &n, &harbors);
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

int hs_sea_cell(const hs_sea_board *sb, const char **text)
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
