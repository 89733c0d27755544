/* fairness.c: seat fairness (a run of the game engine) as text and JSON, and its verdict in
 * words. */
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "hexseed/render.h"

/* 12345 as "12,345". */
static void thousands(uint64_t n, char *buf, size_t cap)
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
    thousands(r->games, games, sizeof games);
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

static const char *one_bot(const hs_sim_options *o, int players)
{
    for (int i = 1; i < players; i++)
        if (o->bots[i] != o->bots[0])
            return "mixed";
    return hs_bot_name((hs_bot)o->bots[0]);
}

static int dump_to_sink(const char *buffer, size_t size, void *data)
{
    hs_sink *out = data;
    return hs_sink_write(*out, buffer, size) == HS_OK ? 0 : -1;
}

static json_t *pair(double a, double b)
{
    return json_pack("[f, f]", a, b);
}

hs_err hs_render_fairness_json(const char *code, const hs_sim_options *o, const hs_sim_result *r, hs_sink out)
{
    hs_sim_seats s;
    hs_sim_seats_of(r, &s);
    json_t *bots = json_array(), *seats = json_array();
    for (int i = 0; i < r->players; i++) {
        json_array_append_new(bots, json_string(hs_bot_name((hs_bot)o->bots[i])));
        json_array_append_new(seats, json_pack("{s:i, s:I, s:f, s:o, s:f}", "seat", i + 1, "wins",
                                               (json_int_t)r->wins[i], "win_rate", s.win_rate[i], "ci",
                                               pair(s.ci_lo[i], s.ci_hi[i]), "mean_points", s.mean_points[i]));
    }
    char verdict[256];
    hs_fairness_verdict(r, verdict, sizeof verdict);
    json_t *root = json_pack(
        "{s:s, s:I, s:s, s:o, s:I, s:i, s:f, s:o, s:I, s:f, s:o, s:f, s:f, s:b, s:s}", "code", code, "games",
        (json_int_t)r->games, "bot", one_bot(o, r->players), "bots", bots, "seed", (json_int_t)o->seed, "players",
        r->players, "temperature", o->temperature, "seats", seats, "unfinished", (json_int_t)r->unfinished, "spread",
        s.spread, "spread_ci", pair(s.spread_lo, s.spread_hi), "mean_turns", s.mean_turns, "mean_actions",
        r->games ? (double)r->actions / r->games : 0.0, "favoured", (int)s.favoured, "verdict", verdict);
    if (!root)
        return HS_ENOMEM;
    int rc = json_dump_callback(root, dump_to_sink, &out, JSON_COMPACT | JSON_REAL_PRECISION(6));
    json_decref(root);
    return rc ? HS_EIO : hs_sink_puts(out, "\n");
}

hs_err hs_render_fairness_text(const char *code, const hs_sim_options *o, const hs_sim_result *r, hs_sink out)
{
    hs_sim_seats s;
    hs_sim_seats_of(r, &s);
    char games[32], verdict[256];
    thousands(r->games, games, sizeof games);
    hs_fairness_verdict(r, verdict, sizeof verdict);
    const char *bot = one_bot(o, r->players);
    hs_err err = hs_sink_printf(out, "board %s: %d players, %s bots, %s games, seed %u\n\n", code, r->players,
                                bot, games, (unsigned)o->seed);
    if (!err)
        err = hs_sink_printf(out, "  seat  bot      wins  win rate   95%% CI            mean points\n");
    for (int i = 0; i < r->players && !err; i++)
        err = hs_sink_printf(out, "  %4d  %-6s %6u  %7.1f%%   %5.1f%% - %5.1f%%  %11.2f\n", i + 1,
                             hs_bot_name((hs_bot)o->bots[i]), (unsigned)r->wins[i], 100 * s.win_rate[i],
                             100 * s.ci_lo[i], 100 * s.ci_hi[i], s.mean_points[i]);
    if (!err)
        err = hs_sink_printf(out,
                             "\n  unfinished (turn limit): %u\n  mean game: %.1f turns, %.0f actions\n"
                             "  spread (highest - lowest win rate): %.1f%%, 95%% CI %.1f%% - %.1f%%\n\n  %s\n",
                             (unsigned)r->unfinished, s.mean_turns, r->games ? (double)r->actions / r->games : 0.0,
                             100 * s.spread, 100 * s.spread_lo, 100 * s.spread_hi, verdict);
    return err;
}
