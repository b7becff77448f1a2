// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "predict/advisor.h"

#include <QAbstractTableModel>
#include <QList>

namespace cm {

// One row per data kind and algorithm: the predicted compressed read speed,
// the measured one where a session has it, the error, the space saved.
class AdviceTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        DataKind,
        Algorithm,
        PlainSpeed,
        Predicted,
        PredictedRange,
        Measured,
        Error,
        SpaceSaved,
        ColumnCount
    };
    static constexpr int CodecRole = Qt::UserRole + 1; // the row's codec name, e.g. "zstd:3"

    explicit AdviceTableModel(QObject *parent = nullptr);

    void setAdvice(const QList<KindAdvice> &advice);
    const QList<KindAdvice> &advice() const { return m_advice; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int kind;
        int algorithm;
    };
    QVariant display(const KindAdvice &kind, const AlgorithmAdvice &algorithm, int column) const;

    QList<KindAdvice> m_advice;
    QList<Row> m_rows;
};

} // namespace cm
