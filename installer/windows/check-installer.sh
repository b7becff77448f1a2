#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs CompressMark with its installer silently under wine, in a wine
# prefix of its own, checks what was installed (every file, the Start-menu
# entry, the registry), has the installed program alone draw a chart and
# measure every data set, opens a session through the registered "Open
# with" command line and finds the window on an X server of its own (Xvfb),
# then uninstalls silently and checks that exactly the installed files
# went: a file of the user's in the program's folder stays, with its folder.
#
# Usage: installer/windows/check-installer.sh SETUP.exe STAGE
#   STAGE  the folder the installer was made from (package.sh's stage).
# Exit codes: 0 passed, 1 a check failed, 2 bad usage.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

[ $# -eq 2 ] && [ -f "$1" ] && [ -d "$2" ] || { echo "usage: check-installer.sh SETUP.exe STAGE" >&2; exit 2; }
setup=$(realpath "$1")
stage=$(realpath "$2")

work=$(mktemp -d "${TMPDIR:-/tmp}/compressmark-installer-XXXXXX")
export COMPRESSMARK_WINEPREFIX=$work/wine WINEPREFIX=$work/wine
wineserver=/usr/lib/wine/wineserver
command -v wineserver >/dev/null && wineserver=$(command -v wineserver)
xvfb_pid=
cleanup() {
    "$wineserver" -k 2>/dev/null || true
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# The wine session's desktop, like a user's, on an X server of the check's
# own from the start: wine takes its display when the session begins.
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
xvfb_pid=$!
for _ in $(seq 100); do
    [ -s "$work/display" ] && break
    sleep 0.1
done
[ -s "$work/display" ] || { echo "check-installer.sh: Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$(cat "$work/display")

failures=0
check() { # DESCRIPTION COMMAND...
    local what=$1
    shift
    if "$@"; then
        printf 'ok    %s\n' "$what"
    else
        printf 'FAIL  %s\n' "$what"
        failures=$((failures + 1))
    fi
}
wine_run() { "$here/run-under-wine.sh" --self-contained "$@"; }
registry_has() { wine_run reg query "$@" >/dev/null 2>&1; }
all_installed() {
    local file
    while read -r file; do
        cmp -s "$stage/$file" "$installed/$file" || { echo "  missing or different: $file"; return 1; }
    done < <(cd "$stage" && find . -type f | sed 's|^\./||')
}

uninstall_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\CompressMark'
progid_key='HKLM\Software\Classes\CompressMark.Session'

printf 'Installing %s silently into a new wine prefix\n' "$(basename "$setup")"
wine_run "$setup" /S
"$wineserver" -w
installed="$WINEPREFIX/drive_c/Program Files/CompressMark"
shortcut="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/CompressMark.lnk"
check "every file of the stage is installed" all_installed
check "the uninstaller is installed" test -f "$installed/Uninstall.exe"
check "the helper is installed beside the program" test -f "$installed/compressmark-helper.exe"
check "the Start-menu entry exists" test -f "$shortcut"
check "Apps & features lists it" registry_has "$uninstall_key" /v DisplayVersion
check "the session type is registered" registry_has "$progid_key\\shell\\open\\command"
check ".json files offer it under Open with" registry_has 'HKLM\Software\Classes\.json\OpenWithProgids' /v CompressMark.Session
# Installed stripped: 43 MB (Qt's DLLs and the fonts most of it); with the debug sections of the program and
# libstdc++ it was 64 MB. The bound leaves room to grow, not to carry those.
installed_limit_mb=50
installed_bytes=$(du -sb "$installed" | cut -f1)
printf '      installed: %d MB (%d bytes)\n' "$((installed_bytes / 1000000))" "$installed_bytes"
check "the installed program takes less than $installed_limit_mb MB" test "$installed_bytes" -lt $((installed_limit_mb * 1000000))
no_debug_sections() {
    local file found=0
    while read -r file; do
        if x86_64-w64-mingw32-objdump -h "$file" | grep -F '.debug_' >/dev/null; then
            echo "  debug sections in ${file#"$installed/"}"
            found=1
        fi
    done < <(find "$installed" -type f \( -iname '*.exe' -o -iname '*.dll' \))
    return "$found"
}
check "no installed program or library carries debug sections" no_debug_sections

# The installed program alone (no build folder on its DLL path) draws a
# chart of a real session (a default run of a Linux machine's disk).
cp "$root/tests/data/measured.cmsession.json" "$work/measured.cmsession.json"
chart_made() {
    wine_run 'C:\Program Files\CompressMark\compressmark.exe' report "Z:${work//\//\\}\\measured.cmsession.json" \
        --png "Z:${work//\//\\}\\chart.png" >/dev/null &&
        file "$work/chart.png" | grep -q 'PNG image data, 1600 x 900'
}
check "the installed program draws a chart of a session" chart_made
# ... in the fonts it carries, with nothing of this machine's: the same
# image as with the DejaVu the Linux tests draw with, and not the one of
# empty boxes that no font at all gives.
chart_with_fonts() { # FONT_FOLDER (empty: the program's own) FILE
    local report=('C:\Program Files\CompressMark\compressmark.exe' report
                  "Z:${work//\//\\}\\measured.cmsession.json" --png "Z:${work//\//\\}\\$2")
    if [ -n "$1" ]; then
        WINEQT_QPA_FONTDIR="Z:${1//\//\\}" wine_run "${report[@]}" >/dev/null
    else
        wine_run "${report[@]}" >/dev/null
    fi
}
mkdir -p "$work/no-fonts"
chart_has_text() {
    chart_with_fonts "" own.png && chart_with_fonts /usr/share/fonts/truetype/dejavu dejavu.png &&
        chart_with_fonts "$work/no-fonts" boxes.png &&
        cmp -s "$work/own.png" "$work/dejavu.png" && ! cmp -s "$work/own.png" "$work/boxes.png"
}
check "the installed program's chart has text, drawn in the fonts it carries" chart_has_text
# ... and writes a data set of photos through the JPEG plugin it carries.
photos_made() {
    wine_run 'C:\Program Files\CompressMark\compressmark.exe' generate photos --size 2M \
        --out "Z:${work//\//\\}\\photos" >/dev/null &&
        file "$(find "$work/photos" -type f | head -n 1)" | grep -q 'JPEG image data'
}
check "the installed program generates a data set of photos" photos_made

# ... and measures every data set end to end, three runs in a row, each
# ending as soon as its work is done and leaving nothing behind (runs with
# photos were seen to print their session and chart, then never end).
every_data_set_measured() {
    local source="$WINEPREFIX/drive_c/compressmark-source" target="$work/target" run kind
    mkdir -p "$source" "$target"
    for run in 1 2 3; do
        if ! timeout 300 "$here/run-under-wine.sh" --self-contained \
            'C:\Program Files\CompressMark\compressmark.exe' run --source 'C:\compressmark-source' \
            --target "Z:${target//\//\\}" --allow-slow-target --datasets books,photos,system,image,small \
            --size 4M --reps 2 --compression none --cache evict \
            --out "Z:${work//\//\\}\\run$run.cmsession.json" >"$work/run$run.log" 2>&1; then
            echo "  run $run failed or did not end:"
            tail -n 5 "$work/run$run.log" | sed 's/^/  /'
            return 1
        fi
        for kind in books photos system image small; do
            grep -q "\"dataSet\": \"$kind\"" "$work/run$run.cmsession.json" ||
                { echo "  run $run measured no $kind"; return 1; }
        done
        [ -z "$(find "$source" "$target" -mindepth 1 -print -quit)" ] ||
            { echo "  run $run left files behind"; return 1; }
    done
}
check "the installed program measures every data set, three runs in a row" every_data_set_measured

# A session opened from Explorer: the registered "Open with" command line,
# its %1 the session's path, started as Explorer starts it, shows the
# window with the session in it (its name in the window's title).
windows_words() { # COMMAND_LINE: its words, one a line (quoted or bare, no quote inside one)
    local line=$1
    while [[ $line =~ ^[[:space:]]*(\"([^\"]*)\"|([^[:space:]\"]+))(.*)$ ]]; do
        printf '%s\n' "${BASH_REMATCH[2]}${BASH_REMATCH[3]}"
        line=${BASH_REMATCH[4]}
    done
}
window_shows_session() {
    local command words=() placeholder='%1' session="Z:${work//\//\\}\\measured.cmsession.json"
    local program found=1 seconds
    command=$(wine_run reg query "$progid_key\\shell\\open\\command" /ve | tr -d '\r' | sed -n 's/.*REG_SZ[[:space:]]*//p')
    readarray -t words < <(windows_words "${command//"$placeholder"/"$session"}")
    [ "${#words[@]}" -ge 2 ] || { echo "  no command line registered: $command"; return 1; }
    WINEQT_QPA_PLATFORM=windows wine_run "${words[@]}" >"$work/window.log" 2>&1 &
    program=$!
    for seconds in $(seq 120); do
        if xwininfo -root -tree 2>/dev/null | grep -qF 'measured.cmsession.json'; then
            found=0
            break
        fi
        kill -0 "$program" 2>/dev/null || break
        sleep 1
    done
    [ "$found" -eq 0 ] || { echo "  no window with the session after ${seconds} s:"; sed 's/^/  /' "$work/window.log"; }
    "$wineserver" -k 2>/dev/null || true
    wait "$program" 2>/dev/null || true
    return "$found"
}
check "a session opened with the registered command line shows in the window" window_shows_session

# A file of the user's in the program's folder is not the uninstaller's.
echo 'kept' >"$installed/notes.txt"
printf 'Uninstalling silently\n'
wine_run 'C:\Program Files\CompressMark\Uninstall.exe' /S
"$wineserver" -w
only_users_file_left() { [ "$(cd "$installed" && find . -mindepth 1)" = ./notes.txt ]; }
check "only the user's file is left in the program's folder" only_users_file_left
check "the Start-menu entry is gone" test ! -e "$shortcut"
check "Apps & features no longer lists it" eval '! registry_has "$uninstall_key"'
check "the session type is gone" eval '! registry_has "$progid_key"'
check ".json files no longer offer it" eval "! registry_has 'HKLM\\Software\\Classes\\.json\\OpenWithProgids' /v CompressMark.Session"

[ "$failures" -eq 0 ] || { printf '%d check(s) of the installer failed\n' "$failures"; exit 1; }
printf 'The installer passed every check\n'
