/* SPDX-License-Identifier: MIT */
/* fail.c: hs_fail (fail.h), the one way a library function writes its reason into a diag.
 * Compiled into libhexseed and again into libhexseed-cairo, where it stays hidden in each. */
#include "fail.h"

#include <stdarg.h>
#include <stdio.h>

hs_err hs_fail(hs_diag *diag, hs_err err, const char *fmt, ...)
{
    if (diag) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(diag->msg, sizeof diag->msg, fmt, ap);
        va_end(ap);
    }
    return err;
}
