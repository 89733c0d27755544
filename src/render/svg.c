/* SPDX-License-Identifier: MIT */
/* svg.c: the board's scene as a standalone SVG document. */
#include <stdbool.h>
#include <string.h>

#include "hexseed/render.h"
#include "scene.h"
#include "../core/fail.h"

static hs_err paint(hs_sink out, const char *attr, uint32_t color)
{
    if (color == SCENE_NONE)
        return hs_sink_printf(out, " %s=\"none\"", attr);
    return hs_sink_printf(out, " %s=\"#%06x\"", attr, (unsigned)color);
}

static hs_err item(hs_sink out, const scene_item *it)
{
    hs_err err = HS_OK;
    switch (it->kind) {
    case SCENE_POLY:
    case SCENE_LINE:
        err = hs_sink_puts(out, it->kind == SCENE_POLY ? "<polygon points=\"" : "<polyline points=\"");
        for (int k = 0; k < it->n && !err; k++)
            err = hs_sink_printf(out, "%s%.1f,%.1f", k ? " " : "", it->pts[k].x, it->pts[k].y);
        if (!err)
            err = hs_sink_puts(out, "\"");
        if (!err && it->tile >= 0)
            err = hs_sink_printf(out, " data-tile=\"%d\"", it->tile);
        if (!err && it->role) /* "river", "fishing": the expansions' shapes */
            err = hs_sink_printf(out, " class=\"%s\"", it->role);
        break;
    case SCENE_CIRCLE:
        err = hs_sink_printf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\"", it->at.x, it->at.y, it->radius);
        if (!err && it->role)
            err = hs_sink_printf(out, " class=\"%s\"", it->role);
        break;
    case SCENE_MARK: /* drawn once in <defs> (marks), placed here */
        return hs_sink_printf(out, "<use href=\"#hs-mark-%s\" x=\"%.1f\" y=\"%.1f\"/>\n",
                              scene_terrain_mark(it->terrain)->name, it->at.x, it->at.y);
    case SCENE_TEXT:
        err = hs_sink_printf(out, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\"%s", it->at.x, it->at.y,
                             it->font_size, it->bold ? " font-weight=\"bold\"" : "");
        if (!err && it->role)
            err = hs_sink_printf(out, " class=\"%s\"", it->role);
        if (!err)
            err = paint(out, "fill", it->fill);
        if (!err)
            err = hs_sink_puts(out, ">");
        for (const char *c = it->text; *c && !err; c++) /* plain ASCII, but "Traders & Barbarians" */
            err = *c == '&' ? hs_sink_puts(out, "&amp;") : *c == '<' ? hs_sink_puts(out, "&lt;")
                  : *c == '>' ? hs_sink_puts(out, "&gt;") : hs_sink_write(out, c, 1);
        if (!err)
            err = hs_sink_puts(out, "</text>\n");
        return err;
    }
    if (!err)
        err = paint(out, "fill", it->kind == SCENE_LINE ? SCENE_NONE : it->fill);
    if (!err)
        err = paint(out, "stroke", it->stroke);
    if (!err && it->stroke != SCENE_NONE)
        err = hs_sink_printf(out, " stroke-width=\"%.1f\"%s", it->stroke_width,
                             it->kind == SCENE_LINE ? " stroke-linecap=\"round\"" : " stroke-linejoin=\"round\"");
    if (!err)
        err = hs_sink_puts(out, "/>\n");
    return err;
}

/* <defs> with the mark of each terrain the scene places (scene_terrain_mark), at the scene's
 * mark size, so that each hex only names its mark: <use href="#hs-mark-forest" .../>. */
static hs_err marks(hs_sink out, const scene *s)
{
    bool used[HS_TERRAIN_COUNT] = {false}, any = false;
    double unit = 0;
    for (int k = 0; k < s->n; k++)
        if (s->items[k].kind == SCENE_MARK) {
            used[s->items[k].terrain] = any = true;
            unit = s->items[k].radius;
        }
    if (!any)
        return HS_OK;
    hs_err err = hs_sink_puts(out, "<defs>\n");
    for (int t = 0; t < HS_TERRAIN_COUNT && !err; t++) {
        const scene_mark *m = scene_terrain_mark(t);
        if (!used[t])
            continue;
        err = hs_sink_printf(out,
                             "<g id=\"hs-mark-%s\" class=\"mark\" fill=\"none\" stroke=\"#%06x\" stroke-width=\"%.1f\" "
                             "stroke-linecap=\"round\" stroke-linejoin=\"round\" pointer-events=\"none\">",
                             m->name, (unsigned)m->ink, m->width * unit);
        for (int k = 0; k < m->n && !err; k++) {
            err = hs_sink_puts(out, "<polyline points=\"");
            for (int j = 0; j < m->strokes[k].n && !err; j++)
                err = hs_sink_printf(out, "%s%.1f,%.1f", j ? " " : "", m->strokes[k].pts[j].x * unit,
                                     m->strokes[k].pts[j].y * unit);
            if (!err)
                err = hs_sink_puts(out, "\"/>");
        }
        if (!err)
            err = hs_sink_puts(out, "</g>\n");
    }
    return err ? err : hs_sink_puts(out, "</defs>\n");
}

/* The board in words for <desc>: each row of land hexes with its numbers (a second token, a
 * lake's catches), the fishing grounds and the river hexes, then the harbors and where the
 * robber and the pirate stand. Sea hexes are only counted. */
static hs_err describe(hs_sink out, const hs_board *b)
{
    int sea = 0, row = 0;
    bool any = false;
    hs_err err = HS_OK;
    for (int i = 0; i < b->n_tiles && !err; i++) {
        const hs_tile *t = &b->tiles[i];
        bool first = i == 0 || b->tiles[i - 1].hex.r != t->hex.r;
        if (first)
            row++;
        if (t->terrain == HS_SEA) {
            sea++;
            continue;
        }
        /* A row opens with its number; land after sea on the same row still joins it. */
        bool opened = false;
        for (int k = i - 1; k >= 0 && b->tiles[k].hex.r == t->hex.r && !opened; k--)
            opened = b->tiles[k].terrain != HS_SEA;
        if (!opened)
            err = hs_sink_printf(out, "%sRow %d: ", any ? ". " : "", row);
        else
            err = hs_sink_puts(out, ", ");
        any = true;
        if (!err)
            err = hs_sink_puts(out, hs_terrain_name(t->terrain));
        if (!err && t->number)
            err = hs_sink_printf(out, " %d", t->number);
        for (int k = 0; k < b->n_pieces && !err; k++) /* a second token: "forest 2 and 12" */
            if (b->pieces[k].kind == HS_PIECE_SECOND && b->pieces[k].tile == i)
                err = hs_sink_printf(out, " and %u", b->pieces[k].number);
        unsigned rolls = hs_terrain_catches((hs_terrain)t->terrain); /* "lake (fish on 2 3 11 12)" */
        if (!err && rolls) {
            err = hs_sink_puts(out, " (fish on");
            for (int roll = 2; roll <= 12 && !err; roll++)
                if (rolls & (1u << roll))
                    err = hs_sink_printf(out, " %d", roll);
            if (!err)
                err = hs_sink_puts(out, ")");
        }
    }
    /* the expansions' pieces: the fishing grounds' numbers, the river hexes */
    for (int kind = HS_PIECE_FISHING; kind <= HS_PIECE_RIVER && !err; kind++) {
        int n = 0;
        for (int k = 0; k < b->n_pieces && !err; k++) {
            const hs_piece *p = &b->pieces[k];
            const hs_tile *t = &b->tiles[p->tile];
            if (p->kind != kind)
                continue;
            const char *head = kind == HS_PIECE_FISHING ? ". Fishing grounds on the coast: " : ". Rivers run through the ";
            if (kind == HS_PIECE_FISHING)
                err = hs_sink_printf(out, "%s%u", n ? ", " : head, p->number);
            else
                err = hs_sink_printf(out, "%s%s %d", n ? ", " : head, hs_terrain_name((hs_terrain)t->terrain), t->number);
            n++;
        }
    }
    if (!err && sea)
        err = hs_sink_printf(out, "%s%d sea hexes", any ? ". " : "", sea);
    for (int h = 0; h < b->n_harbors && !err; h++) {
        const hs_harbor *hb = &b->harbors[h];
        const hs_tile *t = &b->tiles[hb->tile];
        err = hs_sink_printf(out, "%s%s %s harbor beside the %s", h ? ", " : ". Harbors: ",
                             hb->type == HS_HARBOR_ANY ? "3:1" : "2:1", hb->type == HS_HARBOR_ANY ? "any" : hs_harbor_name(hb->type),
                             hs_terrain_name(t->terrain));
        if (!err && t->number)
            err = hs_sink_printf(out, " %d", t->number);
    }
    if (!err && b->robber >= 0)
        err = hs_sink_printf(out, ". The robber stands on the %s", hs_terrain_name(b->tiles[b->robber].terrain));
    if (!err && b->robber >= 0 && b->tiles[b->robber].number)
        err = hs_sink_printf(out, " %d", b->tiles[b->robber].number);
    if (!err && b->pirate >= 0)
        err = hs_sink_puts(out, ". The pirate ship is at sea");
    if (!err)
        err = hs_sink_puts(out, ".");
    return err;
}

hs_err svg_board_open(const hs_board *board, hs_sink out, hs_draw_style style, scene *s_out)
{
    memset(s_out, 0, sizeof *s_out);
    if ((unsigned)style >= HS_DRAW_STYLE_COUNT)
        return HS_EINVAL;
    scene s;
    hs_err err = scene_build(board, 60.0, style == HS_DRAW_LEGIBLE, &s);
    *s_out = s;
    if (err)
        return err;
    int land = 0;
    for (int i = 0; i < board->n_tiles; i++)
        land += board->tiles[i].terrain != HS_SEA;
    err = hs_sink_printf(out,
                         "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" height=\"%.0f\" "
                         "font-family=\"DejaVu Sans, Verdana, sans-serif\" text-anchor=\"middle\" role=\"img\">\n"
                         "<title>hexseed %s board, %d land hexes, %d harbors</title>\n<desc>",
                         s.width, s.height, s.width, s.height, hs_mode_name(board->options.mode), land, board->n_harbors);
    if (!err)
        err = describe(out, board);
    if (!err)
        err = hs_sink_puts(out, "</desc>\n");
    if (!err)
        err = marks(out, &s);
    for (int k = 0; k < s.n && !err; k++)
        err = item(out, &s.items[k]);
    return err;
}

hs_err hs_render_svg_style(const hs_board *board, hs_sink out, hs_draw_style style, hs_diag *diag)
{
    if ((unsigned)style >= HS_DRAW_STYLE_COUNT)
        return hs_fail(diag, HS_EINVAL, "drawing style %d is not one of 0 (compact) to %d", (int)style,
                       HS_DRAW_STYLE_COUNT - 1);
    scene s;
    hs_err err = svg_board_open(board, out, style, &s);
    if (!err)
        err = hs_sink_puts(out, "</svg>\n");
    scene_free(&s);
    return err;
}

hs_err hs_render_svg(const hs_board *board, hs_sink out)
{
    return hs_render_svg_style(board, out, HS_DRAW_COMPACT, NULL);
}
