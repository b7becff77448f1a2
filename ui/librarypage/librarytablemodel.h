// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/libraryrecords.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>

namespace cm {

// A drive of the table: what it shows, its results summed up to the two
// speeds shown; the results themselves are let go, so that a table of
// tens of thousands of drives stays small.
struct LibraryRow
{
    LibraryDrive drive; // without its results
    double readOffMBps = 0.0;
    double readOnMBps = 0.0;
    qint64 measuredMs = 0; // the drive's date as a number, which sorts tens of thousands at once
};

// `drive` as a row of the table: its read speed with compression off and
// on, each the mean of its data sets' medians (0 where it has none).
LibraryRow libraryRow(LibraryDrive drive);

// Every drive of the library, a row each, with a check box on the first
// column: the drives to show side by side.
class LibraryTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Model, Filesystem, Compression, Measured, DataSets, ReadOff, ReadOn, ColumnCount };
    // The row's drive, as a LibraryDrive.
    enum Role { DriveRole = Qt::UserRole + 1 };

    explicit LibraryTableModel(QObject *parent = nullptr);

    // Ticks stay on the drives (by their library IDs) that are still there.
    void setRows(const QList<LibraryRow> &rows);
    const QList<LibraryRow> &rows() const { return m_rows; }
    // The ticked drives, in the table's order.
    QList<LibraryDrive> checkedDrives() const;
    void setChecked(int row, bool checked);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Sorts the rows themselves, not through their variants: tens of
    // thousands at once; new rows come sorted alike.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    void checkedChanged();

private:
    void sortRows();

    QList<LibraryRow> m_rows;
    QSet<qint64> m_checked;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace cm
