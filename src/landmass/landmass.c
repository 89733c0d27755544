/* SPDX-License-Identifier: MIT */
/* landmass.c: the elementary-automaton landmass of docs/landmass.md, its
 * mapping onto hexseed's hexes, the original's form-field quirks, and the playability survey. */
#include "hexseed/landmass.h"
#include "../core/fail.h"

#include <stdlib.h>
#include <string.h>

hs_landmass_options hs_landmass_default(void)
{
    hs_landmass_options o = {.rule = 77, .start = 88, .swap = false};
    return o;
}

/* The real-tile mask, row by row, MSB = column 0 (the spec's table). */
static const uint8_t real_rows[HS_LANDMASS_ROWS] = {0x10, 0x7C, 0xFE, 0xFE, 0xFE, 0xFE, 0xFE, 0x38};

bool hs_landmass_is_real(int row, int col)
{
    if (row < 0 || row >= HS_LANDMASS_ROWS || col < 0 || col >= HS_LANDMASS_COLS)
        return false;
    return (real_rows[row] >> (7 - col)) & 1;
}

hs_landmass hs_landmass_grow(const hs_landmass_options *o)
{
    hs_landmass m;
    m.options = *o;
    for (int c = 0; c < HS_LANDMASS_COLS; c++)
        m.alive[0][c] = (uint8_t)((o->start >> (7 - c)) & 1);
    /* Each cell's parents are the three hexes on its upper-left, upper and upper-right edges
     * in odd-q columns on a cylinder: for an even column they lie in the row above; for an odd
     * column (half a hex lower) the side ones are the even neighbours of its own row, which is
     * why the even columns of a row are computed first. */
    for (int r = 1; r < HS_LANDMASS_ROWS; r++) {
        for (int c = 0; c < HS_LANDMASS_COLS; c += 2) {
            int l = m.alive[r - 1][(c + 7) % 8], mid = m.alive[r - 1][c], rt = m.alive[r - 1][c + 1];
            m.alive[r][c] = (uint8_t)((o->rule >> (4 * l + 2 * mid + rt)) & 1);
        }
        for (int c = 1; c < HS_LANDMASS_COLS; c += 2) {
            int l = m.alive[r][c - 1], mid = m.alive[r - 1][c], rt = m.alive[r][(c + 1) % 8];
            m.alive[r][c] = (uint8_t)((o->rule >> (4 * l + 2 * mid + rt)) & 1);
        }
    }
    if (o->swap)
        for (int r = 0; r < HS_LANDMASS_ROWS; r++)
            for (int c = 0; c < HS_LANDMASS_COLS; c++)
                m.alive[r][c] ^= 1;
    return m;
}

char hs_landmass_cell_char(const hs_landmass *m, int row, int col)
{
    bool alive = m->alive[row][col];
    if (hs_landmass_is_real(row, col))
        return alive ? '#' : '~';
    return alive ? 'x' : '.';
}

int hs_landmass_hexes(const hs_landmass *m, hs_hex *hexes, bool *land, uint8_t *cell)
{
    int n = 0;
    for (int c = 0; c < HS_LANDMASS_COLS; c++)
        for (int g = 0; g < HS_LANDMASS_ROWS; g++) {
            if (!hs_landmass_is_real(g, c))
                continue;
            int r = c - 3, doubled = 2 * g + (c & 1);
            hexes[n] = hs_hex_make((doubled - 7 - r) / 2, r);
            land[n] = m->alive[g][c];
            if (cell)
                cell[n] = (uint8_t)(g * 8 + c);
            n++;
        }
    return n;
}

/* ---- Survey ---------------------------------------------------------------------------- */

/* Neighbours of (row, col) in odd-q columns (odd columns half a hex lower), no wrap. */
static int odd_q_neighbors(int row, int col, int nr[6], int nc[6])
{
    static const int even[6][2] = {{-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {-1, 1}, {0, 1}};
    static const int odd[6][2] = {{-1, 0}, {1, 0}, {0, -1}, {1, -1}, {0, 1}, {1, 1}};
    const int (*d)[2] = (col & 1) ? odd : even;
    for (int k = 0; k < 6; k++) {
        nr[k] = row + d[k][0];
        nc[k] = col + d[k][1];
    }
    return 6;
}

static bool real_land(const hs_landmass *m, int row, int col)
{
    return hs_landmass_is_real(row, col) && m->alive[row][col];
}

hs_landmass_rating hs_landmass_rate(const hs_landmass *m)
{
    hs_landmass_rating x;
    memset(&x, 0, sizeof x);
    x.rule = m->options.rule;
    x.start = m->options.start;
    x.same = 1;
    uint8_t seen[HS_LANDMASS_ROWS][HS_LANDMASS_COLS] = {{0}};
    for (int r = 0; r < HS_LANDMASS_ROWS; r++)
        for (int c = 0; c < HS_LANDMASS_COLS; c++) {
            if (!real_land(m, r, c))
                continue;
            x.land++;
            x.mask |= UINT64_C(1) << (r * 8 + c);
            int nr[6], nc[6];
            odd_q_neighbors(r, c, nr, nc);
            for (int k = 0; k < 6; k++) /* sailable coast: land beside real water */
                x.coast += hs_landmass_is_real(nr[k], nc[k]) && !m->alive[nr[k]][nc[k]];
            if (seen[r][c])
                continue;
            /* A new island: flood it. */
            int stack[HS_LANDMASS_REAL], top = 0, size = 0;
            seen[r][c] = 1;
            stack[top++] = r * 8 + c;
            while (top) {
                int at = stack[--top], ar = at / 8, ac = at % 8;
                size++;
                odd_q_neighbors(ar, ac, nr, nc);
                for (int k = 0; k < 6; k++)
                    if (real_land(m, nr[k], nc[k]) && !seen[nr[k]][nc[k]]) {
                        seen[nr[k]][nc[k]] = 1;
                        stack[top++] = nr[k] * 8 + nc[k];
                    }
            }
            x.islands++;
            if (size > x.largest)
                x.largest = (uint8_t)size;
            x.small += size <= 5;
        }

    /* The score (docs/landmass.md): land share near 55%, a main island of 12-26 hexes, two to
     * four other islands to sail to, and a coast as long as a Classic island's for its size. */
    double share = x.land / (double)HS_LANDMASS_REAL;
    double a = 1.0 - (share > 0.55 ? share - 0.55 : 0.55 - share) / 0.30;
    double b = x.largest < 12 ? x.largest / 12.0 : x.largest <= 26 ? 1.0 : 1.0 - (x.largest - 26) / 10.0;
    int others = x.islands > 0 ? x.islands - 1 : 0;
    static const double c_by_others[7] = {0.0, 0.6, 1.0, 1.0, 1.0, 0.8, 0.5};
    double c = c_by_others[others < 6 ? others : 6];
    /* Coast per land hex: the Classic island has 30 coastal edges on 19 hexes (1.6); much less
     * is a blob without harbors, much more is land frayed into strings and specks. */
    double ratio = x.land ? x.coast / (double)x.land : 0.0;
    double d = 1.0 - (ratio > 1.6 ? ratio - 1.6 : 1.6 - ratio) / 1.6;
    a = a < 0 ? 0 : a;
    b = b < 0 ? 0 : b;
    d = d < 0 ? 0 : d;
    x.score = 100.0 * (0.35 * a + 0.30 * b + 0.20 * c + 0.15 * d);
    return x;
}

static int by_mask(const void *pa, const void *pb)
{
    const hs_landmass_rating *a = pa, *b = pb;
    if (a->mask != b->mask)
        return a->mask < b->mask ? -1 : 1;
    if (a->rule != b->rule)
        return a->rule - b->rule;
    return a->start - b->start;
}

static int by_score(const void *pa, const void *pb)
{
    const hs_landmass_rating *a = pa, *b = pb;
    if (a->score != b->score)
        return a->score > b->score ? -1 : 1;
    if (a->rule != b->rule)
        return a->rule - b->rule;
    return a->start - b->start;
}

hs_err hs_landmass_survey(hs_landmass_rating *work, size_t work_count, hs_landmass_rating *out, size_t top,
                          int *written, hs_diag *diag)
{
    *written = 0;
    if (work_count < HS_LANDMASS_SURVEY_WORK)
        return hs_fail(diag, HS_EINVAL, "the survey needs room for %d ratings, not %zu", HS_LANDMASS_SURVEY_WORK,
                       work_count);
    int n = 0;
    for (int rule = 0; rule < 256; rule++)
        for (int start = 0; start < 256; start++) {
            hs_landmass_options o = {.rule = (uint8_t)rule, .start = (uint8_t)start, .swap = false};
            hs_landmass m = hs_landmass_grow(&o);
            work[n++] = hs_landmass_rate(&m);
        }
    qsort(work, (size_t)n, sizeof *work, by_mask);
    int distinct = 0;
    for (int i = 0; i < n;) {
        int j = i + 1;
        while (j < n && work[j].mask == work[i].mask)
            j++;
        work[distinct] = work[i];
        work[distinct++].same = (uint16_t)(j - i > 65535 ? 65535 : j - i);
        i = j;
    }
    qsort(work, (size_t)distinct, sizeof *work, by_score);
    int k = top < (size_t)distinct ? (int)top : distinct;
    memcpy(out, work, (size_t)k * sizeof *out);
    *written = k;
    return HS_OK;
}

uint8_t hs_landmass_compat_value(const char *text, uint8_t fallback)
{
    if (text[0] == '\0' || strcmp(text, "0") == 0)
        return fallback;
    const char *p = text;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\v' || *p == '\f')
        p++;
    bool negative = false;
    if (*p == '+' || *p == '-')
        negative = *p++ == '-';
    uint64_t v = 0;
    bool saturated = false;
    for (; *p >= '0' && *p <= '9'; p++) {
        if (v > (UINT64_C(0x7fffffffffffffff) - (uint64_t)(*p - '0')) / 10)
            saturated = true;
        else
            v = v * 10 + (uint64_t)(*p - '0');
    }
    if (negative && (v || saturated))
        return 255; /* two's complement: 64 binary digits, the first eight all ones */
    if (saturated)
        v = UINT64_C(0x7fffffffffffffff);
    int bits = 0;
    while (bits < 64 && (v >> bits))
        bits++;
    return bits <= 8 ? (uint8_t)v : (uint8_t)(v >> (bits - 8));
}
