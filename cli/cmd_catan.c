/* SPDX-License-Identifier: MIT */
/* cmd_catan.c: `hexseed catan` makes a board from options, `hexseed board` rebuilds one from
 * its share code; both print it in the format asked for. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hexseed/generators.h"
#include "hexseed/board.h"
#include "hexseed/code.h"
#include "hexseed/cairo.h"
#include "hexseed/render.h"
#include "hexseed/rules.h"
#include "hexseed/score.h"

#include <time.h>

typedef enum format { FMT_TEXT, FMT_JSON, FMT_SVG, FMT_PNG, FMT_PDF, FMT_LINE, FMT_CODE, FMT_TMJ } format;

static const char *const format_names[] = {"text", "json", "svg", "png", "pdf", "line", "code", "tmj"};

/* The format named `text` (or its alias, `txt` for `line`), as the generator table lists the
 * board formats; the table's message when it lists none such. */
static int parse_format(const char *text, format *out)
{
    hs_request r;
    hs_diag diag = {{0}};
    if (hs_request_start(&r, "board", &diag) != HS_OK || hs_request_set_format(&r, text, &diag) != HS_OK)
        return cli_usage_error("%s", diag.msg);
    for (size_t i = 0; i < sizeof format_names / sizeof format_names[0]; i++)
        if (strcmp(r.format->name, format_names[i]) == 0) {
            *out = (format)i;
            return CLI_OK;
        }
    return cli_failure("format %s is in the generator table but not here", r.format->name);
}

typedef struct board_output {
    const hs_board *board;
    format fmt;
    const char *code;
    bool color;
} board_output;

static hs_err render_board(const void *ctx, hs_sink out)
{
    const board_output *b = ctx;
    switch (b->fmt) {
    case FMT_TEXT: return hs_render_text(b->board, out, b->color);
    case FMT_JSON: return hs_render_json(b->board, out);
    case FMT_SVG: return hs_render_svg(b->board, out);
    case FMT_PNG: return hs_render_png(b->board, out, 1200, NULL);
    case FMT_PDF: return hs_render_pdf(b->board, out);
    case FMT_LINE: return hs_render_line(b->board, out);
    case FMT_CODE: return hs_sink_printf(out, "%s\n", b->code);
    default: return hs_render_tmj(b->board, out);
    }
}

/* Prints `board` in `fmt` to `path` (NULL or "-": stdout). */
static int emit(const hs_board *board, format fmt, const char *path)
{
    bool to_stdout = !path || strcmp(path, "-") == 0;
    if (to_stdout && (fmt == FMT_PNG || fmt == FMT_PDF) && cli_is_terminal(STDOUT_FILENO))
        return cli_usage_error("%s is binary: write it to a file with -o FILE", format_names[fmt]);

    hs_code code;
    hs_diag diag = {{0}};
    if (hs_code_encode(&board->options, &code, &diag) != HS_OK)
        return cli_failure("%s", diag.msg);
    if (fmt == FMT_LINE || fmt == FMT_SVG || fmt == FMT_PNG || fmt == FMT_PDF)
        fprintf(stderr, "hexseed: share code %s\n", code.text);
    board_output out = {board, fmt, code.text, to_stdout && fmt == FMT_TEXT && cli_use_color(stdout)};
    return cli_write(path, render_board, &out, "board");
}

/* What to add to a board: its balance explained, with which metric. */
typedef struct extras {
    bool explain;
    bool harbors;        /* the harbor factor in the explanation (hexseed metric) */
    hs_metric metric;
    long long budget_ms; /* 0: balance with the options' own iterations */
} extras;

/* On a terminal, after about a second, one line that keeps being rewritten: the steps done of
 * the run's steps, the rate, the time left and the best score so far. */
typedef struct progress_state {
    cli_progress line;
    uint32_t steps; /* of the run in progress */
} progress_state;

static void show_progress(void *ctx, uint32_t step, double best)
{
    progress_state *p = ctx;
    char detail[48];
    snprintf(detail, sizeof detail, "best score %.6f", best);
    cli_progress_update(&p->line, step, p->steps, detail);
}

static hs_err make_board(hs_catan_options *opt, const extras *x, hs_board *board, hs_diag *diag)
{
    progress_state p = {cli_progress_start("balancing", "steps"), opt->balance_iterations};
    if (!opt->balance || !x->budget_ms) {
        hs_err err = hs_board_make_progress(opt, board, show_progress, &p, diag);
        cli_progress_end(&p.line); /* end the progress line */
        return err;
    }
    /* A time budget: runs of 25,000, 50,000, ... steps while they fit, keeping the last one that
     * finished in time. Each run is deterministic, and the code carries its step count. */
    double deadline = p.line.start + x->budget_ms / 1000.0;
    hs_board done;
    uint32_t done_iterations = 0;
    for (uint32_t it = 25000; it <= 10000000; it *= 2) {
        double t0 = cli_seconds();
        opt->balance_iterations = it;
        p.steps = it;
        p.line.origin = t0;
        hs_err err = hs_board_make_progress(opt, board, show_progress, &p, diag);
        if (err) {
            cli_progress_end(&p.line);
            return err;
        }
        double took = cli_seconds() - t0;
        if (cli_seconds() > deadline && done_iterations)
            break;
        done = *board;
        done_iterations = it;
        if (cli_seconds() + 2.2 * took > deadline)
            break;
    }
    *board = done;
    opt->balance_iterations = done_iterations;
    board->options.balance_iterations = done_iterations;
    cli_progress_end(&p.line);
    return HS_OK;
}

typedef struct explanation {
    const hs_board *board;
    const hs_score *score;
} explanation;

static hs_err render_explanation(const void *ctx, hs_sink out)
{
    const explanation *e = ctx;
    hs_err err = hs_sink_puts(out, "\n");
    return err ? err : hs_render_explain(e->board, e->score, out);
}

static int generate_and_emit(hs_catan_options *opt, const extras *x, format fmt, const char *path)
{
    hs_board board;
    hs_diag diag = {{0}};
    hs_err err = make_board(opt, x, &board, &diag);
    if (err) /* exit 3: proven, no board exists under these rules; 4: the search gave up */
        return cli_from_board_err(err, &diag);
    /* Scored before anything is written: a board the metric does not take is bad input (exit 2),
     * and then nothing was produced. */
    hs_score score;
    if (x->explain) {
        hs_score_options so = hs_score_default();
        so.metric = x->metric;
        so.harbors = x->harbors;
        if ((err = hs_score_board(&board, &so, &score, &diag)))
            return cli_from_err(err, &diag);
    }
    int status = emit(&board, fmt, path);
    if (status != CLI_OK || !x->explain)
        return status;
    /* The explanation follows a text board on stdout; beside other formats it goes to stderr. */
    explanation e = {&board, &score};
    if (fmt == FMT_TEXT && (!path || strcmp(path, "-") == 0))
        return cli_write(NULL, render_explanation, &e, "explanation");
    render_explanation(&e, hs_sink_file(stderr)); /* a message could not go anywhere else either */
    return CLI_OK;
}

/* --harbors adds a sixth factor to the hexseed metric; the compat metric is the 2021 score's
 * five factors to the bit, and --harbors there would be silently ignored. */
static int check_harbors(const extras *x)
{
    if (x->harbors && x->metric != HS_METRIC_HEXSEED)
        return cli_usage_error("--harbors adds a factor to the hexseed metric, not to %s (drop --harbors or use "
                               "--metric hexseed)", hs_metric_name(x->metric));
    return CLI_OK;
}

static int parse_metric(const char *text, hs_metric *out)
{
    int m = hs_metric_from_name(text);
    if (m < 0)
        return cli_usage_error("unknown metric '%s' (metrics: " HS_METRIC_NAMES ")", text);
    *out = (hs_metric)m;
    return CLI_OK;
}

/* The rules, read off the rule table. */
static void rules_usage(FILE *out)
{
    fputs("  --rules LIST   comma-separated, e.g. red,extremes,pips=10,group=2; all (the first\n"
          "                 four), none; default: red. Each rule:\n",
          out);
    hs_render_rules_text(hs_sink_file(out), 17);
}

static void catan_usage(FILE *out)
{
    fputs("usage: hexseed catan [--mode classic|5-6|seafarers|seafarers-5-6] [--seed N] [--rules LIST]\n"
          "                     [--lock Q,R=T[:N]]... [--spiral] [--balanced | --unbalanced]\n"
          "                     [--metric hexseed|compat|seats] [--iterations N | --budget-ms N]\n"
          "                     [--explain [--harbors]] [--format text|json|svg|png|pdf|line|code|tmj] [-o FILE]\n"
          "                     [--max-nodes N] [--color auto|always|never]\n"
          "\n"
          "Generates a fair Catan board: terrain, number tokens, harbors and robber.\n"
          "\n"
          "  --mode M       classic (3-4 players, default), 5-6, seafarers (Heading for New\n"
          "                 Shores, 4 players) or seafarers-5-6\n"
          "  --seed N       0..4294967295; without it a fresh seed from the system\n"
          "  --lock Q,R=T[:N] keep hex Q,R (axial; 0,0 is the centre) as terrain T (forest, hills,\n"
          "                 fields, pasture, mountains, gold, desert), with number N if given, and\n"
          "                 place the rest under the rules; repeatable (at most 32)\n"
          "  --spiral       lay the numbers along the official letter spiral\n"
          "  --balanced     the most balanced board the rules allow (simulated annealing), or\n"
          "  --unbalanced   the least balanced one\n"
          "  --metric M     hexseed (default), compat (the 2021 score, Classic only) or seats (the best\n"
          "                 spot's lead over the last seat's in a greedy bot's opening draft; it does not\n"
          "                 make the seats fair for other players: see 'hexseed fairness')\n"
          "  --iterations N annealing steps, a multiple of 1000 up to 10000000 (default 200000)\n"
          "  --budget-ms N  instead: the longest run (25000, 50000, ... steps) that fits in N ms\n"
          "  --explain      the balance score, its factors, and where the cost comes from\n"
          "  --harbors      with --explain: add the harbor factor (2:1 harbors far from their resource)\n"
          "  --format F     text (default), json, svg, png, pdf (printable, real tile size),\n"
          "                 line (the board line), code (just the share code)\n"
          "  -o, --output FILE  write to FILE instead of standard output\n"
          "  --max-nodes N  give up (exit 4) after N search nodes, 1..4294967295; from the default,\n"
          "                 5000000, the SAT solver decides past the search's budget\n"
          "  --color WHEN   colour the text board: auto (default: on a terminal, unless NO_COLOR is\n"
          "                 set or TERM is dumb), always, never\n"
          "\n"
          "The share code is always shown; `hexseed board CODE` makes the same board again\n"
          "(balanced boards included: the code carries the metric and the steps).\n\n",
          out);
    rules_usage(out);
}

static void seafarers_usage(FILE *out)
{
    fputs("usage: hexseed seafarers [--scenario NAME] [--players 3|4|5-6] [--seed N] [--rules LIST]\n"
          "                         [--lock Q,R=T[:N]]... [--spiral] [--explain [--metric M] [--harbors]]\n"
          "                         [--format text|json|svg|png|pdf|line|code|tmj] [-o FILE]\n"
          "                         [--max-nodes N] [--color auto|always|never]\n"
          "       hexseed seafarers --landmass R:S [--swap] [--seed N] [--rules LIST] [--format ...]\n\n"
"Generates a Seafarers board: a scenario of the box (islands, gold, harbors, robber and\n"
          "pirate, as docs/seafarers.md describes), or a full board on the landmass that elementary\n"
          "rule R grows from start row S (see 'hexseed landmass').\n\n"
          "  --scenario S   new-shores (Heading for New Shores, the default), four-islands (The\n"
          "                 Four Islands; for 5-6 players The Six Islands), through-the-desert,\n"
          "                 fog-islands (the fog's face-down stack is listed with the board),\n"
          "                 forgotten-tribe, cloth-for-catan, pirate-islands, wonders-of-catan\n"
          "                 (3 players on the 4-player board; their villages, fortresses... drawn\n"
          "                 with a legend) or new-world (3 or 4 players: land and sea dealt from\n"
          "                 the seed); each as its rulebook sets it up (robber, gold); a scenario's\n"
          "                 own rules apply unless --rules is given (four-islands: forest and\n"
          "                 pasture at least 2 pips; new-shores, through-the-desert: gold at most 4)\n"
          "  --players P    3, 4 (default) or 5-6\n"
          "  --landmass R:S the landmass of rule R from start row S, each 0..255\n"
          "  --swap         with --landmass: exchange land and water\n"
          "  --seed N, --rules LIST, --lock Q,R=T[:N], --spiral, --explain, --metric M, --harbors,\n"
          "  --format F, -o, --output FILE, --max-nodes N, --color WHEN: as for 'hexseed catan'\n"
          "                 (rules hold within the main island and within the small ones)\n"
          "\n"
          "The share code is always shown; `hexseed board CODE` makes the same board again.\n\n",
          out);
    rules_usage(out);
}

/* Reads "R:S" with R and S whole numbers 0..255. */
static bool parse_landmass(const char *text, hs_catan_options *opt)
{
    const char *colon = strchr(text, ':');
    if (!colon || colon - text > 3)
        return false;
    char rule[4];
    memcpy(rule, text, (size_t)(colon - text));
    rule[colon - text] = '\0';
    long long r, st;
    if (!cli_parse_long(rule, 0, 255, &r) || !cli_parse_long(colon + 1, 0, 255, &st))
        return false;
    opt->landmass = true;
    opt->land_rule = (uint8_t)r;
    opt->land_start = (uint8_t)st;
    return true;
}

/* `hexseed catan` and `hexseed seafarers`: the same flags but for the board family. */
static int board_command(int argc, char **argv, bool seafarers)
{
    static const struct option longopts[] = {
        {"mode", required_argument, NULL, 'm'},     {"seed", required_argument, NULL, 's'},
        {"rules", required_argument, NULL, 'r'},    {"spiral", no_argument, NULL, 'S'},
        {"format", required_argument, NULL, 'f'},   {"output", required_argument, NULL, 'o'},
        {"players", required_argument, NULL, 'p'},  {"landmass", required_argument, NULL, 'l'},
        {"swap", no_argument, NULL, 'w'},           {"help", no_argument, NULL, 'h'},
        {"balanced", no_argument, NULL, 'B'},       {"unbalanced", no_argument, NULL, 'U'},
        {"metric", required_argument, NULL, 'M'},   {"iterations", required_argument, NULL, 'I'},
        {"budget-ms", required_argument, NULL, 'T'}, {"explain", no_argument, NULL, 'E'},
        {"harbors", no_argument, NULL, 'A'},        {"lock", required_argument, NULL, 'L'},
        {"scenario", required_argument, NULL, 'C'}, {"max-nodes", required_argument, NULL, 'N'},
        {NULL, 0, NULL, 0},
    };
    const char *locks[HS_MAX_LOCKS];
    int n_locks = 0;
    extras x = {false, false, HS_METRIC_HEXSEED, 0};
    bool have_metric = false, have_iterations = false, have_max_nodes = false;
    const char *name = seafarers ? "seafarers" : "catan";
    hs_catan_options opt = hs_catan_default();
    if (seafarers)
        opt.mode = HS_MODE_SEAFARERS;
    format fmt = FMT_TEXT;
    const char *path = NULL;
    bool seeded = false, have_mode = false, have_rules = false, have_format = false, swap = false;
    const char *players = NULL, *scenario = NULL;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        long long v;
        hs_diag diag = {{0}};
        bool foreign = seafarers ? (c == 'm' || c == 'B' || c == 'U' || c == 'I' || c == 'T')
                                 : (c == 'p' || c == 'l' || c == 'w' || c == 'C');
        if (foreign)
            return cli_usage_error("unknown option '--%s' (try 'hexseed %s --help')",
                                   c == 'm' ? "mode" : c == 'p' ? "players" : c == 'l' ? "landmass" : c == 'w' ? "swap"
                                   : c == 'C' ? "scenario"
                                   : c == 'B' ? "balanced" : c == 'U' ? "unbalanced" : c == 'I' ? "iterations"
                                                                                      : "budget-ms", name);
        switch (c) {
        case 'm': {
            if (have_mode)
                return cli_usage_error("--mode given twice");
            have_mode = true;
            int m = hs_mode_from_name(optarg);
            if (m < 0) {
                char modes[256] = "";
                for (int k = 0; k < HS_MODE_COUNT; k++) /* the named modes; scenarios: seafarers --scenario */
                    snprintf(modes + strlen(modes), sizeof modes - strlen(modes), "%s%s", k ? ", " : "",
                             hs_layout_at(k)->name);
                return cli_usage_error("unknown mode '%s' (modes: %s)", optarg, modes);
            }
            opt.mode = (hs_mode)m;
            break;
        }
        case 'p':
            if (have_mode)
                return cli_usage_error("--players given twice");
            have_mode = true;
            players = optarg; /* read with --scenario once both are known */
            break;
        case 'C':
            if (scenario)
                return cli_usage_error("--scenario given twice");
            scenario = optarg;
            break;
        case 'l':
            if (opt.landmass)
                return cli_usage_error("--landmass given twice");
            if (!parse_landmass(optarg, &opt))
                return cli_usage_error("landmass '%s' is not RULE:START with each a whole number from 0 to 255", optarg);
            break;
        case 'w':
            swap = true;
            break;
        case 'B':
        case 'U':
            if (opt.balance)
                return cli_usage_error("give one of --balanced and --unbalanced, once");
            opt.balance = c == 'B' ? HS_BALANCE_MOST : HS_BALANCE_LEAST;
            break;
        case 'M':
            if (have_metric)
                return cli_usage_error("--metric given twice");
            have_metric = true;
            if (parse_metric(optarg, &x.metric) != CLI_OK)
                return CLI_USAGE;
            break;
        case 'I':
            if (have_iterations)
                return cli_usage_error("--iterations given twice");
            have_iterations = true;
            if (!cli_parse_long(optarg, 1000, 10000000, &v) || v % 1000)
                return cli_usage_error("iterations '%s' is not a multiple of 1000 from 1000 to 10000000", optarg);
            opt.balance_iterations = (uint32_t)v;
            break;
        case 'N':
            if (have_max_nodes)
                return cli_usage_error("--max-nodes given twice");
            have_max_nodes = true;
            if (!cli_parse_long(optarg, 1, UINT32_MAX, &v))
                return cli_usage_error("max-nodes '%s' is not a whole number from 1 to 4294967295", optarg);
            opt.max_nodes = (uint32_t)v;
            break;
        case 'T':
            if (x.budget_ms)
                return cli_usage_error("--budget-ms given twice");
            if (!cli_parse_long(optarg, 1, 600000, &v))
                return cli_usage_error("budget '%s' is not a whole number of milliseconds from 1 to 600000", optarg);
            x.budget_ms = v;
            break;
        case 'E':
            x.explain = true;
            break;
        case 'A':
            x.harbors = true;
            break;
        case 's':
            if (seeded)
                return cli_usage_error("--seed given twice");
            if (!cli_parse_long(optarg, 0, 4294967295LL, &v))
                return cli_usage_error("seed '%s' is not a whole number from 0 to 4294967295", optarg);
            opt.seed = (uint32_t)v;
            seeded = true;
            break;
        case 'r':
            if (have_rules)
                return cli_usage_error("--rules given twice");
            have_rules = true;
            if (hs_rules_parse(optarg, &opt.rules, &diag) != HS_OK)
                return cli_usage_error("%s", diag.msg);
            break;
        case 'S':
            opt.numbers = HS_NUMBERS_SPIRAL;
            break;
        case 'L':
            if (n_locks == HS_MAX_LOCKS)
                return cli_usage_error("more than %d --lock options", HS_MAX_LOCKS);
            locks[n_locks++] = optarg; /* read once the mode is known */
            break;
        case 'f':
            if (have_format)
                return cli_usage_error("--format given twice");
            have_format = true;
            if (parse_format(optarg, &fmt) != CLI_OK)
                return CLI_USAGE;
            break;
        case 'o':
            path = optarg;
            break;
        case 'h':
            if (seafarers)
                seafarers_usage(stdout);
            else
                catan_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, name);
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed %s --help')", argv[optind], name);
    if (swap && !opt.landmass)
        return cli_usage_error("--swap exchanges the land and water of a --landmass");
    if (seafarers) { /* the current setup of the scenario (New Shores unless named) */
        hs_diag diag = {{0}};
        bool bad_players;
        int m = hs_seafarers_find(scenario, players, &bad_players, &diag);
        if (m < 0)
            return cli_usage_error("%s", diag.msg);
        opt.mode = (hs_mode)m;
    }
    if (opt.landmass && strcmp(hs_layout_at(opt.mode)->scenario, "new-shores") == 0 &&
        strcmp(hs_layout_at(opt.mode)->players, "4") == 0)
        opt.mode = HS_MODE_SEAFARERS; /* --players 4 names the landmass board's size */
    if (opt.landmass && opt.mode != HS_MODE_SEAFARERS)
        return cli_usage_error("--landmass makes its own islands: drop --%s", scenario ? "scenario" : "players");
    if (!have_rules && hs_layout_at(opt.mode)->rules) { /* the scenario's own rules */
        hs_diag diag = {{0}};
        if (hs_rules_parse(hs_layout_at(opt.mode)->rules, &opt.rules, &diag) != HS_OK)
            return cli_usage_error("%s", diag.msg);
    }
    opt.land_swap = swap;
    for (int k = 0; k < n_locks; k++) {
        hs_diag diag = {{0}};
        if (hs_lock_parse(locks[k], opt.mode, &opt.locks[k], &diag) != HS_OK)
            return cli_usage_error("%s", diag.msg);
    }
    opt.n_locks = (uint8_t)n_locks;
    if ((have_iterations || x.budget_ms) && !opt.balance)
        return cli_usage_error("--%s sets how long to balance: add --balanced or --unbalanced",
                               have_iterations ? "iterations" : "budget-ms");
    if (have_iterations && x.budget_ms)
        return cli_usage_error("give one of --iterations and --budget-ms");
    if (have_metric && !opt.balance && !x.explain)
        return cli_usage_error("--metric chooses the score of --balanced, --unbalanced or --explain");
    if (x.harbors && !x.explain)
        return cli_usage_error("--harbors belongs to --explain");
    if (check_harbors(&x) != CLI_OK)
        return CLI_USAGE;
    opt.balance_metric = (uint8_t)x.metric;
    if (!seeded)
        opt.seed = cli_os_seed();
    return generate_and_emit(&opt, &x, fmt, path);
}

int cmd_catan(int argc, char **argv)
{
    return board_command(argc, argv, false);
}

int cmd_seafarers(int argc, char **argv)
{
    return board_command(argc, argv, true);
}

static void board_usage(FILE *out)
{
    fputs("usage: hexseed board CODE [--format text|json|svg|png|pdf|line|code|tmj] [-o FILE]\n"
          "                          [--explain [--metric hexseed|compat|seats] [--harbors]]\n"
          "                          [--color auto|always|never]\n"
          "\n"
          "Rebuilds the board a share code names, identical on every machine and version.\n"
          "\n"
          "  --format F     text (default), json, svg, png, pdf, line, code, tmj: as for 'hexseed catan'\n"
          "  -o, --output FILE  write to FILE instead of standard output\n"
          "  --explain      the balance score, its factors, and where the cost comes from\n"
          "  --metric M     with --explain: hexseed (default), compat (Classic only) or seats\n"
          "  --harbors      with --explain: add the harbor factor\n"
          "  --color WHEN   colour the text board: auto (default), always, never\n",
          out);
}

int cmd_board(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"format", required_argument, NULL, 'f'},  {"output", required_argument, NULL, 'o'},
        {"explain", no_argument, NULL, 'E'},       {"metric", required_argument, NULL, 'M'},
        {"harbors", no_argument, NULL, 'A'},       {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    extras x = {false, false, HS_METRIC_HEXSEED, 0};
    bool have_metric = false;
    format fmt = FMT_TEXT;
    const char *path = NULL;
    bool have_format = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'f':
            if (have_format)
                return cli_usage_error("--format given twice");
            have_format = true;
            if (parse_format(optarg, &fmt) != CLI_OK)
                return CLI_USAGE;
            break;
        case 'o':
            path = optarg;
            break;
        case 'E':
            x.explain = true;
            break;
        case 'A':
            x.harbors = true;
            break;
        case 'M':
            if (have_metric)
                return cli_usage_error("--metric given twice");
            have_metric = true;
            if (parse_metric(optarg, &x.metric) != CLI_OK)
                return CLI_USAGE;
            break;
        case 'h':
            board_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "board");
        }
    }
    if (optind == argc)
        return cli_usage_error("missing share code (usage: hexseed board CODE)");
    if (argc - optind > 1)
        return cli_usage_error("unexpected argument '%s' after the share code", argv[optind + 1]);
    hs_catan_options opt;
    hs_diag diag = {{0}};
    hs_err err = hs_code_decode(argv[optind], &opt, &diag);
    if (err)
        return cli_from_err(err, &diag);
    if ((have_metric || x.harbors) && !x.explain)
        return cli_usage_error("--%s belongs to --explain", have_metric ? "metric" : "harbors");
    if (check_harbors(&x) != CLI_OK)
        return CLI_USAGE;
    return generate_and_emit(&opt, &x, fmt, path);
}
