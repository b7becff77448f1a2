// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultstablemodel.h"

#include "chart/displaynames.h"
#include "report/comparisontext.h"
#include "report/resultflags.h"
#include "uiutil/plaintext.h"
#include "util/visibletext.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <QStringList>
#include <QStyle>

namespace cm {
namespace {

QString percentText(double fraction, int decimals = 0)
{
    return QLocale().toString(fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

QVariant optionalNumber(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

// The 95 % confidence interval's half-width as a share of the median; empty
// where it cannot be told (one run, no speed).
std::optional<double> spreadShare(const SpeedSummary &summary)
{
    if (summary.count < 2 || summary.medianMBps <= 0.0)
        return std::nullopt;
    return summary.ci95MBps / summary.medianMBps;
}

// Each flag's explanation; a disturbed result says what disturbed which run,
// a line each whatever the session's reasons hold.
QString flagSentences(ResultFlags flags, const QStringList &disturbances)
{
    QStringList sentences;
    for (ResultFlag flag : flagList(flags)) {
        sentences.append(flagExplanation(flag));
        if (flag == ResultFlag::Disturbed) {
            for (const QString &line : disturbances)
                sentences.append(visibleText(line));
        }
    }
    return sentences.join(QLatin1Char('\n'));
}

// The flags a cell shows: the median those that question the speed, the
// warnings column all of them.
ResultFlags cellFlags(const SummaryRow &row, int column)
{
    if (column == ResultsTableModel::WarningsColumn)
        return row.flags;
    if (column == ResultsTableModel::MedianColumn)
        return row.flags & DoubtfulSpeed;
    return {};
}

} // namespace

ResultsTableModel::ResultsTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ResultsTableModel::setSession(const Session &session)
{
    beginResetModel();
    m_rows = summaryRows(session);
    endResetModel();
}

int ResultsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResultsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResultsTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SummaryRow &row = m_rows[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case SortRole:
        return sortValue(row, column);
    case FlagsRole:
        return int(row.flags);
    case Qt::DecorationRole:
        if (cellFlags(row, column))
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::ToolTipRole:
        if (const ResultFlags flags = cellFlags(row, column))
            return plainToolTip(flagSentences(flags, row.disturbances));
        if (column == DriveLimitColumn && row.ofDriveLimit)
            return driveLimitText(*row.ofDriveLimit);
        return {};
    case Qt::TextAlignmentRole:
        if (column >= MedianColumn && column < WarningsColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return {};
    }
}

QVariant ResultsTableModel::display(const SummaryRow &row, int column) const
{
    const QLocale locale;
    switch (column) {
    case DriveColumn:
        return visibleText(row.drive);
    case DataSetColumn:
        return visibleText(dataSetTitle(row.dataSet));
    case OperationColumn:
        return visibleText(operationTitle(row.operation));
    case VariantColumn:
        switch (row.variant) {
        case Variant::Plain:
            return tr("plain");
        case Variant::Compressed:
            return row.algorithm.isEmpty() ? tr("compressed") : tr("compressed (%1)").arg(visibleText(row.algorithm));
        }
        return {};
    case MedianColumn:
        return locale.toString(row.summary.medianMBps, 'f', 1);
    case VsPlainColumn:
        // As the command line and the web page say it: "54 % (48–60 %)",
        // "≈ plain (within noise)" or "not enough pairs (2)".
        return row.comparedToPlain ? comparisonText(*row.comparedToPlain, locale) : QVariant();
    case SpreadColumn:
        if (const std::optional<double> share = spreadShare(row.summary))
            return QString(QStringLiteral("± ") + percentText(*share, 1));
        return {};
    case RunsColumn:
        return tr("%1/%2").arg(locale.toString(row.coldRuns), locale.toString(row.runs));
    case StoredColumn:
        return row.storedShare ? percentText(*row.storedShare) : QVariant();
    case DeviceReadColumn:
        return row.deviceReadRatio ? percentText(*row.deviceReadRatio) : QVariant();
    case CpuColumn:
        return row.cpuSecondsPerGB ? locale.toString(*row.cpuSecondsPerGB, 'f', 2) : QVariant();
    case FilesPerSecondColumn:
        return locale.toString(row.filesPerSecond, 'f', 0);
    case DriveLimitColumn:
        if (!row.ofDriveLimit)
            return {};
        if (row.ofDriveLimit->doubtful)
            return QString(percentText(row.ofDriveLimit->share) + QLatin1Char(' ') + flagMark());
        return percentText(row.ofDriveLimit->share);
    case WarningsColumn:
        return flagNames(row.flags);
    default:
        return {};
    }
}

QVariant ResultsTableModel::sortValue(const SummaryRow &row, int column) const
{
    switch (column) {
    case MedianColumn:
        return row.summary.medianMBps;
    case VsPlainColumn:
        if (row.comparedToPlain && row.comparedToPlain->enoughPairs())
            return row.comparedToPlain->ratio;
        return {};
    case SpreadColumn:
        return optionalNumber(spreadShare(row.summary));
    case RunsColumn:
        return row.runs;
    case StoredColumn:
        return optionalNumber(row.storedShare);
    case DeviceReadColumn:
        return optionalNumber(row.deviceReadRatio);
    case CpuColumn:
        return optionalNumber(row.cpuSecondsPerGB);
    case FilesPerSecondColumn:
        return row.filesPerSecond;
    case DriveLimitColumn:
        return optionalNumber(row.ofDriveLimit ? std::optional<double>(row.ofDriveLimit->share) : std::nullopt);
    case WarningsColumn:
        return int(flagList(row.flags).size());
    default:
        return display(row, column);
    }
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DriveColumn:
        return tr("Drive");
    case DataSetColumn:
        return tr("Data set");
    case OperationColumn:
        return tr("Operation");
    case VariantColumn:
        return tr("Variant");
    case MedianColumn:
        return tr("Median MB/s");
    case VsPlainColumn:
        return tr("vs plain");
    case SpreadColumn:
        return tr("Spread (CI95)");
    case RunsColumn:
        return tr("Cold runs");
    case StoredColumn:
        return tr("Stored");
    case DeviceReadColumn:
        return tr("Device read");
    case CpuColumn:
        return tr("CPU s/GB");
    case FilesPerSecondColumn:
        return tr("Files/s");
    case DriveLimitColumn:
        return tr("Of drive's limit");
    case WarningsColumn:
        return tr("Warnings");
    default:
        return {};
    }
}

} // namespace cm
