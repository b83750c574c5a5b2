/*
 * test_contract.c - the step contract's assertions (MAZEVIZ_ASSERT, on in
 * every build but -Dasserts=false): a broken algorithm that touches a cell
 * past the maze, logs one through sm_log_put, touches a side that is not
 * one, names a pseudocode line or caption it does not have, carves a wall
 * of no cell or allocates in a step must stop at that call (abort), not
 * corrupt a renderer later. Run as `test_contract CASE`; meson expects
 * each case to fail. With the asserts configured out the cases skip (77).
 */
#include <stdio.h>
#include <string.h>

#include "../src/core/sm_impl.h"

static const char *which;

static const sm_text code[] = {{"one line", "一行"}};
static const sm_text captions[] = {{"a caption", "说明"}};

static bool init(sm *m)
{
    (void)m;
    return true;
}

static uint64_t run(sm *m, uint64_t max)
{
    (void)max;
    uint32_t n = m->m->n;
    if (strcmp(which, "touch") == 0) {
        sm_touch(m, n); /* one past the last cell: the Eller bug's kind */
    } else if (strcmp(which, "log") == 0) {
        sm_log l = sm_log_open(m);
        sm_log_put(&l, n + 7);
        sm_log_close(m, l);
    } else if (strcmp(which, "wall") == 0) {
        sm_touch_wall(m, 0, (maze_dir)m->m->sides);
    } else if (strcmp(which, "line") == 0) {
        sm_say(m, 1, 0, 0, 0, 0, 0);
    } else if (strcmp(which, "caption") == 0) {
        sm_say(m, 0, 1, 0, 0, 0, 0);
    } else if (strcmp(which, "carve") == 0) {
        maze_carve(m->m, n, 0);
    } else if (strcmp(which, "alloc") == 0) {
        (void)sm_alloc(m, 1, 1); /* a step never allocates */
    } else {
        sm_touch(m, n - 1); /* "ok": the last cell is fine */
        sm_say(m, 0, 0, 0, 0, 0, 0);
    }
    m->done = true;
    return 1;
}

static sm_cell cell(const sm *m, uint32_t c)
{
    (void)m;
    (void)c;
    return (sm_cell){SM_CELL_MAZE, 0, 0};
}

static size_t figures(const sm *m, sm_figure *out)
{
    (void)m;
    (void)out;
    return 0;
}

static const sm_legend legend[] = {{SM_MARK_CELL, SM_CELL_MAZE, {NULL, NULL}}};
static const sm_event events[] = {{.id = "done", .name = {"done", "完成"}, .captions = SM_CAP(0)}};

static const sm_algo broken = {
    .kind = SM_SOLVER, .id = "broken", .name = {"broken", "坏的"},
    .code = code, .code_lines = 1, .captions = captions, .n_captions = 1,
    .legend = legend, .n_legend = 1, .events = events, .n_events = 1,
    .init = init, .run = run, .cell = cell, .wall = sm_plain_wall, .figures = figures,
};

int main(int argc, char **argv)
{
    which = argc > 1 ? argv[1] : "ok";
#ifdef MAZEVIZ_NO_ASSERTS
    if (strcmp(which, "ok") != 0) {
        printf("test_contract %s: assertions are off (-Dasserts=false): skipped\n", which);
        return 77;
    }
#endif
    maze *mz = maze_create(4, 3);
    sm_settings s = sm_default_settings();
    s.track_changes = true;
    sm *m = mz ? sm_create(&broken, mz, 1, &s) : NULL;
    if (!m)
        return 1;
    sm_step(m);
    printf("test_contract %s: no assertion fired\n", which);
    sm_destroy(m);
    maze_destroy(mz);
    return 0;
}
