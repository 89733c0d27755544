/* SPDX-License-Identifier: MIT */
/* error.c: names and descriptions of hs_err, and the diagnostics helper. */
#include "hexseed/error.h"
#include "fail.h"

#include <stdarg.h>
#include <stdio.h>

static const char *const error_text[] = {
#define HS_ERROR_TEXT(name, text) text,
    HS_ERROR_TABLE(HS_ERROR_TEXT)
#undef HS_ERROR_TEXT
};

static const char *const error_name[] = {
#define HS_ERROR_NAME(name, text) #name,
    HS_ERROR_TABLE(HS_ERROR_NAME)
#undef HS_ERROR_NAME
};

const char *hs_strerror(hs_err err)
{
    if ((unsigned)err >= HS_ERR_COUNT)
        return "unknown error";
    return error_text[err];
}

const char *hs_errname(hs_err err)
{
    if ((unsigned)err >= HS_ERR_COUNT)
        return "HS_EUNKNOWN";
    return error_name[err];
}

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
