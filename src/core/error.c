/* SPDX-License-Identifier: MIT */
/* error.c: names and descriptions of hs_err. */
#include "hexseed/error.h"

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
