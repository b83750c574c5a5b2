/*
 * platform_web.c - platform.h in a browser tab (emscripten): the page's
 * query string becomes the command line, the canvas is the window, the
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
#include "cli/svg.h"
#include "cli/text.h"
#include "config.h"
#include "platform.h"

#define QUERY_MAX 4096 /* bytes of the query string read */
#define QUERY_ITEMS 32 /* key=value pairs used */

/* ------------------------------------------------------------ the page */

EM_JS(char *, js_query, (void), {
    var q = (typeof location == 'object' && location.search) ? location.search.substring(1) : "";
    var n = lengthBytesUTF8(q) + 1;
    var p = _malloc(n);
    if (p)
        stringToUTF8(q, p, n);
    return p;
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

/* Query keys and the flags they stand for; the order is the order flags are tried in. */
static const struct query_key {
    const char *key, *flag;
    bool is_switch; /* a flag without a value: set unless the value is 0, off or false */
} query_keys[] = {
    {"algo", "--algo", false},   {"size", "--size", false},   {"seed", "--seed", false},
    {"opt", "--opt", false},     {"speed", "--speed", false}, {"solve", "--solve", false},
    {"from", "--from", false},   {"to", "--to", false},       {"lang", "--lang", false},
    {"theme", "--theme", false}, {"panel", "--panel", false}, {"cell", "--cell", false},
    {"compare", "--compare", false}, {"lab", "--lab", true},  {"step", "--steps", false},
    {"steps", "--steps", false},
};
#define NKEYS (sizeof query_keys / sizeof query_keys[0])

typedef struct query_item {
    size_t key; /* index into query_keys */
    char *value;
} query_item;

static int hex(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* URL decoding in place: %XX and '+' for a space; a broken %-escape stays as it is. */
static void url_decode(char *s)
{
    char *out = s;
    for (; *s; s++) {
        if (*s == '%' && hex(s[1]) >= 0 && hex(s[2]) >= 0) {
            *out++ = (char)(hex(s[1]) * 16 + hex(s[2]));
            s += 2;
        } else {
            *out++ = *s == '+' ? ' ' : *s;
        }
    }
    *out = '\0';
}

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

static size_t key_index(const char *key)
{
    for (size_t i = 0; i < NKEYS; i++)
        if (strcmp(query_keys[i].key, key) == 0)
            return i;
    return NKEYS;
}

/* Splits the query into items of known keys, in the order of query_keys; the rest goes into msg. */
static size_t split_query(char *q, query_item *items, char *msg, size_t len)
{
    size_t n = 0;
    char known[256] = "";
    for (size_t i = 0; i < NKEYS; i++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", query_keys[i].key);
    for (char *save = NULL, *kv = strtok_r(q, "&", &save); kv; kv = strtok_r(NULL, "&", &save)) {
        char *eq = strchr(kv, '=');
        char *value = eq ? eq + 1 : (char *)"";
        if (eq)
            *eq = '\0';
        url_decode(kv);
        url_decode(value);
        char k[CLI_ESCAPE_MAX + 16];
        cli_escape(k, sizeof k, kv);
        size_t key = key_index(kv);
        if (key == NKEYS)
            note(msg, len, "unknown key '%s' (known: %s)", k, known);
        else if (n == QUERY_ITEMS)
            note(msg, len, "%s: more than %d keys", k, QUERY_ITEMS);
        else if (!query_keys[key].is_switch && !*value)
            note(msg, len, "%s: needs a value (%s=...)", k, k);
        else
            items[n++] = (query_item){key, value};
    }
    for (size_t i = 1; i < n; i++) /* stable insertion sort by key order: --algo before --opt */
        for (size_t j = i; j > 0 && items[j - 1].key > items[j].key; j--) {
            query_item t = items[j];
            items[j] = items[j - 1];
            items[j - 1] = t;
        }
    return n;
}

/* Adds item's flag (and value) to argv; false when it adds nothing (lab=0). */
static bool add_flag(char **argv, int *argc, const query_item *it)
{
    const struct query_key *k = &query_keys[it->key];
    if (k->is_switch) {
        const char *v = it->value;
        if (!strcmp(v, "0") || !strcmp(v, "off") || !strcmp(v, "false"))
            return false;
        argv[(*argc)++] = (char *)k->flag;
        return true;
    }
    argv[(*argc)++] = (char *)k->flag;
    argv[(*argc)++] = it->value;
    return true;
}

/*
 * Each item is kept when the command line accepts it together with the
 * items kept before it (cli_parse() checks them all again), else its
 * reason goes into the message: one bad value never costs the others.
 */
void platform_args(int *argc, char ***argv)
{
    static char *args[2 * QUERY_ITEMS + 2];
    static query_item items[QUERY_ITEMS];
    char msg[4096] = "";
    char *q = js_query();
    int n = 0;
    umask(022); /* emscripten starts at 0777: files written through a temporary (GIFs) were unreadable */
    args[n++] = *argc > 0 ? (*argv)[0] : (char *)"mazeviz";
    if (q && strlen(q) > QUERY_MAX)
        note(msg, sizeof msg, "the query is longer than %d bytes: not used", QUERY_MAX);
    size_t count = q && !*msg ? split_query(q, items, msg, sizeof msg) : 0;
    for (size_t i = 0; i < count; i++) {
        int before = n;
        if (!add_flag(args, &n, &items[i]))
            continue;
        cli_args parsed;
        char err[768];
        if (!cli_parse(n, args, &parsed, err, sizeof err)) {
            char k[CLI_ESCAPE_MAX + 16];
            cli_escape(k, sizeof k, query_keys[items[i].key].key);
            note(msg, sizeof msg, "%s: %s", k, err);
            n = before;
        }
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
} web;

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
    bool ok = svg ? svg_write(f, web.a->m, SVG_CELL_DEFAULT, SVG_WALL_DEFAULT, NULL, 0)
                  : text_write(f, web.a->m, FORMAT_ASCII);
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
