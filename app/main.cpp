// CompressMark: the command line (run) or, with a display, the GUI.

#include "exitcodes.h"
#include "advisecommand.h"
#include "cleancommand.h"
#include "generatecommand.h"
#include "probecommand.h"
#include "reportcommand.h"
#include "runcommand.h"
#include "interruptwatch.h"
#include "settings/appsettings.h"
#include "settings/apptheme.h"
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

// The subcommand, when the first argument names one.
QString subcommandOf(int argc, char **argv)
{
    if (argc < 2 || argv[1][0] == '-')
        return {};
    return QString::fromLocal8Bit(argv[1]);
}

// `sessions`: session files to open in the window, e.g. from a double click.
int runGui(QApplication &app, const QStringList &sessions = {})
{
    // The window speaks the language and wears the theme of the settings;
    // the commands keep following the locale (LANG, LANGUAGE).
    const cm::AppSettings settings;
    cm::installTranslations(app, cm::appLanguageLocale(settings.language()));
    if (settings.theme() != cm::AppTheme::System)
        cm::applyAppTheme(settings.theme());
    cm::MainWindow window;
    // Ctrl+C in the terminal or the session ending: a run stops and cleans up first.
    cm::InterruptWatch interrupts;
    QObject::connect(&interrupts, &cm::InterruptWatch::interrupted, &window, &cm::MainWindow::shutDown);
    window.show();
    if (!sessions.isEmpty())
        window.openSessions(sessions);
    return app.exec();
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

} // namespace

int main(int argc, char **argv)
{
    ensureRuntimeDir();
    const QString subcommand = subcommandOf(argc, argv);
    // Commands render charts offscreen: they need no display.
    if ((!subcommand.isEmpty() && subcommand != QLatin1String("gui")) || !hasDisplay()) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }

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

    if (subcommand == QLatin1String("advise")) {
        arguments.removeAt(1);
        return cm::adviseCommand(arguments);
    }
    if (subcommand == QLatin1String("clean")) {
        arguments.removeAt(1);
        return cm::cleanCommand(arguments);
    }
    if (subcommand == QLatin1String("report")) {
        arguments.removeAt(1);
        return cm::reportCommand(arguments);
    }
    if (subcommand == QLatin1String("run") || subcommand == QLatin1String("probe")
        || subcommand == QLatin1String("generate")) {
        arguments.removeAt(1);
        if (subcommand == QLatin1String("generate"))
            return cm::generateCommand(arguments);
        return subcommand == QLatin1String("run") ? cm::runCommand(arguments) : cm::probeCommand(arguments);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Measures how fast a drive delivers real files to a RAM disk, with filesystem compression off "
                "and on.\n\nCommands:\n  run       run the benchmark (see 'compressmark run --help')\n"
                "  report    charts and tables of saved sessions (see 'compressmark report --help')\n"
                "  probe     print what is known about the volume holding a path, as JSON\n"
                "  generate  write one data set into a new folder and print its manifest as JSON\n"
                "  advise    predict whether compression pays off on this drive and CPU\n"
                "  gui       open the window (the default when a display is available), with the\n"
                "            session files named after it\n\n"
                "Without a command: the window when a display is available, otherwise 'run' with defaults.")
        // A string of its own: the list above is translated as one piece.
        + QApplication::translate("main", "\n\nAfter a killed run:\n  clean     list and remove the workspaces it left "
                                          "behind (see 'compressmark clean --help')"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), QApplication::translate("main", "run, report, probe, generate, advise, clean or gui"));
    if (!parser.parse(arguments)) {
        cm::Terminal::error(parser.errorText());
        return cm::ExitCode::BadUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(cm::ExitCode::Success);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    if (subcommand == QLatin1String("gui")) {
        if (!hasDisplay()) {
            cm::Terminal::error(QApplication::translate("main", "gui: no display (DISPLAY or WAYLAND_DISPLAY) is set"));
            return cm::ExitCode::BadUsage;
        }
        return runGui(app, parser.positionalArguments().mid(1));
    }
    if (!subcommand.isEmpty()) {
        cm::Terminal::error(QApplication::translate("main", "unknown command '%1'; try --help").arg(subcommand));
        return cm::ExitCode::BadUsage;
    }
    return hasDisplay() ? runGui(app) : cm::runCommand(arguments);
}
