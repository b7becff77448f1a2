# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the scripts that run Windows programs under wine64: sets $wine,
# $wineserver and $wroot, exports the prefix's environment, and makes the
# prefix once, silently, on first use. Needs $cache (installer/cache-dir.sh)
# and a die function.
# Environment: COMPRESSMARK_WINEPREFIX (default: <cache>/windows-x86_64/wine).

wine=$(command -v wine64 || true)
[ -n "$wine" ] || wine=/usr/lib/wine/wine64
[ -x "$wine" ] || die "wine64 is missing (apt-get install wine64)"
wineserver=$(dirname "$wine")/wineserver
[ -x "$wineserver" ] || wineserver=$(command -v wineserver || true)
[ -n "$wineserver" ] || die "wineserver is missing (apt-get install wine64)"

wroot=$cache/windows-x86_64
export WINEPREFIX=${COMPRESSMARK_WINEPREFIX:-$wroot/wine}
export WINEARCH=win64
export WINEDEBUG=${WINEDEBUG:--all}
# No Mono or Gecko: they would be offered in a dialog when the prefix is made.
export WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-mscoree,mshtml=}

mkdir -p "$(dirname "$WINEPREFIX")"
if [ -e "$WINEPREFIX" ] && [ "$(stat -c %u "$WINEPREFIX")" != "$(id -u)" ]; then
    die "the wine prefix $WINEPREFIX belongs to another user; set COMPRESSMARK_WINEPREFIX to a folder of yours"
fi
# Made once; a lock keeps parallel tests from making it together.
if [ ! -f "$WINEPREFIX/system.reg" ]; then
    exec 9>"$WINEPREFIX.lock"
    flock 9
    if [ ! -f "$WINEPREFIX/system.reg" ]; then
        "$wine" wineboot --init >/dev/null 2>&1 || true
        "$wineserver" -w 2>/dev/null || true
        [ -f "$WINEPREFIX/system.reg" ] || die "making the wine prefix $WINEPREFIX failed"
    fi
    flock -u 9
    exec 9>&-
fi
