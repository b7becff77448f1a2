#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the .deb and the .tar.gz from a build tree, checks what the .deb
# holds and declares, unpacks it into a throwaway root and runs the program
# from there: --version, probe /, a Russian --help, the helper refusing a
# bad request; validates the desktop file, the AppStream metainfo and the
# polkit action as installed. Run by CTest (test "package") and so by
# installer/test.sh.
#
# Usage: installer/package.sh BUILD_DIR
set -euo pipefail

build=$(cd "${1:?usage: package.sh BUILD_DIR}" && pwd)
out="$build/packages"
work=$(mktemp -d "${TMPDIR:-/tmp}/compressmark-package.XXXXXX")
trap 'rm -rf "$work"' EXIT

failures=0
fail() { echo "package: $*" >&2; failures=$((failures + 1)); }
need() { command -v "$1" >/dev/null 2>&1 || { echo "package: $1 is missing (package $2)" >&2; exit 2; }; }
need dpkg-deb dpkg
need appstreamcli appstream
need desktop-file-validate desktop-file-utils

rm -rf "$out"
(cd "$build" && cpack -G "DEB;TGZ" -B "$out") >"$work/cpack.log" 2>&1 \
    || { cat "$work/cpack.log" >&2; echo "package: cpack failed" >&2; exit 1; }
deb=$(find "$out" -maxdepth 1 -name 'compressmark_*.deb' | head -n 1)
tgz=$(find "$out" -maxdepth 1 -name 'compressmark-*.tar.gz' | head -n 1)
[ -n "$deb" ] && [ -n "$tgz" ] || { echo "package: cpack made no .deb or no .tar.gz" >&2; exit 1; }
version=$(dpkg-deb -f "$deb" Version)

# What the .deb holds.
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/contents"
expected=(/usr/bin/compressmark
          /usr/libexec/compressmark/compressmark-helper
          /usr/share/applications/org.compressmark.CompressMark.desktop
          /usr/share/metainfo/org.compressmark.CompressMark.metainfo.xml
          /usr/share/mime/packages/compressmark-session.xml
          /usr/share/polkit-1/actions/org.compressmark.CompressMark.policy
          /usr/share/icons/hicolor/scalable/apps/compressmark.svg)
for size in 16 22 24 32 48 64 128 256; do
    expected+=("/usr/share/icons/hicolor/${size}x${size}/apps/compressmark.png")
done
# ThreadWeaver travels privately when no package provides it.
if ! dpkg-deb -f "$deb" Depends | grep -q threadweaver; then
    expected+=(/usr/lib/compressmark/libKF5ThreadWeaver.so.5)
fi
for file in "${expected[@]}"; do
    grep -qxF "$file" "$work/contents" || fail "the .deb lacks $file"
done
grep -q '^/usr/local\|^/home\|/_CPack_Packages' "$work/contents" && fail "the .deb holds files outside /usr"

# What it declares: libraries found by dpkg-shlibdeps, the Qt plugins by hand.
# Debian 13 names some libraries anew for the 64-bit time_t (libqt6core6t64).
depends=$(dpkg-deb -f "$deb" Depends)
for package in libqt6core6 libqt6widgets6 libqt6charts6 qt6-qpa-plugins libqt6svg6 libqt6sql6-sqlite libarchive13; do
    grep -Eq "(^|[ ,|])$package(t64)?([ ,(|]|$)" <<<"$depends" || fail "Depends lacks $package: $depends"
done
# apt can satisfy them here (simulated: nothing is installed).
if command -v apt-get >/dev/null 2>&1; then
    apt-get install -s -qq "$deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get cannot install the .deb"; }
fi

# The .tar.gz unpacks into /usr/local.
tar -tzf "$tgz" >"$work/tgz-contents"
for file in usr/local/bin/compressmark usr/local/libexec/compressmark/compressmark-helper; do
    grep -qxF "$file" "$work/tgz-contents" || fail "the .tar.gz lacks $file"
done

# The installed program, run from a throwaway root.
root="$work/root"
dpkg-deb -x "$deb" "$root"
program="$root/usr/bin/compressmark"
helper="$root/usr/libexec/compressmark/compressmark-helper"
run() { env -u DISPLAY -u WAYLAND_DISPLAY -u LANGUAGE LC_ALL=C.UTF-8 "$@"; }
for binary in "$program" "$helper"; do
    if ldd "$binary" | grep -q 'not found'; then
        fail "$(basename "$binary") misses libraries: $(ldd "$binary" | grep 'not found' | tr -s ' \t\n' ' ')"
    fi
done
[ "$(run "$program" --version)" = "CompressMark $version" ] || fail "--version does not say CompressMark $version"
run "$program" probe / >"$work/probe.json" 2>"$work/probe.err" || fail "probe / failed: $(cat "$work/probe.err")"
grep -q '"mountPoint": "/"' "$work/probe.json" || fail "probe / does not name the mount point /"
grep -qF "\"path\": \"$helper\"" "$work/probe.json" || fail "the installed program does not find its helper"
# Translations are built into the program: Russian without any .qm on disk.
env -u DISPLAY -u WAYLAND_DISPLAY LC_ALL= LANG=ru_RU.UTF-8 LANGUAGE=ru "$program" --help >"$work/help-ru" 2>&1 || true
grep -q 'Измеряет' "$work/help-ru" || fail "--help with LANGUAGE=ru is not in Russian: $(head -n 2 "$work/help-ru")"
set +e
run "$helper" remove-image relative/path >"$work/helper.out" 2>"$work/helper.err"
status=$?
set -e
[ "$status" = 2 ] && [ "$(wc -l <"$work/helper.err")" = 1 ] || fail "the helper did not refuse a relative path (status $status)"

# The desktop files as installed.
desktop-file-validate "$root/usr/share/applications/org.compressmark.CompressMark.desktop" >"$work/desktop.log" 2>&1 \
    || fail "desktop-file-validate: $(cat "$work/desktop.log")"
appstreamcli validate --no-net "$root/usr/share/metainfo/org.compressmark.CompressMark.metainfo.xml" >"$work/appstream.log" 2>&1 \
    || fail "appstreamcli validate: $(cat "$work/appstream.log")"
grep -qF '<annotate key="org.freedesktop.policykit.exec.path">/usr/libexec/compressmark/compressmark-helper</annotate>' \
    "$root/usr/share/polkit-1/actions/org.compressmark.CompressMark.policy" || fail "the polkit action does not name the installed helper"
grep -qF '<allow_active>auth_admin_keep</allow_active>' "$root/usr/share/polkit-1/actions/org.compressmark.CompressMark.policy" \
    || fail "the polkit action does not ask for auth_admin_keep"
if command -v python3 >/dev/null 2>&1; then
    for xml in share/polkit-1/actions/org.compressmark.CompressMark.policy share/mime/packages/compressmark-session.xml; do
        python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$root/usr/$xml" 2>"$work/xml.log" \
            || fail "$xml is not well-formed XML: $(tail -n 1 "$work/xml.log")"
    done
fi

if [ "$failures" -gt 0 ]; then
    echo "package: $failures check(s) failed" >&2
    exit 1
fi
echo "package: $(basename "$deb") and $(basename "$tgz") checked ($(wc -l <"$work/contents") entries)"
