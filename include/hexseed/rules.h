/* SPDX-License-Identifier: MIT */
/* hexseed/rules.h: the placement rules as one table. Each entry gives a rule's name (the CLI
 * and URL spelling), its label, its kind and its parameter; parsing, printing, the checker,
 * the optimizer's move test, the search's constraints, the CLI help and GET /api/rules are
 * all read off this table. docs/design.md says how to add a rule.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_RULES_H
#define HEXSEED_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "hexseed/catan.h"
#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a rule constrains, which decides how the search enforces it. */
typedef enum hs_rule_kind {
    HS_KIND_PAIR,   /* neighbouring hexes may not hold conflicting values */
    HS_KIND_CORNER, /* a bound over the hexes that meet at an intersection */
    HS_KIND_GROUP,  /* a bound on connected groups of one terrain */
    HS_KIND_HEX,    /* a bound on the number of one hex, by its terrain */
    HS_KIND_PLACE,  /* where a terrain may lie */
    HS_KIND_COUNT,  /* how many of some numbers one terrain may hold */
    HS_KIND_KINDS /* may grow: never size a stored array by it */
} hs_rule_kind;

/* The shape of a rule's parameter. */
typedef enum hs_param_kind {
    HS_PARAM_NONE,        /* "red" */
    HS_PARAM_INT,         /* "pips=10": an integer from min to max */
    HS_PARAM_CHOICE,      /* "desert=centre": one of choices[0 .. max] */
    HS_PARAM_TERRAIN_INT, /* "min-pips=forest:2": a terrain and an integer; may repeat */
} hs_param_kind;

/* The public face of one rule-table entry. */
typedef struct hs_rule_info {
    const char *name;             /* "red", "pips", ... */
    const char *label;            /* a short phrase for a form: "6 and 8 never touch" */
    const char *help;             /* one sentence for help texts */
    hs_rule_kind kind;
    hs_param_kind param;
    int min, max, def;            /* HS_PARAM_INT: range and default; HS_PARAM_CHOICE: 0, last
                                     index, default index; HS_PARAM_TERRAIN_INT: the integer's range */
    const char *const *choices;   /* HS_PARAM_CHOICE only */
} hs_rule_info;

/* The number of rules in the table; rule i has the bit 1u << i in hs_rules.on. Errors: none. */
int hs_rule_count(void);

/* Entry i of the table (0 <= i < hs_rule_count()), or NULL. Errors: none (NULL as said). */
const hs_rule_info *hs_rule_at(int i);

/* The index of the rule called `name` (case-insensitive), or -1. Errors: none (-1 as said). */
int hs_rule_find(const char *name);

/* "pair", "corner", "group", "hex", "place", "count". Errors: none ("?" out of range). */
const char *hs_rule_kind_name(hs_rule_kind kind);

/* Rule red with every parameter at its default. Errors: none. */
hs_rules hs_rules_default(void);

/* Parses a comma-separated rule list into `*rules` (which it overwrites entirely):
 * "red,extremes,pips=10,group=2,desert=centre,min-pips=forest:2". "none" or "" is no rule; "all"
 * is the four neighbour rules; "group=1" is "terrain"; "desert=any" turns the desert rule off. A
 * parameterised rule may not repeat, except the per-terrain limits (once per terrain).
 * Errors: HS_EINVAL naming the word that is wrong and what was expected. */
hs_err hs_rules_parse(const char *text, hs_rules *rules, hs_diag *diag);

/* Writes the canonical spelling of `rules` ("red,pips=10", or "none") into `buf` (always NUL
 * terminated when size > 0). Returns the length the full text needs, as snprintf does. Errors:
 * none (a short `buf` truncates, as snprintf does). */
size_t hs_rules_format(const hs_rules *rules, char *buf, size_t size);

/* The parameter of rule i inside `rules`: one byte, or for HS_PARAM_TERRAIN_INT an array of
 * HS_TERRAIN_COUNT bytes indexed by terrain; NULL for a rule without parameter or i out of
 * range. Errors: none (NULL as said). */
const uint8_t *hs_rules_param(const hs_rules *rules, int i);

/* HS_OK when every parameter of every rule that is on lies in its range; otherwise HS_EINVAL
 * with the rule named. Errors: HS_EINVAL only, as said. */
hs_err hs_rules_validate(const hs_rules *rules, hs_diag *diag);

/* A board's shape and rule set prepared for checking many placements fast (the optimizer
 * checks every move): an opaque handle of hs_rule_view_new, released by hs_rule_view_free
 * (NULL is a no-op). hs_rule_view_new gives NULL when memory runs out. Errors: none but NULL for
 * memory, as said. Thread-safety: a view is only read after hs_rule_view_new, so threads may
 * share it; hs_rule_view_free not while another thread uses it. */
typedef struct hs_rule_view hs_rule_view;
hs_rule_view *hs_rule_view_new(const hs_board *board, const hs_rules *rules);
void hs_rule_view_free(hs_rule_view *view);

/* True when every rule of the view holds at and around the tiles `tiles[0..n)` of `board`
 * (n = -1: everywhere; `board` of the view's shape). A rule over a whole group (spread-red) is
 * checked on the groups of those tiles. When a rule breaks and `diag` is given, names the rule
 * and the tile. Errors: none (false, with the reason in `diag`, when a rule breaks).
 * Thread-safety: any thread; the view is only read. */
bool hs_rules_hold(const hs_rule_view *view, const hs_board *board, const int *tiles, int n, hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
