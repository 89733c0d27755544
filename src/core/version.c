/* SPDX-License-Identifier: MIT */
/* version.c: the library's own version, as Meson wrote it into hexseed/version.h. */
#include "hexseed/version.h"

const char *hs_version(void)
{
    return HS_VERSION_STRING;
}
