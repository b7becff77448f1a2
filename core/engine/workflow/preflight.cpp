// SPDX-License-Identifier: GPL-3.0-or-later
#include "preflight.h"

#include "compression/compressionsetup.h"
#include "copy/copierfactory.h"
#include "datasets/datasetgenerator.h"
#include "session/session.h"
#include "util/shownpath.h"
#include "util/units.h"
#include "volume/volumeinfo.h"
#include "volume/writablestorage.h"
#include "workflow/runcheckwords.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Preflight)
};

// In binary units named as such (GiB), as the drive table and the window
// give sizes: "GB" would be read as a thousand million bytes.
QString formatBytes(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

Status checkWritableFolder(const QString &role, const QString &path, const QString &instead)
{
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return Status::failure(Text::tr("%1 %2 does not exist").arg(role, shownPath(path)));
    if (!info.isDir())
        return Status::failure(Text::tr("%1 %2 is not a folder").arg(role, shownPath(path)));
    return checkStorageWritable(role, path, instead);
}

// What to give as the target instead, in the system's own terms.
QString ramDiskAdvice()
{
    return Text::tr(runCheckWords().ramDiskAdvice);
}

bool isInside(const QString &inner, const QString &outer)
{
    const QString a = QFileInfo(inner).canonicalFilePath();
    const QString b = QFileInfo(outer).canonicalFilePath();
    return a == b || a.startsWith(b.endsWith(QLatin1Char('/')) ? b : b + QLatin1Char('/'));
}

// Every data set is one this version writes, and none is smaller than an
// operation of the plan can time: a plan from a session (published,
// resumed) is checked like one from the command line.
Status checkDataSetsFit(const Plan &plan)
{
    for (const DataSetSpec &spec : plan.dataSets) {
        if (!isDataSetKind(spec.kind))
            return Status::failure(
                Text::tr("unknown data set '%1' (known: %2)").arg(spec.kind, dataSetKinds().join(QStringLiteral(", "))));
        // Under --size auto a generated data set's size is chosen later, never below a MiB.
        if (plan.autoSize && !spec.isFolder())
            continue;
        for (const Operation operation : plan.operations) {
            if (spec.bytes < smallestDataSetBytes(operation))
                return Status::failure(Text::tr("%1 needs a data set of at least %2 bytes; %3 has %4")
                                           .arg(operationName(operation),
                                                QString::number(smallestDataSetBytes(operation)), spec.kind,
                                                QString::number(spec.bytes)));
        }
    }
    return Status::ok();
}

} // namespace

qint64 spaceMargin(qint64 bytes)
{
    return bytes / 20 + 16 * MiB;
}

QString ramDiskWithRoomFor(qint64 dataBytes)
{
    for (const VolumeInfo &volume : ramBackedVolumes()) {
        if (volume.freeBytes >= dataBytes + spaceMargin(dataBytes))
            return volume.mountPoint;
    }
    return {};
}

Status preflight(const Plan &plan, const Privileges &privileges, CompressionSetup *resolved)
{
    if (plan.dataSets.isEmpty())
        return Status::failure(Text::tr("no data set chosen"));
    if (plan.repetitions < 1)
        return Status::failure(Text::tr("repetitions must be at least 1"));
    if (plan.label.size() > SessionLimits::LabelCharacters)
        return Status::failure(
            Text::tr("the label has %1 characters, more than the limit of %2")
                .arg(QString::number(plan.label.size()), QString::number(SessionLimits::LabelCharacters)));
    if (plan.copier.kind == CopierChoice::Kind::ReadOnly && plan.operations != QList<Operation>{Operation::Read})
        return Status::failure(Text::tr("the readonly copier writes nothing, so it can only time the read "
                                        "operation (--ops read)"));
    if (plan.operations.isEmpty())
        return Status::failure(Text::tr("no operation chosen"));
    if (Status available = copierAvailability(plan.copier); !available)
        return available;
    if (Status status = checkDataSetsFit(plan); !status)
        return status;
    if (Status status
        = checkWritableFolder(Text::tr("source"), plan.sourcePath, Text::tr("choose a folder on the drive to test"));
        !status)
        return status;
    // Even with --allow-slow-target.
    if (Status status = checkWritableFolder(Text::tr("target"), plan.targetPath, ramDiskAdvice()); !status)
        return status;

    const VolumeInfo source = probeVolume(plan.sourcePath);
    const VolumeInfo target = probeVolume(plan.targetPath);
    if (source.readOnly)
        return Status::failure(Text::tr("source %1 is on a read-only volume").arg(shownPath(plan.sourcePath)));
    if (!target.ramBacked && !plan.allowSlowTarget)
        return Status::failure(Text::tr("target %1 is not a RAM disk (%2); %3, or pass --allow-slow-target to "
                                        "measure anyway")
                                   .arg(shownPath(plan.targetPath), target.filesystem, ramDiskAdvice()));
    if (isInside(plan.targetPath, plan.sourcePath) || isInside(plan.sourcePath, plan.targetPath)
        || onSameVolume(plan.sourcePath, plan.targetPath))
        return Status::failure(Text::tr("target %1 is on the same volume as source %2")
                                   .arg(shownPath(plan.targetPath), shownPath(plan.sourcePath)));

    CompressionSetup compression;
    if (Status status = resolveCompression(plan.compression, source, privileges, &compression); !status)
        return status;
    if (!compressesWhileWriting(compression.method)) {
        for (const Operation operation : plan.operations) {
            if (writesOnTheDrive(operation))
                return Status::failure(Text::tr("--compression %1 compresses files once they are written; what %2 "
                                                "writes would be stored plain, so it has no compressed variant to "
                                                "time (use --ops read, smallfiles, random4k-* or sequential-direct)")
                                           .arg(plan.compression.name(), operationName(operation)));
        }
    }
    const int variants = compression.hasCompressedVariant() ? 2 : 1;
    const qint64 sourceData = variants * plan.totalDataSetBytes();
    const qint64 sourceNeeded = sourceData + spaceMargin(sourceData);
    if (source.freeBytes < sourceNeeded)
        return Status::failure(
            Text::tr("not enough space on %1: %2 needed, %3 free")
                .arg(shownPath(source.mountPoint), formatBytes(sourceNeeded), formatBytes(source.freeBytes)));
    if (resolved)
        *resolved = compression;
    const qint64 targetNeeded = plan.largestDataSetBytes() + spaceMargin(plan.largestDataSetBytes());
    if (target.freeBytes < targetNeeded)
        return Status::failure(
            Text::tr("not enough space on %1: %2 needed, %3 free")
                .arg(shownPath(target.mountPoint), formatBytes(targetNeeded), formatBytes(target.freeBytes)));
    return Status::ok();
}

} // namespace cm
