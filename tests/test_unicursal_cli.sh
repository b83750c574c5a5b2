#!/usr/bin/env bash
# test_unicursal_cli.sh - --opt unicursal=on as a user runs it:
#   - for every generator of the rect grid and several even sizes, read back from
#     --format json by json_check's own walk (--unicursal): no cell has more than two
#     passages, two cells have one (the ends), and the walk from one end visits every cell;
#   - the labyrinth is the doubled maze of the same seed at half the size: each passage of
#     that maze is two parallel passages between its cells' 2x2 blocks, and no other
#     passage crosses between blocks (checked from the two JSON files);
#   - the grids and sizes it does not fit, and braid/sparse after it, are one line and exit 2;
#   - state strings carry unicursal=on; --trace counts its steps (one per cell of the maze
#     it doubles).
# usage: test_unicursal_cli.sh path/to/mazeviz path/to/json_check
set -u
bin=${1:?usage: test_unicursal_cli.sh MAZEVIZ JSON_CHECK}
jc=${2:?usage: test_unicursal_cli.sh MAZEVIZ JSON_CHECK}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

seed=$((RANDOM % 1000))
echo "seed $seed"
algos=$("$bin" --list-algos | awk '{print $1}')
[ "$(echo "$algos" | wc -w)" -ge 12 ] || fail "--list-algos lists only: $algos"

# The passages of a JSON maze, "a b" a line.
passages() { grep -o '"passages": \[.*\]\]' "$1" | grep -o '\[[0-9]*, [0-9]*\]' | tr -d '[],'; }

for a in $algos; do
    for size in 2x2 4x2 10x6 24x16; do
        w=${size%x*} h=${size#*x}
        args=(--headless --algo "$a" --size "$size" --seed "$seed" --count 2 --format json --opt unicursal=on)
        "$bin" "${args[@]}" > "$tmp/u.json" 2> "$tmp/e" || { fail "$a $size: $(cat "$tmp/e")"; continue; }
        "$jc" "$tmp/u.json" --unicursal -- "${args[@]}" > "$tmp/jc" ||
            fail "$a $size: $(grep -v '^/' "$tmp/jc" | head -3)"
        # the doubled maze: the same generator and seed at half the size
        "$bin" --headless --algo "$a" --size "$((w / 2))x$((h / 2))" --seed "$seed" --format json > "$tmp/s.json"
        "$bin" --headless --algo "$a" --size "$size" --seed "$seed" --format json --opt unicursal=on > "$tmp/u1.json"
        want=$(passages "$tmp/s.json" | awk -v sw=$((w / 2)) -v W="$w" '{
            ax = $1 % sw; ay = int($1 / sw); bx = $2 % sw; by = int($2 / sw)
            if (by == ay) { x = 2 * ax + 1; y = 2 * ay; print y * W + x, y * W + x + 1; print (y + 1) * W + x, (y + 1) * W + x + 1 }
            else { x = 2 * ax; y = 2 * ay + 1; print y * W + x, (y + 1) * W + x; print y * W + x + 1, (y + 1) * W + x + 1 } }' | sort)
        got=$(passages "$tmp/u1.json" | awk -v W="$w" '{
            if (int(($1 % W) / 2) != int(($2 % W) / 2) || int(int($1 / W) / 2) != int(int($2 / W) / 2)) print $1, $2 }' | sort)
        [ "$want" = "$got" ] || fail "$a $size: the passages between blocks are not the half-size maze's, doubled"
    done
done

# --trace: one step per cell of the maze it doubles
steps=$("$bin" --headless --trace --size 12x8 --seed 3 --opt unicursal=on | wc -l)
[ "$steps" -eq 24 ] || fail "--trace: $steps steps for a 6x4 maze doubled, want 24"
grep -q "cell-doubled" <("$bin" --list-events unicursal) || fail "--list-events unicursal"

# state strings
st=$("$bin" --algo prim --size 10x8 --seed 4 --opt unicursal=on --lang en --print-state)
[ "$st" = "algo=prim&unicursal=on&size=10x8&seed=4&lang=en" ] || fail "--print-state: $st"
"$bin" --headless --state "${st%&lang=en}" | cmp -s - <("$bin" --headless --algo prim --size 10x8 --seed 4 --opt unicursal=on) ||
    fail "the state's unicursal=on is not --opt unicursal=on"
"$bin" --headless --opt unicursal=off --size 10x8 --seed 4 | cmp -s - <("$bin" --headless --size 10x8 --seed 4) ||
    fail "unicursal=off changed the maze"

bad "--opt unicursal=on doubles square cells: it needs --grid rect without a mask, not hex" --headless --grid hex --opt unicursal=on
bad "not torus" --headless --grid torus --size 6x6 --opt unicursal=on
bad "not polar" --headless --grid polar --opt unicursal=on
bad "not a mask" --headless --mask-text A --opt unicursal=on
bad "needs an even --size" --headless --size 7x6 --opt unicursal=on
bad "braid=P would break it" --headless --opt unicursal=on --opt braid=20
bad "sparse=N would break it" --headless --opt unicursal=on --opt sparse=2
bad "unicursal takes on or off" --headless --opt unicursal=yes
bad "bad --state key unicursal='yes'" --state 'unicursal=yes' --print-state
bad "--opt unicursal=on does not go with --gif" --gif "$tmp/x.gif" --opt unicursal=on
bad "--opt unicursal=on does not go with --compare" --compare wilson,prim --opt unicursal=on

exit "$fails"
