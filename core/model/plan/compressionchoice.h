// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/compressionmethod.h"

#include <QString>
#include <QStringList>

namespace cm {

// How the user wants the compressed variant stored: the --compression
// option's value, before it is checked against the source volume.
struct CompressionChoice
{
    using Method = CompressionMethod;
    Method method = Method::Auto;
    QString algorithm; // empty: the method's default

    // "auto", "none", "btrfs:zstd", "loop-ntfs", ...
    QString name() const;
    bool wantsLoopImage() const { return isLoopImageMethod(method); }

    // The algorithms a method can be asked for: btrfs's property values, NTFS's one.
    static QStringList algorithmsOf(Method method) { return cm::algorithmsOf(method); }

    // The choice that measures `codec` ("zstd", "zstd:9", "lznt1";
    // methodStoring()): a level other than btrfs's default needs a loop
    // btrfs image (none on Windows: plain only); a method with one
    // algorithm only (NTFS's lznt1) is named without it.
    static CompressionChoice storing(const QString &codec, Method native = Method::Auto);

    // Parses a --compression value; false with `error` set when it is not one.
    static bool parse(const QString &text, CompressionChoice *choice, QString *error);
};

} // namespace cm
