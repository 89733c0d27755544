/* SPDX-License-Identifier: MIT */
/* guard.c: hs_guard_run and the functions ld's --wrap sends CaDiCaL's exit(), abort(),
 * operator new and the C++ runtime's throw helpers to (guard.h). */
#include "guard.h"

#include <setjmp.h>
#include <stdlib.h>

/* The innermost boundary of this thread, NULL outside every hs_guard_run. Thread-local, not
 * shared: each server thread that runs a generator has its own (STYLE.md, habit 12). */
static _Thread_local jmp_buf *innermost;

bool hs_guard_run(void (*fn)(void *ctx), void *ctx)
{
#if defined(__EMSCRIPTEN__)
    /* The WebAssembly build (js/gen-ninja.py) links no --wrap and loads in no host process to
     * protect; its standalone module has no runtime for setjmp. */
    fn(ctx);
    return true;
#else
    jmp_buf here;
    jmp_buf *outer = innermost;
    innermost = &here;
    if (setjmp(here)) {
        innermost = outer;
        return false;
    }
    fn(ctx);
    innermost = outer;
    return true;
#endif
}

/* Back to the innermost boundary. Outside one, which cannot happen (guard.h), a trap: it names
 * no exit or abort symbol, so the shared library keeps none. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void escape(void)
{
    if (innermost)
        longjmp(*innermost, 1);
    __builtin_trap();
}

void __wrap_exit(int status)
{
    (void)status;
    escape();
}

void __wrap_abort(void)
{
    escape();
}

/* operator new and new[]: malloc, as libstdc++'s own (whose operator delete is free); no memory
 * is an escape where libstdc++ would throw std::bad_alloc. */
void *__wrap__Znwm(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p)
        escape();
    return p;
}

void *__wrap__Znam(size_t size)
{
    return __wrap__Znwm(size);
}

/* The nothrow forms answer NULL, as the standard says: in CaDiCaL only std::stable_sort's
 * temporary buffer asks for one, and it sorts without the buffer then. */
void *__wrap__ZnwmRKSt9nothrow_t(size_t size, const void *tag)
{
    (void)tag;
    return malloc(size ? size : 1);
}

void *__wrap__ZnamRKSt9nothrow_t(size_t size, const void *tag)
{
    (void)tag;
    return malloc(size ? size : 1);
}

/* operator delete and delete[] of what those made: free, so that each pair is malloc and free
 * by name too (AddressSanitizer checks that a block goes back the way it came). */
void __wrap__ZdlPv(void *p)
{
    free(p);
}

void __wrap__ZdlPvm(void *p, size_t size)
{
    (void)size;
    free(p);
}

void __wrap__ZdaPv(void *p)
{
    free(p);
}

void __wrap__ZdaPvm(void *p, size_t size)
{
    (void)size;
    free(p);
}

void __wrap__ZSt17__throw_bad_allocv(void)
{
    escape();
}

void __wrap__ZSt20__throw_length_errorPKc(const char *what)
{
    (void)what;
    escape();
}

void __wrap__ZSt28__throw_bad_array_new_lengthv(void)
{
    escape();
}

void __wrap___cxa_throw_bad_array_new_length(void)
{
    escape();
}
