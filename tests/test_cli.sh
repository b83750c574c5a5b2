#!/usr/bin/env bash
# test_cli.sh - the headless CLI as a user runs it: text format, seeds,
# --count, --list-algos, and a one-line error with exit 2 for every bad input.
set -u
bin=${1:?usage: test_cli.sh path/to/mazeviz}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# The block format: 2H+1 lines of 2W+1 characters, closed border, W*H-1 openings.
check_ascii() { # file w h
    awk -v w="$2" -v h="$3" '
        { if (length($0) != 2 * w + 1) bad = bad "line " NR " has length " length($0) "; "
          if ($0 !~ /^[# ]*$/) bad = bad "line " NR " has other characters; "
          if (substr($0, 1, 1) != "#" || substr($0, 2 * w + 1, 1) != "#") bad = bad "side wall open at line " NR "; "
          for (i = 1; i <= 2 * w + 1; i++) {
              ch = substr($0, i, 1); odd_r = (NR % 2 == 0); odd_c = (i % 2 == 0)
              if (odd_r && odd_c && ch != " ") bad = bad "cell " NR "," i " is a wall; "
              if (!odd_r && !odd_c && ch != "#") bad = bad "corner " NR "," i " is open; "
              if (odd_r != odd_c && ch == " ") open++
          }
          if ((NR == 1 || NR == 2 * h + 1) && $0 !~ /^#*$/) bad = bad "outer wall open at line " NR "; "
        }
        END { if (NR != 2 * h + 1) bad = bad NR " lines, want " 2 * h + 1 "; "
              if (open != w * h - 1) bad = bad open " openings, want " w * h - 1
              if (bad != "") { print bad; exit 1 } }' "$1"
}

for algo in $("$bin" --list-algos | awk '{print $1}'); do
    for size in 7x5 1x1 1x9 9x1 2x2 40x25; do
        w=${size%x*} h=${size#*x}
        if ! "$bin" --headless --algo "$algo" --size "$size" --seed 3 > "$tmp/m.txt" 2> "$tmp/err"; then
            fail "$algo $size exited non-zero: $(cat "$tmp/err")"
            continue
        fi
        msg=$(check_ascii "$tmp/m.txt" "$w" "$h") || fail "$algo $size: $msg"
    done
done

# Defaults: wilson, 30x20; the random seed is printed and reproduces the maze.
"$bin" --headless > "$tmp/a.txt" 2> "$tmp/err" || fail "default run failed"
check_ascii "$tmp/a.txt" 30 20 > /dev/null || fail "default is not a 30x20 ascii maze"
seed=$(sed -n 's/^mazeviz: seed \([0-9]*\)$/\1/p' "$tmp/err")
[ -n "$seed" ] || fail "no seed printed to stderr: $(cat "$tmp/err")"
"$bin" --headless --algo wilson --size 30x20 --seed "$seed" > "$tmp/b.txt" 2> "$tmp/err2"
cmp -s "$tmp/a.txt" "$tmp/b.txt" || fail "the printed seed $seed does not reproduce the maze"
[ -s "$tmp/err2" ] && fail "a given seed should not be printed: $(cat "$tmp/err2")"

# Same seed same maze; other seed other maze.
"$bin" --headless --seed 11 --size 20x20 > "$tmp/s1" && "$bin" --headless --seed 11 --size 20x20 > "$tmp/s2"
cmp -s "$tmp/s1" "$tmp/s2" || fail "same seed gave different mazes"
"$bin" --headless --seed 12 --size 20x20 > "$tmp/s3"
cmp -s "$tmp/s1" "$tmp/s3" && fail "seeds 11 and 12 gave the same maze"

# --count N: seeds N0, N0+1, ... separated by one blank line.
"$bin" --headless --size 6x4 --seed 40 --count 3 > "$tmp/c.txt" || fail "--count failed"
{ for s in 40 41 42; do
    [ "$s" != 40 ] && echo
    "$bin" --headless --size 6x4 --seed "$s"
  done; } > "$tmp/c2.txt"
cmp -s "$tmp/c.txt" "$tmp/c2.txt" || fail "--count 3 is not seeds 40,41,42 separated by blank lines"

# unicode format: the same maze with full blocks.
"$bin" --headless --size 5x3 --seed 9 --format unicode > "$tmp/u.txt"
"$bin" --headless --size 5x3 --seed 9 | sed 's/#/█/g' > "$tmp/u2.txt"
cmp -s "$tmp/u.txt" "$tmp/u2.txt" || fail "unicode format differs from ascii with # -> █"

# --output writes the file; on failure nothing is written or replaced.
"$bin" --headless --seed 5 --output "$tmp/out.txt" && "$bin" --headless --seed 5 > "$tmp/out2.txt"
cmp -s "$tmp/out.txt" "$tmp/out2.txt" || fail "--output differs from stdout"
echo keep > "$tmp/keep.txt"
"$bin" --headless --algo nope --output "$tmp/keep.txt" 2> /dev/null
[ "$(cat "$tmp/keep.txt")" = keep ] || fail "a failed run changed the --output file"
if [ -w /dev/full ]; then
    "$bin" --headless --seed 1 --output /dev/full 2> "$tmp/err"
    rc=$?
    [ "$rc" -ne 0 ] && grep -q "failed" "$tmp/err" || fail "write error to /dev/full: exit $rc, $(cat "$tmp/err")"
fi
[ -z "$(ls "$tmp" | grep -v -E '^(a|b|c|c2|err|err2|keep|m|out|out2|s1|s2|s3|u|u2)\.?(txt)?$')" ] ||
    fail "temporary files left behind: $(ls "$tmp")"

# Every bad input: exit 2, one line naming the bad value.
bad() { # expected-substring args...
    local want=$1
    shift
    "$bin" "$@" > "$tmp/o" 2> "$tmp/e"
    local rc=$?
    [ "$rc" -eq 2 ] || fail "'$*' exited $rc, want 2"
    [ "$(wc -l < "$tmp/e")" -eq 1 ] || fail "'$*' printed $(wc -l < "$tmp/e") lines: $(cat "$tmp/e")"
    grep -qF -- "$want" "$tmp/e" || fail "'$*' message lacks '$want': $(cat "$tmp/e")"
    [ -s "$tmp/o" ] && fail "'$*' wrote to stdout"
}
bad "'0x5'" --headless --size 0x5
bad "'-3x4'" --headless --size -3x4
bad "'abcx2'" --headless --size abcx2
bad "'99999999x99999999'" --headless --size 99999999x99999999
bad "'5'" --headless --size 5
bad "'5x5x5'" --headless --size 5x5x5
bad "wilson, backtracker" --headless --algo nope
bad "'nope'" --headless --algo nope
bad "--size needs a value" --headless --size
bad "--algo needs a value" --headless --algo
bad "'--frobnicate'" --headless --frobnicate
bad "'x1'" --headless --seed x1
bad "'-1'" --headless --seed -1
bad "'0'" --headless --count 0
bad "'pdf'" --headless --format pdf
bad "'start=zz'" --headless --opt start=zz
bad "'$tmp/no/such/dir/m.txt'" --headless --output "$tmp/no/such/dir/m.txt"
[ -e "$tmp/no" ] && fail "a directory was created for a bad --output"
bad "'3'" --speed 3
if "$bin" --screenshot "$tmp/v.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer"; then
    bad "built without the visualizer" --screenshot "$tmp/v.png"
    bad "built without the visualizer" --seed 1
else
    bad "'$tmp/no/such/dir/m.png'" --screenshot "$tmp/no/such/dir/m.png" --seed 1
fi
bad "'33x'" --gif "$tmp/g.gif" --fps 33x
bad "'20x20'" --screenshot "$tmp/w.png" --window 20x20
bad "--window does not go with the window" --window 300x300
bad "--hold does not go with --screenshot" --screenshot "$tmp/w.png" --hold 3
bad "--record-dir does not go with --headless" --headless --record-dir /tmp
bad "--speed does not go with --headless" --headless --speed 4
bad "--format does not go with the window" --format unicode
bad "--steps does not go with --headless" --headless --steps 3
bad "--output does not go with --stats" --stats --output "$tmp/s.txt"
bad "--stats cannot be combined with --headless" --headless --stats

# Out of memory is an error message and exit 1, never a crash (not under
# AddressSanitizer, which needs far more address space than the limit).
if ! ldd "$bin" 2>/dev/null | grep -q libasan; then
    (ulimit -v 300000; "$bin" --headless --size 16384x16384 --seed 1 > "$tmp/o" 2> "$tmp/e")
    rc=$?
    [ "$rc" -eq 1 ] && grep -q "out of memory" "$tmp/e" || fail "16384x16384 under a 300 MB limit: exit $rc, $(cat "$tmp/e")"
fi

# --list-algos: one line per algorithm with id, English and Chinese names.
"$bin" --list-algos > "$tmp/l" || fail "--list-algos failed"
grep -q "^wilson .*Wilson's algorithm.*Wilson 算法" "$tmp/l" || fail "wilson row: $(cat "$tmp/l")"
grep -q "^backtracker .*Recursive backtracker.*递归回溯" "$tmp/l" || fail "backtracker row"
"$bin" --help | grep -q -- "--headless" || fail "--help does not describe --headless"
"$bin" --version | grep -q "^mazeviz [0-9]" || fail "--version"
"$bin" --headless --algo dfs --size 4x4 --seed 1 > /dev/null || fail "alias dfs"

# A long run shows "generating WxH id: P %" on a terminal (script(1) makes one), redrawn
# with \r and cleared at the end; with stderr a file nothing is printed and the maze is the same.
if command -v script > /dev/null; then
    run="'$bin' --headless --algo aldous-broder --size 1500x1500 --seed 1 -o '$tmp/tty.txt'"
    script -qec "$run" "$tmp/typescript" > "$tmp/tty.out" 2>&1 || fail "progress run on a terminal failed"
    grep -q "generating 1500x1500 aldous-broder: [0-9]* %" "$tmp/tty.out" && grep -q $'\r' "$tmp/tty.out" ||
        fail "no progress line on a terminal: $(head -c 300 "$tmp/tty.out")"
    last=$(tr -d '\n' < "$tmp/tty.out" | awk 'BEGIN { RS = "\r" } NF || length($0) { r = $0 } END { print r }')
    [ -n "$last" ] && [ -z "${last// /}" ] || fail "progress line not cleared at the end: '$last'"
    "$bin" --headless --algo aldous-broder --size 1500x1500 --seed 1 -o "$tmp/file.txt" 2> "$tmp/e" ||
        fail "progress run with stderr a file failed"
    [ -s "$tmp/e" ] && fail "progress text with stderr a file: $(head -c 200 "$tmp/e")"
    cmp -s "$tmp/tty.txt" "$tmp/file.txt" || fail "the maze differs with a progress line"
else
    echo "progress line not checked: script(1) is not installed"
fi

echo "test_cli: $fails failure(s)"
[ "$fails" -eq 0 ]
