// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparereport.h"

#include "chart/barchart.h"
#include "chart/chartdata.h"
#include "chart/chartimage.h"
#include "publish/publishedplan.h"
#include "report/summaryrows.h"
#include "session/sessionmerge.h"
#include "util/visibletext.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>
#include <memory>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CompareReport)
};

QString speedText(const SpeedSummary &summary)
{
    return Text::tr("%1 MB/s (± %2)")
        .arg(QString::number(summary.medianMBps, 'f', 1), QString::number(summary.ci95MBps, 'f', 1));
}

// This drive's results beside the published drive's, one line each.
QString resultLines(const DriveRecord &theirs, const DriveRecord &ours)
{
    QString text;
    for (const ResultRecord &result : ours.results) {
        const ResultRecord *published = theirs.findResult(result.dataSet, result.variant, result.operation);
        const SpeedSummary here = result.summary();
        QString line
            = QStringLiteral("  %1 %2, %3: ").arg(result.dataSet, result.operation, variantName(result.variant));
        if (!published || published->runs.isEmpty()) {
            text += line + Text::tr("%1 here; not published").arg(speedText(here)) + QLatin1Char('\n');
            continue;
        }
        const SpeedSummary there = published->summary();
        line += Text::tr("%1 published, %2 here").arg(speedText(there), speedText(here));
        // Two machines pair no runs: a difference the two intervals cover is no finding.
        if (std::abs(here.medianMBps - there.medianMBps) <= here.ci95MBps + there.ci95MBps)
            line += Text::tr(" (within noise)");
        else if (there.medianMBps > 0)
            line += Text::tr(" (%1 % of it)").arg(QString::number(100.0 * here.medianMBps / there.medianMBps, 'f', 0));
        text += line + QLatin1Char('\n');
    }
    return text;
}

} // namespace

QString publishedComparisonText(const Session &published, const Session &mine, const QString &publishedName)
{
    const DriveRecord *theirs = publishedDrive(published);
    if (!theirs || mine.drives.isEmpty())
        return {};
    const DriveRecord &ours = mine.drives.constLast();
    QString text
        = Text::tr("Compared with %1 (%2):\n").arg(visibleText(publishedName), visibleText(driveName(*theirs)));
    text += resultLines(*theirs, ours);
    const QList<PublishedDifference> differences = differencesFromPublished(published, *theirs, mine, ours);
    if (differences.isEmpty()) {
        text += Text::tr("Measured alike: same kernel, system, CPU, filesystem, compression, copier, cache mode, "
                         "repetitions and data sets.\n");
        return text;
    }
    text += Text::tr("Measured differently, so differences in speed may come from these too:\n");
    for (const PublishedDifference &difference : differences)
        text += Text::tr("  %1: %2 published, %3 here\n")
                    .arg(difference.what, visibleText(difference.published), visibleText(difference.here));
    return text;
}

Status savePublishedComparisonChart(const Session &published, const Session &mine, const QString &path)
{
    Session theirs = published;
    theirs.drives.clear();
    if (const DriveRecord *drive = publishedDrive(published))
        theirs.drives.append(*drive);
    const Session both = mergeSessions({theirs, mine});
    std::unique_ptr<QChart> chart(buildChart(compareChartData(both, Whiskers::Ci95)));
    return saveChartPng(chart.get(), path);
}

QString comparisonChartPath(const QString &chartPath)
{
    const QFileInfo info(chartPath);
    return info.path() + QLatin1Char('/') + info.completeBaseName() + QStringLiteral("-compare.")
        + (info.suffix().isEmpty() ? QStringLiteral("png") : info.suffix());
}

} // namespace cm
