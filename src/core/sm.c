/*
 * sm.c - the generic half of a step machine: memory, settings, the change
 * log, notes and captions. Checkpoints and seeking are in sm_history.c;
 * the algorithm-specific half is behind m->algo.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sm_history.h"

void *sm_alloc(sm *m, size_t count, size_t size)
{
    MAZEVIZ_ASSERT(!m->ready, "sm_alloc: only init allocates (a step never does)");
    if (size != 0 && count > SIZE_MAX / size)
        return NULL;
    if (m->nblocks == m->blocks_cap) {
        size_t cap = m->blocks_cap ? 2 * m->blocks_cap : 8;
        sm_block *b = realloc(m->blocks, cap * sizeof *b);
        if (!b)
            return NULL;
        m->blocks = b;
        m->blocks_cap = cap;
    }
    size_t bytes = count * size;
    void *p = calloc(bytes ? bytes : 1, 1);
    if (!p)
        return NULL;
    m->blocks[m->nblocks++] = (sm_block){p, bytes};
    m->bytes += bytes;
    return p;
}

sm_settings sm_default_settings(void)
{
    sm_settings s;
    memset(&s, 0, sizeof s);
    s.from = s.to = MAZE_NONE;
    return s;
}

/* Decimal digits only (no sign, no space), at most `most`; SM_NO_NUMBER otherwise. */
static uint64_t whole_number(const char *t, uint64_t most)
{
    uint64_t v = 0;
    if (!*t)
        return SM_NO_NUMBER;
    for (; *t; t++) {
        uint64_t d = (uint64_t)(*t - '0');
        if (*t < '0' || *t > '9' || d > most || v > (most - d) / 10)
            return SM_NO_NUMBER;
        v = v * 10 + d;
    }
    return v;
}

bool sm_parse_option(const sm_algo *a, const char *kv, sm_settings *s)
{
    const char *eq = strchr(kv, '=');
    if (!eq)
        return false;
    size_t klen = (size_t)(eq - kv);
    for (size_t i = 0; i < a->n_options && i < SM_MAX_OPTIONS; i++) {
        const sm_option *o = &a->options[i];
        if (strlen(o->key) != klen || strncmp(o->key, kv, klen) != 0)
            continue;
        for (size_t v = 0; v < SM_MAX_VALUES && o->values[v]; v++) {
            if (strcmp(o->values[v], eq + 1) == 0) {
                s->value[i] = (uint8_t)v;
                s->number[i] = 0;
                return true;
            }
        }
        uint64_t k = o->most ? whole_number(eq + 1, o->most) : SM_NO_NUMBER;
        if (k == SM_NO_NUMBER)
            return false;
        s->value[i] = SM_VALUE_NUMBER;
        s->number[i] = k;
        return true;
    }
    return false;
}

uint64_t sm_settings_number(const sm_algo *a, const sm_settings *s, size_t i)
{
    if (i >= a->n_options || i >= SM_MAX_OPTIONS)
        return SM_NO_NUMBER;
    if (s->value[i] == SM_VALUE_NUMBER)
        return s->number[i];
    const char *t = s->value[i] < SM_MAX_VALUES ? a->options[i].values[s->value[i]] : NULL;
    return t ? whole_number(t, UINT64_MAX - 1) : SM_NO_NUMBER;
}

size_t sm_option_text(const sm_algo *a, const sm_settings *s, size_t i, char *buf, size_t len)
{
    const char *t = "?";
    char num[24];
    if (i < a->n_options && i < SM_MAX_OPTIONS && s->value[i] == SM_VALUE_NUMBER) {
        snprintf(num, sizeof num, "%" PRIu64, s->number[i]);
        t = num;
    } else if (i < a->n_options && i < SM_MAX_OPTIONS && s->value[i] < SM_MAX_VALUES &&
               a->options[i].values[s->value[i]]) {
        t = a->options[i].values[s->value[i]];
    }
    int k = snprintf(buf, len, "%s", t);
    return k > 0 ? (size_t)k : 0;
}

/* The change log and the loop ghost, when a renderer wants them. */
static bool alloc_tracking(sm *m)
{
    if (!m->set.track_changes)
        return true;
    m->cap = (size_t)m->m->n + 64;
    m->ghost_cap = m->m->n < SM_GHOST_MAX ? m->m->n : SM_GHOST_MAX;
    m->changed = malloc(m->cap * sizeof *m->changed);
    m->ghost = malloc(m->ghost_cap * sizeof *m->ghost);
    m->bytes += (m->cap + m->ghost_cap) * sizeof(uint32_t);
    return m->changed && m->ghost;
}

/* A generator that does not ask grid_link_ok() would carve what a weave forbids. */
static bool carves_ok(const sm_algo *a, const grid_shape *g)
{
    return !g->link_ok || a->kind != SM_GENERATOR || a->weaves;
}

bool sm_algo_fits(const sm_algo *a, const maze *m) { return maze_offers(m, a->needs) && carves_ok(a, m->shape); }

bool sm_algo_fits_grid(const sm_algo *a, const grid_shape *g, bool masked)
{
    return grid_offers(g, a->needs, masked) && carves_ok(a, g);
}

sm *sm_create(const sm_algo *a, maze *mz, uint64_t seed, const sm_settings *s)
{
    MAZEVIZ_ASSERT(a && mz && a->init && a->run && a->cell && a->wall && a->figures,
                   "sm_create: no maze, or an algorithm without the functions sm_impl.h asks for");
    MAZEVIZ_ASSERT(a->code_lines > 0 && a->n_captions > 0 && a->n_legend > 0 && a->n_events > 0 &&
                       a->main_event < a->n_events,
                   "sm_create: an algorithm without pseudocode, captions, a legend or events");
    if (!sm_algo_fits(a, mz))
        return NULL;
    sm *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->algo = a;
    m->m = mz;
    m->seed = seed;
    m->set = s ? *s : sm_default_settings();
    rng_seed(&m->r, seed);
    if (!alloc_tracking(m))
        goto err;
    if (a->kind == SM_GENERATOR && !a->keeps_maze)
        maze_fill(mz, false);
    if (!a->init(m) || !sm_picks_load(m, m->set.record))
        goto err;
    MAZEVIZ_ASSERT(m->note.line < a->code_lines && m->note.caption < a->n_captions,
                   "sm_create: init left a note naming no line or caption");
    m->ready = true;
    m->set.record = NULL; /* copied: the caller's record need not outlive the machine */
    if (m->done)
        m->total = 0;
    return m;
err:
    sm_destroy(m);
    return NULL;
}

void sm_destroy(sm *m)
{
    if (!m)
        return;
    sm_history_free(m);
    sm_figures_free(m);
    for (size_t i = 0; i < m->nblocks; i++)
        free(m->blocks[i].p);
    free(m->blocks);
    free(m->changed);
    free(m->ghost);
    free(m->picks);
    free(m);
}

/* Runs up to max steps of the algorithm itself, taking the run's recorded choices at their steps. */
uint64_t sm_run_algo(sm *m, uint64_t max)
{
    if (m->choosing || (m->npicks > 0 && m->picks[m->npicks - 1].step > m->steps))
        return sm_picks_run(m, max);
    return sm_run_counted(m, max);
}

uint64_t sm_run_counted(sm *m, uint64_t max)
{
    if (m->done || max == 0)
        return 0;
    uint64_t k = m->algo->run(m, max);
    MAZEVIZ_ASSERT(k <= max && (k > 0 || m->done), "run: more steps than asked, or none and not done");
    MAZEVIZ_ASSERT(m->note.line < m->algo->code_lines && m->note.caption < m->algo->n_captions,
                   "run: a note naming no line or caption");
    m->steps += k;
    if (m->done)
        m->total = m->steps;
    return k;
}

uint64_t sm_run_plain(sm *m, uint64_t max) { return m->rec ? sm_figures_run(m, max) : sm_run_algo(m, max); }

bool sm_step(sm *m)
{
    sm_run(m, 1);
    return !m->done;
}

uint64_t sm_run(sm *m, uint64_t max)
{
    if (!m->hist)
        return sm_run_plain(m, max);
    return sm_history_run(m, max);
}

uint64_t sm_run_unwatched(sm *m, uint64_t max)
{
    uint32_t *log = m->changed, *ghost = m->ghost;
    if (!log || max == 0)
        return sm_run(m, max);
    size_t cap = m->cap, gcap = m->ghost_cap;
    m->changed = NULL; /* as headless: nothing logged, Wilson's walks in the last-exit form */
    m->ghost = NULL;
    m->cap = m->ghost_cap = 0;
    uint64_t k = sm_run(m, max - 1);
    m->changed = log;
    m->ghost = ghost;
    m->cap = cap;
    m->ghost_cap = gcap;
    k += sm_run(m, 1); /* the last step watched: a pause here shows the loop it erased (sm_ghost) */
    if (k > 0)
        m->redraw_all = m->unwatched = true;
    return k;
}

bool sm_watched_throughout(const sm *m) { return m->changed && !m->unwatched; }

uint64_t sm_finish(sm *m)
{
    uint64_t total = 0;
    while (!m->done)
        total += sm_run(m, UINT64_MAX);
    return total;
}

bool sm_done(const sm *m) { return m->done; }
uint64_t sm_steps(const sm *m) { return m->steps; }
const sm_algo *sm_algorithm(const sm *m) { return m->algo; }
const maze *sm_maze(const sm *m) { return m->m; }
uint64_t sm_seed(const sm *m) { return m->seed; }
const sm_settings *sm_get_settings(const sm *m) { return &m->set; }
uint64_t sm_planned_steps(const sm *m)
{
    const sm_algo *a = m->algo;
    if (a->planned)
        return a->planned(m);
    uint64_t all = (uint64_t)a->plan.per_cell * m->m->count;
    if (m->m->live) /* a mask: the plan is for whole grids only */
        return 0;
    return a->plan.per_cell && all > a->plan.less ? all - a->plan.less : 0;
}

uint64_t sm_total_steps(const sm *m)
{
    if (m->done)
        return m->steps;
    return m->total ? m->total : sm_planned_steps(m);
}

bool sm_progress(const sm *m, double *fraction)
{
    uint64_t plan = sm_planned_steps(m);
    if (m->done || plan) {
        *fraction = m->done ? 1.0 : m->steps >= plan ? 1.0 : (double)m->steps / (double)plan;
        return true;
    }
    sm_figure f[SM_MAX_FIGURES];
    size_t n = sm_figures(m, f);
    for (size_t i = 0; i < n; i++)
        if ((f[i].of == m->m->n || f[i].of == m->m->count) && f[i].of > 0) {
            *fraction = f[i].value >= f[i].of ? 1.0 : (double)f[i].value / (double)f[i].of;
            return true;
        }
    return false;
}

/* A cell a mask cut out is never part of a run: blank, whatever the algorithm's state. */
sm_cell sm_cell_mark(const sm *m, uint32_t c)
{
    MAZEVIZ_ASSERT(c < m->m->n, "sm_cell_mark: no such cell");
    if (!maze_exists(m->m, c))
        return (sm_cell){SM_CELL_BLANK, 0, 0};
    return m->algo->cell(m, c);
}

sm_wall_kind sm_wall_mark(const sm *m, uint32_t c, maze_dir d)
{
    MAZEVIZ_ASSERT(c < m->m->n && d < m->m->sides, "sm_wall_mark: no such wall");
    return m->algo->wall(m, c, d);
}

bool sm_marks_walls(const sm *m) { return m->algo->wall != sm_plain_wall; }

sm_wall_kind sm_plain_wall(const sm *m, uint32_t c, maze_dir d)
{
    (void)m;
    (void)c;
    (void)d;
    return SM_WALL_PLAIN;
}

size_t sm_figures(const sm *m, sm_figure *out)
{
    size_t n = m->algo->figures(m, out);
    return n < SM_MAX_FIGURES ? n : SM_MAX_FIGURES;
}

sm_note sm_get_note(const sm *m) { return m->note; }

bool sm_structure_of(const sm *m, sm_structure *out)
{
    memset(out, 0, sizeof *out);
    out->focus = MAZE_NONE;
    if (!m->algo->structure)
        return false;
    m->algo->structure(m, out);
    if (out->n > SM_SHOW_CELLS)
        out->n = SM_SHOW_CELLS;
    if (out->n_values > SM_SHOW_VALUES)
        out->n_values = SM_SHOW_VALUES;
    return true;
}

bool sm_ghost(const sm *m, const uint32_t **cells, size_t *n, uint64_t *step)
{
    *cells = m->ghost;
    *n = m->ghost ? m->ghost_len : 0;
    *step = m->ghost_step;
    return m->ghost && m->ghost_step > 0 && m->ghost_len > 0;
}

const uint32_t *sm_changes(const sm *m, size_t *n)
{
    *n = m->nchanged;
    return m->changed;
}

bool sm_changes_overflowed(const sm *m)
{
    return m->changed && (m->redraw_all || m->nchanged >= m->cap);
}

void sm_clear_changes(sm *m)
{
    m->nchanged = 0;
    m->redraw_all = false;
}

size_t sm_memory(const sm *m) { return m->bytes; }

/* Whether the legend lists mark kind of type t (blank cells and plain walls need no row). */
static bool in_legend(const sm_algo *a, sm_mark_type t, unsigned kind)
{
    if ((t == SM_MARK_CELL && kind == SM_CELL_BLANK) || (t == SM_MARK_WALL && kind == SM_WALL_PLAIN))
        return true;
    for (size_t i = 0; i < a->n_legend; i++)
        if (a->legend[i].type == t && a->legend[i].kind == kind)
            return true;
    return false;
}

const char *sm_check(const sm *m)
{
    const char *why = maze_check(m->m);
    if (why)
        return why;
    const sm_algo *a = m->algo;
    if (m->note.line >= a->code_lines || m->note.caption >= a->n_captions)
        return "the note names no pseudocode line or caption";
    if (m->done && m->total != m->steps)
        return "done, but the last step is not the step count";
    for (uint32_t c = 0; c < m->m->n; c++) {
        sm_cell k = sm_cell_mark(m, c);
        if (k.kind >= SM_CELL_KINDS || !in_legend(a, SM_MARK_CELL, k.kind))
            return "a cell mark out of range or not in the legend";
        if (k.shade && k.kind != SM_CELL_FRONTIER && k.kind != SM_CELL_VISITED)
            return "a shade on a cell mark that has none";
        for (maze_dir d = 0; d < m->m->sides; d++) {
            sm_wall_kind w = sm_wall_mark(m, c, d);
            if ((unsigned)w >= SM_WALL_KINDS || !in_legend(a, SM_MARK_WALL, (unsigned)w))
                return "a wall mark out of range or not in the legend";
        }
    }
    return NULL;
}
