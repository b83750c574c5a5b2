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
    maze *plain[8], *masked[8];
    size_t cap = 16384, used = 0;
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

/* The document's lines between the markers, or NULL. */
static char *readme_table(const char *path)
{
    FILE *f = fopen(path, "r");
    char *line = NULL, *out = calloc(1, 1);
    size_t cap = 0, used = 0;
    int state = 0; /* 0 before, 1 inside, 2 after */
    while (f && getline(&line, &cap, f) > 0 && state < 2) {
        if (state == 1 && strncmp(line, "<!-- end grid-table -->", 23) == 0) {
            state = 2;
        } else if (state == 1) {
            out = realloc(out, used + strlen(line) + 1);
            strcpy(out + used, line);
            used += strlen(line);
        } else if (strncmp(line, "<!-- grid-table", 15) == 0) {
            state = 1;
        }
    }
    free(line);
    if (f)
        fclose(f);
    if (state != 2) {
        free(out);
        return NULL;
    }
    return out;
}

int main(int argc, char **argv)
{
    char *want = table();
    if (argc < 2) {
        fputs(want, stdout);
        free(want);
        return 0;
    }
    char *have = readme_table(argv[1]);
    int rc = 0;
    if (!have) {
        fprintf(stderr, "grid_table: %s has no <!-- grid-table ... --> ... <!-- end grid-table --> block\n", argv[1]);
        rc = 1;
    } else if (strcmp(have, want) != 0) {
        size_t i = 0;
        while (have[i] && have[i] == want[i])
            i++;
        while (i > 0 && want[i - 1] != '\n')
            i--;
        fprintf(stderr, "grid_table: the docs table differs from the registry's at:\n  docs: %.*s\n  wanted: %.*s\n"
                "(regenerate it with build/tests/grid_table)\n",
                (int)strcspn(have + i, "\n"), have + i, (int)strcspn(want + i, "\n"), want + i);
        rc = 1;
    } else {
        printf("grid_table: the docs table is the registry's\n");
    }
    free(have);
    free(want);
    return rc;
}
