/* SPDX-License-Identifier: MIT */
/* fail.h: how a library function fails with a reason: the message into the caller's diag and
 * the error back, in one expression. Not installed; not part of the public API. */
#ifndef HEXSEED_FAIL_H
#define HEXSEED_FAIL_H

#include "hexseed/error.h"

/* Writes the printf-style message into `diag` (when not NULL) and returns `err`, so that a
 * failing function can say `return hs_fail(diag, HS_EINVAL, "seed %s is not a number", s);`. */
hs_err hs_fail(hs_diag *diag, hs_err err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

#endif
