// SPDX-License-Identifier: GPL-3.0-or-later
#include "compression/loopimagemaker.h"

#include <QCoreApplication>

namespace cm {
namespace {

// The context of the reasons a volume does or does not compress.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Compression)
};

} // namespace

bool canMakeLoopImage(LoopImageSpec::Filesystem filesystem, const Privileges &privileges, QString *whyNot)
{
    if (const LoopImageMaker *maker = loopImageMaker())
        return maker->isAvailable(filesystem, privileges, whyNot);
    *whyNot = Text::tr("a %1 loop image needs Linux's loop devices; measure a drive's own compression instead")
                  .arg(loopFilesystemName(filesystem));
    return false;
}

} // namespace cm
