#!/usr/bin/env node
// web/bench_browser.js - runs the core's benchmark (bench/bench.c built by
// emcc, build-web/meson/bench/bench.js) in headless Chromium, as a student's
// tab would run the core, and prints what it printed:
//   node web/bench_browser.js BENCH_JS [ARGS...]
// NODE_PATH must hold playwright-core (web/test.sh installs it); CHROMIUM
// as for web/test.js. The page and the benchmark are served from 127.0.0.1.
'use strict';
const { chromium } = require('playwright-core');
const http = require('http');
const fs = require('fs');
const path = require('path');

const [benchJs, ...args] = process.argv.slice(2);
const dir = path.dirname(path.resolve(benchJs));
const page = `<!doctype html><meta charset="utf-8"><title>bench</title><script>
var Module = { arguments: ${JSON.stringify(args)}, out: [], print: function (t) { Module.out.push(t); },
  printErr: function (t) { Module.out.push('stderr: ' + t); }, postRun: [function () { window.benchDone = true; }],
  onAbort: function (w) { Module.out.push('abort: ' + w); window.benchDone = true; } };
</script><script src="${path.basename(benchJs)}"></script>`;

const server = http.createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '');
  if (!name) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
  const file = path.join(dir, path.basename(name));
  fs.readFile(file, (err, data) => {
    if (err) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' }).end(data);
  });
});

server.listen(0, '127.0.0.1', async () => {
  const launchArgs = ['--disable-gpu', '--no-first-run', '--disable-background-networking'];
  if (process.getuid && process.getuid() === 0) launchArgs.push('--no-sandbox');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/lib/chromium/chromium',
    headless: true, args: launchArgs });
  let code = 0;
  try {
    const p = await browser.newPage();
    await p.goto(`http://127.0.0.1:${server.address().port}/`);
    await p.waitForFunction(() => window.benchDone, null, { timeout: 600000 });
    console.log((await p.evaluate(() => Module.out)).join('\n'));
  } catch (e) {
    console.error('web/bench_browser.js: ' + e.message);
    code = 1;
  }
  await browser.close();
  server.close();
  process.exit(code);
});
