/* SPDX-License-Identifier: MIT */
/* event.c: a request of the generator table's event read into hs_event_options. The boards'
 * parameters are catan's, by the same names: they are read by catan's own reader
 * (hs_board_request_check), so a rule list or a balance the boards cannot take gets the very
 * message `hexseed catan` gives. */
#include "hexseed/event.h"

#include <string.h>

#include "hexseed/board.h"
#include "hexseed/generators.h"

#include "../core/fail.h"
#include "options.h"

/* The parameters an event hands to every table's board, as catan names them. */
static const char *const board_params[] = {"mode", "rules", "spiral", "balanced", "metric", "iterations"};

/* `name` of r as the parameter at fault, when the caller asks. */
static hs_err at(const hs_request *r, const char *name, const hs_param **bad, hs_err err)
{
    if (bad)
        *bad = hs_generator_param(r->generator, name, NULL);
    return err;
}

static hs_err read_event(const hs_request *r, hs_event_options *o, const hs_param **bad, hs_diag *diag)
{
    if (strcmp(r->generator->name, "event") != 0)
        return hs_fail(diag, HS_EINVAL, "a request of %s read as an event", r->generator->name);
    hs_request *boards = hs_request_new("catan", diag);
    if (!boards)
        return HS_ENOMEM;
    hs_err err = HS_OK;
    for (size_t k = 0; k < sizeof board_params / sizeof board_params[0] && !err; k++) {
        hs_value v = hs_request_value(r, board_params[k]);
        bool flag = hs_generator_param(r->generator, board_params[k], NULL)->kind == HS_VALUE_FLAG;
        if (v.given)
            err = at(r, board_params[k], bad,
                     hs_request_set(boards, board_params[k], flag ? (v.integer ? "1" : "0") : v.text, diag));
    }
    const hs_param *inner = NULL;
    if (!err && (err = hs_board_request_check(boards, &inner, diag)))
        err = at(r, inner ? inner->name : "mode", bad, err);
    *o = hs_event_default();
    if (!err)
        err = hs_board_options_read(boards, &o->board, diag);
    hs_request_free(boards);
    if (err)
        return err;
    o->seed = (uint32_t)hs_request_value(r, "seed").integer;
    o->tables = (int)hs_request_value(r, "tables").integer;
    hs_value players = hs_request_value(r, "players"), rounds = hs_request_value(r, "rounds");
    o->players = players.given ? (int)players.integer : 0;
    o->rounds = rounds.given ? (int)rounds.integer : 0;
    return at(r, "players", bad, hs_event_check(o, diag)); /* tables and rounds: the table's ranges */
}

hs_err hs_event_options_read(const hs_request *r, hs_event_options *o, hs_diag *diag)
{
    return read_event(r, o, NULL, diag);
}

hs_err hs_event_request_check(const hs_request *r, const hs_param **bad, hs_diag *diag)
{
    hs_event_options o;
    return read_event(r, &o, bad, diag);
}
