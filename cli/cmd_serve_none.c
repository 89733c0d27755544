/* SPDX-License-Identifier: MIT */
/* cmd_serve_none.c: `hexseed serve` where there is no server (the WebAssembly build compiles this
 * file in place of cmd_serve.c: js/gen-ninja.py reads cli_wasm_sources). */
#include "cli.h"

int cmd_serve(int argc, char **argv)
{
    (void)argc, (void)argv;
    return cli_failure("serve is not in the WebAssembly build: run the native hexseed");
}
