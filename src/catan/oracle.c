/* SPDX-License-Identifier: MIT */
/* oracle.c: the request of one group of tiles as CNF for CaDiCaL (oracle.h), and the question
 * the native search asks it: "does any board complete what is placed?".
 *
 * Variables: T(t,v) "tile t holds terrain v" and N(t,x) "tile t holds number x", one-hot per
 * tile (no number on a desert or sea); the bags as exactly-k counters (exactly); pair rules as
 * binary clauses between neighbours; desert placement and per-terrain pip limits as forbidden
 * pairs of a tile's terrain and number; the corner bound over pip levels P(t,l) "tile t has at
 * least l pips" (one clause per way three levels can pass the cap; each level's count stated
 * when the tokens fill the hexes); spread-red as a counter per terrain over "t is that terrain
 * and holds a counted number"; the spiral's numbers as a function of the path and of how many
 * deserts lie before each hex on it; group=N lazily: after each model, every connected set of
 * N+1 tiles of one terrain that the model holds is forbidden by a clause, and the solver asked
 * again. Locks and fixed tiles are unit clauses. Nothing here decides a board: the oracle only
 * says where none exists.
 *
 * Every call into CaDiCaL happens inside one of the entry points below, each run through
 * hs_guard_run (src/catan/guard.h): a fatal path of the solver (its exit() or abort(), or memory
 * running out in its operator new) comes back here as a failed guard instead of ending the
 * program. The solver is then abandoned, its memory leaked, and the oracle answers "could not
 * tell" from then on (hs_oracle_broken says so). */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "guard.h"
#include "generate.h"
#include "oracle.h"

#include <ccadical.h>

/* Conflicts one question may cost; past them the oracle answers "maybe" and the native search
 * goes on below (so the answer never depends on the solver's speed, only the time does). */
#define CALL_CONFLICTS 10000
/* Questions it could not answer before it stops asking for this request (each costs up to a
 * few hundred milliseconds: then the native search is as fast alone). */
#define MAX_UNKNOWN 4
/* Conflicts all questions of one request may cost together (a CPU second or two on the hardest
 * 5-6 requests): where every answer cuts only the branch asked about, asking at every node
 * costs more than it saves, and past this the native search goes on alone. */
#define REQUEST_CONFLICTS 40000
/* Hexes without a number the spiral encoding counts along a path (a rulebook island has two). */
#define MAX_DESERTS 8

struct hs_oracle {
    CCaDiCaL *sat;
    int n;
    int vars;
    int tv[HS_BOARD_MAX_TILES][16]; /* T(t,v), 0 where v is not in the request */
    int nv[HS_BOARD_MAX_TILES][16]; /* N(t,x), 0 where x is not in the request */
    const short (*neighbor)[6];
    uint16_t grouped;
    int group_cap;
    int unknown;     /* questions left unanswered within CALL_CONFLICTS */
    long spent;      /* conflicts so far (one learned clause each) */
    uint8_t terrain_copies[16];
    uint16_t mates[16];  /* per terrain: the terrains a tile may trade it for (terrain_mates) */
    int model_tv[HS_BOARD_MAX_TILES]; /* the last model's T and N variables per tile */
    int model_nv[HS_BOARD_MAX_TILES];
    int *copy;       /* every clause given to the solver, 0-terminated, when kept (tests) */
    size_t copy_len, copy_cap, copy_clauses;
    bool copy_lost;
    int clause[64]; /* the clause being built */
    int len;
    bool satisfied;
    bool broken;    /* a fatal path of the solver ran: never call it again (guard.h) */
};

/* One literal of a clause (0 ends it) to the solver, and to the copy when one is kept. */
static void add(hs_oracle *o, int lit)
{
    ccadical_add(o->sat, lit);
    if (!o->copy)
        return;
    if (o->copy_len == o->copy_cap) {
        size_t cap = o->copy_cap ? 2 * o->copy_cap : 4096;
        int *grown = realloc(o->copy, cap * sizeof *grown);
        if (!grown) { /* the copy is lost, not the formula: hs_oracle_dimacs says so */
            free(o->copy);
            o->copy = NULL;
            o->copy_lost = true;
            return;
        }
        o->copy = grown;
        o->copy_cap = cap;
    }
    o->copy[o->copy_len++] = lit;
    o->copy_clauses += lit == 0;
}

static int fresh(hs_oracle *o)
{
    return ++o->vars;
}

/* Clause building: a literal 0 (a value the request cannot hold) is false, so its negation
 * satisfies the clause and a positive one drops out. */
static void start(hs_oracle *o)
{
    o->len = 0;
    o->satisfied = false;
}

static void pos(hs_oracle *o, int var)
{
    if (var && o->len < 64)
        o->clause[o->len++] = var;
}

static void neg(hs_oracle *o, int var)
{
    if (!var)
        o->satisfied = true;
    else if (o->len < 64)
        o->clause[o->len++] = -var;
}

static void end(hs_oracle *o)
{
    if (o->satisfied)
        return;
    for (int i = 0; i < o->len; i++)
        add(o, o->clause[i]);
    add(o, 0);
}

static void unit(hs_oracle *o, int lit)
{
    add(o, lit);
    add(o, 0);
}

/* At most k of the m literals lit[] (Sinz's sequential counter). */
static void at_most(hs_oracle *o, const int *lit, int m, int k)
{
    if (k >= m)
        return;
    if (k <= 0) {
        for (int i = 0; i < m; i++)
            unit(o, -lit[i]);
        return;
    }
    int *s = malloc((size_t)m * (size_t)k * sizeof *s); /* s[i*k + j]: at least j+1 of lit[0..i] */
    if (!s) {
        for (int i = 0; i < m; i++) /* without room for a counter: pairwise, only when k == 1 */
            for (int j = i + 1; k == 1 && j < m; j++) {
                add(o, -lit[i]);
                add(o, -lit[j]);
                add(o, 0);
            }
        return;
    }
    for (int i = 0; i < m - 1; i++)
        for (int j = 0; j < k; j++)
            s[i * k + j] = fresh(o);
#define CL2(a, b) (add(o, (a)), add(o, (b)), add(o, 0))
#define CL3(a, b, d) \
    (add(o, (a)), add(o, (b)), add(o, (d)), add(o, 0))
    CL2(-lit[0], s[0]);
    for (int j = 1; j < k; j++)
        unit(o, -s[j]);
    for (int i = 1; i < m - 1; i++) {
        CL2(-lit[i], s[i * k]);
        CL2(-s[(i - 1) * k], s[i * k]);
        for (int j = 1; j < k; j++) {
            CL3(-lit[i], -s[(i - 1) * k + j - 1], s[i * k + j]);
            CL2(-s[(i - 1) * k + j], s[i * k + j]);
        }
        CL2(-lit[i], -s[(i - 1) * k + k - 1]);
    }
    CL2(-lit[m - 1], -s[(m - 2) * k + k - 1]);
#undef CL2
#undef CL3
    free(s);
}

/* A totalizer over lit[0..m), m >= 1, counting to cap = min(m, k + 1): out[j] for j = 1..cap
 * means "at least j of them" both ways (out[cap] "cap or more" when cap = k + 1). The literals
 * are halved in board order, so each node counts a band of rows. */
static void totalize(hs_oracle *o, const int *lit, int m, int k, int *out)
{
    if (m == 1) {
        out[1] = lit[0];
        return;
    }
    int h = m / 2, cap = m < k + 1 ? m : k + 1;
    int ca = h < k + 1 ? h : k + 1, cb = m - h < k + 1 ? m - h : k + 1;
    int a[HS_BOARD_MAX_TILES + 2], b[HS_BOARD_MAX_TILES + 2];
    totalize(o, lit, h, k, a);
    totalize(o, lit + h, m - h, k, b);
    for (int j = 1; j <= cap; j++)
        out[j] = fresh(o);
    for (int i = 0; i <= ca; i++)
        for (int j = 0; j <= cb; j++) {
            /* up: i of the first half and j of the second make i + j (or cap) */
            if (i + j > 0) {
                start(o);
                if (i)
                    neg(o, a[i]);
                if (j)
                    neg(o, b[j]);
                pos(o, out[i + j < cap ? i + j : cap]);
                end(o);
            }
            /* down: fewer than i + 1 and fewer than j + 1 make fewer than i + j + 1 (a half
             * smaller than i + 1 needs no literal; one counted only to i cannot say it) */
            bool more_a = i + 1 <= h, more_b = j + 1 <= m - h;
            if (i + j + 1 > cap || (more_a && i + 1 > ca) || (more_b && j + 1 > cb))
                continue;
            start(o);
            if (more_a)
                pos(o, a[i + 1]);
            if (more_b)
                pos(o, b[j + 1]);
            neg(o, out[i + j + 1]);
            end(o);
        }
}

/* Exactly k of the m literals lit[], 0 <= k <= m. The at-most half alone already makes the bags
 * exact (their counts add up to the tiles), but only through a pigeonhole argument, which a CDCL
 * solver finds exponentially hard; with the at-least half it counts instead (the hardest fuzz
 * requests 10 to 100 times faster). Stated as a totalizer, whose auxiliaries count bands of rows
 * (than a sequential counter along the tiles: 13% less time on the 15 slowest 5-6 requests it was
 * chosen on, as fast on fresh ones; docs/benchmarks.md, "Round six"). */
static void exactly(hs_oracle *o, const int *lit, int m, int k)
{
    if (k <= 0 || k >= m) {
        for (int i = 0; i < m; i++)
            unit(o, k <= 0 ? -lit[i] : lit[i]);
        return;
    }
    if (2 * k > m) {
        /* Counted the other way, exactly m - k of the negations: a smaller counter (5-6's pip
         * levels have k up to 24 of 30) for the same count. */
        int other[HS_BOARD_MAX_TILES];
        for (int i = 0; i < m; i++)
            other[i] = -lit[i];
        exactly(o, other, m, m - k);
        return;
    }
    int out[HS_BOARD_MAX_TILES + 2];
    totalize(o, lit, m, k, out);
    unit(o, out[k]);
    unit(o, -out[k + 1]); /* k < m, so the count reaches k + 1 */
}

static bool takes_no_number(int terrain)
{
    return !hs_terrain_numbered((hs_terrain)terrain);
}

/* The terrains: one per tile, the bag's counts, locks, placement, pair rules. */
static void encode_terrain(hs_oracle *o, const hs_gen *g, uint8_t *copies)
{
    int n = g->n;
    memset(copies, 0, HS_TERRAIN_COUNT);
    for (int k = 0; k < g->n_terrain; k++)
        copies[g->terrain_bag[k]]++;
    for (int t = 0; t < n; t++)
        if (g->lock_terrain[t] != HS_PLACE_NONE)
            copies[g->lock_terrain[t]]++;
    for (int t = 0; t < n; t++)
        for (int v = 0; v < HS_TERRAIN_COUNT; v++)
            o->tv[t][v] = copies[v] ? fresh(o) : 0;
    for (int t = 0; t < n; t++) {
        start(o);
        for (int v = 0; v < HS_TERRAIN_COUNT; v++)
            pos(o, o->tv[t][v]);
        end(o);
        for (int v = 0; v < HS_TERRAIN_COUNT; v++)
            for (int w = v + 1; w < HS_TERRAIN_COUNT; w++)
                if (o->tv[t][v] && o->tv[t][w]) {
                    start(o), neg(o, o->tv[t][v]), neg(o, o->tv[t][w]), end(o);
                }
        if (g->lock_terrain[t] != HS_PLACE_NONE)
            unit(o, o->tv[t][g->lock_terrain[t]]);
        for (int v = 0; hs_gen_places(g) && v < HS_TERRAIN_COUNT; v++)
            if (o->tv[t][v] && !((g->terrain_allowed[t] >> v) & 1u))
                unit(o, -o->tv[t][v]);
    }
    int lit[HS_BOARD_MAX_TILES], total = 0;
    for (int v = 0; v < HS_TERRAIN_COUNT; v++)
        total += copies[v];
    for (int v = 0; v < HS_TERRAIN_COUNT; v++) {
        if (!copies[v])
            continue;
        for (int t = 0; t < n; t++)
            lit[t] = o->tv[t][v];
        (total == n ? exactly : at_most)(o, lit, n, copies[v]);
    }
    for (int t = 0; t < n; t++)
        for (int d = 0; d < 6; d++) {
            int u = g->neighbor[t][d];
            if (u <= t)
                continue;
            for (int v = 0; v < HS_TERRAIN_COUNT; v++)
                for (int w = 0; w < HS_TERRAIN_COUNT; w++)
                    if ((g->terrain_conflict[v] >> w) & 1u) {
                        start(o), neg(o, o->tv[t][v]), neg(o, o->tv[u][w]), end(o);
                    }
        }
}

/* Z(t): tile t holds a terrain that takes no number. */
static int no_number_var(hs_oracle *o, int t)
{
    int z = fresh(o);
    start(o);
    neg(o, z);
    for (int v = 0; v < HS_TERRAIN_COUNT; v++)
        if (takes_no_number(v))
            pos(o, o->tv[t][v]);
    end(o);
    for (int v = 0; v < HS_TERRAIN_COUNT; v++)
        if (takes_no_number(v) && o->tv[t][v])
            add(o, -o->tv[t][v]), add(o, z), add(o, 0);
    return z;
}

/* The spiral: one of the paths the search may take, and along it the tokens in letter order on
 * the hexes that take a number. C(i,c): exactly c of the hexes before position i take none. */
static void encode_spiral(hs_oracle *o, const hs_gen *g, const int *z, int deserts)
{
    const hs_shape *shape = g->shape;
    bool any_path = (g->opt->rules.on & ~(unsigned)HS_RULE_V1) ||
                    (shape->mode == HS_MODE_5_6 && (g->opt->rules.on & (HS_RULE_EXTREMES | HS_RULE_EQUAL)));
    int path_var[12];
    if (deserts >= MAX_DESERTS)
        return; /* more than a rulebook island holds: the spiral is left out (the oracle cuts less) */
    for (int id = 0; id < 12; id++) {
        bool usable = (shape->spiral_paths >> id) & 1u;
        path_var[id] = usable && (any_path || id == g->spiral_path) ? fresh(o) : 0;
    }
    start(o);
    for (int id = 0; id < 12; id++)
        pos(o, path_var[id]);
    end(o);
    for (int id = 0; id < 12; id++) {
        if (!path_var[id])
            continue;
        uint8_t path[HS_BOARD_MAX_TILES];
        hs_spiral_order(shape, id / 2, !(id & 1), path);
        int before[HS_BOARD_MAX_TILES + 1][MAX_DESERTS]; /* C(i,c) */
        for (int i = 0; i <= g->n; i++)
            for (int c = 0; c <= deserts; c++)
                before[i][c] = fresh(o);
        unit(o, before[0][0]);
        for (int i = 0; i < g->n; i++) {
            int t = path[i];
            for (int c = 0; c <= deserts; c++) {
                /* C(i,c) and a number here: the token i - c; C(i+1) follows. */
                start(o), neg(o, path_var[id]), neg(o, before[i][c]), pos(o, z[t]), pos(o, before[i + 1][c]), end(o);
                if (c + 1 <= deserts) {
                    start(o), neg(o, path_var[id]), neg(o, before[i][c]), neg(o, z[t]), pos(o, before[i + 1][c + 1]),
                        end(o);
                } else {
                    start(o), neg(o, path_var[id]), neg(o, before[i][c]), neg(o, z[t]), end(o);
                }
                int k = i - c;
                start(o), neg(o, path_var[id]), neg(o, before[i][c]), pos(o, z[t]);
                if (k >= 0 && k < shape->n_tokens)
                    pos(o, o->nv[t][shape->tokens[k]]);
                end(o);
            }
        }
    }
}

/* Whether numbers x and y meet every rule alike: the same conflicts, limits on every terrain,
 * pips under the corner bound, and membership of spread-red's count. */
static bool alike(const hs_gen *g, int x, int y)
{
    const hs_rules *r = &g->opt->rules;
    if (g->number_conflict[x] != g->number_conflict[y] || ((g->counted >> x) & 1u) != ((g->counted >> y) & 1u) ||
        (g->pips_cap && hs_pips(x) != hs_pips(y)))
        return false;
    for (int v = 0; (r->on & (HS_RULE_MIN_PIPS | HS_RULE_MAX_PIPS)) && v < HS_TERRAIN_COUNT; v++) {
        uint16_t domain = hs_rules_number_domain(r, v);
        if (((domain >> x) & 1u) != ((domain >> y) & 1u))
            return false;
    }
    return true;
}

/* The numbers: one per hex that takes one, the tokens' counts (or the spiral), locks, pair
 * rules, per-terrain limits, the corner bound and spread-red. */
static void encode_numbers(hs_oracle *o, const hs_gen *g, const uint8_t *terrain_copies)
{
    const hs_rules *r = &g->opt->rules;
    int n = g->n;
    uint8_t copies[16] = {0};
    for (int k = 0; k < g->n_tokens; k++)
        copies[g->token_bag[k]]++;
    int counted = 0;
    for (int k = 0; k < g->n_tokens; k++)
        counted += (g->counted >> g->token_bag[k]) & 1u;
    for (int t = 0; t < n; t++)
        if (g->lock_number[t] != HS_PLACE_NONE) {
            copies[g->lock_number[t]]++;
            counted += (g->counted >> g->lock_number[t]) & 1u;
        }
    /* Numbers that every rule treats alike share one variable per tile (6 and 8 under the pip
     * bound, say): any board of classes becomes a board of numbers by handing out the values of
     * each class, and the solver never tries both ways round. */
    int rep[16];
    for (int x = 0; x < 16; x++) {
        rep[x] = x;
        for (int y = 0; y < x && rep[x] == x; y++)
            if (copies[y] && rep[y] == y && alike(g, x, y))
                rep[x] = y;
        if (rep[x] != x)
            copies[rep[x]] = (uint8_t)(copies[rep[x]] + copies[x]);
    }
    /* Whether the tokens fill the hexes that take one (no more in the bag than places): then
     * every count is exact. */
    int tokens = 0, hexes = n;
    for (int x = 0; x < 16; x++)
        tokens += rep[x] == x ? copies[x] : 0;
    for (int v = 0; v < HS_TERRAIN_COUNT; v++)
        hexes -= takes_no_number(v) ? terrain_copies[v] : 0;
    bool filled = tokens == hexes;
    int z[HS_BOARD_MAX_TILES];
    for (int t = 0; t < n; t++) {
        z[t] = no_number_var(o, t);
        for (int x = 0; x < 16; x++)
            o->nv[t][x] = copies[x] && rep[x] == x ? fresh(o) : 0;
        for (int x = 0; x < 16; x++)
            if (rep[x] != x)
                o->nv[t][x] = o->nv[t][rep[x]];
        start(o), pos(o, z[t]);
        for (int x = 0; x < 16; x++)
            if (rep[x] == x)
                pos(o, o->nv[t][x]);
        end(o);
        for (int x = 0; x < 16; x++) {
            if (!o->nv[t][x] || rep[x] != x)
                continue;
            start(o), neg(o, z[t]), neg(o, o->nv[t][x]), end(o);
            for (int y = x + 1; y < 16; y++)
                if (o->nv[t][y] && rep[y] == y) {
                    start(o), neg(o, o->nv[t][x]), neg(o, o->nv[t][y]), end(o);
                }
        }
        if (g->lock_number[t] != HS_PLACE_NONE)
            unit(o, o->nv[t][g->lock_number[t]]);
    }
    if (g->shape && g->opt->numbers == HS_NUMBERS_SPIRAL) {
        int deserts = 0;
        for (int v = 0; v < HS_TERRAIN_COUNT; v++)
            deserts += takes_no_number(v) ? terrain_copies[v] : 0;
        encode_spiral(o, g, z, deserts);
    } else {
        /* Under the corner bound with the tokens filling the hexes, how many hexes reach each
         * pip level is stated below (level 1 is the terrain's count). When no two classes weigh
         * the same, a class's count is the difference of two level counts, and a counter of its
         * own only slows the solver (by a fifth on the slowest fuzz requests). */
        bool by_levels = filled && g->pips_cap;
        for (int x = 0; by_levels && x < 16; x++)
            for (int y = 0; y < x; y++)
                if (copies[x] && copies[y] && rep[x] == x && rep[y] == y && hs_pips(x) == hs_pips(y))
                    by_levels = false;
        int lit[HS_BOARD_MAX_TILES];
        for (int x = 0; !by_levels && x < 16; x++) {
            if (!copies[x] || rep[x] != x)
                continue;
            for (int t = 0; t < n; t++)
                lit[t] = o->nv[t][x];
            (filled ? exactly : at_most)(o, lit, n, copies[x]);
        }
    }
    for (int t = 0; t < n; t++) /* pair rules */
        for (int d = 0; d < 6; d++) {
            int u = g->neighbor[t][d];
            if (u <= t)
                continue;
            for (int x = 0; x < 16; x++)
                for (int y = 0; y < 16; y++)
                    if ((g->number_conflict[x] >> y) & 1u) {
                        start(o), neg(o, o->nv[t][x]), neg(o, o->nv[u][y]), end(o);
                    }
        }
    if (r->on & (HS_RULE_MIN_PIPS | HS_RULE_MAX_PIPS)) /* a terrain's limits */
        for (int v = 0; v < HS_TERRAIN_COUNT; v++) {
            uint16_t domain = hs_rules_number_domain(r, v);
            for (int t = 0; t < n; t++)
                for (int x = 0; x < 16; x++)
                    if (!((domain >> x) & 1u)) {
                        start(o), neg(o, o->tv[t][v]), neg(o, o->nv[t][x]), end(o);
                    }
        }
    if (g->pips_cap) { /* the corner bound over pip levels */
        int level[HS_BOARD_MAX_TILES][6];
        for (int t = 0; t < n; t++) {
            level[t][0] = 0;
            for (int l = 1; l <= 5; l++)
                level[t][l] = fresh(o);
            for (int x = 0; x < 16; x++)
                for (int l = 1; l <= hs_pips(x) && l <= 5; l++) {
                    start(o), neg(o, o->nv[t][x]), pos(o, level[t][l]), end(o);
                }
            for (int l = 1; l <= 5; l++) { /* and back: a level needs a number that heavy */
                start(o), neg(o, level[t][l]);
                for (int x = 0; x < 16; x++)
                    if (rep[x] == x && hs_pips(x) >= l)
                        pos(o, o->nv[t][x]);
                end(o);
            }
        }
        /* How many hexes reach each level is known when the tokens fill the hexes (level 1, any
         * number, is the terrain's count): counted over the levels themselves, the solver
         * reasons about the corners in pips, not number by number (the slowest fuzz requests'
         * boards 3 to 17 times faster). */
        for (int l = 2; filled && l <= 5; l++) {
            int lit[HS_BOARD_MAX_TILES], k = 0;
            for (int x = 0; x < 16; x++)
                k += rep[x] == x && hs_pips(x) >= l ? copies[x] : 0;
            for (int t = 0; t < n; t++)
                lit[t] = level[t][l];
            exactly(o, lit, n, k);
        }
        int cap = g->pips_cap;
        for (int t = 0; t < n; t++)
            for (int d = 0; d < 6; d++) {
                int a = g->neighbor[t][d], b = g->neighbor[t][(d + 1) % 6];
                if ((a >= 0 && a < t) || (b >= 0 && b < t)) /* each corner once, by its first tile */
                    continue;
                for (int i = 0; i <= 5; i++)
                    for (int j = 0; j <= (a >= 0 ? 5 : 0); j++) {
                        int k = cap + 1 - i - j;
                        if (k < 0 || k > (b >= 0 ? 5 : 0))
                            continue;
                        start(o);
                        if (i)
                            neg(o, level[t][i]);
                        if (j)
                            neg(o, level[a][j]);
                        if (k)
                            neg(o, level[b][k]);
                        end(o);
                    }
            }
    }
    if (g->counted) { /* spread-red: per terrain, at most its share of the counted numbers */
        int cap = hs_rules_count_cap(counted);
        int lit[HS_BOARD_MAX_TILES];
        for (int v = 0; v < HS_TERRAIN_COUNT; v++) {
            if (!terrain_copies[v] || takes_no_number(v))
                continue;
            for (int t = 0; t < n; t++) {
                lit[t] = fresh(o);
                for (int x = 0; x < 16; x++)
                    if ((g->counted >> x) & 1u) {
                        start(o), neg(o, o->tv[t][v]), neg(o, o->nv[t][x]), pos(o, lit[t]), end(o);
                    }
            }
            at_most(o, lit, n, cap);
        }
    }
}

/* Terrains that no rule tells apart once placed: no pair rule or group bound on either, the same
 * pip limits, the same places allowed, no spread-red (which counts by terrain), and both take a
 * number. Then two tiles of a board holding them may trade terrains and the board still holds:
 * so, given the choices so far, a tile may take one of them exactly when it may take the other,
 * as long as both have copies left (hs_oracle_first asks one question for them). */
static void terrain_mates(hs_oracle *o, const hs_gen *g, const uint8_t *copies)
{
    uint16_t paired = 0;
    for (int v = 0; v < HS_TERRAIN_COUNT; v++)
        paired |= g->terrain_conflict[v] | (g->terrain_conflict[v] ? 1u << v : 0u);
    memset(o->mates, 0, sizeof o->mates);
    for (int v = 0; v < HS_TERRAIN_COUNT; v++)
        for (int w = 0; w < HS_TERRAIN_COUNT; w++) {
            bool free = copies[v] && copies[w] && !takes_no_number(v) && !takes_no_number(w) && !g->counted &&
                        !(((paired | g->grouped) >> v) & 1u) && !(((paired | g->grouped) >> w) & 1u) &&
                        g->number_domain[v] == g->number_domain[w];
            for (int t = 0; free && hs_gen_places(g) && t < g->n; t++)
                free = ((g->terrain_allowed[t] >> v) & 1u) == ((g->terrain_allowed[t] >> w) & 1u);
            o->mates[v] |= (uint16_t)(free << w);
        }
}

/* Every conflict learns a clause: counting them counts the conflicts. */
static void learned(void *ctx, int *clause)
{
    (void)clause;
    ((hs_oracle *)ctx)->spent++;
}

/* CaDiCaL's terminate callback: the generator's cancel flag (hs_gen.cancel). */
static int cancelled(void *cancel)
{
    return hs_cancel_requested(cancel);
}

struct building {
    hs_oracle *o;
    const hs_gen *g;
};

/* The solver of b->o and the formula of b->g in it (inside the guard). */
static void build(void *ctx)
{
    struct building *b = ctx;
    hs_oracle *o = b->o;
    const hs_gen *g = b->g;
    o->sat = ccadical_init();
    ccadical_set_option(o->sat, "quiet", 1); /* the library never prints */
    if (g->cancel) /* CaDiCaL takes the state as void *: it only hands it back */
        ccadical_set_terminate(o->sat, (void *)(uintptr_t)g->cancel, cancelled);
    ccadical_set_learn(o->sat, o, 1 << 20, learned);
    o->n = g->n;
    o->neighbor = (const short (*)[6])g->neighbor;
    o->group_cap = g->group_cap;
    o->grouped = g->grouped;
    uint8_t copies[HS_TERRAIN_COUNT];
    encode_terrain(o, g, copies);
    encode_numbers(o, g, copies);
    memcpy(o->terrain_copies, copies, sizeof copies);
    terrain_mates(o, g, copies);
}

/* The oracle of group g, keeping a copy of its clauses when asked (hs_oracle_dimacs). NULL when
 * memory ran out, in CaDiCaL too, or the solver failed otherwise. */
static hs_oracle *make(const hs_gen *g, bool keep)
{
    hs_oracle *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    if (keep) {
        o->copy_cap = 4096;
        o->copy = malloc(o->copy_cap * sizeof *o->copy);
    }
    struct building b = {o, g};
    if ((keep && !o->copy) || !hs_guard_run(build, &b) || !o->sat) {
        o->broken = true; /* a solver made before the failure is abandoned (leaked), not released */
        hs_oracle_free(o);
        return NULL;
    }
    return o;
}

hs_oracle *hs_oracle_new(const hs_gen *g)
{
    return make(g, false);
}

static void release(void *sat)
{
    ccadical_release(sat);
}

void hs_oracle_free(hs_oracle *o)
{
    if (!o)
        return;
    if (!o->broken && o->sat)
        hs_guard_run(release, o->sat);
    free(o->copy);
    free(o);
}

bool hs_oracle_broken(const hs_oracle *o)
{
    return o && o->broken;
}

/* The model's terrain at tile t. */
static int model_terrain(hs_oracle *o, int t)
{
    for (int v = 0; v < HS_TERRAIN_COUNT; v++)
        if (o->tv[t][v] && ccadical_val(o->sat, o->tv[t][v]) > 0)
            return v;
    return -1;
}

/* After a model: forbids, for every group of one terrain larger than the cap, a connected set
 * of cap+1 of its tiles (grown from its first tile). Returns whether the model broke the rule. */
static bool cut_groups(hs_oracle *o)
{
    int terrain[HS_BOARD_MAX_TILES];
    bool seen[HS_BOARD_MAX_TILES] = {false};
    bool cut = false;
    for (int t = 0; t < o->n; t++)
        terrain[t] = model_terrain(o, t);
    for (int t = 0; t < o->n; t++) {
        int v = terrain[t];
        if (seen[t] || v < 0 || !((o->grouped >> v) & 1u))
            continue;
        int queue[HS_BOARD_MAX_TILES], head = 0, tail = 0;
        queue[tail++] = t;
        seen[t] = true;
        while (head < tail) {
            int u = queue[head++];
            for (int d = 0; d < 6; d++) {
                int w = o->neighbor[u][d];
                if (w >= 0 && !seen[w] && terrain[w] == v) {
                    seen[w] = true;
                    queue[tail++] = w;
                }
            }
        }
        if (tail <= o->group_cap)
            continue;
        for (int k = 0; k <= o->group_cap; k++) /* the first cap+1 found: connected (breadth first) */
            add(o, -o->tv[queue[k]][v]);
        add(o, 0);
        cut = true;
    }
    return cut;
}

/* Solves under the assumptions lit[0..n): 10 a board, 20 none, 0 unknown. */
static int solve(hs_oracle *o, const int *lit, int n, int conflicts)
{
    for (;;) {
        for (int i = 0; i < n; i++)
            ccadical_assume(o->sat, lit[i]);
        if (conflicts > 0)
            ccadical_limit(o->sat, "conflicts", conflicts);
        int res = ccadical_solve(o->sat);
        if (res != 10 || !o->group_cap || !cut_groups(o))
            return res;
    }
}

static bool completes(hs_oracle *o, const hs_place *terrain, const hs_place *numbers, bool *core)
{
    int lit[2 * HS_BOARD_MAX_TILES], n = 0;
    const hs_place *asking = numbers ? numbers : terrain;
    for (int t = 0; t < o->n; t++) {
        if ((numbers || terrain->is_var[t]) && terrain->value[t] != HS_PLACE_NONE)
            lit[n++] = o->tv[t][terrain->value[t]];
        if (numbers && numbers->is_var[t] && numbers->value[t] != HS_PLACE_NONE)
            lit[n++] = o->nv[t][numbers->value[t]];
    }
    for (int i = 0; i < n; i++)
        if (!lit[i]) { /* a value the request does not hold: cannot happen, but then say nothing */
            return true;
        }
    long left = REQUEST_CONFLICTS - o->spent;
    if (o->unknown >= MAX_UNKNOWN || left <= 0)
        return true;
    int res = solve(o, lit, n, left < CALL_CONFLICTS ? (int)left : CALL_CONFLICTS);
    o->unknown += res == 0;
    if (res != 20)
        return true;
    for (int t = 0; t < o->n; t++) {
        int v = asking->value[t];
        int var = !asking->is_var[t] || v == HS_PLACE_NONE ? 0 : numbers ? o->nv[t][v] : o->tv[t][v];
        core[t] = var && ccadical_failed(o->sat, var);
    }
    return false;
}

/* One call of an entry point, its arguments and its answer, for the guard. */
struct call {
    hs_oracle *o;
    const hs_place *terrain, *numbers;
    bool *core;
    int conflicts;
    const uint8_t *order, *drawn_terrain;
    const bool *terrain_skip;
    uint8_t *terrain_out;
    hs_oracle_numbers *numbers_out;
    long budget;
    int answer;
};

static void call_completes(void *ctx)
{
    struct call *c = ctx;
    c->answer = completes(c->o, c->terrain, c->numbers, c->core);
}

bool hs_oracle_completes(hs_oracle *o, const hs_place *terrain, const hs_place *numbers, bool *core)
{
    if (o->broken)
        return true;
    struct call c = {.o = o, .terrain = terrain, .numbers = numbers, .core = core};
    if (!hs_guard_run(call_completes, &c)) {
        o->broken = true;
        return true; /* "could not tell": the native search goes on alone */
    }
    return c.answer;
}

static void call_any(void *ctx)
{
    struct call *c = ctx;
    int res = solve(c->o, NULL, 0, c->conflicts);
    c->answer = res == 10 ? 1 : res == 20 ? 0 : -1;
}

int hs_oracle_any(hs_oracle *o, int conflicts)
{
    if (o->broken)
        return -1;
    struct call c = {.o = o, .conflicts = conflicts};
    if (!hs_guard_run(call_any, &c)) {
        o->broken = true;
        return -1;
    }
    return c.answer;
}

int hs_oracle_dimacs(const hs_gen *g, int conflicts, hs_sink out)
{
    hs_oracle *o = make(g, true);
    if (!o)
        return -1;
    int verdict = hs_oracle_any(o, conflicts); /* group=N's cuts join the formula as it goes */
    if (o->copy_lost)
        verdict = -1;
    else {
        hs_sink_printf(out, "p cnf %d %zu\n", o->vars, o->copy_clauses);
        for (size_t i = 0; i < o->copy_len; i++) {
            if (o->copy[i])
                hs_sink_printf(out, "%d ", o->copy[i]);
            else
                hs_sink_puts(out, "0\n");
        }
    }
    hs_oracle_free(o);
    return verdict;
}

/* The variable of the current model among var[t][0..16), 0 when none is true. */
static int model_var(hs_oracle *o, int (*var)[16], int t)
{
    for (int x = 0; x < 16; x++)
        if (var[t][x] && ccadical_val(o->sat, var[t][x]) > 0)
            return var[t][x];
    return 0;
}

/* Solves under lit[0..n) with what is left of *budget (conflicts; it shrinks by what the call
 * spent): 10 (the model kept in model_tv and model_nv: the next call may lose it), 20, or 0
 * when the budget ran out. */
static int solve_within(hs_oracle *o, const int *lit, int n, long *budget)
{
    if (*budget <= 0)
        return 0;
    long before = o->spent;
    int res = solve(o, lit, n, *budget < INT_MAX ? (int)*budget : INT_MAX);
    *budget -= o->spent - before;
    for (int t = 0; res == 10 && t < o->n; t++) {
        o->model_tv[t] = model_var(o, o->tv, t);
        o->model_nv[t] = model_var(o, o->nv, t);
    }
    return res;
}

/* The terrain of tile t in a model kept by value (model_tv), -1 when none. */
static int model_value(const hs_oracle *o, const int *model, int t)
{
    for (int v = 0; v < 16; v++)
        if (model[t] && o->tv[t][v] == model[t])
            return v;
    return -1;
}

/* After the tiles order[0..i] are chosen, tile t = order[i] holding h in the kept model: trades
 * h for its mate x with a later tile holding x (terrain_mates), so the kept model holds x at t
 * and is still a board. False when no later tile holds x (x has no copies left). */
static bool trade(hs_oracle *o, int *model, const uint8_t *order, const bool *skip, int i, int x, int h)
{
    int t = order[i];
    for (int j = i + 1; j < o->n; j++) {
        int u = order[j];
        if (!skip[u] && model[u] == o->tv[u][x]) {
            model[u] = o->tv[u][h];
            model[t] = o->tv[t][x];
            return true;
        }
    }
    return false;
}

/* The choice of hs_oracle_first for one kind of value (var: o->tv or o->nv): every tile of
 * `order` not in `skip` takes, given the choices before it, the first value of its candidates
 * with which a board exists. A choice, once made, is a unit clause, and so is a candidate found
 * impossible: every later question holds them anyway, and as clauses (not assumptions) the solver
 * simplifies the formula with them (about a sixth less time on the hardest fuzz requests). A model of
 * the last call already holds some board: its value needs no call, and only the candidates
 * before it are asked. For the terrain, a candidate that is a mate of the model's terrain there
 * (terrain_mates) needs no call either (the model trades them), nor one that is a mate of a
 * candidate found impossible, while both have copies left. Returns 1, or 0 when the budget ran
 * out (some board always exists here: the caller has one). */
static int choose(hs_oracle *o, int (*var)[16], int *model, const uint8_t *order, const bool *skip,
                  const uint8_t *drawn, uint8_t *out, long *budget)
{
    bool terrain = var == o->tv;
    uint8_t left[16] = {0}; /* the terrain's copies not yet placed */
    if (terrain) {
        memcpy(left, o->terrain_copies, sizeof left);
        for (int t = 0; t < o->n; t++)
            if (skip[t] && out[t] < 16 && left[out[t]])
                left[out[t]]--;
    }
    for (int i = 0; i < o->n; i++) {
        int t = order[i];
        if (skip[t])
            continue;
        int have = model[t], held = terrain ? model_value(o, model, t) : -1;
        int asked[17], n_asked = 0;
        uint16_t refused = 0; /* terrains found impossible here while copies were left */
        bool chosen = false;
        for (int c = -1; c < 16 && !chosen; c++) {
            int x = c < 0 ? drawn[t] : c;
            if (x == HS_PLACE_NONE || (c >= 0 && x == drawn[t]) || !var[t][x])
                continue;
            bool seen = false; /* values that share a variable (a class of numbers) are one choice */
            for (int k = 0; k < n_asked; k++)
                seen |= asked[k] == var[t][x];
            if (seen)
                continue;
            asked[n_asked++] = var[t][x];
            bool mates = terrain && left[x];
            int res;
            if (var[t][x] == have)
                res = 10;
            else if (mates && (refused & o->mates[x]))
                res = 20;
            else if (mates && held >= 0 && ((o->mates[x] >> held) & 1u) && trade(o, model, order, skip, i, x, held))
                res = 10;
            else
                res = solve_within(o, &var[t][x], 1, budget);
            if (res == 0)
                return 0;
            unit(o, res == 10 ? var[t][x] : -var[t][x]);
            refused |= (uint16_t)((res == 20 && mates) << x);
            if (res == 10) {
                out[t] = (uint8_t)x;
                left[x] -= terrain && left[x];
                chosen = true;
            }
        }
        if (!chosen)
            return 0; /* cannot happen: the model before this tile held a value for it */
    }
    return 1;
}

static int first(hs_oracle *o, const uint8_t *order, const bool *terrain_skip, const uint8_t *drawn_terrain,
                 uint8_t *terrain, hs_oracle_numbers *numbers, long conflicts)
{
    long budget = conflicts;
    int res = solve_within(o, NULL, 0, &budget);
    if (res != 10)
        return res == 20 ? 0 : -1;
    if (!choose(o, o->tv, o->model_tv, order, terrain_skip, drawn_terrain, terrain, &budget))
        return -1;
    if (!numbers)
        return 1;
    /* The terrain is now fixed; the caller says which hexes take a number and what was drawn
     * for them. */
    numbers->prepare(numbers->ctx, terrain);
    if (!choose(o, o->nv, o->model_nv, order, numbers->skip, numbers->drawn, numbers->value, &budget))
        return -1;
    /* The numbers of a class (alike under every rule, one variable) handed out: each hex keeps
     * the value it was given when copies of it are left, else takes the smallest of its class
     * that has some (the class's copies match its hexes, so one is always left). */
    uint8_t left[16];
    memcpy(left, numbers->copies, sizeof left);
    for (int i = 0; i < o->n; i++) {
        int t = order[i], x = numbers->value[t];
        if (numbers->skip[t])
            continue;
        for (int y = 0; !left[x] && y < 16; y++)
            if (left[y] && o->nv[t][y] == o->nv[t][x])
                x = y;
        if (!left[x])
            return -1; /* cannot happen (see above) */
        left[x]--;
        numbers->value[t] = (uint8_t)x;
    }
    return 1;
}

static void call_first(void *ctx)
{
    struct call *c = ctx;
    c->answer = first(c->o, c->order, c->terrain_skip, c->drawn_terrain, c->terrain_out, c->numbers_out, c->budget);
}

int hs_oracle_first(hs_oracle *o, const uint8_t *order, const bool *terrain_skip, const uint8_t *drawn_terrain,
                    uint8_t *terrain, hs_oracle_numbers *numbers, long conflicts)
{
    if (o->broken)
        return -1;
    struct call c = {.o = o, .order = order, .terrain_skip = terrain_skip, .drawn_terrain = drawn_terrain,
                     .terrain_out = terrain, .numbers_out = numbers, .budget = conflicts};
    if (!hs_guard_run(call_first, &c)) {
        o->broken = true;
        return -1;
    }
    return c.answer;
}
