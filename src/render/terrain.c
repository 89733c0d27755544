/* SPDX-License-Identifier: MIT */
/* terrain.c: land and water maps as text, PGM, SVG and JSON (the PNG: terrain_png.c). */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "hexseed/terrain.h"
#include "../core/fail.h"
#include "jdoc.h"

/* Cell x of a map's row (hs_terrain_row): bit x % 64 of word x / 64, 1 for land. */
static inline int cell(const uint64_t *row, int x)
{
    return (int)((row[x / 64] >> (x % 64)) & 1);
}

hs_err hs_render_terrain_text(const hs_terrain_map *m, hs_sink out)
{
    const int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m);
    char *line = malloc((size_t)w + 1);
    if (!line)
        return HS_ENOMEM;
    hs_err err = HS_OK;
    for (int y = 0; y < h && !err; y++) {
        const uint64_t *bits = hs_terrain_row(m, y);
        for (int x = 0; x < w; x++)
            line[x] = cell(bits, x) ? '#' : '.';
        line[w] = '\n';
        err = hs_sink_write(out, line, (size_t)w + 1);
    }
    free(line);
    return err;
}

hs_err hs_render_terrain_pgm(const hs_terrain_map *m, hs_sink out)
{
    const int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m);
    hs_err err = hs_sink_printf(out, "P5\n%d %d\n255\n", w, h);
    unsigned char *row = malloc((size_t)w);
    if (!row)
        return HS_ENOMEM;
    for (int y = 0; y < h && !err; y++) {
        const uint64_t *bits = hs_terrain_row(m, y);
        for (int x = 0; x < w; x++)
            row[x] = cell(bits, x) ? 255 : 0;
        err = hs_sink_write(out, row, (size_t)w);
    }
    free(row);
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
                                "shape-rendering=\"crispEdges\">\n<rect width=\"%d\" height=\"%d\" fill=\"#2f78b7\"/>\n",
                                w * scale, h * scale, w, h, w, h);
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
            err = hs_sink_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"1\" fill=\"#7cb342\"/>\n", x, y,
                                 run - x);
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
    long land = 0;
    for (int y = 0; y < h; y++) {
        const uint64_t *bits = hs_terrain_row(m, y);
        for (int x = 0; x < w; x++) {
            line[x] = cell(bits, x) ? '#' : '.';
            land += line[x] == '#';
        }
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
