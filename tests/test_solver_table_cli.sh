#!/usr/bin/env bash
# test_solver_table_cli.sh - mazeviz --solver-table as a user runs it: one
# aligned row per solver of --list-solvers in its order; breadth-first
# search and A* solve every maze with the shortest path (100 %, ratio 1.00)
# on perfect and braided mazes; from the middle of braided mazes the wall
# follower fails on some while Pledge, whose goal is on the outer wall,
# solves them all; --format csv parses (checked here with awk: a fresh
# machine has no python3) and says what the table says; other grids; one
# clear line and exit 2 for every bad request.
set -u
bin=${1:?usage: test_solver_table_cli.sh path/to/mazeviz}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

solvers=$("$bin" --list-solvers | awk '$1 != "distance" {print $1}' | tr '\n' ' ')
[ -n "$solvers" ] || fail "--list-solvers lists nothing"

# The table: '#' lines, the header row, then one row per solver in the registry's order,
# "SOLVED/COUNT RATIO VISITED STEPS" with numbers (ratio '-' when nothing was solved).
check_table() { # file count
    awk -v want="$solvers" -v n="$2" '
        /^# / { next }
        !head { if ($0 !~ /^solver +solved +length_ratio +visited +steps$/) bad = bad "header: " $0 "; "
                head = 1; next }
        { k++; split($2, s, "/")
          if (NF != 5 || s[2] != n || s[1] !~ /^[0-9]+$/ || s[1] > n) bad = bad "row " $0 "; "
          if ($3 !~ /^([0-9]+\.[0-9][0-9]|-)$/ || $4 !~ /^[0-9]+\.[0-9]$/ || $5 !~ /^[0-9]+\.[0-9]$/)
              bad = bad "numbers in " $0 "; "
          got = got $1 " " }
        END { if (got != want) bad = bad "solvers \"" got "\", want \"" want "\"; "
              if (bad != "") { print bad; exit 1 } }' "$1"
}
row() { awk -v id="$2" '$1 == id' "$1"; }
solved() { row "$1" "$2" | awk '{split($2, s, "/"); print s[1]}'; }

table() { # name args...
    local name=$1
    shift
    "$bin" --solver-table "$@" > "$tmp/$name" 2> "$tmp/$name.err" || fail "$name: exit $?: $(cat "$tmp/$name.err")"
    [ -s "$tmp/$name.err" ] && fail "$name wrote to stderr: $(cat "$tmp/$name.err")"
}

# Perfect mazes: every solver but the random mouse solves each with the one path.
table perfect --seed 2026 --count 40
msg=$(check_table "$tmp/perfect" 40) || fail "perfect table: $msg"
for s in bfs astar dfs tremaux wall-follower pledge dead-end-filling; do
    [ "$(row "$tmp/perfect" $s | awk '{print $2, $3}')" = "40/40 1.00" ] ||
        fail "perfect: $s: $(row "$tmp/perfect" $s)"
done

# Braided mazes, the start in the middle: shortest-path solvers stay perfect, the wall
# follower fails on some, Pledge (the goal is a corner) on none.
table braided --seed 2026 --count 100 --opt braid=50 --from 15,10
msg=$(check_table "$tmp/braided" 100) || fail "braided table: $msg"
cat "$tmp/braided"
for s in bfs astar; do
    [ "$(row "$tmp/braided" $s | awk '{print $2, $3}')" = "100/100 1.00" ] || fail "braided: $s: $(row "$tmp/braided" $s)"
done
[ "$(solved "$tmp/braided" wall-follower)" -lt 100 ] || fail "the wall follower solved every braided maze from the middle"
[ "$(solved "$tmp/braided" pledge)" -eq 100 ] || fail "pledge: $(row "$tmp/braided" pledge)"
grep -q "^# solver table: wilson on the 30x20 rect grid, braid 50 %, 100 mazes, seeds 2026 to 2125, from (15,10) to (29,19)$" \
    "$tmp/braided" || fail "braided header: $(head -1 "$tmp/braided")"

# CSV: the header row, then per solver its id, a whole number of mazes solved, the ratio
# (empty when none), visited and steps - the same figures as the table.
table csv --seed 2026 --count 100 --opt braid=50 --from 15,10 --format csv
awk -F, -v want="$solvers" -v n=100 '
    NR == 1 { if ($0 != "solver,solved,length_ratio,visited,steps") bad = bad "header " $0 "; "; next }
    { if (NF != 5 || $2 !~ /^[0-9]+$/ || $2 > n || $3 !~ /^([0-9]+\.[0-9]+)?$/ || ($3 == "") != ($2 == 0) ||
          $4 !~ /^[0-9]+\.[0-9]+$/ || $5 !~ /^[0-9]+\.[0-9]+$/) bad = bad "row " NR ": " $0 "; "
      got = got $1 " " }
    END { if (got != want) bad = bad "ids \"" got "\"; "
          if (bad != "") { print bad; exit 1 } }' "$tmp/csv" || fail "csv: $(cat "$tmp/csv")"
for s in $solvers; do
    t=$(row "$tmp/braided" "$s" | awk '{split($2, x, "/"); printf "%s %s %s %s", x[1], $3, $4, $5}')
    c=$(awk -F, -v id="$s" '$1 == id { printf "%s %s %.1f %.1f", $2, ($3 == "" ? "-" : sprintf("%.2f", $3)), $4, $5 }' "$tmp/csv")
    [ "$t" = "$c" ] || fail "$s: the table says '$t', the csv '$c'"
done

# Other grids and masks: the same rows.
table hex --grid hex --size 12x9 --seed 7 --count 10 --opt braid=30
msg=$(check_table "$tmp/hex" 10) || fail "hex table: $msg"
[ "$(row "$tmp/hex" bfs | awk '{print $2, $3}')" = "10/10 1.00" ] || fail "hex: $(row "$tmp/hex" bfs)"
table polar --grid polar --size 6 --seed 7 --count 10 --algo origin-shift
msg=$(check_table "$tmp/polar" 10) || fail "polar table: $msg"
grep -q "^# solver table: origin-shift on " "$tmp/polar" || fail "polar header: $(head -1 "$tmp/polar")"

# --lang zh (issue 28 item 10): the same rows and figures, Chinese '#' lines and heads, each
# row ending with the solver's Chinese name; cells named in Chinese without stray spaces.
table zh --seed 2026 --count 100 --opt braid=50 --from 15,10 --lang zh
grep -q "^# 求解器对比：Wilson 算法，30x20 矩形网格，去死胡同 50%，100 个迷宫，种子 2026 到 2125，从 (15,10) 到 (29,19)$" \
    "$tmp/zh" || fail "zh header: $(head -1 "$tmp/zh")"
grep -q "^求解器 \+成功 \+路径比 \+访问 \+步数 \+名称$" "$tmp/zh" || fail "zh heads: $(sed -n 4p "$tmp/zh")"
[ "$(grep -v '^#' "$tmp/zh" | tail -n +2 | awk '{print $1, $2, $3, $4, $5}')" = \
  "$(grep -v '^#' "$tmp/braided" | tail -n +2 | awk '{print $1, $2, $3, $4, $5}')" ] || fail "zh rows differ from the English table: $(cat "$tmp/zh")"
[ "$(row "$tmp/zh" bfs | awk '{print $6}')" = "广度优先搜索" ] || fail "zh: bfs row: $(row "$tmp/zh" bfs)"
table zh_polar --grid polar --size 6 --seed 7 --count 3 --lang zh
grep -q "，从中心格到第 6 圈第 [0-9]* 格$" "$tmp/zh_polar" || fail "zh polar header: $(head -1 "$tmp/zh_polar")"
bad "bad --lang 'fr'" --solver-table --lang fr

bad "--format csv goes with --solver-table" --headless --format csv
bad "--solver-table prints a table" --solver-table --format svg
bad "--solve does not go with --solver-table" --solver-table --solve bfs
bad "--steps does not go with --solver-table" --solver-table --steps 3
bad "bad --from '30,0'" --solver-table --from 30,0
bad "the goal is the start" --solver-table --size 3x3 --from 2,2
bad "--solver-table cannot be combined with --stats" --stats --solver-table
bad "bad --count '0'" --solver-table --count 0

"$bin" --help | grep -q -- "--solver-table" || fail "--help does not describe --solver-table"

echo "test_solver_table_cli: $fails failure(s)"
[ "$fails" -eq 0 ]
