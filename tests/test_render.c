/* SPDX-License-Identifier: MIT */
/* test_render.c: the board drawings' options: the legible SVG style (bigger type, pips as a
 * count, the same hexes in the same places), the terrain marks and the 6/8 rings (in the SVG
 * and the PNG), the SVG's description in words, and the PDF on A4 and US Letter with its test
 * square. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <cmocka.h>

#include "hexseed/catan.h"
#include "hexseed/cairo.h"
#include "hexseed/render.h"

#include "check.h"

static int count(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* The largest font-size="..." in the document. */
static double largest_font(const char *svg)
{
    double best = 0;
    for (const char *p = strstr(svg, "font-size=\""); p; p = strstr(p + 1, "font-size=\"")) {
        double v = strtod(p + strlen("font-size=\""), NULL);
        if (v > best)
            best = v;
    }
    return best;
}

static void svg_of(const hs_board *b, hs_draw_style style, hs_buf *out)
{
    assert_int_equal(hs_render_svg_style(b, hs_sink_buf(out), style, NULL), HS_OK);
}

static void compact_is_the_plain_svg(void **state)
{
    (void)state;
    hs_board b = board_of(HS_MODE_CLASSIC, 42);
    hs_buf plain = {0}, compact = {0};
    assert_int_equal(hs_render_svg(&b, hs_sink_buf(&plain)), HS_OK);
    svg_of(&b, HS_DRAW_COMPACT, &compact);
    assert_int_equal(plain.len, compact.len);
    assert_memory_equal(plain.data, compact.data, plain.len);
    hs_buf_free(&plain);
    hs_buf_free(&compact);
    hs_buf bad = {0};
    hs_diag d = {{0}};
    assert_int_equal(hs_render_svg_style(&b, hs_sink_buf(&bad), (hs_draw_style)7, &d), HS_EINVAL);
    assert_string_equal(d.msg, "drawing style 7 is not one of 0 (compact) to 1");
    assert_int_equal(hs_render_svg_style(&b, hs_sink_buf(&bad), HS_DRAW_STYLE_COUNT, NULL), HS_EINVAL);
    assert_int_equal(bad.len, 0);
    hs_buf_free(&bad);
}

/* Legible: the same hexes (every polygon identical), larger numbers, one dot per token instead
 * of one per pip, and each token's pip count written out. */
static void legible_draws_bigger_type_and_counts_pips(void **state)
{
    (void)state;
    for (int mode = 0; mode < HS_MODE_COUNT; mode++) {
        hs_board b = board_of((hs_mode)mode, 7);
        hs_buf compact = {0}, legible = {0};
        svg_of(&b, HS_DRAW_COMPACT, &compact);
        svg_of(&b, HS_DRAW_LEGIBLE, &legible);
        /* the same hexes in the same places */
        assert_int_equal(count(compact.data, "<polygon"), count(legible.data, "<polygon"));
        const char *a = strstr(compact.data, "<polygon"), *c = strstr(legible.data, "<polygon");
        assert_non_null(a);
        assert_memory_equal(a, c, (size_t)(strchr(a, '\n') - a));
        assert_true(largest_font(legible.data) > 1.3 * largest_font(compact.data) - 1e-9 ||
                    largest_font(legible.data) >= 30.0);
        int tokens = 0, pips = 0, rings = 0;
        for (int i = 0; i < b.n_tiles; i++)
            if (b.tiles[i].number) {
                tokens++;
                pips += hs_pips(b.tiles[i].number);
                rings += b.tiles[i].number == 6 || b.tiles[i].number == 8;
            }
        /* compact: a disc per token and a dot per pip (plus harbors, the robber's head and a
         * ring around each 6 and 8); legible: a disc and one dot per token */
        int extra = b.n_harbors + (b.robber >= 0) + rings;
        assert_int_equal(count(compact.data, "<circle"), tokens + pips + extra);
        assert_int_equal(count(legible.data, "<circle"), 2 * tokens + extra);
        /* every token's number and pip count are texts of their own */
        for (int i = 0; i < b.n_tiles; i++)
            if (b.tiles[i].number) {
                char want[48];
                snprintf(want, sizeof want, ">%d</text>", hs_pips(b.tiles[i].number));
                assert_non_null(strstr(legible.data, want));
            }
        hs_buf_free(&compact);
        hs_buf_free(&legible);
    }
}

typedef struct png_read {
    const hs_buf *png;
    size_t at;
} png_read;

static cairo_status_t read_png(void *closure, unsigned char *data, unsigned int length)
{
    png_read *r = closure;
    if (r->at + length > r->png->len)
        return CAIRO_STATUS_READ_ERROR;
    memcpy(data, r->png->data + r->at, length);
    r->at += length;
    return CAIRO_STATUS_SUCCESS;
}

/* How many pixels of an RGB24 image have exactly the colour 0xRRGGBB. */
static int pixels_of(cairo_surface_t *img, uint32_t color)
{
    cairo_surface_flush(img);
    const unsigned char *data = cairo_image_surface_get_data(img);
    int w = cairo_image_surface_get_width(img), h = cairo_image_surface_get_height(img);
    int stride = cairo_image_surface_get_stride(img), n = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint32_t px;
            memcpy(&px, data + (size_t)y * (size_t)stride + 4 * (size_t)x, sizeof px);
            n += (px & 0xffffffu) == color;
        }
    return n;
}

/* Told apart without colour: every land hex not under fog carries its terrain's mark (three
 * <use> of one <defs> drawing per terrain present), and every 6 and 8 token a dark ring, in
 * both styles and every layout; the PNG and PDF paint the same scene. */
static void terrains_and_red_numbers_read_in_greyscale(void **state)
{
    (void)state;
    static const char *names[HS_TERRAIN_COUNT] = {
        [HS_DESERT] = "desert", [HS_FOREST] = "forest", [HS_HILLS] = "hills", [HS_FIELDS] = "fields",
        [HS_PASTURE] = "pasture", [HS_MOUNTAINS] = "mountains", [HS_GOLD] = "gold",
    };
    for (int mode = 0; mode < HS_MODE_COUNT; mode++)
        for (int style = 0; style < HS_DRAW_STYLE_COUNT; style++) {
            hs_board b = board_of((hs_mode)mode, 11);
            hs_buf svg = {0};
            svg_of(&b, (hs_draw_style)style, &svg);
            int per[HS_TERRAIN_COUNT] = {0}, red = 0;
            for (int i = 0; i < b.n_tiles; i++) {
                if (hs_board_fog(&b, i) < 0 && b.tiles[i].terrain != HS_SEA)
                    per[b.tiles[i].terrain]++;
                red += b.tiles[i].number == 6 || b.tiles[i].number == 8;
            }
            assert_true(red > 0);
            assert_int_equal(count(svg.data, " class=\"ring\""), red);
            for (int t = 0; t < HS_TERRAIN_COUNT; t++) {
                if (!names[t])
                    continue;
                char def[48], use[48];
                snprintf(def, sizeof def, "<g id=\"hs-mark-%s\"", names[t]);
                snprintf(use, sizeof use, "<use href=\"#hs-mark-%s\"", names[t]);
                assert_int_equal(count(svg.data, def), per[t] > 0);
                assert_int_equal(count(svg.data, use), 3 * per[t]);
            }
            /* the marks lie under the tokens: every <use> comes before the first token's text */
            const char *last_use = NULL;
            for (const char *p = strstr(svg.data, "<use "); p; p = strstr(p + 1, "<use "))
                last_use = p;
            assert_non_null(last_use);
            assert_true(last_use < strstr(svg.data, "<text "));
            hs_buf_free(&svg);
        }
    /* the PNG paints the same scene: each terrain's mark ink is on it (no other shape of the
     * board has those colours) */
    hs_board b = board_of(HS_MODE_CLASSIC, 11);
    hs_buf png = {0};
    assert_int_equal(hs_render_png(&b, hs_sink_buf(&png), 1200, NULL), HS_OK);
    png_read in = {&png, 0};
    cairo_surface_t *img = cairo_image_surface_create_from_png_stream(read_png, &in);
    assert_int_equal(cairo_surface_status(img), CAIRO_STATUS_SUCCESS);
    static const uint32_t inks[] = {0xeef5e0u, 0x3a1a0au, 0x5c470cu, 0x24500eu, 0x202020u, 0x5e4a1eu};
    for (size_t k = 0; k < sizeof inks / sizeof *inks; k++)
        assert_true(pixels_of(img, inks[k]) > 20);
    cairo_surface_destroy(img);
    hs_buf_free(&png);
}

/* The description names every land hex with its number, in order, and every harbor. */
static void the_svg_says_the_board_in_words(void **state)
{
    (void)state;
    hs_board b = board_of(HS_MODE_CLASSIC, 42);
    hs_buf svg = {0};
    svg_of(&b, HS_DRAW_LEGIBLE, &svg);
    assert_non_null(strstr(svg.data, "role=\"img\""));
    assert_non_null(strstr(svg.data, "<title>hexseed classic board, 19 land hexes, 9 harbors</title>"));
    const char *desc = strstr(svg.data, "<desc>Row 1: ");
    assert_non_null(desc);
    const char *end = strstr(desc, "</desc>");
    assert_non_null(end);
    const char *p = desc;
    for (int i = 0; i < b.n_tiles; i++) {
        char want[48];
        if (b.tiles[i].number)
            snprintf(want, sizeof want, "%s %d", hs_terrain_name(b.tiles[i].terrain), b.tiles[i].number);
        else
            snprintf(want, sizeof want, "%s", hs_terrain_name(b.tiles[i].terrain));
        p = strstr(p, want);
        if (!p || p > end)
            fail_msg("tile %d (%s) is not described in order", i, want);
        p += strlen(want);
    }
    assert_int_equal(count(desc, " harbor beside the "), b.n_harbors);
    assert_non_null(strstr(desc, "Row 5: "));
    assert_null(strstr(desc, "Row 6: "));
    assert_non_null(strstr(desc, "The robber stands on the desert."));
    hs_buf_free(&svg);
    /* Seafarers: the sea is counted, not listed */
    hs_board sea = board_of(HS_MODE_SEAFARERS, 3);
    hs_buf s2 = {0};
    svg_of(&sea, HS_DRAW_COMPACT, &s2);
    assert_non_null(strstr(s2.data, " sea hexes. Harbors: "));
    assert_null(strstr(s2.data, "sea 0"));
    hs_buf_free(&s2);
}

/* How often `needle` occurs in the binary buffer `b` (a PDF holds NUL bytes). */
static int in_pdf(const hs_buf *b, const char *needle)
{
    size_t n = strlen(needle);
    int found = 0;
    for (size_t k = 0; k + n <= b->len; k++)
        found += memcmp(b->data + k, needle, n) == 0;
    return found;
}

static void pdf_on(const hs_board *b, hs_paper paper, hs_buf *out)
{
    assert_int_equal(hs_render_pdf_paper(b, hs_sink_buf(out), paper, NULL), HS_OK);
    assert_memory_equal(out->data, "%PDF-", 5);
}

/* A4 is 595.28 x 841.89 points, Letter 612 x 792; the default is A4. */
static void the_pdf_prints_on_a4_and_letter(void **state)
{
    (void)state;
    hs_board b = board_of(HS_MODE_CLASSIC, 42);
    hs_buf a4 = {0}, letter = {0}, plain = {0};
    pdf_on(&b, HS_PAPER_A4, &a4);
    pdf_on(&b, HS_PAPER_LETTER, &letter);
    assert_int_equal(hs_render_pdf(&b, hs_sink_buf(&plain)), HS_OK);
    assert_true(in_pdf(&a4, "/MediaBox [ 0 0 595.275591 841.889764 ]") > 0);
    assert_int_equal(in_pdf(&a4, "/MediaBox [ 0 0 612 792 ]"), 0);
    assert_true(in_pdf(&letter, "/MediaBox [ 0 0 612 792 ]") > 0);
    assert_int_equal(in_pdf(&letter, "595.275591"), 0);
    assert_int_equal(in_pdf(&plain, "/MediaBox [ 0 0 595.275591 841.889764 ]"), in_pdf(&a4, "/MediaBox [ 0 0 595.275591 841.889764 ]"));
    /* a Classic board at real size (about 36 x 43 cm) takes 2 x 3 A4 sheets, after the overview */
    assert_int_equal(in_pdf(&a4, "/Type /Page %"), 7);
    assert_true(in_pdf(&letter, "/Type /Page %") >= 7);
    /* no clock in it: the same board, the same bytes (cairo would stamp the time to the second) */
    assert_int_equal(in_pdf(&a4, "/CreationDate"), 0);
    hs_buf bad = {0};
    hs_diag d = {{0}};
    assert_int_equal(hs_render_pdf_paper(&b, hs_sink_buf(&bad), HS_PAPER_COUNT, &d), HS_EINVAL);
    assert_string_equal(d.msg, "paper 2 is not one of 0 (A4) to 1");
    hs_buf_free(&a4);
    hs_buf_free(&letter);
    hs_buf_free(&plain);
    hs_buf_free(&bad);
}

/* The PNG's width: 100 to 4000 pixels, else HS_EINVAL saying so and nothing written. */
static void png_width_is_checked(void **state)
{
    (void)state;
    hs_board b = board_of(HS_MODE_CLASSIC, 42);
    hs_buf out = {0};
    hs_diag d = {{0}};
    assert_int_equal(hs_render_png(&b, hs_sink_buf(&out), 99, &d), HS_EINVAL);
    assert_string_equal(d.msg, "PNG width 99 is not from 100 to 4000 pixels");
    assert_int_equal(hs_render_png(&b, hs_sink_buf(&out), 4001, &d), HS_EINVAL);
    assert_string_equal(d.msg, "PNG width 4001 is not from 100 to 4000 pixels");
    assert_int_equal(out.len, 0);
    assert_int_equal(hs_render_png(&b, hs_sink_buf(&out), 100, &d), HS_OK);
    assert_memory_equal(out.data, "\x89PNG", 4);
    hs_buf_free(&out);
}

/* The board JSON's top-level keys come in the order docs/formats.md gives ("Board JSON"):
 * the keys of every board, then each optional one where it applies, in one fixed order. */
static void board_json_keys_come_in_the_documented_order(void **state)
{
    (void)state;
    static const char *const order[] = {"\"code\":",     "\"mode\":",    "\"rules\":",    "\"numbers\":",
                                        "\"seed\":",     "\"hexes\":",   "\"harbors\":",  "\"robber\":",
                                        "\"balance\":",  "\"locks\":",   "\"landmass\":", "\"pirate\":",
                                        "\"scenario\":", "\"spiral\":"};
    enum { BALANCED, LOCKED_SPIRAL, LANDMASS, SCENARIO, BOARDS };
    static const int optional[BOARDS] = {1, 2, 2, 2}; /* how many of the optional keys each has */
    for (int k = 0; k < BOARDS; k++) {
        hs_catan_options o = hs_catan_default();
        o.seed = 5;
        if (k == BALANCED) {
            o.balance = HS_BALANCE_MOST;
            o.balance_iterations = HS_BALANCE_STEPS_MIN;
        } else if (k == LOCKED_SPIRAL) {
            o.n_locks = 1;
            o.locks[0] = (hs_lock){9, HS_HILLS, 0};
            o.numbers = HS_NUMBERS_SPIRAL;
        } else {
            o.mode = HS_MODE_SEAFARERS;
            o.landmass = k == LANDMASS;
            o.land_rule = 30;
            o.land_start = 1;
        }
        hs_board b;
        hs_diag diag = {{0}};
        if (hs_board_make(&o, &b, &diag) != HS_OK)
            fail_msg("board %d: %s", k, diag.msg);
        hs_buf json = {0};
        assert_int_equal(hs_render_json(&b, hs_sink_buf(&json)), HS_OK);
        const char *last = json.data;
        int present = 0;
        for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
            const char *at = strstr(json.data, order[i]);
            if (i < 8)
                assert_non_null(at);
            if (!at)
                continue;
            present++;
            if (at < last)
                fail_msg("board %d: %s comes before the key above it in docs/formats.md", k, order[i]);
            last = at;
        }
        assert_int_equal(present, 8 + optional[k]);
        hs_buf_free(&json);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(png_width_is_checked),
        cmocka_unit_test(compact_is_the_plain_svg),
        cmocka_unit_test(legible_draws_bigger_type_and_counts_pips),
        cmocka_unit_test(the_svg_says_the_board_in_words),
        cmocka_unit_test(terrains_and_red_numbers_read_in_greyscale),
        cmocka_unit_test(the_pdf_prints_on_a4_and_letter),
        cmocka_unit_test(board_json_keys_come_in_the_documented_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
