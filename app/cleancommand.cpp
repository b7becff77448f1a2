// SPDX-License-Identifier: GPL-3.0-or-later
#include "cleancommand.h"

#include "commandparsing.h"
#include "exitcodes.h"
#include "system/interruptwatch.h"
#include "terminal.h"
#include "fs/lefttemporaries.h"
#include "util/shownpath.h"
#include "workflow/staleworkspaces.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CleanCommand)
};

QString describe(const StaleWorkspace &stale)
{
    QString line = Text::tr("%1 (left by process %2, started %3)")
                       .arg(shownPath(stale.path), QString::number(stale.owner.pid),
                            stale.owner.created.toLocalTime().toString(Qt::ISODate));
    if (stale.loopImageInUse)
        line += Text::tr("; its loop image is still mounted");
    return line;
}

// A write under way touches its file far more often than this.
constexpr int TemporaryIdleSeconds = 60;

// The files killed saves (of a session, a chart) left in `folder`: listed,
// or with `remove` removed. How many could not be removed.
int cleanLeftTemporaries(const QString &folder, bool remove, QString *firstFailure)
{
    int failures = 0;
    for (const QString &path : findLeftTemporaries(folder, TemporaryIdleSeconds)) {
        if (!remove) {
            Terminal::out(Text::tr("%1 (left by a save that did not finish)\n").arg(shownPath(path)));
        } else if (QFile::remove(path)) {
            Terminal::out(Text::tr("removed %1\n").arg(shownPath(path)));
        } else if (++failures == 1) {
            *firstFailure = Text::tr("cannot remove %1").arg(shownPath(path));
        }
    }
    return failures;
}

} // namespace

int cleanCommand(const QStringList &arguments, const Privileges &privileges)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Lists the workspaces and target folders that a killed or crashed run "
                                              "left in PATH, and the temporary files of saves that did not finish, "
                                              "and with --yes removes them. Only folders with CompressMark's marker "
                                              "whose run has ended are touched, and only your own temporary files "
                                              "untouched for a minute."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("path"), Text::tr("Folder to look in (default: the current folder)."),
                                 QStringLiteral("[PATH]"));
    parser.addOption({QStringLiteral("yes"), Text::tr("Remove what is listed.")});
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;
    const QStringList paths = parser.positionalArguments();
    if (paths.size() > 1) {
        Terminal::error(Text::tr("clean: name at most one folder"));
        return ExitCode::BadUsage;
    }
    // The folder named, never what a link of that name leads to: with a
    // trailing slash (or "/.") the system would follow the link, so the path
    // is cleaned first, ".." taken as written.
    const QString folder = QDir::cleanPath(paths.isEmpty() ? QDir::currentPath() : paths.first());
    if (const QFileInfo named(folder); named.isSymLink()) {
        Terminal::error(Text::tr("clean: %1 is a symbolic link; name the folder it leads to (%2) instead")
                            .arg(shownPath(folder), shownPath(named.symLinkTarget())));
        return ExitCode::BadUsage;
    }
    if (!QFileInfo(folder).isDir()) {
        Terminal::error(Text::tr("clean: %1 is not a folder").arg(shownPath(folder)));
        return ExitCode::BadUsage;
    }

    const QList<StaleWorkspace> found = findStaleWorkspaces(folder);
    const bool remove = parser.isSet(QStringLiteral("yes"));
    int failures = 0;
    QString firstFailure;
    for (const StaleWorkspace &stale : found) {
        // A removal under way is finished (an image unmounted, detached and
        // deleted, never half); a signal stops before the next.
        if (remove && Interrupts::received())
            break;
        if (!remove) {
            Terminal::out(describe(stale) + QLatin1Char('\n'));
            continue;
        }
        if (const Status status = removeStaleWorkspace(stale, privileges); !status) {
            if (++failures == 1)
                firstFailure = status.message();
            continue;
        }
        Terminal::out(Text::tr("removed %1\n").arg(shownPath(stale.path)));
    }
    const bool hasTemporaries = !findLeftTemporaries(folder, TemporaryIdleSeconds).isEmpty();
    if (!Interrupts::received())
        failures += cleanLeftTemporaries(folder, remove, &firstFailure);
    if (found.isEmpty() && !hasTemporaries)
        Terminal::out(
            Text::tr("No stale CompressMark workspace in %1\n").arg(shownPath(QFileInfo(folder).absoluteFilePath())));
    else if (!remove)
        Terminal::out(Text::tr("Remove them with: compressmark clean %1 --yes\n")
                          .arg(shownPath(QFileInfo(folder).absoluteFilePath())));
    if (failures > 0) {
        Terminal::error(
            failures == 1
                ? firstFailure
                : Text::tr("%1 (and %2 more could not be removed)").arg(firstFailure, QString::number(failures - 1)));
        return ExitCode::Failed;
    }
    if (Interrupts::received()) {
        Terminal::error(remove ? Text::tr("clean cancelled; only the folders named as removed are gone")
                               : Text::tr("clean cancelled"));
        return ExitCode::Failed;
    }
    return ExitCode::Success;
}

} // namespace cm
