/* SPDX-License-Identifier: MIT */
/* pool.c: the bounded work pool (pool.h): one mutex, one condition variable, a FIFO queue and
 * a slot per worker holding the task it runs, so the per-client count and the cancellation on
 * shutdown see every task that is not finished. */
#include "pool.h"

#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

struct srv_pool {
    pthread_mutex_t lock;
    pthread_cond_t wake;
    unsigned workers, capacity, per_client;
    unsigned queued;
    srv_task *head, *tail;
    srv_task **running;  /* running[k]: the task worker k runs, or NULL */
    pthread_t *threads;
    unsigned started;    /* threads that were created (and must be joined) */
    unsigned alive;      /* threads that have not left their loop; `gone` is signalled as one does */
    pthread_cond_t gone;
    bool stopping, joined;
};

typedef struct worker_arg {
    srv_pool *pool;
    unsigned index;
} worker_arg;

static void *worker(void *arg)
{
    worker_arg *w = arg;
    srv_pool *p = w->pool;
    unsigned me = w->index;
    free(w);
    /* Expensive work yields the CPU to the connection threads (Linux: a thread's own nice
     * value), so cheap answers stay fast while every worker is busy. Best effort. */
    setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 10);
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->head && !p->stopping)
            pthread_cond_wait(&p->wake, &p->lock);
        if (!p->head)
            break; /* stopping, and nothing left for us */
        srv_task *t = p->head;
        p->head = t->next;
        if (!p->head)
            p->tail = NULL;
        p->queued--;
        p->running[me] = t;
        pthread_mutex_unlock(&p->lock);
        /* Cancelled before it started (abandoned before it was queued): not run at all. */
        bool run = !hs_cancel_requested(&t->cancel);
        if (run)
            t->run(t);
        pthread_mutex_lock(&p->lock);
        p->running[me] = NULL;
        pthread_mutex_unlock(&p->lock);
        t->done(t, run); /* the submitter may free the task here */
        pthread_mutex_lock(&p->lock);
    }
    p->alive--;
    pthread_cond_broadcast(&p->gone);
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

srv_pool *srv_pool_new(unsigned workers, unsigned queue, unsigned per_client)
{
    if (workers < 1 || workers > 64 || queue > 4096 || per_client < 1 || per_client > 1024)
        return NULL;
    srv_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->workers = workers;
    p->capacity = queue;
    p->per_client = per_client;
    p->running = calloc(workers, sizeof *p->running);
    p->threads = calloc(workers, sizeof *p->threads);
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->wake, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&p->gone, &ca);
    pthread_condattr_destroy(&ca);
    if (!p->running || !p->threads) {
        pthread_mutex_destroy(&p->lock);
        pthread_cond_destroy(&p->wake);
        pthread_cond_destroy(&p->gone);
        free(p->running);
        free(p->threads);
        free(p);
        return NULL;
    }
    for (unsigned k = 0; k < workers; k++) {
        worker_arg *w = malloc(sizeof *w);
        pthread_mutex_lock(&p->lock);
        p->alive++;
        pthread_mutex_unlock(&p->lock);
        if (!w || (w->pool = p, w->index = k, pthread_create(&p->threads[k], NULL, worker, w) != 0)) {
            free(w);
            pthread_mutex_lock(&p->lock);
            p->alive--;
            pthread_mutex_unlock(&p->lock);
            srv_pool_free(p);
            return NULL;
        }
        p->started++;
    }
    return p;
}

srv_submit srv_pool_submit(srv_pool *p, srv_task *t)
{
    pthread_mutex_lock(&p->lock);
    srv_submit verdict = SRV_SUBMITTED;
    unsigned idle = 0, mine = 0;
    for (unsigned k = 0; k < p->workers; k++) {
        idle += !p->running[k];
        mine += p->running[k] && p->running[k]->client == t->client;
    }
    for (srv_task *q = p->head; q; q = q->next)
        mine += q->client == t->client;
    /* A task that an idle worker takes at once never waits: it needs no queue room. */
    bool room = p->queued < p->capacity || p->queued < idle;
    if (p->stopping)
        verdict = SRV_STOPPING;
    else if (mine >= p->per_client)
        verdict = SRV_CLIENT_BUSY;
    else if (!room)
        verdict = SRV_QUEUE_FULL;
    if (verdict == SRV_SUBMITTED) {
        t->next = NULL;
        if (p->tail)
            p->tail->next = t;
        else
            p->head = t;
        p->tail = t;
        p->queued++;
        pthread_cond_signal(&p->wake);
    }
    pthread_mutex_unlock(&p->lock);
    return verdict;
}

void srv_pool_load(srv_pool *p, unsigned *running, unsigned *queued)
{
    pthread_mutex_lock(&p->lock);
    unsigned busy = 0;
    for (unsigned k = 0; k < p->workers; k++)
        busy += p->running[k] != NULL;
    if (running)
        *running = busy;
    if (queued)
        *queued = p->queued;
    pthread_mutex_unlock(&p->lock);
}

bool srv_pool_abandon(srv_pool *p, srv_task *t)
{
    pthread_mutex_lock(&p->lock);
    t->abandoned = true;
    hs_cancel_request(&t->cancel);
    bool dropped = false;
    for (srv_task **q = &p->head; *q; q = &(*q)->next)
        if (*q == t) {
            *q = t->next;
            if (p->tail == t) /* the new last one: the task before t, or none */
                for (p->tail = p->head; p->tail && p->tail->next; p->tail = p->tail->next)
                    ;
            p->queued--;
            dropped = true;
            break;
        }
    pthread_mutex_unlock(&p->lock);
    return dropped;
}

bool srv_pool_stop_by(srv_pool *p, uint64_t deadline)
{
    pthread_mutex_lock(&p->lock);
    if (p->joined) {
        pthread_mutex_unlock(&p->lock);
        return true;
    }
    p->stopping = true;
    srv_task *dropped = p->head;
    p->head = p->tail = NULL;
    p->queued = 0;
    for (unsigned k = 0; k < p->workers; k++)
        if (p->running[k])
            hs_cancel_request(&p->running[k]->cancel);
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->lock);
    while (dropped) {
        srv_task *next = dropped->next;
        dropped->done(dropped, false);
        dropped = next;
    }
    struct timespec until = {(time_t)(deadline / 1000000000u), (long)(deadline % 1000000000u)};
    pthread_mutex_lock(&p->lock);
    while (p->alive > 0)
        if (deadline == UINT64_MAX)
            pthread_cond_wait(&p->gone, &p->lock);
        else if (pthread_cond_timedwait(&p->gone, &p->lock, &until) != 0)
            break; /* the deadline */
    bool finished = p->alive == 0;
    pthread_mutex_unlock(&p->lock);
    if (!finished)
        return false;
    for (unsigned k = 0; k < p->started; k++)
        pthread_join(p->threads[k], NULL);
    pthread_mutex_lock(&p->lock);
    p->joined = true;
    pthread_mutex_unlock(&p->lock);
    return true;
}

void srv_pool_stop(srv_pool *p)
{
    srv_pool_stop_by(p, UINT64_MAX);
}

void srv_pool_free(srv_pool *p)
{
    if (!p)
        return;
    srv_pool_stop(p);
    pthread_mutex_destroy(&p->lock);
    pthread_cond_destroy(&p->wake);
    pthread_cond_destroy(&p->gone);
    free(p->running);
    free(p->threads);
    free(p);
}
