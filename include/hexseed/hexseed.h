/* SPDX-License-Identifier: MIT */
/* hexseed/hexseed.h: the whole library in one include, for programs that use more than one
 * module. Each header also stands alone, in C and in C++. The cairo drawings (PNG, PDF) have a
 * library and a header of their own: hexseed/cairo.h, libhexseed-cairo.
 *
 * How the API can grow without a new soname (docs/library.md, "ABI"): options and result
 * structs end with zeroed reserved space that later fields take; the *_COUNT values of enums
 * may grow (never size a stored array by one: the API's arrays have fixed capacities such as
 * HS_RULES_MAX_TERRAINS); small values (hs_hex, hs_tile, hs_rng, hs_sink, hs_cancel...) are
 * fixed forever; structs the library hands out by pointer (hs_rule_info, hs_layout_info...)
 * may grow at their end. */
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
#include "hexseed/generators.h"
#include "hexseed/event.h"

#endif
