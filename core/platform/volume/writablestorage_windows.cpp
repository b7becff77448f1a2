// SPDX-License-Identifier: GPL-3.0-or-later
// checkStorageWritable() on Windows: every folder is storage; a probe file
// made and removed says whether this process may write there (the volume
// read-only, the folder's permissions).
#include "writablestorage.h"

#include "fs/newfile.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QFile>

#include <windows.h>

namespace cm {
namespace {

// The context preflight's messages have always had.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Preflight)
};

} // namespace

Status checkStorageWritable(const QString &role, const QString &path, const QString &)
{
    const QByteArray probePath
        = QFile::encodeName(path + QStringLiteral("/.compressmark-write-check-%1").arg(GetCurrentProcessId()));
    NewFile probe;
    Status status = NewFile::create(probePath, &probe);
    if (status) {
        status = probe.close();
        QFile::remove(QFile::decodeName(probePath));
    }
    if (!status)
        return Status::failure(Text::tr("%1 %2 is not writable (%3)").arg(role, shownPath(path), status.message()));
    return Status::ok();
}

} // namespace cm
