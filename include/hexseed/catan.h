/* SPDX-License-Identifier: MIT */
/* hexseed/catan.h: Catan boards (Classic, 5-6, Seafarers, Seafarers 5-6): the board model, the
 * options that make a board, and the generator. A board is a pure function of its options,
 * and the options are exactly what a share code carries (see hexseed/code.h).
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_CATAN_H
#define HEXSEED_CATAN_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/error.h"
#include "hexseed/hex.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Terrain of a tile. The order is part of the share-code promise only through the tables of
 * the library, never through these values; renderers name terrains by hs_terrain_name. Like
 * every *_COUNT of the API, HS_TERRAIN_COUNT may grow in a later version: never size a stored
 * array by it (per-terrain arrays of the API have HS_RULES_MAX_TERRAINS entries). */
typedef enum hs_terrain {
    HS_DESERT, HS_FOREST, HS_HILLS, HS_FIELDS, HS_PASTURE, HS_MOUNTAINS, HS_GOLD, HS_SEA,
    /* Traders & Barbarians and Explorers & Pirates: hexes that yield no resource and take no
     * number token (hs_terrain_numbered), each set up where its scenario says. */
    HS_LAKE,       /* The Fishermen of Catan: fish on 2, 3, 11 and 12 (hs_terrain_catches) */
    HS_OASIS,      /* The Caravans: where the caravans start */
    HS_CASTLE,     /* Barbarian Attack, Traders & Barbarians: the castle */
    HS_QUARRY,     /* Traders & Barbarians: the quarry (marble) */
    HS_GLASSWORKS, /* Traders & Barbarians: the glassworks (glass) */
    HS_SWAMP,      /* The Rivers of Catan: a swamp where a river ends */
    HS_TERRAIN_COUNT
} hs_terrain;

/* What a harbor trades: 3:1 any, or 2:1 of one resource. */
typedef enum hs_harbor_type {
    HS_HARBOR_ANY, HS_HARBOR_LUMBER, HS_HARBOR_BRICK, HS_HARBOR_GRAIN, HS_HARBOR_WOOL, HS_HARBOR_ORE,
    HS_HARBOR_TYPE_COUNT /* may grow: never size a stored array by it */
} hs_harbor_type;

typedef enum hs_mode {
    HS_MODE_CLASSIC,        /* 3-4 players: 19 land hexes, rows 3-4-5-4-3 */
    HS_MODE_5_6,            /* 5-6 player extension: 30 land hexes, rows 3-4-5-6-5-4-3 */
    HS_MODE_SEAFARERS,      /* Seafarers, Heading for New Shores, 4 players (5th edition): the
                               Classic island, 9 small-island hexes with 2 gold, sea, pirate */
    HS_MODE_SEAFARERS_5_6,  /* Heading for New Shores, 5-6 players: the 5-6 island and 10
                               small-island hexes with 3 gold on six islands */
    HS_MODE_COUNT           /* the layouts named here; the Seafarers scenarios of the layout
                               table follow from this index on (hs_layout_count, hs_layout_find,
                               which grow with new scenarios) */
} hs_mode;

/* Placement rules, as bits of hs_rules.on; the bit of a rule is its index in the rule table
 * (hexseed/rules.h), which also gives its name, label, kind and parameter. */
enum {
    HS_RULE_RED = 1u << 0,           /* no 6 or 8 next to a 6 or 8 (default on) */
    HS_RULE_EXTREMES = 1u << 1,      /* no 2 or 12 next to a 2 or 12 */
    HS_RULE_EQUAL = 1u << 2,         /* no two equal numbers next to each other */
    HS_RULE_TERRAIN = 1u << 3,       /* no two equal resource terrains next to each other
                                        (deserts may touch: see HS_RULE_DESERTS_APART) */
    HS_RULE_PIPS = 1u << 4,          /* pips=N: the hexes at an intersection hold at most N pips */
    HS_RULE_GROUP = 1u << 5,         /* group=N: no connected group of one resource terrain
                                        larger than N tiles */
    HS_RULE_DESERT = 1u << 6,        /* desert=centre|inland: where deserts may lie */
    HS_RULE_DESERTS_APART = 1u << 7, /* no two deserts next to each other */
    HS_RULE_SPREAD_RED = 1u << 8,    /* no resource holds more than its share of the 6s and 8s */
    HS_RULE_MIN_PIPS = 1u << 9,      /* min-pips=T:N: a hex of terrain T holds at least N pips */
    HS_RULE_MAX_PIPS = 1u << 10,     /* max-pips=T:N: a hex of terrain T holds at most N pips */
    HS_RULE_ALL = 0xF,               /* "all": the four neighbour rules of share codes v1 */
    HS_RULE_V1 = 0xF                 /* the rules a version-1 share code can carry */
};

enum { HS_DESERT_CENTRE, HS_DESERT_INLAND }; /* hs_rules.desert */

/* The room of hs_rules' per-terrain arrays: HS_TERRAIN_COUNT may grow up to it. */
#define HS_RULES_MAX_TERRAINS 16

/* The placement rules in force and their parameters: a plain value. A parameter counts only
 * while its rule's bit is on; hs_rules_default() gives the defaults written beside each. */
typedef struct hs_rules {
    unsigned on;                            /* HS_RULE_* bits; default HS_RULE_RED */
    uint8_t pips;                           /* pips=N, 5..15; default 10 */
    uint8_t group;                          /* group=N, 2..9 (group=1 is HS_RULE_TERRAIN); default 2 */
    uint8_t desert;                         /* HS_DESERT_CENTRE (default) or HS_DESERT_INLAND */
    uint8_t min_pips[HS_RULES_MAX_TERRAINS]; /* per terrain, 0 (none) or 2..5; 0 past the terrains */
    uint8_t max_pips[HS_RULES_MAX_TERRAINS]; /* per terrain, 0 (none) or 1..4; 0 past the terrains */
    /* Zero (hs_rules_default); HS_EINVAL otherwise. Room for the parameters of rules added
     * later, whose zero means "as before" (docs/library.md, "ABI"). */
    uint8_t reserved[16];
} hs_rules;

/* A tile fixed by the caller ("keep this part of the board, reroll the rest"). */
typedef struct hs_lock {
    uint8_t tile;    /* index of the tile in the board's row-major order */
    uint8_t terrain; /* hs_terrain, never sea */
    uint8_t number;  /* 2..12, or 0: the number is left to the search (always 0 on a desert) */
} hs_lock;

#define HS_MAX_LOCKS 32

/* How number tokens are laid. */
typedef enum hs_numbers {
    HS_NUMBERS_RANDOM, /* shuffled, then searched to satisfy the rules */
    HS_NUMBERS_SPIRAL, /* the official letter spiral from a corner, skipping deserts */
    HS_NUMBERS_COUNT /* may grow: never size a stored array by it */
} hs_numbers;

/* Everything that decides a board. Fill with hs_catan_default() and change fields. */
typedef struct hs_catan_options {
    hs_mode mode;       /* default HS_MODE_CLASSIC */
    hs_rules rules;     /* default hs_rules_default(): rule red */
    hs_numbers numbers; /* default HS_NUMBERS_RANDOM */
    uint32_t seed;      /* any 32-bit value; default 0 */
    /* A Seafarers board on the landmass of an elementary automaton (hexseed/landmass.h) instead
     * of a rulebook layout: only with mode HS_MODE_SEAFARERS. Default false. */
    bool landmass;
    uint8_t land_rule, land_start; /* the automaton's rule and start row, 0..255 */
    bool land_swap;                /* land and water exchanged */
    /* A balanced board (hexseed/board.h, hs_board_make): after generating, simulated annealing
     * seeded with `seed` moves tiles and numbers towards the lowest (or highest) score of the
     * metric, within the rules. Only Classic and 5-6, random numbers. Default HS_BALANCE_OFF. */
    uint8_t balance;               /* HS_BALANCE_OFF, _MOST, _LEAST */
    uint8_t balance_metric;        /* HS_BALANCE_HEXSEED, _COMPAT (Classic only) or _SEATS */
    uint32_t balance_iterations;   /* HS_BALANCE_STEPS_MIN..MAX, a multiple of 1,000; default 200,000 */
    /* Tiles fixed by the caller: land tiles of a rulebook layout (not landmass boards), each
     * tile at most once, within the layout's bags. Default none. */
    uint8_t n_locks;
    hs_lock locks[HS_MAX_LOCKS];
    /* A bound on the placement search, in search nodes (not part of the share code): below the
     * search's budget of 5,000,000 nodes the generator gives up there (HS_ELIMIT); at or above
     * it, or 0, the budget holds, past which the SAT solver decides (docs/design.md), so a larger
     * bound never makes another board. Default 5,000,000. */
    uint32_t max_nodes;
    /* The SAT solver (CaDiCaL): HS_ORACLE_AUTO (default) lets the search run exactly as released
     * (asking once, at 100,000 nodes, whether any board exists: a proof ends it) and decides past
     * its budget (docs/design.md), so no request gives up; HS_ORACLE_OFF gives up there instead;
     * HS_ORACLE_ALWAYS also cuts the search's branches that hold no board from the first node
     * (tests and benchmarks: within the budget, the same boards sooner). Not part of the share
     * code. */
    uint8_t oracle;
    /* Zero (as the _default() function leaves it); HS_EINVAL otherwise. A later version turns
     * these words into fields whose zero means "as before" (docs/library.md, "ABI"). */
    uint64_t reserved[8];
} hs_catan_options;

/* hs_catan_options.oracle */
enum { HS_ORACLE_AUTO, HS_ORACLE_OFF, HS_ORACLE_ALWAYS };

/* hs_catan_options.balance, .balance_metric (the same values as hs_metric of hexseed/score.h)
 * and the range of .balance_iterations: what a share code can carry. hs_board_make (the scoring
 * layer, hexseed/board.h) acts on them; the generator ignores them. */
enum { HS_BALANCE_OFF, HS_BALANCE_MOST, HS_BALANCE_LEAST };
enum { HS_BALANCE_HEXSEED, HS_BALANCE_COMPAT, HS_BALANCE_SEATS, HS_BALANCE_METRICS };
#define HS_BALANCE_STEPS_MIN 1000u
#define HS_BALANCE_STEPS_MAX 10000000u
#define HS_BALANCE_STEPS_DEFAULT 200000u

/* The defaults of every field, as written beside each. Errors: none. */
hs_catan_options hs_catan_default(void);

/* What hs_catan_generate checks of `options` before any work: the rules each valid, the spiral
 * on a layout that has one, a landmass board's rules, every lock on a land hex of the layout
 * within its bags. HS_EINVAL or HS_ECONFLICT with the reason; for faces that refuse bad input
 * before starting. Errors: HS_EINVAL or HS_ECONFLICT only, as said. */
hs_err hs_catan_options_check(const hs_catan_options *options, hs_diag *diag);

#define HS_BOARD_MAX_TILES 128
#define HS_BOARD_MAX_HARBORS 16
#define HS_BOARD_MAX_FOG 32
#define HS_BOARD_MAX_PIECES 64

/* A scenario's own piece on the board, where the rulebook sets it up. */
typedef enum hs_piece_kind {
    HS_PIECE_VILLAGE,  /* The Forgotten Tribe: a tribe village on a sea edge (a victory point) */
    HS_PIECE_DEV_CARD, /* The Forgotten Tribe: a development card on a sea edge */
    HS_PIECE_CLOTH,    /* Cloth for Catan: a cloth village at a corner, with its number */
    HS_PIECE_FORTRESS, /* The Pirate Islands: a pirate fortress at a corner */
    HS_PIECE_LANDING,  /* The Pirate Islands: the lone settlement spot on the way to a fortress */
    HS_PIECE_PATH,     /* The Pirate Islands: the pirate fleet's path, one hex per step (number) */
    HS_PIECE_WALL,     /* The Wonders of Catan: the Great Wall's corners, along the desert */
    HS_PIECE_BRIDGE,   /* The Wonders of Catan: the Great Bridge's corners, at the strait */
    HS_PIECE_NO_BUILD, /* The Wonders of Catan: corners near the strait where nobody builds */
    HS_PIECE_FISHING,  /* The Fishermen of Catan: a fishing ground on the frame, on the sea hex's
                          corner between the two edges it covers, with its number */
    HS_PIECE_RIVER,    /* The Rivers of Catan: a hex the river runs through */
    HS_PIECE_SECOND,   /* A second number token on a hex (The Rivers of Catan: the 12 lies on
                          the 2); it is rolled like the first */
    HS_PIECE_KIND_COUNT /* may grow: never size a stored array by it */
} hs_piece_kind;

/* Where a piece sits on its hex. */
enum { HS_PLACE_HEX, HS_PLACE_CORNER, HS_PLACE_EDGE };

typedef struct hs_piece {
    uint8_t kind;   /* hs_piece_kind */
    uint8_t tile;   /* the hex it is named by */
    uint8_t at;     /* the corner (hs_corner) or edge (hs_dir) of that hex; 0 for a hex piece */
    uint8_t number; /* a cloth village's number, a path step (1, 2, ...); else 0 */
} hs_piece;

typedef struct hs_tile {
    hs_hex hex;
    uint8_t terrain; /* hs_terrain */
    uint8_t number;  /* 2..12, or 0 for none (desert, sea) */
} hs_tile;

/* A harbor serves the two corners of one coastal edge of one land tile. */
typedef struct hs_harbor {
    uint8_t tile;    /* index of the land tile */
    uint8_t side;    /* hs_dir of the edge, facing the sea */
    uint8_t type;    /* hs_harbor_type */
} hs_harbor;

/* A generated board: a plain value. Tiles are in row-major order (top row first, left to
 * right), which is also the order of the board line. Seafarers boards list every hex of
 * their rectangle, sea included, so each row is complete. */
typedef struct hs_board {
    hs_catan_options options;
    int n_tiles;
    hs_tile tiles[HS_BOARD_MAX_TILES];
    int n_harbors;
    hs_harbor harbors[HS_BOARD_MAX_HARBORS];
    int robber;           /* tile index */
    int pirate;           /* sea tile index of the pirate ship, -1 when it starts off the board
                             (and on every board without sea) */
    int spiral_corner;    /* with HS_NUMBERS_SPIRAL: start corner 0..5 clockwise from top-left */
    bool spiral_clockwise;
    /* How hard the search worked: nodes visited beyond the first straight descent. 0 means the
     * shuffled bags satisfied the rules as drawn. Informational only. */
    uint32_t backtracks;
    /* The Fog Islands: hexes under fog at the start (tiles that read as sea until explored) and
     * the face-down stack they are drawn from, top first: each entry a terrain (sea included)
     * and the number token drawn with it (0 on sea). n_fog 0 on every other board. */
    int n_fog;
    uint8_t fog[HS_BOARD_MAX_FOG];
    hs_tile fog_stack[HS_BOARD_MAX_FOG]; /* hex unused */
    /* The scenario's own pieces (villages, fortresses, wonders' corners...), as drawn. */
    int n_pieces;
    hs_piece pieces[HS_BOARD_MAX_PIECES];
    /* Zeroed by the library; later versions may fill it (docs/library.md, "ABI"). */
    uint64_t reserved[8];
} hs_board;

/* Builds the board that `options` describe into `*board`.
 * Errors: HS_EINVAL for an option out of range; HS_ECONFLICT for a combination that cannot
 * hold by construction (the 5-6 spiral with the extremes or equal rule); HS_EUNSAT when no
 * board satisfies the rules; HS_ELIMIT when max_nodes ran out first. `diag` says which. */
hs_err hs_catan_generate(const hs_catan_options *options, hs_board *board, hs_diag *diag);

/* hs_catan_generate that stops with HS_ECANCEL when `*cancel` becomes true (NULL: never): the
 * SAT solver that decides a request past the search's budget can take many seconds (the search
 * itself, at most its budget, is not interrupted). For servers that must give up on shutdown.
 * Errors: hs_catan_generate's, and HS_ECANCEL once `cancel` is set. Thread-safety: any thread;
 * `cancel` may be set from another thread while it runs. */
hs_err hs_catan_generate_cancel(const hs_catan_options *options, hs_board *board, const hs_cancel *cancel,
                                hs_diag *diag);

/* True when `board` obeys every rule in `rules` (hexseed/rules.h has the table); a checker
 * written once, apart from the search. When it does not and `diag` is given, says which
 * tiles break which rule. Errors: none (false, with the reason in `diag`, as said). */
bool hs_catan_check(const hs_board *board, const hs_rules *rules, hs_diag *diag);

/* True when the board has sea tiles of its own (Seafarers boards). Errors: none. */
bool hs_board_has_sea(const hs_board *board);

/* "village", "dev-card", "cloth", "fortress", "landing", "path", "wall", "bridge", "no-build",
 * "fishing-ground", "river", "second-number". Errors: none ("?" out of range). */
const char *hs_piece_name(hs_piece_kind kind);
/* The one-letter mark of a piece in drawings and text: V D C F L P W B X G R S. Errors: none
 * ('?' out of range). */
char hs_piece_letter(hs_piece_kind kind);
/* HS_PLACE_HEX, HS_PLACE_CORNER or HS_PLACE_EDGE. Errors: none (HS_PLACE_HEX out of range). */
int hs_piece_place(hs_piece_kind kind);

/* The place of tile `tile` in the board's fog (The Fog Islands: under fog at the start), or -1.
 * Errors: none (-1 as said). */
int hs_board_fog(const hs_board *board, int tile);

/* True when tile `tile` of `board` is a hex its setup fixes (Through the Desert's strip of deserts,
 * a river's hexes, the castle...).
 * Errors: none. */
bool hs_board_fixed(const hs_board *board, int tile);

/* Reads a lock "Q,R=TERRAIN[:NUMBER]" (axial coordinates of a land hex of `mode`'s layout; a
 * terrain name such as forest, or its board-line letter; a number 2..12) into `*lock`.
 * Errors: HS_EINVAL naming what is wrong. */
hs_err hs_lock_parse(const char *text, hs_mode mode, hs_lock *lock, hs_diag *diag);

/* The neighbour of each tile in each direction (-1 off the board), from the board's shape.
 * Errors: none; `neighbor` must have a row for each of the board's tiles (not checked: the table
 * takes no size). */
void hs_board_neighbors(const hs_board *board, short neighbor[][6]);

/* ---- Game facts ----------------------------------------------------------------------- */

/* "forest", "hills", ..., "gold", "sea", "lake", "oasis", "castle", "quarry", "glassworks",
 * "swamp". Errors: none ("?" out of range). */
const char *hs_terrain_name(hs_terrain t);
/* Board-line letter: D O L G W B, A (gold), ~ (sea), K (lake), Y (oasis), C (castle), Q
 * (quarry), E (glassworks), Z (swamp). Errors: none ('?' out of range). */
char hs_terrain_letter(hs_terrain t);
/* The resource a terrain yields: "lumber", "brick", "grain", "wool", "ore", "gold", or NULL.
 * Errors: none (NULL also out of range). */
const char *hs_terrain_resource(hs_terrain t);
/* True when a hex of terrain t takes a number token: the five resources and gold. Errors: none
 * (false out of range). */
bool hs_terrain_numbered(hs_terrain t);
/* The rolls a hex of terrain t yields on without a token of its own (the lake's fish on 2, 3, 11
 * and 12), as bits (bit n for a roll of n); 0 for the others. Errors: none (0 out of range). */
unsigned hs_terrain_catches(hs_terrain t);
/* Inverse of hs_terrain_letter (also accepts the aliases M, H, P, S for mountains, hills,
 * pasture); -1 for anything else. Case-insensitive. Errors: none (-1 as said). */
int hs_terrain_from_letter(char c);
/* "3:1", "lumber", "brick", ... Errors: none ("?" out of range). */
const char *hs_harbor_name(hs_harbor_type t);
/* 3 for the 3:1 harbor, 2 for the others. Errors: none. */
int hs_harbor_ratio(hs_harbor_type t);
/* A board layout as people and forms name it: one entry of the layout table (tables.c), whose
 * index is the hs_mode; the table also holds its shape, bags, tokens, harbors and scenario. */
typedef struct hs_layout_info {
    const char *name;     /* "classic", "5-6", "seafarers", "seafarers-5-6": --mode, share codes */
    const char *label;    /* "Classic, 3-4 players" */
    const char *family;   /* "catan" or "seafarers": the command and page that make it */
    const char *scenario; /* "new-shores"; NULL for the base game */
    const char *players;  /* "3-4", "5-6", "3", "4" */
    int vp;               /* victory points to win (the scenario's; 10 for the base game) */
    const char *rules;    /* the scenario's own rules (hs_rules_parse text), which the CLI and
                             the server apply unless rules are given; NULL: the default "red" */
    const char *goal;     /* what else wins or decides, after the VP ("the most wonder levels, or
                             a finished wonder"); NULL: the VP alone */
} hs_layout_info;

/* The box layout `mode` is played with, as the app groups layouts: "Catan", "Seafarers",
 * "Cities & Knights", "Traders & Barbarians", "Explorers & Pirates"; NULL out of range. Errors:
 * none (NULL as said). */
const char *hs_layout_expansion(int mode);
/* The base board layout `mode` is played on: HS_MODE_CLASSIC or HS_MODE_5_6 for those two and
 * the layouts that are the same board (Cities & Knights), -1 for every other. Errors: none (-1
 * as said). */
int hs_layout_base(int mode);
/* True when layout `mode` is drawn hex by hex with its sea (the Seafarers scenarios, the
 * expansions' boards in their frame): its boards list every hex of their rectangle. Errors: none
 * (false out of range). */
bool hs_layout_drawn(int mode);
/* What layout `mode`'s game has for the player counts the table lacks ("The 5-6 player
 * extension of Traders & Barbarians sets it up for 5-6; hexseed does not have that setup yet"),
 * or NULL when the table has every published count. Errors: none (NULL as said). */
const char *hs_layout_players_note(int mode);
/* The number of layouts; layout m is hs_mode m. Errors: none. */
int hs_layout_count(void);
/* Entry `mode` of the layout table, or NULL. Errors: none (NULL as said). */
const hs_layout_info *hs_layout_at(int mode);
/* True when `mode` is the layout the interfaces offer for its scenario and player count (or a
 * base-game layout); false for an entry a later one replaced, which only its codes still open.
 * Errors: none. */
bool hs_layout_offered(int mode);
/* The layout of `family` (and `scenario`, unless NULL: then the first one listed) for
 * `players`, or -1. Where a scenario's setup was corrected, the table holds the entry first
 * released (its share codes keep their boards) and, later, the corrected one: the last entry
 * listed for a scenario and player count is the one offered. Errors: none (-1 as said). */
int hs_layout_find(const char *family, const char *scenario, const char *players);
/* The Seafarers layout of `scenario` ("new-shores", "four-islands", ...; NULL or "" means
 * "new-shores") for `players` ("3", "4", "5-6"; "3-4" reads as "4"; NULL or "" means "4", or
 * the scenario's first count when it has no 4): its mode, or -1 with `diag` naming what is
 * wrong and `*bad_players` saying whether the player count (true) or the scenario is. Of the
 * entries of one scenario and count it gives the last one, the current setup. Errors: none but
 * -1 with the reason in `diag`, as said. */
int hs_seafarers_find(const char *scenario, const char *players, bool *bad_players, hs_diag *diag);
/* "classic", "5-6", ...: the layout's name. Errors: none ("?" out of range). */
const char *hs_mode_name(hs_mode m);
/* The mode called `name`, or -1. Errors: none (-1 as said). */
int hs_mode_from_name(const char *name);
/* The ways to roll n with two dice (pips on the token): 6 - |7 - n| for 2..12, else 0. Errors:
 * none. */
int hs_pips(int n);

#ifdef __cplusplus
}
#endif

#endif
