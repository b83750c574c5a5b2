/*
 * font_test.c - the shipped font subset has a glyph for every character the
 * window shows: the banner, every algorithm's Chinese name (so adding an
 * algorithm with new characters fails here until the font is re-subset),
 * the help lines and the HUD's words, every algorithm's pseudocode,
 * captions, events, legend, figure labels and exercise decisions in both
 * languages, the answer words, and every string
 * of the app's own table (src/app/strings.h).
 */
#include <SDL.h>
#include <SDL_ttf.h>

#include "../check.h"
#include "app/config.h"
#include "mazeviz/challenge.h"
#include "app/app.h"

/* The next code point of UTF-8 text s, advancing s; 0 at the end. */
static Uint32 next_code_point(const char **s)
{
    const unsigned char *p = (const unsigned char *)*s;
    if (!*p)
        return 0;
    int len = *p < 0x80 ? 1 : *p < 0xe0 ? 2 : *p < 0xf0 ? 3 : 4;
    Uint32 c = len == 1 ? *p : *p & (0x3f >> (len - 1));
    for (int i = 1; i < len && p[i]; i++)
        c = (c << 6) | (p[i] & 0x3f);
    *s += len;
    return c;
}

static void check_text(TTF_Font *font, const char *what, const char *text)
{
    const char *s = text;
    for (Uint32 c; (c = next_code_point(&s)) != 0;)
        if (c != '\t' && c != '\n')
            CHECK(TTF_GlyphIsProvided32(font, c), "%s: no glyph for U+%04X in \"%s\"", what,
                  (unsigned)c, text);
}

/* Every character an algorithm can show: names, pseudocode, captions, legend, figure labels. */
static void check_algo(TTF_Font *font, const gen_algo *g)
{
    check_text(font, g->id, g->name.zh);
    check_text(font, g->id, g->name.en);
    for (size_t i = 0; i < g->code_lines; i++) {
        check_text(font, "pseudocode", g->code[i].en);
        check_text(font, "pseudocode", g->code[i].zh);
    }
    for (size_t i = 0; i < g->n_captions; i++) {
        check_text(font, "caption", g->captions[i].en);
        check_text(font, "caption", g->captions[i].zh);
    }
    for (size_t i = 0; i < g->n_events; i++) {
        check_text(font, "event", g->events[i].name.en);
        check_text(font, "event", g->events[i].name.zh);
    }
    for (size_t i = 0; i < g->n_decisions; i++) { /* an exercise's question and rule (issue 31) */
        check_text(font, "decision", g->decisions[i].question.zh);
        check_text(font, "decision", g->decisions[i].why.zh);
    }
    for (size_t i = 0; i < g->n_legend; i++) {
        const sm_legend *l = &g->legend[i];
        sm_text t = l->text.en ? l->text : sm_mark_meaning((sm_mark_type)l->type, l->kind);
        check_text(font, "legend", t.en);
        check_text(font, "legend", t.zh);
    }
    /* Figure labels come from a running machine: the first steps' figures. */
    maze *m = maze_create(6, 5);
    sm *s = m ? sm_create(g, m, 1, NULL) : NULL;
    for (int k = 0; s && k < 3; k++, sm_step(s)) {
        sm_figure fig[SM_MAX_FIGURES];
        size_t n = sm_figures(s, fig);
        for (size_t i = 0; i < n; i++) {
            check_text(font, "figure", fig[i].label.en);
            check_text(font, "figure", fig[i].label.zh);
        }
    }
    sm_destroy(s);
    maze_destroy(m);
}

/* A grid shape's words: its name, its directions, its sizes (the default and the lab's) as users read them. */
static void check_shape(TTF_Font *font, const grid_shape *g)
{
    char size[96];
    check_text(font, "grid name", g->name.en);
    check_text(font, "grid name", g->name.zh);
    for (size_t i = 0; i < g->n_dir_words; i++) {
        check_text(font, "direction", g->dir_words[i].en);
        check_text(font, "direction", g->dir_words[i].zh);
    }
    for (int k = -1; k < 3; k++)
        for (int l = 0; l < SM_LANGS; l++) {
            uint32_t w = k < 0 ? g->sizes.w : g->sizes.lab[k][0], h = k < 0 ? g->sizes.h : g->sizes.lab[k][1];
            grid_size_name(g, w, h, GRID_SIZE_NOUN, (sm_lang)l, size, sizeof size);
            check_text(font, "grid size", size);
        }
}

int main(void)
{
    char path[1024];
    CHECK(TTF_Init() == 0, "TTF_Init: %s", TTF_GetError());
    CHECK(app_find_font(path, sizeof path), "the UI font was not found");
    TTF_Font *font = TTF_OpenFont(path, 16);
    CHECK(font != NULL, "TTF_OpenFont(%s): %s", path, TTF_GetError());
    if (!font)
        return check_exit("font_test");
    check_text(font, "banner", CONFIG_BANNER);
    for (size_t i = 0; i < gen_algo_count; i++)
        check_algo(font, gen_algos[i]);
    check_algo(font, &gen_braid);
    check_algo(font, &gen_sparse);
    check_algo(font, &gen_unicursal);
    check_algo(font, &gen_loaded); /* --load's machine: the window shows its words too */
    for (size_t i = 0; i < solve_algo_count; i++)
        check_algo(font, solve_algos[i]);
    check_algo(font, &solve_distance);
    for (int i = 0; i < STR_COUNT; i++) {
        check_text(font, "UI string", app_strings[i].en);
        check_text(font, "UI string", app_strings[i].zh);
    }
    for (unsigned w = SM_WORD_NONE + 1; w < SM_WORDS; w++)
        check_text(font, "answer word", sm_word_name((sm_word)w, SM_LANG_ZH));
    for (size_t i = 0; i < sizeof config_keys / sizeof config_keys[0]; i++)
        if (config_keys[i].keys)
            check_text(font, "help keys", config_keys[i].keys);
    check_text(font, "HUD", "‖ · → ← ↑ ↓ … — ！（）：，、。 0123456789/=()");
    for (size_t g = 0; g < grid_shape_count; g++)
        check_shape(font, grid_shapes[g]);
    for (size_t i = 0; i < challenge_count; i++) { /* the challenges' texts, and a verdict of each in Chinese */
        const challenge *c = &challenges[i];
        check_text(font, c->id, c->title.zh);
        check_text(font, c->id, c->task.zh);
        maze *m = maze_create(c->w, c->h);
        challenge_why why;
        if (m && challenge_judge(c, m, &why) != CHALLENGE_NO_MEMORY)
            check_text(font, c->id, why.zh);
        maze_fill(m, true);
        if (m && challenge_judge(c, m, &why) != CHALLENGE_NO_MEMORY)
            check_text(font, c->id, why.zh);
        maze_destroy(m);
    }
    TTF_CloseFont(font);
    TTF_Quit();
    return check_exit("font_test");
}
