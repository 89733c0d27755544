/* SPDX-License-Identifier: MIT */
/* fuzz_board_line.c: libFuzzer harness for the board-line parser (docs/formats.md) and the
 * scores of what it accepts, under both metrics. */
#include <stdint.h>
#include <stdlib.h>

#include "fuzz_input.h"
#include "hexseed/score.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    hs_board board;
    hs_diag diag = {{0}};
    if (hs_board_parse_line(text, &board, &diag) == HS_OK) {
        hs_score sc;
        hs_score_options o = hs_score_default();
        hs_score_board(&board, &o, &sc, &diag);
        o.harbors = true;
        hs_score_board(&board, &o, &sc, &diag);
        o = hs_score_default();
        o.metric = HS_METRIC_COMPAT;
        hs_score_board(&board, &o, &sc, &diag);
    }
    free(text);
    return 0;
}
