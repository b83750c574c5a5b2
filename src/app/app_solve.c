/*
 * app_solve.c - the chain of step machines on one maze: generator, then
 * the braid machine (when --opt braid=P asks for it), the sparse machine
 * (--opt sparse=N), then a solver or the
 * distance machine (S, D, a click, --solve). Each phase is its own
 * machine with its own history; a later one is made when the one before
 * is done, so it reads the finished maze. Going back past a later
 * machine's step 0 goes into the earlier machine (its last step but one):
 * an earlier machine's checkpoints hold the maze as it was, and replaying
 * it to the end gives the same maze again, so a later machine kept at step
 * 0 stays right. Solvers never change the walls.
 */
#include <stdio.h>

#include "config.h"

static bool wanted(const app *a, int phase)
{
    if (phase == APP_BRAID)
        return a->args.braid > 0;
    if (phase == APP_SPARSE)
        return a->args.sparse > 0;
    if (phase == APP_SOLVE)
        return a->maze.solver != NULL;
    return phase == APP_GEN;
}

static sm *make(app *a, int phase)
{
    sm_settings s = sm_default_settings();
    const sm_algo *algo = phase == APP_BRAID ? &gen_braid : phase == APP_SPARSE ? &gen_sparse : a->maze.solver;
    if (phase == APP_BRAID)
        s.braid = (uint8_t)a->args.braid;
    else if (phase == APP_SPARSE)
        s.sparse = (uint16_t)a->args.sparse;
    else if (a->maze.solver == a->args.solver)
        s = a->args.solver_settings;
    s.track_changes = true;
    s.from = a->maze.from;
    s.to = a->maze.to;
    sm *m = sm_create(algo, a->maze.m, a->seed, &s);
    if (m)
        app_keep_history(a, m);
    return m;
}

/* Shows phase p (its machine exists). */
static void show(app *a, int p)
{
    a->maze.phase = p;
    a->maze.g = a->maze.chain[p];
    a->maze.chain_no++;
    a->maze.furthest = sm_steps(a->maze.g);
    a->maze.ghost_step = 0;
    a->maze.rate_i = 0;
    render_invalidate(a->r);
    app_update_title(a);
}

bool app_later_phase(const app *a)
{
    for (int p = a->maze.phase + 1; p < APP_PHASES; p++)
        if (wanted(a, p))
            return true;
    return false;
}

bool app_chain_done(const app *a) { return sm_done(a->maze.g) && !app_later_phase(a); }


bool app_next_phase(app *a)
{
    if (!sm_done(a->maze.g))
        return false;
    for (int p = a->maze.phase + 1; p < APP_PHASES; p++) {
        if (!wanted(a, p))
            continue;
        if (a->maze.chain[p])
            sm_seek(a->maze.chain[p], 0);
        else if (!(a->maze.chain[p] = make(a, p))) {
            SDL_SetError("no memory for the next machine on a %ux%u maze", a->maze.m->w, a->maze.m->h);
            a->running = false;
            return false;
        }
        show(a, p);
        return true;
    }
    app_stats_forget(a); /* the figures again, once the chain is done */
    return false;
}

/* Back from step 0 of a later machine into the one before (at its last step but one). */
bool app_prev_phase(app *a)
{
    if (sm_steps(a->maze.g) > 0)
        return false;
    for (int p = a->maze.phase - 1; p >= 0; p--) {
        if (!a->maze.chain[p])
            continue;
        show(a, p);
        app_stats_forget(a);
        uint64_t now = sm_steps(a->maze.g);
        if (now > 0)
            sm_seek(a->maze.g, now - 1);
        return true;
    }
    return false;
}

/* Runs every phase before the solve phase to its end. */
static void finish_maze(app *a)
{
    while (a->maze.phase < APP_SOLVE) {
        sm_finish(a->maze.g);
        bool more = false;
        for (int p = a->maze.phase + 1; p < APP_SOLVE; p++)
            more = more || wanted(a, p);
        if (!more || !app_next_phase(a))
            break;
    }
}

static void drop_solver(app *a)
{
    if (a->maze.phase == APP_SOLVE) {
        int p = APP_SOLVE - 1;
        while (p > 0 && !a->maze.chain[p])
            p--;
        show(a, p);
    }
    sm_destroy(a->maze.chain[APP_SOLVE]);
    a->maze.chain[APP_SOLVE] = NULL;
}

void app_set_solver(app *a, const sm_algo *algo)
{
    drop_solver(a);
    a->maze.solver = algo;
    a->finishing = a->maze.seeking = a->maze.dragging = false;
    a->menu.kind = APP_MENU_NONE;
    if (!algo) {
        app_stats_forget(a); /* the figures again, once the chain is done */
        return;
    }
    if (algo != &solve_distance)
        a->maze.solver_index = app_solver_index(a, algo);
    finish_maze(a);
    app_next_phase(a);
    app_stats_forget(a); /* the figures again, once the chain is done */
}

void app_set_end(app *a, uint32_t cell, bool goal)
{
    if (cell >= a->maze.m->n)
        return;
    uint32_t other = goal ? a->maze.from : a->maze.to;
    if (other == MAZE_NONE)
        other = goal ? 0 : a->maze.m->n - 1;
    if (cell == other)
        return; /* start and goal stay two cells */
    *(goal ? &a->maze.to : &a->maze.from) = cell;
    app_stats_forget(a); /* the solution's length changes */
    app_set_solver(a, a->maze.solver ? a->maze.solver : app_solver_at(a, a->maze.solver_index));
}

/* S: solve with the current solver; pressed again while it is shown, the next one. */
void app_act_solve(app *a, int arg)
{
    (void)arg;
    size_t i = a->maze.solver_index;
    if (a->maze.solver && a->maze.solver != &solve_distance && a->maze.phase == APP_SOLVE)
        i = (i + 1) % app_solver_count(a);
    app_set_solver(a, app_solver_at(a, i));
}

void app_act_solve_menu(app *a, int arg)
{
    (void)arg;
    a->menu.kind = a->menu.kind == APP_MENU_SOLVER ? APP_MENU_NONE : APP_MENU_SOLVER;
    a->menu.sel = a->maze.solver == &solve_distance ? (int)app_solver_count(a) : (int)a->maze.solver_index;
}

/* D: distance colouring and the longest path, or (pressed again) back to the plain maze. */
void app_act_distance(app *a, int arg)
{
    (void)arg;
    app_set_solver(a, a->maze.solver == &solve_distance ? NULL : &solve_distance);
}
