#pragma once

#include "datasets/datasetmanifest.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace cm {

// One file of a generated data set: where it goes and how big it is.
struct PlannedFile
{
    QByteArray relativePath;
    qint64 bytes = 0;
};

// Produces the exact content of planned file number `index`.
using ContentFunction = std::function<QByteArray(qsizetype index, const PlannedFile &file)>;

// Writes planned files into a new folder, producing content on all cores
// (Qt Concurrent) while the drive is the bottleneck. Cleans up after itself
// on failure or cancel.
Status writeFileSet(const QString &folder, const QList<PlannedFile> &files, const ContentFunction &content,
                    const Cancellation &cancel, DataSetManifest *manifest);

} // namespace cm
