#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds CompressMark with the sanitizers (CMakePresets.json) and runs
# every test suite under each build. A memory error, undefined behaviour, a
# leak or a data race fails the test it happens in. Third-party frames the
# sanitizers cannot see into are listed, with the reason, in
# tests/sanitizers/*.supp.
#
# Usage: installer/test-sanitizers.sh [asan-ubsan|tsan]...   (default: both)
# tsan is built with gcc: the ThreadSanitizer of clang 14, Debian 12's,
# aborts in a multi-threaded process that starts another program.
# Environment: COMPRESSMARK_CACHE_DIR (as for setup.sh: where ThreadWeaver for
#              Qt6 is built), COMPRESSMARK_THREADWEAVER_PREFIX (its prefix).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/installer/cache-dir.sh"
prefix=${COMPRESSMARK_THREADWEAVER_PREFIX:-$cache/threadweaver-qt6}
presets=("$@")
[ ${#presets[@]} -gt 0 ] || presets=(asan-ubsan tsan)

if ! command -v clang++ >/dev/null 2>&1; then
    echo "test-sanitizers.sh: clang++ is not installed (installer/setup.sh installs it)" >&2
    exit 2
fi

cd "$root"
for preset in "${presets[@]}"; do
    start=$(date +%s)
    args=(--preset "$preset")
    [ -d "$prefix" ] && args+=("-DCOMPRESSMARK_THREADWEAVER_PREFIX=$prefix")
    cmake "${args[@]}" >/dev/null
    cmake --build --preset "$preset"
    built=$(date +%s)
    # Serially, as in test.sh: end-to-end tests each measure a drive.
    ctest --preset "$preset"
    echo "test-sanitizers.sh: $preset passed (build $((built - start)) s, tests $(($(date +%s) - built)) s)"
done
