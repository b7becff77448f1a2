// SPDX-License-Identifier: GPL-3.0-or-later
// The controls the Setup page is made of, built once by its constructor.
#include "setuppage.h"

#include "chart/displaynames.h"
#include "copy/uringcopier.h"
#include "datasets/datasetgenerator.h"
#include "plan/planpresets.h"
#include "session/session.h"
#include "setup/datasetchooser.h"
#include "setup/setupchoices.h"
#include "setup/sourcechooser.h"
#include "uiutil/controlcharacterguard.h"
#include "util/systemtraits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace cm {
namespace {

const QString CustomPreset = QStringLiteral("custom");

QString operationLabel(Operation operation)
{
    switch (operation) {
    case Operation::Read:
        return SetupPage::tr("Read (drive → RAM disk)");
    case Operation::Write:
        return SetupPage::tr("Write back (RAM disk → drive)");
    case Operation::Copy:
        return SetupPage::tr("Copy within the drive");
    case Operation::Delete:
        return SetupPage::tr("Delete the tree");
    case Operation::Pack:
        return SetupPage::tr("Pack into a tar file");
    case Operation::Unpack:
        return SetupPage::tr("Unpack the tar file");
    case Operation::SmallFiles:
        return SetupPage::tr("Small files and 4 KiB random reads");
    default:
        return operationName(operation);
    }
}

} // namespace

// Plans to start from: what to measure and how, on the drive chosen. Once
// a control leaves what the preset chose, the list says "Custom".
QLayout *SetupPage::buildPresetRow()
{
    m_presets = new QComboBox;
    m_presets->setObjectName(QStringLiteral("presetCombo"));
    m_presets->setAccessibleName(tr("Preset"));
    m_presets->addItem(tr("Choose one to fill in the plan…"));
    const QList<std::pair<PlanPreset, QString>> titles{
        {PlanPreset::Quick, tr("Quick: books and photos, reads of a second, 3 repetitions")},
        {PlanPreset::Standard, tr("Standard: the articles' method, four data sets, reads of 2 s, 5 repetitions")},
        {PlanPreset::Thorough, tr("Thorough: reads, writes, copies and deletes of 4 s, repeated until precise")},
        {PlanPreset::SmallFiles, tr("Small files: files of a few KiB against 4 KiB random reads")},
        {PlanPreset::BtrfsArticle, tr("The btrfs article: system files copied and deleted, btrfs with lzo")},
    };
    for (const auto &[preset, title] : titles)
        m_presets->addItem(title, enumName(PlanPresetNames, preset));
    m_presets->addItem(tr("Custom: a preset changed by hand"), CustomPreset);
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        PlanPreset preset;
        if (!parseEnumName(PlanPresetNames, m_presets->itemData(index).toString(), &preset)) {
            showPresetOrCustom(); // "Custom" or the prompt chosen: the plan stays, and so does what it is
            return;
        }
        m_presetIndex = index;
        m_presetPlan = presetPlan(preset, plan());
        setPlan(*m_presetPlan);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Preset:")));
    row->addWidget(m_presets, 1);
    return row;
}

namespace {

// The data sets as a preset sets them: their kinds, and their sizes where
// they are not sized automatically.
QStringList dataSetChoices(const Plan &plan)
{
    QStringList choices;
    for (const DataSetSpec &spec : plan.dataSets)
        choices << (plan.autoSize ? spec.kind : spec.kind + QLatin1Char('=') + QString::number(spec.bytes));
    return choices;
}

} // namespace

void SetupPage::showPresetOrCustom()
{
    if (!m_presetPlan || m_settingPlan)
        return;
    const Plan shown = plan();
    const Plan &preset = *m_presetPlan;
    const bool same = dataSetChoices(shown) == dataSetChoices(preset) && shown.autoSize == preset.autoSize
        && qFuzzyCompare(shown.minRunSeconds, preset.minRunSeconds) && shown.operations == preset.operations
        && shown.repetitions == preset.repetitions && shown.adaptiveRepetitions == preset.adaptiveRepetitions
        && m_wantedCompression.name() == preset.compression.name();
    m_presets->setCurrentIndex(same ? m_presetIndex : m_presets->findData(CustomPreset));
}

// The drive and the target on the left, the data sets and how to measure on
// the right; made in that order, which is the order of Tab.
QLayout *SetupPage::buildColumns()
{
    auto *left = new QVBoxLayout;
    m_source = new SourceChooser;
    connect(m_source, &SourceChooser::folderChanged, this, [this] {
        followLabelToDrive();
        fillCompressionMethods();
        planEdited();
    });
    connect(m_source, &SourceChooser::refreshRequested, this, &SetupPage::refreshVolumes);
    left->addWidget(m_source, 1);
    left->addWidget(buildTargetGroup());

    m_dataSets = new DataSetChooser;
    QList<DataSetSpec> articleDataSets;
    for (const QString &kind : articleDataSetKinds())
        articleDataSets.append({kind, DataSetSpec{}.bytes, DataSetSpec{}.seed});
    m_dataSets->setDataSets(articleDataSets);
    auto *dataSetGroup = new QGroupBox(tr("Data sets"));
    auto *dataSetLayout = new QVBoxLayout(dataSetGroup);
    dataSetLayout->addWidget(m_dataSets);
    auto *right = new QVBoxLayout;
    right->addWidget(dataSetGroup);
    right->addWidget(buildMethodGroup());
    right->addStretch();
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    return columns;
}

// What the preflight says, and Start.
QLayout *SetupPage::buildStartRow()
{
    m_checkText = new QLabel(tr("Looking at the drives…"));
    m_checkText->setObjectName(QStringLiteral("preflightLabel"));
    m_checkText->setWordWrap(true);
    m_checkText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_start = new QPushButton(tr("Start"));
    m_start->setObjectName(QStringLiteral("startButton"));
    m_start->setDefault(true);
    m_start->setEnabled(false);
    connect(m_start, &QPushButton::clicked, this, &SetupPage::startRequested);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_checkText, 1);
    bottom->addWidget(m_start);
    return bottom;
}

QWidget *SetupPage::buildTargetGroup()
{
    m_target = new QComboBox;
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_target->setAccessibleName(tr("RAM-disk target"));
    connect(m_target, &QComboBox::currentIndexChanged, this, &SetupPage::planEdited);
    m_targetHint = new QLabel;
    m_targetHint->setObjectName(QStringLiteral("targetHintLabel"));
    m_targetHint->setWordWrap(true);
    m_targetHint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_targetHint->hide();

    auto *group = new QGroupBox(tr("RAM-disk target"));
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_target);
    layout->addWidget(m_targetHint);
    return group;
}

QWidget *SetupPage::buildMethodGroup()
{
    QLayout *compressionRow = buildCompressionRow();
    QLayout *operations = buildOperationChecks();
    QLayout *copierRow = buildCopierRow();
    QLayout *repetitionRow = buildRepetitionRow();
    buildCacheChoice();

    m_label = new QLineEdit;
    m_label->setObjectName(QStringLiteral("labelEdit"));
    m_label->setAccessibleName(tr("Drive label"));
    m_label->setPlaceholderText(tr("The drive's model"));
    m_label->setMaxLength(int(SessionLimits::LabelCharacters));
    refuseControlCharacters(m_label);
    connect(m_label, &QLineEdit::textChanged, this, &SetupPage::planEdited);
    connect(m_label, &QLineEdit::textEdited, this, [this] {
        const SourceVolume *drive = m_source->volume();
        m_labelDrive = drive ? drive->volume.mountPoint : QString();
    });

    auto *group = new QGroupBox(tr("How to measure"));
    auto *form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Compression:"), compressionRow);
    form->addRow(tr("Operations:"), operations);
    form->addRow(tr("Copier:"), copierRow);
    form->addRow(tr("Repetitions:"), repetitionRow);
    form->addRow(tr("Cold caches by:"), m_cache);
    m_source->addRow(tr("Label in charts:"), m_label); // the drive's: beside its folder
    return group;
}

// The method and, where it has a choice, the algorithm and its level.
QLayout *SetupPage::buildCompressionRow()
{
    m_compression = new QComboBox;
    m_compression->setObjectName(QStringLiteral("compressionCombo"));
    m_compression->setAccessibleName(tr("Compression method"));
    m_algorithm = new QComboBox;
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    m_algorithm->setAccessibleName(tr("Compression algorithm"));
    connect(m_compression, &QComboBox::currentIndexChanged, this, [this] {
        fillAlgorithms();
        compressionEdited();
    });
    m_level = new QSpinBox;
    m_level->setObjectName(QStringLiteral("levelSpin"));
    m_level->setAccessibleName(tr("Compression level"));
    m_level->setSpecialValueText(tr("default level"));
    m_level->setPrefix(tr("level "));
    m_level->setToolTip(tr("A btrfs image is mounted with this level (compress=zstd:9); btrfs's folder property "
                           "on the drive itself compresses at the default level"));
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        fillLevels();
        compressionEdited();
    });
    connect(m_level, &QSpinBox::valueChanged, this, &SetupPage::compressionEdited);
    auto *compressionRow = new QHBoxLayout;
    compressionRow->addWidget(m_compression, 1);
    compressionRow->addWidget(m_algorithm);
    compressionRow->addWidget(m_level);
    return compressionRow;
}

QLayout *SetupPage::buildOperationChecks()
{
    auto *operations = new QGridLayout;
    operations->setVerticalSpacing(2); // a list of ticks, read down
    for (int i = 0; i < ChoosableOperations.size(); ++i) {
        const Operation operation = ChoosableOperations.at(i);
        auto *check = new QCheckBox(operationLabel(operation));
        check->setObjectName(operationName(operation) + QStringLiteral("OperationCheck"));
        check->setChecked(Plan{}.operations.contains(operation));
        connect(check, &QCheckBox::toggled, this, &SetupPage::planEdited);
        // A last tick alone in its row spans both columns, so that a long
        // label ("Мелкие файлы и случайное чтение по 4 КиБ") does not widen the first.
        const bool alone = i % 2 == 0 && i + 1 == ChoosableOperations.size();
        operations->addWidget(check, i / 2, i % 2, 1, alone ? 2 : 1);
        m_operations.append(check);
    }
    return operations;
}

// The uring copier where the system lets it run; elsewhere shown greyed,
// saying why.
void SetupPage::addUringCopier()
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
QLayout *SetupPage::buildCopierRow()
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
        planEdited();
    });
    connect(m_threads, &QSpinBox::valueChanged, this, &SetupPage::planEdited);
    auto *copierRow = new QHBoxLayout;
    copierRow->addWidget(m_copier, 1);
    copierRow->addWidget(m_threads);
    return copierRow;
}

// How many repetitions, or at most how many until precise.
QLayout *SetupPage::buildRepetitionRow()
{
    m_repetitions = new QSpinBox;
    m_repetitions->setObjectName(QStringLiteral("repetitionsSpin"));
    m_repetitions->setAccessibleName(tr("Repetitions"));
    m_repetitions->setRange(1, 1000);
    m_repetitions->setValue(Plan{}.repetitions);
    m_adaptive = new QCheckBox(tr("until precise (at most this many)"));
    m_adaptive->setObjectName(QStringLiteral("adaptiveCheck"));
    m_adaptive->setToolTip(tr("Repeats until the 95 % confidence interval is within 3 % of the median"));
    connect(m_repetitions, &QSpinBox::valueChanged, this, &SetupPage::planEdited);
    connect(m_adaptive, &QCheckBox::toggled, this, &SetupPage::planEdited);
    auto *repetitionRow = new QHBoxLayout;
    repetitionRow->addWidget(m_repetitions);
    repetitionRow->addWidget(m_adaptive, 1);
    return repetitionRow;
}

void SetupPage::buildCacheChoice()
{
    m_cache = new QComboBox;
    m_cache->setObjectName(QStringLiteral("cacheCombo"));
    m_cache->setAccessibleName(tr("Cache mode"));
    // "Drop all caches" joins the list once the drives are probed, where this process may drop them.
    for (const CacheMode mode : {CacheMode::Evict, CacheMode::Fresh, CacheMode::Direct})
        m_cache->addItem(cacheModeTitle(mode), QVariant::fromValue(mode));
    connect(m_cache, &QComboBox::currentIndexChanged, this, &SetupPage::planEdited);
}

} // namespace cm
