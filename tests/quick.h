/*
 * quick.h - whether a test runs quick: CI's sanitizer pass sets
 * $MAZEVIZ_TEST_QUICK, and the slowest step-by-step checks then watch
 * smaller boards and fewer frames. The same code paths run under ASan and
 * every comparison is still made where they look; the plain pass keeps the
 * full sizes.
 */
#ifndef MAZEVIZ_QUICK_H
#define MAZEVIZ_QUICK_H

#include <stdlib.h>

/* True when $MAZEVIZ_TEST_QUICK is set and not "0". */
static inline int test_quick(void)
{
    const char *q = getenv("MAZEVIZ_TEST_QUICK");
    return q && *q && !(q[0] == '0' && q[1] == 0);
}

#endif
