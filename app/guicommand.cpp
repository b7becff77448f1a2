// SPDX-License-Identifier: GPL-3.0-or-later
#include "guicommand.h"

#include "exitcodes.h"
#include "platform.h"
#include "settings/appsettings.h"
#include "settings/apptheme.h"
#include "system/interruptwatch.h"
#include "terminal.h"
#include "translations.h"
#include "window/mainwindow.h"

#include <QApplication>

namespace cm {

int guiCommand(const QStringList &arguments, const Privileges &privileges)
{
    if (!Platform::hasDisplay()) {
        Terminal::error(QApplication::translate("main", "gui: no display (DISPLAY or WAYLAND_DISPLAY) is set"));
        return ExitCode::BadUsage;
    }
    // The window speaks the language and wears the theme of the settings;
    // the commands keep following the locale (LANG, LANGUAGE).
    const AppSettings settings;
    installTranslations(*QCoreApplication::instance(), appLanguageLocale(settings.language()));
    if (settings.theme() != AppTheme::System)
        applyAppTheme(settings.theme());
    // The window stops for the signals that arrive while it lives; one that
    // came before it was there ends the program before anything starts.
    MainWindow window(privileges);
    if (Interrupts::received())
        return ExitCode::Success;
    window.show();
    if (const QStringList sessions = arguments.mid(1); !sessions.isEmpty())
        window.openSessions(sessions);
    return QApplication::exec();
}

} // namespace cm
