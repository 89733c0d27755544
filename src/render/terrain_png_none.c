/* SPDX-License-Identifier: MIT */
/* terrain_png_none.c: hs_render_terrain_png where there is no libpng (the WebAssembly build,
 * js/gen-ninja.py: src/render/meson.build's hs_wasm_renderers stand in for hs_native_renderers):
 * a refusal that says what to ask for instead. */
#include "hexseed/render.h"

#include "../core/fail.h"

hs_err hs_render_terrain_png(const hs_terrain_map *map, hs_sink out, int scale, hs_diag *diag)
{
    (void)map, (void)out, (void)scale;
    return hs_fail(diag, HS_EINVAL, "png needs libpng, which the WebAssembly build leaves out: use svg or pgm");
}
