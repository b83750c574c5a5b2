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

kruskal=
for f in "$@"; do
    case $f in */kruskal.lesson) kruskal=$f ;; esac
    out=$("$bin" --lesson "$f" --check 2>&1) || { fail "$f: --check: $out"; continue; }
    n=${out%% *}
    [ "$out" = "$n slides" ] && [ "$n" -ge 6 ] && [ "$n" -le 12 ] || fail "$f: --check says '$out' (want 6 to 12 slides)"
    echo "ok $f: $out"
done

# The shipped lessons are built in: a copy of the program with no data beside it opens them by
# name ("cannot read lesson 'wilson'" before), lists them, and a file of that name in
# $MAZEVIZ_DATADIR/lessons overrides one; a name found nowhere says where it looked.
mkdir -p "$tmp/bin" "$tmp/dd/lessons"
cp "$bin" "$tmp/bin/mazeviz"
for f in "$@"; do
    name=$(basename "$f" .lesson)
    [ "$(env -u MAZEVIZ_DATADIR "$tmp/bin/mazeviz" --lesson "$name" --check 2>&1)" = \
      "$("$bin" --lesson "$f" --check 2>&1)" ] || fail "--lesson $name from a bare copy of the program"
    [ "$(env -u MAZEVIZ_DATADIR "$tmp/bin/mazeviz" --lesson "$name" --slide 2 --print-state 2>&1)" = \
      "$("$bin" --lesson "$f" --slide 2 --print-state 2>&1)" ] || fail "--lesson $name --slide 2 from a bare copy"
done
list=$(env -u MAZEVIZ_DATADIR "$tmp/bin/mazeviz" --list-lessons)
[ "$(awk -F'\t' 'NF == 4 && $3 >= 6 && $4 == "built in"' <<< "$list" | wc -l)" -eq $# ] ||
    fail "--list-lessons does not list the $# lessons as built in: $list"
grep -q "^kruskal	Kruskal 算法与并查集	10	built in$" <(env -u MAZEVIZ_DATADIR "$tmp/bin/mazeviz" --list-lessons --lang zh) ||
    fail "--list-lessons --lang zh: no Chinese title"
printf '%b' 'title: Mine\n\nstate: algo=wilson&size=4x3&seed=7\nen: A note.\nzh: 一个说明。\n' > "$tmp/dd/lessons/wilson.lesson"
cp "$tmp/dd/lessons/wilson.lesson" "$tmp/dd/lessons/extra.lesson"
[ "$(MAZEVIZ_DATADIR=$tmp/dd "$tmp/bin/mazeviz" --lesson wilson --check 2>&1)" = "1 slide" ] ||
    fail "a file in \$MAZEVIZ_DATADIR/lessons does not override the built-in lesson"
list=$(MAZEVIZ_DATADIR=$tmp/dd "$tmp/bin/mazeviz" --list-lessons)
grep -qF "wilson	Mine	1	$tmp/dd/lessons/wilson.lesson" <<< "$list" && grep -qF "extra	Mine	1	" <<< "$list" ||
    fail "--list-lessons with \$MAZEVIZ_DATADIR: $list"
out=$(MAZEVIZ_DATADIR=$tmp/dd "$tmp/bin/mazeviz" --lesson nosuch --check 2>&1)
[ $? -eq 2 ] && [ "$(wc -l <<< "$out")" -eq 1 ] && grep -qF "$tmp/dd/lessons/" <<< "$out" && grep -q "wilson, search, kruskal" <<< "$out" ||
    fail "an unknown lesson name does not say where it looked: $out"

# A note names the legend's entry, never a colour: colours differ between the themes (the
# projector theme's walk head is not green), the legend's words do not.
for f in "$@"; do
    words=$(grep -E '^(en|zh):' "$f" | grep -oiwE 'red|green|blue|yellow|magenta|purple|orange|pink|cyan|pale|gr[ae]y' |
            sort -u | tr '\n' ' ')
    words+=$(grep -E '^zh:' "$f" | grep -oE '红|绿|蓝|黄色|品红|紫|橙|粉红|青色|浅色|灰色' | sort -u | tr '\n' ' ')
    [ -z "$words" ] || fail "$f: a note names colours: $words"
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
malformed 2 "until loop-erased:10000: this run (seed 7) raises it" "state: algo=wilson&size=4x3&seed=7\nuntil: loop-erased:10000\nen: a\nzh: 一\n"
malformed 3 "until loop-erased:len>=40: this run" "state: algo=wilson&size=4x3&seed=7\nen: a\nuntil: loop-erased:len>=40\nzh: 一\n"
malformed 7 "this slide stops at step 3, before the slide at line 1 (step 9) in the same run" "state: algo=wilson&size=4x3&seed=7&step=9\nen: a\nzh: 一\n\nstate: algo=wilson&size=4x3&seed=7\nen: b\nuntil: loop-erased:1\nzh: 二\n"
malformed 2 "has no size for len>=" "state: algo=wilson&size=4x3&seed=7\nuntil: walk-start:len>=3\nen: a\nzh: 一\n"
# Not UTF-8, though each byte looks like a sequence: a surrogate, overlong forms, above U+10FFFF.
malformed 2 "not UTF-8 text" "state: algo=wilson&seed=1\nen: \xed\xa0\x80\nzh: 一\n"
malformed 3 "not UTF-8 text" "state: algo=wilson&seed=1\nen: a\nzh: \xc0\xaf\n"
malformed 2 "not UTF-8 text" "state: algo=wilson&seed=1\nen: \xe0\x80\xaf\nzh: 一\n"
malformed 2 "not UTF-8 text" "state: algo=wilson&seed=1\nen: \xf0\x80\x80\xaf\nzh: 一\n"
malformed 2 "not UTF-8 text" "state: algo=wilson&seed=1\nen: \xf4\x90\x80\x80\nzh: 一\n"
malformed 2 "unknown --state key 'sede'" "# x\nstate: algo=wilson&sede=1\nen: a\nzh: 一\n"
malformed 2 "%00 (a zero byte) is not allowed" "# x\nstate: algo=wilson&seed=1%00junk\nen: a\nzh: 一\n" # was seed=1
malformed 1 "state: needs a value" "state:\nen: a\nzh: 一\n"
malformed 2 "key size (--size) does not go with --screenshot --lab" "\nstate: algo=wilson&size=3x3&seed=7&lab=on\nen: a\nzh: 一\n"

# A file that is not there, and a slide past the end: exit 2, one line.
out=$("$bin" --lesson "$tmp/none.lesson" --check 2>&1)
[ $? -eq 2 ] && grep -q "cannot read lesson" <<< "$out" || fail "a missing lesson: $out"
printf '%b' "$ok" > "$tmp/one.lesson"
out=$("$bin" --lesson "$tmp/one.lesson" --slide 2 --print-state 2>&1)
[ $? -eq 2 ] && grep -q "has 1 slide$" <<< "$out" || fail "--slide 2 of 1: $out"
[ "$("$bin" --lesson "$tmp/one.lesson" --check 2>&1)" = "1 slide" ] || fail "--check of one slide does not say '1 slide'"
out=$("$bin" --slide 2 --print-state 2>&1)
[ $? -eq 2 ] && grep -q -- "--slide needs --lesson" <<< "$out" || fail "--slide without --lesson: $out"
# A slide's state, and flags after it that override it.
[ "$("$bin" --lesson "$tmp/one.lesson" --print-state --lang zh --seed 9)" = "algo=wilson&size=4x3&seed=9&lang=zh" ] ||
    fail "--lesson --print-state with flags over the slide"

# Every mistake of a lesson, each at its line, not only the first (the other slides are still checked).
printf '%b' "state: algo=wilson&seed=1\nen: a\ncolour: red\nzh: 一\n\nstate: algo=wilson&size=8y6&seed=1\nen: b\nzh: 二\n\n$ok\nstate: algo=prim&seed=2\nen: c\n\nstate: algo=wilson&size=4x3&seed=7\nuntil: loop-erased:10000\nen: d\nzh: 四\n" > "$tmp/many.lesson"
out=$("$bin" --lesson "$tmp/many.lesson" --check 2>&1)
rc=$?
want=("many.lesson:3: unknown field 'colour'" "many.lesson:6: bad --state key size='8y6'" "many.lesson:14: this slide has no Chinese note"
      "many.lesson:18: until loop-erased:10000")
[ $rc -eq 2 ] && [ "$(wc -l <<< "$out")" -eq ${#want[@]} ] || fail "four mistakes: exit $rc, $(wc -l <<< "$out") lines: $out"
for w in "${want[@]}"; do grep -qF -- "$w" <<< "$out" || fail "four mistakes: '$w' is not reported: $out"; done
out=$("$bin" --lesson "$tmp/many.lesson" --print-state 2>&1)
[ $? -eq 2 ] && [ "$(wc -l <<< "$out")" -eq 3 ] || fail "a lesson with mistakes opens, or they are not all said: $out"

# A FIFO is refused at once, as masks refuse one, instead of waiting for a writer forever.
mkfifo "$tmp/f.lesson"
out=$(timeout 10 "$bin" --lesson "$tmp/f.lesson" --check 2>&1)
rc=$?
[ $rc -eq 2 ] && grep -q "not a regular file" <<< "$out" || fail "a FIFO lesson: exit $rc (124: it hung): $out"

# A file name with a newline and ESC is printed escaped, on one line: the unreached until of --check,
# a --slide past the end, a slide that does not take the flags.
odd=$tmp/$'a\nb\033c.lesson'
printf '%b' "$ok\nstate: algo=wilson&size=4x3&seed=7\nuntil: loop-erased:10000\nen: a\nzh: 一\n" > "$odd"
for args in "--check" "--slide 9 --print-state" "--slide 2 --steps 3 --print-state"; do
    # shellcheck disable=SC2086
    out=$("$bin" --lesson "$odd" $args 2>&1)
    [ "$(wc -l <<< "$out")" -eq 1 ] && ! grep -q $'\033' <<< "$out" && grep -qF 'a\nb\x1bc.lesson' <<< "$out" ||
        fail "--lesson with an odd name, $args: not one escaped line: $(printf '%q' "$out")"
done

# The flags are tried on every slide before the window opens: --steps with a lesson whose slides
# stop at events is exit 2 at once, each slide named, instead of a window stuck on slide 1.
out=$(SDL_VIDEODRIVER=dummy timeout 20 "$bin" --lesson "$kruskal" --steps 5 2>&1)
rc=$?
[ $rc -eq 2 ] && [ "$(grep -c -- "--until and --steps exclude each other" <<< "$out")" -eq "$(grep -c '^until:' "$kruskal")" ] ||
    fail "--lesson kruskal --steps 5: exit $rc (124: the window opened): $out"
# --until given with a lesson is the slide's algorithm's event, not the default algorithm's.
[ "$("$bin" --lesson "$kruskal" --slide 3 --until merge:2 --print-state 2>&1)" = \
  "algo=kruskal&size=8x6&seed=3&until=merge:2&lang=en" ] || fail "--lesson kruskal --slide 3 --until merge:2"
out=$("$bin" --lesson "$kruskal" --slide 3 --until loop-erased:2 --print-state 2>&1)
[ $? -eq 2 ] && grep -q "the events of kruskal" <<< "$out" || fail "--until another algorithm's event: $out"

echo "$case_no malformed lessons"
[ $fails -eq 0 ] && echo "all lesson checks passed" || { echo "$fails failure(s)"; exit 1; }
