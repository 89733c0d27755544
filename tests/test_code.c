/* SPDX-License-Identifier: MIT */
/* test_code.c: share codes round-trip for every field, read any case, refuse what is malformed,
 * and the golden file: codes and the exact boards they must make, forever. */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "hexseed/code.h"
#include "hexseed/rules.h"
#include "hexseed/rng.h"

#include "check.h"

static void round_trip_every_field(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(2024);
    for (int i = 0; i < 20000; i++) {
        hs_catan_options o = hs_catan_default();
        o.mode = (hs_mode)hs_rng_below(&r, HS_MODE_COUNT);
        o.rules.on = hs_rng_below(&r, 16);
        o.numbers = (hs_numbers)hs_rng_below(&r, HS_NUMBERS_COUNT);
        o.seed = i < 4 ? (uint32_t[]){0u, 1u, 0x7fffffffu, 0xffffffffu}[i] : hs_rng_next(&r);
        hs_code code;
        assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
        assert_int_equal(strlen(code.text), 8);
        hs_catan_options back;
        assert_int_equal(hs_code_decode(code.text, &back, NULL), HS_OK);
        assert_int_equal(back.mode, o.mode);
        assert_int_equal(back.rules.on, o.rules.on);
        assert_int_equal(back.numbers, o.numbers);
        assert_int_equal(back.seed, o.seed);
        /* upper case reads the same */
        for (char *p = code.text; *p; p++)
            if (*p >= 'a' && *p <= 'z')
                *p = (char)(*p - 'a' + 'A');
        assert_int_equal(hs_code_decode(code.text, &back, NULL), HS_OK);
        assert_int_equal(back.seed, o.seed);
    }
}

/* Landmass boards: every rule, start and swap round-trips, in at most 12 characters; an
 * extension on a board that cannot carry it is refused. */
static void landmass_codes_round_trip(void **state)
{
    (void)state;
    hs_rng r = hs_rng_seed(7);
    for (int k = 0; k < 2 * 256 * 256; k += 7) {
        hs_catan_options o = hs_catan_default();
        o.mode = HS_MODE_SEAFARERS;
        o.rules.on = hs_rng_below(&r, 16);
        o.seed = hs_rng_next(&r);
        o.landmass = true;
        o.land_rule = (uint8_t)(k % 256);
        o.land_start = (uint8_t)(k / 256 % 256);
        o.land_swap = k >= 65536;
        hs_code code;
        assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
        assert_true(strlen(code.text) > 8 && strlen(code.text) <= 12);
        hs_catan_options back;
        assert_int_equal(hs_code_decode(code.text, &back, NULL), HS_OK);
        assert_true(back.landmass);
        assert_int_equal(back.mode, HS_MODE_SEAFARERS);
        assert_int_equal(back.rules.on, o.rules.on);
        assert_int_equal(back.seed, o.seed);
        assert_int_equal(back.land_rule, o.land_rule);
        assert_int_equal(back.land_start, o.land_start);
        assert_int_equal(back.land_swap, o.land_swap);
    }
    hs_catan_options o = hs_catan_default();
    o.landmass = true; /* Classic cannot stand on a landmass */
    hs_code code;
    assert_int_equal(hs_code_encode(&o, &code, NULL), HS_EINVAL);
}

static void distinct_options_give_distinct_codes(void **state)
{
    (void)state;
    hs_code seen[HS_MODE_COUNT * 16 * HS_NUMBERS_COUNT];
    int n = 0;
    for (int mode = 0; mode < HS_MODE_COUNT; mode++)
        for (unsigned rules = 0; rules < 16; rules++)
            for (int numbers = 0; numbers < HS_NUMBERS_COUNT; numbers++) {
                hs_catan_options o = hs_catan_default();
                o.mode = (hs_mode)mode;
                o.rules.on = rules;
                o.numbers = (hs_numbers)numbers;
                o.seed = 123456;
                assert_int_equal(hs_code_encode(&o, &seen[n], NULL), HS_OK);
                for (int k = 0; k < n; k++)
                    assert_string_not_equal(seen[k].text, seen[n].text);
                n++;
            }
}

/* Writes `v` in base36 with at least 8 digits, as the format does. */
static void spell(uint64_t v, char *text)
{
    char rev[16];
    int n = 0;
    do {
        rev[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[v % 36];
        v /= 36;
    } while (v);
    while (n < 8)
        rev[n++] = '0';
    for (int i = 0; i < n; i++)
        text[i] = rev[n - 1 - i];
    text[n] = '\0';
}

static void malformed_codes_are_refused_with_a_reason(void **state)
{
    (void)state;
    static const struct { const char *code; hs_err err; const char *msg; } cases[] = {
        {"", HS_ECODE, "share code '' has 0 characters; a code has 8 to 200"},
        {"abc", HS_ECODE, "share code 'abc' has 3 characters; a code has 8 to 200"},
        {"0xjiwxm2abcde", HS_ECODE, "share code '0xjiwxm2abcde' has a leading zero beyond 8 characters"},
        {"0xjiwxm\xc3\xa9", HS_ECODE, "share code '0xjiwxm\xc3\xa9' has a character that is not 0-9 or a-z at position 8"},
        {"0xji-xm2", HS_ECODE, "share code '0xji-xm2' has a character that is not 0-9 or a-z at position 5"},
        {"0xji xm2", HS_ECODE, "share code '0xji xm2' has a character that is not 0-9 or a-z at position 5"},
        {"00000000", HS_EVERSION, "share code '00000000' has format version 0; this hexseed reads versions 1 and 2"},
        {"00xjiwxm2", HS_ECODE, "share code '00xjiwxm2' has a leading zero beyond 8 characters"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        hs_catan_options o;
        hs_diag diag = {{0}};
        assert_int_equal(hs_code_decode(cases[k].code, &o, &diag), cases[k].err);
        assert_string_equal(diag.msg, cases[k].msg);
    }
    /* Codes built from raw fields: a version-2 code of a board version 1 can say (not the one
     * way to write it), format version 3, and a version-1 extension this version does not know.
     * (All four values of the 2-bit mode field are boards now.) */
    static const struct { uint64_t h; hs_err err; const char *says; } raw[] = {
        {2, HS_ECODE, "is not written the one way a code is written"},
        {3, HS_EVERSION, "has format version 3; this hexseed reads versions 1 and 2"},
        {1 + 4 * 128, HS_ECODE, "carries an extension this hexseed does not know"},
        {2 + 4 * (16 * 2 * 8 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2 * 2ull), HS_EVERSION,
         "carries options this hexseed does not know"},
    };
    for (size_t k = 0; k < sizeof raw / sizeof raw[0]; k++) {
        char text[16];
        spell((raw[k].h << 32) | 77u, text);
        hs_catan_options o;
        hs_diag diag = {{0}};
        assert_int_equal(hs_code_decode(text, &o, &diag), raw[k].err);
        assert_non_null(strstr(diag.msg, raw[k].says));
    }
}

/* Random text, valid characters and not: decoding never crashes, and whatever decodes is a
 * board whose code spells the same text again (one board, one code). */
static void random_text_decodes_only_to_canonical_codes(void **state)
{
    (void)state;
    static const char alphabet[] = "0123456789abcdefghijklmnopqrstuvwxyzABCXYZ-_ !%~";
    hs_rng r = hs_rng_seed(99);
    int accepted = 0;
    for (int k = 0; k < 200000; k++) {
        char text[24];
        int len = (int)hs_rng_below(&r, 16);
        bool plain = hs_rng_below(&r, 4) != 0; /* mostly base36, so that many decode */
        for (int i = 0; i < len; i++)
            text[i] = alphabet[hs_rng_below(&r, plain ? 36 : (uint32_t)(sizeof alphabet - 1))];
        text[len] = '\0';
        hs_catan_options o;
        hs_diag diag = {{0}};
        hs_err err = hs_code_decode(text, &o, &diag);
        if (err != HS_OK) {
            assert_true(err == HS_ECODE || err == HS_EVERSION);
            assert_true(strlen(diag.msg) > 0);
            continue;
        }
        hs_code again;
        assert_int_equal(hs_code_encode(&o, &again, NULL), HS_OK);
        for (int i = 0; i < len; i++) /* case-insensitive; codes are written in lower case */
            text[i] = (char)tolower((unsigned char)text[i]);
        assert_string_equal(again.text, text);
        accepted++;
    }
    assert_true(accepted > 1000);
}

/* ---- Golden boards ------------------------------------------------------------------------- */

static void golden_line(const hs_board *b, char *out, size_t size)
{
    static const char harbor_letter[HS_HARBOR_TYPE_COUNT] = {'3', 'L', 'B', 'G', 'W', 'O'};
    size_t n = 0;
    for (int i = 0; i < b->n_tiles; i++)
        out[n++] = hs_terrain_letter(b->tiles[i].terrain);
    for (int i = 0; i < b->n_tiles; i++)
        n += (size_t)snprintf(out + n, size - n, " %d", b->tiles[i].number);
    n += (size_t)snprintf(out + n, size - n, " | ");
    for (int h = 0; h < b->n_harbors; h++)
        out[n++] = harbor_letter[b->harbors[h].type];
    n += (size_t)snprintf(out + n, size - n, " | robber %d", b->robber);
    if (b->pirate >= 0)
        n += (size_t)snprintf(out + n, size - n, " | pirate %d", b->pirate);
    if (b->n_fog) /* The Fog Islands: the face-down stack, top first */
        n += (size_t)snprintf(out + n, size - n, " | fog");
    for (int k = 0; k < b->n_fog; k++)
        n += (size_t)snprintf(out + n, size - n, " %c%d", hs_terrain_letter(b->fog_stack[k].terrain),
                              b->fog_stack[k].number);
}

/* ---- The golden list ------------------------------------------------------------------------
 *
 * The options of every golden board, in file order. Entries are only ever added at the end:
 * the first 64 boards are Classic and 5-6, the next 32 Seafarers and Seafarers 5-6, the next 24
 * boards on automaton landmasses (those without land are skipped), then boards of share codes
 * version 2: every new rule, locked tiles, and the 5-6 spiral under extremes and equal. */

#define GOLDEN_V1 120 /* candidates of the version-1 list */
#define GOLDEN_LINES 183 /* lines the file holds: the test fails if one goes missing */

/* Version-2 boards: mode, rules, spiral, locks ("Q,R=T[:N];..."). Only append. */
static const struct { hs_mode mode; const char *rules; bool spiral; const char *locks; } golden_v2[] = {
    {HS_MODE_CLASSIC, "pips=10", false, ""},
    {HS_MODE_CLASSIC, "pips=10,group=2", false, ""},
    {HS_MODE_CLASSIC, "red,extremes,equal,pips=10,group=2", false, ""},
    {HS_MODE_5_6, "pips=10,group=2", false, ""},
    {HS_MODE_5_6, "red,extremes,equal,terrain,pips=11", false, ""},
    {HS_MODE_CLASSIC, "group=3", false, ""},
    {HS_MODE_5_6, "group=2,deserts-apart", false, ""},
    {HS_MODE_CLASSIC, "desert=centre", false, ""},
    {HS_MODE_5_6, "desert=centre,red", false, ""},
    {HS_MODE_CLASSIC, "desert=inland,terrain", false, ""},
    {HS_MODE_5_6, "desert=inland,deserts-apart,equal", false, ""},
    {HS_MODE_CLASSIC, "spread-red", false, ""},
    {HS_MODE_5_6, "spread-red,red,extremes", false, ""},
    {HS_MODE_CLASSIC, "min-pips=forest:2,min-pips=pasture:2", false, ""},
    {HS_MODE_CLASSIC, "max-pips=fields:4,red", false, ""},
    {HS_MODE_SEAFARERS, "max-pips=gold:4,red", false, ""},
    {HS_MODE_SEAFARERS, "pips=11,group=2", false, ""},
    {HS_MODE_SEAFARERS_5_6, "spread-red,deserts-apart,equal", false, ""},
    {HS_MODE_SEAFARERS_5_6, "pips=12,red,min-pips=hills:2", false, ""},
    {HS_MODE_5_6, "extremes", true, ""},
    {HS_MODE_5_6, "equal", true, ""},
    {HS_MODE_5_6, "red,extremes,equal,terrain", true, ""},
    {HS_MODE_SEAFARERS_5_6, "red,extremes", true, ""},
    {HS_MODE_CLASSIC, "pips=11", true, ""},
    {HS_MODE_CLASSIC, "red", false, "0,0=desert"},
    {HS_MODE_CLASSIC, "red", false, "0,0=forest:6;1,0=hills:4"},
    {HS_MODE_CLASSIC, "red,extremes,equal,terrain", false, "-2,0=mountains:8;2,-2=fields;0,2=pasture:11"},
    {HS_MODE_5_6, "pips=10,group=2", false, "0,0=desert;1,0=desert"},
    {HS_MODE_SEAFARERS, "red", false, "0,0=hills:5"},
    {HS_MODE_CLASSIC, "extremes,terrain", true, "0,0=desert;0,1=forest"},
    {HS_MODE_CLASSIC, "deserts-apart", false, ""},
    {HS_MODE_CLASSIC, "pips=15", false, ""},
    {HS_MODE_5_6, "pips=12,spread-red", false, ""},
    {HS_MODE_CLASSIC, "group=2,terrain", false, ""},
    {HS_MODE_CLASSIC, "min-pips=mountains:3,max-pips=hills:3,red,equal", false, ""},
    {HS_MODE_5_6, "min-pips=forest:2,min-pips=pasture:2,pips=11", false, ""},
    {HS_MODE_SEAFARERS, "desert=centre,red", false, ""},
    {HS_MODE_SEAFARERS_5_6, "group=2", false, "1,0=pasture:9"},
    {HS_MODE_CLASSIC, "none", false, "1,-1=mountains:6"},
    {HS_MODE_CLASSIC, "red,pips=10", false, "0,0=desert;-1,1=hills;1,-1=hills"},
    {HS_MODE_CLASSIC, "extremes,equal,pips=11,desert=inland", false, ""},
    {HS_MODE_5_6, "terrain,group=2,spread-red,pips=11", false, ""},
    /* The Seafarers scenarios (layout table entries 4 on), each under its own rules. */
    {(hs_mode)4 /* new-shores-3 */, "red", false, ""},
    {(hs_mode)5 /* four-islands-3 */, "red,min-pips=forest:2,min-pips=pasture:2", false, ""},
    {(hs_mode)6 /* four-islands-4 */, "red,min-pips=forest:2,min-pips=pasture:2", false, ""},
    {(hs_mode)7 /* six-islands */, "red,min-pips=forest:2,min-pips=pasture:2", false, ""},
    {(hs_mode)8 /* through-the-desert-3 */, "red,max-pips=gold:4", false, ""},
    {(hs_mode)9 /* through-the-desert-4 */, "red,max-pips=gold:4", false, ""},
    {(hs_mode)10 /* through-the-desert-5-6 */, "red,max-pips=gold:4", false, ""},
    {(hs_mode)4 /* new-shores-3 */, "red,extremes,equal,terrain", false, ""},
    {(hs_mode)9 /* through-the-desert-4 */, "red,max-pips=gold:4,pips=11", false, "1,-1=gold:3"},
    {(hs_mode)11 /* fog-islands-3 */, "red", false, ""},
    {(hs_mode)12 /* fog-islands-4 */, "red", false, ""},
    {(hs_mode)13 /* fog-islands-5-6 */, "red", false, ""},
    {(hs_mode)14 /* forgotten-tribe-4 */, "red", false, ""},
    {(hs_mode)15 /* forgotten-tribe-5-6 */, "red", false, ""},
    {(hs_mode)16 /* cloth-for-catan-4 */, "red", false, ""},
    {(hs_mode)17 /* cloth-for-catan-5-6 */, "red", false, ""},
    {(hs_mode)18 /* pirate-islands-4 */, "red", false, ""},
    {(hs_mode)19 /* pirate-islands-5-6 */, "red", false, ""},
    {(hs_mode)20 /* wonders-of-catan-4 */, "red", false, ""},
    {(hs_mode)21 /* wonders-of-catan-5-6 */, "red", false, ""},
    {(hs_mode)22 /* new-world-3 */, "red", false, ""},
    {(hs_mode)23 /* new-world-4 */, "red,extremes", false, ""},
    /* Numbers along the spiral under a rule that counts them per terrain (until 2026-11-23 the
     * counts came from a token bag the spiral never fills, and no such 5-6 board was made). */
    {HS_MODE_5_6, "spread-red,red", true, ""},
};

/* The options of golden_v2 entry k but its seed, on top of `o`; false past the end of the list
 * or when the entry does not read. */
static bool golden_v2_options(int k, hs_catan_options *o)
{
    if (k >= (int)(sizeof golden_v2 / sizeof golden_v2[0]))
        return false;
    o->mode = golden_v2[k].mode;
    if (hs_rules_parse(golden_v2[k].rules, &o->rules, NULL) != HS_OK)
        return false;
    o->numbers = golden_v2[k].spiral ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    char locks[128];
    snprintf(locks, sizeof locks, "%s", golden_v2[k].locks);
    for (char *l = strtok(locks, ";"); l; l = strtok(NULL, ";"))
        if (hs_lock_parse(l, o->mode, &o->locks[o->n_locks++], NULL) != HS_OK)
            return false;
    return true;
}

/* The options of golden candidate i (0 <= i < GOLDEN_V1 + the v2 list); `rng` advances as the
 * list was first written, so call it for i = 0, 1, 2, ... in order. False when i is past the end
 * or the lock text does not read (a broken list entry). */
static bool golden_options(int i, hs_rng *r, hs_catan_options *out)
{
    hs_catan_options o = hs_catan_default();
    if (i < GOLDEN_V1) {
        o.mode = (hs_mode)(i < 64 ? i % 2 : HS_MODE_SEAFARERS + i % 2);
        o.rules.on = (unsigned)(i / 2) % 16;
        o.numbers = (i % 8) >= 6 ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
        if (o.numbers == HS_NUMBERS_SPIRAL && (o.mode == HS_MODE_5_6 || o.mode == HS_MODE_SEAFARERS_5_6))
            o.rules.on &= ~(unsigned)(HS_RULE_EQUAL | HS_RULE_EXTREMES);
        o.seed = i < 4 ? (uint32_t)i : hs_rng_next(r);
        if (i >= 96) { /* boards on automaton landmasses */
            o.mode = HS_MODE_SEAFARERS;
            o.numbers = HS_NUMBERS_RANDOM;
            o.landmass = true;
            o.land_rule = (uint8_t)(o.seed >> 8);
            o.land_start = (uint8_t)(o.seed >> 16);
            o.land_swap = (o.seed >> 24) & 1;
            o.rules.on &= HS_RULE_RED | HS_RULE_EXTREMES;
        }
        *out = o;
        return true;
    }
    if (!golden_v2_options(i - GOLDEN_V1, &o))
        return false;
    o.seed = hs_rng_next(r);
    *out = o;
    return true;
}

/* The golden line of candidate i, or false when it makes no board (landmasses without land). */
static bool golden_entry(int i, hs_rng *r, char *line, size_t size, bool *valid)
{
    hs_catan_options o;
    *valid = golden_options(i, r, &o);
    if (!*valid)
        return false;
    hs_board b;
    hs_code code;
    if (hs_catan_generate(&o, &b, NULL) != HS_OK || hs_code_encode(&o, &code, NULL) != HS_OK)
        return false;
    int n = snprintf(line, size, "%s ", code.text);
    golden_line(&b, line + n, size - (size_t)n);
    return true;
}

/* Each line of tests/golden/catan.txt is `CODE LINE | HARBORS | robber N [| pirate N] [| fog STACK]`, and the
 * file has exactly GOLDEN_LINES of them. */
static void golden_codes_make_their_boards(void **state)
{
    (void)state;
    data_lines golden = data_lines_read(HS_TEST_GOLDEN "/catan.txt");
    int v2 = 0;
    for (size_t k = 0; k < golden.n; k++) {
        char code[HS_CODE_MAX_CHARS + 1];
        assert_int_equal(sscanf(golden.line[k], "%200s", code), 1);
        hs_catan_options o;
        assert_int_equal(hs_code_decode(code, &o, NULL), HS_OK);
        hs_board b;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        char got[2048];
        int n = snprintf(got, sizeof got, "%s ", code);
        golden_line(&b, got + n, sizeof got - (size_t)n);
        assert_string_equal(got, golden.line[k]);
        hs_code again;
        assert_int_equal(hs_code_encode(&o, &again, NULL), HS_OK);
        assert_string_equal(again.text, code);
        v2 += (o.rules.on & ~(unsigned)HS_RULE_V1) || o.n_locks; /* what only version 2 can say */
    }
    assert_int_equal(golden.n, GOLDEN_LINES);
    data_lines_free(&golden);
    assert_true(v2 >= 37);
}

/* HEXSEED_WRITE_GOLDEN=1: appends the lines of new list entries to the golden file, after
 * checking that every line already there is exactly what its entry makes; refuses (exit 1)
 * when one differs. */
static int append_golden(void)
{
    const char *path = HS_TEST_GOLDEN "/catan.txt";
    FILE *f = fopen(path, "r");
    if (!f)
        return 1;
    char have[512][1024];
    int n_have = 0;
    char line[1024];
    while (fgets(line, sizeof line, f) && n_have < 512)
        if (line[0] != '#' && line[0] != '\n') {
            line[strcspn(line, "\n")] = '\0';
            snprintf(have[n_have++], sizeof have[0], "%s", line);
        }
    fclose(f);
    f = fopen(path, "a");
    if (!f)
        return 1;
    hs_rng r = hs_rng_seed(20261122);
    int k = 0, added = 0;
    bool valid = true;
    for (int i = 0; valid; i++) {
        char entry[1024];
        if (!golden_entry(i, &r, entry, sizeof entry, &valid)) {
            if (valid && i >= GOLDEN_V1)
                fprintf(stderr, "golden candidate %d makes no board\n", i);
            continue;
        }
        if (k < n_have && strcmp(have[k], entry) != 0) {
            fprintf(stderr, "golden line %d would change:\n  file: %s\n  now:  %s\n", k + 1, have[k], entry);
            fclose(f);
            return 1;
        }
        if (k++ >= n_have) {
            fprintf(f, "%s\n", entry);
            added++;
        }
    }
    fprintf(stderr, "golden: %d lines checked, %d added; set GOLDEN_LINES to %d\n", n_have, added, k);
    return fclose(f) != 0;
}

/* ---- Golden digests of the search ----------------------------------------------------------
 *
 * tests/golden/search.txt holds, per rule set, one digest of the boards of many seeds: the
 * golden lines of SEARCH_BOARDS boards, seeds k * 2654435761 + case, hashed with FNV-1a. A
 * faster search must make every one of them again, so any change of search order shows. The
 * cases: every set of the four rules of share codes version 1 on Classic, 5-6 and Seafarers (3-4
 * and 5-6), numbers searched and along the spiral, then every entry of golden_v2. Lines only
 * grow, like the golden file. */

#define SEARCH_BOARDS 200
#define SEARCH_LINES 193 /* lines tests/golden/search.txt holds */

/* The options of digest case i, false past the end of the list. */
static bool search_case(int i, hs_catan_options *out)
{
    hs_catan_options o = hs_catan_default();
    if (i < 4 * 16 * 2) {
        o.mode = (hs_mode)(i / 32);
        o.rules.on = (unsigned)(i / 2) % 16;
        o.numbers = i % 2 ? HS_NUMBERS_SPIRAL : HS_NUMBERS_RANDOM;
    } else if (!golden_v2_options(i - 4 * 16 * 2, &o)) {
        return false;
    }
    *out = o;
    return true;
}

static uint64_t fnv1a(uint64_t h, const char *text)
{
    for (; *text; text++)
        h = (h ^ (unsigned char)*text) * 0x100000001b3u;
    return h;
}

/* The digest line of case i: what it is, then the digest of its boards (a seed that makes no
 * board adds its error code). */
static void search_line(int i, const hs_catan_options *base, char *line, size_t size)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (int k = 0; k < SEARCH_BOARDS; k++) {
        hs_catan_options o = *base;
        o.seed = (uint32_t)k * 2654435761u + (uint32_t)i;
        hs_board b;
        char text[2048];
        hs_err err = hs_catan_generate(&o, &b, NULL);
        if (err == HS_OK)
            golden_line(&b, text, sizeof text);
        else
            snprintf(text, sizeof text, "error %d", (int)err);
        h = fnv1a(h, text);
    }
    char rules[200];
    hs_rules_format(&base->rules, rules, sizeof rules);
    snprintf(line, size, "%s %s %s locks=%d %d %016llx", hs_mode_name(base->mode),
             base->numbers == HS_NUMBERS_SPIRAL ? "spiral" : "random", rules, base->n_locks, SEARCH_BOARDS,
             (unsigned long long)h);
}

static void search_digests_hold(void **state)
{
    (void)state;
    data_lines digests = data_lines_read(HS_TEST_GOLDEN "/search.txt");
    for (int i = 0; i < (int)digests.n; i++) {
        hs_catan_options o;
        assert_true(search_case(i, &o));
        char got[512];
        search_line(i, &o, got, sizeof got);
        assert_string_equal(got, digests.line[i]);
    }
    assert_int_equal(digests.n, SEARCH_LINES);
    data_lines_free(&digests);
}

/* With HEXSEED_WRITE_GOLDEN=1: appends the digests of cases the file does not hold yet (the
 * lines there are checked by the test, not here). */
static int append_search_digests(void)
{
    FILE *f = fopen(HS_TEST_GOLDEN "/search.txt", "r");
    int have = 0;
    char line[512];
    while (f && fgets(line, sizeof line, f))
        have += line[0] != '#' && line[0] != '\n';
    if (f)
        fclose(f);
    f = fopen(HS_TEST_GOLDEN "/search.txt", "a");
    if (!f)
        return 1;
    if (!have)
        fprintf(f, "# Golden digests of the search: per rule set, the FNV-1a of the golden lines of %d boards\n"
                   "# (test_code.c, search_digests_hold). Only ever append.\n", SEARCH_BOARDS);
    hs_catan_options o;
    int i = have;
    for (; search_case(i, &o); i++) {
        search_line(i, &o, line, sizeof line);
        fprintf(f, "%s\n", line);
    }
    fprintf(stderr, "search digests: %d lines held, %d added; set SEARCH_LINES to %d\n", have, i - have, i);
    return fclose(f) != 0;
}

int main(void)
{
    if (getenv("HEXSEED_WRITE_GOLDEN"))
        return append_golden() | append_search_digests();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip_every_field),
        cmocka_unit_test(landmass_codes_round_trip),
        cmocka_unit_test(distinct_options_give_distinct_codes),
        cmocka_unit_test(malformed_codes_are_refused_with_a_reason),
        cmocka_unit_test(random_text_decodes_only_to_canonical_codes),
        cmocka_unit_test(golden_codes_make_their_boards),
        cmocka_unit_test(search_digests_hold),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
