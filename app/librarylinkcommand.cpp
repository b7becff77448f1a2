// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarylinkcommand.h"

#include "exitcodes.h"
#include "library/library.h"
#include "terminal.h"
#include "util/visibletext.h"

#include <QCoreApplication>
#include <QSet>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LibraryLinkCommand)
};

// The drives `text` names, with the links to judge them by; false after
// one line.
bool namedDrives(Library &library, const QString &command, const QString &text, QList<LibraryDrive> *found,
                 LibraryLinks *links, int *exitCode)
{
    Status status = library.findDrives(text, found);
    if (status)
        status = library.links(links);
    if (!status) {
        Terminal::error(status.message());
        *exitCode = ExitCode::Failed;
        return false;
    }
    if (!found->isEmpty())
        return true;
    Terminal::error(Text::tr("library %1: no drive in the library is '%2'; 'compressmark library list' lists them")
                        .arg(command, visibleText(text)));
    *exitCode = ExitCode::BadUsage;
    return false;
}

} // namespace

bool oneHistory(Library &library, const QString &command, const QString &text, LibraryDrive *drive, int *exitCode)
{
    QList<LibraryDrive> found;
    LibraryLinks links;
    if (!namedDrives(library, command, text, &found, &links, exitCode))
        return false;
    QSet<QString> histories;
    for (const LibraryDrive &each : std::as_const(found))
        histories.insert(links.historyOf(each));
    if (histories.size() == 1) {
        *drive = found.constFirst();
        return true;
    }
    Terminal::error(Text::tr("library %1: '%2' names %3 different drives; name one by its ID from "
                             "'compressmark library list'")
                        .arg(command, visibleText(text), QString::number(histories.size())));
    *exitCode = ExitCode::BadUsage;
    return false;
}

int libraryLink(Library &library, const QStringList &names)
{
    QList<LibraryDrive> drives;
    for (const QString &name : names) {
        LibraryDrive drive;
        int exitCode = ExitCode::Success;
        if (!oneHistory(library, QStringLiteral("link"), name, &drive, &exitCode))
            return exitCode;
        drives.append(drive);
    }
    int joined = 0;
    QList<LibraryDrive> history;
    Status status = library.link(drives, &joined);
    if (status)
        status = library.history(drives.constFirst(), &history);
    if (!status) {
        Terminal::error(status.message());
        return ExitCode::Failed;
    }
    if (joined == 0)
        Terminal::out(
            Text::tr("These are one drive over time already: %n measurement(s).\n", nullptr, int(history.size())));
    else
        Terminal::out(Text::tr("Linked into one drive over time: %n measurement(s).\n", nullptr, int(history.size())));
    return ExitCode::Success;
}

int libraryUnlink(Library &library, const QString &name)
{
    QList<LibraryDrive> found;
    LibraryLinks links;
    int exitCode = ExitCode::Success;
    if (!namedDrives(library, QStringLiteral("unlink"), name, &found, &links, &exitCode))
        return exitCode;
    // A link is undone for one measurement: which one must be said.
    if (found.size() > 1) {
        Terminal::error(Text::tr("library unlink: '%1' names %2 measurements; name one by its ID from "
                                 "'compressmark library list'")
                            .arg(visibleText(name), QString::number(found.size())));
        return ExitCode::BadUsage;
    }
    const LibraryDrive &drive = found.constFirst();
    LibraryLinks::Unlinked done = LibraryLinks::Unlinked::AlreadyAlone;
    if (Status status = library.unlink(drive, &done); !status) {
        Terminal::error(status.message());
        return ExitCode::Failed;
    }
    Terminal::out(unlinkedText(drive, done) + QLatin1Char('\n'));
    return ExitCode::Success;
}

} // namespace cm
