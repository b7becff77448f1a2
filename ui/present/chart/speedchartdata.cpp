// SPDX-License-Identifier: GPL-3.0-or-later
#include "speedchartdata.h"
#include "volume/volumename.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SpeedChart)
};

QString driveTitle(const DriveRecord &drive)
{
    return Text::tr("%1 (%2): read speed, MB/s").arg(driveChartName(drive), driveChartFilesystem(drive));
}

} // namespace

QString driveChartName(const DriveRecord &drive)
{
    const QString model = drive.source.model.value_or(volumeName(drive.source));
    return drive.label.isEmpty() ? model : drive.label;
}

QString driveChartFilesystem(const DriveRecord &drive)
{
    QString filesystem = drive.source.filesystem;
    if (drive.loopImage)
        filesystem = Text::tr("%1, via a %2 image").arg(filesystem, drive.loopImage->volume.filesystem);
    if (drive.compression.method != CompressionMethod::None)
        filesystem += QStringLiteral(", ") + drive.compression.algorithm;
    return filesystem;
}

QString driveChartSubtitle(const Session &session, const DriveRecord &drive)
{
    return Text::tr("%1, %2, %3; copier %4, %5 repetitions, cache %6")
        .arg(session.machine.cpu, session.machine.os,
             QLocale::c().toString(session.created.toUTC().date(), QStringLiteral("yyyy-MM-dd")), drive.copierName,
             QString::number(drive.plan.repetitions), drive.cacheModesText());
}

SpeedChartData SpeedChartData::fromDrive(const Session &session, const DriveRecord &drive)
{
    SpeedChartData data;
    data.title = driveTitle(drive);
    data.subtitle = driveChartSubtitle(session, drive);
    for (const DataSetRecord &dataSet : drive.dataSets)
        data.categories.append(dataSet.manifest.kind);

    data.comparedToPlain.resize(data.categories.size());
    for (const ResultRecord &result : drive.results) {
        const qsizetype category = data.categories.indexOf(result.dataSet);
        if (category >= 0 && result.operation == operationName(Operation::Read))
            if (const std::optional<PairedComparison> comparison = drive.comparedToPlain(result))
                data.comparedToPlain[category] = comparison;
    }
    for (const Variant variant : Variants) {
        Series series{variant, QList<double>(data.categories.size(), 0.0), QList<ResultFlags>(data.categories.size())};
        bool any = false;
        for (const ResultRecord &result : drive.results) {
            const qsizetype category = data.categories.indexOf(result.dataSet);
            if (result.variant != variant || result.operation != operationName(Operation::Read) || category < 0
                || result.runs.isEmpty())
                continue;
            series.medianMBps[category] = result.summary().medianMBps;
            series.flags[category] = resultFlags(drive, result) & DoubtfulSpeed;
            any = true;
        }
        if (any)
            data.series.append(series);
    }
    return data;
}

double SpeedChartData::largestValue() const
{
    double largest = 0.0;
    for (const Series &s : series)
        for (double value : s.medianMBps)
            largest = std::max(largest, value);
    return largest;
}

} // namespace cm
