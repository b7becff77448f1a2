// CompressMark: the commands of the command line or, with a display, the window.

#include "advisecommand.h"
#include "cleancommand.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "generatecommand.h"
#include "probecommand.h"
#include "reportcommand.h"
#include "runcommand.h"
#include "privilege/privileges.h"
#include "settings/appsettings.h"
#include "settings/apptheme.h"
#include "system/interruptwatch.h"
#include "terminal.h"
#include "translations.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>

#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

namespace {

bool hasDisplay()
{
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

// `arguments`: the program's name, then session files to open in the
// window, e.g. from a double click.
int guiCommand(const QStringList &arguments, const cm::Privileges &privileges)
{
    if (!hasDisplay()) {
        cm::Terminal::error(QApplication::translate("main", "gui: no display (DISPLAY or WAYLAND_DISPLAY) is set"));
        return cm::ExitCode::BadUsage;
    }
    // The window speaks the language and wears the theme of the settings;
    // the commands keep following the locale (LANG, LANGUAGE).
    const cm::AppSettings settings;
    cm::installTranslations(*QCoreApplication::instance(), cm::appLanguageLocale(settings.language()));
    if (settings.theme() != cm::AppTheme::System)
        cm::applyAppTheme(settings.theme());
    // The window stops for the signals that arrive while it lives; one that
    // came before it was there ends the program before anything starts.
    cm::MainWindow window(privileges);
    if (cm::Interrupts::received())
        return cm::ExitCode::Success;
    window.show();
    if (const QStringList sessions = arguments.mid(1); !sessions.isEmpty())
        window.openSessions(sessions);
    return QApplication::exec();
}

// Every command; the help lists them by section.
const cm::Command Commands[] = {
    {"run", QT_TRANSLATE_NOOP("main", "run the benchmark (see 'compressmark run --help')"), &cm::runCommand},
    {"report", QT_TRANSLATE_NOOP("main", "charts and tables of saved sessions (see 'compressmark report --help')"),
     [](const QStringList &arguments, const cm::Privileges &) { return cm::reportCommand(arguments); }},
    {"probe", QT_TRANSLATE_NOOP("main", "print what is known about the volume holding a path, as JSON"),
     &cm::probeCommand},
    {"generate", QT_TRANSLATE_NOOP("main", "write one data set into a new folder and print its manifest as JSON"),
     [](const QStringList &arguments, const cm::Privileges &) { return cm::generateCommand(arguments); }},
    {"advise", QT_TRANSLATE_NOOP("main", "predict whether compression pays off on this drive and CPU"),
     &cm::adviseCommand},
    {.name = "clean",
     .description = QT_TRANSLATE_NOOP("main", "list and remove the workspaces it left behind (see 'compressmark clean "
                                              "--help')"),
     .run = &cm::cleanCommand,
     .section = cm::Command::Section::AfterKilledRun},
    {.name = "gui",
     .description = QT_TRANSLATE_NOOP("main", "open the window (the default when a display is available), with the\n"
                                              "session files named after it"),
     .run = &guiCommand,
     .needsDisplay = true},
};

// The command's name, when the first argument names one.
QString commandNameOf(int argc, char **argv)
{
    if (argc < 2 || argv[1][0] == '-')
        return {};
    return QString::fromLocal8Bit(argv[1]);
}

// Qt falls back to /tmp/runtime-$USER when XDG_RUNTIME_DIR is unset (root
// shells, CI) but warns on stderr, which is kept for one-line errors. Give
// it the same folder without the warning.
void ensureRuntimeDir()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QByteArray folder = QDir::tempPath().toLocal8Bit() + "/runtime-" + QByteArray::number(::getuid());
    if (::mkdir(folder.constData(), 0700) == 0 || errno == EEXIST)
        qputenv("XDG_RUNTIME_DIR", folder);
}

// The program's own options (help, version) and the commands that need a
// display: the window, the default where a display is available; without
// one, a run with defaults.
int programWithoutConsoleCommand(const QStringList &arguments, const QString &name, const cm::Command *command,
                                 const cm::Privileges &privileges)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(cm::programDescription(Commands));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), cm::commandNames(Commands));
    if (!parser.parse(arguments)) {
        cm::Terminal::error(parser.errorText());
        return cm::ExitCode::BadUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(cm::ExitCode::Success);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    if (command)
        return command->run(QStringList{arguments.first()} + parser.positionalArguments().mid(1), privileges);
    if (!name.isEmpty()) {
        cm::Terminal::error(QApplication::translate("main", "unknown command '%1'; try --help").arg(name));
        return cm::ExitCode::BadUsage;
    }
    return hasDisplay() ? guiCommand({arguments.first()}, privileges) : cm::runCommand(arguments, privileges);
}

} // namespace

int main(int argc, char **argv)
{
    // Before anything is made: SIGINT, SIGTERM and SIGHUP stop the work and
    // its clean-up at safe points, never in the middle, until the process ends.
    cm::Interrupts::install();
    ensureRuntimeDir();
    const QString name = commandNameOf(argc, argv);
    const cm::Command *command = cm::findCommand(Commands, name);
    // Only the window needs a display; the commands render charts offscreen.
    const bool window = command ? command->needsDisplay : name.isEmpty();
    if ((!window || !hasDisplay()) && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    // QApplication takes X11 options such as -session out of argv, and
    // `advise --session FILE` is ours: keep the command line as given.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

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
