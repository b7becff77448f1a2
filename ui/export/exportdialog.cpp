// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "chartimageform.h"
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
#include <QPainter>
#include <QPushButton>
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

    m_image->setFocus();
    resize(1000, 600);
}

// Format, size, scale, theme and titles of the chart, copied or exported.
QWidget *ExportDialog::buildChartGroup()
{
    m_image = new ChartImageForm(m_chartData);
    connect(m_image, &ChartImageForm::changed, this, &ExportDialog::schedulePreview);
    connect(m_image, &ChartImageForm::altTextCopied, this,
            [this] { showMessage(tr("Alt text copied to the clipboard."), false); });
    auto *defaultTitles = button(tr("Default t&itles"), QStringLiteral("defaultTitlesButton"),
                                 tr("Restore the default title and subtitle"));
    auto *copyChart
        = button(tr("&Copy image"), QStringLiteral("copyChartButton"), tr("Copy the chart image to the clipboard"));
    auto *exportChart
        = button(tr("&Export chart…"), QStringLiteral("exportChartButton"), tr("Export the chart to a file"));
    connect(defaultTitles, &QPushButton::clicked, this,
            [this] { m_image->setTitles(m_chartData.title, m_chartData.subtitle); });
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
    chartLayout->addWidget(m_image);
    chartLayout->addLayout(chartButtons);
    return chartGroup;
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
    m_image->setTheme(theme);
}

void ExportDialog::setExportFolder(const QString &folder)
{
    m_exportFolder = folder.isEmpty() ? QDir::homePath() : folder;
}

ChartTheme ExportDialog::chartTheme() const
{
    return m_image->theme();
}

TableFormat ExportDialog::tableFormat() const
{
    return TableFormat(m_tableFormat->currentData().toInt());
}

ChartExport ExportDialog::chartExport(const QString &path) const
{
    return m_image->chartExport(path);
}

std::unique_ptr<QChart> ExportDialog::buildCurrentChart() const
{
    return std::unique_ptr<QChart>(buildChart(m_image->titled(m_chartData), chartTheme()));
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
    const QSize size = chartImageSize(m_image->askedSize(), chart.get());
    const QSize room = m_previewLabel->size().expandedTo(SmallestPreview);
    const QSize shown = size.scaled(room, Qt::KeepAspectRatio);
    const qreal pixelRatio = devicePixelRatioF();
    QImage image(shown * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paintChart(chart.get(), &painter, size, QRectF(QPointF(0, 0), shown));
    painter.end();
    m_image->showDrawn(size, chartAltText(chart.get()));
    m_preview = image;
    m_previewLabel->setPixmap(QPixmap::fromImage(image));
    Q_EMIT previewUpdated();
}

void ExportDialog::copyChart()
{
    ChartExport options = chartExport(QString());
    options.format = ImageFormat::Png; // what the clipboard takes
    options.scale = m_image->scale();
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
        = chooseSavePath(tr("Export chart"), tr("%1 (*.%2)").arg(m_image->formatTitle(), suffix), suffix);
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
