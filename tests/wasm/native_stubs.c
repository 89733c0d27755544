/* SPDX-License-Identifier: MIT */
/* tests/wasm/native_stubs.c: the renderers the WebAssembly build leaves out (libpng), for the unit
 * tests that name them: they refuse, and the tests that check them are skipped there
 * (HEXSEED_WASM_SKIP in tests/wasm/run). */
#include "hexseed/render.h"
#include "jansson_alloc.h"

hs_err hs_render_terrain_png(const hs_terrain_map *map, hs_sink out, int scale, hs_diag *diag)
{
    (void)map, (void)out, (void)scale, (void)diag;
    return HS_EINVAL;
}

/* jansson's allocator hook (tests/failalloc.c's failalloc_count_jansson). The lite jansson is
 * linked into the test program, so its calloc and realloc are wrapped and counted by failalloc
 * already; no WebAssembly test turns the count on or off, so there is nothing to switch. */
void json_set_alloc_funcs(json_malloc_t malloc_fn, json_free_t free_fn)
{
    (void)malloc_fn, (void)free_fn;
}
