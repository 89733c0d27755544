/* SPDX-License-Identifier: MIT */
/* generators.c: the generator table (hexseed/generators.h): every generator's parameters,
 * formats and cost, as data. Ranges and defaults are the generators' own constants; names of
 * modes, scenarios, metrics and bot styles are read from the tables that hold them. Adding a
 * parameter or a format is one line here (docs/design.md, "The generator table"). */
#include "hexseed/generators.h"

#include <string.h>

#include "hexseed/board.h"
#include "hexseed/catan.h"
#include "hexseed/empire.h"
#include "hexseed/event.h"
#include "hexseed/houserules.h"
#include "hexseed/rules.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"
#include "hexseed/terrain.h"

#include "options.h"

/* ---- Choices read from other tables ------------------------------------------------------------ */

/* Every layout by name, the four named modes first: a share code's layout (a scenario's setup
 * first released, say) can be asked for again by name. */
static const char *mode_choice(int k)
{
    return k >= 0 && k < hs_layout_count() ? hs_mode_name((hs_mode)k) : NULL;
}

/* The Seafarers scenarios, each once, in the layout table's order. */
static const char *scenario_choice(int k)
{
    int seen = 0;
    for (int m = 0; m < hs_layout_count(); m++) {
        const hs_layout_info *l = hs_layout_at(m);
        if (!l->scenario || strcmp(l->family, "seafarers") != 0)
            continue;
        bool first = true;
        for (int e = 0; e < m && first; e++) {
            const hs_layout_info *earlier = hs_layout_at(e);
            first = !earlier->scenario || strcmp(earlier->scenario, l->scenario) != 0;
        }
        if (first && seen++ == k)
            return l->scenario;
    }
    return NULL;
}

static const char *metric_choice(int k)
{
    return k >= 0 && k < HS_METRIC_COUNT ? hs_metric_name((hs_metric)k) : NULL;
}

static const char *bot_choice(int k)
{
    return hs_bot_at(k);
}

/* A choice from a fixed list of words that belongs to this table alone. */
#define WORDS(fn, ...)                                                                                                 \
    static const char *fn(int k)                                                                                       \
    {                                                                                                                  \
        static const char *const words[] = {__VA_ARGS__};                                                              \
        return k >= 0 && k < (int)(sizeof words / sizeof words[0]) ? words[k] : NULL;                                 \
    }
WORDS(players_choice, "3", "4", "5-6")
WORDS(style_choice, "compact", "legible")
WORDS(paper_choice, "a4", "letter")
WORDS(update_choice, "simultaneous", "in-place")   /* hs_update's order */
WORDS(border_choice, "water", "land", "wrap")       /* hs_border's order */
WORDS(hood_choice, "moore", "hex")                  /* hs_neighbourhood's order */
WORDS(method_choice, "automaton", "subdivide")      /* hs_terrain_method's order */
WORDS(trading_choice, "on", "off")

/* ---- Parameters shared by several generators ----------------------------------------------------- */

#define STR2(x) #x
#define STR(x) STR2(x)

#define P_SEED_FRESH                                                                                                   \
    {"seed", NULL, HS_VALUE_INTEGER, "N", 0, UINT32_MAX, 0, NULL, NULL,                                                \
     "the seed; without it a fresh one (told back with the answer)", 0, NULL, NULL}
#define P_RULES                                                                                                        \
    {"rules", NULL, HS_VALUE_TEXT, "LIST", 0, 0, 0, NULL, "red",                                                        \
     "placement rules, comma-separated (red,extremes,pips=10,group=2; all; none): 'hexseed rules' lists them", 0, NULL, NULL}
#define P_LOCK                                                                                                         \
    {"lock", NULL, HS_VALUE_TEXT, "Q,R=T[:N]", 0, 0, 0, NULL, NULL,                                                     \
     "keep hex Q,R as terrain T (with number N) and place the rest under the rules; up to " STR(HS_MAX_LOCKS),        \
     HS_PARAM_REPEATABLE, NULL, NULL}
#define P_SPIRAL {"spiral", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0", "lay the numbers along the official letter spiral", 0, NULL, NULL}
#define P_EXPLAIN                                                                                                      \
    {"explain", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0",                                                         \
     "the balance score, its factors, and where the cost comes from: after a text board, else aside (the CLI's "       \
     "standard error)", 0, NULL, NULL}
#define P_METRIC(needs)                                                                                                \
    {"metric", NULL, HS_VALUE_CHOICE, "M", 0, 0, 0, metric_choice, "hexseed",                                          \
     "the balance metric: hexseed (every factor in [0,1]), compat (the 2021 score, Classic only) or seats", 0, NULL, needs}
#define P_HARBORS(needs)                                                                                               \
    {"harbors", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0",                                                         \
     "add the harbor factor (2:1 harbors far from their resource) to the hexseed metric", 0, NULL, needs}
#define P_MAX_NODES                                                                                                    \
    {"max-nodes", NULL, HS_VALUE_INTEGER, "N", 1, UINT32_MAX, 0, NULL, "5000000",                                      \
     "give up after N search nodes; from the default the SAT solver decides past the search's budget", 0, NULL, NULL}
#define P_STYLE                                                                                                        \
    {"style", NULL, HS_VALUE_CHOICE, "S", 0, 0, 0, style_choice, "compact",                                            \
     "the drawing: compact, or legible (a phone's bigger type)", 0, "svg", NULL}
#define P_PAPER {"paper", NULL, HS_VALUE_CHOICE, "P", 0, 0, 0, paper_choice, "a4", "the paper to print on", 0, "pdf", NULL}
#define P_CODE                                                                                                         \
    {"code", NULL, HS_VALUE_TEXT, "CODE", 0, 0, 0, NULL, NULL, "a share code ('hexseed board CODE' makes its board)",  \
     HS_PARAM_OPERAND | HS_PARAM_REQUIRED, NULL, NULL}
#define P_BOT(fallback)                                                                                                \
    {"bot", NULL, HS_VALUE_CHOICE, "B", 0, 0, 0, bot_choice, fallback,                                                 \
     "one player style for every seat (mix: each seat draws a style per game)", 0, NULL, NULL}
#define P_BOTS                                                                                                         \
    {"bots", NULL, HS_VALUE_TEXT, "B1,B2,...", 0, 0, 0, NULL, NULL,                                                    \
     "one style per seat, seat 1 first (sets the number of players)", 0, NULL, NULL}
#define P_SIM_TAIL                                                                                                     \
    {"players", NULL, HS_VALUE_INTEGER, "N", 3, HS_SIM_MAX_PLAYERS, 0, NULL, NULL,                                     \
     "3-4 on Classic, 5-6 on 5-6 (default 4 or 6)", 0, NULL, NULL},                                                                \
    {"seed", NULL, HS_VALUE_INTEGER, "S", 0, UINT32_MAX, 0, NULL, "0", "the run's seed", 0, NULL, NULL},           \
    {"threads", NULL, HS_VALUE_INTEGER, "N", 1, 64, 0, NULL, NULL,                                                     \
     "threads to play on (default: one per core); never changes the figures", 0, NULL, NULL},                                      \
    {"temperature", NULL, HS_VALUE_DECIMAL, "T", 0, 100, 0, NULL, "1",                                                 \
     "how widely greedy openings vary (0: always the best spot)", 0, NULL, NULL},                                                  \
    {"max-turns", NULL, HS_VALUE_INTEGER, "N", 10, 100000, 0, NULL, "1000",                                           \
     "turns before a game counts as unfinished", 0, NULL, NULL},                                                                   \
    {"trading", NULL, HS_VALUE_CHOICE, "on|off", 0, 0, 0, trading_choice, NULL,                                       \
     "trades between players (default: on when a seat is mix)", 0, NULL, NULL}

/* ---- Formats shared by several generators -------------------------------------------------------- */

#define F_TEXT(help) {"text", NULL, "text/plain; charset=utf-8", help, 0}
#define F_JSON {"json", NULL, "application/json", "JSON for programs (docs/formats.md)", 0}
#define F_SVG(help) {"svg", NULL, "image/svg+xml", help, 0}
#define F_TMJ {"tmj", NULL, "application/json", "a map for the Tiled editor and game engines (docs/formats.md)", 0}
#define F_BOARD_FORMATS                                                                                                \
    F_TEXT("the board for a terminal"), F_JSON, F_SVG("the board as a drawing"),                                      \
        {"png", NULL, "image/png", "the board as a picture", HS_FORMAT_BINARY | HS_FORMAT_CAIRO},                     \
        {"pdf", NULL, "application/pdf", "the board to print, at the real size of the game's tiles",                   \
         HS_FORMAT_BINARY | HS_FORMAT_CAIRO},                                                                          \
        {"line", "txt", "text/plain; charset=utf-8", "the board line (docs/formats.md)", 0},                         \
        {"code", NULL, "text/plain; charset=utf-8", "just the share code", 0}, F_TMJ

/* ---- Costs --------------------------------------------------------------------------------------- */

/* A board is cheap unless it is balanced, drawn by cairo, explained, or searched under rules
 * beyond the four neighbour rules or around locked tiles (that search may run to its node
 * budget and the SAT solver). Its options are read as the run reads them: a request they refuse
 * is cheap, since it is refused before anything is made. */
static hs_cost board_cost(const hs_request *r, const hs_format *format)
{
    if ((format->flags & HS_FORMAT_CAIRO) || hs_request_value(r, "explain").integer)
        return HS_COST_POOL;
    hs_catan_options o;
    if (hs_board_options_read(r, &o, NULL) != HS_OK)
        return HS_COST_CHEAP;
    bool searched = (o.rules.on & ~(unsigned)HS_RULE_V1) || o.n_locks || o.landmass;
    return o.balance != HS_BALANCE_OFF || searched ? HS_COST_POOL : HS_COST_CHEAP;
}

/* Cell updates a connection thread may spend: about a millisecond. */
#define CHEAP_CELL_UPDATES (UINT64_C(1) << 18)

/* A Hex Empire map runs the game's path finding between every pair of towns, a millisecond or
 * more even on the game's board; every format of it goes to the pool (the cache keeps the answer). */
static hs_cost empire_cost(const hs_request *r, const hs_format *format)
{
    (void)r;
    (void)format;
    return HS_COST_POOL;
}

static hs_cost terrain_cost(const hs_request *r, const hs_format *format)
{
    (void)format;
    uint64_t cells = (uint64_t)hs_request_value(r, "width").integer * (uint64_t)hs_request_value(r, "height").integer;
    uint64_t passes = (uint64_t)hs_request_value(r, "iterations").integer + 1;
    return cells * passes > CHEAP_CELL_UPDATES ? HS_COST_POOL : HS_COST_CHEAP;
}

/* A landmass is 64 cells; the survey grows all 65,536 of them. */
static hs_cost landmass_cost(const hs_request *r, const hs_format *format)
{
    (void)format;
    return hs_request_value(r, "survey").integer ? HS_COST_POOL : HS_COST_CHEAP;
}

/* Games are played on the pool, whatever their number. */
static hs_cost games_cost(const hs_request *r, const hs_format *format)
{
    (void)r;
    (void)format;
    return HS_COST_POOL;
}

/* An event makes a board a table: cheap as long as its boards are (no balancing, no searched
 * rules or locks) and there are few of them; the pool otherwise. */
#define CHEAP_EVENT_TABLES 4

static hs_cost event_cost(const hs_request *r, const hs_format *format)
{
    (void)format;
    hs_event_options o;
    if (hs_event_options_read(r, &o, NULL) != HS_OK)
        return HS_COST_CHEAP;
    bool searched = (o.board.rules.on & ~(unsigned)HS_RULE_V1) || o.board.balance != HS_BALANCE_OFF;
    return searched || o.tables > CHEAP_EVENT_TABLES ? HS_COST_POOL : HS_COST_CHEAP;
}

/* ---- The generators ------------------------------------------------------------------------------ */

WORDS(catan_players_choice, "3", "4", "3-4", "5-6")

static const hs_param catan_params[] = {
    {"mode", "layout", HS_VALUE_CHOICE, "M", 0, 0, 0, mode_choice, "classic",
     "the layout: classic (3-4 players), 5-6, cities-knights, fishermen-of-catan, explorers-pirates ..., or any "
     "layout of the table by name ('hexseed generators' lists them; scenarios: hexseed seafarers)", 0, NULL, NULL},
    {"players", NULL, HS_VALUE_CHOICE, "P", 0, 0, 0, catan_players_choice, NULL,
     "the players at the table: the layout's own game set up for them (5-6 on classic is the 5-6 board)", 0, NULL,
     NULL},
    P_SEED_FRESH,
    P_RULES,
    P_LOCK,
    P_SPIRAL,
    {"balanced", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0",
     "the most balanced board the rules allow (simulated annealing)", 0, NULL, NULL},
    {"unbalanced", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0", "the least balanced board the rules allow", 0, NULL, NULL},
    P_METRIC("balanced unbalanced explain"),
    {"iterations", NULL, HS_VALUE_INTEGER, "N", 1000, 10000000, 1000, NULL, "200000",
     "annealing steps, a multiple of 1000", 0, NULL, "balanced unbalanced"},
    {"budget-ms", NULL, HS_VALUE_INTEGER, "N", 1, 3600000, 0, NULL, NULL,
     "instead of iterations: the longest run (25000, 50000, ... steps) that fits in N ms", 0, NULL,
     "balanced unbalanced"},
    P_EXPLAIN,
    P_HARBORS("explain"),
    P_MAX_NODES,
    P_STYLE,
    P_PAPER,
};

static const hs_param seafarers_params[] = {
    {"scenario", NULL, HS_VALUE_CHOICE, "S", 0, 0, 0, scenario_choice, "new-shores",
     "the scenario, as its rulebook sets it up (docs/seafarers.md)", 0, NULL, NULL},
    {"players", NULL, HS_VALUE_CHOICE, "P", 0, 0, 0, players_choice, "4", "3, 4 or 5-6", 0, NULL, NULL},
    {"landmass", NULL, HS_VALUE_TEXT, "R:S", 0, 0, 0, NULL, NULL,
     "a full board on the landmass of rule R from start row S, each 0..255 ('hexseed landmass')", 0, NULL, NULL},
    {"swap", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0", "with landmass: exchange land and water", 0, NULL, NULL},
    P_SEED_FRESH,
    P_RULES,
    P_LOCK,
    P_SPIRAL,
    P_EXPLAIN,
    P_METRIC("explain"),
    P_HARBORS("explain"),
    P_MAX_NODES,
    P_STYLE,
    P_PAPER,
};

static const hs_param board_params[] = {
    P_CODE,
    {"explain", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0",
     "the balance score, its factors, and where the cost comes from: after a text board, else aside (the CLI's "
     "standard error)", 0, NULL, NULL},
    {"metric", NULL, HS_VALUE_CHOICE, "M", 0, 0, 0, metric_choice, "hexseed",
     "the explanation's metric: hexseed (every factor in [0,1]), compat (the 2021 score, Classic only) or seats", 0,
     NULL, "explain"},
    {"harbors", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0",
     "add the harbor factor (2:1 harbors far from their resource) to the hexseed metric", 0, NULL, "explain"},
    P_STYLE,
    P_PAPER,
};

static const hs_format board_formats[] = {F_BOARD_FORMATS};

static const hs_param landmass_params[] = {
    {"rule", NULL, HS_VALUE_INTEGER, "R", 0, 255, 0, NULL, "77", "the Wolfram rule of the elementary automaton", 0, NULL, NULL},
    {"start", NULL, HS_VALUE_INTEGER, "S", 0, 255, 0, NULL, "88",
     "the top row as a number, leftmost cell = top bit", 0, NULL, NULL},
    {"swap", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0", "exchange land and water", 0, NULL, NULL},
    {"survey", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0",
     "rate every (rule, start) pair and list the best distinct maps", 0, "text json", NULL},
    {"top", NULL, HS_VALUE_INTEGER, "N", 1, 65536, 0, NULL, "20", "how many distinct maps the survey lists", 0,
     "text json", "survey"},
};

static const hs_format landmass_formats[] = {
    {"grid", "txt", "text/plain; charset=utf-8", "8 lines: # land, ~ water, x/. outside the map", 0},
    F_TEXT("the map for a terminal"),
    F_JSON,
    F_SVG("the map as a drawing"),
    F_TMJ,
};

static const hs_param house_params[] = {
    {"intensity", NULL, HS_VALUE_INTEGER, "I", 1, 100, 0, NULL, "50",
     "how wild the rules are (minor, moderate, major), jittered for each rule", 0, NULL, NULL},
    {"count", NULL, HS_VALUE_INTEGER, "N", 1, HS_HOUSE_RULES, 0, NULL, "1", "how many different rules", 0, NULL, NULL},
    P_SEED_FRESH,
};

static const hs_format text_json_formats[] = {F_TEXT("for a terminal"), F_JSON};

static const hs_param empire_params[] = {
    {"map", NULL, HS_VALUE_INTEGER, "N", 0, HS_EMPIRE_MAX_MAP, 0, NULL, "0", "the game's map number", 0, NULL, NULL},
    {"width", NULL, HS_VALUE_INTEGER, "W", HS_EMPIRE_MIN_W, HS_EMPIRE_MAX_W, 0, NULL, "20",
     "fields across; only 20 x 11 with land 2 is the game's own board", 0, NULL, NULL},
    {"height", NULL, HS_VALUE_INTEGER, "H", HS_EMPIRE_MIN_H, HS_EMPIRE_MAX_H, 0, NULL, "11", "fields down", 0, NULL, NULL},
    {"land", NULL, HS_VALUE_INTEGER, "L", 1, 9, 0, NULL, "2", "a field starts as land at L in 10", 0, NULL, NULL},
    {"paths", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0", "draw the paths between towns that made the ports", 0,
     "svg png", NULL},
    {"names", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0", "write the town names on the drawing", 0, "svg png", NULL},
};

static const hs_format empire_formats[] = {
    {"grid", "txt", "text/plain; charset=utf-8",
     "11 lines of 20: . water, # land, T town, P port, R V B G capitals", 0},
    F_TEXT("the map for a terminal"),
    F_JSON,
    {"svg", NULL, "image/svg+xml", "the map as a drawing", HS_FORMAT_CAIRO},
    {"png", NULL, "image/png", "the map as a picture", HS_FORMAT_BINARY | HS_FORMAT_CAIRO},
    F_TMJ,
};

static const hs_param terrain_params[] = {
    {"width", NULL, HS_VALUE_INTEGER, "W", 1, HS_TERRAIN_MAX_SIDE, 0, NULL, "64",
     "cells across (up to 65536 x 65536 cells in all)", 0, NULL, NULL},
    {"height", NULL, HS_VALUE_INTEGER, "H", 1, HS_TERRAIN_MAX_SIDE, 0, NULL, "48", "cells down", 0, NULL, NULL},
    {"land-ratio", NULL, HS_VALUE_DECIMAL, "R", 0, 1, 0, NULL, "0.5", "the share of land in the random fill", 0, NULL, NULL},
    {"iterations", NULL, HS_VALUE_INTEGER, "N", 0, 1000, 0, NULL, "8", "passes of the rule (0: the fill itself)", 0, NULL, NULL},
    {"update", NULL, HS_VALUE_CHOICE, "U", 0, 0, 0, update_choice, "simultaneous",
     "how cells change: all at once, or in place row by row (one buffer)", 0, NULL, NULL},
    {"border", NULL, HS_VALUE_CHOICE, "B", 0, 0, 0, border_choice, "water", "what lies beyond the edge", 0, NULL, NULL},
    {"neighbourhood", "neighborhood", HS_VALUE_CHOICE, "N", 0, 0, 0, hood_choice, "moore",
     "8 neighbours (moore), or 6 (hex: odd rows shifted right)", 0, NULL, NULL},
    {"survive", NULL, HS_VALUE_INTEGER, "N", 0, 9, 0, NULL, NULL,
     "land stays land with at least N land neighbours (default 4, hex 3)", 0, NULL, NULL},
    {"birth", NULL, HS_VALUE_INTEGER, "N", 0, 9, 0, NULL, NULL,
     "water becomes land with at least N (default 5, hex 4)", 0, NULL, NULL},
    {"method", NULL, HS_VALUE_CHOICE, "M", 0, 0, 0, method_choice, "automaton",
     "the automaton, or coarse cells split twice, then cleaned (subdivide: size, ratio and seed only)", 0, NULL, NULL},
    P_SEED_FRESH,
    {"window", NULL, HS_VALUE_TEXT, "X,Y,W,H", 0, 0, 0, NULL, NULL,
     "only that part of the map, computed by itself (simultaneous only)", 0, NULL, NULL},
    {"scale", NULL, HS_VALUE_INTEGER, "K", 1, 64, 0, NULL, "1", "pixels per cell", 0, "png svg", NULL},
    {"threads", NULL, HS_VALUE_INTEGER, "N", 1, HS_TERRAIN_MAX_THREADS, 0, NULL, NULL,
     "threads to make a big map on (default 2; from 4096 x 4096 cells, smaller maps take one); never changes the map", 0,
     NULL, NULL},
};

static const hs_format terrain_formats[] = {
    {"text", "txt", "text/plain; charset=utf-8", "# land, . water", 0},
    {"png", NULL, "image/png", "a picture, one pixel a cell at scale 1", HS_FORMAT_BINARY},
    {"pgm", NULL, "image/x-portable-graymap", "a plain greyscale image", HS_FORMAT_BINARY},
    F_SVG("the map as a drawing"),
    F_JSON,
    F_TMJ,
};

static const hs_param score_params[] = {
    P_METRIC(NULL),
    P_HARBORS(NULL),
    {"board", NULL, HS_VALUE_TEXT, "LINE", 0, 0, 0, NULL, NULL,
     "a board line (docs/formats.md); the CLI also reads them from standard input",
     HS_PARAM_OPERAND | HS_PARAM_REPEATABLE, NULL, NULL},
};

static const hs_format score_formats[] = {
    F_TEXT("for a terminal"),
    F_JSON,
    {"line", "txt", "text/plain; charset=utf-8", "the score, then the board line", 0},
};

static const hs_param fairness_params[] = {
    P_CODE,
    {"games", NULL, HS_VALUE_INTEGER, "N", 1, 10000000, 0, NULL, "64000",
     "the most games to play: the run stops at the first of 5 stages where the verdict is clear (with mix, each style "
     "alone a quarter of it at most)", 0, NULL, NULL},
    P_BOT("mix"),
    P_BOTS,
    P_SIM_TAIL,
};

static const hs_param openings_params[] = {
    P_CODE,
    {"games", NULL, HS_VALUE_INTEGER, "N", 1, 1000000, 0, NULL, "400", "rollouts per spot", 0, NULL, NULL},
    {"candidates", NULL, HS_VALUE_INTEGER, "K", 1, 16, 0, NULL, "6", "spots tried per settlement", 0, NULL, NULL},
    P_BOT("greedy"),
    P_BOTS,
    P_SIM_TAIL,
};

static const hs_format openings_formats[] = {
    F_TEXT("for a terminal"),
    F_JSON,
    F_SVG("the board with each seat's best spots"),
};

static const hs_param event_params[] = {
    {"tables", NULL, HS_VALUE_INTEGER, "N", 1, HS_EVENT_MAX_TABLES, 0, NULL, "4", "tables at the event, one board each", 0,
     NULL, NULL},
    {"players", NULL, HS_VALUE_INTEGER, "N", HS_EVENT_MIN_PLAYERS, HS_EVENT_MAX_PLAYERS, 0, NULL, NULL,
     "players at each table, as the layout takes them (default its most: 4 on classic, 6 on 5-6)", 0, NULL, NULL},
    {"rounds", NULL, HS_VALUE_INTEGER, "N", 1, HS_EVENT_MAX_ROUNDS, 0, NULL, NULL,
     "rounds played (default one per seat); a multiple of the players seats everyone equally often", 0, NULL, NULL},
    {"mode", NULL, HS_VALUE_CHOICE, "M", 0, 0, 0, mode_choice, "classic",
     "every table's layout, as catan takes it: classic, 5-6, seafarers, seafarers-5-6 or a scenario's layout", 0, NULL,
     NULL},
    {"seed", NULL, HS_VALUE_INTEGER, "N", 0, UINT32_MAX, 0, NULL, NULL,
     "the event's seed, from which each table's board seed is drawn; without it a fresh one (told back)", 0, NULL, NULL},
    P_RULES,
    P_SPIRAL,
    {"balanced", NULL, HS_VALUE_FLAG, NULL, 0, 0, 0, NULL, "0",
     "every board the most balanced the rules allow (simulated annealing, a board at a time)", 0, NULL, NULL},
    {"metric", NULL, HS_VALUE_CHOICE, "M", 0, 0, 0, metric_choice, "hexseed",
     "the balance metric: hexseed, compat (Classic only) or seats", 0, NULL, "balanced"},
    {"iterations", NULL, HS_VALUE_INTEGER, "N", 1000, 10000000, 1000, NULL, "200000",
     "annealing steps of each board, a multiple of 1000", 0, NULL, "balanced"},
};

static const hs_format event_formats[] = {
    F_TEXT("the event sheet for a terminal: each table's board code, seat spread and rotation"),
    F_JSON,
};

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define PARAMS(a) a, COUNT(a)

static const hs_generator generators[] = {
    {"catan", "a fair Catan board (Classic, 5-6, Seafarers, Cities & Knights, Traders & Barbarians, Explorers & Pirates)", PARAMS(catan_params), PARAMS(board_formats), 0, board_cost, true,
     hs_board_request_check},
    {"seafarers", "a Seafarers board (a scenario of the box, or any landmass)", PARAMS(seafarers_params),
     PARAMS(board_formats), 0, board_cost, true, hs_board_request_check},
    {"board", "the board a share code names", PARAMS(board_params), PARAMS(board_formats), 0, board_cost, true,
     hs_board_request_check},
    {"landmass", "a Seafarers landmass grown by an elementary cellular automaton", PARAMS(landmass_params),
     PARAMS(landmass_formats), 1, landmass_cost, false, NULL},
    {"house-rules", "house rules for a game, from mild to wild", PARAMS(house_params), PARAMS(text_json_formats), 0,
     NULL, false, NULL},
    {"empire", "the Hex Empire map of a map number, exactly as the game makes it", PARAMS(empire_params),
     PARAMS(empire_formats), 1, empire_cost, false, NULL},
    {"terrain", "a land and water map by cellular automaton, up to game-world sizes", PARAMS(terrain_params),
     PARAMS(terrain_formats), 0, terrain_cost, false, NULL},
    {"score", "the balance of board lines", PARAMS(score_params), PARAMS(score_formats), 0, NULL, false,
     hs_score_request_check},
    {"fairness", "a board played many times by bots: does any seat win more often?", PARAMS(fairness_params),
     PARAMS(text_json_formats), 0, games_cost, true,
     hs_sim_request_check},
    {"openings", "each seat's settlement spots ranked by simulated win rate", PARAMS(openings_params),
     PARAMS(openings_formats), 0, games_cost, true,
     hs_sim_request_check},
    {"event", "a tournament kit: a board for every table and a seat rotation", PARAMS(event_params),
     PARAMS(event_formats), 0, event_cost, true, hs_event_request_check},
};

_Static_assert(COUNT(catan_params) <= HS_REQUEST_MAX_PARAMS, "a request holds every parameter");
_Static_assert(COUNT(seafarers_params) <= HS_REQUEST_MAX_PARAMS, "a request holds every parameter");
_Static_assert(COUNT(terrain_params) <= HS_REQUEST_MAX_PARAMS, "a request holds every parameter");

int hs_generator_count(void)
{
    return COUNT(generators);
}

const hs_generator *hs_generator_at(int k)
{
    return k >= 0 && k < COUNT(generators) ? &generators[k] : NULL;
}

const hs_generator *hs_generator_find(const char *name)
{
    for (int k = 0; name && k < hs_generator_count(); k++)
        if (strcmp(hs_generator_at(k)->name, name) == 0)
            return hs_generator_at(k);
    return NULL;
}
