#!/usr/bin/env bash
# test_load_cli.sh - --load FILE and --check-maze (issue 33) as a user runs them:
#   - round trips: generate -> --format X -> --load -> --format X is the same
#     bytes, on every grid (rect ascii/unicode/json, hex, triangle, polar,
#     cube, upsilon)
#     and masks (text and JSON); a solved maze loads as its maze;
#   - --format ascii of every generator loads to the same maze (JSON equal);
#   - the loaded maze goes on to --solve, --stats, --solver-table, --trace;
#   - bad files (empty, truncated, wrong size, non-maze characters, a JSON
#     of another grid, a JSON that is not JSON, a FIFO) are one line
#     FILE:LINE: ... and exit 2; flags that make a maze are refused with it;
#   - --check-maze against an independent count (maze_count.awk): a perfect
#     maze, one wall removed (loops 1), one wall added (unreachable > 0), a
#     braid maze (dead_ends 0), on mazes of a random seed (printed).
# usage: test_load_cli.sh path/to/mazeviz path/to/maze_count.awk
set -u
bin=${1:?usage: test_load_cli.sh MAZEVIZ MAZE_COUNT_AWK}
count=${2:?usage: test_load_cli.sh MAZEVIZ MAZE_COUNT_AWK}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad
seed=${SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
echo "seed $seed (SEED=$seed to repeat)"

printf 'XXXXXXXXXXXX\nXXXXXXXXXXXX\nXX........XX\nXX..XXXX..XX\nXXXXXXXX..XX\nXXXXXXXX..XX\nXX..XXXX..XX\nXX........XX\nXXXXXXXXXXXX\nXXXXXXXXXXXX\n' > "$tmp/ring.txt"
printf '....XXXX\n..XXXXXX\nXXXXXX..\nXXXX....\n' > "$tmp/step.txt"

# round NAME FORMAT ARGS...: written, loaded, written again: the same bytes.
round() {
    local name=$1 fmt=$2
    shift 2
    "$bin" --headless --seed "$seed" "$@" --format "$fmt" > "$tmp/$name.1" 2> /dev/null || fail "$name: writing exited $?"
    "$bin" --headless --load "$tmp/$name.1" --format "$fmt" > "$tmp/$name.2" 2> "$tmp/e" ||
        fail "$name: --load exited $?: $(cat "$tmp/e")"
    cmp -s "$tmp/$name.1" "$tmp/$name.2" || fail "$name: written, loaded and written again differs"
}
round rect-ascii ascii --size 13x7
round rect-unicode unicode --size 13x7 --algo kruskal
round rect-json json --size 13x7 --algo prim
round rect-1x1 ascii --size 1x1
round hex-json json --grid hex --size 7x5
round triangle-json json --grid triangle --size 9x5
round polar-json json --grid polar --size 5
round polar-cells json --grid polar --size 4x8
round cube-json json --grid cube --size 4x3x3
round upsilon-json json --grid upsilon --size 7x5
round ring-ascii ascii --mask "$tmp/ring.txt"
round ring-unicode unicode --mask "$tmp/step.txt"
round ring-json json --mask "$tmp/ring.txt" --grid hex
round triangle-mask-json json --mask "$tmp/ring.txt" --grid triangle
round braided-json json --grid hex --opt braid=60
"$bin" --headless --seed "$seed" --grid hex --size 6x4 --format svg > "$tmp/hex.svg" 2> /dev/null
"$bin" --headless --seed "$seed" --grid hex --size 6x4 --format json > "$tmp/hex.json" 2> /dev/null
"$bin" --headless --load "$tmp/hex.json" 2> /dev/null | cmp -s - "$tmp/hex.svg" ||
    fail "a hex grid loaded is not written as the SVG of the same maze (the default format of hex)"

# A solved maze (path marks) loads as its maze; a text mask loads to the mask's maze (JSON equal).
"$bin" --headless --seed "$seed" --size 9x6 --solve bfs > "$tmp/solved.txt" 2> /dev/null
"$bin" --headless --seed "$seed" --size 9x6 > "$tmp/plain.txt" 2> /dev/null
grep -q '\.' "$tmp/solved.txt" || fail "the solved maze has no path marks"
"$bin" --headless --load "$tmp/solved.txt" 2> /dev/null | cmp -s - "$tmp/plain.txt" || fail "a solved maze does not load as its maze"
"$bin" --headless --seed "$seed" --mask "$tmp/ring.txt" --format json > "$tmp/ring.json" 2> /dev/null
"$bin" --headless --load "$tmp/ring-ascii.1" --format json 2> /dev/null | cmp -s - "$tmp/ring.json" ||
    fail "the masked ASCII maze loads to another maze than its JSON"

# Every generator's ASCII loads to the same maze.
for algo in $("$bin" --list-algos | awk '{print $1}'); do
    "$bin" --headless --algo "$algo" --seed "$seed" --size 11x8 > "$tmp/g.txt" 2> /dev/null
    "$bin" --headless --algo "$algo" --seed "$seed" --size 11x8 --format json > "$tmp/g.json" 2> /dev/null
    "$bin" --headless --load "$tmp/g.txt" --format json 2> /dev/null | cmp -s - "$tmp/g.json" ||
        fail "$algo: its ASCII maze loads to another maze"
done

# The loaded maze goes on: a solver finds the same path as on the generated maze; stats and the table run.
"$bin" --headless --load "$tmp/plain.txt" --solve astar > "$tmp/s1" 2> /dev/null || fail "--load --solve exited $?"
"$bin" --headless --seed "$seed" --size 9x6 --solve astar > "$tmp/s2" 2> /dev/null
cmp -s "$tmp/s1" "$tmp/s2" || fail "--load --solve astar: another path than on the generated maze"
"$bin" --stats --load "$tmp/hex.json" > "$tmp/st" 2> "$tmp/e" || fail "--stats --load exited $?: $(cat "$tmp/e")"
[ "$(grep -vc '^#' "$tmp/st")" -eq 1 ] && grep -q "^loaded " "$tmp/st" ||
    fail "--stats --load: not one row for the loaded maze: $(cat "$tmp/st")"
"$bin" --solver-table --load "$tmp/plain.txt" > "$tmp/st" 2> "$tmp/e" || fail "--solver-table --load exited $?: $(cat "$tmp/e")"
"$bin" --headless --trace --load "$tmp/plain.txt" > "$tmp/tr" 2> "$tmp/e" || fail "--trace --load exited $?"
passages=$(( $("$bin" --headless --load "$tmp/plain.txt" --format json 2> /dev/null | grep -o '\], \[' | wc -l) ))
[ "$(grep -c 'opened the wall' "$tmp/tr")" -gt 0 ] || fail "--trace --load: no step opened a wall: $(head -3 "$tmp/tr")"

# Bad files: one line naming FILE:LINE, exit 2.
f=$tmp/plain.txt
: > "$tmp/empty.txt"
head -n 8 "$f" > "$tmp/cut.txt"
head -n 7 "$f" > "$tmp/cut7.txt"
head -c 100 "$tmp/hex.json" > "$tmp/cut.json"
sed '3s/.$//' "$f" > "$tmp/short.txt"
sed '3s/^#/X/' "$f" > "$tmp/char.txt"
sed '1s/^#/ /' "$f" > "$tmp/corner.txt"
sed '1s/"hex"/"triangle"/' "$tmp/hex.json" > "$tmp/other.json"
sed '1s/"width": 6/"width": 5/' "$tmp/hex.json" > "$tmp/wide.json"
sed '1s/"passages": \[\[\([0-9]*\), [0-9]*\]/"passages": [[\1, 23]/' "$tmp/hex.json" > "$tmp/nonb.json"
printf '{"grid": "hex", "width": 6, "height": 4, "cells": [}\n' > "$tmp/notjson.json"
cat "$tmp/hex.json" "$tmp/hex.json" > "$tmp/two.json"
bad "empty.txt: an empty file" --headless --load "$tmp/empty.txt"
bad "cut.txt:8: a maze of an even size" --headless --load "$tmp/cut.txt"
bad "cut7.txt:7: column" --headless --load "$tmp/cut7.txt"
grep -qF "(is the file cut short?)" "$tmp/e" || fail "a file cut after a line of cells does not say it may be cut short: $(cat "$tmp/e")"
bad "cut.json:1: not the JSON mazeviz writes" --headless --load "$tmp/cut.json"
bad "short.txt:3: 18 squares, but line 1 has 19" --headless --load "$tmp/short.txt"
bad "char.txt:3: bad character 'X' in column 1" --headless --load "$tmp/char.txt"
bad "corner.txt:1: column" --headless --load "$tmp/corner.txt"
bad "other.json:1: cell 0's" --headless --load "$tmp/other.json"
bad "wide.json:1: cell" --headless --load "$tmp/wide.json"
bad "nonb.json:1: passage [0, 23] joins no two neighbouring cells" --headless --load "$tmp/nonb.json"
bad "notjson.json:1: not the JSON mazeviz writes: expected '{' here (column 52)" --headless --load "$tmp/notjson.json"
bad "two.json:2: a second maze" --headless --load "$tmp/two.json"
"$bin" --headless --seed "$seed" --grid cube --size 3x2x2 --format json 2> /dev/null | sed '1s/"levels": 2/"levels": 0/' > "$tmp/flat.json"
bad "flat.json:1: 3x2x0 is no size of a cube grid" --headless --load "$tmp/flat.json"
bad "cannot read --load" --headless --load "$tmp/none.txt"
mkfifo "$tmp/fifo" && bad "not a regular file" --headless --load "$tmp/fifo"
bad "--algo does not go with --load" --headless --load "$f" --algo prim
bad "--size does not go with --load" --headless --load "$f" --size 3x3
bad "with --load only braid=P" --headless --load "$f" --opt start=random
bad "--format ascii draws rectangular grids only" --headless --load "$tmp/hex.json" --format ascii
bad "--check-maze prints its own lines" --headless --check-maze --format json
bad "--check-maze does not go with" --stats --check-maze

# --check-maze against the independent count.
check() { # NAME FILE: --check-maze on FILE equals maze_count.awk's count
    "$bin" --headless --load "$2" --check-maze > "$tmp/c1" 2> "$tmp/e" || fail "$1: --check-maze exited $?: $(cat "$tmp/e")"
    awk -f "$count" "$2" > "$tmp/c2"
    cmp -s "$tmp/c1" "$tmp/c2" || fail "$1: --check-maze says $(tr '\n' ' ' < "$tmp/c1"), the count $(tr '\n' ' ' < "$tmp/c2")"
}
"$bin" --headless --seed "$seed" --size 14x9 --algo backtracker > "$tmp/p.txt" 2> /dev/null
check perfect "$tmp/p.txt"
grep -qx "perfect yes" "$tmp/c1" && grep -qx "loops 0" "$tmp/c1" || fail "a perfect maze is not perfect: $(cat "$tmp/c1")"
# one wall removed: the first interior wall between two cells (odd line, even column inside)
awk 'NR % 2 == 0 && !done { for (i = 3; i < length($0); i += 2) if (substr($0, i, 1) == "#") { $0 = substr($0, 1, i - 1) " " substr($0, i + 1); done = 1; break } } { print }' "$tmp/p.txt" > "$tmp/loop.txt"
check "one wall removed" "$tmp/loop.txt"
grep -qx "loops 1" "$tmp/c1" && grep -qx "perfect no" "$tmp/c1" || fail "one wall removed: not one loop: $(cat "$tmp/c1")"
# one wall added: the first open side between two cells
awk 'NR % 2 == 0 && !done { for (i = 3; i < length($0); i += 2) if (substr($0, i, 1) == " ") { $0 = substr($0, 1, i - 1) "#" substr($0, i + 1); done = 1; break } } { print }' "$tmp/p.txt" > "$tmp/cut2.txt"
check "one wall added" "$tmp/cut2.txt"
grep -q "^unreachable [1-9]" "$tmp/c1" || fail "one wall added: nothing unreachable: $(cat "$tmp/c1")"
"$bin" --headless --seed "$seed" --size 14x9 --opt braid=100 > "$tmp/braid.txt" 2> /dev/null
check braid "$tmp/braid.txt"
grep -qx "dead_ends 0" "$tmp/c1" || fail "a braid maze has dead ends: $(cat "$tmp/c1")"
# any generator, without --load; --from/--to name the solution's ends
"$bin" --headless --seed "$seed" --grid hex --check-maze > "$tmp/c1" 2> /dev/null
[ "$(wc -l < "$tmp/c1")" -eq 7 ] && grep -qx "perfect yes" "$tmp/c1" || fail "--check-maze on a hex maze: $(cat "$tmp/c1")"
"$bin" --headless --load "$tmp/p.txt" --check-maze --from 0,0 --to 1,0 > "$tmp/c1" 2> /dev/null
d=$(( ($("$bin" --headless --load "$tmp/p.txt" --solve bfs --from 0,0 --to 1,0 2> /dev/null | grep -o '\.' | wc -l) + 1) / 2 ))
grep -qx "solution $d" "$tmp/c1" || fail "--check-maze --from 0,0 --to 1,0: want solution $d: $(cat "$tmp/c1")"

exit $((fails > 0))
