/* SPDX-License-Identifier: MIT */
/* js/wasm/jansson/jansson_config.h: what jansson's configure writes from src/jansson_config.h.in,
 * for the WebAssembly build of Debian's jansson (scripts/build-wasm-lib). The values are those of
 * the native build's /usr/include/jansson_config.h (Debian's libjansson-dev), which emscripten
 * has as well: json_int_t is long long, reals go through localeconv() (emscripten's "C" locale
 * has '.'), reference counts use the __atomic builtins (single-threaded in WebAssembly). */
#ifndef JANSSON_CONFIG_H
#define JANSSON_CONFIG_H

#define JSON_INLINE inline
#define JSON_INTEGER_IS_LONG_LONG 1
#define JSON_HAVE_LOCALECONV 1
#define JSON_HAVE_ATOMIC_BUILTINS 1
#define JSON_HAVE_SYNC_BUILTINS 1
#define JSON_PARSER_MAX_DEPTH 2048

#endif
