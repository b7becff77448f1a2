// SPDX-License-Identifier: GPL-3.0-or-later
// Windows has no btrfs: NTFS's decompression is measured with this program's
// own codecs (LZNT1, WOF's XPRESS), never in the kernel.
#include "kerneldecompression.h"

namespace cm {
namespace {

QString linuxOnly()
{
    return QStringLiteral("btrfs's own decompression is measured on Linux only");
}

} // namespace

bool canMeasureKernelDecompression(const Privileges &, QString *whyNot)
{
    *whyNot = linuxOnly();
    return false;
}

Status BtrfsReadProbe::create(const QString &, const Privileges &, BtrfsReadProbe *)
{
    return Status::failure(linuxOnly());
}

Status BtrfsReadProbe::measure(const QList<QByteArray> &, const QStringList &, qint64, const Rounds &,
                               KernelReadSpeeds *)
{
    return Status::failure(linuxOnly());
}

Status BtrfsReadProbe::remove()
{
    return Status::ok();
}

} // namespace cm
