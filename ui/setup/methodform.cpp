// SPDX-License-Identifier: GPL-3.0-or-later
#include "methodform.h"

#include "chart/displaynames.h"
#include "copy/uringcopier.h"
#include "setup/compressionchooser.h"
#include "setup/setupchoices.h"
#include "util/systemtraits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>

#include <algorithm>

namespace cm {
namespace {

QString operationLabel(Operation operation)
{
    switch (operation) {
    case Operation::Read:
        return MethodForm::tr("Read (drive → RAM disk)");
    case Operation::Write:
        return MethodForm::tr("Write back (RAM disk → drive)");
    case Operation::Copy:
        return MethodForm::tr("Copy within the drive");
    case Operation::Delete:
        return MethodForm::tr("Delete the tree");
    case Operation::Pack:
        return MethodForm::tr("Pack into a tar file");
    case Operation::Unpack:
        return MethodForm::tr("Unpack the tar file");
    case Operation::SmallFiles:
        return MethodForm::tr("Small files and 4 KiB random reads");
    case Operation::SequentialDirect:
        return MethodForm::tr("The drive's own sequential read, beside Read");
    default:
        return operationName(operation);
    }
}

QString operationToolTip(Operation operation)
{
    switch (operation) {
    case Operation::SmallFiles:
        return MethodForm::tr("Files/s of the data set read like Read, next to 4 KiB random reads at queue depth 1 "
                              "and 32 and a direct sequential read of the same bytes: how near the drive's own "
                              "limit the copier came.");
    case Operation::SequentialDirect:
        return MethodForm::tr("The data set joined into one file and read from start to end with direct I/O in "
                              "1 MiB blocks, four at a time: the drive's own sequential limit, which each Read "
                              "result is shown against.");
    default:
        return {};
    }
}

} // namespace

MethodForm::MethodForm(QWidget *parent)
    : QGroupBox(tr("How to measure"), parent)
{
    m_compression = new CompressionChooser;
    connect(m_compression, &CompressionChooser::edited, this, &MethodForm::edited);
    QLayout *operations = buildOperationChecks();
    QLayout *copierRow = buildCopierRow();
    QLayout *repetitionRow = buildRepetitionRow();
    buildCacheChoice();
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Compression:"), m_compression);
    form->addRow(tr("Operations:"), operations);
    form->addRow(tr("Copier:"), copierRow);
    form->addRow(tr("Repetitions:"), repetitionRow);
    form->addRow(tr("Cold caches by:"), m_cache);
}

void MethodForm::setCacheDropping(const CacheModeDecision &dropping)
{
    const int dropItem = m_cache->findData(QVariant::fromValue(CacheMode::Drop));
    if (dropping.mode == CacheMode::Drop && dropItem < 0) {
        const QSignalBlocker blocker(m_cache);
        m_cache->insertItem(0, cacheModeTitle(CacheMode::Drop), QVariant::fromValue(CacheMode::Drop));
        m_cache->setCurrentIndex(0);
    }
    m_cache->setToolTip(reasonBeforeTrying(dropping));
}

void MethodForm::setPlan(const Plan &plan)
{
    m_compression->setWanted(plan.compression);
    for (int i = 0; i < m_operations.size(); ++i)
        m_operations.at(i)->setChecked(plan.operations.contains(ChoosableOperations.at(i)));
    m_copier->setCurrentIndex(std::max(0, m_copier->findData(QVariant::fromValue(plan.copier.kind))));
    m_threads->setValue(plan.copier.threads);
    m_repetitions->setValue(plan.repetitions);
    m_adaptive->setChecked(plan.adaptiveRepetitions);
    m_cache->setCurrentIndex(std::max(0, m_cache->findData(QVariant::fromValue(plan.cacheMode))));
}

void MethodForm::readInto(Plan *plan, bool offersKnown) const
{
    plan->compression = offersKnown ? m_compression->shown() : m_compression->wanted();
    plan->operations.clear();
    for (int i = 0; i < m_operations.size(); ++i) {
        if (m_operations.at(i)->isChecked())
            plan->operations.append(ChoosableOperations.at(i));
    }
    plan->copier.kind = m_copier->currentData().value<CopierChoice::Kind>();
    if (takesFilesInFlight(plan->copier.kind))
        plan->copier.threads = m_threads->value();
    plan->adaptiveRepetitions = m_adaptive->isChecked();
    plan->repetitions = m_repetitions->value();
    plan->cacheMode = m_cache->currentData().value<CacheMode>();
}

QLayout *MethodForm::buildOperationChecks()
{
    auto *operations = new QGridLayout;
    operations->setVerticalSpacing(2); // a list of ticks, read down
    int row = 0;
    int column = 0;
    for (const Operation operation : ChoosableOperations) {
        auto *check = new QCheckBox(operationLabel(operation));
        check->setObjectName(operationName(operation) + QStringLiteral("OperationCheck"));
        check->setToolTip(operationToolTip(operation));
        check->setChecked(Plan{}.operations.contains(operation));
        connect(check, &QCheckBox::toggled, this, &MethodForm::edited);
        // The file operations two to a row; a tick measured against the
        // drive's own limits takes a row of its own, so that its long label
        // ("Мелкие файлы и случайное чтение по 4 КиБ") does not widen the first column.
        const bool ownRow = operation == Operation::SmallFiles || measuresDriveLimit(operation);
        if (ownRow && column > 0) {
            ++row;
            column = 0;
        }
        const int span = ownRow ? 2 : 1;
        operations->addWidget(check, row, column, 1, span);
        column += span;
        if (column >= 2) {
            ++row;
            column = 0;
        }
        m_operations.append(check);
    }
    return operations;
}

// The uring copier where the system lets it run; elsewhere shown greyed,
// saying why.
void MethodForm::addUringCopier()
{
    const Status available = uringAvailability();
    if (!thisSystem().ioUring)
        return;
    m_copier->addItem(copierTitle(CopierChoice::Kind::Uring), QVariant::fromValue(CopierChoice::Kind::Uring));
    const int index = m_copier->count() - 1;
    m_copier->setItemData(index,
                          available ? tr("Many files in flight from one thread through io_uring, as deep a queue as "
                                         "a fast drive takes: what the drive delivers of small files, where a copy "
                                         "loop measures itself.")
                                    : available.message(),
                          Qt::ToolTipRole);
    if (!available)
        qobject_cast<QStandardItemModel *>(m_copier->model())->item(index)->setEnabled(false);
}

// The copier and, for the parallel one, the files in flight.
QLayout *MethodForm::buildCopierRow()
{
    m_copier = new QComboBox;
    m_copier->setObjectName(QStringLiteral("copierCombo"));
    m_copier->setAccessibleName(tr("Copier"));
    for (const CopierChoice::Kind kind : {CopierChoice::Kind::Serial, CopierChoice::Kind::Parallel,
                                          CopierChoice::Kind::Kernel, CopierChoice::Kind::ReadOnly})
        m_copier->addItem(copierTitle(kind), QVariant::fromValue(kind));
    m_copier->setItemData(0,
                          tr("One thread reads and writes one file after another through one buffer kept for the "
                             "whole tree: the drive's speed through a plain copy loop, without what copy programs "
                             "do for every file besides. For what your own copy program achieves, run it as an "
                             "external copier: --copier \"external:COMMAND\"."),
                          Qt::ToolTipRole);
    if (thisSystem().robocopy)
        m_copier->addItem(copierTitle(CopierChoice::Kind::Robocopy), QVariant::fromValue(CopierChoice::Kind::Robocopy));
    addUringCopier();
    m_threads = new QSpinBox;
    m_threads->setObjectName(QStringLiteral("threadsSpin"));
    m_threads->setAccessibleName(tr("Files in flight"));
    m_threads->setRange(0, 1024);
    m_threads->setSpecialValueText(tr("auto"));
    m_threads->setEnabled(false);
    connect(m_copier, &QComboBox::currentIndexChanged, this, [this] {
        const CopierChoice::Kind kind = m_copier->currentData().value<CopierChoice::Kind>();
        m_threads->setEnabled(takesFilesInFlight(kind));
        m_threads->setMaximum(kind == CopierChoice::Kind::Robocopy ? 128 : 1024); // robocopy's /MT takes at most 128
        Q_EMIT edited();
    });
    connect(m_threads, &QSpinBox::valueChanged, this, &MethodForm::edited);
    auto *copierRow = new QHBoxLayout;
    copierRow->addWidget(m_copier, 1);
    copierRow->addWidget(m_threads);
    return copierRow;
}

// How many repetitions, or at most how many until precise.
QLayout *MethodForm::buildRepetitionRow()
{
    m_repetitions = new QSpinBox;
    m_repetitions->setObjectName(QStringLiteral("repetitionsSpin"));
    m_repetitions->setAccessibleName(tr("Repetitions"));
    m_repetitions->setRange(1, 1000);
    m_repetitions->setValue(Plan{}.repetitions);
    m_adaptive = new QCheckBox(tr("until precise (at most this many)"));
    m_adaptive->setObjectName(QStringLiteral("adaptiveCheck"));
    m_adaptive->setToolTip(tr("Repeats until the 95 % confidence interval is within 3 % of the median"));
    connect(m_repetitions, &QSpinBox::valueChanged, this, &MethodForm::edited);
    connect(m_adaptive, &QCheckBox::toggled, this, &MethodForm::edited);
    auto *repetitionRow = new QHBoxLayout;
    repetitionRow->addWidget(m_repetitions);
    repetitionRow->addWidget(m_adaptive, 1);
    return repetitionRow;
}

void MethodForm::buildCacheChoice()
{
    m_cache = new QComboBox;
    m_cache->setObjectName(QStringLiteral("cacheCombo"));
    m_cache->setAccessibleName(tr("Cache mode"));
    // "Drop all caches" joins the list once the drives are probed, where this process may drop them.
    for (const CacheMode mode : {CacheMode::Evict, CacheMode::Fresh, CacheMode::Direct})
        m_cache->addItem(cacheModeTitle(mode), QVariant::fromValue(mode));
    connect(m_cache, &QComboBox::currentIndexChanged, this, &MethodForm::edited);
}

} // namespace cm
