/* SPDX-License-Identifier: MIT */
/* empire.c: Hex Empire maps (hexseed/empire.h) drawn by cairo, as SVG and PNG: land and water,
 * the capitals in their colours, towns, ports, and optionally the paths that made the ports and
 * the town names. Reads the map through its public accessors only. */
#include <cairo-svg.h>
#include <cairo.h>
#include <math.h>

#include "hexseed/cairo.h"
#include "stream.h"
#include "../render/scene.h"

static const uint32_t capital_colors[4] = {0xd32f2fu, 0x8e44adu, 0x1e6fd9u, 0x2e9d45u};

/* ---- Drawing ---------------------------------------------------------------------------- */

#define HEX_R 26.0

static void rgb(cairo_t *cr, uint32_t c, double alpha)
{
    cairo_set_source_rgba(cr, ((c >> 16) & 255) / 255.0, ((c >> 8) & 255) / 255.0, (c & 255) / 255.0, alpha);
}

static void center(int x, int y, double *cx, double *cy)
{
    *cx = 12 + HEX_R + 1.5 * HEX_R * x;
    *cy = 12 + sqrt(3.0) * HEX_R * (y + 0.5 + 0.5 * (x & 1));
}

static void hexagon(cairo_t *cr, double cx, double cy, double r)
{
    for (int k = 0; k < 6; k++) {
        double a = 3.14159265358979323846 / 3 * k;
        if (k == 0)
            cairo_move_to(cr, cx + r * cos(a), cy + r * sin(a));
        else
            cairo_line_to(cr, cx + r * cos(a), cy + r * sin(a));
    }
    cairo_close_path(cr);
}

static void draw(cairo_t *cr, const hs_empire *m, bool paths, bool names)
{
    rgb(cr, 0x1f5f99u, 1);
    cairo_paint(cr);
    int width = hs_empire_width(m), height = hs_empire_height(m);
    for (int x = 0; x < width; x++)
        for (int y = 0; y < height; y++) {
            double cx, cy;
            center(x, y, &cx, &cy);
            hexagon(cr, cx, cy, HEX_R * 0.98);
            /* the tile table's fields (scene.h), as the Tiled atlas draws them */
            const scene_tile *t = scene_tile_at(hs_empire_is_land(m, x, y) ? SCENE_TILE_EMPIRE_LAND : SCENE_TILE_EMPIRE_WATER);
            rgb(cr, t->color, 1);
            cairo_fill_preserve(cr);
            rgb(cr, t->edge, 1);
            cairo_set_line_width(cr, 1.2);
            cairo_stroke(cr);
        }
    if (paths) {
        double dash[2] = {5, 4};
        cairo_set_dash(cr, dash, 2, 0);
        cairo_set_line_width(cr, 2.2);
        for (int p = 0; p < hs_empire_path_count(m); p++) {
            const hs_empire_path *pa = hs_empire_path_get(m, p);
            for (int k = 1; k < pa->length; k++) {
                int ax, ay, bx, by;
                hs_empire_path_field(m, p, k - 1, &ax, &ay);
                hs_empire_path_field(m, p, k, &bx, &by);
                bool wet = !hs_empire_is_land(m, ax, ay) || !hs_empire_is_land(m, bx, by);
                double x0, y0, x1, y1;
                center(ax, ay, &x0, &y0);
                center(bx, by, &x1, &y1);
                rgb(cr, wet ? 0xffffffu : 0x5a3d1eu, 0.85);
                cairo_move_to(cr, x0, y0);
                cairo_line_to(cr, x1, y1);
                cairo_stroke(cr);
            }
        }
        cairo_set_dash(cr, NULL, 0, 0);
    }
    for (int t = 0; t < hs_empire_town_count(m); t++) {
        const hs_empire_town *tw = hs_empire_town_get(m, t);
        double cx, cy;
        center(tw->x, tw->y, &cx, &cy);
        if (tw->capital >= 0) {
            hexagon(cr, cx, cy, HEX_R * 0.9);
            rgb(cr, capital_colors[tw->capital], 1);
            cairo_fill(cr);
            /* a keep: a wide block with three merlons */
            rgb(cr, 0xffffffu, 1);
            cairo_rectangle(cr, cx - 9, cy - 4, 18, 12);
            for (int k = 0; k < 3; k++)
                cairo_rectangle(cr, cx - 9 + 7 * k, cy - 9, 4, 5);
            cairo_fill(cr);
        } else if (tw->kind == HS_ESTATE_TOWN) {
            rgb(cr, 0x5b4636u, 1);
            cairo_move_to(cr, cx - 8, cy + 7);
            cairo_line_to(cr, cx - 8, cy - 2);
            cairo_line_to(cr, cx, cy - 9);
            cairo_line_to(cr, cx + 8, cy - 2);
            cairo_line_to(cr, cx + 8, cy + 7);
            cairo_close_path(cr);
            cairo_fill_preserve(cr);
            rgb(cr, 0xfff3d6u, 1);
            cairo_set_line_width(cr, 1.5);
            cairo_stroke(cr);
        } else {
            /* a port: a ring with an anchor's shank */
            rgb(cr, 0xfff3d6u, 1);
            cairo_arc(cr, cx, cy, 8, 0, 2 * 3.14159265358979323846);
            cairo_fill_preserve(cr);
            rgb(cr, 0x1b4f80u, 1);
            cairo_set_line_width(cr, 2);
            cairo_stroke(cr);
            cairo_move_to(cr, cx, cy - 5);
            cairo_line_to(cr, cx, cy + 5);
            cairo_move_to(cr, cx - 4, cy + 2);
            cairo_line_to(cr, cx, cy + 5);
            cairo_line_to(cr, cx + 4, cy + 2);
            cairo_stroke(cr);
        }
    }
    if (names) {
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
        cairo_set_font_size(cr, 9);
        for (int t = 0; t < hs_empire_town_count(m); t++) {
            const hs_empire_town *tw = hs_empire_town_get(m, t);
            double cx, cy;
            center(tw->x, tw->y, &cx, &cy);
            cairo_text_extents_t e;
            cairo_text_extents(cr, tw->name, &e);
            double tx = cx - e.width / 2 - e.x_bearing, ty = cy + HEX_R * 0.78;
            rgb(cr, 0x000000u, 0.55);
            cairo_rectangle(cr, tx - 2, ty - e.height - 1, e.width + 4, e.height + 3);
            cairo_fill(cr);
            rgb(cr, 0xffffffu, 1);
            cairo_move_to(cr, tx, ty);
            cairo_show_text(cr, tw->name);
        }
    }
}

static void size_of(const hs_empire *m, double *w, double *h)
{
    *w = 24 + 2 * HEX_R + 1.5 * HEX_R * (hs_empire_width(m) - 1);
    *h = 24 + sqrt(3.0) * HEX_R * (hs_empire_height(m) + 0.5);
}

/* ---- Writing ------------------------------------------------------------------------------ */

hs_err hs_render_empire_svg(const hs_empire *m, hs_sink out, bool paths, bool names)
{
    double w, h;
    size_of(m, &w, &h);
    /* Drawn into memory first, for its ids to be renumbered before a byte goes out. */
    hs_buf svg = {0};
    hs_cairo_stream stream = {hs_sink_buf(&svg), HS_OK};
    cairo_surface_t *s = cairo_svg_surface_create_for_stream(hs_cairo_stream_write, &stream, w, h);
    cairo_t *cr = cairo_create(s);
    draw(cr, m, paths, names);
    cairo_surface_finish(s);
    hs_err err = hs_cairo_stream_error(&stream, hs_cairo_status(cr, s));
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    if (!err)
        err = hs_cairo_write_svg(svg.data, svg.len, out);
    hs_buf_free(&svg);
    return err;
}

hs_err hs_render_empire_png(const hs_empire *m, hs_sink out, bool paths, bool names)
{
    double w, h;
    size_of(m, &w, &h);
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)ceil(w), (int)ceil(h));
    cairo_t *cr = cairo_create(s);
    draw(cr, m, paths, names);
    hs_cairo_stream stream = {out, HS_OK};
    cairo_status_t st = hs_cairo_write_png(cr, s, &stream);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return hs_cairo_stream_error(&stream, st);
}
