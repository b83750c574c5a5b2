#!/usr/bin/env node
// web/bench_stepback.js - step back in a tab (budget: 100 ms at 1000x1000,
// 250 ms at 2000x2000): the site (build-web/site) opens a Kruskal maze of
// each size paused at step 0, finishes it (Enter), and then times `←` (one
// step back) and `[` (back to the previous event) from the key press to the
// frame whose step says it was done, each a few times; prints the medians,
// with `→` (one step on: a frame to draw as after `←`, so it tells the
// frame's part from the step back's) and a `←` after that `→`; then `←` from
// the middle of the run (a step back there changes a few cells).
//   node web/bench_stepback.js SITE_DIR [ROUNDS]
// NODE_PATH must hold playwright-core (web/test.sh installs it); CHROMIUM
// as for web/test.js. The site is served from 127.0.0.1.
'use strict';
const { chromium } = require('playwright-core');
const http = require('http');
const fs = require('fs');
const path = require('path');
const { judge } = require('./budget.js');

const [site, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg) || 3;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

const server = http.createServer((req, res) => {
  const name = path.basename(decodeURIComponent(new URL(req.url, 'http://x').pathname)) || 'index.html';
  fs.readFile(path.join(site, name), (err, data) => {
    if (err) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(name)] || 'application/octet-stream' }).end(data);
  });
});

const median = (v) => { const s = [...v].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

// Presses key and resolves with the ms until the program says its step moved from the one before (it says so at once after a key).
async function timed(page, key) {
  const before = await page.evaluate(() => window.mazevizUi.step);
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.press(key);
  await page.waitForFunction((s) => window.mazevizUi && window.mazevizUi.step !== s, before, { timeout: 120000, polling: 'raf' });
  return { ms: (await page.evaluate(() => performance.now())) - t0, from: before, to: await page.evaluate(() => window.mazevizUi.step) };
}

async function size(browser, n) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/?algo=kruskal&seed=1&size=${n}x${n}&step=0`);
  await page.waitForFunction(() => window.mazevizUi && window.mazevizUi.out, null, { timeout: 60000 });
  const t0 = Date.now();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.mazevizUi.done, null, { timeout: 600000, polling: 500 });
  const finish = Date.now() - t0;
  const t = { back: [], fore: [], again: [], event: [] };
  let steps = 0;
  for (let r = 0; r < rounds; r++) {
    const b = await timed(page, 'ArrowLeft');
    t.back.push(b.ms);
    steps = b.from;
    t.fore.push((await timed(page, 'ArrowRight')).ms);
    t.again.push((await timed(page, 'ArrowLeft')).ms);
    t.event.push((await timed(page, 'BracketLeft')).ms);
    await page.keyboard.press('Enter'); // finished again, for the next round
    await page.waitForFunction(() => window.mazevizUi.done, null, { timeout: 600000, polling: 500 });
  }
  await ctx.close();
  const mid = await midRun(browser, n, Math.floor(steps / 2), rounds);
  const m = (v) => median(v).toFixed(0).padStart(6) + ' ms';
  console.log(`kruskal ${n}x${n}, ${steps} steps (finished in ${(finish / 1000).toFixed(1)} s), medians of ${rounds}:` +
    ` ← at the end${m(t.back)}, then →${m(t.fore)}, ← again${m(t.again)}, [${m(t.event)};` +
    ` ← mid-run${m(mid)}`);
  const worst = Math.max(median(t.back), median(t.again), median(mid)), budget = n > 1000 ? 250 : 100;
  console.log(`budget, step back (←) at most ${budget} ms at ${n}x${n} in a tab: ${worst.toFixed(0)} ms (the slowest ← median)` +
    ` - ${judge(worst, budget, true)}`);
}

// ← from the middle of the run (opened paused at step): the finished maze is one colour, so a step back from the
// end recolours every cell; here a step back changes a few cells, and only those need repainting.
async function midRun(browser, n, step, rounds) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/?algo=kruskal&seed=1&size=${n}x${n}&step=${step}`);
  await page.waitForFunction((s) => window.mazevizUi && window.mazevizUi.step === s, step, { timeout: 120000, polling: 200 });
  const v = [];
  for (let r = 0; r < rounds; r++) v.push((await timed(page, 'ArrowLeft')).ms);
  await ctx.close();
  return v;
}

server.listen(0, '127.0.0.1', async () => {
  const args = ['--disable-gpu', '--no-first-run', '--disable-background-networking'];
  if (process.getuid && process.getuid() === 0) args.push('--no-sandbox');
  let code = 0, browser;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/lib/chromium/chromium', headless: true, args });
    for (const n of [1000, 2000]) await size(browser, n);
  } catch (e) {
    console.error('web/bench_stepback.js: ' + e.message.split('\n')[0]);
    code = 1;
  }
  if (browser) await browser.close();
  server.close();
  process.exit(code);
});
