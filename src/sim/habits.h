/* SPDX-License-Identifier: MIT */
/* habits.h: each style's own seat habit, measured (habits.c), for the seat verdict (verdict.c). */
#ifndef HEXSEED_SIM_HABITS_H
#define HEXSEED_SIM_HABITS_H

/* A style's own seat habit: its win rate from `seat` (0..) with `players` seats all playing it
 * (an hs_bot number), pooled over many boards; 1 / players where the table has no figure. */
double sim_habit(int players, int style, int seat);

#endif
