/* SPDX-License-Identifier: MIT */
/* number.c: the strict number parser of hexseed/number.h: the text is checked character by
 * character first, so strtod only ever sees plain decimal text. */
#include "hexseed/number.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

bool hs_parse_integer(const char *text, long long min, long long max, long long *out)
{
    if (!text)
        return false;
    const char *p = text;
    bool negative = *p == '-' && min < 0;
    if (negative)
        p++;
    if (!is_digit(*p))
        return false;
    unsigned long long v = 0;
    int digits = 0;
    for (; is_digit(*p); p++) {
        if (++digits > 19)
            return false;
        v = v * 10 + (unsigned long long)(*p - '0'); /* 19 digits fit in 64 bits */
    }
    if (*p)
        return false;
    long long value;
    if (negative) {
        if (v > (unsigned long long)LLONG_MAX + 1)
            return false;
        value = v == (unsigned long long)LLONG_MAX + 1 ? LLONG_MIN : -(long long)v;
    } else {
        if (v > (unsigned long long)LLONG_MAX)
            return false;
        value = (long long)v;
    }
    if (value < min || value > max)
        return false;
    *out = value;
    return true;
}

bool hs_parse_decimal(const char *text, double min, double max, double *out)
{
    if (!text || strlen(text) > 64)
        return false;
    const char *p = text;
    if (*p == '-' && min < 0)
        p++;
    int digits = 0;
    while (is_digit(*p))
        p++, digits++;
    if (*p == '.') {
        p++;
        while (is_digit(*p))
            p++, digits++;
    }
    if (!digits)
        return false;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '-' || *p == '+')
            p++;
        if (!is_digit(*p))
            return false;
        while (is_digit(*p))
            p++;
    }
    if (*p)
        return false;
    char *end;
    double v = strtod(text, &end);
    if (*end || !(v >= min && v <= max)) /* NaN fails both comparisons */
        return false;
    *out = v;
    return true;
}
