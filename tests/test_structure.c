/*
 * test_structure.c - the working data structures (sm_structure_of, issue
 * 21, item 7) against the machines' own marks and steps, after every step
 * of whole runs: the size is the figure that counts the structure; as
 * many cells are listed as fit (none once a search is over: its arrays
 * hold the path); a stack's first cell is the current cell and every
 * listed cell is marked on the stack; a queue's or open list's cells are
 * marked as waiting, their numbers never fall, and its first cell is the
 * one the next step takes (the order they come out); A*'s cell just taken
 * is the one the step took, with the g and h the figures show and f = g
 * + h. Growing Tree's active list and Prim's frontier: their size and
 * their cells' marks. Every algorithm without a structure says so.
 */
#include <string.h>

#include "check.h"
#include "mazeviz/gen.h"
#include "mazeviz/solve.h"

static uint64_t figure(const sm *g, const char *label)
{
    sm_figure fig[SM_MAX_FIGURES];
    size_t n = sm_figures(g, fig);
    for (size_t i = 0; i < n; i++)
        if (strcmp(fig[i].label.en, label) == 0)
            return fig[i].value;
    return SM_FIGURE_NONE;
}

static bool marked(const sm *g, uint32_t c, uint8_t kind)
{
    uint8_t k = sm_cell_mark(g, c).kind;
    return k == kind || k == SM_CELL_START || k == SM_CELL_GOAL || k == SM_CELL_PATH;
}

/*
 * count: the label of the figure that counts the structure; queue: a
 * queue or open list (its first cell taken next), else a stack (its first
 * the current cell); mark: the list's cells' mark (SM_CELL_KINDS: as a
 * queue's or stack's), checked with the size alone.
 */
static void check_run(const sm_algo *a, maze *m, uint64_t seed, const char *count, bool queue, unsigned mark)
{
    sm *g = sm_create(a, m, seed, NULL);
    size_t bad = 0, steps = 0;
    for (; g; steps++) {
        sm_structure s;
        bad += !sm_structure_of(g, &s);
        bad += s.size != figure(g, count);
        bool over = sm_done(g) && queue;
        size_t want = over ? 0 : s.size < SM_SHOW_CELLS ? (size_t)s.size : SM_SHOW_CELLS;
        bad += s.n != want;
        for (size_t i = 0; i < s.n && mark < SM_CELL_KINDS; i++) {
            uint8_t k = sm_cell_mark(g, s.cell[i]).kind;
            bad += k != mark && k != SM_CELL_CHOSEN;
        }
        for (size_t i = 0; i < s.n && mark == SM_CELL_KINDS; i++) {
            bad += !marked(g, s.cell[i], queue ? SM_CELL_FRONTIER : i == 0 ? SM_CELL_CURRENT : SM_CELL_STACK);
            bad += queue && i > 0 && s.key_value[i] < s.key_value[i - 1];
        }
        if (s.focus != MAZE_NONE) {
            uint64_t gv = figure(g, "g (steps taken)"), hv = figure(g, "h (estimate left)");
            bad += s.focus != sm_get_note(g).arg[0] || s.value[0] != gv || s.value[1] != hv ||
                   s.value[2] != gv + hv;
        }
        if (sm_done(g))
            break;
        uint32_t next = s.n ? s.cell[0] : MAZE_NONE;
        sm_step(g);
        if (queue && mark == SM_CELL_KINDS && next != MAZE_NONE && !(sm_done(g) && solve_result(g) == SOLVE_UNREACHABLE))
            bad += sm_get_note(g).arg[0] != next;
        if (bad) {
            CHECK(bad == 0, "%s: the structure is wrong at step %zu", a->id, steps);
            break;
        }
    }
    printf("ok %s: %zu steps\n", a->id, steps);
    sm_destroy(g);
}

int main(void)
{
    uint64_t seed = test_seed("test_structure", 11);
    maze *m = maze_create(30, 20);
    check_run(gen_find("backtracker"), m, seed, "stack depth", false, SM_CELL_KINDS);
    check_run(gen_find("growing-tree"), m, seed, "active list", false, SM_CELL_STACK);
    check_run(gen_find("prim"), m, seed, "frontier", false, SM_CELL_FRONTIER);
    gen_settings set;
    memset(&set, 0, sizeof set);
    for (int braid = 0; braid <= 40; braid += 40) {
        if (!gen_generate(gen_find("wilson"), m, seed, &set) || (braid && !gen_braid_maze(m, seed, (unsigned)braid)))
            CHECK(false, "no maze");
        check_run(solve_find("dfs"), m, seed, "stack depth", false, SM_CELL_KINDS);
        check_run(solve_find("bfs"), m, seed, "queue", true, SM_CELL_KINDS);
        check_run(&solve_distance, m, seed, "queue", true, SM_CELL_KINDS);
        check_run(solve_find("astar"), m, seed, "open list", true, SM_CELL_KINDS);
    }
    for (size_t i = 0; i < gen_algo_count; i++) {
        sm *g = sm_create(gen_algos[i], m, seed, NULL);
        sm_structure s;
        CHECK(!g || sm_structure_of(g, &s) == (gen_algos[i]->structure != NULL), "%s: structure says otherwise",
              gen_algos[i]->id);
        sm_destroy(g);
    }
    maze_destroy(m);
    return check_exit("test_structure");
}
