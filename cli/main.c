/* SPDX-License-Identifier: MIT */
/* main.c: the hexseed command line: global flags and the table of subcommands. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const cli_command commands[] = {
    {"catan", "generate a fair Catan board (Classic, 5-6, the expansions)", cmd_catan, true},
    {"seafarers", "generate a Seafarers board (New Shores, or on any landmass)", cmd_seafarers, true},
    {"board", "rebuild a board from its share code", cmd_board, true},
    {"serve", "start the web UI and JSON API (http://127.0.0.1:8080)", cmd_serve, false},
    {"landmass", "grow a Seafarers landmass by cellular automaton, or survey them all", cmd_landmass, true},
    {"house-rules", "draw house rules for a game, from mild to wild", cmd_house_rules, false},
    {"empire", "make the Hex Empire map of a map number, exactly as the game does", cmd_empire, true},
    {"score", "score the balance of board lines (hexseed metric or the 2021 compat score)", cmd_score, false},
    {"terrain", "make a land and water map by cellular automaton, up to game-world sizes", cmd_terrain, false},
    {"rules", "list the placement rules for boards (--rules), with their parameters", cmd_rules, false},
    {"generators", "list every generator's parameters, formats and costs (the table every face reads)", cmd_generators, false},
    {"fairness", "play a board many times with bots: does any seat win more often?", cmd_fairness, false},
    {"openings", "rank each seat's settlement spots by simulated win rate", cmd_openings, false},
    {"tileset", "write the tile atlas the Tiled maps (--format tmj) draw their cells from", cmd_tileset, false},
    {"event", "make a tournament kit: a board for every table and a seat rotation", cmd_event, false},
    /* hexseed:command-table (one line per subcommand; keep this anchor) */
};

static void usage(FILE *out)
{
    fputs("usage: hexseed <command> [options]\n"
          "       hexseed --help | --version\n\n"
          "Seeded procedural hex maps and fair board-game boards.\n\ncommands:\n",
          out);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  %-12s %s\n", commands[i].name, commands[i].summary);
    fputs("\nRun 'hexseed <command> --help' for the options of a command.\n", out);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return cli_end(CLI_OK);
    }
    if (strcmp(argv[1], "--version") == 0) {
        if (argc > 2)
            return cli_usage_error("unexpected argument '%s' after --version", argv[2]);
        printf("hexseed %s\n", HEXSEED_VERSION);
        return cli_end(CLI_OK);
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            int sub_argc = argc - 1;
            if (commands[i].color) {
                int status = cli_take_color(&sub_argc, argv + 1);
                if (status != CLI_OK)
                    return status;
            }
            return cli_end(commands[i].run(sub_argc, argv + 1));
        }
    return cli_usage_error("unknown command '%s' (try 'hexseed --help')", argv[1]);
}
