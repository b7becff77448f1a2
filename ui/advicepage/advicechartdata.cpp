// SPDX-License-Identifier: GPL-3.0-or-later
#include "advicechartdata.h"

#include "chart/displaynames.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AdviceChart)
};

// The algorithms worth a bar: the ones a user can choose by name, and the
// one each data kind's sentence names: the recommended, else (cannot tell,
// or slower than plain) the fastest.
QStringList chartedCodecs(const QList<KindAdvice> &advice)
{
    QStringList codecs;
    const QStringList named{QStringLiteral("zstd:3"), QStringLiteral("lzo"), QStringLiteral("zlib:3"),
                            QStringLiteral("lznt1")};
    for (const KindAdvice &kind : advice) {
        for (const QString &codec : named) {
            if (findAlgorithm(kind, codec) && !codecs.contains(codec))
                codecs.append(codec);
        }
    }
    for (const KindAdvice &kind : advice) {
        const QString &inSentence = kind.bestCodec.isEmpty() ? kind.fastestCodec : kind.bestCodec;
        if (!inSentence.isEmpty() && !codecs.contains(inSentence))
            codecs.append(inSentence);
    }
    return codecs;
}

} // namespace

ChartData adviceChartData(const QList<KindAdvice> &advice)
{
    ChartData data;
    data.title = Text::tr("Should I compress?");
    data.subtitle = Text::tr("Predicted read speed of compressed data on this drive and CPU");
    data.valueAxisTitle = Text::tr("MB/s");
    for (const KindAdvice &kind : advice)
        data.categories.append(kind.kind);
    data.categoryLabels = dataSetTitles(data.categories);

    ChartData::Series plain{Text::tr("plain"), SeriesVariant::Plain, 0, {}, {}, {}, {}, {}};
    for (const KindAdvice &kind : advice)
        plain.values.append(std::round(kind.plain.value));
    data.series.append(plain);

    // Each algorithm its own colour: the prediction solid, the measurement
    // in the lighter shade of the same colour.
    const QLocale locale;
    const QStringList codecs = chartedCodecs(advice);
    for (int i = 0; i < codecs.size(); ++i) {
        const QString &codec = codecs[i];
        ChartData::Series predicted{
            Text::tr("%1 predicted").arg(codec), SeriesVariant::Plain, i + 1, {}, {}, {}, {}, {}};
        ChartData::Series measured{
            Text::tr("%1 measured").arg(codec), SeriesVariant::Compressed, i + 1, {}, {}, {}, {}, {}};
        bool anyMeasured = false;
        for (const KindAdvice &kind : advice) {
            const AlgorithmAdvice *algorithm = findAlgorithm(kind, codec);
            predicted.values.append(algorithm ? std::round(algorithm->prediction.predictedMBps) : 0.0);
            const bool saves = algorithm && algorithm->prediction.spaceSaved >= 0.005;
            predicted.notes.append(
                saves ? Text::tr("%1 % saved").arg(locale.toString(algorithm->prediction.spaceSaved * 100.0, 'f', 0))
                      : QString());
            const bool has = algorithm && algorithm->measured;
            measured.values.append(has ? std::round(algorithm->measured->value) : 0.0);
            anyMeasured = anyMeasured || has;
        }
        data.series.append(predicted);
        if (anyMeasured)
            data.series.append(measured);
    }
    // Beside more than four bars a group has no room for a second label:
    // the space saved stays in the table then.
    if (data.series.size() > 4) {
        for (ChartData::Series &series : data.series)
            series.notes.clear();
    }
    return data;
}

} // namespace cm
