// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QSortFilterProxyModel>
#include <QString>

namespace cm {

class LibraryTableModel;

// What the Library page's filters ask for; an empty field lets every
// drive through.
struct LibraryRowFilter
{
    QString search; // a part of the label, model, serial, filesystem, kernel, data sets or file, any case
    QString model;
    QString filesystem;
    QString compression;
    QString dataSet;
    QDate since; // measured on or after; invalid: any day
};

// The library's drives as the filters and search box leave them, in the
// table model's order: a sort asked of it is the table's own (which sorts
// its rows directly, numbers as numbers, dates as dates). The rows are all
// in memory: filtering never waits for the database, and reads them
// directly rather than through the model's variants, so that tens of
// thousands are sorted and searched without a pause.
class LibraryProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LibraryProxyModel(QObject *parent = nullptr);

    // The model must be a LibraryTableModel.
    void setSourceModel(QAbstractItemModel *model) override;
    void setRowFilter(const LibraryRowFilter &filter);
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    LibraryTableModel *m_table = nullptr;
    LibraryRowFilter m_filter;
};

} // namespace cm
