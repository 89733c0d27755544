/* cairo.c: the board's scene painted by cairo, as PNG and as a printable PDF. */
#include <cairo-pdf.h>
#include <cairo.h>
#include <math.h>
#include <stdio.h>

#include "hexseed/render.h"
#include "scene.h"

static void set_color(cairo_t *cr, uint32_t c)
{
    cairo_set_source_rgb(cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0);
}

static void fill_and_stroke(cairo_t *cr, const scene_item *it)
{
    if (it->fill != SCENE_NONE) {
        set_color(cr, it->fill);
        if (it->stroke != SCENE_NONE)
            cairo_fill_preserve(cr);
        else
            cairo_fill(cr);
    }
    if (it->stroke != SCENE_NONE) {
        set_color(cr, it->stroke);
        cairo_set_line_width(cr, it->stroke_width);
        cairo_stroke(cr);
    }
    cairo_new_path(cr);
}

static void paint_scene(cairo_t *cr, const scene *s)
{
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int k = 0; k < s->n; k++) {
        const scene_item *it = &s->items[k];
        switch (it->kind) {
        case SCENE_POLY:
        case SCENE_LINE:
            cairo_move_to(cr, it->pts[0].x, it->pts[0].y);
            for (int j = 1; j < it->n; j++)
                cairo_line_to(cr, it->pts[j].x, it->pts[j].y);
            if (it->kind == SCENE_POLY)
                cairo_close_path(cr);
            fill_and_stroke(cr, it);
            break;
        case SCENE_CIRCLE:
            cairo_new_sub_path(cr);
            cairo_arc(cr, it->at.x, it->at.y, it->radius, 0, 2 * 3.14159265358979323846);
            fill_and_stroke(cr, it);
            break;
        case SCENE_TEXT: {
            cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                                   it->bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
            cairo_set_font_size(cr, it->font_size);
            cairo_text_extents_t ext;
            cairo_text_extents(cr, it->text, &ext);
            cairo_move_to(cr, it->at.x - (ext.x_bearing + ext.width / 2), it->at.y);
            set_color(cr, it->fill);
            cairo_show_text(cr, it->text);
            cairo_new_path(cr);
            break;
        }
        }
    }
}

/* A sink for cairo's stream writers that remembers the sink's own error, so the caller gets it
 * back instead of cairo's generic write error. */
typedef struct stream_out {
    hs_sink sink;
    hs_err err;
} stream_out;

static cairo_status_t to_sink(void *closure, const unsigned char *data, unsigned int length)
{
    stream_out *out = closure;
    if (!out->err)
        out->err = hs_sink_write(out->sink, data, length);
    return out->err == HS_OK ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

hs_err hs_render_png(const hs_board *board, hs_sink sink, int width, hs_diag *diag)
{
    if (width < 100 || width > 4000)
        return hs_fail(diag, HS_EINVAL, "PNG width %d is not from 100 to 4000 pixels", width);
    scene s;
    hs_err err = scene_build(board, 60.0, &s);
    if (err)
        return hs_fail(diag, err, "cannot lay out the board: %s", hs_strerror(err));
    stream_out out = {sink, HS_OK};
    double scale = width / s.width;
    int height = (int)ceil(s.height * scale);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    paint_scene(cr, &s);
    cairo_destroy(cr);
    cairo_status_t st = cairo_surface_write_to_png_stream(surface, to_sink, &out);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    scene_free(&s);
    if (st == CAIRO_STATUS_SUCCESS)
        return HS_OK;
    if (out.err)
        return hs_fail(diag, out.err, "cannot write the PNG: %s", hs_strerror(out.err));
    return hs_fail(diag, st == CAIRO_STATUS_NO_MEMORY ? HS_ENOMEM : HS_EIO, "cannot draw the PNG: %s",
                   cairo_status_to_string(st));
}

#define MM (72.0 / 25.4) /* PDF points per millimetre */
#define A4_W (210.0 * MM)
#define A4_H (297.0 * MM)
#define PAGE_MARGIN (10.0 * MM)
#define OVERLAP (8.0 * MM)
#define TILE_FLATS_MM 76.0 /* a game tile, measured across the flats */

static void page_note(cairo_t *cr, const char *note)
{
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 9);
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
    cairo_move_to(cr, PAGE_MARGIN, A4_H - PAGE_MARGIN / 2);
    cairo_show_text(cr, note);
}

hs_err hs_render_pdf(const hs_board *board, hs_sink out)
{
    scene s;
    hs_err err = scene_build(board, 60.0, &s);
    if (err)
        return err;
    stream_out stream = {out, HS_OK};
    cairo_surface_t *surface = cairo_pdf_surface_create_for_stream(to_sink, &stream, A4_W, A4_H);
    cairo_t *cr = cairo_create(surface);

    /* Page 1: the whole board, fitted to the page. */
    double fit = fmin((A4_W - 2 * PAGE_MARGIN) / s.width, (A4_H - 2 * PAGE_MARGIN) / s.height);
    cairo_save(cr);
    cairo_translate(cr, (A4_W - s.width * fit) / 2, PAGE_MARGIN);
    cairo_scale(cr, fit, fit);
    paint_scene(cr, &s);
    cairo_restore(cr);
    page_note(cr, "hexseed - overview. The following pages print the board at the real tile size.");
    cairo_show_page(cr);

    /* Then the board at real size, in A4 sheets that overlap by a strip. A hex of
     * circumradius 60 units is sqrt(3)*60 units across the flats. */
    double scale = TILE_FLATS_MM * MM / (sqrt(3.0) * 60.0);
    double pw = A4_W - 2 * PAGE_MARGIN, ph = A4_H - 2 * PAGE_MARGIN - 6 * MM;
    double total_w = s.width * scale, total_h = s.height * scale;
    int cols = (int)ceil((total_w - OVERLAP) / (pw - OVERLAP));
    int rows = (int)ceil((total_h - OVERLAP) / (ph - OVERLAP));
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            cairo_save(cr);
            cairo_rectangle(cr, PAGE_MARGIN, PAGE_MARGIN, pw, ph);
            cairo_clip(cr);
            cairo_translate(cr, PAGE_MARGIN - c * (pw - OVERLAP), PAGE_MARGIN - r * (ph - OVERLAP));
            cairo_scale(cr, scale, scale);
            paint_scene(cr, &s);
            cairo_restore(cr);
            /* Dashed lines where the next sheet overlaps this one. */
            cairo_set_source_rgb(cr, 0.5, 0.5, 0.5);
            cairo_set_line_width(cr, 0.5);
            double dash[] = {3.0, 3.0};
            cairo_set_dash(cr, dash, 2, 0);
            if (c + 1 < cols) {
                cairo_move_to(cr, PAGE_MARGIN + pw - OVERLAP, PAGE_MARGIN);
                cairo_line_to(cr, PAGE_MARGIN + pw - OVERLAP, PAGE_MARGIN + ph);
            }
            if (r + 1 < rows) {
                cairo_move_to(cr, PAGE_MARGIN, PAGE_MARGIN + ph - OVERLAP);
                cairo_line_to(cr, PAGE_MARGIN + pw, PAGE_MARGIN + ph - OVERLAP);
            }
            cairo_stroke(cr);
            cairo_set_dash(cr, NULL, 0, 0);
            char note[160];
            snprintf(note, sizeof note, "hexseed - real size, sheet row %d of %d, column %d of %d (overlap at the dashed lines)",
                     r + 1, rows, c + 1, cols);
            page_note(cr, note);
            cairo_show_page(cr);
        }

    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_status_t st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    scene_free(&s);
    if (st == CAIRO_STATUS_SUCCESS)
        return HS_OK;
    return stream.err ? stream.err : st == CAIRO_STATUS_NO_MEMORY ? HS_ENOMEM : HS_EIO;
}
