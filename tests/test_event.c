/* SPDX-License-Identifier: MIT */
/* test_event.c: the tournament kit (hexseed/event.h): the rotation seats every player in each
 * seat equally often (at most one apart otherwise), each table's code makes the board of its
 * derived seed, events are reproducible and their codes golden, the seat spread is the seats
 * metric's, and the CLI's bad input table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <jansson.h>

#include "check.h"
#include "cli_run.h"
#include "hexseed/board.h"
#include "hexseed/code.h"
#include "hexseed/event.h"
#include "hexseed/generators.h"
#include "hexseed/score.h"
#include "hexseed/sink.h"

static hs_event *event_of(const hs_event_options *o)
{
    hs_event *e = malloc(sizeof *e);
    assert_non_null(e);
    hs_diag diag = {{0}};
    if (hs_event_make(o, NULL, e, &diag) != HS_OK)
        fail_msg("%s", diag.msg);
    return e;
}

/* Every round seats each player once; over the rounds, each player's count in each seat is the
 * count hs_event_seat_count says, all equal when the rounds are a multiple of the seats and at
 * most one apart otherwise. The counts here are of the schedule itself, seat by seat. */
static void rotation_is_balanced(void **state)
{
    (void)state;
    for (int n = HS_EVENT_MIN_PLAYERS; n <= HS_EVENT_MAX_PLAYERS; n++) {
        for (int rounds = 1; rounds <= HS_EVENT_MAX_ROUNDS; rounds++) {
            int count[HS_EVENT_MAX_PLAYERS][HS_EVENT_MAX_PLAYERS] = {{0}};
            for (int r = 0; r < rounds; r++) {
                bool seated[HS_EVENT_MAX_PLAYERS] = {false};
                for (int s = 0; s < n; s++) {
                    int p = hs_event_seat_player(n, r, s);
                    assert_in_range(p, 0, n - 1);
                    assert_false(seated[p]);
                    seated[p] = true;
                    count[p][s]++;
                }
            }
            int lo = rounds, hi = 0;
            for (int p = 0; p < n; p++)
                for (int s = 0; s < n; s++) {
                    assert_int_equal(count[p][s], hs_event_seat_count(n, rounds, p, s));
                    lo = count[p][s] < lo ? count[p][s] : lo;
                    hi = count[p][s] > hi ? count[p][s] : hi;
                }
            assert_true(hi - lo <= 1);
            assert_int_equal(hi == lo, rounds % n == 0);
        }
    }
    /* What is not a seat of a table is refused, not divided by. */
    assert_int_equal(hs_event_seat_player(0, 0, 0), -1);
    assert_int_equal(hs_event_seat_player(4, -1, 0), -1);
    assert_int_equal(hs_event_seat_player(4, 0, 4), -1);
    assert_int_equal(hs_event_seat_count(0, 4, 0, 0), 0);
    assert_int_equal(hs_event_seat_count(4, 4, 4, 0), 0);
    assert_int_equal(hs_event_seat_count(4, -1, 0, 0), 0);
}

/* Each table's board is the board of the seed derived from the event's seed and its number:
 * its code makes that board, and the tables' seeds differ. */
static void tables_have_their_derived_boards(void **state)
{
    (void)state;
    hs_event_options o = hs_event_default();
    o.seed = 2026;
    o.tables = 12;
    o.board.mode = HS_MODE_5_6;
    o.board.rules.on |= HS_RULE_EXTREMES;
    hs_event *e = event_of(&o);
    assert_int_equal(e->players, 6);
    assert_int_equal(e->rounds, 6);
    assert_true(e->exact);
    for (int t = 0; t < o.tables; t++) {
        assert_int_equal(e->tables[t].seed, hs_event_table_seed(o.seed, t + 1));
        for (int u = 0; u < t; u++)
            assert_int_not_equal(e->tables[t].seed, e->tables[u].seed);
        hs_catan_options want = o.board, got;
        want.seed = e->tables[t].seed;
        hs_board expected = board_made(&want);
        assert_int_equal(hs_code_decode(e->tables[t].code.text, &got, NULL), HS_OK);
        hs_board made = board_made(&got);
        assert_int_equal(made.n_tiles, expected.n_tiles);
        for (int k = 0; k < made.n_tiles; k++) {
            assert_int_equal(made.tiles[k].terrain, expected.tiles[k].terrain);
            assert_int_equal(made.tiles[k].number, expected.tiles[k].number);
        }
        assert_true(got.rules.on & HS_RULE_EXTREMES);
    }
    free(e);
}

/* The same options make the same event; another event seed makes other boards. */
static void events_are_reproducible(void **state)
{
    (void)state;
    hs_event_options o = hs_event_default();
    o.seed = 77;
    o.tables = 6;
    o.rounds = 5;
    hs_event *a = event_of(&o), *b = event_of(&o);
    for (int t = 0; t < o.tables; t++) {
        assert_int_equal(a->tables[t].seed, b->tables[t].seed);
        assert_string_equal(a->tables[t].code.text, b->tables[t].code.text);
        assert_true(a->tables[t].spread == b->tables[t].spread);
    }
    assert_int_equal(a->rounds, 5);
    assert_false(a->exact);
    o.seed = 78;
    hs_event *c = event_of(&o);
    int same = 0;
    for (int t = 0; t < o.tables; t++)
        same += strcmp(a->tables[t].code.text, c->tables[t].code.text) == 0;
    assert_int_equal(same, 0);
    free(a);
    free(b);
    free(c);
}

/* With 4 players at a Classic table, the seat spread is the seats metric's score of the board;
 * with 3 it is the draft of 3 seats, and not given for a Seafarers board. */
static void seat_spread_is_the_seats_metric(void **state)
{
    (void)state;
    hs_event_options o = hs_event_default();
    o.seed = 5;
    o.tables = 8;
    hs_event *e = event_of(&o);
    for (int t = 0; t < o.tables; t++) {
        hs_catan_options bo;
        assert_int_equal(hs_code_decode(e->tables[t].code.text, &bo, NULL), HS_OK);
        hs_board b = board_made(&bo);
        double seats;
        assert_int_equal(hs_score_seats(&b, &seats, NULL), HS_OK);
        assert_true(e->tables[t].has_spread);
        assert_true(e->tables[t].spread == seats);
    }
    free(e);
    o.players = 3;
    e = event_of(&o);
    bool differs = false;
    for (int t = 0; t < o.tables; t++) {
        assert_true(e->tables[t].spread >= 0 && e->tables[t].spread <= 1);
        hs_catan_options bo;
        assert_int_equal(hs_code_decode(e->tables[t].code.text, &bo, NULL), HS_OK);
        hs_board b = board_made(&bo);
        double seats;
        assert_int_equal(hs_score_seats(&b, &seats, NULL), HS_OK);
        differs |= e->tables[t].spread != seats;
    }
    assert_true(differs);
    free(e);
    o.players = 0;
    o.board.mode = HS_MODE_SEAFARERS;
    e = event_of(&o);
    assert_false(e->tables[0].has_spread);
    free(e);
}

/* Out of range, the library says what is wrong in one line. */
static void bad_options_are_refused(void **state)
{
    (void)state;
    hs_event_options o = hs_event_default();
    hs_diag diag = {{0}};
    o.tables = 0;
    assert_int_equal(hs_event_check(&o, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "tables 0 is not from 1 to 64: give the tables of the event");
    o = hs_event_default();
    o.players = 5;
    assert_int_equal(hs_event_check(&o, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "the classic layout is for 3 to 4 players, not 5: give players 3-4 or another mode");
    o = hs_event_default();
    o.rounds = 13;
    assert_int_equal(hs_event_check(&o, &diag), HS_EINVAL);
    o = hs_event_default();
    hs_cancel cancel = {0};
    hs_cancel_request(&cancel);
    hs_event *e = malloc(sizeof *e);
    assert_int_equal(hs_event_make(&o, &cancel, e, NULL), HS_ECANCEL);
    free(e);
}

/* The golden events: a line per event, its values and each table's code, which every later
 * version must make again. */
static const struct {
    hs_mode mode;
    uint32_t seed;
    int tables;
} golden_events[] = {
    {HS_MODE_CLASSIC, 0, 4}, {HS_MODE_CLASSIC, 2026, 8}, {HS_MODE_5_6, 17, 3},
    {HS_MODE_SEAFARERS, 9, 2}, {HS_MODE_CLASSIC, 4294967295u, 5},
};

static bool golden_line(hs_mode mode, uint32_t seed, int tables, char *line, size_t size)
{
    hs_event_options o = hs_event_default();
    o.board.mode = mode;
    o.seed = seed;
    o.tables = tables;
    hs_event *e = malloc(sizeof *e);
    if (!e || hs_event_make(&o, NULL, e, NULL) != HS_OK) {
        free(e);
        return false;
    }
    int n = snprintf(line, size, "%s %u %d", hs_mode_name(mode), (unsigned)seed, tables);
    for (int t = 0; t < tables; t++)
        n += snprintf(line + n, size - (size_t)n, " %s", e->tables[t].code.text);
    free(e);
    return (size_t)n < size;
}

static bool write_golden(FILE *f)
{
    fputs("# Golden events: layout, event seed, tables, then each table's share code, which every version must\n"
          "# make again from the same values (hexseed event --mode M --seed S --tables T).\n", f);
    for (size_t k = 0; k < sizeof golden_events / sizeof golden_events[0]; k++) {
        char line[2048];
        if (!golden_line(golden_events[k].mode, golden_events[k].seed, golden_events[k].tables, line, sizeof line))
            return false;
        fprintf(f, "%s\n", line);
    }
    return true;
}

static void golden_codes(void **state)
{
    (void)state;
    data_lines d = golden_lines(HS_TEST_GOLDEN "/event.txt", write_golden);
    assert_int_equal(d.n, sizeof golden_events / sizeof golden_events[0]);
    for (size_t k = 0; k < d.n; k++) {
        char line[2048];
        assert_true(golden_line(golden_events[k].mode, golden_events[k].seed, golden_events[k].tables, line, sizeof line));
        assert_string_equal(line, d.line[k]);
    }
    data_lines_free(&d);
}

/* The generator table's event, run as every face runs it: JSON whose schedule is the rotation's
 * and whose codes are the library's. */
static void request_runs_as_json(void **state)
{
    (void)state;
    hs_request *r = hs_request_new("event", NULL);
    assert_non_null(r);
    assert_int_equal(hs_request_set(r, "seed", "31", NULL), HS_OK);
    assert_int_equal(hs_request_set(r, "tables", "3", NULL), HS_OK);
    assert_int_equal(hs_request_set(r, "players", "3", NULL), HS_OK);
    assert_int_equal(hs_request_set(r, "rounds", "7", NULL), HS_OK);
    assert_int_equal(hs_request_set_format(r, "json", NULL), HS_OK);
    assert_int_equal(hs_request_check(r, NULL, NULL), HS_OK);
    hs_buf out = {0};
    assert_int_equal(hs_request_run(r, NULL, hs_sink_buf(&out), NULL), HS_OK);
    json_error_t jerr;
    json_t *root = json_loads(out.data, 0, &jerr);
    assert_non_null(root);
    assert_int_equal(json_integer_value(json_object_get(root, "rounds")), 7);
    assert_false(json_is_true(json_object_get(root, "exact")));
    hs_event_options o = hs_event_default();
    o.seed = 31;
    o.tables = 3;
    o.players = 3;
    o.rounds = 7;
    hs_event *e = event_of(&o);
    json_t *boards = json_object_get(root, "boards");
    assert_int_equal(json_array_size(boards), 3);
    for (int t = 0; t < 3; t++) {
        json_t *b = json_array_get(boards, (size_t)t);
        assert_string_equal(json_string_value(json_object_get(b, "code")), e->tables[t].code.text);
        json_t *schedule = json_object_get(b, "schedule");
        assert_int_equal(json_array_size(schedule), 7);
        for (int r2 = 0; r2 < 7; r2++)
            for (int s = 0; s < 3; s++)
                assert_int_equal(json_integer_value(json_array_get(json_array_get(schedule, (size_t)r2), (size_t)s)),
                                 t * 3 + hs_event_seat_player(3, r2, s) + 1);
    }
    json_decref(root);
    hs_buf_free(&out);
    free(e);
    hs_request_free(r);
}

/* `hexseed event` given what it cannot take, and the one line each must say (exit 2). */
static const cli_bad_case event_bad[] = {
    {ARGS("event", "--tables", "0"), "hexseed: tables '0' is not a whole number from 1 to 64\n"},
    {ARGS("event", "--tables", "65"), "hexseed: tables '65' is not a whole number from 1 to 64\n"},
    {ARGS("event", "--rounds", "13"), "hexseed: rounds '13' is not a whole number from 1 to 12\n"},
    {ARGS("event", "--players", "7"), "hexseed: players '7' is not a whole number from 3 to 6\n"},
    {ARGS("event", "--players", "5"),
     "hexseed: the classic layout is for 3 to 4 players, not 5: give players 3-4 or another mode\n"},
    {ARGS("event", "--mode", "seafarers", "--players", "3"),
     "hexseed: the seafarers layout is for 4 players, not 3: give players 4 or another mode\n"},
    {ARGS("event", "--rules", "bogus"), "hexseed: unknown rule 'bogus' (see 'hexseed rules' or GET /api/rules)\n"},
    {ARGS("event", "--iterations", "2000"), "hexseed: iterations belongs to balanced\n"},
    {ARGS("event", "--mode", "seafarers", "--balanced"), "hexseed: balanced boards are Classic or 5-6 boards\n"},
    {ARGS("event", "--format", "svg"), "hexseed: unknown format 'svg' (formats: text, json)\n"},
};

static void cli_bad_input_and_text(void **state)
{
    (void)state;
    cli_expect_bad_cases(event_bad, sizeof event_bad / sizeof event_bad[0]);
    cli_result a;
    assert_int_equal(cli_run(ARGS("event", "--seed", "7", "--tables", "2", "--rounds", "6"), NULL, &a), 0);
    assert_int_equal(a.status, 0);
    assert_non_null(strstr(a.out, "each player sits in each seat 1 or 2 times (at most one apart); 8 rounds make it equal"));
    assert_non_null(strstr(a.out, "\n      6  P6      P7      P8      P5\n"));
    cli_result_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rotation_is_balanced),
        cmocka_unit_test(tables_have_their_derived_boards),
        cmocka_unit_test(events_are_reproducible),
        cmocka_unit_test(seat_spread_is_the_seats_metric),
        cmocka_unit_test(bad_options_are_refused),
        cmocka_unit_test(golden_codes),
        cmocka_unit_test(request_runs_as_json),
        cmocka_unit_test(cli_bad_input_and_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
