/* SPDX-License-Identifier: MIT */
/* stream.h: cairo's stream writers into an hs_sink, and the answer of a drawing, for the
 * drawings of libhexseed-cairo. cairo reports any failed write as CAIRO_STATUS_WRITE_ERROR and
 * can even lose it (a failed last write of a PDF, at finish), so the sink's own error
 * (HS_ECANCEL, HS_ELIMIT, HS_EIO, ...) is kept here for the caller. Internal. */
#ifndef HEXSEED_CAIRO_STREAM_H
#define HEXSEED_CAIRO_STREAM_H

#include <cairo.h>

#include "hexseed/error.h"
#include "hexseed/sink.h"

typedef struct hs_cairo_stream {
    hs_sink sink;
    hs_err err; /* the sink's first error; HS_OK until a write fails */
} hs_cairo_stream;

/* A cairo_write_func_t over a hs_cairo_stream: writes to its sink. After a failed write it writes
 * nothing more and fails again, so the first error stays the answer (cairo itself stops at the
 * first failure; the sink must not see a drawing with a hole in it if it ever did not). */
cairo_status_t hs_cairo_stream_write(void *closure, const unsigned char *data, unsigned int length);

/* The first failure of a drawing made with `cr` on `surface`: the context's (cairo keeps a
 * failure while drawing there, and a context made on a surface in error starts with the
 * surface's), else the surface's (a failure while finishing it). */
cairo_status_t hs_cairo_status(cairo_t *cr, cairo_surface_t *surface);

/* Writes the image `surface` drawn with `cr` as PNG through `out`, unless the drawing failed
 * (hs_cairo_status): then nothing is written. Returns cairo's status. */
cairo_status_t hs_cairo_write_png(cairo_t *cr, cairo_surface_t *surface, hs_cairo_stream *out);

/* The answer of a drawing whose surface ended with `status`: the sink's error first, whatever
 * cairo says; else HS_OK for success, HS_ENOMEM for CAIRO_STATUS_NO_MEMORY and HS_EIO for any
 * other failure of cairo's (an invalid size, a font it could not load, ...). */
hs_err hs_cairo_stream_error(const hs_cairo_stream *out, cairo_status_t status);

/* hs_cairo_stream_error, with `diag` (may be NULL) saying what failed: "cannot write the
 * <what>: <the sink's error>" or "cannot draw the <what>: <cairo's status>". */
hs_err hs_cairo_stream_fail(const hs_cairo_stream *out, cairo_status_t status, const char *what, hs_diag *diag);

/* Writes cairo's SVG `text` (`len` bytes and a NUL) to `out` with the numbers cairo gives per
 * process rather than per drawing (the page's "surfaceN", the fonts' "glyphF-G") written as
 * their rank in this drawing, so that the same drawing is the same bytes on every call.
 * Errors: HS_ENOMEM, or the sink's. */
hs_err hs_cairo_write_svg(const char *text, size_t len, hs_sink out);

#endif
