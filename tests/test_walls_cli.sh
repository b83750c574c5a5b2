#!/usr/bin/env bash
# test_walls_cli.sh - mazes in state strings (walls=, docs/formats.md) as a
# user runs them:
#   - on every grid, with and without a mask: a maze written as JSON,
#     --load'ed and --print-state'd gives a state with walls=; --state of it
#     writes the same JSON (state -> maze) and --print-state of it the same
#     state (maze -> state);
#   - --state's screenshot is pixel-equal (the same PNG) to --load's;
#   - a 30x20 maze's state string stays short (printed, at most 260 bytes);
#   - bad encodings (a wrong length, a wrong size, a bad character, a
#     padding bit, a mask twice, walls= with algo=) exit 2 with one line.
# usage: test_walls_cli.sh path/to/mazeviz
set -u
bin=${1:?usage: test_walls_cli.sh MAZEVIZ}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad
seed=${SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
echo "seed $seed (SEED=$seed to repeat)"
printf 'XXXXXXXXXXXX\nXXXXXXXXXXXX\nXX........XX\nXX..XXXX..XX\nXXXXXXXX..XX\nXXXXXXXX..XX\nXX..XXXX..XX\nXX........XX\nXXXXXXXXXXXX\nXXXXXXXXXXXX\n' > "$tmp/ring.txt"

# headless STATE: the state without the window's keys (lang), as --headless takes it.
headless() { sed -e 's/&lang=[a-z]*//' <<< "$1"; }

# trip NAME ARGS...: JSON -> --load -> state -> --state -> JSON and state, the same.
trip() {
    local name=$1
    shift
    "$bin" --headless --seed "$seed" "$@" --format json > "$tmp/$name.json" 2> "$tmp/e" || fail "$name: writing exited $?: $(cat "$tmp/e")"
    local s t
    s=$("$bin" --load "$tmp/$name.json" --seed 1 --print-state 2> "$tmp/e") || { fail "$name: --print-state exited $?: $(cat "$tmp/e")"; return; }
    grep -q 'walls=' <<< "$s" || fail "$name: no walls= in '$s'"
    "$bin" --headless --state "$(headless "$s")" --format json > "$tmp/$name.2" 2> "$tmp/e" || fail "$name: --state exited $?: $(cat "$tmp/e")"
    cmp -s "$tmp/$name.json" "$tmp/$name.2" || fail "$name: the state's maze is not the file's"
    t=$("$bin" --state "$s" --print-state 2> "$tmp/e") || fail "$name: --state --print-state exited $?: $(cat "$tmp/e")"
    [ "$s" = "$t" ] || fail "$name: state -> maze -> state differs: '$s' then '$t'"
    echo "$name: ${#s} bytes"
}
for g in $("$bin" --list-grids | awk '{print $1}'); do
    case $g in polar) size=5 ;; cube) size=5x4x2 ;; *) size=9x6 ;; esac
    trip "$g" --grid "$g" --size "$size"
    [ "$g" = polar ] || trip "$g-mask" --grid "$g" --mask "$tmp/ring.txt"
    trip "$g-braid" --grid "$g" --size "$size" --opt braid=50
done

# The mask= key with walls=: the mask comes from the file, not the walls.
s=$("$bin" --load "$tmp/rect-mask.json" --seed 1 --print-state)
w=$(sed -e 's/.*walls=[^.]*\.\([^&]*\).*/\1/' <<< "$s")
"$bin" --headless --state "mask=$tmp/ring.txt&walls=$w&seed=1" --format json | cmp -s - "$tmp/rect-mask.json" ||
    fail "mask= and walls= without a mask part do not make the file's maze"

# Short enough for a link and a QR code: a 30x20 maze.
"$bin" --headless --seed "$seed" --size 30x20 --format json > "$tmp/big.json"
s=$("$bin" --load "$tmp/big.json" --seed "$seed" --print-state)
w=$(sed -e 's/.*walls=\([^&]*\).*/\1/' <<< "$s")
echo "30x20: state ${#s} bytes, walls= ${#w} characters"
[ "${#w}" -eq 192 ] || fail "30x20: walls= is ${#w} characters, want 192 (1150 walls, 6 a character)"
[ "${#s}" -le 260 ] || fail "30x20: the state string is ${#s} bytes"

# The same picture from the state as from the file.
if "$bin" --screenshot "$tmp/probe.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer"; then
    echo "no visualizer: pictures skipped"
else
    for f in big hex-mask polar triangle-braid; do
        s=$("$bin" --load "$tmp/$f.json" --seed 3 --print-state)
        "$bin" --load "$tmp/$f.json" --seed 3 --screenshot "$tmp/$f-load.png" --window 800x600 2> "$tmp/e" || fail "$f: --load screenshot: $(cat "$tmp/e")"
        "$bin" --state "$s" --screenshot "$tmp/$f-state.png" --window 800x600 2> "$tmp/e" || fail "$f: --state screenshot: $(cat "$tmp/e")"
        cmp -s "$tmp/$f-load.png" "$tmp/$f-state.png" || fail "$f: the state's picture differs from --load's"
    done
fi

# Bad encodings: one line, exit 2.
s=$(headless "$("$bin" --load "$tmp/big.json" --seed 1 --print-state)")
w=$(sed -e 's/.*walls=\([^&]*\).*/\1/' <<< "$s")
bad "too long for this grid" --headless --state "size=30x20&walls=${w}A"
bad "too short for this grid" --headless --state "size=30x20&walls=${w%?}"
bad "too long for this grid" --headless --state "size=20x20&walls=$w"
bad "not base64url" --headless --state "size=30x20&walls=*${w#?}"
bad "bits past the last wall" --headless --state "size=30x20&walls=${w%?}_" # 1150 = 191*6 + 4: the top 2 bits are padding
bad "--algo does not go with walls=" --headless --state "$s&algo=prim"
bad "--load does not go with walls=" --headless --load "$tmp/big.json" --walls "$w"
bad "mask= gives one" --headless --state "mask=$tmp/ring.txt&walls=A.$w"
bad "leaves no cell" --headless --state "size=2x2&walls=A.A"
exit $fails
