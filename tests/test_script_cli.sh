#!/usr/bin/env bash
# test_script_cli.sh - students' Lua scripts through the real binary
# (--script FILE.lua, --solve FILE.lua): the shipped generators make perfect
# mazes on rect, hex and polar (read back from --format json); scripted
# Wilson is uniform on 3x3 by --uniformity and the scripted backtracker is
# flagged; the wrong one is reported not perfect with the place; and every
# way a script can go wrong is one line naming the file and line, exit 2,
# within 10 s, nothing written.
set -u
bin=${1:?usage: test_script_cli.sh path/to/mazeviz path/to/json_check scripts-dir}
json_check=${2:?}
dir=${3:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

if "$bin" --headless --script "$dir/backtracker.lua" --size 3x3 --seed 1 2>&1 | grep -q 'without Lua'; then
    echo "skip: this mazeviz was built without Lua"
    exit 77
fi

# Perfect mazes on every shape, checked by the test's own reader of the JSON.
for script in backtracker wilson prim aldous_broder; do
    for grid in "rect 9x7" "hex 7x6" "polar 4"; do
        set -- $grid
        "$bin" --headless --script "$dir/$script.lua" --grid "$1" --size "$2" --seed 5 --format json \
            > "$tmp/m.json" 2> "$tmp/e" || { fail "$script on $1: exit $?: $(cat "$tmp/e")"; continue; }
        "$json_check" "$tmp/m.json" --perfect > "$tmp/c" 2>&1 || fail "$script on $1: $(cat "$tmp/c")"
    done
done

# Every --headless format: the script's maze, as the same maze read back from its JSON draws it.
"$bin" --headless --script "$dir/prim.lua" --size 7x5 --seed 2 --format json > "$tmp/p.json"
for f in ascii unicode svg; do
    "$bin" --headless --script "$dir/prim.lua" --size 7x5 --seed 2 --format "$f" > "$tmp/a.$f" 2> "$tmp/e" ||
        fail "--format $f --script: exit $?: $(cat "$tmp/e")"
    "$bin" --headless --load "$tmp/p.json" --format "$f" > "$tmp/b.$f" 2> /dev/null
    [ -s "$tmp/a.$f" ] && cmp -s "$tmp/a.$f" "$tmp/b.$f" || fail "--format $f --script: not the maze of its JSON"
done

# The same seed, the same maze; another seed, another.
a=$("$bin" --headless --script "$dir/wilson.lua" --size 12x8 --seed 9)
b=$("$bin" --headless --script "$dir/wilson.lua" --size 12x8 --seed 9)
c=$("$bin" --headless --script "$dir/wilson.lua" --size 12x8 --seed 10)
[ "$a" = "$b" ] || fail "wilson.lua: seed 9 twice gave two mazes"
[ "$a" != "$c" ] || fail "wilson.lua: seeds 9 and 10 gave one maze"

# Is my algorithm uniform? Wilson yes, the backtracker no (3x3, 20,000 mazes a window). Wilson:
# the first three windows of seeds (1, 20001, 40001), each printed with its p; at least two of
# the three must have p > 0.001 (a uniform sampler fails that about 3 times in a million). The
# first window alone gives p = 4.5e-05 by chance: docs/scripts.md, "Is my algorithm uniform?".
p_of() { sed -n 's/^chi2=.* p=\(.*\)$/\1/p' "$1"; }
good=0
for first in 1 20001 40001; do
    "$bin" --uniformity --script "$dir/wilson.lua" --size 3x3 --count 20000 --seed $first > "$tmp/u" 2>&1 ||
        fail "wilson.lua --uniformity --seed $first: exit $?"
    echo "wilson.lua: seeds $first to $((first + 19999)): p = $(p_of "$tmp/u")"
    awk -v p="$(p_of "$tmp/u")" 'BEGIN { exit !(p + 0 > 0.001) }' && good=$((good + 1))
done
[ $good -ge 2 ] || fail "wilson.lua: p > 0.001 in $good of 3 windows of seeds, want 2 or more"
"$bin" --uniformity --script "$dir/backtracker.lua" --size 3x3 --count 20000 --seed 1 > "$tmp/u" 2>&1 ||
    fail "backtracker.lua --uniformity: exit $?"
echo "backtracker.lua: seeds 1 to 20000: p = $(p_of "$tmp/u")"
awk -v p="$(p_of "$tmp/u")" 'BEGIN { exit !(p + 0 < 0.001) }' || fail "backtracker.lua: p = $(p_of "$tmp/u"), want biased"

# The wrong one: a maze is written, and stderr says where it is not perfect.
"$bin" --headless --script "$dir/wrong.lua" --size 8x6 --seed 3 > "$tmp/w" 2> "$tmp/e" || fail "wrong.lua: exit $?"
grep -q 'wrong.lua (seed 3): .*not a perfect maze - a loop through ([0-9]*,[0-9]*)' "$tmp/e" ||
    fail "wrong.lua: stderr '$(cat "$tmp/e")'"
[ -s "$tmp/w" ] || fail "wrong.lua: no maze written"

# A scripted solver: the path BFS finds, as long as the built-in BFS's.
"$bin" --headless --algo wilson --size 14x9 --seed 4 --solve "$dir/bfs.lua" > "$tmp/s1" 2> "$tmp/e" ||
    fail "bfs.lua: exit $?: $(cat "$tmp/e")"
"$bin" --headless --algo wilson --size 14x9 --seed 4 --solve bfs > "$tmp/s2"
cmp -s "$tmp/s1" "$tmp/s2" || fail "bfs.lua's path differs from BFS's"

# --trace: one line per step naming a line of the script; --stats: the script's figures, named.
"$bin" --headless --script "$dir/backtracker.lua" --size 6x5 --seed 2 --trace > "$tmp/t" || fail "--trace --script: exit $?"
lines=$(wc -l < "$dir/backtracker.lua")
awk -F'\t' -v n="$lines" 'NR > 1 && !($2 >= 1 && $2 <= n) { bad = 1 } END { exit bad || NR < 30 }' "$tmp/t" ||
    fail "--trace --script: steps without a line of the script: $(head -n3 "$tmp/t")"
tail -n1 "$tmp/t" | grep -q 'a perfect maze' || fail "--trace --script: the last step is not the verdict: $(tail -n1 "$tmp/t")"
"$bin" --headless --algo wilson --size 6x5 --seed 2 --solve "$dir/bfs.lua" --trace > "$tmp/t" || fail "--trace --solve: exit $?"
grep -qP '^\d+\t27\tend\tthe path found' "$tmp/t" || fail "--trace --solve FILE.lua: no 'path found' on line 27"
"$bin" --stats --script "$dir/backtracker.lua" --size 10x10 --count 20 --seed 1 > "$tmp/st" 2> "$tmp/e" ||
    fail "--stats --script: exit $?: $(cat "$tmp/e")"
awk '/^backtracker \(script\)/ { found = ($3 > 0 && $3 < 29.45) } END { exit !found }' "$tmp/st" ||
    fail "--stats --script: no row for the script, or its dead ends are not a backtracker's (< 29.45 %): $(cat "$tmp/st")"

# What goes wrong: one line FILE:LINE: ..., exit 2, in time, nothing written.
bad() { # name want-prefix script-text
    printf '%s' "$3" > "$tmp/$1.lua"
    rm -f "$tmp/out.txt"
    local start=$SECONDS rc
    timeout 30 "$bin" --headless --script "$tmp/$1.lua" --size 10x10 --seed 1 --output "$tmp/out.txt" > "$tmp/o" 2> "$tmp/e"
    rc=$?
    [ "$rc" = 2 ] || fail "$1: exit $rc, want 2"
    [ "$(wc -l < "$tmp/e")" = 1 ] || fail "$1: $(wc -l < "$tmp/e") lines on stderr: $(cat "$tmp/e")"
    grep -qF "mazeviz: $tmp/$1.lua:$2" "$tmp/e" || fail "$1: '$(cat "$tmp/e")', want '$tmp/$1.lua:$2...'"
    [ $((SECONDS - start)) -le 10 ] || fail "$1: took $((SECONDS - start)) s"
    [ ! -e "$tmp/out.txt" ] && [ ! -s "$tmp/o" ] || fail "$1: something was written"
}
bad loop "2: no step in 50 million instructions" $'local x = 0\nwhile true do x = x + 1 end\n'
bad recursion "1:" $'local function f(n) return 1 + f(n + 1) end\nf(1)\n'
bad string "1:" $'local s = string.rep("x", 1 << 30)\n'
bad execute "1:" $'os.execute("touch '"$tmp"'/pwned")\n'
bad open "1:" $'local f = io.open("/etc/passwd")\n'
bad syntax "3:" $'local a = 1\nlocal b = 2\nlocal c = = 3\n'
bad callback "2: boom" $'maze:carve(1, 2)\ntable.sort({3, 1, 2}, function(a, b) error("boom") end)\n'
bad require "1: require() is not available" $'require("os")\n'
[ ! -e "$tmp/pwned" ] || fail "os.execute ran"

# The same for a solver script (--solve FILE.lua after a built-in generator).
bad_solver() { # name want-prefix script-text
    printf '%s' "$3" > "$tmp/$1.lua"
    rm -f "$tmp/out.txt"
    local start=$SECONDS rc
    timeout 30 "$bin" --headless --algo wilson --size 10x10 --seed 1 --solve "$tmp/$1.lua" --output "$tmp/out.txt" \
        > "$tmp/o" 2> "$tmp/e"
    rc=$?
    [ "$rc" = 2 ] && [ "$(wc -l < "$tmp/e")" = 1 ] && grep -qF "mazeviz: $tmp/$1.lua:$2" "$tmp/e" ||
        fail "solver $1: exit $rc, '$(cat "$tmp/e")', want '$tmp/$1.lua:$2...'"
    [ $((SECONDS - start)) -le 10 ] || fail "solver $1: took $((SECONDS - start)) s"
    [ ! -e "$tmp/out.txt" ] && [ ! -s "$tmp/o" ] || fail "solver $1: something was written"
}
bad_solver sloop "2: no step in 50 million instructions" $'maze:visit(maze.start)\nwhile true do end\n'
bad_solver srecursion "1:" $'local function f(n) return 1 + f(n + 1) end\nf(1)\n'
bad_solver sstring "1:" $'local s = string.rep("x", 1 << 30)\n'
bad_solver sexecute "1:" $'os.execute("touch '"$tmp"'/pwned")\n'
bad_solver sopen "1:" $'local f = io.open("/etc/passwd")\n'
bad_solver ssyntax "3:" $'local a = 1\nlocal b = 2\nlocal c = = 3\n'
bad_solver scallback "2: boom" $'maze:visit(maze.start)\ntable.sort({3, 1, 2}, function(a, b) error("boom") end)\n'
bad_solver scarve "1: carve: a solver may not open walls" $'maze:carve(1, 2)\n'
[ ! -e "$tmp/pwned" ] || fail "os.execute ran (solver)"

# Files that are no script: one line, exit 2.
mkfifo "$tmp/fifo.lua"
for f in "$tmp/fifo.lua" "$tmp/missing.lua" /; do
    timeout 10 "$bin" --headless --script "$f" > /dev/null 2> "$tmp/e"
    rc=$?
    [ "$rc" = 2 ] && [ "$(wc -l < "$tmp/e")" = 1 ] || fail "--script $f: exit $rc, $(cat "$tmp/e")"
done
printf '\x1bLua\x54\x00' > "$tmp/binary.lua"
"$bin" --headless --script "$tmp/binary.lua" > /dev/null 2> "$tmp/e"
[ $? = 2 ] && grep -q 'not a Lua text file' "$tmp/e" || fail "a binary chunk: $(cat "$tmp/e")"
"$bin" --headless --script "$dir/wilson.lua" --algo wilson > /dev/null 2> "$tmp/e"
[ $? = 2 ] && grep -q 'replaces --algo' "$tmp/e" || fail "--script with --algo: $(cat "$tmp/e")"
"$bin" --screenshot "$tmp/s.png" --script "$dir/wilson.lua" --compare-solvers bfs,dfs > /dev/null 2> "$tmp/e"
[ $? = 2 ] && [ "$(wc -l < "$tmp/e")" = 1 ] || fail "--script with --compare-solvers: $(cat "$tmp/e")"
"$bin" --screenshot "$tmp/s.png" --compare-solvers "bfs,$dir/bfs.lua" > /dev/null 2> "$tmp/e"
[ $? = 2 ] && [ "$(wc -l < "$tmp/e")" = 1 ] && grep -q 'a solver script does not race' "$tmp/e" ||
    fail "a solver script in --compare-solvers: $(cat "$tmp/e")"
"$bin" --screenshot "$tmp/x.png" --exercise --script "$dir/wilson.lua" --size 5x5 > /dev/null 2> "$tmp/e"
[ $? = 2 ] && [ "$(wc -l < "$tmp/e")" = 1 ] && grep -q 'a script asks no questions' "$tmp/e" ||
    fail "--exercise of a script: $(cat "$tmp/e")"
"$bin" --screenshot "$tmp/x.png" --exercise --solve "$dir/bfs.lua" --size 5x5 > /dev/null 2> "$tmp/e"
[ $? = 2 ] && grep -q 'a script asks no questions' "$tmp/e" || fail "--exercise of a solver script: $(cat "$tmp/e")"
"$bin" --screenshot "$tmp/x.png" --exercise --script "$dir/wilson.lua" --solve bfs --size 5x5 > "$tmp/o" 2> "$tmp/e"
[ $? = 0 ] && ! grep -q '^score 0/0' "$tmp/o" || fail "--exercise of BFS after a generator script: '$(cat "$tmp/o" "$tmp/e")'"
"$bin" --screenshot "$tmp/s.png" --compare script,wilson > /dev/null 2> "$tmp/e"
[ $? = 2 ] && grep -q 'name the script with --script' "$tmp/e" || fail "--compare script without --script: $(cat "$tmp/e")"
"$bin" --screenshot "$tmp/s.png" --script "$dir/wilson.lua" --compare prim,wilson > /dev/null 2> "$tmp/e"
[ $? = 2 ] && grep -q 'give the script a pane' "$tmp/e" || fail "--script beside --compare without it: $(cat "$tmp/e")"

echo "test_script_cli: $fails failure(s)"
[ "$fails" = 0 ]
