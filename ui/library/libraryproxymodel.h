// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QSortFilterProxyModel>
#include <QString>

namespace cm {

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

// The library's drives as the filters and search box leave them, sorted
// by what the columns hold (numbers as numbers, dates as dates). The rows
// are all in memory: filtering never waits for the database.
class LibraryProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LibraryProxyModel(QObject *parent = nullptr);

    void setRowFilter(const LibraryRowFilter &filter);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    LibraryRowFilter m_filter;
};

} // namespace cm
