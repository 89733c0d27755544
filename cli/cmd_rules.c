/* SPDX-License-Identifier: MIT */
/* cmd_rules.c: `hexseed rules` lists the placement rules of the rule table, as text or JSON
 * (the same JSON as GET /api/rules). */
#include <getopt.h>
#include <string.h>

#include "cli.h"
#include "hexseed/render.h"

static void rules_usage(FILE *out)
{
    fputs("usage: hexseed rules [--format text|json]\n\n"
          "Lists the placement rules that --rules takes (for catan and seafarers), with their\n"
          "parameters and ranges. Combine them with commas: --rules red,extremes,pips=10,group=2\n\n"
          "  --format F     text (default) or json\n",
          out);
}

static hs_err render_rules(const void *ctx, hs_sink out)
{
    return *(const bool *)ctx ? hs_render_rules_json(out) : hs_render_rules_text(out, 2);
}

int cmd_rules(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"format", required_argument, NULL, 'f'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    bool json = false, have_format = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        switch (c) {
        case 'f':
            if (have_format)
                return cli_usage_error("--format given twice");
            have_format = true;
            if (strcmp(optarg, "json") != 0 && strcmp(optarg, "text") != 0)
                return cli_usage_error("unknown format '%s' (formats: text, json)", optarg);
            json = strcmp(optarg, "json") == 0;
            break;
        case 'h':
            rules_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "rules");
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed rules --help')", argv[optind]);
    return cli_write(NULL, render_rules, &json, "rules");
}
