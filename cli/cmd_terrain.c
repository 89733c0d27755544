/* SPDX-License-Identifier: MIT */
/* cmd_terrain.c: `hexseed terrain` makes a land and water map by cellular automaton, up to
 * game-world sizes; its options are the generator table's (args.c). */
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "hexseed/terrain.h"

static const char terrain_about[] =
    "With the 4-5 cellular automaton (docs/terrain.md). On a terminal, progress lines on standard\n"
    "error after a second of work (the automaton, then the writing). Without a seed, a fresh one\n"
    "(printed on stderr).\n";

/* The bytes of the formats whose size is known before they are written (text and pgm), for the
 * writing's progress line; 0 for the others. */
static double expected_bytes(const cli_args *a)
{
    const hs_request *r = &a->req;
    hs_value window = hs_request_value(r, "window");
    double w = (double)hs_request_value(r, "width").integer, h = (double)hs_request_value(r, "height").integer;
    long long part[4];
    if (window.given && sscanf(window.text, "%lld,%lld,%lld,%lld", &part[0], &part[1], &part[2], &part[3]) == 4)
        w = (double)part[2], h = (double)part[3];
    const char *format = r->format->name;
    if (strcmp(format, "text") == 0)
        return (w + 1) * h;
    if (strcmp(format, "pgm") == 0)
        return snprintf(NULL, 0, "P5\n%.0f %.0f\n255\n", w, h) + w * h;
    return 0;
}

int cmd_terrain(int argc, char **argv)
{
    cli_args a;
    int status = cli_args_read("terrain", argc, argv, NULL, 0, &a);
    if (a.help)
        cli_args_usage("terrain", NULL, 0, terrain_about, stdout);
    if (status != CLI_OK || a.help)
        return status;
    hs_terrain_options checked;
    hs_diag diag = {{0}};
    if (hs_terrain_options_read(&a.req, &checked, &diag) != HS_OK) /* said before a seed is drawn */
        return cli_from_err(hs_terrain_options_read(&a.req, &checked, &diag), &diag);
    cli_args_fresh_seed(&a);
    return cli_args_run(&a, "map", "cells", expected_bytes(&a));
}
