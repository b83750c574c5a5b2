/*
 * challenge.c - the challenges and their judges (challenge.h). Each judge
 * runs solvers to the end on the maze (solve.h) or takes its figures
 * (stats.h) and compares them with the task's threshold; the reason is
 * written in English and Chinese with the figures it compared.
 */
#include "mazeviz/challenge.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mazeviz/grid.h"
#include "mazeviz/solve.h"
#include "mazeviz/stats.h"

#define MOUSE_SEED 1   /* the random mouse's seed in the braid challenge (docs/teaching.md) */
#define MOUSE_STEPS 1000

/* What one solver run told: its outcome, steps, cells visited and path length in passages. */
typedef struct run_result {
    solve_outcome outcome;
    uint64_t steps;
    uint32_t visited;
    uint32_t path; /* passages; 0 when no path */
} run_result;

/* Runs solver id on m from -> to to the end; false when memory ran out. */
static bool run(const char *id, maze *m, uint32_t from, uint32_t to, uint64_t seed, run_result *r)
{
    sm_settings s = sm_default_settings();
    s.from = from;
    s.to = to;
    sm *g = sm_create(solve_find(id), m, seed, &s);
    if (!g)
        return false;
    sm_finish(g);
    r->outcome = solve_result(g);
    r->steps = sm_steps(g);
    r->visited = solve_visited(g);
    size_t cells = solve_path(g, NULL, 0);
    r->path = r->outcome == SOLVE_FOUND && cells > 0 ? (uint32_t)(cells - 1) : 0;
    sm_destroy(g);
    return true;
}

/* Writes the reason in both languages (en and zh formats take the same arguments); returns v. */
static challenge_verdict say(challenge_verdict v, challenge_why *why, const char *en, const char *zh, ...)
{
    va_list ap;
    va_start(ap, zh);
    va_list ap2;
    va_copy(ap2, ap);
    vsnprintf(why->en, sizeof why->en, en, ap);
    vsnprintf(why->zh, sizeof why->zh, zh, ap2);
    va_end(ap2);
    va_end(ap);
    return v;
}

static challenge_verdict no_memory(challenge_why *why)
{
    return say(CHALLENGE_NO_MEMORY, why, "out of memory", "没有内存");
}

/* The shortest path in passages, or fails (why) when the goal cannot be reached. */
static challenge_verdict reachable(maze *m, uint32_t from, uint32_t to, run_result *bfs, challenge_why *why)
{
    if (!run("bfs", m, from, to, 0, bfs))
        return no_memory(why);
    if (bfs->outcome != SOLVE_FOUND)
        return say(CHALLENGE_FAILED, why, "the goal cannot be reached from the start",
                   "从起点走不到终点");
    return CHALLENGE_PASSED;
}

static challenge_verdict judge_wall_follower(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    run_result bfs, wf;
    challenge_verdict v = reachable(m, from, to, &bfs, why);
    if (v != CHALLENGE_PASSED)
        return v;
    if (!run("wall-follower", m, from, to, 0, &wf))
        return no_memory(why);
    if (wf.outcome == SOLVE_FOUND)
        return say(CHALLENGE_FAILED, why, "the wall follower reaches the goal in %" PRIu64 " steps",
                   "沿墙走法用 %" PRIu64 " 步走到了终点", wf.steps);
    return say(CHALLENGE_PASSED, why, "the wall follower never reaches the goal (BFS: %" PRIu32 " passages)",
               "沿墙走法走不到终点（BFS：%" PRIu32 " 条通道）", bfs.path);
}

static challenge_verdict judge_astar(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    run_result bfs, astar;
    challenge_verdict v = reachable(m, from, to, &bfs, why);
    if (v != CHALLENGE_PASSED)
        return v;
    if (!run("astar", m, from, to, 0, &astar))
        return no_memory(why);
    uint64_t pct = bfs.visited ? (uint64_t)astar.visited * 100 / bfs.visited : 0;
    return say(astar.visited * 10u >= bfs.visited * 9u ? CHALLENGE_PASSED : CHALLENGE_FAILED, why,
               "A* explored %" PRIu32 " cells, %" PRIu64 " %% of BFS's %" PRIu32 " (needs 90 %%)",
               "A* 探索了 %" PRIu32 " 格，即 %" PRIu64 " %%，BFS 探索了 %" PRIu32 " 格（需要 90 %%）", astar.visited, pct,
               bfs.visited);
}

/* The maze's checks (stats.h) from -> to; false when memory ran out. */
static bool checks(const maze *m, uint32_t from, uint32_t to, maze_checks *k)
{
    return maze_checks_compute(m, from, to, k);
}

static challenge_verdict not_perfect(const maze_checks *k, challenge_why *why)
{
    return say(CHALLENGE_FAILED, why, "not a perfect maze: %" PRIu64 " loops, %" PRIu64 " cells unreachable",
               "不是完美迷宫：%" PRIu64 " 个环，%" PRIu64 " 格走不到", k->loops, k->unreachable);
}

#define DEAD_ENDS 12

static challenge_verdict judge_dead_ends(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    maze_checks k;
    if (!checks(m, from, to, &k))
        return no_memory(why);
    if (!k.perfect)
        return not_perfect(&k, why);
    return say(k.dead_ends == DEAD_ENDS ? CHALLENGE_PASSED : CHALLENGE_FAILED, why,
               "%" PRIu64 " dead ends (needs exactly %d)", "%" PRIu64 " 个死胡同（需要正好 %d 个）", k.dead_ends,
               DEAD_ENDS);
}

#define LONGEST 50 /* cells on the shortest path of an 8x8 maze, corner to corner (63 at most) */

static challenge_verdict judge_longest(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    maze_checks k;
    if (!checks(m, from, to, &k))
        return no_memory(why);
    if (k.solution == 0)
        return say(CHALLENGE_FAILED, why, "the goal cannot be reached from the start", "从起点走不到终点");
    return say(k.solution >= LONGEST ? CHALLENGE_PASSED : CHALLENGE_FAILED, why,
               "the shortest path has %" PRIu64 " cells (needs %d or more)",
               "最短路径有 %" PRIu64 " 格（需要 %d 格以上）", k.solution, LONGEST);
}

static challenge_verdict judge_dfs(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    run_result bfs, dfs;
    challenge_verdict v = reachable(m, from, to, &bfs, why);
    if (v != CHALLENGE_PASSED)
        return v;
    if (!run("dfs", m, from, to, 0, &dfs))
        return no_memory(why);
    return say(dfs.path >= 3u * bfs.path ? CHALLENGE_PASSED : CHALLENGE_FAILED, why,
               "DFS's path has %" PRIu32 " passages, the shortest %" PRIu32 " (needs 3 times as many)",
               "DFS 的路径有 %" PRIu32 " 条通道，最短路径 %" PRIu32 " 条（需要不少于最短路径 × 3）", dfs.path, bfs.path);
}

static challenge_verdict judge_mouse(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    maze_checks k;
    run_result bfs, mouse;
    if (!checks(m, from, to, &k))
        return no_memory(why);
    if (k.dead_ends > 0)
        return say(CHALLENGE_FAILED, why, "not a braid maze: %" PRIu64 " dead ends (needs none)",
                   "不是无死胡同迷宫：有 %" PRIu64 " 个死胡同（需要 0 个）", k.dead_ends);
    challenge_verdict v = reachable(m, from, to, &bfs, why);
    if (v != CHALLENGE_PASSED)
        return v;
    if (!run("random-mouse", m, from, to, MOUSE_SEED, &mouse))
        return no_memory(why);
    return say(mouse.steps > MOUSE_STEPS ? CHALLENGE_PASSED : CHALLENGE_FAILED, why,
               "the random mouse (seed %d) took %" PRIu64 " steps (needs more than %d)",
               "随机老鼠（种子 %d）走了 %" PRIu64 " 步（需要多于 %d 步）", MOUSE_SEED, mouse.steps, MOUSE_STEPS);
}

static challenge_verdict judge_pledge(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    run_result pledge, wf;
    if (!run("pledge", m, from, to, 0, &pledge) || !run("wall-follower", m, from, to, 0, &wf))
        return no_memory(why);
    if (pledge.outcome != SOLVE_FOUND)
        return say(CHALLENGE_FAILED, why, "Pledge does not reach the goal", "Pledge 算法走不到终点");
    if (wf.outcome == SOLVE_FOUND)
        return say(CHALLENGE_FAILED, why, "the wall follower reaches the goal too (%" PRIu64 " steps)",
                   "沿墙走法也走到了终点（%" PRIu64 " 步）", wf.steps);
    return say(CHALLENGE_PASSED, why, "Pledge reaches the goal in %" PRIu64 " steps, the wall follower never",
               "Pledge 算法用 %" PRIu64 " 步走到终点，沿墙走法走不到", pledge.steps);
}

/*
 * The generators' looks, measured by --stats on 16x12 (200 mazes): the
 * backtracker 11 % dead ends and corridors of 4.9 passages, Prim 35 % and
 * 1.6. The thresholds sit between them.
 */
static challenge_verdict judge_looks(maze *m, bool backtracker, challenge_why *why)
{
    maze_stats st;
    maze_checks k;
    if (!checks(m, MAZE_NONE, MAZE_NONE, &k) || !maze_stats_compute(m, &st))
        return no_memory(why);
    if (!k.perfect)
        return not_perfect(&k, why);
    uint64_t pct = st.cells ? st.dead_ends * 100 / st.cells : 0;
    bool ok = backtracker ? pct <= 15 && st.mean_corridor >= 3.5 : pct >= 30 && st.mean_corridor <= 2.0;
    return say(ok ? CHALLENGE_PASSED : CHALLENGE_FAILED, why,
               backtracker ? "dead ends %" PRIu64 " %% (needs 15 %% or less), corridors %.1f passages (needs 3.5 or more)"
                           : "dead ends %" PRIu64 " %% (needs 30 %% or more), corridors %.1f passages (needs 2.0 or less)",
               backtracker ? "死胡同 %" PRIu64 " %%（需要不多于 15 %%），通道平均 %.1f 条（需要 3.5 以上）"
                           : "死胡同 %" PRIu64 " %%（需要 30 %% 以上），通道平均 %.1f 条（需要不多于 2.0）",
               pct, st.mean_corridor);
}

static challenge_verdict judge_backtracker(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    (void)from;
    (void)to;
    return judge_looks(m, true, why);
}

static challenge_verdict judge_prim(maze *m, uint32_t from, uint32_t to, challenge_why *why)
{
    (void)from;
    (void)to;
    return judge_looks(m, false, why);
}

const challenge challenges[] = {
    {"wall-follower", 12, 8, CHALLENGE_TO_CENTRE, {"Defeat the wall follower", "难倒沿墙走法"},
     {"Build a maze where the goal in the centre can be reached, but the wall follower never gets there.",
      "做一个迷宫：中间的终点可以走到，但沿墙走法永远走不到。"},
     judge_wall_follower},
    {"astar-bfs", 12, 8, CHALLENGE_CORNERS, {"Make A* work hard", "让 A* 多探索"},
     {"Build a maze where A* explores at least 90 % of the cells BFS explores.",
      "做一个迷宫：A* 探索的格子至少是 BFS 的 90 %。"},
     judge_astar},
    {"dead-ends", 10, 10, CHALLENGE_CORNERS, {"Exactly 12 dead ends", "正好 12 个死胡同"},
     {"Build a perfect 10x10 maze with exactly 12 dead ends.", "做一个 10x10 的完美迷宫，正好有 12 个死胡同。"},
     judge_dead_ends},
    {"longest", 8, 8, CHALLENGE_CORNERS, {"The longest way", "最长的路"},
     {"Build an 8x8 maze whose shortest path from corner to corner has 50 cells or more.",
      "做一个 8x8 的迷宫，从一角到对角的最短路径有 50 格以上。"},
     judge_longest},
    {"dfs-detour", 12, 8, CHALLENGE_CORNERS, {"Lead DFS astray", "让 DFS 走远路"},
     {"Build a maze where DFS's path is at least 3 times as long as the shortest path.",
      "做一个迷宫：DFS 找到的路径长度至少为最短路径 × 3。"},
     judge_dfs},
    {"mouse", 16, 16, CHALLENGE_CORNERS, {"Tire the random mouse", "难住随机老鼠"},
     {"Build a maze with no dead ends where the random mouse (seed 1) needs more than 1000 steps.",
      "做一个没有死胡同的迷宫，让随机老鼠（种子 1）走多于 1000 步。"},
     judge_mouse},
    {"pledge", 12, 8, CHALLENGE_FROM_CENTRE, {"Pledge wins", "Pledge 走得出去"},
     {"Build a maze where Pledge gets out from the centre and the wall follower does not.",
      "做一个迷宫：从中间出发，Pledge 算法能走出去，沿墙走法不能。"},
     judge_pledge},
    {"looks-backtracker", 16, 12, CHALLENGE_CORNERS, {"Like the backtracker", "像回溯法"},
     {"Build a perfect maze that looks made by the backtracker: 15 % dead ends or fewer, long corridors (3.5 or more).",
      "做一个像回溯法生成的完美迷宫：死胡同不多于 15 %，通道长（平均 3.5 以上）。"},
     judge_backtracker},
    {"looks-prim", 16, 12, CHALLENGE_CORNERS, {"Like Prim's", "像 Prim 算法"},
     {"Build a perfect maze that looks made by Prim's algorithm: 30 % dead ends or more, short corridors (2.0 or less).",
      "做一个像 Prim 算法生成的完美迷宫：死胡同 30 % 以上，通道短（平均不多于 2.0）。"},
     judge_prim},
};
const size_t challenge_count = sizeof challenges / sizeof challenges[0];

const challenge *challenge_find(const char *id)
{
    for (size_t i = 0; i < challenge_count; i++)
        if (strcmp(challenges[i].id, id) == 0)
            return &challenges[i];
    return NULL;
}

void challenge_ends_of(const challenge *c, uint32_t *from, uint32_t *to)
{
    uint32_t centre = (c->h / 2) * c->w + c->w / 2, last = c->w * c->h - 1;
    *from = c->ends == CHALLENGE_FROM_CENTRE ? centre : 0;
    *to = c->ends == CHALLENGE_TO_CENTRE ? centre : last;
}

challenge_verdict challenge_judge(const challenge *c, const maze *m, challenge_why *why)
{
    if (!grid_is_default(m->shape) || m->live || m->w != c->w || m->h != c->h)
        return say(CHALLENGE_FAILED, why, "the maze must be %" PRIu32 "x%" PRIu32 " (a rectangle without a mask)",
                   "迷宫必须是 %" PRIu32 "x%" PRIu32 " 的矩形（没有遮罩）", c->w, c->h);
    maze *copy = maze_create_like(m); /* the solvers take a maze they could write: give them a copy */
    if (!copy)
        return no_memory(why);
    memcpy(copy->cells, m->cells, m->n);
    uint32_t from, to;
    challenge_ends_of(c, &from, &to);
    challenge_verdict v = c->judge(copy, from, to, why);
    maze_destroy(copy);
    return v;
}
