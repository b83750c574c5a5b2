/*
 * test_qr.c - a link as a QR code (src/export/qr.c): the symbol has a QR
 * size (21 + 4k modules) with the three finder patterns in its corners and
 * none in the fourth; the SVG's path redraws exactly the dark modules,
 * inside the quiet margin; a text longer than a QR symbol holds is refused.
 * (The browser test decodes the page's QR code back to the link.)
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "export/qr.h"

/* Whether q has a finder pattern (7x7: dark ring, light ring, dark 3x3) with its corner at (x0, y0). */
static bool finder_at(const qr_code *q, int x0, int y0)
{
    for (int y = 0; y < 7; y++)
        for (int x = 0; x < 7; x++) {
            int ring = x < y ? (x < 6 - y ? x : 6 - y) : (y < 6 - x ? y : 6 - x); /* 0 outer .. 3 centre */
            bool want = ring != 1;
            if ((q->dark[(size_t)(y0 + y) * (size_t)q->size + (size_t)(x0 + x)] != 0) != want)
                return false;
        }
    return true;
}

/* Redraws the SVG path's runs "M x y h n v 1 h -n z" into a grid of side modules; false on a bad path. */
static bool replay(const char *svg, unsigned char *grid, int side)
{
    const char *p = strstr(svg, " d=\"");
    if (!p)
        return false;
    p += 4;
    while (*p == 'M') {
        int x, y, n, m, k;
        if (sscanf(p, "M%d %dh%dv1h-%dz%n", &x, &y, &n, &m, &k) != 4 || n != m || n < 1 || x < 0 || y < 0 ||
            x + n > side || y >= side)
            return false;
        memset(grid + (size_t)y * (size_t)side + (size_t)x, 1, (size_t)n);
        p += k;
    }
    return *p == '"';
}

static void check_link(const char *link)
{
    qr_code q;
    CHECK(qr_make(link, &q), "no QR code for a %zu-byte link", strlen(link));
    if (!q.size)
        return;
    CHECK(q.size >= 21 && q.size <= 177 && (q.size - 21) % 4 == 0, "a QR code %d modules wide", q.size);
    CHECK(finder_at(&q, 0, 0) && finder_at(&q, q.size - 7, 0) && finder_at(&q, 0, q.size - 7),
          "finder patterns missing (%d modules)", q.size);
    CHECK(!finder_at(&q, q.size - 7, q.size - 7), "a finder pattern in the fourth corner");
    char *svg = qr_svg(&q);
    int side = q.size + 2 * QR_QUIET;
    unsigned char *grid = calloc((size_t)side * (size_t)side, 1);
    CHECK(svg && grid && replay(svg, grid, side), "the SVG's path is not runs of modules: %.80s", svg ? svg : "");
    for (int y = 0; svg && grid && y < side; y++)
        for (int x = 0; x < side; x++) {
            bool in = x >= QR_QUIET && y >= QR_QUIET && x < QR_QUIET + q.size && y < QR_QUIET + q.size;
            bool want = in && q.dark[(size_t)(y - QR_QUIET) * (size_t)q.size + (size_t)(x - QR_QUIET)];
            if (grid[(size_t)y * (size_t)side + (size_t)x] != want) {
                CHECK(false, "module (%d,%d) of the SVG is %s", x, y, want ? "light" : "dark");
                y = side;
                break;
            }
        }
    free(grid);
    free(svg);
    qr_free(&q);
    CHECK(q.size == 0 && q.dark == NULL, "qr_free left the code");
}

int main(void)
{
    check_link("http://192.168.1.20:8000/?algo=wilson&size=30x20&seed=7");
    char long_link[1200] = "http://school.example/mazeviz/?algo=backtracker&mask-text=";
    for (size_t n = strlen(long_link); n < sizeof long_link - 1; n++)
        long_link[n] = "X.#"[n % 3];
    long_link[sizeof long_link - 1] = '\0';
    check_link(long_link);
    static char too_long[4000];
    memset(too_long, 'a', sizeof too_long - 1);
    qr_code q;
    CHECK(!qr_make(too_long, &q) && q.size == 0 && q.dark == NULL, "a 3999-byte text made a QR code");
    qr_free(&q);
    return check_exit("qr");
}
