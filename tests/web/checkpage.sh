#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes web pages with the real program (one drive; two drives with every
# kind of chart; six drives with long names, also in Russian and Chinese; a
# share-safe one; Russian and Chinese) and opens each in Chromium as a reader
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
# Six drives named as their owners name them, model, filesystem, device and mount point.
long=()
for i in 1 2 3 4 5 6; do
    case $i in
    1) label="Samsung SSD 990 PRO 2TB (btrfs, zstd:3, /dev/nvme0n1p2, mounted at /mnt/data)" ;;
    2) label="WD Black SN850X 1TB NVMe (btrfs, zstd:1, /dev/nvme1n1p1, mounted at /srv/games)" ;;
    3) label="Crucial MX500 500GB SATA SSD (btrfs, lzo, /dev/sda3, mounted at /home)" ;;
    4) label="Seagate IronWolf 8TB NAS HDD (btrfs, zstd:9, /dev/sdb1, mounted at /mnt/archive)" ;;
    5) label="Kingston A2000 NVMe 500GB (btrfs, zlib:3, /dev/nvme2n1p1, mounted at /var/lib/vms)" ;;
    6) label="SanDisk Extreme Pro USB 3.2 256GB (btrfs, zstd:3, /dev/sdc1, mounted at /media/stick)" ;;
    esac
    sed "s|\"label\": *\"[^\"]*\"|\"label\": \"$label\"|" "$session" >"$out/long-$i.cmsession.json"
    long+=("$out/long-$i.cmsession.json")
done
charts=per-drive,compare,percent,device,drives
"$program" report "${long[@]}" --web "$out/long-names.html" --web-charts $charts >/dev/null
LANGUAGE=ru LC_ALL=C.UTF-8 "$program" report "${long[@]}" --web "$out/long-names-ru.html" --web-charts $charts >/dev/null
LANGUAGE=zh_CN LC_ALL=C.UTF-8 "$program" report "${long[@]}" --web "$out/long-names-zh.html" --web-charts $charts \
    >/dev/null
LANGUAGE=ru LC_ALL=C.UTF-8 "$program" report "$session" --web "$out/russian.html" >/dev/null
LANGUAGE=zh_CN LC_ALL=C.UTF-8 "$program" report "$session" --web "$out/chinese.html" >/dev/null
grep -q '<html lang="ru">' "$out/russian.html" || { echo "russian.html is not in Russian"; exit 1; }
status=0
for page in one-drive every-chart many-drives long-names long-names-ru long-names-zh share-safe russian chinese; do
    echo "$page.html"
    NODE_PATH=$tools node "$here/checkpage.mjs" "$out/$page.html" "$out/$page" || status=1
done
exit $status
