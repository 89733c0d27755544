/* SPDX-License-Identifier: MIT */
/* js/glue.h: the functions of js/glue.c, the C side of the JavaScript face. JavaScript calls
 * them by name (js/hexseed.js); tests/wasm/driver.c calls them from C, natively and in
 * WebAssembly, so that both builds' outputs can be compared. One declaration for both, so that a
 * changed signature breaks the build instead of trapping at run time. */
#ifndef HEXSEED_JS_GLUE_H
#define HEXSEED_JS_GLUE_H

#include <stdint.h>

#include "hexseed/hexseed.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>
#define HSW_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define HSW_EXPORT
#endif

/* What a failed call says: the error and the message (the library's diag, or our own). */
typedef struct hsw_status {
    int err;
    char msg[256];
} hsw_status;

HSW_EXPORT void hsw_free(void *p);
HSW_EXPORT const char *hsw_version(void);
HSW_EXPORT hs_board *hsw_board(const char *generator, const char *params, hsw_status *st);
HSW_EXPORT void hsw_board_free(hs_board *board);
HSW_EXPORT char *hsw_render(const hs_board *board, const char *params, const char *format, int color, hsw_status *st);
HSW_EXPORT char *hsw_rules(const char *format, hsw_status *st);
HSW_EXPORT char *hsw_layouts(hsw_status *st);
HSW_EXPORT char *hsw_score(const char *line, const char *metric, int harbors, const char *format, hsw_status *st);
HSW_EXPORT char *hsw_explain(const hs_board *board, const char *metric, int harbors, hsw_status *st);
HSW_EXPORT char *hsw_generators(hsw_status *st);
HSW_EXPORT char *hsw_query(const char *generator, const char *params, const char *format, hsw_status *st);
HSW_EXPORT unsigned char *hsw_request(const char *generator, const char *params, const char *format, uint32_t *len,
                                      hsw_status *st);
typedef struct hsw_run hsw_run;
HSW_EXPORT hsw_run *hsw_run_new(const hs_board *board, const char *generator, const char *params, hsw_status *st);
HSW_EXPORT int hsw_run_step(hsw_run *run, uint32_t games);
HSW_EXPORT int hsw_run_total(const hsw_run *run);
HSW_EXPORT char *hsw_run_report(hsw_run *run, const char *format, hsw_status *st);
HSW_EXPORT void hsw_run_free(hsw_run *run);


#endif
