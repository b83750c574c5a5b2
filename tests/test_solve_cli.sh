#!/usr/bin/env bash
# test_solve_cli.sh - mazeviz --headless --solve as a user runs it: the path
# marked in the text maze is a simple chain from start to goal, every solver
# prints the same path on a perfect maze, braiding, --list-solvers, --stats'
# solution column, and one clear line with exit 2 for every bad input.
set -u
bin=${1:?usage: test_solve_cli.sh path/to/mazeviz}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

# The '.' marks form one simple chain from text cell (2fx+1, 2fy+1) to (2tx+1, 2ty+1).
check_path() { # file fx fy tx ty
    awk -v fx="$2" -v fy="$3" -v tx="$4" -v ty="$5" '
        { line[NR - 1] = $0; rows = NR }
        END {
            for (y = 0; y < rows; y++) for (x = 0; x < length(line[y]); x++)
                if (substr(line[y], x + 1, 1) == ".") { dot[x "," y] = 1; n++ }
            for (k in dot) {
                split(k, p, ","); x = p[1]; y = p[2]; deg = 0
                deg += ((x + 1) "," y) in dot; deg += ((x - 1) "," y) in dot
                deg += (x "," (y + 1)) in dot; deg += (x "," (y - 1)) in dot
                if (deg > 2) bad = bad "branch at " k "; "
                if (deg == 1) ends++
                if (deg == 0 && n > 1) bad = bad "lone mark at " k "; "
            }
            s = (2 * fx + 1) "," (2 * fy + 1); g = (2 * tx + 1) "," (2 * ty + 1)
            if (!(s in dot)) bad = bad "start " s " not marked; "
            if (!(g in dot)) bad = bad "goal " g " not marked; "
            if (n > 1 && ends != 2) bad = bad ends " chain ends; "
            if (bad != "") { print bad; exit 1 }
        }' "$1"
}

solvers=$("$bin" --list-solvers | awk '$1 != "distance" {print $1}')
[ -n "$solvers" ] || fail "--list-solvers lists nothing"
for algo in $("$bin" --list-algos | awk '{print $1}'); do
    for size in 1x1 1x7 7x1 2x2 31x17; do
        w=${size%x*} h=${size#*x}
        "$bin" --headless --algo "$algo" --size "$size" --seed 5 > "$tmp/plain"
        first=
        for s in $solvers; do
            if ! "$bin" --headless --algo "$algo" --size "$size" --seed 5 --solve "$s" > "$tmp/$s" 2> "$tmp/err"; then
                fail "$algo $size --solve $s exited non-zero: $(cat "$tmp/err")"
                continue
            fi
            msg=$(check_path "$tmp/$s" 0 0 $((w - 1)) $((h - 1))) || fail "$algo $size $s: $msg"
            tr '.' ' ' < "$tmp/$s" | cmp -s - "$tmp/plain" || fail "$algo $size $s: not the same maze under the path"
            if [ -z "$first" ]; then first=$s
            else cmp -s "$tmp/$first" "$tmp/$s" || fail "$algo $size: $s and $first print different paths"; fi
        done
    done
done

# --from / --to, unicode, braided mazes, the wall follower's option.
"$bin" --headless --size 12x9 --seed 8 --solve astar --from 3,4 --to 11,0 > "$tmp/ft"
msg=$(check_path "$tmp/ft" 3 4 11 0) || fail "--from 3,4 --to 11,0: $msg"
"$bin" --headless --size 12x9 --seed 8 --solve astar --from 3,4 --to 11,0 --format unicode |
    sed 's/·/./g; s/█/#/g' | cmp -s - "$tmp/ft" || fail "unicode differs from ascii with . -> ·"
for s in $solvers wall-follower:hand=right; do
    "$bin" --headless --size 30x20 --seed 4 --opt braid=60 --solve "$s" > "$tmp/b" 2> "$tmp/err"
    rc=$?
    if [ "$rc" -eq 0 ]; then
        msg=$(check_path "$tmp/b" 0 0 29 19) || fail "braided, $s: $msg"
    else
        [ "${s%%:*}" = wall-follower ] && grep -q "not reachable by wall following" "$tmp/err" ||
            fail "braided, $s: exit $rc, $(cat "$tmp/err")"
    fi
done
"$bin" --headless --size 30x20 --seed 4 --opt braid=60 > "$tmp/b0"
open=$(awk 'NR > 1 && NR < 41 { for (i = 2; i < 61; i++) { c = substr($0, i, 1); if (c == " " && (NR % 2 == 1 || i % 2 == 1)) n++ } } END { print n }' "$tmp/b0")
[ "$open" -gt 599 ] || fail "braid=60 made no loops: $open openings"
"$bin" --headless --size 30x20 --seed 4 --opt braid=0 | cmp -s - <("$bin" --headless --size 30x20 --seed 4) ||
    fail "braid=0 changed the maze"
# A left... right hand on a braided maze that circles: reported, exit 1, the maze still printed.
"$bin" --headless --size 10x5 --seed 3 --opt braid=100 --solve wall-follower:hand=right --from 4,2 > "$tmp/o" 2> "$tmp/e"
rc=$?
[ "$rc" -eq 1 ] && grep -q "not reachable by wall following" "$tmp/e" && [ "$(wc -l < "$tmp/o")" -eq 11 ] ||
    fail "wall follower circling: exit $rc, $(cat "$tmp/e")"
# distance: the longest path, as long as --stats says.
"$bin" --headless --size 25x15 --seed 2 --solve distance > "$tmp/d"
long=$("$bin" --stats --size 25x15 --seed 2 --count 1 --algo wilson | awk '$1 == "wilson" {print $4}')
cells=$(awk 'NR % 2 == 0 { for (i = 2; i <= length($0); i += 2) if (substr($0, i, 1) == ".") n++ } END { print n }' "$tmp/d")
[ "$cells.0" = "$long" ] || fail "distance marks $cells cells, --stats says the longest path is $long"
"$bin" --stats --size 25x15 --seed 2 --count 1 --algo wilson | grep -q "solution" || fail "--stats has no solution column"

bad "unknown solver 'nope'" --headless --solve nope
bad "bfs, astar, dfs, tremaux" --headless --solve nope
bad "bad --from '30,0'" --headless --solve bfs --from 30,0
bad "bad --to '0,20'" --headless --solve bfs --to 0,20
bad "bad --from '1'" --headless --solve bfs --from 1
bad "bad --from '-1,2'" --headless --solve bfs --from -1,2
bad "bad --to '3,4,5'" --headless --solve bfs --size 9x9 --to 3,4,5
bad "the goal is the start" --headless --solve bfs --from 2,2 --to 2,2
bad "the goal is the start" --headless --solve bfs --size 3x3 --from 2,2
bad "--from needs --solve" --headless --from 1,1
bad "--solve does not go with --stats" --stats --solve bfs
bad "bad --opt 'braid=101'" --headless --opt braid=101
bad "bad --opt 'braid=x'" --headless --opt braid=x
bad "bad --solve 'wall-follower:hand=up'" --headless --solve wall-follower:hand=up
bad "bad --solve 'bfs:x=1'" --headless --solve bfs:x=1

"$bin" --list-solvers > "$tmp/l" || fail "--list-solvers failed"
grep -q "^bfs .*Breadth-first search.*广度优先搜索" "$tmp/l" || fail "bfs row: $(cat "$tmp/l")"
grep -q "^wall-follower .*hand=left|right" "$tmp/l" || fail "wall-follower row lists no hand option"
"$bin" --help | grep -q -- "--solve" || fail "--help does not describe --solve"

echo "test_solve_cli: $fails failure(s)"
[ "$fails" -eq 0 ]
