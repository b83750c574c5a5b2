/*
 * qr.h - a link as a QR code, for a phone camera at the back of a room:
 * the symbol's modules (libqrencode encodes; this file only draws), and the
 * same as an SVG picture that stays sharp at any size. The web page's Share
 * shows it; the desktop's class server can draw the modules itself.
 * Built where libqrencode is (Debian's libqrencode-dev; web/libs.sh builds
 * it for the web edition).
 */
#ifndef MAZEVIZ_QR_H
#define MAZEVIZ_QR_H

#include <stdbool.h>
#include <stddef.h>

#define QR_QUIET 4 /* the light margin a scanner needs, in modules */

/* A QR symbol: size x size modules, dark[y * size + x] is 1 for a dark one. */
typedef struct qr_code {
    int size;
    unsigned char *dark;
} qr_code;

/*
 * Encodes text (a link: 8-bit bytes, any length a QR symbol holds) at
 * error correction level M, the smallest version that fits. False when it
 * does not fit in a version-40 symbol or memory ran out; *q is then empty.
 * Free with qr_free().
 */
bool qr_make(const char *text, qr_code *q);

/* Frees q's modules; an empty q is a no-op. */
void qr_free(qr_code *q);

/*
 * q as an SVG document: a white square with QR_QUIET modules of margin and
 * every dark module in ONE black <path> (each row's runs "M x y h n v 1 h -n
 * z"), one unit a module, crisp edges. Returns the document (the caller
 * frees it) or NULL when memory ran out.
 */
char *qr_svg(const qr_code *q);

#endif
