#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds, once, what CompressMark needs to be built for Windows 64-bit on this
# Debian or Ubuntu machine: Qt 6 (Base, Svg, Charts), zstd, lz4, lzo2,
# libarchive, wimlib (with libxml2), ThreadWeaver and GoogleTest, all
# cross-compiled with mingw-w64 into a prefix in the cache. Each part is
# built once and marked with a stamp naming its version; a later run checks
# the stamps and returns in seconds.
#
# Usage: installer/windows/build-toolchain.sh [--qt-sources DIR]
#   --qt-sources DIR  a folder holding qtsvg- and qtcharts-everywhere-src-
#                     <version>.tar.xz; without it they are taken from the
#                     cache or downloaded from download.qt.io.
# Environment: COMPRESSMARK_CACHE_DIR (installer/cache-dir.sh),
#              COMPRESSMARK_NICE (niceness of the builds, default 10).
# Exit codes: 0 built or already there, 1 a build failed (its log is shown),
#             2 bad usage or this machine cannot run it.
set -euo pipefail
# Readable by every user: programs built against the prefix run as others too.
umask 022

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$root/installer/windows
. "$root/installer/cache-dir.sh"

say() { printf '%s\n' "$*"; }
die() { local code=$1; shift; say "build-toolchain.sh: $*" >&2; exit "$code"; }

qt_sources=
while [ $# -gt 0 ]; do
    case $1 in
        --qt-sources) [ $# -ge 2 ] || die 2 "--qt-sources needs a folder"
                      qt_sources=$2; shift 2 ;;
        --qt-sources=*) qt_sources=${1#*=}; shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
        *) die 2 "unknown argument '$1' (usage: build-toolchain.sh [--qt-sources DIR])" ;;
    esac
done
if [ -n "$qt_sources" ]; then
    [ -d "$qt_sources" ] || die 2 "--qt-sources: '$qt_sources' is not a folder"
    qt_sources=$(cd "$qt_sources" && pwd)
fi

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
    die 2 "this build needs Debian or Ubuntu (apt-get, dpkg); see installer/windows/README.md for what it installs"
fi
[ "$(dpkg --print-architecture)" = amd64 ] \
    || die 2 "this build needs an amd64 machine (mingw-w64, wine64 and the host Qt tools), not $(dpkg --print-architecture)"

triplet=x86_64-w64-mingw32
wroot=$cache/windows-x86_64
prefix=$wroot/prefix
stamps=$wroot/stamps
logs=$wroot/logs
work=$wroot/work
downloads=$wroot/downloads
niceness=${COMPRESSMARK_NICE:-10}
jobs=$(nproc)
multiarch=x86_64-linux-gnu
host_qt_cmake=/usr/lib/$multiarch/cmake

# The cross compilers, wine to run what they make, NSIS, rsvg-convert and
# icotool for the installer and its icon, the build machine's Qt tools (moc,
# rcc, uic, lrelease of the same version), ECM for ThreadWeaver,
# GoogleTest's sources, dpkg-dev for apt-get source, Xvfb and xwininfo for
# the installer's check of the window, tclsh to make SQLite's single source.
packages=(g++-mingw-w64-x86-64-posix mingw-w64-tools libz-mingw-w64-dev wine64 nsis librsvg2-bin icoutils
          xvfb x11-utils
          build-essential cmake ninja-build pkg-config dpkg-dev xz-utils curl ca-certificates
          qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
          extra-cmake-modules googletest tcl)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
        say "Missing packages: ${missing[*]}" >&2
        die 2 "install them with: sudo apt-get install ${missing[*]}"
    fi
    say "Installing: ${missing[*]}"
    # Another apt (an upgrade, a second build) may hold the lock: wait for it.
    apt-get -o DPkg::Lock::Timeout=600 update -qq
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
fi

# The Qt built for Windows must match the build machine's Qt tools.
host_qt=$(dpkg-query -W -f='${source:Version}' qt6-base-dev-tools)
qt_version=${host_qt%%[+~-]*}
qt_version=${qt_version#*:}

mkdir -p "$prefix" "$stamps" "$logs" "$work" "$downloads"
# One build of the cache at a time; a second waits, then finds the stamps.
exec 8>"$wroot/build.lock"
if ! flock -n 8; then
    say "Waiting for the other build of $wroot to finish..."
    flock 8
fi
# A copy of the toolchain file lives beside the prefix: Qt's own toolchain
# file (prefix/lib/cmake/Qt6/qt.toolchain.cmake) loads it from there, so the
# cache works from any checkout, or none.
toolchain=$wroot/toolchain.cmake
cmp -s "$here/toolchain.cmake" "$toolchain" 2>/dev/null || cp "$here/toolchain.cmake" "$toolchain"
qt_toolchain=$prefix/lib/cmake/Qt6/qt.toolchain.cmake

# A private source list with deb-src twins of the machine's own entries (as
# installer/build-threadweaver.sh does), kept in the cache so that a run with
# everything built reads versions from it without the network.
apt_dir=$wroot/apt
apt_private=(-o "Dir::Etc::SourceList=$apt_dir/sources.list"
             -o "Dir::Etc::SourceParts=$apt_dir/parts.d"
             -o "Dir::State::Lists=$apt_dir/lists"
             -o "Dir::Cache=$apt_dir/cache"
             -o "APT::Sandbox::User=$(id -un)")
apt_updated=no
apt_update() {
    [ "$apt_updated" = no ] || return 0
    rm -rf "$apt_dir"
    mkdir -p "$apt_dir/parts.d" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
    : > "$apt_dir/sources.list"
    local f
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] && sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' "$f" >> "$apt_dir/sources.list"
    done
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && sed 's/^Types:.*/Types: deb-src/' "$f" > "$apt_dir/parts.d/$(basename "$f")"
    done
    apt-get -qq "${apt_private[@]}" update || die 1 "apt-get update of the deb-src lists failed"
    apt_updated=yes
}

# The version of a Debian source package that apt-get source fetches: the
# newest the lists offer, or, when the archive does not serve that one, the
# older version fetched instead (remembered in $served while the lists offer
# the same newest).
served=$wroot/served
debian_newest() {
    [ -d "$apt_dir/lists" ] || apt_update
    local v
    v=$(apt-get -qq "${apt_private[@]}" source --print-uris "$1" 2>/dev/null \
            | sed -n "s/^'[^']*' $1_\(.*\)\.dsc .*/\1/p" | head -n 1)
    [ -n "$v" ] || die 1 "no deb-src entry offers the source of '$1'"
    printf '%s\n' "$v"
}
debian_version() {
    local newest
    newest=$(debian_newest "$1")
    if [ -f "$served/$1" ] && [ "$(sed -n 1p "$served/$1")" = "$newest" ]; then
        sed -n 2p "$served/$1"
    else
        printf '%s\n' "$newest"
    fi
}

# Fetches a Debian source package, patched, into ./src: the newest version
# the archive serves. Returns 3 when it serves none.
debian_source() {
    [ -d src ] && return 0
    local pkg=$1 newest v dir
    newest=$(debian_newest "$pkg")
    for v in $(apt-cache "${apt_private[@]}" showsrc --only-source "$pkg" 2>/dev/null \
                   | sed -n 's/^Version: //p' | sort -u | sort -r -V); do
        rm -rf fetch && mkdir fetch
        if (cd fetch && apt-get -qq "${apt_private[@]}" source "$pkg=$v" >/dev/null); then
            dir=$(find fetch -mindepth 1 -maxdepth 1 -type d | head -n 1)
            [ -n "$dir" ] || { echo "apt-get source $pkg=$v gave no source tree"; return 1; }
            mv "$dir" src && rm -rf fetch
            mkdir -p "$served"
            if [ "$v" = "$newest" ]; then
                rm -f "$served/$pkg"
            else
                echo "The archive does not serve $pkg $newest; built from $v"
                printf '%s\n%s\n' "$newest" "$v" > "$served/$pkg"
            fi
            return 0
        fi
    done
    rm -rf fetch
    echo "The archive serves no source of $pkg"
    return 3
}

# Qt's release archive of a module, from --qt-sources, the cache or Qt.
qt_archive() {
    local module=$1 sha256=$2 name="$1-everywhere-src-$qt_version.tar.xz"
    if [ -n "$qt_sources" ] && [ -f "$qt_sources/$name" ]; then
        printf '%s\n' "$qt_sources/$name"
        return
    fi
    if [ ! -f "$downloads/$name" ]; then
        local url="https://download.qt.io/archive/qt/${qt_version%.*}/$qt_version/submodules/$name"
        say "Downloading $url" >&2
        curl -fsSL --retry 3 -o "$downloads/$name.part" "$url" \
            || die 1 "downloading $url failed; pass --qt-sources DIR with $name in it"
        if [ -n "$sha256" ] && ! echo "$sha256  $downloads/$name.part" | sha256sum -c --quiet - >/dev/null 2>&1; then
            rm -f "$downloads/$name.part"
            die 1 "$url does not have Qt's published SHA-256 ($sha256)"
        fi
        mv "$downloads/$name.part" "$downloads/$name"
    fi
    printf '%s\n' "$downloads/$name"
}

# The version of a part: "debian:PACKAGE" names a Debian source package,
# anything else is the version itself.
part_version() {
    case $1 in
        debian:*) debian_version "${1#debian:}" ;;
        *) printf '%s\n' "$1" ;;
    esac
}

# step NAME SOURCE RECIPE FUNCTION [optional]: runs one part's build in its
# own folder with its own log, unless its stamp says this version and recipe
# (raised when the flags change) are built. A failed build keeps its folder:
# the next run with the same key continues it. An optional part whose source
# cannot be had (FUNCTION returns 3) is left out with a stamp saying so.
step() {
    local name=$1 source=$2 recipe=$3 fn=$4 optional=${5:-} dir="$work/$1" log="$logs/$1.log" key
    key="$(part_version "$source") recipe $recipe"
    stamp_matches() {
        [ -f "$stamps/$name" ] || return 1
        case $(head -n 1 "$stamps/$name") in
            "$key") return 0 ;;
            "unavailable $key") say "Left out $name: its source was not available (delete $stamps/$name to try again)"; return 0 ;;
        esac
        return 1
    }
    stamp_matches && return 0
    if [ "${source#debian:}" != "$source" ] && [ "$apt_updated" = no ]; then
        # Building from Debian's sources: fetch what the archive offers now.
        apt_update
        key="$(part_version "$source") recipe $recipe"
        stamp_matches && return 0
    fi
    if [ "$(cat "$dir/.key" 2>/dev/null)" != "$key" ]; then
        rm -rf "$dir"
        mkdir -p "$dir"
        echo "$key" > "$dir/.key"
    fi
    say "Building $name ${key% recipe *} for Windows (log: $log)"
    local start=$SECONDS rc
    set +e
    # Without the lock's descriptor: a wineserver started by a configure check
    # outlives the build for a few seconds and would hold the lock.
    (set -euo pipefail; cd "$dir"; "$fn") >"$log" 2>&1 8>&-
    rc=$?
    set -e
    if [ $rc -eq 3 ] && [ "$optional" = optional ]; then
        rm -rf "$dir"
        printf 'unavailable %s\n' "$key" > "$stamps/$name"
        say "Left out $name: $(tail -n 1 "$log") (optional; delete $stamps/$name to try again)"
        return 0
    fi
    if [ $rc -ne 0 ]; then
        tail -n 60 "$log" >&2
        die 1 "building $name failed; the whole log is $log"
    fi
    # An older version than the newest may have been fetched: name that one.
    local wanted=$key note=
    key="$(part_version "$source") recipe $recipe"
    [ "$key" = "$wanted" ] || note=" (the archive does not serve ${wanted% recipe *})"
    printf '%s\nbuilt %s in %d s\n' "$key" "$(date -u +%FT%TZ)" $((SECONDS - start)) > "$stamps/$name"
    rm -rf "$dir"
    say "Built $name ${key% recipe *} in $(( (SECONDS - start) / 60 )) min $(( (SECONDS - start) % 60 )) s$note"
}

cross_cmake() {
    cmake -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCOMPRESSMARK_WINDOWS_PREFIX="$prefix" \
          -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" "$@"
}
# What needs Qt takes Qt's toolchain file, which loads ours.
qt_cmake() {
    cmake -G Ninja -DCMAKE_TOOLCHAIN_FILE="$qt_toolchain" -DCOMPRESSMARK_WINDOWS_PREFIX="$prefix" \
          -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR="$host_qt_cmake" \
          -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" "$@"
}
# cmake_part CONFIGURE SOURCE [ARGS...]: a part with a CMake build, configured
# for Windows (cross_cmake or qt_cmake) in ./build, built, installed stripped.
cmake_part() {
    local configure=$1 src=$2
    shift 2
    "$configure" -S "$src" -B build "$@"
    nice -n "$niceness" cmake --build build -j "$jobs"
    cmake --install build --strip
}

# qtbase, shared, Release. Off: what CompressMark does not use (network,
# D-Bus, OpenGL, Vulkan, printing, ICU, zstd for resources, GIF, SQL drivers
# other than SQLite) and tablet events (Debian's source drops 3rdparty/wintab,
# which they need).
# On: Widgets, Concurrent, Test, SQL with the SQLite driver against the
# SQLite of build_sqlite3 (Debian's source drops Qt's bundled copy), JPEG (the
# photo data set), PNG, PDF;
# FreeType (bundled), for the "offscreen" platform the test suites use, as on
# Linux; Direct2D, for DirectWrite text as Qt ships it on Windows (Direct2D
# off with DirectWrite 3 on leaves qwindows.dll unable to link).
build_qtbase() {
    debian_source qt6-base
    cmake_part cross_cmake src -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR="$host_qt_cmake" \
        -DBUILD_SHARED_LIBS=ON -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_BUILD_BENCHMARKS=OFF \
        -DFEATURE_sql=ON -DFEATURE_sql_sqlite=ON -DFEATURE_system_sqlite=ON \
        -DFEATURE_sql_odbc=OFF -DFEATURE_sql_psql=OFF -DFEATURE_sql_mysql=OFF -DFEATURE_sql_oci=OFF \
        -DFEATURE_sql_db2=OFF -DFEATURE_sql_ibase=OFF \
        -DFEATURE_network=OFF -DFEATURE_dbus=OFF \
        -DFEATURE_opengl=OFF -DINPUT_opengl=no -DFEATURE_vulkan=OFF -DFEATURE_printsupport=OFF \
        -DFEATURE_tabletevent=OFF -DFEATURE_zstd=OFF -DFEATURE_icu=OFF \
        -DFEATURE_gif=OFF -DFEATURE_androiddeployqt=OFF \
        -DFEATURE_jpeg=ON -DFEATURE_system_jpeg=OFF -DFEATURE_system_zlib=ON -DFEATURE_direct2d=ON \
        -DFEATURE_freetype=ON -DFEATURE_system_freetype=OFF
    [ -f "$qt_toolchain" ] && [ -f "$prefix/bin/Qt6Widgets.dll" ] && [ -f "$prefix/plugins/platforms/qwindows.dll" ] \
        && [ -f "$prefix/plugins/platforms/qoffscreen.dll" ] && [ -f "$prefix/plugins/sqldrivers/qsqlite.dll" ]
}

qt_module() {
    tar -xJf "$1"
    cmake_part qt_cmake "$(basename "$1" .tar.xz)" -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF
}
# Qt's published SHA-256 of its release archives (checked on download only).
build_qtsvg() { qt_module "$(qt_archive qtsvg b746af3cb1793621d8ed7eae38d9ad5a15541dc2742031069f2ae3fe87590314)"; }
build_qtcharts() { qt_module "$(qt_archive qtcharts a1a7c0e08c8870cf97d1c3a2eb3f37681aaed00a63b5b2f70bdf2da878d0a9aa)"; }

# SQLite for Qt's SQLite driver, from Debian's source: its build machine's
# configure makes the single-file source (sqlite3.c, with tclsh), which
# mingw-w64 compiles into the DLL and its import library; SQLite's own
# configure does not cross-build (it takes the build machine for the host).
# Flags as Debian builds it, for what Qt's driver asks (column metadata,
# unlock notify, URIs); the API exported by name.
build_sqlite3() {
    debian_source sqlite3
    mkdir -p host
    (cd host && ../src/configure --disable-tcl --disable-readline --disable-editline >/dev/null &&
        nice -n "$niceness" make -j "$jobs" sqlite3.c sqlite3.h)
    local version
    version=$(sed -n 's/^#define SQLITE_VERSION *"\(.*\)"/\1/p' host/sqlite3.h)
    nice -n "$niceness" "$triplet-gcc-posix" -O2 -shared -o libsqlite3-0.dll host/sqlite3.c \
        -Wl,--out-implib,libsqlite3.dll.a "-DSQLITE_API=__declspec(dllexport)" -DSQLITE_THREADSAFE=1 \
        -DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_UNLOCK_NOTIFY -DSQLITE_USE_URI=1 -DSQLITE_SECURE_DELETE \
        -DSQLITE_ENABLE_FTS3 -DSQLITE_ENABLE_RTREE=1 -DSQLITE_ENABLE_JSON1 -DSQLITE_ENABLE_MATH_FUNCTIONS
    "$triplet-strip" --strip-unneeded libsqlite3-0.dll
    mkdir -p "$prefix/bin" "$prefix/lib/pkgconfig" "$prefix/include"
    install -m 0755 libsqlite3-0.dll "$prefix/bin/"
    install -m 0644 libsqlite3.dll.a "$prefix/lib/"
    install -m 0644 host/sqlite3.h src/src/sqlite3ext.h "$prefix/include/"
    printf '%s\n' "prefix=$prefix" 'libdir=${prefix}/lib' 'includedir=${prefix}/include' '' 'Name: SQLite' \
        'Description: SQL database engine' "Version: $version" 'Libs: -L${libdir} -lsqlite3' \
        'Cflags: -I${includedir}' >"$prefix/lib/pkgconfig/sqlite3.pc"
}

build_zstd() {
    debian_source libzstd
    cmake_part cross_cmake src/build/cmake -DZSTD_BUILD_PROGRAMS=OFF -DZSTD_BUILD_TESTS=OFF \
        -DZSTD_BUILD_STATIC=OFF -DZSTD_BUILD_SHARED=ON
}

build_lz4() {
    debian_source lz4
    cmake_part cross_cmake src/build/cmake -DBUILD_SHARED_LIBS=ON -DBUILD_STATIC_LIBS=OFF \
        -DLZ4_BUILD_CLI=OFF -DLZ4_BUILD_LEGACY_LZ4C=OFF
}

build_lzo2() {
    debian_source lzo2
    cmake_part cross_cmake src -DENABLE_SHARED=ON -DENABLE_STATIC=OFF
}

# The configure checks run small programs: under wine (run-under-wine.sh);
# without an emulator CMake 3.25 crashes in the ZLIB_WINAPI check.
build_libarchive() {
    debian_source libarchive
    cmake_part cross_cmake src -DCMAKE_CROSSCOMPILING_EMULATOR="$here/run-under-wine.sh" \
        -DENABLE_OPENSSL=OFF -DENABLE_MBEDTLS=OFF -DENABLE_NETTLE=OFF -DENABLE_LIBB2=OFF \
        -DENABLE_LIBXML2=OFF -DENABLE_EXPAT=OFF -DENABLE_ICONV=OFF -DENABLE_PCREPOSIX=OFF \
        -DENABLE_BZip2=OFF -DENABLE_LZMA=OFF -DENABLE_ACL=OFF -DENABLE_XATTR=OFF \
        -DENABLE_TAR=OFF -DENABLE_CPIO=OFF -DENABLE_CAT=OFF -DENABLE_TEST=OFF \
        -DENABLE_ZLIB=ON -DENABLE_ZSTD=ON -DENABLE_LZ4=ON -DENABLE_LZO=ON
}

# wimlib 1.13 reads a WIM's XML with libxml2, built first into the prefix as
# a DLL (libtool links a Windows DLL against import libraries only). When the
# archive serves no wimlib source, both are left out: CompressMark's codec
# probe then predicts WOF's XPRESS and LZX with its own codecs.
build_wimlib() {
    debian_source wimlib
    mkdir -p libxml2
    (
        cd libxml2
        debian_source libxml2
        cmake_part cross_cmake src -DBUILD_SHARED_LIBS=ON -DLIBXML2_WITH_ICONV=OFF -DLIBXML2_WITH_ICU=OFF \
            -DLIBXML2_WITH_LZMA=OFF -DLIBXML2_WITH_ZLIB=OFF -DLIBXML2_WITH_PYTHON=OFF \
            -DLIBXML2_WITH_PROGRAMS=OFF -DLIBXML2_WITH_TESTS=OFF -DLIBXML2_WITH_HTTP=OFF -DLIBXML2_WITH_FTP=OFF
    )
    mkdir -p build
    cd build
    PKG_CONFIG_LIBDIR="$prefix/lib/pkgconfig" ../src/configure --host="$triplet" --prefix="$prefix" \
        --disable-static --without-ntfs-3g --without-fuse --without-libcrypto
    # The library only: installing wimlib-imagex.exe fails on its links
    # (wimapply and the others point at a file without ".exe").
    nice -n "$niceness" make -j "$jobs" libwim.la
    make install-libLTLIBRARIES install-includeHEADERS install-pkgconfigDATA
    "$triplet-strip" --strip-unneeded "$prefix"/bin/libwim-*.dll
}

build_threadweaver() {
    debian_source threadweaver
    # The examples are not part of the library; leaving them out saves time.
    sed -i '/add_subdirectory *( *examples *)/d' src/CMakeLists.txt
    cmake_part qt_cmake src -DECM_DIR=/usr/share/ECM/cmake -DBUILD_WITH_QT6=ON -DQT_MAJOR_VERSION=6 \
        -DBUILD_TESTING=OFF -DBUILD_QCH=OFF -DCMAKE_INSTALL_LIBDIR=lib
}

build_googletest() {
    cmake_part cross_cmake /usr/src/googletest -DBUILD_GMOCK=ON -DINSTALL_GTEST=ON -DBUILD_SHARED_LIBS=OFF
}

say "Windows toolchain in $wroot"
qtbase_version=$(debian_version qt6-base)
[ "${qtbase_version%%[+~-]*}" = "$qt_version" ] \
    || die 2 "Debian offers the source of Qt $qtbase_version, but the Qt tools here are $host_qt: they must be the same Qt version"
# The small parts first, so that a failure shows early; Qt then, and what needs it.
step zstd         debian:libzstd      1 build_zstd
step lz4          debian:lz4          1 build_lz4
step lzo2         debian:lzo2         1 build_lzo2
step libarchive   debian:libarchive   1 build_libarchive
step wimlib       debian:wimlib       1 build_wimlib optional
step googletest   "$(dpkg-query -W -f='${Version}' googletest)" 1 build_googletest
step sqlite3      debian:sqlite3      2 build_sqlite3
step qtbase       debian:qt6-base     2 build_qtbase
step qtsvg        "$qt_version"       1 build_qtsvg
step qtcharts     "$qt_version"       1 build_qtcharts
step threadweaver debian:threadweaver 1 build_threadweaver
say "Windows toolchain ready: configure with -DCMAKE_TOOLCHAIN_FILE=$here/toolchain.cmake -DCOMPRESSMARK_WINDOWS_PREFIX=$prefix"
