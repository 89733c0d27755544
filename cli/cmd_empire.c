/* SPDX-License-Identifier: MIT */
/* cmd_empire.c: `hexseed empire` prints the Hex Empire map of a map number. */
#include <stdio.h>

#include "args.h"
#include "hexseed/empire.h"

static const cli_extra empire_extras[] = {
    {"random", NULL, "a map number from the system (printed on stderr)"},
    {"color", "auto|always|never", "colour the text map: auto (the default: on a terminal, unless NO_COLOR is set or TERM is dumb), always, never"},
};
#define N_EXTRAS ((int)(sizeof empire_extras / sizeof empire_extras[0]))

static const char empire_about[] =
    "Only the 20 x 11 board with land 2 is the game's own; other sizes are an extension of ours.\n";

int cmd_empire(int argc, char **argv)
{
    cli_args a;
    int status = cli_args_read("empire", argc, argv, empire_extras, N_EXTRAS, &a);
    if (status != CLI_OK || a.help) {
        if (a.help)
            cli_args_usage("empire", empire_extras, N_EXTRAS, empire_about, stdout);
        return status;
    }
    if (a.extra[0]) { /* --random */
        if (hs_request_value(&a.req, "map").given)
            return cli_usage_error("--map and --random both choose the map: give one");
        char map[16];
        snprintf(map, sizeof map, "%u", (unsigned)(cli_os_seed() % (HS_EMPIRE_MAX_MAP + 1)));
        hs_request_set(&a.req, "map", map, NULL);
        fprintf(stderr, "hexseed: map %s\n", map);
    }
    return cli_args_run(&a, "map", "steps", 0);
}
