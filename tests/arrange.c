/* SPDX-License-Identifier: MIT */
/* arrange.c: every arrangement of a multiset (arrange.h). */
#include "arrange.h"

void arrange_first(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            uint8_t x = a[j];
            a[j] = a[j - 1];
            a[j - 1] = x;
        }
}

bool arrange_next(uint8_t *a, int n)
{
    int i = n - 2;
    while (i >= 0 && a[i] >= a[i + 1])
        i--;
    if (i < 0)
        return false;
    int j = n - 1;
    while (a[j] <= a[i])
        j--;
    uint8_t x = a[i];
    a[i] = a[j];
    a[j] = x;
    for (int lo = i + 1, hi = n - 1; lo < hi; lo++, hi--) {
        x = a[lo];
        a[lo] = a[hi];
        a[hi] = x;
    }
    return true;
}
