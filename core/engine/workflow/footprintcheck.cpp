// SPDX-License-Identifier: GPL-3.0-or-later
#include "footprintcheck.h"

#include "datasets/datasetgenerator.h"
#include "util/shownpath.h"
#include "volume/fileentries.h"
#include "volume/volumeinfo.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Preflight)
};

// Beyond the folder the user chose: the workspace, the loop image's mount,
// the variant, the data set's folder and an operation's scratch folder.
constexpr qsizetype OwnFolderLength = 128;
// The workspaces, their markers and a tar file, beyond the data sets.
constexpr qint64 OwnEntries = 64;

QString count(qint64 value)
{
    return QLocale().toString(value);
}

// The start and the end of a long path, for a message of one line.
QString shortened(const QByteArray &path)
{
    const QString text = QFile::decodeName(path);
    return text.size() <= 80 ? text : text.left(38) + QStringLiteral("…") + text.right(38);
}

Status checkEntries(const QString &role, const QString &path, qint64 needed)
{
    const std::optional<qint64> free = freeFileEntries(path);
    if (!free || *free >= needed)
        return Status::ok();
    return Status::failure(Text::tr("not enough room for files on %1 %2: the data sets make %3 files and folders, and "
                                    "its filesystem takes %4 more (free inodes); choose a smaller size or a volume "
                                    "with more inodes")
                               .arg(role, shownPath(probeVolume(path).mountPoint), count(needed), count(*free)));
}

} // namespace

Status checkDataSetFootprints(const Plan &plan, const CompressionSetup &compression, const Cancellation &cancel)
{
    qint64 totalEntries = 0;
    qint64 largestEntries = 0;
    const qsizetype base = std::max(systemPathLength(QFileInfo(plan.sourcePath).absoluteFilePath()),
                                    systemPathLength(QFileInfo(plan.targetPath).absoluteFilePath()))
        + OwnFolderLength;
    for (const DataSetSpec &spec : plan.dataSets) {
        const std::unique_ptr<DataSetGenerator> generator = makeDataSetGenerator(spec.kind);
        if (!generator)
            continue; // refused where the kind is read
        DataSetFootprint footprint;
        if (Status status = generator->footprint(spec, cancel, &footprint); !status)
            return status;
        const QString longest = QFile::decodeName(footprint.longestPath);
        if (base + systemPathLength(longest) > longestSystemPath())
            return Status::failure(Text::tr("data set %1 holds a path of %2 characters (%3); below the workspaces it "
                                            "would be longer than the %4 the system takes")
                                       .arg(shortened(spec.kind.toUtf8()), QString::number(longest.size()),
                                            shortened(footprint.longestPath), QString::number(longestSystemPath())));
        totalEntries += footprint.entries;
        largestEntries = std::max(largestEntries, footprint.entries);
    }
    // One data set at a time is copied to the RAM disk.
    if (Status status = checkEntries(Text::tr("target"), plan.targetPath, largestEntries + OwnEntries); !status)
        return status;
    // A loop image holds both variants in one file, on a filesystem that
    // makes its inodes as it needs them.
    if (compression.kind == CompressionSetup::Kind::LoopImage)
        return Status::ok();
    const int variants = compression.hasCompressedVariant() ? 2 : 1;
    const bool copiesOnTheDrive = std::any_of(plan.operations.cbegin(), plan.operations.cend(), writesOnTheDrive);
    return checkEntries(Text::tr("source"), plan.sourcePath,
                        variants * totalEntries + (copiesOnTheDrive ? largestEntries : 0) + OwnEntries);
}

} // namespace cm
