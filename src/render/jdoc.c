/* SPDX-License-Identifier: MIT */
/* jdoc.c: checked appends and sets into a jansson document, and its writing whole (jdoc.h). */
#include "jdoc.h"

void jdoc_add(jdoc *d, json_t *array, json_t *value)
{
    /* jansson releases `value` when the append fails, and refuses a NULL array or value. */
    if (json_array_append_new(array, value) != 0)
        d->failed = true;
}

void jdoc_set(jdoc *d, json_t *object, const char *key, json_t *value)
{
    if (json_object_set_new(object, key, value) != 0)
        d->failed = true;
}

void jdoc_update(jdoc *d, json_t *object, json_t *other)
{
    if (json_object_update(object, other) != 0)
        d->failed = true;
    json_decref(other);
}

/* The text of a document as jansson writes it, and the first error of those writes. */
typedef struct text {
    hs_buf buf;
    hs_err err;
} text;

static int append(const char *chunk, size_t size, void *ctx)
{
    text *t = ctx;
    if (!t->err)
        t->err = hs_sink_write(hs_sink_buf(&t->buf), chunk, size);
    return t->err ? -1 : 0;
}

static hs_err write_doc(jdoc *d, json_t *root, size_t flags, bool newline, hs_sink out)
{
    if (d->failed || !root) {
        json_decref(root);
        return HS_ENOMEM;
    }
    /* jansson 2.14 does not look at the answer of every write of a dump (an object key's is
     * dropped), so the writes' own error decides; a failed dump without one is jansson's own
     * allocation failing. */
    text t = {{NULL, 0, 0, 0}, HS_OK};
    int rc = json_dump_callback(root, append, &t, flags);
    json_decref(root);
    hs_err err = t.err ? t.err : rc ? HS_ENOMEM : newline && append("\n", 1, &t) ? t.err : HS_OK;
    if (!err)
        err = hs_sink_write(out, t.buf.data, t.buf.len);
    hs_buf_free(&t.buf);
    return err;
}

hs_err jdoc_write(jdoc *d, json_t *root, size_t flags, hs_sink out)
{
    return write_doc(d, root, flags, true, out);
}

hs_err jdoc_write_part(jdoc *d, json_t *root, size_t flags, hs_sink out)
{
    return write_doc(d, root, flags, false, out);
}
