// SPDX-License-Identifier: GPL-3.0-or-later
// CompressMark: the commands of the command line or, with a display, the window.

#include "commandparsing.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "platform.h"
#include "privilege/privileges.h"
#include "system/interruptwatch.h"
#include "system/processend.h"
#include "terminal.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>

namespace {

// The command's name, when the first argument names one.
QString commandNameOf(int argc, char **argv)
{
    if (argc < 2 || argv[1][0] == '-')
        return {};
    return QString::fromLocal8Bit(argv[1]);
}

// The program's own options (help, version) and the commands that need a
// display; without a command, what this system's program does then
// (Platform::runWithoutCommand).
int programWithoutConsoleCommand(const QStringList &arguments, const QString &name, const cm::Command *command,
                                 const cm::Privileges &privileges)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        cm::programDescription(cm::programCommands(), cm::Platform::withoutCommandDescription()));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), cm::commandNames(cm::programCommands()));
    if (!parser.parse(arguments)) {
        cm::Terminal::error(parser.errorText());
        return cm::ExitCode::BadUsage;
    }
    if (cm::helpAsked(parser))
        cm::showHelpAndExit(parser);
    if (parser.isSet(QStringLiteral("version")))
        cm::showVersionAndExit();

    if (command)
        return command->run(QStringList{arguments.first()} + parser.positionalArguments().mid(1), privileges);
    if (!name.isEmpty()) {
        cm::Terminal::error(QApplication::translate("main", "unknown command '%1'; try --help").arg(name));
        return cm::ExitCode::BadUsage;
    }
    return cm::Platform::runWithoutCommand(arguments, privileges);
}

QtMessageHandler qtHandler = nullptr;

// Qt warns of a thread the system refused on its own line; the program
// says so itself, in its one line, where it matters.
void withoutThreadRefusals(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("QThread::start: Thread creation error")))
        return;
    qtHandler(type, context, message);
}

// The program, with the application and everything it made gone when it returns.
int runProgram(int argc, char **argv)
{
    qtHandler = qInstallMessageHandler(withoutThreadRefusals);
    // Before anything is made: SIGINT, SIGTERM and SIGHUP stop the work and
    // its clean-up at safe points, never in the middle, until the process ends.
    cm::Interrupts::install();
    cm::Platform::prepareProcess();
    const QString name = commandNameOf(argc, argv);
    const cm::Command *command = cm::findCommand(cm::programCommands(), name);
    // Only the window needs a display; the commands render charts offscreen.
    const bool window = command ? command->needsDisplay : name.isEmpty();
    if ((!window || !cm::Platform::hasDisplay()) && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    // QApplication takes X11 options such as -session out of argv, and
    // `advise --session FILE` is ours: keep the command line as given.
    QStringList arguments = cm::Platform::commandLine(argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("CompressMark"));
    QApplication::setOrganizationName(QStringLiteral("CompressMark"));
    QApplication::setApplicationVersion(QStringLiteral(COMPRESSMARK_VERSION));
    cm::installTranslations(app);
    // Asked once; everything that depends on it is handed this value.
    const cm::Privileges privileges = cm::Privileges::ofThisProcess();

    if (command && !command->needsDisplay) {
        arguments.removeAt(1);
        return command->run(arguments, privileges);
    }
    return programWithoutConsoleCommand(arguments, name, command, privileges);
}

} // namespace

int main(int argc, char **argv)
{
    return cm::endProcess(runProgram(argc, argv));
}
