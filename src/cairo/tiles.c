/* SPDX-License-Identifier: MIT */
/* tiles.c: the tile atlas of hexseed's Tiled maps (hs_render_tileset_png): every kind of cell of
 * the scene's tile table (src/render/scene.h) painted by cairo in its slot, one row of them. */
#include <cairo.h>

#include "hexseed/cairo.h"
#include "../core/fail.h"
#include "../render/scene.h"
#include "stream.h"

static void set_color(cairo_t *cr, uint32_t c)
{
    cairo_set_source_rgb(cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0);
}

/* The outline of a tile's shape in its slot, against the slot's bottom-left corner: the corners
 * of Tiled's cells (56 x 64 with vertical sides 32; 64 x 56 with horizontal sides 32). */
static void outline(cairo_t *cr, scene_tile_shape shape)
{
    static const double pointy[6][2] = {{28, 0}, {56, 16}, {56, 48}, {28, 64}, {0, 48}, {0, 16}};
    static const double flat[6][2] = {{16, 8}, {48, 8}, {64, 36}, {48, 64}, {16, 64}, {0, 36}};
    if (shape == SCENE_TILE_SQUARE) {
        cairo_rectangle(cr, 0, 0, SCENE_TILE_SIZE, SCENE_TILE_SIZE);
        return;
    }
    const double(*corner)[2] = shape == SCENE_TILE_POINTY ? pointy : flat;
    cairo_move_to(cr, corner[0][0], corner[0][1]);
    for (int k = 1; k < 6; k++)
        cairo_line_to(cr, corner[k][0], corner[k][1]);
    cairo_close_path(cr);
}

/* The sign three times around the cell's centre, towards three of its corners (where a hex has
 * the most room), so the centre stays the flat colour a number token or a check reads. */
static void signs(cairo_t *cr, const scene_tile *t)
{
    static const double pointy[3][2] = {{-17.3, -10.0}, {17.3, -10.0}, {0.0, 20.0}}; /* -150, -30, 90 degrees */
    static const double flat[3][2] = {{-20.0, 0.0}, {10.0, -17.3}, {10.0, 17.3}};    /* 180, -60, 60 */
    static const double square[3][2] = {{-15.0, -15.0}, {15.0, -15.0}, {0.0, 18.0}};
    const double(*at)[2] = t->shape == SCENE_TILE_POINTY ? pointy : t->shape == SCENE_TILE_FLAT ? flat : square;
    double cx = t->shape == SCENE_TILE_POINTY ? 28 : 32, cy = t->shape == SCENE_TILE_FLAT ? 36 : 32;
    const double unit = 6.0; /* the sign's unit radius in pixels */
    const scene_mark *m = t->sign;
    set_color(cr, m->ink);
    cairo_set_line_width(cr, m->width * unit);
    for (int k = 0; k < 3; k++)
        for (int j = 0; j < m->n; j++) {
            const scene_stroke *st = &m->strokes[j];
            double x = cx + at[k][0], y = cy + at[k][1];
            cairo_move_to(cr, x + st->pts[0].x * unit, y + st->pts[0].y * unit);
            for (int p = 1; p < st->n; p++)
                cairo_line_to(cr, x + st->pts[p].x * unit, y + st->pts[p].y * unit);
            cairo_stroke(cr);
        }
}

/* One tile: the shape filled without antialiasing (so that cells side by side meet without a
 * seam of half-covered pixels), then, inside it, its outline and its sign. */
static void paint_tile(cairo_t *cr, const scene_tile *t)
{
    outline(cr, t->shape);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
    set_color(cr, t->color);
    cairo_fill_preserve(cr);
    cairo_clip(cr);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
    if (t->edge != SCENE_NONE) {
        outline(cr, t->shape);
        set_color(cr, t->edge);
        cairo_set_line_width(cr, 3.0);
        cairo_stroke(cr);
    }
    signs(cr, t);
}

hs_err hs_render_tileset_png(hs_sink sink, hs_diag *diag)
{
    hs_cairo_stream out = {sink, HS_OK};
    cairo_surface_t *surface =
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, SCENE_TILE_SIZE * SCENE_TILE_COUNT, SCENE_TILE_SIZE);
    cairo_t *cr = cairo_create(surface); /* the surface starts transparent */
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int id = 0; id < SCENE_TILE_COUNT; id++) {
        cairo_save(cr);
        cairo_translate(cr, SCENE_TILE_SIZE * id, 0);
        paint_tile(cr, scene_tile_at(id));
        cairo_restore(cr);
    }
    cairo_status_t st = hs_cairo_write_png(cr, surface, &out);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return hs_cairo_stream_fail(&out, st, "tile atlas", diag);
}
