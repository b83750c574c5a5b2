/*
 * test_script.c - students' Lua scripts as step machines (src/script/):
 * the shipped examples make perfect mazes on every grid and a mask, the
 * same maze for the same seed; the wrong one is found out with its loop
 * marked; the scripted BFS finds a shortest path; step back and predict's
 * look-ahead give exactly a fresh run's state; scripted Wilson is uniform
 * on 3x3 and the scripted backtracker is not; and every way a script can
 * go wrong ends the run with one line naming the file and line.
 *
 * Usage: test_script DIR   (DIR: data/scripts)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/lab.h"
#include "mazeviz/machine.h"
#include "mazeviz/mask.h"
#include "mazeviz/script.h"
#include "mazeviz/stats.h"

static const char *dir;

static script *load_file(const char *file, script_kind kind)
{
    char path[512], err[300];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "rb");
    CHECK(f != NULL, "cannot open %s", path);
    if (!f)
        return NULL;
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    script *s = script_load(file, buf, n, kind, err, sizeof err);
    CHECK(s != NULL, "%s: %s", file, err);
    return s;
}

static script *load_text(const char *name, const char *text, script_kind kind, char *err, size_t errlen)
{
    return script_load(name, text, strlen(text), kind, err, errlen);
}

/* The maze after running s to its end on a maze like grid; NULL when the machine could not start. */
static maze *run_script(const script *s, const maze *grid, uint64_t seed, uint64_t *steps)
{
    maze *m = maze_create_like(grid);
    sm *g = m ? sm_create(script_algo(s), m, seed, NULL) : NULL;
    CHECK(g != NULL, "%s: no machine", script_name(s));
    if (!g) {
        maze_destroy(m);
        return NULL;
    }
    uint64_t k = sm_finish(g);
    if (steps)
        *steps = k;
    CHECK(script_error(g) == NULL, "%s: %s", script_name(s), script_error(g));
    sm_destroy(g);
    return m;
}

/* Grids to try: a rectangle, hexagons, triangles, a polar grid and a masked rectangle. */
static maze *grid_number(int i)
{
    static const char *const names[] = {"rect", "hex", "triangle", "polar"};
    if (i < 4) {
        const grid_shape *g = grid_find(names[i]);
        return g ? maze_create_shaped(g, i == 3 ? 5 : 9, i == 3 ? 6 : 7, NULL) : NULL;
    }
    uint8_t mask[12 * 8];
    for (int c = 0; c < 12 * 8; c++) /* a ring: the middle cut out */
        mask[c] = !(c % 12 >= 4 && c % 12 < 8 && c / 12 >= 2 && c / 12 < 6);
    return maze_create_shaped(grid_find("rect"), 12, 8, mask);
}

static void check_generators(uint64_t seed)
{
    static const char *const gens[] = {"backtracker.lua", "wilson.lua", "prim.lua", "aldous_broder.lua"};
    for (size_t k = 0; k < sizeof gens / sizeof gens[0]; k++) {
        script *s = load_file(gens[k], SCRIPT_GENERATOR);
        for (int i = 0; s && i < 5; i++) {
            maze *grid = grid_number(i);
            for (uint64_t r = 0; grid && r < 4; r++) {
                maze *a = run_script(s, grid, seed + r, NULL), *b = run_script(s, grid, seed + r, NULL);
                CHECK(a && maze_is_perfect(a), "%s on grid %d seed %" PRIu64 ": not perfect", gens[k], i, seed + r);
                CHECK(a && b && maze_equal(a, b), "%s on grid %d: two runs of seed %" PRIu64 " differ", gens[k], i,
                      seed + r);
                maze_destroy(a);
                maze_destroy(b);
            }
            maze_destroy(grid);
        }
        script_free(s);
    }
}

/* The wrong generator makes loops; the end check says where and marks them. */
static void check_wrong(uint64_t seed)
{
    script *s = load_file("wrong.lua", SCRIPT_GENERATOR);
    maze *m = maze_create(8, 6);
    sm *g = s && m ? sm_create(script_algo(s), m, seed, NULL) : NULL;
    CHECK(g != NULL, "wrong.lua: no machine");
    if (g) {
        sm_finish(g);
        bool perfect = true;
        uint32_t loop = MAZE_NONE, unreachable = 0;
        CHECK(script_verdict(g, &perfect, &loop, &unreachable), "wrong.lua: no verdict");
        CHECK(!perfect && loop != MAZE_NONE, "wrong.lua: not found out (perfect %d, loop %" PRIu32 ")", perfect, loop);
        CHECK(unreachable == MAZE_NONE, "wrong.lua: every cell is reachable, said %" PRIu32, unreachable);
        CHECK(!maze_is_perfect(m), "wrong.lua made a perfect maze: the check has nothing to find");
        /* the marked cells form a loop: each has two marked neighbours it has a passage to */
        size_t marked = 0;
        for (uint32_t c = 0; c < m->n; c++) {
            if (sm_cell_mark(g, c).kind != SM_CELL_DEAD)
                continue;
            marked++;
            unsigned on = 0;
            for (unsigned d = 0; d < m->sides; d++) {
                uint32_t nb = maze_neighbor(m, c, d);
                on += nb != MAZE_NONE && maze_is_open(m, c, d) && sm_cell_mark(g, nb).kind == SM_CELL_DEAD;
            }
            CHECK(on >= 2, "wrong.lua: marked cell %" PRIu32 " has %u marked passages", c, on);
        }
        CHECK(marked >= 4, "wrong.lua: a loop of %zu cells", marked);
        CHECK(sm_cell_mark(g, loop).kind == SM_CELL_DEAD, "wrong.lua: the loop cell is not marked");
        char cap[200];
        sm_caption(g, SM_LANG_EN, cap, sizeof cap);
        CHECK(strstr(cap, "not a perfect maze") && strstr(cap, "loop"), "wrong.lua: caption '%s'", cap);
    }
    /* an island: carve two cells apart from the rest */
    char err[300];
    script *island = load_text("island.lua",
                               "maze:carve(maze:cell(1, 1), maze:cell(2, 1))\nmaze:carve(maze:cell(1, 2), maze:cell(2, 2))\n",
                               SCRIPT_GENERATOR, err, sizeof err);
    sm *h = island && m ? sm_create(script_algo(island), m, seed, NULL) : NULL;
    if (h) {
        sm_finish(h);
        bool perfect = true;
        uint32_t loop = 0, unreachable = MAZE_NONE;
        CHECK(script_verdict(h, &perfect, &loop, &unreachable) && !perfect && loop == MAZE_NONE &&
                  unreachable == 2,
              "island: perfect %d loop %" PRIu32 " unreachable %" PRIu32 " (want cell 2)", perfect, loop, unreachable);
        CHECK(sm_cell_mark(h, 2).kind == SM_CELL_SCAN, "island: the unreachable cell is not marked");
    }
    CHECK(h != NULL, "island: %s", island ? "no machine" : err);
    sm_destroy(h);
    script_free(island);
    sm_destroy(g);
    maze_destroy(m);
    script_free(s);
}

/* Scripted BFS: its path is as long as the shortest one, on perfect and braided mazes. */
static void check_bfs(uint64_t seed)
{
    script *s = load_file("bfs.lua", SCRIPT_SOLVER);
    for (int braid = 0; s && braid < 2; braid++) {
        maze *m = maze_create(15, 10);
        gen_generate(gen_find("wilson"), m, seed + (uint64_t)braid, NULL);
        if (braid)
            gen_braid_maze(m, seed, 60);
        uint32_t want = 0;
        CHECK(maze_shortest_path(m, 0, m->n - 1, NULL, &want), "no shortest path");
        sm *g = sm_create(script_algo(s), m, seed, NULL);
        CHECK(g != NULL, "bfs.lua: no machine");
        if (g) {
            sm_finish(g);
            CHECK(script_error(g) == NULL, "bfs.lua: %s", script_error(g));
            uint32_t path = 0;
            for (uint32_t c = 0; c < m->n; c++) /* start and goal show as such, as a built-in solver's */
                path += sm_cell_mark(g, c).kind == SM_CELL_PATH;
            CHECK(path + 2 == want, "bfs.lua (braid %d): path of %" PRIu32 " cells between start and goal, shortest %" PRIu32,
                  braid, path, want);
            CHECK(sm_cell_mark(g, 0).kind == SM_CELL_START && sm_cell_mark(g, m->n - 1).kind == SM_CELL_GOAL,
                  "bfs.lua: start or goal not shown as such at the end");
        }
        sm_destroy(g);
        maze_destroy(m);
    }
    script_free(s);
}

/* What a viewer sees of machine g: every cell's mark and walls, the caption, the line. */
static void picture(const sm *g, char *out, size_t len)
{
    const maze *m = sm_maze(g);
    size_t k = 0;
    for (uint32_t c = 0; c < m->n && k + 3 < len; c++) {
        out[k++] = (char)('A' + sm_cell_mark(g, c).kind);
        out[k++] = (char)('a' + (m->cells[c] & 15));
    }
    int w = snprintf(out + k, len - k, "|%u|", (unsigned)sm_get_note(g).line);
    if (w > 0 && (size_t)w < len - k)
        sm_caption(g, SM_LANG_EN, out + k + (size_t)w, len - k - (size_t)w);
}

/* Step back (checkpoints and replay) and predict's look-ahead leave exactly a fresh run's state. */
static void check_time_travel(uint64_t seed)
{
    script *s = load_file("wilson.lua", SCRIPT_GENERATOR);
    maze *a = maze_create(9, 7), *b = maze_create(9, 7);
    sm_settings set = sm_default_settings();
    set.track_changes = true;
    sm *g = s ? sm_create(script_algo(s), a, seed, &set) : NULL;
    CHECK(g && sm_keep_history(g, 64u << 20), "wilson.lua: no history");
    if (!g) {
        maze_destroy(a);
        maze_destroy(b);
        script_free(s);
        return;
    }
    uint64_t total = sm_finish(g);
    CHECK(total > 100, "wilson.lua: %" PRIu64 " steps", total);
    rng r;
    rng_seed(&r, seed);
    static char want[4096], got[4096];
    for (int i = 0; i < 40; i++) {
        uint64_t at = rng_below(&r, (uint32_t)total) + 1;
        sm_seek(g, at);
        sm *fresh = sm_create(script_algo(s), b, seed, &set);
        sm_run(fresh, at);
        picture(fresh, want, sizeof want);
        picture(g, got, sizeof got);
        CHECK(strcmp(want, got) == 0, "wilson.lua: step %" PRIu64 " after a seek differs:\n  %s\n  %s", at, got, want);
        sm_question q;
        if (sm_ask_next(g, &q)) {
            picture(g, got, sizeof got);
            CHECK(strcmp(want, got) == 0, "wilson.lua: asking about step %" PRIu64 " changed the machine", at + 1);
            sm_step(fresh);
            CHECK(q.line == sm_get_note(fresh).line, "wilson.lua: predicted line %u, the step ran %u", q.line,
                  (unsigned)sm_get_note(fresh).line);
        }
        sm_destroy(fresh);
    }
    sm_destroy(g);
    maze_destroy(a);
    maze_destroy(b);
    script_free(s);
}

/* The lab's p for FILE on 3x3 over `mazes` mazes from seed `first`, printed; -1: no lab. */
static double lab_window(const char *file, uint64_t first, uint64_t mazes)
{
    script *s = load_file(file, SCRIPT_GENERATOR);
    lab *l = s ? lab_create(script_algo(s), NULL, 3, 3, first, NULL) : NULL;
    double p = -1;
    CHECK(l != NULL, "%s: no lab", file);
    if (l) {
        lab_run(l, mazes);
        p = lab_p(l);
        printf("uniformity: %s on 3x3, seeds %" PRIu64 " to %" PRIu64 ": p = %.3g, invalid %" PRIu64 "\n", file,
               first, first + lab_mazes(l) - 1, p, lab_invalid(l));
        CHECK(lab_invalid(l) == 0, "%s: %" PRIu64 " imperfect mazes", file, lab_invalid(l));
    }
    lab_destroy(l);
    script_free(s);
    return p;
}

/*
 * Wilson scripted is uniform on 3x3: of three consecutive windows of 20,000
 * seeds from `seed`, at least two have p > 0.001 (a uniform sampler fails
 * that about 3 times in a million; one window alone fails once in a
 * thousand - seeds 1 to 20,000 do, p = 4.5e-05, by chance: docs/scripts.md).
 * The scripted backtracker is found biased.
 */
static void check_uniformity(uint64_t seed)
{
    int good = 0;
    for (uint64_t w = 0; w < 3; w++)
        good += lab_window("wilson.lua", seed + w * 20000, 20000) > 0.001;
    CHECK(good >= 2, "wilson.lua: p > 0.001 in %d of 3 windows of seeds, want 2 or more", good);
    double p = lab_window("backtracker.lua", seed, 20000);
    CHECK(p >= 0 && p < 1e-6, "backtracker.lua: p = %g, want biased", p);
}

/* Each way a script goes wrong: one line naming the file and the line, within seconds. */
static void check_errors(void)
{
    static const struct {
        const char *text, *want;
    } bad[] = {
        {"local x = 1\nwhile true do x = x + 1 end\n", "bad.lua:2: no step in 50 million instructions"},
        {"local function f(n) return 1 + f(n + 1) end\nf(1)\n", "bad.lua:1:"},
        {"local s = string.rep('x', 1 << 30)\n", "bad.lua:1:"},
        {"os.execute('touch /tmp/mazeviz-pwned')\n", "bad.lua:1:"},
        {"local f = io.open('/etc/passwd')\n", "bad.lua:1:"},
        {"maze:carve(1, 2)\n\ntable.sort({3, 1, 2}, function(a, b) error('boom') end)\n", "bad.lua:3: boom"},
        {"maze:carve(1, maze.cells)\n", "bad.lua:1: carve("},
        {"maze:mark(1, 'purple')\n", "bad.lua:1: mark: no mark called 'purple'"},
        {"maze:carve(0, 1)\n", "bad.lua:1: cell 0: no such cell"},
        {"print('hello')\n", "bad.lua:1: print() is not available"},
        {"load('return 1')\n", "bad.lua:1: load() is not available"},
        {"collectgarbage('stop')\n", "bad.lua:1: collectgarbage() is not available"},
        {"local t = {}\nfor i = 1, 1e8 do t[i] = {i} end\n", "bad.lua:2:"},
        {"maze:visit(1)\n", "bad.lua:1:"},
        {"math.randomseed(1)\n", "bad.lua:1:"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[300];
        script *s = load_text("bad.lua", bad[i].text, SCRIPT_GENERATOR, err, sizeof err);
        CHECK(s != NULL, "case %zu: refused at load: %s", i, err);
        if (!s)
            continue;
        maze *m = maze_create(10, 10);
        sm *g = sm_create(script_algo(s), m, 1, NULL);
        clock_t t0 = clock();
        if (g)
            sm_finish(g);
        double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        const char *e = g ? script_error(g) : NULL;
        CHECK(e && strncmp(e, bad[i].want, strlen(bad[i].want)) == 0, "case %zu: error '%s', want '%s...'", i,
              e ? e : "(none)", bad[i].want);
        CHECK(!e || !strchr(e, '\n'), "case %zu: the error is more than one line", i);
        CHECK(secs < 10, "case %zu: %.1f s of CPU", i, secs);
        sm_destroy(g);
        maze_destroy(m);
        script_free(s);
    }
    FILE *pwned = fopen("/tmp/mazeviz-pwned", "r");
    CHECK(pwned == NULL, "os.execute ran");
    if (pwned)
        fclose(pwned);
    static const struct {
        const char *text, *want;
    } refused[] = {
        {"local a = 1\nlocal b = 2\nlocal c = = 3\n", "bad.lua:3:"},
        {"\x1bLua\x54", "bad.lua: not a Lua text file"},
        {"for i = 1, 3 do\n", "bad.lua:2: 'end' expected (to close 'for' at line 1)"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        char err[300] = "";
        script *s = load_text("bad.lua", refused[i].text, SCRIPT_GENERATOR, err, sizeof err);
        CHECK(!s && strncmp(err, refused[i].want, strlen(refused[i].want)) == 0 && !strchr(err, '\n'),
              "refused case %zu: '%s', want '%s...'", i, err, refused[i].want);
        script_free(s);
    }
}

/* Captions: the script's own in both languages, or the API's; the line is the caller's. */
static void check_notes(void)
{
    char err[300];
    script *s = load_text("note.lua",
                          "-- one\nlocal a, b = maze:cell(1, 1), maze:cell(2, 1)\ncaption('joined', '打通了')\n"
                          "maze:carve(a, b)\nmaze:mark(b, 'current')\n",
                          SCRIPT_GENERATOR, err, sizeof err);
    CHECK(s != NULL, "note.lua: %s", err);
    if (!s)
        return;
    CHECK(script_algo(s)->code_lines == 6, "note.lua: %zu code lines", script_algo(s)->code_lines);
    maze *m = maze_create(3, 2);
    sm *g = sm_create(script_algo(s), m, 1, NULL);
    char en[200], zh[200];
    sm_step(g);
    sm_caption(g, SM_LANG_EN, en, sizeof en);
    sm_caption(g, SM_LANG_ZH, zh, sizeof zh);
    CHECK(sm_get_note(g).line == 3 && strcmp(en, "joined") == 0 && strcmp(zh, "打通了") == 0,
          "step 1: line %u, '%s' / '%s'", (unsigned)sm_get_note(g).line, en, zh);
    sm_step(g);
    sm_caption(g, SM_LANG_EN, en, sizeof en);
    CHECK(sm_get_note(g).line == 4 && strstr(en, "is marked: current"), "step 2: line %u, '%s'",
          (unsigned)sm_get_note(g).line, en);
    CHECK(sm_cell_mark(g, 1).kind == SM_CELL_CURRENT, "step 2: the mark");
    CHECK(!sm_step(g) && sm_done(g), "step 3 ends the run");
    sm_destroy(g);
    maze_destroy(m);
    script_free(s);
}

/*
 * The host copies a caption only when its strings change and finds a mark
 * by its interned name: captions that alternate, change language, repeat
 * and stop still show what the script said last, and a mark name built at
 * run time is found.
 */
static void check_caption_reuse(void)
{
    char err[300];
    script *s = load_text("again.lua",
                          "for i = 1, 3 do\n  caption(i % 2 == 1 and 'odd' or 'even')\n"
                          "  maze:mark(1, 'cur' .. 'rent')\nend\ncaption('x', 'y')\nmaze:mark(1, 'visited')\n"
                          "caption('x')\nmaze:mark(1, 'visited')\nmaze:mark(1, 'visited')\ncaption(42)\nmaze:mark(1, 'dead')\n",
                          SCRIPT_GENERATOR, err, sizeof err);
    CHECK(s != NULL, "again.lua: %s", err);
    if (!s)
        return;
    static const char *const want[][2] = {{"odd", "odd"}, {"even", "even"}, {"odd", "odd"}, {"x", "y"},
                                          {"x", "x"},     {"is marked: visited", NULL}, {"42", "42"}};
    maze *m = maze_create(3, 2);
    sm *g = sm_create(script_algo(s), m, 1, NULL);
    for (size_t k = 0; g && k < sizeof want / sizeof want[0]; k++) {
        char en[200], zh[200];
        CHECK(sm_step(g), "again.lua: step %zu did not happen", k + 1);
        sm_caption(g, SM_LANG_EN, en, sizeof en);
        sm_caption(g, SM_LANG_ZH, zh, sizeof zh);
        CHECK(strstr(en, want[k][0]) && (!want[k][1] || strcmp(zh, want[k][1]) == 0), "again.lua: step %zu: '%s' / '%s'",
              k + 1, en, zh);
        CHECK(k > 2 || sm_cell_mark(g, 0).kind == SM_CELL_CURRENT, "again.lua: step %zu: not marked current", k + 1);
    }
    sm_destroy(g);
    maze_destroy(m);
    script_free(s);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_script DIR\n");
        return 2;
    }
    dir = argv[1];
    char err[200];
    script *probe = script_load("probe.lua", "", 0, SCRIPT_GENERATOR, err, sizeof err);
    if (!probe && strstr(err, "without Lua")) {
        printf("skip: %s\n", err);
        return 77;
    }
    script_free(probe);
    uint64_t seed = test_seed("test_script", 100000);
    check_notes();
    check_caption_reuse();
    check_generators(seed);
    check_wrong(seed);
    check_bfs(seed);
    check_time_travel(seed);
    check_errors();
    check_uniformity(test_seed("test_script uniformity", 1));
    return check_exit("test_script");
}
