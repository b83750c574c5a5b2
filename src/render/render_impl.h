/*
 * render_impl.h - what the render files share: the renderer's state, the
 * layout of the maze texture, the painter that fills it and the text cache.
 */
#ifndef MAZEVIZ_RENDER_IMPL_H
#define MAZEVIZ_RENDER_IMPL_H

#include <SDL_ttf.h>

#include "render.h"

/* Paint indices: cell kinds, wall kinds, the border, the walls' halo, a weave's tunnel mouth, group hues, then shades. */
enum {
    PAINT_WALL0 = SM_CELL_KINDS,
    PAINT_BORDER = PAINT_WALL0 + SM_WALL_KINDS,
    PAINT_HALO,
    PAINT_TUNNEL,
    PAINT_GROUP0,
    PAINT_FRONTIER0 = PAINT_GROUP0 + RENDER_GROUP_COLOURS,
    PAINT_VISITED0 = PAINT_FRONTIER0 + RENDER_SHADES,
    PAINT_COUNT = PAINT_VISITED0 + RENDER_VISITED_SHADES
};

/*
 * The maze picture's layout. Cell (x, y) has its square interior at
 * (wt + x*p, wt + y*p), s = p - wt wide; its east and south walls are the
 * wt-wide strips after it, and the posts where walls meet are wt x wt
 * squares at (i*p, j*p). Seed 001's block form is the case s == wt.
 * When this full-size picture (tw x th) is larger than the maze's place
 * on the output, the texture holds only the pixels the output shows: a
 * nearest-neighbour sample, texture pixel (x, y) being picture pixel
 * (sx[x], sy[y]) (render.sx/sy). Drawing then costs the output's pixels,
 * not the maze's: a 4000x4000 maze in an 800x600 window paints 300,000.
 */
typedef struct render_layout {
    uint32_t w, h;       /* maze size in cells */
    int p, wt, s;        /* pitch, wall width, interior width (texture px) */
    int mk;              /* marked walls: extra width on each side into the cells */
    int tw, th;          /* the full-size picture's size */
    int xw, xh;          /* the texture's: tw x th, or the maze rectangle's when smaller */
    SDL_Rect maze;       /* where the texture goes on the output */
    SDL_Rect hud, timeline, panel;
    SDL_Rect prompt;     /* the question row above the maze (render_set_prompt); h == 0: none */
    SDL_Rect note;       /* the note's strip above the maze (panel off); h 0: none */
    SDL_Rect caption;    /* the caption without the panel: a strip under the maze or a column beside it; h 0: none */
    bool caption_beside; /* the column: the heading above its rows, not beside them */
    SDL_Rect area;       /* the room the maze is fitted into */
    int out_w, out_h;
    int body_px, line_h, margin, pad;
    int hud_rows;        /* HUD rows: one beside the panel, metrics.hud_lines without */
    render_style style;
    int cell_px;
    bool panel_on;
    /* A shaped maze (not a plain rectangle, render_shape.c): unit space to texture pixels. */
    bool shaped;
    float scale, ox, oy;  /* texture pixel = (ox, oy) + unit point * scale */
    float band, band_marked, ring; /* half a wall, half a marked wall, a ring's width */
    bool dots;            /* cells under 4 px: each pixel the colour of the cell under its centre */
} render_layout;

/* Rectangles waiting to be filled, one list per paint. */
typedef struct rect_list {
    SDL_Rect *v;
    size_t n, cap;
} rect_list;

/*
 * A line of text as a texture, kept while frames use it: either white and
 * tinted when drawn (blended), or already in its colour on the solid
 * background it is drawn on (opaque: a plain copy, several times cheaper
 * in the software renderer than blending and tinting every pixel).
 */
typedef struct text_entry {
    char *text;
    int font; /* 0 body, 1 big */
    bool opaque;
    SDL_Color fg, bg; /* opaque entries: their colours */
    SDL_Texture *tex;
    int w, h;
    unsigned used; /* the frame that last drew it */
} text_entry;

#define TEXT_CACHE 384
#define WRAP_CACHE 96
#define WRAP_ROWS 32

/* Where a text wraps at a width (measuring is the costly part of a panel frame). */
typedef struct wrap_entry {
    char *text;
    int font, max_w, n;
    int start[WRAP_ROWS], len[WRAP_ROWS];
    unsigned used;
} wrap_entry;

/*
 * A maze drawn as dots (cells under 4 px) asks, for each pixel of r->full,
 * which cell lies under its centre; on a polar grid that is an atan2 and a
 * square root a pixel, most of a full redraw. The answers are kept for the
 * grid and layout they were made for (a mask changes none: whether the cell
 * exists is asked when painting).
 */
typedef struct dot_map {
    uint32_t *cell; /* w * h cells (MAZE_NONE: no cell), row by row; NULL: none made */
    const void *shape;
    uint32_t mw, mh;
    float scale, ox, oy;
    int w, h;
} dot_map;

struct render {
    SDL_Renderer *ren;
    render_theme th;
    render_metrics mt;
    SDL_Color paint[PAINT_COUNT];
    char *font_path;
    TTF_Font *font[2]; /* body, big */
    int font_px[2];
    render_layout lay;
    bool have_layout, panel_on, prompt_on;
    int legend_keep;      /* rows kept under the maze: caption and legend (what the last panel needed); -1 none, 0 not known */
    bool relayout;        /* the last frame found legend_keep or caption_strip wrong: sync and draw again */
    bool caption_strip;   /* the last frame had a caption and no panel: a strip under the maze keeps its rows */
    SDL_Texture *maze_tex;
    SDL_Surface *full; /* render_paint_all() paints here, then uploads */
    int *sx, *sy;      /* a sampled texture's picture columns and rows (NULL: not sampled) */
    bool stale; /* the texture must be redrawn whole */
    bool synced_all; /* the last render_sync() did */
    rect_list lists[PAINT_COUNT];
    rect_list over[PAINT_COUNT]; /* drawn after lists: parts that lie over a cell's interior */
    text_entry texts[TEXT_CACHE];
    wrap_entry wraps[WRAP_CACHE];
    unsigned frame_no;
    unsigned long missed;  /* parts of pictures not drawn (render_missed()) */
    char missed_why[160];  /* why the last one was not */
    bool text_cache_off;  /* bench_render's "before": every line blended, the whole output cleared */
    bool ink_set;         /* text now goes on the solid colour ink_bg (render_ink) */
    SDL_Color ink_bg;
    render_layout_info info;
    SDL_Rect text_rects[RENDER_MAX_TEXT_RECTS];
    size_t n_text_rects;
    SDL_Rect pane;        /* render_pane_sync(): the pane drawn into */
    int pane_rows;        /* text rows above its maze */
    SDL_Rect lab_cell0;   /* render_lab_draw(): the first thumbnail, and the grid's pitch */
    int lab_cols, lab_dx, lab_dy;
    int lab_numbers;      /* counts the last lab frame wrote over its bars */
    const maze *m;        /* the maze of the last sync */
    uint32_t ends[2];     /* the start and goal cells a solver marked at the last sync (MAZE_NONE: none) */
    char *note;           /* render_set_note(); NULL: none */
    int note_rows;        /* rows of its strip above the maze (panel off) */
    int prompt_rows;      /* body rows the question row holds: 2, more once a text needed them */
    dot_map dots;         /* render_shape.c: which cell each pixel of a dotted maze shows */
    bool tree;            /* the tree view (render_tree.c) */
    bool tree_counting;   /* a full redraw in it: count what it draws */
    unsigned long tree_nodes, tree_halves; /* render_tree_counts() */
};

/*
 * Whether m is drawn as polygons (render_shape.c) rather than by the fast
 * path for a plain board of squares (a texture of wall runs, the block style).
 */
static inline bool render_shaped(const maze *m) { return !maze_plain_rect(m); }

/* The paints as ARGB8888 pixels, for the painters that write the full-size picture. */
static inline void render_paint_argb(const render *r, uint32_t argb[PAINT_COUNT])
{
    for (int i = 0; i < PAINT_COUNT; i++)
        argb[i] = 0xff000000u | (uint32_t)r->paint[i].r << 16 | (uint32_t)r->paint[i].g << 8 | r->paint[i].b;
}

/* The maze's size in the texture for aw x ah (or cell_px), either painter: p, wt, s, mk, tw, th or the shape's scale. */
void render_fit(const render *r, render_layout *l, const maze *m, int aw, int ah, int cell_px);

/* The shape painter (render_shape.c). */
void render_shape_fit(const render_theme *th, render_layout *l, const maze *m, int aw, int ah, int cell_px);
/*
 * The labels of the picture's panels (a cube's levels: grid_panel) in
 * language lang, each in the band above its panel in body text; a label
 * its band cannot hold is left out (cells of a few pixels).
 */
void render_shape_labels(render *r, const maze *m, sm_lang lang);
bool render_shape_paint_all(render *r, const sm *g);

/*
 * The box x0..x1, y0..y1 of r->full into the maze texture (through a
 * temporary texture on a backend that cannot update a target texture);
 * an empty box does nothing (render_shape.c).
 */
bool render_upload_box(render *r, int x0, int y0, int x1, int y1);
bool render_shape_paint_changes(render *r, const sm *g);
bool render_shape_cell_at(const render *r, const maze *m, int x, int y, uint32_t *cell);
void render_shape_ghost(render *r, const maze *m, const uint32_t *cells, size_t n, SDL_Color c);
/* c's outline (clockwise) and centre in output pixels as the last frame drew it; returns the points. */
unsigned render_shape_outline(const render *r, const maze *m, uint32_t c, SDL_FPoint *out, SDL_FPoint *centre);

/* The same for any maze the renderer drew (render_annot.c); 0 when c is not drawn. */
unsigned render_cell_outline(const render *r, uint32_t c, SDL_FPoint *out, SDL_FPoint *centre);
/* A finished maze of any shape drawn small into at (the lab's thumbnails). */
void render_shape_thumb(render *r, SDL_Rect at, const maze *m);

/*
 * The tree view (render_tree.c): how one cell looks, as a function of a
 * pixel's position (texture pixels). Everything of a cell's own region is
 * drawn from it alone, so a region drawn again equals its first drawing.
 */
typedef struct tree_edge {
    float ux, uy, len; /* from the centre: the unit direction and the length to the side's middle */
    float in2, out2;   /* squared half widths: the edge, and its casing */
    uint32_t col;      /* ARGB */
} tree_edge;

typedef struct tree_look {
    float cx, cy;
    float node_in2, node_out2; /* squared radii: the node, and its casing */
    bool flat;                 /* too small for a tree: the whole region in the node's colour */
    unsigned n;
    tree_edge e[MAZE_MAX_SIDES];
    uint32_t node, casing, bg; /* ARGB */
} tree_look;

/*
 * Cell c's look: centre (cx, cy), a cell cs pixels across, and the middle
 * of each side (mid[s]; only sides with a neighbour are read). Counts the
 * node and its passages while r->tree_counting.
 */
void render_tree_look(render *r, const sm *g, uint32_t c, float cx, float cy, float cs, const SDL_FPoint *mid,
                      const uint32_t *argb, bool plain, tree_look *lk);

/* The colour of the pixel whose centre is (x, y) in a cell that looks like lk. */
static inline uint32_t render_tree_pixel(const tree_look *lk, float x, float y)
{
    if (lk->flat)
        return lk->node;
    float dx = x - lk->cx, dy = y - lk->cy, d2 = dx * dx + dy * dy;
    if (d2 <= lk->node_in2)
        return lk->node;
    bool cased = d2 <= lk->node_out2;
    for (unsigned i = 0; i < lk->n; i++) {
        const tree_edge *e = &lk->e[i];
        float t = dx * e->ux + dy * e->uy;
        t = t < 0 ? 0 : t > e->len ? e->len : t;
        float ox = dx - t * e->ux, oy = dy - t * e->uy, q = ox * ox + oy * oy;
        if (q <= e->in2)
            return e->col;
        cased |= q <= e->out2;
    }
    return cased ? lk->casing : lk->bg;
}

/* The tree view's painters: the rectangle (render_tree.c) and other shapes (render_shape.c). */
bool render_tree_paint_all(render *r, const sm *g);
bool render_tree_paint_changes(render *r, const sm *g);
bool render_shape_tree_all(render *r, const sm *g);
bool render_shape_tree_changes(render *r, const sm *g);

/* The paint of a passage between cells painted a and b: the less active one's (render_cells.c). */
int render_passage_paint(int a, int b);

/* Computes the layout of maze m for an out_w x out_h output. */
void render_layout_compute(const render *r, render_layout *l, const maze *m, int out_w, int out_h);

/*
 * The note (render_set_note) wrapped to w from (x, y), at most max_rows
 * rows, in the heading colour on the current ink; returns its rows. Draws
 * only when draw.
 */
int render_note_rows(render *r, int x, int y, int w, int max_rows, bool draw);

/* The question row's usual body rows, and the most it grows to (as a share of the output's height at most). */
#define PROMPT_ROWS 2
#define PROMPT_ROWS_MAX 6
#define PROMPT_SHARE_MAX 0.3

/* The largest pitch that fits aw x ah (or cell_px), into l->p, l->wt, l->mk (render.c). */
void render_pick_pitch(const render_theme *th, render_layout *l, int aw, int ah, int cell_px);

/* Text size, line height, margin and padding for an output out_h pixels high. */
void render_metrics_px(const render_metrics *mt, int out_h, render_layout *l);

/* Notes the start and goal cells machine g marks (a solver's), for render_draw_ends(). */
void render_note_ends(render *r, const sm *g);

/*
 * Over the maze, the start and goal of the last sync as discs of the least
 * marker size where their cells are smaller on the output (a dense maze or
 * a small window), outlined and cased like play's marks; none in the tree view.
 */
void render_draw_ends(render *r);

/* A new maze texture when l's texture size differs from the current one. */
bool render_ensure_texture(render *r, render_layout *l);

/* Redraws every cell into the maze texture (through a CPU surface). */
bool render_paint_all(render *r, const sm *g);

/* Redraws the cells in sm_changes(g) into the maze texture. */
bool render_paint_changes(render *r, const sm *g);

/* Fills r->paint from r->th. */
void render_make_paints(render *r);

/* Paint index of a cell mark. */
int render_cell_paint(sm_cell k);

/* Sets the fonts' sizes for body text of px pixels (no-op when unchanged). */
void render_fonts_size(render *r, int px);

/* Width and height of text in font f (0 body, 1 big); 0 x line height without a font. */
void render_text_size(render *r, int f, const char *text, int *w, int *h);

/*
 * The solid colour the texts drawn next lie on (a box's fill), so they can
 * be drawn opaque; render_ink_none() when they lie on anything else.
 */
static inline void render_ink(render *r, SDL_Color bg)
{
    r->ink_bg = bg;
    r->ink_set = true;
}
static inline void render_ink_none(render *r) { r->ink_set = false; }

/*
 * Draws text in font f with its top-left at (x, y) in colour c and records
 * the rectangle; returns it (w = 0 when nothing was drawn). On a known
 * background (render_ink) only the text's row is painted: the part of the
 * line's box within its line height, centred.
 */
SDL_Rect render_text(render *r, int f, const char *text, int x, int y, SDL_Color c);

/*
 * Splits text into rows at most max_w wide, breaking at spaces or between
 * CJK characters (a word longer than a row gets a row of its own). Writes
 * the byte offset and length of each row; returns the row count (<= max).
 */
int render_wrap(render *r, int f, const char *text, int max_w, int *start, int *len, int max);

/* The Chinese words of the UI texts, longest first (render_words.c, made by make-words.sh). */
extern const char *const render_zh_words[];
extern const size_t render_zh_word_count;

/* Frees cached lines the last frame did not use. */
void render_text_sweep(render *r);
void render_text_free_all(render *r);

void render_fill(render *r, SDL_Rect rc, SDL_Color c);
void render_frame_rect(render *r, SDL_Rect rc, SDL_Color c, int t);

/* The overlays (render_overlay.c). */
void render_draw_hud(render *r, const render_frame *f);
void render_draw_panel(render *r, const render_panel *p);
void render_draw_timeline(render *r, const render_frame *f);
void render_progress_bar(render *r, SDL_Rect bar, float progress, float reach);
void render_draw_banner(render *r, const render_frame *f);
void render_draw_pause(render *r);
void render_draw_note(render *r);
/* The caption's strip under the maze (panel off): its heading and rows beside it. */
void render_draw_caption_strip(render *r, const render_panel *p);
void render_draw_menu(render *r, const render_frame *f);
void render_draw_help(render *r, const render_frame *f);
void render_draw_ghost(render *r, const render_frame *f);
void render_draw_prompt(render *r, const render_frame *f);
void render_draw_annots(render *r, const render_frame *f); /* render_annot.c */
/* A line w pixels wide through pt[0..n) in colour c, joints squared (render_annot.c). */
void render_thick_line(render *r, const SDL_FPoint *pt, size_t n, float w, SDL_Color c);
/* An arrow across box `in` from left to right as predict draws it over cells: colour fg in an outline of edge. */
void render_arrow_icon(render *r, SDL_Rect in, SDL_Color fg, SDL_Color edge);
/* The figures chart into area (render_chart.c); its lines' width for the figures' swatches. */
void render_draw_chart(render *r, SDL_Rect area, const render_chart *c);
float render_chart_line_w(const render *r);

#endif
