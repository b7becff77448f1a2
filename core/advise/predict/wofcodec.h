// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "predict/codec.h"
#include "predict/wofalgorithm.h"

namespace cm {

// Windows' other NTFS compression, WOF (compact.exe /exe:xpress4k,
// xpress8k, xpress16k, lzx), as it stores a file: the data cut into chunks
// of the algorithm's size (4, 8, 16 or 32 KiB), each stored compressed on
// its own, or raw where that saves nothing, behind a table of 4-byte chunk
// entries.
std::shared_ptr<Codec> makeWofCodec(const WofAlgorithm &algorithm);
// One for each of wofAlgorithms().
QList<std::shared_ptr<Codec>> wofCodecs();

} // namespace cm
