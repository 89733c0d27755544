/* SPDX-License-Identifier: MIT */
/* tmj.c: maps for Tiled (the .tmj JSON format, hexagonal orientation) and the game engines that
 * read it: a Catan or Seafarers board (staggered rows: a tile layer of terrains in a ring of sea,
 * object layers for the numbers, harbors, robber, pirate, scenario pieces and fog), a Hex Empire
 * map or a landmass (staggered columns: land and water, a map's towns as objects) and a land and
 * water map. Every map draws from one image tileset, the atlas of the scene's tile table
 * (HS_TILESET_IMAGE, drawn by libhexseed-cairo). docs/formats.md. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/render.h"
#include "jdoc.h"
#include "scene.h"

/* Tiled's geometry of a pointy-top hex cell, in pixels: a 56 x 64 box whose vertical sides are
 * 32 long, so rows lie 48 apart and a staggered row is shifted by half a cell (28). 56/64 is
 * the nearest even width to a regular hex (55.4); Tiled needs whole, even numbers here. */
enum { TMJ_W = 56, TMJ_H = 64, TMJ_SIDE = 32, TMJ_ROW = (TMJ_H + TMJ_SIDE) / 2 };

/* The six corners of a cell (hs_corner order: N, NE, SE, S, SW, NW), from its box's top-left,
 * as Tiled draws a pointy-top hex. */
static const int corner_x[6] = {TMJ_W / 2, TMJ_W, TMJ_W, TMJ_W / 2, 0, 0};
static const int corner_y[6] = {0, (TMJ_H - TMJ_SIDE) / 2, TMJ_ROW, TMJ_H, TMJ_ROW, (TMJ_H - TMJ_SIDE) / 2};

static const char *const dir_names[6] = {"E", "SE", "SW", "W", "NW", "NE"};
static const char *const corner_names[6] = {"N", "NE", "SE", "S", "SW", "NW"};

/* Where the board's hexes fall on Tiled's grid. hexseed's rows are rows of the grid (row = r -
 * r_min); in half-cell units a hex lies at x = 2q + r, so rows alternate between even and odd x.
 * The row holding the leftmost hex is not shifted: rows of its parity are unshifted, the others
 * are Tiled's staggered rows ("odd" when the unshifted rows are the even ones). */
typedef struct grid {
    int r_min, x_min;
    bool odd; /* staggerindex "odd": odd rows shifted right; else "even" */
    int width, height;
} grid;

static bool row_shifted(const grid *g, int row)
{
    return (row % 2 == 1) == g->odd;
}

static void grid_cell(const grid *g, hs_hex h, int *col, int *row)
{
    *row = h.r - g->r_min;
    *col = (2 * h.q + h.r - g->x_min - (row_shifted(g, *row) ? 1 : 0)) / 2;
}

/* The cells of the map: the board's hexes, then the sea around them that the map shows but the
 * board does not hold. */
typedef struct map_cells {
    int n_ring;
    hs_hex ring[6 * HS_BOARD_MAX_TILES];
} map_cells;

static bool has_cell(const hs_board *b, const map_cells *c, hs_hex h)
{
    for (int i = 0; i < b->n_tiles; i++)
        if (hs_hex_eq(b->tiles[i].hex, h))
            return true;
    for (int k = 0; k < c->n_ring; k++)
        if (hs_hex_eq(c->ring[k], h))
            return true;
    return false;
}

/* A board without a sea of its own (Classic, 5-6, a board on a landmass) gets the ring of sea
 * hexseed's drawing gives it: every neighbour of a hex that is not on the board. A harbor's sea
 * hex is always a cell, so that each harbor lies inside the map. */
static void sea_ring(const hs_board *b, map_cells *c)
{
    c->n_ring = 0;
    if (!scene_sea_layout(&b->options))
        for (int i = 0; i < b->n_tiles; i++)
            for (int d = 0; d < 6; d++) {
                hs_hex h = hs_hex_neighbor(b->tiles[i].hex, d);
                if (!has_cell(b, c, h))
                    c->ring[c->n_ring++] = h;
            }
    for (int k = 0; k < b->n_harbors; k++) {
        hs_hex sea = hs_hex_neighbor(b->tiles[b->harbors[k].tile].hex, b->harbors[k].side);
        if (!has_cell(b, c, sea))
            c->ring[c->n_ring++] = sea;
    }
}

static grid grid_of(const hs_board *b, const map_cells *c)
{
    grid g = {0};
    int n = b->n_tiles + c->n_ring;
    for (int i = 0; i < n; i++) {
        hs_hex h = i < b->n_tiles ? b->tiles[i].hex : c->ring[i - b->n_tiles];
        int x = 2 * h.q + h.r;
        if (i == 0 || h.r < g.r_min)
            g.r_min = h.r;
        if (i == 0 || x < g.x_min)
            g.x_min = x;
    }
    /* x - x_min has the parity of row + (r_min - x_min): the leftmost hex's row is unshifted. */
    g.odd = ((g.x_min - g.r_min) % 2 + 2) % 2 == 0;
    for (int i = 0; i < n; i++) {
        int col, row;
        grid_cell(&g, i < b->n_tiles ? b->tiles[i].hex : c->ring[i - b->n_tiles], &col, &row);
        if (col + 1 > g.width)
            g.width = col + 1;
        if (row + 1 > g.height)
            g.height = row + 1;
    }
    return g;
}

/* The top-left of the cell's box in Tiled's pixels (Tiled's tileToScreenCoords). */
static void cell_origin(const grid *g, hs_hex h, int *x, int *y)
{
    int col, row;
    grid_cell(g, h, &col, &row);
    *x = col * TMJ_W + (row_shifted(g, row) ? TMJ_W / 2 : 0);
    *y = row * TMJ_ROW;
}

/* ---- Custom properties: [{"name", "type", "value"}] -------------------------------------- */

static void prop_string(jdoc *d, json_t *props, const char *name, const char *value)
{
    jdoc_add(d, props, json_pack("{s:s, s:s, s:s}", "name", name, "type", "string", "value", value));
}

static void prop_int(jdoc *d, json_t *props, const char *name, long long value)
{
    jdoc_add(d, props, json_pack("{s:s, s:s, s:I}", "name", name, "type", "int", "value", (json_int_t)value));
}

static void prop_color(jdoc *d, json_t *props, const char *name, uint32_t rgb)
{
    char text[16];
    snprintf(text, sizeof text, "#ff%06x", (unsigned)(rgb & 0xffffffu));
    jdoc_add(d, props, json_pack("{s:s, s:s, s:s}", "name", name, "type", "color", "value", text));
}

/* Where a hex is, in both systems: its axial q, r and Tiled's col, row. */
static void prop_place(jdoc *d, json_t *props, const grid *g, hs_hex h)
{
    int col, row;
    grid_cell(g, h, &col, &row);
    prop_int(d, props, "q", h.q);
    prop_int(d, props, "r", h.r);
    prop_int(d, props, "col", col);
    prop_int(d, props, "row", row);
}

/* ---- Objects ------------------------------------------------------------------------------ */

typedef struct objects {
    json_t *list;
    int *next_id;
    jdoc *d;
} objects;

/* A point object `name` of class `type` at pixel (x, y); returns its properties array. */
static json_t *add_point(objects *o, const char *name, const char *type, int x, int y)
{
    json_t *props = json_array();
    jdoc_add(o->d, o->list, json_pack("{s:i, s:s, s:s, s:b, s:i, s:i, s:i, s:i, s:i, s:b, s:o}", "id",
                                   (*o->next_id)++, "name", name, "type", type, "point", 1, "x", x, "y", y,
                                   "width", 0, "height", 0, "rotation", 0, "visible", 1, "properties",
                                   props));
    return props;
}

/* Pixel of the centre, a corner (hs_corner) or the middle of an edge (hs_dir) of a hex. */
static void hex_center(const grid *g, hs_hex h, int *x, int *y)
{
    cell_origin(g, h, x, y);
    *x += TMJ_W / 2;
    *y += TMJ_H / 2;
}

static void hex_corner(const grid *g, hs_hex h, int corner, int *x, int *y)
{
    cell_origin(g, h, x, y);
    *x += corner_x[corner % 6];
    *y += corner_y[corner % 6];
}

static void hex_edge(const grid *g, hs_hex h, int dir, int *x, int *y)
{
    int a = (dir + 1) % 6, b = (dir + 2) % 6;
    cell_origin(g, h, x, y);
    *x += (corner_x[a] + corner_x[b]) / 2;
    *y += (corner_y[a] + corner_y[b]) / 2;
}

/* Where a point object of a whole hex goes: its centre, or on a hex with a number token beside
 * the number, low on its `side` (-1 left: the robber, a fixed hex; 1 right: a piece), so that the
 * pin Tiled draws above a point leaves the number in sight. */
static void hex_point(const grid *g, const hs_board *b, int tile, int side, int *x, int *y)
{
    hex_center(g, b->tiles[tile].hex, x, y);
    if (b->tiles[tile].number && hs_board_fog(b, tile) < 0) {
        *x += side * (TMJ_W / 2 - 6);
        *y += TMJ_H / 4 - 2;
    }
}

static json_t *object_layer(int id, const char *name, json_t *objs)
{
    return json_pack("{s:i, s:s, s:s, s:s, s:o, s:f, s:b, s:i, s:i}", "id", id, "name", name, "type", "objectgroup",
                     "draworder", "index", "objects", objs, "opacity", 1.0, "visible", 1, "x", 0, "y", 0);
}

/* The number tokens: text objects (Tiled shows them) centred on their hexes, 6 and 8 in red. */
static json_t *numbers_layer(const hs_board *b, const grid *g, int id, int *next_id, jdoc *d)
{
    objects o = {json_array(), next_id, d};
    for (int i = 0; i < b->n_tiles; i++) {
        const hs_tile *t = &b->tiles[i];
        if (!t->number || hs_board_fog(b, i) >= 0)
            continue;
        int x, y;
        hex_center(g, t->hex, &x, &y);
        /* a second token on the hex (the 12 on the 2): "2/12" in one wider text, property second */
        int second = 0;
        for (int k = 0; k < b->n_pieces; k++)
            if (b->pieces[k].kind == HS_PIECE_SECOND && b->pieces[k].tile == i)
                second = b->pieces[k].number;
        char label[8];
        if (second)
            snprintf(label, sizeof label, "%d/%d", t->number, second);
        else
            snprintf(label, sizeof label, "%d", t->number);
        bool red = t->number == 6 || t->number == 8;
        int half = second ? 22 : 14;
        json_t *props = json_array();
        prop_int(d, props, "number", t->number);
        prop_int(d, props, "pips", hs_pips(t->number));
        if (second)
            prop_int(d, props, "second", second);
        prop_place(d, props, g, t->hex);
        jdoc_add(d, o.list,
                 json_pack("{s:i, s:s, s:s, s:i, s:i, s:i, s:i, s:i, s:b, s:{s:s, s:s, s:s, s:i, s:b, s:s}, s:o}",
                           "id", (*next_id)++, "name", label, "type", "number", "x", x - half, "y", y - 12, "width",
                           2 * half, "height", 24, "rotation", 0, "visible", 1, "text", "text", label, "halign",
                           "center", "valign", "center", "pixelsize", 16, "bold", 1, "color",
                           red ? "#c62828" : "#222222", "properties", props));
    }
    /* a lake's catches: the rolls it yields fish on, in two short lines ("2 3" over "11 12") */
    for (int i = 0; i < b->n_tiles; i++) {
        const hs_tile *t = &b->tiles[i];
        unsigned rolls = hs_terrain_catches((hs_terrain)t->terrain);
        if (!rolls || hs_board_fog(b, i) >= 0)
            continue;
        int list[16], n = 0;
        for (int roll = 2; roll <= 12; roll++)
            if (rolls & (1u << roll))
                list[n++] = roll;
        char label[48] = "", words[48] = "";
        for (int k = 0; k < n; k++) {
            snprintf(label + strlen(label), sizeof label - strlen(label), "%s%d", k == 0 ? "" : k == (n + 1) / 2 ? "\n" : " ",
                     list[k]);
            snprintf(words + strlen(words), sizeof words - strlen(words), "%s%d", k ? "," : "", list[k]);
        }
        int x, y;
        hex_center(g, t->hex, &x, &y);
        json_t *props = json_array();
        prop_string(d, props, "catches", words);
        prop_place(d, props, g, t->hex);
        jdoc_add(d, o.list,
                 json_pack("{s:i, s:s, s:s, s:i, s:i, s:i, s:i, s:i, s:b, s:{s:s, s:s, s:s, s:i, s:b, s:s}, s:o}",
                           "id", (*next_id)++, "name", words, "type", "catches", "x", x - 22, "y", y - 14, "width", 44,
                           "height", 28, "rotation", 0, "visible", 1, "text", "text", label, "halign", "center",
                           "valign", "center", "pixelsize", 11, "bold", 1, "color", "#ffffff", "properties", props));
    }
    return object_layer(id, "numbers", o.list);
}

/* Harbors at the middle of their coastal edge; the robber, the pirate and a scenario's pieces
 * at their hex's centre, corner or edge. */
static json_t *harbors_layer(const hs_board *b, const grid *g, int id, int *next_id, jdoc *d)
{
    objects o = {json_array(), next_id, d};
    for (int k = 0; k < b->n_harbors; k++) {
        const hs_harbor *hb = &b->harbors[k];
        hs_hex land = b->tiles[hb->tile].hex, sea = hs_hex_neighbor(land, hb->side);
        int x, y;
        hex_edge(g, land, hb->side, &x, &y);
        json_t *props = add_point(&o, hs_harbor_name(hb->type), "harbor", x, y);
        prop_string(d, props, "harbor", hs_harbor_name(hb->type));
        prop_int(d, props, "ratio", hs_harbor_ratio(hb->type));
        prop_string(d, props, "edge", dir_names[hb->side % 6]);
        prop_string(d, props, "corner_a", corner_names[(hb->side + 1) % 6]);
        prop_string(d, props, "corner_b", corner_names[(hb->side + 2) % 6]);
        prop_place(d, props, g, land);
        prop_int(d, props, "sea_q", sea.q);
        prop_int(d, props, "sea_r", sea.r);
        int col, row;
        grid_cell(g, sea, &col, &row);
        prop_int(d, props, "sea_col", col);
        prop_int(d, props, "sea_row", row);
    }
    return object_layer(id, "harbors", o.list);
}

static json_t *pieces_layer(const hs_board *b, const grid *g, int id, int *next_id, jdoc *d)
{
    objects o = {json_array(), next_id, d};
    int x, y;
    if (b->robber >= 0) {
        hex_point(g, b, b->robber, -1, &x, &y);
        prop_place(d, add_point(&o, "robber", "robber", x, y), g, b->tiles[b->robber].hex);
    }
    if (b->pirate >= 0) {
        hex_center(g, b->tiles[b->pirate].hex, &x, &y);
        prop_place(d, add_point(&o, "pirate", "pirate", x, y), g, b->tiles[b->pirate].hex);
    }
    for (int k = 0; k < b->n_pieces; k++) {
        const hs_piece *p = &b->pieces[k];
        hs_hex h = b->tiles[p->tile].hex;
        int place = hs_piece_place((hs_piece_kind)p->kind);
        if (place == HS_PLACE_CORNER)
            hex_corner(g, h, p->at % 6, &x, &y);
        else if (place == HS_PLACE_EDGE)
            hex_edge(g, h, p->at % 6, &x, &y);
        else
            hex_point(g, b, p->tile, 1, &x, &y);
        const char *name = hs_piece_name((hs_piece_kind)p->kind);
        json_t *props = add_point(&o, name, "piece", x, y);
        prop_string(d, props, "kind", name);
        prop_place(d, props, g, h);
        if (place == HS_PLACE_CORNER)
            prop_string(d, props, "corner", corner_names[p->at % 6]);
        else if (place == HS_PLACE_EDGE)
            prop_string(d, props, "edge", dir_names[p->at % 6]);
        if (p->number)
            prop_int(d, props, p->kind == HS_PIECE_PATH ? "step" : "number", p->number);
    }
    for (int t = 0; t < b->n_tiles; t++)
        if (hs_board_fixed(b, t)) { /* a hex the setup fixes: "fixed-desert", "fixed-swamp", ... */
            const hs_tile *f = &b->tiles[t];
            char name[32];
            snprintf(name, sizeof name, "fixed-%s", hs_terrain_name((hs_terrain)f->terrain));
            hex_point(g, b, t, -1, &x, &y);
            json_t *props = add_point(&o, name, "fixed", x, y);
            prop_string(d, props, "terrain", hs_terrain_name((hs_terrain)f->terrain));
            if (f->number)
                prop_int(d, props, "number", f->number);
            prop_place(d, props, g, f->hex);
        }
    return object_layer(id, "pieces", o.list);
}

/* The Fog Islands: one object per hex under fog (the tile layer shows the fog tile there), in
 * the order of the board's fog list; the face-down stack is a map property. */
static json_t *fog_layer(const hs_board *b, const grid *g, int id, int *next_id, jdoc *d)
{
    objects o = {json_array(), next_id, d};
    for (int k = 0; k < b->n_fog; k++) {
        hs_hex h = b->tiles[b->fog[k]].hex;
        int x, y;
        hex_center(g, h, &x, &y);
        json_t *props = add_point(&o, "fog", "fog", x, y);
        prop_int(d, props, "index", k);
        prop_place(d, props, g, h);
    }
    return object_layer(id, "fog", o.list);
}

/* ---- Tileset and map ------------------------------------------------------------------------ */

/* The image tileset every map draws from: the atlas HS_TILESET_IMAGE, one row of
 * SCENE_TILE_SIZE square tiles (tile id = the scene's tile id, gid = id + 1), each tile with its
 * kind's properties: tile (its unique name), terrain, shape and color; a board terrain's
 * resource and letter; a landmass cell's real. The same tileset in every map. */
static json_t *tileset_json(jdoc *d)
{
    static const char *const shapes[] = {"pointy", "flat", "square"};
    json_t *tiles = json_array();
    for (int id = 0; id < SCENE_TILE_COUNT; id++) {
        const scene_tile *t = scene_tile_at(id);
        json_t *props = json_array();
        prop_string(d, props, "tile", t->name);
        prop_string(d, props, "terrain", t->terrain);
        prop_string(d, props, "shape", shapes[t->shape]);
        prop_color(d, props, "color", t->color);
        if (t->board >= 0) {
            const char *resource = hs_terrain_resource((hs_terrain)t->board);
            char letter[2] = {hs_terrain_letter((hs_terrain)t->board), '\0'};
            prop_string(d, props, "resource", resource ? resource : "");
            prop_string(d, props, "letter", letter);
        }
        if (id >= SCENE_TILE_LANDMASS_LAND && id <= SCENE_TILE_LANDMASS_IMAGINARY_WATER)
            jdoc_add(d, props, json_pack("{s:s, s:s, s:b}", "name", "real", "type", "bool", "value",
                                         id <= SCENE_TILE_LANDMASS_WATER));
        jdoc_add(d, tiles, json_pack("{s:i, s:s, s:o}", "id", id, "type", "terrain", "properties", props));
    }
    return json_pack("{s:i, s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:s, s:i, s:i, s:o}", "firstgid", 1, "name",
                     "hexseed-tiles", "tilewidth", SCENE_TILE_SIZE, "tileheight", SCENE_TILE_SIZE, "tilecount",
                     SCENE_TILE_COUNT, "columns", SCENE_TILE_COUNT, "margin", 0, "spacing", 0, "image",
                     HS_TILESET_IMAGE, "imagewidth", SCENE_TILE_SIZE * SCENE_TILE_COUNT, "imageheight",
                     SCENE_TILE_SIZE, "tiles", tiles);
}

static json_t *map_properties(const hs_board *b, const char *code, jdoc *d)
{
    json_t *props = json_array();
    prop_string(d, props, "code", code);
    prop_string(d, props, "mode", hs_mode_name(b->options.mode));
    const hs_layout_info *l = hs_layout_at(b->options.mode);
    if (l && !b->options.landmass && l->scenario) {
        prop_string(d, props, "scenario", l->scenario);
        prop_int(d, props, "vp", l->vp);
    }
    if (l)
        prop_string(d, props, "players", l->players);
    prop_int(d, props, "seed", b->options.seed);
    prop_string(d, props, "numbers", b->options.numbers == HS_NUMBERS_SPIRAL ? "spiral" : "random");
    if (b->n_fog) { /* "terrain:number" top first, "sea" for a sea tile */
        char stack[HS_BOARD_MAX_FOG * 16] = "";
        size_t len = 0;
        for (int k = 0; k < b->n_fog && len < sizeof stack; k++) {
            const hs_tile *f = &b->fog_stack[k];
            int n = f->number ? snprintf(stack + len, sizeof stack - len, "%s%s:%d", k ? "," : "",
                                         hs_terrain_name(f->terrain), f->number)
                              : snprintf(stack + len, sizeof stack - len, "%s%s", k ? "," : "",
                                         hs_terrain_name(f->terrain));
            len += n > 0 ? (size_t)n : 0;
        }
        prop_string(d, props, "fog_stack", stack);
    }
    return props;
}

static json_t *tmj_json(const hs_board *b, jdoc *d)
{
    hs_code code;
    if (hs_code_encode(&b->options, &code, NULL) != HS_OK || b->n_tiles < 1)
        return NULL;
    map_cells ring;
    sea_ring(b, &ring);
    grid g = grid_of(b, &ring);
    json_t *data = json_array();
    int *cells = calloc((size_t)g.width * (size_t)g.height, sizeof *cells);
    if (!data || !cells) {
        json_decref(data);
        free(cells);
        return NULL;
    }
    for (int i = 0; i < b->n_tiles + ring.n_ring; i++) {
        int col, row, id;
        if (i >= b->n_tiles) {
            grid_cell(&g, ring.ring[i - b->n_tiles], &col, &row);
            id = SCENE_TILE_SEA;
        } else {
            grid_cell(&g, b->tiles[i].hex, &col, &row);
            id = hs_board_fog(b, i) >= 0 ? SCENE_TILE_FOG : scene_tile_of_terrain(b->tiles[i].terrain);
        }
        cells[row * g.width + col] = id + 1;
    }
    for (int c = 0; c < g.width * g.height; c++)
        jdoc_add(d, data, json_integer(cells[c]));
    free(cells);

    int next_object = 1;
    json_t *layers = json_array();
    jdoc_add(d, layers, json_pack("{s:i, s:s, s:s, s:i, s:i, s:i, s:i, s:f, s:b, s:o}", "id", 1, "name",
                                  "terrain", "type", "tilelayer", "x", 0, "y", 0, "width", g.width, "height",
                                  g.height, "opacity", 1.0, "visible", 1, "data", data));
    jdoc_add(d, layers, numbers_layer(b, &g, 2, &next_object, d));
    jdoc_add(d, layers, harbors_layer(b, &g, 3, &next_object, d));
    jdoc_add(d, layers, pieces_layer(b, &g, 4, &next_object, d));
    int next_layer = 5;
    if (b->n_fog)
        jdoc_add(d, layers, fog_layer(b, &g, next_layer++, &next_object, d));

    json_t *tilesets = json_array();
    jdoc_add(d, tilesets, tileset_json(d));
    return json_pack("{s:s, s:s, s:s, s:s, s:s, s:i, s:i, s:i, s:i, s:i, s:s, s:s, s:b, s:i, s:i, s:i, s:s, s:o, "
                     "s:o, s:o}",
                     "type", "map", "version", "1.10", "tiledversion", "1.10.2", "orientation", "hexagonal",
                     "renderorder", "right-down", "width", g.width, "height", g.height, "tilewidth", TMJ_W,
                     "tileheight", TMJ_H, "hexsidelength", TMJ_SIDE, "staggeraxis", "y", "staggerindex",
                     g.odd ? "odd" : "even", "infinite", 0, "compressionlevel", -1, "nextlayerid", next_layer,
                     "nextobjectid", next_object, "backgroundcolor", "#2b6a9e", "properties",
                     map_properties(b, code.text, d), "tilesets", tilesets, "layers", layers);
}

hs_err hs_render_tmj(const hs_board *board, hs_sink out)
{
    jdoc d = {false};
    json_t *root = tmj_json(board, &d);
    return jdoc_write(&d, root, JSON_COMPACT, out);
}

/* ---- Staggered columns: Hex Empire maps and landmasses ------------------------------------- */

/* Flat-topped hexes in columns, odd columns half a field lower (docs/empire.md, landmass.md):
 * Tiled's staggeraxis "x" with staggerindex "odd", field (x, y) on cell (x, y). Cells 64 x 56 whose
 * horizontal sides are 32 long: columns lie 48 apart, a shifted column is 28 lower. */
enum { EMP_W = 64, EMP_H = 56, EMP_SIDE = 32, EMP_COL = (EMP_W + EMP_SIDE) / 2 };

/* A map of w x h flat-topped cells in odd-shifted columns: the tile layer `data` (row-major
 * gids), then `objects` as a second layer when not NULL. Takes ownership of every json_t given. */
static json_t *column_map(int w, int h, json_t *data, json_t *tileset, json_t *objects_layer, int next_object,
                          json_t *props, jdoc *d)
{
    json_t *layers = json_array();
    jdoc_add(d, layers, json_pack("{s:i, s:s, s:s, s:i, s:i, s:i, s:i, s:f, s:b, s:o}", "id", 1, "name",
                                  "terrain", "type", "tilelayer", "x", 0, "y", 0, "width", w, "height", h,
                                  "opacity", 1.0, "visible", 1, "data", data));
    if (objects_layer)
        jdoc_add(d, layers, objects_layer);
    json_t *tilesets = json_array();
    jdoc_add(d, tilesets, tileset);
    return json_pack("{s:s, s:s, s:s, s:s, s:s, s:i, s:i, s:i, s:i, s:i, s:s, s:s, s:b, s:i, s:i, s:i, s:s, s:o, "
                     "s:o, s:o}",
                     "type", "map", "version", "1.10", "tiledversion", "1.10.2", "orientation", "hexagonal",
                     "renderorder", "right-down", "width", w, "height", h, "tilewidth", EMP_W, "tileheight", EMP_H,
                     "hexsidelength", EMP_SIDE, "staggeraxis", "x", "staggerindex", "odd", "infinite", 0,
                     "compressionlevel", -1, "nextlayerid", objects_layer ? 3 : 2, "nextobjectid", next_object,
                     "backgroundcolor", "#2b6a9e", "properties", props, "tilesets", tilesets, "layers", layers);
}

static json_t *empire_json(const hs_empire *m, jdoc *d)
{
    int w = hs_empire_width(m), h = hs_empire_height(m);
    json_t *data = json_array();
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            jdoc_add(d, data,
                     json_integer((hs_empire_is_land(m, x, y) ? SCENE_TILE_EMPIRE_LAND : SCENE_TILE_EMPIRE_WATER) + 1));
    int next_object = 1;
    objects o = {json_array(), &next_object, d};
    for (int i = 0; i < hs_empire_town_count(m); i++) {
        const hs_empire_town *t = hs_empire_town_get(m, i);
        const char *kind = t->kind == HS_ESTATE_PORT ? "port" : "town";
        char letter[2] = {hs_empire_char(m, t->x, t->y), '\0'};
        int px = t->x * EMP_COL + EMP_W / 2, py = t->y * EMP_H + (t->x % 2 ? EMP_H / 2 : 0) + EMP_H / 2;
        json_t *props = add_point(&o, t->name[0] ? t->name : kind, kind, px, py);
        prop_string(d, props, "kind", kind);
        prop_string(d, props, "name", t->name);
        prop_int(d, props, "capital", t->capital);
        prop_string(d, props, "letter", letter);
        prop_int(d, props, "x", t->x);
        prop_int(d, props, "y", t->y);
    }
    hs_empire_options opt = hs_empire_options_of(m);
    json_t *props = json_array();
    prop_int(d, props, "map", opt.map);
    prop_int(d, props, "land", opt.land);
    jdoc_add(d, props, json_pack("{s:s, s:s, s:b}", "name", "original", "type", "bool", "value",
                                 hs_empire_is_original(&opt)));
    json_t *towns = object_layer(2, "towns", o.list);
    if (!towns) /* to column_map, NULL is a map without objects: this one lacks a part */
        d->failed = true;
    return column_map(w, h, data, tileset_json(d), towns, next_object, props, d);
}

hs_err hs_render_empire_tmj(const hs_empire *map, hs_sink out)
{
    jdoc d = {false};
    json_t *root = empire_json(map, &d);
    return jdoc_write(&d, root, JSON_COMPACT, out);
}

/* ---- Landmasses ----------------------------------------------------------------------------- */

/* The 8 x 8 grid of flat-topped cells in odd-q columns (docs/landmass.md), cell (col, row) as
 * it is: real land and water, and the automaton's imaginary cells as tiles of their own. */
hs_err hs_render_landmass_tmj(const hs_landmass *m, hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *data = json_array();
    for (int r = 0; r < HS_LANDMASS_ROWS; r++)
        for (int c = 0; c < HS_LANDMASS_COLS; c++) {
            int tile = (hs_landmass_is_real(r, c) ? SCENE_TILE_LANDMASS_LAND : SCENE_TILE_LANDMASS_IMAGINARY_LAND) +
                       (m->alive[r][c] ? 0 : 1);
            jdoc_add(d, data, json_integer(tile + 1));
        }
    json_t *props = json_array();
    prop_int(d, props, "rule", m->options.rule);
    prop_int(d, props, "start", m->options.start);
    jdoc_add(d, props, json_pack("{s:s, s:s, s:b}", "name", "swap", "type", "bool", "value", m->options.swap));
    json_t *root = column_map(HS_LANDMASS_COLS, HS_LANDMASS_ROWS, data, tileset_json(d), NULL, 1, props, d);
    return jdoc_write(d, root, JSON_COMPACT, out);
}

/* ---- Land and water maps (hexseed/terrain.h) ----------------------------------------------- */

/* Four cells (a nibble of a row, cell k in bit k) as the land mask of their four entries of the
 * data, ",c,c,c,c": 0xFF at the character of each land cell (bytes 1, 3, 5 and 7). Bytes, not a
 * word, so that the table means the same on any byte order. */
#define CELLS4_BIT(v, k) (((v) >> (k) & 1) ? 0xFF : 0)
#define CELLS4(v) {0, CELLS4_BIT(v, 0), 0, CELLS4_BIT(v, 1), 0, CELLS4_BIT(v, 2), 0, CELLS4_BIT(v, 3)}
static const unsigned char cells4[16][8] = {CELLS4(0),  CELLS4(1),  CELLS4(2),  CELLS4(3),  CELLS4(4),  CELLS4(5),
                                            CELLS4(6),  CELLS4(7),  CELLS4(8),  CELLS4(9),  CELLS4(10), CELLS4(11),
                                            CELLS4(12), CELLS4(13), CELLS4(14), CELLS4(15)};

/* Written by hand rather than built as a jansson tree: a map may have millions of cells. With
 * the hex neighbourhood, odd rows of the whole map are shifted right, so a window whose first
 * row is odd has its even rows shifted: Tiled's staggerindex follows the window's origin. */
hs_err hs_render_terrain_tmj(const hs_terrain_map *map, const hs_terrain_options *options, hs_sink out)
{
    int w = hs_terrain_map_width(map), h = hs_terrain_map_height(map);
    if ((uint64_t)w * (uint64_t)h > HS_TERRAIN_JSON_MAX_CELLS)
        return HS_ELIMIT;
    bool hex = options->neighbourhood == HS_HEX;
    /* a board's cells (TMJ_W x TMJ_H) for hexes, the atlas's squares for the Moore neighbourhood */
    int tw = hex ? TMJ_W : SCENE_TILE_SIZE, th = hex ? TMJ_H : SCENE_TILE_SIZE;
    hs_err err = hs_sink_printf(out,
                                "{\"type\":\"map\",\"version\":\"1.10\",\"tiledversion\":\"1.10.2\",\"orientation\":\"%s\","
                                "\"renderorder\":\"right-down\",\"width\":%d,\"height\":%d,\"tilewidth\":%d,"
                                "\"tileheight\":%d,",
                                hex ? "hexagonal" : "orthogonal", w, h, tw, th);
    if (!err && hex)
        err = hs_sink_printf(out, "\"hexsidelength\":%d,\"staggeraxis\":\"y\",\"staggerindex\":\"%s\",", TMJ_SIDE,
                             hs_terrain_map_origin_y(map) % 2 ? "even" : "odd");
    if (!err)
        err = hs_sink_printf(out,
                             "\"infinite\":false,\"compressionlevel\":-1,\"nextlayerid\":2,\"nextobjectid\":1,"
                             "\"backgroundcolor\":\"#2b6a9e\",\"properties\":["
                             "{\"name\":\"seed\",\"type\":\"int\",\"value\":%u},"
                             "{\"name\":\"map_width\",\"type\":\"int\",\"value\":%d},"
                             "{\"name\":\"map_height\",\"type\":\"int\",\"value\":%d},"
                             "{\"name\":\"x\",\"type\":\"int\",\"value\":%d},{\"name\":\"y\",\"type\":\"int\",\"value\":%d},"
                             "{\"name\":\"neighbourhood\",\"type\":\"string\",\"value\":\"%s\"}],",
                             (unsigned)options->seed, options->width, options->height, hs_terrain_map_origin_x(map),
                             hs_terrain_map_origin_y(map), hex ? "hex" : "moore");
    if (!err) { /* the one tileset, made as every map's (it is small) */
        jdoc d = {false};
        json_t *tileset = tileset_json(&d);
        err = hs_sink_puts(out, "\"tilesets\":[");
        if (err)
            json_decref(tileset); /* jdoc_write_part releases it otherwise */
        else
            err = jdoc_write_part(&d, tileset, JSON_COMPACT, out);
        err = err ? err : hs_sink_puts(out, "],");
    }
    /* water and land: one digit each (the atlas puts them first), two bytes a cell */
    char water = (char)('1' + (hex ? SCENE_TILE_HEX_WATER : SCENE_TILE_SQUARE_WATER));
    char land = (char)('1' + (hex ? SCENE_TILE_HEX_LAND : SCENE_TILE_SQUARE_LAND));
    if (!err)
        err = hs_sink_printf(out,
                             "\"layers\":[{\"id\":1,\"name\":\"terrain\",\"type\":\"tilelayer\",\"x\":0,\"y\":0,"
                             "\"width\":%d,\"height\":%d,\"opacity\":1,\"visible\":true,\"data\":[",
                             w, h);
    /* Every cell as ",c", four cells a table look-up (the water entries, with the land mask
     * choosing the land character where it is set), less the first comma of all. */
    unsigned char water4[8] = {',', (unsigned char)water, ',', (unsigned char)water,
                               ',', (unsigned char)water, ',', (unsigned char)water};
    unsigned char flip4[8] = {0, (unsigned char)(land ^ water), 0, (unsigned char)(land ^ water),
                              0, (unsigned char)(land ^ water), 0, (unsigned char)(land ^ water)};
    uint64_t water8, flip8;
    memcpy(&water8, water4, sizeof water8);
    memcpy(&flip8, flip4, sizeof flip8);
    char chunk[4096];
    size_t n = 0, skip = 1;
    for (int y = 0; y < h && !err; y++) {
        const uint64_t *bits = hs_terrain_row(map, y);
        for (int x = 0; x < w && !err;) {
            if (n + 8 > sizeof chunk) {
                err = hs_sink_write(out, chunk + skip, n - skip);
                n = skip = 0;
                continue;
            }
            /* as many fours as the chunk takes (x stays a multiple of 4, so a nibble lies in
             * one word), then the last one to three cells of the row (6 bytes at most) */
            int fours = (w - x) / 4, room = (int)((sizeof chunk - n) / 8);
            for (int k = fours < room ? fours : room; k > 0; k--, x += 4, n += 8) {
                uint64_t mask;
                memcpy(&mask, cells4[(bits[x / 64] >> (x % 64)) & 0xF], sizeof mask);
                uint64_t eight = water8 ^ (mask & flip8);
                memcpy(chunk + n, &eight, sizeof eight);
            }
            if (w - x < 4 && n + 8 <= sizeof chunk)
                for (; x < w; x++) {
                    chunk[n++] = ',';
                    chunk[n++] = (bits[x / 64] >> (x % 64)) & 1 ? land : water;
                }
        }
    }
    if (!err && n > skip)
        err = hs_sink_write(out, chunk + skip, n - skip);
    if (!err)
        err = hs_sink_puts(out, "]}]}\n");
    return err;
}
