/* SPDX-License-Identifier: MIT */
/* sink.c: the stdio and memory-buffer sinks, and formatted writes into any sink. */
#include "hexseed/sink.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static hs_err file_write(void *ctx, const void *data, size_t len)
{
    if (len && fwrite(data, 1, len, (FILE *)ctx) != len)
        return HS_EIO;
    return HS_OK;
}

hs_sink hs_sink_file(FILE *f)
{
    hs_sink s = {file_write, f};
    return s;
}

hs_err hs_sink_write(hs_sink sink, const void *data, size_t len)
{
    return sink.write(sink.ctx, data, len);
}

hs_err hs_sink_puts(hs_sink sink, const char *s)
{
    return sink.write(sink.ctx, s, strlen(s));
}

hs_err hs_sink_printf(hs_sink sink, const char *fmt, ...)
{
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return HS_EIO;
    if ((size_t)n < sizeof small)
        return sink.write(sink.ctx, small, (size_t)n);

    char *big = malloc((size_t)n + 1);
    if (!big)
        return HS_ENOMEM;
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    hs_err err = sink.write(sink.ctx, big, (size_t)n);
    free(big);
    return err;
}

static hs_err buf_write(void *ctx, const void *data, size_t len)
{
    hs_buf *b = ctx;
    if (b->limit && len > b->limit - b->len)
        return HS_ELIMIT;
    if (b->len + len + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + len + 1)
            cap *= 2;
        char *grown = realloc(b->data, cap);
        if (!grown)
            return HS_ENOMEM;
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, data, len);
    b->len += len;
    b->data[b->len] = '\0';
    return HS_OK;
}

hs_sink hs_sink_buf(hs_buf *buf)
{
    hs_sink s = {buf_write, buf};
    return s;
}

void hs_buf_free(hs_buf *buf)
{
    if (!buf)
        return;
    free(buf->data);
    buf->data = NULL;
    buf->len = buf->cap = 0;
}
