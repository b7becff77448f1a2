#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the README's test command on a fresh Debian release: makes a chroot of
# RELEASE from the archive with debootstrap, clones the committed HEAD of this
# checkout into it and runs installer/test.sh there, as on a new machine.
#
# Usage: installer/test-release.sh [--quick] [--run] [--ccache] RELEASE
#   RELEASE   a Debian release debootstrap knows: trixie, bookworm, ...
#   --quick   installer/test.sh --quick instead of every test
#   --run     then installer/run.sh too (no display: the default benchmark)
#   --ccache  compiles through ccache, kept in the cache for the next run
#             of the same release (the chroot is fresh all the same)
# Environment: COMPRESSMARK_MIRROR (default http://deb.debian.org/debian),
#              COMPRESSMARK_CACHE_DIR (installer/cache-dir.sh), where the
#              base system is kept as a tarball for a week.
# Exit codes: 0 passed, 1 failed, 2 cannot run here (not root, no
# debootstrap) or bad usage.
#
# Every mount is made in a mount namespace of its own: neither the chroot's
# mounts nor those its tests make are seen outside it, and none outlives it.
# On every exit (failure and Ctrl-C too) the processes left in the chroot are
# ended, its mounts undone and its folder removed.
set -euo pipefail
# Read whole before it runs: a checkout changed during the hour of a run
# must not change the script under it.
{

usage() { echo "usage: installer/test-release.sh [--quick] [--run] [--ccache] RELEASE" >&2; exit 2; }
quick=false run=false use_ccache=false release=
for arg in "$@"; do
    case "$arg" in
        --quick) quick=true ;;
        --run) run=true ;;
        --ccache) use_ccache=true ;;
        -*) usage ;;
        *) [ -z "$release" ] || usage; release=$arg ;;
    esac
done
[ -n "$release" ] || usage
[[ "$release" =~ ^[a-z][a-z0-9-]*$ ]] || usage

if [ "$(id -u)" != 0 ]; then
    echo "test-release: needs root (debootstrap, chroot, mounts and loop devices); not run" >&2
    exit 2
fi
for tool in debootstrap unshare chroot git; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "test-release: $tool is missing (apt-get install debootstrap git util-linux coreutils); not run" >&2
        exit 2
    fi
done

# Into a mount namespace of its own first; the rest runs there.
namespace=$(readlink /proc/self/ns/mnt)
if [ "${COMPRESSMARK_RELEASE_NAMESPACE:-$namespace}" = "$namespace" ]; then
    export COMPRESSMARK_RELEASE_NAMESPACE=$namespace
    exec unshare --mount --propagation private -- "$BASH" "${BASH_SOURCE[0]}" "$@"
fi
unset COMPRESSMARK_RELEASE_NAMESPACE

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$repo/installer/cache-dir.sh"
mirror=${COMPRESSMARK_MIRROR:-http://deb.debian.org/debian}
commit=$(git -C "$repo" rev-parse HEAD)
work=$(mktemp -d "${TMPDIR:-/var/tmp}/compressmark-$release.XXXXXX")
target=$work/root
say() { printf 'test-release: %s\n' "$*"; }

mounted=()
mount_here() { # mount arguments..., the mount point last
    mount "$@"
    mounted+=("${*: -1}")
}

processes_in_chroot() {
    local link
    for link in /proc/[0-9]*/root; do
        [ "$(readlink "$link" 2>/dev/null)" = "$target" ] && { pid=${link#/proc/}; echo "${pid%/root}"; }
    done
    return 0
}

cleanup() {
    local status=$? pids i
    trap - EXIT INT TERM
    pids=$(processes_in_chroot)
    if [ -n "$pids" ]; then
        kill -TERM $pids 2>/dev/null || true
        sleep 2
        pids=$(processes_in_chroot)
        [ -z "$pids" ] || kill -KILL $pids 2>/dev/null || true
    fi
    # Whatever is mounted under the chroot, deepest first: the folder is
    # new and only this namespace sees its mounts, so each was made by this
    # run or by what ran in the chroot.
    if [ -d "$target" ]; then
        awk -v t="$target" '$5 == t || index($5, t "/") == 1 {print $5}' /proc/self/mountinfo | sort -r |
            while read -r point; do umount "$point" 2>/dev/null || umount -l "$point" 2>/dev/null || true; done
    fi
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        mountpoint -q "${mounted[i]}" 2>/dev/null && { umount -R "${mounted[i]}" 2>/dev/null || umount -lR "${mounted[i]}" || true; }
    done
    if awk -v t="$target" '$5 == t || index($5, t "/") == 1 {found = 1} END {exit !found}' /proc/self/mountinfo; then
        say "mounts are left under $target; not removing $work" >&2
        [ "$status" != 0 ] || status=1
    else
        rm -rf --one-file-system "$work"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'say "stopped by a signal; cleaning up" >&2; exit 130' INT
trap 'say "stopped by a signal; cleaning up" >&2; exit 143' TERM

# The base system, debootstrapped from the archive or from last week's copy.
base=$cache/releases/$release-$(dpkg --print-architecture).tar.gz
mkdir -p "$target"
if [ -f "$base" ] && [ -n "$(find "$base" -mtime -7)" ]; then
    say "unpacking the $release base system kept in $base"
    tar -xzpf "$base" --numeric-owner -C "$target"
else
    say "debootstrapping $release from $mirror (a few minutes)"
    debootstrap --include=git,ca-certificates "$release" "$target" "$mirror" >"$work/debootstrap.log" 2>&1 \
        || { tail -n 20 "$work/debootstrap.log" >&2; say "debootstrap failed" >&2; exit 1; }
    mkdir -p "$(dirname "$base")"
    tar -czpf "$base.new" --numeric-owner -C "$target" . && mv "$base.new" "$base"
fi

# What a new machine on this network has: its updates, name servers and
# the certificate authorities it trusts (npm goes through them).
if [ "$mirror" = http://deb.debian.org/debian ] && [ "$release" != sid ] && [ "$release" != unstable ]; then
    cat >"$target/etc/apt/sources.list" <<EOF
deb $mirror $release main
deb $mirror $release-updates main
deb http://deb.debian.org/debian-security $release-security main
EOF
fi
cp -L /etc/resolv.conf "$target/etc/resolv.conf"
if compgen -G '/usr/local/share/ca-certificates/*' >/dev/null; then
    cp -r /usr/local/share/ca-certificates/. "$target/usr/local/share/ca-certificates/"
    chroot "$target" update-ca-certificates >/dev/null 2>&1
fi

# The chroot is a mount point of its own, as / is on a machine: the
# program finds the drive of / in its mount table.
mount_here --bind "$target" "$target"
mount_here -t proc proc "$target/proc"
mount_here --rbind /sys "$target/sys"
mount --make-rslave "$target/sys"
mount_here --bind /dev "$target/dev"
mount_here --bind /dev/pts "$target/dev/pts"
mount_here -t tmpfs -o mode=1777,nosuid,nodev shm "$target/dev/shm"
mount_here -t tmpfs -o mode=755,nosuid,nodev run "$target/run"
mkdir -p "$target/run/lock"
mount_here -t tmpfs -o mode=1777,nosuid,nodev,noexec lock "$target/run/lock"

# The committed HEAD, cloned where every user can read it (tests run
# programs as nobody).
src=/usr/src/compressmark
git clone -q --no-checkout "$(git -C "$repo" rev-parse --path-format=absolute --git-common-dir)" "$target$src"
git -C "$target$src" checkout -q --detach "$commit"
say "testing $(git -C "$repo" log -1 --format='%h %s' "$commit") on $release"

environment=(HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
             LANG=C.UTF-8 TERM="${TERM:-dumb}" NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt)
[ -z "${CMAKE_BUILD_PARALLEL_LEVEL:-}" ] || environment+=("CMAKE_BUILD_PARALLEL_LEVEL=$CMAKE_BUILD_PARALLEL_LEVEL")
[ -z "${CI:-}" ] || environment+=("CI=$CI")
if $use_ccache; then
    mkdir -p "$cache/releases/ccache-$release" "$target/var/cache/ccache"
    mount_here --bind "$cache/releases/ccache-$release" "$target/var/cache/ccache"
    chroot "$target" /usr/bin/env -i "${environment[@]}" DEBIAN_FRONTEND=noninteractive \
        sh -c 'apt-get update -qq && apt-get install -y -qq --no-install-recommends ccache >/dev/null'
    environment+=(CCACHE_DIR=/var/cache/ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache)
fi

# In the background, so that a signal reaches the trap at once; the trap
# ends what runs in the chroot.
in_chroot() {
    chroot "$target" /usr/bin/env -i "${environment[@]}" sh -c "cd $src && $*" </dev/null &
    wait $!
}
status=0
if $quick; then in_chroot installer/test.sh --quick || status=$?; else in_chroot installer/test.sh || status=$?; fi
if [ "$status" = 0 ] && $run; then
    in_chroot installer/run.sh || status=$?
fi
minutes=$(((SECONDS + 30) / 60))
if [ "$status" = 0 ]; then
    say "$release: passed in $minutes min"
    exit 0
fi
say "$release: failed (exit status $status) after $minutes min" >&2
exit 1
}
