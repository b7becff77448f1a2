// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// The window's sentences that name this system's own ways, as sources for
// the translation context named beside each; one definition per system
// (windowwords_linux.cpp, windowwords_windows.cpp).
struct WindowWords
{
    const char *dropCachesChoice; // cm::SettingsDialog: the cache mode "drop" among the choices
    const char *makeRamDiskHint;  // cm::TargetChooser; %1: the size needed, %2: whole GiB
    const char *quitAction;       // cm::MainWindow: the File menu's last entry, as the system's programs name it
};

const WindowWords &windowWords();

} // namespace cm
