// SPDX-License-Identifier: GPL-3.0-or-later
// The GoogleTest main of every suite, built twice: with a QApplication
// (offscreen) for the charts and the window, which need fonts and widgets,
// and with a QCoreApplication for the engine, which links no widgets.
#ifdef COMPRESSMARK_TEST_WIDGETS
#include <QApplication>
using TestApplication = QApplication;
#else
#include <QCoreApplication>
using TestApplication = QCoreApplication;
#endif
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include "system/processend.h"

#include <gtest/gtest.h>

namespace {

int runTests(int argc, char **argv)
{
#ifdef COMPRESSMARK_TEST_WIDGETS
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    TestApplication app(argc, argv);
    // A name of its own per process: ctest runs tests side by side, and the
    // folders Qt's test mode gives an application (~/.qttest/...), where the
    // window keeps its sessions, must not be shared between them.
    TestApplication::setApplicationName(QStringLiteral("CompressMarkTests-%1").arg(TestApplication::applicationPid()));
    TestApplication::setApplicationVersion(QStringLiteral("0.0.0-test"));
    // Settings the window keeps (recent files, choices) go to a folder of the run, not the user's.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    // So do the data files the program keeps (a session that could not be saved where it belonged).
    qputenv("XDG_DATA_HOME", QFile::encodeName(settings.filePath(QStringLiteral("data"))));
    // And runs register as live in a folder of the test's, so that tests
    // side by side do not flag each other's runs (the programs a test
    // starts share it, and see each other).
    const QString liveRuns = settings.filePath(QStringLiteral("live-runs"));
    QDir().mkpath(liveRuns);
    qputenv("COMPRESSMARK_LIVE_RUNS", QFile::encodeName(liveRuns));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

} // namespace

int main(int argc, char **argv)
{
    return cm::endProcess(runTests(argc, argv));
}
