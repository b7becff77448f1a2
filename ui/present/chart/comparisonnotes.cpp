// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisonnotes.h"

#include "chart/chartnumber.h"
#include "report/comparisontext.h"

#include <QCoreApplication>
#include <QLocale>

namespace cm {
namespace {

// The chart strings share the per-drive chart's translation context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SpeedChart)
};

// Whether the paired ratio, as printed, reads otherwise than the ratio of
// the bars: a reader holds one against the other.
bool differsFromBars(const PairedComparison &comparison, double plainMedian, double compressedMedian)
{
    if (!comparison.enoughPairs() || plainMedian <= 0.0 || compressedMedian <= 0.0)
        return false;
    const QString bars = chartPercent(compressedMedian / plainMedian);
    if (comparison.verdict == Verdict::NoDifference)
        return bars != chartPercent(1.0);
    return bars != chartPercent(comparison.ratio);
}

} // namespace

ComparisonNotes &ComparisonNotes::operator|=(const ComparisonNotes &other)
{
    samePlain = samePlain || other.samePlain;
    tooFewPairs = tooFewPairs || other.tooFewPairs;
    differFromBars = differFromBars || other.differFromBars;
    return *this;
}

// Short, as a bar has little room, and explained once under the chart.
QString samePlainNote()
{
    return Text::tr("≈ plain");
}

ComparisonNotes noteComparedToPlain(const QList<std::optional<PairedComparison>> &comparisons,
                                    const ChartData::Series &plain, ChartData::Series *compressed)
{
    ComparisonNotes said;
    compressed->notes.clear();
    compressed->shortNotes.clear();
    for (qsizetype i = 0; i < compressed->values.size(); ++i) {
        const std::optional<PairedComparison> comparison = comparisons.value(i);
        QString note, shortNote;
        if (!comparison) {
            // No plain partner: nothing to compare with, and the missing bar says so.
        } else if (!comparison->enoughPairs()) {
            note = notEnoughPairsText(comparison->pairs);
            shortNote = Text::tr("pairs: %1").arg(comparison->pairs);
            said.tooFewPairs = true;
        } else if (comparison->verdict == Verdict::NoDifference) {
            note = shortNote = samePlainNote();
            said.samePlain = true;
        } else {
            note = Text::tr("%1 of plain").arg(comparisonText(*comparison, QLocale()));
            shortNote = chartPercent(comparison->ratio);
        }
        if (comparison && differsFromBars(*comparison, plain.values.value(i), compressed->values.value(i)))
            said.differFromBars = true;
        compressed->notes.append(note);
        compressed->shortNotes.append(shortNote);
    }
    return said;
}

QStringList comparisonFootnotes(const ComparisonNotes &notes)
{
    QStringList lines;
    if (notes.samePlain)
        lines.append(Text::tr("≈ plain: compression on and off differ by no more than the noise of the paired runs "
                              "(95 % confidence interval)"));
    if (notes.tooFewPairs)
        lines.append(Text::tr("not enough pairs (n): only n pairs of undisturbed runs with compression off and on; "
                              "a comparison needs %1")
                         .arg(MinimumPairs));
    if (notes.differFromBars)
        lines.append(Text::tr("Bars: the median of the runs. \"% of plain\": the mean ratio of the runs paired by "
                              "repetition, which drift does not move; the two can differ."));
    return lines;
}

} // namespace cm
