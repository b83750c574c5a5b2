/*
 * app_compare_solve.c - compare mode's solver panes: 2 to 4 solvers race
 * on one maze (S in compare mode, --compare-solvers). The maze is made
 * once, unwatched, as the single maze's chain makes it at the same seed:
 * the generator with its options, then braided when --opt braid=P asks
 * for it. Every pane's solver reads that one maze: solvers never change
 * walls (sm_create leaves the maze as it is, and their checkpoints hold
 * no maze cells), so the panes share it read-only instead of holding
 * copies. Each solver starts from a->from to a->to with a->seed, as S
 * would solve the single maze, so a finished pane is the single run's
 * end state (tests/viz/compare_test.c checks it cell by cell).
 *
 * A pane shows its step, the cells visited so far (solve_visited's count,
 * the solver table's, kept up to date from the change log each frame: the
 * cells a frame changed, not the whole maze) and, once done, how it ended: found (with
 * the path's length in cells), no path, or gave up (the random mouse's
 * cap). A finished pane stays as it ended while the others run on.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_compare_impl.h"

/* S's solvers when none were asked for yet: the class race, shortest-path searches against the wall follower. */
static const char *const default_race[] = {"bfs", "astar", "wall-follower"};

static struct app_compare *cmp_of(const app *a) { return app_mode_state(a, APP_MODE_COMPARE); }

bool cmp_solve_maze(app *a, struct app_compare *c)
{
    if (c->maze && c->maze_seed == a->seed)
        return true; /* that seed's maze is made: restarting the race keeps it */
    if (!c->maze && !(c->maze = maze_create_like(a->maze.m)))
        return false;
    const gen_algo *g = app_gen_algo(a, c->maze_algo);
    gen_settings s;
    cli_settings_for(&a->args, g, &s);
    if (!gen_generate(g, c->maze, a->seed, &s) || !gen_braid_maze(c->maze, a->seed, a->args.braid)) {
        maze_destroy(c->maze);
        c->maze = NULL;
        return false;
    }
    c->maze_seed = a->seed;
    return true;
}

sm *cmp_solve_machine(app *a, struct app_compare *c, const cmp_pane *p)
{
    (void)a;
    sm_settings s = p->opts;
    s.track_changes = true;
    s.from = a->maze.from;
    s.to = a->maze.to;
    return sm_create(solve_algos[p->algo], c->maze, a->seed, &s);
}

const char *cmp_solve_meaning(const app *a, uint8_t type, uint8_t kind)
{
    static const app_str words[SM_CELL_KINDS] = {
        [SM_CELL_BLANK] = STR_RACE_BLANK,     [SM_CELL_FRONTIER] = STR_RACE_FRONTIER,
        [SM_CELL_CURRENT] = STR_RACE_CURRENT, [SM_CELL_STACK] = STR_RACE_STACK,
    };
    if (type == SM_MARK_CELL && kind < SM_CELL_KINDS && words[kind])
        return app_tr(words[kind], a->lang);
    return sm_tr(sm_mark_meaning((sm_mark_type)type, kind), a->lang);
}

void cmp_solve_title(app *a, cmp_pane *p)
{
    const sm_algo *al = solve_algos[p->algo];
    int used = snprintf(p->title, sizeof p->title, "%s", sm_tr(al->name, a->lang));
    char opt[64];
    for (size_t k = 0; k < al->n_options && k < SM_MAX_OPTIONS && used > 0 && (size_t)used < sizeof p->title; k++)
        if (p->opts.value[k] != 0)
            used += snprintf(p->title + used, sizeof p->title - (size_t)used, "  %s",
                             app_option_text(al, &p->opts, k, a->lang, opt, sizeof opt));
}

/* Counts p's visited cells: the whole maze (whole), or the cells in the change log and the goal. */
static void count(cmp_pane *p, bool whole)
{
    const sm *g = p->g;
    const maze *m = sm_maze(g);
    size_t bytes = ((size_t)m->n + 7) / 8;
    if (!p->counted || p->counted_n != m->n) { /* none yet, or another maze's size */
        free(p->counted);
        p->counted = calloc(bytes, 1);
        p->counted_n = m->n;
        whole = true;
    }
    if (!p->counted) {
        p->visited = solve_visited(g); /* no memory for the bits: count the slow way */
    } else if (whole) {
        memset(p->counted, 0, bytes);
        p->visited = 0;
        for (uint32_t c = 0; c < m->n; c++)
            if (solve_counts_visited(g, c)) {
                p->counted[c >> 3] |= (uint8_t)(1u << (c & 7));
                p->visited++;
            }
    } else {
        size_t n;
        const uint32_t *log = sm_changes(g, &n);
        for (size_t i = 0; i <= n; i++) {
            uint32_t c = i < n ? log[i] : solve_goal(g); /* the goal counts once found: its mark stays */
            if (c >= m->n)
                continue;
            bool now = solve_counts_visited(g, c), was = p->counted[c >> 3] >> (c & 7) & 1u;
            if (now == was)
                continue;
            p->counted[c >> 3] ^= (uint8_t)(1u << (c & 7));
            p->visited = now ? p->visited + 1 : p->visited - 1;
        }
    }
    p->visited_at = sm_steps(g);
    p->have_visited = true;
}

void cmp_solve_count(cmp_pane *p) { count(p, !p->have_visited || sm_changes_overflowed(p->g)); }

int cmp_solve_fields(app *a, cmp_pane *p)
{
    sm_lang l = a->lang;
    if (!p->have_visited || p->visited_at != sm_steps(p->g)) /* the log is gone: count it all */
        count(p, true);
    unsigned long long steps = sm_steps(p->g), visited = p->visited;
    unsigned long long path = solve_path(p->g, NULL, 0);
    int n = 0;
    size_t len = sizeof p->field[0];
    switch (solve_result(p->g)) {
    case SOLVE_FOUND:
        snprintf(p->field[n++], len, app_trn(STR_CMP_FOUND, steps, l), sm_count(steps).s);
        break;
    case SOLVE_UNREACHABLE:
        snprintf(p->field[n++], len, app_trn(STR_CMP_NO_PATH, steps, l), sm_count(steps).s);
        break;
    case SOLVE_GAVE_UP:
        snprintf(p->field[n++], len, app_trn(STR_CMP_GAVE_UP, steps, l), sm_count(steps).s);
        break;
    default:
        snprintf(p->field[n++], len, app_tr(STR_STEP, l), sm_count(steps).s);
        break;
    }
    snprintf(p->field[n++], len, app_trn(STR_CMP_VISITED, visited, l), sm_count(visited).s);
    if (solve_result(p->g) == SOLVE_FOUND)
        snprintf(p->field[n++], len, app_trn(STR_CMP_PATH, path, l), sm_count(path).s);
    return n;
}

/*
 * The text rows pane p needs at width pw for the widest fields it can come
 * to show: its title, the longest of the three endings with a step count
 * ten times the cells, every cell visited, a path through every cell.
 */
static int probe_rows(app *a, struct app_compare *c, cmp_pane *p, int pw)
{
    sm_lang l = a->lang;
    unsigned long long cells = c->maze->count, steps = 10 * cells;
    char f[3][96];
    const app_str ends[] = {STR_CMP_FOUND, STR_CMP_NO_PATH, STR_CMP_GAVE_UP};
    render_pane_frame fr;
    memset(&fr, 0, sizeof fr);
    cmp_solve_title(a, p);
    fr.title = p->title;
    snprintf(f[1], sizeof f[1], app_trn(STR_CMP_VISITED, cells, l), sm_count(cells).s);
    snprintf(f[2], sizeof f[2], app_trn(STR_CMP_PATH, cells, l), sm_count(cells).s);
    fr.field[1] = f[1];
    fr.field[2] = f[2];
    fr.fields = 3;
    int need = 0;
    for (size_t k = 0; k < sizeof ends / sizeof ends[0]; k++) {
        snprintf(f[0], sizeof f[0], app_trn(ends[k], steps, l), sm_count(steps).s);
        fr.field[0] = f[0];
        int rows = render_pane_rows(p->r, &fr, pw, SOLVE_ROWS);
        if (rows == 0)
            return 0;
        need = SDL_max(need, rows);
    }
    return need;
}

int cmp_solve_rows(app *a, struct app_compare *c, int pw)
{
    int need = 0;
    for (int i = 0; i < c->n; i++) {
        int rows = probe_rows(a, c, &c->p[i], pw);
        if (rows == 0)
            return 0;
        need = SDL_max(need, rows);
    }
    return need;
}

bool app_compare_start_solvers(app *a, size_t maze_algo, const sm_algo *const *solvers, const sm_settings *opts,
                               int n)
{
    if (n < 2 || n > MAX_PANES)
        return SDL_SetError("compare needs 2 to %d solvers", MAX_PANES) == 0;
    for (int i = 0; i < n; i++)
        if (!sm_algo_fits(solvers[i], a->maze.m))
            return SDL_SetError("%s works in rows and columns: not on this grid", solvers[i]->id) == 0;
    struct app_compare *c = app_mode_state_make(a, APP_MODE_COMPARE);
    if (!c)
        return false;
    for (int i = 0; i < n; i++) {
        for (size_t k = 0; k < solve_algo_count; k++)
            if (solve_algos[k] == solvers[i])
                c->want_solver[i] = k;
        c->want_opts[i] = opts ? opts[i] : sm_default_settings();
    }
    c->want_solvers_n = n;
    c->maze_algo = maze_algo < app_gen_count(a) ? maze_algo : 0;
    return app_mode_set(a, APP_MODE_COMPARE, CMP_SOLVERS);
}

/* S: generator panes -> the solvers race on the highlighted pane's maze; solver panes -> generator panes again. */
void app_act_cmp_solvers(app *a, int arg)
{
    (void)arg;
    struct app_compare *c = cmp_of(a);
    bool ok;
    if (c->solvers) {
        ok = c->want_n >= 2 ? app_mode_set(a, APP_MODE_COMPARE, CMP_GENERATORS)
                            : (app_compare_open(a, c->maze_algo), true); /* from --compare-solvers: none yet */
    } else {
        const sm_algo *race[MAX_PANES];
        sm_settings opts[MAX_PANES];
        int n = c->want_solvers_n;
        for (int i = 0; i < n; i++) {
            race[i] = solve_algos[c->want_solver[i]];
            opts[i] = c->want_opts[i];
        }
        if (n == 0) {
            n = (int)(sizeof default_race / sizeof default_race[0]);
            for (int i = 0; i < n; i++) {
                race[i] = solve_find(default_race[i]);
                opts[i] = sm_default_settings();
            }
        }
        ok = app_compare_start_solvers(a, c->p[c->focus].algo, race, opts, n);
    }
    if (!ok)
        fprintf(stderr, "mazeviz: cannot compare: %s\n", SDL_GetError());
}
