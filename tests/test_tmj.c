/* SPDX-License-Identifier: MIT */
/* test_tmj.c: the Tiled map of a board (hs_render_tmj) read back as Tiled would: every key the
 * documented JSON map format requires, with its type; the one image tileset, whose atlas
 * (hs_render_tileset_png) has the size the map says; every board hex at the cell Tiled's
 * stagger rules put it, in its ring of sea; the six neighbours of each cell by those rules equal
 * to hexseed's; and the objects (numbers, harbors, robber, pirate, pieces, fog) where the board
 * has them, inside the map. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <jansson.h>

#include "hexseed/board.h"
#include "hexseed/cairo.h"
#include "hexseed/catan.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/landmass.h"
#include "hexseed/terrain.h"
#include "hexseed/render.h"

#include "check.h"
#include "cli_run.h"

static json_t *tmj_of(const hs_board *b)
{
    hs_buf out = {0};
    assert_int_equal(hs_render_tmj(b, hs_sink_buf(&out)), HS_OK);
    json_error_t error;
    json_t *map = json_loads(out.data, 0, &error);
    if (!map)
        fail_msg("not JSON: %s (line %d)", error.text, error.line);
    hs_buf_free(&out);
    return map;
}

/* ---- The documented format: keys and their JSON types ------------------------------------- */

typedef struct key_type {
    const char *key;
    json_type type; /* JSON_TRUE stands for a boolean */
} key_type;

static void has_keys(const json_t *obj, const key_type *keys, size_t n, const char *what)
{
    assert_true(json_is_object(obj));
    for (size_t i = 0; i < n; i++) {
        const json_t *v = json_object_get(obj, keys[i].key);
        if (!v)
            fail_msg("%s has no \"%s\"", what, keys[i].key);
        bool ok = keys[i].type == JSON_TRUE ? json_is_boolean(v)
                  : keys[i].type == JSON_REAL ? json_is_number(v)
                                              : json_typeof(v) == keys[i].type;
        if (!ok)
            fail_msg("%s: \"%s\" has the wrong type", what, keys[i].key);
    }
}

/* A property list: [{"name": string, "type": one of Tiled's, "value": of that type}]. */
static void properties_ok(const json_t *props, const char *what)
{
    assert_true(json_is_array(props));
    size_t i;
    const json_t *p;
    json_array_foreach(props, i, p) {
        static const key_type keys[] = {{"name", JSON_STRING}, {"type", JSON_STRING}};
        has_keys(p, keys, 2, what);
        const char *type = json_string_value(json_object_get(p, "type"));
        const json_t *v = json_object_get(p, "value");
        if (strcmp(type, "int") == 0)
            assert_true(json_is_integer(v));
        else if (strcmp(type, "string") == 0 || strcmp(type, "color") == 0)
            assert_true(json_is_string(v));
        else if (strcmp(type, "bool") == 0)
            assert_true(json_is_boolean(v));
        else
            fail_msg("%s: property type '%s' is not one of Tiled's here", what, type);
    }
}

static const char *prop(const json_t *props, const char *name)
{
    size_t i;
    const json_t *p;
    json_array_foreach(props, i, p)
        if (strcmp(json_string_value(json_object_get(p, "name")), name) == 0)
            return json_is_string(json_object_get(p, "value")) ? json_string_value(json_object_get(p, "value")) : "";
    return NULL;
}

static long long prop_int(const json_t *props, const char *name)
{
    size_t i;
    const json_t *p;
    json_array_foreach(props, i, p)
        if (strcmp(json_string_value(json_object_get(p, "name")), name) == 0)
            return json_integer_value(json_object_get(p, "value"));
    fail_msg("no property %s", name);
    return 0;
}

/* The tileset, its tiles, the layers and their objects, as the format documents them. */
static void check_tiles_and_layers(const json_t *map)
{
    json_t *ts = json_array_get(json_object_get(map, "tilesets"), 0);
    static const key_type ts_keys[] = {
        {"firstgid", JSON_INTEGER}, {"name", JSON_STRING},    {"tilewidth", JSON_INTEGER},
        {"tileheight", JSON_INTEGER}, {"tilecount", JSON_INTEGER}, {"columns", JSON_INTEGER},
        {"margin", JSON_INTEGER},   {"spacing", JSON_INTEGER}, {"tiles", JSON_ARRAY},
    };
    has_keys(ts, ts_keys, sizeof ts_keys / sizeof ts_keys[0], "the tileset");
    /* An image tileset: one atlas, cut into tilecount tiles of tilewidth x tileheight in
     * `columns` columns, named as the file hexseed writes beside the map. A collection of images
     * (a tile with its own "image") is what Tiled showed as missing and Phaser cannot draw. */
    static const key_type image_keys[] = {{"image", JSON_STRING}, {"imagewidth", JSON_INTEGER}, {"imageheight", JSON_INTEGER}};
    has_keys(ts, image_keys, sizeof image_keys / sizeof image_keys[0], "the tileset");
    assert_string_equal(json_string_value(json_object_get(ts, "image")), HS_TILESET_IMAGE);
    long long tw = json_integer_value(json_object_get(ts, "tilewidth")), th = json_integer_value(json_object_get(ts, "tileheight"));
    long long count = json_integer_value(json_object_get(ts, "tilecount")), columns = json_integer_value(json_object_get(ts, "columns"));
    assert_true(columns > 0 && count > 0);
    assert_int_equal(json_integer_value(json_object_get(ts, "imagewidth")), tw * columns);
    assert_int_equal(json_integer_value(json_object_get(ts, "imageheight")), th * ((count + columns - 1) / columns));
    assert_int_equal(json_array_size(json_object_get(ts, "tiles")), count);
    size_t i;
    json_t *tile;
    json_array_foreach(json_object_get(ts, "tiles"), i, tile) {
        static const key_type tile_keys[] = {{"id", JSON_INTEGER}, {"properties", JSON_ARRAY}};
        has_keys(tile, tile_keys, sizeof tile_keys / sizeof tile_keys[0], "a tile");
        if (json_object_get(tile, "image"))
            fail_msg("tile %lld has an image of its own", json_integer_value(json_object_get(tile, "id")));
        assert_int_equal(json_integer_value(json_object_get(tile, "id")), (long long)i);
        properties_ok(json_object_get(tile, "properties"), "a tile's properties");
        assert_non_null(prop(json_object_get(tile, "properties"), "terrain"));
        assert_non_null(prop(json_object_get(tile, "properties"), "tile"));
        assert_non_null(prop(json_object_get(tile, "properties"), "color"));
    }

    long long next_layer = json_integer_value(json_object_get(map, "nextlayerid"));
    long long next_object = json_integer_value(json_object_get(map, "nextobjectid"));
    json_t *layer;
    json_array_foreach(json_object_get(map, "layers"), i, layer) {
        static const key_type layer_keys[] = {{"id", JSON_INTEGER}, {"name", JSON_STRING}, {"type", JSON_STRING},
                                              {"x", JSON_INTEGER}, {"y", JSON_INTEGER}, {"opacity", JSON_REAL},
                                              {"visible", JSON_TRUE}};
        has_keys(layer, layer_keys, sizeof layer_keys / sizeof layer_keys[0], "a layer");
        assert_true(json_integer_value(json_object_get(layer, "id")) < next_layer);
        const char *type = json_string_value(json_object_get(layer, "type"));
        if (strcmp(type, "tilelayer") == 0) {
            static const key_type tl_keys[] = {{"width", JSON_INTEGER}, {"height", JSON_INTEGER}, {"data", JSON_ARRAY}};
            has_keys(layer, tl_keys, 3, "a tile layer");
            assert_int_equal(json_array_size(json_object_get(layer, "data")),
                             json_integer_value(json_object_get(map, "width")) *
                                 json_integer_value(json_object_get(map, "height")));
            continue;
        }
        assert_string_equal(type, "objectgroup");
        static const key_type og_keys[] = {{"draworder", JSON_STRING}, {"objects", JSON_ARRAY}};
        has_keys(layer, og_keys, 2, "an object layer");
        size_t k;
        json_t *obj;
        json_array_foreach(json_object_get(layer, "objects"), k, obj) {
            static const key_type obj_keys[] = {
                {"id", JSON_INTEGER}, {"name", JSON_STRING},  {"type", JSON_STRING},   {"x", JSON_REAL},
                {"y", JSON_REAL},     {"width", JSON_REAL},   {"height", JSON_REAL},   {"rotation", JSON_REAL},
                {"visible", JSON_TRUE}, {"properties", JSON_ARRAY},
            };
            has_keys(obj, obj_keys, sizeof obj_keys / sizeof obj_keys[0], "an object");
            assert_true(json_integer_value(json_object_get(obj, "id")) < next_object);
            properties_ok(json_object_get(obj, "properties"), "an object's properties");
        }
    }
}

static void structure_ok(const json_t *map)
{
    static const key_type map_keys[] = {
        {"type", JSON_STRING},        {"version", JSON_STRING},      {"tiledversion", JSON_STRING},
        {"orientation", JSON_STRING}, {"renderorder", JSON_STRING},  {"width", JSON_INTEGER},
        {"height", JSON_INTEGER},     {"tilewidth", JSON_INTEGER},   {"tileheight", JSON_INTEGER},
        {"infinite", JSON_TRUE},      {"nextlayerid", JSON_INTEGER}, {"nextobjectid", JSON_INTEGER},
        {"layers", JSON_ARRAY},       {"tilesets", JSON_ARRAY},      {"properties", JSON_ARRAY},
    };
    has_keys(map, map_keys, sizeof map_keys / sizeof map_keys[0], "the map");
    assert_string_equal(json_string_value(json_object_get(map, "type")), "map");
    assert_false(json_is_true(json_object_get(map, "infinite")));
    properties_ok(json_object_get(map, "properties"), "the map's properties");
    check_tiles_and_layers(map);
    if (strcmp(json_string_value(json_object_get(map, "orientation")), "orthogonal") == 0)
        return;
    assert_string_equal(json_string_value(json_object_get(map, "orientation")), "hexagonal");
    static const key_type hex_keys[] = {
        {"hexsidelength", JSON_INTEGER}, {"staggeraxis", JSON_STRING}, {"staggerindex", JSON_STRING}};
    has_keys(map, hex_keys, 3, "a hexagonal map");
    const char *axis = json_string_value(json_object_get(map, "staggeraxis"));
    assert_true(strcmp(axis, "x") == 0 || strcmp(axis, "y") == 0);
    const char *index = json_string_value(json_object_get(map, "staggerindex"));
    assert_true(strcmp(index, "odd") == 0 || strcmp(index, "even") == 0);
}

/* ---- Tiled's grid, from its own rules --------------------------------------------------------- */

/* A staggered ("y") hexagonal map: row `row` is shifted right by half a cell when the stagger
 * index names its parity. Tiled's neighbours of a cell, in hexseed's direction order (E, SE, SW,
 * W, NW, NE): in a shifted row the cells above and below are col and col+1, else col-1 and col. */
static void tiled_neighbor(bool odd_shifted, int col, int row, int dir, int *ncol, int *nrow)
{
    bool shifted = (row % 2 == 1) == odd_shifted;
    static const int drow[6] = {0, 1, 1, 0, -1, -1};
    static const int dcol_shifted[6] = {1, 1, 0, -1, 0, 1}, dcol_plain[6] = {1, 0, -1, -1, -1, 0};
    *nrow = row + drow[dir];
    *ncol = col + (shifted ? dcol_shifted[dir] : dcol_plain[dir]);
}

/* What Tiled reads a staggered hexagonal map's cells from: the tile's size in pixels, the length
 * of its flat sides, and whether the odd rows (or columns) are the shifted ones. */
typedef struct cell_shape {
    long w, h, side;
    bool odd;
} cell_shape;

static cell_shape cell_shape_of(const json_t *map)
{
    cell_shape c;
    c.w = (long)json_integer_value(json_object_get(map, "tilewidth"));
    c.h = (long)json_integer_value(json_object_get(map, "tileheight"));
    c.side = (long)json_integer_value(json_object_get(map, "hexsidelength"));
    c.odd = strcmp(json_string_value(json_object_get(map, "staggerindex")), "odd") == 0;
    return c;
}

/* Tiled's pixel centre of a cell (tileToScreenCoords plus half a tile), in half-pixels. */
static void tiled_center(const json_t *map, int col, int row, long *x2, long *y2)
{
    cell_shape c = cell_shape_of(map);
    bool shifted = (row % 2 == 1) == c.odd;
    *x2 = 2 * col * c.w + (shifted ? c.w : 0) + c.w;
    *y2 = row * (c.h + c.side) + c.h;
}

/* The terrain name of a gid, read from the map's tileset. */
static const char *terrain_of_gid(const json_t *map, long long gid)
{
    const json_t *ts = json_array_get(json_object_get(map, "tilesets"), 0);
    long long id = gid - json_integer_value(json_object_get(ts, "firstgid"));
    size_t i;
    const json_t *tile;
    json_array_foreach(json_object_get(ts, "tiles"), i, tile)
        if (json_integer_value(json_object_get(tile, "id")) == id)
            return prop(json_object_get(tile, "properties"), "terrain");
    return NULL;
}

static const json_t *layer_named(const json_t *map, const char *name)
{
    size_t i;
    const json_t *layer;
    json_array_foreach(json_object_get(map, "layers"), i, layer)
        if (strcmp(json_string_value(json_object_get(layer, "name")), name) == 0)
            return layer;
    return NULL;
}

/* The hexes the map of `b` shows: its tiles (want[k] the terrain name its cell must have: the
 * fog's on a hex under fog), then the sea around a board without a sea of its own (every
 * neighbour not on the board: Classic, 5-6, a board on a landmass), and the sea hex of every
 * harbor, so that each harbor lies inside the map. Returns how many. */
static int expected_cells(const hs_board *b, hs_hex *hex, const char **want)
{
    int n = 0;
    for (int i = 0; i < b->n_tiles; i++) {
        hex[n] = b->tiles[i].hex;
        want[n++] = hs_board_fog(b, i) >= 0 ? "fog" : hs_terrain_name((hs_terrain)b->tiles[i].terrain);
    }
    const hs_layout_info *l = hs_layout_at(b->options.mode);
    bool own_sea = !b->options.landmass && l && hs_layout_drawn(b->options.mode);
    for (int i = 0; i < b->n_tiles * 6 + b->n_harbors; i++) {
        hs_hex h;
        if (i < b->n_tiles * 6) {
            if (own_sea)
                continue;
            h = hs_hex_neighbor(b->tiles[i / 6].hex, i % 6);
        } else {
            const hs_harbor *hb = &b->harbors[i - b->n_tiles * 6];
            h = hs_hex_neighbor(b->tiles[hb->tile].hex, hb->side);
        }
        bool seen = false;
        for (int k = 0; k < n && !seen; k++)
            seen = hs_hex_eq(hex[k], h);
        if (!seen) {
            hex[n] = h;
            want[n++] = "sea";
        }
    }
    return n;
}

/* Every hex of the map at its cell and nothing else on the grid; the same neighbours both ways.
 * The cell of a hex is found from geometry alone: hexseed's centres (hs_hex_center, scaled to
 * Tiled's cell) and Tiled's, both translated so the leftmost and topmost centres are at 0. */
static void layout_ok(const hs_board *b, const json_t *map)
{
    int width = (int)json_integer_value(json_object_get(map, "width"));
    int height = (int)json_integer_value(json_object_get(map, "height"));
    long w = (long)json_integer_value(json_object_get(map, "tilewidth"));
    long h = (long)json_integer_value(json_object_get(map, "tileheight"));
    long side = (long)json_integer_value(json_object_get(map, "hexsidelength"));
    bool odd = strcmp(json_string_value(json_object_get(map, "staggerindex")), "odd") == 0;
    const json_t *data = json_object_get(layer_named(map, "terrain"), "data");
    assert_non_null(data);
    static hs_hex hex[7 * HS_BOARD_MAX_TILES];
    static const char *want[7 * HS_BOARD_MAX_TILES];
    int n = expected_cells(b, hex, want);

    /* hexseed's centres in Tiled's half-pixels: x = w (2q + r), y = (h + side) r. */
    long hx_min = 0, hy_min = 0, tx_min = 0, ty_min = 0;
    bool first = true;
    for (int i = 0; i < n; i++, first = false) {
        long x = w * (2L * hex[i].q + hex[i].r), y = (h + side) * hex[i].r;
        hx_min = first || x < hx_min ? x : hx_min;
        hy_min = first || y < hy_min ? y : hy_min;
    }
    first = true;
    int filled = 0;
    for (int row = 0; row < height; row++)
        for (int col = 0; col < width; col++) {
            if (!json_integer_value(json_array_get(data, (size_t)(row * width + col))))
                continue;
            filled++;
            long x, y;
            tiled_center(map, col, row, &x, &y);
            tx_min = first || x < tx_min ? x : tx_min;
            ty_min = first || y < ty_min ? y : ty_min;
            first = false;
        }
    assert_int_equal(filled, n);

    /* The cell of each hex: the one whose Tiled centre is the hex's centre. */
    static int cell_col[7 * HS_BOARD_MAX_TILES], cell_row[7 * HS_BOARD_MAX_TILES];
    for (int i = 0; i < n; i++) {
        long x = w * (2L * hex[i].q + hex[i].r) - hx_min;
        long y = (h + side) * hex[i].r - hy_min;
        cell_col[i] = -1;
        for (int row = 0; row < height && cell_col[i] < 0; row++)
            for (int col = 0; col < width; col++) {
                long tx, ty;
                tiled_center(map, col, row, &tx, &ty);
                if (tx - tx_min == x && ty - ty_min == y) {
                    cell_col[i] = col;
                    cell_row[i] = row;
                    break;
                }
            }
        if (cell_col[i] < 0)
            fail_msg("hex (%d,%d) has no cell at its place", hex[i].q, hex[i].r);
        long long gid = json_integer_value(json_array_get(data, (size_t)(cell_row[i] * width + cell_col[i])));
        const char *terrain = terrain_of_gid(map, gid);
        assert_non_null(terrain);
        assert_string_equal(terrain, want[i]);
    }

    /* Tiled's neighbour of each cell in each direction is the cell of hexseed's neighbour. */
    for (int i = 0; i < n; i++)
        for (int d = 0; d < 6; d++) {
            int ncol, nrow;
            tiled_neighbor(odd, cell_col[i], cell_row[i], d, &ncol, &nrow);
            hs_hex nb = hs_hex_neighbor(hex[i], d);
            int j = -1;
            for (int k = 0; k < n; k++)
                if (hs_hex_eq(hex[k], nb))
                    j = k;
            bool tiled_has = ncol >= 0 && ncol < width && nrow >= 0 && nrow < height &&
                             json_integer_value(json_array_get(data, (size_t)(nrow * width + ncol))) != 0;
            assert_int_equal(tiled_has, j >= 0);
            if (j >= 0) {
                assert_int_equal(ncol, cell_col[j]);
                assert_int_equal(nrow, cell_row[j]);
            }
        }
}

/* ---- Hex Empire maps: staggered columns ------------------------------------------------------- */

/* Tiled's pixel centre of a cell of a map with staggeraxis "x" (tileToScreenCoords: columns
 * (tilewidth + hexsidelength) / 2 apart, a staggered column half a tile lower), plus half a tile. */
static void tiled_center_x(const json_t *map, int col, int row, long *x, long *y)
{
    cell_shape c = cell_shape_of(map);
    bool shifted = (col % 2 == 1) == c.odd;
    *x = col * ((c.w + c.side) / 2) + c.w / 2;
    *y = row * c.h + (shifted ? c.h / 2 : 0) + c.h / 2;
}

/* Tiled's neighbours of cell (x, y) of a map with staggered columns (the cells whose centres lie
 * one hex apart, nearer than 1.1 tile heights) are the hex neighbours of field (x, y) in odd-q
 * columns (hs_hex_neighbor in axial coordinates: q = x, r = y - (x - x mod 2) / 2). */
static void columns_neighbors_ok(const json_t *map, int x, int y)
{
    int w = (int)json_integer_value(json_object_get(map, "width"));
    int h = (int)json_integer_value(json_object_get(map, "height"));
    long th = (long)json_integer_value(json_object_get(map, "tileheight"));
    hs_hex a = hs_hex_make(x, y - (x - (x & 1)) / 2);
    int hex_neighbors = 0;
    for (int d = 0; d < 6; d++) {
        hs_hex n = hs_hex_neighbor(a, d);
        int nx = n.q, ny = n.r + (n.q - (n.q & 1)) / 2;
        hex_neighbors += nx >= 0 && nx < w && ny >= 0 && ny < h;
    }
    long cx, cy;
    tiled_center_x(map, x, y, &cx, &cy);
    int tiled_neighbors = 0;
    for (int ny = 0; ny < h; ny++)
        for (int nx = 0; nx < w; nx++) {
            long nxp, nyp;
            tiled_center_x(map, nx, ny, &nxp, &nyp);
            long d2 = (nxp - cx) * (nxp - cx) + (nyp - cy) * (nyp - cy);
            if (d2 == 0 || d2 * 100 > 121 * th * th)
                continue;
            tiled_neighbors++;
            hs_hex b = hs_hex_make(nx, ny - (nx - (nx & 1)) / 2);
            if (hs_hex_distance(a, b) != 1)
                fail_msg("field %d,%d: Tiled's neighbour %d,%d is not a hex neighbour", x, y, nx, ny);
        }
    assert_int_equal(tiled_neighbors, hex_neighbors);
}

/* Every field on its cell with its terrain and Tiled's neighbours (columns_neighbors_ok); each
 * town an object at its field's centre. */
static void empire_reads_right(const hs_empire *m)
{
    hs_buf out = {0};
    assert_int_equal(hs_render_empire_tmj(m, hs_sink_buf(&out)), HS_OK);
    json_t *map = json_loads(out.data, 0, NULL);
    assert_non_null(map);
    hs_buf_free(&out);
    structure_ok(map);
    assert_string_equal(json_string_value(json_object_get(map, "staggeraxis")), "x");
    int w = hs_empire_width(m), h = hs_empire_height(m);
    assert_int_equal(json_integer_value(json_object_get(map, "width")), w);
    assert_int_equal(json_integer_value(json_object_get(map, "height")), h);
    const json_t *data = json_object_get(layer_named(map, "terrain"), "data");
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            const char *terrain = terrain_of_gid(map, json_integer_value(json_array_get(data, (size_t)(y * w + x))));
            assert_non_null(terrain);
            assert_string_equal(terrain, hs_empire_is_land(m, x, y) ? "land" : "water");
            columns_neighbors_ok(map, x, y);
        }
    const json_t *towns = json_object_get(layer_named(map, "towns"), "objects");
    assert_int_equal(json_array_size(towns), hs_empire_town_count(m));
    for (int i = 0; i < hs_empire_town_count(m); i++) {
        const hs_empire_town *t = hs_empire_town_get(m, i);
        const json_t *obj = json_array_get(towns, (size_t)i);
        long cx, cy;
        tiled_center_x(map, t->x, t->y, &cx, &cy);
        assert_int_equal((long)json_number_value(json_object_get(obj, "x")), cx);
        assert_int_equal((long)json_number_value(json_object_get(obj, "y")), cy);
        assert_string_equal(json_string_value(json_object_get(obj, "type")), t->kind == HS_ESTATE_PORT ? "port" : "town");
        assert_int_equal(prop_int(json_object_get(obj, "properties"), "capital"), t->capital);
    }
    json_decref(map);
}

/* A landmass: its 8 x 8 cells as the grid has them (real and imaginary), the same neighbours. */
static void landmasses_read_right_in_tiled(void **state)
{
    (void)state;
    static const uint8_t pairs[][2] = {{77, 88}, {153, 126}, {146, 25}};
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        hs_landmass_options o = hs_landmass_default();
        o.rule = pairs[k][0];
        o.start = pairs[k][1];
        o.swap = k == 2;
        hs_landmass m = hs_landmass_grow(&o);
        hs_buf out = {0};
        assert_int_equal(hs_render_landmass_tmj(&m, hs_sink_buf(&out)), HS_OK);
        json_t *map = json_loads(out.data, 0, NULL);
        assert_non_null(map);
        hs_buf_free(&out);
        structure_ok(map);
        assert_int_equal(json_integer_value(json_object_get(map, "width")), HS_LANDMASS_COLS);
        assert_int_equal(json_integer_value(json_object_get(map, "height")), HS_LANDMASS_ROWS);
        const json_t *data = json_object_get(layer_named(map, "terrain"), "data");
        for (int r = 0; r < HS_LANDMASS_ROWS; r++)
            for (int c = 0; c < HS_LANDMASS_COLS; c++) {
                const char *terrain =
                    terrain_of_gid(map, json_integer_value(json_array_get(data, (size_t)(r * HS_LANDMASS_COLS + c))));
                assert_non_null(terrain);
                char ch = hs_landmass_cell_char(&m, r, c);
                const char *want = ch == '#' ? "land" : ch == '~' ? "water" : ch == 'x' ? "imaginary-land" : "imaginary-water";
                assert_string_equal(terrain, want);
                columns_neighbors_ok(map, c, r);
            }
        json_decref(map);
    }
}

static void empire_maps_read_right_in_tiled(void **state)
{
    (void)state;
    hs_empire_options sizes[3] = {hs_empire_default(), hs_empire_default(), hs_empire_default()};
    sizes[0].map = 42;
    sizes[1].map = 7;
    sizes[1].width = 9; /* an odd width: the last column is a shifted one */
    sizes[1].height = 6;
    sizes[2].map = 3;
    sizes[2].width = 30;
    sizes[2].height = 13;
    sizes[2].land = 4;
    for (int k = 0; k < 3; k++) {
        hs_empire *m = NULL;
        hs_diag diag = {{0}};
        if (hs_empire_generate(&sizes[k], &m, &diag) != HS_OK)
            fail_msg("%s", diag.msg);
        empire_reads_right(m);
        hs_empire_free(m);
    }
}

/* ---- Land and water maps -------------------------------------------------------------------- */

/* A hex-neighbourhood map (or a window at (ox, oy)): each cell's tile is its land or water, and
 * Tiled's neighbours of each cell (by its pixel layout: centres nearer than 1.2 cell widths)
 * are the automaton's: in the whole map's odd rows the cells above and below are x and x+1, in
 * its even rows x-1 and x (terrain.h: "odd rows shifted right"). */
static void terrain_reads_right(const hs_terrain_options *o)
{
    hs_terrain_map *m = NULL;
    hs_diag diag = {{0}};
    if (hs_terrain_generate(o, &m, &diag) != HS_OK)
        fail_msg("%s", diag.msg);
    hs_buf out = {0};
    assert_int_equal(hs_render_terrain_tmj(m, o, hs_sink_buf(&out)), HS_OK);
    json_t *map = json_loads(out.data, 0, NULL);
    assert_non_null(map);
    hs_buf_free(&out);
    structure_ok(map);
    int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m), oy = hs_terrain_map_origin_y(m);
    assert_int_equal(json_integer_value(json_object_get(map, "width")), w);
    assert_int_equal(json_integer_value(json_object_get(map, "height")), h);
    assert_string_equal(json_string_value(json_object_get(map, "orientation")),
                        o->neighbourhood == HS_HEX ? "hexagonal" : "orthogonal");
    const json_t *data = json_object_get(layer_named(map, "terrain"), "data");
    long tw = (long)json_integer_value(json_object_get(map, "tilewidth"));
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            const char *terrain = terrain_of_gid(map, json_integer_value(json_array_get(data, (size_t)(y * w + x))));
            assert_non_null(terrain);
            assert_string_equal(terrain, hs_terrain_at(m, x, y) ? "land" : "water");
            if (o->neighbourhood != HS_HEX)
                continue;
            long cx, cy;
            tiled_center(map, x, y, &cx, &cy);
            int tiled_neighbors = 0, automaton_neighbors = 0;
            bool odd_row = (oy + y) % 2 == 1;
            for (int ny = y - 1; ny <= y + 1; ny++)
                for (int nx = x - 1; nx <= x + 1; nx++) {
                    if (nx < 0 || nx >= w || ny < 0 || ny >= h || (nx == x && ny == y))
                        continue;
                    bool automaton = ny == y || nx == x + (odd_row ? 0 : -1) || nx == x + (odd_row ? 1 : 0);
                    long nxp, nyp;
                    tiled_center(map, nx, ny, &nxp, &nyp);
                    long d2 = (nxp - cx) * (nxp - cx) + (nyp - cy) * (nyp - cy); /* half-pixels */
                    bool tiled = d2 * 100 < 144 * 4 * tw * tw;
                    if (tiled != automaton)
                        fail_msg("cell %d,%d and %d,%d: Tiled %d, automaton %d", x, y, nx, ny, tiled, automaton);
                    tiled_neighbors += tiled;
                    automaton_neighbors += automaton;
                }
            assert_int_equal(tiled_neighbors, automaton_neighbors);
        }
    json_decref(map);
    hs_terrain_free(m);
}

static void terrain_maps_read_right_in_tiled(void **state)
{
    (void)state;
    hs_terrain_options o = hs_terrain_default();
    o.width = 24;
    o.height = 16;
    o.seed = 9;
    terrain_reads_right(&o); /* Moore: orthogonal */
    o.neighbourhood = HS_HEX;
    terrain_reads_right(&o);
    o.width = 64;
    o.height = 48;
    for (int oy = 3; oy <= 4; oy++) { /* windows starting on an odd and an even row */
        o.window_x = 5;
        o.window_y = oy;
        o.window_w = 20;
        o.window_h = 11;
        terrain_reads_right(&o);
    }
}

/* ---- Objects ---------------------------------------------------------------------------------- */

static int objects_of_type(const json_t *map, const char *layer, const char *type)
{
    const json_t *l = layer_named(map, layer);
    if (!l)
        return 0;
    int n = 0;
    size_t i;
    const json_t *obj;
    json_array_foreach(json_object_get(l, "objects"), i, obj)
        n += strcmp(json_string_value(json_object_get(obj, "type")), type) == 0;
    return n;
}

/* The object of `type` in `layer` names the hex of tile `t` by its q, r and sits on its cell
 * (its point within the cell's box, or for a text object its box centred on the cell). */
static void object_on_tile(const json_t *map, const json_t *obj, const hs_board *b, int t)
{
    const json_t *props = json_object_get(obj, "properties");
    assert_int_equal(prop_int(props, "q"), b->tiles[t].hex.q);
    assert_int_equal(prop_int(props, "r"), b->tiles[t].hex.r);
    long cx, cy;
    tiled_center(map, (int)prop_int(props, "col"), (int)prop_int(props, "row"), &cx, &cy);
    long w = (long)json_integer_value(json_object_get(map, "tilewidth"));
    long h = (long)json_integer_value(json_object_get(map, "tileheight"));
    long x2 = 2 * (long)json_number_value(json_object_get(obj, "x")) + (long)json_number_value(json_object_get(obj, "width"));
    long y2 = 2 * (long)json_number_value(json_object_get(obj, "y")) + (long)json_number_value(json_object_get(obj, "height"));
    assert_true(labs(x2 - cx) <= w && labs(y2 - cy) <= h);
}

static int tile_at(const hs_board *b, long long q, long long r)
{
    for (int t = 0; t < b->n_tiles; t++)
        if (b->tiles[t].hex.q == q && b->tiles[t].hex.r == r)
            return t;
    return -1;
}

/* The size in pixels of a map of staggered rows, as Tiled draws it. */
static long map_width_px(const json_t *map)
{
    cell_shape c = cell_shape_of(map);
    return (long)json_integer_value(json_object_get(map, "width")) * c.w + c.w / 2;
}

static long map_height_px(const json_t *map)
{
    cell_shape c = cell_shape_of(map);
    return ((long)json_integer_value(json_object_get(map, "height")) - 1) * ((c.h + c.side) / 2) + c.h;
}

/* A harbor of tile `t` names its sea hex (sea_q, sea_r, across its edge from the land), and
 * that hex is a sea cell of the map at (sea_col, sea_row), next to the land's cell. */
static void harbor_at_sea(const json_t *map, const hs_board *b, int t, const json_t *props)
{
    hs_hex sea = hs_hex_make((int)prop_int(props, "sea_q"), (int)prop_int(props, "sea_r"));
    assert_int_equal(hs_hex_distance(sea, b->tiles[t].hex), 1);
    int width = (int)json_integer_value(json_object_get(map, "width"));
    int height = (int)json_integer_value(json_object_get(map, "height"));
    int col = (int)prop_int(props, "sea_col"), row = (int)prop_int(props, "sea_row");
    if (col < 0 || col >= width || row < 0 || row >= height)
        fail_msg("harbor of hex %d,%d: its sea cell %d,%d is outside the map", b->tiles[t].hex.q, b->tiles[t].hex.r, col,
                 row);
    const json_t *data = json_object_get(layer_named(map, "terrain"), "data");
    const char *terrain = terrain_of_gid(map, json_integer_value(json_array_get(data, (size_t)(row * width + col))));
    assert_non_null(terrain);
    assert_string_equal(terrain, "sea");
    long lx, ly, sx, sy; /* one hex apart: centres a cell's width apart, in half-pixels */
    tiled_center(map, (int)prop_int(props, "col"), (int)prop_int(props, "row"), &lx, &ly);
    tiled_center(map, col, row, &sx, &sy);
    long w = (long)json_integer_value(json_object_get(map, "tilewidth"));
    assert_int_equal((sx - lx) * (sx - lx) + (sy - ly) * (sy - ly) <= 4 * w * w + 4, true);
}

static void objects_ok(const hs_board *b, const json_t *map)
{
    int numbered = 0;
    for (int t = 0; t < b->n_tiles; t++)
        numbered += b->tiles[t].number != 0 && hs_board_fog(b, t) < 0;
    assert_int_equal(objects_of_type(map, "numbers", "number"), numbered);
    assert_int_equal(objects_of_type(map, "harbors", "harbor"), b->n_harbors);
    assert_int_equal(objects_of_type(map, "pieces", "robber"), b->robber >= 0);
    assert_int_equal(objects_of_type(map, "pieces", "pirate"), b->pirate >= 0);
    assert_int_equal(objects_of_type(map, "pieces", "piece"), b->n_pieces);
    assert_int_equal(objects_of_type(map, "fog", "fog"), b->n_fog);
    /* the expansions': a lake's catches, every hex the setup fixes */
    int lakes = 0, fixed = 0;
    for (int t = 0; t < b->n_tiles; t++) {
        lakes += hs_terrain_catches((hs_terrain)b->tiles[t].terrain) != 0 && hs_board_fog(b, t) < 0;
        fixed += hs_board_fixed(b, t);
    }
    assert_int_equal(objects_of_type(map, "numbers", "catches"), lakes);
    assert_int_equal(objects_of_type(map, "pieces", "fixed"), fixed);

    const char *layers[] = {"numbers", "harbors", "pieces", "fog"};
    for (size_t l = 0; l < sizeof layers / sizeof layers[0]; l++) {
        const json_t *layer = layer_named(map, layers[l]);
        size_t i;
        const json_t *obj;
        json_array_foreach(layer ? json_object_get(layer, "objects") : NULL, i, obj) {
            const json_t *props = json_object_get(obj, "properties");
            int t = tile_at(b, prop_int(props, "q"), prop_int(props, "r"));
            assert_true(t >= 0);
            object_on_tile(map, obj, b, t);
            const char *type = json_string_value(json_object_get(obj, "type"));
            if (strcmp(type, "number") == 0) {
                assert_int_equal(prop_int(props, "number"), b->tiles[t].number);
                int second = 0; /* a second token on the hex: its own property, both in the text */
                for (int k = 0; k < b->n_pieces; k++)
                    if (b->pieces[k].kind == HS_PIECE_SECOND && b->pieces[k].tile == t)
                        second = b->pieces[k].number;
                assert_int_equal(prop(props, "second") != NULL, second != 0);
                char text[16];
                snprintf(text, sizeof text, second ? "%d/%d" : "%d", b->tiles[t].number, second);
                assert_string_equal(json_string_value(json_object_get(json_object_get(obj, "text"), "text")), text);
                if (second)
                    assert_int_equal(prop_int(props, "second"), second);
            } else if (strcmp(type, "catches") == 0) { /* "2,3,11,12" */
                char words[48] = "";
                unsigned rolls = hs_terrain_catches((hs_terrain)b->tiles[t].terrain);
                assert_true(rolls != 0);
                for (int roll = 2; roll <= 12; roll++)
                    if (rolls & (1u << roll))
                        snprintf(words + strlen(words), sizeof words - strlen(words), "%s%d", *words ? "," : "", roll);
                assert_string_equal(prop(props, "catches"), words);
            } else if (strcmp(type, "fixed") == 0) { /* "fixed-desert", "fixed-swamp", ... */
                assert_true(hs_board_fixed(b, t));
                assert_string_equal(prop(props, "terrain"), hs_terrain_name((hs_terrain)b->tiles[t].terrain));
                char name[32];
                snprintf(name, sizeof name, "fixed-%s", hs_terrain_name((hs_terrain)b->tiles[t].terrain));
                assert_string_equal(json_string_value(json_object_get(obj, "name")), name);
            }
            else if (strcmp(type, "robber") == 0)
                assert_int_equal(t, b->robber);
            else if (strcmp(type, "pirate") == 0)
                assert_int_equal(t, b->pirate);
            else if (strcmp(type, "harbor") == 0) {
                bool found = false;
                for (int k = 0; k < b->n_harbors; k++)
                    found |= b->harbors[k].tile == t && strcmp(prop(props, "harbor"), hs_harbor_name(b->harbors[k].type)) == 0;
                assert_true(found);
                harbor_at_sea(map, b, t, props);
            }
            /* inside the map's pixels, so that nothing is cut off at its edge */
            double x = json_number_value(json_object_get(obj, "x")), y = json_number_value(json_object_get(obj, "y"));
            double ow = json_number_value(json_object_get(obj, "width")), oh = json_number_value(json_object_get(obj, "height"));
            if (x < 0 || y < 0 || x + ow > map_width_px(map) || y + oh > map_height_px(map))
                fail_msg("%s object at %g,%g is outside the map (%ld x %ld)", type, x, y, map_width_px(map),
                         map_height_px(map));
        }
    }
}

static void check_board(const hs_board *b)
{
    json_t *map = tmj_of(b);
    structure_ok(map);
    assert_string_equal(json_string_value(json_object_get(map, "staggeraxis")), "y");
    layout_ok(b, map);
    objects_ok(b, map);
    json_decref(map);
}

/* Classic and 5-6 (land only, both stagger parities' worth of shapes), every Seafarers layout
 * and scenario, and a landmass board. */
static void every_layout_reads_right_in_tiled(void **state)
{
    (void)state;
    for (int mode = 0; mode < hs_layout_count(); mode++)
        for (uint32_t seed = 1; seed <= 3; seed++) {
            hs_catan_options o = hs_catan_default();
            o.mode = (hs_mode)mode;
            o.seed = seed;
            hs_board b = board_made(&o);
            check_board(&b);
        }
    hs_catan_options o = on_landmass(30, 1, 7);
    hs_board b = board_made(&o);
    check_board(&b);
}

/* The stagger index is derived from the shape, not fixed: in its ring of sea, Classic's longest
 * row is its middle row (row 3), so its even rows are the shifted ones; 5-6's longest row is row
 * 4, so its odd rows are. Moving a board on the grid changes neither its index nor where its hexes read. */
static void the_stagger_index_follows_the_rows(void **state)
{
    (void)state;
    static const struct {
        hs_mode mode;
        const char *index;
        int width, height;
    } cases[] = {{HS_MODE_CLASSIC, "even", 7, 7}, {HS_MODE_5_6, "odd", 8, 9}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        hs_catan_options o = hs_catan_default();
        o.mode = cases[c].mode;
        o.seed = 5;
        hs_board b = board_made(&o);
        json_t *map = tmj_of(&b);
        assert_string_equal(json_string_value(json_object_get(map, "staggerindex")), cases[c].index);
        assert_int_equal(json_integer_value(json_object_get(map, "width")), cases[c].width);
        assert_int_equal(json_integer_value(json_object_get(map, "height")), cases[c].height);
        json_decref(map);

        for (int dr = -1; dr <= 1; dr += 2) { /* the same shape a row higher or lower */
            hs_board moved = b;
            for (int i = 0; i < moved.n_tiles; i++)
                moved.tiles[i].hex.r += dr;
            map = tmj_of(&moved);
            assert_string_equal(json_string_value(json_object_get(map, "staggerindex")), cases[c].index);
            layout_ok(&moved, map);
            json_decref(map);
        }
    }
}

/* The CLI's --format tmj, for a code, is the library's map of the board that code names. */
static void the_cli_writes_the_map_of_a_code(void **state)
{
    (void)state;
    const char *codes[] = {"0xjiwxm2", "5grcyczcz"};
    for (size_t k = 0; k < sizeof codes / sizeof codes[0]; k++) {
        cli_result r;
        assert_int_equal(cli_run(ARGS("board", codes[k], "--format", "tmj"), NULL, &r), 0);
        assert_int_equal(r.status, 0);
        hs_catan_options o;
        hs_diag diag = {{0}};
        assert_int_equal(hs_code_decode(codes[k], &o, &diag), HS_OK);
        hs_board b = board_made(&o);
        hs_buf want = {0};
        assert_int_equal(hs_render_tmj(&b, hs_sink_buf(&want)), HS_OK);
        assert_string_equal(r.out, want.data);
        json_t *map = json_loads(r.out, 0, NULL);
        assert_non_null(map);
        structure_ok(map);
        json_decref(map);
        hs_buf_free(&want);
        cli_result_free(&r);
    }
}

/* ---- The atlas ------------------------------------------------------------------------------- */

static uint32_t be32(const char *p)
{
    const unsigned char *u = (const unsigned char *)p;
    return (uint32_t)u[0] << 24 | (uint32_t)u[1] << 16 | (uint32_t)u[2] << 8 | u[3];
}

/* The atlas every map names is a PNG of exactly the size the maps' tileset says (Tiled cuts it
 * by that size), the same bytes on every call (a server's ETag and the packages' copies hold it
 * constant). */
static void the_atlas_is_what_every_map_names(void **state)
{
    (void)state;
    hs_buf a = {0}, again = {0};
    assert_int_equal(hs_render_tileset_png(hs_sink_buf(&a), NULL), HS_OK);
    assert_int_equal(hs_render_tileset_png(hs_sink_buf(&again), NULL), HS_OK);
    assert_int_equal(a.len, again.len);
    assert_memory_equal(a.data, again.data, a.len);
    assert_true(a.len > 33);
    assert_memory_equal(a.data, "\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR", 16);
    hs_catan_options o = hs_catan_default();
    o.seed = 2;
    hs_board b = board_made(&o);
    json_t *map = tmj_of(&b);
    const json_t *ts = json_array_get(json_object_get(map, "tilesets"), 0);
    assert_int_equal(be32(a.data + 16), json_integer_value(json_object_get(ts, "imagewidth")));
    assert_int_equal(be32(a.data + 20), json_integer_value(json_object_get(ts, "imageheight")));
    json_decref(map);
    hs_buf_free(&a);
    hs_buf_free(&again);
}

static char *file_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char data[1 << 20];
    *len = fread(data, 1, sizeof data, f);
    fclose(f);
    return data;
}

/* -o MAP.tmj writes the atlas the map names beside it, the bytes `hexseed tileset` writes and the
 * library draws; a map is not written under the atlas's name; a map to /dev/null writes no
 * atlas into /dev. */
static void the_cli_writes_the_atlas_beside_the_map(void **state)
{
    (void)state;
    char folder[] = "/tmp/hexseed-tmj-XXXXXX", map[64], atlas[64], alone[64];
    assert_non_null(mkdtemp(folder));
    snprintf(map, sizeof map, "%s/board.tmj", folder);
    snprintf(atlas, sizeof atlas, "%s/" HS_TILESET_IMAGE, folder);
    snprintf(alone, sizeof alone, "%s/atlas.png", folder);
    cli_result r;
    assert_int_equal(cli_run(ARGS("catan", "--seed", "4", "--format", "tmj", "-o", map), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    cli_result_free(&r);
    hs_buf want = {0};
    assert_int_equal(hs_render_tileset_png(hs_sink_buf(&want), NULL), HS_OK);
    size_t len = 0;
    const char *got = file_read(atlas, &len);
    if (!got)
        fail_msg("no %s beside the map", atlas);
    assert_int_equal(len, want.len);
    assert_memory_equal(got, want.data, len);

    assert_int_equal(cli_run(ARGS("tileset", "-o", alone), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    cli_result_free(&r);
    got = file_read(alone, &len);
    assert_non_null(got);
    assert_int_equal(len, want.len);
    assert_memory_equal(got, want.data, len);

    char bad[64];
    snprintf(bad, sizeof bad, "%s/sub/" HS_TILESET_IMAGE, folder);
    assert_int_equal(cli_run(ARGS("catan", "--seed", "4", "--format", "tmj", "-o", bad), NULL, &r), 0);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.err, "hexseed: a map cannot be named " HS_TILESET_IMAGE
                               ": its tile atlas is written beside it under that name\n");
    cli_result_free(&r);

    assert_int_equal(cli_run(ARGS("catan", "--seed", "4", "--format", "tmj", "-o", "/dev/null"), NULL, &r), 0);
    assert_int_equal(r.status, 0);
    cli_result_free(&r);
    assert_null(fopen("/dev/" HS_TILESET_IMAGE, "rb"));

    const cli_bad_case bad_cases[] = {
        {ARGS("tileset", "extra"), "hexseed: unexpected argument 'extra' (try 'hexseed tileset --help')\n"},
        {ARGS("tileset", "--bogus"), "hexseed: unknown option '--bogus' (try 'hexseed tileset --help')\n"},
        {ARGS("tileset", "-o"), "hexseed: option -o needs a value\n"},
        {ARGS("tileset", "-o", "a.png", "-o", "b.png"), "hexseed: --output given twice\n"},
    };
    char got_case[512];
    int at = cli_check_bad_cases(bad_cases, sizeof bad_cases / sizeof bad_cases[0], got_case, sizeof got_case);
    if (at >= 0)
        fail_msg("bad case %d: %s", at, got_case);

    unlink(map);
    unlink(atlas);
    unlink(alone);
    assert_int_equal(rmdir(folder), 0);
    hs_buf_free(&want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_layout_reads_right_in_tiled),
        cmocka_unit_test(the_stagger_index_follows_the_rows),
        cmocka_unit_test(the_cli_writes_the_map_of_a_code),
        cmocka_unit_test(empire_maps_read_right_in_tiled),
        cmocka_unit_test(landmasses_read_right_in_tiled),
        cmocka_unit_test(terrain_maps_read_right_in_tiled),
        cmocka_unit_test(the_atlas_is_what_every_map_names),
        cmocka_unit_test(the_cli_writes_the_atlas_beside_the_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
