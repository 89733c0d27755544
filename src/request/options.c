/* SPDX-License-Identifier: MIT */
/* options.c: a request's values into a generator's options struct, one reader per generator,
 * beside the table that names the values. The faces never fill these structs field by field. */
#include <string.h>

#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/generators.h"
#include "hexseed/houserules.h"
#include "hexseed/landmass.h"
#include "hexseed/number.h"
#include "hexseed/render.h"
#include "hexseed/terrain.h"

#include "../core/fail.h"

/* The request is of generator `name`; else HS_EINVAL (a face handed the wrong request). */
static hs_err check_generator(const hs_request *r, const char *name, hs_diag *diag)
{
    if (!r->generator || strcmp(r->generator->name, name) != 0)
        return hs_fail(diag, HS_EINVAL, "a request of %s read as one of %s", r->generator ? r->generator->name : "nothing",
                       name);
    return HS_OK;
}

static long long integer(const hs_request *r, const char *name)
{
    return hs_request_value(r, name).integer;
}

hs_err hs_empire_options_read(const hs_request *r, hs_empire_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "empire", diag);
    if (err)
        return err;
    *o = hs_empire_default();
    o->map = (uint32_t)integer(r, "map");
    o->width = (int)integer(r, "width");
    o->height = (int)integer(r, "height");
    o->land = (int)integer(r, "land");
    return HS_OK;
}

hs_err hs_board_options_read(const hs_request *r, hs_catan_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "board", diag);
    return err ? err : hs_code_decode(hs_request_value(r, "code").text, o, diag);
}

hs_err hs_house_options_read(const hs_request *r, hs_house_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "house-rules", diag);
    if (err)
        return err;
    *o = hs_house_default();
    o->intensity = (int)integer(r, "intensity");
    o->count = (int)integer(r, "count");
    o->seed = (uint32_t)integer(r, "seed");
    return HS_OK;
}

hs_err hs_landmass_options_read(const hs_request *r, hs_landmass_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "landmass", diag);
    if (err)
        return err;
    *o = hs_landmass_default();
    static const char *const pair[] = {"rule", "start", "swap"};
    for (int k = 0; k < 3; k++)
        if (integer(r, "survey") && hs_request_value(r, pair[k]).given)
            return hs_fail(diag, HS_EINVAL, "survey rates every rule and start: drop %s", pair[k]);
    o->rule = (uint8_t)integer(r, "rule");
    o->start = (uint8_t)integer(r, "start");
    o->swap = integer(r, "swap") != 0;
    return HS_OK;
}

/* "X,Y,W,H": four strict numbers (no wrap-around: 4294967296 is refused, not read as 0), X and
 * Y any int, W and H at least 1. */
static bool read_window(const char *text, long long part[4])
{
    char field[24];
    const char *p = text;
    for (int n = 0; n < 4; n++) {
        size_t len = strcspn(p, ",");
        if (len >= sizeof field || (n < 3) != (p[len] == ','))
            return false;
        memcpy(field, p, len);
        field[len] = '\0';
        if (!hs_parse_integer(field, n < 2 ? -2147483647LL : 1, 2147483647LL, &part[n]))
            return false;
        p += len + (n < 3);
    }
    return true;
}

/* The formats that hold every cell as text have a ceiling: said before any work is done. */
static hs_err terrain_fits(const hs_terrain_options *o, const char *format, hs_diag *diag)
{
    int w = o->window_w ? o->window_w : o->width, h = o->window_w ? o->window_h : o->height;
    uint64_t cells = (uint64_t)w * (uint64_t)h;
    if (strcmp(format, "svg") == 0 && cells > HS_TERRAIN_SVG_MAX_CELLS)
        return hs_fail(diag, HS_ELIMIT, "svg is for maps up to %d cells; use png for %dx%d", HS_TERRAIN_SVG_MAX_CELLS, w, h);
    if ((strcmp(format, "json") == 0 || strcmp(format, "tmj") == 0) && cells > HS_TERRAIN_JSON_MAX_CELLS)
        return hs_fail(diag, HS_ELIMIT, "%s is for maps up to %d cells; use pgm or png for %dx%d", format,
                       HS_TERRAIN_JSON_MAX_CELLS, w, h);
    return HS_OK;
}

hs_err hs_terrain_options_read(const hs_request *r, hs_terrain_options *o, hs_diag *diag)
{
    hs_err err = check_generator(r, "terrain", diag);
    if (err)
        return err;
    *o = hs_terrain_default();
    o->width = (int)integer(r, "width");
    o->height = (int)integer(r, "height");
    o->land_ratio = hs_request_value(r, "land-ratio").decimal;
    o->iterations = (int)integer(r, "iterations");
    o->update = (hs_update)integer(r, "update");
    o->border = (hs_border)integer(r, "border");
    o->neighbourhood = (hs_neighbourhood)integer(r, "neighbourhood");
    o->method = (hs_terrain_method)integer(r, "method");
    o->seed = (uint32_t)integer(r, "seed");
    hs_value survive = hs_request_value(r, "survive"), birth = hs_request_value(r, "birth");
    o->survive = survive.given ? (int)survive.integer : -1;
    o->birth = birth.given ? (int)birth.integer : -1;
    hs_value window = hs_request_value(r, "window");
    if (window.given) {
        long long part[4];
        if (!read_window(window.text, part))
            return hs_fail(diag, HS_EINVAL, "window '%s' is not X,Y,W,H with W and H at least 1", window.text);
        o->window_x = (int)part[0];
        o->window_y = (int)part[1];
        o->window_w = (int)part[2];
        o->window_h = (int)part[3];
    }
    err = hs_terrain_check(o, diag);
    return err ? err : terrain_fits(o, r->format->name, diag);
}
