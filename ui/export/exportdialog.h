// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/chartexport.h"
#include "chart/charttheme.h"
#include "chart/timelinechartdata.h"
#include "report/tableexport.h"
#include "session/session.h"
#include "uiutil/jobtracker.h"
#include "util/status.h"

#include <QDialog>
#include <QImage>
#include <QList>

#include <functional>
#include <memory>

class QChart;
class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace cm {

// Exports what the window shows: the chart as PNG, SVG or PDF (size,
// scale, theme, title and subtitle chosen, with a live preview) or copied
// as an image; the session's table as CSV, Markdown, HTML or BBCode, the
// same text as `compressmark report`, saved or copied. Files are rendered on
// the GUI thread and written on a worker thread, atomically; a failure is
// shown in the dialog and leaves no file. The status line tells how the
// last write asked for went.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    // `timeline`: what a chart of kind Timeline draws (sessionChartData()).
    ExportDialog(const Session &session, ChartKind kind, const TimelineChoice &timeline = {},
                 QWidget *parent = nullptr);
    // Exports `chart` as the window shows it, whiskers and choices included.
    ExportDialog(const Session &session, const ChartData &chart, QWidget *parent = nullptr);
    ~ExportDialog() override;

    // The chart theme chosen when the dialog opens, e.g. the window's.
    void setChartTheme(ChartTheme theme);
    // Where the file choosers open; after a file is written, its folder.
    void setExportFolder(const QString &folder);
    QString exportFolder() const { return m_exportFolder; }

    // The chart as the options ask for it: format, size, scale, theme, titles.
    ChartExport chartExport(const QString &path) const;
    ChartTheme chartTheme() const;
    TableFormat tableFormat() const;

    // Renders the chart and writes it to `path` on a worker thread; the
    // outcome comes as written() or failed().
    void exportChartTo(const QString &path);
    // Writes the table to `path` on a worker thread, likewise.
    void exportTableTo(const QString &path);
    // Writes the session as a web page (webpagegroup.h), likewise.
    void exportWebPageTo(const QString &path);
    void copyChart();
    void copyTable();

    // The last preview rendered.
    QImage previewImage() const { return m_preview; }

protected:
    void resizeEvent(QResizeEvent *event) override;

Q_SIGNALS:
    void previewUpdated();
    void written(const QString &path);
    void failed(const QString &message);

private:
    void buildUi();
    QWidget *buildChartGroup();
    QWidget *buildTableGroup();
    QWidget *buildPreviewGroup();
    void schedulePreview();
    void updatePreview();
    void chooseChartFile();
    void chooseTableFile();
    void chooseWebPageFile();
    void startWrite(std::function<Status()> write, const QString &path);
    void writeFinished(const QString &path, const Status &status);
    void showMessage(const QString &text, bool failure);
    std::unique_ptr<QChart> buildCurrentChart() const;
    QString chooseSavePath(const QString &caption, const QString &filter, const QString &suffix);

    Session m_session;
    ChartData m_chartData;
    QString m_exportFolder;
    QImage m_preview;
    QTimer *m_previewTimer = nullptr;
    class ChartImageForm *m_image = nullptr;
    QLabel *m_previewLabel = nullptr;
    QComboBox *m_tableFormat = nullptr;
    class WebPageGroup *m_webPage = nullptr;
    QLabel *m_status = nullptr;
    QList<QPushButton *> m_fileActions; // copy and export: off while nothing is measured
    JobTracker m_writes{this};
};

} // namespace cm
