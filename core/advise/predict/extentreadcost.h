// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "predict/codecprobe.h"
#include "predict/estimate.h"
#include "predict/kerneldecompression.h"

#include <QString>

namespace cm {

// What a drive charges for reading compressed data beyond its bytes. btrfs
// stores a compressed file as one extent per 128 KiB of it and reads each
// extent on its own (about 48 KiB each for books with zstd), and
// decompresses it before the next is asked for, where plain data streams in
// long requests with the device kept busy by readahead. Measured per
// compressed extent: cold reads of a sample stored plain and with zstd on a
// btrfs image on the drive itself, less the stored bytes at the drive's plain
// speed and less btrfs's own decompression measured the same way in RAM.
struct ExtentReadCost
{
    bool measured = false;
    double secondsPerExtent = 0.0; // the median of the rounds, never below 0
    double lowSecondsPerExtent = 0.0;
    double highSecondsPerExtent = 0.0;
    QString note; // where it was measured, or why it was not

    // The extra seconds per logical MB for a codec that stores
    // `compressedFraction` of the 128 KiB chunks compressed.
    double secondsPerMB(double compressedFraction) const;
    double lowSecondsPerMB(double compressedFraction) const;
    double highSecondsPerMB(double compressedFraction) const;
};

// From interleaved cold reads on the drive (plain and zstd:3), btrfs's
// decompression of zstd:3 measured in RAM, and the codec's measurement of
// the same sample (ratio, compressed fraction).
ExtentReadCost extentReadCost(const KernelReadSpeeds &onDrive, const Estimate &ramDecompressMBps,
                              const CodecMeasurement &zstd);

} // namespace cm
