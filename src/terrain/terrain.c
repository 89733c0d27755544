/* SPDX-License-Identifier: MIT */
/* terrain.c: the "4-5" cellular automaton on land and water (docs/terrain.md).
 * The reference loops keep one byte per cell and follow the rule literally; the fast path keeps
 * 64 cells per word, fills a word at a time (the seed's and the column's part of each cell's hash
 * computed once per column), counts all neighbours of 64 cells at once with bit-sliced adders,
 * splits the rows of big maps between threads started once a run, and computes a window of a
 * huge map from the window plus a halo as wide as the number of passes (a cell's state after k
 * passes depends only on cells within k). */
#include "hexseed/terrain.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/rng.h"
#include "terrain_internal.h"
#include "../core/fail.h"

hs_terrain_options hs_terrain_default(void)
{
    hs_terrain_options o = {
        .width = 64, .height = 48, .land_ratio = 0.5, .iterations = 8,
        .update = HS_UPDATE_SIMULTANEOUS, .border = HS_BORDER_WATER, .neighbourhood = HS_MOORE,
        .survive = -1, .birth = -1, .seed = 0,
        .window_x = 0, .window_y = 0, .window_w = 0, .window_h = 0,
        .max_cells = HS_TERRAIN_DEFAULT_LIMIT, .threads = 2, .method = HS_METHOD_AUTOMATON,
        .progress = NULL, .progress_ctx = NULL,
    };
    return o;
}

bool hs_terrain_fill(uint32_t seed, double land_ratio, uint32_t x, uint32_t y)
{
    uint64_t threshold = (uint64_t)(land_ratio * 4294967296.0);
    return hs_hash3(seed, x, y) < threshold;
}

static int survive_of(const hs_terrain_options *o)
{
    return o->survive >= 0 ? o->survive : o->neighbourhood == HS_HEX ? 3 : 4;
}

static int birth_of(const hs_terrain_options *o)
{
    return o->birth >= 0 ? o->birth : o->neighbourhood == HS_HEX ? 4 : 5;
}

static bool has_window(const hs_terrain_options *o)
{
    return o->window_w > 0;
}

hs_err hs_terrain_check(const hs_terrain_options *o, hs_diag *diag)
{
    if (HS_CHECK_RESERVED(o, "hs_terrain_options", "hs_terrain_default", diag))
        return HS_EINVAL;
    if (o->width < 1 || o->width > HS_TERRAIN_MAX_SIDE)
        return hs_fail(diag, HS_EINVAL, "width %d is not from 1 to %d", o->width, HS_TERRAIN_MAX_SIDE);
    if (o->height < 1 || o->height > HS_TERRAIN_MAX_SIDE)
        return hs_fail(diag, HS_EINVAL, "height %d is not from 1 to %d", o->height, HS_TERRAIN_MAX_SIDE);
    if (!(o->land_ratio >= 0.0 && o->land_ratio <= 1.0))
        return hs_fail(diag, HS_EINVAL, "land ratio %g is not from 0 to 1", o->land_ratio);
    if (o->iterations < 0 || o->iterations > 1000)
        return hs_fail(diag, HS_EINVAL, "iterations %d is not from 0 to 1000", o->iterations);
    int most = o->neighbourhood == HS_HEX ? 6 : 8;
    if (o->survive > most + 1 || o->birth > most + 1)
        return hs_fail(diag, HS_EINVAL, "a threshold above %d neighbours can never be met", most + 1);
    if (o->neighbourhood == HS_HEX && o->border == HS_BORDER_WRAP && o->height % 2)
        return hs_fail(diag, HS_ECONFLICT, "hex rows wrap only with an even height (odd rows are shifted)");
    if (o->threads < 1 || o->threads > HS_TERRAIN_MAX_THREADS)
        return hs_fail(diag, HS_EINVAL, "threads %d is not from 1 to %d", o->threads, HS_TERRAIN_MAX_THREADS);
    uint64_t cells = (uint64_t)o->width * (uint64_t)o->height;
    if (o->method == HS_METHOD_SUBDIVIDE && cells > HS_TERRAIN_SUBDIVIDE_MAX_CELLS)
        return hs_fail(diag, HS_ELIMIT, "subdivision keeps a byte a cell: %llu cells is more than its limit of %llu",
                       (unsigned long long)cells, (unsigned long long)HS_TERRAIN_SUBDIVIDE_MAX_CELLS);
    if (has_window(o)) {
        if (o->update == HS_UPDATE_IN_PLACE && o->method == HS_METHOD_AUTOMATON)
            return hs_fail(diag, HS_ECONFLICT,
                           "a window needs simultaneous updates: in place, every cell depends on all before it");
        if (o->window_x < 0 || o->window_y < 0 || o->window_h < 1 || (int64_t)o->window_x + o->window_w > o->width ||
            (int64_t)o->window_y + o->window_h > o->height)
            return hs_fail(diag, HS_EINVAL, "window %d,%d,%d,%d is not inside the %dx%d map", o->window_x, o->window_y,
                           o->window_w, o->window_h, o->width, o->height);
        if (o->method == HS_METHOD_AUTOMATON)
            cells = (uint64_t)(o->window_w + 2 * (uint64_t)o->iterations) * (o->window_h + 2 * (uint64_t)o->iterations);
    }
    if (o->max_cells && cells > o->max_cells)
        return hs_fail(diag, HS_ELIMIT, "%llu cells is more than the limit of %llu", (unsigned long long)cells,
                       (unsigned long long)o->max_cells);
    return HS_OK;
}

static hs_terrain_map *map_new(int w, int h, int ox, int oy)
{
    hs_terrain_map *m = malloc(sizeof *m);
    if (!m)
        return NULL;
    m->width = w;
    m->height = h;
    m->origin_x = ox;
    m->origin_y = oy;
    m->stride = ((size_t)w + 63) / 64;
    m->bits = calloc(m->stride * (size_t)h, sizeof *m->bits);
    if (!m->bits) {
        free(m);
        return NULL;
    }
    return m;
}

void hs_terrain_free(hs_terrain_map *m)
{
    if (!m)
        return;
    free(m->bits);
    free(m);
}

/* ---- The reference ----------------------------------------------------------------------- */

/* Neighbour offsets: Moore, then hex for even rows and for odd rows (odd rows shifted right). */
static const int moore[8][2] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
static const int hex_even[6][2] = {{-1, -1}, {0, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}};
static const int hex_odd[6][2] = {{0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}, {1, 1}};

static int reference_count(const hs_terrain_options *o, const uint8_t *cells, int x, int y)
{
    const int w = o->width, h = o->height;
    const int (*d)[2] = o->neighbourhood == HS_MOORE ? moore : (y & 1) ? hex_odd : hex_even;
    int n = o->neighbourhood == HS_MOORE ? 8 : 6, count = 0;
    for (int k = 0; k < n; k++) {
        int nx = x + d[k][0], ny = y + d[k][1];
        if (nx < 0 || nx >= w || ny < 0 || ny >= h) {
            if (o->border == HS_BORDER_WATER)
                continue;
            if (o->border == HS_BORDER_LAND) {
                count++;
                continue;
            }
            nx = (nx + w) % w;
            ny = (ny + h) % h;
        }
        count += cells[(size_t)ny * w + nx];
    }
    return count;
}

static hs_err subdivide(const hs_terrain_options *o, hs_terrain_map **out, hs_diag *diag);

hs_err hs_terrain_reference(const hs_terrain_options *o, hs_terrain_map **out, hs_diag *diag)
{
    *out = NULL;
    hs_err err = hs_terrain_check(o, diag);
    if (err)
        return err;
    if (o->method == HS_METHOD_SUBDIVIDE)
        return subdivide(o, out, diag);
    const int w = o->width, h = o->height, survive = survive_of(o), birth = birth_of(o);
    uint8_t *cells = malloc((size_t)w * h), *next = malloc((size_t)w * h);
    if (!cells || !next) {
        free(cells);
        free(next);
        return hs_fail(diag, HS_ENOMEM, "out of memory for %dx%d cells", w, h);
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            cells[(size_t)y * w + x] = hs_terrain_fill(o->seed, o->land_ratio, (uint32_t)x, (uint32_t)y);
    for (int it = 0; it < o->iterations; it++) {
        uint8_t *dst = o->update == HS_UPDATE_SIMULTANEOUS ? next : cells;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int n = reference_count(o, cells, x, y);
                dst[(size_t)y * w + x] = cells[(size_t)y * w + x] ? n >= survive : n >= birth;
            }
        if (o->update == HS_UPDATE_SIMULTANEOUS) {
            uint8_t *t = cells;
            cells = next;
            next = t;
        }
    }
    int wx = 0, wy = 0, ww = w, wh = h;
    if (has_window(o)) {
        wx = o->window_x;
        wy = o->window_y;
        ww = o->window_w;
        wh = o->window_h;
    }
    hs_terrain_map *m = map_new(ww, wh, wx, wy);
    if (m)
        for (int y = 0; y < wh; y++)
            for (int x = 0; x < ww; x++)
                if (cells[(size_t)(y + wy) * w + (x + wx)])
                    m->bits[(size_t)y * m->stride + x / 64] |= UINT64_C(1) << (x % 64);
    free(cells);
    free(next);
    if (!m)
        return hs_fail(diag, HS_ENOMEM, "out of memory for %dx%d cells", ww, wh);
    *out = m;
    return HS_OK;
}

/* ---- The fast path ----------------------------------------------------------------------- */

/* The rectangle of the map being computed ("frame"): the whole map, or a window with its halo.
 * Beyond the frame lies either the map's own wrap (whole map, wrap border) or a constant. */
typedef struct frame {
    int w, h;
    int64_t x0, y0;            /* its place in the map (may be negative with wrap) */
    size_t stride;
    bool wrap;                 /* neighbours wrap around the frame */
    uint64_t outside;          /* 0 or all ones: the value beyond the frame */
    int map_h;                 /* for the hex rows' parity under wrap */
    bool hex;
    int survive, birth;
    int survive_left, birth_left; /* the in-place pass's thresholds once the left cell is land:
                                     one less, and never below 0 */
    uint64_t last_mask;        /* valid bits of a row's last word */
    const uint64_t *outside_row;
    bool avx2;                 /* the AVX2 build of the band function (step_band_avx2) */
} frame;

/* The counting works on any type of bit lanes: a 64-bit word, or a vector of four of them
 * (GCC's vector extension; four words per step where the compiler has 256-bit registers). */
typedef uint64_t lanes4 __attribute__((vector_size(32)));
#if defined(__GNUC__)
#define HS_ALWAYS_INLINE __attribute__((always_inline))
#else
#define HS_ALWAYS_INLINE
#endif
#if defined(__GNUC__) && !defined(__clang__)
/* Only static inline functions pass these vectors, so the calling convention never matters. */
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

#define DEFINE_COUNTING(T, SFX)                                                                     \
    typedef struct adder##SFX {                                                                     \
        T b0, b1, b2, b3;                                                                           \
    } adder##SFX;                                                                                   \
                                                                                                    \
    /* Adds eight one-bit inputs per lane into a four-bit count (a tree of full adders). */         \
    static inline HS_ALWAYS_INLINE adder##SFX count8##SFX(T i0, T i1, T i2, T i3, T i4, T i5, T i6, T i7)            \
    {                                                                                               \
        T t = i0 ^ i1, sa = t ^ i2, ca = (i0 & i1) | (t & i2);                                      \
        T u = i3 ^ i4, sb = u ^ i5, cb = (i3 & i4) | (u & i5);                                      \
        T sc = i6 ^ i7, cc = i6 & i7;                                                               \
        T v = sa ^ sb, d = (sa & sb) | (v & sc);                                                    \
        T w = ca ^ cb, t0 = w ^ cc, t1 = (ca & cb) | (w & cc); /* weight 2: ca cb cc and d */      \
        T e = t0 & d;                                                                               \
        adder##SFX r = {v ^ sc, t0 ^ d, t1 ^ e, t1 & e};                                            \
        return r;                                                                                   \
    }                                                                                               \
                                                                                                    \
    /* Lanes whose count is at least k, 0 <= k <= 15 (the thresholds are at most 9 and the      \
     * in-place ones never below 0): the four-bit count against k from the top bit down. k is  \
     * constant per run, so the branches are too; for the common rules they fold away. */       \
    static inline HS_ALWAYS_INLINE T at_least##SFX(adder##SFX c, int k, T ones)                    \
    {                                                                                               \
        T gt = ones ^ ones, eq = ones;                                                              \
        T bit[4] = {c.b0, c.b1, c.b2, c.b3};                                                        \
        for (int i = 3; i >= 0; i--) {                                                              \
            if ((k >> i) & 1)                                                                       \
                eq &= bit[i];                                                                       \
            else {                                                                                  \
                gt |= eq & bit[i];                                                                  \
                eq &= ~bit[i];                                                                      \
            }                                                                                       \
        }                                                                                           \
        return gt | eq;                                                                             \
    }

DEFINE_COUNTING(uint64_t, )
DEFINE_COUNTING(lanes4, 4)

static const uint64_t *row_of(const frame *f, const uint64_t *bits, int64_t y)
{
    if (y >= 0 && y < f->h)
        return bits + (size_t)y * f->stride;
    if (!f->wrap)
        return f->outside_row;
    return bits + (size_t)((y % f->h + f->h) % f->h) * f->stride;
}

/* Word w of a row with the cells beyond the frame's right edge set to what lies there, and the
 * neighbouring bits shifted in from both sides. */
static inline void words_of(const frame *f, const uint64_t *row, size_t w, uint64_t *left, uint64_t *mid, uint64_t *right)
{
    size_t last = f->stride - 1;
    uint64_t c = row[w];
    uint64_t beyond_right = f->wrap ? (row[0] & 1 ? ~UINT64_C(0) : 0) : f->outside;
    if (w == last)
        c = (c & f->last_mask) | (beyond_right & ~f->last_mask);
    uint64_t before;
    if (w > 0)
        before = row[w - 1] >> 63;
    else if (f->wrap)
        before = (row[last] >> ((f->w - 1) % 64)) & 1;
    else
        before = f->outside & 1;
    uint64_t after;
    if (w < last)
        after = row[w + 1] & 1;
    else
        after = beyond_right & 1; /* reaches a valid cell only when the width is a multiple of 64 */
    *mid = c;
    *left = (c << 1) | before;
    *right = (c >> 1) | (after << 63);
}

/* A thread's share of the work on a frame: rows y0 to y1 (not included) of dst, made from the
 * rows of src (a pass of the rule) or from the options o (the fill). */
typedef struct band {
    const frame *f;
    const hs_terrain_options *o; /* the fill's; NULL for a pass */
    const uint64_t *src;         /* a pass's rows before it; NULL for the fill */
    const uint32_t *cols;        /* the fill's column hashes (column_hashes); NULL for a pass */
    uint64_t *dst;
    int y0, y1;
} band;

/* ---- The crew: threads started once a run ------------------------------------------------- */

/* The threads that share the fill and every pass of one run: the calling thread and up to
 * threads - 1 workers, started once when the frame is big enough to pay for them
 * (HS_TERRAIN_SPLIT_CELLS) and ended with the run. A job (the fill, a pass) is cut into chunks
 * of rows that every member takes one at a time until none is left, and the job ends when the
 * last chunk is done, so the passes still follow one another and the bits are those of one
 * thread. The calling thread takes chunks too: a worker whose core is busy with other work
 * takes fewer (or none), and the run waits at most for a chunk a worker has begun, never for a
 * share fixed in advance. */
typedef struct crew {
    int size;                  /* members: 1 (the calling thread alone) up to HS_TERRAIN_MAX_THREADS */
    pthread_mutex_t lock;
    pthread_cond_t start;      /* a job was handed out, or the crew ends */
    pthread_cond_t finish;     /* the current job's last chunk is done */
    uint32_t job;              /* under the lock: the current job's number (1, 2, ...) */
    bool quit;                 /* under the lock: the workers leave */
    /* The job's number in the top 32 bits, its chunks not yet taken in the low 32: taking a
     * chunk is one compare-and-swap, which fails for a job that is over. */
    _Atomic uint64_t untaken;
    _Atomic uint32_t done;     /* chunks of the current job finished */
    /* The current job, written before `untaken` announces it and unchanged until its last chunk
     * is done; read by a member only once it holds a chunk. */
    band all;
    void *(*rows)(void *);
    uint32_t chunks;
    int chunk_rows;
    uint64_t chunk_cells;      /* cells a chunk holds (at least a row) */
    pthread_t workers[HS_TERRAIN_MAX_THREADS];
} crew;

/* Loads of the done count before the calling thread sleeps: a few hundred microseconds. */
#define CREW_SPINS 200000

/* Cells in a chunk: about 2^17 (16 KiB of bits a buffer) in whole rows, at least one row. */
#define CHUNK_CELLS (UINT64_C(1) << 17)

/* Takes a chunk of job `job` and runs it; false when the job has no chunk left (or is over). */
static bool crew_take(crew *c, uint32_t job)
{
    uint64_t v = atomic_load_explicit(&c->untaken, memory_order_acquire);
    do {
        if ((uint32_t)(v >> 32) != job || (uint32_t)v == 0)
            return false;
    } while (!atomic_compare_exchange_weak_explicit(&c->untaken, &v, v - 1, memory_order_acq_rel,
                                                    memory_order_acquire));
    uint32_t chunks = c->chunks, k = chunks - (uint32_t)v;
    band b = c->all;
    int64_t y0 = (int64_t)c->all.y0 + (int64_t)k * c->chunk_rows;
    b.y0 = (int)y0;
    b.y1 = y0 + c->chunk_rows < c->all.y1 ? (int)(y0 + c->chunk_rows) : c->all.y1;
    c->rows(&b);
    if (atomic_fetch_add_explicit(&c->done, 1, memory_order_acq_rel) + 1 == chunks) {
        pthread_mutex_lock(&c->lock);
        pthread_cond_signal(&c->finish);
        pthread_mutex_unlock(&c->lock);
    }
    return true;
}

static void *crew_member(void *arg)
{
    crew *c = arg;
    uint32_t seen = 0;
    pthread_mutex_lock(&c->lock);
    for (;;) {
        while (c->job == seen && !c->quit)
            pthread_cond_wait(&c->start, &c->lock);
        if (c->quit)
            break;
        seen = c->job;
        pthread_mutex_unlock(&c->lock);
        while (crew_take(c, seen))
            ;
        pthread_mutex_lock(&c->lock);
    }
    pthread_mutex_unlock(&c->lock);
    return NULL;
}

/* Starts the workers of a run on a frame of `cells` cells: none below `split_cells` or with one
 * thread asked for; else threads - 1 of them, or as many as start (a thread that fails to start
 * leaves its chunks to the others: the same bits, more slowly). */
static void crew_start(crew *c, int threads, uint64_t cells, uint64_t split_cells, uint64_t chunk_cells)
{
    c->size = 1;
    c->chunk_cells = chunk_cells;
    c->job = 0;
    c->quit = false;
    atomic_init(&c->untaken, 0);
    atomic_init(&c->done, 0);
    if (threads < 2 || cells < split_cells)
        return;
    if (pthread_mutex_init(&c->lock, NULL) != 0)
        return;
    if (pthread_cond_init(&c->start, NULL) != 0) {
        pthread_mutex_destroy(&c->lock);
        return;
    }
    if (pthread_cond_init(&c->finish, NULL) != 0) {
        pthread_cond_destroy(&c->start);
        pthread_mutex_destroy(&c->lock);
        return;
    }
    while (c->size < threads && c->size < HS_TERRAIN_MAX_THREADS &&
           pthread_create(&c->workers[c->size], NULL, crew_member, c) == 0)
        c->size++;
    if (c->size == 1) {
        pthread_cond_destroy(&c->finish);
        pthread_cond_destroy(&c->start);
        pthread_mutex_destroy(&c->lock);
    }
}

/* `rows` over the rows of `all`, in chunks taken by every member; returns when all are done. */
static void crew_run(crew *c, band all, void *(*rows)(void *))
{
    if (c->size == 1 || all.y1 <= all.y0) {
        rows(&all);
        return;
    }
    int chunk_rows = (uint64_t)all.f->w >= c->chunk_cells ? 1 : (int)(c->chunk_cells / (uint64_t)all.f->w);
    uint32_t chunks = (uint32_t)(((int64_t)all.y1 - all.y0 + chunk_rows - 1) / chunk_rows);
    pthread_mutex_lock(&c->lock);
    uint32_t job = ++c->job;
    c->all = all;
    c->rows = rows;
    c->chunks = chunks;
    c->chunk_rows = chunk_rows;
    atomic_store_explicit(&c->done, 0, memory_order_relaxed);
    atomic_store_explicit(&c->untaken, (uint64_t)job << 32 | chunks, memory_order_release);
    pthread_cond_broadcast(&c->start);
    pthread_mutex_unlock(&c->lock);
    while (crew_take(c, job))
        ;
    /* A chunk takes tens of microseconds: wait for the last ones awake, for a thread that
     * sleeps here may find its core taken by another process when it is woken (milliseconds on
     * a loaded machine); sleep only when they take longer. */
    for (int spin = 0; spin < CREW_SPINS; spin++)
        if (atomic_load_explicit(&c->done, memory_order_acquire) == chunks)
            return;
    pthread_mutex_lock(&c->lock);
    while (atomic_load_explicit(&c->done, memory_order_acquire) < chunks)
        pthread_cond_wait(&c->finish, &c->lock);
    pthread_mutex_unlock(&c->lock);
}

/* Ends the workers (after their last chunk) and frees what crew_start made. */
static void crew_stop(crew *c)
{
    if (c->size == 1)
        return;
    pthread_mutex_lock(&c->lock);
    c->quit = true;
    pthread_cond_broadcast(&c->start);
    pthread_mutex_unlock(&c->lock);
    for (int k = 1; k < c->size; k++)
        pthread_join(c->workers[k], NULL);
    pthread_cond_destroy(&c->finish);
    pthread_cond_destroy(&c->start);
    pthread_mutex_destroy(&c->lock);
    c->size = 1;
}

/* One row of output words. Inlined with constant thresholds for the common rules, so the
 * comparisons fold away; the inner words need no edge handling at all. Which neighbours count is
 * a mask, not a branch: all eight for Moore; for hex the up-left and down-left ones on even rows,
 * the up-right and down-right ones on odd rows (odd rows are shifted right). */
static inline HS_ALWAYS_INLINE void step_row(const frame *f, const uint64_t *up, const uint64_t *me, const uint64_t *dn, uint64_t *out,
                            bool odd, bool hex, int survive, int birth)
{
    const size_t last = f->stride - 1;
    const lanes4 ones4 = {~UINT64_C(0), ~UINT64_C(0), ~UINT64_C(0), ~UINT64_C(0)};
    const uint64_t lefts = UINT64_C(0) - (uint64_t)(!hex | !odd), rights = UINT64_C(0) - (uint64_t)(!hex | odd);
    for (size_t w = 0; w < f->stride; w++) {
        if (w > 0 && w + 4 <= last) { /* four inner words at once */
            lanes4 u4, m4, d4, p, n;
            memcpy(&u4, up + w, sizeof u4);
            memcpy(&m4, me + w, sizeof m4);
            memcpy(&d4, dn + w, sizeof d4);
            memcpy(&p, up + w - 1, sizeof p);
            memcpy(&n, up + w + 1, sizeof n);
            lanes4 ul4 = (u4 << 1) | (p >> 63), ur4 = (u4 >> 1) | (n << 63);
            memcpy(&p, me + w - 1, sizeof p);
            memcpy(&n, me + w + 1, sizeof n);
            lanes4 ml4 = (m4 << 1) | (p >> 63), mr4 = (m4 >> 1) | (n << 63);
            memcpy(&p, dn + w - 1, sizeof p);
            memcpy(&n, dn + w + 1, sizeof n);
            lanes4 dl4 = (d4 << 1) | (p >> 63), dr4 = (d4 >> 1) | (n << 63);
            adder4 c4 = count84(ul4 & lefts, u4, ur4 & rights, ml4, mr4, dl4 & lefts, d4, dr4 & rights);
            lanes4 next4 = (m4 & at_least4(c4, survive, ones4)) | (~m4 & at_least4(c4, birth, ones4));
            memcpy(out + w, &next4, sizeof next4);
            w += 3;
            continue;
        }
        uint64_t ul, u, ur, ml, m, mr, dl, d, dr;
        if (w > 0 && w < last) {
            u = up[w];
            m = me[w];
            d = dn[w];
            ul = (u << 1) | (up[w - 1] >> 63);
            ur = (u >> 1) | (up[w + 1] << 63);
            ml = (m << 1) | (me[w - 1] >> 63);
            mr = (m >> 1) | (me[w + 1] << 63);
            dl = (d << 1) | (dn[w - 1] >> 63);
            dr = (d >> 1) | (dn[w + 1] << 63);
        } else {
            words_of(f, up, w, &ul, &u, &ur);
            words_of(f, me, w, &ml, &m, &mr);
            words_of(f, dn, w, &dl, &d, &dr);
        }
        adder c = count8(ul & lefts, u, ur & rights, ml, mr, dl & lefts, d, dr & rights);
        uint64_t next = (m & at_least(c, survive, ~UINT64_C(0))) | (~m & at_least(c, birth, ~UINT64_C(0)));
        out[w] = w == last ? next & f->last_mask : next;
    }
}

/* The rows of a band, each through the row function specialised for its rule. */
static inline HS_ALWAYS_INLINE void band_rows(const band *b)
{
    const frame *f = b->f;
    for (int y = b->y0; y < b->y1; y++) {
        const uint64_t *up = row_of(f, b->src, y - 1), *me = row_of(f, b->src, y), *dn = row_of(f, b->src, y + 1);
        bool odd = false;
        if (f->hex) {
            int64_t gy = f->y0 + y;
            if (f->map_h)
                gy = (gy % f->map_h + f->map_h) % f->map_h;
            odd = gy & 1;
        }
        uint64_t *out = b->dst + (size_t)y * f->stride;
        if (!f->hex && f->survive == 4 && f->birth == 5)
            step_row(f, up, me, dn, out, false, false, 4, 5);
        else if (f->hex && f->survive == 3 && f->birth == 4)
            step_row(f, up, me, dn, out, odd, true, 3, 4);
        else
            step_row(f, up, me, dn, out, odd, f->hex, f->survive, f->birth);
    }
}

/* The band function is built twice on x86-64, for plain x86-64 and for AVX2 (four words a
 * step in one register); the frame says which runs (hs_terrain_generate: the processor's choice;
 * the tests run both). Same results bit for bit. */
static void *step_band_plain(void *arg)
{
    band_rows(arg);
    return NULL;
}

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define HS_AVX2_BAND 1
__attribute__((target("avx2"))) static void *step_band_avx2(void *arg)
{
    band_rows(arg);
    return NULL;
}
#else
#define HS_AVX2_BAND 0
#define step_band_avx2 step_band_plain
#endif

static void step_simultaneous(crew *c, const frame *f, const uint64_t *src, uint64_t *dst)
{
    band all = {f, NULL, src, NULL, dst, 0, f->h};
    crew_run(c, all, f->avx2 ? step_band_avx2 : step_band_plain);
}

/* In place on a torus one row high: the row is its own neighbour above and below, updated as
 * it is walked, and the cell after the last is the first, already new; so the rule reads one row
 * of bytes as it writes it (the 64-cell path below needs the rows above and below apart from the
 * row). A hex torus has an even height (hs_terrain_check), so this is the Moore rule: the left
 * and right cells count three times (above, beside, below), the cell itself twice. */
static void step_in_place_ring(const frame *f, uint64_t *bits, uint8_t *me)
{
    const int w = f->w;
    for (int x = 0; x < w; x++)
        me[x + 1] = (uint8_t)((bits[x / 64] >> (x % 64)) & 1);
    me[0] = me[w];
    for (int x = 1; x <= w; x++) {
        me[w + 1] = me[1]; /* read only at x == w, when it is the new first cell (if not itself) */
        int n = 3 * (me[x - 1] + me[x + 1]) + 2 * me[x];
        me[x] = (uint8_t)(me[x] ? n >= f->survive : n >= f->birth);
    }
    memset(bits, 0, f->stride * sizeof *bits);
    for (int x = 0; x < w; x++)
        bits[x / 64] |= (uint64_t)me[x + 1] << (x % 64);
}

/* In place, 64 cells a step: every neighbour but the left one is known before the row is
 * walked (rows above are new, rows below and the cell on the right are old), so the rule becomes
 * "new = A0, or A1 when the left cell is new land", with A0 <= A1 computed for 64 cells at once.
 * That chain is a carry chain: A1 | A0 plus A0 plus the carry in gives every cell's new state at
 * once, as the carries of one addition. Rows of one cell on a torus (which see themselves above
 * and below) go through the byte loop. */
static uint64_t in_place_word(const frame *f, const uint64_t *up, const uint64_t *me, const uint64_t *dn, size_t w,
                              bool odd, uint64_t right_in, uint64_t cin)
{
    uint64_t ul, u, ur, ml, m, mr, dl, d, dr;
    words_of(f, up, w, &ul, &u, &ur);
    words_of(f, me, w, &ml, &m, &mr);
    words_of(f, dn, w, &dl, &d, &dr);
    if (w == f->stride - 1) { /* the right neighbour of the last cell, when it is a new one */
        int last = (f->w - 1) % 64;
        mr = (mr & ~(UINT64_C(1) << last)) | (right_in << last);
    }
    adder k;
    if (!f->hex)
        k = count8(ul, u, ur, mr, dl, d, dr, 0);
    else if (odd)
        k = count8(u, ur, mr, d, dr, 0, 0, 0);
    else
        k = count8(ul, u, mr, dl, d, 0, 0, 0);
    uint64_t a0 = (m & at_least(k, f->survive, ~UINT64_C(0))) | (~m & at_least(k, f->birth, ~UINT64_C(0)));
    uint64_t a1 = (m & at_least(k, f->survive_left, ~UINT64_C(0))) | (~m & at_least(k, f->birth_left, ~UINT64_C(0)));
    uint64_t a = a1 | a0, g = a0;
    uint64_t sum = a + g + cin;
    uint64_t carry_into = a ^ g ^ sum;
    uint64_t out = (carry_into >> 1) | ((((a & g) | ((a | g) & ~sum)) >> 63) << 63);
    return w == f->stride - 1 ? out & f->last_mask : out;
}

static void step_in_place_bits(const frame *f, uint64_t *bits, uint64_t *old_row)
{
    for (int y = 0; y < f->h; y++) {
        uint64_t *row = bits + (size_t)y * f->stride;
        memcpy(old_row, row, f->stride * sizeof *row);
        const uint64_t *up = row_of(f, bits, y - 1), *dn = row_of(f, bits, y + 1);
        bool odd = f->hex && (((f->y0 + y) % 2 + 2) % 2);
        uint64_t cin = f->wrap ? (old_row[f->stride - 1] >> ((f->w - 1) % 64)) & 1 : f->outside & 1;
        size_t last = f->stride - 1;
        int last_bit = (f->w - 1) % 64;
        for (size_t w = 0; w < f->stride; w++) {
            /* Beyond the last cell: the border, or on a torus the first cell, already new. */
            uint64_t right_in = f->wrap ? (w == 0 ? old_row[0] & 1 : row[0] & 1) : f->outside & 1;
            uint64_t out = in_place_word(f, up, old_row, dn, w, odd, right_in, cin);
            if (w == 0 && w == last && f->wrap) /* one word: the first cell is known only now */
                out = in_place_word(f, up, old_row, dn, w, odd, out & 1, cin);
            row[w] = out;
            cin = (out >> (w == last ? last_bit : 63)) & 1;
        }
    }
}

/* ---- The fill, 64 cells a word ------------------------------------------------------------ */

/* hs_hash3(seed, x, y) is hs_mix32(hs_hash3_column(seed, x) ^ y) (include/hexseed/rng.h): the
 * column's part is computed once per column, and each cell costs the last round alone, below in
 * eight lanes at once (hs_mix32's steps, written for a vector). The test
 * the_word_fill_equals_the_cell_fill holds this to hs_hash3 itself, cell by cell. */

/* Eight 32-bit lanes: a 256-bit register with AVX2, two 128-bit ones without. */
typedef uint32_t lanes8 __attribute__((vector_size(32)));

/* The column hashes of a frame, stride * 64 of them (the columns past the width are 0, their
 * bits masked off), in the order the word function reads them: of word w, lane j of step k is
 * the column 64 w + 8 j + k. Then step k's compare, one bit a lane, lands in bit k of byte j, and
 * after eight steps every lane holds its byte of the word, with no shuffle inside the loop. */
static void column_hashes(const frame *f, const hs_terrain_options *o, uint32_t *cols)
{
    for (size_t w = 0; w < f->stride; w++)
        for (int i = 0; i < 64; i++) {
            int64_t x = (int64_t)w * 64 + i, gx = f->x0 + x;
            if (o->border == HS_BORDER_WRAP)
                gx = (gx % o->width + o->width) % o->width;
            cols[w * 64 + (size_t)(i % 8) * 8 + (size_t)(i / 8)] = x < f->w ? hs_hash3_column(o->seed, (uint32_t)gx) : 0;
        }
}

/* One word of a row: bit i is land when the cell's hash is below `below`, the last round of
 * hs_hash3 on eight cells a step. */
static inline HS_ALWAYS_INLINE uint64_t fill_word(const uint32_t *cols, uint32_t gy, uint32_t below)
{
    const lanes8 zero = {0, 0, 0, 0, 0, 0, 0, 0}, limit = zero + below;
    lanes8 bytes = zero;
    for (unsigned k = 0; k < 8; k++) {
        lanes8 h;
        memcpy(&h, cols + 8 * k, sizeof h);
        h ^= gy;
        h ^= h >> 16;
        h *= 0x7FEB352Du;
        h ^= h >> 15;
        h *= 0x846CA68Bu;
        h ^= h >> 16;
        bytes |= (lanes8)(h < limit) & (1u << k);
    }
    uint64_t word = 0;
    for (int j = 0; j < 8; j++)
        word |= (uint64_t)bytes[j] << (8 * j);
    return word;
}

static inline HS_ALWAYS_INLINE void fill_band_rows(const band *b)
{
    const frame *f = b->f;
    const hs_terrain_options *o = b->o;
    const uint32_t *cols = b->cols;
    const size_t stride = f->stride;
    uint64_t threshold = (uint64_t)(o->land_ratio * 4294967296.0);
    /* Below 2^32 for every ratio but 1, where every cell is land (every 32-bit hash is below). */
    bool all = threshold > UINT32_MAX;
    for (int y = b->y0; y < b->y1; y++) {
        int64_t gy = f->y0 + y;
        if (o->border == HS_BORDER_WRAP)
            gy = (gy % o->height + o->height) % o->height;
        uint64_t *row = b->dst + (size_t)y * stride;
        for (size_t w = 0; w < stride; w++)
            row[w] = all ? ~UINT64_C(0) : fill_word(cols + w * 64, (uint32_t)gy, (uint32_t)threshold);
        row[stride - 1] &= f->last_mask;
    }
}

/* Built twice, as the pass's band function is. */
static void *fill_band_plain(void *arg)
{
    fill_band_rows(arg);
    return NULL;
}

#if HS_AVX2_BAND
__attribute__((target("avx2"))) static void *fill_band_avx2(void *arg)
{
    fill_band_rows(arg);
    return NULL;
}
#else
#define fill_band_avx2 fill_band_plain
#endif

/* The frame a run computes (the whole map, or the window with its halo of `iterations` cells)
 * and the rule's constants, from checked options. */
static void frame_of(const hs_terrain_options *o, bool avx2, frame *f)
{
    memset(f, 0, sizeof *f);
    f->hex = o->neighbourhood == HS_HEX;
    f->avx2 = avx2;
    f->survive = survive_of(o);
    f->birth = birth_of(o);
    f->survive_left = f->survive - (f->survive > 0);
    f->birth_left = f->birth - (f->birth > 0);
    f->outside = o->border == HS_BORDER_LAND ? ~UINT64_C(0) : 0;
    f->map_h = o->border == HS_BORDER_WRAP ? o->height : 0;
    int64_t halo = o->iterations;
    if (!has_window(o)) {
        f->w = o->width;
        f->h = o->height;
        f->wrap = o->border == HS_BORDER_WRAP;
    } else if (o->border == HS_BORDER_WRAP) {
        f->x0 = o->window_x - halo;
        f->y0 = o->window_y - halo;
        f->w = (int)(o->window_w + 2 * halo);
        f->h = (int)(o->window_h + 2 * halo);
    } else {
        /* Clipped to the map: beyond a map edge lies the border, beyond a cut inside the map
         * lies a halo cell that does not matter (its influence stays within the halo). */
        int64_t x0 = o->window_x - halo, y0 = o->window_y - halo;
        int64_t x1 = (int64_t)o->window_x + o->window_w + halo, y1 = (int64_t)o->window_y + o->window_h + halo;
        f->x0 = x0 < 0 ? 0 : x0;
        f->y0 = y0 < 0 ? 0 : y0;
        f->w = (int)((x1 > o->width ? o->width : x1) - f->x0);
        f->h = (int)((y1 > o->height ? o->height : y1) - f->y0);
    }
    f->stride = ((size_t)f->w + 63) / 64;
    f->last_mask = f->w % 64 ? (UINT64_C(1) << (f->w % 64)) - 1 : ~UINT64_C(0);
}

/* The fill of the frame's cells into `bits` (f->stride words a row, every one written), with
 * `cols` as room for the column hashes (f->stride * 64 of them). */
static void fill_frame(crew *c, const frame *f, const hs_terrain_options *o, uint32_t *cols, uint64_t *bits)
{
    column_hashes(f, o, cols);
    band all = {f, o, NULL, cols, bits, 0, f->h};
    crew_run(c, all, f->avx2 ? fill_band_avx2 : fill_band_plain);
}

/* Whether this processor runs the AVX2 build of the band function. */
static bool has_avx2(void)
{
#if HS_AVX2_BAND
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

static hs_err generate(const hs_terrain_options *o, bool avx2, uint64_t split_cells, uint64_t chunk_cells,
                       hs_terrain_map **out, hs_diag *diag);

hs_err hs_terrain_generate(const hs_terrain_options *o, hs_terrain_map **out, hs_diag *diag)
{
    return generate(o, has_avx2(), HS_TERRAIN_SPLIT_CELLS, CHUNK_CELLS, out, diag);
}

hs_err hs_terrain_generate_plain(const hs_terrain_options *o, hs_terrain_map **out, hs_diag *diag)
{
    return generate(o, false, HS_TERRAIN_SPLIT_CELLS, CHUNK_CELLS, out, diag);
}

hs_err hs_terrain_generate_split(const hs_terrain_options *o, bool plain, uint64_t split_cells, uint64_t chunk_cells,
                                 hs_terrain_map **out, hs_diag *diag)
{
    return generate(o, !plain && has_avx2(), split_cells, chunk_cells ? chunk_cells : CHUNK_CELLS, out, diag);
}

hs_err hs_terrain_fill_frame(const hs_terrain_options *o, bool plain, hs_terrain_map **out, hs_diag *diag)
{
    *out = NULL;
    hs_err err = hs_terrain_check(o, diag);
    if (err)
        return err;
    frame f;
    frame_of(o, !plain && has_avx2(), &f);
    hs_terrain_map *m = map_new(f.w, f.h, (int)f.x0, (int)f.y0);
    uint32_t *cols = malloc(f.stride * 64 * sizeof *cols);
    if (!m || !cols) {
        hs_terrain_free(m);
        free(cols);
        return hs_fail(diag, HS_ENOMEM, "out of memory for %dx%d cells", f.w, f.h);
    }
    crew c;
    crew_start(&c, o->threads, (uint64_t)f.w * (uint64_t)f.h, HS_TERRAIN_SPLIT_CELLS, CHUNK_CELLS);
    fill_frame(&c, &f, o, cols, m->bits);
    crew_stop(&c);
    free(cols);
    *out = m;
    return HS_OK;
}

static hs_err generate(const hs_terrain_options *o, bool avx2, uint64_t split_cells, uint64_t chunk_cells,
                       hs_terrain_map **out, hs_diag *diag)
{
    *out = NULL;
    hs_err err = hs_terrain_check(o, diag);
    if (err)
        return err;
    if (o->method == HS_METHOD_SUBDIVIDE)
        return subdivide(o, out, diag);
    frame f;
    frame_of(o, avx2, &f);
    size_t words = f.stride * (size_t)f.h;
    uint64_t *a = calloc(words, sizeof *a), *b = o->update == HS_UPDATE_SIMULTANEOUS ? calloc(words, sizeof *b) : NULL;
    /* The row beyond the frame, a row of scratch and the fill's column hashes, 32 words of them
     * a word of a row: one allocation. */
    uint64_t *outside_row = malloc(34 * f.stride * sizeof *outside_row);
    bool ring = o->update == HS_UPDATE_IN_PLACE && f.wrap && f.h == 1;
    uint8_t *rows = ring ? malloc((size_t)f.w + 2) : NULL;
    if (!a || !outside_row || (o->update == HS_UPDATE_SIMULTANEOUS && !b) || (ring && !rows)) {
        free(a);
        free(b);
        free(outside_row);
        free(rows);
        return hs_fail(diag, HS_ENOMEM, "out of memory for %dx%d cells", f.w, f.h);
    }
    for (size_t w = 0; w < f.stride; w++)
        outside_row[w] = f.outside;
    f.outside_row = outside_row;
    uint64_t cells = (uint64_t)f.w * (uint64_t)f.h, total = cells * ((uint64_t)o->iterations + 1);
    /* The workers, started once for the fill and every simultaneous pass (a pass in place is
     * sequential by nature: its rows depend on the rows above, already new). */
    crew c;
    crew_start(&c, o->threads, cells, split_cells, chunk_cells);
    /* The fill, a pure function of each cell's place in the map. */
    fill_frame(&c, &f, o, (uint32_t *)(outside_row + 2 * f.stride), a);
    if (o->progress)
        o->progress(o->progress_ctx, cells, total);
    for (int it = 0; it < o->iterations; it++) {
        if (hs_cancel_requested(o->cancel)) {
            crew_stop(&c);
            free(a);
            free(b);
            free(rows);
            free(outside_row);
            return hs_fail(diag, HS_ECANCEL, "cancelled after %d of %d passes", it, o->iterations);
        }
        if (it && o->progress)
            o->progress(o->progress_ctx, cells * (uint64_t)(it + 1), total);
        if (o->update == HS_UPDATE_IN_PLACE) {
            if (ring)
                step_in_place_ring(&f, a, rows);
            else
                step_in_place_bits(&f, a, outside_row + f.stride);
        } else {
            step_simultaneous(&c, &f, a, b);
            uint64_t *t = a;
            a = b;
            b = t;
        }
    }
    crew_stop(&c);
    if (o->iterations && o->progress)
        o->progress(o->progress_ctx, total, total);
    free(b);
    free(rows);
    free(outside_row);
    /* The result: the frame itself, or the window cut out of it. */
    int wx = has_window(o) ? o->window_x : 0, wy = has_window(o) ? o->window_y : 0;
    int ww = has_window(o) ? o->window_w : o->width, wh = has_window(o) ? o->window_h : o->height;
    if (!has_window(o)) {
        hs_terrain_map *m = malloc(sizeof *m);
        if (!m) {
            free(a);
            return hs_fail(diag, HS_ENOMEM, "out of memory");
        }
        *m = (hs_terrain_map){ww, wh, 0, 0, f.stride, a};
        *out = m;
        return HS_OK;
    }
    hs_terrain_map *m = map_new(ww, wh, wx, wy);
    if (!m) {
        free(a);
        return hs_fail(diag, HS_ENOMEM, "out of memory for %dx%d cells", ww, wh);
    }
    int64_t dx = wx - f.x0, dy = wy - f.y0;
    for (int y = 0; y < wh; y++)
        for (int x = 0; x < ww; x++) {
            size_t fx = (size_t)(x + dx), fy = (size_t)(y + dy);
            if ((a[fy * f.stride + fx / 64] >> (fx % 64)) & 1)
                m->bits[(size_t)y * m->stride + x / 64] |= UINT64_C(1) << (x % 64);
        }
    free(a);
    *out = m;
    return HS_OK;
}

/* ---- Subdivision ------------------------------------------------------------------------- */

/* The series' first generator: coarse cells (one per 4 x 4 of the map, land with probability
 * land_ratio), split twice into 2 x 2 children that keep their parent's state with probability
 * 0.8, then a clean-up: land with no land among its four side neighbours becomes water, water
 * with no water among them becomes land (both decided on the map before the pass; outside the
 * map counts as neither). Every draw is a hash of (seed, level, x, y). */
static hs_err subdivide(const hs_terrain_options *o, hs_terrain_map **out, hs_diag *diag)
{
    const int w = o->width, h = o->height;
    int cw = (w + 3) / 4, ch = (h + 3) / 4;
    size_t fine = (size_t)cw * 4 * (size_t)ch * 4;
    uint8_t *a = malloc(fine), *b = malloc(fine);
    if (!a || !b) {
        free(a);
        free(b);
        return hs_fail(diag, HS_ENOMEM, "out of memory for %dx%d cells", w, h);
    }
    uint64_t land = (uint64_t)(o->land_ratio * 4294967296.0), keep = (uint64_t)(0.8 * 4294967296.0);
    for (int y = 0; y < ch; y++)
        for (int x = 0; x < cw; x++)
            a[(size_t)y * cw + x] = hs_hash3(o->seed, (uint32_t)x, (uint32_t)y) < land;
    for (int level = 1; level <= 2; level++) {
        int pw = cw, nw = cw * 2, nh = ch * 2;
        uint32_t salt = hs_mix32(o->seed + 0x51ED27u * (uint32_t)level);
        for (int y = 0; y < nh; y++)
            for (int x = 0; x < nw; x++) {
                uint8_t parent = a[(size_t)(y / 2) * pw + x / 2];
                b[(size_t)y * nw + x] = hs_hash3(salt, (uint32_t)x, (uint32_t)y) < keep ? parent : !parent;
            }
        uint8_t *t = a;
        a = b;
        b = t;
        cw = nw;
        ch = nh;
    }
    int wx = has_window(o) ? o->window_x : 0, wy = has_window(o) ? o->window_y : 0;
    int ww = has_window(o) ? o->window_w : w, wh = has_window(o) ? o->window_h : h;
    hs_terrain_map *m = map_new(ww, wh, wx, wy);
    if (!m) {
        free(a);
        free(b);
        return hs_fail(diag, HS_ENOMEM, "out of memory for %dx%d cells", ww, wh);
    }
    static const int side[4][2] = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
    for (int y = 0; y < wh; y++)
        for (int x = 0; x < ww; x++) {
            int gx = x + wx, gy = y + wy, lands = 0, waters = 0;
            for (int k = 0; k < 4; k++) {
                int nx = gx + side[k][0], ny = gy + side[k][1];
                if (nx < 0 || ny < 0 || nx >= w || ny >= h)
                    continue;
                if (a[(size_t)ny * cw + nx])
                    lands++;
                else
                    waters++;
            }
            uint8_t cell = a[(size_t)gy * cw + gx];
            if (cell && !lands && waters)
                cell = 0;
            else if (!cell && !waters && lands)
                cell = 1;
            if (cell)
                m->bits[(size_t)y * m->stride + x / 64] |= UINT64_C(1) << (x % 64);
        }
    free(a);
    free(b);
    *out = m;
    return HS_OK;
}

/* ---- Accessors ----------------------------------------------------------------------------- */

int hs_terrain_map_width(const hs_terrain_map *m)
{
    return m->width;
}

int hs_terrain_map_height(const hs_terrain_map *m)
{
    return m->height;
}

int hs_terrain_map_origin_x(const hs_terrain_map *m)
{
    return m->origin_x;
}

int hs_terrain_map_origin_y(const hs_terrain_map *m)
{
    return m->origin_y;
}

int hs_terrain_at(const hs_terrain_map *m, int x, int y)
{
    return terrain_bit(m, x, y);
}

const uint64_t *hs_terrain_row(const hs_terrain_map *m, int y)
{
    return m->bits + (size_t)y * m->stride;
}

uint64_t hs_terrain_land_count(const hs_terrain_map *m)
{
    uint64_t land = 0;
    for (size_t k = 0; k < (size_t)m->height * m->stride; k++)
        land += (uint64_t)__builtin_popcountll(m->bits[k]);
    return land;
}
