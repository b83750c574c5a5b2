/*
 * config.h - the visualizer's settings as data (after dwm's config.def.h):
 * themes, layout ratios, default sizes and pacing, and the key table. A
 * teacher who wants other colours, sizes or keys edits this file only.
 */
#ifndef MAZEVIZ_CONFIG_H
#define MAZEVIZ_CONFIG_H

#include "app_impl.h"
#include "platform.h"

/* Window and pacing. The maze size, seed and speed defaults are the CLI's (30x20, 1 step/frame). */
#define CONFIG_WINDOW_W 800
#define CONFIG_WINDOW_H 600
/*
 * On a screen at least this wide (a projector, a desktop monitor) the window
 * opens at this fraction of the usable desktop instead, so text is large and
 * the pseudocode panel is on from the start; --window or --cell choose a size.
 */
#define CONFIG_WINDOW_BIG_SCREEN_W 1200
#define CONFIG_WINDOW_SCREEN_FRACTION 0.9
#define CONFIG_PANEL_MIN_W 1200 /* the pseudocode panel starts on in windows at least this wide */
#define CONFIG_FPS 30
#define CONFIG_FONT_FILE "NotoSansCJKsc-subset.otf"
#define CONFIG_BANNER "生成完成！"
#define CONFIG_GHOST_MS 500.0          /* an erased loop fades out over this much real time */
/* G records the maze (Shift+G: the left column, legend, timeline and HUD too) at this rate, up to this size. */
#define CONFIG_RECORD_FPS 15
#define CONFIG_LAB_SPEED -3            /* the lab starts at 1 maze / 8 frames: about 4 a second, slow enough to narrate */
#define CONFIG_RECORD_MAX_MB 20
#define CONFIG_NOTICE_MS 4000.0        /* a note on why a key did nothing stays this long */
#define CONFIG_BANNER_MS 4000.0        /* the finished banner stays this long, then leaves the maze to be read */
#define CONFIG_NOTICE_CHARS 60         /* a HUD notice is cut after this many characters (the terminal has it whole) */
#define CONFIG_BAR_MS 3000.0           /* the control bar hides this long after the pointer last moved */
#define CONFIG_SIZE_MIN_PX 10          /* the size ladder (Up / Down) stops before cells this small */
/*
 * A held ← or → (key repeat, about 25 a second) steps 1 step a repeat, then
 * twice as many every CONFIG_HOLD_DOUBLE repeats, up to 2^CONFIG_HOLD_MAX_SHIFT:
 * a second of holding rewinds ~40 steps, three seconds ~1,400, five ~20,000.
 */
#define CONFIG_HOLD_DOUBLE 8
#define CONFIG_HOLD_MAX_SHIFT 12
#define CONFIG_EVENT_KIND_MS 2000.0    /* after E, the HUD names the event kind this long */
/*
 * Predict: a right answer's verdict shows this long before the step plays,
 * a wrong one's longer, the right line or cells blinking (on, off, ...)
 * at this period. The arrow of a random choice is this wide and the rings
 * round cells this thick, as fractions of a cell.
 */
#define CONFIG_PREDICT_RIGHT_MS 900.0
#define CONFIG_PREDICT_WRONG_MS 2400.0
#define CONFIG_PREDICT_BLINK_MS 300.0
#define CONFIG_EXERCISE_WRONG_MS 4000.0 /* a wrong answer's verdict holds the question row (a click ends it) */
/*
 * A class session (--serve): the teacher's screen goes to the class at most
 * once per CONFIG_CLASS_SHOW_MS; a predict question goes to the class once it
 * has been on screen CONFIG_CLASS_ASK_MS (a held → asks nothing on the way);
 * a revealed tally stays CONFIG_CLASS_REVEAL_MS, or until the next question's
 * first answer.
 */
#define CONFIG_CLASS_SHOW_MS 100.0
#define CONFIG_CLASS_ASK_MS 300.0
#define CONFIG_CLASS_REVEAL_MS 4000.0
#define CONFIG_ARROW_WIDTH 0.32f
#define CONFIG_RING_WIDTH 0.16f
/* The editor: how near a wall (in cells) a click toggles it, and where Ctrl+S saves without --output. */
#define CONFIG_EDIT_REACH 0.3f
#define CONFIG_EDIT_FILE "mazeviz-edit.json"
/* Play: the marker's disc, the trail's and the shortest path's lines, as fractions of a cell. */
#define CONFIG_PLAY_MARKER 0.62f
#define CONFIG_PLAY_TRAIL 0.24f
#define CONFIG_PLAY_PATH 0.14f
#define CONFIG_HISTORY_BYTES_DESKTOP (256u << 20) /* checkpoints for stepping back */
#define CONFIG_HISTORY_BYTES_WEB (64u << 20)      /* ... in a browser tab */
#define CONFIG_HISTORY_BYTES platform_history_bytes() /* the one that applies (platform.h) */

/*
 * Work per frame at high speeds, while finishing and while seeking: the
 * stepping stops once the time spent plus what drawing the changes will
 * cost (measured as it runs: a changed cell, a full redraw, the rest of
 * the frame) reaches CONFIG_FRAME_WORK of the frame period. The rest of
 * the period is left for presenting and events, so keys answer in the
 * next frame. Changes past what a full redraw costs are free: the frame
 * then redraws everything once. Compare panes and the lab step for
 * CONFIG_STEP_BUDGET_MS a frame.
 */
#define CONFIG_FRAME_WORK 0.8
#define CONFIG_STATS_SLICE_MS 15.0 /* the finished maze's figures: at most this much of a frame */
#define CONFIG_STEP_BUDGET_MS 8.0
#define CONFIG_STEP_MIN_MS 2.0             /* stepping always gets this much of a frame */
#define CONFIG_UNWATCHED_MIN 65536         /* batches this big run unwatched when a full redraw is cheap */
#define CONFIG_UNWATCHED_CHUNK 131072      /* ... in chunks of this many steps (about 1 ms) */
#define CONFIG_MS_PER_CHANGE_START 0.00015 /* until the first measurement */

/*
 * Layout, as fractions (render_metrics). Body text is 3.5 % of the output
 * height: Noto Sans CJK's capital letters are 0.73 em tall, so capitals
 * are 2.6 % of the height - 28 px at 1080p, legible from the back of a
 * classroom - at every window size.
 */
static const render_metrics config_metrics = {
    .font_ratio = 0.036f,
    .big_ratio = 1.7f,
    .line_ratio = 1.25f,
    .margin_ratio = 0.5f,
    .pad_ratio = 0.3f,
    .panel_ratio = 0.40f, /* the maze keeps >= 35 % of a 1080p window (classroom_test) */
    .timeline_ratio = 0.5f,
    .frame_ratio = 0.12f,
    .hud_lines = 2,
    .legend_rows = 2,
    .marker_ratio = 1.0f, /* a start or goal as large as a letter at least, however small its cell */
};

/* Hues for SM_CELL_GROUP by index (Okabe-Ito first): neighbouring indices differ clearly. */
#define CONFIG_GROUPS                                                                    \
    {                                                                                    \
        {230, 159, 0, 255}, {86, 180, 233, 255}, {0, 158, 115, 255}, {240, 228, 66, 255}, \
        {0, 114, 178, 255}, {213, 94, 0, 255}, {204, 121, 167, 255}, {150, 150, 150, 255}, \
        {166, 86, 40, 255}, {152, 78, 163, 255}, {127, 201, 127, 255}, {255, 170, 210, 255} \
    }

/*
 * The figures chart's lines on the dark panel (bright, apart in hue and
 * lightness: orange, sky blue, green, pink, yellow, lavender, white, grey)
 * and its axes.
 */
#define CONFIG_CHART                                                                          \
    {                                                                                         \
        {255, 160, 0, 255}, {90, 190, 255, 255}, {110, 220, 110, 255}, {255, 110, 200, 255},   \
        {240, 228, 66, 255}, {190, 150, 255, 255}, {255, 255, 255, 255}, {160, 160, 160, 255} \
    }
#define CONFIG_CHART_AXIS {150, 150, 165, 255}

/* classic: the seed's colours (blue maze, cream, yellow walk, orange head, black walls, red border). */
static const render_theme config_theme_classic = {
    .id = "classic",
    .cell = {
        [SM_CELL_BLANK] = {250, 240, 230, 255},
        [SM_CELL_MAZE] = {0, 0, 255, 255},
        [SM_CELL_WALK] = {255, 255, 0, 255},
        [SM_CELL_HEAD] = {0, 255, 0, 255}, /* green: orange is the current cell's (compare shows both) */
        [SM_CELL_STACK] = {235, 100, 200, 255},
        [SM_CELL_CURRENT] = {255, 128, 0, 255},
        [SM_CELL_FRONTIER] = {255, 200, 170, 255},
        [SM_CELL_SCAN] = {170, 120, 255, 255},
        [SM_CELL_GROUP] = {160, 160, 160, 255},
        [SM_CELL_CHOSEN] = {0, 220, 255, 255},
        [SM_CELL_VISITED] = {200, 255, 200, 255},
        [SM_CELL_PATH] = {230, 0, 60, 255},
        [SM_CELL_DEAD] = {120, 120, 120, 255},
        [SM_CELL_START] = {0, 170, 0, 255},
        [SM_CELL_GOAL] = {150, 0, 210, 255}, /* purple: apart from the red path and border */
    },
    .shade_hi = {
        [SM_CELL_FRONTIER] = {190, 30, 70, 255}, /* salmon to crimson: apart from every set colour, >= 3:1 on the walls */
        [SM_CELL_VISITED] = {0, 120, 60, 255},
    },
    .wall = {
        [SM_WALL_PLAIN] = {0, 0, 0, 255},
        [SM_WALL_TENTATIVE] = {0, 140, 0, 255},
        [SM_WALL_ACCEPTED] = {0, 200, 255, 255}, /* marked walls: the seed's, each >= 3:1 from their black casing */
        [SM_WALL_REJECTED] = {230, 0, 0, 255},
        [SM_WALL_NEW] = {175, 0, 175, 255},      /* the seed's (150,0,150) a little lighter: 2.7:1 on black */
    },
    .group = CONFIG_GROUPS,
    .border = {255, 0, 0, 255},
    .background = {40, 40, 48, 255},
    .ghost = {255, 40, 40, 210},
    .hud_bg = {16, 16, 20, 255},
    .hud_text = {240, 240, 240, 255},
    .panel_bg = {24, 24, 30, 255},
    .panel_text = {235, 235, 235, 255},
    .panel_head = {255, 220, 120, 255},
    .code_hl_bg = {255, 255, 0, 255},
    .code_hl_text = {0, 0, 0, 255},
    .banner_bg = {250, 240, 230, 255},
    .banner_text = {0, 0, 0, 255},
    .banner_frame = {0, 0, 0, 255},
    .help_bg = {16, 16, 20, 255},
    .help_text = {255, 255, 255, 255},
    .menu_hl_bg = {255, 255, 0, 255},
    .menu_hl_text = {0, 0, 0, 255},
    .timeline_bg = {90, 90, 100, 255},
    .timeline_range = {140, 140, 155, 255},
    .timeline_fill = {120, 170, 255, 255},
    .timeline_knob = {255, 255, 255, 255},
    .pause_fg = {255, 255, 255, 255},
    .pause_outline = {0, 0, 0, 255},
    .sign_dot = {235, 30, 30, 255},
    .prompt_bg = {16, 16, 20, 255},
    .prompt_text = {255, 255, 255, 255},
    .ask_arrow = {0, 0, 0, 255}, /* black in white: black on the light marks, white round it on the dark ones */
    .ask_outline = {255, 255, 255, 255},
    .answer_bg = {255, 255, 255, 255},
    .answer_text = {0, 0, 0, 255},
    .mark_outline = {0, 0, 0, 255},
    .mark_casing = {255, 255, 255, 255}, /* white round black: an edge on the blue maze (black is 2.4:1 there) and on light cells */
    .chart = CONFIG_CHART,
    .chart_axis = CONFIG_CHART_AXIS,
    /* rings where the seed's colours must stay (its green head on its yellow walk) and on the marks that sit on others */
    .ring = {[SM_CELL_HEAD] = true, [SM_CELL_CURRENT] = true, [SM_CELL_CHOSEN] = true,
             [SM_CELL_START] = true, [SM_CELL_GOAL] = true, [SM_CELL_PATH] = true,
             [SM_CELL_FRONTIER] = true}, /* the frontier's and the visited ramps: alike to red-green blind eyes */
    .halo = {[SM_CELL_MAZE] = true}, /* black walls on the seed's blue are 2.4:1: a light blue band along them, >= 3:1 both ways */
    .halo_colour = {150, 175, 255, 255},
    /* no colour is 3:1 from the cream, the seed's blue and black at once: marked walls in a black casing */
    .case_marks = true,
    .wall_ratio = 0.14f,
    .marked_ratio = 0.34f,
};

/*
 * projector: for washed-out projectors and colour-blind students. Black
 * walls against light cells (>= 4.5:1, thicker), marks chosen so that the
 * ones that touch differ in lightness and every pair stays apart under
 * protanopia and deuteranopia (tests/viz/theme_test.c computes both).
 */
static const render_theme config_theme_projector = {
    .id = "projector",
    .cell = {
        [SM_CELL_BLANK] = {255, 255, 255, 255},
        [SM_CELL_MAZE] = {180, 220, 255, 255}, /* pale blue: 3:1 from the head of the walk that reaches it */
        [SM_CELL_WALK] = {255, 225, 0, 255},
        [SM_CELL_HEAD] = {115, 95, 235, 255},   /* indigo: 3:1 from the maze and the walk; orange is the current cell's */
        [SM_CELL_STACK] = {195, 105, 105, 255}, /* dusty rose: yellow is the walk's */
        [SM_CELL_CURRENT] = {255, 120, 0, 255},
        [SM_CELL_FRONTIER] = {255, 220, 180, 255},
        [SM_CELL_SCAN] = {230, 245, 140, 255},
        [SM_CELL_GROUP] = {160, 160, 160, 255},
        [SM_CELL_CHOSEN] = {40, 200, 60, 255}, /* green: cyan and the pale blue maze merge for deuteranopes */
        [SM_CELL_VISITED] = {210, 255, 210, 255},
        [SM_CELL_PATH] = {165, 75, 255, 255},   /* violet: orange is the cell just taken */
        [SM_CELL_DEAD] = {150, 150, 150, 255},
        [SM_CELL_START] = {0, 200, 120, 255},
        [SM_CELL_GOAL] = {255, 90, 90, 255},
    },
    .shade_hi = {
        [SM_CELL_FRONTIER] = {200, 100, 170, 255},
        [SM_CELL_VISITED] = {60, 170, 90, 255},
    },
    .wall = {
        [SM_WALL_PLAIN] = {0, 0, 0, 255},
        [SM_WALL_TENTATIVE] = {0, 120, 0, 255},
        [SM_WALL_ACCEPTED] = {0, 90, 200, 255},
        [SM_WALL_REJECTED] = {135, 90, 30, 255},
        [SM_WALL_NEW] = {130, 50, 215, 255},
    },
    .group = {
        {255, 255, 0, 255}, {255, 210, 120, 255}, {255, 195, 150, 255}, {120, 255, 120, 255},
        {0, 255, 180, 255}, {255, 195, 60, 255}, {0, 255, 45, 255}, {165, 255, 0, 255},
        {135, 225, 150, 255}, {165, 210, 60, 255}, {195, 225, 180, 255}, {255, 240, 90, 255},
    },
    .border = {0, 0, 0, 255},
    .background = {0, 0, 0, 255},
    .ghost = {200, 0, 0, 220},
    .hud_bg = {0, 0, 0, 255},
    .hud_text = {255, 255, 255, 255},
    .panel_bg = {0, 0, 0, 255},
    .panel_text = {255, 255, 255, 255},
    .panel_head = {255, 225, 0, 255},
    .code_hl_bg = {255, 225, 0, 255},
    .code_hl_text = {0, 0, 0, 255},
    .banner_bg = {255, 255, 255, 255},
    .banner_text = {0, 0, 0, 255},
    .banner_frame = {0, 0, 0, 255},
    .help_bg = {0, 0, 0, 255},
    .help_text = {255, 255, 255, 255},
    .menu_hl_bg = {255, 225, 0, 255},
    .menu_hl_text = {0, 0, 0, 255},
    .timeline_bg = {80, 80, 80, 255},
    .timeline_range = {150, 150, 150, 255},
    .timeline_fill = {90, 160, 255, 255},
    .timeline_knob = {255, 255, 255, 255},
    .pause_fg = {255, 255, 255, 255},
    .pause_outline = {0, 0, 0, 255},
    .sign_dot = {255, 40, 40, 255},
    .prompt_bg = {0, 0, 0, 255},
    .prompt_text = {255, 255, 255, 255},
    .ask_arrow = {0, 0, 0, 255},
    .ask_outline = {255, 255, 255, 255},
    .answer_bg = {255, 255, 255, 255},
    .answer_text = {0, 0, 0, 255},
    .mark_outline = {0, 0, 0, 255},
    .chart = CONFIG_CHART,
    .chart_axis = CONFIG_CHART_AXIS,
    .ring = {[SM_CELL_HEAD] = true, [SM_CELL_CURRENT] = true, [SM_CELL_CHOSEN] = true,
             [SM_CELL_START] = true, [SM_CELL_GOAL] = true, [SM_CELL_PATH] = true,
             [SM_CELL_FRONTIER] = true, [SM_CELL_STACK] = true}, /* frontier, stack, visited: alike to red-green blind eyes */
    .wall_ratio = 0.2f,
    .marked_ratio = 0.42f,
};

/*
 * Which marks can touch on screen (share an edge with no wall between),
 * for the theme test. Cells are separated by walls unless a passage joins
 * them, and the passage takes one of the two cells' colours; marked walls
 * touch the wall posts and the cells on both sides.
 *
 * hue_only: 3:1 is impossible here together with the other rules. Cells
 * need >= 0.175 relative luminance for 4.5:1 against black walls; marked
 * walls need >= 0.1 for 3:1 against them, so the maze cells beside opened
 * or new walls need >= 0.4; a mark at 3:1 from such a maze colour would
 * need luminance >= 1.6 or <= 0.1. So the stack, scanned rows and sets
 * that open into the maze differ from it by hue (blue vs yellow, the axis
 * protanopes and deuteranopes keep), checked as delta-E in three visions.
 *
 * area: two regions of cells (the blank field, the maze, a search's
 * visited cells, the dead ends ...) that meet only through passages; the
 * walls, 3:1 or more from each (checked), draw their shapes, and their
 * colours are told apart as the legend's swatches are (delta-E >= 12).
 *
 * Rows with a marked wall: in a theme that draws marked walls inside a
 * casing of wall colour (render_theme.case_marks) the mark touches its
 * casing, and is checked against the wall colour instead.
 *
 * tests/viz/theme_test.c runs every generator and solver and fails when
 * they draw two marks side by side that have no row here.
 */
typedef struct config_mark {
    uint8_t type, kind; /* sm_mark_type, kind */
} config_mark;
typedef struct config_touch_row {
    config_mark a, b;
    bool hue_only, area;
} config_touch_row;

#define CELL(k) {SM_MARK_CELL, SM_CELL_##k}
#define WALLM(k) {SM_MARK_WALL, SM_WALL_##k}
static const config_touch_row config_touch[] = {
    {WALLM(TENTATIVE), WALLM(PLAIN), false, false}, /* the ends of a tentative wall meet posts */
    {WALLM(ACCEPTED), WALLM(PLAIN), false, false},
    {WALLM(REJECTED), WALLM(PLAIN), false, false},
    {WALLM(NEW), WALLM(PLAIN), false, false},
    {WALLM(TENTATIVE), CELL(WALK), false, false},  /* between two walk cells */
    {WALLM(TENTATIVE), CELL(HEAD), false, false},
    {WALLM(ACCEPTED), CELL(MAZE), false, false},   /* Prim: the wall that let a cell in */
    {WALLM(ACCEPTED), CELL(GROUP), false, false},  /* Kruskal: two sets joined */
    {WALLM(ACCEPTED), CELL(CURRENT), false, false},
    {WALLM(REJECTED), CELL(GROUP), false, false},  /* Kruskal: both sides already one set */
    {WALLM(REJECTED), CELL(MAZE), false, false},
    {WALLM(NEW), CELL(MAZE), false, false},        /* recursive division, Origin Shift */
    {WALLM(NEW), CELL(SCAN), false, false},        /* ... inside the chamber being divided */
    {WALLM(NEW), CELL(BLANK), false, false},       /* ... in the open chamber */
    {WALLM(NEW), CELL(GROUP), false, false},       /* blobby division: between the two blobs */
    {CELL(HEAD), CELL(MAZE), false, false},        /* Wilson: the walk reaches the maze (told apart even when ringed) */
    {CELL(STACK), CELL(CURRENT), false, false},    /* backtracker: the passage to the top */
    {CELL(CURRENT), CELL(MAZE), false, false},
    {CELL(STACK), CELL(MAZE), true, false},        /* backtracker: popped cells beside the stack */
    {CELL(SCAN), CELL(MAZE), true, false},         /* hunt-and-kill: the hunted row */
    {CELL(GROUP), CELL(MAZE), true, false},        /* Eller: the row's sets above finished rows */
    {CELL(FRONTIER), CELL(CHOSEN), false, false},
    {CELL(PATH), CELL(VISITED), false, false},     /* solvers */
    {CELL(START), CELL(PATH), false, false},
    {CELL(GOAL), CELL(PATH), false, false},
    {CELL(BLANK), CELL(MAZE), false, true},        /* Origin Shift */
    {CELL(BLANK), CELL(SCAN), false, true},        /* blobby division: the chamber in the field */
    {CELL(BLANK), CELL(GROUP), false, true},
    {CELL(SCAN), CELL(GROUP), false, true},
    {CELL(BLANK), CELL(STACK), false, true},       /* solvers: cells not reached beside the search */
    {CELL(BLANK), CELL(FRONTIER), false, true},
    {CELL(BLANK), CELL(VISITED), false, true},
    {CELL(BLANK), CELL(DEAD), false, true},
    {CELL(STACK), CELL(VISITED), false, true},
    {CELL(STACK), CELL(DEAD), false, true},
    {CELL(FRONTIER), CELL(VISITED), false, true},
};
#undef CELL
#undef WALLM

static const render_theme *const config_themes[] = {&config_theme_classic, &config_theme_projector};
#define CONFIG_THEMES (sizeof config_themes / sizeof config_themes[0])

/*
 * Keys: {key, modifiers (exact, or APP_MOD_ANY), the modes (and menus) it
 * acts in, action, argument, keys as the help shows them, help}; the
 * pointer's keys name what it did where (APP_CLICK(TIMELINE)). The first row that matches the key and
 * the layers on screen acts: the open menu's rows, then a lesson's, then
 * the mode's. The help lists, for the mode on screen, its rows with a key
 * text in this order, then the rows of every mode (tests/viz/help_test.c
 * checks that every key here is in them); the rows of an area are on
 * screen where they act (the bar's buttons, the timeline, a menu, the
 * note) and stay out of it. docs/user-guide.md's keys table is made from
 * these rows (tests/keys_table.c).
 */
#define IN_ONE APP_IN(APP_MODE_SINGLE)
#define IN_CMP APP_IN(APP_MODE_COMPARE)
#define IN_LAB APP_IN(APP_MODE_LAB)
#define IN_ASK APP_IN(APP_MODE_PREDICT)
#define IN_PLAY APP_IN(APP_MODE_PLAY)
#define IN_EX APP_IN(APP_MODE_EXERCISE)
#define IN_EDIT APP_IN(APP_MODE_EDIT)
#define IN_MAZE (IN_ONE | IN_ASK | IN_PLAY) /* the single maze on screen */
#define IN_STEP (IN_ONE | IN_ASK)           /* ... and its machines stepping */
#define IN_ALL APP_IN_ALL
#define ANY APP_MOD_ANY
static const app_key config_keys[] = {
    /* an open menu: ↑ ↓ Enter, a number or a click choose; Esc, M, 0 (or the key that opened it) close */
    {SDLK_UP, ANY, APP_IN_MENUS, app_act_menu_move, -1, NULL, 0},
    {SDLK_DOWN, ANY, APP_IN_MENUS, app_act_menu_move, +1, NULL, 0},
    {SDLK_RETURN, ANY, APP_IN_MENUS, app_act_menu_pick, -1, NULL, 0},
    {SDLK_KP_ENTER, ANY, APP_IN_MENUS, app_act_menu_pick, -1, NULL, 0},
    {SDLK_1, ANY, APP_IN_MENUS, app_act_menu_pick, 0, NULL, 0},
    {SDLK_2, ANY, APP_IN_MENUS, app_act_menu_pick, 1, NULL, 0},
    {SDLK_3, ANY, APP_IN_MENUS, app_act_menu_pick, 2, NULL, 0},
    {SDLK_4, ANY, APP_IN_MENUS, app_act_menu_pick, 3, NULL, 0},
    {SDLK_5, ANY, APP_IN_MENUS, app_act_menu_pick, 4, NULL, 0},
    {SDLK_6, ANY, APP_IN_MENUS, app_act_menu_pick, 5, NULL, 0},
    {SDLK_7, ANY, APP_IN_MENUS, app_act_menu_pick, 6, NULL, 0},
    {SDLK_8, ANY, APP_IN_MENUS, app_act_menu_pick, 7, NULL, 0},
    {SDLK_9, ANY, APP_IN_MENUS, app_act_menu_pick, 8, NULL, 0},
    {SDLK_ESCAPE, ANY, APP_IN_MENUS, app_act_menu_close, 0, NULL, 0},
    {SDLK_m, ANY, APP_IN_MENUS, app_act_menu_close, 0, NULL, 0},
    {SDLK_0, ANY, APP_IN_MENUS, app_act_menu_close, 0, NULL, 0},
    {SDLK_s, ANY, APP_IN_MENU_SOLVER, app_act_menu_close, 0, NULL, 0},
    {SDLK_e, KMOD_CTRL, APP_IN_MENU_EVENT, app_act_menu_close, 0, NULL, 0},
    {SDLK_z, KMOD_SHIFT, APP_IN_MENU_CHALLENGE, app_act_menu_close, 0, NULL, 0},
    {APP_CLICK(MENU), ANY, APP_IN_MENUS, app_act_menu_click, 0, NULL, 0},
    {APP_RCLICK(MENU), ANY, APP_IN_MENUS, app_act_menu_click, 0, NULL, 0},
    {APP_CLICK(ANY), ANY, APP_IN_MENUS, app_act_nothing, 0, NULL, 0}, /* beside the open menu: nothing */
    {APP_RCLICK(ANY), ANY, APP_IN_MENUS, app_act_nothing, 0, NULL, 0},

    /* a lesson shown (--lesson): what a presentation remote sends; → and ← at a slide's ends also turn it */
    {SDLK_PAGEDOWN, ANY, APP_IN_LESSON, app_act_slide, +1, "PgDn or PgUp", STR_HELP_SLIDE},
    {SDLK_PAGEUP, ANY, APP_IN_LESSON, app_act_slide, -1, NULL, 0},
    {SDLK_b, 0, APP_IN_LESSON, app_act_blank, 0, "B", STR_HELP_BLANK},
    {APP_CLICK(NOTE), ANY, APP_IN_LESSON, app_act_slide, +1, NULL, 0},
    /* a student's maze on screen (Y, --serve): the teacher pages, shows it to the class or goes back */
    {SDLK_RIGHT, ANY, APP_IN_CLASS_MAZES, app_act_class_mazes, +1, "→ / ←", STR_HELP_CLASS_MAZE_PAGE},
    {SDLK_LEFT, ANY, APP_IN_CLASS_MAZES, app_act_class_mazes, -1, NULL, 0},
    {SDLK_RETURN, ANY, APP_IN_CLASS_MAZES, app_act_class_maze_show, 1, "Enter", STR_HELP_CLASS_MAZE_SHOW},
    {SDLK_KP_ENTER, ANY, APP_IN_CLASS_MAZES, app_act_class_maze_show, 1, NULL, 0},
    {SDLK_ESCAPE, ANY, APP_IN_CLASS_MAZES, app_act_class_maze_show, 0, "Esc", STR_HELP_CLASS_MAZE_BACK},
    {APP_RCLICK(NOTE), ANY, APP_IN_LESSON, app_act_slide, -1, NULL, 0},

    /*
     * The presenter's bar (app_bar.c): its buttons in this order (the last
     * left out first when the HUD has no room), each the action of its key
     * in the mode on screen; the label is the help column.
     */
    {APP_CLICK(BAR), ANY, IN_ONE, app_act_pause, 0, NULL, STR_BAR_PAUSE},
    {APP_CLICK(BAR), ANY, IN_STEP, app_act_back, 0, NULL, STR_BAR_BACK},
    {APP_CLICK(BAR), ANY, IN_ONE, app_act_step, 0, NULL, STR_BAR_STEP},
    {APP_CLICK(BAR), ANY, IN_ASK, app_act_predict_skip, 0, NULL, STR_BAR_STEP},
    {APP_CLICK(BAR), ANY, APP_IN_LESSON, app_act_slide, -1, NULL, STR_BAR_SLIDE_PREV},
    {APP_CLICK(BAR), ANY, APP_IN_LESSON, app_act_slide, +1, NULL, STR_BAR_SLIDE_NEXT},
    {APP_CLICK(BAR), ANY, IN_ONE, app_act_speed, -1, NULL, STR_BAR_SLOWER},
    {APP_CLICK(BAR), ANY, IN_ONE, app_act_speed, +1, NULL, STR_BAR_FASTER},
    {APP_CLICK(BAR), ANY, IN_STEP | IN_PLAY, app_act_new_seed, 0, NULL, STR_BAR_NEW},
    {APP_CLICK(BAR), ANY, IN_MAZE, app_act_menu, 0, NULL, STR_BAR_ALGO},
    {APP_CLICK(BAR), ANY, IN_STEP, app_act_size, -1, NULL, STR_BAR_SMALLER},
    {APP_CLICK(BAR), ANY, IN_STEP, app_act_size, +1, NULL, STR_BAR_BIGGER},

    /* the timeline (before the clicks on the maze): a press or a drag goes to that step */
    {APP_CLICK(TIMELINE), ANY, IN_MAZE, app_act_seek_at, 0, NULL, 0},
    {APP_DRAG(TIMELINE), ANY, IN_MAZE, app_act_seek_at, 1, NULL, 0},
    {APP_RELEASE(TIMELINE), ANY, IN_MAZE, app_act_seek_end, 0, NULL, 0},

    /* predict: the class answers */
    {SDLK_1, 0, IN_ASK, app_act_answer_digit, 1, "1 … 9", STR_HELP_ANSWER_LINE},
    /* the page's pseudocode buttons answer a line by its index (page act "answer"); keypad 1 is line 1 */
    {SDLK_KP_1, 0, IN_ASK, app_act_answer_line, 0, NULL, 0},
    {SDLK_2, 0, IN_ASK, app_act_answer_digit, 2, NULL, 0},
    {SDLK_3, 0, IN_ASK, app_act_answer_digit, 3, NULL, 0},
    {SDLK_4, 0, IN_ASK, app_act_answer_digit, 4, NULL, 0},
    {SDLK_5, 0, IN_ASK, app_act_answer_digit, 5, NULL, 0},
    {SDLK_6, 0, IN_ASK, app_act_answer_digit, 6, NULL, 0},
    {SDLK_7, 0, IN_ASK, app_act_answer_digit, 7, NULL, 0},
    {SDLK_8, 0, IN_ASK, app_act_answer_digit, 8, NULL, 0},
    {SDLK_9, 0, IN_ASK, app_act_answer_digit, 9, NULL, 0},
    {SDLK_0, 0, IN_ASK, app_act_answer_digit, 0, "0", STR_HELP_ANSWER_ZERO},
    {SDLK_RETURN, ANY, IN_ASK, app_act_answer_enter, 0, "Enter", STR_HELP_ANSWER_ENTER},
    {SDLK_KP_ENTER, ANY, IN_ASK, app_act_answer_enter, 0, NULL, 0},
    {SDLK_BACKSPACE, 0, IN_ASK, app_act_answer_erase, 0, "Backspace", STR_HELP_ANSWER_ERASE},
    {APP_KEY_CLICK, 0, IN_ASK, app_act_answer_click, 0, "click", STR_HELP_ANSWER_CLICK},
    {SDLK_RIGHT, ANY, IN_ASK, app_act_predict_skip, 0, "→ or .", STR_HELP_SKIP},
    {SDLK_PERIOD, ANY, IN_ASK, app_act_predict_skip, 0, NULL, 0},
    {SDLK_a, KMOD_SHIFT, IN_ASK, app_act_predict_reset, 0, "Shift+A", STR_HELP_PREDICT_RESET},
    {SDLK_PAGEDOWN, ANY, IN_ASK, app_act_predict_event_next, 0, "PgDn or ]", STR_HELP_ASK_EVENT_NEXT},
    {SDLK_RIGHTBRACKET, ANY, IN_ASK, app_act_predict_event_next, 0, NULL, 0},
    {SDLK_PAGEUP, ANY, IN_ASK, app_act_predict_event_prev, 0, "PgUp or [", STR_HELP_ASK_EVENT_PREV},
    {SDLK_LEFTBRACKET, ANY, IN_ASK, app_act_predict_event_prev, 0, NULL, 0},

    /* play: a student walks the finished maze */
    {SDLK_RIGHT, ANY, IN_PLAY, app_act_play_move, 0, "← ↑ → ↓", STR_HELP_PLAY_MOVE},
    {SDLK_DOWN, ANY, IN_PLAY, app_act_play_move, 1, NULL, 0},
    {SDLK_LEFT, ANY, IN_PLAY, app_act_play_move, 2, NULL, 0},
    {SDLK_UP, ANY, IN_PLAY, app_act_play_move, 3, NULL, 0},
    {APP_KEY_CLICK, 0, IN_PLAY, app_act_play_click, 0, "click", STR_HELP_PLAY_CLICK},
    {SDLK_s, 0, IN_PLAY, app_act_play_path, 0, "S", STR_HELP_PLAY_PATH},
    {SDLK_r, 0, IN_PLAY, app_act_play_again, 0, "R", STR_HELP_PLAY_AGAIN},
    {SDLK_n, 0, IN_PLAY, app_act_new_seed, 0, "N", STR_HELP_PLAY_NEW},

    /* compare: the panes in lockstep */
    {APP_KEY_CLICK, ANY, IN_CMP, app_act_cmp_focus, 0, "click", STR_HELP_CMP_FOCUS},
    {APP_HOVER(ANY), ANY, IN_CMP, app_act_cmp_focus, 0, NULL, 0}, /* the pointer over a pane */
    {SDLK_TAB, KMOD_SHIFT, IN_CMP, app_act_cmp_algo, -1, "Tab / Shift+Tab", STR_HELP_CMP_ALGO},
    {SDLK_TAB, ANY, IN_CMP, app_act_cmp_algo, +1, NULL, 0},
    {SDLK_RIGHT, ANY, IN_CMP, app_act_cmp_step, 0, "→ or .", STR_HELP_CMP_STEP},
    {SDLK_PERIOD, ANY, IN_CMP, app_act_cmp_step, 0, NULL, 0},
    {SDLK_LEFT, ANY, IN_CMP, app_act_cmp_back, 0, "← or ,", STR_HELP_BACK},
    {SDLK_COMMA, ANY, IN_CMP, app_act_cmp_back, 0, NULL, 0},
    {SDLK_HOME, ANY, IN_CMP, app_act_cmp_home, 0, "Home", STR_HELP_HOME},
    {SDLK_RETURN, ANY, IN_CMP, app_act_cmp_finish, 0, "Enter", STR_HELP_FINISH},
    {SDLK_KP_ENTER, ANY, IN_CMP, app_act_cmp_finish, 0, NULL, 0},
    {SDLK_r, ANY, IN_CMP, app_act_cmp_restart, 0, "R", STR_HELP_CMP_RESTART},
    {SDLK_n, ANY, IN_CMP, app_act_cmp_restart, 1, "N", STR_HELP_SEED},
    {SDLK_b, ANY, IN_CMP, app_act_cmp_style, 0, "B", STR_HELP_STYLE},
    {SDLK_s, ANY, IN_CMP, app_act_cmp_solvers, 0, "S", STR_HELP_CMP_SOLVERS},
    {SDLK_d, ANY, IN_CMP, app_act_cmp_single_only, 0, "D", STR_HELP_CMP_SOLVE},
    {SDLK_v, 0, IN_CMP, app_act_cmp_view, 0, "V", STR_HELP_VIEW},
    {SDLK_c, ANY, IN_CMP, app_act_compare, 0, "C or Esc", STR_HELP_CMP_BACK},
    {SDLK_u, ANY, IN_CMP, app_act_cmp_lab, 0, "U", STR_HELP_CMP_LAB},

    /* the uniformity lab */
    {SDLK_SPACE, ANY, IN_LAB, app_act_lab_pause, 0, "Space", STR_HELP_LAB_PAUSE},
    {SDLK_RIGHT, ANY, IN_LAB, app_act_lab_step, 0, "→ or .", STR_HELP_LAB_STEP},
    {SDLK_PERIOD, ANY, IN_LAB, app_act_lab_step, 0, NULL, 0},
    {SDLK_TAB, KMOD_SHIFT, IN_LAB, app_act_lab_algo, -1, "Tab / Shift+Tab", STR_HELP_LAB_ALGO},
    {SDLK_TAB, ANY, IN_LAB, app_act_lab_algo, +1, NULL, 0},
    {SDLK_s, ANY, IN_LAB, app_act_lab_grid, 0, "S", STR_HELP_LAB_GRID},
    {SDLK_o, ANY, IN_LAB, app_act_lab_order, 0, "O", STR_HELP_LAB_ORDER},
    {SDLK_r, ANY, IN_LAB, app_act_lab_restart, 0, "R", STR_HELP_LAB_RESTART},
    {SDLK_n, ANY, IN_LAB, app_act_lab_restart, 1, "N", STR_HELP_LAB_SEED},
    {SDLK_EQUALS, ANY, IN_LAB, app_act_lab_speed, +1, "+ / -", STR_HELP_LAB_SPEED},
    {SDLK_PLUS, ANY, IN_LAB, app_act_lab_speed, +1, NULL, 0},
    {SDLK_KP_PLUS, ANY, IN_LAB, app_act_lab_speed, +1, NULL, 0},
    {SDLK_MINUS, ANY, IN_LAB, app_act_lab_speed, -1, NULL, 0},
    {SDLK_KP_MINUS, ANY, IN_LAB, app_act_lab_speed, -1, NULL, 0},
    {SDLK_u, ANY, IN_LAB, app_act_lab, 0, "U or Esc", STR_HELP_LAB_BACK},
    {SDLK_c, ANY, IN_LAB, app_act_lab_compare, 0, "C", STR_HELP_LAB_COMPARE},

    /* the single maze (predict and play where they share it) */
    {SDLK_1, 0, IN_ONE | IN_PLAY, app_act_algo, 0, "1 … 9", STR_HELP_ALGO},
    {SDLK_2, 0, IN_ONE | IN_PLAY, app_act_algo, 1, NULL, 0},
    {SDLK_3, 0, IN_ONE | IN_PLAY, app_act_algo, 2, NULL, 0},
    {SDLK_4, 0, IN_ONE | IN_PLAY, app_act_algo, 3, NULL, 0},
    {SDLK_5, 0, IN_ONE | IN_PLAY, app_act_algo, 4, NULL, 0},
    {SDLK_6, 0, IN_ONE | IN_PLAY, app_act_algo, 5, NULL, 0},
    {SDLK_7, 0, IN_ONE | IN_PLAY, app_act_algo, 6, NULL, 0},
    {SDLK_8, 0, IN_ONE | IN_PLAY, app_act_algo, 7, NULL, 0},
    {SDLK_9, 0, IN_ONE | IN_PLAY, app_act_algo, 8, NULL, 0},
    {SDLK_m, 0, IN_MAZE, app_act_menu, 0, "M or 0", STR_HELP_MENU},
    {SDLK_0, 0, IN_MAZE, app_act_menu, 0, NULL, 0},
    {SDLK_TAB, 0, IN_MAZE, app_act_algo_next, +1, "Tab", STR_HELP_NEXT},
    {SDLK_TAB, KMOD_SHIFT, IN_MAZE, app_act_algo_next, -1, "Shift+Tab", STR_HELP_PREV},
    {SDLK_o, 0, IN_MAZE, app_act_option, 0, "O", STR_HELP_OPTION},
    {SDLK_SPACE, ANY, IN_ONE | IN_CMP, app_act_pause, 0, "Space", STR_HELP_PAUSE},
    {SDLK_RIGHT, ANY, IN_ONE, app_act_step, 0, "→ or .", STR_HELP_STEP},
    {SDLK_PERIOD, ANY, IN_ONE, app_act_step, 0, NULL, 0},
    {SDLK_LEFT, ANY, IN_STEP, app_act_back, 0, "← or ,", STR_HELP_BACK},
    {SDLK_COMMA, ANY, IN_STEP, app_act_back, 0, NULL, 0},
    {SDLK_HOME, ANY, IN_STEP, app_act_home, 0, "Home", STR_HELP_HOME},
    {SDLK_PAGEDOWN, ANY, IN_ONE, app_act_event_next, 0, "PgDn or ]", STR_HELP_EVENT_NEXT},
    {SDLK_RIGHTBRACKET, ANY, IN_ONE, app_act_event_next, 0, NULL, 0},
    {SDLK_PAGEUP, ANY, IN_ONE, app_act_event_prev, 0, "PgUp or [", STR_HELP_EVENT_PREV},
    {SDLK_LEFTBRACKET, ANY, IN_ONE, app_act_event_prev, 0, NULL, 0},
    {SDLK_e, 0, IN_STEP, app_act_event_kind, +1, "E / Shift+E", STR_HELP_EVENT_KIND},
    {SDLK_e, KMOD_SHIFT, IN_STEP, app_act_event_kind, -1, NULL, 0},
    {SDLK_e, KMOD_CTRL, IN_STEP, app_act_event_menu, 0, "Ctrl+E", STR_HELP_EVENT_MENU},
    {SDLK_EQUALS, ANY, IN_ONE | IN_CMP, app_act_speed, +1, "+ / -", STR_HELP_SPEED},
    {SDLK_PLUS, ANY, IN_ONE | IN_CMP, app_act_speed, +1, NULL, 0},
    {SDLK_KP_PLUS, ANY, IN_ONE | IN_CMP, app_act_speed, +1, NULL, 0},
    {SDLK_MINUS, ANY, IN_ONE | IN_CMP, app_act_speed, -1, NULL, 0},
    {SDLK_KP_MINUS, ANY, IN_ONE | IN_CMP, app_act_speed, -1, NULL, 0},
    {SDLK_RETURN, ANY, IN_STEP, app_act_finish, 0, "Enter", STR_HELP_FINISH},
    {SDLK_KP_ENTER, ANY, IN_STEP, app_act_finish, 0, NULL, 0},
    {SDLK_r, 0, IN_STEP, app_act_restart, 0, "R", STR_HELP_RESTART},
    {SDLK_n, 0, IN_STEP, app_act_new_seed, 0, "N", STR_HELP_SEED},
    {SDLK_b, 0, IN_MAZE, app_act_style, 0, "B", STR_HELP_STYLE},
    {SDLK_v, 0, IN_MAZE, app_act_view, 0, "V", STR_HELP_VIEW},
    {SDLK_x, 0, IN_MAZE, app_act_grid, 0, "X", STR_HELP_GRID},
    {SDLK_p, 0, IN_MAZE, app_act_panel, 0, "P", STR_HELP_PANEL},
    {SDLK_f, 0, IN_STEP, app_act_chart, 0, "F", STR_HELP_CHART},
    {SDLK_i, 0, IN_STEP, app_act_structure, 0, "I", STR_HELP_STRUCTURE},
    {SDLK_h, 0, IN_MAZE, app_act_hide, 0, "H", STR_HELP_HIDE},
    {SDLK_a, 0, IN_MAZE, app_act_predict, 0, "A", STR_HELP_PREDICT},
    {SDLK_w, 0, IN_MAZE, app_act_play, 0, "W", STR_HELP_PLAY},
    {SDLK_c, 0, IN_MAZE, app_act_compare, 0, "C", STR_HELP_COMPARE},
    {SDLK_F5, ANY, IN_ONE, app_act_script_reload, 0, "F5", STR_HELP_SCRIPT_RELOAD},
    {SDLK_UP, 0, IN_STEP, app_act_size, +1, "↑ / ↓", STR_HELP_SIZE},
    {SDLK_DOWN, 0, IN_STEP, app_act_size, -1, NULL, 0},
    {SDLK_u, 0, IN_MAZE, app_act_lab, 0, "U", STR_HELP_LAB},
    {SDLK_s, 0, IN_STEP, app_act_solve, 0, "S / Shift+S", STR_HELP_SOLVE},
    {SDLK_s, KMOD_SHIFT, IN_STEP, app_act_solve_menu, 0, NULL, 0},
    {SDLK_d, 0, IN_STEP, app_act_distance, 0, "D", STR_HELP_DISTANCE},
    {APP_KEY_CLICK, 0, IN_ONE, app_act_click_end, 0, "click", STR_HELP_CLICK_START},
    {APP_KEY_RCLICK, 0, IN_ONE, app_act_click_end, 1, "right-click", STR_HELP_CLICK_GOAL},

    /* exercise: the student performs each step */
    {APP_KEY_CLICK, 0, IN_EX, app_act_exercise_click, 0, "click", STR_HELP_EX_CLICK},
    {SDLK_c, KMOD_CTRL, IN_EX, app_act_exercise_copy, 0, "Ctrl+C", STR_HELP_EX_COPY},
    {SDLK_BACKSPACE, ANY, IN_EX, app_act_exercise_undo, 0, "Backspace / Ctrl+Z / ←", STR_HELP_EX_UNDO},
    {SDLK_z, KMOD_CTRL, IN_EX, app_act_exercise_undo, 0, NULL, 0},
    {SDLK_LEFT, ANY, IN_EX, app_act_exercise_undo, 0, NULL, 0},
    {SDLK_k, 0, IN_MAZE | IN_EX, app_act_exercise, 0, "K", STR_HELP_EXERCISE},
    {SDLK_k, KMOD_SHIFT, IN_MAZE | IN_EX, app_act_class_exercise, 0, "Shift+K", STR_HELP_CLASS_EXERCISE},
    {SDLK_p, 0, IN_EX, app_act_panel, 0, "P", STR_HELP_PANEL},

    /* the editor: the student changes the maze */
    {APP_CLICK(MAZE), 0, IN_EDIT, app_act_edit_press, 0, "click / drag", STR_HELP_EDIT_CLICK},
    {APP_DRAG(MAZE), ANY, IN_EDIT, app_act_edit_drag, 0, NULL, 0},
    {APP_RELEASE(MAZE), ANY, IN_EDIT, app_act_edit_release, 0, NULL, 0},
    {SDLK_z, KMOD_CTRL, IN_EDIT, app_act_edit_undo, 0, "Ctrl+Z or ←", STR_HELP_EDIT_UNDO},
    {SDLK_LEFT, ANY, IN_EDIT, app_act_edit_undo, 0, NULL, 0}, /* the editor's steps are its strokes */
    {SDLK_y, KMOD_CTRL, IN_EDIT, app_act_edit_undo, 1, "Ctrl+Y or →", STR_HELP_EDIT_REDO},
    {SDLK_RIGHT, ANY, IN_EDIT, app_act_edit_undo, 1, NULL, 0},
    {SDLK_e, 0, IN_EDIT, app_act_edit_fill, 1, "E", STR_HELP_EDIT_EMPTY},
    {SDLK_f, 0, IN_EDIT, app_act_edit_fill, 0, "F", STR_HELP_EDIT_FULL},
    {SDLK_s, 0, IN_EDIT, app_act_edit_solve, 0, "S", STR_HELP_EDIT_SOLVE},
    {SDLK_s, KMOD_CTRL, IN_EDIT, app_act_edit_save, 0, "Ctrl+S", STR_HELP_EDIT_SAVE},
    {SDLK_v, 0, IN_EDIT, app_act_view, 0, "V", STR_HELP_VIEW},
    {SDLK_b, 0, IN_EDIT, app_act_style, 0, "B", STR_HELP_STYLE},
    {SDLK_p, 0, IN_EDIT, app_act_panel, 0, "P", STR_HELP_PANEL},
    {SDLK_z, 0, IN_MAZE | IN_EDIT, app_act_edit, 0, "Z", STR_HELP_EDIT},
    {SDLK_z, KMOD_SHIFT, IN_MAZE | IN_EDIT, app_act_challenge_menu, 0, "Shift+Z", STR_HELP_CHALLENGE_MENU},

    /* every mode */
    {SDLK_c, KMOD_CTRL, IN_ALL, app_act_state_copy, 0, "Ctrl+C", STR_HELP_STATE_COPY},
    {SDLK_v, KMOD_CTRL, IN_ALL, app_act_state_paste, 0, "Ctrl+V", STR_HELP_STATE_PASTE},
    {SDLK_l, 0, IN_ALL, app_act_lang, 0, "L", STR_HELP_LANG},
    {SDLK_t, 0, IN_ALL, app_act_theme, 0, "T", STR_HELP_THEME},
    {SDLK_g, 0, IN_ALL, app_act_record, 0, "G", STR_HELP_RECORD},
    {SDLK_g, KMOD_SHIFT, IN_ALL, app_act_record, 1, "Shift+G", STR_HELP_RECORD_MORE},
    {SDLK_j, 0, IN_ALL, app_act_class_card, 0, "J", STR_HELP_CLASS_JOIN},
    {SDLK_j, KMOD_SHIFT, IN_ALL, app_act_class_release, 0, "Shift+J", STR_HELP_CLASS_RELEASE},
    {SDLK_y, 0, IN_ALL, app_act_class_mazes, 0, "Y", STR_HELP_CLASS_MAZES},
    {SDLK_F11, ANY, IN_ALL, app_act_fullscreen, 0, "F11", STR_HELP_FULLSCREEN},
    {SDLK_F1, ANY, IN_ALL, app_act_help, 0, "F1 or ?", STR_HELP_HELP},
    {SDLK_SLASH, KMOD_SHIFT, IN_ALL, app_act_help, 0, NULL, 0},
    {SDLK_QUESTION, ANY, IN_ALL, app_act_help, 0, NULL, 0},
    {SDLK_ESCAPE, ANY, IN_ALL, app_act_close, 0, "Esc", STR_HELP_CLOSE},
    {SDLK_q, 0, IN_ALL, app_act_quit, 0, "Q", STR_HELP_QUIT},
};

/* The web page's toolbar: each button's name and the key it presses, or the row it calls (app_page_act). */
static const app_page_act config_page_acts[] = {
    {"pause", SDLK_SPACE, 0, NULL},      {"step", SDLK_RIGHT, 0, NULL},
    {"back", SDLK_LEFT, 0, NULL},        {"home", SDLK_HOME, 0, NULL},
    {"finish", SDLK_RETURN, 0, NULL},    {"event", SDLK_PAGEDOWN, 0, NULL},
    {"event-back", SDLK_PAGEUP, 0, NULL}, {"predict", SDLK_a, 0, NULL},
    {"walk", SDLK_w, 0, NULL},           {"solve", SDLK_s, 0, NULL},
    {"compare", SDLK_c, 0, NULL},        {"lab", SDLK_u, 0, NULL},
    {"tree", SDLK_v, 0, NULL},           {"menu", SDLK_m, 0, NULL},
    {"grid", SDLK_x, 0, NULL},           {"new", SDLK_n, 0, NULL},
    {"restart", SDLK_r, 0, NULL},        {"bigger", SDLK_UP, 0, NULL},
    {"smaller", SDLK_DOWN, 0, NULL},     {"faster", SDLK_EQUALS, 0, NULL},
    {"slower", SDLK_MINUS, 0, NULL},     {"lang", SDLK_l, 0, NULL},
    {"theme", SDLK_t, 0, NULL},          {"help", SDLK_F1, 0, NULL},
    {"panel", SDLK_p, 0, NULL},          {"option", SDLK_o, 0, NULL},
    {"style", SDLK_b, 0, NULL},          {"distance", SDLK_d, 0, NULL},
    {"close", SDLK_ESCAPE, 0, NULL},     {"copy", SDLK_c, KMOD_CTRL, NULL},
    {"record", SDLK_g, 0, NULL},         {"fullscreen", SDLK_F11, 0, NULL},
    {"slide-next", SDLK_PAGEDOWN, 0, app_act_slide}, {"slide-prev", SDLK_PAGEUP, 0, app_act_slide},
    {"pick", 0, 0, app_act_menu_pick},   {"answer", 0, 0, app_act_answer_line},
    {"move", 0, 0, app_act_play_move},   {"exercise", SDLK_k, 0, NULL},
    {"edit", SDLK_z, 0, NULL},           {"undo", SDLK_z, KMOD_CTRL, NULL},
    {"redo", SDLK_y, KMOD_CTRL, NULL},    {"challenge", SDLK_z, KMOD_SHIFT, NULL},
};
#undef IN_ONE
#undef IN_CMP
#undef IN_LAB
#undef IN_ASK
#undef IN_PLAY
#undef IN_EX
#undef IN_EDIT
#undef IN_MAZE
#undef IN_STEP
#undef IN_ALL
#undef ANY


#endif
