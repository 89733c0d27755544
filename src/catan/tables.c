/* SPDX-License-Identifier: MIT */
/* tables.c: game facts as data: the Classic and 5-6 shapes, terrain bags, number tokens in
 * letter order, harbor slots and harbor bags (docs/boards.md; the 5-6 harbors where the
 * 5th-edition rulebook draws them); every Seafarers scenario drawn hex by hex with its bags,
 * tokens, harbors, fog and pieces (JSettlers2's server layouts as facts; docs/seafarers.md); the layout table; and the names used in every output. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "catan_internal.h"
#include "../core/fail.h"

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
 * players (docs/seafarers.md): the main island is the Classic (or 5-6)
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

/* The other Seafarers voyages (docs/seafarers.md gives each one's sources and where they
 * disagree). Hex by hex as JSettlers2's server layouts place them (3, 4 and 6 players),
 * redrawn in this file's orientation; these main islands are no rulebook shape, so they carry
 * their own bags and take shuffled, searched numbers. */
enum { SEA_NSHO_3, SEA_4ISL_3, SEA_4ISL_4, SEA_4ISL_6, SEA_TTD_3, SEA_TTD_4, SEA_TTD_6, SEA_FOG_3, SEA_FOG_4,
       SEA_FOG_6, SEA_FTRI_4, SEA_FTRI_6, SEA_CLVI_4, SEA_CLVI_6, SEA_PIRI_4, SEA_PIRI_6, SEA_WOND_4, SEA_WOND_6,
       SEA_NEW_WORLD, SEA_FOG_6_GC, SEA_FISHERMEN, SEA_RIVERS, SEA_RIVERS_LAKES, SEA_CARAVANS, SEA_FISHY_CARAVANS,
       SEA_TB, SEA_TB_FISH, SEA_EP, SEA_EP_FISH, SEA_EP_CK, SEA_EP_CK_FISH, SEA_BARBARIANS, SEA_BARBARIANS_FISH,
       SEA_COUNT };

static const hs_sea_layout scenario_layouts[SEA_COUNT] = {
    /* Heading for New Shores, 3 players: a 14-hex main island without desert, 8 small-island
     * hexes; the robber starts on the north-west islet. */
    [SEA_NSHO_3] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 7,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~",
            "~ ~ I2* I2 ~ ~ ~",
            "~ ~ ~ ~ I3 I3 ~",
            "~ PE M M PW I3 ~",
            "PSE M M M PSW I3 pir",
            "~ M M M M ~ ~",
            "PNE M M M ~ I4 ~",
            "~ PE M M PW I4 ~",
            "~ ~ PNE ~ ~ ~ ~",
        },
        .main_bag = {[HS_FIELDS] = 3, [HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 4, [HS_FOREST] = 3},
        .n_main_tokens = 14,
        .main_tokens = {2, 3, 4, 5, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11},
        .island_bag = {[HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FIELDS] = 1, [HS_GOLD] = 2},
        .n_island_tokens = 8,
        .island_tokens = {3, 4, 4, 5, 8, 9, 10, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 3, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* The Four Islands, 3 players: 20 hexes, four of each resource, on four islands where the
     * players may start anywhere (one search group: the neighbour rules hold on each island). */
    [SEA_4ISL_3] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 8,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ M M PSW ~",
            "~ PSE M M ~ M M ~ ~",
            "~ ~ M M PNW M M ~ ~",
            "~ ~ PSW ~ pir PNE ~ ~ ~",
            "~ ~ M M M PSE M M ~",
            "~ PNE M M ~ M M PNW ~",
            "~ ~ ~ M PNW ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 4, [HS_MOUNTAINS] = 4, [HS_PASTURE] = 4, [HS_FIELDS] = 4, [HS_FOREST] = 4},
        .n_main_tokens = 20,
        .main_tokens = {2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* The Four Islands, 4 players: 23 hexes. */
    [SEA_4ISL_4] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 8,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ M ~ M M ~ ~",
            "~ PE M ~ M M M ~ ~",
            "~ ~ M M PSE M M PNW ~",
            "~ ~ PNW ~ M ~ PSE pir ~",
            "~ ~ M M PSW ~ M M ~",
            "~ PNE M M M ~ M PNW ~",
            "~ ~ PE M M ~ M ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 4, [HS_MOUNTAINS] = 4, [HS_PASTURE] = 5, [HS_FIELDS] = 5, [HS_FOREST] = 5},
        .n_main_tokens = 23,
        .main_tokens = {2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* The Six Islands (The Four Islands for 5-6 players): 32 hexes on six islands. */
    [SEA_4ISL_6] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 11,
        .n_rows = 11,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ PSE ~ ~ PSW ~ ~ PSW ~ ~",
            "~ ~ M M ~ M ~ M M ~ ~",
            "~ ~ M M ~ M M ~ M M ~ ~",
            "~ M M PNW M M ~ PNE M ~ ~",
            "~ pir PNE ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ M ~ ~ M M ~ M M ~",
            "~ PE M M PSW M M ~ M M PW ~",
            "~ ~ M M PNE M ~ M M ~ ~",
            "~ ~ ~ ~ ~ ~ ~ PNE ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 6, [HS_MOUNTAINS] = 6, [HS_PASTURE] = 7, [HS_FIELDS] = 6, [HS_FOREST] = 7},
        .n_main_tokens = 32,
        .main_tokens = {2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11,
                        12, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 5, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 2, [HS_HARBOR_ORE] = 1},
    },
    /* Through the Desert, 3 players: a strip of three deserts (D, fixed) cuts the main island's
     * north-west tip off; one gold on the main island, one on the small islands. */
    [SEA_TTD_3] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 7,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ M D PSW I ~ ~",
            "~ ~ M D M ~ I ~ ~",
            "~ ~ M D M M ~ ~ ~",
            "~ ~ PSE M M PSW I pir ~",
            "~ ~ M M M M ~ ~ ~",
            "~ PNE M M M PNW I ~ ~",
            "~ ~ PE M M PW I ~ ~",
            "~ ~ ~ PNW ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_DESERT] = 3, [HS_HILLS] = 3, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 3, [HS_FIELDS] = 3,
                     [HS_FOREST] = 5, [HS_GOLD] = 1},
        .n_main_tokens = 17,
        .main_tokens = {2, 3, 3, 4, 4, 4, 5, 6, 6, 6, 8, 8, 9, 9, 10, 10, 11},
        .island_bag = {[HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FIELDS] = 1, [HS_GOLD] = 1},
        .n_island_tokens = 5,
        .island_tokens = {5, 5, 8, 9, 11},
        .harbor_bag = {[HS_HARBOR_ANY] = 3, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* Through the Desert, 4 players. */
    [SEA_TTD_4] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 8,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ M D M PW I ~ ~",
            "~ ~ M D M M PSW I ~ ~",
            "~ ~ M D M M M ~ I ~",
            "~ ~ PE M M M PNW ~ pir ~",
            "~ ~ M M M M ~ I I ~",
            "~ PE M M M PNW ~ ~ ~ ~",
            "~ ~ ~ PNW M PW I I ~ ~",
            "~ ~ ~ PNE ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_DESERT] = 3, [HS_HILLS] = 4, [HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FIELDS] = 3,
                     [HS_FOREST] = 5, [HS_GOLD] = 1},
        .n_main_tokens = 20,
        .main_tokens = {3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 8, 9, 9, 10, 10, 10, 11, 11, 11, 12},
        .island_bag = {[HS_HILLS] = 1, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FIELDS] = 2, [HS_GOLD] = 1},
        .n_island_tokens = 7,
        .island_tokens = {2, 3, 4, 5, 6, 9, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* Through the Desert, 5-6 players: five deserts across the north; the land beyond them
     * (two strips) is fertile. */
    [SEA_TTD_6] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 11,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ M M M ~ M M M M ~ ~",
            "~ ~ M M D D D D D ~ ~ ~",
            "~ ~ PSE ~ PSE M M M M PW ~ I ~",
            "~ PSE M M M M M M M ~ ~ ~",
            "~ ~ M M M M M M M PNW ~ I ~",
            "~ PE M M PNW PNE ~ PNE ~ I I ~",
            "~ ~ ~ M PNW I I ~ I pir I ~ ~",
            "~ ~ PNE ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_DESERT] = 5, [HS_HILLS] = 7, [HS_MOUNTAINS] = 6, [HS_PASTURE] = 5, [HS_FIELDS] = 5,
                     [HS_FOREST] = 6, [HS_GOLD] = 1},
        .n_main_tokens = 30,
        .main_tokens = {2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12,
                        12},
        .island_bag = {[HS_MOUNTAINS] = 1, [HS_PASTURE] = 2, [HS_FIELDS] = 2, [HS_FOREST] = 1, [HS_GOLD] = 2},
        .n_island_tokens = 8,
        .island_tokens = {2, 3, 4, 8, 8, 9, 10, 11},
        .harbor_bag = {[HS_HARBOR_ANY] = 5, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 2, [HS_HARBOR_ORE] = 1},
    },
    /* The Fog Islands, 3 players: two islands to start on (harbors of fixed types), and 12 hexes
     * under fog (F) whose content is a face-down stack: 2 sea, 10 land with their tokens. */
    [SEA_FOG_3] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 9,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ F F PSE/B M PW/3 ~ ~",
            "~ ~ F F ~ M M PSW/L ~ ~",
            "~ ~ ~ ~ F ~ M M PSW/O ~",
            "~ PE/3 M ~ F ~ M M pir ~",
            "~ ~ M M ~ F ~ ~ ~ ~",
            "~ PNE/G M M ~ F F F ~ ~",
            "~ ~ PE/W M M ~ F F ~ ~",
            "~ ~ ~ PNE/3 ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 4, [HS_FIELDS] = 2, [HS_FOREST] = 4},
        .n_main_tokens = 14,
        .main_tokens = {3, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 3, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .fog_bag = {[HS_SEA] = 2, [HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FIELDS] = 2, [HS_FOREST] = 1,
                    [HS_GOLD] = 2},
        .n_fog_tokens = 10,
        .fog_tokens = {3, 3, 4, 5, 6, 8, 9, 10, 11, 12},
    },
    /* The Fog Islands, 4 players (JSettlers starts the pirate on a harbor's sea hex; hexseed one
     * hex north of it). */
    [SEA_FOG_4] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 9,
        .n_rows = 11,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ PSE/3 ~ ~ ~",
            "~ ~ F F ~ M M PW/3 ~",
            "~ ~ ~ F F ~ M M PSW/O ~",
            "~ M ~ F F ~ M M pir",
            "~ PNE/3 M ~ F F ~ M PW/L ~",
            "~ M M ~ ~ F ~ ~ ~",
            "~ PNE/B M M M ~ F F ~ ~",
            "~ PE/3 M M M ~ F ~ ~",
            "~ ~ ~ PNW/G PNE/W ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 3, [HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FIELDS] = 3, [HS_FOREST] = 4},
        .n_main_tokens = 17,
        .main_tokens = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .fog_bag = {[HS_SEA] = 2, [HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FIELDS] = 2, [HS_FOREST] = 1,
                    [HS_GOLD] = 2},
        .n_fog_tokens = 10,
        .fog_tokens = {3, 4, 5, 6, 8, 9, 10, 11, 11, 12},
    },
    /* The Fog Islands, 5-6 players: one main island (with a desert), 25 fog hexes (12 sea) in an
     * arc to the south, and two gold corners (I) whose tokens 4 and 10 are shuffled. */
    [SEA_FOG_6] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 11,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ PSW PSE ~ ~ PSW ~ PSE ~ ~",
            "~ ~ M M M M M M M M ~ ~",
            "~ ~ PE M M M M M M M PW ~",
            "~ F ~ M M M M M M ~ F ~",
            "~ ~ F ~ PNE M M M PNW pir F ~",
            "~ F F F ~ ~ PNW ~ F F F ~",
            "~ ~ F F F F F F F F F ~",
            "~ ~ I F F F F F F I ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_DESERT] = 1, [HS_HILLS] = 5, [HS_MOUNTAINS] = 5, [HS_PASTURE] = 4, [HS_FIELDS] = 5,
                     [HS_FOREST] = 4},
        .n_main_tokens = 23,
        .main_tokens = {2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12},
        .island_bag = {[HS_GOLD] = 2},
        .n_island_tokens = 2,
        .island_tokens = {4, 10},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .fog_bag = {[HS_SEA] = 12, [HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 3, [HS_FIELDS] = 2, [HS_FOREST] = 3,
                    [HS_GOLD] = 1},
        .n_fog_tokens = 13,
        .fog_tokens = {2, 2, 3, 4, 5, 5, 6, 8, 9, 9, 10, 11, 12},
    },
    /* New World: 23 land and 19 sea hexes dealt at random over the 42 cells inside the frame
     * (N), the land taking the scenario's bag (no desert, no gold) and tokens; 9 harbors on the
     * coast as dealt, placed as on free-form land (no two sharing a corner). */
    [SEA_NEW_WORLD] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 10,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ N N N N N ~ ~",
            "~ N N N N N N ~",
            "~ N N N N N N N ~",
            "~ N N N N N N ~",
            "~ N N N N N N N ~",
            "~ N N N N N N ~",
            "~ ~ N N N N N ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~",
        },
        .n_new_land = 23,
        .main_bag = {[HS_FIELDS] = 5, [HS_HILLS] = 4, [HS_MOUNTAINS] = 4, [HS_PASTURE] = 5, [HS_FOREST] = 5},
        .n_main_tokens = 23,
        .main_tokens = {2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* The Fog Islands, 5-6 players, as JSettlers2 sets the gold corners: gold 4 in the south-west,
     * gold 10 in the south-east, fixed (X). Otherwise the drawing above. */
    [SEA_FOG_6_GC] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 11,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ PSW PSE ~ ~ PSW ~ PSE ~ ~",
            "~ ~ M M M M M M M M ~ ~",
            "~ ~ PE M M M M M M M PW ~",
            "~ F ~ M M M M M M ~ F ~",
            "~ ~ F ~ PNE M M M PNW pir F ~",
            "~ F F F ~ ~ PNW ~ F F F ~",
            "~ ~ F F F F F F F F F ~",
            "~ ~ XA4 F F F F F F XA10 ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_DESERT] = 1, [HS_HILLS] = 5, [HS_MOUNTAINS] = 5, [HS_PASTURE] = 4, [HS_FIELDS] = 5,
                     [HS_FOREST] = 4},
        .n_main_tokens = 23,
        .main_tokens = {2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .fog_bag = {[HS_SEA] = 12, [HS_HILLS] = 2, [HS_MOUNTAINS] = 2, [HS_PASTURE] = 3, [HS_FIELDS] = 2, [HS_FOREST] = 3,
                    [HS_GOLD] = 1},
        .n_fog_tokens = 13,
        .fog_tokens = {2, 2, 3, 4, 5, 5, 6, 8, 9, 9, 10, 11, 12},
    },
    /* The Forgotten Tribe, 4 players: an 18-hex main island; the tribe's islands (X, fixed, no
     * numbers) carry the harbors, villages (V) and development cards (D) to be reached by ship. */
    [SEA_FTRI_4] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 9,
        .n_rows = 11,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ PSE ~ ~ PSE ~ ~ ~ ~ ~",
            "~ ~ XA XO pir XD XO XG ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ PSW ~",
            "~ M M M M M M ~ XW ~",
            "~ ~ M M M M M M ~ ~ ~",
            "~ M M M M M M ~ XL ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ PNW ~",
            "~ ~ XD XB ~ XB XD XA ~ ~",
            "~ ~ PNE ~ ~ ~ PNW ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 3, [HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FIELDS] = 4, [HS_FOREST] = 4},
        .n_main_tokens = 18,
        .main_tokens = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 1, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "village 2,6 NE; village 2,12 NE; village 2,16 NE; village 4,18 E; village 8,6 SE; "
                  "village 8,12 SW; village 8,16 SE; village 6,18 E; dev-card 2,6 W; dev-card 2,16 E; "
                  "dev-card 8,6 W; dev-card 8,16 E",
    },
    /* The Forgotten Tribe, 5-6 players: a 29-hex main island. */
    [SEA_FTRI_6] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 10,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ PSW PSE ~ ~ PSE ~ PSW ~",
            "~ ~ XA XG ~ XB XO pir XD XD ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ M M M M M M M M M M ~",
            "~ M M M M M M M M M ~",
            "~ M M M M M M M M M M ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ XW XW ~ XA XA ~ XD XD ~ ~",
            "~ PNE PNE ~ ~ ~ PNW PNE ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 6, [HS_MOUNTAINS] = 5, [HS_PASTURE] = 5, [HS_FIELDS] = 6, [HS_FOREST] = 7},
        .n_main_tokens = 29,
        .main_tokens = {2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11,
                        11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 3, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "village 1,5 NW; village 1,7 NW; village 1,11 NE; village 1,13 NW; village 1,17 NE; "
                  "village 7,7 SE; village 7,11 SE; village 7,13 SW; village 7,17 SE; village 7,19 SE; "
                  "dev-card 1,5 W; dev-card 1,13 NE; dev-card 1,19 E; dev-card 7,5 W; "
                  "dev-card 7,11 SW; dev-card 7,19 E",
    },
    /* Cloth for Catan, 4 players: two islands of 10 hexes; in the middle, four islets (fixed, no
     * numbers) with two cloth villages each, at corners, with their numbers. */
    [SEA_CLVI_4] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 9,
        .n_rows = 11,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ PSW ~ PSE ~ ~ ~ ~",
            "~ ~ M M M M M ~ ~ ~",
            "~ PE M M ~ ~ M M PW ~",
            "~ M ~ ~ XD ~ ~ ~ ~ ~",
            "~ ~ ~ XA ~ ~ XA ~ pir ~",
            "~ ~ ~ ~ XD ~ ~ M PW ~",
            "~ PE M M ~ ~ M M ~ ~",
            "~ ~ M M M M M PNW ~ ~",
            "~ ~ ~ PNE ~ ~ PNW ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 3, [HS_MOUNTAINS] = 4, [HS_PASTURE] = 4, [HS_FIELDS] = 5, [HS_FOREST] = 4},
        .n_main_tokens = 20,
        .main_tokens = {2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "cloth 5,7 N 10; cloth 5,7 S 9; cloth 4,10 N 11; cloth 4,10 S 8; cloth 6,10 N 6; "
                  "cloth 6,10 S 3; cloth 5,13 N 4; cloth 5,13 S 5",
    },
    /* Cloth for Catan, 5-6 players: two islands of 13 hexes, six islets with twelve villages. */
    [SEA_CLVI_6] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 10,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ PSW ~ PSE ~ PSE ~ ~ ~ ~",
            "~ ~ ~ M M M M M M M ~ ~ ~",
            "~ PE M M ~ ~ ~ ~ M M PW ~",
            "~ ~ M ~ ~ XD ~ XD ~ ~ M ~ ~",
            "~ ~ ~ XA ~ ~ ~ ~ XA ~ pir ~",
            "~ ~ M ~ ~ XD ~ XD ~ ~ M PW ~",
            "~ PE M M ~ ~ ~ ~ M M ~ ~",
            "~ ~ ~ M M M M M M M PNW ~ ~",
            "~ ~ ~ PNE ~ PNW ~ ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_HILLS] = 4, [HS_MOUNTAINS] = 5, [HS_PASTURE] = 5, [HS_FIELDS] = 6, [HS_FOREST] = 6},
        .n_main_tokens = 26,
        .main_tokens = {2, 2, 3, 3, 3, 3, 4, 4, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 10, 10, 11, 11, 11, 11, 12, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 5, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 2, [HS_HARBOR_ORE] = 1},
        .pieces = "cloth 4,8 N 4; cloth 4,8 S 9; cloth 3,11 N 2; cloth 3,11 S 5; cloth 5,11 N 6; "
                  "cloth 5,11 S 12; cloth 3,15 N 10; cloth 3,15 S 8; cloth 5,15 N 9; cloth 5,15 S 10; "
                  "cloth 4,18 N 4; cloth 4,18 S 5",
    },
    /* The Pirate Islands, 4 players: every hex and number fixed as the scenario sets them (X); only
     * the harbors are shuffled. Fortresses (F), the landings on the way (L) and the pirate fleet's
     * path (P, step by step). */
    [SEA_PIRI_4] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 9,
        .n_rows = 11,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ ~ PSE PSE ~ ~ ~",
            "~ ~ XA11 XO6 ~ ~ XG4 XB5 PW ~",
            "~ ~ XB ~ ~ XD ~ XO9 XL10 PW ~",
            "~ XG4 ~ ~ XD ~ XL3 XW8 XL5 ~",
            "~ ~ ~ XO8 ~ ~ XG6 XB9 XW12 PW ~",
            "~ XG10 ~ ~ XD ~ XW11 XL8 XW9 ~",
            "~ ~ XB ~ ~ XW ~ XO5 XL2 PNW ~",
            "~ ~ XA3 XO6 ~ pir XG10 XB4 PNW ~",
            "~ ~ ~ ~ ~ ~ ~ PNW ~ ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .harbor_bag = {[HS_HARBOR_ANY] = 3, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "path 8,12 C 1; path 8,10 C 2; path 7,9 C 3; path 6,8 C 4; path 5,9 C 5; "
                  "path 4,8 C 6; path 3,9 C 7; path 2,10 C 8; path 2,12 C 9; path 3,13 C 10; "
                  "path 4,12 C 11; path 5,11 C 12; path 6,12 C 13; path 7,13 C 14; fortress 8,6 S; "
                  "fortress 2,6 N; fortress 6,4 SE; fortress 3,5 S; landing 8,8 SE; landing 2,8 NE; "
                  "landing 5,7 S; landing 5,7 N",
    },
    /* The Pirate Islands, 5-6 players. */
    [SEA_PIRI_6] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 10,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ PSE PSE ~ ~ ~",
            "~ ~ XA3 ~ XO6 ~ ~ XW5 XG4 XB9 PW ~",
            "~ ~ ~ ~ ~ XD ~ XO3 XB10 XL11 PW ~",
            "~ XA11 XD XO8 ~ ~ ~ XL12 XL6 XW4 XL10 ~",
            "~ ~ ~ ~ XD ~ XG6 XG4 XO5 XW8 PW ~",
            "~ XA11 XD XO6 ~ ~ ~ XW2 XW10 XB3 XW5 ~",
            "~ ~ ~ ~ ~ XD ~ XG11 XO9 XB8 PW ~",
            "~ ~ XA3 ~ XO8 pir ~ XL9 XG5 XL4 PW ~",
            "~ ~ ~ ~ ~ ~ ~ PNE PNE ~ ~ ~",
        },
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "path 7,11 C 1; path 6,10 C 2; path 5,9 C 3; path 4,8 C 4; path 3,9 C 5; "
                  "path 2,10 C 6; path 1,11 C 7; path 1,13 C 8; path 2,14 C 9; path 3,13 C 10; "
                  "path 4,12 C 11; path 5,13 C 12; path 6,14 C 13; path 7,13 C 14; fortress 7,5 N; "
                  "fortress 1,5 S; fortress 5,3 NE; fortress 3,3 SE; fortress 1,5 NW; fortress 7,5 SW; "
                  "landing 7,9 N; landing 1,9 S; landing 5,7 NE; landing 3,7 SE; landing 1,9 NE; "
                  "landing 7,9 SE",
    },
    /* The Wonders of Catan, 4 players: a main island with three fixed deserts (D) in the south-west,
     * small islands with fixed hexes and numbers (X); the Great Wall's corners (W) along the desert,
     * the Great Bridge's (B) at the strait, corners where nobody builds (X). */
    [SEA_WOND_4] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 9,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ ~ PSE ~ ~ ~ ~ ~",
            "~ ~ XG5 PSE M M ~ M ~ ~",
            "~ ~ XL4 ~ M M ~ M PW ~ ~",
            "~ XA6 ~ PNE M ~ PSE M M ~",
            "~ ~ ~ D M M M M M PW ~",
            "~ ~ D M M M M M M ~",
            "~ ~ ~ D PNE M PNW ~ PNW ~ ~",
            "~ ~ ~ ~ M ~ XB2 XA8 ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_DESERT] = 3, [HS_HILLS] = 4, [HS_MOUNTAINS] = 5, [HS_PASTURE] = 5, [HS_FIELDS] = 4,
                     [HS_FOREST] = 4},
        .n_main_tokens = 22,
        .main_tokens = {2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "wall 5,7 NE; wall 5,7 SE; wall 5,7 S; wall 6,6 SE; wall 6,8 S; bridge 2,12 SE; "
                  "bridge 3,15 NW; no-build 2,12 NE; no-build 2,12 S; no-build 2,16 SW; "
                  "no-build 3,15 SW",
    },
    /* The Wonders of Catan, 5-6 players: four fixed deserts, two straits. */
    [SEA_WOND_6] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 5, .origin_col = 9,
        .n_rows = 10,
        .rows = {
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
            "~ ~ ~ ~ PSE ~ ~ PSE ~ ~ ~",
            "~ XA6 PSE M M ~ M M ~ ~ ~",
            "~ XL4 PSE M M ~ M M PW XA6 ~",
            "~ ~ M M M PSE M M PW ~ ~",
            "~ D M M M M M M M ~ ~",
            "~ D M M M M M M M PW ~",
            "~ D D ~ PNE M PNE M PNW ~ ~",
            "~ ~ ~ ~ M ~ M ~ XA8 ~ ~",
            "~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_DESERT] = 4, [HS_HILLS] = 6, [HS_MOUNTAINS] = 6, [HS_PASTURE] = 7, [HS_FIELDS] = 6,
                     [HS_FOREST] = 6},
        .n_main_tokens = 31,
        .main_tokens = {2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11,
                        11, 11, 11, 12, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 5, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1,
                       [HS_HARBOR_GRAIN] = 1, [HS_HARBOR_WOOL] = 2, [HS_HARBOR_ORE] = 1},
        .pieces = "wall 5,3 NE; wall 5,3 SE; wall 5,5 S; wall 6,4 SE; wall 6,6 S; bridge 2,10 SE; "
                  "bridge 3,13 NW; bridge 7,11 SE; bridge 8,14 NW; no-build 2,10 NE; no-build 2,10 S; "
                  "no-build 2,14 SW; no-build 3,13 SW; no-build 6,12 S; no-build 7,11 S; "
                  "no-build 7,15 SW; no-build 8,14 SW",
    },
    /* ---- Traders & Barbarians and Explorers & Pirates (docs/expansions.md) ----
     * The Classic island in its frame, or the Explorers' start island, as thisisrandy's
     * catan-randomizer sets them up (the facts: which hexes are fixed, with what, the bags, the
     * harbor places, the fishing grounds). Fixed hexes are '=' cells of the main island: its
     * rules see them. */
    /* The Fishermen of Catan: the lake (never on the coast) in the desert's stead, and six fishing grounds on the
     * frame whose numbers 4, 5, 6, 8, 9 and 10 are shuffled over their places. */
    [SEA_FISHERMEN] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ M M M PSW ~",
            "PE M M M M ~ ~",
            "~ M M M M M PW",
            "PE M M M M ~ ~",
            "~ ~ M M M PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FOREST] = 4, [HS_FIELDS] = 4, [HS_HILLS] = 3,
                     [HS_LAKE] = 1},
        .n_main_tokens = 18,
        .main_tokens = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "fishing-ground 0,6 S 6; "
                  "fishing-ground 1,3 SE 10; "
                  "fishing-ground 2,12 SW 5; "
                  "fishing-ground 4,12 NW 4; "
                  "fishing-ground 5,3 NE 8; "
                  "fishing-ground 6,6 N 9",
        .inland_only = 1u << HS_LAKE,
    },
    /* The Rivers of Catan: two rivers fixed with their numbers, each from a swamp; the 12 lies on the 2. */
    [SEA_RIVERS] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ M M M PSW ~",
            "PE =Z =W6 =B4 =O10 ~ ~",
            "~ M M M M M PW",
            "PE =Z =B3 =O4 M ~ ~",
            "~ ~ M M M PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 3, [HS_FOREST] = 4, [HS_FIELDS] = 4, [HS_HILLS] = 3,
                     [HS_SWAMP] = 2},
        .n_main_tokens = 17,
        .main_tokens = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "river 2,6 C; river 2,8 C; river 2,10 C; river 4,6 C; river 4,8 C",
        .joined = {2, 12},
    },
    /* The Rivers of Catan with The Fishermen's lake and fishing grounds. */
    [SEA_RIVERS_LAKES] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ M M M PSW ~",
            "PE =Z =W6 =B4 =O10 ~ ~",
            "~ M M M M M PW",
            "PE =Z =B3 =O4 M ~ ~",
            "~ ~ M M M PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 3, [HS_FOREST] = 4, [HS_FIELDS] = 3, [HS_HILLS] = 3,
                     [HS_LAKE] = 1, [HS_SWAMP] = 2},
        .n_main_tokens = 16,
        .main_tokens = {3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "fishing-ground 0,6 S 6; "
                  "fishing-ground 1,3 SE 10; "
                  "river 2,6 C; "
                  "river 2,8 C; "
                  "river 2,10 C; "
                  "fishing-ground 2,12 SW 5; "
                  "river 4,6 C; "
                  "river 4,8 C; "
                  "fishing-ground 4,12 NW 4; "
                  "fishing-ground 5,3 NE 8; "
                  "fishing-ground 6,6 N 9",
        .inland_only = 1u << HS_LAKE,
    },
    /* The Caravans: the oasis in the centre, in the desert's stead. */
    [SEA_CARAVANS] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ M M M PSW ~",
            "PE M M M M ~ ~",
            "~ M M =Y M M PW",
            "PE M M M M ~ ~",
            "~ ~ M M M PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FOREST] = 4, [HS_FIELDS] = 4, [HS_HILLS] = 3,
                     [HS_OASIS] = 1},
        .n_main_tokens = 18,
        .main_tokens = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* The Caravans with The Fishermen's lake and fishing grounds; the 12 lies on the 2. */
    [SEA_FISHY_CARAVANS] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ M M M PSW ~",
            "PE M M M M ~ ~",
            "~ M M =Y M M PW",
            "PE M M M M ~ ~",
            "~ ~ M M M PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FOREST] = 3, [HS_FIELDS] = 4, [HS_HILLS] = 3,
                     [HS_LAKE] = 1, [HS_OASIS] = 1},
        .n_main_tokens = 17,
        .main_tokens = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "fishing-ground 0,6 S 6; "
                  "fishing-ground 1,3 SE 10; "
                  "fishing-ground 2,12 SW 5; "
                  "fishing-ground 4,12 NW 4; "
                  "fishing-ground 5,3 NE 8; "
                  "fishing-ground 6,6 N 9",
        .inland_only = 1u << HS_LAKE,
        .joined = {2, 12},
    },
    /* Traders & Barbarians: the castle, the quarry and the glassworks fixed, no desert. */
    [SEA_TB] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ M M =Q PSW ~",
            "PE M M M M ~ ~",
            "~ =C M M M M PW",
            "PE M M M M ~ ~",
            "~ ~ M M =E PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 3, [HS_FOREST] = 4, [HS_FIELDS] = 3, [HS_HILLS] = 3,
                     [HS_CASTLE] = 1, [HS_QUARRY] = 1, [HS_GLASSWORKS] = 1},
        .n_main_tokens = 16,
        .main_tokens = {3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
    },
    /* Traders & Barbarians with The Fishermen's lake and fishing grounds. */
    [SEA_TB_FISH] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ M M =Q PSW ~",
            "PE M M M M ~ ~",
            "~ =C M M M M PW",
            "PE M M M M ~ ~",
            "~ ~ M M =E PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 3, [HS_FOREST] = 3, [HS_FIELDS] = 3, [HS_HILLS] = 3,
                     [HS_LAKE] = 1, [HS_CASTLE] = 1, [HS_QUARRY] = 1, [HS_GLASSWORKS] = 1},
        .n_main_tokens = 15,
        .main_tokens = {3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "fishing-ground 0,6 S 6; "
                  "fishing-ground 1,3 SE 10; "
                  "fishing-ground 2,12 SW 5; "
                  "fishing-ground 4,12 NW 4; "
                  "fishing-ground 5,3 NE 8; "
                  "fishing-ground 6,6 N 9",
        .inland_only = 1u << HS_LAKE,
    },
    /* Explorers & Pirates: the start island, its pasture 6 fixed; the sea beyond is explored in play. */
    [SEA_EP] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 6,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ =W6 M M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FOREST] = 4, [HS_FIELDS] = 2, [HS_HILLS] = 2},
        .n_main_tokens = 15,
        .main_tokens = {3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11, 12},
    },
    /* Explorers & Pirates with the lake fixed beside the pasture and fishing grounds around the start island. */
    [SEA_EP_FISH] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 6,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ =W6 =K M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 3, [HS_FOREST] = 4, [HS_FIELDS] = 2, [HS_HILLS] = 2,
                     [HS_LAKE] = 1},
        .n_main_tokens = 14,
        .main_tokens = {3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11},
        .pieces = "fishing-ground 0,8 S 6; "
                  "fishing-ground 1,5 SE 4; "
                  "fishing-ground 3,3 SE 5; "
                  "fishing-ground 5,3 NE 9; "
                  "fishing-ground 7,5 NE 10; "
                  "fishing-ground 8,8 N 8",
        .inland_only = 1u << HS_LAKE,
    },
    /* Explorers & Pirates' start island for Cities & Knights (one forest becomes fields). */
    [SEA_EP_CK] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 6,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ =W6 M M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 4, [HS_FOREST] = 3, [HS_FIELDS] = 3, [HS_HILLS] = 2},
        .n_main_tokens = 15,
        .main_tokens = {3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11, 12},
    },
    /* Explorers & Pirates + Cities & Knights with the lake and fishing grounds. */
    [SEA_EP_CK_FISH] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 4, .origin_col = 6,
        .n_rows = 9,
        .rows = {
            "~ ~ ~ ~ ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ =W6 =K M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ M M ~ ~",
            "~ ~ ~ M M ~",
            "~ ~ ~ ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 3, [HS_PASTURE] = 3, [HS_FOREST] = 3, [HS_FIELDS] = 3, [HS_HILLS] = 2,
                     [HS_LAKE] = 1},
        .n_main_tokens = 14,
        .main_tokens = {3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11},
        .pieces = "fishing-ground 0,8 S 6; "
                  "fishing-ground 1,5 SE 4; "
                  "fishing-ground 3,3 SE 5; "
                  "fishing-ground 5,3 NE 9; "
                  "fishing-ground 7,5 NE 10; "
                  "fishing-ground 8,8 N 8",
        .inland_only = 1u << HS_LAKE,
    },
    /* Barbarian Attack: the castle and a desert fixed; the seven inner hexes (M) and the coast (I) each shuffle
     * their own terrain and numbers; the coast is searched around the inner hexes as placed (touching). */
    [SEA_BARBARIANS] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ I I D PSW ~",
            "PE I M M I ~ ~",
            "~ I M M M I PW",
            "PE I M M I ~ ~",
            "~ ~ =C I I PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FOREST] = 1, [HS_FIELDS] = 2, [HS_HILLS] = 1,
                     [HS_DESERT] = 1, [HS_CASTLE] = 1},
        .n_main_tokens = 7,
        .main_tokens = {3, 4, 5, 6, 8, 9, 10},
        .island_bag = {[HS_MOUNTAINS] = 1, [HS_PASTURE] = 3, [HS_FOREST] = 2, [HS_FIELDS] = 2, [HS_HILLS] = 2},
        .n_island_tokens = 10,
        .island_tokens = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .touching = true,
    },
    /* Barbarian Attack with The Fishermen's lake, fixed in the centre, and fishing grounds. */
    [SEA_BARBARIANS_FISH] = {
        .main_mode = HS_MODE_COUNT,
        .origin_row = 3, .origin_col = 7,
        .n_rows = 7,
        .rows = {
            "~ PSE ~ PSW ~ ~ ~",
            "~ ~ I I D PSW ~",
            "PE I M M I ~ ~",
            "~ I M =K M I PW",
            "PE I M M I ~ ~",
            "~ ~ =C I I PNW ~",
            "~ PNE ~ PNW ~ ~ ~",
        },
        .main_bag = {[HS_MOUNTAINS] = 2, [HS_PASTURE] = 1, [HS_FOREST] = 1, [HS_FIELDS] = 1, [HS_HILLS] = 1,
                     [HS_DESERT] = 1, [HS_LAKE] = 1, [HS_CASTLE] = 1},
        .n_main_tokens = 6,
        .main_tokens = {4, 5, 6, 8, 9, 10},
        .island_bag = {[HS_MOUNTAINS] = 1, [HS_PASTURE] = 3, [HS_FOREST] = 2, [HS_FIELDS] = 2, [HS_HILLS] = 2},
        .n_island_tokens = 10,
        .island_tokens = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12},
        .harbor_bag = {[HS_HARBOR_ANY] = 4, [HS_HARBOR_LUMBER] = 1, [HS_HARBOR_BRICK] = 1, [HS_HARBOR_GRAIN] = 1,
                       [HS_HARBOR_WOOL] = 1, [HS_HARBOR_ORE] = 1},
        .pieces = "fishing-ground 0,6 S 6; "
                  "fishing-ground 1,3 SE 10; "
                  "fishing-ground 2,12 SW 5; "
                  "fishing-ground 4,12 NW 4; "
                  "fishing-ground 5,3 NE 8; "
                  "fishing-ground 6,6 N 9",
        .inland_only = 1u << HS_LAKE,
        .touching = true,
    },
};

/* ---- The layout table: one entry per board layout (hs_mode is its index) ------------------- */

typedef struct layout_entry {
    hs_layout_info info;
    const hs_shape *shape;   /* the board, or the main island of a Seafarers scenario */
    const hs_sea_layout *sea; /* the scenario as drawn; NULL for a plain board */
    const hs_sea_setup *setup; /* a corrected setup; NULL: the setup as first released */
    const char *expansion;     /* the box (hs_layout_expansion); NULL: Catan, or Seafarers for
                                  the family seafarers */
    const char *players_note;  /* hs_layout_players_note; NULL: nothing to say */
} layout_entry;

/* What the expansions' games have for the player counts the table lacks. */
#define TB_5_6 "the Traders & Barbarians 5-6 player extension sets this scenario up for 5-6 players; hexseed does " \
               "not have that setup yet"
#define EP_5_6 "the Explorers & Pirates 5-6 player extension sets the start island up for 5-6 players; hexseed " \
               "does not have that setup yet"
#define COMBINED_5_6 "no setup of this combination for 5-6 players is published; hexseed does not invent one"

/* The setups of the entries that replace the first releases (docs/seafarers.md, "Setups"):
 * robber starts as JSettlers2 sets them (cells of the drawings above), Through the Desert's main
 * gold beyond the desert, and golds apart everywhere. */
enum { SET_AS_DRAWN, SET_NO_ROBBER, SET_4ISL_3, SET_4ISL_4, SET_TTD_3_4, SET_TTD_6, SET_FOG_3, SET_FOG_4,
       SET_FTRI_4, SET_FTRI_6, SET_CLVI_4, SET_CLVI_6, SET_WOND_4, SET_WOND_6, SET_PIRI_3, SET_COUNT };

static const hs_sea_setup setups[SET_COUNT] = {
    [SET_AS_DRAWN] = {NULL, NULL, true},  /* the robber as released; golds apart */
    [SET_NO_ROBBER] = {"", NULL, true},   /* New Shores 5-6, The Pirate Islands */
    /* The Pirate Islands for 3 on the 4-player board: JSettlers2 hands the fortresses and
     * landings out to the seats taken, in seat order (PIR_ISL_INIT_PIECES), so the fourth's stay
     * in the box. */
    [SET_PIRI_3] = {"", NULL, true, 3},
    [SET_4ISL_3] = {"7,7", NULL, true},   /* JSettlers2 0x0F05: the south-west island's tip */
    [SET_4ISL_4] = {"2,12", NULL, true},  /* 0x050A: the north-east island */
    [SET_TTD_3_4] = {"3,7", "1,7 2,6 3,5", true}, /* the last desert of the strip (0x0705) */
    [SET_TTD_6] = {"2,18", "1,7 1,9 1,11 1,15 1,17 1,19 1,21 2,6 2,8", true}, /* 0x0510 */
    [SET_FOG_3] = {"1,13", NULL, true},   /* 0x030B: the north-east island */
    [SET_FOG_4] = {"6,4", NULL, true},    /* 0x0B03: the south-west island */
    [SET_FTRI_4] = {"8,6", NULL, true},   /* 0x0F05: the last tribe desert, clockwise from the NW */
    [SET_FTRI_6] = {"7,19", NULL, true},  /* 0x0F13: the last tribe desert, north then south */
    [SET_CLVI_4] = {"4,4", NULL, true},   /* 0x0703: the west tip of the north island */
    [SET_CLVI_6] = {"3,5", NULL, true},   /* 0x0703 */
    [SET_WOND_4] = {"7,7", NULL, true},   /* the last desert (0x0B05) */
    [SET_WOND_6] = {"7,5", NULL, true},   /* the last desert (0x0D04) */
};

static const layout_entry layouts[] = {
    [HS_MODE_CLASSIC] = {{"classic", "Classic, 3-4 players", "catan", NULL, "3-4", 10, NULL}, &shapes[HS_MODE_CLASSIC], NULL},
    [HS_MODE_5_6] = {{"5-6", "5-6 player extension", "catan", NULL, "5-6", 10, NULL}, &shapes[HS_MODE_5_6], NULL},
    [HS_MODE_SEAFARERS] = {{"seafarers", "Seafarers: Heading for New Shores, 4 players", "seafarers", "new-shores", "4",
                            14, NULL},
                           &shapes[HS_MODE_CLASSIC], &sea_layouts[0]},
    [HS_MODE_SEAFARERS_5_6] = {{"seafarers-5-6", "Seafarers: Heading for New Shores, 5-6 players", "seafarers",
                                "new-shores", "5-6", 14, NULL},
                               &shapes[HS_MODE_5_6], &sea_layouts[1]},
    /* From here on: scenario layouts without an hs_mode name of their own. Only append: the
     * index is the share code's layout field. */
    {{"new-shores-3", "Seafarers: Heading for New Shores, 3 players", "seafarers", "new-shores", "3", 14, NULL},
     NULL, &scenario_layouts[SEA_NSHO_3]},
    {{"four-islands-3", "Seafarers: The Four Islands, 3 players", "seafarers", "four-islands", "3", 12,
      "red,min-pips=forest:2,min-pips=pasture:2"},
     NULL, &scenario_layouts[SEA_4ISL_3]},
    {{"four-islands-4", "Seafarers: The Four Islands, 4 players", "seafarers", "four-islands", "4", 12,
      "red,min-pips=forest:2,min-pips=pasture:2"},
     NULL, &scenario_layouts[SEA_4ISL_4]},
    {{"six-islands", "Seafarers: The Six Islands (The Four Islands, 5-6 players)", "seafarers", "four-islands", "5-6",
      12, "red,min-pips=forest:2,min-pips=pasture:2"},
     NULL, &scenario_layouts[SEA_4ISL_6]},
    {{"through-the-desert-3", "Seafarers: Through the Desert, 3 players", "seafarers", "through-the-desert", "3", 12,
      "red,max-pips=gold:4"},
     NULL, &scenario_layouts[SEA_TTD_3]},
    {{"through-the-desert-4", "Seafarers: Through the Desert, 4 players", "seafarers", "through-the-desert", "4", 12,
      "red,max-pips=gold:4"},
     NULL, &scenario_layouts[SEA_TTD_4]},
    {{"through-the-desert-5-6", "Seafarers: Through the Desert, 5-6 players", "seafarers", "through-the-desert",
      "5-6", 12, "red,max-pips=gold:4"},
     NULL, &scenario_layouts[SEA_TTD_6]},
    {{"fog-islands-3", "Seafarers: The Fog Islands, 3 players", "seafarers", "fog-islands", "3", 12, NULL},
     NULL, &scenario_layouts[SEA_FOG_3]},
    {{"fog-islands-4", "Seafarers: The Fog Islands, 4 players", "seafarers", "fog-islands", "4", 12, NULL},
     NULL, &scenario_layouts[SEA_FOG_4]},
    {{"fog-islands-5-6", "Seafarers: The Fog Islands, 5-6 players", "seafarers", "fog-islands", "5-6", 12, NULL},
     NULL, &scenario_layouts[SEA_FOG_6]},
    {{"forgotten-tribe-4", "Seafarers: The Forgotten Tribe, 4 players", "seafarers", "forgotten-tribe", "4", 13, NULL},
     NULL, &scenario_layouts[SEA_FTRI_4]},
    {{"forgotten-tribe-5-6", "Seafarers: The Forgotten Tribe, 5-6 players", "seafarers", "forgotten-tribe", "5-6", 13,
      NULL},
     NULL, &scenario_layouts[SEA_FTRI_6]},
    {{"cloth-for-catan-4", "Seafarers: Cloth for Catan, 4 players", "seafarers", "cloth-for-catan", "4", 14, NULL,
      "(the most VP wins; cloth breaks ties)"},
     NULL, &scenario_layouts[SEA_CLVI_4]},
    {{"cloth-for-catan-5-6", "Seafarers: Cloth for Catan, 5-6 players", "seafarers", "cloth-for-catan", "5-6", 14,
      NULL, "(the most VP wins; cloth breaks ties)"},
     NULL, &scenario_layouts[SEA_CLVI_6]},
    {{"pirate-islands-4", "Seafarers: The Pirate Islands, 4 players", "seafarers", "pirate-islands", "4", 10, NULL,
      "and your pirate fortress taken"},
     NULL, &scenario_layouts[SEA_PIRI_4]},
    {{"pirate-islands-5-6", "Seafarers: The Pirate Islands, 5-6 players", "seafarers", "pirate-islands", "5-6", 10,
      NULL, "and your pirate fortress taken"},
     NULL, &scenario_layouts[SEA_PIRI_6]},
    {{"wonders-of-catan-4", "Seafarers: The Wonders of Catan, 4 players", "seafarers", "wonders-of-catan", "4", 10,
      NULL, "and the most wonder levels, or a finished wonder"},
     NULL, &scenario_layouts[SEA_WOND_4]},
    {{"wonders-of-catan-5-6", "Seafarers: The Wonders of Catan, 5-6 players", "seafarers", "wonders-of-catan", "5-6",
      10, NULL, "and the most wonder levels, or a finished wonder"},
     NULL, &scenario_layouts[SEA_WOND_6]},
    {{"new-world-3", "Seafarers: New World, 3 players", "seafarers", "new-world", "3", 12, NULL}, NULL,
     &scenario_layouts[SEA_NEW_WORLD]},
    {{"new-world-4", "Seafarers: New World, 4 players", "seafarers", "new-world", "4", 12, NULL}, NULL,
     &scenario_layouts[SEA_NEW_WORLD]},
    /* From here on (2026-11): the setups as the rulebook and JSettlers2 make them, replacing the
     * entries above of the same scenario and player count (which keep their codes' boards). The
     * names end in -v2 where the first name is taken. */
    {{"new-shores-3-v2", "Seafarers: Heading for New Shores, 3 players", "seafarers", "new-shores", "3", 14,
      "red,max-pips=gold:4"},
     NULL, &scenario_layouts[SEA_NSHO_3], &setups[SET_AS_DRAWN]},
    {{"seafarers-v2", "Seafarers: Heading for New Shores, 4 players", "seafarers", "new-shores", "4", 14,
      "red,max-pips=gold:4"},
     &shapes[HS_MODE_CLASSIC], &sea_layouts[0], &setups[SET_AS_DRAWN]},
    {{"seafarers-5-6-v2", "Seafarers: Heading for New Shores, 5-6 players", "seafarers", "new-shores", "5-6", 14,
      "red,max-pips=gold:4"},
     &shapes[HS_MODE_5_6], &sea_layouts[1], &setups[SET_NO_ROBBER]},
    {{"four-islands-3-v2", "Seafarers: The Four Islands, 3 players", "seafarers", "four-islands", "3", 12,
      "red,min-pips=forest:2,min-pips=pasture:2"},
     NULL, &scenario_layouts[SEA_4ISL_3], &setups[SET_4ISL_3]},
    {{"four-islands-4-v2", "Seafarers: The Four Islands, 4 players", "seafarers", "four-islands", "4", 12,
      "red,min-pips=forest:2,min-pips=pasture:2"},
     NULL, &scenario_layouts[SEA_4ISL_4], &setups[SET_4ISL_4]},
    {{"through-the-desert-3-v2", "Seafarers: Through the Desert, 3 players", "seafarers", "through-the-desert", "3",
      12, "red,max-pips=gold:4"},
     NULL, &scenario_layouts[SEA_TTD_3], &setups[SET_TTD_3_4]},
    {{"through-the-desert-4-v2", "Seafarers: Through the Desert, 4 players", "seafarers", "through-the-desert", "4",
      12, "red,max-pips=gold:4"},
     NULL, &scenario_layouts[SEA_TTD_4], &setups[SET_TTD_3_4]},
    {{"through-the-desert-5-6-v2", "Seafarers: Through the Desert, 5-6 players", "seafarers", "through-the-desert",
      "5-6", 12, "red,max-pips=gold:4"},
     NULL, &scenario_layouts[SEA_TTD_6], &setups[SET_TTD_6]},
    {{"fog-islands-3-v2", "Seafarers: The Fog Islands, 3 players", "seafarers", "fog-islands", "3", 12, NULL},
     NULL, &scenario_layouts[SEA_FOG_3], &setups[SET_FOG_3]},
    {{"fog-islands-4-v2", "Seafarers: The Fog Islands, 4 players", "seafarers", "fog-islands", "4", 12, NULL},
     NULL, &scenario_layouts[SEA_FOG_4], &setups[SET_FOG_4]},
    {{"fog-islands-5-6-v2", "Seafarers: The Fog Islands, 5-6 players", "seafarers", "fog-islands", "5-6", 12, NULL},
     NULL, &scenario_layouts[SEA_FOG_6_GC], &setups[SET_AS_DRAWN]},
    {{"forgotten-tribe-3", "Seafarers: The Forgotten Tribe, 3 players (the 4-player board)", "seafarers",
      "forgotten-tribe", "3", 13, NULL},
     NULL, &scenario_layouts[SEA_FTRI_4], &setups[SET_FTRI_4]},
    {{"forgotten-tribe-4-v2", "Seafarers: The Forgotten Tribe, 4 players", "seafarers", "forgotten-tribe", "4", 13,
      NULL},
     NULL, &scenario_layouts[SEA_FTRI_4], &setups[SET_FTRI_4]},
    {{"forgotten-tribe-5-6-v2", "Seafarers: The Forgotten Tribe, 5-6 players", "seafarers", "forgotten-tribe", "5-6",
      13, NULL},
     NULL, &scenario_layouts[SEA_FTRI_6], &setups[SET_FTRI_6]},
    {{"cloth-for-catan-3", "Seafarers: Cloth for Catan, 3 players (the 4-player board)", "seafarers",
      "cloth-for-catan", "3", 14, NULL, "(the most VP wins; cloth breaks ties)"},
     NULL, &scenario_layouts[SEA_CLVI_4], &setups[SET_CLVI_4]},
    {{"cloth-for-catan-4-v2", "Seafarers: Cloth for Catan, 4 players", "seafarers", "cloth-for-catan", "4", 14, NULL,
      "(the most VP wins; cloth breaks ties)"},
     NULL, &scenario_layouts[SEA_CLVI_4], &setups[SET_CLVI_4]},
    {{"cloth-for-catan-5-6-v2", "Seafarers: Cloth for Catan, 5-6 players", "seafarers", "cloth-for-catan", "5-6", 14,
      NULL, "(the most VP wins; cloth breaks ties)"},
     NULL, &scenario_layouts[SEA_CLVI_6], &setups[SET_CLVI_6]},
    {{"pirate-islands-3", "Seafarers: The Pirate Islands, 3 players (the 4-player board)", "seafarers",
      "pirate-islands", "3", 10, NULL, "and your pirate fortress taken"},
     NULL, &scenario_layouts[SEA_PIRI_4], &setups[SET_NO_ROBBER]},
    {{"pirate-islands-4-v2", "Seafarers: The Pirate Islands, 4 players", "seafarers", "pirate-islands", "4", 10, NULL,
      "and your pirate fortress taken"},
     NULL, &scenario_layouts[SEA_PIRI_4], &setups[SET_NO_ROBBER]},
    {{"pirate-islands-5-6-v2", "Seafarers: The Pirate Islands, 5-6 players", "seafarers", "pirate-islands", "5-6", 10,
      NULL, "and your pirate fortress taken"},
     NULL, &scenario_layouts[SEA_PIRI_6], &setups[SET_NO_ROBBER]},
    {{"wonders-of-catan-3", "Seafarers: The Wonders of Catan, 3 players (the 4-player board)", "seafarers",
      "wonders-of-catan", "3", 10, NULL, "and the most wonder levels, or a finished wonder"},
     NULL, &scenario_layouts[SEA_WOND_4], &setups[SET_WOND_4]},
    {{"wonders-of-catan-4-v2", "Seafarers: The Wonders of Catan, 4 players", "seafarers", "wonders-of-catan", "4", 10,
      NULL, "and the most wonder levels, or a finished wonder"},
     NULL, &scenario_layouts[SEA_WOND_4], &setups[SET_WOND_4]},
    {{"wonders-of-catan-5-6-v2", "Seafarers: The Wonders of Catan, 5-6 players", "seafarers", "wonders-of-catan",
      "5-6", 10, NULL, "and the most wonder levels, or a finished wonder"},
     NULL, &scenario_layouts[SEA_WOND_6], &setups[SET_WOND_6]},
    /* The Pirate Islands for 3 with three fortresses and landings (entry 41 put out the fourth
     * seat's too; its codes keep them). */
    {{"pirate-islands-3-v2", "Seafarers: The Pirate Islands, 3 players (the 4-player board)", "seafarers",
      "pirate-islands", "3", 10, NULL, "and your pirate fortress taken"},
     NULL, &scenario_layouts[SEA_PIRI_4], &setups[SET_PIRI_3]},
    /* From here on (2026-11): the expansions' boards (docs/expansions.md), made by hexseed catan
     * --mode NAME. Cities & Knights is played on the base game's boards; vp 0: the mission played
     * sets it (Explorers & Pirates). */
    {{"cities-knights", "Cities & Knights, 3-4 players", "catan", "cities-knights", "3-4", 13, NULL, "(the barbarians come: defend Catan with knights)"},
     &shapes[HS_MODE_CLASSIC], NULL, NULL, "Cities & Knights"},
    {{"cities-knights-5-6", "Cities & Knights, 5-6 players", "catan", "cities-knights", "5-6", 13, NULL, "(the barbarians come: defend Catan with knights)"},
     &shapes[HS_MODE_5_6], NULL, NULL, "Cities & Knights"},
    {{"fishermen-of-catan", "Traders & Barbarians: The Fishermen of Catan, 3-4 players", "catan", "fishermen-of-catan", "3-4", 10, NULL, NULL},
     NULL, &scenario_layouts[SEA_FISHERMEN], NULL, "Traders & Barbarians", TB_5_6},
    {{"rivers-of-catan", "Traders & Barbarians: The Rivers of Catan, 3-4 players", "catan", "rivers-of-catan", "3-4", 10, NULL, "(the wealthiest: 1 VP more)"},
     NULL, &scenario_layouts[SEA_RIVERS], NULL, "Traders & Barbarians", TB_5_6},
    {{"rivers-and-lakes", "Traders & Barbarians: The Rivers and Lakes of Catan, 3-4 players", "catan", "rivers-and-lakes", "3-4", 10, NULL, "(the wealthiest: 1 VP more)"},
     NULL, &scenario_layouts[SEA_RIVERS_LAKES], NULL, "Traders & Barbarians", COMBINED_5_6},
    {{"caravans", "Traders & Barbarians: The Caravans, 3-4 players", "catan", "caravans", "3-4", 12, NULL, NULL},
     NULL, &scenario_layouts[SEA_CARAVANS], NULL, "Traders & Barbarians", TB_5_6},
    {{"fishy-caravans", "Traders & Barbarians: The Caravans with fish, 3-4 players", "catan", "fishy-caravans", "3-4", 12, NULL, NULL},
     NULL, &scenario_layouts[SEA_FISHY_CARAVANS], NULL, "Traders & Barbarians", COMBINED_5_6},
    {{"traders-and-barbarians", "Traders & Barbarians: Traders & Barbarians, 3-4 players", "catan", "traders-and-barbarians", "3-4", 13, NULL, NULL},
     NULL, &scenario_layouts[SEA_TB], NULL, "Traders & Barbarians", TB_5_6},
    {{"traders-and-barbarians-fish", "Traders & Barbarians: Traders & Barbarians with fish, 3-4 players", "catan", "traders-and-barbarians-fish", "3-4", 13, NULL, NULL},
     NULL, &scenario_layouts[SEA_TB_FISH], NULL, "Traders & Barbarians", COMBINED_5_6},
    {{"explorers-pirates", "Explorers & Pirates: The start island, 3-4 players", "catan", "explorers-pirates", "3-4", 0, NULL, "(the mission played sets the victory points)"},
     NULL, &scenario_layouts[SEA_EP], NULL, "Explorers & Pirates", EP_5_6},
    {{"explorers-pirates-fish", "Explorers & Pirates: The start island with fish, 3-4 players", "catan", "explorers-pirates-fish", "3-4", 0, NULL, "(the mission played sets the victory points)"},
     NULL, &scenario_layouts[SEA_EP_FISH], NULL, "Explorers & Pirates", COMBINED_5_6},
    {{"explorers-pirates-ck", "Explorers & Pirates: The start island for Cities & Knights, 3-4 players", "catan", "explorers-pirates-ck", "3-4", 0, NULL, "(the mission played sets the victory points)"},
     NULL, &scenario_layouts[SEA_EP_CK], NULL, "Explorers & Pirates", COMBINED_5_6},
    {{"explorers-pirates-ck-fish", "Explorers & Pirates: The start island for Cities & Knights with fish, 3-4 players", "catan", "explorers-pirates-ck-fish", "3-4", 0, NULL, "(the mission played sets the victory points)"},
     NULL, &scenario_layouts[SEA_EP_CK_FISH], NULL, "Explorers & Pirates", COMBINED_5_6},
    {{"barbarian-attack", "Traders & Barbarians: Barbarian Attack, 3-4 players", "catan", "barbarian-attack", "3-4", 12,
      NULL, NULL},
     NULL, &scenario_layouts[SEA_BARBARIANS], NULL, "Traders & Barbarians", TB_5_6},
    {{"barbarian-attack-fish", "Traders & Barbarians: Barbarian Attack with fish, 3-4 players", "catan",
      "barbarian-attack-fish", "3-4", 12, NULL, NULL},
     NULL, &scenario_layouts[SEA_BARBARIANS_FISH], NULL, "Traders & Barbarians", COMBINED_5_6},
};

_Static_assert(sizeof layouts / sizeof layouts[0] >= HS_MODE_COUNT, "one layout entry per named hs_mode, then the scenarios");

const char *hs_layout_players_note(int mode)
{
    return mode >= 0 && mode < hs_layout_count() ? layouts[mode].players_note : NULL;
}

int hs_layout_base(int mode)
{
    if (mode < 0 || mode >= hs_layout_count() || !layouts[mode].shape || layouts[mode].sea)
        return -1;
    return (int)layouts[mode].shape->mode;
}

bool hs_layout_drawn(int mode)
{
    return mode >= 0 && mode < hs_layout_count() && layouts[mode].sea != NULL;
}

const char *hs_layout_expansion(int mode)
{
    if (mode < 0 || mode >= hs_layout_count())
        return NULL;
    if (layouts[mode].expansion)
        return layouts[mode].expansion;
    return strcmp(layouts[mode].info.family, "seafarers") == 0 ? "Seafarers" : "Catan";
}

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
            strcmp(l->players, players) == 0 && hs_layout_offered(m))
            return m;
    }
    return -1;
}

bool hs_layout_offered(int mode)
{
    const hs_layout_info *l = hs_layout_at(mode);
    if (!l)
        return false;
    for (int m = mode + 1; m < hs_layout_count(); m++)
        if (strcmp(layouts[m].info.family, l->family) == 0 && strcmp(layouts[m].info.players, l->players) == 0 &&
            l->scenario && layouts[m].info.scenario && strcmp(layouts[m].info.scenario, l->scenario) == 0)
            return false;
    return true;
}

int hs_seafarers_find(const char *scenario, const char *players, bool *bad_players, hs_diag *diag)
{
    const char *sc = scenario && *scenario ? scenario : "new-shores";
    bool any = !players || !*players;
    const char *pl = any ? "4" : strcmp(players, "3-4") == 0 ? "4" : players;
    char counts[64] = "", names[256] = "";
    int first = -1;
    for (int m = 0; m < hs_layout_count(); m++) {
        const hs_layout_info *l = &layouts[m].info;
        if (strcmp(l->family, "seafarers") != 0)
            continue;
        if (!strstr(names, l->scenario)) /* each scenario once, in table order */
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", *names ? ", " : "", l->scenario);
        if (strcmp(l->scenario, sc) != 0 || !hs_layout_offered(m))
            continue;
        if (strcmp(l->players, pl) == 0)
            return m;
        if (first < 0)
            first = m;
    }
    if (first >= 0 && any)
        return first;
    *bad_players = first >= 0;
    if (first < 0) {
        hs_fail(diag, HS_EINVAL, "unknown scenario '%.40s' (scenarios: %s)", sc, names);
        return -1;
    }
    static const char *const order[] = {"3", "4", "5-6"};
    for (int k = 0; k < 3; k++)
        for (int m = first; m < hs_layout_count(); m++)
            if (strcmp(layouts[m].info.family, "seafarers") == 0 && strcmp(layouts[m].info.scenario, sc) == 0 &&
                strcmp(layouts[m].info.players, order[k]) == 0) {
                snprintf(counts + strlen(counts), sizeof counts - strlen(counts), "%s%s", *counts ? ", " : "",
                         order[k]);
                break;
            }
    hs_fail(diag, HS_EINVAL, "unknown player count '%.20s' for %s (players: %s)", players, sc, counts);
    return -1;
}

const hs_shape *hs_shape_of(hs_mode mode)
{
    return (unsigned)mode < (unsigned)hs_layout_count() ? layouts[mode].shape : NULL;
}

#define GRID_ROWS HS_SHAPE_MAX_ROWS
#define GRID_COLS 16

/* Works out the neighbour table of `shape` from its grid; returns its tile count. */
static int neighbors_of(const hs_shape *shape, short neighbor[][6])
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
    return n;
}

/* Every shape's graph, worked out once for all (every board of a shape reads it). */
static hs_shape_graph graphs[sizeof shapes / sizeof shapes[0]];
static pthread_once_t graphs_once = PTHREAD_ONCE_INIT;

static void make_graphs(void)
{
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        hs_shape_graph *g = &graphs[k];
        g->n_tiles = neighbors_of(&shapes[k], g->neighbor);
        hs_neighbor_lists(g->n_tiles, (const short (*)[6])g->neighbor, g->around, g->n_near, g->near);
        for (int path = 0; path < 12; path++)
            hs_spiral_walk(&shapes[k], (const short (*)[6])g->neighbor, g->n_tiles, path / 2, !(path & 1),
                           g->spiral[path]);
    }
}

void hs_neighbor_lists(int n, const short neighbor[][6], uint8_t around[][6], uint8_t *n_near, uint8_t near[][6])
{
    for (int t = 0; t < n; t++) {
        n_near[t] = 0;
        for (int d = 0; d < 6; d++) {
            around[t][d] = (uint8_t)(neighbor[t][d] >= 0 ? neighbor[t][d] : t);
            if (neighbor[t][d] >= 0)
                near[t][n_near[t]++] = (uint8_t)neighbor[t][d];
        }
    }
}

const hs_shape_graph *hs_shape_graph_of(const hs_shape *shape)
{
    pthread_once(&graphs_once, make_graphs);
    return &graphs[shape - shapes];
}

int hs_spiral_order(const hs_shape *shape, int corner, bool clockwise, uint8_t *order)
{
    const hs_shape_graph *g = hs_shape_graph_of(shape);
    memcpy(order, g->spiral[2 * corner + !clockwise], (size_t)g->n_tiles);
    return g->n_tiles;
}

void hs_shape_neighbors(const hs_shape *shape, short neighbor[][6])
{
    const hs_shape_graph *g = hs_shape_graph_of(shape);
    memcpy(neighbor, g->neighbor, (size_t)g->n_tiles * sizeof neighbor[0]);
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

/* ---- Names ------------------------------------------------------------------------------ */

#define ROLL(n) (1u << (n))

static const struct {
    const char *name, *resource;
    char letter;
    unsigned catches; /* rolls the hex yields on without a token (hs_terrain_catches) */
} terrains[HS_TERRAIN_COUNT] = {
    [HS_DESERT] = {"desert", NULL, 'D', 0},
    [HS_FOREST] = {"forest", "lumber", 'L', 0},
    [HS_HILLS] = {"hills", "brick", 'B', 0},
    [HS_FIELDS] = {"fields", "grain", 'G', 0},
    [HS_PASTURE] = {"pasture", "wool", 'W', 0},
    [HS_MOUNTAINS] = {"mountains", "ore", 'O', 0},
    [HS_GOLD] = {"gold", "gold", 'A', 0},
    [HS_SEA] = {"sea", NULL, '~', 0},
    [HS_LAKE] = {"lake", NULL, 'K', ROLL(2) | ROLL(3) | ROLL(11) | ROLL(12)},
    [HS_OASIS] = {"oasis", NULL, 'Y', 0},
    [HS_CASTLE] = {"castle", NULL, 'C', 0},
    [HS_QUARRY] = {"quarry", NULL, 'Q', 0},
    [HS_GLASSWORKS] = {"glassworks", NULL, 'E', 0},
    [HS_SWAMP] = {"swamp", NULL, 'Z', 0},
};

bool hs_terrain_numbered(hs_terrain t)
{
    return (unsigned)t < HS_TERRAIN_COUNT && terrains[t].resource != NULL;
}

unsigned hs_terrain_catches(hs_terrain t)
{
    return (unsigned)t < HS_TERRAIN_COUNT ? terrains[t].catches : 0;
}

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

static const struct {
    const char *name;
    char letter;
    int place;
    bool per_seat; /* one for each seat, in seat order (hs_sea_setup.seats) */
} pieces[HS_PIECE_KIND_COUNT] = {
    [HS_PIECE_VILLAGE] = {"village", 'V', HS_PLACE_EDGE, false},
    [HS_PIECE_DEV_CARD] = {"dev-card", 'D', HS_PLACE_EDGE, false},
    [HS_PIECE_CLOTH] = {"cloth", 'C', HS_PLACE_CORNER, false},
    [HS_PIECE_FORTRESS] = {"fortress", 'F', HS_PLACE_CORNER, true},
    [HS_PIECE_LANDING] = {"landing", 'L', HS_PLACE_CORNER, true},
    [HS_PIECE_PATH] = {"path", 'P', HS_PLACE_HEX, false},
    [HS_PIECE_WALL] = {"wall", 'W', HS_PLACE_CORNER, false},
    [HS_PIECE_BRIDGE] = {"bridge", 'B', HS_PLACE_CORNER, false},
    [HS_PIECE_NO_BUILD] = {"no-build", 'X', HS_PLACE_CORNER, false},
    [HS_PIECE_FISHING] = {"fishing-ground", 'G', HS_PLACE_CORNER, false},
    [HS_PIECE_RIVER] = {"river", 'R', HS_PLACE_HEX, false},
    [HS_PIECE_SECOND] = {"second-number", 'S', HS_PLACE_HEX, false},
};

bool hs_piece_per_seat(hs_piece_kind kind)
{
    return (unsigned)kind < HS_PIECE_KIND_COUNT && pieces[kind].per_seat;
}

const char *hs_piece_name(hs_piece_kind kind)
{
    return (unsigned)kind < HS_PIECE_KIND_COUNT ? pieces[kind].name : "?";
}

char hs_piece_letter(hs_piece_kind kind)
{
    return (unsigned)kind < HS_PIECE_KIND_COUNT ? pieces[kind].letter : '?';
}

int hs_piece_place(hs_piece_kind kind)
{
    return (unsigned)kind < HS_PIECE_KIND_COUNT ? pieces[kind].place : HS_PLACE_HEX;
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

const hs_sea_setup *hs_sea_setup_of(hs_mode mode)
{
    return (unsigned)mode < (unsigned)hs_layout_count() ? layouts[mode].setup : NULL;
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
