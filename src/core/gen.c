/*
 * gen.c - the generic half of a generator: settings, change log, step
 * counting. The algorithm-specific half is behind g->algo.
 */
#include <stdlib.h>
#include <string.h>

#include "gen_impl.h"

void *gen_alloc(gen *g, size_t count, size_t size)
{
    if (size != 0 && count > SIZE_MAX / size)
        return NULL;
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (p)
        g->bytes += count * size;
    return p;
}

const gen_algo *gen_find(const char *name)
{
    for (size_t i = 0; i < gen_algo_count; i++) {
        const gen_algo *a = gen_algos[i];
        if (strcmp(a->id, name) == 0 || (a->alias && strcmp(a->alias, name) == 0))
            return a;
    }
    return NULL;
}

gen_settings gen_default_settings(void)
{
    gen_settings s;
    memset(&s, 0, sizeof s);
    return s;
}

bool gen_parse_option(const gen_algo *a, const char *kv, gen_settings *s)
{
    const char *eq = strchr(kv, '=');
    if (!eq)
        return false;
    size_t klen = (size_t)(eq - kv);
    for (size_t i = 0; i < a->n_options && i < GEN_MAX_OPTIONS; i++) {
        const gen_option *o = &a->options[i];
        if (strlen(o->key) != klen || strncmp(o->key, kv, klen) != 0)
            continue;
        for (size_t v = 0; v < GEN_MAX_VALUES && o->values[v]; v++) {
            if (strcmp(o->values[v], eq + 1) == 0) {
                s->value[i] = (uint8_t)v;
                return true;
            }
        }
        return false;
    }
    return false;
}

gen *gen_create(const gen_algo *a, maze *m, uint64_t seed, const gen_settings *s)
{
    gen *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->algo = a;
    g->m = m;
    g->seed = seed;
    g->set = s ? *s : gen_default_settings();
    rng_seed(&g->r, seed);
    if (g->set.track_changes) {
        g->cap = (size_t)m->n + 64;
        g->changed = gen_alloc(g, g->cap, sizeof *g->changed);
        if (!g->changed)
            goto err;
    }
    maze_fill(m, false);
    if (!a->init(g))
        goto err;
    return g;
err:
    gen_destroy(g);
    return NULL;
}

void gen_destroy(gen *g)
{
    if (!g)
        return;
    g->algo->fini(g);
    free(g->changed);
    free(g);
}

bool gen_step(gen *g)
{
    if (g->done)
        return false;
    g->steps++;
    if (!g->algo->step(g))
        g->done = true;
    return !g->done;
}

uint64_t gen_run(gen *g, uint64_t max)
{
    if (g->done || max == 0)
        return 0;
    uint64_t k = g->algo->run(g, max);
    g->steps += k;
    return k;
}

uint64_t gen_finish(gen *g)
{
    uint64_t total = 0;
    while (!g->done)
        total += gen_run(g, UINT64_MAX);
    return total;
}

bool gen_generate(const gen_algo *a, maze *m, uint64_t seed, const gen_settings *s)
{
    gen *g = gen_create(a, m, seed, s);
    if (!g)
        return false;
    gen_finish(g);
    gen_destroy(g);
    return true;
}

bool gen_done(const gen *g) { return g->done; }
uint64_t gen_steps(const gen *g) { return g->steps; }
const gen_algo *gen_algorithm(const gen *g) { return g->algo; }
const maze *gen_maze(const gen *g) { return g->m; }
uint64_t gen_seed(const gen *g) { return g->seed; }

gen_cell gen_cell_mark(const gen *g, uint32_t c) { return g->algo->cell(g, c); }

gen_wall_kind gen_wall_mark(const gen *g, uint32_t c, maze_dir d)
{
    return g->algo->wall(g, c, d);
}

gen_wall_kind gen_plain_wall(const gen *g, uint32_t c, maze_dir d)
{
    (void)g;
    (void)c;
    (void)d;
    return GEN_WALL_PLAIN;
}

void gen_get_info(const gen *g, gen_info *out)
{
    memset(out, 0, sizeof *out);
    out->phase = "";
    g->algo->info(g, out);
    if (g->done)
        out->phase = "done";
}

const uint32_t *gen_changes(const gen *g, size_t *n)
{
    *n = g->nchanged;
    return g->changed;
}

bool gen_changes_overflowed(const gen *g) { return g->changed && g->nchanged == g->cap; }

void gen_clear_changes(gen *g) { g->nchanged = 0; }

size_t gen_memory(const gen *g) { return g->bytes; }
