/* svg.c: the board's scene as a standalone SVG document. */
#include "hexseed/render.h"
#include "scene.h"

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
        break;
    case SCENE_CIRCLE:
        err = hs_sink_printf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\"", it->at.x, it->at.y, it->radius);
        break;
    case SCENE_TEXT:
        err = hs_sink_printf(out, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\"%s", it->at.x, it->at.y,
                             it->font_size, it->bold ? " font-weight=\"bold\"" : "");
        if (!err)
            err = paint(out, "fill", it->fill);
        if (!err)
            err = hs_sink_printf(out, ">%s</text>\n", it->text); /* scene texts are plain ASCII words */
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

hs_err svg_board_open(const hs_board *board, hs_sink out, scene *s_out)
{
    scene s;
    hs_err err = scene_build(board, 60.0, &s);
    *s_out = s;
    if (err)
        return err;
    err = hs_sink_printf(out,
                         "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" height=\"%.0f\" "
                         "font-family=\"DejaVu Sans, Verdana, sans-serif\" text-anchor=\"middle\">\n"
                         "<title>hexseed %s board</title>\n",
                         s.width, s.height, s.width, s.height, hs_mode_name(board->options.mode));
    for (int k = 0; k < s.n && !err; k++)
        err = item(out, &s.items[k]);
    return err;
}

hs_err hs_render_svg(const hs_board *board, hs_sink out)
{
    scene s;
    hs_err err = svg_board_open(board, out, &s);
    if (!err)
        err = hs_sink_puts(out, "</svg>\n");
    scene_free(&s);
    return err;
}
