// SPDX-License-Identifier: GPL-3.0-or-later
// The window's Library page: real widgets over a library of the test's own.
#include "document/sessiondocument.h"
#include "export/exportdialog.h"
#include "library/library.h"
#include "librarypage/librarypage.h"
#include "librarypage/librarytablemodel.h"
#include "librarysessions.h"
#include "tempfolders.h"
#include "window/mainwindow.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;
using namespace cm::test;

namespace {

// An SSD measured in January and March, and a hard disk in January,
// indexed in a library of their own.
struct LibraryWithDrives
{
    TempFolder folder;
    QString library = folder.filePath(QStringLiteral("library.sqlite"));
    QString january = folder.filePath(QStringLiteral("january.cmsession.json"));
    QString march = folder.filePath(QStringLiteral("march.cmsession.json"));

    LibraryWithDrives()
    {
        LibraryDriveFacts disk = oldDiskFacts();
        disk.filesystem = QStringLiteral("ext4");
        writeSessionFile(librarySession({fastSsdFacts(), disk}, QDateTime(QDate(2026, 1, 10), QTime(9, 0), Qt::UTC)),
                         january);
        writeSessionFile(librarySession({fastSsdFacts()}, QDateTime(QDate(2026, 3, 5), QTime(9, 0), Qt::UTC)), march);
        Library indexed(library);
        LibraryChanges changes;
        EXPECT_TRUE(indexed.open());
        EXPECT_TRUE(indexed.add({january, march}, &changes));
        EXPECT_EQ(changes.added, 2);
    }
};

// The bar sets the page's chart draws, by their legend's names.
QStringList barNames(const QWidget &page)
{
    QStringList names;
    auto *view = page.findChild<QChartView *>(QStringLiteral("libraryChartView"));
    if (!view || !view->chart())
        return names;
    for (QAbstractSeries *series : view->chart()->series())
        if (auto *bars = qobject_cast<QBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                names.append(set->label());
    return names;
}

// The row of the table whose drive and measured day are these; -1 for none.
int rowOf(const QTableView *table, const QString &name, const QString &day)
{
    const QAbstractItemModel *model = table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, LibraryTableModel::Name).data().toString() == name
            && model->index(row, LibraryTableModel::Measured).data().toString().startsWith(day))
            return row;
    }
    return -1;
}

struct Page
{
    MainWindow window;
    LibraryPage *page = window.findChild<LibraryPage *>(QStringLiteral("libraryPage"));
    QTableView *table = window.findChild<QTableView *>(QStringLiteral("libraryTable"));

    explicit Page(const QString &library)
    {
        EXPECT_NE(page, nullptr);
        page->setLibraryPath(library);
        window.show();
        window.findChild<QTabWidget *>(QStringLiteral("pages"))->setCurrentWidget(page);
        EXPECT_TRUE(QTest::qWaitFor([this] { return table->model()->rowCount() == 3 && !page->isBusy(); }, 10000))
            << table->model()->rowCount();
    }

    void click(const QString &button)
    {
        auto *pushed = window.findChild<QPushButton *>(button);
        ASSERT_NE(pushed, nullptr) << button.toStdString();
        ASSERT_TRUE(pushed->isEnabled()) << button.toStdString();
        pushed->click();
    }

    void choose(int row) { table->setCurrentIndex(table->model()->index(row, LibraryTableModel::Name)); }
};

} // namespace

TEST(LibraryPage, ListsEveryDriveAndSearchesAndFiltersThem)
{
    LibraryWithDrives files;
    Page shown(files.library);
    EXPECT_NE(rowOf(shown.table, QStringLiteral("Old disk"), QStringLiteral("2026-01-10")), -1);

    auto *search = shown.window.findChild<QLineEdit *>(QStringLiteral("librarySearch"));
    ASSERT_NE(search, nullptr);
    QTest::keyClicks(search, QStringLiteral("wdc"));
    EXPECT_EQ(shown.table->model()->rowCount(), 1) << "the search finds the model in any case";
    search->clear();
    EXPECT_EQ(shown.table->model()->rowCount(), 3);

    auto *filesystem = shown.window.findChild<QComboBox *>(QStringLiteral("libraryFilesystemFilter"));
    ASSERT_NE(filesystem, nullptr);
    const int btrfs = filesystem->findData(QStringLiteral("btrfs"));
    ASSERT_GE(btrfs, 0);
    filesystem->setCurrentIndex(btrfs);
    EXPECT_EQ(shown.table->model()->rowCount(), 2) << "the SSD's two measurements on btrfs";
}

TEST(LibraryPage, ShowsTickedDrivesOfTwoSessionsSideBySide)
{
    LibraryWithDrives files;
    Page shown(files.library);
    EXPECT_TRUE(barNames(*shown.page).isEmpty());
    const int disk = rowOf(shown.table, QStringLiteral("Old disk"), QStringLiteral("2026-01-10"));
    const int ssd = rowOf(shown.table, QStringLiteral("Fast SSD"), QStringLiteral("2026-03-05"));
    ASSERT_GE(disk, 0);
    ASSERT_GE(ssd, 0);
    for (const int row : {disk, ssd})
        shown.table->model()->setData(shown.table->model()->index(row, LibraryTableModel::Name), Qt::Checked,
                                      Qt::CheckStateRole);
    shown.click(QStringLiteral("librarySideBySide"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return barNames(*shown.page).size() == 4; }, 10000)) << "two drives, off and on";
    const QStringList names = barNames(*shown.page);
    EXPECT_TRUE(names.contains(QStringLiteral("Old disk"))) << names.join(QLatin1Char(',')).toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("Fast SSD"))) << names.join(QLatin1Char(',')).toStdString();
    shown.click(QStringLiteral("libraryExport"));
    auto *exporting = shown.window.findChild<ExportDialog *>(QStringLiteral("exportDialog"));
    ASSERT_NE(exporting, nullptr) << "Export… opens the export dialog for the chart shown";
    EXPECT_TRUE(QTest::qWaitFor([&] { return !exporting->previewImage().isNull(); }, 10000));
    exporting->close();

    auto *kind = shown.window.findChild<QComboBox *>(QStringLiteral("libraryChartKind"));
    ASSERT_NE(kind, nullptr);
    kind->setCurrentIndex(kind->findData(QStringLiteral("percent")));
    EXPECT_EQ(barNames(*shown.page).size(), 2) << "one bar set per drive";
}

TEST(LibraryPage, DrawsTheChosenDrivesHistory)
{
    LibraryWithDrives files;
    Page shown(files.library);
    shown.choose(rowOf(shown.table, QStringLiteral("Fast SSD"), QStringLiteral("2026-01-10")));
    shown.click(QStringLiteral("libraryHistory"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return barNames(*shown.page).size() == 4; }, 10000))
        << barNames(*shown.page).join(QLatin1Char(',')).toStdString();
    const QStringList names = barNames(*shown.page);
    EXPECT_TRUE(names.contains(QStringLiteral("2026-01-10"))) << names.join(QLatin1Char(',')).toStdString();
    EXPECT_TRUE(names.contains(QStringLiteral("2026-03-05")));
    EXPECT_FALSE(names.contains(QStringLiteral("Old disk"))) << "another drive is no point of its history";
}

TEST(LibraryPage, OpensTheChosenDrivesSession)
{
    LibraryWithDrives files;
    Page shown(files.library);
    shown.choose(rowOf(shown.table, QStringLiteral("Fast SSD"), QStringLiteral("2026-03-05")));
    shown.click(QStringLiteral("libraryOpenSession"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown.window.document()->path() == files.march; }, 10000))
        << shown.window.document()->path().toStdString();
    EXPECT_NE(shown.window.findChild<QTabWidget *>(QStringLiteral("pages"))->currentWidget(), shown.page)
        << "the session is shown on the Results page";
}

TEST(LibraryPage, LinksTickedDrivesIntoOneHistoryAndUnlinksThem)
{
    LibraryWithDrives files;
    Page shown(files.library);
    auto *link = shown.window.findChild<QPushButton *>(QStringLiteral("libraryLink"));
    ASSERT_NE(link, nullptr);
    EXPECT_FALSE(link->isEnabled()) << "two drives at least are linked";
    const int disk = rowOf(shown.table, QStringLiteral("Old disk"), QStringLiteral("2026-01-10"));
    const int ssd = rowOf(shown.table, QStringLiteral("Fast SSD"), QStringLiteral("2026-03-05"));
    for (const int row : {disk, ssd})
        shown.table->model()->setData(shown.table->model()->index(row, LibraryTableModel::Name), Qt::Checked,
                                      Qt::CheckStateRole);
    shown.click(QStringLiteral("libraryLink"));
    // The SSD's two measurements and the disk's one: three points, off and on.
    ASSERT_TRUE(QTest::qWaitFor([&] { return barNames(*shown.page).size() == 6 && !shown.page->isBusy(); }, 10000))
        << barNames(*shown.page).join(QLatin1Char(',')).toStdString();
    auto *status = shown.window.findChild<QLabel *>(QStringLiteral("libraryStatus"));
    ASSERT_NE(status, nullptr);
    EXPECT_TRUE(status->text().contains(QStringLiteral("Linked"))) << status->text().toStdString();

    shown.choose(rowOf(shown.table, QStringLiteral("Old disk"), QStringLiteral("2026-01-10")));
    shown.click(QStringLiteral("libraryUnlink"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return barNames(*shown.page).size() == 2 && !shown.page->isBusy(); }, 10000))
        << "the disk alone again: " << barNames(*shown.page).join(QLatin1Char(',')).toStdString();
    shown.choose(rowOf(shown.table, QStringLiteral("Fast SSD"), QStringLiteral("2026-01-10")));
    shown.click(QStringLiteral("libraryHistory"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return barNames(*shown.page).size() == 4 && !shown.page->isBusy(); }, 10000))
        << "the SSD's own two measurements: " << barNames(*shown.page).join(QLatin1Char(',')).toStdString();
}

TEST(LibraryPage, SortsByAColumnClickedAndKeepsTheChosenDrive)
{
    LibraryWithDrives files;
    Page shown(files.library);
    const QAbstractItemModel *model = shown.table->model();
    const auto column = [&](int section) {
        QStringList values;
        for (int row = 0; row < model->rowCount(); ++row)
            values << model->index(row, section).data().toString();
        return values;
    };
    EXPECT_TRUE(column(LibraryTableModel::Measured).constFirst().startsWith(QStringLiteral("2026-03-05")))
        << "newest first";
    const int disk = rowOf(shown.table, QStringLiteral("Old disk"), QStringLiteral("2026-01-10"));
    shown.choose(disk);

    QHeaderView *header = shown.table->horizontalHeader();
    const QPoint name(header->sectionViewportPosition(LibraryTableModel::Name) + 5, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, name);
    QStringList names = column(LibraryTableModel::Name);
    QStringList sorted = names;
    std::sort(sorted.begin(), sorted.end(),
              [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) < 0; });
    EXPECT_TRUE(names == sorted || names == QStringList(sorted.crbegin(), sorted.crend()))
        << names.join(QLatin1Char(',')).toStdString();
    EXPECT_EQ(shown.table->currentIndex().siblingAtColumn(LibraryTableModel::Name).data().toString(),
              QStringLiteral("Old disk"))
        << "the chosen drive stays chosen where the sort moved it";
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, name);
    EXPECT_EQ(column(LibraryTableModel::Name), QStringList(names.crbegin(), names.crend()))
        << "a second click turns the order";
}
