/* SPDX-License-Identifier: MIT */
/* js/wasm/native_only.c: the renderers the WebAssembly build leaves out (they draw through cairo
 * or libpng, src/render/meson.build's hs_native_renderers) and the CLI's `serve`, as functions
 * that refuse with HS_EINVAL, so that the CLI links and says clearly what is missing. */
#include <stdio.h>

#include "hexseed/cairo.h"
#include "hexseed/render.h"
#include "../../cli/cli.h"
#include "../../src/core/fail.h"

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

/* No cairo here: the request's formats that cairo draws are refused by hs_request_run, saying so. */
hs_err hs_cairo_request_run(const hs_request *r, const hs_run_options *o, hs_sink out, hs_diag *diag)
{
    return hs_request_run(r, o, out, diag);
}

int cmd_serve(int argc, char **argv)
{
    (void)argc, (void)argv;
    return cli_failure("serve is not in the WebAssembly build: run the native hexseed");
}
