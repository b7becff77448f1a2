// SPDX-License-Identifier: GPL-3.0-or-later
// Btrfs images on loop devices: Linux only.
#include "kerneldecompression.h"

#include "cache/pagecache.h"
#include "compression/btrfscompression_linux.h"
#include "fs/filewriter_linux.h"
#include "fs/newfile.h"
#include "fs/syncfilesystem.h"
#include "util/uniquefd.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <fcntl.h>
#include <unistd.h>

namespace cm {
namespace {

constexpr qint64 ReadBlockBytes = 1024 * 1024;
constexpr qint64 ImageBytes = 1024LL * 1024 * 1024; // sparse: only what is written takes room

QString copyPath(const QString &folder, qsizetype index)
{
    return folder + QStringLiteral("/f%1").arg(index);
}

Status writeCopies(const QList<QByteArray> &files, qsizetype count, const QString &folder)
{
    for (qsizetype i = 0; i < count; ++i) {
        if (Status status = writeNewFile(QFile::encodeName(copyPath(folder, i)), files[i % files.size()]); !status)
            return status;
    }
    return Status::ok();
}

// Seconds for one cold read of every file in `folder`.
Status coldReadSeconds(const QString &folder, qsizetype fileCount, QByteArray *buffer, double *seconds)
{
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
        while ((got = ::read(file.get(), buffer->data(), size_t(buffer->size()))) > 0) { }
        if (got < 0)
            return Status::failure(errnoMessage(QStringLiteral("cannot read"), QFile::decodeName(path)));
    }
    *seconds = double(timer.nsecsElapsed()) / 1e9;
    return Status::ok();
}

Status makeFolder(const QString &folder, const QString &property)
{
    if (Status status = cm::makeFolder(QFile::encodeName(folder)); !status)
        return status;
    const BtrfsCompression btrfs;
    return property.isEmpty() ? btrfs.disableForFolder(folder) : btrfs.enableForFolder(folder, property);
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

Status BtrfsReadProbe::create(const QString &parentFolder, const Privileges &privileges, BtrfsReadProbe *probe)
{
    if (Status status = Workspace::create(parentFolder, QStringLiteral("compressmark-kernel"), &probe->m_scratch);
        !status)
        return status;
    const LoopImageSpec spec{LoopImageSpec::Filesystem::Btrfs, QString(), ImageBytes};
    if (Status status = LoopImage::create(probe->m_scratch.path(), spec, privileges, &probe->m_image); !status) {
        const Status removed = probe->m_scratch.remove();
        return removed ? status : Status::failure(status.message() + QStringLiteral("; ") + removed.message());
    }
    return Status::ok();
}

Status BtrfsReadProbe::measure(const QList<QByteArray> &files, const QStringList &properties, qint64 timedBytes,
                               const Rounds &rounds, KernelReadSpeeds *speeds)
{
    *speeds = {};
    qint64 sampleBytes = 0;
    for (const QByteArray &file : files)
        sampleBytes += file.size();
    if (sampleBytes == 0 || !isValid())
        return Status::ok();
    // Reads of a few milliseconds drown in the timer's and the scheduler's
    // noise: the sample is written as often as it takes to fill timedBytes.
    const qsizetype copies = qsizetype((timedBytes + sampleBytes - 1) / sampleBytes);
    const qsizetype fileCount = files.size() * copies;
    const double logicalMB = double(sampleBytes * copies) / 1e6;
    const QString base = m_image.mountPoint() + QStringLiteral("/m%1").arg(++m_measurements);
    const QStringList variants = QStringList{QString()} + properties; // plain first
    const auto folderOf = [&](const QString &property) -> QString {
        return base + QLatin1Char('-') + (property.isEmpty() ? QStringLiteral("plain") : property);
    };
    for (const QString &property : variants) {
        if (Status status = makeFolder(folderOf(property), property); !status)
            return status;
        if (Status status = writeCopies(files, fileCount, folderOf(property)); !status)
            return status;
    }
    if (Status status = syncFilesystemOf(m_image.mountPoint()); !status)
        return status;
    QByteArray buffer(ReadBlockBytes, Qt::Uninitialized);
    const auto steady = [&] {
        if (estimateOf(speeds->plainMBps).relativeHalfWidth() > rounds.targetRelativeHalfWidth)
            return false;
        return std::all_of(speeds->compressedMBps.begin(), speeds->compressedMBps.end(),
                           [&](const QList<double> &read) {
                               return estimateOf(read).relativeHalfWidth() <= rounds.targetRelativeHalfWidth;
                           });
    };
    for (int round = 0; round < rounds.maximumRounds && (round < rounds.minimumRounds || !steady()); ++round) {
        for (const QString &property : variants) {
            double seconds = 0.0;
            if (Status status = coldReadSeconds(folderOf(property), fileCount, &buffer, &seconds); !status)
                return status;
            if (property.isEmpty())
                speeds->plainMBps.append(logicalMB / seconds);
            else
                speeds->compressedMBps[codecOfAlgorithm(property)].append(logicalMB / seconds);
        }
    }
    for (const QString &property : variants) {
        if (!QDir(folderOf(property)).removeRecursively())
            return Status::failure(QStringLiteral("cannot remove %1").arg(folderOf(property)));
    }
    return Status::ok();
}

Status BtrfsReadProbe::remove()
{
    const Status removedImage = m_image.remove();
    const Status removedScratch = m_scratch.isValid() ? m_scratch.remove() : Status::ok();
    return removedImage ? removedScratch : removedImage;
}

} // namespace cm
