/* SPDX-License-Identifier: MIT */
/* code.c: share codes, versions 1 and 2 (docs/formats.md defines both bit by bit).
 *
 * A code is the base36 spelling of one unsigned integer V, read as mixed-radix fields from the
 * least significant end: the seed (2^32), then the format version (4). Version 1 packs the rest
 * into at most 12 digits:
 *     V = H * 2^32 + seed,    H = 1 + 4 * (mode + 4 * (rules + 16 * (numbers + 2 * ext)))
 * with ext 0 none; 1 + 4 * (metric + 2 * (least + 2 * steps / 1000)) for a balanced board;
 * 2 + 4 * (rule + 256 * (start + 256 * swap)) for a Seafarers board on an automaton landmass.
 * Version 2 goes on with the four rule bits of version 1 (16), the number placement (2), the
 * layout (a varint of base-4 digits), then an open list of optional extensions, each a presence
 * flag (2) and its payload: every rule from table index 4 to 10, balancing, landmass, locks,
 * then every rule the table gains later. Fields past the last non-zero one cost nothing, so a
 * later version adds rules and extensions without a version bump and old codes keep meaning
 * what they meant. Version 1 is written whenever it can say the board; it stays 8 characters
 * for every board without an extension. */
#include <ctype.h>
#include <string.h>

#include "catan_internal.h"
#include "hexseed/code.h"
#include "hexseed/rules.h"
#include "../core/fail.h"
#include "rules_internal.h"

#define MIN_DIGITS 8
#define V1_MAX_DIGITS 12 /* 36^12 < 2^63: no overflow in a uint64_t */
#define LIMBS 36         /* 1152 bits > HS_CODE_MAX_CHARS base36 digits */
#define V1_RULES 4       /* table entries a version-1 code carries as bits */
#define RULES_BEFORE_EXT 11 /* rules listed before balancing, landmass and locks in version 2 */

static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

/* ---- Version 1 ------------------------------------------------------------------------------- */

/* Whether a version-1 code can say the board: exactly what v1_decode accepts. */
static bool v1_says(const hs_catan_options *o)
{
    if ((unsigned)o->mode >= 4 || (o->rules.on & ~(unsigned)HS_RULE_V1) || o->n_locks)
        return false;
    if (o->landmass)
        return o->mode == HS_MODE_SEAFARERS && o->numbers == HS_NUMBERS_RANDOM;
    if (o->balance) /* version 1 has one bit for the metric: hexseed or compat */
        return o->mode <= HS_MODE_5_6 && o->numbers == HS_NUMBERS_RANDOM && o->balance_metric <= HS_BALANCE_COMPAT &&
               !(o->balance_metric == HS_BALANCE_COMPAT && o->mode != HS_MODE_CLASSIC);
    return true;
}

static uint64_t v1_value(const hs_catan_options *o)
{
    uint64_t ext = o->landmass ? 2u + 4u * (o->land_rule + 256u * (o->land_start + 256u * (uint64_t)o->land_swap))
                   : o->balance
                       ? 1u + 4u * (o->balance_metric + 2u * ((o->balance - 1u) + 2u * (uint64_t)(o->balance_iterations / 1000)))
                       : 0;
    uint64_t fields = (uint64_t)o->mode + 4u * ((uint64_t)o->rules.on + 16u * ((uint64_t)o->numbers + 2u * ext));
    uint64_t h = 1 + 4u * fields;
    return (h << 32) | o->seed;
}

static hs_err v1_decode(const char *text, uint64_t v, hs_catan_options *o, hs_diag *diag)
{
    uint64_t fields = (v >> 32) / 4;
    unsigned mode = (unsigned)(fields % 4);
    unsigned rules = (unsigned)(fields / 4 % 16);
    unsigned numbers = (unsigned)(fields / 64 % 2);
    uint64_t ext = fields / 128;
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
    o->rules.on = rules;
    o->numbers = (hs_numbers)numbers;
    o->seed = (uint32_t)v;
    return HS_OK;
}

/* ---- A big unsigned integer, for version 2 ---------------------------------------------------- */

typedef struct big {
    uint32_t limb[LIMBS]; /* least significant first */
} big;

/* b = b * m + a; false on overflow. */
static bool big_mul_add(big *b, uint32_t m, uint32_t a)
{
    uint64_t carry = a;
    for (int i = 0; i < LIMBS; i++) {
        uint64_t x = (uint64_t)b->limb[i] * m + carry;
        b->limb[i] = (uint32_t)x;
        carry = x >> 32;
    }
    return carry == 0;
}

/* b = b / d; returns b mod d. */
static uint32_t big_divmod(big *b, uint32_t d)
{
    uint64_t rem = 0;
    for (int i = LIMBS - 1; i >= 0; i--) {
        uint64_t x = (rem << 32) | b->limb[i];
        b->limb[i] = (uint32_t)(x / d);
        rem = x % d;
    }
    return (uint32_t)rem;
}

static bool big_zero(const big *b)
{
    for (int i = 0; i < LIMBS; i++)
        if (b->limb[i])
            return false;
    return true;
}

/* ---- Version 2 fields ------------------------------------------------------------------------- */

#define MAX_FIELDS 512

/* The fields of a version-2 code, least significant first, each with its radix. */
typedef struct fields {
    int n;
    uint32_t value[MAX_FIELDS], radix[MAX_FIELDS];
} fields;

static void push(fields *f, uint32_t value, uint32_t radix)
{
    if (f->n < MAX_FIELDS) {
        f->value[f->n] = value;
        f->radix[f->n++] = radix;
    }
}

static void push_varint(fields *f, uint32_t x)
{
    do {
        push(f, x % 4, 4);
        x /= 4;
        push(f, x != 0, 2);
    } while (x);
}

/* The radix of a rule's payload, per field. */
static uint32_t int_radix(const hs_rule_info *r)
{
    return (uint32_t)(r->max - r->min + 1);
}

static bool producing(int t)
{
    return hs_terrain_numbered((hs_terrain)t);
}

static void push_rule(fields *f, const hs_rules *rules, int i)
{
    const hs_rule_info *r = hs_rule_at(i);
    bool on = (rules->on >> i) & 1u;
    push(f, on, 2);
    if (!on)
        return;
    switch (r->param) {
    case HS_PARAM_NONE: break;
    case HS_PARAM_INT: push(f, (uint32_t)(*hs_rules_param(rules, i) - r->min), int_radix(r)); break;
    case HS_PARAM_CHOICE: push(f, *hs_rules_param(rules, i), (uint32_t)r->max + 1); break;
    case HS_PARAM_TERRAIN_INT: {
        const uint8_t *limit = hs_rules_param(rules, i);
        for (int t = 0; t < HS_TERRAIN_COUNT; t++)
            if (producing(t))
                push(f, limit[t] ? (uint32_t)(limit[t] - r->min + 1) : 0, int_radix(r) + 1);
        break;
    }
    }
}

/* Number field of a lock: 0 none, then 2..6 and 8..12 as 1..10. */
static uint32_t lock_number_field(int n)
{
    return n == 0 ? 0 : n < 7 ? (uint32_t)n - 1 : (uint32_t)n - 2;
}

static int lock_number_of(uint32_t f)
{
    return f == 0 ? 0 : f < 6 ? (int)f + 1 : (int)f + 2;
}

static void v2_fields(const hs_catan_options *o, fields *f)
{
    f->n = 0;
    push(f, o->seed & 0xFFFF, 65536);
    push(f, o->seed >> 16, 65536);
    push(f, 2, 4);
    push(f, o->rules.on & HS_RULE_V1, 16);
    push(f, o->numbers, 2);
    push_varint(f, (uint32_t)o->mode);
    for (int i = V1_RULES; i < RULES_BEFORE_EXT; i++)
        push_rule(f, &o->rules, i);
    push(f, o->balance != 0, 2);
    if (o->balance) {
        push(f, o->balance_metric, 4);
        push(f, o->balance == HS_BALANCE_LEAST, 2);
        push(f, o->balance_iterations / 1000 - 1, 10000);
    }
    push(f, o->landmass, 2);
    if (o->landmass) {
        push(f, o->land_rule, 256);
        push(f, o->land_start, 256);
        push(f, o->land_swap, 2);
    }
    push(f, o->n_locks != 0, 2);
    if (o->n_locks) {
        hs_board shape;
        hs_layout_tiles(o->mode, &shape);
        push(f, o->n_locks - 1u, HS_MAX_LOCKS);
        for (int k = 0; k < o->n_locks; k++) {
            push(f, o->locks[k].tile, (uint32_t)shape.n_tiles);
            push(f, o->locks[k].terrain, HS_SEA);
            push(f, lock_number_field(o->locks[k].number), 11);
        }
    }
    for (int i = RULES_BEFORE_EXT; i < hs_rule_count(); i++)
        push_rule(f, &o->rules, i);
    while (f->n > 0 && f->value[f->n - 1] == 0) /* trailing zero fields cost nothing */
        f->n--;
}

/* ---- Encoding --------------------------------------------------------------------------------- */

static void spell(big *v, hs_code *code)
{
    char rev[HS_CODE_MAX_CHARS + 1];
    int n = 0;
    do
        rev[n++] = digits[big_divmod(v, 36)];
    while (!big_zero(v) && n < HS_CODE_MAX_CHARS);
    while (n < MIN_DIGITS)
        rev[n++] = '0';
    for (int i = 0; i < n; i++)
        code->text[i] = rev[n - 1 - i];
    code->text[n] = '\0';
}

static hs_err check_encodable(const hs_catan_options *o, hs_diag *diag)
{
    if (HS_CHECK_RESERVED(o, "hs_catan_options", "hs_catan_default", diag))
        return HS_EINVAL;
    if ((unsigned)o->mode >= (unsigned)hs_layout_count() || (unsigned)o->numbers >= HS_NUMBERS_COUNT)
        return hs_fail(diag, HS_EINVAL, "mode %d or number placement %d is out of range", (int)o->mode, (int)o->numbers);
    hs_err err = hs_rules_validate(&o->rules, diag);
    if (err)
        return err;
    if (o->landmass && (o->balance || o->mode != HS_MODE_SEAFARERS))
        return hs_fail(diag, HS_EINVAL, "a landmass board is a Seafarers board, and not balanced");
    if (o->balance && (o->balance > HS_BALANCE_LEAST || o->balance_metric >= HS_BALANCE_METRICS ||
                       o->balance_iterations % 1000 || o->balance_iterations < HS_BALANCE_STEPS_MIN ||
                       o->balance_iterations > HS_BALANCE_STEPS_MAX))
        return hs_fail(diag, HS_EINVAL, "balancing %u/%u with %u steps cannot be written in a code", o->balance,
                       o->balance_metric, (unsigned)o->balance_iterations);
    if (o->n_locks > HS_MAX_LOCKS)
        return hs_fail(diag, HS_EINVAL, "%u locks; a code holds at most %d", o->n_locks, HS_MAX_LOCKS);
    if (o->n_locks) {
        hs_board shape;
        hs_layout_tiles(o->mode, &shape);
        for (int k = 0; k < o->n_locks; k++)
            if (o->locks[k].tile >= shape.n_tiles || o->locks[k].terrain >= HS_SEA || o->locks[k].number > 12 ||
                (o->locks[k].number && !hs_pips(o->locks[k].number)))
                return hs_fail(diag, HS_EINVAL, "lock %d is not a tile, terrain and number of the board", k + 1);
    }
    return HS_OK;
}

hs_err hs_code_encode(const hs_catan_options *o, hs_code *code, hs_diag *diag)
{
    hs_err err = check_encodable(o, diag);
    if (err)
        return err;
    big v;
    memset(&v, 0, sizeof v);
    if (v1_says(o)) {
        uint64_t x = v1_value(o);
        v.limb[0] = (uint32_t)x;
        v.limb[1] = (uint32_t)(x >> 32);
    } else {
        fields f;
        v2_fields(o, &f);
        for (int i = f.n - 1; i >= 0; i--)
            if (!big_mul_add(&v, f.radix[i], f.value[i]))
                return hs_fail(diag, HS_ELIMIT, "the options do not fit in a share code");
    }
    spell(&v, code);
    return HS_OK;
}

/* ---- Decoding --------------------------------------------------------------------------------- */

static int digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return -1;
}

static uint32_t pop(big *v, uint32_t radix)
{
    return big_divmod(v, radix);
}

static uint32_t pop_varint(big *v)
{
    uint32_t x = 0, scale = 1;
    for (int k = 0; k < 8; k++) {
        x += pop(v, 4) * scale;
        scale *= 4;
        if (!pop(v, 2))
            break;
    }
    return x;
}

static void pop_rule(big *v, hs_rules *rules, int i)
{
    const hs_rule_info *r = hs_rule_at(i);
    if (!pop(v, 2))
        return;
    rules->on |= 1u << i;
    switch (r->param) {
    case HS_PARAM_NONE: break;
    case HS_PARAM_INT: *hs_rules_param_mut(rules, i) = (uint8_t)(pop(v, int_radix(r)) + (uint32_t)r->min); break;
    case HS_PARAM_CHOICE: *hs_rules_param_mut(rules, i) = (uint8_t)pop(v, (uint32_t)r->max + 1); break;
    case HS_PARAM_TERRAIN_INT: {
        uint8_t *limit = hs_rules_param_mut(rules, i);
        for (int t = 0; t < HS_TERRAIN_COUNT; t++)
            if (producing(t)) {
                uint32_t x = pop(v, int_radix(r) + 1);
                limit[t] = x ? (uint8_t)(x - 1 + (uint32_t)r->min) : 0;
            }
        break;
    }
    }
}

static hs_err v2_decode(const char *text, big *v, hs_catan_options *o, hs_diag *diag)
{
    *o = hs_catan_default();
    uint32_t lo = pop(v, 65536), hi = pop(v, 65536);
    o->seed = lo | hi << 16;
    pop(v, 4); /* the version */
    o->rules.on = pop(v, 16);
    o->numbers = (hs_numbers)pop(v, 2);
    uint32_t mode = pop_varint(v);
    if (mode >= (uint32_t)hs_layout_count())
        return hs_fail(diag, HS_EVERSION, "share code '%s' names board layout %u, which this hexseed does not make",
                       text, mode);
    o->mode = (hs_mode)mode;
    for (int i = V1_RULES; i < RULES_BEFORE_EXT; i++)
        pop_rule(v, &o->rules, i);
    if (pop(v, 2)) {
        o->balance_metric = (uint8_t)pop(v, 4);
        o->balance = pop(v, 2) ? HS_BALANCE_LEAST : HS_BALANCE_MOST;
        o->balance_iterations = (pop(v, 10000) + 1) * 1000;
    }
    if (pop(v, 2)) {
        o->landmass = true;
        o->land_rule = (uint8_t)pop(v, 256);
        o->land_start = (uint8_t)pop(v, 256);
        o->land_swap = pop(v, 2);
    }
    if (pop(v, 2)) {
        hs_board shape;
        hs_layout_tiles(o->mode, &shape);
        o->n_locks = (uint8_t)(pop(v, HS_MAX_LOCKS) + 1);
        for (int k = 0; k < o->n_locks; k++) {
            o->locks[k].tile = (uint8_t)pop(v, (uint32_t)shape.n_tiles);
            o->locks[k].terrain = (uint8_t)pop(v, HS_SEA);
            o->locks[k].number = (uint8_t)lock_number_of(pop(v, 11));
        }
    }
    for (int i = RULES_BEFORE_EXT; i < hs_rule_count(); i++)
        pop_rule(v, &o->rules, i);
    if (!big_zero(v))
        return hs_fail(diag, HS_EVERSION,
                       "share code '%s' carries options this hexseed does not know (made by a later version?)", text);
    hs_diag inner;
    if (check_encodable(o, &inner) != HS_OK)
        return hs_fail(diag, HS_ECODE, "share code '%s' is malformed: %s", text, inner.msg);
    hs_code again;
    if (hs_code_encode(o, &again, NULL) != HS_OK || strcmp(again.text, text) != 0)
        return hs_fail(diag, HS_ECODE, "share code '%s' is not written the one way a code is written", text);
    return HS_OK;
}

hs_err hs_code_decode(const char *text, hs_catan_options *o, hs_diag *diag)
{
    size_t len = strlen(text);
    for (size_t i = 0; i < len; i++)
        if (digit_value(text[i]) < 0)
            return hs_fail(diag, HS_ECODE, "share code '%.20s%s' has a character that is not 0-9 or a-z at position %zu",
                           text, len > 20 ? "..." : "", i + 1);
    if (len < MIN_DIGITS || len > HS_CODE_MAX_CHARS)
        return hs_fail(diag, HS_ECODE, "share code '%.20s%s' has %zu characters; a code has %d to %d", text,
                       len > 20 ? "..." : "", len, MIN_DIGITS, HS_CODE_MAX_CHARS);
    if (len > MIN_DIGITS && text[0] == '0')
        return hs_fail(diag, HS_ECODE, "share code '%s' has a leading zero beyond %d characters", text, MIN_DIGITS);
    char lower[HS_CODE_MAX_CHARS + 1];
    big v;
    memset(&v, 0, sizeof v);
    for (size_t i = 0; i < len; i++) {
        lower[i] = (char)tolower((unsigned char)text[i]);
        big_mul_add(&v, 36, (uint32_t)digit_value(text[i]));
    }
    lower[len] = '\0';
    unsigned version = v.limb[1] % 4;
    if (version == 1 && len > V1_MAX_DIGITS)
        return hs_fail(diag, HS_ECODE, "share code '%s' has %zu characters; a version-1 code has at most %d", lower,
                       len, V1_MAX_DIGITS);
    if (version == 1)
        return v1_decode(lower, (uint64_t)v.limb[1] << 32 | v.limb[0], o, diag);
    if (version == 2)
        return v2_decode(lower, &v, o, diag);
    return hs_fail(diag, HS_EVERSION, "share code '%s' has format version %u; this hexseed reads versions 1 and 2",
                   lower, version);
}
