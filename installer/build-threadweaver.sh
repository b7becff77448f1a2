#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds KDE ThreadWeaver against Qt6 from the distribution's own source
# package, for systems that ship no KF6ThreadWeaver (Debian 12). The result
# is installed once into a private prefix; the project's CMake finds it there.
#
# Usage: build-threadweaver.sh PREFIX
# Quiet and quick when PREFIX already holds a build.
set -euo pipefail
# Readable by every user: programs built against it run as others too.
umask 022

prefix=${1:?usage: build-threadweaver.sh PREFIX}
config="$prefix/lib/cmake/KF5ThreadWeaver/KF5ThreadWeaverConfig.cmake"
[ -f "$config" ] && exit 0

work=$(mktemp -d "${TMPDIR:-/tmp}/compressmark-threadweaver.XXXXXX")
trap 'rm -rf "$work"' EXIT

# A private source list with deb-src twins of the machine's own entries, so
# the machine's apt configuration is read but never changed.
mkdir -p "$work/parts.d" "$work/lists/partial" "$work/cache/archives/partial"
: > "$work/sources.list"
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] && sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' "$f" >> "$work/sources.list"
done
for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && sed 's/^Types:.*/Types: deb-src/' "$f" > "$work/parts.d/$(basename "$f")"
done

apt_private=(-o "Dir::Etc::SourceList=$work/sources.list"
             -o "Dir::Etc::SourceParts=$work/parts.d"
             -o "Dir::State::Lists=$work/lists"
             -o "Dir::Cache=$work/cache"
             -o "APT::Sandbox::User=$(id -un)")

echo "Building ThreadWeaver for Qt6 into $prefix (once, a minute or two)..."
log="$work/build.log"
fail() { cat "$log" >&2; echo "$1" >&2; exit 1; }
apt-get -qq "${apt_private[@]}" update
(cd "$work" && apt-get -qq "${apt_private[@]}" source threadweaver >/dev/null)
src=$(find "$work" -maxdepth 1 -type d -name 'threadweaver-*' | head -n 1)
[ -n "$src" ] || { echo "apt-get source threadweaver gave no source tree" >&2; exit 1; }

cmake -S "$src" -B "$work/build" -G Ninja -DQT_MAJOR_VERSION=6 \
      -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DBUILD_QCH=OFF \
      -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_INSTALL_LIBDIR=lib >"$log" 2>&1 \
    || fail "configuring ThreadWeaver failed"
cmake --build "$work/build" >>"$log" 2>&1 || fail "building ThreadWeaver failed"
cmake --install "$work/build" >>"$log" 2>&1 || fail "installing ThreadWeaver failed"
[ -f "$config" ] || fail "ThreadWeaver built but $config is missing"
echo "ThreadWeaver for Qt6 is in $prefix"
