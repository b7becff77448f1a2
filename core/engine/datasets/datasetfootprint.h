// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datasets/filesetwriter.h"

#include <QByteArray>
#include <QList>

namespace cm {

// What a data set makes on a filesystem, known before anything is written:
// its files and folders, each an inode where a filesystem has a fixed
// number of them (ext4, a tmpfs), and its longest path below its own folder.
struct DataSetFootprint
{
    qint64 entries = 0;
    QByteArray longestPath;

    // One more file or folder at `relativePath`.
    void add(const QByteArray &relativePath);
};

// The files and every folder they sit in, the data set's own folder too.
DataSetFootprint footprintOf(const QList<PlannedFile> &files);

} // namespace cm
