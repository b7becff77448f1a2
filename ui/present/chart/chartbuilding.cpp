// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartbuilding.h"

#include "chart/displaynames.h"
#include "report/summaryrows.h"
#include "stats/statistics.h"

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

} // namespace

const ResultRecord *readResult(const DriveRecord &drive, const QString &dataSet, Variant variant)
{
    const ResultRecord *result = drive.findResult(dataSet, variant, operationName(Operation::Read));
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

ChartData::Series sideBySideSeries(const QStringList &names, qsizetype d, Variant variant)
{
    const bool oneDrive = names.size() == 1;
    ChartData::Series series;
    series.name = oneDrive ? variantTitle(variant) : names[d];
    series.drive = oneDrive ? names[d] : QString();
    series.inLegend = oneDrive || variant == Variant::Plain;
    series.variant = seriesVariant(variant);
    series.group = int(d);
    return series;
}

QString pairOfBarsFootnote()
{
    return Text::tr("Each drive's pair of bars: compression off first, compression on beside it in another shade of "
                    "the drive's colour.");
}

} // namespace cm
