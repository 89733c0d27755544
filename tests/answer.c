/* SPDX-License-Identifier: MIT */
/* answer.c: a server's answer made by hand, without a socket (answer.h). */
#include "answer.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

/* The answer to `target` made as the server makes it, by hand: the route's handler, then the
 * job it hands to the work pool (if any) with `cancel`. */
void answer_by_hand(const char *target, const hs_cancel *cancel, srv_response *res)
{
    srv_request req;
    memset(&req, 0, sizeof req);
    memset(res, 0, sizeof *res);
    res->body.limit = SRV_MAX_BODY;
    assert_true(srv_parse_target(target, &req, res));
    const srv_route *route = srv_route_find(req.path);
    assert_non_null(route);
    route->handler(&req, res);
    if (!res->job)
        return;
    srv_job_fn run = res->job;
    void *ctx = res->job_ctx;
    res->job = NULL;
    res->job_ctx = NULL;
    run(ctx, cancel, res);
    free(ctx);
}

