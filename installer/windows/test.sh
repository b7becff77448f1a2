#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds what of CompressMark builds for Windows yet (docs/WINDOWS.md)
# with the cross toolchain, runs its tests through ctest under wine64, makes
# the installer (package.sh) and checks it: a silent install and uninstall
# under wine (check-installer.sh). The toolchain is built first when it is
# not in the cache (build-toolchain.sh: about an hour the first time,
# seconds after).
#
# Usage: installer/windows/test.sh [--qt-sources DIR]  (passed to build-toolchain.sh)
# Environment: COMPRESSMARK_CACHE_DIR (installer/cache-dir.sh),
#              COMPRESSMARK_WINDOWS_BUILD (default: build-windows in the clone).
# Exit codes: 0 the tests passed, 1 a build or a test failed, 2 this machine
#             cannot build for Windows (build-toolchain.sh says why).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
export COMPRESSMARK_WINDOWS_BUILD=${COMPRESSMARK_WINDOWS_BUILD:-$root/build-windows}
build=$COMPRESSMARK_WINDOWS_BUILD

"$here/package.sh" "$@"
cmake --build "$build" || exit 1
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" || exit 1
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
"$here/check-installer.sh" "$build/CompressMark-$version-win64-setup.exe" "$build/package/stage" || exit 1
