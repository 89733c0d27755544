/* SPDX-License-Identifier: MIT */
/* fuzz_input.h: a harness's input as the C string the parsers read. */
#ifndef HEXSEED_FUZZ_INPUT_H
#define HEXSEED_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>

/* The `size` bytes at `data` and a NUL after them, in new memory the caller frees; NULL when
 * there is no memory for them. An input with a NUL inside reads as its text up to that NUL. */
char *fuzz_text(const uint8_t *data, size_t size);

#endif
