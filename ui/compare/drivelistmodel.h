// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>

namespace cm {

// The drives of a session for comparison: in the user's order (moveRows,
// drag and drop inside a view), each ticked to be shown in the charts or
// not, renamed in place (the label is stored in the drive), removable.
class DriveListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit DriveListModel(QObject *parent = nullptr);

    // Every drive of `session`, in its order, all ticked; the drives it
    // shares with the session shown before keep their numbers.
    void setSession(const Session &session);
    // The session as edited: the drives left, in the user's order, with
    // their new labels; ticked or not.
    const Session &session() const { return m_session; }
    bool isShown(int row) const { return m_shown.value(row, false); }
    // How the charts and tables name the drive (distinctDriveNames()).
    QString name(int row) const { return m_names.value(row); }
    // The drive's number, from 1: its place when it joined the comparison,
    // kept while drives are removed, moved or added, so that its name ("#2")
    // and its colour in the charts stay.
    int number(int row) const { return m_numbers.value(m_session.drives.value(row).id); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count, const QModelIndex &destinationParent,
                  int destinationChild) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    Qt::DropActions supportedDropActions() const override;

private:
    // Names the drives apart (distinctDriveNames()): a rename, move or
    // removal can change the names of the others. `edited`: a row changed anyway.
    void nameDrives(int edited = -1);
    QList<int> numbers() const; // per drive of m_session

    Session m_session;
    QList<bool> m_shown;           // per drive of m_session
    QStringList m_names;           // per drive of m_session, as charts and tables name them
    QHash<QString, int> m_numbers; // per drive id
};

} // namespace cm
