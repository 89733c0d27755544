/* SPDX-License-Identifier: MIT */
/* cmd_serve.c: `hexseed serve` starts the web server (server/) in the foreground until Ctrl-C. */
#include <getopt.h>
#include <string.h>

#include "cli.h"
#include "hexseed/server.h"

static void serve_usage(FILE *out)
{
    fputs("usage: hexseed serve [--bind ADDR] [--port N] [--threads N] [--quiet]\n\n"
          "Serves the web UI, board pages and the JSON API (docs/http.md) until SIGINT or SIGTERM.\n\n"
          "  --bind ADDR    IPv4 address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)\n"
          "  --port N       TCP port, 0..65535 (default 8080; 0 picks a free port and prints it)\n"
          "  --threads N    worker threads, 1..64 (default: the number of CPUs, at most 8)\n"
          "  --quiet        no access log (one line per request on standard error otherwise)\n",
          out);
}

int cmd_serve(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"bind", required_argument, NULL, 'b'},  {"port", required_argument, NULL, 'p'},
        {"threads", required_argument, NULL, 't'}, {"quiet", no_argument, NULL, 'q'},
        {"help", no_argument, NULL, 'h'},          {NULL, 0, NULL, 0},
    };
    hs_server_options opt = hs_server_default();
    bool have_bind = false, have_port = false, have_threads = false, quiet = false;
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        long long v;
        switch (c) {
        case 'b':
            if (have_bind)
                return cli_usage_error("--bind given twice");
            have_bind = true;
            opt.bind = optarg;
            break;
        case 'p':
            if (cli_once_long("port", "port", optarg, 0, 65535, &have_port, &v) != CLI_OK)
                return CLI_USAGE;
            opt.port = (uint16_t)v;
            break;
        case 't':
            if (cli_once_long("threads", "threads", optarg, 1, 64, &have_threads, &v) != CLI_OK)
                return CLI_USAGE;
            opt.threads = (unsigned)v;
            break;
        case 'q':
            quiet = true;
            break;
        case 'h':
            serve_usage(stdout);
            return CLI_OK;
        default:
            return cli_bad_option(c, argv, "serve");
        }
    }
    if (optind < argc)
        return cli_usage_error("unexpected argument '%s' (try 'hexseed serve --help')", argv[optind]);
    hs_diag diag = {{0}};
    if (quiet)
        opt.log = NULL; /* the "serving on" line still goes to opt.status */
    hs_err err = hs_server_run(&opt, &diag);
    if (err == HS_EINVAL)
        return cli_usage_error("%s", diag.msg);
    if (err)
        return cli_failure("%s", diag.msg);
    return CLI_OK;
}
