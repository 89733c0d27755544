/* SPDX-License-Identifier: MIT */
/* cmd_catan.c: `hexseed catan` and `hexseed seafarers` make a board from options, `hexseed board`
 * rebuilds one from its share code; all three read their options from the generator table
 * (args.c) and print the board in the format asked for, its share code and explanation aside
 * on standard error where the format has no room for them. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "hexseed/render.h"

static const cli_extra board_extras[] = {
    {"color", "auto|always|never",
     "colour the text board: auto (the default: on a terminal, unless NO_COLOR is set or TERM is dumb), always, never"},
};
#define N_EXTRAS ((int)(sizeof board_extras / sizeof board_extras[0]))

static const char catan_about[] =
    "Terrain, number tokens, harbors and robber. The share code is always shown; 'hexseed board CODE' makes\n"
    "the same board again (balanced boards included: the code carries the metric and the steps). A lock's\n"
    "Q,R is axial (0,0 the centre), its terrain forest, hills, fields, pasture, mountains, gold or desert.\n"
    "Exit status 3: no board satisfies the rules (proven); 4: the search gave up at --max-nodes.\n";

static const char seafarers_about[] =
    "Islands, gold, harbors, robber and pirate as the scenario's rulebook sets them up (docs/seafarers.md),\n"
    "or a full board on the landmass that elementary rule R grows from start row S ('hexseed landmass').\n"
    "A scenario's own rules apply unless --rules is given; rules hold within the main island and within\n"
    "the small ones. The share code is always shown; 'hexseed board CODE' makes the same board again.\n";

static const char board_about[] = "The same board on every machine and every later version.\n";

/* The usage, and for the generators that place tiles the rule table after it: more than stdio's
 * buffer, so it is written at once and a failure said while errno still tells why. */
static int usage(const char *generator, const char *about)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return cli_failure("out of memory");
    cli_args_usage(generator, board_extras, N_EXTRAS, about, f);
    if (generator[0] != 'b') {
        fputs("\nThe rules of --rules (comma-separated; all: the first four; none):\n", f);
        hs_render_rules_text(hs_sink_file(f), 17);
    }
    bool made = fclose(f) == 0;
    errno = 0;
    bool written = made && fwrite(text, 1, len, stdout) == len && fflush(stdout) == 0;
    int err = errno;
    free(text);
    if (!made)
        return cli_failure("out of memory");
    return written ? CLI_OK : cli_failure("cannot write to standard output: %s", strerror(err ? err : EIO));
}

static int board_command(const char *generator, const char *about, int argc, char **argv)
{
    cli_args a;
    int status = cli_args_read(generator, argc, argv, board_extras, N_EXTRAS, &a);
    if (status == CLI_OK && a.help)
        return usage(generator, about);
    if (status != CLI_OK)
        return status;
    if (generator[0] != 'b' && !hs_request_value(&a.req, "seed").given) { /* fresh; the code tells it */
        char seed[16];
        snprintf(seed, sizeof seed, "%u", (unsigned)cli_os_seed());
        hs_request_set(&a.req, "seed", seed, NULL);
    }
    a.making = "balancing";
    return cli_args_run(&a, "board", "steps", 0);
}

int cmd_catan(int argc, char **argv)
{
    return board_command("catan", catan_about, argc, argv);
}

int cmd_seafarers(int argc, char **argv)
{
    return board_command("seafarers", seafarers_about, argc, argv);
}

int cmd_board(int argc, char **argv)
{
    return board_command("board", board_about, argc, argv);
}
