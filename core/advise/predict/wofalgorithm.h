// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <memory>

namespace cm {

// How one of WOF's algorithms compresses a single chunk of a file.
class WofChunkCodec
{
public:
    virtual ~WofChunkCodec() = default;
    // Compresses `size` bytes into at most `capacity` bytes at `out`;
    // returns how many were written, or 0 when they would not fit.
    virtual qsizetype compress(const char *data, qsizetype size, char *out, qsizetype capacity) const = 0;
    // Decodes exactly `size` bytes into `out`.
    virtual bool decompress(const char *in, qsizetype inSize, char *out, qsizetype size) const = 0;
};

// One of Windows' WOF algorithms (compact.exe /exe:...): the chunks it cuts
// a file into and what compresses each.
struct WofAlgorithm
{
    QString name; // "xpress4k", "xpress8k", "xpress16k", "lzx"
    qsizetype chunkBytes = 0;
    std::shared_ptr<const WofChunkCodec> chunks;
};

// XPRESS4K, 8K and 16K with this program's own LZ77+Huffman
// (predict/xpresshuffman.h), LZX with its own LZX (predict/lzx.h).
QList<WofAlgorithm> ownWofAlgorithms();

// What this build predicts WOF with: wimlib's XPRESS and LZX where it has
// wimlib (Linux), else the program's own (Windows).
QList<WofAlgorithm> wofAlgorithms();
// Whose codecs those are, for the advice's reader: "wimlib's XPRESS and LZX".
QString wofAlgorithmsSource();

} // namespace cm
