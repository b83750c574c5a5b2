# tests/cli_lib.sh - what the command-line test scripts share; sourced
# after they set bin (the mazeviz binary) and tmp (their temporary folder).
#
#   fail MESSAGE              counts a failure and says why (the script exits with $fails)
#   bad WANT ARGS...          every bad input: mazeviz ARGS must exit 2 with one
#                             line on stderr holding WANT (naming the bad value),
#                             and write nothing on stdout
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

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
