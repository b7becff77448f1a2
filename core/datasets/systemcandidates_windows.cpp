// The system data set's folders on Windows: WinSxS, the folder the
// articles copied, read with FindFirstFileEx; below each file keeps its
// path without the drive ("Windows/WinSxS/...").
#include "systemcandidates.h"

#include "datasets/filesetwriter.h"
#include "util/windowserror.h"

#include <QDir>
#include <QFile>

#include <windows.h>

#include <algorithm>
#include <vector>

namespace cm {
namespace {

struct Listed
{
    QByteArray name;
    DWORD attributes = 0;
    qint64 bytes = 0;
};

Status listTopLevel(const QByteArray &root, std::vector<Listed> *entries)
{
    WIN32_FIND_DATAW data{};
    HANDLE search = FindFirstFileExW((windowsPath(QFile::decodeName(root)) + L"\\*").c_str(), FindExInfoBasic, &data,
                                     FindExSearchNameMatch, nullptr, FIND_FIRST_EX_LARGE_FETCH);
    if (search == INVALID_HANDLE_VALUE)
        return Status::failure(QStringLiteral("unreadable: ") + windowsErrorText(GetLastError()));
    do {
        const QString name = QString::fromWCharArray(data.cFileName);
        if (name != QLatin1String(".") && name != QLatin1String(".."))
            entries->push_back({QFile::encodeName(name), data.dwFileAttributes,
                                (qint64(data.nFileSizeHigh) << 32) | data.nFileSizeLow});
    } while (FindNextFileW(search, &data));
    FindClose(search);
    std::sort(entries->begin(), entries->end(), [](const Listed &a, const Listed &b) { return a.name < b.name; });
    return Status::ok();
}

} // namespace

QList<QByteArray> CandidateCollector::defaultRoots()
{
    const QString windows = qEnvironmentVariable("SystemRoot", QStringLiteral("C:\\Windows"));
    return {QFile::encodeName(QDir::fromNativeSeparators(windows) + QStringLiteral("/WinSxS"))};
}

Status CandidateCollector::collect(const QByteArray &root)
{
    // "C:/Windows/WinSxS" goes below the data set as "Windows/WinSxS".
    QByteArray prefix = root;
    if (prefix.size() >= 2 && prefix.at(1) == ':')
        prefix = prefix.mid(2);
    while (prefix.startsWith('/'))
        prefix = prefix.mid(1);
    std::vector<Listed> entries;
    if (Status listed = listTopLevel(root, &entries); !listed) {
        m_manifest->noteSkipped(QFile::decodeName(root), listed.message());
        return Status::ok();
    }
    for (const Listed &entry : entries) {
        if (m_cancel.isRequested())
            return cancelledStatus();
        const QByteArray child = joinPath(root, entry.name);
        const QByteArray destination = joinPath(prefix, entry.name);
        const bool link = entry.attributes & FILE_ATTRIBUTE_REPARSE_POINT;
        if (link || !(entry.attributes & FILE_ATTRIBUTE_DIRECTORY)) {
            consider(child, destination, link ? TreeEntry::Type::Other : TreeEntry::Type::RegularFile, entry.bytes);
            continue;
        }
        collectFolder(child, destination);
        if (m_cancel.isRequested())
            return cancelledStatus();
    }
    return Status::ok();
}

} // namespace cm
