/* SPDX-License-Identifier: MIT */
/* fuzz_number.c: libFuzzer harness for the strict number parser (hexseed/number.h), checked
 * against a second reading: whatever it accepts is plain decimal text whose value strtoll or
 * strtod reads the same and which lies in the range; it never accepts whitespace or signs it
 * must refuse. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/number.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[80];
    if (size >= sizeof text)
        size = sizeof text - 1;
    memcpy(text, data, size);
    text[size] = '\0';
    long long v;
    if (hs_parse_integer(text, -1000000, 4294967295LL, &v)) {
        if (!(text[0] == '-' || (text[0] >= '0' && text[0] <= '9')))
            abort();
        char *end;
        errno = 0;
        long long w = strtoll(text, &end, 10);
        if (errno || *end || w != v || v < -1000000 || v > 4294967295LL)
            abort();
    }
    if (hs_parse_integer(text, 0, 255, &v) && (text[0] == '-' || v > 255))
        abort();
    double d;
    if (hs_parse_decimal(text, 0.0, 1.0, &d)) {
        for (const char *p = text; *p; p++)
            if (!strchr("0123456789.eE+-", *p))
                abort(); /* no hex, no inf or nan, no whitespace */
        if (text[0] == '+' || text[0] == '-' || strlen(text) > 64)
            abort();
        char *end;
        if (strtod(text, &end) != d || *end || !(d >= 0.0 && d <= 1.0))
            abort();
    }
    return 0;
}
