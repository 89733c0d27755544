/* SPDX-License-Identifier: MIT */
/* scene.c: what a board looks like: the sea frame, terrain hexes with their marks, number
 * tokens with pips (the 6 and 8 ringed), harbors with their piers, the robber, and a caption
 * with the share code. */
#include "scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/code.h"

#define SEA_COLOR 0x3b82c4u
#define SEA_EDGE 0x2f6ea8u
#define HEX_EDGE 0xf3ead3u
#define TOKEN_FILL 0xf6eed8u
#define TOKEN_EDGE 0x6b5b3eu
#define INK 0x2b2b2bu
#define RED_INK 0xc62828u
#define CAPTION_INK 0x33485eu
#define FOG_COLOR 0xc9d1d6u /* a hex under fog, face down */
#define FOG_EDGE 0xe8edf0u

/* The marks, one per land terrain: a tree, bricks, an ear of wheat, a tuft of grass, peaks,
 * dunes and a nugget, dark on the light fills and light on the forest's dark green, so that
 * each reads in greyscale too. */
static const scene_mark marks[HS_TERRAIN_COUNT] = {
    [HS_FOREST] = {"forest", 0xeef5e0u, 0.22, 2,
                   {{4, {{0, -1}, {0.75, 0.4}, {-0.75, 0.4}, {0, -1}}}, {2, {{0, 0.4}, {0, 1}}}}},
    [HS_HILLS] = {"hills", 0x3a1a0au, 0.2, 3,
                  {{5, {{-1, -0.6}, {1, -0.6}, {1, 0.6}, {-1, 0.6}, {-1, -0.6}}},
                   {2, {{-1, 0}, {1, 0}}},
                   {4, {{0, -0.6}, {0, 0}, {0.5, 0}, {0.5, 0.6}}}}},
    [HS_FIELDS] = {"fields", 0x5c470cu, 0.22, 3,
                   {{2, {{0, 1}, {0, -1}}},
                    {3, {{-0.55, -0.75}, {0, -0.3}, {0.55, -0.75}}},
                    {3, {{-0.55, -0.15}, {0, 0.3}, {0.55, -0.15}}}}},
    [HS_PASTURE] = {"pasture", 0x24500eu, 0.22, 3,
                    {{2, {{-0.45, 0.9}, {-0.95, -0.35}}}, {2, {{0, 0.9}, {0, -0.95}}}, {2, {{0.45, 0.9}, {0.95, -0.35}}}}},
    [HS_MOUNTAINS] = {"mountains", 0x202020u, 0.22, 2,
                      {{5, {{-1, 0.7}, {-0.35, -0.7}, {0.1, 0.2}, {0.45, -0.25}, {1, 0.7}}}, {2, {{-1, 0.7}, {1, 0.7}}}}},
    [HS_DESERT] = {"desert", 0x5e4a1eu, 0.22, 2,
                   {{4, {{-1, 0.05}, {-0.55, -0.5}, {-0.1, -0.5}, {0.35, 0.05}}},
                    {4, {{-0.35, 0.85}, {0.1, 0.3}, {0.55, 0.3}, {1, 0.85}}}}},
    [HS_GOLD] = {"gold", 0x4d3a00u, 0.22, 2,
                 {{5, {{0, -1}, {0.7, 0}, {0, 1}, {-0.7, 0}, {0, -1}}}, {2, {{-0.7, 0}, {0.7, 0}}}}},
    /* The expansions' hexes: a fish, a palm, a tower, a cut block, a bottle, reeds. */
    [HS_LAKE] = {"lake", 0xeaf4fbu, 0.2, 2,
                 {{6, {{-1, 0}, {-0.5, -0.5}, {0.2, -0.5}, {0.6, 0}, {0.2, 0.5}, {-0.5, 0.5}}},
                  {4, {{-1, 0}, {0.6, 0}, {1, -0.45}, {1, 0.45}}}}},
    [HS_OASIS] = {"oasis", 0x2e4a0fu, 0.2, 3,
                  {{3, {{0, 1}, {0.1, 0}, {0, -0.6}}},
                   {3, {{-0.9, -0.2}, {-0.45, -0.75}, {0, -0.6}}},
                   {3, {{0.9, -0.2}, {0.45, -0.75}, {0, -0.6}}}}},
    [HS_CASTLE] = {"castle", 0xf4eef6u, 0.2, 2,
                   {{6, {{-0.7, 1}, {-0.7, -0.6}, {-0.35, -0.6}, {-0.35, -0.2}, {0.35, -0.2}, {0.35, -0.6}}},
                    {4, {{0.35, -0.6}, {0.7, -0.6}, {0.7, 1}, {-0.7, 1}}}}},
    [HS_QUARRY] = {"quarry", 0x2f2b24u, 0.2, 3,
                   {{5, {{-0.9, 0.9}, {-0.9, -0.1}, {0.2, -0.1}, {0.2, 0.9}, {-0.9, 0.9}}},
                    {4, {{-0.9, -0.1}, {-0.4, -0.7}, {0.7, -0.7}, {0.2, -0.1}}},
                    {3, {{0.7, -0.7}, {0.7, 0.3}, {0.2, 0.9}}}}},
    [HS_GLASSWORKS] = {"glassworks", 0x123c37u, 0.2, 2,
                       {{6, {{-0.25, -1}, {-0.25, -0.35}, {-0.6, 0.1}, {-0.6, 1}, {0.6, 1}, {0.6, 0.1}}},
                        {3, {{0.6, 0.1}, {0.25, -0.35}, {0.25, -1}}}}},
    [HS_SWAMP] = {"swamp", 0xe8f0dcu, 0.2, 4,
                  {{2, {{-0.6, 0.6}, {-0.7, -0.8}}}, {2, {{0, 0.6}, {0, -1}}}, {2, {{0.6, 0.6}, {0.7, -0.8}}},
                   {5, {{-1, 0.8}, {-0.5, 0.55}, {0, 0.8}, {0.5, 0.55}, {1, 0.8}}}}},
};

const scene_mark *scene_terrain_mark(int terrain)
{
    return (unsigned)terrain < HS_TERRAIN_COUNT && marks[terrain].name ? &marks[terrain] : NULL;
}

uint32_t scene_fog_color(void)
{
    return FOG_COLOR;
}

/* ---- The tile atlas ------------------------------------------------------------------------ */

/* The signs of the cells that have no terrain mark, each the character hexseed's text forms
 * use for it: '~' the sea and water (the board line, the landmass and terrain grids), '#' land,
 * 'x' and '.' a landmass's imaginary land and water, '?' a hex under fog (as the board drawing
 * writes on it). */
static const scene_mark wave_sign = {"water", 0xe3eef8u, 0.24, 2,
                                     {{5, {{-1, -0.25}, {-0.5, -0.65}, {0, -0.25}, {0.5, -0.65}, {1, -0.25}}},
                                      {5, {{-1, 0.55}, {-0.5, 0.15}, {0, 0.55}, {0.5, 0.15}, {1, 0.55}}}}};
static const scene_mark land_sign = {"land", 0x24500eu, 0.2, 4,
                                     {{2, {{-0.35, -1}, {-0.35, 1}}},
                                      {2, {{0.35, -1}, {0.35, 1}}},
                                      {2, {{-1, -0.35}, {1, -0.35}}},
                                      {2, {{-1, 0.35}, {1, 0.35}}}}};
static const scene_mark imaginary_land_sign = {"imaginary-land", 0x2f3236u, 0.22, 2,
                                               {{2, {{-0.8, -0.8}, {0.8, 0.8}}}, {2, {{-0.8, 0.8}, {0.8, -0.8}}}}};
static const scene_mark imaginary_water_sign = {"imaginary-water", 0x5b5e57u, 0.5, 1, {{2, {{0, 0.3}, {0, 0.35}}}}};
static const scene_mark fog_sign = {"fog", 0x5f6b75u, 0.24, 2,
                                    {{6, {{-0.55, -0.45}, {-0.35, -0.9}, {0.35, -0.9}, {0.55, -0.5}, {0, -0.05}, {0, 0.35}}},
                                     {2, {{0, 0.8}, {0, 0.85}}}}};

/* The colours are those of hexseed's own drawings: the board's (scene_terrain_color, the fog and
 * the sea frame), the land and water map's SVG (src/render/terrain.c), the Hex Empire drawing's
 * fields (src/cairo/empire.c) and the landmass's SVG (src/render/landmass.c). */
static const scene_tile tiles[SCENE_TILE_COUNT] = {
    [SCENE_TILE_SQUARE_WATER] = {"square-water", "water", SCENE_TILE_SQUARE, -1, 0x2f78b7u, SCENE_NONE, &wave_sign},
    [SCENE_TILE_SQUARE_LAND] = {"square-land", "land", SCENE_TILE_SQUARE, -1, 0x7cb342u, SCENE_NONE, &land_sign},
    [SCENE_TILE_HEX_WATER] = {"hex-water", "water", SCENE_TILE_POINTY, -1, 0x2f78b7u, SCENE_NONE, &wave_sign},
    [SCENE_TILE_HEX_LAND] = {"hex-land", "land", SCENE_TILE_POINTY, -1, 0x7cb342u, SCENE_NONE, &land_sign},
    [SCENE_TILE_DESERT] = {"desert", "desert", SCENE_TILE_POINTY, HS_DESERT, 0xe3cf9cu, HEX_EDGE, &marks[HS_DESERT]},
    [SCENE_TILE_FOREST] = {"forest", "forest", SCENE_TILE_POINTY, HS_FOREST, 0x2f7d3au, HEX_EDGE, &marks[HS_FOREST]},
    [SCENE_TILE_HILLS] = {"hills", "hills", SCENE_TILE_POINTY, HS_HILLS, 0xc4683au, HEX_EDGE, &marks[HS_HILLS]},
    [SCENE_TILE_FIELDS] = {"fields", "fields", SCENE_TILE_POINTY, HS_FIELDS, 0xe9c046u, HEX_EDGE, &marks[HS_FIELDS]},
    [SCENE_TILE_PASTURE] = {"pasture", "pasture", SCENE_TILE_POINTY, HS_PASTURE, 0x9ccc5au, HEX_EDGE, &marks[HS_PASTURE]},
    [SCENE_TILE_MOUNTAINS] = {"mountains", "mountains", SCENE_TILE_POINTY, HS_MOUNTAINS, 0x8e9297u, HEX_EDGE,
                              &marks[HS_MOUNTAINS]},
    [SCENE_TILE_GOLD] = {"gold", "gold", SCENE_TILE_POINTY, HS_GOLD, 0xf2b705u, HEX_EDGE, &marks[HS_GOLD]},
    [SCENE_TILE_SEA] = {"sea", "sea", SCENE_TILE_POINTY, HS_SEA, SEA_COLOR, SEA_EDGE, &wave_sign},
    [SCENE_TILE_FOG] = {"fog", "fog", SCENE_TILE_POINTY, -1, FOG_COLOR, FOG_EDGE, &fog_sign},
    [SCENE_TILE_EMPIRE_WATER] = {"empire-water", "water", SCENE_TILE_FLAT, -1, 0x2f78b7u, 0x2a6aa3u, &wave_sign},
    [SCENE_TILE_EMPIRE_LAND] = {"empire-land", "land", SCENE_TILE_FLAT, -1, 0x8fbf5au, 0x6f9a44u, &land_sign},
    [SCENE_TILE_LANDMASS_LAND] = {"landmass-land", "land", SCENE_TILE_FLAT, -1, 0x7cb342u, 0xffffffu, &land_sign},
    [SCENE_TILE_LANDMASS_WATER] = {"landmass-water", "water", SCENE_TILE_FLAT, -1, 0x3b82c4u, 0xffffffu, &wave_sign},
    [SCENE_TILE_LANDMASS_IMAGINARY_LAND] = {"landmass-imaginary-land", "imaginary-land", SCENE_TILE_FLAT, -1, 0x8d8f88u,
                                            0xffffffu, &imaginary_land_sign},
    [SCENE_TILE_LANDMASS_IMAGINARY_WATER] = {"landmass-imaginary-water", "imaginary-water", SCENE_TILE_FLAT, -1,
                                             0xcfd1cbu, 0xffffffu, &imaginary_water_sign},
    [SCENE_TILE_LAKE] = {"lake", "lake", SCENE_TILE_POINTY, HS_LAKE, 0x2b79b5u, HEX_EDGE, &marks[HS_LAKE]},
    [SCENE_TILE_OASIS] = {"oasis", "oasis", SCENE_TILE_POINTY, HS_OASIS, 0xc9e07au, HEX_EDGE, &marks[HS_OASIS]},
    [SCENE_TILE_CASTLE] = {"castle", "castle", SCENE_TILE_POINTY, HS_CASTLE, 0x7b6a85u, HEX_EDGE, &marks[HS_CASTLE]},
    [SCENE_TILE_QUARRY] = {"quarry", "quarry", SCENE_TILE_POINTY, HS_QUARRY, 0xc4beb2u, HEX_EDGE, &marks[HS_QUARRY]},
    [SCENE_TILE_GLASSWORKS] = {"glassworks", "glassworks", SCENE_TILE_POINTY, HS_GLASSWORKS, 0x8fdbd0u, HEX_EDGE,
                               &marks[HS_GLASSWORKS]},
    [SCENE_TILE_SWAMP] = {"swamp", "swamp", SCENE_TILE_POINTY, HS_SWAMP, 0x5b7046u, HEX_EDGE, &marks[HS_SWAMP]},
};

int scene_tile_of_terrain(int terrain)
{
    for (int id = 0; id < SCENE_TILE_COUNT; id++)
        if (tiles[id].board >= 0 && tiles[id].board == terrain)
            return id;
    return -1;
}

uint32_t scene_terrain_color(int terrain)
{
    int id = scene_tile_of_terrain(terrain);
    return id >= 0 ? tiles[id].color : 0xff00ffu;
}

const scene_tile *scene_tile_at(int id)
{
    return id >= 0 && id < SCENE_TILE_COUNT ? &tiles[id] : NULL;
}

static scene_item *add(scene *s, scene_kind kind)
{
    if (s->n == s->cap) {
        int cap = s->cap ? 2 * s->cap : 256;
        scene_item *grown = realloc(s->items, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        s->items = grown;
        s->cap = cap;
    }
    scene_item *it = &s->items[s->n++];
    memset(it, 0, sizeof *it);
    it->kind = kind;
    it->fill = it->stroke = SCENE_NONE;
    it->tile = -1;
    return it;
}

#define ADD_OR_FAIL(it, s, kind)          \
    scene_item *it = add((s), (kind));    \
    if (!it)                              \
        return HS_ENOMEM

static hs_err hexagon(scene *s, hs_hex h, double size, double inset, uint32_t fill, uint32_t stroke, double width)
{
    ADD_OR_FAIL(it, s, SCENE_POLY);
    hs_point c = hs_hex_center(h, size);
    it->n = 6;
    for (int k = 0; k < 6; k++) {
        hs_point p = hs_hex_corner_point(h, size, k);
        it->pts[k].x = c.x + (p.x - c.x) * inset;
        it->pts[k].y = c.y + (p.y - c.y) * inset;
    }
    it->fill = fill;
    it->stroke = stroke;
    it->stroke_width = width;
    return HS_OK;
}

static hs_err circle(scene *s, hs_point at, double r, uint32_t fill, uint32_t stroke, double width)
{
    ADD_OR_FAIL(it, s, SCENE_CIRCLE);
    it->at = at;
    it->radius = r;
    it->fill = fill;
    it->stroke = stroke;
    it->stroke_width = width;
    return HS_OK;
}

static hs_err text(scene *s, hs_point at, double size, bool bold, uint32_t color, const char *str)
{
    ADD_OR_FAIL(it, s, SCENE_TEXT);
    it->at = at;
    it->font_size = size;
    it->bold = bold;
    it->fill = color;
    snprintf(it->text, sizeof it->text, "%.*s", (int)sizeof it->text - 1, str);
    return HS_OK;
}

static hs_err line(scene *s, hs_point a, hs_point b, uint32_t color, double width)
{
    ADD_OR_FAIL(it, s, SCENE_LINE);
    it->n = 2;
    it->pts[0] = a;
    it->pts[1] = b;
    it->stroke = color;
    it->stroke_width = width;
    return HS_OK;
}

#define PI 3.14159265358979323846

/* A land hex's mark, three times: by default upper left, upper right and at the bottom, towards
 * the corners where the hex has the most room beside the token (the robber stands to the left,
 * a gold hex's word above); `toward` (degrees, y down, n of them) where a river or a second
 * token takes that room. */
static hs_err terrain_marks(scene *s, hs_hex h, int terrain, double size, bool legible, const double *toward, int n)
{
    static const double usual[3] = {-150.0, -30.0, 90.0};
    if (!scene_terrain_mark(terrain))
        return HS_OK;
    if (!toward) {
        toward = usual;
        n = 3;
    }
    hs_point c = hs_hex_center(h, size);
    double reach = (legible ? 0.78 : 0.70) * size;
    for (int k = 0; k < n; k++) {
        ADD_OR_FAIL(it, s, SCENE_MARK);
        double a = toward[k] * (PI / 180.0);
        it->at = (hs_point){c.x + reach * cos(a), c.y + reach * sin(a)};
        it->radius = (legible ? 0.12 : 0.14) * size;
        it->terrain = terrain;
    }
    return HS_OK;
}

static int tile_at(const hs_board *b, hs_hex h)
{
    for (int i = 0; i < b->n_tiles; i++)
        if (hs_hex_eq(b->tiles[i].hex, h))
            return i;
    return -1;
}

static bool on_board(const hs_board *b, hs_hex h)
{
    return tile_at(b, h) >= 0;
}

/* The text of legible drawings is never smaller than a harbor's resource word, the smallest it
 * had before the expansions (0.21 of the hex size; 0.17 in the compact drawing): the expansions'
 * smaller tokens and words keep to it. */
#define FLOOR_LEGIBLE 0.21
#define FLOOR_COMPACT 0.17

/* A number token centred on `c`, `scale` times the size of a hex's own (1: the usual; smaller
 * where two share a hex), its type no smaller than the floor. */
static hs_err token_scaled(scene *s, hs_point c, double size, int number, bool legible, double scale)
{
    hs_err err;
    bool red = number == 6 || number == 8;
    uint32_t ink = red ? RED_INK : INK;
    double r = (legible ? 0.56 : 0.40) * scale * size;
    if ((err = circle(s, c, r, TOKEN_FILL, TOKEN_EDGE, 0.025 * size)))
        return err;
    /* The 6 and 8 are also told by a dark ring, for a greyscale printout and colour-blind eyes. */
    if (red) {
        if ((err = circle(s, c, r + 0.05 * size, SCENE_NONE, INK, 0.06 * size)))
            return err;
        s->items[s->n - 1].role = "ring";
    }
    char num[4];
    snprintf(num, sizeof num, "%d", number);
    int pips = hs_pips(number);
    if (legible) {
        /* A big number, and under it one dot and the count of pips: "(dot) 5". */
        double u = scale * size;
        if ((err = text(s, (hs_point){c.x, c.y + 0.13 * u}, 0.58 * u, true, ink, num)))
            return err;
        char count[4];
        snprintf(count, sizeof count, "%d", pips);
        if ((err = circle(s, (hs_point){c.x - 0.10 * u, c.y + 0.32 * u}, 0.05 * u, ink, SCENE_NONE, 0)))
            return err;
        return text(s, (hs_point){c.x + 0.07 * u, c.y + 0.405 * u}, fmax(0.25 * u, FLOOR_LEGIBLE * size), true, ink,
                    count);
    }
    double u = scale * size;
    hs_point at = {c.x, c.y + 0.10 * u};
    if ((err = text(s, at, 0.36 * u, true, ink, num)))
        return err;
    double step = 0.085 * u;
    for (int k = 0; k < pips; k++) {
        hs_point dot = {c.x + (k - (pips - 1) / 2.0) * step, c.y + 0.24 * u};
        if ((err = circle(s, dot, 0.032 * u, ink, SCENE_NONE, 0)))
            return err;
    }
    return HS_OK;
}

static hs_err token(scene *s, hs_point c, double size, int number, bool legible)
{
    return token_scaled(s, c, size, number, legible, 1.0);
}

/* ---- The expansions' pieces: rivers, second tokens, fishing grounds, the lake's catches ---- */

#define RIVER_BLUE 0x1f6fb2u
#define RIVER_BANK 0xeaf4fbu
#define FISHING_FILL 0x4f9e86u
#define FISHING_EDGE 0x1c4f40u

/* The piece of `kind` on tile `tile`, or NULL. */
static const hs_piece *piece_on(const hs_board *b, int tile, hs_piece_kind kind)
{
    for (int k = 0; k < b->n_pieces; k++)
        if (b->pieces[k].kind == kind && b->pieces[k].tile == tile)
            return &b->pieces[k];
    return NULL;
}

/* The angle (radians, y down) from the centre of `h` to the middle of its edge toward `dir`. */
static double edge_angle(hs_hex h, int dir)
{
    hs_point c = hs_hex_center(h, 1.0), a = hs_hex_corner_point(h, 1.0, (dir + 1) % 6),
             z = hs_hex_corner_point(h, 1.0, (dir + 2) % 6);
    return atan2((a.y + z.y) / 2 - c.y, (a.x + z.x) / 2 - c.x);
}

/* The two edges a river hex's river crosses: toward the river hexes beside it; at an end of the
 * river toward its swamp, else a lake, else straight on (the sea or the land it runs into).
 * False for a tile that is not a river hex. */
static bool river_edges(const hs_board *b, int tile, int *from, int *to)
{
    if (!piece_on(b, tile, HS_PIECE_RIVER))
        return false;
    int dirs[2], n = 0;
    hs_hex h = b->tiles[tile].hex;
    for (int d = 0; d < 6 && n < 2; d++) {
        int t = tile_at(b, hs_hex_neighbor(h, d));
        if (t >= 0 && piece_on(b, t, HS_PIECE_RIVER))
            dirs[n++] = d;
    }
    static const int ends[2] = {HS_SWAMP, HS_LAKE};
    for (int e = 0; e < 2 && n < 2; e++)
        for (int d = 0; d < 6 && n < 2; d++) {
            int t = tile_at(b, hs_hex_neighbor(h, d));
            if (t >= 0 && b->tiles[t].terrain == ends[e] && (n == 0 || dirs[0] != d)) {
                dirs[n++] = d;
                break;
            }
        }
    if (n == 0)
        dirs[n++] = HS_DIR_W;
    if (n == 1)
        dirs[n++] = (dirs[0] + 3) % 6;
    *from = dirs[0];
    *to = dirs[1];
    return true;
}

/* The arc of a river across its hex, from the middle of one edge to the other's around the
 * token (below it when the edges face each other): its angles, `*a` plus up to `*sweep`. */
static void river_arc(hs_hex h, int from, int to, double *a, double *sweep)
{
    double a1 = edge_angle(h, from), a2 = edge_angle(h, to), d = a2 - a1;
    while (d > PI + 1e-9)
        d -= 2 * PI;
    while (d < -PI - 1e-9)
        d += 2 * PI;
    if (fabs(fabs(d) - PI) < 1e-6) /* opposite edges: around the lower side */
        d = sin(a1 + PI / 2) > 0 ? PI : -PI;
    *a = a1;
    *sweep = d;
}

/* A river hex's river: a blue band with light banks from edge to edge, wide of the token. */
static hs_err river(scene *s, const hs_board *b, int tile, double size, bool legible)
{
    int from, to;
    if (!river_edges(b, tile, &from, &to))
        return HS_OK;
    hs_hex h = b->tiles[tile].hex;
    hs_point c = hs_hex_center(h, size);
    /* between the token's ring (0.48 of the hex, 0.64 legible) and the hex's side (0.87) */
    double a, sweep, rho = (legible ? 0.765 : 0.70) * size, mid = 0.866 * size;
    river_arc(h, from, to, &a, &sweep);
    hs_point pts[6];
    pts[0] = (hs_point){c.x + mid * cos(a), c.y + mid * sin(a)};
    for (int k = 1; k <= 4; k++) {
        double t = a + sweep * k / 5.0;
        pts[k] = (hs_point){c.x + rho * cos(t), c.y + rho * sin(t)};
    }
    pts[5] = (hs_point){c.x + mid * cos(a + sweep), c.y + mid * sin(a + sweep)};
    static const uint32_t ink[2] = {RIVER_BANK, RIVER_BLUE};
    const double wide[2] = {legible ? 0.12 : 0.15, legible ? 0.075 : 0.09};
    for (int layer = 0; layer < 2; layer++) {
        ADD_OR_FAIL(it, s, SCENE_LINE);
        it->n = 6;
        memcpy(it->pts, pts, sizeof pts);
        it->stroke = ink[layer];
        it->stroke_width = wide[layer] * size;
        it->role = "river";
    }
    return HS_OK;
}

/* Where a hex's marks go: the usual three corners, or those a river's arc or a second token
 * leaves free. Returns how many of `toward` it filled; 0 for the usual. */
static int marks_room(const hs_board *b, int tile, double toward[6])
{
    static const double corners[6] = {-150.0, -30.0, 90.0, -90.0, 30.0, 150.0}; /* the usual first */
    if (piece_on(b, tile, HS_PIECE_SECOND)) { /* two tokens side by side: above and below them */
        toward[0] = -90.0;
        toward[1] = 90.0;
        return 2;
    }
    int from, to, n = 0;
    if (!river_edges(b, tile, &from, &to))
        return 0;
    double a, sweep;
    river_arc(b->tiles[tile].hex, from, to, &a, &sweep);
    double middle = a + sweep / 2, half = fabs(sweep) / 2;
    for (int k = 0; k < 6 && n < 3; k++) {
        double off = fabs(remainder(corners[k] * (PI / 180.0) - middle, 2 * PI));
        if (off > half + 20.0 * (PI / 180.0))
            toward[n++] = corners[k];
    }
    return n ? n : -1;
}

/* A fishing ground on the frame: a shoal over the sea hex's third at corner `at`, between the
 * two coastal edges it covers, with its number token and a fish at each end. */
static hs_err fishing_ground(scene *s, const hs_board *b, const hs_piece *p, double size, bool legible)
{
    hs_hex h = b->tiles[p->tile].hex;
    hs_point c = hs_hex_center(h, size), k = hs_hex_corner_point(h, size, p->at % 6),
             l = hs_hex_corner_point(h, size, (p->at + 5) % 6), r = hs_hex_corner_point(h, size, (p->at + 1) % 6);
    hs_point m = {(c.x + k.x) / 2, (c.y + k.y) / 2};
    hs_point shape[4] = {c, l, k, r};
    {
        ADD_OR_FAIL(it, s, SCENE_POLY);
        it->n = 4;
        for (int j = 0; j < 4; j++)
            it->pts[j] = (hs_point){m.x + (shape[j].x - m.x) * 0.9, m.y + (shape[j].y - m.y) * 0.9};
        it->fill = FISHING_FILL;
        it->stroke = FISHING_EDGE;
        it->stroke_width = 0.035 * size;
        it->role = "fishing";
    }
    for (int j = 0; j < 2; j++) { /* the sign: a fish toward each long end */
        hs_point end = j ? r : l;
        ADD_OR_FAIL(it, s, SCENE_MARK);
        it->at = (hs_point){m.x + (end.x - m.x) * 0.66, m.y + (end.y - m.y) * 0.66};
        it->radius = 0.11 * size;
        it->terrain = HS_LAKE;
    }
    hs_err err = circle(s, m, (legible ? 0.36 : 0.29) * size, TOKEN_FILL, FISHING_EDGE, 0.025 * size);
    char num[4];
    snprintf(num, sizeof num, "%u", p->number);
    if (!err)
        err = text(s, (hs_point){m.x, m.y + (legible ? 0.12 : 0.095) * size}, (legible ? 0.34 : 0.27) * size, true,
                   p->number == 6 || p->number == 8 ? RED_INK : INK, num);
    return err;
}

/* The rolls a lake catches fish on, on a light disc in two lines ("2 3" over "11 12"). */
static hs_err catches(scene *s, hs_point c, double size, unsigned rolls, bool legible)
{
    int n = 0, list[16];
    for (int roll = 2; roll <= 12; roll++)
        if (rolls & (1u << roll))
            list[n++] = roll;
    if (!n)
        return HS_OK;
    /* legible: a disc wide enough for "11 12" where a phone's page grows the type to its floor */
    double font = (legible ? 0.26 : 0.21) * size;
    hs_err err = circle(s, c, (legible ? 0.62 : 0.42) * size, 0xeaf4fbu, 0x16486fu, 0.025 * size);
    for (int line = 0, first = 0; line < 2 && !err; line++) {
        int last = line ? n : (n + 1) / 2;
        char words[48] = "";
        for (int k = first; k < last; k++)
            snprintf(words + strlen(words), sizeof words - strlen(words), "%s%d", k > first ? " " : "", list[k]);
        first = last;
        if (*words)
            err = text(s, (hs_point){c.x, c.y + (line ? 0.9 : -0.12) * font}, font, true, 0x16486fu, words);
    }
    return err;
}

static hs_err robber(scene *s, hs_point c, double size)
{
    hs_err err;
    ADD_OR_FAIL(body, s, SCENE_POLY);
    double w = 0.16 * size, h = 0.34 * size, top = c.y - 0.05 * size;
    body->n = 4;
    body->pts[0] = (hs_point){c.x - 0.45 * w, top};
    body->pts[1] = (hs_point){c.x + 0.45 * w, top};
    body->pts[2] = (hs_point){c.x + w, top + h};
    body->pts[3] = (hs_point){c.x - w, top + h};
    body->fill = 0x3a3a3au;
    body->stroke = 0x111111u;
    body->stroke_width = 0.02 * size;
    if ((err = circle(s, (hs_point){c.x, top - 0.07 * size}, 0.11 * size, 0x3a3a3au, 0x111111u, 0.02 * size)))
        return err;
    return HS_OK;
}

/* The pirate: a black ship, hull and sail. */
static hs_err pirate(scene *s, hs_point c, double size)
{
    ADD_OR_FAIL(hull, s, SCENE_POLY);
    double w = 0.36 * size, y = c.y + 0.12 * size;
    hull->n = 4;
    hull->pts[0] = (hs_point){c.x - w, y};
    hull->pts[1] = (hs_point){c.x + w, y};
    hull->pts[2] = (hs_point){c.x + 0.7 * w, y + 0.16 * size};
    hull->pts[3] = (hs_point){c.x - 0.7 * w, y + 0.16 * size};
    hull->fill = 0x1b1b1bu;
    hull->stroke = 0x000000u;
    hull->stroke_width = 0.02 * size;
    ADD_OR_FAIL(sail, s, SCENE_POLY);
    sail->n = 3;
    sail->pts[0] = (hs_point){c.x - 0.02 * size, y - 0.04 * size};
    sail->pts[1] = (hs_point){c.x - 0.02 * size, y - 0.5 * size};
    sail->pts[2] = (hs_point){c.x + 0.3 * size, y - 0.04 * size};
    sail->fill = 0x262626u;
    sail->stroke = 0xf0f0f0u;
    sail->stroke_width = 0.02 * size;
    return HS_OK;
}

/* A scenario's piece: a marked disc at its corner or on its edge, its letter (or a cloth
 * village's number) inside; a path step as a small number low in its hex. */
static hs_err piece(scene *s, const hs_board *b, const hs_piece *p, double size)
{
    static const uint32_t fill[HS_PIECE_KIND_COUNT] = {
        [HS_PIECE_VILLAGE] = 0x8d5a2bu, [HS_PIECE_DEV_CARD] = 0x2e6b8au, [HS_PIECE_CLOTH] = 0x7b3f98u,
        [HS_PIECE_FORTRESS] = 0x222222u, [HS_PIECE_LANDING] = 0x5d7c3au, [HS_PIECE_PATH] = 0x1f3346u,
        [HS_PIECE_WALL] = 0x9c6b30u, [HS_PIECE_BRIDGE] = 0x6d6d6du, [HS_PIECE_NO_BUILD] = 0xb71c1cu,
    };
    hs_hex h = b->tiles[p->tile].hex;
    hs_point at = hs_hex_center(h, size);
    int place = hs_piece_place((hs_piece_kind)p->kind);
    if (place == HS_PLACE_CORNER)
        at = hs_hex_corner_point(h, size, p->at);
    else if (place == HS_PLACE_EDGE) {
        hs_point a = hs_hex_corner_point(h, size, (p->at + 1) % 6), c = hs_hex_corner_point(h, size, (p->at + 2) % 6);
        at = (hs_point){(a.x + c.x) / 2, (a.y + c.y) / 2};
    }
    char label[8];
    if (p->kind == HS_PIECE_PATH || (p->kind == HS_PIECE_CLOTH && p->number))
        snprintf(label, sizeof label, "%u", p->number);
    else
        snprintf(label, sizeof label, "%c", hs_piece_letter((hs_piece_kind)p->kind));
    if (p->kind == HS_PIECE_PATH) {
        at.y += 0.55 * size;
        return text(s, at, 0.2 * size, true, fill[p->kind], label);
    }
    hs_err err = circle(s, at, 0.17 * size, fill[p->kind], 0xffffffu, 0.03 * size);
    if (!err)
        err = text(s, (hs_point){at.x, at.y + 0.07 * size}, 0.19 * size, true, 0xffffffu, label);
    return err;
}

static hs_err harbor(scene *s, const hs_board *b, const hs_harbor *hb, double size, bool legible)
{
    hs_err err;
    hs_hex land = b->tiles[hb->tile].hex;
    hs_hex sea = hs_hex_neighbor(land, hb->side);
    hs_point c = hs_hex_center(sea, size);
    /* Piers from the sea hex's centre to the two corners of the harbor edge. */
    for (int k = 1; k <= 2; k++) {
        hs_point corner = hs_hex_corner_point(land, size, (hb->side + k) % 6);
        hs_point start = {c.x + (corner.x - c.x) * 0.45, c.y + (corner.y - c.y) * 0.45};
        if ((err = line(s, start, corner, 0x8a6a3fu, 0.09 * size)))
            return err;
    }
    uint32_t fill = hb->type == HS_HARBOR_ANY ? 0xffffffu : scene_terrain_color(hb->type == HS_HARBOR_LUMBER ? HS_FOREST
                                                                               : hb->type == HS_HARBOR_BRICK  ? HS_HILLS
                                                                               : hb->type == HS_HARBOR_GRAIN  ? HS_FIELDS
                                                                               : hb->type == HS_HARBOR_WOOL   ? HS_PASTURE
                                                                                                              : HS_MOUNTAINS);
    /* Legible: a larger disc and type, the resource on a line of its own. */
    double r = legible ? 0.48 : 0.40, big = legible ? 0.32 : 0.26, small = legible ? 0.21 : 0.17;
    /* the disc and its two lines are one "harbor" (the SVG's class): a page that draws the
     * labels larger than the disc moves the three together to where they fit */
    if ((err = circle(s, c, r * size, fill, 0x1f4f7au, 0.03 * size)))
        return err;
    s->items[s->n - 1].role = "harbor";
    uint32_t ink = (hb->type == HS_HARBOR_LUMBER || hb->type == HS_HARBOR_BRICK) ? 0xffffffu : INK;
    if ((err = text(s, (hs_point){c.x, c.y - 0.02 * size}, big * size, true, ink, hb->type == HS_HARBOR_ANY ? "3:1" : "2:1")))
        return err;
    s->items[s->n - 1].role = "harbor";
    const char *what = hb->type == HS_HARBOR_ANY ? "any" : hs_harbor_name(hb->type);
    if ((err = text(s, (hs_point){c.x, c.y + (legible ? 0.25 : 0.22) * size}, small * size, legible, ink, what)))
        return err;
    s->items[s->n - 1].role = "harbor";
    return HS_OK;
}

/* ---- The caption ---------------------------------------------------------------------------- */

#define CAPTION_LINES 8

typedef struct caption_line {
    char text[144];
    double font;
} caption_line;

/* The width of `n` characters of caption text at `font`, by DejaVu Sans's average advance (the
 * drawings' font; a little generous, so that a line that fits here fits on the page). */
static double text_width(size_t n, double font)
{
    return 0.56 * font * (double)n;
}

/* Appends `src` to lines[n..] as lines no wider than `width` at `font`, broken only at its
 * separators (" - ", and ", " when `commas`; a new line drops them): a part wider than that
 * alone keeps its own line. Returns the new count (at most CAPTION_LINES). */
static int wrap(const char *src, bool commas, double width, double font, caption_line *lines, int n)
{
    const char *p = src;
    bool open = false;
    while (*p && n < CAPTION_LINES) {
        /* the next part: up to the next separator after its first character */
        const char *sep_at = NULL;
        for (const char *q = p + 1; *q && !sep_at; q++)
            if ((commas && strncmp(q, ", ", 2) == 0) || strncmp(q, " - ", 3) == 0)
                sep_at = q;
        size_t part = sep_at ? (size_t)(sep_at - p) : strlen(p);
        /* the separator before this part (kept when the part joins the open line) */
        size_t lead = commas && strncmp(p, ", ", 2) == 0 ? 2 : strncmp(p, " - ", 3) == 0 ? 3 : 0;
        if (open && text_width(strlen(lines[n - 1].text) + part, font) <= width) {
            size_t len = strlen(lines[n - 1].text);
            snprintf(lines[n - 1].text + len, sizeof lines[n - 1].text - len, "%.*s", (int)part, p);
        } else {
            if (open && lead == 2) /* a line broken after a comma keeps it */
                snprintf(lines[n - 1].text + strlen(lines[n - 1].text),
                         sizeof lines[n - 1].text - strlen(lines[n - 1].text), ",");
            snprintf(lines[n].text, sizeof lines[n].text, "%.*s", (int)(part - lead), p + lead);
            lines[n++].font = font;
            open = true;
        }
        p += part;
    }
    return n;
}

bool scene_sea_layout(const hs_catan_options *o)
{
    return !o->landmass && hs_layout_drawn(o->mode);
}

bool scene_pirate_game(const hs_board *b)
{
    const hs_layout_info *l = hs_layout_at(b->options.mode);
    return hs_board_has_sea(b) && (b->options.landmass || b->pirate >= 0 || (l && strcmp(l->family, "seafarers") == 0));
}

hs_err scene_build(const hs_board *b, double size, bool legible, scene *out)
{
    memset(out, 0, sizeof *out);
    scene s = {0};
    hs_err err = HS_OK;

    /* The sea frame: every hex next to the land that is not land. */
    hs_hex frame[6 * HS_BOARD_MAX_TILES];
    int n_frame = 0;
    /* New Shores layouts draw their own frame; other boards get a ring of sea around them. */
    bool framed = scene_sea_layout(&b->options);
    for (int i = 0; i < b->n_tiles && !framed; i++)
        for (int d = 0; d < 6; d++) {
            hs_hex h = hs_hex_neighbor(b->tiles[i].hex, d);
            bool seen = on_board(b, h);
            for (int k = 0; k < n_frame && !seen; k++)
                seen = hs_hex_eq(frame[k], h);
            if (!seen)
                frame[n_frame++] = h;
        }
    for (int k = 0; k < n_frame && !err; k++)
        err = hexagon(&s, frame[k], size, 1.0, SEA_COLOR, SEA_EDGE, 0.03 * size);
    for (int i = 0; i < b->n_tiles && !err; i++) {
        err = hs_board_fog(b, i) >= 0 ? hexagon(&s, b->tiles[i].hex, size, 0.97, FOG_COLOR, FOG_EDGE, 0.05 * size)
              : b->tiles[i].terrain == HS_SEA
                  ? hexagon(&s, b->tiles[i].hex, size, 1.0, SEA_COLOR, SEA_EDGE, 0.03 * size)
                  : hexagon(&s, b->tiles[i].hex, size, 0.97, scene_terrain_color(b->tiles[i].terrain), HEX_EDGE,
                            0.05 * size);
        if (!err)
            s.items[s.n - 1].tile = i; /* so that a page can tell which tile was tapped */
    }
    for (int i = 0; i < b->n_tiles && !err; i++)
        err = river(&s, b, i, size, legible); /* over the hex, under its marks and token */
    for (int i = 0; i < b->n_tiles && !err; i++)
        if (hs_board_fog(b, i) < 0) { /* a hex under fog is face down: no mark */
            double toward[6];
            int n = marks_room(b, i, toward);
            err = terrain_marks(&s, b->tiles[i].hex, b->tiles[i].terrain, size, legible, n ? toward : NULL, n < 0 ? 0 : n);
        }
    for (int k = 0; k < b->n_pieces && !err; k++)
        if (b->pieces[k].kind == HS_PIECE_FISHING)
            err = fishing_ground(&s, b, &b->pieces[k], size, legible);
    for (int i = 0; i < b->n_tiles && !err; i++) {
        hs_point c = hs_hex_center(b->tiles[i].hex, size);
        int terrain = b->tiles[i].terrain;
        const hs_piece *second = piece_on(b, i, HS_PIECE_SECOND);
        if (hs_board_fog(b, i) >= 0)
            err = text(&s, (hs_point){c.x, c.y + 0.15 * size}, 0.45 * size, true, 0x5f6b75u, "?");
        else if (b->tiles[i].number && second) { /* two smaller tokens side by side, the first left */
            double off = (legible ? 0.43 : 0.36) * size, scale = legible ? 0.72 : 0.8;
            err = token_scaled(&s, (hs_point){c.x - off, c.y}, size, b->tiles[i].number, legible, scale);
            if (!err)
                err = token_scaled(&s, (hs_point){c.x + off, c.y}, size, second->number, legible, scale);
        } else if (b->tiles[i].number)
            err = token(&s, c, size, b->tiles[i].number, legible);
        else if (hs_terrain_catches((hs_terrain)terrain))
            err = catches(&s, c, size, hs_terrain_catches((hs_terrain)terrain), legible);
        else if (terrain == HS_DESERT && i != b->robber)
            err = text(&s, (hs_point){c.x, c.y + 0.06 * size}, (legible ? 0.26 : 0.2) * size, legible, 0x7a6a45u,
                       "desert");
        else if (terrain != HS_DESERT && terrain != HS_SEA && i != b->robber) {
            /* the expansions' hexes without a token say what they are, as the desert does; a long
             * word a little smaller, never below the floor */
            const char *name = hs_terrain_name((hs_terrain)terrain);
            size_t len = strlen(name);
            const scene_mark *m = scene_terrain_mark(terrain); /* its ink reads on its fill */
            uint32_t ink = m ? m->ink : INK;
            if (legible && len > 7) { /* in two lines ("glass" over "works"): a phone's page grows the
                                       * type to its floor, where one line would outrun the hex */
                char half[16];
                snprintf(half, sizeof half, "%.*s", (int)(len + 1) / 2, name);
                err = text(&s, (hs_point){c.x, c.y - 0.04 * size}, 0.26 * size, true, ink, half);
                if (!err)
                    err = text(&s, (hs_point){c.x, c.y + 0.26 * size}, 0.26 * size, true, ink, name + (len + 1) / 2);
            } else {
                double font = fmax(fmin((legible ? 0.26 : 0.2) * size, 1.45 * size / (0.62 * (double)len)),
                                   (legible ? FLOOR_LEGIBLE : FLOOR_COMPACT) * size);
                err = text(&s, (hs_point){c.x, c.y + 0.06 * size}, font, legible, ink, name);
            }
        }
        /* the word for gold in print; the legible drawing (a phone) has the nugget marks alone, as
         * its text grown to a legible size would cover the token's number */
        if (!err && b->tiles[i].terrain == HS_GOLD && !legible)
            err = text(&s, (hs_point){c.x, c.y - 0.5 * size}, 0.2 * size, true, 0x5a3f00u, "GOLD");
    }
    for (int h = 0; h < b->n_harbors && !err; h++)
        err = harbor(&s, b, &b->harbors[h], size, legible);
    for (int k = 0; k < b->n_pieces && !err; k++) /* the expansions' pieces are drawn above, in their places */
        if (b->pieces[k].kind < HS_PIECE_FISHING)
            err = piece(&s, b, &b->pieces[k], size);
    if (!err && b->robber >= 0) { /* on a numbered hex it stands beside the token, which stays legible */
        hs_point at = hs_hex_center(b->tiles[b->robber].hex, size);
        if (b->tiles[b->robber].number)
            at.x -= 0.62 * size;
        err = robber(&s, at, size);
    }
    if (!err && b->pirate >= 0)
        err = pirate(&s, hs_hex_center(b->tiles[b->pirate].hex, size), size);
    if (err) {
        scene_free(&s);
        return err;
    }

    /* Bounds, then a margin and the caption below the board. */
    double minx = 1e300, miny = 1e300, maxx = -1e300, maxy = -1e300;
    for (int k = 0; k < s.n; k++) {
        const scene_item *it = &s.items[k];
        int n = it->kind == SCENE_POLY || it->kind == SCENE_LINE ? it->n : 0;
        for (int j = 0; j < n; j++) {
            minx = fmin(minx, it->pts[j].x);
            maxx = fmax(maxx, it->pts[j].x);
            miny = fmin(miny, it->pts[j].y);
            maxy = fmax(maxy, it->pts[j].y);
        }
    }
    /* A scenario names itself, its VP (and what else wins) and where the robber is. */
    const hs_layout_info *l = hs_layout_at(b->options.mode);
    bool named = scene_sea_layout(&b->options) && l;
    char legend[144] = ""; /* the kinds of piece on the board, each once, then where the robber is and the fog */
    for (int kind = 0; kind < HS_PIECE_KIND_COUNT; kind++)
        for (int k = 0; k < b->n_pieces; k++)
            if (b->pieces[k].kind == kind) {
                size_t n = strlen(legend);
                const char *gap = n ? ", " : "";
                if (kind == HS_PIECE_FISHING) /* the expansions' pieces are drawn, not lettered */
                    snprintf(legend + n, sizeof legend - n, "%sfishing grounds on the coast", gap);
                else if (kind == HS_PIECE_RIVER)
                    snprintf(legend + n, sizeof legend - n, "%srivers", gap);
                else if (kind == HS_PIECE_SECOND)
                    snprintf(legend + n, sizeof legend - n, "%s%d and %u on one hex", gap,
                             b->tiles[b->pieces[k].tile].number, b->pieces[k].number);
                else
                    snprintf(legend + n, sizeof legend - n, "%s%c %s", gap, hs_piece_letter((hs_piece_kind)kind),
                             hs_piece_name((hs_piece_kind)kind));
                break;
            }
    for (int terrain = 0; terrain < HS_TERRAIN_COUNT; terrain++) { /* a lake's catches, once */
        unsigned rolls = hs_terrain_catches((hs_terrain)terrain);
        bool here = false;
        for (int i = 0; i < b->n_tiles && rolls; i++)
            here |= b->tiles[i].terrain == terrain && hs_board_fog(b, i) < 0;
        if (!here)
            continue;
        size_t n = strlen(legend);
        snprintf(legend + n, sizeof legend - n, "%s%s: fish on", n ? ", " : "", hs_terrain_name((hs_terrain)terrain));
        for (int roll = 2; roll <= 12; roll++)
            if (rolls & (1u << roll))
                snprintf(legend + strlen(legend), sizeof legend - strlen(legend), " %d", roll);
    }
    if (named && b->robber < 0)
        snprintf(legend + strlen(legend), sizeof legend - strlen(legend), "%sthe robber starts off the board",
                 *legend ? " - " : "");
    if (named && b->n_fog)
        snprintf(legend + strlen(legend), sizeof legend - strlen(legend), "%s? %d hexes under fog", *legend ? " - " : "",
                 b->n_fog);
    double margin = 0.25 * size;
    double dx = margin - minx, dy = margin - miny;
    for (int k = 0; k < s.n; k++) {
        scene_item *it = &s.items[k];
        for (int j = 0; j < it->n; j++) {
            it->pts[j].x += dx;
            it->pts[j].y += dy;
        }
        it->at.x += dx;
        it->at.y += dy;
    }
    s.offset = (hs_point){dx, dy};
    s.width = maxx - minx + 2 * margin;

    /* The caption's lines under the code: the layout's name and VP, then the legend, each
     * wrapped at its separators to the board's width (a narrow island's caption takes more
     * lines rather than running off the page). */
    caption_line lines[CAPTION_LINES];
    int n_lines = 0;
    if (named) {
        char line[240];
        if (l->vp) /* a layout whose VP its mission sets (Explorers & Pirates) says only that */
            snprintf(line, sizeof line, "%.100s - %d VP%s%.100s", l->label, l->vp, l->goal ? " " : "",
                     l->goal ? l->goal : "");
        else
            snprintf(line, sizeof line, "%.100s%s%.100s", l->label, l->goal ? " - " : "", l->goal ? l->goal : "");
        n_lines = wrap(line, false, s.width - margin, 0.24 * size, lines, n_lines); /* the label whole */
        if (*legend)
            n_lines = wrap(legend, true, s.width - margin, 0.22 * size, lines, n_lines);
    }
    double caption = (named ? 0.60 + 0.35 * n_lines : 0.55) * size;
    s.height = maxy - miny + 2 * margin + caption;

    hs_code code;
    char label[24]; /* a long code (many locked tiles) is cut, with an ellipsis */
    if (hs_code_encode(&b->options, &code, NULL) == HS_OK)
        snprintf(label, sizeof label, strlen(code.text) < sizeof label ? "%.23s" : "%.20s...", code.text);
    else
        snprintf(label, sizeof label, "seed %u", (unsigned)b->options.seed);
    double code_y = s.height - margin - (named ? 0.17 + 0.35 * n_lines : 0.12) * size;
    err = text(&s, (hs_point){s.width / 2, code_y}, 0.32 * size, true, CAPTION_INK, label);
    for (int k = 0; k < n_lines && !err; k++)
        err = text(&s, (hs_point){s.width / 2, s.height - margin - (0.12 + 0.35 * (n_lines - 1 - k)) * size},
                   lines[k].font, false, CAPTION_INK, lines[k].text);
    if (err) {
        scene_free(&s);
        return err;
    }
    *out = s;
    return HS_OK;
}

void scene_free(scene *s)
{
    free(s->items);
    s->items = NULL;
    s->n = s->cap = 0;
}
