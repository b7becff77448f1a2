// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace cm {

// The spread of repeated measurements, in MB/s (10^6 bytes per second).
struct SpeedSummary
{
    int count = 0;
    double medianMBps = 0.0;
    double meanMBps = 0.0;
    double stdevMBps = 0.0; // sample standard deviation (n - 1)
    double minMBps = 0.0;
    double maxMBps = 0.0;
    double ci95MBps = 0.0; // half-width of the 95 % confidence interval of the mean (Student's t)
    int outliers = 0;      // values beyond 1.5 interquartile ranges from the quartiles: flagged, kept
    double coefficientOfVariation() const { return meanMBps > 0.0 ? stdevMBps / meanMBps : 0.0; }
    // A spread above this coefficient of variation makes a median doubtful.
    static constexpr double LargeSpread = 0.10;
    // Outliers, or runs that vary by more than LargeSpread: the summaries warn.
    bool hasLargeSpread() const { return outliers > 0 || coefficientOfVariation() > LargeSpread; }
    // The confidence interval is within `fraction` of the median (adaptive repetitions).
    bool isPreciseWithin(double fraction) const { return count >= 2 && ci95MBps <= fraction * medianMBps; }
};

SpeedSummary summarize(const QList<double> &speedsMBps);

// Whether `value` lies beyond 1.5 interquartile ranges from the quartiles
// of `sorted` (Tukey's fences).
bool isOutlier(const QList<double> &sorted, double value);

// The middle value (the mean of the two middle ones); 0 for none.
double median(QList<double> values);

// Two-sided 95 % quantile of Student's t with `degreesOfFreedom`.
double studentT95(int degreesOfFreedom);

} // namespace cm
