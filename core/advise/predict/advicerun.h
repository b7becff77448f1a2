// SPDX-License-Identifier: GPL-3.0-or-later
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
    QMap<QString, Estimate> plainMBps;                   // data kind -> the drive's plain read speed
    QMap<QString, QMap<QString, Estimate>> measuredMBps; // data kind -> codec -> a measured compressed read
    CompressingFilesystem filesystem = systemCompressingFilesystem();
    qint64 sampleBytes = 3 * 1024 * 1024 / 2; // of each kind, generated on `scratchFolder`
    QString scratchFolder;                    // on a RAM disk
    bool measureKernel = true;                // btrfs's own decompression, where root allows it
    // A folder on the drive under test, where a btrfs image may measure what
    // the drive charges for compressed extents; empty: not reachable.
    QString driveFolder;
    QString whyNoDrive;    // when driveFolder is empty
    Privileges privileges; // of this process, for measureKernel
    // How progress names a data kind: "books" on the command line, the
    // window's "Books" in the user's language.
    std::function<QString(const QString &kind)> kindName = [](const QString &kind) { return kind; };
};

// The request's plain and measured speeds from the last drive of a session,
// and `chosenFolder` (the user's, never the session's) as the drive's folder
// when it lies on the drive the session measured.
Status adviceRequestFromDrive(const DriveRecord &drive, const QString &chosenFolder, AdviceRequest *request);

// What the predictions stand on, for the reader.
struct AdviceNotes
{
    QString decompression; // whose decompression speeds were used, or why not the kernel's
    QString extents;       // the drive's cost per compressed extent, or why it was not measured
};

// Steps done of all, and what is being done, on the calling thread.
using AdviceProgress = std::function<void(int done, int total, const QString &step)>;

// Samples each data kind, probes the codecs, measures btrfs's own
// decompression in RAM and the drive's cost per compressed extent where it
// can, and predicts.
Status adviseAll(const AdviceRequest &request, const Cancellation &cancel, const AdviceProgress &progress,
                 QList<KindAdvice> *advice, AdviceNotes *notes = nullptr);

} // namespace cm
