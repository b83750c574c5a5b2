/*
 * render.h - the only code that draws: a step machine's maze and marks,
 * and a frame around it described by the caller (render_frame): HUD
 * fields, the pseudocode panel, the banner, the pause symbol, the
 * timeline, the algorithm menu, the help box and the fading loop ghost.
 *
 * Everything is sized from the output: the body text is a fixed fraction
 * of the output height (render_metrics.font_ratio), never shrunk to fit;
 * long lines wrap and low-priority HUD fields drop, in the order given.
 * The maze takes the rest, with square cells, filling its area.
 *
 * The maze picture lives in a cached target texture. render_sync() redraws
 * into it only the cells the machine listed as changed (sm_changes), so a
 * frame costs time in proportion to what changed, not to the maze size;
 * the whole texture is redrawn after render_invalidate(), a style or
 * theme change, a new output size or a seek (sm_changes_overflowed). The
 * renderer reads the core and never changes it: the caller clears the
 * change log after render_sync().
 */
#ifndef MAZEVIZ_RENDER_H
#define MAZEVIZ_RENDER_H

#include <stdbool.h>

#include <SDL.h>

#include "mazeviz/gen.h"

enum {
    RENDER_GROUP_COLOURS = SM_GROUP_COLOURS, /* SM_CELL_GROUP: group index i gets hue i % this */
    RENDER_SHADES = 6,         /* FRONTIER shades are drawn in this many steps */
    RENDER_VISITED_SHADES = 32, /* VISITED (distance) shades: a smooth ramp */
    RENDER_MAX_HUD = 16,       /* HUD fields */
    RENDER_MAX_CODE = 24,      /* pseudocode lines */
    RENDER_MAX_LEGEND = 16,
    RENDER_MAX_MENU = 32,
    RENDER_MAX_HELP = 64,
    RENDER_MAX_ANNOTS = 8,
    RENDER_MAX_TEXT_RECTS = 512,
    RENDER_CHART_LINES = 8,    /* lines of the figures chart (series.h's SERIES_MAX_FIGURES) */
    RENDER_MAX_STRUCTURE = 4   /* paragraphs of the working data structure, then a challenge's task and verdict */
};

/*
 * A colour theme: every colour the renderer uses, and the wall width.
 * cell[k] is kind k's colour; FRONTIER and VISITED shade from cell[k]
 * (shade 0) to shade_hi[k] (shade 255).
 */
typedef struct render_theme {
    const char *id;
    SDL_Color cell[SM_CELL_KINDS];
    SDL_Color shade_hi[SM_CELL_KINDS];
    SDL_Color wall[SM_WALL_KINDS]; /* PLAIN: the wall colour; the rest: marked walls */
    SDL_Color group[RENDER_GROUP_COLOURS];
    SDL_Color border, background, ghost;
    SDL_Color hud_bg, hud_text;
    SDL_Color panel_bg, panel_text, panel_head, code_hl_bg, code_hl_text;
    SDL_Color banner_bg, banner_text, banner_frame;
    SDL_Color help_bg, help_text, menu_hl_bg, menu_hl_text;
    SDL_Color timeline_bg, timeline_range, timeline_fill, timeline_knob; /* track, steps reached, progress */
    SDL_Color pause_fg, pause_outline;
    SDL_Color sign_dot;                    /* the recording sign's dot */
    SDL_Color prompt_bg, prompt_text;      /* the question row above the maze (predict) */
    SDL_Color ask_arrow, ask_outline;      /* the random choice shown before a question */
    SDL_Color answer_bg, answer_text;      /* the right answer flashed: its line's band, its cells' ring */
    SDL_Color mark_outline, mark_casing;   /* round play's marks (casing outside, a == 0: none): a 3:1 edge on any cell */
    SDL_Color chart[RENDER_CHART_LINES];   /* the figures chart's lines, on panel_bg */
    SDL_Color chart_axis;                  /* its axes and grid line */
    bool ring[SM_CELL_KINDS]; /* drawn inside a ring of wall colour, so they touch only walls */
    bool halo[SM_CELL_KINDS]; /* a band of halo colour along their closed walls (walls too dark against them) */
    SDL_Color halo_colour;
    bool case_marks;    /* marked walls drawn inside a casing of wall colour (their colours are 3:1 from it) */
    float wall_ratio;   /* wall width / cell pitch (thin style) */
    float marked_ratio; /* width of tentative/accepted/rejected/new walls / pitch */
} render_theme;

/* Layout as fractions of the output, so a frame looks the same at every size. */
typedef struct render_metrics {
    float font_ratio;     /* body text size (px) / output height */
    float big_ratio;      /* banner text / body text */
    float line_ratio;     /* line height / text size */
    float margin_ratio;   /* outer margin / text size */
    float pad_ratio;      /* padding inside boxes / text size */
    float panel_ratio;    /* panel width / output width */
    float timeline_ratio; /* timeline bar height / text size */
    float frame_ratio;    /* frames of the banner and the menu / text size */
    int hud_lines;        /* HUD rows at most */
    int legend_rows;      /* rows kept under the maze for the legend until measured */
    float marker_ratio;   /* the start and goal markers' least size / text size (a disc over small cells) */
} render_metrics;

/* Thin walls between cells, or seed 001's board of (2W+1)x(2H+1) squares. */
typedef enum render_style { RENDER_THIN, RENDER_BLOCK } render_style;

/*
 * The maze as cells and walls, or as the spanning tree it is (render_tree.c):
 * each cell a node at its centre in the cell's colour, each passage an
 * edge between two centres, a marked wall a thin edge in its mark's colour,
 * walls hidden. Every shape and mask; incremental redraw as in the maze view.
 */
typedef enum render_view { RENDER_VIEW_MAZE, RENDER_VIEW_TREE } render_view;

/* One legend row: a mark and what it means (already in the UI language). */
/* Legend rows beside the sm_mark_type rows: the fading erased loop, predict's arrow and ringed answer. */
#define RENDER_LEGEND_GHOST 2
#define RENDER_LEGEND_ARROW 3
#define RENDER_LEGEND_ANSWER 4
#define RENDER_LEGEND_FLAT 5 /* kind: a cell kind's plain colour (no shades, no groups) */
#define RENDER_LEGEND_NODE 6 /* the tree view: a node (kind: its cell kind) */
#define RENDER_LEGEND_EDGE 7 /* the tree view: an edge (a passage) */
#define RENDER_LEGEND_SEAM 8 /* a wrapped board: a passage across a seam, its two ends in one colour */
#define RENDER_LEGEND_LEVELS 9 /* a shape of levels: the arrows of the ways up and down */
/* Or'd into a row's type: its room is kept but it is not drawn (a mark shown at some steps only: the maze stays put). */
#define RENDER_LEGEND_HIDDEN 0x80

typedef struct render_legend {
    uint8_t type; /* sm_mark_type, or RENDER_LEGEND_GHOST */
    uint8_t kind;
    const char *text;
} render_legend;

/*
 * A chart of figures against the step, in the panel (issue 21, item 7):
 * points at x (0 .. 1 across) with each line's y (0 .. 1 up; below 0: no
 * value there, the line breaks), in the theme's chart colours by line,
 * and the axes' texts in the UI language.
 */
typedef struct render_chart {
    int lines;
    size_t points;
    const float *x;                        /* points */
    const float *y[RENDER_CHART_LINES];    /* points each */
    const char *label[RENDER_CHART_LINES]; /* the lines' names, for a key when the figures are not listed */
    const char *x_name;                    /* "step" */
    const char *x_lo, *x_hi, *y_hi;        /* the axes' ends ("0", "1200", "150"); 0 is y's low */
} render_chart;

/* The pseudocode panel's content, in the UI language. */
typedef struct render_panel {
    const char *title;
    const char *code[RENDER_MAX_CODE];
    int code_lines, current; /* current: highlighted line, -1 none */
    const char *caption_head, *caption;
    const char *figures_head;
    const char *fig_label[SM_MAX_FIGURES];
    const char *fig_value[SM_MAX_FIGURES];
    int figures;
    const char *legend_head;
    render_legend legend[RENDER_MAX_LEGEND];
    int legend_rows;
    bool figures_first; /* the finished maze's figures: before the legend (which may then drop) */
    bool numbered;      /* each pseudocode line after its number (predict: press it or click the line) */
    int code_first;     /* the lines of the whole pseudocode before code[0] (a long script's window); numbers count from it */
    int answer;         /* 1 + the line on the answer band (the right answer flashed); 0: none */
    const render_chart *chart; /* the figures over time, after the figures; NULL: none */
    int fig_line[SM_MAX_FIGURES]; /* 1 + the chart line of figure i (its swatch); 0: not plotted */
    const char *structure[RENDER_MAX_STRUCTURE]; /* the working data structure's paragraphs; [0] NULL: none */
    int structure_keep; /* rows of them kept before the pseudocode drops (a challenge's verdict and task); 0: the default 2 */
} render_panel;

/*
 * Annotations over the maze, drawn after the ghost and placed by the
 * grid's geometry, so they work on every shape and mask: cells filled or
 * ringed inside their outlines, or a line through the cells' centres in
 * order, with an arrow head on the last one.
 */
typedef enum render_annot_kind {
    RENDER_ANNOT_FILL,  /* each cell's outline filled (blended by colour.a), with a ring of outline inside (a > 0) */
    RENDER_ANNOT_RING,  /* a band inside each cell's outline, width of a cell wide */
    RENDER_ANNOT_LINE,  /* a line through the cells' centres, width of a cell wide */
    RENDER_ANNOT_ARROW, /* the same with an arrow head on the last cell */
    RENDER_ANNOT_DOT,   /* a disc on each cell's centre, width of a cell across */
    RENDER_ANNOT_MARKER, /* as FILL, and a disc of the least marker size over each cell smaller than that */
} render_annot_kind;

typedef struct render_annot {
    uint8_t kind;       /* render_annot_kind */
    const uint32_t *cells;
    size_t n;
    SDL_Color colour;
    SDL_Color outline;  /* lines, arrows and dots: drawn around them first (a == 0: none) */
    float width;        /* a fraction of a cell's size */
    SDL_Color casing;   /* round the outline, so one of the two shows on any colour (a == 0: none) */
} render_annot;

/* What to draw this frame around and over the maze; NULL / false / 0 leaves a part out. */
typedef struct render_frame {
    const char *hud[RENDER_MAX_HUD]; /* fields in priority order: later ones drop first */
    int hud_fields;
    const render_panel *panel;
    const char *banner, *banner_sub;
    bool paused;
    bool timeline;
    uint64_t step;            /* the step shown (for the caller's bookkeeping) */
    /*
     * The timeline, as fractions of its width: progress (< 0: the algorithm
     * cannot tell; no fill) is how far the run is, reach how far the steps
     * one can go to (the scrub range) extend. The knob sits at progress.
     */
    float progress, reach;
    const char *timeline_text;
    const char *menu_title, *menu_hint;
    const char *menu[RENDER_MAX_MENU];
    int menu_items, menu_sel; /* menu_items > 0: the menu is open */
    const char *help_title;
    const char *help[RENDER_MAX_HELP]; /* "keys\tdescription" */
    int help_lines;
    int help_page; /* which page of the help when it needs more than one (clamped) */
    const char *help_more; /* after "page / pages" when there are several: which key turns them */
    const uint32_t *ghost;    /* cells of an erased loop, drawn at ghost_alpha (0..1) */
    size_t ghost_cells;
    float ghost_alpha;
    render_annot annot[RENDER_MAX_ANNOTS]; /* over the maze, in order */
    int annots;
    bool menu_off[RENDER_MAX_MENU]; /* rows shown greyed: they cannot be chosen here */
    /* The row render_set_prompt() keeps above the maze: big text, and a second text at its right end. */
    const char *prompt, *prompt_right;
    bool prompt_answer; /* the prompt in the answer colours (a verdict), not the question's */
    sm_lang lang;       /* the UI language of the words the renderer makes itself (a cube's level labels) */
} render_frame;

/* Where the last frame put things (output pixels); w == 0: not drawn. */
typedef struct render_layout_info {
    SDL_Rect maze, hud, panel, timeline, banner, pause, menu, help;
    SDL_Rect caption_head; /* the caption's heading ("This step"): in the panel, or its strip under the maze */
    SDL_Rect caption;      /* the caption's rows under its heading (or beside it, in the strip) */
    int caption_rows;      /* of its rows, those drawn (the first always, when it has any) */
    bool caption_cut;      /* it needed more rows than it had: its end is not shown */
    SDL_Rect bar;     /* the presenter's bar (render_buttons), drawn after the frame; w 0: none */
    SDL_Rect chart;   /* the figures chart's plot area in the panel; w 0: not drawn */
    int chart_points; /* points its lines were drawn through */
    SDL_Rect structure; /* the working data structure's text in the panel; w 0: not drawn */
    SDL_Rect prompt;  /* the question row (render_set_prompt) */
    SDL_Rect prompt_right; /* its right-hand text (predict's score): one line */
    SDL_Rect sign;    /* render_draw_sign()'s box, drawn after the frame */
    SDL_Rect code_line[RENDER_MAX_CODE]; /* each pseudocode line's rows (a click on it answers it) */
    int code_first;                      /* the pseudocode line code_line[0] is (render_panel.code_first) */
    SDL_Rect area;    /* the room the maze is fitted into (its rectangle fills it one way) */
    SDL_Rect note;    /* the note: its strip above the maze, or its rows in the panel */
    bool note_cut;    /* the note needed more rows than it had: its end is not shown */
    int help_pages; /* pages the help took in the last frame (1 when it fits) */
    int timeline_reach; /* pixels of the timeline the scrub range covers */
    SDL_Rect code_row[RENDER_MAX_CODE]; /* first text row of each pseudocode line */
    SDL_Rect code_hl;                   /* the highlight band */
    SDL_Rect legend_swatch[RENDER_MAX_LEGEND];
    SDL_Rect menu_row[RENDER_MAX_MENU];
    int body_px;                        /* body text size in pixels */
    int hud_drawn;                      /* HUD fields that fitted */
    int figures_drawn;                  /* the panel's figures that fitted */
    unsigned figures_mask;              /* bit i: the panel drew figure i (the HUD shows the others it has room for) */
} render_layout_info;

typedef struct render render;

/*
 * A renderer drawing with ren (which the caller keeps owning; it must
 * support target textures) in theme th with metrics mt (both copied).
 * font_path may be NULL or unreadable: then text is left out but its boxes
 * are still drawn; render_has_font() tells. NULL with a message for
 * SDL_GetError() when SDL fails. Free with render_destroy().
 */
render *render_create(SDL_Renderer *ren, const render_theme *th, const render_metrics *mt,
                      const char *font_path);

/* Frees the renderer's textures and font (not the SDL_Renderer); NULL is a no-op. */
void render_destroy(render *r);

bool render_has_font(const render *r);

/*
 * Opens the UI font at font_path for the renderer's text, replacing the one
 * it had (the web page's font arrives after the first frame); the next
 * frame is laid out and drawn again. False, keeping the old font, when it
 * cannot be opened (TTF_GetError() says why).
 */
bool render_set_font(render *r, const char *font_path);

/* Switches theme, style, fixed cell size (0: fit) or the panel; all redraw everything. */
void render_set_theme(render *r, const render_theme *th);
const render_theme *render_get_theme(const render *r);
void render_set_style(render *r, render_style style);
render_style render_get_style(const render *r);
void render_set_cell_px(render *r, int cell_px);
void render_set_view(render *r, render_view view);
render_view render_get_view(const render *r);

/*
 * What the last full redraw in the tree view drew as a tree: nodes and
 * half-edges of passages (each cell draws its half of an edge; a finished
 * perfect maze of n cells gives n nodes and 2(n-1) halves). Cells too small
 * to show a tree (drawn in their colour only) and a sampled texture's
 * pixels count as neither.
 */
void render_tree_counts(const render *r, unsigned long *nodes, unsigned long *half_edges);
void render_set_panel(render *r, bool on);

/* Keeps a row of big text above the maze for render_frame.prompt (predict's question), or not. */
void render_set_prompt(render *r, bool on);

/*
 * A note to show with every frame (a lesson slide's, in the UI language;
 * NULL: none; copied): in the panel under its title when the panel is on,
 * else in a strip of up to RENDER_NOTE_ROWS rows above the maze, which
 * then takes the room below it. Never over the maze.
 */
#define RENDER_NOTE_ROWS 6
/* Rows of the caption's strip under the maze when the panel is off (the heading beside them). */
#define RENDER_CAPTION_ROWS 2
void render_set_note(render *r, const char *note);

/*
 * On (default): text on a known background is cached in its colours and
 * copied, and each output pixel is cleared once. Off: every line blended
 * and tinted, the whole output cleared first, as before; for bench_render's
 * side-by-side figures only.
 */
void render_set_text_cache(render *r, bool on);

/* Forgets the cached picture: the next render_sync() redraws every cell. */
void render_invalidate(render *r);

/* The maze of the last sync is gone (the window made another): no cell is under any point until the next sync. */
void render_forget_maze(render *r);

/* Whether the last render_sync() redrew every cell (rather than the changed ones, or nothing). */
bool render_synced_all(const render *r);

/*
 * Brings the maze texture up to date with g: the cells in sm_changes(g),
 * or every cell after an invalidation, an overflowed change log or a new
 * output size. Does not clear the change log (the caller does, with
 * sm_clear_changes). False, with SDL_GetError() set, when SDL failed (e.g.
 * the maze is too large for the renderer's textures).
 */
bool render_sync(render *r, const sm *g);

/*
 * Draws a whole frame: background, the maze texture as the last
 * render_sync() left it, then f's parts. Does not present.
 */
bool render_draw(render *r, const render_frame *f);

/*
 * Draws only f's menu and help boxes over whatever is on the output (the
 * frames of compare mode and the lab), sized for the output as
 * render_draw() sizes them.
 */
void render_draw_boxes(render *r, const render_frame *f);

/*
 * A sign over the output's top right corner, on top of whatever is drawn
 * (the recording's "REC 0:12", then "saved NAME.gif"): text in a framed
 * box, after a red dot when dot. Sized for the output like the boxes;
 * render_info()'s sign is where it went.
 */
void render_draw_sign(render *r, const char *text, bool dot);

/*
 * True when the last frame laid the maze out with the wrong room for the
 * legend under it (the panel's content changed): render_sync() and
 * render_draw() again to get it right in the same frame.
 */
bool render_wants_relayout(const render *r);

/*
 * Parts of pictures that could not be drawn (a line of text SDL_ttf could
 * not measure, render or upload, nearly always for lack of memory),
 * counted since render_create(), and in *why (when not NULL) the reason
 * for the last one. The window draws on without them; a picture written
 * to a file (--screenshot, --gif) must not miss any.
 */
unsigned long render_missed(const render *r, const char **why);

/*
 * Counts a part of the picture the caller could not give the renderer (the
 * finished maze's figures, without memory for them), why in a few words:
 * render_missed() then reports it like a line of text not drawn.
 */
void render_miss(render *r, const char *why);

/* Where the last render_draw() put things. */
const render_layout_info *render_info(const render *r);

/* The rectangles of every piece of text the last frame drew. */
const SDL_Rect *render_text_rects(const render *r, size_t *n);

/* The maze cell under output pixel (x, y) in the last frame; false when none is. */
bool render_cell_at(const render *r, int x, int y, uint32_t *cell);

/*
 * The wall under output pixel (x, y) in the last frame: the cell and side
 * (grid_wall_at on the unit point there, within reach units of a wall
 * that has a neighbour across). False when none is (or the tree view).
 */
bool render_wall_at(const render *r, int x, int y, float reach, uint32_t *cell, unsigned *side);

/*
 * Where cell c's centre was in the last frame, in output pixels (any
 * shape), and the size of a cell there; false when c is not drawn.
 */
bool render_cell_centre(const render *r, uint32_t c, SDL_FPoint *at, float *size);

/* Back-compat helpers: the maze rectangle, and the banner's (false: none drawn). */
SDL_Rect render_maze_rect(const render *r);
bool render_banner_rect(const render *r, SDL_Rect *out);

/* The colour a cell mark is painted in with theme th (shade and group applied). */
SDL_Color render_cell_colour(const render_theme *th, sm_cell c);

/*
 * The output size that shows a w x h maze at cell_px pixels a cell in the
 * given style, with room for the HUD and timeline; for --cell.
 */
void render_size_for(uint32_t w, uint32_t h, int cell_px, render_style style,
                     const render_theme *th, const render_metrics *mt, int *out_w, int *out_h);

/*
 * The same for maze m of any shape: a rectangle without a mask as above,
 * another grid from its extent at cell_px pixels a unit (neighbouring
 * centres are about a unit apart).
 */
void render_size_for_maze(const maze *m, int cell_px, render_style style, const render_theme *th,
                          const render_metrics *mt, int *out_w, int *out_h);

/*
 * Panes (compare mode): one machine per renderer, drawn into a part of
 * the output. Text keeps the WHOLE output's body size (font_ratio of the
 * output height), so a pane shows fewer fields, never smaller text. A
 * frame of panes is render_begin() on each renderer, the caller's clear,
 * render_pane_draw() (and render_bar() on one of them), render_end().
 */
enum { RENDER_MAX_PANE_FIELDS = 12 };

typedef struct render_pane_frame {
    const char *title;                           /* first row, heading colour */
    const char *field[RENDER_MAX_PANE_FIELDS];   /* then these flow over the other rows; later ones drop first */
    int fields;
    bool done, focus;                            /* frame colour: finished / the pane Tab acts on */
    float progress, reach;                       /* progress bar, as render_frame's timeline */
} render_pane_frame;

/* Text rows render_pane_sync() keeps above the maze for rows (title included). */
bool render_pane_sync(render *r, const sm *g, SDL_Rect pane, int rows);
bool render_pane_draw(render *r, const render_pane_frame *f);
/*
 * The text rows (title included, at most max_rows) a pane pane_w pixels
 * wide needs to show f's title and every field, at the output's body
 * size; 0 when they do not all fit in max_rows (or the title alone is too
 * wide). Compare mode picks its panes' arrangement with it.
 */
int render_pane_rows(render *r, const render_pane_frame *f, int pane_w, int max_rows);
/*
 * Where render_pane_sync() would fit the maze in pane under rows text rows
 * (title included) and the progress bar: compare mode weighs arrangements
 * of its panes by the cells they leave room for.
 */
SDL_Rect render_pane_room(render *r, SDL_Rect pane, int rows);
void render_begin(render *r);
void render_end(render *r);

/*
 * A legend as a strip (swatch and meaning, flowing over rows) in area, on
 * the background; compare mode shows the panes' marks this way. Returns
 * the rows it needs at area's width; draws only when draw.
 */
int render_legend_strip(render *r, SDL_Rect area, const render_legend *rows, int n, bool draw);

/* A HUD-style bar of fields at the given rectangle (one or more rows of body text). */
void render_bar(render *r, SDL_Rect bar, const char *const *fields, int n);

/*
 * The presenter's control bar in the HUD's place of the last frame, over
 * it and nothing else (the maze, the timeline, the legend and the caption
 * stay in sight): n buttons (at most 16) in as many rows as the HUD has
 * room for at the body text's line height, of equal width when they fit
 * so, else each as wide as its label; each a framed box with its label
 * centred, button hot (-1: none) highlighted. Writes each button's
 * rectangle to out[i] (width 0: left out for lack of room; the last ones
 * go first) and returns the bar's.
 */
SDL_Rect render_buttons(render *r, const char *const *labels, int n, int hot, SDL_Rect *out);

/*
 * A card over the whole output, on top of whatever is drawn (the
 * exercise's finish screen): title in big type, then rows of body text,
 * each wrapped to the card (a row without spaces, such as a code, broken
 * between characters), and at the right a QR symbol of size x size
 * modules (dark[y * size + x] is 1 for a dark one; NULL: none) on white
 * with quiet modules of margin, as large as fits in whole pixels a
 * module. render_info()'s sign is where the card went.
 */
void render_draw_card(render *r, const char *title, const char *const *rows, int n, const unsigned char *dark,
                      int size, int quiet);

/*
 * A class's answers to a line question (the class session), in a box over
 * the bottom left of the maze: head ("17 of 24 answered") in body type,
 * then a row a line - its number, a bar as long as its share of the most
 * chosen line's count, the count - for counts[0..n) (n at most 16); line
 * right (0-based) is marked as the right one, -1: none yet (the answer is
 * not shown before the reveal). render_info()'s sign is where it went.
 */
void render_draw_tally(render *r, const char *head, const unsigned *counts, int n, int right);

/*
 * A class's answers to a cell question: over each of the n candidate
 * cells a badge, filled the hotter the more students chose it, with its
 * count; the cells with right[i] (NULL: none yet, the answer is not
 * shown before the reveal) framed in the answer colours. Head ("17 of 24
 * answered") in render_draw_tally's box.
 */
void render_draw_heat(render *r, const char *head, const uint32_t *cells, const unsigned *counts, size_t n,
                      const bool *right);

/*
 * The class session's join card over the whole output: the lines of big
 * (the join address, in as few pieces as read well) in type as large as
 * fits the card's width, up to a seventh of its height, then rows of body
 * text, and the QR symbol (as render_draw_card's) beside them on a wide
 * output, under them on a tall one.
 */
void render_draw_join(render *r, const char *const *big, int n_big, const char *const *rows, int n,
                      const unsigned char *dark, int size, int quiet);

/* Body text size, line height and margin for the current output, in pixels. */
void render_text_metrics(render *r, int *body_px, int *line_h, int *margin);

/*
 * The uniformity lab: fields of text flowing over the top rows, then
 * every spanning tree of a tiny grid as a thumbnail with a bar above it
 * (its count; the same scale for all, a line at the expected count), in
 * the order given, and a bar of fields at the bottom. Thumbnails are as
 * large as the room allows (192 trees at 1920x1080: 16 x 12).
 */
enum { RENDER_LAB_FIELDS = 12 };

typedef struct render_lab_frame {
    const struct tree_set *trees;
    const uint64_t *counts;     /* per tree id */
    const uint32_t *order;      /* draw order: tree ids */
    double expected;
    int32_t last;               /* the tree the latest maze was (highlighted), -1 none */
    const char *field[RENDER_LAB_FIELDS];
    int fields, rows;           /* fields flow over `rows` rows at the top */
    const char *bar[RENDER_LAB_FIELDS];
    int bar_fields;
} render_lab_frame;

/* Draws a whole lab frame (clears the output). Does not present. */
bool render_lab_draw(render *r, const render_lab_frame *f);

/* How many bars the last render_lab_draw() wrote their counts over (0: no room for them). */
int render_lab_numbers(const render *r);

/* Where the last render_lab_draw() put tree i's thumbnail (by position in the order). */
SDL_Rect render_lab_thumb(const render *r, size_t i);

#endif
