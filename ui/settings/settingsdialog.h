// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLayout;
class QSpinBox;

namespace cm {

class AppSettings;

// Edits the application's settings: the default RAM-disk target (chosen
// from `ramDisks`, mount points such as ramBackedVolumes() finds), copier,
// repetitions, cache mode, theme and language. OK writes them; the caller
// then applies the theme (applyAppTheme); the language applies at the next
// start.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    SettingsDialog(AppSettings *settings, const QStringList &ramDisks, QWidget *parent = nullptr);

    // Writes the controls into the settings.
    void save();
    void accept() override;

private:
    void buildUi(const QStringList &ramDisks);
    QLayout *buildForm(const QStringList &ramDisks);
    QLabel *buildAppearance();
    void load();

    AppSettings *m_settings;
    QComboBox *m_target = nullptr;
    QComboBox *m_copier = nullptr;
    QSpinBox *m_repetitions = nullptr;
    QCheckBox *m_adaptive = nullptr;
    QComboBox *m_cache = nullptr;
    QComboBox *m_theme = nullptr;
    QComboBox *m_language = nullptr;
};

} // namespace cm
