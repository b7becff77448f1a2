#pragma once

#include <QString>
#include <QtGlobal>

namespace cm {

// What a generated data set holds; goes into the session beside the results.
struct DataSetManifest
{
    QString kind;
    quint64 seed = 0;
    qint64 files = 0;
    qint64 folders = 0;
    qint64 bytes = 0;
    qint64 largestFileBytes = 0;
    qint64 smallestFileBytes = 0;
};

} // namespace cm
