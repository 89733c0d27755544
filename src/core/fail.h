/* SPDX-License-Identifier: MIT */
/* fail.h: how a library function fails with a reason: the message into the caller's diag and
 * the error back, in one expression. Not installed; not part of the public API. */
#ifndef HEXSEED_FAIL_H
#define HEXSEED_FAIL_H

#include <stddef.h>

#include "hexseed/error.h"

/* Writes the printf-style message into `diag` (when not NULL) and returns `err`, so that a
 * failing function can say `return hs_fail(diag, HS_EINVAL, "seed %s is not a number", s);`. */
hs_err hs_fail(hs_diag *diag, hs_err err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* HS_OK when the `size` bytes of an options struct's reserved space are zero; otherwise
 * HS_EINVAL saying that `type` must start from `make()` (a caller that filled the struct by hand,
 * or one built against a newer hexseed that set a field this library does not know). */
hs_err hs_check_reserved(const void *reserved, size_t size, const char *type, const char *make, hs_diag *diag);
#define HS_CHECK_RESERVED(o, type, make, diag) hs_check_reserved((o)->reserved, sizeof (o)->reserved, type, make, diag)

#endif
