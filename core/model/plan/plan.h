// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/datasetspec.h"
#include "plan/compressionchoice.h"
#include "plan/copierchoice.h"
#include "plan/operation.h"
#include "util/enumnames.h"

#include <QList>
#include <QString>

namespace cm {

// How each measurement is made cold (docs/MEASURING.md, the `--cache` table).
enum class CacheMode {
    Drop,   // sync + drop_caches: every cache of the machine (root)
    Evict,  // fdatasync + POSIX_FADV_DONTNEED on every file of the data set
    Fresh,  // new data (seed + repetition) for each repetition, evicted after writing
    Direct, // O_DIRECT reads, after an eviction; btrfs reads compressed data buffered anyway
};

inline constexpr EnumNames<CacheMode, 4> CacheModeNames{{
    {CacheMode::Drop, "drop"},
    {CacheMode::Evict, "evict"},
    {CacheMode::Fresh, "fresh"},
    {CacheMode::Direct, "direct"},
}};

QString cacheModeName(CacheMode mode);
bool parseCacheMode(const QString &name, CacheMode *mode);

// The user's choices for one benchmark run; built by the GUI, the command
// line and the tests alike.
struct Plan
{
    QString sourcePath; // a folder on the drive under test; the workspace goes inside
    QString targetPath; // a folder on a RAM disk; copies go inside
    QString label;      // how the drive is named in charts
    QList<DataSetSpec> dataSets{DataSetSpec{}};
    // --size auto: a calibration read before the data sets are written sizes
    // each generated one so that one timed read lasts at least
    // minRunSeconds (core/engine/bench/sizecalibration.h); their `bytes` are where
    // the calibration starts. Folder data sets keep their size.
    bool autoSize = false;
    double minRunSeconds = DefaultMinRunSeconds;
    static constexpr double DefaultMinRunSeconds = 2.0;
    CompressionChoice compression;
    QList<Operation> operations{Operation::Read};
    int repetitions = 5; // with adaptiveRepetitions: the most there may be
    // Repeat until the 95 % confidence interval is within 3 % of the median
    // (at least AdaptiveMinimum runs) or `repetitions` is reached.
    bool adaptiveRepetitions = false;
    static constexpr int AdaptiveMinimum = 3;
    static constexpr int AdaptiveMaximum = 30;
    static constexpr double AdaptivePrecision = 0.03;
    // As asked; a run without root or compressmark-helper evicts instead of
    // dropping (decideCacheMode says what a run will really do).
    CacheMode cacheMode = CacheMode::Drop;
    bool cacheModeByName = false; // asked for by name (--cache): refused where it cannot be had, not replaced
    CopierChoice copier;
    qint64 blockBytes = 1024 * 1024;
    bool verify = false;          // compare every copy with its source after the timing
    bool allowSlowTarget = false; // measure into a target that is not RAM-backed

    qint64 totalDataSetBytes() const;
    qint64 largestDataSetBytes() const;
};

// Splits "books,photos,folder:/data/a,b" into data-set kinds. A folder
// path may hold commas: what follows "folder:" runs up to the next name
// that is a kind of its own.
QStringList splitDataSetList(const QString &text, const QStringList &generatedKinds);

// The largest size a session stores (its counts' limit, LargestExact in
// session/jsonobjectreader.h): 8 PiB.
constexpr qint64 LargestSizeBytes = qint64(1) << 53;

// Parses "64M", "1.5G", "512K", "4096" (binary units) into bytes; 0 on
// error or beyond LargestSizeBytes.
qint64 parseSize(const QString &text);

// Parses a seed, a whole number from 0 to DataSetSpec::LargestSeed; false
// for anything else.
bool parseSeed(const QString &text, quint64 *seed);

// "--seed: '…' is not a whole number from 0 to …", for every option that
// takes a seed.
QString seedOptionError(const QString &given);

} // namespace cm
