/* SPDX-License-Identifier: MIT */
/* fuzz_input.c: a harness's input as a C string (fuzz_input.h). */
#include "fuzz_input.h"

#include <stdlib.h>
#include <string.h>

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return NULL;
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}
