// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "predict/estimate.h"

#include <QLocale>
#include <QString>

namespace cm {

// Predicts the read speed of compressed data from the drive's plain read
// speed, the codec's measured ratio and decompression speed, and what the
// drive charges for reading compressed extents one by one: the device reads
// the stored bytes at its plain speed, pays per extent, and the CPU turns
// them into logical bytes. btrfs decompresses an extent before the next is
// read, so the times add up rather than overlap; the validation against
// measured runs keeps that honest.
struct PredictionInputs
{
    Estimate plainMBps;
    double ratio = 1.0;
    Estimate decompressMBps;
    // Per logical MB, for the compressed extents' reads; with its interval.
    double extraSecondsPerMB = 0.0;
    double lowExtraSecondsPerMB = 0.0;
    double highExtraSecondsPerMB = 0.0;
};

struct Prediction
{
    double predictedMBps = 0.0;
    // The 95 % interval the measured inputs' spread gives the prediction,
    // their errors taken as independent (added in quadrature): the noise of
    // the measurements, not the model's own error (docs/ADVISE.md has that,
    // measured).
    double lowMBps = 0.0;
    double highMBps = 0.0;
    double ratio = 1.0;
    double spaceSaved = 0.0; // fraction of the plain size
    // Against the plain speed, with the same interval.
    double relative = 0.0;
    double relativeLow = 0.0;
    double relativeHigh = 0.0;
};

Prediction predictCompressedRead(const PredictionInputs &inputs);
// The same from exact figures, without extent costs.
Prediction predictCompressedRead(double plainMBps, double ratio, double decompressMBps);

// What a prediction says about compressing, against the plain read.
enum class CompressionAdvice {
    Faster,             // the whole interval above 100 %
    AsFast,             // the interval holds 100 % and lies within a tenth of it (90-110 %): no measurable difference
    AtMostATenthSlower, // the interval holds 100 %, reaches above 110 % and not below 90 %: perhaps faster
    CannotTell,         // the interval holds 100 % and reaches below 90 %: the measurements cannot decide
    IfSpaceMatters,     // slower, the interval reaching within a fifth of plain, and saves at least a quarter
    Slower,             // do not compress: the interval lies more than a fifth below plain, or saves little
    DoesNotShrink,      // stored plain anyway
};

// As `advise --json` names it: faster, as-fast, at-most-a-tenth-slower, cannot-tell, if-space-matters,
// slower, does-not-shrink.
QString adviceName(CompressionAdvice advice);

CompressionAdvice adviceOf(const Prediction &prediction);
bool favoursCompressing(CompressionAdvice advice);

// The verdict in words, the one wording the command line and the window
// share: "compress with …", "compress with … if space matters", "cannot
// tell" or "do not compress", with the figures. It follows adviceOf(), so
// that a sentence never says more than the range holds.
QString recommendation(const Prediction &best, const QString &codec);

// Whether the prediction's range decides how it compares with plain: every
// verdict but "cannot tell" does.
bool rangeTellsFromPlain(const Prediction &prediction);
// The range in MB/s ("366–669"), or "cannot tell" where the verdict is
// that: a range wider than the difference it must decide is no figure.
QString rangeText(const Prediction &prediction, const QLocale &locale);

} // namespace cm
