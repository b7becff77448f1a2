// SPDX-License-Identifier: GPL-3.0-or-later
#include "summarytable.h"

#include "report/comparisontext.h"
#include "report/drivelimit.h"
#include "report/resultflags.h"
#include "report/summaryrows.h"
#include "util/visibletext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SummaryTable)
};

QString number(double value)
{
    return QString::number(value, 'f', 1);
}

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'f', 0) + QStringLiteral(" %");
}

// Below this share of the drive's own limit, the copier was measured.
constexpr double CopierBoundShare = 0.5;

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

// {"operation": "random4k-qd32", "rate": 84000, "share": 0.31, "depth1Share": 1.4,
// "processorBusy": 0.86}, or null.
QJsonValue driveLimitJson(const DriveRecord &drive, const ResultRecord &result)
{
    const std::optional<DriveLimitShare> limit = driveLimitShare(drive, result);
    if (!limit)
        return QJsonValue(QJsonValue::Null);
    QJsonObject object{{QStringLiteral("operation"), limit->limitOperation},
                       {QStringLiteral("rate"), limit->limitRate},
                       {QStringLiteral("share"), limit->share}};
    if (limit->depth1Share)
        object.insert(QStringLiteral("depth1Share"), *limit->depth1Share);
    if (const std::optional<double> busy = processorBusy(drive, result))
        object.insert(QStringLiteral("processorBusy"), *busy);
    return object;
}

// How near the drive's own limit a copy came, and what that says of it.
QString limitLine(const QString &name, const DriveRecord &drive, const ResultRecord &result,
                  const DriveLimitShare &limit)
{
    const QString line
        = Text::tr("%1: %2 %3 %4 reached %5.")
              .arg(name, result.dataSet, variantName(result.variant), result.operation, driveLimitText(limit));
    if (limit.doubtful)
        return line + QLatin1Char(' ')
            + Text::tr("Its runs or the drive's are flagged below: a rough guide, not a finding.");
    if (limit.share >= CopierBoundShare)
        return line;
    if (const std::optional<double> busy = processorBusy(drive, result); busy && *busy >= ProcessorBoundBusy)
        return line + QLatin1Char(' ')
            + Text::tr("Below half of what the drive gives, with the processor's cores %1 % busy: the processor, "
                       "not the drive, set the pace; more cores, or less work for each file, would go further.")
                  .arg(QString::number(*busy * 100.0, 'f', 0));
    return line + QLatin1Char(' ')
        + Text::tr("Below half of what the drive gives: the copier, not the drive, set the pace.");
}

} // namespace

QString summaryText(const Session &session)
{
    const QStringList header{Text::tr("drive"),       Text::tr("data set"),    Text::tr("variant"),
                             Text::tr("operation"),   Text::tr("median MB/s"), Text::tr("mean"),
                             Text::tr("stdev"),       Text::tr("min"),         Text::tr("max"),
                             Text::tr("±CI95"),       Text::tr("files/s"),     Text::tr("paired vs plain"),
                             Text::tr("device read"), Text::tr("cold runs")};
    QList<QStringList> rows{header};
    QStringList notColdWarnings;
    QStringList spreadWarnings;
    QStringList targetWarnings;
    QStringList disturbedWarnings;
    QStringList shortWarnings;
    QStringList metadataWarnings;
    QStringList limitLines;
    // Warnings name the drive: a session of several (run --append) says which.
    const QStringList driveNames = distinctDriveNames(session);
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        const QString &name = driveNames[d];
        int notCold = 0;
        for (const ResultRecord &result : drive.results) {
            const SpeedSummary s = result.summary();
            const std::optional<PairedComparison> comparison = drive.comparedToPlain(result);
            const std::optional<double> deviceRead = result.deviceReadRatio();
            const ResultFlags flags = resultFlags(drive, result);
            const bool biased = flags & BiasedSpeed;
            rows.append(
                {drive.label.isEmpty() ? drive.id : drive.label, result.dataSet, variantName(result.variant),
                 result.operation, biased ? number(s.medianMBps) + QLatin1Char(' ') + flagMark() : number(s.medianMBps),
                 number(s.meanMBps), number(s.stdevMBps), number(s.minMBps), number(s.maxMBps), number(s.ci95MBps),
                 QString::number(result.medianFilesPerSecond(), 'f', 0),
                 comparison ? comparisonText(*comparison) : QString(), deviceRead ? percent(*deviceRead) : QString(),
                 QStringLiteral("%1/%2").arg(QString::number(result.coldRuns()), QString::number(result.runs.size()))});
            notCold += int(result.runs.size()) - result.coldRuns();
            const QString variation = QString::number(s.coefficientOfVariation() * 100.0, 'f', 0);
            if (s.hasLargeSpread() && s.outliers == 0)
                spreadWarnings << Text::tr("Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation); more "
                                           "repetitions or a quieter machine help.")
                                      .arg(name, result.dataSet, variantName(result.variant), result.operation,
                                           variation);
            else if (s.hasLargeSpread())
                spreadWarnings << Text::tr("Warning: %1: %2 %3 %4 varies a lot (%5 % coefficient of variation, %n "
                                           "outlier(s)); more repetitions or a quieter machine help.",
                                           nullptr, s.outliers)
                                      .arg(name, result.dataSet, variantName(result.variant), result.operation,
                                           variation);
            for (const QString &line : disturbances(result))
                disturbedWarnings << Text::tr("Warning: %1: %2 %3 %4 was disturbed, %5.")
                                         .arg(name, result.dataSet, variantName(result.variant), result.operation,
                                              line);
            if (const QString runs = shortRunsText(drive, result); !runs.isEmpty())
                shortWarnings << Text::tr("Warning: %1: %2 %3 %4: %5, shorter than the minimum run time (%6 s), so "
                                          "the timer and noise weigh on them; a larger data set (--size, or --size "
                                          "auto) makes the runs longer.")
                                     .arg(name, result.dataSet, variantName(result.variant), result.operation, runs,
                                          QString::number(drive.plan.minRunSeconds, 'g', 3));
            if (flags.testFlag(ResultFlag::MetadataCached))
                metadataWarnings << Text::tr("Warning: %1: %2 %3 %4: the drive read hardly more than the files' data, "
                                             "so their metadata came from memory and the speed is too high; "
                                             "dropping the caches (--cache drop, as root or an administrator, "
                                             "or through compressmark-helper) reads it from the drive.")
                                        .arg(name, result.dataSet, variantName(result.variant), result.operation);
            if (const std::optional<DriveLimitShare> limit = driveLimitShare(drive, result))
                limitLines << limitLine(name, drive, result, *limit);
            if (result.targetSlower && drive.targetWriteMBps)
                targetWarnings << Text::tr("Warning: %1: %2 %3 %4 came close to how fast the target writes (%5 MB/s); "
                                           "the drive may be faster than measured.")
                                      .arg(name, result.dataSet, variantName(result.variant), result.operation,
                                           number(*drive.targetWriteMBps));
        }
        if (notCold > 0)
            notColdWarnings << Text::tr("Warning: %1: %n run(s) started with more than 1 % of the data in the page "
                                        "cache (not cold); their speeds are too high.",
                                        nullptr, notCold)
                                   .arg(name);
    }
    // Names and kinds come from a file: shown, never obeyed, by the terminal.
    for (QStringList &row : rows)
        for (QString &cell : row)
            cell = visibleText(cell);
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());

    QString text;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c)
            cells.append(c < 4 ? row[c].leftJustified(widths[c]) : row[c].rightJustified(widths[c]));
        text += cells.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    }
    for (const QString &line : limitLines)
        text += visibleText(line) + QLatin1Char('\n');
    const QStringList warnings
        = notColdWarnings + metadataWarnings + spreadWarnings + shortWarnings + targetWarnings + disturbedWarnings;
    for (const QString &warning : warnings)
        text += visibleText(warning) + QLatin1Char('\n');
    return text;
}

QJsonArray summaryJson(const Session &session)
{
    QJsonArray array;
    for (const DriveRecord &drive : session.drives) {
        for (const ResultRecord &result : drive.results) {
            const SpeedSummary s = result.summary();
            const std::optional<PairedComparison> comparison = drive.comparedToPlain(result);
            array.append(
                QJsonObject{{QStringLiteral("drive"), drive.id},
                            {QStringLiteral("label"), drive.label},
                            {QStringLiteral("dataSet"), result.dataSet},
                            {QStringLiteral("variant"), variantName(result.variant)},
                            {QStringLiteral("operation"), result.operation},
                            {QStringLiteral("runs"), int(result.runs.size())},
                            {QStringLiteral("coldRuns"), result.coldRuns()},
                            {QStringLiteral("medianMBps"), s.medianMBps},
                            {QStringLiteral("meanMBps"), s.meanMBps},
                            {QStringLiteral("stdevMBps"), s.stdevMBps},
                            {QStringLiteral("minMBps"), s.minMBps},
                            {QStringLiteral("maxMBps"), s.maxMBps},
                            {QStringLiteral("ci95MBps"), s.ci95MBps},
                            {QStringLiteral("filesPerSecond"), result.medianFilesPerSecond()},
                            {QStringLiteral("relativeToPlain"), optionalNumber(relativeToPlain(drive, result))},
                            {QStringLiteral("verdict"),
                             comparison ? enumName(VerdictNames, comparison->verdict) : QJsonValue(QJsonValue::Null)},
                            {QStringLiteral("ratioLow"),
                             comparison && comparison->enoughPairs() ? QJsonValue(comparison->low) : QJsonValue()},
                            {QStringLiteral("ratioHigh"),
                             comparison && comparison->enoughPairs() ? QJsonValue(comparison->high) : QJsonValue()},
                            {QStringLiteral("deviceReadRatio"), optionalNumber(result.deviceReadRatio())},
                            {QStringLiteral("targetSlower"), result.targetSlower},
                            {QStringLiteral("driveLimit"), driveLimitJson(drive, result)}});
        }
    }
    return array;
}

} // namespace cm
