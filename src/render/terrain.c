/* SPDX-License-Identifier: MIT */
/* terrain.c: land and water maps as text, PGM, SVG and JSON (the PNG: terrain_png.c). */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "../terrain/terrain_internal.h"
#include "../core/fail.h"
#include "jdoc.h"

hs_err hs_render_terrain_text(const hs_terrain_map *m, hs_sink out)
{
    char *line = malloc((size_t)m->width + 1);
    if (!line)
        return HS_ENOMEM;
    hs_err err = HS_OK;
    for (int y = 0; y < m->height && !err; y++) {
        for (int x = 0; x < m->width; x++)
            line[x] = terrain_bit(m, x, y) ? '#' : '.';
        line[m->width] = '\n';
        err = hs_sink_write(out, line, (size_t)m->width + 1);
    }
    free(line);
    return err;
}

hs_err hs_render_terrain_pgm(const hs_terrain_map *m, hs_sink out)
{
    hs_err err = hs_sink_printf(out, "P5\n%d %d\n255\n", m->width, m->height);
    unsigned char *row = malloc((size_t)m->width);
    if (!row)
        return HS_ENOMEM;
    for (int y = 0; y < m->height && !err; y++) {
        for (int x = 0; x < m->width; x++)
            row[x] = terrain_bit(m, x, y) ? 255 : 0;
        err = hs_sink_write(out, row, (size_t)m->width);
    }
    free(row);
    return err;
}

hs_err hs_render_terrain_svg(const hs_terrain_map *m, hs_sink out, int scale, hs_diag *diag)
{
    if (scale < 1 || scale > 64)
        return hs_fail(diag, HS_EINVAL, "scale %d is not from 1 to 64 pixels a cell", scale);
    if ((uint64_t)m->width * m->height > HS_TERRAIN_SVG_MAX_CELLS)
        return hs_fail(diag, HS_ELIMIT, "a %d x %d map is more than the %d cells an SVG takes", m->width, m->height,
                       HS_TERRAIN_SVG_MAX_CELLS);
    hs_err err = hs_sink_printf(out,
                                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                                "shape-rendering=\"crispEdges\">\n<rect width=\"%d\" height=\"%d\" fill=\"#2f78b7\"/>\n",
                                m->width * scale, m->height * scale, m->width, m->height, m->width, m->height);
    /* Land as horizontal runs: one rectangle a run. */
    for (int y = 0; y < m->height && !err; y++)
        for (int x = 0; x < m->width && !err;) {
            if (!terrain_bit(m, x, y)) {
                x++;
                continue;
            }
            int run = x;
            while (run < m->width && terrain_bit(m, run, y))
                run++;
            err = hs_sink_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"1\" fill=\"#7cb342\"/>\n", x, y,
                                 run - x);
            x = run;
        }
    return err ? err : hs_sink_puts(out, "</svg>\n");
}

hs_err hs_render_terrain_json(const hs_terrain_map *m, const hs_terrain_options *o, hs_sink out)
{
    if ((uint64_t)m->width * m->height > HS_TERRAIN_JSON_MAX_CELLS)
        return HS_ELIMIT;
    jdoc doc = {false}, *d = &doc;
    json_t *rows = json_array();
    char *line = malloc((size_t)m->width + 1);
    if (!line) {
        json_decref(rows);
        return HS_ENOMEM;
    }
    long land = 0;
    for (int y = 0; y < m->height; y++) {
        for (int x = 0; x < m->width; x++) {
            line[x] = terrain_bit(m, x, y) ? '#' : '.';
            land += line[x] == '#';
        }
        line[m->width] = '\0';
        jdoc_add(d, rows, json_string(line));
    }
    free(line);
    static const char *const updates[] = {"simultaneous", "in-place"};
    static const char *const borders[] = {"water", "land", "wrap"};
    json_t *root = json_pack("{s:i, s:i, s:I, s:f, s:i, s:s, s:s, s:s, s:i, s:i, s:o, s:I, s:o}", "width", o->width,
                             "height", o->height, "seed", (json_int_t)o->seed, "land_ratio", o->land_ratio, "iterations",
                             o->iterations, "update", updates[o->update], "border", borders[o->border], "neighbourhood",
                             o->neighbourhood == HS_HEX ? "hex" : "moore", "x", m->origin_x, "y", m->origin_y, "window",
                             json_pack("[i, i]", m->width, m->height), "land", (json_int_t)land, "rows", rows);
    return jdoc_write(d, root, JSON_COMPACT | JSON_REAL_PRECISION(17), out);
}
