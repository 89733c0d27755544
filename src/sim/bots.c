/* SPDX-License-Identifier: MIT */
/* bots.c: the table of seat kinds: every style of player and the mixed seat, numbered by their
 * place in the table (hs_bot's numbers), with their names and whether a mixed seat draws them;
 * and a game set up with the players of a seat list. A new style is its own file bot_<name>.c,
 * its name in meson.build, and here its extern and one line at the end of the table
 * (docs/design.md, "Adding a bot style"). */
#include <string.h>

#include "bots.h"

extern const sim_bot sim_bot_greedy, sim_bot_random, sim_bot_roads, sim_bot_cities, sim_bot_cards,
    sim_bot_harbors;

/* A seat kind: its name (the CLI's, the JSON's), its player (NULL for the mixed seat, which is
 * not one player), and whether a mixed seat draws it. */
typedef struct seat_kind {
    const char *name;
    const sim_bot *bot;
    bool in_mix;
} seat_kind;

/* The numbers are public and fixed: the first seven are hs_bot's (HS_BOT_MIX is 6 for good), and
 * an entry after the mix takes the next number, 7, 8, ..., up to HS_SIM_MAX_STYLES - 1, the room
 * hs_sim_result has per style. Adding a style to the mix changes every run with a mixed seat. */
static const seat_kind kinds[] = {
    [HS_BOT_GREEDY] = {"greedy", &sim_bot_greedy, true},
    [HS_BOT_RANDOM] = {"random", &sim_bot_random, false},
    [HS_BOT_ROADS] = {"roads", &sim_bot_roads, true},
    [HS_BOT_CITIES] = {"cities", &sim_bot_cities, true},
    [HS_BOT_CARDS] = {"cards", &sim_bot_cards, true},
    [HS_BOT_HARBORS] = {"harbors", &sim_bot_harbors, true},
    [HS_BOT_MIX] = {"mix", NULL, false},
    /* new styles here, numbered from 7 on */
};

enum { KINDS = (int)(sizeof kinds / sizeof kinds[0]) };
_Static_assert(HS_BOT_MIX == 6 && KINDS >= (int)HS_BOT_COUNT, "hs_bot's numbers are fixed");
_Static_assert(KINDS <= HS_SIM_MAX_STYLES, "hs_sim_result has room for HS_SIM_MAX_STYLES styles");

int hs_bot_count(void)
{
    return KINDS;
}

const char *hs_bot_at(int k)
{
    return k >= 0 && k < KINDS ? kinds[k].name : NULL;
}

bool hs_bot_in_mix(int k)
{
    return k >= 0 && k < KINDS && kinds[k].in_mix;
}

const char *hs_bot_name(hs_bot bot)
{
    const char *name = hs_bot_at((int)bot);
    return name ? name : "unknown";
}

int hs_bot_from_name(const char *name)
{
    for (int k = 0; name && k < KINDS; k++)
        if (strcmp(name, kinds[k].name) == 0)
            return k;
    return -1;
}

const sim_bot *sim_bot_of(int bot)
{
    return bot >= 0 && bot < KINDS ? kinds[bot].bot : NULL;
}

void sim_draw_styles(const uint8_t *seats, int players, uint32_t seed, uint32_t index, uint8_t *styles)
{
    uint8_t mix[KINDS]; /* the styles a mixed seat draws, in the table's order */
    uint32_t n = 0;
    for (int k = 0; k < KINDS; k++)
        if (kinds[k].in_mix)
            mix[n++] = (uint8_t)k;
    hs_rng rng = hs_rng_seed(hs_hash3(seed, index, 0x4D4958u)); /* "MIX" */
    for (int i = 0; i < players; i++)
        styles[i] = seats[i] == HS_BOT_MIX ? mix[hs_rng_below(&rng, n)] : seats[i];
}

void sim_game_init(sim_game *g, const sim_topo *t, int players, const uint8_t *styles, double temperature,
                   int target, int max_turns, uint32_t seed)
{
    const sim_bot *seat[HS_SIM_MAX_PLAYERS] = {NULL};
    for (int i = 0; i < players && i < HS_SIM_MAX_PLAYERS; i++)
        seat[i] = sim_bot_of(styles[i]);
    sim_game_init_with(g, t, players, seat, styles, temperature, target, max_turns, seed);
}
