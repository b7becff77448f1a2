// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartimageform.h"

#include "exportfields.h"

#include <QClipboard>
#include <QComboBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace cm {

ChartImageForm::ChartImageForm(const ChartData &chart, QWidget *parent)
    : QWidget(parent)
{
    m_format = combo(QStringLiteral("imageFormatCombo"), tr("Image format"));
    m_format->addItem(tr("PNG image"), int(ImageFormat::Png));
    m_format->addItem(tr("SVG drawing"), int(ImageFormat::Svg));
    m_format->addItem(tr("PDF document"), int(ImageFormat::Pdf));
    m_width = sideSpin(QStringLiteral("widthSpin"), tr("Width in pixels"), ChartExport().size.width());
    m_height = sideSpin(QStringLiteral("heightSpin"), tr("Height in pixels"), ChartExport().size.height());
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width, 1);
    sizeRow->addWidget(new QLabel(QStringLiteral("×")));
    sizeRow->addWidget(m_height, 1);
    m_scale = combo(QStringLiteral("scaleCombo"), tr("Scale of the PNG image"));
    for (int factor = 1; factor <= 3; ++factor)
        m_scale->addItem(tr("%1x").arg(factor), qreal(factor));
    m_theme = combo(QStringLiteral("chartThemeCombo"), tr("Chart theme"));
    m_theme->addItem(tr("Light"), chartThemeName(ChartTheme::Light));
    m_theme->addItem(tr("Dark"), chartThemeName(ChartTheme::Dark));
    m_theme->addItem(tr("Print (black on white)"), chartThemeName(ChartTheme::Print));
    m_title = lineEdit(chart.title, QStringLiteral("titleEdit"), tr("Chart title"));
    m_subtitle = lineEdit(chart.subtitle, QStringLiteral("subtitleEdit"), tr("Chart subtitle"));
    // What the chart shows in words, to paste as the image's alt text.
    m_altText = lineEdit(QString(), QStringLiteral("altTextEdit"), tr("Alt text of the chart"));
    m_altText->setReadOnly(true);
    auto *copyAltText
        = button(tr("Copy"), QStringLiteral("copyAltTextButton"), tr("Copy the alt text to the clipboard"));
    connect(copyAltText, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_altText->text());
        Q_EMIT altTextCopied();
    });
    m_sizeNote = new QLabel;
    m_sizeNote->setObjectName(QStringLiteral("sizeNote"));
    m_sizeNote->setWordWrap(true);
    m_sizeNote->hide();
    auto *altTextRow = new QHBoxLayout;
    altTextRow->addWidget(m_altText, 1);
    altTextRow->addWidget(copyAltText);

    // Every change redraws the preview, after a pause.
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        m_scale->setEnabled(chartExport(QString()).format == ImageFormat::Png);
        Q_EMIT changed();
    });
    for (QSpinBox *spin : {m_width, m_height})
        connect(spin, &QSpinBox::valueChanged, this, &ChartImageForm::changed);
    for (QComboBox *box : {m_scale, m_theme})
        connect(box, &QComboBox::currentIndexChanged, this, &ChartImageForm::changed);
    for (QLineEdit *edit : {m_title, m_subtitle})
        connect(edit, &QLineEdit::textChanged, this, &ChartImageForm::changed);

    auto *chartForm = form();
    chartForm->addRow(tr("F&ormat:"), m_format);
    chartForm->addRow(tr("Si&ze:"), sizeRow);
    chartForm->addRow(QString(), m_sizeNote);
    chartForm->addRow(tr("Sc&ale:"), m_scale);
    chartForm->addRow(tr("T&heme:"), m_theme);
    chartForm->addRow(tr("&Title:"), m_title);
    chartForm->addRow(tr("S&ubtitle:"), m_subtitle);
    chartForm->addRow(tr("Alt te&xt:"), altTextRow);
    // The size row's label names the width spin box, its first field.
    if (auto *sizeLabel = qobject_cast<QLabel *>(chartForm->labelForField(sizeRow)))
        sizeLabel->setBuddy(m_width);
    if (auto *altTextLabel = qobject_cast<QLabel *>(chartForm->labelForField(altTextRow)))
        altTextLabel->setBuddy(m_altText);
    chartForm->setContentsMargins(0, 0, 0, 0);
    setLayout(chartForm);
    setFocusProxy(m_format);
}

ChartExport ChartImageForm::chartExport(const QString &path) const
{
    ChartExport options;
    options.format = ImageFormat(m_format->currentData().toInt());
    options.path = path;
    options.size = askedSize();
    options.scale = options.format == ImageFormat::Png ? scale() : 1.0;
    return options;
}

QSize ChartImageForm::askedSize() const
{
    return QSize(m_width->value(), m_height->value());
}

qreal ChartImageForm::scale() const
{
    return m_scale->currentData().toReal();
}

QString ChartImageForm::formatTitle() const
{
    return m_format->currentText();
}

ChartTheme ChartImageForm::theme() const
{
    ChartTheme theme = ChartTheme::Light;
    parseChartTheme(m_theme->currentData().toString(), &theme);
    return theme;
}

void ChartImageForm::setTheme(ChartTheme theme)
{
    m_theme->setCurrentIndex(m_theme->findData(chartThemeName(theme)));
}

ChartData ChartImageForm::titled(const ChartData &chart) const
{
    ChartData titled = chart;
    titled.title = m_title->text();
    titled.subtitle = m_subtitle->text();
    return titled;
}

void ChartImageForm::setTitles(const QString &title, const QString &subtitle)
{
    m_title->setText(title);
    m_subtitle->setText(subtitle);
}

void ChartImageForm::showDrawn(const QSize &drawn, const QString &altText)
{
    m_sizeNote->setText(tr("Drawn at %1×%2, taller than asked, so that every row keeps room for its drive's name.")
                            .arg(QString::number(drawn.width()), QString::number(drawn.height())));
    m_sizeNote->setVisible(drawn != askedSize());
    m_altText->setText(altText);
    m_altText->setCursorPosition(0);
}

} // namespace cm
