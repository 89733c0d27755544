/* SPDX-License-Identifier: MIT */
/* hexseed/rng.h: hexseed's one pseudo-random generator, mulberry32, with unbiased bounded
 * draws and a Fisher-Yates shuffle; plus a counter-based hash for generators that need the
 * random value of a cell as a pure function of (seed, x, y). Same output on every platform.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_RNG_H
#define HEXSEED_RNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The generator's whole state: one 32-bit word. A value; copy it to fork a stream. */
typedef struct hs_rng {
    uint32_t state;
} hs_rng;

/* A generator seeded with `seed` (any 32-bit value; 0 is fine). */
static inline hs_rng hs_rng_seed(uint32_t seed)
{
    hs_rng r = {seed};
    return r;
}

/* The next 32-bit output of mulberry32, bit-exact with the common JavaScript one-liner
  * (see docs/design.md). Advances the state by one step. Errors: none. */
uint32_t hs_rng_next(hs_rng *rng);

/* A double in [0, 1): the next output divided by 2^32, as in the JavaScript original. Errors:
 * none. */
double hs_rng_float(hs_rng *rng);

/* A uniform integer in [0, n), without modulo bias (Lemire's multiply-and-reject).
 * n must be at least 1. Usually one draw; more only when a draw falls in the rejected
  * sliver of fewer than n values out of 2^32. Errors: none (n = 0 stops a build with assertions
  * and gives 0 in a release build). Thread-safety: any thread; `rng` is written, so one
  * generator is not shared by concurrent calls. */
uint32_t hs_rng_below(hs_rng *rng, uint32_t n);

/* Shuffles `count` elements of `size` bytes at `base` in place, uniformly (Fisher-Yates:
 * for i from count-1 down to 1, swap element i with element hs_rng_below(i + 1)). Makes
  * count-1 bounded draws when count > 1; elements of any size. Errors: none. Thread-safety: any
 * thread; `rng` and `base` are written, so neither is shared by concurrent calls. */
void hs_rng_shuffle(hs_rng *rng, void *base, size_t count, size_t size);

/* A well-mixed 32-bit hash of (seed, x, y): a pure function, so any cell of a huge map can be
 * drawn by itself, in any order, on any machine. Not a stream: no state. */
static inline uint32_t hs_mix32(uint32_t h)
{
    /* A murmur3-style finaliser: each input goes through a full avalanche before the next is
     * mixed in, so neighbouring cells are unrelated. Inline, so that loops over cells vectorise. */
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return h;
}

/* The part of hs_hash3(seed, x, y) that does not depend on y: a loop over the cells of a column
 * (or over rows, one column at a time) computes it once and finishes each cell with
 * hs_mix32(column ^ y). */
static inline uint32_t hs_hash3_column(uint32_t seed, uint32_t x)
{
    return hs_mix32(hs_mix32(seed ^ 0x9E3779B9u) ^ x) + 0x632BE5ABu;
}

static inline uint32_t hs_hash3(uint32_t seed, uint32_t x, uint32_t y)
{
    return hs_mix32(hs_hash3_column(seed, x) ^ y);
}

#ifdef __cplusplus
}
#endif

#endif
