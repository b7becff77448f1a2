#pragma once

#include "predict/codec.h"

namespace cm {

// Windows' other NTFS compression, WOF (compact.exe /exe:xpress4k,
// xpress8k, xpress16k, lzx), through wimlib's XPRESS and LZX: the data is
// cut into chunks of the algorithm's size (4, 8, 16 or 32 KiB), each stored
// compressed on its own, or raw where that saves nothing, behind a table of
// 4-byte chunk entries, as WOF stores a file.
// "xpress4k", "xpress8k", "xpress16k", "lzx"; none in a build without
// wimlib (the Windows build where its cross toolchain has none).
QList<std::shared_ptr<Codec>> wofCodecs();
// Why wofCodecs() is empty, for the reader; empty when it is not.
QString wofCodecsMissing();

} // namespace cm
