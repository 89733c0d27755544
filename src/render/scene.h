/* SPDX-License-Identifier: MIT */
/* scene.h: a board drawn once as a flat list of shapes (a display list), which the SVG and
 * cairo back ends then paint. Keeps the drawing decisions in one place. Internal. */
#ifndef HEXSEED_SCENE_H
#define HEXSEED_SCENE_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/catan.h"
#include "hexseed/hex.h"
#include "hexseed/render.h"
#include "hexseed/sink.h"

#define SCENE_NONE 0xFFFFFFFFu /* no fill or no stroke */

/* SCENE_MARK is a terrain's mark (scene_terrain_mark) centred on `at`, its unit `radius` long. */
typedef enum scene_kind { SCENE_POLY, SCENE_CIRCLE, SCENE_TEXT, SCENE_LINE, SCENE_MARK } scene_kind;

typedef struct scene_item {
    scene_kind kind;
    uint32_t fill, stroke;  /* 0xRRGGBB or SCENE_NONE */
    double stroke_width;
    int n;                  /* polygon corners, or 2 for a line */
    hs_point pts[6];
    hs_point at;            /* circle centre, or text anchor (centre of the baseline) */
    double radius;          /* circle */
    double font_size;       /* text */
    bool bold;
    char text[144];         /* a token, a label, or a scenario caption (label, VP and goal) */
    int tile;               /* the board tile this polygon draws, or -1 (the SVG's data-tile) */
    int terrain;            /* the terrain whose mark a SCENE_MARK draws */
    const char *role;       /* NULL, or what the shape is part of (the SVG's class): "ring" around a 6 or 8,
                             * "harbor" (a harbor's disc and its two lines), "river" (a river's band
                             * and banks), "fishing" (a fishing ground's shoal) */
} scene_item;

typedef struct scene {
    double width, height;   /* in the unit of the board's hex size */
    hs_point offset;        /* added to hs_hex_corner_point/hs_hex_center to land on the scene */
    int n, cap;
    scene_item *items;      /* owned; scene_free */
} scene;

/* True for a rulebook layout that draws its own sea (New Shores and the scenarios): it gets
 * its caption and no ring of sea. Read off the public layout table (the Seafarers family is
 * exactly the layouts with a drawn sea, test_catan holds it), so that libhexseed-cairo can
 * build scenes too. */
bool scene_sea_layout(const hs_catan_options *o);

/* True when `board`'s game has a pirate ship: a board with sea of the Seafarers (a scenario's, a
 * landmass's), where the text, the JSON and the Tiled map say where it starts (or that it starts
 * off the board); false for the expansions' boards in their frame, which have none. */
bool scene_pirate_game(const hs_board *b);

/* Draws `board` with hexes of circumradius `hex_size` into a fresh scene, translated so that
 * everything lies in [0, width] x [0, height]; `legible` draws larger tokens and labels with the
 * pips as a count (hs_draw_style). HS_ENOMEM when allocation fails. */
hs_err scene_build(const hs_board *board, double hex_size, bool legible, scene *out);

void scene_free(scene *s);

/* The terminal palette of the text board (text.c): the background of a terrain's cells and
 * the ink of their letters and number, 0xRRGGBB, at least 4.5:1 apart. */
void scene_text_colors(int terrain, uint32_t *background, uint32_t *ink);

/* Writes an SVG document's opening and `board`'s scene (hexes of circumradius 60, in `style`;
 * HS_EINVAL for another) to `out`, and
 * leaves the scene in `*s` for an overlay: the caller then writes "</svg>\n" and calls scene_free
 * (also after an error). */
hs_err svg_board_open(const hs_board *board, hs_sink out, hs_draw_style style, scene *s);

/* A terrain's mark: how its hexes are told apart without colour (a greyscale printout, a
 * colour-blind player), drawn in `ink` a few times on each hex around the token. Up to three
 * strokes, each a polyline of up to six points in the mark's own unit (x right, y down, within
 * [-1, 1]), `width` wide in that unit; the SVG and cairo back ends both draw it from here. */
typedef struct scene_stroke {
    int n;
    hs_point pts[6];
} scene_stroke;

typedef struct scene_mark {
    const char *name;       /* the terrain's name, for the SVG's ids */
    uint32_t ink;
    double width;
    int n;
    scene_stroke strokes[4];
} scene_mark;

/* The mark of a terrain, or NULL for one without (the sea). */
const scene_mark *scene_terrain_mark(int terrain);

/* The colour of a terrain (also used by the text renderer's palette). */
uint32_t scene_terrain_color(int terrain);

/* The colour of a hex under fog, face down. */
uint32_t scene_fog_color(void);

/* ---- The tile atlas: one image of every kind of cell hexseed's Tiled maps show ------------- */

/* The atlas is one row of SCENE_TILE_SIZE x SCENE_TILE_SIZE slots, tile id k in slot k (x =
 * SCENE_TILE_SIZE k). Each tile is drawn against the slot's bottom-left corner, as Tiled,
 * Phaser and the engines' importers place a tile larger than its cell: a pointy-top hex fills
 * the left 56 x 64 (the cell of a board and a hexagonal land and water map), a flat-topped hex
 * the bottom 64 x 56 (a Hex Empire map, a landmass), a square all of it (an orthogonal land and
 * water map); the rest is transparent. The ids are a promise: a kind is only ever appended. */
#define SCENE_TILE_SIZE 64

typedef enum scene_tile_shape { SCENE_TILE_POINTY, SCENE_TILE_FLAT, SCENE_TILE_SQUARE } scene_tile_shape;

/* The ids, in the atlas's order. The cells of a land and water map come first, so that its
 * maps (millions of cells) write each cell's gid in one digit. */
enum scene_tile_id {
    SCENE_TILE_SQUARE_WATER, /* an orthogonal land and water map's cells */
    SCENE_TILE_SQUARE_LAND,
    SCENE_TILE_HEX_WATER, /* a hexagonal land and water map's cells */
    SCENE_TILE_HEX_LAND,
    SCENE_TILE_DESERT, /* a board's terrains, in hs_terrain's order */
    SCENE_TILE_FOREST,
    SCENE_TILE_HILLS,
    SCENE_TILE_FIELDS,
    SCENE_TILE_PASTURE,
    SCENE_TILE_MOUNTAINS,
    SCENE_TILE_GOLD,
    SCENE_TILE_SEA,
    SCENE_TILE_FOG, /* a board's hex under fog */
    SCENE_TILE_EMPIRE_WATER, /* a Hex Empire map's fields */
    SCENE_TILE_EMPIRE_LAND,
    SCENE_TILE_LANDMASS_LAND, /* a landmass's cells, real and imaginary */
    SCENE_TILE_LANDMASS_WATER,
    SCENE_TILE_LANDMASS_IMAGINARY_LAND,
    SCENE_TILE_LANDMASS_IMAGINARY_WATER,
    SCENE_TILE_LAKE, /* the expansions' terrains, in hs_terrain's order */
    SCENE_TILE_OASIS,
    SCENE_TILE_CASTLE,
    SCENE_TILE_QUARRY,
    SCENE_TILE_GLASSWORKS,
    SCENE_TILE_SWAMP,
    SCENE_TILE_COUNT
};

typedef struct scene_tile {
    const char *name;    /* unique in the atlas: "forest", "fog", "empire-land", ... */
    const char *terrain; /* what the cell is, as its map names it: "sea", "land", "imaginary-water" */
    scene_tile_shape shape;
    int board;           /* the board terrain (hs_terrain) it shows, or -1 */
    uint32_t color;      /* the fill, flat around the cell's centre: the colour of hexseed's drawing */
    uint32_t edge;       /* the outline, or SCENE_NONE */
    const scene_mark *sign; /* drawn around the centre, so that the kind reads without colour */
} scene_tile;

/* Tile `id` of the atlas (0 <= id < SCENE_TILE_COUNT), or NULL. */
const scene_tile *scene_tile_at(int id);

/* The id of the tile of board terrain `terrain` (hs_terrain), or -1. */
int scene_tile_of_terrain(int terrain);

#endif
