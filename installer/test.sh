#!/usr/bin/env bash
# Sets up, builds with warnings as errors, and runs every test suite, the
# package check (installer/package.sh) among them. Tests that need root or
# loop devices say so when they skip.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${COMPRESSMARK_TEST_BUILD_DIR:-$root/build-tests}
COMPRESSMARK_BUILD_DIR=$build "$root/installer/setup.sh" -DCOMPRESSMARK_WERROR=ON -DBUILD_TESTING=ON
# Serially: GUI and end-to-end tests each measure a drive, and parallel runs
# would measure each other.
ctest --test-dir "$build" --output-on-failure --timeout 900
