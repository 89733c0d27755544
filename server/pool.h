/* SPDX-License-Identifier: MIT */
/* pool.h: the bounded work pool for expensive generation: a few worker threads apart from
 * libmicrohttpd's connection threads, a bounded queue, a limit per client, and cooperative
 * cancellation on shutdown. It knows nothing of HTTP: a task is a function and a cancel flag. */
#ifndef HEXSEED_SERVER_POOL_H
#define HEXSEED_SERVER_POOL_H

#include <stdbool.h>
#include <stdint.h>

#include "hexseed/error.h"

typedef struct srv_task srv_task;

/* One piece of work. The submitter fills run, done and client and keeps the task alive until
 * done has been called; the pool owns the other fields meanwhile. */
struct srv_task {
    /* The work, on a worker thread; it should watch `cancel` (srv_task.cancel). */
    void (*run)(srv_task *task);
    /* Called exactly once after a successful submit: on the worker thread after run (ran true),
     * or from srv_pool_stop for a task still queued (ran false: run was never called). */
    void (*done)(srv_task *task, bool ran);
    uint32_t client;   /* who asked (a hash of the address): at most per_client tasks each */
    /* Zeroed by the submitter before srv_pool_submit; requested by srv_pool_stop and
     * srv_pool_abandon: the work stops at its next check (a task cancelled before a worker
     * takes it is not run: done(task, false)). */
    hs_cancel cancel;
    bool abandoned;    /* set by srv_pool_abandon (read it after done) */
    srv_task *next;
};

typedef struct srv_pool srv_pool;

typedef enum srv_submit {
    SRV_SUBMITTED,     /* queued; done will be called */
    SRV_QUEUE_FULL,    /* every worker busy and the queue full: try again later (503) */
    SRV_CLIENT_BUSY,   /* this client already has per_client tasks queued or running (429) */
    SRV_STOPPING,      /* the pool is shutting down (503) */
} srv_submit;

/* A pool of `workers` threads (1..64) with room for `queue` waiting tasks (0..4096) and at most
 * `per_client` tasks queued or running per client (1..1024). NULL when out of memory or a
 * thread cannot start. */
srv_pool *srv_pool_new(unsigned workers, unsigned queue, unsigned per_client);

/* Queues `task` (see srv_submit). On anything but SRV_SUBMITTED the task is untouched and done
 * will not be called. Thread-safe. */
srv_submit srv_pool_submit(srv_pool *pool, srv_task *task);

/* Nobody waits for `task` any more (its client hung up): it is marked abandoned and cancelled.
 * A task still queued leaves the queue at once, freeing its place and its client's share, and
 * true is returned: the caller must then call task->done(task, false) itself, outside any lock
 * that done takes. False for a running task (it stops at its next cancel check, then done is
 * called as usual) or one the pool does not hold (not yet submitted: it will not run). */
bool srv_pool_abandon(srv_pool *pool, srv_task *task);

/* Tasks running and waiting now (either pointer may be NULL). */
void srv_pool_load(srv_pool *pool, unsigned *running, unsigned *queued);

/* Refuses new tasks, sets the cancel flag of every running task, calls done(task, false) for
 * every queued one, and waits for the workers to finish. Idempotent. */
void srv_pool_stop(srv_pool *pool);

/* srv_pool_stop, but waiting for the workers only until `deadline` (CLOCK_MONOTONIC, ns): true
 * when they all finished (the pool is stopped as by srv_pool_stop), false when work is still
 * running then (a drawing that makes no cancel check, on a CPU taken by other processes); the
 * pool must then not be freed, its tasks may still call done. */
bool srv_pool_stop_by(srv_pool *pool, uint64_t deadline);

/* Stops the pool (if not yet stopped) and frees it; srv_pool_free(NULL) does nothing. */
void srv_pool_free(srv_pool *pool);

#endif
