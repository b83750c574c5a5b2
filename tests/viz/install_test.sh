#!/bin/sh
# install_test.sh - `meson install --destdir` into a temporary root, then the
# installed program run from another directory: --screenshot finds its font
# (nothing on stderr, the PNG written) and every desktop file is in place.
#
# usage: install_test.sh BUILDDIR PREFIX BINDIR DATADIR MANDIR
set -u
build=$1 prefix=$2 bindir=$3 datadir=$4 mandir=$5
command -v meson > /dev/null || { echo "skip: meson is not on PATH"; exit 77; }
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
meson install -C "$build" --destdir "$root" --no-rebuild --quiet > "$root.log" 2>&1 ||
    { cat "$root.log"; rm -f "$root.log"; fail "meson install failed"; }
rm -f "$root.log"
case $bindir in /*) ;; *) bindir=$prefix/$bindir ;; esac
case $datadir in /*) ;; *) datadir=$prefix/$datadir ;; esac
case $mandir in /*) ;; *) mandir=$prefix/$mandir ;; esac
exe=$root$bindir/mazeviz
share=$root$datadir
id=io.github.mazeviz.mazeviz
for f in "$exe" "$share/mazeviz/fonts/NotoSansCJKsc-subset.otf" "$share/mazeviz/fonts/OFL.txt" \
         "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml" \
         "$root$mandir/man1/mazeviz.1" "$share/icons/hicolor/scalable/apps/$id.svg" \
         "$share/icons/hicolor/48x48/apps/$id.png" "$share/icons/hicolor/128x128/apps/$id.png" \
         "$share/icons/hicolor/256x256/apps/$id.png" "$share/mazeviz/lessons/wilson.lesson" \
         "$share/mazeviz/lessons/search.lesson" "$share/mazeviz/lessons/kruskal.lesson"; do
    [ -f "$f" ] || fail "not installed: ${f#"$root"}"
done
ls "$root"/*/share/bash-completion/completions/mazeviz "$root$datadir/bash-completion/completions/mazeviz" \
    > /dev/null 2>&1 || find "$root" -path '*completions/mazeviz' | grep -q . || fail "bash completion not installed"

# From another directory, with no hint where the data is: the program finds
# its font next to itself (bin/../share/mazeviz) or in the configured datadir.
unset MAZEVIZ_DATADIR MAZEVIZ_FONT
cd "$root" || fail "cd $root"
"$exe" --screenshot shot.png --seed 3 --size 12x8 > out.txt 2> err.txt
rc=$?
[ $rc -eq 0 ] || fail "installed --screenshot exited $rc: $(cat err.txt)"
[ -s err.txt ] && fail "installed --screenshot printed: $(cat err.txt)"
[ -s shot.png ] || fail "no screenshot written"
"$exe" --headless --seed 3 --size 4x4 > /dev/null || fail "installed --headless failed"
for l in wilson search kruskal; do
    "$exe" --lesson "$share/mazeviz/lessons/$l.lesson" --check > /dev/null || fail "the installed $l lesson fails --check"
    "$exe" --lesson "$l" --check > /dev/null || fail "--lesson $l does not find the installed lesson by name"
done
echo "ok: installed into $root and ran from there"
