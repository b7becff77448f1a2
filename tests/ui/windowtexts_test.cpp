// SPDX-License-Identifier: GPL-3.0-or-later
// What the window tells in a line: the leftover folders by count and a few
// names, which drive the advice is for, and the Help menu's guide and
// About Qt.
#include "advicepage/advicetablemodel.h"
#include "advicepage/advisepage.h"
#include "document/sessiondocument.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "setup/leftoverbar.h"
#include "tempfolders.h"
#include "widgetlookup.h"
#include "window/mainwindow.h"
#include "window/userguide.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTranslator>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

TEST(WindowTexts, ManyLeftoverFoldersAreCountedInOneLineWithEveryOneInTheTooltip)
{
    LeftoverBar bar(Privileges::ofThisProcess());
    QList<StaleWorkspace> leftovers;
    for (int i = 1; i <= 13; ++i)
        leftovers.append(StaleWorkspace{QStringLiteral("/mnt/data/compressmark-workspace-%1").arg(i), {}, false});
    bar.setLeftovers(leftovers);
    auto *label = namedChild<QLabel>(bar, "leftoverLabel");
    const QString text = label->text();
    EXPECT_FALSE(bar.isHidden());
    EXPECT_TRUE(text.contains(QStringLiteral("13 folder(s)"))) << text.toStdString();
    EXPECT_TRUE(text.contains(leftovers[0].path + QStringLiteral(", ") + leftovers[1].path)) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("and 11 more"))) << text.toStdString();
    EXPECT_FALSE(text.contains(leftovers[2].path)) << text.toStdString();
    EXPECT_FALSE(label->wordWrap());
    EXPECT_FALSE(text.contains(QLatin1Char('\n')));
    const QStringList inTooltip = label->toolTip().split(QLatin1Char('\n'));
    ASSERT_EQ(inTooltip.size(), leftovers.size()) << label->toolTip().toStdString();
    for (qsizetype i = 0; i < leftovers.size(); ++i)
        EXPECT_EQ(inTooltip[i], leftovers[i].path);

    // Two are named, no "more".
    bar.setLeftovers(leftovers.mid(0, 2));
    EXPECT_FALSE(label->text().contains(QStringLiteral("more"))) << label->text().toStdString();
}

TEST(WindowTexts, TheAdviceNamesItsDriveAndNoColumnStretchesAcrossTheTable)
{
    test::RamFolder scratch;
    CM_SKIP_WITHOUT_RAM_DISK(scratch);
    AdvisePage page(Privileges::ofThisProcess());
    page.setSampleBytes(256 * 1024);
    page.setScratchFolder(scratch.path());
    page.resize(1240, 640);
    page.show();
    QSignalSpy ready(&page, &AdvisePage::adviceReady);
    Session session = test::sampleSession(2);
    page.setSession(session);
    auto *drive = namedChild<QLabel>(page, "adviceDriveLabel");
    EXPECT_TRUE(drive->isVisible());
    EXPECT_TRUE(drive->text().contains(QStringLiteral("Disk B"))) << drive->text().toStdString();
    EXPECT_TRUE(drive->text().contains(session.drives[1].source.filesystem)) << drive->text().toStdString();
    ASSERT_TRUE(ready.wait(240000)); // the probe on a busy machine, not a timing

    auto *table = namedChild<QTableView>(page, "adviceTable");
    const QHeaderView *header = table->horizontalHeader();
    const int saved = AdviceTableModel::SpaceSaved;
    EXPECT_FALSE(header->stretchLastSection());
    EXPECT_EQ(header->sectionResizeMode(saved), QHeaderView::ResizeToContents) << "as wide as what it shows";
    EXPECT_LT(header->sectionSize(saved), 250);
}

TEST(WindowTexts, HelpHasTheUserGuideAndAboutQt)
{
    MainWindow window;
    window.show();
    auto *guide = window.findChild<QAction *>(QStringLiteral("userGuideAction"));
    auto *aboutQt = window.findChild<QAction *>(QStringLiteral("aboutQtAction"));
    ASSERT_NE(guide, nullptr);
    ASSERT_NE(aboutQt, nullptr);

    guide->trigger();
    auto *browser = window.findChild<QTextBrowser *>(QStringLiteral("userGuideBrowser"));
    ASSERT_NE(browser, nullptr);
    EXPECT_TRUE(browser->isVisible());
    EXPECT_TRUE(browser->toPlainText().contains(QStringLiteral("Should I compress?")))
        << browser->toPlainText().left(200).toStdString();
    // A link to another document, resolved as a click resolves it, is inside the guide too.
    browser->setSource(browser->source().resolved(QUrl(QStringLiteral("MEASURING.md"))));
    EXPECT_TRUE(browser->toPlainText().startsWith(QStringLiteral("Compression and cold caches")))
        << browser->toPlainText().left(200).toStdString();

    QString shown;
    QTimer::singleShot(0, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
        }
    });
    aboutQt->trigger();
    EXPECT_TRUE(shown.contains(QStringLiteral("Qt"))) << shown.toStdString();
}

// The results table starts at its first column, its scroll bar at the left,
// however the session came.
TEST(WindowTexts, TheResultsTableStartsAtItsFirstColumn)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("three.cmsession.json"));
    ASSERT_TRUE(saveSession(test::sampleSession(3), path));
    MainWindow window;
    window.resize(1264, 672);
    window.show();
    auto *table = namedChild<QTableView>(window, "resultsTable");
    const auto atStart = [&] {
        const QScrollBar *bar = table->horizontalScrollBar();
        return bar->value() == bar->minimum() && table->horizontalHeader()->offset() == 0;
    };
    window.openSessions({path});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 3; }, 10000));
    QCoreApplication::processEvents();
    ASSERT_GT(table->horizontalScrollBar()->maximum(), 0) << "the columns are wider than the page: it scrolls";
    EXPECT_TRUE(atStart());
    // Scrolled to the last column, then more drives come: the first column again.
    table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
    window.addSessions({path});
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.document()->session().drives.size() == 6; }, 10000));
    QCoreApplication::processEvents();
    EXPECT_TRUE(atStart());
}

// The guide's documents are in English: a Russian window says so above
// them, in Russian; the English window shows them without the line.
TEST(WindowTexts, TheGuideSaysItIsInEnglishInAWindowOfAnotherLanguage)
{
    QDialog *english = showUserGuide(nullptr);
    EXPECT_EQ(english->findChild<QLabel *>(QStringLiteral("guideLanguageNote")), nullptr);
    english->close();

    QTranslator russian;
    ASSERT_TRUE(russian.load(QStringLiteral(COMPRESSMARK_TRANSLATIONS_DIR "/compressmark_ru.qm")));
    QCoreApplication::installTranslator(&russian);
    QDialog *translated = showUserGuide(nullptr);
    auto *note = translated->findChild<QLabel *>(QStringLiteral("guideLanguageNote"));
    QCoreApplication::removeTranslator(&russian);
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->isVisible());
    EXPECT_NE(note->text(), QStringLiteral("The guide is written in English only."));
    translated->close();
}
