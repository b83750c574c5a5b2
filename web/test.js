#!/usr/bin/env node
// web/test.js - the web edition as a person uses it: build-web/site served
// on 127.0.0.1 (web/serve.js), opened in headless Chromium (Debian's, driven
// by playwright-core), real key presses and button clicks, checked from the
// pixels of screenshots, document.title and the files the page downloads.
//
// usage: node web/test.js SITE_DIR [NATIVE_MAZEVIZ]
// env:   CHROMIUM (default /usr/lib/chromium/chromium), NODE_PATH with playwright-core
// Prints one line per check ("ok NAME" / "FAIL NAME: why"), the budgets
// (first frame), and "web: N passed, N failed"; exits 1 when a check failed.
'use strict';
const { chromium } = require('playwright-core');
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');

const site = path.resolve(process.argv[2] || 'build-web/site');
const native = process.argv[3] || '';
const browserPath = process.env.CHROMIUM || '/usr/lib/chromium/chromium';
const BAR = 34; // the page's toolbar height (web/index.html)
const results = { passed: 0, failed: 0 };

// ------------------------------------------------------------------ PNG pixels
function decodePng(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let pos = 8, width = 0, height = 0, depth = 0, type = 0;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos), kind = buf.toString('latin1', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0); height = body.readUInt32BE(4); depth = body[8]; type = body[9];
      if (depth !== 8 || (type !== 2 && type !== 6) || body[12] !== 0) throw new Error('unsupported PNG');
    } else if (kind === 'IDAT') idat.push(body);
    else if (kind === 'IEND') break;
    pos += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3, stride = width * bpp;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const px = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      let p = 0;
      if (f === 1) p = a;
      else if (f === 2) p = b;
      else if (f === 3) p = (a + b) >> 1;
      else if (f === 4) {
        const e = a + b - c, pa = Math.abs(e - a), pb = Math.abs(e - b), pc = Math.abs(e - c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + p) & 255;
    }
    for (let x = 0; x < width; x++) {
      px[(y * width + x) * 4] = line[x * bpp];
      px[(y * width + x) * 4 + 1] = line[x * bpp + 1];
      px[(y * width + x) * 4 + 2] = line[x * bpp + 2];
      px[(y * width + x) * 4 + 3] = bpp === 4 ? line[x * bpp + 3] : 255;
    }
    prev = line;
  }
  return { width, height, px };
}

function rgbAt(img, x, y) {
  const i = (y * img.width + x) * 4;
  return [img.px[i], img.px[i + 1], img.px[i + 2]];
}

// The maze's place on screen: the bounding box of its red border (255,0,0 in the classic theme).
function mazeRect(img) {
  let x0 = img.width, y0 = img.height, x1 = -1, y1 = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const [r, g, b] = rgbAt(img, x, y);
      if (r === 255 && g === 0 && b === 0) {
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      }
    }
  if (x1 < 0) throw new Error('no maze on screen (no red border)');
  return { x0, y0, x1, y1 };
}

function count(img, rect, rgb) {
  let n = 0;
  for (let y = rect.y0; y <= rect.y1; y++)
    for (let x = rect.x0; x <= rect.x1; x++) {
      const [r, g, b] = rgbAt(img, x, y);
      if (r === rgb[0] && g === rgb[1] && b === rgb[2]) n++;
    }
  return n;
}

function sameIn(a, b, rect) {
  for (let y = rect.y0; y <= rect.y1; y++)
    for (let x = rect.x0; x <= rect.x1; x++) {
      const p = rgbAt(a, x, y), q = rgbAt(b, x, y);
      if (p[0] !== q[0] || p[1] !== q[1] || p[2] !== q[2]) return false;
    }
  return true;
}

// Frames in a GIF: walks its blocks (extensions, image descriptors) to the trailer.
function gifFrames(buf) {
  const head = buf.toString('latin1', 0, 6);
  if (head !== 'GIF89a' && head !== 'GIF87a') throw new Error('not a GIF: ' + JSON.stringify(head));
  let pos = 13, frames = 0;
  if (buf[10] & 0x80) pos += 3 * (1 << ((buf[10] & 7) + 1));
  const skipSubBlocks = () => { while (buf[pos] !== 0) { pos += buf[pos] + 1; if (pos >= buf.length) throw new Error('GIF cut short'); } pos++; };
  for (;;) {
    if (pos >= buf.length) throw new Error('GIF has no trailer');
    const b = buf[pos++];
    if (b === 0x3b) return frames;
    if (b === 0x21) { pos++; skipSubBlocks(); continue; }
    if (b !== 0x2c) throw new Error('bad GIF block 0x' + b.toString(16));
    const flags = buf[pos + 8];
    pos += 9;
    if (flags & 0x80) pos += 3 * (1 << ((flags & 7) + 1));
    pos++; // LZW minimum code size
    skipSubBlocks();
    frames++;
  }
}

// ------------------------------------------------------------------ harness
function check(name, fn) {
  return fn().then(() => {
    results.passed++;
    console.log('ok   ' + name);
  }, (e) => {
    results.failed++;
    console.log('FAIL ' + name + ': ' + (e && e.message ? e.message : e));
  });
}

function assert(cond, why) { if (!cond) throw new Error(why); }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function serve() {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [path.join(__dirname, 'serve.js'), site, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    p.stdout.on('data', (d) => {
      const m = /serving (http:\/\/\S+)/.exec(String(d));
      if (m) resolve({ proc: p, url: m[1] });
    });
    p.on('exit', (code) => reject(new Error('web/serve.js exited with ' + code)));
  });
}

const chromiumArgs = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-extensions', '--mute-audio'];

async function launch(extra) {
  const args = chromiumArgs.concat(extra || []);
  if (process.getuid && process.getuid() === 0) args.push('--no-sandbox');
  // launch() gives every browser a fresh temporary profile (--user-data-dir).
  return chromium.launch({ executablePath: browserPath, headless: true, args });
}

// Opens the page and waits for its first frame; returns the page.
async function open(browser, base, query, opts) {
  const ctx = await browser.newContext(Object.assign({ viewport: { width: 1280, height: 800 }, acceptDownloads: true }, opts || {}));
  const page = await ctx.newPage();
  page.logs = [];
  page.on('console', (m) => page.logs.push(m.text()));
  page.on('pageerror', (e) => page.logs.push('pageerror: ' + e.message));
  await page.goto(base + (query ? '?' + query : ''));
  await page.waitForFunction(() => window.mazevizFirstFrameMs !== undefined, null, { timeout: 20000 })
    .catch(() => { throw new Error('no first frame in 20 s; page said: ' + page.logs.slice(-5).join(' | ')); });
  return page;
}

async function shot(page) { return decodePng(await page.screenshot()); }

async function download(page, action) {
  const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 15000 }), action()]);
  const file = await dl.path();
  return { name: dl.suggestedFilename(), data: fs.readFileSync(file) };
}

const title = (page) => page.title();
const closePage = (page) => page.context().close();

// ------------------------------------------------------------------ the checks
async function main() {
  const server = await serve();
  const base = server.url;
  let browser = await launch();
  const budget = {};
  try {
    await check('the page loads and draws its first frame (budget 2 s)', async () => {
      const times = [];
      for (let i = 0; i < 3; i++) {
        const page = await open(browser, base, 'algo=wilson&seed=7');
        times.push(await page.evaluate(() => window.mazevizFirstFrameMs));
        await closePage(page);
      }
      times.sort((a, b) => a - b);
      budget.firstFrame = times[1];
      assert(times[1] > 0, 'no time measured');
    });

    let page = await open(browser, base, 'algo=wilson&seed=7');
    let rect;
    await check('the maze animates: yellow walk pixels mid-Wilson, frames change', async () => {
      let yellow = 0, changed = false, prev = null;
      for (let i = 0; i < 6 && !(yellow > 0 && changed); i++) {
        await sleep(400);
        const img = await shot(page);
        rect = mazeRect(img);
        yellow = Math.max(yellow, count(img, rect, [255, 255, 0]));
        if (prev && !sameIn(prev, img, rect)) changed = true;
        prev = img;
      }
      assert(yellow > 0, 'no walk (255,255,0) in the maze');
      assert(changed, 'the maze did not change between frames');
      assert(/Wilson/.test(await title(page)), 'title ' + await title(page));
    });

    await check('Space pauses and resumes', async () => {
      await page.keyboard.press('Space');
      await sleep(800); // the erased loop's ghost fades in 0.5 s
      const a = await shot(page);
      await sleep(800);
      const b = await shot(page);
      assert(sameIn(a, b, rect), 'the maze changed while paused');
      await page.keyboard.press('Space');
      await sleep(800);
      const c = await shot(page);
      assert(!sameIn(b, c, rect), 'the maze did not move after the second Space');
    });

    await check('a digit switches the algorithm (2: the backtracker)', async () => {
      await page.keyboard.press('Digit2');
      await page.waitForFunction(() => /backtracker/i.test(document.title), null, { timeout: 5000 });
    });

    await check('L switches to Chinese', async () => {
      await page.keyboard.press('KeyL');
      await page.waitForFunction(() => /[\u4e00-\u9fff]/.test(document.title), null, { timeout: 5000 });
      assert(/递归回溯/.test(await title(page)), 'title ' + await title(page));
    });

    await check('fullscreen from the page button', async () => {
      await page.click('#b-full');
      await page.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 5000 });
      await page.keyboard.press('F11');
      await page.waitForFunction(() => !document.fullscreenElement, null, { timeout: 5000 });
    });

    await check('the canvas follows a resize', async () => {
      await page.setViewportSize({ width: 900, height: 700 });
      await page.waitForFunction((bar) => {
        const c = document.getElementById('canvas');
        return c.width === 900 && c.height === 700 - bar;
      }, BAR, { timeout: 5000 }).catch(async () => {
        throw new Error('canvas is ' + await page.evaluate(() => document.getElementById('canvas').width + 'x' + document.getElementById('canvas').height));
      });
      const img = await shot(page);
      const r = mazeRect(img);
      assert(r.x1 < 900 && r.y1 < 700, 'maze outside the page');
    });

    await check('a recorded GIF download is a valid GIF with many frames', async () => {
      await page.keyboard.press('KeyG');
      await sleep(2500);
      const f = await download(page, () => page.keyboard.press('KeyG'));
      assert(/^mazeviz-backtracker-\d+-\d+\.gif$/.test(f.name), 'name ' + f.name);
      const n = gifFrames(f.data);
      assert(n >= 20, n + ' frames in 2.5 s');
      console.log('     GIF: ' + f.name + ', ' + n + ' frames, ' + f.data.length + ' bytes');
    });

    await check('the screenshot button downloads the frame as PNG', async () => {
      const f = await download(page, () => page.click('#b-png'));
      const img = decodePng(f.data);
      const size = await page.evaluate(() => [document.getElementById('canvas').width, document.getElementById('canvas').height]);
      assert(img.width === size[0] && img.height === size[1], `PNG ${img.width}x${img.height}, canvas ${size}`);
      mazeRect(img);
    });
    await closePage(page);

    await check('the address algo=backtracker&seed=3 opens that maze', async () => {
      const p = await open(browser, base, 'algo=backtracker&seed=3&size=30x20');
      assert(/Recursive backtracker/.test(await title(p)), 'title ' + await title(p));
      await p.keyboard.press('Enter'); // finish
      await sleep(1000);
      const f = await download(p, () => p.click('#b-txt'));
      assert(/^mazeviz-backtracker-3-step\d+\.txt$/.test(f.name), 'name ' + f.name);
      const lines = f.data.toString().trimEnd().split('\n');
      assert(lines.length === 41 && lines[0].length === 61, `a ${lines[0].length}x${lines.length} text maze`);
      if (native) {
        const want = execFileSync(native, ['--headless', '--algo', 'backtracker', '--seed', '3', '--size', '30x20']).toString();
        assert(f.data.toString() === want, 'the maze differs from the desktop program\'s');
      }
      const svg = await download(p, () => p.click('#b-svg'));
      assert(/^mazeviz-backtracker-3-step\d+\.svg$/.test(svg.name) && /<svg[\s>]/.test(svg.data.toString()), 'SVG ' + svg.name);
      await closePage(p);
    });

    await check('step=40 opens at step 40, paused', async () => {
      const p = await open(browser, base, 'algo=backtracker&seed=3&step=40');
      const a = await shot(p);
      const r = mazeRect(a);
      await sleep(700);
      assert(sameIn(a, await shot(p), r), 'the maze moved');
      const f = await download(p, () => p.click('#b-txt'));
      assert(f.name === 'mazeviz-backtracker-3-step40.txt', 'name ' + f.name);
      await closePage(p);
    });

    await check('the address bar follows the state, and the URL reopens it', async () => {
      const p = await open(browser, base, 'algo=wilson&seed=7&step=5');
      await p.keyboard.press('ArrowRight');
      let q = '';
      for (let i = 0; i < 30 && !/step=6/.test(q); i++) {
        await sleep(100);
        q = await p.evaluate(() => location.search);
      }
      assert(/algo=wilson/.test(q) && /seed=7/.test(q) && /step=6/.test(q), 'address ' + q);
      await sleep(500); /* both pages settled (paused: nothing moves) */
      const a = await shot(p);
      await closePage(p);
      const p2 = await open(browser, base, q.substring(1));
      await sleep(500);
      const b = await shot(p2);
      const r = mazeRect(a);
      assert(sameIn(a, b, r), 'the reopened URL shows another maze');
      const f = await download(p2, () => p2.click('#b-txt'));
      assert(f.name === 'mazeviz-wilson-7-step6.txt', 'name ' + f.name);
      await closePage(p2);
    });

    await check('a bad query shows the message and falls back to defaults', async () => {
      const p = await open(browser, base, 'algo=nonsense&seed=12x&size=20x15&colour=red');
      const msg = await p.evaluate(() => {
        const m = document.getElementById('message');
        return getComputedStyle(m).display === 'none' ? '' : m.textContent;
      });
      assert(/key algo='nonsense'/.test(msg), 'message: ' + JSON.stringify(msg));
      assert(/key seed='12x'/.test(msg) && /unknown --state key 'colour'/.test(msg), 'message: ' + JSON.stringify(msg));
      assert(/Wilson/.test(await title(p)), 'title ' + await title(p));
      const f = await download(p, () => p.click('#b-txt'));
      const lines = f.data.toString().trimEnd().split('\n');
      assert(lines.length === 31 && lines[0].length === 41, 'size=20x15 was not kept');
      mazeRect(await shot(p));
      await closePage(p);
    });

    await check('HiDPI: the canvas has device pixels', async () => {
      const p = await open(browser, base, 'seed=1', { viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
      const w = await p.evaluate(() => document.getElementById('canvas').width);
      assert(w === 1600, 'canvas width ' + w);
      await closePage(p);
    });

    await check('the browser\'s language chooses Chinese', async () => {
      const p = await open(browser, base, 'seed=1', { locale: 'zh-CN' });
      assert(/[\u4e00-\u9fff]/.test(await title(p)), 'title ' + await title(p));
      await closePage(p);
    });

    await check('Q stops the program and the page says so', async () => {
      const p = await open(browser, base, 'seed=1');
      await p.keyboard.press('KeyQ');
      await p.waitForFunction(() => /stopped/.test(document.getElementById('status').textContent), null, { timeout: 5000 });
      await closePage(p);
    });
    await browser.close();

    browser = await launch(['--disable-webgl', '--disable-3d-apis']);
    await check('without WebGL the software renderer draws', async () => {
      const p = await open(browser, base, 'algo=wilson&seed=7');
      await sleep(1000);
      const img = await shot(p);
      const r = mazeRect(img);
      assert(count(img, r, [0, 0, 255]) > 0 || count(img, r, [255, 255, 0]) > 0, 'no maze colours');
      await closePage(p);
    });
  } finally {
    await browser.close().catch(() => {});
    server.proc.kill();
  }
  if (budget.firstFrame !== undefined)
    console.log(`budget: first maze frame ${Math.round(budget.firstFrame)} ms after the page starts loading (median of 3; budget 2000 ms)`);
  console.log(`web: ${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed ? 1 : 0);
}

main().catch((e) => {
  console.log('FAIL the browser test could not run: ' + (e && e.stack ? e.stack : e));
  console.log(`web: ${results.passed} passed, ${results.failed + 1} failed`);
  process.exit(1);
});
