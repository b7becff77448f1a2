#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the tree (installer/check-tree.sh), sets up, checks the sources'
# layout (installer/check-format.sh), builds with warnings as errors, and
# runs every test suite, the package check
# (installer/package.sh) among them. Tests that need root or loop devices
# say so when they skip.
#   --quick  the same check, then only the unit and window tests that need
#            no root, mounts or FUSE and are not slow (ctest labels,
#            docs/TESTING.md); no fuzzing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${COMPRESSMARK_TEST_BUILD_DIR:-$root/build-tests}
quick=false
case "${1:-}" in
    --quick) quick=true ;;
    "") ;;
    *) echo "usage: installer/test.sh [--quick]" >&2; exit 2 ;;
esac
# What the tree promises (file sizes, the paths docs name, licence lines),
# before anything is built: a finding stops the run.
"$root/installer/check-tree.sh"
COMPRESSMARK_BUILD_DIR=$build "$root/installer/setup.sh" -DCOMPRESSMARK_WERROR=ON -DBUILD_TESTING=ON
"$root/installer/check-format.sh"
if $quick; then
    ctest --test-dir "$build" --output-on-failure --timeout 900 -L 'unit|gui' -LE 'root|slow'
    exit
fi
# The session loader's fuzz target for a bounded time (a minute by default),
# where clang is installed; before ctest, whose summary closes the output.
if command -v clang++ >/dev/null 2>&1; then
    "$root/installer/fuzz.sh" "${COMPRESSMARK_FUZZ_SECONDS:-60}"
fi
# Chromium, node and the npm tools the web page's browser test opens it with.
"$root/installer/web-tools.sh"
# Serially: GUI and end-to-end tests each measure a drive, and parallel runs
# would measure each other.
ctest --test-dir "$build" --output-on-failure --timeout 900
