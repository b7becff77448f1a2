// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/status.h"

#include <QByteArray>

#include <algorithm>
#include <array>

namespace cm {

// Reads and writes one file may have in flight in the uring copier: its
// own two blocks and the ones it borrows, as deep as fio's sequential
// reads that the drive's own limit is measured with.
constexpr int MostBlocksPerFile = 8;

// One buffer's part of a file.
struct UringBlock
{
    int buffer = -1; // none yet: a block beyond the file's own two borrows one
    qint64 offset = 0;
    qint64 length = 0; // what the buffer holds, or is being read into
    bool reading = false;
    bool writing = false;

    bool busy() const { return reading || writing; }
};

// One file being copied.
struct UringFileSlot
{
    QByteArray relative; // empty: the slot is free
    qint64 nextOffset = 0;
    std::array<UringBlock, MostBlocksPerFile> blocks{}; // the first two with the slot's own buffers
    int wholeBlocks = 0;                                // read so far: as many may be borrowed
    bool sourceOpen = false;
    bool targetOpen = false;
    bool targetMade = false;
    bool closingSource = false;
    bool closingTarget = false;
    bool endOfFile = false;
    qint64 unwritten = 0; // read, not yet written
    int pending = 0;      // requests of this file the ring has not completed
    Status failure = Status::ok();

    bool moving() const
    {
        return std::any_of(blocks.begin(), blocks.end(), [](const UringBlock &block) { return block.busy(); });
    }
    bool othersMoving(int block) const
    {
        for (int other = 0; other < MostBlocksPerFile; ++other) {
            if (other != block && blocks[size_t(other)].busy())
                return true;
        }
        return false;
    }
};

} // namespace cm
