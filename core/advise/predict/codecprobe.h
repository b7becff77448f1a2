// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "predict/codec.h"
#include "predict/estimate.h"
#include "util/cancellation.h"

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
    double ratio = 1.0; // logical bytes / stored bytes
    // Of the chunks, those stored compressed: each is an extent the
    // filesystem reads on its own, where plain data is read in long runs.
    double compressedFraction = 0.0;
    double compressMBps = 0.0;  // one core's CPU time
    Estimate decompressOneCore; // logical MB/s; unknown when nothing was compressed
    Estimate decompressAllCores;
    int rounds = 0; // timed rounds behind the decompression figures
};

// When probeCodecs stops timing: after at least `minimumRounds`, once every
// codec's one-core interval is within `targetRelativeHalfWidth` of its
// value, or `milliseconds` have passed, or after `maximumRounds`.
struct ProbeBudget
{
    int minimumRounds = 3;
    int maximumRounds = 30;
    double targetRelativeHalfWidth = 0.03;
    qint64 milliseconds = 600;
};

constexpr qsizetype BtrfsChunkBytes = 128 * 1024;

// Splits files' contents into the chunks a filesystem compresses.
QList<QByteArray> filesystemChunks(const QList<QByteArray> &files, qsizetype chunkBytes = BtrfsChunkBytes);

// Compresses the chunks with every codec (on all cores), then times their
// decompression in interleaved rounds (every codec once per round, in a
// rotating order) so that a moment of load on the machine falls on all of
// them alike rather than on one, until the figures hold still. Cancelling
// returns what was measured so far.
QList<CodecMeasurement> probeCodecs(const QList<const Codec *> &codecs, const QList<QByteArray> &chunks,
                                    const Cancellation *cancel = nullptr, const ProbeBudget &budget = {});
CodecMeasurement probeCodec(const Codec &codec, const QList<QByteArray> &chunks);

} // namespace cm
