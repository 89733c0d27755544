/* SPDX-License-Identifier: MIT */
/* test_guard.c: the boundary around the SAT solver (src/catan/guard.h). This program is linked
 * with the same --wrap flags as libhexseed.so (hs_guard_link_args in meson.build), so CaDiCaL's
 * exit(), abort() and operator new land in guard.c here as they do in the shared library: each
 * fatal path, taken for real inside CaDiCaL, must come back to the guarded call as a failure,
 * and the process go on. Then the oracle (src/catan/oracle.c) and the generator over it: a
 * failure at any allocation gives the same answer, or HS_ENOMEM, never a crash or another board. */
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <ccadical.h>

#include "../src/catan/generate.h"
#include "../src/catan/oracle.h"
#include "../src/catan/guard.h"
#include "failalloc.h"
#include "fuzz_request.h"

/* CaDiCaL's own check of its API: the literal INT_MIN is refused with a fatal error, which
 * calls abort() (solver.o). */
static void add_int_min(void *ctx)
{
    CCaDiCaL **sat = ctx;
    *sat = ccadical_init();
    ccadical_add(*sat, INT_MIN);
}

static void cadical_abort_comes_back(void **state)
{
    (void)state;
    CCaDiCaL *sat = NULL;
    assert_false(hs_guard_run(add_int_min, &sat));
    assert_non_null(sat); /* made before the fatal call; abandoned (leaked), as oracle.c does */
}

/* exit() deep inside ccadical_solve, from the learn callback, through CaDiCaL's C++ frames:
 * the pigeonhole formula of 7 pigeons in 6 holes makes the solver learn clauses. */
static void exit_on_learning(void *state, int *clause)
{
    (void)clause;
    ++*(int *)state;
    exit(7);
}

struct solving {
    int learned;
    int result;
};

static void solve_pigeons(void *ctx)
{
    struct solving *s = ctx;
    CCaDiCaL *sat = ccadical_init();
    ccadical_set_option(sat, "quiet", 1);
    ccadical_set_learn(sat, &s->learned, 100, exit_on_learning);
    enum { PIGEONS = 7, HOLES = 6 };
    for (int p = 0; p < PIGEONS; p++) {
        for (int h = 0; h < HOLES; h++)
            ccadical_add(sat, 1 + p * HOLES + h);
        ccadical_add(sat, 0);
    }
    for (int h = 0; h < HOLES; h++)
        for (int p = 0; p < PIGEONS; p++)
            for (int q = p + 1; q < PIGEONS; q++) {
                ccadical_add(sat, -(1 + p * HOLES + h));
                ccadical_add(sat, -(1 + q * HOLES + h));
                ccadical_add(sat, 0);
            }
    s->result = ccadical_solve(sat);
}

static void exit_inside_a_solve_comes_back(void **state)
{
    (void)state;
    struct solving s = {0, -1};
    assert_false(hs_guard_run(solve_pigeons, &s));
    assert_int_equal(s.learned, 1); /* exit() ran once, in the first learned clause's callback */
    assert_int_equal(s.result, -1); /* ccadical_solve never returned */
}

/* Out of memory in CaDiCaL's operator new (the allocation failures of tests/failalloc.c reach
 * guard.c's malloc), where libstdc++'s would throw std::bad_alloc through the C frames. */
static void make_solver(void *ctx)
{
    *(CCaDiCaL **)ctx = ccadical_init();
}

static void out_of_memory_in_new_comes_back(void **state)
{
    (void)state;
    CCaDiCaL *sat = NULL;
    failalloc_arm_from(1);
    bool returned = hs_guard_run(make_solver, &sat);
    failalloc_disarm();
    assert_false(returned);
    assert_null(sat);
    /* Nested boundaries: the inner one catches, the outer call goes on. */
    assert_true(hs_guard_run(make_solver, &sat));
    assert_non_null(sat);
    ccadical_release(sat);
}

/* The oracle of a request under an allocation failure at every point of its making in turn: it
 * cannot be made (NULL), or it answers as without the failure. Then memory running out while
 * CaDiCaL solves: the oracle says it broke and answers "could not tell", and is freed without
 * touching the solver. */
static void the_oracle_breaks_cleanly(void **state)
{
    (void)state;
    hs_catan_options o;
    hs_board b;
    hs_gen g;
    long calls = 0;
    int want = -1;
    for (uint32_t k = 0; k < 20 && want != 1; k++) { /* a request with a board: the solver searches */
        hs_fuzz_request(k, &o);
        hs_fuzz_gen_start(&o, &b, &g);
        failalloc_disarm();
        hs_oracle *plain = hs_oracle_new(&g);
        calls = failalloc_calls();
        assert_non_null(plain);
        want = hs_oracle_any(plain, 0);
        hs_oracle_free(plain);
    }
    assert_int_equal(want, 1);
    int unmade = 0, made = 0;
    for (long k = failalloc_next_point(0, calls); k; k = failalloc_next_point(k, calls)) {
        failalloc_arm(k);
        hs_oracle *or = hs_oracle_new(&g);
        failalloc_disarm();
        int got = or ? hs_oracle_any(or, 0) : -2;
        if (or) {
            assert_false(hs_oracle_broken(or));
            assert_int_equal(got, want);
            made++;
        } else
            unmade++;
        hs_oracle_free(or);
    }
    print_message("%ld allocations to make the oracle; failing one: %d unmade, %d made\n", calls, unmade, made);
    assert_true(unmade > 0);
    hs_oracle *or = hs_oracle_new(&g);
    assert_non_null(or);
    failalloc_arm_from(1);
    int got = hs_oracle_any(or, 0);
    bool broke = hs_oracle_broken(or);
    int again = hs_oracle_any(or, 0);
    hs_oracle_free(or);
    failalloc_disarm();
    assert_int_equal(got, -1);
    assert_true(broke);
    assert_int_equal(again, -1);
}

/* Requests the SAT solver decides (the search's budget cut to 100 nodes, as in test_oracle.c),
 * each under an allocation failure at points spread over its run: the same board or verdict as
 * without a failure, or HS_ENOMEM; never another board. */
static void the_generator_fails_with_enomem(void **state)
{
    (void)state;
    int decided = 0, enomem = 0;
    for (uint32_t k = 0; k < 40 && decided < 3; k++) {
        hs_catan_options o;
        hs_fuzz_request(1000 + k, &o);
        hs_board b, want;
        hs_gen g;
        hs_fuzz_gen_start(&o, &b, &g);
        g.budget = 100;
        g.solver_conflicts = 5000;
        failalloc_disarm();
        hs_err want_err = hs_gen_solve(&g, NULL);
        long calls = failalloc_calls();
        if (!g.by_solver || want_err == HS_ELIMIT)
            continue;
        decided++;
        want = b;
        hs_gen_store(&g, NULL, &want);
        for (long at = failalloc_next_point(0, calls); at; at = failalloc_next_point(at, calls)) {
            hs_board got;
            hs_fuzz_gen_start(&o, &got, &g);
            g.budget = 100;
            g.solver_conflicts = 5000;
            hs_diag diag = {{0}};
            failalloc_arm(at);
            hs_err err = hs_gen_solve(&g, &diag);
            failalloc_disarm();
            if (err == HS_ENOMEM) {
                enomem++;
                continue;
            }
            assert_int_equal(err, want_err);
            if (err == HS_OK) {
                hs_gen_store(&g, NULL, &got);
                assert_memory_equal(got.tiles, want.tiles, sizeof got.tiles);
            }
        }
    }
    assert_int_equal(decided, 3);
    assert_true(enomem > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cadical_abort_comes_back),
        cmocka_unit_test(exit_inside_a_solve_comes_back),
        cmocka_unit_test(out_of_memory_in_new_comes_back),
        cmocka_unit_test(the_oracle_breaks_cleanly),
        cmocka_unit_test(the_generator_fails_with_enomem),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
