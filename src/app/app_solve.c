/*
 * app_solve.c - the chain of step machines on one maze: generator, then
 * the braid machine (when --opt braid=P asks for it), then a solver or the
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
    if (phase == APP_SOLVE)
        return a->solver != NULL;
    return phase == APP_GEN;
}

static sm *make(app *a, int phase)
{
    sm_settings s = sm_default_settings();
    const sm_algo *algo = phase == APP_BRAID ? &gen_braid : a->solver;
    if (phase == APP_BRAID)
        s.braid = (uint8_t)a->args.braid;
    else if (a->solver == a->args.solver)
        s = a->args.solver_settings;
    s.track_changes = true;
    s.from = a->from;
    s.to = a->to;
    sm *m = sm_create(algo, a->m, a->seed, &s);
    if (m)
        app_keep_history(m);
    return m;
}

/* Shows phase p (its machine exists). */
static void show(app *a, int p)
{
    a->phase = p;
    a->g = a->chain[p];
    a->chain_no++;
    a->furthest = sm_steps(a->g);
    a->ghost_step = 0;
    a->rate_i = 0;
    render_invalidate(a->r);
    app_update_title(a);
}

bool app_later_phase(const app *a)
{
    for (int p = a->phase + 1; p < APP_PHASES; p++)
        if (wanted(a, p))
            return true;
    return false;
}

bool app_chain_done(const app *a) { return sm_done(a->g) && !app_later_phase(a); }


bool app_next_phase(app *a)
{
    if (!sm_done(a->g))
        return false;
    for (int p = a->phase + 1; p < APP_PHASES; p++) {
        if (!wanted(a, p))
            continue;
        if (a->chain[p])
            sm_seek(a->chain[p], 0);
        else if (!(a->chain[p] = make(a, p))) {
            SDL_SetError("no memory for the next machine on a %ux%u maze", a->m->w, a->m->h);
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
    if (sm_steps(a->g) > 0)
        return false;
    for (int p = a->phase - 1; p >= 0; p--) {
        if (!a->chain[p])
            continue;
        show(a, p);
        app_stats_forget(a);
        uint64_t now = sm_steps(a->g);
        if (now > 0)
            sm_seek(a->g, now - 1);
        return true;
    }
    return false;
}

/* Runs every phase before the solve phase to its end. */
static void finish_maze(app *a)
{
    while (a->phase < APP_SOLVE) {
        sm_finish(a->g);
        if (a->phase + 1 < APP_SOLVE && wanted(a, a->phase + 1)) {
            app_next_phase(a);
            continue;
        }
        break;
    }
}

static void drop_solver(app *a)
{
    if (a->phase == APP_SOLVE) {
        int p = APP_SOLVE - 1;
        while (p > 0 && !a->chain[p])
            p--;
        show(a, p);
    }
    sm_destroy(a->chain[APP_SOLVE]);
    a->chain[APP_SOLVE] = NULL;
}

void app_set_solver(app *a, const sm_algo *algo)
{
    drop_solver(a);
    a->solver = algo;
    a->finishing = a->seeking = a->dragging = false;
    a->menu = APP_MENU_NONE;
    if (!algo) {
        app_stats_forget(a); /* the figures again, once the chain is done */
        return;
    }
    for (size_t i = 0; i < solve_algo_count; i++)
        if (solve_algos[i] == algo)
            a->solver_index = i;
    finish_maze(a);
    app_next_phase(a);
    app_stats_forget(a); /* the figures again, once the chain is done */
}

void app_set_end(app *a, uint32_t cell, bool goal)
{
    if (cell >= a->m->n)
        return;
    uint32_t other = goal ? a->from : a->to;
    if (other == MAZE_NONE)
        other = goal ? 0 : a->m->n - 1;
    if (cell == other)
        return; /* start and goal stay two cells */
    *(goal ? &a->to : &a->from) = cell;
    app_stats_forget(a); /* the solution's length changes */
    app_set_solver(a, a->solver ? a->solver : solve_algos[a->solver_index]);
}

/* S: solve with the current solver; pressed again while it is shown, the next one. */
void app_act_solve(app *a, int arg)
{
    (void)arg;
    size_t i = a->solver_index;
    if (a->solver && a->solver != &solve_distance && a->phase == APP_SOLVE)
        i = (i + 1) % solve_algo_count;
    app_set_solver(a, solve_algos[i]);
}

void app_act_solve_menu(app *a, int arg)
{
    (void)arg;
    a->menu = a->menu == APP_MENU_SOLVER ? APP_MENU_NONE : APP_MENU_SOLVER;
    a->menu_sel = a->solver == &solve_distance ? (int)solve_algo_count : (int)a->solver_index;
}

/* D: distance colouring and the longest path, or (pressed again) back to the plain maze. */
void app_act_distance(app *a, int arg)
{
    (void)arg;
    app_set_solver(a, a->solver == &solve_distance ? NULL : &solve_distance);
}
