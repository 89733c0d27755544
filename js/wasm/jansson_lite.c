/* SPDX-License-Identifier: MIT */
/* js/wasm/jansson_lite.c: JSON values and their dump for the WebAssembly build, written to give
 * the bytes jansson 2.14 gives: objects keep their keys in insertion order, reals print as
 * "%.*g" (17 digits unless JSON_REAL_PRECISION says otherwise) with ".0" added to whole numbers
 * and the exponent without '+' or leading zeros, strings escape '"', '\\' and control bytes
 * (\b \f \n \r \t, else \u00XX). Only what the library's renderers use is here. */
#include "jansson.h"

#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { J_OBJECT, J_ARRAY, J_STRING, J_INTEGER, J_REAL, J_TRUE, J_FALSE, J_NULL } json_type;

struct json_t {
    json_type type;
    size_t refcount;
    size_t n, cap;  /* object or array: entries used and allocated */
    char **keys;    /* object: keys, in insertion order */
    json_t **items; /* object or array: values */
    char *text;     /* string */
    json_int_t integer;
    double real;
};

static json_t *make(json_type type)
{
    json_t *j = calloc(1, sizeof *j);
    if (j) {
        j->type = type;
        j->refcount = 1;
    }
    return j;
}

json_t *json_object(void) { return make(J_OBJECT); }
json_t *json_array(void) { return make(J_ARRAY); }
json_t *json_true(void) { return make(J_TRUE); }
json_t *json_false(void) { return make(J_FALSE); }
json_t *json_null(void) { return make(J_NULL); }

/* The length of the UTF-8 sequence starting at `s` (1..4), or 0 when it is not valid UTF-8. */
static size_t utf8_length(const unsigned char *s)
{
    unsigned c = s[0];
    size_t n;
    unsigned cp;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        cp = c & 0x07;
    } else
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

static bool utf8_valid(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        size_t n = utf8_length(p);
        if (!n)
            return false;
        p += n;
    }
    return true;
}

json_t *json_string(const char *value)
{
    if (!value || !utf8_valid(value))
        return NULL;
    json_t *j = make(J_STRING);
    if (!j)
        return NULL;
    j->text = strdup(value);
    if (!j->text) {
        free(j);
        return NULL;
    }
    return j;
}

json_t *json_integer(json_int_t value)
{
    json_t *j = make(J_INTEGER);
    if (j)
        j->integer = value;
    return j;
}

json_t *json_real(double value)
{
    if (!isfinite(value))
        return NULL;
    json_t *j = make(J_REAL);
    if (j)
        j->real = value;
    return j;
}

void json_decref(json_t *json)
{
    if (!json || --json->refcount > 0)
        return;
    for (size_t i = 0; i < json->n; i++) {
        if (json->keys)
            free(json->keys[i]);
        json_decref(json->items[i]);
    }
    free(json->keys);
    free(json->items);
    free(json->text);
    free(json);
}

/* Room for one more entry in an object or array. */
static bool grow(json_t *j)
{
    if (j->n < j->cap)
        return true;
    size_t cap = j->cap ? 2 * j->cap : 8;
    json_t **items = realloc(j->items, cap * sizeof *items);
    if (!items)
        return false;
    j->items = items;
    if (j->type == J_OBJECT) {
        char **keys = realloc(j->keys, cap * sizeof *keys);
        if (!keys)
            return false;
        j->keys = keys;
    }
    j->cap = cap;
    return true;
}

int json_array_append_new(json_t *array, json_t *value)
{
    if (!value)
        return -1;
    if (!array || array->type != J_ARRAY || !grow(array)) {
        json_decref(value);
        return -1;
    }
    array->items[array->n++] = value;
    return 0;
}

int json_object_set_new(json_t *object, const char *key, json_t *value)
{
    if (!value)
        return -1;
    if (!object || object->type != J_OBJECT || !key || !utf8_valid(key)) {
        json_decref(value);
        return -1;
    }
    for (size_t i = 0; i < object->n; i++)
        if (strcmp(object->keys[i], key) == 0) {
            json_decref(object->items[i]);
            object->items[i] = value;
            return 0;
        }
    char *copy = strdup(key);
    if (!copy || !grow(object)) {
        free(copy);
        json_decref(value);
        return -1;
    }
    object->keys[object->n] = copy;
    object->items[object->n++] = value;
    return 0;
}

int json_object_update(json_t *object, json_t *other)
{
    if (!object || !other || object->type != J_OBJECT || other->type != J_OBJECT)
        return -1;
    for (size_t i = 0; i < other->n; i++) {
        other->items[i]->refcount++;
        if (json_object_set_new(object, other->keys[i], other->items[i]))
            return -1;
    }
    return 0;
}

/* ---- json_pack ------------------------------------------------------------------------------ */

typedef struct packer {
    const char *fmt;
    va_list ap;
    bool failed;
} packer;

static char next_token(packer *p)
{
    while (*p->fmt == ' ' || *p->fmt == '\t' || *p->fmt == '\n' || *p->fmt == ',' || *p->fmt == ':')
        p->fmt++;
    return *p->fmt ? *p->fmt++ : '\0';
}

static json_t *pack_value(packer *p, char t);

static json_t *pack_container(packer *p, bool object)
{
    json_t *j = object ? json_object() : json_array();
    if (!j)
        p->failed = true;
    for (;;) {
        char t = next_token(p);
        if (t == (object ? '}' : ']'))
            break;
        if (t == '\0') {
            p->failed = true;
            break;
        }
        if (object) {
            if (t != 's') {
                p->failed = true;
                break;
            }
            const char *key = va_arg(p->ap, const char *);
            json_t *v = pack_value(p, next_token(p));
            if (!key || !v || !j || json_object_set_new(j, key, v))
                p->failed = true;
            if (!key && v)
                json_decref(v);
        } else {
            json_t *v = pack_value(p, t);
            if (!v || !j || json_array_append_new(j, v))
                p->failed = true;
        }
    }
    return j;
}

/* One value of the format; NULL (and p->failed) on failure. Consumes its arguments either way. */
static json_t *pack_value(packer *p, char t)
{
    json_t *v = NULL;
    switch (t) {
    case '{': v = pack_container(p, true); break;
    case '[': v = pack_container(p, false); break;
    case 's': v = json_string(va_arg(p->ap, const char *)); break;
    case 'i': v = json_integer(va_arg(p->ap, int)); break;
    case 'I': v = json_integer(va_arg(p->ap, json_int_t)); break;
    case 'b': v = va_arg(p->ap, int) ? json_true() : json_false(); break;
    case 'f': v = json_real(va_arg(p->ap, double)); break;
    case 'o': v = va_arg(p->ap, json_t *); break;
    case 'n': v = json_null(); break;
    default: break;
    }
    if (!v)
        p->failed = true;
    return v;
}

json_t *json_pack(const char *fmt, ...)
{
    packer p = {.fmt = fmt, .failed = false};
    va_start(p.ap, fmt);
    json_t *root = pack_value(&p, next_token(&p));
    va_end(p.ap);
    if (next_token(&p) != '\0')
        p.failed = true;
    if (p.failed) {
        json_decref(root);
        return NULL;
    }
    return root;
}

/* ---- Dump ----------------------------------------------------------------------------------- */

typedef struct dumper {
    json_dump_callback_t out;
    void *data;
    size_t flags;
} dumper;

static int put(const dumper *d, const char *s, size_t n)
{
    return d->out(s, n, d->data);
}

/* A new line and `depth` indents, or with `space` a single space when not compact. */
static int indent(const dumper *d, int depth, bool space)
{
    int width = (int)(d->flags & 0x1F);
    if (width > 0) {
        if (put(d, "\n", 1))
            return -1;
        for (int i = 0; i < depth * width; i++)
            if (put(d, " ", 1))
                return -1;
        return 0;
    }
    return space && !(d->flags & JSON_COMPACT) ? put(d, " ", 1) : 0;
}

static int dump_string(const dumper *d, const char *s)
{
    if (put(d, "\"", 1))
        return -1;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        const unsigned char *run = p;
        while (*p && *p != '"' && *p != '\\' && *p >= 0x20 && !(*p == '/' && (d->flags & JSON_ESCAPE_SLASH)))
            p++;
        if (p > run && put(d, (const char *)run, (size_t)(p - run)))
            return -1;
        if (!*p)
            break;
        char esc[8];
        switch (*p) {
        case '"': strcpy(esc, "\\\""); break;
        case '\\': strcpy(esc, "\\\\"); break;
        case '/': strcpy(esc, "\\/"); break;
        case '\b': strcpy(esc, "\\b"); break;
        case '\f': strcpy(esc, "\\f"); break;
        case '\n': strcpy(esc, "\\n"); break;
        case '\r': strcpy(esc, "\\r"); break;
        case '\t': strcpy(esc, "\\t"); break;
        default: snprintf(esc, sizeof esc, "\\u%04X", *p); break;
        }
        if (put(d, esc, strlen(esc)))
            return -1;
        p++;
    }
    return put(d, "\"", 1);
}

/* jansson's real: "%.*g", a ".0" when neither '.' nor 'e' appears, and an exponent with
 * neither '+' nor leading zeros. */
static int dump_real(const dumper *d, double value)
{
    int precision = (int)((d->flags >> 11) & 0x1F);
    if (precision == 0)
        precision = 17;
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%.*g", precision, value);
    if (n < 0 || (size_t)n >= sizeof buf - 3)
        return -1;
    size_t len = (size_t)n;
    if (!strchr(buf, '.') && !strchr(buf, 'e')) {
        memcpy(buf + len, ".0", 3);
        len += 2;
    }
    char *e = strchr(buf, 'e');
    if (e) {
        char *start = e + 1, *end = e + 2;
        if (*start == '-')
            start++;
        while (*end == '0')
            end++;
        if (end != start) {
            memmove(start, end, len - (size_t)(end - buf) + 1);
            len -= (size_t)(end - start);
        }
    }
    return put(d, buf, len);
}

static int dump_value(const dumper *d, const json_t *j, int depth)
{
    char buf[32];
    switch (j->type) {
    case J_NULL: return put(d, "null", 4);
    case J_TRUE: return put(d, "true", 4);
    case J_FALSE: return put(d, "false", 5);
    case J_INTEGER: {
        int n = snprintf(buf, sizeof buf, "%lld", j->integer);
        return put(d, buf, (size_t)n);
    }
    case J_REAL: return dump_real(d, j->real);
    case J_STRING: return dump_string(d, j->text);
    case J_ARRAY:
    case J_OBJECT: {
        bool object = j->type == J_OBJECT;
        if (put(d, object ? "{" : "[", 1))
            return -1;
        if (j->n == 0)
            return put(d, object ? "}" : "]", 1);
        if (indent(d, depth + 1, false))
            return -1;
        for (size_t i = 0; i < j->n; i++) {
            if (object) {
                bool compact = (d->flags & JSON_COMPACT) != 0;
                if (dump_string(d, j->keys[i]) || put(d, compact ? ":" : ": ", compact ? 1 : 2))
                    return -1;
            }
            if (dump_value(d, j->items[i], depth + 1))
                return -1;
            if (i + 1 < j->n) {
                if (put(d, ",", 1) || indent(d, depth + 1, true))
                    return -1;
            } else if (indent(d, depth, false))
                return -1;
        }
        return put(d, object ? "}" : "]", 1);
    }
    }
    return -1;
}

int json_dump_callback(const json_t *json, json_dump_callback_t callback, void *data, size_t flags)
{
    if (!json || (json->type != J_OBJECT && json->type != J_ARRAY))
        return -1;
    dumper d = {callback, data, flags};
    return dump_value(&d, json, 0);
}

typedef struct growing {
    char *s;
    size_t len, cap;
} growing;

static int append(const char *buffer, size_t size, void *data)
{
    growing *g = data;
    if (g->len + size + 1 > g->cap) {
        size_t cap = g->cap ? g->cap : 256;
        while (cap < g->len + size + 1)
            cap *= 2;
        char *s = realloc(g->s, cap);
        if (!s)
            return -1;
        g->s = s;
        g->cap = cap;
    }
    memcpy(g->s + g->len, buffer, size);
    g->len += size;
    g->s[g->len] = '\0';
    return 0;
}

char *json_dumps(const json_t *json, size_t flags)
{
    growing g = {0};
    if (json_dump_callback(json, append, &g, flags) || !g.s) {
        free(g.s);
        return NULL;
    }
    return g.s;
}
