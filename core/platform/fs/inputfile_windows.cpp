// SPDX-License-Identifier: GPL-3.0-or-later
// readRegularFile() on Windows: the promise of inputfile.h through the Win32
// API. A folder is refused before it is opened; once open, anything that is
// not a file on a disk (a console, a named pipe, a device) is refused before
// a byte is read; a file larger than the limit is found by reading at most
// one byte past it.
#include "inputfile.h"

#include "fs/boundedread.h"
#include "util/shownpath.h"
#include "util/uniquehandle_windows.h"
#include "util/windowserror_windows.h"

#include <QCoreApplication>
#include <QDir>

#include <windows.h>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(InputFile)
};

} // namespace

Status readRegularFile(const QString &path, qint64 largestBytes, QByteArray *bytes)
{
    const std::wstring name = windowsPath(path);
    const DWORD attributes = GetFileAttributesW(name.c_str());
    if (attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY))
        return Status::failure(Text::tr("%1 is %2, not a regular file").arg(shownPath(path), Text::tr("a folder")));
    const UniqueHandle file(CreateFileW(name.c_str(), GENERIC_READ,
                                        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                                        FILE_ATTRIBUTE_NORMAL, nullptr));
    if (!file.isValid())
        return Status::failure(Text::tr("cannot open %1: %2").arg(shownPath(path), windowsErrorText(GetLastError())));
    if (GetFileType(file.get()) != FILE_TYPE_DISK)
        return Status::failure(Text::tr("%1 is %2, not a regular file").arg(shownPath(path), Text::tr("a device")));
    const auto tooLarge = [&] {
        return Status::failure(
            Text::tr("%1 is larger than %2 bytes").arg(shownPath(path), QString::number(largestBytes)));
    };
    LARGE_INTEGER size{};
    if (!GetFileSizeEx(file.get(), &size))
        return Status::failure(Text::tr("cannot read %1: %2").arg(shownPath(path), windowsErrorText(GetLastError())));
    if (size.QuadPart > largestBytes)
        return tooLarge();
    const auto readSome = [&file](char *to, qint64 room) -> qint64 {
        DWORD got = 0;
        return ReadFile(file.get(), to, DWORD(std::min<qint64>(room, qint64(1) << 30)), &got, nullptr) ? qint64(got)
                                                                                                       : -1;
    };
    switch (readBounded(size.QuadPart, largestBytes, readSome, bytes)) {
    case BoundedRead::Done:
        break;
    case BoundedRead::TooLarge:
        return tooLarge();
    case BoundedRead::Failed:
        return Status::failure(Text::tr("cannot read %1: %2").arg(shownPath(path), windowsErrorText(GetLastError())));
    }
    return Status::ok();
}

} // namespace cm
