/*
 * doc_table.h - a table in the docs that a program generates (grid_table.c,
 * keys_table.c): the document holds it between a "<!-- NAME ..." line and
 * a "<!-- end NAME -->" line, and the check fails when it differs from
 * what the program makes now.
 */
#ifndef MAZEVIZ_DOC_TABLE_H
#define MAZEVIZ_DOC_TABLE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The lines of path between the markers of table `name` (malloc'd), or NULL when there are none. */
static inline char *doc_table_read(const char *path, const char *name)
{
    char open[64], end[64];
    snprintf(open, sizeof open, "<!-- %s", name);
    snprintf(end, sizeof end, "<!-- end %s -->", name);
    FILE *f = fopen(path, "r");
    char *line = NULL, *out = calloc(1, 1);
    size_t cap = 0, used = 0;
    int state = 0; /* 0 before, 1 inside, 2 after */
    while (f && getline(&line, &cap, f) > 0 && state < 2) {
        if (state == 1 && strncmp(line, end, strlen(end)) == 0) {
            state = 2;
        } else if (state == 1) {
            out = realloc(out, used + strlen(line) + 1);
            strcpy(out + used, line);
            used += strlen(line);
        } else if (strncmp(line, open, strlen(open)) == 0) {
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

/*
 * Whether path holds exactly `want` as table `name`; says so, or where they
 * differ and that `prog` (the generator) remakes it. Returns the exit code.
 */
static inline int doc_table_check(const char *prog, const char *path, const char *name, const char *want)
{
    char *have = doc_table_read(path, name);
    int rc = 0;
    if (!have) {
        fprintf(stderr, "%s: %s has no <!-- %s ... --> ... <!-- end %s --> block\n", prog, path, name, name);
        rc = 1;
    } else if (strcmp(have, want) != 0) {
        size_t i = 0;
        while (have[i] && have[i] == want[i])
            i++;
        while (i > 0 && want[i - 1] != '\n')
            i--;
        fprintf(stderr, "%s: the docs' %s differs from what the code makes at:\n  docs: %.*s\n  wanted: %.*s\n"
                "(regenerate it with build/tests/%s)\n", prog, name, (int)strcspn(have + i, "\n"), have + i,
                (int)strcspn(want + i, "\n"), want + i, prog);
        rc = 1;
    } else {
        printf("%s: the docs' %s is what the code makes\n", prog, name);
    }
    free(have);
    return rc;
}

#endif
