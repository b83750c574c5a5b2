/*
 * fuzz_maze_file.c - the --load reader's fuzz target (maze_file.h). On any
 * bytes: no crash, no read out of bounds (run it under ASan); a refusal is
 * one line naming the file; a maze read passes maze_check(), and written
 * again as JSON it reads back to the same maze.
 */
#define _POSIX_C_SOURCE 200809L
#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "export/json.h"
#include "settings/maze_file.h"

/* The maze written as JSON and read again is the same maze. */
static void json_again(const maze *m)
{
    char *buf = NULL, err[512];
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    if (!f)
        return;
    bool wrote = json_write(f, m, NULL, 0);
    fclose(f);
    maze *back = NULL;
    if (wrote && maze_file_parse("again", buf, n, &back, err, sizeof err)) {
        assert(maze_equal(m, back) && "a maze read, written as JSON and read again differs");
    } else if (wrote) {
        fprintf(stderr, "fuzz_maze_file: its own JSON refused: %s\n", err);
        abort();
    }
    maze_destroy(back);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1), err[512] = "";
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    maze *m = NULL;
    if (maze_file_parse("f", text, size, &m, err, sizeof err)) {
        assert(maze_check(m) == NULL && "a maze read breaks the maze's invariants");
        if (m->n <= 4096)
            json_again(m);
    } else {
        assert(strncmp(err, "f:", 2) == 0 && !strchr(err, '\n') && "a refusal is one line naming the file");
        assert(!m);
    }
    maze_destroy(m);
    free(text);
    return 0;
}
