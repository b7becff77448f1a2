// SPDX-License-Identifier: GPL-3.0-or-later
#include "presetchooser.h"

#include "util/enumnames.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

#include <utility>

namespace cm {
namespace {

const QString CustomPreset = QStringLiteral("custom");

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

PresetChooser::PresetChooser(QWidget *parent)
    : QWidget(parent)
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
            showMatch(m_shown); // "Custom" or the prompt chosen: the plan stays, and so does what it is
            return;
        }
        m_presetIndex = index;
        Q_EMIT presetChosen(preset);
    });
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Preset:")));
    row->addWidget(m_presets, 1);
    setFocusProxy(m_presets);
}

void PresetChooser::setPresetPlan(const Plan &plan)
{
    m_presetPlan = plan;
}

void PresetChooser::showMatch(const Plan &shown)
{
    m_shown = shown;
    if (!m_presetPlan)
        return;
    const Plan &preset = *m_presetPlan;
    const bool same = dataSetChoices(shown) == dataSetChoices(preset) && shown.autoSize == preset.autoSize
        && qFuzzyCompare(shown.minRunSeconds, preset.minRunSeconds) && shown.operations == preset.operations
        && shown.repetitions == preset.repetitions && shown.adaptiveRepetitions == preset.adaptiveRepetitions
        && shown.compression.name() == preset.compression.name();
    m_presets->setCurrentIndex(same ? m_presetIndex : m_presets->findData(CustomPreset));
}

} // namespace cm
