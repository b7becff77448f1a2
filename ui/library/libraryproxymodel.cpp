// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryproxymodel.h"

#include "library/libraryrecords.h"
#include "library/librarytablemodel.h"

#include <algorithm>

namespace cm {
namespace {

bool searchFinds(const LibraryDrive &drive, const QString &text)
{
    const auto holds = [&text](const QString &field) { return field.contains(text, Qt::CaseInsensitive); };
    for (const QString *field : {&drive.label, &drive.name, &drive.model, &drive.serial, &drive.filesystem,
                                 &drive.compression, &drive.kernel, &drive.cpu, &drive.os, &drive.sessionPath}) {
        if (holds(*field))
            return true;
    }
    return std::any_of(drive.dataSets.cbegin(), drive.dataSets.cend(), holds);
}

QString shownName(const LibraryDrive &drive)
{
    return drive.name.isEmpty() ? drive.model : drive.name;
}

int compareText(const QString &left, const QString &right)
{
    return left.compare(right, Qt::CaseInsensitive);
}

// Where `left` sorts against `right` by `column`: below 0 before it.
int compareRows(const LibraryRow &left, const LibraryRow &right, int column)
{
    const LibraryDrive &a = left.drive;
    const LibraryDrive &b = right.drive;
    const auto number = [](double x, double y) { return x < y ? -1 : y < x ? 1 : 0; };
    switch (column) {
    case LibraryTableModel::Name:
        return compareText(shownName(a), shownName(b));
    case LibraryTableModel::Model:
        return compareText(a.model, b.model);
    case LibraryTableModel::Filesystem:
        return compareText(a.filesystem, b.filesystem);
    case LibraryTableModel::Compression:
        return compareText(a.compression, b.compression);
    case LibraryTableModel::DataSets:
        return compareText(a.dataSets.join(QLatin1Char(',')), b.dataSets.join(QLatin1Char(',')));
    case LibraryTableModel::ReadOff:
        return number(left.readOffMBps, right.readOffMBps);
    case LibraryTableModel::ReadOn:
        return number(left.readOnMBps, right.readOnMBps);
    default:
        return number(double(left.measuredMs), double(right.measuredMs));
    }
}

} // namespace

LibraryProxyModel::LibraryProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void LibraryProxyModel::setSourceModel(QAbstractItemModel *model)
{
    m_table = qobject_cast<const LibraryTableModel *>(model);
    Q_ASSERT(m_table);
    QSortFilterProxyModel::setSourceModel(model);
}

void LibraryProxyModel::setRowFilter(const LibraryRowFilter &filter)
{
    m_filter = filter;
    invalidateFilter();
}

bool LibraryProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const LibraryDrive &drive = m_table->rows().at(sourceRow).drive;
    const auto same = [](const QString &wanted, const QString &value) {
        return wanted.isEmpty() || wanted.compare(value, Qt::CaseInsensitive) == 0;
    };
    if (!same(m_filter.model, drive.model) || !same(m_filter.filesystem, drive.filesystem)
        || !same(m_filter.compression, drive.compression))
        return false;
    if (!m_filter.dataSet.isEmpty() && !drive.dataSets.contains(m_filter.dataSet))
        return false;
    if (m_filter.since.isValid() && (!drive.measured.isValid() || drive.measured.toLocalTime().date() < m_filter.since))
        return false;
    return m_filter.search.isEmpty() || searchFinds(drive, m_filter.search.trimmed());
}

bool LibraryProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QList<LibraryRow> &rows = m_table->rows();
    const int order = compareRows(rows.at(left.row()), rows.at(right.row()), left.column());
    // Ties keep the newest first, whatever the column.
    return order != 0 ? order < 0 : rows.at(left.row()).measuredMs < rows.at(right.row()).measuredMs;
}

} // namespace cm
