/* SPDX-License-Identifier: MIT */
/* test_scenarios.c: every Seafarers scenario layout for every player count, held against the
 * facts written here a second time (from the rulebooks and JSettlers2's server layouts,
 * docs/seafarers.md), apart from the layout table: on thousands of seeds each, the terrain
 * bag and the tokens of each island group, the harbors, robber and pirate, and every rule of
 * the scenario by the independent checker of rules_check.c; share codes rebuild the boards. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../src/catan/catan_internal.h"
#include "hexseed/code.h"
#include "hexseed/render.h"
#include "hexseed/rules.h"
#include "check.h"
#include "rules_check.h"

/* Where the robber starts: off the board, on a desert, on a small island, on the desert that
 * comes last in reading order, or on one hex (robber_q, robber_r). */
enum { OFF_BOARD, ON_DESERT, ON_ISLAND, LAST_DESERT, AT_HEX };

/* One scenario for one player count, as the sources state it. Bags list each terrain's count;
 * tokens are the numbers as text; harbors count 3:1, lumber, brick, grain, wool, ore. */
typedef struct expect {
    const char *scenario, *players, *name;
    uint8_t main_bag[HS_TERRAIN_COUNT], isle_bag[HS_TERRAIN_COUNT];
    const char *main_tokens, *isle_tokens;
    uint8_t harbors[HS_HARBOR_TYPE_COUNT];
    int robber;
    bool pirate;
    int vp;
    const char *rules;
    uint8_t fog_bag[HS_TERRAIN_COUNT]; /* The Fog Islands: the face-down stack, sea included */
    const char *fog_tokens;
    uint8_t fixed_bag[HS_TERRAIN_COUNT]; /* hexes the scenario fixes, in no search group */
    const char *fixed_tokens;
    uint8_t pieces[HS_PIECE_KIND_COUNT]; /* V D C F L P W B X */
    int robber_q, robber_r; /* with AT_HEX */
} expect;

#define BAG(d, f, h, fi, p, m, g) {[HS_DESERT] = d, [HS_FOREST] = f, [HS_HILLS] = h, [HS_FIELDS] = fi, \
                                   [HS_PASTURE] = p, [HS_MOUNTAINS] = m, [HS_GOLD] = g}

#define FOG(s, f, h, fi, p, m, g) {[HS_SEA] = s, [HS_FOREST] = f, [HS_HILLS] = h, [HS_FIELDS] = fi, \
                                  [HS_PASTURE] = p, [HS_MOUNTAINS] = m, [HS_GOLD] = g}

/* The setups as first released (the entries of 2025-2026 before the corrected ones): their
 * codes keep making these boards. */
static const expect released[] = {
    {"new-shores", "3", "new-shores-3", BAG(0, 3, 2, 3, 4, 2, 0), BAG(0, 0, 2, 1, 1, 2, 2),
     "2 3 4 5 5 6 6 8 8 9 10 10 11 11", "3 4 4 5 8 9 10 12", {3, 1, 1, 1, 1, 1}, ON_ISLAND, true, 14, "red", {0}, "", {0}, "", {0}, 0, 0},
    {"new-shores", "4", "seafarers", BAG(1, 4, 3, 4, 4, 3, 0), BAG(0, 1, 2, 1, 1, 2, 2),
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12", "2 3 4 5 6 8 9 10 11", {4, 1, 1, 1, 1, 1}, ON_DESERT, true, 14,
     "red", {0}, "", {0}, "", {0}, 0, 0},
    {"new-shores", "5-6", "seafarers-5-6", BAG(2, 6, 5, 6, 6, 5, 0), BAG(0, 1, 2, 1, 1, 2, 3),
     "2 2 3 3 3 4 4 4 5 5 5 6 6 6 8 8 8 9 9 9 10 10 10 11 11 11 12 12", "2 3 4 5 6 8 9 10 11 12",
     {5, 1, 1, 1, 2, 1}, ON_DESERT, false, 14, "red", {0}, "", {0}, "", {0}, 0, 0},
    {"four-islands", "3", "four-islands-3", BAG(0, 4, 4, 4, 4, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 5 5 5 6 6 8 8 9 9 9 10 10 11 11 12", "", {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12,
     "red,min-pips=forest:2,min-pips=pasture:2", {0}, "", {0}, "", {0}, 0, 0},
    {"four-islands", "4", "four-islands-4", BAG(0, 5, 4, 5, 5, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 4 5 5 5 6 6 8 8 9 9 9 10 10 10 11 11 11 12", "", {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12,
     "red,min-pips=forest:2,min-pips=pasture:2", {0}, "", {0}, "", {0}, 0, 0},
    {"four-islands", "5-6", "six-islands", BAG(0, 7, 6, 6, 7, 6, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 3 4 4 4 4 5 5 5 5 6 6 6 6 8 8 8 9 9 9 9 10 10 10 10 11 11 12 12", "", {5, 1, 1, 1, 2, 1}, OFF_BOARD,
     true, 12, "red,min-pips=forest:2,min-pips=pasture:2", {0}, "", {0}, "", {0}, 0, 0},
    {"through-the-desert", "3", "through-the-desert-3", BAG(3, 5, 3, 3, 3, 2, 1), BAG(0, 0, 0, 1, 1, 2, 1),
     "2 3 3 4 4 4 5 6 6 6 8 8 9 9 10 10 11", "5 5 8 9 11", {3, 1, 1, 1, 1, 1}, ON_DESERT, true, 12,
     "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"through-the-desert", "4", "through-the-desert-4", BAG(3, 5, 4, 3, 4, 3, 1), BAG(0, 0, 1, 2, 1, 2, 1),
     "3 3 4 4 5 5 6 6 8 8 8 9 9 10 10 10 11 11 11 12", "2 3 4 5 6 9 12", {4, 1, 1, 1, 1, 1}, ON_DESERT, true, 12,
     "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"through-the-desert", "5-6", "through-the-desert-5-6", BAG(5, 6, 7, 5, 5, 6, 1), BAG(0, 1, 0, 2, 2, 1, 2),
     "2 2 3 3 3 4 4 4 5 5 5 5 6 6 6 6 8 8 9 9 9 10 10 10 11 11 11 12 12 12", "2 3 4 8 8 9 10 11",
     {5, 1, 1, 1, 2, 1}, ON_DESERT, true, 12, "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"fog-islands", "3", "fog-islands-3", BAG(0, 4, 2, 2, 4, 2, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "3 4 5 5 6 6 8 8 9 9 10 11 11 12", "", {3, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12, "red",
     FOG(2, 1, 2, 2, 1, 2, 2), "3 3 4 5 6 8 9 10 11 12", {0}, "", {0}, 0, 0},
    {"fog-islands", "4", "fog-islands-4", BAG(0, 4, 3, 3, 4, 3, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 12", "", {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12, "red",
     FOG(2, 1, 2, 2, 1, 2, 2), "3 4 5 6 8 9 10 11 11 12", {0}, "", {0}, 0, 0},
    {"fog-islands", "5-6", "fog-islands-5-6", BAG(1, 4, 5, 5, 4, 5, 0), BAG(0, 0, 0, 0, 0, 0, 2),
     "2 3 3 3 4 4 5 5 6 6 6 8 8 8 9 9 10 10 11 11 11 12 12", "4 10", {4, 1, 1, 1, 1, 1}, ON_DESERT, true, 12, "red",
     FOG(12, 3, 2, 2, 3, 2, 1), "2 2 3 4 5 5 6 8 9 9 10 11 12", {0}, "", {0}, 0, 0},
    {"forgotten-tribe", "4", "forgotten-tribe-4", BAG(0, 4, 3, 4, 4, 3, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12", "", {1, 1, 1, 1, 1, 1}, ON_DESERT, true, 13, "red", {0}, "",
     BAG(3, 1, 2, 1, 1, 2, 2), "", {8, 4, 0, 0, 0, 0, 0, 0, 0}, 0, 0},
    {"forgotten-tribe", "5-6", "forgotten-tribe-5-6", BAG(0, 7, 6, 6, 5, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 3 4 4 4 4 5 5 5 5 6 6 6 8 8 8 9 9 9 10 10 10 11 11 11 12", "", {3, 1, 1, 1, 1, 1}, ON_DESERT, true, 13,
     "red", {0}, "", BAG(4, 0, 1, 1, 2, 1, 3), "", {10, 6, 0, 0, 0, 0, 0, 0, 0}, 0, 0},
    {"cloth-for-catan", "4", "cloth-for-catan-4", BAG(0, 4, 3, 5, 4, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12 12", "", {4, 1, 1, 1, 1, 1}, ON_DESERT, true, 14, "red", {0}, "",
     BAG(2, 0, 0, 0, 0, 0, 2), "", {0, 0, 8, 0, 0, 0, 0, 0, 0}, 0, 0},
    {"cloth-for-catan", "5-6", "cloth-for-catan-5-6", BAG(0, 6, 4, 6, 5, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 3 3 4 4 5 5 6 6 6 8 8 8 9 9 10 10 11 11 11 11 12 12", "", {5, 1, 1, 1, 2, 1}, ON_DESERT, true, 14, "red",
     {0}, "", BAG(4, 0, 0, 0, 0, 0, 2), "", {0, 0, 12, 0, 0, 0, 0, 0, 0}, 0, 0},
    {"pirate-islands", "4", "pirate-islands-4", BAG(0, 0, 0, 0, 0, 0, 0), BAG(0, 0, 0, 0, 0, 0, 0), "", "",
     {3, 1, 1, 1, 1, 1}, ON_DESERT, true, 10, "red", {0}, "", BAG(3, 5, 5, 5, 5, 5, 2),
     "4 5 9 10 3 8 5 6 9 12 11 8 9 5 2 10 4 6 11 4 6 3 10 8", {0, 0, 0, 4, 4, 14, 0, 0, 0}, 0, 0},
    {"pirate-islands", "5-6", "pirate-islands-5-6", BAG(0, 0, 0, 0, 0, 0, 0), BAG(0, 0, 0, 0, 0, 0, 0), "", "",
     {4, 1, 1, 1, 1, 1}, ON_DESERT, true, 10, "red", {0}, "", BAG(5, 6, 4, 5, 6, 7, 4),
     "5 4 9 3 10 11 12 6 4 10 6 4 5 8 2 10 3 5 11 9 8 9 5 4 3 6 11 8 11 6 3 8", {0, 0, 0, 6, 6, 14, 0, 0, 0}, 0, 0},
    /* Put out the empty fourth seat's fortress and landing too (the 3-player entry of 2026-11). */
    {"pirate-islands", "3", "pirate-islands-3", BAG(0, 0, 0, 0, 0, 0, 0), BAG(0, 0, 0, 0, 0, 0, 0), "", "",
     {3, 1, 1, 1, 1, 1}, OFF_BOARD, true, 10, "red", {0}, "", BAG(3, 5, 5, 5, 5, 5, 2),
     "4 5 9 10 3 8 5 6 9 12 11 8 9 5 2 10 4 6 11 4 6 3 10 8", {0, 0, 0, 4, 4, 14, 0, 0, 0}, 0, 0},
    {"wonders-of-catan", "4", "wonders-of-catan-4", BAG(3, 4, 4, 4, 5, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 5 5 6 6 8 8 9 9 9 10 10 10 11 11 11 12", "", {4, 1, 1, 1, 1, 1}, ON_DESERT, false, 10, "red", {0},
     "", BAG(0, 1, 1, 1, 0, 0, 2), "6 4 5 2 8", {0, 0, 0, 0, 0, 0, 5, 2, 4}, 0, 0},
    {"wonders-of-catan", "5-6", "wonders-of-catan-5-6", BAG(4, 6, 6, 6, 7, 6, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 3 4 4 4 5 5 5 5 6 6 8 8 8 9 9 9 9 10 10 10 10 11 11 11 11 12 12", "", {5, 1, 1, 1, 2, 1}, ON_DESERT,
     false, 10, "red", {0}, "", BAG(0, 1, 0, 0, 0, 0, 3), "4 6 8 6", {0, 0, 0, 0, 0, 0, 5, 4, 8}, 0, 0},
    {"new-world", "3", "new-world-3", BAG(0, 5, 4, 5, 5, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 4 5 5 5 6 6 8 8 9 9 9 10 10 10 11 11 12", "", {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12, "red", {0},
     "", {0}, "", {0}, 0, 0},
    {"new-world", "4", "new-world-4", BAG(0, 5, 4, 5, 5, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 4 5 5 5 6 6 8 8 9 9 9 10 10 10 11 11 12", "", {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12, "red", {0},
     "", {0}, "", {0}, 0, 0},
};

/* The setups the interfaces offer now, as the rulebook and JSettlers2's server layouts set them
 * up (issue 22): the robber's start (JSettlers2's hex, here in hexseed's axial coordinates; none
 * in New Shores 5-6 and The Pirate Islands; the last desert of the strip in Through the Desert
 * and The Wonders of Catan), gold off 6 and 8, the Fog Islands' gold corners fixed (4 south-west,
 * 10 south-east), and the 3-player Forgotten Tribe, Cloth for Catan, Pirate Islands and Wonders of
 * Catan played on the 4-player board. */
static const expect current[] = {
    {"new-shores", "3", "new-shores-3-v2", BAG(0, 3, 2, 3, 4, 2, 0), BAG(0, 0, 2, 1, 1, 2, 2),
     "2 3 4 5 5 6 6 8 8 9 10 10 11 11", "3 4 4 5 8 9 10 12", {3, 1, 1, 1, 1, 1}, ON_ISLAND, true, 14,
     "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"new-shores", "4", "seafarers-v2", BAG(1, 4, 3, 4, 4, 3, 0), BAG(0, 1, 2, 1, 1, 2, 2),
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12", "2 3 4 5 6 8 9 10 11", {4, 1, 1, 1, 1, 1}, ON_DESERT, true, 14,
     "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"new-shores", "5-6", "seafarers-5-6-v2", BAG(2, 6, 5, 6, 6, 5, 0), BAG(0, 1, 2, 1, 1, 2, 3),
     "2 2 3 3 3 4 4 4 5 5 5 6 6 6 8 8 8 9 9 9 10 10 10 11 11 11 12 12", "2 3 4 5 6 8 9 10 11 12",
     {5, 1, 1, 1, 2, 1}, OFF_BOARD, false, 14, "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"four-islands", "3", "four-islands-3-v2", BAG(0, 4, 4, 4, 4, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 5 5 5 6 6 8 8 9 9 9 10 10 11 11 12", "", {4, 1, 1, 1, 1, 1}, AT_HEX, true, 12,
     "red,min-pips=forest:2,min-pips=pasture:2", {0}, "", {0}, "", {0}, -2, 3},
    {"four-islands", "4", "four-islands-4-v2", BAG(0, 5, 4, 5, 5, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 4 5 5 5 6 6 8 8 9 9 9 10 10 10 11 11 11 12", "", {4, 1, 1, 1, 1, 1}, AT_HEX, true, 12,
     "red,min-pips=forest:2,min-pips=pasture:2", {0}, "", {0}, "", {0}, 3, -2},
    {"four-islands", "5-6", "six-islands", BAG(0, 7, 6, 6, 7, 6, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 3 4 4 4 4 5 5 5 5 6 6 6 6 8 8 8 9 9 9 9 10 10 10 10 11 11 12 12", "", {5, 1, 1, 1, 2, 1}, OFF_BOARD,
     true, 12, "red,min-pips=forest:2,min-pips=pasture:2", {0}, "", {0}, "", {0}, 0, 0},
    {"through-the-desert", "3", "through-the-desert-3-v2", BAG(3, 5, 3, 3, 3, 2, 1), BAG(0, 0, 0, 1, 1, 2, 1),
     "2 3 3 4 4 4 5 6 6 6 8 8 9 9 10 10 11", "5 5 8 9 11", {3, 1, 1, 1, 1, 1}, LAST_DESERT, true, 12,
     "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"through-the-desert", "4", "through-the-desert-4-v2", BAG(3, 5, 4, 3, 4, 3, 1), BAG(0, 0, 1, 2, 1, 2, 1),
     "3 3 4 4 5 5 6 6 8 8 8 9 9 10 10 10 11 11 11 12", "2 3 4 5 6 9 12", {4, 1, 1, 1, 1, 1}, LAST_DESERT, true, 12,
     "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"through-the-desert", "5-6", "through-the-desert-5-6-v2", BAG(5, 6, 7, 5, 5, 6, 1), BAG(0, 1, 0, 2, 2, 1, 2),
     "2 2 3 3 3 4 4 4 5 5 5 5 6 6 6 6 8 8 9 9 9 10 10 10 11 11 11 12 12 12", "2 3 4 8 8 9 10 11",
     {5, 1, 1, 1, 2, 1}, LAST_DESERT, true, 12, "red,max-pips=gold:4", {0}, "", {0}, "", {0}, 0, 0},
    {"fog-islands", "3", "fog-islands-3-v2", BAG(0, 4, 2, 2, 4, 2, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "3 4 5 5 6 6 8 8 9 9 10 11 11 12", "", {3, 1, 1, 1, 1, 1}, AT_HEX, true, 12, "red",
     FOG(2, 1, 2, 2, 1, 2, 2), "3 3 4 5 6 8 9 10 11 12", {0}, "", {0}, 4, -4},
    {"fog-islands", "4", "fog-islands-4-v2", BAG(0, 4, 3, 3, 4, 3, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 12", "", {4, 1, 1, 1, 1, 1}, AT_HEX, true, 12, "red",
     FOG(2, 1, 2, 2, 1, 2, 2), "3 4 5 6 8 9 10 11 11 12", {0}, "", {0}, -3, 1},
    {"fog-islands", "5-6", "fog-islands-5-6-v2", BAG(1, 4, 5, 5, 4, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 5 5 6 6 6 8 8 8 9 9 10 10 11 11 11 12 12", "", {4, 1, 1, 1, 1, 1}, ON_DESERT, true, 12, "red",
     FOG(12, 3, 2, 2, 3, 2, 1), "2 2 3 4 5 5 6 8 9 9 10 11 12", BAG(0, 0, 0, 0, 0, 0, 2), "4 10", {0}, 0, 0},
    {"forgotten-tribe", "3", "forgotten-tribe-3", BAG(0, 4, 3, 4, 4, 3, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12", "", {1, 1, 1, 1, 1, 1}, AT_HEX, true, 13, "red", {0}, "",
     BAG(3, 1, 2, 1, 1, 2, 2), "", {8, 4, 0, 0, 0, 0, 0, 0, 0}, -3, 3},
    {"forgotten-tribe", "4", "forgotten-tribe-4-v2", BAG(0, 4, 3, 4, 4, 3, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12", "", {1, 1, 1, 1, 1, 1}, AT_HEX, true, 13, "red", {0}, "",
     BAG(3, 1, 2, 1, 1, 2, 2), "", {8, 4, 0, 0, 0, 0, 0, 0, 0}, -3, 3},
    {"forgotten-tribe", "5-6", "forgotten-tribe-5-6-v2", BAG(0, 7, 6, 6, 5, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 3 4 4 4 4 5 5 5 5 6 6 6 8 8 8 9 9 9 10 10 10 11 11 11 12", "", {3, 1, 1, 1, 1, 1}, AT_HEX, true, 13,
     "red", {0}, "", BAG(4, 0, 1, 1, 2, 1, 3), "", {10, 6, 0, 0, 0, 0, 0, 0, 0}, 3, 3},
    {"cloth-for-catan", "3", "cloth-for-catan-3", BAG(0, 4, 3, 5, 4, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12 12", "", {4, 1, 1, 1, 1, 1}, AT_HEX, true, 14, "red", {0}, "",
     BAG(2, 0, 0, 0, 0, 0, 2), "", {0, 0, 8, 0, 0, 0, 0, 0, 0}, -2, -1},
    {"cloth-for-catan", "4", "cloth-for-catan-4-v2", BAG(0, 4, 3, 5, 4, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 4 4 5 5 6 6 8 8 9 9 10 10 11 11 12 12", "", {4, 1, 1, 1, 1, 1}, AT_HEX, true, 14, "red", {0}, "",
     BAG(2, 0, 0, 0, 0, 0, 2), "", {0, 0, 8, 0, 0, 0, 0, 0, 0}, -2, -1},
    {"cloth-for-catan", "5-6", "cloth-for-catan-5-6-v2", BAG(0, 6, 4, 6, 5, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 3 3 4 4 5 5 6 6 6 8 8 8 9 9 10 10 11 11 11 11 12 12", "", {5, 1, 1, 1, 2, 1}, AT_HEX, true, 14, "red",
     {0}, "", BAG(4, 0, 0, 0, 0, 0, 2), "", {0, 0, 12, 0, 0, 0, 0, 0, 0}, -2, -1},
    {"pirate-islands", "3", "pirate-islands-3-v2", BAG(0, 0, 0, 0, 0, 0, 0), BAG(0, 0, 0, 0, 0, 0, 0), "", "",
     {3, 1, 1, 1, 1, 1}, OFF_BOARD, true, 10, "red", {0}, "", BAG(3, 5, 5, 5, 5, 5, 2),
     "4 5 9 10 3 8 5 6 9 12 11 8 9 5 2 10 4 6 11 4 6 3 10 8", {0, 0, 0, 3, 3, 14, 0, 0, 0}, 0, 0},
    {"pirate-islands", "4", "pirate-islands-4-v2", BAG(0, 0, 0, 0, 0, 0, 0), BAG(0, 0, 0, 0, 0, 0, 0), "", "",
     {3, 1, 1, 1, 1, 1}, OFF_BOARD, true, 10, "red", {0}, "", BAG(3, 5, 5, 5, 5, 5, 2),
     "4 5 9 10 3 8 5 6 9 12 11 8 9 5 2 10 4 6 11 4 6 3 10 8", {0, 0, 0, 4, 4, 14, 0, 0, 0}, 0, 0},
    {"pirate-islands", "5-6", "pirate-islands-5-6-v2", BAG(0, 0, 0, 0, 0, 0, 0), BAG(0, 0, 0, 0, 0, 0, 0), "", "",
     {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 10, "red", {0}, "", BAG(5, 6, 4, 5, 6, 7, 4),
     "5 4 9 3 10 11 12 6 4 10 6 4 5 8 2 10 3 5 11 9 8 9 5 4 3 6 11 8 11 6 3 8", {0, 0, 0, 6, 6, 14, 0, 0, 0}, 0, 0},
    {"wonders-of-catan", "3", "wonders-of-catan-3", BAG(3, 4, 4, 4, 5, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 5 5 6 6 8 8 9 9 9 10 10 10 11 11 11 12", "", {4, 1, 1, 1, 1, 1}, LAST_DESERT, false, 10, "red", {0},
     "", BAG(0, 1, 1, 1, 0, 0, 2), "6 4 5 2 8", {0, 0, 0, 0, 0, 0, 5, 2, 4}, 0, 0},
    {"wonders-of-catan", "4", "wonders-of-catan-4-v2", BAG(3, 4, 4, 4, 5, 5, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 5 5 6 6 8 8 9 9 9 10 10 10 11 11 11 12", "", {4, 1, 1, 1, 1, 1}, LAST_DESERT, false, 10, "red", {0},
     "", BAG(0, 1, 1, 1, 0, 0, 2), "6 4 5 2 8", {0, 0, 0, 0, 0, 0, 5, 2, 4}, 0, 0},
    {"wonders-of-catan", "5-6", "wonders-of-catan-5-6-v2", BAG(4, 6, 6, 6, 7, 6, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 2 3 3 3 4 4 4 5 5 5 5 6 6 8 8 8 9 9 9 9 10 10 10 10 11 11 11 11 12 12", "", {5, 1, 1, 1, 2, 1}, LAST_DESERT,
     false, 10, "red", {0}, "", BAG(0, 1, 0, 0, 0, 0, 3), "4 6 8 6", {0, 0, 0, 0, 0, 0, 5, 4, 8}, 0, 0},
    {"new-world", "3", "new-world-3", BAG(0, 5, 4, 5, 5, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 4 5 5 5 6 6 8 8 9 9 9 10 10 10 11 11 12", "", {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12, "red", {0},
     "", {0}, "", {0}, 0, 0},
    {"new-world", "4", "new-world-4", BAG(0, 5, 4, 5, 5, 4, 0), BAG(0, 0, 0, 0, 0, 0, 0),
     "2 3 3 3 4 4 4 5 5 5 6 6 8 8 9 9 9 10 10 10 11 11 12", "", {4, 1, 1, 1, 1, 1}, OFF_BOARD, true, 12, "red", {0},
     "", {0}, "", {0}, 0, 0},
};

#define N_RELEASED (int)(sizeof released / sizeof released[0])
#define N_CURRENT (int)(sizeof current / sizeof current[0])

static void tokens_of(const char *text, uint8_t count[13])
{
    memset(count, 0, 13);
    for (const char *p = text; *p;) {
        int v = 0;
        while (*p >= '0' && *p <= '9')
            v = v * 10 + (*p++ - '0');
        count[v]++;
        while (*p == ' ')
            p++;
    }
}

/* The layout of `e`, by its name: a released setup's entry, or the current one. */
static int layout_of(const expect *e)
{
    return hs_mode_from_name(e->name);
}

/* Every scenario x player count is in the table under its name, with its VP and rules; the
 * interfaces' way in (scenario and player count) finds the current setup, and only it. */
static void every_scenario_is_listed(void **state)
{
    (void)state;
    int listed = 0;
    for (int k = 0; k < N_RELEASED + N_CURRENT; k++) {
        const expect *e = k < N_RELEASED ? &released[k] : &current[k - N_RELEASED];
        int m = layout_of(e);
        assert_true(m >= 0);
        const hs_layout_info *l = hs_layout_at(m);
        assert_string_equal(l->name, e->name);
        assert_string_equal(l->family, "seafarers");
        assert_string_equal(l->scenario, e->scenario);
        assert_string_equal(l->players, e->players);
        assert_int_equal(l->vp, e->vp);
        assert_string_equal(l->rules ? l->rules : "red", e->rules);
        bool is_current = false, is_released = false;
        for (int j = 0; j < N_CURRENT; j++)
            is_current |= strcmp(current[j].name, e->name) == 0;
        for (int j = 0; j < N_RELEASED; j++)
            is_released |= strcmp(released[j].name, e->name) == 0;
        assert_int_equal(hs_layout_offered(m), is_current);
        if (is_current) {
            bool bad = false;
            assert_int_equal(hs_seafarers_find(e->scenario, e->players, &bad, NULL), m);
        }
        listed += k < N_RELEASED || !is_released; /* each name once */
    }
    int seafarers = 0;
    for (int m = 0; m < hs_layout_count(); m++)
        seafarers += strcmp(hs_layout_at(m)->family, "seafarers") == 0;
    assert_int_equal(seafarers, listed); /* nothing listed that this file does not check */
    /* The index is the share code's layout field (docs/formats.md): the table only grows. */
    static const char *const order[] = {
        "classic", "5-6", "seafarers", "seafarers-5-6", "new-shores-3", "four-islands-3", "four-islands-4",
        "six-islands", "through-the-desert-3", "through-the-desert-4", "through-the-desert-5-6", "fog-islands-3",
        "fog-islands-4", "fog-islands-5-6", "forgotten-tribe-4", "forgotten-tribe-5-6", "cloth-for-catan-4",
        "cloth-for-catan-5-6", "pirate-islands-4", "pirate-islands-5-6", "wonders-of-catan-4", "wonders-of-catan-5-6",
        "new-world-3", "new-world-4"};
    assert_true(hs_layout_count() >= (int)(sizeof order / sizeof order[0]));
    for (int m = 0; m < (int)(sizeof order / sizeof order[0]); m++)
        assert_string_equal(hs_layout_at(m)->name, order[m]);
}

/* Checks one board of `e` against the facts; `deserts` is the desert set of the first board. */
static void check_facts(const expect *e, const hs_board *b, bool *deserts, int *fixed, bool first)
{
    signed char group[HS_BOARD_MAX_TILES];
    hs_board_groups(b, group);
    uint8_t bag[2][HS_TERRAIN_COUNT] = {{0}}, tok[2][13] = {{0}}, want[13];
    uint8_t fixed_bag[HS_TERRAIN_COUNT] = {0}, fixed_tok[13] = {0};
    for (int t = 0; t < b->n_tiles; t++) {
        const hs_tile *tile = &b->tiles[t];
        if (tile->terrain == HS_SEA) {
            assert_int_equal(group[t], -1);
            assert_int_equal(tile->number, 0);
            continue;
        }
        if (group[t] < 0) { /* fixed by the scenario: the same on every board */
            fixed_bag[tile->terrain]++;
            if (tile->number)
                fixed_tok[tile->number]++;
            if (!first)
                assert_int_equal(fixed[t], (tile->terrain << 4 | tile->number) + 1);
            else
                fixed[t] = (tile->terrain << 4 | tile->number) + 1;
            continue;
        }
        assert_true(group[t] == 0 || group[t] == 1);
        bag[group[t]][tile->terrain]++;
        if (tile->terrain == HS_DESERT)
            assert_int_equal(tile->number, 0);
        else
            tok[group[t]][tile->number]++;
        if (first)
            deserts[t] = tile->terrain == HS_DESERT;
        else if (e->main_bag[HS_DESERT] && strcmp(e->scenario, "through-the-desert") == 0)
            assert_int_equal(deserts[t], tile->terrain == HS_DESERT); /* the desert strip is fixed */
    }
    assert_memory_equal(bag[0], e->main_bag, HS_TERRAIN_COUNT);
    assert_memory_equal(bag[1], e->isle_bag, HS_TERRAIN_COUNT);
    tokens_of(e->main_tokens, want);
    assert_memory_equal(tok[0], want, 13);
    tokens_of(e->isle_tokens, want);
    assert_memory_equal(tok[1], want, 13);
    assert_memory_equal(fixed_bag, e->fixed_bag, HS_TERRAIN_COUNT);
    tokens_of(e->fixed_tokens ? e->fixed_tokens : "", want);
    assert_memory_equal(fixed_tok, want, 13);

    short nb[HS_BOARD_MAX_TILES][6];
    hs_board_neighbors(b, nb);
    uint8_t harbors[HS_HARBOR_TYPE_COUNT] = {0};
    for (int h = 0; h < b->n_harbors; h++) {
        const hs_harbor *hb = &b->harbors[h];
        assert_true(hb->type < HS_HARBOR_TYPE_COUNT);
        harbors[hb->type]++;
        assert_true(b->tiles[hb->tile].terrain != HS_SEA); /* on land (a fixed hex for the tribe's) */
        assert_true(group[hb->tile] == 0 || (group[hb->tile] < 0 && e->fixed_bag[b->tiles[hb->tile].terrain]));
        int sea = nb[hb->tile][hb->side];
        assert_true(sea >= 0);
        assert_int_equal(b->tiles[sea].terrain, HS_SEA);
        for (int j = 0; j < h; j++)
            assert_false(b->harbors[j].tile == hb->tile && b->harbors[j].side == hb->side);
    }
    assert_memory_equal(harbors, e->harbors, HS_HARBOR_TYPE_COUNT);

    int last_desert = -1;
    for (int t = 0; t < b->n_tiles; t++)
        if (b->tiles[t].terrain == HS_DESERT)
            last_desert = t;
    if (e->robber == OFF_BOARD)
        assert_int_equal(b->robber, -1);
    else if (e->robber == ON_DESERT)
        assert_int_equal(b->tiles[b->robber].terrain, HS_DESERT);
    else if (e->robber == ON_ISLAND)
        assert_int_equal(group[b->robber], 1);
    else if (e->robber == LAST_DESERT)
        assert_int_equal(b->robber, last_desert);
    else {
        assert_true(b->robber >= 0);
        assert_true(hs_hex_eq(b->tiles[b->robber].hex, hs_hex_make(e->robber_q, e->robber_r)));
        assert_int_not_equal(b->tiles[b->robber].terrain, HS_SEA);
    }
    if (e->pirate)
        assert_int_equal(b->tiles[b->pirate].terrain, HS_SEA);
    else
        assert_int_equal(b->pirate, -1);

    /* The fog: as many hexes as the stack holds, sea on the board until explored; the stack is
     * the fog bag, and its land (deserts aside) carries exactly the fog tokens. */
    uint8_t fog_bag[HS_TERRAIN_COUNT] = {0}, fog_tok[13] = {0};
    int in_stack = 0;
    for (int t = 0; t < HS_TERRAIN_COUNT; t++)
        in_stack += e->fog_bag[t];
    assert_int_equal(b->n_fog, in_stack);
    for (int k = 0; k < b->n_fog; k++) {
        assert_int_equal(b->tiles[b->fog[k]].terrain, HS_SEA);
        assert_int_equal(group[b->fog[k]], -1);
        assert_true(k == 0 || b->fog[k] > b->fog[k - 1]); /* reading order, each once */
        assert_true(b->pirate != b->fog[k]);
        const hs_tile *f = &b->fog_stack[k];
        fog_bag[f->terrain]++;
        if (f->terrain == HS_SEA || f->terrain == HS_DESERT)
            assert_int_equal(f->number, 0);
        else
            fog_tok[f->number]++;
    }
    assert_memory_equal(fog_bag, e->fog_bag, HS_TERRAIN_COUNT);
    tokens_of(e->fog_tokens ? e->fog_tokens : "", want);
    assert_memory_equal(fog_tok, want, 13);

    /* The scenario's pieces: as many of each kind as the rulebook sets up, each where its kind
     * sits (an edge between land and sea for the tribe's; a corner of land; a path on sea). */
    uint8_t pieces[HS_PIECE_KIND_COUNT] = {0};
    for (int k = 0; k < b->n_pieces; k++) {
        const hs_piece *p = &b->pieces[k];
        assert_true(p->kind < HS_PIECE_KIND_COUNT && p->tile < b->n_tiles && p->at < 6);
        pieces[p->kind]++;
        int across = nb[p->tile][p->at];
        switch (hs_piece_place((hs_piece_kind)p->kind)) {
        case HS_PLACE_EDGE:
            assert_true(across >= 0);
            assert_true((b->tiles[p->tile].terrain == HS_SEA) != (b->tiles[across].terrain == HS_SEA));
            break;
        case HS_PLACE_CORNER:
            assert_true(b->tiles[p->tile].terrain != HS_SEA);
            break;
        default:
            assert_int_equal(b->tiles[p->tile].terrain, HS_SEA);
            assert_true(p->number >= 1);
        }
        if (p->kind == HS_PIECE_CLOTH)
            assert_true(hs_pips(p->number) > 0);
        for (int j = 0; j < k; j++)
            assert_false(b->pieces[j].kind == p->kind && b->pieces[j].tile == p->tile && b->pieces[j].at == p->at &&
                         p->kind != HS_PIECE_PATH);
    }
    assert_memory_equal(pieces, e->pieces, HS_PIECE_KIND_COUNT);
}

/* `seeds` seeds per scenario x player count of `table`, under the scenario's own rules: bags,
 * tokens, harbors, robber and pirate as stated, every rule holding by the independent checker. */
static void keep_facts_and_rules(const expect *table, int n, uint32_t seeds)
{
    for (int k = 0; k < n; k++) {
        const expect *e = &table[k];
        hs_catan_options o = hs_catan_default();
        o.mode = (hs_mode)layout_of(e);
        assert_int_equal(hs_rules_parse(e->rules, &o.rules, NULL), HS_OK);
        bool deserts[HS_BOARD_MAX_TILES] = {false};
        int fixed[HS_BOARD_MAX_TILES] = {0};
        uint16_t on_top = 0; /* the terrains seen on top of the fog stack */
        hs_harbor first[HS_BOARD_MAX_HARBORS];
        bool fixed_harbors = strcmp(e->scenario, "fog-islands") == 0 && strcmp(e->players, "5-6") != 0;
        for (uint32_t seed = 0; seed < seeds; seed++) {
            o.seed = seed * 2654435761u;
            hs_board b;
            hs_diag diag = {{0}};
            hs_err err = hs_catan_generate(&o, &b, &diag);
            if (err)
                fprintf(stderr, "%s seed %u: %s\n", e->name, o.seed, diag.msg);
            assert_int_equal(err, HS_OK);
            check_facts(e, &b, deserts, fixed, seed == 0);
            if (b.n_fog)
                on_top |= (uint16_t)(1u << b.fog_stack[0].terrain);
            if (seed == 0) /* The Fog Islands for 3 and 4: every harbor's type is fixed where drawn */
                memcpy(first, b.harbors, sizeof first);
            else if (fixed_harbors)
                assert_memory_equal(first, b.harbors, sizeof b.harbors[0] * (size_t)b.n_harbors);
            check_board cb;
            char why[128] = "";
            check_board_of(&b, &cb);
            if (!check_rules(&cb, &o.rules, why, sizeof why))
                fprintf(stderr, "%s seed %u: %s\n", e->name, o.seed, why);
            assert_true(check_rules(&cb, &o.rules, why, sizeof why));
            assert_true(hs_catan_check(&b, &o.rules, NULL)); /* the library's own checker agrees */
            if (seed % 97 == 0) { /* the share code rebuilds the board */
                hs_code code;
                hs_catan_options back;
                hs_board again;
                assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
                assert_int_equal(hs_code_decode(code.text, &back, NULL), HS_OK);
                assert_int_equal(back.mode, o.mode);
                assert_int_equal(hs_catan_generate(&back, &again, NULL), HS_OK);
                assert_memory_equal(again.tiles, b.tiles, sizeof b.tiles[0] * (size_t)b.n_tiles);
                assert_memory_equal(again.harbors, b.harbors, sizeof b.harbors[0] * (size_t)b.n_harbors);
                assert_memory_equal(again.fog_stack, b.fog_stack, sizeof b.fog_stack[0] * (size_t)b.n_fog);
            }
        }
        for (int t = 0; t < HS_TERRAIN_COUNT; t++) /* the stack is shuffled: any kind can be on top */
            assert_int_equal((on_top >> t) & 1u, e->fog_bag[t] > 0);
    }
}

/* The setups offered now on 1,500 seeds each; the released ones (which the golden files and
 * the search digests of tests/golden/search.txt hold too) on 300. (Counts bounded for CI's time:
 * the whole test runs about 8 times slower under the sanitizers.) */
static void scenarios_keep_their_facts_and_rules(void **state)
{
    (void)state;
    keep_facts_and_rules(current, N_CURRENT, 1500);
    keep_facts_and_rules(released, N_RELEASED, 300);
}

/* The main-island hexes of `b` (group 0, not desert) that are cut off from the largest part of
 * the main island once the deserts are taken out: Through the Desert's land beyond the desert. */
static void beyond_the_desert(const hs_board *b, const signed char *group, bool *beyond)
{
    short nb[HS_BOARD_MAX_TILES][6];
    hs_board_neighbors(b, nb);
    int part[HS_BOARD_MAX_TILES], size[HS_BOARD_MAX_TILES] = {0}, n_parts = 0;
    for (int t = 0; t < b->n_tiles; t++)
        part[t] = -1;
    for (int t = 0; t < b->n_tiles; t++) {
        if (group[t] != 0 || b->tiles[t].terrain == HS_DESERT || part[t] >= 0)
            continue;
        int stack[HS_BOARD_MAX_TILES], top = 0;
        part[t] = n_parts;
        stack[top++] = t;
        while (top) {
            int u = stack[--top];
            size[n_parts]++;
            for (int d = 0; d < 6; d++) {
                int v = nb[u][d];
                if (v >= 0 && group[v] == 0 && b->tiles[v].terrain != HS_DESERT && part[v] < 0) {
                    part[v] = n_parts;
                    stack[top++] = v;
                }
            }
        }
        n_parts++;
    }
    int largest = 0;
    for (int k = 1; k < n_parts; k++)
        if (size[k] > size[largest])
            largest = k;
    for (int t = 0; t < b->n_tiles; t++)
        beyond[t] = part[t] >= 0 && part[t] != largest;
}

/* What the rulebook sets up beyond bags and robber, on 1,000 seeds of every current setup: a
 * gold hex the search places never holds 6 or 8 and never touches another gold hex; Through the
 * Desert's main-island gold lies beyond the desert; the Fog Islands 5-6 keep gold 4 in the
 * south-west corner and gold 10 in the south-east. Under other rules too, golds stay apart. */
static void setups_follow_the_rulebook(void **state)
{
    (void)state;
    for (int k = 0; k < N_CURRENT; k++) {
        const expect *e = &current[k];
        bool desert = strcmp(e->scenario, "through-the-desert") == 0;
        bool corners = strcmp(e->scenario, "fog-islands") == 0 && strcmp(e->players, "5-6") == 0;
        int beyond_seen[HS_BOARD_MAX_TILES] = {0};
        for (uint32_t seed = 0; seed < 1000; seed++) {
            hs_catan_options o = hs_catan_default();
            o.mode = (hs_mode)layout_of(e);
            assert_int_equal(hs_rules_parse(seed % 3 ? e->rules : "terrain,pips=11", &o.rules, NULL), HS_OK);
            o.seed = seed * 2246822519u + 7;
            hs_board b;
            assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
            signed char group[HS_BOARD_MAX_TILES];
            hs_board_groups(&b, group);
            short nb[HS_BOARD_MAX_TILES][6];
            hs_board_neighbors(&b, nb);
            bool beyond[HS_BOARD_MAX_TILES];
            beyond_the_desert(&b, group, beyond);
            int fixed_golds = 0;
            for (int t = 0; t < b.n_tiles; t++) {
                if (b.tiles[t].terrain != HS_GOLD)
                    continue;
                if (group[t] < 0) { /* a gold the scenario fixes: the Fog Islands' corners */
                    fixed_golds++;
                    continue;
                }
                if (seed % 3 && strstr(e->rules, "max-pips=gold:4"))
                    assert_true(b.tiles[t].number != 6 && b.tiles[t].number != 8);
                for (int d = 0; d < 6; d++)
                    assert_true(nb[t][d] < 0 || b.tiles[nb[t][d]].terrain != HS_GOLD);
                if (desert && group[t] == 0) {
                    assert_true(beyond[t]);
                    beyond_seen[t]++;
                }
            }
            if (corners) { /* two fixed golds on the bottom row: 4 in the west, 10 in the east */
                assert_int_equal(fixed_golds, 2);
                int west = -1, east = -1;
                for (int t = 0; t < b.n_tiles; t++)
                    if (b.tiles[t].terrain == HS_GOLD && group[t] < 0) {
                        if (west < 0)
                            west = t;
                        east = t;
                    }
                assert_int_equal(b.tiles[west].hex.r, b.tiles[east].hex.r);
                assert_true(b.tiles[west].hex.q < b.tiles[east].hex.q);
                assert_int_equal(b.tiles[west].number, 4);
                assert_int_equal(b.tiles[east].number, 10);
                for (int t = 0; t < b.n_tiles; t++) /* nothing of the board lies below them */
                    assert_true(b.tiles[t].terrain == HS_SEA || b.tiles[t].hex.r <= b.tiles[west].hex.r);
            }
        }
        if (desert) { /* the gold goes to every hex beyond the desert, drawn */
            int places = 0;
            for (int t = 0; t < HS_BOARD_MAX_TILES; t++)
                places += beyond_seen[t] > 0;
            assert_int_equal(places, strcmp(e->players, "5-6") == 0 ? 9 : 3);
        }
    }
}

/* The 3-player Forgotten Tribe, Cloth for Catan, Pirate Islands and Wonders of Catan are played
 * on the 4-player board, as JSettlers2 and the 5th-edition set-ups do: the same board for the
 * same seed, under their own name. The Pirate Islands hand each seat a fortress and a landing:
 * the fourth seat's (the last of each in the drawing) stay in the box. */
static void three_players_play_the_four_player_board(void **state)
{
    (void)state;
    static const char *const scenarios[] = {"forgotten-tribe", "cloth-for-catan", "pirate-islands",
                                            "wonders-of-catan"};
    for (int k = 0; k < 4; k++) {
        bool bad = false;
        int three = hs_seafarers_find(scenarios[k], "3", &bad, NULL), four = hs_seafarers_find(scenarios[k], "4", &bad, NULL);
        assert_true(three >= 0 && four >= 0 && three != four);
        assert_string_equal(hs_layout_at(three)->players, "3");
        for (uint32_t seed = 0; seed < 50; seed++) {
            hs_catan_options o = hs_catan_default();
            hs_board a, b;
            o.seed = seed;
            o.mode = (hs_mode)three;
            assert_int_equal(hs_catan_generate(&o, &a, NULL), HS_OK);
            o.mode = (hs_mode)four;
            assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
            assert_int_equal(a.n_tiles, b.n_tiles);
            assert_memory_equal(a.tiles, b.tiles, sizeof a.tiles[0] * (size_t)a.n_tiles);
            assert_memory_equal(a.harbors, b.harbors, sizeof a.harbors[0] * (size_t)a.n_harbors);
            int seat_kind_seen[HS_PIECE_KIND_COUNT] = {0}, j = 0;
            for (int i = 0; i < b.n_pieces; i++) {
                if (b.pieces[i].kind == HS_PIECE_FORTRESS || b.pieces[i].kind == HS_PIECE_LANDING)
                    if (++seat_kind_seen[b.pieces[i].kind] == 4 && k == 2)
                        continue; /* the fourth seat's */
                assert_true(j < a.n_pieces);
                assert_memory_equal(&a.pieces[j], &b.pieces[i], sizeof a.pieces[0]);
                j++;
            }
            assert_int_equal(j, a.n_pieces);
            assert_int_equal(a.robber, b.robber);
            assert_int_equal(a.pirate, b.pirate);
        }
    }
}

/* Other rules hold on the scenarios too (they are searched like any layout), and what cannot be
 * asked is refused: the spiral of a main island without a rulebook shape, a lock on a desert of
 * the strip. */
static void scenarios_take_other_rules_and_refuse_the_impossible(void **state)
{
    (void)state;
    static const char *const rule_sets[] = {"red,extremes,equal", "terrain,pips=11", "spread-red,deserts-apart",
                                            "group=2,red"};
    for (int k = 0; k < N_RELEASED + N_CURRENT; k++)
        for (int r = 0; r < 4; r++) {
            const expect *e = k < N_RELEASED ? &released[k] : &current[k - N_RELEASED];
            hs_catan_options o = hs_catan_default();
            o.mode = (hs_mode)layout_of(e);
            assert_int_equal(hs_rules_parse(rule_sets[r], &o.rules, NULL), HS_OK);
            if (r == 2 && e->main_bag[HS_DESERT] > 2)
                continue; /* a fixed desert strip (Through the Desert, Wonders) touches itself */
            for (uint32_t seed = 0; seed < 100; seed++) {
                o.seed = seed;
                hs_board b;
                hs_diag diag = {{0}};
                hs_err err = hs_catan_generate(&o, &b, &diag);
                if (err)
                    fprintf(stderr, "%s %s seed %u: %s\n", e->name, rule_sets[r], seed, diag.msg);
                assert_int_equal(err, HS_OK);
                check_board cb;
                char why[128] = "";
                check_board_of(&b, &cb);
                if (!check_rules(&cb, &o.rules, why, sizeof why))
                    fprintf(stderr, "%s %s seed %u: %s\n", e->name, rule_sets[r], seed, why);
                assert_true(check_rules(&cb, &o.rules, why, sizeof why));
                assert_true(hs_catan_check(&b, &o.rules, NULL));
            }
        }
    hs_catan_options o = hs_catan_default();
    hs_board b;
    hs_diag diag = {{0}};
    o.mode = (hs_mode)layout_of(&current[3]);
    o.numbers = HS_NUMBERS_SPIRAL;
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_ECONFLICT);
    /* Through the Desert with deserts-apart: the fixed strip breaks it, and the search says so. */
    o = hs_catan_default();
    o.mode = (hs_mode)layout_of(&current[7]);
    assert_int_equal(hs_rules_parse("deserts-apart", &o.rules, NULL), HS_OK);
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_EUNSAT);
    /* A lock on a hex of the strip is refused; a lock elsewhere is kept. */
    o = hs_catan_default();
    o.mode = (hs_mode)layout_of(&current[7]);
    hs_board shape;
    hs_layout_tiles(o.mode, &shape);
    int fixed = -1, free_hex = -1;
    for (int t = 0; t < shape.n_tiles; t++) {
        if (hs_layout_fixed(o.mode, t) && fixed < 0)
            fixed = t;
        if (!hs_layout_fixed(o.mode, t) && shape.tiles[t].terrain != HS_SEA && free_hex < 0)
            free_hex = t;
    }
    assert_true(fixed >= 0 && free_hex >= 0);
    o.n_locks = 1;
    o.locks[0] = (hs_lock){(uint8_t)fixed, HS_FOREST, 0};
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_EINVAL);
    o.locks[0] = (hs_lock){(uint8_t)free_hex, HS_GOLD, 3};
    assert_int_equal(hs_catan_generate(&o, &b, &diag), HS_OK);
    assert_int_equal(b.tiles[free_hex].terrain, HS_GOLD);
    assert_int_equal(b.tiles[free_hex].number, 3);
}

/* New World deals its land anew on every board: over 2,000 seeds each of the 42 cells inside
 * the frame is land on some boards and sea on others, the frame always sea, and no two harbors
 * share a corner. */
static void new_world_deals_its_land(void **state)
{
    (void)state;
    hs_catan_options o = hs_catan_default();
    o.mode = (hs_mode)layout_of(&current[N_CURRENT - 1]);
    int land[HS_BOARD_MAX_TILES] = {0}, n_tiles = 0;
    for (uint32_t seed = 0; seed < 2000; seed++) {
        o.seed = seed;
        hs_board b;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        n_tiles = b.n_tiles;
        for (int t = 0; t < b.n_tiles; t++)
            land[t] += b.tiles[t].terrain != HS_SEA;
        for (int h = 0; h < b.n_harbors; h++)
            for (int j = 0; j < h; j++)
                for (int c1 = 1; c1 <= 2; c1++)
                    for (int c2 = 1; c2 <= 2; c2++) {
                        hs_vertex_key x = hs_vertex_of(b.tiles[b.harbors[h].tile].hex, (b.harbors[h].side + c1) % 6);
                        hs_vertex_key y = hs_vertex_of(b.tiles[b.harbors[j].tile].hex, (b.harbors[j].side + c2) % 6);
                        assert_false(x.q == y.q && x.r == y.r && x.south == y.south);
                    }
    }
    int inside = 0;
    for (int t = 0; t < n_tiles; t++)
        if (land[t]) {
            inside++;
            assert_true(land[t] < 2000);
        }
    assert_int_equal(inside, 42);
}

static int count_of(const char *text, const char *what)
{
    int n = 0;
    for (const char *p = strstr(text, what); p; p = strstr(p + 1, what))
        n++;
    return n;
}

/* Every output names the scenario and shows its own pieces: the JSON lists the pieces, the fog
 * and the fixed deserts; the text lists the pieces and the fog stack; the SVG draws a disc per
 * piece and a "?" per fog hex, with the legend in the caption. */
static void outputs_show_the_scenario(void **state)
{
    (void)state;
    for (int k = 0; k < N_RELEASED + N_CURRENT; k++) {
        const expect *e = k < N_RELEASED ? &released[k] : &current[k - N_RELEASED];
        hs_catan_options o = hs_catan_default();
        o.mode = (hs_mode)layout_of(e);
        o.seed = 7;
        hs_board b;
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        hs_buf json = {0}, text = {0}, svg = {0};
        assert_int_equal(hs_render_json(&b, hs_sink_buf(&json)), HS_OK);
        assert_int_equal(hs_render_text(&b, hs_sink_buf(&text), false), HS_OK);
        assert_int_equal(hs_render_svg(&b, hs_sink_buf(&svg)), HS_OK);
        char name[64];
        snprintf(name, sizeof name, "\"name\":\"%s\"", e->scenario);
        assert_non_null(strstr(json.data, name));
        assert_int_equal(count_of(json.data, "\"kind\":"), b.n_pieces);
        assert_int_equal(count_of(json.data, "\"stack\":"), b.n_fog > 0);
        /* every scenario names itself (New Shores 4 and 5-6 too), with its VP and goal */
        assert_non_null(strstr(text.data, hs_layout_at(o.mode)->label));
        assert_non_null(strstr(svg.data, hs_layout_at(o.mode)->label));
        char vp[160];
        snprintf(vp, sizeof vp, "%d VP%s%s", e->vp, hs_layout_at(o.mode)->goal ? " " : "",
                 hs_layout_at(o.mode)->goal ? hs_layout_at(o.mode)->goal : "");
        assert_non_null(strstr(svg.data, vp));
        if (strcmp(e->scenario, "wonders-of-catan") == 0)
            assert_non_null(strstr(svg.data, "wonder levels"));
        for (int kind = 0; kind < HS_PIECE_KIND_COUNT; kind++) {
            char line[32];
            snprintf(line, sizeof line, "%c %s", hs_piece_letter((hs_piece_kind)kind), hs_piece_name((hs_piece_kind)kind));
            assert_int_equal(strstr(svg.data, line) != NULL, e->pieces[kind] > 0); /* the legend */
        }
        if (b.n_fog)
            assert_non_null(strstr(text.data, "drawn from this stack"));
        hs_buf_free(&json);
        hs_buf_free(&text);
        hs_buf_free(&svg);
    }
}

/* The CLI's and the server's way in: scenario and player names, with clear refusals. */
static void scenarios_are_found_by_name(void **state)
{
    (void)state;
    bool bad = false;
    hs_diag diag = {{0}};
    assert_int_equal(hs_seafarers_find(NULL, NULL, &bad, &diag), hs_mode_from_name("seafarers-v2"));
    assert_int_equal(hs_seafarers_find("new-shores", "3-4", &bad, &diag), hs_mode_from_name("seafarers-v2"));
    assert_int_equal(hs_seafarers_find("", "5-6", &bad, &diag), hs_mode_from_name("seafarers-5-6-v2"));
    assert_int_equal(hs_seafarers_find("pirate-islands", "3", &bad, &diag), hs_mode_from_name("pirate-islands-3-v2"));
    assert_int_equal(hs_seafarers_find("new-world", NULL, &bad, &diag), hs_mode_from_name("new-world-4"));
    assert_int_equal(hs_seafarers_find("four-islands", NULL, &bad, &diag), layout_of(&current[4]));
    assert_int_equal(hs_seafarers_find("atlantis", "4", &bad, &diag), -1);
    assert_false(bad);
    assert_string_equal(diag.msg, "unknown scenario 'atlantis' (scenarios: new-shores, four-islands, through-the-desert, "
                                  "fog-islands, forgotten-tribe, cloth-for-catan, pirate-islands, wonders-of-catan, "
                                  "new-world)");
    assert_int_equal(hs_seafarers_find("through-the-desert", "2", &bad, &diag), -1);
    assert_true(bad);
    assert_string_equal(diag.msg, "unknown player count '2' for through-the-desert (players: 3, 4, 5-6)");
}

/* ---- Golden boards of the setups ------------------------------------------------------------
 *
 * tests/golden/scenarios.txt: per Seafarers layout of the table (released setups and current
 * ones alike), the boards of GOLDEN_SEEDS seeds under the layout's own rules, each line
 * `NAME CODE` then the board as tests/golden/catan.txt writes it. Lines are only appended: a
 * layout added to the table gains its lines (HEXSEED_WRITE_GOLDEN=1 build/tests/test_scenarios),
 * and no line ever changes. */

#define GOLDEN_SEEDS 3
static const uint32_t golden_seeds[GOLDEN_SEEDS] = {0, 1, 3735928559u};

/* The board of `b` as one line: tiles, numbers, harbor types, robber, pirate, fog stack. */
static void board_line(const hs_board *b, char *out, size_t size)
{
    static const char harbor_letter[HS_HARBOR_TYPE_COUNT] = {'3', 'L', 'B', 'G', 'W', 'O'};
    size_t n = 0;
    for (int i = 0; i < b->n_tiles && n + 1 < size; i++)
        out[n++] = hs_terrain_letter((hs_terrain)b->tiles[i].terrain);
    out[n] = '\0';
    for (int i = 0; i < b->n_tiles; i++)
        n += (size_t)snprintf(out + n, size - n, " %d", b->tiles[i].number);
    n += (size_t)snprintf(out + n, size - n, " | ");
    for (int h = 0; h < b->n_harbors; h++)
        n += (size_t)snprintf(out + n, size - n, "%c", harbor_letter[b->harbors[h].type]);
    n += (size_t)snprintf(out + n, size - n, " | robber %d", b->robber);
    if (b->pirate >= 0)
        n += (size_t)snprintf(out + n, size - n, " | pirate %d", b->pirate);
    if (b->n_fog)
        n += (size_t)snprintf(out + n, size - n, " | fog");
    for (int k = 0; k < b->n_fog; k++)
        n += (size_t)snprintf(out + n, size - n, " %c%d", hs_terrain_letter((hs_terrain)b->fog_stack[k].terrain),
                              b->fog_stack[k].number);
    /* The pieces a seed moves (the expansions' fishing grounds and second tokens; the kinds before
     * them are fixed by their drawings, and the lines written before them do not list them). */
    bool moved = false;
    for (int k = 0; k < b->n_pieces; k++)
        if (b->pieces[k].kind >= HS_PIECE_FISHING) {
            n += (size_t)snprintf(out + n, size - n, "%s %c%d:%d", moved ? "" : " | pieces",
                                  hs_piece_letter((hs_piece_kind)b->pieces[k].kind), b->pieces[k].tile,
                                  b->pieces[k].number);
            moved = true;
        }
}

/* The golden line of layout `m` with seed `seed`; false for Classic and 5-6 (catan.txt holds
 * theirs), true for every other layout of the table. */
static bool golden_of(int m, uint32_t seed, char *line, size_t size)
{
    const hs_layout_info *l = hs_layout_at(m);
    if (!l || (strcmp(l->family, "seafarers") != 0 && m < HS_MODE_COUNT))
        return false;
    hs_catan_options o = hs_catan_default();
    o.mode = (hs_mode)m;
    o.seed = seed;
    assert_int_equal(hs_rules_parse(l->rules ? l->rules : "red", &o.rules, NULL), HS_OK);
    hs_board b;
    hs_code code;
    assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
    assert_int_equal(hs_code_encode(&o, &code, NULL), HS_OK);
    int n = snprintf(line, size, "%s %s ", l->name, code.text);
    board_line(&b, line + n, size - (size_t)n);
    return true;
}

/* Every line of the golden file: its code, opened anew, makes its board; every Seafarers layout
 * of the table has its lines, in table order. With HEXSEED_WRITE_GOLDEN set, the lines of layouts
 * not yet in the file are appended (never when a line there would change). */
static void golden_setups_keep_their_boards(void **state)
{
    (void)state;
    const char *path = HS_TEST_GOLDEN "/scenarios.txt";
    data_lines have = data_lines_read(path);
    for (size_t k = 0; k < have.n; k++) { /* the code alone rebuilds the board */
        char name[64], text[HS_CODE_MAX_CHARS + 1];
        assert_int_equal(sscanf(have.line[k], "%63s %200s", name, text), 2);
        hs_catan_options o;
        hs_board b;
        assert_int_equal(hs_code_decode(text, &o, NULL), HS_OK);
        assert_string_equal(hs_mode_name(o.mode), name);
        assert_int_equal(hs_catan_generate(&o, &b, NULL), HS_OK);
        char got[1024];
        int n = snprintf(got, sizeof got, "%s %s ", name, text);
        board_line(&b, got + n, sizeof got - (size_t)n);
        assert_string_equal(got, have.line[k]);
    }
    bool write = getenv("HEXSEED_WRITE_GOLDEN") != NULL;
    FILE *out = write ? fopen(path, "a") : NULL;
    size_t k = 0;
    for (int m = 0; m < hs_layout_count(); m++)
        for (int i = 0; i < GOLDEN_SEEDS; i++) {
            char want[1024];
            if (!golden_of(m, golden_seeds[i], want, sizeof want))
                continue;
            if (k < have.n)
                assert_string_equal(have.line[k], want);
            else if (out)
                fprintf(out, "%s\n", want);
            else
                fail_msg("layout %s has no golden lines: HEXSEED_WRITE_GOLDEN=1 build/tests/test_scenarios", hs_mode_name((hs_mode)m));
            k++;
        }
    data_lines_free(&have);
    if (out)
        assert_int_equal(fclose(out), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_scenario_is_listed),
        cmocka_unit_test(scenarios_keep_their_facts_and_rules),
        cmocka_unit_test(setups_follow_the_rulebook),
        cmocka_unit_test(three_players_play_the_four_player_board),
        cmocka_unit_test(scenarios_take_other_rules_and_refuse_the_impossible),
        cmocka_unit_test(new_world_deals_its_land),
        cmocka_unit_test(outputs_show_the_scenario),
        cmocka_unit_test(scenarios_are_found_by_name),
        cmocka_unit_test(golden_setups_keep_their_boards),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
