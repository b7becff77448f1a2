// SPDX-License-Identifier: GPL-3.0-or-later
// checkOutputFile() and isSameFile() on Windows: the promises of
// outputfile.h through the Win32 API. The folder must exist and take a new
// file (one is made there and removed); the path must not be
// a folder, a device, a symbolic link or junction, or a read-only file. Two
// names are one file when they are the same path (Windows compares names
// without case) or open the same file (volume serial and file index).
#include "outputfile.h"

#include "util/shownpath.h"
#include "util/windowserror_windows.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <windows.h>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(OutputFile)
};

QString absoluteClean(const QString &path)
{
    return QDir::cleanPath(QDir().absoluteFilePath(path));
}

// Whether a new file can be made in `folder`: one is made there and removed.
// GetTempFileName takes the folder as the user gave it, no "\\?\" path.
DWORD tryCreatingIn(const QString &folder)
{
    wchar_t name[MAX_PATH];
    if (!GetTempFileNameW(windowsPlainPath(folder).c_str(), L"cm", 0, name))
        return GetLastError();
    DeleteFileW(name);
    return ERROR_SUCCESS;
}

// The volume and file index of an existing file, links followed.
struct FileId
{
    bool known = false;
    DWORD volume = 0;
    quint64 index = 0;
};

FileId fileIdOf(const QString &path)
{
    FileId id;
    HANDLE file = CreateFileW(windowsPath(path).c_str(), 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                              nullptr, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (file == INVALID_HANDLE_VALUE)
        return id;
    BY_HANDLE_FILE_INFORMATION info{};
    if (GetFileInformationByHandle(file, &info)) {
        id.known = true;
        id.volume = info.dwVolumeSerialNumber;
        id.index = (quint64(info.nFileIndexHigh) << 32) | info.nFileIndexLow;
    }
    CloseHandle(file);
    return id;
}

bool isSamePath(const QString &a, const QString &b)
{
    return absoluteClean(a).compare(absoluteClean(b), Qt::CaseInsensitive) == 0;
}

bool isSameEntry(const QString &a, const QString &b)
{
    if (isSamePath(a, b))
        return true;
    // The same folder reached under two names, and the same name in it.
    const QFileInfo first(absoluteClean(a)), second(absoluteClean(b));
    const FileId folderA = fileIdOf(first.absolutePath()), folderB = fileIdOf(second.absolutePath());
    if (folderA.known && folderB.known && folderA.volume == folderB.volume && folderA.index == folderB.index
        && first.fileName().compare(second.fileName(), Qt::CaseInsensitive) == 0)
        return true;
    const FileId fileA = fileIdOf(a), fileB = fileIdOf(b);
    return fileA.known && fileB.known && fileA.volume == fileB.volume && fileA.index == fileB.index;
}

} // namespace

Status checkOutputFile(const OutputFile &output)
{
    if (output.path.isEmpty())
        return refuseOutput(output, Text::tr("name a file"));
    const QString path = absoluteClean(output.path);
    const QString folder = QFileInfo(path).absolutePath();
    const DWORD folderAttributes = GetFileAttributesW(windowsPath(folder).c_str());
    if (folderAttributes == INVALID_FILE_ATTRIBUTES)
        return refuseOutput(output, Text::tr("the folder %1 does not exist").arg(shownPath(folder)));
    if (!(folderAttributes & FILE_ATTRIBUTE_DIRECTORY))
        return refuseOutput(output, Text::tr("%1 is not a folder").arg(shownPath(folder)));
    if (const DWORD error = tryCreatingIn(folder); error != ERROR_SUCCESS)
        return refuseOutput(
            output, Text::tr("cannot write in the folder %1: %2").arg(shownPath(folder), windowsErrorText(error)));
    // The path as given: a trailing separator names a folder.
    const DWORD attributes = GetFileAttributesW(windowsPath(output.path).c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES) {
        const DWORD error = GetLastError();
        if (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND)
            return Status::ok();
        return refuseOutput(output, Text::tr("cannot use %1: %2").arg(shownPath(path), windowsErrorText(error)));
    }
    if (attributes & FILE_ATTRIBUTE_REPARSE_POINT) {
        return refuseOutput(output,
                            Text::tr("%1 is a symbolic link (to %2); outputs never follow links: name the file "
                                     "itself")
                                .arg(shownPath(path), shownPath(QFileInfo(path).symLinkTarget())));
    }
    if (attributes & FILE_ATTRIBUTE_DIRECTORY)
        return refuseOutput(output, Text::tr("%1 is a folder; name a file").arg(shownPath(path)));
    if (attributes & FILE_ATTRIBUTE_DEVICE)
        return refuseOutput(output,
                            Text::tr("%1 is %2, not a regular file").arg(shownPath(path), Text::tr("a device")));
    if (attributes & FILE_ATTRIBUTE_READONLY)
        return refuseOutput(output,
                            Text::tr("cannot replace %1: %2").arg(shownPath(path), Text::tr("it is read-only")));
    return Status::ok();
}

bool isSameFile(const QString &a, const QString &b)
{
    return isSameEntry(a, b);
}

} // namespace cm
