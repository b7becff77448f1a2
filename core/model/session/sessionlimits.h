// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

namespace cm {

// Bounds on what a session may hold: far beyond any real session, and low
// enough that no text drawn in a chart or a table can exhaust memory. The
// reader refuses more, naming the limit; the writer keeps every value
// within the same bounds (sessionjson.cpp), so that what is saved always
// loads again; the command line refuses options beyond them.
namespace SessionLimits {

// The numbers a field may hold, from lowest to highest.
template <typename Number>
struct Range
{
    Number lowest;
    Number highest;

    bool holds(Number value) const { return value >= lowest && value <= highest; }
    // `value` brought within; a number that is none (NaN) becomes the lowest.
    Number clamped(Number value) const
    {
        if constexpr (std::is_floating_point_v<Number>) {
            if (std::isnan(value))
                return lowest;
        }
        return std::clamp(value, lowest, highest);
    }
};

constexpr qsizetype LabelCharacters = 256;       // a drive's label
constexpr qsizetype NoteCharacters = 16384;      // one note (they may hold a path and a system message)
constexpr qsizetype TextCharacters = 65536;      // any other text field
constexpr qsizetype IdCharacters = 64;           // a drive's id: letters, digits, '-', '_', '.'
constexpr qsizetype MostInterferenceReasons = 8; // a run's: what disturbed it
constexpr double ShortestSeconds = 1e-9;         // a timed run: the clock's resolution
constexpr double LongestSeconds = 1e9;
constexpr int MostRepetitions = 1000; // as --reps
constexpr qint64 SmallestBlockBytes = 512;
constexpr qint64 LargestBlockBytes = qint64(1) << 30;
constexpr qsizetype TimelinePoints = 600; // a run's timeline: a longer run is sampled coarser
constexpr double ShortestTimelineInterval = 1e-3;

// Amounts (bytes, files): 8 PiB, so that sums of them cannot overflow.
constexpr Range<qint64> Count{0, qint64(1) << 53};
// What the system counts in an int: cores, threads, sector sizes, process ids.
constexpr Range<qint64> SmallCount{0, std::numeric_limits<int>::max()};
// Seeds name data rather than measure it: every whole number of 64 bits.
constexpr Range<qint64> Seed{0, std::numeric_limits<qint64>::max()};
constexpr Range<double> Seconds{ShortestSeconds, LongestSeconds};
constexpr Range<double> CpuSeconds{0.0, LongestSeconds};
constexpr Range<double> Fraction{0.0, 1.0};
constexpr Range<double> CompressionRatio{1.0, 1e6}; // a sample's size over its compressed size
constexpr Range<double> MegabytesPerSecond{0.0, 1e9};
constexpr Range<double> TimelineInterval{ShortestTimelineInterval, LongestSeconds};
constexpr Range<qint64> BlockBytes{SmallestBlockBytes, LargestBlockBytes};
constexpr Range<qint64> Repetitions{1, MostRepetitions};

// `text` cut to `longest` characters, never inside a surrogate pair.
inline QString boundedText(const QString &text, qsizetype longest)
{
    if (text.size() <= longest)
        return text;
    qsizetype end = longest;
    if (end > 0 && text.at(end - 1).isHighSurrogate())
        --end;
    return text.left(end);
}

} // namespace SessionLimits
} // namespace cm
