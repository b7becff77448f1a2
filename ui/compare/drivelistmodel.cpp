// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivelistmodel.h"

#include "report/summaryrows.h"
#include "uiutil/plaintext.h"
#include "util/visibletext.h"
#include "volume/volumename.h"

#include <QFileInfo>

#include <algorithm>

#include <utility>

namespace cm {
namespace {

// Moves `count` items at `from` so that they stand before the item that was
// at `to` (QAbstractItemModel::beginMoveRows' convention).
template <typename T>
void moveItems(QList<T> *list, int from, int count, int to)
{
    for (int i = 0; i < count; ++i) {
        if (to > from)
            list->move(from, to - 1);
        else
            list->move(from + i, to + i);
    }
}

} // namespace

DriveListModel::DriveListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void DriveListModel::setSession(const Session &session)
{
    beginResetModel();
    // Another session altogether numbers its drives afresh.
    const bool related = std::any_of(session.drives.cbegin(), session.drives.cend(),
                                     [&](const DriveRecord &drive) { return m_numbers.contains(drive.id); });
    if (!related)
        m_numbers.clear();
    int next = 1;
    for (const int number : std::as_const(m_numbers))
        next = std::max(next, number + 1);
    for (const DriveRecord &drive : session.drives) {
        if (!m_numbers.contains(drive.id))
            m_numbers.insert(drive.id, next++);
    }
    m_session = session;
    m_shown = QList<bool>(session.drives.size(), true);
    m_names = distinctDriveNames(m_session, numbers());
    endResetModel();
}

QList<int> DriveListModel::numbers() const
{
    QList<int> numbers;
    for (const DriveRecord &drive : m_session.drives)
        numbers.append(m_numbers.value(drive.id));
    return numbers;
}

void DriveListModel::nameDrives(int edited)
{
    const QStringList before = std::exchange(m_names, distinctDriveNames(m_session, numbers()));
    // Only rows whose name changed are said to have changed: each change redraws the chart.
    for (int row = 0; row < m_names.size(); ++row) {
        if (row == edited || m_names[row] != before.value(row))
            Q_EMIT dataChanged(index(row), index(row), {Qt::DisplayRole, Qt::EditRole});
    }
}

int DriveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_session.drives.size());
}

QVariant DriveListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DriveRecord &drive = m_session.drives[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return visibleText(m_names.value(index.row()));
    case Qt::EditRole:
        return drive.label.isEmpty() ? driveName(drive) : drive.label;
    case Qt::CheckStateRole:
        return m_shown[index.row()] ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole: {
        const QString file = QFileInfo(drive.origin).fileName();
        return plainToolTip(file.isEmpty()
                                ? tr("%1 on %2").arg(drive.source.filesystem, volumeName(drive.source))
                                : tr("%1 on %2, from %3").arg(drive.source.filesystem, volumeName(drive.source), file));
    }
    default:
        return {};
    }
}

bool DriveListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (role == Qt::CheckStateRole) {
        m_shown[index.row()] = value.toInt() == Qt::Checked;
        Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
        return true;
    }
    if (role == Qt::EditRole) {
        // A name typed in the window is text to show (controlcharacterguard.h).
        const QString label = value.toString().trimmed();
        if (label.isEmpty() || firstControlCharacter(label))
            return false;
        DriveRecord &drive = m_session.drives[index.row()];
        drive.label = label;
        drive.plan.label = label;
        nameDrives(index.row());
        return true;
    }
    return false;
}

Qt::ItemFlags DriveListModel::flags(const QModelIndex &index) const
{
    // Drops land between rows (on the root), never on a drive.
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsEditable
        | Qt::ItemIsDragEnabled | Qt::ItemNeverHasChildren;
}

bool DriveListModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                              const QModelIndex &destinationParent, int destinationChild)
{
    const int rows = rowCount();
    if (sourceParent.isValid() || destinationParent.isValid() || count < 1 || sourceRow < 0 || sourceRow + count > rows
        || destinationChild < 0 || destinationChild > rows
        || (destinationChild >= sourceRow && destinationChild <= sourceRow + count))
        return false;
    if (!beginMoveRows(QModelIndex(), sourceRow, sourceRow + count - 1, QModelIndex(), destinationChild))
        return false;
    moveItems(&m_session.drives, sourceRow, count, destinationChild);
    moveItems(&m_shown, sourceRow, count, destinationChild);
    moveItems(&m_names, sourceRow, count, destinationChild);
    endMoveRows();
    nameDrives();
    return true;
}

bool DriveListModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || count < 1 || row < 0 || row + count > rowCount())
        return false;
    beginRemoveRows(QModelIndex(), row, row + count - 1);
    m_session.drives.remove(row, count);
    m_shown.remove(row, count);
    m_names.remove(row, count);
    endRemoveRows();
    nameDrives();
    return true;
}

Qt::DropActions DriveListModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

} // namespace cm
