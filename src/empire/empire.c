/* SPDX-License-Identifier: MIT */
/* empire.c: Hex Empire maps, phase by phase as docs/empire.md gives them: the game's
 * LCG, seeding, growth, land groups, capitals, towns, the non-standard shuffle, the greedy path
 * search with its own bookkeeping, ports, and the name draw. */
#include "hexseed/empire.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "empire_internal.h"
#include "../core/fail.h"

hs_empire_options hs_empire_default(void)
{
    hs_empire_options o = {.map = 0, .width = 20, .height = 11, .land = 2};
    return o;
}

bool hs_empire_is_original(const hs_empire_options *o)
{
    return o->width == 20 && o->height == 11 && o->land == 2;
}

/* ---- The game's random generator ------------------------------------------------------- */

typedef struct lcg {
    int64_t state;
    uint32_t draws;
} lcg;

/* Advances, then scales: floor(state / 233280.0 * n), dividing first, in float64. */
static int intn(lcg *g, int n)
{
    g->state = (g->state * 9301 + 49297) % 233280;
    g->draws++;
    return (int)((double)g->state / 233280.0 * n); /* non-negative: truncation is the floor */
}

/* ---- The board ------------------------------------------------------------------------- */

typedef struct board {
    int w, h, n;
    uint8_t *land, *estate;
    int16_t (*nb)[6];   /* neighbour of each field in each direction, -1 off the board */
    double *cx, *cy;    /* the path search's centres: x*5, y*10 (+5 in odd columns) */
} board;

static int field(const board *b, int x, int y)
{
    return x * b->h + y;
}

/* The neighbour of field f in direction d (0..5, the game's order), or -1 off the board. */
static int neighbor(const board *b, int f, int d)
{
    return b->nb[f][d];
}

/* Fills the neighbour table, x outer, y inner: a fixed step for each direction and column
 * parity inside the board, bounds checked only on its edge. */
static void build_neighbors(board *b)
{
    static const int even[6][2] = {{1, 0}, {0, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static const int odd[6][2] = {{1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, 0}};
    for (int x = 0, f = 0; x < b->w; x++) {
        const int (*step)[2] = (x & 1) ? odd : even;
        int delta[6];
        for (int d = 0; d < 6; d++)
            delta[d] = step[d][0] * b->h + step[d][1];
        bool edge_x = x == 0 || x == b->w - 1;
        for (int y = 0; y < b->h; y++, f++) {
            b->cx[f] = x * 5;
            b->cy[f] = y * 10 + ((x & 1) ? 5 : 0);
            if (!edge_x && y > 0 && y < b->h - 1) {
                for (int d = 0; d < 6; d++)
                    b->nb[f][d] = (int16_t)(f + delta[d]);
                continue;
            }
            for (int d = 0; d < 6; d++) {
                int nx = x + step[d][0], ny = y + step[d][1];
                b->nb[f][d] = (int16_t)(nx < 0 || nx >= b->w || ny < 0 || ny >= b->h ? -1 : field(b, nx, ny));
            }
        }
    }
}

/* Steps between two fields of odd-q columns (through cube coordinates). */
static int hex_distance(int h, int f, int g)
{
    int ax = f / h, ay = f % h, bx = g / h, by = g % h;
    int az = ay - (ax - (ax & 1)) / 2, bz = by - (bx - (bx & 1)) / 2; /* axial row */
    int dq = ax - bx, dr = az - bz, ds = -dq - dr;
    dq = dq < 0 ? -dq : dq;
    dr = dr < 0 ? -dr : dr;
    ds = ds < 0 ? -ds : ds;
    return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
}

/* ---- The path search -------------------------------------------------------------------- */

typedef struct tile {
    int field, parent;
    double dist;
    int total;
} tile;

typedef struct search {
    tile *open, *closed;
    double *open_dist;  /* open[i].dist again, packed, for the scan for the nearest */
    int *closed_at;     /* field -> index in closed, valid when stamp[field] == now */
    uint32_t *stamp;    /* which search last touched the field */
    uint8_t *in_open;
    double *dist;       /* 5 + euclid(field, goal), valid when dist_stamp[field] == now */
    uint32_t *dist_stamp;
    uint32_t now;
} search;

static double euclid(const board *b, int f, int g)
{
    double dx = b->cx[f] - b->cx[g], dy = b->cy[f] - b->cy[g];
    return sqrt(dx * dx + dy * dy);
}

static bool walkable(const board *b, int from, int to, bool avoid_water)
{
    if (b->estate[to] == HS_ESTATE_TOWN)
        return false;
    if (avoid_water && b->land[from] && !b->land[to])
        return b->estate[from] == HS_ESTATE_PORT;
    return true;
}

/* Writes the path from `start` to `goal` into `path` (fields, both ends) and returns its
 * length, or 0 when there is none. Both ends are towns, so on land. */
static int find_path(const board *b, search *s, int start, int goal, bool avoid_water, int *path)
{
    int head = 0, tail = 0, n_closed = 0;
    const uint32_t now = ++s->now;
    /* A field's search state is reset the first time this search reaches it (every field that
     * enters the open list was touched first). */
#define TOUCH(f) (s->stamp[f] != now ? (s->stamp[f] = now, s->closed_at[f] = -1, s->in_open[f] = 0) : 0)
    s->stamp[start] = now;
    s->closed_at[start] = -1;
    s->open_dist[tail] = 0.0;
    s->open[tail++] = (tile){start, -1, 0.0, 0};
    s->in_open[start] = 1;
    while (head < tail && !(n_closed > 0 && s->closed[n_closed - 1].field == goal)) {
        tile cur = s->open[head++];
        s->in_open[cur.field] = 0;
        for (int d = 0; d < 6; d++) {
            int nb = neighbor(b, cur.field, d);
            if (nb < 0 || (!walkable(b, cur.field, nb, avoid_water) && nb != goal))
                continue;
            TOUCH(nb);
            if (s->dist_stamp[nb] != now) {
                s->dist_stamp[nb] = now;
                s->dist[nb] = 5.0 + euclid(b, nb, goal);
            }
            tile t = {nb, cur.field, s->dist[nb], cur.total + 5};
            if (s->closed_at[nb] >= 0) {
                if (s->closed[s->closed_at[nb]].total > t.total)
                    s->closed[s->closed_at[nb]] = t;
            } else if (!s->in_open[nb]) {
                s->open_dist[tail] = t.dist;
                s->open[tail++] = t;
                s->in_open[nb] = 1;
            }
        }
        s->closed_at[cur.field] = n_closed;
        s->closed[n_closed++] = cur;
        int best = head;
        const double *od = s->open_dist;
        double best_dist = head < tail ? od[head] : 0;
        for (int i = head + 1; i < tail; i++)
            if (od[i] < best_dist) {
                best = i;
                best_dist = od[i];
            }
        if (best != head) {
            tile tmp = s->open[head];
            s->open[head] = s->open[best];
            s->open[best] = tmp;
            s->open_dist[best] = s->open_dist[head];
            s->open_dist[head] = best_dist;
        }
    }
#undef TOUCH
    if (head == tail)
        return 0;
    int len = 0;
    const tile *t = &s->closed[n_closed - 1];
    for (;;) {
        path[len++] = t->field;
        if (t->field == start || len > b->n)
            break;
        t = &s->closed[s->closed_at[t->parent]];
    }
    for (int i = 0; i < len / 2; i++) {
        int tmp = path[i];
        path[i] = path[len - 1 - i];
        path[len - 1 - i] = tmp;
    }
    return len;
}

/* ---- The generator ---------------------------------------------------------------------- */

void hs_empire_free(hs_empire *m)
{
    if (!m)
        return;
    free(m->land);
    free(m->estate);
    free(m->group);
    free(m->town_at);
    free(m->towns);
    free(m->paths);
    free(m->path_x);
    free(m->path_y);
    free(m);
}

char hs_empire_char(const hs_empire *m, int x, int y)
{
    int f = x * m->height + y;
    if (m->town_at[f] >= 0) {
        const hs_empire_town *t = &m->towns[m->town_at[f]];
        if (t->capital >= 0)
            return "RVBG"[t->capital];
        return t->kind == HS_ESTATE_PORT ? 'P' : 'T';
    }
    return m->land[f] ? '#' : '.';
}

static hs_err check(const hs_empire_options *o, hs_diag *diag)
{
    if (o->map > HS_EMPIRE_MAX_MAP)
        return hs_fail(diag, HS_EINVAL, "map %u is not from 0 to %d", (unsigned)o->map, HS_EMPIRE_MAX_MAP);
    if (o->width < HS_EMPIRE_MIN_W || o->width > HS_EMPIRE_MAX_W)
        return hs_fail(diag, HS_EINVAL, "width %d is not from %d to %d", o->width, HS_EMPIRE_MIN_W, HS_EMPIRE_MAX_W);
    if (o->height < HS_EMPIRE_MIN_H || o->height > HS_EMPIRE_MAX_H)
        return hs_fail(diag, HS_EINVAL, "height %d is not from %d to %d", o->height, HS_EMPIRE_MIN_H, HS_EMPIRE_MAX_H);
    if (o->land < 1 || o->land > 9)
        return hs_fail(diag, HS_EINVAL, "land %d is not from 1 to 9", o->land);
    return HS_OK;
}

hs_err hs_empire_generate(const hs_empire_options *o, hs_empire **out, hs_diag *diag)
{
    *out = NULL;
    if (HS_CHECK_RESERVED(o, "hs_empire_options", "hs_empire_default", diag))
        return HS_EINVAL;
    hs_err err = check(o, diag);
    if (err)
        return err;
    const int w = o->width, h = o->height, n = w * h;
    hs_empire *m = calloc(1, sizeof *m);
    int *list = malloc((size_t)n * sizeof *list), *group_start = malloc((size_t)(n + 1) * sizeof *group_start);
    int *path = malloc((size_t)(n + 1) * sizeof *path);
    uint8_t *marked = calloc((size_t)n, 1);
    search s = {malloc((size_t)n * 7 * sizeof(tile)), malloc((size_t)n * sizeof(tile)),
                malloc((size_t)n * 7 * sizeof(double)),
                malloc((size_t)n * sizeof(int)),  calloc((size_t)n, sizeof(uint32_t)),
                malloc((size_t)n),                malloc((size_t)n * sizeof(double)),
                calloc((size_t)n, sizeof(uint32_t)), 0};
    int16_t (*nbt)[6] = malloc((size_t)n * sizeof *nbt);
    double *cxs = malloc((size_t)n * sizeof *cxs), *cys = malloc((size_t)n * sizeof *cys);
    if (m) {
        m->land = calloc((size_t)n, 1);
        m->estate = calloc((size_t)n, 1);
        m->group = malloc((size_t)n * sizeof *m->group);
        m->town_at = malloc((size_t)n * sizeof *m->town_at);
        m->towns = malloc((size_t)n * sizeof *m->towns);
        m->paths = malloc((size_t)n * sizeof *m->paths);
    }
    if (!m || !list || !group_start || !path || !marked || !s.open || !s.closed || !s.open_dist || !s.closed_at || !s.in_open ||
        !s.stamp || !s.dist || !s.dist_stamp || !nbt || !cxs || !cys ||
        !m->land || !m->estate || !m->group || !m->town_at || !m->towns || !m->paths) {
        err = hs_fail(diag, HS_ENOMEM, "out of memory for a %dx%d map", w, h);
        goto done;
    }
    m->options = *o;
    m->width = w;
    m->height = h;
    board b = {w, h, n, m->land, m->estate, nbt, cxs, cys};
    build_neighbors(&b);
    lcg g = {(int64_t)o->map, 0};

    /* 1. background texture: 6 x 4 tiles, 5 draws each, for drawing only */
    for (int k = 0; k < 6 * 4; k++)
        for (int d = 0; d < 5; d++)
            intn(&g, d < 2 ? 6 : d < 4 ? 2 : 4);

    /* 2. seeding: the capital corners are land; other fields by a draw */
    const int corner[4] = {field(&b, 1, 1), field(&b, 1, h - 2), field(&b, w - 2, 1), field(&b, w - 2, h - 2)};
    for (int f = 0; f < n; f++) {
        bool is_corner = f == corner[0] || f == corner[1] || f == corner[2] || f == corner[3];
        m->land[f] = is_corner || intn(&g, 10) < o->land;
    }

    /* 3. growth: one simultaneous step, then a sequential fill of enclosed water */
    for (int f = 0; f < n; f++)
        for (int d = 0; d < 6 && !m->land[f] && !marked[f]; d++) {
            int nb = neighbor(&b, f, d);
            marked[f] = nb >= 0 && m->land[nb];
        }
    for (int f = 0; f < n; f++)
        m->land[f] |= marked[f];
    for (int f = 0; f < n; f++) {
        if (m->land[f])
            continue;
        bool water_near = false;
        for (int d = 0; d < 6 && !water_near; d++) {
            int nb = neighbor(&b, f, d);
            water_near = nb >= 0 && !m->land[nb];
        }
        m->land[f] = !water_near;
    }

    /* 4. land groups, breadth-first in direction order; list holds them one after another */
    for (int f = 0; f < n; f++)
        m->group[f] = -1;
    int listed = 0;
    for (int f = 0; f < n; f++) {
        if (!m->land[f] || m->group[f] >= 0)
            continue;
        int id = m->n_groups++;
        group_start[id] = listed;
        m->group[f] = (int16_t)id;
        list[listed++] = f;
        for (int k = group_start[id]; k < listed; k++)
            for (int d = 0; d < 6; d++) {
                int nb = neighbor(&b, list[k], d);
                if (nb >= 0 && m->land[nb] && m->group[nb] < 0) {
                    m->group[nb] = (int16_t)id;
                    list[listed++] = nb;
                }
            }
    }
    group_start[m->n_groups] = listed;

    /* 5. capitals, in field order: (1,1) red, (1,h-2) violet, (w-2,1) blue, (w-2,h-2) green */
    int *towns = path; /* reuse: the town list is at most one field per town */
    int n_list = 0;
    int *order = malloc((size_t)n * sizeof *order);
    if (!order) {
        err = hs_fail(diag, HS_ENOMEM, "out of memory for a %dx%d map", w, h);
        goto done;
    }
    for (int c = 0; c < 4; c++) {
        m->estate[corner[c]] = HS_ESTATE_TOWN;
        order[n_list++] = corner[c];
    }

    /* 6. towns: per group, size/10 + 1 attempts of up to 11 draws */
    for (int id = 0; id < m->n_groups; id++) {
        int size = group_start[id + 1] - group_start[id];
        for (int attempt = 0; attempt < size / 10 + 1; attempt++) {
            int failed = 0;
            for (;;) {
                int f = list[group_start[id] + intn(&g, size)];
                bool ok = m->estate[f] == HS_ESTATE_NONE;
                for (int d = 0; d < 6 && ok; d++) {
                    int nb = neighbor(&b, f, d);
                    ok = nb < 0 || (m->land[nb] && m->estate[nb] == HS_ESTATE_NONE);
                }
                if (ok) {
                    m->estate[f] = HS_ESTATE_TOWN;
                    order[n_list++] = f;
                    break;
                }
                if (++failed > 10)
                    break;
            }
        }
    }

    /* 7. the game's shuffle: every place swapped with a uniformly drawn one */
    for (int i = 0; i < n_list; i++) {
        int j = intn(&g, n_list);
        int tmp = order[i];
        order[i] = order[j];
        order[j] = tmp;
    }

    /* 8. paths and ports */
    int ports = 0, stored = 0, cap = 4 * n;
    m->path_x = malloc((size_t)cap * sizeof *m->path_x);
    m->path_y = malloc((size_t)cap * sizeof *m->path_y);
    if (!m->path_x || !m->path_y) {
        free(order);
        err = hs_fail(diag, HS_ENOMEM, "out of memory for a %dx%d map", w, h);
        goto done;
    }
    for (int i = 0; i + 1 < n_list; i++) {
        /* Any path has at least hex distance + 1 fields; when that is already more than the
         * ports counted, the land path would be refused whatever it is, so it is not sought. */
        int len = hex_distance(h, order[i], order[i + 1]) + 1 > ports
                      ? 0
                      : find_path(&b, &s, order[i], order[i + 1], true, towns);
        bool over_water = len == 0 || len > ports;
        if (over_water)
            len = find_path(&b, &s, order[i], order[i + 1], false, towns);
        for (int k = 1; k + 1 < len; k++) {
            int f = towns[k];
            if (m->land[f] && !m->land[towns[k + 1]]) {
                m->estate[f] = HS_ESTATE_PORT;
                ports++;
            }
            if (m->land[f] && !m->land[towns[k - 1]]) {
                m->estate[f] = HS_ESTATE_PORT;
                ports++;
            }
        }
        if (stored + len > cap) {
            cap = 2 * (stored + len);
            int16_t *px = realloc(m->path_x, (size_t)cap * sizeof *px);
            if (px)
                m->path_x = px;
            int16_t *py = realloc(m->path_y, (size_t)cap * sizeof *py);
            if (py)
                m->path_y = py;
            if (!px || !py) {
                free(order);
                err = hs_fail(diag, HS_ENOMEM, "out of memory for a %dx%d map", w, h);
                goto done;
            }
        }
        hs_empire_path *p = &m->paths[m->n_paths++];
        p->from = order[i];
        p->to = order[i + 1];
        p->over_water = over_water;
        p->length = len;
        p->first = stored;
        for (int k = 0; k < len; k++) {
            m->path_x[stored] = (int16_t)(towns[k] / h);
            m->path_y[stored++] = (int16_t)(towns[k] % h);
        }
    }

    /* 9. water sprites */
    for (int f = 0; f < n; f++)
        if (!m->land[f]) {
            intn(&g, 6);
            intn(&g, 2);
            intn(&g, 2);
            intn(&g, 2);
        }

    /* 10. names (and town sprites), in field order */
    const char *pool[HS_EMPIRE_NAMES], **names = pool;
    int n_names = HS_EMPIRE_NAMES;
    memcpy(pool, hs_empire_names, sizeof pool);
    for (int f = 0; f < n; f++) {
        m->town_at[f] = -1;
        if (m->estate[f] == HS_ESTATE_NONE)
            continue;
        hs_empire_town *t = &m->towns[m->n_towns];
        m->town_at[f] = (int16_t)m->n_towns++;
        t->x = f / h;
        t->y = f % h;
        t->kind = (hs_estate)m->estate[f];
        t->capital = -1;
        for (int c = 0; c < 4; c++)
            if (f == corner[c])
                t->capital = c;
        intn(&g, 6);
        intn(&g, 6);
        intn(&g, 2);
        intn(&g, 2);
        intn(&g, 360);
        if (n_names > 0) {
            int k = intn(&g, n_names);
            t->name = names[k];
            names[k] = names[0]; /* swap the drawn name to the front, then drop the front */
            names++;
            n_names--;
        } else {
            t->name = "";
        }
    }
    /* Paths name their ends as town indexes, now that the towns are numbered. */
    for (int p = 0; p < m->n_paths; p++) {
        m->paths[p].from = m->town_at[m->paths[p].from];
        m->paths[p].to = m->town_at[m->paths[p].to];
    }
    m->draws = g.draws;
    free(order);
    *out = m;
    m = NULL;

done:
    hs_empire_free(m);
    free(list);
    free(group_start);
    free(path);
    free(marked);
    free(s.open);
    free(s.closed);
    free(s.open_dist);
    free(s.closed_at);
    free(s.in_open);
    free(s.stamp);
    free(s.dist);
    free(s.dist_stamp);
    free(nbt);
    free(cxs);
    free(cys);
    return err;
}

/* ---- Accessors ----------------------------------------------------------------------------- */

hs_empire_options hs_empire_options_of(const hs_empire *m)
{
    return m->options;
}

int hs_empire_width(const hs_empire *m)
{
    return m->width;
}

int hs_empire_height(const hs_empire *m)
{
    return m->height;
}

bool hs_empire_is_land(const hs_empire *m, int x, int y)
{
    return m->land[x * m->height + y] != 0;
}

int hs_empire_town_count(const hs_empire *m)
{
    return m->n_towns;
}

const hs_empire_town *hs_empire_town_get(const hs_empire *m, int i)
{
    return i >= 0 && i < m->n_towns ? &m->towns[i] : NULL;
}

int hs_empire_town_at(const hs_empire *m, int x, int y)
{
    return m->town_at[x * m->height + y];
}

int hs_empire_path_count(const hs_empire *m)
{
    return m->n_paths;
}

const hs_empire_path *hs_empire_path_get(const hs_empire *m, int i)
{
    return i >= 0 && i < m->n_paths ? &m->paths[i] : NULL;
}

bool hs_empire_path_field(const hs_empire *m, int i, int k, int *x, int *y)
{
    if (i < 0 || i >= m->n_paths || k < 0 || k >= m->paths[i].length)
        return false;
    *x = m->path_x[m->paths[i].first + k];
    *y = m->path_y[m->paths[i].first + k];
    return true;
}

uint32_t hs_empire_draws(const hs_empire *m)
{
    return m->draws;
}

int hs_empire_group_count(const hs_empire *m)
{
    return m->n_groups;
}

int hs_empire_group_at(const hs_empire *m, int x, int y)
{
    return m->group[x * m->height + y];
}

bool hs_empire_original(const hs_empire *m)
{
    return hs_empire_is_original(&m->options);
}
