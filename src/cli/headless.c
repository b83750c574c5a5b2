/*
 * headless.c - text output with no window. With --output the mazes go
 * through outfile.h, so a failure never leaves half a file behind.
 */
#include "headless.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazeviz/gen.h"
#include "outfile.h"
#include "text.h"

/* Writes every maze into s; returns 0, or the exit code after printing why not. */
static int write_mazes(const cli_args *a, outfile *s, uint64_t seed)
{
    maze *m = maze_create(a->w, a->h);
    int rc = 0;
    for (uint64_t i = 0; rc == 0 && i < a->count; i++) {
        if (!m || !gen_generate(a->algo, m, seed + i, &a->settings)) {
            fprintf(stderr, "mazeviz: out of memory for a %" PRIu32 "x%" PRIu32 " maze\n", a->w, a->h);
            rc = 1;
        } else if ((i > 0 && fputc('\n', s->f) == EOF) || !text_write(s->f, m, a->format)) {
            rc = -1;
        }
    }
    maze_destroy(m);
    return rc;
}

int headless_run(const cli_args *a)
{
    outfile s;
    char name[CLI_ESCAPE_MAX + 16];
    cli_escape(name, sizeof name, a->output ? a->output : "standard output");
    if (!outfile_open(&s, a->output)) {
        fprintf(stderr, "mazeviz: cannot write --output '%s': %s\n", name, outfile_error(&s));
        return 2;
    }
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    int rc = write_mazes(a, &s, seed);
    if (!outfile_close(&s, rc == 0) && rc <= 0) {
        if (errno != EPIPE) /* the reader went away: end quietly, see main.c */
            fprintf(stderr, "mazeviz: writing %s failed: %s\n", name, strerror(errno));
        return 1;
    }
    return rc;
}

int headless_list_algos(void)
{
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *al = gen_algos[i];
        printf("%-22s %-32s %s", al->id, al->name_en, al->name_zh);
        for (size_t k = 0; k < al->n_options; k++) {
            const gen_option *o = &al->options[k];
            printf("%s%s=", k ? " " : "  [", o->key);
            for (size_t v = 0; o->values[v]; v++)
                printf("%s%s", v ? "|" : "", o->values[v]);
        }
        printf("%s\n", al->n_options ? "]" : "");
    }
    return 0;
}
