// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

namespace cm {

// The sentences that name this system's own ways, as sources for the
// translation context named beside each (QCoreApplication::translate, or
// the tr() of that context's class).
struct SystemWords
{
    const char *directReads;           // CacheModeDecision
    const char *cachesDropped;         // CacheModeDecision
    const char *cachesDroppedByHelper; // CacheModeDecision
    const char *cacheDropNeeds;        // RunOptions; %1: why the helper cannot be used
    const char *noRoomyRamDisk;        // RunOptions
    const char *compressionOption;     // RunOptions: --compression's help
    const char *cacheOption;           // RunOptions: --cache's help
    const char *noHelperOption;        // RunOptions: --no-helper's help
    const char *dropCachesChoice;      // cm::SettingsDialog: the cache mode "drop" among the choices
    const char *ramDiskAdvice;         // Preflight
    const char *makeRamDiskHint;       // SetupPage; %1: the size needed, %2: whole GiB
    const char *compressesElsewhere;   // Compression: where compression can be seen
    const char *systemDataSet;         // GenerateCommand: where the system data set's files come from
    const char *quitAction;            // cm::MainWindow: the File menu's last entry, as the system's programs name it
};

// What the system the program was built for can do, and its words: one
// definition per system (systemtraits_linux.cpp, systemtraits_windows.cpp),
// so that portable code asks instead of testing which system it is on.
struct SystemTraits
{
    bool loopImages;               // a filesystem image on a loop device, for a drive that cannot compress
    bool robocopy;                 // Windows' own copier, for --copier robocopy
    bool ioUring;                  // Linux's io_uring, for --copier uring (the kernel may still refuse it)
    Qt::CaseSensitivity pathNames; // how the system compares the names in paths
    SystemWords words;
};

const SystemTraits &thisSystem();

} // namespace cm
