/*
 * app_compare_impl.h - compare mode's state, shared by its two files:
 * app_compare.c (the mode: panes in lockstep, keys, drawing, generator
 * panes) and app_compare_solve.c (solver panes: one finished maze, each
 * pane a solver racing on it).
 */
#ifndef MAZEVIZ_APP_COMPARE_IMPL_H
#define MAZEVIZ_APP_COMPARE_IMPL_H

#include "config.h"
#include "mazeviz/stats.h"

#define MAX_PANES 4
#define PANE_ROWS 3  /* generator panes: title, then two rows of fields */
#define SOLVE_ROWS 4 /* solver panes: at most the title and a row for each of their three fields */

/* enter()'s argument: which kind of panes. */
enum { CMP_GENERATORS, CMP_SOLVERS };

typedef struct cmp_pane {
    size_t algo;       /* generator panes: app_gen_algo() index; solver panes: solve_algos index */
    maze *m;           /* generator panes: its own maze; solver panes: NULL (they read c->maze) */
    sm *g;
    render *r;
    SDL_Rect rect;
    sm_settings opts;  /* solver panes: the solver's options (wall-follower:hand=right) */
    bool have_visited; /* solver panes: visited counted at step visited_at */
    uint64_t visited_at;
    uint32_t visited;
    uint8_t *counted;  /* solver panes: a bit a cell, set where it counts as visited (cmp_solve_count) */
    uint32_t counted_n; /* the cells it was made for */
    bool have_stats;
    maze_stats st;
    char title[160];
    char field[RENDER_MAX_PANE_FIELDS][96];
    char text[512];    /* the title and fields joined, for tests (app_compare_text) */
} cmp_pane;

struct app_compare {
    int n, focus;              /* panes on screen (0: none made), the highlighted one */
    int text_rows;             /* text rows above each pane's maze, title included (layout) */
    bool solvers;              /* the panes are solvers on c->maze (else generators, each its own maze) */
    cmp_pane p[MAX_PANES];
    size_t theme;
    render_style style;
    char bar[6][160];
    render_legend legend[RENDER_MAX_LEGEND]; /* every pane's marks, once each */
    int legend_rows;
    size_t want[MAX_PANES];    /* app_compare_start(): the generators enter() makes panes of */
    int want_n;
    /* Solver panes (app_compare_solve.c). */
    maze *maze;                /* the finished maze every solver pane reads (generated, braided) */
    size_t maze_algo;          /* its generator, an app_gen_algo() index */
    uint64_t maze_seed;        /* the seed it was made with */
    size_t want_solver[MAX_PANES]; /* the solvers enter(CMP_SOLVERS) makes panes of */
    sm_settings want_opts[MAX_PANES]; /* ... and their options */
    int want_solvers_n;
};

/* The algorithm pane p runs (a generator or a solver). */
const sm_algo *cmp_pane_algo(const app *a, const struct app_compare *c, const cmp_pane *p);

/* Solver panes: (re)makes c->maze as the single maze would be at a->seed: generated, then braided. */
bool cmp_solve_maze(app *a, struct app_compare *c);

/* Solver pane p's machine at step 0 on c->maze (a->seed, a->from, a->to); NULL: no memory. */
sm *cmp_solve_machine(app *a, struct app_compare *c, const cmp_pane *p);

/*
 * A race's legend words for a mark its solvers describe differently: the
 * solvers' general meaning (BFS's red is the shortest path, the wall
 * follower's a path found: "path found").
 */
const char *cmp_solve_meaning(const app *a, uint8_t type, uint8_t kind);

/* Solver pane p's title: the solver's name, and its options where they are not the defaults. */
void cmp_solve_title(app *a, cmp_pane *p);

/* Solver pane p's fields under its title (step, visited, path, outcome); returns how many. */
int cmp_solve_fields(app *a, cmp_pane *p);

/*
 * Brings solver pane p's count of visited cells up to date from its
 * machine's change log (call it before the log is cleared): the cells
 * logged are looked at again, the rest kept; the whole maze after a
 * restart, a seek or a full log.
 */
void cmp_solve_count(cmp_pane *p);

/*
 * The text rows (title included) every solver pane needs at width pw to
 * show its title and every field it can come to show; 0: they do not fit.
 */
int cmp_solve_rows(app *a, struct app_compare *c, int pw);

#endif
