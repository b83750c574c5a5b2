/*
 * qr.c - a link as a QR code (qr.h): libqrencode makes the symbol, this
 * file keeps its modules and draws them as SVG.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <qrencode.h>

#include "export/qr.h"

bool qr_make(const char *text, qr_code *q)
{
    q->size = 0;
    q->dark = NULL;
    QRcode *c = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M);
    if (!c)
        return false;
    size_t n = (size_t)c->width * (size_t)c->width;
    q->dark = malloc(n);
    if (q->dark) {
        q->size = c->width;
        for (size_t i = 0; i < n; i++)
            q->dark[i] = c->data[i] & 1; /* bit 0: dark; the others say which part of the symbol */
    }
    QRcode_free(c);
    return q->dark != NULL;
}

void qr_free(qr_code *q)
{
    free(q->dark);
    q->dark = NULL;
    q->size = 0;
}

/* Appends one row's dark runs to the path at buf + *used; false when len is too small. */
static bool row_runs(const qr_code *q, int y, char *buf, size_t len, size_t *used)
{
    const unsigned char *row = q->dark + (size_t)y * (size_t)q->size;
    for (int x = 0; x < q->size;) {
        if (!row[x]) {
            x++;
            continue;
        }
        int run = 1;
        while (x + run < q->size && row[x + run])
            run++;
        int w = snprintf(buf + *used, len - *used, "M%d %dh%dv1h-%dz", x + QR_QUIET, y + QR_QUIET, run, run);
        if (w < 0 || (size_t)w >= len - *used)
            return false;
        *used += (size_t)w;
        x += run;
    }
    return true;
}

char *qr_svg(const qr_code *q)
{
    int side = q->size + 2 * QR_QUIET;
    /* a row has at most size/2 + 1 runs of at most 24 bytes */
    size_t len = 512 + (size_t)q->size * ((size_t)q->size / 2 + 1) * 24;
    char *buf = malloc(len);
    if (!buf)
        return NULL;
    size_t used = (size_t)snprintf(buf, len,
                                   "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" "
                                   "shape-rendering=\"crispEdges\"><rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>"
                                   "<path fill=\"#000\" d=\"",
                                   side, side, side, side);
    for (int y = 0; y < q->size; y++)
        if (!row_runs(q, y, buf, len, &used)) {
            free(buf);
            return NULL;
        }
    snprintf(buf + used, len - used, "\"/></svg>");
    return buf;
}
