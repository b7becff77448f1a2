// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/compressionmethod.h"
#include "predict/codecprobe.h"
#include "predict/compressionmodel.h"
#include "predict/estimate.h"
#include "predict/extentreadcost.h"
#include "predict/kerneldecompression.h"
#include "session/session.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace cm {

// "Should I compress?" for one data kind: every algorithm the filesystem
// offers, measured on this CPU, and the read speed each predicts on a drive
// whose plain read speed is known.
struct AlgorithmAdvice
{
    CodecMeasurement codec;
    // btrfs's own decompression (kernelDecompressMBps) of the level its
    // property uses, which stands for every level of the algorithm; unknown
    // when not measured, and the prediction then uses the userspace speed.
    Estimate decompressKernel;
    // What the drive charges per logical MB for this codec's compressed
    // extents (ExtentReadCost); 0 where not measured.
    double extraSecondsPerMB = 0.0;
    // What the advice says: the model's prediction, carried to a measured
    // read of one algorithm of the kind (anchorOnMeasurement); `model` keeps
    // the model's own, whose error against a session's read is shown.
    Prediction prediction;
    Prediction model;
    // Within the measurements' noise of the fastest prediction.
    bool tied = false;
    std::optional<Estimate> measured; // a real compressed read with this algorithm, where one exists
    // Where the session has no such read: the probe's cold reads of the
    // kind's sample on a btrfs image on the drive, stored with this
    // algorithm and plain, and the time the algorithm added there.
    AddedReadTime driveImage;

    // The model's own prediction against the measured read (0.1: 10 % too
    // fast), where both are known.
    std::optional<double> modelError() const
    {
        if (!measured || !measured->isKnown() || model.predictedMBps <= 0.0)
            return std::nullopt;
        return model.predictedMBps / measured->value - 1.0;
    }

    const Estimate &decompressUsed() const
    {
        return decompressKernel.isKnown() ? decompressKernel : codec.decompressOneCore;
    }
};

// What the predictions of a kind were carried to.
enum class AdviceAnchor {
    None,        // the model's own
    SessionRead, // the session's own compressed read (AlgorithmAdvice::measured)
    DriveImage,  // the probe's reads on the drive (AlgorithmAdvice::driveImage)
};

struct KindAdvice
{
    QString kind;
    Estimate plain; // the drive's plain read speed, MB/s
    QList<AlgorithmAdvice> algorithms;
    AdviceAnchor anchor = AdviceAnchor::None;
    // The recommended codec: of those whose predictions are tied (within
    // noise) with the fastest, the one that saves the most space; empty
    // where the verdict is not to compress, which recommends none.
    QString bestCodec;
    QString fastestCodec;   // the fastest prediction's, whatever the verdict
    QStringList tiedCodecs; // the others in that tie, fastest first
    QString recommendation;
};

// Up to `bytes` of data set `kind` as the files it is made of, generated
// into (and removed from) a scratch folder below `scratchParent`.
Status sampleDataKind(const QString &kind, qint64 bytes, const QString &scratchParent, const Cancellation &cancel,
                      QList<QByteArray> *files);

enum class CompressingFilesystem { Btrfs, Ntfs };

// The filesystem whose compression this system offers: NTFS's on Windows,
// btrfs's on Linux (compressingfilesystem_*.cpp).
CompressingFilesystem systemCompressingFilesystem();

// Probes every codec the filesystem offers (and lz4 for reference) on
// `files`, over its chunks (btrfs 128 KiB, NTFS 64 KiB units). `measured`
// maps a codec name ("zstd:3", "lzo", "lznt1") to a measured compressed
// read speed of this kind, with its interval. No predictions yet: predictKind makes them.
KindAdvice probeKind(const QString &kind, const Estimate &plain, const QList<QByteArray> &files,
                     const QMap<QString, Estimate> &measured = {},
                     CompressingFilesystem filesystem = systemCompressingFilesystem(),
                     const Cancellation *cancel = nullptr, const ProbeBudget &budget = {});

// btrfs's own decompression speeds where measured (`kernel`, the levels of
// an algorithm scaled by their userspace speeds), the drive's extent cost
// where measured, then the predictions (anchored on the session's compressed
// read where the kind has one, else on the probe's reads on the drive), the
// tie and the recommendation.
void predictKind(KindAdvice *advice, const KernelReadSpeeds &kernel = {}, const ExtentReadCost &extents = {});

// Whether any codec btrfs's property offers shrinks this kind: only then
// is btrfs's own reading of it worth measuring.
bool shrinksWithBtrfsProperty(const KindAdvice &advice);
const AlgorithmAdvice *findAlgorithm(const KindAdvice &advice, const QString &codec);
AlgorithmAdvice *findAlgorithm(KindAdvice &advice, const QString &codec);

// The filesystem a run's compression method stands for: NTFS for ntfs,
// loop-ntfs and wof, btrfs for btrfs and loop-btrfs, this system's for a
// plain-only run.
CompressingFilesystem filesystemOfMethod(CompressionMethod method);

// Whether a run here can measure `codec` for real: what a filesystem on
// this system stores (methodStoring()), never lz4 (a reference no
// filesystem offers).
bool canMeasureCodec(const QString &codec);

// Per data kind, from a drive's results: the plain and the compressed
// read's median with its 95 % interval.
QMap<QString, Estimate> plainReadEstimates(const DriveRecord &drive);
QMap<QString, Estimate> compressedReadEstimates(const DriveRecord &drive);

} // namespace cm
