/* cmd_catan.c: `hexseed catan` makes a board from options, `hexseed board` rebuilds one from
 * its share code; both print it in the format asked for. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hexseed/code.h"
#include "hexseed/render.h"

typedef enum format { FMT_TEXT, FMT_JSON, FMT_SVG, FMT_PNG, FMT_PDF, FMT_LINE, FMT_CODE } format;

static const char *const format_names[] = {"text", "json", "svg", "png", "pdf", "line", "code"};

static int parse_format(const char *text, format *out)
{
    for (size_t i = 0; i < sizeof format_names / sizeof format_names[0]; i++)
        if (strcmp(text, format_names[i]) == 0) {
            *out = (format)i;
            return CLI_OK;
        }
    return cli_usage_error("unknown format '%s' (formats: text, json, svg, png, pdf, line, code)", text);
}

/* Prints `board` in `fmt` to `path` (NULL or "-": stdout). */
static int emit(const hs_board *board, format fmt, const char *path)
{
    bool to_stdout = !path || strcmp(path, "-") == 0;
    if (to_stdout && (fmt == FMT_PNG || fmt == FMT_PDF) && isatty(STDOUT_FILENO))
        return cli_usage_error("%s is binary: write it to a file with -o FILE", format_names[fmt]);

    hs_code code;
    hs_code_encode(&board->options, &code);
    if (fmt == FMT_LINE || fmt == FMT_SVG || fmt == FMT_PNG || fmt == FMT_PDF)
        fprintf(stderr, "hexseed: share code %s\n", code.text);

    FILE *f = cli_open_output(path);
    if (!f)
        return CLI_FAILURE;
    hs_sink out = hs_sink_file(f);
    hs_err err = HS_OK;
    switch (fmt) {
    case FMT_TEXT: err = hs_render_text(board, out, to_stdout && cli_use_color(stdout)); break;
    case FMT_JSON: err = hs_render_json(board, out); break;
    case FMT_SVG: err = hs_render_svg(board, out); break;
    case FMT_PNG: err = hs_render_png(board, out, 1200); break;
    case FMT_PDF: err = hs_render_pdf(board, out); break;
    case FMT_LINE: err = hs_render_line(board, out); break;
    case FMT_CODE: err = hs_sink_printf(out, "%s\n", code.text); break;
    }
    int status = cli_close_output(f, path);
    if (err)
        return cli_failure("cannot write the board: %s", hs_strerror(err));
    return status;
}

static int generate_and_emit(const hs_catan_options *opt, format fmt, const char *path)
{
    hs_board board;
    hs_diag diag = {{0}};
    hs_err err = hs_catan_generate(opt, &board, &diag);
    if (err == HS_EUNSAT || err == HS_ELIMIT)
        return cli_failure("%s", diag.msg);
    if (err)
        return cli_from_err(err, &diag);
    return emit(&board, fmt, path);
}

static void catan_usage(FILE *out)
{
    fputs("usage: hexseed catan [--mode MODE] [--seed N] [--rules LIST] [--spiral]\n"
          "                     [--format text|json|svg|png|pdf|line|code] [-o FILE]\n\n"
          "Generates a fair Catan board: terrain, number tokens, harbors and robber.\n\n"
          "  --mode M       classic (3-4 players, default), 5-6, seafarers (Heading for New\n"
          "                 Shores, 4 players) or seafarers-5-6\n"
          "  --seed N       0..4294967295; without it a fresh seed from the system\n"
          "  --rules LIST   comma-separated: red (no 6/8 touching), extremes (no 2/12 touching),\n"
          "                 equal (no equal numbers touching), terrain (no equal terrain touching),\n"
          "                 all, none; default: red\n"
          "  --spiral       lay the numbers along the official letter spiral\n"
          "  --format F     text (default), json, svg, png, pdf (printable, real tile size),\n"
          "                 line (the board line), code (just the share code)\n"
          "  -o FILE        write to FILE instead of standard output\n\n"
          "The share code is always shown; `hexseed board CODE` makes the same board again.\n",
          out);
}

static void seafarers_usage(FILE *out)
{
    fputs("usage: hexseed seafarers [--players 4|5-6] [--seed N] [--rules LIST] [--spiral]\n"
          "                         [--format text|json|svg|png|pdf|line|code] [-o FILE]\n"
          "       hexseed seafarers --landmass R:S [--swap] [--seed N] [--rules LIST] [--format ...]\n\n"
          "Generates a Seafarers board: Heading for New Shores for 4 or 5-6 players (main island,\n"
          "small islands with gold, harbors, robber and pirate), or a full board on the landmass\n"
          "that elementary rule R grows from start row S (see 'hexseed landmass').\n\n"
          "  --players P    4 (default) or 5-6\n"
          "  --landmass R:S the landmass of rule R from start row S, each 0..255\n"
          "  --swap         with --landmass: exchange land and water\n"
          "  --seed N, --rules LIST, --spiral, --format F, -o FILE: as for 'hexseed catan'\n\n"
          "The share code is always shown; `hexseed board CODE` makes the same board again.\n",
          out);
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
        {NULL, 0, NULL, 0},
    };
    const char *name = seafarers ? "seafarers" : "catan";
    hs_catan_options opt = hs_catan_default();
    if (seafarers)
        opt.mode = HS_MODE_SEAFARERS;
    format fmt = FMT_TEXT;
    const char *path = NULL;
    bool seeded = false, have_mode = false, have_rules = false, have_format = false, swap = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        long long v;
        hs_diag diag = {{0}};
        bool foreign = seafarers ? c == 'm' : (c == 'p' || c == 'l' || c == 'w');
        if (foreign)
            return cli_usage_error("unknown option '--%s' (try 'hexseed %s --help')",
                                   c == 'm' ? "mode" : c == 'p' ? "players" : c == 'l' ? "landmass" : "swap", name);
        switch (c) {
        case 'm': {
            if (have_mode)
                return cli_usage_error("--mode given twice");
            have_mode = true;
            int m = hs_mode_from_name(optarg);
            if (m < 0)
                return cli_usage_error("unknown mode '%s' (modes: classic, 5-6, seafarers, seafarers-5-6)", optarg);
            opt.mode = (hs_mode)m;
            break;
        }
        case 'p':
            if (have_mode)
                return cli_usage_error("--players given twice");
            have_mode = true;
            if (strcmp(optarg, "4") == 0 || strcmp(optarg, "3-4") == 0)
                opt.mode = HS_MODE_SEAFARERS;
            else if (strcmp(optarg, "5-6") == 0)
                opt.mode = HS_MODE_SEAFARERS_5_6;
            else
                return cli_usage_error("unknown player count '%s' (players: 4, 5-6)", optarg);
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
        case ':':
            return cli_usage_error("option %s needs a value", argv[optind - 1]);
        default:
            return cli_usage_error("unknown option '%s' (try 'hexseed %s --help')", argv[optind - 1], name);
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed %s --help')", argv[optind], name);
    if (swap && !opt.landmass)
        return cli_usage_error("--swap exchanges the land and water of a --landmass");
    if (opt.landmass && opt.mode != HS_MODE_SEAFARERS)
        return cli_usage_error("--landmass makes its own islands: drop --players");
    opt.land_swap = swap;
    if (!seeded)
        opt.seed = cli_os_seed();
    return generate_and_emit(&opt, fmt, path);
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
    fputs("usage: hexseed board CODE [--format text|json|svg|png|pdf|line|code] [-o FILE]\n\n"
          "Rebuilds the board a share code names, identical on every machine and version.\n",
          out);
}

int cmd_board(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"format", required_argument, NULL, 'f'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
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
        case 'h':
            board_usage(stdout);
            return CLI_OK;
        case ':':
            return cli_usage_error("option %s needs a value", argv[optind - 1]);
        default:
            return cli_usage_error("unknown option '%s' (try 'hexseed board --help')", argv[optind - 1]);
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
    return generate_and_emit(&opt, fmt, path);
}
