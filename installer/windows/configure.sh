#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures a Windows build of CompressMark in FOLDER with the cross
# toolchain that build-toolchain.sh made: Release, warnings as errors,
# programs run under wine for ctest.
#
# Usage: installer/windows/configure.sh FOLDER
# Environment: COMPRESSMARK_CACHE_DIR (installer/cache-dir.sh).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$root/installer/cache-dir.sh"

[ $# -eq 1 ] || { echo "usage: configure.sh FOLDER" >&2; exit 2; }
cmake -S "$root" -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCOMPRESSMARK_WERROR=ON \
      -DCMAKE_TOOLCHAIN_FILE="$here/toolchain.cmake" -DCOMPRESSMARK_WINDOWS_PREFIX="$cache/windows-x86_64/prefix" \
      -DCMAKE_CROSSCOMPILING_EMULATOR="$here/run-under-wine.sh" >/dev/null
