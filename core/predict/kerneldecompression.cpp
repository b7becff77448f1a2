#include "kerneldecompression.h"

#include "cache/pagecache.h"
#include "compression/btrfscompression.h"
#include "compression/loopimage.h"
#include "fs/filewriter.h"
#include "fs/syncfilesystem.h"
#include "util/uniquefd.h"
#include "volume/workspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <fcntl.h>
#include <unistd.h>

namespace cm {
namespace {

constexpr int ColdReads = 5;
constexpr qint64 ReadBlockBytes = 1024 * 1024;
constexpr qint64 SmallestBtrfsImageBytes = 256 * 1024 * 1024;
// Reads of a few milliseconds drown in the timer's and the scheduler's
// noise: the sample is written as often as it takes to fill this much.
constexpr qint64 TimedBytes = 32 * 1024 * 1024;

// The property values btrfs offers, with the codec each stands for.
const QList<std::pair<QByteArray, QString>> &propertyCodecs()
{
    static const QList<std::pair<QByteArray, QString>> codecs{
        {"zstd", QStringLiteral("zstd:3")}, {"lzo", QStringLiteral("lzo")}, {"zlib", QStringLiteral("zlib:3")}};
    return codecs;
}

QString copyPath(const QString &folder, qsizetype index)
{
    return folder + QStringLiteral("/f%1").arg(index);
}

Status writeCopies(const QList<QByteArray> &files, int copies, const QString &folder)
{
    for (qsizetype i = 0; i < files.size() * copies; ++i) {
        if (Status status = writeNewFile(QFile::encodeName(copyPath(folder, i)), files[i % files.size()]); !status)
            return status;
    }
    return Status::ok();
}

// Seconds for the median of a few cold reads of every file in `folder`:
// the median, as the benchmark reports, so that a machine's load weighs on
// the prediction as it weighs on the measurement.
Status medianColdReadSeconds(const QString &folder, qsizetype fileCount, double *seconds)
{
    QByteArray buffer(ReadBlockBytes, Qt::Uninitialized);
    QList<double> runs;
    for (int run = 0; run < ColdReads; ++run) {
        if (Status status = PageCache::evictTree(QFile::encodeName(folder)); !status)
            return status;
        QElapsedTimer timer;
        timer.start();
        for (qsizetype i = 0; i < fileCount; ++i) {
            const QByteArray path = QFile::encodeName(copyPath(folder, i));
            UniqueFd file(::open(path.constData(), O_RDONLY | O_CLOEXEC));
            if (!file.isValid())
                return Status::failure(errnoMessage(QStringLiteral("cannot open"), QFile::decodeName(path)));
            ssize_t got = 0;
            while ((got = ::read(file.get(), buffer.data(), size_t(buffer.size()))) > 0) {
            }
            if (got < 0)
                return Status::failure(errnoMessage(QStringLiteral("cannot read"), QFile::decodeName(path)));
        }
        runs.append(double(timer.nsecsElapsed()) / 1e9);
    }
    std::sort(runs.begin(), runs.end());
    *seconds = runs[ColdReads / 2];
    return Status::ok();
}

Status measureOnImage(const QList<QByteArray> &files, int copies, const QString &mountPoint, qint64 logicalBytes,
                      KernelReadSpeeds *speeds)
{
    const qsizetype fileCount = files.size() * copies;
    const BtrfsCompression btrfs;
    const QString plainFolder = mountPoint + QStringLiteral("/plain");
    if (!QDir().mkdir(plainFolder))
        return Status::failure(QStringLiteral("cannot create folder %1").arg(plainFolder));
    if (Status status = btrfs.disableForFolder(plainFolder); !status)
        return status;
    if (Status status = writeCopies(files, copies, plainFolder); !status)
        return status;
    for (const auto &[property, codec] : propertyCodecs()) {
        const QString folder = mountPoint + QLatin1Char('/') + QLatin1String(property);
        if (!QDir().mkdir(folder))
            return Status::failure(QStringLiteral("cannot create folder %1").arg(folder));
        if (Status status = btrfs.enableForFolder(folder, QLatin1String(property)); !status)
            return status;
        if (Status status = writeCopies(files, copies, folder); !status)
            return status;
    }
    if (Status status = syncFilesystemOf(mountPoint); !status)
        return status;
    double seconds = 0.0;
    if (Status status = medianColdReadSeconds(plainFolder, fileCount, &seconds); !status)
        return status;
    speeds->plainMBps = double(logicalBytes) / seconds / 1e6;
    for (const auto &[property, codec] : propertyCodecs()) {
        if (Status status = medianColdReadSeconds(mountPoint + QLatin1Char('/') + QLatin1String(property), fileCount,
                                                   &seconds);
            !status)
            return status;
        speeds->compressedMBps.insert(codec, double(logicalBytes) / seconds / 1e6);
    }
    return Status::ok();
}

// The image goes (unmounted, detached, deleted) before its folder does.
Status measureOnNewImage(const QList<QByteArray> &files, int copies, const QString &folder, qint64 logicalBytes,
                         const Privileges &privileges, KernelReadSpeeds *speeds)
{
    LoopImage image;
    const LoopImageSpec spec{LoopImageSpec::Filesystem::Btrfs, QString(), std::max(SmallestBtrfsImageBytes, logicalBytes * 6)};
    if (Status status = LoopImage::create(folder, spec, privileges, &image); !status)
        return status;
    const Status status = measureOnImage(files, copies, image.mountPoint(), logicalBytes, speeds);
    const Status removed = image.remove();
    return status ? removed : status;
}

} // namespace

bool canMeasureKernelDecompression(const Privileges &privileges, QString *whyNot)
{
    if (!privileges.root) {
        *whyNot = QStringLiteral("measuring the kernel's decompression needs root");
        return false;
    }
    return LoopImage::isAvailable(LoopImageSpec::Filesystem::Btrfs, privileges, whyNot);
}

Status measureKernelReadSpeeds(const QList<QByteArray> &files, const QString &ramFolder, const Privileges &privileges,
                               KernelReadSpeeds *speeds)
{
    *speeds = {};
    qint64 sampleBytes = 0;
    for (const QByteArray &file : files)
        sampleBytes += file.size();
    if (sampleBytes == 0)
        return Status::ok();
    const int copies = int((TimedBytes + sampleBytes - 1) / sampleBytes);
    const qint64 logicalBytes = sampleBytes * copies;
    Workspace scratch;
    if (Status status = Workspace::create(ramFolder, QStringLiteral("compressmark-kernel"), &scratch); !status)
        return status;
    const Status status = measureOnNewImage(files, copies, scratch.path(), logicalBytes, privileges, speeds);
    const Status removed = scratch.remove();
    return status ? removed : status;
}

double kernelDecompressMBps(const KernelReadSpeeds &speeds, const QString &codec, double ratio)
{
    const double compressed = speeds.compressedMBps.value(codec);
    if (compressed <= 0.0 || speeds.plainMBps <= 0.0 || ratio <= 0.0)
        return 0.0;
    const double decompressSecondsPerMB = 1.0 / compressed - 1.0 / (speeds.plainMBps * ratio);
    // Not told apart from reading by the timing: unknown, not free.
    return decompressSecondsPerMB > 0.0 ? 1.0 / decompressSecondsPerMB : 0.0;
}

} // namespace cm
