/* SPDX-License-Identifier: MIT */
/* hexseed/error.h: the one error enum of the library, its names, and the diagnostics buffer
 * through which a function says in a sentence what exactly was wrong. */
#ifndef HEXSEED_ERROR_H
#define HEXSEED_ERROR_H

#include <stddef.h>

/* X(enum name, short description). 0 is success; the order is part of the ABI. */
#define HS_ERROR_TABLE(X)                                               \
    X(HS_OK,        "success")                                          \
    X(HS_EINVAL,    "invalid argument")                                 \
    X(HS_ENOMEM,    "out of memory")                                    \
    X(HS_ECODE,     "malformed share code")                             \
    X(HS_EVERSION,  "unknown share code version")                       \
    X(HS_EUNSAT,    "no board satisfies the active rules")              \
    X(HS_ECONFLICT, "conflicting options")                              \
    X(HS_ELIMIT,    "size or search limit exceeded")                    \
    X(HS_EPARSE,    "malformed input")                                  \
    X(HS_EIO,       "input/output error")                               \
    X(HS_ECANCEL,   "cancelled")

typedef enum hs_err {
#define HS_ERROR_ENUM(name, text) name,
    HS_ERROR_TABLE(HS_ERROR_ENUM)
#undef HS_ERROR_ENUM
    HS_ERR_COUNT
} hs_err;

/* A static English description of `err`; "unknown error" for values outside the enum. */
const char *hs_strerror(hs_err err);

/* The enum's own name ("HS_EINVAL"), for logs and JSON error bodies. */
const char *hs_errname(hs_err err);

/* A caller-owned buffer for a one-line, human-readable reason. Functions that take an
 * `hs_diag *` fill it when they fail and leave it untouched when they succeed; NULL is allowed
 * everywhere and means "the caller does not want the detail". */
typedef struct hs_diag {
    char msg[256];
} hs_diag;

/* Writes the printf-style message into `diag` (when not NULL) and returns `err`, so that a
 * failing function can say `return hs_fail(diag, HS_EINVAL, "seed %s is not a number", s);`. */
hs_err hs_fail(hs_diag *diag, hs_err err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
