/*
 * platform_desktop.c - platform.h on a Linux desktop: arguments from the
 * command line, video through X11, Wayland or the console, a loop that
 * sleeps out each frame, full screen through the window manager (or by
 * hand without one), files written where they were asked for.
 */
#include <stdio.h>

#include "app_quiet.h"
#include "config.h"
#include "platform.h"

void platform_args(int *argc, char ***argv)
{
    (void)argc, (void)argv;
}

static bool env_set(const char *name)
{
    const char *v = SDL_getenv(name);
    return v && *v;
}

/*
 * Without X11 or Wayland only the console (KMS/DRM) could show a window:
 * SDL's fallback, the invisible offscreen driver, would run a window nobody
 * sees, so that counts as no display unless SDL_VIDEODRIVER asked for it.
 * With only DISPLAY set, X11 alone is tried (probing Wayland would print
 * libwayland's own complaints).
 */
bool platform_init_video(void)
{
    bool asked = env_set("SDL_VIDEODRIVER"), x11 = env_set("DISPLAY"), wl = env_set("WAYLAND_DISPLAY");
    if (!asked)
        SDL_SetHint(SDL_HINT_VIDEODRIVER, wl ? NULL : x11 ? "x11" : "kmsdrm");
    if (SDL_Init(SDL_INIT_VIDEO) == 0 &&
        (asked || (SDL_strcmp(SDL_GetCurrentVideoDriver(), "offscreen") != 0 &&
                   SDL_strcmp(SDL_GetCurrentVideoDriver(), "dummy") != 0)))
        return true;
    char why[CLI_ESCAPE_MAX + 64], v[CLI_ESCAPE_MAX + 16];
    cli_escape(v, sizeof v, wl ? SDL_getenv("WAYLAND_DISPLAY") : x11 ? SDL_getenv("DISPLAY") : "");
    if (asked)
        SDL_snprintf(why, sizeof why, "SDL_VIDEODRIVER: %s", SDL_GetError());
    else if (wl || x11)
        SDL_snprintf(why, sizeof why, "could not open %s=%s", wl ? "WAYLAND_DISPLAY" : "DISPLAY", v);
    else
        SDL_snprintf(why, sizeof why, "DISPLAY and WAYLAND_DISPLAY unset, no console display");
    fprintf(stderr, "mazeviz: no display available (%s); use --headless or --screenshot FILE.png\n",
            why);
    SDL_Quit();
    return false;
}

/* The loop: every event is handled before the frame it arrives in; frames are paced to CONFIG_FPS. */
int platform_run_loop(app *a, SDL_Renderer *ren)
{
    Uint64 next = 0;
    while (app_running(a))
        if (!app_loop_turn(a, ren, &next)) {
            fprintf(stderr, "mazeviz: drawing failed: %s\n", app_no_memory(NULL) ? "out of memory" : SDL_GetError());
            return 1;
        }
    if (!app_gen(a)) {
        fprintf(stderr, "mazeviz: cannot restart the generator: %s\n", SDL_GetError());
        return 1;
    }
    return 0;
}

void platform_wait_ms(uint32_t ms) { SDL_Delay(ms); }

void platform_file_saved(const char *path) { (void)path; }

size_t platform_history_bytes(void) { return CONFIG_HISTORY_BYTES_DESKTOP; }

/*
 * Full screen at the desktop's size. On X11 that is a request to the
 * window manager; with none running (a bare X server in a lab, Xvfb) the
 * request is ignored, and SDL still believes it was granted. A window
 * manager frames a bordered window (SDL_GetWindowBordersSize reports the
 * frame); without a frame the window is made borderless and moved and
 * sized to its display's bounds instead, and put back when leaving.
 */
void app_set_fullscreen(SDL_Window *win, bool on)
{
    static SDL_Rect saved;
    static bool manual;
    int top = 0, left = 0, bottom = 0, right = 0;
    bool framed = SDL_GetWindowBordersSize(win, &top, &left, &bottom, &right) == 0 && top + left + bottom + right > 0;
    if (!on && manual) {
        manual = false;
        SDL_SetWindowBordered(win, SDL_TRUE);
        SDL_SetWindowSize(win, saved.w, saved.h);
        SDL_SetWindowPosition(win, saved.x, saved.y);
        return;
    }
    SDL_Rect b;
    if (on && !framed && SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(win), &b) == 0) {
        SDL_GetWindowPosition(win, &saved.x, &saved.y);
        SDL_GetWindowSize(win, &saved.w, &saved.h);
        manual = true;
        SDL_SetWindowBordered(win, SDL_FALSE);
        SDL_SetWindowSize(win, b.w, b.h);
        SDL_SetWindowPosition(win, b.x, b.y);
        SDL_PumpEvents();
        SDL_SetWindowPosition(win, b.x, b.y);
        return;
    }
    SDL_SetWindowFullscreen(win, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

/* Whether the window is full screen either way. */
bool app_is_fullscreen(SDL_Window *win)
{
    SDL_Rect b;
    int w, h;
    if ((SDL_GetWindowFlags(win) & SDL_WINDOW_FULLSCREEN_DESKTOP) == SDL_WINDOW_FULLSCREEN_DESKTOP)
        return true;
    SDL_GetWindowSize(win, &w, &h);
    return SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(win), &b) == 0 && w == b.w && h == b.h &&
           (SDL_GetWindowFlags(win) & SDL_WINDOW_BORDERLESS);
}

bool platform_page_controls(void) { return false; }

bool platform_font_later(void) { return false; }
