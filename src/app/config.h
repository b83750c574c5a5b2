/*
 * config.h - the visualizer's settings as data (after dwm's config.def.h):
 * colours, default sizes and pacing, and the key table. A teacher who wants
 * other colours or keys edits this file and nothing else.
 */
#ifndef MAZEVIZ_CONFIG_H
#define MAZEVIZ_CONFIG_H

#include "app_impl.h"

/* Window and pacing. The maze size, seed and speed defaults are the CLI's (30x20, 1 step/frame). */
#define CONFIG_WINDOW_W 800
#define CONFIG_WINDOW_H 600
#define CONFIG_FPS 30
#define CONFIG_FONT_PX 15                /* HUD text height at scale 1; the banner is twice that */
#define CONFIG_FONT_FILE "NotoSansCJKsc-subset.otf"
#define CONFIG_BANNER "生成完成!"

/*
 * Work per frame at high speeds and while finishing: stepping stops after
 * CONFIG_STEP_BUDGET_MS, or once as many cells wait to be redrawn as the
 * renderer can redraw in about CONFIG_DRAW_BUDGET_MS (measured as it runs,
 * between the two caps below), so the window answers keys even at 2^20
 * steps a frame on a 2000x2000 maze.
 */
#define CONFIG_STEP_BUDGET_MS 8.0
#define CONFIG_DRAW_BUDGET_MS 5.0
#define CONFIG_CHANGE_CAP_MIN 4096
#define CONFIG_CHANGE_CAP 150000
#define CONFIG_CHANGE_CAP_START 32768 /* until the first measurement */

/* Colours: seed 000's pygame demo for the maze, the rest chosen to stay apart. */
static const render_palette config_palette = {
    .cell = {
        [SM_CELL_BLANK] = {250, 240, 230, 255},   /* not in the maze: the demo's light grey */
        [SM_CELL_MAZE] = {0, 0, 255, 255},        /* in the maze: blue */
        [SM_CELL_WALK] = {255, 255, 0, 255},      /* the loop-erased walk: yellow */
        [SM_CELL_HEAD] = {255, 128, 0, 255},      /* the walk's head: orange */
        [SM_CELL_STACK] = {235, 100, 200, 255},   /* backtracker stack: magenta */
        [SM_CELL_CURRENT] = {255, 128, 0, 255},   /* the cell being worked on: orange */
        [SM_CELL_FRONTIER] = {255, 165, 120, 255}, /* frontier: salmon */
        [SM_CELL_SCAN] = {170, 120, 255, 255},    /* scanned row / chamber: violet */
        [SM_CELL_GROUP] = {160, 160, 160, 255},   /* groups get hues by id; this is unused */
    },
    .wall = {0, 0, 0, 255},
    .tentative = {0, 255, 0, 255},                 /* walls the walk would open: green */
    .border = {255, 0, 0, 255},                    /* the outer wall: red */
    .background = {40, 40, 48, 255},
    .hud_bg = {16, 16, 20, 255},
    .hud_text = {235, 235, 235, 255},
    .banner_bg = {250, 240, 230, 255},
    .banner_text = {0, 0, 0, 255},
    .banner_frame = {0, 0, 0, 255},
    .help_bg = {0, 0, 0, 225},
    .help_text = {255, 255, 255, 255},
};

/* Keys: {key, modifiers (exact, or APP_MOD_ANY), action, argument, help line}. */
static const app_key config_keys[] = {
    {SDLK_1, 0, app_act_algo, 0, "1 … 9\t选择算法 choose algorithm (restart, same seed)"},
    {SDLK_2, 0, app_act_algo, 1, NULL},
    {SDLK_3, 0, app_act_algo, 2, NULL},
    {SDLK_4, 0, app_act_algo, 3, NULL},
    {SDLK_5, 0, app_act_algo, 4, NULL},
    {SDLK_6, 0, app_act_algo, 5, NULL},
    {SDLK_7, 0, app_act_algo, 6, NULL},
    {SDLK_8, 0, app_act_algo, 7, NULL},
    {SDLK_9, 0, app_act_algo, 8, NULL},
    {SDLK_TAB, 0, app_act_algo_next, +1, "Tab\t下一个算法 next algorithm"},
    {SDLK_TAB, KMOD_SHIFT, app_act_algo_next, -1, "Shift+Tab\t上一个算法 previous algorithm"},
    {SDLK_o, 0, app_act_option, 0, "O\t切换选项 next value of the algorithm's option (restart)"},
    {SDLK_SPACE, APP_MOD_ANY, app_act_pause, 0, "Space\t暂停/继续 pause / resume"},
    {SDLK_RIGHT, APP_MOD_ANY, app_act_step, 0, "→ or .\t单步 one step (pauses)"},
    {SDLK_PERIOD, APP_MOD_ANY, app_act_step, 0, NULL},
    {SDLK_EQUALS, APP_MOD_ANY, app_act_speed, +1, "+ / -\t加速/减速 faster / slower"},
    {SDLK_PLUS, APP_MOD_ANY, app_act_speed, +1, NULL},
    {SDLK_KP_PLUS, APP_MOD_ANY, app_act_speed, +1, NULL},
    {SDLK_MINUS, APP_MOD_ANY, app_act_speed, -1, NULL},
    {SDLK_KP_MINUS, APP_MOD_ANY, app_act_speed, -1, NULL},
    {SDLK_RETURN, APP_MOD_ANY, app_act_finish, 0, "Enter\t立即完成 finish now"},
    {SDLK_KP_ENTER, APP_MOD_ANY, app_act_finish, 0, NULL},
    {SDLK_r, 0, app_act_restart, 0, "R\t重新开始 restart, same seed"},
    {SDLK_n, 0, app_act_new_seed, 0, "N\t新种子 new seed"},
    {SDLK_b, 0, app_act_style, 0, "B\t块/细墙 block / thin walls"},
    {SDLK_h, 0, app_act_hud, 0, "H\t显示/隐藏 HUD on / off"},
    {SDLK_g, 0, app_act_record, 0, "G\tGIF record / stop (mazeviz-ALGO-SEED-N.gif)"},
    {SDLK_F1, APP_MOD_ANY, app_act_help, 0, "F1 or ?\t帮助 this help"},
    {SDLK_SLASH, KMOD_SHIFT, app_act_help, 0, NULL},
    {SDLK_QUESTION, APP_MOD_ANY, app_act_help, 0, NULL},
    {SDLK_ESCAPE, APP_MOD_ANY, app_act_quit, 0, "Esc or Q\t退出 quit"},
    {SDLK_q, 0, app_act_quit, 0, NULL},
};

#endif
