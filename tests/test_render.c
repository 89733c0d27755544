/* SPDX-License-Identifier: MIT */
/* test_render.c: the board drawings' options: the legible SVG style (bigger type, pips as a
 * count, the same hexes in the same places), the terrain marks and the 6/8 rings (in the SVG
 * and the PNG), the SVG's description in words, and the PDF on A4 and US Letter with its test
 * square; the expansions' hexes and pieces in every drawing (fishing grounds, rivers, a second
 * token, a lake's catches), clear of the tokens and never in smaller type than the floor; and
 * the board JSON's keys and the expansions' facts in it. */
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
#include <jansson.h>
#include <math.h>

#include "hexseed/catan.h"
#include "hexseed/cairo.h"
#include "hexseed/render.h"

#include "check.h"
#include "../src/render/scene.h"

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

/* ---- The expansions' boards ------------------------------------------------------------------ */

/* The layouts of the expansions' boards: drawn in their frame, made by the catan command. */
static bool expansion(int mode)
{
    const hs_layout_info *l = hs_layout_at(mode);
    return l && hs_layout_drawn(mode) && strcmp(l->family, "catan") == 0;
}

static int pieces_of(const hs_board *b, hs_piece_kind kind)
{
    int n = 0;
    for (int k = 0; k < b->n_pieces; k++)
        n += b->pieces[k].kind == kind;
    return n;
}

static bool shows_terrain(const hs_board *b, int terrain)
{
    for (int i = 0; i < b->n_tiles; i++)
        if (b->tiles[i].terrain == terrain)
            return true;
    return false;
}

static double dist(hs_point a, hs_point b)
{
    return hypot(a.x - b.x, a.y - b.y);
}

/* The distance from `p` to the segment a-b. */
static double to_segment(hs_point p, hs_point a, hs_point b)
{
    double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/* A text of the scene that reads `what` with its anchor within `within` of `at`. */
static bool text_near(const scene *s, const char *what, hs_point at, double within)
{
    for (int k = 0; k < s->n; k++)
        if (s->items[k].kind == SCENE_TEXT && strcmp(s->items[k].text, what) == 0 && dist(s->items[k].at, at) <= within)
            return true;
    return false;
}

static int items_of_role(const scene *s, scene_kind kind, const char *role)
{
    int n = 0;
    for (int k = 0; k < s->n; k++)
        n += s->items[k].kind == kind && s->items[k].role && strcmp(s->items[k].role, role) == 0;
    return n;
}

/* A hex's centre on the scene. */
static hs_point on_scene(const scene *s, hs_point p)
{
    return (hs_point){p.x + s->offset.x, p.y + s->offset.y};
}

/* The lake's catches as its disc writes them: the first half of the rolls over the rest. */
static void catches_lines(unsigned rolls, char first[32], char second[32])
{
    int list[16], n = 0;
    for (int roll = 2; roll <= 12; roll++)
        if (rolls & (1u << roll))
            list[n++] = roll;
    first[0] = second[0] = '\0';
    for (int k = 0; k < n; k++) {
        char *line = k < (n + 1) / 2 ? first : second;
        snprintf(line + strlen(line), 32 - strlen(line), "%s%d", *line ? " " : "", list[k]);
    }
}

/* Every expansion's board, in both styles, draws what its setup has: each fishing ground as a
 * shoal on its sea hex's corner with its number on it, each river hex's river from edge to edge,
 * both tokens of a hex with two, a lake's catches, the word on each hex without a token; its
 * caption's legend names only what the board has (no pirate: the expansions have none). Nothing
 * covers a token: no stroke of a terrain mark or fish sign touches a token's disc (the legible
 * drawing's marks may graze a 6's ring, as on every board), no river's banks touch its ring; and no text is smaller than the floor (the harbor's resource word: 0.17 of
 * the hex, 0.21 legible). */
static void expansions_draw_their_pieces_clear_of_the_tokens(void **state)
{
    (void)state;
    const double size = 60.0;
    int layouts = 0;
    for (int mode = 0; mode < hs_layout_count(); mode++) {
        if (!expansion(mode))
            continue;
        layouts++;
        for (uint32_t seed = 1; seed <= 3; seed++)
            for (int legible = 0; legible <= 1; legible++) {
                hs_board b = board_of((hs_mode)mode, seed);
                scene s;
                assert_int_equal(scene_build(&b, size, legible, &s), HS_OK);
                /* fishing grounds: a shoal each, its number near the middle of the sea hex's third */
                assert_int_equal(items_of_role(&s, SCENE_POLY, "fishing"), pieces_of(&b, HS_PIECE_FISHING));
                for (int k = 0; k < b.n_pieces; k++) {
                    const hs_piece *p = &b.pieces[k];
                    hs_hex h = b.tiles[p->tile].hex;
                    hs_point c = on_scene(&s, hs_hex_center(h, size)), corner = on_scene(&s, hs_hex_corner_point(h, size, p->at));
                    hs_point mid = {(c.x + corner.x) / 2, (c.y + corner.y) / 2};
                    char num[8];
                    snprintf(num, sizeof num, "%u", p->number);
                    if (p->kind == HS_PIECE_FISHING) {
                        assert_int_equal(b.tiles[p->tile].terrain, HS_SEA);
                        assert_true(text_near(&s, num, mid, 0.2 * size));
                    } else if (p->kind == HS_PIECE_SECOND) { /* both tokens on the hex */
                        char first[8];
                        snprintf(first, sizeof first, "%u", b.tiles[p->tile].number);
                        assert_true(text_near(&s, first, c, 0.8 * size));
                        assert_true(text_near(&s, num, c, 0.8 * size));
                    }
                }
                /* rivers: a band and its banks per river hex, each from the middle of one of its
                 * edges to another's */
                assert_int_equal(items_of_role(&s, SCENE_LINE, "river"), 2 * pieces_of(&b, HS_PIECE_RIVER));
                for (int k = 0; k < s.n; k++) {
                    const scene_item *it = &s.items[k];
                    if (it->kind != SCENE_LINE || !it->role || strcmp(it->role, "river") != 0)
                        continue;
                    bool on_river = false;
                    for (int j = 0; j < b.n_pieces && !on_river; j++) {
                        hs_point c = on_scene(&s, hs_hex_center(b.tiles[b.pieces[j].tile].hex, size));
                        on_river = b.pieces[j].kind == HS_PIECE_RIVER &&
                                   fabs(dist(it->pts[0], c) - 0.866 * size) < 0.01 * size &&
                                   fabs(dist(it->pts[it->n - 1], c) - 0.866 * size) < 0.01 * size;
                    }
                    assert_true(on_river);
                }
                /* the lake's catches, the names of the hexes without a token */
                for (int i = 0; i < b.n_tiles; i++) {
                    const hs_tile *t = &b.tiles[i];
                    hs_point c = on_scene(&s, hs_hex_center(t->hex, size));
                    if (hs_terrain_catches((hs_terrain)t->terrain)) {
                        char first[32], second[32];
                        catches_lines(hs_terrain_catches((hs_terrain)t->terrain), first, second);
                        assert_true(text_near(&s, first, c, 0.5 * size));
                        assert_true(text_near(&s, second, c, 0.5 * size));
                    } else if (t->terrain >= HS_LAKE) { /* its name, in one line or two */
                        char said[64] = "";
                        for (int k = 0; k < s.n; k++)
                            if (s.items[k].kind == SCENE_TEXT && dist(s.items[k].at, c) <= 0.3 * size &&
                                strlen(said) + strlen(s.items[k].text) < sizeof said)
                                strcat(said, s.items[k].text);
                        assert_string_equal(said, hs_terrain_name((hs_terrain)t->terrain));
                    }
                }
                /* the caption's legend: only what is there */
                char all[4096] = "";
                for (int k = 0; k < s.n; k++)
                    if (s.items[k].kind == SCENE_TEXT && strlen(all) + strlen(s.items[k].text) + 2 < sizeof all) {
                        strcat(all, s.items[k].text);
                        strcat(all, "\n");
                    }
                assert_null(strstr(all, "pirate"));
                assert_int_equal(strstr(all, "the robber starts off the board") != NULL, b.robber < 0);
                assert_int_equal(strstr(all, "fishing grounds") != NULL, pieces_of(&b, HS_PIECE_FISHING) > 0);
                assert_int_equal(strstr(all, "rivers") != NULL, pieces_of(&b, HS_PIECE_RIVER) > 0);
                assert_int_equal(strstr(all, "lake: fish on 2 3 11 12") != NULL, shows_terrain(&b, HS_LAKE));
                if (!strstr(all, hs_layout_at(mode)->label))
                    fail_msg("%s: the caption does not name the layout:\n%s", hs_mode_name((hs_mode)mode), all);
                /* the floor, and nothing over a token */
                for (int k = 0; k < s.n; k++) {
                    const scene_item *it = &s.items[k];
                    if (it->kind == SCENE_TEXT && it->font_size < (legible ? 0.21 : 0.17) * size - 1e-9)
                        fail_msg("%s seed %u: \"%s\" in %.1f, below the floor", hs_mode_name((hs_mode)mode), seed,
                                 it->text, it->font_size);
                    /* a disc with a number on it: a token, a lake's catches, a fishing ground's */
                    if (it->kind != SCENE_CIRCLE || it->fill == SCENE_NONE || it->role || it->radius < 0.25 * size)
                        continue;
                    double disc = it->radius + it->stroke_width / 2;
                    double outer = disc; /* to the edge of its ring, where it has one */
                    for (int j = 0; j < s.n; j++)
                        if (s.items[j].role && strcmp(s.items[j].role, "ring") == 0 && dist(s.items[j].at, it->at) < 1e-9)
                            outer = s.items[j].radius + s.items[j].stroke_width / 2;
                    for (int j = 0; j < s.n; j++) {
                        const scene_item *o = &s.items[j];
                        const scene_mark *m = o->kind == SCENE_MARK ? scene_terrain_mark(o->terrain) : NULL;
                        for (int q = 0; m && q < m->n; q++) /* each stroke of the mark, as painted */
                            for (int e = 0; e + 1 < m->strokes[q].n; e++) {
                                const hs_point *a = &m->strokes[q].pts[e], *z = &m->strokes[q].pts[e + 1];
                                hs_point from = {o->at.x + a->x * o->radius, o->at.y + a->y * o->radius};
                                hs_point to = {o->at.x + z->x * o->radius, o->at.y + z->y * o->radius};
                                if (to_segment(it->at, from, to) < disc + m->width * o->radius / 2)
                                    fail_msg("%s seed %u%s: a %s mark over a token at %.1f,%.1f (%.1f from it)",
                                             hs_mode_name((hs_mode)mode), seed, legible ? " legible" : "", m->name,
                                             it->at.x, it->at.y, to_segment(it->at, from, to));
                            }
                        if (o->kind == SCENE_LINE && o->role && strcmp(o->role, "river") == 0)
                            for (int q = 0; q + 1 < o->n; q++)
                                if (to_segment(it->at, o->pts[q], o->pts[q + 1]) < outer + o->stroke_width / 2)
                                    fail_msg("%s seed %u: a river over a token", hs_mode_name((hs_mode)mode), seed);
                    }
                }
                scene_free(&s);
            }
    }
    assert_true(layouts >= 11); /* The Fishermen ... Explorers & Pirates (Cities & Knights is drawn as the base game) */
}

/* The PNG and the PDF paint the same scene: the river's blue and the shoal's green are on the
 * PNG (no other shape has them), and the PDF of every expansion's board is made. */
static void expansions_reach_the_png_and_the_pdf(void **state)
{
    (void)state;
    hs_board b = board_of((hs_mode)hs_mode_from_name("rivers-and-lakes"), 5);
    scene s;
    assert_int_equal(scene_build(&b, 60.0, false, &s), HS_OK);
    uint32_t river = SCENE_NONE, shoal = SCENE_NONE;
    for (int k = 0; k < s.n; k++)
        if (s.items[k].role && strcmp(s.items[k].role, "river") == 0)
            river = s.items[k].stroke; /* the band, over its banks */
        else if (s.items[k].role && strcmp(s.items[k].role, "fishing") == 0)
            shoal = s.items[k].fill;
    scene_free(&s);
    assert_true(river != SCENE_NONE && shoal != SCENE_NONE);
    hs_buf png = {0};
    assert_int_equal(hs_render_png(&b, hs_sink_buf(&png), 1200, NULL), HS_OK);
    png_read in = {&png, 0};
    cairo_surface_t *img = cairo_image_surface_create_from_png_stream(read_png, &in);
    assert_int_equal(cairo_surface_status(img), CAIRO_STATUS_SUCCESS);
    assert_true(pixels_of(img, river) > 200);
    assert_true(pixels_of(img, shoal) > 200);
    cairo_surface_destroy(img);
    hs_buf_free(&png);
    for (int mode = 0; mode < hs_layout_count(); mode++)
        if (expansion(mode)) {
            hs_board e = board_of((hs_mode)mode, 2);
            hs_buf pdf = {0};
            pdf_on(&e, HS_PAPER_A4, &pdf);
            hs_buf_free(&pdf);
        }
}

/* The SVG of every layout is well-formed where a label has an ampersand ("Traders & Barbarians":
 * every '&' of the document starts an entity), and an expansion's says its own in words: the
 * second token ("hills 2 and 12"), the lake's catches, the fishing grounds' numbers, the river
 * hexes. */
static void expansions_svg_is_well_formed_and_described(void **state)
{
    (void)state;
    int ampersands = 0;
    for (int mode = 0; mode < hs_layout_count(); mode++) {
        hs_board b = board_of((hs_mode)mode, 6);
        hs_buf svg = {0};
        svg_of(&b, HS_DRAW_LEGIBLE, &svg);
        for (const char *p = strchr(svg.data, '&'); p; p = strchr(p + 1, '&')) {
            assert_true(strncmp(p, "&amp;", 5) == 0 || strncmp(p, "&lt;", 4) == 0 || strncmp(p, "&gt;", 4) == 0);
            ampersands++;
        }
        if (expansion(mode)) {
            const char *desc = strstr(svg.data, "<desc>");
            assert_non_null(desc);
            char want[64];
            for (int k = 0; k < b.n_pieces; k++) {
                const hs_piece *p = &b.pieces[k];
                const hs_tile *t = &b.tiles[p->tile];
                if (p->kind == HS_PIECE_SECOND)
                    snprintf(want, sizeof want, "%s %d and %u", hs_terrain_name((hs_terrain)t->terrain), t->number,
                             p->number);
                else if (p->kind == HS_PIECE_RIVER)
                    snprintf(want, sizeof want, "%s %d", hs_terrain_name((hs_terrain)t->terrain), t->number);
                else
                    continue;
                assert_non_null(strstr(desc, want));
            }
            assert_int_equal(strstr(desc, "Fishing grounds on the coast: ") != NULL, pieces_of(&b, HS_PIECE_FISHING) > 0);
            assert_int_equal(strstr(desc, "Rivers run through the ") != NULL, pieces_of(&b, HS_PIECE_RIVER) > 0);
            assert_int_equal(strstr(desc, "lake (fish on 2 3 11 12)") != NULL, shows_terrain(&b, HS_LAKE));
        }
        hs_buf_free(&svg);
    }
    assert_true(ampersands > 0); /* the Traders & Barbarians layouts' captions */
}

/* The JSON of an expansion's board: both tokens of a hex with two ("numbers", beside "number"),
 * a lake's "catches", every hex its setup fixes in "fixed" (with its terrain and number) and the
 * deserts alone in "fixed_deserts"; no "pirate" (the expansions have none), which the
 * Seafarers' boards keep. */
static void expansions_json_says_tokens_catches_and_fixed_hexes(void **state)
{
    (void)state;
    for (int mode = 0; mode < hs_layout_count(); mode++) {
        bool sea = expansion(mode), desert = strcmp(hs_mode_name((hs_mode)mode), "through-the-desert-4-v2") == 0;
        if (!sea && !desert && mode != HS_MODE_SEAFARERS)
            continue;
        hs_board b = board_of((hs_mode)mode, 3);
        hs_buf out = {0};
        assert_int_equal(hs_render_json(&b, hs_sink_buf(&out)), HS_OK);
        json_error_t error;
        json_t *root = json_loadb(out.data, out.len, 0, &error);
        assert_non_null(root);
        assert_int_equal(json_object_get(root, "pirate") != NULL, !sea);
        const json_t *hexes = json_object_get(root, "hexes");
        assert_int_equal((int)json_array_size(hexes), b.n_tiles);
        for (int i = 0; i < b.n_tiles; i++) {
            const json_t *h = json_array_get(hexes, (size_t)i), *numbers = json_object_get(h, "numbers");
            int second = 0;
            for (int k = 0; k < b.n_pieces; k++)
                if (b.pieces[k].kind == HS_PIECE_SECOND && b.pieces[k].tile == i)
                    second = b.pieces[k].number;
            assert_int_equal(numbers != NULL, second != 0);
            if (second) {
                assert_int_equal(json_array_size(numbers), 2);
                assert_int_equal(json_integer_value(json_array_get(numbers, 0)), b.tiles[i].number);
                assert_int_equal(json_integer_value(json_array_get(numbers, 1)), second);
            }
            unsigned rolls = hs_terrain_catches((hs_terrain)b.tiles[i].terrain), seen = 0;
            size_t k;
            const json_t *roll;
            json_array_foreach(json_object_get(h, "catches"), k, roll)
                seen |= 1u << json_integer_value(roll);
            assert_int_equal(seen, rolls);
        }
        const json_t *scenario = json_object_get(root, "scenario");
        assert_non_null(scenario);
        const json_t *fixed = json_object_get(scenario, "fixed"), *deserts = json_object_get(scenario, "fixed_deserts");
        size_t n_fixed = 0, n_deserts = 0;
        for (int t = 0; t < b.n_tiles; t++)
            if (hs_board_fixed(&b, t)) {
                const json_t *f = json_array_get(fixed, n_fixed++);
                assert_int_equal(json_integer_value(json_object_get(f, "q")), b.tiles[t].hex.q);
                assert_int_equal(json_integer_value(json_object_get(f, "r")), b.tiles[t].hex.r);
                assert_string_equal(json_string_value(json_object_get(f, "terrain")),
                                    hs_terrain_name((hs_terrain)b.tiles[t].terrain));
                assert_int_equal(json_integer_value(json_object_get(f, "number")), b.tiles[t].number);
                if (b.tiles[t].terrain == HS_DESERT) {
                    const json_t *d = json_array_get(deserts, n_deserts++);
                    assert_int_equal(json_integer_value(json_object_get(d, "q")), b.tiles[t].hex.q);
                    assert_int_equal(json_integer_value(json_object_get(d, "r")), b.tiles[t].hex.r);
                }
            }
        assert_int_equal(json_array_size(fixed), n_fixed);
        assert_int_equal(json_array_size(deserts), n_deserts);
        assert_true(!desert || n_deserts > 0); /* Through the Desert's strip; Barbarian Attack's one */
        if (strcmp(hs_mode_name((hs_mode)mode), "rivers-of-catan") == 0)
            assert_true(n_fixed >= 7); /* two swamps and five river hexes */
        json_decref(root);
        hs_buf_free(&out);
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
        cmocka_unit_test(expansions_draw_their_pieces_clear_of_the_tokens),
        cmocka_unit_test(expansions_reach_the_png_and_the_pdf),
        cmocka_unit_test(expansions_svg_is_well_formed_and_described),
        cmocka_unit_test(expansions_json_says_tokens_catches_and_fixed_hexes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
