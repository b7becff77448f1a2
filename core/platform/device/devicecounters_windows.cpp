// SPDX-License-Identifier: GPL-3.0-or-later
// DeviceCounters on Windows: IOCTL_DISK_PERFORMANCE on the physical drive
// holding the volume, which needs no administrator.
#include "devicecounters.h"

#include "util/shownpath.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"
#include "volume/volumeinfo.h"

#include <windows.h>

#include <winioctl.h>

namespace cm {
namespace {

Status readCounters(const QString &device, DeviceCounters::Sample *sample)
{
    UniqueHandle drive(CreateFileW(windowsPath(device).c_str(), 0, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr,
                                   OPEN_EXISTING, 0, nullptr));
    DISK_PERFORMANCE performance{};
    DWORD returned = 0;
    if (!drive.isValid()
        || !DeviceIoControl(drive.get(), IOCTL_DISK_PERFORMANCE, nullptr, 0, &performance, sizeof performance,
                            &returned, nullptr))
        return Status::failure(QStringLiteral("cannot read device counters: %1 answers no IOCTL_DISK_PERFORMANCE: %2")
                                   .arg(device, windowsErrorText(GetLastError())));
    sample->bytesRead = performance.BytesRead.QuadPart;
    sample->bytesWritten = performance.BytesWritten.QuadPart;
    return Status::ok();
}

} // namespace

DeviceCounters::DeviceCounters(const QString &path)
{
    const QString drive = probeVolume(path).blockDevice.value_or(QString());
    if (drive.isEmpty()) {
        m_unavailableReason
            = QStringLiteral("no physical drive is known for the volume holding %1").arg(shownPath(path));
        return;
    }
    const QString device = QStringLiteral("\\\\.\\") + drive;
    Sample probe;
    if (Status status = readCounters(device, &probe); !status) {
        m_unavailableReason = status.message();
        return;
    }
    m_source = device;
    m_deviceName = drive;
    m_countedOn = drive;
}

Status DeviceCounters::read(Sample *sample) const
{
    if (m_source.isEmpty())
        return Status::failure(QStringLiteral("cannot read device counters: %1").arg(m_unavailableReason));
    return readCounters(m_source, sample);
}

} // namespace cm
