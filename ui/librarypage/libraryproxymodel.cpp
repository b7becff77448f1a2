// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryproxymodel.h"

#include "library/libraryrecords.h"
#include "librarypage/librarytablemodel.h"

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

} // namespace

LibraryProxyModel::LibraryProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void LibraryProxyModel::setSourceModel(QAbstractItemModel *model)
{
    m_table = qobject_cast<LibraryTableModel *>(model);
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

void LibraryProxyModel::sort(int column, Qt::SortOrder order)
{
    m_table->sort(column, order);
}

} // namespace cm
