#!/usr/bin/env bash
# test_sparse_cli.sh - --opt sparse=N (Daedalus' sparseness) as a user runs it:
#   - on every grid and every generator that fits it, read back from --format json by
#     json_check's own check (--sparse): the cells that keep a passage, with the two ends,
#     are one tree (perfect on the cells left);
#   - one pass removes exactly the dead ends the plain maze had (not counting the ends);
#   - after enough passes no cell left is a dead end (--no-dead-ends), and the maze left
#     is the path between the ends: as many cells as the solver's path;
#   - with braid=P first the loops stay; --from/--to are the ends kept;
#   - state strings carry sparse=N; bad values, and the modes it does not go with, are
#     one line and exit 2.
# usage: test_sparse_cli.sh path/to/mazeviz path/to/json_check
set -u
bin=${1:?usage: test_sparse_cli.sh MAZEVIZ JSON_CHECK}
jc=${2:?usage: test_sparse_cli.sh MAZEVIZ JSON_CHECK}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

seed=$((RANDOM % 1000))
echo "seed $seed"
algos=$("$bin" --list-algos | awk '{print $1}')
[ "$(echo "$algos" | wc -w)" -ge 12 ] || fail "--list-algos lists only: $algos"

# json_check's figures: cells left and dead ends (not counting the ends), maze by maze.
figures() { sed -n 's/.*, \([0-9]*\) cells left, \([0-9]*\) dead ends$/\1 \2/p' "$1"; }

for g in rect hex triangle polar cylinder torus moebius; do
    size=9x7
    [ "$g" = polar ] && size=5
    for a in $algos; do
        base=(--headless --grid "$g" --size "$size" --algo "$a" --seed "$seed" --count 2 --format json)
        "$bin" "${base[@]}" > "$tmp/p.json" 2> /dev/null || continue # a row generator on a graph-only grid
        "$jc" "$tmp/p.json" --sparse > "$tmp/p.jc" || fail "$a on $g: plain maze: $(head -3 "$tmp/p.jc")"
        for n in 1 1000; do
            args=("${base[@]}" --opt "sparse=$n")
            "$bin" "${args[@]}" > "$tmp/s.json" 2> "$tmp/e" || { fail "$a on $g sparse=$n: $(cat "$tmp/e")"; continue; }
            flags=(--sparse)
            [ "$n" = 1000 ] && flags+=(--no-dead-ends)
            "$jc" "$tmp/s.json" "${flags[@]}" -- "${args[@]}" > "$tmp/s.jc" ||
                fail "$a on $g sparse=$n: $(grep -v '^/' "$tmp/s.jc" | head -3; grep -m3 FAIL "$tmp/s.jc")"
        done
        # one pass: the cells left are the plain maze's less its dead ends
        "$bin" "${base[@]}" --opt sparse=1 > "$tmp/s1.json"
        "$jc" "$tmp/s1.json" --sparse > "$tmp/s1.jc"
        paste <(figures "$tmp/p.jc") <(figures "$tmp/s1.jc") > "$tmp/pair"
        [ "$(wc -l < "$tmp/pair")" -eq 2 ] || fail "$a on $g: no figures: $(cat "$tmp/p.jc" "$tmp/s1.jc")"
        while read -r left0 dead0 left1 dead1; do
            [ "$left1" -eq $((left0 - dead0)) ] ||
                fail "$a on $g: one pass left $left1 cells; the maze had $left0 with $dead0 dead ends"
        done < "$tmp/pair"
    done
done

# Enough passes on a perfect maze leave the path from start to goal: as many cells as BFS's path.
for s in 1 2 3; do
    "$bin" --headless --size 15x10 --seed "$s" --opt sparse=10000 --format json > "$tmp/all.json"
    "$jc" "$tmp/all.json" --sparse --no-dead-ends > "$tmp/all.jc" || fail "seed $s: $(cat "$tmp/all.jc")"
    left=$(figures "$tmp/all.jc" | awk '{print $1}')
    cells=$("$bin" --headless --size 15x10 --seed "$s" --solve bfs --format json | grep -o '"path": \[[^]]*\]' |
        tr ',' '\n' | wc -l)
    [ "$left" -eq "$cells" ] || fail "seed $s: $left cells left after every pass, the path from start to goal has $cells"
done

# --from/--to are the ends kept: enough passes leave the path between them
"$bin" --headless --size 12x8 --seed 5 --opt sparse=10000 --solve bfs --from 3,2 --to 9,6 --format json > "$tmp/ft.json" ||
    fail "--from/--to with sparse"
cells=$(grep -o '"path": \[[^]]*\]' "$tmp/ft.json" | tr ',' '\n' | wc -l)
passages=$(grep -o '"passages": \[.*\]\]' "$tmp/ft.json" | grep -o '\[[0-9]*, [0-9]*\]' | wc -l)
[ "$passages" -eq $((cells - 1)) ] || fail "--from 3,2 --to 9,6: $passages passages left, the path has $cells cells"

# braid first: loops stay, and no dead end is left but the ends
"$bin" --headless --size 12x8 --seed 5 --opt braid=50 --opt sparse=10000 --format json > "$tmp/b.json"
deg1=$(grep -o '"passages": \[.*\]\]' "$tmp/b.json" | grep -o '\[[0-9]*, [0-9]*\]' | tr -d '[],' |
    awk '{d[$1]++; d[$2]++} END {for (c in d) if (d[c] == 1 && c != 0 && c != 95) k++; print k + 0}')
[ "$deg1" -eq 0 ] || fail "braid=50 sparse=10000: $deg1 dead ends left"

# sparse=0 changes nothing
"$bin" --headless --size 12x8 --seed 5 --opt sparse=0 | cmp -s - <("$bin" --headless --size 12x8 --seed 5) ||
    fail "sparse=0 changed the maze"

# state strings carry it, both ways
st=$("$bin" --size 8x6 --seed 2 --opt braid=20 --opt sparse=3 --lang en --print-state)
[ "$st" = "algo=wilson&braid=20&sparse=3&size=8x6&seed=2&lang=en" ] || fail "--print-state: $st"
[ "$("$bin" --state "$st" --print-state)" = "$st" ] || fail "--state $st does not come back"
"$bin" --headless --state "algo=wilson&sparse=3&size=8x6&seed=2" > "$tmp/st" ||
    fail "--headless --state with sparse"
"$bin" --headless --algo wilson --opt sparse=3 --size 8x6 --seed 2 | cmp -s - "$tmp/st" ||
    fail "the state's sparse=3 is not --opt sparse=3"

# --trace counts the sparse machine's steps; --list-events names its events
"$bin" --headless --trace --size 6x4 --seed 2 --opt sparse=2 > "$tmp/tr" || fail "--trace with sparse"
grep -q 'dead-end-removed' "$tmp/tr" || fail "--trace: no dead-end-removed: $(head -3 "$tmp/tr")"
"$bin" --list-events sparse | grep -q '^dead-end-removed' || fail "--list-events sparse"

bad "bad --opt 'sparse=10001'" --headless --opt sparse=10001
bad "bad --opt 'sparse=x'" --headless --opt sparse=x
bad "bad --state key sparse='x'" --state 'sparse=x' --print-state
bad "option sparse is given twice" --state 'sparse=3&opt=sparse=2' --print-state
bad "--opt sparse=N does not go with --gif" --gif "$tmp/x.gif" --opt sparse=2
bad "--opt sparse=N does not go with --compare" --compare wilson,prim --opt sparse=2
bad "--opt sparse=N does not go with --headless --exercise" --headless --exercise --opt sparse=2

exit "$fails"
