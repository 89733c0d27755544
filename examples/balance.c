/* SPDX-License-Identifier: MIT */
/* balance.c: a Classic board, then the most balanced board the same rules allow; prints both
 * scores and the balanced board's line.
 * Build: cc balance.c $(pkg-config --cflags --libs hexseed) -o balance
 * Usage: balance [SEED] */
#include <stdio.h>
#include <stdlib.h>

#include <hexseed/hexseed.h>

static int fail(hs_err err, const hs_diag *diag)
{
    fprintf(stderr, "balance: %s\n", diag->msg[0] ? diag->msg : hs_strerror(err));
    return 1;
}

int main(int argc, char **argv)
{
    hs_catan_options options = hs_catan_default();
    options.seed = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 7;

    hs_board board;
    hs_diag diag = {{0}};
    hs_err err = hs_catan_generate(&options, &board, &diag);
    if (err != HS_OK)
        return fail(err, &diag);

    hs_score before;
    hs_score_options metric = hs_score_default();
    if ((err = hs_score_board(&board, &metric, &before, &diag)) != HS_OK)
        return fail(err, &diag);

    hs_optimize_options anneal = hs_optimize_default();
    anneal.seed = options.seed;
    hs_optimize_result result;
    if ((err = hs_optimize(&board, &anneal, &result, &diag)) != HS_OK)
        return fail(err, &diag);

    printf("score before %.6f, after %.6f (best at step %u of %u)\n", before.score, result.best,
           (unsigned)result.best_step, (unsigned)result.steps);
    if ((err = hs_render_line(&board, hs_sink_file(stdout))) != HS_OK)
        return fail(err, &diag);
    return 0;
}
