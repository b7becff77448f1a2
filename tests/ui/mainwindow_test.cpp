#include "tempfolders.h"
#include "window/mainwindow.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;

namespace {

template<typename T>
T *child(const QWidget &window, const char *name)
{
    T *widget = window.findChild<T *>(QString::fromLatin1(name));
    EXPECT_NE(widget, nullptr) << name;
    return widget;
}

} // namespace

class MainWindowTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // Sessions of this test go to its own folder, not the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void TearDown() override
    {
        QDir(MainWindow::sessionFolder()).removeRecursively();
        QStandardPaths::setTestModeEnabled(false);
    }
};

TEST_F(MainWindowTest, OffersOnlyRamDisksAsTargets)
{
    MainWindow window;
    window.show();
    auto *targets = child<QComboBox>(window, "targetCombo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return targets->count() > 0; }, 10000));
    EXPECT_EQ(targets->itemData(0).toString(), QStringLiteral("/dev/shm"));
}

TEST_F(MainWindowTest, RunsABenchmarkThroughTheWidgetsAndDrawsTheChart)
{
    test::TempFolder source;
    test::RamFolder target;
    MainWindow window;
    window.show();
    auto *targets = child<QComboBox>(window, "targetCombo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return targets->count() > 0; }, 10000));
    targets->addItem(target.path(), target.path());
    targets->setCurrentIndex(targets->count() - 1);
    child<QLineEdit>(window, "sourceEdit")->setText(source.path());
    child<QSpinBox>(window, "sizeSpin")->setValue(4);
    child<QSpinBox>(window, "repetitionsSpin")->setValue(2);
    auto *start = child<QPushButton>(window, "startButton");
    auto *stage = child<QLabel>(window, "stageLabel");

    QTest::mouseClick(start, Qt::LeftButton);
    EXPECT_FALSE(start->isEnabled());
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 120000)) << stage->text().toStdString();
    EXPECT_EQ(stage->text(), QStringLiteral("Done."));

    QChart *chart = child<QChartView>(window, "chartView")->chart();
    ASSERT_EQ(chart->series().size(), 1);
    auto *bars = qobject_cast<QBarSeries *>(chart->series().first());
    ASSERT_NE(bars, nullptr);
    EXPECT_GT(bars->barSets().first()->at(0), 0.0);

    EXPECT_EQ(test::countEntries(source.path()), 0);
    EXPECT_EQ(test::countEntries(target.path()), 0);
    EXPECT_EQ(QDir(MainWindow::sessionFolder()).entryList(QDir::Files).size(), 1);
}

TEST_F(MainWindowTest, ShowsAPreflightRefusalInsteadOfStarting)
{
    test::TempFolder source;
    MainWindow window;
    window.show();
    auto *targets = child<QComboBox>(window, "targetCombo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return targets->count() > 0; }, 10000));
    child<QLineEdit>(window, "sourceEdit")->setText(source.filePath(QStringLiteral("missing")));
    auto *start = child<QPushButton>(window, "startButton");
    QTest::mouseClick(start, Qt::LeftButton);
    auto *stage = child<QLabel>(window, "stageLabel");
    ASSERT_TRUE(QTest::qWaitFor([&] { return start->isEnabled(); }, 10000));
    EXPECT_TRUE(stage->text().contains(QStringLiteral("does not exist"))) << stage->text().toStdString();
}
