#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up and builds CompressMark if needed, then starts it: the window when
# a display is available, otherwise the default benchmark on the drive that
# holds the current folder. Arguments go to compressmark (e.g. run --help).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${COMPRESSMARK_BUILD_DIR:-$root/build}
COMPRESSMARK_BUILD_DIR=$build "$root/installer/setup.sh" >&2
exec "$build/app/compressmark" "$@"
