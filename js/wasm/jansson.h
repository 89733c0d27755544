/* SPDX-License-Identifier: MIT */
/* js/wasm/jansson.h: the part of jansson's API the library's JSON renderers use, for the
 * WebAssembly build (where no jansson is installed). jansson_lite.c implements it so that every
 * dump is byte for byte what jansson 2.14 writes for the same values and flags; the exactness
 * tests (tests/wasm) compare every renderer's output with the native build's. */
#ifndef HEXSEED_JANSSON_LITE_H
#define HEXSEED_JANSSON_LITE_H

#include <stddef.h>

typedef long long json_int_t;
typedef struct json_t json_t;

/* Dump flags, with jansson's values. */
#define JSON_INDENT(n) ((n) & 0x1F)
#define JSON_COMPACT 0x20
#define JSON_ENSURE_ASCII 0x40
#define JSON_SORT_KEYS 0x80
#define JSON_PRESERVE_ORDER 0x100
#define JSON_ESCAPE_SLASH 0x400
#define JSON_REAL_PRECISION(n) (((n) & 0x1F) << 11)

typedef int (*json_dump_callback_t)(const char *buffer, size_t size, void *data);

/* Constructors: NULL when out of memory, for a string that is not UTF-8, or a real that is not
 * finite (as jansson). */
json_t *json_object(void);
json_t *json_array(void);
json_t *json_string(const char *value);
json_t *json_integer(json_int_t value);
json_t *json_real(double value);
json_t *json_true(void);
json_t *json_false(void);
json_t *json_null(void);

/* Drops one reference; frees the value (and what it holds) at zero. NULL is a no-op. */
void json_decref(json_t *json);

/* Take the reference of `value` (also on failure); -1 for a NULL value or out of memory. */
int json_array_append_new(json_t *array, json_t *value);
int json_object_set_new(json_t *object, const char *key, json_t *value);
/* Sets every key of `other` in `object` (a key present keeps its place); -1 if not objects. */
int json_object_update(json_t *object, json_t *other);

/* Builds a value from a format: { } [ ] s i I b f o n; spaces, ',' and ':' are ignored. NULL on
 * any failure (a NULL string or value, a non-finite real, a bad format); 'o' values are taken
 * even then. */
json_t *json_pack(const char *fmt, ...);

/* Writes `json` as text through `callback` (jansson's layout for these flags); -1 on failure. */
int json_dump_callback(const json_t *json, json_dump_callback_t callback, void *data, size_t flags);
/* The same into a new string the caller frees with free(); NULL on failure. */
char *json_dumps(const json_t *json, size_t flags);

#endif
