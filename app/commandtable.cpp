// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandtable.h"

#include "advisecommand.h"
#include "cleancommand.h"
#include "generatecommand.h"
#include "librarycommand.h"
#include "platform.h"
#include "probecommand.h"
#include "reportcommand.h"
#include "runcommand.h"

#include <QCoreApplication>

#include <algorithm>

namespace cm {
namespace {

// Every command, on every system; the help lists them by section.
const Command Commands[] = {
    {"run", QT_TRANSLATE_NOOP("main", "run the benchmark (see 'compressmark run --help')"), &runCommand},
    {"report", QT_TRANSLATE_NOOP("main", "charts and tables of saved sessions (see 'compressmark report --help')"),
     [](const QStringList &arguments, const Privileges &) { return reportCommand(arguments); }},
    {"probe", QT_TRANSLATE_NOOP("main", "print what is known about the volume holding a path, as JSON"), &probeCommand},
    {"generate", QT_TRANSLATE_NOOP("main", "write one data set into a new folder and print its manifest as JSON"),
     [](const QStringList &arguments, const Privileges &) { return generateCommand(arguments); }},
    {"advise", QT_TRANSLATE_NOOP("main", "predict whether compression pays off on this drive and CPU"), &adviseCommand},
    {"library", QT_TRANSLATE_NOOP("main", "every drive measured here (see 'compressmark library --help')"),
     [](const QStringList &arguments, const Privileges &) { return libraryCommand(arguments); }},
    {.name = "clean",
     .description = QT_TRANSLATE_NOOP("main",
                                      "list and remove the workspaces it left behind (see 'compressmark clean "
                                      "--help')"),
     .run = &cleanCommand,
     .section = Command::Section::AfterKilledRun},
    {.name = "gui",
     .description = QT_TRANSLATE_NOOP("main",
                                      "open the window (the default when a display is available), with the\n"
                                      "session files named after it"),
     .run = &Platform::openWindow,
     .needsDisplay = true},
};

constexpr int NameWidth = 10; // "generate" and a gap

// Texts of the help in English, or in the user's language.
enum class Language { English, Users };

QString text(const char *source, Language language, const char *comment = nullptr)
{
    return language == Language::English ? QString::fromUtf8(source)
                                         : QCoreApplication::translate("main", source, comment);
}

// "  name      description", continuation lines under the description.
QString commandLine(const Command &command, Language language)
{
    const QString indent(2 + NameWidth, QLatin1Char(' '));
    QString description = text(command.description, language);
    description.replace(QLatin1Char('\n'), QLatin1Char('\n') + indent);
    return QStringLiteral("  ") + QString::fromLatin1(command.name).leftJustified(NameWidth) + description;
}

QString section(std::span<const Command> commands, Command::Section which, const QString &heading, Language language)
{
    QStringList lines{heading};
    for (const Command &command : commands) {
        if (command.section == which)
            lines << commandLine(command, language);
    }
    return lines.join(QLatin1Char('\n'));
}

// The everyday commands with what the program does, then the one for
// after a killed run, when there is one.
QStringList descriptionParts(std::span<const Command> commands, const char *withoutCommand, Language language)
{
    const QStringList everyday{
        text(QT_TRANSLATE_NOOP("main",
                               "Measures how fast a drive delivers real files to a RAM disk, with filesystem "
                               "compression off and on."),
             language),
        section(commands, Command::Section::Everyday, text(QT_TRANSLATE_NOOP("main", "Commands:"), language), language),
        text(withoutCommand, language),
    };
    QStringList parts{everyday.join(QStringLiteral("\n\n"))};
    const bool afterKilledRun = std::any_of(commands.begin(), commands.end(), [](const Command &command) {
        return command.section == Command::Section::AfterKilledRun;
    });
    if (afterKilledRun) {
        parts << QStringLiteral("\n\n")
                + section(commands, Command::Section::AfterKilledRun,
                          text(QT_TRANSLATE_NOOP("main", "After a killed run:"), language), language);
    }
    return parts;
}

// The translation of `english` as one piece, or an empty string: the help
// used to be translated in pieces of several lines, and those translations
// hold for as long as the lines they translate stay the same.
QString translatedAsOnePiece(const QString &english)
{
    const QByteArray source = english.toUtf8();
    const QString translated = QCoreApplication::translate("main", source.constData());
    return translated == english ? QString() : translated;
}

} // namespace

std::span<const Command> programCommands()
{
    return Commands;
}

const Command *findCommand(std::span<const Command> commands, const QString &name)
{
    for (const Command &command : commands) {
        if (name == QLatin1String(command.name))
            return &command;
    }
    return nullptr;
}

QString programDescription(std::span<const Command> commands, const char *withoutCommand)
{
    QString whole;
    for (const QString &part : descriptionParts(commands, withoutCommand, Language::English)) {
        const QString translated = translatedAsOnePiece(part);
        if (translated.isEmpty())
            return descriptionParts(commands, withoutCommand, Language::Users).join(QString());
        whole += translated;
    }
    return whole;
}

QString commandNames(std::span<const Command> commands)
{
    QStringList names;
    for (const Command &command : commands)
        names << QString::fromLatin1(command.name);
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    static const struct
    {
        const char *source;
        const char *comment;
    } Separator = QT_TRANSLATE_NOOP3("main", ", ", "between the names of commands");
    const auto list = [&](Language language) {
        return text(QT_TRANSLATE_NOOP("main", "%1 or %2"), language)
            .arg(names.join(text(Separator.source, language, Separator.comment)), last);
    };
    const QString translated = translatedAsOnePiece(list(Language::English));
    return translated.isEmpty() ? list(Language::Users) : translated;
}

} // namespace cm
