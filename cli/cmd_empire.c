/* cmd_empire.c: `hexseed empire` prints the Hex Empire map of a map number. */
#include <getopt.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hexseed/empire.h"
#include "hexseed/render.h"

static void empire_usage(FILE *out)
{
    fputs("usage: hexseed empire [--map N | --random] [--format grid|text|json|svg|png] [--paths] [--names]\n"
          "                      [--width W] [--height H] [--land L] [-o FILE]\n\n"
          "Makes the Hex Empire map of a map number, exactly as the game shows it.\n\n"
          "  --map N        0..999999 (default 0)\n"
          "  --random       a map number from the system (printed on stderr)\n"
          "  --format F     grid (11 lines of 20: . water, # land, T town, P port, R V B G capitals),\n"
          "                 text (default), json, svg, png\n"
          "  --paths        draw the paths between towns that made the ports (svg, png)\n"
          "  --names        write the town names on the drawing (svg, png)\n"
          "  --width W, --height H, --land L\n"
          "                 an extension: the same algorithm on a W x H board (6..64 x 6..40) with\n"
          "                 land seeded at L in 10 (1..9); only 20 x 11 with land 2 is the game's\n"
          "  -o FILE        write to FILE instead of standard output\n",
          out);
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
    static const char *const formats[] = {"grid", "text", "json", "svg", "png"};
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
            if (have_map)
                return cli_usage_error("--map given twice");
            have_map = true;
            if (!cli_parse_long(optarg, 0, HS_EMPIRE_MAX_MAP, &v))
                return cli_usage_error("map '%s' is not a whole number from 0 to %d", optarg, HS_EMPIRE_MAX_MAP);
            o.map = (uint32_t)v;
            break;
        case 'r': random = true; break;
        case 'p': paths = true; break;
        case 'n': names = true; break;
        case 'W':
            if (have_w)
                return cli_usage_error("--width given twice");
            have_w = true;
            if (!cli_parse_long(optarg, HS_EMPIRE_MIN_W, HS_EMPIRE_MAX_W, &v))
                return cli_usage_error("width '%s' is not a whole number from %d to %d", optarg, HS_EMPIRE_MIN_W,
                                       HS_EMPIRE_MAX_W);
            o.width = (int)v;
            break;
        case 'H':
            if (have_h)
                return cli_usage_error("--height given twice");
            have_h = true;
            if (!cli_parse_long(optarg, HS_EMPIRE_MIN_H, HS_EMPIRE_MAX_H, &v))
                return cli_usage_error("height '%s' is not a whole number from %d to %d", optarg, HS_EMPIRE_MIN_H,
                                       HS_EMPIRE_MAX_H);
            o.height = (int)v;
            break;
        case 'L':
            if (have_l)
                return cli_usage_error("--land given twice");
            have_l = true;
            if (!cli_parse_long(optarg, 1, 9, &v))
                return cli_usage_error("land '%s' is not a whole number from 1 to 9", optarg);
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
        case ':':
            return cli_usage_error("option %s needs a value", argv[optind - 1]);
        default:
            return cli_usage_error("unknown option '%s' (try 'hexseed empire --help')", argv[optind - 1]);
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed empire --help')", argv[optind]);
    if (have_map && random)
        return cli_usage_error("--map and --random both choose the map: give one");
    int fmt = 1;
    if (format) {
        fmt = -1;
        for (int k = 0; k < 5; k++)
            if (strcmp(format, formats[k]) == 0)
                fmt = k;
        if (fmt < 0)
            return cli_usage_error("unknown format '%s' (formats: grid, text, json, svg, png)", format);
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
    FILE *f = cli_open_output(path);
    if (!f) {
        hs_empire_free(m);
        return CLI_FAILURE;
    }
    hs_sink out = hs_sink_file(f);
    switch (fmt) {
    case 0: err = hs_render_empire_grid(m, out); break;
    case 1: err = hs_render_empire_text(m, out, to_stdout && cli_use_color(stdout)); break;
    case 2: err = hs_render_empire_json(m, out); break;
    case 3: err = hs_render_empire_svg(m, out, paths, names); break;
    default: err = hs_render_empire_png(m, out, paths, names); break;
    }
    hs_empire_free(m);
    int status = cli_close_output(f, path);
    if (err)
        return cli_failure("cannot write the map: %s", hs_strerror(err));
    return status;
}
