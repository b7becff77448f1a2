// SPDX-License-Identifier: GPL-3.0-or-later
#include "setuppage.h"

#include "chart/displaynames.h"
#include "plan/cachemodedecision.h"
#include "settings/appsettings.h"
#include "setup/datasetchooser.h"
#include "setup/leftoverbar.h"
#include "setup/setupchoices.h"
#include "setup/sourcechooser.h"
#include "uiutil/plaintext.h"
#include "util/shownpath.h"
#include "util/units.h"
#include "util/visibletext.h"
#include "uiutil/wheelguard.h"
#include "workflow/preflight.h"
#include "uiutil/windowwords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace cm {

SetupPage::SetupPage(const Privileges &privileges, QWidget *parent)
    : QWidget(parent)
    , m_privileges(privileges)
    , m_check(privileges)
{
    // Made in the order they show, top to bottom, which is the order of Tab.
    // Leftovers of killed runs, offered for removal.
    m_leftoverBar = new LeftoverBar(m_privileges);
    connect(m_leftoverBar, &LeftoverBar::removed, this, [this](const Status &status) {
        if (!status)
            showPlainText(m_checkText, status.message());
        refreshVolumes();
    });
    QLayout *presetRow = buildPresetRow();
    m_content = new QWidget;
    m_content->setLayout(buildColumns());
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    QLayout *bottom = buildStartRow();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_leftoverBar);
    layout->addLayout(presetRow);
    layout->addWidget(scroll, 1);
    layout->addLayout(bottom);

    connect(m_dataSets, &DataSetChooser::changed, this, &SetupPage::planEdited);
    connect(&m_check, &PlanCheck::checked, this, &SetupPage::showCheck);
    guardWheel(this);
    refreshVolumes();
}

void SetupPage::refreshVolumes()
{
    m_probe.start([folder = m_source->folder(),
                   privileges = m_privileges] { return probeSetupFacts(folder, privileges); },
                  [this](const SetupFacts &facts) { showFacts(facts); });
}

void SetupPage::showFacts(const SetupFacts &facts)
{
    const QString chosenTarget = m_target->currentData().toString();
    m_facts = facts;
    m_factsKnown = true;
    QStringList images;
    if (facts.loopBtrfs)
        images << QStringLiteral("btrfs");
    if (facts.loopNtfs)
        images << QStringLiteral("NTFS");
    m_source->setVolumes(facts.sources, images);

    const QSignalBlocker blocker(m_target);
    m_target->clear();
    for (const VolumeInfo &volume : facts.ramDisks) {
        const QString free = dataSizeText(volume.freeBytes);
        m_target->addItem(tr("%1 (%2, %3 free)").arg(shownPath(volume.mountPoint), volume.filesystem, free),
                          volume.mountPoint);
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
    m_cache->setToolTip(reasonBeforeTrying(facts.dropping));

    m_leftoverBar->setLeftovers(facts.leftovers);

    if (m_source->folder().isEmpty() && !facts.sources.isEmpty()) {
        m_source->pickStartingVolume(facts.writableCurrentFolder); // which suggests a folder
    } else {
        fillCompressionMethods();
        planEdited();
    }
}

SetupPage::Defaults SetupPage::defaultsOf(const AppSettings &settings)
{
    return Defaults{settings.defaultTargetPath(), settings.copier().name(), settings.repetitions(),
                    settings.adaptiveRepetitions(), settings.cacheMode()};
}

void SetupPage::applySettings(const AppSettings &settings, const std::optional<Defaults> &before)
{
    const Defaults now = defaultsOf(settings);
    const auto changed = [&](auto Defaults::*member) { return !before || (*before).*member != now.*member; };
    m_defaultTarget = now.target;
    Plan plan = this->plan();
    if (changed(&Defaults::target) && m_target->findData(m_defaultTarget) >= 0)
        plan.targetPath = m_defaultTarget;
    if (changed(&Defaults::copier))
        plan.copier = settings.copier();
    if (changed(&Defaults::repetitions))
        plan.repetitions = now.repetitions;
    if (changed(&Defaults::adaptive))
        plan.adaptiveRepetitions = now.adaptive;
    if (changed(&Defaults::cacheMode))
        plan.cacheMode = now.cacheMode.value_or(plan.cacheMode);
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
    m_compression->setCurrentIndex(
        std::max(0, m_compression->findData(QVariant::fromValue(m_wantedCompression.method))));
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
    const QString chosen = method == m_wantedCompression.method
        ? m_wantedCompression.algorithm.section(QLatin1Char(':'), 0, 0)
        : m_algorithm->currentData().toString();
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
    const CompressionMethod method = m_compression->currentData().value<CompressionMethod>();
    const QString algorithm = m_algorithm->currentData().toString();
    const auto [lowest, highest] = levelRange(method, algorithm);
    const QSignalBlocker blocker(m_level);
    m_level->setRange(lowest > 0 ? lowest - 1 : 0, highest); // the lowest but one says "default level"
    m_level->setVisible(lowest > 0);
    const QString wanted = m_wantedCompression.algorithm;
    if (method == m_wantedCompression.method && wanted.section(QLatin1Char(':'), 0, 0) == algorithm)
        m_level->setValue(wanted.section(QLatin1Char(':'), 1).toInt()); // none: the default
}

CompressionChoice SetupPage::shownCompression() const
{
    CompressionChoice compression;
    compression.method = m_compression->currentData().value<CompressionMethod>();
    compression.algorithm = m_algorithm->count() > 0 ? m_algorithm->currentData().toString() : QString();
    if (m_level->isVisibleTo(this) && m_level->value() > m_level->minimum())
        compression.algorithm += QLatin1Char(':') + QString::number(m_level->value());
    return compression;
}

// The user chose a method, algorithm or level: that is what to keep.
void SetupPage::compressionEdited()
{
    m_wantedCompression = shownCompression();
    planEdited();
}

void SetupPage::followLabelToDrive()
{
    const SourceVolume *drive = m_source->volume();
    if (!drive)
        return;
    if (m_labelDrive.isEmpty()) {
        m_labelDrive = drive->volume.mountPoint; // the drives known now: the label's is the one shown
        return;
    }
    if (drive->volume.mountPoint == m_labelDrive)
        return;
    m_labelDrive = drive->volume.mountPoint;
    m_label->clear(); // the placeholder names the new drive's model
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
    // Before the drives are known, the compression chosen, which they may offer.
    plan.compression = m_factsKnown ? shownCompression() : m_wantedCompression;
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
    m_settingPlan = true; // the controls pass through plans in between
    m_source->setFolder(plan.sourcePath);
    if (const int target = m_target->findData(plan.targetPath); target >= 0)
        m_target->setCurrentIndex(target);
    m_label->setText(visibleText(plan.label)); // a plan from a file: shown as the field takes it
    const SourceVolume *labelled = m_source->volumeOf(plan.sourcePath);
    m_labelDrive = labelled ? labelled->volume.mountPoint : QString();
    m_dataSets->setDataSets(plan.dataSets);
    m_dataSets->setAutoSize(plan.autoSize, plan.minRunSeconds);
    m_wantedCompression = plan.compression;
    fillCompressionMethods();
    for (int i = 0; i < m_operations.size(); ++i)
        m_operations.at(i)->setChecked(plan.operations.contains(ChoosableOperations.at(i)));
    m_copier->setCurrentIndex(std::max(0, m_copier->findData(QVariant::fromValue(plan.copier.kind))));
    m_threads->setValue(plan.copier.threads);
    m_repetitions->setValue(plan.repetitions);
    m_adaptive->setChecked(plan.adaptiveRepetitions);
    m_cache->setCurrentIndex(std::max(0, m_cache->findData(QVariant::fromValue(plan.cacheMode))));
    m_settingPlan = false;
    planEdited();
}

void SetupPage::planEdited()
{
    showPresetOrCustom();
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
    const bool roomy = std::any_of(m_facts.ramDisks.cbegin(), m_facts.ramDisks.cend(),
                                   [&](const VolumeInfo &v) { return v.freeBytes >= needed + spaceMargin(needed); });
    m_targetHint->setVisible(!roomy);
    if (!roomy) {
        const qint64 gib = std::max<qint64>(1, (needed + spaceMargin(needed) + GiB - 1) / GiB);
        m_targetHint->setText(tr(windowWords().makeRamDiskHint).arg(dataSizeText(needed), QString::number(gib)));
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
