/*
 * debug.c - what a failed MAZEVIZ_ASSERT does (debug.h): one line on
 * stderr and abort(). The only output the core ever makes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "mazeviz/debug.h"

_Noreturn void mazeviz_assert_fail(const char *file, int line, const char *what, const char *cond)
{
    fprintf(stderr, "%s:%d: %s (%s)\n", file, line, what, cond);
    fflush(stderr);
    abort();
}
