// SPDX-License-Identifier: GPL-3.0-or-later
#include "pathwrapdelegate.h"

#include <QHeaderView>
#include <QTableView>

namespace cm {

void PathWrapDelegate::install(QTableView *view, int column)
{
    view->setItemDelegateForColumn(column, new PathWrapDelegate(view));
    view->setWordWrap(true);
    QHeaderView *rows = view->verticalHeader();
    rows->setMinimumSectionSize(rows->defaultSectionSize());
    rows->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Rows sized to their contents are not sized again when a column
    // narrows or widens: a path then needs more lines, or fewer.
    connect(view->horizontalHeader(), &QHeaderView::sectionResized, rows,
            [rows] { rows->resizeSections(QHeaderView::ResizeToContents); });
}

QString PathWrapDelegate::displayText(const QVariant &value, const QLocale &locale) const
{
    // A zero-width space after each separator is where a line may break;
    // the model keeps the path as it is, for tooltips and accessibility.
    QString text = QStyledItemDelegate::displayText(value, locale);
    static const QChar BreakHere(0x200B);
    for (qsizetype i = text.size() - 1; i >= 0; --i) {
        if (text[i] == QLatin1Char('/') || text[i] == QLatin1Char('\\'))
            text.insert(i + 1, BreakHere);
    }
    return text;
}

} // namespace cm
