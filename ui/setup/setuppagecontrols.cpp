// SPDX-License-Identifier: GPL-3.0-or-later
// The controls the Setup page is made of, built once by its constructor.
#include "setuppage.h"

#include "chart/displaynames.h"
#include "datasets/datasetgenerator.h"
#include "plan/planpresets.h"
#include "session/session.h"
#include "setup/compressionchooser.h"
#include "setup/datasetchooser.h"
#include "setup/drivelabeledit.h"
#include "setup/methodform.h"
#include "setup/presetchooser.h"
#include "setup/setupchoices.h"
#include "setup/sourcechooser.h"
#include "setup/targetchooser.h"
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

QWidget *SetupPage::buildPresetRow()
{
    m_presets = new PresetChooser;
    connect(m_presets, &PresetChooser::presetChosen, this, [this](PlanPreset preset) {
        const Plan filledIn = presetPlan(preset, plan());
        m_presets->setPresetPlan(filledIn);
        setPlan(filledIn);
    });
    return m_presets;
}

void SetupPage::showPresetOrCustom()
{
    if (m_settingPlan)
        return;
    Plan shown = plan();
    shown.compression = m_method->compression()->wanted(); // as asked for, offered or not yet
    m_presets->showMatch(shown);
}

// The drive and the target on the left, the data sets and how to measure on
// the right; made in that order, which is the order of Tab.
QLayout *SetupPage::buildColumns()
{
    auto *left = new QVBoxLayout;
    m_source = new SourceChooser;
    connect(m_source, &SourceChooser::folderChanged, this, [this] {
        followLabelToDrive();
        offerCompression();
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
    m_target = new TargetChooser;
    connect(m_target, &TargetChooser::changed, this, &SetupPage::planEdited);
    return m_target;
}

QWidget *SetupPage::buildMethodGroup()
{
    m_method = new MethodForm;
    connect(m_method, &MethodForm::edited, this, &SetupPage::planEdited);
    m_label = new DriveLabelEdit;
    connect(m_label, &QLineEdit::textChanged, this, &SetupPage::planEdited);
    connect(m_label, &QLineEdit::textEdited, this, [this] {
        const SourceVolume *drive = m_source->volume();
        m_label->typedFor(drive ? drive->volume.mountPoint : QString());
    });
    m_source->addRow(tr("Label in charts:"), m_label); // the drive's: beside its folder
    return m_method;
}

} // namespace cm
