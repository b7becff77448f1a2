// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetfootprint.h"

#include <QSet>

namespace cm {

void DataSetFootprint::add(const QByteArray &relativePath)
{
    ++entries;
    if (relativePath.size() > longestPath.size())
        longestPath = relativePath;
}

DataSetFootprint footprintOf(const QList<PlannedFile> &files)
{
    DataSetFootprint footprint;
    footprint.add({});
    QSet<QByteArray> folders;
    for (const PlannedFile &file : files) {
        footprint.add(file.relativePath);
        for (qsizetype slash = file.relativePath.lastIndexOf('/'); slash > 0;
             slash = file.relativePath.lastIndexOf('/', slash - 1)) {
            const QByteArray folder = file.relativePath.left(slash);
            if (folders.contains(folder))
                break; // and so are the folders above it
            folders.insert(folder);
            footprint.add(folder);
        }
    }
    return footprint;
}

} // namespace cm
