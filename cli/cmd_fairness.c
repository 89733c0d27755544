/* SPDX-License-Identifier: MIT */
/* cmd_fairness.c: `hexseed fairness CODE` plays the board many times with bots and says, per
 * seat, how often it wins, with intervals and a verdict in words; `hexseed openings CODE` ranks
 * each seat's settlement spots by rollouts. Both share their options. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hexseed/code.h"
#include "hexseed/render.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"

static void fairness_usage(FILE *out)
{
    fputs("usage: hexseed fairness CODE [--games N] [--bot B | --bots B1,B2,...] [--players N]\n"
          "                        [--seed S] [--threads N] [--temperature T] [--max-turns N]\n"
          "                        [--trading on|off] [--format text|json] [-o FILE]\n\n"
          "Plays the board of a share code many times with bots and reports each seat's win rate\n"
          "with a 95% Wilson interval, the spread between the best and the worst seat, how the games\n"
          "were won, and a verdict. By default every seat draws a player style per game (mix) and the\n"
          "same games are also played with everyone in each style: a seat is called favoured only when\n"
          "the mix favours it and no style puts it behind. The same options give the same figures on\n"
          "any machine and any number of threads. docs/fairness.md says what the figures measure.\n\n"
          "  --games N        games to play, 1..10000000 (default 2000; six times that with mix)\n"
          "  --bot B          one bot for every seat: mix (default), greedy, roads, cities, cards,\n"
          "                   harbors or random\n"
          "  --bots LIST      one bot per seat, seat 1 first (sets the number of players)\n"
          "  --trading on|off trades between players (default: on when a seat is mix)\n"
          "  --players N      3-4 on Classic, 5-6 on 5-6 (default 4 or 6)\n"
          "  --seed S         the run's seed, 0..4294967295 (default 0)\n"
          "  --threads N      1..64 (default: one per core); never changes the figures\n"
          "  --temperature T  how widely greedy openings vary, 0..100 (default 1; 0: always the best spot)\n"
          "  --max-turns N    turns before a game counts as unfinished, 10..100000 (default 1000)\n"
          "  --format F       text (default) or json\n"
          "  -o FILE          write to FILE instead of standard output\n",
          out);
}

static void openings_usage(FILE *out)
{
    fputs("usage: hexseed openings CODE [--games N] [--candidates K] [--bot B | --bots B1,B2,...]\n"
          "                        [--players N] [--seed S] [--threads N] [--temperature T]\n"
          "                        [--max-turns N] [--format text|json|svg] [-o FILE]\n\n"
          "For each seat of the snake draft, the K best settlement spots by the greedy bot's\n"
          "evaluation, each played N times with the seat's first settlement forced there, ranked by\n"
          "the seat's win rate with a 95% Wilson interval; then the same for the second settlement\n"
          "after the best first. Options as for `hexseed fairness`, and:\n\n"
          "  --games N        rollouts per spot, 1..1000000 (default 400)\n"
          "  --candidates K   spots tried per settlement, 1..16 (default 6)\n"
          "  --format F       text (default), json, or svg (the board with each seat's best spots)\n",
          out);
}

/* The simulator's progress callback, on to the progress line (cli_progress: on a terminal,
 * after a second). */
static void show_progress(void *ctx, uint32_t done, uint32_t total)
{
    cli_progress_update(ctx, (double)done, (double)total, NULL);
}

#define BOT_LIST "greedy, random, roads, cities, cards, harbors, mix"

/* "greedy,random,greedy" into bots; the count, or -1 after printing the error. */
static int parse_bots(const char *text, uint8_t *bots)
{
    int n = 0;
    const char *p = text;
    for (;;) {
        size_t len = strcspn(p, ",");
        char name[32];
        if (len >= sizeof name)
            len = sizeof name - 1;
        memcpy(name, p, len);
        name[len] = '\0';
        int b = hs_bot_from_name(name);
        if (b < 0) {
            cli_usage_error("unknown bot '%s' (bots: %s)", name, BOT_LIST);
            return -1;
        }
        if (n == HS_SIM_MAX_PLAYERS) {
            cli_usage_error("--bots names more than %d seats", HS_SIM_MAX_PLAYERS);
            return -1;
        }
        bots[n++] = (uint8_t)b;
        p += strcspn(p, ",");
        if (*p == '\0')
            return n;
        p++;
    }
}

typedef struct fairness_out {
    const char *code;
    const hs_board *board;
    const hs_sim_options *options;
    const hs_sim_result *result;      /* fairness */
    const hs_sim_result *per_style;   /* fairness over styles (every seat mix), or NULL */
    const hs_sim_openings *openings;  /* openings */
    int players;
    bool json, svg;
} fairness_out;

static hs_err render(const void *ctx, hs_sink out)
{
    const fairness_out *f = ctx;
    if (f->openings && f->svg)
        return hs_render_openings_svg(f->board, f->players, f->openings, out);
    if (f->openings)
        return f->json ? hs_render_openings_json(f->code, f->board, f->options, f->players, f->openings, out)
                       : hs_render_openings_text(f->code, f->board, f->options, f->players, f->openings, out);
    return f->json ? hs_render_fairness_styles_json(f->code, f->board, f->options, f->result, f->per_style, out)
                   : hs_render_fairness_styles_text(f->code, f->board, f->options, f->result, f->per_style, out);
}

static int run_command(int argc, char **argv, bool openings)
{
    static const struct option longopts[] = {
        {"games", required_argument, NULL, 'g'},     {"bot", required_argument, NULL, 'b'},
        {"bots", required_argument, NULL, 'B'},      {"players", required_argument, NULL, 'p'},
        {"seed", required_argument, NULL, 's'},      {"threads", required_argument, NULL, 't'},
        {"temperature", required_argument, NULL, 'T'}, {"max-turns", required_argument, NULL, 'm'},
        {"format", required_argument, NULL, 'f'},    {"help", no_argument, NULL, 'h'},
        {"candidates", required_argument, NULL, 'k'}, {"trading", required_argument, NULL, 'x'},
        {NULL, 0, NULL, 0},
    };
    hs_sim_options o = hs_sim_default();
    o.games = openings ? 400 : 2000;
    if (!openings) /* a population of players, not one program */
        for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
            o.bots[i] = HS_BOT_MIX;
    bool seen_trading = false;
    long long candidates = 6;
    bool seen_candidates = false;
    const char *command = openings ? "openings" : "fairness";
    const char *format = NULL, *path = NULL, *bot = NULL, *bots = NULL;
    bool seen_games = false, seen_players = false, seen_seed = false, seen_threads = false, seen_turns = false,
         seen_temp = false;
    long long v;
    int c, status;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":ho:", longopts, NULL)) != -1) {
        switch (c) {
        case 'g':
            if ((status = cli_once_long("games", "games", optarg, 1, openings ? 1000000 : 10000000, &seen_games, &v)) !=
                CLI_OK)
                return status;
            o.games = (uint32_t)v;
            break;
        case 'k':
            if (!openings)
                return cli_usage_error("--candidates belongs to 'hexseed openings'");
            if ((status = cli_once_long("candidates", "candidates", optarg, 1, HS_SIM_MAX_CANDIDATES, &seen_candidates,
                                        &candidates)) != CLI_OK)
                return status;
            break;
        case 'p':
            if ((status = cli_once_long("players", "players", optarg, 3, 6, &seen_players, &v)) != CLI_OK)
                return status;
            o.players = (int)v;
            break;
        case 's':
            if ((status = cli_once_long("seed", "seed", optarg, 0, 4294967295LL, &seen_seed, &v)) != CLI_OK)
                return status;
            o.seed = (uint32_t)v;
            break;
        case 't':
            if ((status = cli_once_long("threads", "threads", optarg, 1, 64, &seen_threads, &v)) != CLI_OK)
                return status;
            o.threads = (int)v;
            break;
        case 'm':
            if ((status = cli_once_long("max-turns", "max-turns", optarg, 10, 100000, &seen_turns, &v)) != CLI_OK)
                return status;
            o.max_turns = (int)v;
            break;
        case 'T':
            if (seen_temp)
                return cli_usage_error("--temperature given twice");
            seen_temp = true;
            if (!cli_parse_double(optarg, 0, 100, &o.temperature))
                return cli_usage_error("temperature '%s' is not a number from 0 to 100", optarg);
            break;
        case 'x':
            if (openings)
                return cli_usage_error("--trading belongs to 'hexseed fairness'");
            if (seen_trading)
                return cli_usage_error("--trading given twice");
            seen_trading = true;
            if (strcmp(optarg, "on") == 0)
                o.trading = 1;
            else if (strcmp(optarg, "off") == 0)
                o.trading = 0;
            else
                return cli_usage_error("--trading is on or off, not '%s'", optarg);
            break;
        case 'b':
            if (bot)
                return cli_usage_error("--bot given twice");
            bot = optarg;
            break;
        case 'B':
            if (bots)
                return cli_usage_error("--bots given twice");
            bots = optarg;
            break;
        case 'f':
            if (format)
                return cli_usage_error("--format given twice");
            format = optarg;
            break;
        case 'o':
            path = optarg;
            break;
        case 'h':
            if (openings)
                openings_usage(stdout);
            else
                fairness_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, command);
        }
    }
    bool json = false, svg = false;
    if (format) {
        if (strcmp(format, "json") == 0)
            json = true;
        else if (openings && strcmp(format, "svg") == 0)
            svg = true;
        else if (strcmp(format, "text") != 0)
            return cli_usage_error("unknown format '%s' (formats: text, json%s)", format, openings ? ", svg" : "");
    }
    if (bot && bots)
        return cli_usage_error("--bot and --bots do not go together (one bot for all seats, or one per seat)");
    if (bot) {
        int b = hs_bot_from_name(bot);
        if (b < 0)
            return cli_usage_error("unknown bot '%s' (bots: %s)", bot, BOT_LIST);
        for (int i = 0; i < HS_SIM_MAX_PLAYERS; i++)
            o.bots[i] = (uint8_t)b;
    }
    if (bots) {
        int n = parse_bots(bots, o.bots);
        if (n < 0)
            return CLI_USAGE;
        if (seen_players && n != o.players)
            return cli_usage_error("--bots names %d seats but --players is %d", n, o.players);
        o.players = n;
    }
    if (optind == argc)
        return cli_usage_error("missing share code (usage: hexseed %s CODE)", command);
    if (argc - optind > 1)
        return cli_usage_error("unexpected argument '%s' after the share code", argv[optind + 1]);
    hs_catan_options opt;
    hs_diag diag = {{0}};
    hs_err err = hs_code_decode(argv[optind], &opt, &diag);
    if (err)
        return cli_from_err(err, &diag);
    hs_board board;
    err = hs_board_make(&opt, &board, &diag);
    if (err)
        return cli_from_board_err(err, &diag);
    hs_code code; /* the canonical spelling of the code given */
    if (hs_code_encode(&board.options, &code, &diag) != HS_OK)
        snprintf(code.text, sizeof code.text, "%s", argv[optind]);
    cli_progress progress = cli_progress_start("playing", "games");
    o.progress = show_progress;
    o.progress_ctx = &progress;
    fairness_out f = {code.text, &board, &o, NULL, NULL, NULL, 0, json, svg};
    hs_sim_result result;
    hs_sim_result *per_style = NULL;
    hs_sim_openings seats[HS_SIM_MAX_PLAYERS];
    if (openings) {
        err = hs_sim_openings_of(&board, &o, (int)candidates, seats, &diag);
        f.openings = seats;
        f.players = o.players ? o.players : board.options.mode == HS_MODE_5_6 ? 6 : 4;
    } else {
        err = hs_sim_run(&board, &o, &result, &diag);
        f.result = &result;
        bool all_mix = true;
        for (int i = 0; i < result.players; i++)
            all_mix &= o.bots[i] == HS_BOT_MIX;
        if (!err && all_mix) {
            per_style = calloc(HS_SIM_MAX_STYLES, sizeof *per_style);
            if (!per_style)
                return cli_from_err(HS_ENOMEM, &diag);
            err = hs_sim_run_styles(&board, &o, per_style, &diag);
            f.per_style = per_style;
        }
    }
    cli_progress_end(&progress);
    if (err) {
        free(per_style);
        return cli_from_err(err, &diag);
    }
    int status_out = cli_write(path, render, &f, openings ? "opening advice" : "fairness report");
    free(per_style);
    return status_out;
}

int cmd_fairness(int argc, char **argv)
{
    return run_command(argc, argv, false);
}

int cmd_openings(int argc, char **argv)
{
    return run_command(argc, argv, true);
}
