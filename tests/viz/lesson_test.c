/*
 * lesson_test.c - every slide of the shipped lessons (the files given as
 * arguments) as the window and --screenshot show it, in English and
 * Chinese, at 800x600 and 1920x1080: the slide reaches its --until event,
 * its note is on screen whole (no row cut off), beside the maze and never
 * over it, and every character of the note has a glyph in the UI font.
 * Presented in the window (not offscreen), the HUD says "slide N / M" on
 * every slide, the lab's too, and never offers PgDn for an event: in a
 * lesson PgDn turns the slide.
 * (lesson_test.sh reads a sample of them back with OCR.)
 */
#include "viz_harness.h"

#include "app/app_impl.h"
#include "settings/lesson.h"

static const struct size {
    int w, h;
} sizes[] = {{800, 600}, {1920, 1080}};

/* Every character of text has a glyph in font. */
static void check_glyphs(TTF_Font *font, const char *where, const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        int len = *p < 0x80 ? 1 : *p < 0xe0 ? 2 : *p < 0xf0 ? 3 : 4;
        Uint32 c = len == 1 ? *p : *p & (0x3f >> (len - 1));
        for (int i = 1; i < len && p[i]; i++)
            c = (c << 6) | (p[i] & 0x3f);
        p += len;
        CHECK(TTF_GlyphIsProvided32(font, c), "%s: no glyph for U+%04X", where, (unsigned)c);
    }
}

static bool overlap(SDL_Rect a, SDL_Rect b) { return SDL_HasIntersection(&a, &b); }

/* The HUD of slide i as the window presents it: which slide, and no PgDn for an event. */
static void check_presented(app *a, const lesson *l, size_t i, char **argv, const char *where)
{
    char want[64];
    snprintf(want, sizeof want, app_tr(STR_SLIDE, a->lang), (int)i + 1, (int)l->n);
    CHECK(app_lesson_open(a, l, i, 7, argv), "%s: the lesson does not open", where);
    app_set_offscreen(a, false);
    CHECK(app_draw(a), "%s: drawing failed: %s", where, SDL_GetError());
    CHECK(strstr(app_hud(a), want) || strstr(app_lab_bar(a), want), "%s: the HUD does not say '%s': %s%s", where,
          want, app_hud(a), app_lab_bar(a));
    CHECK(!strstr(app_hud(a), "PgDn"), "%s: the HUD offers PgDn, which turns the slide: %s", where, app_hud(a));
    app_lesson_free(a);
}

/* Slide i in language lang at size sz, drawn as --screenshot draws it. */
static void check_slide(const lesson *l, size_t i, const char *lang, struct size sz)
{
    char win[32], where[700];
    snprintf(win, sizeof win, "%dx%d", sz.w, sz.h);
    snprintf(where, sizeof where, "%s:%d (slide %zu) --lang %s --window %s", l->path, l->slides[i].line, i + 1,
             lang, win);
    char *argv[] = {"mazeviz", "--screenshot", "unused.png", "--lang", (char *)lang, "--window", win, NULL};
    cli_args *args = calloc(1, sizeof *args);
    char err[768];
    if (!args || !lesson_slide_args(l, i, 7, argv, args, err, sizeof err) || cli_prepare(args, &app_picture_hooks) != 0) {
        CHECK(false, "%s: %s", where, args ? err : "no memory");
        free(args);
        return;
    }
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, sz.w, sz.h, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *ren = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    app *a = ren ? app_create(args, ren, NULL) : NULL;
    CHECK(a != NULL, "%s: the app did not start: %s", where, SDL_GetError());
    if (a) {
        app_set_offscreen(a, true);
        if (args->until)
            CHECK(app_advance_to_event(a, args) == args->until_n,
                  "%s: the run does not reach until %s", where, args->until);
        else
            app_advance(a, args->steps_given ? args->steps : UINT64_MAX);
        CHECK(app_draw(a), "%s: drawing failed: %s", where, SDL_GetError());
        const render_layout_info *info = render_info(app_renderer(a));
        CHECK(info->note.w > 0 && info->note.h > 0, "%s: the note is not on screen", where);
        CHECK(!info->note_cut, "%s: the note does not fit: its end is cut off", where);
        CHECK(info->maze.w == 0 || !overlap(info->note, info->maze), "%s: the note covers the maze", where);
        CHECK(info->note.y + info->note.h <= sz.h && info->note.x + info->note.w <= sz.w, "%s: the note is off screen", where);
        check_presented(a, l, i, argv, where);
    }
    app_destroy(a);
    SDL_DestroyRenderer(ren);
    SDL_FreeSurface(surf);
    cli_release(args);
    free(args);
}

int main(int argc, char **argv)
{
    harness_init();
    char path[1024];
    TTF_Font *font = app_find_font(path, sizeof path) ? TTF_OpenFont(path, 16) : NULL;
    CHECK(font != NULL, "the UI font was not found");
    int slides = 0;
    for (int f = 1; f < argc; f++) {
        char err[768];
        lesson *l = lesson_load(argv[f], err, sizeof err);
        CHECK(l && l->mistakes == 0, "%s", l ? l->report : err);
        if (!l || l->mistakes)
            continue;
        CHECK(l->n >= 6 && l->n <= 12, "%s: %zu slides, the issue asks for 6 to 12", argv[f], l->n);
        CHECK(l->title[0][0] && l->title[1][0], "%s: a title in both languages", argv[f]);
        for (size_t i = 0; i < l->n; i++) {
            for (int lang = 0; lang < 2 && font; lang++)
                check_glyphs(font, l->path, l->slides[i].note[lang]);
            for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
                check_slide(l, i, "en", sizes[s]);
                check_slide(l, i, "zh", sizes[s]);
            }
            slides++;
        }
        if (font) {
            check_glyphs(font, l->path, l->title[0]);
            check_glyphs(font, l->path, l->title[1]);
        }
        lesson_free(l);
    }
    printf("%d slides, each in 2 languages at 2 sizes\n", slides);
    if (font)
        TTF_CloseFont(font);
    TTF_Quit();
    SDL_Quit();
    if (harness_failures)
        printf("%d failure(s)\n", harness_failures);
    return harness_failures ? 1 : 0;
}
