#!/usr/bin/env bash
# test_lesson_cli.sh - lesson files from the command line (issue 18): the
# shipped lessons pass --check with 6 to 12 slides; each malformed lesson
# below is exit 2 with one line "FILE:LINE: what is wrong" at the right line.
# usage: test_lesson_cli.sh MAZEVIZ LESSON...
set -u
bin=${1:?usage: test_lesson_cli.sh MAZEVIZ LESSON...}
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

for f in "$@"; do
    out=$("$bin" --lesson "$f" --check 2>&1) || { fail "$f: --check: $out"; continue; }
    n=${out%% *}
    [ "$out" = "$n slides" ] && [ "$n" -ge 6 ] && [ "$n" -le 12 ] || fail "$f: --check says '$out' (want 6 to 12 slides)"
    echo "ok $f: $out"
done

# A lesson saved with Windows line ends (CRLF) or a UTF-8 byte order mark gives the same
# slides: CRLF used to be "not UTF-8 text" on line 1 (the '\r' was checked as a control
# byte), a BOM "expected FIELD: VALUE".
for f in "$@"; do
    b=$tmp/$(basename "$f")
    sed 's/$/\r/' "$f" > "$b.crlf"
    { printf '\357\273\277'; cat "$f"; } > "$b.bom"
    { printf '\357\273\277'; sed 's/$/\r/' "$f"; } > "$b.bom-crlf"
    want=$("$bin" --lesson "$f" --check)
    for copy in crlf bom bom-crlf; do
        out=$("$bin" --lesson "$b.$copy" --check 2>&1) || { fail "$f as $copy: $out"; continue; }
        [ "$out" = "$want" ] || fail "$f as $copy: --check says '$out', the original '$want'"
        for i in $(seq "${want%% *}"); do
            [ "$("$bin" --lesson "$b.$copy" --slide "$i" --print-state 2>&1)" = \
              "$("$bin" --lesson "$f" --slide "$i" --print-state 2>&1)" ] || fail "$f as $copy: slide $i differs"
        done
    done
    echo "ok $f with CRLF, a BOM, both: $want"
done

# malformed LINE 'WORDS' CONTENT: --check must say "FILE:LINE: ...WORDS..." and exit 2.
malformed() {
    local line=$1 want=$2 file=$tmp/m$((++case_no)).lesson out rc
    printf '%b' "$3" > "$file"
    out=$("$bin" --lesson "$file" --check 2>&1)
    rc=$?
    [ $rc -eq 2 ] || fail "case $case_no: exit $rc, want 2 ($out)"
    [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "case $case_no: not one line: $out"
    grep -qF -- "$file:$line: " <<< "$out" || fail "case $case_no: '$out' is not at line $line"
    grep -qF -- "$want" <<< "$out" || fail "case $case_no: '$out' does not say '$want'"
}
case_no=0
ok='state: algo=wilson&size=4x3&seed=7\nen: A note.\nzh: 一个说明。\n'
malformed 3 "unknown field 'colour'" "state: algo=wilson&seed=1\nen: a\ncolour: red\nzh: 一\n"
malformed 2 "this slide has no state line" "# comment\nen: a\nzh: 一\n"
malformed 5 "no Chinese note" "$ok\nstate: algo=prim&seed=2\nen: b\n"
malformed 2 "bad --state key size='8y6'" "# comment\nstate: algo=wilson&size=8y6&seed=1\nen: a\nzh: 一\n"
malformed 3 "unknown event 'loop-erasd' for --until" "state: algo=wilson&seed=1\nen: a\nuntil: loop-erasd:2\nzh: 一\n"
malformed 4 "bad --speed '3'" "state: algo=wilson&seed=1\nen: a\nzh: 一\nspeed: 3\n"
malformed 7 "a second state in this slide" "$ok\nstate: algo=wilson&seed=1\nen: a\nstate: algo=prim&seed=1\nzh: 一\n"
malformed 3 "until (line 2) and step exclude each other" "state: algo=wilson&seed=1\nuntil: walk-joins\nstep: 4\nen: a\nzh: 一\n"
malformed 2 "the state has no seed" "\nstate: algo=wilson&size=5x5\nen: a\nzh: 一\n"
malformed 1 "no slides" "# only a comment\n\n"
malformed 5 "expected FIELD: VALUE" "$ok\nThis line is prose.\n"
malformed 2 "not UTF-8 text" "state: algo=wilson&seed=1\nen: caf\xe9\nzh: 一\n"
malformed 5 "a NUL byte" "$ok\n# a comment\0 then binary\nstate: algo=prim\n" # the rest was dropped unseen
malformed 4 "a NUL byte" "$ok\0\n"
malformed 2 "not UTF-8 text" "state: algo=wilson&seed=1\r\nen: a\rb\r\nzh: 一\r\n" # '\r' only at a line's end
malformed 5 "the title goes in the first block" "$ok\ntitle: Late\n"
malformed 1 "until loop-erased:10000: this run (seed 7) raises it" "state: algo=wilson&size=4x3&seed=7\nuntil: loop-erased:10000\nen: a\nzh: 一\n"
malformed 2 "unknown --state key 'sede'" "# x\nstate: algo=wilson&sede=1\nen: a\nzh: 一\n"
malformed 2 "%00 (a zero byte) is not allowed" "# x\nstate: algo=wilson&seed=1%00junk\nen: a\nzh: 一\n" # was seed=1
malformed 1 "state: needs a value" "state:\nen: a\nzh: 一\n"
malformed 2 "key size (--size) does not go with --screenshot --lab" "\nstate: algo=wilson&size=3x3&seed=7&lab=on\nen: a\nzh: 一\n"

# A file that is not there, and a slide past the end: exit 2, one line.
out=$("$bin" --lesson "$tmp/none.lesson" --check 2>&1)
[ $? -eq 2 ] && grep -q "cannot read lesson" <<< "$out" || fail "a missing lesson: $out"
printf '%b' "$ok" > "$tmp/one.lesson"
out=$("$bin" --lesson "$tmp/one.lesson" --slide 2 --print-state 2>&1)
[ $? -eq 2 ] && grep -q "has 1 slides" <<< "$out" || fail "--slide 2 of 1: $out"
out=$("$bin" --slide 2 --print-state 2>&1)
[ $? -eq 2 ] && grep -q -- "--slide needs --lesson" <<< "$out" || fail "--slide without --lesson: $out"
# A slide's state, and flags after it that override it.
[ "$("$bin" --lesson "$tmp/one.lesson" --print-state --lang zh --seed 9)" = "algo=wilson&size=4x3&seed=9&lang=zh" ] ||
    fail "--lesson --print-state with flags over the slide"

echo "$case_no malformed lessons"
[ $fails -eq 0 ] && echo "all lesson checks passed" || { echo "$fails failure(s)"; exit 1; }
