/* SPDX-License-Identifier: MIT */
/* event.c: an event's sheet (hexseed/event.h) for a terminal and as JSON: each table's board
 * code and seat spread, and who sits in which seat in each round. */
#include <jansson.h>

#include "hexseed/event.h"
#include "jdoc.h"

/* What the rotation promises for the event's rounds, one sentence. */
static hs_err promise(const hs_event *e, hs_sink out)
{
    int n = e->players, r = e->rounds;
    if (e->exact)
        return r == n ? hs_sink_printf(out, "%d rounds for %d seats: every player sits in each seat once\n", r, n)
                      : hs_sink_printf(out, "%d rounds for %d seats: every player sits in each seat %d times\n", r, n, r / n);
    return hs_sink_printf(out,
                          "%d round%s for %d seats, not a multiple of %d: each player sits in each seat %d or %d "
                          "times (at most one apart); %d rounds make it equal\n",
                          r, r == 1 ? "" : "s", n, n, r / n, r / n + 1, (r / n + 1) * n);
}

hs_err hs_render_event_text(const hs_event *e, hs_sink out)
{
    const hs_event_options *o = &e->options;
    hs_err err = hs_sink_printf(out, "event %u: %d table%s of %d players, %d round%s, %s boards\n", (unsigned)o->seed,
                                o->tables, o->tables == 1 ? "" : "s", e->players, e->rounds, e->rounds == 1 ? "" : "s",
                                hs_mode_name(o->board.mode));
    if (!err)
        err = promise(e, out);
    for (int t = 0; t < o->tables && !err; t++) {
        const hs_event_table *table = &e->tables[t];
        err = hs_sink_printf(out, "\ntable %d: board %s (seed %u), seat spread ", t + 1, table->code.text,
                             (unsigned)table->seed);
        if (!err)
            err = table->has_spread ? hs_sink_printf(out, "%.3f\n", table->spread)
                                    : hs_sink_puts(out, "- (Classic and 5-6 boards only)\n");
        if (!err)
            err = hs_sink_puts(out, "  round");
        for (int s = 0; s < e->players && !err; s++)
            err = hs_sink_printf(out, "  seat %d", s + 1);
        for (int r = 0; r < e->rounds && !err; r++) {
            err = hs_sink_printf(out, "\n  %5d", r + 1);
            for (int s = 0; s < e->players && !err; s++) {
                int number = hs_event_player_number(e->players, t, hs_event_seat_player(e->players, r, s));
                err = s + 1 < e->players ? hs_sink_printf(out, "  P%-5d", number) : hs_sink_printf(out, "  P%d", number);
            }
        }
        if (!err)
            err = hs_sink_puts(out, "\n");
    }
    return err;
}

hs_err hs_render_event_json(const hs_event *e, hs_sink out)
{
    const hs_event_options *o = &e->options;
    jdoc doc = {false}, *d = &doc;
    json_t *tables = json_array();
    for (int t = 0; t < o->tables; t++) {
        const hs_event_table *table = &e->tables[t];
        json_t *players = json_array(), *schedule = json_array();
        for (int k = 0; k < e->players; k++)
            jdoc_add(d, players, json_integer(hs_event_player_number(e->players, t, k)));
        for (int r = 0; r < e->rounds; r++) {
            json_t *seats = json_array();
            for (int s = 0; s < e->players; s++)
                jdoc_add(d, seats, json_integer(hs_event_player_number(e->players, t, hs_event_seat_player(e->players, r, s))));
            jdoc_add(d, schedule, seats);
        }
        jdoc_add(d, tables,
                 json_pack("{s:i, s:I, s:s, s:o, s:o, s:o}", "table", t + 1, "seed", (json_int_t)table->seed, "code",
                           table->code.text, "seat_spread", table->has_spread ? json_real(table->spread) : json_null(),
                           "players", players, "schedule", schedule));
    }
    json_t *root = json_pack("{s:I, s:i, s:i, s:i, s:s, s:b, s:s, s:o}", "seed", (json_int_t)o->seed, "tables",
                             o->tables, "players", e->players, "rounds", e->rounds, "mode", hs_mode_name(o->board.mode),
                             "exact", e->exact, "rotation", "cyclic", "boards", tables);
    return jdoc_write(d, root, JSON_COMPACT | JSON_REAL_PRECISION(6), out);
}
