// A GoogleTest main with a QApplication (offscreen), for the tests of the
// charts and the window: they need fonts and widgets.
#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("CompressMarkTests"));
    QApplication::setApplicationVersion(QStringLiteral("0.0.0-test"));
    // Settings the window keeps (recent files, choices) go to a folder of the run, not the user's.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
