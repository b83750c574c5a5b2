/*
 * chart_test.c - the panel's figures over time (F) and working data
 * structure (I), issue 21, item 7:
 *
 * - the plotted values equal the figures read step by step: a run stepped
 *   one step at a time, its figures read after every step into a table,
 *   and the chart's points (app_chart_points, what the panel draws) at
 *   many steps along the way: each point's value is the table's at its
 *   step, the points rise, none is past the step shown and the last one
 *   is that step;
 * - back and forth through the history gives the same chart: after the
 *   run, the chart at sampled steps is kept; then ←, Home and → (held
 *   ones too) and timeline seeks go back and forth, and at every step
 *   passed the chart is exactly the kept one (same points, same values),
 *   also after going forward to the end again;
 * - F draws it (the plot area in the panel, the first line's colour in
 *   it) and takes it away again; I's text names the structure and its
 *   first cell is the machine's current (or next) cell.
 * Run for the backtracker (a known length over the chart's 512 points,
 * so its series thins) and for A* and BFS on a braided maze (solvers: the
 * chain's second machine).
 */
#include "viz_harness.h"
#include "app/config.h"
#include "mazeviz/series.h"

#define MAX_POINTS (APP_CHART_POINTS + 1)

typedef struct chart {
    size_t n, lines;
    uint64_t step[MAX_POINTS];
    uint64_t value[MAX_POINTS * SERIES_MAX_FIGURES];
} chart;

static chart *read_chart(app *a, chart *c, sm_text *labels)
{
    c->n = app_chart_points(a, c->step, c->value, MAX_POINTS, &c->lines, labels);
    return c;
}

static bool same_chart(const chart *x, const chart *y)
{
    return x->n == y->n && x->lines == y->lines && memcmp(x->step, y->step, x->n * sizeof x->step[0]) == 0 &&
           memcmp(x->value, y->value, x->n * SERIES_MAX_FIGURES * sizeof x->value[0]) == 0;
}

/* The figures of the machine on screen now, by the chart's labels, into row. */
static void read_figures(const app *a, const sm_text *labels, size_t lines, uint64_t *row)
{
    sm_figure fig[SM_MAX_FIGURES];
    size_t n = sm_figures(app_gen(a), fig);
    for (size_t k = 0; k < lines; k++) {
        row[k] = SM_FIGURE_NONE;
        for (size_t i = 0; i < n; i++)
            if (strcmp(fig[i].label.en, labels[k].en) == 0)
                row[k] = fig[i].value;
    }
}

/* Every point of c against the table: its values, rising steps, the last one the step shown. */
static size_t check_points(const app *a, const chart *c, const uint64_t *table, uint64_t rows, const char *what)
{
    size_t bad = 0;
    uint64_t now = sm_steps(app_gen(a));
    for (size_t i = 0; i < c->n; i++) {
        uint64_t st = c->step[i];
        if (st > now || st >= rows || (i > 0 && st <= c->step[i - 1])) {
            bad++;
            continue;
        }
        for (size_t k = 0; k < c->lines; k++)
            bad += c->value[i * SERIES_MAX_FIGURES + k] != table[st * SERIES_MAX_FIGURES + k];
    }
    bad += c->n == 0 || c->step[c->n - 1] != now || c->step[0] != 0;
    CHECK(bad == 0, "%s at step %" PRIu64 ": %zu of %zu points differ from the figures read step by step", what, now,
          bad, c->n);
    return bad;
}

/* Goes to step s of the machine on screen with the keys (Home, then →) or a seek, alternately. */
static void go_to(fixture *f, uint64_t s, int how)
{
    app *a = f->a;
    uint64_t now = sm_steps(app_gen(a));
    if (how % 3 == 0) {
        app_seek_now(a, s);
    } else if (how % 3 == 1 && s < now && now - s < 40) {
        while (sm_steps(app_gen(a)) > s)
            press(a, SDLK_LEFT, 0);
    } else {
        if (s < now)
            press(a, SDLK_HOME, 0);
        app_seek_now(a, s / 2); /* half way with a seek, the rest with → */
        while (sm_steps(app_gen(a)) < s)
            press(a, SDLK_RIGHT, 0);
    }
    app_draw(a);
}

/* One run: args opens it; solve: the chart is the second machine's (run the generator first). */
static void check_run(const char *args, bool solve, const char *what)
{
    fixture f;
    char cmd[256];
    snprintf(cmd, sizeof cmd, "%s --seed %" PRIu64 " --window 1920x1080", args, harness_seed);
    if (!fixture_open(&f, 1920, 1080, cmd)) {
        CHECK(false, "%s: no app", what);
        return;
    }
    app *a = f.a;
    app_set_offscreen(a, true);
    if (solve) /* the generator to its end, the solver at its step 0 */
        app_advance(a, 0);
    CHECK(sm_steps(app_gen(a)) == 0 && (sm_algorithm(app_gen(a))->kind == SM_SOLVER) == solve,
          "%s: not at the start of the machine to chart", what);
    press(a, SDLK_f, 0);
    CHECK(a->maze.chart_on && a->panel_on, "%s: F did not turn the chart on", what);
    sm_text labels[SERIES_MAX_FIGURES];
    static chart c, kept[64];
    read_chart(a, &c, labels);
    size_t lines = c.lines, rows = 0, room = 4096;
    uint64_t *table = calloc(room * SERIES_MAX_FIGURES, sizeof *table);
    CHECK(lines > 0, "%s: nothing to plot", what);
    /* step by step: the table, and the chart every few steps */
    for (;;) {
        if (rows == room)
            table = realloc(table, (room *= 2) * SERIES_MAX_FIGURES * sizeof *table);
        read_figures(a, labels, lines, table + rows * SERIES_MAX_FIGURES);
        rows++;
        if (rows % 7 == 1 && check_points(a, read_chart(a, &c, NULL), table, rows, what))
            break;
        if (sm_done(app_gen(a)))
            break;
        press(a, SDLK_RIGHT, 0);
    }
    uint64_t end = sm_steps(app_gen(a));
    CHECK(end + 1 == rows, "%s: %" PRIu64 " steps, %zu rows", what, end, rows);
    /* the chart is drawn, in the first line's colour, and goes with F */
    app_draw(a);
    SDL_Rect plot = render_info(app_renderer(a))->chart;
    read_pixels(&f);
    SDL_Color c0 = render_get_theme(app_renderer(a))->chart[0];
    CHECK(plot.w > 0 && count_rgb(&f, &plot, c0.r, c0.g, c0.b) > 50, "%s: no chart drawn (%dx%d)", what, plot.w,
          plot.h);
    press(a, SDLK_f, 0);
    app_draw(a);
    CHECK(!a->maze.chart_on && render_info(app_renderer(a))->chart.w == 0, "%s: F did not take the chart away", what);
    press(a, SDLK_f, 0);
    /* the chart at the end and at 64 steps, kept; then back and forth */
    read_chart(a, &c, NULL);
    check_points(a, &c, table, rows, what);
    static chart last;
    last = c;
    uint64_t at[64];
    for (int i = 0; i < 64; i++) {
        at[i] = end * (uint64_t)(i * 37 % 64) / 63;
        go_to(&f, at[i], i);
        read_chart(a, &kept[i], NULL);
        check_points(a, &kept[i], table, rows, what);
    }
    size_t differ = 0;
    for (int i = 63; i >= 0; i--) {
        go_to(&f, at[i], i + 1);
        differ += !same_chart(read_chart(a, &c, NULL), &kept[i]);
    }
    go_to(&f, end, 2);
    differ += !same_chart(read_chart(a, &c, NULL), &last);
    CHECK(differ == 0, "%s: %zu of 65 charts differ after going back and forth", what, differ);
    /* I: the structure's text, its first cell the current one */
    press(a, SDLK_i, 0);
    go_to(&f, end / 3, 0);
    char text[RENDER_MAX_STRUCTURE][512];
    size_t np = app_structure_text(a, text, RENDER_MAX_STRUCTURE);
    sm_structure s;
    bool has = sm_structure_of(app_gen(a), &s);
    char first[48] = "";
    if (has && s.n > 0)
        grid_cell_name(sm_maze(app_gen(a)), s.cell[0], SM_LANG_EN, first, sizeof first);
    CHECK(a->maze.structure_on && has && np >= 1 && strstr(text[np - 1], s.name.en) && s.n > 0 &&
              strstr(text[np - 1], first),
          "%s: I shows \"%s\"", what, np ? text[np - 1] : "");
    CHECK(render_info(app_renderer(a))->structure.w > 0, "%s: the structure's text is not drawn", what);
    printf("ok %s: %" PRIu64 " steps, %zu lines, %zu points at the end; I: %s%s%s\n", what, end, lines, last.n,
           np > 1 ? text[0] : "", np > 1 ? " / " : "", text[np - 1]);
    free(table);
    fixture_close(&f);
}

int main(void)
{
    harness_init();
    check_run("--algo backtracker --size 30x20", false, "backtracker");
    check_run("--algo backtracker --size 30x20 --opt braid=30 --solve astar", true, "astar");
    check_run("--algo wilson --size 20x15 --opt braid=20 --solve bfs", true, "bfs");
    check_run("--algo kruskal --size 20x15 --solve dfs", true, "dfs");
    if (harness_failures)
        printf("chart_test: %d check(s) failed\n", harness_failures);
    return harness_failures ? 1 : 0;
}
