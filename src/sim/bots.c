/* SPDX-License-Identifier: MIT */
/* bots.c: the table of players, one entry per hs_bot in its order (a new style is one file and
 * one line here), their names, and the game set up with the players of a seat list. */
#include <string.h>

#include "sim_internal.h"

extern const sim_bot sim_bot_greedy, sim_bot_random;

static const sim_bot *const bots[HS_BOT_COUNT] = {
    [HS_BOT_GREEDY] = &sim_bot_greedy,
    [HS_BOT_RANDOM] = &sim_bot_random,
};

const sim_bot *sim_bot_of(int bot)
{
    return bot >= 0 && bot < HS_BOT_COUNT ? bots[bot] : NULL;
}

const char *hs_bot_name(hs_bot bot)
{
    return (unsigned)bot < HS_BOT_COUNT ? bots[bot]->name : "unknown";
}

int hs_bot_from_name(const char *name)
{
    for (int i = 0; i < HS_BOT_COUNT; i++)
        if (name && strcmp(name, bots[i]->name) == 0)
            return i;
    return -1;
}

void sim_game_init(sim_game *g, const sim_topo *t, int players, const uint8_t *styles, double temperature,
                   int target, int max_turns, uint32_t seed)
{
    const sim_bot *seat[HS_SIM_MAX_PLAYERS] = {NULL};
    for (int i = 0; i < players && i < HS_SIM_MAX_PLAYERS; i++)
        seat[i] = sim_bot_of(styles[i]);
    sim_game_init_with(g, t, players, seat, styles, temperature, target, max_turns, seed);
}
