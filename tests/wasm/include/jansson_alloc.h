/* SPDX-License-Identifier: MIT */
/* tests/wasm/include/jansson_alloc.h: jansson's allocator hook, which tests/failalloc.c calls
 * (failalloc_count_jansson) and the lite jansson of the WebAssembly build (js/wasm) does not
 * have. Forced into failalloc.c's compilation only (js/gen-ninja.py); native_stubs.c defines it. */
#ifndef HEXSEED_TESTS_WASM_JANSSON_ALLOC_H
#define HEXSEED_TESTS_WASM_JANSSON_ALLOC_H

#include <stddef.h>

typedef void *(*json_malloc_t)(size_t);
typedef void (*json_free_t)(void *);
void json_set_alloc_funcs(json_malloc_t malloc_fn, json_free_t free_fn);

#endif
