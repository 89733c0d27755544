/* SPDX-License-Identifier: MIT */
/* empire.c: Hex Empire maps as the grid of the reference dumps, a terminal picture and JSON.
 * The drawings (SVG and PNG through cairo) are libhexseed-cairo's: src/cairo/empire.c. */
#include <jansson.h>

#include "hexseed/render.h"
#include "jdoc.h"

hs_err hs_render_empire_grid(const hs_empire *m, hs_sink out)
{
    hs_err err = HS_OK;
    char line[HS_EMPIRE_MAX_W + 2];
    for (int y = 0; y < hs_empire_height(m) && !err; y++) {
        for (int x = 0; x < hs_empire_width(m); x++)
            line[x] = hs_empire_char(m, x, y);
        line[hs_empire_width(m)] = '\n';
        err = hs_sink_write(out, line, (size_t)hs_empire_width(m) + 1);
    }
    return err;
}

static const char *const capital_names[4] = {"red", "violet", "blue", "green"};
hs_err hs_render_empire_text(const hs_empire *m, hs_sink out, bool color)
{
    int ports = 0;
    for (int t = 0; t < hs_empire_town_count(m); t++)
        ports += hs_empire_town_get(m, t)->kind == HS_ESTATE_PORT;
    hs_err err = hs_sink_printf(out, "Hex Empire map %u%s: %d towns and ports (%d ports)\n\n", (unsigned)hs_empire_options_of(m).map,
                                hs_empire_original(m) ? "" : " (extension size)", hs_empire_town_count(m), ports);
    for (int y = 0; y < hs_empire_height(m) && !err; y++) {
        for (int half = 0; half < 2 && !err; half++) {
            /* Each row as two lines: even columns, then the odd ones half a hex lower. */
            err = hs_sink_puts(out, half ? "   " : " ");
            for (int x = half; x < hs_empire_width(m) && !err; x += 2) {
                char c = hs_empire_char(m, x, y);
                if (color) {
                    const char *bg = c == '.' ? "44" : "42";
                    const char *fg = c == 'R' ? "1;31" : c == 'V' ? "1;35" : c == 'B' ? "1;34" : c == 'G' ? "1;32"
                                     : "1;30";
                    if (c == 'R' || c == 'V' || c == 'B' || c == 'G')
                        bg = "47";
                    err = hs_sink_printf(out, "\x1b[%s;%sm %c \x1b[0m   ", bg, fg, c);
                } else {
                    err = hs_sink_printf(out, " %c    ", c);
                }
            }
            if (!err)
                err = hs_sink_puts(out, "\n");
        }
    }
    if (!err)
        err = hs_sink_puts(out, "\n  . water  # land  T town  P port  capitals: R red  V violet  B blue  G green\n\n");
    for (int t = 0; t < hs_empire_town_count(m) && !err; t++) {
        const hs_empire_town *tw = hs_empire_town_get(m, t);
        err = hs_sink_printf(out, "  %2d,%-2d %-5s %s%s%s\n", tw->x, tw->y, tw->kind == HS_ESTATE_PORT ? "port" : "town",
                             tw->name, tw->capital >= 0 ? ", capital of " : "",
                             tw->capital >= 0 ? capital_names[tw->capital] : "");
    }
    return err;
}

hs_err hs_render_empire_json(const hs_empire *m, hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *grid = json_array();
    char line[HS_EMPIRE_MAX_W + 1];
    for (int y = 0; y < hs_empire_height(m); y++) {
        for (int x = 0; x < hs_empire_width(m); x++)
            line[x] = hs_empire_char(m, x, y);
        line[hs_empire_width(m)] = '\0';
        jdoc_add(d, grid, json_string(line));
    }
    json_t *towns = json_array();
    for (int t = 0; t < hs_empire_town_count(m); t++) {
        const hs_empire_town *tw = hs_empire_town_get(m, t);
        jdoc_add(d, towns, json_pack("{s:i, s:i, s:s, s:s, s:i}", "x", tw->x, "y", tw->y, "kind",
                                     tw->kind == HS_ESTATE_PORT ? "port" : "town", "name", tw->name,
                                     "capital", tw->capital));
    }
    /* Land groups as lists of [x, y], in group order, each in field order. */
    json_t *groups = json_array();
    for (int g = 0; g < hs_empire_group_count(m); g++) {
        json_t *fields = json_array();
        for (int x = 0; x < hs_empire_width(m); x++)
            for (int y = 0; y < hs_empire_height(m); y++)
                if (hs_empire_group_at(m, x, y) == g)
                    jdoc_add(d, fields, json_pack("[i, i]", x, y));
        jdoc_add(d, groups, fields);
    }
    json_t *paths = json_array();
    for (int p = 0; p < hs_empire_path_count(m); p++) {
        const hs_empire_path *pa = hs_empire_path_get(m, p);
        json_t *fields = json_array();
        for (int k = 0, x, y; k < pa->length && hs_empire_path_field(m, p, k, &x, &y); k++)
            jdoc_add(d, fields, json_pack("[i, i]", x, y));
        jdoc_add(d, paths, json_pack("{s:i, s:i, s:b, s:o}", "from", pa->from, "to", pa->to, "over_water",
                                     pa->over_water, "fields", fields));
    }
    json_t *root = json_pack("{s:I, s:i, s:i, s:b, s:o, s:o, s:o, s:o}", "map", (json_int_t)hs_empire_options_of(m).map, "width",
                             hs_empire_width(m), "height", hs_empire_height(m), "original", hs_empire_original(m), "grid",
                             grid, "towns", towns, "groups", groups, "paths", paths);
    return jdoc_write(d, root, JSON_COMPACT, out);
}
