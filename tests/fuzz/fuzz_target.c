/* SPDX-License-Identifier: MIT */
/* fuzz_target.c: libFuzzer harness for the server's request-target parser and the parameter
 * readers of every generator, as a request would reach them (server/http.c, server/params.c),
 * plus the Accept-header preference of the error pages. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "http.h"
#include "params.h"

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
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    srv_prefers_html(text);
    static srv_request req; /* large: not on the stack */
    srv_response res = fresh();
    if (srv_parse_target(text, &req, &res)) {
        if (strlen(req.path) > SRV_MAX_URI)
            abort();
        hs_catan_options opt;
        bool seeded;
        srv_catan_params(&req, &res, false, &opt, &seeded);
        hs_buf_free(&res.body);
        res = fresh();
        srv_catan_params(&req, &res, true, &opt, &seeded);
        hs_buf_free(&res.body);
        res = fresh();
        srv_terrain_req t;
        srv_terrain_params(&req, &res, &t);
        hs_buf_free(&res.body);
        res = fresh();
        hs_empire_options eo;
        srv_empire_params(&req, &res, &eo);
        hs_buf_free(&res.body);
        res = fresh();
        hs_landmass_options lo;
        srv_landmass_params(&req, &res, &lo);
        srv_params_all_used(&req, &res);
    }
    hs_buf_free(&res.body);
    free(text);
    return 0;
}
