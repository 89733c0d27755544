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
            if (have_port)
                return cli_usage_error("--port given twice");
            have_port = true;
            if (!cli_parse_long(optarg, 0, 65535, &v))
                return cli_usage_error("port '%s' is not a whole number from 0 to 65535", optarg);
            opt.port = (uint16_t)v;
            break;
        case 't':
            if (have_threads)
                return cli_usage_error("--threads given twice");
            have_threads = true;
            if (!cli_parse_long(optarg, 1, 64, &v))
                return cli_usage_error("threads '%s' is not a whole number from 1 to 64", optarg);
            opt.threads = (unsigned)v;
            break;
        case 'q':
            quiet = true;
            break;
        case 'h':
            serve_usage(stdout);
            return CLI_OK;
        case ':':
            return cli_usage_error("option %s needs a value", argv[optind - 1]);
        default:
            return cli_usage_error("unknown option '%s' (try 'hexseed serve --help')", argv[optind - 1]);
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
