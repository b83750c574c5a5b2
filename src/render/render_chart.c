/*
 * render_chart.c - the panel's chart of a run's figures against the step
 * (issue 21, item 7): a plot box with the value axis's ends at its left
 * ("0" and the top value, on the box's top line), the step axis's ends
 * under it with the axis's name between them, and one thick line per
 * figure in the theme's chart colours through the points the caller
 * gives, already scaled to 0 .. 1, broken where a figure has no value.
 * Labels are body text, like the rest of the panel: legible from the back
 * of the room at every window size.
 */
#include "render_impl.h"

float render_chart_line_w(const render *r) { return SDL_max(2.0f, (float)r->lay.body_px / 8.0f); }

/* Text centred vertically on y, its left edge at x (right edge when right). */
static void label(render *r, const char *t, int x, int y, bool right)
{
    int w, h;
    render_text_size(r, 0, t, &w, &h);
    render_text(r, 0, t, right ? x - w : x, y - h / 2, r->th.panel_text);
}

/* Line k through its points, a piece at a time between the points without a value. */
static int plot_line(render *r, SDL_Rect plot, const render_chart *c, int k)
{
    SDL_FPoint pt[256];
    size_t n = 0;
    int drawn = 0;
    float w = render_chart_line_w(r);
    for (size_t i = 0; i <= c->points; i++) {
        bool have = i < c->points && c->y[k][i] >= 0;
        if (have) {
            pt[n++] = (SDL_FPoint){(float)plot.x + c->x[i] * (float)plot.w,
                                   (float)(plot.y + plot.h) - SDL_min(c->y[k][i], 1.0f) * (float)plot.h};
            drawn++;
        }
        if (n == sizeof pt / sizeof pt[0] || (!have && n > 0)) {
            render_thick_line(r, pt, n, w, r->th.chart[k % RENDER_CHART_LINES]);
            pt[0] = pt[n - 1]; /* the next piece goes on from the last point */
            n = have ? 1 : 0;
        }
    }
    return drawn;
}

void render_draw_chart(render *r, SDL_Rect area, const render_chart *c)
{
    const render_layout *l = &r->lay;
    int yw, zw, h, xw;
    render_text_size(r, 0, c->y_hi, &yw, &h);
    render_text_size(r, 0, "0", &zw, &h);
    render_text_size(r, 0, c->x_hi, &xw, &h);
    int left = SDL_max(yw, zw) + l->pad, axis = SDL_max(1, l->body_px / 16);
    SDL_Rect plot = {area.x + left, area.y + l->line_h / 2, area.w - left - xw / 4,
                     area.h - l->line_h - l->line_h / 2};
    if (plot.w < l->body_px * 3 || plot.h < l->body_px)
        return;
    SDL_Color ax = r->th.chart_axis;
    render_fill(r, (SDL_Rect){plot.x, plot.y, plot.w, SDL_max(1, axis / 2)}, ax); /* the top value's level */
    render_fill(r, (SDL_Rect){plot.x - axis, plot.y, axis, plot.h + axis}, ax);
    render_fill(r, (SDL_Rect){plot.x - axis, plot.y + plot.h, plot.w + axis, axis}, ax);
    label(r, c->y_hi, plot.x - l->pad, plot.y, true);
    label(r, "0", plot.x - l->pad, plot.y + plot.h, true);
    int base = plot.y + plot.h + axis + l->line_h / 2;
    label(r, c->x_lo, plot.x, base, false);
    label(r, c->x_hi, plot.x + plot.w + xw / 4, base, true);
    int nw;
    render_text_size(r, 0, c->x_name, &nw, &h);
    label(r, c->x_name, plot.x + (plot.w - nw) / 2, base, false);
    r->info.chart = plot;
    r->info.chart_points = 0;
    SDL_RenderSetClipRect(r->ren, &(SDL_Rect){plot.x - axis, plot.y - l->pad, plot.w + 2 * axis, plot.h + l->pad + axis});
    for (int k = 0; k < c->lines && k < RENDER_CHART_LINES; k++)
        r->info.chart_points += plot_line(r, plot, c, k);
    SDL_RenderSetClipRect(r->ren, NULL);
}
