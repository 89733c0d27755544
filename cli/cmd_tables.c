/* SPDX-License-Identifier: MIT */
/* cmd_tables.c: the commands that print one of the library's tables as text or JSON, the same
 * JSON as the server's route: `hexseed rules` (GET /api/rules) and `hexseed generators`
 * (GET /api/generators); and `hexseed tileset`, the table of the Tiled maps' tiles drawn as
 * their atlas (GET /hexseed-tiles.png). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hexseed/cairo.h"
#include "hexseed/generators.h"
#include "hexseed/render.h"

typedef struct table_command {
    const char *name;
    const char *usage;
    cli_render_fn text, json;
} table_command;

static int print_table(const table_command *t, int argc, char **argv)
{
    static const struct option longopts[] = {
        {"format", required_argument, NULL, 'f'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    bool json = false, have_format = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        switch (c) {
        case 'f':
            if (have_format)
                return cli_usage_error("--format given twice");
            have_format = true;
            if (strcmp(optarg, "json") != 0 && strcmp(optarg, "text") != 0)
                return cli_usage_error("unknown format '%s' (formats: text, json)", optarg);
            json = strcmp(optarg, "json") == 0;
            break;
        case 'h':
            fputs(t->usage, stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, t->name);
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed %s --help')", argv[optind], t->name);
    return cli_write(NULL, json ? t->json : t->text, NULL, t->name);
}

static hs_err rules_text(const void *ctx, hs_sink out)
{
    (void)ctx;
    return hs_render_rules_text(out, 2);
}

static hs_err rules_json(const void *ctx, hs_sink out)
{
    (void)ctx;
    return hs_render_rules_json(out);
}

int cmd_rules(int argc, char **argv)
{
    static const table_command rules = {
        "rules",
        "usage: hexseed rules [--format text|json]\n\n"
        "Lists the placement rules that --rules takes (for catan and seafarers), with their\n"
        "parameters and ranges. Combine them with commas: --rules red,extremes,pips=10,group=2\n\n"
        "  --format F     text (default) or json\n",
        rules_text,
        rules_json,
    };
    return print_table(&rules, argc, argv);
}

static hs_err generators_text(const void *ctx, hs_sink out)
{
    (void)ctx;
    return hs_render_generators_text(out);
}

static hs_err generators_json(const void *ctx, hs_sink out)
{
    (void)ctx;
    return hs_render_generators_json(out);
}

int cmd_generators(int argc, char **argv)
{
    static const table_command generators = {
        "generators",
        "usage: hexseed generators [--format text|json]\n\n"
        "Lists every generator with its parameters (kind, range, default), its output formats and\n"
        "what each costs a server: the one table the command line, the HTTP API, the JavaScript\n"
        "and Python bindings and the web form all read (docs/formats.md).\n\n"
        "  --format F     text (default) or json (the same bytes as GET /api/generators)\n",
        generators_text,
        generators_json,
    };
    return print_table(&generators, argc, argv);
}

#if defined(__EMSCRIPTEN__)
/* The WebAssembly build has no cairo to draw the atlas: the npm package ships the native one
 * (js/hexseed-tiles.png, the bytes of `hexseed tileset`), whose path bin/hexseed.mjs hands the
 * command in HEXSEED_TILESET. Without it, the library's refusal says where the atlas comes from. */
static hs_err tileset_png(const void *ctx, hs_sink out)
{
    hs_diag *diag = (hs_diag *)ctx;
    const char *path = getenv("HEXSEED_TILESET");
    if (!path || !*path)
        return hs_render_tileset_png(out, diag);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(diag->msg, sizeof diag->msg, "cannot read the tile atlas %s: %s", path, strerror(errno));
        return HS_EIO;
    }
    char chunk[16384];
    size_t n;
    hs_err err = HS_OK;
    while (err == HS_OK && (n = fread(chunk, 1, sizeof chunk, f)) > 0)
        err = hs_sink_write(out, chunk, n);
    if (err == HS_OK && ferror(f)) {
        snprintf(diag->msg, sizeof diag->msg, "cannot read the tile atlas %s", path);
        err = HS_EIO;
    }
    fclose(f);
    return err;
}
#else
static hs_err tileset_png(const void *ctx, hs_sink out)
{
    hs_diag *diag = (hs_diag *)ctx;
    return hs_render_tileset_png(out, diag);
}
#endif

int cli_write_tileset(const char *path)
{
    hs_diag diag = {{0}};
    return cli_write_made(path, tileset_png, &diag, "tile atlas", &diag, cli_from_err);
}

int cmd_tileset(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *output = NULL;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":ho:", longopts, NULL)) != -1) {
        switch (c) {
        case 'o':
            if (output)
                return cli_usage_error("--output given twice");
            output = optarg;
            break;
        case 'h':
            fputs("usage: hexseed tileset [-o FILE]\n\n"
                  "Writes the tile atlas every Tiled map of hexseed draws its cells from (a PNG of one row of\n"
                  "64 x 64 tiles: docs/formats.md, \"Tiled maps\"). A map names it " HS_TILESET_IMAGE " and looks\n"
                  "for it beside itself; --format tmj -o FILE writes it there too.\n\n"
                  "  --output FILE  write to FILE instead of standard output (also -o FILE): to a temporary file\n"
                  "                 beside it, renamed into place once whole\n",
                  stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "tileset");
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed tileset --help')", argv[optind]);
    if ((!output || strcmp(output, "-") == 0) && cli_is_terminal(STDOUT_FILENO))
        return cli_usage_error("the tile atlas is a PNG: write it to a file with -o FILE");
    return cli_write_tileset(output);
}
