/* SPDX-License-Identifier: MIT */
/* bots.c: the table of players, one entry per hs_bot in its order (a new style is one file and
 * one line here), their names, and the game set up with the players of a seat list. */
#include <string.h>

#include "sim_internal.h"

extern const sim_bot sim_bot_greedy, sim_bot_random, sim_bot_roads, sim_bot_cities, sim_bot_cards,
    sim_bot_harbors;

static const sim_bot *const bots[HS_BOT_STYLES] = {
    [HS_BOT_GREEDY] = &sim_bot_greedy, [HS_BOT_RANDOM] = &sim_bot_random,
    [HS_BOT_ROADS] = &sim_bot_roads,   [HS_BOT_CITIES] = &sim_bot_cities,
    [HS_BOT_CARDS] = &sim_bot_cards,   [HS_BOT_HARBORS] = &sim_bot_harbors,
};

/* What a mixed seat draws from: every style but random. */
static const uint8_t mix[] = {HS_BOT_GREEDY, HS_BOT_ROADS, HS_BOT_CITIES, HS_BOT_CARDS, HS_BOT_HARBORS};

const sim_bot *sim_bot_of(int bot)
{
    return bot >= 0 && bot < HS_BOT_STYLES ? bots[bot] : NULL;
}

const char *hs_bot_name(hs_bot bot)
{
    if (bot == HS_BOT_MIX)
        return "mix";
    return (unsigned)bot < HS_BOT_STYLES ? bots[bot]->name : "unknown";
}

int hs_bot_from_name(const char *name)
{
    for (int i = 0; i < HS_BOT_COUNT; i++)
        if (name && strcmp(name, hs_bot_name((hs_bot)i)) == 0)
            return i;
    return -1;
}

void sim_draw_styles(const uint8_t *seats, int players, uint32_t seed, uint32_t index, uint8_t *styles)
{
    hs_rng rng = hs_rng_seed(hs_hash3(seed, index, 0x4D4958u)); /* "MIX" */
    for (int i = 0; i < players; i++)
        styles[i] = seats[i] == HS_BOT_MIX ? mix[hs_rng_below(&rng, sizeof mix)] : seats[i];
}

void sim_game_init(sim_game *g, const sim_topo *t, int players, const uint8_t *styles, double temperature,
                   int target, int max_turns, uint32_t seed)
{
    const sim_bot *seat[HS_SIM_MAX_PLAYERS] = {NULL};
    for (int i = 0; i < players && i < HS_SIM_MAX_PLAYERS; i++)
        seat[i] = sim_bot_of(styles[i]);
    sim_game_init_with(g, t, players, seat, styles, temperature, target, max_turns, seed);
}
