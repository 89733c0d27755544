/* SPDX-License-Identifier: MIT */
/* fuzz_code.c: libFuzzer harness for the share-code decoder: any bytes, no crash, no undefined
 * behaviour; a code that decodes encodes to a code that decodes to the same options. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/code.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[HS_CODE_MAX_CHARS + 8];
    if (size >= sizeof text)
        size = sizeof text - 1;
    memcpy(text, data, size);
    text[size] = '\0';
    hs_catan_options opt;
    hs_diag diag = {{0}};
    if (hs_code_decode(text, &opt, &diag) != HS_OK)
        return 0;
    hs_code code;
    if (hs_code_encode(&opt, &code, &diag) != HS_OK)
        abort(); /* what we read, we can write */
    hs_catan_options again;
    if (hs_code_decode(code.text, &again, &diag) != HS_OK)
        abort(); /* what we write, we must read back */
    hs_code code2;
    if (hs_code_encode(&again, &code2, &diag) != HS_OK || strcmp(code.text, code2.text) != 0)
        abort();
    return 0;
}
