// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultflags.h"

#include <QCoreApplication>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ResultFlags)
};

const DataSetRecord *dataSetOf(const DriveRecord &drive, const QString &kind)
{
    for (const DataSetRecord &dataSet : drive.dataSets) {
        if (dataSet.manifest.kind == kind)
            return &dataSet;
    }
    return nullptr;
}

const VariantRecord *variantOf(const DataSetRecord &dataSet, Variant variant)
{
    if (variant == Variant::Plain)
        return &dataSet.plain;
    return dataSet.compressed ? &*dataSet.compressed : nullptr;
}

bool isLowCompression(const DriveRecord &drive, const ResultRecord &result)
{
    const DataSetRecord *dataSet = dataSetOf(drive, result.dataSet);
    if (result.variant != Variant::Compressed || !dataSet || !dataSet->compressed
        || dataSet->manifest.zstdRatio < CompressibleRatio)
        return false;
    const std::optional<qint64> plain = dataSet->plain.onDiskBytes;
    const std::optional<qint64> compressed = dataSet->compressed->onDiskBytes;
    return plain && compressed && *plain > 0 && double(*compressed) > LowCompressionShare * double(*plain);
}

QList<double> shortRunSeconds(const DriveRecord &drive, const ResultRecord &result)
{
    QList<double> seconds;
    for (const RunRecord &run : result.runs)
        if (run.seconds < drive.plan.minRunSeconds)
            seconds.append(run.seconds);
    return seconds;
}

// Whether a run of `result` read a tree of many files and found its
// metadata in memory: the drive read hardly more than the data.
bool readCachedMetadata(const DriveRecord &drive, const ResultRecord &result)
{
    if (result.operation != QLatin1String("read") && result.operation != QLatin1String("copy")
        && result.operation != QLatin1String("pack"))
        return false;
    const DataSetRecord *dataSet = dataSetOf(drive, result.dataSet);
    const VariantRecord *variant = dataSet ? variantOf(*dataSet, result.variant) : nullptr;
    if (!variant)
        return false;
    const qint64 stored = variant->onDiskBytes.value_or(dataSet->manifest.bytes);
    return std::any_of(result.runs.cbegin(), result.runs.cend(), [&](const RunRecord &run) {
        return run.deviceBytesRead && run.files >= MetadataFiles
            && *run.deviceBytesRead - stored < run.files * MetadataBytesPerFile;
    });
}

} // namespace

ResultFlags resultFlags(const DriveRecord &drive, const ResultRecord &result)
{
    ResultFlags flags;
    if (result.coldRuns() < result.runs.size())
        flags |= ResultFlag::NotCold;
    if (result.summary().hasLargeSpread())
        flags |= ResultFlag::LargeSpread;
    if (isLowCompression(drive, result))
        flags |= ResultFlag::LowCompression;
    if (result.targetSlower)
        flags |= ResultFlag::TargetSlower;
    if (!disturbances(result).isEmpty())
        flags |= ResultFlag::Disturbed;
    if (!shortRunSeconds(drive, result).isEmpty())
        flags |= ResultFlag::TooShort;
    if (readCachedMetadata(drive, result))
        flags |= ResultFlag::MetadataCached;
    return flags;
}

QString shortRunsText(const DriveRecord &drive, const ResultRecord &result)
{
    const QList<double> seconds = shortRunSeconds(drive, result);
    if (seconds.isEmpty())
        return {};
    const auto [shortest, longest] = std::minmax_element(seconds.cbegin(), seconds.cend());
    const QString span = *shortest == *longest
        ? QString::number(*shortest, 'g', 2)
        : QStringLiteral("%1-%2").arg(QString::number(*shortest, 'g', 2), QString::number(*longest, 'g', 2));
    return Text::tr("runs of %1 s (%2 of %3)")
        .arg(span, QString::number(seconds.size()), QString::number(result.runs.size()));
}

std::optional<double> storedShare(const DriveRecord &drive, const ResultRecord &result)
{
    const DataSetRecord *dataSet = dataSetOf(drive, result.dataSet);
    const VariantRecord *variant = dataSet ? variantOf(*dataSet, result.variant) : nullptr;
    if (!variant || !variant->onDiskBytes || dataSet->manifest.bytes <= 0)
        return std::nullopt;
    return double(*variant->onDiskBytes) / double(dataSet->manifest.bytes);
}

QList<ResultFlag> flagList(ResultFlags flags)
{
    QList<ResultFlag> list;
    for (ResultFlag flag :
         {ResultFlag::NotCold, ResultFlag::LargeSpread, ResultFlag::LowCompression, ResultFlag::TargetSlower,
          ResultFlag::Disturbed, ResultFlag::TooShort, ResultFlag::MetadataCached}) {
        if (flags.testFlag(flag))
            list.append(flag);
    }
    return list;
}

QString flagName(ResultFlag flag)
{
    switch (flag) {
    case ResultFlag::NotCold:
        return Text::tr("not cold");
    case ResultFlag::LargeSpread:
        return Text::tr("large spread");
    case ResultFlag::LowCompression:
        return Text::tr("low compression");
    case ResultFlag::TargetSlower:
        return Text::tr("target slower");
    case ResultFlag::Disturbed:
        return Text::tr("disturbed");
    case ResultFlag::TooShort:
        return Text::tr("too short");
    case ResultFlag::MetadataCached:
        return Text::tr("metadata cached");
    }
    return {};
}

QString flagNames(ResultFlags flags, const QString &separator)
{
    QStringList names;
    for (ResultFlag flag : flagList(flags))
        names.append(flagName(flag));
    return names.join(separator);
}

QString flagExplanation(ResultFlag flag)
{
    switch (flag) {
    case ResultFlag::NotCold:
        return Text::tr("Some runs started with data in the page cache (not cold): the speed is too high.");
    case ResultFlag::LargeSpread:
        return Text::tr("The runs vary a lot or have outliers: more repetitions or a quieter machine help.");
    case ResultFlag::LowCompression:
        return Text::tr("The compressed variant takes nearly as much space as the plain one, although the data "
                        "compresses: the filesystem hardly compressed it.");
    case ResultFlag::TargetSlower:
        return Text::tr("The target took the data barely faster than the drive delivered it: the speed is the "
                        "target's, the drive may be faster.");
    case ResultFlag::Disturbed:
        return Text::tr("Another program used the drive or the CPU while runs were timed: their speeds may be too "
                        "low, and they are left out of the comparison with plain.");
    case ResultFlag::TooShort:
        return Text::tr("Runs lasted less than the minimum run time: the timer and the machine's noise weigh on "
                        "them. Larger data sets make them longer; sized automatically, each read lasts at least "
                        "the minimum run time.");
    case ResultFlag::MetadataCached:
        return Text::tr("The drive read hardly more than the files' data: their metadata (inodes, folders) came "
                        "from memory, so a tree of small files reads too fast. Dropping the caches as root or an "
                        "administrator (or through compressmark-helper) also flushes the drive's buffers and avoids "
                        "it.");
    }
    return {};
}

QStringList disturbances(const ResultRecord &result)
{
    QStringList lines;
    for (qsizetype i = 0; i < result.runs.size(); ++i) {
        if (result.runs[i].isDisturbed())
            lines << Text::tr("run %1: %2")
                         .arg(QString::number(i + 1), result.runs[i].interference.join(QStringLiteral("; ")));
    }
    return lines;
}

QString flagMark()
{
    return QStringLiteral("\u26A0");
}

QStringList flagFootnotes(ResultFlags flags)
{
    QStringList lines;
    for (ResultFlag flag : flagList(flags))
        lines.append(Text::tr("%1 %2: %3").arg(flagMark(), flagName(flag), flagExplanation(flag)));
    return lines;
}

} // namespace cm
