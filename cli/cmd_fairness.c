/* SPDX-License-Identifier: MIT */
/* cmd_fairness.c: `hexseed fairness CODE` plays the board many times with bots and says, per
 * seat, how often it wins, with intervals and a verdict in words; `hexseed openings CODE` ranks
 * each seat's settlement spots by rollouts. Both read their options from the generator table
 * (args.c). */
#include "args.h"

static const char fairness_about[] =
    "Each seat's win rate with a 95% Wilson interval, the spread between the best and the worst seat,\n"
    "how the games were won, and a verdict. By default every seat draws a player style per game (mix)\n"
    "and the same games are also played with everyone in each style: a seat is called favoured only\n"
    "when the mix favours it and no style puts it behind. The same options give the same figures on\n"
    "any machine and any number of threads. docs/fairness.md says what the figures measure.\n";

static const char openings_about[] =
    "For each seat of the snake draft, the K best settlement spots by the greedy bot's evaluation, each\n"
    "played N times with the seat's first settlement forced there, ranked by the seat's win rate with a\n"
    "95% Wilson interval; then the same for the second settlement after the best first.\n";

static int run_command(const char *generator, const char *about, int argc, char **argv)
{
    cli_args a;
    int status = cli_args_read(generator, argc, argv, NULL, 0, &a);
    if (a.help)
        cli_args_usage(generator, NULL, 0, about, stdout);
    if (status != CLI_OK || a.help)
        return status;
    a.making = "playing";
    return cli_args_run(&a, generator[0] == 'o' ? "opening advice" : "fairness report", "games", 0);
}

int cmd_fairness(int argc, char **argv)
{
    return run_command("fairness", fairness_about, argc, argv);
}

int cmd_openings(int argc, char **argv)
{
    return run_command("openings", openings_about, argc, argv);
}
