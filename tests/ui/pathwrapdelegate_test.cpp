// SPDX-License-Identifier: GPL-3.0-or-later
// A path longer than its column takes more lines, broken after its
// separators, and every character of it is still shown.
#include "uiutil/pathwrapdelegate.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>

#include <gtest/gtest.h>

using namespace cm;

TEST(PathWrapDelegate, ALongPathTakesMoreLinesAndKeepsEveryCharacter)
{
    const QString path = QStringLiteral("/work/bench/compressmark-workspace-n9mwu4/volume");
    QStandardItemModel model(2, 1);
    model.setItem(0, new QStandardItem(QStringLiteral("/")));
    model.setItem(1, new QStandardItem(path));
    QTableView view;
    view.setModel(&model);
    PathWrapDelegate::install(&view, 0);
    view.resize(600, 300);
    view.show();
    view.setColumnWidth(0, 500);
    QCoreApplication::processEvents();
    const int line = view.fontMetrics().lineSpacing();
    const int oneLine = view.verticalHeader()->defaultSectionSize();
    EXPECT_EQ(view.rowHeight(1), oneLine) << "a path that fits stays on one line";

    // Narrowed, as a longer language's layout does to the column.
    view.setColumnWidth(0, view.fontMetrics().horizontalAdvance(QStringLiteral("workspace-n9mwu4/")) + 12);
    QCoreApplication::processEvents();
    EXPECT_EQ(view.rowHeight(0), oneLine) << "a short path stays on one line";
    EXPECT_GE(view.rowHeight(1), 3 * line) << "/work/bench/, compressmark-, workspace-n9mwu4/ and volume";

    view.setColumnWidth(0, 500);
    QCoreApplication::processEvents();
    EXPECT_EQ(view.rowHeight(1), oneLine) << "widened again, one line again";

    auto *delegate = qobject_cast<PathWrapDelegate *>(view.itemDelegateForColumn(0));
    ASSERT_NE(delegate, nullptr);
    QString shown = delegate->displayText(path, QLocale());
    EXPECT_GT(shown.size(), path.size()) << "places to break after the separators";
    shown.remove(QChar(0x200B));
    EXPECT_EQ(shown, path);
    EXPECT_EQ(model.data(model.index(1, 0)).toString(), path) << "the model keeps the path as it is";
}
