/* SPDX-License-Identifier: MIT */
/* bots.h: the players as the runs see them (bots.c): the table of seat kinds, numbered as
 * hs_bot numbers them, the styles a mixed seat draws, and a game set up from a seat list. */
#ifndef HEXSEED_SIM_BOTS_H
#define HEXSEED_SIM_BOTS_H

#include "game.h"

/* The player of style `bot` (an hs_bot number), or NULL when out of range or HS_BOT_MIX. */
const sim_bot *sim_bot_of(int bot);

/* The style each seat plays in game `index` of a run with `seed`: its hs_bot, or for a mixed
 * seat one drawn from the styles the table marks for the mix. */
void sim_draw_styles(const uint8_t *seats, int players, uint32_t seed, uint32_t index, uint8_t *styles);

/* A game before setup (sim_game_init_with) with seat i played by the style styles[i]. */
void sim_game_init(sim_game *g, const sim_topo *t, int players, const uint8_t *styles, double temperature,
                   int target, int max_turns, uint32_t seed);

#endif
