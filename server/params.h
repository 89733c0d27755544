/* SPDX-License-Identifier: MIT */
/* params.h: the query parameters of every route, read into the library's options structs
 * (params.c). Each reader marks what it reads as used; on a bad value it fills `res` with a 400
 * naming the parameter and returns false. Absent or empty values leave the defaults. */
#ifndef HEXSEED_SERVER_PARAMS_H
#define HEXSEED_SERVER_PARAMS_H

#include "http.h"

#include "hexseed/catan.h"
#include "hexseed/empire.h"
#include "hexseed/generators.h"
#include "hexseed/landmass.h"
#include "hexseed/terrain.h"

/* A whole number in [min, max] (hs_parse_integer); *given false when absent or empty. */
bool srv_param_u32(srv_request *req, srv_response *res, const char *name, uint32_t min, uint32_t max, uint32_t *out,
                   bool *given);

/* A request of `generator` (hexseed/generators.h) in the format `format` (NULL: the generator's
 * default); a 404 saying so when it has no such format. */
bool srv_request_start(srv_response *res, const char *generator, const char *format, hs_request *out);

/* Every query parameter of `req` but those in `own` (NULL-terminated, may be NULL: the route's
 * own, which it reads itself) into `r`, each read by the table's reader, so a value gets the
 * same words as in the CLI; empty values leave the defaults. Then the request is checked as a
 * whole. A refusal, an unknown parameter among them, is a 400 naming the parameter. */
bool srv_request_fill(srv_request *req, srv_response *res, const char *const *own, hs_request *r);

/* srv_request_start, then srv_request_fill. */
bool srv_request_read(srv_request *req, srv_response *res, const char *generator, const char *format,
                      const char *const *own, hs_request *out);

/* This server's own bounds on a request, beyond the library's ranges (a terrain map's cells and
 * cell updates, a PNG's pixels, a board's balancing steps): false and a 400 naming the parameter
 * past them (422 for a share code that asks for more steps than this server spends). */
bool srv_request_bounds(const hs_request *r, srv_response *res);

/* A fresh seed from the operating system, for requests without one. */
uint32_t srv_fresh_seed(void);

#endif
