/*
 * app_bar.c - the presenter's control bar: buttons a mouse, a touch screen
 * (SDL turns touches into clicks) or the web page can use - play/pause,
 * step back, step, in a lesson the previous and next slide, slower,
 * faster, a new maze, the algorithm menu, a smaller or bigger maze. The
 * buttons are the key table's APP_AT_BAR rows (config.h) of the layers on
 * screen (the mode's, the lesson's), in the table's order, each calling
 * the action of the key it stands for there, so a click does what the key
 * does; a mode without such rows (compare, the lab) shows no bar.
 *
 * The bar appears when the pointer moves and hides after CONFIG_BAR_MS
 * without movement. It takes the HUD's place and nothing else: the maze,
 * the timeline, the legend, the caption and a lesson's note stay in sight
 * and within reach of a click (issue 28, item 4); buttons that do not fit
 * in the HUD's rows are left out, the table's last first. Pictures
 * (--screenshot, --gif) never show it, nor does a web page, whose toolbar
 * has the same buttons.
 */
#include "app_impl.h"
#include "config.h"

#define NKEYS (sizeof config_keys / sizeof config_keys[0])

bool app_bar_shown(const app *a) { return !a->offscreen && !platform_page_controls() && a->now_ms < a->bar.until; }

/* The button at output point p in the last frame, or -1. */
static int button_at(const app_bar *bar, SDL_Point p)
{
    for (int i = 0; i < bar->n; i++)
        if (bar->rect[i].w > 0 && SDL_PointInRect(&p, &bar->rect[i]))
            return i;
    return -1;
}

void app_bar_moved(app *a, int x, int y)
{
    app_bar *bar = &a->bar;
    bool moved = bar->seen && (x != bar->x || y != bar->y);
    bar->seen = true;
    bar->x = x;
    bar->y = y;
    if (!moved)
        return; /* a window opening under the pointer is no movement */
    bar->until = a->now_ms + CONFIG_BAR_MS;
    bar->hot = button_at(bar, app_to_output(a, x, y));
}

bool app_bar_row(app *a, SDL_Point p, size_t *row)
{
    int i = app_bar_shown(a) ? button_at(&a->bar, p) : -1;
    if (i < 0)
        return false;
    a->bar.until = a->now_ms + CONFIG_BAR_MS;
    *row = (size_t)a->bar.row[i];
    return true;
}

/* Whether row r is a button of the bar in the mode on screen (or of the lesson shown). */
static bool button_here(const app *a, const app_key *r)
{
    unsigned in = APP_IN(app_mode_now(a)) | (app_lesson_on(a) ? APP_IN_LESSON : 0);
    return app_key_area(r->key) == APP_AT_BAR && (r->in & in);
}

/* A button's label: its row's help, or what it reads while the run is paused (‖ pause -> ▶ play). */
static app_str label(const app *a, const app_key *r)
{
    static const struct {
        app_str label, paused;
    } swap[] = {{STR_BAR_PAUSE, STR_BAR_PLAY}};
    for (size_t i = 0; a->paused && i < sizeof swap / sizeof swap[0]; i++)
        if (r->help == swap[i].label)
            return swap[i].paused;
    return r->help;
}

void app_bar_draw(app *a)
{
    app_bar *bar = &a->bar;
    const char *labels[APP_BAR_MAX];
    bar->n = 0;
    if (!app_bar_shown(a) || app_modes[app_mode_now(a)]->whole_window)
        return; /* it takes the single maze's HUD; compare and the lab have their own bottom rows */
    for (size_t k = 0; k < NKEYS && bar->n < APP_BAR_MAX; k++) {
        const app_key *r = &config_keys[k];
        if (!button_here(a, r))
            continue;
        labels[bar->n] = app_tr(label(a, r), a->lang);
        bar->row[bar->n++] = (int)k;
    }
    if (bar->n > 0)
        render_buttons(a->r, labels, bar->n, bar->hot, bar->rect);
}
