#!/usr/bin/env bash
# test_levels_cli.sh - the octagons-and-squares grid (upsilon) and the 3D cube as a user runs them:
#   - every generator that works on graphs makes a perfect maze on each, read back from
#     --format json by json_check's own spanning-tree check, with the most neighbours a
#     cell has: 8 on octagons, 6 in a cube (up, down and the four on its level);
#   - the row generators are refused in one line naming the grid's generators;
#   - the cube's SVG draws one arrow at each end of every passage up or down (JSON: two
#     cells a level apart), and none for other passages;
#   - --size takes WxHxL on a cube only, one line and exit 2 otherwise; state strings
#     carry size=WxHxL and round-trip; --list-grids names both.
# usage: test_levels_cli.sh path/to/mazeviz path/to/json_check
set -u
bin=${1:?usage: test_levels_cli.sh MAZEVIZ JSON_CHECK}
jc=${2:?usage: test_levels_cli.sh MAZEVIZ JSON_CHECK}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

rows="binary-tree sidewinder eller recursive-division growing-binary-tree"
algos=$("$bin" --list-algos | awk '{print $1}')
[ "$(echo "$algos" | wc -w)" -ge 12 ] || fail "--list-algos lists only: $algos"

for case in "upsilon 7x5 8" "upsilon 3x3 8" "cube 4x3x3 6" "cube 3x3x3 6"; do
    set -- $case
    g=$1 size=$2 deg=$3
    for a in $algos; do
        args=(--headless --grid "$g" --size "$size" --algo "$a" --seed 5 --count 2 --format json)
        if "$bin" "${args[@]}" > "$tmp/m.json" 2> "$tmp/e"; then
            case " $rows " in *" $a "*) fail "$a ran on a $g grid: it needs rows and columns" ;; esac
            "$jc" "$tmp/m.json" --perfect --max-degree "$deg" -- "${args[@]}" > "$tmp/jc" ||
                fail "$a on a $size $g: $(grep -v '^/' "$tmp/jc" | head -3)"
        else
            case " $rows " in
            *" $a "*) grep -q "not on a $g grid; there use wilson, backtracker" "$tmp/e" ||
                fail "$a on $g: refused without naming the grid's generators: $(cat "$tmp/e")" ;;
            *) fail "$a refused on a $size $g: $(cat "$tmp/e")" ;;
            esac
        fi
    done
    state=$("$bin" --grid "$g" --size "$size" --seed 2 --print-state)
    case "$state" in *"grid=$g&size=$size"*) ;; *) fail "$g state: $state" ;; esac
    [ "$("$bin" --state "$state" --print-state)" = "$state" ] || fail "$g state does not round-trip"
    "$bin" --list-grids | grep -q "^$g " || fail "--list-grids lacks $g"
done

# The cube's SVG: an arrow at both ends of each passage up or down (cells w*h apart), no other arrows.
for seed in 1 2 3; do
    "$bin" --headless --grid cube --size 4x3x3 --seed "$seed" --format json > "$tmp/c.json"
    "$bin" --headless --grid cube --size 4x3x3 --seed "$seed" --format svg > "$tmp/c.svg" || fail "svg cube"
    grep -q '"height": 3, "levels": 3,' "$tmp/c.json" || fail "cube JSON: no height 3 and levels 3"
    vertical=$(grep -o '"passages": \[.*\]' "$tmp/c.json" | grep -o '\[[0-9]*, [0-9]*\]' | tr -d '[],' |
        awk '$2 - $1 == 12 { k++ } END { print k + 0 }')
    [ "$vertical" -gt 0 ] || fail "cube seed $seed: no passage up or down in the JSON"
    got=$(grep -c 'class="passage-mark"' "$tmp/c.svg")
    [ "$got" -eq $((2 * vertical)) ] || fail "cube seed $seed: $got arrows in the SVG, want $((2 * vertical))"
    up=$(grep -c 'class="passage-mark" data-side="4"' "$tmp/c.svg")
    [ "$up" -eq "$vertical" ] || fail "cube seed $seed: $up arrows up, want $vertical"
    if command -v xmllint > /dev/null; then xmllint --noout "$tmp/c.svg" || fail "cube: SVG not well-formed"; fi
done
"$bin" --headless --grid upsilon --size 5x4 --seed 1 --format svg | grep -q 'passage-mark' &&
    fail "upsilon SVG: an arrow where every passage has a wall"

bad "bad --size '4x4x2': a third number (levels, WxHxL) is for --grid cube only" --headless --size 4x4x2
bad "bad --size '4x4x2' for --grid hex: a third number (levels, WxHxL) is for --grid cube only" --headless --grid hex --size 4x4x2
bad "bad --size '4x4' for --grid cube: expected WxHxL" --headless --grid cube --size 4x4
bad "bad --size '4x4x1' for --grid cube: expected WxHxL: L levels (at least 2)" --headless --grid cube --size 4x4x1
bad "bad --size '4x4x2x2'" --headless --grid cube --size 4x4x2x2
bad "--algo eller works in rows and columns" --headless --grid upsilon --algo eller
"$bin" --list-grids | grep -q "^upsilon *octagonal *八边形 " || fail "--list-grids: the upsilon row: $("$bin" --list-grids | grep upsilon)"

[ "$fails" -eq 0 ] && echo "levels cli: all checks passed"
exit "$fails"
