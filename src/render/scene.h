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

typedef enum scene_kind { SCENE_POLY, SCENE_CIRCLE, SCENE_TEXT, SCENE_LINE } scene_kind;

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

/* The colour of a terrain (also used by the text renderer's palette). */
uint32_t scene_terrain_color(int terrain);

#endif
