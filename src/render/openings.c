/* SPDX-License-Identifier: MIT */
/* openings.c: opening advice (hs_sim_openings_of) as text, JSON and a drawing on the board, each
 * in the order of the snake draft the advice assumes. */
#include <jansson.h>
#include <math.h>
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

/* ---- The draft ------------------------------------------------------------------------------ */

/* The pick (0..) of seat s's first (which 0) or second (1) settlement. */
static int draft_pick(int players, int s, int which)
{
    return which ? 2 * players - 1 - s : s;
}

/* "1, 2, 3, 4, 4, 3, 2, 1": the seats in the order of their picks. */
static void draft_order(int players, char *buf, size_t cap)
{
    size_t o = 0;
    buf[0] = '\0';
    for (int k = 0; k < 2 * players; k++) {
        int n = snprintf(buf + o, cap - o, "%s%d", k ? ", " : "", hs_sim_snake_seat(players, k) + 1);
        if (n < 0 || (size_t)n >= cap - o)
            return;
        o += (size_t)n;
    }
}

/* The spots of pick k: the seat's first or second candidates, ranked; their count into *n. */
static const hs_sim_spot *pick_spots(const hs_sim_openings *seats, int players, int k, int *n)
{
    const hs_sim_openings *x = &seats[hs_sim_snake_seat(players, k)];
    *n = k < players ? x->n_first : x->n_second;
    return k < players ? x->first : x->second;
}

/* ---- Text ------------------------------------------------------------------------------------ */

static hs_err spots_text(const hs_board *b, const hs_sim_spot *spots, int n, hs_sink out)
{
    hs_err err = HS_OK;
    for (int i = 0; i < n && !err; i++) {
        char name[160];
        spot_name(b, &spots[i], name, sizeof name);
        err = hs_sink_printf(out, "    %2d. %-50s %5.1f%%  %5.1f%% - %5.1f%%  %5.1f", i + 1, name,
                             100 * spots[i].win_rate, 100 * spots[i].lo, 100 * spots[i].hi, spots[i].value);
        /* hs_sim_openings_of's candidates are free in every rollout: say so only when one was not */
        if (!err && spots[i].available < 1)
            err = hs_sink_printf(out, "  free in %.1f%% of games", 100 * spots[i].available);
        if (!err)
            err = hs_sink_puts(out, "\n");
    }
    return err;
}

hs_err hs_render_openings_text(const char *code, const hs_board *board, const hs_sim_options *o, int players,
                               const hs_sim_openings *seats, hs_sink out)
{
    char games[32], order[64];
    fig_thousands(o->games, games, sizeof games);
    draft_order(players, order, sizeof order);
    hs_err err = hs_sink_printf(out,
                                "board %s: %d players, %s bots, %s rollouts per spot, seed %u\n"
                                "The advice assumes the snake order %s and that each earlier seat\n"
                                "takes the spot advised to it.\n",
                                code, players, fig_one_bot(o, players), games, (unsigned)o->seed, order);
    for (int k = 0; k < 2 * players && !err; k++) {
        int s = hs_sim_snake_seat(players, k), n;
        const hs_sim_spot *spots = pick_spots(seats, players, k, &n);
        if (n == 0)
            continue;
        char head[64];
        snprintf(head, sizeof head, "pick %d, seat %d, %s settlement", k + 1, s + 1, k < players ? "first" : "second");
        err = hs_sink_printf(out, "\n%-57swin rate  95%% CI           value\n", head);
        if (!err && k >= players && seats[s].n_first) {
            char name[160];
            spot_name(board, &seats[s].first[0], name, sizeof name);
            err = hs_sink_printf(out, "    its first settlement on %s\n", name);
        }
        if (!err)
            err = spots_text(board, spots, n, out);
    }
    return err;
}

/* ---- JSON ------------------------------------------------------------------------------------ */

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
    json_t *bots = json_array(), *arr = json_array(), *order = json_array();
    for (int i = 0; i < players; i++) {
        jdoc_add(d, bots, json_string(hs_bot_name((hs_bot)o->bots[i])));
        json_t *pick = json_pack("{s:i, s:i}", "first", draft_pick(players, i, 0) + 1, "second",
                                 draft_pick(players, i, 1) + 1);
        jdoc_add(d, arr, json_pack("{s:i, s:o, s:o, s:o}", "seat", i + 1, "pick", pick, "first",
                                   spots_json(board, seats[i].first, seats[i].n_first, d), "second",
                                   spots_json(board, seats[i].second, seats[i].n_second, d)));
    }
    for (int k = 0; k < 2 * players; k++)
        jdoc_add(d, order, json_pack("{s:i, s:i, s:s}", "pick", k + 1, "seat", hs_sim_snake_seat(players, k) + 1,
                                     "settlement", k < players ? "first" : "second"));
    json_t *root = json_pack("{s:s, s:I, s:s, s:o, s:I, s:i, s:f, s:o, s:o}", "code", code, "games_per_spot",
                             (json_int_t)o->games, "bot", fig_one_bot(o, players), "bots", bots, "seed",
                             (json_int_t)o->seed, "players", players, "temperature", o->temperature, "order", order,
                             "seats", arr);
    return jdoc_write(d, root, JSON_COMPACT | JSON_REAL_PRECISION(6), out);
}

/* ---- The drawing ----------------------------------------------------------------------------- */

/* The seat colours of the box, seat 1 first, and the ink of a seat number on each: web/boardpage.js
 * draws the page's markers from its own copy of this table (SEATS), which must match it. */
static const struct seat_color {
    const char *fill, *ink, *name;
} seat_colors[HS_SIM_MAX_PLAYERS] = {
    {"#d32f2f", "#ffffff", "red"},    {"#1e5fbf", "#ffffff", "blue"},  {"#ef8a17", "#111111", "orange"},
    {"#f5f5f5", "#111111", "white"},  {"#2e7d32", "#ffffff", "green"}, {"#6d4c41", "#ffffff", "brown"},
};

/* The drawing's sizes, in SVG units (hexes of circumradius HEX, as svg_board_open draws them).
 * A phone shows the drawing 390 CSS px wide: a seat number of LABEL_PX there is LABEL_PX * width /
 * 390 units (width: the board's viewBox width, 757 on Classic, 861 on 5-6, so 21.4 and 24.3).
 * The marker's radius is RADIUS of that (17.1 and 19.4); a ring's dark rim reaches
 * RIM * font + 1.5 further out (4.2 and 4.5), a disc's 0.05 * font. Two advised spots are never
 * the same corner nor neighbours (the draft's distance rule), so they are at least two edges
 * apart: HEX * sqrt(3) = 103.9 units, the least distance between two corners of the hex grid
 * that share no edge. The markers stay clear of each other while a marker's outer radius is
 * under half of that (51.96): 21.3 and 24.0 leave 61 and 56 units between two markers. For a
 * wider drawing the font stops at the size that keeps the outer radius at 45% of the distance. */
#define HEX 60.0
#define LABEL_PX 11.0
#define RADIUS 0.8
#define RIM 0.125

/* The font size of the seat numbers for a drawing `width` units wide. */
static double label_size(double width)
{
    double font = ceil(10 * LABEL_PX * width / 390) / 10, most = (0.45 * HEX * sqrt(3.0) - 1.5) / (RADIUS + RIM);
    return font < most ? font : most;
}

/* The point of graph vertex v on the drawing (offset: the scene's). */
static hs_point vertex_point(const hs_board *board, const hs_graph *g, int v, hs_point offset)
{
    hs_point at = {0, 0};
    for (int t = 0; t < board->n_tiles; t++)
        for (int c = 0; c < 6; c++)
            if (g->hex_vertex[t][c] == v)
                at = hs_hex_corner_point(board->tiles[t].hex, HEX, c);
    at.x += offset.x;
    at.y += offset.y;
    return at;
}

/* One pick's marker: a disc in the seat's colour for a first settlement, a ring for a second
 * (a white disc in a ring of the seat's colour, rimmed dark so that the white seat's shows),
 * the seat number in the middle. */
static hs_err marker(hs_sink out, hs_point at, int seat, int pick, bool second, double font)
{
    const struct seat_color *c = &seat_colors[seat % HS_SIM_MAX_PLAYERS];
    double r = RADIUS * font, ring = 2 * RIM * font;
    hs_err err = hs_sink_printf(out, "<g class=\"opening-%s\" data-seat=\"%d\" data-pick=\"%d\">",
                                second ? "second" : "first", seat + 1, pick + 1);
    if (!err && second)
        err = hs_sink_printf(out,
                             "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"#ffffff\" stroke=\"#111111\" "
                             "stroke-width=\"%.1f\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" "
                             "stroke=\"%s\" stroke-width=\"%.1f\"/>",
                             at.x, at.y, r, ring + 3, at.x, at.y, r, c->fill, ring);
    else if (!err)
        err = hs_sink_printf(out,
                             "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"#111111\" "
                             "stroke-width=\"%.1f\"/>",
                             at.x, at.y, r, c->fill, 0.1 * font);
    /* the digit's middle on the spot: its baseline a little over a third of the size below */
    if (!err)
        err = hs_sink_printf(out,
                             "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" font-weight=\"bold\" "
                             "fill=\"%s\">%d</text></g>\n",
                             at.x, at.y + 0.36 * font, font, second ? "#111111" : c->ink, seat + 1);
    return err;
}

/* The picks in words for the drawing's description: "Pick 1, seat 1 (red): first settlement on
 * fields 6 + hills 8 + forest 5. ..." */
static hs_err picks_desc(const hs_board *board, int players, const hs_sim_openings *seats, hs_sink out)
{
    hs_err err = HS_OK;
    for (int k = 0; k < 2 * players && !err; k++) {
        int s = hs_sim_snake_seat(players, k), n;
        const hs_sim_spot *spots = pick_spots(seats, players, k, &n);
        if (n == 0)
            continue;
        char name[160];
        spot_name(board, &spots[0], name, sizeof name);
        err = hs_sink_printf(out, "%sPick %d, seat %d (%s): %s settlement on %s.", k ? " " : "", k + 1, s + 1,
                             seat_colors[s % HS_SIM_MAX_PLAYERS].name, k < players ? "first" : "second", name);
    }
    return err;
}

/* The board's drawing (svg_board_open) inside a document with room below it for the caption:
 * each advised spot marked, in the order of the draft, and the caption saying that order. */
hs_err hs_render_openings_svg(const hs_board *board, int players, const hs_sim_openings *seats, hs_sink out)
{
    hs_hex hexes[HS_BOARD_MAX_TILES];
    for (int i = 0; i < board->n_tiles; i++)
        hexes[i] = board->tiles[i].hex;
    hs_graph *g = malloc(sizeof *g);
    if (!g)
        return HS_ENOMEM;
    scene s;
    memset(&s, 0, sizeof s);
    hs_err err = hs_graph_build(g, hexes, board->n_tiles, NULL);
    if (!err) /* the drawing's size, for the document's: the scene svg_board_open draws */
        err = scene_build(board, HEX, false, &s);
    double width = s.width, height = s.height, font = label_size(width), line = 1.3 * font;
    double caption = 3 * line + 0.6 * font; /* three lines under the board */
    scene_free(&s);
    char order[64];
    draft_order(players, order, sizeof order);
    if (!err)
        err = hs_sink_printf(out,
                             "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" "
                             "height=\"%.0f\" font-family=\"DejaVu Sans, Verdana, sans-serif\" text-anchor=\"middle\" "
                             "role=\"img\">\n<title>hexseed opening advice: best spots if players settle in the order "
                             "%s</title>\n<desc>",
                             width, height + caption, width, height + caption, order);
    if (!err)
        err = picks_desc(board, players, seats, out);
    if (!err)
        err = hs_sink_puts(out, "</desc>\n");
    if (!err)
        err = svg_board_open(board, out, HS_DRAW_COMPACT, &s);
    if (!err)
        err = hs_sink_puts(out, "</svg>\n");
    for (int k = 0; k < 2 * players && !err; k++) {
        int seat = hs_sim_snake_seat(players, k), n;
        const hs_sim_spot *spots = pick_spots(seats, players, k, &n);
        if (n > 0 && spots[0].vertex >= 0 && spots[0].vertex < g->n_vertices)
            err = marker(out, vertex_point(board, g, spots[0].vertex, s.offset), seat, k, k >= players, font);
    }
    if (!err)
        err = hs_sink_printf(out,
                             "<rect x=\"0\" y=\"%.1f\" width=\"%.0f\" height=\"%.1f\" fill=\"#ffffff\"/>\n"
                             "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" fill=\"#111111\">"
                             "Best spots if players settle in the order</text>\n"
                             "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" font-weight=\"bold\" fill=\"#111111\">"
                             "%s</text>\n"
                             "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" fill=\"#111111\">"
                             "disc: first settlement, ring: second</text>\n",
                             height, width, caption, width / 2, height + line, font, width / 2, height + 2 * line, font,
                             order, width / 2, height + 3 * line, font);
    if (!err)
        err = hs_sink_puts(out, "</svg>\n");
    scene_free(&s);
    free(g);
    return err;
}
