/* SPDX-License-Identifier: MIT */
/* cmd_fairness.c: `hexseed fairness CODE` plays the board many times with bots and says, per
 * seat, how often it wins, with intervals and a verdict in words; `hexseed openings CODE` ranks
 * each seat's settlement spots by rollouts. Both read their options from the generator table
 * (args.c). */
#include "args.h"

static const char fairness_about[] =
    "Is the board fair to each seat? Plays it in stages (at most --games) until the verdict is clear: a\n"
    "seat is favoured when its win rate is shown to be over an even share by 12% of it and above every\n"
    "other seat's. By default every seat draws a player style per game (mix), and each style is also\n"
    "played alone: a style that does clearly worse from the favoured seat than its own habit there\n"
    "makes the verdict \"depends on how people play\". Each seat's lead is split into what its opening\n"
    "spots explain and play. The same options give the same figures on any machine and any number of\n"
    "threads. docs/fairness.md says how the verdict is decided and what it was checked against.\n";

static const char openings_about[] =
    "Advice for the snake draft 1..n, n..1: for each pick, the K best free spots by the greedy bot's\n"
    "evaluation (every earlier pick on its advised spot), each played N times, ranked by the seat's win\n"
    "rate with a 95% Wilson interval; the best is the advice, and later picks assume it.\n";

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
