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

hs_err hs_check_reserved(const void *reserved, size_t size, const char *type, const char *make, hs_diag *diag)
{
    const unsigned char *p = reserved;
    for (size_t i = 0; i < size; i++)
        if (p[i])
            return hs_fail(diag, HS_EINVAL,
                           "%s.reserved is not zero: start from %s() and set only the fields this version of "
                           "hexseed has", type, make);
    return HS_OK;
}
