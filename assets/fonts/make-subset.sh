#!/usr/bin/env bash
# make-subset.sh - remakes NotoSansCJKsc-subset.otf with every non-ASCII
# character the program's sources contain (all UI strings live in src/),
# the shipped lessons' notes (data/lessons/), the shipped scripts
# (data/scripts/), plus the extras listed in
# subset-chars.txt. Run by hand after adding UI
# text; never in CI. Needs Debian's fonts-noto-cjk and python3-fonttools.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
chars=$(mktemp)
trap 'rm -f "$chars"' EXIT
{ cat "$here/subset-chars.txt"; find "$here/../../src" -name '*.[ch]' -exec cat {} +; cat "$here/../../data/lessons/"*.lesson "$here/../../data/scripts/"*.lua; } |
    LC_ALL=C.UTF-8 grep -o '[^[:print:][:space:]]\|[^ -~]' | LC_ALL=C.UTF-8 sort -u | tr -d '\n' > "$chars"
echo "make-subset.sh: $(LC_ALL=C.UTF-8 wc -m < "$chars") characters beyond ASCII"
# Face 2 of the collection is Simplified Chinese (0 JP, 1 KR, 2 SC, 3 TC, 4 HK).
/usr/bin/python3 -m fontTools.subset "$src" --font-number=2 --text-file="$chars" \
    --unicodes=U+0020-007E,U+00A0-00FF,U+2014,U+2026,U+2190-2193,U+00B7,U+2016,U+25A0-25FF,U+2190-21FF \
    --layout-features='*' --no-hinting --desubroutinize \
    --output-file="$here/NotoSansCJKsc-subset.otf"
ls -l "$here/NotoSansCJKsc-subset.otf"
