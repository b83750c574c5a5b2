/*
 * series.c - figures over time in a fixed number of points. Points are
 * offered at rising steps; one is kept when its step is a multiple of the
 * stride. When the block is full the points at odd multiples of the
 * stride are dropped (half of them), the stride doubles, and recording
 * goes on: a run of N steps keeps between cap/2 and cap points, evenly
 * spread, each the exact value at its step. Step 0 (before the first
 * step) is a multiple of every stride and always stays.
 */
#include "mazeviz/series.h"

#include <stdlib.h>

struct series {
    size_t figures, cap, count;
    uint64_t stride;
    uint64_t *step;  /* cap */
    uint64_t *value; /* cap * figures, point-major */
};

series *series_create(size_t figures, size_t cap)
{
    if (figures == 0 || figures > SERIES_MAX_FIGURES || cap < 2 || cap % 2)
        return NULL;
    series *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->figures = figures;
    s->cap = cap;
    s->stride = 1;
    s->step = malloc(cap * sizeof *s->step);
    s->value = malloc(cap * figures * sizeof *s->value);
    if (!s->step || !s->value) {
        series_destroy(s);
        return NULL;
    }
    return s;
}

void series_destroy(series *s)
{
    if (!s)
        return;
    free(s->step);
    free(s->value);
    free(s);
}

/* Keeps the points on multiples of twice the stride, in order; the stride doubles. */
static void thin(series *s)
{
    uint64_t keep = s->stride * 2;
    size_t k = 0;
    for (size_t i = 0; i < s->count; i++) {
        if (s->step[i] % keep)
            continue;
        s->step[k] = s->step[i];
        for (size_t f = 0; f < s->figures; f++)
            s->value[k * s->figures + f] = s->value[i * s->figures + f];
        k++;
    }
    s->count = k;
    s->stride = keep;
}

bool series_add(series *s, uint64_t step, const uint64_t *values)
{
    if (step % s->stride)
        return false;
    while (s->count == s->cap) {
        thin(s);
        if (step % s->stride)
            return false;
    }
    s->step[s->count] = step;
    for (size_t f = 0; f < s->figures; f++)
        s->value[s->count * s->figures + f] = values[f];
    s->count++;
    return true;
}

void series_drop_after(series *s, uint64_t step)
{
    while (s->count > 0 && s->step[s->count - 1] > step)
        s->count--;
}

size_t series_count(const series *s) { return s->count; }
uint64_t series_stride(const series *s) { return s->stride; }
uint64_t series_step(const series *s, size_t i) { return s->step[i]; }
uint64_t series_value(const series *s, size_t i, size_t f) { return s->value[i * s->figures + f]; }
size_t series_figures(const series *s) { return s->figures; }
