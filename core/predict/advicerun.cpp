#include "advicerun.h"

#include "predict/kerneldecompression.h"

#include <QCoreApplication>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AdviceRun)
};

} // namespace

Status adviceRequestFromDrive(const DriveRecord &drive, AdviceRequest *request)
{
    request->plainMBps = plainReadSpeeds(drive);
    if (request->plainMBps.isEmpty())
        return Status::failure(Text::tr("the drive has no plain read results to predict from"));
    const CompressionMethod method = drive.compression.method;
    const bool compressing = method != CompressionMethod::None && method != CompressionMethod::Auto;
    request->filesystem = filesystemOfMethod(method);
    const QString codec = request->filesystem == CompressingFilesystem::Ntfs ? QStringLiteral("lznt1")
                                                                             : codecOfAlgorithm(drive.compression.algorithm);
    const QMap<QString, double> compressed = compressedReadSpeeds(drive);
    for (auto it = compressed.begin(); compressing && it != compressed.end(); ++it)
        request->measuredMBps[it.key()].insert(codec, it.value());
    return Status::ok();
}

Status adviseAll(const AdviceRequest &request, const Cancellation &cancel,
                 const std::function<void(int done, int total)> &progress, QList<KindAdvice> *advice,
                 QString *kernelNote)
{
    advice->clear();
    QString whyNoKernel;
    const bool btrfs = request.filesystem == CompressingFilesystem::Btrfs;
    const bool kernel = btrfs && request.measureKernel && canMeasureKernelDecompression(request.privileges, &whyNoKernel);
    if (kernelNote) {
        *kernelNote = kernel ? Text::tr("btrfs's own decompression speeds, measured on a btrfs image in RAM")
            : btrfs ? Text::tr("the userspace libraries' decompression speeds (%1)")
                          .arg(request.measureKernel ? whyNoKernel : Text::tr("the kernel's were not measured"))
                    : Text::tr("this program's LZNT1 and wimlib's XPRESS and LZX decompression speeds");
    }
    int done = 0;
    for (auto it = request.plainMBps.begin(); it != request.plainMBps.end(); ++it) {
        if (cancel.isRequested())
            return Status::failure(Text::tr("cancelled"));
        QList<QByteArray> files;
        if (Status status = sampleDataKind(it.key(), request.sampleBytes, request.scratchFolder, cancel, &files); !status)
            return status;
        KernelReadSpeeds kernelSpeeds;
        if (kernel) {
            if (Status status = measureKernelReadSpeeds(files, request.scratchFolder, request.privileges, &kernelSpeeds);
                !status)
                return status;
        }
        advice->append(adviseKind(it.key(), it.value(), files, request.measuredMBps.value(it.key()), kernelSpeeds,
                                  request.filesystem));
        if (progress)
            progress(++done, int(request.plainMBps.size()));
    }
    return Status::ok();
}

} // namespace cm
