#pragma once

#include "predict/advisor.h"
#include "privilege/privileges.h"
#include "util/cancellation.h"
#include "util/status.h"

#include <QList>
#include <QMap>
#include <QString>

#include <functional>

namespace cm {

// Everything "Should I compress?" needs for a drive, the same for the
// command line and the window.
struct AdviceRequest
{
    QMap<QString, double> plainMBps;                 // data kind -> the drive's plain read speed
    QMap<QString, QMap<QString, double>> measuredMBps; // data kind -> codec -> a measured compressed read
    CompressingFilesystem filesystem = CompressingFilesystem::Btrfs;
    qint64 sampleBytes = 4 * 1024 * 1024;            // of each kind, generated on `scratchFolder`
    QString scratchFolder;                           // on a RAM disk
    bool measureKernel = true;                       // btrfs's own decompression, where root allows it
    Privileges privileges;                           // of this process, for measureKernel
};

// The request's plain and measured speeds from the last drive of a session.
Status adviceRequestFromDrive(const DriveRecord &drive, AdviceRequest *request);

// Samples each data kind, measures the kernel's decompression where it can,
// probes the codecs and predicts. `progress(done, total)` is called after
// each kind, on the calling thread. `kernelNote` says whose decompression
// speeds were used (or why not the kernel's).
Status adviseAll(const AdviceRequest &request, const Cancellation &cancel,
                 const std::function<void(int done, int total)> &progress, QList<KindAdvice> *advice,
                 QString *kernelNote = nullptr);

} // namespace cm
