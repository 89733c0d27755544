/* SPDX-License-Identifier: MIT */
/* hexseed/hexseed.h: the whole library in one include, for programs that use more than one
 * module. Each header also stands alone. */
#ifndef HEXSEED_HEXSEED_H
#define HEXSEED_HEXSEED_H

#include "hexseed/version.h"
#include "hexseed/error.h"
#include "hexseed/number.h"
#include "hexseed/sink.h"
#include "hexseed/rng.h"
#include "hexseed/hex.h"
#include "hexseed/catan.h"
#include "hexseed/board.h"
#include "hexseed/rules.h"
#include "hexseed/code.h"
#include "hexseed/landmass.h"
#include "hexseed/houserules.h"
#include "hexseed/empire.h"
#include "hexseed/terrain.h"
#include "hexseed/score.h"
#include "hexseed/sim.h"
#include "hexseed/render.h"

#endif
