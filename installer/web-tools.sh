#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the web page's browser test needs (tests/web/checkpage.sh): Debian's
# chromium, node and npm, then puppeteer-core (which drives that chromium
# and downloads no browser of its own) and axe-core from npm, at the
# versions named here, into the cache. Run by installer/test.sh.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$root/installer/cache-dir.sh"
tools=$cache/web-tools
modules=(puppeteer-core@23.11.1 axe-core@4.11.0)

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "web-tools: the browser test needs ${missing[*]}: sudo apt-get install ${missing[*]}" >&2
        exit 0
    fi
    echo "Installing ${missing[*]} for the web page's browser test"
    # Another apt may hold the lock: wait for it, as for the set-up's packages.
    wait_lock=(-o DPkg::Lock::Timeout=600)
    DEBIAN_FRONTEND=noninteractive apt-get "${wait_lock[@]}" install -y -qq --no-install-recommends "${missing[@]}" \
        >/dev/null \
        || { apt-get "${wait_lock[@]}" update -qq && DEBIAN_FRONTEND=noninteractive apt-get "${wait_lock[@]}" install \
                 -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
fi

stamp=$tools/installed-$(echo "${modules[*]}" | sed 's/[ @/]/-/g')
if [ ! -f "$stamp" ]; then
    echo "Installing ${modules[*]} from npm into $tools"
    mkdir -p "$tools"
    PUPPETEER_SKIP_DOWNLOAD=1 npm install --prefix "$tools" --no-audit --no-fund --loglevel=error "${modules[@]}" >/dev/null
    touch "$stamp"
fi
