// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/summaryrows.h"
#include "session/session.h"

#include <QAbstractTableModel>
#include <QList>

namespace cm {

// The results of a session as a table: one row per drive x data set x
// operation x variant, from the same rows and flags as the command line's
// summary tables (summaryrows.h). DisplayRole gives numbers formatted for
// the user's locale, SortRole the raw numbers, so that a
// QSortFilterProxyModel with its sortRole set to SortRole sorts them as
// numbers. Flagged rows carry a warning icon and a tooltip sentence per flag.
class ResultsTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        DriveColumn,
        DataSetColumn,
        OperationColumn,
        VariantColumn,
        MedianColumn,     // MB/s
        VsPlainColumn,    // compressed rows: the paired comparison with plain and its verdict
        SpreadColumn,     // the 95 % confidence interval as a share of the median
        RunsColumn,       // cold runs / runs
        StoredColumn,     // the variant on the disk as a share of the logical bytes
        DeviceReadColumn, // device bytes read per byte delivered
        CpuColumn,        // user and system CPU seconds per GB: what compression costs the processor
        FilesPerSecondColumn,
        DriveLimitColumn, // files/s or MB/s as a share of the drive's own limit, measured in the same run
        WarningsColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int FlagsRole = Qt::UserRole + 1; // the row's ResultFlags, as an int

    explicit ResultsTableModel(QObject *parent = nullptr);

    void setSession(const Session &session);
    const SummaryRow &row(int index) const { return m_rows.at(index); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const SummaryRow &row, int column) const;
    QVariant sortValue(const SummaryRow &row, int column) const;

    QList<SummaryRow> m_rows;
};

} // namespace cm
