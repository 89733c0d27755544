/* SPDX-License-Identifier: MIT */
/* run.c: a request of the generator table made and written in its format (hs_request_run): each
 * generator's maker and the renderer of each of its formats, in one table, so no face binds a
 * format to a renderer of its own. The cairo drawings are libhexseed-cairo's (src/cairo/run.c). */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hexseed/board.h"
#include "hexseed/code.h"
#include "hexseed/empire.h"
#include "hexseed/event.h"
#include "hexseed/generators.h"
#include "hexseed/houserules.h"
#include "hexseed/landmass.h"
#include "hexseed/render.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"
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
        struct games *games;
        hs_event *event;
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

/* ---- Boards: catan, seafarers, and the board of a share code ------------------------------------ */

/* The formats that show the share code within them (the text board's header, JSON's "code",
 * the code itself, the Tiled map's properties); the others have it told aside. */
static bool shows_code(const char *format)
{
    return strcmp(format, "text") == 0 || strcmp(format, "json") == 0 || strcmp(format, "code") == 0 ||
           strcmp(format, "tmj") == 0;
}

static double seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

typedef struct balancing {
    const hs_run_options *run;
    uint32_t steps; /* of the run in progress */
} balancing;

static void balancing_progress(void *ctx, uint32_t step, double best)
{
    (void)best;
    const balancing *b = ctx;
    b->run->progress(b->run->progress_ctx, step, b->steps);
}

/* Makes the board of `o`, with the run's progress and cancel flag; with a budget of `ms`
 * milliseconds (0: none), runs of 25,000, 50,000, ... steps while they fit, keeping the last one
 * that finished in time (each run is deterministic, and the code carries its step count). */
static hs_err make_within(hs_catan_options *o, long long ms, const hs_run_options *run, hs_board *board, hs_diag *diag)
{
    balancing b = {run, o->balance_iterations};
    void (*progress)(void *, uint32_t, double) = run->progress ? balancing_progress : NULL;
    if (!o->balance || !ms)
        return hs_board_make_with(o, board, progress, &b, run->cancel, diag);
    double deadline = seconds() + (double)ms / 1000.0;
    hs_board *done = malloc(sizeof *done);
    if (!done)
        return HS_ENOMEM;
    uint32_t done_steps = 0;
    hs_err err = HS_OK;
    for (uint32_t steps = 25000; steps <= HS_BALANCE_STEPS_MAX; steps *= 2) {
        double start = seconds();
        o->balance_iterations = b.steps = steps;
        if ((err = hs_board_make_with(o, board, progress, &b, run->cancel, diag)))
            break;
        double now = seconds();
        if (now > deadline && done_steps)
            break;
        *done = *board;
        done_steps = steps;
        if (now + 2.2 * (now - start) > deadline) /* the next run, twice as long, would not fit */
            break;
    }
    if (!err) {
        *board = *done;
        o->balance_iterations = board->options.balance_iterations = done_steps;
    }
    free(done);
    return err;
}

/* Tells `text` aside under `what`, when the caller listens. */
static void aside(const hs_run_options *o, const char *what, const char *text)
{
    if (o->aside)
        o->aside(o->aside_ctx, what, text);
}

hs_err hs_request_board(const hs_request *r, const hs_run_options *o, hs_board *board, hs_score *score, hs_diag *diag)
{
    static const hs_run_options plain = {0};
    o = o ? o : &plain;
    hs_catan_options opt;
    hs_err err = hs_board_options_read(r, &opt, diag);
    if (err)
        return err;
    bool explain = hs_request_value(r, "explain").integer != 0;
    if (explain && strcmp(r->format->name, "text") != 0 && !o->aside)
        return hs_fail(diag, HS_EINVAL, "explain goes with the text format here: drop it or ask for text");
    const hs_param *budget = hs_generator_param(r->generator, "budget-ms", NULL);
    if ((err = make_within(&opt, budget ? hs_request_value(r, "budget-ms").integer : 0, o, board, diag)))
        return err;
    if (explain) { /* scored before anything is written: a board the metric does not take is refused */
        hs_score_options so = hs_score_default();
        so.metric = (hs_metric)hs_request_value(r, "metric").integer;
        so.harbors = hs_request_value(r, "harbors").integer != 0;
        if ((err = hs_score_board(board, &so, score, diag)))
            return err;
    }
    hs_code code;
    if (!shows_code(r->format->name) && hs_code_encode(&board->options, &code, NULL) == HS_OK)
        aside(o, "code", code.text);
    if (explain && strcmp(r->format->name, "text") != 0 && o->aside) {
        hs_buf text = {0};
        err = hs_render_explain(board, score, hs_sink_buf(&text));
        if (!err)
            aside(o, "explanation", text.data);
        hs_buf_free(&text);
    }
    return err;
}

static bool explained(const made *m)
{
    return hs_request_value(m->request, "explain").integer != 0;
}

static hs_err board_make(made *m)
{
    return hs_request_board(m->request, m->run, &m->u.board.board, &m->u.board.score, m->diag);
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

hs_err hs_request_write_board(const hs_request *r, const hs_run_options *o, const hs_board *board, const hs_score *score,
                              hs_sink out, hs_diag *diag)
{
    static const hs_run_options plain = {0};
    if (r->format->flags & HS_FORMAT_CAIRO)
        return hs_fail(diag, HS_EINVAL, "%s is drawn by cairo, which this build leaves out", r->format->name);
    for (size_t k = 0; k < sizeof board_outputs / sizeof board_outputs[0]; k++) {
        if (strcmp(board_outputs[k].format, r->format->name) != 0)
            continue;
        made *m = calloc(1, sizeof *m);
        if (!m)
            return HS_ENOMEM;
        *m = (made){.request = r, .run = o ? o : &plain, .diag = diag};
        m->u.board.board = *board;
        if (score)
            m->u.board.score = *score;
        hs_err err = board_outputs[k].render(m, out);
        free(m);
        return err;
    }
    return hs_fail(diag, HS_EINVAL, "%s is not a format of a board", r->format->name);
}

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

/* ---- Balance scores of board lines -------------------------------------------------------------- */

typedef struct scoring {
    hs_err (*render)(const char *line, const hs_score *score, hs_sink out);
    hs_sink out;
} scoring;

static hs_err score_one(void *ctx, const char *line, const hs_score *score)
{
    const scoring *s = ctx;
    return s->render(line, score, s->out);
}

/* Every line scored and written as it comes (its check scored them all before: a bad line is
 * refused before anything is written). */
static hs_err score_lines(const made *m, hs_sink out, hs_err (*render)(const char *, const hs_score *, hs_sink))
{
    scoring s = {render, out};
    return hs_score_request_each(m->request, score_one, &s, NULL, m->diag);
}

static hs_err score_make(made *m)
{
    (void)m;
    return HS_OK;
}

static hs_err score_text(const made *m, hs_sink out)
{
    return score_lines(m, out, hs_render_score_text);
}

static hs_err score_json(const made *m, hs_sink out)
{
    return score_lines(m, out, hs_render_score_json);
}

static hs_err score_line(const made *m, hs_sink out)
{
    return score_lines(m, out, hs_render_score_line);
}

static const output score_outputs[] = {{"text", score_text}, {"json", score_json}, {"line", score_line}};

/* ---- Games played by bots: seat fairness and opening advice ------------------------------------ */

typedef struct games {
    hs_board board;
    hs_code code;
    hs_sim_options options;
    hs_sim_result result;
    hs_sim_result *per_style;               /* fairness: each style alone (no games unless every seat is mixed) */
    hs_sim_openings seats[HS_SIM_MAX_PLAYERS];
    int players;
} games;

static void games_progress(void *ctx, uint32_t done, uint32_t total)
{
    const hs_run_options *run = ctx;
    run->progress(run->progress_ctx, done, total);
}

/* The board of the code, then its games: the seat verdict's plan (the run, and each style alone
 * when every seat is mixed), or each seat's best spots. */
static hs_err games_make(made *m)
{
    games *g = m->u.games = calloc(1, sizeof *g);
    if (!g)
        return HS_ENOMEM;
    const hs_request *r = m->request;
    hs_catan_options opt;
    hs_err err = hs_sim_options_read(r, &g->options, m->diag); /* the code read and checked first */
    if (!err)
        err = hs_code_decode(hs_request_value(r, "code").text, &opt, m->diag);
    if (!err)
        err = hs_board_make_cancel(&opt, &g->board, m->run->cancel, m->diag);
    if (!err)
        err = hs_code_encode(&g->board.options, &g->code, m->diag); /* the code's canonical spelling */
    if (err)
        return err;
    hs_sim_options *o = &g->options;
    o->cancel = m->run->cancel;
    o->progress = m->run->progress ? games_progress : NULL;
    o->progress_ctx = (void *)m->run;
    if (m->run->threads)
        o->threads = m->run->threads;
    if (strcmp(r->generator->name, "openings") == 0) {
        g->players = o->players ? o->players : g->board.options.mode == HS_MODE_5_6 ? 6 : 4;
        return hs_sim_openings_of(&g->board, o, (int)hs_request_value(r, "candidates").integer, g->seats, m->diag);
    }
    if (!(g->per_style = calloc(HS_SIM_MAX_STYLES, sizeof *g->per_style)))
        return HS_ENOMEM;
    return hs_sim_fairness(&g->board, o, &g->result, g->per_style, m->diag);
}

static void games_release(made *m)
{
    if (m->u.games)
        free(m->u.games->per_style);
    free(m->u.games);
}

static hs_err fairness_text(const made *m, hs_sink out)
{
    const games *g = m->u.games;
    return hs_render_fairness_styles_text(g->code.text, &g->board, &g->options, &g->result, g->per_style, out);
}

static hs_err fairness_json(const made *m, hs_sink out)
{
    const games *g = m->u.games;
    return hs_render_fairness_styles_json(g->code.text, &g->board, &g->options, &g->result, g->per_style, out);
}

static hs_err openings_text(const made *m, hs_sink out)
{
    const games *g = m->u.games;
    return hs_render_openings_text(g->code.text, &g->board, &g->options, g->players, g->seats, out);
}

static hs_err openings_json(const made *m, hs_sink out)
{
    const games *g = m->u.games;
    return hs_render_openings_json(g->code.text, &g->board, &g->options, g->players, g->seats, out);
}

static hs_err openings_svg(const made *m, hs_sink out)
{
    const games *g = m->u.games;
    return hs_render_openings_svg(&g->board, g->players, g->seats, out);
}

static const output fairness_outputs[] = {{"text", fairness_text}, {"json", fairness_json}};
static const output openings_outputs[] = {{"text", openings_text}, {"json", openings_json}, {"svg", openings_svg}};

/* ---- Tournament kits ---------------------------------------------------------------------------- */

static hs_err event_make(made *m)
{
    hs_event_options o;
    hs_err err = hs_event_options_read(m->request, &o, m->diag);
    if (err)
        return err;
    if (!(m->u.event = malloc(sizeof *m->u.event)))
        return HS_ENOMEM;
    return hs_event_make(&o, m->run->cancel, m->u.event, m->diag);
}

static void event_release(made *m)
{
    free(m->u.event);
}

static hs_err event_text(const made *m, hs_sink out)
{
    return hs_render_event_text(m->u.event, out);
}

static hs_err event_json(const made *m, hs_sink out)
{
    return hs_render_event_json(m->u.event, out);
}

static const output event_outputs[] = {{"text", event_text}, {"json", event_json}};

/* ---- The table ----------------------------------------------------------------------------------- */

#define OUTPUTS(a) a, (int)(sizeof(a) / sizeof((a)[0]))

static const maker makers[] = {
    {"catan", board_make, NULL, OUTPUTS(board_outputs)},
    {"seafarers", board_make, NULL, OUTPUTS(board_outputs)},
    {"board", board_make, NULL, OUTPUTS(board_outputs)},
    {"empire", empire_make, empire_release, OUTPUTS(empire_outputs)},
    {"terrain", terrain_make, terrain_release, OUTPUTS(terrain_outputs)},
    {"house-rules", house_make, NULL, OUTPUTS(house_outputs)},
    {"landmass", landmass_make, landmass_release, OUTPUTS(landmass_outputs)},
    {"score", score_make, NULL, OUTPUTS(score_outputs)},
    {"fairness", games_make, games_release, OUTPUTS(fairness_outputs)},
    {"openings", games_make, games_release, OUTPUTS(openings_outputs)},
    {"event", event_make, event_release, OUTPUTS(event_outputs)},
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
    /* a table entry without its maker here: tests/test_generators.c walks every format to say so */
    return hs_fail(diag, HS_EINVAL, "the run has no maker of %s in %s", r->generator->name, format->name);
}
