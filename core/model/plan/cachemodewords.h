// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// How this system makes runs cold, in its own words: sources for the
// CacheModeDecision context, one definition per system
// (cachemodewords_linux.cpp, cachemodewords_windows.cpp).
struct CacheModeWords
{
    const char *directReads;
    const char *cachesDropped;
    const char *cachesDroppedByHelper;
};

const CacheModeWords &cacheModeWords();

} // namespace cm
