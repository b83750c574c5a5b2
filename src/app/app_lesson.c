/*
 * app_lesson.c - a lesson (settings/lesson.h) presented in the window: a
 * layer over the modes, its state in the app (a->lesson, NULL without a
 * lesson). It holds the slide on screen and takes the keys a presentation
 * remote sends: PgDn / PgUp (and → once the slide's run has finished, ←
 * at its step 0) go to the next or previous slide, as does a click on the
 * note (left: next, right: previous); B, which remotes send for "blank",
 * blacks the screen out (pausing the run) until the next key or click; Q
 * ends the lesson only when pressed again while its notice shows.
 * Its keys, its clicks on the note and its buttons in the presenter's bar
 * are the key table's APP_IN_LESSON rows, tried before the mode's. Each slide opens from its exact state
 * (app_state_use), so going back shows the slide as it was prepared, not as it was left.
 *
 * app_run_lesson() hands the lesson over when the window opens (one lesson
 * per window); the window's own flags (--lang, --theme, --window ...)
 * apply over every slide, as on the command line.
 */
#include <stdio.h>
#include <stdlib.h>

#include "app_impl.h"
#include "config.h"
#include "settings/lesson.h"

struct app_lesson {
    const lesson *l;
    size_t at;    /* the slide on screen, 0-based */
    int argc;
    char **argv;  /* the command line, whose flags apply over each slide */
    bool blank;   /* B: the screen is black */
    double quit_ms; /* when Q was pressed once (the app clock); < 0: not */
};

bool app_lesson_open(app *a, const lesson *l, size_t slide, int argc, char **argv)
{
    app_lesson_free(a);
    if (!(a->lesson = calloc(1, sizeof *a->lesson)))
        return SDL_OutOfMemory() == 0;
    *a->lesson = (struct app_lesson){.l = l, .at = slide, .argc = argc, .argv = argv, .quit_ms = -1};
    return true;
}

void app_lesson_free(app *a)
{
    free(a->lesson);
    a->lesson = NULL;
}

bool app_lesson_on(const app *a) { return a->lesson != NULL; }

size_t app_lesson_slide(const app *a) { return a->lesson ? a->lesson->at : 0; }

bool app_lesson_hud(const app *a, char *buf, size_t len)
{
    if (!a->lesson)
        return false;
    snprintf(buf, len, app_tr(STR_SLIDE, a->lang), (int)a->lesson->at + 1, (int)a->lesson->l->n);
    return true;
}

/* Opens slide i; false when there is no such slide or it cannot open (the HUD says why). */
bool app_lesson_go(app *a, long i)
{
    struct app_lesson *s = a->lesson;
    if (!s || i < 0 || (size_t)i >= s->l->n)
        return false;
    cli_args *next = app_state_spare(a);
    char err[768];
    if (!next)
        return false;
    if (!lesson_slide_args(s->l, (size_t)i, s->argc, s->argv, next, err, sizeof err)) {
        app_state_notice(a, STR_STATE_BAD, err);
        return false;
    }
    if (!app_state_use(a))
        return false;
    s->at = (size_t)i;
    return true;
}

void app_act_slide(app *a, int dir)
{
    if (a->lesson)
        app_lesson_go(a, (long)a->lesson->at + dir);
}

bool app_lesson_draw_blank(app *a)
{
    if (!a->lesson || !a->lesson->blank)
        return false;
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 255);
    SDL_RenderClear(a->ren);
    return true;
}

bool app_lesson_quit_asked(app *a)
{
    struct app_lesson *s = a->lesson;
    if (!s || (s->quit_ms >= 0 && a->now_ms - s->quit_ms < CONFIG_NOTICE_MS))
        return true;
    s->quit_ms = a->now_ms;
    app_state_notice(a, STR_QUIT_AGAIN, "");
    return false;
}

void app_act_blank(app *a, int arg)
{
    (void)arg;
    if (!a->lesson)
        return;
    a->lesson->blank = true;
    a->paused = true;
}

bool app_lesson_edge(app *a, int dir)
{
    if (!a->lesson || a->repeats > 0 || !app_mode_is(a, APP_MODE_SINGLE))
        return false;
    bool edge = dir > 0 ? app_chain_done(a) : a->maze.phase == APP_GEN && sm_steps(a->maze.g) == 0;
    if (edge)
        app_act_slide(a, dir);
    return edge;
}

bool app_lesson_unblank(app *a)
{
    if (!a->lesson || !a->lesson->blank)
        return false;
    a->lesson->blank = false;
    render_invalidate(a->r);
    return true;
}
