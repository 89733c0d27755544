/* SPDX-License-Identifier: MIT */
/* tests/wasm/native_stubs.c: the renderers the WebAssembly build leaves out (libpng), for the unit
 * tests that name them: they refuse, and the tests that check them are skipped there
 * (HEXSEED_WASM_SKIP in tests/wasm/run). */
#include "hexseed/render.h"

hs_err hs_render_terrain_png(const hs_terrain_map *map, hs_sink out, int scale, hs_diag *diag)
{
    (void)map, (void)out, (void)scale, (void)diag;
    return HS_EINVAL;
}
