/*
 * script.c - a student's Lua script as a step machine (script.h).
 *
 * The script runs as a Lua coroutine. A step resumes it; the API functions
 * that do something visible (carve, mark, visit, path) record the step's
 * note - the script's line that called them and a caption - and yield, so
 * one resume is one step. When the coroutine returns, the run is done and
 * a generator's maze is checked: perfect, or where the first loop or the
 * first unreachable cell is (marked on the maze).
 *
 * Memory: the whole Lua state is allocated from an arena that is one block
 * of the machine (sm_alloc), with its own size-class allocator and its
 * pointer to the machine in its header. A checkpoint copies the block and
 * a restore puts it back at the same address, so a script can be stepped
 * back, asked about (predict) and replayed exactly like any algorithm.
 * The arena's size caps the script's memory; a step's instruction count is
 * capped by a count hook.
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "../core/solve/solve_impl.h"
#include "mazeviz/grid.h"
#include "mazeviz/script.h"

/* ---- the arena: Lua's allocator inside one block of the machine ---- */

#define ARENA_CLASSES 40   /* block sizes 16 << k */
#define ARENA_ALIGN 16
#define HOOK_EVERY 1000    /* instructions between two calls of the budget hook */

typedef struct arena {
    size_t size;                 /* bytes of the whole block, header included */
    size_t top;                  /* first byte never handed out */
    size_t used;                 /* bytes handed out now */
    void *free[ARENA_CLASSES];   /* freed blocks of each class, linked through their first word */
    sm *owner;                   /* the machine the state belongs to (same address after a restore) */
} arena;

static unsigned size_class(size_t n)
{
    if (n <= 16)
        return 0;
    return (unsigned)(64 - __builtin_clzll((unsigned long long)(n - 1))) - 4; /* 16 << k >= n */
}

static void *arena_take(arena *a, size_t n)
{
    unsigned k = size_class(n);
    if (k >= ARENA_CLASSES)
        return NULL;
    size_t bytes = (size_t)16 << k;
    void *p = a->free[k];
    if (p) {
        memcpy(&a->free[k], p, sizeof(void *));
    } else {
        if (bytes > a->size - a->top)
            return NULL;
        p = (unsigned char *)a + a->top;
        a->top += bytes;
    }
    a->used += bytes;
    return p;
}

static void arena_give(arena *a, void *p, size_t n)
{
    unsigned k = size_class(n);
    memcpy(p, &a->free[k], sizeof(void *));
    a->free[k] = p;
    a->used -= (size_t)16 << k;
}

/* lua_Alloc over the arena: osize is the block's size when ptr is not NULL. */
static void *arena_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    arena *a = ud;
    if (nsize == 0) {
        if (ptr)
            arena_give(a, ptr, osize);
        return NULL;
    }
    if (ptr && size_class(osize) == size_class(nsize))
        return ptr;
    void *p = arena_take(a, nsize);
    if (!p)
        return NULL; /* Lua keeps ptr, collects and may try again */
    if (ptr) {
        memcpy(p, ptr, osize < nsize ? osize : nsize);
        arena_give(a, ptr, osize);
    }
    return p;
}

/* ---- the script and its machine's state ---- */

/* The marks a script may set, by name; index + 1 is what marks[] holds. */
static const struct {
    const char *name;
    uint8_t kind;
} mark_names[] = {
    {"current", SM_CELL_CURRENT}, {"visited", SM_CELL_VISITED}, {"frontier", SM_CELL_FRONTIER},
    {"stack", SM_CELL_STACK},     {"walk", SM_CELL_WALK},       {"head", SM_CELL_HEAD},
    {"maze", SM_CELL_MAZE},       {"blank", SM_CELL_BLANK},     {"scan", SM_CELL_SCAN},
    {"chosen", SM_CELL_CHOSEN},   {"path", SM_CELL_PATH},       {"dead", SM_CELL_DEAD},
};
#define MARKS SM_COUNT(mark_names)
/* marks[] values: none, 1 + a mark_names index, or the end check's verdict */
enum { MARK_NONE = 0, MARK_VISITED = 1 + 1, MARK_PATH = 1 + 10, MARK_LOOP = MARKS + 1, MARK_UNREACHABLE = MARKS + 2 };

/* Captions: a wall opened, each mark, a visit, a path, the end, a script's own text. */
enum {
    CAP_CARVE,
    CAP_MARK,                      /* CAP_MARK + i: mark_names[i] */
    CAP_VISIT = CAP_MARK + MARKS,
    CAP_PATH,
    CAP_END,
    CAP_PERFECT,
    CAP_LOOP,
    CAP_UNREACHABLE,
    CAP_ERROR,
    CAPTIONS
};

#define LEGEND_MAX (MARKS + 6)

struct script {
    sm_algo algo;
    script_kind kind;
    char *name;            /* the file name, for messages */
    char *source;          /* NUL-terminated copy */
    size_t len;
    char *lines;           /* the source with a NUL ending each line */
    sm_text *code;
    char *title_en, *title_zh;
    sm_text captions[CAPTIONS];
    char *mark_caption[2 * MARKS];
    sm_legend legend[LEGEND_MAX];
};

#define TEXT_MAX 240

typedef struct run_state {
    solve_base base;       /* solvers: first, as solve.h reads it (start, goal, the path, the outcome) */
    arena *a;
    lua_State *L, *T;      /* the main state and the script's coroutine (both in the arena) */
    uint8_t *marks;        /* per cell: MARK_NONE, 1 + mark index, or a verdict */
    uint32_t *lua_id;      /* with a mask: cell -> the script's id (0: none); NULL: c + 1 */
    uint64_t count;        /* instructions this step has run */
    uint32_t carved, visited;
    uint32_t loop, unreachable; /* the verdict's cells, MAZE_NONE: none */
    unsigned last_line;
    bool stepped;          /* an API call did this step's visible thing */
    bool failed, judged, perfect;
    bool text_pending;     /* caption() was called since the last step: its text is the next step's */
    bool text_shown;       /* the step just taken shows text */
    char text[SM_LANGS][TEXT_MAX];  /* the last caption(EN [, ZH]), one line each */
    const char *text_src[SM_LANGS]; /* the Lua strings text was copied from (kept alive: caption's upvalues) */
    const char *mark_src[MARKS];    /* the mark names as interned Lua strings (kept alive in the registry) */
    char error[TEXT_MAX];
} run_state;

static run_state *state_of(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    return ((arena *)ud)->owner->impl;
}

static sm *machine_of(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    return ((arena *)ud)->owner;
}

/* ---- cell ids: the script counts the cells that exist, from 1 ---- */

static uint32_t cell_arg(lua_State *L, int i)
{
    sm *m = machine_of(L);
    lua_Integer k = luaL_checkinteger(L, i);
    if (k < 1 || (lua_Unsigned)k > m->m->count)
        luaL_error(L, "cell %d: no such cell (cells are 1 .. %d)", (int)k, (int)m->m->count);
    return m->m->live_ids ? m->m->live_ids[k - 1] : (uint32_t)(k - 1);
}

static lua_Integer lua_cell(const sm *m, uint32_t c)
{
    const run_state *s = m->impl;
    return s->lua_id ? (lua_Integer)s->lua_id[c] : (lua_Integer)c + 1;
}

/* The side of a facing b, or MAZE_NO_SIDE when they are not neighbours. */
static unsigned side_to(const maze *mz, uint32_t a, uint32_t b)
{
    for (unsigned s = 0; s < mz->sides; s++)
        if (maze_neighbor(mz, a, s) == b)
            return s;
    return MAZE_NO_SIDE;
}

/* The line of the script that called the API function running on L (0-based). */
static unsigned caller_line(lua_State *L)
{
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++)
        if (lua_getinfo(L, "l", &ar) && ar.currentline > 0)
            return (unsigned)ar.currentline - 1;
    return 0;
}

/* Ends an API function that took a step: the note, then the yield. */
static int take_step(lua_State *L, unsigned caption, uint32_t a0, uint32_t a1)
{
    sm *m = machine_of(L);
    run_state *s = m->impl;
    unsigned line = caller_line(L);
    if (line >= m->algo->code_lines)
        line = (unsigned)m->algo->code_lines - 1;
    s->last_line = line;
    /* the script's own words; the caption index still says what the step did (events) */
    s->text_shown = s->text_pending && s->text[0][0];
    s->text_pending = false;
    sm_say(m, line, caption, a0, a1, 0, 0);
    s->stepped = true;
    return lua_yield(L, 0);
}

static int api_carve(lua_State *L)
{
    sm *m = machine_of(L);
    run_state *s = m->impl;
    if (m->algo->kind != SM_GENERATOR)
        return luaL_error(L, "carve: a solver may not open walls");
    uint32_t a = cell_arg(L, 2), b = cell_arg(L, 3);
    unsigned side = side_to(m->m, a, b);
    if (side == MAZE_NO_SIDE)
        return luaL_error(L, "carve(%d, %d): the cells are not neighbours", (int)lua_cell(m, a),
                          (int)lua_cell(m, b));
    if (!maze_is_open(m->m, a, side)) {
        maze_carve(m->m, a, side);
        s->carved++;
    }
    sm_touch(m, a);
    sm_touch(m, b);
    return take_step(L, CAP_CARVE, a, b);
}

static int mark_index(lua_State *L, int i)
{
    const char *name = luaL_checkstring(L, i);
    const run_state *s = state_of(L);
    for (size_t k = 0; k < MARKS; k++) /* short strings are interned: the same name is the same pointer */
        if (name == s->mark_src[k])
            return (int)k;
    for (size_t k = 0; k < MARKS; k++)
        if (strcmp(name, mark_names[k].name) == 0)
            return (int)k;
    return luaL_error(L, "mark: no mark called '%s' (current, visited, frontier, stack, walk, head, "
                         "maze, blank, scan, chosen, path, dead)", name);
}

static int api_mark(lua_State *L)
{
    sm *m = machine_of(L);
    run_state *s = m->impl;
    uint32_t c = cell_arg(L, 2);
    int k = mark_index(L, 3);
    s->marks[c] = (uint8_t)(k + 1);
    sm_touch(m, c);
    return take_step(L, CAP_MARK + (unsigned)k, c, 0);
}

static int api_unmark(lua_State *L)
{
    sm *m = machine_of(L);
    run_state *s = m->impl;
    uint32_t c = cell_arg(L, 2);
    s->marks[c] = MARK_NONE;
    sm_touch(m, c);
    return 0;
}

static int api_visit(lua_State *L)
{
    sm *m = machine_of(L);
    run_state *s = m->impl;
    uint32_t c = cell_arg(L, 2);
    if (s->marks[c] != MARK_VISITED)
        s->visited++;
    s->marks[c] = MARK_VISITED;
    sm_touch(m, c);
    return take_step(L, CAP_VISIT, c, 0);
}

static int api_path(lua_State *L)
{
    sm *m = machine_of(L);
    run_state *s = m->impl;
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer n = luaL_len(L, 2);
    uint32_t prev = MAZE_NONE;
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        uint32_t c = cell_arg(L, -1);
        lua_pop(L, 1);
        unsigned side = prev == MAZE_NONE ? 0 : side_to(m->m, prev, c);
        if (prev != MAZE_NONE && (side == MAZE_NO_SIDE || !maze_is_open(m->m, prev, side)))
            return luaL_error(L, "path: no passage between cells %d and %d", (int)lua_cell(m, prev),
                              (int)lua_cell(m, c));
        prev = c;
    }
    if (n < 1 || n > (lua_Integer)m->m->count)
        return luaL_error(L, "path: %d cells; a path has 1 to %d", (int)n, (int)m->m->count);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        uint32_t c = cell_arg(L, -1);
        lua_pop(L, 1);
        s->base.path[i - 1] = c;
        s->marks[c] = MARK_PATH;
        sm_touch(m, c);
    }
    if (s->base.path[0] != s->base.from || s->base.path[n - 1] != s->base.to)
        return luaL_error(L, "path: it must go from maze.start (%d) to maze.goal (%d)",
                          (int)lua_cell(m, s->base.from), (int)lua_cell(m, s->base.to));
    s->base.path_len = (uint32_t)n;
    s->base.outcome = SOLVE_FOUND;
    return take_step(L, CAP_PATH, (uint32_t)n, 0);
}

static int api_neighbors(lua_State *L, bool linked_only)
{
    sm *m = machine_of(L);
    uint32_t c = cell_arg(L, 2);
    lua_createtable(L, (int)m->m->sides, 0);
    lua_Integer k = 0;
    for (unsigned s = 0; s < m->m->sides; s++) {
        uint32_t nb = maze_neighbor(m->m, c, s);
        if (nb == MAZE_NONE || (linked_only && !maze_is_open(m->m, c, s)))
            continue;
        lua_pushinteger(L, lua_cell(m, nb));
        lua_rawseti(L, -2, ++k);
    }
    return 1;
}

static int api_all_neighbors(lua_State *L) { return api_neighbors(L, false); }
static int api_links(lua_State *L) { return api_neighbors(L, true); }

static int api_linked(lua_State *L)
{
    sm *m = machine_of(L);
    uint32_t a = cell_arg(L, 2), b = cell_arg(L, 3);
    unsigned side = side_to(m->m, a, b);
    lua_pushboolean(L, side != MAZE_NO_SIDE && maze_is_open(m->m, a, side));
    return 1;
}

static bool is_rect(const maze *mz) { return mz->nbr == NULL; }

static int api_cell(lua_State *L)
{
    sm *m = machine_of(L);
    if (!is_rect(m->m))
        return luaL_error(L, "cell(x, y): only on rectangles (use neighbors on this grid)");
    lua_Integer x = luaL_checkinteger(L, 2), y = luaL_checkinteger(L, 3);
    if (x < 1 || y < 1 || (lua_Unsigned)x > m->m->w || (lua_Unsigned)y > m->m->h)
        return luaL_error(L, "cell(%d, %d): outside the %dx%d maze", (int)x, (int)y, (int)m->m->w,
                          (int)m->m->h);
    uint32_t c = (uint32_t)(y - 1) * m->m->w + (uint32_t)(x - 1);
    if (!maze_exists(m->m, c))
        lua_pushnil(L);
    else
        lua_pushinteger(L, lua_cell(m, c));
    return 1;
}

static int api_xy(lua_State *L)
{
    sm *m = machine_of(L);
    if (!is_rect(m->m))
        return luaL_error(L, "xy(c): only on rectangles");
    uint32_t c = cell_arg(L, 2);
    lua_pushinteger(L, (lua_Integer)(c % m->m->w) + 1);
    lua_pushinteger(L, (lua_Integer)(c / m->m->w) + 1);
    return 2;
}

static int api_random(lua_State *L)
{
    sm *m = machine_of(L);
    lua_Integer n = luaL_checkinteger(L, 1);
    if (n < 1 || n > (lua_Integer)UINT32_MAX)
        return luaL_error(L, "random(%d): n must be 1 or more", (int)n);
    lua_pushinteger(L, (lua_Integer)rng_below(&m->r, (uint32_t)n) + 1);
    return 1;
}

/* Copies argument i (a string) into out as one line, cut at a whole UTF-8 character. */
static void line_arg(lua_State *L, int i, char *out, size_t cap)
{
    size_t len;
    const char *t = luaL_checklstring(L, i, &len);
    if (len >= cap) {
        len = cap - 1;
        while (len > 0 && ((unsigned char)t[len] & 0xc0) == 0x80)
            len--;
    }
    memcpy(out, t, len);
    out[len] = '\0';
    for (char *p = out; *p; p++)
        if ((unsigned char)*p < 0x20)
            *p = ' ';
}

/*
 * caption(EN [, ZH]): the next step's caption, in Chinese too when given.
 * Scripts say the same few texts again and again, so a text is copied only
 * when its strings differ from the last ones: those stay alive as the
 * closure's upvalues, so the same address is the same string.
 */
static int api_caption(lua_State *L)
{
    run_state *s = state_of(L);
    const char *en = luaL_checkstring(L, 1);
    int zi = lua_isnoneornil(L, 2) ? 1 : 2;
    const char *zh = zi == 1 ? en : luaL_checkstring(L, 2);
    if (en != s->text_src[SM_LANG_EN] || zh != s->text_src[SM_LANG_ZH]) {
        line_arg(L, 1, s->text[SM_LANG_EN], TEXT_MAX);
        line_arg(L, zi, s->text[SM_LANG_ZH], TEXT_MAX);
        lua_copy(L, 1, lua_upvalueindex(1));
        lua_copy(L, zi, lua_upvalueindex(2));
        s->text_src[SM_LANG_EN] = en;
        s->text_src[SM_LANG_ZH] = zh;
    }
    s->text_pending = true;
    return 0;
}

static int api_unavailable(lua_State *L)
{
    return luaL_error(L, "%s is not available in mazeviz scripts", lua_tostring(L, lua_upvalueindex(1)));
}

/* ---- the sandbox ---- */

static void take_away(lua_State *L, const char *lib, const char *name)
{
    if (lib) {
        lua_getglobal(L, lib);
        lua_pushnil(L);
        lua_setfield(L, -2, name);
        lua_pop(L, 1);
        return;
    }
    char what[64];
    snprintf(what, sizeof what, "%s()", name);
    lua_pushstring(L, what);
    lua_pushcclosure(L, api_unavailable, 1);
    lua_setglobal(L, name);
}

static void open_sandbox(lua_State *L)
{
    static const luaL_Reg libs[] = {
        {LUA_GNAME, luaopen_base},         {LUA_TABLIBNAME, luaopen_table}, {LUA_STRLIBNAME, luaopen_string},
        {LUA_MATHLIBNAME, luaopen_math},   {LUA_UTF8LIBNAME, luaopen_utf8},
    };
    for (size_t i = 0; i < SM_COUNT(libs); i++) {
        luaL_requiref(L, libs[i].name, libs[i].func, 1);
        lua_pop(L, 1);
    }
    static const char *const gone[] = {"dofile", "loadfile", "load", "require", "print", "collectgarbage"};
    for (size_t i = 0; i < SM_COUNT(gone); i++)
        take_away(L, NULL, gone[i]);
    take_away(L, LUA_STRLIBNAME, "dump");
    take_away(L, LUA_MATHLIBNAME, "random");
    take_away(L, LUA_MATHLIBNAME, "randomseed");
}

/* The global `maze` and the free functions. */
static void open_api(lua_State *L, sm *m, script_kind kind)
{
    static const luaL_Reg methods[] = {
        {"neighbors", api_all_neighbors}, {"links", api_links}, {"linked", api_linked},
        {"carve", api_carve},             {"mark", api_mark},   {"unmark", api_unmark},
        {"cell", api_cell},               {"xy", api_xy},       {"visit", api_visit},
        {"path", api_path},               {NULL, NULL},
    };
    luaL_newlib(L, methods);
    lua_pushinteger(L, (lua_Integer)m->m->count);
    lua_setfield(L, -2, "cells");
    if (is_rect(m->m)) {
        lua_pushinteger(L, (lua_Integer)m->m->w);
        lua_setfield(L, -2, "width");
        lua_pushinteger(L, (lua_Integer)m->m->h);
        lua_setfield(L, -2, "height");
    }
    if (kind == SCRIPT_SOLVER) {
        const run_state *s = m->impl;
        lua_pushinteger(L, lua_cell(m, s->base.from));
        lua_setfield(L, -2, "start");
        lua_pushinteger(L, lua_cell(m, s->base.to));
        lua_setfield(L, -2, "goal");
    } else {
        lua_pushnil(L);
        lua_setfield(L, -2, "visit");
        lua_pushnil(L);
        lua_setfield(L, -2, "path");
    }
    lua_setglobal(L, "maze");
    lua_register(L, "random", api_random);
    lua_pushnil(L);
    lua_pushnil(L);
    lua_pushcclosure(L, api_caption, 2);
    lua_setglobal(L, "caption");
    run_state *s = m->impl;
    lua_createtable(L, MARKS, 0);
    for (size_t k = 0; k < MARKS; k++) {
        s->mark_src[k] = lua_pushstring(L, mark_names[k].name);
        lua_rawseti(L, -2, (lua_Integer)k + 1);
    }
    lua_setfield(L, LUA_REGISTRYINDEX, "mazeviz.marks");
}

/* "FILE:LINE:" of the innermost Lua function running on T, into buf. */
static void where(lua_State *T, char *buf, size_t len)
{
    lua_Debug ar;
    buf[0] = '\0';
    for (int level = 0; lua_getstack(T, level, &ar); level++) {
        if (lua_getinfo(T, "Sl", &ar) && ar.currentline > 0) {
            snprintf(buf, len, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
}

/* The count hook: a step that runs too long without doing anything visible ends the run. */
static void budget_hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    run_state *s = state_of(L);
    s->count += HOOK_EVERY;
    if (s->count < SCRIPT_BUDGET)
        return;
    char at[128];
    where(L, at, sizeof at);
    lua_pushfstring(L, "%sno step in %d million instructions - an endless loop?", at,
                    (int)(SCRIPT_BUDGET / 1000000));
    lua_error(L);
}

/* ---- the machine ---- */

static size_t arena_size(const maze *mz)
{
    size_t want = ((size_t)2 << 20) + (size_t)512 * mz->n;
    return want < SCRIPT_MEMORY_MAX ? want : SCRIPT_MEMORY_MAX;
}

static bool script_init(sm *m)
{
    const script *sc = (const script *)m->algo;
    run_state *s = sm_alloc(m, 1, sizeof *s);
    if (!(m->impl = s))
        return false;
    size_t bytes = arena_size(m->m);
    s->a = sm_alloc(m, 1, bytes);
    s->marks = sm_alloc(m, m->m->n, 1);
    if (!s->a || !s->marks)
        return false;
    if (m->m->live_ids) {
        if (!(s->lua_id = sm_alloc(m, m->m->n, sizeof *s->lua_id)))
            return false;
        for (uint32_t k = 0; k < m->m->count; k++)
            s->lua_id[m->m->live_ids[k]] = k + 1;
    }
    s->a->size = bytes;
    s->a->top = (sizeof(arena) + ARENA_ALIGN - 1) / ARENA_ALIGN * ARENA_ALIGN;
    s->a->owner = m;
    s->loop = s->unreachable = MAZE_NONE;
    if (sc->kind == SCRIPT_SOLVER) {
        solve_base_init(m, &s->base);
        if (!(s->base.path = sm_alloc(m, m->m->count, sizeof *s->base.path)))
            return false;
    }
    if (!(s->L = lua_newstate(arena_alloc, s->a)))
        return false;
    open_sandbox(s->L);
    open_api(s->L, m, sc->kind);
    s->T = lua_newthread(s->L);
    lua_setfield(s->L, LUA_REGISTRYINDEX, "mazeviz.thread"); /* keeps the coroutine alive */
    char chunk[300];
    snprintf(chunk, sizeof chunk, "@%s", sc->name);
    if (luaL_loadbufferx(s->T, sc->source, sc->len, chunk, "t") != LUA_OK)
        return false; /* script_load compiled it once: only memory can fail here */
    lua_sethook(s->T, budget_hook, LUA_MASKCOUNT, HOOK_EVERY);
    return true;
}

/* Marks the loop closed by the passage a-b: both tree paths up to where they meet. */
static void mark_loop(run_state *s, const uint32_t *parent, uint8_t *up, uint32_t a, uint32_t b)
{
    for (uint32_t c = a;; c = parent[c]) { /* a's ancestors */
        up[c] = 1;
        if (parent[c] == c)
            break;
    }
    uint32_t meet = b;
    while (!up[meet])
        meet = parent[meet];
    for (uint32_t c = a;; c = parent[c]) {
        s->marks[c] = MARK_LOOP;
        if (c == meet)
            break;
    }
    for (uint32_t c = b; c != meet; c = parent[c])
        s->marks[c] = MARK_LOOP;
}

/*
 * A generator's maze once the script has ended: perfect (every cell reached
 * from the first one, n - 1 passages), or the first loop a breadth-first
 * search meets and the cells it cannot reach, marked.
 */
static void judge(sm *m)
{
    run_state *s = m->impl;
    const maze *mz = m->m;
    uint32_t *queue = malloc((size_t)mz->n * sizeof *queue), *parent = malloc((size_t)mz->n * sizeof *parent);
    uint8_t *up = calloc(mz->n, 1);
    if (!queue || !parent || !up)
        goto out; /* no verdict: the caption says the script ended */
    size_t open2 = 0;
    for (uint32_t c = 0; c < mz->n; c++) {
        parent[c] = MAZE_NONE;
        if (maze_exists(mz, c))
            open2 += maze_degree(mz, c);
    }
    uint32_t first = maze_first_cell(mz), head = 0, tail = 0, la = MAZE_NONE, lb = MAZE_NONE;
    parent[first] = first;
    queue[tail++] = first;
    while (head < tail) {
        uint32_t c = queue[head++];
        for (unsigned d = 0; d < mz->sides; d++) {
            uint32_t nb = maze_neighbor(mz, c, d);
            if (nb == MAZE_NONE || !maze_is_open(mz, c, d))
                continue;
            if (parent[nb] == MAZE_NONE) {
                parent[nb] = c;
                queue[tail++] = nb;
            } else if (parent[c] != nb && la == MAZE_NONE) {
                la = c;
                lb = nb;
            }
        }
    }
    s->judged = true;
    s->perfect = tail == mz->count && open2 / 2 + 1 == mz->count;
    if (la != MAZE_NONE) {
        s->loop = la;
        mark_loop(s, parent, up, la, lb);
    }
    for (uint32_t c = 0; c < mz->n; c++) {
        if (maze_exists(mz, c) && parent[c] == MAZE_NONE) {
            if (s->unreachable == MAZE_NONE)
                s->unreachable = c;
            s->marks[c] = MARK_UNREACHABLE;
        }
    }
out:
    free(queue);
    free(parent);
    free(up);
}

static void end_run(sm *m)
{
    run_state *s = m->impl;
    const script *sc = (const script *)m->algo;
    if (sc->kind == SCRIPT_SOLVER) {
        if (s->base.outcome != SOLVE_FOUND)
            s->base.outcome = SOLVE_UNREACHABLE;
        s->text_shown = false;
        sm_say(m, s->last_line, CAP_END, 0, 0, 0, 0);
        return;
    }
    s->text_shown = false;
    judge(m);
    if (!s->judged || s->perfect)
        sm_say(m, s->last_line, CAP_PERFECT, 0, 0, 0, 0);
    else if (s->loop != MAZE_NONE)
        sm_say(m, s->last_line, CAP_LOOP, s->loop, 0, 0, 0);
    else
        sm_say(m, s->last_line, CAP_UNREACHABLE, s->unreachable, maze_first_cell(m->m), 0, 0);
    for (uint32_t c = 0; c < m->m->n; c++)
        if (s->marks[c] >= MARK_LOOP)
            sm_touch(m, c);
}

static void fail(sm *m, int status)
{
    run_state *s = m->impl;
    const script *sc = (const script *)m->algo;
    const char *msg = lua_type(s->T, -1) == LUA_TSTRING ? lua_tostring(s->T, -1) : NULL;
    char at[160];
    where(s->T, at, sizeof at);
    s->failed = true;
    if (status == LUA_ERRMEM)
        snprintf(s->error, sizeof s->error, "%s%sthe script ran out of memory (it may use %zu MB)", at[0] ? "" : sc->name,
                 at[0] ? at : ": ", arena_size(m->m) >> 20);
    else if (!msg)
        snprintf(s->error, sizeof s->error, "%s%san error without a message", at[0] ? "" : sc->name, at[0] ? at : ": ");
    else if (strncmp(msg, sc->name, strlen(sc->name)) == 0 || !at[0])
        snprintf(s->error, sizeof s->error, "%s", msg);
    else
        snprintf(s->error, sizeof s->error, "%s%s", at, msg);
    sm_say(m, s->last_line, CAP_ERROR, 0, 0, 0, 0);
}

static bool script_step(sm *m)
{
    run_state *s = m->impl;
    if (s->failed)
        return false;
    s->count = 0;
    s->stepped = false;
    int nres = 0;
    int status = lua_resume(s->T, s->L, 0, &nres);
    if (status == LUA_YIELD) {
        lua_pop(s->T, nres);
        if (s->stepped)
            return true;
        /* a yield that is not ours (coroutine.yield is not available, so this cannot happen) */
        return true;
    }
    if (status == LUA_OK)
        end_run(m);
    else
        fail(m, status);
    return false;
}

SM_DEFINE_RUN(script_run, script_step)

static sm_cell script_cell(const sm *m, uint32_t c)
{
    const run_state *s = m->impl;
    const script *sc = (const script *)m->algo;
    sm_cell out = {SM_CELL_BLANK, 0, 0};
    uint8_t k = s->marks[c];
    if (k == MARK_LOOP)
        out.kind = SM_CELL_DEAD;
    else if (k == MARK_UNREACHABLE)
        out.kind = SM_CELL_SCAN;
    else if (sc->kind == SCRIPT_SOLVER) /* start and goal stay in sight, as a built-in solver's */
        out = solve_mark(&s->base, c, k != MARK_NONE ? mark_names[k - 1].kind : SM_CELL_BLANK, 0);
    else if (k != MARK_NONE)
        out.kind = mark_names[k - 1].kind;
    else if (m->m->cells[c] & ((1u << m->m->sides) - 1u))
        out.kind = SM_CELL_MAZE;
    if (out.kind == SM_CELL_VISITED)
        out.shade = 128;
    return out;
}

static size_t script_figures(const sm *m, sm_figure *out)
{
    const run_state *s = m->impl;
    const script *sc = (const script *)m->algo;
    if (sc->kind == SCRIPT_SOLVER)
        return sm_fig(out, 0, "cells visited", "已访问的格", s->visited, m->m->count);
    return sm_fig(out, 0, "walls opened", "打通的墙", s->carved, m->m->count ? m->m->count - 1 : 0);
}

static size_t script_caption(const sm *m, sm_lang l, char *buf, size_t len)
{
    const run_state *s = m->impl;
    const char *t = m->note.caption == CAP_ERROR ? s->error : s->text_shown ? s->text[l] : NULL;
    if (!t)
        return SIZE_MAX;
    int k = snprintf(buf, len, "%s", t);
    return k > 0 ? (size_t)k : 0;
}

/* ---- loading ---- */

static const sm_text base_captions[CAPTIONS] = {
    [CAP_CARVE] = {"the wall between {c} and {c} opens", "打通 {c} 与 {c} 之间的墙"},
    [CAP_VISIT] = {"visits {c}", "访问 {c}"},
    [CAP_PATH] = {"the path found: {n} cell{s}", "找到的路径：{n} 格"},
    [CAP_END] = {"the script has ended", "程序运行结束"},
    [CAP_PERFECT] = {"the script has ended: a perfect maze (one way between any two cells)",
                     "程序运行结束：完美迷宫（任意两格之间恰有一条路）"},
    [CAP_LOOP] = {"the script has ended: not a perfect maze - a loop through {c} (marked)",
                  "程序运行结束：不是完美迷宫——经过 {c} 的环（已标出）"},
    [CAP_UNREACHABLE] = {"the script has ended: not a perfect maze - {c} cannot be reached from {c} (marked)",
                         "程序运行结束：不是完美迷宫——从 {c} 无法到达 {c}（已标出）"},
    [CAP_ERROR] = {"the script stopped with an error", "程序因错误而停止"},
};

static const sm_text mark_zh[MARKS] = {
    {"current", "当前格"}, {"visited", "已访问"}, {"frontier", "边界"}, {"stack", "栈"},
    {"walk", "游走"},      {"head", "游走的头"}, {"maze", "迷宫"},    {"blank", "空白"},
    {"scan", "扫描"},      {"chosen", "选中"},   {"path", "路径"},    {"dead", "排除"},
};

/* Splits the source into NUL-terminated lines: the pseudocode the panel shows. */
static bool split_lines(script *sc, char *err, size_t errlen)
{
    size_t n = 1;
    for (size_t i = 0; i < sc->len; i++)
        n += sc->source[i] == '\n';
    if (n > SCRIPT_MAX_LINES) {
        snprintf(err, errlen, "%s: %zu lines; a script may have at most %u", sc->name, n, SCRIPT_MAX_LINES);
        return false;
    }
    sc->lines = malloc(sc->len + 1);
    sc->code = calloc(n, sizeof *sc->code);
    if (!sc->lines || !sc->code) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    memcpy(sc->lines, sc->source, sc->len + 1);
    size_t k = 0;
    char *p = sc->lines;
    for (;;) {
        char *nl = strchr(p, '\n');
        if (nl) {
            *nl = '\0';
            if (nl > p && nl[-1] == '\r')
                nl[-1] = '\0';
        }
        for (char *t = p; *t; t++) /* tabs: spaces, as the panel indents by spaces */
            if (*t == '\t')
                *t = ' ';
        sc->code[k++] = (sm_text){p, p};
        if (!nl)
            break;
        p = nl + 1;
    }
    sc->algo.code = sc->code;
    sc->algo.code_lines = k;
    return true;
}

/* Legend rows: the plain look, the marks the source names (as strings), the verdict's. */
static void make_legend(script *sc)
{
    size_t n = 0;
    if (sc->kind == SCRIPT_GENERATOR) {
        sc->legend[n++] = (sm_legend){SM_MARK_CELL, SM_CELL_BLANK, {"no passage yet", "还没有通道"}};
        sc->legend[n++] = (sm_legend){SM_MARK_CELL, SM_CELL_MAZE, {"has a passage", "已有通道"}};
    } else {
        sc->legend[n++] = (sm_legend){SM_MARK_CELL, SM_CELL_BLANK, {"not visited yet", "还没有访问"}};
        sc->legend[n++] = (sm_legend){SM_MARK_CELL, SM_CELL_START, {NULL, NULL}};
        sc->legend[n++] = (sm_legend){SM_MARK_CELL, SM_CELL_GOAL, {NULL, NULL}};
    }
    for (size_t k = 0; k < MARKS; k++) {
        char q1[32], q2[32];
        snprintf(q1, sizeof q1, "\"%s\"", mark_names[k].name);
        snprintf(q2, sizeof q2, "'%s'", mark_names[k].name);
        bool named = strstr(sc->source, q1) || strstr(sc->source, q2);
        if (sc->kind == SCRIPT_SOLVER && (k == 1 || k == 10)) /* visit and path show these */
            named = true;
        bool seen = false;
        for (size_t i = 0; i < n; i++)
            seen |= sc->legend[i].kind == mark_names[k].kind;
        if (named && !seen)
            sc->legend[n++] = (sm_legend){SM_MARK_CELL, mark_names[k].kind, {NULL, NULL}};
    }
    if (sc->kind == SCRIPT_GENERATOR) {
        sc->legend[n++] = (sm_legend){SM_MARK_CELL, SM_CELL_DEAD, {"on a loop (not a perfect maze)", "在环上（不是完美迷宫）"}};
        sc->legend[n++] = (sm_legend){SM_MARK_CELL, SM_CELL_SCAN, {"cannot be reached", "无法到达"}};
    }
    sc->algo.legend = sc->legend;
    sc->algo.n_legend = n;
}

static bool make_captions(script *sc)
{
    memcpy(sc->captions, base_captions, sizeof sc->captions);
    for (size_t k = 0; k < MARKS; k++) {
        char en[80], zh[80];
        snprintf(en, sizeof en, "{c} is marked: %s", mark_names[k].name);
        snprintf(zh, sizeof zh, "{c} 标为：%s", mark_zh[k].zh);
        sc->mark_caption[2 * k] = strdup(en);
        sc->mark_caption[2 * k + 1] = strdup(zh);
        if (!sc->mark_caption[2 * k] || !sc->mark_caption[2 * k + 1])
            return false;
        sc->captions[CAP_MARK + k] = (sm_text){sc->mark_caption[2 * k], sc->mark_caption[2 * k + 1]};
    }
    sc->algo.captions = sc->captions;
    sc->algo.n_captions = CAPTIONS;
    return true;
}

#define MARK_CAPS (((SM_CAP(MARKS) - 1)) << CAP_MARK)
#define END_CAPS (SM_CAP(CAP_END) | SM_CAP(CAP_PERFECT) | SM_CAP(CAP_LOOP) | SM_CAP(CAP_UNREACHABLE) | SM_CAP(CAP_ERROR))

/* Every script of a kind has these events (so --until can be checked before the file is read). */
static const sm_event gen_events[] = {
    {"carve", {"a wall is opened", "打通一面墙"}, SM_CAP(CAP_CARVE), SM_NO_SIZE},
    {"mark", {"a cell is marked", "标记一格"}, MARK_CAPS, SM_NO_SIZE},
    {"end", {"the script ends", "程序结束"}, END_CAPS, SM_NO_SIZE},
};
static const sm_event solve_events[] = {
    {"visit", {"a cell is visited", "访问一格"}, SM_CAP(CAP_VISIT), SM_NO_SIZE},
    {"mark", {"a cell is marked", "标记一格"}, MARK_CAPS, SM_NO_SIZE},
    {"end", {"the script ends", "程序结束"}, END_CAPS | SM_CAP(CAP_PATH), SM_NO_SIZE},
};

static void make_events(script *sc)
{
    sc->algo.events = sc->kind == SCRIPT_GENERATOR ? gen_events : solve_events;
    sc->algo.n_events = 3;
    sc->algo.main_event = 0;
}

static bool model_init(sm *m) { (void)m; return false; }

static const sm_text model_code[] = {{"(the script)", "（程序）"}};
static const sm_algo models[2] = {
    {.kind = SM_GENERATOR, .id = "script", .name = {"a script", "程序"}, .code = model_code, .code_lines = 1,
     .captions = base_captions, .n_captions = CAPTIONS, .events = gen_events, .n_events = 3, .init = model_init},
    {.kind = SM_SOLVER, .id = "script", .name = {"a script", "程序"}, .code = model_code, .code_lines = 1,
     .captions = base_captions, .n_captions = CAPTIONS, .events = solve_events, .n_events = 3, .init = model_init},
};

const sm_algo *script_model(script_kind kind) { return &models[kind == SCRIPT_SOLVER]; }

/* The file name without its directories and ".lua", for the algorithm's name. */
static bool make_titles(script *sc)
{
    const char *base = strrchr(sc->name, '/');
    base = base ? base + 1 : sc->name;
    size_t n = strlen(base);
    if (n > 4 && strcmp(base + n - 4, ".lua") == 0)
        n -= 4;
    if (n > 60)
        n = 60;
    size_t cap = n + 32;
    sc->title_en = malloc(cap);
    sc->title_zh = malloc(cap);
    if (!sc->title_en || !sc->title_zh)
        return false;
    snprintf(sc->title_en, cap, "%.*s (script)", (int)n, base);
    snprintf(sc->title_zh, cap, "%.*s（程序）", (int)n, base);
    sc->algo.name = (sm_text){sc->title_en, sc->title_zh};
    return true;
}

/* Compiles the source once in a throwaway state, for its syntax error. */
static bool compiles(const script *sc, char *err, size_t errlen)
{
    lua_State *L = luaL_newstate();
    if (!L) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    char chunk[300];
    snprintf(chunk, sizeof chunk, "@%s", sc->name);
    int status = luaL_loadbufferx(L, sc->source, sc->len, chunk, "t");
    if (status != LUA_OK) {
        const char *msg = lua_tostring(L, -1);
        snprintf(err, errlen, "%s", msg ? msg : "cannot compile the script");
        for (char *p = err; *p; p++)
            if ((unsigned char)*p < 0x20)
                *p = ' ';
    }
    lua_close(L);
    return status == LUA_OK;
}

script *script_load(const char *name, const char *source, size_t len, script_kind kind, char *err,
                    size_t errlen)
{
    if (len > SCRIPT_MAX_BYTES) {
        snprintf(err, errlen, "%s: %zu bytes; a script may have at most %u", name, len, SCRIPT_MAX_BYTES);
        return NULL;
    }
    if (memchr(source, '\0', len) || (len > 0 && source[0] == LUA_SIGNATURE[0])) {
        snprintf(err, errlen, "%s: not a Lua text file", name);
        return NULL;
    }
    script *sc = calloc(1, sizeof *sc);
    if (!sc || !(sc->name = strdup(name)) || !(sc->source = malloc(len + 1))) {
        script_free(sc);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    memcpy(sc->source, source, len);
    sc->source[len] = '\0';
    sc->len = len;
    sc->kind = kind;
    if (!compiles(sc, err, errlen) || !split_lines(sc, err, errlen)) {
        script_free(sc);
        return NULL;
    }
    if (!make_titles(sc) || !make_captions(sc)) {
        script_free(sc);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    make_legend(sc);
    make_events(sc);
    sc->algo.kind = kind == SCRIPT_SOLVER ? SM_SOLVER : SM_GENERATOR;
    sc->algo.id = "script";
    sc->algo.init = script_init;
    sc->algo.run = script_run;
    sc->algo.cell = script_cell;
    sc->algo.wall = sm_plain_wall;
    sc->algo.figures = script_figures;
    sc->algo.caption_text = script_caption;
    return sc;
}

const sm_algo *script_algo(const script *s) { return &s->algo; }
const char *script_source(const script *s) { return s->source; }
const char *script_name(const script *s) { return s->name; }

void script_free(script *s)
{
    if (!s)
        return;
    for (size_t k = 0; k < 2 * MARKS; k++)
        free(s->mark_caption[k]);
    free(s->title_en);
    free(s->title_zh);
    free(s->code);
    free(s->lines);
    free(s->source);
    free(s->name);
    free(s);
}

bool script_machine(const sm *m) { return m && m->algo->init == script_init; }

const char *script_error(const sm *m)
{
    if (!script_machine(m))
        return NULL;
    const run_state *s = m->impl;
    return s->failed ? s->error : NULL;
}

bool script_verdict(const sm *m, bool *perfect, uint32_t *loop, uint32_t *unreachable)
{
    if (!script_machine(m))
        return false;
    const run_state *s = m->impl;
    if (!s->judged)
        return false;
    *perfect = s->perfect;
    *loop = s->loop;
    *unreachable = s->unreachable;
    return true;
}
