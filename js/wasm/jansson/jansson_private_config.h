/* SPDX-License-Identifier: MIT */
/* js/wasm/jansson/jansson_private_config.h: what jansson's configure (configure.ac) finds on
 * emscripten, for the WebAssembly build of Debian's jansson (scripts/build-wasm-lib): its libc
 * (musl) has every header and function configure checks. Without USE_URANDOM (configure's
 * --disable-urandom): the module has no file system (-sFILESYSTEM=0), where emscripten's open()
 * stub claims success and the read that follows throws. The hash seed then comes from the time
 * and pid; it decides only where keys sit in an object's hash table, never the order jansson
 * writes them. */
#ifndef JANSSON_PRIVATE_CONFIG_H
#define JANSSON_PRIVATE_CONFIG_H

#define HAVE_ENDIAN_H 1
#define HAVE_FCNTL_H 1
#define HAVE_LOCALE_H 1
#define HAVE_SCHED_H 1
#define HAVE_UNISTD_H 1
#define HAVE_SYS_PARAM_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_SYS_TIME_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1

#define HAVE_CLOSE 1
#define HAVE_GETPID 1
#define HAVE_GETTIMEOFDAY 1
#define HAVE_LOCALECONV 1
#define HAVE_OPEN 1
#define HAVE_READ 1
#define HAVE_SCHED_YIELD 1
#define HAVE_STRTOLL 1

#define HAVE_LONG_LONG_INT 1
#define HAVE_UNSIGNED_LONG_LONG_INT 1

#define HAVE_SYNC_BUILTINS 1
#define HAVE_ATOMIC_BUILTINS 1

#define INITIAL_HASHTABLE_ORDER 3

#endif
