// SPDX-License-Identifier: GPL-3.0-or-later
// Library: opening, judging and rebuilding the file (docs/LIBRARY.md).
#include "library/library.h"

#include "fs/atomicfile.h"
#include "fs/filelock.h"
#include "library/libraryconnection.h"
#include "library/librarylocation.h"
#include "library/libraryschema.h"
#include "library/storedtext.h"
#include "fs/lefttemporaries.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

// Longer than any rebuild another process may be finishing.
constexpr int ReplaceWaitMilliseconds = 120000;

// What SQLite finds of the file: whole, damaged (a page that is not a
// page, an index that does not match its table, no database at all), or
// unreadable for now (a full disk, a lock held too long), which no rebuild
// mends. Quick: no index is compared row by row with its table, which a
// damaged page shows anyway.
enum class Wholeness { Whole, Damaged, Unreadable };

Wholeness judgeWhole(const QSqlDatabase &database, QString *why)
{
    constexpr int SqliteCorrupt = 11;
    constexpr int SqliteNotADatabase = 26;
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("PRAGMA quick_check(1)")) || !query.next()) {
        const QSqlError error = query.lastError();
        *why = error.text().trimmed();
        const int code = error.nativeErrorCode().toInt();
        return code == SqliteCorrupt || code == SqliteNotADatabase ? Wholeness::Damaged : Wholeness::Unreadable;
    }
    const QString answer = query.value(0).toString();
    if (answer == QLatin1String("ok"))
        return Wholeness::Whole;
    *why = answer;
    return Wholeness::Damaged;
}

// Puts the file in write-ahead-log mode (a no-op where it is). Another
// connection making the file or writing to it holds it a moment: SQLite
// answers the change with "locked" at once, without its busy timeout, so
// the change waits here as long as a write would.
bool switchToWal(QSqlQuery &query)
{
    constexpr int SqliteBusy = 5;
    constexpr int SqliteLocked = 6;
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        if (query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && query.next())
            return true;
        const int code = query.lastError().nativeErrorCode().toInt();
        if ((code != SqliteBusy && code != SqliteLocked) || waited.elapsed() > LibraryConnection::BusyMilliseconds)
            return false;
        QThread::msleep(20);
    }
}

// Whether `name` is a table, as this program makes it, in sqlite_master.
bool isTable(const QSqlDatabase &database, const QString &name)
{
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT type FROM sqlite_master WHERE name = ?"));
    query.addBindValue(name);
    return query.exec() && query.next() && query.value(0).toString() == QLatin1String("table") && !query.next();
}

// The paths in the table `files` or `folders` of a library that cannot be
// trusted otherwise: taken as names to look at, each read as a session
// like any other file.
QStringList knownPaths(const QSqlDatabase &database, const QString &table)
{
    QStringList paths;
    if (!isTable(database, table))
        return paths;
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT path FROM %1").arg(table)))
        return paths;
    while (query.next()) {
        if (query.value(0).typeId() == QMetaType::QString)
            paths << fromStoredText(query.value(0).toString());
    }
    return paths;
}

// The numbers of the drives of a library that cannot be trusted
// otherwise, by each drive's session file and id in it: taken as data,
// to be kept by the rebuilt library.
DriveNumbers knownNumbers(const QSqlDatabase &database)
{
    DriveNumbers numbers;
    if (!isTable(database, QStringLiteral("files")) || !isTable(database, QStringLiteral("drives")))
        return numbers;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT f.path, d.drive_key, d.id FROM drives d JOIN files f ON f.id = d.file_id")))
        return numbers;
    QSet<qint64> taken;
    while (query.next()) {
        const qint64 number = query.value(2).toLongLong();
        if (query.value(0).typeId() != QMetaType::QString || query.value(1).typeId() != QMetaType::QString
            || number <= 0 || taken.contains(number))
            continue;
        taken.insert(number);
        numbers.byMeasurement.insert(LibraryLinks::measurementIdentity(fromStoredText(query.value(0).toString()),
                                                                       fromStoredText(query.value(1).toString())),
                                     number);
        numbers.highest = std::max(numbers.highest, number);
    }
    return numbers;
}

// The links of a library that cannot be trusted otherwise, taken as data
// (LibraryLinks::fromPairs() keeps only what names parts).
QHash<QString, QString> knownLinks(const QSqlDatabase &database)
{
    QHash<QString, QString> pairs;
    if (!isTable(database, QStringLiteral("links")))
        return pairs;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT part, history FROM links")))
        return pairs;
    while (query.next()) {
        if (query.value(0).typeId() == QMetaType::QString && query.value(1).typeId() == QMetaType::QString)
            pairs.insert(fromStoredText(query.value(0).toString()), fromStoredText(query.value(1).toString()));
    }
    return pairs;
}

} // namespace

// The file a rebuild fills beside the library, removed unless it took the
// library's place. Not a QTemporaryFile: that keeps its handle open after
// close(), and Windows moves no file that is open.
class RebuiltFile
{
public:
    RebuiltFile() = default;
    RebuiltFile(const RebuiltFile &) = delete;
    RebuiltFile &operator=(const RebuiltFile &) = delete;
    ~RebuiltFile()
    {
        if (!m_path.isEmpty() && !m_kept)
            QFile::remove(m_path);
    }

    // Makes a new empty file of the user's beside `libraryPath`.
    bool make(const QString &libraryPath, QString *error)
    {
        const QFileInfo library(libraryPath);
        for (int attempt = 0; attempt < 16; ++attempt) {
            const QString path = library.absolutePath() + QStringLiteral("/.") + library.fileName() + QLatin1Char('.')
                + QString::number(QRandomGenerator::global()->generate(), 16) + QStringLiteral(".tmp");
            QFile file(path);
            if (file.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
                m_path = path;
                return true;
            }
            *error = file.errorString();
            if (!QFileInfo::exists(path))
                return false; // not a name taken: the folder refuses
        }
        return false;
    }
    const QString &path() const { return m_path; }
    void keep() { m_kept = true; }

private:
    QString m_path;
    bool m_kept = false;
};

Library::Library(const QString &path)
    : m_path(QFileInfo(path).absoluteFilePath())
    , m_thread(QThread::currentThread())
{
}

Library::~Library() = default;

Status Library::writeError(const QString &what) const
{
    return Status::failure(Text::tr("cannot write the library %1: %2").arg(shownPath(m_path), what));
}

Status Library::open()
{
    m_thread = QThread::currentThread();
    if (Status status = checkLibraryLocation(m_path); !status)
        return status;
    QString untrusted;
    if (Status status = openConnection(&untrusted); !status)
        return status;
    if (untrusted.isEmpty())
        return Status::ok();
    if (isReadOnly()) {
        return Status::failure(Text::tr("the library %1 cannot be used (%2) and cannot be rebuilt: %3")
                                   .arg(shownPath(m_path), untrusted, m_readOnlyBecause));
    }
    LibraryChanges changes;
    return replaceWithRebuilt(untrusted, &changes);
}

Status Library::openConnection(QString *untrustedBecause)
{
    m_connection.reset();
    m_readOnlyBecause.clear();
    untrustedBecause->clear();
    const QFileInfo file(m_path);
    const bool folderWritable = QFileInfo(file.absolutePath()).isWritable();
    if (!file.exists() && !folderWritable)
        return Status::failure(
            Text::tr("cannot make the library %1: its folder cannot be written").arg(shownPath(m_path)));
    const bool writable = folderWritable && (!file.exists() || file.isWritable());
    m_connection = std::make_unique<LibraryConnection>(m_path,
                                                       writable ? LibraryConnection::Mode::ReadWrite
                                                                : LibraryConnection::Mode::ReadOnly);
    if (!writable) {
        m_readOnlyBecause = Text::tr("its folder or file cannot be written");
        // A library in WAL mode needs its -shm beside it to be read; where
        // none can be made, the file is read as it was last checkpointed.
        QSqlQuery probe(m_connection->database());
        if (!m_connection->isOpen() || !probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))) {
            probe = QSqlQuery();
            m_connection = std::make_unique<LibraryConnection>(m_path, LibraryConnection::Mode::Immutable);
        }
    }
    if (!m_connection->isOpen())
        return Status::failure(
            Text::tr("cannot open the library %1: %2").arg(shownPath(m_path), m_connection->status().message()));
    // Judged before anything is written: a file that is not whole, or holds
    // what this program does not make (a trigger would run on a write), is
    // never written to, only replaced. One that cannot be read now (its
    // -shm cannot be made on a full disk) is read as it is.
    Wholeness whole = judgeWhole(m_connection->database(), untrustedBecause);
    if (whole == Wholeness::Unreadable && m_connection->mode() != LibraryConnection::Mode::Immutable) {
        m_readOnlyBecause = *untrustedBecause;
        untrustedBecause->clear();
        m_connection = std::make_unique<LibraryConnection>(m_path, LibraryConnection::Mode::Immutable);
        whole = m_connection->isOpen() ? judgeWhole(m_connection->database(), untrustedBecause) : Wholeness::Unreadable;
    }
    if (whole == Wholeness::Unreadable)
        return Status::failure(
            Text::tr("cannot read the library %1: %2")
                .arg(shownPath(m_path),
                     untrustedBecause->isEmpty() ? m_connection->status().message() : *untrustedBecause));
    if (whole == Wholeness::Damaged)
        return Status::ok();
    const QSqlDatabase database = m_connection->database();
    SchemaState state = librarySchemaState(database, untrustedBecause);
    if (state == SchemaState::Unexpected || isReadOnly())
        return Status::ok();
    untrustedBecause->clear();
    QSqlQuery query(database);
    if (!switchToWal(query)) {
        m_readOnlyBecause = query.lastError().text().trimmed();
        return Status::ok();
    }
    query.finish();
    if (state == SchemaState::Empty) {
        LibraryTransaction transaction(database);
        if (!transaction.begun())
            return writeError(transaction.begun().message());
        // Another process may have made the tables meanwhile.
        state = librarySchemaState(database, untrustedBecause);
        if (state == SchemaState::Empty) {
            if (Status status = createLibrarySchema(database); !status)
                return writeError(status.message());
            if (Status status = transaction.commit(); !status)
                return writeError(status.message());
        }
        if (state == SchemaState::Unexpected)
            return Status::ok();
        untrustedBecause->clear();
    }
    return Status::ok();
}

Status Library::buildBeside(RebuiltFile *newFile, LibraryChanges *changes)
{
    // The files and folders the library knew, the numbers it gave drives
    // and the user's links, where it can still tell.
    QStringList files;
    QStringList folders;
    DriveNumbers numbers;
    QHash<QString, QString> links;
    if (m_connection && m_connection->isOpen()) {
        const QSqlDatabase old = m_connection->database();
        files = knownPaths(old, QStringLiteral("files"));
        folders = knownPaths(old, QStringLiteral("folders"));
        numbers = knownNumbers(old);
        links = knownLinks(old);
    }
    if (QString error; !newFile->make(m_path, &error))
        return writeError(error);
    Library rebuilt(newFile->path());
    rebuilt.setSessionsFolder(m_sessionsFolder);
    rebuilt.m_carriedNumbers = numbers;
    QString untrusted;
    if (Status status = rebuilt.openConnection(&untrusted); !status)
        return status;
    if (!untrusted.isEmpty() || rebuilt.isReadOnly())
        return writeError(untrusted.isEmpty() ? rebuilt.readOnlyBecause() : untrusted);
    QStringList sources;
    for (const QString &path : files + folders) {
        if (QFileInfo::exists(path))
            sources << path;
        else
            ++changes->removed;
    }
    if (!m_sessionsFolder.isEmpty() && QFileInfo(m_sessionsFolder).isDir())
        sources << m_sessionsFolder;
    sources.removeDuplicates();
    if (Status status = rebuilt.add(sources, changes); !status)
        return status;
    if (Status status = rebuilt.writeLinks(LibraryLinks::fromPairs(links)); !status)
        return status;
    // One file, nothing beside it, to take the old one's place.
    QSqlQuery query(rebuilt.m_connection->database());
    if (!query.exec(QStringLiteral("PRAGMA journal_mode = DELETE")))
        return writeError(query.lastError().text().trimmed());
    return Status::ok();
}

Status Library::replaceWithRebuilt(const QString &why, LibraryChanges *changes)
{
    m_connection.reset();
    // Under the lock every rebuild takes: a process that found the same
    // damage and rebuilt first has put its library in place, and this one
    // uses it rather than replacing it under its connections.
    FileLock lock;
    if (Status status = FileLock::acquire(m_path, ReplaceWaitMilliseconds, &lock); !status)
        return writeError(status.message());
    {
        QString stillUntrusted;
        if (Status status = openConnection(&stillUntrusted); status && stillUntrusted.isEmpty() && !isReadOnly())
            return Status::ok();
    }
    // No other rebuild is under way: what one left is left by a killed one.
    removeLeftTemporaries(m_path);
    RebuiltFile newFile;
    if (Status status = buildBeside(&newFile, changes); !status)
        return status;
    m_connection.reset();
    // A journal or WAL of the old file would be taken for the new one's.
    for (const char *suffix : {"-wal", "-shm", "-journal"}) {
        const QString beside = m_path + QLatin1String(suffix);
        if (QFileInfo::exists(beside) && !QFile::remove(beside))
            return writeError(Text::tr("cannot remove %1").arg(shownPath(beside)));
    }
    if (QString error; !moveFileOver(newFile.path(), m_path, &error))
        return writeError(error);
    newFile.keep();
    m_rebuiltBecause = why;
    QString untrusted;
    if (Status status = openConnection(&untrusted); !status)
        return status;
    return untrusted.isEmpty() ? Status::ok() : writeError(untrusted);
}

Status Library::rebuild(LibraryChanges *changes)
{
    Q_ASSERT(checkThread());
    if (!m_connection)
        return Status::failure(Text::tr("the library %1 is not open").arg(shownPath(m_path)));
    if (isReadOnly())
        return writeError(m_readOnlyBecause);
    FileLock lock;
    if (Status status = FileLock::acquire(m_path, ReplaceWaitMilliseconds, &lock); !status)
        return writeError(status.message());
    removeLeftTemporaries(m_path);
    RebuiltFile newFile;
    if (Status status = buildBeside(&newFile, changes); !status)
        return status;
    // The rows move in one transaction of the library itself: its readers
    // and writers go on meanwhile, and see the old rows or the new ones.
    // The links stay: this library is trusted, and holds the newest.
    const QSqlDatabase database = m_connection->database();
    QSqlQuery query(database);
    query.prepare(QStringLiteral("ATTACH DATABASE ? AS rebuilt"));
    query.addBindValue(newFile.path());
    if (!query.exec())
        return writeError(query.lastError().text().trimmed());
    Status moved = Status::ok();
    {
        LibraryTransaction transaction(database);
        moved = transaction.begun();
        for (const char *statement :
             {"DELETE FROM results", "DELETE FROM drives", "DELETE FROM files", "DELETE FROM folders",
              "INSERT INTO folders SELECT * FROM rebuilt.folders", "INSERT INTO files SELECT * FROM rebuilt.files",
              "INSERT INTO drives SELECT * FROM rebuilt.drives", "INSERT INTO results SELECT * FROM rebuilt.results"}) {
            if (moved && !query.exec(QString::fromLatin1(statement)))
                moved = Status::failure(query.lastError().text().trimmed());
        }
        if (moved)
            moved = transaction.commit();
    }
    static_cast<void>(query.exec(QStringLiteral("DETACH DATABASE rebuilt")));
    if (!moved)
        return writeError(moved.message());
    m_rebuiltBecause = Text::tr("asked for");
    return Status::ok();
}

} // namespace cm
