/*
 * series.h - a run's figures over time (issue 21, item 7): the values of
 * each figure of a step machine recorded step by step, for a chart of
 * figure against step. A run of any length fits in a fixed number of
 * points: when the series is full every other point is dropped and from
 * then on only every 2nd (4th, 8th, ...) step is kept, so the points stay
 * evenly spread over the whole run and each kept point is the exact value
 * at its step (no averaging). The core owns no I/O: the CLI draws it
 * (svg_write_series); a window chart can keep one per run.
 */
#ifndef MAZEVIZ_SERIES_H
#define MAZEVIZ_SERIES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SERIES_MAX_FIGURES 8

typedef struct series series;

/*
 * A series of figures values per point, holding at most cap points (cap
 * even, at least 2; figures 1..SERIES_MAX_FIGURES). NULL on bad arguments
 * or no memory.
 */
series *series_create(size_t figures, size_t cap);
void series_destroy(series *s);

/*
 * Offers the values (figures of them) at step; steps must rise. Kept when
 * step is a multiple of the current stride (1, then 2, 4, ... after each
 * thinning). Returns whether it was kept.
 */
bool series_add(series *s, uint64_t step, const uint64_t *values);

/* Points kept, the stride, and point i's step and figure f's value there. */
/* Drops the points after step (a run that branched there records them anew). */
void series_drop_after(series *s, uint64_t step);

size_t series_count(const series *s);
uint64_t series_stride(const series *s);
uint64_t series_step(const series *s, size_t i);
uint64_t series_value(const series *s, size_t i, size_t f);
size_t series_figures(const series *s);

#endif
