// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarycommand.h"

#include "commandparsing.h"
#include "exitcodes.h"
#include "chart/chartexport.h"
#include "chart/chartkinds.h"
#include "library/library.h"
#include "librarycharts.h"
#include "library/librarydefault.h"
#include "library/librarylocation.h"
#include "librarylinkcommand.h"
#include "libraryoutput.h"
#include "terminal.h"
#include "util/shownpath.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LibraryCommand)
};

const char *const FilterOptions[] = {"model", "filesystem", "compression", "dataset", "since", "until", "search"};

// "2026-11-30" (that day from its start in local time, or to its end with
// `endOfDay`) or a date and time "2026-11-30T13:00".
bool parseDate(const QString &text, bool endOfDay, QDateTime *date)
{
    const QDate day = QDate::fromString(text, Qt::ISODate);
    if (day.isValid()) {
        *date = (endOfDay ? day.addDays(1) : day).startOfDay();
        return true;
    }
    *date = QDateTime::fromString(text, Qt::ISODate);
    return date->isValid();
}

// The filter of `list`; false after one line on stderr.
bool filterFrom(const QCommandLineParser &parser, LibraryFilter *filter)
{
    filter->model = parser.value(QStringLiteral("model"));
    filter->filesystem = parser.value(QStringLiteral("filesystem"));
    filter->compression = parser.value(QStringLiteral("compression"));
    filter->dataSet = parser.value(QStringLiteral("dataset"));
    filter->search = parser.value(QStringLiteral("search"));
    const auto date = [&](const QString &option, bool endOfDay, QDateTime *parsed) {
        if (!parser.isSet(option) || parseDate(parser.value(option), endOfDay, parsed))
            return true;
        Terminal::error(Text::tr("library: --%1 '%2' is not a date such as 2026-11-30 or 2026-11-30T13:00")
                            .arg(option, parser.value(option)));
        return false;
    };
    return date(QStringLiteral("since"), false, &filter->since) && date(QStringLiteral("until"), true, &filter->until);
}

// What an add, refresh or rebuild could not take: the first file's
// problem, and how many more there were.
QString problemsLine(const LibraryChanges &changes)
{
    if (changes.problems.size() == 1)
        return changes.problems.constFirst();
    return Text::tr("%1 (and %2 more files that are not sessions)")
        .arg(changes.problems.constFirst(), QString::number(changes.problems.size() - 1));
}

QString changesText(const LibraryChanges &changes)
{
    return Text::tr("Session files: %1 added, %2 changed, %3 gone, %4 as they were.\n")
        .arg(QString::number(changes.added), QString::number(changes.updated), QString::number(changes.removed),
             QString::number(changes.unchanged));
}

// --png, --svg, --web and --chart, for the commands that take them;
// false after one line on stderr.
bool chartFilesFrom(const QCommandLineParser &parser, const QString &command, LibraryChartFiles *files)
{
    const bool charts = command == QLatin1String("history") || command == QLatin1String("compare");
    const bool compare = command == QLatin1String("compare");
    const auto refuse = [&](const QString &option) {
        Terminal::error(Text::tr("library %1: --%2 is for %3")
                            .arg(command, option,
                                 option == QLatin1String("web") || option == QLatin1String("chart")
                                     ? QStringLiteral("'compare'")
                                     : QStringLiteral("'history' and 'compare'")));
        return false;
    };
    for (const ImageFormat format : {ImageFormat::Png, ImageFormat::Svg}) {
        const QString option = imageFormatName(format);
        if (!parser.isSet(option))
            continue;
        if (!charts)
            return refuse(option);
        files->images.append({format, parser.value(option)});
    }
    for (const char *option : {"web", "chart"}) {
        if (parser.isSet(QLatin1String(option)) && !compare)
            return refuse(QLatin1String(option));
    }
    files->webPath = parser.value(QStringLiteral("web"));
    if (!parser.isSet(QStringLiteral("chart")))
        return true;
    const QString kind = parser.value(QStringLiteral("chart"));
    if (!parseChartKind(kind, &files->kind) || !chartKindEntry(files->kind).acrossDrives) {
        QStringList severalDrives;
        for (const ChartKindEntry &entry : chartKinds()) {
            if (entry.acrossDrives)
                severalDrives << QLatin1String(entry.name);
        }
        Terminal::error(Text::tr("library compare: --chart '%1' is not a chart of several drives: %2")
                            .arg(kind, severalDrives.join(QStringLiteral(", "))));
        return false;
    }
    return true;
}

int listOrShow(Library &library, const QCommandLineParser &parser, const QStringList &arguments, bool show)
{
    // What changed outside since is noticed first; a library that cannot
    // be written is read as it is.
    LibraryChanges changes;
    if (Status status = library.refresh(&changes); !status)
        Terminal::error(status.message());
    QList<LibraryDrive> drives;
    Status status = Status::ok();
    if (show) {
        status = library.findDrives(arguments.constFirst(), &drives);
        if (status && drives.isEmpty()) {
            Terminal::error(Text::tr("library: no drive in the library is '%1'; 'compressmark library list' lists them")
                                .arg(arguments.constFirst()));
            return ExitCode::BadUsage;
        }
    } else {
        LibraryFilter filter;
        if (!filterFrom(parser, &filter))
            return ExitCode::BadUsage;
        status = library.drives(filter, parser.isSet(QStringLiteral("json")), &drives);
    }
    if (!status) {
        Terminal::error(status.message());
        return ExitCode::Failed;
    }
    if (parser.isSet(QStringLiteral("json")))
        Terminal::out(QString::fromUtf8(QJsonDocument(libraryDrivesJson(drives, true)).toJson()));
    else
        Terminal::out(show ? libraryShowText(drives) : libraryListText(drives));
    return ExitCode::Success;
}

int addOrRebuild(Library &library, const QStringList &paths, bool rebuild)
{
    LibraryChanges changes;
    const Status status = rebuild ? library.rebuild(&changes) : library.add(paths, &changes);
    if (!status) {
        Terminal::error(status.message());
        return ExitCode::Failed;
    }
    Terminal::out(changesText(changes));
    if (!changes.problems.isEmpty()) {
        Terminal::error(problemsLine(changes));
        return ExitCode::Failed;
    }
    return ExitCode::Success;
}

} // namespace

int libraryCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr(
        "The library: an index of every session file on this machine, to list, filter and show drives "
        "measured in any session. Session files stay as they are; the library is rebuilt from them "
        "whenever it cannot be trusted.\n\n"
        "  list             the drives, newest first, with the filters below\n"
        "  add PATH...      session files, or folders whose *.cmsession.json files are followed from then on\n"
        "  rebuild          make the library anew from its files and folders\n"
        "  show DRIVE       a drive's sessions and results: its ID from list, or its label, model or "
        "serial\n"
        "  history DRIVE    the drive measured on several days, over time, and what changed between measurements\n"
        "  link DRIVE...    these drives are one drive over time (a serial that reads otherwise, a new model name)\n"
        "  unlink DRIVE     undo the link nearest to this measurement, or set it apart from its model and serial\n"
        "  compare ID...    drives of any sessions side by side, by their IDs from list"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("command"),
                                 Text::tr("list, add, rebuild, show, history, link, unlink or compare."),
                                 QStringLiteral("list|add|rebuild|show|history|link|unlink|compare"));
    parser.addOptions({
        {QStringLiteral("library"),
         Text::tr("Use the library in FILE instead of your own (it follows only what was "
                  "added to it)."),
         QStringLiteral("FILE")},
        {QStringLiteral("model"), Text::tr("list: drives whose model holds TEXT (any case)."), QStringLiteral("TEXT")},
        {QStringLiteral("filesystem"), Text::tr("list: drives on this filesystem (btrfs, ext4, ntfs, ...)."),
         QStringLiteral("NAME")},
        {QStringLiteral("compression"),
         Text::tr("list: drives measured with this compression (btrfs:zstd, or btrfs for any algorithm, none)."),
         QStringLiteral("METHOD")},
        {QStringLiteral("dataset"), Text::tr("list: drives with results of this data set (books, photos, ...)."),
         QStringLiteral("KIND")},
        {QStringLiteral("since"), Text::tr("list: drives measured on or after DATE (2026-11-30, or 2026-11-30T13:00)."),
         QStringLiteral("DATE")},
        {QStringLiteral("until"), Text::tr("list: drives measured on or before DATE."), QStringLiteral("DATE")},
        {QStringLiteral("search"),
         Text::tr("list: drives whose label, model, serial, filesystem, kernel, CPU, system, data sets or file holds "
                  "TEXT (any case)."),
         QStringLiteral("TEXT")},
        {QStringLiteral("json"), Text::tr("list, show: print the drives and their results as JSON.")},
        {QStringLiteral("png"), Text::tr("history, compare: write the chart as PNG."), QStringLiteral("FILE")},
        {QStringLiteral("svg"), Text::tr("history, compare: write the chart as SVG."), QStringLiteral("FILE")},
        {QStringLiteral("web"),
         Text::tr("compare: write a web page of the drives, which embeds the sessions they came from."),
         QStringLiteral("FILE")},
        {QStringLiteral("chart"),
         Text::tr("compare: the chart to draw: compare (the default), drives, percent, device or cpu."),
         QStringLiteral("KIND")},
    });
    if (!parseCommandLine(parser, arguments))
        return ExitCode::BadUsage;
    const QStringList positional = parser.positionalArguments();
    const QString command = positional.value(0);
    const QStringList rest = positional.mid(1);
    const QStringList commands{QStringLiteral("list"),   QStringLiteral("add"),     QStringLiteral("rebuild"),
                               QStringLiteral("show"),   QStringLiteral("history"), QStringLiteral("link"),
                               QStringLiteral("unlink"), QStringLiteral("compare")};
    if (!commands.contains(command)) {
        Terminal::error(command.isEmpty()
                            ? Text::tr("library: name what to do: list, add, rebuild, show, history, link, unlink or "
                                       "compare (see --help)")
                            : Text::tr("library: unknown command '%1'; it is list, add, rebuild, show, history, link, "
                                       "unlink or compare")
                                  .arg(command));
        return ExitCode::BadUsage;
    }
    LibraryChartFiles chartFiles;
    if (!chartFilesFrom(parser, command, &chartFiles))
        return ExitCode::BadUsage;
    if (command != QLatin1String("list")) {
        for (const char *option : FilterOptions) {
            if (parser.isSet(QLatin1String(option))) {
                Terminal::error(Text::tr("library: --%1 filters only 'list'").arg(QLatin1String(option)));
                return ExitCode::BadUsage;
            }
        }
    }
    if (parser.isSet(QStringLiteral("json")) && command != QLatin1String("list") && command != QLatin1String("show")) {
        Terminal::error(Text::tr("library: --json is for 'list' and 'show'"));
        return ExitCode::BadUsage;
    }
    const bool namesOne
        = command == QLatin1String("show") || command == QLatin1String("history") || command == QLatin1String("unlink");
    const bool namesMany = command == QLatin1String("add") || command == QLatin1String("compare");
    const qsizetype wanted = namesOne ? 1 : namesMany ? -1 : command == QLatin1String("link") ? -2 : 0;
    if ((wanted == -1 && rest.isEmpty()) || (wanted == -2 && rest.size() < 2)
        || (wanted >= 0 && rest.size() != wanted)) {
        Terminal::error(
            command == QLatin1String("compare")    ? Text::tr("library compare: name the IDs of the drives to compare")
                : command == QLatin1String("link") ? Text::tr("library link: name at least two drives to link into one")
                : wanted == -1                     ? Text::tr("library add: name the session files or folders to add")
                : wanted == 1                      ? Text::tr("library %1: name one drive").arg(command)
                              : Text::tr("library %1: unexpected argument '%2'").arg(command, rest.value(0)));
        return ExitCode::BadUsage;
    }

    const bool own = !parser.isSet(QStringLiteral("library"));
    Library library(own ? defaultLibraryPath() : parser.value(QStringLiteral("library")));
    const Status opened = own ? openDefaultLibrary(&library) : library.open();
    if (!opened) {
        Terminal::error(opened.message());
        return ExitCode::Failed;
    }
    if (!library.rebuiltBecause().isEmpty())
        Terminal::error(Text::tr("the library %1 was rebuilt from its session files: %2")
                            .arg(shownPath(library.path()), library.rebuiltBecause()));
    if (library.isReadOnly() && (command == QLatin1String("list") || command == QLatin1String("show")))
        Terminal::error(Text::tr("the library %1 is read as it is, without what changed since: %2")
                            .arg(shownPath(library.path()), library.readOnlyBecause()));
    if (command == QLatin1String("history"))
        return libraryHistory(library, rest.constFirst(), chartFiles);
    if (command == QLatin1String("compare"))
        return libraryCompare(library, rest, chartFiles);
    if (command == QLatin1String("link"))
        return libraryLink(library, rest);
    if (command == QLatin1String("unlink"))
        return libraryUnlink(library, rest.constFirst());
    if (command == QLatin1String("list") || command == QLatin1String("show"))
        return listOrShow(library, parser, rest, command == QLatin1String("show"));
    return addOrRebuild(library, rest, command == QLatin1String("rebuild"));
}

} // namespace cm
