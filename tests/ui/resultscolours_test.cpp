// SPDX-License-Identifier: GPL-3.0-or-later
// A drive keeps its number ("#2") and its colour in the charts while the
// others are removed, moved or hidden in the Results page's list.
#include "compare/drivelistmodel.h"
#include "results/resultspage.h"
#include "samplesession.h"
#include "widgetlookup.h"

#include <QComboBox>
#include <QListView>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

namespace {

// Three runs of one disk, stored alike, from no file: told apart by number only.
Session threeRunsOfOneDisk()
{
    Session session = test::sampleSession(3);
    for (DriveRecord &drive : session.drives) {
        drive.label = QStringLiteral("Same SSD");
        drive.compression = session.drives[0].compression;
        drive.loopImage = session.drives[0].loopImage;
        drive.origin.clear();
    }
    return session;
}

QStringList listed(const DriveListModel &model)
{
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names << model.data(model.index(row)).toString();
    return names;
}

// The colour family of each drive in the chart shown, by the drive's name
// (a lone drive's legend names the variants instead).
QMap<QString, int> colours(const ResultsPage &page)
{
    QMap<QString, int> groups;
    for (const ChartData::Series &series : page.shownChartData().series)
        groups.insert(series.drive.isEmpty() ? series.name : series.drive, series.group);
    return groups;
}

} // namespace

TEST(ResultsColours, RemovingOrHidingADriveKeepsTheOthersNumbersAndColours)
{
    ResultsPage page;
    page.resize(1100, 700);
    page.show();
    page.setSession(threeRunsOfOneDisk());
    auto *kind = namedChild<QComboBox>(page, "chartKindCombo");
    kind->setCurrentIndex(kind->findData(QStringLiteral("compare")));
    auto *list = namedChild<QListView>(page, "compareDriveList");
    auto *drives = qobject_cast<DriveListModel *>(list->model());
    ASSERT_NE(drives, nullptr);
    const QString second = QStringLiteral("Same SSD (#2)");
    const QString third = QStringLiteral("Same SSD (#3)");
    ASSERT_EQ(listed(*drives), (QStringList{QStringLiteral("Same SSD (#1)"), second, third}));
    const QMap<QString, int> before = colours(page);
    ASSERT_EQ(before.size(), 3);

    list->setCurrentIndex(drives->index(0));
    namedChild<QPushButton>(page, "compareRemoveButton")->click();
    EXPECT_EQ(listed(*drives), (QStringList{second, third}));
    QMap<QString, int> after = colours(page);
    EXPECT_EQ(after.value(second, -1), before.value(second));
    EXPECT_EQ(after.value(third, -1), before.value(third));

    // Hidden, moved: the third stays the third in name and colour.
    drives->setData(drives->index(0), Qt::Unchecked, Qt::CheckStateRole);
    after = colours(page);
    EXPECT_EQ(after.keys(), QStringList{third});
    EXPECT_EQ(after.value(third, -1), before.value(third));
    EXPECT_EQ(page.shownChartData().series.value(1).name, QStringLiteral("compression on"));
    drives->setData(drives->index(0), Qt::Checked, Qt::CheckStateRole);
    ASSERT_TRUE(drives->moveRow(QModelIndex(), 1, QModelIndex(), 0));
    EXPECT_EQ(listed(*drives), (QStringList{third, second}));
    after = colours(page);
    EXPECT_EQ(after.value(second, -1), before.value(second));
    EXPECT_EQ(after.value(third, -1), before.value(third));
}
