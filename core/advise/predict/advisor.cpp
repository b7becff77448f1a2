// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisor.h"

#include "datasets/datasetgenerator.h"
#include "fs/treewalk.h"
#include "codec/lznt1.h"
#include "util/shownpath.h"
#include "volume/workspace.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Advisor)
};

QMap<QString, SpeedSummary> readSummaries(const DriveRecord &drive, Variant variant)
{
    QMap<QString, SpeedSummary> summaries;
    for (const ResultRecord &result : drive.results) {
        if (result.variant == variant && result.operation == operationName(Operation::Read) && !result.runs.isEmpty())
            summaries.insert(result.dataSet, result.summary());
    }
    return summaries;
}

QMap<QString, Estimate> readEstimates(const DriveRecord &drive, Variant variant)
{
    QMap<QString, Estimate> speeds;
    const QMap<QString, SpeedSummary> summaries = readSummaries(drive, variant);
    for (auto it = summaries.begin(); it != summaries.end(); ++it) {
        const double median = it->medianMBps;
        speeds.insert(it.key(), {median, std::max(median - it->ci95MBps, median * 0.01), median + it->ci95MBps});
    }
    return speeds;
}

Status readFiles(const QString &folder, qint64 limit, QList<QByteArray> *files)
{
    qint64 total = 0;
    const QByteArray root = QFile::encodeName(folder);
    return walkTree(root, [&](const TreeEntry &entry) {
        if (entry.type != TreeEntry::Type::RegularFile || total >= limit)
            return Status::ok();
        QFile file(QFile::decodeName(joinPath(root, entry.relativePath)));
        if (!file.open(QIODevice::ReadOnly))
            return Status::failure(
                QStringLiteral("cannot read %1: %2").arg(shownPath(file.fileName()), file.errorString()));
        files->append(file.read(limit - total));
        total += files->last().size();
        return Status::ok();
    });
}

QString familyOf(const QString &codec)
{
    return codec.section(QLatin1Char(':'), 0, 0);
}

bool isReference(const QString &codec)
{
    return codec == QLatin1String("lz4"); // no filesystem offers it
}

// "zstd:9" is level 9; an algorithm without levels ("lzo") is level 0.
int levelOf(const QString &codec)
{
    return codec.section(QLatin1Char(':'), 1, 1).toInt();
}

// Two levels of one algorithm whose ratios are this close read alike.
constexpr double SameRatio = 0.005;

// The kernel's figure for the level btrfs's property uses stands for every
// level of that algorithm: btrfs decompresses them with the same code, at
// about the same speed per byte (zstd's and zlib's decompression hardly
// depends on the level the data was compressed at). Carrying it to the
// other levels by their userspace speeds only carried those timings' noise
// into the predictions: adjacent levels of the same ratio predicted 313 and
// 654 MB/s, and the recommendation moved from probe to probe.
void applyKernelSpeeds(const KernelReadSpeeds &kernel, QList<AlgorithmAdvice> *algorithms)
{
    for (auto it = kernel.compressedMBps.begin(); it != kernel.compressedMBps.end(); ++it) {
        const auto measuredLevel = std::find_if(algorithms->begin(), algorithms->end(),
                                                [&](const AlgorithmAdvice &a) { return a.codec.codec == it.key(); });
        if (measuredLevel == algorithms->end())
            continue;
        const Estimate kernelMBps = kernelDecompressMBps(kernel, it.key(), measuredLevel->codec.ratio);
        if (!kernelMBps.isKnown())
            continue;
        for (AlgorithmAdvice &algorithm : *algorithms) {
            if (familyOf(algorithm.codec.codec) == familyOf(it.key()))
                algorithm.decompressKernel = kernelMBps;
        }
    }
}

// The prediction's interval from this codec's own measurements only: the
// plain speed and the drive's extent cost are the same for every codec and
// cannot decide between them. Levels of one algorithm share btrfs's speed,
// so between them only their ratios, measured exactly, decide.
Prediction codecOnlyPrediction(const KindAdvice &advice, const AlgorithmAdvice &algorithm)
{
    PredictionInputs inputs;
    inputs.plainMBps = Estimate::exact(advice.plain.value);
    inputs.ratio = algorithm.codec.ratio;
    inputs.decompressMBps = algorithm.decompressUsed();
    inputs.extraSecondsPerMB = inputs.lowExtraSecondsPerMB = inputs.highExtraSecondsPerMB = algorithm.extraSecondsPerMB;
    return predictCompressedRead(inputs);
}

// How much of a prediction's time `algorithm` and the measured algorithm do
// not share, as a relative error: nothing for the measured one itself; for a
// level of the same algorithm only the stored bytes differ, read at the plain
// speed (btrfs's decompression is the same); for another algorithm also its
// own measurements (codecOnlyPrediction).
double errorApartFromMeasured(const KindAdvice &advice, const AlgorithmAdvice &algorithm,
                              const AlgorithmAdvice &measured)
{
    if (algorithm.codec.codec == measured.codec.codec)
        return 0.0;
    if (familyOf(algorithm.codec.codec) == familyOf(measured.codec.codec) && algorithm.decompressKernel.isKnown()) {
        const double plain = advice.plain.value;
        const double storedApart
            = std::abs(1.0 / (plain * algorithm.model.ratio) - 1.0 / (plain * measured.model.ratio));
        return storedApart * algorithm.model.predictedMBps * advice.plain.relativeHalfWidth();
    }
    const auto ownError = [&](const AlgorithmAdvice &a) {
        const Prediction p = codecOnlyPrediction(advice, a);
        return p.predictedMBps > 0.0 ? std::log(p.highMBps / p.predictedMBps) : 0.0;
    };
    return std::hypot(ownError(algorithm), ownError(measured));
}

// The measured read every prediction of a kind is carried to: the
// session's own compressed read of one algorithm, else the probe's reads of
// one on a btrfs image on the drive.
struct AnchorRead
{
    const AlgorithmAdvice *algorithm = nullptr;
    AdviceAnchor source = AdviceAnchor::None;
    double speedMBps = 0.0;
    double speedError = 0.0;    // of the speed in MB/s, logarithmic
    double relativeError = 0.0; // of the speed against plain
};

AnchorRead anchorReadOf(const KindAdvice &advice)
{
    const auto predicted = [](const AlgorithmAdvice &a) { return a.model.ratio > 1.0 && a.model.predictedMBps > 0.0; };
    const double plainError = advice.plain.relativeHalfWidth();
    const double plainSeconds = advice.plain.value > 0.0 ? 1.0 / advice.plain.value : 0.0;
    for (const AlgorithmAdvice &a : advice.algorithms) {
        if (predicted(a) && a.measured && a.measured->isKnown()) // its own interval, and plain's against it
            return {&a, AdviceAnchor::SessionRead, a.measured->value, a.measured->relativeHalfWidth(),
                    std::hypot(a.measured->relativeHalfWidth(), plainError)};
    }
    // The time the algorithm added on the drive, added to the session's
    // plain read: what a file costs beyond its bytes (opening it, the
    // copier's writing) is in the plain read and stays as it is, where
    // scaling the plain read by the image's share, or by the ratio as the
    // model does, would shrink or grow it with the data. The plain read's
    // spread moves the added time's share of it, as in the model.
    for (const AlgorithmAdvice &a : advice.algorithms) {
        const AddedReadTime &added = a.driveImage;
        const double total = plainSeconds + added.secondsPerMB;
        if (!predicted(a) || !added.measured || plainSeconds <= 0.0 || total <= 0.0)
            continue;
        return {&a, AdviceAnchor::DriveImage, 1.0 / total,
                std::hypot(plainSeconds * plainError, added.halfWidthPerMB) / total,
                std::hypot(std::abs(added.secondsPerMB) * plainError, added.halfWidthPerMB) / total};
    }
    return {};
}

// A session that read one algorithm of the kind from the drive has measured
// what the model predicts. Every prediction is carried to that read, scaled
// by the measured speed against the model's own for the measured algorithm,
// so that the session's reads, not one probe's figures, set the verdict:
// btrfs's decompression in RAM moved by 8 to 14 % between probes of one
// session, and books at plain's edge were advised "cannot tell", "if space
// matters" and "compress" in turn. A plain-only session is carried to the
// time zstd added to the probe's own reads on the drive, round by round,
// which takes the same drift out (anchorReadOf). The interval: the anchor's, the
// plain read's, and what the algorithm does not share with the anchor's.
// Returns what the recommendation adds about it, or nothing.
QString anchorOnMeasurement(KindAdvice *advice)
{
    advice->anchor = AdviceAnchor::None;
    const AnchorRead anchor = anchorReadOf(*advice);
    if (!anchor.algorithm || !advice->plain.isKnown())
        return {};
    const AlgorithmAdvice measured = *anchor.algorithm; // a copy: the list changes below
    const double scale = anchor.speedMBps / measured.model.predictedMBps;
    for (AlgorithmAdvice &algorithm : advice->algorithms) {
        if (algorithm.model.ratio <= 1.0)
            continue; // stored plain: read at the plain speed
        Prediction &p = algorithm.prediction;
        p.predictedMBps = algorithm.model.predictedMBps * scale;
        const double apart = errorApartFromMeasured(*advice, algorithm, measured);
        const double timeError = std::hypot(anchor.speedError, apart);
        p.lowMBps = p.predictedMBps * std::exp(-timeError);
        p.highMBps = p.predictedMBps * std::exp(timeError);
        p.relative = p.predictedMBps / advice->plain.value;
        const double relativeError = std::hypot(anchor.relativeError, apart);
        p.relativeLow = p.relative * std::exp(-relativeError);
        p.relativeHigh = p.relative * std::exp(relativeError);
    }
    advice->anchor = anchor.source;
    if (anchor.source == AdviceAnchor::DriveImage) {
        const AddedReadTime &image = measured.driveImage;
        const auto percent = [](double fraction) { return QString::number(std::lround(fraction * 100.0)); };
        return Text::tr("; predicted from this probe's reads of a btrfs image on the drive (%1 at %2 MB/s, plain at "
                        "%3 MB/s): the time %1 added there, added to the plain read, puts it at %4 % of that, where "
                        "the model alone put it at %5 %")
            .arg(measured.codec.codec, QString::number(image.compressedMBps.value, 'f', 0),
                 QString::number(image.plainMBps.value, 'f', 0), percent(anchor.speedMBps / advice->plain.value),
                 percent(measured.model.relative));
    }
    const Estimate &read = *measured.measured;
    return Text::tr("; predicted from the session's own read with %1, %2 MB/s (%3–%4), which the model alone put "
                    "at %5 MB/s")
        .arg(measured.codec.codec, QString::number(read.value, 'f', 0), QString::number(read.low, 'f', 0),
             QString::number(read.high, 'f', 0), QString::number(measured.model.predictedMBps, 'f', 0));
}

// How far two algorithms' predicted reads must lie apart for a probe to
// rank them: btrfs's own decompression speed, measured in RAM, moved by 8 to
// 14 % (standard deviation) between probes of one session on a quiet
// machine, each probe's interval far narrower, so lzo and a zstd level a few
// per cent apart came out fastest in turn, and so did the recommendation.
constexpr double RankedApart = 0.10;

// The one rule for every row: tied with the fastest where their ranges,
// from what differs between them, overlap, or, for another algorithm, where
// it reads within a tenth of the fastest, closer than probes of one session
// agree on. Levels of one algorithm share btrfs's speed and its drift.
bool isTied(const KindAdvice &advice, const AlgorithmAdvice &fastest, const AlgorithmAdvice &other)
{
    if (isReference(other.codec.codec) || other.prediction.spaceSaved <= 0.0)
        return false;
    if (familyOf(fastest.codec.codec) == familyOf(other.codec.codec) && fastest.decompressKernel.isKnown())
        return std::abs(other.codec.ratio / fastest.codec.ratio - 1.0) < SameRatio;
    if (other.prediction.predictedMBps >= fastest.prediction.predictedMBps * (1.0 - RankedApart))
        return true;
    const auto range = [&](const AlgorithmAdvice &algorithm) {
        const Prediction p = codecOnlyPrediction(advice, algorithm);
        return Estimate{p.predictedMBps, p.lowMBps, p.highMBps};
    };
    return range(fastest).overlaps(range(other));
}

// Of two tied algorithms, the one to recommend: the one that saves more;
// with the same saving (as shown, in whole per cent) the lower level of the
// same algorithm, which costs less to write, else the one that compresses
// faster. Never a timing's noise between equals: the same probe twice
// recommends the same.
bool betterInATie(const AlgorithmAdvice &a, const AlgorithmAdvice &b)
{
    const long savingA = std::lround(a.prediction.spaceSaved * 100.0);
    const long savingB = std::lround(b.prediction.spaceSaved * 100.0);
    if (savingA != savingB)
        return savingA > savingB;
    if (familyOf(a.codec.codec) == familyOf(b.codec.codec))
        return levelOf(a.codec.codec) < levelOf(b.codec.codec);
    return a.codec.compressMBps > b.codec.compressMBps;
}

// Levels of one algorithm that save the same, as shown, are one choice:
// where one is tied, so are the others. Else which of equals came within
// the fastest's noise would decide the recommendation, and one session
// probed twice was advised zstd:13 and zstd:14 in turn.
void tieLevelsThatSaveAsMuch(KindAdvice *advice)
{
    const auto shownSaving
        = [](const AlgorithmAdvice &algorithm) { return std::lround(algorithm.prediction.spaceSaved * 100.0); };
    QList<QPair<QString, long>> tied; // family and saving of each tied level
    for (const AlgorithmAdvice &algorithm : std::as_const(advice->algorithms)) {
        if (algorithm.tied)
            tied.append({familyOf(algorithm.codec.codec), shownSaving(algorithm)});
    }
    for (AlgorithmAdvice &algorithm : advice->algorithms) {
        if (!algorithm.tied && !isReference(algorithm.codec.codec) && algorithm.prediction.spaceSaved > 0.0
            && favoursCompressing(adviceOf(algorithm.prediction)))
            algorithm.tied = tied.contains(qMakePair(familyOf(algorithm.codec.codec), shownSaving(algorithm)));
    }
}

// The fastest prediction decides whether to compress at all; where it
// favours compressing, the algorithms within noise of it that would be worth
// it on their own are tied, and the tie goes to the one that saves the most.
void chooseBest(KindAdvice *advice)
{
    AlgorithmAdvice *fastest = nullptr;
    // Not const: a list shared with a copy is detached before any pointer into it is kept.
    for (AlgorithmAdvice &algorithm : advice->algorithms) {
        if (!isReference(algorithm.codec.codec)
            && (!fastest || algorithm.prediction.predictedMBps > fastest->prediction.predictedMBps))
            fastest = &algorithm;
    }
    if (!fastest)
        return;
    advice->fastestCodec = fastest->codec.codec;
    // Tied: within noise of the fastest, and worth compressing with on its own.
    for (AlgorithmAdvice &algorithm : advice->algorithms)
        algorithm.tied = isTied(*advice, *fastest, algorithm) && favoursCompressing(adviceOf(algorithm.prediction));
    const CompressionAdvice fastestAdvice = adviceOf(fastest->prediction);
    const bool fastestFavours = favoursCompressing(fastestAdvice);
    const bool othersTied = std::any_of(advice->algorithms.cbegin(), advice->algorithms.cend(),
                                        [&](const AlgorithmAdvice &a) { return a.tied && &a != fastest; });
    if (!fastestFavours && (!othersTied || fastestAdvice == CompressionAdvice::DoesNotShrink)) {
        for (AlgorithmAdvice &algorithm : advice->algorithms)
            algorithm.tied = false;
        // Not to compress recommends no algorithm: the verdict names the fastest.
        advice->recommendation = recommendation(fastest->prediction, fastest->codec.codec);
        return;
    }
    // Where the fastest's own range cannot tell (or says not to) but another
    // as fast says to compress, that one decides: which of equals came out
    // fastest is the probe's noise (lzo, its range wide, and zstd:6 took turns).
    fastest->tied = true;
    tieLevelsThatSaveAsMuch(advice);
    const AlgorithmAdvice *best = fastestFavours ? fastest : nullptr;
    for (const AlgorithmAdvice &algorithm : std::as_const(advice->algorithms)) {
        if (algorithm.tied && favoursCompressing(adviceOf(algorithm.prediction))
            && (!best || betterInATie(algorithm, *best)))
            best = &algorithm;
    }
    advice->bestCodec = best->codec.codec;
    QList<const AlgorithmAdvice *> others;
    for (const AlgorithmAdvice &algorithm : std::as_const(advice->algorithms)) {
        if (algorithm.tied && &algorithm != best)
            others.append(&algorithm);
    }
    std::sort(others.begin(), others.end(), [](const AlgorithmAdvice *a, const AlgorithmAdvice *b) {
        return a->prediction.predictedMBps > b->prediction.predictedMBps;
    });
    for (const AlgorithmAdvice *other : std::as_const(others))
        advice->tiedCodecs.append(other->codec.codec);
    advice->recommendation = recommendation(best->prediction, best->codec.codec);
    if (advice->tiedCodecs.isEmpty())
        return;
    const bool savesAsMuch = std::any_of(others.cbegin(), others.cend(), [&](const AlgorithmAdvice *other) {
        return std::lround(other->prediction.spaceSaved * 100.0) == std::lround(best->prediction.spaceSaved * 100.0);
    });
    const QString tied = advice->tiedCodecs.join(QStringLiteral(", "));
    advice->recommendation += savesAsMuch
        ? Text::tr("; %1 read as fast (within the measurements' noise or a tenth), and none saves more space than %2, "
                   "the lowest level or the fastest to compress of those that save as much")
              .arg(tied, best->codec.codec)
        : Text::tr("; %1 read as fast (within the measurements' noise or a tenth), %2 saves the most space")
              .arg(tied, best->codec.codec);
}

} // namespace

Status sampleDataKind(const QString &kind, qint64 bytes, const QString &scratchParent, const Cancellation &cancel,
                      QList<QByteArray> *files)
{
    files->clear();
    const auto generator = makeDataSetGenerator(kind);
    if (!generator)
        return Status::failure(QStringLiteral("unknown data set kind: %1").arg(kind));
    if (isFolderKind(kind))
        return readFiles(folderOfKind(kind), bytes, files); // the user's own files, read where they are
    Workspace scratch;
    if (Status status = Workspace::create(scratchParent, QStringLiteral("compressmark-sample"), &scratch); !status)
        return status;
    DataSetManifest manifest;
    const QString folder = scratch.filePath(QStringLiteral("sample"));
    Status status = generator->generate(DataSetSpec{kind, bytes, 1}, folder, cancel, &manifest);
    if (status)
        status = readFiles(folder, bytes, files);
    const Status removed = scratch.remove();
    return status ? removed : status;
}

KindAdvice probeKind(const QString &kind, const Estimate &plain, const QList<QByteArray> &files,
                     const QMap<QString, Estimate> &measured, CompressingFilesystem filesystem,
                     const Cancellation *cancel, const ProbeBudget &budget)
{
    KindAdvice advice;
    advice.kind = kind;
    advice.plain = plain;
    const bool ntfs = filesystem == CompressingFilesystem::Ntfs;
    const QList<QByteArray> chunks = filesystemChunks(files, ntfs ? NtfsCompressionUnitBytes : BtrfsChunkBytes);
    const QList<std::shared_ptr<Codec>> codecs = ntfs ? ntfsCodecs() : btrfsCodecs();
    QList<const Codec *> probed;
    for (const auto &codec : codecs)
        probed.append(codec.get());
    for (const CodecMeasurement &measurement : probeCodecs(probed, chunks, cancel, budget)) {
        AlgorithmAdvice algorithm;
        algorithm.codec = measurement;
        if (measured.contains(measurement.codec))
            algorithm.measured = measured.value(measurement.codec);
        advice.algorithms.append(algorithm);
    }
    return advice;
}

void predictKind(KindAdvice *advice, const KernelReadSpeeds &kernel, const ExtentReadCost &extents)
{
    applyKernelSpeeds(kernel, &advice->algorithms);
    for (AlgorithmAdvice &algorithm : advice->algorithms) {
        PredictionInputs inputs;
        inputs.plainMBps = advice->plain;
        inputs.ratio = algorithm.codec.ratio;
        inputs.decompressMBps = algorithm.decompressUsed();
        if (extents.measured) {
            const double fraction = algorithm.codec.compressedFraction;
            algorithm.extraSecondsPerMB = extents.secondsPerMB(fraction);
            inputs.extraSecondsPerMB = algorithm.extraSecondsPerMB;
            inputs.lowExtraSecondsPerMB = extents.lowSecondsPerMB(fraction);
            inputs.highExtraSecondsPerMB = extents.highSecondsPerMB(fraction);
        }
        algorithm.prediction = algorithm.model = predictCompressedRead(inputs);
        algorithm.tied = false;
    }
    const QString anchor = anchorOnMeasurement(advice);
    advice->tiedCodecs.clear();
    chooseBest(advice);
    advice->recommendation += anchor;
}

bool shrinksWithBtrfsProperty(const KindAdvice &advice)
{
    const QStringList properties = btrfsProperties();
    return std::any_of(properties.begin(), properties.end(), [&](const QString &property) {
        const AlgorithmAdvice *algorithm = findAlgorithm(advice, codecOfAlgorithm(property));
        return algorithm && algorithm->codec.decompressOneCore.isKnown();
    });
}

const AlgorithmAdvice *findAlgorithm(const KindAdvice &advice, const QString &codec)
{
    for (const AlgorithmAdvice &algorithm : advice.algorithms) {
        if (algorithm.codec.codec == codec)
            return &algorithm;
    }
    return nullptr;
}

AlgorithmAdvice *findAlgorithm(KindAdvice &advice, const QString &codec)
{
    return const_cast<AlgorithmAdvice *>(findAlgorithm(std::as_const(advice), codec));
}

CompressingFilesystem filesystemOfMethod(CompressionMethod method)
{
    switch (method) {
    case CompressionMethod::Ntfs:
    case CompressionMethod::LoopNtfs:
    case CompressionMethod::Wof:
        return CompressingFilesystem::Ntfs;
    case CompressionMethod::Btrfs:
    case CompressionMethod::LoopBtrfs:
        return CompressingFilesystem::Btrfs;
    case CompressionMethod::Auto:
    case CompressionMethod::None:
        break;
    }
    return systemCompressingFilesystem();
}

bool canMeasureCodec(const QString &codec)
{
    return methodStoring(codec.section(QLatin1Char(':'), 0, 0)) != CompressionMethod::None;
}

QMap<QString, Estimate> plainReadEstimates(const DriveRecord &drive)
{
    return readEstimates(drive, Variant::Plain);
}

QMap<QString, Estimate> compressedReadEstimates(const DriveRecord &drive)
{
    return readEstimates(drive, Variant::Compressed);
}

} // namespace cm
