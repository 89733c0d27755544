/* SPDX-License-Identifier: MIT */
/* rules_check.h: every placement rule stated again, plainly and apart from the library's rule
 * table, so that tests can hold the search and the checker of src/catan/ against it. */
#ifndef HEXSEED_TESTS_RULES_CHECK_H
#define HEXSEED_TESTS_RULES_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "hexseed/catan.h"

/* A board as the rules see it: hexes, terrain (HS_SEA for water), numbers, the island group of
 * each tile (rules hold within a group; -1 for sea) and which hexes are the layout's centre. */
typedef struct check_board {
    int n;
    hs_hex hex[HS_BOARD_MAX_TILES];
    unsigned char terrain[HS_BOARD_MAX_TILES], number[HS_BOARD_MAX_TILES];
    signed char group[HS_BOARD_MAX_TILES];
    bool centre[HS_BOARD_MAX_TILES];
} check_board;

/* True when every rule of `rules` holds on `b`; otherwise false, with the broken rule's name and
 * the tile in `why`. */
bool check_rules(const check_board *b, const hs_rules *rules, char *why, size_t size);

/* The check_board of a generated board (groups from the board's layout, centre from its mode). */
void check_board_of(const hs_board *board, check_board *out);

#endif
