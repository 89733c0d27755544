/* SPDX-License-Identifier: MIT */
/* fairness.c: seat fairness (a run of the game engine) as text and JSON, and its verdict in
 * words; the figures' small helpers (figures.h). */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hexseed/render.h"
#include "figures.h"
#include "jdoc.h"

/* 12345 as "12,345". */
void fig_thousands(uint64_t n, char *buf, size_t cap)
{
    char digits[32];
    int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n);
    size_t o = 0;
    for (int i = 0; i < len && o + 2 < cap; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            buf[o++] = ',';
        buf[o++] = digits[i];
    }
    buf[o] = '\0';
}

void hs_fairness_verdict(const hs_sim_result *r, char *buf, size_t cap)
{
    hs_sim_seats s;
    hs_sim_seats_of(r, &s);
    char games[32];
    fig_thousands(r->games, games, sizeof games);
    if (r->games == 0) {
        snprintf(buf, cap, "no games were played");
        return;
    }
    if (!s.favoured) {
        snprintf(buf, cap, "no seat is detectably favoured in %s games (spread %.1f%%, 95%% CI %.1f%% to %.1f%%)", games,
                 100 * s.spread, 100 * s.spread_lo, 100 * s.spread_hi);
        return;
    }
    double equal = (double)(r->games - r->unfinished) / r->games / r->players;
    int b = s.best, w = s.worst;
    snprintf(buf, cap,
             "seat %d is favoured: it wins %.1f%% \xC2\xB1 %.1f%% of %s games, seat %d %.1f%% \xC2\xB1 %.1f%% "
             "(%.1f%% each if the seats were equal)",
             b + 1, 100 * s.win_rate[b], 100 * (s.ci_hi[b] - s.ci_lo[b]) / 2, games, w + 1, 100 * s.win_rate[w],
             100 * (s.ci_hi[w] - s.ci_lo[w]) / 2, 100 * equal);
}

void hs_fairness_verdict_styles(const hs_sim_result *mix, const hs_sim_result *per_style, char *buf, size_t cap)
{
    if (!per_style || mix->games == 0) {
        hs_fairness_verdict(mix, buf, cap);
        return;
    }
    hs_sim_seats m;
    hs_sim_seats_of(mix, &m);
    hs_sim_robust rb;
    hs_sim_robust_of(mix, per_style, &rb);
    char games[32];
    fig_thousands(mix->games, games, sizeof games);
    int b = rb.seat;
    double equal = (double)(mix->games - mix->unfinished) / mix->games / mix->players;
    if (rb.favoured) {
        snprintf(buf, cap,
                 "seat %d is favoured: it wins %.1f%% \xC2\xB1 %.1f%% of %s games among players of every style "
                 "(%.1f%% each if the seats were equal), and it is ahead for each style alone",
                 b + 1, 100 * m.win_rate[b], 100 * (m.ci_hi[b] - m.ci_lo[b]) / 2, games, 100 * equal);
        return;
    }
    if (rb.depends) {
        const hs_sim_result *r = &per_style[rb.against];
        hs_sim_seats s;
        hs_sim_seats_of(r, &s);
        snprintf(buf, cap,
                 "the seat effect depends on how people play: among players of every style seat %d wins %.1f%% of "
                 "%s games (%.1f%% if the seats were equal), but when everyone plays %s it wins %.1f%%",
                 b + 1, 100 * m.win_rate[b], games, 100 * equal, hs_bot_name((hs_bot)rb.against),
                 100 * s.win_rate[b]);
        return;
    }
    int n = snprintf(buf, cap,
                     "no seat is detectably favoured among players of every style in %s games (spread %.1f%%, 95%% "
                     "CI %.1f%% to %.1f%%)",
                     games, 100 * m.spread, 100 * m.spread_lo, 100 * m.spread_hi);
    /* Seat effects of single styles that the mix averages away are worth saying. */
    int listed = 0;
    for (int st = 0; st < HS_SIM_MAX_STYLES && n > 0 && (size_t)n < cap && listed < 3; st++) {
        const hs_sim_result *r = &per_style[st];
        if (r->games == 0)
            continue;
        hs_sim_seats s;
        hs_sim_seats_of(r, &s);
        if (!s.favoured)
            continue;
        n += snprintf(buf + n, cap - (size_t)n, "%s%s players win most from seat %d (%.1f%%)",
                      listed ? ", " : "; but for one style alone the seat matters: ", hs_bot_name((hs_bot)st),
                      s.best + 1, 100 * s.win_rate[s.best]);
        listed++;
    }
}

const char *fig_one_bot(const hs_sim_options *o, int players)
{
    for (int i = 1; i < players; i++)
        if (o->bots[i] != o->bots[0])
            return "mixed";
    return hs_bot_name((hs_bot)o->bots[0]);
}

json_t *fig_pair(double a, double b)
{
    return json_pack("[f, f]", a, b);
}

/* hs_sim_spot_gap of the board into *gap; the error of hs_sim_spot_values (HS_ENOMEM: the
 * board was played, so the engine takes it), which the figures must not hide behind a 0. */
static hs_err spot_gap(const hs_board *board, int players, double *gap)
{
    double values[HS_SIM_MAX_SPOTS];
    int n = 0;
    hs_err err = hs_sim_spot_values(board, values, &n, NULL);
    *gap = err ? 0 : hs_sim_spot_gap(values, n, players);
    return err;
}

/* What the text and the JSON of a run both say: the board's spot gap, each seat's figures and
 * the verdict in words. */
typedef struct run_figures {
    double gap;
    hs_sim_seats seats;
    char verdict[512];
} run_figures;

/* One way to write a run's figures: the text or the JSON. */
typedef hs_err (*figures_face)(const char *code, const hs_sim_options *o, const hs_sim_result *r,
                               const hs_sim_result *per_style, const run_figures *f, hs_sink out);

/* The figures of run `r` (and of each style alone, `per_style`, may be NULL) on `board`, written
 * by `face`; fails as spot_gap does, else as the face does. */
static hs_err write_figures(figures_face face, const char *code, const hs_board *board, const hs_sim_options *o,
                            const hs_sim_result *r, const hs_sim_result *per_style, hs_sink out)
{
    run_figures f;
    hs_err err = spot_gap(board, r->players, &f.gap);
    if (err)
        return err;
    hs_sim_seats_of(r, &f.seats);
    hs_fairness_verdict_styles(r, per_style, f.verdict, sizeof f.verdict);
    return face(code, o, r, per_style, &f, out);
}

/* How the seats' games were won, per seat and style played: [{"seat","style","games","wins",
 * "longest_road","largest_army","vp_cards","mean_cities"},...] (styles a seat never played left out). */
static json_t *win_types(const hs_sim_result *r, jdoc *d)
{
    json_t *list = json_array();
    for (int i = 0; i < r->players; i++)
        for (int st = 0; st < HS_SIM_MAX_STYLES; st++) {
            if (r->style_games[i][st] == 0)
                continue;
            uint32_t w = r->style_wins[i][st];
            jdoc_add(d, list,
                     json_pack("{s:i, s:s, s:I, s:I, s:I, s:I, s:I, s:f}", "seat", i + 1, "style",
                               hs_bot_name((hs_bot)st), "games", (json_int_t)r->style_games[i][st], "wins",
                               (json_int_t)w, "longest_road", (json_int_t)r->won_with[i][st][0], "largest_army",
                               (json_int_t)r->won_with[i][st][1], "vp_cards", (json_int_t)r->won_with[i][st][2],
                               "mean_cities", w ? (double)r->win_cities[i][st] / w : 0.0));
        }
    return list;
}

/* Each style alone: [{"style","games","win_rates":[...],"spread","favoured"},...]. */
static json_t *styles_json(const hs_sim_result *per_style, jdoc *d)
{
    json_t *list = json_array();
    for (int st = 0; st < HS_SIM_MAX_STYLES; st++) {
        const hs_sim_result *r = &per_style[st];
        if (r->games == 0)
            continue;
        hs_sim_seats s;
        hs_sim_seats_of(r, &s);
        json_t *rates = json_array();
        for (int i = 0; i < r->players; i++)
            jdoc_add(d, rates, json_real(s.win_rate[i]));
        jdoc_add(d, list, json_pack("{s:s, s:I, s:o, s:f, s:b}", "style", hs_bot_name((hs_bot)st), "games",
                                    (json_int_t)r->games, "win_rates", rates, "spread", s.spread,
                                    "favoured", (int)s.favoured));
    }
    return list;
}

static hs_err figures_json(const char *code, const hs_sim_options *o, const hs_sim_result *r,
                           const hs_sim_result *per_style, const run_figures *f, hs_sink out)
{
    const hs_sim_seats *s = &f->seats;
    jdoc doc = {false}, *d = &doc;
    json_t *bots = json_array(), *seats = json_array();
    for (int i = 0; i < r->players; i++) {
        jdoc_add(d, bots, json_string(hs_bot_name((hs_bot)o->bots[i])));
        jdoc_add(d, seats, json_pack("{s:i, s:I, s:f, s:o, s:f}", "seat", i + 1, "wins",
                                     (json_int_t)r->wins[i], "win_rate", s->win_rate[i], "ci",
                                     fig_pair(s->ci_lo[i], s->ci_hi[i]), "mean_points", s->mean_points[i]));
    }
    bool favoured = s->favoured;
    if (per_style) {
        hs_sim_robust rb;
        hs_sim_robust_of(r, per_style, &rb);
        favoured = rb.favoured;
    }
    json_t *root = json_pack(
        "{s:s, s:I, s:s, s:o, s:I, s:i, s:f, s:o, s:I, s:f, s:o, s:f, s:f, s:f, s:b, s:s}", "code", code, "games",
        (json_int_t)r->games, "bot", fig_one_bot(o, r->players), "bots", bots, "seed", (json_int_t)o->seed, "players",
        r->players, "temperature", o->temperature, "seats", seats, "unfinished", (json_int_t)r->unfinished, "spread",
        s->spread, "spread_ci", fig_pair(s->spread_lo, s->spread_hi), "mean_turns", s->mean_turns, "mean_actions",
        r->games ? (double)r->actions / r->games : 0.0, "spot_gap", f->gap, "favoured",
        (int)favoured, "verdict", f->verdict);
    jdoc_set(d, root, "trading", json_boolean(hs_sim_trading(o)));
    jdoc_set(d, root, "trades_per_game", json_real(r->games ? (double)r->trades / r->games : 0.0));
    jdoc_set(d, root, "win_types", win_types(r, d));
    if (per_style) {
        hs_sim_robust rb;
        hs_sim_robust_of(r, per_style, &rb);
        jdoc_set(d, root, "styles", styles_json(per_style, d));
        jdoc_set(d, root, "robust",
                 json_pack("{s:b, s:b, s:i, s:o}", "favoured", (int)rb.favoured, "depends", (int)rb.depends,
                           "seat", rb.seat + 1, "against",
                           rb.against < 0 ? json_null() : json_string(hs_bot_name((hs_bot)rb.against))));
    }
    return jdoc_write(d, root, JSON_COMPACT | JSON_REAL_PRECISION(6), out);
}

hs_err hs_render_fairness_json(const char *code, const hs_board *board, const hs_sim_options *o,
                               const hs_sim_result *r, hs_sink out)
{
    return hs_render_fairness_styles_json(code, board, o, r, NULL, out);
}

hs_err hs_render_fairness_styles_json(const char *code, const hs_board *board, const hs_sim_options *o,
                                      const hs_sim_result *r, const hs_sim_result *per_style, hs_sink out)
{
    return write_figures(figures_json, code, board, o, r, per_style, out);
}

/* Per style: each seat's win rate alone, and how that style's players won under the run. */
static hs_err styles_text(const hs_sim_result *r, const hs_sim_result *per_style, hs_sink out)
{
    hs_err err = HS_OK;
    if (per_style) {
        err = hs_sink_printf(out, "\n  everyone playing one style (same games):\n    style   ");
        for (int i = 0; i < r->players && !err; i++)
            err = hs_sink_printf(out, "  seat %d", i + 1);
        if (!err)
            err = hs_sink_printf(out, "  spread\n");
        for (int st = 0; st < HS_SIM_MAX_STYLES && !err; st++) {
            const hs_sim_result *p = &per_style[st];
            if (p->games == 0)
                continue;
            hs_sim_seats s;
            hs_sim_seats_of(p, &s);
            err = hs_sink_printf(out, "    %-8s", hs_bot_name((hs_bot)st));
            for (int i = 0; i < p->players && !err; i++)
                err = hs_sink_printf(out, "  %5.1f%%", 100 * s.win_rate[i]);
            if (!err)
                err = hs_sink_printf(out, "  %5.1f%%\n", 100 * s.spread);
        }
    }
    /* How the games were won, per style played (all seats together). */
    uint64_t games[HS_SIM_MAX_STYLES] = {0}, wins[HS_SIM_MAX_STYLES] = {0}, with[HS_SIM_MAX_STYLES][HS_WON_KINDS] = {{0}},
             cities[HS_SIM_MAX_STYLES] = {0};
    for (int i = 0; i < r->players; i++)
        for (int st = 0; st < HS_SIM_MAX_STYLES; st++) {
            games[st] += r->style_games[i][st];
            wins[st] += r->style_wins[i][st];
            cities[st] += r->win_cities[i][st];
            for (int k = 0; k < HS_WON_KINDS; k++)
                with[st][k] += r->won_with[i][st][k];
        }
    if (!err)
        err = hs_sink_printf(out, "\n  how the games were won (by the style the winner played):\n"
                                  "    style      seats played  win rate  longest road  largest army  VP cards  cities\n");
    for (int st = 0; st < HS_SIM_MAX_STYLES && !err; st++) {
        if (games[st] == 0)
            continue;
        double w = wins[st] ? (double)wins[st] : 1;
        err = hs_sink_printf(out, "    %-8s %14llu  %7.1f%%  %11.1f%%  %11.1f%%  %7.1f%%  %6.2f\n", hs_bot_name((hs_bot)st),
                             (unsigned long long)games[st], 100.0 * wins[st] / games[st], 100 * with[st][0] / w,
                             100 * with[st][1] / w, 100 * with[st][2] / w, cities[st] / w);
    }
    if (!err && r->trades > 0)
        err = hs_sink_printf(out, "    trades between players: %.1f a game\n", (double)r->trades / r->games);
    return err;
}

static hs_err figures_text(const char *code, const hs_sim_options *o, const hs_sim_result *r,
                           const hs_sim_result *per_style, const run_figures *f, hs_sink out)
{
    const hs_sim_seats *s = &f->seats;
    char games[32];
    fig_thousands(r->games, games, sizeof games);
    const char *bot = fig_one_bot(o, r->players);
    hs_err err = hs_sink_printf(out, "board %s: %d players, %s bots, %s games, seed %u\n\n", code, r->players,
                                bot, games, (unsigned)o->seed);
    if (!err)
        err = hs_sink_printf(out, "  seat  bot      wins  win rate   95%% CI            mean points\n");
    for (int i = 0; i < r->players && !err; i++)
        err = hs_sink_printf(out, "  %4d  %-6s %6u  %7.1f%%   %5.1f%% - %5.1f%%  %11.2f\n", i + 1,
                             hs_bot_name((hs_bot)o->bots[i]), (unsigned)r->wins[i], 100 * s->win_rate[i],
                             100 * s->ci_lo[i], 100 * s->ci_hi[i], s->mean_points[i]);
    if (!err)
        err = hs_sink_printf(out,
                             "\n  unfinished (turn limit): %u\n  mean game: %.1f turns, %.0f actions\n"
                             "  spread (highest - lowest win rate): %.1f%%, 95%% CI %.1f%% - %.1f%%\n"
                             "  best spot's lead over the %dth best: %.1f weighted pips\n\n  %s\n",
                             (unsigned)r->unfinished, s->mean_turns, r->games ? (double)r->actions / r->games : 0.0,
                             100 * s->spread, 100 * s->spread_lo, 100 * s->spread_hi, r->players + 1,
                             f->gap, f->verdict);
    if (!err)
        err = styles_text(r, per_style, out);
    return err;
}

hs_err hs_render_fairness_text(const char *code, const hs_board *board, const hs_sim_options *o,
                               const hs_sim_result *r, hs_sink out)
{
    return hs_render_fairness_styles_text(code, board, o, r, NULL, out);
}

hs_err hs_render_fairness_styles_text(const char *code, const hs_board *board, const hs_sim_options *o,
                                      const hs_sim_result *r, const hs_sim_result *per_style, hs_sink out)
{
    return write_figures(figures_text, code, board, o, r, per_style, out);
}
