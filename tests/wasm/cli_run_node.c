/* SPDX-License-Identifier: MIT */
/* tests/wasm/cli_run_node.c: tests/cli_run.h for the unit tests built to WebAssembly: the child
 * is the WebAssembly command line (HS_HEXSEED_EXE, bin/hexseed.mjs of the npm package) run by
 * the same Node with child_process.spawnSync, its stdin fed and its output captured as bytes. */
#include <emscripten/emscripten.h>
#include <stdlib.h>
#include <string.h>

#include "../cli_run.h"

/* Runs node EXE ARGS... and fills the five outputs; -1 when the child could not start. */
EM_JS(int, node_spawn, (const char *exe, const char *const *args, const char *input, int *status, char **out,
                        size_t *out_len, char **err, size_t *err_len), {
    const argv = [UTF8ToString(exe)];
    for (let i = 0; HEAP32[(args >> 2) + i]; i++)
        argv.push(UTF8ToString(HEAP32[(args >> 2) + i]));
    const r = require('child_process').spawnSync(process.execPath, argv, {
        input: input ? UTF8ToString(input) : '', maxBuffer: 1 << 30, timeout: 60000 });
    if (r.error && !r.stdout)
        return -1;
    const copy = (bytes, ptr, len) => {
        const p = _cm_malloc(bytes.length + 1); /* tests/wasm/skip.c */
        HEAPU8.set(bytes, p);
        HEAPU8[p + bytes.length] = 0;
        HEAP32[ptr >> 2] = p;
        HEAP32[len >> 2] = bytes.length;
    };
    copy(r.stdout, out, out_len);
    copy(r.stderr, err, err_len);
    HEAP32[status >> 2] = r.status === null ? 128 + (require('os').constants.signals[r.signal] || 0) : r.status;
    return 0;
});

int cli_run(const char *const *args, const char *input, cli_result *res)
{
    memset(res, 0, sizeof *res);
    return node_spawn(HS_HEXSEED_EXE, args, input, &res->status, &res->out, &res->out_len, &res->err, &res->err_len);
}

void cli_result_free(cli_result *res)
{
    free(res->out);
    free(res->err);
    res->out = res->err = NULL;
}
