# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the installer scripts: sets $cache, where set-up keeps what it
# builds once (ThreadWeaver for Qt6). COMPRESSMARK_CACHE_DIR overrides it.
# For root it is /var/cache/compressmark, not /root/.cache: the programs built
# against it must load it as other users too (the tests run them as nobody).
if [ -n "${COMPRESSMARK_CACHE_DIR:-}" ]; then
    cache=$COMPRESSMARK_CACHE_DIR
elif [ "$(id -u)" = 0 ]; then
    cache=/var/cache/compressmark
else
    cache=${XDG_CACHE_HOME:-$HOME/.cache}/compressmark
fi
