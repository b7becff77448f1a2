// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/session.h"

#include <QAbstractListModel>
#include <QList>
#include <QStringList>

namespace cm {

// The data sets of a session for comparison, each ticked to be shown in the
// charts or not.
class DataSetListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit DataSetListModel(QObject *parent = nullptr);

    // Every data set kind of `session`'s drives, in the order they first
    // appear, all ticked; a kind ticked before stays as it was.
    void setSession(const Session &session);
    QStringList checkedDataSets() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    QStringList m_kinds;
    QList<bool> m_shown;
};

} // namespace cm
