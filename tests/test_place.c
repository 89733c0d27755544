/* SPDX-License-Identifier: MIT */
/* test_place.c: the placement solver under the Catan generator (src/catan/place.c) on small
 * boards, against an exhaustive oracle: the value search, asked for every placement, finds each
 * placement that obeys the conflicts exactly once; and the room-apart bound cuts only branches
 * without a placement, so the search meets the same placements in the same order with it and
 * without it, in no more nodes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../src/catan/catan_internal.h"
#include "arrange.h"
#include "../src/catan/place.h"
#include "hexseed/hex.h"
#include "hexseed/rng.h"

#define MAX_LEAVES 50000

/* A small board: the hexes within distance 1 of the origin, and a few more. */
typedef struct board {
    int n;
    short neighbor[HS_BOARD_MAX_TILES][6];
    uint8_t around[HS_BOARD_MAX_TILES][6], n_near[HS_BOARD_MAX_TILES], near[HS_BOARD_MAX_TILES][6];
} board;

static void board_make(board *b, int n)
{
    static const int q[] = {0, 1, 1, 0, -1, -1, 0, 2, 2}, r[] = {0, 0, -1, -1, 0, 1, 1, -1, -2};
    hs_hex hexes[9];
    b->n = n;
    for (int t = 0; t < n; t++)
        hexes[t] = hs_hex_make(q[t], r[t]);
    hs_hexes_neighbors(hexes, n, b->neighbor);
    hs_neighbor_lists(n, (const short (*)[6])b->neighbor, b->around, b->n_near, b->near);
}

/* Every placement the search reports, in order. */
typedef struct leaves {
    const hs_place *p;
    int n;
    uint8_t value[MAX_LEAVES][9];
} leaves;

static int record(void *ctx)
{
    leaves *l = ctx;
    if (l->n < MAX_LEAVES)
        memcpy(l->value[l->n], l->p->value, (size_t)l->p->n_tiles);
    l->n++;
    return HS_PLACE_FAIL; /* and the next one */
}

/* The oracle: whether `value` puts no two conflicting values side by side, read straight off
 * the board's hexes. */
static bool obeys(const board *b, const uint16_t *conflict, const uint8_t *value)
{
    for (int t = 0; t < b->n; t++)
        for (int d = 0; d < 6; d++) {
            int u = b->neighbor[t][d];
            if (u >= 0 && ((conflict[value[t]] >> value[u]) & 1u))
                return false;
        }
    return true;
}

/* One random instance: tile 0 fixed to value 4, the others variable with a bag of values 0..3,
 * random symmetric conflicts (a value often conflicting with itself, as under rule terrain). */
typedef struct instance {
    board b;
    uint16_t conflict[16];
    uint8_t bag[9], order[9];
} instance;

static void instance_make(instance *in, hs_rng *rng)
{
    board_make(&in->b, 7 + (int)hs_rng_below(rng, 3));
    memset(in->conflict, 0, sizeof in->conflict);
    for (int a = 0; a < 5; a++)
        for (int c = a; c < 5; c++)
            if (hs_rng_below(rng, 100) < (a == c ? 40u : 15u)) {
                in->conflict[a] |= (uint16_t)(1u << c);
                in->conflict[c] |= (uint16_t)(1u << a);
            }
    for (int k = 0; k < in->b.n - 1; k++)
        in->bag[k] = (uint8_t)hs_rng_below(rng, 4);
    for (int t = 0; t < in->b.n; t++)
        in->order[t] = (uint8_t)t;
    hs_rng_shuffle(rng, in->order, (size_t)in->b.n, 1);
}

/* Runs the value search over `in` for every placement; returns the nodes it spent. */
static uint32_t enumerate(const instance *in, uint32_t apart_after, leaves *out)
{
    static hs_place p; /* large: not on the stack */
    memset(&p, 0, sizeof p);
    uint32_t nodes = 0;
    p.n_tiles = in->b.n;
    p.neighbor = (const short (*)[6])in->b.neighbor;
    p.around = (const uint8_t (*)[6])in->b.around;
    p.n_near = in->b.n_near;
    p.near = (const uint8_t (*)[6])in->b.near;
    p.nodes = &nodes;
    p.apart_after = apart_after;
    memcpy(p.conflict, in->conflict, sizeof p.conflict);
    for (int t = 0; t < in->b.n; t++) {
        p.is_var[t] = t != 0;
        p.value[t] = t ? HS_PLACE_NONE : 4;
    }
    hs_place_init(&p, in->bag, in->order);
    out->p = &p;
    out->n = 0;
    assert_int_equal(hs_place_solve(&p, record, out), HS_PLACE_FAIL);
    return nodes;
}

/* The placements of the bag that obey the conflicts, counted by trying every arrangement. */
static int count_by_oracle(const instance *in, bool *drawn_obeys)
{
    int n = in->b.n, count = 0;
    uint8_t value[9], a[9];
    memcpy(a, in->bag, (size_t)(n - 1));
    value[0] = 4;
    for (int k = 0; k < n - 1; k++)
        value[k + 1] = in->bag[k];
    *drawn_obeys = obeys(&in->b, in->conflict, value);
    arrange_first(a, n - 1);
    do {
        memcpy(value + 1, a, (size_t)(n - 1));
        count += obeys(&in->b, in->conflict, value);
    } while (arrange_next(a, n - 1));
    return count;
}

static void every_placement_once(void **state)
{
    (void)state;
    static leaves got;
    hs_rng rng = hs_rng_seed(20261123);
    int with_some = 0;
    for (int round = 0; round < 300; round++) {
        instance in;
        instance_make(&in, &rng);
        bool drawn_obeys;
        int expected = count_by_oracle(&in, &drawn_obeys);
        enumerate(&in, UINT32_MAX, &got);
        /* The bag as drawn is offered first when it obeys, then the search meets it again. */
        assert_int_equal(got.n, expected + drawn_obeys);
        int first = drawn_obeys;
        for (int i = first; i < got.n; i++) {
            assert_true(obeys(&in.b, in.conflict, got.value[i]));
            for (int j = first; j < i; j++)
                assert_memory_not_equal(got.value[i], got.value[j], (size_t)in.b.n);
        }
        with_some += expected > 0;
    }
    assert_true(with_some > 100); /* the instances are not all impossible */
}

static void room_apart_keeps_the_leaves(void **state)
{
    (void)state;
    static leaves plain, bounded;
    hs_rng rng = hs_rng_seed(7);
    uint64_t nodes_plain = 0, nodes_bounded = 0;
    for (int round = 0; round < 300; round++) {
        instance in;
        instance_make(&in, &rng);
        uint32_t a = enumerate(&in, UINT32_MAX, &plain);
        uint32_t b = enumerate(&in, 0, &bounded);
        assert_int_equal(plain.n, bounded.n);
        for (int i = 0; i < plain.n && i < MAX_LEAVES; i++)
            assert_memory_equal(plain.value[i], bounded.value[i], (size_t)in.b.n);
        assert_true(b <= a);
        nodes_plain += a;
        nodes_bounded += b;
    }
    assert_true(nodes_bounded < nodes_plain); /* and it does cut something */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_placement_once),
        cmocka_unit_test(room_apart_keeps_the_leaves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
