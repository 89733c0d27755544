/* SPDX-License-Identifier: MIT */
/* cmd_landmass.c: `hexseed landmass` grows the Seafarers landmass of an elementary cellular
 * automaton, or surveys all 65,536 (rule, start) pairs for the most playable maps; its options
 * are the generator table's (args.c), with --compat, the command line's own reading of --rule
 * and --start as the original page read its form. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "hexseed/landmass.h"

static const cli_extra landmass_extras[] = {
    {"compat", NULL, "read --rule and --start as the original page did: empty or 0 gives 77/88, values over 255 "
                     "keep their top 8 binary digits, text reads as 0"},
    {"color", "auto|always|never", "colour the text map: auto (the default: on a terminal, unless NO_COLOR is set or "
                                   "TERM is dumb), always, never"},
};
#define N_EXTRAS ((int)(sizeof landmass_extras / sizeof landmass_extras[0]))

static const char landmass_about[] =
    "On the 8x8 hex grid of the original page. A full board on a landmass: hexseed seafarers --landmass R:S\n";

/* With --compat, argv again with the values of --rule and --start (`--rule X`, `--rule=X`) read
 * as the original page read them, as plain numbers in `kept`; without it, argv itself. NULL
 * when out of memory; the caller frees what is not argv. */
static char **read_compat(int *argc, char **argv, char kept[2][8])
{
    bool compat = false;
    for (int i = 1; i < *argc && strcmp(argv[i], "--") != 0; i++)
        compat |= strcmp(argv[i], "--compat") == 0;
    if (!compat)
        return argv;
    char **out = malloc(((size_t)*argc + 3) * sizeof *out);
    if (!out)
        return NULL;
    int n = 0;
    bool options = true;
    for (int i = 0; i < *argc; i++) {
        options &= strcmp(argv[i], "--") != 0;
        int k = !options ? -1 : strncmp(argv[i], "--rule", 6) == 0 ? 0 : strncmp(argv[i], "--start", 7) == 0 ? 1 : -1;
        const char *name = k == 0 ? "--rule" : "--start", *value = NULL;
        if (k >= 0 && argv[i][strlen(name)] == '=')
            value = argv[i] + strlen(name) + 1;
        else if (k >= 0 && argv[i][strlen(name)] == '\0' && i + 1 < *argc)
            value = argv[++i];
        if (!value) {
            out[n++] = argv[i];
            continue;
        }
        snprintf(kept[k], sizeof kept[k], "%u", (unsigned)hs_landmass_compat_value(value, k ? 88 : 77));
        out[n++] = (char *)name;
        out[n++] = kept[k];
    }
    out[n] = NULL;
    *argc = n;
    return out;
}

int cmd_landmass(int argc, char **argv)
{
    char kept[2][8];
    char **args = read_compat(&argc, argv, kept);
    if (!args)
        return cli_failure("out of memory");
    cli_args a;
    int status = cli_args_read("landmass", argc, args, landmass_extras, N_EXTRAS, &a);
    if (args != argv)
        free(args);
    if (a.help)
        cli_args_usage("landmass", landmass_extras, N_EXTRAS, landmass_about, stdout);
    if (status != CLI_OK || a.help)
        return status;
    if (a.extra[0] && hs_request_value(&a.req, "survey").integer)
        return cli_usage_error("survey rates every rule and start: drop compat");
    hs_landmass_options o;
    hs_diag diag = {{0}};
    if (hs_landmass_options_read(&a.req, &o, &diag) != HS_OK) /* said before any work */
        return cli_from_err(HS_EINVAL, &diag);
    return cli_args_run(&a, "landmass", "maps", 0);
}
