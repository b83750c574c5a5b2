#!/usr/bin/env node
// web/font_strip.js - the UI font for the web page without what nothing in a
// browser tab reads: SDL_ttf (built without HarfBuzz, web/libs.sh) lays text
// out from cmap and hmtx alone, so
//   - the OpenType layout tables (GSUB, GPOS) and the vertical metrics (vhea,
//     vmtx, VORG) go: 30 KB of the 284 KB;
//   - the outlines of the glyphs no character maps to (the vertical,
//     half- and full-width forms GSUB alone reached: half of the subset's
//     glyphs) become empty ones in the CFF table, the glyph numbers staying
//     as they are: about 110 KB more.
// Every glyph a character maps to keeps its outline byte for byte, and so the
// pictures are the same. Prints what it kept.
//   node web/font_strip.js IN.otf OUT.otf
'use strict';
const fs = require('fs');

// ------------------------------------------------------------ cmap: the glyphs characters reach
// Glyph numbers the Unicode subtables (formats 4 and 12) map some character to, and 0 (.notdef).
function mapped(cmap) {
  const gids = new Set([0]);
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const s = cmap.readUInt32BE(8 + 8 * i), format = cmap.readUInt16BE(s);
    if (format === 4) {
      const segs = cmap.readUInt16BE(s + 6) / 2, ends = s + 14, starts = ends + 2 * segs + 2;
      const deltas = starts + 2 * segs, ranges = deltas + 2 * segs;
      for (let k = 0; k < segs; k++) {
        const end = cmap.readUInt16BE(ends + 2 * k), start = cmap.readUInt16BE(starts + 2 * k);
        const delta = cmap.readUInt16BE(deltas + 2 * k), ro = cmap.readUInt16BE(ranges + 2 * k);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const g = ro ? cmap.readUInt16BE(ranges + 2 * k + ro + 2 * (c - start)) : c;
          if (g) gids.add((g + delta) & 0xffff);
        }
      }
    } else if (format === 12) {
      for (let k = 0; k < cmap.readUInt32BE(s + 12); k++) {
        const at = s + 16 + 12 * k, first = cmap.readUInt32BE(at), last = cmap.readUInt32BE(at + 4);
        for (let c = first; c <= last; c++) gids.add(cmap.readUInt32BE(at + 8) + c - first);
      }
    } else if (format !== 14) { // 14: variation sequences, which FreeType's FT_Get_Char_Index never reads
      throw new Error(`cmap subtable format ${format} not understood`);
    }
  }
  return gids;
}

// ------------------------------------------------------------ CFF (Adobe TN 5176)
// An INDEX at at: its items as buffers, and where it ends.
function readIndex(cff, at) {
  const count = cff.readUInt16BE(at);
  if (count === 0) return { items: [], end: at + 2 };
  const size = cff[at + 2], offsets = [];
  for (let i = 0; i <= count; i++) offsets.push(cff.readUIntBE(at + 3 + i * size, size));
  const base = at + 2 + (count + 1) * size;
  return { items: offsets.slice(1).map((o, i) => cff.subarray(base + offsets[i], base + o)), end: base + offsets[count] };
}

function writeIndex(items) {
  if (items.length === 0) return Buffer.alloc(2);
  const total = items.reduce((n, b) => n + b.length, 1);
  const size = total < 0x100 ? 1 : total < 0x10000 ? 2 : total < 0x1000000 ? 3 : 4;
  const head = Buffer.alloc(3 + (items.length + 1) * size);
  head.writeUInt16BE(items.length, 0);
  head[2] = size;
  let o = 1;
  items.forEach((b, i) => { head.writeUIntBE(o, 3 + i * size, size); o += b.length; });
  head.writeUIntBE(o, 3 + items.length * size, size);
  return Buffer.concat([head, ...items]);
}

// A DICT as [operator, operand bytes, operand values] rows; operators 12 x are 1200 + x.
function readDict(d) {
  const rows = [];
  let start = 0, values = [];
  for (let i = 0; i < d.length;) {
    const b = d[i];
    if (b <= 21) {
      const op = b === 12 ? 1200 + d[i + 1] : b;
      i += b === 12 ? 2 : 1;
      rows.push({ op, bytes: d.subarray(start, i - (op >= 1200 ? 2 : 1)), values });
      start = i;
      values = [];
    } else if (b === 28) { values.push(d.readInt16BE(i + 1)); i += 3; }
    else if (b === 29) { values.push(d.readInt32BE(i + 1)); i += 5; }
    else if (b === 30) { values.push(NaN); i++; while ((d[i] & 0x0f) !== 0x0f && (d[i] >> 4) !== 0x0f) i++; i++; }
    else if (b <= 246) { values.push(b - 139); i++; }
    else if (b <= 250) { values.push((b - 247) * 256 + d[i + 1] + 108); i += 2; }
    else if (b <= 254) { values.push(-(b - 251) * 256 - d[i + 1] - 108); i += 2; }
    else throw new Error('reserved byte in a CFF DICT');
  }
  return rows;
}

// The DICT with the operands of the operators in fixed (offsets, new values) as 5-byte integers, so its length never depends on them.
function writeDict(rows, fixed) {
  return Buffer.concat(rows.map((r) => {
    const op = r.op >= 1200 ? Buffer.from([12, r.op - 1200]) : Buffer.from([r.op]);
    if (!(r.op in fixed)) return Buffer.concat([r.bytes, op]);
    return Buffer.concat([...fixed[r.op].map((v) => { const b = Buffer.alloc(5); b[0] = 29; b.writeInt32BE(v, 1); return b; }), op]);
  }));
}

const CHARSET = 15, CHARSTRINGS = 17, PRIVATE = 18, SUBRS = 19, FDARRAY = 1236, FDSELECT = 1237;
const value = (rows, op) => (rows.find((r) => r.op === op) || { values: [] }).values;

// How many bytes the charset (format 0, 1 or 2) or FDSelect (0 or 3) at at takes for n glyphs.
function charsetLength(cff, at, n) {
  const format = cff[at];
  if (format === 0) return 1 + 2 * (n - 1);
  let p = at + 1;
  for (let covered = 1; covered < n;) {
    covered += 1 + (format === 1 ? cff[p + 2] : cff.readUInt16BE(p + 2));
    p += format === 1 ? 3 : 4;
  }
  return p - at;
}
const fdSelectLength = (cff, at, n) => (cff[at] === 0 ? 1 + n : 5 + 3 * cff.readUInt16BE(at + 1));

// A Private DICT with its local Subrs (their offset is from the DICT's start, so they move together).
function privateBlob(cff, size, at) {
  const subrs = value(readDict(cff.subarray(at, at + size)), SUBRS)[0];
  return cff.subarray(at, subrs ? Math.max(at + size, readIndex(cff, at + subrs).end) : at + size);
}

// The CFF table with every glyph not in keep an empty one (endchar), laid out anew.
function blankGlyphs(cff, keep) {
  const name = readIndex(cff, cff[2]), top = readIndex(cff, name.end), strings = readIndex(cff, top.end);
  const gsubrs = readIndex(cff, strings.end);
  const dict = readDict(top.items[0]);
  const glyphs = readIndex(cff, value(dict, CHARSTRINGS)[0]).items;
  const charset = value(dict, CHARSET)[0], fdselect = value(dict, FDSELECT)[0], fdarray = value(dict, FDARRAY)[0];
  const parts = {
    charset: charset > 2 ? cff.subarray(charset, charset + charsetLength(cff, charset, glyphs.length)) : null,
    fdselect: fdselect ? cff.subarray(fdselect, fdselect + fdSelectLength(cff, fdselect, glyphs.length)) : null,
    glyphs: writeIndex(glyphs.map((g, i) => (keep.has(i) ? g : Buffer.from([14])))),
    fonts: fdarray ? readIndex(cff, fdarray).items.map(readDict) : null,
  };
  const [psize, pat] = value(dict, PRIVATE);
  const privates = parts.fonts ? parts.fonts.map((f) => privateBlob(cff, ...value(f, PRIVATE)))
    : psize ? [privateBlob(cff, psize, pat)] : [];
  // Layout: header, Name, Top DICT, String, Global Subr INDEXes, charset, FDSelect, CharStrings, FDArray, Private DICTs.
  const head = cff.subarray(0, cff[2]);
  const fixed = {}, zero = { [CHARSTRINGS]: [0] };
  if (parts.charset) zero[CHARSET] = [0];
  if (parts.fdselect) zero[FDSELECT] = [0];
  if (parts.fonts) zero[FDARRAY] = [0];
  else if (psize) zero[PRIVATE] = [0, 0];
  const topLength = writeIndex([writeDict(dict, zero)]).length;
  let at = head.length + writeIndex(name.items).length + topLength + writeIndex(strings.items).length + writeIndex(gsubrs.items).length;
  if (parts.charset) { fixed[CHARSET] = [at]; at += parts.charset.length; }
  if (parts.fdselect) { fixed[FDSELECT] = [at]; at += parts.fdselect.length; }
  fixed[CHARSTRINGS] = [at];
  at += parts.glyphs.length;
  let fonts = Buffer.alloc(0);
  if (parts.fonts) {
    fixed[FDARRAY] = [at];
    const length = writeIndex(parts.fonts.map((f) => writeDict(f, { [PRIVATE]: [0, 0] }))).length;
    let p = at + length;
    fonts = writeIndex(parts.fonts.map((f, i) => {
      const d = writeDict(f, { [PRIVATE]: [value(f, PRIVATE)[0], p] });
      p += privates[i].length;
      return d;
    }));
    at += length;
  } else if (psize) {
    fixed[PRIVATE] = [psize, at];
  }
  const out = Buffer.concat([head, writeIndex(name.items), writeIndex([writeDict(dict, fixed)]), writeIndex(strings.items),
    writeIndex(gsubrs.items), parts.charset || Buffer.alloc(0), parts.fdselect || Buffer.alloc(0), parts.glyphs, fonts, ...privates]);
  return { data: out, kept: glyphs.filter((g, i) => keep.has(i)).length, glyphs: glyphs.length };
}

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
const cff = tables.find((t) => t.tag === 'CFF '), cmap = tables.find((t) => t.tag === 'cmap');
if (cff && cmap) {
  const before = cff.data.length, r = blankGlyphs(cff.data, mapped(cmap.data));
  cff.data = r.data;
  console.log(`web/font_strip.js: ${r.kept} of ${r.glyphs} glyphs kept (the ones characters map to), CFF ${before} -> ${r.data.length} bytes`);
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
