/*
 * web_font_test.c - the web page's font (web/font_strip.js of the shipped
 * subset) draws every character as the shipped font does: each glyph a
 * character maps to has the same outline, point for point, and the same
 * advance; and the glyphs no character maps to (GSUB's vertical and
 * half-width forms, which a tab never draws) are empty there, so the page
 * does not send them.
 *   web_font_test SHIPPED.otf STRIPPED.otf
 */
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdbool.h>
#include <string.h>

#include "../check.h"

/* The glyph's outline and advance in font units; false when FreeType cannot load it. */
static bool load(FT_Face f, FT_UInt g)
{
    return FT_Load_Glyph(f, g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING) == 0 &&
           f->glyph->format == FT_GLYPH_FORMAT_OUTLINE;
}

/* n bytes alike; an empty glyph (a space) has NULL arrays, which memcmp may not be given. */
static bool same_bytes(const void *p, const void *q, size_t n)
{
    return n == 0 || memcmp(p, q, n) == 0;
}

static bool same_outline(const FT_Outline *a, const FT_Outline *b)
{
    return a->n_points == b->n_points && a->n_contours == b->n_contours &&
           same_bytes(a->points, b->points, (size_t)a->n_points * sizeof *a->points) &&
           same_bytes(a->tags, b->tags, (size_t)a->n_points) &&
           same_bytes(a->contours, b->contours, (size_t)a->n_contours * sizeof *a->contours);
}

/* Copies of the shipped glyph's points, as FreeType reuses its slot on the next load. */
static void check_glyph(FT_Face shipped, FT_Face web, FT_UInt g, FT_ULong c)
{
    if (!load(shipped, g)) {
        CHECK(false, "the shipped font cannot load glyph %u (U+%04lX)", g, c);
        return;
    }
    FT_Outline a = shipped->glyph->outline;
    FT_Pos advance = shipped->glyph->metrics.horiAdvance;
    FT_Vector *points = malloc((size_t)a.n_points * sizeof *points + 1);
    char *tags = malloc((size_t)a.n_points + 1);
    short *contours = malloc((size_t)a.n_contours * sizeof *contours + 1);
    CHECK(points && tags && contours, "no memory");
    if (points && tags && contours) {
        if (a.n_points > 0) { /* a space has no points: NULL arrays, not for memcpy */
            memcpy(points, a.points, (size_t)a.n_points * sizeof *points);
            memcpy(tags, a.tags, (size_t)a.n_points);
        }
        if (a.n_contours > 0)
            memcpy(contours, a.contours, (size_t)a.n_contours * sizeof *contours);
        a.points = points, a.tags = tags, a.contours = contours;
        CHECK(FT_Get_Char_Index(web, c) == g, "U+%04lX maps to another glyph in the web font", c);
        CHECK(load(web, g) && same_outline(&a, &web->glyph->outline), "U+%04lX: glyph %u drawn differently", c, g);
        CHECK(web->glyph->metrics.horiAdvance == advance, "U+%04lX: another advance", c);
    }
    free(points);
    free(tags);
    free(contours);
}

int main(int argc, char **argv)
{
    FT_Library lib;
    FT_Face shipped, web;
    if (argc != 3 || FT_Init_FreeType(&lib) || FT_New_Face(lib, argv[1], 0, &shipped) ||
        FT_New_Face(lib, argv[2], 0, &web)) {
        fprintf(stderr, "usage: web_font_test SHIPPED.otf STRIPPED.otf (both readable by FreeType)\n");
        return 2;
    }
    CHECK(shipped->num_glyphs == web->num_glyphs, "%ld glyphs, shipped %ld", web->num_glyphs, shipped->num_glyphs);
    bool *mapped = calloc((size_t)shipped->num_glyphs, 1);
    if (!mapped)
        return 1;
    long characters = 0, empty = 0;
    FT_UInt g;
    for (FT_ULong c = FT_Get_First_Char(shipped, &g); g != 0; c = FT_Get_Next_Char(shipped, c, &g)) {
        check_glyph(shipped, web, g, c);
        mapped[g] = true;
        characters++;
    }
    for (FT_Long i = 1; i < web->num_glyphs; i++)
        if (!mapped[i]) {
            CHECK(load(web, (FT_UInt)i) && web->glyph->outline.n_points == 0,
                  "glyph %ld, which no character maps to, still has its outline in the web font", i);
            empty++;
        }
    printf("web_font_test: %ld characters drawn alike, %ld glyphs no character maps to left empty\n", characters, empty);
    CHECK(characters > 800, "only %ld characters in the shipped font", characters);
    free(mapped);
    FT_Done_Face(shipped);
    FT_Done_Face(web);
    FT_Done_FreeType(lib);
    return check_exit("web_font_test");
}
