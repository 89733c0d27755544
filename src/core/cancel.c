/* SPDX-License-Identifier: MIT */
/* cancel.c: the cancel flag (hexseed/error.h), set and read with atomic builtins on a plain int
 * so that the public type needs neither C11's <stdatomic.h> nor C++'s <atomic>. */
#include "hexseed/error.h"

#if !defined(__GNUC__) && !defined(__clang__)
#error "hexseed's cancel flag needs the GCC/Clang __atomic builtins"
#endif

void hs_cancel_request(hs_cancel *cancel)
{
    if (cancel)
        __atomic_store_n(&cancel->state, 1, __ATOMIC_RELEASE);
}

void hs_cancel_reset(hs_cancel *cancel)
{
    if (cancel)
        __atomic_store_n(&cancel->state, 0, __ATOMIC_RELEASE);
}

bool hs_cancel_requested(const hs_cancel *cancel)
{
    return cancel && __atomic_load_n(&cancel->state, __ATOMIC_ACQUIRE) != 0;
}
