/* tables.c: game facts as data: the Classic and 5-6 shapes, terrain bags, number tokens in
 * letter order, harbor slots and harbor bags (facts from shared/spec/catan-boards.md §1-2;
 * 5-6 harbors from the 5th-edition frame, set (a)), and the names used in every output. */
#include <string.h>
#include <strings.h>

#include "catan_internal.h"

static const hs_shape shapes[] = {
    [HS_MODE_CLASSIC] = {
        .mode = HS_MODE_CLASSIC,
        .n_rows = 5,
        .row_len = {3, 4, 5, 4, 3},
        .row_first_col = {2, 1, 0, 1, 2},
        .origin_row = 2, .origin_col = 4,
        .terrain_bag = {[HS_DESERT] = 1, [HS_FOREST] = 4, [HS_HILLS] = 3, [HS_FIELDS] = 4,
                        [HS_PASTURE] = 4, [HS_MOUNTAINS] = 3},
        .n_tokens = 18,
        /*          A  B  C  D  E  F   G  H   I   J  K  L   M  N  O  P  Q  R */
        .tokens = {5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11},
        .n_harbors = 9,
        .harbors = {{0, 0, HS_DIR_NW}, {0, 1, HS_DIR_NE}, {1, 3, HS_DIR_NE}, {2, 4, HS_DIR_E},
                    {3, 3, HS_DIR_SE}, {4, 1, HS_DIR_SE}, {4, 0, HS_DIR_SW}, {3, 0, HS_DIR_W},
                    {1, 0, HS_DIR_W}},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .spiral_paths = 0xFFF, /* the hexagon is symmetric: all 12 paths keep reds apart */
        .n_centre = 1, .centre_q = {0}, .centre_r = {0},
    },
    [HS_MODE_5_6] = {
        .mode = HS_MODE_5_6,
        .n_rows = 7,
        .row_len = {3, 4, 5, 6, 5, 4, 3},
        .row_first_col = {4, 3, 2, 1, 2, 3, 4},
        .origin_row = 3, .origin_col = 5,
        .terrain_bag = {[HS_DESERT] = 2, [HS_FOREST] = 6, [HS_HILLS] = 5, [HS_FIELDS] = 6,
                        [HS_PASTURE] = 6, [HS_MOUNTAINS] = 5},
        .n_tokens = 28,
        /*          A  B  C  D  E  F  G  H   I   J   K  L  M  N  O  P   Q   R   S   T  U  V  W  X  Y   Za Zb Zc */
        .tokens = {2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6},
        .n_harbors = 11,
        .harbors = {{0, 0, HS_DIR_NW}, {0, 1, HS_DIR_NE}, {1, 3, HS_DIR_NE}, {3, 5, HS_DIR_E},
                    {4, 4, HS_DIR_SE}, {6, 2, HS_DIR_E}, {6, 1, HS_DIR_SE}, {6, 0, HS_DIR_SW},
                    {5, 0, HS_DIR_W}, {3, 0, HS_DIR_SW}, {2, 0, HS_DIR_W}},
        .harbor_bag = {[HS_HARBOR_ANY] = 5, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 2, [HS_HARBOR_ORE] = 1},
        .spiral_paths = 0xFFF, /* all 12 keep reds apart for every desert pair (test_catan checks) */
        .n_centre = 2, .centre_q = {0, 1}, .centre_r = {0, 0}, /* the middle two of the 6-row */
    },
};

/* Heading for New Shores (Seafarers scenario 1), as JSettlers lays it out for 4 and for 6
 * players (shared/spec/catan-boards.md §3.1-3.2): the main island is the Classic (or 5-6)
 * board with its own bags; the small islands share one terrain bag and one token set. */
static const hs_sea_layout sea_layouts[] = {
    {
        .main_mode = HS_MODE_CLASSIC,
        .origin_row = 5, .origin_col = 7,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ I2 I2 ~ I3 ~ ~",
            "~ PSE ~ PSW ~ I3 I3 ~",
            "~ ~ M M M PSW I3 ~",
            "PE M M M M ~ I3 pir",
            "~ M M M M M PW ~",
            "PE M M M M ~ I4 ~",
            "~ ~ M M M PNW I4 ~",
            "~ PNE ~ PNW ~ ~ ~ ~",
        },
        .island_bag = {[HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FIELDS] = 1,
                       [HS_FOREST] = 1, [HS_GOLD] = 2},
        .n_island_tokens = 9,
        .island_tokens = {2, 3, 4, 5, 6, 8, 9, 10, 11},
    },
    {
        .main_mode = HS_MODE_5_6,
        .origin_row = 4, .origin_col = 10,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ PSW ~ ~ ~ ~",
            "~ ~ I2 PSE M M M PSW I4 ~ ~",
            "~ I2 ~ M M M M ~ ~ ~",
            "~ I2 PE M M M M M PW I5 ~",
            "~ ~ M M M M M M ~ ~",
            "~ I3 PNE M M M M M PNW I6 ~",
            "~ I3 ~ M M M M PW ~ ~",
            "~ ~ I3 PNE M M M ~ I7 ~ ~",
            "~ ~ ~ ~ PNE ~ PNW ~ ~ ~",
        },
        .island_bag = {[HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FIELDS] = 1,
                       [HS_FOREST] = 1, [HS_GOLD] = 3},
        .n_island_tokens = 10,
        .island_tokens = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12},
    },
};

/* ---- The layout table: one entry per board layout (hs_mode is its index) ------------------- */

typedef struct layout_entry {
    hs_layout_info info;
    const hs_shape *shape;   /* the board, or the main island of a Seafarers scenario */
    const hs_sea_layout *sea; /* the scenario as drawn; NULL for a plain board */
} layout_entry;

static const layout_entry layouts[] = {
    [HS_MODE_CLASSIC] = {{"classic", "Classic, 3-4 players", "catan", NULL, "3-4"}, &shapes[HS_MODE_CLASSIC], NULL},
    [HS_MODE_5_6] = {{"5-6", "5-6 player extension", "catan", NULL, "5-6"}, &shapes[HS_MODE_5_6], NULL},
    [HS_MODE_SEAFARERS] = {{"seafarers", "Seafarers: Heading for New Shores, 4 players", "seafarers", "new-shores", "4"},
                           &shapes[HS_MODE_CLASSIC], &sea_layouts[0]},
    [HS_MODE_SEAFARERS_5_6] = {{"seafarers-5-6", "Seafarers: Heading for New Shores, 5-6 players", "seafarers",
                                "new-shores", "5-6"},
                               &shapes[HS_MODE_5_6], &sea_layouts[1]},
};

_Static_assert(sizeof layouts / sizeof layouts[0] == HS_MODE_COUNT, "one layout entry per hs_mode");

int hs_layout_count(void)
{
    return (int)(sizeof layouts / sizeof layouts[0]);
}

const hs_layout_info *hs_layout_at(int mode)
{
    return mode >= 0 && mode < hs_layout_count() ? &layouts[mode].info : NULL;
}

int hs_layout_find(const char *family, const char *scenario, const char *players)
{
    for (int m = 0; m < hs_layout_count(); m++) {
        const hs_layout_info *l = &layouts[m].info;
        if (strcmp(l->family, family) == 0 && (!scenario || (l->scenario && strcmp(l->scenario, scenario) == 0)) &&
            strcmp(l->players, players) == 0)
            return m;
    }
    return -1;
}

const hs_shape *hs_shape_of(hs_mode mode)
{
    return layouts[mode].shape;
}

#define GRID_ROWS HS_SHAPE_MAX_ROWS
#define GRID_COLS 16

void hs_shape_neighbors(const hs_shape *shape, short neighbor[][6])
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


const char *hs_token_letter(int k)
{
    static const char *const letters[] = {
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N",
        "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Za", "Zb", "Zc"};
    return k >= 0 && k < (int)(sizeof letters / sizeof letters[0]) ? letters[k] : "?";
}

int hs_shape_tiles(const hs_shape *shape, hs_tile *tiles)
{
    int n = 0;
    for (int row = 0; row < shape->n_rows; row++)
        for (int i = 0; i < shape->row_len[row]; i++) {
            int col = shape->row_first_col[row] + 2 * i;
            int r = row - shape->origin_row;
            int q = (col - shape->origin_col - r) / 2;
            tiles[n].hex = hs_hex_make(q, r);
            tiles[n].terrain = HS_DESERT;
            tiles[n].number = 0;
            n++;
        }
    return n;
}

int hs_shape_tile_index(const hs_shape *shape, int row, int idx)
{
    int k = 0;
    for (int r = 0; r < row; r++)
        k += shape->row_len[r];
    return k + idx;
}

/* ---- Names ------------------------------------------------------------------------------ */

static const struct {
    const char *name, *resource;
    char letter;
} terrains[HS_TERRAIN_COUNT] = {
    [HS_DESERT] = {"desert", NULL, 'D'},
    [HS_FOREST] = {"forest", "lumber", 'L'},
    [HS_HILLS] = {"hills", "brick", 'B'},
    [HS_FIELDS] = {"fields", "grain", 'G'},
    [HS_PASTURE] = {"pasture", "wool", 'W'},
    [HS_MOUNTAINS] = {"mountains", "ore", 'O'},
    [HS_GOLD] = {"gold", "gold", 'A'},
    [HS_SEA] = {"sea", NULL, '~'},
};

const char *hs_terrain_name(hs_terrain t)
{
    return (unsigned)t < HS_TERRAIN_COUNT ? terrains[t].name : "?";
}

char hs_terrain_letter(hs_terrain t)
{
    return (unsigned)t < HS_TERRAIN_COUNT ? terrains[t].letter : '?';
}

const char *hs_terrain_resource(hs_terrain t)
{
    return (unsigned)t < HS_TERRAIN_COUNT ? terrains[t].resource : NULL;
}

int hs_terrain_from_letter(char c)
{
    if (c >= 'a' && c <= 'z')
        c = (char)(c - 'a' + 'A');
    switch (c) {
    case 'M': return HS_MOUNTAINS;
    case 'H': return HS_HILLS;
    case 'P': case 'S': return HS_PASTURE;
    default: break;
    }
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        if (terrains[t].letter == c)
            return t;
    return -1;
}

const char *hs_harbor_name(hs_harbor_type t)
{
    static const char *const names[HS_HARBOR_TYPE_COUNT] = {"3:1", "lumber", "brick", "grain", "wool", "ore"};
    return (unsigned)t < HS_HARBOR_TYPE_COUNT ? names[t] : "?";
}

int hs_harbor_ratio(hs_harbor_type t)
{
    return t == HS_HARBOR_ANY ? 3 : 2;
}

const hs_sea_layout *hs_sea_layout_of(hs_mode mode)
{
    return (unsigned)mode < (unsigned)hs_layout_count() ? layouts[mode].sea : NULL;
}

const char *hs_mode_name(hs_mode m)
{
    return (unsigned)m < (unsigned)hs_layout_count() ? layouts[m].info.name : "?";
}

int hs_mode_from_name(const char *name)
{
    for (int m = 0; m < hs_layout_count(); m++)
        if (strcasecmp(name, layouts[m].info.name) == 0)
            return m;
    return -1;
}

int hs_pips(int n)
{
    if (n < 2 || n > 12 || n == 7)
        return 0;
    return 6 - (n > 7 ? n - 7 : 7 - n);
}
