// SPDX-License-Identifier: GPL-3.0-or-later
// LiveRuns on Windows: an entry is a file opened to be deleted when its
// handle closes, which the system does when its run ends, however it ends:
// every entry found is a live run's.
#include "liveruns.h"

#include "util/windowserror_windows.h"

#include <QCoreApplication>
#include <QDir>

#include <windows.h>

namespace cm {
namespace {

const QString Prefix = QStringLiteral("compressmark-run-");
const QString Suffix = QStringLiteral(".json");

} // namespace

QString LiveRuns::sharedFolder()
{
    return QDir::tempPath();
}

LiveRunEntry LiveRunEntry::enter(const LiveRun &run, const QString &folderPath)
{
    LiveRunEntry entry;
    if (folderPath.isEmpty())
        return entry;
    const QString path = folderPath + QLatin1Char('/') + Prefix + QString::number(run.processId) + Suffix;
    // Readers share it; no one else writes it, and it goes with the handle.
    UniqueHandle file(CreateFileW(windowsPath(path).c_str(), GENERIC_WRITE | DELETE,
                                  FILE_SHARE_READ | FILE_SHARE_DELETE, nullptr, CREATE_NEW,
                                  FILE_ATTRIBUTE_TEMPORARY | FILE_FLAG_DELETE_ON_CLOSE, nullptr));
    if (!file.isValid())
        return entry;
    const QByteArray json = run.toJson();
    DWORD written = 0;
    if (!WriteFile(file.get(), json.constData(), DWORD(json.size()), &written, nullptr)
        || written != DWORD(json.size()))
        return entry; // closing deletes it
    entry.m_file = std::move(file);
    return entry;
}

void LiveRunEntry::leave()
{
    m_file = UniqueHandle(); // deletes the entry
}

QList<LiveRun> LiveRuns::others(const QString &folderPath)
{
    QList<LiveRun> runs;
    if (folderPath.isEmpty())
        return runs;
    const QStringList names
        = QDir(folderPath)
              .entryList({Prefix + QLatin1Char('*') + Suffix}, QDir::Files | QDir::System | QDir::NoSymLinks);
    const qint64 ownId = QCoreApplication::applicationPid();
    for (const QString &name : names) {
        const UniqueHandle file(CreateFileW(windowsPath(folderPath + QLatin1Char('/') + name).c_str(), GENERIC_READ,
                                            FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                            OPEN_EXISTING, FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
        BY_HANDLE_FILE_INFORMATION info{};
        if (!file.isValid() || !GetFileInformationByHandle(file.get(), &info)
            || (info.dwFileAttributes & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY))
            || info.nFileSizeHigh != 0 || info.nFileSizeLow > LargestEntryBytes)
            continue;
        QByteArray bytes(qsizetype(info.nFileSizeLow), Qt::Uninitialized);
        DWORD read = 0;
        if (!ReadFile(file.get(), bytes.data(), DWORD(bytes.size()), &read, nullptr))
            continue;
        bytes.truncate(read);
        LiveRun run;
        if (LiveRun::fromJson(bytes, &run) && run.processId != ownId)
            runs.append(run);
    }
    return runs;
}

} // namespace cm
