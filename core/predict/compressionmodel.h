#pragma once

#include <QString>

namespace cm {

// Predicts the read speed of compressed data from the drive's plain read
// speed and the codec's measured ratio and decompression speed: the device
// reads the stored bytes at its plain speed, then the CPU turns them into
// logical bytes. btrfs decompresses a read's extents as they complete, so
// the two add up rather than overlap for a single reader; the model takes
// the sum, which the validation against measured runs keeps honest.
struct Prediction
{
    double predictedMBps = 0.0;
    double ratio = 1.0;
    double spaceSaved = 0.0; // fraction of the plain size
};

Prediction predictCompressedRead(double plainMBps, double ratio, double decompressMBps);

// "compress", "compress if space matters" or "do not compress", with why.
QString recommendation(double plainMBps, const Prediction &best, const QString &codec);

} // namespace cm
