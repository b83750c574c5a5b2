#!/usr/bin/env bash
# web/bench.sh - the web edition's budgets, printed (a benchmark: figures, not
# a pass or fail):
#   - the core in WebAssembly: bench/bench.c built by emcc and run by node,
#     against the same bench built natively, for Wilson and the backtracker
#     at 1024x1024, in alternating rounds (native, wasm, native, wasm, ...)
#     so both see the same machine load; medians and their ratio (budget 2x);
#   - the site's size gzipped (budget 3 MB);
#   - the checkpoint budget of a machine in a tab (config.h).
# The first maze frame after page load is measured by web/test.js.
#
# usage: web/bench.sh [NATIVE_BENCH [WASM_BENCH_JS [SITE_DIR]]]
#        (defaults: build/bench/bench build-web/meson/bench/bench.js build-web/site)
#        WEB_BENCH_ROUNDS=N rounds (default 7)
set -u
cd "$(dirname "$0")/.."
native=${1:-build/bench/bench}
wasm=${2:-build-web/meson/bench/bench.js}
site=${3:-build-web/site}
rounds=${WEB_BENCH_ROUNDS:-7}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# meson test builds only what tests need: the native bench may still be missing.
[ -x "$native" ] || [ ! -f build/build.ninja ] || [ "$native" != build/bench/bench ] ||
    ninja -C build bench/bench > /dev/null
[ -x "$native" ] || { echo "web/bench.sh: no native bench at $native (meson compile -C build)" >&2; exit 1; }
[ -f "$wasm" ] || { echo "web/bench.sh: no wasm bench at $wasm (bash web/build.sh)" >&2; exit 1; }

# One run: "WATCHED [UNWATCHED]" ns/step of the algorithm's 1024² line(s).
one() {
    "$@" --sizes 1024 --reps 1 | awk '$2 == "1024²" && $1 != "algorithm" { w = $4 }
        /wilson unwatched/ { u = $4 } END { print w, u }'
}

for ((r = 1; r <= rounds; r++)); do
    for algo in wilson backtracker; do
        one "$native" --algo "$algo" >> "$tmp/native-$algo"
        one node "$wasm" --algo "$algo" >> "$tmp/wasm-$algo"
    done
done

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
row() { # name, file column
    local n w
    n=$(cut -d' ' -f"$3" "$tmp/native-$2" | median)
    w=$(cut -d' ' -f"$3" "$tmp/wasm-$2" | median)
    awk -v name="$1" -v n="$n" -v w="$w" 'BEGIN { printf "%-32s %9.2f %9.2f %7.2fx\n", name, n, w, w / n }'
}
echo "core at 1024x1024, ns/step, median of $rounds alternating rounds (budget: wasm within 2x native)"
printf '%-32s %9s %9s %8s\n' "" native wasm ratio
row "wilson (watched, as the window)" wilson 1
row "wilson unwatched (headless)" wilson 2
row "backtracker (watched)" backtracker 1

if [ -d "$site" ]; then
    total=0
    for f in "$site"/*; do
        z=$(gzip -9c "$f" | wc -c)
        total=$((total + z))
        printf '  %-20s %9d bytes, %9d gzipped\n' "${f##*/}" "$(wc -c < "$f")" "$z"
    done
    awk -v t="$total" 'BEGIN { printf "site size gzipped: %.2f MB (budget 3 MB)\n", t / 1048576 }'
fi
mb=$(sed -n 's/^#define CONFIG_HISTORY_BYTES_WEB (\([0-9]*\)u << 20).*/\1/p' src/app/config.h)
echo "checkpoint budget in a tab: ${mb:-?} MB a machine (CONFIG_HISTORY_BYTES_WEB; the desktop's is larger)"
