/*
 * strings.h - every word the app itself shows, in English and Chinese.
 *
 * The algorithms bring their own words (names, pseudocode, captions,
 * legend, figure labels) through sm_algo; these are the rest: HUD words,
 * help lines, the menu, the timeline. One row per string, both languages
 * in the same row, so a missing translation is a visible hole in a table
 * (tests/viz/font_test.c checks the font has every character of both).
 * Strings with printf conversions take the same arguments in both.
 */
#ifndef MAZEVIZ_STRINGS_H
#define MAZEVIZ_STRINGS_H

#include "mazeviz/machine.h"

typedef enum app_str {
    STR_TITLE,          /* window title, %s = algorithm name */
    STR_SEED,
    STR_STEP,           /* %s (sm_count): the step number */
    STR_STEP_OF,        /* timeline: step K of N */
    STR_SPEED_FRAMES,   /* %u frames a step */
    STR_SPEED_ONE,      /* 1 step a frame */
    STR_SPEED_STEPS,    /* %s (sm_count) steps a frame */
    STR_DONE_PER_S,     /* steps actually done in the last second */
    STR_CAPPED,         /* the per-frame time budget limited it */
    STR_PAUSED,
    STR_BANNER_SUB,     /* under 生成完成! (English only) */
    STR_SCRIPT_PERFECT, STR_SCRIPT_NOT_PERFECT, STR_SCRIPT_STOPPED, /* a script's banner: its verdict, its error */
    STR_NOTE_NO_SCRIPT, STR_NOTE_SCRIPT_READ, STR_HELP_SCRIPT_RELOAD, /* F5 */
    STR_NOTE_SCRIPT_IN_STATE, /* F5 on a script that came in a state string (script=) */
    STR_PANEL_CAPTION,  /* panel heading: what the last step did */
    STR_PANEL_FIGURES,
    STR_PANEL_LEGEND,
    STR_MENU_TITLE,
    STR_MENU_HINT,
    STR_HELP_TITLE,
    STR_HELP_ALGO,
    STR_HELP_MENU,
    STR_HELP_NEXT,
    STR_HELP_PREV,
    STR_HELP_OPTION,
    STR_HELP_PAUSE,
    STR_HELP_STEP,
    STR_HELP_BACK,
    STR_HELP_HOME,
    STR_HELP_SPEED,
    STR_HELP_FINISH,
    STR_HELP_RESTART,
    STR_HELP_SEED,
    STR_HELP_STYLE,
    STR_HELP_PANEL,
    STR_HELP_LANG,
    STR_HELP_THEME,
    STR_HELP_HIDE,
    STR_LEGEND_GHOST,
    STR_CHALLENGE,        /* --challenge's task in the panel: %s title, %s task */
    STR_CHALLENGE_WAIT,   /* no verdict while the maze is being made */
    STR_CHALLENGE_PASSED, /* %s: why (challenge_why) */
    STR_CHALLENGE_FAILED, /* %s: why */
    STR_CHALLENGE_MENU_TITLE,
    STR_HELP_CHALLENGE_MENU,
    STR_HELP_CLOSE,
    STR_HELP_RECORD,
    STR_HELP_FULLSCREEN,
    STR_HELP_HELP,
    STR_HELP_QUIT,
    STR_HELP_SOLVE,
    STR_HELP_DISTANCE,
    STR_SOLVER_MENU_TITLE,
    STR_PANEL_STATS,        /* panel heading: the finished maze's figures */
    STR_STAT_DEAD_ENDS,     /* %.1f %% of cells, %.1f %% expected for a uniform tree */
    STR_STAT_DEAD_ENDS_UST,
    STR_STAT_JUNCTIONS,
    STR_STAT_CORRIDOR,
    STR_STAT_SOLUTION,
    STR_STAT_LONGEST,
    STR_THEME_CLASSIC,
    STR_THEME_PROJECTOR,
    STR_TITLE_COMPARE,  /* window title in compare mode */
    STR_CMP_DONE,       /* %s (sm_count) = the steps the run took */
    STR_CMP_DEAD,       /* %.1f = dead ends, % of the cells */
    STR_CMP_LONGEST,    /* %s (sm_count) = cells on the longest path */
    STR_CMP_HINT,
    STR_HELP_COMPARE,
    STR_TITLE_LAB,      /* %s = algorithm name */
    STR_LAB_MAZES,      /* %s: mazes, with thousands separators */
    STR_LAB_EXPECTED,   /* %.1f expected per tree */
    STR_LAB_CHI2,       /* chi2 %.1f  df %.0f */
    STR_LAB_P,          /* p = %s */
    STR_LAB_FIRST,      /* %s (separated): first below 0.001 after that many mazes */
    STR_LAB_NEVER,
    STR_LAB_TREES,      /* %s (the size) grid: %s (separated) spanning trees */
    STR_LAB_HINT,
    STR_LAB_SPEED_FRAMES, /* the lab's pace: 1 maze every %u frames */
    STR_LAB_SPEED_ONE,
    STR_LAB_SPEED_MAZES,  /* %s (separated) mazes a frame */
    STR_LAB_SORTED,
    STR_HELP_LAB,
    STR_HUD_DEAD_ENDS,  /* the finished maze in the HUD: %.1f dead ends %, %.1f a uniform tree's */
    STR_HUD_DEAD_ENDS_ONLY, /* the same on a grid with no yardstick (not a plain rectangle) */
    STR_HUD_JUNCTIONS,  /* %.1f % */
    STR_HUD_LONGEST,    /* %s (sm_count) cells */
    STR_LAB_MAZES_ONE,  /* the singulars of the counted strings (app_trn) */
    STR_DONE_PER_S_ONE,
    STR_CMP_DONE_ONE,
    STR_HUD_LONGEST_ONE,
    STR_LAB_FIRST_ONE,
    STR_KEY_OR,         /* the help's key column: "M or 0" */
    STR_REC_ON,         /* %s (sm_count) frames recorded so far */
    STR_REC_ON_ONE,
    STR_REC_SAVED,      /* %s: the full path */
    STR_REC_LIMIT,      /* %ld MB, %s the full path */
    STR_REC_SIGN,       /* the recording sign: %u minutes, %02u seconds recorded */
    STR_REC_FAILED,     /* %s: why, in a few words */
    STR_HELP_RECORD_MORE,
    STR_LAB_TOO_FEW,    /* %.0f: the expected count per tree needed */
    STR_LAB_UNIFORM,    /* %s: "= 0.23", %s: mazes */
    STR_LAB_UNIFORM_ONE,
    STR_LAB_BIASED,     /* %s: the maze where p first fell below 0.001 */
    STR_HELP_MORE,      /* the help's title when it has pages: which key turns them */
    STR_CMP_SINGLE_ONLY, /* compare mode: S or D pressed */
    STR_HELP_EVENT_NEXT,
    STR_HELP_EVENT_PREV,
    STR_HELP_EVENT_KIND,
    STR_EVENT_RAISED,   /* %s = the names of the events this step raised */
    STR_EVENT_NEXT,     /* %s = the event kind the event keys look for */
    STR_EVENT_NEXT_LESSON, /* %s = the same in a lesson, where PgDn turns the slide */
    STR_MODE_SINGLE,    /* the help's section headings: the modes */
    STR_MODE_COMPARE,
    STR_MODE_LAB,
    STR_MODE_PREDICT,
    STR_MODE_PLAY,
    STR_HELP_EVERYWHERE,
    STR_KEY_CLICK,      /* the help's key column: mouse buttons */
    STR_KEY_RCLICK,
    STR_HELP_CLICK_START,
    STR_HELP_CLICK_GOAL,
    STR_HELP_EVENT_MENU,
    STR_HELP_GRID,
    STR_HELP_PREDICT,
    STR_HELP_PREDICT_RESET,
    STR_HELP_ANSWER_LINE,
    STR_HELP_ANSWER_CLICK,
    STR_HELP_SKIP,
    STR_HELP_PLAY,
    STR_HELP_PLAY_MOVE,
    STR_HELP_PLAY_CLICK,
    STR_HELP_PLAY_PATH,
    STR_HELP_PLAY_AGAIN,
    STR_HELP_PLAY_NEW,
    STR_HELP_CMP_FOCUS,
    STR_HELP_CMP_ALGO,
    STR_HELP_CMP_BACK,
    STR_HELP_CMP_LAB,
    STR_HELP_CMP_SOLVE,
    STR_HELP_CMP_STEP,
    STR_HELP_CMP_RESTART,
    STR_HELP_LAB_STEP,
    STR_HELP_LAB_ALGO,
    STR_HELP_LAB_GRID,
    STR_HELP_LAB_ORDER,
    STR_HELP_LAB_BACK,
    STR_HELP_LAB_COMPARE,
    STR_HELP_LAB_SPEED,
    STR_HELP_LAB_RESTART,
    STR_HELP_LAB_SEED,
    STR_HELP_LAB_PAUSE,
    STR_EVENT_MENU_TITLE,
    STR_NOTE_ROWS,      /* %s: an algorithm that works in rows, picked on another grid */
    STR_NOTE_ROWS_SWITCHED, /* %s: that algorithm, %s: the one the window switched to */
    STR_NOTE_WEAVE,     /* %s: a generator that does not ask where a weave's tunnel may go */
    STR_NOTE_WEAVE_SWITCHED, /* %s: that generator, %s: the one the window switched to */
    STR_NOTE_BLOCK,     /* B on a grid that is not a plain rectangle */
    STR_NOTE_GRID,      /* %s: the grid's name, %s: its size */
    STR_NOTE_MASK_SKIP, /* %s: a grid the mask does not fit */
    STR_TITLE_PREDICT,  /* %s = algorithm name */
    STR_ASK_LINE,
    STR_ASK_CELL,
    STR_ASK_HINT_LINE,
    STR_ASK_TYPED,      /* %u: the line number typed so far */
    STR_HELP_ANSWER_ENTER, STR_HELP_ANSWER_ERASE, STR_HELP_ANSWER_ZERO, /* predict: a typed line number */
    STR_ASK_HINT_CELL,
    STR_ASK_RIGHT_LINE, /* %u: the line */
    STR_ASK_WRONG_LINE, /* %u: the right line */
    STR_ASK_RIGHT_CELL, /* %s: the cell's name */
    STR_ASK_WRONG_CELL, /* %s: the right cell's name */
    STR_ASK_WRONG_CELLS, /* several cells were right: they are ringed */
    STR_ASK_RIGHT_CELLS, /* %s: the cell's name; %zu: how many cells the step could take */
    STR_ASK_SCORE,      /* %u right of %u asked */
    STR_ASK_DONE,       /* the run is over: %u of %u */
    STR_ASK_SKIPPED,
    STR_LEGEND_CHOICE,  /* predict's arrow */
    STR_LEGEND_ANSWER,  /* the ringed right answer */
    STR_TITLE_PLAY,     /* %s = algorithm name */
    STR_PLAY_PROMPT,
    STR_PLAY_WAIT,
    STR_NO_MEMORY_MOVE,
    STR_PLAY_HOW,       /* the panel: how to move */
    STR_PLAY_MOVES,     /* %s (sm_count) moves so far */
    STR_PLAY_MOVES_ONE,
    STR_PLAY_SEEN,      /* %s (sm_count) cells visited */
    STR_PLAY_SEEN_ONE,
    STR_PLAY_TIME,      /* %s: m:ss */
    STR_PLAY_GOAL,      /* at the goal: the verdict line */
    STR_PLAY_RESULT,    /* %s (sm_count) moves, %s (sm_count) the shortest */
    STR_PLAY_SHORTEST,  /* %s (sm_count): the shortest path's moves */
    STR_PLAY_WALL,      /* an arrow into a wall */
    STR_LEGEND_YOU,
    STR_LEGEND_TRAIL,
    STR_LEGEND_SEEN,
    STR_LEGEND_SHORTEST,
    STR_HELP_ASK_EVENT_NEXT,
    STR_HELP_ASK_EVENT_PREV,
    STR_LAB_TREES_SHAPE, /* %s (the shape's name) grid, %s (the size): %s (separated) trees */
    STR_STATE_COPIED,   /* %s: the state's short form */
    STR_STATE_NO_CLIPBOARD, /* %s: SDL's reason */
    STR_STATE_OPENED,   /* %s: the state's short form */
    STR_STATE_BAD,      /* %s: why the pasted text is not a state */
    STR_SIZE_NOW,       /* %s: the maze size now */
    STR_SIZE_END,       /* the size ladder's end */
    STR_SLIDE,          /* %d / %d: the lesson's slide */
    STR_QUIT_AGAIN,     /* Q once in a lesson */
    STR_HELP_STATE_COPY,
    STR_HELP_STATE_PASTE,
    STR_HELP_SIZE,
    STR_HELP_SLIDE,
    STR_HELP_BLANK,
    STR_TITLE_RACE,     /* %s = the maze's generator */
    STR_CMP_FOUND,      /* %s (sm_count) = the steps the solver took */
    STR_CMP_FOUND_ONE,
    STR_CMP_NO_PATH,    /* %s (sm_count) = steps */
    STR_CMP_NO_PATH_ONE,
    STR_CMP_GAVE_UP,    /* %s (sm_count) = steps (the random mouse's cap) */
    STR_CMP_GAVE_UP_ONE,
    STR_CMP_VISITED,    /* %s (sm_count) = cells visited */
    STR_CMP_VISITED_ONE,
    STR_CMP_PATH,       /* %s (sm_count) = cells on the path found */
    STR_CMP_PATH_ONE,
    STR_CMP_RACE_BRAID, /* %u = --opt braid=P */
    STR_CMP_RACE_HINT,
    STR_HELP_CMP_SOLVERS,
    STR_RACE_BLANK,     /* a race's legend, where its solvers mean different things by a mark */
    STR_RACE_FRONTIER,
    STR_RACE_CURRENT,
    STR_RACE_STACK,
    STR_HELP_CHART,
    STR_HELP_STRUCTURE,
    STR_CHART_STEP,     /* the chart's step axis */
    STR_STRUCT_SIZE,    /* %s: its name, %s (sm_count): cells in it */
    STR_STRUCT_SIZE_ONE,
    STR_STRUCT_LIST,    /* %s: its first cells, after the size */
    STR_STRUCT_EMPTY,   /* %s: its name */
    STR_STRUCT_FOCUS,   /* %s: what the cell is, %s: the cell, %s: its values */
    STR_STRUCT_NONE,    /* the algorithm keeps none to show */
    STR_BAR_PAUSE, STR_BAR_PLAY, STR_BAR_BACK, STR_BAR_STEP, STR_BAR_SLOWER, STR_BAR_FASTER,
    STR_BAR_SMALLER, STR_BAR_BIGGER, STR_BAR_NEW, STR_BAR_ALGO, STR_BAR_SLIDE_PREV, STR_BAR_SLIDE_NEXT,
    STR_HELP_VIEW,      /* V: the tree view */
    STR_LEGEND_NODE,    /* the tree view's legend: what a node is */
    STR_LEGEND_EDGE,    /* ... and an edge */
    STR_LEGEND_SEAM,    /* a wrapped board: the two ends of a passage across an edge share a colour */
    STR_LEGEND_LEVELS,  /* a shape of levels (the cube): a cell's arrow is a way up or down */
    STR_PERCENT,        /* %.1f: a share of the cells, each language's percent style */
    STR_PLAY_HOW_HEAD,  /* the heading over play mode's instructions */
    STR_MODE_EXERCISE,  /* exercise mode (app_exercise.c): its help heading */
    STR_HELP_EXERCISE,  /* K */
    STR_HELP_EX_CLICK,
    STR_HELP_EX_COPY,
    STR_HELP_EX_UNDO,
    STR_TITLE_EXERCISE, /* %s = algorithm name */
    STR_EX_RIGHT,       /* %s: the choice in words */
    STR_EX_RIGHT_ANY,   /* %s: the choice, %zu: how many were right */
    STR_EX_WRONG,       /* %s: the choice taken, %s: the rule */
    STR_EX_WRONG_ANY,   /* %zu: how many were right, %s: the choice taken, %s: the rule */
    STR_EX_DONE,        /* %u right of %u asked */
    STR_EX_CODE,        /* the finish screen: over the completion code */
    STR_EX_NAME,        /* %s: the student's name */
    STR_EX_NO_QR,       /* a build without libqrencode */
    STR_EX_COPIED,
    STR_EX_BUTTONS,     /* a click on the maze where a button answers; %s: the buttons */
    STR_EX_STALE,       /* the maze under the exercise changed (a pasted state) */
    STR_EX_HINT,        /* the HUD: how to answer */
    STR_EX_UNDONE,      /* %s: the step asked again (its number) */
    STR_EX_NO_UNDO,     /* nothing answered yet, or the run is over */
    STR_EX_NOT_COUNTED, /* a right answer after an undo: the first one counts */
    STR_HELP_CLASS_JOIN, /* J: the class session's join card */
    STR_HELP_CLASS_RELEASE, /* Shift+J: release / gather */
    STR_HELP_CLASS_EXERCISE, /* Shift+K: the exercise to the class */
    STR_CLASS_EXERCISE,  /* %u of %u finished the exercise */
    STR_CLASS_EXERCISE_MEDIAN, /* median %u/%u */
    STR_CLASS_EXERCISE_SET, /* the exercise went to the class: %u steps */
    STR_CLASS_JOIN_HOW,
    STR_CLASS_JOIN_CLOSE,
    STR_CLASS_STUDENTS,  /* %u students connected */
    STR_CLASS_STUDENTS_ONE,
    STR_CLASS_ANSWERED,  /* %u of %u answered */
    STR_CLASS_REVEALED,  /* %u: the right line; %u of %u were right */
    STR_CLASS_REVEALED_CELL, /* %u of %u were right (the framed cells) */
    STR_CLASS_NONE,      /* J without --serve */
    STR_CLASS_RELEASED,
    STR_CLASS_GATHERED,
    STR_HELP_CLASS_MAZES,   /* Y: the students' mazes */
    STR_HELP_CLASS_MAZE_PAGE,
    STR_HELP_CLASS_MAZE_SHOW,
    STR_HELP_CLASS_MAZE_BACK,
    STR_CLASS_MAZE,         /* %s: the student; %u of %u */
    STR_CLASS_MAZE_SIGN,    /* the HUD while one is on screen: %s %u/%u */
    STR_CLASS_MAZES,        /* %u mazes sent */
    STR_CLASS_MAZES_ONE,
    STR_CLASS_MAZE_NONE,
    STR_CLASS_MAZE_SHOWN,   /* %s: the student */
    STR_MODE_EDIT,      /* the editor (app_edit.c) */
    STR_HELP_EDIT,
    STR_HELP_EDIT_CLICK,
    STR_HELP_EDIT_UNDO,
    STR_HELP_EDIT_REDO,
    STR_HELP_EDIT_EMPTY,
    STR_HELP_EDIT_FULL,
    STR_HELP_EDIT_SAVE,
    STR_HELP_EDIT_SOLVE,
    STR_TITLE_EDIT,     /* %s = algorithm name */
    STR_EDIT_HOW_HEAD,
    STR_EDIT_HOW,
    STR_EDIT_PERFECT,   /* the prompt row when the maze is perfect */
    STR_EDIT_NOT_PERFECT, /* %s = STR_EDIT_LOOPS, %s = STR_EDIT_UNREACH */
    STR_EDIT_NOT_PERFECT_ONE, /* %s = STR_EDIT_LOOPS or STR_EDIT_UNREACH */
    STR_EDIT_LOOPS,     /* %s = loops */
    STR_EDIT_LOOPS_ONE,
    STR_EDIT_UNREACH,   /* %s = cells */
    STR_EDIT_UNREACH_ONE,
    STR_EDIT_FIG_PERFECT, /* %s = yes / no */
    STR_EDIT_FIG_LOOPS,
    STR_EDIT_FIG_UNREACH,
    STR_EDIT_FIG_DEAD,
    STR_EDIT_FIG_JUNCTIONS,
    STR_EDIT_FIG_SOLUTION,
    STR_EDIT_FIG_LONGEST,
    STR_EDIT_YES,
    STR_EDIT_NO,
    STR_EDIT_NONE,
    STR_LEGEND_LOOP,
    STR_LEGEND_UNREACHABLE,
    STR_EDIT_NO_UNDO,
    STR_EDIT_NO_REDO,
    STR_EDIT_NO_MEMORY,
    STR_EDIT_SAVED,       /* %s = file */
    STR_EDIT_SAVE_FAILED, /* %s = file, %s = why */
    STR_EDIT_SAVE_JSON_ONLY, /* %s = file */
    STR_COUNT
} app_str;

static const sm_text app_strings[STR_COUNT] = {
    [STR_TITLE] = {"mazeviz — %s", "mazeviz — %s"},
    [STR_SEED] = {"seed", "种子"},
    [STR_STEP] = {"step %s", "第 %s 步"},
    [STR_STEP_OF] = {"step %s of %s", "第 %s 步，共 %s 步"},
    [STR_SPEED_FRAMES] = {"speed 1 step / %u frames", "速度：每 %u 帧 1 步"},
    [STR_SPEED_ONE] = {"speed 1 step / frame", "速度：每帧 1 步"},
    [STR_SPEED_STEPS] = {"speed %s steps / frame", "速度：每帧 %s 步"},
    [STR_DONE_PER_S] = {"%s steps in the last second", "最近一秒 %s 步"},
    [STR_CAPPED] = {"(limited by the frame budget)", "（受每帧时间限制）"},
    [STR_PAUSED] = {"paused", "暂停"},
    [STR_BANNER_SUB] = {"Maze complete", ""},
    [STR_SCRIPT_PERFECT] = {"A perfect maze", "完美迷宫"},
    [STR_SCRIPT_NOT_PERFECT] = {"Not a perfect maze", "不是完美迷宫"},
    [STR_SCRIPT_STOPPED] = {"The script stopped", "程序出错了"},
    [STR_NOTE_NO_SCRIPT] = {"F5 reads the script again: start with --script FILE.lua",
                            "F5 重新读取程序：用 --script FILE.lua 启动"},
    [STR_NOTE_SCRIPT_READ] = {"%s read again: from step 0", "已重新读取 %s：从第 0 步开始"},
    [STR_NOTE_SCRIPT_IN_STATE] = {"F5: this script came in a state string, there is no file to read again",
                                  "F5：这个程序来自状态字符串，没有文件可以重新读取"},
    [STR_HELP_SCRIPT_RELOAD] = {"read the script file again (after an edit)", "重新读取程序文件（修改之后）"},
    [STR_PANEL_CAPTION] = {"This step", "这一步"},
    [STR_PANEL_FIGURES] = {"Figures", "数据"},
    [STR_PANEL_LEGEND] = {"Colours", "颜色"},
    [STR_MENU_TITLE] = {"Choose an algorithm", "选择算法"},
    [STR_MENU_HINT] = {"↑ ↓ and Enter, a number, or click; Esc closes",
                       "↑ ↓ 和 Enter、数字或点击；Esc 关闭"},
    [STR_HELP_TITLE] = {"Keys", "按键"},
    [STR_HELP_ALGO] = {"choose algorithm (restart, same seed)", "选择算法（重新开始，同一种子）"},
    [STR_HELP_MENU] = {"menu of all algorithms", "全部算法的菜单"},
    [STR_HELP_NEXT] = {"next algorithm", "下一个算法"},
    [STR_HELP_PREV] = {"previous algorithm", "上一个算法"},
    [STR_HELP_OPTION] = {"next value of the algorithm's option", "切换算法的选项"},
    [STR_HELP_PAUSE] = {"pause / resume", "暂停/继续"},
    [STR_HELP_STEP] = {"one step forward (pauses)", "前进一步（暂停）"},
    [STR_HELP_BACK] = {"one step back (hold to rewind)", "后退一步（按住倒回）"},
    [STR_HELP_HOME] = {"back to step 0", "回到第 0 步"},
    [STR_HELP_SPEED] = {"faster / slower", "加速/减速"},
    [STR_HELP_FINISH] = {"finish now", "立即完成"},
    [STR_HELP_RESTART] = {"restart, same seed", "重新开始，同一种子"},
    [STR_HELP_SEED] = {"new seed", "新种子"},
    [STR_HELP_STYLE] = {"block / thin walls", "块/细墙"},
    [STR_HELP_PANEL] = {"pseudocode panel on / off", "显示/隐藏伪代码面板"},
    [STR_HELP_LANG] = {"中文 / English", "中文 / English"},
    [STR_HELP_THEME] = {"colours: classic / projector", "配色：经典/投影仪"},
    [STR_HELP_CLOSE] = {"close the menu or the help, else back (never quits)", "关闭菜单或帮助，否则返回（不会退出）"},
    [STR_LEGEND_GHOST] = {"loop just erased (stays while paused on its step)", "刚擦除的环（停在这一步时一直显示）"},
    [STR_CHALLENGE] = {"Challenge: %s. %s", "难题：%s。%s"},
    [STR_CHALLENGE_WAIT] = {"Verdict: once the maze is finished", "结果：迷宫完成后判定"},
    [STR_CHALLENGE_PASSED] = {"Passed: %s", "通过：%s"},
    [STR_CHALLENGE_FAILED] = {"Not yet: %s", "还没通过：%s"},
    [STR_CHALLENGE_MENU_TITLE] = {"Choose a challenge", "选择难题"},
    [STR_HELP_CHALLENGE_MENU] = {"menu of the challenges (opened in the editor)", "难题菜单（打开后改迷宫）"},
    [STR_HELP_HIDE] = {"hide / show HUD, panel and banner", "隐藏/显示状态栏、面板和横幅"},
    [STR_HELP_RECORD] = {"record the maze as a GIF / stop and save it", "把迷宫录成 GIF / 停止并保存"},
    [STR_HELP_FULLSCREEN] = {"full screen", "全屏"},
    [STR_HELP_HELP] = {"this help", "帮助"},
    [STR_HELP_QUIT] = {"quit (in a lesson: Q twice)", "退出（上课时按两次 Q）"},
    [STR_HELP_SOLVE] = {"solve (again: next) / solvers", "求解（再按：下一个）/求解菜单"},
    [STR_HELP_DISTANCE] = {"distances, longest path", "距离着色，最长路径"},
    [STR_SOLVER_MENU_TITLE] = {"Choose a solver", "选择求解算法"},
    [STR_PANEL_STATS] = {"This maze", "这个迷宫"},
    [STR_STAT_DEAD_ENDS] = {"dead ends", "死胡同"},
    [STR_STAT_DEAD_ENDS_UST] = {"uniform tree: dead ends", "均匀生成树：死胡同"},
    [STR_STAT_JUNCTIONS] = {"junctions", "岔路口"},
    [STR_STAT_CORRIDOR] = {"mean corridor", "通道平均长度"},
    [STR_STAT_SOLUTION] = {"start → goal (cells)", "起点 → 终点（格）"},
    [STR_STAT_LONGEST] = {"longest path (cells)", "最长路径（格）"},
    [STR_THEME_CLASSIC] = {"classic", "经典"},
    [STR_THEME_PROJECTOR] = {"projector", "投影仪"},
    [STR_TITLE_COMPARE] = {"mazeviz — compare", "mazeviz — 比较"},
    [STR_CMP_DONE] = {"done in %s steps", "完成，共 %s 步"},
    [STR_CMP_DEAD] = {"dead ends %.1f %%", "死胡同 %.1f%%"},
    [STR_CMP_LONGEST] = {"longest path %s", "最长路径 %s 格"},
    [STR_CMP_HINT] = {"Tab: other algorithm in the yellow pane   S: race solvers   C: one maze",
                      "Tab：换黄色框的算法   S：比较求解算法   C：单个迷宫"},
    [STR_HELP_COMPARE] = {"compare algorithms side by side / back", "并排比较算法/返回"},
    [STR_TITLE_LAB] = {"mazeviz — uniformity lab: %s", "mazeviz — 均匀性实验：%s"},
    [STR_LAB_MAZES] = {"%s mazes", "%s 个迷宫"},
    [STR_LAB_EXPECTED] = {"expected %.1f each", "每棵树期望 %.1f 次"},
    [STR_LAB_CHI2] = {"chi² %.1f   df %.0f", "chi² %.1f   自由度 %.0f"},
    [STR_LAB_P] = {"p %s", "p %s"}, /* "= 0.161" or "< 1e-99" */
    [STR_LAB_FIRST] = {"p < 0.001 first after %s mazes", "%s 个迷宫后首次 p < 0.001"},
    [STR_LAB_NEVER] = {"p never below 0.001", "p 从未低于 0.001"},
    [STR_LAB_TREES] = {"%s grid: %s spanning trees", "%s 网格：%s 棵生成树"},
    [STR_LAB_HINT] = {"Tab algorithm  S grid size  O order  Space pause  G record  U back",
                      "Tab 算法  S 网格大小  O 排序  Space 暂停  G 录制  U 返回"},
    [STR_LAB_SPEED_FRAMES] = {"speed 1 maze / %u frames", "速度：每 %u 帧 1 个迷宫"},
    [STR_LAB_SPEED_ONE] = {"speed 1 maze / frame", "速度：每帧 1 个迷宫"},
    [STR_LAB_SPEED_MAZES] = {"speed %s mazes / frame", "速度：每帧 %s 个迷宫"},
    [STR_LAB_SORTED] = {"sorted by count", "按次数排序"},
    [STR_HELP_LAB] = {"uniformity lab / back", "均匀性实验/返回"},
    [STR_HUD_DEAD_ENDS] = {"dead ends %.1f %% (uniform tree %.1f %%)", "死胡同 %.1f%%（均匀生成树 %.1f%%）"},
    [STR_HUD_DEAD_ENDS_ONLY] = {"dead ends %.1f %%", "死胡同 %.1f%%"},
    [STR_HUD_JUNCTIONS] = {"junctions %.1f %%", "岔路口 %.1f%%"},
    [STR_HUD_LONGEST] = {"longest path %s cells", "最长路径 %s 格"},
    [STR_LAB_MAZES_ONE] = {"%s maze", "%s 个迷宫"},
    [STR_DONE_PER_S_ONE] = {"%s step in the last second", "最近一秒 %s 步"},
    [STR_CMP_DONE_ONE] = {"done in %s step", "完成，共 %s 步"},
    [STR_HUD_LONGEST_ONE] = {"longest path %s cell", "最长路径 %s 格"},
    [STR_LAB_FIRST_ONE] = {"p < 0.001 first after %s maze", "%s 个迷宫后首次 p < 0.001"},
    [STR_KEY_OR] = {" or ", " 或 "},
    [STR_REC_ON] = {"recording… %s frames (G stops)", "正在录制……已录 %s 帧（按 G 停止）"},
    [STR_REC_ON_ONE] = {"recording… %s frame (G stops)", "正在录制……已录 %s 帧（按 G 停止）"},
    [STR_REC_SAVED] = {"saved %s", "已保存：%s"},
    [STR_REC_SIGN] = {"REC %u:%02u", "录制中 %u:%02u"},
    [STR_REC_LIMIT] = {"the %ld MB limit is reached: saved %s", "已达 %ld MB 上限：已保存到 %s"},
    [STR_REC_FAILED] = {"recording failed: %s; nothing saved", "录制中断：%s；未保存"},
    [STR_HELP_RECORD_MORE] = {"record the maze, legend, timeline and HUD", "录制迷宫连同图例、时间轴和状态栏"},
    [STR_LAB_TOO_FEW] = {"too few mazes yet for a verdict (until %.0f per tree are expected)",
                         "迷宫还太少，无法判断（每棵树期望达到 %.0f 次后再看）"},
    [STR_LAB_UNIFORM] = {"consistent with uniform: p %s after %s mazes", "与均匀分布相符：p %s（%s 个迷宫后）"},
    [STR_LAB_UNIFORM_ONE] = {"consistent with uniform: p %s after %s maze", "与均匀分布相符：p %s（%s 个迷宫后）"},
    [STR_LAB_BIASED] = {"biased: p < 0.001 since maze %s", "有偏差：从第 %s 个迷宫起 p < 0.001"},
    [STR_HELP_MORE] = {"F1: next page", "按 F1 翻页"},
    [STR_CMP_SINGLE_ONLY] = {"D colours one maze by distance: C goes back to it",
                             "D 只用于单个迷宫：按 C 返回"},
    [STR_TITLE_RACE] = {"mazeviz — solvers race on a maze by %s", "mazeviz — 求解算法比较：%s 生成的迷宫"},
    [STR_CMP_FOUND] = {"found in %s steps", "找到，共 %s 步"},
    [STR_CMP_FOUND_ONE] = {"found in %s step", "找到，共 %s 步"},
    [STR_CMP_NO_PATH] = {"no path (%s steps)", "无法到达终点（%s 步）"},
    [STR_CMP_NO_PATH_ONE] = {"no path (%s step)", "无法到达终点（%s 步）"},
    [STR_CMP_GAVE_UP] = {"gave up after %s steps", "%s 步后放弃"},
    [STR_CMP_GAVE_UP_ONE] = {"gave up after %s step", "%s 步后放弃"},
    [STR_CMP_VISITED] = {"visited %s cells", "访问了 %s 格"},
    [STR_CMP_VISITED_ONE] = {"visited %s cell", "访问了 %s 格"},
    [STR_CMP_PATH] = {"path %s cells", "路径 %s 格"},
    [STR_CMP_PATH_ONE] = {"path %s cell", "路径 %s 格"},
    [STR_CMP_RACE_BRAID] = {"braid %u %%", "去死胡同 %u%%"},
    [STR_CMP_RACE_HINT] = {"Tab: other solver in the yellow pane   S: generators   C: one maze",
                           "Tab：换黄色框的求解算法   S：生成算法   C：单个迷宫"},
    [STR_RACE_BLANK] = {"not reached yet", "尚未到达"},
    [STR_RACE_FRONTIER] = {"found, waiting to be explored", "已发现，等待探索"},
    [STR_RACE_CURRENT] = {"where the solver is now", "当前位置"},
    [STR_RACE_STACK] = {"route so far", "目前的路线"},
    [STR_HELP_CMP_SOLVERS] = {"race solvers on the yellow pane's maze / back to generators",
                              "在黄色框的迷宫上比较求解算法/返回生成算法"},
    [STR_HELP_EVENT_NEXT] = {"run to the next event, pause there", "运行到下一个事件并暂停"},
    [STR_HELP_EVENT_PREV] = {"back to the previous event", "回到上一个事件"},
    [STR_HELP_EVENT_KIND] = {"which event (next / previous kind)", "选择事件种类（下一种/上一种）"},
    [STR_EVENT_RAISED] = {"● %s", "● %s"},
    [STR_EVENT_NEXT] = {"PgDn → %s", "PgDn → %s"},
    [STR_EVENT_NEXT_LESSON] = {"] → %s", "] → %s"},
    [STR_MODE_SINGLE] = {"One maze", "单个迷宫"},
    [STR_MODE_COMPARE] = {"Compare", "比较"},
    [STR_MODE_LAB] = {"Uniformity lab", "均匀性实验"},
    [STR_MODE_PREDICT] = {"Predict", "预测"},
    [STR_MODE_PLAY] = {"Solve it yourself", "自己走迷宫"},
    [STR_HELP_EVERYWHERE] = {"Everywhere", "所有模式"},
    [STR_KEY_CLICK] = {"click", "点击"},
    [STR_KEY_RCLICK] = {"right-click", "右键点击"},
    [STR_HELP_CLICK_START] = {"a cell: the start", "格子：设为起点"},
    [STR_HELP_CLICK_GOAL] = {"a cell: the goal", "格子：设为终点"},
    [STR_HELP_EVENT_MENU] = {"menu of the event kinds", "事件种类菜单"},
    [STR_HELP_GRID] = {"next grid: squares, hexagons, triangles, circle", "换网格：方格、六边形、三角形、圆形"},
    [STR_HELP_PREDICT] = {"predict mode: the class guesses each step / back", "预测模式：全班先猜下一步/返回"},
    [STR_HELP_PREDICT_RESET] = {"score back to 0", "分数清零"},
    [STR_HELP_ANSWER_LINE] = {"answer: this line runs next (line 10 on: its digits, then Enter)",
                              "回答：下一步执行这一行（第 10 行起：按数字再按 Enter）"},
    [STR_HELP_ANSWER_CLICK] = {"answer: a line of the pseudocode, or a cell", "回答：点击伪代码的一行或一个格子"},
    [STR_HELP_SKIP] = {"the step without an answer", "不回答，直接执行这一步"},
    [STR_HELP_PLAY] = {"solve it yourself / back", "自己走迷宫/返回"},
    [STR_HELP_PLAY_MOVE] = {"move (walls block)", "移动（墙挡住去路）"},
    [STR_HELP_PLAY_CLICK] = {"a cell next to you: go there", "相邻的格子：走过去"},
    [STR_HELP_PLAY_PATH] = {"shortest path on / off", "显示/隐藏最短路径"},
    [STR_HELP_PLAY_AGAIN] = {"from the start again", "从起点重新开始"},
    [STR_HELP_PLAY_NEW] = {"a new maze", "换一个新迷宫"},
    [STR_HELP_CMP_FOCUS] = {"a pane: the one Tab changes", "一格：Tab 要换算法的那一格"},
    [STR_HELP_CMP_ALGO] = {"next / previous algorithm in the yellow pane", "黄色框换下一个/上一个算法"},
    [STR_HELP_CMP_BACK] = {"back to one maze", "返回单个迷宫"},
    [STR_HELP_CMP_LAB] = {"uniformity lab for the yellow pane's algorithm", "对黄色框的算法做均匀性实验"},
    [STR_HELP_CMP_SOLVE] = {"(distances: in one maze only)", "（距离着色只用于单个迷宫）"},
    [STR_HELP_CMP_STEP] = {"one step of every pane (pauses)", "每格前进一步（暂停）"},
    [STR_HELP_CMP_RESTART] = {"every pane from step 0, same seed", "每格从第 0 步重新开始，同一种子"},
    [STR_HELP_LAB_STEP] = {"one more maze", "再生成一个迷宫"},
    [STR_HELP_LAB_ALGO] = {"next / previous algorithm (counts start over)", "下一个/上一个算法（重新计数）"},
    [STR_HELP_LAB_GRID] = {"grid size", "网格大小"},
    [STR_HELP_LAB_ORDER] = {"order: fixed / by count", "排序：固定/按次数"},
    [STR_HELP_LAB_BACK] = {"back to where the lab was opened", "返回打开实验之前的画面"},
    [STR_HELP_LAB_COMPARE] = {"compare this algorithm", "比较这个算法"},
    [STR_HELP_LAB_SPEED] = {"more / fewer mazes a frame", "每帧更多/更少的迷宫"},
    [STR_HELP_LAB_RESTART] = {"count again from the first seed", "从起始种子重新计数"},
    [STR_HELP_LAB_SEED] = {"new first seed", "新的起始种子"},
    [STR_HELP_LAB_PAUSE] = {"pause / resume the lab", "暂停/继续实验"},
    [STR_EVENT_MENU_TITLE] = {"Run to which event?", "运行到哪种事件？"},
    [STR_NOTE_ROWS] = {"%s works in rows and columns: it needs a rectangle without a mask",
                       "%s 按行和列工作：只能用于没有遮罩的矩形网格"},
    [STR_NOTE_ROWS_SWITCHED] = {"%s works in rows and columns: switched to %s", "%s 按行和列工作：已换成%s"},
    [STR_NOTE_WEAVE] = {"%s does not check where a passage may run under a cell: not on a weave",
                        "%s 不检查通道能否从格下穿过：不能用于编织网格"},
    [STR_NOTE_WEAVE_SWITCHED] = {"%s does not check where a passage may run under a cell: switched to %s",
                                 "%s 不检查通道能否从格下穿过：已换成%s"},
    [STR_NOTE_BLOCK] = {"block walls need a rectangle without a mask", "块状墙只用于没有遮罩的矩形网格"},
    [STR_NOTE_GRID] = {"grid: %s, %s", "网格：%s，%s"},
    [STR_NOTE_MASK_SKIP] = {"the mask does not fit a %s grid: skipped", "遮罩放不进%s网格：已跳过"},
    [STR_TITLE_PREDICT] = {"mazeviz — predict: %s", "mazeviz — 预测：%s"},
    [STR_ASK_LINE] = {"Which line runs next?", "下一步执行哪一行？"},
    [STR_ASK_CELL] = {"Which cell is next?", "下一格是哪一格？"},
    [STR_ASK_TYPED] = {"line %u…: Enter answers, Backspace erases", "第 %u 行……：按 Enter 回答，Backspace 擦除"},
    [STR_HELP_ANSWER_ENTER] = {"answer: the line number typed", "回答：按下的行号"},
    [STR_HELP_ANSWER_ZERO] = {"a line number's 0 (lines 10, 20, ...)", "行号中的 0（第 10、20 行……）"},
    [STR_HELP_ANSWER_ERASE] = {"erase the last digit typed", "擦除最后一个数字"},
    [STR_ASK_HINT_LINE] = {"answer: the line's number (1–%u) or a click on it", "回答：按行号（1–%u）或点击那一行"},
    [STR_ASK_HINT_CELL] = {"answer: click the cell (or a line: 1–%u)", "回答：点击那一格（或按行号 1–%u）"},
    [STR_ASK_RIGHT_LINE] = {"✓ Right: line %u", "✓ 答对了：第 %u 行"},
    [STR_ASK_WRONG_LINE] = {"× No: line %u runs next", "× 不对：下一步执行第 %u 行"},
    [STR_ASK_RIGHT_CELL] = {"✓ Right: %s", "✓ 答对了：%s"},
    [STR_ASK_WRONG_CELL] = {"× No: it is %s", "× 不对：是 %s"},
    [STR_ASK_WRONG_CELLS] = {"× No: any ringed cell was right", "× 不对：圈出的格子都对"},
    [STR_ASK_RIGHT_CELLS] = {"✓ Right: %s (any of %zu cells was possible)", "✓ 答对了：%s（这 %zu 格中任一格都可以）"},
    [STR_ASK_SCORE] = {"%u / %u right", "答对 %u / %u"},
    [STR_ASK_DONE] = {"Done: %u / %u right", "完成：答对 %u / %u"},
    [STR_ASK_SKIPPED] = {"skipped", "跳过"},
    [STR_LEGEND_CHOICE] = {"arrow: this step's random choice", "箭头：这一步的随机选择"},
    [STR_LEGEND_ANSWER] = {"ringed: the right answer", "圈出：正确答案"},
    [STR_TITLE_PLAY] = {"mazeviz — solve it yourself: %s", "mazeviz — 自己走迷宫：%s"},
    [STR_PLAY_PROMPT] = {"Walk from the start to the goal", "从起点走到终点"},
    [STR_PLAY_WAIT] = {"The maze is being finished…", "迷宫正在生成……"},
    [STR_NO_MEMORY_MOVE] = {"no memory for a longer trail: the move was not made", "没有内存让路线变长：这一步没有走"},
    [STR_PLAY_HOW] = {"Arrow keys, or a click on the cell next to you; walls block. S shows the shortest path, R starts again.",
                      "用方向键，或点击相邻的格子；墙挡住去路。按 S 显示最短路径，按 R 重新开始。"},
    [STR_PLAY_MOVES] = {"%s moves", "%s 步"},
    [STR_PLAY_MOVES_ONE] = {"%s move", "%s 步"},
    [STR_PLAY_SEEN] = {"%s cells visited", "走过 %s 格"},
    [STR_PLAY_SEEN_ONE] = {"%s cell visited", "走过 %s 格"},
    [STR_PLAY_TIME] = {"time %s", "用时 %s"},
    [STR_PLAY_GOAL] = {"Goal!", "到达终点！"},
    [STR_PLAY_RESULT] = {"%s moves (shortest %s)", "%s 步（最短 %s 步）"},
    [STR_PLAY_SHORTEST] = {"shortest path %s moves", "最短路径 %s 步"},
    [STR_PLAY_WALL] = {"a wall", "有墙"},
    [STR_LEGEND_YOU] = {"you", "你"},
    [STR_LEGEND_TRAIL] = {"your way", "你走的路"},
    [STR_LEGEND_SEEN] = {"cells you visited", "走过的格子"},
    [STR_LEGEND_SHORTEST] = {"the shortest path", "最短路径"},
    [STR_HELP_ASK_EVENT_NEXT] = {"to the step before the next event: predict it", "到下一个事件之前的一步：预测它"},
    [STR_HELP_ASK_EVENT_PREV] = {"to the step before the previous event", "回到上一个事件之前的一步"},
    [STR_LAB_TREES_SHAPE] = {"%s grid, %s: %s spanning trees", "%s网格，%s：%s 棵生成树"},
    [STR_STATE_COPIED] = {"copied: %s", "已复制：%s"},
    [STR_STATE_NO_CLIPBOARD] = {"cannot copy: %s", "无法复制：%s"},
    [STR_STATE_OPENED] = {"opened: %s", "已打开：%s"},
    [STR_STATE_BAD] = {"not a state: %s", "不是状态字符串：%s"},
    [STR_SIZE_NOW] = {"size %s", "大小 %s"},
    [STR_SIZE_END] = {"no other size", "没有别的大小"},
    [STR_SLIDE] = {"slide %d / %d", "第 %d / %d 张"},
    [STR_QUIT_AGAIN] = {"Q again ends the lesson", "再按 Q 结束这一课"},
    [STR_HELP_STATE_COPY] = {"copy the state string (what is on screen)", "复制状态字符串（屏幕上的内容）"},
    [STR_HELP_STATE_PASTE] = {"open a copied state string", "打开复制的状态字符串"},
    [STR_HELP_SIZE] = {"bigger / smaller maze (same algorithm, seed)", "迷宫变大/变小（算法、种子不变）"},
    [STR_BAR_PAUSE] = {"‖ pause", "‖ 暂停"},
    [STR_BAR_PLAY] = {"▶ play", "▶ 播放"},
    [STR_BAR_BACK] = {"◀ back", "◀ 后退"},
    [STR_BAR_STEP] = {"step ▶", "前进 ▶"},
    [STR_BAR_SLOWER] = {"slower", "慢一些"},
    [STR_BAR_FASTER] = {"faster", "快一些"},
    [STR_BAR_SMALLER] = {"size -", "变小"},
    [STR_BAR_BIGGER] = {"size +", "变大"},
    [STR_BAR_NEW] = {"new maze", "新迷宫"},
    [STR_BAR_ALGO] = {"algorithm", "算法"},
    [STR_BAR_SLIDE_PREV] = {"◀ slide", "◀ 上一张"},
    [STR_BAR_SLIDE_NEXT] = {"slide ▶", "下一张 ▶"},
    [STR_HELP_BLANK] = {"lesson: the screen black (any key or click comes back)", "课程：黑屏（按任意键或点击返回）"},
    [STR_HELP_CHART] = {"chart of the figures over time on / off (in the panel)",
                        "显示/隐藏数据随时间变化的图（在面板中）"},
    [STR_HELP_STRUCTURE] = {"the stack, queue or open list as text on / off (in the panel)",
                            "以文字显示/隐藏栈、队列或开放列表（在面板中）"},
    [STR_CHART_STEP] = {"step", "步"},
    [STR_STRUCT_SIZE] = {"%s, %s cells", "%s，%s 格"},
    [STR_STRUCT_SIZE_ONE] = {"%s, %s cell", "%s，%s 格"},
    [STR_STRUCT_LIST] = {": %s", "：%s"},
    [STR_STRUCT_EMPTY] = {"%s: empty", "%s：空"},
    [STR_STRUCT_FOCUS] = {"%s %s: %s", "%s %s：%s"},
    [STR_STRUCT_NONE] = {"this algorithm keeps no stack, queue or list to show",
                         "这个算法没有可显示的栈、队列或列表"},
    [STR_HELP_SLIDE] = {"lesson: next / previous slide (also a click on the note)", "课程：下一张/上一张（也可点击讲解）"},
    [STR_HELP_VIEW] = {"tree view (cells as nodes, passages as edges) / the maze", "树形图（格子为结点，通道为边）/迷宫"},
    [STR_LEGEND_NODE] = {"node: a cell, in its colour of the maze view", "结点：一个格子，颜色和迷宫里一样"},
    [STR_LEGEND_EDGE] = {"edge: a passage between two cells (thin: a marked wall)", "边：两格之间的通道（细线：标记的墙）"},
    [STR_LEGEND_SEAM] = {"a passage across the edge to the other side: both its ends in one colour",
                         "穿过边界通到另一边的通道：两端同一种颜色"},
    [STR_LEGEND_LEVELS] = {"arrow up / down in a cell: a way to the level above / below",
                           "格子里的箭头向上/向下：通到上一层/下一层"},
    [STR_PERCENT] = {"%.1f %%", "%.1f%%"},
    [STR_PLAY_HOW_HEAD] = {"How to play", "怎么走"},
    [STR_MODE_EXERCISE] = {"Exercise", "测验"},
    [STR_HELP_EXERCISE] = {"exercise: perform every step yourself, graded / back", "测验：每一步由你来做并计分/返回"},
    [STR_HELP_EX_CLICK] = {"answer: click the cell, the wall or the action's button", "作答：点击格子、墙或下方的动作框"},
    [STR_HELP_EX_COPY] = {"copy the completion code", "复制完成码"},
    [STR_HELP_EX_UNDO] = {"undo the last answer (the score keeps each step's first answer)",
                          "退回上一步作答（计分仍按每一步第一次的作答）"},
    [STR_TITLE_EXERCISE] = {"mazeviz — exercise: %s", "mazeviz — 测验：%s"},
    [STR_EX_RIGHT] = {"Right: %s", "对：%s"},
    [STR_EX_RIGHT_ANY] = {"Right: %s (any of the %zu was right)", "对：%s（这 %zu 个选择都对）"},
    [STR_EX_WRONG] = {"Not right: %s. Why: %s", "不对：是 %s。因为%s"},
    [STR_EX_WRONG_ANY] = {"Not right: any of the %zu was right; it goes on with %s. Why: %s",
                          "不对：这 %zu 个选择都对，按 %s 继续。因为%s"},
    [STR_EX_DONE] = {"Exercise done: %u / %u right", "测验完成：答对 %u / %u"},
    [STR_EX_CODE] = {"Completion code (Ctrl+C copies it):", "完成码（Ctrl+C 复制）："},
    [STR_EX_NAME] = {"Name: %s", "答题者：%s"},
    [STR_EX_NO_QR] = {"(this build makes no QR codes)", "（这个程序不能生成 QR 码图）"},
    [STR_EX_COPIED] = {"completion code copied", "完成码已复制"},
    [STR_EX_BUTTONS] = {"this step is answered with a button: %s", "这一步用下方的动作框作答：%s"},
    [STR_EX_STALE] = {"the exercise ended: its maze was replaced", "测验结束：迷宫已被替换"},
    [STR_EX_UNDONE] = {"answer undone: step %s again", "已退回：重新作答第 %s 步"},
    [STR_EX_NO_UNDO] = {"nothing to undo", "没有可退回的作答"},
    [STR_EX_NOT_COUNTED] = {"(not counted: the first answer to this step was wrong)", "（不计分：这一步第一次答错了）"},
    [STR_EX_HINT] = {"click the cell, the wall or a button", "点击格子、墙或动作框作答"},
    [STR_HELP_CLASS_JOIN] = {"the class: the join address and its QR code (--serve)", "全班：扫码加入（--serve）"},
    [STR_HELP_CLASS_RELEASE] = {"the class: release the students / gather them", "全班：放开各自探索 / 集合"},
    [STR_CLASS_JOIN_HOW] = {"Scan the code, or open the address above.", "扫码，或打开上面的网页。"},
    [STR_CLASS_JOIN_CLOSE] = {"J closes this.", "按 J 关闭。"},
    [STR_CLASS_STUDENTS] = {"%u students", "%u 个参与者"},
    [STR_CLASS_STUDENTS_ONE] = {"%u student", "%u 个参与者"},
    [STR_CLASS_ANSWERED] = {"%u of %u answered", "%u / %u 已回答"},
    [STR_CLASS_REVEALED] = {"line %u was right: %u of %u", "第 %u 行正确：%u / %u"},
    [STR_CLASS_REVEALED_CELL] = {"right: %u of %u", "答对了：%u / %u"},
    [STR_CLASS_NONE] = {"no class: start with --serve PORT", "没有全班：用 --serve 端口 开始"},
    [STR_CLASS_RELEASED] = {"the class explores on its own devices (Shift+J gathers it)", "全班各自探索（Shift+J 集合）"},
    [STR_CLASS_GATHERED] = {"the class follows your screen", "全班看你的屏幕"},
    [STR_HELP_CLASS_MAZES] = {"the class: the mazes the students sent / back", "全班：参与者发来的迷宫/返回"},
    [STR_HELP_CLASS_MAZE_PAGE] = {"next / previous student's maze", "下一个/上一个参与者的迷宫"},
    [STR_HELP_CLASS_MAZE_SHOW] = {"show this maze to the class", "把这个迷宫给全班看"},
    [STR_HELP_CLASS_MAZE_BACK] = {"back to what the class sees", "回到全班看到的画面"},
    [STR_CLASS_MAZE] = {"%s's maze (%u of %u): Enter shows it to the class, Esc goes back",
                        "%s 的迷宫（%u / %u）：Enter 给全班看，Esc 返回"},
    [STR_CLASS_MAZE_SIGN] = {"%s's maze %u/%u", "%s 的迷宫 %u/%u"},
    [STR_CLASS_MAZES] = {"%u mazes sent", "%u 个迷宫已到"},
    [STR_CLASS_MAZES_ONE] = {"%u maze sent", "%u 个迷宫已到"},
    [STR_CLASS_MAZE_NONE] = {"no student has sent a maze yet", "还没有参与者发来迷宫"},
    [STR_CLASS_MAZE_SHOWN] = {"the class sees %s's maze", "全班在看 %s 的迷宫"},
    [STR_HELP_CLASS_EXERCISE] = {"the class: each student does this maze's exercise", "全班：各自做这个迷宫的练习"},
    [STR_CLASS_EXERCISE] = {"exercise: %u of %u finished", "练习：%u / %u 已完成"},
    [STR_CLASS_EXERCISE_MEDIAN] = {"median %u/%u", "中位数 %u/%u"},
    [STR_CLASS_EXERCISE_SET] = {"the class does this exercise: %u steps to answer (Shift+J gathers it)",
                                "全班做这个练习：要回答 %u 步（Shift+J 集合）"},
    [STR_MODE_EDIT] = {"Edit the maze", "改迷宫"},
    [STR_HELP_EDIT] = {"edit the maze / back", "改迷宫/返回"},
    [STR_HELP_EDIT_CLICK] = {"a wall: open or close it; drag: draw or erase a run of walls",
                             "点墙：打开或关上；按住走过：画上或擦掉一串墙"},
    [STR_HELP_EDIT_UNDO] = {"undo", "退回一步"},
    [STR_HELP_EDIT_REDO] = {"redo", "重做"},
    [STR_HELP_EDIT_EMPTY] = {"every wall open (an empty grid)", "打开所有的墙（空网格）"},
    [STR_HELP_EDIT_FULL] = {"every wall closed (a full grid)", "关上所有的墙（满网格）"},
    [STR_HELP_EDIT_SAVE] = {"save the maze (--output, --format json or ascii)", "保存迷宫（--output，--format json 或 ascii）"},
    [STR_HELP_EDIT_SOLVE] = {"solve the edited maze", "求解改过的迷宫"},
    [STR_TITLE_EDIT] = {"mazeviz — edit the maze: %s", "mazeviz — 改迷宫：%s"},
    [STR_EDIT_HOW_HEAD] = {"How to edit", "怎么改"},
    [STR_EDIT_HOW] = {"Click a wall to open or close it; drag along a run. Ctrl+Z undo, Ctrl+Y redo, "
                      "E empty, F full, S solve, V tree, Ctrl+S save.",
                      "点墙打开或关上；按住走过，画上或擦掉一串墙。Ctrl+Z 退回，Ctrl+Y 重做，E 空，F 满，S 求解，V 树，Ctrl+S 保存。"},
    [STR_EDIT_PERFECT] = {"A perfect maze: one way between any two cells", "完美迷宫：任意两格之间只有一条路"},
    [STR_EDIT_NOT_PERFECT] = {"Not perfect: %s, %s", "不是完美迷宫：%s，%s"},
    [STR_EDIT_NOT_PERFECT_ONE] = {"Not perfect: %s", "不是完美迷宫：%s"},
    [STR_EDIT_LOOPS] = {"%s loops", "%s 个环"},
    [STR_EDIT_LOOPS_ONE] = {"%s loop", "%s 个环"},
    [STR_EDIT_UNREACH] = {"%s cells unreachable", "%s 格走不到"},
    [STR_EDIT_UNREACH_ONE] = {"%s cell unreachable", "%s 格走不到"},
    [STR_EDIT_FIG_PERFECT] = {"perfect: %s", "完美：%s"},
    [STR_EDIT_FIG_LOOPS] = {"loops: %s", "环：%s"},
    [STR_EDIT_FIG_UNREACH] = {"unreachable: %s", "走不到：%s"},
    [STR_EDIT_FIG_DEAD] = {"dead ends: %s", "死胡同：%s"},
    [STR_EDIT_FIG_JUNCTIONS] = {"junctions: %s", "岔路口：%s"},
    [STR_EDIT_FIG_SOLUTION] = {"solution: %s cells", "解：%s 格"},
    [STR_EDIT_FIG_LONGEST] = {"longest path: %s cells", "最长路径：%s 格"},
    [STR_EDIT_YES] = {"yes", "是"},
    [STR_EDIT_NO] = {"no", "否"},
    [STR_EDIT_NONE] = {"none", "无"},
    [STR_LEGEND_LOOP] = {"on a loop", "在环上"},
    [STR_LEGEND_UNREACHABLE] = {"unreachable from the start", "从起点走不到"},
    [STR_EDIT_NO_UNDO] = {"nothing to undo", "没有可退回的"},
    [STR_EDIT_NO_REDO] = {"nothing to redo", "没有可重做的"},
    [STR_EDIT_NO_MEMORY] = {"no memory to edit or check this maze", "没有内存来改或检查这个迷宫"},
    [STR_EDIT_SAVED] = {"saved %s", "已保存：%s"},
    [STR_EDIT_SAVE_FAILED] = {"could not save %s: %s", "无法保存 %s：%s"},
    [STR_EDIT_SAVE_JSON_ONLY] = {"%s not saved: this grid is saved as json only (--format json)", "未保存 %s：这种网格只能存为 json（--format json）"},
};

static inline const char *app_tr(app_str s, sm_lang l) { return sm_tr(app_strings[s], l); }

/*
 * The algorithms' option values as the HUD shows them: key=value (as on
 * the command line and the O key) in English, words in Chinese.
 */
typedef struct app_option_label {
    const char *key, *value;
    sm_text text;
} app_option_label;

static const app_option_label app_option_labels[] = {
    {"start", "first", {"start=first", "游走起点：按顺序"}},
    {"start", "random", {"start=random", "起点：随机"}},
    {"start", "corner", {"start=corner", "起点：左上角"}},
    {"bias", "ne", {"bias=ne", "偏向：东北"}},
    {"bias", "nw", {"bias=nw", "偏向：西北"}},
    {"bias", "se", {"bias=se", "偏向：东南"}},
    {"bias", "sw", {"bias=sw", "偏向：西南"}},
    {"policy", "newest", {"policy=newest", "取格：最新"}},
    {"policy", "random", {"policy=random", "取格：随机"}},
    {"policy", "oldest", {"policy=oldest", "取格：最早"}},
    {"policy", "mix", {"policy=mix", "取格：混合"}},
    {"pick", "newest", {"pick=newest", "取格：最新"}},
    {"pick", "random", {"pick=random", "取格：随机"}},
    {"pick", "mix", {"pick=mix", "取格：混合"}},
    {"seeds", "2", {"seeds=2", "同时生长：2 棵树"}},
    {"seeds", "3", {"seeds=3", "同时生长：3 棵树"}},
    {"seeds", "4", {"seeds=4", "同时生长：4 棵树"}},
    {"seeds", "8", {"seeds=8", "同时生长：8 棵树"}},
    {"hand", "left", {"hand=left", "左手扶墙"}},
    {"hand", "right", {"hand=right", "右手扶墙"}},
    {"steps", "auto", {"steps=auto", "移动次数：自动"}},
    {"steps", "10", {"steps=10", "移动次数：10"}},
    {"steps", "100", {"steps=100", "移动次数：100"}},
    {"steps", "1000", {"steps=1000", "移动次数：1000"}},
    {"steps", "10000", {"steps=10000", "移动次数：10000"}},
    {"steps", "100000", {"steps=100000", "移动次数：100000"}},
    {"cap", "1000", {"cap=1000", "每格 1000 步后放弃"}},
    {"cap", "10", {"cap=10", "每格 10 步后放弃"}},
    {"cap", "100000", {"cap=100000", "每格 100000 步后放弃"}},
};

/* Strings that count something ("%llu mazes") and their form for a count of one. */
static const app_str app_singular[STR_COUNT] = {
    [STR_LAB_MAZES] = STR_LAB_MAZES_ONE,   [STR_DONE_PER_S] = STR_DONE_PER_S_ONE,
    [STR_CMP_DONE] = STR_CMP_DONE_ONE,     [STR_HUD_LONGEST] = STR_HUD_LONGEST_ONE,
    [STR_LAB_FIRST] = STR_LAB_FIRST_ONE,   [STR_REC_ON] = STR_REC_ON_ONE,
    [STR_PLAY_MOVES] = STR_PLAY_MOVES_ONE, [STR_PLAY_SEEN] = STR_PLAY_SEEN_ONE,
    [STR_CMP_FOUND] = STR_CMP_FOUND_ONE,   [STR_CMP_NO_PATH] = STR_CMP_NO_PATH_ONE,
    [STR_CMP_GAVE_UP] = STR_CMP_GAVE_UP_ONE, [STR_CMP_VISITED] = STR_CMP_VISITED_ONE,
    [STR_CMP_PATH] = STR_CMP_PATH_ONE,   [STR_CLASS_STUDENTS] = STR_CLASS_STUDENTS_ONE,
    [STR_STRUCT_SIZE] = STR_STRUCT_SIZE_ONE, [STR_EDIT_LOOPS] = STR_EDIT_LOOPS_ONE,
    [STR_EDIT_UNREACH] = STR_EDIT_UNREACH_ONE, [STR_CLASS_MAZES] = STR_CLASS_MAZES_ONE,
};

/* String s for a count of n: its singular when n is 1 and it has one. */
static inline const char *app_trn(app_str s, uint64_t n, sm_lang l)
{
    return app_tr(n == 1 && app_singular[s] ? app_singular[s] : s, l);
}

#endif
