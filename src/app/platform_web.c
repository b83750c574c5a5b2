/*
 * platform_web.c - platform.h in a browser tab (emscripten): the page's
 * query string is a state string (settings/state.h: the same keys and parser
 * as --state and the lessons), the canvas is the window, the browser calls
 * each turn of the loop (requestAnimationFrame, paced to CONFIG_FPS), full
 * screen is the page's, and files become downloads.
 *
 * The page (web/index.html) is the program's touch-first face, and this
 * file is all it talks to:
 *   - it tells the page, through window.mazevizPage: what part of the
 *     address it could not use (as data: the page words it in its own
 *     language), that the program runs or stopped, and after each turn
 *     the state of the UI as JSON when it changed (mode, pseudocode lines,
 *     the question, the caption, the score, the walk, the link ...);
 *   - the page calls it by name (mazeviz_web_act): its buttons are the
 *     desktop's keys, each a row of the key table (config.h) found the way
 *     a key press finds it, so a button does what its key does in every
 *     mode and is offered only where that key acts; taps on the maze come
 *     in as the mouse's clicks (mazeviz_web_pointer); downloads (PNG, SVG,
 *     text, GIF) and full screen are served between two turns, so a
 *     picture is of a whole frame; Share asks for a link's QR code.
 *
 * The address bar follows the maze on screen as a link to it: what it is
 * (algorithm, grid, size, seed, options, mode, the step while paused), not
 * how this viewer looks at it: language, panel and theme go in only when
 * the address had them or they were changed on this page.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
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
#include "mazeviz/grid.h"
#include "mazeviz/script.h"
#include "settings/lesson.h"
#include "settings/state.h"
#include "export/qr.h"
#include "export/svg.h"
#include "export/text.h"
#include "config.h"
#include "mazeviz_config.h"
#include "platform.h"

#define ADDRESS_EVERY 15          /* turns between two looks at the state for the address bar (half a second) */
#define WEB_MAX_CELLS 4000000u    /* the largest maze a tab makes (2000x2000): more takes the tab's memory and minutes */
#define WEB_MASK_TEXT_MAX 40      /* characters of mask-text a tab draws (the mask's cost grows with its square) */
#define UI_JSON_MAX 32768
#define UI_EVERY 4                /* turns between two looks at what the page shows (7.5 a second), unless it acted */

/* ------------------------------------------------------------ the page */

/* The address's state string; a page in a class session (web/index.html) gives it without the class's own keys. */
EM_JS(char *, js_query, (void), {
    var page = typeof window == 'object' && window.mazevizPage;
    var q = page && typeof page.search == 'function' ? page.search()
          : (typeof location == 'object' && location.search) ? location.search.substring(1) : "";
    var n = lengthBytesUTF8(q) + 1;
    var p = _malloc(n);
    if (p)
        stringToUTF8(q, p, n);
    return p;
})

/* The address bar shows ?state (no new history entry: Back still leaves the page); a class's page keeps its own address. */
EM_JS(void, js_address, (const char *state), {
    var page = typeof window == 'object' && window.mazevizPage;
    if (page && typeof page.address == 'function')
        page.address(UTF8ToString(state));
    else if (typeof history == 'object' && history.replaceState)
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

/* ------------------------------------------------------------ JSON for the page */

typedef struct json {
    char *buf;
    size_t len, used;
    bool ok;
} json;

static void j_raw(json *j, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = j->ok ? vsnprintf(j->buf + j->used, j->len - j->used, fmt, ap) : -1;
    va_end(ap);
    if (w < 0 || (size_t)w >= j->len - j->used)
        j->ok = false;
    else
        j->used += (size_t)w;
}

/* s as a JSON string (NULL: ""); UTF-8 passes through in runs, quotes and control characters escaped. */
static void j_str(json *j, const char *s)
{
    j_raw(j, "\"");
    for (const char *p = s ? s : ""; *p && j->ok;) {
        size_t run = strcspn(p, "\"\\\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13\x14"
                                "\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f");
        if (run >= j->len - j->used) {
            j->ok = false;
            return;
        }
        memcpy(j->buf + j->used, p, run);
        j->used += run;
        p += run;
        if (*p) {
            j_raw(j, *p == '"' || *p == '\\' ? "\\%c" : "\\u%04x", *p);
            p++;
        }
    }
    j_raw(j, "\"");
}

/* ,"key": (no comma after an opening bracket) */
static void j_key(json *j, const char *key)
{
    char last = j->used ? j->buf[j->used - 1] : '{';
    j_raw(j, "%s\"%s\":", last == '{' || last == '[' ? "" : ",", key);
}

/* ------------------------------------------------------------ arguments */

/*
 * One part of the address the page could not use: kv ("key=value"), why
 * (a word the page turns into a sentence in its language: "unknown",
 * "value", "file", "cells", "text", "long", "script") and the parser's own line for
 * the curious (the console has it too).
 */
static void refuse(json *j, const char *kv, const char *why, const char *detail)
{
    char key[48] = "", value[64] = "";
    const char *eq = strchr(kv, '=');
    size_t kl = eq ? (size_t)(eq - kv) : strlen(kv);
    snprintf(key, sizeof key, "%.*s", (int)(kl < sizeof key ? kl : sizeof key - 1), kv);
    snprintf(value, sizeof value, "%s", eq ? eq + 1 : "");
    if (eq && strlen(eq + 1) >= sizeof value)
        strcpy(value + sizeof value - 4, "…");
    j_raw(j, "%s{", j->buf[j->used - 1] == '[' ? "" : ",");
    j_key(j, "key");
    j_str(j, key);
    j_key(j, "value");
    j_str(j, value);
    j_key(j, "why");
    j_str(j, why);
    j_key(j, "detail");
    j_str(j, detail);
    j_raw(j, "}");
    fprintf(stderr, "mazeviz: the address's %s could not be used (%s)%s%s\n", key, why, *detail ? ": " : "", detail);
}

/* Characters (not bytes) of UTF-8 text s. */
static size_t utf8_chars(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xc0) != 0x80;
    return n;
}

/* The cells a maze of a's grid and size would have (the shape counts them without making the grid). */
static uint64_t cells_of(const cli_args *a) { return a->grid->cells(a->w, a->h); }

/* Whether src (len bytes) compiles as a state's script= does ("script" its name); if not, err says why. */
static bool script_compiles(const char *src, size_t len, char *err, size_t errlen)
{
    script *s = script_load("script", src, len, SCRIPT_GENERATOR, err, errlen);
    script_free(s);
    return s != NULL;
}

/*
 * What a tab refuses before trying: a mask file (a tab has no files), a
 * mask text too long to draw in time, a maze bigger than a tab holds, a
 * script that does not compile (the page's editor shows where).
 * Returns the reason's word, or NULL when the tab can do it.
 */
static const char *tab_refuses(const char *kv, const cli_args *parsed)
{
    if (strncmp(kv, "mask=", 5) == 0)
        return "file";
    if (strncmp(kv, "mask-text=", 10) == 0 && utf8_chars(kv + 10) > WEB_MASK_TEXT_MAX)
        return "text";
    if (cells_of(parsed) > WEB_MAX_CELLS)
        return "cells";
    char err[256];
    if (strncmp(kv, "script=", 7) == 0 && parsed->script_text && /* else the program could not start */
        !script_compiles(parsed->script_text, parsed->script_text_len, err, sizeof err))
        return "script";
    return NULL;
}

/* Whether the command line takes "--state state" into *parsed (err: why not). */
static bool state_parses(char *state, cli_args *parsed, char *err, size_t len)
{
    char *argv[] = {"mazeviz", "--state", state, NULL};
    return cli_parse(3, argv, parsed, err, len);
}

struct web {
    app *a;
    SDL_Renderer *ren;
    Uint64 next; /* the next turn's deadline (app_loop_turn) */
    unsigned requests;
    bool drawn; /* the first frame is on screen */
    unsigned turns;
    bool narrow;             /* the page is laid out for a phone held upright: no panel in the canvas */
    bool ui_now;             /* the page acted: tell it what it changed after the next turn */
    bool view_given[3];      /* lang, panel, theme were in the address */
    int view_start[3];       /* ... and their values when the program started */
    char address[CLI_STATE_MAX * 3]; /* the link the address bar shows */
    cli_args parsed, now;    /* large: not on the stack */
    char ui[UI_JSON_MAX], ui_sent[UI_JSON_MAX]; /* the UI state, and the one the page has */
    char *qr;                /* the last QR code made (SVG) */
    char cell_name[64];      /* mazeviz_web_cell_name()'s last answer */
    char script_err[256];    /* mazeviz_web_script_check()'s last answer */
    char cell_q[12 * (APP_CLASS_CANDIDATES_MAX + APP_CLASS_RIGHT_MAX) + 4]; /* mazeviz_web_cell_question()'s */
    lesson *lesson;          /* the lesson the address named (lesson=): checked here, opened by main() */
    char lesson_name[64], slide_arg[24];
    char *args[8];           /* the program's argv (platform_args) */
    char state[CLI_STATE_MAX]; /* the part of the query that opens as --state */
    char link[CLI_STATE_MAX * 3]; /* follow_state()'s new link */
};

/*
 * The page's state, set once by platform_args() (the first thing main()
 * does) and never freed: the argv it returns points into it. This is the
 * one mutable variable at file scope in src/app, and it stays because the
 * page calls the EMSCRIPTEN_KEEPALIVE functions below by name
 * (Module.ccall) between two turns, with nothing of ours in hand; the loop
 * (turn()) gets it as its argument and every other function as a
 * parameter. Handing the pointer to JavaScript to pass back would only
 * move the global into the page's script, as an unchecked number.
 */
static struct web *the_web;

static const char *const view_keys[3] = {"lang", "panel", "theme"};

/* Notes which of the viewer's own settings the address gave (they stay in the link then). */
static void note_view_key(struct web *w, const char *kv)
{
    for (int i = 0; i < 3; i++)
        if (strncmp(kv, view_keys[i], strlen(view_keys[i])) == 0 && kv[strlen(view_keys[i])] == '=')
            w->view_given[i] = true;
}

/*
 * lesson=NAME and slide=N: a lesson built into the program (the tab has no
 * lesson files: the same text would be sent twice), opened at slide N as
 * "--lesson NAME --slide N" does. False, after saying why, when there is
 * no such lesson or slide; the rest of the address then opens as usual.
 */
static bool take_lesson(struct web *w, const char *name, const char *slide, json *msg)
{
    char err[768], kv[700];
    if (!name)
        return false;
    snprintf(kv, sizeof kv, "lesson=%s", name);
    if (strlen(name) >= sizeof w->lesson_name || !(w->lesson = lesson_builtin(name, err, sizeof err))) {
        refuse(msg, kv, "lesson", "");
        return false;
    }
    char *end;
    unsigned long n = slide ? strtoul(slide, &end, 10) : 1;
    if (slide && (*end || n < 1 || n > w->lesson->n)) {
        snprintf(kv, sizeof kv, "slide=%s", slide);
        refuse(msg, kv, "slide", "");
        n = 1;
    }
    snprintf(w->lesson_name, sizeof w->lesson_name, "%s", name);
    snprintf(w->slide_arg, sizeof w->slide_arg, "%lu", n);
    return true;
}

/* Keeps kv when the tab can do it and the state parser takes it with those kept before; else says why. */
static void take_key(struct web *w, char *state, char *kv, json *msg)
{
    char try[CLI_STATE_MAX], err[768];
    const char *why;
    int used = snprintf(try, sizeof try, "%s%s%s", state, *state ? "&" : "", kv);
    if (strncmp(kv, "mask=", 5) == 0)
        refuse(msg, kv, "file", "");
    else if (used < 0 || (size_t)used >= sizeof try)
        refuse(msg, kv, "long", "");
    else if (!state_parses(try, &w->parsed, err, sizeof err))
        refuse(msg, kv, strstr(err, "unknown") ? "unknown" : "value", err);
    else if ((why = tab_refuses(kv, &w->parsed)))
        refuse(msg, kv, why, "");
    else {
        memcpy(state, try, (size_t)used + 1);
        note_view_key(w, kv);
    }
}

/* A lesson's flags after args[0..n): its file, the slide, the viewer's language (the slides say the rest). */
static int lesson_args(struct web *w, char **args, int n, char **items, size_t k)
{
    args[n++] = "--lesson";
    args[n++] = w->lesson_name;
    args[n++] = "--slide";
    args[n++] = w->slide_arg;
    for (size_t i = 0; i < k; i++)
        if (strcmp(items[i], "lang=en") == 0 || strcmp(items[i], "lang=zh") == 0) {
            args[n++] = "--lang";
            args[n++] = items[i] + 5;
            note_view_key(w, items[i]);
            break;
        }
    return n;
}

/* The value of key in the query's items (decoded in place), or NULL; the item is then emptied. */
static const char *query_item(char **items, size_t n, const char *key)
{
    size_t kl = strlen(key);
    for (size_t i = 0; i < n; i++)
        if (strncmp(items[i], key, kl) == 0 && items[i][kl] == '=') {
            const char *v = items[i] + kl + 1;
            items[i] = "";
            return v;
        }
    return NULL;
}

/*
 * The query is a state string, or a lesson (lesson=NAME&slide=N, with
 * lang=). Each key=value is kept when the tab can do it and the state
 * parser takes it together with those kept before it, else its reason
 * goes to the page: one bad value never costs the others, and what is
 * left opens as --state.
 */
void platform_args(int *argc, char ***argv)
{
    struct web *w = the_web = calloc(1, sizeof *the_web);
    char buf[4096], *items[64];
    json msg = {buf, sizeof buf, 0, true};
    char *q = js_query();
    int n = 0;
    size_t k = 0;
    if (!w) {
        fprintf(stderr, "mazeviz: no memory for the page's state; the address is not read\n");
        free(q);
        return;
    }
    char **args = w->args, *state = w->state;
    umask(022); /* emscripten starts at 0777: files written through a temporary (GIFs) were unreadable */
    args[n++] = *argc > 0 ? (*argv)[0] : (char *)"mazeviz";
    j_raw(&msg, "[");
    if (q && strlen(q) >= CLI_STATE_MAX)
        refuse(&msg, "", "long", "");
    for (char *save = NULL, *kv = q && msg.used == 1 ? strtok_r(q, "&", &save) : NULL; kv && k < 64;
         kv = strtok_r(NULL, "&", &save))
        cli_url_decode(items[k++] = kv);
    const char *lesson = query_item(items, k, "lesson"), *slide = query_item(items, k, "slide");
    if (take_lesson(w, lesson, slide, &msg)) {
        n = lesson_args(w, args, n, items, k);
    } else {
        for (size_t i = 0; i < k; i++)
            if (*items[i])
                take_key(w, state, items[i], &msg);
    }
    free(q);
    j_raw(&msg, "]");
    if (*state) {
        args[n++] = "--state";
        args[n++] = state;
    }
    args[n] = NULL;
    if (msg.ok && msg.used > 2)
        js_page("query", buf);
    *argc = n;
    *argv = args;
}

/* ------------------------------------------------------------ video */

bool platform_init_video(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) == 0)
        return true;
    fprintf(stderr, "mazeviz: cannot start SDL's video in this browser: %s\n", SDL_GetError());
    return false;
}

/* ------------------------------------------------------------ the link */

/* Removes key=... from the state string s (in place). */
static void drop_key(char *s, const char *key)
{
    size_t kl = strlen(key);
    for (char *p = s; *p;) {
        char *end = strchr(p, '&');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (strncmp(p, key, kl) == 0 && p[kl] == '=') {
            if (!end) {
                *(p > s ? p - 1 : p) = '\0'; /* the last key: the '&' before it goes too */
                return;
            }
            memmove(p, end + 1, strlen(end + 1) + 1);
            continue;
        }
        p += n + (end != NULL);
    }
}

/* The viewer's settings now: 1 for Chinese, the panel on, the projector theme. */
static void view_now(const app *a, int v[3])
{
    v[0] = a->lang == SM_LANG_ZH;
    v[1] = a->panel_on;
    v[2] = (int)a->theme;
}

/*
 * The link to what is on screen: its state string, with the step only
 * while paused (a running maze's link starts it again, as a reload does),
 * and the viewer's settings only where the address had them or this page
 * changed them.
 */
static bool make_link(struct web *w, app *a, char *out, size_t len)
{
    int v[3];
    if (app_lesson_on(a)) { /* the lesson at its slide: the slide says the rest */
        view_now(a, v);
        snprintf(out, len, "lesson=%s&slide=%zu%s%s", w->lesson_name, app_lesson_slide(a) + 1,
                 w->view_given[0] || v[0] != w->view_start[0] ? "&lang=" : "",
                 w->view_given[0] || v[0] != w->view_start[0] ? (v[0] ? "zh" : "en") : "");
        return true;
    }
    /* the step while paused, or in a mode that waits (predict; play's state leaves its step out) */
    app_state_current(a, &w->now, a->paused || app_modes[app_mode_now(a)]->waits);
    if (!cli_state_format(&w->now, out, len))
        return false;
    view_now(a, v);
    for (int i = 0; i < 3; i++)
        if (!w->view_given[i] && v[i] == w->view_start[i])
            drop_key(out, view_keys[i]);
    return true;
}

/* Keeps the address bar the link to what is on screen; looked at every ADDRESS_EVERY turns. */
static void follow_state(struct web *w)
{
    char *link = w->link;
    if (w->turns % ADDRESS_EVERY != 0 && !w->ui_now)
        return;
    if (make_link(w, w->a, link, sizeof w->link) && strcmp(link, w->address) != 0) {
        memcpy(w->address, link, sizeof w->link);
        js_address(link);
    }
}

/* ------------------------------------------------------------ downloads */

enum { REQ_PNG = 1, REQ_SVG = 2, REQ_TEXT = 4, REQ_RECORD = 8, REQ_FULLSCREEN = 16 };

/* What the page's download buttons ask for, served by the next turn. */
EMSCRIPTEN_KEEPALIVE void mazeviz_web_request(int what)
{
    if (the_web)
        the_web->requests |= (unsigned)what;
}

/* Whether the maze has a text form: seed 001's blocks draw rectangles only (the desktop refuses ASCII elsewhere). */
static bool has_text(const app *a) { return maze_offers(a->maze.m, GRID_CAP_TEXT); }

/* "/tmp/mazeviz-ALGO-SEED-stepN.EXT" for a download of what is on screen. */
static void download_name(struct web *w, char *buf, size_t len, const char *ext)
{
    const sm *g = app_gen(w->a);
    snprintf(buf, len, "/tmp/mazeviz-%s-%llu-step%llu.%s", sm_algorithm(g)->id,
             (unsigned long long)sm_seed(g), (unsigned long long)sm_steps(g), ext);
}

/* The frame on screen as a PNG: drawn again and read back before the browser shows it. */
static bool save_png(struct web *w, const char *path)
{
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(w->ren, &ow, &oh);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, ow, oh, 32, SDL_PIXELFORMAT_ARGB8888);
    bool ok = s && app_draw(w->a) &&
              SDL_RenderReadPixels(w->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0 &&
              IMG_SavePNG(s, path) == 0;
    SDL_RenderPresent(w->ren);
    SDL_FreeSurface(s);
    return ok;
}

/* The maze as it is now, as the CLI's --format svg or ascii writes a finished one. */
static bool save_maze(struct web *w, const char *path, bool svg)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return SDL_SetError("%s", strerror(errno)), false;
    bool ok = svg ? svg_write(f, w->a->maze.m, SVG_CELL_DEFAULT, SVG_WALL_DEFAULT, NULL, 0)
                  : text_write(f, w->a->maze.m, FORMAT_ASCII);
    ok = fclose(f) == 0 && ok;
    if (!ok)
        SDL_SetError("%s", strerror(errno));
    return ok;
}

/* Makes the file asked for and offers it as a download; a failure is said in the page. */
static void serve(struct web *w, unsigned req, const char *ext)
{
    char path[256], why[512];
    if (req == REQ_TEXT && !has_text(w->a)) {
        js_page("note", "notext"); /* the page offers no text button there; an old request says why */
        return;
    }
    download_name(w, path, sizeof path, ext);
    if ((req == REQ_PNG ? save_png(w, path) : save_maze(w, path, req == REQ_SVG)) && js_download(path))
        return;
    remove(path);
    snprintf(why, sizeof why, "cannot make %s: %s", path + strlen("/tmp/"), SDL_GetError());
    fprintf(stderr, "mazeviz: %s\n", why);
    js_page("note", why);
}

static void serve_requests(struct web *w)
{
    unsigned r = w->requests;
    w->requests = 0;
    if (r & REQ_FULLSCREEN)
        app_act_fullscreen(w->a, 0);
    if (r & REQ_RECORD)
        app_act_record(w->a, 0);
    if (r & REQ_PNG)
        serve(w, REQ_PNG, "png");
    if (r & REQ_SVG)
        serve(w, REQ_SVG, "svg");
    if (r & REQ_TEXT)
        serve(w, REQ_TEXT, "txt");
}

/* ------------------------------------------------------------ the page's buttons */

/*
 * The page's actions by name: each stands for a key (the key a person
 * would press) or, for those with an argument, a key table action (a
 * digit's row: which menu row, which line, which way to walk). The row
 * that acts is found as for a key press: the open menu's, a lesson's,
 * then the mode's on screen; where none acts, the page greys the button.
 */
#define WEB_ACTS (sizeof config_page_acts / sizeof config_page_acts[0])

static const app_page_act *act_named(const char *name)
{
    for (size_t i = 0; name && i < WEB_ACTS; i++)
        if (strcmp(config_page_acts[i].name, name) == 0)
            return &config_page_acts[i];
    return NULL;
}

/* The row act would act through now (the slides: their key's row, in a lesson only). */
static const app_key *act_row(struct web *w, const app_page_act *act)
{
    const app_key *row = app_key_acting(w->a, act->key, act->mod, act->key ? NULL : act->fn);
    return row && act->key && act->fn && row->fn != act->fn ? NULL : row;
}

/*
 * Does what the page's button `name` stands for; arg is the row, line or
 * direction of those that take one. A key goes through the app's event
 * handling as a press of it (a blank lesson screen wakes, as on a remote).
 * Returns 1, or 0 when nothing acts for it here.
 */
EMSCRIPTEN_KEEPALIVE int mazeviz_web_act(const char *name, int arg)
{
    struct web *w = the_web;
    const app_page_act *act = act_named(name);
    const app_key *row = act && w && w->a && app_running(w->a) ? act_row(w, act) : NULL;
    if (!row)
        return 0;
    w->ui_now = true;
    if (act->key) {
        app_press_key(w->a, act->key, act->mod);
    } else {
        w->a->repeats = 0;
        row->fn(w->a, arg);
    }
    return 1;
}

/*
 * A pointer on the canvas, from the page (which keeps touches from SDL and
 * passes on only those that act on the maze): kind 0 down, 1 moved, 2 up,
 * at (x, y) in CSS pixels of the canvas; button 1 left, 3 right. Handled
 * as the mouse is, so a tap is a click: the timeline, a menu row, a cell.
 */
EMSCRIPTEN_KEEPALIVE void mazeviz_web_pointer(int kind, int x, int y, int button)
{
    struct web *w = the_web;
    if (!w || !w->a || !app_running(w->a))
        return;
    w->ui_now = kind != 1;
    app_pointer_event(w->a, kind, x, y, button);
}

/* The page laid out for a phone held upright (on) or wide (off): the pseudocode is then under the canvas, not in it. */
EMSCRIPTEN_KEEPALIVE void mazeviz_web_narrow(int on)
{
    struct web *w = the_web;
    if (!w)
        return;
    w->narrow = on != 0;
    w->ui_now = true;
}

/* A key went to the program: the page hears what it changed after the next turn, not a few turns later. */
EMSCRIPTEN_KEEPALIVE void mazeviz_web_poke(void)
{
    if (the_web)
        the_web->ui_now = true;
}

/*
 * The page wrote the UI font where app_find_font() looks (it fetches it
 * after the first frame, so the maze is drawn without waiting for it):
 * the program's text appears from the next frame. 0 when it is unusable.
 */
EMSCRIPTEN_KEEPALIVE int mazeviz_web_font(void)
{
    struct web *w = the_web;
    if (!w || !w->a || !app_running(w->a))
        return 0;
    w->ui_now = true;
    if (app_use_font(w->a))
        return 1;
    fprintf(stderr, "mazeviz: warning: cannot use the UI font (%s); drawing without text\n", SDL_GetError());
    return 0;
}

/* Opens a state string or a link to one (pasted, or a lesson's); 0 when it could not (the HUD says why). */
EMSCRIPTEN_KEEPALIVE int mazeviz_web_open(const char *state)
{
    struct web *w = the_web;
    if (!w)
        return 0;
    w->ui_now = true;
    return w->a && app_running(w->a) && app_state_open(w->a, state, false);
}

/* The right line (0-based) of predict mode's open question, or -1 (the class teacher's page reveals it). */
EMSCRIPTEN_KEEPALIVE int mazeviz_web_right_line(void)
{
    struct web *w = the_web;
    unsigned line;
    return w && w->a && app_running(w->a) && app_predict_right_line(w->a, &line) ? (int)line : -1;
}

/*
 * Cell c of the maze on screen by name in the language on screen ("(3,0)"),
 * for a class's cell question's buttons; "" when there is no such cell.
 * Kept until the next call.
 */
EMSCRIPTEN_KEEPALIVE const char *mazeviz_web_cell_name(int c)
{
    struct web *w = the_web;
    if (!w)
        return "";
    w->cell_name[0] = '\0';
    if (w->a && app_running(w->a) && c >= 0 && (uint32_t)c < w->a->maze.m->n)
        grid_cell_name(w->a->maze.m, (uint32_t)c, w->a->lang, w->cell_name, sizeof w->cell_name);
    return w->cell_name;
}

/* The maze cell under (x, y) in CSS pixels of the canvas, or -1 (a class's cell question answered by a tap). */
EMSCRIPTEN_KEEPALIVE int mazeviz_web_cell_at(int x, int y)
{
    struct web *w = the_web;
    uint32_t c;
    if (!w || !w->a || !app_running(w->a))
        return -1;
    SDL_Point o = app_to_output(w->a, x, y);
    return render_cell_at(w->a->r, o.x, o.y, &c) ? (int)c : -1;
}

/*
 * Predict's open cell question as the class's teacher page asks it:
 * "C,C,...;R,R,..." - its candidate cells (app_class_candidates), then the
 * right ones - or "" when none is open. Kept until the next call.
 */
EMSCRIPTEN_KEEPALIVE const char *mazeviz_web_cell_question(void)
{
    struct web *w = the_web;
    uint32_t right[APP_CLASS_RIGHT_MAX], cells[APP_CLASS_CANDIDATES_MAX];
    size_t n_right = 0, n = w && w->a && app_running(w->a) ? app_class_candidates(w->a, right, &n_right, cells) : 0;
    if (!w)
        return "";
    size_t at = 0, len = sizeof w->cell_q;
    w->cell_q[0] = '\0';
    for (size_t i = 0; i < n && at < len; i++)
        at += (size_t)snprintf(w->cell_q + at, len - at, "%s%" PRIu32, i ? "," : "", cells[i]);
    for (size_t i = 0; n && i < n_right && at < len; i++)
        at += (size_t)snprintf(w->cell_q + at, len - at, "%s%" PRIu32, i ? "," : ";", right[i]);
    return w->cell_q;
}

/* Where cell c is drawn: "X Y SIDE", its centre and side in output pixels, or "" (the teacher page's heat badges). */
EMSCRIPTEN_KEEPALIVE const char *mazeviz_web_cell_box(int c)
{
    struct web *w = the_web;
    SDL_FPoint at;
    float side;
    if (!w)
        return "";
    w->cell_name[0] = '\0';
    if (w->a && app_running(w->a) && c >= 0 && render_cell_centre(w->a->r, (uint32_t)c, &at, &side))
        snprintf(w->cell_name, sizeof w->cell_name, "%.1f %.1f %.1f", at.x, at.y, side);
    return w->cell_name;
}

/* The QR code of text as SVG (kept until the next call), or "" when it cannot be made. */
EMSCRIPTEN_KEEPALIVE const char *mazeviz_web_qr(const char *text)
{
    struct web *w = the_web;
    qr_code q;
    if (!w)
        return "";
    free(w->qr);
    w->qr = NULL;
    if (qr_make(text, &q)) {
        w->qr = qr_svg(&q);
        qr_free(&q);
    }
    return w->qr ? w->qr : "";
}

/*
 * Compiles the script the page's editor holds (source, text) as a state's
 * script= would be ("script" its file name): "" when it compiles, else its
 * error, "script:LINE: message", for the page to show before it runs the
 * script (a state whose script does not compile opens nothing, and its
 * error would only reach the console). Kept until the next call.
 */
EMSCRIPTEN_KEEPALIVE const char *mazeviz_web_script_check(const char *source)
{
    struct web *w = the_web;
    if (!w || !source)
        return "";
    if (script_compiles(source, strlen(source), w->script_err, sizeof w->script_err))
        w->script_err[0] = '\0';
    return w->script_err;
}

/* Tells the page the built-in lessons ([{"id":…,"title":[en,zh]}…]) for its lesson picker. */
EMSCRIPTEN_KEEPALIVE void mazeviz_web_lessons(void)
{
    char buf[4096], err[256];
    json j = {buf, sizeof buf, 0, true};
    j_raw(&j, "[");
    for (size_t i = 0; i < lesson_builtin_count(); i++) {
        lesson *l = lesson_builtin(lesson_builtin_name(i), err, sizeof err);
        if (!l)
            continue;
        j_raw(&j, "%s{\"id\":", j.buf[j.used - 1] == '[' ? "" : ",");
        j_str(&j, lesson_builtin_name(i));
        j_raw(&j, ",\"title\":[");
        j_str(&j, l->title[0]);
        j_raw(&j, ",");
        j_str(&j, l->title[1]);
        j_raw(&j, "]}");
        lesson_free(l);
    }
    j_raw(&j, "]");
    js_page("lessons", j.ok ? buf : "[]");
}

/* ------------------------------------------------------------ the UI state for the page */

static void j_rect(json *j, const char *key, SDL_Rect r)
{
    j_key(j, key);
    j_raw(j, "[%d,%d,%d,%d]", r.x, r.y, r.w, r.h);
}

/* A legend row's colour in the theme on screen, as #rrggbb (the swatch the page draws beside its text). */
static void j_legend_colour(json *j, const render_legend *l, const render_theme *th)
{
    SDL_Color c = th->cell[SM_CELL_MAZE];
    if (l->type == SM_MARK_CELL || l->type == RENDER_LEGEND_FLAT || l->type == RENDER_LEGEND_NODE)
        c = l->kind == SM_CELL_GROUP ? th->group[0] : th->cell[l->kind < SM_CELL_KINDS ? l->kind : 0];
    else if (l->type == SM_MARK_WALL || l->type == RENDER_LEGEND_EDGE)
        c = th->wall[l->kind < SM_WALL_KINDS ? l->kind : 0];
    else if (l->type == RENDER_LEGEND_GHOST)
        c = th->ghost;
    else if (l->type == RENDER_LEGEND_ARROW)
        c = th->ask_arrow;
    else if (l->type == RENDER_LEGEND_ANSWER)
        c = th->answer_bg;
    j_raw(j, "\"#%02x%02x%02x\"", c.r, c.g, c.b);
}

/* The pseudocode (the current line), the caption and the legend, as the panel has them. */
static void j_panel(json *j, const render_panel *p, const render_theme *th)
{
    j_key(j, "code");
    j_raw(j, "[");
    for (int i = 0; i < p->code_lines; i++) {
        j_raw(j, i ? "," : "");
        j_str(j, p->code[i]);
    }
    j_raw(j, "]");
    j_key(j, "line");
    j_raw(j, "%d", p->current);
    j_key(j, "answer");
    j_raw(j, "%d", p->answer - 1);
    j_key(j, "caption");
    j_str(j, p->caption);
    j_key(j, "legend");
    j_raw(j, "[");
    for (int i = 0; i < p->legend_rows; i++) {
        j_raw(j, "%s[", i ? "," : "");
        j_str(j, p->legend[i].text);
        j_raw(j, ",");
        j_legend_colour(j, &p->legend[i], th);
        j_raw(j, "]");
    }
    j_raw(j, "]");
}

/* The single maze's parts: what its frame shows (app_view, as drawn), the question, the walk. */
static void j_maze(json *j, app *a)
{
    render_frame f;
    render_panel p;
    bool cell;
    app_view(a, &f, &p);
    if (a->overlays_on)
        j_panel(j, &p, config_themes[a->theme]);
    j_key(j, "prompt");
    j_str(j, f.prompt);
    j_key(j, "verdict");
    j_raw(j, "%s", f.prompt_answer ? "true" : "false");
    j_key(j, "ask");
    j_str(j, app_predict_open(a, &cell) ? (cell ? "cell" : "line") : "");
    unsigned right, asked;
    if (app_predict_score(a, &right, &asked) || app_exercise_score(a, &right, &asked)) {
        j_key(j, "score");
        j_raw(j, "[%u,%u]", right, asked);
    }
    maze_checks k;
    uint64_t strokes;
    if (app_edit_checks(a, &k, &strokes)) { /* the editor's live checks (issue 33) */
        j_key(j, "edit");
        j_raw(j, "{\"perfect\":%s,\"loops\":%" PRIu64 ",\"unreachable\":%" PRIu64 ",\"dead_ends\":%" PRIu64
                 ",\"steps\":%" PRIu64 "}", k.perfect ? "true" : "false", k.loops, k.unreachable, k.dead_ends, strokes);
    }
    uint32_t at;
    uint64_t moves, seen, shortest;
    bool goal;
    if (app_play_state(a, &at, &moves, &seen, &shortest, &goal)) {
        j_key(j, "walk");
        j_raw(j, "{\"moves\":%llu,\"shortest\":%llu,\"goal\":%s}", (unsigned long long)moves,
              (unsigned long long)shortest, goal ? "true" : "false");
    }
    const sm *gen = a->maze.chain[APP_GEN];
    const char *err = script_error(a->maze.g) ? script_error(a->maze.g) : gen ? script_error(gen) : NULL;
    if (err) { /* the editor shows it and marks its line */
        j_key(j, "scriptError");
        j_str(j, err);
    }
    const render_layout_info *in = render_info(a->r);
    j_rect(j, "maze", in->maze);
    j_rect(j, "timeline", in->timeline);
}

/* The algorithms as the menu lists them, each with whether it runs on this grid. */
static void j_algos(json *j, const app *a)
{
    j_key(j, "algos");
    j_raw(j, "[");
    for (size_t i = 0; i < gen_algo_count; i++) {
        j_raw(j, i ? ",[" : "[");
        j_str(j, sm_tr(gen_algos[i]->name, a->lang));
        j_raw(j, ",%s]", app_algo_fits(a, i) ? "true" : "false");
    }
    j_raw(j, "]");
}

/* The page's buttons that act here now. */
static void j_acts(struct web *w, json *j)
{
    j_key(j, "acts");
    j_raw(j, "[");
    for (size_t i = 0; i < WEB_ACTS; i++)
        if (act_row(w, &config_page_acts[i])) {
            j_raw(j, j->buf[j->used - 1] == '[' ? "" : ",");
            j_str(j, config_page_acts[i].name);
        }
    j_raw(j, "]");
}

/* Everything the page shows of the program, as one JSON object (web/index.html reads it). */
static bool ui_json(struct web *w, app *a, json *j)
{
    int ow = 0, oh = 0;
    char slide[64];
    SDL_GetRendererOutputSize(w->ren, &ow, &oh);
    j_raw(j, "{");
    j_key(j, "mode");
    j_str(j, app_mode_id_now(a));
    j_key(j, "lang");
    j_str(j, a->lang == SM_LANG_ZH ? "zh" : "en");
    j_key(j, "title");
    j_str(j, app_title(a));
    j_raw(j, ",\"paused\":%s,\"done\":%s,\"menu\":%s,\"help\":%s,\"panel\":%s,\"text\":%s", a->paused ? "true" : "false",
          app_chain_done(a) ? "true" : "false", a->menu.kind ? "true" : "false", a->help.on ? "true" : "false",
          a->panel_on ? "true" : "false", has_text(a) ? "true" : "false");
    j_raw(j, ",\"algo\":%zu,\"step\":%llu,\"out\":[%d,%d]", a->maze.algo, (unsigned long long)sm_steps(a->maze.g), ow, oh);
    j_key(j, "link");
    j_str(j, w->address);
    j_key(j, "slide");
    j_str(j, app_lesson_hud(a, slide, sizeof slide) ? slide : "");
    j_key(j, "note");
    j_str(j, app_lesson_on(a) ? a->args.note[a->lang == SM_LANG_ZH] : NULL);
    j_algos(j, a);
    j_acts(w, j);
    if (!app_modes[a->mode]->whole_window)
        j_maze(j, a);
    j_raw(j, "}");
    return j->ok;
}

/* Tells the page the UI state when it changed since it was told last (looked at every UI_EVERY turns, or now). */
static void tell_page(struct web *w)
{
    json j = {w->ui, sizeof w->ui, 0, true};
    if (w->turns % UI_EVERY != 0 && !w->ui_now)
        return;
    w->ui_now = false;
    if (!ui_json(w, w->a, &j) || strcmp(w->ui, w->ui_sent) == 0)
        return;
    memcpy(w->ui_sent, w->ui, j.used + 1);
    js_page("ui", w->ui);
}

/* A phone held upright has the pseudocode under the canvas: the canvas' own panel stays off there. */
static void keep_layout(struct web *w, app *a)
{
    if (w->narrow && a->panel_on)
        app_act_panel(a, 0);
}

/* ------------------------------------------------------------ the loop */

/*
 * One animation frame of the browser: a turn of the app's loop when its
 * deadline has come (a 60 Hz display calls twice per CONFIG_FPS frame), then
 * the page's requests, the address bar and what the page shows.
 */
static void turn(void *arg)
{
    struct web *w = arg;
    Uint64 early = SDL_GetPerformanceFrequency() / 200; /* 5 ms early is on time */
    if (w->next && SDL_GetPerformanceCounter() + early < w->next)
        return;
    keep_layout(w, w->a);
    if (!app_loop_turn(w->a, w->ren, &w->next)) {
        emscripten_cancel_main_loop();
        fprintf(stderr, "mazeviz: drawing failed: %s\n", SDL_GetError());
        js_page("failed", SDL_GetError());
        return;
    }
    if (!w->drawn) {
        w->drawn = true;
        js_page("frame", NULL); /* the page notes the time: the first-frame budget */
    }
    serve_requests(w);
    if (!app_running(w->a)) {
        char msg[1100];
        emscripten_cancel_main_loop();
        if (record_active(w->a->rec.gif)) /* as the desktop saves it on closing: here it downloads */
            record_stop(w->a->rec.gif, msg, sizeof msg);
        js_page("stopped", NULL);
        return;
    }
    follow_state(w);
    tell_page(w);
    w->turns++;
}

int platform_run_loop(app *a, SDL_Renderer *ren)
{
    struct web *w = the_web;
    if (!w)
        return 1; /* platform_args() said why */
    w->a = a;
    w->ren = ren;
    view_now(a, w->view_start);
    js_page("running", app_title(a));
    emscripten_set_main_loop_arg(turn, w, 0, 1); /* returns to the browser, never here */
    return 0;
}

void platform_wait_ms(uint32_t ms) { (void)ms; }

void platform_file_saved(const char *path)
{
    if (!js_download(path))
        js_page("note", "the file could not be offered as a download");
}

size_t platform_history_bytes(void) { return CONFIG_HISTORY_BYTES_WEB; }

bool platform_page_controls(void) { return true; }

bool platform_font_later(void) { return true; }

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
