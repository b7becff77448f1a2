#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the fuzz targets with clang (libFuzzer and AddressSanitizer) in
# their own build folder and runs each for a bounded time: the session
# loader (from tests/fuzz/corpus) for SECONDS, then each codec's decoder
# (LZNT1, XPRESS Huffman, LZX) for a third of that. A crash, a hang, a leak
# or a failed round trip stops it with the input saved in the build folder.
#
# Usage: installer/fuzz.sh [seconds]   (default 60)
# Environment: COMPRESSMARK_FUZZ_BUILD_DIR (default: build-fuzz/ in the checkout),
#              COMPRESSMARK_CACHE_DIR (as for setup.sh: where ThreadWeaver for Qt6 is built).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${COMPRESSMARK_FUZZ_BUILD_DIR:-$root/build-fuzz}
. "$root/installer/cache-dir.sh"
seconds=${1:-60}

if ! command -v clang++ >/dev/null 2>&1; then
    echo "fuzz.sh: clang++ is not installed; nothing fuzzed" >&2
    exit 2
fi

cmake_args=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++
            -DCOMPRESSMARK_FUZZ=ON -DBUILD_TESTING=OFF -DCOMPRESSMARK_WERROR=OFF)
if [ -d "$cache/threadweaver-qt6" ]; then
    cmake_args+=("-DCOMPRESSMARK_THREADWEAVER_PREFIX=$cache/threadweaver-qt6")
fi

mkdir -p "$build"
cmake -S "$root" -B "$build" "${cmake_args[@]}" >"$build/configure.log" 2>&1 \
    || { cat "$build/configure.log" >&2; exit 1; }
codecs=(lznt1 xpresshuffman lzx)
cmake --build "$build" --target sessionloader_fuzz "${codecs[@]/%/_fuzz}" -j2 >"$build/build.log" 2>&1 \
    || { tail -50 "$build/build.log" >&2; exit 1; }

# New inputs go to a scratch corpus; the checked-in corpus stays as it is.
work="$build/corpus"
mkdir -p "$work" "$build/findings"
cd "$build/findings"
echo "Fuzzing the session loader for ${seconds}s"
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    "$build/tests/fuzz/sessionloader_fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -dict="$root/tests/fuzz/session.dict" -print_final_stats=1 \
    "$work" "$root/tests/fuzz/corpus" 2>"$build/fuzz.log" \
    || { tail -60 "$build/fuzz.log" >&2; echo "fuzz.sh: the session loader failed; inputs in $build/findings" >&2; exit 1; }
grep -E '^(Done|stat::number_of_executed_units)' "$build/fuzz.log" || true
for codec in "${codecs[@]}"; do
    echo "Fuzzing the $codec decoder for $((seconds / 3 + 1))s"
    mkdir -p "$build/corpus-$codec"
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
        "$build/tests/fuzz/${codec}_fuzz" -max_total_time=$((seconds / 3 + 1)) -timeout=10 -rss_limit_mb=2048 \
        -max_len=70000 -print_final_stats=1 "$build/corpus-$codec" 2>"$build/fuzz-$codec.log" \
        || { tail -60 "$build/fuzz-$codec.log" >&2; echo "fuzz.sh: the $codec decoder failed; inputs in $build/findings" >&2; exit 1; }
    grep -E '^stat::number_of_executed_units' "$build/fuzz-$codec.log" || true
done
echo "Fuzzing found nothing"
