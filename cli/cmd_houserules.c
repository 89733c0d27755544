/* SPDX-License-Identifier: MIT */
/* cmd_houserules.c: `hexseed house-rules` draws house rules for a game, seeded. */
#include <getopt.h>
#include <string.h>

#include "cli.h"
#include "hexseed/houserules.h"
#include "hexseed/render.h"

static void house_usage(FILE *out)
{
    fputs("usage: hexseed house-rules [--intensity 1-100] [--count N] [--seed N] [--format text|json] [-o FILE]\n"
          "\n"
          "Draws house rules: the higher the intensity, the wilder the rules (minor, moderate, major).\n"
          "\n"
          "  --intensity I  1..100 (default 50), jittered for each rule drawn\n"
          "  --count N      how many different rules, 1..26 (default 1)\n"
          "  --seed N       0..4294967295; without it a fresh seed (printed on stderr)\n"
          "  --format F     text (default) or json\n"
          "  -o, --output FILE  write to FILE instead of standard output\n",
          out);
}

typedef struct house_output {
    const hs_house_options *options;
    const hs_house_rule *rules;
    bool json;
} house_output;

static hs_err render_house(const void *ctx, hs_sink out)
{
    const house_output *h = ctx;
    return h->json ? hs_render_house_json(h->options, h->rules, out) : hs_render_house_text(h->options, h->rules, out);
}

int cmd_house_rules(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"intensity", required_argument, NULL, 'i'}, {"count", required_argument, NULL, 'c'},
        {"seed", required_argument, NULL, 's'},      {"format", required_argument, NULL, 'f'},
        {"output", required_argument, NULL, 'o'},    {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    hs_house_options o = hs_house_default();
    const char *path = NULL, *format = NULL;
    bool have_i = false, have_c = false, seeded = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        long long v;
        switch (c) {
        case 'i':
            if (cli_once_long("intensity", "intensity", optarg, 1, 100, &have_i, &v) != CLI_OK)
                return CLI_USAGE;
            o.intensity = (int)v;
            break;
        case 'c':
            if (cli_once_long("count", "count", optarg, 1, HS_HOUSE_RULES, &have_c, &v) != CLI_OK)
                return CLI_USAGE;
            o.count = (int)v;
            break;
        case 's':
            if (seeded)
                return cli_usage_error("--seed given twice");
            if (!cli_parse_long(optarg, 0, 4294967295LL, &v))
                return cli_usage_error("seed '%s' is not a whole number from 0 to 4294967295", optarg);
            o.seed = (uint32_t)v;
            seeded = true;
            break;
        case 'f':
            if (format)
                return cli_usage_error("--format given twice");
            if (strcmp(optarg, "text") != 0 && strcmp(optarg, "json") != 0)
                return cli_usage_error("unknown format '%s' (formats: text, json)", optarg);
            format = optarg;
            break;
        case 'o': path = optarg; break;
        case 'h':
            house_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "house-rules");
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed house-rules --help')", argv[optind]);
    if (!seeded) {
        o.seed = cli_os_seed();
        fprintf(stderr, "hexseed: seed %u\n", (unsigned)o.seed);
    }
    hs_house_rule rules[HS_HOUSE_RULES];
    hs_diag diag = {{0}};
    hs_err err = hs_house_draw(&o, rules, &diag);
    if (err)
        return cli_from_err(err, &diag);
    house_output out = {&o, rules, format && strcmp(format, "json") == 0};
    return cli_write(path, render_house, &out, "rules");
}
