// SPDX-License-Identifier: GPL-3.0-or-later
// The window fits a 1280x720 screen, and one at 2x scaling (2560x1600 is
// 1280x800 of layout), in every language: its pages need no more room, and
// it opens no larger than the screen.
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTranslator>

#include <algorithm>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// What a window manager's frame and title bar take from the screen, about.
const QSize Frame(16, 48);

class WindowFit : public ::testing::TestWithParam<const char *>
{
protected:
    void SetUp() override
    {
        const QString language = QString::fromLatin1(GetParam());
        if (language != QLatin1String("en")) {
            ASSERT_TRUE(
                m_translator.load(QStringLiteral(COMPRESSMARK_TRANSLATIONS_DIR "/compressmark_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&m_translator);
        }
    }
    void TearDown() override { QCoreApplication::removeTranslator(&m_translator); }

    QTranslator m_translator;
};

} // namespace

TEST_P(WindowFit, EveryPageFits1280x720)
{
    MainWindow window;
    const QSize screen = QSize(1280, 720) - Frame;
    auto *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
    ASSERT_NE(pages, nullptr);
    for (int i = 0; i < pages->count(); ++i) {
        pages->setCurrentIndex(i);
        const QSize needed = window.minimumSizeHint();
        EXPECT_LE(needed.width(), screen.width()) << pages->tabText(i).toStdString();
        EXPECT_LE(needed.height(), screen.height()) << pages->tabText(i).toStdString();
    }
}

// The Setup page scrolls up and down, never sideways: its content is no
// wider than the window on a 1280 pixel screen, headers and all.
TEST_P(WindowFit, TheSetupPageNeedsNoSidewaysScrolling)
{
    MainWindow window;
    auto *setup = window.findChild<QScrollArea *>();
    ASSERT_NE(setup, nullptr);
    ASSERT_NE(setup->widget(), nullptr);
    const int room = 1280 - Frame.width() - 2 * 9 - setup->verticalScrollBar()->sizeHint().width(); // page margins
    EXPECT_LE(setup->widget()->minimumSizeHint().width(), room);
}

// At 1280x720 the Setup page shows every control without scrolling, and
// every button shows its whole text.
TEST_P(WindowFit, TheSetupPageNeedsNoScrollingAt1280x720)
{
    MainWindow window;
    window.resize(QSize(1280, 720) - Frame);
    window.show();
    auto *setup = window.findChild<QScrollArea *>();
    ASSERT_NE(setup, nullptr);
    QCoreApplication::processEvents();
    EXPECT_EQ(setup->verticalScrollBar()->maximum(), 0);
    for (QPushButton *button : setup->parentWidget()->findChildren<QPushButton *>()) { // the Setup page's
        if (button->isVisible()) {
            EXPECT_LE(button->sizeHint().width(), button->width()) << button->text().toStdString();
        }
    }
}

// The drive table's mount points read whole at 1280x720 in every language:
// the other columns and the page's right side leave their column room for
// a path's parts, and a longer path takes more lines (PathWrapDelegate).
TEST_P(WindowFit, TheDriveTableLeavesMountPointsRoomAt1280x720)
{
    MainWindow window;
    window.resize(QSize(1280, 720) - Frame);
    window.show();
    QCoreApplication::processEvents();
    auto *table = window.findChild<QTableView *>(QStringLiteral("volumeTable"));
    ASSERT_NE(table, nullptr);
    EXPECT_GE(table->columnWidth(0), table->fontMetrics().horizontalAdvance(QStringLiteral("compressmark-workspace-")))
        << "room for the longest part of a workspace's path";
}

TEST_P(WindowFit, OpensNoLargerThanTheScreen)
{
    MainWindow window;
    const QSize available = window.screen()->availableGeometry().size();
    EXPECT_LE(window.width(), std::max(available.width(), window.minimumSizeHint().width()));
    EXPECT_LE(window.height(), std::max(available.height(), window.minimumSizeHint().height()));
}

// Every table's headers can be read before it has rows: no column starts
// narrower than its title ("Без сжатия, МБ/с" cut to "ез сжатия, МБ/").
TEST_P(WindowFit, EveryTableHeaderIsReadableBeforeTheTableHasRows)
{
    MainWindow window;
    window.resize(1240, 672);
    window.show();
    auto *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
    ASSERT_NE(pages, nullptr);
    for (int i = 0; i < pages->count(); ++i) {
        pages->setCurrentIndex(i);
        QCoreApplication::processEvents();
        for (QTableView *table : pages->widget(i)->findChildren<QTableView *>()) {
            if (!table->isVisible())
                continue;
            const QHeaderView *header = table->horizontalHeader();
            for (int section = 0; section < header->count(); ++section) {
                if (header->isSectionHidden(section)
                    || (header->stretchLastSection() && section == header->count() - 1))
                    continue;
                EXPECT_GE(header->sectionSize(section), header->sectionSizeHint(section))
                    << pages->tabText(i).toStdString() << ": "
                    << table->model()->headerData(section, Qt::Horizontal).toString().toStdString();
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, WindowFit, ::testing::Values("en", "ru", "zh_CN"));
