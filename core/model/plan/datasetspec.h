// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1String>
#include <QString>
#include <QtGlobal>

#include <limits>

namespace cm {

// A folder of the user's, copied whole, is the data set kind "folder:PATH".
// These three are the one place that knows how such a kind is spelled.
inline constexpr QLatin1String FolderKindPrefix("folder:");

inline bool isFolderKind(const QString &kind)
{
    return kind.startsWith(FolderKindPrefix);
}

// PATH of "folder:PATH"; empty for other kinds.
inline QString folderOfKind(const QString &kind)
{
    return isFolderKind(kind) ? kind.mid(FolderKindPrefix.size()) : QString();
}

inline QString folderKind(const QString &path)
{
    return QString(FolderKindPrefix) + path;
}

// Which data set to generate: a kind from the articles, a size and a seed.
// The same spec gives the same bytes, names and tree on every machine.
struct DataSetSpec
{
    static constexpr qint64 DefaultBytes = 64 * 1024 * 1024;
    // Seeds are names of data, stored exactly as whole numbers of 64 bits:
    // 0 to 2^63 - 1.
    static constexpr quint64 LargestSeed = quint64(std::numeric_limits<qint64>::max());

    QString kind = QStringLiteral("books");
    qint64 bytes = DefaultBytes; // a folder's: the folder's size, once measured
    quint64 seed = 1;

    // A copy of `path`; its size is measured before a run (sizeFolderDataSet()).
    static DataSetSpec folder(const QString &path) { return DataSetSpec{folderKind(path), 0, 1}; }
    bool isFolder() const { return isFolderKind(kind); }
    QString folderPath() const { return folderOfKind(kind); }
    // The seed of repetition `repetition`'s fresh data (cache mode
    // `fresh`): the next seeds after this one, within LargestSeed.
    quint64 seedOfRepetition(int repetition) const { return (seed + quint64(repetition)) & LargestSeed; }
};

} // namespace cm
