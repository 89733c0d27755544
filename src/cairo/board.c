/* SPDX-License-Identifier: MIT */
/* board.c: the board's scene (src/render/scene.c, compiled into this library too) painted by
 * cairo, as PNG and as a printable PDF: libhexseed-cairo (hexseed/cairo.h). */
#include <cairo-pdf.h>
#include <cairo.h>
#include <math.h>
#include <stdio.h>

#include "hexseed/cairo.h"
#include "../core/fail.h"
#include "../render/scene.h"
#include "stream.h"

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
        case SCENE_MARK: {
            const scene_mark *m = scene_terrain_mark(it->terrain);
            set_color(cr, m->ink);
            cairo_set_line_width(cr, m->width * it->radius);
            for (int j = 0; j < m->n; j++) {
                const scene_stroke *st = &m->strokes[j];
                cairo_move_to(cr, it->at.x + st->pts[0].x * it->radius, it->at.y + st->pts[0].y * it->radius);
                for (int p = 1; p < st->n; p++)
                    cairo_line_to(cr, it->at.x + st->pts[p].x * it->radius, it->at.y + st->pts[p].y * it->radius);
                cairo_stroke(cr);
            }
            break;
        }
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

hs_err hs_render_png(const hs_board *board, hs_sink sink, int width, hs_diag *diag)
{
    if (width < 100 || width > 4000)
        return hs_fail(diag, HS_EINVAL, "PNG width %d is not from 100 to 4000 pixels", width);
    scene s;
    hs_err err = scene_build(board, 60.0, false, &s);
    if (err)
        return hs_fail(diag, err, "cannot lay out the board: %s", hs_strerror(err));
    hs_cairo_stream out = {sink, HS_OK};
    double scale = width / s.width;
    int height = (int)ceil(s.height * scale);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    paint_scene(cr, &s);
    cairo_status_t st = hs_cairo_write_png(cr, surface, &out);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    scene_free(&s);
    return hs_cairo_stream_fail(&out, st, "PNG", diag);
}

#define MM (72.0 / 25.4) /* PDF points per millimetre */
#define PAGE_MARGIN (10.0 * MM)
#define OVERLAP (8.0 * MM)
#define TILE_FLATS_MM 76.0 /* a game tile, measured across the flats (docs/design.md, "Where 76 mm comes from") */
#define SQUARE_MM 50.0     /* the test square on every sheet */
#define FOOTER (12.0 * MM)  /* the strip at the foot of a sheet: the square's caption and the note */

/* Page sizes in points: A4 210 x 297 mm, US Letter 8.5 x 11 in (215.9 x 279.4 mm). */
static const struct {
    double w, h;
    const char *name;
} papers[HS_PAPER_COUNT] = {
    [HS_PAPER_A4] = {210.0 * MM, 297.0 * MM, "A4"},
    [HS_PAPER_LETTER] = {8.5 * 72.0, 11.0 * 72.0, "US Letter"},
};

static void page_note(cairo_t *cr, double page_h, const char *note)
{
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 9);
    cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
    cairo_move_to(cr, PAGE_MARGIN, page_h - PAGE_MARGIN / 2);
    cairo_show_text(cr, note);
}

/* A 50 mm square in the sheet's bottom-right corner, drawn over the board as its four corners
 * in thin black (a full outline would cross the tiles): a ruler laid between them says whether
 * the sheet was printed at 100 %. */
static void test_square(cairo_t *cr, double page_w, double page_h)
{
    double side = SQUARE_MM * MM, x = page_w - PAGE_MARGIN - side, y = page_h - PAGE_MARGIN - FOOTER + 2 * MM - side;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_rectangle(cr, x + side - 44 * MM, y + side - 6 * MM, 44 * MM, 6 * MM);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.5);
    const double tick = 6 * MM;
    for (int k = 0; k < 4; k++) {
        double cx = k & 1 ? x + side : x, cy = k & 2 ? y + side : y;
        double dx = k & 1 ? -tick : tick, dy = k & 2 ? -tick : tick;
        cairo_move_to(cr, cx + dx, cy);
        cairo_line_to(cr, cx, cy);
        cairo_line_to(cr, cx, cy + dy);
    }
    cairo_stroke(cr);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 7);
    cairo_move_to(cr, x + side - 43 * MM, y + side - 2 * MM);
    cairo_show_text(cr, "corner to corner: 50 mm at 100 %");
}

hs_err hs_render_pdf(const hs_board *board, hs_sink out)
{
    return hs_render_pdf_paper(board, out, HS_PAPER_A4, NULL);
}

hs_err hs_render_pdf_paper(const hs_board *board, hs_sink out, hs_paper paper, hs_diag *diag)
{
    if ((unsigned)paper >= HS_PAPER_COUNT)
        return hs_fail(diag, HS_EINVAL, "paper %d is not one of 0 (A4) to %d", (int)paper, HS_PAPER_COUNT - 1);
    const double page_w = papers[paper].w, page_h = papers[paper].h;
    scene s;
    hs_err err = scene_build(board, 60.0, false, &s);
    if (err)
        return err;
    hs_cairo_stream stream = {out, HS_OK};
    cairo_surface_t *surface = cairo_pdf_surface_create_for_stream(hs_cairo_stream_write, &stream, page_w, page_h);
    /* cairo stamps the clock's time as the creation date: a board's PDF is a function of the
     * board (its ETag promises the same bytes), so it carries no date at all. */
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "");
    cairo_t *cr = cairo_create(surface);

    /* Page 1: the whole board, fitted above the footer. */
    double fit = fmin((page_w - 2 * PAGE_MARGIN) / s.width, (page_h - 2 * PAGE_MARGIN - FOOTER - SQUARE_MM * MM) / s.height);
    cairo_save(cr);
    cairo_translate(cr, (page_w - s.width * fit) / 2, PAGE_MARGIN);
    cairo_scale(cr, fit, fit);
    paint_scene(cr, &s);
    cairo_restore(cr);
    test_square(cr, page_w, page_h);
    char note[200];
    snprintf(note, sizeof note, "hexseed - overview (%s). The following pages print the board at the real tile size.",
             papers[paper].name);
    page_note(cr, page_h, note);
    cairo_show_page(cr);

    /* Then the board at real size, in sheets that overlap by a strip. A hex of circumradius
     * 60 units is sqrt(3)*60 units across the flats. */
    double scale = TILE_FLATS_MM * MM / (sqrt(3.0) * 60.0);
    double pw = page_w - 2 * PAGE_MARGIN, ph = page_h - 2 * PAGE_MARGIN - 6 * MM;
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
            test_square(cr, page_w, page_h);
            snprintf(note, sizeof note,
                     "hexseed - real size (%s, print at 100 %%), sheet row %d of %d, column %d of %d (overlap at the dashes)",
                     papers[paper].name, r + 1, rows, c + 1, cols);
            page_note(cr, page_h, note);
            cairo_show_page(cr);
        }

    cairo_surface_finish(surface);
    cairo_status_t st = hs_cairo_status(cr, surface);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    scene_free(&s);
    return hs_cairo_stream_error(&stream, st); /* the sink's first: cairo can lose a failed trailer */
}
