/* SPDX-License-Identifier: MIT */
/* terrain_pgm.c: a 256 x 256 window of a 65536 x 65536 land and water map, written as a PGM
 * image (white land, black water) on standard output. The window is computed by itself.
 * Build: cc terrain_pgm.c $(pkg-config --cflags --libs hexseed) -o terrain_pgm
 * Usage: terrain_pgm [X Y] > window.pgm */
#include <stdio.h>
#include <stdlib.h>

#include <hexseed/hexseed.h>

int main(int argc, char **argv)
{
    hs_terrain_options options = hs_terrain_default();
    options.width = 65536;
    options.height = 65536;
    options.seed = 2024;
    options.window_x = argc > 2 ? atoi(argv[1]) : 30000;
    options.window_y = argc > 2 ? atoi(argv[2]) : 30000;
    options.window_w = 256;
    options.window_h = 256;

    hs_terrain_map *map = NULL;
    hs_diag diag = {{0}};
    hs_err err = hs_terrain_generate(&options, &map, &diag);
    if (err != HS_OK) {
        fprintf(stderr, "terrain_pgm: %s\n", diag.msg[0] ? diag.msg : hs_strerror(err));
        return 1;
    }
    err = hs_render_terrain_pgm(map, hs_sink_file(stdout));
    hs_terrain_free(map);
    if (err != HS_OK) {
        fprintf(stderr, "terrain_pgm: %s\n", hs_strerror(err));
        return 1;
    }
    return 0;
}
