/*
 * app_events.c - the event keys and where a window opens. PgDn runs the
 * machine on screen to the next step that raises the chosen event (a
 * time-budgeted slice a frame, one step at a time: sm_run_to_event) and
 * pauses there; PgUp goes back to the previous one, exactly
 * (sm_back_to_event); E picks the kind, each algorithm's main event first.
 * The HUD names the events the step on screen raised, else the kind PgDn
 * looks for. --until and --steps open the window paused on their step.
 */
#include <inttypes.h>
#include <stdio.h>

#include "config.h"

size_t app_event_kind(app *a)
{
    const sm_algo *al = sm_algorithm(a->maze.g);
    if (al != a->maze.event_algo || a->maze.event_kind >= al->n_events) {
        a->maze.event_algo = al;
        a->maze.event_kind = al->main_event;
    }
    return a->maze.event_kind;
}

void app_event_hud(app *a, char *buf, size_t len)
{
    const sm_algo *al = sm_algorithm(a->maze.g);
    size_t kind = app_event_kind(a);
    uint64_t raised = sm_events_raised(a->maze.g);
    bool picked = !a->offscreen && a->now_ms - a->maze.event_kind_t0 < CONFIG_EVENT_KIND_MS; /* E just now */
    buf[0] = '\0';
    if (!raised || picked) {
        if (!a->offscreen) /* a picture has no keys to press; in a lesson PgDn turns the slide, ] runs on */
            snprintf(buf, len, app_tr(app_lesson_on(a) ? STR_EVENT_NEXT_LESSON : STR_EVENT_NEXT, a->lang),
                     sm_tr(al->events[kind].name, a->lang));
        return;
    }
    char names[256];
    size_t used = 0;
    names[0] = '\0';
    for (size_t i = 0; i < al->n_events && used < sizeof names; i++)
        if (raised >> i & 1u)
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s", used ? " · " : "",
                                     sm_tr(al->events[i].name, a->lang));
    snprintf(buf, len, app_tr(STR_EVENT_RAISED, a->lang), names);
}

void app_hunt_some(app *a, double budget_ms)
{
    Uint64 t0 = SDL_GetPerformanceCounter(), freq = SDL_GetPerformanceFrequency();
    size_t kind = app_event_kind(a);
    do {
        if (sm_run_to_event(a->maze.g, kind, 4096, NULL) || sm_done(a->maze.g)) {
            a->maze.hunting = false;
            return;
        }
    } while ((double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)freq < budget_ms);
}

uint64_t app_advance_to_event(app *a, const cli_args *until)
{
    size_t ev = (size_t)until->until_event;
    for (;;) {
        if (sm_done(a->maze.g)) {
            if (!app_next_phase(a))
                return 0;
            continue;
        }
        if (!app_later_phase(a))
            break;
        sm_finish(a->maze.g);
    }
    uint64_t found = 0;
    while (found < until->until_n && sm_run_to_event_sized(a->maze.g, ev, until->until_len, UINT64_MAX, NULL))
        found++;
    a->maze.event_algo = sm_algorithm(a->maze.g); /* PgDn goes on to the next of the same kind */
    a->maze.event_kind = ev;
    app_next_phase(a); /* at the end: computes the maze's figures */
    return found;
}

bool app_start_at(app *a, const cli_args *args)
{
    bool ok = true;
    if (args->until_event >= 0) {
        uint64_t got = app_advance_to_event(a, args);
        ok = got == args->until_n;
    } else if (args->steps_given) {
        app_advance(a, args->steps);
    } else {
        return true;
    }
    a->paused = true;
    app_state_started(a);
    return ok;
}

/* PgDn: the next step raising the kind, found over the next frames; at a machine's end, the next machine. */
void app_act_event_next(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    a->finishing = a->maze.seeking = false;
    if (sm_done(a->maze.g)) {
        app_next_phase(a);
        return;
    }
    a->maze.hunting = true;
}

/* PgUp: the previous step raising the kind, at once (replayed from the checkpoints). */
void app_act_event_prev(app *a, int arg)
{
    (void)arg;
    a->paused = true;
    a->maze.hunting = a->finishing = a->maze.seeking = false;
    sm_back_to_event(a->maze.g, app_event_kind(a));
}

/* E / Shift+E: the next or previous kind of the algorithm's events. */
void app_act_event_kind(app *a, int dir)
{
    size_t n = sm_algorithm(a->maze.g)->n_events, k = app_event_kind(a);
    a->maze.event_kind = (k + n + (dir < 0 ? n - 1 : 1)) % n;
    a->maze.event_kind_t0 = a->now_ms;
}
