#include "advisor.h"

#include "datasets/datasetgenerator.h"
#include "fs/treewalk.h"
#include "volume/workspace.h"

#include <QFile>

namespace cm {
namespace {

QMap<QString, double> readSpeeds(const DriveRecord &drive, const QString &variant)
{
    QMap<QString, double> speeds;
    for (const ResultRecord &result : drive.results) {
        if (result.variant == variant && result.operation == QLatin1String("read") && !result.runs.isEmpty())
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

} // namespace

Status sampleDataKind(const QString &kind, qint64 bytes, const QString &scratchParent, const Cancellation &cancel,
                      QList<QByteArray> *files)
{
    files->clear();
    const auto generator = makeDataSetGenerator(kind);
    if (!generator)
        return Status::failure(QStringLiteral("unknown data set kind: %1").arg(kind));
    if (kind.startsWith(QLatin1String("folder:")))
        return readFiles(kind.mid(7), bytes, files); // the user's own files, read where they are
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
                      const QMap<QString, double> &measured)
{
    KindAdvice advice;
    advice.kind = kind;
    advice.plainMBps = plainMBps;
    const QList<QByteArray> chunks = filesystemChunks(files);
    const AlgorithmAdvice *best = nullptr;
    for (const auto &codec : btrfsCodecs()) {
        AlgorithmAdvice algorithm;
        algorithm.codec = probeCodec(*codec, chunks);
        algorithm.prediction = predictCompressedRead(plainMBps, algorithm.codec.ratio, algorithm.codec.decompressMBpsOneCore);
        if (measured.contains(algorithm.codec.codec))
            algorithm.measuredMBps = measured.value(algorithm.codec.codec);
        advice.algorithms.append(algorithm);
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

QString codecOfAlgorithm(const QString &algorithm)
{
    if (algorithm == QLatin1String("zstd") || algorithm == QLatin1String("zlib"))
        return algorithm + QStringLiteral(":3");
    return algorithm;
}

QMap<QString, double> plainReadSpeeds(const DriveRecord &drive)
{
    return readSpeeds(drive, QStringLiteral("plain"));
}

QMap<QString, double> compressedReadSpeeds(const DriveRecord &drive)
{
    return readSpeeds(drive, QStringLiteral("compressed"));
}

} // namespace cm
