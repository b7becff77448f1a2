#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every C and C++ source is laid out as .clang-format says, with
# the clang-format of Debian 12 (14), which installer/setup.sh installs:
# another version lays out some lines otherwise. Prints FILE:LINE for the
# first difference in each file, then a summary.
#
# Usage: installer/check-format.sh [--fix]
#   --fix  formats the files in place instead.
# Exit codes: 0 all formatted, 1 a file is not, 2 clang-format is missing.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

formatter=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$formatter" ]; then
    echo "check-format: clang-format is missing; installer/setup.sh installs it" >&2
    exit 2
fi

fix=false
case "${1:-}" in
    --fix) fix=true ;;
    "") ;;
    *) echo "usage: installer/check-format.sh [--fix]" >&2; exit 2 ;;
esac

mapfile -d '' files < <(git ls-files -z --cached --others --exclude-standard -- '*.cpp' '*.h' '*.c')
if $fix; then
    "$formatter" -i "${files[@]}"
    exit 0
fi

unformatted=0
for file in "${files[@]}"; do
    [ -f "$file" ] || continue
    if ! report=$("$formatter" --dry-run --Werror "$file" 2>&1); then
        first=$(printf '%s\n' "$report" | grep -m1 -o "^$file:[0-9]*" || echo "$file")
        echo "$first: not laid out as .clang-format says (installer/check-format.sh --fix)"
        unformatted=$((unformatted + 1))
    fi
done
if [ "$unformatted" -gt 0 ]; then
    echo "check-format: ${#files[@]} files checked, $unformatted not formatted"
    exit 1
fi
echo "check-format: ${#files[@]} files checked, all formatted"
