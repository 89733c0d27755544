/* SPDX-License-Identifier: MIT */
/* run.c: a request of the generator table made and written in its format (hs_request_run): each
 * generator's maker and the renderer of each of its formats, in one table, so no face binds a
 * format to a renderer of its own. The cairo drawings are libhexseed-cairo's (src/cairo/run.c). */
#include <stdlib.h>
#include <string.h>

#include "hexseed/board.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/generators.h"
#include "hexseed/houserules.h"
#include "hexseed/landmass.h"
#include "hexseed/render.h"
#include "hexseed/score.h"
#include "hexseed/terrain.h"

#include "../core/fail.h"

/* What a generator made, handed to the renderer of the format. */
typedef struct made {
    const hs_request *request;
    const hs_run_options *run;
    hs_diag *diag;
    union {
        struct {
            hs_board board;
            hs_score score; /* with explain */
        } board;
        hs_empire *empire;
        hs_terrain_map *terrain;
        struct {
            hs_landmass map;
            hs_landmass_rating *best; /* the survey's, when one was asked for */
            int n;
        } land;
        struct {
            hs_house_options options;
            hs_house_rule rules[HS_HOUSE_RULES];
        } house;
    } u;
    hs_terrain_options terrain_options;
} made;

typedef hs_err (*render_fn)(const made *m, hs_sink out);

typedef struct output {
    const char *format;
    render_fn render;
} output;

typedef struct maker {
    const char *generator;
    hs_err (*make)(made *m);
    void (*release)(made *m);
    const output *outputs;
    int n_outputs;
} maker;

/* ---- Boards by share code --------------------------------------------------------------------------- */

static bool explained(const made *m)
{
    return hs_request_value(m->request, "explain").integer != 0;
}

/* The board a code names (balanced codes balanced again), scored when it is to be explained: a
 * board its metric does not take is refused before anything is written. */
static hs_err board_make(made *m)
{
    hs_catan_options o;
    hs_err err = hs_board_options_read(m->request, &o, m->diag);
    if (!err)
        err = hs_board_make_cancel(&o, &m->u.board.board, m->run->cancel, m->diag);
    if (!err && explained(m)) {
        hs_score_options so = hs_score_default();
        so.metric = (hs_metric)hs_request_value(m->request, "metric").integer;
        so.harbors = hs_request_value(m->request, "harbors").integer != 0;
        err = hs_score_board(&m->u.board.board, &so, &m->u.board.score, m->diag);
    }
    return err;
}

/* The board for a terminal, and its explanation after a blank line when asked for. */
static hs_err board_text(const made *m, hs_sink out)
{
    hs_err err = hs_render_text(&m->u.board.board, out, m->run->color);
    if (!err && explained(m))
        err = hs_sink_puts(out, "\n");
    return err || !explained(m) ? err : hs_render_explain(&m->u.board.board, &m->u.board.score, out);
}

static hs_err board_json(const made *m, hs_sink out)
{
    return hs_render_json(&m->u.board.board, out);
}

static hs_err board_svg(const made *m, hs_sink out)
{
    hs_draw_style style = (hs_draw_style)hs_request_value(m->request, "style").integer;
    return hs_render_svg_style(&m->u.board.board, out, style, m->diag);
}

static hs_err board_line(const made *m, hs_sink out)
{
    return hs_render_line(&m->u.board.board, out);
}

static hs_err board_code(const made *m, hs_sink out)
{
    hs_code code;
    hs_err err = hs_code_encode(&m->u.board.board.options, &code, m->diag);
    return err ? err : hs_sink_printf(out, "%s\n", code.text);
}

static hs_err board_tmj(const made *m, hs_sink out)
{
    return hs_render_tmj(&m->u.board.board, out);
}

static const output board_outputs[] = {
    {"text", board_text}, {"json", board_json}, {"svg", board_svg},
    {"line", board_line}, {"code", board_code}, {"tmj", board_tmj},
};

/* ---- Hex Empire ---------------------------------------------------------------------------------- */

static hs_err empire_make(made *m)
{
    hs_empire_options o;
    hs_err err = hs_empire_options_read(m->request, &o, m->diag);
    return err ? err : hs_empire_generate(&o, &m->u.empire, m->diag);
}

static void empire_release(made *m)
{
    hs_empire_free(m->u.empire);
}

static hs_err empire_grid(const made *m, hs_sink out)
{
    return hs_render_empire_grid(m->u.empire, out);
}

static hs_err empire_text(const made *m, hs_sink out)
{
    return hs_render_empire_text(m->u.empire, out, m->run->color);
}

static hs_err empire_json(const made *m, hs_sink out)
{
    return hs_render_empire_json(m->u.empire, out);
}

static hs_err empire_tmj(const made *m, hs_sink out)
{
    return hs_render_empire_tmj(m->u.empire, out);
}

static const output empire_outputs[] = {
    {"grid", empire_grid}, {"text", empire_text}, {"json", empire_json}, {"tmj", empire_tmj},
};

/* ---- Land and water maps ------------------------------------------------------------------------- */

static hs_err terrain_make(made *m)
{
    hs_terrain_options *o = &m->terrain_options;
    hs_err err = hs_terrain_options_read(m->request, o, m->diag);
    if (err)
        return err;
    o->cancel = m->run->cancel;
    o->progress = m->run->progress;
    o->progress_ctx = m->run->progress_ctx;
    if (m->run->threads)
        o->threads = m->run->threads;
    return hs_terrain_generate(o, &m->u.terrain, m->diag);
}

static void terrain_release(made *m)
{
    hs_terrain_free(m->u.terrain);
}

static int scale(const made *m)
{
    return (int)hs_request_value(m->request, "scale").integer;
}

static hs_err terrain_text(const made *m, hs_sink out)
{
    return hs_render_terrain_text(m->u.terrain, out);
}

static hs_err terrain_png(const made *m, hs_sink out)
{
    return hs_render_terrain_png(m->u.terrain, out, scale(m), m->diag);
}

static hs_err terrain_pgm(const made *m, hs_sink out)
{
    return hs_render_terrain_pgm(m->u.terrain, out);
}

static hs_err terrain_svg(const made *m, hs_sink out)
{
    return hs_render_terrain_svg(m->u.terrain, out, scale(m), m->diag);
}

static hs_err terrain_json(const made *m, hs_sink out)
{
    return hs_render_terrain_json(m->u.terrain, &m->terrain_options, out);
}

static hs_err terrain_tmj(const made *m, hs_sink out)
{
    return hs_render_terrain_tmj(m->u.terrain, &m->terrain_options, out);
}

static const output terrain_outputs[] = {
    {"text", terrain_text}, {"png", terrain_png},   {"pgm", terrain_pgm},
    {"svg", terrain_svg},   {"json", terrain_json}, {"tmj", terrain_tmj},
};

/* ---- Seafarers landmasses ----------------------------------------------------------------------- */

static hs_err landmass_make(made *m)
{
    hs_landmass_options o;
    hs_err err = hs_landmass_options_read(m->request, &o, m->diag);
    if (err)
        return err;
    if (!hs_request_value(m->request, "survey").integer) {
        m->u.land.map = hs_landmass_grow(&o);
        return HS_OK;
    }
    size_t top = (size_t)hs_request_value(m->request, "top").integer;
    hs_landmass_rating *work = malloc(HS_LANDMASS_SURVEY_WORK * sizeof *work);
    m->u.land.best = malloc(top * sizeof *m->u.land.best);
    err = work && m->u.land.best ? hs_landmass_survey(work, HS_LANDMASS_SURVEY_WORK, m->u.land.best, top, &m->u.land.n,
                                                      m->diag)
                                 : HS_ENOMEM;
    free(work);
    return err;
}

static void landmass_release(made *m)
{
    free(m->u.land.best);
}

static hs_err landmass_grid(const made *m, hs_sink out)
{
    return hs_render_landmass_grid(&m->u.land.map, out);
}

/* text and json are also the survey's (its parameter allows no other format). */
static hs_err landmass_text(const made *m, hs_sink out)
{
    return m->u.land.best ? hs_render_survey_text(m->u.land.best, m->u.land.n, out)
                          : hs_render_landmass_text(&m->u.land.map, out, m->run->color);
}

static hs_err landmass_json(const made *m, hs_sink out)
{
    return m->u.land.best ? hs_render_survey_json(m->u.land.best, m->u.land.n, out)
                          : hs_render_landmass_json(&m->u.land.map, out);
}

static hs_err landmass_svg(const made *m, hs_sink out)
{
    return hs_render_landmass_svg(&m->u.land.map, out);
}

static hs_err landmass_tmj(const made *m, hs_sink out)
{
    return hs_render_landmass_tmj(&m->u.land.map, out);
}

static const output landmass_outputs[] = {
    {"grid", landmass_grid}, {"text", landmass_text}, {"json", landmass_json}, {"svg", landmass_svg}, {"tmj", landmass_tmj},
};

/* ---- House rules --------------------------------------------------------------------------------- */

static hs_err house_make(made *m)
{
    hs_err err = hs_house_options_read(m->request, &m->u.house.options, m->diag);
    return err ? err : hs_house_draw(&m->u.house.options, m->u.house.rules, m->diag);
}

static hs_err house_text(const made *m, hs_sink out)
{
    return hs_render_house_text(&m->u.house.options, m->u.house.rules, out);
}

static hs_err house_json(const made *m, hs_sink out)
{
    return hs_render_house_json(&m->u.house.options, m->u.house.rules, out);
}

static const output house_outputs[] = {{"text", house_text}, {"json", house_json}};

/* ---- The table ----------------------------------------------------------------------------------- */

#define OUTPUTS(a) a, (int)(sizeof(a) / sizeof((a)[0]))

static const maker makers[] = {
    {"board", board_make, NULL, OUTPUTS(board_outputs)},
    {"empire", empire_make, empire_release, OUTPUTS(empire_outputs)},
    {"terrain", terrain_make, terrain_release, OUTPUTS(terrain_outputs)},
    {"house-rules", house_make, NULL, OUTPUTS(house_outputs)},
    {"landmass", landmass_make, landmass_release, OUTPUTS(landmass_outputs)},
};

hs_err hs_request_run(const hs_request *r, const hs_run_options *o, hs_sink out, hs_diag *diag)
{
    static const hs_run_options plain = {0};
    const hs_format *format = r->format;
    if (format->flags & HS_FORMAT_CAIRO)
        return hs_fail(diag, HS_EINVAL, "%s is drawn by cairo, which this build leaves out (hs_cairo_request_run of "
                                        "libhexseed-cairo draws it)", format->name);
    for (size_t k = 0; k < sizeof makers / sizeof makers[0]; k++) {
        const maker *mk = &makers[k];
        if (strcmp(mk->generator, r->generator->name) != 0)
            continue;
        for (int f = 0; f < mk->n_outputs; f++) {
            if (strcmp(mk->outputs[f].format, format->name) != 0)
                continue;
            made *m = calloc(1, sizeof *m); /* the house rules' texts make it a few KiB */
            if (!m)
                return HS_ENOMEM;
            m->request = r;
            m->run = o ? o : &plain;
            m->diag = diag;
            hs_err err = mk->make(m);
            if (!err)
                err = mk->outputs[f].render(m, out);
            if (mk->release)
                mk->release(m);
            free(m);
            return err;
        }
        break;
    }
    return hs_fail(diag, HS_EINVAL, "%s in %s is not made through the generator table yet", r->generator->name,
                   format->name);
}
