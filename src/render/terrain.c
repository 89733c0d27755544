/* SPDX-License-Identifier: MIT */
/* terrain.c: land and water maps as text, PGM, SVG and JSON (the PNG: terrain_png.c). */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "hexseed/terrain.h"
#include "../core/fail.h"
#include "jdoc.h"
#include "scene.h"

/* Cell x of a map's row (hs_terrain_row): bit x % 64 of word x / 64, 1 for land. */
static inline int cell(const uint64_t *row, int x)
{
    return (int)((row[x / 64] >> (x % 64)) & 1);
}

/* Eight cells (a byte of a row, cell k in bit k) as eight bytes, 0xFF for land and 0 for water:
 * the writers below turn a byte of cells into eight characters with one look-up. Bytes, not
 * words, so the table means the same on any byte order. */
#define SPREAD_BIT(v, k) (((v) >> (k) & 1) ? 0xFF : 0)
#define SPREAD(v)                                                                                   \
    {SPREAD_BIT(v, 0), SPREAD_BIT(v, 1), SPREAD_BIT(v, 2), SPREAD_BIT(v, 3), SPREAD_BIT(v, 4),      \
     SPREAD_BIT(v, 5), SPREAD_BIT(v, 6), SPREAD_BIT(v, 7)}
#define SPREAD4(v) SPREAD(v), SPREAD((v) + 1), SPREAD((v) + 2), SPREAD((v) + 3)
#define SPREAD16(v) SPREAD4(v), SPREAD4((v) + 4), SPREAD4((v) + 8), SPREAD4((v) + 12)
#define SPREAD64(v) SPREAD16(v), SPREAD16((v) + 16), SPREAD16((v) + 32), SPREAD16((v) + 48)
static const unsigned char spread[256][8] = {SPREAD64(0), SPREAD64(64), SPREAD64(128), SPREAD64(192)};

/* The w cells of a row as w bytes at `out`, `land` or `water` each: eight at a time from the
 * table (the land mask chooses between the two bytes in all eight places at once), the cells
 * past the last whole byte one by one. */
static void row_bytes(const uint64_t *bits, int w, unsigned char land, unsigned char water, unsigned char *out)
{
    const uint64_t ones = UINT64_C(0x0101010101010101);
    const uint64_t water8 = water * ones, flip8 = (unsigned char)(land ^ water) * ones;
    int x = 0;
    for (; x + 8 <= w; x += 8) {
        uint64_t mask;
        memcpy(&mask, spread[(bits[x / 64] >> (x % 64)) & 0xFF], sizeof mask);
        uint64_t eight = water8 ^ (mask & flip8);
        memcpy(out + x, &eight, sizeof eight);
    }
    for (; x < w; x++)
        out[x] = cell(bits, x) ? land : water;
}

/* How many rows of `row_len` bytes go to the sink in one write: about 256 KiB, or one row when a
 * row is longer. Fewer and bigger writes: a file sink's buffer then passes most bytes straight
 * to the system instead of copying them first. */
static int rows_per_write(size_t row_len, int h)
{
    size_t n = ((size_t)1 << 18) / row_len;
    return n < 1 ? 1 : n > (size_t)h ? h : (int)n;
}

hs_err hs_render_terrain_text(const hs_terrain_map *m, hs_sink out)
{
    const int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m);
    const size_t line = (size_t)w + 1;
    const int batch = rows_per_write(line, h);
    unsigned char *lines = malloc(line * (size_t)batch);
    if (!lines)
        return HS_ENOMEM;
    hs_err err = HS_OK;
    for (int y = 0; y < h && !err; y += batch) {
        int n = h - y < batch ? h - y : batch;
        for (int k = 0; k < n; k++) {
            row_bytes(hs_terrain_row(m, y + k), w, '#', '.', lines + (size_t)k * line);
            lines[(size_t)k * line + (size_t)w] = '\n';
        }
        err = hs_sink_write(out, lines, line * (size_t)n);
    }
    free(lines);
    return err;
}

hs_err hs_render_terrain_pgm(const hs_terrain_map *m, hs_sink out)
{
    const int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m);
    hs_err err = hs_sink_printf(out, "P5\n%d %d\n255\n", w, h);
    const int batch = rows_per_write((size_t)w, h);
    unsigned char *rows = malloc((size_t)w * (size_t)batch);
    if (!rows)
        return HS_ENOMEM;
    for (int y = 0; y < h && !err; y += batch) {
        int n = h - y < batch ? h - y : batch;
        for (int k = 0; k < n; k++)
            row_bytes(hs_terrain_row(m, y + k), w, 255, 0, rows + (size_t)k * w);
        err = hs_sink_write(out, rows, (size_t)w * (size_t)n);
    }
    free(rows);
    return err;
}

hs_err hs_render_terrain_svg(const hs_terrain_map *m, hs_sink out, int scale, hs_diag *diag)
{
    const int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m);
    if (scale < 1 || scale > 64)
        return hs_fail(diag, HS_EINVAL, "scale %d is not from 1 to 64 pixels a cell", scale);
    if ((uint64_t)w * h > HS_TERRAIN_SVG_MAX_CELLS)
        return hs_fail(diag, HS_ELIMIT, "a %d x %d map is more than the %d cells an SVG takes", w, h,
                       HS_TERRAIN_SVG_MAX_CELLS);
    hs_err err = hs_sink_printf(out,
                                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                                "shape-rendering=\"crispEdges\">\n<rect width=\"%d\" height=\"%d\" fill=\"#%06x\"/>\n",
                                w * scale, h * scale, w, h, w, h, (unsigned)scene_tile_at(SCENE_TILE_SQUARE_WATER)->color);
    const unsigned land = (unsigned)scene_tile_at(SCENE_TILE_SQUARE_LAND)->color;
    /* Land as horizontal runs: one rectangle a run. */
    for (int y = 0; y < h && !err; y++) {
        const uint64_t *bits = hs_terrain_row(m, y);
        for (int x = 0; x < w && !err;) {
            if (!cell(bits, x)) {
                x++;
                continue;
            }
            int run = x;
            while (run < w && cell(bits, run))
                run++;
            err = hs_sink_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"1\" fill=\"#%06x\"/>\n", x, y,
                                 run - x, land);
            x = run;
        }
    }
    return err ? err : hs_sink_puts(out, "</svg>\n");
}

hs_err hs_render_terrain_json(const hs_terrain_map *m, const hs_terrain_options *o, hs_sink out)
{
    const int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m);
    if ((uint64_t)w * h > HS_TERRAIN_JSON_MAX_CELLS)
        return HS_ELIMIT;
    jdoc doc = {false}, *d = &doc;
    json_t *rows = json_array();
    char *line = malloc((size_t)w + 1);
    if (!line) {
        json_decref(rows);
        return HS_ENOMEM;
    }
    long land = (long)hs_terrain_land_count(m);
    for (int y = 0; y < h; y++) {
        row_bytes(hs_terrain_row(m, y), w, '#', '.', (unsigned char *)line);
        line[w] = '\0';
        jdoc_add(d, rows, json_string(line));
    }
    free(line);
    static const char *const updates[] = {"simultaneous", "in-place"};
    static const char *const borders[] = {"water", "land", "wrap"};
    json_t *root = json_pack("{s:i, s:i, s:I, s:f, s:i, s:s, s:s, s:s, s:i, s:i, s:o, s:I, s:o}", "width", o->width,
                             "height", o->height, "seed", (json_int_t)o->seed, "land_ratio", o->land_ratio, "iterations",
                             o->iterations, "update", updates[o->update], "border", borders[o->border], "neighbourhood",
                             o->neighbourhood == HS_HEX ? "hex" : "moore", "x", hs_terrain_map_origin_x(m), "y", hs_terrain_map_origin_y(m), "window",
                             json_pack("[i, i]", w, h), "land", (json_int_t)land, "rows", rows);
    return jdoc_write(d, root, JSON_COMPACT | JSON_REAL_PRECISION(17), out);
}
