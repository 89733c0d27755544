/* SPDX-License-Identifier: MIT */
/* hexseed/cairo.h: the drawings made by cairo: Catan boards as PNG and printable PDF, Hex
 * Empire maps as SVG and PNG. A library of its own, libhexseed-cairo (pkg-config
 * hexseed-cairo), so that programs that need no raster image link libhexseed alone, without
 * cairo and the X11 libraries it pulls in. Each renderer writes through a sink
 * (hexseed/sink.h) and returns the sink's error, if any.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_CAIRO_H
#define HEXSEED_CAIRO_H

#include <stdbool.h>

#include "hexseed/catan.h"
#include "hexseed/empire.h"
#include "hexseed/error.h"
#include "hexseed/generators.h"
#include "hexseed/render.h"
#include "hexseed/sink.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The board's drawing (hs_render_svg of hexseed/render.h) as a PNG, `width` pixels wide (100..4000). Errors: HS_EINVAL for a width
 * outside that; HS_ENOMEM, HS_EIO (or the sink's own error) when cairo cannot draw or write it;
 * `diag` says which. */
hs_err hs_render_png(const hs_board *board, hs_sink out, int width, hs_diag *diag);

/* A printable PDF: page 1 shows the whole board on one A4 page; the following pages show it
 * at the real size of the game's tiles (hexes 76 mm across the flats), cut into A4 sheets with
 * overlap marks, to print and lay out. Errors: HS_ENOMEM (memory ran out building or drawing the
 * pages), HS_EIO (cairo failed otherwise), or the sink's own error (HS_EIO, HS_ELIMIT, a
 * callback's), which comes first whatever cairo says; it takes no `diag`: hs_render_pdf_paper
 * says why. */
hs_err hs_render_pdf(const hs_board *board, hs_sink out);

/* The sheet sizes the PDF prints on: ISO A4 (210 x 297 mm) and US Letter (8.5 x 11 in). */
typedef enum hs_paper { HS_PAPER_A4, HS_PAPER_LETTER, HS_PAPER_COUNT } hs_paper; /* the count may grow */

/* hs_render_pdf on the chosen paper (HS_EINVAL outside the enum, `diag` says so; it may be
 * NULL). Every page carries a 50 mm test square, so a sheet printed with "fit to page" (not at
 * 100%) is caught before cutting. Errors: HS_EINVAL for a paper outside the enum, and
 * hs_render_pdf's. */
hs_err hs_render_pdf_paper(const hs_board *board, hs_sink out, hs_paper paper, hs_diag *diag);

/* ---- Hex Empire maps (hexseed/empire.h) ------------------------------------------------- */

/* Our own drawing: land, water, capitals in their colours, towns and ports; with `paths` the
 * paths between consecutive towns (white where they cross water), with `names` the names.
 * Errors: HS_ENOMEM (cairo ran out of memory; the SVG is drawn into memory first, and its ids
 * renumbered there), HS_EIO (cairo failed otherwise), or the sink's own error, which comes
 * first; the SVG reaches the sink only once drawn whole, the PNG only when its drawing
 * succeeded. No `diag`: hs_cairo_request_run on an empire request says why. */
hs_err hs_render_empire_svg(const hs_empire *map, hs_sink out, bool paths, bool names);
hs_err hs_render_empire_png(const hs_empire *map, hs_sink out, bool paths, bool names);

/* ---- The tile atlas of the Tiled maps (hexseed/render.h, docs/formats.md "Tiled maps") ------- */

/* The one image every Tiled map of hexseed draws its cells from (named HS_TILESET_IMAGE in the
 * maps, hexseed/render.h): a PNG of one row of 64 x 64 tiles, tile id k at x = 64 k, each kind
 * of cell in hexseed's own colours and with its sign (docs/formats.md has the list). It depends on nothing: the same bytes on every call of a
 * build. Errors: HS_ENOMEM, HS_EIO (or the sink's own error) when cairo cannot draw or write it;
 * `diag` (may be NULL) says which. */
hs_err hs_render_tileset_png(hs_sink out, hs_diag *diag);

/* ---- Requests of the generator table (hexseed/generators.h) ------------------------------ */

/* hs_request_run, with the formats cairo draws (HS_FORMAT_CAIRO) made here: a face linked with
 * libhexseed-cairo calls this for every request. Errors: as hs_request_run. */
hs_err hs_cairo_request_run(const hs_request *r, const hs_run_options *o, hs_sink out, hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
