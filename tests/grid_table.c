/*
 * grid_table.c - which algorithms run on which grid, as docs/user-guide.md's
 * Markdown table, generated from the registries (gen_algos, solve_algos,
 * grid_shapes) through sm_algo_fits() on a small grid of each shape, with
 * and without a mask.
 *
 * usage: grid_table            print the table
 *        grid_table docs/user-guide.md  check that the docs hold exactly that table
 *                              between its "<!-- grid-table" and
 *                              "<!-- end grid-table -->" lines (exit 1 if not)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/solve.h"
#include "doc_table.h"

/* A small grid of the shape; with a mask, its first cell cut out. */
static maze *sample(const grid_shape *s, bool masked)
{
    maze *full = maze_create_shaped(s, s->sizes.uw, s->sizes.uh, NULL);
    if (!full || !masked)
        return full;
    uint8_t *mask = malloc(full->n);
    memset(mask, 1, full->n);
    mask[0] = 0;
    maze *m = maze_create_shaped(s, full->w, full->h, mask);
    free(mask);
    maze_destroy(full);
    return m;
}

static int row(char *buf, size_t len, const sm_algo *a, maze *const *plain, maze *const *masked)
{
    int k = snprintf(buf, len, "| `%s` | %s |", a->id, a->name.en);
    for (size_t g = 0; g < grid_shape_count; g++)
        k += snprintf(buf + k, len - (size_t)k, " %s |", sm_algo_fits(a, plain[g]) ? "yes" : "—");
    bool all = true;
    for (size_t g = 0; g < grid_shape_count; g++)
        all = all && sm_algo_fits(a, masked[g]);
    return k + snprintf(buf + k, len - (size_t)k, " %s |\n", all ? "yes" : "—");
}

/* The whole table into a malloc'd string. */
static char *table(void)
{
    maze *plain[16], *masked[16]; /* one per shape */
    size_t cap = 16384, used = 0;
    if (grid_shape_count > sizeof plain / sizeof plain[0])
        return NULL;
    char *out = malloc(cap);
    for (size_t g = 0; g < grid_shape_count; g++) {
        plain[g] = sample(grid_shapes[g], false);
        masked[g] = sample(grid_shapes[g], true);
    }
    used += (size_t)snprintf(out + used, cap - used, "| id | algorithm |");
    for (size_t g = 0; g < grid_shape_count; g++)
        used += (size_t)snprintf(out + used, cap - used, " %s |", grid_shapes[g]->id);
    used += (size_t)snprintf(out + used, cap - used, " masks |\n|---|---|");
    for (size_t g = 0; g <= grid_shape_count; g++)
        used += (size_t)snprintf(out + used, cap - used, "---|");
    used += (size_t)snprintf(out + used, cap - used, "\n");
    for (size_t i = 0; i < gen_algo_count; i++)
        used += (size_t)row(out + used, cap - used, gen_algos[i], plain, masked);
    for (size_t i = 0; i < solve_algo_count; i++)
        used += (size_t)row(out + used, cap - used, solve_algos[i], plain, masked);
    used += (size_t)row(out + used, cap - used, &solve_distance, plain, masked);
    for (size_t g = 0; g < grid_shape_count; g++) {
        maze_destroy(plain[g]);
        maze_destroy(masked[g]);
    }
    return out;
}

int main(int argc, char **argv)
{
    char *want = table();
    if (!want) {
        fprintf(stderr, "grid_table: more shapes than the table's arrays hold\n");
        return 1;
    }
    if (argc < 2) {
        fputs(want, stdout);
        free(want);
        return 0;
    }
    int rc = doc_table_check("grid_table", argv[1], "grid-table", want);
    free(want);
    return rc;
}
