/* SPDX-License-Identifier: MIT */
/* server.c: the libmicrohttpd side of the server: the listening socket, the connection threads,
 * the limits on connections (global, per address, the request-head deadline), the hand-over of
 * expensive work to the work pool (suspending the connection meanwhile), a small cache of
 * rendered responses, conditional requests, the access log and the shutdown. */
#include "hexseed/server.h"
#include "http.h"
#include "pool.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>

#define SRV_MAX_THREADS 64

/* One slot of the direct-mapped response cache. The MHD response is reference-counted by
 * libmicrohttpd, so a slot can be replaced while a connection is still sending the old one. */
typedef struct cache_slot {
    char key[SRV_MAX_URI + 1];
    struct MHD_Response *response;
    int status;
    char etag[SRV_MAX_ETAG];
    const char *cache, *content_type; /* what a 304 of it repeats (static strings) */
    size_t len;
    bool gzip;  /* the gzip-encoded answer, for clients that take it */
} cache_slot;

/* One open connection, from libmicrohttpd's "started" notice to its "closed" one: what the
 * connection limits count and the head deadline watches. */
typedef struct conn_entry {
    int fd;
    uint32_t ip;               /* IPv4, host order */
    uint64_t deadline;         /* the request head must be in by then (now_ns's clock) */
    bool head_done;            /* the current request's head is in: no deadline */
    bool reaped;
    struct conn_entry *prev, *next;
} conn_entry;

struct hs_server {
    struct MHD_Daemon *daemon;
    uint16_t port;
    FILE *log;
    pthread_mutex_t cache_lock;
    cache_slot *cache;
    unsigned cache_size;
    srv_pool *pool;
    /* The connections and their limits (conn_lock guards the list and the reaper's state). */
    pthread_mutex_t conn_lock;
    pthread_cond_t reaper_wake;
    pthread_t reaper;
    bool reaper_started, stopping;
    conn_entry *conns;
    unsigned n_conns, max_connections, per_ip, head_timeout, idle_timeout;
    unsigned n_cut;     /* connections in the list that were shut down and are closing */
    unsigned max_with_closing; /* open connections counting those cut and still closing */
    atomic_uint deferred; /* requests handed to the pool whose answer is not sent yet */
};

/* Everything known about one request, from its first line to its completion. */
typedef struct conn_ctx {
    struct timespec start;
    char target[SRV_MAX_URI + 1];
    bool target_too_long;
    bool headers_seen;
    bool answered;
    bool gzip;           /* the client takes gzip (Accept-Encoding) */
    char method[16];
    int status;
    size_t bytes;
    srv_request req;
    /* A request handed to the work pool: the task, the connection to resume, and the answer
     * the job writes. `finished` is set before the connection is resumed. */
    hs_server *srv;
    struct MHD_Connection *connection;
    bool deferred;
    atomic_bool finished;
    srv_task task;
    srv_response res;
} conn_ctx;

hs_server_options hs_server_default(void)
{
    hs_server_options o;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    o.bind = "127.0.0.1";
    o.port = 8080;
    o.threads = cpus < 1 ? 1 : cpus > 8 ? 8 : (unsigned)cpus;
    o.max_connections = 512;
    o.timeout_seconds = 15;
    o.head_timeout_seconds = 10;
    o.per_ip_connections = 32;
    o.workers = o.threads;
    o.queue = 32;
    o.per_client = 2;
    o.cache_entries = 256;
    o.log = stderr;
    o.status = stderr;
    return o;
}

/* ---- Connections: the limits and the request-head deadline ---------------------------------- */

/* The client's IPv4 address (host order). The server listens on IPv4 only (check_options), so
 * every client address libmicrohttpd gives is one. */
static uint32_t client_ip(const struct sockaddr *sa)
{
    return ntohl(((const struct sockaddr_in *)(const void *)sa)->sin_addr.s_addr);
}

static uint32_t connection_ip(struct MHD_Connection *connection)
{
    return client_ip(MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS)->client_addr);
}

/* The connection's entry, or NULL when it is untracked (on_connection was out of memory). */
static conn_entry *entry_of(struct MHD_Connection *connection)
{
    return MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT)->socket_context;
}

/* CLOCK_MONOTONIC in nanoseconds: deadlines as plain numbers, compared in one step. */
static uint64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static uint64_t after_seconds(unsigned seconds)
{
    return now_ns() + (uint64_t)seconds * 1000000000u;
}

/* The head of the current request is in: the deadline no longer applies. */
static void head_received(hs_server *srv, struct MHD_Connection *connection)
{
    pthread_mutex_lock(&srv->conn_lock);
    conn_entry *e = entry_of(connection);
    if (e)
        e->head_done = true;
    pthread_mutex_unlock(&srv->conn_lock);
}

/* An answer went out: the connection may now sit idle (the idle timeout closes it), but the
 * next request's head is due at most idle timeout + head deadline from now; its request line
 * starts the head deadline proper (head_started). */
static void head_expected(hs_server *srv, struct MHD_Connection *connection)
{
    pthread_mutex_lock(&srv->conn_lock);
    conn_entry *e = entry_of(connection);
    if (e) {
        e->head_done = false;
        e->deadline = after_seconds(srv->head_timeout + srv->idle_timeout);
    }
    pthread_mutex_unlock(&srv->conn_lock);
}

/* A request line arrived: the rest of its head is due within the head deadline. */
static void head_started(hs_server *srv, struct MHD_Connection *connection)
{
    pthread_mutex_lock(&srv->conn_lock);
    conn_entry *e = entry_of(connection);
    if (e && !e->head_done) {
        uint64_t due = after_seconds(srv->head_timeout);
        if (due < e->deadline)
            e->deadline = due;
    }
    pthread_mutex_unlock(&srv->conn_lock);
}

/* At the global limit, makes room for a new connection the way nginx does: the connection that
 * has waited longest without a request head in (an idle keep-alive connection, or a head that is
 * late) is shut down, so that idle and slow sockets can never lock other clients out. A
 * connection whose request is being answered is never cut. Called with conn_lock held; false
 * when every connection is busy with a request. */
static bool cut_oldest_waiting(hs_server *srv)
{
    conn_entry *oldest = NULL;
    for (conn_entry *e = srv->conns; e; e = e->next) /* newest first: the last match is the oldest */
        if (!e->head_done && !e->reaped)
            oldest = e;
    if (!oldest)
        return false;
    shutdown(oldest->fd, SHUT_RDWR);
    oldest->reaped = true;
    srv->n_cut++;
    return true;
}

/* Before libmicrohttpd takes a new connection: refused (closed at once) beyond the limit per
 * address; at the global limit, the longest-waiting connection without a request is cut to make
 * room, and only when every connection is busy with a request is the new one refused.
 * libmicrohttpd's own limit is set higher, so that it keeps accepting (and we keep deciding)
 * instead of leaving clients in the listen backlog. */
static enum MHD_Result on_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen)
{
    hs_server *srv = cls;
    (void)addrlen;
    uint32_t ip = client_ip(addr);
    pthread_mutex_lock(&srv->conn_lock);
    bool ok = !srv->stopping;
    unsigned same = 0;
    for (const conn_entry *e = srv->conns; e && ok; e = e->next)
        ok = (same += e->ip == ip && !e->reaped) < srv->per_ip;
    if (ok && srv->n_conns - srv->n_cut >= srv->max_connections)
        ok = srv->n_conns < srv->max_with_closing && cut_oldest_waiting(srv);
    pthread_mutex_unlock(&srv->conn_lock);
    return ok ? MHD_YES : MHD_NO;
}

static void on_connection(void *cls, struct MHD_Connection *connection, void **socket_context,
                          enum MHD_ConnectionNotificationCode code)
{
    hs_server *srv = cls;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        conn_entry *e = calloc(1, sizeof *e);
        if (!e)
            return; /* untracked: only its idle timeout closes it */
        e->fd = (int)MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD)->connect_fd;
        e->ip = connection_ip(connection);
        e->deadline = after_seconds(srv->head_timeout);
        pthread_mutex_lock(&srv->conn_lock);
        e->next = srv->conns;
        if (srv->conns)
            srv->conns->prev = e;
        srv->conns = e;
        srv->n_conns++;
        pthread_mutex_unlock(&srv->conn_lock);
        *socket_context = e;
    } else { /* MHD_CONNECTION_NOTIFY_CLOSED, the only other notice */
        conn_entry *e = *socket_context;
        if (!e)
            return;
        /* Still open here: the reaper may shut it down until it leaves the list. */
        pthread_mutex_lock(&srv->conn_lock);
        if (e->prev)
            e->prev->next = e->next;
        else
            srv->conns = e->next;
        if (e->next)
            e->next->prev = e->prev;
        srv->n_conns--;
        srv->n_cut -= e->reaped;
        pthread_mutex_unlock(&srv->conn_lock);
        *socket_context = NULL;
        free(e);
    }
}

/* Four times a second, shuts down the connections whose request head is late. libmicrohttpd's
 * timeout counts idle time only, so a client sending a byte every few seconds would hold its
 * connection forever; shutdown() (not close(): the descriptor stays libmicrohttpd's) makes the
 * next read see the end, and libmicrohttpd closes the connection itself. */
static void *reaper(void *arg)
{
    hs_server *srv = arg;
    pthread_mutex_lock(&srv->conn_lock);
    while (!srv->stopping) {
        uint64_t now = now_ns();
        for (conn_entry *e = srv->conns; e; e = e->next)
            if (!e->head_done && !e->reaped && now > e->deadline) {
                shutdown(e->fd, SHUT_RDWR);
                e->reaped = true;
                srv->n_cut++;
            }
        uint64_t next = now + 250000000u;
        struct timespec wake = {(time_t)(next / 1000000000u), (long)(next % 1000000000u)};
        pthread_cond_timedwait(&srv->reaper_wake, &srv->conn_lock, &wake);
    }
    pthread_mutex_unlock(&srv->conn_lock);
    return NULL;
}

/* ---- Access log ---------------------------------------------------------------------------- */

static void *on_uri(void *cls, const char *uri, struct MHD_Connection *connection)
{
    head_started(cls, connection);
    conn_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx)
        return NULL;
    clock_gettime(CLOCK_MONOTONIC, &ctx->start);
    size_t n = strlen(uri);
    ctx->target_too_long = n > SRV_MAX_URI;
    if (n > SRV_MAX_URI)
        n = SRV_MAX_URI;
    memcpy(ctx->target, uri, n);
    ctx->target[n] = '\0';
    return ctx;
}

/* Writes the target for the log with control characters and quotes escaped. */
static void log_safe(char *out, size_t cap, const char *in)
{
    size_t k = 0;
    for (; *in && k + 5 < cap; in++) {
        unsigned char c = (unsigned char)*in;
        if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\')
            k += (size_t)snprintf(out + k, cap - k, "\\x%02x", c);
        else
            out[k++] = (char)c;
    }
    out[k] = '\0';
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **req_cls,
                         enum MHD_RequestTerminationCode toe)
{
    hs_server *srv = cls;
    conn_ctx *ctx = *req_cls;
    *req_cls = NULL;
    if (!ctx)
        return;
    head_expected(srv, connection);
    if (ctx->deferred)
        atomic_fetch_sub(&srv->deferred, 1);
    if (srv->log) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        double ms = (double)(now.tv_sec - ctx->start.tv_sec) * 1e3 + (double)(now.tv_nsec - ctx->start.tv_nsec) / 1e6;
        char addr[INET_ADDRSTRLEN];
        struct in_addr ip = {htonl(connection_ip(connection))};
        inet_ntop(AF_INET, &ip, addr, sizeof addr);
        char target[4 * SRV_MAX_URI + 8], method[4 * sizeof ctx->method + 8];
        log_safe(target, sizeof target, ctx->target);
        log_safe(method, sizeof method, ctx->method[0] ? ctx->method : "-");
        fprintf(srv->log, "%s \"%s %s\" %d %zu %.2fms%s\n", addr, method, target, ctx->answered ? ctx->status : 0,
                ctx->bytes, ms, toe == MHD_REQUEST_TERMINATED_COMPLETED_OK ? "" : " aborted");
    }
    free(ctx);
}

/* ---- Answers ------------------------------------------------------------------------------- */

/* The headers of every answer: no sniffing, no referrer, and pages that no other site may
 * frame (clickjacking); compressible types vary with Accept-Encoding whether or not this answer
 * was compressed, so that caches keep the two apart. */
static void add_common_headers(struct MHD_Response *r, const char *content_type, bool gzipped)
{
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, content_type);
    if (srv_compressible(content_type))
        MHD_add_response_header(r, MHD_HTTP_HEADER_VARY, MHD_HTTP_HEADER_ACCEPT_ENCODING);
    if (gzipped)
        MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_ENCODING, "gzip");
    if (strncmp(content_type, "text/html", 9) == 0) {
        MHD_add_response_header(r, "Content-Security-Policy",
                                "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data: blob:; "
                                "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'");
        MHD_add_response_header(r, "X-Frame-Options", "DENY");
    }
}

/* A 304: the validators and caching headers of the answer the client has, and no body.
 * libmicrohttpd 0.9.75 adds "Content-Length: 0" to any response of known size, which RFC 9110
 * 8.6 forbids here (the client would take 0 as the length of its cached copy); a response of
 * unknown size in HTTP/1.0-compatible mode gets neither that nor chunked encoding, at the cost
 * of closing the connection after it. */
static ssize_t no_body(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)cls;
    (void)pos;
    (void)buf;
    (void)max;
    return MHD_CONTENT_READER_END_OF_STREAM;
}

static struct MHD_Response *not_modified(const char *etag, const char *cache, const char *content_type)
{
    struct MHD_Response *r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 64, no_body, NULL, NULL);
    if (!r)
        return NULL;
    MHD_set_response_options(r, MHD_RF_HTTP_1_0_COMPATIBLE_STRICT, MHD_RO_END);
    MHD_add_response_header(r, MHD_HTTP_HEADER_ETAG, etag);
    MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, cache ? cache : "no-store");
    if (srv_compressible(content_type))
        MHD_add_response_header(r, MHD_HTTP_HEADER_VARY, MHD_HTTP_HEADER_ACCEPT_ENCODING);
    return r;
}

/* Answers shorter than this go out as they are: gzip would save next to nothing. */
#define SRV_GZIP_MIN 256

/* Turns a route's answer into an MHD response; takes the body. With `gzip`, a compressible body
 * of some size is sent gzip-encoded, and its ETag becomes weak (as nginx does: the bytes are
 * not the identity encoding's). NULL when out of memory. */
static struct MHD_Response *build_response(srv_response *res, bool gzip, size_t *len)
{
    struct MHD_Response *r;
    const void *plain = res->static_body ? res->static_body : res->body.data;
    size_t plain_len = res->static_body ? res->static_len : res->body.len;
    bool gzipped = false;
    if (gzip && plain && plain_len >= SRV_GZIP_MIN && srv_compressible(res->content_type)) {
        hs_buf packed = {0};
        if (srv_gzip(plain, plain_len, &packed) == HS_OK) {
            hs_buf_free(&res->body);
            res->body = packed;
            res->static_body = NULL;
            gzipped = true;
            size_t elen = strlen(res->etag);
            if (elen && res->etag[0] != 'W' && elen + 2 < sizeof res->etag) {
                memmove(res->etag + 2, res->etag, elen + 1);
                memcpy(res->etag, "W/", 2);
            }
        }
    }
    if (res->static_body) {
        *len = res->static_len;
        r = MHD_create_response_from_buffer(res->static_len, (void *)res->static_body, MHD_RESPMEM_PERSISTENT);
    } else {
        *len = res->body.len;
        if (res->body.data) {
            r = MHD_create_response_from_buffer(res->body.len, res->body.data, MHD_RESPMEM_MUST_FREE);
            if (r)
                res->body.data = NULL;
        } else {
            r = MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
        }
    }
    hs_buf_free(&res->body);
    if (!r)
        return NULL;
    add_common_headers(r, res->content_type, gzipped);
    MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, res->cache ? res->cache : "no-store");
    if (res->etag[0])
        MHD_add_response_header(r, MHD_HTTP_HEADER_ETAG, res->etag);
    if (res->allow)
        MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW, res->allow);
    if (res->disposition[0])
        MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_DISPOSITION, res->disposition);
    if (res->retry_after) {
        char secs[16];
        snprintf(secs, sizeof secs, "%u", res->retry_after);
        MHD_add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, secs);
    }
    return r;
}

static enum MHD_Result queue(struct MHD_Connection *connection, conn_ctx *ctx, int status, size_t len,
                             struct MHD_Response *r)
{
    if (!r)
        return MHD_NO;
    enum MHD_Result ok = MHD_queue_response(connection, (unsigned)status, r);
    MHD_destroy_response(r);
    ctx->answered = true;
    ctx->status = status;
    ctx->bytes = len;
    return ok;
}

/* The cache slot of a target in the encoding the client takes: the gzip and the identity answer
 * of one target sit in neighbouring slots. */
static cache_slot *slot_of(hs_server *srv, const char *target, bool gzip)
{
    return &srv->cache[(srv_hash(target) + gzip) % srv->cache_size];
}

/* Answers from the cache when the target is there in the encoding the client takes (or a 304
 * when the client has it); true when it did. */
static bool from_cache(hs_server *srv, struct MHD_Connection *connection, conn_ctx *ctx, enum MHD_Result *ok)
{
    if (!srv->cache_size)
        return false;
    cache_slot *slot = slot_of(srv, ctx->target, ctx->gzip);
    bool hit = false;
    pthread_mutex_lock(&srv->cache_lock);
    if (slot->response && slot->gzip == ctx->gzip && strcmp(slot->key, ctx->target) == 0) {
        hit = true;
        if (srv_etag_matches(ctx->req.if_none_match, slot->etag)) {
            char etag[SRV_MAX_ETAG];
            memcpy(etag, slot->etag, sizeof etag);
            const char *cache = slot->cache, *type = slot->content_type;
            pthread_mutex_unlock(&srv->cache_lock);
            *ok = queue(connection, ctx, MHD_HTTP_NOT_MODIFIED, 0, not_modified(etag, cache, type));
            return true;
        }
        *ok = MHD_queue_response(connection, (unsigned)slot->status, slot->response);
        ctx->answered = true;
        ctx->status = slot->status;
        ctx->bytes = slot->len;
    }
    pthread_mutex_unlock(&srv->cache_lock);
    return hit;
}

/* Keeps `r` (the cache takes the caller's reference) as the answer to `ctx`'s target in the
 * encoding `ctx` took, with what a 304 of it repeats. */
static void to_cache(hs_server *srv, const conn_ctx *ctx, const srv_response *res, size_t len, struct MHD_Response *r)
{
    if (!srv->cache_size || strlen(ctx->target) > SRV_MAX_URI) {
        MHD_destroy_response(r);
        return;
    }
    cache_slot *slot = slot_of(srv, ctx->target, ctx->gzip);
    pthread_mutex_lock(&srv->cache_lock);
    if (slot->response)
        MHD_destroy_response(slot->response);
    strcpy(slot->key, ctx->target);
    slot->response = r;
    slot->status = res->status;
    snprintf(slot->etag, sizeof slot->etag, "%s", res->etag);
    slot->cache = res->cache;
    slot->content_type = res->content_type;
    slot->gzip = ctx->gzip;
    slot->len = len;
    pthread_mutex_unlock(&srv->cache_lock);
}

/* An error for a browser gets the HTML page: a page route (not /api, not /static/, no file
 * extension in the last segment) whose client prefers text/html to JSON. */
static bool wants_html_error(struct MHD_Connection *connection, const char *target)
{
    size_t plen = strcspn(target, "?");
    if (plen >= 4 && strncmp(target, "/api", 4) == 0 && (plen == 4 || target[4] == '/'))
        return false;
    if (strncmp(target, "/static/", 8) == 0)
        return false;
    const char *last = target;
    for (size_t k = 0; k < plen; k++)
        if (target[k] == '/')
            last = target + k;
    if (memchr(last, '.', plen - (size_t)(last - target)))
        return false;
    return srv_prefers_html(MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_ACCEPT));
}

/* Queues the answer `res` (taking its body), or 304 when the client has it; caches it when the
 * route allows. */
static enum MHD_Result answer(hs_server *srv, struct MHD_Connection *connection, conn_ctx *ctx, srv_response *res)
{
    if (res->status >= 400 && wants_html_error(connection, ctx->target)) {
        char path[SRV_MAX_URI + 1];
        snprintf(path, sizeof path, "%.*s", (int)strcspn(ctx->target, "?"), ctx->target);
        srv_error_page(res, path);
    }
    if (res->etag[0] && res->status == MHD_HTTP_OK && srv_etag_matches(ctx->req.if_none_match, res->etag)) {
        hs_buf_free(&res->body);
        bool weak = ctx->gzip && srv_compressible(res->content_type);
        char etag[SRV_MAX_ETAG + 2];
        snprintf(etag, sizeof etag, "%s%s", weak && res->etag[0] != 'W' ? "W/" : "", res->etag);
        return queue(connection, ctx, MHD_HTTP_NOT_MODIFIED, 0, not_modified(etag, res->cache, res->content_type));
    }
    size_t len = 0;
    bool cacheable = res->cacheable && res->status == MHD_HTTP_OK;
    struct MHD_Response *r = build_response(res, ctx->gzip, &len);
    if (!r)
        return MHD_NO;
    enum MHD_Result ok = MHD_queue_response(connection, (unsigned)res->status, r);
    ctx->answered = true;
    ctx->status = res->status;
    ctx->bytes = len;
    if (cacheable)
        to_cache(srv, ctx, res, len, r); /* the cache keeps our reference */
    else
        MHD_destroy_response(r);
    return ok;
}

/* ---- The work pool's side ---------------------------------------------------------------- */

static void task_run(srv_task *task)
{
    conn_ctx *ctx = (conn_ctx *)(void *)((char *)task - offsetof(conn_ctx, task));
    ctx->res.job(ctx->res.job_ctx, &task->cancel, &ctx->res);
}

static void task_done(srv_task *task, bool ran)
{
    conn_ctx *ctx = (conn_ctx *)(void *)((char *)task - offsetof(conn_ctx, task));
    free(ctx->res.job_ctx);
    ctx->res.job_ctx = NULL;
    ctx->res.job = NULL;
    if (!ran)
        srv_cancelled(&ctx->res);
    atomic_store(&ctx->finished, true);
    MHD_resume_connection(ctx->connection); /* libmicrohttpd calls on_request again */
}

/* Suspends the connection and queues the route's job; when the pool refuses it, the refusal
 * is the answer (given as soon as the connection is resumed, at once). */
static void defer(hs_server *srv, struct MHD_Connection *connection, conn_ctx *ctx, srv_response *res)
{
    ctx->res = *res;
    ctx->srv = srv;
    ctx->connection = connection;
    ctx->deferred = true;
    atomic_store(&ctx->finished, false);
    ctx->task.run = task_run;
    ctx->task.done = task_done;
    ctx->task.client = connection_ip(connection);
    atomic_fetch_add(&srv->deferred, 1);
    MHD_suspend_connection(connection);
    srv_submit verdict = srv_pool_submit(srv->pool, &ctx->task);
    if (verdict == SRV_SUBMITTED)
        return;
    free(ctx->res.job_ctx);
    ctx->res.job_ctx = NULL;
    ctx->res.job = NULL;
    srv_refused(&ctx->res, verdict);
    atomic_store(&ctx->finished, true);
    MHD_resume_connection(connection);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                  const char *version, const char *upload_data, size_t *upload_data_size, void **req_cls)
{
    hs_server *srv = cls;
    conn_ctx *ctx = *req_cls;
    (void)url;
    (void)version;
    (void)upload_data;
    if (!ctx)
        return MHD_NO; /* out of memory when the request began */
    if (!ctx->method[0])
        snprintf(ctx->method, sizeof ctx->method, "%s", method);
    if (ctx->answered) {
        *upload_data_size = 0; /* a body we did not ask for: drop it */
        return MHD_YES;
    }
    if (ctx->deferred) {
        /* Resumed: the pool has written the answer. */
        if (!atomic_load(&ctx->finished))
            return MHD_YES;
        return answer(srv, connection, ctx, &ctx->res);
    }
    bool head = strcmp(method, MHD_HTTP_METHOD_HEAD) == 0;
    bool get_or_head = head || strcmp(method, MHD_HTTP_METHOD_GET) == 0;
    /* libmicrohttpd calls once when the headers are in and again when the (empty) body is;
     * answering on the second call keeps the connection alive. Other methods are refused at
     * once, without reading what they upload. */
    const char *clen = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    bool has_body = (clen && strcmp(clen, "0") != 0) ||
                    MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_TRANSFER_ENCODING);
    if (!ctx->headers_seen)
        head_received(srv, connection);
    if (!ctx->headers_seen && get_or_head && !has_body) {
        ctx->headers_seen = true;
        return MHD_YES;
    }
    ctx->headers_seen = true;

    srv_response res;
    memset(&res, 0, sizeof res);
    res.body.limit = SRV_MAX_BODY;
    if (has_body && get_or_head) {
        srv_error(&res, MHD_HTTP_CONTENT_TOO_LARGE, NULL, "a %s request carries no body", method);
    } else if (!get_or_head) {
        res.allow = "GET, HEAD";
        srv_error(&res, MHD_HTTP_METHOD_NOT_ALLOWED, NULL, "method %s is not allowed here: use GET or HEAD", method);
    } else if (ctx->target_too_long) {
        srv_error(&res, MHD_HTTP_URI_TOO_LONG, NULL, "the request target is longer than %d bytes", SRV_MAX_URI);
    } else {
        /* The cache is keyed by the raw target and holds only 200 answers, so a hit needs no
         * parsing at all. */
        ctx->req.if_none_match = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_IF_NONE_MATCH);
        ctx->gzip = srv_accepts_gzip(MHD_lookup_connection_value(connection, MHD_HEADER_KIND,
                                                                 MHD_HTTP_HEADER_ACCEPT_ENCODING));
        enum MHD_Result ok;
        if (from_cache(srv, connection, ctx, &ok))
            return ok;
    }
    if (res.status == 0 && srv_parse_target(ctx->target, &ctx->req, &res)) {
        ctx->req.head = head;
        const srv_route *route = srv_route_find(ctx->req.path);
        if (route)
            route->handler(&ctx->req, &res);
        else
            srv_error(&res, MHD_HTTP_NOT_FOUND, NULL, "nothing here: %s (see /api for the routes)", ctx->req.path);
    }
    if (res.job) {
        defer(srv, connection, ctx, &res);
        return MHD_YES;
    }
    return answer(srv, connection, ctx, &res);
}

/* ---- Life cycle ------------------------------------------------------------------------------ */

/* The reason into `diag` (when not NULL), and `err` back: the library's way of failing. */
static hs_err srv_fail(hs_diag *diag, hs_err err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static hs_err srv_fail(hs_diag *diag, hs_err err, const char *fmt, ...)
{
    if (diag) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(diag->msg, sizeof diag->msg, fmt, ap);
        va_end(ap);
    }
    return err;
}

static hs_err check_options(const hs_server_options *o, struct sockaddr_in *addr, hs_diag *diag)
{
    memset(addr, 0, sizeof *addr);
    addr->sin_family = AF_INET;
    addr->sin_port = htons(o->port);
    if (!o->bind || inet_pton(AF_INET, o->bind, &addr->sin_addr) != 1)
        return srv_fail(diag, HS_EINVAL, "bind address '%s' is not an IPv4 address like 127.0.0.1",
                       o->bind ? o->bind : "(null)");
    if (o->threads < 1 || o->threads > SRV_MAX_THREADS)
        return srv_fail(diag, HS_EINVAL, "threads %u is not a whole number from 1 to %d", o->threads, SRV_MAX_THREADS);
    if (o->max_connections < 1 || o->max_connections > 10000)
        return srv_fail(diag, HS_EINVAL, "connection limit %u is not from 1 to 10000", o->max_connections);
    if (o->timeout_seconds < 1 || o->timeout_seconds > 3600)
        return srv_fail(diag, HS_EINVAL, "timeout %u s is not from 1 to 3600", o->timeout_seconds);
    if (o->head_timeout_seconds < 1 || o->head_timeout_seconds > 3600)
        return srv_fail(diag, HS_EINVAL, "request-head timeout %u s is not from 1 to 3600", o->head_timeout_seconds);
    if (o->per_ip_connections < 1 || o->per_ip_connections > 10000)
        return srv_fail(diag, HS_EINVAL, "connections per address %u is not from 1 to 10000", o->per_ip_connections);
    if (o->workers < 1 || o->workers > SRV_MAX_THREADS)
        return srv_fail(diag, HS_EINVAL, "workers %u is not a whole number from 1 to %d", o->workers, SRV_MAX_THREADS);
    if (o->queue > 4096)
        return srv_fail(diag, HS_EINVAL, "queue %u is not from 0 to 4096", o->queue);
    if (o->per_client < 1 || o->per_client > 1024)
        return srv_fail(diag, HS_EINVAL, "expensive requests per client %u is not from 1 to 1024", o->per_client);
    if (o->cache_entries > 4096)
        return srv_fail(diag, HS_EINVAL, "cache size %u is not from 0 to 4096", o->cache_entries);
    return HS_OK;
}

/* The parts of a server after its listening socket `fd`: the cache, the work pool, the reaper
 * thread and libmicrohttpd's daemon, in that order. The reason of the first that fails (then
 * hs_server_stop undoes the ones made). */
static hs_err start_parts(hs_server *srv, const hs_server_options *o, int fd, hs_diag *diag)
{
    if (o->cache_entries && !(srv->cache = calloc(o->cache_entries, sizeof *srv->cache)))
        return srv_fail(diag, HS_ENOMEM, "out of memory");
    srv->cache_size = o->cache_entries;
    srv->pool = srv_pool_new(o->workers, o->queue, o->per_client);
    if (!srv->pool)
        return srv_fail(diag, HS_ENOMEM, "cannot start %u worker threads", o->workers);
    if (pthread_create(&srv->reaper, NULL, reaper, srv) != 0)
        return srv_fail(diag, HS_ENOMEM, "cannot start the connection reaper thread");
    srv->reaper_started = true;
    /* libmicrohttpd's own limit sits above ours (on_accept enforces ours), with room for the
     * connections each thread may accept at once and for those cut that are still closing: at
     * its own limit it would stop accepting and leave clients waiting in the backlog. */
    unsigned mhd_limit = o->max_connections + o->max_connections / 4 + 4 * o->threads + 16;
    srv->max_with_closing = o->max_connections + o->max_connections / 4;
    srv->daemon = MHD_start_daemon(
        MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME, 0, on_accept, srv, on_request, srv,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)fd,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)o->threads,
        MHD_OPTION_CONNECTION_LIMIT, mhd_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)o->timeout_seconds,
        /* Room for libmicrohttpd's own parse of a target of SRV_MAX_URI bytes: it keeps every
         * '&'-separated part (some 48 bytes each) before we see the request, and with less
         * room a target of 500 empty parts got no answer at all. */
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(192 * 1024),
        MHD_OPTION_URI_LOG_CALLBACK, on_uri, srv,
        MHD_OPTION_NOTIFY_COMPLETED, on_completed, srv,
        MHD_OPTION_NOTIFY_CONNECTION, on_connection, srv,
        MHD_OPTION_END);
    if (!srv->daemon)
        return srv_fail(diag, HS_EIO, "cannot start the HTTP server on %s:%u", o->bind, (unsigned)srv->port);
    return HS_OK;
}

hs_err hs_server_start(const hs_server_options *options, hs_server **server, hs_diag *diag)
{
    *server = NULL;
    struct sockaddr_in addr;
    hs_err err = check_options(options, &addr, diag);
    if (err)
        return err;

    /* Our own listening socket, so that a failure to bind says why. */
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return srv_fail(diag, HS_EIO, "cannot open a socket: %s", strerror(errno));
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(fd, 511) != 0) {
        int e = errno;
        close(fd);
        return srv_fail(diag, HS_EIO, "cannot listen on %s:%u: %s", options->bind, (unsigned)options->port, strerror(e));
    }
    socklen_t alen = sizeof addr;
    getsockname(fd, (struct sockaddr *)&addr, &alen);

    hs_server *srv = calloc(1, sizeof *srv);
    if (!srv) {
        close(fd);
        return srv_fail(diag, HS_ENOMEM, "out of memory");
    }
    srv->port = ntohs(addr.sin_port);
    srv->log = options->log;
    pthread_mutex_init(&srv->cache_lock, NULL);
    pthread_mutex_init(&srv->conn_lock, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&srv->reaper_wake, &ca);
    pthread_condattr_destroy(&ca);
    srv->max_connections = options->max_connections;
    srv->per_ip = options->per_ip_connections;
    srv->head_timeout = options->head_timeout_seconds;
    srv->idle_timeout = options->timeout_seconds;
    atomic_init(&srv->deferred, 0);
    if ((err = start_parts(srv, options, fd, diag))) {
        close(fd);
        hs_server_stop(srv);
        return err;
    }
    *server = srv;
    return HS_OK;
}

uint16_t hs_server_port(const hs_server *server)
{
    return server->port;
}

void hs_server_work(hs_server *server, unsigned *running, unsigned *queued)
{
    srv_pool_load(server->pool, running, queued);
}

void hs_server_stop(hs_server *server)
{
    if (!server)
        return;
    MHD_socket lfd = MHD_INVALID_SOCKET;
    if (server->daemon) {
        /* Stop accepting, then cancel the work: every deferred request gets its 503 from the
         * pool (queued ones at once, running ones at their next cancel check) and its
         * connection is resumed; give those answers half a second to go out. The listening
         * socket is closed only after MHD_stop_daemon: libmicrohttpd's pool threads take it out
         * of their epoll sets later, and abort if it is already closed then. */
        lfd = MHD_quiesce_daemon(server->daemon);
    }
    if (server->pool)
        srv_pool_stop(server->pool);
    for (int k = 0; k < 50 && atomic_load(&server->deferred) > 0; k++)
        nanosleep(&(struct timespec){0, 10000000L}, NULL);
    pthread_mutex_lock(&server->conn_lock);
    server->stopping = true;
    pthread_cond_broadcast(&server->reaper_wake);
    pthread_mutex_unlock(&server->conn_lock);
    if (server->reaper_started)
        pthread_join(server->reaper, NULL);
    if (server->daemon)
        MHD_stop_daemon(server->daemon);
    if (lfd != MHD_INVALID_SOCKET)
        close(lfd);
    srv_pool_free(server->pool);
    for (unsigned k = 0; k < server->cache_size; k++)
        if (server->cache[k].response)
            MHD_destroy_response(server->cache[k].response);
    free(server->cache);
    pthread_mutex_destroy(&server->cache_lock);
    pthread_mutex_destroy(&server->conn_lock);
    pthread_cond_destroy(&server->reaper_wake);
    free(server);
}

hs_err hs_server_run(const hs_server_options *options, hs_diag *diag)
{
    sigset_t stop, old;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, &old);
    /* A client that goes away mid-answer must not kill the server (libmicrohttpd sends with
     * MSG_NOSIGNAL, but the log or a renderer may write to a closed pipe). */
    signal(SIGPIPE, SIG_IGN);
    hs_server *srv;
    hs_err err = hs_server_start(options, &srv, diag);
    if (!err) {
        if (options->status) {
            fprintf(options->status, "hexseed: serving on http://%s:%u (%u threads; Ctrl-C stops)\n", options->bind,
                    (unsigned)srv->port, options->threads);
            fflush(options->status);
        }
        int sig = 0;
        sigwait(&stop, &sig);
        if (options->status)
            fprintf(options->status, "hexseed: %s received, stopping\n", sig == SIGINT ? "SIGINT" : "SIGTERM");
        hs_server_stop(srv);
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return err;
}
