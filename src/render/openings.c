/* SPDX-License-Identifier: MIT */
/* openings.c: opening advice (hs_sim_openings_of) as text, JSON and a drawing on the board. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "figures.h"
#include "jdoc.h"
#include "scene.h"

/* "fields 6 + mountains 8 + pasture 5, 3:1 harbor" */
static void spot_name(const hs_board *b, const hs_sim_spot *s, char *buf, size_t cap)
{
    size_t o = 0;
    buf[0] = '\0';
    for (int k = 0; k < 3; k++) {
        if (s->tiles[k] < 0)
            continue;
        const hs_tile *t = &b->tiles[s->tiles[k]];
        int n = t->number ? snprintf(buf + o, cap - o, "%s%s %d", o ? " + " : "", hs_terrain_name(t->terrain), t->number)
                          : snprintf(buf + o, cap - o, "%s%s", o ? " + " : "", hs_terrain_name(t->terrain));
        if (n < 0 || (size_t)n >= cap - o)
            return;
        o += (size_t)n;
    }
    if (s->harbor >= 0)
        snprintf(buf + o, cap - o, ", %s harbor",
                 s->harbor == HS_HARBOR_ANY ? "3:1" : hs_harbor_name((hs_harbor_type)s->harbor));
}

static hs_err spots_text(const hs_board *b, const hs_sim_spot *spots, int n, hs_sink out)
{
    hs_err err = HS_OK;
    for (int i = 0; i < n && !err; i++) {
        char name[160];
        spot_name(b, &spots[i], name, sizeof name);
        err = hs_sink_printf(out, "    %2d. %-50s %5.1f%%  %5.1f%% - %5.1f%%  %5.1f%%  %5.1f\n", i + 1, name,
                             100 * spots[i].win_rate, 100 * spots[i].lo, 100 * spots[i].hi, 100 * spots[i].available,
                             spots[i].value);
    }
    return err;
}

hs_err hs_render_openings_text(const char *code, const hs_board *board, const hs_sim_options *o, int players,
                               const hs_sim_openings *seats, hs_sink out)
{
    char games[32];
    fig_thousands(o->games, games, sizeof games);
    hs_err err = hs_sink_printf(out, "board %s: %d players, %s bots, %s rollouts per spot, seed %u\n", code, players,
                                fig_one_bot(o, players), games, (unsigned)o->seed);
    for (int s = 0; s < players && !err; s++) {
        err = hs_sink_printf(out, "\nseat %d, first settlement%32s win rate  95%% CI            free in  value\n",
                             s + 1, "");
        if (!err)
            err = spots_text(board, seats[s].first, seats[s].n_first, out);
        if (!err && seats[s].n_first) {
            char name[160];
            spot_name(board, &seats[s].first[0], name, sizeof name);
            err = hs_sink_printf(out, "  second settlement, the first on %s\n", name);
        }
        if (!err)
            err = spots_text(board, seats[s].second, seats[s].n_second, out);
    }
    return err;
}

static json_t *spots_json(const hs_board *b, const hs_sim_spot *spots, int n, jdoc *d)
{
    json_t *arr = json_array();
    for (int i = 0; i < n; i++) {
        const hs_sim_spot *s = &spots[i];
        json_t *tiles = json_array(), *terrains = json_array(), *numbers = json_array();
        for (int k = 0; k < 3; k++) {
            if (s->tiles[k] < 0)
                continue;
            jdoc_add(d, tiles, json_integer(s->tiles[k]));
            jdoc_add(d, terrains, json_string(hs_terrain_name(b->tiles[s->tiles[k]].terrain)));
            jdoc_add(d, numbers, json_integer(b->tiles[s->tiles[k]].number));
        }
        json_t *harbor = s->harbor < 0 ? json_null() : json_string(hs_harbor_name((hs_harbor_type)s->harbor));
        jdoc_add(d, arr, json_pack("{s:i, s:o, s:o, s:o, s:o, s:f, s:I, s:I, s:f, s:o, s:f}", "vertex", s->vertex,
                                   "tiles", tiles, "terrains", terrains, "numbers", numbers, "harbor", harbor,
                                   "value", s->value, "games", (json_int_t)s->games, "wins",
                                   (json_int_t)s->wins, "win_rate", s->win_rate, "ci", fig_pair(s->lo, s->hi),
                                   "available", s->available));
    }
    return arr;
}

hs_err hs_render_openings_json(const char *code, const hs_board *board, const hs_sim_options *o, int players,
                               const hs_sim_openings *seats, hs_sink out)
{
    jdoc doc = {false}, *d = &doc;
    json_t *bots = json_array(), *arr = json_array();
    for (int i = 0; i < players; i++) {
        jdoc_add(d, bots, json_string(hs_bot_name((hs_bot)o->bots[i])));
        jdoc_add(d, arr, json_pack("{s:i, s:o, s:o}", "seat", i + 1, "first",
                                   spots_json(board, seats[i].first, seats[i].n_first, d), "second",
                                   spots_json(board, seats[i].second, seats[i].n_second, d)));
    }
    json_t *root = json_pack("{s:s, s:I, s:s, s:o, s:I, s:i, s:f, s:o}", "code", code, "games_per_spot",
                             (json_int_t)o->games, "bot", fig_one_bot(o, players), "bots", bots, "seed",
                             (json_int_t)o->seed, "players", players, "temperature", o->temperature, "seats", arr);
    return jdoc_write(d, root, JSON_COMPACT | JSON_REAL_PRECISION(6), out);
}

/* One marker: the seats whose best first (or second) spot is `vertex`, as "1 3". */
static int seats_at(const hs_sim_openings *seats, int players, int vertex, bool second, char *buf, size_t cap)
{
    int n = 0;
    size_t o = 0;
    buf[0] = '\0';
    for (int s = 0; s < players; s++) {
        const hs_sim_openings *x = &seats[s];
        bool here = second ? x->n_second > 0 && x->second[0].vertex == vertex
                           : x->n_first > 0 && x->first[0].vertex == vertex;
        if (!here)
            continue;
        int w = snprintf(buf + o, cap - o, "%s%d", n ? " " : "", s + 1);
        if (w > 0 && (size_t)w < cap - o)
            o += (size_t)w;
        n++;
    }
    return n;
}

hs_err hs_render_openings_svg(const hs_board *board, int players, const hs_sim_openings *seats, hs_sink out)
{
    hs_hex hexes[HS_BOARD_MAX_TILES];
    for (int i = 0; i < board->n_tiles; i++)
        hexes[i] = board->tiles[i].hex;
    hs_graph *g = malloc(sizeof *g);
    if (!g)
        return HS_ENOMEM;
    hs_err err = hs_graph_build(g, hexes, board->n_tiles, NULL);
    scene s;
    if (!err)
        err = svg_board_open(board, out, HS_DRAW_COMPACT, &s);
    else
        memset(&s, 0, sizeof s);
    /* Seconds first, so that a first spot's disc lies on top. */
    for (int pass = 1; pass >= 0 && !err; pass--)
        for (int v = 0; v < g->n_vertices && !err; v++) {
            char label[32];
            if (!seats_at(seats, players, v, pass == 1, label, sizeof label))
                continue;
            hs_point at = {0, 0};
            for (int t = 0; t < board->n_tiles; t++)
                for (int c = 0; c < 6; c++)
                    if (g->hex_vertex[t][c] == v)
                        at = hs_hex_corner_point(board->tiles[t].hex, 60.0, c);
            at.x += s.offset.x;
            at.y += s.offset.y;
            double r = 13 + 3.5 * (double)strlen(label), text_y = at.y + 5;
            char firsts[32];
            if (pass == 1 && seats_at(seats, players, v, false, firsts, sizeof firsts)) {
                /* A disc will cover this spot: the ring goes around it, its label above. */
                r = 13 + 3.5 * (double)strlen(firsts) + 9;
                text_y = at.y - r - 6;
            }
            err = hs_sink_printf(out,
                                 "<g class=\"opening-%s\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
                                 "stroke=\"#b00020\" stroke-width=\"4\"/><text x=\"%.1f\" y=\"%.1f\" font-size=\"15\" "
                                 "font-weight=\"bold\" fill=\"%s\">%s</text></g>\n",
                                 pass ? "second" : "first", at.x, at.y, r, pass ? "#ffffff" : "#b00020", at.x, text_y,
                                 pass ? "#b00020" : "#ffffff", label);
        }
    if (!err)
        err = hs_sink_printf(out,
                             "<text x=\"8\" y=\"18\" font-size=\"14\" text-anchor=\"start\" fill=\"#b00020\">"
                             "openings by seat: disc = best first settlement, ring = best second</text>\n");
    if (!err)
        err = hs_sink_puts(out, "</svg>\n");
    scene_free(&s);
    free(g);
    return err;
}
