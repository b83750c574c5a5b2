#!/usr/bin/env node
// web/font_strip.js - the UI font for the web page without the tables
// nothing in a browser tab reads: SDL_ttf (built without HarfBuzz, web/libs.sh)
// lays text out from cmap and hmtx alone, so the OpenType layout tables
// (GSUB, GPOS) and the vertical metrics (vhea, vmtx, VORG) are 30 KB of the
// 284 KB that every student would download for nothing. The glyphs, and so
// the pictures, are the same.
//   node web/font_strip.js IN.otf OUT.otf
'use strict';
const fs = require('fs');

const DROP = new Set(['GSUB', 'GPOS', 'vhea', 'vmtx', 'VORG']);
const [input, output] = process.argv.slice(2);
const src = fs.readFileSync(input);

function checksum(buf) {
  let sum = 0;
  for (let i = 0; i < buf.length; i += 4) sum = (sum + buf.readUInt32BE(i)) >>> 0;
  return sum;
}

const count = src.readUInt16BE(4);
const tables = [];
for (let i = 0; i < count; i++) {
  const at = 12 + 16 * i;
  const tag = src.toString('latin1', at, at + 4);
  const off = src.readUInt32BE(at + 8), len = src.readUInt32BE(at + 12);
  if (!DROP.has(tag)) tables.push({ tag, data: Buffer.from(src.subarray(off, off + len)) });
}
const n = tables.length, pow = 1 << Math.floor(Math.log2(n));
const head = Buffer.alloc(12 + 16 * n);
src.copy(head, 0, 0, 4); // sfnt version ('OTTO')
head.writeUInt16BE(n, 4);
head.writeUInt16BE(pow * 16, 6);
head.writeUInt16BE(Math.log2(pow), 8);
head.writeUInt16BE(n * 16 - pow * 16, 10);
const parts = [head];
let off = head.length;
tables.forEach((t, i) => {
  if (t.tag === 'head') t.data.writeUInt32BE(0, 8); // checkSumAdjustment: computed over the whole file below
  const padded = Buffer.concat([t.data, Buffer.alloc((4 - (t.data.length % 4)) % 4)]);
  head.write(t.tag, 12 + 16 * i, 'latin1');
  head.writeUInt32BE(checksum(padded), 12 + 16 * i + 4);
  head.writeUInt32BE(off, 12 + 16 * i + 8);
  head.writeUInt32BE(t.data.length, 12 + 16 * i + 12);
  t.offset = off;
  parts.push(padded);
  off += padded.length;
});
const out = Buffer.concat(parts);
const h = tables.find((t) => t.tag === 'head');
if (h) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, h.offset + 8);
fs.writeFileSync(output, out);
