/* SPDX-License-Identifier: MIT */
/* soak_abuse.c: the web server against clients that go away and clients that never ask, in one
 * process: hexseed's server (defaults) on the loopback.
 *   1. Abandoned work: 32 requests for the seat verdict of a board (10,000 games each) from 16
 *      addresses, every socket closed half a second after its request. The time from the last
 *      close until the work pool is empty, then a fresh client's request for the same work from
 *      a 17th address: its status and time. Before the server cancelled abandoned work, that
 *      client got 503 and the last job ended 330 s later.
 *   2. Idle sockets: 1,000 connections from 40 addresses that send nothing (twice the
 *      connection limit: the server cuts the longest-waiting to make room), then a normal
 *      client's 20 requests for a cached board: how many were answered and the slowest.
 *   3. Open descriptors and RSS before and after.
 * Exit status 1 when the fresh client of 1 is not answered 200, a request of 2 is not, or the
 * pool is not empty a second after the last close.
 * Usage: soak_abuse. Not part of CI (about half a minute). */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "hexseed/server.h"
#include "procstat.h"

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void pause_s(double s)
{
    nanosleep(&(struct timespec){(time_t)s, (long)((s - (double)(time_t)s) * 1e9)}, NULL);
}

/* A connection from the loopback address `from` to the server, or -1. */
static int connect_from(const char *from, uint16_t port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = {.sin_family = AF_INET};
    inet_pton(AF_INET, from, &a.sin_addr);
    if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    a.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static int send_get(int fd, const char *target)
{
    char req[512];
    int n = snprintf(req, sizeof req, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", target);
    return send(fd, req, (size_t)n, MSG_NOSIGNAL) == n ? 0 : -1;
}

/* GET `target` from `from`: the status (0 when none came). */
static int get(const char *from, uint16_t port, const char *target)
{
    int fd = connect_from(from, port);
    if (fd < 0 || send_get(fd, target) != 0) {
        if (fd >= 0)
            close(fd);
        return 0;
    }
    char buf[4096];
    size_t got = 0;
    for (ssize_t r; got < sizeof buf - 1 && (r = recv(fd, buf + got, sizeof buf - 1 - got, 0)) > 0;)
        got += (size_t)r;
    char rest[4096];
    while (recv(fd, rest, sizeof rest, 0) > 0)
        ;
    close(fd);
    buf[got] = '\0';
    int status = 0;
    return sscanf(buf, "HTTP/1.1 %d", &status) == 1 ? status : 0;
}

int main(void)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < 4096 && (rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= 4096)) {
        rl.rlim_cur = 4096; /* the clients' sockets too: this process is both sides */
        setrlimit(RLIMIT_NOFILE, &rl);
    }
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.bind = "127.0.0.1";
    o.log = NULL;
    o.status = NULL;
    hs_server *srv;
    hs_diag diag = {{0}};
    if (hs_server_start(&o, &srv, &diag) != HS_OK) {
        fprintf(stderr, "soak_abuse: %s\n", diag.msg);
        return 1;
    }
    uint16_t port = hs_server_port(srv);
    get("127.0.0.1", port, "/board/0xjiwxm2.svg"); /* cached from here on */
    long rss0 = bench_rss_kib();
    int fds0 = bench_open_fds();
    printf("soak_abuse: hexseed server (%u workers, queue %u, %u per client, %u connections); at rest RSS %ld KiB, "
           "%d descriptors\n",
           o.workers, o.queue, o.per_client, o.max_connections, rss0, fds0);
    bool ok = true;

    /* 1. Abandoned work. */
    int fds[32];
    for (int k = 0; k < 32; k++) {
        char from[32], target[128];
        snprintf(from, sizeof from, "127.0.2.%d", 1 + k / 2);
        snprintf(target, sizeof target, "/api/fairness?code=0xjiwxm2&games=10000&seed=%d", k);
        fds[k] = connect_from(from, port);
        if (fds[k] >= 0 && send_get(fds[k], target) != 0) {
            close(fds[k]);
            fds[k] = -1;
        }
    }
    pause_s(0.5);
    unsigned running = 0, queued = 0;
    hs_server_work(srv, &running, &queued);
    printf("abandoned work: 32 seat verdicts of 10,000 games from 16 addresses: %u running, %u queued, the rest "
           "refused (503/429)\n",
           running, queued);
    for (int k = 0; k < 32; k++)
        if (fds[k] >= 0)
            close(fds[k]);
    double closed = now_s(), empty = -1;
    while (now_s() - closed < 30) {
        hs_server_work(srv, &running, &queued);
        if (running + queued == 0) {
            empty = now_s() - closed;
            break;
        }
        pause_s(0.01);
    }
    double t0 = now_s();
    int status = get("127.0.3.1", port, "/api/fairness?code=0xjiwxm2&games=10000&seed=99");
    double fresh = now_s() - t0;
    printf("  all 32 sockets closed: the pool was empty %.2f s later; a fresh client's verdict: %d in %.2f s\n", empty,
           status, fresh);
    ok &= status == 200 && empty >= 0 && empty <= 1.0;

    /* 2. Idle sockets. */
    static int idle[1000];
    int opened = 0;
    for (int k = 0; k < 1000; k++) {
        char from[32];
        snprintf(from, sizeof from, "127.0.4.%d", 1 + k % 40);
        idle[k] = connect_from(from, port);
        opened += idle[k] >= 0;
    }
    int served = 0;
    double worst = 0;
    for (int k = 0; k < 20; k++) {
        t0 = now_s();
        served += get("127.0.0.1", port, "/board/0xjiwxm2.svg") == 200;
        double t = now_s() - t0;
        worst = t > worst ? t : worst;
    }
    printf("idle sockets: %d of 1,000 opened from 40 addresses; a normal client: %d of 20 answered, the slowest in "
           "%.1f ms\n",
           opened, served, worst * 1e3);
    ok &= served == 20;
    for (int k = 0; k < 1000; k++)
        if (idle[k] >= 0)
            close(idle[k]);
    pause_s(1.0); /* the server notices the closes */
    hs_server_stop(srv);
    printf("after: RSS %ld KiB (%.2fx at rest), %d descriptors (%d at rest) once the server stopped\n", bench_rss_kib(),
           (double)bench_rss_kib() / (double)rss0, bench_open_fds(), fds0);
    return ok ? 0 : 1;
}
