/*
 * test_solvers.c - every solver in the registry (and the distance and
 * braid machines) against the step-machine contract (sm_check.h: note
 * and change log after every step, every pseudocode line reached, legend
 * == marks shown, batched == stepwise, exact time travel), and against
 * answers computed here independently:
 *
 * - every solver x every generator on 1x1, 1x13, 13x1, 2x2, 31x17 and
 *   200x150: the path is a simple chain of open passages from start to
 *   goal; on a perfect maze it is the unique path (a breadth-first search
 *   written here), whatever the solver, also between random cells; BFS's
 *   distances are the independent ones;
 * - braided mazes: BFS and A* find a shortest path, A* explores no more
 *   cells than BFS, DFS, Trémaux and the left-hand wall follower find
 *   valid paths;
 * - a hand-built ring round the start where the left-hand wall follower
 *   circles: reported as "not reachable by wall following", not a hang;
 *   an isolated goal: every solver reports it unreachable;
 * - Pledge from inside islands of braided mazes (where the wall follower
 *   circles) to the outer wall: always reached; the random mouse's path is
 *   valid whenever it finds one, and it gives up at its cap ("gave up");
 * - the mouse may give up anywhere, Pledge may miss a goal inside a maze
 *   (never one on the outer wall): the checks above excuse only that;
 * - the distance machine's longest path is the diameter (all-pairs
 *   breadth-first search on small mazes) and maze_stats agrees;
 * - a solver's "open list" / "queue" figure counts exactly the cells it
 *   shows as open (frontier), after every step and at the end (A* said
 *   "open list 0" while open cells were still drawn);
 * - braiding: p = 0 changes nothing, p = 100 leaves no dead end (but in a
 *   corridor), the maze stays connected, one passage per wall opened.
 *
 * Usage: test_solvers [ID]; an unknown id fails. MAZEVIZ_TEST_SEED replays.
 */
#include "mazeviz/gen.h"
#include "mazeviz/solve.h"
#include "mazeviz/stats.h"
#include "sm_check.h"

static uint64_t base_seed;

/* ---- mazes ---- */

/* A perfect maze from generator seed % count, with the seed. */
static void perfect(maze *m, uint64_t seed)
{
    CHECK(gen_generate(gen_algos[seed % gen_algo_count], m, seed, NULL), "generate");
}

/* The goal corner walled in: no solver can reach it. */
static void isolate_goal(maze *m)
{
    for (maze_dir d = 0; d < m->sides; d++)
        maze_build(m, m->n - 1, (maze_dir)d);
}

/* The contract runs on perfect, braided and disconnected mazes in turn. */
static void mixed(maze *m, uint64_t seed)
{
    perfect(m, seed / 4);
    if (seed % 4 == 2)
        CHECK(gen_braid_maze(m, seed, 50), "braid");
    if (seed % 4 == 3 && m->n > 1)
        isolate_goal(m);
}

/* ---- independent answers ---- */

/* Breadth-first distances from src (UINT32_MAX: not reachable); caller frees. */
static uint32_t *ref_dist(const maze *m, uint32_t src)
{
    uint32_t *dist = malloc(m->n * sizeof *dist), *q = malloc(m->n * sizeof *q);
    if (!dist || !q) {
        free(q);
        free(dist);
        return NULL;
    }
    for (uint32_t c = 0; c < m->n; c++)
        dist[c] = UINT32_MAX;
    uint32_t head = 0, tail = 0;
    dist[src] = 0;
    q[tail++] = src;
    while (head < tail) {
        uint32_t c = q[head++];
        for (maze_dir d = 0; d < m->sides; d++) {
            uint32_t nb = maze_neighbor(m, c, (maze_dir)d);
            if (nb != MAZE_NONE && maze_is_open(m, c, (maze_dir)d) && dist[nb] == UINT32_MAX) {
                dist[nb] = dist[c] + 1;
                q[tail++] = nb;
            }
        }
    }
    free(q);
    return dist;
}

/* A simple chain of open passages from `from` to `to`. */
static bool path_ok(const maze *m, const uint32_t *p, size_t len, uint32_t from, uint32_t to)
{
    if (len == 0 || p[0] != from || p[len - 1] != to)
        return false;
    bool *on = calloc(m->n, 1);
    bool ok = on != NULL;
    for (size_t i = 0; ok && i < len; i++) {
        ok = p[i] < m->n && !on[p[i]];
        if (ok)
            on[p[i]] = true;
        if (ok && i > 0) {
            bool linked = false;
            for (maze_dir d = 0; d < m->sides; d++)
                linked |= maze_neighbor(m, p[i - 1], (maze_dir)d) == p[i] &&
                          maze_is_open(m, p[i - 1], (maze_dir)d);
            ok = linked;
        }
    }
    free(on);
    return ok;
}

/* The random mouse may give up at its cap of moves: the one solver that may. */
static bool may_give_up(const sm_algo *a) { return strcmp(a->id, "random-mouse") == 0; }

/* Whether c touches the outer wall: a side with no neighbour (Pledge's exits). */
static bool on_outer_wall(const maze *m, uint32_t c)
{
    for (maze_dir d = 0; d < m->sides; d++)
        if (maze_neighbor(m, c, d) == MAZE_NONE)
            return true;
    return false;
}

/*
 * Runs solver a to completion; the caller destroys it. At most 4 steps a
 * cell; for the random mouse its cap (the first figure's "of"); for Pledge
 * 4 a cell and side (it is free at each cell and side at most once, and a
 * lap round a wall is seen within twice its length: measured under 6 a
 * cell).
 */
static sm *solve(const sm_algo *a, maze *m, uint32_t from, uint32_t to, unsigned opt)
{
    sm_settings s = sm_default_settings();
    s.from = from;
    s.to = to;
    s.value[0] = (uint8_t)opt;
    sm *g = sm_create(a, m, 1, &s);
    CHECK(g, "%s: out of memory", a->id);
    if (g) {
        sm_figure f[SM_MAX_FIGURES];
        uint64_t cap = may_give_up(a) && sm_figures(g, f) > 0 ? f[0].of : 0;
        uint64_t steps = sm_finish(g), bound = cap ? cap : 4 * (uint64_t)m->n + 4;
        if (a == solve_find("pledge"))
            bound = 4 * (uint64_t)m->n * m->sides + 4;
        CHECK(steps <= bound, "%s: %" PRIu64 " steps on %" PRIu32 " cells", a->id, steps, m->n);
    }
    return g;
}

static uint64_t explored(const sm *g)
{
    sm_figure f[SM_MAX_FIGURES];
    return sm_figures(g, f) > 0 ? f[0].value : 0;
}

/* ---- the contract ---- */

static void contract(const sm_algo *a, const sm_settings *s, seen *sn, const char *what)
{
    for (uint64_t k = 0; k < 16; k++)
        check_steps(a, s, 12, 8, base_seed + k, 1, sn, what);
    static const uint32_t small[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {5, 4}};
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++)
        for (uint64_t k = 0; k < 8; k++)
            check_steps(a, s, small[i][0], small[i][1], base_seed + 40 + k, 1, sn, what);
    check_steps(a, s, 64, 48, base_seed + 100, 37, sn, what);
    check_steps(a, s, 64, 48, base_seed + 102, 37, sn, what);
    for (uint64_t k = 0; k < 4; k++) {
        check_batches(a, s, base_seed + 200 + k, what);
        check_time_travel(a, s, base_seed + 300 + k, what);
    }
    uint64_t undone;
    check_step_back(a, s, base_seed + 400, what, &undone);
}

static void contract_all(const sm_algo *a)
{
    seen all;
    memset(&all, 0, sizeof all);
    check_prep = mixed;
    sm_settings s = sm_default_settings();
    size_t values = a->n_options ? 0 : 1;
    while (a->n_options && a->options[0].values[values])
        values++;
    for (size_t v = 0; v < values; v++) {
        char what[80];
        snprintf(what, sizeof what, "%s%s%s", a->id, a->n_options ? " " : "",
                 a->n_options ? a->options[0].values[v] : "");
        s.value[0] = (uint8_t)v;
        contract(a, &s, &all, what);
    }
    check_story(a, &all, a->id);
}

/* ---- correctness ---- */

/* Every solver on one perfect maze, corner to corner and between random cells. */
static void on_perfect(const maze *m0, rng *r, const char *what)
{
    maze *m = maze_create(m0->w, m0->h);
    memcpy(m->cells, m0->cells, m->n);
    for (int t = 0; t < 3; t++) {
        uint32_t from = t == 0 ? 0 : rng_below(r, m->n), to = t == 0 ? m->n - 1 : rng_below(r, m->n);
        uint32_t *dist = ref_dist(m, from);
        for (size_t i = 0; dist && i < solve_algo_count; i++) {
            const sm_algo *a = solve_algos[i];
            for (unsigned opt = 0; opt < (a->n_options ? 2u : 1u); opt++) {
                sm *g = solve(a, m, from, to, opt);
                if (!g)
                    continue;
                size_t len = solve_path(g, NULL, 0);
                uint32_t *p = malloc((len ? len : 1) * sizeof *p);
                solve_path(g, p, len);
                /* the mouse may give up; Pledge escapes to the outer wall, an inner goal it may miss */
                bool excused = (may_give_up(a) && solve_result(g) == SOLVE_GAVE_UP) ||
                               (a == solve_find("pledge") && !on_outer_wall(m, to) &&
                                solve_result(g) == SOLVE_UNREACHABLE);
                bool ok = excused || (solve_result(g) == SOLVE_FOUND && path_ok(m, p, len, from, to) &&
                                      len == (size_t)dist[to] + 1);
                CHECK(ok, "%s %s: from %" PRIu32 " to %" PRIu32 ": path of %zu cells, want the %" PRIu32
                      "-cell unique path", what, a->id, from, to, len, dist[to] + 1);
                uint32_t wrong = 0;
                for (uint32_t c = 0; c < m->n; c++) {
                    uint32_t d = solve_dist(g, c);
                    wrong += d != MAZE_NONE && d != dist[c];
                }
                CHECK(wrong == 0, "%s %s: %" PRIu32 " distances differ from breadth-first search", what,
                      a->id, wrong);
                if (a == solve_find("bfs"))
                    CHECK(solve_dist(g, to) == dist[to], "%s bfs: goal distance", what);
                CHECK(memcmp(m->cells, m0->cells, m->n) == 0, "%s %s changed the maze", what, a->id);
                free(p);
                sm_destroy(g);
            }
        }
        free(dist);
    }
    maze_destroy(m);
}

/* Shortest from BFS and A*, fewer cells for A*, valid paths from the others. */
static void on_braided(maze *m, const char *what)
{
    uint32_t *dist = ref_dist(m, 0);
    uint64_t bfs_explored = 0;
    for (size_t i = 0; dist && i < solve_algo_count; i++) {
        const sm_algo *a = solve_algos[i];
        sm *g = solve(a, m, MAZE_NONE, MAZE_NONE, 0);
        if (!g)
            continue;
        size_t len = solve_path(g, NULL, 0);
        uint32_t *p = malloc((len ? len : 1) * sizeof *p);
        solve_path(g, p, len);
        CHECK((may_give_up(a) && solve_result(g) == SOLVE_GAVE_UP) ||
                  (solve_result(g) == SOLVE_FOUND && path_ok(m, p, len, 0, m->n - 1)),
              "%s %s: no valid path (outcome %d)", what, a->id, solve_result(g));
        bool shortest = a == solve_find("bfs") || a == solve_find("astar") ||
                        a == solve_find("dead-end-filling");
        if (shortest)
            CHECK(len == (size_t)dist[m->n - 1] + 1, "%s %s: path %zu cells, shortest is %" PRIu32,
                  what, a->id, len, dist[m->n - 1] + 1);
        if (a == solve_find("bfs"))
            bfs_explored = explored(g);
        if (a == solve_find("astar"))
            CHECK(explored(g) <= bfs_explored, "%s: A* explored %" PRIu64 " cells, BFS %" PRIu64,
                  what, explored(g), bfs_explored);
        free(p);
        sm_destroy(g);
    }
    free(dist);
}

static void every_generator(void)
{
    static const uint32_t sizes[][2] = {{1, 1}, {1, 13}, {13, 1}, {2, 2}, {31, 17}, {200, 150}};
    rng r;
    rng_seed(&r, base_seed);
    for (size_t gi = 0; gi < gen_algo_count; gi++) {
        for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
            char what[120];
            uint64_t seed = base_seed + 1000 + gi * 10 + si;
            snprintf(what, sizeof what, "%s %" PRIu32 "x%" PRIu32 " seed %" PRIu64, gen_algos[gi]->id,
                     sizes[si][0], sizes[si][1], seed);
            maze *m = maze_create(sizes[si][0], sizes[si][1]);
            CHECK(m && gen_generate(gen_algos[gi], m, seed, NULL), "%s: generate", what);
            on_perfect(m, &r, what);
            if (m->n >= 100) {
                CHECK(gen_braid_maze(m, seed, 50), "%s: braid", what);
                snprintf(what + strlen(what), sizeof what - strlen(what), " braid=50");
                on_braided(m, what);
            }
            maze_destroy(m);
        }
    }
}

/* A ring round the start: the left hand circles it forever, the right hand leaves. */
static void wall_follower_ring(void)
{
    maze *m = maze_create(5, 5);
    uint32_t start = 2 * 5 + 2, goal = 24;
    maze_carve(m, 1 * 5 + 1, RECT_E); /* the ring (1,1) (2,1) (2,2) (1,2) */
    maze_carve(m, 1 * 5 + 2, RECT_S);
    maze_carve(m, 2 * 5 + 2, RECT_W);
    maze_carve(m, 2 * 5 + 1, RECT_N);
    maze_carve(m, start, RECT_E); /* the way out: (3,2) (3,3) (3,4) (4,4) */
    maze_carve(m, 2 * 5 + 3, RECT_S);
    maze_carve(m, 3 * 5 + 3, RECT_S);
    maze_carve(m, 4 * 5 + 3, RECT_E);
    const sm_algo *wf = solve_find("wall-follower");
    sm *left = solve(wf, m, start, goal, 0), *right = solve(wf, m, start, goal, 1);
    char buf[300] = "";
    if (left)
        sm_caption(left, SM_LANG_EN, buf, sizeof buf);
    CHECK(left && sm_done(left) && solve_result(left) == SOLVE_UNREACHABLE &&
          strstr(buf, "not reachable by wall following"), "left hand round the ring: '%s'", buf);
    CHECK(left && sm_steps(left) <= 8, "left hand: %" PRIu64 " steps to see the circle",
          left ? sm_steps(left) : 0);
    CHECK(right && solve_result(right) == SOLVE_FOUND && solve_path(right, NULL, 0) == 5,
          "right hand leaves the ring: %zu cells", right ? solve_path(right, NULL, 0) : 0);
    sm_destroy(left);
    sm_destroy(right);
    /* every solver but the wall follower solves it */
    for (size_t i = 0; i < solve_algo_count; i++) {
        if (solve_algos[i] == wf)
            continue;
        sm *g = solve(solve_algos[i], m, start, goal, 0);
        CHECK(g && solve_result(g) == SOLVE_FOUND, "%s on the ring", solve_algos[i]->id);
        sm_destroy(g);
    }
    maze_destroy(m);
}

/*
 * The check: braided mazes built here, starts inside an island -
 * where the left-hand wall follower circles for ever (it reports so) - and
 * a goal on the outer wall: Pledge reaches it every time, by a valid path.
 */
static void pledge_escapes_islands(void)
{
    const sm_algo *wf = solve_find("wall-follower"), *pledge = solve_find("pledge");
    unsigned islands = 0, escaped = 0;
    for (uint64_t k = 0; k < 40; k++) {
        maze *m = maze_create(20, 15);
        perfect(m, base_seed + k);
        CHECK(gen_braid_maze(m, base_seed + k, 100), "braid");
        uint32_t goals[4] = {0, m->w - 1, m->n - m->w, m->n - 1};
        for (uint32_t y = 4; y < 11; y++) {
            for (uint32_t x = 5; x < 15; x++) {
                uint32_t from = y * m->w + x, to = goals[(x + y) % 4];
                sm *w = solve(wf, m, from, to, 0);
                bool circles = w && solve_result(w) == SOLVE_UNREACHABLE;
                sm_destroy(w);
                if (!circles)
                    continue;
                islands++;
                sm *p = solve(pledge, m, from, to, 0);
                size_t len = p ? solve_path(p, NULL, 0) : 0;
                uint32_t *path = malloc((len ? len : 1) * sizeof *path);
                if (p && path)
                    solve_path(p, path, len);
                bool ok = p && path && solve_result(p) == SOLVE_FOUND && path_ok(m, path, len, from, to);
                escaped += ok;
                CHECK(ok, "pledge from the island at (%" PRIu32 ",%" PRIu32 ") to the outer wall (seed %" PRIu64
                      "): outcome %d", x, y, base_seed + k, p ? (int)solve_result(p) : -1);
                free(path);
                sm_destroy(p);
            }
        }
        maze_destroy(m);
    }
    CHECK(islands >= 100, "only %u starts inside islands: the mazes do not test Pledge", islands);
    printf("pledge: escaped %u of %u islands where the wall follower circles\n", escaped, islands);
}

/*
 * The random mouse: whenever it finds the goal its path is a valid one;
 * on small braided mazes it nearly always does; with a small cap on a big
 * maze it gives up - "gave up", not "unreachable" - at the cap.
 */
static void mouse_paths(void)
{
    const sm_algo *mouse = solve_find("random-mouse");
    unsigned found = 0, runs = 0;
    for (uint64_t k = 0; k < 60; k++) {
        maze *m = maze_create(12, 8);
        perfect(m, base_seed + 2 * k);
        CHECK(gen_braid_maze(m, base_seed + k, (unsigned)(k % 3) * 50), "braid");
        rng r;
        rng_seed(&r, base_seed + k);
        for (int t = 0; t < 5; t++, runs++) {
            uint32_t from = rng_below(&r, m->n), to = rng_below(&r, m->n);
            sm_settings s = sm_default_settings();
            s.from = from;
            s.to = to;
            sm *g = sm_create(mouse, m, base_seed + k * 5 + (uint64_t)t, &s);
            if (!g)
                continue;
            sm_finish(g);
            size_t len = solve_path(g, NULL, 0);
            uint32_t *p = malloc((len ? len : 1) * sizeof *p);
            solve_path(g, p, len);
            if (solve_result(g) == SOLVE_FOUND) {
                found++;
                CHECK(path_ok(m, p, len, from, to), "random mouse: an invalid path from %" PRIu32 " to %" PRIu32,
                      from, to);
            } else {
                CHECK(solve_result(g) == SOLVE_GAVE_UP && len == 0, "random mouse: outcome %d",
                      (int)solve_result(g));
            }
            free(p);
            sm_destroy(g);
        }
        maze_destroy(m);
    }
    CHECK(found >= runs * 9 / 10, "random mouse: found only %u of %u goals on 12x8 mazes", found, runs);
    maze *big = maze_create(200, 150);
    perfect(big, 1); /* the backtracker: paths of thousands of cells, ~10^8 expected moves for the mouse */
    sm *g = solve(mouse, big, MAZE_NONE, MAZE_NONE, 1); /* cap=10 moves a cell */
    char buf[300] = "";
    if (g)
        sm_caption(g, SM_LANG_EN, buf, sizeof buf);
    CHECK(g && solve_result(g) == SOLVE_GAVE_UP && sm_steps(g) == 10u * big->n && strstr(buf, "gave up"),
          "random mouse with cap=10 on 200x150: outcome %d after %" PRIu64 " steps: '%s'",
          g ? (int)solve_result(g) : -1, g ? sm_steps(g) : 0, buf);
    sm_destroy(g);
    maze_destroy(big);
    printf("random mouse: %u of %u goals found, every path valid\n", found, runs);
}

/* A walled-in goal: every solver says so, none loops. */
static void unreachable(void)
{
    static const uint32_t sizes[][2] = {{2, 1}, {1, 5}, {12, 8}, {40, 30}};
    for (size_t si = 0; si < 4; si++) {
        for (uint64_t k = 0; k < gen_algo_count; k++) {
            maze *m = maze_create(sizes[si][0], sizes[si][1]);
            perfect(m, base_seed * gen_algo_count + k);
            CHECK(gen_braid_maze(m, base_seed + k, 30), "braid");
            isolate_goal(m);
            for (size_t i = 0; i < solve_algo_count; i++) {
                sm *g = solve(solve_algos[i], m, MAZE_NONE, MAZE_NONE, 0);
                CHECK(g && sm_done(g) && solve_result(g) == SOLVE_UNREACHABLE &&
                      solve_path(g, NULL, 0) == 0, "%s: isolated goal on %" PRIu32 "x%" PRIu32,
                      solve_algos[i]->id, m->w, m->h);
                sm_destroy(g);
            }
            maze_destroy(m);
        }
    }
}

/* All-pairs breadth-first search: the diameter in cells. */
static uint32_t brute_diameter(const maze *m)
{
    uint32_t best = 0;
    for (uint32_t s = 0; s < m->n; s++) {
        uint32_t *d = ref_dist(m, s);
        for (uint32_t c = 0; d && c < m->n; c++)
            if (d[c] != UINT32_MAX && d[c] + 1 > best)
                best = d[c] + 1;
        free(d);
    }
    return best;
}

static void longest_path(void)
{
    static const uint32_t sizes[][2] = {{1, 1}, {1, 7}, {7, 1}, {2, 2}, {3, 3}, {7, 5}, {12, 8}, {20, 15}};
    for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
        for (uint64_t k = 0; k < 2 * gen_algo_count; k++) {
            maze *m = maze_create(sizes[si][0], sizes[si][1]);
            perfect(m, base_seed + 7 * k + si);
            uint32_t want = brute_diameter(m);
            sm *g = solve(&solve_distance, m, MAZE_NONE, MAZE_NONE, 0);
            size_t len = g ? solve_path(g, NULL, 0) : 0;
            uint32_t *p = malloc((len ? len : 1) * sizeof *p);
            if (g)
                solve_path(g, p, len);
            CHECK(len == want && path_ok(m, p, len, p[0], p[len ? len - 1 : 0]),
                  "%" PRIu32 "x%" PRIu32 ": longest path %zu cells, the diameter is %" PRIu32, m->w,
                  m->h, len, want);
            uint32_t *d = ref_dist(m, 0), wrong = 0;
            for (uint32_t c = 0; g && d && c < m->n; c++)
                wrong += solve_dist(g, c) != d[c];
            CHECK(wrong == 0, "distance machine: %" PRIu32 " distances wrong", wrong);
            maze_stats st;
            CHECK(maze_stats_compute(m, &st) && st.longest_path == want &&
                  st.solution == (uint64_t)d[m->n - 1] + 1, "stats: longest %" PRIu64 " solution %"
                  PRIu64, st.longest_path, st.solution);
            free(d);
            free(p);
            sm_destroy(g);
            maze_destroy(m);
        }
    }
}

static unsigned dead_ends(const maze *m)
{
    unsigned k = 0;
    for (uint32_t c = 0; c < m->n; c++) {
        unsigned open = 0;
        for (maze_dir d = 0; d < m->sides; d++)
            open += maze_is_open(m, c, (maze_dir)d);
        k += open == 1;
    }
    return k;
}

static void braiding(void)
{
    seen all;
    memset(&all, 0, sizeof all);
    check_prep = perfect;
    static const uint8_t ps[] = {0, 30, 100};
    for (size_t i = 0; i < 3; i++) {
        sm_settings s = sm_default_settings();
        s.braid = ps[i];
        contract(&gen_braid, &s, &all, "braid");
    }
    check_story(&gen_braid, &all, "braid");
    static const uint32_t sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {31, 17}, {200, 150}};
    for (size_t si = 0; si < 6; si++) {
        for (size_t gi = 0; gi < gen_algo_count; gi++) {
            maze *m = maze_create(sizes[si][0], sizes[si][1]), *m2 = maze_create(m->w, m->h);
            uint64_t seed = base_seed + gi;
            gen_generate(gen_algos[gi], m, seed, NULL);
            memcpy(m2->cells, m->cells, m->n);
            uint64_t before = maze_passages(m);
            sm_settings s = sm_default_settings();
            sm *g = sm_create(&gen_braid, m, seed, &s);
            sm_finish(g);
            CHECK(maze_equal(m, m2), "braid=0 changed a %s maze", gen_algos[gi]->id);
            sm_destroy(g);
            s.braid = 100;
            g = sm_create(&gen_braid, m, seed, &s);
            sm_finish(g);
            sm_figure f[SM_MAX_FIGURES];
            sm_figures(g, f);
            bool corridor = m->w == 1 || m->h == 1;
            CHECK(dead_ends(m) == (corridor && m->n > 1 ? 2u : 0u), "braid=100 left %u dead ends on %"
                  PRIu32 "x%" PRIu32, dead_ends(m), m->w, m->h);
            CHECK(maze_passages(m) == before + f[1].value, "one passage per wall opened");
            uint32_t *d = ref_dist(m, 0), unreached = 0;
            for (uint32_t c = 0; d && c < m->n; c++)
                unreached += d[c] == UINT32_MAX;
            CHECK(unreached == 0, "braiding disconnected %" PRIu32 " cells", unreached);
            free(d);
            sm_destroy(g);
            maze_destroy(m);
            maze_destroy(m2);
        }
    }
    printf("braid: checked\n");
}

/* The figure labelled en (or UINT64_MAX when the machine shows none). */
static uint64_t figure(const sm *g, const char *en)
{
    sm_figure f[SM_MAX_FIGURES];
    size_t n = sm_figures(g, f);
    for (size_t i = 0; i < n; i++)
        if (strcmp(f[i].label.en, en) == 0)
            return f[i].value;
    return UINT64_MAX;
}

/* The open list or queue a solver reports counts the open (frontier) cells it draws (and the ends). */
static void open_count_matches(void)
{
    static const char *const names[] = {"open list", "queue"};
    for (size_t i = 0; i <= solve_algo_count; i++) {
        const sm_algo *a = i < solve_algo_count ? solve_algos[i] : &solve_distance;
        for (uint64_t k = 0; k < 8; k++) {
            maze *m = maze_create(13, 9);
            mixed(m, base_seed + k);
            sm *g = sm_create(a, m, base_seed + k, NULL);
            bool more = true;
            while (g && more) {
                more = sm_step(g);
                uint64_t frontier = 0, shown = UINT64_MAX;
                for (uint32_t c = 0; c < m->n; c++)
                    frontier += sm_cell_mark(g, c).kind == SM_CELL_FRONTIER;
                for (size_t j = 0; j < 2 && shown == UINT64_MAX; j++)
                    shown = figure(g, names[j]);
                if (shown == UINT64_MAX)
                    break; /* this solver has no such figure */
                /* the start and the goal keep their own colours while queued */
                CHECK(shown >= frontier && shown <= frontier + 2, "%s seed %" PRIu64 " step %" PRIu64 "%s: figure says %" PRIu64
                      " open, %" PRIu64 " cells drawn open", a->id, base_seed + k, sm_steps(g),
                      more ? "" : " (done)", shown, frontier);
            }
            sm_destroy(g);
            maze_destroy(m);
        }
    }
    printf("open list figures: checked\n");
}

int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : getenv("MAZEVIZ_TEST_ALGO");
    base_seed = test_seed("test_solvers", 20261122);
    size_t checked = 0;
    for (size_t i = 0; i <= solve_algo_count; i++) {
        const sm_algo *a = i < solve_algo_count ? solve_algos[i] : &solve_distance;
        if (only && *only && solve_find(only) != a)
            continue;
        contract_all(a);
        printf("%s: contract checked\n", a->id);
        checked++;
    }
    if (only && *only && strcmp(only, "braid") == 0) {
        braiding();
        checked++;
    }
    if (checked == 0) {
        fprintf(stderr, "test_solvers: no solver '%s' (see mazeviz --list-algos)\n", only);
        return 1;
    }
    if (!only || !*only) {
        every_generator();
        wall_follower_ring();
        pledge_escapes_islands();
        mouse_paths();
        unreachable();
        longest_path();
        braiding();
        open_count_matches();
    }
    return check_exit("test_solvers");
}
