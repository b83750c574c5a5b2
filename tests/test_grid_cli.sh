#!/usr/bin/env bash
# test_grid_cli.sh - --grid, --mask and --mask-text as a user runs them:
#   - every bad input (grid, size per shape, row algorithm, text format,
#     mask files, ends) is one line and exit 2;
#   - --format json read back by json_check: the same mazes as the core
#     makes, symmetric neighbours, passages between neighbours, perfect;
#   - --format svg well-formed (xmllint) for every grid and mask, one black
#     polyline per closed interior wall (counted against the JSON);
#   - ascii and unicode on a masked rectangle: missing cells blank, no wall
#     that touches no cell, the same passages as the JSON;
#   - --stats and --uniformity on every grid; --mask-text joined into one
#     maze, with its note (or refused in a build without the visualizer).
# usage: test_grid_cli.sh path/to/mazeviz path/to/json_check
set -u
bin=${1:?usage: test_grid_cli.sh MAZEVIZ JSON_CHECK}
jc=${2:?usage: test_grid_cli.sh MAZEVIZ JSON_CHECK}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad
has_viz=1
"$bin" --screenshot "$tmp/probe.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer" && has_viz=0
rm -f "$tmp/probe.png"


# Masks used below: a thick O with a block inside joined to it on the left (one piece
# with holes on every grid), two pieces, bad characters.
printf 'XXXXXXXXXXXX\nXXXXXXXXXXXX\nXX........XX\nXX..XXXX..XX\nXXXXXXXX..XX\nXXXXXXXX..XX\nXX..XXXX..XX\nXX........XX\nXXXXXXXXXXXX\nXXXXXXXXXXXX\n' > "$tmp/ring.txt"
printf '##..##\r\n##..##\r\n' > "$tmp/two.txt"
printf 'XX.\nX?X\n' > "$tmp/badchar.txt"
printf 'X\tX\n' > "$tmp/tab.txt"
printf '...\n. .\n' > "$tmp/nocell.txt"
: > "$tmp/empty.txt"
printf '\211PNG\r\n\032\nnot really a png' > "$tmp/fake.png"
printf '\377\330\377\340\000\020JFIF' > "$tmp/photo.jpg"

# ---- bad input: one line, exit 2 ----
bad "unknown grid 'hexagon': valid grids are rect, hex, triangle, polar" --headless --grid hexagon
bad "bad --size '5' for --grid hex" --headless --grid hex --size 5
bad "bad --size '0x5'" --headless --grid triangle --size 0x5
bad "bad --size '1x3' for --grid triangle" --headless --grid triangle --size 1x3
bad "bad --size '4x3' for --grid polar" --headless --grid polar --size 4x3
bad "bad --size '4x9' for --grid polar" --headless --grid polar --size 4x9
bad "bad --size '3000' for --grid polar" --headless --grid polar --size 3000
# The rings the message promises (1 to N) and no more, whatever the first ring: the neighbour
# table alone let 2301 to 2342 rings through for some (issue 28).
most=$("$bin" --grid polar --size 0 --print-state 2>&1 | sed -n 's/.*rings around a centre cell (1 to \([0-9]*\)).*/\1/p')
[ -n "$most" ] || fail "the --size message does not say how many rings a polar grid takes"
for c in 4 5 6 7 8; do
    "$bin" --grid polar --size "${most}x$c" --seed 1 --print-state > /dev/null ||
        fail "--grid polar --size ${most}x$c is refused although the help promises 1 to $most rings"
    bad "bad --size '$((most + 1))x$c' for --grid polar" --print-state --grid polar --size "$((most + 1))x$c"
done
bad "bad --size '5000x5000' for --grid hex" --headless --grid hex --size 5000x5000
bad "sidewinder works in rows and columns: it runs on --grid rect without a mask only, not on a hex grid" \
    --headless --grid hex --algo sidewinder
bad "eller works in rows and columns" --stats --grid polar --algo eller
bad "binary-tree works in rows and columns" --compare wilson,binary-tree --grid triangle
bad "recursive-division works in rows and columns: it runs on --grid rect without a mask only, not on a mask" \
    --headless --mask "$tmp/ring.txt" --algo recursive-division
bad "--format ascii draws rectangular grids only: use --format svg or json for a hex grid" \
    --headless --grid hex --format ascii
bad "--format unicode draws rectangular grids only" --headless --grid polar --format unicode
bad "$tmp/badchar.txt:2: bad character '?' in column 2" --headless --mask "$tmp/badchar.txt"
bad "$tmp/tab.txt:1: bad character '\\t' in column 2" --headless --mask "$tmp/tab.txt"
bad "an empty mask" --headless --mask "$tmp/empty.txt"
bad "leaves no cell" --headless --mask "$tmp/nocell.txt"
bad "in 2 separate pieces (the largest has 4 cells, another one has cell (4,0))" --headless --mask "$tmp/two.txt"
bad "in 2 separate pieces" --headless --grid hex --mask "$tmp/two.txt"
bad "neither a PNG nor a text mask" --headless --mask "$tmp/photo.jpg"
bad "cannot read --mask '$tmp/nope.txt': No such file or directory" --headless --mask "$tmp/nope.txt"
bad "not a regular file" --headless --mask "$tmp"
bad "bad --size '9x9' for --mask '$tmp/ring.txt': the mask is 12x10" --headless --mask "$tmp/ring.txt" --size 9x9
bad "--mask-text cannot be combined with --mask" --headless --mask "$tmp/ring.txt" --mask-text A
bad "bad --mask ''" --headless --mask ""
bad "bad --from '3,3': that cell is not in the mask" --headless --mask "$tmp/ring.txt" --solve bfs --from 3,3
bad "bad --to '12,0'" --headless --mask "$tmp/ring.txt" --solve bfs --to 12,0
bad "bad --from '13,0': expected RING,CELL with 0 <= RING <= 12" --headless --grid polar --solve bfs --from 13,0
bad "ring 1 has 6 cells" --headless --grid polar --solve bfs --from 1,6
bad "the goal is the start" --headless --grid polar --size 3 --solve bfs --from 3,23
bad "bad --from '5,0'" --headless --grid hex --size 5x5 --solve bfs --from 5,0
bad "the 5x5 hex grid is too big for --uniformity: 2741748727096 spanning trees, at most 16384 can be enumerated (hex 2x4: 377 trees)" \
    --uniformity --grid hex --size 5x5 --algo wilson
bad "the 40-ring polar grid is too big for --uniformity: 4891 cells, at most 256 can be enumerated (polar 1 ring: 320 trees)" \
    --uniformity --grid polar --size 40 --algo wilson
bad "--grid does not go with --list-algos" --list-algos --grid hex
bad "a mask does not go with it" --lab --mask "$tmp/ring.txt"
bad "on a triangle grid mazes are SVG files, one maze per file" --headless --grid triangle --count 2
if [ "$has_viz" = 1 ]; then
    for g in hex triangle polar; do # the lab on tiny grids of every shape (issue 19)
        "$bin" --lab --grid $g --algo wilson --screenshot "$tmp/lab-$g.png" > "$tmp/o" 2> "$tmp/e" ||
            fail "--lab --grid $g --screenshot exited $?: $(cat "$tmp/e")"
        [ -s "$tmp/lab-$g.png" ] || fail "--lab --grid $g wrote no picture"
    done
    bad "cannot read --mask '$tmp/fake.png' as a PNG" --headless --mask "$tmp/fake.png"
    # A PNG is handed to SDL_image only whole (issue 28): an 8-byte file made libpng read
    # uninitialised memory and print it; a cut file the same; a 40000-pixel side was decoded
    # before being refused.
    printf '\211PNG\r\n\032\n' > "$tmp/eight.png"
    bad "cannot read --mask '$tmp/eight.png' as a PNG: it ends before its header (IHDR)" --headless --mask "$tmp/eight.png"
    "$bin" --screenshot "$tmp/shot.png" --window 200x150 --size 3x3 --seed 1 && head -c 2000 "$tmp/shot.png" > "$tmp/cut.png"
    bad "cannot read --mask '$tmp/cut.png' as a PNG: it is cut short (no whole IEND chunk)" --headless --mask "$tmp/cut.png"
    printf '\211PNG\r\n\032\n\0\0\0\015IHDR\0\0\234\100\0\0\0\001\010\0\0\0\0\0\0\0\0\0\0\0\0IEND\0\0\0\0' > "$tmp/wide.png"
    bad "--mask '$tmp/wide.png' is 40000x1 pixels, at least 1 and at most 32768" --headless --mask "$tmp/wide.png"
    if command -v convert > /dev/null; then # and a whole one is read: every pixel dark, every cell kept
        convert -size 7x5 xc:black "$tmp/black.png"
        out=$("$bin" --headless --mask "$tmp/black.png" --seed 1 2>&1) && [ "$(printf '%s\n' "$out" | wc -l)" -eq 11 ] ||
            fail "a 7x5 black PNG mask is not a 7x5 maze: $out"
    fi
    bad "the UI font has no glyph for" --headless --mask-text "$(printf '\xf0\x9f\x90\x89')" # a dragon emoji
    bad "it draws no ink" --headless --mask-text "   "
else
    bad "reading it needs the visualizer build" --headless --mask "$tmp/fake.png"
    bad "--mask-text draws with the UI font: it needs the visualizer build" --headless --grid hex --mask-text 迷宫
fi

# ---- JSON: read back and made again by the core ----
json() { # name args...: writes $tmp/name.json, checks it alone and against the core
    local name=$1
    shift
    "$bin" --headless --format json "$@" > "$tmp/$name.json" 2> "$tmp/e" || { fail "$name: exit $?: $(cat "$tmp/e")"; return; }
    "$jc" "$tmp/$name.json" --perfect -- --headless --format json "$@" > "$tmp/jc" 2>&1 ||
        fail "$name: json_check: $(grep -v '^ok' "$tmp/jc" | head -n 5)"
}
for grid in rect hex triangle polar; do
    size=9x7
    [ "$grid" = polar ] && size=5
    for algo in wilson backtracker kruskal prim houston; do
        json "$grid-$algo" --grid "$grid" --size "$size" --algo "$algo" --seed 11 --count 3
    done
    json "$grid-mask" --grid "$grid" --mask "$tmp/ring.txt" --algo aldous-broder --seed 4 --count 2
    json "$grid-solve" --grid "$grid" --size "$size" --seed 5 --solve astar
    grep -q '"path": \[0, ' "$tmp/$grid-solve.json" || fail "$grid --solve: the JSON path does not start at cell 0"
done
json rect-row --size 8x5 --algo eller --seed 2 --count 2
json polar-c8 --grid polar --size 4x8 --seed 3 --algo growing-tree --opt policy=mix
json polar-wilson --grid polar --algo wilson --seed 19
[ "$(wc -l < "$tmp/rect-wilson.json")" -eq 3 ] || fail "--count 3 --format json is not 3 lines"
grep -q '^{"grid": "hex", "width": 9, "height": 7, "cells": \[{"id": 0, "center": \[0.5, 0.5774\], "polygon": \[\[0.5, 0\], \[1, 0.2887\],' \
    "$tmp/hex-wilson.json" || fail "hex JSON does not start as the issue's format: $(head -c 160 "$tmp/hex-wilson.json")"
grep -q '"height": 6,' "$tmp/polar-wilson.json" || fail "polar JSON: height is not the 6 cells of ring 1"
# A rebuilt maze differs when the passages differ: another seed must fail the check.
"$jc" "$tmp/hex-wilson.json" -- --headless --grid hex --size 9x7 --algo wilson --seed 12 --count 3 > /dev/null 2>&1 &&
    fail "json_check accepted the mazes of another seed"

# ---- SVG: well-formed, one polyline per closed wall ----
if command -v xmllint > /dev/null; then
    ns='*[local-name()="svg"]'
    svgcase() { # name args...: the first maze of $tmp/name.json drawn as SVG
        local name=$1
        shift
        "$bin" --headless --format svg "$@" > "$tmp/$name.svg" 2> "$tmp/e" || { fail "$name svg: exit $?: $(cat "$tmp/e")"; return; }
        xmllint --noout "$tmp/$name.svg" 2> "$tmp/e" || { fail "$name svg: not well-formed: $(head -n 2 "$tmp/e")"; return; }
        local d red drawn want
        d=$(xmllint --xpath "string(//$ns/*[local-name()='path'][@stroke='#000000']/@d)" "$tmp/$name.svg")
        red=$(xmllint --xpath "string(//$ns/*[local-name()='path'][@stroke='#ff0000']/@d)" "$tmp/$name.svg")
        drawn=$(tr -cd 'M' <<< "$d" | wc -c)
        # closed interior walls = neighbour pairs - passages, from the JSON
        want=$(head -n 1 "$tmp/$name.json" | awk '{
            n = split($0, parts, "\"neighbors\": \\[")
            for (i = 2; i <= n; i++) { s = parts[i]; sub(/\].*/, "", s); if (s != "") pairs += split(s, x, ",") }
            split($0, q, "\"passages\": \\["); s = q[2]; sub(/\]\].*/, "", s); p = (s == "" ? 0 : split(s, y, "\\], \\["))
            print pairs / 2 - p }')
        [ "$drawn" = "$want" ] || fail "$name svg: $drawn interior walls drawn, the JSON has $want closed"
        [ -n "$red" ] || fail "$name svg: no red border"
    }
    svgcase hex-wilson --grid hex --size 9x7 --algo wilson --seed 11
    svgcase triangle-kruskal --grid triangle --size 9x7 --algo kruskal --seed 11
    svgcase polar-prim --grid polar --size 5 --algo prim --seed 11
    for grid in rect hex triangle polar; do
        svgcase "$grid-mask" --grid "$grid" --mask "$tmp/ring.txt" --algo aldous-broder --seed 4
    done
    svgcase polar-solve --grid polar --size 5 --seed 5 --solve astar
    xmllint --xpath "string(//$ns/*[local-name()='polyline']/@points)" "$tmp/polar-solve.svg" | grep -q , ||
        fail "polar --solve svg: no solution polyline"
else
    echo "skip: the SVG checks (xmllint is not installed)"
fi
# The rectangle without a mask keeps its merged runs (tests/test_svg.sh checks them in full).
"$bin" --headless --format svg --size 6x4 --seed 1 | grep -q 'stroke-linecap="square" d="M' ||
    fail "an unmasked rectangle's SVG is no longer the merged-runs form"

# ---- ascii and unicode with a mask ----
"$bin" --headless --mask "$tmp/ring.txt" --seed 4 --algo aldous-broder > "$tmp/ring.asc"
"$bin" --headless --mask "$tmp/ring.txt" --seed 4 --algo aldous-broder --format unicode | sed 's/█/#/g' |
    cmp -s - "$tmp/ring.asc" || fail "unicode differs from ascii on a mask"
# Missing cells blank, no square that touches no cell drawn; the open walls between two cells counted.
msg=$(awk -v maskfile="$tmp/ring.txt" '
    BEGIN { h = 0; w = 0; while ((getline l < maskfile) > 0) { for (i = 1; i <= length(l); i++) cell[i - 1, h] = substr(l, i, 1) == "X"
                                                 if (length(l) > w) w = length(l); h++ } }
    function fl(v) { return v < 0 && v != int(v) ? int(v) - 1 : int(v) }
    function exists(x, y) { return x >= 0 && y >= 0 && x < w && y < h && cell[x, y] }
    { r = NR - 1
      if (length($0) != 2 * w + 1) bad = bad "line " NR " is " length($0) " long; "
      for (q = 0; q < 2 * w + 1; q++) {
          ch = substr($0, q + 1, 1); touch = 0
          for (x = fl((q - 1) / 2); x <= fl(q / 2); x++) for (y = fl((r - 1) / 2); y <= fl(r / 2); y++) touch += exists(x, y)
          if (!touch && ch != " ") bad = bad "square " r "," q " touches no cell but is drawn; "
          if (q % 2 == 1 && r % 2 == 1 && touch && ch != " ") bad = bad "cell " r "," q " is a wall; "
          if (q % 2 != r % 2 && ch == " " && touch == 2) open++ } }
    END { if (NR != 2 * h + 1) bad = bad NR " lines; "; print open + 0; if (bad != "") print bad }' "$tmp/ring.asc")
want=$(head -n 1 "$tmp/rect-mask.json" | awk '{ split($0, q, "\"passages\": \\["); s = q[2]; sub(/\]\].*/, "", s); print split(s, y, "\\], \\[") }')
[ "$(echo "$msg" | head -n 1)" = "$want" ] || fail "masked ascii: $(echo "$msg" | head -n 1) passages, the JSON has $want"
[ "$(echo "$msg" | wc -l)" -eq 1 ] || fail "masked ascii: $(echo "$msg" | tail -n +2)"

# ---- --trace on any grid: its table, the grid's own words ----
"$bin" --headless --trace --grid hex --size 4x3 --seed 7 > "$tmp/tr" 2> "$tmp/e" || fail "--trace --grid hex: $(cat "$tmp/e")"
awk -F'\t' 'NR == 2 && $1 == 2 && $3 == "-" && $4 ~ /^the walk moves (north-|south-)?(east|west) / { ok = 1 } END { exit !ok }' "$tmp/tr" || fail "--trace --grid hex: $(sed -n 2p "$tmp/tr")"
"$bin" --headless --trace --grid polar --size 2 --solve bfs --seed 7 | grep -q 'goal	the goal ring 2 cell' ||
    fail "--trace --grid polar --solve bfs: no goal in ring 2"

# ---- --stats and --uniformity on every grid ----
for grid in hex triangle polar; do
    "$bin" --stats --grid "$grid" --count 2 --seed 3 > "$tmp/st" 2> "$tmp/e" || fail "--stats --grid $grid: $(cat "$tmp/e")"
    grep -q '^wilson ' "$tmp/st" || fail "--stats --grid $grid: no wilson row"
    grep -q '^binary-tree ' "$tmp/st" && fail "--stats --grid $grid: a row algorithm was measured"
    grep -q '^# left out .*binary-tree' "$tmp/st" || fail "--stats --grid $grid: the left-out row algorithms are not named"
    grep -q '29.45' "$tmp/st" && fail "--stats --grid $grid: the rectangle's dead-end yardstick is printed"
    "$bin" --uniformity --grid "$grid" --algo wilson --count 2000 --seed 1 > "$tmp/un" 2> "$tmp/e" ||
        fail "--uniformity --grid $grid: $(cat "$tmp/e")"
    trees=$(awk '/^# uniformity/ { for (i = 1; i <= NF; i++) if ($i == "spanning") print $(i - 1) }' "$tmp/un" | tr -d ,)
    [ "$(grep -c '^tree ' "$tmp/un")" = "$trees" ] || fail "--uniformity --grid $grid: not one line per tree"
done
"$bin" --stats --size 20x20 --count 2 --seed 3 | grep -q '29.45 % dead ends' || fail "--stats on a rectangle lost its yardstick"
"$bin" --stats --mask "$tmp/ring.txt" --count 2 --seed 3 > "$tmp/st" && grep -q '^wilson ' "$tmp/st" && ! grep -q '^eller ' "$tmp/st" ||
    fail "--stats with a mask: wrong rows"
grep -q '^# uniformity: wilson on hex 2x4, 377 spanning trees' <("$bin" --uniformity --grid hex --algo wilson --count 100 --seed 1) ||
    fail "--uniformity --grid hex: not the default 2x4 (377 trees)"
grep -q ', 110 spanning trees' <(printf 'XXXX\nX.XX\nXXXX\n' > "$tmp/hole.txt"; "$bin" --uniformity --mask "$tmp/hole.txt" --algo wilson --count 100 --seed 1) ||
    fail "--uniformity with a mask: not the 110 trees of a 4x3 rectangle less a cell"

# ---- --mask-text: one connected maze, with a note ----
if [ "$has_viz" = 1 ]; then
    "$bin" --headless --grid hex --mask-text 迷宫 --seed 1 --format json > "$tmp/mg.json" 2> "$tmp/e" ||
        fail "--grid hex --mask-text 迷宫: exit $?: $(cat "$tmp/e")"
    grep -qE '^mazeviz: --mask-text: joined [0-9]+ pieces with [0-9]+ bridge cells?$' "$tmp/e" ||
        fail "--mask-text: no note on the joined pieces: $(cat "$tmp/e")"
    "$jc" "$tmp/mg.json" --perfect > "$tmp/jc" 2>&1 || fail "--mask-text 迷宫 on hex: $(tail -n 3 "$tmp/jc")"
    cells=$(grep -o '"id": ' "$tmp/mg.json" | wc -l)
    [ "$cells" -gt 200 ] && [ "$cells" -lt 1300 ] || fail "--mask-text 迷宫 on hex: $cells cells"
    for grid in rect triangle polar; do
        "$bin" --headless --grid "$grid" --mask-text 迷宫 --seed 2 --format json > "$tmp/mt.json" 2> /dev/null &&
            "$jc" "$tmp/mt.json" --perfect > "$tmp/jc" 2>&1 || fail "--grid $grid --mask-text 迷宫: $(tail -n 3 "$tmp/jc")"
    done
    "$bin" --headless --mask-text 'A' --size 12x12 --seed 1 > "$tmp/a.txt" 2> "$tmp/e" || fail "--mask-text A --size 12x12"
    [ "$(wc -l < "$tmp/a.txt")" -eq 25 ] || fail "--mask-text A --size 12x12 is not 12 rows"
fi

[ "$fails" -eq 0 ] && echo "grid cli: ok"
[ "$fails" -eq 0 ]
