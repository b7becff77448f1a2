#pragma once

#include "bench/statistics.h"
#include "datasets/datasetmanifest.h"
#include "plan/plan.h"
#include "system/machineinfo.h"
#include "volume/volumeinfo.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace cm {

// The value types of a session (../SESSION-FORMAT.md): everything needed to
// redraw and re-judge a result later. Plain values, copied into and out of
// worker jobs.

// One timed repetition.
struct RunRecord
{
    double seconds = 0.0;
    qint64 bytes = 0;
    qint64 files = 0;
    std::optional<qint64> deviceBytesRead;    // empty when the device cannot be read
    std::optional<qint64> deviceBytesWritten;
    double cpuUserSeconds = 0.0;
    double cpuSystemSeconds = 0.0;
    double residentBeforeFraction = 0.0;      // page-cache residency of the data before the run
    bool cold = true;                         // residency at most ColdResidencyLimit

    static constexpr double ColdResidencyLimit = 0.01;
    double megabytesPerSecond() const;
};

// All repetitions of one data set x variant x operation.
struct ResultRecord
{
    QString dataSet;
    QString variant;   // "plain" or "compressed"
    QString operation; // "read", ...
    QList<RunRecord> runs;

    SpeedSummary summary() const;
    int coldRuns() const;
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
};

struct CompressionRecord
{
    QString method = QStringLiteral("none");
    QString algorithm;
};

// One drive (one source volume) measured under one plan.
struct DriveRecord
{
    QString id;
    QString label;
    VolumeInfo source;
    VolumeInfo target;
    CompressionRecord compression;
    Plan plan;
    QString copierName;
    int copierThreads = 1;
    QString deviceCountersNote; // why deviceBytes* are missing, when they are
    QList<DataSetRecord> dataSets;
    QList<ResultRecord> results;

    ResultRecord *findResult(const QString &dataSet, const QString &variant, const QString &operation);
};

struct Session
{
    QDateTime created;
    MachineInfo machine;
    QList<DriveRecord> drives;
};

} // namespace cm

Q_DECLARE_METATYPE(cm::DriveRecord)
Q_DECLARE_METATYPE(cm::Session)
