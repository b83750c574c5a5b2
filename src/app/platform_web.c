/*
 * platform_web.c - platform.h in a browser tab (emscripten): the page's
 * query string is a state string (settings/state.h: the same keys and parser
 * as --state and the lessons) and the address bar follows what is on
 * screen, the canvas is the window, the
 * browser calls each turn of the loop (requestAnimationFrame, paced to
 * CONFIG_FPS), full screen is the page's, and files become downloads.
 *
 * The page (web/index.html) shows what this file tells it through
 * window.mazevizPage: messages (a query that could not be used), that the
 * program runs, that it stopped. Its buttons ask for a screenshot, an SVG
 * or text copy of the maze, and a GIF recording through
 * mazeviz_web_request(); they are served between two turns, so a picture
 * is of a whole frame.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL_image.h>
#include <emscripten.h>

#include "app_record.h"
#include "app_impl.h"
#include "settings/state.h"
#include "export/svg.h"
#include "export/text.h"
#include "config.h"
#include "platform.h"

#define ADDRESS_EVERY 15 /* turns between two looks at the state for the address bar (half a second) */

/* ------------------------------------------------------------ the page */

EM_JS(char *, js_query, (void), {
    var q = (typeof location == 'object' && location.search) ? location.search.substring(1) : "";
    var n = lengthBytesUTF8(q) + 1;
    var p = _malloc(n);
    if (p)
        stringToUTF8(q, p, n);
    return p;
})

/* The address bar shows ?state (no new history entry: Back still leaves the page). */
EM_JS(void, js_address, (const char *state), {
    if (typeof history == 'object' && history.replaceState)
        history.replaceState(null, "", "?" + UTF8ToString(state));
})

EM_JS(void, js_page, (const char *what, const char *text), {
    var page = typeof window == 'object' && window.mazevizPage;
    var w = UTF8ToString(what);
    if (page && typeof page[w] == 'function')
        page[w](text ? UTF8ToString(text) : "");
})

EM_JS(int, js_download, (const char *path), {
    var p = UTF8ToString(path);
    var name = p.split('/').pop();
    var ext = name.split('.').pop();
    var types = {gif: 'image/gif', png: 'image/png', svg: 'image/svg+xml', txt: 'text/plain;charset=utf-8'};
    var data;
    try {
        data = FS.readFile(p);
        FS.unlink(p);
    } catch (e) {
        console.warn('mazeviz: cannot read ' + p + ': ' + e);
        return 0;
    }
    var url = URL.createObjectURL(new Blob([data], {type: types[ext] || 'application/octet-stream'}));
    var a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function() { URL.revokeObjectURL(url); }, 60000);
    var page = window.mazevizPage;
    if (page && typeof page.downloaded == 'function')
        page.downloaded(name, data.length);
    return 1;
})

EM_JS(void, js_fullscreen, (int on), {
    var d = document;
    try {
        var p = on ? d.documentElement.requestFullscreen() : d.exitFullscreen();
        if (p && p.catch)
            p.catch(function() {});
    } catch (e) {
    }
})

EM_JS(int, js_is_fullscreen, (void), { return document.fullscreenElement ? 1 : 0; })

/* ------------------------------------------------------------ arguments */

/* Appends one line to the page's message (msg holds len bytes in all). */
static void note(char *msg, size_t len, const char *fmt, ...)
{
    size_t used = strlen(msg);
    if (used && used + 1 < len)
        msg[used++] = '\n';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg + used, len - used, fmt, ap);
    va_end(ap);
}

/* Whether the command line takes "--state state" (err: why not). */
static bool state_parses(char *state, char *err, size_t len)
{
    static cli_args parsed; /* large: not on the stack */
    char *argv[] = {"mazeviz", "--state", state, NULL};
    return cli_parse(3, argv, &parsed, err, len);
}

/*
 * The query is a state string. Each key=value is kept when the state
 * parser takes it together with those kept before it, else its reason
 * goes into the page's message: one bad value never costs the others,
 * and what is left opens as --state.
 */
void platform_args(int *argc, char ***argv)
{
    static char *args[4];
    static char state[CLI_STATE_MAX];
    char msg[4096] = "", try[CLI_STATE_MAX], err[768];
    char *q = js_query();
    int n = 0;
    umask(022); /* emscripten starts at 0777: files written through a temporary (GIFs) were unreadable */
    args[n++] = *argc > 0 ? (*argv)[0] : (char *)"mazeviz";
    if (q && strlen(q) >= CLI_STATE_MAX)
        note(msg, sizeof msg, "the query is longer than %d bytes: not used", CLI_STATE_MAX - 1);
    for (char *save = NULL, *kv = q && !*msg ? strtok_r(q, "&", &save) : NULL; kv; kv = strtok_r(NULL, "&", &save)) {
        cli_url_decode(kv);
        if (!*kv)
            continue;
        int w = snprintf(try, sizeof try, "%s%s%s", state, *state ? "&" : "", kv);
        if (w < 0 || (size_t)w >= sizeof try)
            note(msg, sizeof msg, "the query is too long: left out from '%.40s'", kv);
        else if (!state_parses(try, err, sizeof err))
            note(msg, sizeof msg, "%s", err);
        else
            memcpy(state, try, (size_t)w + 1);
    }
    free(q);
    if (*state) {
        args[n++] = "--state";
        args[n++] = state;
    }
    args[n] = NULL;
    if (*msg) {
        fprintf(stderr, "mazeviz: the address's query: %s\n", msg);
        js_page("query", msg);
    }
    *argc = n;
    *argv = args;
}

/* ------------------------------------------------------------ video, loop */

bool platform_init_video(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) == 0)
        return true;
    fprintf(stderr, "mazeviz: cannot start SDL's video in this browser: %s\n", SDL_GetError());
    return false;
}

enum { REQ_PNG = 1, REQ_SVG = 2, REQ_TEXT = 4, REQ_RECORD = 8, REQ_FULLSCREEN = 16 };

static struct web {
    app *a;
    SDL_Renderer *ren;
    Uint64 next; /* the next turn's deadline (app_loop_turn) */
    unsigned requests;
    bool drawn; /* the first frame is on screen */
    unsigned turns;
    char address[CLI_STATE_MAX * 3]; /* the state the address bar shows */
} web;

/*
 * Keeps the address bar the state on screen (what Ctrl+C copies), so
 * copying the URL shares it; looked at every ADDRESS_EVERY turns.
 */
static void follow_state(void)
{
    static cli_args now; /* large: not on the stack */
    static char state[sizeof web.address];
    if (web.turns++ % ADDRESS_EVERY != 0)
        return;
    app_state_current(web.a, &now, true);
    if (cli_state_format(&now, state, sizeof state) && strcmp(state, web.address) != 0) {
        memcpy(web.address, state, sizeof state);
        js_address(state);
    }
}

/* What the page's buttons ask for, served by the next turn. */
EMSCRIPTEN_KEEPALIVE void mazeviz_web_request(int what) { web.requests |= (unsigned)what; }

/* "/tmp/mazeviz-ALGO-SEED-stepN.EXT" for a download of what is on screen. */
static void download_name(char *buf, size_t len, const char *ext)
{
    const sm *g = app_gen(web.a);
    snprintf(buf, len, "/tmp/mazeviz-%s-%llu-step%llu.%s", sm_algorithm(g)->id,
             (unsigned long long)sm_seed(g), (unsigned long long)sm_steps(g), ext);
}

/* The frame on screen as a PNG: drawn again and read back before the browser shows it. */
static bool save_png(const char *path)
{
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(web.ren, &w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    bool ok = s && app_draw(web.a) &&
              SDL_RenderReadPixels(web.ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0 &&
              IMG_SavePNG(s, path) == 0;
    SDL_RenderPresent(web.ren);
    SDL_FreeSurface(s);
    return ok;
}

/* The maze as it is now, as the CLI's --format svg or ascii writes a finished one. */
static bool save_maze(const char *path, bool svg)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return SDL_SetError("%s", strerror(errno)), false;
    bool ok = svg ? svg_write(f, web.a->maze.m, SVG_CELL_DEFAULT, SVG_WALL_DEFAULT, NULL, 0)
                  : text_write(f, web.a->maze.m, FORMAT_ASCII);
    ok = fclose(f) == 0 && ok;
    if (!ok)
        SDL_SetError("%s", strerror(errno));
    return ok;
}

/* Makes the file asked for and offers it as a download; a failure is said in the page. */
static void serve(unsigned req, const char *ext)
{
    char path[256], why[512];
    download_name(path, sizeof path, ext);
    if ((req == REQ_PNG ? save_png(path) : save_maze(path, req == REQ_SVG)) && js_download(path))
        return;
    remove(path);
    snprintf(why, sizeof why, "cannot make %s: %s", path + strlen("/tmp/"), SDL_GetError());
    fprintf(stderr, "mazeviz: %s\n", why);
    js_page("note", why);
}

static void serve_requests(void)
{
    unsigned r = web.requests;
    web.requests = 0;
    if (r & REQ_FULLSCREEN)
        app_act_fullscreen(web.a, 0);
    if (r & REQ_RECORD)
        app_act_record(web.a, 0);
    if (r & REQ_PNG)
        serve(REQ_PNG, "png");
    if (r & REQ_SVG)
        serve(REQ_SVG, "svg");
    if (r & REQ_TEXT)
        serve(REQ_TEXT, "txt");
}

/*
 * One animation frame of the browser: a turn of the app's loop when its
 * deadline has come (a 60 Hz display calls twice per CONFIG_FPS frame), then
 * the page's requests.
 */
static void turn(void *arg)
{
    (void)arg;
    Uint64 early = SDL_GetPerformanceFrequency() / 200; /* 5 ms early is on time */
    if (web.next && SDL_GetPerformanceCounter() + early < web.next)
        return;
    if (!app_loop_turn(web.a, web.ren, &web.next)) {
        emscripten_cancel_main_loop();
        fprintf(stderr, "mazeviz: drawing failed: %s\n", SDL_GetError());
        js_page("failed", SDL_GetError());
        return;
    }
    if (!web.drawn) {
        web.drawn = true;
        js_page("frame", NULL); /* the page notes the time: the first-frame budget */
    }
    serve_requests();
    follow_state();
    if (!app_running(web.a)) {
        char msg[1100];
        emscripten_cancel_main_loop();
        if (record_active()) /* as the desktop saves it on closing: here it downloads */
            record_stop(msg, sizeof msg);
        js_page("stopped", NULL);
    }
}

int platform_run_loop(app *a, SDL_Renderer *ren)
{
    web.a = a;
    web.ren = ren;
    js_page("running", app_title(a));
    emscripten_set_main_loop_arg(turn, NULL, 0, 1); /* returns to the browser, never here */
    return 0;
}

void platform_wait_ms(uint32_t ms) { (void)ms; }

void platform_file_saved(const char *path)
{
    if (!js_download(path))
        js_page("note", "the file could not be offered as a download");
}

size_t platform_history_bytes(void) { return CONFIG_HISTORY_BYTES_WEB; }

/* ------------------------------------------------------------ full screen */

/* The whole page full screen (the canvas then fills the screen); the resize that follows re-lays the frame. */
void app_set_fullscreen(SDL_Window *win, bool on)
{
    (void)win;
    js_fullscreen(on);
}

bool app_is_fullscreen(SDL_Window *win)
{
    (void)win;
    return js_is_fullscreen() != 0;
}
