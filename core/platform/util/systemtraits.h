// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

namespace cm {

// What the system the program was built for can do: one definition per
// system (systemtraits_linux.cpp, systemtraits_windows.cpp), so that
// portable code asks instead of testing which system it is on. The
// system's own words are each library's (cachemodewords.h,
// runcheckwords.h, commandwords.h, windowwords.h).
struct SystemTraits
{
    bool loopImages;               // a filesystem image on a loop device, for a drive that cannot compress
    bool robocopy;                 // Windows' own copier, for --copier robocopy
    bool ioUring;                  // Linux's io_uring, for --copier uring (the kernel may still refuse it)
    Qt::CaseSensitivity pathNames; // how the system compares the names in paths
};

const SystemTraits &thisSystem();

} // namespace cm
