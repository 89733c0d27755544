/* code.c: share codes. A code is the base36 spelling of one integer
 *     V = H * 2^32 + seed,    H = version + 4 * (mode + 4 * (rules + 16 * (numbers + 2 * ext)))
 * where version is the format version (1), mode 0..3, rules the four rule bits, numbers the
 * placement method (0 random, 1 spiral) and ext an extension: 0 none; 1 + 4 * (metric + 2 *
 * (least + 2 * iterations / 1000)) for a balanced board; 2 + 4 * (rule + 256 * (start + 256 *
 * swap)) for a Seafarers board on an automaton landmass (3 is reserved).
 * Codes are written with at least 8 digits, lowercase; extensions make them longer. */
#include <ctype.h>
#include <string.h>

#include "hexseed/code.h"

#define MIN_DIGITS 8
#define MAX_DIGITS 12 /* 36^12 < 2^63: no overflow in a uint64_t */

static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

hs_err hs_code_encode(const hs_catan_options *o, hs_code *code)
{
    if ((unsigned)o->mode >= HS_MODE_COUNT || (o->rules & ~(unsigned)HS_RULE_ALL) ||
        (unsigned)o->numbers >= HS_NUMBERS_COUNT)
        return HS_EINVAL;
    if (o->landmass && (o->mode != HS_MODE_SEAFARERS || o->numbers != HS_NUMBERS_RANDOM))
        return HS_EINVAL;
    if (o->landmass && o->balance)
        return HS_EINVAL;
    if (o->balance && (o->balance > HS_BALANCE_LEAST || o->balance_metric > 1 || o->balance_iterations % 1000 ||
                       o->balance_iterations < 1000 || o->balance_iterations > 10000000))
        return HS_EINVAL;
    uint64_t ext = o->landmass ? 2u + 4u * (o->land_rule + 256u * (o->land_start + 256u * (uint64_t)o->land_swap))
                   : o->balance
                       ? 1u + 4u * (o->balance_metric + 2u * ((o->balance - 1u) + 2u * (uint64_t)(o->balance_iterations / 1000)))
                       : 0;
    uint64_t fields = (uint64_t)o->mode + 4u * ((uint64_t)o->rules + 16u * ((uint64_t)o->numbers + 2u * ext));
    uint64_t h = HS_CODE_VERSION + 4u * fields;
    uint64_t v = (h << 32) | o->seed;

    char rev[MAX_DIGITS + 1];
    int n = 0;
    do {
        rev[n++] = digits[v % 36];
        v /= 36;
    } while (v);
    while (n < MIN_DIGITS)
        rev[n++] = '0';
    for (int i = 0; i < n; i++)
        code->text[i] = rev[n - 1 - i];
    code->text[n] = '\0';
    return HS_OK;
}

static int digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = (char)tolower((unsigned char)c);
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    return -1;
}

hs_err hs_code_decode(const char *text, hs_catan_options *o, hs_diag *diag)
{
    size_t len = strlen(text);
    if (len < MIN_DIGITS || len > MAX_DIGITS)
        return hs_fail(diag, HS_ECODE, "share code '%.20s%s' has %zu characters; a code has %d to %d",
                       text, len > 20 ? "..." : "", len, MIN_DIGITS, MAX_DIGITS);
    if (len > MIN_DIGITS && text[0] == '0')
        return hs_fail(diag, HS_ECODE, "share code '%s' has a leading zero beyond %d characters", text, MIN_DIGITS);
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        int d = digit_value(text[i]);
        if (d < 0)
            return hs_fail(diag, HS_ECODE, "share code '%s' has a character that is not 0-9 or a-z at position %zu",
                           text, i + 1);
        v = v * 36 + (uint64_t)d;
    }
    uint64_t h = v >> 32;
    unsigned version = (unsigned)(h % 4);
    if (version != HS_CODE_VERSION)
        return hs_fail(diag, HS_EVERSION, "share code '%s' has format version %u; this hexseed reads version %d",
                       text, version, HS_CODE_VERSION);
    uint64_t fields = h / 4;
    unsigned mode = (unsigned)(fields % 4);
    unsigned rules = (unsigned)(fields / 4 % 16);
    unsigned numbers = (unsigned)(fields / 64 % 2);
    uint64_t ext = fields / 128;
    if (mode >= HS_MODE_COUNT)
        return hs_fail(diag, HS_ECODE, "share code '%s' names board mode %u, which this hexseed does not make", text, mode);
    bool landmass = ext % 4 == 2 && ext / 4 < 2u * 256 * 256 && mode == HS_MODE_SEAFARERS && numbers == HS_NUMBERS_RANDOM;
    uint64_t thousands = ext / 16;
    bool balanced = ext % 4 == 1 && thousands >= 1 && thousands <= 10000 && mode <= HS_MODE_5_6 &&
                    numbers == HS_NUMBERS_RANDOM && !(ext / 4 % 2 == 1 && mode != HS_MODE_CLASSIC);
    if (ext && !landmass && !balanced)
        return hs_fail(diag, HS_ECODE, "share code '%s' carries an extension this hexseed does not know", text);

    *o = hs_catan_default();
    if (balanced) {
        o->balance_metric = (uint8_t)(ext / 4 % 2);
        o->balance = (uint8_t)(1 + ext / 8 % 2);
        o->balance_iterations = (uint32_t)thousands * 1000;
    }
    if (landmass) {
        o->landmass = true;
        o->land_rule = (uint8_t)(ext / 4 % 256);
        o->land_start = (uint8_t)(ext / 4 / 256 % 256);
        o->land_swap = ext / 4 / 65536 != 0;
    }
    o->mode = (hs_mode)mode;
    o->rules = rules;
    o->numbers = (hs_numbers)numbers;
    o->seed = (uint32_t)v;
    return HS_OK;
}
