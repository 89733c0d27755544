/* SPDX-License-Identifier: MIT */
/* arrange.h: every arrangement of a multiset, for the tests' exhaustive oracles. */
#ifndef HEXSEED_TESTS_ARRANGE_H
#define HEXSEED_TESTS_ARRANGE_H

#include <stdbool.h>
#include <stdint.h>

/* Sorts a[0..n) ascending: the first arrangement. */
void arrange_first(uint8_t *a, int n);

/* The next distinct arrangement of a[0..n) in lexicographic order; false after the last. */
bool arrange_next(uint8_t *a, int n);

#endif
