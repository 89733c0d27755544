/* SPDX-License-Identifier: MIT */
/* hexseed/event.h: a tournament kit. From an event's seed, its number of tables, players per
 * table and rounds, and the options every table's board shares (layout, rules, balance), one
 * board per table, named by its share code and made from a seed derived from the event's seed
 * and the table's number (so the event is made again from its own values), and a seat rotation
 * schedule: at each table the players move one seat each round (a cyclic Latin square), so every
 * player sits in each seat equally often when the rounds are a multiple of the seats, and
 * otherwise at most once more in one seat than in another. Each board comes with its seat
 * spread: the seats metric's opening draft (hexseed/score.h) played by the table's players,
 * cheap enough for every table of an event (docs/event.md). Pure functions over explicit state.
 *
 * Thread-safety: any thread, any number of calls at once: nothing mutable is shared between
 * calls; an object a call writes (its out-parameters, the buffer behind a sink) is not used by
 * another thread during that call. */
#ifndef HEXSEED_EVENT_H
#define HEXSEED_EVENT_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/catan.h"
#include "hexseed/code.h"
#include "hexseed/error.h"
#include "hexseed/sink.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HS_EVENT_MAX_TABLES 64
#define HS_EVENT_MAX_ROUNDS 12
#define HS_EVENT_MIN_PLAYERS 3
#define HS_EVENT_MAX_PLAYERS 6

/* What makes an event. Fill with hs_event_default() and change fields. */
typedef struct hs_event_options {
    uint32_t seed; /* the event's seed, any 32-bit value; default 0 */
    int tables;    /* 1..HS_EVENT_MAX_TABLES; default 4 */
    int players;   /* players at each table, within the layout's counts (hs_event_players);
                      0: the layout's most (4 on Classic, 6 on 5-6). Default 0 */
    int rounds;    /* 1..HS_EVENT_MAX_ROUNDS; 0: as many as the players, each seat once each.
                      Default 0 */
    /* Every table's board but its seat: layout, rules, numbers, balance (hexseed/catan.h). Its
     * seed is not used: table t's board takes hs_event_table_seed(seed, t). Default
     * hs_catan_default(). */
    hs_catan_options board;
} hs_event_options;

/* The default options (each field's default above). Errors: none. */
hs_event_options hs_event_default(void);

/* The fewest and most players at a table the layout `mode` is played by ("3-4": 3 and 4), into
 * *min and *max; false for a mode out of the table. Errors: none (false as said). */
bool hs_event_players(int mode, int *min, int *max);

/* The board seed of table `table` (1..) of the event of `seed`: hs_hash3(seed, table,
 * 0x6576656e). A promise like a share code's: it never changes. Errors: none. */
uint32_t hs_event_table_seed(uint32_t seed, int table);

/* The player (0..players-1, in the table's order) in seat `seat` (0: the one who starts) in round
 * `round` (0..): (seat + round) mod players. Over `players` rounds each player sits in each seat
 * once. Errors: -1 when players < 1, round < 0 or seat is not 0..players-1. */
int hs_event_seat_player(int players, int round, int seat);

/* How many times player `player` sits in seat `seat` over `rounds` rounds of the rotation.
 * Errors: 0 when players < 1, rounds < 0, or player or seat is not 0..players-1. */
int hs_event_seat_count(int players, int rounds, int player, int seat);

/* HS_OK when `o` makes an event: tables, players and rounds in range (players within the
 * layout's), and board options the generator takes (hs_catan_options_check,
 * hs_board_check_balance). Errors: HS_EINVAL, with one line in `diag` (may be NULL) saying
 * what is wrong and how to fix it. */
hs_err hs_event_check(const hs_event_options *o, hs_diag *diag);

/* One table's board. */
typedef struct hs_event_table {
    uint32_t seed;   /* hs_event_table_seed(event seed, table number) */
    hs_code code;    /* the board's share code */
    bool has_spread; /* the board is one the seats metric plays (Classic, 5-6) */
    double spread;   /* the seat spread in [0,1]: (richest seat - poorest) / richest of the opening
                        draft by the table's players, the seats metric's measure; 0 is even */
} hs_event_table;

/* A made event: its options as made (players and rounds filled in) and each table's board. */
typedef struct hs_event {
    hs_event_options options;
    int players, rounds;
    bool exact;      /* rounds is a multiple of players: every seat equally often */
    hs_event_table tables[HS_EVENT_MAX_TABLES]; /* the first options.tables */
} hs_event;

/* Makes the event of `o` into *out (caller-owned; about 14 KiB), each table's board made with
 * hs_board_make (a balanced board is annealed, as its code says). `cancel` (may be NULL) stops it
 * with HS_ECANCEL between and within boards. Errors: hs_event_check's, the boards' (HS_EUNSAT,
 * HS_ELIMIT), HS_ECANCEL. */
hs_err hs_event_make(const hs_event_options *o, const hs_cancel *cancel, hs_event *out, hs_diag *diag);

/* The options a request of the generator table's event names (hexseed/generators.h): its
 * tables, players, rounds and seed, and the board options catan's parameters of the same names
 * give (mode, rules, spiral, balanced, metric, iterations), checked as hs_event_check checks
 * them. Errors: HS_EINVAL with the message in `diag` (may be NULL), for a request of another
 * generator too; HS_ENOMEM. */
typedef struct hs_request hs_request;
hs_err hs_event_options_read(const hs_request *r, hs_event_options *o, hs_diag *diag);

/* The generator table's check of an event request: hs_event_options_read, the parameter at
 * fault into *bad (may be NULL). Errors: hs_event_options_read's. */
typedef struct hs_param hs_param;
hs_err hs_event_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag);

/* The number the sheets give player `k` (0..) of table `table` (0..) of an event of `players` a
 * table: t * players + k + 1, so every player of the event has one name. Errors: none (the
 * formula, whatever the arguments). */
int hs_event_player_number(int players, int table, int k);

/* ---- Renderers (src/render/event.c) ---------------------------------------------------- */

/* The event sheet for a terminal: the event's values, what the rotation promises, and per table
 * its board's code, seed and seat spread and who sits where in each round. Errors: the sink's
 * (HS_EIO, HS_ENOMEM). */
hs_err hs_render_event_text(const hs_event *event, hs_sink out);

/* The event as one JSON object (docs/event.md), keys in a fixed order, then a newline. Errors:
 * HS_ENOMEM when the document cannot be built; the sink's. */
hs_err hs_render_event_json(const hs_event *event, hs_sink out);

#ifdef __cplusplus
}
#endif

#endif
