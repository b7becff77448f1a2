#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes web pages with the real program (one drive; two drives with every
# kind of chart; six drives with long names; a share-safe one; Russian and
# Chinese) and opens each in Chromium as a reader
# would (checkpage.mjs); the screenshots stay in OUT_FOLDER to be looked at.
# Chromium, node and the npm tools come from installer/web-tools.sh (the
# test command runs it); without them the test is skipped, saying why.
#
# Usage: tests/web/checkpage.sh COMPRESSMARK TEST_DATA OUT_FOLDER
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
program=$1 data=$2 out=$3
. "$here/../../installer/cache-dir.sh"
tools=$cache/web-tools/node_modules
skip() { echo "skipped: $1 (installer/web-tools.sh installs it)"; exit 77; }
[ -x "${COMPRESSMARK_CHROMIUM:-/usr/bin/chromium}" ] || skip "no chromium"
command -v node >/dev/null 2>&1 || skip "no node"
[ -d "$tools/puppeteer-core" ] && [ -d "$tools/axe-core" ] || skip "no puppeteer-core and axe-core in $tools"

rm -rf "$out"
mkdir -p "$out"
session=$data/measured.cmsession.json
"$program" report "$session" --web "$out/one-drive.html" >/dev/null
"$program" report "$session" "$data/timelines.cmsession.json" --web "$out/every-chart.html" \
    --web-charts per-drive,compare,percent,device,timeline,drives >/dev/null
"$program" report "$session" --web "$out/share-safe.html" --share >/dev/null
# Six drives, three of them with names that differ only at their ends.
many=()
for i in 1 2 3 4 5 6; do
    case $i in
    1 | 2 | 3) label="VM disk (ext4, run $i of the btrfs comparison)" ;;
    *) label="Loop btrfs image with zstd on the VM disk, run $i" ;;
    esac
    sed "s|\"label\": *\"[^\"]*\"|\"label\": \"$label\"|" "$session" >"$out/drive-$i.cmsession.json"
    many+=("$out/drive-$i.cmsession.json")
done
"$program" report "${many[@]}" --web "$out/many-drives.html" \
    --web-charts per-drive,compare,percent,device,drives >/dev/null
LANGUAGE=ru LC_ALL=C.UTF-8 "$program" report "$session" --web "$out/russian.html" >/dev/null
LANGUAGE=zh_CN LC_ALL=C.UTF-8 "$program" report "$session" --web "$out/chinese.html" >/dev/null
grep -q '<html lang="ru">' "$out/russian.html" || { echo "russian.html is not in Russian"; exit 1; }
status=0
for page in one-drive every-chart many-drives share-safe russian chinese; do
    echo "$page.html"
    NODE_PATH=$tools node "$here/checkpage.mjs" "$out/$page.html" "$out/$page" || status=1
done
exit $status
