#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds CompressMark for Windows with the cross toolchain (built first when
# the cache has not got it, build-toolchain.sh) and makes its 64-bit NSIS
# installer, CompressMark-VERSION-win64-setup.exe: the program, the DLLs and
# Qt plugins it loads (stripped of debug sections), Qt's own translations, a Start-menu entry, the
# session file type and an uninstaller that removes exactly what it installed.
#
# Usage: installer/windows/package.sh [--qt-sources DIR]  (passed to build-toolchain.sh)
# Environment: COMPRESSMARK_CACHE_DIR (installer/cache-dir.sh),
#              COMPRESSMARK_WINDOWS_BUILD (default: build-windows in the clone).
# Prints the installer's path last. Exit codes: 0 made, 1 a build step
# failed, 2 this machine cannot build for Windows (build-toolchain.sh says why).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$root/installer/cache-dir.sh"

die() { printf 'package.sh: %s\n' "$2" >&2; exit "$1"; }

"$here/build-toolchain.sh" "$@"
prefix=$cache/windows-x86_64/prefix
build=${COMPRESSMARK_WINDOWS_BUILD:-$root/build-windows}
"$here/configure.sh" "$build" || die 1 "configuring the Windows build failed"
cmake --build "$build" --target compressmark compressmark-helper || die 1 "building compressmark.exe failed"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
[ -n "$version" ] || die 1 "no project version in $build/CMakeCache.txt"

# What is installed, gathered in one folder.
stage=$build/package/stage
rm -rf "$build/package"
mkdir -p "$stage/translations"
# The helper beside the program, where it looks for it to drop caches elevated.
"$here/deploy.sh" "$stage" "$build/app/compressmark.exe" "$build/app/compressmark-helper.exe" >/dev/null \
    || die 1 "deploying compressmark.exe failed"
# What is installed carries no debug sections: with those of the program and
# mingw-w64's libstdc++ the installed folder was 64 MB; stripped, 43 MB.
find "$stage" -type f \( -iname '*.exe' -o -iname '*.dll' \) -exec x86_64-w64-mingw32-strip --strip-unneeded {} + \
    || die 1 "stripping the installed programs and libraries failed"
# CompressMark's own translations are inside the program; Qt's (its
# dialogs' buttons) are looked up in translations\ beside it.
for language in ru zh_CN; do
    for qm in "$prefix/translations/qtbase_$language.qm" /usr/share/qt6/translations/qtbase_$language.qm; do
        if [ -f "$qm" ]; then
            cp "$qm" "$stage/translations/"
            break
        fi
    done
done
rmdir --ignore-fail-on-non-empty "$stage/translations"
icon=$build/app/compressmark.ico # rendered by the build from resources/compressmark.svg
# The installer's lists: every file, and their removal, deepest folder first.
files=$build/package/files.nsh
removals=$build/package/removals.nsh
: >"$files"
: >"$removals"
while read -r folder; do
    relative=${folder#"$stage"}
    target="\$INSTDIR${relative//\//\\}"
    printf 'SetOutPath "%s"\n' "$target" >>"$files"
    while read -r file; do
        printf 'File "%s"\n' "$file" >>"$files"
        printf 'Delete "%s\\%s"\n' "$target" "$(basename "$file")" >>"$removals"
    done < <(find "$folder" -maxdepth 1 -type f | sort)
done < <(find "$stage" -type d | sort)
while read -r folder; do
    relative=${folder#"$stage"}
    printf 'RMDir "$INSTDIR%s"\n' "${relative//\//\\}" >>"$removals"
done < <(find "$stage" -mindepth 1 -type d | sort -r)

setup=$build/CompressMark-$version-win64-setup.exe
size_kb=$(du -sk "$stage" | cut -f1)
makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$version" -DSTAGE="$stage" -DFILES="$files" -DREMOVALS="$removals" \
         -DICON="$icon" -DSIZE_KB="$size_kb" -DOUTFILE="$setup" "$here/nsis/compressmark.nsi" \
    || die 1 "makensis failed"
printf 'Installer: %s (%s, %s files)\n' "$setup" "$(du -h "$setup" | cut -f1)" "$(find "$stage" -type f | wc -l)"
