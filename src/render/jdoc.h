/* SPDX-License-Identifier: MIT */
/* jdoc.h: a JSON document built with jansson that is written whole or not at all. jansson's
 * builders answer NULL (json_array, json_pack, ...) or -1 (json_array_append_new,
 * json_object_set_new, ...) when its own allocations fail, and a renderer that does not look
 * writes a document short of a part. Internal to the renderers. The rule that makes a document
 * whole: every append, set and update goes through the functions below, which remember a
 * failure (a NULL value included) in the document; a NULL given to json_pack's "o" fails the
 * pack, so it reaches the root; and jdoc_write refuses a failed document or a NULL root. */
#ifndef HEXSEED_RENDER_JDOC_H
#define HEXSEED_RENDER_JDOC_H

#include <stdbool.h>
#include <stddef.h>

#include <jansson.h>

#include "hexseed/sink.h"

typedef struct jdoc {
    bool failed; /* some part could not be made or added */
} jdoc;

/* Appends `value` to `array`, taking the reference (released on failure); either NULL fails. */
void jdoc_add(jdoc *d, json_t *array, json_t *value);

/* Sets `key` of `object` to `value`, taking the reference (released on failure); either NULL
 * fails. */
void jdoc_set(jdoc *d, json_t *object, const char *key, json_t *value);

/* Copies every key of `other` into `object`, then releases `other`; either NULL fails. */
void jdoc_update(jdoc *d, json_t *object, json_t *other);

/* Writes `root` with jansson's `flags` and a newline, in one write, and releases it. The text
 * is made in memory first, so a failure to make it writes nothing. Errors: HS_ENOMEM (the
 * document failed, `root` is NULL, or there was no memory for the text), or the sink's. */
hs_err jdoc_write(jdoc *d, json_t *root, size_t flags, hs_sink out);

/* jdoc_write without the newline: a part of a document written by hand around it. */
hs_err jdoc_write_part(jdoc *d, json_t *root, size_t flags, hs_sink out);

#endif
