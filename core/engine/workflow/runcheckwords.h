// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// What the check of a run says in this system's own words, as sources for
// the translation context named beside each; one definition per system
// (runcheckwords_linux.cpp, runcheckwords_windows.cpp).
struct RunCheckWords
{
    const char *cacheDropNeeds;      // RunOptions; %1: why the helper cannot be used
    const char *noRoomyRamDisk;      // RunOptions
    const char *ramDiskAdvice;       // Preflight
    const char *compressesElsewhere; // Compression: where compression can be seen
};

const RunCheckWords &runCheckWords();

} // namespace cm
