/* SPDX-License-Identifier: MIT */
/* test_render_failures.c: every renderer when its sink fails and when memory runs out. Each
 * renderer of one table is run with its 1st, 2nd, 3rd ... write failing (the answer must be
 * HS_EIO, the sink's error) and with its 1st, 2nd, 3rd ... allocation failing (the answer must be
 * HS_ENOMEM); failalloc.h says which points of long runs are tried. Nothing may leak
 * (the ASan build checks) or crash; a renderer never says HS_OK about output it did not write. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "check.h"
#include "failalloc.h"
#include "../src/cairo/stream.h"
#include "hexseed/board.h"
#include "hexseed/cairo.h"
#include "hexseed/catan.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/houserules.h"
#include "hexseed/landmass.h"
#include "hexseed/render.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"
#include "hexseed/terrain.h"

/* What the renderers draw, made once. */
typedef struct fixture {
    hs_board classic, pieces;   /* a Classic board; the scenario board with the most pieces */
    char code[256];
    hs_score score, seats_score;
    hs_landmass land;
    hs_landmass_rating ratings[3];
    hs_empire *empire;
    hs_terrain_options terrain_options;
    hs_terrain_map *terrain;
    hs_house_options house_options;
    hs_house_rule house[HS_HOUSE_RULES];
    hs_sim_options sim_options;
    hs_sim_result result, per_style[HS_SIM_MAX_STYLES];
    hs_sim_openings openings[HS_SIM_MAX_PLAYERS];
} fixture;

static fixture fx; /* read-only once made; the tests' own state */

static int make_fixture(void **state)
{
    (void)state;
    fx.classic = board_of(HS_MODE_CLASSIC, 42);
    int most = -1;
    for (int mode = HS_MODE_SEAFARERS; mode < hs_layout_count(); mode++) {
        hs_board b = board_of((hs_mode)mode, 7);
        if (b.n_pieces > most) {
            most = b.n_pieces;
            fx.pieces = b;
        }
    }
    hs_code code;
    if (most <= 0 || hs_code_encode(&fx.classic.options, &code, NULL) != HS_OK)
        return -1;
    snprintf(fx.code, sizeof fx.code, "%s", code.text);
    hs_score_options so = hs_score_default();
    if (hs_score_board(&fx.classic, &so, &fx.score, NULL) != HS_OK)
        return -1;
    so.metric = HS_METRIC_SEATS;
    if (hs_score_board(&fx.classic, &so, &fx.seats_score, NULL) != HS_OK)
        return -1;
    hs_landmass_options lo = hs_landmass_default();
    fx.land = hs_landmass_grow(&lo);
    for (int k = 0; k < 3; k++) {
        lo.rule = (uint8_t)(30 + k);
        hs_landmass m = hs_landmass_grow(&lo);
        fx.ratings[k] = hs_landmass_rate(&m);
    }
    hs_empire_options eo = hs_empire_default();
    eo.map = 5;
    if (hs_empire_generate(&eo, &fx.empire, NULL) != HS_OK)
        return -1;
    fx.terrain_options = hs_terrain_default();
    fx.terrain_options.width = 70;
    fx.terrain_options.height = 9;
    fx.terrain_options.neighbourhood = HS_HEX;
    if (hs_terrain_generate(&fx.terrain_options, &fx.terrain, NULL) != HS_OK)
        return -1;
    fx.house_options = hs_house_default();
    fx.house_options.count = 4;
    if (hs_house_draw(&fx.house_options, fx.house, NULL) != HS_OK)
        return -1;
    fx.sim_options = hs_sim_default();
    fx.sim_options.games = 24;
    fx.sim_options.threads = 1;
    if (hs_sim_run(&fx.classic, &fx.sim_options, &fx.result, NULL) != HS_OK)
        return -1;
    hs_sim_options styles = fx.sim_options;
    styles.games = 8;
    if (hs_sim_run_styles(&fx.classic, &styles, fx.per_style, NULL) != HS_OK)
        return -1;
    if (hs_sim_openings_of(&fx.classic, &styles, 2, fx.openings, NULL) != HS_OK)
        return -1;
    return 0;
}

static int free_fixture(void **state)
{
    (void)state;
    hs_empire_free(fx.empire);
    hs_terrain_free(fx.terrain);
    return 0;
}

/* ---- The renderers, one line each ------------------------------------------------------- */

static hs_err board_text(void *c, hs_sink s) { (void)c; return hs_render_text(&fx.classic, s, true); }
static hs_err board_text_pieces(void *c, hs_sink s) { (void)c; return hs_render_text(&fx.pieces, s, false); }
static hs_err board_json(void *c, hs_sink s) { (void)c; return hs_render_json(&fx.classic, s); }
static hs_err board_json_pieces(void *c, hs_sink s) { (void)c; return hs_render_json(&fx.pieces, s); }
static hs_err board_tmj(void *c, hs_sink s) { (void)c; return hs_render_tmj(&fx.pieces, s); }
static hs_err board_line(void *c, hs_sink s) { (void)c; return hs_render_line(&fx.classic, s); }
static hs_err board_svg(void *c, hs_sink s) { (void)c; return hs_render_svg(&fx.classic, s); }
static hs_err board_svg_pieces(void *c, hs_sink s)
{
    (void)c;
    return hs_render_svg_style(&fx.pieces, s, HS_DRAW_LEGIBLE, NULL);
}
static hs_err board_png(void *c, hs_sink s) { (void)c; return hs_render_png(&fx.pieces, s, 300, NULL); }
static hs_err board_pdf(void *c, hs_sink s) { (void)c; return hs_render_pdf(&fx.classic, s); }
static hs_err tileset_png(void *c, hs_sink s) { (void)c; return hs_render_tileset_png(s, NULL); }
static hs_err rules_text(void *c, hs_sink s) { (void)c; return hs_render_rules_text(s, 2); }
static hs_err rules_json(void *c, hs_sink s) { (void)c; return hs_render_rules_json(s); }
static hs_err land_grid(void *c, hs_sink s) { (void)c; return hs_render_landmass_grid(&fx.land, s); }
static hs_err land_text(void *c, hs_sink s) { (void)c; return hs_render_landmass_text(&fx.land, s, true); }
static hs_err land_json(void *c, hs_sink s) { (void)c; return hs_render_landmass_json(&fx.land, s); }
static hs_err land_tmj(void *c, hs_sink s) { (void)c; return hs_render_landmass_tmj(&fx.land, s); }
static hs_err land_svg(void *c, hs_sink s) { (void)c; return hs_render_landmass_svg(&fx.land, s); }
static hs_err survey_text(void *c, hs_sink s) { (void)c; return hs_render_survey_text(fx.ratings, 3, s); }
static hs_err survey_json(void *c, hs_sink s) { (void)c; return hs_render_survey_json(fx.ratings, 3, s); }
static hs_err house_text(void *c, hs_sink s) { (void)c; return hs_render_house_text(&fx.house_options, fx.house, s); }
static hs_err house_json(void *c, hs_sink s) { (void)c; return hs_render_house_json(&fx.house_options, fx.house, s); }
static hs_err empire_grid(void *c, hs_sink s) { (void)c; return hs_render_empire_grid(fx.empire, s); }
static hs_err empire_text(void *c, hs_sink s) { (void)c; return hs_render_empire_text(fx.empire, s, true); }
static hs_err empire_json(void *c, hs_sink s) { (void)c; return hs_render_empire_json(fx.empire, s); }
static hs_err empire_tmj(void *c, hs_sink s) { (void)c; return hs_render_empire_tmj(fx.empire, s); }
static hs_err empire_svg(void *c, hs_sink s) { (void)c; return hs_render_empire_svg(fx.empire, s, true, true); }
static hs_err empire_png(void *c, hs_sink s) { (void)c; return hs_render_empire_png(fx.empire, s, true, false); }
static hs_err score_json(void *c, hs_sink s) { (void)c; return hs_render_score_json("line", &fx.score, s); }
static hs_err score_json_seats(void *c, hs_sink s) { (void)c; return hs_render_score_json("line", &fx.seats_score, s); }
static hs_err score_text(void *c, hs_sink s) { (void)c; return hs_render_score_text("line", &fx.score, s); }
static hs_err score_text_seats(void *c, hs_sink s) { (void)c; return hs_render_score_text("line", &fx.seats_score, s); }
static hs_err score_line(void *c, hs_sink s) { (void)c; return hs_render_score_line("line", &fx.score, s); }
static hs_err explain(void *c, hs_sink s) { (void)c; return hs_render_explain(&fx.classic, &fx.score, s); }
static hs_err terrain_text(void *c, hs_sink s) { (void)c; return hs_render_terrain_text(fx.terrain, s); }
static hs_err terrain_pgm(void *c, hs_sink s) { (void)c; return hs_render_terrain_pgm(fx.terrain, s); }
static hs_err terrain_png(void *c, hs_sink s) { (void)c; return hs_render_terrain_png(fx.terrain, s, 2, NULL); }
static hs_err terrain_svg(void *c, hs_sink s) { (void)c; return hs_render_terrain_svg(fx.terrain, s, 3, NULL); }
static hs_err terrain_json(void *c, hs_sink s) { (void)c; return hs_render_terrain_json(fx.terrain, &fx.terrain_options, s); }
static hs_err terrain_tmj(void *c, hs_sink s) { (void)c; return hs_render_terrain_tmj(fx.terrain, &fx.terrain_options, s); }
static hs_err fairness_text(void *c, hs_sink s)
{
    (void)c;
    return hs_render_fairness_text(fx.code, &fx.classic, &fx.sim_options, &fx.result, s);
}
static hs_err fairness_json(void *c, hs_sink s)
{
    (void)c;
    return hs_render_fairness_json(fx.code, &fx.classic, &fx.sim_options, &fx.result, s);
}
static hs_err styles_text(void *c, hs_sink s)
{
    (void)c;
    return hs_render_fairness_styles_text(fx.code, &fx.classic, &fx.sim_options, &fx.result, fx.per_style, s);
}
static hs_err styles_json(void *c, hs_sink s)
{
    (void)c;
    return hs_render_fairness_styles_json(fx.code, &fx.classic, &fx.sim_options, &fx.result, fx.per_style, s);
}
static hs_err openings_text(void *c, hs_sink s)
{
    (void)c;
    return hs_render_openings_text(fx.code, &fx.classic, &fx.sim_options, 4, fx.openings, s);
}
static hs_err openings_json(void *c, hs_sink s)
{
    (void)c;
    return hs_render_openings_json(fx.code, &fx.classic, &fx.sim_options, 4, fx.openings, s);
}
static hs_err openings_svg(void *c, hs_sink s) { (void)c; return hs_render_openings_svg(&fx.classic, 4, fx.openings, s); }

typedef struct renderer {
    const char *name;
    hs_err (*render)(void *ctx, hs_sink out);
} renderer;

#define R(f) {#f, f}
static const renderer renderers[] = {
    R(board_text),    R(board_text_pieces), R(board_json),   R(board_json_pieces), R(board_tmj),
    R(board_line),    R(board_svg),         R(board_svg_pieces), R(board_png),         R(tileset_png),
    R(rules_text),    R(rules_json),        R(land_grid),    R(land_text),         R(land_json),
    R(land_tmj),      R(land_svg),          R(survey_text),  R(survey_json),       R(house_text),
    R(house_json),    R(empire_grid),       R(empire_text),  R(empire_json),       R(empire_tmj),
    R(empire_svg),    R(empire_png),        R(score_json),   R(score_json_seats),  R(score_text),
    R(score_text_seats), R(score_line),     R(explain),      R(terrain_text),      R(terrain_pgm),
    R(terrain_png),   R(terrain_svg),       R(terrain_json), R(terrain_tmj),       R(fairness_text),
    R(fairness_json), R(styles_text),       R(styles_json),  R(openings_text),     R(openings_json),
    R(openings_svg), R(board_pdf),
};
#define N_RENDERERS (sizeof renderers / sizeof renderers[0])

/* Each renderer, its k-th write failing for every k: HS_EIO each time, then the whole output. */
static void a_failing_sink_is_eio(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_RENDERERS; i++) {
        print_message("%s\n", renderers[i].name); /* names the renderer of a failure */
        long writes = failsink_sweep(renderers[i].render, NULL);
        if (writes < 1)
            fail_msg("%s wrote nothing", renderers[i].name);
    }
}

/* Renders into nowhere, for the allocation sweep. */
static int render_nowhere(void *ctx)
{
    const renderer *r = ctx;
    failsink f = {{NULL, NULL}, 0, 0};
    return (int)r->render(NULL, failsink_sink(&f));
}

/* Each renderer, its k-th allocation failing for every k: HS_ENOMEM. The allocations are
 * hexseed's own (scene items, rows, cells, long lines) and jansson's (every node of a JSON
 * document, and its text); cairo's, libpng's and glibc's are out of reach (failalloc.h). */
static void out_of_memory_is_enomem(void **state)
{
    (void)state;
    failalloc_count_jansson(true);
    for (size_t i = 0; i < N_RENDERERS; i++) {
        print_message("%s\n", renderers[i].name); /* names the renderer of a failure */
        failalloc_sweep(render_nowhere, (void *)&renderers[i], HS_ENOMEM);
    }
    failalloc_count_jansson(false);
}

/* The renderers of JSON documents built with jansson (the Tiled map of a terrain map is
 * written by hand, and fails like the text renderers). */
static const renderer json_renderers[] = {
    R(board_json),    R(board_json_pieces), R(board_tmj),      R(rules_json),    R(land_json),
    R(land_tmj),      R(survey_json),       R(house_json),     R(empire_json),   R(empire_tmj),
    R(score_json),    R(score_json_seats),  R(terrain_json),   R(fairness_json), R(styles_json),
    R(openings_json),
};
#define N_JSON_RENDERERS (sizeof json_renderers / sizeof json_renderers[0])

/* A sink into a fixed block, which allocates nothing: what a renderer wrote, to the byte. */
typedef struct block {
    char *data;
    size_t len, cap;
} block;

static hs_err block_write(void *ctx, const void *data, size_t len)
{
    block *b = ctx;
    if (len > b->cap - b->len)
        return HS_ELIMIT;
    memcpy(b->data + b->len, data, len);
    b->len += len;
    return HS_OK;
}

static hs_sink block_sink(block *b)
{
    hs_sink s = {block_write, b};
    return s;
}

/* Each JSON document with any one of its allocations failing, jansson's included: either
 * HS_ENOMEM and not a byte written, or HS_OK and the whole document, the same bytes as with
 * nothing failing; never a document short of a part. */
static void json_is_whole_or_nothing(void **state)
{
    (void)state;
    enum { CAP = 1 << 20 };
    block whole = {malloc(CAP), 0, CAP}, got = {malloc(CAP), 0, CAP};
    assert_non_null(whole.data);
    assert_non_null(got.data);
    failalloc_count_jansson(true);
    for (size_t i = 0; i < N_JSON_RENDERERS; i++) {
        const renderer *r = &json_renderers[i];
        whole.len = 0;
        failalloc_disarm();
        hs_err e = r->render(NULL, block_sink(&whole));
        long n = failalloc_calls();
        const char *wrong = e != HS_OK ? "failed with nothing failing" : n < 2 ? "allocated nothing" : NULL;
        long at = 0; /* the failing allocation of a wrong answer */
        for (long k = failalloc_next_point(0, n); k && !wrong; k = failalloc_next_point(k, n)) {
            got.len = 0;
            failalloc_arm(k);
            e = r->render(NULL, block_sink(&got));
            bool hit = failalloc_fired();
            failalloc_disarm();
            bool same = got.len == whole.len && memcmp(got.data, whole.data, got.len) == 0;
            at = k;
            if (e == HS_ENOMEM ? !hit || got.len : e != HS_OK || !same)
                wrong = e == HS_ENOMEM ? "answered HS_ENOMEM after writing" : "answered without the whole document";
        }
        if (wrong) {
            failalloc_count_jansson(false);
            free(whole.data);
            free(got.data);
            fail_msg("%s %s (allocation %ld of %ld failing, answer %d, %zu of %zu bytes)", r->name, wrong, at, n, (int)e,
                     got.len, whole.len);
        }
    }
    failalloc_count_jansson(false);
    free(whole.data);
    free(got.data);
}

/* cairo's writers into a sink keep the sink's first error: after a failed write nothing more
 * reaches the sink (cairo stops there itself, but a drawing with a hole must never go out), and
 * a drawing's answer is the sink's error before cairo's status, then cairo's own failures. */
static void cairo_writes_stop_at_the_first_failure(void **state)
{
    (void)state;
    failsink f = {{NULL, NULL}, 2, 0};
    hs_cairo_stream s = {failsink_sink(&f), HS_OK};
    const unsigned char byte = 'x';
    assert_int_equal(hs_cairo_stream_write(&s, &byte, 1), CAIRO_STATUS_SUCCESS);
    assert_int_equal(hs_cairo_stream_write(&s, &byte, 1), CAIRO_STATUS_WRITE_ERROR);
    assert_int_equal(s.err, HS_EIO);
    f.fail_at = 0; /* the sink would take writes again: the stream does not */
    assert_int_equal(hs_cairo_stream_write(&s, &byte, 1), CAIRO_STATUS_WRITE_ERROR);
    assert_int_equal(f.writes, 2);
    assert_int_equal(hs_cairo_stream_error(&s, CAIRO_STATUS_SUCCESS), HS_EIO);
    assert_int_equal(hs_cairo_stream_error(&s, CAIRO_STATUS_NO_MEMORY), HS_EIO);
    hs_cairo_stream fine = {failsink_sink(&f), HS_OK};
    assert_int_equal(hs_cairo_stream_error(&fine, CAIRO_STATUS_SUCCESS), HS_OK);
    assert_int_equal(hs_cairo_stream_error(&fine, CAIRO_STATUS_NO_MEMORY), HS_ENOMEM);
    assert_int_equal(hs_cairo_stream_error(&fine, CAIRO_STATUS_INVALID_SIZE), HS_EIO);
}

/* A drawing cairo could not make (cairo's own failures: a size it cannot draw, an error on the
 * context) writes nothing, and its answer says cairo failed; a drawing the sink refuses says the
 * sink failed. The library's drawings are of bounded size, so here the drawings are made to fail. */
static void a_drawing_cairo_cannot_make_writes_nothing(void **state)
{
    (void)state;
    failsink f = {{NULL, NULL}, 0, 0};
    hs_cairo_stream out = {failsink_sink(&f), HS_OK};
    hs_diag diag = {{0}};
    cairo_surface_t *huge = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1 << 16, 1);
    cairo_t *cr = cairo_create(huge);
    cairo_status_t st = hs_cairo_write_png(cr, huge, &out);
    cairo_destroy(cr);
    cairo_surface_destroy(huge);
    assert_int_equal(st, CAIRO_STATUS_INVALID_SIZE);
    assert_int_equal(f.writes, 0);
    assert_int_equal(hs_cairo_stream_fail(&out, st, "PNG", &diag), HS_EIO);
    char want[256];
    snprintf(want, sizeof want, "cannot draw the PNG: %s", cairo_status_to_string(CAIRO_STATUS_INVALID_SIZE));
    assert_string_equal(diag.msg, want);

    cairo_surface_t *small = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 4, 4);
    cr = cairo_create(small);
    cairo_restore(cr); /* a restore without a save: the context fails, the surface does not */
    st = hs_cairo_write_png(cr, small, &out);
    cairo_destroy(cr);
    assert_int_equal(st, CAIRO_STATUS_INVALID_RESTORE);
    assert_int_equal(f.writes, 0);

    cr = cairo_create(small);
    f.fail_at = 1;
    st = hs_cairo_write_png(cr, small, &out);
    cairo_destroy(cr);
    cairo_surface_destroy(small);
    assert_int_equal(st, CAIRO_STATUS_WRITE_ERROR);
    assert_int_equal(f.writes, 1);
    assert_int_equal(hs_cairo_stream_fail(&out, st, "PNG", &diag), HS_EIO);
    snprintf(want, sizeof want, "cannot write the PNG: %s", hs_strerror(HS_EIO));
    assert_string_equal(diag.msg, want);
    hs_cairo_stream fine = {failsink_sink(&f), HS_OK};
    assert_int_equal(hs_cairo_stream_fail(&fine, CAIRO_STATUS_SUCCESS, "PNG", &diag), HS_OK);
}

/* cairo's per-process numbers in an SVG become their rank in the drawing, from cairo's first
 * ("surface1", "glyph0-"), in order of first appearance; the words without a number after them
 * and everything else stay as they are. */
static void cairo_svg_numbers_are_the_drawings_own(void **state)
{
    (void)state;
    static const char svg[] = "<g id=\"surface17\"><use href=\"#glyph5-1\"/><use href=\"#glyph3-2\"/>"
                              "<use href=\"#glyph5-3\"/>surface glyphs glyph</g><g id=\"surface9\"/>";
    static const char want[] = "<g id=\"surface1\"><use href=\"#glyph0-1\"/><use href=\"#glyph1-2\"/>"
                               "<use href=\"#glyph0-3\"/>surface glyphs glyph</g><g id=\"surface2\"/>";
    hs_buf got = {0};
    assert_int_equal(hs_cairo_write_svg(svg, sizeof svg - 1, hs_sink_buf(&got)), HS_OK);
    assert_string_equal(got.data, want);
    hs_buf_free(&got);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_failing_sink_is_eio),
        cmocka_unit_test(out_of_memory_is_enomem),
        cmocka_unit_test(json_is_whole_or_nothing),
        cmocka_unit_test(cairo_writes_stop_at_the_first_failure),
        cmocka_unit_test(a_drawing_cairo_cannot_make_writes_nothing),
        cmocka_unit_test(cairo_svg_numbers_are_the_drawings_own),
    };
    return cmocka_run_group_tests(tests, make_fixture, free_fixture);
}
