// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressionmodel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CompressionModel)
};

// Below this, btrfs stores the data plain and reads it at the plain speed.
constexpr double WorthCompressing = 1.03;
// A prediction whose whole interval holds 100 % and stays within a tenth of
// it is "no measurable difference"; one that reaches further up only is at
// most a tenth slower, and one that reaches further down is too wide to
// tell: an estimate of 104 % in 45-239 % says nothing of plain.
constexpr double NearPlainLow = 0.9;
constexpr double NearPlainHigh = 1.1;
// Slower than plain, worth it where space matters: a loss of at most a
// fifth for at least a quarter of the space.
constexpr double WithinAFifth = 0.8;
constexpr double WorthTheSpace = 0.25;

int percent(double fraction)
{
    return int(std::lround(fraction * 100.0));
}

} // namespace

Prediction predictCompressedRead(const PredictionInputs &in)
{
    Prediction prediction;
    const Estimate &plain = in.plainMBps;
    const Estimate &decompress = in.decompressMBps;
    if (in.ratio < WorthCompressing || !plain.isKnown() || !decompress.isKnown()) {
        prediction.predictedMBps = plain.value;
        prediction.lowMBps = plain.low;
        prediction.highMBps = plain.high;
        prediction.relative = prediction.relativeLow = prediction.relativeHigh = plain.isKnown() ? 1.0 : 0.0;
        return prediction;
    }
    prediction.ratio = in.ratio;
    prediction.spaceSaved = 1.0 - 1.0 / in.ratio;
    // Seconds per logical MB: reading the stored bytes, decompressing, the extents.
    const double reading = 1.0 / (plain.value * in.ratio);
    const double decompressing = 1.0 / decompress.value;
    const double extents = in.extraSecondsPerMB;
    const double total = reading + decompressing + extents;
    prediction.predictedMBps = 1.0 / total;
    prediction.relative = prediction.predictedMBps / plain.value;
    // Each term's share of the time times its own relative error; against
    // plain, the plain speed's error moves the other two terms instead.
    const double extentsError = std::max(in.highExtraSecondsPerMB - extents, extents - in.lowExtraSecondsPerMB);
    const double readingError = reading * plain.relativeHalfWidth();
    const double decompressingError = decompressing * decompress.relativeHalfWidth();
    const double timeError = std::hypot(readingError, decompressingError, extentsError) / total;
    // On a logarithmic scale, as the inputs' intervals are: a large error
    // widens both ends alike instead of sending one to infinity.
    prediction.lowMBps = prediction.predictedMBps * std::exp(-timeError);
    prediction.highMBps = prediction.predictedMBps * std::exp(timeError);
    const double relativeError
        = std::hypot((decompressing + extents) * plain.relativeHalfWidth(), decompressingError, extentsError) / total;
    prediction.relativeLow = prediction.relative * std::exp(-relativeError);
    prediction.relativeHigh = prediction.relative * std::exp(relativeError);
    return prediction;
}

Prediction predictCompressedRead(double plainMBps, double ratio, double decompressMBps)
{
    PredictionInputs inputs;
    inputs.plainMBps = Estimate::exact(plainMBps);
    inputs.ratio = ratio;
    inputs.decompressMBps = Estimate::exact(decompressMBps);
    return predictCompressedRead(inputs);
}

QString adviceName(CompressionAdvice advice)
{
    switch (advice) {
    case CompressionAdvice::Faster:
        return QStringLiteral("faster");
    case CompressionAdvice::AsFast:
        return QStringLiteral("as-fast");
    case CompressionAdvice::AtMostATenthSlower:
        return QStringLiteral("at-most-a-tenth-slower");
    case CompressionAdvice::CannotTell:
        return QStringLiteral("cannot-tell");
    case CompressionAdvice::IfSpaceMatters:
        return QStringLiteral("if-space-matters");
    case CompressionAdvice::Slower:
        return QStringLiteral("slower");
    case CompressionAdvice::DoesNotShrink:
        break;
    }
    return QStringLiteral("does-not-shrink");
}

CompressionAdvice adviceOf(const Prediction &prediction)
{
    if (prediction.ratio < WorthCompressing)
        return CompressionAdvice::DoesNotShrink;
    if (prediction.relativeLow >= 1.0)
        return CompressionAdvice::Faster;
    // Within noise of plain: as fast where the whole interval is near it, at
    // most a tenth slower where only its upper end reaches further, else an
    // interval that allows a real loss and cannot decide. Judged by the low
    // end, the worst case: of two algorithms with the same spread, the faster
    // is never "cannot tell" where the slower is "no measurable difference".
    if (prediction.relativeHigh >= 1.0) {
        if (prediction.relativeLow < NearPlainLow)
            return CompressionAdvice::CannotTell;
        return prediction.relativeHigh <= NearPlainHigh ? CompressionAdvice::AsFast
                                                        : CompressionAdvice::AtMostATenthSlower;
    }
    // Slower: "do not compress" claims a loss of more than a fifth, so only
    // where the whole interval lies past it; an interval that reaches within
    // a fifth leaves the choice to the space saved, and its words say that
    // it may be slower still. Judged by the estimate alone, books at 76 to
    // 81 % of plain were advised both ways by probes of one session.
    if (prediction.relativeHigh >= WithinAFifth && prediction.spaceSaved >= WorthTheSpace)
        return CompressionAdvice::IfSpaceMatters;
    return CompressionAdvice::Slower;
}

bool favoursCompressing(CompressionAdvice advice)
{
    return advice == CompressionAdvice::Faster || advice == CompressionAdvice::AsFast
        || advice == CompressionAdvice::AtMostATenthSlower || advice == CompressionAdvice::IfSpaceMatters;
}

bool rangeTellsFromPlain(const Prediction &prediction)
{
    return adviceOf(prediction) != CompressionAdvice::CannotTell;
}

QString rangeText(const Prediction &prediction, const QLocale &locale)
{
    if (!rangeTellsFromPlain(prediction))
        return Text::tr("cannot tell");
    return QStringLiteral("%1–%2").arg(locale.toString(prediction.lowMBps, 'f', 0),
                                       locale.toString(prediction.highMBps, 'f', 0));
}

QString recommendation(const Prediction &best, const QString &codec)
{
    const QString saved = QString::number(percent(best.spaceSaved));
    const QString relative = QString::number(percent(best.relative));
    const QString range = QStringLiteral("%1–%2 %").arg(QString::number(percent(best.relativeLow)),
                                                        QString::number(percent(best.relativeHigh)));
    switch (adviceOf(best)) {
    case CompressionAdvice::DoesNotShrink:
        return Text::tr("do not compress: the data does not shrink");
    case CompressionAdvice::Faster:
        return Text::tr("compress with %1: %2 % (%3) of the plain speed, %4 % less space")
            .arg(codec, relative, range, saved);
    case CompressionAdvice::AsFast:
        return Text::tr("compress with %1: no measurable difference from plain (%2 %, %3), %4 % less space")
            .arg(codec, relative, range, saved);
    case CompressionAdvice::AtMostATenthSlower:
        return Text::tr("compress with %1: at most a tenth slower than plain, perhaps faster (%2 %, %3), %4 % less "
                        "space")
            .arg(codec, relative, range, saved);
    case CompressionAdvice::CannotTell:
        return Text::tr("cannot tell: %1 would read at %2 % of the plain speed by the estimate, but the "
                        "measurements' spread allows %3, faster or slower than plain; measuring it decides (%4 % "
                        "less space)")
            .arg(codec, relative, range, saved);
    case CompressionAdvice::IfSpaceMatters:
        if (best.relativeLow < WithinAFifth)
            return Text::tr("compress with %1 if space matters: %2 % (%3) of the plain speed, perhaps more than a "
                            "fifth slower, %4 % less space")
                .arg(codec, relative, range, saved);
        return Text::tr("compress with %1 if space matters: %2 % (%3) of the plain speed, %4 % less space")
            .arg(codec, relative, range, saved);
    case CompressionAdvice::Slower:
        break;
    }
    return Text::tr("do not compress: %1 would read at %2 % (%3) of the plain speed").arg(codec, relative, range);
}

} // namespace cm
