/* SPDX-License-Identifier: MIT */
/* soak_big.c: the web server's memory under a stream of large distinct answers, in one process:
 * hexseed's server on the loopback and two clients asking, one after another, for land and
 * water maps of 2048 x 2048 cells as text (4,196,352 bytes each), every one a new seed, so that
 * no answer is ever asked twice. The process's RSS and open descriptors at rest (after one small
 * answer) and every 100 answers; at the end the RSS against the resting one. The cache keeps no
 * answer over an eighth of its bound, and the rest goes back to the system once sent, so the RSS
 * must stay flat: the exit status is 1 when it ends above twice the resting RSS.
 * Usage: soak_big [ANSWERS] (default 500). Not part of CI (about a minute on two cores). */
#define _GNU_SOURCE /* memmem */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "hexseed/server.h"
#include "procstat.h"

#define CLIENTS 2
#define MAP_BYTES 4196352L /* 2048 rows of 2048 cells and a newline */

/* GET `target` on a fresh connection: the bytes of the answer's body, or -1 on any failure. */
static long fetch(uint16_t port, const char *target)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(port)};
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        if (fd >= 0)
            close(fd);
        return -1;
    }
    char req[256];
    int n = snprintf(req, sizeof req, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", target);
    if (send(fd, req, (size_t)n, MSG_NOSIGNAL) != n) {
        close(fd);
        return -1;
    }
    static _Thread_local char buf[1 << 16];
    long total = 0, head = -1;
    char first[16] = "";
    for (ssize_t r; (r = recv(fd, buf, sizeof buf, 0)) > 0;) {
        if (total == 0)
            memcpy(first, buf, r < 15 ? (size_t)r : 15);
        if (head < 0) {
            char *end = memmem(buf, (size_t)r, "\r\n\r\n", 4); /* the head fits in the first read */
            if (end)
                head = total + (end - buf) + 4;
        }
        total += r;
    }
    close(fd);
    return strncmp(first, "HTTP/1.1 200", 12) == 0 && head >= 0 ? total - head : -1;
}

typedef struct client {
    uint16_t port;
    atomic_int *next;
    int answers;
    long failures;
} client;

static atomic_int done_count;

static void *run(void *arg)
{
    client *c = arg;
    for (int k; (k = atomic_fetch_add(c->next, 1)) < c->answers;) {
        char target[128];
        snprintf(target, sizeof target, "/terrain.txt?width=2048&height=2048&seed=%d", 1000000 + k);
        c->failures += fetch(c->port, target) != MAP_BYTES;
        atomic_fetch_add(&done_count, 1);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    int answers = argc > 1 ? atoi(argv[1]) : 500;
    if (answers < 1)
        answers = 500;
    hs_server_options o = hs_server_default();
    o.port = 0;
    o.bind = "127.0.0.1";
    o.log = NULL;
    o.status = NULL;
    hs_server *srv;
    hs_diag diag = {{0}};
    if (hs_server_start(&o, &srv, &diag) != HS_OK) {
        fprintf(stderr, "soak_big: %s\n", diag.msg);
        return 1;
    }
    uint16_t port = hs_server_port(srv);
    if (fetch(port, "/api") < 0) {
        fprintf(stderr, "soak_big: the server does not answer\n");
        return 1;
    }
    long idle = bench_rss_kib();
    int idle_fds = bench_open_fds();
    printf("soak_big: %d distinct maps of 2048 x 2048 cells as text (%ld bytes each) from %d clients; cache bound "
           "%u MiB\n",
           answers, MAP_BYTES, CLIENTS, o.cache_megabytes);
    printf("at rest: RSS %ld KiB, %d descriptors\n", idle, idle_fds);
    atomic_int next = 0;
    client clients[CLIENTS];
    pthread_t threads[CLIENTS];
    for (int k = 0; k < CLIENTS; k++) {
        clients[k] = (client){port, &next, answers, 0};
        pthread_create(&threads[k], NULL, run, &clients[k]);
    }
    long peak = idle;
    for (int shown = 0; shown < answers;) {
        nanosleep(&(struct timespec){0, 100000000L}, NULL);
        long now = bench_rss_kib();
        peak = now > peak ? now : peak;
        int d = atomic_load(&done_count);
        if (d >= shown + 100 || d == answers) {
            shown = d - d % 100 > shown ? d - d % 100 : d;
            printf("%4d answers: RSS %ld KiB (%.2fx at rest), %d descriptors\n", d, now, (double)now / (double)idle,
                   bench_open_fds());
        }
    }
    long failures = 0;
    for (int k = 0; k < CLIENTS; k++) {
        pthread_join(threads[k], NULL);
        failures += clients[k].failures;
    }
    long end = bench_rss_kib();
    int end_fds = bench_open_fds();
    unsigned entries = 0;
    size_t cached = 0;
    hs_server_cached(srv, &entries, &cached);
    hs_server_stop(srv);
    printf("after %d answers: RSS %ld KiB (%.2fx at rest; peak %ld KiB), %d descriptors (%d at rest), %u answers "
           "cached in %zu bytes, %ld failed\n",
           answers, end, (double)end / (double)idle, peak, end_fds, idle_fds, entries, cached, failures);
    return failures || end > 2 * idle || end_fds > idle_fds ? 1 : 0;
}
