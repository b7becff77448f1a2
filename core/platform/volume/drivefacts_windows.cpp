// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivefacts_windows.h"

#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"
#include "volume/ramdiskdrivers.h"

#include <windows.h>
#include <winioctl.h>

#include <optional>

namespace cm {
namespace {

template <typename Answer>
std::optional<Answer> queryProperty(HANDLE volume, STORAGE_PROPERTY_ID property)
{
    STORAGE_PROPERTY_QUERY query{};
    query.PropertyId = property;
    query.QueryType = PropertyStandardQuery;
    Answer answer{};
    DWORD returned = 0;
    if (!DeviceIoControl(volume, IOCTL_STORAGE_QUERY_PROPERTY, &query, sizeof query, &answer, sizeof answer, &returned,
                         nullptr)
        || returned < sizeof answer)
        return std::nullopt;
    return answer;
}

// The descriptor's strings sit after it, at offsets the descriptor gives.
QString descriptorText(const QByteArray &descriptor, DWORD offset)
{
    if (offset == 0 || offset >= DWORD(descriptor.size()))
        return {};
    return QString::fromLatin1(descriptor.constData() + offset).trimmed();
}

void readDescriptor(HANDLE volume, VolumeInfo *info)
{
    STORAGE_PROPERTY_QUERY query{};
    query.PropertyId = StorageDeviceProperty;
    query.QueryType = PropertyStandardQuery;
    QByteArray descriptor(4096, '\0');
    DWORD returned = 0;
    if (!DeviceIoControl(volume, IOCTL_STORAGE_QUERY_PROPERTY, &query, sizeof query, descriptor.data(),
                         DWORD(descriptor.size()), &returned, nullptr)
        || returned < sizeof(STORAGE_DEVICE_DESCRIPTOR)) {
        info->notes
            << QStringLiteral("model: the drive does not describe itself (%1)").arg(windowsErrorText(GetLastError()));
        return;
    }
    descriptor.truncate(returned);
    const auto *header = reinterpret_cast<const STORAGE_DEVICE_DESCRIPTOR *>(descriptor.constData());
    const QString model = QStringList{descriptorText(descriptor, header->VendorIdOffset),
                                      descriptorText(descriptor, header->ProductIdOffset)}
                              .join(QLatin1Char(' '))
                              .trimmed();
    if (model.isEmpty())
        info->notes << QStringLiteral("model: the drive does not report one");
    else
        info->model = model;
    if (const QString serial = descriptorText(descriptor, header->SerialNumberOffset); !serial.isEmpty())
        info->serial = serial;
    else
        info->notes << QStringLiteral("serial: the drive does not report one");
}

void readGeometry(HANDLE volume, VolumeInfo *info)
{
    if (const auto seek = queryProperty<DEVICE_SEEK_PENALTY_DESCRIPTOR>(volume, StorageDeviceSeekPenaltyProperty))
        info->rotational = seek->IncursSeekPenalty != FALSE;
    else
        info->notes << QStringLiteral("rotational: the drive does not report a seek penalty");
    if (const auto alignment
        = queryProperty<STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR>(volume, StorageAccessAlignmentProperty)) {
        info->logicalSectorBytes = int(alignment->BytesPerLogicalSector);
        info->physicalSectorBytes = int(alignment->BytesPerPhysicalSector);
    } else {
        info->notes << QStringLiteral("sector sizes: the drive does not report them");
    }
}

} // namespace

void readDriveFacts(const QString &volumeRoot, VolumeInfo *info)
{
    // "\\.\C:" without a trailing backslash opens the volume, not its root
    // folder; no access rights are needed to ask about it.
    QString volumePath = volumeRoot;
    if (volumePath.endsWith(QLatin1Char('\\')))
        volumePath.chop(1);
    const std::wstring name = QString(QStringLiteral("\\\\.\\") + volumePath).toStdWString();
    const UniqueHandle volume(
        CreateFileW(name.c_str(), 0, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING, 0, nullptr));
    if (!volume.isValid()) {
        info->notes << QStringLiteral("device facts: cannot open %1 (%2)")
                           .arg(QString::fromStdWString(name), windowsErrorText(GetLastError()));
    } else {
        STORAGE_DEVICE_NUMBER number{};
        DWORD returned = 0;
        if (DeviceIoControl(volume.get(), IOCTL_STORAGE_GET_DEVICE_NUMBER, nullptr, 0, &number, sizeof number,
                            &returned, nullptr))
            info->blockDevice = QStringLiteral("PhysicalDrive%1").arg(number.DeviceNumber);
        else
            info->notes << QStringLiteral("device number: not reported (%1)").arg(windowsErrorText(GetLastError()));
        readDescriptor(volume.get(), info);
        readGeometry(volume.get(), info);
    }
    if (namesRamDiskDriver(info->device) || (info->model && namesRamDiskDriver(*info->model)))
        info->ramBacked = true;
}

} // namespace cm
