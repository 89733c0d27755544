/* SPDX-License-Identifier: MIT */
/* score.c: the balance metrics. `compat` follows docs/balance.md to the bit (its
 * closed forms, its sums in its order, its quirks); `hexseed` fixes the flaws and normalises
 * every factor by a limit derived from the board's own bag and shape (docs/balance.md). */
#include "hexseed/score.h"
#include "hexseed/sim.h"

#include <ctype.h>
#include <stddef.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "score_internal.h"
#include "../core/fail.h"

hs_score_options hs_score_default(void)
{
    hs_score_options o = {.metric = HS_METRIC_HEXSEED, .harbors = false};
    return o;
}

static bool is_land(int t)
{
    return t != HS_SEA;
}

static bool produces(int t)
{
    return hs_terrain_numbered((hs_terrain)t);
}

hs_lines hs_lines_of(const hs_board *b)
{
    hs_lines l;
    memset(&l, 0, sizeof l);
    l.n_tiles = b->n_tiles;
    double cx = 0, cy = 0;
    int land = 0;
    for (int t = 0; t < b->n_tiles; t++)
        if (is_land(b->tiles[t].terrain)) {
            hs_point p = hs_hex_center(b->tiles[t].hex, 1.0);
            cx += p.x;
            cy += p.y;
            land++;
        }
    if (land) {
        cx /= land;
        cy /= land;
    }
    /* Normals of the three lines (screen y grows downwards): horizontal; rising to the right
     * at 60 degrees; falling to the right at 60 degrees. Side -1 is above / upper-left /
     * upper-right respectively. */
    static const double nx[3] = {0.0, 0.8660254037844386, 0.8660254037844386};
    static const double ny[3] = {1.0, 0.5, -0.5};
    for (int t = 0; t < b->n_tiles; t++) {
        if (!is_land(b->tiles[t].terrain))
            continue;
        hs_point p = hs_hex_center(b->tiles[t].hex, 1.0);
        for (int k = 0; k < 3; k++) {
            double s = (p.x - cx) * nx[k] + (p.y - cy) * ny[k];
            l.side[k][t] = (int8_t)(s > 1e-9 ? 1 : s < -1e-9 ? -1 : 0);
        }
    }
    /* The falling line's "A" side is its upper-right one, as in the spec's table. */
    for (int t = 0; t < b->n_tiles; t++)
        l.side[2][t] = (int8_t)-l.side[2][t];
    return l;
}

/* ---- Board lines ------------------------------------------------------------------------- */

hs_err hs_board_parse_line(const char *line, hs_board *b, hs_diag *diag)
{
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        p++;
    size_t n = strcspn(p, " \t\r\n");
    hs_mode mode;
    switch (n) {
    case 19: mode = HS_MODE_CLASSIC; break;
    case 30: mode = HS_MODE_5_6; break;
    case 72: mode = HS_MODE_SEAFARERS; break;
    case 94: mode = HS_MODE_SEAFARERS_5_6; break;
    default:
        return hs_fail(diag, HS_EPARSE,
                       "board line has %zu terrain letters; a board has 19 (classic), 30 (5-6), 72 or 94 (seafarers)", n);
    }
    hs_catan_options o = hs_catan_default();
    o.mode = mode;
    o.rules.on = 0;
    hs_board shape;
    if (hs_catan_generate(&o, &shape, NULL) != HS_OK) /* the tiles' hexes, in board order */
        return hs_fail(diag, HS_EINVAL, "no %s board to read into", hs_mode_name(mode));
    memset(b, 0, sizeof *b);
    b->options = o;
    b->n_tiles = (int)n;
    b->robber = b->pirate = -1;
    for (size_t i = 0; i < n; i++) {
        int t = hs_terrain_from_letter(p[i]);
        if (t < 0)
            return hs_fail(diag, HS_EPARSE, "board line: '%c' at position %zu is not a terrain letter (D O L G W B, A gold, ~ sea)",
                           p[i], i + 1);
        b->tiles[i].hex = shape.tiles[i].hex;
        b->tiles[i].terrain = (uint8_t)t;
    }
    p += n;
    for (size_t i = 0; i < n; i++) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!isdigit((unsigned char)*p))
            return hs_fail(diag, HS_EPARSE, "board line: number %zu of %zu is missing or not a number", i + 1, n);
        char *end;
        long v = strtol(p, &end, 10);
        int t = b->tiles[i].terrain;
        bool empty = !hs_terrain_numbered((hs_terrain)t);
        if (empty ? v != 0 : (v < 2 || v > 12 || v == 7))
            return hs_fail(diag, HS_EPARSE, "board line: number %zu is %ld; %s", i + 1, v,
                           empty ? "a tile without a resource (desert, sea, lake...) takes 0"
                                 : "a token is 2..6 or 8..12");
        b->tiles[i].number = (uint8_t)v;
        p = end;
    }
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        p++;
    if (*p)
        return hs_fail(diag, HS_EPARSE, "board line: unexpected '%.20s' after the %zu numbers", p, n);
    for (int t = 0; t < b->n_tiles; t++)
        if (b->tiles[t].terrain == HS_DESERT && b->robber < 0)
            b->robber = t;
    return HS_OK;
}

/* ---- Sums shared by both metrics and the optimizer ---------------------------------------- */

void hs_sums_build(hs_sums *s, const hs_board *b)
{
    memset(s, 0, sizeof *s);
    s->board = b;
    s->lines = hs_lines_of(b);
    hs_board_neighbors(b, s->nb);
    for (int t = 0; t < b->n_tiles; t++) {
        int terrain = b->tiles[t].terrain, dots = hs_pips(b->tiles[t].number);
        if (!is_land(terrain))
            continue;
        for (int k = 0; k < 3; k++) {
            s->kind_diff[k][terrain] += s->lines.side[k][t];
            s->dot_diff[k] += s->lines.side[k][t] * dots;
        }
        s->dots_of[terrain] += dots;
        for (int d = 0; d < 3; d++) { /* each pair once: directions E, SE, SW */
            int j = s->nb[t][d];
            if (j < 0 || !is_land(b->tiles[j].terrain))
                continue;
            s->terrain_pairs += produces(terrain) && terrain == b->tiles[j].terrain;
            s->number_pairs += b->tiles[t].number && b->tiles[t].number == b->tiles[j].number;
        }
    }
}

static int sq(int v)
{
    return v * v;
}

/* The compat factors from the sums (Classic only), exactly as the original computes them. */
static void compat_from_sums(const hs_sums *s, const hs_board *b, int pc_vertex_pairs, hs_score *out)
{
    static const int kind_terrain[5] = {HS_MOUNTAINS, HS_FOREST, HS_FIELDS, HS_PASTURE, HS_HILLS};
    static const int kind_count[5] = {3, 4, 4, 4, 3};
    int rd_h = 0, rd_d = 0;
    for (int k = 0; k < 5; k++) {
        rd_h += sq(s->kind_diff[0][kind_terrain[k]]);
        rd_d += sq(s->kind_diff[1][kind_terrain[k]]);
    }
    int rd = 36 * (rd_h + 2 * rd_d);
    double rc = 5.0 * s->terrain_pairs;
    double pc = pc_vertex_pairs / 2.0 * 5.0;
    double pdr = 0;
    for (int k = 0; k < 5; k++) {
        double expected = (double)(kind_count[k] * 58) / 18.0;
        double diff = expected - (double)s->dots_of[kind_terrain[k]];
        pdr += diff * diff;
    }
    int pdb = 36 * (sq(s->dot_diff[0]) + 2 * sq(s->dot_diff[1]));
    (void)b;
    out->raw[HS_RD] = rd;
    out->raw[HS_RC] = rc;
    out->raw[HS_PC] = pc;
    out->raw[HS_PDR] = pdr;
    out->raw[HS_PDB] = pdb;
    static const double limit[5] = {4536, 90.0, 40.0, 109.92592592592594, 40932};
    double sum = 0;
    for (int f = 0; f < 5; f++) {
        out->norm[f] = out->raw[f] / limit[f];
        sum += out->norm[f];
    }
    out->score = sum / 5;
    out->line_rd[0] = rd_h;
    out->line_rd[1] = rd_d;
    out->line_pdb[0] = sq(s->dot_diff[0]);
    out->line_pdb[1] = sq(s->dot_diff[1]);
}

/* ---- The hexseed metric's limits ---------------------------------------------------------- */

/* The most edges n hexes can share among themselves (Harary and Harborth). */
static int polyhex_edges(int n)
{
    if (n <= 1)
        return 0;
    return 3 * n - (int)ceil(sqrt(12.0 * n - 3.0) - 1e-12);
}

static int cmp_desc(const void *a, const void *b)
{
    return *(const int *)b - *(const int *)a;
}

/* The largest sum over kinds of (expected - dots on the kind)^2 over every way of giving each
 * producing kind as many tokens as it has hexes: dynamic programming over the kinds, the state
 * being how many tokens of each pip value (1..5) are left. -1 when that search is too large. */
typedef struct pdr_search {
    int mult[6];        /* tokens of each pip value 1..5 */
    int radix[6];       /* mixed-radix place of each value in the state index */
    int states;
    int n_groups, size[HS_TERRAIN_COUNT];
    double expected[HS_TERRAIN_COUNT];
    double *best;       /* [group][state], NAN until computed */
} pdr_search;

static double pdr_group(pdr_search *p, int g, int state);

/* Tries every way to take `left` more tokens for group g, from value v upwards. */
static double pdr_choose(pdr_search *p, int g, int state, int v, int left, int dots)
{
    if (v > 5) {
        if (left)
            return -1;
        double d = p->expected[g] - dots;
        double rest = pdr_group(p, g + 1, state);
        return rest < 0 ? -1 : d * d + rest;
    }
    int have = state / p->radix[v] % (p->mult[v] + 1), best = -1;
    double top = -1;
    for (int take = 0; take <= have && take <= left; take++) {
        double r = pdr_choose(p, g, state - take * p->radix[v], v + 1, left - take, dots + take * v);
        if (r > top)
            top = r;
    }
    (void)best;
    return top;
}

static double pdr_group(pdr_search *p, int g, int state)
{
    if (g == p->n_groups)
        return 0;
    double *memo = &p->best[(size_t)g * p->states + state];
    if (isnan(*memo))
        *memo = pdr_choose(p, g, state, 1, p->size[g], 0);
    return *memo;
}

/* The exact PDR maximum, or -1 when its search would be too big (the caller keeps the bound),
 * or -2 when its table cannot be allocated (which must not change a score: HS_ENOMEM). */
static double pdr_exact_max(const int *count, const double *expected, const int *dots, int n_dots)
{
    pdr_search p;
    memset(&p, 0, sizeof p);
    for (int i = 0; i < n_dots; i++)
        if (dots[i] >= 1 && dots[i] <= 5)
            p.mult[dots[i]]++;
    double states = 1;
    for (int v = 1; v <= 5; v++) {
        p.radix[v] = (int)states;
        states *= p.mult[v] + 1;
    }
    for (int kind = 0; kind < HS_TERRAIN_COUNT; kind++)
        if (produces(kind) && count[kind]) {
            p.size[p.n_groups] = count[kind];
            p.expected[p.n_groups++] = expected[kind];
        }
    if (states * p.n_groups > 2000000)
        return -1;
    p.states = (int)states;
    p.best = malloc((size_t)p.states * (size_t)p.n_groups * sizeof *p.best);
    if (!p.best)
        return -2;
    for (size_t i = 0; i < (size_t)p.states * p.n_groups; i++)
        p.best[i] = NAN;
    double full = pdr_group(&p, 0, p.states - 1);
    free(p.best);
    return full;
}

hs_err hs_limits_build(hs_limits *lim, const hs_sums *s)
{
    const hs_board *b = s->board;
    memset(lim, 0, offsetof(hs_limits, work));
    int count[HS_TERRAIN_COUNT] = {0}, dots[HS_BOARD_MAX_TILES], n_dots = 0, total_dots = 0, producing = 0;
    int by_value[13] = {0}, land_pairs = 0, producing_pairs = 0;
    for (int t = 0; t < b->n_tiles; t++) {
        int terrain = b->tiles[t].terrain;
        if (!is_land(terrain))
            continue;
        count[terrain]++;
        if (produces(terrain)) {
            dots[n_dots++] = hs_pips(b->tiles[t].number);
            total_dots += hs_pips(b->tiles[t].number);
            producing++;
            by_value[b->tiles[t].number]++;
        }
        for (int d = 0; d < 3; d++) {
            int j = s->nb[t][d];
            if (j >= 0 && is_land(b->tiles[j].terrain)) {
                land_pairs++;
                producing_pairs += produces(terrain) && produces(b->tiles[j].terrain);
            }
        }
    }
    qsort(dots, (size_t)n_dots, sizeof dots[0], cmp_desc);
    int prefix[HS_BOARD_MAX_TILES + 1] = {0};
    for (int i = 0; i < n_dots; i++)
        prefix[i + 1] = prefix[i] + dots[i];

    for (int k = 0; k < 3; k++) {
        int cap[3] = {0}; /* side -1, 0, +1 */
        for (int t = 0; t < b->n_tiles; t++)
            if (is_land(b->tiles[t].terrain))
                cap[s->lines.side[k][t] + 1]++;
        /* RD: the largest sum over kinds of (a - b)^2 that the bag allows with these side sizes,
         * by dynamic programming over the kinds (deserts take room and score nothing). */
        int nA = cap[0], nB = cap[2];
        int (*best)[HS_BOARD_MAX_TILES + 1] = lim->work[0], (*next)[HS_BOARD_MAX_TILES + 1] = lim->work[1];
        for (int a = 0; a <= nA; a++)
            for (int c = 0; c <= nB; c++)
                best[a][c] = a == 0 && c == 0 ? 0 : -1;
        int placed = 0;
        for (int kind = 0; kind < HS_TERRAIN_COUNT; kind++) {
            int c_k = count[kind];
            if (!c_k)
                continue;
            for (int a = 0; a <= nA; a++)
                for (int c = 0; c <= nB; c++)
                    next[a][c] = -1;
            for (int a = 0; a <= nA; a++)
                for (int c = 0; c <= nB; c++) {
                    if (best[a][c] < 0)
                        continue;
                    int on_line = placed - a - c;
                    for (int x = 0; x <= c_k && a + x <= nA; x++)
                        for (int y = 0; x + y <= c_k && c + y <= nB; y++) {
                            if (on_line + (c_k - x - y) > cap[1])
                                continue;
                            int v = best[a][c] + (produces(kind) ? sq(x - y) : 0);
                            if (v > next[a + x][c + y])
                                next[a + x][c + y] = v;
                        }
                }
            int (*tmp)[HS_BOARD_MAX_TILES + 1] = best;
            best = next;
            next = tmp;
            placed += c_k;
        }
        lim->line_rd[k] = best[nA][nB] > 0 ? best[nA][nB] : 0;
        /* PDB: the largest |dots on A - dots on B|: A takes the highest tokens, B the lowest,
         * for every way of putting the deserts on A, B or the line. */
        int deserts = count[HS_DESERT], top = 0;
        for (int kA = 0; kA <= deserts && kA <= nA; kA++)
            for (int kB = 0; kA + kB <= deserts && kB <= nB; kB++) {
                if (deserts - kA - kB > cap[1])
                    continue;
                int ta = nA - kA, tb = nB - kB;
                if (ta + tb > n_dots)
                    continue;
                int hi_a = prefix[ta], lo_b = prefix[n_dots] - prefix[n_dots - tb];
                int hi_b = prefix[tb], lo_a = prefix[n_dots] - prefix[n_dots - ta];
                int v = hi_a - lo_b > hi_b - lo_a ? hi_a - lo_b : hi_b - lo_a;
                if (v > top)
                    top = v;
            }
        lim->line_pdb[k] = top * top;
    }
    /* RC and PC: no more equal neighbours than hexes of a kind (tokens of a number) can share
     * edges among themselves, nor more than the board's neighbouring pairs. */
    int rc = 0, pc = 0;
    for (int kind = 0; kind < HS_TERRAIN_COUNT; kind++)
        if (produces(kind))
            rc += polyhex_edges(count[kind]);
    for (int v = 2; v <= 12; v++)
        pc += polyhex_edges(by_value[v]);
    lim->rc = rc < producing_pairs ? rc : producing_pairs;
    lim->pc = pc < producing_pairs ? pc : producing_pairs;
    /* PDR: the exact maximum over every way of sharing the tokens out among the kinds, when the
     * search is small (Classic, 5-6, New Shores); otherwise the sum of each kind's worst case
     * alone, an upper bound. */
    lim->pdr = 0;
    for (int kind = 0; kind < HS_TERRAIN_COUNT; kind++) {
        if (!produces(kind) || !count[kind])
            continue;
        lim->expected[kind] = producing ? (double)count[kind] * total_dots / producing : 0;
        double hi = prefix[count[kind]], lo = prefix[n_dots] - prefix[n_dots - count[kind]];
        double e = lim->expected[kind];
        lim->pdr += fmax((e - lo) * (e - lo), (e - hi) * (e - hi));
    }
    double exact = pdr_exact_max(count, lim->expected, dots, n_dots);
    if (exact == -2)
        return HS_ENOMEM;
    if (exact >= 0)
        lim->pdr = exact;
    lim->pdr_exact = exact >= 0;
    (void)land_pairs;
    return HS_OK;
}

/* The harbor factor: each 2:1 harbor costs 1 - min(dots of its resource on the hexes at its two
 * corners, 5) / 5; the factor is their mean (0 without 2:1 harbors). */
static double harbor_factor(const hs_board *b, const short (*nb)[6])
{
    static const int terrain_of[HS_HARBOR_TYPE_COUNT] = {-1, HS_FOREST, HS_HILLS, HS_FIELDS, HS_PASTURE, HS_MOUNTAINS};
    double cost = 0;
    int n = 0;
    for (int h = 0; h < b->n_harbors; h++) {
        const hs_harbor *hb = &b->harbors[h];
        int want = terrain_of[hb->type];
        if (want < 0)
            continue;
        int near[3] = {hb->tile, nb[hb->tile][(hb->side + 5) % 6], nb[hb->tile][(hb->side + 1) % 6]};
        int dots = 0;
        for (int k = 0; k < 3; k++)
            if (near[k] >= 0 && b->tiles[near[k]].terrain == want)
                dots += hs_pips(b->tiles[near[k]].number);
        cost += 1.0 - (dots < 5 ? dots : 5) / 5.0;
        n++;
    }
    return n ? cost / n : 0.0;
}

static double ratio(double v, double limit)
{
    return limit > 0 ? v / limit : 0.0;
}

void hs_hexseed_from_sums(const hs_sums *s, const hs_limits *lim, bool harbors, hs_score *out)
{
    const hs_board *b = s->board;
    double rd = 0, pdb = 0, rd_n = 0, pdb_n = 0;
    for (int k = 0; k < 3; k++) {
        int line_rd = 0;
        for (int kind = 0; kind < HS_TERRAIN_COUNT; kind++)
            if (produces(kind))
                line_rd += sq(s->kind_diff[k][kind]);
        out->line_rd[k] = line_rd;
        out->line_pdb[k] = sq(s->dot_diff[k]);
        rd += line_rd;
        pdb += out->line_pdb[k];
        rd_n += ratio(line_rd, lim->line_rd[k]) / 3;
        pdb_n += ratio(out->line_pdb[k], lim->line_pdb[k]) / 3;
    }
    double pdr = 0;
    for (int kind = 0; kind < HS_TERRAIN_COUNT; kind++)
        if (produces(kind)) {
            double d = lim->expected[kind] - s->dots_of[kind];
            pdr += d * d;
        }
    out->raw[HS_RD] = rd;
    out->raw[HS_RC] = s->terrain_pairs;
    out->raw[HS_PC] = s->number_pairs;
    out->raw[HS_PDR] = pdr;
    out->raw[HS_PDB] = pdb;
    out->norm[HS_RD] = rd_n;
    out->norm[HS_RC] = ratio(s->terrain_pairs, lim->rc);
    out->norm[HS_PC] = ratio(s->number_pairs, lim->pc);
    out->norm[HS_PDR] = ratio(pdr, lim->pdr);
    out->norm[HS_PDB] = pdb_n;
    int factors = 5;
    if (harbors) {
        out->raw[HS_HARBOR] = out->norm[HS_HARBOR] = harbor_factor(b, (const short (*)[6])s->nb);
        factors = 6;
    }
    double sum = 0;
    for (int f = 0; f < factors; f++)
        sum += out->norm[f];
    out->score = sum / factors;
}

void hs_compat_from_sums(const hs_sums *s, int pc_vertex_pairs, hs_score *out)
{
    compat_from_sums(s, s->board, pc_vertex_pairs, out);
}

/* The compat score of a Classic board straight from the spec's tables: the sides of the two
 * lines it uses (§4.4), the 42 neighbouring pairs (§1.2) and the 24 corners where three hexes
 * meet. No allocation and no geometry: this is the scoring loop a search runs millions of times. */
hs_err hs_score_compat_classic(const hs_board *b, hs_score *out, hs_diag *diag)
{
    if (b->n_tiles != 19)
        return hs_fail(diag, HS_EINVAL, "the compat score takes Classic boards of 19 tiles, not %d", b->n_tiles);
    for (int t = 0; t < 19; t++) {
        if (b->tiles[t].terrain == HS_SEA || b->tiles[t].terrain >= HS_TERRAIN_COUNT)
            return hs_fail(diag, HS_EINVAL, "tile %d is %s: the compat score takes land tiles only", t + 1,
                           b->tiles[t].terrain == HS_SEA ? "sea" : "of no known terrain");
        if (b->tiles[t].number > 12)
            return hs_fail(diag, HS_EINVAL, "tile %d has number %d, not 0 to 12", t + 1, b->tiles[t].number);
    }
    static const int8_t side_h[19] = {-1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1};
    static const int8_t side_d[19] = {-1, -1, 0, -1, -1, 0, 1, -1, -1, 0, 1, 1, -1, 0, 1, 1, 0, 1, 1};
    static const uint8_t pairs[42][2] = {
        {0, 1},   {0, 3},   {0, 4},   {1, 2},   {1, 4},   {1, 5},   {2, 5},   {2, 6},   {3, 4},   {3, 7},   {3, 8},
        {4, 5},   {4, 8},   {4, 9},   {5, 6},   {5, 9},   {5, 10},  {6, 10},  {6, 11},  {7, 8},   {7, 12},  {8, 9},
        {8, 12},  {8, 13},  {9, 10},  {9, 13},  {9, 14},  {10, 11}, {10, 14}, {10, 15}, {11, 15}, {12, 13}, {12, 16},
        {13, 14}, {13, 16}, {13, 17}, {14, 15}, {14, 17}, {14, 18}, {15, 18}, {16, 17}, {17, 18}};
    static const uint8_t corners[24][3] = {
        {0, 1, 4},    {0, 3, 4},    {1, 2, 5},    {1, 4, 5},    {2, 5, 6},    {3, 4, 8},    {3, 7, 8},    {4, 5, 9},
        {4, 8, 9},    {5, 6, 10},   {5, 9, 10},   {6, 10, 11},  {7, 8, 12},   {8, 9, 13},   {8, 12, 13},  {9, 10, 14},
        {9, 13, 14},  {10, 11, 15}, {10, 14, 15}, {12, 13, 16}, {13, 14, 17}, {13, 16, 17}, {14, 15, 18}, {14, 17, 18}};
    int kind_h[HS_TERRAIN_COUNT] = {0}, kind_d[HS_TERRAIN_COUNT] = {0}, dots_of[HS_TERRAIN_COUNT] = {0};
    int dot_h = 0, dot_d = 0;
    for (int t = 0; t < 19; t++) {
        int terrain = b->tiles[t].terrain, dots = hs_pips(b->tiles[t].number);
        kind_h[terrain] += side_h[t];
        kind_d[terrain] += side_d[t];
        dot_h += side_h[t] * dots;
        dot_d += side_d[t] * dots;
        dots_of[terrain] += dots;
    }
    int terrain_pairs = 0, number_pairs = 0, triples = 0;
    for (int k = 0; k < 42; k++) {
        const hs_tile *x = &b->tiles[pairs[k][0]], *y = &b->tiles[pairs[k][1]];
        terrain_pairs += x->terrain != HS_DESERT && x->terrain == y->terrain;
        number_pairs += x->number && x->number == y->number;
    }
    for (int k = 0; k < 24; k++) {
        int v = b->tiles[corners[k][0]].number;
        triples += v && b->tiles[corners[k][1]].number == v && b->tiles[corners[k][2]].number == v;
    }
    hs_sums s;
    s.board = b;
    memcpy(s.kind_diff[0], kind_h, sizeof kind_h);
    memcpy(s.kind_diff[1], kind_d, sizeof kind_d);
    s.dot_diff[0] = dot_h;
    s.dot_diff[1] = dot_d;
    memcpy(s.dots_of, dots_of, sizeof dots_of);
    s.terrain_pairs = terrain_pairs;
    s.number_pairs = number_pairs;
    memset(out, 0, sizeof *out);
    out->metric = HS_METRIC_COMPAT;
    compat_from_sums(&s, b, 2 * number_pairs - 3 * triples, out);
    return HS_OK;
}

static const char *const metric_names[HS_METRIC_COUNT] = {"hexseed", "compat", "seats"};

const char *hs_metric_name(hs_metric metric)
{
    return (unsigned)metric < HS_METRIC_COUNT ? metric_names[metric] : "?";
}

int hs_metric_from_name(const char *name)
{
    for (int m = 0; m < HS_METRIC_COUNT; m++)
        if (strcmp(name, metric_names[m]) == 0)
            return m;
    return -1;
}

hs_err hs_score_seats(const hs_board *b, double *score, hs_diag *diag)
{
    return hs_score_seats_for(b, hs_layout_base(b->options.mode) == HS_MODE_5_6 ? 6 : 4, score, diag);
}

hs_err hs_score_seats_for(const hs_board *b, int players, double *score, hs_diag *diag)
{
    double seat[HS_SIM_MAX_PLAYERS];
    hs_board at_start = *b; /* the robber on a desert, where the game starts it, even while the
                               optimizer moves the tiles under it (then on the first desert) */
    for (int t = b->n_tiles - 1; t >= 0 && !(b->robber >= 0 && b->tiles[b->robber].terrain == HS_DESERT); t--)
        if (b->tiles[t].terrain == HS_DESERT)
            at_start.robber = t;
    hs_err err = hs_sim_draft_values(&at_start, players, seat, diag);
    if (err)
        return err;
    double hi = seat[0], lo = seat[0];
    for (int s = 1; s < players; s++) {
        hi = seat[s] > hi ? seat[s] : hi;
        lo = seat[s] < lo ? seat[s] : lo;
    }
    *score = hi > 0 ? (hi - lo) / hi : 0;
    return HS_OK;
}

hs_err hs_score_board(const hs_board *b, const hs_score_options *o, hs_score *out, hs_diag *diag)
{
    if (HS_CHECK_RESERVED(o, "hs_score_options", "hs_score_default", diag))
        return HS_EINVAL;
    if (o->metric == HS_METRIC_SEATS) {
        memset(out, 0, sizeof *out);
        out->metric = HS_METRIC_SEATS;
        return hs_score_seats(b, &out->score, diag);
    }
    if (o->metric == HS_METRIC_COMPAT && b->n_tiles == 19 && !hs_board_has_sea(b))
        return hs_score_compat_classic(b, out, diag);
    memset(out, 0, sizeof *out);
    out->metric = o->metric;
    if (o->metric == HS_METRIC_COMPAT) /* a Classic board without sea was scored above */
        return hs_fail(diag, HS_EINVAL, "the compat metric scores Classic boards (19 hexes) only; this one has %d",
                       b->n_tiles);
    out->harbors = o->harbors && o->metric == HS_METRIC_HEXSEED;
    hs_sums *s = malloc(sizeof *s);
    if (!s)
        return hs_fail(diag, HS_ENOMEM, "out of memory");
    hs_sums_build(s, b);
    hs_limits *lim = malloc(sizeof *lim);
    if (!lim) {
        free(s);
        return hs_fail(diag, HS_ENOMEM, "out of memory");
    }
    hs_err err = hs_limits_build(lim, s);
    if (!err)
        hs_hexseed_from_sums(s, lim, out->harbors, out);
    free(lim);
    free(s);
    return err ? hs_fail(diag, err, "out of memory") : HS_OK;
}
