/* SPDX-License-Identifier: MIT */
/* landmass.c: a landmass of the elementary automaton as a grid, a terminal picture, JSON and
 * SVG, and the survey's table as text or JSON. */
#include <jansson.h>
#include <math.h>
#include <stdio.h>

#include "hexseed/render.h"
#include "jdoc.h"
#include "scene.h"

/* The colours of the cells: the tile table's (scene.h), so the Tiled maps' atlas is this look. */
#define LAND_FILL (scene_tile_at(SCENE_TILE_LANDMASS_LAND)->color)
#define WATER_FILL (scene_tile_at(SCENE_TILE_LANDMASS_WATER)->color)
#define GHOST_LAND (scene_tile_at(SCENE_TILE_LANDMASS_IMAGINARY_LAND)->color)
#define GHOST_WATER (scene_tile_at(SCENE_TILE_LANDMASS_IMAGINARY_WATER)->color)

hs_err hs_render_landmass_grid(const hs_landmass *m, hs_sink out)
{
    hs_err err = HS_OK;
    for (int r = 0; r < HS_LANDMASS_ROWS && !err; r++) {
        char line[HS_LANDMASS_COLS + 2];
        for (int c = 0; c < HS_LANDMASS_COLS; c++)
            line[c] = hs_landmass_cell_char(m, r, c);
        line[HS_LANDMASS_COLS] = '\n';
        err = hs_sink_write(out, line, HS_LANDMASS_COLS + 1);
    }
    return err;
}

hs_err hs_render_landmass_text(const hs_landmass *m, hs_sink out, bool color)
{
    hs_landmass_rating x = hs_landmass_rate(m);
    hs_err err = hs_sink_printf(out, "landmass rule %u start %u%s: %u land, %u water, %u island%s\n\n",
                                m->options.rule, m->options.start, m->options.swap ? " (swapped)" : "", x.land,
                                HS_LANDMASS_REAL - x.land, x.islands, x.islands == 1 ? "" : "s");
    /* Each grid row as two lines: the even columns, then the odd ones half a hex lower. */
    for (int r = 0; r < HS_LANDMASS_ROWS && !err; r++)
        for (int parity = 0; parity < 2 && !err; parity++) {
            err = hs_sink_puts(out, parity ? "     " : "  ");
            for (int c = parity; c < HS_LANDMASS_COLS && !err; c += 2) {
                char ch = hs_landmass_cell_char(m, r, c);
                if (color && (ch == '#' || ch == '~'))
                    err = hs_sink_printf(out, "\x1b[%sm %c \x1b[0m   ", ch == '#' ? "42;30" : "44;37", ch);
                else
                    err = hs_sink_printf(out, " %c    ", ch);
            }
            if (!err)
                err = hs_sink_puts(out, "\n");
        }
    if (!err)
        err = hs_sink_puts(out, "\n  # land  ~ water  x . outside the map (still part of the automaton)\n");
    return err;
}

static json_t *grid_json(const hs_landmass *m, jdoc *d)
{
    json_t *grid = json_array();
    for (int r = 0; r < HS_LANDMASS_ROWS; r++) {
        char line[HS_LANDMASS_COLS + 1];
        for (int c = 0; c < HS_LANDMASS_COLS; c++)
            line[c] = hs_landmass_cell_char(m, r, c);
        line[HS_LANDMASS_COLS] = '\0';
        jdoc_add(d, grid, json_string(line));
    }
    return grid;
}

static json_t *rating_json(const hs_landmass_rating *x)
{
    return json_pack("{s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:f}", "land", x->land, "water", HS_LANDMASS_REAL - x->land,
                     "islands", x->islands, "largest_island", x->largest, "small_islands", x->small, "coast",
                     x->coast, "same_map_pairs", x->same, "score", round(x->score * 100) / 100);
}

hs_err hs_render_landmass_json(const hs_landmass *m, hs_sink out)
{
    hs_landmass_rating x = hs_landmass_rate(m);
    jdoc d = {false};
    json_t *root = json_pack("{s:i, s:i, s:b, s:o}", "rule", m->options.rule, "start", m->options.start, "swap",
                             m->options.swap, "grid", grid_json(m, &d));
    jdoc_update(&d, root, rating_json(&x));
    return jdoc_write(&d, root, JSON_COMPACT | JSON_REAL_PRECISION(17), out);
}

hs_err hs_render_landmass_svg(const hs_landmass *m, hs_sink out)
{
    const double size = 30, h = sqrt(3.0) * size, margin = 8;
    double width = 1.5 * size * (HS_LANDMASS_COLS - 1) + 2 * size + 2 * margin;
    double height = h * (HS_LANDMASS_ROWS + 0.5) + 2 * margin;
    hs_err err = hs_sink_printf(out,
                                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                                "viewBox=\"0 0 %.0f %.0f\">\n<title>landmass rule %u start %u%s</title>\n",
                                width, height, width, height, m->options.rule, m->options.start,
                                m->options.swap ? " swapped" : "");
    for (int r = 0; r < HS_LANDMASS_ROWS && !err; r++)
        for (int c = 0; c < HS_LANDMASS_COLS && !err; c++) {
            double cx = margin + size + 1.5 * size * c, cy = margin + h / 2 + h * (r + 0.5 * (c & 1));
            bool real = hs_landmass_is_real(r, c), alive = m->alive[r][c];
            unsigned fill = real ? (alive ? LAND_FILL : WATER_FILL) : (alive ? GHOST_LAND : GHOST_WATER);
            err = hs_sink_puts(out, "<polygon points=\"");
            for (int k = 0; k < 6 && !err; k++) {
                double a = 3.14159265358979323846 / 3 * k; /* flat-topped: corners at 0, 60, ... degrees */
                err = hs_sink_printf(out, "%s%.1f,%.1f", k ? " " : "", cx + size * 0.96 * cos(a),
                                     cy + size * 0.96 * sin(a));
            }
            if (!err)
                err = hs_sink_printf(out, "\" fill=\"#%06x\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>\n", fill);
        }
    return err ? err : hs_sink_puts(out, "</svg>\n");
}

hs_err hs_render_survey_text(const hs_landmass_rating *best, int n, hs_sink out)
{
    hs_err err = hs_sink_printf(out, "%4s %5s %5s %6s %5s %7s %7s %5s %6s %8s\n", "rank", "rule", "start", "score",
                                "land", "islands", "largest", "coast", "pairs", "command");
    for (int i = 0; i < n && !err; i++)
        err = hs_sink_printf(out, "%4d %5u %5u %6.2f %5u %7u %7u %5u %6u   hexseed seafarers --landmass %u:%u\n", i + 1,
                             best[i].rule, best[i].start, best[i].score, best[i].land, best[i].islands,
                             best[i].largest, best[i].coast, best[i].same, best[i].rule, best[i].start);
    return err;
}

hs_err hs_render_survey_json(const hs_landmass_rating *best, int n, hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *list = json_array();
    for (int i = 0; i < n; i++) {
        hs_landmass_options o = {.rule = best[i].rule, .start = best[i].start};
        hs_landmass m = hs_landmass_grow(&o);
        json_t *item = json_pack("{s:i, s:i, s:i, s:o}", "rank", i + 1, "rule", best[i].rule, "start", best[i].start,
                                 "grid", grid_json(&m, d));
        jdoc_update(d, item, rating_json(&best[i]));
        jdoc_add(d, list, item);
    }
    return jdoc_write(d, json_pack("{s:i, s:o}", "pairs", 65536, "best", list), JSON_COMPACT | JSON_REAL_PRECISION(17),
                      out);
}
