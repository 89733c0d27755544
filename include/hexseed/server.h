/* SPDX-License-Identifier: MIT */
/* hexseed/server.h: the embedded web server (libmicrohttpd): the web UI, board pages and
 * images by share code, and the JSON API of every generator. docs/http.md lists the routes. */
#ifndef HEXSEED_SERVER_H
#define HEXSEED_SERVER_H

#include <stdint.h>
#include <stdio.h>

#include "hexseed/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How the server listens and how much it accepts. Fill with hs_server_default(). */
typedef struct hs_server_options {
    /* The address to listen on: an IPv4 or IPv6 address ("0.0.0.0", "::1"; "::" takes both
     * families on every interface), or "localhost": 127.0.0.1 and ::1, where the machine has
     * IPv6. Default "localhost". */
    const char *bind;
    uint16_t port;             /* TCP port; 0 picks a free one (see hs_server_port); default 8080 */
    unsigned threads;          /* worker threads, 1..64; default the number of CPUs (at most 8) */
    /* Open connections at once, 1..10000; default 512. The server raises the process's soft
     * open-file limit to what this needs, and refuses to start when the hard limit is lower. */
    unsigned max_connections;
    unsigned timeout_seconds;  /* an idle connection is closed after this, 1..3600; default 15 */
    /* A connection must deliver a whole request head (request line and headers) within this
     * many seconds of opening; a kept-alive one within this many seconds of the next request
     * line (and of timeout_seconds after its previous answer); else it is closed, however
     * slowly the bytes trickle in. 1..3600; default 10. */
    unsigned head_timeout_seconds;
    unsigned per_ip_connections; /* open connections from one address, 1..10000; default 32 */
    /* The work pool for expensive generation (balanced boards, land and water maps, Hex Empire
     * maps, the landmass survey), apart from the connection threads: */
    unsigned workers;          /* its threads, 1..64; default the number of CPUs (at most 8) */
    unsigned queue;            /* requests waiting for a worker, 0..4096 (beyond: 503); default 32 */
    unsigned per_client;       /* expensive requests queued or running per address, 1..1024
                                  (beyond: 429); default 2 */
    unsigned cache_entries;    /* rendered responses kept per server, 0..4096; default 256 */
    /* The most their bodies may take together, in MiB, 1..4096; one answer over an eighth of it
     * is not kept. Default 16. */
    unsigned cache_megabytes;
    /* Where the access log goes, one line per request; NULL: no log. Default stderr. The
     * server writes each line with one fprintf, so lines from different threads never mix. */
    FILE *log;
    /* Where hs_server_run says where it listens and that it stops; NULL: silent. Default stderr. */
    FILE *status;
} hs_server_options;

/* The defaults written beside each field. */
hs_server_options hs_server_default(void);

/* A running server: an opaque handle. */
typedef struct hs_server hs_server;

/* Starts listening and serving on background threads and returns at once.
 * Errors: HS_EINVAL for an option out of range, a bind address that is not an address, or
 * max_connections beyond what the hard open-file limit allows; HS_EIO when a socket cannot be
 * opened (port in use, no permission) or libmicrohttpd cannot start (its reason); HS_ENOMEM.
 * `diag` says which. Stop it with hs_server_stop. With glibc it fixes the process's malloc mmap
 * threshold at 256 KiB (mallopt), so that the big answers it makes and frees go back to the
 * system instead of staying in per-thread heaps (docs/benchmarks.md, make soak). */
hs_err hs_server_start(const hs_server_options *options, hs_server **server, hs_diag *diag);

/* The port the server listens on (the chosen one when options.port was 0). */
uint16_t hs_server_port(const hs_server *server);

/* Where it listens, as URLs: "http://127.0.0.1:8080 and http://[::1]:8080". */
const char *hs_server_urls(const hs_server *server);

/* The expensive requests running on the work pool and waiting for it, now (either pointer may
 * be NULL). */
void hs_server_work(hs_server *server, unsigned *running, unsigned *queued);

/* The rendered answers the cache holds now and the bytes of their bodies, within
 * options.cache_megabytes (either pointer may be NULL). */
void hs_server_cached(hs_server *server, unsigned *entries, size_t *bytes);

/* Stops accepting, cancels the generation in flight (its clients get 503; requests still queued
 * too), waits for it to stop and up to five seconds for those answers to go out, closes every
 * connection, joins the threads and frees the handle. hs_server_stop(NULL) does nothing. */
void hs_server_stop(hs_server *server);

/* Starts a server, prints "hexseed: serving on http://ADDR:PORT" to options->status (when
 * not NULL), then blocks until the process receives SIGINT or SIGTERM, stops and returns HS_OK
 * within about a second, whatever the machine is doing: work that has not stopped by then is
 * left running (its clients get no answer), for the process to exit. Blocks those two signals in the calling thread (and so in the server's threads) for
 * its duration. Errors are hs_server_start's. */
hs_err hs_server_run(const hs_server_options *options, hs_diag *diag);

#ifdef __cplusplus
}
#endif

#endif
