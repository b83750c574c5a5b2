#!/usr/bin/env node
// web/minify.js - the page's JavaScript as sent, smaller: web/build.sh runs it
// on the site's copies of index.html and mazeviz.js (the sources stay as they
// are, readable). terser (Debian's node-terser, installed by
// web/build.sh --install) compresses and renames the local names of the
// inline script and of emcc's glue; the page's names reached from outside
// (the global Module and its properties, element ids, the functions the C
// side calls by name) are top-level names or strings, which terser keeps.
// index.html also loses its comments and its style sheet's indentation.
// Measured (emcc 3.1.6, terser 5.16): index.html 23.1 -> 18.2 KB brotli,
// mazeviz.js 37.8 -> 31.9 KB.
//   node web/minify.js html|js IN OUT
'use strict';
const fs = require('fs');
const { minify } = require('terser');

const options = { compress: true, mangle: true, format: { comments: false } };

async function script(code, what) {
  const r = await minify(code, options);
  if (r.error || typeof r.code !== 'string') throw new Error(`${what}: ${r.error || 'terser gave no code'}`);
  return r.code;
}

// The style sheet: comments out, each line without its indentation.
function style(css) {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s+/g, '\n').trim();
}

// index.html: one inline <style> and one inline <script> (a page with more,
// or none, stops the build rather than going out half done).
async function page(html) {
  const css = html.match(/<style>([\s\S]*?)<\/style>/g), js = html.match(/<script>([\s\S]*?)<\/script>/g);
  if (!css || css.length !== 1 || !js || js.length !== 1) throw new Error('index.html: expected one <style> and one <script>');
  const cut = html.indexOf('<script>');
  const head = html.slice(0, cut).replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/<style>([\s\S]*?)<\/style>/, (m, s) => `<style>\n${style(s)}\n</style>`);
  const body = html.slice(cut).replace(/<script>([\s\S]*?)<\/script>/, '\u0000');
  const code = await script(html.slice(cut).match(/<script>([\s\S]*?)<\/script>/)[1], 'index.html');
  return head + body.replace('\u0000', () => `<script>${code}</script>`);
}

async function main() {
  const [kind, input, output] = process.argv.slice(2);
  if (!['html', 'js'].includes(kind) || !output) {
    console.error('usage: node web/minify.js html|js IN OUT');
    process.exit(2);
  }
  const text = fs.readFileSync(input, 'utf8');
  const out = kind === 'html' ? await page(text) : await script(text, input);
  fs.writeFileSync(output, out);
}

main().catch((e) => { console.error(`web/minify.js: ${e.message}`); process.exit(1); });
