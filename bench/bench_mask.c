/*
 * bench_mask.c - what joining a drawing's pieces costs (mask_join), beside
 * the old eager search it replaced (mask_ref.c), on text-like masks.
 *
 * usage: bench_mask [--chars 250,500,...] [--ref-max N] [--reps R]
 *
 * A line of N letter-like glyphs on a grid 24 cells high and 12 cells a
 * letter wide, as --mask-text draws a line of text on its default grid:
 * each glyph one to three strokes (some letters come apart at this size,
 * like an i's dot), a cell or two between letters, a word gap of six now
 * and then. For each length: the cells and pieces, the bridges, the work
 * bound the core checks before it starts (cells x joins it can need) and
 * the median time of the core and of the old search (up to --ref-max
 * letters: it grows as pieces x cells), in thread CPU time, interleaved.
 * Both must leave the same cells; the line says "(same)" when they did.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mask_ref.h"
#include "mazeviz/mask.h"

#define ROWS 24
#define LETTER 12
#define MAX_REPS 9

static double now_ms(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
        clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void bar(uint8_t *cells, uint32_t w, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1)
{
    for (uint32_t y = y0; y < y1 && y < ROWS; y++)
        for (uint32_t x = x0; x < x1 && x < w; x++)
            cells[y * w + x] = 1;
}

/* A line of n glyphs (seeded), one byte per cell of a w x ROWS rectangle. */
static void text_line(uint8_t *cells, uint32_t w, uint32_t n, uint64_t seed)
{
    rng r;
    rng_seed(&r, seed);
    memset(cells, 0, (size_t)w * ROWS);
    uint32_t x = 2;
    for (uint32_t i = 0; i < n && x + LETTER < w; i++) {
        if (rng_below(&r, 6) == 0) { /* a space */
            x += 6;
            continue;
        }
        uint32_t gw = 5 + rng_below(&r, 4), top = 4 + rng_below(&r, 5);
        bar(cells, w, x, top, x + 2, 20); /* the stem */
        if (rng_below(&r, 2))
            bar(cells, w, x, 18, x + gw, 20); /* a foot or a bowl */
        if (rng_below(&r, 3) == 0)
            bar(cells, w, x + gw - 2, 10, x + gw, 20);
        if (rng_below(&r, 5) == 0)
            bar(cells, w, x + 4, 2, x + 6, 4); /* a dot, apart */
        if (rng_below(&r, 7) == 0)
            bar(cells, w, x + gw + 1, 12, x + gw + 2, 14); /* a thin stroke the raster broke off */
        x += gw + 2 + rng_below(&r, 2);
    }
}

static void bench_one(uint32_t chars, uint32_t ref_max, int reps)
{
    uint32_t w = chars * (LETTER - 3) + 16;
    maze *full = maze_create(w, ROWS);
    uint8_t *base = full ? malloc(full->n) : NULL, *a = full ? malloc(full->n) : NULL, *b = full ? malloc(full->n) : NULL;
    if (!base || !a || !b) {
        fprintf(stderr, "bench_mask: out of memory\n");
        exit(1);
    }
    text_line(base, w, chars, chars);
    double core[MAX_REPS], ref[MAX_REPS];
    mask_info info;
    mask_status st = MASK_OK;
    bool run_ref = chars <= ref_max, same = true;
    for (int i = 0; i < reps; i++) {
        memcpy(a, base, full->n);
        double t0 = now_ms();
        st = mask_join(full, a, &info);
        core[i] = now_ms() - t0;
        if (!run_ref)
            continue;
        memcpy(b, base, full->n);
        t0 = now_ms();
        ref_mask_join(full, b, NULL, NULL);
        ref[i] = now_ms() - t0;
        same = same && memcmp(a, b, full->n) == 0;
    }
    qsort(core, (size_t)reps, sizeof *core, cmp_double);
    printf("%6u letters  %6ux%u = %8u cells  %6u pieces  %6u bridges  bound %11" PRIu64 "%s  core %8.2f ms",
           chars, w, ROWS, full->n, info.pieces, info.bridges, info.work, st == MASK_TOO_FAR ? " (refused)" : "",
           core[reps / 2]);
    if (run_ref) {
        qsort(ref, (size_t)reps, sizeof *ref, cmp_double);
        printf("  old %9.1f ms  (%.0fx)%s", ref[reps / 2], ref[reps / 2] / core[reps / 2], same ? " (same)" : " (DIFFERENT)");
    }
    printf("\n");
    fflush(stdout);
    free(base);
    free(a);
    free(b);
    maze_destroy(full);
}

int main(int argc, char **argv)
{
    uint32_t chars[8] = {250, 500, 1000, 2000, 4000}, ref_max = 1000;
    int n = 5, reps = 3;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--chars") == 0) {
            n = 0;
            for (char *t = strtok(argv[i + 1], ","); t && n < 8; t = strtok(NULL, ","))
                chars[n++] = (uint32_t)strtoul(t, NULL, 10);
        } else if (strcmp(argv[i], "--ref-max") == 0) {
            ref_max = (uint32_t)strtoul(argv[i + 1], NULL, 10);
        } else if (strcmp(argv[i], "--reps") == 0) {
            reps = atoi(argv[i + 1]);
        } else {
            fprintf(stderr, "bench_mask: unknown flag '%s'\n", argv[i]);
            return 2;
        }
    }
    for (int i = 0; i < n; i++)
        if (chars[i] < 1 || chars[i] > 100000 || reps < 1 || reps > MAX_REPS) {
            fprintf(stderr, "bench_mask: --chars 1..100000, --reps 1..%d\n", MAX_REPS);
            return 2;
        }
    for (int i = 0; i < n; i++)
        bench_one(chars[i], ref_max, reps);
    return 0;
}
