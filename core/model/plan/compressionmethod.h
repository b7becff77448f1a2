// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/enumnames.h"

#include <QMetaType>
#include <QString>

#include <utility>
#include <QStringList>

namespace cm {

// How the compressed variant is stored: asked for in a plan (where `auto`
// leaves the choice to the run) and recorded in a session as what the run did.
enum class CompressionMethod {
    Auto,      // natively where the source compresses, else a loop btrfs image where allowed, else plain only
    None,      // plain only
    Btrfs,     // the source is btrfs
    Ntfs,      // the source is NTFS through ntfs-3g
    LoopBtrfs, // a btrfs image on the source drive
    LoopNtfs,  // an NTFS image on the source drive
    Wof,       // the source is NTFS on Windows: each file compressed after writing, as `compact /exe:` does
};

inline constexpr EnumNames<CompressionMethod, 7> CompressionMethodNames{{
    {CompressionMethod::Auto, "auto"},
    {CompressionMethod::None, "none"},
    {CompressionMethod::Btrfs, "btrfs"},
    {CompressionMethod::Ntfs, "ntfs"},
    {CompressionMethod::LoopBtrfs, "loop-btrfs"},
    {CompressionMethod::LoopNtfs, "loop-ntfs"},
    {CompressionMethod::Wof, "wof"},
}};

inline QString compressionMethodName(CompressionMethod method)
{
    return enumName(CompressionMethodNames, method);
}

inline bool isLoopImageMethod(CompressionMethod method)
{
    return method == CompressionMethod::LoopBtrfs || method == CompressionMethod::LoopNtfs;
}

// Whether files written into a compressed folder are stored compressed as
// they are written. WOF compresses files that exist: a file written later
// is stored plain, so operations that write on the drive have no
// compressed variant to time there.
inline bool compressesWhileWriting(CompressionMethod method)
{
    return method != CompressionMethod::Wof;
}

// The algorithms a method can be asked for: btrfs's property values, NTFS's
// one, WOF's four (xpress4k first: compact's default).
QStringList algorithmsOf(CompressionMethod method);

// The levels `algorithm` can be asked for with `method` as "ALG:LEVEL":
// a loop btrfs image mounts with compress=zstd:1..15 or zlib:1..9; btrfs's
// folder property and NTFS take no level. {0, 0} for none.
std::pair<int, int> levelRange(CompressionMethod method, const QString &algorithm);

// Whether `method` can be asked for `algorithm`: one of algorithmsOf(), or
// "ALG:LEVEL" within levelRange().
bool isAlgorithmOf(CompressionMethod method, const QString &algorithm);

// The method that stores `algorithm` ("zstd", "lzo", "zlib", "lznt1",
// "xpress4k"): `native`, when it is the drive's own method and stores it,
// else on Linux the loop image whose filesystem does (lznt1: loop-ntfs;
// btrfs's: loop-btrfs), on Windows NTFS's own (lznt1) or WOF; None for an
// algorithm no filesystem on this system stores (lz4; WOF's on Linux,
// btrfs's on Windows).
CompressionMethod methodStoring(const QString &algorithm, CompressionMethod native = CompressionMethod::Auto);

} // namespace cm

Q_DECLARE_METATYPE(cm::CompressionMethod)
