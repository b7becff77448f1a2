// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

namespace cm {

// One compression algorithm at one level, as a filesystem applies it to a
// chunk of a file.
class Codec
{
public:
    virtual ~Codec() = default;

    virtual QString name() const = 0; // "zstd:3", "lzo", "zlib:6", "lz4"
    // Compresses `size` bytes; false when the output would not be smaller.
    virtual bool compress(const char *data, qsizetype size, QByteArray *out) const = 0;
    // Decompresses into exactly `originalSize` bytes at `out`.
    virtual bool decompress(const QByteArray &compressed, char *out, qsizetype originalSize) const = 0;
};

// What btrfs offers (zlib 1-9, lzo, zstd 1-15) and lz4 for reference.
QList<std::shared_ptr<Codec>> btrfsCodecs();
// What NTFS offers: its own LZNT1 ("lznt1"), Windows' WOF compression
// (predict/wofcodec.h), and lz4 for reference.
QList<std::shared_ptr<Codec>> ntfsCodecs();
// Any of the above by name.
std::shared_ptr<Codec> makeCodec(const QString &name);

} // namespace cm
