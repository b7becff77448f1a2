// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compression/loopimage.h"
#include "predict/estimate.h"
#include "privilege/privileges.h"
#include "util/status.h"
#include "volume/workspace.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace cm {

// How much time the kernel's btrfs spends per logical byte to deliver
// compressed data, beyond reading its stored bytes: measured by cold reads
// of the same files, compressed and plain, from a btrfs image. On a RAM
// disk the "device" costs next to nothing and what remains is btrfs's own
// decompression (its LZO is several times faster than Debian's liblzo2, its
// zstd older than the library's); on the drive under test it also holds
// what the drive charges for reading compressed extents one by one.

// Root, loop devices and mkfs.btrfs; `whyNot` says what is missing.
bool canMeasureKernelDecompression(const Privileges &privileges, QString *whyNot);

// Cold reads in logical MB/s, one value per interleaved round.
struct KernelReadSpeeds
{
    QList<double> plainMBps;
    QMap<QString, QList<double>> compressedMBps; // by codec: "zstd:3", "lzo", "zlib:3" (what btrfs's property offers)

    bool isEmpty() const { return plainMBps.isEmpty(); }
    // Another measurement's rounds after these (each round keeps its pairs).
    void append(const KernelReadSpeeds &more);
};

// The values of btrfs's compression property, and the codec an algorithm
// stands for: btrfs's "zstd" and "zlib" mean level 3; "lzo" is itself.
QStringList btrfsProperties(); // zstd, lzo, zlib
QString codecOfAlgorithm(const QString &algorithm);

// A btrfs image in a workspace of its own below a folder, kept for several
// measurements and removed (unmounted, detached, deleted, then the folder)
// by remove() or when the object goes.
class BtrfsReadProbe
{
public:
    static Status create(const QString &parentFolder, const Privileges &privileges, BtrfsReadProbe *probe);

    BtrfsReadProbe() = default;
    BtrfsReadProbe(const BtrfsReadProbe &) = delete;
    BtrfsReadProbe &operator=(const BtrfsReadProbe &) = delete;

    bool isValid() const { return m_image.isMounted(); }
    // How long measure() reads: rounds until every variant's speed is
    // within `targetRelativeHalfWidth`, at least `minimumRounds`, at most `maximumRounds`.
    struct Rounds
    {
        int minimumRounds = 3;
        int maximumRounds = 3;
        double targetRelativeHalfWidth = 0.05;
    };
    // Writes `files`, copied until they make `timedBytes`, plain and with
    // each property, reads them back cold in interleaved rounds (plain,
    // then each property, every round) and removes them again.
    Status measure(const QList<QByteArray> &files, const QStringList &properties, qint64 timedBytes,
                   const Rounds &rounds, KernelReadSpeeds *speeds);
    Status remove();

private:
    Workspace m_scratch;
    LoopImage m_image;
    int m_measurements = 0;
};

// The time a compressed read costs beyond reading its stored bytes, as a
// speed in logical MB/s: per round, the compressed read's time per logical
// byte less the time to read its stored bytes (1 / ratio of the same round's
// plain read), so that the rounds' common load cancels. Unknown when
// missing or not told apart from the reading by the timing.
Estimate kernelDecompressMBps(const KernelReadSpeeds &speeds, const QString &codec, double ratio);

// What reading a codec's data costs beyond reading it plain from the same
// image, in seconds per logical MB: per round, so that the rounds' common
// load cancels; below zero where the compressed read was the faster.
struct AddedReadTime
{
    bool measured = false;
    Estimate plainMBps; // the image's reads, for the reader
    Estimate compressedMBps;
    double secondsPerMB = 0.0;   // the median of the rounds
    double halfWidthPerMB = 0.0; // the 95 % interval of their mean (Student's t)
};
AddedReadTime addedReadTime(const KernelReadSpeeds &speeds, const QString &codec);

} // namespace cm
