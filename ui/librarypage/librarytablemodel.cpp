// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarytablemodel.h"

#include "chart/displaynames.h"
#include "util/visibletext.h"

#include <QHash>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <numeric>
#include <utility>

namespace cm {

namespace {

double headlineReadMBps(const LibraryDrive &drive, Variant variant)
{
    double sum = 0.0;
    int count = 0;
    for (const LibraryResult &result : drive.results) {
        if (result.variant == variant && result.operation == operationName(Operation::Read) && result.runs > 0) {
            sum += result.medianMBps;
            ++count;
        }
    }
    return count > 0 ? sum / count : 0.0;
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

LibraryRow libraryRow(LibraryDrive drive)
{
    LibraryRow row;
    row.readOffMBps = headlineReadMBps(drive, Variant::Plain);
    row.readOnMBps = headlineReadMBps(drive, Variant::Compressed);
    row.measuredMs = drive.measured.isValid() ? drive.measured.toMSecsSinceEpoch() : 0;
    drive.results.clear();
    row.drive = std::move(drive);
    return row;
}

LibraryTableModel::LibraryTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LibraryTableModel::setRows(const QList<LibraryRow> &rows)
{
    beginResetModel();
    // The rows shown before are let go on a worker thread: tens of
    // thousands of strings take the GUI thread tens of milliseconds to free.
    static_cast<void>(QtConcurrent::run([before = std::exchange(m_rows, rows)]() mutable { before.clear(); }));
    sortRows();
    QSet<qint64> still;
    for (const LibraryRow &row : rows) {
        if (m_checked.contains(row.drive.id))
            still.insert(row.drive.id);
    }
    m_checked = still;
    endResetModel();
    Q_EMIT checkedChanged();
}

void LibraryTableModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QList<qint64> before = [this] {
        QList<qint64> ids;
        for (const LibraryRow &row : std::as_const(m_rows))
            ids.append(row.drive.id);
        return ids;
    }();
    sortRows();
    QHash<qint64, int> rowOf;
    for (int row = 0; row < m_rows.size(); ++row)
        rowOf.insert(m_rows.at(row).drive.id, row);
    const QModelIndexList persistent = persistentIndexList();
    QModelIndexList moved;
    for (const QModelIndex &index : persistent)
        moved.append(index.isValid() ? this->index(rowOf.value(before.at(index.row())), index.column()) : index);
    changePersistentIndexList(persistent, moved);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void LibraryTableModel::sortRows()
{
    if (m_sortColumn < 0)
        return;
    const int column = m_sortColumn;
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    // Numbers are sorted and each row moved once: a row is many strings.
    QList<int> order(m_rows.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int left, int right) {
        const LibraryRow &a = m_rows.at(left);
        const LibraryRow &b = m_rows.at(right);
        const int compared = compareRows(a, b, column);
        // Ties keep the newest first, whatever the column and order.
        if (compared == 0)
            return descending ? a.measuredMs < b.measuredMs : a.measuredMs > b.measuredMs;
        return descending ? compared > 0 : compared < 0;
    });
    QList<LibraryRow> sorted;
    sorted.reserve(m_rows.size());
    for (const int row : std::as_const(order))
        sorted.append(std::move(m_rows[row]));
    m_rows = std::move(sorted);
}

QList<LibraryDrive> LibraryTableModel::checkedDrives() const
{
    QList<LibraryDrive> checked;
    for (const LibraryRow &row : m_rows) {
        if (m_checked.contains(row.drive.id))
            checked.append(row.drive);
    }
    return checked;
}

void LibraryTableModel::setChecked(int row, bool checked)
{
    setData(index(row, Name), checked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
}

int LibraryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LibraryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LibraryTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const LibraryRow &row = m_rows[index.row()];
    const LibraryDrive &drive = row.drive;
    if (role == DriveRole)
        return QVariant::fromValue(drive);
    if (role == Qt::CheckStateRole && index.column() == Name)
        return m_checked.contains(drive.id) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::TextAlignmentRole && (index.column() == ReadOff || index.column() == ReadOn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Name)
        return visibleText(drive.sessionPath);
    if (role != Qt::DisplayRole)
        return {};
    const auto speed
        = [](double mbps) -> QVariant { return mbps > 0 ? QString::number(mbps, 'f', mbps < 100 ? 1 : 0) : QString(); };
    switch (index.column()) {
    case Name:
        return visibleText(drive.name.isEmpty() ? drive.model : drive.name);
    case Model:
        return visibleText(drive.model);
    case Filesystem:
        return visibleText(drive.filesystem);
    case Compression:
        return visibleText(drive.compression);
    case Measured:
        return drive.measured.isValid() ? drive.measured.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                                        : QString();
    case DataSets:
        return visibleText(dataSetTitles(drive.dataSets).join(QStringLiteral(", ")));
    case ReadOff:
        return speed(row.readOffMBps);
    case ReadOn:
        return speed(row.readOnMBps);
    default:
        return {};
    }
}

bool LibraryTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != Name || role != Qt::CheckStateRole)
        return false;
    const qint64 id = m_rows[index.row()].drive.id;
    if (value.value<Qt::CheckState>() == Qt::Checked || value.toInt() == Qt::Checked)
        m_checked.insert(id);
    else
        m_checked.remove(id);
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
    Q_EMIT checkedChanged();
    return true;
}

Qt::ItemFlags LibraryTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Name)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant LibraryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && (section == ReadOff || section == ReadOn))
        return tr("Read speed: the mean of the medians of the drive's data sets");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Drive");
    case Model:
        return tr("Model");
    case Filesystem:
        return tr("Filesystem");
    case Compression:
        return tr("Compression");
    case Measured:
        return tr("Measured");
    case DataSets:
        return tr("Data sets");
    case ReadOff:
        return tr("Read off, MB/s");
    case ReadOn:
        return tr("Read on, MB/s");
    default:
        return {};
    }
}

} // namespace cm
