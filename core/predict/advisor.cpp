#include "advisor.h"

#include "datasets/datasetgenerator.h"
#include "fs/treewalk.h"
#include "predict/lznt1.h"
#include "volume/workspace.h"

#include <QFile>

#include <algorithm>

namespace cm {
namespace {

QMap<QString, double> readSpeeds(const DriveRecord &drive, Variant variant)
{
    QMap<QString, double> speeds;
    for (const ResultRecord &result : drive.results) {
        if (result.variant == variant && result.operation == operationName(Operation::Read) && !result.runs.isEmpty())
            speeds.insert(result.dataSet, result.summary().medianMBps);
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
            return Status::failure(QStringLiteral("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        files->append(file.read(limit - total));
        total += files->last().size();
        return Status::ok();
    });
}

QString familyOf(const QString &codec)
{
    return codec.section(QLatin1Char(':'), 0, 0);
}

// The kernel's figure for the level btrfs's property uses, carried to the
// other levels of the same algorithm by their userspace speeds.
void applyKernelSpeeds(const KernelReadSpeeds &kernel, QList<AlgorithmAdvice> *algorithms)
{
    for (auto it = kernel.compressedMBps.begin(); it != kernel.compressedMBps.end(); ++it) {
        const auto measuredLevel = std::find_if(algorithms->begin(), algorithms->end(),
                                                [&](const AlgorithmAdvice &a) { return a.codec.codec == it.key(); });
        if (measuredLevel == algorithms->end() || measuredLevel->codec.decompressMBpsOneCore <= 0.0)
            continue;
        const double kernelMBps = kernelDecompressMBps(kernel, it.key(), measuredLevel->codec.ratio);
        if (kernelMBps <= 0.0)
            continue;
        const double factor = kernelMBps / measuredLevel->codec.decompressMBpsOneCore;
        for (AlgorithmAdvice &algorithm : *algorithms) {
            if (familyOf(algorithm.codec.codec) == familyOf(it.key()))
                algorithm.decompressMBpsKernel = algorithm.codec.decompressMBpsOneCore * factor;
        }
    }
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

KindAdvice adviseKind(const QString &kind, double plainMBps, const QList<QByteArray> &files,
                      const QMap<QString, double> &measured, const KernelReadSpeeds &kernel,
                      CompressingFilesystem filesystem)
{
    KindAdvice advice;
    advice.kind = kind;
    advice.plainMBps = plainMBps;
    const bool ntfs = filesystem == CompressingFilesystem::Ntfs;
    const QList<QByteArray> chunks = filesystemChunks(files, ntfs ? NtfsCompressionUnitBytes : BtrfsChunkBytes);
    const AlgorithmAdvice *best = nullptr;
    for (const auto &codec : ntfs ? ntfsCodecs() : btrfsCodecs()) {
        AlgorithmAdvice algorithm;
        algorithm.codec = probeCodec(*codec, chunks);
        if (measured.contains(algorithm.codec.codec))
            algorithm.measuredMBps = measured.value(algorithm.codec.codec);
        advice.algorithms.append(algorithm);
    }
    applyKernelSpeeds(kernel, &advice.algorithms);
    for (AlgorithmAdvice &algorithm : advice.algorithms) {
        const double decompressMBps = algorithm.decompressMBpsKernel > 0.0 ? algorithm.decompressMBpsKernel
                                                                           : algorithm.codec.decompressMBpsOneCore;
        algorithm.prediction = predictCompressedRead(plainMBps, algorithm.codec.ratio, decompressMBps);
    }
    for (const AlgorithmAdvice &algorithm : std::as_const(advice.algorithms)) {
        if (algorithm.codec.codec == QLatin1String("lz4"))
            continue; // a reference; btrfs does not offer it
        if (!best || algorithm.prediction.predictedMBps > best->prediction.predictedMBps)
            best = &algorithm;
    }
    if (best) {
        advice.bestCodec = best->codec.codec;
        advice.recommendation = recommendation(plainMBps, best->prediction, best->codec.codec);
    }
    return advice;
}

CompressingFilesystem filesystemOfMethod(CompressionMethod method)
{
    return method == CompressionMethod::Ntfs || method == CompressionMethod::LoopNtfs ? CompressingFilesystem::Ntfs
                                                                                       : CompressingFilesystem::Btrfs;
}

bool canMeasureCodec(const QString &codec)
{
    return methodStoring(codec.section(QLatin1Char(':'), 0, 0)) != CompressionMethod::None;
}

QString codecOfAlgorithm(const QString &algorithm)
{
    if (algorithm == QLatin1String("zstd") || algorithm == QLatin1String("zlib"))
        return algorithm + QStringLiteral(":3");
    return algorithm;
}

QMap<QString, double> plainReadSpeeds(const DriveRecord &drive)
{
    return readSpeeds(drive, Variant::Plain);
}

QMap<QString, double> compressedReadSpeeds(const DriveRecord &drive)
{
    return readSpeeds(drive, Variant::Compressed);
}

} // namespace cm
