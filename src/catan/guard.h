/* SPDX-License-Identifier: MIT */
/* guard.h: the one boundary between the library and the SAT solver's fatal paths. CaDiCaL (a
 * static C++ archive linked into libhexseed.so) ends the process with exit() or abort() on an
 * internal error and throws std::bad_alloc when memory runs out; a library must do neither to
 * the program that loaded it. libhexseed.so is linked with ld's --wrap for those symbols
 * (meson.build, hs_guard_link_args), so each of them lands in guard.c instead, which jumps back
 * to the innermost hs_guard_run on the calling thread. Not installed; not part of the public API
 * (docs/library.md, "The library never ends its host"). */
#ifndef HEXSEED_GUARD_H
#define HEXSEED_GUARD_H

#include <stdbool.h>
#include <stddef.h>

/* Runs fn(ctx) and returns true when it returned; false when a fatal path of the solver ran
 * inside it (exit, abort, operator new out of memory, a C++ length or allocation error): then
 * fn's frames, and CaDiCaL's below them, were left by longjmp, without their destructors or
 * free(), so whatever they held is leaked and the solver they worked on must never be called
 * again (not even released). Calls nest; each thread has its own innermost boundary. */
bool hs_guard_run(void (*fn)(void *ctx), void *ctx);

/* The wrapped functions, for ld's --wrap (their names are ld's, reserved ones included). Outside
 * any hs_guard_run they stop the process with a trap instruction: only CaDiCaL's objects refer
 * to them, and CaDiCaL runs only inside oracle.c's guarded calls (docs/library.md). */
void __wrap_exit(int status);
void __wrap_abort(void);
void *__wrap__Znwm(size_t size);
void *__wrap__Znam(size_t size);
void *__wrap__ZnwmRKSt9nothrow_t(size_t size, const void *tag);
void *__wrap__ZnamRKSt9nothrow_t(size_t size, const void *tag);
void __wrap__ZdlPv(void *p);
void __wrap__ZdlPvm(void *p, size_t size);
void __wrap__ZdaPv(void *p);
void __wrap__ZdaPvm(void *p, size_t size);
void __wrap__ZSt17__throw_bad_allocv(void);
void __wrap__ZSt20__throw_length_errorPKc(const char *what);
void __wrap__ZSt28__throw_bad_array_new_lengthv(void);
void __wrap___cxa_throw_bad_array_new_length(void);

#endif
