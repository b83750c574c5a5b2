/*
 * app_font.c - where the UI font is looked up, in order: $MAZEVIZ_FONT (a
 * file), $MAZEVIZ_DATADIR/fonts/, the data directory chosen at build time
 * (meson's datadir/mazeviz), then next to the executable: assets/fonts/ in
 * the build directory, ../assets/fonts/ for a build dir inside the source
 * tree, and ../share/mazeviz/fonts/ for a moved installation.
 *
 * Only regular files count, and they are opened without blocking, so a
 * FIFO or a device named by $MAZEVIZ_FONT is refused instead of hanging.
 * The warning looks again, noting the places actually tried.
 */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app.h"
#include "config.h"
#include "mazeviz_config.h"

/* The places a search tried, for the warning. */
typedef struct font_search {
    char tried[1024]; /* "place, place, ..." */
    bool from_env;    /* $MAZEVIZ_FONT alone */
} font_search;

/* A regular file we can open for reading; never blocks (FIFOs, devices). Noted in s. */
static bool readable(font_search *s, const char *path)
{
    size_t used = strlen(s->tried);
    if (used + 2 + strlen(path) < sizeof s->tried) /* a list too long for the warning keeps its start */
        snprintf(s->tried + used, sizeof s->tried - used, "%s%s", used ? ", " : "", path);
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    bool ok = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    if (fd >= 0)
        close(fd);
    return ok;
}

static bool try_dir(font_search *s, char *buf, size_t len, const char *dir, const char *sub)
{
    if (!dir || !*dir)
        return false;
    int n = snprintf(buf, len, "%s%s%s", dir, sub, CONFIG_FONT_FILE);
    return n > 0 && (size_t)n < len && readable(s, buf);
}

/* The search, noting where it looked in s. */
static bool search(char *buf, size_t len, font_search *s)
{
    const char *font = getenv("MAZEVIZ_FONT");
    s->tried[0] = '\0';
    s->from_env = font && *font;
    if (s->from_env) {
        snprintf(buf, len, "%s", font);
        return readable(s, buf);
    }
    if (try_dir(s, buf, len, getenv("MAZEVIZ_DATADIR"), "/fonts/") ||
        try_dir(s, buf, len, MAZEVIZ_DATADIR, "/fonts/"))
        return true;
    char *base = SDL_GetBasePath();
    bool found = try_dir(s, buf, len, base, "assets/fonts/") ||
                 try_dir(s, buf, len, base, "../assets/fonts/") ||
                 try_dir(s, buf, len, base, "../share/mazeviz/fonts/");
    SDL_free(base);
    return found;
}

bool app_find_font(char *buf, size_t len)
{
    font_search s;
    return search(buf, len, &s);
}

void app_font_warn(const char *path, const char *why)
{
    char places[CLI_ESCAPE_MAX * 4], p[CLI_ESCAPE_MAX + 16], found[1024];
    font_search s;
    if (!path)
        search(found, sizeof found, &s); /* again, for the places it tries */
    if (path) {
        cli_escape(p, sizeof p, path);
        fprintf(stderr, "mazeviz: warning: cannot use the UI font %s (%s); drawing without text\n",
                p, why);
    } else if (s.from_env) {
        cli_escape(p, sizeof p, s.tried);
        fprintf(stderr, "mazeviz: warning: MAZEVIZ_FONT=%s is not a readable regular file; "
                        "drawing without text\n", p);
    } else {
        cli_escape(places, sizeof places, s.tried);
        fprintf(stderr, "mazeviz: warning: UI font not found (tried %s); drawing without text "
                        "(set MAZEVIZ_FONT or MAZEVIZ_DATADIR)\n", places);
    }
}
