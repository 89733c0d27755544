/* SPDX-License-Identifier: MIT */
/* hexseed/number.h: the one strict number parser every flag and query parameter goes through:
 * plain decimal text only, range-checked, never wrapping.
 *
 * Thread-safety: any thread, any number of calls at once: the library shares nothing mutable
 * between calls (the tables it builds on first use are built once, under pthread_once). An
 * object a call writes (its out-parameters, the buffer behind a sink, a handle it frees) is not
 * used by another thread during that call; objects only read may be shared. */
#ifndef HEXSEED_NUMBER_H
#define HEXSEED_NUMBER_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Parses the whole of `text` as a decimal integer in [min, max] into *out. Accepted: an
 * optional '-' (only when min < 0) and 1 to 19 digits; nothing else: no whitespace or newline
 * before or after, no '+', no hex or octal prefix, no digit grouping. A value out of range
 * (overflow included) is refused, never wrapped. False (and *out unchanged) when refused;
  * `text` NULL is refused. Errors: none (false as said). */
bool hs_parse_integer(const char *text, long long min, long long max, long long *out);

/* Parses the whole of `text` as a decimal number in [min, max] into *out: digits with an
 * optional fraction ("0.5", "1", ".5", "1."), an optional exponent ("5e-1"), an optional '-'
 * (only when min < 0); at most 64 characters. Refused: whitespace, '+', hex floats ("0x1p-1"),
  * "inf" and "nan", and anything out of range. False (and *out unchanged) when refused. Errors:
  * none (false as said). */
bool hs_parse_decimal(const char *text, double min, double max, double *out);

#ifdef __cplusplus
}
#endif

#endif
