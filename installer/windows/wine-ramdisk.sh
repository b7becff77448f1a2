#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A RAM disk for the Windows tests under wine: a new folder on the machine's
# tmpfs (/dev/shm), mapped as a drive letter of the wine prefix whose type is
# "ramdisk", so that GetDriveType() answers DRIVE_RAMDISK for it, as for a
# RAM disk on Windows. ctest attaches it before the tests and detaches it
# after them (a fixture, tests/CMakeLists.txt).
#
# Usage: installer/windows/wine-ramdisk.sh attach|detach STATE_FILE
#   attach  makes the folder and the drive, and writes "LETTER FOLDER" to
#           STATE_FILE; first detaches what STATE_FILE still names (an
#           attach run again without its detach, as `ctest --repeat` does)
#           and removes drives an earlier attach left behind whose folder
#           is gone.
#   detach  removes the drive and the folder named in STATE_FILE, then the
#           file; nothing to do when it is missing.
# Environment: COMPRESSMARK_CACHE_DIR, COMPRESSMARK_WINEPREFIX (wine-prefix.sh).
# Exit codes: 0 done, 1 it could not be done, 2 bad usage.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
. "$root/installer/cache-dir.sh"

die() { printf 'wine-ramdisk.sh: %s\n' "$1" >&2; exit "${2:-1}"; }
usage="usage: wine-ramdisk.sh attach|detach STATE_FILE"

[ $# -eq 2 ] || die "$usage" 2
action=$1
state=$2
. "$root/installer/windows/wine-prefix.sh"

drives=$WINEPREFIX/dosdevices
# The folders this script makes, and nothing else, are ever removed by it.
folder_prefix=/dev/shm/compressmark-ramdisk-
drives_key='HKLM\Software\Wine\Drives'

ours() { case $1 in "$folder_prefix"??????) return 0 ;; *) return 1 ;; esac; }

forget_drive() {
    local letter=$1
    "$wine" reg delete "$drives_key" /v "$letter:" /f >/dev/null 2>&1 || true
    rm -f "$drives/$letter:"
}

# Mount manager reads the drives and their types when wine starts: the
# programs started after this wine has ended see the new drive. The new
# wine is started here, its services detached from every caller's output:
# started by a test, they would keep that test's output open, and ctest
# waiting on it, for as long as wine runs. It stays a minute after its last
# program, which bridges the gaps between tests.
restart_wine() {
    if ! timeout 120 "$wineserver" -w; then
        printf 'wine-ramdisk.sh: wine programs are still running in %s; the RAM disk is seen by those started after they end\n' \
            "$WINEPREFIX" >&2
        return 0
    fi
    "$wineserver" -p60 </dev/null >/dev/null 2>&1 || true
    "$wine" cmd /c exit </dev/null >/dev/null 2>&1 || true
}

attach() {
    [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] || die "/dev/shm is not a tmpfs: no RAM disk to lend to wine"
    detach
    local link target
    for link in "$drives"/?:; do
        [ -L "$link" ] || continue
        target=$(readlink "$link")
        if ours "$target" && [ ! -d "$target" ]; then
            forget_drive "$(basename "$link" :)"
        fi
    done
    local folder letter=
    folder=$(mktemp -d "${folder_prefix}XXXXXX")
    for candidate in r s t u v w x y q p o n m l k j i h g; do
        if [ ! -e "$drives/$candidate:" ] && [ ! -L "$drives/$candidate:" ] \
            && ln -s "$folder" "$drives/$candidate:" 2>/dev/null; then
            letter=$candidate
            break
        fi
    done
    if [ -z "$letter" ]; then
        rmdir "$folder"
        die "every drive letter from G: to Y: is taken in $WINEPREFIX"
    fi
    if ! "$wine" reg add "$drives_key" /v "$letter:" /t REG_SZ /d ramdisk /f >/dev/null 2>&1; then
        rm -f "$drives/$letter:"
        rmdir "$folder"
        die "wine could not record $letter: as a RAM disk in $WINEPREFIX"
    fi
    printf '%s %s\n' "$letter" "$folder" > "$state"
    restart_wine
    printf '%s: is a RAM disk of %s (%s)\n' "${letter^^}" "$WINEPREFIX" "$folder"
}

detach() {
    [ -f "$state" ] || return 0
    local letter folder
    read -r letter folder < "$state"
    if [[ $letter =~ ^[a-z]$ ]] && ours "$folder"; then
        if [ "$(readlink "$drives/$letter:" 2>/dev/null)" = "$folder" ]; then
            forget_drive "$letter"
        fi
        rm -rf --one-file-system "$folder"
    fi
    rm -f "$state"
}

case $action in
    attach) attach ;;
    detach) detach ;;
    *) die "$usage" 2 ;;
esac
