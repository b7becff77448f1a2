// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stats/pairedcomparison.h"
#include "stats/statistics.h"
#include "plan/datasetmanifest.h"
#include "plan/datasetsizing.h"
#include "plan/plan.h"
#include "plan/variant.h"
#include "session/sessionlimits.h"
#include "system/machineinfo.h"
#include "volume/volumeinfo.h"
#include "volume/workspaceowner.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace cm {

// The value types of a session (docs/SESSION-FORMAT.md): everything needed to
// redraw and re-judge a result later. Plain values, copied into and out of
// worker jobs.
//
// Unknown fields: the format lets other versions and scripts add fields, and
// a load and save must give them back. Each record that is one JSON object
// keeps, in `extra`, the keys of that object which this version does not
// read; keys of the known objects nested in it (a drive's "source", "plan",
// "plan.copier", a data set's "variants", ...) are kept there under the same
// key, e.g. {"source": {"bus": "usb"}}. The writer merges `extra` back into
// what it writes, so load -> save -> load gives the same values; where both
// have a key (a writer that knows a field its reader does not) the kept
// value, the file's, wins.

// Whether `id` can be a drive's id: it names per-drive files (chart-d2.png),
// so it holds no '/' and does not start with a dot.
bool isValidDriveId(const QString &id);

// What a run had delivered as it went, sampled on a steady clock:
// bytes[i] is the count at (i + 1) * intervalSeconds, except the last,
// which is the run's end (its `bytes` at its `seconds`), so the last
// interval may be shorter. Counts, not speeds: they never decrease, and a
// coarser series is every second point of a finer one.
struct RunTimeline
{
    double intervalSeconds = 0.0;
    QList<qint64> bytes;

    // When interval i ends, in a run of `runSeconds`.
    double endSeconds(qsizetype i, double runSeconds) const;
    // 10^6 bytes per second delivered during interval i.
    double megabytesPerSecond(qsizetype i, double runSeconds) const;
    // Whether this can be the timeline of a run of `runSeconds` that
    // delivered `runBytes`: 1 to TimelinePoints counts, none negative, none
    // below the one before, an interval within the limits, as many points
    // as the run has intervals, the last the run's bytes.
    bool fits(double runSeconds, qint64 runBytes) const;
};

// One timed repetition.
struct RunRecord
{
    double seconds = 0.0;
    qint64 bytes = 0;
    qint64 files = 0;
    std::optional<qint64> deviceBytesRead; // empty when the device cannot be read
    std::optional<qint64> deviceBytesWritten;
    double cpuUserSeconds = 0.0;
    double cpuSystemSeconds = 0.0;
    double residentBeforeFraction = 0.0; // page-cache residency of the data before the run
    bool cold = true;                    // residency at most ColdResidencyLimit
    std::optional<CacheMode> cacheMode;  // how this run was made cold; empty in older files (the plan's)
    std::optional<quint64> dataSeed;     // the `fresh` cache mode: the seed of this run's data
    std::optional<qint64> onDiskBytes;   // write and copy: what the written copy takes on the disk
    QStringList interference;            // what disturbed the run (core/engine/bench/interference.h); empty: nothing
    std::optional<RunTimeline>
        timeline;      // empty in older files and for work counted at its end (delete, an external copier)
    QJsonObject extra; // fields this version does not read (see above)

    static constexpr double ColdResidencyLimit = 0.01;
    static constexpr qsizetype MostInterferenceReasons = SessionLimits::MostInterferenceReasons;
    double megabytesPerSecond() const;
    // CPU seconds (user and system, as `time` gives them) per 10^9 bytes
    // delivered; empty where the run recorded none (older sessions).
    std::optional<double> cpuSecondsPerGB() const;
    bool isDisturbed() const { return !interference.isEmpty(); }
};

// All repetitions of one data set x variant x operation.
struct ResultRecord
{
    // Constructors keep ResultRecord{dataSet, variant, operation, runs}
    // working beside the members added later.
    ResultRecord() = default;
    ResultRecord(const QString &dataSetKind, Variant variantOfData, const QString &operationName,
                 const QList<RunRecord> &runList = {})
        : dataSet(dataSetKind)
        , variant(variantOfData)
        , operation(operationName)
        , runs(runList)
    {
    }

    QString dataSet;
    Variant variant = Variant::Plain;
    QString operation; // "read", ...
    QList<RunRecord> runs;
    // The median came close to how fast the target takes written data
    // (DriveRecord::targetWriteMBps): the target, not the drive, set the pace.
    bool targetSlower = false;
    QJsonObject extra; // fields this version does not read, "summary"'s too

    SpeedSummary summary() const;
    int coldRuns() const;
    // Bytes the device read per byte delivered, the median over the runs
    // that have it: below 1 where compression saved reading.
    std::optional<double> deviceReadRatio() const;
    // Files (or, for random reads, reads) per second, the median over the runs.
    double medianFilesPerSecond() const;
    // CPU seconds per 10^9 bytes, the median over the runs that recorded any.
    std::optional<double> medianCpuSecondsPerGB() const;
};

struct VariantRecord
{
    std::optional<qint64> onDiskBytes;
    QString onDiskMethod; // how onDiskBytes was measured
    QString note;         // why onDiskBytes is missing
};

struct DataSetRecord
{
    DataSetManifest manifest;
    VariantRecord plain;
    std::optional<VariantRecord> compressed;
    std::optional<DataSetSizing> sizing; // --size auto: how the size was chosen
    QJsonObject extra;                   // fields this version does not read, those of "variants" too
};

struct CompressionRecord
{
    CompressionMethod method = CompressionMethod::None; // never Auto
    QString algorithm;
    QString note; // e.g. why there is no compressed variant

    // How --compression names what was used: "btrfs:zstd", "ntfs", "none".
    QString choiceName() const;
};

// The filesystem image both variants lived on, when the drive's own
// filesystem cannot compress.
struct LoopImageRecord
{
    VolumeInfo volume;     // the mounted image: its filesystem, mount options, loop device
    qint64 imageBytes = 0; // the image file's size (sparse)
    bool directIo = false; // the loop device read the image with O_DIRECT
};

// One drive (one source volume) measured under one plan.
struct DriveRecord
{
    QString id;
    QString label;
    VolumeInfo source; // the drive under test
    VolumeInfo target;
    CompressionRecord compression;
    std::optional<LoopImageRecord> loopImage;
    Plan plan;
    QString copierName;
    int copierThreads = 1;
    QString deviceCountersNote; // why deviceBytes* are missing, when they are
    // The block device deviceBytes* were counted on, and why when it is not
    // the one the data's filesystem is mounted from (DeviceCounters::countedOn).
    QString deviceCountedOn;
    QString residencyMethod;               // how residentBeforeFraction was measured: cachestat or mincore
    std::optional<double> targetWriteMBps; // one stream written to the target before the runs; empty when not measured
    // The logical cores of the machine that measured this drive, against
    // which a copy's CPU time says whether the processor set its pace;
    // 0 in older files (the session's machine may be another's).
    int logicalCores = 0;
    // How the runs were made cold at the end (`drop` may become `evict`
    // when compressmark-helper is refused) and why; plan.cacheMode is how
    // the first run was.
    std::optional<CacheMode> cacheModeUsed;
    QString cacheModeReason;
    QStringList notes; // what a reader of the results must know, e.g. about the cache mode
    // The process measuring this drive, while it does: set when a run
    // starts saving into the session, cleared when it ends. One left by a
    // killed run names a process that no longer runs (WorkspaceOwner::mayStillRun).
    std::optional<WorkspaceOwner> runningBy;
    QList<DataSetRecord> dataSets;
    QList<ResultRecord> results;
    QJsonObject extra; // fields this version does not read, those of "source", "plan", ... too
    QString origin;    // the session file the drive was loaded from; not saved

    ResultRecord *findResult(const QString &dataSet, Variant variant, const QString &operation);
    const ResultRecord *findResult(const QString &dataSet, Variant variant, const QString &operation) const;
    // "drop", or "drop, then evict" for a drive whose helper failed during the run.
    QString cacheModesText() const;
    // A compressed result against the plain one of its data set and
    // operation, their runs paired by repetition; empty for a plain result
    // or without both.
    std::optional<PairedComparison> comparedToPlain(const ResultRecord &result) const;
};

struct Session
{
    QDateTime created;
    MachineInfo machine;
    QList<DriveRecord> drives;
    QJsonObject extra; // fields this version does not read, those of "machine" and "app" too

    // Whether any drive has a finished run.
    bool hasMeasurements() const;
    // The data set kinds of every drive in the order they first appear: its
    // manifests, then its results (only those of `operation`, when given).
    QStringList dataSetKinds(const QString &operation = QString()) const;
};

} // namespace cm

Q_DECLARE_METATYPE(cm::DriveRecord)
Q_DECLARE_METATYPE(cm::Session)
