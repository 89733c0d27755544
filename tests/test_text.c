/* SPDX-License-Identifier: MIT */
/* test_text.c: the text board for terminals: every number readable on its tile (WCAG contrast
 * of at least 4.5:1, over the palette and over what the renderer really writes), and 6 and 8
 * marked by more than colour; and the PNG renderer's reasons for failing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/catan.h"
#include "hexseed/cairo.h"
#include "hexseed/render.h"
#include "hexseed/sink.h"
#include "../src/render/scene.h"

/* WCAG 2 relative luminance of an sRGB colour 0xRRGGBB. */
static double luminance(uint32_t rgb)
{
    double c[3];
    for (int k = 0; k < 3; k++) {
        double v = ((rgb >> (16 - 8 * k)) & 0xff) / 255.0;
        c[k] = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
    }
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

static double contrast(uint32_t a, uint32_t b)
{
    double la = luminance(a), lb = luminance(b);
    double hi = la > lb ? la : lb, lo = la > lb ? lb : la;
    return (hi + 0.05) / (lo + 0.05);
}

static void contrast_formula_matches_known_values(void **state)
{
    (void)state;
    assert_true(fabs(contrast(0x000000u, 0xffffffu) - 21.0) < 1e-9);
    assert_true(fabs(contrast(0x777777u, 0x777777u) - 1.0) < 1e-9);
    /* The measure of the old red 6 on forest green. */
    assert_true(fabs(contrast(0xc80000u, 0x2f7d3au) - 1.19) < 0.005);
}

static void every_terrain_has_readable_ink(void **state)
{
    (void)state;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++) {
        uint32_t bg, ink;
        scene_text_colors(t, &bg, &ink);
        double c = contrast(bg, ink);
        if (c < 4.5)
            fprintf(stderr, "%s: %06x on %06x is %.2f:1\n", hs_terrain_name((hs_terrain)t), (unsigned)ink,
                    (unsigned)bg, c);
        assert_true(c >= 4.5);
    }
}

/* Reads "\x1b[48;2;R;G;Bm\x1b[38;2;R;G;B[;1]m TT NN \x1b[0m" cells out of a coloured board,
 * checks each, and counts them; `seen[t]` is set for each terrain whose palette pair appeared. */
static int check_cells(const char *text, int *seen)
{
    int cells = 0;
    for (const char *p = strstr(text, "\x1b[48;2;"); p; p = strstr(p + 1, "\x1b[48;2;")) {
        unsigned br, bgr, bb, fr, fgr, fb;
        int used = 0;
        assert_int_equal(sscanf(p, "\x1b[48;2;%u;%u;%um\x1b[38;2;%u;%u;%u%n", &br, &bgr, &bb, &fr, &fgr, &fb, &used), 6);
        const char *q = p + used;
        bool bold = strncmp(q, ";1m", 3) == 0;
        assert_true(bold || *q == 'm');
        q += bold ? 3 : 1;
        /* " TT NN ": the terrain's two letters, then the number (or R, P, blank). */
        char num[3] = {q[4], q[5], 0};
        uint32_t bg = (br << 16) | (bgr << 8) | bb, ink = (fr << 16) | (fgr << 8) | fb;
        assert_true(contrast(bg, ink) >= 4.5);
        bool marked = strcmp(num, "*6") == 0 || strcmp(num, "*8") == 0;
        bool six_or_eight = strcmp(num, " 6") == 0 || strcmp(num, " 8") == 0 || marked;
        assert_true(marked == six_or_eight);
        assert_true(bold == marked);
        bool in_palette = false;
        for (int k = 0; k < HS_TERRAIN_COUNT; k++) {
            uint32_t pb, pi;
            scene_text_colors(k, &pb, &pi);
            if (pb == bg && pi == ink) {
                seen[k] = 1;
                in_palette = true;
            }
        }
        assert_true(in_palette);
        cells++;
    }
    return cells;
}

/* Boards of every mode, coloured: every cell checked, every terrain met, 6s and 8s marked. */
static void coloured_boards_are_readable_and_mark_six_and_eight(void **state)
{
    (void)state;
    int seen[HS_TERRAIN_COUNT] = {0};
    int marked = 0;
    for (int mode = 0; mode < hs_layout_count(); mode++)
        for (uint32_t seed = 0; seed < 8; seed++) {
            hs_catan_options o = hs_catan_default();
            o.mode = (hs_mode)mode;
            o.seed = seed;
            hs_board b;
            assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
            hs_buf buf = {0};
            assert_int_equal(hs_render_text(&b, hs_sink_buf(&buf), true), HS_OK);
            int sixes = 0;
            for (int i = 0; i < b.n_tiles; i++)
                sixes += b.tiles[i].number == 6 || b.tiles[i].number == 8;
            assert_int_equal(check_cells(buf.data, seen), b.n_tiles);
            for (const char *p = buf.data; (p = strstr(p, ";1m")); p++)
                marked++, sixes--;
            assert_int_equal(sixes, 0);
            hs_buf_free(&buf);

            /* Without colour: no escape at all, and the stars still there. */
            assert_int_equal(hs_render_text(&b, hs_sink_buf(&buf), false), HS_OK);
            assert_null(strchr(buf.data, '\x1b'));
            int stars = 0;
            for (const char *p = buf.data; (p = strchr(p, '*')); p++)
                stars += p[1] == '6' || p[1] == '8';
            for (int i = 0; i < b.n_tiles; i++)
                stars -= b.tiles[i].number == 6 || b.tiles[i].number == 8;
            assert_int_equal(stars, 2); /* beyond the tiles: the legend's "*6 *8" */
            hs_buf_free(&buf);
        }
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        assert_int_equal(seen[t], 1);
    assert_true(marked > 0);
}

/* The key under the board names only what the board has, the text lists the expansions' own
 * pieces (every fishing ground with its number, a hex's second token as "2+12") and marks their
 * hexes: a river hex's cell in braces, the hex with two tokens "2+", the lake's catches in the
 * key; the pirate only where the game has one. A Classic board's key is as it always was. */
static void the_key_and_the_pieces_are_the_boards_own(void **state)
{
    (void)state;
    hs_board classic;
    hs_catan_options o = hs_catan_default();
    o.seed = 3;
    assert_int_equal(hs_catan_generate(&o, &classic, NULL), HS_OK);
    hs_buf buf = {0};
    assert_int_equal(hs_render_text(&classic, hs_sink_buf(&buf), false), HS_OK);
    assert_non_null(strstr(buf.data, "\n  Fo forest (lumber)  Hi hills (brick)  Fi fields (grain)  Pa pasture (wool)\n"
                                     "  Mo mountains (ore)  De desert  R robber  *6 *8 the most rolled numbers\n\n"));
    hs_buf_free(&buf);
    int expansions = 0;
    for (int mode = 0; mode < hs_layout_count(); mode++) {
        const hs_layout_info *l = hs_layout_at(mode);
        expansions += hs_layout_drawn(mode) && strcmp(l->family, "catan") == 0;
        o = hs_catan_default();
        o.mode = (hs_mode)mode;
        o.seed = 4;
        hs_board b;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        assert_int_equal(hs_render_text(&b, hs_sink_buf(&buf), false), HS_OK);
        /* the key: from the blank line under the board to the next */
        const char *from = strstr(buf.data, "\n\n  ");
        assert_non_null(from);
        from = strstr(from + 2, "\n\n  ");
        assert_non_null(from);
        const char *to = strstr(from + 2, "\n\n");
        char key[1024];
        snprintf(key, sizeof key, "%.*s\n", to ? (int)(to - from) : (int)strlen(from), from);
        for (int t = 0; t < HS_TERRAIN_COUNT; t++) { /* "Fo forest (lumber)", "La lake (fish on ...)" */
            bool has = false;
            for (int i = 0; i < b.n_tiles; i++)
                has |= b.tiles[i].terrain == t && hs_board_fog(&b, i) < 0;
            for (int k = 0; k < b.n_fog; k++)
                has |= b.fog_stack[k].terrain == t;
            char entry[32];
            snprintf(entry, sizeof entry, " %s", hs_terrain_name((hs_terrain)t));
            bool listed = false;
            for (const char *p = strstr(key, entry); p && !listed; p = strstr(p + 1, entry))
                listed = p[strlen(entry)] == ' ' || p[strlen(entry)] == '\n';
            if (listed != has)
                fail_msg("%s: %s is %slisted in the key:\n%s", hs_mode_name((hs_mode)mode),
                         hs_terrain_name((hs_terrain)t), listed ? "" : "not ", key);
        }
        bool lake = false, pirate = strcmp(l->family, "seafarers") == 0 && hs_board_has_sea(&b);
        for (int i = 0; i < b.n_tiles; i++)
            lake |= b.tiles[i].terrain == HS_LAKE;
        assert_int_equal(strstr(key, " lake (fish on 2 3 11 12)") != NULL, lake);
        assert_int_equal(strstr(key, "pirate") != NULL, pirate);
        int rivers = 0, fishing = 0, braces = 0, lines = 0;
        for (int k = 0; k < b.n_pieces; k++) {
            const hs_piece *p = &b.pieces[k];
            char line[32];
            if (p->kind == HS_PIECE_FISHING) { /* its number */
                snprintf(line, sizeof line, ", number %u\n", p->number);
                assert_non_null(strstr(buf.data, line));
                fishing++;
            } else if (p->kind == HS_PIECE_RIVER)
                rivers++;
            else if (p->kind == HS_PIECE_SECOND) { /* "2+12" in the list, "2+" in the hex's cell */
                snprintf(line, sizeof line, ": %u+%u\n", b.tiles[p->tile].number, p->number);
                assert_non_null(strstr(buf.data, line));
                snprintf(line, sizeof line, " %u+]", b.tiles[p->tile].number);
                assert_non_null(strstr(buf.data, line));
            }
        }
        for (const char *p = buf.data; (p = strstr(p, "G fishing-ground ")); p++)
            lines++;
        assert_int_equal(lines, fishing);
        for (const char *p = buf.data; (p = strchr(p, '{')); p++)
            braces++;
        assert_int_equal(braces, rivers + (rivers > 0)); /* each river hex's cell, and the key's "{Pa 6}" */
        hs_buf_free(&buf);
    }
    assert_true(expansions >= 11);
}

/* The PNG renderer says what was wrong: a width out of range, a sink that fails. */
static hs_err failing_write(void *ctx, const void *data, size_t len)
{
    (void)ctx, (void)data, (void)len;
    return HS_ELIMIT;
}

static void png_errors_come_with_a_reason(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    hs_board b;
    assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
    hs_buf buf = {0};
    hs_diag diag = {{0}};
    assert_int_equal(hs_render_png(&b, hs_sink_buf(&buf), 99, &diag), HS_EINVAL);
    assert_string_equal(diag.msg, "PNG width 99 is not from 100 to 4000 pixels");
    assert_int_equal(buf.len, 0);
    hs_sink failing = {failing_write, NULL};
    assert_int_equal(hs_render_png(&b, failing, 200, &diag), HS_ELIMIT);
    assert_string_equal(diag.msg, "cannot write the PNG: size or search limit exceeded");
    assert_int_equal(hs_render_png(&b, hs_sink_buf(&buf), 200, &diag), HS_OK);
    assert_memory_equal(buf.data, "\x89PNG", 4);
    hs_buf_free(&buf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(contrast_formula_matches_known_values),
        cmocka_unit_test(every_terrain_has_readable_ink),
        cmocka_unit_test(coloured_boards_are_readable_and_mark_six_and_eight),
        cmocka_unit_test(png_errors_come_with_a_reason),
        cmocka_unit_test(the_key_and_the_pieces_are_the_boards_own),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
