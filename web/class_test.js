#!/usr/bin/env node
// web/class_test.js - a live class in headless Chromium (docs/class.md, "The
// pages"): the native program serves the site and the class
// (mazeviz --headless --serve 127.0.0.1:PORT --site SITE --class-report F),
// one teacher page (the teacher URL) and three student pages - two on a
// desktop, one a 390x844 touch phone that types its name into the join
// dialog - join it. The teacher steps: every student's program shows the
// teacher's state (its link and step); the teacher asks the predict
// question, the students tap lines (two right, one wrong), the teacher's
// histogram counts them; the reveal says right and wrong on each device;
// release lets a student step alone, gather brings it back; a reload keeps
// the student's name; a server that goes away says so on every page; the
// report has each student's right answers.
//
// usage: node web/class_test.js SITE_DIR NATIVE_MAZEVIZ
// env:   CHROMIUM (default /usr/lib/chromium/chromium), NODE_PATH with
//        playwright-core and axe-core (web/test.sh installs them)
// Prints one line per check, the teacher-to-student times, and
// "class pages: N passed, N failed" ("class pages: skipped (...)" when the
// program has no class server); exits 1 when a check failed.
'use strict';
const { chromium } = require('playwright-core');
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const site = path.resolve(process.argv[2] || 'build-web/site');
const native = process.argv[3] || 'build/mazeviz';
const browserPath = process.env.CHROMIUM || '/usr/lib/chromium/chromium';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const results = { passed: 0, failed: 0 };
const follows = []; // ms from the teacher's click to every student showing it
const wire = []; // ms from the teacher's page sending a state to a student's page showing it
const teacherLag = []; // ms from the teacher's click to its page sending the states state
let stopAll = false;

function assert(cond, why) { if (!cond) throw new Error(why); }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// One check; after a failed one the rest are reported as not run (each builds on the one before).
async function check(name, fn) {
  if (stopAll) { results.failed++; console.log('FAIL ' + name + ': not run (an earlier check failed)'); return; }
  try {
    await fn();
    results.passed++;
    console.log('ok   ' + name);
  } catch (e) {
    results.failed++;
    stopAll = true;
    console.log('FAIL ' + name + ': ' + (e && e.message ? e.message.split('\n')[0] : e));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); });
    s.on('error', reject);
  });
}

// The class server; resolves with its join and teacher URLs.
function serveClass(port, report) {
  return new Promise((resolve, reject) => {
    const p = spawn(native, ['--headless', '--serve', '127.0.0.1:' + port, '--site', site, '--class-report', report],
      { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stderr.on('data', (d) => { p.log = (p.log || '') + d; });
    p.stdout.on('data', (d) => {
      out += d;
      const j = /^join (\S+)$/m.exec(out), t = /^teacher (\S+)$/m.exec(out);
      if (j && t) resolve({ proc: p, join: j[1], teacher: t[1] });
    });
    p.on('exit', (code) => reject(new Error(native + ' --serve exited with ' + code + ': ' + (p.log || '').trim())));
  });
}

async function launch() {
  const args = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-extensions', '--mute-audio'];
  if (process.getuid && process.getuid() === 0) args.push('--no-sandbox');
  return chromium.launch({ executablePath: browserPath, headless: true, args });
}

// A page of its own browser context (its own localStorage), opened at url; waits for the program's first frame.
async function open(browser, url, opts) {
  const ctx = await browser.newContext(Object.assign({ viewport: { width: 1280, height: 800 } }, opts || {}));
  await ctx.addInitScript(() => { // the page's sockets, so a check can drop one as a network would
    const Real = window.WebSocket;
    window.classSockets = [];
    window.WebSocket = function (url, protocol) { const s = new Real(url, protocol); window.classSockets.push(s); return s; };
    window.WebSocket.prototype = Real.prototype;
  });
  const page = await ctx.newPage();
  page.logs = [];
  page.on('console', (m) => page.logs.push(m.text()));
  page.on('pageerror', (e) => page.logs.push('pageerror: ' + e.message));
  await page.goto(url);
  await firstFrame(page);
  return page;
}
async function firstFrame(page) {
  await page.waitForFunction(() => window.mazevizFirstFrameMs !== undefined && window.mazevizUi !== undefined, null, { timeout: 30000 })
    .catch(() => { throw new Error('no first frame in 30 s; page said: ' + page.logs.slice(-5).join(' | ')); });
}

const ui = (page) => page.evaluate(() => window.mazevizUi || {});
const probe = (page) => page.evaluate(() => window.mazevizClass || null);
const text = (page, sel) => page.evaluate((s) => { const e = document.querySelector(s); return e ? e.textContent : ''; }, sel);

// Waits until fn(page's window) holds.
async function until(page, fn, arg, what, ms) {
  await page.waitForFunction(fn, arg, { timeout: ms || 5000 }).catch(async () => {
    throw new Error(what + '; the page has ' + JSON.stringify(await probe(page)).slice(0, 200) + ' ui ' +
                    JSON.stringify(await ui(page)).slice(0, 160) + ' logs ' + page.logs.slice(-3).join(' | '));
  });
}

// Every student's program shows the teacher's maze: the same link (state string, less how each device
// looks at it: language, panel, theme) and step.
async function followed(teacher, students, since) {
  const t = await ui(teacher);
  for (const s of students)
    await until(s, (w) => {
      const maze = (l) => String(l).split('&').filter((kv) => !/^(lang|panel|theme)=/.test(kv)).join('&');
      return window.mazevizUi && maze(window.mazevizUi.link) === maze(w.link) && window.mazevizUi.step === w.step;
    }, { link: t.link, step: t.step }, 'a student does not show the teacher\'s state ' + t.link, 5000);
  if (since) follows.push(Date.now() - since);
  return t;
}

// A toolbar button by its action: on the bar, or in "More" (opened first).
async function press(page, act) {
  const sel = `button[data-act="${act}"]`;
  if (await page.evaluate((q) => !!document.querySelector('#more-box ' + q) && document.getElementById('more-box').hidden, sel))
    await page.click('#more');
  await page.click(sel);
}

// The last state's way, in ms: the teacher's click to its page sending it, and its sending to each
// student's page having it on screen (the page's first frame after opening it); one clock, this machine's.
async function lag(teacher, students) {
  const sent = (await probe(teacher)).sentAt;
  teacherLag.push(sent - await teacher.evaluate(() => window.clickedAt));
  for (const p of students) wire.push((await probe(p)).shownAt - sent);
}

// axe-core's serious and critical violations on the page (WCAG 2 A and AA rules).
async function audit(page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const r = await page.evaluate(() => window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }));
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ' (' + v.nodes.length + ': ' + v.nodes[0].target.join(' ') + ')');
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mazeviz-class-'));
  const report = path.join(dir, 'class.csv');
  let server;
  try {
    server = await serveClass(await freePort(), report);
  } catch (e) {
    if (!/built without libwebsockets/.test(e.message)) throw e;
    console.log('class pages: skipped (' + native + ' was built without libwebsockets)');
    process.exit(0);
  }
  const browser = await launch();
  const teacherState = '&algo=backtracker&size=8x6&seed=5&step=3';
  let teacher, ana, ben, chen;
  try {
    await check('the teacher page connects and shows the class', async () => {
      teacher = await open(browser, server.teacher + teacherState);
      await until(teacher, () => window.mazevizClass && window.mazevizClass.role === 'teacher' &&
                  !document.querySelector('button[data-class="release"]').disabled, null, 'the teacher page did not connect');
      const u = await ui(teacher);
      assert(u.step === 3 && /algo=backtracker/.test(u.link), 'the teacher URL\'s state was not opened: ' + u.link);
      const key = /teacher=([^&]+)/.exec(server.teacher)[1];
      assert(!(await teacher.evaluate(() => location.href)).includes(key), 'the teacher key stays in the address bar');
    });
    await check('students join: by &name=, and on a 390x844 touch phone by the join dialog', async () => {
      ana = await open(browser, server.join + '&name=Ana');
      ben = await open(browser, server.join + '&name=Ben');
      chen = await open(browser, server.join, PHONE);
      await until(chen, () => document.getElementById('class-join').open, null, 'the phone was not asked for a name');
      await chen.tap('#class-name');
      await chen.keyboard.type('Chen');
      await chen.tap('#class-go');
      for (const [p, name] of [[ana, 'Ana'], [ben, 'Ben'], [chen, 'Chen']])
        await until(p, (n) => window.mazevizClass && window.mazevizClass.name === n, name, name + ' did not join');
      await until(teacher, () => window.mazevizClass.tally && window.mazevizClass.tally.students === '3', null,
        'the teacher does not count 3 students');
      assert(/\b3\b/.test(await text(teacher, '#class-said')), 'the teacher page does not say 3 connected');
    });
    const students = () => [ana, ben, chen];
    await check('students follow the teacher\'s state (joining, then five steps)', async () => {
      await followed(teacher, students());
      await teacher.evaluate(() => addEventListener('click', () => { window.clickedAt = Date.now(); }, true));
      for (let i = 0; i < 5; i++) {
        const t0 = Date.now();
        await teacher.click('button[data-act="step"]');
        await until(teacher, (n) => window.mazevizUi.step === n, 4 + i, 'the teacher did not step');
        await followed(teacher, students(), t0);
        await lag(teacher, students());
      }
      assert((await ui(chen)).step === 8, 'the phone is not at step 8');
    });
    await check('while following, a student\'s own Step button rests', async () => {
      assert(await ana.evaluate(() => document.querySelector('button[data-act="step"]').disabled), 'Step is enabled while following');
    });
    let right = -1;
    await check('the teacher asks the predict question: big line buttons on every student page', async () => {
      const t0 = Date.now();
      await teacher.click('button[data-act="predict"]');
      await until(teacher, () => window.mazevizUi.mode === 'predict' && window.mazevizUi.ask === 'line', null, 'no predict question');
      await followed(teacher, students(), t0);
      right = await teacher.evaluate(() => Module.ccall('mazeviz_web_right_line', 'number', [], []));
      assert(right >= 0, 'the teacher\'s program has no right line');
      await teacher.click('button[data-class="ask"]');
      for (const p of students())
        await until(p, () => !document.getElementById('class-ask').hidden && document.querySelectorAll('#class-choices button').length > 1,
          null, 'a student sees no question');
      const n = await chen.evaluate(() => document.querySelectorAll('#class-choices button').length);
      const lines = (await ui(teacher)).code.length;
      assert(n === Math.min(lines, 16), `the phone shows ${n} choices for ${lines} lines`);
      const size = await chen.evaluate(() => { const r = document.querySelector('#class-choices button').getBoundingClientRect(); return [r.width, r.height]; });
      assert(size[0] >= 300 && size[1] >= 44, 'the phone\'s choice buttons are small: ' + size);
      const label = await chen.evaluate(() => document.querySelector('#class-choices button').getAttribute('aria-label'));
      assert(/^Line 1\b/.test(label), 'a choice has no accessible name: ' + label);
    });
    const wrong = () => (right === 0 ? 1 : 0);
    await check('students answer (two right, one wrong): the teacher\'s histogram counts them', async () => {
      await ana.click(`#class-choices button:nth-child(${right + 1})`);
      await ben.click(`#class-choices button:nth-child(${wrong() + 1})`);
      await chen.tap(`#class-choices button:nth-child(${right + 1})`);
      await until(teacher, () => window.mazevizClass.tally && window.mazevizClass.tally.answered === '3', null, 'the tally does not reach 3');
      await until(teacher, (w) => {
        const li = document.querySelectorAll('#class-hist li');
        return li.length > w.right && li[w.right].lastChild.textContent === '2' && li[w.wrong].lastChild.textContent === '1';
      }, { right, wrong: wrong() }, 'the histogram does not show 2 and 1');
      assert(/3 of 3 answered/.test(await text(teacher, '#class-said')), 'the teacher page does not say "3 of 3 answered"');
      assert(!(await teacher.evaluate(() => document.querySelector('#class-hist li.right'))), 'the histogram gives the answer away');
    });
    await check('axe-core: the phone\'s question and the teacher\'s tally pass WCAG 2 A/AA (serious, critical)', async () => {
      const v = (await audit(chen)).concat(await audit(teacher));
      assert(!v.length, v.join('; '));
    });
    await check('reveal: right and wrong on each device, and the class follows the step', async () => {
      const t0 = Date.now();
      await teacher.click('button[data-class="reveal"]');
      for (const [p, v] of [[ana, 'right'], [ben, 'wrong'], [chen, 'right']])
        await until(p, (w) => window.mazevizClass.verdict === w, v, 'no verdict ' + v);
      assert(/^Right!/.test(await text(ana, '#class-verdict')), 'Ana\'s page does not say Right!');
      assert(/^Not this time/.test(await text(ben, '#class-verdict')), 'Ben\'s page does not say it was wrong');
      await followed(teacher, students(), t0);
      assert(await teacher.evaluate((r) => document.querySelectorAll('#class-hist li')[r].classList.contains('right'), right),
        'the teacher\'s histogram does not mark the right line after the reveal');
    });
    await check('a cell question from the teacher\'s page (binary tree): Ana taps a cell on her canvas, Ben a button; the teacher\'s tally and heat count them; the reveal', async () => {
      await teacher.evaluate(() => Module.ccall('mazeviz_web_open', 'number', ['string'], ['algo=binary-tree&size=8x6&seed=7&step=3&mode=predict']));
      await until(teacher, () => window.mazevizUi.mode === 'predict' && window.mazevizUi.ask &&
        !document.querySelector('button[data-class="ask"]').disabled, null, 'the teacher\'s binary tree asks nothing');
      await followed(teacher, students());
      await teacher.click('button[data-class="ask"]');
      for (const p of [ana, ben])
        await until(p, () => document.querySelectorAll('#class-choices button').length >= 2 &&
          /cell/i.test(document.getElementById('class-q').textContent), null, 'no cell question on a student page');
      const label = await ben.evaluate(() => document.querySelector('#class-choices button').getAttribute('aria-label'));
      assert(/^Cell \(\d+,\d+\)$/.test(label), 'a cell button is named ' + label);
      const asked = await teacher.evaluate(() => ({ cells: window.mazevizClass.asked.cells, rights: window.mazevizClass.asked.rights }));
      const good = asked.rights[0], bad = asked.cells.find((c) => asked.rights.indexOf(c) < 0);
      assert(asked.cells.indexOf(good) >= 0 && bad !== undefined, 'candidates ' + asked.cells + ', right ' + asked.rights);
      const at = await ana.evaluate((cell) => { // a point of the right cell on the canvas, found through the program
        const r = document.getElementById('canvas').getBoundingClientRect();
        for (let y = 0; y < r.height; y += 3)
          for (let x = 0; x < r.width; x += 3)
            if (Module.ccall('mazeviz_web_cell_at', 'number', ['number', 'number'], [x, y]) === cell) return [r.left + x + 1, r.top + y + 1];
        return null;
      }, good);
      assert(at, 'cell ' + good + ' is nowhere on Ana\'s canvas');
      await ana.mouse.click(at[0], at[1]);
      await ben.click(`#class-choices button:nth-child(${asked.cells.indexOf(bad) + 1})`); // cells go ascending
      await until(teacher, (w) => window.mazevizClass.tally && window.mazevizClass.tally.answered === '2' &&
        new RegExp(`(^|,)${w[0]}:1(,|$)`).test(window.mazevizClass.tally.cells || '') &&
        new RegExp(`(^|,)${w[1]}:1(,|$)`).test(window.mazevizClass.tally.cells || ''),
        [good, bad], 'the cell tally does not count the two cells once each');
      await until(teacher, (w) => (window.mazevizClass.heat || []).filter((b) => b.count === 1 && w.indexOf(b.cell) >= 0).length === 2 &&
        document.querySelectorAll('#class-heat div').length === window.mazevizClass.asked.cells.length &&
        !document.querySelector('#class-heat div.right'), [good, bad], 'the teacher\'s heat badges do not count the two cells');
      assert(/2 of 3 answered/.test(await text(teacher, '#class-said')), 'the teacher page does not say "2 of 3 answered"');
      await teacher.click('button[data-class="reveal"]');
      await until(ana, () => window.mazevizClass.verdict === 'right', null, 'Ana\'s tap was not right');
      await until(ben, () => window.mazevizClass.verdict === 'wrong', null, 'Ben\'s cell was not wrong');
      assert(/^Not this time: cell \(\d+,\d+\) was right/.test(await text(ben, '#class-verdict')), 'Ben\'s verdict: ' + await text(ben, '#class-verdict'));
      await until(teacher, (g) => (window.mazevizClass.heat || []).some((b) => b.cell === g && b.right), good,
        'the teacher\'s heat does not frame the right cell after the reveal');
    });
    await check('release: a student steps alone; gather: it follows again', async () => {
      await teacher.click('button[data-class="release"]');
      await until(ana, () => !document.querySelector('button[data-act="step"]').disabled, null, 'Step stays resting after release');
      const before = (await ui(ana)).link;
      await ana.click('button[data-act="step"]');
      await until(ana, (l) => window.mazevizUi.link !== l, before, 'the released student could not move');
      await teacher.click('button[data-class="gather"]');
      await followed(teacher, [ana]);
      assert(await ana.evaluate(() => document.querySelector('button[data-act="step"]').disabled), 'Step is enabled after gather');
    });
    await check('a released student edits the maze and sends it: "Send to teacher" sends the edited maze, the server keeps it (issue 33)', async () => {
      await teacher.click('button[data-class="release"]');
      const send = ana.getByRole('button', { name: 'Send to teacher' });
      await until(ana, () => !document.querySelector('button[data-act="edit"]').disabled, null, 'Edit stays resting after release');
      assert(await send.isDisabled(), 'Send is enabled on a generated maze (no walls= to send)');
      await press(ana, 'edit');
      await until(ana, () => window.mazevizUi.mode === 'edit', null, 'the editor did not open');
      await ana.keyboard.press('e'); // an empty grid: the maze is the student's now
      await until(ana, () => /(^|&)walls=/.test(window.mazevizUi.link) &&
                  !document.querySelector('button[data-class="send"]').disabled, null, 'no walls= in the edited maze\'s link');
      const link = (await ui(ana)).link;
      await send.click();
      await until(ana, () => window.mazevizClass.mazeTaken === 1, null, 'the server did not take the maze');
      assert((await probe(ana)).mazeSent === link, 'the page sent ' + (await probe(ana)).mazeSent + ', not the edited ' + link);
      await until(teacher, () => window.mazevizClass.tally && window.mazevizClass.tally.mazes === '1', null,
                  'the teacher\'s tally does not count the maze');
      assert(/your maze went to the teacher/.test(await text(ana, '#class-said')), 'Ana\'s class line: ' + await text(ana, '#class-said'));
      await press(ana, 'edit'); // back to the maze
      await teacher.click('button[data-class="gather"]');
      await followed(teacher, students());
    });
    await check('the teacher sets the exercise: each student does it alone (a reload too), the scores reach the teacher and the report', async () => {
      await teacher.click('button[data-class="exercise"]');
      for (const p of students())
        await until(p, () => window.mazevizUi.mode === 'exercise' && !!window.mazevizUi.score && window.mazevizClass.exercise > 0,
          null, 'a student did not get the exercise');
      // one click in the maze's middle: its score goes to the teacher (and to the report, checked at the end)
      const at = await ana.evaluate(() => {
        const c = document.getElementById('canvas').getBoundingClientRect(), s = window.mazevizUi, k = c.width / s.out[0];
        return [c.left + (s.maze[0] + s.maze[2] / 2) * k, c.top + (s.maze[1] + s.maze[3] / 2) * k];
      });
      await ana.mouse.click(at[0], at[1]);
      await until(ana, () => window.mazevizUi.score && window.mazevizUi.score[1] >= 1, null, 'the click was not scored');
      await until(teacher, () => window.mazevizClass.tally && window.mazevizClass.tally.started === '1' &&
                  /exercise: 0 of 3 finished/.test(document.getElementById('class-said').textContent), null,
                  'the teacher\'s page does not count the exercise: ' + await text(teacher, '#class-said'));
      await ben.reload(); // a reload during the exercise: back to it, from its start
      await firstFrame(ben);
      await until(ben, () => window.mazevizUi && window.mazevizUi.mode === 'exercise' && window.mazevizClass.exercise > 0,
        null, 'Ben\'s reload during the exercise did not open it again');
      await teacher.click('button[data-class="gather"]');
      await followed(teacher, students());
      assert(await ana.evaluate(() => document.querySelector('button[data-act="step"]').disabled), 'Step is enabled after gather');
    });
    await check('a reload rejoins as the same student (the name kept), showing the teacher\'s state', async () => {
      await chen.reload();
      await firstFrame(chen);
      await until(chen, () => window.mazevizClass && window.mazevizClass.name === 'Chen', null, 'the phone did not rejoin as Chen');
      assert(!(await chen.evaluate(() => document.getElementById('class-join').open)), 'the reload asked for the name again');
      await followed(teacher, [chen]);
      await until(teacher, () => window.mazevizClass.tally && window.mazevizClass.tally.students === '3', null,
        'the teacher counts other than 3 after the reload');
    });
    await check('the teacher\'s reload: still the teacher (the key kept by the tab), the class\'s screen unchanged', async () => {
      const before = (await ui(teacher)).link;
      await teacher.reload();
      await firstFrame(teacher);
      await until(teacher, () => !document.querySelector('button[data-class="end"]').disabled, null, 'the teacher did not reconnect');
      const after = (await ui(teacher)).link;
      assert(after === before, `the teacher's reload changed the maze: ${before} -> ${after}`);
      await followed(teacher, students());
    });
    await check('Chinese: the student\'s class line in Chinese', async () => {
      await press(ben, 'lang');
      await until(ben, () => /老师/.test(document.getElementById('class-said').textContent), null, 'the class line is not in Chinese');
    });
    await check('a dropped connection says so and rejoins by itself as the same student', async () => {
      await ana.evaluate(() => window.classSockets[window.classSockets.length - 1].close());
      await until(ana, () => document.getElementById('class').classList.contains('lost') &&
                  /lost/.test(document.getElementById('class-said').textContent), null, 'no lost-connection message');
      await until(ana, () => window.classSockets.length >= 2 && !document.getElementById('class').classList.contains('lost') &&
                  window.mazevizClass.name === 'Ana', null, 'Ana did not rejoin', 10000);
      await until(teacher, () => window.mazevizClass.tally && window.mazevizClass.tally.students === '3', null,
        'the teacher counts other than 3 after the rejoin');
      await followed(teacher, [ana]);
    });
    await check('the server goes away: each student page says the connection was lost', async () => {
      server.proc.kill('SIGTERM');
      await new Promise((r) => server.proc.once('exit', r));
      for (const p of students())
        await until(p, () => document.getElementById('class').classList.contains('lost'), null, 'no lost-connection message');
      assert(/lost/.test(await text(ana, '#class-said')), 'Ana\'s page does not say the connection was lost');
    });
    await check('the report has each student\'s right answers and the maze Ana sent', async () => {
      const csv = fs.readFileSync(report, 'utf8').trim().split('\n');
      const row = (n) => (csv.find((l) => l.startsWith(`"${n}"`)) || '').split(',');
      assert(row('Ana')[4] === '2' && row('Ben')[4] === '0' && row('Chen')[4] === '1' && row('Ben')[3] === '2' &&
        row('Chen')[3] === '1',
        'report rows: ' + csv.join(' | '));
      assert(/^[01]\/[1-9]\d*$/.test(row('Ana')[5]) && row('Ben')[5] === '' && row('Chen')[5] === '',
        'exercise scores in the report: ' + csv.join(' | '));
      assert(/^"[^"]*walls=[^"]*"$/.test(row('Ana').slice(6).join(',')) && row('Ben')[6] === '',
        'the maze Ana sent is not in the report\'s last column (and none for Ben): ' + csv.join(' | '));
    });
  } finally {
    await browser.close().catch(() => {});
    server.proc.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  figures();
  console.log(`class pages: ${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed ? 1 : 0);
}

// The way of a state from the teacher's click to the students' screens (figures, not checks: the machine may be busy).
function figures() {
  const spread = (v) => { const s = v.slice().sort((a, b) => a - b); return `median ${s[s.length >> 1]} ms, at most ${s[s.length - 1]} ms (${s.length})`; };
  if (!wire.length) return;
  console.log(`class: the teacher's click to its page sending the state: ${spread(teacherLag)}`);
  console.log(`class: the teacher's page sending a state to a student's page showing it: ${spread(wire)}`);
  console.log(`class: the teacher's click to the test seeing every student follow: ${spread(follows)}`);
}

main().catch((e) => {
  console.log('FAIL the class test could not run: ' + (e && e.stack ? e.stack : e));
  figures();
  console.log(`class pages: ${results.passed} passed, ${results.failed + 1} failed`);
  process.exit(1);
});
