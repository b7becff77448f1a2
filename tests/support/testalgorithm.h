// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "predict/advisor.h"

namespace cm::test {

// An algorithm as a probe leaves it, before predictKind: its ratio and its
// decompression speed, every chunk stored compressed.
inline AlgorithmAdvice algorithm(const QString &codec, double ratio, Estimate decompress)
{
    AlgorithmAdvice a;
    a.codec.codec = codec;
    a.codec.ratio = ratio;
    a.codec.compressedFraction = 1.0;
    a.codec.decompressOneCore = decompress;
    return a;
}

// The probe's reads on the drive: the algorithm at `compressedMBps` where
// plain read at `plainMBps`, every round alike but for a spread of the
// added time.
inline AddedReadTime imageReads(double plainMBps, double compressedMBps, double halfWidthPerMB)
{
    AddedReadTime image;
    image.measured = true;
    image.plainMBps = Estimate::exact(plainMBps);
    image.compressedMBps = Estimate::exact(compressedMBps);
    image.secondsPerMB = 1.0 / compressedMBps - 1.0 / plainMBps;
    image.halfWidthPerMB = halfWidthPerMB;
    return image;
}

} // namespace cm::test
