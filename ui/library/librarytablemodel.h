// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryrecords.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>

namespace cm {

// Every drive of the library, a row each, with a check box on the first
// column: the drives to show side by side.
class LibraryTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Model, Filesystem, Compression, Measured, DataSets, ReadOff, ReadOn, ColumnCount };
    // What sorting and filtering look at, beside what is shown.
    enum Role { SortRole = Qt::UserRole + 1, DriveRole };

    explicit LibraryTableModel(QObject *parent = nullptr);

    // Ticks stay on the drives (by their library IDs) that are still there.
    void setDrives(const QList<LibraryDrive> &drives);
    const QList<LibraryDrive> &drives() const { return m_drives; }
    // The ticked drives, in the table's order.
    QList<LibraryDrive> checkedDrives() const;
    void setChecked(int row, bool checked);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void checkedChanged();

private:
    QList<LibraryDrive> m_drives;
    QSet<qint64> m_checked;
};

// The drive's read speed with compression off or on: the mean of its data
// sets' medians, 0 where it has none.
double headlineReadMBps(const LibraryDrive &drive, Variant variant);

} // namespace cm
