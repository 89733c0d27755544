/* SPDX-License-Identifier: MIT */
/* cmd_serve.c: `hexseed serve` starts the web server (server/) in the foreground until Ctrl-C.
 * Its numeric flags are one table over the fields of hs_server_options: the table gives the
 * option parser, the usage line and --help alike. */
#include <getopt.h>
#include <stddef.h>
#include <string.h>

#include "cli.h"
#include "hexseed/server.h"

/* A numeric flag that sets one unsigned field of hs_server_options. The ranges are the
 * server's own (hs_server_start checks them again). */
typedef struct serve_flag {
    const char *name;
    size_t field; /* offsetof(hs_server_options, ...) */
    long long min, max;
    const char *help;
} serve_flag;

static const serve_flag serve_flags[] = {
    {"threads", offsetof(hs_server_options, threads), 1, 64,
     "threads that answer connections, 1..64 (default: the number of CPUs, at most 8)"},
    {"workers", offsetof(hs_server_options, workers), 1, 64,
     "threads that make expensive answers (balanced boards, big maps), 1..64 (default: as --threads' default)"},
    {"queue", offsetof(hs_server_options, queue), 0, 4096,
     "expensive requests waiting for a worker, 0..4096; beyond: 503 (default 32)"},
    {"per-client", offsetof(hs_server_options, per_client), 1, 1024,
     "expensive requests queued or running per address, 1..1024; beyond: 429 (default 2)"},
    {"max-connections", offsetof(hs_server_options, max_connections), 1, 10000,
     "open connections at once, 1..10000; at the limit the longest-waiting idle one is cut (default 512)"},
    {"per-address", offsetof(hs_server_options, per_ip_connections), 1, 10000,
     "open connections from one address, 1..10000 (default 32)"},
    {"timeout", offsetof(hs_server_options, timeout_seconds), 1, 3600,
     "seconds an idle connection is kept, 1..3600 (default 15)"},
    {"head-timeout", offsetof(hs_server_options, head_timeout_seconds), 1, 3600,
     "seconds a connection has to send a whole request head, 1..3600 (default 10)"},
    {"cache", offsetof(hs_server_options, cache_entries), 0, 4096,
     "rendered answers kept in memory, 0..4096 (default 256)"},
    {"cache-mb", offsetof(hs_server_options, cache_megabytes), 1, 4096,
     "MiB those answers may take, 1..4096; one over an eighth of it is not kept (default 16)"},
};
#define N_SERVE_FLAGS (sizeof serve_flags / sizeof serve_flags[0])

static void serve_usage(FILE *out)
{
    fputs("usage: hexseed serve [--bind ADDR] [--port N]", out);
    for (size_t k = 0; k < N_SERVE_FLAGS; k++)
        fprintf(out, " [--%s N]", serve_flags[k].name);
    fputs(" [--quiet]\n\n"
          "Serves the web UI, board pages and the JSON API (docs/http.md) until SIGINT or SIGTERM.\n\n"
          "  --bind ADDR          IPv4 or IPv6 address to listen on, or localhost (the default: 127.0.0.1 and ::1);\n"
          "                       0.0.0.0 is every IPv4 interface, :: every interface of both families\n"
          "  --port N             TCP port, 0..65535 (default 8080; 0 picks a free port and prints it)\n",
          out);
    for (size_t k = 0; k < N_SERVE_FLAGS; k++)
    {
        char flag[32];
        snprintf(flag, sizeof flag, "%s N", serve_flags[k].name);
        fprintf(out, "  --%-18s %s\n", flag, serve_flags[k].help);
    }
    fputs("  --quiet              no access log (one line per request on standard error otherwise)\n", out);
}

int cmd_serve(int argc, char **argv)
{
    /* Fixed flags first; the table's flags take the option codes from 256 on. */
    struct option longopts[4 + N_SERVE_FLAGS + 1] = {
        {"bind", required_argument, NULL, 'b'},
        {"port", required_argument, NULL, 'p'},
        {"quiet", no_argument, NULL, 'q'},
        {"help", no_argument, NULL, 'h'},
    };
    for (size_t k = 0; k < N_SERVE_FLAGS; k++)
        longopts[4 + k] = (struct option){serve_flags[k].name, required_argument, NULL, 256 + (int)k};
    hs_server_options opt = hs_server_default();
    bool have_bind = false, have_port = false, quiet = false, seen[N_SERVE_FLAGS] = {false};
    int c;
    opterr = 0;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
        long long v;
        if (c >= 256 && c < 256 + (int)N_SERVE_FLAGS) {
            const serve_flag *f = &serve_flags[c - 256];
            if (cli_once_long(f->name, f->name, optarg, f->min, f->max, &seen[c - 256], &v) != CLI_OK)
                return CLI_USAGE;
            *(unsigned *)(void *)((char *)&opt + f->field) = (unsigned)v;
            continue;
        }
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
    if (opt.per_ip_connections > opt.max_connections)
        return cli_usage_error("--per-address %u is more than --max-connections %u: one address could fill the server",
                               opt.per_ip_connections, opt.max_connections);
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
