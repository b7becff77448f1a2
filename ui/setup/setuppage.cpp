#include "setuppage.h"

#include "chart/displaynames.h"
#include "datasets/datasetgenerator.h"
#include "plan/cachemodedecision.h"
#include "plan/planpresets.h"
#include "session/session.h"
#include "settings/appsettings.h"
#include "setup/datasetchooser.h"
#include "setup/leftoverbar.h"
#include "setup/sourcechooser.h"
#include "util/controlcharacterguard.h"
#include "util/plaintext.h"
#include "util/units.h"
#include "util/visibletext.h"
#include "volume/preflight.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cm {
namespace {

const QList<Operation> ChoosableOperations{Operation::Read,   Operation::Write,  Operation::Copy,
                                           Operation::Delete, Operation::Pack,   Operation::Unpack,
                                           Operation::SmallFiles};

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

// The copiers whose number of files in flight the user sets.
bool takesFilesInFlight(CopierChoice::Kind kind)
{
    return kind == CopierChoice::Kind::Parallel || kind == CopierChoice::Kind::Robocopy;
}

} // namespace

SetupPage::SetupPage(const Privileges &privileges, QWidget *parent)
    : QWidget(parent)
    , m_privileges(privileges)
    , m_check(privileges)
{
    m_content = new QWidget;
    m_content->setLayout(buildColumns());
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    QLayout *bottom = buildStartRow();

    // Leftovers of killed runs, offered for removal.
    m_leftoverBar = new LeftoverBar(m_privileges);
    connect(m_leftoverBar, &LeftoverBar::removed, this, [this](const Status &status) {
        if (!status)
            showPlainText(m_checkText, status.message());
        refreshVolumes();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_leftoverBar);
    layout->addLayout(buildPresetRow());
    layout->addWidget(scroll, 1);
    layout->addLayout(bottom);

    connect(m_dataSets, &DataSetChooser::changed, this, &SetupPage::planEdited);
    connect(&m_check, &PlanCheck::checked, this, &SetupPage::showCheck);
    refreshVolumes();
}

// Plans to start from: what to measure and how, on the drive chosen.
QLayout *SetupPage::buildPresetRow()
{
    auto *presets = new QComboBox;
    presets->setObjectName(QStringLiteral("presetCombo"));
    presets->setAccessibleName(tr("Preset"));
    presets->addItem(tr("Choose one to fill in the plan…"));
    const QList<std::pair<PlanPreset, QString>> titles{
        {PlanPreset::Quick, tr("Quick: books and photos, reads of a second, 3 repetitions")},
        {PlanPreset::Standard, tr("Standard: the articles' method, four data sets, reads of 2 s, 5 repetitions")},
        {PlanPreset::Thorough, tr("Thorough: reads, writes, copies and deletes of 4 s, repeated until precise")},
        {PlanPreset::SmallFiles, tr("Small files: files of a few KiB against 4 KiB random reads")},
        {PlanPreset::BtrfsArticle, tr("The btrfs article: system files copied and deleted, btrfs with lzo")},
    };
    for (const auto &[preset, title] : titles)
        presets->addItem(title, enumName(PlanPresetNames, preset));
    connect(presets, &QComboBox::activated, this, [this, presets](int index) {
        PlanPreset preset;
        if (parseEnumName(PlanPresetNames, presets->itemData(index).toString(), &preset))
            setPlan(presetPlan(preset, plan()));
    });
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Preset:")));
    row->addWidget(presets, 1);
    return row;
}

// The drive and the target on the left, the data sets and how to measure on the right.
QLayout *SetupPage::buildColumns()
{
    m_dataSets = new DataSetChooser;
    QList<DataSetSpec> articleDataSets;
    for (const QString &kind : articleDataSetKinds())
        articleDataSets.append({kind, DataSetSpec{}.bytes, DataSetSpec{}.seed});
    m_dataSets->setDataSets(articleDataSets);
    auto *dataSetGroup = new QGroupBox(tr("Data sets"));
    auto *dataSetLayout = new QVBoxLayout(dataSetGroup);
    dataSetLayout->addWidget(m_dataSets);

    auto *left = new QVBoxLayout;
    m_source = new SourceChooser;
    connect(m_source, &SourceChooser::folderChanged, this, [this] {
        fillCompressionMethods();
        planEdited();
    });
    connect(m_source, &SourceChooser::refreshRequested, this, &SetupPage::refreshVolumes);
    left->addWidget(m_source, 1);
    left->addWidget(buildTargetGroup());
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

    auto *group = new QGroupBox(tr("How to measure"));
    auto *form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Compression:"), compressionRow);
    form->addRow(tr("Operations:"), operations);
    form->addRow(tr("Copier:"), copierRow);
    form->addRow(tr("Repetitions:"), repetitionRow);
    form->addRow(tr("Cold caches by:"), m_cache);
    form->addRow(tr("Label in charts:"), m_label);
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
        planEdited();
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
        planEdited();
    });
    connect(m_level, &QSpinBox::valueChanged, this, &SetupPage::planEdited);
    auto *compressionRow = new QHBoxLayout;
    compressionRow->addWidget(m_compression, 1);
    compressionRow->addWidget(m_algorithm);
    compressionRow->addWidget(m_level);
    return compressionRow;
}

QLayout *SetupPage::buildOperationChecks()
{
    auto *operations = new QGridLayout;
    for (int i = 0; i < ChoosableOperations.size(); ++i) {
        const Operation operation = ChoosableOperations.at(i);
        auto *check = new QCheckBox(operationLabel(operation));
        check->setObjectName(operationName(operation) + QStringLiteral("OperationCheck"));
        check->setChecked(Plan{}.operations.contains(operation));
        connect(check, &QCheckBox::toggled, this, &SetupPage::planEdited);
        operations->addWidget(check, i / 2, i % 2);
        m_operations.append(check);
    }
    return operations;
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
#ifdef Q_OS_WIN
    m_copier->addItem(copierTitle(CopierChoice::Kind::Robocopy), QVariant::fromValue(CopierChoice::Kind::Robocopy));
#endif
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

void SetupPage::refreshVolumes()
{
    m_probe.start([folder = m_source->folder(), privileges = m_privileges] { return probeSetupFacts(folder, privileges); },
                  [this](const SetupFacts &facts) { showFacts(facts); });
}

void SetupPage::showFacts(const SetupFacts &facts)
{
    const QString chosenMount = m_source->volume() ? m_source->volume()->volume.mountPoint : QString();
    const QString chosenTarget = m_target->currentData().toString();
    m_facts = facts;
    m_factsKnown = true;
    m_source->setVolumes(facts.sources);

    const QSignalBlocker blocker(m_target);
    m_target->clear();
    for (const VolumeInfo &volume : facts.ramDisks) {
        const QString free = dataSizeText(volume.freeBytes);
        m_target->addItem(tr("%1 (%2, %3 free)").arg(volume.mountPoint, volume.filesystem, free), volume.mountPoint);
    }
    const int kept = m_target->findData(chosenTarget.isEmpty() ? m_defaultTarget : chosenTarget);
    if (kept >= 0)
        m_target->setCurrentIndex(kept);

    const int dropItem = m_cache->findData(QVariant::fromValue(CacheMode::Drop));
    if (facts.dropping.mode == CacheMode::Drop && dropItem < 0) {
        const QSignalBlocker cacheBlocker(m_cache);
        m_cache->insertItem(0, cacheModeTitle(CacheMode::Drop), QVariant::fromValue(CacheMode::Drop));
        m_cache->setCurrentIndex(0);
    }
    m_cache->setToolTip(facts.dropping.reason);

    m_leftoverBar->setLeftovers(facts.leftovers);

    if (m_source->folder().isEmpty() && !facts.sources.isEmpty()) {
        m_source->pickVolume(chosenMount); // which suggests a folder
    } else {
        fillCompressionMethods();
        planEdited();
    }
}

void SetupPage::applySettings(const AppSettings &settings)
{
    m_defaultTarget = settings.defaultTargetPath();
    Plan plan = this->plan();
    if (m_target->findData(m_defaultTarget) >= 0)
        plan.targetPath = m_defaultTarget;
    plan.copier = settings.copier();
    plan.repetitions = settings.repetitions();
    plan.adaptiveRepetitions = settings.adaptiveRepetitions();
    plan.cacheMode = settings.cacheMode().value_or(plan.cacheMode);
    setPlan(plan);
}

QStringList SetupPage::ramDiskMountPoints() const
{
    QStringList mountPoints;
    for (const VolumeInfo &volume : m_facts.ramDisks)
        mountPoints << volume.mountPoint;
    return mountPoints;
}

void SetupPage::fillCompressionMethods()
{
    const QVariant chosen = m_compression->currentData();
    const QSignalBlocker blocker(m_compression);
    m_compression->clear();
    QList<CompressionMethod> methods{CompressionMethod::Auto, CompressionMethod::None};
    const SourceVolume *source = m_source->volume();
    if (source) {
        for (const CompressionSupport &offer : source->offered)
            methods.append(offer.method);
    }
    if (m_facts.loopBtrfs)
        methods.append(CompressionMethod::LoopBtrfs);
    if (m_facts.loopNtfs)
        methods.append(CompressionMethod::LoopNtfs);
    for (const CompressionMethod method : std::as_const(methods))
        m_compression->addItem(compressionMethodTitle(method), QVariant::fromValue(method));
    m_compression->setCurrentIndex(std::max(0, m_compression->findData(chosen)));
    fillAlgorithms();
}

void SetupPage::fillAlgorithms()
{
    const CompressionMethod method = m_compression->currentData().value<CompressionMethod>();
    QStringList algorithms;
    const SourceVolume *source = m_source->volume();
    for (const CompressionSupport &offer : source ? source->offered : QList<CompressionSupport>()) {
        if (offer.method == method)
            algorithms = offer.algorithms;
    }
    if (method == CompressionMethod::LoopBtrfs)
        algorithms = algorithmsOf(CompressionMethod::LoopBtrfs);
    const QString chosen = m_algorithm->currentData().toString();
    const QSignalBlocker blocker(m_algorithm);
    m_algorithm->clear();
    for (const QString &algorithm : algorithms)
        m_algorithm->addItem(algorithm, algorithm);
    m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(chosen)));
    m_algorithm->setVisible(!algorithms.isEmpty());
    fillLevels();
}

void SetupPage::fillLevels()
{
    const auto [lowest, highest] = levelRange(m_compression->currentData().value<CompressionMethod>(),
                                              m_algorithm->currentData().toString());
    const QSignalBlocker blocker(m_level);
    m_level->setRange(lowest > 0 ? lowest - 1 : 0, highest); // the lowest but one says "default level"
    m_level->setVisible(lowest > 0);
}

Plan SetupPage::plan() const
{
    Plan plan;
    plan.sourcePath = m_source->folder();
    plan.targetPath = m_target->currentData().toString();
    plan.label = m_label->text().trimmed();
    plan.dataSets = m_dataSets->dataSets();
    plan.autoSize = m_dataSets->autoSize();
    plan.minRunSeconds = m_dataSets->minRunSeconds();
    plan.compression.method = m_compression->currentData().value<CompressionMethod>();
    plan.compression.algorithm = m_algorithm->count() > 0 ? m_algorithm->currentData().toString() : QString();
    if (m_level->isVisibleTo(this) && m_level->value() > m_level->minimum())
        plan.compression.algorithm += QLatin1Char(':') + QString::number(m_level->value());
    plan.operations.clear();
    for (int i = 0; i < m_operations.size(); ++i) {
        if (m_operations.at(i)->isChecked())
            plan.operations.append(ChoosableOperations.at(i));
    }
    plan.copier.kind = m_copier->currentData().value<CopierChoice::Kind>();
    if (takesFilesInFlight(plan.copier.kind))
        plan.copier.threads = m_threads->value();
    plan.adaptiveRepetitions = m_adaptive->isChecked();
    plan.repetitions = m_repetitions->value();
    plan.cacheMode = m_cache->currentData().value<CacheMode>();
    return plan;
}

void SetupPage::setPlan(const Plan &plan)
{
    m_source->setFolder(plan.sourcePath);
    if (const int target = m_target->findData(plan.targetPath); target >= 0)
        m_target->setCurrentIndex(target);
    m_label->setText(visibleText(plan.label)); // a plan from a file: shown as the field takes it
    m_dataSets->setDataSets(plan.dataSets);
    m_dataSets->setAutoSize(plan.autoSize, plan.minRunSeconds);
    fillCompressionMethods();
    m_compression->setCurrentIndex(std::max(0, m_compression->findData(QVariant::fromValue(plan.compression.method))));
    const QString family = plan.compression.algorithm.section(QLatin1Char(':'), 0, 0);
    if (const int algorithm = m_algorithm->findData(family); algorithm >= 0)
        m_algorithm->setCurrentIndex(algorithm);
    fillLevels();
    m_level->setValue(plan.compression.algorithm.section(QLatin1Char(':'), 1).toInt()); // none: the default
    for (int i = 0; i < m_operations.size(); ++i)
        m_operations.at(i)->setChecked(plan.operations.contains(ChoosableOperations.at(i)));
    m_copier->setCurrentIndex(std::max(0, m_copier->findData(QVariant::fromValue(plan.copier.kind))));
    m_threads->setValue(plan.copier.threads);
    m_repetitions->setValue(plan.repetitions);
    m_adaptive->setChecked(plan.adaptiveRepetitions);
    m_cache->setCurrentIndex(std::max(0, m_cache->findData(QVariant::fromValue(plan.cacheMode))));
    planEdited();
}

void SetupPage::planEdited()
{
    if (!m_factsKnown)
        return;
    m_start->setEnabled(false);
    m_check.request(plan());
}

void SetupPage::showCheck(const CheckedPlan &checked)
{
    m_lastCheck = checked;
    showPlainText(m_checkText, checked.summary());
    QPalette palette = m_checkText->palette();
    palette.setColor(QPalette::WindowText, checked.status ? palette.color(QPalette::Text) : QColor(0xc0, 0x1c, 0x28));
    m_checkText->setPalette(palette);
    m_start->setEnabled(checked.status && !m_running);

    // No RAM disk big enough for the largest data set: say how to make one.
    const qint64 needed = checked.plan.largestDataSetBytes();
    const bool roomy = std::any_of(m_facts.ramDisks.cbegin(), m_facts.ramDisks.cend(), [&](const VolumeInfo &v) {
        return v.freeBytes >= needed + spaceMargin(needed);
    });
    m_targetHint->setVisible(!roomy);
    if (!roomy) {
        const qint64 gib = std::max<qint64>(1, (needed + spaceMargin(needed) + GiB - 1) / GiB);
#ifdef Q_OS_WIN
        m_targetHint->setText(tr("No RAM disk has room for %1. Make one with a RAM-disk driver, for example ImDisk's:\n"
                                 "imdisk -a -s %2G -m R: -p \"/fs:ntfs /q /y\"")
                                  .arg(dataSizeText(needed))
                                  .arg(gib));
#else
        m_targetHint->setText(tr("No RAM disk has room for %1. Make one, for example:\n"
                                 "sudo mkdir -p /mnt/ramdisk && sudo mount -t tmpfs -o size=%2G tmpfs /mnt/ramdisk")
                                  .arg(dataSizeText(needed))
                                  .arg(gib));
#endif
    }
    Q_EMIT planChecked();
}

void SetupPage::setRunning(bool running)
{
    m_running = running;
    m_content->setEnabled(!running); // keeps each control's own enabled state for later
    m_start->setEnabled(!running && m_lastCheck.status);
}

} // namespace cm
