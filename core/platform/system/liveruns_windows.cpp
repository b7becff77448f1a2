// SPDX-License-Identifier: GPL-3.0-or-later
// LiveRuns on Windows: an entry is a file opened to be deleted when its
// handle closes, which the system does when its run ends, however it ends:
// every entry found is a live run's. The folder is the user's own temporary
// folder, which other users cannot write; still, entries are looked up from
// the CompressMark processes the system runs, never by listing the folder,
// so that no number of files there slows the reading.
#include "liveruns.h"

#include "util/windowserror_windows.h"

#include <QCoreApplication>
#include <QDir>

#include <optional>

#include <windows.h>

#include <tlhelp32.h>

namespace cm {
namespace {

const QString Prefix = QStringLiteral("compressmark-run-");
const QString Suffix = QStringLiteral(".json");
// The program's own name, as the system lists its processes.
const QString ProgramName = QStringLiteral("compressmark");

// A program's file name without its folder and ".exe", in lower case.
QString programName(const QString &fileName)
{
    QString name = fileName.section(QLatin1Char('\\'), -1).toLower();
    if (name.endsWith(QLatin1String(".exe")))
        name.chop(4);
    return name;
}

// A process of CompressMark's: its program is this one (a test, say) or
// the program itself.
bool isCompressMarkName(const QString &name)
{
    static const QString own = [] {
        wchar_t path[MAX_PATH + 1] = {};
        const DWORD length = GetModuleFileNameW(nullptr, path, MAX_PATH);
        return programName(QString::fromWCharArray(path, int(length)));
    }();
    return !name.isEmpty() && (name == ProgramName || name == own);
}

// The processes of CompressMark's programs, but this one.
QList<qint64> compressMarkProcesses()
{
    QList<qint64> found;
    const UniqueHandle snapshot(CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0));
    if (!snapshot.isValid())
        return found;
    const qint64 ownId = QCoreApplication::applicationPid();
    PROCESSENTRY32W process{};
    process.dwSize = sizeof process;
    for (BOOL more = Process32FirstW(snapshot.get(), &process); more; more = Process32NextW(snapshot.get(), &process)) {
        if (qint64(process.th32ProcessID) != ownId
            && isCompressMarkName(programName(QString::fromWCharArray(process.szExeFile))))
            found.append(qint64(process.th32ProcessID));
    }
    return found;
}

// The entry of process `processId`, believed only when it names that process.
std::optional<LiveRun> entryOf(const QString &folderPath, qint64 processId)
{
    const QString path = folderPath + QLatin1Char('/') + Prefix + QString::number(processId) + Suffix;
    const UniqueHandle file(CreateFileW(windowsPath(path).c_str(), GENERIC_READ,
                                        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                                        FILE_FLAG_OPEN_REPARSE_POINT, nullptr));
    BY_HANDLE_FILE_INFORMATION info{};
    if (!file.isValid() || !GetFileInformationByHandle(file.get(), &info)
        || (info.dwFileAttributes & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY))
        || info.nFileSizeHigh != 0 || info.nFileSizeLow > LiveRuns::LargestEntryBytes)
        return std::nullopt;
    QByteArray bytes(qsizetype(info.nFileSizeLow), Qt::Uninitialized);
    DWORD read = 0;
    if (!ReadFile(file.get(), bytes.data(), DWORD(bytes.size()), &read, nullptr))
        return std::nullopt;
    bytes.truncate(read);
    LiveRun run;
    if (!LiveRun::fromJson(bytes, &run) || run.processId != processId)
        return std::nullopt;
    return run;
}

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
    for (const qint64 processId : compressMarkProcesses()) {
        if (std::optional<LiveRun> run = entryOf(folderPath, processId))
            runs.append(*run);
        if (runs.size() >= MostRuns)
            break;
    }
    return runs;
}

} // namespace cm
