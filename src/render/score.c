/* SPDX-License-Identifier: MIT */
/* score.c: balance scores as text, JSON and the score line, and --explain: where on the board
 * the cost comes from. */
#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "hexseed/render.h"
#include "jdoc.h"

static const char *const factor_keys[HS_FACTOR_COUNT] = {"rd", "rc", "pc", "pdr", "pdb", "harbor"};
static const char *const factor_names[HS_FACTOR_COUNT] = {
    "resource distribution (RD)", "resource clustering (RC)", "number clustering (PC)",
    "production per resource (PDR)", "production across the board (PDB)", "harbors without production"};

static int factors(const hs_score *s)
{
    return s->harbors ? HS_FACTOR_COUNT : HS_FACTOR_COUNT - 1;
}

hs_err hs_render_score_json(const char *line, const hs_score *s, hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *raw = json_object(), *norm = json_object();
    for (int f = 0; f < factors(s); f++) {
        jdoc_set(d, raw, factor_keys[f], json_real(s->raw[f]));
        jdoc_set(d, norm, factor_keys[f], json_real(s->norm[f]));
    }
    json_t *root = json_pack("{s:s, s:s, s:o, s:o, s:f}", "board", line, "metric", hs_metric_name(s->metric), "raw", raw,
                             "normalized", norm, "score", s->score);
    /* 17 significant digits: every float reads back to the same double. */
    return jdoc_write(d, root, JSON_COMPACT | JSON_REAL_PRECISION(17), out);
}

hs_err hs_render_score_text(const char *line, const hs_score *s, hs_sink out)
{
    hs_err err = hs_sink_printf(out, "%s\n  %s metric: score %.6f (0 is perfectly balanced)\n", line,
                                hs_metric_name(s->metric), s->score);
    if (!err && s->metric == HS_METRIC_SEATS) /* one figure, no factors */
        return hs_sink_puts(out, "    the opening draft on the empty board: the richest seat's two spots against the\n"
                                 "    poorest seat's, as a share of the richest (docs/fairness.md)\n");
    for (int f = 0; f < factors(s) && !err; f++)
        err = hs_sink_printf(out, "    %-36s raw %12.6g   normalised %.6f\n", factor_names[f], s->raw[f], s->norm[f]);
    return err;
}

hs_err hs_render_score_line(const char *line, const hs_score *s, hs_sink out)
{
    return hs_sink_printf(out, "%.17g %s\n", s->score, line);
}

static const char *const line_names[3] = {"horizontal line", "rising diagonal", "falling diagonal"};
static const char *const side_names[3][2] = {
    {"top", "bottom"}, {"upper left", "lower right"}, {"upper right", "lower left"}};

static int tile_row(const hs_board *b, int t, int *index)
{
    int row = 0, idx = 0;
    for (int i = 1; i <= t; i++) {
        if (b->tiles[i].hex.r != b->tiles[i - 1].hex.r) {
            row++;
            idx = 0;
        } else {
            idx++;
        }
    }
    *index = idx;
    return row;
}

static void tile_name(const hs_board *b, int t, char *out, size_t cap)
{
    int idx, row = tile_row(b, t, &idx);
    snprintf(out, cap, "%s %d (row %d hex %d)", hs_terrain_name(b->tiles[t].terrain), b->tiles[t].number, row + 1,
             idx + 1);
}

/* Whether neighbouring tiles t and j are alike: of one terrain that produces, or (by_number)
 * with one number. */
static bool alike(const hs_board *b, int t, int j, bool by_number)
{
    const hs_tile *x = &b->tiles[t], *y = &b->tiles[j];
    if (by_number)
        return x->number && x->number == y->number;
    return x->terrain == y->terrain && x->terrain != HS_DESERT && x->terrain != HS_SEA;
}

/* `heading`, then each pair of alike neighbours (each pair once: a tile's first three
 * directions of hs_board_neighbors), or " none". */
static hs_err alike_pairs(const hs_board *b, short nb[][6], bool by_number, const char *heading, hs_sink out)
{
    hs_err err = hs_sink_puts(out, heading);
    int shown = 0;
    for (int t = 0; t < b->n_tiles && !err; t++)
        for (int d = 0; d < 3 && !err; d++) {
            int j = nb[t][d];
            if (j < 0 || !alike(b, t, j, by_number))
                continue;
            char a[64], c[64];
            tile_name(b, t, a, sizeof a);
            tile_name(b, j, c, sizeof c);
            err = hs_sink_printf(out, "\n    %s next to %s", a, c);
            shown++;
        }
    if (!err && !shown)
        err = hs_sink_puts(out, " none");
    return err;
}

hs_err hs_render_explain(const hs_board *b, const hs_score *s, hs_sink out)
{
    char line[4 * HS_BOARD_MAX_TILES + 8];
    hs_buf lb = {0};
    hs_err line_err = hs_render_line(b, hs_sink_buf(&lb)); /* only HS_ENOMEM: the buffer has no limit */
    if (line_err) {
        hs_buf_free(&lb);
        return line_err;
    }
    snprintf(line, sizeof line, "%s", lb.data);
    hs_buf_free(&lb);
    line[strcspn(line, "\n")] = '\0';
    hs_err err = hs_render_score_text(line, s, out);

    short nb[HS_BOARD_MAX_TILES][6];
    hs_board_neighbors(b, nb);
    /* Clusters: equal terrain and equal numbers side by side. */
    if (!err)
        err = alike_pairs(b, nb, false, "\n  clusters of one terrain:", out);
    if (!err)
        err = alike_pairs(b, nb, true, "\n  equal numbers side by side:", out);

    /* Lines: which side holds more of what. */
    hs_lines l = hs_lines_of(b);
    int lines = s->metric == HS_METRIC_COMPAT ? 2 : 3;
    if (!err)
        err = hs_sink_puts(out, s->metric == HS_METRIC_COMPAT
                                    ? "\n  dividing lines (compat counts the rising diagonal twice and never the falling one):"
                                    : "\n  dividing lines:");
    for (int k = 0; k < lines && !err; k++) {
        int kinds[HS_TERRAIN_COUNT] = {0}, dots = 0;
        for (int t = 0; t < b->n_tiles; t++) {
            if (b->tiles[t].terrain == HS_SEA)
                continue;
            kinds[b->tiles[t].terrain] -= l.side[k][t]; /* side -1 is the first named side */
            dots -= l.side[k][t] * hs_pips(b->tiles[t].number);
        }
        err = hs_sink_printf(out, "\n    %s: the %s side has %+d pips against the %s", line_names[k],
                             side_names[k][0], dots, side_names[k][1]);
        for (int t = HS_FOREST; t <= HS_GOLD && !err; t++)
            if (kinds[t])
                err = hs_sink_printf(out, ", %+d %s", kinds[t], hs_terrain_resource(t));
    }
    /* Production per resource. */
    if (!err)
        err = hs_sink_puts(out, "\n  pips per resource:");
    for (int t = HS_FOREST; t <= HS_GOLD && !err; t++) {
        int pips = 0, tiles = 0;
        for (int i = 0; i < b->n_tiles; i++)
            if (b->tiles[i].terrain == t) {
                pips += hs_pips(b->tiles[i].number);
                tiles++;
            }
        if (tiles)
            err = hs_sink_printf(out, " %s %d on %d hexes%s", hs_terrain_resource(t), pips, tiles,
                                 t == HS_GOLD ? "" : ";");
    }
    return err ? err : hs_sink_puts(out, "\n");
}
