#!/usr/bin/env bash
# test_events_cli.sh - events from the command line, as a script or a
# teacher making a handout uses them:
#   --headless --trace: one line per step, steps 1, 2, ... to the run's
#   total (the known totals: backtracker 2n-1, binary tree and sidewinder
#   n, Prim n-1), every caption non-empty, --lang zh captions Chinese, the
#   events column made of the algorithm's event ids;
#   --list-events: the ids, exactly one default;
#   --until E:N: the screenshot of the step where the trace shows the N-th
#   E is byte-identical to --steps K of that step, for every generator,
#   the braid machine and every solver; the GIF ends there too;
#   --until E:len>=L (and with :N, either order): the step where the trace
#   shows the N-th loop of at least L erased cells, the same picture;
#   --list-events names the sizes;
#   unknown event or algorithm, --until with --steps, len>= on an event
#   without a size, a bad L, a count or len>= twice: exit 2, one line.
# usage: test_events_cli.sh MAZEVIZ
set -u
bin=${1:?usage: test_events_cli.sh path/to/mazeviz}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
has_viz=1
"$bin" --screenshot "$tmp/probe.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer" && has_viz=0
seed=${MAZEVIZ_TEST_SEED:-11}
echo "seed $seed (set MAZEVIZ_TEST_SEED to change)"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# A well-formed trace: 4 tab-separated fields, steps 1..N, lines from 1, captions non-empty, known ids.
check_trace() { # file ids what
    awk -F'\t' -v ids="$2" -v what="$3" '
        BEGIN { n = split(ids, a, " "); for (i = 1; i <= n; i++) ok[a[i]] = 1 }
        NF != 4 { print what ": line " NR " has " NF " fields"; bad = 1; exit }
        $1 != NR { print what ": line " NR " is step " $1; bad = 1; exit }
        $2 !~ /^[1-9][0-9]*$/ { print what ": step " NR " line " $2; bad = 1; exit }
        $4 == "" { print what ": step " NR " has no caption"; bad = 1; exit }
        { m = split($3, e, ","); for (i = 1; i <= m; i++) if (!(e[i] in ok) && $3 != "-") {
              print what ": step " NR " event " e[i] " is not one of " ids; bad = 1; exit } }
        END { if (NR == 0) { print what ": empty"; bad = 1 } exit bad }' "$1"
}

# The ids of ID's events, and its default.
ids() { "$bin" --list-events "$1" | cut -f1 | tr '\n' ' '; }
main_event() { "$bin" --list-events "$1" | awk -F'\t' '$4 == "*" { print $1 }'; }

runs=()
for algo in $("$bin" --list-algos | awk '{print $1}'); do runs+=("$algo|--algo $algo"); done
runs+=("braid|--algo backtracker --opt braid=50")
for s in $("$bin" --list-solvers | awk '{print $1}'); do runs+=("$s|--algo backtracker --solve $s"); done

for run in "${runs[@]}"; do
    id=${run%%|*} args=${run#*|}
    what="$id ($args)"
    # shellcheck disable=SC2086
    "$bin" --headless --trace $args --size 12x9 --seed "$seed" > "$tmp/t.txt" 2> "$tmp/err" ||
        { fail "$what: --trace exited $?: $(cat "$tmp/err")"; continue; }
    check_trace "$tmp/t.txt" "$(ids "$id")" "$what" || fail "$what: bad trace"
    [ "$("$bin" --list-events "$id" | awk -F'\t' '$4 == "*"' | wc -l)" = 1 ] || fail "$what: not one default event"
    # shellcheck disable=SC2086
    "$bin" --headless --trace --lang zh $args --size 12x9 --seed "$seed" > "$tmp/zh.txt" ||
        fail "$what: --trace --lang zh failed"
    notzh=$(LC_ALL=C awk -F'\t' '$4 !~ /[\200-\377]/' "$tmp/zh.txt" | head -n 1)
    [ -z "$notzh" ] || fail "$what: --lang zh caption in English: $notzh"
    [ "$(wc -l < "$tmp/zh.txt")" = "$(wc -l < "$tmp/t.txt")" ] || fail "$what: --lang zh traced another run"
    [ "$has_viz" = 1 ] || continue
    # --until E:N lands where the trace shows the N-th E: the same picture as --steps K.
    ev=$(main_event "$id")
    count=$(awk -F'\t' -v e="$ev" '{ n += index("," $3 ",", "," e ",") > 0 } END { print n + 0 }' "$tmp/t.txt")
    [ "$count" -gt 0 ] || { fail "$what: the trace never shows $ev"; continue; }
    nth=$(((count + 1) / 2))
    k=$(awk -F'\t' -v e="$ev" -v n="$nth" 'index("," $3 ",", "," e ",") && ++c == n { print $1; exit }' "$tmp/t.txt")
    # shellcheck disable=SC2086
    "$bin" --screenshot "$tmp/u.png" $args --size 12x9 --seed "$seed" --until "$ev:$nth" --window 640x480 ||
        { fail "$what: --until $ev:$nth exited $?"; continue; }
    # shellcheck disable=SC2086
    "$bin" --screenshot "$tmp/s.png" $args --size 12x9 --seed "$seed" --steps "$k" --window 640x480 ||
        { fail "$what: --steps $k exited $?"; continue; }
    cmp -s "$tmp/u.png" "$tmp/s.png" || fail "$what: --until $ev:$nth differs from --steps $k"
done
echo "traced and checked ${#runs[@]} machines"

# Known totals: the trace's last step is the run's length.
last() { "$bin" --headless --trace --algo "$1" --size "$2" --seed "$seed" | tail -n 1 | cut -f1; }
[ "$(last backtracker 13x7)" = $((2 * 13 * 7 - 1)) ] || fail "backtracker 13x7: last step $(last backtracker 13x7), want 181"
[ "$(last binary-tree 13x7)" = $((13 * 7)) ] || fail "binary-tree 13x7: last step $(last binary-tree 13x7), want 91"
[ "$(last sidewinder 13x7)" = $((13 * 7)) ] || fail "sidewinder 13x7: last step $(last sidewinder 13x7), want 91"
[ "$(last prim 13x7)" = $((13 * 7 - 1)) ] || fail "prim 13x7: last step $(last prim 13x7), want 90"
"$bin" --headless --trace --algo wilson --size 12x9 --seed "$seed" --lang zh | grep -q "游走" ||
    fail "wilson --lang zh: no 游走 in the captions"
"$bin" --headless --trace --algo wilson --size 12x9 --seed "$seed" --output "$tmp/o.txt" &&
    "$bin" --headless --trace --algo wilson --size 12x9 --seed "$seed" | cmp -s - "$tmp/o.txt" ||
    fail "--trace --output differs from standard output"

# Bad input: exit 2 and one line on stderr, nothing on stdout.
bad() { # what, args...
    local what=$1
    shift
    "$bin" "$@" > "$tmp/out" 2> "$tmp/err"
    local rc=$?
    [ "$rc" = 2 ] || fail "$what: exit $rc, want 2"
    [ "$(wc -l < "$tmp/err")" = 1 ] || fail "$what: $(wc -l < "$tmp/err") lines on stderr: $(cat "$tmp/err")"
    [ ! -s "$tmp/out" ] || fail "$what: wrote to stdout"
}
bad "unknown event" --screenshot "$tmp/x.png" --algo wilson --until loop-erase
bad "another machine's event" --screenshot "$tmp/x.png" --algo wilson --solve bfs --until loop-erased
bad "until N 0" --screenshot "$tmp/x.png" --until loop-erased:0
bad "until N junk" --screenshot "$tmp/x.png" --until loop-erased:2x
bad "until and steps" --screenshot "$tmp/x.png" --until loop-erased --steps 3
bad "until headless" --headless --until loop-erased
bad "until compare" --screenshot "$tmp/x.png" --compare wilson,prim --until loop-erased
bad "list-events unknown" --list-events wilsonn
bad "len on an event without a size" --screenshot "$tmp/x.png" --algo wilson --until 'walk-start:len>=2'
bad "len 0" --screenshot "$tmp/x.png" --until 'loop-erased:len>=0'
bad "len junk" --screenshot "$tmp/x.png" --until 'loop-erased:len>=4x'
bad "len twice" --screenshot "$tmp/x.png" --until 'loop-erased:len>=4:len>=5'
bad "count twice" --screenshot "$tmp/x.png" --until 'loop-erased:2:3'
bad "len in a state" --screenshot "$tmp/x.png" --state 'algo=prim&until=no-new-frontier:len>=2'
grep -q "with a size are loop-erased, walk-joins" < <("$bin" --screenshot "$tmp/x.png" --until 'walk-start:len>=2' 2>&1) ||
    fail "len>= on an event without a size does not list the events with one"
[ "$("$bin" --list-events wilson | awk -F'\t' '$1 == "loop-erased" { print $5 }')" = "len: cells in the erased loop" ] ||
    fail "--list-events wilson: loop-erased shows no size"
[ "$("$bin" --list-events wilson | awk -F'\t' '$1 == "walk-start" { print NF }')" = 3 ] ||
    fail "--list-events wilson: walk-start, which has no size, is not 3 fields"
bad "trace with svg" --headless --trace --format svg
bad "trace with count" --headless --trace --count 2
bad "lang without trace" --headless --lang zh
bad "trace unknown algorithm" --headless --trace --algo nope
bad "predict and play" --predict --play
bad "predict and lab" --screenshot "$tmp/x.png" --predict --lab
bad "play and compare" --screenshot "$tmp/x.png" --play --compare wilson,prim
bad "play with steps" --play --steps 4
bad "play with until" --play --until loop-erased
bad "play with solve" --play --solve bfs
bad "predict headless" --headless --predict
bad "play headless" --headless --play
grep -q "walk-start, loop-erased, walk-joins" < <("$bin" --screenshot "$tmp/x.png" --until x 2>&1) ||
    fail "an unknown event does not list the valid ones"
"$bin" --list-events braid | grep -q "^dead-end-opened" || fail "--list-events braid"
"$bin" --list-events bfs | grep -q "^goal	" || fail "--list-events bfs"

if [ "$has_viz" = 1 ]; then
    "$bin" --screenshot "$tmp/x.png" --algo wilson --size 5x4 --seed 1 --until loop-erased:100000 2> "$tmp/err"
    rc=$?
    [ "$rc" = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] || fail "--until past the run: exit $rc: $(cat "$tmp/err")"
    [ ! -e "$tmp/x.png" ] || fail "--until past the run left a picture"
    # The N-th loop of at least L cells, as the trace's captions count them ("erased a loop of 5 cells").
    loops() { # L N: the step of the N-th erased loop of L cells or more
        "$bin" --headless --trace --algo wilson --size 12x9 --seed "$seed" |
            awk -F'\t' -v l="$1" -v n="$2" '$3 ~ /loop-erased/ && match($4, /of [0-9]+ cell/) &&
                substr($4, RSTART + 3, RLENGTH - 8) + 0 >= l && ++c == n { print $1; exit }'
    }
    for u in 'len>=4|4 1' 'len>=4:2|4 2' '3:len>=2|2 3' 'len>=1|1 1'; do
        cond=${u%|*} k=$(loops ${u#*|})
        [ -n "$k" ] || { fail "seed $seed: the trace has no loop for $cond"; continue; }
        "$bin" --screenshot "$tmp/u.png" --algo wilson --size 12x9 --seed "$seed" --until "loop-erased:$cond" \
            --window 640x480 || { fail "--until loop-erased:$cond exited $?"; continue; }
        "$bin" --screenshot "$tmp/s.png" --algo wilson --size 12x9 --seed "$seed" --steps "$k" --window 640x480
        cmp -s "$tmp/u.png" "$tmp/s.png" || fail "--until loop-erased:$cond differs from --steps $k"
    done
    "$bin" --screenshot "$tmp/x.png" --algo wilson --size 5x4 --seed 1 --until 'loop-erased:len>=1000' 2> "$tmp/err"
    [ $? = 1 ] && grep -q "raises it 0 times" "$tmp/err" || fail "--until past the sizes: $(cat "$tmp/err")"
    if "$bin" --gif "$tmp/g.gif" --algo wilson --size 8x6 --seed 1 --until loop-erased:2 --frames 3 2> "$tmp/err"; then
        [ -s "$tmp/g.gif" ] || fail "--gif --until wrote no GIF"
    elif ! grep -q "without GIF" "$tmp/err"; then
        fail "--gif --until failed: $(cat "$tmp/err")"
    fi
fi
[ "$fails" -eq 0 ] && echo "events cli: ok"
[ "$fails" -eq 0 ]
