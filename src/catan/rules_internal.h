/* SPDX-License-Identifier: MIT */
/* rules_internal.h: the rule checker's prepared view of a board shape and the writable face of
 * a rule's parameter, shared by the rule table and the share codes (the optimizer holds a view
 * through hexseed/rules.h). Not
 * installed; not part of the public API (the view is a cache of hot-loop tables that may change
 * with any rule). */
#ifndef HEXSEED_RULES_INTERNAL_H
#define HEXSEED_RULES_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/catan.h"
#include "hexseed/error.h"
#include "hexseed/rules.h"

/* The parameter of rule i inside `rules`, to write (hs_rules_param's writable twin). */
uint8_t *hs_rules_param_mut(hs_rules *rules, int i);

/* What the checker needs to know of a board's shape (hexseed/rules.h's opaque hs_rule_view):
 * neighbours, which tiles are searched together (an island group), and which lie in the
 * centre. Built once per board by hs_rule_view_init and then used for any number of checks. */
struct hs_rule_view {
    hs_rules rules;
    int n_tiles;
    short neighbor[HS_BOARD_MAX_TILES][6];
    signed char group[HS_BOARD_MAX_TILES]; /* island group of each land tile, -1 for sea */
    bool centre[HS_BOARD_MAX_TILES];       /* the layout's centre hexes (desert=centre) */
    /* Read off the rules once, for checks in a hot loop: */
    uint16_t terrain_conflict[16];         /* terrain -> terrains no neighbour may hold */
    uint16_t number_conflict[16];          /* number -> numbers no neighbour may hold */
    uint16_t domain[HS_TERRAIN_COUNT];     /* terrain -> numbers its hexes may hold */
    uint8_t pips_cap, group_cap;           /* 0: no such rule */
    uint16_t grouped, counted;             /* group's terrains; spread-red's numbers */
    uint8_t red_cap[2];                    /* spread-red: 6s and 8s one terrain may hold, per group */
};

/* Prepares `view` for checking `rules` on boards of `board`'s shape (its tiles' hexes and
 * terrain, sea included, and its options). */
void hs_rule_view_init(hs_rule_view *view, const hs_board *board, const hs_rules *rules);

#endif
