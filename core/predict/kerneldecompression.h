#pragma once

#include "privilege/privileges.h"
#include "util/status.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

namespace cm {

// How much time the kernel's btrfs spends per logical byte to deliver
// compressed data, beyond reading its stored bytes: measured by cold reads
// of the same files, compressed and plain, from a btrfs image whose backing
// file lives on a RAM disk, so the "device" costs next to nothing. The
// kernel's codecs are not the userspace libraries (its LZO is several times
// faster than Debian's liblzo2, its zstd older), and btrfs adds its own
// work, so the predictor uses these figures where it can get them.

// Root, loop devices and mkfs.btrfs; `whyNot` says what is missing.
bool canMeasureKernelDecompression(const Privileges &privileges, QString *whyNot);

// Cold reads from RAM, in logical MB/s, each the median of a few.
struct KernelReadSpeeds
{
    double plainMBps = 0.0;
    QMap<QString, double> compressedMBps; // by codec: "zstd:3", "lzo", "zlib:3" (what btrfs's property offers)
};

// Writes `files` plain and with each algorithm into a btrfs image on
// `ramFolder` (a RAM disk) and reads them back cold.
Status measureKernelReadSpeeds(const QList<QByteArray> &files, const QString &ramFolder, const Privileges &privileges,
                               KernelReadSpeeds *speeds);

// The decompression speed that makes the model's sum come out right when the
// device is free: per logical byte, the compressed read's time less the time
// to read its stored bytes (1 / ratio of the plain read's). 0 when unknown or too small to time.
double kernelDecompressMBps(const KernelReadSpeeds &speeds, const QString &codec, double ratio);

} // namespace cm
