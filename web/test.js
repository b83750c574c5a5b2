#!/usr/bin/env node
// web/test.js - the web edition as a person uses it: build-web/site served
// on 127.0.0.1 (web/serve.js), opened in headless Chromium (Debian's, driven
// by playwright-core), real key presses, clicks and - where it says touch -
// taps and swipes of an emulated touch screen, checked from the pixels of
// screenshots, document.title, the page's text and live region, the
// clipboard, and the files the page downloads; axe-core audits five pages.
//
// usage: node web/test.js SITE_DIR [NATIVE_MAZEVIZ]
// env:   CHROMIUM (default /usr/lib/chromium/chromium), NODE_PATH with
//        playwright-core, axe-core and jsqr (web/test.sh installs them)
// Prints one line per check ("ok NAME" / "FAIL NAME: why"), the budgets
// (first frame on a normal and on a slow school link), and
// "web: N passed, N failed"; exits 1 when a check failed.
'use strict';
const { chromium } = require('playwright-core');
const { spawn, execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const site = path.resolve(process.argv[2] || 'build-web/site');
const native = process.argv[3] || '';
const browserPath = process.env.CHROMIUM || '/usr/lib/chromium/chromium';
const results = { passed: 0, failed: 0 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const SLOW = { latency: 150, bits: 1.6e6 }; // a school's shared link: 1.6 Mbit/s, 150 ms

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

// Whether the canvas' part of the screenshot has maze cells (any of the given colours) in all four quadrants.
function quadrants(img, rect, colours) {
  const seen = [false, false, false, false];
  const mx = (rect.x0 + rect.x1) / 2, my = (rect.y0 + rect.y1) / 2;
  for (let y = rect.y0; y <= rect.y1; y += 2)
    for (let x = rect.x0; x <= rect.x1; x += 2) {
      const [r, g, b] = rgbAt(img, x, y);
      if (colours.some((c) => c[0] === r && c[1] === g && c[2] === b)) seen[(x >= mx ? 1 : 0) + (y >= my ? 2 : 0)] = true;
    }
  return seen;
}

// ------------------------------------------------------------------ harness
function check(name, fn) {
  return fn().then(() => {
    results.passed++;
    console.log('ok   ' + name);
  }, (e) => {
    results.failed++;
    console.log('FAIL ' + name + ': ' + (e && e.message ? e.message.split('\n')[0] : e));
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
async function open(browser, base, query, opts, before) {
  const ctx = await browser.newContext(Object.assign({ viewport: { width: 1280, height: 800 }, acceptDownloads: true }, opts || {}));
  const page = await ctx.newPage();
  page.logs = [];
  page.on('console', (m) => page.logs.push(m.text()));
  page.on('pageerror', (e) => page.logs.push('pageerror: ' + e.message));
  if (before) await before(page);
  await page.goto(base + (query ? '?' + query : ''));
  await page.waitForFunction(() => window.mazevizFirstFrameMs !== undefined, null, { timeout: 30000 })
    .catch(() => { throw new Error('no first frame in 30 s; page said: ' + page.logs.slice(-5).join(' | ')); });
  await page.waitForFunction(() => window.mazevizUi !== undefined, null, { timeout: 5000 }).catch(() => {});
  // The UI font follows the first frame (index.html fetchFont): the checks read the page with its text.
  await page.waitForFunction(() => window.mazevizFontMs !== undefined, null, { timeout: 15000 }).catch(() => {});
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
const ui = (page) => page.evaluate(() => window.mazevizUi || {});
const said = (page) => page.evaluate(() => document.getElementById('live').textContent);
const message = (page) => page.evaluate(() => {
  const m = document.getElementById('message');
  return m.hidden ? '' : m.textContent;
});

// A toolbar button by its action: on the bar, or in "More" (opened first). touch: tapped, else clicked.
async function press(page, act, touch) {
  const sel = `button[data-act="${act}"]`;
  const inMore = await page.evaluate((s) => !!document.querySelector('#more-box ' + s), sel);
  if (inMore && await page.evaluate(() => document.getElementById('more-box').hidden))
    await (touch ? page.tap('#more') : page.click('#more'));
  await (touch ? page.tap(sel) : page.click(sel));
}

// Waits until fn(ui state) holds (the page hears from the program after each frame).
async function until(page, fn, arg, what, ms) {
  await page.waitForFunction(`(${fn})(window.mazevizUi || {}, ${JSON.stringify(arg)})`, null, { timeout: ms || 5000 })
    .catch(async () => { throw new Error(what + '; the page shows ' + JSON.stringify(await ui(page)).slice(0, 300)); });
}

// A swipe on the touch screen from (x, y) by (dx, dy) CSS pixels (CDP touch events: playwright has taps only).
async function swipe(page, x, y, dx, dy) {
  const cdp = await page.context().newCDPSession(page);
  const at = (k) => [{ x: x + dx * k, y: y + dy * k, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= 4; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k / 4) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// The canvas' rectangle in the screenshot's device pixels.
async function canvasRect(page) {
  const r = await page.evaluate(() => {
    const b = document.getElementById('canvas').getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom, devicePixelRatio];
  });
  return { x0: Math.ceil(r[0] * r[4]), y0: Math.ceil(r[1] * r[4]), x1: Math.floor(r[2] * r[4]) - 1, y1: Math.floor(r[3] * r[4]) - 1 };
}

// axe-core's serious and critical violations on the page (WCAG 2 A and AA rules).
async function audit(page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const r = await page.evaluate(() => window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }));
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ' (' + v.nodes.length + ': ' + v.nodes[0].target.join(' ') + ')');
}

// The first maze frame after the page starts loading, in a fresh context, on the emulated link (null: normal).
async function firstFrame(browser, base, query, link) {
  const page = await open(browser, base, query, {}, link && (async (p) => {
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: link.latency,
      downloadThroughput: link.bits / 8, uploadThroughput: link.bits / 8 });
  }));
  const ms = await page.evaluate(() => [window.mazevizFirstFrameMs, window.mazevizFontMs]);
  await closePage(page);
  return ms;
}

const median = (v) => v.slice().sort((a, b) => a - b)[v.length >> 1];

// ------------------------------------------------------------------ the checks
async function desktopChecks(browser, base, budget) {
  await check('the page loads and draws its first frame (budget 1 s; 3 s on a 1.6 Mbit/s, 150 ms link)', async () => {
    const normal = [], slow = [];
    for (let i = 0; i < 3; i++) normal.push((await firstFrame(browser, base, 'algo=wilson&seed=7'))[0]);
    const [frame, font] = await firstFrame(browser, base, 'algo=wilson&seed=7', SLOW);
    budget.firstFrame = median(normal);
    budget.slowFrame = frame;
    budget.slowFont = font;
    assert(budget.firstFrame > 0 && budget.slowFrame > budget.firstFrame, 'no time measured');
    // The maze does not wait for the font: it is fetched after the first frame, and then it is there.
    assert(font > frame, `the UI font ${font === undefined ? 'never arrived' : 'was in use at ' + Math.round(font) + ' ms, before the first frame'}`);
  });

  await check('the files are sent compressed (Content-Encoding br, gzip)', async () => {
    for (const [enc, want] of [['br', 'br'], ['gzip', 'gzip'], ['identity', undefined]]) {
      const r = await fetchHead(base + 'mazeviz.wasm', enc);
      assert(r['content-encoding'] === want, `Accept-Encoding ${enc}: Content-Encoding ${r['content-encoding']}`);
    }
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

  await check('a link carries the maze, not the viewer: no lang, panel, step while it runs (defects 1, 7)', async () => {
    await sleep(700);
    const q = await page.evaluate(() => location.search);
    assert(/algo=wilson/.test(q) && /seed=7/.test(q), 'address ' + q);
    assert(!/(^|&|\?)(lang|panel|step)=/.test(q), 'address ' + q);
  });

  await check('Space pauses and resumes; paused, the link has the step', async () => {
    await page.focus('#canvas');
    await page.keyboard.press('Space');
    await sleep(800); // the erased loop's ghost fades in 0.5 s
    const a = await shot(page);
    await sleep(800);
    const b = await shot(page);
    assert(sameIn(a, b, rect), 'the maze changed while paused');
    assert(/step=\d+/.test(await page.evaluate(() => location.search)), 'no step in the paused link');
    await page.keyboard.press('Space');
    await sleep(800);
    const c = await shot(page);
    assert(!sameIn(b, c, rect), 'the maze did not move after the second Space');
  });

  await check('a digit switches the algorithm (2: the backtracker)', async () => {
    await page.keyboard.press('Digit2');
    await page.waitForFunction(() => /backtracker/i.test(document.title), null, { timeout: 5000 });
  });

  await check('Tab reaches the page\'s buttons and leaves the algorithm; focus is visible (defect 9)', async () => {
    const before = await title(page);
    await page.focus('#canvas');
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      const a = document.activeElement;
      return { tag: a.tagName, name: a.getAttribute('aria-label') || a.textContent, outline: getComputedStyle(a).outlineStyle };
    });
    assert((f.tag === 'BUTTON' || f.tag === 'SUMMARY') && f.name, 'focus on ' + JSON.stringify(f));
    assert(f.outline !== 'none', 'no visible focus: ' + JSON.stringify(f));
    await sleep(300);
    assert(await title(page) === before, 'Tab changed the algorithm: ' + await title(page));
  });

  await check('F5, Ctrl+R, Ctrl+L and Tab reach the browser: the page does not cancel them (defect 9)', async () => {
    for (const key of ['F5', 'Control+r', 'Control+l', 'Tab']) {
      await page.focus('#canvas');
      await page.evaluate(() => {
        window.mazevizSeen = null;
        addEventListener('keydown', (e) => { if (!/^(Control|Shift|Alt|Meta)$/.test(e.key)) window.mazevizSeen = e; }, true);
      });
      await page.keyboard.press(key);
      await sleep(100);
      const cancelled = await page.evaluate(() => window.mazevizSeen && window.mazevizSeen.defaultPrevented);
      assert(cancelled === false, key + ' was cancelled by the page');
    }
  });

  await check('L switches to Chinese: the title, <html lang>, the buttons\' names', async () => {
    await page.focus('#canvas');
    await page.keyboard.press('KeyL');
    await page.waitForFunction(() => /[\u4e00-\u9fff]/.test(document.title), null, { timeout: 5000 });
    const l = await page.evaluate(() => [document.documentElement.lang,
      document.querySelector('button[data-act="step"]').getAttribute('aria-label')]);
    assert(l[0] === 'zh-CN' && /[\u4e00-\u9fff]/.test(l[1]), 'lang ' + l.join(' / '));
    await page.waitForFunction(() => /lang=zh/.test(location.search), null, { timeout: 3000 })
      .catch(() => { throw new Error('the language chosen on the page is not in the link'); });
  });

  await check('the canvas is an image with a label that says what is shown (defect 9)', async () => {
    // the label follows the language with the next page update, a frame or so after the title
    await page.waitForFunction(() => /迷宫/.test(document.getElementById('canvas').getAttribute('aria-label')),
      null, { timeout: 5000 }).catch(() => {});
    const a = await page.evaluate(() => [document.getElementById('canvas').getAttribute('role'),
      document.getElementById('canvas').getAttribute('aria-label')]);
    assert(a[0] === 'img' && /迷宫/.test(a[1]), 'canvas ' + a.join(' / '));
  });

  await check('fullscreen from the page button', async () => {
    await press(page, 'fullscreen');
    await page.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 5000 });
    await page.focus('#canvas');
    await page.keyboard.press('F11');
    await page.waitForFunction(() => !document.fullscreenElement, null, { timeout: 5000 });
  });

  await check('the canvas follows a resize', async () => {
    await page.setViewportSize({ width: 900, height: 700 });
    await page.waitForFunction(() => {
      const c = document.getElementById('canvas'), r = c.getBoundingClientRect();
      return c.width === Math.round(r.width) && c.height === Math.round(r.height) && r.width === 900;
    }, null, { timeout: 5000 }).catch(async () => {
      throw new Error('canvas is ' + await page.evaluate(() => document.getElementById('canvas').width + 'x' + document.getElementById('canvas').height));
    });
    const img = await shot(page);
    const r = mazeRect(img);
    assert(r.x1 < 900 && r.y1 < 700, 'maze outside the page');
  });

  await check('a recorded GIF download is a valid GIF with many frames', async () => {
    await page.focus('#canvas');
    await page.keyboard.press('KeyG');
    await sleep(2500);
    const f = await download(page, () => page.keyboard.press('KeyG'));
    assert(/^mazeviz-backtracker-\d+-step\d+\.gif$|^mazeviz-backtracker-\d+-\d+\.gif$/.test(f.name), 'name ' + f.name);
    const n = gifFrames(f.data);
    // 'many': a recorder that keeps one frame fails; a busy machine (load 15) made 18 in 2.5 s
    assert(n >= 8, n + ' frames in 2.5 s');
    console.log('     GIF: ' + f.name + ', ' + n + ' frames, ' + f.data.length + ' bytes');
  });

  await check('the screenshot button downloads the frame as PNG', async () => {
    const f = await download(page, () => press(page, 'png'));
    const img = decodePng(f.data);
    const size = await page.evaluate(() => [document.getElementById('canvas').width, document.getElementById('canvas').height]);
    assert(img.width === size[0] && img.height === size[1], `PNG ${img.width}x${img.height}, canvas ${size}`);
    mazeRect(img);
  });
  await closePage(page);

  await check('the address algo=backtracker&seed=3 opens that maze', async () => {
    const p = await open(browser, base, 'algo=backtracker&seed=3&size=30x20');
    assert(/Recursive backtracker/.test(await title(p)), 'title ' + await title(p));
    await p.focus('#canvas');
    await p.keyboard.press('Enter'); // finish
    await sleep(1000);
    const f = await download(p, () => press(p, 'txt'));
    assert(/^mazeviz-backtracker-3-step\d+\.txt$/.test(f.name), 'name ' + f.name);
    const lines = f.data.toString().trimEnd().split('\n');
    assert(lines.length === 41 && lines[0].length === 61, `a ${lines[0].length}x${lines.length} text maze`);
    if (native) {
      const want = execFileSync(native, ['--headless', '--algo', 'backtracker', '--seed', '3', '--size', '30x20']).toString();
      assert(f.data.toString() === want, 'the maze differs from the desktop program\'s');
    }
    const svg = await download(p, () => press(p, 'svg'));
    assert(/^mazeviz-backtracker-3-step\d+\.svg$/.test(svg.name) && /<svg[\s>]/.test(svg.data.toString()), 'SVG ' + svg.name);
    await closePage(p);
  });

  await check('text downloads only where the grid has text: none on hexagons (defect 6)', async () => {
    const p = await open(browser, base, 'algo=backtracker&seed=3&grid=hex&size=12x10');
    assert(await p.evaluate(() => document.querySelector('button[data-act="txt"]').disabled), 'the text button is offered');
    let got = null;
    p.on('download', (d) => { got = d.suggestedFilename(); });
    await p.evaluate(() => window.Module.ccall('mazeviz_web_request', null, ['number'], [4]));
    await sleep(800);
    assert(got === null, 'a text file was downloaded: ' + got);
    assert(/square/.test(await message(p)), 'message ' + JSON.stringify(await message(p)));
    await closePage(p);
  });

  await check('step=40 opens at step 40, paused', async () => {
    const p = await open(browser, base, 'algo=backtracker&seed=3&step=40');
    const a = await shot(p);
    const r = mazeRect(a);
    await sleep(700);
    assert(sameIn(a, await shot(p), r), 'the maze moved');
    const f = await download(p, () => press(p, 'txt'));
    assert(f.name === 'mazeviz-backtracker-3-step40.txt', 'name ' + f.name);
    await closePage(p);
  });

  await check('the address bar follows the state, and the URL reopens it', async () => {
    const p = await open(browser, base, 'algo=wilson&seed=7&step=5');
    await p.focus('#canvas');
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
    const f = await download(p2, () => press(p2, 'txt'));
    assert(f.name === 'mazeviz-wilson-7-step6.txt', 'name ' + f.name);
    await closePage(p2);
  });

  await check('a bad query says so in words and falls back to defaults', async () => {
    const p = await open(browser, base, 'algo=nonsense&seed=12x&size=20x15&colour=red');
    const msg = await message(p);
    assert(/algorithm “nonsense”/.test(msg) && /seed “12x”/.test(msg) && /“colour”/.test(msg), 'message: ' + JSON.stringify(msg));
    assert(!/--state|bad key/.test(msg), 'command-line words: ' + JSON.stringify(msg));
    assert(/Wilson/.test(await title(p)), 'title ' + await title(p));
    const f = await download(p, () => press(p, 'txt'));
    const lines = f.data.toString().trimEnd().split('\n');
    assert(lines.length === 31 && lines[0].length === 41, 'size=20x15 was not kept');
    await closePage(p);
  });

  await check('hostile or desktop-only keys: refused at once, in words, the rest starts (defect 4)', async () => {
    const long = 'X'.repeat(1500);
    for (const [q, words, keep] of [
      ['algo=kruskal&mask=%2Fdev%2Furandom&seed=1', /desktop program/, /Kruskal/],
      ['algo=prim&mask-text=' + long + '&seed=2', /too long for a browser/, /Prim/],
      ['algo=backtracker&size=32768x32768&seed=3', /too big for a browser tab/, /backtracker/i]]) {
      const p = await open(browser, base, q);
      const ms = await p.evaluate(() => window.mazevizFirstFrameMs);
      const msg = await message(p);
      // 'at once': the old page spent 20 s on 32768² and a minute on the long mask text; the issue's
      // 2 s, or on a machine so busy that a plain page takes longer, no slower than 2 plain pages
      const limit = Math.max(2000, 2 * (budget.firstFrame || 0));
      assert(ms < limit, `${q.slice(0, 40)}: first frame after ${Math.round(ms)} ms (limit ${Math.round(limit)})`);
      assert(words.test(msg), `${q.slice(0, 40)}: message ${JSON.stringify(msg)}`);
      assert(keep.test(await title(p)), `${q.slice(0, 40)}: title ${await title(p)}`);
      await closePage(p);
    }
  });

  await check('HiDPI: the canvas has device pixels', async () => {
    const p = await open(browser, base, 'seed=1', { viewport: { width: 800, height: 600 }, deviceScaleFactor: 2 });
    const w = await p.evaluate(() => document.getElementById('canvas').width);
    assert(w === 1600, 'canvas width ' + w);
    await closePage(p);
  });

  await check('the browser\'s language chooses Chinese: the page and its messages too', async () => {
    const p = await open(browser, base, 'seed=1&algo=nonsense', { locale: 'zh-CN' });
    assert(/[\u4e00-\u9fff]/.test(await title(p)), 'title ' + await title(p));
    const l = await p.evaluate(() => document.documentElement.lang);
    assert(l === 'zh-CN', '<html lang> ' + l);
    assert(/算法“nonsense”/.test(await message(p)), 'message ' + JSON.stringify(await message(p)));
    await closePage(p);
  });

  await check('Ctrl+C and Share put the link on the system clipboard; the QR code reads as the link (defect 5)', async () => {
    const p = await open(browser, base, 'algo=kruskal&seed=5&step=30', { permissions: ['clipboard-read', 'clipboard-write'] });
    const clip = () => p.evaluate(() => navigator.clipboard.readText());
    await p.evaluate(() => navigator.clipboard.writeText('nothing'));
    await p.focus('#canvas');
    await p.keyboard.press('Control+c');
    await sleep(300);
    const href = await p.evaluate(() => location.href);
    let c = await clip();
    assert(c === href && /algo=kruskal/.test(c) && /step=30/.test(c), 'clipboard after Ctrl+C: ' + c + ' (page ' + href + ')');
    await p.evaluate(() => navigator.clipboard.writeText('nothing'));
    await press(p, 'share');
    await sleep(300);
    c = await clip();
    assert(c === href, 'clipboard after Share: ' + c);
    const qr = await p.evaluate(() => document.getElementById('qr').getBoundingClientRect().width);
    const vw = await p.evaluate(() => Math.min(innerWidth, innerHeight));
    assert(qr >= 0.5 * vw, `the QR code is ${qr} px wide on a ${vw} px screen`);
    const img = decodePng(await p.locator('#qr').screenshot());
    const jsQR = require('jsqr');
    const code = jsQR(new Uint8ClampedArray(img.px), img.width, img.height);
    assert(code && code.data === href, 'the QR code reads ' + (code ? code.data : 'nothing'));
    await closePage(p);
  });

  await check('Q stops the program and the page says so', async () => {
    const p = await open(browser, base, 'seed=1');
    await p.focus('#canvas');
    await p.keyboard.press('KeyQ');
    await p.waitForFunction(() => /stopped/.test(document.getElementById('status').textContent), null, { timeout: 5000 });
    await closePage(p);
  });

  await check('an exercise with a class seed asks the name in a labelled field first; the maze is the name\'s (issue 31)', async () => {
    const M = (1n << 64n) - 1n;
    const classSeed = (word, name) => { // docs/formats.md: FNV-1a 64 over WORD, a newline, NAME; one splitmix64 step
      let h = 14695981039346656037n;
      for (const b of Buffer.from(word + '\n' + name, 'utf8')) h = ((h ^ BigInt(b)) * 1099511628211n) & M;
      let z = (h + 0x9e3779b97f4a7c15n) & M;
      z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M;
      z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M;
      return (z ^ (z >> 31n)).toString();
    };
    assert(classSeed('physics 3B', 'Li Wei') === '9969892186063958559', 'the test\'s hash is not the documented one');
    for (const [lang, label] of [['en', /Your name/], ['zh', /你的名字/]]) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const p = await ctx.newPage();
      await p.goto(base + '?algo=kruskal&size=4x4&class-seed=room101&lang=' + lang);
      await p.waitForFunction(() => document.getElementById('ex-join').open, null, { timeout: 10000 });
      await sleep(500);
      assert((await p.evaluate(() => window.mazevizFirstFrameMs)) === undefined, lang + ': the maze started before the name');
      const named = await p.evaluate(() => { // the field's label, by its for= (what a screen reader says for it)
        const f = document.getElementById('ex-name');
        return f.labels.length ? f.labels[0].textContent : '';
      });
      assert(label.test(named), `${lang}: the name field is labelled '${named}'`);
      await p.fill('#ex-name', 'Ana Costa');
      await p.click('#ex-go');
      await p.waitForFunction(() => window.mazevizFirstFrameMs !== undefined, null, { timeout: 30000 });
      await until(p, (s) => s.mode === 'exercise' && s.prompt, null, lang + ': no exercise after the name');
      const link = (await ui(p)).link || '';
      const want = classSeed('room101', 'Ana Costa');
      assert(link.includes('seed=' + want) && /name=Ana(%20|\+)Costa/.test(link),
        `${lang}: the link '${link}' is not Ana Costa's maze (seed ${want})`);
      await ctx.close();
    }
  });

  await check('axe-core: no serious or critical violation on five pages (defect 9)', async () => {
    const bad = [];
    for (const [q, name] of [['algo=wilson&seed=7', 'default'], ['algo=wilson&seed=7&mode=predict', 'predict'],
      ['lesson=wilson&slide=3', 'lesson'], ['lab=on&algo=wilson', 'lab'], ['algo=wilson&seed=7&lang=zh', 'Chinese']]) {
      const p = await open(browser, base, q);
      await sleep(400);
      const v = await audit(p);
      if (v.length) bad.push(name + ': ' + v.join(', '));
      await closePage(p);
    }
    assert(!bad.length, bad.join('; '));
  });
}

async function fetchHead(url, enc) {
  const http = require('http');
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': enc } }, (res) => { res.resume(); resolve(res.headers); }).on('error', reject);
  });
}

// ------------------------------------------------------------------ a phone held upright, by touch alone, no WebGL
async function phoneChecks(browser, base) {
  await check('a laptop link with panel=on&lang=en opens phone-shaped: the maze spans >= 90 % of the width (defect 1)', async () => {
    const p = await open(browser, base, 'algo=wilson&seed=7&panel=on&lang=en', PHONE);
    await sleep(800);
    const img = await shot(p);
    const r = mazeRect(img);
    const frac = (r.x1 - r.x0 + 1) / img.width;
    assert(frac >= 0.9, `the maze spans ${(100 * frac).toFixed(1)} % of the width`);
    assert(!(await ui(p)).panel, 'the panel is on in the canvas');
    await closePage(p);
  });

  const p = await open(browser, base, 'algo=wilson&seed=7&size=12x9', PHONE);
  await check('touch: a tap on the maze does nothing unless the maze is the input (defect 2)', async () => {
    await press(p, 'pause', true);
    await until(p, (s) => s.paused, null, 'not paused');
    const step = (await ui(p)).step;
    const r = await canvasRect(p);
    await p.touchscreen.tap((r.x0 + r.x1) / 6, (r.y0 + r.y1) / 6);
    await sleep(500);
    const s = await ui(p);
    assert(s.step === step && s.mode === 'single' && !/solve=/.test(s.link), 'the tap acted: ' + JSON.stringify({ step: s.step, link: s.link }));
  });

  await check('touch: predict by taps - open it, answer a line; the score is in the live region', async () => {
    await press(p, 'predict', true);
    await until(p, (s) => s.mode === 'predict' && s.ask, null, 'no question');
    const lines = await p.evaluate(() => document.querySelectorAll('#code li button').length);
    assert(lines >= 3, lines + ' pseudocode lines as buttons');
    await p.tap('#code li:nth-child(2) button');
    await until(p, (s) => s.score && s.score[1] === 1, null, 'the answer was not scored');
    await p.waitForFunction(() => /of 1 right/.test(document.getElementById('live').textContent), null, { timeout: 3000 })
      .catch(async () => { throw new Error('live region: ' + await said(p)); });
    const cur = await p.evaluate(() => document.querySelectorAll('#code li[aria-current="step"]').length);
    assert(cur <= 1, cur + ' current lines');
    await press(p, 'predict', true); // back to the maze
    await until(p, (s) => s.mode === 'single', null, 'predict did not close');
  });

  await check('touch: the exercise by taps - Exercise opens it, a tap on the maze answers and is scored', async () => {
    await press(p, 'exercise', true);
    await until(p, (s) => s.mode === 'exercise' && s.prompt && s.score, null, 'no exercise question');
    const s0 = await ui(p); // the maze's rectangle in the canvas' pixels, tapped in its middle in CSS pixels
    const b = await p.evaluate(() => { const c = document.getElementById('canvas').getBoundingClientRect(); return [c.left, c.top, c.width]; });
    const k = b[2] / s0.out[0];
    await p.touchscreen.tap(b[0] + (s0.maze[0] + s0.maze[2] / 2) * k, b[1] + (s0.maze[1] + s0.maze[3] / 2) * k);
    await until(p, (s) => s.score && s.score[1] === 1, null, 'the tap was not scored: ' + JSON.stringify(s0.score));
    await press(p, 'exercise', true); // back to the maze
    await until(p, (s) => s.mode === 'single', null, 'the exercise did not close');
  });

  await check('touch: the editor by taps - Edit opens it, a tap toggles a wall, a drag draws a run, Undo takes it back (issue 33)', async () => {
    await press(p, 'edit', true);
    await until(p, (s) => s.mode === 'edit' && s.edit, null, 'the editor did not open');
    const s0 = await ui(p);
    assert(s0.edit.perfect && s0.edit.steps === 0, 'not a perfect maze to start: ' + JSON.stringify(s0.edit));
    const b = await p.evaluate(() => { const c = document.getElementById('canvas').getBoundingClientRect(); return [c.left, c.top, c.width]; });
    const k = b[2] / s0.out[0], m = s0.maze; // 12x9 cells: unit point (x, y) in CSS pixels
    const at = (x, y) => [b[0] + (m[0] + m[2] * x / 12) * k, b[1] + (m[1] + m[3] * y / 9) * k];
    await p.touchscreen.tap(...at(1, 0.5)); // the wall between the first two cells
    await until(p, (s) => s.edit.steps === 1, null, 'the tap toggled no wall');
    const s1 = (await ui(p)).edit;
    assert(!s1.perfect && s1.loops + s1.unreachable > 0, 'one wall toggled, still perfect: ' + JSON.stringify(s1));
    const [x0, y0] = at(2.5, 4), [x1] = at(7.5, 4); // along the wall line under row 3: five walls
    await swipe(p, x0, y0, x1 - x0, 0);
    await until(p, (s) => s.edit.steps === 2, null, 'the drag drew nothing');
    await press(p, 'undo', true);
    await until(p, (s) => s.edit.steps === 1, null, 'Undo did not take the stroke back');
    const s3 = (await ui(p)).edit;
    assert(s3.loops === s1.loops && s3.unreachable === s1.unreachable, 'after Undo: ' + JSON.stringify(s3) + ' vs ' + JSON.stringify(s1));
    await press(p, 'undo', true); // the maze as it was: the walk below starts on it
    await until(p, (s) => s.edit.steps === 0 && s.edit.perfect, null, 'the second Undo did not give the maze back');
    await press(p, 'edit', true); // back to the maze
    await until(p, (s) => s.mode === 'single', null, 'the editor did not close');
  });

  await check('touch: walk three moves by swipes and taps; the live region counts them', async () => {
    await press(p, 'walk', true);
    await until(p, (s) => s.mode === 'play' && s.walk, null, 'walk did not start');
    const r = await canvasRect(p);
    const cx = (r.x0 + r.x1) / 6, cy = (r.y0 + r.y1) / 6;
    let moves = 0;
    for (const [dx, dy, dir] of [[80, 0, 0], [0, 80, 1], [-80, 0, 2], [0, -80, 3], [80, 0, 0], [0, 80, 1]]) {
      if (moves >= 3) break;
      await swipe(p, cx, cy, dx, dy);
      await sleep(250);
      moves = (await ui(p)).walk.moves;
      if (moves < 3) { // a wall: the pad's button the other way
        await p.tap(`#pad button[data-dir="${(dir + 1) % 4}"]`);
        await sleep(250);
        moves = (await ui(p)).walk.moves;
      }
    }
    assert(moves >= 3, moves + ' moves');
    assert(/\d+ moves?\./.test(await said(p)), 'live region: ' + await said(p));
    await press(p, 'walk', true);
    await until(p, (s) => s.mode === 'single', null, 'walk did not close');
  });

  await check('touch: change the algorithm and get a new maze by taps', async () => {
    const before = await ui(p);
    await press(p, 'menu', true);
    await p.waitForSelector('#algos[open]');
    const name = await p.evaluate(() => document.querySelectorAll('#algo-list button')[1].textContent);
    await p.tap('#algo-list button:nth-child(2)');
    await until(p, (s, n) => s.title.includes(n), name, 'the algorithm did not change to ' + name);
    const seed = /seed=(\d+)/.exec((await ui(p)).link || before.link);
    await press(p, 'new', true);
    await until(p, (s, old) => !new RegExp('seed=' + old + '(&|$)').test(s.link), seed && seed[1], 'no new maze', 3000);
  });

  await check('touch: the Challenge button opens the challenge menu; choosing one starts a challenge (issue 33)', async () => {
    const name = await p.evaluate(() => document.querySelector('button[data-act="challenge"]').getAttribute('aria-label'));
    assert(name === 'Challenge', 'the Challenge button is named ' + JSON.stringify(name));
    assert(!(await ui(p)).menu, 'a menu is open before the tap');
    await press(p, 'challenge', true);
    await until(p, (s) => s.menu, null, 'the tap on Challenge opened no menu');
    await p.keyboard.press('1');
    await until(p, (s) => /(^|&)challenge=[a-z0-9-]+(&|$)/.test(s.link) && !s.menu, null, 'choosing the first challenge started none');
  });

  await check('touch: open a lesson slide by taps; its note is page text (defect 11)', async () => {
    await press(p, 'lesson', true);
    await p.waitForSelector('#lessons[open]');
    await Promise.all([p.waitForEvent('load', { timeout: 15000 }), p.tap('#lesson-list button')]);
    await p.waitForFunction(() => window.mazevizFirstFrameMs !== undefined, null, { timeout: 30000 });
    await until(p, (s) => /1 \/ \d+/.test(s.slide) && s.note, null, 'no slide');
    await p.tap('#slide-line button[data-act="slide-next"]');
    await until(p, (s) => /2 \/ \d+/.test(s.slide), null, 'the next slide did not open');
    const note = await p.evaluate(() => document.getElementById('note').textContent);
    assert(note.length > 10, 'note ' + JSON.stringify(note));
  });
  await closePage(p);

  await check('?lesson=wilson&slide=3 opens that slide with its note (defect 11)', async () => {
    const q = await open(browser, base, 'lesson=wilson&slide=3', PHONE);
    await until(q, (s) => /^\D*3 \/ \d+/.test(s.slide) && s.note, null, 'slide 3 not shown');
    await closePage(q);
  });
}

// ------------------------------------------------------------------ without WebGL
async function softwareChecks(browser, base) {
  await check('without WebGL the software renderer draws', async () => {
    const p = await open(browser, base, 'algo=wilson&seed=7');
    await sleep(1000);
    const img = await shot(p);
    const r = mazeRect(img);
    assert(count(img, r, [0, 0, 255]) > 0 || count(img, r, [255, 255, 0]) > 0, 'no maze colours');
    await closePage(p);
  });

  await check('without WebGL at DPR 1.25, 2 and 3 the maze covers its area: cells in all four quadrants (defect 3)', async () => {
    for (const dpr of [1.25, 2, 3]) {
      const p = await open(browser, base, 'algo=backtracker&seed=4&step=0&panel=off', { viewport: { width: 640, height: 480 }, deviceScaleFactor: dpr });
      await sleep(500);
      const img = await shot(p);
      const q = quadrants(img, await canvasRect(p), [[250, 240, 230]]);
      assert(q.every(Boolean), `DPR ${dpr}: maze cells in quadrants ${q}`);
      await closePage(p);
    }
  });
}

// ------------------------------------------------------------------ the script editor (issue 34)
const TYPED = [
  '-- typed in the page: a random walk that opens a wall into each new cell',
  'local seen, left, c = {[1] = true}, maze.cells - 1, 1',
  'while left > 0 do',
  '  local n = maze:neighbors(c)',
  '  local d = n[random(#n)]',
  '  if not seen[d] then',
  '    maze:carve(c, d)',
  '    seen[d] = true',
  '    left = left - 1',
  '  end',
  '  c = d',
  'end',
].join('\n');
const b64url = (text) => Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const editorSaid = (page) => page.evaluate(() => document.getElementById('script-said').textContent);
const badLines = (page) => page.evaluate(() =>
  Array.from(document.querySelectorAll('#script-gutter span.bad')).map((e) => e.textContent));

// Types src into the open editor and presses Run (a click, or a tap).
async function runScript(page, src, touch) {
  await page.fill('#script-text', src);
  await (touch ? page.tap('#script-run') : page.click('#script-run'));
}

// The desktop program's text maze of script src on the page's grid and seed (--headless --script), or null.
function nativeText(src, seed, size) {
  if (!native) return null;
  const dir = fs.mkdtempSync(path.join(require('os').tmpdir(), 'mazeviz-web-'));
  const file = path.join(dir, 'script.lua');
  fs.writeFileSync(file, src);
  try {
    return execFileSync(native, ['--headless', '--script', file, '--seed', String(seed), '--size', size]).toString();
  } finally { fs.rmSync(dir, { recursive: true, force: true }); }
}

async function scriptChecks(browser, base) {
  const p = await open(browser, base, 'algo=wilson&seed=5&size=8x6');
  await check('the script editor runs a typed script: the maze changes, the panel shows its lines, the link and storage keep it (issue 34)', async () => {
    await p.focus('#canvas');
    await p.keyboard.press('Enter'); // finish Wilson's maze
    await sleep(600);
    const before = await shot(p);
    await press(p, 'script');
    assert(await p.isVisible('#script-text'), 'no script editor after the Script button');
    assert(await p.getAttribute('button[data-act="script"]', 'aria-expanded') === 'true', 'the Script button is not expanded');
    await runScript(p, TYPED);
    await until(p, (s) => (s.code || []).some((l) => /maze:carve\(c, d\)/.test(l)) && /(^|&)script=/.test(s.link || ''),
      null, 'the panel does not show the script\'s lines, or the link has no script=', 10000);
    const pageCode = await p.evaluate(() => document.getElementById('code').textContent);
    assert(/maze:carve\(c, d\)/.test(pageCode), 'the page\'s pseudocode list is not the script: ' + pageCode.slice(0, 80));
    await p.focus('#canvas');
    await p.keyboard.press('Enter');
    await until(p, (s) => s.done, null, 'the script did not finish', 10000);
    await sleep(400);
    const after = await shot(p);
    assert(!sameIn(before, after, mazeRect(after)), 'the maze did not change');
    const want = nativeText(TYPED, 5, '8x6');
    if (want !== null) {
      const f = await download(p, () => press(p, 'txt'));
      assert(f.data.toString() === want, 'the page\'s maze differs from the desktop\'s run of the same script');
    }
    assert(await p.evaluate(() => localStorage.getItem('mazeviz-script')) === TYPED, 'the script is not in localStorage');
    const link = (await ui(p)).link;
    assert(new URLSearchParams(link).get('script') === b64url(TYPED), 'the link\'s script= is not the typed script');
    await p.goto(base); // a new visit: the editor is open again with the student's script
    await p.waitForFunction(() => window.mazevizFirstFrameMs !== undefined, null, { timeout: 30000 });
    assert(await p.isVisible('#script-text') && await p.inputValue('#script-text') === TYPED, 'the script was not kept across a reload');
    const v = await audit(p);
    assert(v.length === 0, 'axe with the editor open: ' + v.join('; '));
  });

  await check('an endless loop in a script ends with its line shown, in both languages, and the tab stays responsive (issue 34)', async () => {
    const t0 = Date.now();
    await runScript(p, 'local x = 0\nwhile true do\n  x = x + 1\nend\n');
    await p.waitForFunction(() => /script:\d+: .*endless loop/.test(document.getElementById('script-said').textContent), null, { timeout: 10000 })
      .catch(async () => { throw new Error('no endless-loop error in 10 s; the editor says: ' + await editorSaid(p)); });
    const took = Date.now() - t0, said = await editorSaid(p), line = /script:(\d+):/.exec(said)[1];
    assert(/^The script stopped at line \d+\./.test(said) && said.includes('line ' + line), 'the page\'s words: ' + said);
    assert(['2', '3', '4'].includes(line) && JSON.stringify(await badLines(p)) === JSON.stringify([line]),
      `line ${line} in the message, marked: ${JSON.stringify(await badLines(p))}`);
    const t1 = Date.now();
    assert(await p.evaluate(() => 1 + 1) === 2 && Date.now() - t1 < 1000, 'the tab does not answer');
    await press(p, 'lang');
    await p.waitForFunction(() => /^程序在第 \d+ 行停止了/.test(document.getElementById('script-said').textContent), null, { timeout: 5000 })
      .catch(async () => { throw new Error('not said in Chinese: ' + await editorSaid(p)); });
    await press(p, 'lang');
    await runScript(p, TYPED); // and it runs the next script
    await until(p, (s) => !s.scriptError && (s.code || []).some((l) => /maze:carve\(c, d\)/.test(l)), null, 'the next script did not run', 10000);
    assert((await badLines(p)).length === 0, 'the old error line stays marked');
    console.log(`     (the endless loop was stopped and shown ${took} ms after Run)`);
  });

  await check('a syntax error on line 3 is shown with line 3 marked, and nothing runs (issue 34)', async () => {
    const link = (await ui(p)).link;
    await runScript(p, 'local a = 1\nlocal b = 2\nlocal c = = 3\nmaze:carve(1, 2)\n');
    await p.waitForFunction(() => /script:3:/.test(document.getElementById('script-said').textContent), null, { timeout: 5000 })
      .catch(async () => { throw new Error('the editor says: ' + await editorSaid(p)); });
    assert(/^Not run: line 3 has an error\. script:3: /.test(await editorSaid(p)), 'the page\'s words: ' + await editorSaid(p));
    assert(JSON.stringify(await badLines(p)) === '["3"]', 'marked lines ' + JSON.stringify(await badLines(p)));
    const mark = await p.evaluate(() => {
      const m = document.getElementById('script-mark'), t = document.getElementById('script-text');
      return m.hidden ? null : [m.getBoundingClientRect().top - t.getBoundingClientRect().top, m.getBoundingClientRect().height];
    });
    assert(mark && Math.abs(mark[0] - (6 + 2 * 20)) <= 1 && mark[1] === 20, 'the mark behind the text is not on line 3: ' + JSON.stringify(mark));
    await sleep(600);
    assert((await ui(p)).link === link, 'the broken script changed the maze');
  });
  await closePage(p);

  await check('a script= link runs its script, shown in the editor; one that does not compile is refused in words, its line marked (issue 34)', async () => {
    const q = new URLSearchParams({ script: b64url(TYPED), seed: '9', size: '8x6' }).toString();
    const l = await open(browser, base, q);
    await until(l, (s) => (s.code || []).some((x) => /maze:carve\(c, d\)/.test(x)), null, 'the link\'s script does not run', 10000);
    assert(!(await message(l)), 'the page refused part of the link: ' + await message(l));
    assert(await l.isVisible('#script-text') && await l.inputValue('#script-text') === TYPED, 'the editor does not show the link\'s script');
    await l.focus('#canvas');
    await l.keyboard.press('Enter');
    await until(l, (s) => s.done, null, 'the link\'s script did not finish', 10000);
    const want = nativeText(TYPED, 9, '8x6');
    if (want !== null) {
      const f = await download(l, () => press(l, 'txt'));
      assert(f.data.toString() === want, 'the link\'s maze differs from the desktop\'s run of the same script');
    }
    await closePage(l);
    const bad = await open(browser, base, 'script=' + b64url('local a = 1\nlocal b = 2\nlocal c = = 3\n') + '&seed=4');
    assert(/the script editor shows where/.test(await message(bad)), 'a script= that does not compile is not refused in words: ' + await message(bad));
    await bad.waitForFunction(() => /script:3:/.test(document.getElementById('script-said').textContent), null, { timeout: 5000 })
      .catch(async () => { throw new Error('the link\'s broken script: the editor says ' + await editorSaid(bad)); });
    assert(JSON.stringify(await badLines(bad)) === '["3"]', 'the link\'s broken script: marked ' + JSON.stringify(await badLines(bad)));
    await closePage(bad);
  });
}

async function scriptPhoneCheck(browser, base) {
  await check('touch at 390x844: the editor under the maze, an example chosen and run by taps (issue 34)', async () => {
    const p = await open(browser, base, 'algo=wilson&seed=7&size=10x8', PHONE);
    await press(p, 'script', true);
    assert(await p.isVisible('#script-text'), 'no editor');
    const box = await p.evaluate(() => {
      const e = document.getElementById('editor').getBoundingClientRect(), s = document.getElementById('stage').getBoundingClientRect(),
            r = document.getElementById('script-run').getBoundingClientRect();
      return { below: e.top >= s.bottom - 1, wide: e.right <= innerWidth + 1 && document.documentElement.scrollWidth <= innerWidth,
               run: [r.width, r.height] };
    });
    assert(box.below && box.wide, 'the editor is not under the maze within the width: ' + JSON.stringify(box));
    assert(box.run[0] >= 44 && box.run[1] >= 44, 'Run is smaller than 44x44: ' + box.run);
    await p.selectOption('#script-example', 'backtracker');
    await p.waitForFunction(() => /local stack = \{\}/.test(document.getElementById('script-text').value), null, { timeout: 5000 })
      .catch(() => { throw new Error('the example did not load'); });
    const src = await p.inputValue('#script-text'), lines = src.split('\n').map((x) => x.trim());
    await p.tap('#script-run');
    await until(p, (s, want) => new URLSearchParams(s.link || '').get('script') === want, b64url(src), 'the example did not run', 10000);
    const code = (await ui(p)).code || [];
    assert(code.length > 3 && code.every((x) => lines.includes(x.trim())), 'the panel is not the example\'s lines: ' + code.slice(0, 3));
    await closePage(p);
  });
}

async function main() {
  const server = await serve();
  const base = server.url;
  const budget = {};
  let browser = await launch();
  try {
    await desktopChecks(browser, base, budget);
    await scriptChecks(browser, base);
    await browser.close();
    browser = await launch(['--disable-webgl', '--disable-3d-apis']);
    await phoneChecks(browser, base);
    await scriptPhoneCheck(browser, base);
    await softwareChecks(browser, base);
  } finally {
    await browser.close().catch(() => {});
    server.proc.kill();
  }
  if (budget.firstFrame !== undefined) {
    console.log(`budget: first maze frame ${Math.round(budget.firstFrame)} ms after the page starts loading (median of 3; budget 1000 ms)`);
    console.log(`budget: first maze frame ${Math.round(budget.slowFrame)} ms on an emulated ${SLOW.bits / 1e6} Mbit/s, ${SLOW.latency} ms link (budget 3000 ms; its text at ${Math.round(budget.slowFont)} ms)`);
  }
  console.log(`web: ${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed ? 1 : 0);
}

main().catch((e) => {
  console.log('FAIL the browser test could not run: ' + (e && e.stack ? e.stack : e));
  console.log(`web: ${results.passed} passed, ${results.failed + 1} failed`);
  process.exit(1);
});
