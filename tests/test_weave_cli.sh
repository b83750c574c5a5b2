#!/usr/bin/env bash
# test_weave_cli.sh - the weave (--grid weave) as a user runs it:
#   - each generator that weaves (backtracker, kruskal) makes a perfect maze, read back from
#     --format json by json_check's own spanning-tree check, its own model of the weave's
#     neighbours and its own check of every tunnel (--weave: under the cell between, whose
#     passages are exactly the straight corridor across it; no cell under two tunnels), and
#     the mazes do have tunnels;
#   - the generators that do not ask where a tunnel may go are refused in one line that
#     names the ones that do; without --algo the first that weaves runs;
#   - a solver's path goes through a tunnel; the SVG draws the tunnels; state strings carry
#     grid=weave; --list-grids names it in both languages;
#   - --load of a weave's JSON and the walls= state it gives restore its tunnels; a tunnel under
#     half a corridor is refused in one line;
#   - --uniformity on a weave is refused in one line (its mazes are not all its spanning trees);
#   - the window's modes on a weave (--screenshot): --compare of the weaving generators,
#     --compare-solvers, --predict and --exercise draw, and their state strings keep grid=weave;
#     --compare with a generator that cannot weave is refused in one line naming it;
#   - --headless --exercise on a weave: every legal answer is right, and the code it gives
#     opens as a perfect weave maze (json_check --weave).
# usage: test_weave_cli.sh path/to/mazeviz path/to/json_check
set -u
bin=${1:?usage: test_weave_cli.sh MAZEVIZ JSON_CHECK}
jc=${2:?usage: test_weave_cli.sh MAZEVIZ JSON_CHECK}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

weaves="backtracker kruskal"
algos=$("$bin" --list-algos | awk '{print $1}')
tunnels_of() { grep -o '\[[0-9]*, [0-9]*, [0-9]*\]' "$1" | wc -l; }

for size in 3x3 4x5 12x9 30x20; do
    for a in $algos; do
        args=(--headless --grid weave --size "$size" --algo "$a" --seed 5 --count 4 --format json)
        if "$bin" "${args[@]}" > "$tmp/m.json" 2> "$tmp/e"; then
            case " $weaves " in *" $a "*) ;; *) fail "$a ran on a weave: it does not ask where a tunnel may go" ;; esac
            "$jc" "$tmp/m.json" --perfect --weave -- "${args[@]}" > "$tmp/jc" ||
                fail "$a on a $size weave: $(grep -v '^/' "$tmp/jc" | head -3)"
            if [ "$size" = 30x20 ]; then
                t=$(tunnels_of "$tmp/m.json")
                [ "$t" -ge 4 ] || fail "$a on a 30x20 weave: only $t tunnels in 4 mazes"
            fi
        else
            case " $weaves " in
            *" $a "*) fail "$a refused on a $size weave: $(cat "$tmp/e")" ;;
            *) grep -q "not on a weave grid\|cannot make a weave grid; there use backtracker, kruskal" "$tmp/e" ||
                fail "$a on a weave: refused without naming the weave's generators: $(cat "$tmp/e")" ;;
            esac
        fi
    done
done

# without --algo: the first generator that weaves
"$bin" --headless --grid weave --size 6x6 --seed 1 --format json > "$tmp/d.json" 2> "$tmp/e" ||
    fail "no --algo on a weave: $(cat "$tmp/e")"
"$jc" "$tmp/d.json" --perfect --weave > /dev/null || fail "no --algo on a weave: not a weave tree"

# a solver's path through a tunnel: seeds until a path uses one (a tunnel step is two cells apart)
found=0
for seed in $(seq 1 40); do
    "$bin" --headless --grid weave --size 10x8 --algo backtracker --seed "$seed" --solve bfs --format json > "$tmp/p.json" ||
        fail "solve on a weave, seed $seed"
    "$jc" "$tmp/p.json" --perfect --weave > /dev/null || fail "seed $seed: the solved weave does not check"
    if grep -o '"path": \[[^]]*\]' "$tmp/p.json" | grep -o '[0-9][0-9]*' |
        awk 'NR > 1 { d = $1 - p; if (d < 0) d = -d; if (d == 2 || d == 20) k++ } { p = $1 } END { exit !(k > 0) }'; then
        found=1
        break
    fi
done
[ "$found" -eq 1 ] || fail "no solver path through a tunnel in 40 seeds"

# SVG: one stub pair per tunnel
"$bin" --headless --grid weave --size 12x9 --algo kruskal --seed 3 --format json > "$tmp/s.json"
"$bin" --headless --grid weave --size 12x9 --algo kruskal --seed 3 --format svg > "$tmp/s.svg" || fail "svg weave"
want=$(tunnels_of "$tmp/s.json")
got=$(grep -c 'class="tunnel"' "$tmp/s.svg")
[ "$want" -gt 0 ] && [ "$got" -eq "$want" ] || fail "SVG: $got tunnels drawn, the JSON has $want"
if command -v xmllint > /dev/null; then xmllint --noout "$tmp/s.svg" || fail "weave: SVG not well-formed"; fi

# --load of its JSON restores the tunnels (the same JSON back), and so does the state it gives
# (walls= carries each tunnel); a tunnel under half a corridor is refused in one line
"$bin" --headless --load "$tmp/s.json" --format json > "$tmp/l.json" 2> "$tmp/e" || fail "weave --load: $(cat "$tmp/e")"
cmp -s "$tmp/s.json" "$tmp/l.json" || fail "weave --load: the JSON written back differs (tunnels lost?)"
ls=$("$bin" --load "$tmp/s.json" --print-state | sed 's/&lang=[a-z]*//')
"$bin" --headless --state "$ls" --format json > "$tmp/st.json" 2> "$tmp/e" || fail "weave walls= state: $(cat "$tmp/e")"
cmp -s "$tmp/s.json" "$tmp/st.json" || fail "weave walls= state: the maze differs from the loaded one"
t=$(grep -o '\[[0-9]*, [0-9]*, [0-9]*\]' "$tmp/s.json" | head -1 | tr -d '[],')
read -r ta tb tu <<< "$t"
if [ $((tb - ta)) -eq 2 ]; then side=$((tu - 12)); else side=$((tu - 1)); fi # 12x9: the corridor's first cell
grep -q "\[$side, $tu\], " "$tmp/s.json" || fail "weave: no corridor [$side, $tu] over the tunnel $t"
sed "s/\[$side, $tu\], //" "$tmp/s.json" > "$tmp/bad.json"
bad "has a passage its grid does not allow (a weave's tunnel under a cell" --headless --load "$tmp/bad.json"

state=$("$bin" --grid weave --size 5x4 --seed 2 --print-state)
case "$state" in *"grid=weave&size=5x4"*) ;; *) fail "weave state: $state" ;; esac
[ "$("$bin" --state "$state" --print-state)" = "$state" ] || fail "weave state does not round-trip"
"$bin" --list-grids | grep -q "^weave *weave *编织 " || fail "--list-grids: the weave row: $("$bin" --list-grids | grep weave)"
bad "--algo wilson does not check where a passage may run under a cell" --headless --grid weave --algo wilson
# the lab counts every spanning tree, most of which no weave maze is: refused, not figures that mean nothing
for a in $weaves; do
    bad "--uniformity cannot run on a weave grid" --uniformity --grid weave --size 3x3 --algo "$a" --count 50
done
bad "--lab cannot run on --grid weave" --screenshot "$tmp/lab.png" --grid weave --lab

# the window's modes on a weave: each draws a picture (the mode's own state string round-trips);
# a build without the visualizer checks the states only
has_viz=1
"$bin" --screenshot "$tmp/probe.png" --steps 0 --size 2x2 2>&1 | grep -q "built without the visualizer" && has_viz=0
for mode in "--compare backtracker,kruskal" "--compare kruskal,backtracker,kruskal" \
            "--compare-solvers bfs,dfs --algo kruskal" "--predict --algo backtracker" \
            "--predict --algo kruskal" "--exercise --algo backtracker" "--exercise --algo kruskal"; do
    rm -f "$tmp/w.png"
    # shellcheck disable=SC2086 # the mode's words
    [ $has_viz = 0 ] ||
        { "$bin" --screenshot "$tmp/w.png" --window 800x600 --grid weave --size 8x6 --seed 1 $mode > /dev/null 2> "$tmp/e" &&
              [ -s "$tmp/w.png" ]; } || fail "weave $mode: no picture: $(cat "$tmp/e")"
    # shellcheck disable=SC2086
    st=$("$bin" --grid weave --size 8x6 --seed 1 $mode --print-state 2> "$tmp/e")
    case "$st" in *grid=weave*) ;; *) fail "weave $mode: state '$st' $(cat "$tmp/e")" ;; esac
    [ "$("$bin" --state "$st" --print-state 2>&1)" = "$st" ] || fail "weave $mode: state '$st' does not round-trip"
done
bad "--compare: wilson does not check where a passage may run under a cell" \
    --screenshot "$tmp/w.png" --grid weave --compare backtracker,wilson
bad "--compare: prim does not check where a passage may run under a cell" \
    --grid weave --compare prim,kruskal --print-state

# --headless --exercise on a weave: the first legal answer each time (a tunnel among the
# backtracker's choices when there is one); all right, and the code is a perfect weave
for a in $weaves; do
    rm -f "$tmp/to" "$tmp/from"
    mkfifo "$tmp/to" "$tmp/from"
    "$bin" --headless --exercise --grid weave --size 5x4 --algo "$a" --seed 3 < "$tmp/to" > "$tmp/from" 2> "$tmp/e" &
    pid=$!
    exec 3> "$tmp/to" 4< "$tmp/from"
    : > "$tmp/ex"
    while IFS= read -r line <&4; do
        printf '%s\n' "$line" >> "$tmp/ex"
        [[ $line == ask* ]] || continue
        IFS=$'\t' read -ra f <<< "$line"
        answer=${f[2]}
        for x in "${f[@]:2}"; do # prefer a cell two steps away: a tunnel (5 wide: ids 2 or 10 apart)
            [[ $x =~ ^[0-9]+$ && ${f[1]} =~ \(([0-9]+),([0-9]+)\) ]] || continue
            d=$((x - (BASH_REMATCH[2] * 5 + BASH_REMATCH[1])))
            [ "${d#-}" -eq 2 ] || [ "${d#-}" -eq 10 ] && answer=$x
        done
        printf '%s\n' "$answer" >&3
    done
    exec 3>&- 4<&-
    wait "$pid" || fail "weave --exercise $a: exit $?: $(cat "$tmp/e")"
    n=$(grep -c '^ask ' "$tmp/ex")
    r=$(grep -c '^right$' "$tmp/ex")
    [ "$n" -gt 0 ] && [ "$r" -eq "$n" ] && grep -q "^score $n/$n$" "$tmp/ex" ||
        fail "weave --exercise $a: $r of $n legal answers right: $(grep -v '^right$' "$tmp/ex" | head -3)"
    code=$(grep '^code ' "$tmp/ex" | cut -d' ' -f2-)
    "$bin" --headless --state "$code" --format json > "$tmp/ex.json" 2> "$tmp/e" ||
        fail "weave --exercise $a: code '$code': $(cat "$tmp/e")"
    "$jc" "$tmp/ex.json" --perfect --weave > /dev/null || fail "weave --exercise $a: the code's maze is not a weave tree"
    if [ "$a" = backtracker ] && [ "$(tunnels_of "$tmp/ex.json")" -eq 0 ]; then
        fail "weave --exercise backtracker: no tunnel chosen"
    fi
done

[ "$fails" -eq 0 ] && echo "weave cli: all checks passed"
exit "$fails"
