// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/chartexport.h"
#include "chart/charttheme.h"

#include <QSize>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cm {

// The Export dialog's chart image: format, size, scale, theme, title and
// subtitle, and the alt text of what it shows. Every change asks for the
// preview to be drawn again.
class ChartImageForm : public QWidget
{
    Q_OBJECT
public:
    // `chart` gives the titles the fields start with.
    explicit ChartImageForm(const ChartData &chart, QWidget *parent = nullptr);

    // The image the fields ask for, written to `path`.
    ChartExport chartExport(const QString &path) const;
    QSize askedSize() const;
    qreal scale() const;
    QString formatTitle() const; // for the file chooser's filter
    ChartTheme theme() const;
    void setTheme(ChartTheme theme);
    // `chart` with the title and subtitle of the fields.
    ChartData titled(const ChartData &chart) const;
    void setTitles(const QString &title, const QString &subtitle);
    // What the preview drew: its size (taller than asked where rows need
    // room, which is said) and its alt text.
    void showDrawn(const QSize &drawn, const QString &altText);

Q_SIGNALS:
    void changed();
    void altTextCopied();

private:
    QComboBox *m_format = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QComboBox *m_scale = nullptr;
    QComboBox *m_theme = nullptr;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_subtitle = nullptr;
    QLineEdit *m_altText = nullptr;
    QLabel *m_sizeNote = nullptr; // says when a chart's rows make the image taller
};

} // namespace cm
