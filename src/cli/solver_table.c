/*
 * solver_table.c - mazeviz --solver-table: which solver succeeds on which
 * maze. Every solver of the registry runs from --from to --to on the same
 * --count mazes (--algo with its options and --opt braid=P, on --grid with
 * --mask; seeds N0, N0+1, ... as --headless makes them; a solver that
 * draws numbers, the random mouse, is seeded with its maze's seed), and
 * each gets one row:
 *
 *   solved        mazes where it reached the goal ("97/100"; csv: 97)
 *   length_ratio  its path over the shortest, in passages, averaged over
 *                 the mazes it solved ("-", csv: empty, when none)
 *   visited       cells it visited (solve_visited), mean over all mazes
 *   steps         its steps, mean over all mazes
 *
 * aligned under '#' lines that say what ran, or with --format csv a header
 * row and one row per solver, its id first. With --lang zh the '#' lines and
 * the column heads are Chinese and each row ends with the solver's Chinese
 * name (ids stay: they are what --solve takes); csv stays as it is. The figures are the core's;
 * this file only runs, averages and prints.
 */
#include "solver_table.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "settings/grid_cli.h"
#include "mazeviz/grid.h"
#include "mazeviz/stats.h"

#define SOLVER_TABLE_DEFAULT_COUNT 100
#define MAX_SOLVERS 32

typedef struct row {
    uint64_t solved;
    double ratio, visited, steps; /* sums */
} row;

/* The shortest distance in passages from `from` to `to` (UINT32_MAX: none); false on no memory. */
static bool shortest(const maze *m, uint32_t from, uint32_t to, uint32_t *out)
{
    uint32_t cells;
    if (!maze_shortest_path(m, from, to, NULL, &cells))
        return false;
    *out = cells ? cells - 1 : UINT32_MAX;
    return true;
}

/* Runs solver s on m (from, to), seeded with seed, and adds its figures to r; false on no memory. */
static bool measure(const sm_algo *s, maze *m, uint32_t from, uint32_t to, uint32_t best, uint64_t seed, row *r)
{
    sm_settings set = sm_default_settings();
    set.from = from;
    set.to = to;
    sm *g = sm_create(s, m, seed, &set);
    if (!g)
        return false;
    sm_finish(g);
    size_t len = solve_path(g, NULL, 0);
    if (solve_result(g) == SOLVE_FOUND) {
        r->solved++;
        r->ratio += best == 0 ? 1.0 : (double)(len - 1) / (double)best;
    }
    r->visited += solve_visited(g);
    r->steps += (double)sm_steps(g);
    sm_destroy(g);
    return true;
}

/* Fills rows[] over `count` mazes; 0, or the exit code after one line on stderr. */
static int run_all(const cli_args *a, maze *m, uint64_t seed, uint64_t count, row *rows)
{
    uint32_t from = a->from == MAZE_NONE ? maze_first_cell(m) : a->from;
    uint32_t to = a->to == MAZE_NONE ? maze_last_cell(m) : a->to;
    for (uint64_t i = 0; i < count; i++) {
        uint32_t best;
        if (!gen_generate(a->algo, m, seed + i, &a->settings) || !gen_braid_maze(m, seed + i, a->braid) ||
            !shortest(m, from, to, &best)) {
            fprintf(stderr, "mazeviz: out of memory for maze %" PRIu64 "\n", seed + i);
            return 1;
        }
        if (best == UINT32_MAX) { /* cli_prepare keeps masks in one piece: not expected */
            fprintf(stderr, "mazeviz: maze %" PRIu64 ": the goal cannot be reached from the start\n", seed + i);
            return 1;
        }
        for (size_t k = 0; k < solve_algo_count && k < MAX_SOLVERS; k++)
            if (!measure(solve_algos[k], m, from, to, best, seed + i, &rows[k])) {
                fprintf(stderr, "mazeviz: out of memory solving maze %" PRIu64 " with %s\n", seed + i,
                        solve_algos[k]->id);
                return 1;
            }
    }
    return 0;
}

/* The '#' lines in Chinese: what ran, and what the columns mean. */
static void print_header_zh(const cli_args *a, uint64_t seed, uint64_t count, const char *from, const char *to)
{
    char size[64], line[512];
    grid_size_name(a->grid, a->w, a->h, GRID_SIZE_NOUN, SM_LANG_ZH, size, sizeof size);
    snprintf(line, sizeof line,
             "# 求解器对比：%s，%s %s网格%s，去死胡同 %u%%，%s 个迷宫，种子 %" PRIu64 " 到 %" PRIu64
             "，从 %s 到 %s",
             sm_tr(a->algo->name, SM_LANG_ZH), size, sm_tr(a->grid->name, SM_LANG_ZH), a->cells ? "（带遮罩）" : "",
             a->braid, sm_count(count).s, seed, seed + count - 1, from, to);
    sm_zh_spacing(line);
    printf("%s\n", line);
    printf("# 成功：到达终点的迷宫数；路径比：找到的路径与最短路径之比（只算成功的迷宫）；\n"
           "# 访问：访问过的格数；步数：所用的步数（都是所有迷宫的平均值）\n");
}

/* The '#' lines: what ran, and what the columns mean. */
static void print_header(const cli_args *a, const maze *m, uint64_t seed, uint64_t count)
{
    char grid[96], from[64], to[64];
    sm_lang l = a->lang == SM_LANG_ZH ? SM_LANG_ZH : SM_LANG_EN;
    cli_grid_name(a, grid, sizeof grid);
    grid_cell_name(m, a->from == MAZE_NONE ? maze_first_cell(m) : a->from, l, from, sizeof from);
    grid_cell_name(m, a->to == MAZE_NONE ? maze_last_cell(m) : a->to, l, to, sizeof to);
    if (l == SM_LANG_ZH) {
        print_header_zh(a, seed, count, from, to);
        return;
    }
    printf("# solver table: %s on %s%s, braid %u %%, %s maze%s, seeds %" PRIu64 " to %" PRIu64
           ", from %s to %s\n", a->algo->id, grid, a->cells ? " with a mask" : "", a->braid, sm_count(count).s,
           count == 1 ? "" : "s", seed, seed + count - 1, from, to);
    printf("# solved: mazes where it reached the goal; length_ratio: its path over the shortest (solved mazes);\n"
           "# visited: cells it visited; steps: its steps (means over all mazes)\n");
}

/* Prints s right-aligned in width columns, a Chinese character taking two. */
static void print_right(const char *s, int width)
{
    int cols = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        cols += (*p & 0xc0) != 0x80 ? (*p >= 0xe3 ? 2 : 1) : 0;
    printf("%*s%s", width > cols ? width - cols : 0, "", s);
}

static void print_table(const row *rows, uint64_t count, sm_lang l)
{
    static const char *const zh_heads[] = {"成功", "路径比", "访问", "步数", "名称"};
    static const int widths[] = {12, 14, 11, 13, 7}; /* the rows' columns with their spaces; the name after 3 */
    if (l == SM_LANG_ZH) {
        printf("求解器%12s", ""); /* 18 columns: three two-column characters */
        for (int i = 0; i < 5; i++)
            print_right(zh_heads[i], widths[i]);
        printf("\n");
    } else {
        printf("%-18s %11s %13s %10s %12s\n", "solver", "solved", "length_ratio", "visited", "steps");
    }
    for (size_t k = 0; k < solve_algo_count && k < MAX_SOLVERS; k++) {
        const row *r = &rows[k];
        char solved[72], ratio[24];
        snprintf(solved, sizeof solved, "%s/%s", sm_count(r->solved).s, sm_count(count).s);
        if (r->solved)
            snprintf(ratio, sizeof ratio, "%.2f", r->ratio / (double)r->solved);
        else
            snprintf(ratio, sizeof ratio, "-");
        printf("%-18s %11s %13s %10.1f %12.1f", solve_algos[k]->id, solved, ratio, r->visited / (double)count,
               r->steps / (double)count);
        printf(l == SM_LANG_ZH ? "   %s\n" : "\n", sm_tr(solve_algos[k]->name, SM_LANG_ZH));
    }
}

static void print_csv(const row *rows, uint64_t count)
{
    printf("solver,solved,length_ratio,visited,steps\n");
    for (size_t k = 0; k < solve_algo_count && k < MAX_SOLVERS; k++) {
        const row *r = &rows[k];
        printf("%s,%" PRIu64 ",", solve_algos[k]->id, r->solved);
        if (r->solved)
            printf("%.4f", r->ratio / (double)r->solved);
        printf(",%.4f,%.4f\n", r->visited / (double)count, r->steps / (double)count);
    }
}

int solver_table_run(const cli_args *a)
{
    uint64_t seed = a->seed_given ? a->seed : cli_random_seed();
    uint64_t count = a->count_given ? a->count : SOLVER_TABLE_DEFAULT_COUNT;
    if (!a->seed_given)
        fprintf(stderr, "mazeviz: seed %" PRIu64 "\n", seed);
    maze *m = cli_maze(a);
    row rows[MAX_SOLVERS] = {{0, 0, 0, 0}};
    if (!m) {
        char grid[96];
        cli_grid_name(a, grid, sizeof grid);
        fprintf(stderr, "mazeviz: out of memory for %s\n", grid);
        return 1;
    }
    int rc = run_all(a, m, seed, count, rows);
    if (rc == 0 && a->format == FORMAT_CSV) {
        print_csv(rows, count);
    } else if (rc == 0) {
        print_header(a, m, seed, count);
        print_table(rows, count, a->lang == SM_LANG_ZH ? SM_LANG_ZH : SM_LANG_EN);
    }
    maze_destroy(m);
    return rc;
}
