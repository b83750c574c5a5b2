#!/usr/bin/env bash
# web/bench.sh - the web edition's budgets, printed (a benchmark: figures, not
# a pass or fail):
#   - the core in WebAssembly: bench/bench.c built by emcc and run by node and
#     in a headless Chromium tab, against the same bench built natively, for
#     Wilson and the backtracker at 1024x1024, in alternating rounds
#     (native, node, tab, native, ...) so all see the same machine load;
#     medians and their ratios (budget: within 2x native), with how busy
#     the machine was (a JIT loses more than native code to a loaded machine:
#     judge the ratio on a quiet one);
#   - the site's size as sent: brotli (budget 600 KB) and gzip, file by file;
#   - the checkpoint budget of a machine in a tab (config.h);
#   - step back (`←`, `[`) on a finished Kruskal at 1000x1000 and 2000x2000
#     in a tab (web/bench_stepback.js; budget 100 ms and 250 ms).
#   - the first maze frame after page load (budget 1 s; 3 s on a 1.6 Mbit/s,
#     150 ms link emulated by the browser), median of 5 alternating loads
#     (web/bench_firstframe.js; web/test.js checks it too).
# Each budget is printed with its figure and a verdict (web/budget.js):
# "budget met", "budget exceeded", or "not judged: machine busy (load L on
# N cores)" for a timing taken while other work held the cores; the size is
# always judged.
# Exits 1 when a run gave no figures (each failed run says why in one line).
#
# usage: web/bench.sh [NATIVE_BENCH [WASM_BENCH_JS [SITE_DIR]]]
#        (defaults: build/bench/bench build-web/meson/bench/bench.js build-web/site)
#        WEB_BENCH_ROUNDS=N rounds (default 5); the tab's runs need
#        playwright-core in build-web/npm (web/test.sh installs it), else
#        they are left out
set -u
cd "$(dirname "$0")/.."
native=${1:-build/bench/bench}
wasm=${2:-build-web/meson/bench/bench.js}
site=${3:-build-web/site}
rounds=${WEB_BENCH_ROUNDS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# meson test builds only what tests need: the native bench may still be missing.
[ -x "$native" ] || [ ! -f build/build.ninja ] || [ "$native" != build/bench/bench ] ||
    ninja -C build bench/bench > /dev/null
[ -x "$native" ] || { echo "web/bench.sh: no native bench at $native (meson compile -C build)" >&2; exit 1; }
[ -f "$wasm" ] || { echo "web/bench.sh: no wasm bench at $wasm (bash web/build.sh)" >&2; exit 1; }
tab=false
[ -f build-web/npm/node_modules/playwright-core/package.json ] && [ -x "${CHROMIUM:-/usr/lib/chromium/chromium}" ] && tab=true

# One run: "WATCHED [UNWATCHED]" ns/step of the algorithm's 1024² line(s).
pick() {
    awk '$2 == "1024²" && $1 != "algorithm" { w = $4 } /wilson unwatched/ { u = $4 } END { print w, u }'
}
load() { cut -d' ' -f1 /proc/loadavg 2> /dev/null || echo '?'; }

# One run of WHERE (native, node, tab) for ALGO: its figures appended to
# $tmp/WHERE-ALGO; a run that fails says so in one line (its last line of
# error: node's own would be the whole minified glue, all on one line).
# node without fetch: emscripten 3.1.6's glue fetches its .wasm when fetch
# exists, and node (18 on) has one that takes no file path.
run() {
    local where=$1 algo=$2 out
    shift 2
    if out=$("$@" --algo "$algo" --sizes 1024 --reps 1 2> "$tmp/err") && [ -n "$(echo "$out" | pick | tr -d ' ')" ]; then
        echo "$out" | pick >> "$tmp/$where-$algo"
    else
        echo "web/bench.sh: the $where run of $algo failed: $(grep -v '^\s*$' "$tmp/err" | tail -n 1 | cut -c1-200)" >&2
    fi
}

load0=$(load)
for ((r = 1; r <= rounds; r++)); do
    for algo in wilson backtracker; do
        run native "$algo" "$native"
        run node "$algo" node --no-experimental-fetch "$wasm"
        $tab && run tab "$algo" env NODE_PATH="$PWD/build-web/npm/node_modules" node web/bench_browser.js "$wasm"
    done
done
load1=$(load)

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { # where, algorithm, column
    [ -s "$tmp/$1-$2" ] && cut -d' ' -f"$3" "$tmp/$1-$2" | median || echo nan
}
row() { # name, algorithm, column
    local n w t
    n=$(col native "$2" "$3")
    w=$(col node "$2" "$3")
    t=$(col tab "$2" "$3")
    awk -v name="$1" -v n="$n" -v w="$w" -v t="$t" -v tab="$tab" 'BEGIN {
        printf "%-32s %8s", name, n == "nan" ? "-" : sprintf("%.2f", n)
        ratio(w)
        if (tab == "true") ratio(t)
        printf "\n" }
        function ratio(v) { # the figure and its ratio to native; dashes where a run gave none
            printf " %8s %7s", v == "nan" ? "-" : sprintf("%.2f", v), v == "nan" || n == "nan" ? "-" : sprintf("%.2fx", v / n) }'
    awk -v name="$1" -v n="$n" -v w="$w" -v t="$t" 'BEGIN { # the ratios, for the verdict
        if (n != "nan" && w != "nan") printf "node %.2f %s\n", w / n, name
        if (n != "nan" && t != "nan") printf "tab %.2f %s\n", t / n, name }' >> "$tmp/ratios"
    [ "$n" != nan ] && [ "$w" != nan ] && { ! $tab || [ "$t" != nan ]; }
}
cores=$(nproc 2> /dev/null || echo '?')
echo "core at 1024x1024, ns/step, median of $rounds alternating rounds (budget: wasm within 2x native)"
echo "machine: $cores cores, load average $load0 before, $load1 after (a busy machine reads the ratios high)"
printf '%-32s %8s %8s %7s' "" native node ratio
$tab && printf ' %8s %7s' tab ratio
printf '\n'
status=0
row "wilson (watched, as the window)" wilson 1 || status=1
row "wilson unwatched (headless)" wilson 2 || status=1
row "backtracker (watched)" backtracker 1 || status=1
# The budget: the worst ratio of each place the core runs, judged by the load before the rounds.
for where in node tab; do
    [ "$where" = tab ] && ! $tab && continue
    worst=$(awk -v w="$where" '$1 == w' "$tmp/ratios" 2> /dev/null | sort -k2 -g | tail -n 1)
    set -- ${worst:-$where nan no figure}
    fig=$([ "$2" = nan ] && echo "no figure" || echo "${2}x (${*:3})")
    echo "budget, core in wasm ($where) within 2x native: $fig - $(WEB_BENCH_LOAD=$load0 node web/budget.js "$2" 2 timing)"
done

if [ -d "$site" ]; then
    br=0 gz=0
    printf '  %-20s %9s %9s %9s\n' file bytes brotli gzip
    for f in "$site"/*; do
        case $f in *.br | *.gz) continue ;; esac
        [ -f "$f" ] || continue # scripts/: the examples, fetched only when chosen
        b=$( [ -f "$f.br" ] && wc -c < "$f.br" || wc -c < "$f")
        g=$( [ -f "$f.gz" ] && wc -c < "$f.gz" || gzip -9c "$f" | wc -c)
        br=$((br + b)) gz=$((gz + g))
        printf '  %-20s %9d %9d %9d\n' "${f##*/}" "$(wc -c < "$f")" "$b" "$g"
    done
    kb=$(awk -v b="$br" 'BEGIN { printf "%.0f", b / 1024 }')
    awk -v b="$br" -v g="$gz" 'BEGIN { printf "site as sent: %d bytes brotli, %.0f KB gzip\n", b, g / 1024 }'
    echo "budget, site at most 600 KB brotli: $kb KB - $(node web/budget.js "$kb" 600 size)"
fi
mb=$(sed -n 's/^#define CONFIG_HISTORY_BYTES_WEB (\([0-9]*\)u << 20).*/\1/p' src/app/config.h)
echo "checkpoint budget in a tab: ${mb:-?} MB a machine (CONFIG_HISTORY_BYTES_WEB; the desktop's is larger)"
# The first maze frame, on a normal and on a slow school link.
if $tab && [ -f "$site/mazeviz.wasm" ]; then
    l=$(load)
    echo "first frame: load average $l"
    WEB_BENCH_LOAD=$l NODE_PATH=$PWD/build-web/npm/node_modules node web/bench_firstframe.js "$site" "$rounds" || status=1
fi
# Step back in a tab on a finished Kruskal (budget 100 ms at 1000x1000, 250 ms at 2000x2000).
if $tab && [ -f "$site/mazeviz.wasm" ]; then
    l=$(load)
    echo "step back: load average $l"
    WEB_BENCH_LOAD=$l NODE_PATH=$PWD/build-web/npm/node_modules node web/bench_stepback.js "$site" "$rounds" || status=1
fi
exit $status
