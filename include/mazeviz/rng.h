/*
 * rng.h - the core's own seeded random number generator.
 *
 * xoshiro256** (Blackman & Vigna), seeded from one 64-bit number through
 * splitmix64. Everything is integer arithmetic on fixed-width types, so a
 * seed gives the same sequence on every machine, compiler and run.
 */
#ifndef MAZEVIZ_RNG_H
#define MAZEVIZ_RNG_H

#include <stdint.h>

#include "mazeviz/debug.h"

typedef struct rng {
    uint64_t s[4];
    uint64_t bits;   /* buffered random bits for rng_dir() */
    unsigned nbits;
} rng;

/* Seeds r from seed; every seed, 0 included, gives a valid state. */
void rng_seed(rng *r, uint64_t seed);

/* One splitmix64 step: advances *state and returns a mixed value. */
uint64_t rng_splitmix64(uint64_t *state);

static inline uint64_t rng_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* The next 64 random bits. */
static inline uint64_t rng_next(rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return result;
}

/*
 * A uniform integer in [0, n), n >= 1, without modulo bias (Lemire's
 * multiply-and-reject). n == 0 is a caller's error (it returns 0 when
 * asserts are off).
 */
static inline uint32_t rng_below(rng *r, uint32_t n)
{
    MAZEVIZ_ASSERT_HOT(n >= 1, "rng_below: an empty range");
    uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
    uint32_t lo = (uint32_t)m;
    if (lo < n) {
        uint32_t t = (uint32_t)-n % n;
        while (lo < t) {
            m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
            lo = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Two uniform random bits (a direction), 32 per call of rng_next(). */
static inline unsigned rng_dir(rng *r)
{
    if (r->nbits == 0) {
        r->bits = rng_next(r);
        r->nbits = 64;
    }
    unsigned d = (unsigned)(r->bits & 3u);
    r->bits >>= 2;
    r->nbits -= 2;
    return d;
}

#endif
