// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

class QTableView;

namespace cm {

// Shows a path that is longer than its column on several lines, broken
// after its separators, instead of cutting out its middle: "/work/bench/
// volume" reads whole at any column width and in any language's layout.
class PathWrapDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // Shows `column` of `view` this way: word wrap on, and each row as tall
    // as its path needs (never less than one line's usual height), again
    // whenever a column's width changes.
    static void install(QTableView *view, int column);

    QString displayText(const QVariant &value, const QLocale &locale) const override;
};

} // namespace cm
