/*
 * debug.h - the core's asserts, in two tiers.
 *
 * MAZEVIZ_ASSERT(cond, what) guards a boundary of the core: a cell that
 * exists, a side that is one, a link made once, a bound above 0, a
 * checkpoint that fits the machine it is put back into, a mask of the
 * grid's size. It is on in every build (the README's release build too,
 * so the contract tests never skip) unless meson is set up with
 * -Dasserts=false, which defines MAZEVIZ_NO_ASSERTS.
 *
 * MAZEVIZ_ASSERT_HOT(cond, what) is the same check on a path taken per
 * step or per cell (maze_neighbor, the carving inside a step, rng_below):
 * on where NDEBUG is not defined (debug and debugoptimized builds, the
 * sanitizer run of .ci/run), off in release builds, so the benchmarks'
 * hot loops cost what they did (docs/hacking.md, "Asserts").
 *
 * A failed assert is a programming error, never bad input (the core
 * returns errors for those): it writes "file:line: what (cond)" on stderr
 * and aborts - the one place the core prints. Off, cond is not evaluated.
 */
#ifndef MAZEVIZ_DEBUG_H
#define MAZEVIZ_DEBUG_H

#if defined(__GNUC__) || defined(__clang__)
#define MAZEVIZ_LIKELY(x) __builtin_expect(!!(x), 1)
#else
#define MAZEVIZ_LIKELY(x) (!!(x))
#endif

/* Reports a failed assert and aborts (src/core/debug.c). */
_Noreturn void mazeviz_assert_fail(const char *file, int line, const char *what, const char *cond);

#ifdef MAZEVIZ_NO_ASSERTS
#define MAZEVIZ_ASSERT(cond, what) ((void)sizeof(cond))
#else
#define MAZEVIZ_ASSERT(cond, what) \
    (MAZEVIZ_LIKELY(cond) ? (void)0 : mazeviz_assert_fail(__FILE__, __LINE__, what, #cond))
#endif

#if defined(NDEBUG) || defined(MAZEVIZ_NO_ASSERTS)
#define MAZEVIZ_ASSERT_HOT(cond, what) ((void)sizeof(cond))
#else
#define MAZEVIZ_ASSERT_HOT(cond, what) MAZEVIZ_ASSERT(cond, what)
#endif

#endif
