/* SPDX-License-Identifier: MIT */
/* cmd_landmass.c: `hexseed landmass` grows the Seafarers landmass of an elementary automaton,
 * or surveys all 65,536 (rule, start) pairs for the most playable maps. */
#include <ctype.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hexseed/landmass.h"
#include "hexseed/render.h"

/* --compat: the original's reading of a form field (PHP): "" or "0" give `fallback`; otherwise the
 * leading integer (0 when there is none), in binary, left-padded to 8 digits, cut to its first
 * 8 digits (300 -> 10010110 = 150); negative numbers read as 255. */
static uint8_t compat_value(const char *text, uint8_t fallback)
{
    if (text[0] == '\0' || strcmp(text, "0") == 0)
        return fallback;
    const char *p = text;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\v' || *p == '\f')
        p++;
    bool negative = false;
    if (*p == '+' || *p == '-')
        negative = *p++ == '-';
    uint64_t v = 0;
    bool saturated = false;
    for (; isdigit((unsigned char)*p); p++) {
        if (v > (UINT64_C(0x7fffffffffffffff) - (uint64_t)(*p - '0')) / 10)
            saturated = true;
        else
            v = v * 10 + (uint64_t)(*p - '0');
    }
    if (negative && (v || saturated))
        return 255; /* two's complement: 64 binary digits, the first eight all ones */
    if (saturated)
        v = UINT64_C(0x7fffffffffffffff);
    int bits = 0;
    while (bits < 64 && (v >> bits))
        bits++;
    return bits <= 8 ? (uint8_t)v : (uint8_t)(v >> (bits - 8));
}

static void landmass_usage(FILE *out)
{
    fputs("usage: hexseed landmass [--rule R] [--start S] [--swap] [--compat]\n"
          "                        [--format grid|text|json|svg|tmj] [-o FILE] [--color auto|always|never]\n"
          "       hexseed landmass --survey [--top N] [--format text|json] [-o FILE]\n"
          "\n"
          "Grows the Seafarers landmass of an elementary cellular automaton on the 8x8 hex grid.\n"
          "\n"
          "  --rule R       Wolfram rule 0..255 (default 77)\n"
          "  --start S      the top row as a number 0..255, leftmost cell = top bit (default 88)\n"
          "  --swap         exchange land and water\n"
          "  --compat       read R and S as the original page did: empty or 0 gives 77/88, values\n"
          "                 over 255 keep their top 8 binary digits, text reads as 0\n"
          "  --format F     grid (8 lines: # land, ~ water, x/. outside the map), text (default),\n"
          "                 json, svg, tmj (a Tiled map: docs/formats.md)\n"
          "  --survey       rate every (rule, start) pair and list the best distinct maps\n"
          "  --top N        how many distinct maps the survey lists, 1..65536 (default 20)\n"
          "  -o, --output FILE  write to FILE instead of standard output\n"
          "  --color WHEN   colour the text map: auto (default: on a terminal, unless NO_COLOR is\n"
          "                 set or TERM is dumb), always, never\n"
          "\n"
          "A full board on a landmass: hexseed seafarers --landmass R:S\n",
          out);
}

typedef struct survey_output {
    const hs_landmass_rating *best;
    int n;
    bool json;
} survey_output;

static hs_err render_survey(const void *ctx, hs_sink out)
{
    const survey_output *s = ctx;
    return s->json ? hs_render_survey_json(s->best, s->n, out) : hs_render_survey_text(s->best, s->n, out);
}

typedef struct landmass_output {
    const hs_landmass *m;
    int format; /* grid, text, json, svg, tmj */
    bool color;
} landmass_output;

static hs_err render_landmass(const void *ctx, hs_sink out)
{
    const landmass_output *l = ctx;
    switch (l->format) {
    case 0: return hs_render_landmass_grid(l->m, out);
    case 1: return hs_render_landmass_text(l->m, out, l->color);
    case 2: return hs_render_landmass_json(l->m, out);
    case 3: return hs_render_landmass_svg(l->m, out);
    default: return hs_render_landmass_tmj(l->m, out);
    }
}

static int survey(int top, bool json, const char *path)
{
    hs_landmass_rating *work = malloc(HS_LANDMASS_SURVEY_WORK * sizeof *work), *best = malloc((size_t)top * sizeof *best);
    if (!work || !best) {
        free(work);
        free(best);
        return cli_failure("out of memory");
    }
    hs_diag diag = {{0}};
    survey_output out = {best, 0, json};
    hs_err err = hs_landmass_survey(work, HS_LANDMASS_SURVEY_WORK, best, (size_t)top, &out.n, &diag);
    int status = err ? cli_from_err(err, &diag) : cli_write(path, render_survey, &out, "survey");
    free(work);
    free(best);
    return status;
}

int cmd_landmass(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"rule", required_argument, NULL, 'r'},   {"start", required_argument, NULL, 's'},
        {"swap", no_argument, NULL, 'w'},          {"compat", no_argument, NULL, 'c'},
        {"format", required_argument, NULL, 'f'}, {"survey", no_argument, NULL, 'S'},
        {"top", required_argument, NULL, 't'},    {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},         {NULL, 0, NULL, 0},
    };
    static const char *const formats[] = {"grid", "text", "json", "svg", "tmj"};
    const char *rule_text = NULL, *start_text = NULL, *format = NULL, *path = NULL, *top_text = NULL;
    bool swap = false, compat = false, surveying = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":o:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'r':
            if (rule_text)
                return cli_usage_error("--rule given twice");
            rule_text = optarg;
            break;
        case 's':
            if (start_text)
                return cli_usage_error("--start given twice");
            start_text = optarg;
            break;
        case 'w': swap = true; break;
        case 'c': compat = true; break;
        case 'S': surveying = true; break;
        case 't':
            if (top_text)
                return cli_usage_error("--top given twice");
            top_text = optarg;
            break;
        case 'f':
            if (format)
                return cli_usage_error("--format given twice");
            format = optarg;
            break;
        case 'o': path = optarg; break;
        case 'h':
            landmass_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "landmass");
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed landmass --help')", argv[optind]);

    if (surveying) {
        if (rule_text || start_text || swap || compat)
            return cli_usage_error("--survey rates every rule and start: drop --%s",
                                   rule_text ? "rule" : start_text ? "start" : swap ? "swap" : "compat");
        long long top = 20;
        if (top_text && !cli_parse_long(top_text, 1, 65536, &top))
            return cli_usage_error("top '%s' is not a whole number from 1 to 65536", top_text);
        if (format && strcmp(format, "text") != 0 && strcmp(format, "json") != 0)
            return cli_usage_error("unknown survey format '%s' (formats: text, json)", format);
        return survey((int)top, format && strcmp(format, "json") == 0, path);
    }
    if (top_text)
        return cli_usage_error("--top belongs to --survey");

    int fmt = 1;
    if (format) {
        fmt = -1;
        for (int k = 0; k < (int)(sizeof formats / sizeof formats[0]); k++)
            if (strcmp(format, formats[k]) == 0)
                fmt = k;
        if (fmt < 0)
            return cli_usage_error("unknown format '%s' (formats: grid, text, json, svg, tmj)", format);
    }
    hs_landmass_options o = hs_landmass_default();
    o.swap = swap;
    if (compat) {
        o.rule = compat_value(rule_text ? rule_text : "", 77);
        o.start = compat_value(start_text ? start_text : "", 88);
    } else {
        long long v;
        if (rule_text) {
            if (!cli_parse_long(rule_text, 0, 255, &v))
                return cli_usage_error("rule '%s' is not a whole number from 0 to 255", rule_text);
            o.rule = (uint8_t)v;
        }
        if (start_text) {
            if (!cli_parse_long(start_text, 0, 255, &v))
                return cli_usage_error("start '%s' is not a whole number from 0 to 255", start_text);
            o.start = (uint8_t)v;
        }
    }
    hs_landmass m = hs_landmass_grow(&o);
    landmass_output out = {&m, fmt, (!path || strcmp(path, "-") == 0) && cli_use_color(stdout)};
    return cli_write(path, render_landmass, &out, "landmass");
}
