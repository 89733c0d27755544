/* SPDX-License-Identifier: MIT */
/* cli/args.h: a subcommand's arguments read against its generator's entry in the generator
 * table (hexseed/generators.h), and its --help written from it: the table's parameters as
 * --name VALUE (or --name=VALUE; a flag alone), --format, -o/--output FILE, -h/--help, the
 * operand (a share code) where the table has one, and a command's own few extras. */
#ifndef HEXSEED_CLI_ARGS_H
#define HEXSEED_CLI_ARGS_H

#include "cli.h"
#include "hexseed/generators.h"

/* An option that is the command line's own, not a parameter of the generator (--random). */
typedef struct cli_extra {
    const char *name;
    const char *metavar; /* NULL: a flag */
    const char *help;
} cli_extra;

#define CLI_MAX_EXTRAS 4

typedef struct cli_args {
    hs_request req;                      /* the generator, its format and its values */
    const char *output;                  /* -o FILE; NULL: standard output */
    bool format_given;
    bool help;                           /* -h or --help was given: print the usage, nothing else */
    const char *extra[CLI_MAX_EXTRAS];   /* each extra's value ("1" for a flag), NULL when absent */
    const char *making;                  /* the progress line's word ("balancing"); NULL: the generator's name */
} cli_args;

/* Reads argv (argv[0] is the subcommand) into *a. Returns CLI_OK, or the usage error said in
 * one line: an unknown or ambiguous option, a missing value, a value the table refuses (the
 * library's message), an option given twice, a missing operand. */
int cli_args_read(const char *generator, int argc, char **argv, const cli_extra *extras, int n_extras, cli_args *a);

/* A fresh seed from the system when none was given, said on standard error ("hexseed: seed N"). */
void cli_args_fresh_seed(cli_args *a);

/* Makes the request and writes it to -o FILE or standard output (hs_cairo_request_run), in
 * colour where the format has it and standard output is a terminal that takes it; a binary
 * format is refused for a terminal. On a terminal, after a second of work, a progress line
 * for the making (in `unit`s, where the generator reports it) and one for the writing (of
 * `bytes` in all; 0: not known before). `what` names the answer in a failure ("cannot write
 * the map: ..."). The exit status: CLI_OK, or the error said in one line. */
int cli_args_run(const cli_args *a, const char *what, const char *unit, double bytes);

/* The --help text: usage line, the generator's summary, `about` (more lines, may be NULL), and
 * one line per parameter, the formats and the extras, all from the table. */
void cli_args_usage(const char *generator, const cli_extra *extras, int n_extras, const char *about, FILE *out);

#endif
