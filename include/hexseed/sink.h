/* SPDX-License-Identifier: MIT */
/* hexseed/sink.h: where renderers write. A sink is a callback and its context, so one
 * renderer serves a file, stdout, a memory buffer and an HTTP response alike.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_SINK_H
#define HEXSEED_SINK_H

#include <stddef.h>
#include <stdio.h>

#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes `len` bytes; returns HS_OK or an error (HS_EIO, HS_ENOMEM, HS_ELIMIT) that the
 * renderer passes straight back to its caller. */
typedef hs_err (*hs_write_fn)(void *ctx, const void *data, size_t len);

typedef struct hs_sink {
    hs_write_fn write;
    void *ctx;
} hs_sink;

/* A sink onto a stdio stream the caller keeps open and owns. Errors: none; its writes fail with
 * HS_EIO when fwrite writes less. Thread-safety: as stdio's: writes to one stream from several
 * threads interleave by call. */
hs_sink hs_sink_file(FILE *f);

/* Writes `len` bytes (text or binary) through the sink; its error, or HS_OK. Errors: the sink's
 * own (HS_EIO, HS_ENOMEM, HS_ELIMIT from the sinks here; any code a caller's callback returns).
 * Thread-safety: as the sink's callback. */
hs_err hs_sink_write(hs_sink sink, const void *data, size_t len);
/* Writes the NUL-terminated string `s` (without the NUL). Errors: the sink's own; hs_sink_printf
 * also HS_EIO when the format cannot be formatted (vsnprintf fails) and HS_ENOMEM when text
 * longer than 511 bytes finds no memory. Thread-safety: as the sink's callback. */
hs_err hs_sink_puts(hs_sink sink, const char *s);
hs_err hs_sink_printf(hs_sink sink, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* A growable memory buffer. Zero-initialise it (`hs_buf b = {0};`), optionally set `limit`
 * (0 = no limit; past it writes fail with HS_ELIMIT), write through hs_sink_buf(&b), and
 * release it with hs_buf_free. `data` is always NUL-terminated once anything was written. */
typedef struct hs_buf {
    char *data;
    size_t len;
    size_t cap;
    size_t limit;
} hs_buf;

/* A sink appending to `buf`, which the caller keeps alive while the sink is used. Errors: none;
 * its writes fail with HS_ELIMIT past `limit` (nothing of that write is kept) and HS_ENOMEM when
 * the buffer cannot grow. Thread-safety: one buffer is written by one call at a time. */
hs_sink hs_sink_buf(hs_buf *buf);
/* Frees what `buf` holds and empties it (its limit stays); NULL is a no-op. Errors: none. */
void hs_buf_free(hs_buf *buf);

#ifdef __cplusplus
}
#endif

#endif
