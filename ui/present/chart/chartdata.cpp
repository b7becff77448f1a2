// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include "chart/chartnumber.h"
#include "chart/comparisonnotes.h"
#include "chart/drivelimitnotes.h"
#include "chart/displaynames.h"
#include "chart/speedchartdata.h"
#include "report/comparisontext.h"
#include "report/summaryrows.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <utility>

namespace cm {
namespace {

// The chart strings share the per-drive chart's translation context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SpeedChart)
};

const QString Read = operationName(Operation::Read);

const ResultRecord *readResult(const DriveRecord &drive, const QString &dataSet, Variant variant)
{
    const ResultRecord *result = drive.findResult(dataSet, variant, Read);
    return result && !result->runs.isEmpty() ? result : nullptr;
}

void addWhiskers(ChartData::Series *series, const ResultRecord *result, Whiskers whiskers)
{
    if (whiskers == Whiskers::None)
        return;
    double low = 0.0, high = 0.0;
    if (result) {
        const SpeedSummary s = result->summary();
        low = whiskers == Whiskers::MinMax ? s.minMBps : std::max(0.0, s.meanMBps - s.ci95MBps);
        high = whiskers == Whiskers::MinMax ? s.maxMBps : s.meanMBps + s.ci95MBps;
    }
    series->low.append(low);
    series->high.append(high);
}

// Puts the flag mark above each doubtful bar of `series` (before a note
// already there); gives what was flagged.
ResultFlags markDoubtfulBars(ChartData::Series *series, const QList<ResultFlags> &flags)
{
    ResultFlags all;
    for (qsizetype c = 0; c < flags.size() && c < series->values.size(); ++c) {
        if (!flags[c])
            continue;
        all |= flags[c];
        series->notes.resize(series->values.size());
        series->shortNotes.resize(series->values.size());
        for (QString *note : {&series->notes[c], &series->shortNotes[c]})
            *note = note->isEmpty() ? flagMark() : flagMark() + QLatin1Char(' ') + *note;
    }
    return all;
}

QString whiskersNote(Whiskers whiskers)
{
    switch (whiskers) {
    case Whiskers::MinMax:
        return Text::tr("bars: median; whiskers: slowest and fastest run");
    case Whiskers::Ci95:
        return Text::tr("bars: median; whiskers: 95 % confidence interval of the mean");
    case Whiskers::None:
        break;
    }
    return {};
}

QString machinesLine(const Session &session)
{
    return Text::tr("%1, %2, %3")
        .arg(session.machine.cpu, session.machine.os,
             QLocale::c().toString(session.created.toUTC().date(), QStringLiteral("yyyy-MM-dd")));
}

double medianOf(QList<double> values)
{
    return median(std::move(values));
}

} // namespace

QString chartKindName(ChartKind kind)
{
    return enumName(ChartKindNames, kind);
}

bool parseChartKind(const QString &name, ChartKind *kind)
{
    return parseEnumName(ChartKindNames, name, kind);
}

QString whiskersName(Whiskers whiskers)
{
    return enumName(WhiskersNames, whiskers);
}

bool parseWhiskers(const QString &name, Whiskers *whiskers)
{
    return parseEnumName(WhiskersNames, name, whiskers);
}

double ChartData::largestValue() const
{
    double largest = valueAxisReach;
    for (const Series &s : series) {
        for (double value : s.values)
            largest = std::max(largest, value);
        for (double value : s.high)
            largest = std::max(largest, value);
    }
    if (referenceLine)
        largest = std::max(largest, *referenceLine);
    return largest;
}

int ChartData::barCount() const
{
    int count = 0;
    for (const Series &s : series)
        count += int(std::count_if(s.values.begin(), s.values.end(), [](double value) { return value > 0.0; }));
    return count;
}

ChartData perDriveChartData(const SpeedChartData &speeds)
{
    ChartData data;
    data.title = speeds.title;
    data.subtitle = speeds.subtitle;
    data.categories = speeds.categories;
    data.categoryLabels = dataSetTitles(data.categories);
    data.valueAxisTitle = Text::tr("MB/s");
    for (const SpeedChartData::Series &measured : speeds.series)
        data.series.append(ChartData::Series{
            variantTitle(measured.variant), seriesVariant(measured.variant), 0, measured.medianMBps, {}, {}, {}, {}});
    ComparisonNotes notes;
    if (data.series.size() == 2 && data.series[1].variant == SeriesVariant::Compressed)
        notes = noteComparedToPlain(speeds.comparedToPlain, data.series[0], &data.series[1]);
    ResultFlags flagged;
    for (qsizetype i = 0; i < data.series.size(); ++i)
        flagged |= markDoubtfulBars(&data.series[i], speeds.series[i].flags);
    data.footnotes = flagFootnotes(flagged) + comparisonFootnotes(notes);
    return data;
}

namespace {

// Why a drive's chart has no bars: it measured other work than reads (the
// small-files preset), which its table and timeline show.
QString noReadRunsNote(const DriveRecord &drive)
{
    QStringList measured;
    for (const ResultRecord &result : drive.results) {
        const QString title = operationTitle(result.operation);
        if (!measured.contains(title))
            measured.append(title);
    }
    if (measured.isEmpty())
        return Text::tr("This drive has no finished runs yet.");
    return Text::tr("This drive has no read runs to draw: what it measured (%1) is in its table and in its chart "
                    "of speed over time.")
        .arg(QLocale().createSeparatedList(measured));
}

} // namespace

ChartData perDriveChartData(const Session &session, const DriveRecord &drive, Whiskers whiskers)
{
    ChartData data = perDriveChartData(SpeedChartData::fromDrive(session, drive));
    data.footnotes += driveLimitNotes(drive);
    if (data.series.isEmpty())
        data.emptyNote = noReadRunsNote(drive);
    if (whiskers == Whiskers::None)
        return data;
    data.subtitle += QStringLiteral("; ") + whiskersNote(whiskers);
    for (ChartData::Series &series : data.series) {
        const Variant variant = series.variant == SeriesVariant::Compressed ? Variant::Compressed : Variant::Plain;
        for (const QString &kind : std::as_const(data.categories))
            addWhiskers(&series, readResult(drive, kind, variant), whiskers);
    }
    return data;
}

ChartData compareChartData(const Session &session, Whiskers whiskers)
{
    ChartData data;
    data.title = Text::tr("Read speed by drive, MB/s");
    data.subtitle = machinesLine(session);
    if (whiskers != Whiskers::None)
        data.subtitle += QStringLiteral("; ") + whiskersNote(whiskers);
    data.categories = session.dataSetKinds(Read);
    data.categoryLabels = dataSetTitles(data.categories);
    data.valueAxisTitle = Text::tr("MB/s");
    const QStringList names = distinctDriveNames(session);
    ResultFlags flagged;
    ComparisonNotes notes;
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        QList<ChartData::Series> pair;
        QList<QList<ResultFlags>> pairFlags;
        QList<std::optional<PairedComparison>> comparisons;
        for (const QString &kind : std::as_const(data.categories)) {
            const ResultRecord *compressed = readResult(drive, kind, Variant::Compressed);
            comparisons.append(compressed ? drive.comparedToPlain(*compressed) : std::nullopt);
        }
        for (const Variant variant : Variants) {
            ChartData::Series series;
            // One legend entry per drive: with many drives, "name, compression off"
            // and "name, compression on" would not fit and be cut alike. One
            // drive is drawn in the variants' colours, and its legend says so.
            const bool oneDrive = session.drives.size() == 1;
            series.name = oneDrive ? variantTitle(variant) : names[d];
            series.drive = oneDrive ? names[d] : QString();
            series.inLegend = oneDrive || variant == Variant::Plain;
            series.variant = seriesVariant(variant);
            series.group = int(d);
            QList<ResultFlags> flags;
            bool any = false;
            for (const QString &kind : std::as_const(data.categories)) {
                const ResultRecord *result = readResult(drive, kind, variant);
                series.values.append(result ? result->summary().medianMBps : 0.0);
                flags.append(result ? resultFlags(drive, *result) & DoubtfulSpeed : ResultFlags());
                addWhiskers(&series, result, whiskers);
                any = any || result;
            }
            if (any) {
                pair.append(series);
                pairFlags.append(flags);
            }
        }
        if (pair.size() == 2)
            notes |= noteComparedToPlain(comparisons, pair[0], &pair[1]);
        for (qsizetype i = 0; i < pair.size(); ++i)
            flagged |= markDoubtfulBars(&pair[i], pairFlags[i]);
        data.series += pair;
    }
    data.footnotes = flagFootnotes(flagged) + comparisonFootnotes(notes);
    if (session.drives.size() > 1)
        data.footnotes.append(
            Text::tr("Each drive's pair of bars: compression off first, compression on beside it in another shade "
                     "of the drive's colour."));
    return data;
}

ChartData drivesChartData(const Session &session, const QString &dataSet, DriveOrder order, Whiskers whiskers)
{
    ChartData data;
    data.orientation = Qt::Horizontal;
    data.title = Text::tr("Read speed of %1 by drive, MB/s").arg(dataSetTitle(dataSet));
    data.subtitle = machinesLine(session);
    if (whiskers != Whiskers::None)
        data.subtitle += QStringLiteral("; ") + whiskersNote(whiskers);
    data.valueAxisTitle = Text::tr("MB/s");
    const QStringList names = distinctDriveNames(session);
    QList<qsizetype> rows;
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        if (readResult(session.drives[d], dataSet, Variant::Plain)
            || readResult(session.drives[d], dataSet, Variant::Compressed))
            rows.append(d);
    }
    const auto plainSpeed = [&](qsizetype d) {
        const ResultRecord *plain = readResult(session.drives[d], dataSet, Variant::Plain);
        return plain ? plain->summary().medianMBps : 0.0;
    };
    if (order == DriveOrder::Speed)
        std::stable_sort(rows.begin(), rows.end(),
                         [&](qsizetype a, qsizetype b) { return plainSpeed(a) > plainSpeed(b); });
    // Horizontal bars count their categories from the bottom: the first row goes last.
    std::reverse(rows.begin(), rows.end());
    ChartData::Series series[2];
    QList<ResultFlags> flags[2];
    QList<std::optional<PairedComparison>> comparisons;
    for (const qsizetype d : std::as_const(rows)) {
        const DriveRecord &drive = session.drives[d];
        data.categories.append(names[d]);
        for (int v = 0; v < 2; ++v) {
            const ResultRecord *result = readResult(drive, dataSet, Variants[v]);
            series[v].values.append(result ? result->summary().medianMBps : 0.0);
            flags[v].append(result ? resultFlags(drive, *result) & DoubtfulSpeed : ResultFlags());
            addWhiskers(&series[v], result, whiskers);
        }
        const ResultRecord *compressed = readResult(drive, dataSet, Variant::Compressed);
        comparisons.append(compressed ? drive.comparedToPlain(*compressed) : std::nullopt);
    }
    ResultFlags flagged;
    const ComparisonNotes notes = noteComparedToPlain(comparisons, series[0], &series[1]);
    for (int v = 0; v < 2; ++v) {
        series[v].name = variantTitle(Variants[v]);
        series[v].variant = seriesVariant(Variants[v]);
        flagged |= markDoubtfulBars(&series[v], flags[v]);
        if (std::any_of(series[v].values.cbegin(), series[v].values.cend(), [](double value) { return value > 0.0; }))
            data.series.append(series[v]);
    }
    data.footnotes = flagFootnotes(flagged) + comparisonFootnotes(notes);
    return data;
}

ChartData percentChartData(const Session &session)
{
    ChartData data;
    data.title = Text::tr("Read speed with compression on, as % of compression off");
    data.subtitle = machinesLine(session) + QStringLiteral("; ")
        + Text::tr("bars: runs paired by repetition; whiskers: 95 % confidence interval");
    data.categories = session.dataSetKinds(Read);
    data.categoryLabels = dataSetTitles(data.categories);
    data.valueAxisTitle = Text::tr("% of plain");
    data.valueAxisShortTitle = QStringLiteral("%");
    data.referenceLine = 100.0;
    ComparisonNotes notes;
    const QStringList names = distinctDriveNames(session);
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        ChartData::Series series;
        series.name = names[d];
        series.group = int(d);
        bool any = false;
        // The paired ratio, its 95 % interval as whiskers, and the verdict
        // where the runs show no difference or are too few to tell.
        for (const QString &kind : std::as_const(data.categories)) {
            const ResultRecord *compressed = readResult(drive, kind, Variant::Compressed);
            const std::optional<PairedComparison> found
                = compressed ? drive.comparedToPlain(*compressed) : std::nullopt;
            // Too few pairs: a ratio of 0, no bar, and the note says why.
            const PairedComparison comparison = found.value_or(PairedComparison{});
            series.values.append(comparison.ratio * 100.0);
            series.low.append(comparison.low * 100.0);
            series.high.append(comparison.high * 100.0);
            QString note;
            if (found && !comparison.enoughPairs()) {
                note = notEnoughPairsText(comparison.pairs);
                notes.tooFewPairs = true;
            } else if (comparison.verdict == Verdict::NoDifference) {
                note = samePlainNote();
                notes.samePlain = true;
            }
            series.notes.append(note);
            any = any || found.has_value();
        }
        if (any)
            data.series.append(series);
    }
    data.footnotes = comparisonFootnotes(notes);
    if (data.series.isEmpty())
        data.emptyNote = Text::tr("No drive in this session has read runs with compression both off and on: there is "
                                  "nothing to compare.");
    return data;
}

ChartData deviceChartData(const Session &session)
{
    ChartData data;
    // In MiB, as the Setup page and the web page give the data sets' sizes.
    data.title = Text::tr("Bytes read from the device per data set, MiB");
    data.subtitle = machinesLine(session) + QStringLiteral("; ")
        + Text::tr("below the logical size where compression saved reading");
    data.valueAxisTitle = Text::tr("MiB");
    ChartData::Series logical{Text::tr("logical data"), SeriesVariant::Logical, 0, {}, {}, {}, {}, {}};
    ChartData::Series plain{Text::tr("device read, compression off"), SeriesVariant::Plain, 0, {}, {}, {}, {}, {}};
    ChartData::Series compressed{
        Text::tr("device read, compression on"), SeriesVariant::Compressed, 0, {}, {}, {}, {}, {}};
    const QStringList names = distinctDriveNames(session);
    const QStringList kinds = session.dataSetKinds(Read);
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        for (const QString &kind : kinds) {
            const ResultRecord *results[]
                = {readResult(drive, kind, Variant::Plain), readResult(drive, kind, Variant::Compressed)};
            if (!results[0] && !results[1])
                continue;
            QList<double> logicalBytes, deviceBytes[2];
            for (int v = 0; v < 2; ++v) {
                if (!results[v])
                    continue;
                for (const RunRecord &run : results[v]->runs) {
                    logicalBytes.append(double(run.bytes));
                    if (run.deviceBytesRead)
                        deviceBytes[v].append(double(*run.deviceBytesRead));
                }
            }
            data.categories.append(session.drives.size() > 1 ? QStringLiteral("%1: %2").arg(names[d], kind) : kind);
            data.categoryLabels.append(session.drives.size() > 1
                                           ? QStringLiteral("%1: %2").arg(names[d], dataSetTitle(kind))
                                           : dataSetTitle(kind));
            constexpr double BytesPerMiB = 1024.0 * 1024.0;
            const double logicalMiB = medianOf(logicalBytes) / BytesPerMiB;
            logical.values.append(logicalMiB);
            plain.values.append(medianOf(deviceBytes[0]) / BytesPerMiB);
            compressed.values.append(medianOf(deviceBytes[1]) / BytesPerMiB);
            const bool saved = logicalMiB > 0.0 && compressed.values.constLast() > 0.0;
            const QString percent = saved ? chartPercent(compressed.values.constLast() / logicalMiB) : QString();
            compressed.notes.append(saved ? Text::tr("%1 of logical").arg(percent) : QString());
            compressed.shortNotes.append(percent);
        }
    }
    data.series = {logical, plain};
    if (compressed.values != QList<double>(compressed.values.size(), 0.0))
        data.series.append(compressed);
    return data;
}

} // namespace cm
