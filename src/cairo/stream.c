/* SPDX-License-Identifier: MIT */
/* stream.c: cairo's stream writers into an hs_sink, the answer of a drawing, and cairo's SVG made
 * the same bytes on every call (stream.h). */
#include "stream.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../core/fail.h"

cairo_status_t hs_cairo_stream_write(void *closure, const unsigned char *data, unsigned int length)
{
    hs_cairo_stream *out = closure;
    if (out->err == HS_OK)
        out->err = hs_sink_write(out->sink, data, length);
    return out->err == HS_OK ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

hs_err hs_cairo_stream_error(const hs_cairo_stream *out, cairo_status_t status)
{
    if (out->err)
        return out->err;
    if (status == CAIRO_STATUS_SUCCESS)
        return HS_OK;
    return status == CAIRO_STATUS_NO_MEMORY ? HS_ENOMEM : HS_EIO;
}

cairo_status_t hs_cairo_status(cairo_t *cr, cairo_surface_t *surface)
{
    cairo_status_t st = cairo_status(cr);
    return st != CAIRO_STATUS_SUCCESS ? st : cairo_surface_status(surface);
}

cairo_status_t hs_cairo_write_png(cairo_t *cr, cairo_surface_t *surface, hs_cairo_stream *out)
{
    cairo_status_t st = hs_cairo_status(cr, surface);
    return st != CAIRO_STATUS_SUCCESS ? st : cairo_surface_write_to_png_stream(surface, hs_cairo_stream_write, out);
}

hs_err hs_cairo_stream_fail(const hs_cairo_stream *out, cairo_status_t status, const char *what, hs_diag *diag)
{
    hs_err err = hs_cairo_stream_error(out, status);
    if (err == HS_OK)
        return HS_OK;
    if (out->err)
        return hs_fail(diag, err, "cannot write the %s: %s", what, hs_strerror(err));
    return hs_fail(diag, err, "cannot draw the %s: %s", what, cairo_status_to_string(status));
}

/* cairo numbers some ids of an SVG per process rather than per drawing: the page's
 * <g id="surfaceN"> (and in some versions the fonts of the glyphs, "glyphF-G"), so one map drawn
 * twice by one process (the server) would differ. Each such number is written as its rank among
 * the drawing's own, in order of first appearance, counted from the number cairo gives the
 * first drawing of a process: every drawing of a map is then the same bytes. */
static const struct {
    const char *prefix;
    unsigned long first;
} renumbered[] = {{"surface", 1}, {"glyph", 0}};
enum { RENUMBERED = sizeof renumbered / sizeof renumbered[0] };

/* Which prefix of `renumbered` starts at p with a digit after it; RENUMBERED: none. */
static size_t renumbered_at(const char *p)
{
    size_t k = 0;
    while (k < RENUMBERED) {
        size_t n = strlen(renumbered[k].prefix);
        if (strncmp(p, renumbered[k].prefix, n) == 0 && isdigit((unsigned char)p[n]))
            break;
        k++;
    }
    return k;
}

static size_t count_of(const char *text, const char *word)
{
    size_t n = 0;
    for (const char *p = text; (p = strstr(p, word)); p += strlen(word))
        n++;
    return n;
}

hs_err hs_cairo_write_svg(const char *text, size_t len, hs_sink out)
{
    unsigned long *seen[RENUMBERED]; /* the numbers met, in order: a number's rank is its index */
    size_t n_seen[RENUMBERED] = {0};
    hs_err err = HS_OK;
    for (size_t k = 0; k < RENUMBERED; k++) {
        seen[k] = malloc((count_of(text, renumbered[k].prefix) + 1) * sizeof *seen[k]);
        if (!seen[k])
            err = HS_ENOMEM;
    }
    size_t done = 0, i = 0; /* text before `done` is written; `i` is where to look next */
    while (!err && i < len) {
        size_t k = renumbered_at(text + i);
        if (k == RENUMBERED) {
            i++;
            continue;
        }
        size_t digits = i + strlen(renumbered[k].prefix);
        char *end;
        unsigned long number = strtoul(text + digits, &end, 10);
        size_t rank = 0;
        while (rank < n_seen[k] && seen[k][rank] != number)
            rank++;
        if (rank == n_seen[k])
            seen[k][n_seen[k]++] = number;
        err = hs_sink_write(out, text + done, digits - done);
        if (!err)
            err = hs_sink_printf(out, "%lu", renumbered[k].first + rank);
        done = i = (size_t)(end - text);
    }
    if (!err)
        err = hs_sink_write(out, text + done, len - done);
    for (size_t k = 0; k < RENUMBERED; k++)
        free(seen[k]);
    return err;
}
