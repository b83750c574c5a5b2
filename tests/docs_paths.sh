#!/usr/bin/env bash
# tests/docs_paths.sh DOC ROOT - every file or folder docs/hacking.md names
# (a `path/with/a/slash` in backticks, templates like <name> left out)
# exists under ROOT: the lists of files each kind of change touches stay true.
set -u
doc=$1 root=$2
[ -r "$doc" ] || { echo "docs_paths: cannot read $doc"; exit 1; }
n=0 missing=0
while IFS= read -r p; do
    n=$((n + 1))
    if [ ! -e "$root/$p" ]; then
        echo "docs_paths: $doc names $p, which does not exist"
        missing=$((missing + 1))
    fi
done < <(grep -o '`[^` <>*]*/[^` <>*]*`' "$doc" | tr -d '`' | grep -E '^(src|include|tests|bench|web|docs|data|assets)/' |
         sed 's/[.,:;]$//' | sort -u)
[ "$n" -gt 20 ] || { echo "docs_paths: only $n paths found in $doc"; exit 1; }
echo "docs_paths: $n paths named, $missing missing"
[ "$missing" -eq 0 ]
