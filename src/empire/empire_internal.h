/* SPDX-License-Identifier: MIT */
/* empire_internal.h: what the Hex Empire generator keeps to itself: the town-name table, and
 * the layout of a map, shared with its renderers. */
#ifndef HEXSEED_EMPIRE_INTERNAL_H
#define HEXSEED_EMPIRE_INTERNAL_H

#include <stdint.h>

#include "hexseed/empire.h"

/* A generated map; outside the library it is opaque. Fields are addressed [x * height + y]. */
struct hs_empire {
    hs_empire_options options;
    int width, height;
    uint8_t *land;       /* 1 land, 0 water */
    uint8_t *estate;     /* hs_estate */
    int16_t *group;      /* land group id, -1 for water */
    int16_t *town_at;    /* index into towns, or -1 */
    int n_groups;
    int n_towns;
    hs_empire_town *towns;   /* in field order (x outer, y inner) */
    int n_paths;
    hs_empire_path *paths;   /* between consecutive towns of the shuffled list */
    int16_t *path_x, *path_y;
    uint32_t draws;          /* how many random numbers the map took */
};

#define HS_EMPIRE_NAMES 286

extern const char *const hs_empire_names[HS_EMPIRE_NAMES];

#endif
