/* SPDX-License-Identifier: MIT */
/* terrain_png.c: a land and water map as a 1-bit palette PNG through libpng, written row by row.
 * Apart from terrain.c so that a build without libpng (WebAssembly) leaves it out. */
#include <png.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "hexseed/terrain.h"
#include "../core/fail.h"
#include "scene.h"

/* Cell x of a map's row (hs_terrain_row): bit x % 64 of word x / 64, 1 for land. */
static inline int cell(const uint64_t *row, int x)
{
    return (int)((row[x / 64] >> (x % 64)) & 1);
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
    const int w = hs_terrain_map_width(m), h = hs_terrain_map_height(m);
    if (scale < 1 || scale > 64)
        return hs_fail(diag, HS_EINVAL, "scale %d is not from 1 to 64 pixels a cell", scale);
    if ((uint64_t)w * scale > 0x7fffffff || (uint64_t)h * scale > 0x7fffffff)
        return hs_fail(diag, HS_ELIMIT, "a %d x %d map at scale %d is wider than a PNG can be", w, h,
                       scale);
    png_state st = {out, HS_OK};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    size_t row_bytes = ((size_t)w * scale + 7) / 8;
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
    png_set_IHDR(png, info, (png_uint_32)w * (png_uint_32)scale, (png_uint_32)h * (png_uint_32)scale, 1,
                 PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color palette[2]; /* the tile table's water and land (scene.h), as the SVG and the Tiled atlas */
    for (int k = 0; k < 2; k++) {
        uint32_t c = scene_tile_at(k ? SCENE_TILE_SQUARE_LAND : SCENE_TILE_SQUARE_WATER)->color;
        palette[k] = (png_color){(png_byte)(c >> 16), (png_byte)(c >> 8), (png_byte)c};
    }
    png_set_PLTE(png, info, palette, 2);
    png_set_compression_level(png, 1);
    png_set_filter(png, 0, PNG_FILTER_NONE); /* two colours: filters cost time and gain nothing */
    png_write_info(png, info);
    for (int y = 0; y < h && !st.err; y++) {
        memset(row, 0, row_bytes);
        const uint64_t *words = hs_terrain_row(m, y), *bits = words;
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
            for (int x = 0; x < w; x++)
                if (cell(bits, x))
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
