#!/usr/bin/env bash
# Builds what of CompressMark builds for Windows yet (the model and its tests,
# installer/windows.md) with the cross toolchain, and runs the tests through
# ctest under wine64. The toolchain is built first when it is not in the
# cache (build-toolchain.sh: about an hour the first time, seconds after).
#
# Usage: installer/windows/test.sh [--qt-sources DIR]  (passed to build-toolchain.sh)
# Environment: COMPRESSMARK_CACHE_DIR (installer/cache-dir.sh),
#              COMPRESSMARK_WINDOWS_BUILD (default: build-windows in the clone).
# Exit codes: 0 the tests passed, 1 a build or a test failed, 2 this machine
#             cannot build for Windows (build-toolchain.sh says why).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$root/installer/cache-dir.sh"

"$here/build-toolchain.sh" "$@"
build=${COMPRESSMARK_WINDOWS_BUILD:-$root/build-windows}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCOMPRESSMARK_WERROR=ON \
      -DCMAKE_TOOLCHAIN_FILE="$here/toolchain.cmake" -DCOMPRESSMARK_WINDOWS_PREFIX="$cache/windows-x86_64/prefix" \
      -DCMAKE_CROSSCOMPILING_EMULATOR="$here/run-under-wine.sh" >/dev/null || exit 1
cmake --build "$build" || exit 1
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" || exit 1
