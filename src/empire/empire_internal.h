/* empire_internal.h: what the Hex Empire generator keeps to itself: the town-name table. */
#ifndef HEXSEED_EMPIRE_INTERNAL_H
#define HEXSEED_EMPIRE_INTERNAL_H

#define HS_EMPIRE_NAMES 286

extern const char *const hs_empire_names[HS_EMPIRE_NAMES];

#endif
