/*
 * app_lesson.c - a lesson (settings/lesson.h) presented in the window: the
 * slide on screen, and the keys a presentation remote sends: PgDn / PgUp
 * (and → once the slide's run has finished, ← at its step 0) go to the
 * next or previous slide, as does a click on the note (left: next, right:
 * previous); B, which remotes send for "blank", blacks the screen out
 * (pausing the run) until the next key or click; Q ends the lesson only
 * when pressed again while its notice shows. Each slide opens from
 * its exact state (app_state_use), so going back shows the slide as it
 * was prepared, not as it was left.
 *
 * main() hands the lesson over before the window opens (one lesson per
 * program); the window's own flags (--lang, --theme, --window ...) apply
 * over every slide, as on the command line.
 */
#include <stdio.h>

#include "app_impl.h"
#include "app_run.h"
#include "config.h"
#include "settings/lesson.h"

static struct {
    const lesson *l;
    size_t at;    /* the slide on screen, 0-based */
    int argc;
    char **argv;  /* the command line, whose flags apply over each slide */
    bool blank;   /* B: the screen is black */
    double quit_ms; /* when Q was pressed once (the app clock); < 0: not */
} shown = {.quit_ms = -1};

void app_lesson_present(const lesson *l, size_t slide, int argc, char **argv)
{
    shown.l = l;
    shown.at = slide;
    shown.argc = argc;
    shown.argv = argv;
}

bool app_lesson_hud(const app *a, char *buf, size_t len)
{
    if (!shown.l)
        return false;
    snprintf(buf, len, app_tr(STR_SLIDE, a->lang), (int)shown.at + 1, (int)shown.l->n);
    return true;
}

/* Opens slide i (clamped to the lesson); false when there is no such slide or it cannot open. */
bool app_lesson_go(app *a, long i)
{
    if (!shown.l || i < 0 || (size_t)i >= shown.l->n)
        return false;
    cli_args *next = app_state_spare(a);
    char err[768];
    if (!next)
        return false;
    if (!lesson_slide_args(shown.l, (size_t)i, shown.argc, shown.argv, next, err, sizeof err)) {
        app_state_notice(a, STR_STATE_BAD, err);
        return false;
    }
    if (!app_state_use(a))
        return false;
    shown.at = (size_t)i;
    return true;
}

size_t app_lesson_slide(void) { return shown.at; }

void app_act_slide(app *a, int dir)
{
    app_lesson_go(a, (long)shown.at + dir);
}

/* A click inside the note's rectangle (output pixels). */
static bool on_note(const app *a, int x, int y)
{
    SDL_Point p = app_to_output(a, x, y);
    SDL_Rect n = render_info(a->r)->note;
    return n.w > 0 && SDL_PointInRect(&p, &n);
}

bool app_lesson_draw_blank(app *a)
{
    if (!shown.l || !shown.blank)
        return false;
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 255);
    SDL_RenderClear(a->ren);
    return true;
}

bool app_lesson_on(void) { return shown.l != NULL; }

bool app_lesson_quit_asked(app *a)
{
    if (!shown.l || (shown.quit_ms >= 0 && a->now_ms - shown.quit_ms < CONFIG_NOTICE_MS))
        return true;
    shown.quit_ms = a->now_ms;
    app_state_notice(a, STR_QUIT_AGAIN, "");
    return false;
}

void app_act_blank(app *a, int arg)
{
    (void)arg;
    shown.blank = true;
    a->paused = true;
}

bool app_lesson_edge(app *a, int dir)
{
    if (!shown.l || a->repeats > 0 || a->mode != APP_MODE_SINGLE)
        return false;
    bool edge = dir > 0 ? app_chain_done(a) : a->phase == APP_GEN && sm_steps(a->g) == 0;
    if (edge)
        app_act_slide(a, dir);
    return edge;
}

bool app_lesson_event(app *a, const SDL_Event *e)
{
    if (!shown.l)
        return false;
    if (shown.blank && (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN)) {
        shown.blank = false; /* the key or click that ends the blank does nothing else */
        render_invalidate(a->r);
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && on_note(a, e->button.x, e->button.y) &&
        (e->button.button == SDL_BUTTON_LEFT || e->button.button == SDL_BUTTON_RIGHT)) {
        app_act_slide(a, e->button.button == SDL_BUTTON_LEFT ? +1 : -1);
        return true;
    }
    return false;
}
