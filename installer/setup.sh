#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what CompressMark needs (Debian, Ubuntu), builds ThreadWeaver for
# Qt6 where no package provides it, then configures and builds CompressMark.
# Idempotent: quiet and quick when everything is in place.
#
# Usage: installer/setup.sh [extra CMake arguments]
# Environment: COMPRESSMARK_BUILD_DIR (default: build/ in the checkout),
#              COMPRESSMARK_CACHE_DIR (default: ~/.cache/compressmark, for
#              root /var/cache/compressmark; installer/cache-dir.sh).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${COMPRESSMARK_BUILD_DIR:-$root/build}
. "$root/installer/cache-dir.sh"

# Build tools, Qt 6, GoogleTest, what the tests use on real filesystems, what
# making and checking the packages needs (dpkg-shlibdeps, file for CPack,
# validators), and clang with its runtime libraries for the session
# loader's fuzz target; libfuse3 for the tests' fault-injecting filesystem.
# tidy checks that the web pages are valid HTML. Qt SQL's SQLite driver
# holds the library (docs/LIBRARY.md); Qt6Sql's CMake files are in
# qt6-base-dev. The names are the same on Debian 12 and 13.
# A name may be one that an installed package provides (libqt6opengl6-dev
# is a package of its own on Debian 12, part of qt6-base-dev on Debian 13).
packages=(build-essential cmake ninja-build pkg-config dpkg-dev file appstream desktop-file-utils clang libclang-rt-dev
          qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools qt6-translations-l10n libqt6svg6 libqt6sql6-sqlite qt6-qpa-plugins libqt6opengl6-dev libgl-dev
          libgtest-dev libgmock-dev libmount-dev libzstd-dev liblz4-dev liblzo2-dev libwim-dev zlib1g-dev libarchive-dev liburing-dev libfuse3-dev fuse3 fio rsync
          btrfs-progs ntfs-3g e2fsprogs util-linux xvfb xauth
          fonts-dejavu-core fonts-wqy-microhei tidy)

say() { printf '%s\n' "$*"; }

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
    say "This set-up installs packages with apt (Debian, Ubuntu). On this system install:" >&2
    say "  a C++20 compiler, CMake >= 3.22, Ninja, Qt >= 6.4 (Core, Concurrent, Gui, Widgets," >&2
    say "  Charts, Svg, Sql with its SQLite driver, LinguistTools), KF6 ThreadWeaver (or KF5 ThreadWeaver built with" >&2
    say "  -DQT_MAJOR_VERSION=6), GoogleTest; then run CMake on $root." >&2
    exit 2
fi

apt_updated=no
apt_update_once() {
    if [ "$apt_updated" = no ]; then
        apt-get -o DPkg::Lock::Timeout=600 update -qq
        apt_updated=yes
    fi
}

# Whether apt can install $1. The output is read whole: grep -q would stop
# reading early and apt-cache die of SIGPIPE, a failure under pipefail.
has_candidate() {
    local policy
    policy=$(apt-cache policy "$1" 2>/dev/null) || return 1
    grep -q 'Candidate: [^(]' <<<"$policy"
}

# KF6 ThreadWeaver where the distribution has it; otherwise what building
# Debian's threadweaver source for Qt6 needs.
if has_candidate libkf6threadweaver-dev || { [ "$(id -u)" = 0 ] && apt_update_once && has_candidate libkf6threadweaver-dev; }; then
    packages+=(libkf6threadweaver-dev)
    threadweaver_from_source=no
else
    packages+=(extra-cmake-modules dpkg-dev)
    threadweaver_from_source=yes
fi

# The layout's clang-format (installer/check-format.sh) where the release
# has it; where not, the check says it skips.
if has_candidate clang-format-14 || { [ "$(id -u)" = 0 ] && apt_update_once && has_candidate clang-format-14; }; then
    packages+=(clang-format-14)
fi

# What is installed, and what the installed packages provide.
installed=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package},${Provides}\n' 2>/dev/null \
            | awk '$1 == "ii" { sub(/^[^ ]* /, ""); n = split($0, names, ","); for (i = 1; i <= n; i++) { split(names[i], word, " "); if (word[1] != "") print word[1] } }' \
            | sort -u)
missing=()
for p in "${packages[@]}"; do
    grep -qxF "$p" <<<"$installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
        say "Missing packages: ${missing[*]}" >&2
        say "Install them with: sudo apt-get install ${missing[*]}" >&2
        exit 2
    fi
    say "Installing: ${missing[*]}"
    apt_update_once
    # Another apt (an upgrade, another build) may hold the lock: wait for it.
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
fi

cmake_args=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo)
if [ "$threadweaver_from_source" = yes ]; then
    prefix="$cache/threadweaver-qt6"
    "$root/installer/build-threadweaver.sh" "$prefix"
    cmake_args+=("-DCOMPRESSMARK_THREADWEAVER_PREFIX=$prefix")
fi

mkdir -p "$build"
cmake -S "$root" -B "$build" "${cmake_args[@]}" "$@" >"$build/configure.log" 2>&1 \
    || { cat "$build/configure.log" >&2; exit 1; }
cmake --build "$build"
