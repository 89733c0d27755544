/* SPDX-License-Identifier: MIT */
/* test_hex.c: axial geometry, rings and spirals, and the corner/edge graph. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>

#include <cmocka.h>

#include "hexseed/hex.h"

static void neighbors_are_at_distance_one_and_invert(void **state)
{
    (void)state;
    hs_hex h = hs_hex_make(3, -2);
    for (int d = 0; d < 6; d++) {
        hs_hex n = hs_hex_neighbor(h, d);
        assert_int_equal(hs_hex_distance(h, n), 1);
        assert_true(hs_hex_eq(hs_hex_neighbor(n, d + 3), h));
        assert_int_equal(hs_hex_direction_to(h, n), d);
    }
    assert_int_equal(hs_hex_direction_to(h, h), -1);
    assert_int_equal(hs_hex_distance(hs_hex_make(0, 0), hs_hex_make(2, -3)), 3);
}

static void rings_and_spirals_have_the_right_sizes(void **state)
{
    (void)state;
    hs_hex out[64];
    hs_hex c = hs_hex_make(0, 0);
    assert_int_equal(hs_hex_ring(c, 0, out), 1);
    for (int k = 1; k <= 3; k++) {
        size_t n = hs_hex_ring(c, k, out);
        assert_int_equal(n, 6 * k);
        for (size_t i = 0; i < n; i++) {
            assert_int_equal(hs_hex_distance(c, out[i]), k);
            /* consecutive ring hexes touch, and the ring closes */
            assert_int_equal(hs_hex_distance(out[i], out[(i + 1) % n]), 1);
        }
        /* starts at the top-left corner: k steps north-west of the centre */
        assert_true(hs_hex_eq(out[0], hs_hex_make(0, -k)));
    }
    assert_int_equal(hs_hex_spiral(c, 3, out), 37);
}

static void pixel_layout_is_pointy_top(void **state)
{
    (void)state;
    hs_point e = hs_hex_center(hs_hex_make(1, 0), 10.0);
    assert_true(fabs(e.x - 10.0 * sqrt(3.0)) < 1e-9 && fabs(e.y) < 1e-9);
    hs_point n = hs_hex_corner_point(hs_hex_make(0, 0), 10.0, HS_CORNER_N);
    assert_true(fabs(n.x) < 1e-9 && fabs(n.y + 10.0) < 1e-9);
    /* a shared corner is the same point seen from each of its hexes */
    hs_point a = hs_hex_corner_point(hs_hex_make(0, 0), 10.0, HS_CORNER_NE);
    hs_point b = hs_hex_corner_point(hs_hex_make(1, -1), 10.0, HS_CORNER_S);
    assert_true(fabs(a.x - b.x) < 1e-9 && fabs(a.y - b.y) < 1e-9);
}

/* Every corner name must denote the same point as its canonical key. */
static void vertex_keys_name_points(void **state)
{
    (void)state;
    for (int q = -2; q <= 2; q++)
        for (int r = -2; r <= 2; r++)
            for (int c = 0; c < 6; c++) {
                hs_hex h = hs_hex_make(q, r);
                hs_vertex_key k = hs_vertex_of(h, c);
                hs_point p = hs_hex_corner_point(h, 1.0, c);
                hs_point o = hs_hex_corner_point(hs_hex_make(k.q, k.r), 1.0, k.south ? HS_CORNER_S : HS_CORNER_N);
                assert_true(fabs(p.x - o.x) < 1e-9 && fabs(p.y - o.y) < 1e-9);
            }
}

static void classic_hexagon_graph_counts(void **state)
{
    (void)state;
    hs_hex hexes[19];
    int n = (int)hs_hex_spiral(hs_hex_make(0, 0), 2, hexes);
    static hs_graph g;
    assert_int_equal(hs_graph_build(&g, hexes, n, NULL), HS_OK);
    assert_int_equal(g.n_vertices, 54);
    assert_int_equal(g.n_edges, 72);
    assert_int_equal(hs_graph_coastal_edges(&g), 30);
    /* The centre hex has six neighbours; a corner hex has three. */
    int centre = hs_graph_find(&g, hs_hex_make(0, 0));
    int inside = 0;
    for (int d = 0; d < 6; d++)
        inside += g.neighbor[centre][d] >= 0;
    assert_int_equal(inside, 6);
    int corner = hs_graph_find(&g, hs_hex_make(0, -2));
    inside = 0;
    for (int d = 0; d < 6; d++)
        inside += g.neighbor[corner][d] >= 0;
    assert_int_equal(inside, 3);
}

static void graph_rejects_duplicates_and_oversize(void **state)
{
    (void)state;
    static hs_graph g;
    hs_hex twice[2] = {{0, 0}, {0, 0}};
    hs_diag diag = {{0}};
    assert_int_equal(hs_graph_build(&g, twice, 2, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "hex (0,0) is listed twice");
    assert_int_equal(hs_graph_build(&g, twice, HS_GRAPH_MAX_HEXES + 1, NULL), HS_ELIMIT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(neighbors_are_at_distance_one_and_invert),
        cmocka_unit_test(rings_and_spirals_have_the_right_sizes),
        cmocka_unit_test(pixel_layout_is_pointy_top),
        cmocka_unit_test(vertex_keys_name_points),
        cmocka_unit_test(classic_hexagon_graph_counts),
        cmocka_unit_test(graph_rejects_duplicates_and_oversize),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
