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

/* The favoured seats of v in seat order (several are named only when none is shown ahead of
 * the others, so their order by rate says nothing), into seats[]; their count. */
static int seats_in_order(const hs_sim_verdict *v, int seats[HS_SIM_MAX_PLAYERS])
{
    int n = 0;
    for (int i = 0; i < v->players; i++)
        for (int k = 0; k < v->n_favoured; k++)
            if (v->favoured[k] == i)
                seats[n++] = i;
    return n;
}

/* "seat 3", "seats 3 and 4", "seats 2, 3 and 4" for the favoured seats of v. */
static void seat_list(const hs_sim_verdict *v, char *buf, size_t cap)
{
    int seats[HS_SIM_MAX_PLAYERS], n = seats_in_order(v, seats);
    size_t o = (size_t)snprintf(buf, cap, "seat%s", n > 1 ? "s" : "");
    for (int k = 0; k < n && o < cap; k++)
        o += (size_t)snprintf(buf + o, cap - o, "%s%d", k == 0 ? " " : k == n - 1 ? " and " : ", ", seats[k] + 1);
}

/* The verdict's sentence: `r` the run the verdict is on, `per_style` each style alone (or NULL). */
static void verdict_words(const hs_sim_verdict *v, const hs_sim_result *r, const hs_sim_result *per_style,
                          char *buf, size_t cap)
{
    char games[32], seats[64];
    fig_thousands(r->games, games, sizeof games);
    seat_list(v, seats, sizeof seats);
    bool mixed = false;
    for (int st = 0; per_style && st < HS_SIM_MAX_STYLES; st++)
        mixed |= per_style[st].games > 0;
    const char *who = mixed ? ", players of every style" : "";
    double even = 100 * v->even, margin = 100 * v->margin;
    int b = v->n_favoured ? v->favoured[0] : 0;
    if (r->games == r->skipped) {
        snprintf(buf, cap, "no games were played");
    } else if (v->kind == HS_SEATS_FAVOURED && v->n_favoured == 1) {
        snprintf(buf, cap,
                 "seat %d is favoured: it wins %.1f%% of games (at least %.1f%%, 95%% bound) against %.1f%% for "
                 "an even seat, and more than any other seat (%s games%s)",
                 b + 1, 100 * r->wins[b] / (double)(r->games - r->skipped), 100 * v->lo[b], even, games, who);
    } else if (v->kind == HS_SEATS_FAVOURED) {
        int in_order[HS_SIM_MAX_PLAYERS], n = seats_in_order(v, in_order);
        int o = snprintf(buf, cap, "%s are favoured: they win", seats);
        for (int k = 0; k < n && o > 0 && (size_t)o < cap; k++)
            o += snprintf(buf + o, cap - (size_t)o, "%s%.1f%%", k == 0 ? " " : k == n - 1 ? " and " : ", ",
                          100 * r->wins[in_order[k]] / (double)(r->games - r->skipped));
        if (o > 0 && (size_t)o < cap)
            snprintf(buf + o, cap - (size_t)o,
                     " of games against %.1f%% for an even seat (each more than %.1f points over it, 95%% bounds), "
                     "and none is shown ahead of the other%s (%s games%s)",
                     even, margin, v->n_favoured > 2 ? "s" : "", games, who);
    } else if (v->kind == HS_SEATS_DEPENDS) {
        const hs_sim_result *s = &per_style[v->against];
        double rate = 100 * s->wins[b] / (double)(s->games - s->skipped), habit = 100 * v->habit[v->against][b];
        const char *style = hs_bot_name((hs_bot)v->against);
        snprintf(buf, cap,
                 "the seat effect depends on how people play: among players of every style seat %d wins %.1f%% of "
                 "games (at least %.1f%%) against %.1f%% for an even seat, but when everyone plays %s it wins %.1f%%, "
                 "%.1f points under what %s players usually win from seat %d (%.1f%%)",
                 b + 1, 100 * r->wins[b] / (double)(r->games - r->skipped), 100 * v->lo[b], even, style, rate,
                 habit - rate, style, b + 1, habit);
    } else {
        int hi = 0, lo = 0;
        for (int i = 1; i < v->players; i++) {
            hi = v->hi[i] > v->hi[hi] ? i : hi;
            lo = v->lo[i] < v->lo[lo] ? i : lo;
        }
        if (v->settled)
            snprintf(buf, cap,
                     "no seat is favoured: every seat wins between %.1f%% and %.1f%% of games (95%% bounds), within "
                     "%.1f points of an even seat's %.1f%% (%s games%s)",
                     100 * v->lo[lo], 100 * v->hi[hi], margin, even, games, who);
        else
            snprintf(buf, cap,
                     "no seat is shown to be favoured in %s games%s: the best, seat %d, wins %.1f%% (95%% bounds "
                     "%.1f%% to %.1f%%); favoured takes more than %.1f points over an even seat's %.1f%%",
                     games, who, hi + 1, 100 * r->wins[hi] / (double)(r->games - r->skipped), 100 * v->lo[hi],
                     100 * v->hi[hi], margin, even);
    }
}

void hs_fairness_verdict(const hs_sim_result *r, char *buf, size_t cap)
{
    hs_fairness_verdict_styles(r, NULL, buf, cap);
}

void hs_fairness_verdict_styles(const hs_sim_result *mix, const hs_sim_result *per_style, char *buf, size_t cap)
{
    hs_sim_verdict v;
    hs_sim_verdict_of(mix, per_style, &v);
    verdict_words(&v, mix, per_style, buf, cap);
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
    hs_sim_verdict v;
    char verdict[640];
} run_figures;

/* One way to write a run's figures: the text or the JSON. */
typedef hs_err (*figures_face)(const char *code, const hs_sim_options *o, const hs_sim_result *r,
                               const hs_sim_result *per_style, const run_figures *f, hs_sink out);

/* The figures of run `r` (and of each style alone, `per_style`, may be NULL) on `board`, written
 * by `face`; fails as spot_gap does, else as the face does. */
static hs_err write_figures(figures_face face, const char *code, const hs_board *board, const hs_sim_options *o,
                            const hs_sim_result *r, const hs_sim_result *per_style, hs_sink out)
{
    bool styles = false; /* entries with no games (a plan that played no style) are no styles */
    for (int st = 0; per_style && st < HS_SIM_MAX_STYLES; st++)
        styles |= per_style[st].games > 0;
    if (!styles)
        per_style = NULL;
    run_figures f;
    hs_err err = spot_gap(board, r->players, &f.gap);
    if (err)
        return err;
    hs_sim_seats_of(r, &f.seats);
    hs_sim_verdict_of(r, per_style, &f.v);
    verdict_words(&f.v, r, per_style, f.verdict, sizeof f.verdict);
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

/* Each style alone: [{"style","games","win_rates":[...],"habit":[...],"adjusted":[...],"spread"},...]. */
static json_t *styles_json(const hs_sim_result *per_style, const hs_sim_verdict *v, jdoc *d)
{
    json_t *list = json_array();
    for (int st = 0; st < HS_SIM_MAX_STYLES; st++) {
        const hs_sim_result *r = &per_style[st];
        if (r->games == 0)
            continue;
        hs_sim_seats s;
        hs_sim_seats_of(r, &s);
        json_t *rates = json_array(), *habit = json_array(), *adjusted = json_array();
        for (int i = 0; i < r->players; i++) {
            jdoc_add(d, rates, json_real(s.win_rate[i]));
            jdoc_add(d, habit, json_real(v->habit[st][i]));
            jdoc_add(d, adjusted, json_real(v->adjusted[st][i]));
        }
        jdoc_add(d, list, json_pack("{s:s, s:I, s:o, s:o, s:o, s:f}", "style", hs_bot_name((hs_bot)st), "games",
                                    (json_int_t)r->games, "win_rates", rates, "habit", habit, "adjusted", adjusted,
                                    "spread", s.spread));
    }
    return list;
}

static const char *const kind_names[] = {[HS_SEATS_EVEN] = "none", [HS_SEATS_FAVOURED] = "favoured",
                                         [HS_SEATS_DEPENDS] = "depends"};

/* The verdict: {"class","seats":[...],"seat","against","settled","margin","z","veto_margin","style_z"};
 * "seat" the first named seat or null, "against" the vetoing style or null. */
static json_t *verdict_json(const hs_sim_verdict *v, jdoc *d)
{
    json_t *seats = json_array();
    for (int k = 0; k < v->n_favoured; k++)
        jdoc_add(d, seats, json_integer(v->favoured[k] + 1));
    return json_pack("{s:s, s:o, s:o, s:o, s:b, s:b, s:b, s:f, s:f, s:f, s:f, s:f}", "class", kind_names[v->kind],
                     "seats", seats, "seat", v->n_favoured ? json_integer(v->favoured[0] + 1) : json_null(),
                     "against", v->against < 0 ? json_null() : json_string(hs_bot_name((hs_bot)v->against)),
                     "favoured", (int)(v->kind == HS_SEATS_FAVOURED), "depends", (int)(v->kind == HS_SEATS_DEPENDS),
                     "settled", (int)v->settled, "even", v->even, "margin", v->margin, "z", v->z, "veto_margin",
                     v->veto_margin, "style_z", v->style_z);
}

static hs_err figures_json(const char *code, const hs_sim_options *o, const hs_sim_result *r,
                           const hs_sim_result *per_style, const run_figures *f, hs_sink out)
{
    const hs_sim_seats *s = &f->seats;
    const hs_sim_verdict *v = &f->v;
    jdoc doc = {false}, *d = &doc;
    json_t *bots = json_array(), *seats = json_array();
    for (int i = 0; i < r->players; i++) {
        jdoc_add(d, bots, json_string(hs_bot_name((hs_bot)o->bots[i])));
        jdoc_add(d, seats,
                 json_pack("{s:i, s:I, s:f, s:o, s:o, s:f, s:f, s:f, s:f}", "seat", i + 1, "wins",
                           (json_int_t)r->wins[i], "win_rate", s->win_rate[i], "ci", fig_pair(s->ci_lo[i], s->ci_hi[i]),
                           "bounds", fig_pair(v->lo[i], v->hi[i]), "best_opening", v->best_opening[i], "draft",
                           v->draft[i], "play", v->play[i], "mean_points", s->mean_points[i]));
    }
    json_t *root = json_pack(
        "{s:s, s:I, s:I, s:s, s:o, s:I, s:i, s:f, s:o, s:I, s:f, s:o, s:f, s:f, s:f, s:f, s:b, s:s}", "code", code,
        "games", (json_int_t)r->games, "cap", (json_int_t)o->games, "bot", fig_one_bot(o, r->players), "bots", bots,
        "seed", (json_int_t)o->seed, "players", r->players, "temperature", o->temperature, "seats", seats,
        "unfinished", (json_int_t)r->unfinished, "spread", s->spread, "spread_ci", fig_pair(s->spread_lo, s->spread_hi),
        "mean_turns", s->mean_turns, "mean_actions", r->games ? (double)r->actions / r->games : 0.0, "spot_gap", f->gap,
        "best_opening_wins", v->best_opening_wins, "favoured", (int)(v->kind == HS_SEATS_FAVOURED), "verdict",
        f->verdict);
    jdoc_set(d, root, "trading", json_boolean(hs_sim_trading(o)));
    jdoc_set(d, root, "trades_per_game", json_real(r->games ? (double)r->trades / r->games : 0.0));
    jdoc_set(d, root, "win_types", win_types(r, d));
    jdoc_set(d, root, "robust", verdict_json(v, d));
    if (per_style)
        jdoc_set(d, root, "styles", styles_json(per_style, v, d));
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

/* Per style: each seat's win rate alone, less the style's own seat habit, and how that style's
 * players won under the run. */
static hs_err styles_text(const hs_sim_result *r, const hs_sim_result *per_style, const hs_sim_verdict *v,
                          hs_sink out)
{
    hs_err err = HS_OK;
    bool heading = false;
    for (int st = 0; per_style && st < HS_SIM_MAX_STYLES && !err; st++) {
        const hs_sim_result *p = &per_style[st];
        if (p->games == 0)
            continue;
        if (!heading) {
            heading = true;
            char games[32];
            fig_thousands(p->games, games, sizeof games);
            err = hs_sink_printf(out, "\n  everyone playing one style (%s games or more each), its own seat habit "
                                      "taken away:\n    style   ", games);
            for (int i = 0; i < r->players && !err; i++)
                err = hs_sink_printf(out, "   seat %d", i + 1);
            if (!err)
                err = hs_sink_printf(out, "   games\n");
        }
        for (int row = 0; row < 2 && !err; row++) {
            err = hs_sink_printf(out, row ? "    %-8s" : "    %-8s", row ? "  habit" : hs_bot_name((hs_bot)st));
            for (int i = 0; i < p->players && !err; i++)
                err = hs_sink_printf(out, "  %+6.1f", 100 * (row ? v->habit[st][i] - v->even : v->adjusted[st][i] - v->even));
            if (!err && row == 0)
                err = hs_sink_printf(out, "  %6u\n", (unsigned)p->games);
            else if (!err)
                err = hs_sink_printf(out, "\n");
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
    const hs_sim_verdict *v = &f->v;
    char games[32], cap[32];
    fig_thousands(r->games, games, sizeof games);
    fig_thousands(o->games, cap, sizeof cap);
    const char *bot = fig_one_bot(o, r->players);
    hs_err err = hs_sink_printf(out, "board %s: %d players, %s bots, %s games (at most %s), seed %u\n\n", code,
                                r->players, bot, games, cap, (unsigned)o->seed);
    if (!err)
        err = hs_sink_printf(out, "  seat  bot      wins  win rate   bounds*          lead  from spots  from play  "
                                  "best opening\n");
    for (int i = 0; i < r->players && !err; i++)
        err = hs_sink_printf(out, "  %4d  %-6s %6u  %7.1f%%   %5.1f%% - %5.1f%%  %+5.1f  %+10.1f  %+9.1f  %11.1f%%\n",
                             i + 1, hs_bot_name((hs_bot)o->bots[i]), (unsigned)r->wins[i], 100 * s->win_rate[i],
                             100 * v->lo[i], 100 * v->hi[i], 100 * (s->win_rate[i] - v->even), 100 * v->draft[i],
                             100 * v->play[i], 100 * v->best_opening[i]);
    if (!err)
        err = hs_sink_printf(out,
                             "  * one-sided 95%% bounds shared by the %d seats and the plan's 5 looks (z = %.2f); "
                             "leads in points over an even seat (%.1f%%)\n"
                             "  the player with the best opening spots wins %.1f%% of games\n\n  %s\n\n"
                             "  unfinished (turn limit): %u\n  mean game: %.1f turns, %.0f actions\n"
                             "  spread (highest - lowest win rate): %.1f%%, 95%% CI %.1f%% - %.1f%%\n"
                             "  best spot's lead over the %dth best: %.1f weighted pips\n",
                             r->players, v->z, 100 * v->even, 100 * v->best_opening_wins, f->verdict,
                             (unsigned)r->unfinished, s->mean_turns, r->games ? (double)r->actions / r->games : 0.0,
                             100 * s->spread, 100 * s->spread_lo, 100 * s->spread_hi, r->players + 1, f->gap);
    if (!err)
        err = styles_text(r, per_style, v, out);
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
