// SPDX-License-Identifier: GPL-3.0-or-later
#include "setuppage.h"

#include "chart/displaynames.h"
#include "plan/cachemodedecision.h"
#include "settings/appsettings.h"
#include "setup/compressionchooser.h"
#include "setup/datasetchooser.h"
#include "setup/drivelabeledit.h"
#include "setup/leftoverbar.h"
#include "setup/methodform.h"
#include "setup/setupchoices.h"
#include "setup/sourcechooser.h"
#include "setup/targetchooser.h"
#include "uiutil/plaintext.h"
#include "uiutil/wheelguard.h"
#include "uiutil/windowwords.h"
#include "util/shownpath.h"
#include "util/units.h"
#include "util/visibletext.h"
#include "workflow/preflight.h"

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
    QWidget *presetRow = buildPresetRow();
    m_content = new QWidget;
    m_content->setLayout(buildColumns());
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    QLayout *bottom = buildStartRow();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_leftoverBar);
    layout->addWidget(presetRow);
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
    m_facts = facts;
    QStringList images;
    if (facts.loopBtrfs)
        images << QStringLiteral("btrfs");
    if (facts.loopNtfs)
        images << QStringLiteral("NTFS");
    m_source->setVolumes(facts.sources, images);

    m_target->setRamDisks(facts.ramDisks);

    m_method->setCacheDropping(facts.dropping);

    m_leftoverBar->setLeftovers(facts.leftovers);

    if (m_source->folder().isEmpty() && !facts.sources.isEmpty()) {
        m_source->pickStartingVolume(facts.writableCurrentFolder); // which suggests a folder
    } else {
        offerCompression();
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
    m_target->setDefaultTarget(now.target);
    Plan plan = this->plan();
    if (changed(&Defaults::target) && m_target->offers(now.target))
        plan.targetPath = now.target;
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
    for (const VolumeInfo &volume : m_facts ? m_facts->ramDisks : QList<VolumeInfo>())
        mountPoints << volume.mountPoint;
    return mountPoints;
}

void SetupPage::offerCompression()
{
    const SourceVolume *source = m_source->volume();
    m_method->compression()->setOffers(source ? source->offered : QList<CompressionSupport>(),
                                       m_facts && m_facts->loopBtrfs, m_facts && m_facts->loopNtfs);
}

void SetupPage::followLabelToDrive()
{
    if (const SourceVolume *drive = m_source->volume())
        m_label->followDrive(drive->volume.mountPoint);
}

Plan SetupPage::plan() const
{
    Plan plan;
    plan.sourcePath = m_source->folder();
    plan.targetPath = m_target->target();
    plan.label = m_label->text().trimmed();
    plan.dataSets = m_dataSets->dataSets();
    plan.autoSize = m_dataSets->autoSize();
    plan.minRunSeconds = m_dataSets->minRunSeconds();
    m_method->readInto(&plan, m_facts.has_value());
    return plan;
}

void SetupPage::setPlan(const Plan &plan)
{
    m_settingPlan = true; // the controls pass through plans in between
    m_source->setFolder(plan.sourcePath);
    m_target->setTarget(plan.targetPath);
    const SourceVolume *labelled = m_source->volumeOf(plan.sourcePath);
    m_label->setLabel(plan.label, labelled ? labelled->volume.mountPoint : QString());
    m_dataSets->setDataSets(plan.dataSets);
    m_dataSets->setAutoSize(plan.autoSize, plan.minRunSeconds);
    m_method->setPlan(plan); // the drive's offers followed its folder (folderChanged)
    m_settingPlan = false;
    planEdited();
}

void SetupPage::planEdited()
{
    showPresetOrCustom();
    if (!m_facts)
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
    m_target->showRoomFor(checked.plan.largestDataSetBytes());
    Q_EMIT planChecked();
}

void SetupPage::setRunning(bool running)
{
    m_running = running;
    m_content->setEnabled(!running); // keeps each control's own enabled state for later
    m_start->setEnabled(!running && m_lastCheck.status);
}

} // namespace cm
