/*
 * grid_cli.h - the grid a run uses: --grid, --size, --mask / --mask-text
 * and --from / --to put together, for every mode.
 *
 * cli_parse() checks what needs no file: the shape, the size in its terms,
 * the ends in its coordinates. cli_prepare() then reads the mask (a text
 * file here; a PNG or --mask-text through the visualizer's hooks), lays it
 * on the grid (mask.h), and checks what only the mask can tell: one piece,
 * the ends inside it, the algorithm fits. After that every mode makes its
 * mazes with cli_maze().
 */
#ifndef MAZEVIZ_GRID_CLI_H
#define MAZEVIZ_GRID_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "args.h"
#include "mask_file.h"

/*
 * Pictures that need SDL (the visualizer build; app_none.c answers "needs
 * the visualizer build"). Each returns false with one line in err, and
 * errno ENOMEM when memory ran out (exit 1; else 2).
 */
typedef struct cli_picture_hooks {
    /* A PNG file's bytes (mask_file.h): one pixel per cell, a dark opaque pixel is a cell (255), else 0. */
    mask_png_reader png;
    /* text drawn with the UI font, cropped to its ink: a drawing (levels = ink). */
    bool (*text)(const char *text, mask_picture *out, char *err, size_t len);
} cli_picture_hooks;

/*
 * Loads and lays the mask, settles the size and the ends, and checks the
 * algorithms fit the grid. Prints one line and returns the exit code (2
 * for bad input, 1 for no memory) when it cannot; 0 when the run can go.
 * A --mask-text whose pieces were joined gets one note on stderr.
 */
int cli_prepare(cli_args *a, const cli_picture_hooks *hooks);

/* Frees what cli_prepare() loaded. */
void cli_release(cli_args *a);

/* A maze of the run's grid (shape, size, mask), every wall closed; NULL on no memory. */
maze *cli_maze(const cli_args *a);

/*
 * --from / --to (a->from_arg, a->to_arg) as cells of a->grid at a->w x a->h,
 * into a->from / a->to. With m (the run's grid, mask included) the ends
 * must also exist and differ (defaults: m's first and last cell);
 * without m that is checked only for an unmasked grid of rows. False with
 * one line in err.
 */
bool cli_resolve_ends(cli_args *a, const maze *m, char *err, size_t len);

/* A grid's name in messages: "the 30x20 rect grid", "the 12-ring polar grid". */
void cli_grid_name(const cli_args *a, char *buf, size_t len);

#endif
