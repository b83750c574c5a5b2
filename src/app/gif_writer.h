/*
 * gif_writer.h - animated GIFs from ARGB8888 frames of one fixed size,
 * encoded by giflib. No SDL: the app hands it pixels.
 *
 * The palette has 256 entries: first the exact colours the caller lists
 * (the theme's colours, so flat areas keep their exact colour), then a
 * uniform colour cube for everything else (anti-aliased text). A pixel
 * maps to its exact entry, else to the nearest entry; the mapping is
 * cached. Every frame after the first stores only the rectangle that
 * changed since the previous one, its unchanged pixels transparent (disposal
 * "leave in place", so they keep showing the picture before), and a frame identical to the one before only lengthens that
 * one's delay. Frames are written one behind, so the last frame's delay
 * can be the hold time given at the end.
 */
#ifndef MAZEVIZ_GIF_WRITER_H
#define MAZEVIZ_GIF_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define GIF_PALETTE_SIZE 256
#define GIF_EXACT_MAX 40 /* exact colours kept; the other slots hold the cube */
#define GIF_TRANSPARENT 255 /* the index of "unchanged" in frames after the first */

typedef struct gif_writer gif_writer;

/*
 * The palette: exact colours (0xRRGGBB, repeats dropped, at most
 * GIF_EXACT_MAX), the 6x6x6 cube, a grey ramp in the slots left, and
 * GIF_TRANSPARENT last, which no pixel maps to.
 */
typedef struct gif_palette {
    uint32_t rgb[GIF_PALETTE_SIZE];
    size_t n_exact;
} gif_palette;

/* Builds the palette from n exact colours (0xRRGGBB; alpha bits are ignored). */
void gif_palette_make(gif_palette *p, const uint32_t *exact, size_t n);

/* The palette index for colour rgb (0xRRGGBB): its exact entry, else the nearest. Uncached. */
uint8_t gif_palette_nearest(const gif_palette *p, uint32_t rgb);

/*
 * A writer of a w x h animation (1..65535 each) into f, which stays the
 * caller's to close. NULL when memory runs out. Nothing is written
 * before the first frame. Free with gif_writer_destroy().
 */
gif_writer *gif_writer_create(FILE *f, int w, int h, const gif_palette *pal);

/*
 * Adds a frame shown for delay_cs hundredths of a second: w x h ARGB8888
 * pixels, pitch bytes per row. False when writing failed (errno set);
 * then the file is incomplete and every later call fails too.
 */
bool gif_writer_frame(gif_writer *g, const uint32_t *px, size_t pitch, int delay_cs);

/*
 * Shows the frame given last for delay_cs more hundredths of a second, as
 * gif_writer_frame() with the same pixels would, without reading them.
 * False when writing failed or no frame was given.
 */
bool gif_writer_repeat(gif_writer *g, int delay_cs);

/*
 * Writes the last frame with hold_cs hundredths of a second added to its
 * delay, and the GIF trailer. False when writing failed or no frame was
 * given. Flushes f but does not close it.
 */
bool gif_writer_finish(gif_writer *g, int hold_cs);

/* Frees the writer; NULL is a no-op. Does not close f. */
void gif_writer_destroy(gif_writer *g);

/* Frames written so far (identical neighbours counted once). */
size_t gif_writer_frames(const gif_writer *g);

#endif
