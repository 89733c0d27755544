/* SPDX-License-Identifier: MIT */
/* hexseed/code.h: share codes. A code is a short, case-insensitive, URL-safe string (base36)
 * that names a board completely: format version, mode, rules, number placement and seed.
 * docs/formats.md defines it bit by bit. Codes are a promise: a code made by this version
 * makes the same board in every later version.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_CODE_H
#define HEXSEED_CODE_H

#include "hexseed/catan.h"
#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The newest format version this hexseed writes (it writes version 1 whenever version 1 can
 * say the board, so that codes stay as short as they were). */
#define HS_CODE_VERSION 2

/* The longest code this hexseed reads or writes (a board with many locked tiles). */
#define HS_CODE_MAX_CHARS 200

/* A code as text: lowercase, NUL-terminated. */
typedef struct hs_code {
    char text[HS_CODE_MAX_CHARS + 1];
} hs_code;

/* The code of the board `options` describe (max_nodes is not part of it): version 1 (8
 * characters without balancing or a landmass, up to 12 with) for what version 1 can say,
 * version 2 otherwise (9 or 10 characters with one or two parameterised rules; longer with
 * locks). Errors: HS_EINVAL for options out of range, named in `diag`. */
hs_err hs_code_encode(const hs_catan_options *options, hs_code *code, hs_diag *diag);

/* Reads `text` into `*options` (max_nodes set to its default). Upper and lower case are
 * equal. Errors: HS_ECODE for a malformed code (characters, length, a form no encoder writes),
 * HS_EVERSION for a format version, layout or option this hexseed does not know. */
hs_err hs_code_decode(const char *text, hs_catan_options *options, hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
