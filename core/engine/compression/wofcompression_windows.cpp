// SPDX-License-Identifier: GPL-3.0-or-later
#include "wofcompression_windows.h"

#include "compression/compressionprobe_windows.h"
#include "copy/filecopy.h"
#include "fs/treewalk.h"
#include "util/shownpath.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"

#include <QFile>

#include <optional>

#include <windows.h>

#include <winioctl.h>

namespace cm {
namespace {

// compact's names for FILE_PROVIDER_COMPRESSION_*; none when unknown.
std::optional<DWORD> providerAlgorithm(const QString &algorithm)
{
    if (algorithm == QLatin1String("xpress4k"))
        return FILE_PROVIDER_COMPRESSION_XPRESS4K;
    if (algorithm == QLatin1String("xpress8k"))
        return FILE_PROVIDER_COMPRESSION_XPRESS8K;
    if (algorithm == QLatin1String("xpress16k"))
        return FILE_PROVIDER_COMPRESSION_XPRESS16K;
    if (algorithm == QLatin1String("lzx"))
        return FILE_PROVIDER_COMPRESSION_LZX;
    return std::nullopt;
}

// The file at `path` stored WOF-compressed. Opened without following a
// link or junction put in its place, and refused unless it is a plain file.
Status compressFile(const QByteArray &path, DWORD algorithm)
{
    const UniqueHandle file(CreateFileW(windowsPath(path).c_str(), GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ,
                                        nullptr, OPEN_EXISTING, FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
    if (!file.isValid())
        return Status::failure(windowsErrorMessage("cannot open", path, GetLastError()));
    BY_HANDLE_FILE_INFORMATION information{};
    if (!GetFileInformationByHandle(file.get(), &information))
        return Status::failure(windowsErrorMessage("cannot inspect", path, GetLastError()));
    if (information.dwFileAttributes & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY))
        return Status::failure(QStringLiteral("%1 is no longer a plain file; it is not compressed")
                                   .arg(shownPath(QFile::decodeName(path))));
    struct
    {
        WOF_EXTERNAL_INFO wof;
        FILE_PROVIDER_EXTERNAL_INFO_V1 provider;
    } backing{{WOF_CURRENT_VERSION, WOF_PROVIDER_FILE}, {FILE_PROVIDER_CURRENT_VERSION, algorithm, 0}};
    DWORD returned = 0;
    if (!DeviceIoControl(file.get(), FSCTL_SET_EXTERNAL_BACKING, &backing, sizeof backing, nullptr, 0, &returned,
                         nullptr)) {
        const DWORD error = GetLastError();
        // A file that would not get smaller stays plain, as compact leaves it.
        if (error == ERROR_COMPRESSION_NOT_BENEFICIAL)
            return Status::ok();
        return Status::failure(windowsErrorMessage("cannot compress (WOF)", path, error));
    }
    return Status::ok();
}

// Why WOF cannot compress on the volume mounted at `mountPoint`, or none
// when it may. WOF answers FSCTL_GET_EXTERNAL_BACKING for every file of a
// volume it is attached to ("not externally backed" for a plain one);
// without it, the file system refuses the request as one it does not know.
// Any other answer leaves the question to the run's probe file.
std::optional<QString> whyWofIsMissing(const QString &mountPoint)
{
    const QByteArray path = QFile::encodeName(mountPoint);
    const UniqueHandle root(CreateFileW(windowsPath(path).c_str(), FILE_READ_ATTRIBUTES,
                                        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                                        FILE_FLAG_BACKUP_SEMANTICS, nullptr));
    if (!root.isValid())
        return std::nullopt;
    char backing[256];
    DWORD returned = 0;
    if (DeviceIoControl(root.get(), FSCTL_GET_EXTERNAL_BACKING, nullptr, 0, backing, sizeof backing, &returned,
                        nullptr))
        return std::nullopt;
    const DWORD error = GetLastError();
    if (error != ERROR_INVALID_FUNCTION && error != ERROR_NOT_SUPPORTED)
        return std::nullopt;
    return QStringLiteral("WOF (the Windows Overlay Filter) is not attached to %1: the volume does not answer "
                          "its requests (%2)")
        .arg(mountPoint, windowsErrorText(error));
}

Status unknownAlgorithm(const QString &algorithm)
{
    return Status::failure(QStringLiteral("'%1' is not an algorithm of WOF compression (known: %2)")
                               .arg(algorithm, algorithmsOf(CompressionMethod::Wof).join(QStringLiteral(", "))));
}

} // namespace

CompressionSupport WofCompression::support(const VolumeInfo &volume) const
{
    CompressionSupport support;
    support.recognised = volume.filesystem == QLatin1String("NTFS");
    if (!support.recognised) {
        support.reason
            = QStringLiteral("WOF compression needs NTFS; %1 is %2")
                  .arg(volume.mountPoint, volume.filesystem.isEmpty() ? QStringLiteral("not NTFS") : volume.filesystem);
        return support;
    }
    if (std::optional<QString> missing = whyWofIsMissing(volume.mountPoint)) {
        support.reason = *missing;
        return support;
    }
    support.supported = true;
    support.method = CompressionMethod::Wof;
    support.algorithms = algorithmsOf(CompressionMethod::Wof);
    support.defaultAlgorithm = support.algorithms.constFirst();
    return support;
}

Status WofCompression::enableForFolder(const QString &folder, const QString &algorithm) const
{
    const std::optional<DWORD> provider = providerAlgorithm(algorithm);
    if (!provider)
        return unknownAlgorithm(algorithm);
    return checkProbeIsStoredCompressed(
        folder, [provider](const QByteArray &path) { return compressFile(path, *provider); },
        QStringLiteral("WOF did not store a compressible file in %1 compressed").arg(shownPath(folder)));
}

Status WofCompression::disableForFolder(const QString &) const
{
    return Status::ok(); // files are stored plain until they are compressed one by one
}

Status WofCompression::compressWrittenFiles(const QString &folder, const QString &algorithm,
                                            const Cancellation &cancel) const
{
    const std::optional<DWORD> provider = providerAlgorithm(algorithm);
    if (!provider)
        return unknownAlgorithm(algorithm);
    const QByteArray root = QFile::encodeName(folder);
    return walkTree(root, [&](const TreeEntry &entry) {
        if (cancel.isRequested())
            return Status::cancelled();
        if (entry.type != TreeEntry::Type::RegularFile)
            return Status::ok();
        return compressFile(joinPath(root, entry.relativePath), *provider);
    });
}

} // namespace cm
