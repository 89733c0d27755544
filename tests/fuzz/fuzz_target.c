/* SPDX-License-Identifier: MIT */
/* fuzz_target.c: libFuzzer harness for the server's request-target parser and the parameter
 * readers of every generator, as a request would reach them (server/http.c, server/params.c),
 * plus the Accept-header preference of the error pages. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"
#include "http.h"
#include "params.h"

#include "hexseed/board.h"
#include "hexseed/houserules.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static srv_response fresh(void)
{
    srv_response res;
    memset(&res, 0, sizeof res);
    res.body.limit = SRV_MAX_BODY;
    return res;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text)
        return 0;
    srv_prefers_html(text);
    static srv_request req; /* large: not on the stack */
    srv_response res = fresh();
    if (srv_parse_target(text, &req, &res)) {
        if (strlen(req.path) > SRV_MAX_URI)
            abort();
        /* Every generator of the table, as its routes read a query: the table's readers, the
         * server's bounds, the options readers and the canonical query. */
        for (int k = 0; k < hs_generator_count(); k++) {
            static hs_request r; /* large: not on the stack */
            hs_buf_free(&res.body);
            res = fresh();
            if (!srv_request_read(&req, &res, hs_generator_at(k)->name, NULL, NULL, &r) ||
                !srv_request_bounds(&r, &res))
                continue;
            char query[SRV_MAX_URI + 1];
            hs_request_query(&r, query, sizeof query);
            hs_diag diag = {{0}};
            hs_empire_options eo;
            hs_terrain_options to;
            hs_landmass_options lo;
            hs_house_options ho;
            hs_catan_options co;
            hs_score_options so;
            hs_sim_options mo;
            hs_board_options_read(&r, &co, &diag);
            hs_score_options_read(&r, &so, &diag);
            hs_sim_options_read(&r, &mo, &diag);
            hs_empire_options_read(&r, &eo, &diag);
            hs_terrain_options_read(&r, &to, &diag);
            hs_landmass_options_read(&r, &lo, &diag);
            hs_house_options_read(&r, &ho, &diag);
        }
        srv_params_all_used(&req, &res);
    }
    hs_buf_free(&res.body);
    free(text);
    return 0;
}
