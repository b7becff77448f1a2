#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a Windows program built with installer/windows/toolchain.cmake under
# wine64, headless, and returns its exit code: the CMAKE_CROSSCOMPILING_EMULATOR
# of a Windows build, so that ctest and configure checks run its programs.
#
# Usage: installer/windows/run-under-wine.sh [--self-contained] PROGRAM [ARGS...]
#   --self-contained  find DLLs only beside PROGRAM (a deployed folder), not in
#                     the cross-built prefix.
# Environment: COMPRESSMARK_CACHE_DIR (installer/cache-dir.sh),
#              COMPRESSMARK_WINEPREFIX (wine-prefix.sh),
#              COMPRESSMARK_WINE_FONTDIR (fonts for "offscreen", default:
#              /usr/share/fonts/truetype/dejavu); QT_* variables reach the
#              program, QT_QPA_PLATFORM defaults to offscreen.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
. "$root/installer/cache-dir.sh"

die() { printf 'run-under-wine.sh: %s\n' "$1" >&2; exit 2; }

self_contained=no
if [ "${1:-}" = --self-contained ]; then
    self_contained=yes
    shift
fi
[ $# -ge 1 ] || die "usage: run-under-wine.sh [--self-contained] PROGRAM [ARGS...]"

. "$root/installer/windows/wine-prefix.sh"
# Wine hands no QT_* variable to Windows programs, but hands WINEQT_* on with
# the WINE taken off: each QT_* set here (ctest's ENVIRONMENT, say) goes on
# that way. The platform is "offscreen" unless asked otherwise, as for the
# test suites on Linux (the "windows" platform spins without a display); its
# FreeType font database reads the fonts of one folder: for the build
# folder's programs the build machine's DejaVu, the fonts the Linux tests see.
for name in $(compgen -e); do
    case $name in
        QT_*) wine_name=WINE$name
              [ -n "${!wine_name:-}" ] || export "$wine_name=${!name}" ;;
    esac
done
export WINEQT_QPA_PLATFORM=${WINEQT_QPA_PLATFORM:-offscreen}
# A self-contained folder draws with the fonts it carries (deploy.sh), as
# an installed program does: nothing of this machine's is handed in.
fontdir=${COMPRESSMARK_WINE_FONTDIR:-/usr/share/fonts/truetype/dejavu}
if [ "$self_contained" = no ] && [ -z "${WINEQT_QPA_FONTDIR:-}" ] && [ -d "$fontdir" ]; then
    export WINEQT_QPA_FONTDIR="Z:${fontdir//\//\\}"
fi

# The DLLs of the cross-built prefix and of mingw-w64's runtime, unless the
# program's folder must hold them all.
if [ "$self_contained" = no ]; then
    dlls=("${COMPRESSMARK_WINDOWS_PREFIX:-$wroot/prefix}/bin"
          /usr/lib/gcc/x86_64-w64-mingw32/*-posix /usr/x86_64-w64-mingw32/lib)
    winepath=
    for d in "${dlls[@]}"; do
        [ -d "$d" ] && winepath="$winepath${winepath:+;}Z:${d//\//\\}"
    done
    export WINEPATH="$winepath${WINEPATH:+;$WINEPATH}"
else
    unset WINEPATH
fi

set +e
"$wine" "$@"
rc=$?
set -e
exit $rc
