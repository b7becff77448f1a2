// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishedplan.h"

#include "publish/reproduce.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PublishedPlan)
};

void compare(QList<PublishedDifference> *differences, const QString &what, const QString &published,
             const QString &here)
{
    if (published != here)
        differences->append({what, published, here});
}

QString dataSetText(const DataSetRecord *dataSet)
{
    if (!dataSet)
        return Text::tr("not measured");
    return Text::tr("%1 bytes, seed %2")
        .arg(QString::number(dataSet->manifest.bytes), QString::number(dataSet->manifest.seed));
}

const DataSetRecord *findDataSet(const DriveRecord &drive, const QString &kind)
{
    for (const DataSetRecord &dataSet : drive.dataSets) {
        if (dataSet.manifest.kind == kind)
            return &dataSet;
    }
    return nullptr;
}

} // namespace

const DriveRecord *publishedDrive(const Session &published)
{
    for (qsizetype i = published.drives.size() - 1; i >= 0; --i) {
        if (!published.drives[i].results.isEmpty())
            return &published.drives[i];
    }
    return nullptr;
}

Status planFromPublished(const DriveRecord &published, Plan *plan)
{
    if (runsAnotherProgram(published.plan.copier))
        return Status::failure(Text::tr("--compare: the published runs copied with another program (%1); a session "
                                        "file does not choose what runs here")
                                   .arg(published.plan.copier.name()));
    *plan = published.plan;
    plan->sourcePath.clear();
    plan->targetPath.clear();
    plan->label.clear();
    plan->dataSets.clear();
    plan->autoSize = false;
    for (const DataSetRecord &dataSet : published.dataSets) {
        const DataSetManifest &manifest = dataSet.manifest;
        if (isFolderKind(manifest.kind))
            return Status::failure(Text::tr("--compare: the published runs read the author's own folder (%1), "
                                            "which is not here to read")
                                       .arg(manifest.kind));
        // The same kind, size and seed write the same files on every machine.
        plan->dataSets.append(DataSetSpec{manifest.kind, manifest.bytes, manifest.seed});
    }
    if (plan->dataSets.isEmpty())
        return Status::failure(Text::tr("--compare: the published drive names no data set"));
    return Status::ok();
}

QList<PublishedDifference> differencesFromPublished(const Session &published, const DriveRecord &theirs,
                                                    const Session &mine, const DriveRecord &ours)
{
    QList<PublishedDifference> differences;
    compare(&differences, Text::tr("kernel"), published.machine.kernel, mine.machine.kernel);
    compare(&differences, Text::tr("system"), published.machine.os, mine.machine.os);
    compare(&differences, Text::tr("CPU"), published.machine.cpu, mine.machine.cpu);
    compare(&differences, Text::tr("filesystem"), theirs.source.filesystem, ours.source.filesystem);
    compare(&differences, Text::tr("compression"), theirs.compression.choiceName(), ours.compression.choiceName());
    compare(&differences, Text::tr("copier"), theirs.plan.copier.name(), ours.plan.copier.name());
    compare(&differences, Text::tr("cache mode"), theirs.cacheModesText(), ours.cacheModesText());
    compare(&differences, Text::tr("repetitions"), QString::number(theirs.plan.repetitions),
            QString::number(ours.plan.repetitions));
    for (const DataSetRecord &dataSet : theirs.dataSets) {
        const QString kind = dataSet.manifest.kind;
        compare(&differences, Text::tr("data set %1").arg(kind), dataSetText(&dataSet),
                dataSetText(findDataSet(ours, kind)));
    }
    return differences;
}

} // namespace cm
