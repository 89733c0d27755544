/* SPDX-License-Identifier: MIT */
/* hexseed/error.h: the one error enum of the library, its names, the diagnostics buffer
 * through which a function says in a sentence what exactly was wrong, and the one cancel flag
 * every long-running function watches (docs/library.md, "Errors and cancellation").
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_ERROR_H
#define HEXSEED_ERROR_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* X(enum name, short description). 0 is success; the order is part of the ABI. New codes are
 * only ever appended, so HS_ERR_COUNT may grow: treat a code at or past the count you compiled
 * with as "some other error" (hs_strerror names it). */
#define HS_ERROR_TABLE(X)                                               \
    X(HS_OK,        "success")                                          \
    X(HS_EINVAL,    "invalid argument")                                 \
    X(HS_ENOMEM,    "out of memory")                                    \
    X(HS_ECODE,     "malformed share code")                             \
    X(HS_EVERSION,  "unknown share code version")                       \
    X(HS_EUNSAT,    "no board satisfies the active rules")              \
    X(HS_ECONFLICT, "conflicting options")                              \
    X(HS_ELIMIT,    "size or search limit exceeded")                    \
    X(HS_EPARSE,    "malformed input")                                  \
    X(HS_EIO,       "input/output error")                               \
    X(HS_ECANCEL,   "cancelled")

typedef enum hs_err {
#define HS_ERROR_ENUM(name, text) name,
    HS_ERROR_TABLE(HS_ERROR_ENUM)
#undef HS_ERROR_ENUM
    HS_ERR_COUNT
} hs_err;

/* A static English description of `err`; "unknown error" for values outside the enum. Errors:
 * none. */
const char *hs_strerror(hs_err err);

/* The enum's own name ("HS_EINVAL"), for logs and JSON error bodies. Errors: none ("HS_EUNKNOWN"
 * for values outside the enum). */
const char *hs_errname(hs_err err);

/* A caller-owned buffer for a one-line, human-readable reason. Functions that take an
 * `hs_diag *` fill it when they fail and leave it untouched when they succeed; NULL is allowed
 * everywhere and means "the caller does not want the detail". */
typedef struct hs_diag {
    char msg[256];
} hs_diag;

/* A cancel flag: one type for every function that can be stopped from another thread
 * (hs_board_make_cancel, hs_optimize_options.cancel, hs_terrain_options.cancel,
 * hs_sim_options.cancel). A plain value the caller owns: zero-initialise it (`hs_cancel c = {0};`
 * in C, `hs_cancel c{};` in C++), pass its address, and call hs_cancel_request from any thread;
 * the library reads it with an atomic load, so C and C++ callers share it without a data race.
 * Touch `state` only through the functions below. A cancelled call returns HS_ECANCEL. */
typedef struct hs_cancel {
    int state; /* 0: go on; 1: stop. Read and written atomically by the functions below. */
} hs_cancel;

/* Asks every call watching `cancel` to stop at its next check (thread-safe, idempotent). Errors:
 * none (NULL is ignored). Thread-safety: any thread, while calls watch the flag. */
void hs_cancel_request(hs_cancel *cancel);
/* Clears the request, for reusing the flag; only while no call watches it. Errors: none.
 * Thread-safety: not while a call watches the flag. */
void hs_cancel_reset(hs_cancel *cancel);
/* True once hs_cancel_request was called (and not reset); false for NULL. Thread-safe. Errors:
 * none (false for NULL). Thread-safety: any thread. */
bool hs_cancel_requested(const hs_cancel *cancel);

#ifdef __cplusplus
}
#endif

#endif
