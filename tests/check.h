/*
 * check.h - the tests' one assertion macro and a seed helper. Works with
 * NDEBUG (release builds), prints where and what failed, counts failures.
 */
#ifndef MAZEVIZ_CHECK_H
#define MAZEVIZ_CHECK_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "quick.h"

static int check_failures;

#define CHECK(cond, ...)                                                      \
    do {                                                                      \
        if (!(cond)) {                                                        \
            check_failures++;                                                 \
            fprintf(stderr, "%s:%d: CHECK(%s) failed: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                     \
            fputc('\n', stderr);                                              \
        }                                                                     \
    } while (0)

/* The base seed of a randomized test: $MAZEVIZ_TEST_SEED or def; printed (and whether it runs quick). */
static inline uint64_t test_seed(const char *test, uint64_t def)
{
    const char *env = getenv("MAZEVIZ_TEST_SEED");
    uint64_t s = env ? strtoull(env, NULL, 0) : def;
    printf("%s: seed %" PRIu64 " (set MAZEVIZ_TEST_SEED to change)%s\n", test, s,
           test_quick() ? "; quick: smaller boards ($MAZEVIZ_TEST_QUICK)" : "");
    return s;
}

static inline int check_exit(const char *test)
{
    if (check_failures)
        printf("%s: %d check(s) failed\n", test, check_failures);
    else
        printf("%s: all checks passed\n", test);
    return check_failures ? 1 : 0;
}

#endif
