/*
 * sm_figures.c - a machine's figures recorded as it runs (sm_keep_figures,
 * issue 21, item 7): a series (series.h) whose columns are the figures the
 * machine had when recording began, matched by label at every step
 * recorded.
 *
 * Running stops at every multiple of the series' stride past the furthest
 * step recorded so far, reads the figures and offers them; steps up to
 * that furthest one (a replay after sm_seek() went back) run in one piece,
 * recording nothing: a run is deterministic, so they were the same the
 * first time. The series therefore always holds the run from step 0 to the
 * furthest step reached, whatever seeks came between, and costs one stop
 * per kept point: cap at first, cap / 2 more per doubling of the run.
 */
#include <stdlib.h>
#include <string.h>

#include "mazeviz/series.h"
#include "sm_history.h"

typedef struct sm_figrec {
    series *s;
    size_t n;
    sm_text label[SERIES_MAX_FIGURES];
    uint64_t of[SERIES_MAX_FIGURES]; /* each column's "of" when recording began */
    uint64_t next; /* the first step not reached yet: every earlier one was offered or skipped */
} sm_figrec;

bool sm_text_same(sm_text a, sm_text b) { return a.en == b.en || (a.en && b.en && strcmp(a.en, b.en) == 0); }

void sm_figure_values(const sm *m, const sm_text *labels, size_t n, uint64_t *out)
{
    sm_figure fig[SM_MAX_FIGURES];
    size_t nf = sm_figures(m, fig);
    for (size_t k = 0; k < n; k++) {
        out[k] = SM_FIGURE_NONE;
        for (size_t i = 0; i < nf; i++)
            if (sm_text_same(fig[i].label, labels[k])) {
                out[k] = fig[i].value;
                break;
            }
    }
}

/* Offers the figures now (SM_FIGURE_NONE for a column the machine does not show now). */
static void offer(sm *m)
{
    sm_figrec *r = m->rec;
    uint64_t v[SERIES_MAX_FIGURES];
    sm_figure_values(m, r->label, r->n, v);
    series_add(r->s, m->steps, v);
    r->next = m->steps + 1;
}

bool sm_keep_figures(sm *m, size_t cap)
{
    if (m->rec)
        return true;
    sm_figure fig[SM_MAX_FIGURES];
    size_t nf = sm_figures(m, fig);
    if (nf > SERIES_MAX_FIGURES)
        nf = SERIES_MAX_FIGURES;
    sm_figrec *r = nf ? calloc(1, sizeof *r) : NULL;
    if (!r || !(r->s = series_create(nf, cap))) {
        free(r);
        return false;
    }
    r->n = nf;
    for (size_t k = 0; k < nf; k++) {
        r->label[k] = fig[k].label;
        r->of[k] = fig[k].of;
    }
    m->rec = r;
    if (m->steps % series_stride(r->s) == 0)
        offer(m);
    r->next = m->steps + 1;
    return true;
}

void sm_figures_free(sm *m)
{
    if (!m->rec)
        return;
    series_destroy(m->rec->s);
    free(m->rec);
    m->rec = NULL;
}

uint64_t sm_figures_run(sm *m, uint64_t max)
{
    sm_figrec *r = m->rec;
    uint64_t done = 0;
    while (done < max && !m->done) {
        uint64_t now = m->steps, stride = series_stride(r->s);
        uint64_t k = now + 1 < r->next ? r->next - 1 - now   /* a replay: to the furthest step in one piece */
                                       : (now / stride + 1) * stride - now; /* to the next step to record */
        uint64_t got = sm_run_algo(m, k < max - done ? k : max - done);
        done += got;
        if (got == 0)
            break;
        if (m->steps >= r->next && m->steps % series_stride(r->s) == 0)
            offer(m);
        else if (m->steps >= r->next)
            r->next = m->steps + 1;
    }
    return done;
}

void sm_figures_drop_after(sm *m)
{
    sm_figrec *r = m->rec;
    if (!r || r->next <= m->steps + 1)
        return;
    series_drop_after(r->s, m->steps);
    r->next = m->steps + 1;
}

const struct series *sm_figure_series(const sm *m, sm_text *labels, uint64_t *of)
{
    const sm_figrec *r = m->rec;
    if (!r)
        return NULL;
    for (size_t k = 0; k < r->n; k++) {
        if (labels)
            labels[k] = r->label[k];
        if (of)
            of[k] = r->of[k];
    }
    return r->s;
}
