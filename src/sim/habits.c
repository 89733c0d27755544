/* SPDX-License-Identifier: MIT */
/* habits.c: each style's own seat habit, measured: its win rate from each seat with every seat
 * playing it (trading on, as the verdict plays the styles), pooled over random boards. A style
 * that wins more from later seats on every board does so by how it plays, not because of one
 * board; the verdict takes these rates away before it compares a board's styles
 * (verdict.c). The figures are the output of `scripts/seat-habits` (its command and the
 * standard errors are in the comment above the table); run it again and paste its output here
 * when a style's play changes (the habits change with it). tests/test_sim.c checks that every
 * style of the mix has a row for 3 to 6 players. */
#include <stddef.h>
#include <stdint.h>

#include "habits.h"
#include "hexseed/sim.h"

typedef struct habit {
    uint8_t players, style;
    uint16_t rate[HS_SIM_MAX_PLAYERS]; /* in units of 0.01% */
} habit;

static const habit habits[] = {
    /* scripts/seat-habits --boards 400 --games 1000: win rate per seat in units of 0.01%,
     * pooled over the boards; the standard error of each is 0.42 points at most */
    {4, HS_BOT_GREEDY, {2530, 2510, 2469, 2491}},
    {4, HS_BOT_ROADS, {2586, 2491, 2446, 2477}},
    {4, HS_BOT_CITIES, {2559, 2459, 2470, 2512}},
    {4, HS_BOT_CARDS, {2406, 2480, 2526, 2587}},
    {4, HS_BOT_HARBORS, {2535, 2508, 2478, 2479}},
    {3, HS_BOT_GREEDY, {3371, 3344, 3285}},
    {3, HS_BOT_ROADS, {3406, 3305, 3289}},
    {3, HS_BOT_CITIES, {3409, 3246, 3344}},
    {3, HS_BOT_CARDS, {3304, 3326, 3370}},
    {3, HS_BOT_HARBORS, {3361, 3333, 3306}},
    /* scripts/seat-habits --boards 200 --games 1000: win rate per seat in units of 0.01%,
     * pooled over the boards; the standard error of each is 0.46 points at most */
    {5, HS_BOT_GREEDY, {2084, 2038, 1968, 1966, 1944}},
    {5, HS_BOT_ROADS, {2129, 2012, 1972, 1955, 1932}},
    {5, HS_BOT_CITIES, {2210, 1978, 1922, 1907, 1982}},
    {5, HS_BOT_CARDS, {1866, 1979, 2020, 2055, 2080}},
    {5, HS_BOT_HARBORS, {2092, 2044, 1990, 1951, 1923}},
    {6, HS_BOT_GREEDY, {1768, 1723, 1662, 1651, 1611, 1584}},
    {6, HS_BOT_ROADS, {1804, 1699, 1621, 1653, 1606, 1617}},
    {6, HS_BOT_CITIES, {1906, 1640, 1574, 1591, 1608, 1680}},
    {6, HS_BOT_CARDS, {1500, 1580, 1654, 1736, 1766, 1764}},
    {6, HS_BOT_HARBORS, {1765, 1715, 1675, 1678, 1610, 1558}},
};

double sim_habit(int players, int style, int seat)
{
    for (size_t k = 0; k < sizeof habits / sizeof habits[0]; k++)
        if (habits[k].players == players && habits[k].style == style && seat >= 0 && seat < players)
            return habits[k].rate[seat] / 10000.0;
    return players > 0 ? 1.0 / players : 0;
}
