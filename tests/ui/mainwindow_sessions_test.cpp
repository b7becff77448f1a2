// The window's saved-session side: open several sessions, switch charts,
// export what is shown.
#include "samplesession.h"
#include "session/sessionfile.h"
#include "tempfolders.h"
#include "window/mainwindow.h"

#include <QBarSeries>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;

namespace {

int barSets(const MainWindow &window)
{
    auto *view = window.findChild<QChartView *>(QStringLiteral("chartView"));
    if (!view || !view->chart())
        return -1;
    for (QAbstractSeries *series : view->chart()->series())
        if (auto *bars = qobject_cast<QBarSeries *>(series))
            return int(bars->count());
    return 0;
}

} // namespace

TEST(MainWindowSessions, OpensSeveralSessionsAndShowsTheDrivesSideBySide)
{
    test::TempFolder folder;
    const QString first = folder.filePath(QStringLiteral("a.cmsession.json"));
    const QString second = folder.filePath(QStringLiteral("b.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(2), first));
    ASSERT_TRUE(saveSession(test::sampleSession(1), second));

    MainWindow window;
    window.show();
    window.openSessions({first, second});
    // Three drives, plain and compressed each.
    ASSERT_TRUE(QTest::qWaitFor([&] { return barSets(window) == 6; }, 10000)) << barSets(window);
    auto *kind = window.findChild<QComboBox *>(QStringLiteral("chartKindCombo"));
    ASSERT_NE(kind, nullptr);
    kind->setCurrentIndex(kind->findData(QStringLiteral("percent")));
    EXPECT_EQ(barSets(window), 3); // one per drive
    kind->setCurrentIndex(kind->findData(QStringLiteral("per-drive")));
    EXPECT_EQ(barSets(window), 2); // the last drive: plain and compressed
    EXPECT_TRUE(window.findChild<QPushButton *>(QStringLiteral("exportChartButton"))->isEnabled());
}

TEST(MainWindowSessions, NamesARefusedSessionInTheStatusLine)
{
    test::TempFolder folder;
    const QString damaged = folder.filePath(QStringLiteral("d.cmsession.json"));
    QFile file(damaged);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"compressmark-session\", \"version\": 9, \"drives\": []}");
    file.close();
    MainWindow window;
    window.openSessions({damaged});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.statusBar()->currentMessage().contains(damaged); }, 10000));
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("newer")));
    EXPECT_LE(barSets(window), 0); // nothing drawn
}

TEST(MainWindowSessions, ExportsTheChartShown)
{
    test::TempFolder folder;
    const QString session = folder.filePath(QStringLiteral("a.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(1), session));
    MainWindow window;
    window.show();
    window.openSessions({session});
    ASSERT_TRUE(QTest::qWaitFor([&] { return barSets(window) == 2; }, 10000));
    const QString png = folder.filePath(QStringLiteral("chart.png"));
    window.exportChart(png);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFile::exists(png); }, 10000));
    EXPECT_EQ(QImage(png).size(), QSize(1600, 900));
    EXPECT_EQ(barSets(window), 2); // still shown in the window
}
