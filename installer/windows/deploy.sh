#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Gathers into one folder Windows programs built with installer/windows/
# toolchain.cmake and everything they load that Windows does not have: the
# DLLs they import, found in the cross-built prefix and mingw-w64's runtime
# (Qt, libstdc++, libgcc_s_seh, libwinpthread, zlib, zstd, ...), followed
# through their own imports, and the Qt plugins Qt loads by name (platforms,
# styles, image formats, icon engines, and the SQLite driver for a program
# that links Qt SQL), and the charts' fonts. The folder then runs by itself: on
# Windows, or under wine with run-under-wine.sh --self-contained.
#
# Usage: installer/windows/deploy.sh FOLDER PROGRAM.exe [PROGRAM.exe...]
# Environment: COMPRESSMARK_WINDOWS_PREFIX (default: the prefix that
#              build-toolchain.sh makes in the cache, installer/cache-dir.sh).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
. "$root/installer/cache-dir.sh"

die() { printf 'deploy.sh: %s\n' "$2" >&2; exit "$1"; }

[ $# -ge 2 ] || die 2 "usage: deploy.sh FOLDER PROGRAM.exe [PROGRAM.exe...]"
folder=$1
shift
prefix=${COMPRESSMARK_WINDOWS_PREFIX:-$cache/windows-x86_64/prefix}
[ -d "$prefix/bin" ] || die 2 "no cross-built prefix at $prefix: run installer/windows/build-toolchain.sh first"
objdump=x86_64-w64-mingw32-objdump
command -v "$objdump" >/dev/null || die 2 "$objdump is missing (apt-get install binutils-mingw-w64-x86-64)"

search=("$prefix/bin")
for d in /usr/lib/gcc/x86_64-w64-mingw32/*-posix /usr/x86_64-w64-mingw32/lib; do
    [ -d "$d" ] && search+=("$d")
done

# Platforms: windows for the desktop, offscreen and minimal for runs without
# one (tests, wine); direct2d is an alternative nobody picks by default.
plugins=()
for p in platforms/qwindows.dll platforms/qoffscreen.dll platforms/qminimal.dll \
         "$prefix"/plugins/styles/*.dll "$prefix"/plugins/imageformats/*.dll "$prefix"/plugins/iconengines/*.dll; do
    p=${p#"$prefix/plugins/"}
    [ -f "$prefix/plugins/$p" ] && plugins+=("$p")
done
# Qt SQL's SQLite driver, a plugin Qt loads by name, for a program that
# links Qt SQL (its DLL follows through the driver's imports).
for program in "$@"; do
    if [ -f "$program" ] && "$objdump" -p "$program" | grep -i 'DLL Name: Qt6Sql\.dll' >/dev/null; then
        [ -f "$prefix/plugins/sqldrivers/qsqlite.dll" ] && plugins+=(sqldrivers/qsqlite.dll)
        break
    fi
done

mkdir -p "$folder"
queue=()
declare -A seen=()
for program in "$@"; do
    [ -f "$program" ] || die 2 "no such program: $program"
    target="$folder/$(basename "$program")"
    [ "$(realpath "$program")" = "$(realpath -m "$target")" ] || cp "$program" "$target"
    queue+=("$target")
    seen[$(basename "${program,,}")]=1
done
# The fonts the charts are drawn with, as on Linux (chartFontFamilies():
# DejaVu Sans, WenQuanYi Micro Hei for Chinese), with their licences, where
# the offscreen platform that draws the command line's charts looks for
# them (Qt's library folder, lib/fonts): without them every character of
# such a chart is an empty box, and Windows' own Fonts folder is the program's
# second choice (app/platform_windows.cpp).
mkdir -p "$folder/lib/fonts"
for font in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
            /usr/share/fonts/truetype/wqy/wqy-microhei.ttc; do
    [ -f "$font" ] || die 1 "$font is missing (apt-get install fonts-dejavu-core fonts-wqy-microhei)"
    cp "$font" "$folder/lib/fonts/"
done
cp /usr/share/doc/fonts-dejavu-core/copyright "$folder/lib/fonts/DejaVu-licence.txt"
cp /usr/share/doc/fonts-wqy-microhei/copyright "$folder/lib/fonts/WenQuanYi-licence.txt"
for p in "${plugins[@]}"; do
    mkdir -p "$folder/$(dirname "$p")"
    cp "$prefix/plugins/$p" "$folder/$p"
    queue+=("$folder/$p")
done

# Follows the imports breadth first; what no folder here has is Windows' own.
from_windows=()
while [ ${#queue[@]} -gt 0 ]; do
    file=${queue[0]}
    queue=("${queue[@]:1}")
    while read -r dll; do
        [ -n "$dll" ] || continue
        key=${dll,,}
        [ -z "${seen[$key]:-}" ] || continue
        seen[$key]=1
        found=
        for d in "${search[@]}"; do
            found=$(find "$d" -maxdepth 1 -iname "$dll" -print -quit)
            [ -z "$found" ] || break
        done
        if [ -n "$found" ]; then
            cp "$found" "$folder/$dll"
            queue+=("$folder/$dll")
        else
            from_windows+=("$dll")
        fi
    done < <("$objdump" -p "$file" | sed -n 's/^[[:space:]]*DLL Name: //p')
done

count=$(find "$folder" -type f | wc -l)
printf 'Deployed %s files, %s, into %s\n' "$count" "$(du -sh "$folder" | cut -f1)" "$folder"
printf 'From Windows itself: %s\n' "$(printf '%s\n' "${from_windows[@]}" | sort -f | tr '\n' ' ')"
