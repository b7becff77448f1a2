// SPDX-License-Identifier: GPL-3.0-or-later
#include "advicerun.h"

#include "predict/kerneldecompression.h"
#include "predict/wofalgorithm.h"
#include "util/shownpath.h"
#include "volume/volumeinfo.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AdviceRun)
};

// The RAM image's reads: btrfs decompresses at several hundred MB/s, so
// 16 MiB take tens of milliseconds, and interleaved rounds make them steady.
constexpr qint64 RamTimedBytes = 16 * 1024 * 1024;
// The difference between two reads that takes btrfs's own decompression out
// of them magnifies their noise: more rounds than the drive's.
constexpr BtrfsReadProbe::Rounds RamRounds{4, 8, 0.03};
// The drive's: long enough for a drive's reads to outlast its latency and
// the moments a shared disk is busy. The cost per extent is a small
// difference of two reads, which magnifies their noise: in three or four
// rounds two probes of one session put it at 90 and 10 µs and their
// verdicts apart, and in six to ten their intervals still ranged from
// 0-25 to 9-53 µs on a quiet machine; at least twelve, up to eighteen
// while it is not steady. Where the data lands matters as much: six
// copies of books written one after another, each read in sixteen rounds,
// took 0.40 to 0.54 ms per MB more with zstd, each within about 0.1, so
// the rounds are spread over three copies written apart (a probe of three
// kinds, two of them read on the drive, takes about 25 s).
constexpr qint64 DriveTimedBytes = 64 * 1024 * 1024;
constexpr int DriveCopies = 3;
constexpr BtrfsReadProbe::Rounds DriveRoundsPerCopy{4, 6, 0.03};
constexpr qint64 DriveRoomNeeded = 256 * 1024 * 1024;

// The folder the user chose, when it is on the drive the session measured.
// The session's own folder is never used: a file does not choose where
// anything is written.
QString sameDriveFolder(const DriveRecord &drive, const QString &chosenFolder, QString *whyNot)
{
    if (chosenFolder.isEmpty() || !QFileInfo(chosenFolder).isDir()) {
        *whyNot = Text::tr("no folder on the drive the session measured was chosen");
        return {};
    }
    const VolumeInfo now = probeVolume(chosenFolder);
    if (now.device != drive.source.device || now.filesystem != drive.source.filesystem
        || now.mountPoint != drive.source.mountPoint) {
        *whyNot = Text::tr("%1 is not on the drive the session measured (%2)")
                      .arg(shownPath(chosenFolder),
                           shownPath(drive.source.mountPoint.isEmpty() ? drive.source.path : drive.source.mountPoint));
        return {};
    }
    return chosenFolder;
}

// Cold reads of each kind's sample, plain and with zstd, on one btrfs image
// in the drive folder, the rounds of its copies together; `why` says why
// nothing was measured.
Status readOnDrive(const AdviceRequest &request, const QMap<QString, QList<QByteArray>> &samples,
                   const Cancellation &cancel, const std::function<void(const QString &kind)> &step,
                   QMap<QString, KernelReadSpeeds> *onDrive, QString *why)
{
    const VolumeInfo drive = probeVolume(request.driveFolder);
    if (drive.freeBytes < DriveRoomNeeded || drive.readOnly) {
        *why = Text::tr("not measured: %1 has not 256 MiB free to write on").arg(request.driveFolder);
        return Status::ok();
    }
    BtrfsReadProbe probe;
    Status status = BtrfsReadProbe::create(request.driveFolder, request.privileges, &probe);
    for (auto it = samples.begin(); status && it != samples.end() && !cancel.isRequested(); ++it) {
        step(it.key());
        KernelReadSpeeds &speeds = (*onDrive)[it.key()];
        for (int copy = 0; status && copy < DriveCopies && !cancel.isRequested(); ++copy) {
            KernelReadSpeeds rounds;
            status = probe.measure(it.value(), {QStringLiteral("zstd")}, DriveTimedBytes, DriveRoundsPerCopy, &rounds);
            speeds.append(rounds);
        }
    }
    const Status removed = probe.remove();
    return status ? removed : status;
}

// What the drive charges per compressed extent, from one kind's reads there;
// its note says what came out.
ExtentReadCost extentCostOf(const AdviceRequest &request, const KernelReadSpeeds &onDrive,
                            const KernelReadSpeeds &ramSpeeds, const CodecMeasurement &zstd)
{
    ExtentReadCost cost = extentReadCost(onDrive, kernelDecompressMBps(ramSpeeds, zstd.codec, zstd.ratio), zstd);
    cost.note = cost.measured
        ? Text::tr("%1 µs (%2–%3 µs) per compressed extent, measured with zstd on a btrfs image in %4")
              .arg(QString::number(cost.secondsPerExtent * 1e6, 'f', 0),
                   QString::number(cost.lowSecondsPerExtent * 1e6, 'f', 0),
                   QString::number(cost.highSecondsPerExtent * 1e6, 'f', 0), request.driveFolder)
        : Text::tr("not measured: the reads on the drive could not be told apart from the noise");
    return cost;
}

} // namespace

Status adviceRequestFromDrive(const DriveRecord &drive, const QString &chosenFolder, AdviceRequest *request)
{
    request->plainMBps = plainReadEstimates(drive);
    if (request->plainMBps.isEmpty())
        return Status::failure(Text::tr("the drive has no plain read results to predict from"));
    const CompressionMethod method = drive.compression.method;
    const bool compressing = method != CompressionMethod::None && method != CompressionMethod::Auto;
    request->filesystem = filesystemOfMethod(method);
    const QString codec = method == CompressionMethod::Wof
        ? (drive.compression.algorithm.isEmpty() ? algorithmsOf(method).value(0) : drive.compression.algorithm)
        : request->filesystem == CompressingFilesystem::Ntfs ? QStringLiteral("lznt1")
                                                             : codecOfAlgorithm(drive.compression.algorithm);
    const QMap<QString, Estimate> compressed = compressedReadEstimates(drive);
    for (auto it = compressed.begin(); compressing && it != compressed.end(); ++it)
        request->measuredMBps[it.key()].insert(codec, it.value());
    request->driveFolder = sameDriveFolder(drive, chosenFolder, &request->whyNoDrive);
    return Status::ok();
}

Status adviseAll(const AdviceRequest &request, const Cancellation &cancel, const AdviceProgress &progress,
                 QList<KindAdvice> *advice, AdviceNotes *notes)
{
    advice->clear();
    AdviceNotes said;
    QString whyNoKernel;
    const bool btrfs = request.filesystem == CompressingFilesystem::Btrfs;
    const bool kernel
        = btrfs && request.measureKernel && canMeasureKernelDecompression(request.privileges, &whyNoKernel);
    said.decompression = kernel ? Text::tr("btrfs's own decompression speeds, measured on a btrfs image in RAM")
        : btrfs                 ? Text::tr("the userspace libraries' decompression speeds (%1)")
                      .arg(request.measureKernel ? whyNoKernel : Text::tr("the kernel's were not measured"))
                : Text::tr("this program's LZNT1 and %1 decompression speeds").arg(wofAlgorithmsSource());
    const bool extents = kernel && !request.driveFolder.isEmpty();
    said.extents = !btrfs ? Text::tr("not part of the model for NTFS")
        : !kernel         ? Text::tr("not measured: %1").arg(whyNoKernel)
        : !extents        ? Text::tr("not measured: %1")
                         .arg(request.whyNoDrive.isEmpty() ? Text::tr("no folder on the drive") : request.whyNoDrive)
                   : QString();

    // Per kind: its sample and the codecs, then btrfs's own reads where
    // measured. On the drive: the first kind zstd shrinks, for the cost of
    // its extents, and every such kind the session did not read compressed,
    // for its predictions to be carried to (anchorOnMeasurement).
    const qsizetype unmeasuredKinds
        = std::count_if(request.plainMBps.keyBegin(), request.plainMBps.keyEnd(),
                        [&](const QString &k) { return !request.measuredMBps.contains(k); });
    const int total = int(request.plainMBps.size()) * (kernel ? 2 : 1)
        + (extents ? int(std::max<qsizetype>(1, unmeasuredKinds)) : 0);
    int done = 0;
    const auto step = [&](const QString &what) {
        if (progress)
            progress(done++, total, what);
    };
    BtrfsReadProbe ram;
    QMap<QString, KernelReadSpeeds> kernelSpeeds;
    QMap<QString, QList<QByteArray>> driveSamples;
    QString extentKind;
    for (auto it = request.plainMBps.begin(); it != request.plainMBps.end(); ++it) {
        if (cancel.isRequested())
            return Status::failure(Text::tr("cancelled"));
        step(Text::tr("%1: sampling and timing the algorithms").arg(request.kindName(it.key())));
        QList<QByteArray> files;
        if (Status status = sampleDataKind(it.key(), request.sampleBytes, request.scratchFolder, cancel, &files);
            !status)
            return status;
        KindAdvice kind
            = probeKind(it.key(), it.value(), files, request.measuredMBps.value(it.key()), request.filesystem, &cancel);
        if (kernel)
            step(Text::tr("%1: btrfs's own decompression").arg(request.kindName(it.key())));
        if (kernel && shrinksWithBtrfsProperty(kind) && !cancel.isRequested()) {
            if (!ram.isValid()) {
                if (Status status = BtrfsReadProbe::create(request.scratchFolder, request.privileges, &ram); !status)
                    return status;
            }
            if (Status status
                = ram.measure(files, btrfsProperties(), RamTimedBytes, RamRounds, &kernelSpeeds[it.key()]);
                !status)
                return status;
            if (findAlgorithm(kind, QStringLiteral("zstd:3"))->codec.compressedFraction > 0.0) {
                if (extentKind.isEmpty())
                    extentKind = it.key();
                if (it.key() == extentKind || !request.measuredMBps.contains(it.key()))
                    driveSamples.insert(it.key(), files);
            }
        }
        advice->append(kind);
    }
    if (Status status = ram.remove(); !status)
        return status;
    ExtentReadCost extentCost;
    if (extents && !cancel.isRequested()) {
        if (extentKind.isEmpty()) {
            said.extents = Text::tr("not measured: no data kind shrinks with zstd");
        } else {
            QMap<QString, KernelReadSpeeds> onDrive;
            const auto driveStep = [&](const QString &kind) {
                step(
                    Text::tr("%1: the drive's reads of plain data and compressed extents").arg(request.kindName(kind)));
            };
            if (Status status = readOnDrive(request, driveSamples, cancel, driveStep, &onDrive, &said.extents); !status)
                return status;
            for (KindAdvice &kind : *advice) {
                if (!onDrive.contains(kind.kind))
                    continue;
                AlgorithmAdvice &zstd = *findAlgorithm(kind, QStringLiteral("zstd:3")); // btrfs's "zstd"
                zstd.driveImage = addedReadTime(onDrive.value(kind.kind), zstd.codec.codec);
                if (kind.kind == extentKind) {
                    extentCost
                        = extentCostOf(request, onDrive.value(kind.kind), kernelSpeeds.value(kind.kind), zstd.codec);
                    said.extents = extentCost.note;
                }
            }
        }
    }
    if (cancel.isRequested())
        return Status::failure(Text::tr("cancelled"));
    for (KindAdvice &kind : *advice)
        predictKind(&kind, kernelSpeeds.value(kind.kind), btrfs ? extentCost : ExtentReadCost{});
    if (progress)
        progress(total, total, QString());
    if (notes)
        *notes = said;
    return Status::ok();
}

} // namespace cm
