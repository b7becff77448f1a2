// SPDX-License-Identifier: GPL-3.0-or-later
// Library: adding files and folders, and noticing what changed outside.
#include "library/library.h"

#include "fs/inputfile.h"
#include "library/libraryconnection.h"
#include "library/librarywriter.h"
#include "library/storedtext.h"
#include "session/sessionreader.h"
#include "system/parallelfor.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

// As the session reader's limit: a bigger file is damage, not a session.
constexpr qint64 LargestSessionBytes = qint64(1) << 30;

// Files read at once and written in one transaction: few enough that a
// writer beside this one waits a moment at most, and memory stays bounded.
constexpr qsizetype FilesAtOnce = 128;

// What the library holds of a file.
struct KnownFile
{
    qint64 id = 0;
    LibraryFileIdentity identity;
    QString problem;
};

QHash<QString, KnownFile> knownFiles(const QSqlDatabase &database)
{
    QHash<QString, KnownFile> known;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, path, size_bytes, modified_ms, sha256, problem FROM files")))
        return known;
    while (query.next()) {
        KnownFile file;
        file.id = query.value(0).toLongLong();
        file.identity.sizeBytes = query.value(2).toLongLong();
        file.identity.modifiedMs = query.value(3).toLongLong();
        file.identity.sha256 = query.value(4).toByteArray();
        file.problem = fromStoredText(query.value(5).toString());
        known.insert(fromStoredText(query.value(1).toString()), file);
    }
    return known;
}

// The session files in and below `folder`, by the name every session is
// given (*.cmsession.json); links are not followed.
QStringList sessionFilesIn(const QString &folder)
{
    QStringList files;
    QDirIterator entries(folder, {QStringLiteral("*.cmsession.json")}, QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                         QDirIterator::Subdirectories);
    while (entries.hasNext())
        files << entries.next();
    return files;
}

QString absolute(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

// One file, read and judged off the transaction.
IndexedFile readFile(const QString &path, const KnownFile *known)
{
    IndexedFile file;
    file.path = path;
    file.knownId = known ? known->id : 0;
    const QFileInfo info(path);
    file.identity.sizeBytes = info.size();
    file.identity.modifiedMs = info.lastModified().toMSecsSinceEpoch();
    if (known && known->identity.sameSizeAndTime(file.identity)) {
        file.state = IndexedFile::State::Unchanged;
        file.problem = known->problem;
        return file;
    }
    QByteArray bytes;
    if (Status status = readRegularFile(path, LargestSessionBytes, &bytes); !status) {
        // Gone, or no longer a file: forgotten. Never a file: said.
        file.state = known ? IndexedFile::State::Gone : IndexedFile::State::Unreadable;
        file.problem = status.message();
        return file;
    }
    file.identity.sizeBytes = bytes.size();
    file.identity.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    if (known && known->identity.sha256 == file.identity.sha256) {
        file.state = IndexedFile::State::Touched;
        file.problem = known->problem;
        return file;
    }
    file.state = known ? IndexedFile::State::Changed : IndexedFile::State::New;
    Session session;
    if (Status status = sessionFromJson(bytes, path, &session); !status) {
        file.problem = status.message();
        return file;
    }
    file.session = std::move(session);
    return file;
}

} // namespace

Status Library::indexFiles(const QStringList &paths, bool sayKnownProblems, LibraryChanges *changes)
{
    const QSqlDatabase database = m_connection->database();
    const QHash<QString, KnownFile> known = knownFiles(database);
    for (qsizetype first = 0; first < paths.size(); first += FilesAtOnce) {
        const qsizetype count = std::min(FilesAtOnce, paths.size() - first);
        QList<IndexedFile> files(count);
        IndexedFile *const slots = files.data();
        // Threads refused only slow the reading down: every file is read.
        static_cast<void>(parallelFor(count, [&](qsizetype i) {
            const QString &path = paths.at(first + i);
            const auto found = known.constFind(path);
            slots[i] = readFile(path, found == known.cend() ? nullptr : &found.value());
        }));
        LibraryTransaction transaction(database);
        if (!transaction.begun())
            return writeError(transaction.begun().message());
        for (const IndexedFile &file : std::as_const(files)) {
            if (Status status = writeIndexedFile(database, file, sayKnownProblems, m_carriedNumbers, changes); !status)
                return writeError(status.message());
        }
        if (Status status = transaction.commit(); !status)
            return writeError(status.message());
    }
    return Status::ok();
}

Status Library::add(const QStringList &paths, LibraryChanges *changes)
{
    Q_ASSERT(checkThread());
    if (!m_connection)
        return Status::failure(Text::tr("the library %1 is not open").arg(shownPath(m_path)));
    if (isReadOnly())
        return writeError(m_readOnlyBecause);
    QStringList files;
    QStringList folders;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            folders << absolute(path);
            files << sessionFilesIn(absolute(path));
        } else {
            files << absolute(path);
        }
    }
    folders.removeDuplicates();
    files.removeDuplicates();
    if (!folders.isEmpty()) {
        const QSqlDatabase database = m_connection->database();
        LibraryTransaction transaction(database);
        if (!transaction.begun())
            return writeError(transaction.begun().message());
        QSqlQuery query(database);
        query.prepare(QStringLiteral("INSERT OR IGNORE INTO folders (path) VALUES (?)"));
        for (const QString &folder : std::as_const(folders)) {
            if (folder == absolute(m_sessionsFolder))
                continue; // followed anyway
            query.addBindValue(toStoredText(folder));
            if (!query.exec())
                return writeError(query.lastError().text().trimmed());
        }
        if (Status status = transaction.commit(); !status)
            return writeError(status.message());
    }
    // A file named that is not a session is said again, however often.
    return indexFiles(files, true, changes);
}

QStringList Library::followedFolders() const
{
    QStringList folders;
    if (!m_sessionsFolder.isEmpty())
        folders << absolute(m_sessionsFolder);
    if (!m_connection)
        return folders;
    QSqlQuery query(m_connection->database());
    if (query.exec(QStringLiteral("SELECT path FROM folders ORDER BY path"))) {
        while (query.next())
            folders << fromStoredText(query.value(0).toString());
    }
    folders.removeDuplicates();
    return folders;
}

Status Library::refresh(LibraryChanges *changes)
{
    Q_ASSERT(checkThread());
    if (!m_connection)
        return Status::failure(Text::tr("the library %1 is not open").arg(shownPath(m_path)));
    if (isReadOnly())
        return Status::ok(); // read as it is
    QStringList files = knownFiles(m_connection->database()).keys();
    for (const QString &folder : followedFolders()) {
        if (QFileInfo(folder).isDir())
            files << sessionFilesIn(folder);
    }
    files.removeDuplicates();
    files.sort();
    return indexFiles(files, false, changes);
}

} // namespace cm
