/* SPDX-License-Identifier: MIT */
/* rules.c: the rule table, and everything read off it: parsing and printing rule lists, the
 * parameters' ranges, the constraints each rule puts on the search (catan_internal.h), and the
 * board checker. A rule is one entry of `table`; its index is its bit and its place in share
 * codes v2, so entries are only ever appended. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "catan_internal.h"
#include "hexseed/rules.h"
#include "../core/fail.h"
#include "rules_internal.h"

#define MASK(v) (1u << (v))
#define RED_NUMBERS (MASK(6) | MASK(8))
#define EXTREME_NUMBERS (MASK(2) | MASK(12))
#define ALL_NUMBERS 0x1FFCu /* 2..12 */
#define RESOURCE_TERRAINS \
    (MASK(HS_FOREST) | MASK(HS_HILLS) | MASK(HS_FIELDS) | MASK(HS_PASTURE) | MASK(HS_MOUNTAINS) | MASK(HS_GOLD))

static const char *const desert_choices[] = {"centre", "inland"};

/* One rule: its public face, then what the search and the checker need. */
typedef struct rule_entry {
    hs_rule_info info;
    hs_stage stage;   /* the stage the rule constrains */
    uint16_t values;  /* PAIR: the values that conflict; GROUP: the terrains bounded;
                         COUNT: the numbers counted; PLACE: the terrain placed */
    bool same;        /* PAIR: a value conflicts only with a copy of itself */
    size_t param;     /* offsetof(hs_rules, parameter), 0 when there is none */
} rule_entry;

static const rule_entry table[] = {
    {{"red", "6 and 8 never touch", "no 6 or 8 next to a 6 or 8", HS_KIND_PAIR, HS_PARAM_NONE, 0, 0, 0, NULL},
     HS_STAGE_NUMBERS, RED_NUMBERS, false, 0},
    {{"extremes", "2 and 12 never touch", "no 2 or 12 next to a 2 or 12", HS_KIND_PAIR, HS_PARAM_NONE, 0, 0, 0,
      NULL},
     HS_STAGE_NUMBERS, EXTREME_NUMBERS, false, 0},
    {{"equal", "Equal numbers never touch", "no two equal numbers next to each other", HS_KIND_PAIR,
      HS_PARAM_NONE, 0, 0, 0, NULL},
     HS_STAGE_NUMBERS, ALL_NUMBERS, true, 0},
    {{"terrain", "Equal resources never touch",
      "no two equal resource terrains next to each other (deserts may touch: see deserts-apart)", HS_KIND_PAIR,
      HS_PARAM_NONE, 0, 0, 0, NULL},
     HS_STAGE_TERRAIN, RESOURCE_TERRAINS, true, 0},
    {{"pips", "At most N pips at an intersection",
      "the hexes meeting at any intersection hold at most N pips together (sea and desert count 0)",
      HS_KIND_CORNER, HS_PARAM_INT, 5, 15, 10, NULL},
     HS_STAGE_NUMBERS, ALL_NUMBERS, false, offsetof(hs_rules, pips)},
    {{"group", "No group of one resource larger than N",
      "no connected group of one resource terrain larger than N tiles (for N=1 use rule terrain)", HS_KIND_GROUP,
      HS_PARAM_INT, 2, 9, 2, NULL},
     HS_STAGE_TERRAIN, RESOURCE_TERRAINS, false, offsetof(hs_rules, group)},
    {{"desert", "Deserts in the centre, or off the coast",
      "deserts lie in the centre of the board (centre: the middle hex; on 5-6 the two middle hexes, which touch) or anywhere off the coast (inland)", HS_KIND_PLACE,
      HS_PARAM_CHOICE, 0, 1, 0, desert_choices},
     HS_STAGE_TERRAIN, MASK(HS_DESERT), false, offsetof(hs_rules, desert)},
    {{"deserts-apart", "Deserts never touch", "no two deserts next to each other", HS_KIND_PAIR, HS_PARAM_NONE, 0,
      0, 0, NULL},
     HS_STAGE_TERRAIN, MASK(HS_DESERT), true, 0},
    {{"spread-red", "6s and 8s spread over the resources",
      "no resource holds more than its share of the 6s and 8s (one on Classic, two on 5-6)", HS_KIND_COUNT,
      HS_PARAM_NONE, 0, 0, 0, NULL},
     HS_STAGE_NUMBERS, RED_NUMBERS, false, 0},
    {{"min-pips", "A terrain's hexes hold at least N pips", "every hex of terrain T holds at least N pips (e.g. min-pips=forest:2)",
      HS_KIND_HEX, HS_PARAM_TERRAIN_INT, 2, 5, 2, NULL},
     HS_STAGE_NUMBERS, ALL_NUMBERS, false, offsetof(hs_rules, min_pips)},
    {{"max-pips", "A terrain's hexes hold at most N pips", "no hex of terrain T holds more than N pips (e.g. max-pips=gold:4)",
      HS_KIND_HEX, HS_PARAM_TERRAIN_INT, 1, 4, 4, NULL},
     HS_STAGE_NUMBERS, ALL_NUMBERS, false, offsetof(hs_rules, max_pips)},
};

#define N_RULES ((int)(sizeof table / sizeof table[0]))

_Static_assert(N_RULES <= 32, "hs_rules.on has 32 bits");

int hs_rule_count(void)
{
    return N_RULES;
}

const hs_rule_info *hs_rule_at(int i)
{
    return i >= 0 && i < N_RULES ? &table[i].info : NULL;
}

int hs_rule_find(const char *name)
{
    for (int i = 0; i < N_RULES; i++)
        if (strcasecmp(name, table[i].info.name) == 0)
            return i;
    return -1;
}

const char *hs_rule_kind_name(hs_rule_kind kind)
{
    static const char *const names[HS_KIND_KINDS] = {"pair", "corner", "group", "hex", "place", "count"};
    return (unsigned)kind < HS_KIND_KINDS ? names[kind] : "?";
}

hs_rules hs_rules_default(void)
{
    hs_rules r;
    memset(&r, 0, sizeof r);
    r.on = HS_RULE_RED;
    for (int i = 0; i < N_RULES; i++)
        if (table[i].info.param == HS_PARAM_INT || table[i].info.param == HS_PARAM_CHOICE)
            *((uint8_t *)&r + table[i].param) = (uint8_t)table[i].info.def;
    return r;
}

/* ---- Parameters ---------------------------------------------------------------------------- */

static uint8_t *param_of(hs_rules *r, const rule_entry *e)
{
    return (uint8_t *)r + e->param;
}

uint8_t *hs_rules_param_mut(hs_rules *rules, int i)
{
    return i >= 0 && i < N_RULES && table[i].param ? param_of(rules, &table[i]) : NULL;
}

const uint8_t *hs_rules_param(const hs_rules *rules, int i)
{
    return i >= 0 && i < N_RULES && table[i].param ? (const uint8_t *)rules + table[i].param : NULL;
}

static const uint8_t *param_in(const hs_rules *r, const rule_entry *e)
{
    return (const uint8_t *)r + e->param;
}

/* A terrain that can hold a number: the five resources and gold. */
static bool producing(int terrain)
{
    return (RESOURCE_TERRAINS >> terrain) & 1u;
}

hs_err hs_rules_validate(const hs_rules *rules, hs_diag *diag)
{
    hs_err err = HS_CHECK_RESERVED(rules, "hs_rules", "hs_rules_default", diag);
    if (err)
        return err;
    for (int t = HS_TERRAIN_COUNT; t < HS_RULES_MAX_TERRAINS; t++)
        if (rules->min_pips[t] || rules->max_pips[t])
            return hs_fail(diag, HS_EINVAL, "min-pips or max-pips is set for terrain %d; there are %d terrains", t,
                           (int)HS_TERRAIN_COUNT);
    if (rules->on >> N_RULES)
        return hs_fail(diag, HS_EINVAL, "unknown rule bits 0x%x", rules->on >> N_RULES << N_RULES);
    for (int i = 0; i < N_RULES; i++) {
        const rule_entry *e = &table[i];
        if (!(rules->on & MASK(i)) || e->info.param == HS_PARAM_NONE)
            continue;
        const uint8_t *p = param_in(rules, e);
        if (e->info.param != HS_PARAM_TERRAIN_INT) {
            if (*p < e->info.min || *p > e->info.max)
                return hs_fail(diag, HS_EINVAL, "rule '%s' takes %d to %d, not %d", e->info.name, e->info.min,
                               e->info.max, *p);
            continue;
        }
        int set = 0;
        for (int t = 0; t < HS_TERRAIN_COUNT; t++) {
            if (!p[t])
                continue;
            if (!producing(t) || p[t] < e->info.min || p[t] > e->info.max)
                return hs_fail(diag, HS_EINVAL, "rule '%s' takes a resource terrain and %d to %d", e->info.name,
                               e->info.min, e->info.max);
            set++;
        }
        if (!set)
            return hs_fail(diag, HS_EINVAL, "rule '%s' names no terrain", e->info.name);
    }
    return HS_OK;
}

/* ---- Text ------------------------------------------------------------------------------------ */

/* Reads a whole decimal number in [min, max] from s[0..len). */
static bool read_int(const char *s, size_t len, int min, int max, int *out)
{
    if (len == 0 || len > 3)
        return false;
    int v = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
    }
    if (v < min || v > max)
        return false;
    *out = v;
    return true;
}

static hs_err parse_word(const char *w, size_t len, hs_rules *r, unsigned *seen, hs_diag *diag)
{
    const char *eq = memchr(w, '=', len);
    size_t name_len = eq ? (size_t)(eq - w) : len;
    const char *arg = eq ? eq + 1 : NULL;
    size_t arg_len = eq ? len - name_len - 1 : 0;
    int shown = (int)(len > 40 ? 40 : len);

    if (!eq && len == 3 && strncasecmp(w, "all", 3) == 0) {
        r->on |= HS_RULE_ALL;
        return HS_OK;
    }
    if (!eq && len == 4 && strncasecmp(w, "none", 4) == 0)
        return hs_fail(diag, HS_EINVAL, "rule 'none' stands alone (it means no rule): drop it or the other rules");
    int i = -1;
    for (int k = 0; k < N_RULES && i < 0; k++)
        if (strlen(table[k].info.name) == name_len && strncasecmp(w, table[k].info.name, name_len) == 0)
            i = k;
    if (i < 0)
        return hs_fail(diag, HS_EINVAL, "unknown rule '%.*s' (see 'hexseed rules' or GET /api/rules)", shown, w);
    const rule_entry *e = &table[i];
    const char *name = e->info.name;

    switch (e->info.param) {
    case HS_PARAM_NONE:
        if (eq)
            return hs_fail(diag, HS_EINVAL, "rule '%s' takes no value: '%.*s'", name, shown, w);
        if (*seen & MASK(i))
            return hs_fail(diag, HS_EINVAL, "rule '%s' is given twice", name);
        *seen |= MASK(i);
        r->on |= MASK(i);
        return HS_OK;
    case HS_PARAM_INT: {
        int v;
        if (!eq)
            return hs_fail(diag, HS_EINVAL, "rule '%s' needs a value: %s=N with N from %d to %d", name, name,
                           e->info.min, e->info.max);
        if (MASK(i) == HS_RULE_GROUP && read_int(arg, arg_len, 1, 1, &v))
            return hs_fail(diag, HS_EINVAL, "rule '%.*s': %s takes a whole number from %d to %d; for groups of one "
                           "tile (no two equal resources side by side) write rule terrain", shown, w, name,
                           e->info.min, e->info.max);
        if (!read_int(arg, arg_len, e->info.min, e->info.max, &v))
            return hs_fail(diag, HS_EINVAL, "rule '%.*s': %s takes a whole number from %d to %d", shown, w, name,
                           e->info.min, e->info.max);
        if (*seen & MASK(i))
            return hs_fail(diag, HS_EINVAL, "rule '%s' is given twice", name);
        *seen |= MASK(i);
        *param_of(r, e) = (uint8_t)v;
        r->on |= MASK(i);
        return HS_OK;
    }
    case HS_PARAM_CHOICE:
        if (eq && arg_len == 3 && strncasecmp(arg, "any", 3) == 0 && MASK(i) == HS_RULE_DESERT) {
            r->on &= ~MASK(i); /* desert=any: no desert rule */
            *seen |= MASK(i);
            return HS_OK;
        }
        for (int c = 0; eq && c <= e->info.max; c++)
            if (strlen(e->info.choices[c]) == arg_len && strncasecmp(arg, e->info.choices[c], arg_len) == 0) {
                if (*seen & MASK(i))
                    return hs_fail(diag, HS_EINVAL, "rule '%s' is given twice", name);
                *seen |= MASK(i);
                *param_of(r, e) = (uint8_t)c;
                r->on |= MASK(i);
                return HS_OK;
            }
        return hs_fail(diag, HS_EINVAL, "rule '%.*s': %s takes %s, %s or any", shown, w, name, e->info.choices[0],
                       e->info.choices[1]);
    case HS_PARAM_TERRAIN_INT: {
        const char *colon = eq ? memchr(arg, ':', arg_len) : NULL;
        int v, t = -1;
        if (colon)
            for (int k = 0; k < HS_TERRAIN_COUNT && t < 0; k++) {
                const char *tn = hs_terrain_name((hs_terrain)k);
                if (producing(k) && strlen(tn) == (size_t)(colon - arg) && strncasecmp(arg, tn, strlen(tn)) == 0)
                    t = k;
            }
        if (t < 0 || !read_int(colon + 1, arg_len - (size_t)(colon + 1 - arg), e->info.min, e->info.max, &v))
            return hs_fail(diag, HS_EINVAL,
                           "rule '%.*s': %s takes TERRAIN:N, a resource terrain (forest, hills, fields, pasture, "
                           "mountains, gold) and N from %d to %d",
                           shown, w, name, e->info.min, e->info.max);
        uint8_t *p = param_of(r, e);
        if (p[t])
            return hs_fail(diag, HS_EINVAL, "rule '%s' names %s twice", name, hs_terrain_name((hs_terrain)t));
        p[t] = (uint8_t)v;
        r->on |= MASK(i);
        return HS_OK;
    }
    }
    return hs_fail(diag, HS_EINVAL, "rule '%s' has a parameter this version cannot read", name);
}

hs_err hs_rules_parse(const char *text, hs_rules *rules, hs_diag *diag)
{
    hs_rules r = hs_rules_default();
    r.on = 0;
    unsigned seen = 0;
    if (*text == '\0' || strcasecmp(text, "none") == 0) {
        *rules = r;
        return HS_OK;
    }
    for (const char *p = text;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        if (len == 0)
            return hs_fail(diag, HS_EINVAL, "rule list '%.40s' has an empty entry", text);
        hs_err err = parse_word(p, len, &r, &seen, diag);
        if (err)
            return err;
        if (!comma)
            break;
        p = comma + 1;
    }
    *rules = r;
    return HS_OK;
}

size_t hs_rules_format(const hs_rules *rules, char *buf, size_t size)
{
    size_t n = 0;
#define PUT(...)                                                                    \
    do {                                                                            \
        int k_ = buf && n < size ? snprintf(buf + n, size - n, __VA_ARGS__)         \
                                 : snprintf(NULL, 0, __VA_ARGS__);                  \
        n += (size_t)(k_ > 0 ? k_ : 0);                                             \
    } while (0)
    if (size)
        buf[0] = '\0';
    for (int i = 0; i < N_RULES; i++) {
        const rule_entry *e = &table[i];
        if (!(rules->on & MASK(i)))
            continue;
        const uint8_t *p = param_in(rules, e);
        const char *sep = n ? "," : "";
        switch (e->info.param) {
        case HS_PARAM_NONE: PUT("%s%s", sep, e->info.name); break;
        case HS_PARAM_INT: PUT("%s%s=%d", sep, e->info.name, *p); break;
        case HS_PARAM_CHOICE: PUT("%s%s=%s", sep, e->info.name, e->info.choices[*p <= e->info.max ? *p : 0]); break;
        case HS_PARAM_TERRAIN_INT:
            for (int t = 0; t < HS_TERRAIN_COUNT; t++)
                if (p[t])
                    PUT("%s%s=%s:%d", n ? "," : "", e->info.name, hs_terrain_name((hs_terrain)t), p[t]);
            break;
        }
    }
    if (n == 0)
        PUT("none");
#undef PUT
    return n;
}

/* ---- Constraints for the search (catan_internal.h) -------------------------------------------- */

void hs_rules_conflict_masks(const hs_rules *rules, hs_stage stage, uint16_t mask[16])
{
    memset(mask, 0, 16 * sizeof mask[0]);
    for (uint32_t on = rules->on; on; on &= on - 1) { /* the rules in force only */
        int i = __builtin_ctz(on);
        if (i >= N_RULES)
            break;
        const rule_entry *e = &table[i];
        if (e->info.kind != HS_KIND_PAIR || e->stage != stage)
            continue;
        for (uint16_t m = e->values; m; m &= (uint16_t)(m - 1)) {
            int v = __builtin_ctz(m);
            mask[v] |= e->same ? (uint16_t)MASK(v) : e->values;
        }
    }
}

uint16_t hs_rules_number_domain(const hs_rules *rules, int terrain)
{
    uint16_t allowed = 0xFFFF;
    for (int i = 0; i < N_RULES; i++) {
        const rule_entry *e = &table[i];
        if (!(rules->on & MASK(i)) || e->info.kind != HS_KIND_HEX)
            continue;
        int limit = param_in(rules, e)[terrain];
        if (!limit)
            continue;
        bool is_min = MASK(i) == HS_RULE_MIN_PIPS;
        for (int v = 2; v <= 12; v++)
            if (is_min ? hs_pips(v) < limit : hs_pips(v) > limit)
                allowed &= (uint16_t)~MASK(v);
    }
    return allowed;
}

/* The parameter of the rule of `kind` in force (the first such entry), or -1. */
static int kind_param(const hs_rules *rules, hs_rule_kind kind, const rule_entry **entry)
{
    for (int i = 0; i < N_RULES; i++)
        if ((rules->on & MASK(i)) && table[i].info.kind == kind) {
            *entry = &table[i];
            return table[i].param ? *param_in(rules, &table[i]) : 0;
        }
    return -1;
}

int hs_rules_pips_cap(const hs_rules *rules)
{
    const rule_entry *e;
    int cap = kind_param(rules, HS_KIND_CORNER, &e);
    return cap < 0 ? 0 : cap;
}

int hs_rules_group_cap(const hs_rules *rules, uint16_t *terrains)
{
    const rule_entry *e;
    int cap = kind_param(rules, HS_KIND_GROUP, &e);
    *terrains = cap < 0 ? 0 : e->values;
    return cap < 0 ? 0 : cap;
}

uint16_t hs_rules_counted(const hs_rules *rules)
{
    const rule_entry *e;
    return kind_param(rules, HS_KIND_COUNT, &e) < 0 ? 0 : e->values;
}

int hs_rules_count_cap(int counted)
{
    return (counted + 4) / 5; /* a fair share over the five resources, rounded up */
}

bool hs_rules_place_ok(const hs_rules *rules, int terrain, bool centre, bool inland)
{
    const rule_entry *e;
    int where = kind_param(rules, HS_KIND_PLACE, &e);
    if (where < 0 || !((e->values >> terrain) & 1u))
        return true;
    return where == HS_DESERT_CENTRE ? centre : inland;
}

/* ---- The checker ----------------------------------------------------------------------------- */

void hs_rule_view_init(hs_rule_view *v, const hs_board *board, const hs_rules *rules)
{
    memset(v, 0, sizeof *v);
    v->rules = *rules;
    v->n_tiles = board->n_tiles;
    hs_board_neighbors(board, v->neighbor);
    hs_board_groups(board, v->group);
    hs_rules_conflict_masks(rules, HS_STAGE_TERRAIN, v->terrain_conflict);
    hs_rules_conflict_masks(rules, HS_STAGE_NUMBERS, v->number_conflict);
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        v->domain[t] = hs_rules_number_domain(rules, t);
    v->pips_cap = (uint8_t)hs_rules_pips_cap(rules);
    v->group_cap = (uint8_t)hs_rules_group_cap(rules, &v->grouped);
    v->counted = hs_rules_counted(rules);

    const hs_shape *shape = board->options.landmass ? NULL : hs_shape_of(board->options.mode);
    int reds[2] = {0, 0};
    for (int t = 0; t < board->n_tiles; t++) {
        for (int c = 0; shape && c < shape->n_centre; c++)
            v->centre[t] |= hs_hex_eq(board->tiles[t].hex, hs_hex_make(shape->centre_q[c], shape->centre_r[c]));
        if (v->group[t] >= 0 && ((v->counted >> board->tiles[t].number) & 1u))
            reds[v->group[t]]++;
    }
    for (int g = 0; g < 2; g++)
        v->red_cap[g] = (uint8_t)hs_rules_count_cap(reds[g]);
}

hs_rule_view *hs_rule_view_new(const hs_board *board, const hs_rules *rules)
{
    hs_rule_view *v = malloc(sizeof *v);
    if (v)
        hs_rule_view_init(v, board, rules);
    return v;
}

void hs_rule_view_free(hs_rule_view *view)
{
    free(view);
}

static bool inland(const hs_rule_view *v, const hs_board *b, int t)
{
    for (int d = 0; d < 6; d++) {
        int j = v->neighbor[t][d];
        if (j < 0 || b->tiles[j].terrain == HS_SEA)
            return false;
    }
    return true;
}

/* The size of the connected group of `t`'s terrain that holds t. */
static int group_size(const hs_rule_view *v, const hs_board *b, int t)
{
    uint8_t stack[HS_BOARD_MAX_TILES];
    bool seen[HS_BOARD_MAX_TILES] = {false};
    int top = 0, size = 0, terrain = b->tiles[t].terrain;
    stack[top++] = (uint8_t)t;
    seen[t] = true;
    while (top) {
        int u = stack[--top];
        size++;
        for (int d = 0; d < 6; d++) {
            int j = v->neighbor[u][d];
            if (j >= 0 && !seen[j] && b->tiles[j].terrain == terrain) {
                seen[j] = true;
                stack[top++] = (uint8_t)j;
            }
        }
    }
    return size;
}

/* The name of the first pair rule in force under which x and y may not be neighbours. */
static const char *pair_rule(const hs_rules *r, hs_stage stage, int x, int y)
{
    for (int i = 0; i < N_RULES; i++) {
        const rule_entry *e = &table[i];
        if ((r->on & MASK(i)) && e->info.kind == HS_KIND_PAIR && e->stage == stage && ((e->values >> x) & 1u) &&
            ((e->values >> y) & 1u) && (!e->same || x == y))
            return e->info.name;
    }
    return "?";
}

static bool broken(hs_diag *diag, const char *rule, int t, const char *what)
{
    hs_fail(diag, HS_EUNSAT, "tile %d breaks rule '%s': %s", t, rule, what);
    return false;
}

/* Every rule at tile t: its pairs, its corners, its group, its place, its number's limits,
 * and its terrain's share of the counted numbers. */
static bool hold_at(const hs_rule_view *v, const hs_board *b, int t, hs_diag *diag)
{
    const hs_tile *a = &b->tiles[t];
    if (a->terrain == HS_SEA || v->group[t] < 0) /* sea, or a hex its scenario fixes as it is */
        return true;
    for (int d = 0; d < 6; d++) {
        int j = v->neighbor[t][d];
        if (j < 0)
            continue;
        const hs_tile *o = &b->tiles[j];
        if (o->terrain != HS_SEA && ((v->terrain_conflict[a->terrain] >> o->terrain) & 1u))
            return broken(diag, pair_rule(&v->rules, HS_STAGE_TERRAIN, a->terrain, o->terrain), t,
                          "the tile next door holds a conflicting terrain");
        if (a->number && o->number && ((v->number_conflict[a->number] >> o->number) & 1u))
            return broken(diag, pair_rule(&v->rules, HS_STAGE_NUMBERS, a->number, o->number), t,
                          "the tile next door holds a conflicting number");
    }
    for (int d = 0; v->pips_cap && d < 6; d++) {
        int x = v->neighbor[t][d], y = v->neighbor[t][(d + 1) % 6];
        int sum = hs_pips(a->number) + (x >= 0 ? hs_pips(b->tiles[x].number) : 0) +
                  (y >= 0 ? hs_pips(b->tiles[y].number) : 0);
        if (sum > v->pips_cap)
            return broken(diag, "pips", t, "one of its intersections holds too many pips");
    }
    if (v->group_cap && ((v->grouped >> a->terrain) & 1u) && group_size(v, b, t) > v->group_cap)
        return broken(diag, "group", t, "the group of its terrain is too large");
    if (!hs_rules_place_ok(&v->rules, a->terrain, v->centre[t], inland(v, b, t)))
        return broken(diag, "desert", t, "a desert out of its place");
    if (a->number && !((v->domain[a->terrain] >> a->number) & 1u))
        return broken(diag, hs_pips(a->number) < v->rules.min_pips[a->terrain] ? "min-pips" : "max-pips", t,
                      "its number is outside its terrain's limits");
    if (((v->counted >> a->number) & 1u) && a->number && v->group[t] >= 0) {
        int same = 0;
        for (int u = 0; u < b->n_tiles; u++)
            same += v->group[u] == v->group[t] && b->tiles[u].terrain == a->terrain &&
                    ((v->counted >> b->tiles[u].number) & 1u);
        if (same > v->red_cap[v->group[t]])
            return broken(diag, "spread-red", t, "its terrain holds more than its share of 6s and 8s");
    }
    return true;
}

/* Every constraint a change at a tile can break involves that tile (its pairs, its corners, the
 * group that now holds it, its terrain's count), so checking the changed tiles suffices. */
bool hs_rules_hold(const hs_rule_view *v, const hs_board *board, const int *tiles, int n, hs_diag *diag)
{
    if (n < 0) {
        for (int t = 0; t < board->n_tiles; t++)
            if (!hold_at(v, board, t, diag))
                return false;
        return true;
    }
    for (int k = 0; k < n; k++)
        if (!hold_at(v, board, tiles[k], diag))
            return false;
    return true;
}

bool hs_catan_check(const hs_board *board, const hs_rules *rules, hs_diag *diag)
{
    hs_rule_view v;
    hs_rule_view_init(&v, board, rules);
    return hs_rules_hold(&v, board, NULL, -1, diag);
}
