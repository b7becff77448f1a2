// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetspeed.h"

#include "copy/filecopy.h"
#include "datasets/randombytes.h"
#include "fs/newfile.h"
#include "plan/operation.h"
#include "util/units.h"

#include <QElapsedTimer>
#include <QFile>

#include <algorithm>

namespace cm::TargetSpeed {
namespace {

// One timed round: create, write, flush, close; the file is removed after.
Status writeOnce(const QByteArray &path, const QByteArray &block, qint64 bytes, const Cancellation &cancel,
                 double *seconds)
{
    QElapsedTimer timer;
    timer.start();
    NewFile file;
    if (Status status = NewFile::create(path, &file); !status)
        return status;
    PartialCopy removedAfter(path);
    Status status = Status::ok();
    for (qint64 left = bytes; left > 0 && status; left -= block.size()) {
        if (cancel.isRequested())
            status = Status::cancelled();
        else
            status = file.write(block.constData(), std::min<qint64>(left, block.size()));
    }
    if (status)
        status = file.flush();
    if (status)
        status = file.close();
    *seconds = double(timer.nsecsElapsed()) / 1e9;
    return status;
}

} // namespace

Status measureWrite(const QString &folder, qint64 bytes, qint64 blockBytes, int rounds, const Cancellation &cancel,
                    double *megabytesPerSecond)
{
    Random random(0x7a26e7);
    const QByteArray block = randomBytes(random, std::max<qint64>(4 * KiB, blockBytes));
    const QByteArray path = QFile::encodeName(folder + QStringLiteral("/compressmark-target-speed"));
    double fastest = 0.0;
    for (int round = 0; round < rounds; ++round) {
        double seconds = 0.0;
        if (Status status = writeOnce(path, block, bytes, cancel, &seconds); !status)
            return status;
        fastest = std::max(fastest, cm::megabytesPerSecond(bytes, seconds));
    }
    *megabytesPerSecond = fastest;
    return Status::ok();
}

bool writesToTarget(const QString &operation)
{
    return operation == operationName(Operation::Read) || operation == operationName(Operation::SmallFiles);
}

bool isBound(const QString &operation, double resultMBps, double targetWriteMBps)
{
    return writesToTarget(operation) && targetWriteMBps > 0.0 && resultMBps >= BoundShare * targetWriteMBps;
}

} // namespace cm::TargetSpeed
