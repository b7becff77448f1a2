#pragma once

#include "predict/codec.h"

#include <QByteArray>
#include <QList>

namespace cm {

// What one codec does with one kind of data on this CPU, over the
// filesystem's own chunks (btrfs: 128 KiB, NTFS: 64 KiB units, each
// compressed on its own, stored in whole 4 KiB sectors or clusters, kept
// plain when that saves nothing).
struct CodecMeasurement
{
    QString codec;
    double ratio = 1.0;                  // logical bytes / stored bytes
    double compressMBps = 0.0;           // one core
    double decompressMBpsOneCore = 0.0;  // logical bytes out per second; 0 when nothing was compressed
    double decompressMBpsAllCores = 0.0;
};

constexpr qsizetype BtrfsChunkBytes = 128 * 1024;

// Splits files' contents into the chunks a filesystem compresses.
QList<QByteArray> filesystemChunks(const QList<QByteArray> &files, qsizetype chunkBytes = BtrfsChunkBytes);

CodecMeasurement probeCodec(const Codec &codec, const QList<QByteArray> &chunks);

} // namespace cm
