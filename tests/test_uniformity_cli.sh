#!/usr/bin/env bash
# test_uniformity_cli.sh - mazeviz --uniformity as a user runs it: the
# output format, verdicts on uniform and biased generators at fixed seeds,
# the same counts as the mazes of --headless with the same seeds, and one
# line + exit 2 for every bad request.
set -u
bin=${1:?usage: test_uniformity_cli.sh path/to/mazeviz}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/cli_lib.sh" # fails, fail, bad

# The format: two '#' lines, K lines 'tree ID open 0xMASK count C' with ids
# 0..K-1 in order and masks increasing, counts summing to N, then the
# first-crossing line and the chi2 line.
check_format() { # file trees mazes
    awk -v k="$2" -v n="$3" '
        NR <= 2 { if ($0 !~ /^# /) bad = bad "line " NR " is not a comment; "; next }
        /^tree / { if ($2 != t || $3 != "open" || $4 !~ /^0x[0-9a-f]+$/ || $5 != "count" || $6 !~ /^[0-9]+$/)
                       bad = bad "bad tree line " NR ": " $0 "; "
                   t++; sum += $6; next }
        /^first_p_below_0.001_at=([0-9]+|never)$/ { if (t != k || seen_chi) bad = bad "first line misplaced; "; first = 1; next }
        /^chi2=[0-9.]+ df=[0-9]+ p=/ { if (!first) bad = bad "chi2 before first; "; seen_chi = NR; next }
        { bad = bad "unexpected line " NR ": " $0 "; " }
        END { if (t != k) bad = bad t " tree lines, want " k "; "
              if (sum != n) bad = bad "counts sum to " sum ", want " n "; "
              if (seen_chi != NR) bad = bad "chi2 is not the last line; "
              if (bad != "") { print bad; exit 1 } }' "$1"
}
p_of() { sed -n 's/^chi2=.* p=\(.*\)$/\1/p' "$1"; }
p_below() { awk -v p="$1" -v lim="$2" 'BEGIN { exit !(p + 0 < lim + 0) }'; }

# Verdicts at fixed seeds: uniform generators pass, biased ones are caught.
verdict() { # algo count want(uniform|biased|flagged)
    "$bin" --uniformity --algo "$1" --size 3x3 --count "$2" --seed 2026 > "$tmp/v" 2> "$tmp/e" ||
        { fail "$1: exit $?, $(cat "$tmp/e")"; return; }
    msg=$(check_format "$tmp/v" 192 "$2") || fail "$1 format: $msg"
    local p first
    p=$(p_of "$tmp/v")
    first=$(sed -n 's/^first_p_below_0.001_at=//p' "$tmp/v")
    echo "$1 3x3 x $2: p=$p first_p_below_0.001_at=$first"
    case $3 in
    uniform) p_below 0.001 "$p" || fail "$1 looks biased at $2 mazes: p=$p" ;;
    biased) p_below "$p" 1e-6 || fail "$1 not caught at $2 mazes: p=$p" ;;
    flagged) p_below "$p" 0.001 || fail "$1 not flagged at $2 mazes: p=$p" ;;
    esac
}
verdict wilson 50000 uniform
verdict aldous-broder 50000 uniform
verdict backtracker 20000 biased
verdict kruskal 20000 biased
verdict houston 100000 flagged

# The counts are those of the --headless mazes with the same seeds: each
# ASCII maze mapped to its open-wall mask (walls numbered as documented).
ascii_masks() { # w h < mazes separated by blank lines -> "mask count" lines
    awk -v w="$1" -v h="$2" 'BEGIN { RS = ""; FS = "\n" }
        { mask = 0; bit = 1
          for (y = 0; y < h; y++) for (x = 0; x < w; x++) {
              if (x + 1 < w) { if (substr($(2 * y + 2), 2 * x + 3, 1) == " ") mask += bit; bit *= 2 }
              if (y + 1 < h) { if (substr($(2 * y + 3), 2 * x + 2, 1) == " ") mask += bit; bit *= 2 }
          }
          n[sprintf("0x%x", mask)]++ }
        END { for (m in n) print m, n[m] }' | sort
}
for run in "wilson 3x3 3000 7" "backtracker 3x3 3000 7" "kruskal 2x3 1000 9" "houston 3x2 1000 9"; do
    set -- $run
    w=${2%x*} h=${2#*x}
    "$bin" --headless --algo "$1" --size "$2" --count "$3" --seed "$4" | ascii_masks "$w" "$h" > "$tmp/h"
    "$bin" --uniformity --algo "$1" --size "$2" --count "$3" --seed "$4" |
        awk '/^tree / && $6 > 0 { print $4, $6 }' | sort > "$tmp/u"
    [ -s "$tmp/h" ] && cmp -s "$tmp/h" "$tmp/u" || fail "$run: --uniformity counts differ from --headless mazes"
done

# Other grids, options, defaults, reproducibility.
"$bin" --uniformity --algo wilson --size 2x3 --count 500 --seed 1 > "$tmp/o" || fail "2x3 failed"
msg=$(check_format "$tmp/o" 15 500) || fail "2x3 format: $msg"
"$bin" --uniformity --algo wilson --count 300 --seed 1 --opt start=random > "$tmp/o" || fail "--opt failed"
msg=$(check_format "$tmp/o" 192 300) || fail "default size is not 3x3: $msg"
"$bin" --uniformity --algo prim --size 1x1 --count 5 --seed 1 > "$tmp/o" || fail "1x1 failed"
tail -1 "$tmp/o" | grep -qx "chi2=0.00 df=0 p=1" || fail "1x1: $(tail -1 "$tmp/o")"
"$bin" --uniformity --algo wilson --seed 4 > "$tmp/o" && msg=$(check_format "$tmp/o" 192 10000) ||
    fail "default count is not 10000: $msg"
"$bin" --uniformity --algo eller --count 2000 > "$tmp/a" 2> "$tmp/e" || fail "random seed run failed"
seed=$(sed -n 's/^mazeviz: seed \([0-9]*\)$/\1/p' "$tmp/e")
[ -n "$seed" ] || fail "no seed printed to stderr: $(cat "$tmp/e")"
"$bin" --uniformity --algo eller --count 2000 --seed "$seed" > "$tmp/b" 2> "$tmp/e"
cmp -s "$tmp/a" "$tmp/b" || fail "the printed seed $seed does not reproduce the counts"
[ -s "$tmp/e" ] && fail "a given seed should not be printed: $(cat "$tmp/e")"

# The mixing lesson: a sweep of Origin Shift's steps, one lab per value on the same seeds.
# 10 shifts from the starting maze are far from uniform, the default is not told apart;
# each line is what --opt steps=V alone prints.
"$bin" --uniformity --algo origin-shift --opt steps=10,100,auto --count 20000 --seed 2026 > "$tmp/sw" 2> "$tmp/e" ||
    fail "sweep: exit $?: $(cat "$tmp/e")"
cat "$tmp/sw"
awk 'NR == 1 { if ($0 !~ /^# uniformity sweep: origin-shift on 3x3, 192 spanning trees, 20,000 mazes per value, seeds 2026 to 22025$/)
                   bad = bad "header " $0 "; "; next }
     { if ($0 !~ /^steps=[a-z0-9]+ chi2=[0-9.]+ df=191 chi2_per_df=[0-9.]+ p=[0-9.e+-]+ first_p_below_0\.001_at=([0-9]+|never)$/)
           bad = bad "line " NR ": " $0 "; "
       v[NR] = $1 }
     END { if (v[2] != "steps=10" || v[3] != "steps=100" || v[4] != "steps=auto" || NR != 4) bad = bad "values; "
           if (bad != "") { print bad; exit 1 } }' "$tmp/sw" || fail "sweep format: $(cat "$tmp/sw")"
p10=$(awk '$1 == "steps=10" { sub(/^p=/, "", $5); print $5 }' "$tmp/sw")
pauto=$(awk '$1 == "steps=auto" { sub(/^p=/, "", $5); print $5 }' "$tmp/sw")
p_below "$p10" 1e-6 || fail "steps=10 not caught: p=$p10"
p_below 0.001 "$pauto" || fail "steps=auto looks biased: p=$pauto"
"$bin" --uniformity --algo origin-shift --opt steps=100 --count 20000 --seed 2026 > "$tmp/one" || fail "steps=100"
[ "$(sed -n 's/^chi2=\([0-9.]*\) .*/\1/p' "$tmp/one")" = "$(awk '$1 == "steps=100" { sub(/^chi2=/, "", $2); print $2 }' "$tmp/sw")" ] ||
    fail "the sweep's steps=100 line is not what --opt steps=100 alone gives"

# --plot: the same sweep drawn as a chart, the printed lines unchanged. In the p panel
# steps=10 sits below the dashed p = 0.001 line (larger y) and auto above it; one
# point per value in each panel, each panel's values in the order given.
"$bin" --uniformity --algo origin-shift --opt steps=10,100,auto --count 20000 --seed 2026 --plot "$tmp/sw.svg" \
    > "$tmp/sw2" 2> "$tmp/e" || fail "--plot: exit $?: $(cat "$tmp/e")"
cmp -s "$tmp/sw" "$tmp/sw2" || fail "--plot changed the printed sweep"
awk '/<g class="p">/ { g = "p" } /<g class="chi2_per_df">/ { g = "r" } /<\/g>/ { g = "" }
     g != "" && /class="reference"/ { match($0, /y1="[0-9.]+"/); ref[g] = substr($0, RSTART + 4, RLENGTH - 5) }
     g != "" && /<circle/ { match($0, /cy="[0-9.]+"/); y[g, ++n[g]] = substr($0, RSTART + 4, RLENGTH - 5) }
     /<text class="value"/ { v = $0; sub(/<\/text>.*/, "", v); sub(/.*>/, "", v); vals = vals v " " }
     END { if (n["p"] != 3 || n["r"] != 3) { print "points: " n["p"] " and " n["r"]; exit 1 }
           if (vals != "10 100 auto ") { print "values: " vals; exit 1 }
           if (!(y["p", 1] + 0 > ref["p"] + 0)) { print "steps=10 drawn above p = 0.001"; exit 1 }
           if (!(y["p", 3] + 0 < ref["p"] + 0)) { print "steps=auto drawn below p = 0.001"; exit 1 }
           if (!(y["r", 1] + 0 < ref["r"] + 0)) { print "steps=10 chi2/df drawn under 1"; exit 1 } }' "$tmp/sw.svg" > "$tmp/why" ||
    fail "--plot chart: $(cat "$tmp/why")"
if command -v xmllint > /dev/null; then xmllint --noout "$tmp/sw.svg" || fail "--plot: not well-formed"; fi
"$bin" --uniformity --algo origin-shift --opt steps=10,100 --count 1000000 --seed 1 --plot "$tmp/no/such/x.svg" \
    > /dev/null 2> "$tmp/e"
[ $? -eq 2 ] && grep -q "cannot write --plot" "$tmp/e" || fail "--plot into a missing directory: $(cat "$tmp/e")"

# Every bad request: exit 2, one line, nothing on stdout.
bad "'4x4' for --uniformity: 100352 spanning trees, at most 16384" --uniformity --algo wilson --size 4x4
bad "'2x9' for --uniformity: 40545 spanning trees" --uniformity --algo wilson --size 2x9
bad "'1x100' for --uniformity: 99 interior walls, at most 64" --uniformity --algo wilson --size 1x100
bad "'30x20' for --uniformity" --uniformity --algo wilson --size 30x20 --seed 1
bad "--uniformity needs --algo" --uniformity --size 3x3
bad "unknown algorithm 'nope'" --uniformity --algo nope
bad "'0'" --uniformity --algo wilson --count 0
bad "'start=zz'" --uniformity --algo wilson --opt start=zz
bad "--format does not go with --uniformity" --uniformity --algo wilson --format ascii
bad "--output does not go with --uniformity" --uniformity --algo wilson --output "$tmp/x"
bad "--uniformity cannot be combined with --headless" --headless --uniformity
bad "bad --opt 'steps=10,,100' for origin-shift" --uniformity --algo origin-shift --opt steps=10,,100
bad "bad --opt 'steps=10,x' for origin-shift" --uniformity --algo origin-shift --opt steps=10,x
bad "--plot draws a sweep" --uniformity --algo origin-shift --plot "$tmp/p.svg"
bad "--plot does not go with --stats" --stats --plot "$tmp/p.svg"
bad "sweeps one option at a time" --uniformity --algo wilson --opt start=first,random --opt start=random,first
bad "bad --opt 'steps=1,2' for origin-shift" --headless --algo origin-shift --opt steps=1,2
"$bin" --help | grep -q -- "--uniformity" || fail "--help does not describe --uniformity"

echo "test_uniformity_cli: $fails failure(s)"
[ "$fails" -eq 0 ]
