// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QFlags>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cm {

// What makes a result's numbers doubtful. Judged in one place, so that the
// command line's tables, the window's table and the charts flag the same.
enum class ResultFlag {
    NotCold = 0x1,         // a run started with data in the page cache: too fast
    LargeSpread = 0x2,     // runs vary a lot or have outliers (SpeedSummary::hasLargeSpread)
    LowCompression = 0x4,  // the compressed variant of compressible data is stored nearly plain
    TargetSlower = 0x8,    // the target's write speed, not the drive, set the pace (ResultRecord::targetSlower)
    Disturbed = 0x10,      // another program used the drive or the CPU during a run (RunRecord::interference)
    TooShort = 0x20,       // a run lasted less than the plan's minRunSeconds, whatever chose the size
    MetadataCached = 0x40, // a tree's read took no metadata from the drive: its inodes were in memory
};
Q_DECLARE_FLAGS(ResultFlags, ResultFlag)
Q_DECLARE_OPERATORS_FOR_FLAGS(ResultFlags)

// The flags that say a speed is off (too high, too low): the tables mark
// the median of these.
constexpr ResultFlags BiasedSpeed
    = ResultFlags(ResultFlag::NotCold) | ResultFlag::TargetSlower | ResultFlag::Disturbed | ResultFlag::MetadataCached;
// Those and an unsure one: the charts mark these bars (the tables show the
// spread in their own columns).
constexpr ResultFlags DoubtfulSpeed = BiasedSpeed | ResultFlag::LargeSpread | ResultFlag::TooShort;

// A compressed variant stored at more than this share of the plain one,
// for data the manifest's sample found compressible, is flagged.
constexpr double LowCompressionShare = 0.9;
// The manifest's zstd ratio from which a data set counts as compressible.
constexpr double CompressibleRatio = 1.2;
// A cold read of a tree takes each file's metadata from the drive too: an
// inode (256 bytes on ext4), btrfs's items (about 200), an NTFS record
// (1,024). A read of at least MetadataFiles files that took less than this
// much a file beyond the data's stored bytes found its metadata in memory.
constexpr qint64 MetadataBytesPerFile = 64;
constexpr qint64 MetadataFiles = 1000;

ResultFlags resultFlags(const DriveRecord &drive, const ResultRecord &result);

// The runs of `result` shorter than the drive's minimum run time: "runs of
// 0.03-0.19 s (3 of 5)"; empty for none.
QString shortRunsText(const DriveRecord &drive, const ResultRecord &result);

// What the result's variant takes on the disk as a share of the data set's
// logical bytes; empty where it was not measured.
std::optional<double> storedShare(const DriveRecord &drive, const ResultRecord &result);

// Each flag set in `flags`, in the order of the enumeration.
QList<ResultFlag> flagList(ResultFlags flags);
// A few words for a table cell, e.g. "not cold" (translated).
QString flagName(ResultFlag flag);
// The names of every flag of `flags`, as a table cell: "too short, large spread".
QString flagNames(ResultFlags flags, const QString &separator = QStringLiteral(", "));
// One sentence for a tooltip or a footnote (translated).
QString flagExplanation(ResultFlag flag);
// What disturbed the runs of `result`: "run 3: the drive read 412 MB
// beyond ...", one line per disturbed run; empty for none.
QStringList disturbances(const ResultRecord &result);
// The mark beside a flagged number.
QString flagMark();
// One line per flag of `flags`: the mark, the flag's name and its explanation.
QStringList flagFootnotes(ResultFlags flags);

} // namespace cm
