// A GoogleTest main with a QCoreApplication, for the engine's tests: they
// need an event loop and no window system, and link no widgets.
#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("CompressMarkTests"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.0.0-test"));
    // Settings go to a folder of the run, never the user's.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
