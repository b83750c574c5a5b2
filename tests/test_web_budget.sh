#!/usr/bin/env bash
# tests/test_web_budget.sh - web/bench.sh's budget wording (web/budget.js):
# a size is judged whatever the load; a timing is judged on a quiet machine
# and left "not judged: machine busy (load L on N cores)" on a busy one; a
# figure over its budget is "budget exceeded", at or under it "budget met".
# Skipped (77) without node.
#   bash tests/test_web_budget.sh web/budget.js
set -u
budget=$1
command -v node > /dev/null || { echo "no node: skipped"; exit 77; }
cores=$(node -e 'console.log(require("os").cpus().length)')
busy=$((cores + 1))
fails=0
expect() { # WANT LOAD FIGURE BUDGET KIND
    local got
    got=$(WEB_BENCH_LOAD=$2 node "$budget" "$3" "$4" "$5")
    if [ "$got" = "$1" ]; then echo "ok: $5 $3 against $4 at load $2: $got"
    else echo "FAIL: $5 $3 against $4 at load $2: '$got', want '$1'"; fails=$((fails + 1)); fi
}
expect "budget met" 0 575 600 size
expect "budget exceeded" 0 601 600 size
expect "budget exceeded" "$busy" 601 600 size
expect "budget met" 0 1.39 2 timing
expect "budget exceeded" 0 2.4 2 timing
expect "not judged: machine busy (load $busy.00 on $cores cores)" "$busy" 1.39 2 timing
expect "not judged: machine busy (load $busy.00 on $cores cores)" "$busy" 3.3 2 timing
expect "not judged: no figure" 0 nan 2 timing
[ "$fails" -eq 0 ]
