// SPDX-License-Identifier: GPL-3.0-or-later
#include "ntfscompression.h"

#define NOMINMAX
#include <windows.h>
#include <winioctl.h>

namespace {

QString outcome(BOOL ok)
{
    return ok ? QStringLiteral("works") : QStringLiteral("fails with error %1").arg(GetLastError());
}

} // namespace

QString describeNtfsCompression(const QString &path)
{
    const auto *name = reinterpret_cast<const wchar_t *>(path.utf16());
    HANDLE file = CreateFileW(name, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ, nullptr, OPEN_EXISTING, 0, nullptr);
    if (file == INVALID_HANDLE_VALUE)
        return QStringLiteral("%1 does not open (error %2)").arg(path, QString::number(GetLastError()));
    USHORT state = 0;
    DWORD returned = 0;
    const QString get
        = outcome(DeviceIoControl(file, FSCTL_GET_COMPRESSION, nullptr, 0, &state, sizeof state, &returned, nullptr));
    USHORT format = COMPRESSION_FORMAT_DEFAULT;
    const QString set
        = outcome(DeviceIoControl(file, FSCTL_SET_COMPRESSION, &format, sizeof format, nullptr, 0, &returned, nullptr));
    CloseHandle(file);
    DWORD high = 0;
    const DWORD low = GetCompressedFileSizeW(name, &high);
    return QStringLiteral("FSCTL_GET_COMPRESSION %1, FSCTL_SET_COMPRESSION %2, GetCompressedFileSize %3 bytes")
        .arg(get, set, QString::number((quint64(high) << 32) | low));
}
