// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "exportfields.h"
#include "util/shownpath.h"
#include "webpagegroup.h"
#include "chart/barchart.h"
#include "chart/chartbounds.h"
#include "chart/chartimage.h"
#include "chart/sessionchart.h"
#include "chart/visiblechartdata.h"
#include "fs/outputfile.h"
#include "fs/atomicfile.h"

#include <QBuffer>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace cm {
namespace {

constexpr int PreviewDelayMs = 150; // typing a title redraws once, after a pause
const QSize SmallestPreview(320, 180);

// The file name suffix of each table format.
QString tableSuffix(TableFormat format)
{
    switch (format) {
    case TableFormat::Csv:
        return QStringLiteral("csv");
    case TableFormat::Markdown:
        return QStringLiteral("md");
    case TableFormat::Html:
        return QStringLiteral("html");
    case TableFormat::BBCode:
        return QStringLiteral("txt");
    }
    return {};
}

// Runs off the GUI thread: a rendered chart or page to its file, after the
// checks every output gets (no link followed, nothing but a regular file
// replaced). `failure` says what could not be written: "... %1: %2".
Status writeRenderedFile(const QString &path, const QByteArray &bytes, const QString &failure)
{
    if (Status status = checkOutputFile({QString(), path}); !status)
        return status;
    QString error;
    if (!writeFileAtomically(path, bytes, &error))
        return Status::failure(failure.arg(shownPath(path), error));
    return Status::ok();
}

// Runs off the GUI thread: the table to its file, checked as a chart is.
Status writeTableFile(const Session &session, TableFormat format, const QString &path)
{
    if (Status status = checkOutputFile({QString(), path}); !status)
        return status;
    return saveTable(session, format, path);
}

} // namespace

ExportDialog::ExportDialog(const Session &session, ChartKind kind, const TimelineChoice &timeline, QWidget *parent)
    : ExportDialog(session, sessionChartData(session, kind, Whiskers::None, timeline), parent)
{
}

ExportDialog::ExportDialog(const Session &session, const ChartData &chart, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_chartData(visibleChartData(chart)) // its titles start the fields, which take no control character
    , m_exportFolder(QDir::homePath())
{
    buildUi();
    m_previewTimer = new QTimer(this);
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(PreviewDelayMs);
    connect(m_previewTimer, &QTimer::timeout, this, &ExportDialog::updatePreview);
    schedulePreview();
}

ExportDialog::~ExportDialog() = default;

void ExportDialog::buildUi()
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export"));

    auto *options = new QVBoxLayout;
    options->addWidget(buildChartGroup());
    options->addWidget(buildTableGroup());
    m_webPage = new WebPageGroup;
    connect(m_webPage, &WebPageGroup::saveRequested, this, &ExportDialog::chooseWebPageFile);
    m_fileActions << m_webPage->saveButton();
    options->addWidget(m_webPage);
    options->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->addLayout(options, 2);
    columns->addWidget(buildPreviewGroup(), 3);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setAccessibleName(tr("Export status"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->setObjectName(QStringLiteral("dialogButtons"));
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    // Nothing measured yet: nothing worth a file.
    if (!m_session.hasMeasurements()) {
        for (QPushButton *action : std::as_const(m_fileActions))
            action->setEnabled(false);
        showMessage(tr("The session holds no measurement yet."), false);
    }

    m_format->setFocus();
    resize(1000, 600);
}

// Format, size, scale, theme and titles of the chart, copied or exported.
QWidget *ExportDialog::buildChartGroup()
{
    auto *chartForm = buildChartForm();
    auto *defaultTitles = button(tr("Default t&itles"), QStringLiteral("defaultTitlesButton"),
                                 tr("Restore the default title and subtitle"));
    auto *copyChart
        = button(tr("&Copy image"), QStringLiteral("copyChartButton"), tr("Copy the chart image to the clipboard"));
    auto *exportChart
        = button(tr("&Export chart…"), QStringLiteral("exportChartButton"), tr("Export the chart to a file"));
    connect(defaultTitles, &QPushButton::clicked, this, [this] {
        m_title->setText(m_chartData.title);
        m_subtitle->setText(m_chartData.subtitle);
    });
    connect(copyChart, &QPushButton::clicked, this, &ExportDialog::copyChart);
    connect(exportChart, &QPushButton::clicked, this, &ExportDialog::chooseChartFile);
    m_fileActions << copyChart << exportChart;
    auto *chartButtons = new QHBoxLayout;
    chartButtons->addWidget(defaultTitles);
    chartButtons->addStretch(1);
    chartButtons->addWidget(copyChart);
    chartButtons->addWidget(exportChart);
    auto *chartGroup = new QGroupBox(tr("Chart"));
    chartGroup->setObjectName(QStringLiteral("chartGroup"));
    auto *chartLayout = new QVBoxLayout(chartGroup);
    chartLayout->addLayout(chartForm);
    chartLayout->addLayout(chartButtons);
    return chartGroup;
}

QLayout *ExportDialog::buildChartForm()
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
    m_title = lineEdit(m_chartData.title, QStringLiteral("titleEdit"), tr("Chart title"));
    m_subtitle = lineEdit(m_chartData.subtitle, QStringLiteral("subtitleEdit"), tr("Chart subtitle"));
    // What the chart shows in words, to paste as the image's alt text.
    m_altText = lineEdit(QString(), QStringLiteral("altTextEdit"), tr("Alt text of the chart"));
    m_altText->setReadOnly(true);
    auto *copyAltText
        = button(tr("Copy"), QStringLiteral("copyAltTextButton"), tr("Copy the alt text to the clipboard"));
    connect(copyAltText, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_altText->text());
        showMessage(tr("Alt text copied to the clipboard."), false);
    });
    m_sizeNote = new QLabel;
    m_sizeNote->setObjectName(QStringLiteral("sizeNote"));
    m_sizeNote->setWordWrap(true);
    m_sizeNote->hide();
    auto *altTextRow = new QHBoxLayout;
    altTextRow->addWidget(m_altText, 1);
    altTextRow->addWidget(copyAltText);

    // Every change redraws the preview, after a pause.
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    for (QSpinBox *spin : {m_width, m_height})
        connect(spin, &QSpinBox::valueChanged, this, &ExportDialog::schedulePreview);
    for (QComboBox *box : {m_scale, m_theme})
        connect(box, &QComboBox::currentIndexChanged, this, &ExportDialog::schedulePreview);
    for (QLineEdit *edit : {m_title, m_subtitle})
        connect(edit, &QLineEdit::textChanged, this, &ExportDialog::schedulePreview);

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
    return chartForm;
}

// The session's table in a format, copied or saved.
QWidget *ExportDialog::buildTableGroup()
{
    m_tableFormat = combo(QStringLiteral("tableFormatCombo"), tr("Table format"));
    m_tableFormat->addItem(tr("CSV (every run, for spreadsheets)"), int(TableFormat::Csv));
    m_tableFormat->addItem(tr("Markdown"), int(TableFormat::Markdown));
    m_tableFormat->addItem(tr("HTML"), int(TableFormat::Html));
    m_tableFormat->addItem(tr("BBCode (forums)"), int(TableFormat::BBCode));
    auto *tableForm = form();
    tableForm->addRow(tr("Tab&le format:"), m_tableFormat);
    auto *copyTable
        = button(tr("Cop&y table"), QStringLiteral("copyTableButton"), tr("Copy the table to the clipboard as text"));
    auto *saveTable = button(tr("&Save table…"), QStringLiteral("saveTableButton"), tr("Save the table to a file"));
    connect(copyTable, &QPushButton::clicked, this, &ExportDialog::copyTable);
    connect(saveTable, &QPushButton::clicked, this, &ExportDialog::chooseTableFile);
    m_fileActions << copyTable << saveTable;
    auto *tableButtons = new QHBoxLayout;
    tableButtons->addStretch(1);
    tableButtons->addWidget(copyTable);
    tableButtons->addWidget(saveTable);
    auto *tableGroup = new QGroupBox(tr("Table"));
    tableGroup->setObjectName(QStringLiteral("tableGroup"));
    auto *tableLayout = new QVBoxLayout(tableGroup);
    tableLayout->addLayout(tableForm);
    tableLayout->addLayout(tableButtons);
    return tableGroup;
}

QWidget *ExportDialog::buildPreviewGroup()
{
    m_previewLabel = new QLabel;
    m_previewLabel->setObjectName(QStringLiteral("previewLabel"));
    m_previewLabel->setAccessibleName(tr("Chart preview"));
    m_previewLabel->setAlignment(Qt::AlignCenter);
    m_previewLabel->setMinimumSize(SmallestPreview);
    m_previewLabel->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    auto *previewGroup = new QGroupBox(tr("Preview"));
    previewGroup->setObjectName(QStringLiteral("previewGroup"));
    auto *previewLayout = new QVBoxLayout(previewGroup);
    previewLayout->addWidget(m_previewLabel);
    return previewGroup;
}

void ExportDialog::setChartTheme(ChartTheme theme)
{
    m_theme->setCurrentIndex(m_theme->findData(chartThemeName(theme)));
}

void ExportDialog::setExportFolder(const QString &folder)
{
    m_exportFolder = folder.isEmpty() ? QDir::homePath() : folder;
}

ChartTheme ExportDialog::chartTheme() const
{
    ChartTheme theme = ChartTheme::Light;
    parseChartTheme(m_theme->currentData().toString(), &theme);
    return theme;
}

TableFormat ExportDialog::tableFormat() const
{
    return TableFormat(m_tableFormat->currentData().toInt());
}

ChartExport ExportDialog::chartExport(const QString &path) const
{
    ChartExport options;
    options.format = ImageFormat(m_format->currentData().toInt());
    options.path = path;
    options.size = QSize(m_width->value(), m_height->value());
    options.scale = options.format == ImageFormat::Png ? m_scale->currentData().toReal() : 1.0;
    return options;
}

std::unique_ptr<QChart> ExportDialog::buildCurrentChart() const
{
    ChartData titled = m_chartData;
    titled.title = m_title->text();
    titled.subtitle = m_subtitle->text();
    return std::unique_ptr<QChart>(buildChart(titled, chartTheme()));
}

void ExportDialog::formatChanged()
{
    m_scale->setEnabled(chartExport(QString()).format == ImageFormat::Png);
    schedulePreview();
}

void ExportDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    schedulePreview(); // the preview fills the room it has
}

void ExportDialog::schedulePreview()
{
    m_previewTimer->start();
}

void ExportDialog::updatePreview()
{
    // Laid out at the export size and scaled down, so the preview shows
    // what the file will hold, labels and all.
    const std::unique_ptr<QChart> chart = buildCurrentChart();
    const QSize asked(m_width->value(), m_height->value());
    const QSize size = chartImageSize(asked, chart.get());
    m_sizeNote->setText(tr("Drawn at %1×%2, taller than asked, so that every row keeps room for its drive's name.")
                            .arg(QString::number(size.width()), QString::number(size.height())));
    m_sizeNote->setVisible(size != asked);
    const QSize room = m_previewLabel->size().expandedTo(SmallestPreview);
    const QSize shown = size.scaled(room, Qt::KeepAspectRatio);
    const qreal pixelRatio = devicePixelRatioF();
    QImage image(shown * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paintChart(chart.get(), &painter, size, QRectF(QPointF(0, 0), shown));
    painter.end();
    m_altText->setText(chartAltText(chart.get()));
    m_altText->setCursorPosition(0);
    m_preview = image;
    m_previewLabel->setPixmap(QPixmap::fromImage(image));
    Q_EMIT previewUpdated();
}

void ExportDialog::copyChart()
{
    ChartExport options = chartExport(QString());
    options.format = ImageFormat::Png; // what the clipboard takes
    options.scale = m_scale->currentData().toReal();
    const std::unique_ptr<QChart> chart = buildCurrentChart();
    const QSize size = chartImageSize(options.size, chart.get());
    // Decided before an image is asked for that cannot be had.
    const QImage image = checkChartFileSize(size, options) ? renderChart(chart.get(), size, options.scale) : QImage();
    if (image.isNull()) {
        showMessage(tr("The chart is too large to copy; choose a smaller size or scale."), true);
        return;
    }
    QGuiApplication::clipboard()->setImage(image);
    showMessage(tr("Chart image copied to the clipboard."), false);
}

void ExportDialog::copyTable()
{
    QGuiApplication::clipboard()->setText(formatTable(m_session, tableFormat()));
    showMessage(tr("Table copied to the clipboard."), false);
}

QString ExportDialog::chooseSavePath(const QString &caption, const QString &filter, const QString &suffix)
{
    QFileDialog chooser(this, caption, m_exportFolder, filter);
    chooser.setObjectName(QStringLiteral("exportFileDialog"));
    chooser.setAcceptMode(QFileDialog::AcceptSave);
    chooser.setDefaultSuffix(suffix);
    chooser.selectFile(QStringLiteral("compressmark.") + suffix);
    if (chooser.exec() != QDialog::Accepted || chooser.selectedFiles().isEmpty())
        return {};
    QString path = chooser.selectedFiles().constFirst();
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive))
        path += QLatin1Char('.') + suffix;
    return path;
}

void ExportDialog::chooseChartFile()
{
    const QString suffix = imageFormatName(chartExport(QString()).format);
    const QString path
        = chooseSavePath(tr("Export chart"), tr("%1 (*.%2)").arg(m_format->currentText(), suffix), suffix);
    if (!path.isEmpty())
        exportChartTo(path);
}

void ExportDialog::chooseTableFile()
{
    const QString suffix = tableSuffix(tableFormat());
    const QString path
        = chooseSavePath(tr("Save table"), tr("%1 (*.%2)").arg(m_tableFormat->currentText(), suffix), suffix);
    if (!path.isEmpty())
        exportTableTo(path);
}

void ExportDialog::exportChartTo(const QString &path)
{
    // Qt Charts renders on the GUI thread only; the file is written elsewhere.
    const std::unique_ptr<QChart> chart = buildCurrentChart();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (Status status = writeChart(chart.get(), chartExport(path), &buffer); !status) {
        showMessage(status.message(), true);
        Q_EMIT failed(status.message());
        return;
    }
    startWrite([path, bytes = buffer.data(),
                failure = tr("cannot write chart %1: %2")] { return writeRenderedFile(path, bytes, failure); },
               path);
}

void ExportDialog::chooseWebPageFile()
{
    const QString path = chooseSavePath(tr("Save web page"), tr("Web page (*.html)"), QStringLiteral("html"));
    if (!path.isEmpty())
        exportWebPageTo(path);
}

void ExportDialog::exportWebPageTo(const QString &path)
{
    QByteArray page;
    const QString sessionName = QFileInfo(path).completeBaseName() + QStringLiteral(".cmsession.json");
    if (Status status = webPageBytes(m_session, m_webPage->shareSafe(), sessionName, &page); !status) {
        showMessage(status.message(), true);
        Q_EMIT failed(status.message());
        return;
    }
    startWrite([path, page,
                failure = tr("cannot write web page %1: %2")] { return writeRenderedFile(path, page, failure); },
               path);
}

void ExportDialog::exportTableTo(const QString &path)
{
    startWrite([session = m_session, format = tableFormat(), path] { return writeTableFile(session, format, path); },
               path);
}

void ExportDialog::startWrite(std::function<Status()> write, const QString &path)
{
    showMessage(tr("Writing %1…").arg(shownPath(path)), false);
    m_writes.start(std::move(write), [this, path](const Status &status) { writeFinished(path, status); });
}

void ExportDialog::writeFinished(const QString &path, const Status &status)
{
    if (!status) {
        showMessage(status.message(), true);
        Q_EMIT failed(status.message());
        return;
    }
    m_exportFolder = QFileInfo(path).absolutePath();
    showMessage(tr("Saved %1").arg(shownPath(path)), false);
    Q_EMIT written(path);
}

void ExportDialog::showMessage(const QString &text, bool failure)
{
    QPalette palette = this->palette();
    if (failure)
        palette.setColor(QPalette::WindowText, QColor(0xd0, 0x30, 0x30));
    m_status->setPalette(palette);
    m_status->setText(text);
}

} // namespace cm
