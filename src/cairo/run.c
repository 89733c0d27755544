/* SPDX-License-Identifier: MIT */
/* run.c: the formats of the generator table that cairo draws (HS_FORMAT_CAIRO), made from a
 * request; every other format is libhexseed's hs_request_run. */
#include <string.h>

#include "hexseed/cairo.h"
#include "hexseed/board.h"
#include "hexseed/empire.h"
#include "hexseed/score.h"


static hs_err empire_drawing(const hs_request *r, hs_sink out, hs_diag *diag)
{
    hs_empire_options o;
    hs_empire *map = NULL;
    hs_err err = hs_empire_options_read(r, &o, diag);
    if (!err)
        err = hs_empire_generate(&o, &map, diag);
    if (!err) {
        bool paths = hs_request_value(r, "paths").integer, names = hs_request_value(r, "names").integer;
        err = strcmp(r->format->name, "png") == 0 ? hs_render_empire_png(map, out, paths, names)
                                                  : hs_render_empire_svg(map, out, paths, names);
    }
    hs_empire_free(map);
    return err;
}

/* A board's PNG (1200 pixels wide) or printable PDF (on its `paper`): of catan, seafarers or a
 * share code, made as hs_request_run makes it. */
static hs_err board_drawing(const hs_request *r, const hs_run_options *o, hs_sink out, hs_diag *diag)
{
    hs_board board;
    hs_score score;
    hs_err err = hs_request_board(r, o, &board, &score, diag);
    if (err)
        return err;
    if (strcmp(r->format->name, "png") == 0)
        return hs_render_png(&board, out, 1200, diag);
    return hs_render_pdf_paper(&board, out, (hs_paper)hs_request_value(r, "paper").integer, diag);
}

hs_err hs_cairo_request_run(const hs_request *r, const hs_run_options *o, hs_sink out, hs_diag *diag)
{
    if (!(r->format->flags & HS_FORMAT_CAIRO))
        return hs_request_run(r, o, out, diag);
    if (strcmp(r->generator->name, "empire") == 0)
        return empire_drawing(r, out, diag);
    return board_drawing(r, o, out, diag); /* the board formats are the other drawings */
}
