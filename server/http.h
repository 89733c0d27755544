/* SPDX-License-Identifier: MIT */
/* http.h: the server's inside, free of libmicrohttpd: a parsed request, the response a route
 * builds, the route table, and the helpers routes use to read parameters and answer. */
#ifndef HEXSEED_SERVER_HTTP_H
#define HEXSEED_SERVER_HTTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hexseed/code.h"
#include "hexseed/error.h"
#include "hexseed/sink.h"

#include "pool.h"

/* Documented limits (docs/http.md). */
#define SRV_MAX_URI 2048        /* request target, bytes: longer is 414 */
#define SRV_MAX_PARAMS 16       /* query parameters */
#define SRV_MAX_QUERY_PARTS 64  /* parts between '&', empty ones included */
#define SRV_MAX_ETAG (HS_CODE_MAX_CHARS + 56) /* an ETag header value, with its NUL */
#define SRV_MAX_VALUE 512       /* one decoded parameter value, bytes */
#define SRV_MAX_BODY (8u << 20) /* one generated response, bytes */
#define SRV_MAX_ITERATIONS 1000000u /* balancing steps an API request may ask for (about 0.3 s) */
#define SRV_MAX_CODE_ITERATIONS 2000000u /* balancing steps a /board/ code may carry here (about 0.7 s) */
#define SRV_SIM_GAMES_MAX 64000u   /* games a /api/fairness request may ask for: the default plan */
#define SRV_OPENING_GAMES_MAX 1000u /* rollouts per spot a /api/openings request may ask for */
#define SRV_MAX_TERRAIN_SIDE 4096u       /* terrain map side, cells */
#define SRV_MAX_SURVEY_TOP 200           /* maps a landmass survey lists */
#define SRV_MAX_TERRAIN_CELLS 4194304u   /* terrain map, cells (2048 x 2048) */
#define SRV_MAX_TMJ_CELLS 2097152u       /* a terrain map as a Tiled map: 2 bytes a cell within SRV_MAX_BODY */
#define SRV_MAX_TERRAIN_WORK (UINT64_C(1) << 27) /* cells x iterations (in-place: about 0.8 s) */
#define SRV_MAX_TERRAIN_PIXELS (UINT64_C(1) << 24) /* a terrain PNG, pixels (4096 x 4096) */

typedef struct srv_param {
    char name[32];
    char value[SRV_MAX_VALUE + 1];
    bool used; /* set by the srv_param_* readers; a parameter no route read is an error */
} srv_param;

typedef struct srv_request {
    bool head;                       /* HEAD: same headers, no body (libmicrohttpd drops it) */
    char path[SRV_MAX_URI + 1];      /* percent-decoded path, without the query */
    int n_params;
    srv_param params[SRV_MAX_PARAMS];
    const char *if_none_match;       /* the header, or NULL */
} srv_request;

typedef struct srv_response srv_response;

/* The expensive part of a request, run on the work pool (see srv_defer): fills `res` like a
 * handler. `ctx` is the pool's copy of what srv_defer was given (freed after the call);
 * `cancel` becomes true when the server shuts down: pass it to the generators, and on
 * HS_ECANCEL answer with srv_cancelled. */
typedef void (*srv_job_fn)(void *ctx, const hs_cancel *cancel, srv_response *res);

/* What a route answers. Either `body` (owned, freed by the server) or `static_body` (lives
 * for the program). `etag` empty: none. `cache` NULL: "no-store". */
typedef struct srv_response {
    int status;
    const char *content_type;
    hs_buf body;
    const void *static_body;
    size_t static_len;
    char etag[SRV_MAX_ETAG];         /* with room for a W/ prefix */
    const char *cache;
    const char *allow;               /* the Allow header of a 405 */
    char disposition[HS_CODE_MAX_CHARS + 64];         /* Content-Disposition, or empty */
    bool cacheable;                  /* the server may keep this answer for the same target
                                        (only for immutable answers: see srv_immutable) */
    unsigned retry_after;            /* seconds for a Retry-After header (503, 429); 0: none */
    char error[512];                 /* srv_error's message (printable ASCII), for the HTML page */
    const char *outcome;             /* set before srv_error: its "outcome" (srv_board_error) */
    srv_job_fn job;                  /* set by srv_defer: the server runs it on the work pool */
    void *job_ctx;
} srv_response;

typedef void (*srv_handler)(srv_request *req, srv_response *res);



/* One route: `path` matched exactly, or as a prefix when it ends with '/'. */
typedef struct srv_route {
    const char *path;
    srv_handler handler;
} srv_route;

/* The route that answers the (decoded) `path`: the first entry of the route table (routes.c)
 * matching it, or NULL (404). */
const srv_route *srv_route_find(const char *path);

/* Embedded web files (generated from web/ at build time). */
typedef struct srv_asset {
    const char *name;          /* "index.html", "app.js", ... */
    const char *content_type;
    const unsigned char *data;
    size_t len;
    uint32_t hash;             /* FNV-1a of the content, for the ETag */
} srv_asset;

extern const srv_asset srv_assets[];
extern const size_t srv_asset_count;

/* The asset called `name`, or NULL. */
const srv_asset *srv_asset_find(const char *name);

/* ---- Parsing --------------------------------------------------------------------------- */

/* Percent-decodes `in` (length `len`) into `out` (room for `cap` bytes with the NUL); in a
 * query, '+' is a space. False for a bad escape (not two hex digits), an encoded NUL, or a
 * result longer than cap-1. */
bool srv_unescape(const char *in, size_t len, bool query, char *out, size_t cap);

/* Percent-encodes `in` for a query value: every byte but letters, digits and "-._~" becomes %XX.
 * Cuts at a whole escape when `cap` (room with the NUL) is too small. */
void srv_query_escape(const char *in, char *out, size_t cap);

/* Splits the raw request target into path and parameters. On failure fills `res` with the
 * 400/414 answer and returns false. */
bool srv_parse_target(const char *target, srv_request *req, srv_response *res);

/* True when `name` is a header field name: a token of RFC 9110 5.6.2 (letters, digits and
 * !#$%&'*+-.^_`|~; not empty). */
bool srv_field_name_valid(const char *name);

/* True when `value` is a Host header's value as RFC 9110 7.2 allows it: empty, or a host (a
 * name of RFC 3986 reg-name characters, or an IPv6 literal in brackets) with an optional
 * ":port" of digits. */
bool srv_host_valid(const char *value);

/* ---- Reading parameters (each marks the parameter used) --------------------------------- */

/* The value of parameter `name`, or NULL when absent. */
const char *srv_param_get(srv_request *req, const char *name);

/* After a route read its parameters: false (and a 400 naming it) when one was not used. */
bool srv_params_all_used(const srv_request *req, srv_response *res);

/* True when the If-None-Match header `header` (may be NULL) names `etag` (or is "*"). Weak
 * comparison, as RFC 9110 asks for If-None-Match: W/"x" matches "x" and the other way round. */
bool srv_etag_matches(const char *header, const char *etag);

/* True when the Accept-Encoding header `header` (may be NULL) gives gzip a quality above 0: its
 * own member ("gzip" or "x-gzip") decides, else "*" (RFC 9110 12.5.3: "gzip;q=0, *" refuses it);
 * a member with a weight that is not a qvalue counts as q=0. */
bool srv_accepts_gzip(const char *header);

/* True when answers of `content_type` (not NULL) are worth compressing (text, JSON, SVG,
 * JavaScript). */
bool srv_compressible(const char *content_type);

/* Compresses `len` bytes at `data` into `out` (emptied first) in the gzip format. HS_ENOMEM or
 * HS_EIO (zlib failed); `out` is empty then. */
hs_err srv_gzip(const void *data, size_t len, hs_buf *out);

/* FNV-1a of a string: for cache slots and ETags of long keys. */
uint32_t srv_hash(const char *s);

/* ---- Answers ----------------------------------------------------------------------------- */

/* A JSON error body {"error": message, "parameter": parameter} (parameter omitted when NULL;
 * "outcome" added when res->outcome is set, which it then clears). */
void srv_error(srv_response *res, int status, const char *parameter, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* True when the Accept header `accept` (may be NULL) gives text/html a higher quality than
 * application/json (RFC 9110 12.5.1: the most specific matching range decides each; a tie, or
 * no header, is JSON). */
bool srv_prefers_html(const char *accept);

/* Turns the JSON error in `res` into the HTML error page (web/error.html) for a browser that
 * asked for `path`: the message in words and a way on ("make a board" under /board/, the home
 * page elsewhere, "try again" for 429 and 503). Keeps the status and headers. */
void srv_error_page(srv_response *res, const char *path);

/* Hands the rest of a request to the work pool: the server queues `job` with a copy of the
 * `size` bytes at `ctx` and answers when it has run (or 503 when the pool is full, 429 when
 * this client has too much work queued). The handler returns right after this call. Cheap
 * handlers never call it. `size` is at least 1. False (and a 500 in `res`) when out of memory. */
bool srv_defer(srv_response *res, srv_job_fn job, const void *ctx, size_t size);

/* The body of a job's answer as a sink that stops once the job is cancelled: a write after
 * `cancel` is set fails with HS_ECANCEL, so a long drawing ends at its next write (cairo's PNG
 * encoder writes every few kilobytes) instead of running to its end. `cancel` may be NULL (an
 * inline answer: never cancelled). `b` must outlive the sink. */
typedef struct srv_body {
    hs_buf *buf;
    const hs_cancel *cancel;
} srv_body;
hs_sink srv_body_sink(srv_body *b);
/* The answer for a board that could not be made (docs/http.md, "Errors"): 400 for bad input
 * (HS_EINVAL, HS_ECONFLICT), 422 {"outcome":"no-board"} when the search proved that no board
 * exists (HS_EUNSAT), 501 {"outcome":"gave-up"} when it spent its node budget first
 * (HS_ELIMIT): a limit of this server, the same every time, so not worth a retry; 500 when
 * memory ran out (HS_ENOMEM). */
void srv_board_error(srv_response *res, hs_err err, const hs_diag *diag, const char *parameter);

/* The answer of a job that was cancelled by the shutdown: 503 with Retry-After. */
void srv_cancelled(srv_response *res);

/* The answer to a request the work pool refused (`verdict` is not SRV_SUBMITTED), each with
 * Retry-After: 1: 429 when this client already has its share queued or running, 503 when every
 * worker is busy and the queue is full, or when the pool is stopping (srv_cancelled). */
void srv_refused(srv_response *res, srv_submit verdict);

/* The common tail of a generator's answer: on `err` a 500 "cannot write the answer"; else 200
 * with `content_type`, and when `key` is not NULL an immutable, cacheable answer (srv_immutable). */
void srv_finish(srv_response *res, hs_err err, const char *content_type, const char *key);

/* Marks `res` as the never-changing answer for `key` (a share code and format): strong ETag
 * and a year-long immutable Cache-Control. */
void srv_immutable(srv_response *res, const char *key);

/* True when the client's If-None-Match names the answer srv_immutable would mark for `key`:
 * a route may then finish with an empty 200 for `key` (the server turns it into a 304) instead
 * of making the answer. */
bool srv_client_has(const srv_request *req, const char *key);

/* Marks `res` as a page of the app about `key` (a board's page): it never changes for this build,
 * but it is the app's shell, so a new release must reach a phone that has it: "no-cache" (the
 * browser revalidates; a 304 costs next to nothing) with an ETag of the version, the UI files
 * and `key`, and the server may keep it. */
void srv_app_page(srv_response *res, const char *key);

/* srv_client_has for the page srv_app_page marks. */
bool srv_client_has_page(const srv_request *req, const char *key);

#endif
