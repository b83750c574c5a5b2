#!/usr/bin/env bash
# test_exercise_cli.sh - the exercise in a terminal and its grading (issue 31),
# played as a student's script would: mazeviz --headless --exercise is a
# coprocess, each 'ask STEP<TAB>QUESTION<TAB>LEGAL...' line is answered with
# one line, and the verdicts, the score and the code are checked; then the
# codes are graded with --grade and opened with --state.
#
# - random legal answers: every verdict 'right', 'score N/N', a code that
#   grades valid with N/N and opens as a perfect maze (json_check compares the
#   JSON with the core's own remake of the code), on a rectangle, hexagons and
#   a polar grid (cell ids), for a generator and a solver;
# - k wrong answers (text that is no answer, a cell that is no neighbour or
#   outside the grid, a wall between cells that are not neighbours, an empty
#   line, bytes that are not text): 'wrong EXPECTED<TAB>WHY' with EXPECTED one
#   of the legal answers, a line on stderr for what is no answer, never a crash,
#   score (N-k)/N, and --grade agrees;
# - the end of input skips the rest: asked counts them, right does not;
# - the class seed: the documented hash (FNV-1a over WORD, a newline, NAME;
#   one splitmix64 step) gives the code's seed; --grade --class-seed refuses a
#   code whose seed or name is not the row's, a tampered move, a code without
#   moves; CSV input; --output all or nothing;
# - undo: an 'undo' line takes the last answer back ('undone STEP', the
#   question asked again); a wrong answer undone and answered right is
#   'right<TAB>not counted...' and still not right, a right one undone and
#   answered wrong still right; the code grades to the same score, valid;
#   'undo' with nothing answered is a line on stderr and the question again;
# - bad flags: one line on stderr, exit 2.
set -u
bin=${1:?usage: test_exercise_cli.sh path/to/mazeviz path/to/json_check}
json_check=${2:?usage: test_exercise_cli.sh path/to/mazeviz path/to/json_check}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

RANDOM=31 # the answers' choices: the same every run

# play POLICY ARGS...: plays an exercise, answering each question by POLICY:
#   random       a random legal answer
#   wrongN       a random legal answer, but a wrong one at answers N, 2N, 3N...
#   stopN        random legal answers to the first N questions, then the end of input
# Writes the transcript to $tmp/out, stderr to $tmp/err; sets asked (questions),
# wrong (wrong answers given), exitcode.
# start_exercise ARGS...: mazeviz --headless --exercise ARGS as a coprocess: its input on
# fd 3, its output on fd 4, its pid in $pid; empties $tmp/out.
start_exercise() {
    rm -f "$tmp/to" "$tmp/from"
    mkfifo "$tmp/to" "$tmp/from"
    "$bin" --headless --exercise "$@" < "$tmp/to" > "$tmp/from" 2> "$tmp/err" &
    pid=$!
    exec 3> "$tmp/to" 4< "$tmp/from"
    : > "$tmp/out"
}

play() {
    local policy=$1 line answer legal pid wrongs=("zzz" "99,99" "" $'\x01\xff' "0,0-2,2" "1000" "open keep")
    shift
    asked=0 wrong=0
    start_exercise "$@"
    while IFS= read -r line <&4; do
        printf '%s\n' "$line" >> "$tmp/out"
        [[ $line == ask* ]] || continue
        asked=$((asked + 1))
        IFS=$'\t' read -ra f <<< "$line"
        legal=("${f[@]:2}")
        answer=${legal[RANDOM % ${#legal[@]}]}
        case $policy in
        wrong*) if [ $((asked % ${policy#wrong})) -eq 0 ]; then
                    answer=${wrongs[wrong % ${#wrongs[@]}]}
                    wrong=$((wrong + 1))
                fi ;;
        stop*) [ "$asked" -gt "${policy#stop}" ] && break ;;
        esac
        printf '%s\n' "$answer" >&3
    done
    exec 3>&- # the end of input
    while IFS= read -r line <&4; do
        printf '%s\n' "$line" >> "$tmp/out"
    done
    exec 4<&-
    wait "$pid"
    exitcode=$?
}

# The documented class seed of WORD and NAME: FNV-1a 64 over WORD, a newline and NAME, then
# one splitmix64 step (bash's arithmetic wraps at 64 bits; shifts are made logical by masks).
class_seed() {
    local h=$((0xcbf29ce484222325)) b z
    for b in $(printf '%s\n%s' "$1" "$2" | od -An -tu1); do
        h=$(( (h ^ b) * 1099511628211 ))
    done
    z=$(( h + 0x9e3779b97f4a7c15 ))
    z=$(( (z ^ ((z >> 30) & 0x3ffffffff)) * 0xbf58476d1ce4e5b9 ))
    z=$(( (z ^ ((z >> 27) & 0x1fffffffff)) * 0x94d049bb133111eb ))
    printf '%u\n' $(( z ^ ((z >> 31) & 0x1ffffffff) ))
}

# The value of the last line starting with KEY in the transcript.
last() { grep "^$1 " "$tmp/out" | tail -1 | cut -d' ' -f2-; }

# check_played WHAT RIGHT ASKED: the score line and the code.
check_played() {
    local what=$1 right=$2 all=$3 score code
    score=$(last score)
    [ "$exitcode" -eq 0 ] || fail "$what: exit $exitcode: $(cat "$tmp/err")"
    [ "$score" = "$right/$all" ] || fail "$what: score '$score', want $right/$all"
    code=$(last code)
    [[ $code == *moves=* ]] || fail "$what: no code: '$code'"
}

# A random legal answer is always right, and the code opens as a perfect maze.
for args in "--algo backtracker --size 5x4" "--algo kruskal --size 4x4" "--algo wilson --size 4x3" \
            "--algo prim --grid hex --size 4x3" "--algo aldous-broder --grid polar --size 2" \
            "--algo sidewinder --size 5x3 --solve bfs" "--algo eller --size 4x4 --solve random-mouse" \
            "--algo recursive-division --size 4x4 --lang zh"; do
    play random $args --seed 5
    n=$(grep -c '^ask ' "$tmp/out")
    r=$(grep -c '^right$' "$tmp/out")
    [ "$n" -gt 0 ] && [ "$r" -eq "$n" ] || fail "$args: $r of $n random legal answers right"
    check_played "$args" "$n" "$n"
    code=$(last code)
    "$bin" --headless --format json --state "$code" > "$tmp/maze.json" 2> "$tmp/err2" ||
        fail "$args: --state CODE --format json: $(cat "$tmp/err2")"
    perfect=--perfect
    [[ $args == *--solve* ]] && perfect=
    "$json_check" "$tmp/maze.json" $perfect -- --headless --format json --state "$code" > /dev/null ||
        fail "$args: the code's maze is not the core's remake of it (or not perfect)"
done
grep -q '墙\|格' "$tmp/out" || fail "--lang zh: the questions are not in Chinese: $(head -1 "$tmp/out")"

# Hexagons and polar grids name cells by their --format json ids.
play random --algo backtracker --grid hex --size 3x3 --seed 2
grep '^ask' "$tmp/out" | cut -f3- | tr '\t' '\n' | grep -qvE '^([0-9]+|back)$' &&
    fail "hex: a legal answer that is no cell id or word: $(grep '^ask' "$tmp/out" | head -1)"

# k wrong answers: wrong verdicts with a legal expectation and a reason; score (N-k)/N.
play wrong3 --algo growing-tree --opt policy=random --size 5x5 --seed 9 --name Growing
n=$(grep -c '^ask ' "$tmp/out")
w=$(grep -c '^wrong ' "$tmp/out")
[ "$wrong" -gt 2 ] && [ "$w" -eq "$wrong" ] || fail "growing-tree: $w wrong verdicts for $wrong wrong answers"
check_played "growing-tree, $wrong wrong" $((n - wrong)) "$n"
awk -F'\t' '/^ask/ { legal = ""; for (i = 3; i <= NF; i++) legal = legal "|" $i "|" }
            /^wrong / { e = substr($1, 7); if (index(legal, "|" e "|") == 0 || $2 == "") { print; bad = 1 } }
            END { exit bad }' "$tmp/out" > "$tmp/bad" || fail "a wrong verdict's expected answer is not legal or has no why: $(cat "$tmp/bad")"
grep -q "is no answer" "$tmp/err" || fail "text that is no answer gets no line on stderr"
wcode=$(last code) gn=$n gw=$wrong

# The end of input skips the rest: asked, not right.
play stop4 --algo backtracker --size 4x4 --seed 4 --name Stop
check_played "stopping after 4" 4 "$("$bin" --headless --exercise --algo backtracker --size 4x4 --seed 4 < /dev/null |
                                     sed -n 's/^score 0\///p')"
scode=$(last code)

# The class seed: the documented hash, the same seed for the same name, another for another.
play random --algo kruskal --size 3x3 --class-seed "physics 3B" --name "Li Wei"
lcode=$(last code)
hash=$(class_seed "physics 3B" "Li Wei")
seed=$(sed -n 's/.*&seed=\([0-9]*\).*/\1/p' <<< "$lcode")
[ "$seed" = "$hash" ] || fail "class seed: the code's seed $seed is not the documented hash $hash"
play random --algo kruskal --size 3x3 --class-seed "physics 3B" --name "Ana"
acode=$(last code)
[ "$(sed -n 's/.*&seed=\([0-9]*\).*/\1/p' <<< "$acode")" != "$seed" ] || fail "two names, one seed"
play random --algo kruskal --size 3x3 --class-seed "physics 3B" --name "Li Wei"
[ "$(last code)" = "$lcode" ] || fail "the same class seed and name give another maze"

# play_undo ARGS...: 'undo' before the first answer; then at questions 1, 5, 9... a wrong
# answer, 'undo' and a right one; at 3, 7, 11... a right answer, 'undo' and a wrong one;
# random legal answers elsewhere (the last question's undo never comes: the run is over). Sets
# n (steps asked), firstwrong, undos (undos sent after an answer) and redone (right redos sent).
play_undo() {
    local line pending=undo0 pid
    n=0 firstwrong=0 undos=0 redone=0
    start_exercise "$@"
    while IFS= read -r line <&4; do
        printf '%s\n' "$line" >> "$tmp/out"
        [[ $line == ask* ]] || continue
        IFS=$'\t' read -ra f <<< "$line"
        legal=("${f[@]:2}")
        answer=${legal[RANDOM % ${#legal[@]}]}
        case $pending in
        undo0) answer=undo pending= ;;
        undo-right) answer=undo pending=right undos=$((undos + 1)) ;;
        undo-wrong) answer=undo pending=wrong undos=$((undos + 1)) ;;
        right) pending= redone=$((redone + 1)) ;;
        wrong) answer=zzz pending= ;;
        *) n=$((n + 1))
           if [ $((n % 4)) -eq 1 ]; then
               answer=zzz pending=undo-right firstwrong=$((firstwrong + 1))
           elif [ $((n % 4)) -eq 3 ]; then
               pending=undo-wrong
           fi ;;
        esac
        printf '%s\n' "$answer" >&3
    done
    exec 3>&-
    exec 4<&-
    wait "$pid"
    exitcode=$?
}

# Undo: the score keeps each step's first answer, and the code grades to it.
for args in "--algo backtracker --size 5x4" "--algo kruskal --size 4x4 --solve bfs" "--algo wilson --grid hex --size 3x3"; do
    play_undo $args --seed 7 --name Undo
    check_played "undo, $args" $((n - firstwrong)) "$n"
    u=$(grep -c '^undone ' "$tmp/out")
    nc=$(grep -c $'^right\tnot counted' "$tmp/out")
    [ "$undos" -gt 2 ] && [ "$u" -eq "$undos" ] || fail "undo, $args: $u 'undone' lines for $undos undos"
    [ "$nc" -eq "$redone" ] || fail "undo, $args: $nc right answers not counted, want $redone"
    grep -q "nothing to undo" "$tmp/err" || fail "undo, $args: an undo before any answer says nothing"
    [ "$(sed -n 2p "$tmp/out" | cut -f1)" = "ask 1" ] || fail "undo, $args: the first question is not asked again"
    printf 'Undo\t%s\n' "$(last code)" > "$tmp/undo.tsv"
    "$bin" --grade "$tmp/undo.tsv" > "$tmp/undo.csv" 2> "$tmp/err" || fail "undo, $args: --grade: $(cat "$tmp/err")"
    IFS=, read -r _ _ _ _ _ ga gr _ gv _ < <(tail -1 "$tmp/undo.csv")
    [ "$ga/$gr/$gv" = "$n/$((n - firstwrong))/yes" ] ||
        fail "undo, $args: --grade says asked $ga right $gr valid $gv, played $((n - firstwrong))/$n: $(cat "$tmp/undo.csv")"
done

# --grade: valid codes, and every way a code is not valid.
tampered=$(sed 's/moves=./moves=Z/' <<< "$acode")
printf 'Li Wei\t%s\nAna\t%s\nBob\t%s\nAna\t%s\nGrowing\t%s\nStop\t%s\nNo moves\talgo=wilson&seed=1\nJunk\tnot a code\n' \
    "$lcode" "$acode" "$acode" "$tampered" "$wcode" "$scode" > "$tmp/codes.tsv"
"$bin" --grade "$tmp/codes.tsv" --class-seed "physics 3B" > "$tmp/grades.csv" 2> "$tmp/err" ||
    fail "--grade: exit $?: $(cat "$tmp/err")"
row() { awk -F, -v n="$1" -v k="$2" '$1 == n { c++; if (c == k) print }' "$tmp/grades.csv"; }
[ "$(head -1 "$tmp/grades.csv")" = "name,algo,grid,size,seed,asked,right,score,valid,reason" ] ||
    fail "--grade: header $(head -1 "$tmp/grades.csv")"
[[ $(row "Li Wei" 1) == "Li Wei,kruskal,rect,3x3,$seed,"*",100.0,yes," ]] || fail "--grade Li Wei: $(row "Li Wei" 1)"
[[ $(row Ana 1) == *",yes," ]] || fail "--grade Ana: $(row Ana 1)"
[[ $(row Bob 1) == *",no,the code is Ana's" ]] || fail "--grade Bob with Ana's code: $(row Bob 1)"
[[ $(row Ana 2) == *",no,move 1 (step 1): 61 is not one of the "* ]] || fail "--grade tampered: $(row Ana 2)"
[[ $(row "No moves" 1) == *",no,not an exercise's code: it has no moves" ]] || fail "--grade no moves: $(row "No moves" 1)"
[[ $(row Junk 1) == "Junk,,,,,,,,no,not a code: "* ]] || fail "--grade junk: $(row Junk 1)"
g=$(row Growing 1)
[[ $g == "Growing,growing-tree,rect,5x5,9,$gn,$((gn - gw)),"*",no,"* ]] && [[ $g == *"seed does not match"* ]] ||
    fail "--grade with the wrong answers (not of this class): $g"
"$bin" --grade "$tmp/codes.tsv" > "$tmp/noclass.csv"
[[ $(awk -F, '$1 == "Growing"' "$tmp/noclass.csv") == "Growing,growing-tree,rect,5x5,9,$gn,$((gn - gw)),"*",yes," ]] ||
    fail "--grade without a class seed: $(awk -F, '$1 == "Growing"' "$tmp/noclass.csv")"
[[ $(awk -F, '$1 == "Stop"' "$tmp/noclass.csv") == "Stop,backtracker,rect,4x4,4,"*",4,"*",yes," ]] ||
    fail "--grade of a stopped exercise: $(awk -F, '$1 == "Stop"' "$tmp/noclass.csv")"

# A CSV with a header (columns in any order, quoted fields), and --output all or nothing.
{ echo 'code,class,name'; printf '"%s",3B,"Li Wei"\n' "$lcode"; } > "$tmp/codes.csv"
"$bin" --grade "$tmp/codes.csv" --class-seed "physics 3B" --output "$tmp/out.csv" || fail "--grade CSV: exit $?"
[[ $(sed -n 2p "$tmp/out.csv") == "Li Wei,kruskal,"*",yes," ]] || fail "--grade CSV: $(cat "$tmp/out.csv")"
echo old > "$tmp/keep.csv"
"$bin" --grade "$tmp/nonexistent" --output "$tmp/keep.csv" 2> "$tmp/err"
[ $? -eq 2 ] && [ "$(cat "$tmp/keep.csv")" = old ] && [ "$(wc -l < "$tmp/err")" -eq 1 ] ||
    fail "--grade of a missing file: $(cat "$tmp/err"), the output '$(cat "$tmp/keep.csv")'"
printf 'just,some,columns\n1,2,3\n' > "$tmp/nohead.csv"
"$bin" --grade "$tmp/nohead.csv" > /dev/null 2> "$tmp/err"
[ $? -eq 2 ] && grep -q "name and code" "$tmp/err" || fail "--grade of a CSV without the columns: $(cat "$tmp/err")"

# --state CODE with wrong moves for its maze: one line, exit 2.
out=$("$bin" --headless --state "$tampered" 2>&1 > /dev/null)
[ $? -eq 2 ] && [[ $out == *"not this exercise's"* ]] || fail "--state with illegal moves: $out"

# Bad flags: one line, exit 2.
bad() { # expected-text args...
    local want=$1 out rc
    shift
    out=$("$bin" "$@" < /dev/null 2>&1 > /dev/null)
    rc=$?
    [ $rc -eq 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] && [[ $out == *"$want"* ]] ||
        fail "$*: exit $rc, '$out' (want '$want')"
}
bad "--exercise does not go with --predict: the window shows one mode at a time" --exercise --predict
bad "--exercise does not go with --compare" --exercise --compare wilson,kruskal
bad "--exercise does not go with --gif" --exercise --gif "$tmp/x.gif"
bad "--class-seed needs --name" --headless --exercise --class-seed w
bad "exclude each other" --headless --exercise --class-seed w --name n --seed 3
bad "--moves does not go with --headless --exercise" --headless --exercise --moves 0
bad "bad --name" --headless --exercise --name $'a\tb'
bad "does not go with --headless --exercise" --headless --exercise --count 3
bad "bad --moves" --headless --moves 'a&b'
bad "--opt braid=P with --exercise needs --solve" --headless --exercise --opt braid=30

[ $fails -eq 0 ] && echo "all exercise cli checks passed" || { echo "$fails failure(s)"; exit 1; }
