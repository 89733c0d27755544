/* hexseed/code.h: share codes. A code is a short, case-insensitive, URL-safe string (base36)
 * that names a board completely: format version, mode, rules, number placement and seed.
 * docs/formats.md defines it bit by bit. Codes are a promise: a code made by this version
 * makes the same board in every later version. */
#ifndef HEXSEED_CODE_H
#define HEXSEED_CODE_H

#include "hexseed/catan.h"
#include "hexseed/error.h"

/* The format version this hexseed writes. */
#define HS_CODE_VERSION 1

/* Room for the longest code (12 characters) and its NUL. */
typedef struct hs_code {
    char text[16];
} hs_code;

/* The code of the board `options` describe (max_nodes is not part of it). Always 8
 * lowercase characters for Classic and 5-6 boards. HS_EINVAL for options out of range. */
hs_err hs_code_encode(const hs_catan_options *options, hs_code *code);

/* Reads `text` into `*options` (max_nodes set to its default). Upper and lower case are
 * equal. Errors: HS_ECODE for a malformed code (length, characters, unknown mode or
 * extension), HS_EVERSION for a format version this hexseed does not read. */
hs_err hs_code_decode(const char *text, hs_catan_options *options, hs_diag *diag);

#endif
