/* SPDX-License-Identifier: MIT */
/* rng.c: mulberry32, unbiased bounded integers, Fisher-Yates, and the cell hash. */
#include "hexseed/rng.h"

#include <assert.h>
#include <string.h>

/* The draws themselves, inline for the loops below; the exported functions wrap them. */
static inline uint32_t next(hs_rng *rng)
{
    uint32_t t = (rng->state += 0x6D2B79F5u);
    t = (t ^ (t >> 15)) * (t | 1u);
    t ^= t + (t ^ (t >> 7)) * (t | 61u);
    return t ^ (t >> 14);
}

static inline uint32_t below(hs_rng *rng, uint32_t n)
{
    uint64_t m = (uint64_t)next(rng) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        /* 2^32 mod n values of the low word would make some results more likely: redraw. */
        uint32_t threshold = (uint32_t)-n % n;
        while (low < threshold) {
            m = (uint64_t)next(rng) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

uint32_t hs_rng_next(hs_rng *rng)
{
    return next(rng);
}

double hs_rng_float(hs_rng *rng)
{
    return next(rng) / 4294967296.0;
}

uint32_t hs_rng_below(hs_rng *rng, uint32_t n)
{
    assert(n >= 1);
    return below(rng, n);
}

/* Swaps the `size` bytes at x and y (distinct, not overlapping), a buffer's worth at a time. */
static void swap_bytes(unsigned char *x, unsigned char *y, size_t size)
{
    unsigned char tmp[64];
    for (size_t done = 0; done < size; done += sizeof tmp) {
        size_t n = size - done < sizeof tmp ? size - done : sizeof tmp;
        memcpy(tmp, x + done, n);
        memcpy(x + done, y + done, n);
        memcpy(y + done, tmp, n);
    }
}

void hs_rng_shuffle(hs_rng *rng, void *base, size_t count, size_t size)
{
    unsigned char *a = base;
    if (size == 1) { /* the common case of byte tables: the same draws, without memcpy */
        for (size_t i = count; i > 1; i--) {
            size_t j = below(rng, (uint32_t)i);
            unsigned char t = a[i - 1];
            a[i - 1] = a[j];
            a[j] = t;
        }
        return;
    }
    for (size_t i = count; i > 1; i--) {
        size_t j = below(rng, (uint32_t)i);
        size_t k = i - 1;
        if (j != k)
            swap_bytes(a + k * size, a + j * size, size);
    }
}

