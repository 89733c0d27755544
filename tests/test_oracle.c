/* SPDX-License-Identifier: MIT */
/* test_oracle.c: the SAT oracle of the board search (src/catan/oracle.c) in a randomized
 * differential test. Random requests (tests/fuzz_request.c: rule sets and 0-6 locks on Classic
 * and 5-6, numbers searched and along the spiral) are answered by the generator with the oracle
 * (as it runs by default, and from the first node) and without it, and every answer is checked:
 * each board by the independent checker of rules_check.c (and its locks and bags), each "no board
 * exists" against CaDiCaL alone on the whole formula and, where the plain search finished, against
 * it; where both searches finished their boards are byte for byte the same. Bounded by counts of
 * requests and search nodes, not by time. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "../src/catan/generate.h"
#include "check.h"
#include "fuzz_request.h"
#include "hexseed/rules.h"
#include "rules_check.h"

/* Requests per run, the search nodes each search may spend, the conflicts CaDiCaL alone may. */
#define REQUESTS 120
#define NODES 200000
#define CONFLICTS 50000

/* A board obeys the rules (by rules_check.c), its locks and its layout's bags. */
static void check_answer(const hs_catan_options *o, const hs_board *b, const char *text)
{
    check_board cb;
    check_board_of(b, &cb);
    char why[96] = "";
    if (!check_rules(&cb, &o->rules, why, sizeof why))
        fprintf(stderr, "%s: %s\n", text, why);
    assert_true(check_rules(&cb, &o->rules, why, sizeof why));
    assert_true(hs_catan_check(b, &o->rules, NULL));
    for (int k = 0; k < o->n_locks; k++) {
        const hs_lock *l = &o->locks[k];
        assert_int_equal(b->tiles[l->tile].terrain, l->terrain);
        if (l->number)
            assert_int_equal(b->tiles[l->tile].number, l->number);
    }
    const hs_shape *shape = hs_shape_of(o->mode);
    uint8_t bag[HS_TERRAIN_COUNT] = {0}, tokens[16] = {0}, want_tokens[16] = {0};
    for (int t = 0; t < b->n_tiles; t++) {
        bag[b->tiles[t].terrain]++;
        tokens[b->tiles[t].number & 15]++;
    }
    for (int k = 0; k < shape->n_tokens; k++)
        want_tokens[shape->tokens[k]]++;
    assert_memory_equal(bag, shape->terrain_bag, sizeof bag);
    assert_memory_equal(tokens + 2, want_tokens + 2, sizeof tokens - 2);
}

static void answers_agree_and_hold(void **state)
{
    (void)state;
    int boards = 0, proofs = 0, confirmed = 0, spiral = 0, five_six = 0, plain_gave_up = 0;
    for (uint32_t k = 0; k < REQUESTS; k++) {
        hs_catan_options o;
        hs_fuzz_request(k, &o);
        o.max_nodes = NODES;
        char text[600];
        hs_fuzz_describe(&o, text, sizeof text);
        hs_board b[3];
        hs_err err[3];
        static const uint8_t modes[3] = {HS_ORACLE_OFF, HS_ORACLE_AUTO, HS_ORACLE_ALWAYS};
        for (int e = 0; e < 3; e++) {
            o.oracle = modes[e];
            err[e] = hs_catan_generate(&o, &b[e], NULL);
        }
        int verdict = hs_fuzz_cadical_alone(&o, CONFLICTS);
        if ((err[0] != HS_ELIMIT && (err[1] != err[0] || err[2] != err[0])) || err[1] != err[2] ||
            (verdict >= 0 && err[1] != HS_ELIMIT && (err[1] == HS_OK) != (verdict == 1)))
            fprintf(stderr, "request %u: plain %s, auto %s, always %s, CaDiCaL %d: %s\n", k, hs_errname(err[0]),
                    hs_errname(err[1]), hs_errname(err[2]), verdict, text);
        for (int e = 0; e < 3; e++) {
            assert_true(err[e] == HS_OK || err[e] == HS_EUNSAT || err[e] == HS_ELIMIT);
            if (err[e] == HS_OK)
                check_answer(&o, &b[e], text);
            /* Every answer against CaDiCaL alone, when it decided. */
            if (verdict >= 0 && err[e] != HS_ELIMIT)
                assert_int_equal(err[e] == HS_OK, verdict == 1);
        }
        /* The oracle never changes an answer: the same board, or both proofs, when both ended. */
        for (int e = 1; e < 3; e++) {
            if (err[0] == HS_ELIMIT || err[e] == HS_ELIMIT)
                continue;
            assert_int_equal(err[e], err[0]);
            for (int t = 0; err[0] == HS_OK && t < b[0].n_tiles; t++) {
                assert_int_equal(b[e].tiles[t].terrain, b[0].tiles[t].terrain);
                assert_int_equal(b[e].tiles[t].number, b[0].tiles[t].number);
            }
            assert_true(err[0] != HS_OK || (b[e].spiral_corner == b[0].spiral_corner &&
                                            b[e].spiral_clockwise == b[0].spiral_clockwise));
        }
        if (err[1] == HS_OK && err[2] == HS_OK)
            for (int t = 0; t < b[1].n_tiles; t++) {
                assert_int_equal(b[2].tiles[t].terrain, b[1].tiles[t].terrain);
                assert_int_equal(b[2].tiles[t].number, b[1].tiles[t].number);
            }
        boards += err[1] == HS_OK;
        proofs += err[1] == HS_EUNSAT;
        confirmed += err[1] == HS_EUNSAT && verdict == 0;
        plain_gave_up += err[0] == HS_ELIMIT;
        spiral += o.numbers == HS_NUMBERS_SPIRAL;
        five_six += o.mode == HS_MODE_5_6;
    }
    fprintf(stderr, "%d requests: %d boards, %d proofs (%d confirmed by CaDiCaL alone); the plain search gave up "
            "on %d within %d nodes\n", REQUESTS, boards, proofs, confirmed, plain_gave_up, NODES);
    /* The fuzz reaches both answers, both layouts and the spiral. */
    assert_true(boards > REQUESTS / 5 && proofs > REQUESTS / 5);
    assert_true(spiral > REQUESTS / 8 && five_six > REQUESTS / 4);
}

/* The solver's first board, which decides once the search has spent its budget: with that
 * budget cut to SOLVER_AFTER nodes, the requests the search does not finish within them are
 * the solver's, on Classic and 5-6, numbers searched and along the spiral: each board holds by
 * the independent checker, each "no board" agrees with CaDiCaL alone. The solver's conflicts
 * are cut too (a request past them is left out), so the test's work stays small. */
#define SOLVER_REQUESTS 60
#define SOLVER_AFTER 100
#define SOLVER_CONFLICTS 5000

static void solver_boards_hold(void **state)
{
    (void)state;
    int by_solver = 0, boards = 0, spiral = 0;
    for (uint32_t k = 0; k < SOLVER_REQUESTS; k++) {
        hs_catan_options o;
        hs_fuzz_request(1000 + k, &o);
        char text[600];
        hs_fuzz_describe(&o, text, sizeof text);
        hs_board b;
        hs_gen g;
        hs_fuzz_gen_start(&o, &b, &g);
        g.budget = SOLVER_AFTER;
        g.solver_conflicts = SOLVER_CONFLICTS;
        hs_err err = hs_gen_solve(&g, NULL);
        if (!g.by_solver || err == HS_ELIMIT)
            continue;
        by_solver++;
        assert_true(err == HS_OK || err == HS_EUNSAT);
        int verdict = hs_fuzz_cadical_alone(&o, CONFLICTS);
        if (verdict >= 0 && (err == HS_OK) != (verdict == 1))
            fprintf(stderr, "request %u: %s, CaDiCaL alone %d: %s\n", 1000 + k, hs_errname(err), verdict, text);
        if (verdict >= 0)
            assert_int_equal(err == HS_OK, verdict == 1);
        if (err)
            continue;
        hs_gen_store(&g, NULL, &b);
        if (o.numbers == HS_NUMBERS_SPIRAL) {
            b.spiral_corner = (uint8_t)(g.spiral_used / 2);
            b.spiral_clockwise = !(g.spiral_used & 1);
            spiral++;
        }
        check_answer(&o, &b, text);
        boards++;
    }
    fprintf(stderr, "%d of %d requests past %d nodes: %d boards by the solver (%d along the spiral)\n", by_solver,
            SOLVER_REQUESTS, SOLVER_AFTER, boards, spiral);
    assert_true(by_solver > SOLVER_REQUESTS / 5 && boards > 4);
}

/* A request the solver decides stops with HS_ECANCEL once its cancel flag is set, and not before:
 * the same requests as above, the flag raised before the solver starts. */
static void the_solver_stops_when_cancelled(void **state)
{
    (void)state;
    int cancelled = 0;
    for (uint32_t k = 0; k < SOLVER_REQUESTS && cancelled < 3; k++) {
        hs_catan_options o;
        hs_fuzz_request(1000 + k, &o);
        hs_cancel stop = {0};
        hs_cancel_request(&stop);
        hs_board b;
        hs_gen g;
        hs_fuzz_gen_start(&o, &b, &g);
        g.budget = SOLVER_AFTER;
        g.solver_conflicts = SOLVER_CONFLICTS;
        g.cancel = &stop;
        hs_diag diag = {{0}};
        hs_err err = hs_gen_solve(&g, &diag);
        if (!g.by_solver)
            continue; /* the search answered within its budget: nothing to stop */
        assert_int_equal(err, HS_ECANCEL);
        assert_non_null(strstr(diag.msg, "cancelled"));
        cancelled++;
    }
    assert_int_equal(cancelled, 3);
    /* A board on a landmass takes the flag too: without a raised flag the solver proves at the
     * question during the search that `pips=7` leaves no board on 77:88; with one it stops
     * (the search, not interrupted, runs to its budget first). */
    hs_catan_options land = on_landmass(77, 88, 1);
    assert_int_equal(hs_rules_parse("pips=7", &land.rules, NULL), HS_OK);
    hs_board on_land;
    hs_cancel raised = {0};
    hs_cancel_request(&raised);
    assert_int_equal(hs_catan_generate(&land, &on_land, NULL), HS_EUNSAT);
    assert_int_equal(hs_catan_generate_cancel(&land, &on_land, &raised, NULL), HS_ECANCEL);
    /* and a flag never raised changes nothing: the public face, a request answered at once */
    hs_catan_options o = hs_catan_default();
    o.seed = 42;
    hs_cancel idle = {0};
    hs_board a, b;
    assert_int_equal(hs_catan_generate(&o, &a, NULL), HS_OK);
    assert_int_equal(hs_catan_generate_cancel(&o, &b, &idle, NULL), HS_OK);
    assert_memory_equal(a.tiles, b.tiles, sizeof a.tiles);
}

/* The solver's question at check_at nodes changes no board: the search stops only for a proof
 * (or, in the spiral's relaxed search, for a board) and otherwise goes on as if never stopped,
 * tile-wise restarts included. The same requests with the question asked early (CHECK_AT nodes)
 * and never (check_at at the budget) give the same answer, the same board; some are proved at
 * the question, some go on past it to a board of the search's own. */
#define CHECK_REQUESTS 150
#define CHECK_AT 40
#define CHECK_BUDGET 20000

static void the_check_changes_no_board(void **state)
{
    (void)state;
    int proved = 0, went_on = 0;
    for (uint32_t k = 0; k < CHECK_REQUESTS; k++) {
        hs_catan_options o;
        hs_fuzz_request(k, &o);
        hs_board b[2];
        hs_gen g[2];
        hs_err err[2];
        for (int e = 0; e < 2; e++) {
            hs_fuzz_gen_start(&o, &b[e], &g[e]);
            g[e].budget = CHECK_BUDGET;
            g[e].check_at = e ? CHECK_AT : CHECK_BUDGET;
            g[e].solver_conflicts = SOLVER_CONFLICTS;
            err[e] = hs_gen_solve(&g[e], NULL);
        }
        if (err[0] == HS_ELIMIT || err[1] == HS_ELIMIT) /* a solver's guard ran out */
            continue;
        assert_int_equal(err[1], err[0]);
        if (err[0] == HS_OK)
            assert_memory_equal(g[1].terrain.value, g[0].terrain.value, (size_t)g[0].n);
        if (err[0] == HS_OK && o.numbers == HS_NUMBERS_RANDOM)
            assert_memory_equal(g[1].numbers.value, g[0].numbers.value, (size_t)g[0].n);
        if (err[0] == HS_OK && o.numbers == HS_NUMBERS_SPIRAL)
            assert_int_equal(g[1].spiral_used, g[0].spiral_used);
        if (err[0] == HS_OK && !g[0].by_solver) { /* the helper starts the generator as it starts */
            hs_board whole;
            assert_int_equal(hs_catan_generate(&o, &whole, NULL), HS_OK);
            for (int t = 0; t < g[0].n; t++)
                assert_int_equal(whole.tiles[t].terrain, g[0].terrain.value[t]);
        }
        proved += err[1] == HS_EUNSAT && g[1].verdict == 0;
        went_on += err[1] == HS_OK && g[1].verdict == 1 && !g[1].by_solver && g[1].nodes > CHECK_AT;
    }
    fprintf(stderr, "%d requests: %d proved at the question (%d nodes), %d went on past it to the search's board\n",
            CHECK_REQUESTS, proved, CHECK_AT, went_on);
    assert_true(proved > 5 && went_on > 5);
}

/* A second solver checks the first one's proofs: for random requests CaDiCaL's verdict on the
 * whole formula (the one whose "no board" the generator answers with) is checked by Debian's
 * CryptoMiniSat on the same formula in DIMACS, every UNSAT and every SAT. Skipped where
 * cryptominisat5 is not installed (scripts/install-deps test installs it). */
#define SECOND_REQUESTS 200

static void a_second_solver_confirms_each_verdict(void **state)
{
    (void)state;
    if (system("command -v cryptominisat5 >/dev/null 2>&1") != 0) {
        fprintf(stderr, "cryptominisat5 is not installed: skipped\n");
        skip();
    }
    char path[] = "/tmp/hexseed-oracle-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    int unsat = 0, sat = 0;
    for (uint32_t k = 0; k < SECOND_REQUESTS; k++) {
        hs_catan_options o;
        hs_fuzz_request(k, &o);
        hs_board b;
        hs_gen g;
        hs_fuzz_gen_start(&o, &b, &g);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        int verdict = hs_gen_oracle_dimacs(&g, CONFLICTS, hs_sink_file(f));
        assert_int_equal(fclose(f), 0);
        if (verdict < 0)
            continue;
        char command[200];
        snprintf(command, sizeof command, "cryptominisat5 --verb 0 %s >/dev/null 2>&1", path);
        int status = system(command);
        assert_true(WIFEXITED(status));
        if (WEXITSTATUS(status) != (verdict ? 10 : 20)) {
            char text[600];
            hs_fuzz_describe(&o, text, sizeof text);
            fprintf(stderr, "request %u: CaDiCaL %d, CryptoMiniSat exit %d: %s\n", k, verdict, WEXITSTATUS(status), text);
        }
        assert_int_equal(WEXITSTATUS(status), verdict ? 10 : 20);
        unsat += !verdict;
        sat += verdict;
    }
    unlink(path);
    fprintf(stderr, "%d requests: CryptoMiniSat agrees on %d proofs and %d boards\n", SECOND_REQUESTS, unsat, sat);
    assert_true(unsat > SECOND_REQUESTS / 5 && sat > SECOND_REQUESTS / 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(answers_agree_and_hold),
        cmocka_unit_test(solver_boards_hold),
        cmocka_unit_test(the_solver_stops_when_cancelled),
        cmocka_unit_test(the_check_changes_no_board),
        cmocka_unit_test(a_second_solver_confirms_each_verdict),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
