/* SPDX-License-Identifier: MIT */
/* cmd_houserules.c: `hexseed house-rules` draws house rules for a game, seeded; its options are
 * the generator table's (args.c). */
#include "args.h"

int cmd_house_rules(int argc, char **argv)
{
    cli_args a;
    int status = cli_args_read("house-rules", argc, argv, NULL, 0, &a);
    if (a.help)
        cli_args_usage("house-rules", NULL, 0, "The higher the intensity, the wilder the rules. Without a seed, a "
                                               "fresh one (printed on stderr).\n", stdout);
    if (status != CLI_OK || a.help)
        return status;
    cli_args_fresh_seed(&a);
    return cli_args_run(&a, "rules", "steps", 0);
}
