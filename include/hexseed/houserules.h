/* SPDX-License-Identifier: MIT */
/* hexseed/houserules.h: the house-rules generator (the manual page hexseed-house-rules(1)): 26
 * rules in three tiers, an intensity jittered per rule, placeholders filled at
 * random; seeded with mulberry32, so a seed and the options give the same rules everywhere.
 * The rule texts are hexseed's own.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_HOUSERULES_H
#define HEXSEED_HOUSERULES_H

#include <stdint.h>

#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HS_HOUSE_RULES 26
#define HS_HOUSE_TEXT_MAX 320

typedef enum hs_tier { HS_TIER_MINOR, HS_TIER_MODERATE, HS_TIER_MAJOR, HS_TIER_COUNT } hs_tier; /* the count may grow */

typedef struct hs_house_options {
    int intensity;  /* 1..100; default 50 */
    int count;      /* rules to draw, 1..26, never the same rule twice; default 1 */
    uint32_t seed;  /* default 0 */
    /* Zero (as the _default() function leaves it); HS_EINVAL otherwise. A later version turns
     * these words into fields whose zero means "as before" (docs/library.md, "ABI"). */
    uint64_t reserved[2];
} hs_house_options;

/* Intensity 50, one rule, seed 0. Errors: none. */
hs_house_options hs_house_default(void);

/* The options a request of the generator table names (hexseed/generators.h: a face fills the
 * request from its flags, query or arguments), from the defaults up. Errors:
 * HS_EINVAL for a request of another generator or a value the table's reader could not
 * check (its message). */
typedef struct hs_request hs_request;
hs_err hs_house_options_read(const hs_request *r, hs_house_options *o, hs_diag *diag);

typedef struct hs_house_rule {
    int index;                      /* 0..25, the rule's place in the table */
    const char *name;               /* static */
    hs_tier tier;
    int intensity;                  /* the jittered intensity that chose the tier */
    char text[HS_HOUSE_TEXT_MAX];   /* the rule with its placeholders filled */
} hs_house_rule;

/* Draws options->count rules into out[0..count). For each: one draw jitters the intensity
 * (40%: as is, 15% each +7 / -7, 10% each +18 / -18, 5% each +30 / -30), which picks the tier
 * (up to 30 minor, up to 70 moderate, else major); one draw picks a rule of that tier not yet
 * drawn (when the tier is used up, the nearest tier with rules left, the milder on a tie); then
 * one draw per placeholder, in reading order. HS_EINVAL for options out of range. Errors:
 * HS_EINVAL only (options not from hs_house_default, intensity outside 1 to 100, count outside 1
 * to HS_HOUSE_RULES), with its reason in `diag`. */
hs_err hs_house_draw(const hs_house_options *options, hs_house_rule *out, hs_diag *diag);

/* The tier's name: "minor", "moderate", "major" ("?" out of range). Errors: none. */
const char *hs_tier_name(hs_tier tier);


#ifdef __cplusplus
}
#endif

#endif
