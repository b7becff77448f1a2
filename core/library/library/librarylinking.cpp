// SPDX-License-Identifier: GPL-3.0-or-later
// Library: one drive over time, and the user's links of histories.
#include "library/library.h"

#include "library/libraryconnection.h"
#include "library/storedtext.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Library)
};

Status readLinks(const QSqlDatabase &database, LibraryLinks *links)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT part, history FROM links")))
        return Status::failure(query.lastError().text().trimmed());
    QHash<QString, QString> pairs;
    while (query.next())
        pairs.insert(fromStoredText(query.value(0).toString()), fromStoredText(query.value(1).toString()));
    *links = LibraryLinks::fromPairs(pairs);
    return Status::ok();
}

// In the transaction the caller holds.
Status storeLinks(const QSqlDatabase &database, const LibraryLinks &links)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("DELETE FROM links")))
        return Status::failure(query.lastError().text().trimmed());
    query.prepare(QStringLiteral("INSERT INTO links (part, history) VALUES (?, ?)"));
    for (auto pair = links.pairs().cbegin(); pair != links.pairs().cend(); ++pair) {
        query.addBindValue(toStoredText(pair.key()));
        query.addBindValue(toStoredText(pair.value()));
        if (!query.exec())
            return Status::failure(query.lastError().text().trimmed());
    }
    return Status::ok();
}

} // namespace

Status Library::links(LibraryLinks *links) const
{
    Q_ASSERT(checkThread());
    if (!m_connection)
        return Status::failure(Text::tr("the library %1 is not open").arg(shownPath(m_path)));
    if (Status status = readLinks(m_connection->database(), links); !status)
        return Status::failure(Text::tr("cannot read the library %1: %2").arg(shownPath(m_path), status.message()));
    return Status::ok();
}

Status Library::writeLinks(const LibraryLinks &links)
{
    const QSqlDatabase database = m_connection->database();
    LibraryTransaction transaction(database);
    if (!transaction.begun())
        return writeError(transaction.begun().message());
    if (Status status = storeLinks(database, links); !status)
        return writeError(status.message());
    if (Status status = transaction.commit(); !status)
        return writeError(status.message());
    return Status::ok();
}

Status Library::historyWith(const LibraryLinks &links, const LibraryDrive &drive, QList<LibraryDrive> *found) const
{
    const QString history = links.historyOf(drive);
    LibraryFilter filter;
    filter.onlyParts = true;
    for (const QString &part : links.partsOf(history)) {
        const std::optional<LibraryLinks::Part> named = LibraryLinks::parsePart(part);
        if (!named)
            continue;
        (named->isMeasurement ? filter.measurements : filter.modelsAndSerials).append({named->first, named->second});
    }
    if (Status status = drives(filter, true, found); !status)
        return status;
    // A measurement set apart is of its model and serial, not of their history.
    found->removeIf([&](const LibraryDrive &each) { return links.historyOf(each) != history; });
    std::reverse(found->begin(), found->end());
    return Status::ok();
}

Status Library::history(const LibraryDrive &drive, QList<LibraryDrive> *found) const
{
    Q_ASSERT(checkThread());
    LibraryLinks stored;
    if (Status status = links(&stored); !status)
        return status;
    return historyWith(stored, drive, found);
}

Status Library::changeLinks(const std::function<Status(LibraryLinks *, bool *)> &change)
{
    Q_ASSERT(checkThread());
    if (!m_connection)
        return Status::failure(Text::tr("the library %1 is not open").arg(shownPath(m_path)));
    if (isReadOnly())
        return writeError(m_readOnlyBecause);
    // Read and written under one lock: a link made meanwhile by another
    // process is not lost.
    const QSqlDatabase database = m_connection->database();
    LibraryTransaction transaction(database);
    if (!transaction.begun())
        return writeError(transaction.begun().message());
    LibraryLinks stored;
    if (Status status = readLinks(database, &stored); !status)
        return writeError(status.message());
    bool changed = false;
    if (Status status = change(&stored, &changed); !status || !changed)
        return status;
    if (Status status = storeLinks(database, stored); !status)
        return writeError(status.message());
    if (Status status = transaction.commit(); !status)
        return writeError(status.message());
    return Status::ok();
}

Status Library::link(const QList<LibraryDrive> &drives, int *joined)
{
    *joined = 0;
    return changeLinks([&](LibraryLinks *stored, bool *changed) {
        for (qsizetype i = 1; i < drives.size(); ++i)
            *joined += stored->link(drives.constFirst(), drives.at(i)) ? 1 : 0;
        *changed = *joined > 0;
        return Status::ok();
    });
}

Status Library::unlink(const LibraryDrive &drive, LibraryLinks::Unlinked *done)
{
    *done = LibraryLinks::Unlinked::AlreadyAlone;
    return changeLinks([&](LibraryLinks *stored, bool *changed) {
        QList<LibraryDrive> history;
        if (Status status = historyWith(*stored, drive, &history); !status)
            return status;
        *done = stored->unlink(drive, history.size());
        *changed = *done != LibraryLinks::Unlinked::AlreadyAlone;
        return Status::ok();
    });
}

} // namespace cm
