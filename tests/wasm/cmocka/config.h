/* SPDX-License-Identifier: MIT */
/* tests/wasm/cmocka/config.h: what cmocka's cmake (ConfigureChecks.cmake, config.h.cmake) finds on
 * emscripten, for the WebAssembly build of Debian's cmocka that the unit tests link there
 * (scripts/build-wasm-lib). Only the macros src/cmocka.c reads matter; emscripten's libc (musl)
 * has all of them. Its signal() installs nothing (a crash ends the program, not just the test)
 * and sigsetjmp/siglongjmp are setjmp/longjmp. */
#ifndef HEXSEED_WASM_CMOCKA_CONFIG_H
#define HEXSEED_WASM_CMOCKA_CONFIG_H

#define PACKAGE "cmocka"
#define VERSION "1.1.5"

#define HAVE_ASSERT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_MALLOC_H 1
#define HAVE_MEMORY_H 1
#define HAVE_SETJMP_H 1
#define HAVE_SIGNAL_H 1
#define HAVE_STDARG_H 1
#define HAVE_STDDEF_H 1
#define HAVE_STDINT_H 1
#define HAVE_STDIO_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRINGS_H 1
#define HAVE_STRING_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_TIME_H 1
#define HAVE_UNISTD_H 1

#define HAVE_STRUCT_TIMESPEC 1

#define HAVE_CALLOC 1
#define HAVE_EXIT 1
#define HAVE_FPRINTF 1
#define HAVE_SNPRINTF 1
#define HAVE_VSNPRINTF 1
#define HAVE_FREE 1
#define HAVE_LONGJMP 1
#define HAVE_SIGLONGJMP 1
#define HAVE_MALLOC 1
#define HAVE_MEMCPY 1
#define HAVE_MEMSET 1
#define HAVE_PRINTF 1
#define HAVE_SETJMP 1
#define HAVE_SIGNAL 1
#define HAVE_STRCMP 1
#define HAVE_STRSIGNAL 1
#define HAVE_CLOCK_GETTIME 1

#define HAVE_GCC_THREAD_LOCAL_STORAGE 1
#define HAVE_CLOCK_REALTIME 1

#define WORDS_SIZEOF_VOID_P 4

#endif
