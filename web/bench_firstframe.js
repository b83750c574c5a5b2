#!/usr/bin/env node
// web/bench_firstframe.js - the first maze frame after the page starts
// loading (budget 1 s; 3 s on a 1.6 Mbit/s, 150 ms link), in a headless
// Chromium tab, the site served by web/serve.js as a school's server sends
// it (brotli); each run in a fresh context (nothing cached), the link
// emulated by the browser (as web/test.js does). Prints the medians and
// every run, normal and slow link alternating so both see the same load,
// and when the UI font arrived (the page draws the maze without it).
//   node web/bench_firstframe.js SITE_DIR [ROUNDS]   (default 5 rounds)
// NODE_PATH must hold playwright-core (web/test.sh installs it); CHROMIUM
// as for web/test.js.
'use strict';
const { chromium } = require('playwright-core');
const { spawn } = require('child_process');
const path = require('path');
const { judge } = require('./budget.js');

const [site, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg) || 5;
const SLOW = { latency: 150, bits: 1.6e6 }; // as web/test.js: a school's shared link

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

// One load in a fresh context: [first maze frame, UI font in use] in ms after navigation start.
async function once(browser, url, link) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  if (link) {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: link.latency,
      downloadThroughput: link.bits / 8, uploadThroughput: link.bits / 8 });
  }
  await page.goto(url + '?algo=wilson&seed=7');
  await page.waitForFunction(() => window.mazevizFirstFrameMs !== undefined, null, { timeout: 60000 });
  await page.waitForFunction(() => window.mazevizFontMs !== undefined, null, { timeout: 8000 }).catch(() => {});
  const t = await page.evaluate(() => [window.mazevizFirstFrameMs, window.mazevizFontMs]);
  await ctx.close();
  return t;
}

const median = (v) => { const s = [...v].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const ms = (v) => (v === undefined || v === null ? '-' : Math.round(v));

(async () => {
  const args = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
  if (process.getuid && process.getuid() === 0) args.push('--no-sandbox');
  let code = 0, browser, server;
  try {
    server = await serve();
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/lib/chromium/chromium', headless: true, args });
    const normal = [], slow = [];
    for (let r = 0; r < rounds; r++) {
      normal.push(await once(browser, server.url, null));
      slow.push(await once(browser, server.url, SLOW));
    }
    const line = (name, v, budget) => {
      const m = median(v.map((x) => x[0]));
      console.log(`first maze frame, ${name}: median ${ms(m)} ms (runs ${v.map((x) => ms(x[0])).join(', ')}),` +
        ` UI font in use at ${v.map((x) => ms(x[1])).join(', ')} ms`);
      console.log(`budget, first frame at most ${budget} ms on the ${name}: ${ms(m)} ms - ${judge(m, budget, true)}`);
    };
    line('normal link', normal, 1000);
    line(`emulated ${SLOW.bits / 1e6} Mbit/s, ${SLOW.latency} ms link`, slow, 3000);
  } catch (e) {
    console.error('web/bench_firstframe.js: ' + e.message.split('\n')[0]);
    code = 1;
  }
  if (browser) await browser.close();
  if (server) server.proc.kill();
  process.exit(code);
})();
