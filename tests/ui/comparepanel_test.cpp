// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/comparedsession.h"
#include "compare/comparepanel.h"
#include "compare/datasetlistmodel.h"
#include "compare/drivelistmodel.h"
#include "report/summaryrows.h"
#include "samplesession.h"

#include <QAbstractItemModelTester>
#include <QListView>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include <memory>

using namespace cm;

namespace {

QStringList labelsOf(const Session &session)
{
    QStringList labels;
    for (const DriveRecord &drive : session.drives)
        labels.append(drive.label);
    return labels;
}

QStringList dataSetsOf(const DriveRecord &drive)
{
    QStringList kinds;
    for (const ResultRecord &result : drive.results)
        if (!kinds.contains(result.dataSet))
            kinds.append(result.dataSet);
    return kinds;
}

QStringList rowsOf(const QAbstractItemModel &model)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row)
        rows.append(model.data(model.index(row, 0)).toString());
    return rows;
}

// The sample's drives A, B and C.
Session threeDrives()
{
    return test::sampleSession(3);
}

} // namespace

TEST(DriveListModel, RenamesTicksMovesAndRemovesUnderTheModelTester)
{
    DriveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSession(threeDrives());
    EXPECT_EQ(rowsOf(model),
              (QStringList{QStringLiteral("Disk A"), QStringLiteral("Disk B"), QStringLiteral("Disk C")}));
    EXPECT_EQ(model.data(model.index(0), Qt::CheckStateRole).toInt(), int(Qt::Checked));

    EXPECT_TRUE(model.setData(model.index(1), QStringLiteral("USB stick"), Qt::EditRole));
    EXPECT_EQ(model.session().drives[1].label, QStringLiteral("USB stick"));
    EXPECT_FALSE(model.setData(model.index(1), QStringLiteral("  "), Qt::EditRole)) << "a drive keeps a name";
    EXPECT_TRUE(model.setData(model.index(2), Qt::Unchecked, Qt::CheckStateRole));
    EXPECT_FALSE(model.isShown(2));

    // C before A, then A to the end: the tick travels with its drive.
    EXPECT_TRUE(model.moveRow(QModelIndex(), 2, QModelIndex(), 0));
    EXPECT_EQ(rowsOf(model),
              (QStringList{QStringLiteral("Disk C"), QStringLiteral("Disk A"), QStringLiteral("USB stick")}));
    EXPECT_FALSE(model.isShown(0));
    EXPECT_TRUE(model.moveRow(QModelIndex(), 1, QModelIndex(), 3));
    EXPECT_EQ(labelsOf(model.session()),
              (QStringList{QStringLiteral("Disk C"), QStringLiteral("USB stick"), QStringLiteral("Disk A")}));
    EXPECT_FALSE(model.moveRow(QModelIndex(), 0, QModelIndex(), 1)) << "onto itself";
    EXPECT_FALSE(model.moveRow(QModelIndex(), 0, QModelIndex(), 7));

    EXPECT_TRUE(model.removeRow(1));
    EXPECT_EQ(rowsOf(model), (QStringList{QStringLiteral("Disk C"), QStringLiteral("Disk A")}));
    EXPECT_FALSE(model.isShown(0));
    EXPECT_TRUE(model.isShown(1));
    model.setSession(test::sampleSession(1));
    EXPECT_EQ(model.rowCount(), 1);
}

// The list names drives as the charts do: two runs of one disk apart, and
// plainly again once a rename makes them differ.
TEST(DriveListModel, NamesDrivesThatShareANameApartAsTheChartsDo)
{
    Session session = threeDrives();
    session.drives[1].label = session.drives[0].label;
    DriveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSession(session);
    EXPECT_EQ(rowsOf(model), distinctDriveNames(session));
    EXPECT_NE(rowsOf(model)[0], rowsOf(model)[1]);
    EXPECT_TRUE(model.setData(model.index(1), QStringLiteral("USB stick"), Qt::EditRole));
    EXPECT_EQ(rowsOf(model),
              (QStringList{QStringLiteral("Disk A"), QStringLiteral("USB stick"), QStringLiteral("Disk C")}));
}

TEST(DriveListModel, DropsMoveDrivesWithinTheList)
{
    DriveListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSession(threeDrives());
    EXPECT_TRUE(model.supportedDropActions().testFlag(Qt::MoveAction));
    EXPECT_TRUE(model.flags(model.index(0)).testFlag(Qt::ItemIsDragEnabled));
    EXPECT_TRUE(model.flags(QModelIndex()).testFlag(Qt::ItemIsDropEnabled));
    EXPECT_FALSE(model.flags(model.index(0)).testFlag(Qt::ItemIsDropEnabled)) << "drops go between drives";

    // What a QListView in InternalMove mode does with a dropped row.
    QListView view;
    view.setModel(&model);
    view.setDragDropMode(QAbstractItemView::InternalMove);
    const std::unique_ptr<QMimeData> mime(model.mimeData({model.index(0)}));
    ASSERT_TRUE(mime);
    EXPECT_TRUE(model.canDropMimeData(mime.get(), Qt::MoveAction, 3, 0, QModelIndex()));
    EXPECT_TRUE(model.moveRow(QModelIndex(), 0, QModelIndex(), 3));
    EXPECT_EQ(rowsOf(model),
              (QStringList{QStringLiteral("Disk B"), QStringLiteral("Disk C"), QStringLiteral("Disk A")}));
}

TEST(DataSetListModel, ListsEveryDataSetTickedAndKeepsTicksAcrossResets)
{
    DataSetListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setSession(threeDrives());
    EXPECT_EQ(rowsOf(model), (QStringList{QStringLiteral("Books"), QStringLiteral("Photos")}));
    EXPECT_EQ(model.checkedDataSets(), (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    EXPECT_TRUE(model.setData(model.index(0), Qt::Unchecked, Qt::CheckStateRole));
    EXPECT_EQ(model.checkedDataSets(), QStringList{QStringLiteral("photos")});
    EXPECT_FALSE(model.setData(model.index(0), QStringLiteral("novels"), Qt::EditRole));
    model.setSession(test::sampleSession(1));
    EXPECT_EQ(model.checkedDataSets(), QStringList{QStringLiteral("photos")});
    model.setSession(Session());
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(ComparedSession, KeepsTickedDrivesInTheUsersOrderWithTheirNamesAndTickedDataSets)
{
    DriveListModel drives;
    drives.setSession(threeDrives());
    drives.setData(drives.index(0), QStringLiteral("NVMe"), Qt::EditRole);
    drives.setData(drives.index(1), Qt::Unchecked, Qt::CheckStateRole);
    drives.moveRow(QModelIndex(), 2, QModelIndex(), 0);
    const Session compared = comparedSession(drives, {QStringLiteral("photos")});
    EXPECT_EQ(labelsOf(compared), (QStringList{QStringLiteral("Disk C"), QStringLiteral("NVMe")}));
    for (const DriveRecord &drive : compared.drives) {
        EXPECT_EQ(dataSetsOf(drive), QStringList{QStringLiteral("photos")});
        ASSERT_EQ(drive.dataSets.size(), 1);
        EXPECT_EQ(drive.dataSets[0].manifest.kind, QStringLiteral("photos"));
    }
    EXPECT_EQ(compared.machine.cpu, threeDrives().machine.cpu);
    EXPECT_EQ(drives.session().drives.size(), 3) << "the edited session keeps hidden drives for saving";
}

TEST(ComparePanel, ButtonsReorderAndRemoveDrivesAndEverySelectionChangeIsSignalled)
{
    ComparePanel panel;
    panel.setSession(threeDrives());
    auto *list = panel.findChild<QListView *>(QStringLiteral("compareDriveList"));
    auto *dataSetList = panel.findChild<QListView *>(QStringLiteral("compareDataSetList"));
    auto *up = panel.findChild<QPushButton *>(QStringLiteral("compareUpButton"));
    auto *down = panel.findChild<QPushButton *>(QStringLiteral("compareDownButton"));
    auto *remove = panel.findChild<QPushButton *>(QStringLiteral("compareRemoveButton"));
    ASSERT_TRUE(list && dataSetList && up && down && remove);
    for (QWidget *widget : {static_cast<QWidget *>(list), static_cast<QWidget *>(dataSetList),
                            static_cast<QWidget *>(up), static_cast<QWidget *>(down), static_cast<QWidget *>(remove)})
        EXPECT_FALSE(widget->accessibleName().isEmpty()) << widget->objectName().toStdString();
    EXPECT_FALSE(up->isEnabled()) << "nothing chosen yet";
    EXPECT_FALSE(remove->isEnabled());

    QSignalSpy changed(&panel, &ComparePanel::selectionChanged);
    list->setCurrentIndex(panel.drives()->index(0));
    EXPECT_FALSE(up->isEnabled()) << "the first drive cannot go up";
    ASSERT_TRUE(down->isEnabled());
    down->click();
    EXPECT_EQ(labelsOf(panel.comparedSession()),
              (QStringList{QStringLiteral("Disk B"), QStringLiteral("Disk A"), QStringLiteral("Disk C")}));
    EXPECT_EQ(list->currentIndex().row(), 1) << "the chosen drive stays chosen";
    down->click();
    EXPECT_EQ(labelsOf(panel.comparedSession()),
              (QStringList{QStringLiteral("Disk B"), QStringLiteral("Disk C"), QStringLiteral("Disk A")}));
    EXPECT_FALSE(down->isEnabled()) << "the last drive cannot go down";
    up->click();
    up->click();
    EXPECT_EQ(labelsOf(panel.comparedSession()),
              (QStringList{QStringLiteral("Disk A"), QStringLiteral("Disk B"), QStringLiteral("Disk C")}));
    EXPECT_EQ(changed.size(), 4);

    panel.dataSets()->setData(panel.dataSets()->index(1), Qt::Unchecked, Qt::CheckStateRole);
    panel.drives()->setData(panel.drives()->index(2), Qt::Unchecked, Qt::CheckStateRole);
    EXPECT_EQ(changed.size(), 6);
    const Session compared = panel.comparedSession();
    EXPECT_EQ(labelsOf(compared), (QStringList{QStringLiteral("Disk A"), QStringLiteral("Disk B")}));
    EXPECT_EQ(dataSetsOf(compared.drives[0]), QStringList{QStringLiteral("books")});

    list->setCurrentIndex(panel.drives()->index(1));
    remove->click();
    EXPECT_EQ(changed.size(), 7);
    EXPECT_EQ(labelsOf(panel.session()), (QStringList{QStringLiteral("Disk A"), QStringLiteral("Disk C")}));
    EXPECT_EQ(labelsOf(panel.comparedSession()), QStringList{QStringLiteral("Disk A")}) << "C is still unticked";
}
