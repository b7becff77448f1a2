#pragma once

#include "plan/compressionmethod.h"
#include "predict/codecprobe.h"
#include "predict/compressionmodel.h"
#include "predict/kerneldecompression.h"
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
    // btrfs's own decompression (kernelDecompressMBps), carried to every
    // level of the algorithm in proportion to the userspace speeds; 0 when
    // not measured, and the prediction then uses the userspace speed.
    double decompressMBpsKernel = 0.0;
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

enum class CompressingFilesystem { Btrfs, Ntfs };

// Probes every codec the filesystem offers (and lz4 for reference) on
// `files`, over its chunks (btrfs 128 KiB, NTFS 64 KiB units), and
// predicts. `measured` maps a codec name ("zstd:3", "lzo", "lznt1") to a
// measured compressed read speed of this kind; `kernel`, where measured,
// replaces the userspace decompression speeds of btrfs's algorithms.
KindAdvice adviseKind(const QString &kind, double plainMBps, const QList<QByteArray> &files,
                      const QMap<QString, double> &measured = {}, const KernelReadSpeeds &kernel = {},
                      CompressingFilesystem filesystem = CompressingFilesystem::Btrfs);

// The filesystem a run's compression method stands for: NTFS for ntfs and
// loop-ntfs, btrfs for the others.
CompressingFilesystem filesystemOfMethod(CompressionMethod method);

// Whether a run here can measure `codec` for real: what btrfs and NTFS
// compression store (zlib, lzo, zstd, lznt1), not lz4 (a reference no
// filesystem offers) nor Windows' WOF algorithms (no Linux driver writes them).
bool canMeasureCodec(const QString &codec);

// The codec a run's compression algorithm stands for: btrfs's "zstd" and
// "zlib" mean level 3; "lzo" is itself.
QString codecOfAlgorithm(const QString &algorithm);

// Plain and compressed read medians per data kind, from a drive's results.
QMap<QString, double> plainReadSpeeds(const DriveRecord &drive);
QMap<QString, double> compressedReadSpeeds(const DriveRecord &drive);

} // namespace cm
