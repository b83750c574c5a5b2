#!/usr/bin/env bash
# test_svg.sh - --format svg read back with a real XML parser (xmllint):
# well-formed, one <path> for the walls, a red border, and every wall the
# path draws is a wall of the maze --format ascii prints for the same seed,
# each drawn once, none missing. Then --count with and without %d.
# Skips (77) when xmllint is not installed.
set -u
bin=${1:?usage: test_svg.sh path/to/mazeviz}
command -v xmllint > /dev/null || { echo "skip: xmllint is not installed (Debian: libxml2-utils)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ns='*[local-name()="svg"]'

# The walls a path draws, as the ascii block form's wall squares: "row col"
# lines, one per wall unit (2H+1 x 2W+1 board; the outer wall left out).
path_walls() { # d cell wall
    echo "$1" | tr 'MHV' '\nHV' | awk -v c="$2" -v o="$3" '
        NF == 0 { next }
        { split($0, a, /[ HV]/); x = (a[1] - o) / c; y = (a[2] - o) / c; e = (a[3] - o) / c
          if (x != int(x) || y != int(y) || e != int(e)) { print "off-grid " $0; next }
          if (index($0, "H")) for (i = x; i < e; i++) print 2 * y, 2 * i + 1
          else for (i = y; i < e; i++) print 2 * i + 1, 2 * x }' | sort
}

# The interior walls of an ascii maze as the same "row col" lines.
ascii_walls() { # file w h
    awk -v w="$2" -v h="$3" '
        { r = NR - 1
          for (i = 1; i <= 2 * w + 1; i++) {
              q = i - 1
              if (r == 0 || r == 2 * h || q == 0 || q == 2 * w) continue
              if ((r % 2) != (q % 2) && substr($0, i, 1) == "#") print r, q } }' "$1" | sort
}

for case in "wilson 30x20 10 2" "backtracker 7x5 20 2" "kruskal 12x12 8 3" "sidewinder 1x6 10 2" "eller 5x1 16 4"; do
    set -- $case
    algo=$1 size=$2 cell=$3 wall=$4 w=${2%x*} h=${2#*x}
    svg=$tmp/$algo.svg
    "$bin" --headless --format svg --algo "$algo" --size "$size" --seed 5 --svg-cell "$cell" --svg-wall "$wall" \
        --output "$svg" || { fail "$case: exit $?"; continue; }
    xmllint --noout "$svg" 2> "$tmp/err" || { fail "$case: not well-formed: $(head -n3 "$tmp/err")"; continue; }
    [ "$(xmllint --xpath "count(//$ns/*[local-name()='path'])" "$svg")" = 1 ] || fail "$case: not exactly one <path>"
    [ "$(xmllint --xpath "string(//*[local-name()='rect'][@stroke='#ff0000']/@width)" "$svg")" = $((w * cell)) ] ||
        fail "$case: no red border $((w * cell)) wide"
    [ "$(xmllint --xpath "string(/$ns/@width)" "$svg")" = $((w * cell + 2 * wall)) ] || fail "$case: wrong width"
    d=$(xmllint --xpath "string(//*[local-name()='path']/@d)" "$svg")
    path_walls "$d" "$cell" "$wall" > "$tmp/drawn"
    grep -q off-grid "$tmp/drawn" && fail "$case: segments off the grid: $(grep off-grid "$tmp/drawn" | head -n1)"
    [ -z "$(uniq -d "$tmp/drawn")" ] || fail "$case: walls drawn twice: $(uniq -d "$tmp/drawn" | head -n3)"
    "$bin" --headless --algo "$algo" --size "$size" --seed 5 > "$tmp/$algo.txt"
    ascii_walls "$tmp/$algo.txt" "$w" "$h" > "$tmp/want"
    cmp -s "$tmp/drawn" "$tmp/want" || fail "$case: path walls differ from the maze: $(diff "$tmp/drawn" "$tmp/want" | head -n4)"
    segs=$(echo "$d" | tr -cd 'M' | wc -c)
    echo "ok $case: $(wc -l < "$tmp/want") walls in $segs segments, $(wc -c < "$svg") bytes"
done

# Long runs: a 30x20 maze has far fewer segments than walls.
"$bin" --headless --format svg --size 30x20 --seed 1 > "$tmp/m.svg"
d=$(xmllint --xpath "string(//*[local-name()='path']/@d)" "$tmp/m.svg")
[ "$(echo "$d" | tr -cd 'M' | wc -c)" -lt 500 ] || fail "collinear walls are not merged"

# Written files get the usual permissions (0666 less the umask), not mkstemp's 0600.
(umask 022; "$bin" --headless --format svg --size 3x3 --seed 1 --output "$tmp/perm.svg")
[ "$(stat -c %a "$tmp/perm.svg")" = 644 ] || fail "--output file mode is $(stat -c %a "$tmp/perm.svg"), want 644"

# --count: one file per maze, named by %d; without %d it is an error.
"$bin" --headless --format svg --size 4x4 --seed 9 --count 3 --output "$tmp/c-%d.svg" || fail "--count with %d failed"
for i in 1 2 3; do
    xmllint --noout "$tmp/c-$i.svg" 2> /dev/null || fail "c-$i.svg missing or not well-formed"
    "$bin" --headless --format svg --size 4x4 --seed $((9 + i - 1)) | cmp -s - "$tmp/c-$i.svg" || fail "c-$i.svg is not seed $((9 + i - 1))"
done
err=$("$bin" --headless --format svg --count 2 --output "$tmp/x.svg" 2>&1)
[ $? -eq 2 ] && [ "$(echo "$err" | wc -l)" = 1 ] || fail "--count 2 without %d: want one line and exit 2, got: $err"
[ -e "$tmp/x.svg" ] && fail "--count 2 without %d wrote a file"
# Every %d is the maze's number, with --count 1 too (it was written literally), and not only the first.
"$bin" --headless --format svg --size 4x4 --seed 9 --output "$tmp/one-%d.svg" || fail "--count 1 with %d failed"
[ -e "$tmp/one-1.svg" ] && [ ! -e "$tmp/one-%d.svg" ] || fail "--count 1: %d not replaced: $(ls "$tmp" | grep one)"
"$bin" --headless --format svg --size 4x4 --seed 9 --count 2 --output "$tmp/two-%d-%d.svg" || fail "two %d failed"
[ -e "$tmp/two-1-1.svg" ] && [ -e "$tmp/two-2-2.svg" ] || fail "only the first %d replaced: $(ls "$tmp" | grep two)"
# A wall thicker than half a cell covered the passages (--svg-wall 1000 --svg-cell 2 was all black).
err=$("$bin" --headless --format svg --svg-wall 1000 --svg-cell 2 --output "$tmp/black.svg" 2>&1)
[ $? -eq 2 ] && [ "$(echo "$err" | wc -l)" = 1 ] && echo "$err" | grep -q "at most half a cell" ||
    fail "--svg-wall 1000 --svg-cell 2: $err"
err=$("$bin" --headless --format svg --svg-cell 3 --output "$tmp/black.svg" 2>&1)
[ $? -eq 2 ] && echo "$err" | grep -q "at least twice the wall (--svg-wall 2: at least 4)" || fail "--svg-cell 3: $err"
[ -e "$tmp/black.svg" ] && fail "a refused wall wrote a file"
"$bin" --headless --format svg --seed 1 --svg-cell 20 --svg-wall 10 > /dev/null || fail "a wall of half a cell refused"
err=$("$bin" --headless --svg-cell 5 2>&1)
[ $? -eq 2 ] || fail "--svg-cell without --format svg accepted: $err"
err=$("$bin" --headless --format svg --svg-wall 0 2>&1)
[ $? -eq 2 ] || fail "--svg-wall 0 accepted: $err"
"$bin" --headless --format svg --seed 1 --output /dev/full 2> "$tmp/err"
[ $? -eq 1 ] || fail "--output /dev/full: want exit 1"

# --solve: one red polyline through the centres of exactly the path cells the
# ASCII output marks ('.' on cell (x,y) at row 2y+1, column 2x+1), start first.
for solver in bfs wall-follower; do
    "$bin" --headless --format svg --size 9x7 --seed 5 --opt braid=30 --solve $solver > "$tmp/s.svg" ||
        fail "--format svg --solve $solver failed"
    xmllint --noout "$tmp/s.svg" 2> /dev/null || fail "--solve $solver: not well-formed"
    got=$(sed -n 's/.*<polyline[^>]*points="\([^"]*\)".*/\1/p' "$tmp/s.svg" | tr ' ' '\n' |
          awk -F, '{ printf "%d,%d\n", ($1 - 2 - 10) / 20, ($2 - 2 - 10) / 20 }' | sort)
    want=$("$bin" --headless --size 9x7 --seed 5 --opt braid=30 --solve $solver |
           awk '{ for (i = 2; i <= length($0); i += 2) if (NR % 2 == 0 && substr($0, i, 1) == ".")
                      printf "%d,%d\n", (i - 2) / 2, (NR - 2) / 2 }' | sort)
    [ -n "$got" ] && [ "$got" = "$want" ] || fail "--solve $solver: polyline cells differ from the ASCII path"
    first=$(sed -n 's/.*points="\([0-9]*,[0-9]*\).*/\1/p' "$tmp/s.svg")
    [ "$first" = "12,12" ] || fail "--solve $solver: the line starts at $first, not the start cell's centre"
done

# --view tree: a well-formed picture of count nodes and count-1 edges on a perfect
# maze (tests/test_tree_svg.c maps them to cells); the same passages with --solve
# and the solution's line from the start; bad requests exit 2 with one line.
for grid in rect hex polar; do
    "$bin" --headless --view tree --grid $grid --seed 3 --output "$tmp/t.svg" || fail "--view tree --grid $grid: exit $?"
    xmllint --noout "$tmp/t.svg" 2> /dev/null || fail "--view tree --grid $grid: not well-formed"
    nodes=$(xmllint --xpath "count(//*[local-name()='circle'])" "$tmp/t.svg")
    edges=$(xmllint --xpath "string(//*[local-name()='path'][@class='edges']/@d)" "$tmp/t.svg" | tr -cd M | wc -c)
    cells=$(sed -n 's/.*as a tree: \([0-9]*\) nodes.*/\1/p' "$tmp/t.svg")
    [ -n "$cells" ] && [ "$nodes" = "$cells" ] && [ "$edges" = $((cells - 1)) ] ||
        fail "--view tree --grid $grid: $nodes nodes and $edges edges for $cells cells"
    [ "$(xmllint --xpath "count(//*[local-name()='polyline'][@class='longest'])" "$tmp/t.svg")" = 1 ] ||
        fail "--view tree --grid $grid: no longest path"
done
"$bin" --headless --view tree --size 9x7 --seed 5 --opt braid=30 --solve bfs > "$tmp/ts.svg" || fail "--view tree --solve"
first=$(sed -n 's/.*class="solution"[^>]*points="\([0-9]*,[0-9]*\).*/\1/p' "$tmp/ts.svg")
[ "$first" = "12,12" ] || fail "--view tree --solve bfs: the line starts at '$first', not the start cell's centre"
for args in "--view bush" "--view tree --format json" "--view tree --format ascii" "--view tree --trace"; do
    err=$("$bin" --headless $args 2>&1 > /dev/null)
    [ $? -eq 2 ] && [ "$(echo "$err" | wc -l)" = 1 ] || fail "$args: want one line and exit 2, got: $err"
done
# The window's tree view (tests/viz/tree_view_test.c checks its picture): --screenshot takes
# --view tree and draws something else than the walls; the lab does not.
if "$bin" --screenshot "$tmp/x.png" --seed 3 --view tree 2> "$tmp/err" &&
   "$bin" --screenshot "$tmp/y.png" --seed 3 --view maze 2>> "$tmp/err"; then
    cmp -s "$tmp/x.png" "$tmp/y.png" && fail "--screenshot --view tree draws the same picture as --view maze"
else
    grep -q "built without the visualizer" "$tmp/err" || fail "--screenshot --view tree: $(cat "$tmp/err")"
fi
err=$("$bin" --screenshot "$tmp/x.png" --lab --view tree 2>&1)
[ $? -eq 2 ] || fail "--lab --view tree: want exit 2 (the thumbnails keep the walls), got: $err"

# --trace --plot: each figure of the run against the step. The trace's lines are
# unchanged; each <polyline class="figure"> has as many drawn points as data-points,
# the steps 0..N of the trace (N lines, every step while N < 2048), and the
# backtracker's stack depth starts at 1 (the first cell) and ends at 0 (tests/test_series.c compares the
# values with the figures read step by step).
"$bin" --headless --trace --algo backtracker --size 12x9 --seed 4 > "$tmp/tr1" || fail "--trace: exit $?"
"$bin" --headless --trace --algo backtracker --size 12x9 --seed 4 --plot "$tmp/fig.svg" > "$tmp/tr2" ||
    fail "--trace --plot: exit $?"
cmp -s "$tmp/tr1" "$tmp/tr2" || fail "--plot changed the trace"
xmllint --noout "$tmp/fig.svg" 2> /dev/null || fail "--trace --plot: not well-formed"
n=$(wc -l < "$tmp/tr1")
awk -v n="$n" '/<polyline class="figure"/ {
        lines++
        match($0, /data-label="[^"]*"/); label = substr($0, RSTART + 12, RLENGTH - 13)
        match($0, /data-points="[^"]*"/); k = split(substr($0, RSTART + 13, RLENGTH - 14), dp, " ")
        match($0, / points="[^"]*"/); q = split(substr($0, RSTART + 9, RLENGTH - 10), pt, " ")
        if (k != q) { print label ": " k " data points, " q " drawn"; bad = 1 }
        if (k != n + 1) { print label ": " k " points for steps 0.." n; bad = 1 }
        for (i = 1; i <= k; i++) { split(dp[i], sv, ":"); if (sv[1] != i - 1) { print label ": point " i " at step " sv[1]; bad = 1; break } }
        if (label == "stack depth") { split(dp[1], a, ":"); split(dp[k], b, ":"); depth = 1
            if (a[2] != 1 || b[2] != 0) { print "stack depth from " a[2] " to " b[2]; bad = 1 } } }
     END { if (lines < 2 || !depth) { print lines " figures, stack depth " (depth ? "" : "missing"); bad = 1 }
           exit bad }' "$tmp/fig.svg" > "$tmp/why" || fail "--trace --plot: $(cat "$tmp/why")"
err=$("$bin" --headless --plot "$tmp/p.svg" 2>&1)
[ $? -eq 2 ] && [ "$(echo "$err" | wc -l)" = 1 ] || fail "--plot without --trace: want one line and exit 2, got: $err"
"$bin" --headless --trace --size 5x5 --seed 1 --plot "$tmp/no/such/p.svg" > "$tmp/o" 2> "$tmp/e"
[ $? -eq 2 ] && [ ! -s "$tmp/o" ] || fail "--plot into a missing directory: $(cat "$tmp/e")"

[ "$fails" -eq 0 ] && echo "svg: all checks passed"
[ "$fails" -eq 0 ]
