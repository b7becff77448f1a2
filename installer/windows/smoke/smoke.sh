#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Proves the Windows toolchain: builds the program of this folder with
# installer/windows/toolchain.cmake, runs its tests under wine through ctest
# (run-under-wine.sh as the emulator), gathers it with deploy.sh into a
# folder of its own and runs it from there alone, on the "offscreen" platform
# and on "minimal" with Windows' fonts. Each run draws a chart into a PNG.
#
# Usage: installer/windows/smoke/smoke.sh [BUILD_DIR]
#        (default: <cache>/windows-x86_64/smoke, installer/cache-dir.sh)
# Exit codes: 0 passed, 1 a step failed, 2 the toolchain is not built.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=$(cd "$here/../.." && pwd)
. "$root/installer/cache-dir.sh"

prefix=${COMPRESSMARK_WINDOWS_PREFIX:-$cache/windows-x86_64/prefix}
build=${1:-$cache/windows-x86_64/smoke}
say() { printf '%s\n' "$*"; }
fail() { say "smoke.sh: $1" >&2; exit 1; }

[ -f "$prefix/lib/cmake/Qt6/qt.toolchain.cmake" ] \
    || { say "smoke.sh: no Windows toolchain in $prefix: run installer/windows/build-toolchain.sh first" >&2; exit 2; }

mkdir -p "$build"
start=$SECONDS
cmake -S "$here/smoke" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_TOOLCHAIN_FILE="$here/toolchain.cmake" -DCOMPRESSMARK_WINDOWS_PREFIX="$prefix" \
      -DCMAKE_CROSSCOMPILING_EMULATOR="$here/run-under-wine.sh" >"$build/configure.log" 2>&1 \
    || { cat "$build/configure.log" >&2; fail "configuring the smoke program failed"; }
cmake --build "$build" >"$build/build.log" 2>&1 \
    || { cat "$build/build.log" >&2; fail "building the smoke program failed"; }
say "Built the smoke program for Windows in $((SECONDS - start)) s"

start=$SECONDS
ctest --test-dir "$build" --output-on-failure || fail "its tests failed under wine"
say "Its tests passed under wine in $((SECONDS - start)) s"

deploy=$build/deploy
rm -rf "$deploy"
"$here/deploy.sh" "$deploy" "$build/compressmark_windows_smoke.exe"

# From the deployed folder alone: every DLL and plugin must be in it.
for platform in offscreen minimal:enable_fonts; do
    png="$deploy/smoke-chart-${platform%%:*}.png"
    rm -f "$png"
    start=$SECONDS
    WINEQT_QPA_PLATFORM=$platform "$here/run-under-wine.sh" --self-contained \
        "$deploy/compressmark_windows_smoke.exe" "$png" || fail "the deployed program failed on $platform"
    [ -s "$png" ] || fail "the deployed program wrote no $png"
    say "The deployed program ran on $platform in $((SECONDS - start)) s and drew $png"
done
