/* SPDX-License-Identifier: MIT */
/* hexseed/empire.h: Hex Empire maps (docs/empire.md): for a map number, the map the
 * game shows, tile for tile and name for name: land and water, the four capitals, towns, ports
 * and their names. The game's own random generator (an LCG) is used here, apart from
 * hexseed's mulberry32. Other sizes and land densities are an extension of ours.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_EMPIRE_H
#define HEXSEED_EMPIRE_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HS_EMPIRE_MAX_MAP 999999
#define HS_EMPIRE_MIN_W 6
#define HS_EMPIRE_MAX_W 64
#define HS_EMPIRE_MIN_H 6
#define HS_EMPIRE_MAX_H 40
#define HS_EMPIRE_MAX_FIELDS (HS_EMPIRE_MAX_W * HS_EMPIRE_MAX_H)

typedef struct hs_empire_options {
    uint32_t map;  /* 0..999999; default 0 */
    int width;     /* 6..64; default 20 (the game's) */
    int height;    /* 6..40; default 11 (the game's) */
    int land;      /* seeding: a field starts as land when a draw of 0..9 is below this; 1..9,
                      default 2 (the game's) */
    /* Zero (as the _default() function leaves it); HS_EINVAL otherwise. A later version turns
     * these words into fields whose zero means "as before" (docs/library.md, "ABI"). */
    uint64_t reserved[2];
} hs_empire_options;

/* The game's own board: map 0, 20 x 11, land 2. Errors: none. */
hs_empire_options hs_empire_default(void);

/* The options a request of the generator table names (hexseed/generators.h: a face fills the
 * request from its flags, query or arguments), from the defaults up. Errors:
 * HS_EINVAL for a request of another generator or a value the table's reader could not
 * check (its message). */
typedef struct hs_request hs_request;
hs_err hs_empire_options_read(const hs_request *r, hs_empire_options *o, hs_diag *diag);

/* True when `o` is the game's own board (20 x 11, land 2): only then is the map the game's.
 * Errors: none. */
bool hs_empire_is_original(const hs_empire_options *o);

typedef enum hs_estate { HS_ESTATE_NONE, HS_ESTATE_TOWN, HS_ESTATE_PORT } hs_estate;

typedef struct hs_empire_town {
    int x, y;
    hs_estate kind;     /* town or port */
    int capital;        /* 0 red, 1 violet, 2 blue, 3 green; -1 for other towns and ports */
    const char *name;   /* static; "" when the name list ran out (extension sizes only) */
} hs_empire_town;

typedef struct hs_empire_path {
    int from, to;       /* indexes into the map's towns */
    bool over_water;    /* the path that was used was the water-allowed one */
    int length;
    int first;          /* its fields are path_x/path_y[first .. first + length) */
} hs_empire_path;

/* A generated map: an opaque owning handle (hs_empire_free), read through the accessors below
 * and rendered by hexseed/render.h. */
typedef struct hs_empire hs_empire;

/* Builds the map `o` names into a new handle. Errors: HS_EINVAL for options out of range
 * (the message names the option), HS_ENOMEM. */
hs_err hs_empire_generate(const hs_empire_options *o, hs_empire **out, hs_diag *diag);

/* Releases a map and everything it owns; NULL is a no-op. Errors: none. */
void hs_empire_free(hs_empire *map);

/* The grid character of field (x, y): '.' water, '#' land, 'T' town, 'P' port, capitals 'R'
 * (red), 'V' (violet), 'B' (blue), 'G' (green). Errors: none; x in [0, width), y in [0, height)
 * (not checked). */
char hs_empire_char(const hs_empire *map, int x, int y);

/* The options the map was made with, and its size in fields. Errors: none. */
hs_empire_options hs_empire_options_of(const hs_empire *map);
int hs_empire_width(const hs_empire *map);
int hs_empire_height(const hs_empire *map);

/* True when field (x, y) is land; x in [0, width), y in [0, height) (not checked). Errors: none. */
bool hs_empire_is_land(const hs_empire *map, int x, int y);

/* The towns and ports, in field order (x outer, y inner): how many, town i (NULL when i is out
 * of range; valid until hs_empire_free), and the index of the town on field (x, y) or -1.
 * Errors: none (NULL, -1 as said); hs_empire_town_at takes x in [0, width), y in [0, height)
 * (not checked). */
int hs_empire_town_count(const hs_empire *map);
const hs_empire_town *hs_empire_town_get(const hs_empire *map, int i);
int hs_empire_town_at(const hs_empire *map, int x, int y);

/* The paths between towns that made the ports: how many, path i (NULL out of range), and the
 * k-th field of path i (k in [0, length)) into *x, *y; false when i or k is out of range.
 * Errors: none (NULL, false as said). */
int hs_empire_path_count(const hs_empire *map);
const hs_empire_path *hs_empire_path_get(const hs_empire *map, int i);
bool hs_empire_path_field(const hs_empire *map, int i, int k, int *x, int *y);

/* The land groups (fields of land joined through land): how many, and the group of field (x, y),
 * 0..count-1, or -1 for water; x in [0, width), y in [0, height) (not checked). Errors: none. */
int hs_empire_group_count(const hs_empire *map);
int hs_empire_group_at(const hs_empire *map, int x, int y);

/* True when the map is the game's own board (hs_empire_is_original of its options). Errors:
 * none. */
bool hs_empire_original(const hs_empire *map);

/* How many numbers the game's generator drew to make the map (the spec's checksum of a run).
 * Errors: none. */
uint32_t hs_empire_draws(const hs_empire *map);

#ifdef __cplusplus
}
#endif

#endif
