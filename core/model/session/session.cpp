// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include "util/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace cm {

bool isValidDriveId(const QString &id)
{
    if (id.isEmpty() || id.size() > SessionLimits::IdCharacters || id.startsWith(QLatin1Char('.')))
        return false;
    return std::all_of(id.begin(), id.end(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('-') || c == QLatin1Char('_')
            || c == QLatin1Char('.');
    });
}

double RunTimeline::endSeconds(qsizetype i, double runSeconds) const
{
    return i + 1 >= bytes.size() ? runSeconds : double(i + 1) * intervalSeconds;
}

double RunTimeline::megabytesPerSecond(qsizetype i, double runSeconds) const
{
    const qint64 before = i > 0 ? bytes[i - 1] : 0;
    return cm::megabytesPerSecond(bytes[i] - before, endSeconds(i, runSeconds) - double(i) * intervalSeconds);
}

bool RunTimeline::fits(double runSeconds, qint64 runBytes) const
{
    const qsizetype points = bytes.size();
    if (points < 1 || points > SessionLimits::TimelinePoints || bytes.constLast() != runBytes)
        return false;
    if (!(intervalSeconds >= SessionLimits::ShortestTimelineInterval
          && intervalSeconds <= SessionLimits::LongestSeconds))
        return false;
    // The last point falls in the last interval: after the one before ends,
    // no later than it ends (give or take rounding).
    if (!(double(points - 1) * intervalSeconds < runSeconds
          && runSeconds <= double(points) * intervalSeconds * (1 + 1e-9)))
        return false;
    qint64 before = 0;
    for (const qint64 count : bytes) {
        if (count < before)
            return false;
        before = count;
    }
    return true;
}

double RunRecord::megabytesPerSecond() const
{
    return cm::megabytesPerSecond(bytes, seconds);
}

SpeedSummary ResultRecord::summary() const
{
    QList<double> speeds;
    speeds.reserve(runs.size());
    for (const RunRecord &run : runs)
        speeds.append(run.megabytesPerSecond());
    return summarize(speeds);
}

int ResultRecord::coldRuns() const
{
    return int(std::count_if(runs.begin(), runs.end(), [](const RunRecord &run) { return run.cold; }));
}

std::optional<double> ResultRecord::deviceReadRatio() const
{
    QList<double> ratios;
    for (const RunRecord &run : runs) {
        if (run.deviceBytesRead && run.bytes > 0)
            ratios.append(double(*run.deviceBytesRead) / double(run.bytes));
    }
    if (ratios.isEmpty())
        return std::nullopt;
    return median(ratios);
}

double ResultRecord::medianFilesPerSecond() const
{
    QList<double> rates;
    for (const RunRecord &run : runs) {
        if (run.seconds > 0.0)
            rates.append(double(run.files) / run.seconds);
    }
    return median(rates);
}

std::optional<double> RunRecord::cpuSecondsPerGB() const
{
    const double cpu = cpuUserSeconds + cpuSystemSeconds;
    if (bytes <= 0 || cpu <= 0.0)
        return std::nullopt;
    constexpr double BytesPerGB = 1e9;
    return cpu / (double(bytes) / BytesPerGB);
}

std::optional<double> ResultRecord::medianCpuSecondsPerGB() const
{
    QList<double> perGB;
    for (const RunRecord &run : runs) {
        if (const std::optional<double> each = run.cpuSecondsPerGB())
            perGB.append(*each);
    }
    if (perGB.isEmpty())
        return std::nullopt;
    return median(perGB);
}

ResultRecord *DriveRecord::findResult(const QString &dataSet, Variant variant, const QString &operation)
{
    // Found by index into the list made the drive's own first: a copy of
    // the drive (a session handed to the window, a save's snapshot) that
    // shares the list must not change with this one.
    const ResultRecord *found = std::as_const(*this).findResult(dataSet, variant, operation);
    return found ? &results[found - results.constData()] : nullptr;
}

const ResultRecord *DriveRecord::findResult(const QString &dataSet, Variant variant, const QString &operation) const
{
    for (const ResultRecord &result : results) {
        if (result.dataSet == dataSet && result.variant == variant && result.operation == operation)
            return &result;
    }
    return nullptr;
}

std::optional<PairedComparison> DriveRecord::comparedToPlain(const ResultRecord &result) const
{
    if (result.variant != Variant::Compressed)
        return std::nullopt;
    const ResultRecord *plain = findResult(result.dataSet, Variant::Plain, result.operation);
    if (!plain)
        return std::nullopt;
    // A disturbed run leaves its pair out (comparePaired skips a speed of 0).
    const auto speed = [](const RunRecord &run) { return run.isDisturbed() ? 0.0 : run.megabytesPerSecond(); };
    QList<double> plainSpeeds, compressedSpeeds;
    for (const RunRecord &run : plain->runs)
        plainSpeeds.append(speed(run));
    for (const RunRecord &run : result.runs)
        compressedSpeeds.append(speed(run));
    // Even with no pair left, what is missing is said ("not enough pairs (0)").
    return comparePaired(plainSpeeds, compressedSpeeds);
}

QString DriveRecord::cacheModesText() const
{
    const QString first = cacheModeName(plan.cacheMode);
    if (!cacheModeUsed || *cacheModeUsed == plan.cacheMode)
        return first;
    return QCoreApplication::translate("DriveRecord", "%1, then %2").arg(first, cacheModeName(*cacheModeUsed));
}

bool Session::hasMeasurements() const
{
    return std::any_of(drives.begin(), drives.end(), [](const DriveRecord &drive) { return !drive.results.isEmpty(); });
}

QStringList Session::dataSetKinds(const QString &operation) const
{
    QStringList kinds;
    for (const DriveRecord &drive : drives) {
        for (const DataSetRecord &dataSet : drive.dataSets)
            if (!kinds.contains(dataSet.manifest.kind))
                kinds.append(dataSet.manifest.kind);
        for (const ResultRecord &result : drive.results)
            if ((operation.isEmpty() || result.operation == operation) && !kinds.contains(result.dataSet))
                kinds.append(result.dataSet);
    }
    return kinds;
}

QString CompressionRecord::choiceName() const
{
    CompressionChoice choice;
    choice.method = method;
    // A method with one algorithm (NTFS's LZNT1) is named without it.
    if (CompressionChoice::algorithmsOf(method).size() > 1)
        choice.algorithm = algorithm;
    return choice.name();
}

} // namespace cm
