/*
 * font_test.c - the shipped font subset has a glyph for every character the
 * window shows: the banner, every algorithm's Chinese name (so adding an
 * algorithm with new characters fails here until the font is re-subset),
 * the help lines and the HUD's words.
 */
#include <SDL.h>
#include <SDL_ttf.h>

#include "../check.h"
#include "app/config.h"
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
        check_text(font, gen_algos[i]->id, gen_algos[i]->name_zh);
    const char *help[APP_HELP_LINES + 1];
    app_keys_help(help, APP_HELP_LINES);
    for (size_t i = 0; help[i]; i++)
        check_text(font, "help", help[i]);
    check_text(font, "HUD", "‖ paused 暂停 · → ← ↑ ↓ … — ！（）：，、。");
    TTF_CloseFont(font);
    TTF_Quit();
    return check_exit("font_test");
}
