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

} // namespace cm::test
