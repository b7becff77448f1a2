// SPDX-License-Identifier: GPL-3.0-or-later
#include "advicetablemodel.h"

#include "chart/displaynames.h"
#include "util/visibletext.h"

#include <QLocale>

namespace cm {

AdviceTableModel::AdviceTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void AdviceTableModel::setAdvice(const QList<KindAdvice> &advice)
{
    beginResetModel();
    m_advice = advice;
    m_rows.clear();
    for (int k = 0; k < m_advice.size(); ++k) {
        for (int a = 0; a < m_advice[k].algorithms.size(); ++a)
            m_rows.append(Row{k, a});
    }
    endResetModel();
}

int AdviceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AdviceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AdviceTableModel::display(const KindAdvice &kind, const AlgorithmAdvice &algorithm, int column) const
{
    const QLocale locale;
    switch (column) {
    case DataKind:
        return visibleText(dataSetTitle(kind.kind));
    case Algorithm:
        if (algorithm.codec.codec == kind.bestCodec)
            return tr("%1 (best)").arg(algorithm.codec.codec);
        return algorithm.tied ? tr("%1 (as fast)").arg(algorithm.codec.codec) : algorithm.codec.codec;
    case PlainSpeed:
        return locale.toString(kind.plain.value, 'f', 0);
    case Predicted:
        return locale.toString(algorithm.prediction.predictedMBps, 'f', 0);
    case PredictedRange:
        return rangeText(algorithm.prediction, locale);
    case Measured:
        return algorithm.measured ? locale.toString(algorithm.measured->value, 'f', 0) : QString();
    case Error:
        if (const std::optional<double> error = algorithm.modelError())
            return tr("%1 %").arg(locale.toString(*error * 100.0, 'f', 0));
        return QString();
    case SpaceSaved:
        return tr("%1 %").arg(locale.toString(algorithm.prediction.spaceSaved * 100.0, 'f', 0));
    default:
        return {};
    }
}

QVariant AdviceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row row = m_rows[index.row()];
    const KindAdvice &kind = m_advice[row.kind];
    const AlgorithmAdvice &algorithm = kind.algorithms[row.algorithm];
    switch (role) {
    case Qt::DisplayRole:
        return display(kind, algorithm, index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= PlainSpeed ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == PredictedRange)
            return tr("Where the prediction may lie given the spread of what it was computed from (the plain reads, "
                      "the session's compressed read or the probe's reads on the drive, the decompression timings, the "
                      "drive's extent cost); not the model's own error");
        if ((index.column() == Predicted || (index.column() == Error && algorithm.measured))
            && algorithm.model.predictedMBps != algorithm.prediction.predictedMBps) {
            const QString model = QLocale().toString(algorithm.model.predictedMBps, 'f', 0);
            if (kind.anchor == AdviceAnchor::DriveImage)
                return tr("Carried to this probe's reads of the data on a btrfs image on the drive: the time "
                          "compression added there, added to the plain read; the model alone predicted %1 MB/s")
                    .arg(model);
            return tr("Carried to the session's own compressed read of this data; the model alone predicted %1 MB/s, "
                      "and the error is the model's against the measured read")
                .arg(model);
        }
        if (index.column() == Algorithm && algorithm.tied && algorithm.codec.codec != kind.bestCodec)
            return tr("Reads as fast as the fastest, within the measurements' noise or a tenth (closer than two "
                      "probes agree on); the recommended one saves more space, or as much at a lower level");
        return {};
    case CodecRole:
        return algorithm.codec.codec;
    default:
        return {};
    }
}

QVariant AdviceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DataKind:
        return tr("Data");
    case Algorithm:
        return tr("Algorithm");
    case PlainSpeed:
        return tr("Plain MB/s");
    case Predicted:
        return tr("Predicted MB/s");
    case PredictedRange:
        return tr("95 % range");
    case Measured:
        return tr("Measured MB/s");
    case Error:
        return tr("Error");
    case SpaceSaved:
        return tr("Space saved");
    default:
        return {};
    }
}

} // namespace cm
