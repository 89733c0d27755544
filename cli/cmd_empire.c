/* SPDX-License-Identifier: MIT */
/* cmd_empire.c: `hexseed empire` prints the Hex Empire map of a map number. */
#include <getopt.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hexseed/empire.h"
#include "hexseed/cairo.h"
#include "hexseed/render.h"

static void empire_usage(FILE *out)
{
    fputs("usage: hexseed empire [--map N | --random] [--format grid|text|json|svg|png|tmj] [--paths] [--names]\n"
          "                      [--width W] [--height H] [--land L] [-o FILE] [--color auto|always|never]\n"
          "\n"
          "Makes the Hex Empire map of a map number, exactly as the game shows it.\n"
          "\n"
          "  --map N        0..999999 (default 0)\n"
          "  --random       a map number from the system (printed on stderr)\n"
          "  --format F     grid (11 lines of 20: . water, # land, T town, P port, R V B G capitals),\n"
          "                 text (default), json, svg, png, tmj (a Tiled map: docs/formats.md)\n"
          "  --paths        draw the paths between towns that made the ports (svg, png)\n"
          "  --names        write the town names on the drawing (svg, png)\n"
          "  --width W, --height H, --land L\n"
          "                 an extension: the same algorithm on a W x H board (6..64 x 6..40) with\n"
          "                 land seeded at L in 10 (1..9); only 20 x 11 with land 2 is the game's\n"
          "  -o, --output FILE  write to FILE instead of standard output\n"
          "  --color WHEN   colour the text map: auto (default: on a terminal, unless NO_COLOR is\n"
          "                 set or TERM is dumb), always, never\n",
          out);
}

typedef struct empire_output {
    const hs_empire *map;
    int format; /* index into the formats below */
    bool paths, names, color;
} empire_output;

static hs_err render_empire(const void *ctx, hs_sink out)
{
    const empire_output *e = ctx;
    switch (e->format) {
    case 0: return hs_render_empire_grid(e->map, out);
    case 1: return hs_render_empire_text(e->map, out, e->color);
    case 2: return hs_render_empire_json(e->map, out);
    case 3: return hs_render_empire_svg(e->map, out, e->paths, e->names);
    case 4: return hs_render_empire_png(e->map, out, e->paths, e->names);
    default: return hs_render_empire_tmj(e->map, out);
    }
}

int cmd_empire(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"map", required_argument, NULL, 'm'},    {"random", no_argument, NULL, 'r'},
        {"format", required_argument, NULL, 'f'}, {"paths", no_argument, NULL, 'p'},
        {"names", no_argument, NULL, 'n'},         {"width", required_argument, NULL, 'W'},
        {"height", required_argument, NULL, 'H'}, {"land", required_argument, NULL, 'L'},
        {"output", required_argument, NULL, 'o'}, {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    static const char *const formats[] = {"grid", "text", "json", "svg", "png", "tmj"};
    hs_empire_options o = hs_empire_default();
    const char *path = NULL, *format = NULL;
    bool have_map = false, random = false, paths = false, names = false, have_w = false, have_h = false, have_l = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        long long v;
        switch (c) {
        case 'm':
            if (cli_once_long("map", "map", optarg, 0, HS_EMPIRE_MAX_MAP, &have_map, &v) != CLI_OK)
                return CLI_USAGE;
            o.map = (uint32_t)v;
            break;
        case 'r': random = true; break;
        case 'p': paths = true; break;
        case 'n': names = true; break;
        case 'W':
            if (cli_once_long("width", "width", optarg, HS_EMPIRE_MIN_W, HS_EMPIRE_MAX_W, &have_w, &v) != CLI_OK)
                return CLI_USAGE;
            o.width = (int)v;
            break;
        case 'H':
            if (cli_once_long("height", "height", optarg, HS_EMPIRE_MIN_H, HS_EMPIRE_MAX_H, &have_h, &v) != CLI_OK)
                return CLI_USAGE;
            o.height = (int)v;
            break;
        case 'L':
            if (cli_once_long("land", "land", optarg, 1, 9, &have_l, &v) != CLI_OK)
                return CLI_USAGE;
            o.land = (int)v;
            break;
        case 'f':
            if (format)
                return cli_usage_error("--format given twice");
            format = optarg;
            break;
        case 'o': path = optarg; break;
        case 'h':
            empire_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "empire");
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed empire --help')", argv[optind]);
    if (have_map && random)
        return cli_usage_error("--map and --random both choose the map: give one");
    int fmt = 1;
    if (format) {
        fmt = -1;
        for (int k = 0; k < (int)(sizeof formats / sizeof formats[0]); k++)
            if (strcmp(format, formats[k]) == 0)
                fmt = k;
        if (fmt < 0)
            return cli_usage_error("unknown format '%s' (formats: grid, text, json, svg, png, tmj)", format);
    }
    bool to_stdout = !path || strcmp(path, "-") == 0;
    if (fmt == 4 && to_stdout && isatty(STDOUT_FILENO))
        return cli_usage_error("png is binary: write it to a file with -o FILE");
    if (random) {
        o.map = cli_os_seed() % (HS_EMPIRE_MAX_MAP + 1);
        fprintf(stderr, "hexseed: map %u\n", (unsigned)o.map);
    }
    hs_empire *m = NULL;
    hs_diag diag = {{0}};
    hs_err err = hs_empire_generate(&o, &m, &diag);
    if (err)
        return cli_from_err(err, &diag);
    empire_output out = {m, fmt, paths, names, to_stdout && cli_use_color(stdout)};
    int status = cli_write(path, render_empire, &out, "map");
    hs_empire_free(m);
    return status;
}
