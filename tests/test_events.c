/*
 * test_events.c - events and predict for every algorithm in the registries
 * (generators, the braid and the sparse machines, solvers, the distance machine):
 *
 * - the tables: ids of lowercase letters and '-', unique, named in both
 *   languages, captions that exist, a valid main event; ask rows name
 *   note arguments that exist, each caption in one row at most, a key
 *   function where a row needs one;
 * - every declared event is raised over a set of runs (seeds, every
 *   option value; solvers on perfect, braided and cut-off mazes);
 * - sm_run_to_event() stops exactly on the steps a one-step-at-a-time
 *   scan finds, and sm_back_to_event() walks them back in reverse order
 *   with the state a straight run had there (history thinned to a few
 *   checkpoints, so the search crosses intervals);
 * - predict: asking leaves the machine as it was (state and change log),
 *   the peeked note is the next step's note, the machine's own line is
 *   right and every other line wrong, the real next cell is right and a
 *   cell that is no neighbour of it and marked otherwise is wrong (any
 *   other cell, where only one is right), a shown choice is two
 *   neighbours, and the step after answering equals a plain step.
 *
 * Usage: test_events [ID]; an unknown id fails. MAZEVIZ_TEST_SEED replays.
 */
#include "mazeviz/gen.h"
#include "mazeviz/grid.h"
#include "mazeviz/solve.h"
#include "sm_check.h"

static uint64_t base_seed;

/* ---- the algorithms and their mazes ---- */

static const sm_algo *algo_at(size_t i)
{
    if (i < gen_algo_count)
        return gen_algos[i];
    if (i == gen_algo_count)
        return &gen_braid;
    if (i == gen_algo_count + 1)
        return &gen_sparse;
    i -= gen_algo_count + 2;
    return i < solve_algo_count ? solve_algos[i] : &solve_distance;
}
#define ALGO_COUNT (gen_algo_count + 2 + solve_algo_count + 1)

/* What a machine of algorithm a runs over, by seed: blank, or a finished maze (braided, or cut off). */
static void prep_for(const sm_algo *a, maze *m, uint64_t seed)
{
    if (a->kind == SM_GENERATOR && !a->keeps_maze)
        return;
    const gen_algo *g = gen_algos[seed % gen_algo_count];
    for (size_t k = 1; !sm_algo_fits(g, m) && k < gen_algo_count; k++) /* the next that runs here (a weave) */
        g = gen_algos[(seed + k) % gen_algo_count];
    CHECK(gen_generate(g, m, seed, NULL), "generate");
    if (a->keeps_maze)
        return;
    if (seed % 3 == 1)
        CHECK(gen_braid_maze(m, seed, 60), "braid");
    if (seed % 3 == 2 && m->n > 1)
        for (unsigned d = 0; d < m->sides; d++)
            maze_build(m, m->n - 1, d); /* the goal cut off */
}

/* The settings of run k: option values in turn, tracked, braid 50 % for the braid machine. */
static sm_settings settings_for(const sm_algo *a, unsigned k)
{
    sm_settings s = sm_default_settings();
    for (size_t o = 0; o < a->n_options && o < SM_MAX_OPTIONS; o++) {
        unsigned n = 0;
        while (n < SM_MAX_VALUES && a->options[o].values[n])
            n++;
        s.value[o] = (uint8_t)((k + o) % n);
    }
    s.track_changes = true;
    s.braid = 50;
    s.sparse = (uint16_t)(1 + k % 4); /* the sparse machine: one pass to four */
    return s;
}

static const grid_shape *shape; /* the grid the checks run on; NULL: the rectangle */

static sm *make(const sm_algo *a, uint32_t w, uint32_t h, uint64_t seed, unsigned k, maze **out)
{
    sm_settings s = settings_for(a, k);
    *out = shape ? maze_create_shaped(shape, w, h, NULL) : maze_create(w, h);
    if (!*out)
        return NULL;
    prep_for(a, *out, seed);
    return sm_create(a, *out, seed, &s);
}

static void unmake(sm *g, maze *m)
{
    sm_destroy(g);
    maze_destroy(m);
}

/* ---- the tables ---- */

static bool id_ok(const char *id)
{
    if (!id || !*id)
        return false;
    for (const char *p = id; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || *p == '-'))
            return false;
    return true;
}

static void check_tables(const sm_algo *a)
{
    CHECK(a->n_captions <= SM_MAX_CAPTIONS, "%s: %zu captions", a->id, a->n_captions);
    CHECK(a->n_events >= 1 && a->n_events <= 64 && a->main_event < a->n_events, "%s: %zu events, main %zu",
          a->id, a->n_events, a->main_event);
    uint64_t all = a->n_captions >= 64 ? UINT64_MAX : SM_CAP(a->n_captions) - 1;
    for (size_t i = 0; i < a->n_events; i++) {
        const sm_event *e = &a->events[i];
        CHECK(id_ok(e->id), "%s: event %zu id '%s'", a->id, i, e->id ? e->id : "(null)");
        CHECK(e->name.en && e->name.zh && *e->name.en && *e->name.zh, "%s: event %zu unnamed", a->id, i);
        CHECK(e->captions && !(e->captions & ~all), "%s: event %s names no caption or one that does not exist",
              a->id, e->id);
        for (size_t j = 0; j < i; j++)
            CHECK(strcmp(a->events[j].id, e->id) != 0, "%s: event id %s twice", a->id, e->id);
        CHECK(sm_event_find(a, e->id) == (int)i, "%s: sm_event_find(%s)", a->id, e->id);
    }
    CHECK(sm_event_find(a, "no-such-event") == -1, "%s: found an unknown event", a->id);
    uint64_t seen = 0;
    for (size_t i = 0; i < a->n_asks; i++) {
        const sm_ask *q = &a->asks[i];
        CHECK(q->captions && !(q->captions & ~all) && !(q->captions & seen),
              "%s: ask row %zu: captions missing, unknown or in an earlier row", a->id, i);
        seen |= q->captions;
        CHECK(q->from <= SM_NOTE_ARGS && q->to <= SM_NOTE_ARGS && q->cell <= SM_NOTE_ARGS,
              "%s: ask row %zu names an argument that does not exist", a->id, i);
    }
}

/* ---- events raised ---- */

/*
 * Every declared event is raised in some run (seeds x option values x
 * mazes). Some events hang on the mazes the solvers are given: the random
 * mouse gives up (cap=10, every third run) only on a maze it does not
 * solve in time, which none of the first 12 runs' was once Kruskal's
 * mazes changed with its keyed wall order.
 */
#define RUNS 24
static void check_raised(const sm_algo *a)
{
    uint64_t raised = 0, want = a->n_events >= 64 ? UINT64_MAX : (UINT64_C(1) << a->n_events) - 1;
    for (unsigned k = 0; k < RUNS && raised != want; k++) {
        maze *m;
        uint64_t seed = base_seed + k;
        sm *g = make(a, k % 2 ? 23 : 17, k % 2 ? 17 : 29, seed, k, &m);
        CHECK(g, "%s: out of memory", a->id);
        while (g && sm_step(g)) {
            raised |= sm_events_raised(g);
            sm_clear_changes(g);
        }
        if (g)
            raised |= sm_events_raised(g);
        unmake(g, m);
    }
    for (size_t i = 0; i < a->n_events; i++)
        CHECK(raised >> i & 1u, "%s: event %s never raised in %d runs (base seed %" PRIu64 ")", a->id,
              a->events[i].id, RUNS, base_seed);
}

/* ---- run to, back to ---- */

/* The steps of a run that raise ev, stepping one at a time; returns how many (at most max). */
static size_t scan(const sm_algo *a, uint64_t seed, unsigned k, size_t ev, uint64_t *steps, size_t max)
{
    maze *m;
    sm *g = make(a, 19, 13, seed, k, &m);
    size_t n = 0;
    while (g && !sm_done(g)) {
        sm_step(g);
        if ((sm_events_raised(g) >> ev & 1u) && n < max)
            steps[n++] = sm_steps(g);
    }
    unmake(g, m);
    return n;
}

static void check_run_and_back(const sm_algo *a)
{
    enum { MAX = 1 << 16 };
    static uint64_t want[MAX], prints[MAX];
    for (size_t ev = 0; ev < a->n_events; ev++) {
        uint64_t seed = base_seed + 100 + ev;
        unsigned k = (unsigned)ev;
        size_t n = scan(a, seed, k, ev, want, MAX);
        maze *m, *m2;
        sm *g = make(a, 19, 13, seed, k, &m), *ref = make(a, 19, 13, seed, k, &m2);
        if (!g || !ref || !sm_keep_history(g, 5 * (m->n + sm_memory(g)))) {
            CHECK(0, "%s: out of memory", a->id);
            unmake(g, m);
            unmake(ref, m2);
            continue;
        }
        size_t np = 0;
        do
            prints[np++] = state_print(ref);
        while (np < MAX && (sm_step(ref) || np <= sm_steps(ref)));
        size_t got = 0;
        bool bad = false;
        while (!bad && n < MAX && sm_run_to_event(g, ev, UINT64_MAX, NULL)) {
            bad = got >= n || sm_steps(g) != want[got];
            CHECK(!bad, "%s: run to %s #%zu stopped at step %" PRIu64 ", the scan says %" PRIu64, a->id,
                  a->events[ev].id, got + 1, sm_steps(g), got < n ? want[got] : 0);
            got++;
        }
        CHECK(bad || got == n, "%s: run to %s found %zu, the scan %zu", a->id, a->events[ev].id, got, n);
        uint64_t end = sm_steps(g);
        size_t from = n > 0 && want[n - 1] == end ? n - 1 : n; /* back from the last step: the one before */
        for (size_t i = from; !bad && i-- > 0;) {
            bad = !sm_back_to_event(g, ev) || sm_steps(g) != want[i] ||
                  (want[i] < np && state_print(g) != prints[want[i]]);
            CHECK(!bad, "%s: back to %s #%zu reached step %" PRIu64 ", want %" PRIu64 " (exact state)", a->id,
                  a->events[ev].id, i + 1, sm_steps(g), want[i]);
        }
        uint64_t at = sm_steps(g);
        CHECK(bad || !sm_back_to_event(g, ev), "%s: back to %s before the first one", a->id, a->events[ev].id);
        CHECK(sm_steps(g) == at && (at >= np || state_print(g) == prints[at]),
              "%s: a failed back search moved the machine", a->id);
        CHECK(n == 0 || end >= want[n - 1], "%s: ran past the end", a->id);
        unmake(g, m);
        unmake(ref, m2);
    }
}

/* ---- sizes (EVENT:len>=N) ---- */

/* Cells of kind k now. */
static uint32_t count_kind(const sm *g, sm_cell_kind k)
{
    const maze *m = sm_maze(g);
    uint32_t n = 0;
    for (uint32_t c = 0; c < m->n; c++)
        n += maze_exists(m, c) && sm_cell_mark(g, c).kind == k;
    return n;
}

/* The cells joined to c by open walls (a Kruskal set is exactly that). */
static uint64_t piece_of(const maze *m, uint32_t c)
{
    uint32_t *queue = malloc(m->n * sizeof *queue);
    bool *seen = calloc(m->n, 1);
    uint64_t n = 0;
    if (queue && seen && c < m->n) {
        queue[n++] = c;
        seen[c] = true;
        for (uint64_t i = 0; i < n; i++)
            for (unsigned s = 0; s < m->sides; s++) {
                uint32_t nb = maze_neighbor(m, queue[i], s);
                if (nb != MAZE_NONE && maze_is_open(m, queue[i], s) && !seen[nb]) {
                    seen[nb] = true;
                    queue[n++] = nb;
                }
            }
    }
    free(queue);
    free(seen);
    return n;
}

/* The walk, the maze and the frontier before a step, to measure what it did. */
typedef struct before {
    uint32_t walk, in_maze, frontier;
} before;

static before take_before(const sm *g)
{
    return (before){count_kind(g, SM_CELL_WALK) + count_kind(g, SM_CELL_HEAD), count_kind(g, SM_CELL_MAZE),
                    count_kind(g, SM_CELL_FRONTIER)};
}

/*
 * The size of the step g just took for event id, measured from the picture
 * and the maze instead of the note: UINT64_MAX where no such measure exists.
 */
static uint64_t measured(const sm *g, const char *id, before b)
{
    if (strcmp(id, "loop-erased") == 0)
        return b.walk - (count_kind(g, SM_CELL_WALK) + count_kind(g, SM_CELL_HEAD));
    if (strcmp(id, "walk-joins") == 0)
        return count_kind(g, SM_CELL_MAZE) - b.in_maze;
    if (strcmp(id, "frontier-grows") == 0)
        return count_kind(g, SM_CELL_FRONTIER) + 1 - b.frontier; /* the cell carved left the frontier */
    if (strcmp(id, "merge") == 0 || strcmp(id, "wall-kept") == 0)
        return piece_of(sm_maze(g), sm_get_note(g).arg[0]);
    if (strcmp(id, "goal") == 0 || strcmp(id, "path-left") == 0 || strcmp(id, "longest-path") == 0)
        return solve_path(g, NULL, 0);
    return UINT64_MAX;
}

/*
 * Every event with a size: named in both languages; every step that raises
 * it has a size of at least 1 (the one measured, where it can be) and no
 * other step has one; sm_run_to_event_sized() stops exactly on the steps
 * of a one-step scan whose size is at least the median size seen.
 */
static void check_sizes(const sm_algo *a)
{
    enum { MAX = 1 << 14 };
    static uint64_t at[MAX], size[MAX];
    for (size_t ev = 0; ev < a->n_events; ev++) {
        const sm_event *e = &a->events[ev];
        CHECK(!e->size.of == !(e->size.counts.en && *e->size.counts.en && e->size.counts.zh && *e->size.counts.zh),
              "%s: event %s: a size needs its words in both languages, and words a size", a->id, e->id);
        if (!e->size.of)
            continue;
        maze *m;
        uint64_t seed = 3 * (base_seed + 200 + ev), got; /* a multiple of 3: a solver's goal can be reached */
        sm *g = make(a, 19, 13, seed, (unsigned)ev, &m);
        size_t n = 0;
        while (g && !sm_done(g) && n < MAX) {
            before b = take_before(g);
            sm_step(g);
            bool raised = sm_events_raised(g) >> ev & 1u, sized = sm_event_size_of(g, ev, &got);
            CHECK(raised == sized, "%s: step %" PRIu64 ": %s %s but has %s size", a->id, sm_steps(g), e->id,
                  raised ? "raised" : "not raised", sized ? "a" : "no");
            if (!raised || !sized)
                continue;
            uint64_t want = measured(g, e->id, b);
            CHECK(got >= 1 && (want == UINT64_MAX || got == want), "%s: step %" PRIu64 ": %s of size %" PRIu64
                  ", measured %" PRIu64, a->id, sm_steps(g), e->id, got, want);
            at[n] = sm_steps(g);
            size[n++] = got;
        }
        unmake(g, m);
        CHECK(n > 0, "%s: %s never raised (seed %" PRIu64 ")", a->id, e->id, seed);
        uint64_t least = n ? size[n / 2] : 1;
        g = make(a, 19, 13, seed, (unsigned)ev, &m);
        for (size_t i = 0; g && i < n; i++) {
            if (size[i] < least)
                continue;
            bool hit = sm_run_to_event_sized(g, ev, least, UINT64_MAX, NULL);
            CHECK(hit && sm_steps(g) == at[i], "%s: run to %s:len>=%" PRIu64 " stopped at step %" PRIu64
                  ", the scan says %" PRIu64, a->id, e->id, least, sm_steps(g), at[i]);
        }
        CHECK(!g || !sm_run_to_event_sized(g, ev, least, UINT64_MAX, NULL), "%s: %s:len>=%" PRIu64
              " found past the last one", a->id, e->id, least);
        unmake(g, m);
    }
}

/* ---- predict ---- */

static bool neighbours(const maze *m, uint32_t a, uint32_t b)
{
    for (unsigned d = 0; d < m->sides; d++)
        if (maze_neighbor(m, a, d) == b)
            return true;
    return false;
}

/*
 * A cell that is not q's cell, no neighbour of it and none of the cells
 * that count (sm_answer_cells), or MAZE_NONE.
 */
static uint32_t wrong_cell(const sm *g, const sm_question *q)
{
    const maze *m = sm_maze(g);
    uint32_t *right = malloc(q->n_right * sizeof *right), found = MAZE_NONE;
    size_t n = right ? sm_answer_cells(g, q, right, q->n_right) : 0;
    for (uint32_t i = 0; right && i < m->n && found == MAZE_NONE; i++) {
        uint32_t c = (q->cell + 1 + i * 7919u) % m->n;
        bool counts = false;
        for (size_t k = 0; k < n && !counts; k++)
            counts = right[k] == c;
        if (c != q->cell && !neighbours(m, c, q->cell) && maze_exists(m, c) && !counts)
            found = c;
    }
    for (size_t k = 0; k < n; k++)
        CHECK(sm_answer_cell(g, q, right[k]), "step %" PRIu64 ": cell %u is listed as right but not taken",
              q->step, right[k]);
    free(right);
    return found;
}

/* Checks the answers to q on g (at the step asked); returns how many cell questions it checked. */
static unsigned check_answers(const sm *g, const sm_question *q, const char *what)
{
    const sm_algo *a = sm_algorithm(g);
    CHECK(sm_answer_line(q, q->line), "%s step %" PRIu64 ": the machine's own line is wrong", what, q->step);
    for (unsigned l = 0; l < a->code_lines; l++)
        CHECK(l == q->line || !sm_answer_line(q, l), "%s step %" PRIu64 ": line %u counts as right", what,
              q->step, l);
    if (q->choice_from != MAZE_NONE && q->choice_to != MAZE_NONE)
        CHECK(q->choice_side != MAZE_NO_SIDE && maze_neighbor(sm_maze(g), q->choice_from, q->choice_side) == q->choice_to,
              "%s step %" PRIu64 ": the choice is no arrow between neighbours", what, q->step);
    if (!q->cell_asked)
        return 0;
    CHECK(sm_answer_cell(g, q, q->cell), "%s step %" PRIu64 ": the real next cell is wrong", what, q->step);
    uint32_t w = wrong_cell(g, q);
    CHECK(w == MAZE_NONE || !sm_answer_cell(g, q, w), "%s step %" PRIu64 ": cell %u counts (real %u)", what,
          q->step, w, q->cell);
    return 1;
}

static void check_predict(const sm_algo *a)
{
    unsigned asked = 0, cells = 0, arrows = 0;
    for (unsigned k = 0; k < 3; k++) {
        uint64_t seed = base_seed + 200 + k;
        maze *m, *m2;
        uint32_t w = shape == &grid_polar ? 5 : 13, h = shape == &grid_polar ? 0 : 11;
        sm *g = make(a, w, h, seed, k, &m), *ref = make(a, w, h, seed, k, &m2);
        if (!g || !ref || !sm_keep_history(g, 1u << 20)) {
            CHECK(0, "%s: out of memory", a->id);
            unmake(g, m);
            unmake(ref, m2);
            continue;
        }
        char what[96];
        snprintf(what, sizeof what, "%s (seed %" PRIu64 ")", a->id, seed);
        bool bad = false;
        while (!sm_done(g) && !bad) {
            sm_step(g); /* a change log with something in it */
            if (sm_done(g))
                break;
            sm_step(ref);
            size_t n0, n1;
            const uint32_t *log0 = sm_changes(g, &n0);
            uint32_t first = n0 ? log0[0] : 0;
            uint64_t before = state_print(g);
            sm_question q;
            CHECK(sm_ask_next(g, &q), "%s: no question at step %" PRIu64, what, sm_steps(g));
            const uint32_t *log1 = sm_changes(g, &n1);
            bad = state_print(g) != before || n1 != n0 || (n1 && log1[0] != first);
            CHECK(!bad, "%s step %" PRIu64 ": asking changed the machine or its change log", what, sm_steps(g));
            CHECK(q.step == sm_steps(g) + 1, "%s: asked about step %" PRIu64 " at %" PRIu64, what, q.step,
                  sm_steps(g));
            cells += check_answers(g, &q, what);
            arrows += q.choice_from != MAZE_NONE && q.choice_to != MAZE_NONE;
            asked++;
            sm_step(g);
            sm_step(ref);
            sm_note n = sm_get_note(g);
            bad = bad || memcmp(&n, &q.note, sizeof n) != 0 || sm_events_raised(g) != q.events ||
                  state_print(g) != state_print(ref);
            CHECK(!bad, "%s step %" PRIu64 ": the step after answering is not the step peeked or a plain one",
                  what, sm_steps(g));
        }
        sm_question q;
        CHECK(!sm_ask_next(g, &q), "%s: a question after the end", what);
        unmake(g, m);
        unmake(ref, m2);
    }
    bool want_cells = false, want_arrows = false;
    for (size_t i = 0; i < a->n_asks; i++) {
        want_cells |= a->asks[i].cell != 0;
        want_arrows |= a->asks[i].from && a->asks[i].to;
    }
    CHECK(asked > 0 && (cells > 0 || !want_cells) && (arrows > 0 || !want_arrows),
          "%s%s%s: %u questions, %u with a cell, %u with an arrow", a->id, shape ? " on " : "",
          shape ? shape->id : "", asked, cells, arrows);
    printf("%s%s%s: %u questions, %u with a cell, %u with an arrow\n", a->id, shape ? " on " : "",
           shape ? shape->id : "", asked, cells, arrows);
}

/*
 * Issue 28 item 7: predict accepts exactly the cells the step could take.
 * BFS takes the queue's front, so another queued cell at the same distance
 * is wrong (it counted before); Prim takes any frontier cell, so each one
 * is right and the question says several were.
 */
static void check_exact_cells(void)
{
    const sm_algo *bfs = solve_find("bfs"), *prim = gen_find("prim");
    maze *m;
    sm *g = make(bfs, 9, 7, base_seed + 31, 0, &m);
    bool tie = false;
    while (g && !sm_done(g) && !tie) {
        sm_structure st;
        sm_structure_of(g, &st);
        tie = st.n >= 2 && st.key_value[0] == st.key_value[1];
        if (!tie)
            sm_step(g);
    }
    sm_question q;
    sm_structure st;
    CHECK(tie && sm_ask_next(g, &q) && sm_structure_of(g, &st), "bfs: no step with two queued cells at one distance");
    if (tie) {
        CHECK(q.cell == st.cell[0] && q.n_right == 1, "bfs: %zu cells count, the front is %u (asked %u)", q.n_right,
              st.cell[0], q.cell);
        CHECK(!sm_answer_cell(g, &q, st.cell[1]), "bfs: %u, queued after the front %u at the same distance, counts",
              st.cell[1], st.cell[0]);
    }
    unmake(g, m);
    g = make(prim, 9, 7, base_seed + 31, 0, &m);
    for (int i = 0; g && i < 10; i++)
        sm_step(g);
    CHECK(g && sm_ask_next(g, &q) && q.cell_asked, "prim: no cell question");
    uint32_t *right = g ? malloc(m->n * sizeof *right) : NULL;
    size_t n = right ? sm_answer_cells(g, &q, right, m->n) : 0;
    size_t frontier = 0;
    for (uint32_t c = 0; g && c < m->n; c++)
        if (sm_cell_mark(g, c).kind == SM_CELL_FRONTIER) {
            frontier++;
            CHECK(sm_answer_cell(g, &q, c), "prim: frontier cell %u does not count", c);
        }
    CHECK(n == q.n_right && n == frontier && n > 1, "prim: %zu cells count of %zu frontier cells", n, frontier);
    free(right);
    unmake(g, m);
}

int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : NULL;
    base_seed = test_seed("test_events", 20270117);
    size_t checked = 0;
    for (size_t i = 0; i < ALGO_COUNT; i++) {
        const sm_algo *a = algo_at(i);
        if (only && strcmp(only, a->id) != 0)
            continue;
        check_tables(a);
        check_raised(a);
        check_run_and_back(a);
        check_sizes(a);
        check_predict(a);
        for (size_t s = 1; s < grid_shape_count; s++) { /* predict on the other grids the algorithm fits */
            shape = grid_shapes[s];
            maze *probe = maze_create_shaped(shape, shape == &grid_polar ? 5 : 13, shape == &grid_polar ? 0 : 11, NULL);
            if (probe && sm_algo_fits(a, probe))
                check_predict(a);
            maze_destroy(probe);
            shape = NULL;
        }
        checked++;
    }
    if (checked == 0) {
        fprintf(stderr, "test_events: no algorithm '%s'\n", only);
        return 1;
    }
    if (!only)
        check_exact_cells();
    return check_exit("test_events");
}
