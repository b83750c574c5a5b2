#!/usr/bin/env node
// web/budget.js - the one wording of web/bench.sh's budgets: a figure against
// its budget is "budget met" or "budget exceeded"; a timing measured while
// the machine was busy is "not judged: machine busy (load L on N cores)",
// since a loaded machine slows a JIT and a tab more than native code and
// reads a timing high. A size is always judged.
// Busy: the one-minute load average before the measurement (WEB_BENCH_LOAD,
// else when this file was loaded) plus the benchmark's own process exceeds
// the cores.
//   node web/budget.js FIGURE BUDGET size|timing   prints the verdict
//   require('./budget.js').judge(figure, budget, timed)
'use strict';
const os = require('os');

const cores = os.cpus().length || 1;
const loadAtStart = os.loadavg()[0];

// The load the verdict is judged by: what bench.sh measured before the section, else this process's start.
function loadBefore() {
  const l = Number(process.env.WEB_BENCH_LOAD);
  return process.env.WEB_BENCH_LOAD && Number.isFinite(l) ? l : loadAtStart;
}

// The verdict on figure (lower is better) against budget; timed: a timing, which a busy machine leaves unjudged.
function judge(figure, budget, timed) {
  const load = loadBefore();
  if (!Number.isFinite(figure)) return 'not judged: no figure';
  if (timed && load + 1 > cores) return `not judged: machine busy (load ${load.toFixed(2)} on ${cores} cores)`;
  return figure <= budget ? 'budget met' : 'budget exceeded';
}

module.exports = { judge };

if (require.main === module) {
  const [figure, budget, kind] = process.argv.slice(2);
  if (figure === undefined || budget === undefined || !['size', 'timing'].includes(kind)) {
    console.error('usage: node web/budget.js FIGURE BUDGET size|timing');
    process.exit(2);
  }
  console.log(judge(figure === '-' || figure === 'nan' ? NaN : Number(figure), Number(budget), kind === 'timing'));
}
