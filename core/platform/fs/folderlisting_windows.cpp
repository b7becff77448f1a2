// SPDX-License-Identifier: GPL-3.0-or-later
#include "folderlisting_windows.h"

#include "util/windowserror_windows.h"

#include <QFile>

#include <windows.h>

#include <algorithm>

namespace cm {

unsigned long listFolder(const QByteArray &folder, std::vector<ListedEntry> *entries)
{
    WIN32_FIND_DATAW data{};
    HANDLE search = FindFirstFileExW((windowsPath(folder) + L"\\*").c_str(), FindExInfoBasic, &data,
                                     FindExSearchNameMatch, nullptr, FIND_FIRST_EX_LARGE_FETCH);
    if (search == INVALID_HANDLE_VALUE)
        return GetLastError() == ERROR_FILE_NOT_FOUND ? NO_ERROR : GetLastError();
    do {
        const QString name = QString::fromWCharArray(data.cFileName);
        if (name != QLatin1String(".") && name != QLatin1String(".."))
            entries->push_back({QFile::encodeName(name), data.dwFileAttributes,
                                (qint64(data.nFileSizeHigh) << 32) | data.nFileSizeLow});
    } while (FindNextFileW(search, &data));
    const DWORD error = GetLastError();
    FindClose(search);
    if (error != ERROR_NO_MORE_FILES)
        return error;
    std::sort(entries->begin(), entries->end(),
              [](const ListedEntry &a, const ListedEntry &b) { return a.name < b.name; });
    return NO_ERROR;
}

} // namespace cm
