/* SPDX-License-Identifier: MIT */
/* cmd_event.c: `hexseed event` makes a tournament kit: a board for every table of an event and a
 * seat rotation; its options are the generator table's (args.c). */
#include "args.h"

int cmd_event(int argc, char **argv)
{
    cli_args a;
    int status = cli_args_read("event", argc, argv, NULL, 0, &a);
    if (a.help)
        cli_args_usage("event", NULL, 0,
                       "Each table's board is made from a seed drawn from the event's seed and the table's number, so "
                       "the same options make the same event. Without a seed, a fresh one (printed on stderr). "
                       "docs/event.md has the rotation's promise.\n",
                       stdout);
    if (status != CLI_OK || a.help)
        return status;
    cli_args_fresh_seed(&a);
    return cli_args_run(&a, "event", "boards", 0);
}
