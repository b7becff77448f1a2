// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryproxymodel.h"

#include "library/libraryrecords.h"
#include "library/librarytablemodel.h"

namespace cm {
namespace {

bool searchFinds(const LibraryDrive &drive, const QString &text)
{
    const QStringList fields{drive.label,
                             drive.name,
                             drive.model,
                             drive.serial,
                             drive.filesystem,
                             drive.compression,
                             drive.kernel,
                             drive.cpu,
                             drive.os,
                             drive.sessionPath,
                             drive.dataSets.join(QLatin1Char(' '))};
    return std::any_of(fields.cbegin(), fields.cend(),
                       [&text](const QString &field) { return field.contains(text, Qt::CaseInsensitive); });
}

} // namespace

LibraryProxyModel::LibraryProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(LibraryTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void LibraryProxyModel::setRowFilter(const LibraryRowFilter &filter)
{
    m_filter = filter;
    invalidateFilter();
}

bool LibraryProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto drive = index.data(LibraryTableModel::DriveRole).value<LibraryDrive>();
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

} // namespace cm
