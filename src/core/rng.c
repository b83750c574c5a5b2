/* rng.c - seeding for the xoshiro256** generator in rng.h. */
#include "mazeviz/rng.h"

uint64_t rng_splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

void rng_seed(rng *r, uint64_t seed)
{
    uint64_t st = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = rng_splitmix64(&st);
    r->bits = 0;
    r->nbits = 0;
}
