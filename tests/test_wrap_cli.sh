#!/usr/bin/env bash
# test_wrap_cli.sh - the wrapped boards (cylinder, torus, moebius) as a user runs them:
#   - every generator that works on graphs makes a perfect maze on each, read back from
#     --format json by json_check's own spanning-tree check (cells-1 passages, one piece)
#     and its own model of the board's neighbours (--wrapped: degree at most 4);
#   - the row generators are refused in one line that names the board's generators;
#   - the SVG numbers both ends of every open wrapped passage and draws every closed
#     one at both edges; state strings carry grid=...; --list-grids names them.
# usage: test_wrap_cli.sh path/to/mazeviz path/to/json_check
set -u
bin=${1:?usage: test_wrap_cli.sh MAZEVIZ JSON_CHECK}
jc=${2:?usage: test_wrap_cli.sh MAZEVIZ JSON_CHECK}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

rows="binary-tree sidewinder eller recursive-division growing-binary-tree"
algos=$("$bin" --list-algos | awk '{print $1}')
[ "$(echo "$algos" | wc -w)" -ge 12 ] || fail "--list-algos lists only: $algos"

# Wrapped passages of a JSON maze: passages whose cells are a whole row or column apart.
wrapped_passages() { # file w h
    grep -o '"passages": \[.*\]' "$1" | grep -o '\[[0-9]*, [0-9]*\]' | tr -d '[],' |
        awk -v w="$2" -v h="$3" '{ dx = $1 % w - $2 % w; dy = int($1 / w) - int($2 / w);
            if (dx < 0) dx = -dx; if (dy < 0) dy = -dy; if (dx == w - 1 || dy == h - 1) k++ } END { print k + 0 }'
}

for g in cylinder torus moebius; do
    for size in 3x3 7x5; do
        for a in $algos; do
            args=(--headless --grid "$g" --size "$size" --algo "$a" --seed 11 --count 3 --format json)
            if "$bin" "${args[@]}" > "$tmp/m.json" 2> "$tmp/e"; then
                case " $rows " in *" $a "*) fail "$a ran on a $g grid: it needs rows and columns" ;; esac
                "$jc" "$tmp/m.json" --perfect --wrapped -- "${args[@]}" > "$tmp/jc" ||
                    fail "$a on a $size $g: $(grep -v '^/' "$tmp/jc" | head -3)"
            else
                case " $rows " in
                *" $a "*) grep -q "not on a $g grid; there use wilson, backtracker" "$tmp/e" ||
                    fail "$a on $g: refused without naming the grid's generators: $(cat "$tmp/e")" ;;
                *) fail "$a refused on a $size $g: $(cat "$tmp/e")" ;;
                esac
            fi
        done
    done
    # SVG: a numbered mark at both ends of each open wrapped passage, closed seams at both edges
    for seed in 1 2 3; do
        "$bin" --headless --grid "$g" --size 6x4 --seed "$seed" --format json > "$tmp/s.json"
        "$bin" --headless --grid "$g" --size 6x4 --seed "$seed" --format svg > "$tmp/s.svg" || fail "svg $g"
        want=$(($(wrapped_passages "$tmp/s.json" 6 4) * 2))
        got=$(grep -c 'class="seam"' "$tmp/s.svg")
        [ "$got" -eq "$want" ] || fail "$g seed $seed: $got seam marks in the SVG, want $want (two per wrapped passage)"
        # each seam number appears exactly twice
        odd=$(grep -o 'data-seam="[0-9]*"' "$tmp/s.svg" | sort | uniq -c | awk '$1 != 2' | wc -l)
        [ "$odd" -eq 0 ] || fail "$g seed $seed: a seam number is not marked at exactly two ends"
        # closed walls: every interior wall once, a closed wrapped one at both edges
        seams=4 edges=42
        [ "$g" = torus ] && seams=10 edges=48
        want=$((edges - 23 + seams - want / 2))
        got=$(grep -m1 'stroke="#000000"' "$tmp/s.svg" | grep -o 'M' | wc -l)
        [ "$got" -eq "$want" ] || fail "$g seed $seed: $got closed walls drawn in the SVG, want $want (closed seams twice)"
        if command -v xmllint > /dev/null; then xmllint --noout "$tmp/s.svg" || fail "$g: SVG not well-formed"; fi
    done
    state=$("$bin" --grid "$g" --size 5x4 --seed 2 --print-state)
    case "$state" in *"grid=$g&size=5x4"*) ;; *) fail "$g state: $state" ;; esac
    [ "$("$bin" --state "$state" --print-state)" = "$state" ] || fail "$g state does not round-trip"
    "$bin" --list-grids | grep -q "^$g " || fail "--list-grids lacks $g"
done
bad "bad --size '2x5' for --grid cylinder" --headless --grid cylinder --size 2x5
bad "bad --size '4x2' for --grid torus" --headless --grid torus --size 4x2
bad "--algo eller works in rows and columns" --headless --grid moebius --algo eller
"$bin" --list-grids | grep -q "^moebius *Moebius strip 莫比乌斯 " || fail "--list-grids: the Moebius row: $("$bin" --list-grids | grep moebius)"

[ "$fails" -eq 0 ] && echo "wrap cli: all checks passed"
exit "$fails"
