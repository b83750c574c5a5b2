/*
 * test_choices.c - the legal choices of every step machine (issue 31): for
 * every generator in the registry, the braid machine, every solver and the
 * distance machine, on
 * every grid shape it fits (a rectangle with a mask too), over a few seeds:
 *
 * - a run that answers every step that decides something with a random
 *   legal choice ends in a perfect maze (generators) or a valid path from
 *   start to goal, the shortest for the shortest-path solvers; a step that
 *   decides nothing has no choices, and the machine's own choice is legal;
 * - the machine's own choice, taken with sm_choose(), is exactly the plain
 *   step - checked along that run, on a twin machine that steps plainly
 *   wherever the run takes the own choice - so the forced path and the own
 *   draw agree in every algorithm file;
 * - an illegal choice (a cell or word not in the list) is refused and
 *   changes nothing;
 * - the run replays exactly: seeking back to a middle step and to the end
 *   gives the same state as the first time, replaying from step 0 the same
 *   end, and a fresh machine given the recorded choices (sm_record) the
 *   same maze and path, with changes tracked or not;
 * - a choice made after going back branches the run: what was recorded
 *   past it is dropped, and the new future replays exactly too.
 *
 * Usage: test_choices [ALGO]; an unknown id fails. MAZEVIZ_TEST_SEED
 * changes the seeds.
 */
#include <string.h>

#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/solve.h"
#include "mazeviz/stats.h"
#include "sm_check.h"

static uint64_t base_seed;

/* The options the machines run with (check_all sets each option value in turn). */
static sm_settings opts;

typedef struct grid_case {
    const grid_shape *const *shape;
    uint32_t w, h;
    bool holes; /* a few cells cut out (rectangle) */
} grid_case;

static const grid_shape *const rect = &grid_rect, *const hex = &grid_hex, *const tri = &grid_triangle,
                        *const polar = &grid_polar;
static const grid_case grids[] = {
    {&rect, 7, 5, false}, {&rect, 2, 6, false}, {&rect, 6, 6, true},
    {&hex, 5, 4, false},  {&tri, 6, 4, false},  {&polar, 3, 6, false},
};

/* A maze of case g: the cells (1,1) and (w-2,h-2) cut out with holes (the rest stays connected). */
static maze *grid_maze(const grid_case *g)
{
    if (!g->holes)
        return maze_create_shaped(*g->shape, g->w, g->h, NULL);
    uint8_t mask[64];
    memset(mask, 1, sizeof mask);
    mask[1 * g->w + 1] = mask[(g->h - 2) * g->w + g->w - 2] = 0;
    return maze_create_shaped(*g->shape, g->w, g->h, mask);
}

/* The legal choices of g's next step into *list (grown as needed); returns how many. */
static size_t choices_of(const sm *g, sm_choice_info *info, sm_choice **list, size_t *cap)
{
    size_t n = sm_choices(g, info, *list, *cap);
    if (n > *cap) {
        *cap = n;
        *list = realloc(*list, n * sizeof **list);
        if (!*list)
            abort();
        sm_choices(g, info, *list, n);
    }
    return n;
}

/* A choice that is not in list: a cell none of the list names, else a word none has. */
static sm_choice illegal(const maze *m, const sm_choice *list, size_t n, rng *r)
{
    for (int tries = 0; tries < 32; tries++) {
        sm_choice c = sm_choice_of_cell(rng_below(r, m->n));
        bool found = !maze_exists(m, c.cell);
        for (size_t i = 0; i < n && !found; i++)
            found = sm_choice_same(m, list[i], c);
        if (!found)
            return c;
    }
    return sm_choice_of_word(SM_WORD_HUNT);
}

/* The end of a run: a perfect maze, or a valid path (the shortest where the solver promises it). */
static void check_result(const sm *g, const char *what)
{
    const maze *m = sm_maze(g);
    const sm_algo *a = sm_algorithm(g);
    if (a->kind == SM_GENERATOR) {
        CHECK(a == &gen_braid || maze_is_perfect(m), "%s: not a perfect maze", what);
        return;
    }
    size_t len = solve_path(g, NULL, 0);
    bool must = strstr(" bfs astar dfs tremaux dead-end-filling ", a->id) != NULL;
    bool shortest = strstr(" bfs astar dead-end-filling ", a->id) != NULL;
    if (solve_result(g) != SOLVE_FOUND) {
        CHECK(!must, "%s: no path found (%d)", what, (int)solve_result(g));
        return;
    }
    uint32_t *path = malloc((len + 1) * sizeof *path), *best = malloc((size_t)m->n * sizeof *best), cells = 0;
    if (!path || !best)
        abort();
    solve_path(g, path, len);
    bool ok = len > 0;
    for (size_t i = 1; ok && i < len; i++) {
        unsigned s = maze_side_to(m, path[i - 1], path[i]);
        ok = s != MAZE_NO_SIDE && maze_is_open(m, path[i - 1], s);
    }
    CHECK(ok, "%s: the path is no walk through open walls", what);
    if (shortest && maze_shortest_path(m, path[0], path[len - 1], best, &cells))
        CHECK(cells == len, "%s: a path of %zu cells, the shortest has %u", what, len, cells);
    free(path);
    free(best);
}

/* One machine of algorithm a on its own maze (a copy of base for a solver or braid, else blank). */
static sm *machine(const sm_algo *a, const maze *base, maze **own, uint64_t seed, bool track,
                   const sm_record *rec)
{
    *own = maze_create_like(base);
    if (!*own)
        abort();
    memcpy((*own)->cells, base->cells, base->n);
    sm_settings s = opts;
    s.track_changes = track;
    s.braid = 50;
    s.record = rec;
    return sm_create(a, *own, seed, &s);
}

typedef struct run_marks {
    uint64_t mid, mid_print, end_print;
} run_marks;

/*
 * That the step g just took (with choice c; info from before it) took c,
 * as far as can be seen without knowing the algorithm: the cell of c (or
 * one of a wall's) changed (the change log, when kept and not overflowed), an open or keep
 * of the two cells a question names left that wall so, and a queue or open
 * list (its structure, listed in take order) gave its first cell.
 */
static void check_taken(const sm *g, sm_choice c, const sm_choice_info *info, uint32_t first, const char *what)
{
    const maze *m = sm_maze(g);
    size_t n;
    const uint32_t *log = sm_changes(g, &n);
    bool seen = !log || sm_changes_overflowed(g) || c.cell == MAZE_NONE;
    uint32_t other = c.side != MAZE_NO_SIDE ? maze_neighbor(m, c.cell, c.side) : c.cell;
    bool seen_other = seen;
    for (size_t i = 0; i < n && !seen && !seen_other; i++) {
        seen |= log[i] == c.cell;
        seen_other |= log[i] == other;
    }
    CHECK(seen || seen_other, "%s step %" PRIu64 ": the choice's cells did not change", what, sm_steps(g));
    unsigned s = c.cell == MAZE_NONE && info->arg[0] < m->n ? maze_side_to(m, info->arg[0], info->arg[1])
                                                            : MAZE_NO_SIDE;
    if (s != MAZE_NO_SIDE && (c.word == SM_WORD_OPEN || c.word == SM_WORD_KEEP))
        CHECK(maze_is_open(m, info->arg[0], s) == (c.word == SM_WORD_OPEN),
              "%s step %" PRIu64 ": '%s' did not do that to the wall", what, sm_steps(g), sm_word_token(c.word));
    if (first != MAZE_NONE)
        CHECK(c.cell == first, "%s step %" PRIu64 ": took %u, the structure's first cell is %u", what,
              sm_steps(g), c.cell, first);
}

/* The first cell a queue or open list gives (bfs, astar, distance), else MAZE_NONE. */
static uint32_t first_out(const sm *g)
{
    sm_structure st;
    const char *id = sm_algorithm(g)->id;
    bool queue = strcmp(id, "bfs") == 0 || strcmp(id, "astar") == 0 || strcmp(id, "distance") == 0;
    return queue && sm_structure_of(g, &st) && st.n > 0 ? st.cell[0] : MAZE_NONE;
}

/*
 * The run with random legal choices on g (a twin steps plainly where the
 * own choice is taken, and must stay equal); records the fingerprints of
 * a middle step and of the end. Returns the choices taken.
 */
static unsigned random_run(sm *g, sm *twin, rng *r, run_marks *mk, const char *what)
{
    sm_choice *list = NULL;
    size_t cap = 0;
    unsigned taken = 0, bad = 0;
    uint64_t bound = 1000000;
    if (sm_steps(g) == mk->mid)
        mk->mid_print = state_print(g);
    while (!sm_done(g) && bound-- > 0 && !bad) {
        sm_choice_info info;
        size_t n = choices_of(g, &info, &list, &cap);
        if (n == 0) {
            sm_step(g);
            sm_step(twin);
        } else {
            CHECK(sm_choice_legal(g, info.own), "%s step %" PRIu64 ": the own choice is not legal", what,
                  sm_steps(g) + 1);
            sm_choice bad_c = illegal(sm_maze(g), list, n, r);
            uint64_t before = state_print(g);
            bad += !!sm_choose(g, bad_c);
            CHECK(state_print(g) == before, "%s step %" PRIu64 ": an illegal choice was taken", what,
                  sm_steps(g) + 1);
            bool own = rng_below(r, 3) == 0;
            sm_choice c = own ? info.own : list[rng_below(r, (uint32_t)n)];
            uint32_t first = first_out(g);
            sm_clear_changes(g);
            bad += !sm_choose(g, c);
            check_taken(g, c, &info, first, what);
            if (own)
                sm_step(twin);
            else
                sm_choose(twin, c);
            taken++;
        }
        bad += state_print(g) != state_print(twin);
        if (sm_steps(g) == mk->mid)
            mk->mid_print = state_print(g);
    }
    CHECK(!bad, "%s step %" PRIu64 ": an illegal choice taken, a legal one refused or the own choice forced "
                "is not the plain step", what, sm_steps(g));
    CHECK(sm_done(g), "%s: the run does not end", what);
    mk->end_print = state_print(g);
    free(list);
    return taken;
}

/* Seeks back to the middle, to the end, and replays from 0: the same fingerprints. */
static void check_replay(sm *g, const run_marks *mk, const char *what)
{
    uint64_t end = sm_steps(g);
    if (mk->mid < end) {
        sm_seek(g, mk->mid);
        CHECK(state_print(g) == mk->mid_print, "%s: seeking back to step %" PRIu64 " differs", what, mk->mid);
    }
    sm_seek(g, end);
    CHECK(state_print(g) == mk->end_print, "%s: seeking to the end again differs", what);
    sm_seek(g, 0);
    sm_finish(g);
    CHECK(state_print(g) == mk->end_print && sm_steps(g) == end, "%s: the replay from step 0 differs", what);
}

/* A fresh machine given g's recorded choices ends in the same maze (and path), tracked or not. */
static void check_record(const sm *g, const maze *base, uint64_t seed, const char *what)
{
    size_t n;
    const sm_pick *p = sm_picks(g, &n);
    sm_record rec = {sm_algorithm(g), seed, sm_maze(g)->n, p, n};
    for (int track = 0; track < 2; track++) {
        maze *m;
        sm *f = machine(sm_algorithm(g), base, &m, seed, track, &rec);
        if (!f)
            abort();
        sm_finish(f);
        size_t l0 = solve_path(g, NULL, 0), l1 = sm_algorithm(g)->kind == SM_SOLVER ? solve_path(f, NULL, 0) : 0;
        CHECK(maze_equal(m, sm_maze(g)) && sm_steps(f) == sm_steps(g) &&
                  (sm_algorithm(g)->kind != SM_SOLVER || l0 == l1),
              "%s: the recorded choices (%zu) replay %s another run", what, n, track ? "tracked" : "untracked");
        sm_destroy(f);
        maze_destroy(m);
    }
}

/* Goes back to the middle and makes another choice there: the run branches, and replays exactly again. */
static void check_branch(sm *g, rng *r, uint64_t mid, const char *what)
{
    sm_seek(g, mid);
    sm_choice_info info;
    sm_choice list[64];
    size_t n = sm_choices(g, &info, list, 64);
    for (; n < 2 && !sm_done(g); n = sm_choices(g, &info, list, 64))
        sm_step(g);
    if (n < 2)
        return;
    uint64_t at = sm_steps(g);
    sm_choice c = list[n > 64 ? 0 : rng_below(r, (uint32_t)n)];
    for (size_t i = 0; i < n && i < 64 && sm_choice_same(sm_maze(g), c, info.own); i++)
        c = list[i];
    CHECK(sm_choose(g, c), "%s: a legal choice at step %" PRIu64 " is refused after a seek", what, at + 1);
    uint64_t after = state_print(g);
    sm_finish(g);
    uint64_t end = state_print(g), steps = sm_steps(g);
    sm_seek(g, at + 1);
    CHECK(state_print(g) == after, "%s: after branching at step %" PRIu64 ", seeking back differs", what, at + 1);
    sm_seek(g, 0);
    sm_finish(g);
    CHECK(state_print(g) == end && sm_steps(g) == steps, "%s: the branched run does not replay", what);
}

static void check_algo(const sm_algo *a, const grid_case *gc, uint64_t seed)
{
    char what[200], opt[64] = "";
    for (size_t i = 0; i < a->n_options; i++)
        if (opts.value[i] != 0)
            snprintf(opt, sizeof opt, " %s=%s", a->options[i].key, a->options[i].values[opts.value[i]]);
    snprintf(what, sizeof what, "%s%s on %s %ux%u%s (seed %" PRIu64 ")", a->id, opt, (*gc->shape)->id, gc->w,
             gc->h, gc->holes ? " with holes" : "", seed);
    maze *base = grid_maze(gc);
    if (!base)
        abort();
    if (!sm_algo_fits(a, base)) {
        maze_destroy(base);
        return;
    }
    if (a->kind == SM_SOLVER || a == &gen_braid)
        gen_generate(gen_find("wilson"), base, seed, NULL);
    if (a->kind == SM_SOLVER && seed % 2)
        gen_braid_maze(base, seed, 40);
    maze *m, *tm;
    sm *g = machine(a, base, &m, seed, seed % 3 != 0, NULL), *twin = machine(a, base, &tm, seed, seed % 3 != 0, NULL);
    if (!g || !twin || !sm_keep_history(g, 1u << 22)) {
        CHECK(0, "%s: out of memory", what);
        return;
    }
    rng r;
    rng_seed(&r, seed ^ 0x5eed);
    run_marks mk = {.mid = 0};
    sm *probe;
    maze *pm;
    probe = machine(a, base, &pm, seed, false, NULL);
    uint64_t plain_steps = probe ? sm_finish(probe) : 0;
    sm_destroy(probe);
    maze_destroy(pm);
    mk.mid = plain_steps / 2;
    random_run(g, twin, &r, &mk, what);
    check_result(g, what);
    check_replay(g, &mk, what);
    check_record(g, base, seed, what);
    check_branch(g, &r, mk.mid, what);
    check_result(g, what);
    sm_destroy(g);
    sm_destroy(twin);
    maze_destroy(m);
    maze_destroy(tm);
    maze_destroy(base);
}

static void check_all(const sm_algo *a)
{
    CHECK(a->choices && a->decisions && a->n_decisions > 0, "%s: no choices", a->id);
    if (!a->choices)
        return;
    for (size_t i = 0; i < a->n_decisions; i++)
        CHECK(*a->decisions[i].question.en && *a->decisions[i].question.zh && *a->decisions[i].why.en &&
                  *a->decisions[i].why.zh,
              "%s: decision %zu has no text", a->id, i);
    opts = sm_default_settings();
    for (size_t g = 0; g < sizeof grids / sizeof grids[0]; g++)
        for (uint64_t k = 0; k < 3; k++)
            check_algo(a, &grids[g], base_seed + k);
    for (size_t i = 0; i < a->n_options; i++) /* every other value of each option, on a rectangle */
        for (size_t v = 1; v < SM_MAX_VALUES && a->options[i].values[v]; v++) {
            opts = sm_default_settings();
            opts.value[i] = (uint8_t)v;
            uint64_t k = sm_settings_number(a, &opts, i);
            if (k != SM_NO_NUMBER && k > 100) /* Origin Shift's long runs: the default covers them */
                continue;
            for (uint64_t seed = 0; seed < 2; seed++)
                check_algo(a, &grids[seed], base_seed + 10 + seed);
        }
}

int main(int argc, char **argv)
{
    base_seed = test_seed("test_choices", 31);
    const char *only = argc > 1 ? argv[1] : NULL;
    bool any = false;
    const sm_algo *extra[] = {&gen_braid, &solve_distance};
    size_t all = gen_algo_count + solve_algo_count + sizeof extra / sizeof extra[0];
    for (size_t i = 0; i < all; i++) {
        const sm_algo *a = i < gen_algo_count                     ? gen_algos[i]
                           : i < gen_algo_count + solve_algo_count ? solve_algos[i - gen_algo_count]
                                                                   : extra[i - gen_algo_count - solve_algo_count];
        if (only && strcmp(only, a->id) != 0)
            continue;
        any = true;
        check_all(a);
        fflush(stdout);
    }
    if (only && !any) {
        fprintf(stderr, "test_choices: no algorithm '%s'\n", only);
        return 1;
    }
    return check_exit("test_choices");
}
