/* SPDX-License-Identifier: MIT */
/* test_rng.c: mulberry32 against the published vectors, unbiased bounded draws, the shuffle. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/rng.h"

static void mulberry32_matches_reference_vectors(void **state)
{
    (void)state;
    static const struct {
        uint32_t seed;
        uint32_t out[5];
        double first_float;
    } vectors[] = {
        {0u, {1144304738u, 1416247u, 958946056u, 627933444u, 2007157716u}, 0.26642920868471265},
        {1u, {2693262067u, 11749833u, 2265367787u, 4213581821u, 4159151403u}, 0.6270739405881613},
        {42u, {2581720956u, 1925393290u, 3661312704u, 2876485805u, 750819978u}, 0.6011037519201636},
        {123456789u, {1107202814u, 4169434471u, 3372958138u, 885470128u, 1301683845u}, 0.2577907438389957},
        {4294967295u, {3850105811u, 813802916u, 3073704848u, 4054706436u, 3630262831u}, 0.8964226141106337},
    };
    for (size_t v = 0; v < sizeof vectors / sizeof vectors[0]; v++) {
        hs_rng r = hs_rng_seed(vectors[v].seed);
        for (int i = 0; i < 5; i++)
            assert_int_equal(hs_rng_next(&r), vectors[v].out[i]);
        hs_rng f = hs_rng_seed(vectors[v].seed);
        assert_true(hs_rng_float(&f) == vectors[v].first_float);
    }
}

static void below_stays_in_range_and_hits_every_value(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(7);
    for (uint32_t n = 1; n <= 40; n++) {
        unsigned seen[40] = {0};
        for (int i = 0; i < 4000; i++) {
            uint32_t x = hs_rng_below(&r, n);
            assert_true(x < n);
            seen[x]++;
        }
        for (uint32_t k = 0; k < n; k++)
            assert_true(seen[k] > 0);
    }
}

/* With n = 3 * 2^30, plain `% n` would give the values below 2^30 twice the chance of the
 * others (2/4 of draws instead of 1/3). The unbiased draw keeps them at about a third. */
static void below_has_no_modulo_bias(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(12345);
    const uint32_t n = 3u << 30;
    int low = 0, total = 300000;
    for (int i = 0; i < total; i++)
        low += hs_rng_below(&r, n) < (1u << 30);
    double share = (double)low / total;
    assert_true(share > 0.32 && share < 0.347);
}

static void shuffle_is_a_permutation_and_uniform(void **state)
{
    (void)state;
    /* All 24 orders of 4 elements should appear about equally often. */
    unsigned counts[4 * 4 * 4 * 4] = {0};
    hs_rng r = hs_rng_seed(99);
    const int rounds = 240000;
    for (int i = 0; i < rounds; i++) {
        uint8_t a[4] = {0, 1, 2, 3};
        hs_rng_shuffle(&r, a, 4, 1);
        unsigned mask = 0;
        for (int k = 0; k < 4; k++)
            mask |= 1u << a[k];
        assert_int_equal(mask, 0xF);
        counts[a[0] * 64 + a[1] * 16 + a[2] * 4 + a[3]]++;
    }
    int orders = 0;
    for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++)
        if (counts[k]) {
            orders++;
            assert_true(counts[k] > 9000 && counts[k] < 11000); /* expected 10000 */
        }
    assert_int_equal(orders, 24);
}

static void shuffle_draws_count_minus_one_times(void **state)
{
    (void)state;
    /* The documented draw count: a shuffle of n elements advances the stream by n-1 draws
     * (with overwhelming probability no rejection happens for such small n). */
    hs_rng a = hs_rng_seed(5), b = hs_rng_seed(5);
    int items[19];
    for (int i = 0; i < 19; i++)
        items[i] = i;
    hs_rng_shuffle(&a, items, 19, sizeof items[0]);
    for (int i = 0; i < 18; i++)
        hs_rng_next(&b);
    assert_int_equal(a.state, b.state);
}

/* Elements of any size move as a whole, in the order the same draws give one-byte elements. */
static void shuffle_moves_large_elements_whole(void **state)
{
    (void)state;
    enum { N = 23, SIZE = 150 };
    static unsigned char big[N][SIZE];
    unsigned char order[N];
    for (int i = 0; i < N; i++) {
        order[i] = (unsigned char)i;
        for (int k = 0; k < SIZE; k++)
            big[i][k] = (unsigned char)(i * 7 + k);
    }
    hs_rng a = hs_rng_seed(77), b = hs_rng_seed(77);
    hs_rng_shuffle(&a, big, N, SIZE);
    hs_rng_shuffle(&b, order, N, 1);
    assert_int_equal(a.state, b.state);
    for (int i = 0; i < N; i++)
        for (int k = 0; k < SIZE; k++)
            assert_int_equal(big[i][k], (unsigned char)(order[i] * 7 + k));
}

static void hash3_is_pure_and_mixes(void **state)
{
    (void)state;
    assert_int_equal(hs_hash3(1, 2, 3), hs_hash3(1, 2, 3));
    assert_int_not_equal(hs_hash3(1, 2, 3), hs_hash3(1, 3, 2));
    assert_int_not_equal(hs_hash3(1, 2, 3), hs_hash3(2, 2, 3));
    /* Neighbouring cells: about half of the bits differ on average. */
    long bits = 0;
    for (uint32_t x = 0; x < 1000; x++)
        bits += __builtin_popcount(hs_hash3(9, x, 0) ^ hs_hash3(9, x + 1, 0));
    assert_true(bits > 15000 && bits < 17000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mulberry32_matches_reference_vectors),
        cmocka_unit_test(below_stays_in_range_and_hits_every_value),
        cmocka_unit_test(below_has_no_modulo_bias),
        cmocka_unit_test(shuffle_is_a_permutation_and_uniform),
        cmocka_unit_test(shuffle_draws_count_minus_one_times),
        cmocka_unit_test(shuffle_moves_large_elements_whole),
        cmocka_unit_test(hash3_is_pure_and_mixes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
