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
#include <strings.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#define SRV_MAX_THREADS 64

/* A client's address: IPv6, or IPv4 mapped into it (::ffff:a.b.c.d), so one comparison serves
 * both families. */
typedef struct srv_addr {
    unsigned char bytes[16];
} srv_addr;

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
    srv_addr addr;
    /* The two fields a request passes through: written by the connection's own thread without
     * conn_lock (each request would otherwise take the lock every connection thread shares three
     * times); the deadline is stored before head_done clears, so that a reaper that sees the
     * head due sees its new deadline. */
    _Atomic uint64_t deadline; /* the request head must be in by then (now_ns's clock) */
    atomic_bool head_done;     /* the current request's head is in: no deadline */
    bool reaped;
    bool abandoned;            /* its client hung up while its work was on the pool */
    /* The request's work on the pool while the connection is suspended for it, from defer to
     * task_done (both under conn_lock): the reaper abandons it when the client hangs up. */
    srv_task *job;
    struct conn_entry *prev, *next;
} conn_entry;

/* The sockets a server listens on: one address, or with "localhost" both loopbacks. */
#define SRV_MAX_LISTEN 2

struct hs_server {
    struct MHD_Daemon *daemons[SRV_MAX_LISTEN]; /* one per listening socket */
    int listen_fds[SRV_MAX_LISTEN];
    unsigned n_listen;
    uint16_t port;
    char urls[2 * (INET6_ADDRSTRLEN + 16)];      /* "http://127.0.0.1:8080 and http://[::1]:8080" */
    FILE *log;
    /* What libmicrohttpd said last while the server was starting (its reason for a failure). */
    bool starting;
    char start_msg[256];
    pthread_mutex_t cache_lock;
    cache_slot *cache;
    unsigned cache_size;
    size_t cache_bytes, cache_used; /* the bound of the bodies kept, and their sum now */
    unsigned cache_hand;            /* the next slot evicted to make room (a clock hand) */
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

/* A server whose work did not stop by the shutdown's deadline: left running for the process's
 * exit (hs_server_run), reachable here so that a leak checker does not count it. */
static hs_server *left_running;

/* Everything known about one request, from its first line to its completion. The fields
 * before `target` start zeroed (new_ctx); the big ones after it (some 13 KB: the parameters, the
 * answer a job writes) are written before they are read, so that a request answered from the
 * cache does not pay for clearing them. */
typedef struct conn_ctx {
    struct timespec start;
    bool target_too_long;
    bool headers_seen;
    bool answered;
    bool gzip;           /* the client takes gzip (Accept-Encoding) */
    char method[16];
    int status;
    size_t bytes;
    /* A request handed to the work pool: the task, the connection to resume, and the answer
     * the job writes. `finished` is set before the connection is resumed. */
    hs_server *srv;
    struct MHD_Connection *connection;
    bool deferred;
    atomic_bool finished;
    char target[SRV_MAX_URI + 1]; /* set by on_uri */
    srv_request req;              /* if_none_match set by on_request, the rest by srv_parse_target */
    srv_task task;                /* set by defer */
    srv_response res;             /* set by defer */
} conn_ctx;

hs_server_options hs_server_default(void)
{
    hs_server_options o;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    o.bind = "localhost";
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
    o.cache_megabytes = 16;
    o.log = stderr;
    o.status = stderr;
    return o;
}

/* ---- Connections: the limits and the request-head deadline ---------------------------------- */

/* The client's address, IPv4 mapped into IPv6. */
static srv_addr client_addr(const struct sockaddr *sa)
{
    srv_addr a = {{0}};
    if (sa->sa_family == AF_INET6) {
        memcpy(a.bytes, &((const struct sockaddr_in6 *)(const void *)sa)->sin6_addr, 16);
    } else {
        a.bytes[10] = a.bytes[11] = 0xff;
        memcpy(a.bytes + 12, &((const struct sockaddr_in *)(const void *)sa)->sin_addr, 4);
    }
    return a;
}

static srv_addr connection_addr(struct MHD_Connection *connection)
{
    return client_addr(MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS)->client_addr);
}

static bool same_addr(const srv_addr *a, const srv_addr *b)
{
    return memcmp(a->bytes, b->bytes, sizeof a->bytes) == 0;
}

/* The address as the access log writes it: dotted quad for IPv4, RFC 5952 text for IPv6. */
static void addr_text(const srv_addr *a, char out[INET6_ADDRSTRLEN])
{
    static const unsigned char mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    if (memcmp(a->bytes, mapped, sizeof mapped) == 0)
        inet_ntop(AF_INET, a->bytes + 12, out, INET6_ADDRSTRLEN);
    else
        inet_ntop(AF_INET6, a->bytes, out, INET6_ADDRSTRLEN);
}

/* The work pool's key of a client: FNV-1a of its address. */
static uint32_t addr_key(const srv_addr *a)
{
    uint32_t h = 2166136261u;
    for (size_t k = 0; k < sizeof a->bytes; k++)
        h = (h ^ a->bytes[k]) * 16777619u;
    return h;
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
static void head_received(struct MHD_Connection *connection)
{
    conn_entry *e = entry_of(connection);
    if (e)
        atomic_store_explicit(&e->head_done, true, memory_order_release);
}

/* An answer went out: the connection may now sit idle (the idle timeout closes it), but the
 * next request's head is due at most idle timeout + head deadline from now; its request line
 * starts the head deadline proper (head_started). */
static void head_expected(hs_server *srv, struct MHD_Connection *connection)
{
    conn_entry *e = entry_of(connection);
    if (e) {
        atomic_store_explicit(&e->deadline, after_seconds(srv->head_timeout + srv->idle_timeout), memory_order_relaxed);
        atomic_store_explicit(&e->head_done, false, memory_order_release);
    }
}

/* A request line arrived: the rest of its head is due within the head deadline. */
static void head_started(hs_server *srv, struct MHD_Connection *connection)
{
    conn_entry *e = entry_of(connection);
    if (e && !atomic_load_explicit(&e->head_done, memory_order_relaxed)) {
        uint64_t due = after_seconds(srv->head_timeout);
        if (due < atomic_load_explicit(&e->deadline, memory_order_relaxed)) /* only this thread writes it */
            atomic_store_explicit(&e->deadline, due, memory_order_relaxed);
    }
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
        if (!atomic_load_explicit(&e->head_done, memory_order_acquire) && !e->reaped)
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
    srv_addr from = client_addr(addr);
    pthread_mutex_lock(&srv->conn_lock);
    bool ok = !srv->stopping;
    unsigned same = 0;
    for (const conn_entry *e = srv->conns; e && ok; e = e->next)
        ok = (same += same_addr(&e->addr, &from) && !e->reaped) < srv->per_ip;
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
        e->addr = connection_addr(connection);
        atomic_init(&e->deadline, after_seconds(srv->head_timeout));
        atomic_init(&e->head_done, false);
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

/* True when the client of a connection suspended for its work has gone: its end of the socket
 * is closed (a read would see the end) or reset. As nginx checks a waiting client (a peek,
 * which leaves a pipelined next request where it is). */
static bool client_gone(int fd)
{
    char byte;
    ssize_t n = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

/* Four times a second, shuts down the connections whose request head is late, and abandons the
 * work of clients that hung up while it was made. libmicrohttpd's timeout counts idle time
 * only, so a client sending a byte every few seconds would hold its connection forever;
 * shutdown() (not close(): the descriptor stays libmicrohttpd's) makes the next read see the
 * end, and libmicrohttpd closes the connection itself. A suspended connection is not watched
 * by libmicrohttpd at all, so without the reaper its work would run to the end for nobody and
 * keep its place in the queue and its client's share meanwhile. */
static void *reaper(void *arg)
{
    hs_server *srv = arg;
    pthread_mutex_lock(&srv->conn_lock);
    while (!srv->stopping) {
        uint64_t now = now_ns();
        srv_task *dropped = NULL; /* abandoned before a worker took them: their done is ours to call */
        for (conn_entry *e = srv->conns; e; e = e->next) {
            if (!atomic_load_explicit(&e->head_done, memory_order_acquire) && !e->reaped &&
                now > atomic_load_explicit(&e->deadline, memory_order_relaxed)) {
                shutdown(e->fd, SHUT_RDWR);
                e->reaped = true;
                srv->n_cut++;
            }
            if (e->job && !e->abandoned && client_gone(e->fd)) {
                e->abandoned = true;
                if (srv_pool_abandon(srv->pool, e->job)) {
                    e->job->next = dropped; /* the pool holds it no more: its link is free */
                    dropped = e->job;
                }
            }
        }
        if (dropped) {
            /* task_done takes conn_lock. The tasks stay alive meanwhile: their connections are
             * suspended until done resumes them. */
            pthread_mutex_unlock(&srv->conn_lock);
            while (dropped) {
                srv_task *next = dropped->next;
                dropped->done(dropped, false);
                dropped = next;
            }
            pthread_mutex_lock(&srv->conn_lock);
            continue;
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
    hs_server *srv = cls;
    head_started(srv, connection);
    conn_ctx *ctx = malloc(sizeof *ctx);
    if (ctx) {
        memset(ctx, 0, offsetof(conn_ctx, target));
        ctx->req.n_params = 0;
        ctx->req.path[0] = '\0';
        ctx->req.if_none_match = NULL;
        ctx->req.head = false;
        if (srv->log)
            clock_gettime(CLOCK_MONOTONIC, &ctx->start);
        size_t n = strlen(uri);
        ctx->target_too_long = n > SRV_MAX_URI;
        if (n > SRV_MAX_URI)
            n = SRV_MAX_URI;
        memcpy(ctx->target, uri, n);
        ctx->target[n] = '\0';
    }
    /* libmicrohttpd 0.9.75 is about to split the query into a list of its own, some 48 bytes a
     * part from the connection's memory pool, that nothing here reads (srv_parse_target reads
     * the copy above). With a few thousand '&' the pool runs out, and 0.9.75 then neither
     * answers nor closes: the client waits for the head deadline. So its copy of the query is
     * ended right after the '?' and it has nothing to split. (`uri` is the connection's own
     * buffer, which libmicrohttpd itself cuts at the '?' right after this call.) */
    char *query = strchr(uri, '?');
    if (query)
        query[1] = '\0';
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
        char addr[INET6_ADDRSTRLEN];
        srv_addr from = connection_addr(connection);
        addr_text(&from, addr);
        char target[4 * SRV_MAX_URI + 8], method[4 * sizeof ctx->method + 8];
        log_safe(target, sizeof target, ctx->target);
        log_safe(method, sizeof method, ctx->method[0] ? ctx->method : "-");
        /* "abandoned": the client hung up while its answer was made, and the work was cancelled. */
        const char *end = ctx->deferred && ctx->task.abandoned            ? " abandoned"
                          : toe == MHD_REQUEST_TERMINATED_COMPLETED_OK ? ""
                                                                         : " aborted";
        fprintf(srv->log, "%s \"%s %s\" %d %zu %.2fms%s\n", addr, method, target, ctx->answered ? ctx->status : 0,
                ctx->bytes, ms, end);
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

/* Empties `slot` (with cache_lock held). A connection still sending its answer keeps the
 * response alive until it is done (libmicrohttpd counts references). */
static void evict(hs_server *srv, cache_slot *slot)
{
    if (!slot->response)
        return;
    MHD_destroy_response(slot->response);
    slot->response = NULL;
    srv->cache_used -= slot->len;
}

/* Keeps `r` (the cache takes the caller's reference) as the answer to `ctx`'s target in the
 * encoding `ctx` took, with what a 304 of it repeats. The bodies kept stay within cache_bytes:
 * an answer over an eighth of it is not kept (one big map would push out dozens of boards),
 * and room is made by emptying slots in turn after the clock hand, the oldest entries on
 * average. */
static void to_cache(hs_server *srv, const conn_ctx *ctx, const srv_response *res, size_t len, struct MHD_Response *r)
{
    if (!srv->cache_size || strlen(ctx->target) > SRV_MAX_URI || len > srv->cache_bytes / 8) {
        MHD_destroy_response(r);
        return;
    }
    cache_slot *slot = slot_of(srv, ctx->target, ctx->gzip);
    pthread_mutex_lock(&srv->cache_lock);
    evict(srv, slot);
    for (unsigned tries = 0; srv->cache_used + len > srv->cache_bytes && tries < srv->cache_size; tries++) {
        evict(srv, &srv->cache[srv->cache_hand]);
        srv->cache_hand = (srv->cache_hand + 1) % srv->cache_size;
    }
    strcpy(slot->key, ctx->target);
    slot->response = r;
    slot->status = res->status;
    snprintf(slot->etag, sizeof slot->etag, "%s", res->etag);
    slot->cache = res->cache;
    slot->content_type = res->content_type;
    slot->gzip = ctx->gzip;
    slot->len = len;
    srv->cache_used += len;
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
    pthread_mutex_lock(&ctx->srv->conn_lock);
    conn_entry *e = entry_of(ctx->connection);
    if (e)
        e->job = NULL; /* the reaper must not touch the task past this point */
    pthread_mutex_unlock(&ctx->srv->conn_lock);
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
    srv_addr from = connection_addr(connection);
    ctx->task.client = addr_key(&from);
    hs_cancel_reset(&ctx->task.cancel);
    ctx->task.abandoned = false;
    atomic_fetch_add(&srv->deferred, 1);
    MHD_suspend_connection(connection);
    /* The reaper may abandon the task from here on, even before the pool has it: it then
     * does not run (srv_pool_abandon). */
    pthread_mutex_lock(&srv->conn_lock);
    conn_entry *e = entry_of(connection);
    if (e) {
        e->job = &ctx->task;
        e->abandoned = false;
    }
    pthread_mutex_unlock(&srv->conn_lock);
    srv_submit verdict = srv_pool_submit(srv->pool, &ctx->task);
    if (verdict == SRV_SUBMITTED)
        return;
    pthread_mutex_lock(&srv->conn_lock);
    if (e)
        e->job = NULL;
    pthread_mutex_unlock(&srv->conn_lock);
    free(ctx->res.job_ctx);
    ctx->res.job_ctx = NULL;
    ctx->res.job = NULL;
    srv_refused(&ctx->res, verdict);
    atomic_store(&ctx->finished, true);
    MHD_resume_connection(connection);
}

/* What the header lines of a request say about its form (head_fault). */
typedef struct head_check {
    unsigned hosts;
    const char *host;
    const char *bad_name;
} head_check;

static enum MHD_Result check_header(void *cls, enum MHD_ValueKind kind, const char *key, const char *value)
{
    head_check *c = cls;
    (void)kind;
    if (!srv_field_name_valid(key) && !c->bad_name)
        c->bad_name = key;
    if (strcasecmp(key, MHD_HTTP_HEADER_HOST) == 0) {
        c->hosts++;
        c->host = value;
    }
    return MHD_YES;
}

/* Why the request's head breaks RFC 9112's rules for a server, in the words of a 400, or NULL:
 * a header name that is not a token ("Host : x" has the name "Host "), no Host in an HTTP/1.1
 * request, more than one Host, or one that is not a host and port (3.2, 5.1). */
static const char *head_fault(struct MHD_Connection *connection, const char *version)
{
    head_check c = {0, NULL, NULL};
    MHD_get_connection_values(connection, MHD_HEADER_KIND, check_header, &c);
    if (c.bad_name)
        return "a header name is not a token (no spaces before the ':', no control characters)";
    if (c.hosts > 1)
        return "the request has more than one Host header";
    if (c.hosts == 0 && strcmp(version, MHD_HTTP_VERSION_1_0) != 0)
        return "an HTTP/1.1 request needs a Host header";
    if (c.host && !srv_host_valid(c.host))
        return "the Host header is not a host name or address with an optional port";
    return NULL;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                  const char *version, const char *upload_data, size_t *upload_data_size, void **req_cls)
{
    hs_server *srv = cls;
    conn_ctx *ctx = *req_cls;
    (void)url;
    (void)upload_data;
    if (!ctx)
        return MHD_NO; /* out of memory when the request began */
    if (!ctx->method[0]) {
        size_t n = strnlen(method, sizeof ctx->method - 1);
        memcpy(ctx->method, method, n);
        ctx->method[n] = '\0';
    }
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
        head_received(connection);
    if (!ctx->headers_seen && get_or_head && !has_body) {
        ctx->headers_seen = true;
        return MHD_YES;
    }
    ctx->headers_seen = true;

    const char *fault = head_fault(connection, version);
    bool well_formed = !fault && get_or_head && !has_body && !ctx->target_too_long;
    if (well_formed) {
        /* The cache is keyed by the raw target and holds only 200 answers, so a hit needs no
         * parsing at all (and no srv_response: some 1.4 KB to clear). */
        ctx->req.if_none_match = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_IF_NONE_MATCH);
        ctx->gzip = srv_accepts_gzip(MHD_lookup_connection_value(connection, MHD_HEADER_KIND,
                                                                 MHD_HTTP_HEADER_ACCEPT_ENCODING));
        enum MHD_Result ok;
        if (from_cache(srv, connection, ctx, &ok))
            return ok;
    }
    srv_response res;
    memset(&res, 0, sizeof res);
    res.body.limit = SRV_MAX_BODY;
    if (fault) {
        srv_error(&res, MHD_HTTP_BAD_REQUEST, NULL, "%s", fault);
    } else if (has_body && get_or_head) {
        srv_error(&res, MHD_HTTP_CONTENT_TOO_LARGE, NULL, "a %s request carries no body", method);
    } else if (!get_or_head) {
        res.allow = "GET, HEAD";
        srv_error(&res, MHD_HTTP_METHOD_NOT_ALLOWED, NULL, "method %s is not allowed here: use GET or HEAD", method);
    } else if (ctx->target_too_long) {
        srv_error(&res, MHD_HTTP_URI_TOO_LONG, NULL, "the request target is longer than %d bytes", SRV_MAX_URI);
    }
    if (well_formed && srv_parse_target(ctx->target, &ctx->req, &res)) {
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

/* One address to listen on; `required` false for the second loopback of "localhost", which a
 * machine without IPv6 simply does not have. */
typedef struct listen_addr {
    struct sockaddr_storage sa;
    socklen_t len;
    bool required;
} listen_addr;

static void set_port(listen_addr *a, uint16_t port)
{
    if (a->sa.ss_family == AF_INET6)
        ((struct sockaddr_in6 *)(void *)&a->sa)->sin6_port = htons(port);
    else
        ((struct sockaddr_in *)(void *)&a->sa)->sin_port = htons(port);
}

/* `text` ("127.0.0.1", "::1", "[::1]") as an address; false when it is neither family's. */
static bool parse_addr(const char *text, listen_addr *a)
{
    char v6[INET6_ADDRSTRLEN + 2];
    size_t n = strlen(text);
    if (n >= 2 && n < sizeof v6 && text[0] == '[' && text[n - 1] == ']') {
        memcpy(v6, text + 1, n - 2);
        v6[n - 2] = '\0';
        text = v6;
    }
    memset(a, 0, sizeof *a);
    struct sockaddr_in *in4 = (struct sockaddr_in *)(void *)&a->sa;
    struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)(void *)&a->sa;
    if (inet_pton(AF_INET, text, &in4->sin_addr) == 1) {
        in4->sin_family = AF_INET;
        a->len = sizeof *in4;
    } else if (inet_pton(AF_INET6, text, &in6->sin6_addr) == 1) {
        in6->sin6_family = AF_INET6;
        a->len = sizeof *in6;
    } else {
        return false;
    }
    a->required = true;
    return true;
}

/* The addresses of the bind option: "localhost" is 127.0.0.1 and ::1 (where the machine has
 * IPv6), anything else one IPv4 or IPv6 address. Their count, or 0 when `bind` is neither. */
static unsigned bind_addrs(const char *bind, listen_addr out[SRV_MAX_LISTEN])
{
    if (bind && strcmp(bind, "localhost") == 0) {
        parse_addr("127.0.0.1", &out[0]);
        parse_addr("::1", &out[1]);
        out[1].required = false;
        return 2;
    }
    return bind && parse_addr(bind, &out[0]) ? 1 : 0;
}

static hs_err check_options(const hs_server_options *o, hs_diag *diag)
{
    listen_addr a[SRV_MAX_LISTEN];
    if (!bind_addrs(o->bind, a))
        return srv_fail(diag, HS_EINVAL,
                        "bind address '%s' is not an IPv4 or IPv6 address (127.0.0.1, 0.0.0.0, ::1, ::) or localhost",
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
    if (o->cache_megabytes < 1 || o->cache_megabytes > 4096)
        return srv_fail(diag, HS_EINVAL, "cache bound %u MiB is not from 1 to 4096", o->cache_megabytes);
    return HS_OK;
}

/* libmicrohttpd's own connection limit, per listening socket: above ours (on_accept enforces
 * ours), with room for the connections each thread may accept at once and for those cut that
 * are still closing: at its own limit it would stop accepting and leave clients waiting in
 * the backlog. */
static unsigned mhd_limit_of(const hs_server_options *o)
{
    return o->max_connections + o->max_connections / 4 + 4 * o->threads + 16;
}

/* The file descriptors a server may hold at once: its connections (ours, those closing, and
 * what each thread may accept before on_accept counts it), the listening sockets, an epoll
 * and a wake-up descriptor per connection thread, and a margin for standard streams, the log
 * and the files a renderer opens (fonts). */
static rlim_t descriptors_needed(const hs_server_options *o, unsigned n_listen)
{
    return (rlim_t)o->max_connections + o->max_connections / 4 + n_listen * (6u * o->threads + 17u) + 64u;
}

/* Raises the soft open-file limit to what the options need, as far as the hard limit allows;
 * refuses (HS_EINVAL, naming both ways out) when even the hard limit is too low: past it every
 * accept() fails and clients wait in the backlog, which is the lock-out the connection limit
 * exists to prevent. */
static hs_err ensure_descriptors(const hs_server_options *o, unsigned n_listen, hs_diag *diag)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
        return HS_OK; /* unknown: nothing to check against */
    rlim_t need = descriptors_needed(o, n_listen);
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur >= need)
        return HS_OK;
    if (rl.rlim_cur == RLIM_INFINITY)
        return HS_OK;
    if (rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= need) {
        struct rlimit raised = {need, rl.rlim_max};
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0)
            return HS_OK;
    }
    /* The most connections the hard limit leaves room for (the inverse of descriptors_needed). */
    hs_server_options fit = *o;
    while (fit.max_connections > 1 && descriptors_needed(&fit, n_listen) > rl.rlim_max)
        fit.max_connections--;
    return srv_fail(diag, HS_EINVAL,
                    "%u connections need %llu open files but this process may open only %llu (ulimit -n): "
                    "allow fewer connections (--max-connections %u) or raise the limit (ulimit -Hn %llu as root, "
                    "or LimitNOFILE=%llu in a systemd unit)",
                    o->max_connections, (unsigned long long)need, (unsigned long long)rl.rlim_max,
                    fit.max_connections, (unsigned long long)need, (unsigned long long)need);
}

/* libmicrohttpd's messages: kept while the server starts, so that a failure says its reason;
 * dropped afterwards (the access log says what happened to each request). */
static void on_mhd_message(void *cls, const char *fmt, va_list ap)
{
    hs_server *srv = cls;
    if (!srv->starting)
        return;
    vsnprintf(srv->start_msg, sizeof srv->start_msg, fmt, ap);
    size_t n = strlen(srv->start_msg);
    while (n && (srv->start_msg[n - 1] == '\n' || srv->start_msg[n - 1] == '.'))
        srv->start_msg[--n] = '\0';
}

/* The parts of a server after its listening sockets: the cache, the work pool, the reaper
 * thread and a libmicrohttpd daemon per socket, in that order. The reason of the first that
 * fails (then hs_server_stop undoes the ones made). */
static hs_err start_parts(hs_server *srv, const hs_server_options *o, hs_diag *diag)
{
    if (o->cache_entries && !(srv->cache = calloc(o->cache_entries, sizeof *srv->cache)))
        return srv_fail(diag, HS_ENOMEM, "out of memory");
    srv->cache_size = o->cache_entries;
    srv->cache_bytes = (size_t)o->cache_megabytes << 20;
    srv->pool = srv_pool_new(o->workers, o->queue, o->per_client);
    if (!srv->pool)
        return srv_fail(diag, HS_ENOMEM, "cannot start %u worker threads", o->workers);
    if (pthread_create(&srv->reaper, NULL, reaper, srv) != 0)
        return srv_fail(diag, HS_ENOMEM, "cannot start the connection reaper thread");
    srv->reaper_started = true;
    srv->max_with_closing = o->max_connections + o->max_connections / 4;
    srv->starting = true;
    for (unsigned k = 0; k < srv->n_listen; k++) {
        srv->start_msg[0] = '\0';
        srv->daemons[k] = MHD_start_daemon(
            MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG, 0, on_accept, srv, on_request,
            srv, MHD_OPTION_EXTERNAL_LOGGER, on_mhd_message, srv, /* first: it takes the options' warnings too */
            MHD_OPTION_LISTEN_SOCKET, (MHD_socket)srv->listen_fds[k],
            MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)o->threads,
            MHD_OPTION_CONNECTION_LIMIT, mhd_limit_of(o),
            MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)o->timeout_seconds,
            /* A request head may take this much (docs/http.md: beyond it libmicrohttpd answers
             * 414 or 431 itself); the query is not split by libmicrohttpd (on_uri). Kept at
             * libmicrohttpd's default: 0.9.75 zeroes the whole of it (and half of it again as the
             * read buffer shrinks) for every request on a kept-alive connection, so at 192 KiB
             * that clearing was three quarters of a cached answer's time in user space. */
            MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(32 * 1024),
            MHD_OPTION_URI_LOG_CALLBACK, on_uri, srv,
            MHD_OPTION_NOTIFY_COMPLETED, on_completed, srv,
            MHD_OPTION_NOTIFY_CONNECTION, on_connection, srv,
            MHD_OPTION_END);
        if (!srv->daemons[k]) {
            srv->starting = false;
            return srv_fail(diag, HS_EIO, "cannot start the HTTP server on %s:%u: %s", o->bind, (unsigned)srv->port,
                            srv->start_msg[0] ? srv->start_msg : "libmicrohttpd gave no reason");
        }
        srv->listen_fds[k] = -1; /* the daemon's now: closed after MHD_stop_daemon (hs_server_stop) */
    }
    srv->starting = false;
    return HS_OK;
}

/* Opens, binds and listens on `a`, at `port` (0: a free one); the descriptor, or -1 with the
 * reason in errno. "::" listens on both families; any other IPv6 address on IPv6 only. */
static int listen_on(listen_addr *a, uint16_t port)
{
    set_port(a, port);
    int fd = socket(a->sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (a->sa.ss_family == AF_INET6) {
        const struct in6_addr *in6 = &((struct sockaddr_in6 *)(void *)&a->sa)->sin6_addr;
        int only = !IN6_IS_ADDR_UNSPECIFIED(in6);
        setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &only, sizeof only);
    }
    if (bind(fd, (struct sockaddr *)&a->sa, a->len) != 0 || listen(fd, 511) != 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    return fd;
}

/* "http://127.0.0.1:8080" for `a` (IPv6 in brackets). */
static void url_of(const listen_addr *a, uint16_t port, char *out, size_t cap)
{
    char text[INET6_ADDRSTRLEN];
    bool v6 = a->sa.ss_family == AF_INET6;
    const void *bytes = v6 ? (const void *)&((const struct sockaddr_in6 *)(const void *)&a->sa)->sin6_addr
                           : (const void *)&((const struct sockaddr_in *)(const void *)&a->sa)->sin_addr;
    inet_ntop(a->sa.ss_family, bytes, text, sizeof text);
    snprintf(out, cap, v6 ? "http://[%s]:%u" : "http://%s:%u", text, (unsigned)port);
}

hs_err hs_server_start(const hs_server_options *options, hs_server **server, hs_diag *diag)
{
    *server = NULL;
    hs_err err = check_options(options, diag);
    if (err)
        return err;
#if defined(__GLIBC__)
    /* Big answers (a 2048 x 2048 map is 4 MB, made and freed on any thread) in mappings of their
     * own, unmapped when freed. glibc's default raises this threshold after the first such free,
     * and the next ones then come from per-thread heaps that keep their peak: a stream of big
     * distinct answers took the RSS from 9 to 19 MB and on (bench/soak_big: 1.1x at rest with
     * this). Process-wide; the server's host is a server. */
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
    hs_server *srv = calloc(1, sizeof *srv);
    if (!srv)
        return srv_fail(diag, HS_ENOMEM, "out of memory");
    for (unsigned k = 0; k < SRV_MAX_LISTEN; k++)
        srv->listen_fds[k] = -1;
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

    /* Our own listening sockets, so that a failure to bind says why; the second loopback takes
     * the port the first was given. */
    listen_addr addrs[SRV_MAX_LISTEN];
    unsigned n = bind_addrs(options->bind, addrs);
    uint16_t port = options->port;
    for (unsigned k = 0; k < n && !err; k++) {
        int fd = listen_on(&addrs[k], port);
        if (fd < 0 && addrs[k].required) {
            char url[INET6_ADDRSTRLEN + 16];
            url_of(&addrs[k], port, url, sizeof url);
            err = srv_fail(diag, HS_EIO, "cannot listen on %s: %s", url + 7, strerror(errno)); /* past "http://" */
        } else if (fd >= 0) {
            struct sockaddr_storage got;
            socklen_t glen = sizeof got;
            getsockname(fd, (struct sockaddr *)&got, &glen);
            port = ntohs(got.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)(void *)&got)->sin6_port
                                                   : ((struct sockaddr_in *)(void *)&got)->sin_port);
            size_t used = strlen(srv->urls);
            if (used)
                used += (size_t)snprintf(srv->urls + used, sizeof srv->urls - used, " and ");
            url_of(&addrs[k], port, srv->urls + used, sizeof srv->urls - used);
            srv->listen_fds[srv->n_listen++] = fd;
        }
    }
    srv->port = port;
    if (!err)
        err = ensure_descriptors(options, srv->n_listen, diag);
    if (!err)
        err = start_parts(srv, options, diag);
    if (err) {
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

const char *hs_server_urls(const hs_server *server)
{
    return server->urls;
}

void hs_server_work(hs_server *server, unsigned *running, unsigned *queued)
{
    srv_pool_load(server->pool, running, queued);
}

void hs_server_cached(hs_server *server, unsigned *entries, size_t *bytes)
{
    pthread_mutex_lock(&server->cache_lock);
    unsigned n = 0;
    for (unsigned k = 0; k < server->cache_size; k++)
        n += server->cache[k].response != NULL;
    if (entries)
        *entries = n;
    if (bytes)
        *bytes = server->cache_used;
    pthread_mutex_unlock(&server->cache_lock);
}

/* Stops the server: stops accepting, cancels the work (every deferred request gets its 503 from
 * the pool: queued ones at once, running ones at their next cancel check, and its connection
 * is resumed), waits for the work until `work_by` (now_ns's clock; UINT64_MAX: however long it
 * takes to stop), then up to `answers_for` ns for those answers to go out; then closes every
 * connection, joins the threads and frees the server. False, with nothing freed, when work is
 * still running at `work_by`: the server is then left as it is (accepting nothing). */
static bool server_stop(hs_server *server, uint64_t work_by, uint64_t answers_for)
{
    MHD_socket lfd[SRV_MAX_LISTEN];
    for (unsigned k = 0; k < SRV_MAX_LISTEN; k++)
        lfd[k] = server->daemons[k] ? MHD_quiesce_daemon(server->daemons[k]) : MHD_INVALID_SOCKET;
    if (server->pool && !srv_pool_stop_by(server->pool, work_by))
        return false;
    uint64_t answers_by = now_ns() + answers_for;
    while (atomic_load(&server->deferred) > 0 && now_ns() < answers_by)
        nanosleep(&(struct timespec){0, 10000000L}, NULL);
    pthread_mutex_lock(&server->conn_lock);
    server->stopping = true;
    pthread_cond_broadcast(&server->reaper_wake);
    pthread_mutex_unlock(&server->conn_lock);
    if (server->reaper_started)
        pthread_join(server->reaper, NULL);
    /* The listening sockets are closed only after MHD_stop_daemon: libmicrohttpd's pool threads
     * take them out of their epoll sets later, and abort if they are already closed then. */
    for (unsigned k = 0; k < SRV_MAX_LISTEN; k++) {
        if (server->daemons[k])
            MHD_stop_daemon(server->daemons[k]);
        if (lfd[k] != MHD_INVALID_SOCKET)
            close(lfd[k]);
        if (server->listen_fds[k] >= 0)
            close(server->listen_fds[k]);
    }
    srv_pool_free(server->pool);
    for (unsigned k = 0; k < server->cache_size; k++)
        if (server->cache[k].response)
            MHD_destroy_response(server->cache[k].response);
    free(server->cache);
    pthread_mutex_destroy(&server->cache_lock);
    pthread_mutex_destroy(&server->conn_lock);
    pthread_cond_destroy(&server->reaper_wake);
    free(server);
    return true;
}

void hs_server_stop(hs_server *server)
{
    /* The answers' wait starts once the work has stopped: five seconds, for a machine whose
     * cores are taken (half a second was not always enough for three 503s under a loaded test
     * suite); a client that does not read its answer holds it no longer. */
    if (server)
        server_stop(server, UINT64_MAX, 5000000000u);
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
            fprintf(options->status, "hexseed: serving on %s (%u threads; Ctrl-C stops)\n", srv->urls, options->threads);
            fflush(options->status);
        }
        int sig = 0;
        sigwait(&stop, &sig);
        if (options->status)
            fprintf(options->status, "hexseed: %s received, stopping\n", sig == SIGINT ? "SIGINT" : "SIGTERM");
        /* A second, whatever the machine is doing: the workers run at a lower priority, and on a
         * CPU taken by other processes a drawing can take many seconds to reach its next cancel
         * check. Work still running then is left to the process's exit; its clients see their
         * connection closed without an answer. */
        if (!server_stop(srv, now_ns() + 500000000u, 300000000u)) {
            left_running = srv;
            if (options->status)
                fprintf(options->status, "hexseed: work still running after 0.5 s is cut off\n");
        }
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return err;
}
