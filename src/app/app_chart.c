/*
 * app_chart.c - the panel's figures over time (F) and the working data
 * structure as text (I), issue 21, item 7.
 *
 * The chart draws what the machine recorded as it ran (sm_keep_figures,
 * turned on with the step history for every machine the window shows):
 * the run's figures from step 0 to the furthest step reached, every
 * stride-th step. A frame takes the points up to the step shown and adds
 * that step's own figures as the last point, so going back with ← or
 * Home shows the history up to there only, and going forward again shows
 * the same chart as before (the points come from the same series; a
 * replay records nothing). Nothing is run again for a frame: it reads at
 * most APP_CHART_POINTS + 1 points.
 *
 * Across the chart go the steps from 0 to the timeline's right end (the
 * run's length when known, else the furthest step reached; a picture's:
 * the planned length, else the step shown), up the values from 0 to a
 * round number at or above the largest one drawn, on one scale for every
 * figure, so the lines compare. The figures that count out of a total
 * (cells visited of the cells) are left out when there are others: the
 * timeline shows that progress, and they would squash the working
 * structures that are the point (the backtracker's stack rising and
 * falling, A*'s open list).
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "mazeviz/grid.h"
#include "mazeviz/series.h"

struct app_chart {
    uint64_t step[APP_CHART_POINTS + 1];
    uint64_t value[(APP_CHART_POINTS + 1) * SERIES_MAX_FIGURES];
    float x[APP_CHART_POINTS + 1];
    float y[SERIES_MAX_FIGURES][APP_CHART_POINTS + 1];
    render_chart view;
    char x_hi[32], y_hi[32];
    char structure[RENDER_MAX_STRUCTURE][512];
};

void app_act_chart(app *a, int arg)
{
    (void)arg;
    a->maze.chart_on = !a->maze.chart_on;
    if (a->maze.chart_on && !a->panel_on) /* the chart lives in the panel */
        app_act_panel(a, 0);
}

void app_act_structure(app *a, int arg)
{
    (void)arg;
    a->maze.structure_on = !a->maze.structure_on;
    if (a->maze.structure_on && !a->panel_on)
        app_act_panel(a, 0);
}

/*
 * The series' columns the chart plots into col[], their labels into
 * label[]; returns how many. Counts out of a total (cells visited of the
 * cells) are left out when there are others: the timeline shows that
 * progress, and the working structures they would squash are the point.
 */
static size_t plotted(const series *s, const sm_text *all, const uint64_t *of, size_t *col, sm_text *label)
{
    size_t n = 0, nf = series_figures(s);
    for (size_t k = 0; k < nf; k++)
        if (of[k] == 0)
            col[n++] = k;
    for (size_t k = 0; n == 0 && k < nf; k++)
        col[k] = k;
    n = n ? n : nf;
    for (size_t k = 0; label && k < n; k++)
        label[k] = all[col[k]];
    return n;
}

size_t app_chart_points(const app *a, uint64_t *steps, uint64_t *values, size_t max, size_t *lines, sm_text *labels)
{
    sm_text all[SERIES_MAX_FIGURES], label[SERIES_MAX_FIGURES];
    uint64_t of[SERIES_MAX_FIGURES];
    size_t col[SERIES_MAX_FIGURES];
    const series *s = sm_figure_series(a->maze.g, all, of);
    *lines = s ? plotted(s, all, of, col, label) : 0;
    for (size_t k = 0; labels && k < *lines; k++)
        labels[k] = label[k];
    if (!s || max == 0)
        return 0;
    uint64_t now = sm_steps(a->maze.g);
    size_t n = 0, nf = *lines;
    for (size_t i = 0; i < series_count(s) && series_step(s, i) <= now && n < max; i++, n++) {
        steps[n] = series_step(s, i);
        for (size_t k = 0; k < nf; k++)
            values[n * SERIES_MAX_FIGURES + k] = series_value(s, i, col[k]);
    }
    if (n > 0 && steps[n - 1] == now)
        return n;
    if (n == max)
        n--; /* the step shown is always the last point */
    steps[n] = now;
    sm_figure_values(a->maze.g, label, nf, &values[n * SERIES_MAX_FIGURES]);
    return n + 1;
}

/* The smallest of 1, 2, 5 times a power of ten at or above v (1 for 0). */
static uint64_t round_top(uint64_t v)
{
    uint64_t p = 1;
    while (p <= v / 10)
        p *= 10;
    for (uint64_t m = 1;; m = m == 1 ? 2 : m == 2 ? 5 : 10)
        if (m * p >= v)
            return m * p;
}

static struct app_chart *chart_buffers(app *a)
{
    if (!a->maze.chart)
        a->maze.chart = calloc(1, sizeof *a->maze.chart);
    return a->maze.chart;
}

/* The chart for the frame into p, and each figure's line (its swatch). */
static void chart_view(app *a, render_panel *p)
{
    struct app_chart *c = chart_buffers(a);
    sm_text label[SERIES_MAX_FIGURES];
    size_t lines, n = c ? app_chart_points(a, c->step, c->value, APP_CHART_POINTS + 1, &lines, label) : 0;
    if (n == 0)
        return;
    float progress, reach;
    uint64_t right, top = 0;
    app_timeline(a, a->maze.g, !a->offscreen, &progress, &reach, &right);
    right = SDL_max(SDL_max(SDL_max(right, sm_planned_steps(a->maze.g)), c->step[n - 1]), 1);
    for (size_t i = 0; i < n * SERIES_MAX_FIGURES; i++)
        if (c->value[i] != SM_FIGURE_NONE && i % SERIES_MAX_FIGURES < lines)
            top = SDL_max(top, c->value[i]);
    top = round_top(top);
    for (size_t i = 0; i < n; i++) {
        c->x[i] = (float)((double)c->step[i] / (double)right);
        for (size_t k = 0; k < lines; k++) {
            uint64_t v = c->value[i * SERIES_MAX_FIGURES + k];
            c->y[k][i] = v == SM_FIGURE_NONE ? -1.0f : (float)((double)v / (double)top);
        }
    }
    app_lab_format_count(right, c->x_hi, sizeof c->x_hi);
    app_lab_format_count(top, c->y_hi, sizeof c->y_hi);
    c->view = (render_chart){.lines = (int)lines, .points = n, .x = c->x, .x_name = app_tr(STR_CHART_STEP, a->lang), .x_lo = "0", .x_hi = c->x_hi, .y_hi = c->y_hi};
    for (size_t k = 0; k < lines; k++) {
        c->view.y[k] = c->y[k];
        c->view.label[k] = sm_tr(label[k], a->lang);
    }
    p->chart = &c->view;
    sm_figure fig[SM_MAX_FIGURES];
    size_t nfig = p->figures_first ? 0 : sm_figures(a->maze.g, fig);
    for (size_t i = 0; i < nfig && i < (size_t)p->figures; i++)
        for (size_t k = 0; k < lines; k++)
            if (sm_text_same(fig[i].label, label[k]))
                p->fig_line[i] = (int)k + 1;
}

/* Appends text to buf at *used (cut at len). */
static void put(char *buf, size_t len, size_t *used, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (*used < len) {
        int k = vsnprintf(buf + *used, len - *used, fmt, ap);
        *used += k > 0 ? (size_t)k : 0;
    }
    va_end(ap);
}

/* The structure's cells as "(3,4) (3,5) …" or "(3,4) f=12 …", "…" when it has more. */
static void cells_text(const app *a, const sm_structure *s, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < s->n; i++) {
        char cell[48];
        grid_cell_name(a->maze.m, s->cell[i], a->lang, cell, sizeof cell);
        put(buf, len, &used, "%s%s", i ? "  " : "", cell);
        if (s->key.en)
            put(buf, len, &used, " %s=%s", sm_tr(s->key, a->lang), sm_count(s->key_value[i]).s);
    }
    if (s->size > s->n && s->n > 0)
        put(buf, len, &used, "  …");
}

size_t app_structure_text(const app *a, char out[][512], size_t max)
{
    sm_structure s;
    sm_lang l = a->lang;
    if (max < RENDER_MAX_STRUCTURE)
        return 0;
    out[0][0] = out[1][0] = '\0';
    if (!sm_structure_of(a->maze.g, &s)) {
        snprintf(out[0], sizeof out[0], "%s", app_tr(STR_STRUCT_NONE, l));
        return 1;
    }
    size_t n = 0;
    if (s.focus != MAZE_NONE) { /* first: one row, the cell the step is about */
        char cell[48], values[160];
        size_t vu = 0;
        values[0] = '\0';
        for (size_t i = 0; i < s.n_values; i++)
            put(values, sizeof values, &vu, "%s%s=%s", i ? "  " : "", sm_tr(s.value_name[i], l), sm_count(s.value[i]).s);
        grid_cell_name(a->maze.m, s.focus, l, cell, sizeof cell);
        snprintf(out[n++], sizeof out[0], app_tr(STR_STRUCT_FOCUS, l), sm_tr(s.focus_name, l), cell, values);
    }
    size_t used = 0;
    char cells[400];
    const char *name = sm_tr(s.name, l);
    if (s.size == 0)
        put(out[n], sizeof out[0], &used, app_tr(STR_STRUCT_EMPTY, l), name);
    else
        put(out[n], sizeof out[0], &used, app_trn(STR_STRUCT_SIZE, s.size, l), name, sm_count(s.size).s);
    cells_text(a, &s, cells, sizeof cells);
    if (cells[0])
        put(out[n], sizeof out[0], &used, app_tr(STR_STRUCT_LIST, l), cells);
    return n + 1;
}

/* The structure's paragraphs for the frame into p. */
static void structure_view(app *a, render_panel *p)
{
    struct app_chart *c = chart_buffers(a);
    if (!c)
        return;
    size_t n = app_structure_text(a, c->structure, RENDER_MAX_STRUCTURE);
    for (size_t i = 0; i < n; i++)
        p->structure[i] = c->structure[i];
}

void app_chart_view(app *a, render_panel *p)
{
    if (app_modes[a->mode]->own_panel)
        return; /* play's panel is the student's walk, not a machine's */
    if (a->maze.chart_on)
        chart_view(a, p);
    if (a->maze.structure_on)
        structure_view(a, p);
}

void app_chart_free(app *a)
{
    free(a->maze.chart);
    a->maze.chart = NULL;
}
