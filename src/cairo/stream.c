/* SPDX-License-Identifier: MIT */
/* stream.c: cairo's stream writers into an hs_sink, and the answer of a drawing (stream.h). */
#include "stream.h"

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
