/* SPDX-License-Identifier: MIT */
/* cmd_terrain.c: `hexseed terrain` makes a land and water map by cellular automaton. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hexseed/render.h"
#include "hexseed/terrain.h"

static void terrain_usage(FILE *out)
{
    fputs("usage: hexseed terrain [--width 64] [--height 48] [--land-ratio 0.5] [--iterations 8]\n"
          "                       [--update simultaneous|in-place] [--border water|land|wrap]\n"
          "                       [--neighbourhood moore|hex] [--survive N] [--birth N]\n"
          "                       [--method automaton|subdivide] [--seed N] [--window X,Y,W,H] [--scale K]\n"
          "                       [--format text|png|pgm|svg|json|tmj] [-o FILE]\n"
          "\n"
          "Makes a land and water map with the 4-5 cellular automaton (docs/terrain.md).\n"
          "\n"
          "  --width, --height   1..1048576 cells each, up to 65536 x 65536 cells in all\n"
          "  --land-ratio R      share of land in the random fill, 0..1 (default 0.5)\n"
          "  --iterations N      passes of the rule, 0..1000 (default 8; 0 prints the fill)\n"
          "  --update U          simultaneous (default) or in-place (row by row, one buffer)\n"
          "  --border B          water (default), land or wrap: what lies beyond the edge\n"
          "  --neighbourhood N   moore (8 neighbours, default) or hex (6; odd rows shifted right);\n"
          "                      --neighborhood is the same option\n"
          "  --survive N         land stays land with at least N land neighbours (default 4, hex 3)\n"
          "  --birth N           water becomes land with at least N (default 5, hex 4)\n"
          "  --method M          automaton (default) or subdivide (coarse cells split twice, then\n"
          "                      cleaned: the series' earlier generator; size, ratio, seed only)\n"
          "  --seed N            0..4294967295; without it a fresh seed (printed on stderr)\n"
          "  --window X,Y,W,H    only that part of the map, computed by itself (simultaneous only)\n"
          "  --scale K           pixels per cell in PNG and SVG, 1..64 (default 1)\n"
          "  --format F          text (default: # land, . water), png, pgm, svg, json, tmj (a Tiled map)\n"
          "  -o, --output FILE   write to FILE instead of standard output\n"
          "\n"
          "On a terminal, progress lines on standard error after a second of work (the automaton,\n"
          "then the writing).\n",
          out);
}

/* The library's progress callback, on to the progress line. */
static void show_progress(void *ctx, uint64_t done, uint64_t total)
{
    cli_progress_update(ctx, (double)done, (double)total, NULL);
}

static int pick(const char *option, const char *text, const char *const *names, int n, int *out)
{
    for (int k = 0; k < n; k++)
        if (strcmp(text, names[k]) == 0) {
            *out = k;
            return CLI_OK;
        }
    char list[128] = "";
    for (int k = 0; k < n; k++) {
        strcat(list, k ? ", " : "");
        strcat(list, names[k]);
    }
    return cli_usage_error("unknown %s '%s' (%ss: %s)", option, text, option, list);
}

typedef struct terrain_output {
    const hs_terrain_map *map;
    const hs_terrain_options *options;
    int format, scale;
    cli_progress *line; /* the progress line of the writing */
} terrain_output;

/* A sink that passes everything on and counts it for the progress line: giant maps take a
 * while to compress and write, after the automaton is done. */
typedef struct counting_sink {
    hs_sink inner;
    cli_progress *line;
    double done, total; /* bytes; total 0 when the format's size is not known before */
} counting_sink;

static hs_err counted_write(void *ctx, const void *data, size_t len)
{
    counting_sink *c = ctx;
    hs_err err = hs_sink_write(c->inner, data, len);
    c->done += (double)len;
    char detail[48];
    snprintf(detail, sizeof detail, "%.0f MB written", c->done / 1e6);
    cli_progress_update(c->line, c->done, c->total, detail);
    return err;
}

static hs_err render_terrain(const void *ctx, hs_sink sink)
{
    const terrain_output *t = ctx;
    int w = hs_terrain_map_width(t->map), h = hs_terrain_map_height(t->map);
    char header[48];
    double total = t->format == 0 ? ((double)w + 1) * h
                 : t->format == 2 ? snprintf(header, sizeof header, "P5\n%d %d\n255\n", w, h) + (double)w * h
                                  : 0;
    counting_sink counter = {sink, t->line, 0, total};
    hs_sink out = {counted_write, &counter};
    switch (t->format) {
    case 0: return hs_render_terrain_text(t->map, out);
    case 1: return hs_render_terrain_png(t->map, out, t->scale, NULL);
    case 2: return hs_render_terrain_pgm(t->map, out);
    case 3: return hs_render_terrain_svg(t->map, out, t->scale, NULL);
    case 4: return hs_render_terrain_json(t->map, t->options, out);
    default: return hs_render_terrain_tmj(t->map, t->options, out);
    }
}

int cmd_terrain(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"width", required_argument, NULL, 'W'},      {"height", required_argument, NULL, 'H'},
        {"land-ratio", required_argument, NULL, 'r'}, {"iterations", required_argument, NULL, 'i'},
        {"update", required_argument, NULL, 'u'},     {"border", required_argument, NULL, 'b'},
        {"neighbourhood", required_argument, NULL, 'n'}, {"neighborhood", required_argument, NULL, 'n'},
        {"survive", required_argument, NULL, 's'},    {"birth", required_argument, NULL, 'B'},
        {"method", required_argument, NULL, 'm'},     {"seed", required_argument, NULL, 'S'},
        {"window", required_argument, NULL, 'w'},     {"scale", required_argument, NULL, 'k'},
        {"format", required_argument, NULL, 'f'},     {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},             {NULL, 0, NULL, 0},
    };
    static const char *const updates[] = {"simultaneous", "in-place"};
    static const char *const borders[] = {"water", "land", "wrap"};
    static const char *const neighbourhoods[] = {"moore", "hex"};
    static const char *const methods[] = {"automaton", "subdivide"};
    static const char *const formats[] = {"text", "png", "pgm", "svg", "json", "tmj"};
    hs_terrain_options o = hs_terrain_default();
    const char *path = NULL;
    bool seen[16] = {false};
    int format = 0, scale = 1, method = 0, pick_value = 0;
    long long v;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'W':
            if (cli_once_long("width", "width", optarg, 1, HS_TERRAIN_MAX_SIDE, &seen[0], &v) != CLI_OK)
                return CLI_USAGE;
            o.width = (int)v;
            break;
        case 'H':
            if (cli_once_long("height", "height", optarg, 1, HS_TERRAIN_MAX_SIDE, &seen[1], &v) != CLI_OK)
                return CLI_USAGE;
            o.height = (int)v;
            break;
        case 'r':
            if (seen[2])
                return cli_usage_error("--land-ratio given twice");
            seen[2] = true;
            if (!cli_parse_double(optarg, 0.0, 1.0, &o.land_ratio))
                return cli_usage_error("land ratio '%s' is not a number from 0 to 1", optarg);
            break;
        case 'i':
            if (cli_once_long("iterations", "iterations", optarg, 0, 1000, &seen[3], &v) != CLI_OK)
                return CLI_USAGE;
            o.iterations = (int)v;
            break;
        case 'u':
        case 'b':
        case 'n':
        case 'm':
        case 'f': {
            int slot = c == 'u' ? 4 : c == 'b' ? 5 : c == 'n' ? 6 : c == 'm' ? 7 : 8;
            const char *option = c == 'u' ? "update" : c == 'b' ? "border" : c == 'n' ? "neighbourhood"
                                 : c == 'm' ? "method" : "format";
            if (seen[slot])
                return cli_usage_error("--%s given twice", option);
            seen[slot] = true;
            const char *const *names = c == 'u' ? updates : c == 'b' ? borders : c == 'n' ? neighbourhoods
                                       : c == 'm' ? methods : formats;
            int n = c == 'u' ? 2 : c == 'b' ? 3 : c == 'n' ? 2 : c == 'm' ? 2 : 6;
            if (pick(option, optarg, names, n, &pick_value) != CLI_OK)
                return CLI_USAGE;
            if (c == 'u')
                o.update = (hs_update)pick_value;
            else if (c == 'b')
                o.border = (hs_border)pick_value;
            else if (c == 'n')
                o.neighbourhood = (hs_neighbourhood)pick_value;
            else if (c == 'm')
                method = pick_value;
            else
                format = pick_value;
            break;
        }
        case 's':
            if (cli_once_long("survive", "survive", optarg, 0, 9, &seen[9], &v) != CLI_OK)
                return CLI_USAGE;
            o.survive = (int)v;
            break;
        case 'B':
            if (cli_once_long("birth", "birth", optarg, 0, 9, &seen[10], &v) != CLI_OK)
                return CLI_USAGE;
            o.birth = (int)v;
            break;
        case 'S':
            if (cli_once_long("seed", "seed", optarg, 0, 4294967295LL, &seen[11], &v) != CLI_OK)
                return CLI_USAGE;
            o.seed = (uint32_t)v;
            break;
        case 'w': {
            if (seen[12])
                return cli_usage_error("--window given twice");
            seen[12] = true;
            /* Four strict numbers (no wrap-around: 4294967296 is refused, not read as 0). */
            long long part[4];
            char field[24];
            const char *p = optarg;
            int n = 0;
            for (; n < 4; n++) {
                size_t len = strcspn(p, ",");
                if (len >= sizeof field || (n < 3) != (p[len] == ','))
                    break;
                memcpy(field, p, len);
                field[len] = '\0';
                if (!cli_parse_long(field, n < 2 ? -2147483647LL : 1, 2147483647LL, &part[n]))
                    break;
                p += len + (n < 3);
            }
            if (n < 4)
                return cli_usage_error("window '%s' is not X,Y,W,H with W and H at least 1", optarg);
            o.window_x = (int)part[0];
            o.window_y = (int)part[1];
            o.window_w = (int)part[2];
            o.window_h = (int)part[3];
            break;
        }
        case 'k':
            if (cli_once_long("scale", "scale", optarg, 1, 64, &seen[13], &v) != CLI_OK)
                return CLI_USAGE;
            scale = (int)v;
            break;
        case 'o': path = optarg; break;
        case 'h':
            terrain_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "terrain");
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed terrain --help')", argv[optind]);
    o.method = (hs_terrain_method)method;
    bool to_stdout = !path || strcmp(path, "-") == 0;
    if (format == 1 && to_stdout && isatty(STDOUT_FILENO))
        return cli_usage_error("png is binary: write it to a file with -o FILE");
    hs_diag diag = {{0}};
    hs_err err = hs_terrain_check(&o, &diag);
    if (err)
        return cli_from_err(err, &diag);
    int cells_w = o.window_w ? o.window_w : o.width, cells_h = o.window_w ? o.window_h : o.height;
    if (format == 3 && (uint64_t)cells_w * cells_h > HS_TERRAIN_SVG_MAX_CELLS)
        return cli_usage_error("svg is for maps up to %d cells; use png for %dx%d", HS_TERRAIN_SVG_MAX_CELLS, cells_w, cells_h);
    if ((format == 4 || format == 5) && (uint64_t)cells_w * cells_h > HS_TERRAIN_JSON_MAX_CELLS)
        return cli_usage_error("%s is for maps up to %d cells; use pgm or png for %dx%d", formats[format],
                               HS_TERRAIN_JSON_MAX_CELLS, cells_w, cells_h);
    if (!seen[11]) {
        o.seed = cli_os_seed();
        fprintf(stderr, "hexseed: seed %u\n", (unsigned)o.seed);
    }
    hs_terrain_map *m = NULL;
    cli_progress progress = cli_progress_start("terrain", "cells");
    o.progress = show_progress;
    o.progress_ctx = &progress;
    err = hs_terrain_generate(&o, &m, &diag);
    cli_progress_end(&progress);
    if (err)
        return cli_from_err(err, &diag);
    cli_progress writing = cli_progress_start("writing", "bytes");
    terrain_output out = {m, &o, format, scale, &writing};
    int status = cli_write(path, render_terrain, &out, "map");
    cli_progress_end(&writing);
    hs_terrain_free(m);
    return status;
}
