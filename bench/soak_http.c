/* SPDX-License-Identifier: MIT */
/* soak_http.c: the web server under a long mixed load, in one process: hexseed's server on the
 * loopback and a load generator of 256 keep-alive connections (one thread, epoll). First a
 * baseline phase of cheap requests alone (static files, cached board drawings, the API index,
 * errors), then the soak: the same cheap load while 32 connections from 16 client addresses
 * keep every worker busy with balanced boards of 1,000,000 steps. Every 5 s: requests/s, the
 * cheap routes' p50/p99, the expensive answers and refusals (503/429, by design), errors (any
 * other status, or a connection lost mid-request) and the process's RSS. At the end: the cheap
 * p99 while expensive work runs against the baseline's, errors, RSS first and last.
 * Usage: soak_http [SECONDS] (default 60; the baseline phase is 10 s more). Not part of CI. */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include "hexseed/server.h"
#include "procstat.h"
#include "timing.h"

#define CONNECTIONS 256
#define EXPENSIVE 32
#define BUCKETS 100000 /* latency histogram: 10 us buckets up to 1 s, then one overflow bucket */

static const char *const cheap_targets[] = {
    "/static/app.css", "/board/0xjiwxm2.svg", "/api", "/api/catan?seed=x", "/board/0xjiwxm2.json",
};

typedef struct conn {
    int fd;
    bool expensive, busy;
    int index;
    char from[32];
    double sent_at;
    char head[8192];
    size_t head_len, body_left;
    bool in_body;
    int status, want; /* the answer's status, and the one this route should give */
} conn;

typedef struct stats {
    long cheap, expensive_ok, refused, errors;
    long hist[BUCKETS + 1];
} stats;

static double percentile(const long *hist, double p)
{
    long total = 0;
    for (int k = 0; k <= BUCKETS; k++)
        total += hist[k];
    if (!total)
        return 0;
    long want = (long)(p * (double)total), seen = 0;
    for (int k = 0; k <= BUCKETS; k++) {
        seen += hist[k];
        if (seen > want)
            return (k + 1) * 0.01; /* ms: the bucket's upper edge */
    }
    return BUCKETS * 0.01;
}

static bool open_conn(conn *c, uint16_t port, int ep)
{
    c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    if (c->fd < 0)
        return false;
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    inet_pton(AF_INET, c->from, &a.sin_addr);
    if (bind(c->fd, (struct sockaddr *)&a, sizeof a) != 0) {
        close(c->fd);
        return false;
    }
    int one = 1;
    setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    a.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    if (connect(c->fd, (struct sockaddr *)&a, sizeof a) != 0 && errno != EINPROGRESS) {
        close(c->fd);
        return false;
    }
    struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.ptr = c};
    epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &ev);
    c->busy = false;
    return true;
}

/* Sends the connection's next request (the socket is writable; requests are small). */
static void send_next(conn *c, int ep, unsigned long *counter)
{
    char req[256];
    const char *target;
    char expensive[96];
    if (c->expensive) {
        snprintf(expensive, sizeof expensive, "/api/catan?balanced=1&iterations=1000000&seed=%lu", (*counter)++);
        target = expensive;
    } else {
        target = cheap_targets[(unsigned long)(c->index + (int)(*counter)++) %
                               (sizeof cheap_targets / sizeof cheap_targets[0])];
    }
    c->want = strcmp(target, "/api/catan?seed=x") == 0 ? 400 : 200;
    int n = snprintf(req, sizeof req, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", target);
    if (send(c->fd, req, (size_t)n, MSG_NOSIGNAL) != n)
        return; /* the read side will see the end */
    c->busy = true;
    c->sent_at = bench_now();
    c->head_len = 0;
    c->in_body = false;
    struct epoll_event ev = {.events = EPOLLIN, .data.ptr = c};
    epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &ev);
}

static void finish(conn *c, stats *st, int ep)
{
    double ms = (bench_now() - c->sent_at) * 1e3;
    if (c->expensive) {
        if (c->status == 200)
            st->expensive_ok++;
        else if (c->status == 503 || c->status == 429)
            st->refused++;
        else
            st->errors++;
    } else {
        if (c->status == c->want) {
            st->cheap++;
            long b = (long)(ms * 100);
            st->hist[b < BUCKETS ? b : BUCKETS]++;
        } else {
            st->errors++;
        }
    }
    c->busy = false;
    struct epoll_event ev = {.events = EPOLLOUT, .data.ptr = c};
    epoll_ctl(ep, EPOLL_CTL_MOD, c->fd, &ev);
}

/* Reads what is there; finishes the request when its body is complete. */
static void on_readable(conn *c, stats *st, int ep, uint16_t port)
{
    char buf[65536];
    for (;;) {
        ssize_t r = recv(c->fd, buf, sizeof buf, 0);
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return;
        if (r <= 0) { /* closed: an error when a request was in flight */
            if (c->busy)
                st->errors++;
            epoll_ctl(ep, EPOLL_CTL_DEL, c->fd, NULL);
            close(c->fd);
            open_conn(c, port, ep);
            return;
        }
        size_t off = 0;
        while (off < (size_t)r) {
            if (!c->in_body) {
                size_t take = (size_t)r - off;
                if (take > sizeof c->head - 1 - c->head_len)
                    take = sizeof c->head - 1 - c->head_len;
                memcpy(c->head + c->head_len, buf + off, take);
                c->head_len += take;
                c->head[c->head_len] = '\0';
                char *end = strstr(c->head, "\r\n\r\n");
                if (!end) {
                    off += take;
                    continue;
                }
                size_t head_bytes = (size_t)(end + 4 - c->head);
                off += take - (c->head_len - head_bytes);
                c->status = 0;
                sscanf(c->head, "HTTP/1.1 %d", &c->status);
                const char *cl = strstr(c->head, "Content-Length: ");
                c->body_left = cl ? strtoul(cl + 16, NULL, 10) : 0;
                c->in_body = true;
            }
            size_t take = (size_t)r - off < c->body_left ? (size_t)r - off : c->body_left;
            c->body_left -= take;
            off += take;
            if (c->body_left == 0) {
                finish(c, st, ep);
                if (off < (size_t)r)
                    return; /* nothing pipelined: stray bytes are ignored */
            }
        }
    }
}

/* Runs the load for `seconds`, with or without the expensive connections, printing a line
 * every 5 s. Fills `total`. */
static void run_phase(hs_server *srv, uint16_t port, conn *conns, int n, double seconds, stats *total, const char *name)
{
    int ep = epoll_create1(0);
    unsigned long counter = 1;
    for (int k = 0; k < n; k++)
        if (!open_conn(&conns[k], port, ep))
            fprintf(stderr, "soak: cannot open connection %d from %s\n", k, conns[k].from);
    memset(total, 0, sizeof *total);
    stats *win = calloc(1, sizeof *win);
    double start = bench_now(), next_report = start + 5;
    struct epoll_event evs[256];
    while (bench_now() - start < seconds) {
        int m = epoll_wait(ep, evs, 256, 100);
        for (int k = 0; k < m; k++) {
            conn *c = evs[k].data.ptr;
            if (evs[k].events & (EPOLLIN | EPOLLHUP | EPOLLERR))
                on_readable(c, win, ep, port);
            else if ((evs[k].events & EPOLLOUT) && !c->busy)
                send_next(c, ep, &counter);
        }
        double t = bench_now();
        if (t >= next_report) {
            unsigned running = 0, queued = 0;
            hs_server_work(srv, &running, &queued);
            printf("%-9s %5.0f s %9.0f cheap/s  p50 %6.2f ms  p99 %6.2f ms  %6.1f expensive/s  %5ld refused  %3ld errors"
                   "  workers %u busy, %2u queued  RSS %ld KiB\n",
                   name, t - start, win->cheap / 5.0, percentile(win->hist, 0.50), percentile(win->hist, 0.99),
                   win->expensive_ok / 5.0, win->refused, win->errors, running, queued, bench_rss_kib());
            total->cheap += win->cheap;
            total->expensive_ok += win->expensive_ok;
            total->refused += win->refused;
            total->errors += win->errors;
            for (int b = 0; b <= BUCKETS; b++)
                total->hist[b] += win->hist[b];
            memset(win, 0, sizeof *win);
            next_report += 5;
        }
    }
    for (int k = 0; k < n; k++) {
        epoll_ctl(ep, EPOLL_CTL_DEL, conns[k].fd, NULL);
        close(conns[k].fd);
    }
    free(win);
    close(ep);
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    double seconds = argc > 1 ? atof(argv[1]) : 60;
    if (!(seconds >= 5))
        seconds = 60;
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.threads = 2;
    o.log = NULL;
    o.status = NULL;
    o.per_ip_connections = CONNECTIONS; /* the cheap load all comes from 127.0.0.1 */
    hs_server *srv;
    hs_diag diag = {{0}};
    if (hs_server_start(&o, &srv, &diag) != HS_OK) {
        fprintf(stderr, "soak: %s\n", diag.msg);
        return 1;
    }
    uint16_t port = hs_server_port(srv);
    static conn conns[CONNECTIONS];
    for (int k = 0; k < CONNECTIONS; k++) {
        conns[k].index = k;
        conns[k].expensive = k >= CONNECTIONS - EXPENSIVE;
        if (conns[k].expensive) /* two connections per address: each address's full share */
            snprintf(conns[k].from, sizeof conns[k].from, "127.0.1.%d", 1 + (k - (CONNECTIONS - EXPENSIVE)) / 2);
        else
            snprintf(conns[k].from, sizeof conns[k].from, "127.0.0.1");
    }
    printf("soak: hexseed server (2 connection threads, %u workers, queue %u, %u per client) and the load in one "
           "process on %ld CPUs\n",
           o.workers, o.queue, o.per_client, sysconf(_SC_NPROCESSORS_ONLN));
    printf("cheap: %d keep-alive connections cycling %zu routes; expensive: %d connections from 16 addresses asking "
           "balanced boards of 1,000,000 steps\n\n",
           CONNECTIONS - EXPENSIVE, sizeof cheap_targets / sizeof cheap_targets[0], EXPENSIVE);
    long rss_start = bench_rss_kib();
    int fds_start = bench_open_fds();
    stats *base = calloc(1, sizeof *base), *soak = calloc(1, sizeof *soak);
    run_phase(srv, port, conns, CONNECTIONS - EXPENSIVE, 10, base, "baseline");
    long rss_mid = bench_rss_kib();
    run_phase(srv, port, conns, CONNECTIONS, seconds, soak, "soak");
    long rss_end = bench_rss_kib();
    int fds_end = bench_open_fds(); /* with the 256 load connections still open */
    hs_server_stop(srv);
    double b99 = percentile(base->hist, 0.99), s99 = percentile(soak->hist, 0.99);
    printf("\nbaseline (cheap only, 10 s): %.0f req/s, p50 %.2f ms, p99 %.2f ms, %ld errors\n", base->cheap / 10.0,
           percentile(base->hist, 0.5), b99, base->errors);
    printf("soak (%.0f s, every worker busy): %.0f cheap req/s, p50 %.2f ms, p99 %.2f ms (%.2fx the baseline's p99); "
           "%ld balanced boards, %ld refused (503/429), %ld errors\n",
           seconds, soak->cheap / seconds, percentile(soak->hist, 0.5), s99, b99 > 0 ? s99 / b99 : 0,
           soak->expensive_ok, soak->refused, soak->errors);
    printf("RSS: %ld KiB at the start, %ld after the baseline, %ld at the end; descriptors %d at the start, %d at the end "
           "(the load's %d connections still open)\n",
           rss_start, rss_mid, rss_end, fds_start, fds_end, CONNECTIONS);
    int status = soak->errors || base->errors ? 1 : 0;
    free(base);
    free(soak);
    return status;
}
