// SPDX-License-Identifier: GPL-3.0-or-later
// LoopImage on Windows: no image is ever made (compression/loopimage_windows.h).
#include "loopimage.h"

namespace cm {
namespace {

QString noLoopImages(LoopImageSpec::Filesystem filesystem)
{
    return QStringLiteral("a %1 loop image needs Linux; on Windows, measure an NTFS drive's own compression "
                          "(--compression ntfs)")
        .arg(loopFilesystemName(filesystem));
}

} // namespace

bool LoopImage::isAvailable(LoopImageSpec::Filesystem filesystem, const Privileges &, QString *whyNot)
{
    *whyNot = noLoopImages(filesystem);
    return false;
}

Status LoopImage::create(const QString &, const LoopImageSpec &spec, const Privileges &, LoopImage *,
                         const Cancellation &)
{
    return Status::failure(noLoopImages(spec.filesystem));
}

} // namespace cm
