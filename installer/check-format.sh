#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every C and C++ source is laid out as .clang-format says, with
# clang-format 14 (Debian 12's), which installer/setup.sh installs where the
# release packages it: another version lays out some lines otherwise, so
# the check uses no other. Prints FILE:LINE for the first difference in each
# file, then a summary.
#
# Usage: installer/check-format.sh [--fix]
#   --fix  formats the files in place instead.
# Exit codes: 0 all formatted, or clang-format-14 missing and the check
# skipped (one line says so); 1 a file is not formatted; 2 --fix without
# clang-format-14, or bad usage.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

fix=false
case "${1:-}" in
    --fix) fix=true ;;
    "") ;;
    *) echo "usage: installer/check-format.sh [--fix]" >&2; exit 2 ;;
esac

formatter=$(command -v clang-format-14 || true)
if [ -z "$formatter" ]; then
    if $fix; then
        echo "check-format: clang-format-14 is missing (apt-get install clang-format-14, Debian 12); nothing formatted" >&2
        exit 2
    fi
    echo "check-format: skipped, clang-format-14 (the layout's version) is not installed"
    exit 0
fi

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
