// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressionprobe_windows.h"

#include "fs/newfile.h"
#include "util/windowserror_windows.h"

#include <QFile>
#include <QScopeGuard>

#include <windows.h>

namespace cm {

Status checkProbeIsStoredCompressed(const QString &folder,
                                    const std::function<Status(const QByteArray &path)> &compress,
                                    const QString &notCompressed)
{
    constexpr qint64 ProbeBytes = 256 * 1024;
    const QByteArray path = QFile::encodeName(folder + QStringLiteral("/.compressmark-probe"));
    const QByteArray text
        = QByteArray("CompressMark checks that files are stored compressed. ").repeated(6000).left(ProbeBytes);
    NewFile probe;
    if (Status status = NewFile::create(path, &probe); !status)
        return status;
    const auto removeProbe = qScopeGuard([&path] { QFile::remove(QFile::decodeName(path)); });
    Status status = probe.write(text.constData(), text.size());
    if (status)
        status = probe.close();
    if (status)
        status = compress(path);
    if (!status)
        return status;
    DWORD high = 0;
    const DWORD low = GetCompressedFileSizeW(windowsPath(path).c_str(), &high);
    if (low == INVALID_FILE_SIZE && GetLastError() != NO_ERROR)
        return Status::failure(windowsErrorMessage("cannot measure", path, GetLastError()));
    if (((qint64(high) << 32) | low) >= ProbeBytes / 2)
        return Status::failure(notCompressed);
    return Status::ok();
}

} // namespace cm
