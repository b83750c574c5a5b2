/*
 * app_font.c - where the UI font is looked up, in order: $MAZEVIZ_FONT (a
 * file), $MAZEVIZ_DATADIR/fonts/, the data directory chosen at build time
 * (meson's datadir/mazeviz), then next to the executable: assets/fonts/ in
 * the build directory, ../assets/fonts/ for a build dir inside the source
 * tree, and ../share/mazeviz/fonts/ for a moved installation.
 */
#include <stdio.h>
#include <stdlib.h>

#include "app.h"
#include "config.h"
#include "mazeviz_config.h"

static bool readable(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

static bool try_dir(char *buf, size_t len, const char *dir, const char *sub)
{
    if (!dir || !*dir)
        return false;
    int n = snprintf(buf, len, "%s%s%s", dir, sub, CONFIG_FONT_FILE);
    return n > 0 && (size_t)n < len && readable(buf);
}

bool app_find_font(char *buf, size_t len)
{
    const char *font = getenv("MAZEVIZ_FONT");
    if (font && *font) {
        snprintf(buf, len, "%s", font);
        return readable(buf);
    }
    if (try_dir(buf, len, getenv("MAZEVIZ_DATADIR"), "/fonts/") ||
        try_dir(buf, len, MAZEVIZ_DATADIR, "/fonts/"))
        return true;
    char *base = SDL_GetBasePath();
    bool found = try_dir(buf, len, base, "assets/fonts/") ||
                 try_dir(buf, len, base, "../assets/fonts/") ||
                 try_dir(buf, len, base, "../share/mazeviz/fonts/");
    SDL_free(base);
    return found;
}
