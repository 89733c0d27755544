/* SPDX-License-Identifier: MIT */
/* board_json.c: the Classic board of a seed, as JSON on standard output.
 * Build: cc board_json.c $(pkg-config --cflags --libs hexseed) -o board_json
 * Usage: board_json [SEED] */
#include <stdio.h>
#include <stdlib.h>

#include <hexseed/hexseed.h>

int main(int argc, char **argv)
{
    hs_catan_options options = hs_catan_default();
    options.rules.on = HS_RULE_RED | HS_RULE_EXTREMES; /* no touching 6/8, no touching 2/12 */
    options.seed = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 42;

    hs_board board;
    hs_diag diag = {{0}};
    hs_err err = hs_catan_generate(&options, &board, &diag);
    if (err != HS_OK) {
        fprintf(stderr, "board_json: %s\n", diag.msg[0] ? diag.msg : hs_strerror(err));
        return 1;
    }
    err = hs_render_json(&board, hs_sink_file(stdout));
    if (err != HS_OK) {
        fprintf(stderr, "board_json: %s\n", hs_strerror(err));
        return 1;
    }
    return 0;
}
