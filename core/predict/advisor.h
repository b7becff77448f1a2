#pragma once

#include "predict/codecprobe.h"
#include "predict/compressionmodel.h"
#include "session/session.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace cm {

// "Should I compress?" for one data kind: every algorithm the filesystem
// offers, measured on this CPU, and the read speed each predicts on a drive
// whose plain read speed is known.
struct AlgorithmAdvice
{
    CodecMeasurement codec;
    Prediction prediction;
    std::optional<double> measuredMBps; // a real compressed run with this algorithm, where one exists
};

struct KindAdvice
{
    QString kind;
    double plainMBps = 0.0;
    QList<AlgorithmAdvice> algorithms;
    QString bestCodec;      // the fastest predicted read among btrfs's own algorithms
    QString recommendation;
};

// Up to `bytes` of data set `kind` as the files it is made of, generated
// into (and removed from) a scratch folder below `scratchParent`.
Status sampleDataKind(const QString &kind, qint64 bytes, const QString &scratchParent, const Cancellation &cancel,
                      QList<QByteArray> *files);

// Probes every btrfs codec (and lz4 for reference) on `files` and predicts.
// `measured` maps a codec name ("zstd:3", "lzo") to a measured compressed
// read speed of this kind.
KindAdvice adviseKind(const QString &kind, double plainMBps, const QList<QByteArray> &files,
                      const QMap<QString, double> &measured = {});

// The codec a run's compression algorithm stands for: btrfs's "zstd" and
// "zlib" mean level 3; "lzo" is itself.
QString codecOfAlgorithm(const QString &algorithm);

// Plain and compressed read medians per data kind, from a drive's results.
QMap<QString, double> plainReadSpeeds(const DriveRecord &drive);
QMap<QString, double> compressedReadSpeeds(const DriveRecord &drive);

} // namespace cm
