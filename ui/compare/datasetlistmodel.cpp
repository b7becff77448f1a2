// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetlistmodel.h"

#include "chart/displaynames.h"
#include "util/visibletext.h"

namespace cm {

DataSetListModel::DataSetListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void DataSetListModel::setSession(const Session &session)
{
    const QStringList kinds = session.dataSetKinds();
    QList<bool> shown;
    for (const QString &kind : std::as_const(kinds)) {
        const qsizetype before = m_kinds.indexOf(kind);
        shown.append(before < 0 || m_shown[before]);
    }
    beginResetModel();
    m_kinds = kinds;
    m_shown = shown;
    endResetModel();
}

QStringList DataSetListModel::checkedDataSets() const
{
    QStringList checked;
    for (qsizetype i = 0; i < m_kinds.size(); ++i)
        if (m_shown[i])
            checked.append(m_kinds[i]);
    return checked;
}

int DataSetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_kinds.size());
}

QVariant DataSetListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == Qt::DisplayRole)
        return visibleText(dataSetTitle(m_kinds[index.row()]));
    if (role == Qt::CheckStateRole)
        return m_shown[index.row()] ? Qt::Checked : Qt::Unchecked;
    return {};
}

bool DataSetListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::CheckStateRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    m_shown[index.row()] = value.toInt() == Qt::Checked;
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
    return true;
}

Qt::ItemFlags DataSetListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemNeverHasChildren;
}

} // namespace cm
