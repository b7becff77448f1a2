// SPDX-License-Identifier: GPL-3.0-or-later
// GoogleTest and Qt Test together in a Windows program, as CompressMark's test
// suites are: a QApplication on the platform the suites use, a signal spy on
// a timer, a widget that takes keys, and fonts for text.
#include <QApplication>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

TEST(WindowsSmoke, RunsOnTheTestsPlatform)
{
    // ctest asks for offscreen, as the suites do on Linux; wine hands it on.
    EXPECT_EQ(QGuiApplication::platformName(), QStringLiteral("offscreen"));
}

TEST(WindowsSmoke, SignalSpySeesATimer)
{
    QTimer timer;
    timer.setSingleShot(true);
    QSignalSpy fired(&timer, &QTimer::timeout);
    timer.start(10);
    EXPECT_TRUE(fired.wait(10000));
}

TEST(WindowsSmoke, LineEditTakesKeys)
{
    QLineEdit edit;
    edit.show();
    QTest::keyClicks(&edit, QStringLiteral("zstd"));
    EXPECT_EQ(edit.text(), QStringLiteral("zstd"));
}

TEST(WindowsSmoke, FontsMeasureText)
{
    EXPECT_FALSE(QFontDatabase::families().isEmpty());
    EXPECT_GT(QFontMetrics(QApplication::font()).horizontalAdvance(QStringLiteral("CompressMark")), 0);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
