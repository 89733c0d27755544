/* SPDX-License-Identifier: MIT */
/* terrain.c: land and water maps as text, PGM, PNG (streamed row by row), SVG and JSON. */
#include <jansson.h>
#include <png.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "../terrain/terrain_internal.h"
#include "../core/fail.h"

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

typedef struct png_state {
    hs_sink out;
    hs_err err;
} png_state;

static void png_write(png_structp png, png_bytep data, size_t length)
{
    png_state *st = png_get_io_ptr(png);
    if (!st->err)
        st->err = hs_sink_write(st->out, data, length);
}

static void png_flush(png_structp png)
{
    (void)png;
}

hs_err hs_render_terrain_png(const hs_terrain_map *m, hs_sink out, int scale, hs_diag *diag)
{
    if (scale < 1 || scale > 64)
        return hs_fail(diag, HS_EINVAL, "scale %d is not from 1 to 64 pixels a cell", scale);
    if ((uint64_t)m->width * scale > 0x7fffffff || (uint64_t)m->height * scale > 0x7fffffff)
        return hs_fail(diag, HS_ELIMIT, "a %d x %d map at scale %d is wider than a PNG can be", m->width, m->height,
                       scale);
    png_state st = {out, HS_OK};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    size_t row_bytes = ((size_t)m->width * scale + 7) / 8;
    png_bytep row = malloc(row_bytes);
    if (!png || !info || !row) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        return HS_ENOMEM;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        return st.err ? st.err : HS_EIO;
    }
    png_set_write_fn(png, &st, png_write, png_flush);
    /* One bit a pixel: palette entry 0 water, 1 land. The image goes out one row at a time. */
    png_set_IHDR(png, info, (png_uint_32)m->width * (png_uint_32)scale, (png_uint_32)m->height * (png_uint_32)scale, 1,
                 PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color palette[2] = {{0x2f, 0x78, 0xb7}, {0x7c, 0xb3, 0x42}};
    png_set_PLTE(png, info, palette, 2);
    png_set_compression_level(png, 1);
    png_set_filter(png, 0, PNG_FILTER_NONE); /* two colours: filters cost time and gain nothing */
    png_write_info(png, info);
    for (int y = 0; y < m->height && !st.err; y++) {
        memset(row, 0, row_bytes);
        const uint64_t *words = m->bits + (size_t)y * m->stride;
        if (scale == 1) {
            /* PNG packs pixels from the top bit of each byte; the map from the bottom bit. */
            for (size_t i = 0; i < row_bytes; i++) {
                unsigned v = (unsigned)(words[i / 8] >> (8 * (i % 8))) & 0xFF;
                v = ((v & 0xF0) >> 4) | ((v & 0x0F) << 4);
                v = ((v & 0xCC) >> 2) | ((v & 0x33) << 2);
                v = ((v & 0xAA) >> 1) | ((v & 0x55) << 1);
                row[i] = (png_byte)v;
            }
        } else {
            for (int x = 0; x < m->width; x++)
                if (terrain_bit(m, x, y))
                    for (int k = 0; k < scale; k++) {
                        size_t px = (size_t)x * scale + k;
                        row[px / 8] |= (png_byte)(0x80 >> (px % 8));
                    }
        }
        for (int k = 0; k < scale && !st.err; k++)
            png_write_row(png, row);
    }
    if (!st.err)
        png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    return st.err;
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

static int dump_to_sink(const char *buffer, size_t size, void *data)
{
    hs_sink *out = data;
    return hs_sink_write(*out, buffer, size) == HS_OK ? 0 : -1;
}

hs_err hs_render_terrain_json(const hs_terrain_map *m, const hs_terrain_options *o, hs_sink out)
{
    if ((uint64_t)m->width * m->height > HS_TERRAIN_JSON_MAX_CELLS)
        return HS_ELIMIT;
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
        json_array_append_new(rows, json_string(line));
    }
    free(line);
    static const char *const updates[] = {"simultaneous", "in-place"};
    static const char *const borders[] = {"water", "land", "wrap"};
    json_t *root = json_pack("{s:i, s:i, s:I, s:f, s:i, s:s, s:s, s:s, s:i, s:i, s:o, s:I, s:o}", "width", o->width,
                             "height", o->height, "seed", (json_int_t)o->seed, "land_ratio", o->land_ratio, "iterations",
                             o->iterations, "update", updates[o->update], "border", borders[o->border], "neighbourhood",
                             o->neighbourhood == HS_HEX ? "hex" : "moore", "x", m->origin_x, "y", m->origin_y, "window",
                             json_pack("[i, i]", m->width, m->height), "land", (json_int_t)land, "rows", rows);
    if (!root)
        return HS_ENOMEM;
    int rc = json_dump_callback(root, dump_to_sink, &out, JSON_COMPACT | JSON_REAL_PRECISION(17));
    json_decref(root);
    return rc ? HS_EIO : hs_sink_puts(out, "\n");
}
