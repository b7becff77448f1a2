// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/advisor.h"

namespace cm {

CompressingFilesystem systemCompressingFilesystem()
{
    return CompressingFilesystem::Btrfs;
}

} // namespace cm
