/* SPDX-License-Identifier: MIT */
/* event.c: the tournament kit (hexseed/event.h): one board per table from seeds derived from the
 * event's, the cyclic seat rotation, and each board's seat spread. */
#include "hexseed/event.h"

#include <stdio.h>
#include <string.h>

#include "hexseed/board.h"
#include "hexseed/rng.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"

#include "../core/fail.h"

/* The tag hashed with the event's seed and a table's number: "even" in ASCII. */
#define TABLE_SEED_TAG 0x6576656eu

hs_event_options hs_event_default(void)
{
    return (hs_event_options){.seed = 0, .tables = 4, .players = 0, .rounds = 0, .board = hs_catan_default()};
}

/* The layout table writes its counts as "3-4", "5-6", "3" or "4". */
bool hs_event_players(int mode, int *min, int *max)
{
    const hs_layout_info *l = hs_layout_at(mode);
    if (!l || !l->players || l->players[0] < '0' || l->players[0] > '9')
        return false;
    const char *last = l->players + strlen(l->players) - 1;
    *min = l->players[0] - '0';
    *max = *last >= '0' && *last <= '9' ? *last - '0' : *min;
    return true;
}

uint32_t hs_event_table_seed(uint32_t seed, int table)
{
    return hs_hash3(seed, (uint32_t)table, TABLE_SEED_TAG);
}

int hs_event_seat_player(int players, int round, int seat)
{
    if (players < 1 || round < 0 || seat < 0 || seat >= players)
        return -1;
    return (int)(((long long)seat + round) % players);
}

/* Player p sits in seat s in the rounds r with (s + r) mod n == p: r = p - s (mod n), then
 * every n-th round after it. */
int hs_event_seat_count(int players, int rounds, int player, int seat)
{
    if (players < 1 || rounds < 0 || player < 0 || player >= players || seat < 0 || seat >= players)
        return 0;
    int first = ((player - seat) % players + players) % players;
    return first < rounds ? (rounds - 1 - first) / players + 1 : 0;
}

/* The players and rounds `o` leaves to the layout: the layout's most, and one round a seat. */
static void fill_in(const hs_event_options *o, int *players, int *rounds)
{
    int min = 0, max = 0;
    hs_event_players((int)o->board.mode, &min, &max);
    *players = o->players ? o->players : max;
    *rounds = o->rounds ? o->rounds : *players;
}

hs_err hs_event_check(const hs_event_options *o, hs_diag *diag)
{
    if (o->tables < 1 || o->tables > HS_EVENT_MAX_TABLES)
        return hs_fail(diag, HS_EINVAL, "tables %d is not from 1 to %d: give the tables of the event", o->tables,
                       HS_EVENT_MAX_TABLES);
    if (o->rounds < 0 || o->rounds > HS_EVENT_MAX_ROUNDS)
        return hs_fail(diag, HS_EINVAL, "rounds %d is not from 1 to %d", o->rounds, HS_EVENT_MAX_ROUNDS);
    int min, max;
    if (!hs_event_players((int)o->board.mode, &min, &max))
        return hs_fail(diag, HS_EINVAL, "layout %d is not in the layout table ('hexseed seafarers' lists them)",
                       (int)o->board.mode);
    if (o->players && (o->players < min || o->players > max)) {
        if (min == max)
            return hs_fail(diag, HS_EINVAL, "the %s layout is for %d players, not %d: give players %d or another mode",
                           hs_mode_name(o->board.mode), min, o->players, min);
        return hs_fail(diag, HS_EINVAL, "the %s layout is for %d to %d players, not %d: give players %d-%d or another mode",
                       hs_mode_name(o->board.mode), min, max, o->players, min, max);
    }
    hs_err err = hs_catan_options_check(&o->board, diag);
    if (err == HS_EUNSAT) /* no board under these locks: the making's answer */
        err = HS_OK;
    return err ? err : hs_board_check_balance(&o->board, diag);
}

hs_err hs_event_make(const hs_event_options *o, const hs_cancel *cancel, hs_event *out, hs_diag *diag)
{
    hs_err err = hs_event_check(o, diag);
    if (err)
        return err;
    memset(out, 0, sizeof *out);
    out->options = *o;
    fill_in(o, &out->players, &out->rounds);
    out->options.players = out->players;
    out->options.rounds = out->rounds;
    out->exact = out->rounds % out->players == 0;
    hs_board board;
    for (int t = 0; t < o->tables; t++) {
        if (hs_cancel_requested(cancel))
            return HS_ECANCEL;
        hs_event_table *table = &out->tables[t];
        hs_catan_options bo = o->board;
        bo.seed = table->seed = hs_event_table_seed(o->seed, t + 1);
        hs_diag why = {{0}};
        if ((err = hs_board_make_cancel(&bo, &board, cancel, &why)))
            return hs_fail(diag, err, "table %d: %s", t + 1, why.msg);
        if ((err = hs_code_encode(&board.options, &table->code, diag)))
            return err;
        /* the seats metric's draft by this table's players, where the game engine plays the board */
        table->has_spread = (board.options.mode == HS_MODE_CLASSIC || board.options.mode == HS_MODE_5_6) &&
                            hs_score_seats_for(&board, out->players, &table->spread, NULL) == HS_OK;
    }
    return HS_OK;
}

int hs_event_player_number(int players, int table, int k)
{
    return table * players + k + 1;
}
