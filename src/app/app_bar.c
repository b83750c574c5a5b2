/*
 * app_bar.c - the presenter's control bar: buttons a mouse, a touch screen
 * (SDL turns touches into clicks) or the web page can use - play/pause,
 * step back, step, slower, faster, a smaller or bigger maze, a new maze,
 * the algorithm menu, and in a lesson the previous and next slide. The
 * buttons are config_bar[] (config.h), each calling the action of the key
 * it stands for, so a click does what the key does.
 *
 * The bar appears at the bottom, over the HUD (and the timeline when it
 * needs more rows), when the pointer moves, and hides after CONFIG_BAR_MS
 * without movement. It never reaches above the maze's bottom edge, so it
 * covers no cell, shown or hidden; pictures (--screenshot, --gif) never
 * show it, nor does a web page, whose toolbar has the same buttons.
 */
#include "app_impl.h"
#include "config.h"

#define BAR_MAX 16

static struct {
    double until;          /* the app clock until which the bar shows */
    SDL_Rect rect[BAR_MAX]; /* the buttons of the last frame that showed it */
    int row[BAR_MAX];      /* their rows of config_bar */
    int n;
    int hot;               /* the button under the pointer, -1: none */
    bool seen;             /* a pointer position is known: */
    int x, y;              /* the last one (a window opening under the pointer is no movement) */
} bar = {.hot = -1};

bool app_bar_shown(const app *a) { return !a->offscreen && !platform_page_controls() && a->now_ms < bar.until; }

/* The button at output point p in the last frame, or -1. */
static int button_at(SDL_Point p)
{
    for (int i = 0; i < bar.n; i++)
        if (SDL_PointInRect(&p, &bar.rect[i]))
            return i;
    return -1;
}

bool app_bar_event(app *a, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEMOTION) {
        bool moved = bar.seen && (e->motion.x != bar.x || e->motion.y != bar.y);
        bar.seen = true;
        bar.x = e->motion.x;
        bar.y = e->motion.y;
        if (!moved)
            return false;
        bar.until = a->now_ms + CONFIG_BAR_MS;
        bar.hot = button_at(app_to_output(a, e->motion.x, e->motion.y));
        return false; /* the maze's own hover goes on */
    }
    if (e->type != SDL_MOUSEBUTTONDOWN || e->button.button != SDL_BUTTON_LEFT || !app_bar_shown(a))
        return false;
    int i = button_at(app_to_output(a, e->button.x, e->button.y));
    if (i < 0)
        return false;
    bar.until = a->now_ms + CONFIG_BAR_MS;
    const app_bar_button *b = &config_bar[bar.row[i]];
    b->fn(a, b->arg);
    return true;
}

void app_bar_draw(app *a)
{
    const char *labels[BAR_MAX];
    if (!app_bar_shown(a)) {
        bar.n = 0;
        return;
    }
    bar.n = 0;
    for (size_t k = 0; k < CONFIG_BAR && bar.n < BAR_MAX; k++) {
        const app_bar_button *b = &config_bar[k];
        if (b->lesson_only && !app_lesson_on())
            continue;
        app_str s = b->fn == app_act_pause && a->paused ? b->label_alt : b->label;
        labels[bar.n] = app_tr(s, a->lang);
        bar.row[bar.n++] = (int)k;
    }
    render_buttons(a->r, labels, bar.n, bar.hot, bar.rect);
}
