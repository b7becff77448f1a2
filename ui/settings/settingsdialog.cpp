// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include "chart/displaynames.h"
#include "copy/uringcopier.h"
#include "settings/appsettings.h"
#include "uiutil/windowwords.h"
#include "util/shownpath.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cm {
namespace {

QComboBox *combo(const QString &objectName, const QString &accessibleName)
{
    auto *box = new QComboBox;
    box->setObjectName(objectName);
    box->setAccessibleName(accessibleName);
    // As wide as its longest choice: a value cut short ("…through on") is no choice.
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return box;
}

// Selects the item holding `data`, first adding it (labelled `label`) when
// the list does not hold it: a stored value is never lost by opening the dialog.
void selectData(QComboBox *box, const QString &data, const QString &label)
{
    int index = box->findData(data);
    if (index < 0) {
        box->addItem(label, data);
        index = box->count() - 1;
    }
    box->setCurrentIndex(index);
}

} // namespace

SettingsDialog::SettingsDialog(AppSettings *settings, const QStringList &ramDisks, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
{
    buildUi(ramDisks);
    load();
}

void SettingsDialog::buildUi(const QStringList &ramDisks)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    QLayout *form = buildForm(ramDisks);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->setObjectName(QStringLiteral("dialogButtons"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons);
}

// The run's defaults, then how the window looks and speaks.
QLayout *SettingsDialog::buildForm(const QStringList &ramDisks)
{
    m_target = combo(QStringLiteral("targetCombo"), tr("Default RAM-disk target"));
    m_target->addItem(tr("The first RAM disk with room"), QString());
    for (const QString &mountPoint : ramDisks)
        m_target->addItem(shownPath(mountPoint), mountPoint);

    // In the Setup page's words, so that a default reads as the choice it fills in.
    m_copier = combo(QStringLiteral("copierCombo"), tr("Copier"));
    m_copier->addItem(copierTitle(CopierChoice::Kind::Serial), QStringLiteral("serial"));
    m_copier->addItem(copierTitle(CopierChoice::Kind::Parallel), QStringLiteral("parallel"));
    m_copier->addItem(copierTitle(CopierChoice::Kind::Kernel), QStringLiteral("kernel"));
    m_copier->addItem(copierTitle(CopierChoice::Kind::ReadOnly), QStringLiteral("readonly"));
    if (uringAvailability())
        m_copier->addItem(copierTitle(CopierChoice::Kind::Uring), QStringLiteral("uring"));

    m_repetitions = new QSpinBox;
    m_repetitions->setObjectName(QStringLiteral("repetitionsSpin"));
    m_repetitions->setAccessibleName(tr("Repetitions"));
    m_repetitions->setRange(1, 1000);
    m_adaptive = new QCheckBox(tr("until precise (at most this many)"));
    m_adaptive->setObjectName(QStringLiteral("adaptiveCheck"));
    m_adaptive->setAccessibleName(tr("Adaptive repetitions"));
    m_adaptive->setToolTip(tr("Repeats until the 95 % confidence interval is within 3 % of the median"));

    m_cache = combo(QStringLiteral("cacheCombo"), tr("Cache mode"));
    m_cache->addItem(tr("The strongest available"), QString());
    m_cache->addItem(tr(windowWords().dropCachesChoice), cacheModeName(CacheMode::Drop));
    for (const CacheMode mode : {CacheMode::Evict, CacheMode::Fresh, CacheMode::Direct})
        m_cache->addItem(cacheModeTitle(mode), cacheModeName(mode));

    QLabel *languageNote = buildAppearance();

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("RAM-disk &target:"), m_target);
    form->addRow(tr("&Copier:"), m_copier);
    form->addRow(tr("&Repetitions:"), m_repetitions);
    form->addRow(QString(), m_adaptive);
    form->addRow(tr("C&ache:"), m_cache);
    form->addRow(tr("T&heme:"), m_theme);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), languageNote);
    return form;
}

// Theme and language; returns the note under the language.
QLabel *SettingsDialog::buildAppearance()
{
    m_theme = combo(QStringLiteral("themeCombo"), tr("Theme"));
    m_theme->addItem(tr("As the system"), appThemeName(AppTheme::System));
    m_theme->addItem(tr("Light"), appThemeName(AppTheme::Light));
    m_theme->addItem(tr("Dark"), appThemeName(AppTheme::Dark));

    m_language = combo(QStringLiteral("languageCombo"), tr("Language"));
    m_language->addItem(tr("As the system"), appLanguageCode(AppLanguage::System));
    // Each language by its own name, so that it can be found whatever is shown.
    m_language->addItem(QStringLiteral("English"), appLanguageCode(AppLanguage::English));
    m_language->addItem(QStringLiteral("Русский"), appLanguageCode(AppLanguage::Russian));
    m_language->addItem(QStringLiteral("简体中文"), appLanguageCode(AppLanguage::ChineseSimplified));
    auto *languageNote = new QLabel(tr("The language changes at the next start of CompressMark."));
    languageNote->setObjectName(QStringLiteral("languageNote"));
    languageNote->setWordWrap(true);
    return languageNote;
}

void SettingsDialog::load()
{
    const QString target = m_settings->defaultTargetPath();
    selectData(m_target, target, tr("%1 (not found now)").arg(shownPath(target)));
    const QString copier = m_settings->copier().name();
    selectData(m_copier, copier, copier);
    m_repetitions->setValue(m_settings->repetitions());
    m_adaptive->setChecked(m_settings->adaptiveRepetitions());
    const std::optional<CacheMode> cache = m_settings->cacheMode();
    selectData(m_cache, cache ? cacheModeName(*cache) : QString(), QString());
    selectData(m_theme, appThemeName(m_settings->theme()), QString());
    selectData(m_language, appLanguageCode(m_settings->language()), QString());
}

void SettingsDialog::save()
{
    m_settings->setDefaultTargetPath(m_target->currentData().toString());
    CopierChoice copier;
    QString error;
    if (CopierChoice::parse(m_copier->currentData().toString(), &copier, &error))
        m_settings->setCopier(copier);
    m_settings->setRepetitions(m_repetitions->value());
    m_settings->setAdaptiveRepetitions(m_adaptive->isChecked());
    CacheMode cache = CacheMode::Evict;
    m_settings->setCacheMode(parseCacheMode(m_cache->currentData().toString(), &cache) ? std::optional(cache)
                                                                                       : std::nullopt);
    AppTheme theme = AppTheme::System;
    parseAppTheme(m_theme->currentData().toString(), &theme);
    m_settings->setTheme(theme);
    AppLanguage language = AppLanguage::System;
    parseAppLanguage(m_language->currentData().toString(), &language);
    m_settings->setLanguage(language);
    m_settings->sync();
}

void SettingsDialog::accept()
{
    save();
    QDialog::accept();
}

} // namespace cm
