// SPDX-License-Identifier: GPL-3.0-or-later
// writeFileAtomically() on Windows: the promise of atomicfile.h through the
// Win32 API. The new file is created beside the final one (CREATE_NEW, never
// an existing name), written and flushed, then moved over the final name
// with MoveFileExW, which replaces a symbolic link itself, not its target.
#include "atomicfile.h"

#include "util/windowserror_windows.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <windows.h>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)
};

// Moves `from` over `to`. A reader, a virus scanner or the indexer that
// has the final file open for a moment makes the replacement fail with
// access denied or a sharing violation: it is tried again for a while.
bool replaceFile(const QString &from, const QString &to)
{
    constexpr int RetryMilliseconds = 2000;
    constexpr int PauseMilliseconds = 20;
    for (int waited = 0;; waited += PauseMilliseconds) {
        if (MoveFileExW(windowsPath(from).c_str(), windowsPath(to).c_str(),
                        MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
            return true;
        const DWORD error = GetLastError();
        if ((error != ERROR_ACCESS_DENIED && error != ERROR_SHARING_VIOLATION) || waited >= RetryMilliseconds)
            return false;
        Sleep(PauseMilliseconds);
    }
}

bool writeAll(HANDLE file, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        DWORD written = 0;
        const DWORD chunk = DWORD(std::min<qsizetype>(bytes.size() - done, 1 << 30));
        if (!WriteFile(file, bytes.constData() + done, chunk, &written, nullptr))
            return false;
        done += written;
    }
    return FlushFileBuffers(file);
}

} // namespace

bool moveFileOver(const QString &from, const QString &to, QString *error)
{
    if (replaceFile(from, to))
        return true;
    *error = windowsErrorText(GetLastError());
    return false;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    const QFileInfo info(path);
    if (info.fileName().isEmpty()) {
        *error = Text::tr("no file named");
        return false;
    }
    const DWORD existing = GetFileAttributesW(windowsPath(info.absoluteFilePath()).c_str());
    if (existing != INVALID_FILE_ATTRIBUTES) {
        const bool link = existing & FILE_ATTRIBUTE_REPARSE_POINT;
        if ((existing & FILE_ATTRIBUTE_DIRECTORY) && !link) {
            *error = Text::tr("it is a folder");
            return false;
        }
        if (existing & FILE_ATTRIBUTE_DEVICE) {
            *error = Text::tr("it is not a regular file");
            return false;
        }
    } else if (GetLastError() != ERROR_FILE_NOT_FOUND) {
        *error = windowsErrorText(GetLastError());
        return false;
    }

    // A dot, the final name (shortened) and a random tail, in the same folder.
    HANDLE file = INVALID_HANDLE_VALUE;
    QString temporary;
    for (int attempt = 0; attempt < 100 && file == INVALID_HANDLE_VALUE; ++attempt) {
        temporary = info.absolutePath() + QLatin1String("/.") + info.fileName().left(200) + QLatin1Char('.')
            + QString::number(QRandomGenerator::global()->generate64(), 36).right(8) + QLatin1String(".tmp");
        file = CreateFileW(windowsPath(temporary).c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL,
                           nullptr);
        if (file == INVALID_HANDLE_VALUE && GetLastError() != ERROR_FILE_EXISTS)
            break;
    }
    if (file == INVALID_HANDLE_VALUE) {
        *error = windowsErrorText(GetLastError());
        return false;
    }
    const bool written = writeAll(file, bytes);
    DWORD cause = written ? ERROR_SUCCESS : GetLastError();
    CloseHandle(file);
    if (written && replaceFile(temporary, info.absoluteFilePath()))
        return true;
    if (cause == ERROR_SUCCESS)
        cause = GetLastError();
    DeleteFileW(windowsPath(temporary).c_str());
    *error = windowsErrorText(cause);
    return false;
}

} // namespace cm
