/* SPDX-License-Identifier: MIT */
/* none.c: hexseed/cairo.h where there is no cairo (the WebAssembly build compiles this file in
 * place of the rest of src/cairo: js/gen-ninja.py reads hs_wasm_sources): every drawing refuses
 * with HS_EINVAL, saying what to ask for instead, and a request of the generator table is
 * libhexseed's hs_request_run, which refuses cairo's formats the same way. */
#include "hexseed/cairo.h"

#include "../core/fail.h"

hs_err hs_render_png(const hs_board *board, hs_sink out, int width, hs_diag *diag)
{
    (void)board, (void)out, (void)width;
    return hs_fail(diag, HS_EINVAL, "png needs cairo, which the WebAssembly build leaves out: use svg");
}

hs_err hs_render_pdf(const hs_board *board, hs_sink out)
{
    (void)board, (void)out;
    return HS_EINVAL;
}

hs_err hs_render_pdf_paper(const hs_board *board, hs_sink out, hs_paper paper, hs_diag *diag)
{
    (void)board, (void)out, (void)paper;
    return hs_fail(diag, HS_EINVAL, "pdf needs cairo, which the WebAssembly build leaves out: use svg");
}

hs_err hs_render_empire_svg(const hs_empire *map, hs_sink out, bool paths, bool names)
{
    (void)map, (void)out, (void)paths, (void)names;
    return HS_EINVAL;
}

hs_err hs_render_empire_png(const hs_empire *map, hs_sink out, bool paths, bool names)
{
    (void)map, (void)out, (void)paths, (void)names;
    return HS_EINVAL;
}

hs_err hs_render_tileset_png(hs_sink out, hs_diag *diag)
{
    (void)out;
    return hs_fail(diag, HS_EINVAL,
                   "the tile atlas needs cairo, which the WebAssembly build leaves out: the package ships " HS_TILESET_IMAGE);
}

/* No cairo here: the request's formats that cairo draws are refused in the words of the faces
 * this build is (the npm package and its command line), the rest are hs_request_run's. */
hs_err hs_cairo_request_run(const hs_request *r, const hs_run_options *o, hs_sink out, hs_diag *diag)
{
    if (r->format->flags & HS_FORMAT_CAIRO)
        return hs_fail(diag, HS_EINVAL, "%s needs cairo, which the WebAssembly build leaves out: use svg, or the native "
                                        "hexseed", r->format->name);
    return hs_request_run(r, o, out, diag);
}
