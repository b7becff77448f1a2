// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/loopimagemaker.h"

namespace cm {

// No loop devices: a VHDX attached as a disk would be the counterpart, and
// is not made; a run measures the drive's own compression (NTFS, WOF).
const LoopImageMaker *loopImageMaker()
{
    return nullptr;
}

} // namespace cm
