#!/usr/bin/env bash
# test_challenge_cli.sh - challenges as a user runs them:
#   - --list-challenges: one line per challenge (id, size, English and
#     Chinese title), at least eight;
#   - --headless --challenge ID --load FILE prints "challenge ID: passed"
#     (exit 0) or "challenge ID: failed: WHY" (exit 1) for files written
#     here (generated mazes, the open grid written from a walls= state);
#   - an unknown id exits 2 with one line listing the challenges; a maze
#     of another size fails saying the size.
# usage: test_challenge_cli.sh path/to/mazeviz
set -u
bin=${1:?usage: test_challenge_cli.sh MAZEVIZ}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

n=$("$bin" --list-challenges | wc -l)
[ "$n" -ge 8 ] || fail "--list-challenges lists $n challenges, want 8 or more"
"$bin" --list-challenges | grep -q '^looks-prim  *16x12  *Like Prim' || fail "--list-challenges: no looks-prim row"

# verdict ID WANT_RC WANT_LINE FILE
verdict() {
    "$bin" --headless --challenge "$1" --load "$4" > "$tmp/o" 2> "$tmp/e"
    local rc=$?
    [ "$rc" -eq "$2" ] || fail "$1 on $4: exit $rc, want $2 ($(cat "$tmp/o" "$tmp/e"))"
    grep -qF -- "$3" "$tmp/o" || fail "$1 on $4: '$(cat "$tmp/o")', want '$3'"
    [ "$(wc -l < "$tmp/o")" -eq 1 ] || fail "$1 on $4: not one line"
}
"$bin" --headless --size 16x12 --algo prim --seed 3 --format json > "$tmp/prim.json"
"$bin" --headless --size 16x12 --algo backtracker --seed 3 > "$tmp/back.txt"
open=$(printf '_%.0s' $(seq 28))P # 12x8: 172 walls, all open (28 characters of 6 bits, one of 4)
"$bin" --headless --state "size=12x8&walls=$open&seed=1" --format json > "$tmp/open.json"
"$bin" --headless --size 12x8 --algo backtracker --seed 7 > "$tmp/perfect.txt"
verdict looks-prim 0 "challenge looks-prim: passed" "$tmp/prim.json"
verdict looks-prim 1 "challenge looks-prim: failed: dead ends 11 % (needs 30 % or more)" "$tmp/back.txt"
verdict looks-backtracker 0 "challenge looks-backtracker: passed" "$tmp/back.txt"
verdict wall-follower 0 "challenge wall-follower: passed" "$tmp/open.json"
verdict wall-follower 1 "challenge wall-follower: failed: the wall follower reaches the goal" "$tmp/perfect.txt"
verdict pledge 0 "challenge pledge: passed" "$tmp/open.json"
verdict astar-bfs 1 "challenge astar-bfs: failed: A* explored" "$tmp/open.json"
verdict longest 1 "challenge longest: failed: the maze must be 8x8" "$tmp/open.json"
# Without --load: a generator's maze, on the challenge's size.
"$bin" --headless --challenge looks-prim --algo prim --seed 3 > "$tmp/o" || fail "--challenge with --algo prim: exit $?"
grep -qx "challenge looks-prim: passed" "$tmp/o" || fail "--challenge with --algo prim: $(cat "$tmp/o")"

# The window's picture with the task and the verdict; the state string carries the challenge.
if ! "$bin" --screenshot "$tmp/probe.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer"; then
    "$bin" --challenge looks-prim --load "$tmp/prim.json" --screenshot "$tmp/c.png" --window 800x600 --panel on 2> "$tmp/e" ||
        fail "--challenge --screenshot exited $?: $(cat "$tmp/e")"
    s=$("$bin" --challenge mouse --seed 4 --print-state)
    [ "$s" = "algo=wilson&size=16x16&seed=4&challenge=mouse&lang=en" ] || fail "--challenge's state: '$s'"
fi

bad "unknown challenge 'nope': wall-follower, astar-bfs" --headless --challenge nope
bad "--challenge prints its verdict" --headless --challenge mouse --check-maze
exit $fails
