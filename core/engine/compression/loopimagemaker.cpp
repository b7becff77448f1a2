// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/loopimagemaker.h"

namespace cm {

bool canMakeLoopImage(LoopImageSpec::Filesystem filesystem, const Privileges &privileges, QString *whyNot)
{
    if (const LoopImageMaker *maker = loopImageMaker())
        return maker->isAvailable(filesystem, privileges, whyNot);
    *whyNot = QStringLiteral("a %1 loop image needs Linux's loop devices; measure a drive's own compression instead")
                  .arg(loopFilesystemName(filesystem));
    return false;
}

} // namespace cm
